//! `locforge bench`: throughput of every served format on the synthetic 5 MB files, next to the
//! raw tokenizer of the same bytes measured in the same run; optionally a 5 MB job end to end over
//! HTTP against a `locforge serve` child process, with its peak memory.
//!
//! The synthetic files come from the built-in generator (`crate::corpus::synthetic`), written
//! into `--gen-dir` on first use; the raw tokenizers are `locforge_formats::baseline`. Nothing
//! here needs files outside the repository.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context as _};
use locforge_formats::baseline::Baseline;
use locforge_formats::{Entry, Language, ParseContext, Registry};

use crate::corpus::synthetic;
use crate::engine::jobs::{build_one, parse_to_strings};
use locforge_protocol::ndjson::{decode_all, write_record};
use locforge_protocol::StringRecord;

use crate::engine::records::entries_from_records;

/// Options of `bench`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "The synthetic files are written by the built-in generator (the same as `locforge corpus gen`)\ninto --gen-dir on first use, and regenerated when --size-mb or --seed change.\nFigures are medians; MB means 10^6 bytes.\n\nA quick smoke run: locforge bench --size-mb 0.5 --runs 3"
)]
pub struct Args {
    /// Folder with (or for) the synthetic files.
    #[arg(long, default_value = "target/bench-gen")]
    gen_dir: PathBuf,
    /// Size of each synthetic file in MiB.
    #[arg(long, default_value_t = 5.0)]
    size_mb: f64,
    /// Seed of the synthetic files.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Timed runs per measurement (the median is reported).
    #[arg(long, default_value_t = 15)]
    runs: usize,
    /// Also run a 5 MB parse-file and build-file job end to end over HTTP.
    #[arg(long)]
    http: bool,
}

/// Synthetic file, its translations, and the format that reads it.
const FILES: &[(&str, &str, &str)] = &[
    (
        "flat_reference.json",
        "flat_reference.ndjson",
        "json-reference",
    ),
    ("flat_reference.json", "flat_reference.ndjson", "json"),
    ("i18next_nested.json", "i18next_nested.ndjson", "json"),
    ("gettext.po", "gettext.ndjson", "po"),
    ("android_strings.xml", "android_strings.ndjson", "android"),
    ("xliff12.xlf", "xliff12.ndjson", "xliff12"),
];

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> Duration {
    let _warm = f();
    median(
        (0..runs.max(1))
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(f());
                t.elapsed()
            })
            .collect(),
    )
}

fn mbps(bytes: usize, d: Duration) -> f64 {
    bytes as f64 / 1e6 / d.as_secs_f64()
}

