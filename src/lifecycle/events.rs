//! The lifecycle events (`POST /events/{slug}`, docs/PROTOCOL.md §11): `installed` and `uninstall`;
//! any other slug is 404.
//!
//! `installed` is genuine only when the installation token grant with the received credentials
//! succeeds against the configured authorization server (never an address from the request). An
//! organization already installed with other credentials keeps them while they still grant a
//! token: a body that merely names it cannot take it over; a real reinstall (the platform replaced
//! the old credentials, so they no longer grant) replaces them. `uninstall` removes the
//! organization with everything stored for it, after a constant-time `appSecret` check when the
//! body carries one. A store that cannot be reached is 503 (the platform retries).
//!
//! What lives here: reading the event bodies and deciding whether to store or delete. What does
//! not: the grant itself (`platform::grant`), the storage (`store`).

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use locforge_protocol::lenient;
use serde::Deserialize;
use subtle::ConstantTimeEq;

use crate::http::error::ApiError;
use crate::http::intake::{self, BodyError};
use crate::http::reject::ApiPath;
use crate::http::state::AppState;
use crate::http::unavailable;
use crate::platform::TokenError;
use crate::store::{Organization, Secret};

/// Largest event body read.
const MAX_EVENT_BYTES: usize = 64 * 1024;

/// The `installed` body (SPEC fields, plus `agentId` of agent apps; unknown fields ignored).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct InstalledEvent {
    #[serde(default, deserialize_with = "lenient::opt_string")]
    app_id: Option<String>,
    #[serde(default, deserialize_with = "lenient::opt_string")]
    app_secret: Option<String>,
    #[serde(default, deserialize_with = "lenient::opt_string")]
    domain: Option<String>,
    #[serde(default, deserialize_with = "lenient::opt_int")]
    organization_id: Option<i64>,
    #[serde(default, deserialize_with = "lenient::opt_int")]
    user_id: Option<i64>,
    #[serde(default, deserialize_with = "lenient::opt_int")]
    agent_id: Option<i64>,
    #[serde(default, deserialize_with = "lenient::opt_string")]
    base_url: Option<String>,
}

/// The `uninstall` body.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct UninstallEvent {
    #[serde(default, deserialize_with = "lenient::opt_string")]
    domain: Option<String>,
    #[serde(default, deserialize_with = "lenient::opt_int")]
    organization_id: Option<i64>,
    #[serde(default, deserialize_with = "lenient::opt_string")]
    app_secret: Option<String>,
}

/// `POST /events/{slug}`.
pub async fn event(
    State(s): State<Arc<AppState>>,
    ApiPath(slug): ApiPath<String>,
    headers: HeaderMap,
    body: axum::body::Body,
) -> Response {
    let result = match slug.as_str() {
        "installed" | "uninstall" => {
            let b = match read(&s, &headers, body).await {
                Ok(b) => b,
                Err(refusal) => return refusal,
            };
            if slug == "installed" {
                installed(&s, &b).await
            } else {
                uninstall(&s, &b).await
            }
        }
        other => Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("unknown event `{other}`; this app handles installed and uninstall"),
        )),
    };
    match result {
        Ok(message) => axum::Json(serde_json::json!({ "message": message })).into_response(),
        Err(e) => {
            tracing::info!(event = %slug, status = e.status.as_u16(), reason = %e.message, "lifecycle event refused");
            e.into_response()
        }
    }
}

/// The event body: at most [`MAX_EVENT_BYTES`] (413 from `Content-Length` alone when it says
/// more), within the body deadline (408), complete (400).
async fn read(
    s: &AppState,
    headers: &HeaderMap,
    body: axum::body::Body,
) -> Result<Bytes, Response> {
    let too_large = || {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("the event body is larger than {MAX_EVENT_BYTES} bytes"),
        )
        .into_response()
    };
    let declared = intake::content_length(headers).map_err(IntoResponse::into_response)?;
    if declared.is_some_and(|n| n > MAX_EVENT_BYTES) {
        return Err(too_large());
    }
    let deadline = Duration::from_secs(s.engine.limits().body_timeout_secs);
    intake::read_within(body, MAX_EVENT_BYTES, declared, None, deadline)
        .await
        .map_err(|e| match e {
            BodyError::TooLarge(_) => too_large(),
            other => other.into_response(),
        })
}

fn bad(message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, message)
}

fn parse<'a, T: Deserialize<'a>>(bytes: &'a [u8], what: &str) -> Result<T, ApiError> {
    serde_json::from_slice(bytes).map_err(|e| bad(format!("the {what} body is not valid: {e}")))
}

fn non_empty(v: Option<String>, field: &str) -> Result<String, ApiError> {
    v.filter(|s| !s.trim().is_empty())
        .ok_or_else(|| bad(format!("`{field}` is required")))
}

fn internal(what: &str, e: impl std::fmt::Display) -> ApiError {
    tracing::warn!(error = %e, "{what}");
    ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("{what}: {e}"))
}

/// Whether two secrets are equal, compared in constant time.
fn same_secret(a: &Secret, b: &Secret) -> bool {
    bool::from(a.expose().as_bytes().ct_eq(b.expose().as_bytes()))
}

