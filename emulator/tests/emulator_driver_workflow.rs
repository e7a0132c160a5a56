//! Webhooks, the workflow step without a platform, and page tokens over real HTTP. A small
//! well-behaved app (axum, in this test) stores its secret on `installed`, verifies webhook
//! signatures (either header style), and serves a project-menu page that checks the signed
//! token, and a workflow step whose settings URLs record the signed saves and deletes the
//! driver sends. Without a platform connected the workflow step delivers nothing and says so; the
//! workflow against the emulated platform is `tests/emulator_wired.rs`.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use locforge_emulator::driver::tokens::AccessCategory;
use locforge_emulator::driver::{Driver, DriverOptions, HeaderStyle, PlatformContext, StepReport};
use locforge_emulator::platform::demo::ids;
use locforge_protocol::signature::sign;
use serde_json::{json, Value};

const CLIENT_ID: &str = "wf-client";
const CLIENT_SECRET: &str = "wf-client-secret-0123456789abcdef";

#[derive(Default)]
struct AppState {
    secret: Option<String>,
    project_events: Vec<String>,
    signature_headers: Vec<String>,
    settings_calls: Vec<(String, Value)>,
}

type Shared = Arc<Mutex<AppState>>;

async fn installed(State(s): State<Shared>, Json(b): Json<Value>) -> StatusCode {
    let complete = [
        "appId",
        "appSecret",
        "clientId",
        "organizationId",
        "userId",
        "baseUrl",
    ]
    .iter()
    .all(|k| !b[*k].is_null())
        && b.get("domain").is_some();
    if !complete {
        return StatusCode::BAD_REQUEST;
    }
    if let Ok(mut st) = s.lock() {
        st.secret = b["appSecret"].as_str().map(str::to_owned);
    }
    StatusCode::NO_CONTENT
}

async fn uninstall(State(s): State<Shared>, Json(b): Json<Value>) -> StatusCode {
    let ok = s
        .lock()
        .map(|st| st.secret.as_deref() == b["appSecret"].as_str())
        .unwrap_or(false);
    if ok {
        StatusCode::NO_CONTENT
    } else {
        StatusCode::FORBIDDEN
    }
}

async fn hook(State(s): State<Shared>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let secret = match s.lock() {
        Ok(st) => st.secret.clone().unwrap_or_default(),
        Err(_) => return StatusCode::INTERNAL_SERVER_ERROR,
    };
    let (name, sig) = ["x-platform-signature", "x-crowdin-signature"]
        .iter()
        .find_map(|n| {
            headers
                .get(*n)
                .and_then(|v| v.to_str().ok())
                .map(|v| (n.to_string(), v.to_owned()))
        })
        .unwrap_or_default();
    if sig.is_empty() || sig != sign(&secret, &body) || headers.get("x-module-key").is_none() {
        return StatusCode::FORBIDDEN;
    }
    let Ok(v) = serde_json::from_slice::<Value>(&body) else {
        return StatusCode::BAD_REQUEST;
    };
    for e in v["events"].as_array().cloned().unwrap_or_default() {
        if let Ok(mut st) = s.lock() {
            st.project_events.push(format!(
                "{}:{}",
                e["event"].as_str().unwrap_or_default(),
                e["targetLanguage"]["id"].as_str().unwrap_or_default()
            ));
        }
    }
    if let Ok(mut st) = s.lock() {
        st.signature_headers.push(name);
    }
    StatusCode::OK
}

/// The app's check of a page token: HS256 under the client secret, `exp` with the default
/// leeway, `aud` = our client id, `module` (when present) = the page's module, and the context's
/// organization and user. Returns the user id.
fn verify_page_token(token: &str, module: &str) -> Option<i64> {
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
    validation.set_audience(&[CLIENT_ID]);
    let claims = jsonwebtoken::decode::<Value>(
        token,
        &jsonwebtoken::DecodingKey::from_secret(CLIENT_SECRET.as_bytes()),
        &validation,
    )
    .ok()?
    .claims;
    if claims.get("module").is_some_and(|m| m != module) {
        return None;
    }
    claims["context"]["organization_id"].as_i64()?;
    claims["context"]["user_id"].as_i64()
}

