//! The store's test suite, run on both backends: every test below is one `async fn(Db)` that the
//! `both!` macro instantiates once on SQLite (a temp data directory) and once on a real
//! PostgreSQL server, the throwaway cluster of `common::postgres`, one database per test.

mod common;

use std::collections::HashSet;
use std::time::Duration;

use locforge::store::*;
use sqlx::{PgPool, SqlitePool};

// ---------------------------------------------------------------------------------------------
// Harness

enum Raw {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// One test's database: a temp data directory (SQLite) or a fresh PostgreSQL database.
struct Db {
    dir: tempfile::TempDir,
    url: Option<String>,
    key: MasterKey,
    log_limit: u32,
}

fn test_key(seed: &str) -> MasterKey {
    MasterKey::from_config(&format!("{seed:-<40}")).expect("long key")
}

impl Db {
    fn sqlite() -> Db {
        Db {
            dir: tempfile::tempdir().expect("tempdir"),
            url: None,
            key: test_key("sqlite-test-key"),
            log_limit: 5,
        }
    }

    async fn postgres() -> Option<Db> {
        let url = common::postgres::new_database().await?;
        Some(Db {
            dir: tempfile::tempdir().expect("tempdir"),
            url: Some(url),
            key: test_key("postgres-test-key"),
            log_limit: 5,
        })
    }

    fn options(&self, key: MasterKey) -> StoreOptions {
        let mut o = StoreOptions::new(self.dir.path(), key);
        o.database_url = self.url.clone();
        o.log_limit = self.log_limit;
        o.max_connections = 16;
        o
    }

    async fn open(&self) -> Store {
        Store::open(self.options(self.key.clone()))
            .await
            .expect("store opens")
    }

    async fn raw(&self) -> Raw {
        match &self.url {
            Some(u) => Raw::Postgres(PgPool::connect(u).await.expect("raw pg")),
            None => Raw::Sqlite(
                SqlitePool::connect_with(
                    sqlx::sqlite::SqliteConnectOptions::new()
                        .filename(self.dir.path().join(SQLITE_FILE)),
                )
                .await
                .expect("raw sqlite"),
            ),
        }
    }
}

impl Raw {
    async fn exec(&self, sql: &'static str) {
        match self {
            Raw::Sqlite(p) => sqlx::query(sql).execute(p).await.map(|_| ()),
            Raw::Postgres(p) => sqlx::query(sql).execute(p).await.map(|_| ()),
        }
        .expect("raw exec")
    }

    async fn count(&self, sql: String) -> i64 {
        let q = sqlx::AssertSqlSafe(sql);
        match self {
            Raw::Sqlite(p) => sqlx::query_scalar(q).fetch_one(p).await,
            Raw::Postgres(p) => sqlx::query_scalar(q).fetch_one(p).await,
        }
        .expect("raw count")
    }

    async fn blob(&self, sql: &'static str, key: &str) -> Vec<u8> {
        match self {
            Raw::Sqlite(p) => sqlx::query_scalar(sql).bind(key).fetch_one(p).await,
            Raw::Postgres(p) => sqlx::query_scalar(sql).bind(key).fetch_one(p).await,
        }
        .expect("raw blob")
    }

    async fn set_blob(&self, sql: &'static str, value: &[u8], key: &str) {
        match self {
            Raw::Sqlite(p) => sqlx::query(sql)
                .bind(value)
                .bind(key)
                .execute(p)
                .await
                .map(|_| ()),
            Raw::Postgres(p) => sqlx::query(sql)
                .bind(value)
                .bind(key)
                .execute(p)
                .await
                .map(|_| ()),
        }
        .expect("raw set");
    }

    async fn close(self) {
        match self {
            Raw::Sqlite(p) => p.close().await,
            Raw::Postgres(p) => p.close().await,
        }
    }
}

macro_rules! both {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn $name() {
                    super::$name(super::Db::sqlite()).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn $name() {
                    if let Some(db) = super::Db::postgres().await {
                        super::$name(db).await
                    }
                }
            )*
        }
    };
}

both!(
    migrations_are_idempotent_on_reopen,
    secrets_round_trip_and_nothing_is_plaintext,
    tampered_wrong_key_and_moved_values_are_refused,
    organization_delete_cascades,
    lease_is_single_flight,
    step_settings_and_targets,
    inbox_claim_release_ack_bury,
    replayed_deliveries_are_queued_once_across_reopen,
    queue_duplicates_are_ignored_and_done_is_never_redone,
    concurrent_claimers_never_share_an_item,
    claims_expire_and_come_back,
    retry_later_backs_off,
    stop_fail_resume_and_counts,
    restart_loses_nothing,
    logs_are_trimmed_newest_first,
);

