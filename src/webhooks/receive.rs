//! `POST /webhooks/{module_key}`: the webhook module's route (docs/PROTOCOL.md §13). In order: the
//! module is ours (404), the headers are there (400; `X-Platform-*` or `X-Crowdin-*`), the
//! organization is installed (401), the HMAC-SHA256 of the raw body under its app secret matches
//! in constant time (403) — all before the body is parsed —, the delivery is new (a replay, known
//! to the store across restarts and replicas, is acknowledged with 200 and not queued again), then the raw body is persisted in the inbox and
//! only then answered 202. Processing happens later (`workflow::inbox`).

use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde_json::json;

use super::WebhookKeys;
use crate::http::error::ApiError;
use crate::http::reject::{ApiBytes, ApiPath};
use crate::http::AppState;
use crate::store::Organization;

/// Largest webhook body accepted (the official SDK's limit).
pub const MAX_BODY: usize = 50 * 1024 * 1024;

/// The first non-empty value of `names`.
fn header<'a>(headers: &'a HeaderMap, names: &[&str]) -> Option<&'a str> {
    names
        .iter()
        .filter_map(|n| headers.get(*n))
        .filter_map(|v| v.to_str().ok())
        .map(str::trim)
        .find(|v| !v.is_empty())
}

/// The signature's 32 bytes: optional `sha256=` prefix (any case), hex in either case.
fn signature_bytes(sig: &str) -> Option<[u8; 32]> {
    let hex_part = match sig.get(..7) {
        Some(p) if p.eq_ignore_ascii_case("sha256=") => &sig[7..],
        _ => sig,
    };
    let mut out = [0u8; 32];
    hex::decode_to_slice(hex_part, &mut out).ok()?;
    Some(out)
}

fn refuse(status: StatusCode, message: impl Into<String>) -> Response {
    let message = message.into();
    tracing::info!(status = status.as_u16(), %message, "webhook refused");
    ApiError::new(status, message).into_response()
}

/// How long an accepted delivery's signature is remembered: the same signature again within it is
/// a replay (or the platform's redelivery after a lost answer), acknowledged and not queued.
pub const REPLAY_WINDOW: Duration = Duration::from_secs(3600);

/// The webhook route.
pub async fn receive(
    State(state): State<Arc<AppState>>,
    Extension(keys): Extension<Arc<WebhookKeys>>,
    ApiPath(path_key): ApiPath<String>,
    headers: HeaderMap,
    ApiBytes(body): ApiBytes,
) -> Response {
    if !keys.serves(&path_key) {
        return refuse(
            StatusCode::NOT_FOUND,
            format!("no webhook module `{path_key}` on this app"),
        );
    }
    let Some(module_key) = header(&headers, &["x-module-key"]) else {
        return refuse(StatusCode::BAD_REQUEST, "missing X-Module-Key");
    };
    if module_key != path_key {
        return refuse(
            StatusCode::BAD_REQUEST,
            format!("X-Module-Key `{module_key}` is not this route's module `{path_key}`"),
        );
    }
    let domain = header(&headers, &["x-platform-domain", "x-crowdin-domain"]);
    let id = header(&headers, &["x-platform-id", "x-crowdin-id"]);
    let credential_key = match (domain, id) {
        (Some(d), _) => d.to_owned(),
        (None, Some(id)) => match id.parse::<i64>() {
            Ok(n) => Organization::credential_key_for(None, n),
            Err(_) => {
                return refuse(
                    StatusCode::BAD_REQUEST,
                    "X-Platform-Id is not an organization id",
                )
            }
        },
        (None, None) => {
            return refuse(
                StatusCode::BAD_REQUEST,
                "missing X-Platform-Id (or X-Crowdin-Id)",
            )
        }
    };
    let Some(sig) = header(&headers, &["x-platform-signature", "x-crowdin-signature"]) else {
        return refuse(
            StatusCode::BAD_REQUEST,
            "missing X-Platform-Signature (or X-Crowdin-Signature)",
        );
    };
    let org = match state.store.get_organization(&credential_key).await {
        Ok(Some(org)) => org,
        Ok(None) => {
            return refuse(
                StatusCode::UNAUTHORIZED,
                format!("organization {credential_key} has not installed this app"),
            )
        }
        Err(e) => {
            tracing::error!(error = %e, "webhook: store unavailable");
            return refuse(
                StatusCode::SERVICE_UNAVAILABLE,
                "the delivery could not be checked; retry later",
            );
        }
    };
    let Some(sig_bytes) = signature_bytes(sig) else {
        return refuse(StatusCode::FORBIDDEN, "the signature is not 64 hex digits");
    };
    let canonical = hex::encode(sig_bytes);
    if !locforge_protocol::signature::verify(org.app_secret.expose(), &body, &canonical) {
        return refuse(
            StatusCode::FORBIDDEN,
            "the signature does not match the body",
        );
    }
    match state
        .store
        .enqueue_webhook_once(
            &credential_key,
            module_key,
            &canonical,
            &body,
            REPLAY_WINDOW,
        )
        .await
    {
        Ok(Some(id)) => {
            tracing::info!(organization = %credential_key, module = module_key, inbox_id = id, bytes = body.len(), "webhook queued");
            (StatusCode::ACCEPTED, Json(json!({"data": {"queued": id}}))).into_response()
        }
        Ok(None) => {
            tracing::info!(organization = %credential_key, module = module_key, "webhook replay acknowledged, not queued again");
            (StatusCode::OK, Json(json!({"data": {"duplicate": true}}))).into_response()
        }
        Err(e) => {
            tracing::error!(error = %e, "webhook: could not persist the delivery");
            refuse(
                StatusCode::SERVICE_UNAVAILABLE,
                "the delivery could not be stored; retry later",
            )
        }
    }
}
