//! The file job routes' handlers: `POST /api/file/process` (format by `type` or detection),
//! `POST /process/{module}` (one custom-file-format module) and `POST /pre-export`. The body is
//! admitted by `http::intake::Admitted`, the token checked by `http::signed::SignedRequest`; the
//! job runs in `engine`, its metrics in flight are [`super::inflight`], its log entry
//! [`super::job_log`].
//! What must not live here: job logic (`engine`), token rules (`auth`).

use std::sync::Arc;

use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use tracing::Instrument;

use super::inflight::{outcome_of, InFlight};
use super::job_log::{self, Measured};
use super::modules::{FormatModule, PreExportModule};
use crate::auth::jwt::Identity;
use crate::engine::{JobError, Route};
use crate::http::error::{ApiError, NO_CACHE};
use crate::http::intake::Admitted;
use crate::http::signed::SignedRequest;
use crate::http::state::AppState;
use crate::observability::metrics::Outcome;

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

/// Runs the admitted job for a verified caller and answers with its result or error. Every log
/// line of the job is in its span (job id, organization); dropping this future (the client went
/// away) cancels the job.
async fn process(
    s: Arc<AppState>,
    identity: Identity,
    admitted: Admitted,
    route: Route,
) -> Response {
    let Admitted {
        body,
        ticket,
        received,
    } = admitted;
    let job_id = hex::encode(rand::random::<[u8; 6]>());
    let span = tracing::info_span!("job", id = %job_id, org = identity.organization_id);
    async move {
        let _ticket = ticket; // the job's admission share, held until it ends
        let size = body.len();
        let inflight = InFlight::new(received, size);
        let control = inflight.control();
        let result = s.engine.run_with(body, route, received, control.clone()).await;
        let note = control.note();
        let measured = |bytes_out: usize, strings: usize| Measured {
            bytes_in: size,
            bytes_out,
            duration: received.elapsed(),
            strings,
        };
        match result {
            Ok(out) => {
                inflight.finish(Outcome::Ok, out.body.len());
                tracing::info!(
                    org = identity.organization_id,
                    job = out.job_type.as_str(),
                    format = out.format.unwrap_or("-"),
                    strings = out.strings,
                    request_bytes = size,
                    response_bytes = out.body.len(),
                    ms = received.elapsed().as_millis() as u64,
                    "job done"
                );
                let m = measured(out.body.len(), out.strings);
                job_log::spawn_record(&s.store, &identity, job_log::record_of(&note, &m, Ok(())));
                (
                    StatusCode::OK,
                    [
                        (header::CONTENT_TYPE, HeaderValue::from_static("application/json")),
                        (header::CACHE_CONTROL, HeaderValue::from_static(NO_CACHE)),
                    ],
                    out.body,
                )
                    .into_response()
            }
            Err(e) => {
                inflight.finish(outcome_of(&e), 0);
                if let JobError::Internal(_) = e {
                    tracing::error!(org = identity.organization_id, error = %e, ms = received.elapsed().as_millis() as u64, "job failed on an internal error");
                } else {
                    tracing::info!(org = identity.organization_id, error = %e, ms = received.elapsed().as_millis() as u64, "job failed");
                }
                if note.job_type.is_some() {
                    let m = measured(0, 0);
                    job_log::spawn_record(&s.store, &identity, job_log::record_of(&note, &m, Err(&e)));
                }
                ApiError::from(e).for_job(&job_id).into_response()
            }
        }
    }
    .instrument(span)
    .await
}