// ---------------------------------------------------------------------------------------------
// Fixtures

const APP_SECRET: &str = "app-secret-PLAINTEXT-7f3a9c";
const ACCESS_TOKEN: &str = "access-token-PLAINTEXT-41be02";

fn org(key: &str) -> Organization {
    Organization {
        credential_key: key.to_owned(),
        organization_id: 42,
        domain: Some(key.to_owned()),
        app_id: "app-1".into(),
        app_secret: Secret::new(format!("{APP_SECRET}-{key}")),
        user_id: 7,
        agent_id: Some(9),
        base_url: format!("https://{key}.example-platform.test"),
        installed_at: 0,
        updated_at: 0,
    }
}

fn token(s: &str) -> InstallationToken {
    InstallationToken {
        access_token: Secret::new(s),
        expires_at: 1_700_000_000_000,
    }
}

fn work(org: &str, string_id: i64, revision: &str) -> NewWorkItem {
    NewWorkItem {
        credential_key: org.to_owned(),
        project_id: 1,
        step_id: 10,
        language_id: "et".into(),
        string_id,
        revision: revision.to_owned(),
        payload: Some(format!("{{\"stringId\":{string_id}}}")),
    }
}

async fn installed(db: &Db, keys: &[&str]) -> Store {
    let s = db.open().await;
    for k in keys {
        s.put_organization(&org(k)).await.expect("put org");
    }
    s
}

const LONG: Duration = Duration::from_secs(60);

// ---------------------------------------------------------------------------------------------
// Tests

async fn migrations_are_idempotent_on_reopen(db: Db) {
    let s = installed(&db, &["acme"]).await;
    s.close().await;
    for _ in 0..2 {
        let s = db.open().await;
        let o = s
            .get_organization("acme")
            .await
            .expect("get")
            .expect("kept");
        assert_eq!(o.app_secret.expose(), format!("{APP_SECRET}-acme"));
        s.close().await;
    }
    // One row per migration (initial, webhook deliveries), applied once.
    let raw = db.raw().await;
    assert_eq!(
        raw.count("SELECT COUNT(*) FROM _sqlx_migrations".into())
            .await,
        2
    );
    raw.close().await;
}

