//! The settings that say where the platform is and how users authorize the app, and their
//! checks: the platform's three addresses (`auth_url`, `api_url`, `api_enterprise_url`), the
//! user authorization's scopes, redirect URI and PKCE method.
//!
//! What lives here: reading and validating those values (pure, no requests). What does not: the
//! types built from them at start (`platform::ApiBases`, `platform::UserAuthOptions`), which
//! call these checks so that there is one copy of each rule.

use anyhow::{bail, Context as _};
use serde::Deserialize;
use url::Url;

use super::Config;

/// The placeholder of the enterprise pattern (`api_enterprise_url`).
pub const DOMAIN_PLACEHOLDER: &str = "{domain}";

/// The PKCE method of the authorization request (RFC 7636).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
pub enum PkceMethod {
    /// `S256`: the challenge is BASE64URL(SHA-256(verifier)). The default.
    #[default]
    S256,
    /// `plain`: the challenge is the verifier. Only when configured (`oauth_pkce_method`).
    #[serde(rename = "plain")]
    Plain,
}

impl std::str::FromStr for PkceMethod {
    type Err = String;

    /// `S256` or `plain`, exactly as the protocol spells them.
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "S256" => Ok(PkceMethod::S256),
            "plain" => Ok(PkceMethod::Plain),
            other => Err(format!("PKCE method `{other}` is neither S256 nor plain")),
        }
    }
}

impl PkceMethod {
    /// The `code_challenge_method` value.
    pub fn as_str(self) -> &'static str {
        match self {
            PkceMethod::S256 => "S256",
            PkceMethod::Plain => "plain",
        }
    }
}

/// The scopes asked for when none are configured: the project API (strings and translations,
/// what the Search panel lists).
pub const DEFAULT_SCOPE: &str = "project";

/// One configured platform address: an http(s) URL with a host and without query or fragment.
/// `key` names the setting in the message.
pub fn platform_url(key: &str, s: &str) -> anyhow::Result<Url> {
    let url = Url::parse(s.trim()).with_context(|| format!("{key} `{s}` is not a URL"))?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        bail!("{key} `{s}` must be an http or https URL with a host");
    }
    if url.query().is_some() || url.fragment().is_some() {
        bail!("{key} `{s}` may not have a query or fragment");
    }
    Ok(url)
}

/// Checks the enterprise pattern: [`DOMAIN_PLACEHOLDER`] exactly once, and a valid platform
/// address once a domain is put in its place.
pub fn enterprise_pattern(pattern: &str) -> anyhow::Result<()> {
    if pattern.matches(DOMAIN_PLACEHOLDER).count() != 1 {
        bail!("api_enterprise_url `{pattern}` must contain {DOMAIN_PLACEHOLDER} exactly once");
    }
    platform_url(
        "api_enterprise_url",
        &pattern.replace(DOMAIN_PLACEHOLDER, "example"),
    )?;
    Ok(())
}

impl Config {
    /// Checks the platform's three addresses (see [`platform_url`] and [`enterprise_pattern`]).
    pub fn check_platform_urls(&self) -> anyhow::Result<()> {
        platform_url("auth_url", &self.auth_url)?;
        platform_url("api_url", &self.api_url)?;
        enterprise_pattern(&self.api_enterprise_url)
    }

    /// The scopes asked of users (`oauth_scope`), space-separated once each is checked to be an
    /// RFC 6749 scope token; at least one.
    pub fn oauth_scopes(&self) -> anyhow::Result<String> {
        let scope = self.oauth_scope.split_whitespace().collect::<Vec<_>>();
        if scope.is_empty() {
            bail!("oauth_scope must name at least one scope");
        }
        if let Some(bad) = scope.iter().find(|s| {
            !s.bytes()
                .all(|b| (0x21..=0x7e).contains(&b) && b != b'"' && b != b'\\')
        }) {
            bail!("oauth_scope: `{bad}` is not a valid scope name");
        }
        Ok(scope.join(" "))
    }

    /// Where users come back after authorizing the app: exactly
    /// `{public base url}/oauth/callback`.
    pub fn oauth_redirect_uri(&self) -> anyhow::Result<Url> {
        let redirect = format!("{}/oauth/callback", self.public_base_url());
        Url::parse(&redirect)
            .with_context(|| format!("base_url gives the redirect URI `{redirect}`, not a URL"))
    }
}
