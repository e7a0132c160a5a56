//! Status PATCH faults and restarts, against a small scripted platform API written here (the
//! emulator cannot answer 429 or 500 on demand): 500 and 429 are retried (`Retry-After`
//! honoured), a 400 on a chunk is resent string by string and fails only the refused string,
//! 403 and 404 stop the step with the reason in the event log; and a restart with work in the
//! queue (some of it claimed by the dead instance) loses no status update and sends none twice,
//! even when the platform redelivers the same webhook to the new instance.

mod common;

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use common::hooks::{eventually, listener, signed_headers, Hooks, Place};
use locforge::platform::ApiBases;
use serde_json::{json, Value};

/// One scripted answer: status and `Retry-After`.
type Answer = (u16, Option<u64>);

#[derive(Default)]
struct Script {
    /// Answers per step, consumed in order; then 200.
    answers: HashMap<i64, VecDeque<Answer>>,
    /// Every PATCH received: (step, string ids).
    patches: Vec<(i64, Vec<i64>)>,
}

type Shared = Arc<Mutex<Script>>;

fn list(items: Vec<Value>) -> Json<Value> {
    let items: Vec<Value> = items.into_iter().map(|d| json!({"data": d})).collect();
    Json(json!({"data": items, "pagination": {"offset": 0, "limit": 500}}))
}

async fn translations(Query(q): Query<HashMap<String, String>>) -> Json<Value> {
    let ids = q.get("stringIds").cloned().unwrap_or_default();
    list(
        ids.split(',')
            .filter_map(|s| s.parse::<i64>().ok())
            .map(|id| json!({"stringId": id, "contentType": "text/plain", "translationId": id + 100_000, "text": "Hallo"}))
            .collect(),
    )
}

async fn empty() -> Json<Value> {
    list(Vec::new())
}

async fn patch(
    State(s): State<Shared>,
    Path((_, _, step, lang)): Path<(String, i64, i64, String)>,
    Json(ops): Json<Vec<Value>>,
) -> Response {
    let ids: Vec<i64> = ops
        .iter()
        .filter_map(|o| o["path"].as_str())
        .filter_map(|p| {
            p.trim_start_matches('/')
                .trim_end_matches("/output")
                .parse()
                .ok()
        })
        .collect();
    let answer = {
        let mut s = s.lock().unwrap_or_else(|p| p.into_inner());
        s.patches.push((step, ids.clone()));
        s.answers.get_mut(&step).and_then(VecDeque::pop_front)
    };
    match answer {
        None | Some((200, _)) => {
            let data: Vec<Value> = ops
                .iter()
                .zip(&ids)
                .map(|(o, id)| json!({"data": {"stringId": id, "languageId": lang, "stepId": step, "status": "DONE", "output": o["value"]}}))
                .collect();
            Json(json!({"data": data})).into_response()
        }
        Some((400, _)) => (
            StatusCode::BAD_REQUEST,
            Json(json!({"errors": [{"index": 0, "errors": [{"error": {"key": "value", "errors": [{"code": "notInArray", "message": "scripted refusal"}]}}]}]})),
        )
            .into_response(),
        Some((status, retry_after)) => {
            let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            let mut r = (code, Json(json!({"error": {"message": format!("scripted {status}"), "code": status}}))).into_response();
            if let Some(secs) = retry_after {
                r.headers_mut().insert("retry-after", secs.into());
            }
            r
        }
    }
}

async fn scripted(script: Shared) -> (SocketAddr, ApiBases) {
    let api = Router::new()
        .route(
            "/e/{domain}/api/v2/projects/{project}/languages/{lang}/translations",
            get(translations),
        )
        .route("/e/{domain}/api/v2/projects/{project}/strings", get(empty))
        .route(
            "/e/{domain}/api/v2/projects/{project}/workflow-steps/{step}/languages/{lang}/status",
            get(empty).patch(patch),
        )
        .with_state(script);
    let (l, addr) = listener().await;
    tokio::spawn(async move {
        let _ = axum::serve(l, api).await;
    });
    let base = format!("http://{addr}");
    let bases = ApiBases::new(&base, &base, &format!("{base}/e/{{domain}}")).expect("bases");
    (addr, bases)
}

/// A recalculation delivery: `ids` waiting at qa-gate step `step` of project 1, German.
fn recalculation(step: i64, ids: &[i64]) -> Vec<u8> {
    let events: Vec<Value> = ids
        .iter()
        .map(|id| {
            json!({"event": "string.status_on_step.recalculation_triggered",
                   "stringStatus": {"status": "NEED_PROCESS", "output": "", "organizationId": "10",
                     "translation": {"id": id, "text": "Hello", "revision": "1", "project": {"id": 1}},
                     "affectedLanguage": {"id": "de"},
                     "workflowStep": {"id": step, "type": "Application",
                        "applicationModule": {"applicationIdentifier": "locforge-test", "moduleKey": "qa-gate"}}}})
        })
        .collect();
    json!({"events": events}).to_string().into_bytes()
}

