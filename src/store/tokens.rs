//! Tokens: an organization's installation token, the leases that make its renewal (and other
//! per-organization jobs) single-flight across replicas, and per-user OAuth tokens. Every token
//! is sealed; the row key is the associated data.

use std::time::Duration;

use super::secrets::Column;
use super::{
    ms, now_ms, InstallationToken, LeaseKind, QueryContext, Result, Store, UserToken, UserTokenKey,
};

impl Store {
    /// The organization's installation token, if one is stored.
    pub async fn get_installation_token(
        &self,
        credential_key: &str,
    ) -> Result<Option<InstallationToken>> {
        let row: Option<(Vec<u8>, i64)> = on_pool!(self, p => sqlx::query_as(
            "SELECT access_token, expires_at FROM installation_tokens WHERE credential_key = $1",
        )
        .bind(credential_key)
        .fetch_optional(p)
        .await
        .op("get_installation_token"))?;
        row.map(|(sealed, expires_at)| {
            Ok(InstallationToken {
                access_token: self.unseal(
                    Column::InstallationAccessToken,
                    credential_key,
                    &sealed,
                )?,
                expires_at,
            })
        })
        .transpose()
    }

    /// Stores (replaces) the organization's installation token. The organization must exist.
    pub async fn put_installation_token(
        &self,
        credential_key: &str,
        token: &InstallationToken,
    ) -> Result<()> {
        let sealed = self.seal(
            Column::InstallationAccessToken,
            credential_key,
            &token.access_token,
        );
        on_pool!(self, p => sqlx::query(
            "INSERT INTO installation_tokens (credential_key, access_token, expires_at, updated_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (credential_key) DO UPDATE SET \
             access_token = excluded.access_token, expires_at = excluded.expires_at, \
             updated_at = excluded.updated_at",
        )
        .bind(credential_key)
        .bind(&sealed)
        .bind(token.expires_at)
        .bind(now_ms())
        .execute(p)
        .await
        .map(|_| ())
        .op("put_installation_token"))
    }

    /// Forgets the organization's installation token (after a refused renewal, for instance).
    pub async fn delete_installation_token(&self, credential_key: &str) -> Result<bool> {
        on_pool!(self, p => sqlx::query("DELETE FROM installation_tokens WHERE credential_key = $1")
            .bind(credential_key)
            .execute(p)
            .await
            .map(|r| r.rows_affected() > 0)
            .op("delete_installation_token"))
    }

    /// Takes the organization's `kind` lease for `holder` until now + `ttl`, when it is free,
    /// expired, or already `holder`'s (then it is extended). Exactly one of many concurrent
    /// callers, on any replica, gets `true`. The organization must exist.
    pub async fn try_acquire_lease(
        &self,
        credential_key: &str,
        kind: LeaseKind,
        holder: &str,
        ttl: Duration,
    ) -> Result<bool> {
        let now = now_ms();
        let until = now.saturating_add(ms(ttl));
        on_pool!(self, p => sqlx::query(
            "INSERT INTO leases (credential_key, purpose, holder, lease_until) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (credential_key, purpose) DO UPDATE SET holder = excluded.holder, \
             lease_until = excluded.lease_until \
             WHERE leases.lease_until <= $5 OR leases.holder = excluded.holder",
        )
        .bind(credential_key)
        .bind(kind.as_str())
        .bind(holder)
        .bind(until)
        .bind(now)
        .execute(p)
        .await
        .map(|r| r.rows_affected() == 1)
        .op("try_acquire_lease"))
    }

    /// Gives the lease back if `holder` still has it. Returns whether it did.
    pub async fn release_lease(
        &self,
        credential_key: &str,
        kind: LeaseKind,
        holder: &str,
    ) -> Result<bool> {
        on_pool!(self, p => sqlx::query(
            "DELETE FROM leases WHERE credential_key = $1 AND purpose = $2 AND holder = $3",
        )
        .bind(credential_key)
        .bind(kind.as_str())
        .bind(holder)
        .execute(p)
        .await
        .map(|r| r.rows_affected() > 0)
        .op("release_lease"))
    }

    /// A user's OAuth tokens, if stored.
    pub async fn get_user_token(&self, key: &UserTokenKey) -> Result<Option<UserToken>> {
        let k = key.key();
        let row: Option<(Vec<u8>, Option<Vec<u8>>, i64)> = on_pool!(self, p => sqlx::query_as(
            "SELECT access_token, refresh_token, expires_at FROM user_tokens WHERE token_key = $1",
        )
        .bind(&k)
        .fetch_optional(p)
        .await
        .op("get_user_token"))?;
        let Some((access, refresh, expires_at)) = row else {
            return Ok(None);
        };
        Ok(Some(UserToken {
            access_token: self.unseal(Column::UserAccessToken, &k, &access)?,
            refresh_token: refresh
                .map(|r| self.unseal(Column::UserRefreshToken, &k, &r))
                .transpose()?,
            expires_at,
        }))
    }

    /// Stores (replaces) a user's OAuth tokens. The organization must exist.
    pub async fn put_user_token(&self, key: &UserTokenKey, token: &UserToken) -> Result<()> {
        let k = key.key();
        let access = self.seal(Column::UserAccessToken, &k, &token.access_token);
        let refresh = token
            .refresh_token
            .as_ref()
            .map(|r| self.seal(Column::UserRefreshToken, &k, r));
        on_pool!(self, p => sqlx::query(
            "INSERT INTO user_tokens (token_key, credential_key, project_id, user_id, access_token, \
             refresh_token, expires_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (token_key) DO UPDATE SET access_token = excluded.access_token, \
             refresh_token = excluded.refresh_token, expires_at = excluded.expires_at, \
             updated_at = excluded.updated_at",
        )
        .bind(&k)
        .bind(&key.credential_key)
        .bind(key.project_id)
        .bind(key.user_id)
        .bind(&access)
        .bind(&refresh)
        .bind(token.expires_at)
        .bind(now_ms())
        .execute(p)
        .await
        .map(|_| ())
        .op("put_user_token"))
    }

    /// Forgets a user's OAuth tokens. Returns whether there were any.
    pub async fn delete_user_token(&self, key: &UserTokenKey) -> Result<bool> {
        on_pool!(self, p => sqlx::query("DELETE FROM user_tokens WHERE token_key = $1")
            .bind(key.key())
            .execute(p)
            .await
            .map(|r| r.rows_affected() > 0)
            .op("delete_user_token"))
    }
}
