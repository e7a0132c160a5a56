//! Back-pressure and body limits over real HTTP: the app served on loopback, slow `contentUrl`s
//! from a fixture server, raw TCP clients that stall, lie about their length or hang up.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::Path;
use axum::routing::get;
use axum::Router;
use common::*;
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const EN: &[u8] = b"{\"hello\": \"Hello\", \"bye\": \"Bye\"}\n";

/// A fixture server whose `/slow/{ms}` answers `EN` after `ms` milliseconds; counts the requests
/// it received (so a test knows when a job is in its fetch).
struct SlowFixture {
    base: String,
    hits: Arc<AtomicUsize>,
}

async fn slow_fixture() -> SlowFixture {
    let hits = Arc::new(AtomicUsize::new(0));
    let counter = hits.clone();
    let app = Router::new().route(
        "/slow/{ms}",
        get(move |Path(ms): Path<u64>| {
            let counter = counter.clone();
            async move {
                counter.fetch_add(1, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(ms)).await;
                EN.to_vec()
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, app).await });
    SlowFixture {
        base: format!("http://{addr}"),
        hits,
    }
}

impl SlowFixture {
    /// Waits (at most 20 s) until `n` requests reached the fixture.
    async fn wait_for(&self, n: usize) {
        let start = Instant::now();
        while self.hits.load(Ordering::SeqCst) < n {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "only {} of {n} fetches arrived",
                self.hits.load(Ordering::SeqCst)
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

fn slow_job(fixture: &SlowFixture, ms: u64) -> serde_json::Value {
    json!({
        "jobType": "parse-file",
        "file": {"name": "en.json", "contentUrl": format!("{}/slow/{ms}", fixture.base)}
    })
}

fn inline_job() -> serde_json::Value {
    json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(EN)}})
}

/// Sends `head` (request line and headers, without the blank line) and `body` on a raw
/// connection, and returns it.
async fn raw(app: &App, head: &str, body: &[u8]) -> TcpStream {
    let addr = app.base.trim_start_matches("http://");
    let mut s = TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "{head}\r\nHost: {addr}\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\n\r\n",
        app.token()
    );
    s.write_all(request.as_bytes()).await.expect("write head");
    s.write_all(body).await.expect("write body");
    s
}

/// Reads until the server closes the connection (at most `within`); the bytes read.
async fn read_to_close(s: &mut TcpStream, within: Duration) -> String {
    let mut out = Vec::new();
    tokio::time::timeout(within, s.read_to_end(&mut out))
        .await
        .expect("the server closed the connection in time")
        .expect("read");
    String::from_utf8_lossy(&out).into_owned()
}

fn status_line(response: &str) -> &str {
    response.lines().next().unwrap_or("")
}

/// The JSON body of a raw HTTP/1.1 response with a Content-Length.
fn json_body(response: &str) -> serde_json::Value {
    let body = response.split("\r\n\r\n").nth(1).unwrap_or("");
    serde_json::from_str(body).unwrap_or_else(|e| panic!("not JSON ({e}): {response}"))
}

#[tokio::test]
async fn one_job_over_the_bound_gets_503_with_retry_after_and_the_others_finish() {
    const N: usize = 3;
    let fixture = slow_fixture().await;
    let s = serve(|c| {
        c.limits.max_concurrent_jobs = N;
        c.limits.retry_after_secs = 7;
    })
    .await;
    let app = Arc::new(s.app);
    let mut running = Vec::new();
    for _ in 0..N {
        let app = app.clone();
        let job = slow_job(&fixture, 1500);
        running.push(tokio::spawn(async move {
            app.job("/api/file/process", &job).await
        }));
    }
    fixture.wait_for(N).await;
    let (status, body, headers) = app.job("/api/file/process", &inline_job()).await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(headers["retry-after"], "7");
    let message = body["error"]["message"].as_str().unwrap_or("");
    assert!(
        message.contains("busy") && message.contains("3 jobs"),
        "{body}"
    );
    for job in running {
        let (status, body, _) = job.await.expect("job task");
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["data"]["strings"].as_array().map(Vec::len), Some(2));
    }
    let (status, body, _) = app.job("/api/file/process", &inline_job()).await;
    assert_eq!(status, 200, "slots are given back: {body}");
}

