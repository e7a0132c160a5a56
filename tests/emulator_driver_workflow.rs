//! Webhooks, the workflow step and page tokens over real HTTP. A small well-behaved app (axum, in
//! this test) stores its secret on `installed`, verifies webhook signatures (either header
//! style), answers the recalculation batch by PATCHing a status API, and serves a project-menu
//! page that checks the signed token. The status API is a second small server in this test,
//! reached by the driver through a `WorkflowHook` implementation.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use locforge::auth::jwt::TokenVerifier;
use locforge::emulator::driver::tokens::AccessCategory;
use locforge::emulator::driver::webhook::{sign, HookFuture};
use locforge::emulator::driver::{
    Driver, DriverOptions, HeaderStyle, PlatformContext, StatusRecord, StepRef, StepReport,
    WaitingString, WorkflowHook,
};
use serde_json::{json, Value};

const CLIENT_ID: &str = "wf-client";
const CLIENT_SECRET: &str = "wf-client-secret-0123456789abcdef";
const PORTS: [&str; 2] = ["translated", "untranslated"];

type Statuses = Arc<Mutex<BTreeMap<(i64, String, u64), StatusRecord>>>;

/// The status API: `PATCH`/`GET …/workflow-steps/{step}/languages/{lang}/status`, plus a test
/// route the hook uses to put strings on the step.
async fn status_api(statuses: Statuses) -> String {
    async fn patch(
        State(st): State<Statuses>,
        Path((_p, step, lang)): Path<(i64, i64, String)>,
        Json(ops): Json<Vec<Value>>,
    ) -> (StatusCode, Json<Value>) {
        let mut out = Vec::new();
        let Ok(mut map) = st.lock() else {
            return (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({})));
        };
        for op in ops {
            let id: Option<u64> = op["path"]
                .as_str()
                .and_then(|p| p.strip_prefix('/'))
                .and_then(|p| p.strip_suffix("/output"))
                .and_then(|p| p.parse().ok());
            let value = op["value"].as_str().unwrap_or_default();
            let (Some(id), true, true) = (id, op["op"] == "replace", PORTS.contains(&value)) else {
                return (
                    StatusCode::BAD_REQUEST,
                    Json(json!({"error": {"message": "bad operation", "code": 400}})),
                );
            };
            let Some(rec) = map.get_mut(&(step, lang.clone(), id)) else {
                return (
                    StatusCode::NOT_FOUND,
                    Json(json!({"error": {"message": "Resource Not Found", "code": 404}})),
                );
            };
            rec.status = "DONE".into();
            rec.output = value.into();
            out.push(json!({"data": rec}));
        }
        (StatusCode::OK, Json(json!({"data": out})))
    }
    async fn get_status(
        State(st): State<Statuses>,
        Path((_p, step, lang)): Path<(i64, i64, String)>,
    ) -> Json<Value> {
        let data: Vec<Value> = st
            .lock()
            .map(|m| {
                m.values()
                    .filter(|r| r.step_id == step && r.language_id == lang)
                    .map(|r| json!({"data": r}))
                    .collect()
            })
            .unwrap_or_default();
        Json(json!({"data": data, "pagination": {"offset": 0, "limit": 500}}))
    }
    async fn arrive(State(st): State<Statuses>, Json(body): Json<Value>) -> StatusCode {
        let step = body["stepId"].as_i64().unwrap_or_default();
        if let (Ok(mut m), Some(items)) = (st.lock(), body["strings"].as_array()) {
            for s in items {
                let id = s["stringId"].as_u64().unwrap_or_default();
                let lang = s["languageId"].as_str().unwrap_or_default().to_owned();
                m.insert(
                    (step, lang.clone(), id),
                    StatusRecord {
                        string_id: id,
                        language_id: lang,
                        step_id: step,
                        status: "NEED_PROCESS".into(),
                        output: String::new(),
                    },
                );
            }
        }
        StatusCode::NO_CONTENT
    }
    let path = "/api/v2/projects/{p}/workflow-steps/{s}/languages/{l}/status";
    let app = Router::new()
        .route(path, get(get_status).patch(patch))
        .route("/test/arrive", post(arrive))
        .with_state(statuses);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    tokio::spawn(async move { axum::serve(listener, app).await });
    base
}

/// The driver's view of the status API, over HTTP.
struct HttpHook {
    base: String,
    http: reqwest::Client,
}

impl WorkflowHook for HttpHook {
    fn strings_arrived<'a>(
        &'a self,
        step: &'a StepRef,
        strings: &'a [WaitingString],
    ) -> HookFuture<'a, ()> {
        Box::pin(async move {
            let r = self
                .http
                .post(format!("{}/test/arrive", self.base))
                .json(&json!({"stepId": step.step_id, "strings": strings}))
                .send()
                .await?;
            anyhow::ensure!(
                r.status().is_success(),
                "status API answered {}",
                r.status()
            );
            Ok(())
        })
    }

    fn statuses<'a>(
        &'a self,
        step: &'a StepRef,
        strings: &'a [WaitingString],
    ) -> HookFuture<'a, Vec<StatusRecord>> {
        Box::pin(async move {
            let mut out = Vec::new();
            let mut langs: Vec<&str> = strings.iter().map(|s| s.language_id.as_str()).collect();
            langs.dedup();
            for lang in langs {
                let url = format!(
                    "{}/api/v2/projects/{}/workflow-steps/{}/languages/{lang}/status",
                    self.base, step.project_id, step.step_id
                );
                let v: Value = self.http.get(url).send().await?.json().await?;
                for item in v["data"].as_array().cloned().unwrap_or_default() {
                    out.push(serde_json::from_value(item["data"].clone())?);
                }
            }
            Ok(out)
        })
    }
}

