//! What is specific to the XLIFF formats on the corpus (identity, re-parse, hostile translations and
//! edge cases are in invariants.rs): the encoding cases are still there, and source texts agree
//! with an independent XML reader (roxmltree) for both versions.

mod support;

use std::collections::HashMap;
use std::path::PathBuf;

use locforge_formats::{Format, ParseContext, Text, Xliff12, Xliff2};
use support::*;

#[test]
fn corpus_still_has_bom_and_legacy_encoding_files() {
    let (files, _) = xliff_files_detected_as("xliff12");
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
fn xliff12_source_texts_agree_with_roxmltree() {
    let (files, _) = xliff_files_detected_as("xliff12");
    let total = compare_sources(&files, &Xliff12, |doc| {
        doc.descendants()
            .filter(|n| n.has_tag_name("trans-unit"))
            .filter_map(|unit| Some((unit, unit.children().find(|c| c.has_tag_name("source"))?)))
            .collect()
    });
    assert!(
        total > 5_000,
        "only {total} sources compared with roxmltree"
    );
}

#[test]
fn xliff2_source_texts_agree_with_roxmltree() {
    let (files, _) = xliff_files_detected_as("xliff2");
    let total = compare_sources(&files, &Xliff2, |doc| {
        doc.descendants()
            .filter(|n| n.has_tag_name("unit"))
            .filter_map(|unit| {
                let segments: Vec<_> = unit
                    .children()
                    .filter(|c| c.has_tag_name("segment"))
                    .collect();
                let [segment] = segments.as_slice() else {
                    return None;
                };
                Some((unit, segment.children().find(|c| c.has_tag_name("source"))?))
            })
            .collect()
    });
    assert!(total > 50, "only {total} sources compared with roxmltree");
}

/// A unit element and its (single) source element.
type UnitSource<'a, 'i> = (roxmltree::Node<'a, 'i>, roxmltree::Node<'a, 'i>);

/// Parses every file with `format` and with roxmltree; for the units whose source holds only text
/// (`units` picks each unit with its source), our text must equal the oracle's. Returns how many
/// sources were compared.
fn compare_sources(
    files: &[PathBuf],
    format: &dyn Format,
    units: for<'a, 'i> fn(&'a roxmltree::Document<'i>) -> Vec<UnitSource<'a, 'i>>,
) -> usize {
    let mut total = 0;
    for path in files {
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
        let parsed = format
            .parse_all(&src, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut oracle = HashMap::new();
        for (unit, source) in units(&doc) {
            if source.children().all(|c| c.is_text()) {
                let t: String = source.children().filter_map(|c| c.text()).collect();
                oracle.insert(unit.attribute("id").unwrap_or("").to_string(), t);
            }
        }
        for e in &parsed.entries {
            if let (Some(want), Text::Plain(got)) = (oracle.get(&*e.identifier), &e.text) {
                assert_eq!(got, want, "{}: `{}`", path.display(), e.identifier);
                total += 1;
            }
        }
    }
    total
}
