//! Parse and build throughput of `xliff12` on the synthetic ~5 MB XLIFF 1.2 file from
//! `locforge corpus gen` (generated into the target tmp dir when missing), next to the raw
//! quick-xml event loop over the same bytes as the baseline.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locforge_formats::Xliff12;
use locforge_formats::{Format, Language, ParseContext, PluralCategory};

mod common;

fn bench(c: &mut Criterion) {
    let src = common::synthetic("xliff12.xlf");
    let translations = common::german("xliff12.ndjson");
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let format: &dyn Format = &Xliff12;
    let parsed = format
        .parse_all(&src, &ParseContext::default())
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
                .parse_all(black_box(&src), &ParseContext::default())
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
