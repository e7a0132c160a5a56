//! `GET /api/user` (the spec's reference app): signed token → the organization it names → that
//! organization's installation token → the platform's authenticated user, answered as
//! `{"data": user}`. 404 when the organization is not installed; 502 when the platform or its
//! token server refuses, fails or cannot be reached; 503 when the store cannot be reached (see
//! `http::unavailable`); 500 when this app is misconfigured for the organization.
//!
//! What lives here: the lookup chain and its error statuses. What does not: token verification
//! (`http::signed`), the API call (`platform`).

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::http::error::ApiError;
use crate::http::signed::SignedRequest;
use crate::http::state::AppState;
use crate::http::unavailable;
use crate::platform::ApiError as PlatformError;
use crate::store::Organization;

/// `GET /api/user`.
pub async fn user(State(s): State<Arc<AppState>>, signed: SignedRequest) -> Response {
    match lookup(&s, &signed).await {
        Ok(user) => axum::Json(serde_json::json!({ "data": user })).into_response(),
        Err(e) => {
            tracing::info!(status = e.status.as_u16(), reason = %e.message, "GET /api/user failed");
            e.into_response()
        }
    }
}

async fn lookup(s: &AppState, signed: &SignedRequest) -> Result<crate::platform::User, ApiError> {
    let id = &signed.identity;
    let key = Organization::credential_key_for(id.domain.as_deref(), id.organization_id);
    let org = s
        .store
        .get_organization(&key)
        .await
        .map_err(|e| unavailable::store_failed("cannot read the organization", &e))?
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::NOT_FOUND,
                format!("organization {key} is not installed: install the app in it first"),
            )
        })?;
    let api = s.platform.org(&org).map_err(|e| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("no API base for organization {key}: {e}"),
        )
    })?;
    api.user().await.map_err(|e| {
        let status = match &e {
            PlatformError::Token(t) => unavailable::token_status(t),
            _ => StatusCode::BAD_GATEWAY,
        };
        ApiError::new(
            status,
            format!("cannot get the authenticated user of organization {key}: {e}"),
        )
    })
}
