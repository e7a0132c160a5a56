//! Whose data a page shows and through which API client: [`organization`] finds the caller's
//! installed organization (only ever the token's own), [`client_for`] picks the API client the
//! page's platform calls use: the user's own OAuth token when the user authorized the app
//! (`/oauth/start`), else the organization's installation token.
//! What must not live here: the calls themselves.

use axum::http::StatusCode;

use crate::auth::jwt::Identity;
use crate::http::error::ApiError;
use crate::http::AppState;
use crate::platform::OrgClient;
use crate::store::Organization;

/// The credential key of the caller's organization.
pub fn credential_key(identity: &Identity) -> String {
    Organization::credential_key_for(identity.domain.as_deref(), identity.organization_id)
}

/// The caller's installed organization: 403 when it has not installed the app, 503 when the
/// store cannot be read.
pub async fn organization(state: &AppState, identity: &Identity) -> Result<Organization, ApiError> {
    let key = credential_key(identity);
    match state.store.get_organization(&key).await {
        Ok(Some(org)) => Ok(org),
        Ok(None) => Err(ApiError::new(
            StatusCode::FORBIDDEN,
            format!("organization {key} has not installed this app"),
        )),
        Err(e) => {
            tracing::warn!(organization = %key, error = %e, "pages: store unavailable");
            Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "the app's database cannot be reached; try again shortly",
            ))
        }
    }
}

/// The API client for the caller's calls to the platform: acting for the user when the user
/// authorized the app, else for the organization.
pub async fn client_for(state: &AppState, identity: &Identity) -> Result<OrgClient, ApiError> {
    let org = organization(state, identity).await?;
    let user = crate::oauth::client_for_user(&state.platform, &org, identity).await;
    if let Some(client) = user.map_err(platform_error)? {
        return Ok(client);
    }
    state.platform.org(&org).map_err(|e| {
        tracing::warn!(organization = %org.credential_key, error = %e, "pages: no API client");
        ApiError::new(StatusCode::BAD_GATEWAY, e.to_string())
    })
}

/// A platform API failure as the page's error: the platform's message, 502.
pub fn platform_error(e: crate::platform::ApiError) -> ApiError {
    tracing::info!(error = %e, "pages: platform call failed");
    ApiError::new(
        StatusCode::BAD_GATEWAY,
        format!("the platform answered: {e}"),
    )
}
