//! The vector and the portable block classifier (`locforge_formats::force_portable`) give the
//! same parses, errors and build bytes for every format on the JSON scanner: on every JSON and
//! String Catalog file of the corpus, and on generated documents of every dialect, whole,
//! truncated and with bytes changed (a proptest). On a machine whose best classifier is the
//! portable one, both runs take the same path and the test still checks determinism.

mod support;

use std::collections::HashMap;
use std::path::PathBuf;

use locforge_formats::{
    force_portable, Format, Language, ParseContext, PluralCategory, Registry, Text, Translation,
    TranslationStatus,
};
use proptest::prelude::*;
use support::*;

/// Every built-in format that reads with the JSON span scanner.
const JSON_KEYS: &[&str] = &[
    "json",
    "i18next",
    "json-reference",
    "arb",
    "formatjs",
    "webext",
    "resjson",
    "go-i18n",
    "i18next-v3",
    "structured-json",
    "xcstrings",
];

/// Everything one path produces for one input: the parse (or its error) and, when it parsed,
/// the identity build, a build with every string replaced, and the streaming build, each as
/// bytes or its error. Compared as text, so a difference prints readably.
fn run(format: &dyn Format, src: &[u8], portable: bool) -> String {
    force_portable(portable);
    let target = Language::new(
        "ru",
        vec![
            PluralCategory::One,
            PluralCategory::Few,
            PluralCategory::Many,
            PluralCategory::Other,
        ],
    );
    let source = Language::new("en", vec![PluralCategory::One, PluralCategory::Other]);
    let targets = [target.clone()];
    let ctx = ParseContext {
        source: Some(&source),
        targets: &targets,
    };
    let mut report = String::new();
    let parsed = format.parse_all(src, &ctx);
    report.push_str(&format!("parse: {parsed:?}\n"));
    if let Ok(parsed) = parsed {
        let translated: HashMap<String, Translation<'static>> = parsed
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let text = match &e.text {
                    Text::Plain(s) => Text::plain(format!("«{i}» \"{s}\"\n\\")),
                    Text::Plural(_) => Text::Plural(
                        target
                            .plural_categories
                            .iter()
                            .map(|c| (*c, format!("{c:?} {i} \u{1}é").into()))
                            .collect(),
                    ),
                };
                let status = TranslationStatus::default();
                (e.identifier.to_string(), Translation { text, status })
            })
            .collect();
        for tr in [HashMap::new(), translated] {
            let mut out = Vec::new();
            let built = format.build(src, &parsed, &target, None, &tr, &mut out);
            report.push_str(&format!(
                "build: {built:?} {}\n",
                String::from_utf8_lossy(&out)
            ));
            if !format.multilingual() {
                let streamed = format
                    .build_streaming(src, &target, None, &tr, Vec::new())
                    .map(|(_, bytes)| String::from_utf8_lossy(&bytes).into_owned());
                report.push_str(&format!("streamed: {streamed:?}\n"));
            }
        }
    }
    force_portable(false);
    report
}

/// Asserts both paths agree on `src` for every JSON-family format.
fn same_on_both_paths(name: &str, src: &[u8]) {
    let registry = Registry::builtin();
    for key in JSON_KEYS {
        let format = registry.get(key).expect("a built-in JSON format");
        let vector = run(&**format, src, false);
        let portable = run(&**format, src, true);
        assert!(
            vector == portable,
            "{key} on {name}: the vector and portable scans differ\n--- vector\n{vector}\n--- portable\n{portable}"
        );
    }
}

fn corpus_json_files() -> Vec<PathBuf> {
    let (mut files, edge) = corpus_files("json", &["json", "arb", "resjson"]);
    files.extend(edge);
    let (apple, apple_edge) = corpus_files("apple", &["xcstrings"]);
    files.extend(apple);
    files.extend(apple_edge);
    files
}

#[test]
fn every_json_corpus_file_parses_and_builds_the_same_on_both_paths() {
    let files = corpus_json_files();
    assert!(files.len() > 100, "the JSON corpus is missing");
    assert!(
        files
            .iter()
            .any(|f| f.extension().is_some_and(|e| e == "xcstrings")),
        "no String Catalog in the corpus"
    );
    for path in files {
        let src = std::fs::read(&path).expect("readable corpus file");
        same_on_both_paths(&path.display().to_string(), &src);
    }
}