fn patched(script: &Shared) -> Vec<(i64, Vec<i64>)> {
    script
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .patches
        .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn patch_faults_are_retried_failed_or_stop_the_step() {
    let script: Shared = Arc::default();
    {
        let mut s = script.lock().unwrap_or_else(|p| p.into_inner());
        s.answers
            .insert(201, VecDeque::from([(500, None), (500, None), (500, None)]));
        s.answers.insert(202, VecDeque::from([(429, Some(1))]));
        s.answers
            .insert(203, VecDeque::from([(400, None), (200, None), (400, None)]));
        s.answers.insert(204, VecDeque::from([(403, None)]));
        s.answers.insert(205, VecDeque::from([(404, None)]));
    }
    let (_, bases) = scripted(script.clone()).await;
    let place = Place::sqlite();
    let (l, _) = listener().await;
    let mut app = Hooks::start(l, &place, bases, Some("scripted-token")).await;
    for (step, ids) in [
        (201, vec![1]),
        (202, vec![2]),
        (203, vec![3, 4]),
        (204, vec![5, 6]),
        (205, vec![7]),
    ] {
        let body = recalculation(step, &ids);
        let (status, answer) = app
            .webhook(
                "webhook",
                &signed_headers("platform", "webhook", &body),
                &body,
            )
            .await;
        assert_eq!(status, 202, "{answer}");
    }
    app.spawn_tasks(Duration::from_secs(3600));
    let store = app.store().clone();
    let settled = eventually(Duration::from_secs(30), || async {
        let c = store.queue_counts().await.expect("counts");
        c.done == 3 && c.failed == 1 && c.stopped == 3
    })
    .await;
    let counts = store.queue_counts().await.expect("counts");
    let patches = patched(&script);
    assert!(settled, "{counts:?}; patches {patches:?}");

    let by_step = |step: i64| -> Vec<Vec<i64>> {
        patches
            .iter()
            .filter(|(s, _)| *s == step)
            .map(|(_, ids)| ids.clone())
            .collect()
    };
    // 500 × 3 (the client's own retries), then the worker's retry succeeds.
    assert_eq!(by_step(201), vec![vec![1]; 4]);
    // 429 with Retry-After: 1, then success.
    assert_eq!(by_step(202), vec![vec![2]; 2]);
    // 400 on the chunk → one by one: 3 passes, 4 is refused.
    assert_eq!(by_step(203), vec![vec![3, 4], vec![3], vec![4]]);
    // 403 / 404: one attempt, then the step stops.
    assert_eq!(by_step(204), vec![vec![5, 6]]);
    assert_eq!(by_step(205), vec![vec![7]]);

    let key = common::hooks::enterprise_org().credential_key;
    let events = store.list_events(&key, 50).await.expect("events");
    let stopped: Vec<&str> = events
        .iter()
        .filter(|e| e.event == "step.stopped")
        .map(|e| e.detail.as_str())
        .collect();
    assert_eq!(stopped.len(), 2, "{events:?}");
    assert!(
        stopped.iter().any(|d| d.contains("403")) && stopped.iter().any(|d| d.contains("404")),
        "{stopped:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restart_with_work_in_the_queue_loses_nothing_and_sends_nothing_twice() {
    let script: Shared = Arc::default();
    let (_, bases) = scripted(script.clone()).await;
    let place = Place::sqlite();
    let ids: Vec<i64> = (1..=150).collect();
    let body = recalculation(301, &ids);
    let headers = signed_headers("platform", "webhook", &body);
    {
        let (l, _) = listener().await;
        let first = Hooks::start(l, &place, bases.clone(), Some("scripted-token")).await;
        assert_eq!(first.webhook("webhook", &headers, &body).await.0, 202);
        // The inbox is processed into work, then a worker takes 50 items and dies.
        let n = locforge::workflow::inbox::run_once(&first.work(), "first").await;
        assert_eq!(n, 1);
        let claimed = first
            .store()
            .claim_work("first-worker", 50, Duration::from_millis(500))
            .await
            .expect("claim");
        assert_eq!(claimed.len(), 50);
        assert!(patched(&script).is_empty());
    }
    let (l, _) = listener().await;
    let mut second = Hooks::start(l, &place, bases, Some("scripted-token")).await;
    // The platform redelivers the same batch to the new instance: the store remembers the first
    // delivery across the restart, so it is acknowledged as a replay and not queued again.
    assert_eq!(second.webhook("webhook", &headers, &body).await.0, 200);
    second.spawn_tasks(Duration::from_secs(3600));
    let store = second.store().clone();
    assert!(
        eventually(Duration::from_secs(30), || async {
            store.queue_counts().await.expect("counts").done == 150
                && store.inbox_counts().await.expect("counts").pending == 0
        })
        .await,
        "{:?}",
        store.queue_counts().await
    );
    tokio::time::sleep(Duration::from_millis(800)).await;
    let mut sent: BTreeMap<i64, usize> = BTreeMap::new();
    for (_, ids) in patched(&script) {
        for id in ids {
            *sent.entry(id).or_default() += 1;
        }
    }
    assert_eq!(sent.len(), 150, "every string was sent");
    assert!(
        sent.values().all(|n| *n == 1),
        "no string was sent twice: {sent:?}"
    );
    assert_eq!(store.queue_counts().await.expect("counts").done, 150);
}
