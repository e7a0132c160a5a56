//! The driver and the emulated platform together, over real HTTP. A small app (axum, in this
//! test) with a workflow-step-type module and a webhook module is installed by the driver on the
//! emulated platform; the platform's own batching sends it the signed recalculation batch; the
//! app takes a `crowdin_agent` token from the platform's `/oauth/token` with the credentials of
//! its `installed` event and PATCHes the enterprise status API at the `apiBaseUrl` it was given;
//! the driver's workflow step sees the strings DONE on a declared port. When the app answers
//! 500, the platform retries and the strings go FAILED, which the workflow step reports. The
//! last test runs a scenario file through `platform run --platform` (an embedded platform).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use clap::Parser;
use locforge_emulator::driver::{
    Driver, DriverOptions, PlatformContext, PlatformHook, Report, RunArgs, StepReport,
};
use locforge_emulator::platform::demo::ids;
use locforge_emulator::platform::{self, PlatformConfig, Running};
use locforge_protocol::signature::sign;
use serde_json::{json, Value};

const CLIENT_ID: &str = "wired-client";
const CLIENT_SECRET: &str = "wired-client-secret-0123456789abcdef";
const IDENTIFIER: &str = "wired-app";
const RECALCULATION: &str = "string.status_on_step.recalculation_triggered";

#[derive(Default)]
struct AppState {
    /// Answer every webhook with 500.
    fail: bool,
    /// The `installed` body.
    installed: Option<Value>,
    /// The `organization` object of the last file job.
    organization: Value,
    /// Webhook requests received.
    batches: usize,
    /// Recalculation events received.
    events: Vec<Value>,
    /// Successful status PATCHes (string ids).
    patched: Vec<i64>,
    /// Anything the app found wrong.
    problems: Vec<String>,
}

type Shared = Arc<Mutex<AppState>>;

fn with<R>(s: &Shared, f: impl FnOnce(&mut AppState) -> R) -> R {
    let mut g = s.lock().unwrap_or_else(|e| e.into_inner());
    f(&mut g)
}

