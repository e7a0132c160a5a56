//! The signed-token check as an axum extractor: [`SignedRequest`] reads the request token
//! (`?jwtToken=` first, then `Authorization: Bearer`), verifies it with the app's
//! [`TokenVerifier`](crate::auth::jwt::TokenVerifier) (HS256 pinned) for the route's module, and
//! hands the handler the caller's [`Identity`]. A refusal answers 401 (no token) or 403 (token
//! refused) in the protocol's error shape before the handler runs.
//!
//! What lives here: where the token is found and which module a route checks it for. What does
//! not: the token rules themselves (`auth::jwt`) and anything about the body of the request.

use std::future::Future;
use std::sync::Arc;

use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::error::ApiError;
use super::reject::query_error;
use super::state::AppState;
use crate::auth::jwt::{Identity, TokenError};
use crate::transfer::blob::unix_now;

/// A request whose signed token was verified for the module `M` names.
///
/// Take it as a handler argument (before the body); the handler runs only for a valid token:
///
/// ```ignore
/// async fn user(signed: SignedRequest) -> Response { /* signed.identity … */ }
/// async fn page(signed: SignedRequest<MyPageModule>) -> Response { /* signed.module … */ }
/// ```
#[derive(Debug)]
pub struct SignedRequest<M = AnyModule> {
    /// Who the token speaks for.
    pub identity: Identity,
    /// The route's module, as resolved before the token was checked.
    pub module: M,
}

/// Which module a route serves, so a token minted for another module is refused there.
///
/// Resolved from the request before the token is looked at; a refusal here (an unknown module,
/// say) answers as it is, whatever the token.
pub trait RouteModule: Sized + Send {
    /// The route's module from the request, or the answer that refuses the request.
    fn resolve(
        parts: &mut Parts,
        state: &Arc<AppState>,
    ) -> impl Future<Output = Result<Self, Response>> + Send;

    /// The module key a token must name when it names one; `None` accepts a token for any module.
    fn key(&self) -> Option<&str>;
}

/// Routes of no particular module (the generic `/api/file/process`, `/api/user`): any token of
/// the app is accepted.
#[derive(Debug, Clone, Copy, Default)]
pub struct AnyModule;

impl RouteModule for AnyModule {
    async fn resolve(_: &mut Parts, _: &Arc<AppState>) -> Result<Self, Response> {
        Ok(AnyModule)
    }

    fn key(&self) -> Option<&str> {
        None
    }
}

/// Query parameters a signed call may carry.
#[derive(Debug, Default, Deserialize)]
struct TokenQuery {
    #[serde(rename = "jwtToken")]
    jwt_token: Option<String>,
}

/// Why a signed request was refused, before any answer is chosen: the HTTP routes answer JSON
/// (below), the pages answer a small HTML page (the `pages` module).
#[derive(Debug)]
pub enum Refusal {
    /// The request's query string cannot be read: what is wrong with it (400).
    Query(String),
    /// The request itself (its module as resolved): the answer to send as is.
    Request(Response),
    /// The token: missing (401) or refused (403).
    Token(TokenError),
}

impl<M: RouteModule> SignedRequest<M> {
    /// Reads and verifies the request's token for the route's module, without choosing the
    /// shape of a refusal.
    pub async fn check(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Refusal> {
        let Query(query) = Query::<TokenQuery>::from_request_parts(parts, state)
            .await
            .map_err(|e| Refusal::Query(query_error(&e)))?;
        let module = M::resolve(parts, state).await.map_err(Refusal::Request)?;
        let Some(token) = token(&query, &parts.headers) else {
            tracing::info!("refused: no token");
            return Err(Refusal::Token(TokenError::Missing));
        };
        match state.verifier.verify(token, module.key(), unix_now()) {
            Ok(identity) => Ok(SignedRequest { identity, module }),
            Err(e) => {
                tracing::info!(reason = %e, "refused: bad token");
                Err(Refusal::Token(e))
            }
        }
    }
}

impl<M: RouteModule> FromRequestParts<Arc<AppState>> for SignedRequest<M> {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &Arc<AppState>,
    ) -> Result<Self, Response> {
        SignedRequest::check(parts, state)
            .await
            .map_err(|refusal| match refusal {
                Refusal::Query(why) => ApiError::new(StatusCode::BAD_REQUEST, why).into_response(),
                Refusal::Request(answer) => answer,
                Refusal::Token(e) => ApiError::from(e).into_response(),
            })
    }
}

/// The request's token: `?jwtToken=` first, then `Authorization: Bearer` (scheme case-insensitive).
fn token<'a>(query: &'a TokenQuery, headers: &'a HeaderMap) -> Option<&'a str> {
    if let Some(t) = query.jwt_token.as_deref().filter(|t| !t.is_empty()) {
        return Some(t);
    }
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, rest) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| rest.trim())
        .filter(|t| !t.is_empty())
}
