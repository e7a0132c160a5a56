//! A job's way in: admission and its body, before any decoding. [`Admitted`] (an extractor, the
//! handler's last argument, so the signed token is checked first) refuses a `Content-Length`
//! over the limit with 413 from the header alone, takes a job slot and reserves the body's bytes
//! (503 with `Retry-After` when either bound is reached), then reads the body with the same cap
//! (bytes counted as they arrive when no length was sent) within the body deadline: 408 when the
//! client stalls, 400 when the body ends before it is complete. [`read_within`] is the same
//! capped, deadlined read for the bodies of other routes (lifecycle events).
//!
//! What lives here: those checks and their answers. What does not: the bounds themselves
//! (`engine::admission`), the job (`engine`).

use std::error::Error as StdError;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::extract::{FromRequest, Request};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::BytesMut;
use futures_util::StreamExt;

use super::error::ApiError;
use super::state::AppState;
use crate::engine::{Refused, Ticket};
use crate::observability::metrics;

/// A job's request body, read whole within the limits, and the admission share it holds until
/// the job ends.
#[derive(Debug)]
pub struct Admitted {
    /// The body.
    pub body: Bytes,
    /// The job's slot and reserved bytes: keep it alive while the job runs.
    pub ticket: Ticket,
    /// When the request reached the handler (before its body was read).
    pub received: Instant,
}

impl FromRequest<Arc<AppState>> for Admitted {
    type Rejection = Response;

    async fn from_request(req: Request, state: &Arc<AppState>) -> Result<Self, Response> {
        let received = Instant::now();
        let limits = state.engine.limits();
        let cap = limits.max_request_bytes;
        json_content_type(req.headers()).map_err(IntoResponse::into_response)?;
        let declared = content_length(req.headers()).map_err(IntoResponse::into_response)?;
        if declared.is_some_and(|n| n > cap) {
            return Err(job_too_large(cap));
        }
        let mut ticket = state
            .engine
            .admission()
            .admit(declared.unwrap_or(0))
            .map_err(|r| busy(state, r))?;
        let deadline = Duration::from_secs(limits.body_timeout_secs);
        let body = read_within(req.into_body(), cap, declared, Some(&mut ticket), deadline)
            .await
            .map_err(|e| match e {
                BodyError::Busy(r) => busy(state, r),
                BodyError::TooLarge(cap) => job_too_large(cap),
                other => other.into_response(),
            })?;
        Ok(Admitted {
            body,
            ticket,
            received,
        })
    }
}

/// Why a body was not read whole.
#[derive(Debug)]
pub enum BodyError {
    /// More than the cap (bytes) arrived.
    TooLarge(usize),
    /// The bytes in flight are at their bound (only when reading against a ticket).
    Busy(Refused),
    /// The body did not arrive within the deadline.
    Stalled(Duration),
    /// The body ended before it was complete (the connection closed, or a malformed chunk).
    Truncated(String),
}

impl BodyError {
    /// The answer in the protocol's error shape, counted in `locforge_rejected_total`: 413, 503,
    /// 408 (closing the connection) or 400.
    pub fn into_response(self) -> Response {
        match self {
            BodyError::TooLarge(cap) => {
                tracing::info!(limit = cap, "refused: body too large");
                metrics::rejected("too_large");
                ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    format!("the request body is larger than {cap} bytes"),
                )
                .into_response()
            }
            BodyError::Busy(r) => {
                tracing::info!(bound = r.as_str(), "refused: busy");
                metrics::rejected(r.as_str());
                ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "the app is busy; retry later",
                )
                .into_response()
            }
            BodyError::Stalled(deadline) => {
                tracing::info!(
                    secs = deadline.as_secs(),
                    "refused: the body did not arrive in time"
                );
                metrics::rejected("timeout");
                let mut resp = ApiError::new(
                    StatusCode::REQUEST_TIMEOUT,
                    format!(
                        "the request body did not arrive within {} s; send it whole right after the headers",
                        deadline.as_secs()
                    ),
                )
                .into_response();
                resp.headers_mut()
                    .insert(header::CONNECTION, HeaderValue::from_static("close"));
                resp
            }
            BodyError::Truncated(why) => {
                tracing::info!(reason = %why, "refused: incomplete body");
                metrics::rejected("truncated");
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    format!("the request body ended before it was complete ({why})"),
                )
                .into_response()
            }
        }
    }
}

