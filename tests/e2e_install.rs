//! Installing locforge into the emulated platform end to end, as a user does it: the real app on a
//! loopback port with its authorization server and API pointed at a port where
//! `locforge platform run … --platform --platform-bind` then starts the embedded platform; the
//! driver installs the app from its manifest (the platform issues the credentials), the app runs
//! the installation token grant against that platform, the driver's `user` step calls
//! `GET /api/user` with a request token, and `uninstall` removes everything the app stored. The
//! exit code and the JSON report of the run are checked, then the app's store. Runs on SQLite and
//! on PostgreSQL; standard (`crowdin_app`) and enterprise (`crowdin_agent` with a workflow step).

mod common;

use locforge::config::Config;
use locforge::store::{MasterKey, Store, StoreOptions};
use serde_json::Value;

use common::{App, AGENT_APP, SECRET};

/// A loopback port nothing listens on now (the platform binds it next).
fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    l.local_addr().expect("addr").port()
}

async fn app_for(db: &Option<String>, port: u16, modules: &str) -> App {
    let url = db.clone();
    let modules: locforge::config::ModulesConfig = toml::from_str(modules).expect("modules");
    common::start_app(move |c: &mut Config| {
        let base = format!("http://127.0.0.1:{port}");
        c.auth_url = base.clone();
        c.api_url = base.clone();
        c.api_enterprise_url = format!("{base}/enterprise/{{domain}}");
        c.database_url = url;
        c.modules = modules;
    })
    .await
}

async fn store_of(app: &App, db: &Option<String>) -> Store {
    let dir = app._dir.path();
    let (key, _) = MasterKey::load_or_generate(dir).expect("the app's key");
    let mut opts = StoreOptions::new(dir, key);
    opts.database_url = db.clone();
    Store::open(opts).await.expect("store opens")
}

/// Runs `steps` with `locforge platform run --platform` and returns the JSON report, after
/// asserting the run passed.
async fn run(app: &App, port: u16, steps: &[&str], enterprise: bool) -> Value {
    let list: Vec<String> = steps.iter().map(|s| format!("{s:?}")).collect();
    let scenario = format!("name = \"install\"\nsteps = [{}]\n", list.join(", "));
    run_scenario(app, port, &scenario, &[], enterprise).await
}

/// Runs the scenario `toml` (with `files` beside it) like [`run`].
async fn run_scenario(
    app: &App,
    port: u16,
    toml: &str,
    files: &[(&str, &str)],
    enterprise: bool,
) -> Value {
    let dir = tempfile::tempdir().expect("tempdir");
    let scenario = dir.path().join("scenario.toml");
    std::fs::write(&scenario, toml).expect("scenario");
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).expect("scenario file");
    }
    let report = dir.path().join("report.json");
    let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_locforge"));
    cmd.arg("platform")
        .arg("run")
        .arg(&scenario)
        .args(["--app", &app.base, "--client-secret", SECRET, "--platform"])
        .args(["--platform-bind", &format!("127.0.0.1:{port}")])
        .arg("--report-json")
        .arg(&report)
        .arg("--out")
        .arg(dir.path().join("export"));
    if enterprise {
        cmd.arg("--enterprise");
    }
    let out = cmd.output().await.expect("platform run");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "platform run failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&std::fs::read(&report).expect("report")).expect("report JSON")
}

/// The notes of the report's step `name`.
fn notes<'a>(report: &'a Value, name: &str) -> Vec<&'a str> {
    report["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .find(|s| s["step"] == name)
        .unwrap_or_else(|| panic!("no step `{name}` in {report}"))["notes"]
        .as_array()
        .expect("notes")
        .iter()
        .filter_map(Value::as_str)
        .collect()
}

