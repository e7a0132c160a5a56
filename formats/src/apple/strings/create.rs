//! `create` for `.strings`: a new UTF-8 file (no BOM, as Xcode writes today), one
//! `"key" = "value";` per entry in entry order, separated by blank lines, each preceded by its
//! context as a `/* … */` comment (a `*/` inside the context is written `* /`, and lines are
//! trimmed, as the parser reads them). Hidden flags and maximum lengths are dropped (the format
//! cannot say them); plural strings are refused (`.strings` has no plurals: convert with
//! `--flatten-plurals`, or to `stringsdict`). With a target language the values are the
//! entries' translations (source text where there is none).

use super::escape::escape_into;
use crate::create::{monolingual_text, plural_refused};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::Entry;

/// Writes `entries` as a new `.strings` file.
pub(crate) fn create(
    entries: &[Entry],
    _source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut s = String::with_capacity(entries.len() * 64);
    for (i, e) in entries.iter().enumerate() {
        if e.text.is_plural() {
            return Err(plural_refused("strings", e));
        }
        if i > 0 {
            s.push('\n');
        }
        if let Some(c) = e.context.as_deref().filter(|c| !c.trim().is_empty()) {
            s.push_str("/* ");
            let lines: Vec<&str> = c.lines().map(str::trim).collect();
            s.push_str(&lines.join("\n").replace("*/", "* /"));
            s.push_str(" */\n");
        }
        s.push('"');
        escape_into(&e.identifier, b'"', &mut s);
        s.push_str("\" = \"");
        escape_into(monolingual_text(e, target).main(), b'"', &mut s);
        s.push_str("\";\n");
    }
    out.extend_from_slice(s.as_bytes());
    Ok(())
}
