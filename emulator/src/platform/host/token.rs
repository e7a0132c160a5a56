//! The signed request token the platform puts in an app page's iframe URL (docs/PROTOCOL.md §3):
//! HS256 under the app's OAuth client secret, with `aud`, `sub`, `domain`, `module`, `iat`, a
//! short `exp` and the `context` (project, organization, user). Also the iframe URL
//! `{baseUrl}{url}?jwtToken=…&origin=…&clientId=…` and the origin of an app's `baseUrl`, which
//! the host page's frame-src and message check use.

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde::Serialize;

use crate::platform::model::{Model, Project};

/// Lifetime of a page token, seconds (the host page asks for a fresh one through `getJwtToken`).
pub const PAGE_TOKEN_TTL_SECS: u64 = 300;

/// The `context` claim.
#[derive(Debug, Clone, Serialize)]
struct Context {
    project_id: i64,
    project_identifier: String,
    organization_id: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    organization_domain: Option<String>,
    user_id: i64,
    user_login: String,
}

/// Every claim of docs/PROTOCOL.md §3.
#[derive(Debug, Clone, Serialize)]
struct Claims {
    aud: String,
    sub: String,
    domain: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    module: Option<String>,
    iat: u64,
    exp: u64,
    context: Context,
}

/// What a signed request token says: who (`user`, `user_login`) acts in which project and
/// organization, for which module (none: any), from `now` for `ttl_secs`.
#[derive(Debug, Clone)]
pub struct TokenFacts<'a> {
    /// The app's OAuth client id (`aud`).
    pub client_id: &'a str,
    /// The enterprise domain, `None` on standard.
    pub domain: Option<String>,
    /// The module the token is for.
    pub module: Option<&'a str>,
    /// Project id.
    pub project_id: i64,
    /// Project identifier.
    pub project_identifier: String,
    /// Organization id.
    pub organization_id: i64,
    /// User id.
    pub user: i64,
    /// The user's login.
    pub user_login: String,
    /// Issued at (unix seconds).
    pub now: u64,
    /// Lifetime, seconds.
    pub ttl_secs: u64,
}

/// Signs `facts` as an HS256 token under `client_secret`: the one token shape the platform
/// sends an app (host pages here, the driver's calls in `driver::tokens`).
pub fn sign(
    facts: TokenFacts<'_>,
    client_secret: &str,
) -> Result<String, jsonwebtoken::errors::Error> {
    let claims = Claims {
        aud: facts.client_id.to_owned(),
        sub: facts.user.to_string(),
        domain: facts.domain.clone(),
        module: facts.module.map(str::to_owned),
        iat: facts.now,
        exp: facts.now + facts.ttl_secs,
        context: Context {
            project_id: facts.project_id,
            project_identifier: facts.project_identifier,
            organization_id: facts.organization_id,
            organization_domain: facts.domain,
            user_id: facts.user,
            user_login: facts.user_login,
        },
    };
    jsonwebtoken::encode(
        &Header::new(Algorithm::HS256),
        &claims,
        &EncodingKey::from_secret(client_secret.as_bytes()),
    )
}

/// Mints the page token of `user` opening `module` in `project`, signed with `client_secret`.
pub fn mint(
    m: &Model,
    project: &Project,
    client_id: &str,
    client_secret: &str,
    module: &str,
    user: i64,
    now: u64,
) -> Result<String, String> {
    let facts = TokenFacts {
        client_id,
        domain: m
            .organization(project.organization_id)
            .and_then(|o| o.domain.clone()),
        module: Some(module),
        project_id: project.id,
        project_identifier: project.identifier.clone(),
        organization_id: project.organization_id,
        user,
        user_login: m.user(user).map(|u| u.username.clone()).unwrap_or_default(),
        now,
        ttl_secs: PAGE_TOKEN_TTL_SECS,
    };
    sign(facts, client_secret).map_err(|e| format!("cannot sign the page token: {e}"))
}

/// `{base_url}{relative}?jwtToken=…&origin=…&clientId=…` (`&` when `relative` has a query).
pub fn iframe_url(
    base_url: &str,
    relative: &str,
    token: &str,
    origin: &str,
    client_id: &str,
) -> String {
    let sep = if relative.contains('?') { '&' } else { '?' };
    let enc = |s: &str| url::form_urlencoded::byte_serialize(s.as_bytes()).collect::<String>();
    format!(
        "{}{relative}{sep}jwtToken={}&origin={}&clientId={}",
        base_url.trim_end_matches('/'),
        enc(token),
        enc(origin),
        enc(client_id)
    )
}

/// The origin (`scheme://host[:port]`, default port omitted, host lower-cased) of an app's
/// `baseUrl`, as a browser reports it in `MessageEvent.origin`; `None` unless http(s).
pub fn origin_of(base_url: &str) -> Option<String> {
    let u = url::Url::parse(base_url).ok()?;
    if !matches!(u.scheme(), "http" | "https") || u.host_str().is_none() {
        return None;
    }
    Some(u.origin().ascii_serialization())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::demo::{self, ids};

    #[test]
    fn origins_are_what_browsers_report() {
        assert_eq!(
            origin_of("http://127.0.0.1:8080/app/").as_deref(),
            Some("http://127.0.0.1:8080")
        );
        assert_eq!(
            origin_of("HTTPS://App.Example:443/x?y#z").as_deref(),
            Some("https://app.example")
        );
        assert_eq!(
            origin_of("http://user:pw@app.example:81").as_deref(),
            Some("http://app.example:81")
        );
        assert_eq!(origin_of("javascript:alert(1)"), None);
        assert_eq!(origin_of("file:///etc/passwd"), None);
        assert_eq!(origin_of("/relative"), None);
    }

    #[test]
    fn tokens_carry_every_claim() {
        let m = demo::model();
        let p = m.project(ids::ENTERPRISE_PROJECT).expect("project");
        let t = mint(&m, p, "cid", "s3cret", "menu", ids::TRANSLATOR, 1000).expect("mint");
        let mut v = jsonwebtoken::Validation::new(Algorithm::HS256);
        v.validate_exp = false;
        v.set_audience(&["cid"]);
        let c = jsonwebtoken::decode::<serde_json::Value>(
            &t,
            &jsonwebtoken::DecodingKey::from_secret(b"s3cret"),
            &v,
        )
        .expect("verifies")
        .claims;
        assert_eq!(c["module"], "menu");
        assert_eq!(c["domain"], ids::DOMAIN);
        assert_eq!(c["sub"], ids::TRANSLATOR.to_string());
        assert_eq!(c["exp"], 1000 + PAGE_TOKEN_TTL_SECS);
        assert_eq!(c["context"]["project_id"], ids::ENTERPRISE_PROJECT);
        assert_eq!(c["context"]["organization_id"], ids::ENTERPRISE_ORG);
        assert_eq!(c["context"]["user_id"], ids::TRANSLATOR);
        assert_eq!(
            iframe_url("http://a/", "/p?x=1", "t", "http://o:1", "c d"),
            "http://a/p?x=1&jwtToken=t&origin=http%3A%2F%2Fo%3A1&clientId=c+d"
        );
    }
}
