//! `create` for Markdown (what `locforge convert` writes): each string a paragraph, in entry
//! order, blank lines between, its text escaped as a build escapes a translation (so it reads
//! back as the same text, whitespace at line edges as character references). Identifiers are
//! not kept: Markdown has no place for them, and a parse derives them from the text (see `document::Ids`).
//!
//! Refused: plurals (convert with `--flatten-plurals` writes them as ICU messages), texts with
//! inline codes (`<0>…</0>`), whose markup only the file they came from holds, and texts a
//! paragraph cannot hold (empty, or with an empty line).

use crate::create::{entry_error, monolingual_text, plural_refused};
use crate::document::{parse_segment, CodeToken};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};

/// Writes `entries` as a new Markdown file: their translations when `target` is given (source
/// text where there is none), else their source texts.
pub(crate) fn create(
    entries: &[Entry],
    _source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut first = true;
    for e in entries {
        let Text::Plain(text) = monolingual_text(e, target) else {
            return Err(plural_refused("markdown", e));
        };
        let tokens = parse_segment(text).map_err(|m| entry_error(e, m))?;
        let mut plain = String::new();
        for t in tokens {
            match t {
                CodeToken::Text(s) => plain.push_str(&s),
                code => {
                    return Err(entry_error(
                        e,
                        format!("its text has inline code {code}, whose markup only the document it came from holds; expected text without codes"),
                    ))
                }
            }
        }
        let plain = plain.replace("\r\n", "\n").replace('\r', "\n");
        if plain.trim().is_empty() {
            return Err(entry_error(
                e,
                "its text is empty or only whitespace, which a Markdown paragraph cannot hold; expected some text",
            ));
        }
        let lines: Vec<&str> = plain.split('\n').collect();
        if lines.iter().any(|l| l.trim().is_empty()) {
            return Err(entry_error(
                e,
                "its text has an empty line (or a line break at its edge), which would end its paragraph; expected no empty line",
            ));
        }
        if !first {
            out.push(b'\n');
        }
        first = false;
        for line in lines {
            super::render::escape_plain_line(line, out);
            out.push(b'\n');
        }
    }
    Ok(())
}
