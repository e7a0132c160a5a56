//! `locforge bench --soak MINUTES`: mixed jobs of every synthetic format (parse-file and build-file,
//! plus a few intended refusals) at a steady rate against a `locforge serve` child, for a bounded
//! time, watching the child's RSS. It prints the RSS curve and judges the bar: RSS at the end
//! within 10% of RSS after the warm-up, and no error but the intended ones. Loopback only; the
//! inputs come from the built-in synthetic generator.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::bail;
use base64::Engine as _;
use bytes::Bytes;

use super::server::{memory_kb, ready_server};
use crate::corpus::synthetic::{self, Kind};

/// Size of each synthetic source file of the soak (bytes).
const FILE_BYTES: usize = 64 * 1024;

/// Most jobs in flight at once; a tick that finds them all busy is counted as a skipped job.
const MAX_IN_FLIGHT: usize = 16;

/// How much RSS may grow from the end of the warm-up to the end of the soak.
const RSS_TOLERANCE: f64 = 0.10;

/// One job of the mix: where it goes, its body, and what answer it must get.
struct Job {
    route: String,
    body: Bytes,
    expect: Expect,
    /// Sent with the server's token, or with a malformed one.
    good_token: bool,
}

/// The answer a job must get.
#[derive(Clone, Copy)]
enum Expect {
    /// 200 without an error.
    Done,
    /// 200 with `{"error":{"message"}}` (a file that does not parse).
    FailedJob,
    /// This status (a refused request).
    Status(u16),
}

