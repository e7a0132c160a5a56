//! Two `locforge serve` replicas sharing PostgreSQL and S3 behind HAProxy, all real processes on
//! loopback: jobs through the load balancer are answered by both replicas, every spilled URL is
//! served through the balancer and by either replica directly (from S3), and when one replica is
//! killed the balancer's jobs go on being answered by the other and the URLs the dead one made
//! still download. With the emulated platform (`locforge platform serve`): installed on replica A,
//! settings, jobs and webhooks on replica B, B killed while it holds claims on the workflow
//! queue, A finishes every string, and the emulator saw no string's status updated twice.

mod common;

use std::collections::BTreeSet;
use std::time::Duration;

use common::emulator::Emulator;
use common::fleet::*;
use common::hooks::{self, enterprise_world, eventually};
use common::s3::S3Server;
use common::*;
use locforge::auth::jwt::{dev_claims, mint};
use locforge::transfer::blob::unix_now;
use serde_json::{json, Value};

fn token() -> String {
    mint(FLEET_SECRET, &dev_claims("locforge-fleet", unix_now(), 600)).expect("mint")
}

fn big_json(n: usize) -> String {
    format!(
        "{{{}}}",
        (0..n)
            .map(|i| format!("\"key{i}\": \"value number {i}\""))
            .collect::<Vec<_>>()
            .join(",")
    )
}

/// A parse-file job through `base`: status, the replica HAProxy says served it, the body.
async fn job(http: &reqwest::Client, base: &str, n: usize) -> (u16, String, Value) {
    let body = json!({"jobType": "parse-file", "file": {"name": "big.json", "content": b64(big_json(n).as_bytes())}});
    let resp = http
        .post(format!("{base}/api/file/process"))
        .bearer_auth(token())
        .json(&body)
        .send()
        .await
        .expect("job answered");
    let status = resp.status().as_u16();
    let served = resp
        .headers()
        .get("x-served-by")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let json = resp.json().await.unwrap_or(Value::Null);
    (status, served, json)
}