async fn secrets_round_trip_and_nothing_is_plaintext(db: Db) {
    let s = installed(&db, &["acme"]).await;
    let o = s
        .get_organization("acme")
        .await
        .expect("get")
        .expect("there");
    assert_eq!(o, {
        let mut want = org("acme");
        want.installed_at = o.installed_at;
        want.updated_at = o.updated_at;
        want
    });
    assert!(o.installed_at > 0);
    assert_eq!(format!("{:?}", o.app_secret), "Secret(***)");
    assert!(!format!("{o:?}").contains(APP_SECRET));

    s.put_installation_token("acme", &token(ACCESS_TOKEN))
        .await
        .expect("put token");
    assert_eq!(
        s.get_installation_token("acme").await.expect("get"),
        Some(token(ACCESS_TOKEN))
    );
    let uk = UserTokenKey {
        credential_key: "acme".into(),
        project_id: 3,
        user_id: 7,
    };
    assert_eq!(uk.key(), "acme__3__7");
    let ut = UserToken {
        access_token: Secret::new("user-access-PLAINTEXT"),
        refresh_token: Some(Secret::new("user-refresh-PLAINTEXT")),
        expires_at: 5,
    };
    s.put_user_token(&uk, &ut).await.expect("put user token");
    assert_eq!(s.get_user_token(&uk).await.expect("get"), Some(ut));
    assert!(s.delete_user_token(&uk).await.expect("delete"));
    assert_eq!(s.get_user_token(&uk).await.expect("get"), None);
    s.put_user_token(
        &uk,
        &UserToken {
            access_token: Secret::new("user-access-PLAINTEXT"),
            refresh_token: None,
            expires_at: 6,
        },
    )
    .await
    .expect("put again");
    assert_eq!(
        s.get_user_token(&uk)
            .await
            .expect("get")
            .expect("there")
            .refresh_token,
        None
    );

    let raw = db.raw().await;
    let stored = raw
        .blob(
            "SELECT app_secret FROM organizations WHERE credential_key = $1",
            "acme",
        )
        .await;
    assert_eq!(stored[0], 1, "format version byte");
    assert!(!contains(&stored, APP_SECRET.as_bytes()));
    raw.close().await;
    s.close().await;

    if db.url.is_none() {
        // Grep the database files for the secrets, with a non-secret as the positive control.
        let mut bytes = Vec::new();
        for entry in std::fs::read_dir(db.dir.path()).expect("data dir") {
            let p = entry.expect("entry").path();
            if p.to_string_lossy().contains(SQLITE_FILE) {
                bytes.extend(std::fs::read(&p).expect("read db file"));
            }
        }
        assert!(contains(&bytes, b"acme.example-platform.test"), "control");
        for secret in [
            APP_SECRET,
            ACCESS_TOKEN,
            "user-access-PLAINTEXT",
            "user-refresh-PLAINTEXT",
        ] {
            assert!(
                !contains(&bytes, secret.as_bytes()),
                "{secret} in plaintext"
            );
        }
    }
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

async fn tampered_wrong_key_and_moved_values_are_refused(db: Db) {
    let s = installed(&db, &["acme", "other"]).await;
    s.put_installation_token("acme", &token(ACCESS_TOKEN))
        .await
        .expect("token");
    let raw = db.raw().await;

    // Wrong key.
    let wrong = Store::open(db.options(test_key("another-key")))
        .await
        .expect("opens");
    let err = wrong.get_organization("acme").await.expect_err("wrong key");
    assert!(matches!(err, StoreError::Secret { .. }), "{err}");
    assert!(!err.to_string().contains(APP_SECRET));
    wrong.close().await;

    // Another row's value (same column).
    let theirs = raw
        .blob(
            "SELECT app_secret FROM organizations WHERE credential_key = $1",
            "other",
        )
        .await;
    let ours = raw
        .blob(
            "SELECT app_secret FROM organizations WHERE credential_key = $1",
            "acme",
        )
        .await;
    raw.set_blob(
        "UPDATE organizations SET app_secret = $1 WHERE credential_key = $2",
        &theirs,
        "acme",
    )
    .await;
    assert!(matches!(
        s.get_organization("acme").await,
        Err(StoreError::Secret { .. })
    ));

    // Tampered: one bit of the tag.
    let mut tampered = ours.clone();
    let last = tampered.len() - 1;
    tampered[last] ^= 0x01;
    raw.set_blob(
        "UPDATE organizations SET app_secret = $1 WHERE credential_key = $2",
        &tampered,
        "acme",
    )
    .await;
    assert!(matches!(
        s.get_organization("acme").await,
        Err(StoreError::Secret { .. })
    ));
    raw.set_blob(
        "UPDATE organizations SET app_secret = $1 WHERE credential_key = $2",
        &ours,
        "acme",
    )
    .await;
    assert!(s
        .get_organization("acme")
        .await
        .expect("restored")
        .is_some());

    // Another column's value (same row): the app secret moved into the token column.
    raw.exec(
        "UPDATE installation_tokens SET access_token = (SELECT app_secret FROM organizations \
         WHERE organizations.credential_key = installation_tokens.credential_key)",
    )
    .await;
    assert!(matches!(
        s.get_installation_token("acme").await,
        Err(StoreError::Secret { .. })
    ));
    raw.close().await;
    s.close().await;
}

async fn organization_delete_cascades(db: Db) {
    let s = installed(&db, &["acme", "other"]).await;
    for k in ["acme", "other"] {
        s.put_installation_token(k, &token("t"))
            .await
            .expect("token");
        assert!(s
            .try_acquire_lease(k, LeaseKind::TokenRenewal, "w", LONG)
            .await
            .expect("lease"));
        s.put_user_token(
            &UserTokenKey {
                credential_key: k.into(),
                project_id: 1,
                user_id: 2,
            },
            &UserToken {
                access_token: Secret::new("a"),
                refresh_token: None,
                expires_at: 1,
            },
        )
        .await
        .expect("user token");
        s.put_step_settings(
            k,
            &StepSettings {
                scope: StepScope::Project(1),
                step_id: 10,
                workflow_id: Some(3),
                settings: "{}".into(),
                updated_at: 0,
            },
        )
        .await
        .expect("settings");
        s.note_step_language(k, 1, 10, "et").await.expect("lang");
        s.enqueue_webhook(k, "hook", b"{\"events\":[]}")
            .await
            .expect("webhook");
        s.enqueue_work(&[work(k, 1, "1")]).await.expect("work");
        s.record_event(k, "project.translated", Some(1), "{}")
            .await
            .expect("event");
        s.record_job(k, &JobRecord::default()).await.expect("job");
    }
    assert!(s.delete_organization("acme").await.expect("delete"));
    assert!(!s.delete_organization("acme").await.expect("delete again"));
    assert_eq!(s.get_organization("acme").await.expect("get"), None);

    let raw = db.raw().await;
    for table in [
        "organizations",
        "installation_tokens",
        "leases",
        "user_tokens",
        "step_settings",
        "step_languages",
        "webhook_inbox",
        "work_items",
        "event_log",
        "job_log",
    ] {
        for (k, want) in [("acme", 0), ("other", 1)] {
            let n = raw
                .count(format!(
                    "SELECT COUNT(*) FROM {table} WHERE credential_key = '{k}'"
                ))
                .await;
            assert_eq!(n, want, "{table} rows of {k}");
        }
    }
    raw.close().await;
    assert!(s
        .get_installation_token("other")
        .await
        .expect("get")
        .is_some());
    s.close().await;
}

async fn lease_is_single_flight(db: Db) {
    let s = installed(&db, &["acme"]).await;
    let mut tasks = Vec::new();
    for i in 0..32 {
        let s = s.clone();
        tasks.push(tokio::spawn(async move {
            s.try_acquire_lease(
                "acme",
                LeaseKind::TokenRenewal,
                &format!("replica-{i}"),
                LONG,
            )
            .await
            .expect("acquire")
        }));
    }
    let mut winners = 0;
    for t in tasks {
        winners += usize::from(t.await.expect("task"));
    }
    assert_eq!(winners, 1, "exactly one winner");

    // Independent kinds; extension by the holder; release only by the holder.
    assert!(s
        .try_acquire_lease("acme", LeaseKind::Reconciliation, "x", LONG)
        .await
        .expect("other kind"));
    assert!(s
        .try_acquire_lease("acme", LeaseKind::Reconciliation, "x", LONG)
        .await
        .expect("extend"));
    assert!(!s
        .try_acquire_lease("acme", LeaseKind::Reconciliation, "y", LONG)
        .await
        .expect("taken"));
    assert!(!s
        .release_lease("acme", LeaseKind::Reconciliation, "y")
        .await
        .expect("not y's"));
    assert!(s
        .release_lease("acme", LeaseKind::Reconciliation, "x")
        .await
        .expect("release"));
    assert!(s
        .try_acquire_lease(
            "acme",
            LeaseKind::Reconciliation,
            "y",
            Duration::from_millis(100)
        )
        .await
        .expect("free again"));
    tokio::time::sleep(Duration::from_millis(150)).await;
    assert!(s
        .try_acquire_lease("acme", LeaseKind::Reconciliation, "z", LONG)
        .await
        .expect("expired lease is taken over"));
    s.close().await;
}

async fn step_settings_and_targets(db: Db) {
    let s = installed(&db, &["acme"]).await;
    let put = |scope, step_id, json: &str| StepSettings {
        scope,
        step_id,
        workflow_id: match scope {
            StepScope::Project(_) => Some(5),
            StepScope::Template(_) => None,
        },
        settings: json.to_owned(),
        updated_at: 0,
    };
    s.put_step_settings("acme", &put(StepScope::Project(1), 10, "{\"a\":1}"))
        .await
        .expect("put");
    s.put_step_settings("acme", &put(StepScope::Project(1), 10, "{\"a\":2}"))
        .await
        .expect("replace");
    s.put_step_settings("acme", &put(StepScope::Template(1), 10, "{\"t\":1}"))
        .await
        .expect("template");
    let got = s
        .get_step_settings("acme", StepScope::Project(1), 10)
        .await
        .expect("get")
        .expect("there");
    assert_eq!(got.settings, "{\"a\":2}");
    assert_eq!(got.workflow_id, Some(5));
    assert_eq!(
        s.get_step_settings("acme", StepScope::Template(1), 10)
            .await
            .expect("get")
            .expect("there")
            .settings,
        "{\"t\":1}"
    );
    assert_eq!(s.list_step_settings("acme").await.expect("list").len(), 2);
    for (p, st, l) in [(1, 10, "fr"), (1, 10, "et"), (1, 10, "et"), (2, 20, "de")] {
        s.note_step_language("acme", p, st, l).await.expect("note");
    }
    let targets = s.list_step_targets("acme").await.expect("targets");
    assert_eq!(
        targets,
        vec![
            StepTarget {
                project_id: 1,
                step_id: 10,
                languages: vec!["et".into(), "fr".into()]
            },
            StepTarget {
                project_id: 2,
                step_id: 20,
                languages: vec!["de".into()]
            },
        ]
    );
    assert!(s
        .delete_step_settings("acme", StepScope::Project(1), 10)
        .await
        .expect("delete"));
    assert_eq!(
        s.get_step_settings("acme", StepScope::Project(1), 10)
            .await
            .expect("get"),
        None
    );
    s.close().await;
}

async fn replayed_deliveries_are_queued_once_across_reopen(db: Db) {
    let s = installed(&db, &["acme", "beta"]).await;
    let hour = Duration::from_secs(3600);
    let first = s
        .enqueue_webhook_once("acme", "hook", "sig-1", b"{}", hour)
        .await
        .expect("first");
    assert!(first.is_some());
    // The same signature again, even after a restart (a new pool on the same database): a replay.
    s.close().await;
    let s = db.open().await;
    assert_eq!(
        s.enqueue_webhook_once("acme", "hook", "sig-1", b"{}", hour)
            .await
            .expect("replay"),
        None
    );
    // Another organization's delivery with the same signature is its own.
    assert!(s
        .enqueue_webhook_once("beta", "hook", "sig-1", b"{}", hour)
        .await
        .expect("beta")
        .is_some());
    // Past the window the signature is forgotten: a new delivery.
    tokio::time::sleep(Duration::from_millis(5)).await;
    assert!(s
        .enqueue_webhook_once("acme", "hook", "sig-1", b"{}", Duration::from_millis(1))
        .await
        .expect("after the window")
        .is_some());
    assert_eq!(s.inbox_counts().await.expect("counts").pending, 3);
    // Uninstalling forgets the organization's signatures with everything else.
    assert!(s.delete_organization("acme").await.expect("delete"));
    s.put_organization(&org("acme")).await.expect("reinstall");
    assert!(s
        .enqueue_webhook_once("acme", "hook", "sig-1", b"{}", hour)
        .await
        .expect("after reinstall")
        .is_some());
    s.close().await;
}

async fn inbox_claim_release_ack_bury(db: Db) {
    let s = installed(&db, &["acme"]).await;
    let body = b"{\"events\":[{\"event\":\"project.translated\"}]}";
    let a = s.enqueue_webhook("acme", "hook", body).await.expect("a");
    let b = s.enqueue_webhook("acme", "hook", b"{}").await.expect("b");
    let c = s.enqueue_webhook("acme", "hook", b"{}").await.expect("c");
    assert!(a < b && b < c);
    let got = s.claim_webhooks("w1", 2, LONG).await.expect("claim");
    assert_eq!(got.iter().map(|i| i.id).collect::<Vec<_>>(), [a, b]);
    assert_eq!(got[0].body, body);
    assert_eq!(got[0].module_key, "hook");
    assert_eq!(got[0].attempts, 1);
    assert_eq!(
        s.claim_webhooks("w2", 10, LONG)
            .await
            .expect("claim")
            .iter()
            .map(|i| i.id)
            .collect::<Vec<_>>(),
        [c]
    );
    assert!(s.ack_webhook(a).await.expect("ack"));
    assert!(!s
        .release_webhook(b, "w2", Duration::ZERO, "not mine")
        .await
        .expect("release by another worker"));
    assert!(s
        .release_webhook(b, "w1", Duration::ZERO, "boom")
        .await
        .expect("release"));
    let again = s.claim_webhooks("w3", 10, LONG).await.expect("claim");
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].id, b);
    assert_eq!(again[0].attempts, 2);
    assert_eq!(again[0].last_error.as_deref(), Some("boom"));
    assert!(s.bury_webhook(b, "gave up").await.expect("bury"));
    assert_eq!(
        s.inbox_counts().await.expect("counts"),
        InboxCounts {
            pending: 1,
            dead: 1
        }
    );
    s.close().await;
}

