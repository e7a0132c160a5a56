//! Route handlers: manifest, logo, health, file jobs, downloads.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use tracing::Instrument;

use super::error::{ApiError, NO_CACHE};
use super::inflight::{outcome_of, InFlight};
use super::intake::Admitted;
use super::job_log::{self, Measured};
use super::reject::{ApiPath, ApiQuery};
use super::signed::{FormatModule, PreExportModule, SignedRequest};
use super::state::AppState;
use crate::auth::jwt::Identity;
use crate::engine::{JobError, Route};
use crate::observability::metrics::Outcome;
use crate::transfer::blob::unix_now;
use crate::transfer::signed::SignatureError;

const LOGO: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1f6feb"/><text x="32" y="42" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">lf</text></svg>"##;

/// `GET /manifest.json`.
pub async fn manifest(State(s): State<Arc<AppState>>) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        s.manifest.clone(),
    )
        .into_response()
}

/// `GET /logo.svg`.
pub async fn logo() -> Response {
    ([(header::CONTENT_TYPE, "image/svg+xml")], LOGO).into_response()
}

/// `GET /healthz`.
pub async fn health() -> Response {
    axum::Json(serde_json::json!({"status": "ok"})).into_response()
}

/// Anything else.
pub async fn not_found() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "no such route")
}

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
                job_log::spawn_record(&s, &identity, job_log::record_of(&note, &m, Ok(())));
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
                    job_log::spawn_record(&s, &identity, job_log::record_of(&note, &m, Err(&e)));
                }
                ApiError::from(e).for_job(&job_id).into_response()
            }
        }
    }
    .instrument(span)
    .await
}

/// Query of a signed download URL.
#[derive(Debug, Deserialize)]
pub struct BlobQuery {
    expires: Option<u64>,
    sig: Option<String>,
}

/// `GET /blobs/{key}?expires=&sig=`: a spilled result, until its URL expires.
pub async fn blob(
    State(s): State<Arc<AppState>>,
    ApiPath(key): ApiPath<String>,
    ApiQuery(q): ApiQuery<BlobQuery>,
) -> Response {
    if let Err(refusal) = check_download_url(&s, &key, q) {
        return refusal.into_response();
    }
    match s.engine.blobs().open(&key).await {
        Ok(Some(blob)) => (
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static(download_content_type(&key)),
                ),
                (
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("private, max-age=3600"),
                ),
            ],
            [(header::CONTENT_LENGTH, blob.len.to_string())],
            Body::from_stream(blob.stream),
        )
            .into_response(),
        Ok(None) => ApiError::new(
            StatusCode::NOT_FOUND,
            "no such download (it may have expired)",
        )
        .into_response(),
        Err(e) => {
            tracing::warn!(error = %e, "could not open a download");
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "could not read the download",
            )
            .into_response()
        }
    }
}

/// Refuses a download URL without a valid, unexpired signature for `key` (403, or 410 once expired).
fn check_download_url(s: &AppState, key: &str, q: BlobQuery) -> Result<(), ApiError> {
    let (Some(expires), Some(sig)) = (q.expires, q.sig) else {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "download URLs need `expires` and `sig`",
        ));
    };
    s.engine
        .signer()
        .verify(key, expires, &sig, unix_now())
        .map_err(|e| match e {
            SignatureError::Invalid => ApiError::new(
                StatusCode::FORBIDDEN,
                "the download URL's signature is not valid",
            ),
            SignatureError::Expired => {
                ApiError::new(StatusCode::GONE, "the download URL has expired")
            }
        })
}

/// The content type of a spilled result, by the extension its key ends with.
fn download_content_type(key: &str) -> &'static str {
    if key.ends_with(".ndjson") {
        "application/x-ndjson"
    } else if key.ends_with(".html") {
        "text/html; charset=utf-8"
    } else {
        "application/octet-stream"
    }
}
