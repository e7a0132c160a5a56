//! The server side of `locforge bench`: a `locforge serve` child on a free loopback port, timed
//! over HTTP (5 MB parse-file and build-file medians, parse-file jobs/s at 8 connections) and
//! watched through `/proc/<pid>/status` for its peak RSS growth per job kind. Inputs come from the
//! built-in synthetic generator; nothing here needs files outside the repository.

use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context as _};
use base64::Engine as _;
use bytes::Bytes;

use super::{median, records};
use crate::corpus::synthetic::{self, Kind};
use locforge_protocol::ndjson::write_record;

/// Size of the strings file of the build-file job (bytes): several languages, of which the
/// build keeps one.
const STRINGS_URL_BYTES: usize = 10_000_000;

/// Concurrent connections of the jobs/s measure.
const CONNECTIONS: usize = 8;

/// A `locforge serve` child, killed when dropped.
pub(super) struct Server {
    pub(super) child: Child,
    pub(super) base: String,
    pub(super) token: String,
    _data: tempfile::TempDir,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// VmRSS and VmHWM of a process, in kB.
pub(super) fn memory_kb(pid: u32) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

/// Resets the peak RSS of `pid` to its current RSS (`clear_refs` 5); false when refused.
fn reset_peak(pid: u32) -> bool {
    std::fs::write(format!("/proc/{pid}/clear_refs"), "5").is_ok()
}

/// Starts the child; its log goes to `log` when given, else to this process's stderr.
fn start_server(log: Option<std::fs::File>) -> anyhow::Result<Server> {
    let data = tempfile::tempdir()?;
    let port = std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port();
    let secret = hex::encode(rand::random::<[u8; 16]>());
    let child = Command::new(std::env::current_exe()?)
        .args(["serve", "--bind", &format!("127.0.0.1:{port}")])
        .env("LOCFORGE_DATA_DIR", data.path())
        .env("LOCFORGE_CLIENT_SECRET", &secret)
        .env("LOCFORGE_FETCH_ALLOW", "127.0.0.1")
        // The jobs/s figure is for CONNECTIONS clients at once: admit that many (the default,
        // two per core, would answer the rest 503 with Retry-After on a small machine).
        .env("LOCFORGE_MAX_CONCURRENT_JOBS", CONNECTIONS.to_string())
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(log.map(Stdio::from).unwrap_or_else(Stdio::inherit))
        .spawn()
        .context("cannot start `locforge serve`")?;
    let token = crate::auth::jwt::mint(
        &secret,
        &crate::auth::jwt::dev_claims("locforge-dev", crate::transfer::blob::unix_now(), 3600),
    )?;
    Ok(Server {
        child,
        base: format!("http://127.0.0.1:{port}"),
        token,
        _data: data,
    })
}

/// The strings of a build-file job as a `stringsUrl` body of about [`STRINGS_URL_BYTES`]: the
/// synthetic `de` translations, and a copy of them under `fr` on as many lines as it takes.
fn strings_body(ndjson: &[u8]) -> anyhow::Result<Vec<u8>> {
    let records = records(ndjson, synthetic::LANG)?;
    let mut out = Vec::new();
    for r in &records {
        write_record(r, &mut out)?;
    }
    let mut missing = STRINGS_URL_BYTES.saturating_sub(out.len());
    out.clear();
    for r in records {
        let mut r = r;
        let before = out.len();
        write_record(&r, &mut out)?;
        if missing > 0 {
            if let Some(t) = r.translations.get(synthetic::LANG).cloned() {
                let plain = out.len() - before;
                out.truncate(before);
                r.translations.insert("fr".into(), t);
                write_record(&r, &mut out)?;
                missing = missing.saturating_sub(out.len() - before - plain);
            }
        }
    }
    Ok(out)
}

/// Runs the server measures and prints them.
pub fn run(gen_dir: &std::path::Path, runs: usize) -> anyhow::Result<()> {
    let file = std::fs::read(gen_dir.join(Kind::FlatReference.file_name()))?;
    let strings = strings_body(&std::fs::read(
        gen_dir.join(Kind::FlatReference.ndjson_name()),
    )?)?;
    let rt = tokio::runtime::Runtime::new()?;
    rt.block_on(async {
        let files: HashMap<&'static str, Vec<u8>> =
            [("en.json", file.clone()), ("tr.ndjson", strings.clone())]
                .into_iter()
                .collect();
        let fixture = serve_fixture(files).await?;
        let client = reqwest::Client::new();
        let parse = serde_json::json!({"jobType": "parse-file",
            "file": {"name": "en.json", "contentUrl": format!("{fixture}/en.json")}});
        let build = serde_json::json!({"jobType": "build-file",
            "file": {"name": "en.json", "contentUrl": format!("{fixture}/en.json")},
            "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}],
            "stringsUrl": format!("{fixture}/tr.ndjson")});
        let runs = runs.max(3);
        for (label, body, payload) in [
            ("parse-file", parse, file.len()),
            ("build-file", build, file.len()),
        ] {
            let body = Bytes::from(serde_json::to_vec(&body)?);
            // A fresh server per job kind: memory freed by one kind must not hide the other's.
            let server = ready_server(&client, None).await?;
            let pid = server.child.id();
            let start = memory_kb(pid);
            let mut times = Vec::new();
            // Per job: the peak over the RSS just before it (the peak reset before each job).
            let mut per_job: Option<u64> = None;
            for _ in 0..runs {
                let reset = reset_peak(pid);
                let before = memory_kb(pid);
                let t = Instant::now();
                job(&client, &server, &body).await?;
                times.push(t.elapsed());
                if let (true, Some((rss, _)), Some((_, hwm))) = (reset, before, memory_kb(pid)) {
                    per_job = Some(per_job.unwrap_or(0).max(hwm.saturating_sub(rss)));
                }
            }
            let end = memory_kb(pid);
            let m = median(times);
            let strings_note = if label == "build-file" {
                format!(" and a {:.1} MB stringsUrl", strings.len() as f64 / 1e6)
            } else {
                String::new()
            };
            println!(
                "http {label:<11} {:.2} MB file by contentUrl{strings_note}: median {:.1} ms over {runs} runs",
                payload as f64 / 1e6,
                m.as_secs_f64() * 1e3,
            );
            let mb = |kb: u64| kb as f64 * 1024.0;
            if let Some(g) = per_job {
                println!(
                    "     {label:<11} server peak RSS growth, worst single job: {:.1} MB = {:.2}× the {:.2} MB file",
                    mb(g) / 1e6,
                    mb(g) / payload as f64,
                    payload as f64 / 1e6
                );
            }
            if let (Some((rss0, _)), Some((_, hwm))) = (start, end) {
                println!(
                    "     {label:<11} server RSS kept after {runs} jobs (peak over the start): {:.1} MB = {:.2}×",
                    mb(hwm.max(rss0) - rss0) / 1e6,
                    mb(hwm.max(rss0) - rss0) / payload as f64
                );
            }
        }
        let server = ready_server(&client, None).await?;
        for size in [100 * 1024, 2 << 20] {
            let source = synthetic::generate(Kind::FlatReference, size, 1).source;
            let body = Bytes::from(serde_json::to_vec(&serde_json::json!({"jobType": "parse-file",
                "file": {"name": "en.json", "content": base64::engine::general_purpose::STANDARD.encode(&source)}}))?);
            let window = Duration::from_secs(if size > 1 << 20 { 6 } else { 4 });
            let rate = jobs_per_second(&client, &server, body, window).await?;
            println!(
                "http parse-file {:>7.0} KiB JSON inline, {CONNECTIONS} connections: {rate:.0} jobs/s",
                source.len() as f64 / 1024.0
            );
        }
        Ok(())
    })
}

/// A started server that has answered one small job, so what it sets up once is not counted as
/// growth.
pub(super) async fn ready_server(
    client: &reqwest::Client,
    log: Option<std::fs::File>,
) -> anyhow::Result<Server> {
    let server = start_server(log)?;
    let mut up = false;
    for _ in 0..200 {
        if client
            .get(format!("{}/healthz", server.base))
            .send()
            .await
            .is_ok()
        {
            up = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    if !up {
        bail!("`locforge serve` did not answer on {}", server.base);
    }
    let small = serde_json::json!({"jobType": "parse-file",
        "file": {"name": "en.json", "content": base64::engine::general_purpose::STANDARD.encode(b"{\"a\":\"b\"}")}});
    job(client, &server, &serde_json::to_vec(&small)?).await?;
    Ok(server)
}

/// Posts one job to the generic route and checks that it succeeded.
async fn job(client: &reqwest::Client, server: &Server, body: &[u8]) -> anyhow::Result<()> {
    let resp = client
        .post(format!("{}/process/json-reference", server.base))
        .bearer_auth(&server.token)
        .header("content-type", "application/json")
        .body(body.to_vec())
        .send()
        .await?;
    let status = resp.status();
    let bytes = resp.bytes().await?;
    if status != 200 || bytes.windows(8).any(|w| w == b"\"error\":") {
        bail!(
            "the job failed: {status} {}",
            String::from_utf8_lossy(&bytes[..bytes.len().min(300)])
        );
    }
    Ok(())
}

/// Parse-file jobs completed per second by [`CONNECTIONS`] clients posting `body` in a loop for
/// `window`.
async fn jobs_per_second(
    client: &reqwest::Client,
    server: &Server,
    body: Bytes,
    window: Duration,
) -> anyhow::Result<f64> {
    let url = Arc::new(format!("{}/process/json-reference", server.base));
    let token = Arc::new(server.token.clone());
    let start = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..CONNECTIONS {
        let (client, url, token, body) = (client.clone(), url.clone(), token.clone(), body.clone());
        tasks.push(tokio::spawn(async move {
            let mut done = 0usize;
            while start.elapsed() < window {
                let resp = client
                    .post(url.as_str())
                    .bearer_auth(token.as_str())
                    .header("content-type", "application/json")
                    .body(body.clone())
                    .send()
                    .await?;
                let status = resp.status();
                if status != 200 {
                    let body = resp.bytes().await.unwrap_or_default();
                    bail!(
                        "a parse-file job failed: {status} {}",
                        String::from_utf8_lossy(&body[..body.len().min(300)])
                    );
                }
                resp.bytes().await?;
                done += 1;
            }
            Ok::<_, anyhow::Error>(done)
        }));
    }
    let mut total = 0;
    for t in tasks {
        total += t.await??;
    }
    Ok(total as f64 / start.elapsed().as_secs_f64())
}

async fn serve_fixture(files: HashMap<&'static str, Vec<u8>>) -> anyhow::Result<String> {
    use axum::extract::Path as UrlPath;
    let files: Arc<HashMap<&'static str, Bytes>> = Arc::new(
        files
            .into_iter()
            .map(|(k, v)| (k, Bytes::from(v)))
            .collect(),
    );
    let app = axum::Router::new().route(
        "/{name}",
        axum::routing::get(move |UrlPath(name): UrlPath<String>| {
            let files = files.clone();
            async move {
                match files.get(name.as_str()) {
                    Some(b) => (axum::http::StatusCode::OK, b.clone()),
                    None => (axum::http::StatusCode::NOT_FOUND, Bytes::new()),
                }
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(format!("http://{addr}"))
}
