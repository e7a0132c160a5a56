//! The flow pages' same-origin static files, embedded in the binary: `GET /oauth/static/oauth.css`
//! and `GET /oauth/static/close.js` (the close button's handler, since the pages allow no inline
//! script). Nothing else is served here.

use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::http::error::ApiError;
use crate::http::reject::ApiPath;

/// The stylesheet.
pub const CSS: &str = include_str!("assets/oauth.css");
/// The close button's script.
pub const CLOSE_JS: &str = include_str!("assets/close.js");

/// `GET /oauth/static/{file}`.
pub async fn asset(ApiPath(file): ApiPath<String>) -> Response {
    let (body, kind) = match file.as_str() {
        "oauth.css" => (CSS, "text/css; charset=utf-8"),
        "close.js" => (CLOSE_JS, "text/javascript; charset=utf-8"),
        _ => return ApiError::new(StatusCode::NOT_FOUND, "no such file").into_response(),
    };
    (
        [
            (CONTENT_TYPE, kind),
            (CACHE_CONTROL, "public, max-age=3600"),
            (X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body,
    )
        .into_response()
}
