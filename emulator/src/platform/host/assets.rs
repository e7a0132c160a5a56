//! The host page's static files, compiled in: `host.js` (the `AP` side of the protocol in
//! [`super`]) and `host.css`. Served same-origin so the page's CSP needs no `unsafe-inline`.

use axum::http::header;
use axum::response::IntoResponse;

/// The host page's script.
pub const SCRIPT: &str = include_str!("assets/host.js");

/// The host page's style (also used by the refusal pages).
pub const STYLE: &str = include_str!("assets/host.css");

/// `GET /host/host.js`.
pub async fn script() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        SCRIPT,
    )
}

/// `GET /host/host.css`.
pub async fn style() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        STYLE,
    )
}
