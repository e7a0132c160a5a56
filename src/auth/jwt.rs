//! Signed request tokens on platform → app calls: HS256 only, keyed by the app's client secret,
//! `exp` with at most 60 s leeway, `iat` not in the future, `aud` = our client id when present,
//! `module` = the called module when present, `context.organization_id` and `context.user_id`
//! required (integers or numeric strings).

use std::collections::HashSet;

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Clock skew tolerated on `exp` and `iat`.
pub const LEEWAY_SECS: u64 = 60;

/// Who a verified token speaks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    /// `context.organization_id`.
    pub organization_id: i64,
    /// `context.user_id`.
    pub user_id: i64,
    /// `context.project_id`, when present.
    pub project_id: Option<i64>,
    /// Enterprise domain, `None` on the standard environment.
    pub domain: Option<String>,
    /// Module key the token was minted for, when present.
    pub module: Option<String>,
}

/// Why a token was refused (all map to 403 but for `Missing`, which is 401).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// No token in the request.
    #[error("this route needs a signed token (Authorization: Bearer <token> or ?jwtToken=)")]
    Missing,
    /// The token failed verification.
    #[error("the signed token was refused: {0}")]
    Invalid(String),
}

#[derive(Debug, Deserialize)]
struct RawClaims {
    #[serde(default)]
    aud: Option<Value>,
    #[serde(default)]
    domain: Option<String>,
    #[serde(default)]
    module: Option<String>,
    #[serde(default)]
    iat: Option<Value>,
    #[serde(default)]
    context: Option<RawContext>,
}

#[derive(Debug, Deserialize)]
struct RawContext {
    #[serde(default)]
    organization_id: Option<Value>,
    #[serde(default)]
    user_id: Option<Value>,
    #[serde(default)]
    project_id: Option<Value>,
}

/// Claims the service mints (CLI `token`, tests, the emulator).
#[derive(Debug, Clone, Serialize)]
pub struct MintClaims {
    /// Client id.
    pub aud: String,
    /// User id as a string.
    pub sub: String,
    /// Enterprise domain or null.
    pub domain: Option<String>,
    /// Module key, when the token is for one module.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub module: Option<String>,
    /// Issued at (unix seconds).
    pub iat: u64,
    /// Expiry (unix seconds).
    pub exp: u64,
    /// Organization, user and project.
    pub context: MintContext,
}

/// `context` claim of minted tokens.
#[derive(Debug, Clone, Serialize)]
pub struct MintContext {
    /// Organization id.
    pub organization_id: i64,
    /// User id.
    pub user_id: i64,
    /// Project id, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub project_id: Option<i64>,
}

/// Verifies signed request tokens for one app.
#[derive(Clone)]
pub struct TokenVerifier {
    key: DecodingKey,
    client_id: String,
}

impl std::fmt::Debug for TokenVerifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TokenVerifier")
            .field("client_id", &self.client_id)
            .finish_non_exhaustive()
    }
}

impl TokenVerifier {
    /// A verifier for tokens signed with `client_secret` for `client_id`.
    pub fn new(client_id: &str, client_secret: &str) -> TokenVerifier {
        TokenVerifier {
            key: DecodingKey::from_secret(client_secret.as_bytes()),
            client_id: client_id.to_owned(),
        }
    }

    /// Checks `token` for a call to `module` (or any module when `None`) at time `now`.
    pub fn verify(
        &self,
        token: &str,
        module: Option<&str>,
        now: u64,
    ) -> Result<Identity, TokenError> {
        let mut v = Validation::new(Algorithm::HS256);
        v.algorithms = vec![Algorithm::HS256];
        v.leeway = LEEWAY_SECS;
        v.required_spec_claims = HashSet::new();
        v.validate_exp = true;
        v.validate_aud = false;
        let data = jsonwebtoken::decode::<RawClaims>(token.trim(), &self.key, &v)
            .map_err(|e| TokenError::Invalid(describe(&e)))?;
        let c = data.claims;
        if let Some(aud) = &c.aud {
            let ok = match aud {
                Value::String(s) => s == &self.client_id,
                Value::Array(items) => items.iter().any(|a| a.as_str() == Some(&self.client_id)),
                _ => false,
            };
            if !ok {
                return Err(TokenError::Invalid(
                    "the token was issued for another app (aud does not match our client id)"
                        .into(),
                ));
            }
        }
        if let Some(iat) = c.iat.as_ref().and_then(as_i64) {
            if iat > now as i64 + LEEWAY_SECS as i64 {
                return Err(TokenError::Invalid(
                    "the token is issued in the future (iat)".into(),
                ));
            }
        }
        if let (Some(claimed), Some(route)) = (&c.module, module) {
            if claimed != route {
                return Err(TokenError::Invalid(format!(
                    "the token is for module `{claimed}`, not `{route}`"
                )));
            }
        }
        let ctx = c
            .context
            .ok_or_else(|| TokenError::Invalid("the token has no `context` claim".into()))?;
        let organization_id = ctx
            .organization_id
            .as_ref()
            .and_then(as_i64)
            .ok_or_else(|| TokenError::Invalid("the token lacks context.organization_id".into()))?;
        let user_id = ctx
            .user_id
            .as_ref()
            .and_then(as_i64)
            .ok_or_else(|| TokenError::Invalid("the token lacks context.user_id".into()))?;
        Ok(Identity {
            organization_id,
            user_id,
            project_id: ctx.project_id.as_ref().and_then(as_i64),
            domain: c.domain.filter(|d| !d.is_empty()),
            module: c.module,
        })
    }
}

