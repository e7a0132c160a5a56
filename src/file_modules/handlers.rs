//! The handlers of the configured file modules: each hands its admitted, verified job to
//! `http::job::run` with the route that names its module.

use std::sync::Arc;

use axum::extract::State;
use axum::response::Response;

use super::modules::{
    AlignmentRoute, BundleRoute, PostExportRoute, PostImportRoute, PreImportRoute,
};
use crate::engine::Route;
use crate::http::intake::Admitted;
use crate::http::job::run;
use crate::http::signed::SignedRequest;
use crate::http::state::AppState;

/// `POST /bundle/{key}`: a bundle module's build-file from strings alone.
pub async fn bundle(
    State(s): State<Arc<AppState>>,
    signed: SignedRequest<BundleRoute>,
    admitted: Admitted,
) -> Response {
    let BundleRoute(key) = signed.module;
    run(s, signed.identity, admitted, Route::Bundle(key)).await
}

/// `POST /post-export/{key}`: a file-post-export module's rewrite of a built file.
pub async fn post_export(
    State(s): State<Arc<AppState>>,
    signed: SignedRequest<PostExportRoute>,
    admitted: Admitted,
) -> Response {
    let PostExportRoute(key) = signed.module;
    run(s, signed.identity, admitted, Route::PostExport(key)).await
}

/// `POST /pre-import/{key}`: a file-pre-import module's check of an uploaded file.
pub async fn pre_import(
    State(s): State<Arc<AppState>>,
    signed: SignedRequest<PreImportRoute>,
    admitted: Admitted,
) -> Response {
    let PreImportRoute(key) = signed.module;
    run(s, signed.identity, admitted, Route::PreImport(key)).await
}

/// `POST /post-import/{key}`: a file-post-import module's rules over parsed strings.
pub async fn post_import(
    State(s): State<Arc<AppState>>,
    signed: SignedRequest<PostImportRoute>,
    admitted: Admitted,
) -> Response {
    let PostImportRoute(key) = signed.module;
    run(s, signed.identity, admitted, Route::PostImport(key)).await
}

/// `POST /translations-alignment/{key}`: a translations-alignment module's pairing.
pub async fn alignment(
    State(s): State<Arc<AppState>>,
    signed: SignedRequest<AlignmentRoute>,
    admitted: Admitted,
) -> Response {
    let AlignmentRoute(key) = signed.module;
    run(s, signed.identity, admitted, Route::Alignment(key)).await
}
