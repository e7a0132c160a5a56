//! HTML the emulated platform renders itself (the consent page, the host pages, their refusal
//! pages): the one [`escape`] helper for text and attribute values, and a small page answering
//! what went wrong in plain words. No inline script or style anywhere: pages link the host's
//! same-origin static files.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};

/// Escapes `s` for HTML text and for a double- or single-quoted attribute value.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The Content-Security-Policy of a platform page without frames or scripts.
pub const PLAIN_CSP: &str = "default-src 'none'; style-src 'self'; img-src 'self'; \
                             base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// A small page saying what is wrong, with `status`: `title` as its heading, `message` below.
pub fn problem_page(status: StatusCode, title: &str, message: &str) -> Response {
    let body = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{t}</title><link rel=\"stylesheet\" href=\"/host/host.css\"></head>\
         <body><main class=\"problem\"><h1>{t}</h1><p id=\"problem\">{m}</p>\
         <p class=\"status\">HTTP {s}</p></main></body></html>",
        t = escape(title),
        m = escape(message),
        s = status.as_u16()
    );
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CONTENT_SECURITY_POLICY, PLAIN_CSP),
            (header::CACHE_CONTROL, "no-store"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_text_and_attributes() {
        assert_eq!(
            escape("<a href=\"x\">&'é"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;é"
        );
    }
}
