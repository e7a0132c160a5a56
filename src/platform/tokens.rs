//! The installation token manager: one valid token per organization, renewed before expiry
//! (`expires_at − 120 s`), single-flight per organization inside the process (a per-organization
//! async mutex) and across replicas (the store's [`LeaseKind::TokenRenewal`] lease; a replica that
//! loses waits for the winner's token and re-reads it). Tokens live only in the store, sealed.
//! No HTTP serving here, and nothing logged carries a secret.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use reqwest::Url;

use super::bases::ApiBases;
use super::grant::{request_token, GrantKind, GrantRequest, TokenError};
use crate::store::{InstallationToken, LeaseKind, Organization, Secret, Store};
use crate::transfer::fetch::Fetcher;

/// Settings of the token manager.
#[derive(Debug, Clone)]
pub struct TokenOptions {
    /// `{auth_url}/oauth/token`.
    pub token_url: Url,
    /// OAuth client id of the app.
    pub client_id: String,
    /// OAuth client secret of the app.
    pub client_secret: Secret,
    /// `crowdin_app` (default) or `crowdin_agent` (manifests with an `agent` block).
    pub grant: GrantKind,
    /// Timeout of one grant call (default 15 s).
    pub timeout: Duration,
    /// Renew this long before expiry (default 120 s, docs/PROTOCOL.md §12).
    pub renew_margin: Duration,
    /// How long a replica may hold the renewal lease (default: twice the timeout plus 5 s).
    pub lease_ttl: Duration,
    /// How often a replica waiting for another's renewal re-reads the store (default 100 ms).
    pub wait_poll: Duration,
    /// This replica's name in the lease (default: random).
    pub holder: String,
}

impl TokenOptions {
    /// Defaults for the configured bases and OAuth client.
    pub fn new(bases: &ApiBases, client_id: &str, client_secret: &str) -> Self {
        let timeout = Duration::from_secs(15);
        TokenOptions {
            token_url: bases.token_url(),
            client_id: client_id.to_owned(),
            client_secret: Secret::new(client_secret),
            grant: GrantKind::App,
            timeout,
            renew_margin: Duration::from_secs(120),
            lease_ttl: timeout * 2 + Duration::from_secs(5),
            wait_poll: Duration::from_millis(100),
            holder: format!("replica-{}", hex::encode(rand::random::<[u8; 8]>())),
        }
    }
}

/// Hands out installation tokens per organization. Cheap to clone; share one per process.
#[derive(Clone)]
pub struct TokenManager {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    fetcher: Fetcher,
    opts: TokenOptions,
    locks: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

impl std::fmt::Debug for TokenManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TokenManager")
            .field("token_url", &self.inner.opts.token_url.as_str())
            .field("grant", &self.inner.opts.grant)
            .finish_non_exhaustive()
    }
}

fn store_err(e: crate::store::StoreError) -> TokenError {
    TokenError::Store(e.to_string())
}

impl TokenManager {
    /// A manager over `store`, calling the token endpoint through `fetcher` (the guarded client).
    pub fn new(store: Store, fetcher: Fetcher, opts: TokenOptions) -> Self {
        TokenManager {
            inner: Arc::new(Inner {
                store,
                fetcher,
                opts,
                locks: Mutex::new(HashMap::new()),
            }),
        }
    }

    /// The options in use.
    pub fn options(&self) -> &TokenOptions {
        &self.inner.opts
    }

    /// The store the tokens live in.
    pub(crate) fn store(&self) -> &Store {
        &self.inner.store
    }

    /// Runs the grant for `org` without storing anything: how `installed` verifies that an
    /// installation is genuine before it stores the organization (then [`Self::store_token`]).
    pub async fn grant(&self, org: &Organization) -> Result<InstallationToken, TokenError> {
        let o = &self.inner.opts;
        let req = GrantRequest {
            token_url: &o.token_url,
            client_id: &o.client_id,
            client_secret: &o.client_secret,
            kind: o.grant,
            timeout: o.timeout,
        };
        request_token(&self.inner.fetcher, &req, org).await
    }

    /// Stores a token obtained by [`Self::grant`] (the organization must be stored).
    pub async fn store_token(
        &self,
        credential_key: &str,
        token: &InstallationToken,
    ) -> Result<(), TokenError> {
        self.inner
            .store
            .put_installation_token(credential_key, token)
            .await
            .map_err(store_err)
    }

    /// A valid installation token of the organization: the stored one while it is more than the
    /// renewal margin from expiry, else a new one from the grant (one grant per organization at a
    /// time, in this process and across replicas).
    pub async fn token_for(&self, credential_key: &str) -> Result<Secret, TokenError> {
        self.obtain(credential_key, None).await
    }

