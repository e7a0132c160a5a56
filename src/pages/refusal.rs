//! Refusals of page routes, as a small HTML page saying in plain words what is wrong (with the
//! right status and the pages' security headers), and [`PageRequest`], the signed-token check
//! of a page route that answers with such a page instead of JSON.
//! What must not live here: the token rules (`auth::jwt`, `http::signed`).

use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};

use super::headers::{frame_origins, secure};
use super::html::{escape, shell, Shell};
use crate::auth::jwt::{Identity, TokenError};
use crate::http::signed::{Refusal, RouteModule, SignedRequest};
use crate::http::AppState;

/// A refusal shown as a page.
#[derive(Debug, Clone)]
pub struct PageError {
    /// HTTP status.
    pub status: StatusCode,
    /// Heading.
    pub title: String,
    /// What is wrong and what to do, in plain words.
    pub message: String,
    /// Origins that may frame the page.
    pub frame_origins: Vec<String>,
}

impl PageError {
    /// A refusal with `status`, framed by the platform's configured origins.
    pub fn new(
        state: &AppState,
        status: StatusCode,
        title: impl Into<String>,
        message: impl Into<String>,
    ) -> PageError {
        PageError {
            status,
            title: title.into(),
            message: message.into(),
            frame_origins: frame_origins(state, None, None),
        }
    }

    /// The refusal of a token.
    pub fn token(state: &AppState, e: &TokenError) -> PageError {
        match e {
            TokenError::Missing => PageError::new(
                state,
                StatusCode::UNAUTHORIZED,
                "Sign-in needed",
                "This page opens from the platform, which adds a signed token to its address. \
                 The address has none: open the page again from the project's menu.",
            ),
            TokenError::Invalid(why) => PageError::new(
                state,
                StatusCode::FORBIDDEN,
                "Access refused",
                format!(
                    "The page's signed token was refused: {why}. Reload the page from the \
                     platform to get a fresh one."
                ),
            ),
        }
    }
}

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        let main = format!(
            "<section class=\"refusal\" aria-labelledby=\"refusal-title\">\n\
             <h1 id=\"refusal-title\">{}</h1>\n<p>{}</p>\n</section>",
            escape(&self.title),
            escape(&self.message)
        );
        let page = shell(
            &Shell {
                title: &self.title,
                root: "/",
                script: None,
                frame_origins: &self.frame_origins,
                body_data: &[],
            },
            &main,
        );
        let mut resp = (self.status, Html(page)).into_response();
        secure(resp.headers_mut(), &self.frame_origins);
        resp
    }
}

/// A page request whose token was verified for the module `M` names; a refusal is an HTML page.
#[derive(Debug)]
pub struct PageRequest<M> {
    /// Who the token speaks for.
    pub identity: Identity,
    /// The route's module.
    pub module: M,
}

impl<M: RouteModule> FromRequestParts<Arc<AppState>> for PageRequest<M> {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &Arc<AppState>,
    ) -> Result<Self, Response> {
        match SignedRequest::<M>::check(parts, state).await {
            Ok(s) => Ok(PageRequest {
                identity: s.identity,
                module: s.module,
            }),
            Err(Refusal::Query(why)) => Err(PageError::new(
                state,
                StatusCode::BAD_REQUEST,
                "Bad address",
                format!("The page's address is not valid ({why}). Open the page again from the platform."),
            )
            .into_response()),
            Err(Refusal::Request(answer)) => Err(answer),
            Err(Refusal::Token(e)) => Err(PageError::token(state, &e).into_response()),
        }
    }
}
