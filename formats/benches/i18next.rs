//! Parse and build throughput of the JSON dialects on the synthetic 5 MB i18next file
//! (``locforge corpus gen` … i18next_nested.json`), with `serde_json` skipping the same bytes
//! (`IgnoredAny`) as the baseline in the same run.

use std::collections::HashMap;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locforge_formats::{
    Format, Language, NoTranslations, ParseContext, PluralCategory, Text, Translation,
    TranslationStatus,
};
use locforge_formats::{I18nextJson, NestedJson};

mod common;

fn bench(c: &mut Criterion) {
    let src = common::synthetic("i18next_nested.json");
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let mut g = c.benchmark_group("i18next_nested.json");
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.sample_size(20);

    g.bench_function("baseline serde_json IgnoredAny", |b| {
        b.iter(|| {
            serde_json::from_slice::<serde::de::IgnoredAny>(&src).expect("valid JSON");
        })
    });
    for (name, format) in [
        ("i18next", &I18nextJson as &dyn Format),
        ("json", &NestedJson),
    ] {
        g.bench_function(format!("parse {name}"), |b| {
            b.iter(|| {
                format
                    .parse_all(&src, &ParseContext::default())
                    .expect("parses")
            })
        });
        let parsed = format
            .parse_all(&src, &ParseContext::default())
            .expect("parses");
        let mut out = Vec::with_capacity(src.len() * 2);
        g.bench_function(format!("build {name} unchanged"), |b| {
            b.iter(|| {
                out.clear();
                format
                    .build(&src, &parsed, &de, None, &NoTranslations, &mut out)
                    .expect("builds");
            })
        });
        // Every string translated (plural groups regenerated), as a real build does.
        let tr: HashMap<String, Translation<'static>> = parsed
            .entries
            .iter()
            .map(|e| {
                let text = match &e.text {
                    Text::Plain(s) => Text::plain(format!("DE {s}")),
                    Text::Plural(m) => Text::Plural(
                        m.iter()
                            .map(|(c, s)| (*c, format!("DE {s}").into()))
                            .collect(),
                    ),
                };
                let t = Translation {
                    text,
                    status: TranslationStatus::default(),
                };
                (e.identifier.to_string(), t)
            })
            .collect();
        g.bench_function(format!("build {name} translated"), |b| {
            b.iter(|| {
                out.clear();
                format
                    .build(&src, &parsed, &de, None, &tr, &mut out)
                    .expect("builds");
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
