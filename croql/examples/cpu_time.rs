//! Thread-CPU-time measurements of parse+check (1 KB query) and evaluation over 100,000 source strings, for
//! machines too loaded for criterion's wall-clock numbers to mean much. Linux only (reads
//! `/proc/thread-self/schedstat`). Run: `cargo run --release --example cpu_time`.

use locforge_croql::{
    check, parse, Context, DateTime, EvalOptions, Evaluator, SchemaOptions, User,
};
use serde_json::{json, Value};

fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|v| v.parse().ok()))
        .unwrap_or(0)
}

/// The same 1 KB query as the criterion benchmark.
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

fn translations(i: usize) -> Value {
    Value::Array(
        (0..(i % 4))
            .map(|j| {
                json!({"text": format!("Übersetzung {i} {j}"), "language": if (i + j).is_multiple_of(2) { "de" } else { "uk" },
                       "user": (i + j) % 7, "votes": [], "approvals": []})
            })
            .collect(),
    )
}

fn main() {
    let q = kb_query();
    let opts = SchemaOptions {
        enterprise: false,
        strict: true,
    };
    let n = 5000;
    let t = cpu_ns();
    for _ in 0..n {
        let e = parse(std::hint::black_box(&q)).expect("parses");
        std::hint::black_box(check(&e, Context::SourceString, &opts).expect("checks"));
    }
    println!(
        "parse+check of a {} byte query: {:.1} µs CPU",
        q.len(),
        (cpu_ns() - t) as f64 / n as f64 / 1e3
    );

    let data: Vec<Value> = (0..100_000)
        .map(|i| {
            json!({"identifier": format!("key.{i}"), "text": format!("Source string number {i} with some words, Hello world"),
                   "isHidden": i % 10 == 0, "maxLength": i % 100, "context": "x", "added": "2023-12-06 13:44:14",
                   "updated": "2023-12-06 13:44:14", "translations": translations(i), "file": {"id": 777, "name": "a"},
                   "type": "text", "isDuplicate": false})
        })
        .collect();
    let rounds = 5;
    let t = cpu_ns();
    let mut m = 0;
    for _ in 0..rounds {
        m = data
            .iter()
            .filter(|r| {
                r.get("text")
                    .and_then(Value::as_str)
                    .is_some_and(|s| s.contains("number 4242"))
            })
            .count();
    }
    println!(
        "floor, one serde_json lookup + str::contains per record: {m} matches, {:.1} ms CPU per 100k",
        (cpu_ns() - t) as f64 / rounds as f64 / 1e6
    );
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
    for query in [
        "text contains \"number 4242\"",
        "text contains \"hello\" and count of translations where (language = @language:\"de\" and user != @user:\"crowdin\") > 0 or is hidden",
        "count of translations where ( language = @language:\"uk\" and ( count of approvals > 0 or count of votes > 0 ) ) = 0",
    ] {
        let c = check(&parse(query).expect("parses"), Context::SourceString, &SchemaOptions::default()).expect("checks");
        let b = ev.bind(&c).expect("binds");
        let t = cpu_ns();
        for _ in 0..rounds {
            m = data.iter().filter(|r| b.matches(r)).count();
        }
        println!("{query}: {m} matches, {:.1} ms CPU per 100k", (cpu_ns() - t) as f64 / rounds as f64 / 1e6);
    }
}
