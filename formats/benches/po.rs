//! Throughput of the `po` format on the synthetic 5 MB catalog (`locforge corpus gen`), next to the
//! raw baseline of a memchr line scan: parse, identity build (no translations) and a build with
//! every string translated (the generator's German NDJSON).

use std::collections::HashMap;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locforge_formats::Po;
use locforge_formats::{
    cldr, Format, NoTranslations, ParseContext, Translation, TranslationStatus,
};

mod common;

fn bench(c: &mut Criterion) {
    let src = common::synthetic("gettext.po");
    // The generator's texts, each with the default status.
    let tr: HashMap<String, Translation<'static>> = common::german("gettext.ndjson")
        .into_iter()
        .map(|(id, t)| {
            let t = Translation {
                text: t.text,
                status: TranslationStatus::default(),
            };
            (id, t)
        })
        .collect();
    let de = cldr::language("de");
    let po: &dyn Format = &Po;
    let parsed = po
        .parse_all(&src, &ParseContext::default())
        .expect("parses");
    assert_eq!(parsed.entries.len(), tr.len(), "entries match the NDJSON");

    let mut g = c.benchmark_group("po");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function("baseline_memchr_lines", |b| {
        b.iter(|| memchr::memchr_iter(b'\n', std::hint::black_box(&src)).count())
    });
    g.bench_function("parse", |b| {
        b.iter(|| po.parse_all(std::hint::black_box(&src), &ParseContext::default()))
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