/// Counters shared by the job tasks.
#[derive(Default)]
struct Tally {
    done: AtomicU64,
    intended: AtomicU64,
    unintended: AtomicU64,
    skipped: AtomicU64,
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// The mix: per synthetic format a parse-file and a build-file job (with the `de` translations
/// inline), then three intended refusals: a broken file, an unknown job type and a bad token.
fn mix() -> anyhow::Result<Vec<Job>> {
    let mut jobs = Vec::new();
    let de = serde_json::json!([{"id": synthetic::LANG, "pluralCategoryNames": ["one", "other"]}]);
    for kind in Kind::ALL {
        let g = synthetic::generate(kind, FILE_BYTES, 7);
        let name = kind.file_name();
        let route = format!("/process/{}", kind.format_key());
        let file = serde_json::json!({"name": name, "content": b64(&g.source)});
        jobs.push(Job {
            route: route.clone(),
            body: Bytes::from(serde_json::to_vec(
                &serde_json::json!({"jobType": "parse-file", "file": file}),
            )?),
            expect: Expect::Done,
            good_token: true,
        });
        let strings: Vec<serde_json::Value> = g
            .ndjson
            .split(|b| *b == b'\n')
            .filter(|l| !l.is_empty())
            .map(serde_json::from_slice)
            .collect::<Result<_, _>>()?;
        jobs.push(Job {
            route,
            body: Bytes::from(serde_json::to_vec(&serde_json::json!({
                "jobType": "build-file", "file": file, "targetLanguages": de, "strings": strings
            }))?),
            expect: Expect::Done,
            good_token: true,
        });
    }
    let broken = serde_json::json!({"jobType": "parse-file",
        "file": {"name": "broken.json", "content": b64(b"{\n  \"a\": \"x\",\n  \"b\" \"y\"\n}")}});
    jobs.push(Job {
        route: "/process/json".into(),
        body: Bytes::from(serde_json::to_vec(&broken)?),
        expect: Expect::FailedJob,
        good_token: true,
    });
    jobs.push(Job {
        route: "/api/file/process".into(),
        body: Bytes::from_static(br#"{"jobType":"translate-file"}"#),
        expect: Expect::Status(400),
        good_token: true,
    });
    jobs.push(Job {
        route: "/api/file/process".into(),
        body: Bytes::from(serde_json::to_vec(&broken)?),
        expect: Expect::Status(403),
        good_token: false,
    });
    Ok(jobs)
}

/// Sends `job` and says whether the answer was the one it must get.
async fn send(client: &reqwest::Client, base: &str, token: &str, job: &Job) -> bool {
    let token = if job.good_token { token } else { "not.a.token" };
    let Ok(resp) = client
        .post(format!("{base}{}", job.route))
        .bearer_auth(token)
        .header("content-type", "application/json")
        .body(job.body.clone())
        .send()
        .await
    else {
        return false;
    };
    let status = resp.status().as_u16();
    let Ok(body) = resp.bytes().await else {
        return false;
    };
    let has_error = memchr::memmem::find(&body, b"\"error\":").is_some();
    match job.expect {
        Expect::Done => status == 200 && !has_error,
        Expect::FailedJob => status == 200 && has_error,
        Expect::Status(s) => status == s && has_error,
    }
}

/// Runs the soak for `minutes` at `rate` jobs per second and prints its curve and verdict; false
/// when the bar is missed.
pub fn run(minutes: f64, rate: f64) -> anyhow::Result<bool> {
    if !(minutes.is_finite() && minutes > 0.0 && minutes <= 24.0 * 60.0) {
        bail!("--soak takes minutes between 0 and 1440, got {minutes}");
    }
    if !(rate.is_finite() && rate > 0.0 && rate <= 10_000.0) {
        bail!("--soak-rate takes jobs per second between 0 and 10000, got {rate}");
    }
    let total = Duration::from_secs_f64(minutes * 60.0);
    // Warm-up: a tenth of the run, at least 10 s and at most a minute.
    let warmup = (total / 10).clamp(Duration::from_secs(10), Duration::from_secs(60));
    let jobs = Arc::new(mix()?);
    let rt = tokio::runtime::Runtime::new()?;
    rt.block_on(async move {
        let client = reqwest::Client::new();
        let log_dir = tempfile::tempdir()?;
        let log_path = log_dir.path().join("serve.log");
        let server = ready_server(&client, Some(std::fs::File::create(&log_path)?)).await?;
        let pid = server.child.id();
        let base = Arc::new(server.base.clone());
        let token = Arc::new(server.token.clone());
        let tally = Arc::new(Tally::default());
        let slots = Arc::new(tokio::sync::Semaphore::new(MAX_IN_FLIGHT));
        println!(
            "soak: {} jobs in the mix ({} formats × parse and build of {} KiB files, 3 intended refusals), {rate} jobs/s for {minutes} min, warm-up {} s, `locforge serve` pid {pid}",
            jobs.len(),
            Kind::ALL.len(),
            FILE_BYTES / 1024,
            warmup.as_secs()
        );
        println!("{:>7} {:>8} {:>9} {:>11} {:>8} {:>9}", "t (s)", "jobs", "intended", "unintended", "skipped", "RSS MiB");
        let start = Instant::now();
        let mut tick = tokio::time::interval(Duration::from_secs_f64(1.0 / rate));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut next = 0usize;
        let mut last_print = Duration::ZERO;
        let mut after_warmup: Option<u64> = None;
        let mut peak = 0u64;
        let mut curve = Vec::new();
        while start.elapsed() < total {
            tick.tick().await;
            let job_index = next % jobs.len();
            next += 1;
            match slots.clone().try_acquire_owned() {
                Ok(permit) => {
                    let (client, base, token, jobs, tally) = (
                        client.clone(),
                        base.clone(),
                        token.clone(),
                        jobs.clone(),
                        tally.clone(),
                    );
                    tokio::spawn(async move {
                        let _permit = permit;
                        let job = &jobs[job_index];
                        let ok = send(&client, &base, &token, job).await;
                        let counter = match (ok, job.expect) {
                            (false, _) => &tally.unintended,
                            (true, Expect::Done) => &tally.done,
                            (true, _) => &tally.intended,
                        };
                        counter.fetch_add(1, Ordering::Relaxed);
                    });
                }
                Err(_) => {
                    tally.skipped.fetch_add(1, Ordering::Relaxed);
                }
            }
            let t = start.elapsed();
            if t - last_print >= Duration::from_secs(30) || (after_warmup.is_none() && t >= warmup) {
                last_print = t;
                let rss = memory_kb(pid).map(|(rss, _)| rss).unwrap_or(0);
                peak = peak.max(rss);
                if after_warmup.is_none() && t >= warmup {
                    after_warmup = Some(rss);
                }
                curve.push((t, rss));
                print_row(t, &tally, rss);
            }
        }
        // Let the last jobs finish.
        let _all = slots.acquire_many(MAX_IN_FLIGHT as u32).await?;
        let end = memory_kb(pid).map(|(rss, _)| rss).unwrap_or(0);
        let hwm = memory_kb(pid).map(|(_, hwm)| hwm).unwrap_or(0);
        print_row(start.elapsed(), &tally, end);
        let warm = after_warmup.unwrap_or(end);
        let growth = end as f64 / warm.max(1) as f64 - 1.0;
        let unintended = tally.unintended.load(Ordering::Relaxed);
        let mib = |kb: u64| kb as f64 / 1024.0;
        println!(
            "soak RSS: after warm-up {:.1} MiB, peak {:.1} MiB (sampled {:.1}), end {:.1} MiB: {:+.1}% (bar: within {:.0}%)",
            mib(warm),
            mib(hwm),
            mib(peak.max(end)),
            mib(end),
            growth * 100.0,
            RSS_TOLERANCE * 100.0
        );
        drop(server);
        // The server's log at `warn`: any ERROR line is a miss; WARN lines are listed.
        let log = std::fs::read_to_string(&log_path).unwrap_or_default();
        let errors = log.lines().filter(|l| l.contains("ERROR")).count();
        let warnings: Vec<&str> = log.lines().filter(|l| l.contains("WARN")).collect();
        println!(
            "soak log: {errors} ERROR lines, {} WARN lines{}",
            warnings.len(),
            warnings
                .first()
                .map(|w| format!(" (first: {w})"))
                .unwrap_or_default()
        );
        let passed = growth <= RSS_TOLERANCE && unintended == 0 && errors == 0;
        println!(
            "soak: {} jobs done, {} intended refusals, {unintended} unintended errors, {} skipped ticks (all {MAX_IN_FLIGHT} slots busy): {}",
            tally.done.load(Ordering::Relaxed),
            tally.intended.load(Ordering::Relaxed),
            tally.skipped.load(Ordering::Relaxed),
            if passed { "PASS" } else { "MISS" }
        );
        Ok(passed)
    })
}

fn print_row(t: Duration, tally: &Tally, rss_kb: u64) {
    println!(
        "{:>7.0} {:>8} {:>9} {:>11} {:>8} {:>9.1}",
        t.as_secs_f64(),
        tally.done.load(Ordering::Relaxed),
        tally.intended.load(Ordering::Relaxed),
        tally.unintended.load(Ordering::Relaxed),
        tally.skipped.load(Ordering::Relaxed),
        rss_kb as f64 / 1024.0
    );
}
