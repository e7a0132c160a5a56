//! Whether the page's user may take an admin-only action (clearing the job log): asked of the
//! platform API through [`super::client::client_for`]'s client.
//!
//! - enterprise: `GET /user` answers `isAdmin`; it is believed only when the answering user is
//!   the page's user (true once `client_for` uses the user's own token; with the installation
//!   token it is the app's user, so the role cannot be confirmed and the answer is no);
//! - standard: the project owner is the admin of a project (`GET /projects/{id}` →
//!   `userId` = the token's user).
//!
//! What must not live here: the actions themselves.

use axum::http::StatusCode;

use super::client::{client_for, platform_error};
use crate::auth::jwt::Identity;
use crate::server::error::ApiError;
use crate::server::AppState;

/// Whether the user of `identity` is an admin of its organization (enterprise) or the owner of
/// its project (standard). A user the platform does not confirm is not an admin.
pub async fn is_admin(state: &AppState, identity: &Identity) -> Result<bool, ApiError> {
    let client = client_for(state, identity).await?;
    if identity.domain.is_some() {
        let user = client.user().await.map_err(platform_error)?;
        if user.id != identity.user_id {
            tracing::info!(
                user = identity.user_id,
                "pages: the API token is not the user's own; the admin role cannot be confirmed"
            );
            return Ok(false);
        }
        return Ok(user
            .extra
            .get("isAdmin")
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(false));
    }
    let Some(project_id) = identity.project_id else {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "the page's token names no project, so its owner cannot be checked",
        ));
    };
    let project = client.project(project_id).await.map_err(platform_error)?;
    let owner = project.extra.get("userId").and_then(|v| match v {
        serde_json::Value::Number(n) => n.as_i64(),
        serde_json::Value::String(s) => s.parse().ok(),
        _ => None,
    });
    Ok(owner == Some(identity.user_id))
}
