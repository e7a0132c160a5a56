//! Access tokens of the emulated platform: HS256 JWTs signed with the emulator's own key, with a
//! `domain` claim (null on the standard environment) that enterprise clients read, the
//! organization, the grant kind (user, app or agent) and the scopes.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

/// Which grant issued a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    /// `authorization_code` / `refresh_token`: a user's token.
    User,
    /// `crowdin_app`: an installed app acting for its installation.
    App,
    /// `crowdin_agent`: an app's agent user (may update workflow step statuses).
    Agent,
}

/// Claims of an access token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccessClaims {
    /// OAuth client id.
    pub aud: String,
    /// User id (the agent's id for agent tokens) as a string.
    pub sub: String,
    /// Enterprise domain; null on the standard environment.
    pub domain: Option<String>,
    /// Organization id.
    pub organization_id: i64,
    /// Grant kind.
    pub kind: TokenKind,
    /// Installed app identifier for app and agent tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app: Option<String>,
    /// Space-separated scopes (`*` for app and agent tokens).
    pub scope: String,
    /// Issued at (unix seconds).
    pub iat: u64,
    /// Expiry (unix seconds).
    pub exp: u64,
    /// Unique token id.
    pub jti: String,
}

impl AccessClaims {
    /// The user id.
    pub fn user_id(&self) -> Option<i64> {
        self.sub.parse().ok()
    }

    /// Whether the scopes allow `needed` (`project`, `tm`, `glossary`, …): `*`, the scope itself,
    /// or a parent (`project` allows `project.string`).
    pub fn allows(&self, needed: &str) -> bool {
        self.scope.split_whitespace().any(|s| {
            s == "*"
                || s == needed
                || needed
                    .strip_prefix(s)
                    .is_some_and(|rest| rest.starts_with('.'))
        })
    }
}

/// Signs `claims`.
pub fn mint(key: &str, claims: &AccessClaims) -> String {
    jsonwebtoken::encode(
        &Header::new(Algorithm::HS256),
        claims,
        &EncodingKey::from_secret(key.as_bytes()),
    )
    .unwrap_or_default()
}

/// Verifies a bearer token: HS256 with `key`, not expired (no leeway: tests use short lifetimes).
pub fn verify(key: &str, token: &str) -> Option<AccessClaims> {
    let mut v = Validation::new(Algorithm::HS256);
    v.leeway = 0;
    v.validate_aud = false;
    v.required_spec_claims = ["exp".to_owned()].into_iter().collect();
    jsonwebtoken::decode::<AccessClaims>(
        token.trim(),
        &DecodingKey::from_secret(key.as_bytes()),
        &v,
    )
    .ok()
    .map(|d| d.claims)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims(exp: u64, scope: &str) -> AccessClaims {
        AccessClaims {
            aud: "c".into(),
            sub: "1".into(),
            domain: None,
            organization_id: 1,
            kind: TokenKind::User,
            app: None,
            scope: scope.into(),
            iat: 0,
            exp,
            jti: "x".into(),
        }
    }

    #[test]
    fn mint_verify_and_scopes() {
        let c = claims(u64::MAX / 4, "project tm");
        let t = mint("k", &c);
        assert_eq!(verify("k", &t), Some(c.clone()));
        assert_eq!(verify("other", &t), None);
        assert!(c.allows("project.string") && c.allows("tm") && !c.allows("glossary"));
        assert!(!c.allows("projects"));
        assert_eq!(verify("k", &mint("k", &claims(1, "*"))), None);
    }
}
