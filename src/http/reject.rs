//! axum's extractors with refusals in the protocol's JSON shape. axum's own `Query`, `Path` and
//! `Bytes` refuse with a plain-text body, and its 405 has no body at all; every refusal of this
//! app is `{"error":{"message"}}` (issue 15), so JSON routes take [`ApiQuery`], [`ApiPath`] and
//! [`ApiBytes`] instead, and the router answers a method it does not serve with
//! [`method_not_allowed`] and a path it does not serve with [`not_found`].
//!
//! What lives here: those wrappers and the 405 and 404 answers. What does not: the refusals of pages
//! (HTML, `pages::refusal`), which use [`query_error`] / [`path_error`] for the wording only.

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{Method, StatusCode};
use serde::de::DeserializeOwned;

use super::error::ApiError;

/// The message of a malformed query string (axum's reason, in a sentence).
pub fn query_error(e: &QueryRejection) -> String {
    format!("the query string is not valid: {}", e.body_text())
}

/// The message of a path parameter that cannot be read (axum's reason, in a sentence).
pub fn path_error(e: &PathRejection) -> String {
    format!("the path is not valid: {}", e.body_text())
}

/// `axum::extract::Query` refusing with a JSON 400.
#[derive(Debug, Clone, Copy, Default)]
pub struct ApiQuery<T>(pub T);

impl<T, S> FromRequestParts<S> for ApiQuery<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|q| ApiQuery(q.0))
            .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, query_error(&e)))
    }
}

/// `axum::extract::Path` refusing in JSON (400, or 500 when the route and the type disagree).
#[derive(Debug, Clone, Copy, Default)]
pub struct ApiPath<T>(pub T);

impl<T, S> FromRequestParts<S> for ApiPath<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|p| ApiPath(p.0))
            .map_err(|e| ApiError::new(e.status(), path_error(&e)))
    }
}

/// The whole request body (`axum::body::Bytes`), refusing in JSON: 413 over the route's body
/// limit, 400 (or axum's status) when the body could not be read.
#[derive(Debug, Clone, Default)]
pub struct ApiBytes(pub Bytes);

impl<S: Send + Sync> FromRequest<S> for ApiBytes {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        Bytes::from_request(req, state)
            .await
            .map(ApiBytes)
            .map_err(|e| body_error(&e))
    }
}

fn body_error(e: &BytesRejection) -> ApiError {
    let status = e.status();
    let message = if status == StatusCode::PAYLOAD_TOO_LARGE {
        "the request body is larger than this route accepts".to_owned()
    } else {
        format!("the request body could not be read: {}", e.body_text())
    };
    ApiError::new(status, message)
}

/// The answer to a method a route does not serve: 405 in JSON (axum adds the `Allow` header).
pub async fn method_not_allowed(method: Method) -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        format!("method {method} is not allowed on this route"),
    )
}

/// The answer to a path no route serves: 404 in JSON.
pub async fn not_found() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "no such route")
}
