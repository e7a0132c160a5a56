//! The user grants of the OAuth 2.0 authorization code flow (docs/PROTOCOL.md §15), as the
//! platform sees them: the authorization request URL (`{auth_url}/oauth/authorize` with PKCE),
//! and the two token-endpoint calls, `authorization_code` (with `code_verifier`) and
//! `refresh_token`, each answered by an access token, its lifetime and a (rotated) refresh token.
//!
//! What lives here: the wire of those calls and the settings they need ([`UserAuthOptions`]).
//! What does not: keeping the tokens (that is [`super::user_tokens`] over the store), the
//! browser side of the flow (state, cookie, pages: the `oauth` module). Nothing here logs a token.

use std::time::Duration;

use reqwest::Url;
use serde_json::json;

use super::grant::{post_token_request, TokenCall, TokenError};
use crate::store::{Secret, UserToken};
use crate::transfer::fetch::Fetcher;

pub use crate::config::{PkceMethod, DEFAULT_SCOPE};

/// How the app asks users for authorization: where they come back to, which scopes, which PKCE
/// method. Without these the app serves no authorization flow (refresh and calls with stored user
/// tokens still work).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserAuthOptions {
    /// Exactly `{public base url}/oauth/callback`: sent in the authorization request and again
    /// in the code exchange, and registered with the platform.
    pub redirect_uri: Url,
    /// Space-separated scopes.
    pub scope: String,
    /// The PKCE method (S256 unless configured otherwise).
    pub pkce: PkceMethod,
}

impl UserAuthOptions {
    /// How users are asked to authorize the app under `config`: `redirect_uri` exactly
    /// `{public base url}/oauth/callback`, the configured scopes (RFC 6749 scope tokens) and
    /// PKCE method.
    pub fn from_config(config: &crate::config::Config) -> anyhow::Result<Self> {
        Ok(UserAuthOptions {
            redirect_uri: config.oauth_redirect_uri()?,
            scope: config.oauth_scopes()?,
            pkce: config.oauth_pkce_method,
        })
    }

    /// Whether the flow's cookie must be `Secure` (the app is served over https).
    pub fn secure(&self) -> bool {
        self.redirect_uri.scheme() == "https"
    }
}

/// The authorization request URL: `{auth_url}/oauth/authorize?client_id&redirect_uri&
/// response_type=code&scope&state&code_challenge&code_challenge_method`.
pub fn authorize_url(
    authorize_endpoint: &Url,
    client_id: &str,
    opts: &UserAuthOptions,
    state: &str,
    code_challenge: &str,
) -> Url {
    let mut url = authorize_endpoint.clone();
    url.query_pairs_mut()
        .append_pair("client_id", client_id)
        .append_pair("redirect_uri", opts.redirect_uri.as_str())
        .append_pair("response_type", "code")
        .append_pair("scope", &opts.scope)
        .append_pair("state", state)
        .append_pair("code_challenge", code_challenge)
        .append_pair("code_challenge_method", opts.pkce.as_str());
    url
}

/// What both user grants need besides their own parameters.
#[derive(Debug, Clone, Copy)]
pub struct UserGrantRequest<'a> {
    /// `{auth_url}/oauth/token`.
    pub token_url: &'a Url,
    /// OAuth client id.
    pub client_id: &'a str,
    /// OAuth client secret.
    pub client_secret: &'a Secret,
    /// Timeout of the whole call.
    pub timeout: Duration,
    /// The organization's credential key, for messages.
    pub organization: &'a str,
}

/// The `authorization_code` grant: exchanges `code` (with the PKCE `verifier` and the same
/// `redirect_uri`) for the user's tokens. Nothing is stored here.
pub async fn exchange_code(
    fetcher: &Fetcher,
    req: &UserGrantRequest<'_>,
    redirect_uri: &Url,
    code: &Secret,
    verifier: &Secret,
) -> Result<UserToken, TokenError> {
    let body = json!({
        "grant_type": "authorization_code",
        "client_id": req.client_id,
        "client_secret": req.client_secret.expose(),
        "redirect_uri": redirect_uri.as_str(),
        "code": code.expose(),
        "code_verifier": verifier.expose(),
    });
    let call = TokenCall {
        token_url: req.token_url,
        timeout: req.timeout,
        grant_type: "authorization_code",
        organization: req.organization,
        redact: &[req.client_secret, code, verifier],
    };
    let a = post_token_request(fetcher, &call, body).await?;
    Ok(UserToken {
        access_token: a.access_token,
        refresh_token: a.refresh_token,
        expires_at: a.expires_at,
    })
}

