//! Observability over real HTTP: `/metrics` after real jobs, `/readyz` with a healthy, a broken
//! blob folder and a closed store, and the JSON log lines of a job (span fields present, token
//! and secrets absent).

mod common;

use std::collections::BTreeMap;
use std::io::Write as _;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use common::*;
use locforge::config::LogFormat;
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const EN: &[u8] = b"{\"hello\": \"Hello\", \"bye\": \"Bye\", \"x\": {\"y\": \"Y\"}}\n";

/// The samples of a Prometheus text page: (name, labels) → value.
fn samples(text: &str) -> BTreeMap<(String, BTreeMap<String, String>), f64> {
    let mut out = BTreeMap::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (series, value) = line.rsplit_once(' ').expect("sample line");
        let (name, labels) = match series.split_once('{') {
            Some((n, rest)) => (n, rest.trim_end_matches('}')),
            None => (series, ""),
        };
        let labels = labels
            .split("\",")
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (k, v) = p.split_once('=').expect("label");
                (k.to_owned(), v.trim_matches('"').to_owned())
            })
            .collect();
        out.insert(
            (name.to_owned(), labels),
            value.parse().expect("sample value"),
        );
    }
    out
}

fn value(
    samples: &BTreeMap<(String, BTreeMap<String, String>), f64>,
    name: &str,
    labels: &[(&str, &str)],
) -> Option<f64> {
    let labels = labels
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect();
    samples.get(&(name.to_owned(), labels)).copied()
}

async fn scrape(app: &App) -> BTreeMap<(String, BTreeMap<String, String>), f64> {
    let resp = app
        .http
        .get(format!("{}/metrics", app.base))
        .send()
        .await
        .expect("scrape");
    assert_eq!(resp.status(), 200);
    assert!(resp.headers()["content-type"]
        .to_str()
        .is_ok_and(|t| t.starts_with("text/plain")));
    samples(&resp.text().await.expect("text"))
}

#[tokio::test]
async fn metrics_count_jobs_by_type_format_and_outcome() {
    // Only this test runs parse-file jobs in this binary: the counts below are exact.
    let s = serve(|c| {
        c.limits.max_concurrent_jobs = 5;
        c.limits.inline_threshold = 200;
    })
    .await;
    let app = &s.app;
    let ok = json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(EN)}});
    let small = json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(b"{\"a\":\"b\"}")}});
    let broken =
        json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(b"{\"a\": ")}});
    let no_type = json!({"file": {"name": "en.json", "content": b64(EN)}});
    let mut bytes_in = 0;
    let mut bytes_out = 0;
    for (path, body, expect) in [
        ("/process/json", &ok, 200),
        ("/api/file/process", &small, 200),
        ("/api/file/process", &ok, 200),
        ("/process/json", &broken, 200),
        ("/api/file/process", &no_type, 400),
    ] {
        let resp = app.post(path, Some(app.token()), body).await;
        assert_eq!(resp.status(), expect);
        let raw = resp.bytes().await.expect("body");
        let answer: serde_json::Value = serde_json::from_slice(&raw).expect("json");
        if expect == 200 && answer.get("error").is_none() {
            bytes_out += raw.len();
        }
        bytes_in += serde_json::to_vec(body).expect("json").len();
    }
    // One refusal from the header alone.
    let addr = app.base.trim_start_matches("http://").to_owned();
    let mut conn = tokio::net::TcpStream::connect(&addr)
        .await
        .expect("connect");
    let head = format!(
        "POST /process/json HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {}\r\nContent-Length: 9000000\r\n\r\n",
        app.token()
    );
    conn.write_all(head.as_bytes()).await.expect("write");
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(20), conn.read_to_end(&mut answer))
        .await
        .expect("answered")
        .expect("read");
    assert!(answer.starts_with(b"HTTP/1.1 413"));

    let m = scrape(app).await;
    let jobs = |format: &str, outcome: &str| {
        value(
            &m,
            "locforge_jobs_total",
            &[
                ("type", "parse-file"),
                ("format", format),
                ("outcome", outcome),
            ],
        )
    };
    assert_eq!(jobs("json", "ok"), Some(3.0), "{m:?}");
    assert_eq!(jobs("json", "failed"), Some(1.0));
    assert_eq!(
        value(
            &m,
            "locforge_jobs_total",
            &[
                ("type", "unknown"),
                ("format", "-"),
                ("outcome", "bad_request")
            ]
        ),
        Some(1.0)
    );
    assert_eq!(
        value(
            &m,
            "locforge_job_duration_seconds_count",
            &[("type", "parse-file"), ("outcome", "ok")]
        ),
        Some(3.0)
    );
    assert_eq!(
        value(
            &m,
            "locforge_job_duration_seconds_bucket",
            &[("type", "parse-file"), ("outcome", "ok"), ("le", "120")]
        ),
        Some(3.0)
    );
    let parse_in = value(
        &m,
        "locforge_job_request_bytes_total",
        &[("type", "parse-file")],
    )
    .expect("bytes in");
    let unknown_in = value(
        &m,
        "locforge_job_request_bytes_total",
        &[("type", "unknown")],
    )
    .expect("bytes in of the refused job");
    assert_eq!(parse_in + unknown_in, bytes_in as f64);
    assert_eq!(
        value(
            &m,
            "locforge_job_response_bytes_total",
            &[("type", "parse-file")]
        ),
        Some(bytes_out as f64),
        "the bodies of the jobs that succeeded"
    );
    // The two larger parses passed the 200-byte threshold: their strings were spilled.
    assert!(value(&m, "locforge_spills_total", &[]).is_some_and(|n| n >= 2.0));
    assert_eq!(
        value(&m, "locforge_rejected_total", &[("reason", "too_large")]),
        Some(1.0)
    );
    assert_eq!(value(&m, "locforge_jobs_max", &[]), Some(5.0));
    assert_eq!(value(&m, "locforge_jobs_in_flight", &[]), Some(0.0));
    assert_eq!(
        value(&m, "locforge_work_queue", &[("state", "pending")]),
        Some(0.0)
    );
    assert_eq!(
        value(&m, "locforge_webhook_inbox", &[("state", "pending")]),
        Some(0.0)
    );
}