    /// Reports that `stale` was refused (a 401): it is dropped from the store if it is still the
    /// stored token, so the next [`Self::token_for`] renews. Concurrent reports of the same
    /// token lead to one renewal.
    pub async fn invalidate(&self, credential_key: &str, stale: &Secret) -> Result<(), TokenError> {
        let lock = self.lock_of(credential_key);
        let _guard = lock.lock().await;
        let stored = self
            .inner
            .store
            .get_installation_token(credential_key)
            .await
            .map_err(store_err)?;
        if stored.is_some_and(|t| &t.access_token == stale) {
            self.inner
                .store
                .delete_installation_token(credential_key)
                .await
                .map_err(store_err)?;
            tracing::info!(
                organization = credential_key,
                "installation token refused by the API; dropped"
            );
        }
        Ok(())
    }

    /// A renewed token after `stale` was refused: [`Self::invalidate`] then [`Self::token_for`].
    pub async fn renew_after_unauthorized(
        &self,
        credential_key: &str,
        stale: &Secret,
    ) -> Result<Secret, TokenError> {
        self.obtain(credential_key, Some(stale)).await
    }

    fn lock_of(&self, key: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = match self.inner.locks.lock() {
            Ok(l) => l,
            Err(poisoned) => poisoned.into_inner(),
        };
        locks.entry(key.to_owned()).or_default().clone()
    }

    fn usable(&self, t: &InstallationToken, reject: Option<&Secret>) -> bool {
        let margin = i64::try_from(self.inner.opts.renew_margin.as_millis()).unwrap_or(i64::MAX);
        t.expires_at.saturating_sub(margin) > crate::store::now_ms()
            && reject.is_none_or(|r| r != &t.access_token)
    }

    async fn stored_usable(
        &self,
        key: &str,
        reject: Option<&Secret>,
    ) -> Result<Option<Secret>, TokenError> {
        let t = self
            .inner
            .store
            .get_installation_token(key)
            .await
            .map_err(store_err)?;
        Ok(t.filter(|t| self.usable(t, reject)).map(|t| t.access_token))
    }

    async fn obtain(&self, key: &str, reject: Option<&Secret>) -> Result<Secret, TokenError> {
        if let Some(t) = self.stored_usable(key, reject).await? {
            return Ok(t);
        }
        let lock = self.lock_of(key);
        let _guard = lock.lock().await;
        let o = &self.inner.opts;
        let store = &self.inner.store;
        let deadline = tokio::time::Instant::now() + o.lease_ttl + o.timeout;
        let org = store
            .get_organization(key)
            .await
            .map_err(store_err)?
            .ok_or_else(|| TokenError::UnknownOrganization(key.to_owned()))?;
        loop {
            // Another task of this process (or another replica) may have renewed meanwhile.
            if let Some(t) = self.stored_usable(key, reject).await? {
                return Ok(t);
            }
            let won = store
                .try_acquire_lease(key, LeaseKind::TokenRenewal, &o.holder, o.lease_ttl)
                .await
                .map_err(store_err)?;
            if won {
                let result = self.renew_holding_lease(&org, reject).await;
                if let Err(e) = store
                    .release_lease(key, LeaseKind::TokenRenewal, &o.holder)
                    .await
                {
                    tracing::warn!(organization = key, error = %e, "could not release the token renewal lease");
                }
                return result;
            }
            if tokio::time::Instant::now() >= deadline {
                return Err(TokenError::LeaseTimeout(key.to_owned()));
            }
            tokio::time::sleep(o.wait_poll).await;
        }
    }

    async fn renew_holding_lease(
        &self,
        org: &Organization,
        reject: Option<&Secret>,
    ) -> Result<Secret, TokenError> {
        let key = org.credential_key.as_str();
        // The previous holder may have stored a token just before we took the lease.
        if let Some(t) = self.stored_usable(key, reject).await? {
            return Ok(t);
        }
        let token = match self.grant(org).await {
            Ok(t) => t,
            Err(e) => {
                crate::observability::metrics::token_renewal(false);
                tracing::warn!(organization = key, error = %e, "installation token grant failed");
                return Err(e);
            }
        };
        crate::observability::metrics::token_renewal(true);
        self.store_token(key, &token).await?;
        tracing::info!(
            organization = key,
            grant = self.inner.opts.grant.grant_type(),
            expires_at = token.expires_at,
            "installation token renewed"
        );
        Ok(token.access_token)
    }
}