#[derive(Default)]
struct AppState {
    secret: Option<String>,
    status_api: String,
    project_events: Vec<String>,
    signature_headers: Vec<String>,
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
    let (secret, status_api) = match s.lock() {
        Ok(st) => (st.secret.clone().unwrap_or_default(), st.status_api.clone()),
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
    let mut groups: BTreeMap<(i64, i64, String), Vec<u64>> = BTreeMap::new();
    for e in v["events"].as_array().cloned().unwrap_or_default() {
        let name_ev = e["event"].as_str().unwrap_or_default().to_owned();
        if name_ev == "string.status_on_step.recalculation_triggered" {
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
                .push(ss["translation"]["id"].as_u64().unwrap_or_default());
        } else if let Ok(mut st) = s.lock() {
            st.project_events.push(format!(
                "{name_ev}:{}",
                e["targetLanguage"]["id"].as_str().unwrap_or_default()
            ));
        }
    }
    if let Ok(mut st) = s.lock() {
        st.signature_headers.push(name);
    }
    // Acknowledge first, process afterwards (PATCH the status API).
    tokio::spawn(async move {
        let http = reqwest::Client::new();
        for ((project, step, lang), ids) in groups {
            let ops: Vec<Value> = ids.iter().map(|id| json!({"op": "replace", "path": format!("/{id}/output"), "value": "translated"})).collect();
            let _ = http.patch(format!("{status_api}/api/v2/projects/{project}/workflow-steps/{step}/languages/{lang}/status")).json(&ops).send().await;
        }
    });
    StatusCode::OK
}

async fn menu(Query(q): Query<BTreeMap<String, String>>) -> (StatusCode, String) {
    let token = q.get("jwtToken").cloned().unwrap_or_default();
    let verified = TokenVerifier::new(CLIENT_ID, CLIENT_SECRET).verify(
        &token,
        Some("menu"),
        locforge::transfer::blob::unix_now(),
    );
    match (verified, q.get("origin"), q.get("clientId")) {
        (Ok(id), Some(_), Some(c)) if c == CLIENT_ID => (
            StatusCode::OK,
            format!("<html><body>hello user {}</body></html>", id.user_id),
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
        .route("/process", post(process))
        .with_state(state);
    tokio::spawn(async move { axum::serve(listener, app).await });
    base
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhooks_workflow_and_page_tokens() {
    let statuses: Statuses = Arc::default();
    let status_base = status_api(statuses.clone()).await;
    let state: Shared = Arc::new(Mutex::new(AppState {
        status_api: status_base.clone(),
        ..AppState::default()
    }));
    let base = start_app(state.clone()).await;

    let out = tempfile::tempdir().expect("out");
    let mut opts = DriverOptions::new(format!("{base}/manifest.json"));
    opts.client_secret = Some(CLIENT_SECRET.into());
    opts.context = PlatformContext::enterprise();
    opts.out_dir = out.path().to_path_buf();
    opts.workflow_wait = Duration::from_secs(20);
    let mut d = Driver::new(opts).await.expect("driver");
    d.set_workflow_hook(Arc::new(HttpHook {
        base: status_base,
        http: reqwest::Client::new(),
    }));

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
    let mut s = StepReport::new("webhook platform headers");
    d.webhook("project.translated", Some("de"), &mut s).await;
    steps.push(s);
    d.options_mut().header_style = HeaderStyle::Crowdin;
    let mut s = StepReport::new("webhook crowdin headers");
    d.webhook("project.approved", Some("uk"), &mut s).await;
    steps.push(s);

    // Page tokens: enterprise default is organization admins (user 1 only).
    let mut s = StepReport::new("tokens");
    let admin = d.page_token("menu", Some(1), &mut s).await;
    let outsider = d.page_token("menu", Some(2), &mut s).await;
    d.options_mut()
        .access
        .insert("menu".into(), AccessCategory::Selected(vec![2]));
    let selected = d.page_token("menu", Some(2), &mut s).await;
    d.options_mut()
        .access
        .insert("menu".into(), AccessCategory::Members);
    let wrong_env = d.page_token("menu", Some(1), &mut s).await;
    steps.push(s);

    let mut s = StepReport::new("uninstall");
    d.uninstall(&mut s).await;
    steps.push(s);

    let report = locforge::emulator::driver::Report {
        scenario: "workflow".into(),
        app: base.clone(),
        steps,
    };
    let text = report.render();
    println!("{text}");
    assert!(report.passed(), "{text}");

    // Every string reached DONE through the app's PATCHes, on a declared port.
    let map = statuses.lock().map(|m| m.clone()).unwrap_or_default();
    assert_eq!(map.len(), 3, "{map:?}");
    assert!(
        map.values()
            .all(|r| r.status == "DONE" && r.output == "translated"),
        "{map:?}"
    );
    assert!(report.steps[2]
        .checks
        .get("workflow.status-updates")
        .is_some_and(|t| t.passed == 1));

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
