//! Whether the page's user may take an admin-only action (clearing the job log): asked of the
//! platform API through [`super::client::client_for`]'s client (the rule is in
//! `platform::roles`).
//!
//! What must not live here: the actions themselves.

use axum::http::StatusCode;

use super::client::{client_for, platform_error};
use crate::auth::jwt::Identity;
use crate::http::error::ApiError;
use crate::http::AppState;

/// Whether the user of `identity` may take an admin-only action on its project: an admin of
/// its organization (enterprise), the project's owner or one of its managers, as the platform
/// API says ([`crate::platform::OrgClient::may_administer`]).
pub async fn is_admin(state: &AppState, identity: &Identity) -> Result<bool, ApiError> {
    let client = client_for(state, identity).await?;
    if identity.domain.is_none() && identity.project_id.is_none() {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "the page's token names no project, so its owner cannot be checked",
        ));
    }
    client
        .may_administer(
            identity.domain.is_some(),
            identity.user_id,
            identity.project_id,
        )
        .await
        .map_err(platform_error)
}
