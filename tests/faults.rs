//! Faults (issue 15, item 3; issue 14's slow reader), each against the real app on loopback and a
//! real misbehaving peer written here with tokio: a `contentUrl` / `stringsUrl` that drips one
//! byte a second, resets the connection mid-body, ends its body early or answers 500/404; a
//! client that hangs up while its output is being spilled; a chunked request body that stalls or
//! breaks; the store (PostgreSQL) stopped mid-run; the platform's token server down, failing or
//! hanging; a client that reads a large answer one byte a second. After each fault the process
//! keeps serving: a good job answers 200.
//!
//! Already covered elsewhere (not repeated here): a client that hangs up while its job waits on
//! a download, and a `Content-Length` body that stalls (408) or is truncated (400) —
//! `tests/http_backpressure.rs`.

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::emulator::Emulator;
use common::hooks::{self, eventually, listener, signed_headers, Hooks, Place};
use common::*;
use locforge::auth::jwt::{dev_claims, mint};
use locforge::platform::ApiBases;
use locforge::transfer::blob::unix_now;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

const EN: &[u8] = b"{\"hello\": \"Hello\", \"bye\": \"Bye\"}\n";

fn message(body: &Value) -> &str {
    body["error"]["message"].as_str().unwrap_or("")
}

fn parse_url(url: &str) -> Value {
    json!({"jobType": "parse-file", "file": {"name": "en.json", "contentUrl": url}})
}

fn build_from(url: &str) -> Value {
    json!({"jobType": "build-file", "file": {"name": "en.json", "content": b64(EN)},
           "targetLanguages": [{"id": "de", "name": "German", "pluralCategoryNames": ["one", "other"]}],
           "stringsUrl": url})
}

/// A good job answers 200 with its two strings (inline, or spilled to `stringsUrl` when the
/// test set a tiny inline threshold): the process keeps serving.
async fn still_serving(app: &App) {
    let job = json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(EN)}});
    let (status, body, _) = app.job("/api/file/process", &job).await;
    assert_eq!(status, 200, "the server keeps serving: {body}");
    assert!(
        body["data"]["strings"].as_array().map(Vec::len) == Some(2)
            || body["data"]["stringsUrl"].is_string(),
        "{body}"
    );
}

// ---------------------------------------------------------------------------------------------
// A misbehaving file server

/// What the misbehaving file server does once it read a request's headers.
#[derive(Debug, Clone, Copy)]
enum Peer {
    /// 200 announcing 1,000 bytes, then one byte a second.
    Drip,
    /// 200 announcing 100,000 bytes, 1,000 of them, then a TCP reset (SO_LINGER 0).
    Reset,
    /// 200 announcing 1,000 bytes, 100 of them, then a clean close.
    Short,
    /// This status, with a short body.
    Status(u16),
}

/// Starts the server on loopback; its base URL (`http://127.0.0.1:port`).
async fn peer(kind: Peer) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        while let Ok((conn, _)) = listener.accept().await {
            tokio::spawn(misbehave(conn, kind));
        }
    });
    format!("http://{addr}")
}