async fn queue_duplicates_are_ignored_and_done_is_never_redone(db: Db) {
    let s = installed(&db, &["acme"]).await;
    let items = [
        work("acme", 1, "1"),
        work("acme", 2, "1"),
        work("acme", 1, "1"),
        work("acme", 1, "2"),
    ];
    assert_eq!(s.enqueue_work(&items).await.expect("enqueue"), 3);
    assert_eq!(s.enqueue_work(&items).await.expect("again"), 0);
    let claimed = s.claim_work("w", 10, LONG).await.expect("claim");
    assert_eq!(claimed.len(), 3);
    let first = &claimed[0];
    assert_eq!((first.string_id, first.revision.as_str()), (1, "1"));
    assert_eq!(first.payload.as_deref(), Some("{\"stringId\":1}"));
    assert_eq!(
        s.mark_done(&[WorkDone {
            id: first.id,
            output: "translated".into()
        }])
        .await
        .expect("done"),
        1
    );
    // A duplicate delivery of the done revision is not queued again…
    assert_eq!(
        s.enqueue_work(&[work("acme", 1, "1")]).await.expect("dup"),
        0
    );
    // …and a second completion (or a reset attempt) changes nothing.
    assert_eq!(
        s.mark_done(&[WorkDone {
            id: first.id,
            output: "other".into()
        }])
        .await
        .expect("done again"),
        0
    );
    assert!(!s
        .retry_later(first.id, "w", Duration::ZERO, "x")
        .await
        .expect("retry"));
    assert!(!s.mark_failed(first.id, "x").await.expect("fail"));
    let stored = s.get_work(first.id).await.expect("get").expect("there");
    assert_eq!(stored.state, WorkState::Done);
    assert_eq!(stored.output.as_deref(), Some("translated"));
    // Release the others; the done item is never claimed again.
    for it in &claimed[1..] {
        assert!(s
            .retry_later(it.id, "w", Duration::ZERO, "later")
            .await
            .expect("retry"));
    }
    let again = s.claim_work("w2", 10, LONG).await.expect("claim");
    assert_eq!(again.len(), 2);
    assert!(again.iter().all(|i| i.id != first.id));
    s.close().await;
}

