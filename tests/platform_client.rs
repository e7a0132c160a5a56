//! The platform API client and the installation token manager over real HTTP.
//!
//! The counterpart is the real platform emulator: the built binary, `platform serve --bind
//! 127.0.0.1:0 --fixture <generated>`, whose last stdout line is one JSON object with its URLs (so
//! these tests depend on its command line, not on its Rust paths). The fixture is generated here:
//! a standard organization with a `crowdin_app` installation and more than one page of strings,
//! translations, TM segments and glossary terms, and an enterprise organization with a
//! `crowdin_agent` installation and a custom workflow step with 620 strings waiting.
//!
//! Faults the emulator cannot produce (token server down, slow or answering garbage; 429 with
//! `Retry-After`; 500 then success; 401 forever) come from small axum servers written here, and a
//! counting proxy in front of the emulator's token endpoint counts grants.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

mod common;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use common::emulator::Emulator;
use futures_util::StreamExt;
use locforge::platform::{
    ApiBases, ApiError, ClientOptions, GrantKind, ListQuery, OrgClient, PlatformClient,
    RetryPolicy, StatusQuery, StatusUpdate, StepStatus, TokenError, TokenManager, TokenOptions,
};
use locforge::store::{InstallationToken, MasterKey, Organization, Secret, Store, StoreOptions};
use locforge::transfer::fetch::Fetcher;
use locforge::transfer::guard::AllowList;
use serde_json::{json, Value};

const CLIENT_ID: &str = "test-client";
const CLIENT_SECRET: &str = "test-client-secret-C1i3nt";
const STD_APP_SECRET: &str = "std-app-secret-S3cr3t";
const ENT_APP_SECRET: &str = "ent-app-secret-S3cr3t";
const STRINGS: i64 = 1203;
const TRANSLATED: i64 = 700;
const SEGMENTS: i64 = 520;
const TERMS: i64 = 510;
const STEP_STRINGS: i64 = 620;

// ---------------------------------------------------------------------------------------------
// Harness: the emulator process

/// The generated world.
fn fixture() -> Value {
    let strings: Vec<Value> = (1..=STRINGS)
        .map(|i| {
            json!({"id": i, "fileId": 1, "identifier": format!("key.{i}"), "text": format!("Source {i}"),
                   "isHidden": i % 3 == 0})
        })
        .collect();
    let translations: Vec<Value> = (1..=TRANSLATED)
        .map(|i| json!({"id": i, "stringId": i, "languageId": "de", "text": format!("Quelle {i}"), "userId": 1}))
        .collect();
    let segments: Vec<Value> = (1..=SEGMENTS)
        .map(|i| {
            json!({"id": i, "records": [
                {"id": i * 2, "languageId": "en", "text": format!("segment {i}"), "usageCount": i % 5, "createdBy": 1, "updatedBy": 1},
                {"id": i * 2 + 1, "languageId": "de", "text": format!("Segment {i}"), "usageCount": i % 5, "createdBy": 1, "updatedBy": 1}]})
        })
        .collect();
    let terms: Vec<Value> = (1..=TERMS)
        .map(|i| {
            json!({"id": i, "userId": 1, "languageId": "en", "text": format!("term {i}"),
                   "partOfSpeech": if i % 2 == 0 { "verb" } else { "noun" }, "status": "preferred", "conceptId": 1})
        })
        .collect();
    let step_strings: Vec<Value> = (1..=STEP_STRINGS)
        .map(|i| json!({"id": 5000 + i, "fileId": 5, "identifier": format!("page.{i}"), "text": format!("Page {i}")}))
        .collect();
    let statuses: Vec<Value> = (1..=STEP_STRINGS)
        .map(|i| json!({"projectId": 2, "stepId": 101, "languageId": "de", "stringId": 5000 + i, "status": "NEED_PROCESS"}))
        .collect();
    json!({
        "organizations": [
            {"id": 1, "name": "Standard", "adminIds": [1]},
            {"id": 10, "name": "Enterprise", "domain": "example", "adminIds": [2]}
        ],
        "users": [
            {"id": 1, "username": "owner", "fullName": "Olivia Owner", "organizationIds": [1]},
            {"id": 2, "username": "admin", "fullName": "Adam Admin", "organizationIds": [10]},
            {"id": 9, "username": "locforge-agent", "fullName": "Agent", "organizationIds": [10], "isAgent": true}
        ],
        "oauthClients": [{"clientId": CLIENT_ID, "clientSecret": CLIENT_SECRET, "name": "locforge",
                          "redirectUris": ["http://127.0.0.1:1/callback"]}],
        "apps": [
            {"identifier": "locforge-test", "appId": "std-app", "appSecret": STD_APP_SECRET, "organizationId": 1},
            {"identifier": "locforge-test", "appId": "ent-app", "appSecret": ENT_APP_SECRET, "organizationId": 10, "agentId": 9}
        ],
        "projects": [
            {"id": 1, "organizationId": 1, "userId": 1, "name": "Big", "identifier": "big",
             "sourceLanguageId": "en", "targetLanguageIds": ["de"],
             "files": [{"id": 1, "name": "en.json", "type": "json", "path": "/en.json"}],
             "strings": strings, "translations": translations},
            {"id": 2, "organizationId": 10, "userId": 2, "name": "Site", "identifier": "site",
             "sourceLanguageId": "en", "targetLanguageIds": ["de", "fr"], "managerIds": [9],
             "files": [{"id": 5, "name": "site.json", "type": "json", "path": "/site.json"}],
             "strings": step_strings,
             "workflow": {"id": 1, "title": "Translate, then check", "steps": [
                {"id": 100, "title": "Translation", "type": "Translate", "languages": ["de", "fr"]},
                {"id": 101, "title": "Check", "type": "Application", "languages": ["de"],
                 "applicationModule": {"applicationIdentifier": "locforge-test", "moduleKey": "qa-gate"},
                 "boundaries": {"input": {"title": "Translated", "ports": ["translated"]},
                                "outputs": [{"title": "OK", "port": "translated"},
                                            {"title": "Rejected", "port": "untranslated"}]}}]}}
        ],
        "tms": [{"id": 1, "organizationId": 1, "userId": 1, "name": "TM", "languageIds": ["en", "de"],
                 "segments": segments}],
        "glossaries": [{"id": 1, "organizationId": 1, "userId": 1, "name": "Terms", "languageId": "en",
                        "concepts": [{"id": 1, "userId": 1, "subject": "All"}], "terms": terms}],
        "stepStatuses": statuses
    })
}

