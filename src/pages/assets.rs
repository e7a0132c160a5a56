//! The pages' stylesheet and scripts, embedded in the binary with `include_str!` and served
//! same-origin from `/pages/assets/{file}` (the CSP allows no other script or style): `app.css`,
//! `ap.js` (the `window.AP` bridge to the platform's host page), `common.js` (API calls with the
//! page's token, tabs), `menu.js` (project-menu page) and `settings.js` (step settings pages).
//! What must not live here: anything generated per request.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::http::error::ApiError;
use crate::http::reject::ApiPath;

/// `Cache-Control` of the assets: they change only with the binary.
pub const ASSET_CACHE: &str = "public, max-age=3600";

/// The embedded files: name, content type, content.
pub const FILES: [(&str, &str, &str); 5] = [
    (
        "app.css",
        "text/css; charset=utf-8",
        include_str!("assets/app.css"),
    ),
    (
        "ap.js",
        "text/javascript; charset=utf-8",
        include_str!("assets/ap.js"),
    ),
    (
        "common.js",
        "text/javascript; charset=utf-8",
        include_str!("assets/common.js"),
    ),
    (
        "menu.js",
        "text/javascript; charset=utf-8",
        include_str!("assets/menu.js"),
    ),
    (
        "settings.js",
        "text/javascript; charset=utf-8",
        include_str!("assets/settings.js"),
    ),
];

/// `GET /pages/assets/{file}`.
pub async fn asset(ApiPath(file): ApiPath<String>) -> Response {
    let Some((_, kind, body)) = FILES.iter().find(|(name, _, _)| *name == file) else {
        return ApiError::new(StatusCode::NOT_FOUND, "no such asset").into_response();
    };
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(kind)),
            (header::CACHE_CONTROL, HeaderValue::from_static(ASSET_CACHE)),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
        ],
        *body,
    )
        .into_response()
}
