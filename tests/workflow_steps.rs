//! The qa-gate and croql-router steps end to end, on SQLite and on PostgreSQL: the emulator
//! (`locforge platform serve`) holds an enterprise project whose workflow has one step of each
//! kind bound to this app, strings waiting on both, and sends its recalculation webhooks to the
//! app every second; the app is saved its settings through the settings routes, grants its agent
//! token from the emulator, queues the strings (webhook and reconciliation poll), decides each and
//! sends the status PATCHes. The test then reads every string's output port back from the
//! emulator's API and compares it with what the checks and the predicate must give.

mod common;

use std::collections::BTreeMap;
use std::time::Duration;

use common::emulator::Emulator;
use common::hooks::{enterprise_org, eventually, listener, Hooks, Place};
use locforge::platform::{StatusQuery, StepStatus};
use serde_json::{json, Value};

const QA_STEP: i64 = 101;
const ROUTER_STEP: i64 = 102;
/// Strings on each step.
const PER_STEP: i64 = 240;

/// A qa-gate case: source, max length, German translation (None: none), expected port.
fn qa_case(
    i: i64,
) -> (
    &'static str,
    Option<i64>,
    Option<&'static str>,
    &'static str,
) {
    match i % 6 {
        0 => ("Hello {name}", None, Some("Hallo {name}"), "translated"),
        1 => ("Save", Some(4), Some("Speichern"), "untranslated"),
        2 => (
            "<b>Bold</b> text",
            None,
            Some("<b>Fetter Text"),
            "untranslated",
        ),
        3 => (
            "%s files of %1$d",
            None,
            Some("%s Dateien von %1$d"),
            "translated",
        ),
        4 => ("Welcome", None, None, "untranslated"),
        _ => (
            "{n, plural, one {# item} other {# items}}",
            None,
            Some("{n, plural, one {# Element} other {# Elemente}}"),
            "translated",
        ),
    }
}

/// A croql-router case: text, hidden, expected port under the saved predicate.
fn router_case(i: i64) -> (String, bool, &'static str) {
    match i % 3 {
        0 => (format!("Legal notice {i}"), false, "true"),
        1 => (format!("Plain {i}"), true, "true"),
        _ => (format!("Home {i}"), false, "false"),
    }
}

fn fixture(app_base: &str) -> Value {
    let mut strings = Vec::new();
    let mut translations = Vec::new();
    let mut statuses = Vec::new();
    for i in 0..PER_STEP {
        let id = 1000 + i;
        let (text, max, de, _) = qa_case(i);
        let mut s = json!({"id": id, "fileId": 5, "identifier": format!("qa.{i}"), "text": text});
        if let Some(m) = max {
            s["maxLength"] = json!(m);
        }
        strings.push(s);
        if let Some(de) = de {
            translations.push(json!({"id": 50_000 + i, "stringId": id, "languageId": "de", "text": de, "userId": 2}));
        }
        statuses.push(json!({"projectId": 2, "stepId": QA_STEP, "languageId": "de", "stringId": id, "status": "NEED_PROCESS"}));
    }
    for i in 0..PER_STEP {
        let id = 5000 + i;
        let (text, hidden, _) = router_case(i);
        strings.push(json!({"id": id, "fileId": 5, "identifier": format!("r.{i}"), "text": text, "isHidden": hidden}));
        statuses.push(json!({"projectId": 2, "stepId": ROUTER_STEP, "languageId": "de", "stringId": id, "status": "NEED_PROCESS"}));
    }
    let step = |id: i64, module: &str, ports: [&str; 2]| {
        json!({"id": id, "title": module, "type": "Application", "languages": ["de"],
               "applicationModule": {"applicationIdentifier": "locforge-test", "moduleKey": module},
               "boundaries": {"input": {"title": "In", "ports": ["translated"]},
                              "outputs": [{"title": "A", "port": ports[0]}, {"title": "B", "port": ports[1]}]}})
    };
    common::hooks::enterprise_world(
        app_base,
        strings,
        translations,
        vec![
            json!({"id": 100, "title": "Translation", "type": "Translate", "languages": ["de"]}),
            step(QA_STEP, "qa-gate", ["translated", "untranslated"]),
            step(ROUTER_STEP, "croql-router", ["true", "false"]),
        ],
        statuses,
    )
}

/// Output port of every DONE string of a step, by string id.
async fn outputs(app: &Hooks, step: i64) -> BTreeMap<i64, String> {
    let client = app.state.platform.org(&enterprise_org()).expect("client");
    let q = StatusQuery {
        status: Some(StepStatus::Done),
        ..StatusQuery::default()
    };
    match client.step_statuses(2, step, "de", &q).all().await {
        Ok(all) => all
            .into_iter()
            .map(|s| (s.string_id, s.output.unwrap_or_default()))
            .collect(),
        Err(_) => BTreeMap::new(),
    }
}

async fn steps_move_strings(place: Place) {
    let (l, addr) = listener().await;
    let emulator = Emulator::start(
        &fixture(&format!("http://{addr}")),
        &["--webhook-interval", "1"],
    )
    .await;
    let mut app = Hooks::start(l, &place, emulator.bases(), None).await;

    let predicate = json!({"organizationId": 10, "projectId": 2, "stepId": ROUTER_STEP, "workflowId": 1,
                           "settings": {"predicate": "is hidden or text contains \"legal\""}});
    assert_eq!(
        app.save_settings("croql-router", Some(app.token("croql-router")), &predicate)
            .await
            .0,
        204
    );
    let qa = json!({"organizationId": 10, "projectId": 2, "stepId": QA_STEP, "workflowId": 1, "settings": {}});
    assert_eq!(
        app.save_settings("qa-gate", Some(app.token("qa-gate")), &qa)
            .await
            .0,
        204
    );

    app.spawn_tasks(Duration::from_secs(3600));
    let done = eventually(Duration::from_secs(90), || async {
        outputs(&app, QA_STEP).await.len() as i64 == PER_STEP
            && outputs(&app, ROUTER_STEP).await.len() as i64 == PER_STEP
    })
    .await;
    let qa_out = outputs(&app, QA_STEP).await;
    let router_out = outputs(&app, ROUTER_STEP).await;
    assert!(
        done,
        "every string left its step: qa {} / router {} of {PER_STEP}; queue {:?}",
        qa_out.len(),
        router_out.len(),
        app.store().queue_counts().await
    );
    for i in 0..PER_STEP {
        let (source, _, _, want) = qa_case(i);
        assert_eq!(
            qa_out.get(&(1000 + i)).map(String::as_str),
            Some(want),
            "qa-gate string {i}: {source}"
        );
        let (text, hidden, want) = router_case(i);
        assert_eq!(
            router_out.get(&(5000 + i)).map(String::as_str),
            Some(want),
            "router string {i}: {text} hidden={hidden}"
        );
    }
    let counts = app.store().queue_counts().await.expect("counts");
    assert_eq!(
        (counts.done, counts.failed, counts.stopped),
        (2 * PER_STEP, 0, 0),
        "{counts:?}"
    );
    let events = app
        .store()
        .list_events(&enterprise_org().credential_key, 100)
        .await
        .expect("events");
    assert!(events.iter().any(|e| e.event == "step.run"), "{events:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn steps_move_strings_sqlite() {
    steps_move_strings(Place::sqlite()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn steps_move_strings_postgres() {
    let Some(place) = Place::postgres().await else {
        return;
    };
    steps_move_strings(place).await;
}