#[tokio::test]
async fn bodies_over_the_bytes_in_flight_get_503() {
    let fixture = slow_fixture().await;
    let s = serve(|c| {
        c.limits.max_request_bytes = 100_000;
        c.limits.max_bytes_in_flight = 150_000;
    })
    .await;
    let app = Arc::new(s.app);
    // A slow job whose body holds 80 kB of the budget while it waits for its file.
    let mut heavy = slow_job(&fixture, 1500);
    heavy["padding"] = json!("x".repeat(80_000));
    let first = {
        let app = app.clone();
        let heavy = heavy.clone();
        tokio::spawn(async move { app.job("/api/file/process", &heavy).await })
    };
    fixture.wait_for(1).await;
    let (status, body, headers) = app.job("/api/file/process", &heavy).await;
    assert_eq!(status, 503, "80 kB + 80 kB > 150 kB: {body}");
    assert!(headers.contains_key("retry-after"));
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("150000 bytes")),
        "{body}"
    );
    let (status, body, _) = app.job("/api/file/process", &inline_job()).await;
    assert_eq!(status, 200, "a small body still fits: {body}");
    let (status, body, _) = first.await.expect("first job");
    assert_eq!(status, 200, "{body}");
    let (status, body, _) = app.job("/api/file/process", &heavy).await;
    assert_eq!(status, 200, "the budget is given back: {body}");
}

#[tokio::test]
async fn a_stalled_body_gets_408_and_the_connection_is_closed() {
    let s = serve(|c| c.limits.body_timeout_secs = 1).await;
    let start = Instant::now();
    // Headers promise 100 bytes; one arrives, then nothing.
    let mut conn = raw(
        &s.app,
        "POST /api/file/process HTTP/1.1\r\nContent-Length: 100",
        b"{",
    )
    .await;
    let response = read_to_close(&mut conn, Duration::from_secs(15)).await;
    assert!(
        status_line(&response).starts_with("HTTP/1.1 408"),
        "{response}"
    );
    let body = json_body(&response);
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("did not arrive within 1 s")),
        "{body}"
    );
    assert!(start.elapsed() < Duration::from_secs(15));
    // The same with nothing at all after the headers, on a module route.
    let mut conn = raw(
        &s.app,
        "POST /process/json HTTP/1.1\r\nContent-Length: 10",
        b"",
    )
    .await;
    let response = read_to_close(&mut conn, Duration::from_secs(15)).await;
    assert!(
        status_line(&response).starts_with("HTTP/1.1 408"),
        "{response}"
    );
    // A lifecycle event's body has the same deadline.
    let mut conn = raw(
        &s.app,
        "POST /events/installed HTTP/1.1\r\nContent-Length: 50",
        b"{",
    )
    .await;
    let response = read_to_close(&mut conn, Duration::from_secs(15)).await;
    assert!(
        status_line(&response).starts_with("HTTP/1.1 408"),
        "{response}"
    );
    let (status, body, _) = s.app.job("/api/file/process", &inline_job()).await;
    assert_eq!(status, 200, "the server keeps serving: {body}");
}

