//! Throughput of the `android` format on the synthetic 5 MB strings.xml: parse, build with the
//! generator's German translations, identity build, and quick-xml's raw event loop as baseline.

mod support;
#[path = "../tests/support/wire.rs"]
mod wire;

use std::collections::HashMap;
use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locforge_formats::android::AndroidStrings;
use locforge_formats::{
    Format, Language, NoTranslations, ParseContext, PluralCategory, Text, Translation,
};
use quick_xml::events::Event;
use quick_xml::Reader;

/// The synthetic file and its translations, generated on first use.
fn synthetic() -> (Vec<u8>, HashMap<String, Translation>) {
    let dir = support::synthetic_dir();
    let xml = dir.join("android_strings.xml");
    let src = std::fs::read(&xml).expect("synthetic strings.xml");
    let ndjson = std::fs::read_to_string(dir.join("android_strings.ndjson")).expect("ndjson");
    let mut translations = HashMap::new();
    for line in ndjson.lines().filter(|l| !l.trim().is_empty()) {
        let v: serde_json::Value = serde_json::from_str(line).expect("ndjson line");
        let id = v["identifier"].as_str().expect("identifier").to_string();
        let t: Translation = wire::translation(&v["translations"]["de"]).expect("translation");
        translations.insert(id, t);
    }
    (src, translations)
}

fn bench(c: &mut Criterion) {
    let (src, translations) = synthetic();
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let format: &dyn Format = &AndroidStrings;
    let parsed = format
        .parse(&src, &ParseContext::default())
        .expect("synthetic parses");
    let plurals = parsed
        .entries
        .iter()
        .filter(|e| matches!(e.text, Text::Plural(_)))
        .count();
    eprintln!(
        "synthetic: {} bytes, {} entries ({plurals} plurals), {} translations",
        src.len(),
        parsed.entries.len(),
        translations.len()
    );
    let mut out = Vec::new();
    format
        .build(&src, &parsed, &de, None, &translations, &mut out)
        .expect("builds");
    let built_len = out.len() as u64;

    let mut g = c.benchmark_group("android");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function("quick-xml raw events (baseline)", |b| {
        b.iter(|| {
            let text = std::str::from_utf8(&src).expect("utf8");
            let mut reader = Reader::from_str(text);
            let mut n = 0usize;
            loop {
                match reader.read_event() {
                    Ok(Event::Eof) => break,
                    Ok(ev) => n += black_box(&ev).len(),
                    Err(e) => panic!("{e}"),
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
    g.bench_function("build identity", |b| {
        let mut out = Vec::with_capacity(src.len() * 2);
        b.iter(|| {
            out.clear();
            format
                .build(&src, &parsed, &de, None, &NoTranslations, &mut out)
                .expect("builds");
            out.len()
        })
    });
    g.throughput(Throughput::Bytes(built_len));
    g.bench_function("build de", |b| {
        let mut out = Vec::with_capacity(src.len() * 2);
        b.iter(|| {
            out.clear();
            format
                .build(&src, &parsed, &de, None, &translations, &mut out)
                .expect("builds");
            out.len()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
