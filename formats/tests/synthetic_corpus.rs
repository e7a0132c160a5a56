//! The synthetic files read by the formats themselves: each kind parses with its format (where
//! this build has it), and the NDJSON lists exactly the parse's visible identifiers, plural where
//! the parse is plural. The kinds whose formats may be missing from this build (`properties`,
//! `xcstrings`, `csv`) are also checked with independent readers: a `java.util.Properties` key
//! reader and an RFC 4180 reader here, serde_json for the catalog.
//!
//! The test lives with the formats, which take `locforge-synthetic` as a dev-dependency; the
//! generator itself must not depend on them (its files are an independent reading).

use std::collections::BTreeMap;

use locforge_formats::{ParseContext, Registry};
use locforge_synthetic::{generate, Kind};

/// Identifier → whether its translation is plural, from an NDJSON translations file.
fn ndjson_ids(ndjson: &[u8]) -> BTreeMap<String, bool> {
    let text = std::str::from_utf8(ndjson).expect("NDJSON is UTF-8");
    let mut ids = BTreeMap::new();
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("NDJSON line is JSON");
        let id = v["identifier"].as_str().expect("identifier").to_string();
        let plural = v["translations"]["de"]["text"].is_object();
        assert!(
            ids.insert(id.clone(), plural).is_none(),
            "identifier {id:?} listed twice"
        );
    }
    ids
}

#[test]
fn every_kind_parses_with_its_format_and_the_ndjson_lists_its_strings() {
    let registry = Registry::builtin();
    for kind in Kind::ALL {
        let g = generate(kind, 200_000, 3);
        let listed = ndjson_ids(&g.ndjson);
        assert_eq!(listed.len(), g.strings, "{kind:?}");
        let Some(format) = registry.get(kind.format_key()) else {
            eprintln!(
                "{kind:?}: format `{}` not built in here; identifiers checked by its reader test",
                kind.format_key()
            );
            continue;
        };
        let parsed = format
            .parse_all(&g.source, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{kind:?}: {}", e.in_file(kind.file_name())));
        let visible: BTreeMap<String, bool> = parsed
            .entries
            .iter()
            .filter(|e| e.is_hidden != Some(true))
            .map(|e| (e.identifier.to_string(), e.text.is_plural()))
            .collect();
        let missing: Vec<_> = listed
            .keys()
            .filter(|k| !visible.contains_key(*k))
            .collect();
        let extra: Vec<_> = visible
            .keys()
            .filter(|k| !listed.contains_key(*k))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{kind:?}: NDJSON identifiers the parse lacks: {:?}; parsed identifiers the NDJSON lacks: {:?}",
            &missing[..missing.len().min(5)],
            &extra[..extra.len().min(5)]
        );
        for (id, plural) in &listed {
            assert_eq!(
                visible[id], *plural,
                "{kind:?}: {id}: plural in NDJSON vs parse"
            );
        }
    }
}

#[test]
fn string_catalog_keys_are_sorted_and_listed_unless_not_translatable() {
    let g = generate(Kind::StringCatalog, 200_000, 3);
    let text = std::str::from_utf8(&g.source).expect("UTF-8");
    assert!(text.starts_with("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"));
    assert!(
        text.ends_with("\n  },\n  \"version\" : \"1.0\"\n}"),
        "Xcode writes no final newline"
    );
    assert!(!text.contains("\": "), "Xcode's separator is \" : \"");
    let v: serde_json::Value = serde_json::from_slice(&g.source).expect("valid JSON");
    let strings = v["strings"].as_object().expect("strings");
    // serde_json's map is sorted: the file's key order must be the same.
    let in_file: Vec<usize> = strings
        .keys()
        .map(|k| {
            let mut quoted = String::new();
            quoted.push_str(&serde_json::to_string(k).expect("key"));
            text.find(&format!("\n    {quoted} : {{"))
                .expect("key at depth 2")
        })
        .collect();
    assert!(in_file.windows(2).all(|w| w[0] < w[1]), "keys sorted");
    let mut expected = BTreeMap::new();
    let (mut plurals, mut de, mut empty) = (0, 0, 0);
    for (key, entry) in strings {
        if entry["shouldTranslate"] == serde_json::Value::Bool(false) {
            continue;
        }
        let locs = &entry["localizations"];
        let plural = locs["en"]["variations"]["plural"].is_object();
        plurals += usize::from(plural);
        de += usize::from(locs["de"].is_object());
        empty += usize::from(entry.as_object().is_some_and(|o| o.is_empty()));
        expected.insert(key.clone(), plural);
    }
    assert_eq!(ndjson_ids(&g.ndjson), expected);
    assert!(plurals > 0 && de > 0 && empty > 0, "{plurals} {de} {empty}");
    assert!(text.contains("\"shouldTranslate\" : false"));
}