async fn concurrent_claimers_never_share_an_item(db: Db) {
    let s = installed(&db, &["acme"]).await;
    let items: Vec<NewWorkItem> = (0..300).map(|i| work("acme", i, "1")).collect();
    assert_eq!(s.enqueue_work(&items).await.expect("enqueue"), 300);
    let mut tasks = Vec::new();
    for w in 0..8 {
        let s = s.clone();
        tasks.push(tokio::spawn(async move {
            let worker = format!("worker-{w}");
            let mut mine = Vec::new();
            loop {
                let batch = s.claim_work(&worker, 7, LONG).await.expect("claim");
                if batch.is_empty() {
                    break;
                }
                let done: Vec<WorkDone> = batch
                    .iter()
                    .map(|i| WorkDone {
                        id: i.id,
                        output: "translated".into(),
                    })
                    .collect();
                assert_eq!(s.mark_done(&done).await.expect("done"), done.len() as u64);
                mine.extend(batch.into_iter().map(|i| i.id));
            }
            mine
        }));
    }
    let mut seen = HashSet::new();
    let mut busy_workers = 0;
    for t in tasks {
        let mine = t.await.expect("task");
        busy_workers += usize::from(!mine.is_empty());
        for id in mine {
            assert!(seen.insert(id), "item {id} claimed twice");
        }
    }
    assert_eq!(seen.len(), 300);
    assert!(busy_workers >= 2, "claims were spread over several workers");
    assert_eq!(
        s.queue_counts().await.expect("counts"),
        QueueCounts {
            done: 300,
            ..QueueCounts::default()
        }
    );
    s.close().await;
}

