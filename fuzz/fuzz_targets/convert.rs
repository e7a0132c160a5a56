//! `convert` between any pair of formats (formats/src/convert.rs) on arbitrary input: never a
//! panic (an `Err` is fine), and a converted file parses with the output format, holding as
//! many strings as the conversion reports (MO: at most as many, untranslated ones left out). Byte 0 selects the input format, byte 1 the output
//! format, byte 2 the options (languages given or not, plurals flattened or not); the rest is
//! the input file.
//!
//! Differential check, for the pairs that can hold what they are given: a monolingual file with
//! only plain strings, converted to a format that holds any key and any text (the flat reference
//! JSON, `.properties`, `.strings`), reads back with the same identifiers and texts in the same
//! order as the input read by its own format; and between two such formats the way back gives
//! them again.

#![no_main]

use libfuzzer_sys::fuzz_target;
use locforge_formats::convert::{convert, is_bilingual, Options};
use locforge_formats::{Format, ParseContext, Text};
use locforge_fuzz::format_at;

fuzz_target!(|data: &[u8]| {
    let [from, to, opts, src @ ..] = data else {
        return;
    };
    let (from, to) = (format_at(*from), format_at(*to));
    let options = Options {
        source_lang: (opts & 1 != 0).then(|| "en".to_string()),
        target_lang: match (opts >> 1) % 4 {
            0 => None,
            1 => Some("de".to_string()),
            2 => Some("ru".to_string()),
            _ => Some("pt-BR".to_string()),
        },
        flatten_plurals: opts & 8 != 0,
    };
    let Ok(converted) = convert(&**from, src, &**to, &options) else {
        return;
    };
    let targets: Vec<_> = converted.target.iter().cloned().collect();
    let ctx = ParseContext {
        source: Some(&converted.source),
        targets: &targets,
    };
    let parsed = match to.parse_all(&converted.bytes, &ctx) {
        Ok(parsed) => parsed,
        Err(e) => panic!(
            "{} → {}: the converted file does not parse: {e}",
            from.info().key,
            to.info().key
        ),
    };
    if to.info().key == "mo" {
        // An MO file holds translated strings only: with a target language, the strings
        // without a translation are left out (as msgfmt leaves them out).
        assert!(
            parsed.entries.len() <= converted.strings,
            "{} → mo: more strings than converted",
            from.info().key
        );
    } else {
        assert_eq!(
            parsed.entries.len(),
            converted.strings,
            "{} → {}: string count",
            from.info().key,
            to.info().key
        );
    }
    if !holds_any_string(to.info().key) || from.multilingual() || is_bilingual(&**from) {
        return;
    }
    let Some(original) = plain_strings(&**from, src) else {
        return;
    };
    let converted_strings = plain_strings(&**to, &converted.bytes);
    assert_eq!(
        converted_strings.as_ref(),
        Some(&original),
        "{} → {}: identifiers or texts changed",
        from.info().key,
        to.info().key
    );
    if holds_any_string(from.info().key) {
        let back =
            convert(&**to, &converted.bytes, &**from, &Options::default()).unwrap_or_else(|e| {
                panic!(
                    "{} → {} → back: refused: {e}",
                    from.info().key,
                    to.info().key
                )
            });
        assert_eq!(
            plain_strings(&**from, &back.bytes).as_ref(),
            Some(&original),
            "{} → {} → back: identifiers or texts changed",
            from.info().key,
            to.info().key
        );
    }
});

/// Formats whose files hold any identifier and any text of a plain string.
fn holds_any_string(key: &str) -> bool {
    matches!(key, "json-reference" | "properties" | "strings")
}

/// The (identifier, text) of every string, in order; `None` when a string is a plural or the
/// file does not parse.
fn plain_strings(format: &dyn Format, src: &[u8]) -> Option<Vec<(String, String)>> {
    let parsed = format.parse_all(src, &ParseContext::default()).ok()?;
    parsed
        .entries
        .iter()
        .map(|e| match &e.text {
            Text::Plain(t) => Some((e.identifier.to_string(), t.to_string())),
            Text::Plural(_) => None,
        })
        .collect()
}