/// The records of an RFC 4180 file (`,`, `"` quoting with `""`, CRLF or LF).
fn rfc4180(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut cell = String::new();
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => cell.push(c),
            (false, '"') => {
                assert!(cell.is_empty(), "a quote inside an unquoted cell");
                quoted = true;
            }
            (false, ',') => row.push(std::mem::take(&mut cell)),
            (false, '\r') => {
                assert_eq!(chars.next(), Some('\n'), "CR without LF");
                row.push(std::mem::take(&mut cell));
                rows.push(std::mem::take(&mut row));
            }
            (false, '\n') => {
                row.push(std::mem::take(&mut cell));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => cell.push(c),
        }
    }
    assert!(!quoted, "unclosed quote");
    assert!(cell.is_empty() && row.is_empty(), "no final line end");
    rows
}

#[test]
fn csv_is_rfc4180_with_a_column_per_language_and_keys_as_identifiers() {
    let g = generate(Kind::Csv, 200_000, 3);
    let text = std::str::from_utf8(&g.source).expect("UTF-8");
    let rows = rfc4180(text);
    assert_eq!(rows[0], ["key", "source", "context", "de", "fr"]);
    for r in &rows {
        assert_eq!(r.len(), 5, "ragged row {r:?}");
    }
    let keys: BTreeMap<String, bool> = rows[1..].iter().map(|r| (r[0].clone(), false)).collect();
    assert_eq!(keys.len(), rows.len() - 1, "keys unique");
    assert_eq!(ndjson_ids(&g.ndjson), keys);
    let cells = || rows[1..].iter().flat_map(|r| r.iter());
    assert!(cells().any(|c| c.contains(',')), "a cell with a comma");
    assert!(cells().any(|c| c.contains('"')), "a cell with a quote");
    assert!(
        cells().any(|c| c.contains('\n')),
        "a cell with a line break"
    );
    assert!(
        rows[1..].iter().any(|r| !r[3].is_empty()),
        "some de cells filled"
    );
}

/// The keys of a `.properties` file as `java.util.Properties.load` reads them: logical lines
/// (a line ending in an odd number of backslashes continues, the next line's leading whitespace
/// dropped), `#`/`!` comments, the key up to the first unescaped `=`, `:` or whitespace.
fn properties_keys(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let mut lines = text.lines();
    while let Some(first) = lines.next() {
        let mut logical = first.trim_start().to_string();
        if logical.is_empty() || logical.starts_with(['#', '!']) {
            continue;
        }
        while logical.chars().rev().take_while(|&c| c == '\\').count() % 2 == 1 {
            logical.pop();
            match lines.next() {
                Some(next) => logical.push_str(next.trim_start()),
                None => break,
            }
        }
        let mut key = String::new();
        let mut chars = logical.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => key.extend(chars.next()),
                '=' | ':' | ' ' | '\t' => break,
                c => key.push(c),
            }
        }
        keys.push(key);
    }
    keys
}

#[test]
fn properties_keys_are_the_identifiers_and_the_file_is_ascii() {
    let g = generate(Kind::Properties, 200_000, 3);
    assert!(
        g.source.is_ascii(),
        "an ISO-8859-1 file, characters outside ASCII as \\u escapes"
    );
    let text = std::str::from_utf8(&g.source).expect("ASCII");
    let keys: BTreeMap<String, bool> = properties_keys(text)
        .into_iter()
        .map(|k| (k, false))
        .collect();
    assert_eq!(ndjson_ids(&g.ndjson), keys);
    for feature in ["\\\n    ", " = ", ": ", "\\u2026", "''", ",choice,", "\\!"] {
        assert!(text.contains(feature), "no {feature:?} in the file");
    }
}
