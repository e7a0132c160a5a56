//! `create` for HTML (what `locforge convert` writes): a simple page, `lang` set to the
//! language written, each string a paragraph in entry order, its text escaped as a build escapes
//! a translation (so it reads back as the same text). Identifiers are not kept: HTML has no place
//! for them, and a parse derives them from the text (see `document::Ids`).
//!
//! Refused: plurals (convert with `--flatten-plurals` writes them as ICU messages), texts with
//! inline codes (`<0>…</0>`), whose markup only the page they came from holds, and texts with no
//! words (a paragraph of only whitespace is no string).

use crate::create::{entry_error, monolingual_text, plural_refused, written_language};
use crate::document::{parse_segment, CodeToken};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};

use super::render::write_text;

/// Writes `entries` as a new HTML page: their translations when `target` is given (source text
/// where there is none), else their source texts.
pub(crate) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let lang = written_language(source, target);
    // A BCP 47 tag: letters, digits and `-` only (anything else dropped, never markup).
    let tag: String = lang
        .locale
        .as_deref()
        .unwrap_or(&lang.id)
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    out.extend_from_slice(b"<!DOCTYPE html>\n<html lang=\"");
    out.extend_from_slice(tag.as_bytes());
    out.extend_from_slice(b"\">\n<head>\n<meta charset=\"utf-8\">\n</head>\n<body>\n");
    for e in entries {
        let Text::Plain(text) = monolingual_text(e, target) else {
            return Err(plural_refused("html", e));
        };
        let tokens = parse_segment(text).map_err(|m| entry_error(e, m))?;
        if let Some(code) = tokens.iter().find(|t| t.code().is_some()) {
            return Err(entry_error(
                e,
                format!("its text has inline code {code}, whose markup only the page it came from holds; expected text without codes"),
            ));
        }
        let plain: String = tokens
            .iter()
            .filter_map(|t| match t {
                CodeToken::Text(s) => Some(&**s),
                _ => None,
            })
            .collect();
        if plain.trim().is_empty() {
            return Err(entry_error(
                e,
                "its text is empty or only whitespace, which an HTML paragraph cannot hold as a string; expected some text",
            ));
        }
        out.extend_from_slice(b"<p>");
        write_text(&plain, true, true, out);
        out.extend_from_slice(b"</p>\n");
    }
    out.extend_from_slice(b"</body>\n</html>\n");
    Ok(())
}
