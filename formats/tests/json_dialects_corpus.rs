//! What is specific to the JSON dialects (`i18next`, `arb`, `formatjs`, and `json` with ICU
//! plurals; identity, re-parse for other plural shapes and edge cases of the corpus are in
//! invariants.rs): ICU plural forms under hostile translations (corpus and proptest, checked with
//! serde_json), i18next group layout, BOM/CRLF, detection, damaged documents.

mod support;

use std::collections::HashMap;
use std::path::Path;

use locforge_formats::icu::{self, IcuDialect};
use locforge_formats::Arb;
use locforge_formats::FormatJs;
use locforge_formats::{
    Format, Language, ParseContext, PluralCategory, Registry, Text, Translation, TranslationStatus,
};
use locforge_formats::{I18nextJson, NestedJson};
use proptest::prelude::*;
use support::*;

use PluralCategory::*;

/// Each dialect with the corpus folders written in it.
fn dialects() -> Vec<(&'static dyn Format, &'static [&'static str])> {
    vec![
        (&I18nextJson, &["json/i18next"]),
        (&Arb, &["json/arb"]),
        (&FormatJs, &["json/formatjs"]),
        (
            &NestedJson,
            &[
                "json/nested",
                "json/flat",
                "json/symfony-fixtures",
                "json/i18next",
                "json/formatjs",
            ],
        ),
    ]
}

fn files(dirs: &[&str]) -> Vec<std::path::PathBuf> {
    let mut all = Vec::new();
    for d in dirs {
        let (regular, _) = corpus_files(d, &["json", "arb"]);
        assert!(!regular.is_empty(), "no corpus files in {d}");
        all.extend(regular);
    }
    all
}

fn short(path: &Path) -> String {
    let s = path.display().to_string();
    s.split("corpus/").nth(1).unwrap_or(&s).to_string()
}

/// What a re-parse returns for a translated text: ICU plural forms come back as written by the
/// assembler (`icu::encode_form`), everything else unchanged.
fn expected(dialect: Option<IcuDialect>) -> impl Fn(&str, &Text<'static>) -> Text<'static> {
    move |_, t| match (t, dialect) {
        (Text::Plural(m), Some(d)) => Text::Plural(
            m.iter()
                .map(|(c, s)| (*c, icu::encode_form(s, d).into_owned().into()))
                .collect(),
        ),
        _ => t.clone(),
    }
}

#[test]
fn build_for_ru_keeps_group_layout_on_a_real_i18next_file() {
    let path = corpus_root().join(
        "json/i18next/react-i18next/example/react-typescript/simple/src/i18n/en/translation.json",
    );
    let src = std::fs::read(&path).expect("readable");
    let parsed = I18nextJson
        .parse_all(&src, &ParseContext::default())
        .expect("parses");
    let target = lang("ru", &[One, Few, Many, Other]);
    let tr = translate_all(&parsed.entries, &target, |_, s| s.to_string());
    let out = build(&I18nextJson, &src, &parsed, &target, &tr);
    let out = String::from_utf8(out).expect("utf8");
    assert!(
        out.contains("  \"userMessagesUnread_one\": \"You have {{count}} unread message.\",\n  \"userMessagesUnread_few\": \"You have {{count}} unread messages.\",\n  \"userMessagesUnread_many\": \"You have {{count}} unread messages.\",\n  \"userMessagesUnread_other\": \"You have {{count}} unread messages.\"\n}"),
        "{out}"
    );
}

#[test]
fn bom_and_crlf_survive_identity_and_group_rebuild() {
    let src = "\u{feff}{\r\n  \"a\": {\r\n    \"k_one\": \"one\",\r\n    \"k_other\": \"many\"\r\n  },\r\n  \"n\": \"{c, plural,\\r\\n one {#} other {##}}\"\r\n}\r\n";
    for format in [&I18nextJson as &dyn Format, &NestedJson] {
        let parsed = format
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect("parses");
        assert_identity_bytes(format, src.as_bytes(), &lang("en", &[One, Other]));
        let target = lang("ru", &[One, Few, Many, Other]);
        let tr = translate_all(&parsed.entries, &target, |i, s| format!("{s}{i}"));
        let out = build(format, src.as_bytes(), &parsed, &target, &tr);
        assert!(out.starts_with("\u{feff}{\r\n".as_bytes()));
        assert!(!String::from_utf8_lossy(&out)
            .replace("\r\n", "")
            .contains('\n'));
        assert!(out.ends_with(b"}\r\n"));
    }
    let out = {
        let parsed = I18nextJson
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect("parses");
        let target = lang("ru", &[One, Few, Many, Other]);
        let tr = translate_all(&parsed.entries, &target, |_, s| s.to_string());
        String::from_utf8(build(&I18nextJson, src.as_bytes(), &parsed, &target, &tr)).expect("utf8")
    };
    assert!(out.contains("\"k_one\": \"one\",\r\n    \"k_few\": \"many\",\r\n    \"k_many\": \"many\",\r\n    \"k_other\": \"many\"\r\n  }"), "{out}");
    assert!(
        out.contains("\"{c, plural,\\r\\n one {#} few {##} many {##} other {##}}\""),
        "{out}"
    );
}

fn assert_identity_bytes(format: &dyn Format, src: &[u8], target: &Language) {
    let parsed = format
        .parse_all(src, &ParseContext::default())
        .expect("parses");
    let out = build(format, src, &parsed, target, &HashMap::new());
    assert_eq!(out, src);
}

#[test]
fn detection_picks_the_dialect() {
    let r = Registry::builtin();
    let key = |name: &str, content: &[u8]| r.detect(name, content).map(|f| f.info().key);
    let read = |p: &str| std::fs::read(corpus_root().join(p)).expect("readable");
    assert_eq!(
        key(
            "material_de.arb",
            &read("json/arb/flutter/packages/flutter_localizations/lib/src/l10n/material_de.arb")
        ),
        Some("arb")
    );
    assert_eq!(
        key(
            "translation.json",
            &read("json/i18next/headlamp/frontend/src/i18n/locales/pl/translation.json")
        ),
        Some("i18next")
    );
    assert_eq!(
        key(
            "en.json",
            br#"{"a": {"defaultMessage": "x", "description": "d"}}"#
        ),
        Some("formatjs")
    );
    assert_eq!(
        key("en.json", &read("json/nested/primelocale/ja.json")),
        Some("json")
    );
    // The reference module stays registered after `json`.
    let order: Vec<_> = r.iter().map(|f| f.info().key).collect();
    let pos = |k| order.iter().position(|x| *x == k);
    assert!(pos("json") < pos("json-reference"));
    assert!(
        pos("arb") < pos("json") && pos("formatjs") < pos("json") && pos("i18next") < pos("json")
    );
}

/// Small documents of each dialect with every kind of slot.
const HOSTILE_DOCS: &[(&str, &str)] = &[
    ("i18next", "{\n  \"a\": {\n    \"k_one\": \"x\",\n    \"k_other\": \"y\"\n  },\n  \"p\": \"z\",\n  \"n\": \"{c, plural, one {#} other {# s}}\"\n}\n"),
    ("json", "{\"a\": [\"x\", {\"b\": \"{c, plural, one {#} other {# s}}\"}], \"k_one\": \"o\", \"k_other\": \"p\"}"),
    ("arb", "{\n  \"@@locale\": \"en\",\n  \"t\": \"x\",\n  \"@t\": {\"description\": \"d\"},\n  \"n\": \"{c, plural, one{#} other{# s}}\"\n}\n"),
    ("formatjs", "{\"a.b\": {\"defaultMessage\": \"x\", \"description\": \"d\"}, \"n\": {\"defaultMessage\": \"{c, plural, one {#} other {# s}}\"}, \"f\": \"flat\"}"),
];

fn format_of(key: &str) -> &'static dyn Format {
    match key {
        "i18next" => &I18nextJson,
        "arb" => &Arb,
        "formatjs" => &FormatJs,
        _ => &NestedJson,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn hostile_translations_survive(
        texts in proptest::collection::vec(r#"[ "\\<&{}%@?#:'\n\t/a-zé😀\u{202e}\u{05d0}]{0,24}"#, 6),
        doc in 0..HOSTILE_DOCS.len(),
        target in prop_oneof![
            Just(vec![One, Other]), Just(vec![One, Few, Many, Other]), Just(vec![Other]),
            Just(PluralCategory::ALL.to_vec())
        ],
    ) {
        let (key, src) = HOSTILE_DOCS[doc];
        let format = format_of(key);
        let target = lang("xx", &target);
        let targets = [target.clone()];
        let ctx = ParseContext { source: None, targets: &targets };
        let parsed = format.parse_all(src.as_bytes(), &ctx).expect("parses");
        let tr = translate_all(&parsed.entries, &target, |i, _| texts[i % texts.len()].clone());
        let icu_dialect = if key == "arb" { IcuDialect::Icu4j } else { IcuDialect::FormatJs };
        let out = assert_reparse_as_translation(
            format, "hostile", src.as_bytes(), &target, &tr, &|id, t| {
                // i18next groups hold texts as JSON strings; ICU plurals hold encoded forms.
                let is_group = key == "i18next" && id == "a.k";
                expected((!is_group).then_some(icu_dialect))(id, t)
            },
        );
        // serde_json, an independent parser, reads every value back.
        let v: serde_json::Value = serde_json::from_slice(&out).expect("valid JSON");
        let plain_of = |i: usize| texts[i % texts.len()].as_str();
        match key {
            "i18next" => {
                prop_assert_eq!(v["p"].as_str(), Some(plain_of(1)));
                for c in target.categories() {
                    prop_assert_eq!(v["a"][format!("k_{c}")].as_str(), Some(plain_of(0)));
                }
                let icu_text = v["n"].as_str().expect("string");
                let m = icu::parse_plural(icu_text, icu_dialect).expect("ICU plural");
                prop_assert_eq!(m.cases.len(), target.categories().len());
                let want = icu::encode_form(plain_of(2), icu_dialect);
                for case in &m.cases {
                    prop_assert_eq!(case.message, want.as_ref());
                }
            }
            "arb" => {
                prop_assert_eq!(v["@@locale"].as_str(), Some("xx"));
                prop_assert_eq!(v["t"].as_str(), Some(plain_of(0)));
                prop_assert_eq!(v["@t"]["description"].as_str(), Some("d"));
            }
            "formatjs" => {
                prop_assert_eq!(v["a.b"]["defaultMessage"].as_str(), Some(plain_of(0)));
                prop_assert_eq!(v["f"].as_str(), Some(plain_of(2)));
            }
            _ => {
                prop_assert_eq!(v["a"][0].as_str(), Some(plain_of(0)));
                prop_assert_eq!(v["k_one"].as_str(), Some(plain_of(2)));
            }
        }
    }
}

#[test]
fn translations_keyed_by_suffix_fill_plain_json_not_i18next_groups() {
    // Documented behaviour: `json` keeps `k_one`/`k_other` as strings (the synthetic NDJSON's
    // identifiers); `i18next` looks the group up by its base key only.
    let src = br#"{"k_one": "a", "k_other": "b"}"#;
    let tr: HashMap<String, Translation<'static>> = [("k_one", "A"), ("k_other", "B")]
        .into_iter()
        .map(|(k, v)| {
            (
                k.to_string(),
                Translation {
                    text: Text::Plain(v.into()),
                    status: TranslationStatus::default(),
                },
            )
        })
        .collect();
    let de = lang("de", &[One, Other]);
    let parsed = NestedJson
        .parse_all(src, &ParseContext::default())
        .expect("parses");
    assert_eq!(
        build(&NestedJson, src, &parsed, &de, &tr),
        br#"{"k_one": "A", "k_other": "B"}"#
    );
    let parsed = I18nextJson
        .parse_all(src, &ParseContext::default())
        .expect("parses");
    assert_eq!(build(&I18nextJson, src, &parsed, &de, &tr), src);
}

/// Hostile texts every corpus entry is translated with in turn.
const HOSTILE: &[&str] = &[
    "\"quoted\" \\back\\slash/",
    "<b>&amp;</b> {name} %s %1$d @user ?q #1 : ok",
    "  leading and trailing  ",
    "line1\nline2\r\n\ttab\u{1}",
    "עברית \u{202e}RTL\u{202c} العربية",
    "emoji 😀👍🏽 \u{fe0f}",
    "it's {broken",
    "}{",
    "'{'quoted'}' it''s",
    "a # b {n, number}",
    "",
];

#[test]
fn hostile_translations_on_every_corpus_file() {
    for (format, dirs) in dialects() {
        let dialect = if format.info().key == "arb" {
            IcuDialect::Icu4j
        } else {
            IcuDialect::FormatJs
        };
        for path in files(dirs) {
            let name = short(&path);
            let src = std::fs::read(&path).expect("readable");
            let target = lang("ru", &[One, Few, Many, Other]);
            let targets = [target.clone()];
            let ctx = ParseContext {
                source: None,
                targets: &targets,
            };
            let parsed = format.parse_all(&src, &ctx).expect("parses");
            // Entries whose plural is ICU text come back with their forms encoded as ICU.
            let icu_ids: std::collections::HashSet<String> = parsed
                .skeleton
                .slots()
                .iter()
                .filter(|s| s.kind == locforge_formats::icu::KIND_ICU)
                .filter_map(|s| s.entry)
                .map(|i| parsed.entries[i as usize].identifier.to_string())
                .collect();
            let tr = translate_all(&parsed.entries, &target, |i, _| {
                HOSTILE[i % HOSTILE.len()].to_string()
            });
            let out = assert_reparse_as_translation(
                format,
                &format!("{} {name}", format.info().key),
                &src,
                &target,
                &tr,
                &|id, t| expected(icu_ids.contains(id).then_some(dialect))(id, t),
            );
            let v: serde_json::Value = serde_json::from_slice(&out)
                .unwrap_or_else(|e| panic!("{name}: serde_json rejects the build: {e}"));
            // Every string serde_json sees is either untouched metadata or one of ours.
            fn strings<'v>(v: &'v serde_json::Value, acc: &mut Vec<&'v str>) {
                match v {
                    serde_json::Value::String(s) => acc.push(s),
                    serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, acc)),
                    serde_json::Value::Object(o) => o.values().for_each(|x| strings(x, acc)),
                    _ => {}
                }
            }
            let mut acc = Vec::new();
            strings(&v, &mut acc);
            // serde_json must see each plain translation as a string value (as many times as
            // entries were given it).
            let mut seen: HashMap<&str, usize> = HashMap::new();
            for s in acc {
                *seen.entry(s).or_default() += 1;
            }
            let mut wanted: HashMap<&str, usize> = HashMap::new();
            for (i, e) in parsed.entries.iter().enumerate() {
                if !e.has_plurals {
                    *wanted.entry(HOSTILE[i % HOSTILE.len()]).or_default() += 1;
                }
            }
            for (text, n) in wanted {
                let got = seen.get(text).copied().unwrap_or(0);
                assert!(
                    got >= n,
                    "{name}: serde_json sees {got} × {text:?}, expected {n}"
                );
            }
        }
    }
}

