//! `create` for TOML (what `locforge convert` and bundle exports write): plain strings without
//! context as `key = "text"` pairs at the top (keys that are not bare TOML keys quoted, so every
//! identifier reads back as itself), then one table per plural or per string with context, in
//! the go-i18n / Hugo shape: `[id]` with `description = "…"` and its CLDR category keys
//! (`other` alone for a plain string). Lost: hidden flags, maximum lengths (TOML has none).

use crate::create::{monolingual_text, plural_forms, written_language};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};

use super::render::write_string;
use super::scan::Quote;

/// Writes `entries` as a new TOML file: their translations when `target` is given (source text
/// where there is none), else their source texts.
pub(super) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let lang = written_language(source, target);
    let mut tables: Vec<(&Entry, Vec<(String, String)>)> = Vec::new();
    for e in entries {
        let text = monolingual_text(e, target);
        let members: Vec<(String, String)> = if e.text.is_plural() || text.is_plural() {
            plural_forms(text, &e.text, lang.categories())
                .iter()
                .map(|(c, t)| (c.as_str().to_string(), t.to_string()))
                .collect()
        } else if e.context.is_some() {
            vec![("other".to_string(), text.main().to_string())]
        } else {
            let Text::Plain(t) = text else {
                continue;
            };
            write_key(&e.identifier, out);
            out.extend_from_slice(b" = ");
            write_string(t, Quote::Basic, None, out);
            out.push(b'\n');
            continue;
        };
        tables.push((e, members));
    }
    for (e, members) in tables {
        out.extend_from_slice(b"\n[");
        write_key(&e.identifier, out);
        out.extend_from_slice(b"]\n");
        if let Some(c) = &e.context {
            out.extend_from_slice(b"description = ");
            write_string(c, Quote::Basic, None, out);
            out.push(b'\n');
        }
        for (category, text) in members {
            out.extend_from_slice(category.as_bytes());
            out.extend_from_slice(b" = ");
            write_string(&text, Quote::Basic, None, out);
            out.push(b'\n');
        }
    }
    Ok(())
}

/// A key as one segment: bare when TOML allows it, else a basic string (so a `.` in an
/// identifier stays inside one key and the identifier reads back unchanged).
fn write_key(key: &str, out: &mut Vec<u8>) {
    if !key.is_empty()
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
    {
        out.extend_from_slice(key.as_bytes());
    } else {
        write_string(key, Quote::Basic, None, out);
    }
}
