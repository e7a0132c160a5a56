//! Per-user OAuth tokens (issue 13): [`UserTokens`] hands out a valid access token of a user who
//! authorized the app, renewing it with the `refresh_token` grant at `expires_at − 120 s` without
//! the user, one renewal per user at a time in this process (a per-user async mutex). The
//! platform rotates refresh tokens, so a renewal that another replica won shows up as a refused
//! refresh: the stored pair is re-read before anything is forgotten. A refresh the platform
//! refuses (`invalid_grant`) forgets the user's token: they must authorize again, and the error
//! says so. Tokens live only in the store, sealed (`user_tokens`).
//!
//! What does not live here: the browser side of the flow (the `oauth` module), the wire of the grants
//! ([`super::user_grant`]). Nothing here logs a token.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use reqwest::Url;

use super::grant::TokenError;
use super::tokens::TokenOptions;
use super::user_grant::{self, UserGrantRequest};
use crate::store::{Secret, Store, UserToken, UserTokenKey};
use crate::transfer::fetch::Fetcher;

/// Lock entries kept before idle ones are dropped.
const MAX_IDLE_LOCKS: usize = 1024;

/// Hands out user access tokens. Cheap to clone; one per process (held by the platform client).
#[derive(Clone)]
pub struct UserTokens {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    fetcher: Fetcher,
    token_url: Url,
    client_id: String,
    client_secret: Secret,
    timeout: Duration,
    renew_margin: Duration,
    locks: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

impl std::fmt::Debug for UserTokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UserTokens")
            .field("token_url", &self.inner.token_url.as_str())
            .finish_non_exhaustive()
    }
}

fn store_err(e: crate::store::StoreError) -> TokenError {
    TokenError::Store(e.to_string())
}

impl UserTokens {
    /// A manager over `store`, calling the token endpoint of `opts` (the installation token
    /// manager's: same endpoint, client, timeout and renewal margin) through `fetcher`.
    pub fn new(store: Store, fetcher: Fetcher, opts: &TokenOptions) -> Self {
        UserTokens {
            inner: Arc::new(Inner {
                store,
                fetcher,
                token_url: opts.token_url.clone(),
                client_id: opts.client_id.clone(),
                client_secret: opts.client_secret.clone(),
                timeout: opts.timeout,
                renew_margin: opts.renew_margin,
                locks: Mutex::new(HashMap::new()),
            }),
        }
    }

    /// The OAuth client id (the authorization request's `client_id`).
    pub fn client_id(&self) -> &str {
        &self.inner.client_id
    }

    fn request<'a>(&'a self, organization: &'a str) -> UserGrantRequest<'a> {
        UserGrantRequest {
            token_url: &self.inner.token_url,
            client_id: &self.inner.client_id,
            client_secret: &self.inner.client_secret,
            timeout: self.inner.timeout,
            organization,
        }
    }

    /// Exchanges an authorization code (with its PKCE verifier and the flow's `redirect_uri`)
    /// for the user's tokens. Nothing is stored: see [`Self::store`].
    pub async fn exchange_code(
        &self,
        credential_key: &str,
        redirect_uri: &Url,
        code: &Secret,
        verifier: &Secret,
    ) -> Result<UserToken, TokenError> {
        let req = self.request(credential_key);
        user_grant::exchange_code(&self.inner.fetcher, &req, redirect_uri, code, verifier).await
    }

    /// Stores (replaces) the user's tokens, sealed. The organization must be stored.
    pub async fn store(&self, key: &UserTokenKey, token: &UserToken) -> Result<(), TokenError> {
        self.inner
            .store
            .put_user_token(key, token)
            .await
            .map_err(store_err)
    }

    /// Whether the user has a stored token (valid or renewable).
    pub async fn is_authorized(&self, key: &UserTokenKey) -> Result<bool, TokenError> {
        Ok(self
            .inner
            .store
            .get_user_token(key)
            .await
            .map_err(store_err)?
            .is_some())
    }

