//! `GET /blobs/{key}?expires=&sig=`: a spilled result (a job's answer too large to send inline),
//! served until its signed URL expires (403 without a valid signature, 410 once expired).
//! What must not live here: spilling and signing (`engine::spill`, `transfer::signed`).

use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use crate::http::error::ApiError;
use crate::http::reject::{ApiPath, ApiQuery};
use crate::http::AppState;
use crate::transfer::blob::unix_now;
use crate::transfer::signed::SignatureError;

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
