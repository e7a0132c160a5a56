//! Running one admitted file job for a verified caller and answering it, the same way on every
//! file-module route (`jobs`: custom-file-format, file-pre-export; `file_modules`: bundle
//! export, file-post-export, file-pre-import): the job's span, its gauges in flight and
//! cancellation when the request is dropped ([`inflight`]), the organization's job log entry
//! after the answer ([`log`]), and the answer itself: 200 JSON with `no-store`, 304 with no
//! body when the module left the file as it was, or an `ApiError` with the job id.
//!
//! What must not live here: job logic (`engine`), token rules (`auth`), routes.

pub mod inflight;
pub mod log;

use std::sync::Arc;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use tracing::Instrument;

use self::inflight::{outcome_of, InFlight};
use self::log::Measured;
use crate::auth::jwt::Identity;
use crate::engine::{JobError, Route};
use crate::http::error::{ApiError, NO_CACHE};
use crate::http::intake::Admitted;
use crate::http::state::AppState;
use crate::observability::metrics::Outcome;

/// Runs the admitted job for a verified caller and answers with its result or error. Every log
/// line of the job is in its span (job id, organization); dropping this future (the client went
/// away) cancels the job.
pub async fn run(
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
                    not_modified = out.not_modified,
                    ms = received.elapsed().as_millis() as u64,
                    "job done"
                );
                let m = measured(out.body.len(), out.strings);
                log::spawn_record(&s.store, &identity, log::record_of(&note, &m, Ok(())));
                if out.not_modified {
                    // The official framework's `notModified`: 304, no body; the platform keeps
                    // the file it sent.
                    return (
                        StatusCode::NOT_MODIFIED,
                        [(header::CACHE_CONTROL, HeaderValue::from_static(NO_CACHE))],
                    )
                        .into_response();
                }
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
                    log::spawn_record(&s.store, &identity, log::record_of(&note, &m, Err(&e)));
                }
                ApiError::from(e).for_job(&job_id).into_response()
            }
        }
    }
    .instrument(span)
    .await
}
