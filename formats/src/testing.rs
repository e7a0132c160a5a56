//! The unit-test prologue the formats' tests share: parse a document, make a request's
//! translations, build. Test-only; what a format's tests check stays in its own tests.

use std::collections::HashMap;

use crate::format::{Format, ParseContext, Parsed};
use crate::language::Language;
use crate::model::{Status, Text, Translation, TranslationStatus};
use crate::skeleton::TranslationLookup;

/// Parses `s` with `format`, panicking with the error when it is rejected.
pub(crate) fn parse(format: &dyn Format, s: &[u8]) -> Parsed {
    format
        .parse_all(s, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

/// A request's translations: (identifier, text, status) triples keyed by identifier.
pub(crate) fn translations<'a>(
    items: impl IntoIterator<Item = (&'a str, Text<'static>, Status)>,
) -> HashMap<String, Translation<'static>> {
    items
        .into_iter()
        .map(|(id, text, status)| {
            let t = Translation {
                text,
                status: TranslationStatus::Single(status),
            };
            (id.to_string(), t)
        })
        .collect()
}

/// Parses `s` and builds it for `target` with the translations in `lookup`.
pub(crate) fn build(
    format: &dyn Format,
    s: &[u8],
    target: &Language,
    lookup: &dyn TranslationLookup,
) -> Vec<u8> {
    let parsed = parse(format, s);
    let mut out = Vec::new();
    format
        .build(s, &parsed, target, None, lookup, &mut out)
        .unwrap_or_else(|e| panic!("builds: {e}"));
    out
}

/// The files below `corpus/<sub>` (the repository's corpus; `sub` may be empty) whose extension
/// is one of `exts`, in a stable order.
pub(crate) fn corpus_files(sub: &str, exts: &[&str]) -> Vec<std::path::PathBuf> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(sub);
    let mut files = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).expect("a readable corpus folder") {
            let p = e.expect("a corpus entry").path();
            if p.is_dir() {
                stack.push(p);
            } else if p
                .extension()
                .and_then(|x| x.to_str())
                .is_some_and(|x| exts.contains(&x))
            {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}