/// A valid document of every dialect's features, mutated by the fuzz test below.
const FUZZ_SEED: &str = "{\n  \"@@locale\": \"en\",\n  \"a\": {\"k_one\": \"x\", \"k_other\": \"y\", \"k\": \"z\"},\n  \"@a\": {\"description\": \"d\"},\n  \"m\": {\"defaultMessage\": \"{n, plural, one {# '{'} other {#}}\", \"description\": \"d\"},\n  \"l\": [\"\\u00e9\\\"\", 1, true, null, {\"o_ordinal_one\": \"1st\", \"o_other\": \"\"}]\n}\n";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]
    /// Never a panic on damaged input; whatever parses builds back to itself and, for another
    /// plural shape, to JSON serde_json accepts.
    #[test]
    fn damaged_documents_never_panic(
        edits in proptest::collection::vec((0usize..400, r#"[{}\[\]":,\\ a_one'#\n]{0,3}"#, 0usize..4), 1..4),
    ) {
        let mut doc = FUZZ_SEED.as_bytes().to_vec();
        for (at, insert, delete) in edits {
            let at = at.min(doc.len());
            let end = (at + delete).min(doc.len());
            doc.splice(at..end, insert.bytes());
        }
        for format in [&I18nextJson as &dyn Format, &NestedJson, &Arb, &FormatJs] {
            let Ok(parsed) = format.parse_all(&doc, &ParseContext::default()) else { continue };
            let own = lang(parsed.language.as_deref().unwrap_or("xx"), &[One, Other]);
            let out = build(format, &doc, &parsed, &own, &HashMap::new());
            let target = lang("ru", &[One, Few, Many, Other]);
            let tr = translate_all(&parsed.entries, &target, |_, s| format!("{s}!"));
            let ru = build(format, &doc, &parsed, &target, &tr);
            serde_json::from_slice::<serde_json::Value>(&ru).expect("valid JSON");
            // Identity holds unless a plural had other categories than one/other.
            if parsed.entries.iter().all(|e| match &e.text {
                Text::Plural(m) => m.keys().copied().eq([One, Other]),
                Text::Plain(_) => true,
            }) {
                prop_assert_eq!(out, doc.clone());
            }
        }
    }
}
