//! Installed organizations: get, put (insert or replace; whether to overwrite is the caller's
//! decision), list, and delete with everything stored for them in one transaction.

use super::secrets::Column;
use super::{now_ms, BeginWrite, Organization, QueryContext, Result, Store};

type OrgRow = (
    String,
    i64,
    Option<String>,
    String,
    Vec<u8>,
    i64,
    Option<i64>,
    String,
    i64,
    i64,
);

macro_rules! select_org {
    () => {
        "SELECT credential_key, organization_id, domain, app_id, app_secret, user_id, \
         agent_id, base_url, installed_at, updated_at FROM organizations"
    };
}

/// Every table holding rows of an organization, children first.
const OWNED_TABLES: [&str; 10] = [
    "DELETE FROM work_items WHERE credential_key = $1",
    "DELETE FROM webhook_inbox WHERE credential_key = $1",
    "DELETE FROM webhook_deliveries WHERE credential_key = $1",
    "DELETE FROM step_languages WHERE credential_key = $1",
    "DELETE FROM step_settings WHERE credential_key = $1",
    "DELETE FROM user_tokens WHERE credential_key = $1",
    "DELETE FROM leases WHERE credential_key = $1",
    "DELETE FROM installation_tokens WHERE credential_key = $1",
    "DELETE FROM event_log WHERE credential_key = $1",
    "DELETE FROM job_log WHERE credential_key = $1",
];

impl Store {
    fn organization_from_row(&self, r: OrgRow) -> Result<Organization> {
        let app_secret = self.unseal(Column::AppSecret, &r.0, &r.4)?;
        Ok(Organization {
            credential_key: r.0,
            organization_id: r.1,
            domain: r.2,
            app_id: r.3,
            app_secret,
            user_id: r.5,
            agent_id: r.6,
            base_url: r.7,
            installed_at: r.8,
            updated_at: r.9,
        })
    }

    /// The organization with this credential key, if installed.
    pub async fn get_organization(&self, credential_key: &str) -> Result<Option<Organization>> {
        let sql = concat!(select_org!(), " WHERE credential_key = $1");
        let row: Option<OrgRow> = on_pool!(self, p => sqlx::query_as(sql)
            .bind(credential_key)
            .fetch_optional(p)
            .await
            .op("get_organization"))?;
        row.map(|r| self.organization_from_row(r)).transpose()
    }

    /// Every installed organization, by credential key.
    pub async fn list_organizations(&self) -> Result<Vec<Organization>> {
        let sql = concat!(select_org!(), " ORDER BY credential_key");
        let rows: Vec<OrgRow> = on_pool!(self, p => sqlx::query_as(sql)
            .fetch_all(p)
            .await
            .op("list_organizations"))?;
        rows.into_iter()
            .map(|r| self.organization_from_row(r))
            .collect()
    }

    /// Inserts the organization or replaces the stored one with the same credential key
    /// (keeping its first `installed_at`). The app secret is sealed with the row key as AAD.
    pub async fn put_organization(&self, org: &Organization) -> Result<()> {
        let sealed = self.seal(Column::AppSecret, &org.credential_key, &org.app_secret);
        let now = now_ms();
        let installed = if org.installed_at > 0 {
            org.installed_at
        } else {
            now
        };
        on_pool!(self, p => sqlx::query(
            "INSERT INTO organizations (credential_key, organization_id, domain, app_id, app_secret, \
             user_id, agent_id, base_url, installed_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
             ON CONFLICT (credential_key) DO UPDATE SET organization_id = excluded.organization_id, \
             domain = excluded.domain, app_id = excluded.app_id, app_secret = excluded.app_secret, \
             user_id = excluded.user_id, agent_id = excluded.agent_id, base_url = excluded.base_url, \
             updated_at = excluded.updated_at",
        )
        .bind(&org.credential_key)
        .bind(org.organization_id)
        .bind(&org.domain)
        .bind(&org.app_id)
        .bind(&sealed)
        .bind(org.user_id)
        .bind(org.agent_id)
        .bind(&org.base_url)
        .bind(installed)
        .bind(now)
        .execute(p)
        .await
        .map(|_| ())
        .op("put_organization"))
    }

    /// Removes the organization with its tokens, leases, user tokens, step settings and
    /// languages, queued work, inbox rows and logs, in one transaction. Returns whether it existed.
    pub async fn delete_organization(&self, credential_key: &str) -> Result<bool> {
        on_pool!(self, p => async {
            let mut tx = p.begin_write().await?;
            for sql in OWNED_TABLES {
                sqlx::query(sql).bind(credential_key).execute(&mut *tx).await?;
            }
            let gone = sqlx::query("DELETE FROM organizations WHERE credential_key = $1")
                .bind(credential_key)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            tx.commit().await?;
            Ok(gone > 0)
        }
        .await
        .op("delete_organization"))
    }
}
