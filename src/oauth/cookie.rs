//! The flow's browser cookie: its name and attributes (`HttpOnly`, `SameSite=Lax` so that the
//! platform's top-level redirect back carries it, `Path` the app's `/oauth` folder, `Max-Age`
//! the flow's lifetime, `Secure` when the app is served over https), and reading it back from
//! `Cookie` headers. The value is opaque here (sealed by `flow`).

use axum::http::header::COOKIE;
use axum::http::{HeaderMap, HeaderValue};

use super::flow::TTL_SECS;
use crate::platform::UserAuthOptions;

/// The cookie's name.
pub const NAME: &str = "locforge_oauth";

/// The cookie's path: the folder of the redirect URI (`/oauth`, below the base URL's own path).
fn path(opts: &UserAuthOptions) -> String {
    let p = opts.redirect_uri.path();
    match p.rsplit_once('/') {
        Some((dir, _)) if !dir.is_empty() => dir.to_owned(),
        _ => "/".to_owned(),
    }
}

fn header(value: &str, max_age: u64, opts: &UserAuthOptions) -> Option<HeaderValue> {
    let secure = if opts.secure() { "; Secure" } else { "" };
    HeaderValue::from_str(&format!(
        "{NAME}={value}; Path={}; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}",
        path(opts)
    ))
    .ok()
}

/// `Set-Cookie` carrying `value` for the flow's lifetime; `None` only if `value` is not a valid
/// header value (a sealed value, base64url, always is).
pub fn set(value: &str, opts: &UserAuthOptions) -> Option<HeaderValue> {
    header(value, TTL_SECS, opts)
}

/// `Set-Cookie` removing the cookie.
pub fn clear(opts: &UserAuthOptions) -> Option<HeaderValue> {
    header("", 0, opts)
}

/// The cookie's value in the request's `Cookie` headers, when present and not empty.
pub fn read(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == NAME)
        .map(|(_, value)| value.trim().to_owned())
        .filter(|v| !v.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::PkceMethod;

    fn opts(redirect: &str) -> UserAuthOptions {
        UserAuthOptions {
            redirect_uri: reqwest::Url::parse(redirect).expect("url"),
            scope: "project".into(),
            pkce: PkceMethod::S256,
        }
    }

    #[test]
    fn attributes_follow_the_base_url() {
        let h = set("abc", &opts("http://127.0.0.1:1/oauth/callback")).expect("header");
        assert_eq!(
            h.to_str().expect("text"),
            "locforge_oauth=abc; Path=/oauth; Max-Age=600; HttpOnly; SameSite=Lax"
        );
        let h = clear(&opts("https://x.example/app/oauth/callback")).expect("header");
        assert_eq!(
            h.to_str().expect("text"),
            "locforge_oauth=; Path=/app/oauth; Max-Age=0; HttpOnly; SameSite=Lax; Secure"
        );
    }

    #[test]
    fn reads_its_own_cookie_only() {
        let mut h = HeaderMap::new();
        h.append(COOKIE, HeaderValue::from_static("a=1; locforge_oauthx=2"));
        assert_eq!(read(&h), None);
        h.append(
            COOKIE,
            HeaderValue::from_static("b=2;  locforge_oauth=v-1_2 ; c=3"),
        );
        assert_eq!(read(&h).as_deref(), Some("v-1_2"));
    }
}