#[tokio::test]
async fn readyz_checks_the_store_and_the_blob_folder() {
    let s = serve(|_| {}).await;
    let app = &s.app;
    let ready = |app: &App| {
        let url = format!("{}/readyz", app.base);
        let http = app.http.clone();
        async move {
            let resp = http.get(url).send().await.expect("readyz");
            let status = resp.status().as_u16();
            (
                status,
                resp.json::<serde_json::Value>().await.expect("json"),
            )
        }
    };
    let (status, body) = ready(app).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["checks"], json!({"store": "ok", "blobs": "ok"}));
    assert_eq!(app.get(&format!("{}/healthz", app.base)).await.0, 200);

    // The blob folder replaced by a file: nothing can be written there (even as root).
    let blobs = app._dir.path().join("blobs");
    std::fs::remove_dir_all(&blobs).expect("rm blobs");
    std::fs::write(&blobs, b"in the way").expect("file");
    let (status, body) = ready(app).await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["checks"]["store"], "ok");
    assert_ne!(body["checks"]["blobs"], "ok");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("blob store")),
        "{body}"
    );
    std::fs::remove_file(&blobs).expect("rm file");
    std::fs::create_dir(&blobs).expect("mkdir");
    assert_eq!(ready(app).await.0, 200);

    s.running.state.store.close().await;
    let (status, body) = ready(app).await;
    assert_eq!(status, 503, "{body}");
    assert_ne!(body["checks"]["store"], "ok");
    assert_eq!(body["checks"]["blobs"], "ok");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("store does not answer")),
        "{body}"
    );
    assert_eq!(
        app.get(&format!("{}/healthz", app.base)).await.0,
        200,
        "still alive"
    );
    let m = scrape(app).await;
    assert!(value(&m, "locforge_store_errors_total", &[("op", "ping")]).is_some_and(|n| n >= 1.0));
}