/// The `refresh_token` grant: a new access token and a new refresh token (the platform rotates
/// them; the old refresh token stops working). A refresh answer without a refresh token keeps
/// none. Nothing is stored here.
pub async fn refresh(
    fetcher: &Fetcher,
    req: &UserGrantRequest<'_>,
    refresh_token: &Secret,
) -> Result<UserToken, TokenError> {
    let body = json!({
        "grant_type": "refresh_token",
        "client_id": req.client_id,
        "client_secret": req.client_secret.expose(),
        "refresh_token": refresh_token.expose(),
    });
    let call = TokenCall {
        token_url: req.token_url,
        timeout: req.timeout,
        grant_type: "refresh_token",
        organization: req.organization,
        redact: &[req.client_secret, refresh_token],
    };
    let a = post_token_request(fetcher, &call, body).await?;
    Ok(UserToken {
        access_token: a.access_token,
        refresh_token: a.refresh_token,
        expires_at: a.expires_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    #[test]
    fn user_authorization_settings() {
        let c: Config = toml::from_str(
            "base_url = \"https://app.example/\"\noauth_pkce_method = \"plain\"\noauth_scope = \" project  tm \"\n",
        )
        .expect("parses");
        let a = UserAuthOptions::from_config(&c).expect("valid");
        assert_eq!(
            a.redirect_uri.as_str(),
            "https://app.example/oauth/callback"
        );
        assert_eq!(a.scope, "project tm");
        assert_eq!(a.pkce, crate::platform::PkceMethod::Plain);
        assert!(a.secure());
        let d = UserAuthOptions::from_config(&Config::default()).expect("defaults");
        assert_eq!(d.pkce, crate::platform::PkceMethod::S256);
        assert_eq!(d.scope, "project");
        assert!(!d.secure());
        assert!(toml::from_str::<Config>("oauth_pkce_method = \"s256\"").is_err());
        let mut e = Config::default();
        e.apply_env(|k| match k {
            "LOCFORGE_OAUTH_PKCE_METHOD" => Some("plain".into()),
            "LOCFORGE_OAUTH_SCOPE" => Some("tm".into()),
            _ => None,
        })
        .expect("applies");
        assert_eq!(e.oauth_pkce_method, crate::platform::PkceMethod::Plain);
        assert_eq!(e.oauth_scope, "tm");
        assert!(e
            .apply_env(|k| (k == "LOCFORGE_OAUTH_PKCE_METHOD").then(|| "none".into()))
            .is_err());
        assert!(toml::from_str::<Config>("oauth_pkce_method = \"none\"").is_err());
        let mut bad = Config {
            oauth_scope: " ".into(),
            ..Config::default()
        };
        assert!(bad.validate().is_err());
        bad.oauth_scope = "pro\"ject".into();
        assert!(bad.validate().is_err());
    }

    #[test]
    fn the_authorization_request_carries_every_parameter() {
        let opts = UserAuthOptions {
            redirect_uri: Url::parse("https://app.example/oauth/callback").expect("url"),
            scope: "project tm".into(),
            pkce: PkceMethod::S256,
        };
        assert!(opts.secure());
        let endpoint = Url::parse("https://accounts.example/oauth/authorize").expect("url");
        let url = authorize_url(&endpoint, "cid", &opts, "st", "ch");
        let q: Vec<(String, String)> = url.query_pairs().into_owned().collect();
        let get = |k: &str| q.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
        assert_eq!(get("client_id"), Some("cid"));
        assert_eq!(
            get("redirect_uri"),
            Some("https://app.example/oauth/callback")
        );
        assert_eq!(get("response_type"), Some("code"));
        assert_eq!(get("scope"), Some("project tm"));
        assert_eq!(get("state"), Some("st"));
        assert_eq!(get("code_challenge"), Some("ch"));
        assert_eq!(get("code_challenge_method"), Some("S256"));
        assert_eq!(PkceMethod::default(), PkceMethod::S256);
        assert_eq!(PkceMethod::Plain.as_str(), "plain");
        assert_eq!("plain".parse(), Ok(PkceMethod::Plain));
        assert_eq!("S256".parse(), Ok(PkceMethod::S256));
        assert!("s256".parse::<PkceMethod>().is_err());
    }
}
