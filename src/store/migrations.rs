//! The schema, one versioned migration list per backend, embedded in the binary with
//! `include_str!` (the SQL lives in `migrations/{sqlite,postgres}/`). Built with sqlx's
//! `Migrator::with_migrations` rather than the `migrate!` macro: same `_sqlx_migrations`
//! bookkeeping and checksums, without compiling sqlx's proc-macro crate and a second copy of the
//! drivers. A new migration is a new file here and a new entry below, never an edit of an old one.

use std::borrow::Cow;

use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::SqlSafeStr;

fn migrator(list: &[(i64, &'static str, &'static str)]) -> Migrator {
    Migrator::with_migrations(
        list.iter()
            .map(|&(version, name, sql)| {
                Migration::new(
                    version,
                    Cow::Borrowed(name),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}

/// The SQLite migrations.
pub(super) fn sqlite() -> Migrator {
    migrator(&[
        (
            1,
            "initial",
            include_str!("migrations/sqlite/0001_initial.sql"),
        ),
        (
            2,
            "webhook deliveries",
            include_str!("migrations/sqlite/0002_webhook_deliveries.sql"),
        ),
    ])
}

/// The PostgreSQL migrations.
pub(super) fn postgres() -> Migrator {
    migrator(&[
        (
            1,
            "initial",
            include_str!("migrations/postgres/0001_initial.sql"),
        ),
        (
            2,
            "webhook deliveries",
            include_str!("migrations/postgres/0002_webhook_deliveries.sql"),
        ),
    ])
}
