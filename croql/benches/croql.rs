//! Benchmarks: parse + check of a 1 KB query; evaluation of typical queries over 100,000 source strings.

use criterion::{criterion_group, criterion_main, Criterion};
use locforge_croql::{
    check, parse, print, Context, DateTime, EvalOptions, Evaluator, SchemaOptions, User,
};
use serde_json::{json, Value};
use std::hint::black_box;

fn kb_query() -> String {
    let parts = [
        "count of translations where ( language = @language:\"uk\" and ( count of approvals > 0 or count of votes > 0 ) ) = 0",
        "identifier = \"key\" and id of file = 777",
        "is hidden and not is duplicate and count of translations > 0",
        "count of languages summary where (approvalsCount >= 1) > 0",
        "text contains \"ABC\" and (count of translations where (text contains \"ABC\") = 0)",
        "added between '2023-12-06 13:44:14' and '2023-12-07 13:44:14'",
        "count of languages summary where (is translated and not is approved) > 0",
        "count of translations where (count of approvals where (user != @user:\"crowdin\") > 0) > 0",
        "type is plain or type is icu",
        "max length * 2 + 1 >= 71 xor context contains \"main\"",
        "count of comments where (has unresolved issue) > 0",
    ];
    let mut q = String::new();
    let mut i = 0;
    while q.len() < 1000 {
        if !q.is_empty() {
            q.push_str(if i % 2 == 0 { " and " } else { " or " });
        }
        q.push('(');
        q.push_str(parts[i % parts.len()]);
        q.push(')');
        i += 1;
    }
    q
}

fn records(n: usize) -> Vec<Value> {
    let langs = ["de", "uk", "fr", "es"];
    (0..n)
        .map(|i| {
            let translations: Vec<Value> = (0..(i % 4))
                .map(|j| {
                    json!({
                        "text": format!("Übersetzung {i} {j}"),
                        "language": langs[(i + j) % 4],
                        "user": (i + j) % 7,
                        "updated": "2023-12-08 10:00:00",
                        "votes": if j == 0 { json!([{"isUp": true, "user": 2}]) } else { json!([]) },
                        "approvals": if (i + j) % 5 == 0 { json!([{"user": 1}]) } else { json!([]) }
                    })
                })
                .collect();
            json!({
                "id": i,
                "identifier": format!("key.{i}"),
                "text": format!("Source string number {i} with some words, Hello world"),
                "context": if i % 3 == 0 { Value::Null } else { json!("shown on main page") },
                "maxLength": i % 100,
                "isHidden": i % 10 == 0,
                "isDuplicate": i % 13 == 0,
                "type": "text",
                "added": format!("2023-12-{:02} 13:44:14", 1 + i % 28),
                "updated": "2023-12-07T13:44:14+00:00",
                "file": {"id": 777 + i % 5, "name": "main.json", "title": "Main", "type": "json"},
                "translations": translations,
                "languagesSummary": [{"language": "de", "isTranslated": i % 2 == 0, "isApproved": i % 4 == 0, "rating": i % 3}],
                "comments": [],
                "labels": [{"id": 3, "title": "ui", "isSystem": false}]
            })
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let q = kb_query();
    let opts = SchemaOptions {
        enterprise: false,
        strict: true,
    };
    eprintln!("1 KB query: {} bytes", q.len());
    c.bench_function("parse+check 1KB query", |b| {
        b.iter(|| {
            let e = parse(black_box(&q)).unwrap();
            check(&e, Context::SourceString, &opts).unwrap()
        })
    });
    let e = parse(&q).unwrap();
    c.bench_function("print 1KB query", |b| b.iter(|| print(black_box(&e))));

    let data = records(100_000);
    let ev = Evaluator::new(
        [User {
            id: 1,
            login: "crowdin".into(),
        }],
        None,
        EvalOptions {
            case_sensitive: false,
            now: DateTime::parse("2024-01-01"),
        },
    );
    let queries = [
        ("eval 100k: text contains", "text contains \"number 4242\""),
        (
            "eval 100k: typical",
            "text contains \"hello\" and count of translations where (language = @language:\"de\" and user != @user:\"crowdin\") > 0 or is hidden",
        ),
        (
            "eval 100k: D40",
            "count of translations where ( language = @language:\"uk\" and ( count of approvals > 0 or count of votes > 0 ) ) = 0",
        ),
        ("eval 100k: datetime between", "added between '2023-12-06 13:44:14' and '2023-12-07 13:44:14' and id of file = 777"),
    ];
    let mut group = c.benchmark_group("eval");
    group.sample_size(10);
    for (name, query) in queries {
        let checked = check(
            &parse(query).unwrap(),
            Context::SourceString,
            &SchemaOptions::default(),
        )
        .unwrap();
        let bound = ev.bind(&checked).unwrap();
        eprintln!(
            "{name}: {} matches",
            data.iter().filter(|r| bound.matches(r)).count()
        );
        group.bench_function(name, |b| {
            b.iter(|| data.iter().filter(|r| bound.matches(r)).count())
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
