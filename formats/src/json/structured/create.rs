//! `create` for `structured-json`: a new file in the Transifex Structured JSON shape, one
//! top-level member per entry in entry order (identifiers as keys, so dotted identifiers read
//! back as they are), two-space indentation:
//!
//! ```text
//! {
//!   "id": {
//!     "string": "text",
//!     "developer_comment": "context",
//!     "character_limit": 40
//!   }
//! }
//! ```
//!
//! Plurals are written as one ICU plural message with the written language's categories
//! (FormatJS quoting). Hidden flags are dropped (the shape cannot say them).

use std::collections::HashSet;

use crate::create::{entry_error, icu_plural, monolingual_text, plural_forms, written_language};
use crate::error::{ErrorKind, FormatError};
use crate::json::icu::IcuDialect;
use crate::json::scan::escape_into;
use crate::language::Language;
use crate::model::Entry;

/// Writes `entries` as a new structured JSON file.
pub fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let lang = written_language(source, target);
    let mut seen: HashSet<&str> = HashSet::with_capacity(entries.len());
    out.push(b'{');
    for (n, e) in entries.iter().enumerate() {
        if !seen.insert(&e.identifier) {
            return Err(entry_error(e, "two strings write the same JSON key")
                .with_kind(ErrorKind::DuplicateIdentifier));
        }
        let text = monolingual_text(e, target);
        let plural;
        let value = if e.text.is_plural() || text.is_plural() {
            plural = icu_plural(
                &plural_forms(text, &e.text, lang.categories()),
                IcuDialect::FormatJs,
            );
            plural.as_str()
        } else {
            text.main()
        };
        if n > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"\n  ");
        write_string(&e.identifier, out);
        out.extend_from_slice(b": {\n    \"string\": ");
        write_string(value, out);
        if let Some(c) = &e.context {
            out.extend_from_slice(b",\n    \"developer_comment\": ");
            write_string(c, out);
        }
        if let Some(n) = e.max_length {
            out.extend_from_slice(b",\n    \"character_limit\": ");
            out.extend_from_slice(n.to_string().as_bytes());
        }
        out.extend_from_slice(b"\n  }");
    }
    if !entries.is_empty() {
        out.push(b'\n');
    }
    out.extend_from_slice(b"}\n");
    Ok(())
}

fn write_string(s: &str, out: &mut Vec<u8>) {
    out.push(b'"');
    escape_into(s, out);
    out.push(b'"');
}
