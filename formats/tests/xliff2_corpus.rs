//! Invariants of the `xliff2` format on every XLIFF 2.x file of the shared corpus: identity,
//! re-parse with changed translations, hostile translations checked against roxmltree,
//! encodings/BOM/line ends, and edge cases (rejected with a position, or round-tripped).

mod support;

use locforge_formats::Xliff2;
use locforge_formats::{Format, ParseContext, PluralCategory, Text};
use proptest::prelude::*;
use support::*;

const EN: &[PluralCategory] = &[PluralCategory::One, PluralCategory::Other];

/// XLIFF files of both corpus folders whose root says version 2.x (the folder names the usual
/// version; `symfony-fixtures` keeps a few 2.0 files under xliff12), by the registry's detection.
fn files() -> (Vec<std::path::PathBuf>, Vec<std::path::PathBuf>) {
    xliff_files_detected_as("xliff2")
}

#[test]
fn identity_on_every_corpus_file() {
    let (files, _) = files();
    assert!(
        files.len() >= 100,
        "expected the XLIFF 2 corpus, found {}",
        files.len()
    );
    let mut strings = 0;
    for path in &files {
        strings += assert_identity_xml(&Xliff2, path, "trgLang");
    }
    assert!(strings > 200, "only {strings} strings in the corpus");
}

#[test]
fn reparse_with_translations_on_every_corpus_file() {
    let (files, _) = files();
    for path in &files {
        let src = std::fs::read(path).expect("readable");
        let parsed = Xliff2
            .parse(&src, &ParseContext::default())
            .expect("parses");
        let target = lang("de", EN);
        let tr = translate_all(&parsed.entries, &target, |i, s| {
            format!("«{i}» {s} <b>&amp; \"ü\\\n 😀 \u{05d0}")
        });
        let name = path.display().to_string();
        let out = assert_reparse(&Xliff2, &name, &src, &target, &tr);
        assert_encoding_kept(&name, &src, &out);
        assert_well_formed(&name, &out);
        // Double round trip: building the built file with the same translations is stable.
        let again = assert_reparse(&Xliff2, &name, &out, &target, &tr);
        assert_eq!(again, out, "{name}: second build differs");
    }
}

#[test]
fn edge_cases_are_rejected_with_a_position_or_round_trip() {
    let (_, edge) = files();
    assert!(edge.len() >= 140);
    let mut accepted = 0;
    for path in &edge {
        accepted += usize::from(check_edge_case(&Xliff2, path, "trgLang"));
    }
    eprintln!(
        "{} edge cases: {accepted} round-tripped, {} rejected with a position",
        edge.len(),
        edge.len() - accepted
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn hostile_translations_survive(text in r#"[ "\\<>&{}%@?#:;/=\n\t'a-zé😀\u{202e}\u{05d0}\u{0644}]{0,40}"#) {
        let src = "<?xml version=\"1.0\"?>\r\n<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" srcLang=\"en\">\r\n<file id=\"f\">\r\n  <unit id=\"a\">\r\n    <segment><source>X</source></segment>\r\n  </unit>\r\n  <unit id=\"b\">\r\n    <segment>\r\n      <source>y</source>\r\n      <target>z</target>\r\n    </segment>\r\n  </unit>\r\n</file></xliff>\r\n";
        let target = lang("de", EN);
        let parsed = Xliff2.parse(src.as_bytes(), &ParseContext::default()).expect("parses");
        let tr = translate_all(&parsed.entries, &target, |_, _| text.clone());
        let out = assert_reparse(&Xliff2, "hostile", src.as_bytes(), &target, &tr);
        assert_encoding_kept("hostile", src.as_bytes(), &out);
        let out = String::from_utf8(out).expect("utf-8");
        let doc = roxmltree::Document::parse(&out).expect("well-formed for roxmltree");
        let targets: Vec<String> = doc
            .descendants()
            .filter(|n| n.has_tag_name("target"))
            .map(|n| n.descendants().filter(|d| d.is_text()).map(|d| d.text().unwrap_or("")).collect())
            .collect();
        prop_assert_eq!(targets.len(), 2);
        // Without inline tags in the alphabet, the oracle's text equals the translation.
        if !text.contains('<') {
            for t in &targets {
                prop_assert_eq!(t, &text);
            }
        }
    }
}

#[test]
fn source_texts_agree_with_roxmltree() {
    let (files, _) = files();
    let mut total = 0;
    for path in &files {
        let src = std::fs::read(path).expect("readable");
        let Ok(text) = std::str::from_utf8(&src) else {
            continue;
        };
        let text = text.trim_start_matches('\u{feff}');
        let opts = roxmltree::ParsingOptions {
            allow_dtd: true,
            ..Default::default()
        };
        let doc = roxmltree::Document::parse_with_options(text, opts)
            .unwrap_or_else(|e| panic!("{}: roxmltree: {e}", path.display()));
        let parsed = Xliff2
            .parse(&src, &ParseContext::default())
            .expect("parses");
        // Units whose source holds only text: the oracle's text must equal ours.
        let mut oracle = std::collections::HashMap::new();
        for unit in doc.descendants().filter(|n| n.has_tag_name("unit")) {
            let segments: Vec<_> = unit
                .children()
                .filter(|c| c.has_tag_name("segment"))
                .collect();
            if segments.len() != 1 {
                continue;
            }
            let Some(source) = segments[0].children().find(|c| c.has_tag_name("source")) else {
                continue;
            };
            if source.children().all(|c| c.is_text()) {
                let t: String = source.children().filter_map(|c| c.text()).collect();
                oracle.insert(unit.attribute("id").unwrap_or("").to_string(), t);
            }
        }
        let mut compared = 0;
        for e in &parsed.entries {
            if let (Some(want), Text::Plain(got)) = (oracle.get(&e.identifier), &e.text) {
                assert_eq!(got, want, "{}: `{}`", path.display(), e.identifier);
                compared += 1;
            }
        }
        total += compared;
    }
    assert!(total > 50, "only {total} sources compared with roxmltree");
}