#[tokio::test]
async fn a_client_that_trickles_its_headers_or_sends_nothing_is_disconnected() {
    let s = serve(|c| c.limits.body_timeout_secs = 1).await;
    let addr = s.app.base.trim_start_matches("http://").to_owned();
    let start = Instant::now();
    let mut half = TcpStream::connect(&addr).await.expect("connect");
    half.write_all(b"POST /api/file/process HTTP/1.1\r\nHost: x\r\n")
        .await
        .expect("write");
    let mut idle = TcpStream::connect(&addr).await.expect("connect");
    read_to_close(&mut half, Duration::from_secs(15)).await;
    read_to_close(&mut idle, Duration::from_secs(15)).await;
    assert!(start.elapsed() < Duration::from_secs(15));
    let (status, body, _) = s.app.job("/api/file/process", &inline_job()).await;
    assert_eq!(status, 200, "the server keeps serving: {body}");
}

#[tokio::test]
async fn a_content_length_over_the_limit_gets_413_before_any_body_is_sent() {
    // A body deadline far longer than the test waits: only the header can produce this answer.
    let s = serve(|c| c.limits.body_timeout_secs = 300).await;
    let mut conn = raw(
        &s.app,
        "POST /api/file/process HTTP/1.1\r\nContent-Length: 6000000",
        b"",
    )
    .await;
    let response = read_to_close(&mut conn, Duration::from_secs(20)).await;
    assert!(
        status_line(&response).starts_with("HTTP/1.1 413"),
        "{response}"
    );
    let body = json_body(&response);
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("contentUrl")),
        "{body}"
    );
}

#[tokio::test]
async fn a_truncated_body_gets_400_not_413() {
    let s = serve(|_| {}).await;
    let mut conn = raw(
        &s.app,
        "POST /api/file/process HTTP/1.1\r\nContent-Length: 1000",
        b"{\"jobType\": \"parse-file\"",
    )
    .await;
    conn.shutdown().await.expect("half-close");
    let response = read_to_close(&mut conn, Duration::from_secs(15)).await;
    assert!(
        status_line(&response).starts_with("HTTP/1.1 400"),
        "{response}"
    );
    let body = json_body(&response);
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("ended before it was complete")),
        "{body}"
    );
}

