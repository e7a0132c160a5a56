//! `create` for XLIFF 2.0: `srcLang` (and `trgLang` when a target is given), one `<file>`, one
//! `<unit>` with one `<segment>` per entry, written with the module's own escaping
//! ([`write_markup_text`] for content, [`escape_attr_into`] for attributes).
//!
//! - `id` = the identifier (the U+0004 of a gettext context, which XML cannot hold, is written
//!   `::`); the context is a `<notes><note>`; hidden strings get `translate="no"`.
//! - A translation is a `<target>` with the segment's `state` (untranslated → `initial`,
//!   translated → `translated`, approved → `final`).
//! - XLIFF 2 core has no plurals: plural strings are refused (see
//!   [`Format::creates_plurals`](crate::Format::creates_plurals)); [`crate::convert`] can flatten
//!   them into ICU plural messages first. Maximum lengths are not expressible and are dropped.

use super::{state_keyword, INLINE_2};
use crate::create::{bilingual_translation, entry_error, plural_refused};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, PluralCategory};
use crate::xml::text::{escape_attr_into, escape_text_into, write_markup_text, Eol};

/// The head of a new XLIFF 2.0 file, up to the source language.
pub(super) const HEAD: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"";

/// Writes one string of a new XLIFF 2.0 file: a unit with one segment (plurals are refused).
pub(super) fn write_entry(
    e: &Entry,
    target: Option<&Language>,
    _categories: &[PluralCategory],
    s: &mut String,
) -> Result<(), FormatError> {
    if e.text.is_plural() {
        return Err(plural_refused("xliff2", e));
    }
    let err = |m: String| entry_error(e, m);
    s.push_str("    <unit id=\"");
    escape_attr_into(&e.identifier.replace('\u{4}', "::"), b'"', s).map_err(err)?;
    s.push('"');
    if e.is_hidden == Some(true) {
        s.push_str(" translate=\"no\"");
    }
    s.push_str(">\n");
    if let Some(n) = e.context.as_deref().filter(|n| !n.trim().is_empty()) {
        s.push_str("      <notes>\n        <note>");
        escape_text_into(n, Eol::Lf, s).map_err(err)?;
        s.push_str("</note>\n      </notes>\n");
    }
    let translation = bilingual_translation(e, target);
    s.push_str("      <segment");
    if let Some((_, status)) = translation {
        s.push_str(" state=\"");
        s.push_str(state_keyword(status));
        s.push('"');
    }
    s.push_str(">\n        <source>");
    write_markup_text(e.text.main(), INLINE_2, Eol::Lf, s).map_err(err)?;
    s.push_str("</source>\n");
    if let Some((t, _)) = translation {
        s.push_str("        <target>");
        write_markup_text(t.main(), INLINE_2, Eol::Lf, s).map_err(err)?;
        s.push_str("</target>\n");
    }
    s.push_str("      </segment>\n    </unit>\n");
    Ok(())
}
