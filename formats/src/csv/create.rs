//! `create` for `locforge convert`: a new CSV with a header row `key,<source>[,context]
//! [,max_length][,<target>]`, one row per string, `,`-separated, LF line ends, cells quoted only
//! when they need it.

use crate::create::{bilingual_translation, entry_error, plural_refused};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};

use super::render::write_cell;

/// Writes `entries` as a new CSV file: the source text in the column named after `source`, the
/// translation each entry carries (a bilingual input's) in a column named after `target` when a
/// target is given (empty cells where an entry has none). Plural strings are refused (CSV has no
/// plurals; convert can flatten them into ICU messages); hidden flags are not kept.
pub(super) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let context = entries.iter().any(|e| e.context.is_some());
    let max_length = entries.iter().any(|e| e.max_length.is_some());
    let mut header: Vec<&str> = vec!["key", &source.id];
    if context {
        header.push("context");
    }
    if max_length {
        header.push("max_length");
    }
    if let Some(t) = target {
        header.push(&t.id);
    }
    write_row(header.iter().copied(), true, out);
    for e in entries {
        if e.text.is_plural() {
            return Err(plural_refused("csv", e));
        }
        if e.identifier.is_empty() {
            return Err(entry_error(
                e,
                "an empty key cannot be written in a CSV key cell",
            ));
        }
        if e.identifier.starts_with('#') {
            return Err(entry_error(
                e,
                "a key starting with `#` makes its row a comment row, which readers (Symfony, Godot, locforge) skip",
            ));
        }
        let limit = e.max_length.map(|n| n.to_string());
        let mut row: Vec<&str> = vec![&e.identifier, e.text.main()];
        if context {
            row.push(e.context.as_deref().unwrap_or(""));
        }
        if max_length {
            row.push(limit.as_deref().unwrap_or(""));
        }
        if target.is_some() {
            let tr = match bilingual_translation(e, target) {
                Some((Text::Plain(s), _)) => s.as_ref(),
                Some((Text::Plural(_), _)) => return Err(plural_refused("csv", e)),
                None => "",
            };
            row.push(tr);
        }
        write_row(row.into_iter(), false, out);
    }
    Ok(())
}

/// One comma-delimited row (`first_row`: the header, from which a reader sniffs the delimiter).
fn write_row<'a>(cells: impl Iterator<Item = &'a str>, first_row: bool, out: &mut Vec<u8>) {
    for (i, c) in cells.enumerate() {
        if i > 0 {
            out.push(b',');
        }
        write_cell(c, b',', first_row, false, out);
    }
    out.push(b'\n');
}
