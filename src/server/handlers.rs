//! Route handlers: manifest, logo, health, file jobs, downloads.

use std::sync::Arc;
use std::time::Instant;

use axum::body::Body;
use axum::extract::{Path, Query, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use tracing::Instrument;

use super::error::{ApiError, NO_CACHE};
use super::state::AppState;
use crate::engine::Route;
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

/// Query parameters a signed call may carry.
#[derive(Debug, Default, Deserialize)]
pub struct TokenQuery {
    #[serde(rename = "jwtToken")]
    jwt_token: Option<String>,
}

/// The request's token: `?jwtToken=` first, then `Authorization: Bearer` (scheme case-insensitive).
fn token<'a>(query: &'a TokenQuery, headers: &'a HeaderMap) -> Option<&'a str> {
    if let Some(t) = query.jwt_token.as_deref().filter(|t| !t.is_empty()) {
        return Some(t);
    }
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, rest) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| rest.trim())
        .filter(|t| !t.is_empty())
}

/// `POST /api/file/process`: the reference route; format by `type` or detection.
pub async fn process_any(
    state: State<Arc<AppState>>,
    query: Query<TokenQuery>,
    req: Request,
) -> Response {
    process(state, query, req, Route::Any, None).await
}

/// `POST /process/{module}`: one custom-file-format module.
pub async fn process_module(
    state: State<Arc<AppState>>,
    Path(module): Path<String>,
    query: Query<TokenQuery>,
    req: Request,
) -> Response {
    if state.engine.registry().get(&module).is_none() {
        return ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no module `{module}` on this app"),
        )
        .into_response();
    }
    let module_key = module.clone();
    process(state, query, req, Route::Format(module), Some(module_key)).await
}

/// `POST /pre-export`: the file-pre-export module.
pub async fn process_pre_export(
    state: State<Arc<AppState>>,
    query: Query<TokenQuery>,
    req: Request,
) -> Response {
    process(
        state,
        query,
        req,
        Route::PreExport,
        Some("pre-export".into()),
    )
    .await
}

async fn process(
    State(s): State<Arc<AppState>>,
    Query(query): Query<TokenQuery>,
    req: Request,
    route: Route,
    module: Option<String>,
) -> Response {
    let received = Instant::now();
    let job_id = hex::encode(rand::random::<[u8; 6]>());
    let span = tracing::info_span!("job", id = %job_id);
    async move {
        let Some(token) = token(&query, req.headers()) else {
            tracing::info!("refused: no token");
            return ApiError::from(crate::auth::jwt::TokenError::Missing).into_response();
        };
        let identity = match s.verifier.verify(token, module.as_deref(), unix_now()) {
            Ok(id) => id,
            Err(e) => {
                tracing::info!(reason = %e, "refused: bad token");
                return ApiError::from(e).into_response();
            }
        };
        let limit = s.engine.limits().max_request_bytes;
        let body = match axum::body::to_bytes(req.into_body(), limit).await {
            Ok(b) => b,
            Err(_) => {
                tracing::info!(limit, "refused: body too large");
                return ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    format!(
                        "the request body is larger than {limit} bytes (5 MB); send the file by contentUrl and the strings by stringsUrl"
                    ),
                )
                .into_response();
            }
        };
        let size = body.len();
        match s.engine.run(body, route, received).await {
            Ok(out) => {
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
                tracing::info!(org = identity.organization_id, error = %e, ms = received.elapsed().as_millis() as u64, "job failed");
                ApiError::from(e).into_response()
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
    Path(key): Path<String>,
    Query(q): Query<BlobQuery>,
) -> Response {
    let (Some(expires), Some(sig)) = (q.expires, q.sig) else {
        return ApiError::new(
            StatusCode::FORBIDDEN,
            "download URLs need `expires` and `sig`",
        )
        .into_response();
    };
    match s.engine.signer().verify(&key, expires, &sig, unix_now()) {
        Ok(()) => {}
        Err(SignatureError::Invalid) => {
            return ApiError::new(
                StatusCode::FORBIDDEN,
                "the download URL's signature is not valid",
            )
            .into_response()
        }
        Err(SignatureError::Expired) => {
            return ApiError::new(StatusCode::GONE, "the download URL has expired").into_response()
        }
    }
    match s.engine.blobs().open(&key).await {
        Ok(Some(blob)) => {
            let content_type = if key.ends_with(".ndjson") {
                "application/x-ndjson"
            } else if key.ends_with(".html") {
                "text/html; charset=utf-8"
            } else {
                "application/octet-stream"
            };
            (
                [
                    (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
                    (
                        header::CACHE_CONTROL,
                        HeaderValue::from_static("private, max-age=3600"),
                    ),
                ],
                [(header::CONTENT_LENGTH, blob.len.to_string())],
                Body::from_stream(blob.stream),
            )
                .into_response()
        }
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
