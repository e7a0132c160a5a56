//! Where the platform is: the authorization server and the API v2 base of an organization
//! (standard, or an enterprise organization's own host from a `{domain}` pattern,
//! PROTOCOL-NOTES §0/§14). Only URL arithmetic here; no requests.

use anyhow::{bail, Context as _};
use reqwest::Url;

/// The placeholder of the enterprise pattern.
pub const DOMAIN_PLACEHOLDER: &str = "{domain}";

/// The configured addresses of the platform.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiBases {
    auth_url: Url,
    api_url: Url,
    enterprise_pattern: String,
}

impl ApiBases {
    /// Validates the three configured addresses: `auth_url` (token endpoint at
    /// `{auth_url}/oauth/token`), `api_url` (standard API at `{api_url}/api/v2`) and the enterprise
    /// pattern (`…{domain}…`, API at `{pattern}/api/v2`). Each must be an http(s) URL without query
    /// or fragment; the pattern must contain `{domain}` exactly once.
    pub fn new(auth_url: &str, api_url: &str, enterprise_pattern: &str) -> anyhow::Result<Self> {
        let auth_url = parse_base("auth_url", auth_url)?;
        let api_url = parse_base("api_url", api_url)?;
        if enterprise_pattern.matches(DOMAIN_PLACEHOLDER).count() != 1 {
            bail!("api_enterprise_url `{enterprise_pattern}` must contain {DOMAIN_PLACEHOLDER} exactly once");
        }
        parse_base(
            "api_enterprise_url",
            &enterprise_pattern.replace(DOMAIN_PLACEHOLDER, "example"),
        )?;
        Ok(ApiBases {
            auth_url,
            api_url,
            enterprise_pattern: enterprise_pattern.trim_end_matches('/').to_owned(),
        })
    }

    /// The token endpoint, `{auth_url}/oauth/token`.
    pub fn token_url(&self) -> Url {
        join(&self.auth_url, "oauth/token")
    }

    /// The authorization endpoint users are sent to, `{auth_url}/oauth/authorize`.
    pub fn authorize_url(&self) -> Url {
        join(&self.auth_url, "oauth/authorize")
    }

    /// The API v2 base of an organization: the enterprise pattern with its `domain` when it has
    /// one, else `{api_url}/api/v2`. Ends with `/`. A domain that is not a DNS label
    /// (`[A-Za-z0-9-]`, 1–63 characters) is refused, so a stored domain cannot point elsewhere.
    pub fn api_base(&self, domain: Option<&str>) -> Result<Url, String> {
        match domain.filter(|d| !d.is_empty()) {
            None => Ok(join(&self.api_url, "api/v2/")),
            Some(d) => {
                let label_ok = d.len() <= 63
                    && !d.starts_with('-')
                    && d.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
                if !label_ok {
                    return Err(format!(
                        "organization domain `{d}` is not a valid host label"
                    ));
                }
                let base = self.enterprise_pattern.replace(DOMAIN_PLACEHOLDER, d);
                let url = Url::parse(&format!("{base}/api/v2/"))
                    .map_err(|e| format!("enterprise API base for `{d}` is invalid: {e}"))?;
                Ok(url)
            }
        }
    }
}

fn parse_base(key: &str, s: &str) -> anyhow::Result<Url> {
    let url = Url::parse(s.trim()).with_context(|| format!("{key} `{s}` is not a URL"))?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        bail!("{key} `{s}` must be an http or https URL with a host");
    }
    if url.query().is_some() || url.fragment().is_some() {
        bail!("{key} `{s}` may not have a query or fragment");
    }
    Ok(url)
}

/// `base` + `rest`, treating `base` as a folder whether or not it ends with `/`.
fn join(base: &Url, rest: &str) -> Url {
    let mut u = base.clone();
    let path = format!("{}/{rest}", u.path().trim_end_matches('/'));
    u.set_path(&path);
    u
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_and_enterprise_bases() {
        let b = ApiBases::new(
            "https://accounts.crowdin.com",
            "https://api.crowdin.com/",
            "https://{domain}.api.crowdin.com",
        )
        .expect("valid");
        assert_eq!(
            b.token_url().as_str(),
            "https://accounts.crowdin.com/oauth/token"
        );
        assert_eq!(
            b.api_base(None).expect("standard").as_str(),
            "https://api.crowdin.com/api/v2/"
        );
        assert_eq!(
            b.api_base(Some("acme")).expect("enterprise").as_str(),
            "https://acme.api.crowdin.com/api/v2/"
        );
        assert!(b.api_base(Some("evil.com/x")).is_err());
        assert!(b.api_base(Some("a@b")).is_err());
    }

    #[test]
    fn bad_configuration_is_refused() {
        assert!(ApiBases::new("ftp://x", "https://a", "https://{domain}.a").is_err());
        assert!(ApiBases::new("https://x", "https://a", "https://a").is_err());
        assert!(ApiBases::new("https://x", "https://a?q=1", "https://{domain}.a").is_err());
        let b = ApiBases::new(
            "http://h:1/p",
            "http://h:1",
            "http://h:1/enterprise/{domain}",
        )
        .expect("valid");
        assert_eq!(b.token_url().as_str(), "http://h:1/p/oauth/token");
        assert_eq!(b.authorize_url().as_str(), "http://h:1/p/oauth/authorize");
        assert_eq!(
            b.api_base(Some("acme")).expect("ok").as_str(),
            "http://h:1/enterprise/acme/api/v2/"
        );
    }
}
