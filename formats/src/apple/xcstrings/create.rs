//! `create` for the String Catalog (what `locforge convert` writes): a new catalog in Xcode's
//! layout with every entry as one string (its identifier as the key, sorted as Xcode sorts),
//! the source text in the source language and, when a target is given, the entry's translation
//! in the target language. Context becomes `comment`, hidden strings `shouldTranslate : false`;
//! every string is `extractionState : manual` (added by hand, not extracted from code).

use std::collections::HashSet;

use crate::create::{bilingual_translation, plural_forms};
use crate::error::{ErrorKind, FormatError};
use crate::language::Language;
use crate::model::{Entry, PluralCategory, Status, Text};

use super::parse::collate;
use super::render::{Value, Writer, XCODE};

/// Writes `entries` as a new catalog.
pub(crate) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut seen = HashSet::with_capacity(entries.len());
    for e in entries {
        if !seen.insert(e.identifier.as_ref()) {
            return Err(FormatError::whole(format!(
                "two strings have the identifier `{}`: a String Catalog holds each key once",
                e.identifier
            ))
            .with_kind(ErrorKind::DuplicateIdentifier));
        }
    }
    let mut sorted: Vec<&Entry> = entries.iter().collect();
    sorted.sort_by(|a, b| collate(&a.identifier, &b.identifier));
    let mut w = Writer {
        out,
        style: XCODE,
        ind: b"",
        slash: false,
    };
    w.push(b"{");
    w.newline(1);
    w.key("sourceLanguage");
    w.string(&source.id);
    w.push(b",");
    w.newline(1);
    w.key("strings");
    w.push(b"{");
    for (k, e) in sorted.into_iter().enumerate() {
        if k > 0 {
            w.push(b",");
        }
        w.newline(2);
        w.key(&e.identifier);
        w.push(b"{");
        if let Some(c) = &e.context {
            w.newline(3);
            w.key("comment");
            w.string(c);
            w.push(b",");
        }
        w.newline(3);
        w.key("extractionState");
        w.string("manual");
        w.push(b",");
        w.newline(3);
        w.key("localizations");
        w.push(b"{");
        // (language, text, state), written in the source's shape, languages sorted.
        let mut langs: Vec<(&str, &Text, &'static str, &[PluralCategory])> =
            vec![(&source.id, &e.text, "translated", source.categories())];
        if let (Some(t), Some((text, status))) = (target, bilingual_translation(e, target)) {
            if t.id != source.id {
                let state = match status {
                    Status::Translated | Status::Approved => "translated",
                    Status::Untranslated => "needs_review",
                };
                langs.push((&t.id, text, state, t.categories()));
            }
        }
        langs.sort_by(|a, b| collate(a.0, b.0));
        for (j, &(lang, text, state, cats)) in langs.iter().enumerate() {
            if j > 0 {
                w.push(b",");
            }
            w.newline(4);
            w.key(lang);
            w.push(b"{");
            w.newline(5);
            let v = if e.text.is_plural() {
                let forms = plural_forms(text, &e.text, cats);
                Value::Plural(forms.into_iter().map(|(c, t)| (c, t, state)).collect())
            } else {
                Value::Text(text.main(), state)
            };
            w.value_member(5, &v);
            w.newline(4);
            w.push(b"}");
        }
        w.newline(3);
        w.push(b"}");
        if e.is_hidden == Some(true) {
            w.push(b",");
            w.newline(3);
            w.key("shouldTranslate");
            w.push(b"false");
        }
        w.newline(2);
        w.push(b"}");
    }
    w.newline(1);
    w.push(b"}");
    w.push(b",");
    w.newline(1);
    w.key("version");
    w.string("1.0");
    w.newline(0);
    w.push(b"}");
    Ok(())
}
