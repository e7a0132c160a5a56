//! What is specific to the `xliff12` format on the XLIFF 1.x files of the corpus (identity, re-parse,
//! hostile translations and edge cases are in invariants.rs): source texts agree with roxmltree.

mod support;

use locforge_formats::Xliff12;
use locforge_formats::{Format, ParseContext, Text};
use support::*;

/// XLIFF files of both corpus folders whose root says version 1.x (the folder names the usual
/// version; `symfony-fixtures` keeps a few 2.0 files under xliff12), by the registry's detection.
fn files() -> (Vec<std::path::PathBuf>, Vec<std::path::PathBuf>) {
    xliff_files_detected_as("xliff12")
}

#[test]
fn corpus_still_has_bom_and_legacy_encoding_files() {
    let (files, _) = files();
    let mut seen_bom = false;
    let mut seen_legacy = false;
    for path in &files {
        let src = std::fs::read(path).expect("readable");
        seen_bom |= src.starts_with(b"\xEF\xBB\xBF");
        seen_legacy |= src.starts_with(b"<?xml") && {
            let head = String::from_utf8_lossy(&src[..src.len().min(100)]).to_lowercase();
            head.contains("iso-8859-1") || head.contains("windows-1252")
        };
    }
    assert!(
        seen_bom && seen_legacy,
        "the corpus lost its encoding cases"
    );
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
        let parsed = Xliff12
            .parse(&src, &ParseContext::default())
            .expect("parses");
        // Units whose source holds only text: the oracle's text must equal ours.
        let mut oracle = std::collections::HashMap::new();
        for unit in doc.descendants().filter(|n| n.has_tag_name("trans-unit")) {
            let Some(source) = unit.children().find(|c| c.has_tag_name("source")) else {
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
    assert!(
        total > 5_000,
        "only {total} sources compared with roxmltree"
    );
}
