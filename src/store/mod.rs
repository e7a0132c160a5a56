//! The store: persistence only — no HTTP, no platform calls, no decisions about what to store.
//!
//! Everything issue 11 keeps lives here: installed organizations (app secret sealed), installation
//! tokens with a renewal lease, per-user OAuth tokens, workflow-step settings and the languages
//! seen per step, the durable webhook inbox, the workflow work queue, and the per-organization
//! event and job logs. Two backends, both on sqlx with versioned migrations embedded in the
//! binary and applied at [`Store::open`]:
//!
//! - **SQLite** (the default): a file in the data directory, created on first open, WAL, busy timeout;
//! - **PostgreSQL** when `database_url` is a `postgres://` URL.
//!
//! **Why a struct over an enum of pools rather than a trait object.** There are exactly two
//! backends, both known at compile time, and almost every query is the same text on both (SQLite
//! accepts PostgreSQL's `$1` placeholders, both have `ON CONFLICT … DO UPDATE … WHERE` and
//! `RETURNING`). So [`Store`] is one concrete `Clone + Send + Sync` type whose `async fn`s write
//! each query once and run it on whichever pool is open (the private `on_pool!` macro expands the
//! same code for both pool types); only the queue claims differ (`FOR UPDATE SKIP LOCKED` on
//! PostgreSQL, one atomic write statement on SQLite). No boxed futures, no `async-trait`, no second
//! copy of every method, and callers hold a `Store` (cheap to clone) instead of `Arc<dyn …>`.
//!
//! Times are Unix milliseconds from this process's clock. Secrets are sealed with
//! [`secrets::Sealer`] before they reach SQL; [`secrets::Secret`] never prints its value.
//!
//! One concept per file: [`secrets`] (keys and sealing), [`model`] (records), `sqlite` / `postgres`
//! (opening a backend), `migrations` (the embedded schema), one file per stored concept
//! (`organizations`, `tokens`, `steps`, `inbox`, `queue`, `logs`), and [`claim`] (the claim
//! loop the two leased queues share).

pub mod claim;
pub mod model;
pub mod secrets;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use sqlx::{PgPool, SqlitePool};

pub use model::*;
pub use secrets::{resolve_client_secret, MasterKey, Secret};

use secrets::{Column, OpenError, Sealer};

/// Runs `$body` with `$p` bound to the open pool, whichever backend it is. The body is expanded
/// once per backend, so it may use backend-specific types (transactions) as long as both compile.
/// The claim statement of a leased queue (`$table`: the inbox or the work queue): claims up to
/// `$4` pending rows due at `$3` and not claimed (or whose claim expired) for worker `$1` until
/// `$2`, oldest first, counting an attempt; `$set` adds assignments, `$lock` is
/// `" FOR UPDATE SKIP LOCKED"` on PostgreSQL and `""` on SQLite; returns `$columns`.
macro_rules! claim_statement {
    ($table:literal, $set:literal, $columns:expr, $lock:literal) => {
        concat!(
            "UPDATE ",
            $table,
            " SET claimed_by = $1, claimed_until = $2, attempts = attempts + 1",
            $set,
            " WHERE id IN (SELECT id FROM ",
            $table,
            " WHERE state = 'pending' AND next_attempt_at <= $3 \
             AND (claimed_until IS NULL OR claimed_until <= $3) \
             ORDER BY next_attempt_at, id LIMIT $4",
            $lock,
            ") RETURNING ",
            $columns
        )
    };
}

macro_rules! on_pool {
    ($store:expr, $p:ident => $body:expr) => {
        match &$store.pool {
            $crate::store::Pool::Sqlite($p) => $body,
            $crate::store::Pool::Postgres($p) => $body,
        }
    };
}

mod inbox;
mod logs;
mod migrations;
mod organizations;
mod postgres;
mod queue;
mod sqlite;
mod steps;
mod tokens;

/// File name of the SQLite database in the data directory.
pub const SQLITE_FILE: &str = "locforge.sqlite3";

/// How to open the store.
#[derive(Debug, Clone)]
pub struct StoreOptions {
    /// `None` or empty: SQLite in `data_dir`. `sqlite:…`: that SQLite file. `postgres://…`: PostgreSQL.
    pub database_url: Option<String>,
    /// The data directory (SQLite file when no URL is given).
    pub data_dir: PathBuf,
    /// Master key for the sealed columns.
    pub master_key: MasterKey,
    /// Entries kept per organization in each of the event and job logs.
    pub log_limit: u32,
    /// Most pool connections (PostgreSQL; SQLite uses at most this many readers too).
    pub max_connections: u32,
    /// How long to wait for a connection (and at open, for the server).
    pub connect_timeout: Duration,
}

