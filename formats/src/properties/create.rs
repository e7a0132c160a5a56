//! `create` for `.properties` (what `locforge convert` writes): one `key=value` line per entry in
//! entry order, its context as `# ` comment lines above it (a blank line before each commented
//! entry but the first). Keys and values are escaped as `Properties.store` does and everything
//! outside ASCII is written `\uXXXX`, so that both `Properties.load` (ISO-8859-1) and Java 9+
//! resource bundles (UTF-8) read the file the same; comments are written in UTF-8 as they are.
//!
//! Lost: plurals (refused: convert with `--flatten-plurals` writes them as ICU messages), hidden
//! flags, maximum lengths, labels and statuses (the format has none of them).

use crate::create::{monolingual_text, plural_refused};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};

use super::escape::{escape_key, escape_value, Charset, Style};

/// Writes `entries` as a new `.properties` file: their translations when `target` is given
/// (source text where there is none), else their source texts.
pub(crate) fn create(
    entries: &[Entry],
    _source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let style = Style {
        charset: Charset::Ascii,
        unicode_escapes: true,
    };
    for (i, e) in entries.iter().enumerate() {
        let Text::Plain(text) = monolingual_text(e, target) else {
            return Err(plural_refused("properties", e));
        };
        if let Some(context) = e.context.as_deref().filter(|c| !c.trim().is_empty()) {
            if i > 0 {
                out.push(b'\n');
            }
            // `\r` ends a line for Java as `\n` does: both start a new comment line.
            for line in context.replace("\r\n", "\n").split(['\n', '\r']) {
                out.push(b'#');
                if !line.is_empty() {
                    out.push(b' ');
                    out.extend_from_slice(line.as_bytes());
                }
                out.push(b'\n');
            }
        }
        escape_key(&e.identifier, out);
        out.push(b'=');
        escape_value(text, style, None, out);
        out.push(b'\n');
    }
    Ok(())
}