/// `updateSettingsUrl` (POST) and `deleteSettingsUrl` (DELETE): a token for the step's module,
/// then the body is recorded.
async fn step_settings(
    State(s): State<Shared>,
    method: axum::http::Method,
    headers: HeaderMap,
    Json(b): Json<Value>,
) -> StatusCode {
    let token = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or("");
    if verify_page_token(token, "review").is_none() {
        return StatusCode::FORBIDDEN;
    }
    if let Ok(mut st) = s.lock() {
        st.settings_calls.push((method.to_string(), b));
    }
    StatusCode::NO_CONTENT
}

async fn menu(Query(q): Query<BTreeMap<String, String>>) -> (StatusCode, String) {
    let token = q.get("jwtToken").cloned().unwrap_or_default();
    match (
        verify_page_token(&token, "menu"),
        q.get("origin"),
        q.get("clientId"),
    ) {
        (Some(user_id), Some(_), Some(c)) if c == CLIENT_ID => (
            StatusCode::OK,
            format!("<html><body>hello user {user_id}</body></html>"),
        ),
        _ => (StatusCode::FORBIDDEN, "denied".into()),
    }
}

async fn process(Json(req): Json<Value>) -> ([(&'static str, &'static str); 1], Json<Value>) {
    let cc = [("cache-control", "no-cache, no-store, must-revalidate")];
    if req["jobType"] == "parse-file" {
        let strings: Vec<Value> = (0..3)
            .map(|i| json!({"identifier": format!("s{i}"), "text": format!("Text {i}")}))
            .collect();
        (cc, Json(json!({"data": {"strings": strings}})))
    } else {
        (cc, Json(json!({"data": {"content": "b2s="}})))
    }
}

