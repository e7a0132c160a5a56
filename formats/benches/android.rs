//! Throughput of the `android` format on the synthetic 5 MB strings.xml: parse, build with the
//! generator's German translations, identity build, and quick-xml's raw event loop as baseline.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locforge_formats::AndroidStrings;
use locforge_formats::{Format, Language, NoTranslations, ParseContext, PluralCategory, Text};
use quick_xml::events::Event;
use quick_xml::Reader;

mod common;

fn bench(c: &mut Criterion) {
    let src = common::synthetic("android_strings.xml");
    let translations = common::german("android_strings.ndjson");
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let format: &dyn Format = &AndroidStrings;
    let parsed = format
        .parse_all(&src, &ParseContext::default())
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
                .parse_all(black_box(&src), &ParseContext::default())
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
