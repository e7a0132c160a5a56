//! parse-file and build-file jobs of both JSON formats on the synthetic 5 MB flat file, as the
//! engine runs them (parse + NDJSON of the strings; re-parse + splice), next to serde_json's
//! raw parse of the same bytes (validation only, and into a `Value` DOM) in the same run.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locforge::engine::jobs::{build_one, parse_to_strings};
use locforge::engine::output::strings_buffer;
use locforge::engine::records::entries_from_records;
use locforge::engine::sinks::NdjsonSink;
use locforge_formats::{Entry, Language, ParseContext, PluralCategory, Registry, Sink};
use locforge_protocol::ndjson::decode_all;

/// The synthetic files (the `locforge-synthetic` generator, as `locforge corpus gen` writes them),
/// generated on first use into Cargo's temp dir for benches.
fn synthetic(name: &str) -> Vec<u8> {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synthetic-5mb");
    locforge_synthetic::ensure(&dir, 5 << 20, 1).expect("writes the synthetic files");
    std::fs::read(dir.join(name)).expect("synthetic file")
}

fn bench(c: &mut Criterion) {
    let src = synthetic("flat_reference.json");
    let strings: Vec<Entry> = entries_from_records(
        decode_all(&synthetic("flat_reference.ndjson"), 1 << 24).expect("ndjson"),
    );
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let registry = Registry::builtin();
    let mut g = c.benchmark_group("flat_reference.json");
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.sample_size(15);
    g.bench_function("baseline serde_json IgnoredAny", |b| {
        b.iter(|| serde_json::from_slice::<serde::de::IgnoredAny>(&src).is_ok())
    });
    g.bench_function("baseline serde_json Value", |b| {
        b.iter(|| serde_json::from_slice::<serde_json::Value>(&src).is_ok())
    });
    for key in ["json-reference", "json"] {
        let format = registry.get(key).expect("registered");
        g.bench_function(format!("parse-file {key}"), |b| {
            b.iter(|| {
                let mut out = Vec::with_capacity(src.len() * 2);
                parse_to_strings(
                    format,
                    "flat_reference.json",
                    &src,
                    None,
                    &[],
                    &mut out,
                    None,
                )
                .expect("parses");
                out.len()
            })
        });
        g.bench_function(format!("build-file {key}"), |b| {
            b.iter(|| {
                build_one(format, "flat_reference.json", &src, &strings, None, &de)
                    .expect("builds")
                    .len()
            })
        });
    }
    // The NDJSON writer alone, on the same entries: string records through serde (what
    // parse-file did before the sinks) against the NDJSON sink's direct writing.
    let json = registry.get("json-reference").expect("registered");
    let entries = json
        .parse_all(&src, &ParseContext::default())
        .expect("parses")
        .entries;
    g.bench_function("ndjson via records + serde", |b| {
        b.iter(|| strings_buffer(entries.clone()).expect("serializes").len())
    });
    g.bench_function("ndjson via the sink", |b| {
        b.iter(|| {
            let mut sink = NdjsonSink::new(Vec::with_capacity(src.len() * 2));
            for e in entries.clone() {
                sink.entry(0, e).expect("writes");
            }
            sink.into_inner().len()
        })
    });
    g.bench_function("clone of the entries (in both above)", |b| {
        b.iter(|| entries.clone().len())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
