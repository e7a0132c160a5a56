//! `ini`: INI locale files (Gogs/go-ini, StepMania, CrystalDiskInfo), read as go-ini reads them
//! and spliced in place, so sections, comments, separators, the whitespace around them, blank
//! lines, line breaks and the byte-order mark survive a build.
//!
//! **Strings.** One entry per `key = value` line (the separator is the first `=`, or the first
//! `:` on a line without `=`; whitespace around key and value is not part of them). Identifier =
//! `section.key` inside a `[section]`, the key alone before the first section header. Text = the
//! value as go-ini reads it: a value in surrounding `"…"` or `'…'` (the quote appearing nowhere
//! else in it) without its quotes, a `` `…` `` or `"""…"""` value (which may run over lines) up
//! to its last closing quote, else the bare value. No escapes (go-ini reads none by default).
//! Context = the block of `;`, `#` or `//` comment lines directly above the entry. No plurals.
//!
//! **Kept, not read.** Lines without a separator and lines whose key is empty (StepMania's
//! merge leftovers, CrystalDiskInfo's `:3.9.4`) are copied as they are and are not strings; so
//! is anything after a closing `` ` `` or `"""` on its line. Inline comments are not stripped
//! (Gogs loads its locales so). A `\` at the end of a bare value is text, not a continuation.
//!
//! **Repeated keys** are one string: the first place gives the text, every later place holding
//! the same text receives the translation; a later place holding another text keeps it and is
//! named in a warning (see `crate::repeats`).
//!
//! **Build.** A slot covers a value with its quotes (and, on a `:` line, the `:` and the space
//! after it: when the new value or the text after the old one's closing quote holds `=`, `=` is
//! written there, else that `=` would end the key). A new value keeps the slot's quoting when it
//! can hold it; otherwise the first that can of: bare, `"…"`, `'…'`, `` `…` ``, `"""…"""`. A value
//! followed by text on its line (after a closing quote, unread as go-ini skips it) is written
//! only as `` `…` `` or `"""…"""`, which end at their quote. A text no quoting can hold (a
//! backtick and `"""` with a line break, or with both `'` and `"` where the text may not stand
//! bare) is an error.
//!
//! **Errors.** A section header without `]`, an unclosed `` ` `` or `"""` value, bytes that are
//! not UTF-8 and UTF-16 files are errors with line and column.
//!
//! **What lives here.** The format (`Ini`) and its parse; `scan` (lines and values), `render`
//! (slot kind, quoting a new value) and `create`.

mod create;
mod render;
mod scan;

use std::borrow::Cow;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, ParseContext, Signature};
use crate::model::Entry;
use crate::repeats::{Place, Repeats};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind as _};

use scan::{Line, Scanner};

/// INI locale files (go-ini, StepMania, CrystalDiskInfo `.lang`).
#[derive(Debug, Default, Clone, Copy)]
pub struct Ini;

static INFO: FormatInfo = FormatInfo {
    key: "ini",
    name: "INI locale file",
    description: "INI locale files (Gogs/go-ini, StepMania, CrystalDiskInfo): sections as identifier prefixes (section.key), ; # // comments as context, go-ini quoting kept",
    extensions: &["ini", "lang"],
    signature: Signature {
        file_name: r"(?i)\.(ini|lang)$",
        file_content: Some(r"(?m)^\s*(\[[^\]\r\n]+\]|[^=\[;#\s][^=\r\n]*=)"),
    },
};

format_impl! {
    Ini, INFO;
    parse(src, ctx, sink) => parse(src, ctx, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    creates_plurals => false;
}

/// Parses `src` into `sink`, one entry per key/value line, as each is read.
fn parse(src: &[u8], _ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
    if src.starts_with(b"\xFE\xFF") || src.starts_with(b"\xFF\xFE") {
        return Err(FormatError::at(
            src,
            0,
            "the file is UTF-16 (byte-order mark); expected UTF-8 text",
        )
        .with_kind(ErrorKind::Encoding));
    }
    let text = std::str::from_utf8(src).map_err(|e| {
        FormatError::at(
            src,
            e.valid_up_to(),
            "bytes that are not valid UTF-8; expected UTF-8 text",
        )
        .with_kind(ErrorKind::Encoding)
    })?;
    let start = if text.starts_with('\u{FEFF}') { 3 } else { 0 };
    let skeleton = sink.wants_skeleton();
    let mut scanner = Scanner::new(text, start);
    let mut section = String::new();
    let mut comments: Vec<&str> = Vec::new();
    // The first place of each identifier, for repeated keys.
    let mut repeats = Repeats::new(src);
    let mut count = 0usize;
    while let Some(line) = scanner.next_line()? {
        match line {
            Line::Blank | Line::Other => comments.clear(),
            Line::Comment(c) => comments.push(c),
            Line::Section(name) => {
                section = name.to_string();
                comments.clear();
            }
            Line::Value(v) => {
                let identifier = if section.is_empty() {
                    v.key.to_string()
                } else {
                    format!("{section}.{}", v.key)
                };
                let context = context_of(&comments);
                comments.clear();
                let slot = |entry: usize| Slot {
                    span: v.span.clone(),
                    entry: Some(entry as u32),
                    category: None,
                    kind: v.kind.bits(),
                    target: None,
                };
                let mut entry = Entry::plain(identifier, v.text);
                entry.context = context.map(Cow::Owned);
                let at = v.span.start;
                let index = match repeats.place(&entry, at, "key") {
                    Place::First => {
                        repeats.record(&entry, at, count);
                        sink.entry(count, entry)?;
                        count += 1;
                        count - 1
                    }
                    Place::Same { index } => {
                        sink.repeat(index, entry)?;
                        index
                    }
                    Place::Different { warning } => {
                        sink.warning(warning);
                        continue;
                    }
                };
                if skeleton {
                    sink.slot(slot(index));
                }
            }
        }
    }
    Ok(())
}

/// The comment block above an entry as context: each line without its marker and one space,
/// trailing whitespace trimmed; `None` when it says nothing.
fn context_of(comments: &[&str]) -> Option<String> {
    let lines: Vec<&str> = comments
        .iter()
        .map(|c| {
            let c = c
                .strip_prefix("//")
                .or_else(|| c.strip_prefix([';', '#']))
                .unwrap_or(c);
            c.strip_prefix(' ').unwrap_or(c).trim_end()
        })
        .collect();
    let s = lines.join("\n");
    let t = s.trim_matches('\n');
    (!t.is_empty()).then(|| t.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::Format;

    #[test]
    fn sections_prefix_keys_and_quotes_are_read() {
        let src = "\u{FEFF}top = T\n; note\n[sec]\na=\"q\"\nb = `raw \"x\"`  \nc=\"\"\"one\ntwo\"\"\"\nnokey\n=empty\n";
        let p = Ini
            .parse_all(src.as_bytes(), &ParseContext::default())
            .unwrap();
        let got: Vec<(String, String)> = p
            .entries
            .iter()
            .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
            .collect();
        let want = [
            ("top", "T"),
            ("sec.a", "q"),
            ("sec.b", "raw \"x\""),
            ("sec.c", "one\ntwo"),
        ];
        assert_eq!(
            got,
            want.map(|(a, b)| (a.to_string(), b.to_string())).to_vec()
        );
    }
}