/// Log lines captured from the whole test binary.
#[derive(Clone, Default)]
struct Capture(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("lock").extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Capture {
    type Writer = Capture;

    fn make_writer(&'a self) -> Capture {
        self.clone()
    }
}

fn capture_logs() -> Capture {
    static CAPTURE: OnceLock<Capture> = OnceLock::new();
    CAPTURE
        .get_or_init(|| {
            let capture = Capture::default();
            let subscriber = locforge::observability::logs::subscriber(
                LogFormat::Json,
                "debug",
                capture.clone(),
            );
            tracing::subscriber::set_global_default(subscriber).expect("first subscriber");
            capture
        })
        .clone()
}

#[tokio::test]
async fn json_logs_name_the_job_and_never_a_token_or_secret() {
    // build-file jobs only: the parse-file counts of the metrics test stay exact.
    let capture = capture_logs();
    let fixtures = fixture_server(vec![(
        "en.yaml",
        b"en:\n  hello: Hello\n  bye: Bye\n".to_vec(),
    )])
    .await;
    let s = serve(|c| c.limits.inline_threshold = 20).await;
    let app = &s.app;
    let token = app.token();
    let job = json!({
        "jobType": "build-file",
        "file": {"name": "en.yaml", "contentUrl": format!("{fixtures}/file/en.yaml")},
        "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}],
        "strings": [{"identifier": "hello", "translations": {"de": {"text": "Hallo"}}}]
    });
    let resp = app
        .http
        .post(format!("{}/process/yaml?jwtToken={token}", app.base))
        .json(&job)
        .send()
        .await
        .expect("job");
    assert_eq!(resp.status(), 200);
    let answer: serde_json::Value = resp.json().await.expect("json");
    let url = answer["data"]["contentUrl"]
        .as_str()
        .unwrap_or_else(|| panic!("spilled: {answer}"))
        .to_owned();
    let sig = url.rsplit_once("sig=").expect("signed").1.to_owned();
    // A failed download is logged without the query of its presigned URL.
    let presigned = "X-Amz-Signature=0123456789abcdeffedcba9876543210";
    let mut failing = job.clone();
    failing["file"]["contentUrl"] = json!(format!("{fixtures}/missing?{presigned}"));
    let (status, body, _) = app.job("/process/yaml", &failing).await;
    assert_eq!(status, 200);
    assert!(body["error"]["message"].is_string(), "{body}");
    // A refused token is logged as refused, without the token.
    let bad = format!("{token}x");
    let resp = app
        .http
        .post(format!("{}/process/yaml", app.base))
        .bearer_auth(&bad)
        .json(&job)
        .send()
        .await
        .expect("job");
    assert_eq!(resp.status(), 403);
    tokio::time::sleep(Duration::from_millis(100)).await;

    let text = String::from_utf8(capture.0.lock().expect("lock").clone()).expect("utf8");
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not a JSON line ({e}): {l}")))
        .collect();
    let done: Vec<_> = lines
        .iter()
        .filter(|l| l["fields"]["message"] == "job done" && l["fields"]["job"] == "build-file")
        .collect();
    assert_eq!(done.len(), 1, "{text}");
    let span = &done[0]["span"];
    assert_eq!(span["name"], "job");
    assert_eq!(span["org"], 1);
    let id = span["id"].as_str().expect("job id").to_owned();
    // Every line inside that job's span carries its id and organization.
    let of_job: Vec<_> = lines
        .iter()
        .filter(|l| {
            l["spans"]
                .as_array()
                .is_some_and(|s| s.iter().any(|s| s["id"] == id.as_str()))
        })
        .collect();
    assert!(!of_job.is_empty());
    for l in &of_job {
        assert_eq!(l["span"]["org"], 1, "{l}");
    }
    assert!(
        lines
            .iter()
            .any(|l| l["fields"]["message"] == "job failed" && l["span"]["org"] == 1),
        "{text}"
    );
    for secret in [
        token.as_str(),
        bad.as_str(),
        SECRET,
        sig.as_str(),
        presigned,
    ] {
        assert!(!text.contains(secret), "a secret is in the log:\n{text}");
    }
    let signature = token.rsplit('.').next().expect("jwt signature");
    assert!(
        !text.contains(signature),
        "the token's signature is in the log"
    );
    std::io::stderr().flush().ok();
}