#[tokio::test]
async fn a_job_whose_client_hangs_up_is_cancelled_and_leaves_nothing() {
    let fixture = slow_fixture().await;
    let s = serve(|c| {
        c.limits.max_concurrent_jobs = 1;
        c.limits.inline_threshold = 64; // anything it produced would be spilled
    })
    .await;
    let body = serde_json::to_vec(&slow_job(&fixture, 30_000)).expect("json");
    let conn = raw(
        &s.app,
        &format!(
            "POST /api/file/process HTTP/1.1\r\nContent-Length: {}",
            body.len()
        ),
        &body,
    )
    .await;
    fixture.wait_for(1).await;
    assert_eq!(s.running.state.engine.admission().jobs_in_flight(), 1);
    drop(conn);
    // The only slot comes back long before the 30 s fetch could have ended.
    let start = Instant::now();
    while s.running.state.engine.admission().jobs_in_flight() != 0 {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the job still holds its slot"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let blobs: Vec<_> = std::fs::read_dir(s.app._dir.path().join("blobs"))
        .expect("blob folder")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert!(blobs.is_empty(), "the cancelled job left {blobs:?}");
    let (status, body, _) = s.app.job("/api/file/process", &inline_job()).await;
    assert_eq!(status, 200, "{body}");
    assert!(
        body["data"]["stringsUrl"].is_string(),
        "a job that finishes does spill here: {body}"
    );
    let (status, metrics) = s.app.get(&format!("{}/metrics", s.app.base)).await;
    assert_eq!(status, 200);
    let metrics = String::from_utf8(metrics).expect("utf8");
    assert!(
        metrics
            .lines()
            .any(|l| l.starts_with("locforge_jobs_total{") && l.contains("outcome=\"cancelled\"")),
        "{metrics}"
    );
}

#[tokio::test]
async fn shutdown_stops_accepting_and_finishes_the_job_in_flight() {
    let fixture = slow_fixture().await;
    let s = serve(|c| c.limits.shutdown_grace_secs = 30).await;
    let Served { running, app } = s;
    let app = Arc::new(app);
    let job = {
        let app = app.clone();
        let body = slow_job(&fixture, 1500);
        tokio::spawn(async move { app.job("/api/file/process", &body).await })
    };
    fixture.wait_for(1).await;
    let addr = running.addr;
    let stopping = tokio::spawn(running.stop());
    // New connections are refused once the listener is closed.
    let start = Instant::now();
    while TcpStream::connect(addr).await.is_ok() {
        assert!(start.elapsed() < Duration::from_secs(10), "still accepting");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let (status, body, _) = job.await.expect("job task");
    assert_eq!(status, 200, "the job in flight finished: {body}");
    assert_eq!(body["data"]["strings"].as_array().map(Vec::len), Some(2));
    tokio::time::timeout(Duration::from_secs(20), stopping)
        .await
        .expect("stopped after the job")
        .expect("stop task")
        .expect("clean stop");
}

#[tokio::test]
async fn shutdown_gives_up_on_requests_after_the_grace_period() {
    let fixture = slow_fixture().await;
    let s = serve(|c| c.limits.shutdown_grace_secs = 1).await;
    let Served { running, app } = s;
    let app = Arc::new(app);
    let job = {
        let app = app.clone();
        let body = slow_job(&fixture, 30_000);
        tokio::spawn(async move {
            app.post("/api/file/process", Some(app.token()), &body)
                .await
        })
    };
    fixture.wait_for(1).await;
    let start = Instant::now();
    tokio::time::timeout(Duration::from_secs(15), running.stop())
        .await
        .expect("stopped within the grace period, not after the 30 s fetch")
        .expect("clean stop");
    assert!(start.elapsed() >= Duration::from_millis(900));
    job.abort();
}

#[tokio::test]
async fn serve_drains_its_job_and_exits_cleanly_on_sigterm() {
    use tokio::io::AsyncBufReadExt;
    let fixture = slow_fixture().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_locforge"))
        .args(["serve", "--bind", "127.0.0.1:0"])
        .env("LOCFORGE_DATA_DIR", dir.path())
        .env("LOCFORGE_CLIENT_ID", "locforge-test")
        .env("LOCFORGE_CLIENT_SECRET", SECRET)
        .env("LOCFORGE_FETCH_ALLOW", "127.0.0.1")
        .env("LOCFORGE_LOG_FORMAT", "json")
        .env("LOCFORGE_SHUTDOWN_GRACE_SECS", "30")
        .env_remove("RUST_LOG")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("locforge serve");
    let stdout = child.stdout.take().expect("stdout");
    let mut lines = tokio::io::BufReader::new(stdout).lines();
    let first = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
        .await
        .expect("started in time")
        .expect("read")
        .expect("a first line");
    let base = first
        .split("listening on ")
        .nth(1)
        .unwrap_or_else(|| panic!("no address in {first}"))
        .trim()
        .to_owned();
    let app = Arc::new(App {
        base,
        http: reqwest::Client::new(),
        _dir: tempfile::tempdir().expect("tempdir"),
    });
    let job = {
        let app = app.clone();
        let body = slow_job(&fixture, 1500);
        tokio::spawn(async move { app.job("/api/file/process", &body).await })
    };
    fixture.wait_for(1).await;
    let pid = i32::try_from(child.id().expect("pid")).expect("pid fits");
    // SAFETY: sends SIGTERM to the child this test started and still owns.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    let (status, body, _) = job.await.expect("job task");
    assert_eq!(status, 200, "the job in flight finished: {body}");
    let exit = tokio::time::timeout(Duration::from_secs(20), child.wait())
        .await
        .expect("exited after draining")
        .expect("wait");
    assert!(exit.success(), "{exit:?}");
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .await
        .expect("stderr");
    let logs: Vec<serde_json::Value> = stderr
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    assert!(
        logs.iter()
            .any(|l| l["fields"]["message"] == "job done" && l["span"]["org"] == 1),
        "{stderr}"
    );
    assert!(
        logs.iter().any(|l| l["fields"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("every request in flight finished"))),
        "{stderr}"
    );
    assert!(!stderr.contains(SECRET));
}

/// Writes a whole request (head with its Content-Length, then `body`) before reading anything,
/// as Python's `http.client` and Java's `HttpURLConnection` do, then reads the answer to the
/// end. A reset while writing or reading is an error, not an answer.
async fn write_first_then_read(app: &App, path: &str, body: &[u8]) -> std::io::Result<String> {
    write_first_with_token(app, &app.token(), path, body).await
}

/// [`write_first_then_read`] with this bearer token.
async fn write_first_with_token(
    app: &App,
    token: &str,
    path: &str,
    body: &[u8],
) -> std::io::Result<String> {
    let addr = app.base.trim_start_matches("http://");
    let mut s = TcpStream::connect(addr).await?;
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).await?;
    s.write_all(body).await?;
    let mut out = Vec::new();
    s.read_to_end(&mut out).await?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

#[tokio::test]
async fn clients_that_write_their_whole_body_first_receive_every_refusal() {
    const CLIENTS: usize = 32;
    let s = serve(|c| {
        c.limits.max_concurrent_jobs = 2;
        c.limits.retry_after_secs = 3;
    })
    .await;
    let app = Arc::new(s.app);
    // 4.8 MB bodies: a parse-file job whose padding fills what the request limit allows.
    let mut job = inline_job();
    job["padding"] = json!("x".repeat(4_800_000));
    let body = Arc::new(serde_json::to_vec(&job).expect("json"));
    let mut clients = Vec::new();
    for _ in 0..CLIENTS {
        let (app, body) = (app.clone(), body.clone());
        clients.push(tokio::spawn(async move {
            write_first_then_read(&app, "/api/file/process", &body).await
        }));
    }
    let (mut ok, mut busy) = (0, 0);
    for client in clients {
        let response = client
            .await
            .expect("client task")
            .unwrap_or_else(|e| panic!("a client lost its answer: {e}"));
        match status_line(&response) {
            l if l.starts_with("HTTP/1.1 200") => ok += 1,
            l if l.starts_with("HTTP/1.1 503") => {
                assert!(
                    response.to_ascii_lowercase().contains("retry-after: 3"),
                    "{response}"
                );
                busy += 1;
            }
            _ => panic!("neither 200 nor 503: {response}"),
        }
    }
    assert_eq!(ok + busy, CLIENTS);
    assert!(ok > 0, "no job was served");
    assert!(
        busy > 0,
        "no job was refused: the test did not reach the refusal it is about"
    );
}

#[tokio::test]
async fn a_413_from_content_length_reaches_a_client_that_writes_its_body_first() {
    // 16 MB against the 5 MB limit: more than loopback's socket buffers hold, so without a
    // lingering close the client's write meets a reset.
    let s = serve(|c| c.limits.max_request_bytes = 5 << 20).await;
    let body = vec![b' '; 16_000_000];
    let response = write_first_then_read(&s.app, "/api/file/process", &body)
        .await
        .unwrap_or_else(|e| panic!("the client lost its answer: {e}"));
    assert!(
        status_line(&response).starts_with("HTTP/1.1 413"),
        "{response}"
    );
}

#[tokio::test]
async fn a_refused_token_reaches_a_client_that_writes_its_body_first() {
    let s = serve(|_| {}).await;
    // 4.8 MB: within the request limit, so only the token refuses it.
    let body = vec![b' '; 4_800_000];
    let response = write_first_with_token(&s.app, "not-a-token", "/api/file/process", &body)
        .await
        .unwrap_or_else(|e| panic!("the client lost its answer: {e}"));
    // A token that does not verify is a 403 (a missing one a 401).
    assert!(
        status_line(&response).starts_with("HTTP/1.1 403"),
        "{response}"
    );
}