impl StoreOptions {
    /// Defaults for a data directory and key: SQLite, 1,000 log entries, 8 connections, 10 s.
    pub fn new(data_dir: impl Into<PathBuf>, master_key: MasterKey) -> Self {
        StoreOptions {
            database_url: None,
            data_dir: data_dir.into(),
            master_key,
            log_limit: 1000,
            max_connections: 8,
            connect_timeout: Duration::from_secs(10),
        }
    }

    /// How to open the store under `config`: its data folder, its `database_url` (blank means
    /// SQLite there), the key of [`MasterKey::resolve`].
    pub fn from_config(config: &crate::config::Config) -> anyhow::Result<Self> {
        let (key, _) = MasterKey::resolve(config)?;
        let mut opts = StoreOptions::new(&config.data_dir, key);
        opts.database_url = config.database_url.clone().filter(|u| !u.trim().is_empty());
        Ok(opts)
    }
}

/// Which backend a store runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// SQLite file.
    Sqlite,
    /// PostgreSQL server.
    Postgres,
}

#[derive(Clone)]
pub(crate) enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// The store handle: cheap to clone, `Send + Sync`, one per process.
#[derive(Clone)]
pub struct Store {
    pool: Pool,
    sealer: Arc<Sealer>,
    log_limit: i64,
    target: Arc<str>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("backend", &self.backend())
            .field("database", &self.target)
            .finish_non_exhaustive()
    }
}

/// Errors of the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// `database_url` is neither SQLite nor PostgreSQL, or malformed.
    #[error("invalid database_url {url}: {why}")]
    Config {
        /// The URL, password removed.
        url: String,
        /// What is wrong.
        why: String,
    },
    /// The database could not be opened or reached.
    #[error("cannot open database {target}: {source}")]
    Open {
        /// The database (file path, or URL without password).
        target: String,
        /// The driver's error.
        source: sqlx::Error,
    },
    /// A migration failed (or the database has migrations this binary does not know).
    #[error("cannot migrate database {target}: {source}")]
    Migrate {
        /// The database (file path, or URL without password).
        target: String,
        /// The migrator's error.
        source: sqlx::migrate::MigrateError,
    },
    /// A query failed.
    #[error("database error ({op}): {source}")]
    Query {
        /// The store operation.
        op: &'static str,
        /// The driver's error.
        source: sqlx::Error,
    },
    /// A sealed value did not open (wrong key, tampered or moved).
    #[error("stored {column} of {row} cannot be decrypted: {source}")]
    Secret {
        /// The column (HKDF info).
        column: &'static str,
        /// The row key.
        row: String,
        /// Why.
        source: OpenError,
    },
    /// A stored value has an unexpected form.
    #[error("corrupt stored value: {0}")]
    Corrupt(String),
}

/// The store's result type.
pub type Result<T> = std::result::Result<T, StoreError>;

pub(crate) trait QueryContext<T> {
    fn op(self, op: &'static str) -> Result<T>;
}

impl<T> QueryContext<T> for std::result::Result<T, sqlx::Error> {
    fn op(self, op: &'static str) -> Result<T> {
        self.map_err(|source| {
            crate::observability::metrics::store_error(op);
            StoreError::Query { op, source }
        })
    }
}

impl Store {
    /// Runs a claim statement (the inbox's or the work queue's, written by `claim_statement!`),
    /// binding worker, claim end, now and limit, and returns the claimed items oldest first
    /// (`id` of each row, `item` reads one). PostgreSQL gets `pg_sql` (with `FOR UPDATE SKIP
    /// LOCKED`); SQLite gets `sqlite_sql`, one write statement its single writer lock makes atomic.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn claim_rows<R, T>(
        &self,
        op: &'static str,
        (pg_sql, sqlite_sql): (&'static str, &'static str),
        worker: &str,
        limit: u32,
        lease: Duration,
        id: fn(&R) -> i64,
        item: fn(R) -> Result<T>,
    ) -> Result<Vec<T>>
    where
        R: for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>
            + for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow>
            + Send
            + Unpin,
    {
        let now = now_ms();
        let until = now.saturating_add(ms(lease));
        let limit = i64::from(limit);
        let sql = match &self.pool {
            Pool::Postgres(_) => pg_sql,
            Pool::Sqlite(_) => sqlite_sql,
        };
        let mut rows: Vec<R> = on_pool!(self, p => sqlx::query_as(sql)
            .bind(worker)
            .bind(until)
            .bind(now)
            .bind(limit)
            .fetch_all(p)
            .await
            .op(op))?;
        rows.sort_by_key(id);
        rows.into_iter().map(item).collect()
    }
}

