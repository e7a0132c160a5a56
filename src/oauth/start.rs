//! `GET /oauth/start?jwtToken=…`: a page of this app (any module's signed token) starts the
//! user's authorization. A fresh PKCE verifier and `state` are sealed with who asked (organization,
//! user, project) into the flow's cookie, and the browser is sent (302) to the platform's
//! authorization endpoint. Refusals are small HTML pages: no token (401), token refused (403),
//! organization not installed or no flow configured (404), store down (500).

use std::sync::Arc;

use axum::extract::{RawQuery, State};
use axum::http::header::{CACHE_CONTROL, LOCATION, REFERRER_POLICY, SET_COOKIE};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use super::flow::{Pending, TTL_SECS};
use super::page::Page;
use super::{cookie, pkce, query_param};
use crate::auth::jwt::{Identity, TokenError};
use crate::http::AppState;
use crate::platform::user_grant::authorize_url;
use crate::store::Organization;
use crate::transfer::blob::unix_now;

/// The identity of a page's signed token (`?jwtToken=`, the iframe form), or the refusal page.
pub(crate) fn page_identity(s: &AppState, query: Option<&str>) -> Result<Identity, Page> {
    let Some(token) = query_param(query, "jwtToken").filter(|t| !t.is_empty()) else {
        return Err(Page::new(
            StatusCode::UNAUTHORIZED,
            "Open this page from the platform",
            "This page needs the platform's signed token (jwtToken): open it from the app inside the platform.",
        ));
    };
    s.verifier
        .verify(&token, None, unix_now())
        .map_err(|e: TokenError| {
            tracing::info!(reason = %e, "oauth start refused: bad token");
            Page::new(
                StatusCode::FORBIDDEN,
                "Access refused",
                format!("{e}. Reopen the page from the platform."),
            )
        })
}

/// `GET /oauth/start`.
pub async fn start(State(s): State<Arc<AppState>>, RawQuery(query): RawQuery) -> Response {
    match begin(&s, query.as_deref()).await {
        Ok(r) => r,
        Err(page) => page.into_response(),
    }
}

async fn begin(s: &AppState, query: Option<&str>) -> Result<Response, Page> {
    let identity = page_identity(s, query)?;
    let Some(opts) = s.platform.user_auth() else {
        return Err(Page::new(
            StatusCode::NOT_FOUND,
            "Not available",
            "Authorizing this app to act for you is not configured on this server.",
        ));
    };
    let key =
        Organization::credential_key_for(identity.domain.as_deref(), identity.organization_id);
    match s.store.get_organization(&key).await {
        Ok(Some(_)) => {}
        Ok(None) => {
            return Err(Page::new(
                StatusCode::NOT_FOUND,
                "App not installed",
                format!("The app is not installed in organization {key}: install it there first."),
            ))
        }
        Err(e) => {
            tracing::warn!(organization = %key, error = %e, "oauth start: store failed");
            return Err(Page::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "Try again later",
                "The app cannot read its data right now. Try again in a moment.",
            ));
        }
    }
    let verifier = pkce::new_verifier();
    let state = pkce::new_state();
    let challenge = pkce::challenge(&verifier, opts.pkce);
    let pending = Pending {
        state: state.clone(),
        verifier: verifier.expose().to_owned(),
        credential_key: key.clone(),
        user_id: identity.user_id,
        project_id: identity.project_id.unwrap_or(0),
        expires_at: unix_now() + TTL_SECS,
    };
    let Some(set_cookie) = cookie::set(&pending.seal(&s.store), opts) else {
        return Err(Page::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Try again later",
            "The authorization could not be started.",
        ));
    };
    let users = s.platform.users();
    let url = authorize_url(
        &s.platform.bases().authorize_url(),
        users.client_id(),
        opts,
        &state,
        &challenge,
    );
    let Ok(location) = HeaderValue::from_str(url.as_str()) else {
        return Err(Page::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Try again later",
            "The authorization address is not valid.",
        ));
    };
    tracing::info!(organization = %key, user = identity.user_id, pkce = opts.pkce.as_str(), "user authorization started");
    Ok((
        StatusCode::FOUND,
        [
            (LOCATION, location),
            (SET_COOKIE, set_cookie),
            (CACHE_CONTROL, HeaderValue::from_static("no-store")),
            // The start URL carries the page token: keep it out of the platform's Referer.
            (REFERRER_POLICY, HeaderValue::from_static("no-referrer")),
        ],
    )
        .into_response())
}