/// The organization an `installed` body describes.
fn organization_of(e: InstalledEvent) -> Result<Organization, ApiError> {
    let organization_id = e
        .organization_id
        .ok_or_else(|| bad("`organizationId` is required (an integer)"))?;
    let user_id = e
        .user_id
        .ok_or_else(|| bad("`userId` is required (an integer)"))?;
    let domain = e.domain.filter(|d| !d.trim().is_empty());
    Ok(Organization {
        credential_key: Organization::credential_key_for(domain.as_deref(), organization_id),
        organization_id,
        domain,
        app_id: non_empty(e.app_id, "appId")?,
        app_secret: Secret::new(non_empty(e.app_secret, "appSecret")?),
        user_id,
        agent_id: e.agent_id,
        base_url: e.base_url.unwrap_or_default(),
        installed_at: 0,
        updated_at: 0,
    })
}

/// A refused grant as the answer to `installed` (the platform removes the app on non-2xx).
fn grant_failed(e: TokenError) -> ApiError {
    let status = match e {
        TokenError::NoAgent(_) => StatusCode::BAD_REQUEST,
        TokenError::Rejected { .. } => StatusCode::FORBIDDEN,
        // A token server that is down, slow or answers garbage: 502, like every route that
        // needs a token (the platform treats any non-2xx alike; the status tells an operator).
        _ => unavailable::token_status(&e),
    };
    tracing::warn!(error = %e, "installation token grant failed");
    ApiError::new(
        status,
        format!("installation not verified: the installation token grant failed: {e}"),
    )
}

async fn installed(s: &AppState, bytes: &[u8]) -> Result<String, ApiError> {
    let org = organization_of(parse::<InstalledEvent>(bytes, "installed")?)?;
    if !org.base_url.is_empty() {
        let Ok(url) = url::Url::parse(&org.base_url) else {
            return Err(bad(format!("`baseUrl` `{}` is not a URL", org.base_url)));
        };
        // It becomes a frame origin of the pages: only a web origin makes sense there.
        if !matches!(url.scheme(), "http" | "https") {
            return Err(bad(format!(
                "`baseUrl` must be an http(s) URL, not a `{}:` one",
                url.scheme()
            )));
        }
    }
    let key = org.credential_key.clone();
    let tokens = s.platform.tokens();
    // The grant is what makes the body genuine.
    let token = tokens.grant(&org).await.map_err(grant_failed)?;
    let existing = s
        .store
        .get_organization(&key)
        .await
        .map_err(|e| unavailable::store_failed("cannot read the organization", &e))?;
    if let Some(old) = &existing {
        let same = old.app_id == org.app_id && same_secret(&old.app_secret, &org.app_secret);
        if !same {
            // A reinstall invalidates the old credentials; while they still grant a token the
            // organization is installed with them, and this body does not replace them.
            match tokens.grant(old).await {
                Ok(_) => {
                    tracing::warn!(organization = %key, "installed: refused to replace credentials that are still valid");
                    return Err(ApiError::new(
                        StatusCode::CONFLICT,
                        format!("organization {key} is installed with other credentials that are still valid; they are kept (uninstall first)"),
                    ));
                }
                Err(TokenError::Rejected { .. }) | Err(TokenError::NoAgent(_)) => {}
                Err(e) => {
                    return Err(internal(
                        "cannot check the stored credentials of the organization",
                        e,
                    ))
                }
            }
        }
    }
    let mut org = org;
    if let Some(old) = &existing {
        org.installed_at = old.installed_at;
    }
    s.store
        .put_organization(&org)
        .await
        .map_err(|e| unavailable::store_failed("cannot store the organization", &e))?;
    tokens.store_token(&key, &token).await.map_err(|e| {
        tracing::warn!(error = %e, "cannot store the installation token");
        ApiError::new(
            unavailable::token_status(&e),
            format!("cannot store the installation token: {e}"),
        )
    })?;
    tracing::info!(
        organization = %key,
        grant = tokens.options().grant.grant_type(),
        reinstall = existing.is_some(),
        "installed"
    );
    Ok(format!("organization {key} installed"))
}

async fn uninstall(s: &AppState, bytes: &[u8]) -> Result<String, ApiError> {
    let e = parse::<UninstallEvent>(bytes, "uninstall")?;
    let organization_id = e
        .organization_id
        .ok_or_else(|| bad("`organizationId` is required (an integer)"))?;
    let domain = e.domain.filter(|d| !d.trim().is_empty());
    let key = Organization::credential_key_for(domain.as_deref(), organization_id);
    let Some(org) = s
        .store
        .get_organization(&key)
        .await
        .map_err(|e| unavailable::store_failed("cannot read the organization", &e))?
    else {
        return Ok(format!(
            "organization {key} is not installed; nothing to remove"
        ));
    };
    if let Some(secret) = e.app_secret {
        if !same_secret(&org.app_secret, &Secret::new(secret)) {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                format!("appSecret does not match the one organization {key} was installed with"),
            ));
        }
    }
    s.store
        .delete_organization(&key)
        .await
        .map_err(|e| unavailable::store_failed("cannot remove the organization", &e))?;
    tracing::info!(organization = %key, "uninstalled");
    Ok(format!("organization {key} uninstalled"))
}
