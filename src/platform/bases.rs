//! Where the platform is: the authorization server and the API v2 base of an organization
//! (standard, or an enterprise organization's own host from a `{domain}` pattern,
//! docs/PROTOCOL.md §1/§16). Only URL arithmetic here; no requests.

use reqwest::Url;

pub use crate::config::platform::DOMAIN_PLACEHOLDER;
use crate::config::platform::{enterprise_pattern as check_pattern, platform_url};
use crate::config::Config;

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
        let auth_url = platform_url("auth_url", auth_url)?;
        let api_url = platform_url("api_url", api_url)?;
        check_pattern(enterprise_pattern)?;
        Ok(ApiBases {
            auth_url,
            api_url,
            enterprise_pattern: enterprise_pattern.trim_end_matches('/').to_owned(),
        })
    }

    /// The configured addresses (`auth_url`, `api_url`, `api_enterprise_url`), validated.
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        ApiBases::new(
            &config.auth_url,
            &config.api_url,
            &config.api_enterprise_url,
        )
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
    use crate::config::{Config, DEFAULT_API_ENTERPRISE_URL};

    #[test]
    fn platform_addresses_default_to_the_real_platform_and_are_validated() {
        let mut c = Config::default();
        let b = ApiBases::from_config(&c).expect("defaults are valid");
        assert_eq!(
            b.token_url().as_str(),
            "https://accounts.crowdin.com/oauth/token"
        );
        c.apply_env(|k| match k {
            "LOCFORGE_API_ENTERPRISE_URL" => Some("http://127.0.0.1:9/enterprise/{domain}".into()),
            "LOCFORGE_API_URL" => Some("http://127.0.0.1:9".into()),
            _ => None,
        })
        .expect("applies");
        let b = ApiBases::from_config(&c).expect("valid");
        assert_eq!(
            b.api_base(Some("acme")).expect("enterprise").as_str(),
            "http://127.0.0.1:9/enterprise/acme/api/v2/"
        );
        c.api_enterprise_url = "https://api.example.com".into();
        let e = c.validate().expect_err("pattern without {domain}");
        assert!(e.to_string().contains("{domain}"), "{e}");
        c.api_enterprise_url = DEFAULT_API_ENTERPRISE_URL.into();
        c.auth_url = "not a url".into();
        assert!(c.validate().is_err());
    }

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