async fn claims_expire_and_come_back(db: Db) {
    let s = installed(&db, &["acme"]).await;
    s.enqueue_work(&[work("acme", 1, "1"), work("acme", 2, "1")])
        .await
        .expect("enqueue");
    s.enqueue_webhook("acme", "hook", b"{}")
        .await
        .expect("hook");
    // Long enough that a loaded CI machine does not see it expire before the next line.
    let short = Duration::from_millis(1000);
    assert_eq!(
        s.claim_work("dead", 10, short).await.expect("claim").len(),
        2
    );
    assert_eq!(
        s.claim_webhooks("dead", 10, short)
            .await
            .expect("claim")
            .len(),
        1
    );
    assert!(s
        .claim_work("live", 10, LONG)
        .await
        .expect("claim")
        .is_empty());
    assert!(s
        .claim_webhooks("live", 10, LONG)
        .await
        .expect("claim")
        .is_empty());
    assert_eq!(s.queue_counts().await.expect("counts").claimed, 2);
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let back = s.claim_work("live", 10, LONG).await.expect("claim");
    assert_eq!(back.len(), 2);
    assert!(back.iter().all(|i| i.attempts == 2));
    let hooks = s.claim_webhooks("live", 10, LONG).await.expect("claim");
    assert_eq!(hooks.len(), 1);
    assert_eq!(hooks[0].attempts, 2);
    // The dead worker's late release does not undo the new claim.
    assert!(!s
        .retry_later(back[0].id, "dead", Duration::ZERO, "late")
        .await
        .expect("retry"));
    assert!(!s
        .release_webhook(hooks[0].id, "dead", Duration::ZERO, "late")
        .await
        .expect("release"));
    assert!(s
        .claim_work("other", 10, LONG)
        .await
        .expect("claim")
        .is_empty());
    s.close().await;
}

