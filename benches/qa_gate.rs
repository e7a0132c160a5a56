//! qa-gate over 100,000 strings on one core: every check on, a deterministic mix of plain text,
//! named and positional placeholders, printf conversions, HTML tags, ICU plurals and faulty
//! translations (missing placeholder, broken tag, trailing space, too long, empty).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locforge::workflow::qa::{check, QaChecks};

const STRINGS: usize = 100_000;

/// (source, translation, maxLength) number `i`.
fn case(i: usize) -> (String, Option<String>, Option<usize>) {
    match i % 8 {
        0 => (
            format!("Hello {{name}}, you have {i} new messages"),
            Some(format!("Hallo {{name}}, du hast {i} neue Nachrichten")),
            None,
        ),
        1 => (
            format!("%1$s uploaded %2$d files ({i})"),
            Some(format!("%1$s hat %2$d Dateien hochgeladen ({i})")),
            None,
        ),
        2 => (
            format!("<b>Warning</b>: item {i} is <a href=\"/x\">locked</a>"),
            Some(format!(
                "<b>Warnung</b>: Element {i} ist <a href=\"/x\">gesperrt</a>"
            )),
            None,
        ),
        3 => (
            "{count, plural, one {# file} other {# files}}".into(),
            Some("{count, plural, one {# Datei} other {# Dateien}}".into()),
            None,
        ),
        4 => (format!("Save {i}"), Some(format!("Speichern {i}")), Some(8)),
        5 => (
            format!("Name {{0}} {i}: "),
            Some(format!("Name {i}:")),
            None,
        ),
        6 => (
            format!("Plain source text number {i} without anything special in it"),
            Some(format!(
                "Einfacher Quelltext Nummer {i} ohne Besonderheiten"
            )),
            None,
        ),
        _ => (format!("Welcome {i}"), None, None),
    }
}

fn bench(c: &mut Criterion) {
    let cases: Vec<_> = (0..STRINGS).map(case).collect();
    let checks = QaChecks::default();
    let mut g = c.benchmark_group("qa-gate");
    g.throughput(Throughput::Elements(STRINGS as u64));
    g.sample_size(10);
    g.bench_function("100k strings, all checks, one core", |b| {
        b.iter(|| {
            cases
                .iter()
                .filter(|(s, t, m)| check(&checks, s, t.as_deref(), *m).is_empty())
                .count()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
