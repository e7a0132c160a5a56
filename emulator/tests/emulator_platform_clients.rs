//! The platform's official API clients work unchanged against the emulator: the Python client
//! (PyPI `crowdin-api-client`) and the JavaScript client (npm `@crowdin/crowdin-api-client`) run
//! the scripts in `tests/emulator_platform_clients/` against a live emulator — list projects,
//! list strings / translations / TM segments / terms with CroQL and paging (offset pages and
//! fetch-all), read a CroQL error, get and patch workflow step string statuses on the enterprise
//! base — and their output is checked here.
//!
//! The clients are installed by `scripts/setup-api-clients.sh` into `target/test-tools/`; when
//! they are missing these tests fail and name that script.

use std::path::{Path, PathBuf};
use std::time::Duration;

use locforge_emulator::platform::demo::ids;
use locforge_emulator::platform::{self, PlatformConfig, TokenKind};
use serde_json::{json, Value};

const SETUP: &str = "scripts/setup-api-clients.sh";

/// The workspace root (scripts, `target/test-tools`).
fn root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// This crate's folder (its `tests/` fixtures).
fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn tools() -> PathBuf {
    root().join("target/test-tools")
}

fn require(path: &Path, what: &str) -> PathBuf {
    assert!(
        path.exists(),
        "{what} is not installed ({} is missing): run `bash {SETUP}` first",
        path.display()
    );
    path.to_path_buf()
}

struct Setup {
    running: platform::Running,
    host: String,
    user_token: String,
    agent_token: String,
}

async fn start() -> Setup {
    let running = platform::start(PlatformConfig {
        webhook_interval: Duration::from_secs(3600),
        ..PlatformConfig::default()
    })
    .await
    .expect("start platform");
    let p = &running.platform;
    let user_token = p.mint_token(ids::USER, ids::ORG, TokenKind::User, None, "*");
    let agent_token = p.mint_token(
        ids::AGENT,
        ids::ENTERPRISE_ORG,
        TokenKind::Agent,
        Some(ids::APP),
        "*",
    );
    let host = running.addr.to_string();
    Setup {
        running,
        host,
        user_token,
        agent_token,
    }
}