// ---------------------------------------------------------------------------------------------
// Harness: store, organizations, managers

fn standard_org() -> Organization {
    Organization {
        credential_key: Organization::credential_key_for(None, 1),
        organization_id: 1,
        domain: None,
        app_id: "std-app".into(),
        app_secret: Secret::new(STD_APP_SECRET),
        user_id: 1,
        agent_id: None,
        base_url: "http://127.0.0.1:1".into(),
        installed_at: 0,
        updated_at: 0,
    }
}

fn enterprise_org() -> Organization {
    Organization {
        credential_key: Organization::credential_key_for(Some("example"), 10),
        organization_id: 10,
        domain: Some("example".into()),
        app_id: "ent-app".into(),
        app_secret: Secret::new(ENT_APP_SECRET),
        user_id: 2,
        agent_id: Some(9),
        base_url: "http://127.0.0.1:1".into(),
        installed_at: 0,
        updated_at: 0,
    }
}

struct World {
    store: Store,
    _dir: tempfile::TempDir,
}

async fn world() -> World {
    let dir = tempfile::tempdir().expect("tempdir");
    let key = MasterKey::from_config(&format!("{:-<40}", "platform-client-test")).expect("key");
    let store = Store::open(StoreOptions::new(dir.path(), key))
        .await
        .expect("store opens");
    for org in [standard_org(), enterprise_org()] {
        store
            .put_organization(&org)
            .await
            .expect("organization stored");
    }
    World { store, _dir: dir }
}

fn fetcher(allow: &[&str]) -> Fetcher {
    let list = AllowList::parse(&allow.iter().map(|s| s.to_string()).collect::<Vec<_>>())
        .expect("allowlist");
    Fetcher::new(list, Duration::from_secs(20)).expect("fetcher")
}

fn loopback() -> Fetcher {
    fetcher(&["127.0.0.1"])
}

fn token_options(bases: &ApiBases, grant: GrantKind) -> TokenOptions {
    let mut o = TokenOptions::new(bases, CLIENT_ID, CLIENT_SECRET);
    o.grant = grant;
    o.timeout = Duration::from_secs(5);
    o
}

fn client(store: &Store, bases: ApiBases, grant: GrantKind, opts: ClientOptions) -> PlatformClient {
    let tokens = TokenManager::new(store.clone(), loopback(), token_options(&bases, grant));
    PlatformClient::new(loopback(), tokens, bases, opts)
}

fn fast_retries() -> ClientOptions {
    ClientOptions {
        timeout: Duration::from_secs(5),
        retry: RetryPolicy {
            max_retries: 3,
            base_backoff: Duration::from_millis(50),
            max_wait: Duration::from_secs(5),
        },
        ..ClientOptions::default()
    }
}

// ---------------------------------------------------------------------------------------------
// Harness: small servers of our own

async fn serve(router: Router) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        let _ = axum::serve(listener, router).await;
    });
    addr
}

/// Counts requests and holds a scripted behaviour.
#[derive(Clone)]
struct Counter {
    hits: Arc<AtomicUsize>,
    upstream: Option<String>,
    delay: Duration,
}

impl Counter {
    fn new(upstream: Option<String>, delay: Duration) -> Counter {
        Counter {
            hits: Arc::new(AtomicUsize::new(0)),
            upstream,
            delay,
        }
    }

    fn hits(&self) -> usize {
        self.hits.load(Ordering::SeqCst)
    }
}

/// A proxy for the emulator's token endpoint that counts grants and delays each one (widening
/// the window in which concurrent callers could start a second grant).
async fn counting_token_proxy(token_url: String, delay: Duration) -> (SocketAddr, Counter) {
    async fn forward(State(c): State<Counter>, body: Bytes) -> Response {
        c.hits.fetch_add(1, Ordering::SeqCst);
        tokio::time::sleep(c.delay).await;
        let upstream = c.upstream.clone().unwrap_or_default();
        let r = reqwest::Client::new()
            .post(upstream)
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .expect("emulator answers");
        let status = StatusCode::from_u16(r.status().as_u16()).expect("status");
        let bytes = r.bytes().await.expect("body");
        (status, [("content-type", "application/json")], bytes).into_response()
    }
    let counter = Counter::new(Some(token_url), delay);
    let router = Router::new()
        .route("/oauth/token", post(forward))
        .with_state(counter.clone());
    (serve(router).await, counter)
}

