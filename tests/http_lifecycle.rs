//! The lifecycle events (`/events/installed`, `/events/uninstall`) and `GET /api/user` over real
//! HTTP: the real app on a loopback port, the emulated platform (`locforge_emulator::platform`,
//! demo world) as authorization server and API, and small axum servers for the token server
//! faults the emulator cannot produce (down, slow, garbage). Every test that stores something
//! runs on SQLite and on a throwaway PostgreSQL cluster (`common::postgres`); the database going
//! away mid-run is played on PostgreSQL (its database dropped under the running app).

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use axum::routing::post;
use axum::Router;
use locforge::auth::jwt::{dev_claims, mint, MintClaims};
use locforge::config::Config;
use locforge::store::{MasterKey, NewWorkItem, StepScope, StepSettings, Store, StoreOptions};
use locforge::transfer::blob::unix_now;
use locforge_emulator::platform::demo::ids;
use locforge_emulator::platform::model::OAuthClient;
use locforge_emulator::platform::{self as emu, PlatformConfig};
use serde_json::{json, Value};

use common::{App, SECRET};

const CLIENT_ID: &str = "locforge-test";
const APP: &str = "locforge";

// ---------------------------------------------------------------------------------------------
// Harness

/// The emulated platform with the app's OAuth client registered.
async fn platform() -> emu::Running {
    let running = emu::start(PlatformConfig::default())
        .await
        .expect("platform starts");
    running.platform.register_client(OAuthClient {
        client_id: CLIENT_ID.into(),
        client_secret: SECRET.into(),
        name: "locforge".into(),
        redirect_uris: vec![],
    });
    running
}

/// Points the app's authorization server and API at `base`.
fn at(config: &mut Config, base: &str) {
    config.auth_url = base.into();
    config.api_url = base.into();
    config.api_enterprise_url = format!("{base}/enterprise/{{domain}}");
    config.api_timeout_secs = 2;
}

/// Where a test's app keeps its store: `None` for SQLite in the data folder.
type Db = Option<String>;

/// Runs a test on SQLite, then on PostgreSQL (skipped with a reason when it is not installed).
macro_rules! both {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test] async fn $name() { super::$name(None).await; })*
        }
        mod postgres {
            $(#[tokio::test] async fn $name() {
                if let Some(url) = crate::common::postgres::new_database().await {
                    super::$name(Some(url)).await;
                }
            })*
        }
    };
}

both!(
    install_user_and_uninstall_remove_everything,
    agent_install_on_an_enterprise_organization,
    installed_with_credentials_the_platform_refuses_stores_nothing,
    installed_cannot_take_over_an_installed_organization,
    uninstall_with_a_wrong_app_secret_is_refused,
    token_server_down_slow_or_garbage_fails_the_install,
);

async fn app_on(db: &Db, tweak: impl FnOnce(&mut Config)) -> App {
    let url = db.clone();
    common::start_app(move |c| {
        c.database_url = url;
        tweak(c);
    })
    .await
}

/// A second handle on the app's store (same database, the key the app generated).
async fn store_of(app: &App, db: &Db) -> Store {
    let dir = app._dir.path();
    let (key, _) = MasterKey::load_or_generate(dir).expect("the app's key");
    let mut opts = StoreOptions::new(dir, key);
    opts.database_url = db.clone();
    Store::open(opts).await.expect("store opens")
}

fn installed_body(org: i64, domain: Option<&str>, app_id: &str, secret: &str, user: i64) -> Value {
    json!({"appId": app_id, "appSecret": secret, "clientId": CLIENT_ID, "domain": domain,
           "organizationId": org.to_string(), "userId": user, "baseUrl": "https://acme.crowdin.com"})
}

