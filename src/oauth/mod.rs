//! OAuth 2.0 for a user (issue 13, item 3): the browser side of the authorization code flow with
//! PKCE, so the app can act for the person using its pages.
//!
//! Routes ([`routes`]): `GET /oauth/start` ([`start`]: signed page token → sealed cookie →
//! 302 to the platform), `GET /oauth/callback` ([`callback`]: cookie + state → code exchange →
//! "Authorized as …"), `GET /oauth/status` and `POST|DELETE /oauth/revoke` ([`session`]), and
//! the pages' static files ([`assets`]). One concept per file: [`pkce`] (verifier, challenge,
//! state), [`flow`] (the sealed pending authorization), [`cookie`] (its attributes), [`page`]
//! (escaped HTML pages and their headers).
//!
//! What must not live here: calls to the platform and keeping tokens (that is
//! `crate::platform::user_grant` and `crate::platform::user_tokens`, over the store), and the
//! app's other pages. Nothing here logs a code, verifier, state or token.
//!
//! Acting for a user: [`client_for_user`] gives an API client with the user's own token (renewed
//! without the user), or `None` when the user has not authorized the app:
//!
//! ```no_run
//! # async fn demo(state: &locforge::http::AppState, org: &locforge::store::Organization,
//! #               identity: &locforge::auth::jwt::Identity) -> anyhow::Result<()> {
//! let api = match locforge::oauth::client_for_user(&state.platform, org, identity).await? {
//!     Some(user_api) => user_api,
//!     None => state.platform.org(org)?,
//! };
//! # let _ = api; Ok(()) }
//! ```

pub mod assets;
pub mod callback;
pub mod cookie;
pub mod flow;
pub mod page;
pub mod pkce;
pub mod session;
pub mod start;

use std::sync::Arc;

use axum::routing::get;
use axum::Router;

use crate::auth::jwt::Identity;
use crate::http::AppState;
use crate::platform::{ApiError, OrgClient, PlatformClient};
use crate::store::{Organization, UserTokenKey};

/// The flow's routes, merged into the app's router.
pub fn routes() -> Router<Arc<AppState>> {
    Router::new()
        .route("/oauth/start", get(start::start))
        .route("/oauth/callback", get(callback::callback))
        .route("/oauth/status", get(session::status))
        .route(
            "/oauth/revoke",
            axum::routing::post(session::revoke).delete(session::revoke),
        )
        .route("/oauth/static/{file}", get(assets::asset))
}

/// The key a user's token is stored under for a page's signed token: organization, project (0
/// when the token names none) and user.
pub fn token_key(identity: &Identity) -> UserTokenKey {
    UserTokenKey {
        credential_key: Organization::credential_key_for(
            identity.domain.as_deref(),
            identity.organization_id,
        ),
        project_id: identity.project_id.unwrap_or(0),
        user_id: identity.user_id,
    }
}

/// The API client of `org` acting for the user of `identity` with the user's own token (renewed
/// at `expires_at − 120 s`, and once on a 401), or `None` when that user has not authorized the
/// app (then use the organization's client). A renewal the platform refuses forgets the token:
/// calls then fail with `TokenError::UserAuthorizationRevoked`, and the next call gives `None`.
pub async fn client_for_user(
    platform: &PlatformClient,
    org: &Organization,
    identity: &Identity,
) -> Result<Option<OrgClient>, ApiError> {
    platform.for_user(org, &token_key(identity)).await
}

/// The first value of `name` in a raw query string (form-decoded).
pub(crate) fn query_param(query: Option<&str>, name: &str) -> Option<String> {
    url::form_urlencoded::parse(query?.as_bytes())
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}