async fn start_app(state: Shared) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let manifest = json!({
        "identifier": "wf-app", "name": "Workflow app", "baseUrl": base, "logo": "/logo.png",
        "authentication": {"type": "platform_app", "clientId": CLIENT_ID},
        "events": {"installed": "/installed", "uninstall": "/uninstall"},
        "scopes": ["project"],
        "modules": {
            "custom-file-format": [{"key": "txt", "type": "txt", "url": "/process", "signaturePatterns": {"fileName": "\\.txt$"}}],
            "workflow-step-type": [{"key": "review", "name": "Machine review", "logo": "/logo.png", "description": "Reviews strings",
                "updateSettingsUrl": "/step/settings", "deleteSettingsUrl": "/step/settings",
                "boundaries": {"input": {"title": "Input", "ports": ["translated"]},
                               "outputs": [{"title": "Passed", "port": "translated"}, {"title": "Rejected", "port": "untranslated"}]},
                "environments": ["platform-enterprise"]}],
            "webhook": [{"key": "events", "url": "/hook", "events": ["string.status_on_step.recalculation_triggered", "project.translated", "project.approved"]}],
            "project-menu": [{"key": "menu", "name": "Menu", "url": "/menu"}]
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
        .route("/menu", get(menu))
        .route("/step/settings", post(step_settings).delete(step_settings))
        .route("/process", post(process))
        .with_state(state);
    tokio::spawn(async move { axum::serve(listener, app).await });
    base
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhooks_workflow_and_page_tokens() {
    let state: Shared = Arc::default();
    let base = start_app(state.clone()).await;

    let out = tempfile::tempdir().expect("out");
    let mut opts = DriverOptions::new(format!("{base}/manifest.json"));
    opts.client_secret = Some(CLIENT_SECRET.into());
    opts.context = PlatformContext::enterprise();
    opts.out_dir = out.path().to_path_buf();
    let mut d = Driver::new(opts).await.expect("driver");

    let mut steps = Vec::new();
    let mut s = StepReport::new("install");
    d.install(&mut s).await;
    steps.push(s);
    let mut s = StepReport::new("upload");
    d.upload("a.txt", b"whatever".to_vec(), None, None, &mut s)
        .await;
    steps.push(s);
    let mut s = StepReport::new("workflow");
    d.workflow(Some("de"), None, &mut s).await;
    steps.push(s);
    let mut s = StepReport::new("step settings");
    d.step_settings(Some("review"), Some(&json!({"threshold": 3})), &mut s)
        .await;
    d.step_settings(None, None, &mut s).await;
    steps.push(s);
    let mut s = StepReport::new("webhook platform headers");
    d.webhook("project.translated", Some("de"), &mut s).await;
    steps.push(s);
    d.options_mut().header_style = HeaderStyle::Crowdin;
    let mut s = StepReport::new("webhook crowdin headers");
    d.webhook("project.approved", Some("uk"), &mut s).await;
    steps.push(s);

    // Page tokens: enterprise default is organization admins (the demo's `acme` admin only).
    let mut s = StepReport::new("tokens");
    let admin = d
        .page_token("menu", Some(ids::ENTERPRISE_ADMIN), &mut s)
        .await;
    let outsider = d.page_token("menu", Some(2), &mut s).await;
    d.options_mut()
        .access
        .insert("menu".into(), AccessCategory::Selected(vec![2]));
    let selected = d.page_token("menu", Some(2), &mut s).await;
    d.options_mut()
        .access
        .insert("menu".into(), AccessCategory::Members);
    let wrong_env = d
        .page_token("menu", Some(ids::ENTERPRISE_ADMIN), &mut s)
        .await;
    steps.push(s);

    let mut s = StepReport::new("uninstall");
    d.uninstall(&mut s).await;
    steps.push(s);

    let report = locforge_emulator::driver::Report {
        scenario: "workflow".into(),
        app: base.clone(),
        steps,
    };
    let text = report.render();
    println!("{text}");
    assert!(report.passed(), "{text}");

    // No platform: nothing was delivered to the step, and the step says so.
    let wf = &report.steps[2];
    assert!(wf.violations.is_empty());
    assert!(
        wf.notes
            .iter()
            .any(|n| n.contains("no platform connected") && n.contains("--platform")),
        "{:?}",
        wf.notes
    );

    // The step's settings were saved, then deleted, with the docs/PROTOCOL.md §14 bodies.
    let calls = state
        .lock()
        .map(|s| s.settings_calls.clone())
        .unwrap_or_default();
    assert_eq!(calls.len(), 2, "{calls:?}");
    assert_eq!(calls[0].0, "POST");
    assert_eq!(calls[0].1["settings"]["threshold"], 3);
    assert_eq!(calls[1].0, "DELETE");
    assert!(calls[1].1.get("settings").is_none(), "{:?}", calls[1].1);
    for (_, body) in &calls {
        for key in ["organizationId", "projectId", "stepId"] {
            assert!(body[key].is_i64(), "{key} in {body}");
        }
    }

    // Both header styles were verified by the app.
    let st = state
        .lock()
        .map(|s| (s.project_events.clone(), s.signature_headers.clone()))
        .unwrap_or_default();
    assert_eq!(
        st.0,
        vec![
            "project.translated:de".to_owned(),
            "project.approved:uk".to_owned()
        ]
    );
    assert!(
        st.1.contains(&"x-platform-signature".to_owned())
            && st.1.contains(&"x-crowdin-signature".to_owned()),
        "{:?}",
        st.1
    );

    // Access categories.
    let url = admin.and_then(Result::ok).expect("admin gets a token");
    assert!(
        url.starts_with(&format!("{base}/menu?jwtToken="))
            && url.contains("&origin=")
            && url.contains("&clientId=wf-client")
    );
    assert!(
        matches!(outsider, Some(Err(_))),
        "user 2 is not an organization admin"
    );
    assert!(matches!(selected, Some(Ok(_))), "user 2 is selected");
    assert!(
        matches!(wrong_env, Some(Err(_))),
        "`members` is a standard-environment category"
    );
}
