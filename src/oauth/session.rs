//! The user's authorization as the app's pages see it (JSON routes, signed page token):
//! `GET /oauth/status` answers `{"authorized": bool}`, `POST` or `DELETE /oauth/revoke` forgets
//! the user's token ("sign out") and answers `{"revoked": bool, "message"}`. Refusals are the
//! protocol's `{"error":{"message"}}`.

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::token_key;
use crate::http::error::ApiError;
use crate::http::signed::SignedRequest;
use crate::http::AppState;

fn failed(e: impl std::fmt::Display) -> Response {
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        format!("cannot read the user's authorization: {e}"),
    )
    .into_response()
}

/// `GET /oauth/status`.
pub async fn status(State(s): State<Arc<AppState>>, signed: SignedRequest) -> Response {
    let key = token_key(&signed.identity);
    match s.platform.users().is_authorized(&key).await {
        Ok(authorized) => axum::Json(json!({ "authorized": authorized })).into_response(),
        Err(e) => failed(e),
    }
}

/// `POST` / `DELETE /oauth/revoke`.
pub async fn revoke(State(s): State<Arc<AppState>>, signed: SignedRequest) -> Response {
    let key = token_key(&signed.identity);
    match s.platform.users().forget(&key).await {
        Ok(revoked) => {
            tracing::info!(organization = %key.credential_key, user = key.user_id, revoked, "user signed out");
            let message = if revoked {
                "the app no longer acts for you"
            } else {
                "the app was not acting for you"
            };
            axum::Json(json!({ "revoked": revoked, "message": message })).into_response()
        }
        Err(e) => failed(e),
    }
}
