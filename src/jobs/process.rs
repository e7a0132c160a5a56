//! The file job routes' handlers: `POST /api/file/process` (format by `type` or detection),
//! `POST /process/{module}` (one custom-file-format module) and `POST /pre-export`. The body is
//! admitted by `http::intake::Admitted`, the token checked by `http::signed::SignedRequest`; the
//! job runs and is answered by `http::job::run` (its gauges, log entry and answer).
//! What must not live here: job logic (`engine`), token rules (`auth`).

use std::sync::Arc;

use axum::extract::State;
use axum::response::Response;

use super::modules::{FormatModule, PreExportModule};
use crate::engine::Route;
use crate::http::intake::Admitted;
use crate::http::job::run as process;
use crate::http::signed::SignedRequest;
use crate::http::state::AppState;

/// `POST /api/file/process`: the reference route; format by `type` or detection.
pub async fn process_any(
    State(s): State<Arc<AppState>>,
    signed: SignedRequest,
    admitted: Admitted,
) -> Response {
    process(s, signed.identity, admitted, Route::Any).await
}

/// `POST /process/{module}`: one custom-file-format module.
pub async fn process_module(
    State(s): State<Arc<AppState>>,
    signed: SignedRequest<FormatModule>,
    admitted: Admitted,
) -> Response {
    let FormatModule(module) = signed.module;
    process(s, signed.identity, admitted, Route::Format(module)).await
}

/// `POST /pre-export`: the file-pre-export module.
pub async fn process_pre_export(
    State(s): State<Arc<AppState>>,
    signed: SignedRequest<PreExportModule>,
    admitted: Admitted,
) -> Response {
    process(s, signed.identity, admitted, Route::PreExport).await
}