/// POSTs an event and returns its status and JSON body.
async fn event(app: &App, slug: &str, body: &Value) -> (StatusCode, Value) {
    let resp = app.post(&format!("/events/{slug}"), None, body).await;
    let status = resp.status();
    let bytes = resp.bytes().await.expect("body");
    let v = serde_json::from_slice(&bytes).unwrap_or_else(|e| {
        panic!("not JSON ({e}): {}", String::from_utf8_lossy(&bytes));
    });
    (status, v)
}

fn message(v: &Value) -> &str {
    v["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("no error.message in {v}"))
}

/// `GET /api/user` with `claims` (none: no token).
async fn api_user(app: &App, claims: Option<MintClaims>) -> (StatusCode, Value) {
    let mut req = app.http.get(format!("{}/api/user", app.base));
    if let Some(c) = claims {
        req = req.bearer_auth(mint(SECRET, &c).expect("mint"));
    }
    let resp = req.send().await.expect("request");
    let status = resp.status();
    (status, resp.json().await.expect("JSON"))
}

fn claims_for(org: i64, domain: Option<&str>, user: i64) -> MintClaims {
    let mut c = dev_claims(CLIENT_ID, unix_now(), 300);
    c.context.organization_id = org;
    c.context.user_id = user;
    c.sub = user.to_string();
    c.domain = domain.map(str::to_owned);
    c
}

// ---------------------------------------------------------------------------------------------
// Installation, user, uninstall

async fn install_user_and_uninstall_remove_everything(db: Db) {
    let p = platform().await;
    let app = app_on(&db, |c| at(c, &p.base_url)).await;
    let creds = p.platform.install_app(APP, ids::ORG, None);
    let (status, body) = event(
        &app,
        "installed",
        &installed_body(ids::ORG, None, &creds.app_id, &creds.app_secret, ids::USER),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "organization 1 installed");

    let store = store_of(&app, &db).await;
    let org = store
        .get_organization("1")
        .await
        .expect("read")
        .expect("stored");
    assert_eq!(org.app_id, creds.app_id);
    assert_eq!(org.base_url, "https://acme.crowdin.com");
    assert!(store
        .get_installation_token("1")
        .await
        .expect("read")
        .is_some_and(|t| t.expires_at > locforge_now()));

    let (status, user) = api_user(&app, Some(claims_for(ids::ORG, None, ids::USER))).await;
    assert_eq!(status, StatusCode::OK, "{user}");
    assert_eq!(user["data"]["id"], ids::USER);
    assert!(user["data"]["username"]
        .as_str()
        .is_some_and(|u| !u.is_empty()));

    // What the steps and the webhooks keep for the organization goes with it.
    store
        .put_step_settings(
            "1",
            &StepSettings {
                scope: StepScope::Project(1),
                step_id: 11,
                workflow_id: Some(1),
                settings: "{}".into(),
                updated_at: 0,
            },
        )
        .await
        .expect("settings");
    let queued = store
        .enqueue_work(&[NewWorkItem {
            credential_key: "1".into(),
            project_id: 1,
            step_id: 11,
            language_id: "de".into(),
            string_id: 7,
            revision: "1".into(),
            payload: None,
        }])
        .await
        .expect("queued");
    assert_eq!(queued, 1);

    let (status, body) = event(
        &app,
        "uninstall",
        &json!({"domain": null, "organizationId": 1, "appSecret": creds.app_secret}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(store.get_organization("1").await.expect("read").is_none());
    assert!(store
        .get_installation_token("1")
        .await
        .expect("read")
        .is_none());
    assert!(store
        .list_step_settings("1")
        .await
        .expect("read")
        .is_empty());
    let q = store.queue_counts().await.expect("counts");
    assert_eq!(q.pending + q.claimed + q.done + q.failed + q.stopped, 0);

    let (status, body) = api_user(&app, Some(claims_for(ids::ORG, None, ids::USER))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(
        message(&body).contains("organization 1 is not installed"),
        "{body}"
    );
    // A second uninstall has nothing to remove, and says so.
    let (status, body) = event(&app, "uninstall", &json!({"organizationId": 1})).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body["message"]
        .as_str()
        .is_some_and(|m| m.contains("not installed")));
    store.close().await;
    p.shutdown();
}

fn locforge_now() -> i64 {
    i64::try_from(unix_now()).expect("now") * 1000
}

async fn agent_install_on_an_enterprise_organization(db: Db) {
    let p = platform().await;
    let app = app_on(&db, |c| {
        at(c, &p.base_url);
        c.modules = toml::from_str(common::AGENT_APP).expect("modules");
    })
    .await;
    let (_, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    let manifest: Value = serde_json::from_slice(&manifest).expect("manifest");
    assert_eq!(manifest["authentication"]["type"], "crowdin_agent");
    assert_eq!(manifest["agent"]["username"], "locforge-bot");

    let agent = p.platform.ensure_agent(
        ids::ENTERPRISE_ORG,
        Some(ids::ENTERPRISE_PROJECT),
        "locforge-bot",
        "locforge",
    );
    let creds = p
        .platform
        .install_app(APP, ids::ENTERPRISE_ORG, Some(agent));
    let mut body = installed_body(
        ids::ENTERPRISE_ORG,
        Some(ids::DOMAIN),
        &creds.app_id,
        &creds.app_secret,
        ids::ENTERPRISE_ADMIN,
    );
    // Without agentId the crowdin_agent grant cannot run: nothing is stored.
    let (status, refused) = event(&app, "installed", &body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert!(message(&refused).contains("agent_id"), "{refused}");
    body["agentId"] = json!(agent.to_string());
    let (status, answer) = event(&app, "installed", &body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["message"], "organization acme installed");

    let claims = claims_for(
        ids::ENTERPRISE_ORG,
        Some(ids::DOMAIN),
        ids::ENTERPRISE_ADMIN,
    );
    let (status, user) = api_user(&app, Some(claims)).await;
    assert_eq!(status, StatusCode::OK, "{user}");
    assert_eq!(
        user["data"]["id"], agent,
        "the agent token acts as the agent"
    );
    assert_eq!(user["data"]["username"], "locforge-bot");
    p.shutdown();
}

// ---------------------------------------------------------------------------------------------
// Forged, replayed and conflicting installs

async fn installed_with_credentials_the_platform_refuses_stores_nothing(db: Db) {
    let p = platform().await;
    let app = app_on(&db, |c| at(c, &p.base_url)).await;
    let creds = p.platform.install_app(APP, ids::ORG, None);
    let (status, body) = event(
        &app,
        "installed",
        &installed_body(ids::ORG, None, &creds.app_id, "forged-secret", ids::USER),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let m = message(&body);
    assert!(
        m.contains("installation not verified") && m.contains("invalid_grant"),
        "{m}"
    );
    assert!(
        !m.contains("forged-secret") && !m.contains(SECRET),
        "no secret echoed: {m}"
    );
    let store = store_of(&app, &db).await;
    assert!(store.get_organization("1").await.expect("read").is_none());

    // Malformed bodies are refused before any call.
    let (status, body) = event(&app, "installed", &json!({"organizationId": 1})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(message(&body), "`userId` is required (an integer)");
    let (status, body) = event(
        &app,
        "installed",
        &json!({"organizationId": 1, "userId": 1, "appId": "a"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(message(&body), "`appSecret` is required");
    let resp = app
        .http
        .post(format!("{}/events/installed", app.base))
        .body("{not json")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    // Unknown event slugs are 404 with the protocol's error shape.
    let (status, body) = event(&app, "updated", &json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(
        message(&body),
        "unknown event `updated`; this app handles installed and uninstall"
    );
    store.close().await;
    p.shutdown();
}

async fn installed_cannot_take_over_an_installed_organization(db: Db) {
    let p = platform().await;
    let app = app_on(&db, |c| at(c, &p.base_url)).await;
    let genuine = p.platform.install_app(APP, ids::ORG, None);
    let body = installed_body(
        ids::ORG,
        None,
        &genuine.app_id,
        &genuine.app_secret,
        ids::USER,
    );
    assert_eq!(event(&app, "installed", &body).await.0, StatusCode::OK);
    // A replay of the same event is harmless.
    assert_eq!(event(&app, "installed", &body).await.0, StatusCode::OK);

    // Credentials that do grant a token (another app of the organization) but are not the ones
    // the organization is installed with: the stored, still valid, credentials stay.
    let other = p.platform.install_app("other-app", ids::ORG, None);
    let (status, refused) = event(
        &app,
        "installed",
        &installed_body(ids::ORG, None, &other.app_id, &other.app_secret, ids::USER),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    assert!(message(&refused).contains("still valid"), "{refused}");
    let store = store_of(&app, &db).await;
    let kept = store
        .get_organization("1")
        .await
        .expect("read")
        .expect("kept");
    assert_eq!(kept.app_id, genuine.app_id);
    assert_eq!(kept.app_secret.expose(), genuine.app_secret);

    // A real reinstall: the platform replaced the credentials, the old ones no longer grant.
    let renewed = p.platform.install_app(APP, ids::ORG, None);
    let (status, body) = event(
        &app,
        "installed",
        &installed_body(
            ids::ORG,
            None,
            &renewed.app_id,
            &renewed.app_secret,
            ids::USER,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let now = store
        .get_organization("1")
        .await
        .expect("read")
        .expect("stored");
    assert_eq!(now.app_secret.expose(), renewed.app_secret);
    assert_eq!(
        now.installed_at, kept.installed_at,
        "first installation kept"
    );
    store.close().await;
    p.shutdown();
}

async fn uninstall_with_a_wrong_app_secret_is_refused(db: Db) {
    let p = platform().await;
    let app = app_on(&db, |c| at(c, &p.base_url)).await;
    let creds = p.platform.install_app(APP, ids::ORG, None);
    let body = installed_body(ids::ORG, None, &creds.app_id, &creds.app_secret, ids::USER);
    assert_eq!(event(&app, "installed", &body).await.0, StatusCode::OK);
    let (status, body) = event(
        &app,
        "uninstall",
        &json!({"organizationId": "1", "appSecret": "not-the-secret"}),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(
        message(&body),
        "appSecret does not match the one organization 1 was installed with"
    );
    let store = store_of(&app, &db).await;
    assert!(store.get_organization("1").await.expect("read").is_some());
    assert!(store
        .get_installation_token("1")
        .await
        .expect("read")
        .is_some());
    store.close().await;
    p.shutdown();
}

// ---------------------------------------------------------------------------------------------
// Token server faults

/// A token endpoint at `/oauth/token` answering with `answer` after `delay`.
async fn token_server(delay: Duration, answer: &'static str) -> String {
    let app = Router::new().route(
        "/oauth/token",
        post(move || async move {
            tokio::time::sleep(delay).await;
            ([("content-type", "application/json")], answer)
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{addr}")
}

/// A loopback address nothing listens on.
fn closed_port() -> String {
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = l.local_addr().expect("addr");
    drop(l);
    format!("http://{addr}")
}

async fn install_against(db: &Db, auth: &str, allow: bool) -> (StatusCode, String, App) {
    let auth = auth.to_owned();
    let app = app_on(db, move |c| {
        at(c, &auth);
        if !allow {
            c.fetch_allow.clear();
        }
    })
    .await;
    let (status, body) = event(
        &app,
        "installed",
        &installed_body(1, None, "app", "secret", 1),
    )
    .await;
    (status, message(&body).to_owned(), app)
}

async fn token_server_down_slow_or_garbage_fails_the_install(db: Db) {
    let down = closed_port();
    let (status, m, _) = install_against(&db, &down, true).await;
    assert_eq!(status, StatusCode::BAD_GATEWAY);
    assert!(m.contains("unreachable") && m.contains(&down), "{m}");

    let slow = token_server(Duration::from_secs(5), "{}").await;
    let (status, m, _) = install_against(&db, &slow, true).await;
    assert_eq!(status, StatusCode::BAD_GATEWAY);
    assert!(m.contains("did not answer within 2000 ms"), "{m}");

    let garbage = token_server(Duration::ZERO, "<html>not a token</html>").await;
    let (status, m, app) = install_against(&db, &garbage, true).await;
    assert_eq!(status, StatusCode::BAD_GATEWAY);
    assert!(m.contains("not a token"), "{m}");
    let store = store_of(&app, &db).await;
    assert!(store.list_organizations().await.expect("read").is_empty());
    store.close().await;

    // The authorization server goes through the fetch guard: loopback needs fetch_allow.
    let (status, m, _) = install_against(&db, &garbage, false).await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
    assert!(m.contains("refused"), "{m}");
}

// ---------------------------------------------------------------------------------------------
// Start-up and the signed token of /api/user

#[tokio::test]
async fn unreachable_database_is_a_clear_start_up_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    let port = closed_port().trim_start_matches("http://").to_owned();
    let config = Config {
        bind: ([127, 0, 0, 1], 0).into(),
        data_dir: dir.path().to_path_buf(),
        client_secret: Some(SECRET.into()),
        database_url: Some(format!(
            "postgres://locforge:hunter2-password@{port}/locforge"
        )),
        ..Config::default()
    };
    let e = match locforge::service::start(config).await {
        Ok(_) => panic!("started without its database"),
        Err(e) => format!("{e:#}"),
    };
    assert!(e.contains("cannot open the store"), "{e}");
    assert!(e.contains(&port), "names the server: {e}");
    assert!(!e.contains("hunter2"), "no password: {e}");
}

#[tokio::test]
async fn invalid_modules_stop_the_start() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = Config {
        bind: ([127, 0, 0, 1], 0).into(),
        data_dir: dir.path().to_path_buf(),
        client_secret: Some(SECRET.into()),
        ..Config::default()
    };
    config.modules = toml::from_str(
        "[agent]\nusername = \"bot\"\n[[workflow_steps]]\nkey = \"qa\"\nkind = \"qa-gate\"\n",
    )
    .expect("modules");
    let e = match locforge::service::start(config).await {
        Ok(_) => panic!("started with a step that can never receive strings"),
        Err(e) => format!("{e:#}"),
    };
    assert!(
        e.starts_with("[modules]: workflow step `qa` needs a webhook module"),
        "{e}"
    );
}

#[tokio::test]
async fn api_user_needs_a_token_and_an_installed_organization() {
    let app = common::start_app(|_| {}).await;
    let (status, body) = api_user(&app, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert!(!message(&body).is_empty());
    let (status, body) = api_user(&app, Some(claims_for(42, Some("nowhere"), 1))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(
        message(&body),
        "organization nowhere is not installed: install the app in it first"
    );
    let forged = mint("another-secret-0123456789abcdef", &claims_for(1, None, 1)).expect("mint");
    let resp = app
        .http
        .get(format!("{}/api/user", app.base))
        .bearer_auth(forged)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn default_manifest_names_the_lifecycle_events_and_only_file_modules() {
    let app = common::start_app(|_| {}).await;
    let (_, bytes) = app.get(&format!("{}/manifest.json", app.base)).await;
    let m: Value = serde_json::from_slice(&bytes).expect("manifest");
    assert_eq!(
        m["events"],
        json!({"installed": "/events/installed", "uninstall": "/events/uninstall"})
    );
    assert_eq!(m["authentication"]["type"], "platform_app");
    assert!(m.get("agent").is_none());
    let kinds: Vec<&String> = m["modules"].as_object().expect("modules").keys().collect();
    assert_eq!(kinds, ["custom-file-format"]);
}

#[tokio::test]
async fn every_module_type_comes_from_the_configuration() {
    let app = common::start_app(|c| {
        c.pre_export.transforms = vec!["passthrough".into()];
        c.modules = toml::from_str(
            r#"
            [agent]
            username = "locforge-bot"
            name = "locforge"
            [[webhooks]]
            key = "events"
            events = ["string.status_on_step.recalculation_triggered", "project.translated"]
            [[workflow_steps]]
            key = "qa"
            kind = "qa-gate"
            editor_mode = "comfortable"
            [[workflow_steps]]
            key = "route"
            kind = "croql-router"
            input_ports = ["all"]
            [[project_menus]]
            key = "log"
            name = "locforge log"
            "#,
        )
        .expect("modules");
    })
    .await;
    let (_, bytes) = app.get(&format!("{}/manifest.json", app.base)).await;
    let m: Value = serde_json::from_slice(&bytes).expect("manifest");
    let modules = &m["modules"];
    assert!(modules["custom-file-format"]
        .as_array()
        .is_some_and(|a| !a.is_empty()));
    assert_eq!(modules["file-pre-export"][0]["key"], "pre-export");
    assert_eq!(
        modules["webhook"],
        json!([{"key": "events", "url": "/webhooks/events",
                "events": ["string.status_on_step.recalculation_triggered", "project.translated"]}])
    );
    let qa = &modules["workflow-step-type"][0];
    assert_eq!(qa["key"], "qa");
    assert_eq!(qa["updateSettingsUrl"], "/workflow-steps/qa/settings");
    assert_eq!(qa["deleteSettingsUrl"], "/workflow-steps/qa/settings");
    assert_eq!(qa["url"], "/workflow-steps/qa");
    assert_eq!(qa["environments"], json!(["platform-enterprise"]));
    assert_eq!(qa["editorMode"], "comfortable");
    assert_eq!(
        qa["boundaries"]["outputs"],
        json!([{"title": "Passed", "port": "translated"}, {"title": "Failed", "port": "untranslated"}])
    );
    let route = &modules["workflow-step-type"][1];
    assert_eq!(route["boundaries"]["input"]["ports"], json!(["all"]));
    assert_eq!(route["boundaries"]["outputs"][0]["port"], "true");
    assert_eq!(route["boundaries"]["outputs"][1]["port"], "false");
    assert_eq!(
        modules["project-menu"],
        json!([{"key": "log", "name": "locforge log", "url": "/pages/log"}])
    );
    assert_eq!(
        m["agent"],
        json!({"username": "locforge-bot", "name": "locforge"})
    );
    assert_eq!(m["authentication"]["type"], "crowdin_agent");
}

#[tokio::test]
async fn database_gone_mid_run_is_a_clear_error() {
    let Some(url) = common::postgres::new_database().await else {
        return;
    };
    let db = Some(url.clone());
    let p = platform().await;
    let app = app_on(&db, |c| at(c, &p.base_url)).await;
    let creds = p.platform.install_app(APP, ids::ORG, None);
    let body = installed_body(ids::ORG, None, &creds.app_id, &creds.app_secret, ids::USER);
    assert_eq!(event(&app, "installed", &body).await.0, StatusCode::OK);

    common::postgres::drop_database(&url).await;
    let (status, answer) = api_user(&app, Some(claims_for(ids::ORG, None, ids::USER))).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        message(&answer)
            .starts_with("cannot read the organization: database error (get_organization)"),
        "{answer}"
    );
    let (status, answer) = event(&app, "installed", &body).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        message(&answer).starts_with("cannot read the organization: database error"),
        "{answer}"
    );
    let (status, answer) = event(&app, "uninstall", &json!({"organizationId": 1})).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(message(&answer).contains("database error"), "{answer}");
    assert!(
        message(&answer).contains("database is unavailable, try again shortly"),
        "{answer}"
    );
    p.shutdown();
}