    /// Forgets the user's tokens ("sign out"). Returns whether there were any.
    pub async fn forget(&self, key: &UserTokenKey) -> Result<bool, TokenError> {
        let lock = self.lock_of(&key.key());
        let _guard = lock.lock().await;
        self.inner
            .store
            .delete_user_token(key)
            .await
            .map_err(store_err)
    }

    /// A valid access token of the user: the stored one while it is more than the renewal margin
    /// from expiry, else a renewed one. [`TokenError::UserNotAuthorized`] when nothing is stored,
    /// [`TokenError::UserAuthorizationRevoked`] when the platform refused the renewal (the token
    /// is then forgotten).
    pub async fn token_for(&self, key: &UserTokenKey) -> Result<Secret, TokenError> {
        self.obtain(key, None).await
    }

    /// A renewed token after `stale` was refused by the API (a 401): renews unless another task
    /// already replaced `stale`.
    pub async fn renew_after_unauthorized(
        &self,
        key: &UserTokenKey,
        stale: &Secret,
    ) -> Result<Secret, TokenError> {
        self.obtain(key, Some(stale)).await
    }

    fn lock_of(&self, key: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = match self.inner.locks.lock() {
            Ok(l) => l,
            Err(poisoned) => poisoned.into_inner(),
        };
        if locks.len() >= MAX_IDLE_LOCKS {
            locks.retain(|_, l| Arc::strong_count(l) > 1);
        }
        locks.entry(key.to_owned()).or_default().clone()
    }

    fn usable(&self, t: &UserToken, reject: Option<&Secret>) -> bool {
        let margin = i64::try_from(self.inner.renew_margin.as_millis()).unwrap_or(i64::MAX);
        t.expires_at.saturating_sub(margin) > crate::store::now_ms()
            && reject.is_none_or(|r| r != &t.access_token)
    }

    async fn stored(&self, key: &UserTokenKey) -> Result<Option<UserToken>, TokenError> {
        self.inner
            .store
            .get_user_token(key)
            .await
            .map_err(store_err)
    }

    async fn obtain(
        &self,
        key: &UserTokenKey,
        reject: Option<&Secret>,
    ) -> Result<Secret, TokenError> {
        let k = key.key();
        match self.stored(key).await? {
            None => return Err(TokenError::UserNotAuthorized(k)),
            Some(t) if self.usable(&t, reject) => return Ok(t.access_token),
            Some(_) => {}
        }
        let lock = self.lock_of(&k);
        let _guard = lock.lock().await;
        // Another task may have renewed while this one waited for the lock.
        let Some(current) = self.stored(key).await? else {
            return Err(TokenError::UserNotAuthorized(k));
        };
        if self.usable(&current, reject) {
            return Ok(current.access_token);
        }
        let Some(refresh_token) = current.refresh_token.clone() else {
            self.forget_locked(key).await?;
            return Err(TokenError::UserAuthorizationRevoked {
                user: k,
                message: "the token expired and the platform gave no refresh token".into(),
            });
        };
        let req = self.request(&key.credential_key);
        match user_grant::refresh(&self.inner.fetcher, &req, &refresh_token).await {
            Ok(renewed) => {
                self.store(key, &renewed).await?;
                tracing::info!(
                    user = %k,
                    expires_at = renewed.expires_at,
                    "user token renewed"
                );
                Ok(renewed.access_token)
            }
            Err(TokenError::Rejected {
                status: 400,
                message,
                ..
            }) => {
                // Another replica may have rotated the pair: its new token is stored then.
                if let Some(t) = self.stored(key).await? {
                    if t.refresh_token != current.refresh_token && self.usable(&t, reject) {
                        return Ok(t.access_token);
                    }
                }
                self.forget_locked(key).await?;
                tracing::info!(user = %k, reason = %message, "user token renewal refused; token forgotten");
                Err(TokenError::UserAuthorizationRevoked { user: k, message })
            }
            Err(e) => {
                tracing::warn!(user = %k, error = %e, "user token renewal failed");
                Err(e)
            }
        }
    }

    async fn forget_locked(&self, key: &UserTokenKey) -> Result<bool, TokenError> {
        self.inner
            .store
            .delete_user_token(key)
            .await
            .map_err(store_err)
    }
}
