//! Opening the SQLite backend: the embedded default, a file created on first open, WAL journal,
//! a busy timeout, foreign keys on, migrations applied. No queries beyond opening.

use std::path::Path;
use std::str::FromStr;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

use super::{migrations, Pool, Result, StoreError, StoreOptions};

/// Opens (creating) the database file at `path`.
pub(super) async fn open_file(path: &Path, opts: &StoreOptions) -> Result<(Pool, String)> {
    let target = path.display().to_string();
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| StoreError::Open {
            target: target.clone(),
            source: sqlx::Error::Io(e),
        })?;
    }
    let options = SqliteConnectOptions::new().filename(path);
    open_with(options, target, opts).await
}

/// Opens a `sqlite:` URL.
pub(super) async fn open_url(url: &str, opts: &StoreOptions) -> Result<(Pool, String)> {
    let options = SqliteConnectOptions::from_str(url).map_err(|e| StoreError::Config {
        url: url.to_owned(),
        why: e.to_string(),
    })?;
    open_with(options, url.to_owned(), opts).await
}

async fn open_with(
    options: SqliteConnectOptions,
    target: String,
    opts: &StoreOptions,
) -> Result<(Pool, String)> {
    let options = options
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .busy_timeout(opts.connect_timeout)
        .foreign_keys(true);
    let pool = SqlitePoolOptions::new()
        .max_connections(opts.max_connections.max(1))
        .acquire_timeout(opts.connect_timeout)
        .connect_with(options)
        .await
        .map_err(|source| StoreError::Open {
            target: target.clone(),
            source,
        })?;
    migrations::sqlite()
        .run(&pool)
        .await
        .map_err(|source| StoreError::Migrate {
            target: target.clone(),
            source,
        })?;
    Ok((Pool::Sqlite(pool), target))
}
