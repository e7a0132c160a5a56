//! A deliberately broken app (a small axum app in this test) answers wrong shapes, duplicate
//! identifiers, mismatched previewIds, wrong plural keys, oversize and late answers, dropped
//! uniqIds, bad base64, failing lifecycle and webhook handlers, and serves a manifest full of
//! violations. The driver must catch every one, each with the request that caused it.

use std::time::Duration;

use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use base64::Engine as _;
use locforge_emulator::driver::{Driver, DriverOptions, Scenario, Severity};
use serde_json::{json, Value};

fn b64(s: &str) -> String {
    base64::engine::general_purpose::STANDARD.encode(s)
}

async fn start_broken_app() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let manifest = json!({
        "identifier": "broken", "name": "Broken", "baseUrl": base, "logo": "/logo.png",
        "authentication": {"type": "platform_app", "clientId": "broken-client"},
        "events": {"installed": "/installed", "uninstall": "https://elsewhere.example/uninstall"},
        "scopes": ["project"],
        "modules": {
            "custom-file-format": [
                {"key": "shape", "type": "wrong-shape", "url": "/job/shape"},
                {"key": "dups", "type": "dup-ids", "url": "/job/dups", "signaturePatterns": {"fileName": "\\.dup$"}},
                {"key": "preview", "type": "preview-mismatch", "url": "/job/preview"},
                {"key": "plurals", "type": "plural-keys", "url": "/job/plurals"},
                {"key": "big", "type": "oversize", "url": "/job/big"},
                {"key": "custom", "type": "custom-data", "url": "/job/custom"},
                {"key": "status", "type": "status-500", "url": "/job/status"},
                {"key": "slow", "type": "slow", "url": "/job/slow"},
                {"key": "badregex", "type": "bad-regex", "url": "/job/x", "signaturePatterns": {"fileName": "([a-z"}},
                {"key": "badtype", "type": "bad-type", "url": "/job/x", "multilingual": "yes"}
            ],
            "file-pre-export": [{"key": "pre", "url": "/pre", "signaturePatterns": {"fileName": "\\.dup$"}}],
            "workflow-step-type": [{"key": "step", "name": "Step", "logo": "/l.png", "description": "d",
                "boundaries": {"input": {"title": "in", "ports": ["translated"]},
                               "outputs": [{"title": "out", "port": "translated"}]}}],
            "webhook": [{"key": "hook", "url": "/hook", "events": ["project.translated"]}]
        }
    });
    let app = Router::new()
        .route("/manifest.json", get(move || async move { Json(manifest.clone()) }))
        .route("/installed", post(|| async { (StatusCode::INTERNAL_SERVER_ERROR, "token grant failed") }))
        .route("/hook", post(|| async { (StatusCode::FORBIDDEN, "bad signature") }))
        .route("/job/shape", post(|| async { Json(json!({"data": {"items": []}})) }))
        .route(
            "/job/dups",
            post(|Json(req): Json<Value>| async move {
                if req["jobType"] == "build-file" {
                    Json(json!({"data": {"content": "!!! not base64 !!!"}}))
                } else {
                    Json(json!({"data": {"strings": [
                        {"identifier": "a", "text": "A"},
                        {"identifier": "a", "text": "A again"},
                        {"identifier": "b", "text": "B"}
                    ]}}))
                }
            }),
        )
        .route(
            "/job/preview",
            post(|| async {
                let html = r#"<p><span id="string_preview_id_0">A</span><span id="string_preview_id_7">B</span></p>"#;
                Json(json!({"data": {"preview": b64(html), "strings": [
                    {"identifier": "a", "text": "A", "previewId": 0},
                    {"identifier": "b", "text": "B", "previewId": 1}
                ]}}))
            }),
        )
        .route(
            "/job/plurals",
            post(|| async {
                let html = r#"<span id="string_preview_id_0">x</span>"#;
                Json(json!({"data": {"preview": b64(html), "strings": [
                    {"identifier": "p", "hasPlurals": true, "text": {"one": "1 file", "few": "files"}, "previewId": 0}
                ]}}))
            }),
        )
        .route(
            "/job/big",
            post(|| async {
                let text = "x".repeat(5_100_000);
                Json(json!({"data": {"strings": [{"identifier": "big", "text": text}]}}))
            }),
        )
        .route(
            "/job/custom",
            post(|| async {
                Json(json!({"data": {"strings": [{"identifier": "c", "text": "C", "customData": "d".repeat(5000)}]}}))
            }),
        )
        .route("/job/status", post(|| async { (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": {"message": "boom"}}))) }))
        .route(
            "/job/slow",
            post(|| async {
                tokio::time::sleep(Duration::from_secs(5)).await;
                Json(json!({"data": {"strings": []}}))
            }),
        )
        .route(
            "/pre",
            post(|Json(req): Json<Value>| async move {
                // Drops the last string: the count and the uniqIds no longer match.
                let mut strings = req["strings"].as_array().cloned().unwrap_or_default();
                strings.pop();
                Json(json!({"data": {"strings": strings}}))
            }),
        );
    tokio::spawn(async move { axum::serve(listener, app).await });
    base
}

const SCENARIO: &str = r#"
name = "broken"
[settings]
target-languages = ["de"]

[[steps]]
action = "install"
[[steps]]
action = "upload"
name = "a.json"
content = "{}"
type = "wrong-shape"
[[steps]]
action = "upload"
name = "b.dup"
content = "whatever"
[[steps]]
action = "upload"
name = "c.json"
content = "{}"
type = "preview-mismatch"
[[steps]]
action = "upload"
name = "d.json"
content = "{}"
type = "plural-keys"
[[steps]]
action = "upload"
name = "e.json"
content = "{}"
type = "oversize"
[[steps]]
action = "upload"
name = "f.json"
content = "{}"
type = "custom-data"
[[steps]]
action = "upload"
name = "g.json"
content = "{}"
type = "status-500"
[[steps]]
action = "upload"
name = "h.json"
content = "{}"
type = "slow"
[[steps]]
action = "translate"
source = "pseudo"
[[steps]]
action = "export"
language = "de"
name = "b.dup"
[[steps]]
action = "webhook"
event = "project.translated"
language = "de"
[[steps]]
action = "uninstall"
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_violation_of_the_broken_app_is_caught() {
    let base = start_broken_app().await;
    let out = tempfile::tempdir().expect("out");
    let mut opts = DriverOptions::new(format!("{base}/manifest.json"));
    opts.client_secret = Some("broken-secret".into());
    opts.out_dir = out.path().to_path_buf();
    opts.job_timeout = Duration::from_secs(1);
    opts.download_timeout = Duration::from_secs(5);
    let mut d = Driver::new(opts).await.expect("driver");
    let scenario = Scenario::parse(
        SCENARIO,
        false,
        locforge_emulator::driver::scenario::Files::Dir(out.path().to_path_buf()),
        "broken",
    )
    .expect("scenario");
    scenario.apply_settings(&mut d).expect("settings");
    let report = scenario.run(&mut d).await;
    let text = report.render();
    println!("{text}");
    assert!(!report.passed(), "the broken app must fail:\n{text}");

    let expected = [
        ("manifest.relative-urls", None, None),
        ("manifest.regex", None, None),
        ("manifest.types", None, None),
        ("manifest.workflow-webhook", None, None),
        ("install.status", None, None),
        ("response.shape", Some("shape"), Some("a.json")),
        ("strings.unique-identifiers", Some("dups"), Some("b.dup")),
        ("preview.ids", Some("preview"), Some("c.json")),
        ("strings.plural-keys", Some("plurals"), Some("d.json")),
        ("preview.plurals", Some("plurals"), Some("d.json")),
        ("http.size", Some("big"), Some("e.json")),
        ("strings.custom-data", Some("custom"), Some("f.json")),
        ("http.status", Some("status"), Some("g.json")),
        ("http.timeout", Some("slow"), Some("h.json")),
        ("pre-export.count", Some("pre"), Some("b.dup")),
        ("pre-export.uniq-ids", Some("pre"), Some("b.dup")),
        ("response.base64", Some("dups"), Some("b.dup")),
        ("webhook.status", Some("hook"), None),
    ];
    for (rule, module, file) in expected {
        let v = report
            .violations()
            .find(|v| v.rule == rule && v.severity == Severity::Error)
            .unwrap_or_else(|| panic!("`{rule}` was not caught:\n{text}"));
        let req = v
            .request
            .as_ref()
            .unwrap_or_else(|| panic!("`{rule}` names no request"));
        if let Some(m) = module {
            assert_eq!(req.module.as_deref(), Some(m), "{rule}: {req:?}");
        }
        if let Some(f) = file {
            assert_eq!(req.file.as_deref(), Some(f), "{rule}: {req:?}");
        }
    }
    // Missing Cache-Control on file jobs is a warning, not an error.
    assert!(report
        .violations()
        .any(|v| v.rule == "headers.cache-control" && v.severity == Severity::Warning));
    // The pre-export request went out with the spec's spelling.
    assert!(report.violations().any(|v| v.rule == "pre-export.count"
        && v.request
            .as_ref()
            .is_some_and(|r| r.kind == "file-pre-export")));
}