/// A token server of our own answering `answer` (after `delay`), counting calls.
async fn fake_token_server(answer: (u16, &'static str), delay: Duration) -> (SocketAddr, Counter) {
    let counter = Counter::new(None, delay);
    let c = counter.clone();
    let router = Router::new().route(
        "/oauth/token",
        post(move || {
            let c = c.clone();
            async move {
                let n = c.hits.fetch_add(1, Ordering::SeqCst);
                tokio::time::sleep(c.delay).await;
                let body = answer.1.replace("{n}", &n.to_string());
                (StatusCode::from_u16(answer.0).expect("status"), body)
            }
        }),
    );
    (serve(router).await, counter)
}

const GOOD_TOKEN: (u16, &str) = (
    200,
    r#"{"access_token":"fake-token-{n}","expires_in":7200}"#,
);

/// One scripted answer: status, headers, body.
type Scripted = (u16, Vec<(&'static str, &'static str)>, &'static str);

/// An API server of our own: the `n`-th request (0-based) gets `script[min(n, last)]`.
async fn scripted_api(script: Vec<Scripted>) -> (SocketAddr, Counter) {
    let counter = Counter::new(None, Duration::ZERO);
    let c = counter.clone();
    let script = Arc::new(script);
    let router = Router::new().fallback(move |_h: HeaderMap| {
        let c = c.clone();
        let script = script.clone();
        async move {
            let n = c.hits.fetch_add(1, Ordering::SeqCst);
            let (status, headers, body) = &script[n.min(script.len() - 1)];
            let mut r = (StatusCode::from_u16(*status).expect("status"), *body).into_response();
            for (k, v) in headers {
                r.headers_mut().insert(*k, v.parse().expect("header"));
            }
            r
        }
    });
    (serve(router).await, counter)
}

/// Bases for servers of our own: tokens from `auth`, both APIs on `api`.
/// A fresh world whose platform API answers `script`, with tokens from the server at `auth`: the
/// standard organization's client, the world keeping its store alive, and the API's hit counter.
async fn scripted_org(auth: SocketAddr, script: Vec<Scripted>) -> (OrgClient, World, Counter) {
    let (api_addr, hits) = scripted_api(script).await;
    let w = world().await;
    let org = client(
        &w.store,
        own_bases(auth, api_addr),
        GrantKind::App,
        fast_retries(),
    )
    .org(&standard_org())
    .expect("client");
    (org, w, hits)
}

fn own_bases(auth: SocketAddr, api: SocketAddr) -> ApiBases {
    ApiBases::new(
        &format!("http://{auth}"),
        &format!("http://{api}"),
        &format!("http://{api}/enterprise/{{domain}}"),
    )
    .expect("bases")
}

fn assert_no_secret(message: &str) {
    for s in [CLIENT_SECRET, STD_APP_SECRET, ENT_APP_SECRET] {
        assert!(!message.contains(s), "a secret leaked into: {message}");
    }
}

// ---------------------------------------------------------------------------------------------
// Grants, the authenticated user, enterprise base

#[tokio::test]
async fn crowdin_app_and_crowdin_agent_grants_reach_the_authenticated_user() {
    let emu = Emulator::start(&fixture(), &[]).await;
    let w = world().await;

    let app = client(
        &w.store,
        emu.bases(),
        GrantKind::App,
        ClientOptions::default(),
    );
    let std_api = app.org(&standard_org()).expect("standard client");
    assert_eq!(
        std_api.base().as_str(),
        format!("{}/api/v2/", emu.url("apiUrl"))
    );
    let user = std_api
        .user()
        .await
        .expect("GET /user with a crowdin_app token");
    assert_eq!((user.id, user.username.as_str()), (1, "owner"));
    // The token is kept in the store (sealed), with its expiry about 2 hours ahead.
    let stored = w
        .store
        .get_installation_token("1")
        .await
        .expect("store")
        .expect("token stored");
    let ahead = stored.expires_at - now_ms();
    assert!(
        (7_000_000..=7_200_000).contains(&ahead),
        "expires in {ahead} ms"
    );

    let agent = client(
        &w.store,
        emu.bases(),
        GrantKind::Agent,
        ClientOptions::default(),
    );
    let ent_api = agent.org(&enterprise_org()).expect("enterprise client");
    assert_eq!(
        ent_api.base().as_str(),
        format!(
            "{}/api/v2/",
            emu.url("enterpriseApiUrl").replace("{domain}", "example")
        )
    );
    let user = ent_api
        .user()
        .await
        .expect("GET /user with a crowdin_agent token");
    assert_eq!((user.id, user.username.as_str()), (9, "locforge-agent"));
    let projects = ent_api
        .projects(&ListQuery::all())
        .expect("no croql")
        .all()
        .await
        .expect("projects");
    assert_eq!(
        projects.iter().map(|p| p.id).collect::<Vec<_>>(),
        [2],
        "the enterprise space"
    );
    let p = ent_api.project(2).await.expect("GET project");
    assert_eq!(p.name, "Site");

    // crowdin_agent for an organization without agent_id: a clear error, no request.
    let e = agent
        .tokens()
        .grant(&standard_org())
        .await
        .expect_err("no agent id");
    assert!(matches!(e, TokenError::NoAgent(_)), "{e}");
}

#[tokio::test]
async fn the_guard_refuses_the_emulator_unless_allow_listed() {
    let emu = Emulator::start(&fixture(), &[]).await;
    let w = world().await;
    let bases = emu.bases();
    let tokens = TokenManager::new(
        w.store.clone(),
        fetcher(&[]),
        token_options(&bases, GrantKind::App),
    );
    let e = tokens.token_for("1").await.expect_err("loopback refused");
    assert!(matches!(&e, TokenError::Refused { .. }), "{e}");
    assert!(e.to_string().contains("LOCFORGE_FETCH_ALLOW"), "{e}");
    let api = PlatformClient::new(fetcher(&[]), tokens, bases, ClientOptions::default());
    let e = api
        .org(&standard_org())
        .expect("client")
        .user()
        .await
        .expect_err("refused");
    assert!(matches!(e, ApiError::Refused(_)), "{e}");
}

// ---------------------------------------------------------------------------------------------
// Renewal, single flight, 401

fn now_ms() -> i64 {
    i64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("clock")
            .as_millis(),
    )
    .expect("ms")
}

#[tokio::test]
async fn tokens_are_renewed_120_seconds_before_expiry() {
    // Tokens live 124 s: usable for the first ~4 s (room for a slow grant on a loaded
    // machine), then inside the renewal margin.
    let emu = Emulator::start(&fixture(), &["--token-ttl", "124"]).await;
    let w = world().await;
    let (proxy, grants) = counting_token_proxy(emu.url("tokenUrl"), Duration::ZERO).await;
    let bases = own_bases(proxy, proxy);
    let tokens = TokenManager::new(
        w.store.clone(),
        loopback(),
        token_options(&bases, GrantKind::App),
    );
    let first = tokens.token_for("1").await.expect("granted");
    let again = tokens.token_for("1").await.expect("cached");
    assert_eq!(first, again, "a token outside the margin is reused");
    assert_eq!(grants.hits(), 1);
    tokio::time::sleep(Duration::from_millis(4500)).await;
    let renewed = tokens.token_for("1").await.expect("renewed");
    assert_ne!(first, renewed, "a token within 120 s of expiry is renewed");
    assert_eq!(grants.hits(), 2);
    // invalidate drops only the token it names (a 401 on an already replaced token is a no-op).
    tokens.invalidate("1", &first).await.expect("no-op");
    assert_eq!(tokens.token_for("1").await.expect("kept"), renewed);
    tokens.invalidate("1", &renewed).await.expect("dropped");
    assert!(w
        .store
        .get_installation_token("1")
        .await
        .expect("store")
        .is_none());
    assert_ne!(tokens.token_for("1").await.expect("granted"), renewed);
    assert_eq!(grants.hits(), 3);
}

#[tokio::test]
async fn concurrent_callers_share_one_grant_in_a_process_and_across_replicas() {
    let emu = Emulator::start(&fixture(), &[]).await;
    let w = world().await;
    let (proxy, grants) =
        counting_token_proxy(emu.url("tokenUrl"), Duration::from_millis(300)).await;
    let bases = own_bases(proxy, proxy);
    // Two "replicas": two managers with their own locks and lease holders, one database.
    let a = TokenManager::new(
        w.store.clone(),
        loopback(),
        token_options(&bases, GrantKind::App),
    );
    let b = TokenManager::new(
        w.store.clone(),
        loopback(),
        token_options(&bases, GrantKind::App),
    );
    assert_ne!(a.options().holder, b.options().holder);
    let calls = (0..40).map(|i| {
        let m = if i % 2 == 0 { a.clone() } else { b.clone() };
        async move { m.token_for("1").await }
    });
    let tokens: Vec<Secret> = futures_util::future::join_all(calls)
        .await
        .into_iter()
        .collect::<Result<_, _>>()
        .expect("every caller gets a token");
    assert_eq!(
        grants.hits(),
        1,
        "one grant for 40 concurrent callers on two replicas"
    );
    assert!(
        tokens.windows(2).all(|t| t[0] == t[1]),
        "everyone got the winner's token"
    );

    // The enterprise organization has its own flight.
    let e = TokenManager::new(
        w.store.clone(),
        loopback(),
        token_options(&bases, GrantKind::Agent),
    );
    let (x, y) = tokio::join!(e.token_for("example"), e.token_for("example"));
    assert_eq!(x.expect("granted"), y.expect("shared"));
    assert_eq!(grants.hits(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn token_renewal_is_single_flight_across_replicas_on_postgres() {
    // Two replicas as in a fleet: each its own connection pool to one PostgreSQL database, its
    // own token manager (lock and lease holder); the lease row decides who renews.
    let Some(url) = common::postgres::new_database().await else {
        return; // PostgreSQL tools absent and not required (LOCFORGE_REQUIRE_TEST_TOOLS unset)
    };
    let emu = Emulator::start(&fixture(), &[]).await;
    let (proxy, grants) =
        counting_token_proxy(emu.url("tokenUrl"), Duration::from_millis(300)).await;
    let bases = own_bases(proxy, proxy);
    let dir = tempfile::tempdir().expect("tempdir");
    let key = MasterKey::from_config(&format!("{:-<40}", "platform-client-test")).expect("key");
    let open = || {
        let mut o = StoreOptions::new(dir.path(), key.clone());
        o.database_url = Some(url.clone());
        Store::open(o)
    };
    let (store_a, store_b) = (
        open().await.expect("replica A's store"),
        open().await.expect("replica B's store"),
    );
    store_a
        .put_organization(&standard_org())
        .await
        .expect("organization stored");
    let a = TokenManager::new(
        store_a.clone(),
        loopback(),
        token_options(&bases, GrantKind::App),
    );
    let b = TokenManager::new(
        store_b.clone(),
        loopback(),
        token_options(&bases, GrantKind::App),
    );
    for round in 1..=2 {
        let calls = (0..30).map(|i| {
            let m = if i % 2 == 0 { a.clone() } else { b.clone() };
            async move { m.token_for("1").await }
        });
        let tokens: Vec<Secret> = futures_util::future::join_all(calls)
            .await
            .into_iter()
            .collect::<Result<_, _>>()
            .expect("every caller gets a token");
        assert_eq!(
            grants.hits(),
            round,
            "one grant per round for 30 callers on two replicas"
        );
        assert!(tokens.windows(2).all(|t| t[0] == t[1]), "one token shared");
        // The platform refuses the token (a 401 seen on replica B): B and A race to renew it.
        let stale = tokens[0].clone();
        if round == 1 {
            let (x, y) = tokio::join!(b.invalidate("1", &stale), a.invalidate("1", &stale));
            x.expect("dropped on B");
            y.expect("dropped on A");
        }
    }
    store_a.close().await;
    store_b.close().await;
    common::postgres::drop_database(&url).await;
}

#[tokio::test]
async fn a_401_renews_the_token_once_and_retries() {
    let emu = Emulator::start(&fixture(), &[]).await;
    let w = world().await;
    let (proxy, grants) = counting_token_proxy(emu.url("tokenUrl"), Duration::ZERO).await;
    // Tokens through the counting proxy, API straight to the emulator.
    let bases = ApiBases::new(
        &format!("http://{proxy}"),
        &emu.url("apiUrl"),
        &emu.url("enterpriseApiUrl"),
    )
    .expect("bases");
    let api = client(&w.store, bases, GrantKind::App, fast_retries());
    // A token the platform does not know, far from expiry: the first call gets a 401.
    w.store
        .put_installation_token(
            "1",
            &InstallationToken {
                access_token: Secret::new("revoked-token"),
                expires_at: now_ms() + 3_600_000,
            },
        )
        .await
        .expect("stored");
    let user = api
        .org(&standard_org())
        .expect("client")
        .user()
        .await
        .expect("renewed and retried");
    assert_eq!(user.id, 1);
    assert_eq!(grants.hits(), 1, "one renewal");
    let stored = w
        .store
        .get_installation_token("1")
        .await
        .expect("store")
        .expect("token");
    assert_ne!(stored.access_token, Secret::new("revoked-token"));

    // An API that refuses every token: one renewal, then a typed error (not a loop).
    let (api_addr, api_hits) = scripted_api(vec![(
        401,
        vec![("content-type", "application/json")],
        r#"{"error":{"code":401,"message":"Unauthorized"}}"#,
    )])
    .await;
    let (auth, token_hits) = fake_token_server(GOOD_TOKEN, Duration::ZERO).await;
    let w2 = world().await;
    let api = client(
        &w2.store,
        own_bases(auth, api_addr),
        GrantKind::App,
        fast_retries(),
    );
    let e = api
        .org(&standard_org())
        .expect("client")
        .user()
        .await
        .expect_err("still 401");
    assert!(
        matches!(&e, ApiError::Unauthorized { message, .. } if message == "Unauthorized"),
        "{e}"
    );
    assert_eq!((api_hits.hits(), token_hits.hits()), (2, 2));
}

// ---------------------------------------------------------------------------------------------
// Lists, CroQL, paging

#[tokio::test]
async fn lists_page_through_more_than_one_page_with_croql() {
    let emu = Emulator::start(&fixture(), &[]).await;
    let w = world().await;
    let api = client(
        &w.store,
        emu.bases(),
        GrantKind::App,
        ClientOptions::default(),
    );
    let org = api.org(&standard_org()).expect("client");

    // Every string: 1203 over pages of 500 → 3 requests.
    let mut pager = org.strings(1, &ListQuery::all()).expect("no croql");
    let mut ids = Vec::new();
    while let Some(page) = pager.next_page().await.expect("page") {
        assert!(page.len() <= 500);
        ids.extend(page.into_iter().map(|s| s.id));
    }
    assert_eq!(ids, (1..=STRINGS).collect::<Vec<_>>());
    assert_eq!(pager.requests(), 3);

    // CroQL, filtered by the platform, as a stream with small pages.
    let hidden: Vec<i64> = org
        .strings(1, &ListQuery::croql("is hidden").page_size(100))
        .expect("valid croql")
        .into_stream()
        .map(|s| s.expect("item"))
        .map(|s| {
            assert!(s.is_hidden);
            s.id
        })
        .collect()
        .await;
    assert_eq!(
        hidden,
        (1..=STRINGS).filter(|i| i % 3 == 0).collect::<Vec<_>>()
    );

    // Translations of a language, with a croql in the translation context.
    let all = org
        .translations(1, "de", &ListQuery::all())
        .expect("query")
        .all()
        .await
        .expect("translations");
    assert_eq!(all.len() as i64, TRANSLATED);
    let some = org
        .translations(1, "de", &ListQuery::croql("text contains \"Quelle 1\""))
        .expect("query")
        .all()
        .await
        .expect("translations");
    let expected = (1..=TRANSLATED)
        .filter(|i| format!("Quelle {i}").contains("Quelle 1"))
        .count();
    assert_eq!(some.len(), expected);
    assert!(some
        .iter()
        .all(|t| t.text.as_deref().is_some_and(|x| x.contains("Quelle 1"))));

    // TM segments and glossary terms, in their own contexts.
    let segs = org
        .tm_segments(1, &ListQuery::all())
        .expect("q")
        .all()
        .await
        .expect("segments");
    assert_eq!(segs.len() as i64, SEGMENTS);
    let used = org
        .tm_segments(
            1,
            &ListQuery::croql("count of records where (usage count > 2) > 0"),
        )
        .expect("q")
        .all()
        .await
        .expect("segments");
    assert_eq!(
        used.len() as i64,
        (1..=SEGMENTS).filter(|i| i % 5 > 2).count() as i64
    );
    let terms = org
        .glossary_terms(1, &ListQuery::all())
        .expect("q")
        .all()
        .await
        .expect("terms");
    assert_eq!(terms.len() as i64, TERMS);
    let verbs = org
        .glossary_terms(1, &ListQuery::croql("partOfSpeech = \"verb\""))
        .expect("q")
        .all()
        .await
        .expect("terms");
    assert_eq!(verbs.len() as i64, TERMS / 2);
    assert!(verbs.iter().all(|t| t.id % 2 == 0));
}

#[tokio::test]
async fn a_bad_croql_query_fails_locally_with_the_caret_and_sends_nothing() {
    let (api_addr, api_hits) = scripted_api(vec![(200, vec![], r#"{"data":[]}"#)]).await;
    let (auth, token_hits) = fake_token_server(GOOD_TOKEN, Duration::ZERO).await;
    let w = world().await;
    let api = client(
        &w.store,
        own_bases(auth, api_addr),
        GrantKind::App,
        fast_retries(),
    );
    let org = api.org(&standard_org()).expect("client");

    let e = org
        .strings(1, &ListQuery::croql("text contains"))
        .expect_err("syntax error");
    let ApiError::Croql {
        rendered, context, ..
    } = &e
    else {
        panic!("{e}")
    };
    assert_eq!(*context, "strings");
    assert!(
        rendered.contains("text contains") && rendered.contains('^'),
        "{rendered}"
    );
    // A query valid for strings is checked in the resource's own context.
    let e = org
        .tm_segments(1, &ListQuery::croql("is hidden"))
        .expect_err("wrong context");
    assert!(
        e.to_string().contains("TM segments") && e.to_string().contains("isHidden"),
        "{e}"
    );
    // Enterprise-only identifiers on a standard organization.
    assert!(org
        .strings(1, &ListQuery::croql("is passed workflow"))
        .is_err());
    assert_eq!(
        (api_hits.hits(), token_hits.hits()),
        (0, 0),
        "no request at all"
    );
}

// ---------------------------------------------------------------------------------------------
// Workflow step statuses

#[tokio::test]
async fn workflow_statuses_are_read_in_pages_and_updated_in_chunks() {
    let emu = Emulator::start(&fixture(), &[]).await;
    let w = world().await;
    let api = client(
        &w.store,
        emu.bases(),
        GrantKind::Agent,
        ClientOptions::default(),
    );
    let org = api.org(&enterprise_org()).expect("client");
    let waiting = StatusQuery {
        status: Some(StepStatus::NeedProcess),
        ..StatusQuery::default()
    };
    let mut pager = org.step_statuses(2, 101, "de", &waiting);
    let mut all = Vec::new();
    while let Some(page) = pager.next_page().await.expect("page") {
        all.extend(page);
    }
    assert_eq!(all.len() as i64, STEP_STRINGS);
    assert_eq!(pager.requests(), 2, "620 statuses over pages of 500");
    assert!(all
        .iter()
        .all(|s| s.status == StepStatus::NeedProcess && s.step_id == 101));

    // More than 500 string ids: split into calls of ≤ 500 (the emulator refuses more).
    let ids: Vec<i64> = all.iter().map(|s| s.string_id).collect();
    let by_id = org
        .step_statuses(
            2,
            101,
            "de",
            &StatusQuery {
                string_ids: ids.clone(),
                ..StatusQuery::default()
            },
        )
        .all()
        .await
        .expect("by ids");
    assert_eq!(by_id.len(), ids.len());

    // Even ids pass, odd ids are rejected; 3 PATCHes of ≤ 250 operations.
    let updates: Vec<StatusUpdate> = ids
        .iter()
        .map(|&id| StatusUpdate {
            string_id: id,
            output: if id % 2 == 0 {
                "translated"
            } else {
                "untranslated"
            }
            .into(),
        })
        .collect();
    let answered = org
        .update_step_statuses(2, 101, "de", &updates, 250)
        .await
        .expect("patched");
    assert_eq!(answered.len(), updates.len());
    let done = org
        .step_statuses(
            2,
            101,
            "de",
            &StatusQuery {
                status: Some(StepStatus::Done),
                page_size: 200,
                ..StatusQuery::default()
            },
        )
        .all()
        .await
        .expect("done");
    assert_eq!(done.len() as i64, STEP_STRINGS);
    for s in &done {
        let want = if s.string_id % 2 == 0 {
            "translated"
        } else {
            "untranslated"
        };
        assert_eq!(s.output.as_deref(), Some(want), "string {}", s.string_id);
    }

    // docs/PROTOCOL.md §14 errors, typed: a port the step does not declare (400 with key/code), a language that
    // is not the step's (404).
    let bad = [StatusUpdate {
        string_id: 5001,
        output: "approved".into(),
    }];
    let e = org
        .update_step_statuses(2, 101, "de", &bad, 0)
        .await
        .expect_err("400");
    let ApiError::Validation { errors, .. } = &e else {
        panic!("{e}")
    };
    assert!(
        !errors.is_empty() && !errors[0].code.is_empty() && !errors[0].message.is_empty(),
        "{e}"
    );
    let e = org
        .update_step_statuses(
            2,
            101,
            "fr",
            &[StatusUpdate {
                string_id: 5001,
                output: "".into(),
            }],
            0,
        )
        .await
        .expect_err("404");
    assert_eq!(e.status(), Some(404), "{e}");
    // A crowdin_app (user) token may not update a custom step's statuses.
    let w2 = world().await;
    let user_api = client(
        &w2.store,
        emu.bases(),
        GrantKind::App,
        ClientOptions::default(),
    );
    let e = user_api
        .org(&enterprise_org())
        .expect("client")
        .update_step_statuses(
            2,
            101,
            "de",
            &[StatusUpdate {
                string_id: 5001,
                output: "".into(),
            }],
            0,
        )
        .await
        .expect_err("403");
    assert_eq!(e.status(), Some(403), "{e}");
}

// ---------------------------------------------------------------------------------------------
// Token server faults

#[tokio::test]
async fn token_server_down_slow_or_answering_garbage_gives_typed_errors() {
    let w = world().await;
    let manager = |addr: SocketAddr, timeout: Duration| {
        let bases = own_bases(addr, addr);
        let mut o = token_options(&bases, GrantKind::App);
        o.timeout = timeout;
        TokenManager::new(w.store.clone(), loopback(), o)
    };

    // Down: a port nobody listens on.
    let free = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let down = free.local_addr().expect("addr");
    drop(free);
    let e = manager(down, Duration::from_secs(5))
        .token_for("1")
        .await
        .expect_err("down");
    assert!(matches!(&e, TokenError::Unreachable { .. }), "{e}");
    assert!(e.to_string().contains("unreachable"), "{e}");
    assert_no_secret(&e.to_string());

    // Slow: the timeout fires.
    let (slow, _) = fake_token_server(GOOD_TOKEN, Duration::from_secs(10)).await;
    let started = Instant::now();
    let e = manager(slow, Duration::from_millis(500))
        .token_for("1")
        .await
        .expect_err("slow");
    assert!(matches!(&e, TokenError::Timeout { .. }), "{e}");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    assert!(e.to_string().contains("500 ms"), "{e}");

    // Garbage: 200 with a body that is no token, and a token without expiry.
    for garbage in [
        (200, "<html>hello</html>"),
        (200, r#"{"access_token":"x"}"#),
        (200, r#"{"access_token":"","expires_in":5}"#),
    ] {
        let (addr, _) = fake_token_server(garbage, Duration::ZERO).await;
        let e = manager(addr, Duration::from_secs(5))
            .token_for("1")
            .await
            .expect_err("garbage");
        assert!(matches!(&e, TokenError::InvalidResponse { .. }), "{e}");
        assert!(e.to_string().contains("not a token"), "{e}");
    }

    // Refused: the RFC 6749 error is carried, the secrets are not.
    let (addr, _) = fake_token_server(
        (
            400,
            r#"{"error":"invalid_grant","error_description":"no installation matches"}"#,
        ),
        Duration::ZERO,
    )
    .await;
    let e = manager(addr, Duration::from_secs(5))
        .token_for("1")
        .await
        .expect_err("refused");
    assert!(
        matches!(&e, TokenError::Rejected { status: 400, .. }),
        "{e}"
    );
    assert!(
        e.to_string()
            .contains("invalid_grant: no installation matches"),
        "{e}"
    );
    assert_no_secret(&format!("{e} {e:?}"));
    // Even a server that echoes the request's secrets does not get them into our messages.
    let (addr, _) = fake_token_server(
        (401, "{\"error\":\"invalid_client\",\"error_description\":\"bad client_secret test-client-secret-C1i3nt for app secret std-app-secret-S3cr3t\"}"),
        Duration::ZERO,
    )
    .await;
    let e = manager(addr, Duration::from_secs(5))
        .token_for("1")
        .await
        .expect_err("refused");
    assert!(
        e.to_string()
            .contains("bad client_secret *** for app secret ***"),
        "{e}"
    );
    assert_no_secret(&format!("{e} {e:?}"));

    // Nothing was stored by the failures; an unknown organization is named.
    assert!(w
        .store
        .get_installation_token("1")
        .await
        .expect("store")
        .is_none());
    let e = manager(addr, Duration::from_secs(5))
        .token_for("nope")
        .await
        .expect_err("unknown");
    assert!(matches!(e, TokenError::UnknownOrganization(_)), "{e}");
}

// ---------------------------------------------------------------------------------------------
// API faults

#[tokio::test]
async fn a_429_waits_for_retry_after_and_a_500_is_retried() {
    let (auth, _) = fake_token_server(GOOD_TOKEN, Duration::ZERO).await;
    let user = r#"{"data":{"id":7,"username":"u"}}"#;

    // 429 with Retry-After: 1, then success: waited about a second, two requests.
    let (org, _w, hits) = scripted_org(
        auth,
        vec![
            (
                429,
                vec![("retry-after", "1")],
                r#"{"error":{"code":429,"message":"Too Many Requests"}}"#,
            ),
            (200, vec![("content-type", "application/json")], user),
        ],
    )
    .await;
    let started = Instant::now();
    let u = org.user().await.expect("retried");
    assert_eq!(u.id, 7);
    assert!(
        started.elapsed() >= Duration::from_millis(950),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(hits.hits(), 2);

    // A Retry-After longer than we wait: a typed error at once, carrying it.
    let (org, _w, hits) = scripted_org(auth, vec![(429, vec![("retry-after", "120")], "")]).await;
    let e = org.user().await.expect_err("429");
    assert!(
        matches!(e, ApiError::RateLimited { retry_after: Some(d), .. } if d == Duration::from_secs(120))
    );
    assert_eq!(hits.hits(), 1);

    // 500 then success (idempotent GET).
    let (org, _w, hits) = scripted_org(
        auth,
        vec![
            (
                500,
                vec![],
                r#"{"error":{"code":500,"message":"Internal Server Error"}}"#,
            ),
            (200, vec![], user),
        ],
    )
    .await;
    assert_eq!(org.user().await.expect("retried").id, 7);
    assert_eq!(hits.hits(), 2);

    // 503 forever: bounded (1 + 3 retries), then the envelope's message.
    let (org, _w, hits) = scripted_org(
        auth,
        vec![(
            503,
            vec![],
            r#"{"error":{"code":503,"message":"Service Unavailable"}}"#,
        )],
    )
    .await;
    let e = org.user().await.expect_err("503");
    assert!(
        matches!(&e, ApiError::Status { status: 503, message, .. } if message == "Service Unavailable"),
        "{e}"
    );
    assert_eq!(hits.hits(), 4);

    // A 404 is not retried; a 2xx that is not JSON is a decode error.
    let (org, _w, hits) = scripted_org(
        auth,
        vec![(
            404,
            vec![],
            r#"{"error":{"code":404,"message":"Project Not Found"}}"#,
        )],
    )
    .await;
    let e = org.project(3).await.expect_err("404");
    assert!(e.to_string().contains("Project Not Found"), "{e}");
    assert_eq!(hits.hits(), 1);
    let (org, _w, _) = scripted_org(auth, vec![(200, vec![], "<html>")]).await;
    let e = org.user().await.expect_err("garbage");
    assert!(matches!(e, ApiError::Decode { .. }), "{e}");
}

#[tokio::test]
async fn a_slow_api_hits_the_timeout() {
    let (auth, _) = fake_token_server(GOOD_TOKEN, Duration::ZERO).await;
    let router = Router::new().fallback(|| async {
        tokio::time::sleep(Duration::from_secs(10)).await;
        "late"
    });
    let api_addr = serve(router).await;
    let w = world().await;
    let opts = ClientOptions {
        timeout: Duration::from_millis(400),
        ..fast_retries()
    };
    let api = client(&w.store, own_bases(auth, api_addr), GrantKind::App, opts);
    let started = Instant::now();
    let e = api
        .org(&standard_org())
        .expect("client")
        .user()
        .await
        .expect_err("timeout");
    assert!(matches!(e, ApiError::Timeout { .. }), "{e}");
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test]
async fn enterprise_organizations_use_the_configured_pattern() {
    let (auth, _) = fake_token_server(GOOD_TOKEN, Duration::ZERO).await;
    let (api_addr, hits) =
        scripted_api(vec![(200, vec![], r#"{"data":{"id":1,"username":"x"}}"#)]).await;
    let w = world().await;
    let bases = ApiBases::new(
        &format!("http://{auth}"),
        "https://api.invalid",
        &format!("http://{api_addr}/tenants/{{domain}}/x"),
    )
    .expect("bases");
    let api = client(&w.store, bases, GrantKind::Agent, fast_retries());
    let org = api.org(&enterprise_org()).expect("client");
    assert_eq!(
        org.base().as_str(),
        format!("http://{api_addr}/tenants/example/x/api/v2/")
    );
    org.user().await.expect("served by the pattern's host");
    assert_eq!(hits.hits(), 1);
    // A stored domain that is not a host label cannot steer requests elsewhere.
    let mut evil = enterprise_org();
    evil.domain = Some("evil.example.com/".into());
    assert!(matches!(api.org(&evil), Err(ApiError::Invalid(_))));
}

#[tokio::test]
async fn a_replica_waits_for_the_lease_holder_and_takes_over_a_dead_one() {
    let (auth, grants) = fake_token_server(GOOD_TOKEN, Duration::ZERO).await;
    let w = world().await;
    let bases = own_bases(auth, auth);
    let mut o = token_options(&bases, GrantKind::App);
    o.lease_ttl = Duration::from_secs(2);
    o.timeout = Duration::from_secs(2);
    o.wait_poll = Duration::from_millis(20);
    let tokens = TokenManager::new(w.store.clone(), loopback(), o);

    // Another replica holds the lease and stores its token 300 ms later: we use that one.
    let lease = locforge::store::LeaseKind::TokenRenewal;
    assert!(w
        .store
        .try_acquire_lease("1", lease, "other-replica", Duration::from_secs(30))
        .await
        .expect("lease"));
    let store = w.store.clone();
    let other = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        store
            .put_installation_token(
                "1",
                &InstallationToken {
                    access_token: Secret::new("from-the-other-replica"),
                    expires_at: now_ms() + 3_600_000,
                },
            )
            .await
            .expect("stored");
        store
            .release_lease("1", lease, "other-replica")
            .await
            .expect("released");
    });
    let t = tokens
        .token_for("1")
        .await
        .expect("the other replica's token");
    assert_eq!(t, Secret::new("from-the-other-replica"));
    other.await.expect("joined");
    assert_eq!(grants.hits(), 0);

    // A replica that died holding the lease: we wait for it to expire, then grant ourselves.
    let ek = "example";
    assert!(w
        .store
        .try_acquire_lease(ek, lease, "dead-replica", Duration::from_millis(800))
        .await
        .expect("lease"));
    let started = Instant::now();
    let t = tokens
        .token_for(ek)
        .await
        .expect("granted after the lease expired");
    assert_eq!(t, Secret::new("fake-token-0"));
    assert!(
        started.elapsed() >= Duration::from_millis(700),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(grants.hits(), 1);
}