fn ensure_generated(args: &Args) -> anyhow::Result<()> {
    if !(args.size_mb.is_finite() && args.size_mb > 0.0) {
        bail!("--size-mb must be a positive number, got {}", args.size_mb);
    }
    let size = (args.size_mb * 1024.0 * 1024.0) as usize;
    let t = Instant::now();
    let generated = synthetic::ensure(&args.gen_dir, size, args.seed).with_context(|| {
        format!(
            "cannot write synthetic files into {}",
            args.gen_dir.display()
        )
    })?;
    if generated {
        eprintln!(
            "generated synthetic files into {} in {:.1} s",
            args.gen_dir.display(),
            t.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// The records of an NDJSON string file that have a translation into `lang`.
fn records(ndjson: &[u8], lang: &str) -> anyhow::Result<Vec<StringRecord>> {
    let records: Vec<StringRecord> =
        decode_all(ndjson, 16 << 20).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(records
        .into_iter()
        .filter(|e| e.translations.contains_key(lang))
        .collect())
}

fn translations(ndjson: &[u8], lang: &str) -> anyhow::Result<Vec<Entry>> {
    records(ndjson, lang).map(entries_from_records)
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    ensure_generated(&args)?;
    let registry = Registry::builtin();
    let de = Language::new(
        "de",
        vec![
            locforge_formats::PluralCategory::One,
            locforge_formats::PluralCategory::Other,
        ],
    );
    println!(
        "{:<22} {:<15} {:>6} {:>7} {:>24} {:>9} {:>13} {:>7} {:>9} {:>7}",
        "file",
        "format",
        "MB",
        "strings",
        "raw baseline",
        "raw MB/s",
        "parse MB/s",
        "×raw",
        "build MB/s",
        "×raw"
    );
    for (file, ndjson, key) in FILES {
        let Some(format) = registry.get(key) else {
            println!("{file:<22} {key:<15} (format not built in yet)");
            continue;
        };
        let path = args.gen_dir.join(file);
        let bytes =
            std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let tr = translations(&std::fs::read(args.gen_dir.join(ndjson))?, "de")?;
        let baseline = Baseline::for_file(file);
        let raw_name = baseline.name();
        let raw = time(args.runs, || baseline.run(&bytes));
        let parsed = format
            .parse_all(&bytes, &ParseContext::default())
            .map_err(|e| anyhow::anyhow!(e.in_file(file)))?;
        // parse-file as the service does it: parse, then NDJSON for the response.
        let parse = time(args.runs, || {
            parse_to_strings(format, file, &bytes, None, &[])
                .map(|(b, _)| b.len())
                .unwrap_or(0)
        });
        let build = time(args.runs, || {
            build_one(format, file, &bytes, &tr, None, &de)
                .map(|b| b.len())
                .unwrap_or(0)
        });
        let built =
            build_one(format, file, &bytes, &tr, None, &de).map_err(|e| anyhow::anyhow!("{e}"))?;
        let (r, p, b) = (
            mbps(bytes.len(), raw),
            mbps(bytes.len(), parse),
            mbps(built.len(), build),
        );
        let dom = file.ends_with(".json").then(|| {
            let t = time(args.runs, || Baseline::SerdeJsonValue.run(&bytes));
            mbps(bytes.len(), t)
        });
        println!(
            "{:<22} {:<15} {:>6.2} {:>7} {:>24} {:>9.0} {:>13.0} {:>7.2} {:>9.0} {:>7.2}",
            file,
            key,
            bytes.len() as f64 / 1e6,
            parsed.entries.len(),
            raw_name,
            r,
            p,
            p / r,
            b,
            b / r
        );
        if let Some(d) = dom {
            println!(
                "{:<22} {:<15} {:>6} {:>7} {:>24} {:>9.0} {:>13} {:>7.2} {:>9} {:>7.2}",
                "",
                "",
                "",
                "",
                Baseline::SerdeJsonValue.name(),
                d,
                "",
                p / d,
                "",
                b / d
            );
        }
    }
    println!("(parse = parse + NDJSON serialization of the strings; build = re-parse + splice with de translations; single thread)");
    if args.http {
        http_bench(&args)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs `locforge serve` as a child process and times 5 MB jobs against it over loopback.
fn http_bench(args: &Args) -> anyhow::Result<()> {
    let file = std::fs::read(args.gen_dir.join("flat_reference.json"))?;
    let tr = records(
        &std::fs::read(args.gen_dir.join("flat_reference.ndjson"))?,
        "de",
    )?;
    let ndjson: Vec<u8> = {
        let mut v = Vec::new();
        for e in &tr {
            write_record(e, &mut v)?;
        }
        v
    };
    let data = tempfile::tempdir()?;
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0")?;
        l.local_addr()?.port()
    };
    let secret = hex::encode(rand::random::<[u8; 16]>());
    let mut child = Command::new(std::env::current_exe()?)
        .args(["serve", "--bind", &format!("127.0.0.1:{port}")])
        .env("LOCFORGE_DATA_DIR", data.path())
        .env("LOCFORGE_CLIENT_SECRET", &secret)
        .env("LOCFORGE_FETCH_ALLOW", "127.0.0.1")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .context("cannot start `locforge serve`")?;
    let result = tokio::runtime::Runtime::new()?.block_on(async {
        let files: HashMap<&'static str, Vec<u8>> = [("en.json", file.clone()), ("tr.ndjson", ndjson)].into_iter().collect();
        let fixture = serve_fixture(files).await?;
        let client = reqwest::Client::new();
        let base = format!("http://127.0.0.1:{port}");
        for _ in 0..100 {
            if client.get(format!("{base}/healthz")).send().await.is_ok() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let token = crate::auth::jwt::mint(&secret, &crate::auth::jwt::dev_claims("locforge-dev", crate::transfer::blob::unix_now(), 3600))?;
        let parse = serde_json::json!({"jobType": "parse-file", "file": {"name": "en.json", "contentUrl": format!("{fixture}/en.json")}});
        let build = serde_json::json!({"jobType": "build-file", "file": {"name": "en.json", "contentUrl": format!("{fixture}/en.json")},
            "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}], "stringsUrl": format!("{fixture}/tr.ndjson")});
        for (label, job) in [("parse-file", parse), ("build-file", build)] {
            let mut times = Vec::new();
            for _ in 0..args.runs.max(3) {
                let t = Instant::now();
                let resp = client.post(format!("{base}/process/json-reference")).bearer_auth(&token).json(&job).send().await?;
                let status = resp.status();
                let body = resp.bytes().await?;
                if status != 200 || body.windows(8).any(|w| w == b"\"error\":") {
                    bail!("{label} failed: {status} {}", String::from_utf8_lossy(&body[..body.len().min(300)]));
                }
                times.push(t.elapsed());
            }
            let m = median(times);
            println!("http {label:<11} 5 MB file by contentUrl, result spilled to a signed URL: median {:.1} ms over {} runs", m.as_secs_f64() * 1e3, args.runs.max(3));
        }
        Ok(())
    });
    let hwm = std::fs::read_to_string(format!("/proc/{}/status", child.id()))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l.trim_start_matches("VmHWM:").trim().to_owned())
        });
    let _ = child.kill();
    let _ = child.wait();
    result?;
    if let Some(h) = hwm {
        let kb: f64 = h.trim_end_matches(" kB").trim().parse().unwrap_or(0.0);
        println!(
            "server peak RSS {:.1} MB = {:.2}× the {:.2} MB payload",
            kb / 1e3,
            kb * 1e3 / file.len() as f64,
            file.len() as f64 / 1e6
        );
    }
    Ok(())
}

async fn serve_fixture(files: HashMap<&'static str, Vec<u8>>) -> anyhow::Result<String> {
    use axum::extract::Path as UrlPath;
    let files = std::sync::Arc::new(files);
    let app = axum::Router::new().route(
        "/{name}",
        axum::routing::get(move |UrlPath(name): UrlPath<String>| {
            let files = files.clone();
            async move {
                match files.get(name.as_str()) {
                    Some(b) => (axum::http::StatusCode::OK, b.clone()),
                    None => (axum::http::StatusCode::NOT_FOUND, Vec::new()),
                }
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(format!("http://{addr}"))
}
