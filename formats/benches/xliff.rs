//! Parse and build throughput of `xliff12` on the synthetic ~5 MB XLIFF 1.2 file from
//! `gen_synthetic.py` (generated into the target tmp dir when missing), next to the raw
//! quick-xml event loop over the same bytes as the baseline.

use std::collections::HashMap;
use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locforge_formats::Xliff12;
use locforge_formats::{Format, Language, ParseContext, PluralCategory, Translation};

fn synthetic() -> (Vec<u8>, HashMap<String, Translation>) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synthetic-5mb");
    let xlf = dir.join("xliff12.xlf");
    if !xlf.exists() {
        let script =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/gen/gen_synthetic.py");
        let status = std::process::Command::new("python3")
            .arg(&script)
            .arg(&dir)
            .args(["--size-mb", "5"])
            .status()
            .expect("python3 runs gen_synthetic.py");
        assert!(status.success(), "gen_synthetic.py failed");
    }
    let src = std::fs::read(&xlf).expect("synthetic xliff12.xlf");
    let ndjson = std::fs::read_to_string(dir.join("xliff12.ndjson")).expect("synthetic ndjson");
    let mut translations = HashMap::new();
    for line in ndjson.lines().filter(|l| !l.trim().is_empty()) {
        let v: serde_json::Value = serde_json::from_str(line).expect("ndjson line");
        let id = v["identifier"].as_str().expect("identifier").to_string();
        let t: Translation =
            serde_json::from_value(v["translations"]["de"].clone()).expect("translation");
        translations.insert(id, t);
    }
    (src, translations)
}

fn bench(c: &mut Criterion) {
    let (src, translations) = synthetic();
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let format: &dyn Format = &Xliff12;
    let parsed = format
        .parse(&src, &ParseContext::default())
        .expect("synthetic file parses");
    let mut out = Vec::new();
    format
        .build(&src, &parsed, &de, None, &translations, &mut out)
        .expect("builds");

    let mut g = c.benchmark_group("xliff12-synthetic-5mb");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function("baseline quick-xml raw events", |b| {
        b.iter(|| {
            let mut r = quick_xml::Reader::from_reader(black_box(&src[..]));
            let mut n = 0usize;
            loop {
                match r.read_event() {
                    Ok(quick_xml::events::Event::Eof) | Err(_) => break,
                    Ok(e) => {
                        black_box(&e);
                        n += 1;
                    }
                }
            }
            n
        })
    });
    g.bench_function("parse", |b| {
        b.iter(|| {
            format
                .parse(black_box(&src), &ParseContext::default())
                .expect("parses")
        })
    });
    g.throughput(Throughput::Bytes(out.len() as u64));
    g.bench_function("build (all ndjson translations)", |b| {
        let mut buf = Vec::with_capacity(out.len() + 1024);
        b.iter(|| {
            buf.clear();
            format
                .build(&src, &parsed, &de, None, &translations, &mut buf)
                .expect("builds");
            buf.len()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