async fn standard_install(db: Option<String>) {
    let port = free_port();
    let app = app_for(&db, port, "").await;
    // Installed and left installed: the organization and its token are stored.
    let report = run(&app, port, &["install", "user"], false).await;
    assert!(
        notes(&report, "user").contains(&"GET /api/user: user 1 (demo)"),
        "{report}"
    );
    let store = store_of(&app, &db).await;
    let org = store
        .get_organization("1")
        .await
        .expect("read")
        .expect("installed");
    assert_eq!(org.base_url, format!("http://127.0.0.1:{port}"));
    assert!(store
        .get_installation_token("1")
        .await
        .expect("read")
        .is_some());

    // A fresh platform installs again (new credentials replace the ones that no longer grant),
    // then uninstalls: nothing of the organization is left.
    let report = run(&app, port, &["install", "user", "uninstall"], false).await;
    assert!(notes(&report, "user")
        .iter()
        .any(|n| n.starts_with("GET /api/user: user 1")));
    assert!(store.list_organizations().await.expect("read").is_empty());
    assert!(store
        .get_installation_token("1")
        .await
        .expect("read")
        .is_none());
    store.close().await;
}

async fn enterprise_agent_install(db: Option<String>) {
    let port = free_port();
    let app = app_for(&db, port, AGENT_APP).await;
    let report = run(&app, port, &["install", "user", "uninstall"], true).await;
    let user = notes(&report, "user");
    assert!(
        user.iter()
            .any(|n| n.starts_with("GET /api/user: user ") && n.ends_with("(locforge-bot)")),
        "the agent answers /api/user: {user:?}"
    );
    let store = store_of(&app, &db).await;
    assert!(store.list_organizations().await.expect("read").is_empty());
    assert!(store
        .get_installation_token("acme")
        .await
        .expect("read")
        .is_none());
    store.close().await;
}

const WORKFLOW_SCENARIO: &str = r#"
name = "workflow"
[settings]
source-language = "en"
target-languages = ["de"]
[[steps]]
action = "install"
[[steps]]
action = "upload"
file = "en.json"
[[steps]]
action = "translate"
file = "de.ndjson"
[[steps]]
action = "workflow"
[[steps]]
action = "uninstall"
"#;

/// German for two of the three strings: one faithful, one that drops the `%d` placeholder.
const WORKFLOW_TRANSLATIONS: &str = concat!(
    r#"{"identifier":"greeting","file":"en.json","translations":{"de":{"text":"Hallo {name}","status":"translated"}}}"#,
    "\n",
    r#"{"identifier":"count","file":"en.json","translations":{"de":{"text":"Dateien","status":"translated"}}}"#,
    "\n",
);

/// The whole app on an enterprise platform: installed as an agent, a file parsed into strings,
/// two of them translated, the strings sent to the qa-gate step, the recalculation webhook delivered to the app, the
/// app's workers deciding them and PATCHing their statuses through the platform API, then
/// uninstalled with nothing left behind.
async fn enterprise_workflow_end_to_end(db: Option<String>) {
    let port = free_port();
    let app = app_for(&db, port, AGENT_APP).await;
    let file = r#"{"greeting": "Hello {name}", "bye": "Goodbye", "count": "%d files"}"#;
    let files = [("en.json", file), ("de.ndjson", WORKFLOW_TRANSLATIONS)];
    let report = run_scenario(&app, port, WORKFLOW_SCENARIO, &files, true).await;
    let workflow = notes(&report, "workflow");
    // The gate passes `greeting` (port `translated`) and fails `count` (placeholder `%d`
    // missing) and `bye` (no translation) to port `untranslated`; none stays unsettled.
    assert!(
        workflow.contains(&r#"status updates: {"translated": 1, "untranslated": 2}; FAILED: 0"#),
        "{workflow:?}"
    );
    let store = store_of(&app, &db).await;
    assert!(store.list_organizations().await.expect("read").is_empty());
    let counts = store.queue_counts().await.expect("counts");
    assert_eq!(counts, Default::default(), "uninstall empties the queue");
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn enterprise_workflow_end_to_end_on_sqlite() {
    enterprise_workflow_end_to_end(None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn enterprise_workflow_end_to_end_on_postgres() {
    if let Some(url) = common::postgres::new_database().await {
        enterprise_workflow_end_to_end(Some(url)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standard_install_on_sqlite() {
    standard_install(None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standard_install_on_postgres() {
    if let Some(url) = common::postgres::new_database().await {
        standard_install(Some(url)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn enterprise_agent_install_on_sqlite() {
    enterprise_agent_install(None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn enterprise_agent_install_on_postgres() {
    if let Some(url) = common::postgres::new_database().await {
        enterprise_agent_install(Some(url)).await;
    }
}
