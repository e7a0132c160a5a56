//! Throughput of the `po` format on the synthetic 5 MB catalog (`locforge corpus gen`), next to the
//! raw baseline of a memchr line scan: parse, identity build (no translations) and a build with
//! every string translated (the generator's German NDJSON).

mod support;
#[path = "../tests/support/wire.rs"]
mod wire;

use std::collections::HashMap;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locforge_formats::po::Po;
use locforge_formats::{
    cldr, Format, NoTranslations, ParseContext, Text, Translation, TranslationStatus,
};

fn synthetic() -> (Vec<u8>, Vec<u8>) {
    let dir = support::synthetic_dir();
    let po = dir.join("gettext.po");
    (
        std::fs::read(&po).expect("gettext.po"),
        std::fs::read(dir.join("gettext.ndjson")).expect("gettext.ndjson"),
    )
}

fn translations(ndjson: &[u8]) -> HashMap<String, Translation> {
    let mut map = HashMap::new();
    for line in ndjson.split(|&b| b == b'\n').filter(|l| !l.is_empty()) {
        let v: serde_json::Value = serde_json::from_slice(line).expect("NDJSON line");
        let id = v["identifier"].as_str().expect("identifier").to_string();
        let text: Text = wire::text(&v["translations"]["de"]["text"]).expect("text");
        map.insert(
            id,
            Translation {
                text,
                status: TranslationStatus::default(),
            },
        );
    }
    map
}

fn bench(c: &mut Criterion) {
    let (src, ndjson) = synthetic();
    let tr = translations(&ndjson);
    let de = cldr::language("de");
    let po: &dyn Format = &Po;
    let parsed = po.parse(&src, &ParseContext::default()).expect("parses");
    assert_eq!(parsed.entries.len(), tr.len(), "entries match the NDJSON");

    let mut g = c.benchmark_group("po");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function("baseline_memchr_lines", |b| {
        b.iter(|| memchr::memchr_iter(b'\n', std::hint::black_box(&src)).count())
    });
    g.bench_function("parse", |b| {
        b.iter(|| po.parse(std::hint::black_box(&src), &ParseContext::default()))
    });
    let mut out = Vec::with_capacity(src.len() * 2);
    g.bench_function("build_identity", |b| {
        b.iter(|| {
            out.clear();
            po.build(&src, &parsed, &de, None, &NoTranslations, &mut out)
                .expect("builds")
        })
    });
    out.clear();
    po.build(&src, &parsed, &de, None, &tr, &mut out)
        .expect("builds");
    g.throughput(Throughput::Bytes(out.len() as u64));
    g.bench_function("build_translated", |b| {
        b.iter(|| {
            out.clear();
            po.build(&src, &parsed, &de, None, &tr, &mut out)
                .expect("builds")
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
