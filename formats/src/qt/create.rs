//! `create` for `ts`: a new file as lupdate writes one (`<?xml?>`, `<!DOCTYPE TS>`,
//! `<TS version="2.1" language sourcelanguage>`, four-space indentation).
//!
//! - An identifier of the form this format reads (`msgctxt` U+0004 `source`, see the module
//!   documentation) whose source part is the entry's source text is written back as that
//!   `<context><name>`, `<comment>` and `<source>`; any other identifier is written as the
//!   message's `id` attribute, in a context with an empty name (where lupdate puts `qsTrId`
//!   messages). A gettext identifier `msgctxt` U+0004 `source` whose `msgctxt` has no `|` (a PO
//!   file's) is written with `msgctxt` as the context name (it reads back as `msgctxt|` U+0004
//!   `source`). Consecutive messages of one context share its `<context>`.
//! - Text → `<source>` (the `other` form of a plural); context → `<extracomment>` (without the
//!   disambiguation comment it starts with, when it does); the translation (when a target is
//!   written and the entry has one) → `<translation>`, `type="unfinished"` when untranslated or
//!   missing. Plurals are `numerus="yes"` with one `<numerusform>` per numerus form of the
//!   written language.
//! - Lost: hidden flags, maximum lengths and labels (a `.ts` file has no place for them).
//! - Refused with an error naming the string: text XML cannot hold is written as `<byte>`
//!   elements, so only an identifier or context with a control character is refused.

use super::numerus::qt_forms;
use super::write_text;
use crate::create::{bilingual_translation, entry_error, plural_forms, source_form};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, PluralCategory, Status};
use crate::xml::text::{escape_attr_into, Eol};

/// Writes `entries` as a new `.ts` file.
pub(crate) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut s = String::with_capacity(200 + entries.len() * 160);
    s.push_str("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\"");
    if let Some(t) = target {
        s.push_str(" language=\"");
        escape_attr_into(&t.id.replace('-', "_"), b'"', &mut s).map_err(FormatError::whole)?;
        s.push('"');
    }
    s.push_str(" sourcelanguage=\"");
    escape_attr_into(&source.id.replace('-', "_"), b'"', &mut s).map_err(FormatError::whole)?;
    s.push_str("\">\n");
    let forms = target.map(qt_forms).unwrap_or_default();
    let mut open: Option<String> = None;
    for e in entries {
        let (context, comment, id) = parts(e);
        if open.as_deref() != Some(context.as_str()) {
            if open.is_some() {
                s.push_str("</context>\n");
            }
            s.push_str("<context>\n    <name>");
            write_text(&context, Eol::Lf, &mut s).map_err(|m| entry_error(e, m))?;
            s.push_str("</name>\n");
            open = Some(context);
        }
        message(e, comment, id, target, &forms, &mut s)?;
    }
    if open.is_some() {
        s.push_str("</context>\n");
    }
    s.push_str("</TS>\n");
    out.extend_from_slice(s.as_bytes());
    Ok(())
}

/// The context name, disambiguation comment and `id` an entry is written with.
fn parts<'e>(e: &'e Entry) -> (String, Option<&'e str>, Option<&'e str>) {
    let id = e.identifier.as_ref();
    if let Some((msgctxt, src)) = id.split_once('\u{4}') {
        if src == e.text.main() {
            if let Some((context, comment)) = split_msgctxt(msgctxt) {
                return (context, Some(comment).filter(|c| !c.is_empty()), None);
            }
            // A gettext context without lconvert's `|` (a PO `msgctxt`): the context name.
            return (msgctxt.to_string(), None, None);
        }
    }
    (String::new(), None, Some(id))
}

/// Splits lconvert's `msgctxt` (`~`-escaped context, `|`, comment) into its parts.
fn split_msgctxt(msgctxt: &str) -> Option<(String, &str)> {
    let mut context = String::new();
    let mut chars = msgctxt.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '~' => context.push(chars.next()?.1),
            '|' => return Some((context, &msgctxt[i + 1..])),
            c => context.push(c),
        }
    }
    None
}

/// Writes one `<message>`.
fn message(
    e: &Entry,
    comment: Option<&str>,
    id: Option<&str>,
    target: Option<&Language>,
    forms: &[PluralCategory],
    s: &mut String,
) -> Result<(), FormatError> {
    let err = |m: String| entry_error(e, m);
    if id == Some("") {
        // Qt and the reader take `id=""` for no id, and the message would be read by its
        // context and source instead (`\u{4}` + its text), possibly another string's identifier.
        return Err(err(
            "an empty identifier cannot be written to a Qt .ts file, which reads a message by its non-empty `id` or else by its context and source; expected a non-empty key".into(),
        ));
    }
    s.push_str("    <message");
    if let Some(id) = id {
        s.push_str(" id=\"");
        escape_attr_into(id, b'"', s).map_err(err)?;
        s.push('"');
    }
    if e.text.is_plural() {
        s.push_str(" numerus=\"yes\"");
    }
    s.push_str(">\n        <source>");
    write_text(source_form(&e.text, PluralCategory::Other), Eol::Lf, s).map_err(err)?;
    s.push_str("</source>\n");
    if let Some(c) = comment {
        s.push_str("        <comment>");
        write_text(c, Eol::Lf, s).map_err(err)?;
        s.push_str("</comment>\n");
    }
    let extra = e.context.as_deref().map(|c| match comment {
        Some(k) if c == k => "",
        Some(k) => c
            .strip_prefix(k)
            .and_then(|r| r.strip_prefix('\n'))
            .unwrap_or(c),
        None => c,
    });
    if let Some(x) = extra.filter(|x| !x.trim().is_empty()) {
        s.push_str("        <extracomment>");
        write_text(x, Eol::Lf, s).map_err(err)?;
        s.push_str("</extracomment>\n");
    }
    let translation = bilingual_translation(e, target);
    s.push_str("        <translation");
    if translation.is_none_or(|(_, st)| st == Status::Untranslated) {
        s.push_str(" type=\"unfinished\"");
    }
    s.push('>');
    match translation {
        Some((text, _)) if e.text.is_plural() => {
            for (_, form) in plural_forms(text, &e.text, forms) {
                s.push_str("\n            <numerusform>");
                write_text(form, Eol::Lf, s).map_err(err)?;
                s.push_str("</numerusform>");
            }
            s.push_str("\n        ");
        }
        Some((text, _)) => write_text(text.main(), Eol::Lf, s).map_err(err)?,
        None => {}
    }
    s.push_str("</translation>\n    </message>\n");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn msgctxt_splits_at_the_first_unescaped_bar() {
        assert_eq!(
            split_msgctxt("Main~|Win|verb"),
            Some(("Main|Win".to_string(), "verb"))
        );
        assert_eq!(split_msgctxt("a~~b|"), Some(("a~b".to_string(), "")));
        assert_eq!(split_msgctxt("no bar"), None);
    }

    #[test]
    fn a_gettext_context_becomes_the_context_name() {
        let e = Entry::plain("menu\u{4}Open", "Open");
        assert_eq!(parts(&e), ("menu".to_string(), None, None));
        let keyed = Entry::plain("app.title", "Title");
        assert_eq!(parts(&keyed), (String::new(), None, Some("app.title")));
    }
}
