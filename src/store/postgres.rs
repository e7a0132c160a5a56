//! Opening the PostgreSQL backend from a `postgres://` URL: connect (failing fast with the URL
//! minus its password when the server is unreachable), apply migrations. No queries beyond opening.

use std::str::FromStr;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};

use super::{migrations, Pool, Result, StoreError, StoreOptions};

/// The URL without its password, for messages.
pub(super) fn redact(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut u) => {
            if u.password().is_some() {
                // Only fails for URLs that cannot have a password; this one has one.
                let _ = u.set_password(Some("***"));
            }
            u.to_string()
        }
        Err(_) => "<unparseable URL>".to_owned(),
    }
}

/// Connects to `url` and migrates.
pub(super) async fn open(url: &str, opts: &StoreOptions) -> Result<(Pool, String)> {
    let target = redact(url);
    let options = PgConnectOptions::from_str(url).map_err(|e| StoreError::Config {
        url: target.clone(),
        why: e.to_string(),
    })?;
    let pool = PgPoolOptions::new()
        .max_connections(opts.max_connections.max(1))
        .acquire_timeout(opts.connect_timeout)
        .connect_with(options)
        .await
        .map_err(|source| StoreError::Open {
            target: target.clone(),
            source,
        })?;
    migrations::postgres()
        .run(&pool)
        .await
        .map_err(|source| StoreError::Migrate {
            target: target.clone(),
            source,
        })?;
    Ok((Pool::Postgres(pool), target))
}