/// Begins a write transaction: `BEGIN IMMEDIATE` on SQLite (takes the write lock first, so the busy
/// timeout applies instead of a mid-transaction `SQLITE_BUSY`), a plain `BEGIN` on PostgreSQL.
pub(crate) trait BeginWrite {
    type Db: sqlx::Database;
    async fn begin_write(
        &self,
    ) -> std::result::Result<sqlx::Transaction<'static, Self::Db>, sqlx::Error>;
}

impl BeginWrite for SqlitePool {
    type Db = sqlx::Sqlite;
    async fn begin_write(
        &self,
    ) -> std::result::Result<sqlx::Transaction<'static, sqlx::Sqlite>, sqlx::Error> {
        self.begin_with("BEGIN IMMEDIATE").await
    }
}

impl BeginWrite for PgPool {
    type Db = sqlx::Postgres;
    async fn begin_write(
        &self,
    ) -> std::result::Result<sqlx::Transaction<'static, sqlx::Postgres>, sqlx::Error> {
        self.begin().await
    }
}

/// Now, Unix milliseconds.
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

pub(crate) fn ms(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

impl Store {
    /// Opens (creating when needed) the configured database and applies pending migrations.
    /// Errors name the database (file path, or URL without its password).
    pub async fn open(opts: StoreOptions) -> Result<Store> {
        let url = opts.database_url.as_deref().map(str::trim).unwrap_or("");
        let (pool, target) = if url.is_empty() {
            let path = opts.data_dir.join(SQLITE_FILE);
            sqlite::open_file(&path, &opts).await?
        } else if url.starts_with("sqlite:") {
            sqlite::open_url(url, &opts).await?
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            postgres::open(url, &opts).await?
        } else {
            return Err(StoreError::Config {
                url: postgres::redact(url),
                why: "expected postgres://… or sqlite:…".into(),
            });
        };
        Ok(Store {
            pool,
            sealer: Arc::new(Sealer::new(&opts.master_key)),
            log_limit: i64::from(opts.log_limit.max(1)),
            target: target.into(),
        })
    }

    /// The backend in use.
    pub fn backend(&self) -> Backend {
        match self.pool {
            Pool::Sqlite(_) => Backend::Sqlite,
            Pool::Postgres(_) => Backend::Postgres,
        }
    }

    /// The database, for logs (file path, or URL without password).
    pub fn target(&self) -> &str {
        &self.target
    }

    /// Checks the database answers (readiness probes).
    pub async fn ping(&self) -> Result<()> {
        on_pool!(self, p => sqlx::query("SELECT 1").execute(p).await.map(|_| ()).op("ping"))
    }

    /// Closes the pool, waiting for connections in use to be returned.
    pub async fn close(&self) {
        on_pool!(self, p => p.close().await)
    }

    /// Seals the pending user authorization of the OAuth flow (what goes into its browser
    /// cookie) with the store's key, bound to `binding` (associated data). Any replica sharing the
    /// key opens it with [`Store::open_oauth_flow`]; nothing is written to the database.
    pub fn seal_oauth_flow(&self, binding: &str, plain: &Secret) -> Vec<u8> {
        self.seal(Column::OAuthFlow, binding, plain)
    }

    /// Opens a value sealed by [`Store::seal_oauth_flow`] with the same `binding`; an error when it
    /// was tampered with, sealed under another key or binding, or is not a sealed value at all.
    pub fn open_oauth_flow(&self, binding: &str, sealed: &[u8]) -> Result<Secret> {
        self.unseal(Column::OAuthFlow, binding, sealed)
    }

    fn seal(&self, column: Column, row: &str, plain: &Secret) -> Vec<u8> {
        self.sealer.seal(column, row, plain)
    }

    fn unseal(&self, column: Column, row: &str, sealed: &[u8]) -> Result<Secret> {
        self.sealer
            .open(column, row, sealed)
            .map_err(|source| StoreError::Secret {
                column: column.info(),
                row: row.to_owned(),
                source,
            })
    }
}