async fn retry_later_backs_off(db: Db) {
    let s = installed(&db, &["acme"]).await;
    s.enqueue_work(&[work("acme", 1, "1")])
        .await
        .expect("enqueue");
    let it = s.claim_work("w", 1, LONG).await.expect("claim").remove(0);
    assert_eq!(it.attempts, 1);
    assert!(s
        .retry_later(it.id, "w", Duration::from_millis(1000), "HTTP 503")
        .await
        .expect("retry"));
    assert!(s.claim_work("w", 1, LONG).await.expect("claim").is_empty());
    let stored = s.get_work(it.id).await.expect("get").expect("there");
    assert_eq!(stored.last_error.as_deref(), Some("HTTP 503"));
    assert!(stored.next_attempt_at > it.next_attempt_at);
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let again = s.claim_work("w", 1, LONG).await.expect("claim");
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].attempts, 2);
    assert_eq!(again[0].last_error.as_deref(), Some("HTTP 503"));
    s.close().await;
}

async fn stop_fail_resume_and_counts(db: Db) {
    let s = installed(&db, &["acme"]).await;
    let mut items: Vec<NewWorkItem> = (1..=4).map(|i| work("acme", i, "1")).collect();
    items.push(NewWorkItem {
        step_id: 11,
        ..work("acme", 5, "1")
    });
    s.enqueue_work(&items).await.expect("enqueue");
    let claimed = s.claim_work("w", 1, LONG).await.expect("claim");
    assert!(s
        .mark_failed(claimed[0].id, "400: not a port")
        .await
        .expect("fail"));
    assert_eq!(
        s.stop_step("acme", 1, 10, "403: agent is not a manager")
            .await
            .expect("stop"),
        3
    );
    let counts = s.queue_counts().await.expect("counts");
    assert_eq!(
        counts,
        QueueCounts {
            pending: 1,
            claimed: 0,
            done: 0,
            failed: 1,
            stopped: 3
        }
    );
    let stopped = s
        .get_work(claimed[0].id + 1)
        .await
        .expect("get")
        .expect("there");
    assert_eq!(stopped.state, WorkState::Stopped);
    assert_eq!(
        stopped.last_error.as_deref(),
        Some("403: agent is not a manager")
    );
    // The other step goes on; the stopped step's items wait.
    let next = s.claim_work("w", 10, LONG).await.expect("claim");
    assert_eq!(next.len(), 1);
    assert_eq!(next[0].step_id, 11);
    assert!(s.stop_work(next[0].id, "404").await.expect("stop one"));
    assert_eq!(s.resume_step("acme", 1, 10).await.expect("resume"), 3);
    assert_eq!(s.claim_work("w", 10, LONG).await.expect("claim").len(), 3);
    assert_eq!(
        s.get_work(claimed[0].id)
            .await
            .expect("get")
            .expect("there")
            .state,
        WorkState::Failed
    );
    s.close().await;
}

async fn restart_loses_nothing(db: Db) {
    let s = installed(&db, &["acme"]).await;
    let items: Vec<NewWorkItem> = (1..=6).map(|i| work("acme", i, "1")).collect();
    s.enqueue_work(&items).await.expect("enqueue");
    let hook = s
        .enqueue_webhook("acme", "hook", b"{\"events\":[]}")
        .await
        .expect("hook");
    let claimed = s
        .claim_work("before-restart", 4, Duration::from_millis(200))
        .await
        .expect("claim");
    assert_eq!(claimed.len(), 4);
    s.mark_done(&[WorkDone {
        id: claimed[0].id,
        output: "translated".into(),
    }])
    .await
    .expect("done");
    s.claim_webhooks("before-restart", 1, Duration::from_millis(200))
        .await
        .expect("claim hook");
    s.close().await;
    drop(s);

    let s = db.open().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after = s
        .claim_work("after-restart", 100, LONG)
        .await
        .expect("claim");
    let ids: HashSet<i64> = after.iter().map(|i| i.id).collect();
    assert_eq!(ids.len(), 5, "every unfinished item comes back");
    assert!(!ids.contains(&claimed[0].id), "the done one does not");
    let hooks = s
        .claim_webhooks("after-restart", 10, LONG)
        .await
        .expect("claim");
    assert_eq!(hooks.len(), 1);
    assert_eq!(hooks[0].id, hook);
    assert_eq!(hooks[0].body, b"{\"events\":[]}");
    assert_eq!(
        s.enqueue_work(&items).await.expect("redelivered"),
        0,
        "a redelivery after the restart adds nothing"
    );
    s.close().await;
}

