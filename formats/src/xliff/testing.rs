//! The unit-test prologue both XLIFF versions' tests share: parse a document, build it with a
//! few translations. Test-only.

use std::collections::HashMap;

use crate::format::{Format, ParseContext, Parsed};
use crate::language::Language;
use crate::model::{Status, Text, Translation, TranslationStatus};

/// Parses `s` with `format`, panicking with the error when it is rejected.
pub(crate) fn parse(format: &dyn Format, s: &[u8]) -> Parsed {
    format
        .parse(s, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

/// Builds `s` for `lang` with the translations `tr` (identifier, text, status).
pub(crate) fn build_with(
    format: &dyn Format,
    s: &[u8],
    lang: &str,
    tr: &[(&str, &str, Status)],
) -> Vec<u8> {
    let parsed = parse(format, s);
    let map: HashMap<String, Translation> = tr
        .iter()
        .map(|(k, v, st)| {
            (
                k.to_string(),
                Translation {
                    text: Text::Plain(v.to_string()),
                    status: TranslationStatus::Single(*st),
                },
            )
        })
        .collect();
    let mut out = Vec::new();
    format
        .build(
            s,
            &parsed,
            &Language::new(lang, vec![]),
            None,
            &map,
            &mut out,
        )
        .expect("builds");
    out
}
