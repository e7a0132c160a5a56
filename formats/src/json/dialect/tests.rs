//! Tests of the dialect walker and its renders, through the JSON formats.

use std::collections::HashMap;

use super::*;
use crate::error::ErrorKind;
use crate::format::{Format, ParseContext, Parsed};
use crate::json::arb::Arb;
use crate::json::formatjs::FormatJs;
use crate::json::{I18nextJson, NestedJson};
use crate::language::Language;
use crate::model::{Text, Translation};
use crate::skeleton::NoTranslations;
use crate::testing;
use PluralCategory::*;

fn parse(f: &dyn Format, s: &str) -> Parsed {
    testing::parse(f, s.as_bytes())
}

fn ids(p: &Parsed) -> Vec<&str> {
    p.entries.iter().map(|e| e.identifier.as_ref()).collect()
}

fn plural(forms: &[(PluralCategory, &str)]) -> Text<'static> {
    Text::Plural(
        forms
            .iter()
            .map(|(c, t)| (*c, t.to_string().into()))
            .collect(),
    )
}

fn build(f: &dyn Format, s: &str, target: &Language, tr: &[(&str, Text<'static>)]) -> String {
    let map = testing::translations(
        tr.iter()
            .map(|(k, v)| (*k, v.clone(), crate::model::Status::Translated)),
    );
    let out = String::from_utf8(testing::build(f, s.as_bytes(), target, &map)).expect("utf8");
    serde_json::from_str::<serde_json::Value>(&out)
        .unwrap_or_else(|e| panic!("valid JSON: {e}\n{out}"));
    out
}

fn identity(f: &dyn Format, s: &str, target: &Language) {
    let out = testing::build(f, s.as_bytes(), target, &NoTranslations);
    assert_eq!(String::from_utf8(out).expect("utf8"), s);
}

fn ru() -> Language {
    Language::new("ru", vec![One, Few, Many, Other])
}

const I18N: &str = "{\n  \"a\": {\n    \"file_one\": \"{{count}} file\",\n    \"file_other\": \"{{count}} files\",\n    \"x\": \"y\",\n    \"item_one\": \"item\",\n    \"item_other\": \"items\"\n  },\n  \"place_ordinal_one\": \"{{count}}st\",\n  \"place_ordinal_other\": \"{{count}}th\",\n  \"lonely_one\": \"1\"\n}\n";

#[test]
fn i18next_groups_adjacent_siblings_under_the_base_key() {
    let p = parse(&I18nextJson, I18N);
    assert_eq!(
        ids(&p),
        [
            "a.file",
            "a.x",
            "a.item",
            "place_ordinal_one",
            "place_ordinal_other",
            "lonely_one"
        ]
    );
    assert_eq!(
        p.entries[0].text,
        plural(&[(One, "{{count}} file"), (Other, "{{count}} files")])
    );
    identity(&I18nextJson, I18N, &Language::new("en", vec![]));
    // Plain `json` keeps the suffixed keys as strings.
    let p = parse(&NestedJson, I18N);
    assert_eq!(ids(&p)[..2], ["a.file_one", "a.file_other"]);
}

#[test]
fn i18next_group_is_rebuilt_for_the_target_with_source_layout() {
    let out = build(
        &I18nextJson,
        I18N,
        &ru(),
        &[
            (
                "a.file",
                plural(&[
                    (One, "1 файл"),
                    (Few, "файла"),
                    (Many, "файлов"),
                    (Other, "файла"),
                ]),
            ),
            (
                "a.item",
                plural(&[
                    (One, "штука"),
                    (Few, "штуки"),
                    (Many, "штук"),
                    (Other, "штуки \""),
                ]),
            ),
        ],
    );
    assert_eq!(
        out,
        "{\n  \"a\": {\n    \"file_one\": \"1 файл\",\n    \"file_few\": \"файла\",\n    \"file_many\": \"файлов\",\n    \"file_other\": \"файла\",\n    \"x\": \"y\",\n    \"item_one\": \"штука\",\n    \"item_few\": \"штуки\",\n    \"item_many\": \"штук\",\n    \"item_other\": \"штуки \\\"\"\n  },\n  \"place_ordinal_one\": \"{{count}}st\",\n  \"place_ordinal_other\": \"{{count}}th\",\n  \"lonely_one\": \"1\"\n}\n"
    );
    let again = parse(&I18nextJson, &out);
    assert_eq!(ids(&again), ids(&parse(&I18nextJson, I18N)));
    // Japanese: only `other`; the group shrinks to one member, commas stay right.
    let ja = Language::new("ja", vec![Other]);
    let out = build(
        &I18nextJson,
        "{\"k_one\":\"a\",\"k_other\":\"b\"}",
        &ja,
        &[("k", plural(&[(Other, "件")]))],
    );
    assert_eq!(out, "{\"k_other\":\"件\"}");
    // Re-parsed as a Japanese translation, the lone `_other` is the whole group.
    let targets = [ja];
    let ctx = ParseContext {
        source: None,
        targets: &targets,
    };
    let p = I18nextJson.parse_all(out.as_bytes(), &ctx).expect("parses");
    assert_eq!(ids(&p), ["k"]);
    assert!(p.entries[0].has_plurals);
    assert_eq!(ids(&parse(&I18nextJson, &out)), ["k_other"]);
    // ... and rebuilt for Russian from there, the members follow the compact layout.
    let src = "{\n  \"x\": \"y\",\n  \"k_other\": \"件\"\n}";
    let p = I18nextJson.parse_all(src.as_bytes(), &ctx).expect("parses");
    let mut out = Vec::new();
    let tr: HashMap<String, Translation> = HashMap::new();
    (&I18nextJson as &dyn Format)
        .build(src.as_bytes(), &p, &ru(), None, &tr, &mut out)
        .expect("builds");
    assert_eq!(
        String::from_utf8(out).expect("utf8"),
        "{\n  \"x\": \"y\",\n  \"k_one\": \"件\",\n  \"k_few\": \"件\",\n  \"k_many\": \"件\",\n  \"k_other\": \"件\"\n}"
    );
    // A stray `_other` next to real plural groups stays a plain string.
    let mixed = "{\"a_one\": \"1\", \"a_other\": \"n\", \"option_other\": \"Other\"}";
    let p = I18nextJson
        .parse_all(mixed.as_bytes(), &ctx)
        .expect("parses");
    assert_eq!(ids(&p), ["a", "option_other"]);
}

#[test]
fn i18next_base_key_that_exists_keeps_siblings_apart() {
    let s = r#"{"key": "no count", "key_one": "one", "key_other": "many", "b_one": "x", "b_other": "y"}"#;
    let p = parse(&I18nextJson, s);
    assert_eq!(ids(&p), ["key", "key_one", "key_other", "b"]);
    identity(&I18nextJson, s, &Language::new("en", vec![]));
}

#[test]
fn i18next_base_key_after_the_run_keeps_siblings_apart_too() {
    // The group is decided by reading the rest of its object ahead.
    let s = r#"{"key_one": "one", "key_other": "many", "key": "no count", "b_one": "x", "b_other": "y"}"#;
    assert_eq!(
        ids(&parse(&I18nextJson, s)),
        ["key_one", "key_other", "key", "b"]
    );
    // A later run of the same base that would group splits both; one that would not, none.
    let s =
        r#"{"k_one": "a", "k_other": "b", "x": "y", "k_few": "c", "k_many": "d", "k_other": "e"}"#;
    let p = parse(&I18nextJson, s);
    assert_eq!(ids(&p), ["k_one", "k_other", "x", "k_few", "k_many"]);
    assert_eq!(p.warnings.len(), 1, "split runs repeat k_other");
    let s = r#"{"k_one": "a", "k_other": "b", "x": {"k": "y"}, "k_few": "c"}"#;
    assert_eq!(ids(&parse(&I18nextJson, s)), ["k", "x.k", "k_few"]);
}

#[test]
fn streams_without_the_skeleton_and_holds_only_what_it_must() {
    let mut lean = crate::sink::Collector::new(false);
    I18nextJson
        .parse(I18N.as_bytes(), &ParseContext::default(), &mut lean)
        .expect("parses");
    let lean = lean.into_parsed();
    assert!(lean.skeleton.is_empty());
    assert_eq!(lean.entries, parse(&I18nextJson, I18N).entries);
    // ARB: metadata after its message still gives the context; FormatJS: a description
    // after defaultMessage too.
    let arb = r#"{"a": "A", "@a": {"description": "first"}, "b": "B", "@@x": 1, "@b": {"description": "second"}}"#;
    let p = parse(&Arb, arb);
    assert_eq!(p.entries[0].context.as_deref(), Some("first"));
    assert_eq!(p.entries[1].context.as_deref(), Some("second"));
    let fj = r#"{"m": {"defaultMessage": "M", "description": "after"}}"#;
    assert_eq!(
        parse(&FormatJs, fj).entries[0].context.as_deref(),
        Some("after")
    );
}

#[test]
fn a_syntax_error_after_a_repeated_key_is_reported() {
    let e = NestedJson
        .parse_all(br#"{"a": "x", "a": "y", "b": }"#, &ParseContext::default())
        .expect_err("broken");
    assert_eq!(e.kind, ErrorKind::Syntax);
}

#[test]
fn a_key_defined_again_is_one_string_and_another_text_is_named() {
    // The same text: one string, both places get its translation.
    let s = "{\"k\": \"a\", \"o\": {\"p\": \"b\"}, \"k\": \"a\"}";
    let p = parse(&NestedJson, s);
    assert_eq!(ids(&p), ["k", "o.p"]);
    assert!(p.warnings.is_empty());
    let de = Language::new("de", vec![One, Other]);
    assert_eq!(
        build(&NestedJson, s, &de, &[("k", Text::plain("A"))]),
        "{\"k\": \"A\", \"o\": {\"p\": \"b\"}, \"k\": \"A\"}"
    );
    // Another text: the first is the string, the later place is kept as it is and named.
    let s = "{\"k_one\": \"a\",\n \"k_one\": \"b\"}";
    let p = parse(&I18nextJson, s);
    assert_eq!(ids(&p), ["k_one"]);
    assert_eq!(p.warnings.len(), 1);
    let w = &p.warnings[0];
    assert_eq!((w.line, w.column), (2, 2));
    assert!(
        w.message
            .contains("the key `k_one` is defined again here with another text (first at line 1)"),
        "{}",
        w.message
    );
    assert_eq!(
        build(&I18nextJson, s, &de, &[("k_one", Text::plain("A"))]),
        "{\"k_one\": \"A\",\n \"k_one\": \"b\"}"
    );
}

#[test]
fn icu_plural_values_become_plural_entries_and_are_rebuilt_as_icu() {
    let s = r#"{"n": "{count, plural, one {# file} other {# files in '{'dir'}'}}", "s": "{g, select, a {x} other {y}}"}"#;
    let p = parse(&NestedJson, s);
    assert!(p.entries[0].has_plurals);
    assert!(!p.entries[1].has_plurals);
    identity(&NestedJson, s, &Language::new("en", vec![]));
    let out = build(
        &NestedJson,
        s,
        &ru(),
        &[(
            "n",
            plural(&[
                (One, "# файл"),
                (Few, "# файла"),
                (Many, "# {x"),
                (Other, "# \"файла\""),
            ]),
        )],
    );
    assert_eq!(
        out,
        r#"{"n": "{count, plural, one {# файл} few {# файла} many {# '{'x} other {# \"файла\"}}", "s": "{g, select, a {x} other {y}}"}"#
    );
    let again = parse(&NestedJson, &out);
    assert_eq!(
        again.entries[0].text,
        plural(&[
            (One, "# файл"),
            (Few, "# файла"),
            (Many, "# '{'x"),
            (Other, "# \"файла\"")
        ])
    );
    // A translation delivered as one whole ICU text is written as it is.
    let whole = "{count, plural, one {# Datei} other {# Dateien}}";
    let out = build(
        &NestedJson,
        s,
        &Language::new("de", vec![]),
        &[("n", Text::Plain(whole.into()))],
    );
    assert!(out.contains(whole), "{out}");
}

const ARB: &str = "{\n  \"@@locale\": \"en_GB\",\n  \"@@last_modified\": \"2024\",\n  \"title\": \"Stocks\",\n  \"@title\": {\n    \"description\": \"App title\",\n    \"placeholders\": {\"n\": {\"type\": \"int\", \"example\": \"x\"}}\n  },\n  \"@count\": {\"description\": \"How many\"},\n  \"count\": \"{n, plural, =0{none} one{# item} other{# items}}\",\n  \"files\": \"{n, plural, one{# file} other{# files}}\"\n}\n";

#[test]
fn arb_metadata_locale_and_plurals() {
    let p = parse(&Arb, ARB);
    assert_eq!(ids(&p), ["title", "count", "files"]);
    assert_eq!(p.language.as_deref(), Some("en_GB"));
    assert_eq!(p.entries[0].context.as_deref(), Some("App title"));
    assert_eq!(p.entries[1].context.as_deref(), Some("How many"));
    assert!(!p.entries[1].has_plurals);
    assert!(p.entries[2].has_plurals);
    identity(&Arb, ARB, &Language::new("en-GB", vec![]));
    let out = build(
        &Arb,
        ARB,
        &Language::new("pt-BR", vec![One, Many, Other]),
        &[("title", Text::Plain("Ações".into()))],
    );
    assert!(out.contains("\"@@locale\": \"pt_BR\""), "{out}");
    assert!(out.contains("\"title\": \"Ações\""));
    assert!(
        out.contains("files\": \"{n, plural, one{# file} many{# files} other{# files}}\""),
        "{out}"
    );
    assert!(out.contains("\"example\": \"x\""));
    assert_eq!(parse(&Arb, &out).language.as_deref(), Some("pt_BR"));
}

#[test]
fn arb_needs_an_object() {
    let e = Arb
        .parse_all(b"[\"a\"]", &ParseContext::default())
        .expect_err("array");
    assert_eq!((e.line, e.column), (1, 1));
    assert!(
        e.message.contains("expected a JSON object"),
        "{}",
        e.message
    );
}

#[test]
fn formatjs_extracted_and_flat_forms() {
    let s = r#"{
  "app.title": {"defaultMessage": "Hello", "description": "Greeting"},
  "app.count": {"description": {"note": "n"}, "defaultMessage": "{n, plural, one {# x} other {# xs}}"},
  "flat.one": "Flat {name}",
  "n": 3
}"#;
    let p = parse(&FormatJs, s);
    assert_eq!(ids(&p), ["app.title", "app.count", "flat.one"]);
    assert_eq!(p.entries[0].context.as_deref(), Some("Greeting"));
    assert_eq!(p.entries[1].context.as_deref(), Some(r#"{"note": "n"}"#));
    assert!(p.entries[1].has_plurals);
    identity(&FormatJs, s, &Language::new("en", vec![]));
    let out = build(
        &FormatJs,
        s,
        &ru(),
        &[("app.title", Text::Plain("Привет".into()))],
    );
    assert!(out.contains(r#"{"defaultMessage": "Привет", "description": "Greeting"}"#));
}

#[test]
fn formatjs_object_without_message_is_an_error() {
    let e = FormatJs
        .parse_all(
            b"{\n  \"a\": {\"description\": \"x\"}\n}",
            &ParseContext::default(),
        )
        .expect_err("no message");
    assert_eq!((e.line, e.column), (2, 8));
    assert!(
        e.message.contains("`a` has no `defaultMessage`"),
        "{}",
        e.message
    );
}

#[test]
fn cardinal_suffix_splits_at_the_last_underscore_as_rsplit_does() {
    // The reference: split at the last `_` of the whole key.
    fn reference(key: &str) -> Option<(&str, PluralCategory)> {
        let (base, cat) = key.rsplit_once('_')?;
        let category = PluralCategory::parse(cat)?;
        (!base.is_empty() && !base.ends_with("_ordinal")).then_some((base, category))
    }
    for key in [
        "a_one",
        "a_other",
        "a_b_few",
        "_one",
        "one",
        "a_one_",
        "a_others",
        "a_xother",
        "x_ordinal_one",
        "é_zero",
        "ключ_many",
        "a_two_two",
        "a_",
        "",
        "_",
        "long_key_without_category",
        "k_other_other",
    ] {
        assert_eq!(cardinal_suffix(key), reference(key), "{key:?}");
    }
}
