//! `create` for XLIFF 1.2: one `<file>` (`source-language`, and `target-language` when a target is
//! given) whose `<body>` holds one `<trans-unit>` per entry, written with the module's own
//! escaping ([`write_markup_text`] for content, [`escape_attr_into`] for attributes).
//!
//! - `id` = the identifier; the U+0004 of a gettext context (which XML cannot hold) is written
//!   `::` (PO's `create` reads `ctx::text` back as a context).
//! - `<source>`; `<target state="…">` when the entry has a translation (untranslated →
//!   `needs-translation`, translated → `translated`, approved → `final`); `<note>` with the context;
//!   `maxwidth` + `size-unit="char"` for the maximum length; `translate="no"` for hidden strings.
//! - Plural strings: a `<group restype="x-gettext-plurals">` (Translate Toolkit's convention, which
//!   the parser reads) with units `id[0]`, `id[1]`, … — one per category of the target when there
//!   is one, else of the source; unit 0's source is the source `one` form, the others' the `other`
//!   form; targets in category order.

use super::{state_keyword, INLINE_12};
use crate::create::{bilingual_translation, entry_error, plural_forms, source_form};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, PluralCategory};
use crate::xml::text::{escape_attr_into, escape_text_into, write_markup_text, Eol};

/// The head of a new XLIFF 1.2 file, up to the source language.
pub(super) const HEAD: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n  <file original=\"messages\" datatype=\"plaintext\" source-language=\"";

/// Writes one string of a new XLIFF 1.2 file: a trans-unit, or a gettext plural group with one
/// trans-unit per category of the written language.
pub(super) fn write_entry(
    e: &Entry,
    target: Option<&Language>,
    cats: &[PluralCategory],
    s: &mut String,
) -> Result<(), FormatError> {
    let id = e.identifier.replace('\u{4}', "::");
    let translation = bilingual_translation(e, target);
    if e.text.is_plural() {
        s.push_str("      <group id=\"");
        attr(e, &id, s)?;
        s.push_str("\" restype=\"x-gettext-plurals\"");
        if e.is_hidden == Some(true) {
            s.push_str(" translate=\"no\"");
        }
        s.push_str(">\n");
        let forms = translation.map(|(t, st)| (plural_forms(t, &e.text, cats), st));
        for (i, c) in cats.iter().enumerate() {
            let src = if i == 0 && cats.len() > 1 {
                source_form(&e.text, PluralCategory::One)
            } else {
                source_form(&e.text, PluralCategory::Other)
            };
            let tr = forms
                .as_ref()
                .and_then(|(f, st)| f.iter().find(|(fc, _)| fc == c).map(|(_, t)| (*t, *st)));
            unit(
                e,
                &format!("{id}[{i}]"),
                src,
                tr,
                if i == 0 { e.context.as_deref() } else { None },
                "        ",
                s,
            )?;
        }
        s.push_str("      </group>\n");
    } else {
        let tr = translation.map(|(t, st)| (t.main(), st));
        unit(e, &id, e.text.main(), tr, e.context.as_deref(), "      ", s)?;
    }
    Ok(())
}

fn attr(e: &Entry, value: &str, s: &mut String) -> Result<(), FormatError> {
    escape_attr_into(value, b'"', s).map_err(|m| entry_error(e, m))
}

fn unit(
    e: &Entry,
    id: &str,
    source: &str,
    target: Option<(&str, crate::model::Status)>,
    note: Option<&str>,
    indent: &str,
    s: &mut String,
) -> Result<(), FormatError> {
    let content = |text: &str, s: &mut String| {
        write_markup_text(text, INLINE_12, Eol::Lf, s).map_err(|m| entry_error(e, m))
    };
    s.push_str(indent);
    s.push_str("<trans-unit id=\"");
    attr(e, id, s)?;
    s.push('"');
    if let Some(n) = e.max_length {
        s.push_str(&format!(" maxwidth=\"{n}\" size-unit=\"char\""));
    }
    if e.is_hidden == Some(true) && !e.text.is_plural() {
        s.push_str(" translate=\"no\"");
    }
    s.push_str(">\n");
    s.push_str(indent);
    s.push_str("  <source>");
    content(source, s)?;
    s.push_str("</source>\n");
    if let Some((text, status)) = target {
        s.push_str(indent);
        s.push_str("  <target state=\"");
        s.push_str(state_keyword(status));
        s.push_str("\">");
        content(text, s)?;
        s.push_str("</target>\n");
    }
    if let Some(n) = note.filter(|n| !n.trim().is_empty()) {
        s.push_str(indent);
        s.push_str("  <note>");
        escape_text_into(n, Eol::Lf, s).map_err(|m| entry_error(e, m))?;
        s.push_str("</note>\n");
    }
    s.push_str(indent);
    s.push_str("</trans-unit>\n");
    Ok(())
}