/// Reads `body` whole: at most `cap` bytes (`declared` of them announced), within `deadline`,
/// reserving in `ticket`, when given, what arrives beyond the announced length.
pub async fn read_within(
    body: Body,
    cap: usize,
    declared: Option<usize>,
    mut ticket: Option<&mut Ticket>,
    deadline: Duration,
) -> Result<Bytes, BodyError> {
    let read = async {
        let mut stream = body.into_data_stream();
        let mut buf = BytesMut::with_capacity(declared.unwrap_or(0).min(cap));
        while let Some(chunk) = stream.next().await {
            let chunk = chunk.map_err(|e| {
                if is_timeout(&e) {
                    BodyError::Stalled(deadline)
                } else {
                    BodyError::Truncated(e.to_string())
                }
            })?;
            let total = buf.len() + chunk.len();
            if total > cap {
                return Err(BodyError::TooLarge(cap));
            }
            if let Some(t) = ticket.as_deref_mut() {
                t.reserve_up_to(total).map_err(BodyError::Busy)?;
            }
            buf.extend_from_slice(&chunk);
        }
        Ok(buf.freeze())
    };
    tokio::time::timeout(deadline, read)
        .await
        .unwrap_or(Err(BodyError::Stalled(deadline)))
}

/// Whether a body error is the body timeout layer's (`tower_http::timeout`).
fn is_timeout(e: &axum::Error) -> bool {
    let mut cause: Option<&(dyn StdError + 'static)> = Some(e);
    while let Some(c) = cause {
        if c.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        cause = c.source();
    }
    false
}

/// Refuses (415) a job body declared as something other than JSON (`application/json` or a
/// `+json` type); a body without `Content-Type` is read as JSON.
fn json_content_type(headers: &HeaderMap) -> Result<(), ApiError> {
    let Some(v) = headers.get(header::CONTENT_TYPE) else {
        return Ok(());
    };
    let declared = v.to_str().unwrap_or("").trim();
    let essence = declared
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    if essence == "application/json" || essence.ends_with("+json") {
        return Ok(());
    }
    metrics::rejected("content_type");
    Err(ApiError::new(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        format!(
            "a job body is JSON (Content-Type: application/json), not `{}`",
            declared.chars().take(100).collect::<String>()
        ),
    ))
}

/// The announced body length; 400 when the header is not a number.
pub fn content_length(headers: &HeaderMap) -> Result<Option<usize>, ApiError> {
    let Some(v) = headers.get(header::CONTENT_LENGTH) else {
        return Ok(None);
    };
    v.to_str()
        .ok()
        .and_then(|s| s.trim().parse::<u64>().ok())
        .map(|n| Some(usize::try_from(n).unwrap_or(usize::MAX)))
        .ok_or_else(|| ApiError::new(StatusCode::BAD_REQUEST, "Content-Length is not a number"))
}

/// 413 of a job body, pointing at the URL inputs.
fn job_too_large(cap: usize) -> Response {
    tracing::info!(limit = cap, "refused: body too large");
    metrics::rejected("too_large");
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!(
            "the request body is larger than {cap} bytes; send the file by contentUrl and the strings by stringsUrl"
        ),
    )
    .into_response()
}

/// 503 with `Retry-After`: the app is at one of its bounds.
fn busy(state: &AppState, refused: Refused) -> Response {
    let admission = state.engine.admission();
    let limits = state.engine.limits();
    metrics::rejected(refused.as_str());
    let what = match refused {
        Refused::Jobs => format!(
            "{} jobs are running, the most this app takes at once",
            admission.max_jobs()
        ),
        Refused::Bytes => format!(
            "the request bodies in progress fill this app's {} bytes",
            admission.max_bytes()
        ),
    };
    tracing::info!(bound = refused.as_str(), "refused: busy");
    let mut resp = ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        format!(
            "the app is busy ({what}); retry in {} s",
            limits.retry_after_secs
        ),
    )
    .into_response();
    resp.headers_mut().insert(
        header::RETRY_AFTER,
        HeaderValue::from(limits.retry_after_secs),
    );
    resp
}