/// The string ids the app's status task has recorded as patched, once there are `n` of them (or
/// after 10 s, whatever it has then). The task records them after the platform's answer to its
/// PATCH, and the driver may see the status update before that: wait for the task, not a timer.
async fn patched(s: &Shared, n: usize) -> Vec<i64> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let ids = with(s, |st| st.patched.clone());
        if ids.len() >= n || std::time::Instant::now() > deadline {
            return ids;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

async fn installed(State(s): State<Shared>, Json(b): Json<Value>) -> StatusCode {
    with(&s, |st| st.installed = Some(b));
    StatusCode::NO_CONTENT
}

async fn uninstall(State(s): State<Shared>, Json(b): Json<Value>) -> StatusCode {
    let ok = with(&s, |st| {
        st.installed.as_ref().map(|i| &i["appSecret"]) == Some(&b["appSecret"])
    });
    if ok {
        StatusCode::NO_CONTENT
    } else {
        StatusCode::FORBIDDEN
    }
}

/// The recalculation webhook: verify, acknowledge, then process in the background.
async fn hook(State(s): State<Shared>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let (fail, inst) = with(&s, |st| {
        st.batches += 1;
        (st.fail, st.installed.clone().unwrap_or_default())
    });
    if fail {
        return StatusCode::INTERNAL_SERVER_ERROR;
    }
    let header = |n: &str| {
        headers
            .get(n)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let secret = inst["appSecret"].as_str().unwrap_or_default();
    if header("x-platform-signature") != sign(secret, &body)
        || header("x-module-key") != "events"
        || header("x-platform-domain") != ids::DOMAIN
        || header("user-agent") != "Platform-Webhook"
    {
        with(&s, |st| st.problems.push("bad webhook headers".into()));
        return StatusCode::FORBIDDEN;
    }
    let Ok(v) = serde_json::from_slice::<Value>(&body) else {
        return StatusCode::BAD_REQUEST;
    };
    let mut groups: BTreeMap<(i64, i64, String), Vec<i64>> = BTreeMap::new();
    for e in v["events"].as_array().cloned().unwrap_or_default() {
        if e["event"] != RECALCULATION {
            continue;
        }
        let ss = &e["stringStatus"];
        groups
            .entry((
                ss["project"]["id"].as_i64().unwrap_or_default(),
                ss["workflowStep"]["id"].as_i64().unwrap_or_default(),
                ss["affectedLanguage"]["id"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
            ))
            .or_default()
            .push(ss["translation"]["id"].as_i64().unwrap_or_default());
        with(&s, |st| st.events.push(e));
    }
    tokio::spawn(async move {
        if let Err(e) = process(&s, &inst, groups).await {
            with(&s, |st| st.problems.push(format!("{e:#}")));
        }
    });
    StatusCode::OK
}

/// A `crowdin_agent` token from the platform, then one PATCH per (project, step, language).
async fn process(
    s: &Shared,
    inst: &Value,
    groups: BTreeMap<(i64, i64, String), Vec<i64>>,
) -> anyhow::Result<()> {
    let http = reqwest::Client::new();
    let base = inst["baseUrl"].as_str().unwrap_or_default();
    let api = inst["apiBaseUrl"].as_str().unwrap_or_default();
    let grant = json!({
        "grant_type": "crowdin_agent",
        "client_id": inst["clientId"],
        "client_secret": CLIENT_SECRET,
        "app_id": inst["appId"],
        "app_secret": inst["appSecret"],
        "domain": inst["domain"],
        "user_id": inst["userId"],
        "agent_id": inst["agentId"],
    });
    let r = http
        .post(format!("{base}/oauth/token"))
        .json(&grant)
        .send()
        .await?;
    anyhow::ensure!(r.status().is_success(), "token grant: {}", r.status());
    let token: Value = r.json().await?;
    let token = token["access_token"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    for ((project, step, lang), ids) in groups {
        let ops: Vec<Value> = ids
            .iter()
            .map(|id| json!({"op": "replace", "path": format!("/{id}/output"), "value": "translated"}))
            .collect();
        let r = http
            .patch(format!(
                "{api}/api/v2/projects/{project}/workflow-steps/{step}/languages/{lang}/status"
            ))
            .bearer_auth(&token)
            .json(&ops)
            .send()
            .await?;
        anyhow::ensure!(
            r.status().is_success(),
            "PATCH: {} {}",
            r.status(),
            r.text().await.unwrap_or_default()
        );
        with(s, |st| st.patched.extend(ids));
    }
    Ok(())
}

async fn parse(State(s): State<Shared>, Json(req): Json<Value>) -> Json<Value> {
    with(&s, |st| st.organization = req["organization"].clone());
    if req["jobType"] == "parse-file" {
        Json(json!({"data": {"strings": [
            {"identifier": "title", "text": "Welcome"},
            {"identifier": "bye", "text": "Goodbye", "context": "footer"},
            {"identifier": "items", "text": {"one": "1 item", "other": "# items"}, "hasPlurals": true},
        ]}}))
    } else {
        Json(json!({"data": {"content": "b2s="}}))
    }
}

async fn start_app(state: Shared) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let manifest = json!({
        "identifier": IDENTIFIER, "name": "Wired app", "baseUrl": base, "logo": "/logo.png",
        "authentication": {"type": "crowdin_agent", "clientId": CLIENT_ID},
        "agent": {"username": "wired-agent", "name": "Wired agent"},
        "events": {"installed": "/installed", "uninstall": "/uninstall"},
        "scopes": ["project"],
        "modules": {
            "custom-file-format": [{"key": "txt", "type": "txt", "url": "/process", "signaturePatterns": {"fileName": "\\.txt$"}}],
            "workflow-step-type": [{"key": "review", "name": "Machine review", "logo": "/logo.png", "description": "Reviews strings",
                "boundaries": {"input": {"title": "Input", "ports": ["translated"]},
                               "outputs": [{"title": "Passed", "port": "translated"}, {"title": "Rejected", "port": "untranslated"}]},
                "environments": ["platform-enterprise"]}],
            "webhook": [{"key": "events", "url": "/hook", "events": [RECALCULATION]}]
        }
    });
    let app = Router::new()
        .route(
            "/manifest.json",
            get(move || async move { Json(manifest.clone()) }),
        )
        .route("/installed", post(installed))
        .route("/uninstall", post(uninstall))
        .route("/hook", post(hook))
        .route("/process", post(parse))
        .with_state(state);
    tokio::spawn(async move { axum::serve(listener, app).await });
    base
}

async fn start_platform(retries: u32) -> Running {
    platform::start(PlatformConfig {
        webhook_interval: Duration::from_millis(100),
        webhook_retries: retries,
        webhook_timeout: Duration::from_secs(5),
        token_ttl: Duration::from_secs(120),
        ..PlatformConfig::default()
    })
    .await
    .expect("platform")
}

/// Install, upload, workflow on the enterprise demo organization of `running`.
async fn drive(running: &Running, app: &str, out: &std::path::Path) -> (Report, Arc<PlatformHook>) {
    let mut opts = DriverOptions::new(format!("{app}/manifest.json"));
    opts.client_secret = Some(CLIENT_SECRET.into());
    opts.context = PlatformContext::enterprise();
    opts.context.connect(&running.base_url);
    opts.out_dir = out.to_path_buf();
    opts.workflow_wait = Duration::from_secs(30);
    let mut d = Driver::new(opts).await.expect("driver");
    let hook = Arc::new(PlatformHook::new(running.platform.clone()));
    d.set_workflow_hook(hook.clone());
    let mut steps = Vec::new();
    for name in ["install", "upload", "workflow", "uninstall"] {
        let mut s = StepReport::new(name);
        match name {
            "install" => d.install(&mut s).await,
            "upload" => {
                d.upload("a.txt", b"whatever".to_vec(), None, None, &mut s)
                    .await
            }
            "workflow" => d.workflow(Some("de"), None, &mut s).await,
            _ => d.uninstall(&mut s).await,
        }
        steps.push(s);
    }
    let report = Report {
        scenario: "wired".into(),
        app: app.to_owned(),
        steps,
    };
    println!("{}", report.render());
    (report, hook)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn recalculation_batch_to_done_through_the_status_api() {
    let running = start_platform(2).await;
    let state: Shared = Arc::default();
    let app = start_app(state.clone()).await;
    let out = tempfile::tempdir().expect("out");
    let installed = {
        // The app verified the batch signature with the `appSecret` the platform issued.
        let (report, hook) = drive(&running, &app, out.path()).await;
        assert!(report.passed(), "{}", report.render());
        assert!(report.steps[2]
            .checks
            .get("workflow.status-updates")
            .is_some_and(|t| t.passed == 1));

        // The strings went DONE on the declared port, in the platform's model.
        let statuses = running
            .platform
            .step_statuses(ids::ENTERPRISE_PROJECT, ids::STEP, "de");
        let mine: Vec<_> = (1..=3)
            .map(|driver_id| hook.platform_string_id(driver_id).expect("mapped"))
            .collect();
        for id in &mine {
            let s = statuses
                .iter()
                .find(|s| s.string_id == *id)
                .expect("on the step");
            assert_eq!(
                (s.status.as_str(), s.output.as_str()),
                ("DONE", "translated")
            );
        }
        let patched = patched(&state, 3).await;
        assert_eq!(patched.len(), 3, "{patched:?}");
        assert!(mine.iter().all(|id| patched.contains(id)));
        with(&state, |st| st.installed.clone()).expect("installed")
    };

    // `installed` carried the platform's URLs and credentials, and an agent.
    let base = running.base_url.clone();
    assert_eq!(installed["baseUrl"], json!(base));
    assert_eq!(
        installed["apiBaseUrl"],
        json!(format!("{base}/enterprise/{}", ids::DOMAIN))
    );
    assert_eq!(installed["domain"], ids::DOMAIN);
    assert_eq!(installed["organizationId"], ids::ENTERPRISE_ORG);
    assert!(installed["agentId"].is_i64());
    // So did the job requests.
    assert_eq!(
        with(&state, |st| st.organization.clone()),
        json!({"id": ids::ENTERPRISE_ORG, "domain": ids::DOMAIN, "baseUrl": base,
               "apiBaseUrl": format!("{base}/enterprise/{}", ids::DOMAIN)})
    );

    // The batch was the platform's: its events describe the stored strings and the app's step.
    let (events, problems) = with(&state, |st| (st.events.clone(), st.problems.clone()));
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(events.len(), 3, "{events:#?}");
    let mut identifiers: Vec<&str> = events
        .iter()
        .map(|e| {
            let ss = &e["stringStatus"];
            assert_eq!(ss["status"], "NEED_PROCESS");
            assert_eq!(ss["affectedLanguage"]["id"], "de");
            assert_eq!(ss["workflowStep"]["id"], ids::STEP);
            assert_eq!(
                ss["workflowStep"]["applicationModule"],
                json!({"applicationIdentifier": IDENTIFIER, "moduleKey": "review"})
            );
            assert_eq!(ss["file"]["name"], "a.txt");
            ss["translation"]["identifier"].as_str().unwrap_or_default()
        })
        .collect();
    identifiers.sort_unstable();
    assert_eq!(identifiers, ["bye", "items", "title"]);
    let plural = events
        .iter()
        .find(|e| e["stringStatus"]["translation"]["identifier"] == "items")
        .expect("plural");
    assert_eq!(
        plural["stringStatus"]["translation"]["text"],
        json!({"one": "1 item", "other": "# items"})
    );

    // Uninstalled: the platform forgot the installation.
    assert!(running
        .platform
        .read(|m| !m.apps.iter().any(|a| a.identifier == IDENTIFIER)));
    running.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unacknowledged_batch_goes_failed_after_the_retries() {
    let retries = 1;
    let running = start_platform(retries).await;
    let state: Shared = Arc::new(Mutex::new(AppState {
        fail: true,
        ..AppState::default()
    }));
    let app = start_app(state.clone()).await;
    let out = tempfile::tempdir().expect("out");
    let (report, hook) = drive(&running, &app, out.path()).await;
    assert!(!report.passed());
    let wf = &report.steps[2];
    let v: Vec<_> = wf.errors().map(|v| v.rule.clone()).collect();
    assert_eq!(v, ["workflow.delivery"], "{}", report.render());
    let statuses = running
        .platform
        .step_statuses(ids::ENTERPRISE_PROJECT, ids::STEP, "de");
    for driver_id in 1..=3 {
        let id = hook.platform_string_id(driver_id).expect("mapped");
        let s = statuses
            .iter()
            .find(|s| s.string_id == id)
            .expect("on the step");
        assert_eq!(s.status, "FAILED");
    }
    // One delivery and `retries` more, then never again.
    assert_eq!(with(&state, |st| st.batches), retries as usize + 1);
    running.shutdown();
}

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    run: RunArgs,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn platform_run_with_an_embedded_platform() {
    let state: Shared = Arc::default();
    let app = start_app(state.clone()).await;
    let dir = tempfile::tempdir().expect("dir");
    let scenario = dir.path().join("wired.toml");
    std::fs::write(
        &scenario,
        r#"
name = "wired"
[settings]
environment = "enterprise"
target-languages = ["de", "uk"]
[[steps]]
action = "install"
[[steps]]
action = "upload"
name = "a.txt"
content = "whatever"
[[steps]]
action = "workflow"
language = "uk"
[[steps]]
action = "uninstall"
"#,
    )
    .expect("scenario");
    let out = dir.path().join("out");
    let scenario_arg = scenario.to_string_lossy().into_owned();
    let out_arg = out.to_string_lossy().into_owned();
    let args = [
        "run",
        scenario_arg.as_str(),
        "--app",
        app.as_str(),
        "--client-secret",
        CLIENT_SECRET,
        "--platform",
        "--webhook-interval-ms",
        "100",
        "--out",
        out_arg.as_str(),
    ];
    let cli = Cli::try_parse_from(args).expect("arguments");
    let report = locforge_emulator::driver::run_with(&cli.run)
        .await
        .expect("run");
    println!("{}", report.render());
    assert!(report.passed(), "{}", report.render());
    assert!(report.steps[2]
        .checks
        .get("workflow.status-updates")
        .is_some_and(|t| t.passed == 1));
    assert_eq!(patched(&state, 3).await.len(), 3);

    // Without --platform the workflow step says what it did not do.
    let args: Vec<&str> = args
        .iter()
        .copied()
        .filter(|a| *a != "--platform")
        .collect();
    let cli = Cli::try_parse_from(args).expect("arguments");
    let report = locforge_emulator::driver::run_with(&cli.run)
        .await
        .expect("run");
    assert!(report.passed(), "{}", report.render());
    let notes = report.steps[2].notes.join("\n");
    assert!(
        notes.contains("no platform connected") && notes.contains("--platform"),
        "{notes}"
    );
}