async fn misbehave(mut conn: TcpStream, kind: Peer) {
    let mut head = Vec::new();
    let mut buf = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        match conn.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
    }
    let ok = |len: usize| {
        format!(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {len}\r\n\r\n"
        )
    };
    match kind {
        Peer::Drip => {
            if conn.write_all(ok(1000).as_bytes()).await.is_err() {
                return;
            }
            for _ in 0..1000 {
                if conn.write_all(b" ").await.is_err() {
                    return;
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
        Peer::Reset => {
            let _ = conn.write_all(ok(100_000).as_bytes()).await;
            let _ = conn.write_all(&[b' '; 1000]).await;
            let _ = conn.flush().await;
            // Let the bytes reach the client before the reset throws them away.
            tokio::time::sleep(Duration::from_millis(300)).await;
            conn.set_zero_linger().expect("SO_LINGER 0");
            drop(conn); // RST, not FIN
        }
        Peer::Short => {
            let _ = conn.write_all(ok(1000).as_bytes()).await;
            let _ = conn.write_all(&[b' '; 100]).await;
            let _ = conn.shutdown().await;
        }
        Peer::Status(code) => {
            let resp = format!(
                "HTTP/1.1 {code} Scripted\r\nContent-Length: 2\r\nConnection: close\r\n\r\nno"
            );
            let _ = conn.write_all(resp.as_bytes()).await;
            let _ = conn.shutdown().await;
        }
    }
}

/// `host:port` of a base URL.
fn host_of(base: &str) -> &str {
    base.trim_start_matches("http://")
}

// ---------------------------------------------------------------------------------------------
// 1. Dripping downloads

#[tokio::test]
async fn a_url_dripping_one_byte_a_second_hits_the_fetch_timeout() {
    let drip = peer(Peer::Drip).await;
    let s = serve(|c| c.limits.fetch_timeout_secs = 2).await;
    let start = Instant::now();
    let (status, body, _) = s
        .app
        .job("/api/file/process", &parse_url(&format!("{drip}/en.json")))
        .await;
    assert_eq!(status, 200, "a failed download fails the job: {body}");
    let m = message(&body);
    assert!(
        m.contains("file.contentUrl") && m.contains(host_of(&drip)) && m.contains("within 2 s"),
        "{body}"
    );
    let (status, body, _) = s
        .app
        .job(
            "/api/file/process",
            &build_from(&format!("{drip}/de.ndjson")),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let m = message(&body);
    assert!(
        m.contains("stringsUrl") && m.contains(host_of(&drip)) && m.contains("within 2 s"),
        "{body}"
    );
    assert!(
        start.elapsed() < Duration::from_secs(30),
        "two 2 s timeouts took {:?}",
        start.elapsed()
    );
    still_serving(&s.app).await;
}

#[tokio::test]
async fn the_job_deadline_names_the_download_it_was_still_waiting_on() {
    let drip = peer(Peer::Drip).await;
    // The fetch alone may take 30 s; only the 2 s deadline can end these jobs.
    let s = serve(|c| {
        c.limits.fetch_timeout_secs = 30;
        c.limits.deadline_secs = 2;
    })
    .await;
    let start = Instant::now();
    let (status, body, _) = s
        .app
        .job(
            "/api/file/process",
            &parse_url(&format!("{drip}/en.json?sig=secret")),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let m = message(&body);
    assert!(
        m.contains("did not finish within 2 s")
            && m.contains(&format!(
                "still downloading file.contentUrl from {}",
                host_of(&drip)
            )),
        "{body}"
    );
    assert!(!m.contains("secret"), "no query string in messages: {m}");
    let pre_export = json!({"jobType": "file-pre-export", "stringsUrl": format!("{drip}/all.ndjson"),
                            "targetLanguages": [{"id": "de", "name": "German"}]});
    let (status, body, _) = s.app.job("/pre-export", &pre_export).await;
    assert_eq!(status, 200, "{body}");
    assert!(
        message(&body).contains(&format!(
            "still downloading stringsUrl from {}",
            host_of(&drip)
        )),
        "{body}"
    );
    assert!(start.elapsed() < Duration::from_secs(30));
    still_serving(&s.app).await;
}

// ---------------------------------------------------------------------------------------------
// 2, 3. Broken downloads

#[tokio::test]
async fn a_download_reset_mid_body_is_a_clear_error() {
    let reset = peer(Peer::Reset).await;
    let s = serve(|_| {}).await;
    let (status, body, _) = s
        .app
        .job("/api/file/process", &parse_url(&format!("{reset}/en.json")))
        .await;
    assert_eq!(status, 200, "{body}");
    let m = message(&body);
    assert!(
        m.contains("file.contentUrl")
            && m.contains(host_of(&reset))
            && m.contains("the connection ended after")
            && m.contains("of 100000 bytes"),
        "{body}"
    );
    let (status, body, _) = s
        .app
        .job(
            "/api/file/process",
            &build_from(&format!("{reset}/de.ndjson")),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert!(
        message(&body).contains("stringsUrl") && message(&body).contains("of 100000 bytes"),
        "{body}"
    );
    still_serving(&s.app).await;
}

#[tokio::test]
async fn a_truncated_or_failing_download_is_a_clear_error() {
    let short = peer(Peer::Short).await;
    let s = serve(|_| {}).await;
    let (status, body, _) = s
        .app
        .job("/api/file/process", &parse_url(&format!("{short}/en.json")))
        .await;
    assert_eq!(status, 200, "{body}");
    let m = message(&body);
    assert!(
        m.contains(host_of(&short)) && m.contains("the connection ended after 100 of 1000 bytes"),
        "{body}"
    );
    for code in [500u16, 404] {
        let failing = peer(Peer::Status(code)).await;
        let (status, body, _) = s
            .app
            .job(
                "/api/file/process",
                &parse_url(&format!("{failing}/en.json")),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        let m = message(&body);
        assert!(
            m.contains("could not download file.contentUrl")
                && m.contains(host_of(&failing))
                && m.contains(&format!("the server answered {code}")),
            "{body}"
        );
        let (status, body, _) = s
            .app
            .job(
                "/api/file/process",
                &build_from(&format!("{failing}/de.ndjson")),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        assert!(
            message(&body).contains("stringsUrl")
                && message(&body).contains(&format!("answered {code}")),
            "{body}"
        );
    }
    still_serving(&s.app).await;
}

// ---------------------------------------------------------------------------------------------
// 4. A client gone while its output is being written

/// Entries of the data folder's blob folder (hidden temporary files included).
fn blob_files(app: &App) -> Vec<String> {
    std::fs::read_dir(app._dir.path().join("blobs"))
        .map(|d| {
            d.map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_gone_while_its_output_spills_leaves_no_blob() {
    // A 4 MB JSON file of 80,000 strings: its NDJSON spills to a blob as it is produced.
    let mut big = String::from("{");
    for i in 0..80_000 {
        if i > 0 {
            big.push(',');
        }
        big.push_str(&format!(
            "\"key.{i:06}\": \"Value number {i} of the big synthetic file\""
        ));
    }
    big.push('}');
    let files = fixture_server(vec![("big.json", big.into_bytes())]).await;
    let s = serve(|c| {
        c.limits.max_concurrent_jobs = 1;
        c.limits.engine_threads = 1;
        c.limits.inline_threshold = 64;
    })
    .await;
    let body = serde_json::to_vec(&parse_url(&format!("{files}/file/big.json"))).expect("json");
    let addr = host_of(&s.app.base).to_owned();
    let mut conn = TcpStream::connect(&addr).await.expect("connect");
    let head = format!(
        "POST /api/file/process HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        s.app.token(),
        body.len()
    );
    conn.write_all(head.as_bytes()).await.expect("head");
    conn.write_all(&body).await.expect("body");
    // Hang up once the job is writing its output (a temporary blob exists).
    let start = Instant::now();
    while !blob_files(&s.app).iter().any(|f| f.ends_with(".tmp")) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the job never started spilling: {:?}",
            blob_files(&s.app)
        );
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    drop(conn);
    let start = Instant::now();
    while s.running.state.engine.admission().jobs_in_flight() != 0 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the job still holds its slot"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        blob_files(&s.app).is_empty(),
        "the cancelled job left {:?}",
        blob_files(&s.app)
    );
    let (_, metrics) = s.app.get(&format!("{}/metrics", s.app.base)).await;
    let metrics = String::from_utf8(metrics).expect("utf8");
    assert!(
        metrics
            .lines()
            .any(|l| l.starts_with("locforge_jobs_total{") && l.contains("outcome=\"cancelled\"")),
        "{metrics}"
    );
    still_serving(&s.app).await;
}

// ---------------------------------------------------------------------------------------------
// 5. Chunked request bodies that stall or break (the Content-Length cases are in
//    http_backpressure.rs)

/// Sends a chunked POST to `path` whose body so far is `chunks` (raw chunked encoding).
async fn chunked(app: &App, path: &str, chunks: &[u8]) -> TcpStream {
    let addr = host_of(&app.base).to_owned();
    let mut s = TcpStream::connect(&addr).await.expect("connect");
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
        app.token()
    );
    s.write_all(head.as_bytes()).await.expect("head");
    s.write_all(chunks).await.expect("chunks");
    s
}

async fn read_to_close(s: &mut TcpStream, within: Duration) -> String {
    let mut out = Vec::new();
    let _ = tokio::time::timeout(within, s.read_to_end(&mut out))
        .await
        .expect("the server answered and closed in time");
    String::from_utf8_lossy(&out).into_owned()
}

#[tokio::test]
async fn a_chunked_body_that_stalls_is_408_and_one_that_breaks_is_400() {
    let s = serve(|c| c.limits.body_timeout_secs = 1).await;
    let start = Instant::now();
    // One chunk, then nothing: no length was announced, so only the deadline can end it.
    let mut conn = chunked(&s.app, "/api/file/process", b"1\r\n{\r\n").await;
    let answer = read_to_close(&mut conn, Duration::from_secs(15)).await;
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("did not arrive within 1 s"), "{answer}");
    assert!(start.elapsed() < Duration::from_secs(15));
    // A chunk cut short by the client's half-close: incomplete, not too large.
    let mut conn = chunked(&s.app, "/api/file/process", b"400\r\n{\"jobType\"").await;
    conn.shutdown().await.expect("half-close");
    let answer = read_to_close(&mut conn, Duration::from_secs(15)).await;
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    assert!(answer.contains("ended before it was complete"), "{answer}");
    // A malformed chunk size.
    let mut conn = chunked(&s.app, "/api/file/process", b"zz\r\n{}\r\n0\r\n\r\n").await;
    let answer = read_to_close(&mut conn, Duration::from_secs(15)).await;
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 400"),
        "closed or 400, never 413: {answer}"
    );
    still_serving(&s.app).await;
}

// ---------------------------------------------------------------------------------------------
// 6. The store unavailable

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_store_down_is_503_on_its_routes_while_jobs_keep_working() {
    let Some(pg) = common::postgres::private_server() else {
        return;
    };
    let s = serve(|c| c.database_url = Some(pg.url())).await;
    let user = |s: &Served| {
        let req = s
            .app
            .http
            .get(format!("{}/api/user", s.app.base))
            .bearer_auth(s.app.token());
        async move {
            let resp = req.send().await.expect("request");
            let status = resp.status().as_u16();
            let body: Value = resp.json().await.expect("JSON");
            (status, body)
        }
    };
    let (status, body) = user(&s).await;
    assert_eq!(status, 404, "up: organization 1 is not installed: {body}");

    pg.stop();
    let (status, body) = user(&s).await;
    assert_eq!(status, 503, "{body}");
    assert!(
        message(&body).contains("cannot read the organization")
            && message(&body).contains("database is unavailable"),
        "{body}"
    );
    let resp = s
        .app
        .post("/events/uninstall", None, &json!({"organizationId": 1}))
        .await;
    assert_eq!(resp.status(), 503);
    let body: Value = resp.json().await.expect("JSON");
    assert!(message(&body).contains("database is unavailable"), "{body}");
    let (status, _) = s.app.get(&format!("{}/readyz", s.app.base)).await;
    assert_eq!(status, 503, "not ready without its store");
    // File jobs do not need the store.
    still_serving(&s.app).await;

    pg.start();
    let back = eventually(Duration::from_secs(60), || async {
        user(&s).await.0 == 404
    })
    .await;
    assert!(back, "the store came back: {:?}", user(&s).await);
}

// ---------------------------------------------------------------------------------------------
// 7. The token server down

/// The emulated platform of the token test: qa-gate step 101 of project 2 with `N` German
/// translations waiting.
const N: i64 = 3;

fn token_world(app_base: &str) -> Value {
    let strings: Vec<Value> = (0..N)
        .map(|i| json!({"id": 1000 + i, "fileId": 5, "identifier": format!("s.{i}"), "text": format!("Hello {i}")}))
        .collect();
    let translations: Vec<Value> = (0..N)
        .map(|i| json!({"id": 50_000 + i, "stringId": 1000 + i, "languageId": "de", "text": format!("Hallo {i}"), "userId": 2}))
        .collect();
    let statuses: Vec<Value> = (0..N)
        .map(|i| json!({"projectId": 2, "stepId": 101, "languageId": "de", "stringId": 1000 + i, "status": "NEED_PROCESS"}))
        .collect();
    let step = json!({"id": 101, "title": "qa", "type": "Application", "languages": ["de"],
        "applicationModule": {"applicationIdentifier": "locforge-test", "moduleKey": "qa-gate"},
        "boundaries": {"input": {"title": "In", "ports": ["translated"]},
                       "outputs": [{"title": "A", "port": "translated"}, {"title": "B", "port": "untranslated"}]}});
    hooks::enterprise_world(
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

/// The recalculation webhook of the `N` strings waiting at step 101.
fn recalculation() -> Vec<u8> {
    let events: Vec<Value> = (0..N)
        .map(|i| {
            json!({"event": "string.status_on_step.recalculation_triggered",
                   "stringStatus": {"status": "NEED_PROCESS", "output": "", "organizationId": "10",
                     "translation": {"id": 50_000 + i, "text": format!("Hallo {i}"), "revision": "1",
                                     "project": {"id": 2}, "string": {"id": 1000 + i}},
                     "string": {"id": 1000 + i, "project": {"id": 2}},
                     "affectedLanguage": {"id": "de"},
                     "workflowStep": {"id": 101, "type": "Application",
                        "applicationModule": {"applicationIdentifier": "locforge-test", "moduleKey": "qa-gate"}}}})
        })
        .collect();
    json!({"events": events}).to_string().into_bytes()
}

/// `GET /api/user` on a hooks app as the enterprise organization's admin.
async fn hooks_user(app: &Hooks) -> (u16, Value) {
    let mut claims = dev_claims(hooks::CLIENT_ID, unix_now(), 600);
    claims.domain = Some(hooks::DOMAIN.into());
    claims.context.organization_id = hooks::ORG_ID;
    claims.context.user_id = 2;
    let token = mint(hooks::CLIENT_SECRET, &claims).expect("mint");
    let resp = app
        .http
        .get(format!("{}/api/user", app.base))
        .bearer_auth(token)
        .send()
        .await
        .expect("request");
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or_default())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_token_server_down_is_502_and_queued_work_waits_for_it() {
    let (l, addr) = listener().await;
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let world = token_world(&format!("http://{addr}"));
    // Learn the emulator's addresses, then take it down: its port now refuses connections.
    let bases = {
        let emulator = Emulator::start_at(&world, &bind, &[]).await;
        emulator.bases()
    };
    let start = Instant::now();
    while TcpStream::connect(&bind).await.is_ok() {
        assert!(start.elapsed() < Duration::from_secs(10), "still up");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let place = Place::sqlite();
    let mut app = Hooks::start(l, &place, bases, None).await;

    let (status, body) = hooks_user(&app).await;
    assert_eq!(status, 502, "{body}");
    assert!(
        message(&body).contains("token server") && message(&body).contains("unreachable"),
        "{body}"
    );
    // A webhook is still taken (it needs no token) and waits in the inbox.
    let delivery = recalculation();
    let (status, body) = app
        .webhook(
            "webhook",
            &signed_headers("platform", "webhook", &delivery),
            &delivery,
        )
        .await;
    assert_eq!(status, 202, "{body}");
    let claimed = locforge::workflow::inbox::run_once(&app.work(), "w1").await;
    assert_eq!(claimed, 1);
    let inbox = app.store().inbox_counts().await.expect("counts");
    assert_eq!((inbox.pending, inbox.dead), (1, 0), "kept for a retry");

    // The token server comes back on the same address: the delivery is processed and every
    // string leaves its step.
    let _emulator = Emulator::start_at(&world, &bind, &[]).await;
    app.spawn_tasks(Duration::from_secs(3600));
    let store = app.store().clone();
    let done = eventually(Duration::from_secs(60), || async {
        store.queue_counts().await.expect("counts").done == N
            && store.inbox_counts().await.expect("counts").pending == 0
    })
    .await;
    assert!(
        done,
        "queue {:?}, inbox {:?}",
        store.queue_counts().await,
        store.inbox_counts().await
    );
    assert_eq!(store.inbox_counts().await.expect("counts").dead, 0);
    let (status, body) = hooks_user(&app).await;
    assert_eq!(status, 200, "a token again: {body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_server_failing_or_hanging_is_502() {
    // 500 from the token endpoint.
    let failing = axum::Router::new().route(
        "/oauth/token",
        axum::routing::post(|| async {
            (
                axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                axum::Json(
                    json!({"error": "server_error", "error_description": "scripted outage"}),
                ),
            )
        }),
    );
    let (fl, faddr) = listener().await;
    tokio::spawn(async move { axum::serve(fl, failing).await });
    // Accepts and never answers.
    let (hl, haddr) = listener().await;
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((c, _)) = hl.accept().await {
            held.push(c);
        }
    });
    for (server, expect) in [(faddr, "scripted outage"), (haddr, "did not answer within")] {
        let base = format!("http://{server}");
        let bases = ApiBases::new(&base, &base, &format!("{base}/e/{{domain}}")).expect("bases");
        let (l, _) = listener().await;
        let place = Place::sqlite();
        let app = Hooks::start(l, &place, bases, None).await;
        let start = Instant::now();
        let (status, body) = hooks_user(&app).await;
        assert_eq!(status, 502, "{body}");
        assert!(
            message(&body).contains("token server") && message(&body).contains(expect),
            "{body}"
        );
        assert!(start.elapsed() < Duration::from_secs(30));
    }
}

// ---------------------------------------------------------------------------------------------
// 8. A slow reader

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_reader_is_cut_off_while_others_are_served() {
    // A 3 MB file of 250,000 short strings: its NDJSON (a spilled download) is far larger than
    // what the kernel buffers on loopback (about 3 MB), so a reader that stops really blocks
    // the server's writes.
    let mut big = String::from("{");
    for i in 0..250_000 {
        if i > 0 {
            big.push(',');
        }
        big.push_str(&format!("\"k{i:06}\":\"v\""));
    }
    big.push('}');
    let files = fixture_server(vec![("big.json", big.into_bytes())]).await;
    let s = serve(|c| {
        c.limits.send_timeout_secs = 2;
        c.limits.inline_threshold = 64;
    })
    .await;
    let (status, body, _) = s
        .app
        .job(
            "/api/file/process",
            &parse_url(&format!("{files}/file/big.json")),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let url = body["data"]["stringsUrl"]
        .as_str()
        .expect("spilled strings");
    let path = url.trim_start_matches(&s.app.base).to_owned();
    let addr: SocketAddr = host_of(&s.app.base).parse().expect("addr");
    // A small receive window, so the kernel buffers little of the answer for us.
    let socket = tokio::net::TcpSocket::new_v4().expect("socket");
    socket.set_recv_buffer_size(4096).expect("SO_RCVBUF");
    let mut conn = socket.connect(addr).await.expect("connect");
    let head = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n");
    conn.write_all(head.as_bytes()).await.expect("head");
    // Read the answer one byte a second for a few seconds.
    let mut got = Vec::new();
    let mut byte = [0u8; 1];
    for _ in 0..4 {
        let n = tokio::time::timeout(Duration::from_secs(60), conn.read(&mut byte))
            .await
            .expect("the answer starts")
            .expect("read");
        got.extend_from_slice(&byte[..n]);
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    // Meanwhile others are served.
    still_serving(&s.app).await;
    // Then stop reading for a while: the server gives up on this connection.
    tokio::time::sleep(Duration::from_secs(6)).await;
    let rest = tokio::time::timeout(Duration::from_secs(30), async {
        let mut rest = Vec::new();
        let _ = conn.read_to_end(&mut rest).await; // EOF or reset: either is a close
        rest
    })
    .await
    .expect("the server closed the slow connection");
    got.extend_from_slice(&rest);
    let split = got
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("headers");
    let head = String::from_utf8_lossy(&got[..split]).to_ascii_lowercase();
    assert!(head.starts_with("http/1.1 200"), "{head}");
    let announced: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .map(|v| v.trim().parse().expect("length"))
        .expect("content-length");
    let received = got.len() - split - 4;
    assert!(announced > 8_000_000, "a big download: {announced} bytes");
    assert!(
        received < announced,
        "the server cut the download off ({received} of {announced} bytes)"
    );
    still_serving(&s.app).await;
}
