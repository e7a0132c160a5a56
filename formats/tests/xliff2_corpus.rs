//! What is specific to the `xliff2` format on the XLIFF 2.x files of the corpus (identity, re-parse,
//! hostile translations and edge cases are in invariants.rs): source texts agree with roxmltree.

mod support;

use locforge_formats::Xliff2;
use locforge_formats::{Format, ParseContext, Text};
use support::*;

/// XLIFF files of both corpus folders whose root says version 2.x (the folder names the usual
/// version; `symfony-fixtures` keeps a few 2.0 files under xliff12), by the registry's detection.
fn files() -> (Vec<std::path::PathBuf>, Vec<std::path::PathBuf>) {
    xliff_files_detected_as("xliff2")
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