/// Runs a client script with a time bound and returns its JSON output.
async fn run(program: &Path, args: &[String]) -> Value {
    let mut cmd = tokio::process::Command::new(program);
    cmd.args(args).kill_on_drop(true);
    for v in [
        "HTTP_PROXY",
        "http_proxy",
        "HTTPS_PROXY",
        "https_proxy",
        "ALL_PROXY",
        "all_proxy",
        "NO_PROXY",
        "no_proxy",
    ] {
        cmd.env_remove(v);
    }
    let out = tokio::time::timeout(Duration::from_secs(120), cmd.output())
        .await
        .expect("the client script finished within 120 s")
        .expect("the client script ran");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{} failed ({}):\nstdout: {stdout}\nstderr: {}",
        program.display(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let line = stdout.lines().last().unwrap_or("");
    serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {stdout}"))
}

fn croql_envelope() -> Value {
    json!({"errors": [{"error": {"key": "croql", "errors": [{"code": "croqlInvalidLogic",
        "message": "Invalid logic in CroQL. Identifier 'foo' is undefined"}]}}]})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_client_lists_pages_and_patches_statuses() {
    let python = require(&tools().join("py/bin/python"), "the Python API client venv");
    let s = start().await;
    let script = crate_dir().join("tests/emulator_platform_clients/check.py");
    let out = run(
        &python,
        &[
            script.display().to_string(),
            s.host.clone(),
            s.user_token.clone(),
            s.agent_token.clone(),
            ids::DOMAIN.into(),
            ids::PROJECT.to_string(),
            ids::ENTERPRISE_PROJECT.to_string(),
            ids::STEP.to_string(),
        ],
    )
    .await;
    assert_projects_pages_and_translations(&out, "fetch_all", "fetch_all_plain_count");
    assert_eq!(out["terms"], json!([106, 107]));
    assert_eq!(
        out["segments"]["ids"],
        json!([1026, 1027, 1028, 1029, 1030])
    );
    assert_eq!(
        out["segments"]["pagination"],
        json!({"offset": 25, "limit": 5})
    );
    assert_eq!(out["croql_error"]["type"], "ValidationError");
    assert_eq!(out["croql_error"]["http_status"], 400);
    assert_eq!(out["croql_error"]["body"], croql_envelope());
    assert_eq!(out["enterprise_projects"], json!([ids::ENTERPRISE_PROJECT]));
    assert_eq!(out["need_process_before"], json!([101, 102, 103, 104, 105]));
    assert_eq!(
        out["patched"],
        json!([{"stringId": 104, "languageId": "de", "stepId": ids::STEP, "status": "DONE", "output": "translated"}])
    );
    assert_eq!(out["need_process_after"], json!([101, 102, 103, 105]));
    assert_eq!(
        out["organization_url"],
        format!(
            "http://{}.localhost:{}/api/v2/",
            ids::DOMAIN,
            s.running.addr.port()
        )
    );
    assert_eq!(
        out["organization_projects"],
        json!([ids::ENTERPRISE_PROJECT])
    );
    let st = s
        .running
        .platform
        .step_statuses(ids::ENTERPRISE_PROJECT, ids::STEP, "de");
    assert!(st
        .iter()
        .any(|x| x.string_id == 104 && x.status == "DONE" && x.output == "translated"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn node_client_lists_pages_and_patches_statuses() {
    let module = require(
        &tools().join("node-clients/node_modules/@crowdin/crowdin-api-client"),
        "the JavaScript API client",
    );
    let s = start().await;
    let script = crate_dir().join("tests/emulator_platform_clients/check.js");
    let base = format!("http://{}", s.host);
    let out = run(
        Path::new("node"),
        &[
            script.display().to_string(),
            module.display().to_string(),
            format!("{base}/api/v2"),
            format!("{base}/enterprise/{}/api/v2", ids::DOMAIN),
            s.user_token.clone(),
            s.agent_token.clone(),
            ids::PROJECT.to_string(),
            ids::ENTERPRISE_PROJECT.to_string(),
            ids::STEP.to_string(),
        ],
    )
    .await;
    assert_projects_pages_and_translations(&out, "fetchAll", "fetchAllPlainCount");
    let used: Vec<i64> = (1..=30).filter(|n| n % 4 != 0).map(|n| 1000 + n).collect();
    assert_eq!(out["segments"]["ids"], json!(used[20..]));
    assert_eq!(
        out["segments"]["pagination"],
        json!({"offset": 20, "limit": 5})
    );
    assert_eq!(out["terms"], json!([102, 105, 109]));
    assert_eq!(out["croqlError"]["name"], "CrowdinValidationError");
    assert_eq!(out["croqlError"]["code"], 400);
    assert_eq!(
        out["croqlError"]["message"],
        "Invalid logic in CroQL. Identifier 'foo' is undefined"
    );
    assert_eq!(
        out["croqlError"]["validationCodes"],
        json!([{"key": "croql", "codes": ["croqlInvalidLogic"]}])
    );
    assert_eq!(out["enterpriseProjects"], json!([ids::ENTERPRISE_PROJECT]));
    let ids_of = |v: &Value| -> Vec<i64> {
        v.as_array()
            .map(|a| a.iter().filter_map(|x| x["stringId"].as_i64()).collect())
            .unwrap_or_default()
    };
    assert_eq!(ids_of(&out["statusPage"]["items"]), vec![102, 103]);
    assert_eq!(
        out["statusPage"]["pagination"],
        json!({"offset": 1, "limit": 2})
    );
    assert_eq!(
        out["statusAll"],
        json!([
            [101, "NEED_PROCESS"],
            [102, "NEED_PROCESS"],
            [103, "NEED_PROCESS"],
            [104, "NEED_PROCESS"],
            [105, "NEED_PROCESS"],
            [107, "DONE"]
        ])
    );
    assert_eq!(
        out["patched"],
        json!([{"stringId": 105, "languageId": "de", "stepId": ids::STEP, "status": "DONE", "output": "untranslated"}])
    );
    assert_eq!(
        out["patchError"],
        json!({"name": "CrowdinValidationError", "code": 400})
    );
    assert_eq!(out["spaceError"]["code"], 403);
    assert_eq!(
        out["spaceError"]["message"],
        "Not allowed space for your token"
    );
}

/// What every client reports alike: the projects, the user, a page of strings with its
/// pagination, all strings by the client's own paging (`fetch_all` and `plain_count` are the
/// client's spellings of those keys), and the translations.
fn assert_projects_pages_and_translations(out: &Value, fetch_all: &str, plain_count: &str) {
    assert_eq!(out["projects"], json!([ids::PROJECT]));
    assert_eq!(out["user"], "demo");
    assert_eq!(out["page"]["ids"], json!((16..=25).collect::<Vec<i64>>()));
    assert_eq!(out["page"]["pagination"], json!({"offset": 5, "limit": 10}));
    assert_eq!(out[fetch_all], json!((11..=40).collect::<Vec<i64>>()));
    assert_eq!(out[plain_count], ids::STRINGS);
    assert_eq!(out["translations"], json!([4]));
}
