//! The small HTML pages of the flow (refusals, the outcome, "authorized as"): every value
//! escaped with [`escape`], no inline script or style, the stylesheet and the close button's
//! script served by `assets` from this origin, and headers that keep the page out of caches and
//! frames and its URL (it may carry a code) out of `Referer`.
//!
//! What lives here: page rendering and its headers. What does not: deciding which page to show.

use axum::http::header::{
    CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE, REFERRER_POLICY, SET_COOKIE,
    X_CONTENT_TYPE_OPTIONS,
};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::http::html::escape;

/// The pages' Content-Security-Policy: nothing but this origin's stylesheet and script; no
/// frames, no forms, no base change.
pub const CSP: &str = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; \
                       base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// One page: a status, a title and paragraphs of plain text (escaped when rendered).
#[derive(Debug, Clone)]
pub struct Page {
    /// HTTP status.
    pub status: StatusCode,
    /// Title and heading.
    pub title: String,
    /// Paragraphs, plain text.
    pub paragraphs: Vec<String>,
    /// Whether to offer a button that closes the window.
    pub close_button: bool,
    /// A `Set-Cookie` header to send with it.
    pub set_cookie: Option<HeaderValue>,
}

impl Page {
    /// A page with `status`, `title` and one paragraph.
    pub fn new(status: StatusCode, title: &str, text: impl Into<String>) -> Page {
        Page {
            status,
            title: title.to_owned(),
            paragraphs: vec![text.into()],
            close_button: false,
            set_cookie: None,
        }
    }

    /// The refusal page of a callback that cannot be completed, naming why.
    pub fn cannot_complete(status: StatusCode, why: &str) -> Page {
        Page::new(
            status,
            "Authorization failed",
            format!(
                "This authorization cannot be completed ({why}). Nothing was stored: start again from the app."
            ),
        )
    }

    /// Adds a paragraph.
    pub fn with(mut self, text: impl Into<String>) -> Page {
        self.paragraphs.push(text.into());
        self
    }

    /// Offers the close button.
    pub fn closable(mut self) -> Page {
        self.close_button = true;
        self
    }

    /// Sends `cookie` (a `Set-Cookie` value) with the page.
    pub fn cookie(mut self, cookie: Option<HeaderValue>) -> Page {
        self.set_cookie = cookie;
        self
    }

    /// The HTML document.
    pub fn html(&self) -> String {
        let title = escape(&self.title);
        let mut body = String::new();
        for p in &self.paragraphs {
            body.push_str("<p>");
            body.push_str(&escape(p));
            body.push_str("</p>");
        }
        let close = if self.close_button {
            "<p><button type=\"button\" id=\"close\">Close this window</button></p>\
             <script src=\"static/close.js\"></script>"
        } else {
            ""
        };
        format!(
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
             <title>{title}</title><link rel=\"stylesheet\" href=\"static/oauth.css\"></head>\
             <body><main><h1>{title}</h1>{body}{close}</main></body></html>"
        )
    }
}

impl IntoResponse for Page {
    fn into_response(self) -> Response {
        let html = self.html();
        let mut resp = (self.status, html).into_response();
        let h = resp.headers_mut();
        h.insert(
            CONTENT_TYPE,
            HeaderValue::from_static("text/html; charset=utf-8"),
        );
        h.insert(CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
        h.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
        h.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
        h.insert(REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
        if let Some(c) = self.set_cookie {
            h.insert(SET_COOKIE, c);
        }
        resp
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everything_is_escaped() {
        assert_eq!(
            escape("<a href=\"x\" onclick='y'>&</a>"),
            "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;"
        );
        let p = Page::new(StatusCode::OK, "<t>", "<script>alert(1)</script>").closable();
        let html = p.html();
        assert!(!html.contains("<script>alert"), "{html}");
        assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assert!(html.contains("<title>&lt;t&gt;</title>"));
        assert!(html.contains("<script src=\"static/close.js\"></script>"));
        assert!(!html.contains(" on"), "no inline handlers: {html}");
        assert!(!html.contains("style="), "no inline styles: {html}");
    }
}
