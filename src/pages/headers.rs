//! The security headers of every page and the origins allowed to frame it.
//!
//! `frame-ancestors` lists the platform's origins: the installing organization's stored
//! `baseUrl`, the configured authorization server and API (`auth_url`, `api_url`), and for an
//! enterprise organization its API host and `https://{domain}.crowdin.com`. Every origin is
//! serialized from a parsed URL, so none can carry a `;` or a space into the policy.
//! What must not live here: HTML, tokens.

use axum::http::{header, HeaderMap, HeaderValue};
use reqwest::Url;

use crate::http::AppState;
use crate::store::Organization;

/// `Cache-Control` of pages and their JSON: they hold one user's data.
pub const NO_STORE: &str = "no-store";

/// The origin of `url` (`scheme://host[:port]`), when it is an http(s) URL.
pub fn origin_of(url: &str) -> Option<String> {
    let u = Url::parse(url.trim()).ok()?;
    if !matches!(u.scheme(), "http" | "https") {
        return None;
    }
    let o = u.origin();
    o.is_tuple().then(|| o.ascii_serialization())
}

/// The origins that may frame a page of `org` (when known) or of an enterprise `domain`.
pub fn frame_origins(
    state: &AppState,
    org: Option<&Organization>,
    domain: Option<&str>,
) -> Vec<String> {
    let bases = state.platform.bases();
    let mut out: Vec<String> = Vec::new();
    let mut push = |o: Option<String>| {
        if let Some(o) = o {
            if !out.contains(&o) {
                out.push(o);
            }
        }
    };
    push(org.and_then(|o| origin_of(&o.base_url)));
    push(origin_of(bases.token_url().as_str()));
    push(
        bases
            .api_base(None)
            .ok()
            .and_then(|u| origin_of(u.as_str())),
    );
    let domain = domain.or(org.and_then(|o| o.domain.as_deref()));
    if let Some(d) = domain.filter(|d| !d.is_empty()) {
        // `api_base` refuses a domain that is not a DNS label: nothing else reaches the policy.
        if let Ok(api) = bases.api_base(Some(d)) {
            push(origin_of(api.as_str()));
            push(origin_of(&format!("https://{d}.crowdin.com")));
        }
    }
    out
}

/// The Content-Security-Policy of a page framed by `origins`.
pub fn csp(origins: &[String]) -> String {
    let ancestors = if origins.is_empty() {
        "'none'".to_owned()
    } else {
        origins.join(" ")
    };
    format!(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
         connect-src 'self'; form-action 'self'; frame-src 'self'; base-uri 'none'; \
         frame-ancestors {ancestors}"
    )
}

/// Sets the security headers of a page framed by `origins` on `headers`.
pub fn secure(headers: &mut HeaderMap, origins: &[String]) {
    if let Ok(v) = HeaderValue::from_str(&csp(origins)) {
        headers.insert(header::CONTENT_SECURITY_POLICY, v);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(NO_STORE));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_are_serialized() {
        assert_eq!(
            origin_of("https://acme.crowdin.com/some/path?x=1").as_deref(),
            Some("https://acme.crowdin.com")
        );
        assert_eq!(
            origin_of("http://127.0.0.1:8080").as_deref(),
            Some("http://127.0.0.1:8080")
        );
        assert_eq!(origin_of("javascript:alert(1)"), None);
        assert_eq!(origin_of("not a url; script-src *"), None);
    }

    #[test]
    fn policy_names_the_ancestors() {
        let p = csp(&["https://a.example".into(), "http://b:1".into()]);
        assert!(p.contains("frame-ancestors https://a.example http://b:1"));
        assert!(p.contains("script-src 'self';"));
        assert!(!p.contains("unsafe-inline"));
        assert!(csp(&[]).ends_with("frame-ancestors 'none'"));
    }
}
