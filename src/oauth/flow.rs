//! The pending authorization of one browser: who started it (organization credential key, user,
//! project), its `state` and PKCE verifier, and when it expires, sealed with the store's key
//! (XChaCha20-Poly1305, its own derived key) into the value of the flow's cookie. Any replica
//! sharing the key can finish the flow; nothing is kept on the server meanwhile.
//!
//! What lives here: the sealed payload and the checks on opening it (authentic, not expired,
//! same `state` in constant time). What does not: the cookie's attributes (`cookie`), the routes.

use base64::Engine as _;
use serde::{Deserialize, Serialize};
use subtle::ConstantTimeEq;

use crate::store::{Secret, Store, UserTokenKey};

/// How long an authorization may take from start to callback (seconds).
pub const TTL_SECS: u64 = 600;

/// The associated data of the sealed value (the cookie's purpose).
const BINDING: &str = "locforge oauth pending authorization v1";

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// An authorization waiting for the platform's answer. `Debug` hides the state and verifier.
#[derive(Clone, Serialize, Deserialize)]
pub struct Pending {
    /// The `state` sent to the authorization server.
    #[serde(rename = "s")]
    pub state: String,
    /// The PKCE code verifier.
    #[serde(rename = "v")]
    pub verifier: String,
    /// The organization's credential key.
    #[serde(rename = "o")]
    pub credential_key: String,
    /// The user who opened the page.
    #[serde(rename = "u")]
    pub user_id: i64,
    /// The project of the page (0 when the page had none).
    #[serde(rename = "p")]
    pub project_id: i64,
    /// Expiry, Unix seconds.
    #[serde(rename = "e")]
    pub expires_at: u64,
}

impl std::fmt::Debug for Pending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pending")
            .field("organization", &self.credential_key)
            .field("user_id", &self.user_id)
            .field("project_id", &self.project_id)
            .field("expires_at", &self.expires_at)
            .finish_non_exhaustive()
    }
}

/// Why a cookie's value does not give a pending authorization.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FlowError {
    /// Not base64url, or does not authenticate (tampered, forged, sealed with another key).
    #[error("the authorization cookie is not valid")]
    Unsealable,
    /// Authentic but past its expiry.
    #[error("the authorization expired (it must be finished within 10 minutes)")]
    Expired,
}

impl Pending {
    /// The key its token is stored under.
    pub fn token_key(&self) -> UserTokenKey {
        UserTokenKey {
            credential_key: self.credential_key.clone(),
            project_id: self.project_id,
            user_id: self.user_id,
        }
    }

    /// The verifier, as a secret.
    pub fn verifier(&self) -> Secret {
        Secret::new(self.verifier.clone())
    }

    /// Whether `given` is this authorization's state (constant time).
    pub fn state_matches(&self, given: &str) -> bool {
        self.state.as_bytes().ct_eq(given.as_bytes()).into()
    }

    /// The cookie value: the sealed JSON, base64url.
    pub fn seal(&self, store: &Store) -> String {
        // Serializing strings and integers cannot fail.
        let json = Secret::new(serde_json::to_string(self).unwrap_or_default());
        B64.encode(store.seal_oauth_flow(BINDING, &json))
    }

    /// Opens a cookie value sealed by [`Self::seal`] and checks its expiry against `now` (Unix s).
    pub fn open(store: &Store, value: &str, now: u64) -> Result<Pending, FlowError> {
        let sealed = B64
            .decode(value.trim())
            .map_err(|_| FlowError::Unsealable)?;
        let json = store
            .open_oauth_flow(BINDING, &sealed)
            .map_err(|_| FlowError::Unsealable)?;
        let p: Pending = serde_json::from_str(json.expose()).map_err(|_| FlowError::Unsealable)?;
        if p.expires_at <= now {
            return Err(FlowError::Expired);
        }
        Ok(p)
    }
}