async fn logs_are_trimmed_newest_first(db: Db) {
    let s = installed(&db, &["acme", "other"]).await;
    for i in 0..8 {
        s.record_job(
            "acme",
            &JobRecord {
                file_name: format!("f{i}.json"),
                job_type: "parse-file".into(),
                format: "json".into(),
                strings: i,
                bytes_in: 10 * i,
                bytes_out: 20 * i,
                duration: Duration::from_millis(u64::try_from(i).unwrap_or(0)),
                outcome: "ok".into(),
                message: None,
            },
        )
        .await
        .expect("job");
        s.record_event("acme", "project.translated", Some(i), "{}")
            .await
            .expect("event");
    }
    s.record_job("other", &JobRecord::default())
        .await
        .expect("job");
    let jobs = s.list_jobs("acme", 100).await.expect("list");
    assert_eq!(
        jobs.iter()
            .map(|j| j.job.file_name.as_str())
            .collect::<Vec<_>>(),
        ["f7.json", "f6.json", "f5.json", "f4.json", "f3.json"]
    );
    assert_eq!(jobs[0].job.strings, 7);
    assert_eq!(jobs[0].job.bytes_out, 140);
    assert_eq!(jobs[0].job.duration, Duration::from_millis(7));
    assert!(jobs[0].at > 0);
    assert_eq!(s.list_jobs("acme", 2).await.expect("list").len(), 2);
    assert_eq!(s.list_jobs("other", 100).await.expect("list").len(), 1);
    let events = s.list_events("acme", 100).await.expect("events");
    assert_eq!(
        events.iter().map(|e| e.project_id).collect::<Vec<_>>(),
        [Some(7), Some(6), Some(5), Some(4), Some(3)]
    );
    assert_eq!(events[0].event, "project.translated");
    s.close().await;
}

// ---------------------------------------------------------------------------------------------
// Opening

#[tokio::test]
async fn unreachable_postgres_is_named_without_the_password() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("port")
        .port();
    let dir = tempfile::tempdir().expect("tempdir");
    let mut o = StoreOptions::new(dir.path(), test_key("k"));
    o.database_url = Some(format!(
        "postgres://app:hunter2-password@127.0.0.1:{port}/locforge"
    ));
    o.connect_timeout = Duration::from_secs(2);
    let err = Store::open(o).await.expect_err("nothing listens");
    let msg = err.to_string();
    assert!(
        msg.contains(&format!("127.0.0.1:{port}/locforge")),
        "names the database: {msg}"
    );
    assert!(!msg.contains("hunter2"), "no password: {msg}");
}

#[tokio::test]
async fn unusable_sqlite_path_and_unknown_scheme_are_named() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("not-a-dir");
    std::fs::write(&file, b"x").expect("write");
    let err = Store::open(StoreOptions::new(&file, test_key("k")))
        .await
        .expect_err("data dir is a file");
    assert!(err.to_string().contains("not-a-dir"), "{err}");

    let mut o = StoreOptions::new(dir.path(), test_key("k"));
    o.database_url = Some("mysql://u:secret-pw@h/db".into());
    let err = Store::open(o).await.expect_err("unknown scheme");
    let msg = err.to_string();
    assert!(msg.contains("postgres://"), "{msg}");
    assert!(!msg.contains("secret-pw"), "{msg}");
}

#[tokio::test]
async fn sqlite_store_is_created_on_first_open_in_the_data_dir() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("nested").join("data");
    let (key, fresh) = MasterKey::load_or_generate(&data).expect("key");
    assert!(fresh);
    let s = Store::open(StoreOptions::new(&data, key))
        .await
        .expect("opens");
    assert_eq!(s.backend(), Backend::Sqlite);
    assert!(data.join(SQLITE_FILE).is_file());
    s.ping().await.expect("ping");
    assert!(format!("{s:?}").contains(SQLITE_FILE));
    s.close().await;
}

#[test]
fn store_futures_are_send() {
    fn send<T: Send>(_: T) {}
    fn sync<T: Send + Sync + Clone>() {}
    sync::<Store>();
    let dir = tempfile::tempdir().expect("tempdir");
    let fut = Store::open(StoreOptions::new(dir.path(), test_key("k")));
    send(fut);
}

/// Compile-time only: the futures of the methods a server spawns are `Send`.
#[allow(dead_code)]
fn method_futures_are_send(s: &Store) {
    fn send<T: Send>(_: T) {}
    send(s.claim_work("w", 1, LONG));
    send(s.claim_webhooks("w", 1, LONG));
    send(s.enqueue_work(&[]));
    send(s.mark_done(&[]));
    send(s.delete_organization("k"));
    send(s.try_acquire_lease("k", LeaseKind::TokenRenewal, "w", LONG));
    send(s.record_job("k", &JobRecord::default()));
}
