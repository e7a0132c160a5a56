//! Invariants of the `json` and `json-reference` formats on every JSON file of the shared corpus.

mod support;

use locforge_formats::json::{NestedJson, ReferenceJson};
use locforge_formats::{Format, ParseContext, PluralCategory};
use proptest::prelude::*;
use support::*;

const EN: &[PluralCategory] = &[PluralCategory::One, PluralCategory::Other];

#[test]
fn identity_on_every_corpus_json_file() {
    let (files, _) = corpus_files("json", &["json", "arb"]);
    assert!(
        files.len() > 100,
        "expected the JSON corpus, found {} files",
        files.len()
    );
    let mut strings = 0;
    for path in &files {
        let src = std::fs::read(path).expect("readable");
        let parsed = NestedJson
            .parse(&src, &ParseContext::default())
            .expect("parses");
        // Whole-value ICU plurals are plural entries: build back for the file's own categories.
        match file_plural_language("xx", &parsed) {
            Ok(target) => strings += assert_identity(&NestedJson, path, &target),
            // Listed in json_dialects_corpus.rs IDENTITY_EXCEPTIONS: ICU plurals with mixed
            // category sets in one partly translated file.
            Err(_) => assert!(
                path.ends_with("overseerr/src/i18n/locale/pl.json"),
                "{}",
                path.display()
            ),
        }
        assert_identity(&ReferenceJson, path, &lang("de", EN));
    }
    assert!(strings > 10_000, "only {strings} strings in the corpus");
}

#[test]
fn reparse_with_translations_on_every_corpus_json_file() {
    let (files, _) = corpus_files("json", &["json", "arb"]);
    for path in &files {
        let src = std::fs::read(path).expect("readable");
        let parsed = NestedJson
            .parse(&src, &ParseContext::default())
            .expect("parses");
        let target = lang("de", EN);
        let tr = translate_all(&parsed.entries, &target, |i, s| {
            format!("«{i}» {s} \"ü\\\n")
        });
        assert_reparse(&NestedJson, &path.display().to_string(), &src, &target, &tr);
    }
}

#[test]
fn edge_cases_are_rejected_with_a_position() {
    let (_, edge) = corpus_files("json", &["json"]);
    assert!(!edge.is_empty());
    for path in &edge {
        let src = std::fs::read(path).expect("readable");
        let err = NestedJson
            .parse(&src, &ParseContext::default())
            .expect_err("edge cases are malformed JSON");
        assert!(!err.message.is_empty());
    }
}

proptest! {
    #[test]
    fn hostile_translations_survive(text in r#"[ "\\<&{}%@?#:\n\t'a-zé😀\u{202e}\u{05d0}]{0,40}"#) {
        let src = b"{\n  \"a\": {\"b\": \"x\"},\n  \"c\": [\"y\"]\n}\n";
        let target = lang("de", EN);
        let parsed = NestedJson.parse(src, &ParseContext::default()).expect("parses");
        let tr = translate_all(&parsed.entries, &target, |_, _| text.clone());
        let out = assert_reparse(&NestedJson, "hostile", src, &target, &tr);
        // The output is valid JSON for serde_json too.
        let v: serde_json::Value = serde_json::from_slice(&out).expect("valid JSON");
        prop_assert_eq!(v["a"]["b"].as_str(), Some(text.as_str()));
    }
}
