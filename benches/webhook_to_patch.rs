//! The time from a recalculation webhook to the last status PATCH for 10,000 strings against the
//! emulator (`locforge platform serve`, batches every second, 500 events per request): the app
//! (SQLite, two workers) receives the batches, queues the strings, decides them with qa-gate and
//! sends the PATCHes. Measured from the first delivery stored to the last string marked done
//! (each mark follows its PATCH's 2xx); printed, not asserted. The emulator sends at most 500
//! events per interval, so the total is paced by it (20 batches ≈ 19 s); the time from the last
//! string queued to the last PATCH is printed too (the app's own tail). Run with `cargo bench
//! --bench webhook_to_patch`.

#![allow(dead_code)]

#[path = "../tests/common/emulator.rs"]
mod emulator;
#[path = "../tests/common/hooks.rs"]
mod hooks;
#[path = "../tests/common/postgres.rs"]
mod postgres;

use std::time::{Duration, Instant};

use hooks::{listener, Hooks, Place};
use serde_json::json;

const STRINGS: i64 = 10_000;

fn fixture(app_base: &str) -> serde_json::Value {
    let strings: Vec<_> = (0..STRINGS)
        .map(|i| json!({"id": 1 + i, "fileId": 5, "identifier": format!("k.{i}"), "text": format!("Hello {{name}} {i}")}))
        .collect();
    let translations: Vec<_> = (0..STRINGS)
        .filter(|i| i % 4 != 0)
        .map(|i| json!({"id": 100_000 + i, "stringId": 1 + i, "languageId": "de", "text": format!("Hallo {{name}} {i}"), "userId": 2}))
        .collect();
    let statuses: Vec<_> = (0..STRINGS)
        .map(|i| json!({"projectId": 2, "stepId": 101, "languageId": "de", "stringId": 1 + i, "status": "NEED_PROCESS"}))
        .collect();
    let qa = json!({"id": 101, "title": "QA", "type": "Application", "languages": ["de"],
                    "applicationModule": {"applicationIdentifier": "locforge-test", "moduleKey": "qa-gate"},
                    "boundaries": {"input": {"title": "In", "ports": ["translated"]},
                                   "outputs": [{"title": "OK", "port": "translated"},
                                               {"title": "Rejected", "port": "untranslated"}]}});
    hooks::enterprise_world(app_base, strings, translations, vec![qa], statuses)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let (l, addr) = listener().await;
    let emu = emulator::Emulator::start(
        &fixture(&format!("http://{addr}")),
        &["--webhook-interval", "1"],
    )
    .await;
    let place = Place::sqlite();
    let mut app = Hooks::start(l, &place, emu.bases(), None).await;
    app.spawn_tasks(Duration::from_secs(3600));
    let store = app.store().clone();
    let deadline = Instant::now() + Duration::from_secs(600);
    let mut first: Option<Instant> = None;
    let mut all_queued: Option<Instant> = None;
    loop {
        let inbox = store.inbox_counts().await.map(|c| c.pending).unwrap_or(0);
        let q = store.queue_counts().await.unwrap_or_default();
        if first.is_none() && (inbox > 0 || q.pending + q.claimed + q.done > 0) {
            first = Some(Instant::now());
        }
        if all_queued.is_none() && q.pending + q.claimed + q.done == STRINGS {
            all_queued = Some(Instant::now());
        }
        if q.done == STRINGS {
            break;
        }
        if Instant::now() > deadline {
            eprintln!("gave up: {q:?}");
            std::process::exit(1);
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let took = first.map(|f| f.elapsed()).unwrap_or_default();
    println!(
        "webhook → last status PATCH, {STRINGS} strings: {:.2} s ({:.0} strings/s)",
        took.as_secs_f64(),
        STRINGS as f64 / took.as_secs_f64().max(1e-9)
    );
    let tail = all_queued.map(|t| t.elapsed()).unwrap_or_default();
    println!(
        "last string queued → last status PATCH: {:.0} ms",
        tail.as_secs_f64() * 1000.0
    );
}
