//! Whether the page's user may take an admin-only action (clearing the job log): asked of the
//! platform API through [`super::client::client_for`]'s client.
//!
//! - enterprise: `GET /users/{id}` of the page's user answers `isAdmin` (the organization's
//!   view of that user, whichever token asks);
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
        let user = client
            .user_by_id(identity.user_id)
            .await
            .map_err(platform_error)?;
        return Ok(user.id == identity.user_id
            && user
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
