//! `GET /oauth/callback?code&state` | `?error=…&state`: the platform sends the browser back.
//! In order: the flow's cookie must be there, authentic and not expired, and `state` must equal
//! its state (constant time), else 400 "cannot be completed" and nothing is stored; a refusal
//! (`access_denied`) is a page saying so; the code is exchanged with the PKCE verifier (the
//! platform refusing it, e.g. a replayed code, is a page naming the refusal, nothing stored);
//! the new token must belong to the user who started the flow (`GET /user` with it) before it is
//! stored, sealed. Every answer clears the cookie: one callback per authorization.

use std::sync::Arc;

use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use super::flow::{FlowError, Pending};
use super::page::Page;
use super::{cookie, query_param};
use crate::http::AppState;
use crate::platform::{TokenError, UserAuthOptions};
use crate::store::Secret;
use crate::transfer::blob::unix_now;

/// `GET /oauth/callback`.
pub async fn callback(
    State(s): State<Arc<AppState>>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let Some(opts) = s.platform.user_auth() else {
        return Page::new(
            StatusCode::NOT_FOUND,
            "Not available",
            "Authorizing this app to act for you is not configured on this server.",
        )
        .into_response();
    };
    let page = finish(&s, opts, &headers, query.as_deref()).await;
    page.cookie(cookie::clear(opts)).into_response()
}

async fn finish(
    s: &AppState,
    opts: &UserAuthOptions,
    headers: &HeaderMap,
    query: Option<&str>,
) -> Page {
    let bad = |why: &str| Page::cannot_complete(StatusCode::BAD_REQUEST, why);
    let Some(value) = cookie::read(headers) else {
        return bad("no authorization was started in this browser, or it expired");
    };
    let pending = match Pending::open(&s.store, &value, unix_now()) {
        Ok(p) => p,
        Err(e @ (FlowError::Expired | FlowError::Unsealable)) => return bad(&e.to_string()),
    };
    let state = query_param(query, "state").unwrap_or_default();
    if !pending.state_matches(&state) {
        tracing::info!(organization = %pending.credential_key, user = pending.user_id, "oauth callback refused: state mismatch");
        return bad(
            "the state sent back by the platform does not match this browser's authorization",
        );
    }
    if let Some(error) = query_param(query, "error") {
        if error == "access_denied" {
            tracing::info!(organization = %pending.credential_key, user = pending.user_id, "user refused the authorization");
            return Page::new(
                StatusCode::OK,
                "Authorization refused",
                "You refused to let the app act for you. Nothing was stored; the app keeps working with its own access.",
            )
            .closable();
        }
        let description = query_param(query, "error_description").unwrap_or_default();
        return Page::cannot_complete(
            StatusCode::BAD_REQUEST,
            &format!("the platform answered {error}: {description}"),
        );
    }
    let Some(code) = query_param(query, "code").filter(|c| !c.is_empty()) else {
        return bad("the platform sent no authorization code");
    };
    exchange(s, opts, &pending, Secret::new(code)).await
}

async fn exchange(s: &AppState, opts: &UserAuthOptions, pending: &Pending, code: Secret) -> Page {
    let key = pending.token_key();
    let org = match s.store.get_organization(&pending.credential_key).await {
        Ok(Some(org)) => org,
        Ok(None) => {
            return Page::cannot_complete(
                StatusCode::NOT_FOUND,
                &format!(
                    "the app is no longer installed in organization {}",
                    pending.credential_key
                ),
            )
        }
        Err(e) => {
            tracing::warn!(error = %e, "oauth callback: store failed");
            return Page::cannot_complete(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the app cannot read its data right now",
            );
        }
    };
    let users = s.platform.users();
    let token = match users
        .exchange_code(
            &org.credential_key,
            &opts.redirect_uri,
            &code,
            &pending.verifier(),
        )
        .await
    {
        Ok(t) => t,
        Err(TokenError::Rejected {
            status, message, ..
        }) => {
            tracing::info!(organization = %org.credential_key, user = pending.user_id, status, reason = %message, "authorization code refused");
            return Page::cannot_complete(
                StatusCode::BAD_REQUEST,
                &format!("the platform refused the authorization code ({status}): {message}"),
            );
        }
        Err(e) => {
            tracing::warn!(organization = %org.credential_key, error = %e, "authorization code exchange failed");
            return Page::cannot_complete(
                StatusCode::BAD_GATEWAY,
                &format!("the platform could not be asked for the token: {e}"),
            );
        }
    };
    let user = match s.platform.with_token(&org, token.access_token.clone()) {
        Ok(api) => api.user().await,
        Err(e) => Err(e),
    };
    let user = match user {
        Ok(u) => u,
        Err(e) => {
            tracing::warn!(organization = %org.credential_key, error = %e, "new user token: GET /user failed");
            return Page::cannot_complete(
                StatusCode::BAD_GATEWAY,
                &format!("the new authorization does not work for this organization: {e}"),
            );
        }
    };
    if user.id != pending.user_id {
        tracing::info!(organization = %org.credential_key, user = pending.user_id, authorized = user.id, "authorization by another user refused");
        return Page::cannot_complete(
            StatusCode::FORBIDDEN,
            &format!(
                "you signed in as {}, but this page was opened by another user: sign in as that user",
                user.username
            ),
        );
    }
    if let Err(e) = users.store(&key, &token).await {
        tracing::warn!(organization = %org.credential_key, error = %e, "user token not stored");
        return Page::cannot_complete(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the app cannot save the authorization right now",
        );
    }
    tracing::info!(organization = %org.credential_key, user = user.id, project = pending.project_id, "user authorized the app");
    let name = match user.full_name.as_deref().filter(|n| !n.trim().is_empty()) {
        Some(full) => format!("{full} ({})", user.username),
        None => user.username.clone(),
    };
    Page::new(
        StatusCode::OK,
        &format!("Authorized as {name}"),
        format!("The app can now act for you ({name}) in this project. You can close this window."),
    )
    .closable()
}