async fn download(http: &reqwest::Client, url: &str) -> (u16, String) {
    let resp = http.get(url).send().await.expect("download answered");
    (
        resp.status().as_u16(),
        resp.text().await.unwrap_or_default(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replicas_behind_haproxy_share_jobs_and_downloads_and_survive_a_kill() {
    if !have_haproxy() {
        return;
    }
    let Some(database_url) = postgres::new_database().await else {
        return;
    };
    let Some(s3) = S3Server::start().await else {
        return;
    };
    s3.create_bucket("fleet").await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (lb_port, a_port, b_port) = (free_port(), free_port(), free_port());
    let lb_url = format!("http://127.0.0.1:{lb_port}");
    let limits = "[limits]\ninline_threshold = 300\n";
    let mut a = start_replica(
        &dir.path().join("a"),
        a_port,
        &replica_config(
            a_port,
            &dir.path().join("a/data"),
            &lb_url,
            &database_url,
            &s3.url(),
            "fleet",
            limits,
        ),
    )
    .await;
    let mut b = start_replica(
        &dir.path().join("b"),
        b_port,
        &replica_config(
            b_port,
            &dir.path().join("b/data"),
            &lb_url,
            &database_url,
            &s3.url(),
            "fleet",
            limits,
        ),
    )
    .await;
    let _lb = start_haproxy(
        dir.path(),
        lb_port,
        &haproxy_config(lb_port, &[("a", a_port), ("b", b_port)]),
    )
    .await;
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(60))
        .build()
        .expect("client");

    // Jobs through the balancer: both replicas answer; every spilled URL points at the balancer.
    let mut served = BTreeSet::new();
    let mut urls = Vec::new();
    for i in 0..12 {
        let (status, by, body) = job(&http, &lb_url, 20 + i).await;
        assert_eq!(status, 200, "{body}");
        served.insert(by.clone());
        let url = body["data"]["stringsUrl"]
            .as_str()
            .expect("spilled stringsUrl")
            .to_owned();
        assert!(url.starts_with(&format!("{lb_url}/blobs/")), "{url}");
        urls.push((url, 20 + i, by));
    }
    assert_eq!(
        served,
        BTreeSet::from(["a".to_owned(), "b".to_owned()]),
        "round robin over both replicas"
    );
    // Every URL downloads through the balancer and from each replica directly.
    for (url, n, _) in &urls {
        for base in [lb_url.as_str(), &a.url(), &b.url()] {
            let direct = url.replacen(&lb_url, base, 1);
            let (status, text) = download(&http, &direct).await;
            assert_eq!(status, 200, "{direct}");
            assert_eq!(text.lines().count(), *n, "{direct}");
        }
    }

    // Kill replica b (no drain): the balancer keeps answering every job through a, and what b
    // spilled still downloads.
    b.kill().await;
    for i in 0..10 {
        let (status, by, body) = job(&http, &lb_url, 30 + i).await;
        assert_eq!(status, 200, "job {i} after the kill: {body}");
        assert_eq!(by, "a", "only a is left");
    }
    for (url, n, by) in &urls {
        let (status, text) = download(&http, url).await;
        assert_eq!(status, 200, "{url} (spilled by {by})");
        assert_eq!(text.lines().count(), *n);
    }
    let (status, _) = download(&http, &format!("{lb_url}/readyz")).await;
    assert_eq!(status, 200);
    a.kill().await;
}

const QA_STEP: i64 = 101;
/// Strings waiting on the qa-gate step.
const STRINGS: i64 = 1500;

/// The enterprise world of `tests/workflow_steps.rs` with one qa-gate step: every even string
/// has a German translation (→ `translated`), every odd one none (→ `untranslated`); webhooks go to
/// `app_base` (the load balancer).
fn flow_fixture(app_base: &str) -> Value {
    let mut strings = Vec::new();
    let mut translations = Vec::new();
    let mut statuses = Vec::new();
    for i in 0..STRINGS {
        let id = 1000 + i;
        strings.push(json!({"id": id, "fileId": 5, "identifier": format!("qa.{i}"), "text": format!("Hello {i}")}));
        if i % 2 == 0 {
            translations.push(json!({"id": 50_000 + i, "stringId": id, "languageId": "de", "text": format!("Hallo {i}"), "userId": 2}));
        }
        statuses.push(json!({"projectId": 2, "stepId": QA_STEP, "languageId": "de", "stringId": id, "status": "NEED_PROCESS"}));
    }
    let step = json!({"id": QA_STEP, "title": "qa-gate", "type": "Application", "languages": ["de"],
        "applicationModule": {"applicationIdentifier": "locforge-test", "moduleKey": "qa-gate"},
        "boundaries": {"input": {"title": "In", "ports": ["translated"]},
                       "outputs": [{"title": "A", "port": "translated"}, {"title": "B", "port": "untranslated"}]}});
    enterprise_world(
        app_base,
        strings,
        translations,
        vec![
            json!({"id": 100, "title": "Translation", "type": "Translate", "languages": ["de"]}),
            step,
        ],
        statuses,
    )
}

/// A request token of the enterprise organization's admin for `module`.
fn org_token(module: &str) -> String {
    let mut claims = dev_claims(hooks::CLIENT_ID, unix_now(), 600);
    claims.domain = Some(hooks::DOMAIN.into());
    claims.context.organization_id = hooks::ORG_ID;
    claims.context.user_id = 2;
    claims.module = Some(module.into());
    mint(hooks::CLIENT_SECRET, &claims).expect("mint")
}

/// (done, claimed and pending, all) work items.
/// Status updates waiting on the emulator's hold.
async fn patches_waiting(http: &reqwest::Client, base: &str) -> u64 {
    let counts: Value = http
        .get(format!("{base}/_emulator/status-patches"))
        .send()
        .await
        .expect("patch counts")
        .json()
        .await
        .expect("json");
    counts["waiting"].as_u64().unwrap_or(0)
}

async fn queue(pg: &sqlx::PgPool) -> (i64, i64, i64) {
    sqlx::query_as(
        "SELECT count(*) FILTER (WHERE state = 'done'), \
                count(*) FILTER (WHERE state = 'pending' AND claimed_by IS NOT NULL), count(*) \
         FROM work_items",
    )
    .fetch_one(pg)
    .await
    .unwrap_or((0, 0, 0))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn workflow_queue_survives_a_killed_replica_without_double_updates() {
    if !have_haproxy() {
        return;
    }
    let Some(database_url) = postgres::new_database().await else {
        return;
    };
    let Some(s3) = S3Server::start().await else {
        return;
    };
    s3.create_bucket("flow").await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (lb_port, a_port, b_port) = (free_port(), free_port(), free_port());
    let lb_url = format!("http://127.0.0.1:{lb_port}");
    let emulator = Emulator::start(&flow_fixture(&lb_url), &["--webhook-interval", "1"]).await;
    let base = emulator.url("apiUrl");
    let extra = format!(
        r#"work_lease_secs = 5
auth_url = "{base}"
api_url = "{base}"
api_enterprise_url = "{base}/enterprise/{{domain}}"
app_identifier = "locforge-test"
[limits]
inline_threshold = 300
[modules.agent]
username = "locforge-bot"
name = "locforge"
[[modules.webhooks]]
key = "webhook"
events = ["string.status_on_step.recalculation_triggered"]
[[modules.workflow_steps]]
key = "qa-gate"
kind = "qa-gate"
"#
    );
    let config = |port: u16, name: &str| {
        replica_config_for(
            port,
            &dir.path().join(name).join("data"),
            &lb_url,
            &database_url,
            &s3.url(),
            "flow",
            (hooks::CLIENT_ID, hooks::CLIENT_SECRET),
            &extra,
        )
    };
    let a = start_replica(&dir.path().join("a"), a_port, &config(a_port, "a")).await;
    let mut b = start_replica(&dir.path().join("b"), b_port, &config(b_port, "b")).await;
    let _lb = start_haproxy(
        dir.path(),
        lb_port,
        &haproxy_config(lb_port, &[("a", a_port), ("b", b_port)]),
    )
    .await;
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(60))
        .build()
        .expect("client");
    // The platform holds every status update from the start, so no replica finishes anything
    // before B is caught mid-update, whatever the machine's speed.
    let held = http
        .post(format!("{base}/_emulator/status-patches/hold"))
        .send()
        .await
        .expect("hold answered");
    assert_eq!(held.status(), 200);

    // Installed on replica A: the installed event, checked by the agent grant against the platform.
    let installed = json!({"appId": "ent-app", "appSecret": hooks::APP_SECRET, "clientId": hooks::CLIENT_ID,
        "domain": hooks::DOMAIN, "organizationId": hooks::ORG_ID, "userId": 2, "agentId": 9,
        "baseUrl": format!("{base}/enterprise/{}", hooks::DOMAIN)});
    let body = installed.to_string();
    let resp = http
        .post(format!("{}/events/installed", a.url()))
        .header("content-type", "application/json")
        .header(
            "x-platform-signature",
            locforge_protocol::signature::sign(hooks::CLIENT_SECRET, body.as_bytes()),
        )
        .body(body)
        .send()
        .await
        .expect("installed answered");
    assert!(
        resp.status().is_success(),
        "installed on A: {}",
        resp.status()
    );

    // A is paused (its claims, timers and health checks stop), so B does the work from here.
    a.signal("STOP");
    wait_only_served_by(&lb_url, "b").await;
    // A job on B that spills: its URL downloads through the balancer (served by B, from S3).
    let (status, _, body) = job_with(
        &http,
        &b.url(),
        40,
        &mint(
            hooks::CLIENT_SECRET,
            &dev_claims(hooks::CLIENT_ID, unix_now(), 600),
        )
        .expect("mint"),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let url = body["data"]["stringsUrl"].as_str().expect("spilled");
    // Settings saved on B: the step starts; the platform's webhooks reach B through the balancer.
    let settings = json!({"organizationId": hooks::ORG_ID, "projectId": 2, "stepId": QA_STEP,
                          "workflowId": 1, "settings": {}});
    let resp = http
        .post(format!("{}/workflow-steps/qa-gate/settings", b.url()))
        .bearer_auth(org_token("qa-gate"))
        .json(&settings)
        .send()
        .await
        .expect("settings answered");
    assert_eq!(
        resp.status(),
        204,
        "{}",
        resp.text().await.unwrap_or_default()
    );
    let (status, text) = download(&http, url).await;
    assert_eq!((status, text.lines().count()), (200, 40));

    // Kill B while it holds claims on queued work that is not done yet.
    let pg = sqlx::PgPool::connect(&database_url).await.expect("pg");
    let claimed = eventually(Duration::from_secs(60), || async {
        let (done, claimed, all) = queue(&pg).await;
        claimed > 0 && done < all && patches_waiting(&http, &base).await > 0
    })
    .await;
    b.signal("STOP");
    let at_kill = queue(&pg).await;
    b.kill().await;
    assert!(claimed, "B claimed work and is updating it: {at_kill:?}");
    assert!(at_kill.0 < STRINGS, "killed mid-queue: {at_kill:?}");
    http.post(format!("{base}/_emulator/status-patches/release"))
        .send()
        .await
        .expect("release answered");

    // A resumes and finishes everything: B's claims expire (5 s) and come back.
    a.signal("CONT");
    let done = eventually(Duration::from_secs(120), || async {
        queue(&pg).await.0 == STRINGS
    })
    .await;
    let end = queue(&pg).await;
    eprintln!("work items (done, claimed, all): at the kill {at_kill:?}, at the end {end:?}");
    assert!(
        done,
        "every string done by A: {end:?} (at the kill: {at_kill:?})"
    );
    let outputs = emulator_outputs(&http, &emulator).await;
    assert_eq!(outputs.len() as i64, STRINGS, "every string left the step");
    for (id, port) in &outputs {
        let want = if (id - 1000) % 2 == 0 {
            "translated"
        } else {
            "untranslated"
        };
        assert_eq!(port, want, "string {id}");
    }
    let patches: Value = http
        .get(format!("{base}/_emulator/status-patches"))
        .send()
        .await
        .expect("patch counts")
        .json()
        .await
        .expect("json");
    eprintln!(
        "status updates: {} strings, {} operations; replica a: {}",
        patches["strings"],
        patches["operations"],
        std::fs::read_to_string(dir.path().join("a/replica.log"))
            .unwrap_or_default()
            .lines()
            .filter(|l| l.contains("already carry their output"))
            .collect::<Vec<_>>()
            .join(" | ")
    );
    assert_eq!(patches["strings"], STRINGS, "{patches}");
    assert_eq!(
        patches["repeated"],
        json!([]),
        "no string's status was updated twice (killed at {at_kill:?})"
    );
    // The dead replica's spilled URL still downloads through the balancer (now from A).
    let (status, _) = download(&http, url).await;
    assert_eq!(status, 200);
}

/// A parse-file job of `n` keys to `base` with `token`.
async fn job_with(
    http: &reqwest::Client,
    base: &str,
    n: usize,
    token: &str,
) -> (u16, String, Value) {
    let body = json!({"jobType": "parse-file", "file": {"name": "big.json", "content": b64(big_json(n).as_bytes())}});
    let resp = http
        .post(format!("{base}/api/file/process"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .expect("job answered");
    let status = resp.status().as_u16();
    (
        status,
        String::new(),
        resp.json().await.unwrap_or(Value::Null),
    )
}

/// Output port of every DONE string of the qa step, read from the emulator's API as the agent.
async fn emulator_outputs(http: &reqwest::Client, emulator: &Emulator) -> Vec<(i64, String)> {
    let api = format!(
        "{}/api/v2/projects/2/workflow-steps/{QA_STEP}/languages/de/status",
        emulator
            .url("enterpriseApiUrl")
            .replace("{domain}", hooks::DOMAIN)
    );
    let token = emulator.url("agentAccessToken");
    let mut out = Vec::new();
    loop {
        let page: Value = http
            .get(format!("{api}?status=DONE&limit=500&offset={}", out.len()))
            .bearer_auth(&token)
            .send()
            .await
            .expect("statuses answered")
            .json()
            .await
            .expect("statuses JSON");
        let items = page["data"].as_array().cloned().unwrap_or_default();
        if items.is_empty() {
            return out;
        }
        for it in items {
            let d = &it["data"];
            out.push((
                d["stringId"].as_i64().expect("stringId"),
                d["output"].as_str().unwrap_or("").to_owned(),
            ));
        }
    }
}

/// A recalculation webhook for `ids` on step `step` (as `tests/workflow_faults.rs` sends).
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stopped_and_restarted_gives_503s_then_serves_again_losing_nothing() {
    let Some(pg) = postgres::private_server() else {
        return;
    };
    let place = hooks::Place {
        dir: tempfile::tempdir().expect("tempdir"),
        database_url: Some(pg.url()),
    };
    let (l, _) = hooks::listener().await;
    let bases = locforge::platform::ApiBases::new(
        "http://127.0.0.1:1",
        "http://127.0.0.1:1",
        "http://127.0.0.1:1/enterprise/{domain}",
    )
    .expect("bases");
    let app = hooks::Hooks::start(l, &place, bases, Some("a-token")).await;
    let readyz = format!("{}/readyz", app.base);
    let send = |ids: &'static [i64]| {
        let body = recalculation(101, ids);
        let headers = hooks::signed_headers("platform", "webhook", &body);
        let app = &app;
        async move { app.webhook("webhook", &headers, &body).await }
    };
    assert_eq!(send(&[1]).await.0, 202);
    assert_eq!(download(&app.http, &readyz).await.0, 200);

    pg.stop();
    let (status, body) = download(&app.http, &readyz).await;
    assert_eq!(status, 503, "{body}");
    let checks: Value = serde_json::from_str(&body).expect("json");
    assert_ne!(checks["checks"]["store"], "ok", "{checks}");
    assert_eq!(checks["checks"]["blobs"], "ok", "{checks}");
    // A webhook while the store is down: a clear 503 (the platform delivers it again).
    let (status, answer) = send(&[2]).await;
    assert_eq!(status, 503, "{answer}");
    assert!(answer["error"]["message"].is_string(), "{answer}");
    // File jobs need no store: still answered.
    let job = json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(b"{\"a\": \"A\"}")}});
    let resp = app
        .http
        .post(format!("{}/api/file/process", app.base))
        .bearer_auth(
            mint(
                hooks::CLIENT_SECRET,
                &dev_claims(hooks::CLIENT_ID, unix_now(), 600),
            )
            .expect("mint"),
        )
        .json(&job)
        .send()
        .await
        .expect("job answered");
    assert_eq!(resp.status(), 200);

    pg.start();
    let back = eventually(Duration::from_secs(30), || async {
        download(&app.http, &readyz).await.0 == 200
    })
    .await;
    assert!(back, "ready again once PostgreSQL is back");
    assert_eq!(send(&[2]).await.0, 202, "the redelivered webhook is taken");
    // Nothing lost: the webhook taken before the outage and the one after are both in the inbox.
    let counts = app.store().inbox_counts().await.expect("counts");
    assert_eq!(counts.pending, 2, "{counts:?}");
}
