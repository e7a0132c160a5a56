//! `create` for `tmx`: a new TMX 1.4b file (UTF-8, `<header srclang>` in the source language,
//! `segtype="sentence"`, `o-tmf="locforge"`), one `<tu tuid>` per string.
//!
//! - identifier → `tuid` (a gettext context's U+0004, which XML cannot hold, written `::`); context → `<note>`; the source text → the source `<tuv>`; the
//!   translation each entry carries (when a target is written) → a `<tuv>` in the target
//!   language. Texts keep their inline codes as markup (the parse's form).
//! - Lost: hidden flags, maximum lengths, labels and statuses (TMX has no place for them).
//! - Refused with an error naming the string: plural strings (`creates_plurals` is false, so
//!   `convert --flatten-plurals` writes them as ICU messages), text XML cannot hold, and an
//!   empty identifier (a reader takes `tuid=""` for none).

use std::collections::HashSet;

use super::INLINE;
use crate::create::{bilingual_translation, entry_error, plural_refused};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};
use crate::xml::text::{escape_attr_into, escape_text_into, write_markup_text, Eol};

/// Writes `entries` as a new TMX file.
pub(crate) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut s = String::with_capacity(300 + entries.len() * 200);
    s.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">\n  <header creationtool=\"locforge\" creationtoolversion=\"1\" segtype=\"sentence\" o-tmf=\"locforge\" adminlang=\"en\" srclang=\"");
    escape_attr_into(&source.id, b'"', &mut s).map_err(FormatError::whole)?;
    s.push_str("\" datatype=\"plaintext\"/>\n  <body>\n");
    let mut written: HashSet<String> = HashSet::with_capacity(entries.len());
    for e in entries {
        let err = |m: String| entry_error(e, m);
        let Text::Plain(text) = &e.text else {
            return Err(plural_refused("tmx", e));
        };
        if e.identifier.is_empty() {
            // A reader takes `tuid=""` for no tuid and names the unit by its source text, which
            // may be another string's identifier.
            return Err(err(
                "an empty identifier cannot be written to a TMX file, which reads a unit by its non-empty `tuid` or else by its source text; expected a non-empty key".into(),
            ));
        }
        // XML cannot hold a gettext context's U+0004: written `::`, as XLIFF's create does;
        // a `tuid` that another string's identifier already is would make the two one unit.
        let tuid = e.identifier.replace('\u{4}', "::");
        if !written.insert(tuid.clone()) {
            return Err(err(format!(
                "its identifier is written as the tuid `{tuid}`, which another string has (XML cannot hold U+0004, written `::`); expected identifiers that stay apart"
            )));
        }
        s.push_str("    <tu tuid=\"");
        escape_attr_into(&tuid, b'"', &mut s).map_err(err)?;
        s.push_str("\">\n");
        if let Some(c) = e.context.as_deref().filter(|c| !c.trim().is_empty()) {
            s.push_str("      <note>");
            escape_text_into(c, Eol::Lf, &mut s).map_err(err)?;
            s.push_str("</note>\n");
        }
        tuv(&source.id, text, &mut s).map_err(err)?;
        if let (Some(t), Some((tr, _))) = (target, bilingual_translation(e, target)) {
            match tr {
                Text::Plain(tr) => tuv(&t.id, tr, &mut s).map_err(err)?,
                Text::Plural(_) => return Err(plural_refused("tmx", e)),
            }
        }
        s.push_str("    </tu>\n");
    }
    s.push_str("  </body>\n</tmx>\n");
    out.extend_from_slice(s.as_bytes());
    Ok(())
}

/// One `<tuv>` line.
fn tuv(lang: &str, text: &str, s: &mut String) -> Result<(), String> {
    s.push_str("      <tuv xml:lang=\"");
    escape_attr_into(lang, b'"', s)?;
    s.push_str("\"><seg>");
    write_markup_text(text, INLINE, Eol::Lf, s)?;
    s.push_str("</seg></tuv>\n");
    Ok(())
}
