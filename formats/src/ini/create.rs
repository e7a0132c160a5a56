//! `create` for INI (what `locforge convert` writes): the entries whose identifier has no `.`
//! first, as keys before any section, then one `[section]` per identifier prefix (the part before
//! the first `.`) in the order sections first appear, its entries below it in entry order. Each
//! entry is a `key = value` line, its context as `; ` comment lines above it; values are quoted
//! only when go-ini would not read them bare (see `render`). Identifiers read back unchanged.
//!
//! Lost: plurals (refused: convert with `--flatten-plurals` writes them as ICU messages), hidden
//! flags, maximum lengths, labels and statuses (the format has none of them).

use crate::create::{entry_error, monolingual_text, plural_refused};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};

use super::render::{write_value, Quote};

/// Writes `entries` as a new INI file: their translations when `target` is given (source text
/// where there is none), else their source texts.
pub(crate) fn create(
    entries: &[Entry],
    _source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut sections: Vec<(&str, Vec<(&str, &Entry)>)> = Vec::new();
    for e in entries {
        // An identifier with nothing before its first `.` is a key outside any section as it
        // stands (`.a` would otherwise lose its dot and read back as `a`).
        let (section, key) = e
            .identifier
            .split_once('.')
            .filter(|(s, _)| !s.is_empty())
            .unwrap_or(("", &e.identifier));
        match sections.iter_mut().find(|(s, _)| *s == section) {
            Some((_, list)) => list.push((key, e)),
            None => sections.push((section, vec![(key, e)])),
        }
    }
    // Keys outside any section must come first.
    sections.sort_by_key(|(s, _)| !s.is_empty());
    let mut first = true;
    for (section, list) in sections {
        if !section.is_empty() {
            if section.contains(['\n', '\r', ']']) || section.trim() != section {
                return Err(entry_error(
                    list[0].1,
                    "its section (the identifier before the first `.`) cannot be an INI section name",
                ));
            }
            if !first {
                out.push(b'\n');
            }
            out.push(b'[');
            out.extend_from_slice(section.as_bytes());
            out.extend_from_slice(b"]\n");
        }
        first = false;
        for (key, e) in list {
            let Text::Plain(text) = monolingual_text(e, target) else {
                return Err(plural_refused("ini", e));
            };
            if !key_ok(key) {
                return Err(entry_error(
                    e,
                    "its key cannot be an INI key (empty, with `=`, a line break, surrounding whitespace or a leading `[`, `;`, `#` or `//`)",
                ));
            }
            if let Some(context) = e.context.as_deref().filter(|c| !c.trim().is_empty()) {
                for line in context.replace("\r\n", "\n").split(['\n', '\r']) {
                    out.push(b';');
                    if !line.is_empty() {
                        out.push(b' ');
                        out.extend_from_slice(line.as_bytes());
                    }
                    out.push(b'\n');
                }
            }
            out.extend_from_slice(key.as_bytes());
            out.extend_from_slice(b" = ");
            write_value(text, Quote::Bare, out).map_err(|m| entry_error(e, m))?;
            out.push(b'\n');
        }
    }
    Ok(())
}

/// Whether `key` reads back as itself before a ` = ` separator.
fn key_ok(key: &str) -> bool {
    !key.is_empty()
        && !key.contains(['=', '\n', '\r'])
        && key.trim() == key
        && !key.starts_with(['[', ';', '#'])
        && !key.starts_with("//")
}