#[test]
fn inputs_that_end_inside_a_token_fail_alike_at_every_cut() {
    // A document with a string crossing a 64-byte block, an escape at a block edge, a comment,
    // nested objects and a long run of white space; cut at every byte.
    let mut doc = String::from("{\n  // note\n  \"a\": {\"b_one\": \"x\", \"b_other\": \"y\"},\n");
    doc.push_str(&format!("  \"long\": \"{}\\\"\\u00e9\",", "z".repeat(70)));
    doc.push_str(&" ".repeat(130));
    doc.push_str("\"n\": [1, -2.5e3, true, null, \"\\ud83d\\ude00\"],\n  \"m\": {\"message\": \"hi\", \"description\": \"d\"}\n}\n");
    let bytes = doc.as_bytes();
    for cut in 0..=bytes.len() {
        same_on_both_paths(&format!("cut at {cut}"), &bytes[..cut]);
    }
}

/// A JSON string body with the characters scanners trip on: escapes, quotes, non-ASCII,
/// ICU plurals, and (rarely) a raw control character, which must be refused.
fn string_body() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z ]{0,12}",
        "[a-zé😀 ]{0,90}",
        Just("{n, plural, one {# item} other {# items}}".to_string()),
        Just("\\\"q\\\\ \\n\\t\\u00e9\\ud83d\\ude00".to_string()),
        Just("tab\there".to_string()),
        "[ -~]{0,40}".prop_map(|s| s.replace('\\', "\\\\").replace('"', "\\\"")),
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z]{1,6}",
        "[a-z]{1,4}_(one|other|few|plural|0|1)",
        Just("@@locale".to_string()),
        Just("@k".to_string()),
        Just("message".to_string()),
        Just("defaultMessage".to_string()),
        Just("description".to_string()),
        Just("string".to_string()),
        Just("other".to_string()),
        Just("_k.comment".to_string()),
        Just("k".to_string()),
        Just("a.b".to_string()),
    ]
}

/// Between tokens: nothing, spaces, newlines with indentation past a block, or a comment.
fn gap() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => Just(String::new()),
        4 => " {1,3}",
        2 => "\n {0,70}",
        1 => Just("\r\n\t".to_string()),
        1 => Just(" /* c */ ".to_string()),
        1 => Just("// line\n".to_string()),
    ]
}

#[derive(Debug, Clone)]
enum Value {
    Str(String),
    Scalar(&'static str),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        4 => string_body().prop_map(Value::Str),
        1 => prop_oneof![Just("1"), Just("-0.5e+2"), Just("true"), Just("null")]
            .prop_map(Value::Scalar),
    ];
    leaf.prop_recursive(4, 40, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec((key(), inner), 0..6).prop_map(Value::Object),
        ]
    })
}

fn gap_into(gaps: &mut impl Iterator<Item = String>, out: &mut String) {
    out.push_str(&gaps.next().unwrap_or_default());
}

fn write(v: &Value, gaps: &mut impl Iterator<Item = String>, out: &mut String) {
    match v {
        Value::Str(s) => out.push_str(&format!("\"{s}\"")),
        Value::Scalar(s) => out.push_str(s),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                gap_into(gaps, out);
                write(item, gaps, out);
            }
            gap_into(gaps, out);
            out.push(']');
        }
        Value::Object(members) => {
            out.push('{');
            for (i, (k, item)) in members.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                gap_into(gaps, out);
                out.push_str(&format!("\"{k}\""));
                gap_into(gaps, out);
                out.push(':');
                gap_into(gaps, out);
                write(item, gaps, out);
            }
            gap_into(gaps, out);
            out.push('}');
        }
    }
}

/// A generated document: a top-level object (what every dialect reads), white space and
/// comments between tokens, then possibly damaged.
fn document() -> impl Strategy<Value = Vec<u8>> {
    (
        prop::collection::vec((key(), value()), 0..8),
        prop::collection::vec(gap(), 64),
        any::<bool>(),
        prop_oneof![
            3 => Just(None),
            1 => (any::<prop::sample::Index>(), any::<u8>()).prop_map(Some),
        ],
        prop_oneof![3 => Just(None), 1 => any::<prop::sample::Index>().prop_map(Some)],
    )
        .prop_map(|(members, gaps, bom, change, cut)| {
            let mut text = String::new();
            if bom {
                text.push('\u{feff}');
            }
            let mut gaps = gaps.into_iter().cycle();
            write(&Value::Object(members), &mut gaps, &mut text);
            text.push('\n');
            let mut bytes = text.into_bytes();
            if let Some((at, byte)) = change {
                let at = at.index(bytes.len());
                bytes[at] = byte;
            }
            if let Some(cut) = cut {
                let len = cut.index(bytes.len() + 1);
                bytes.truncate(len);
            }
            bytes
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn generated_documents_parse_and_build_the_same_on_both_paths(doc in document()) {
        same_on_both_paths("a generated document", &doc);
    }
}