/// Signs `claims` with HS256 and `secret`.
pub fn mint(secret: &str, claims: &MintClaims) -> Result<String, jsonwebtoken::errors::Error> {
    jsonwebtoken::encode(
        &Header::new(Algorithm::HS256),
        claims,
        &EncodingKey::from_secret(secret.as_bytes()),
    )
}

/// A development token for organization 1, user 1, valid for `ttl` seconds.
pub fn dev_claims(client_id: &str, now: u64, ttl: u64) -> MintClaims {
    MintClaims {
        aud: client_id.to_owned(),
        sub: "1".into(),
        domain: None,
        module: None,
        iat: now,
        exp: now + ttl,
        context: MintContext {
            organization_id: 1,
            user_id: 1,
            project_id: Some(1),
        },
    }
}

fn as_i64(v: &Value) -> Option<i64> {
    match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn describe(e: &jsonwebtoken::errors::Error) -> String {
    use jsonwebtoken::errors::ErrorKind;
    match e.kind() {
        ErrorKind::InvalidSignature => "bad signature".into(),
        ErrorKind::ExpiredSignature => "the token has expired".into(),
        ErrorKind::InvalidAlgorithm | ErrorKind::InvalidAlgorithmName => {
            "only HS256 tokens are accepted".into()
        }
        ErrorKind::InvalidToken
        | ErrorKind::Base64(_)
        | ErrorKind::Json(_)
        | ErrorKind::Utf8(_) => {
            "the token is malformed (or uses an algorithm other than HS256)".into()
        }
        _ => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine;

    const SECRET: &str = "0123456789abcdef0123456789abcdef";

    fn verifier() -> TokenVerifier {
        TokenVerifier::new("client", SECRET)
    }

    fn now() -> u64 {
        crate::transfer::blob::unix_now()
    }

    #[test]
    fn valid_token_gives_identity() {
        let t = mint(SECRET, &dev_claims("client", now(), 60)).expect("mint");
        let id = verifier().verify(&t, None, now()).expect("valid");
        assert_eq!(
            (id.organization_id, id.user_id, id.project_id),
            (1, 1, Some(1))
        );
    }

    #[test]
    fn refusals() {
        let good = dev_claims("client", now(), 60);
        let wrong_secret = mint("another-secret-another-secret", &good).expect("mint");
        assert!(
            matches!(verifier().verify(&wrong_secret, None, now()), Err(TokenError::Invalid(m)) if m.contains("signature"))
        );
        // far past expiry; jsonwebtoken compares against the real clock, so use an old exp
        let mut old = good.clone();
        old.iat = 1;
        old.exp = 2;
        let expired = mint(SECRET, &old).expect("mint");
        assert!(
            matches!(verifier().verify(&expired, None, 3), Err(TokenError::Invalid(m)) if m.contains("expired"))
        );
        let mut other_aud = good.clone();
        other_aud.aud = "someone-else".into();
        other_aud.exp = u64::MAX / 2;
        let t = mint(SECRET, &other_aud).expect("mint");
        assert!(verifier().verify(&t, None, now()).is_err());
        let mut wrong_module = good.clone();
        wrong_module.module = Some("a".into());
        wrong_module.exp = u64::MAX / 2;
        let t = mint(SECRET, &wrong_module).expect("mint");
        assert!(verifier().verify(&t, Some("b"), now()).is_err());
        assert!(verifier().verify(&t, Some("a"), now()).is_ok());
        let mut future = good.clone();
        future.iat = now() + 3600;
        let t = mint(SECRET, &future).expect("mint");
        assert!(
            matches!(verifier().verify(&t, None, now()), Err(TokenError::Invalid(m)) if m.contains("future"))
        );
    }

    #[test]
    fn alg_none_and_other_algorithms_are_refused() {
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        let payload = b64.encode(r#"{"context":{"organization_id":1,"user_id":1}}"#);
        let none = format!("{}.{payload}.", b64.encode(r#"{"alg":"none","typ":"JWT"}"#));
        assert!(verifier().verify(&none, None, 0).is_err());
        let hs512 = jsonwebtoken::encode(
            &Header::new(Algorithm::HS512),
            &serde_json::json!({"context":{"organization_id":1,"user_id":1}}),
            &EncodingKey::from_secret(SECRET.as_bytes()),
        )
        .expect("mint");
        assert!(
            matches!(verifier().verify(&hs512, None, 0), Err(TokenError::Invalid(m)) if m.contains("HS256"))
        );
    }

    #[test]
    fn missing_context_claims_are_refused() {
        let t = jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &serde_json::json!({"context":{"organization_id":"7"}}),
            &EncodingKey::from_secret(SECRET.as_bytes()),
        )
        .expect("mint");
        assert!(
            matches!(verifier().verify(&t, None, 0), Err(TokenError::Invalid(m)) if m.contains("user_id"))
        );
    }
}
