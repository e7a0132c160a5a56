//! Rendering TOML slots: a string value in its own quoting when the text fits it (else the
//! nearest basic string), and a plural table's category keys for the target.

use std::ops::Range;

use super::scan::{self, Item, Quote};
use super::TomlSlot;
use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::model::PluralCategory;
use crate::skeleton::Slot;

/// Renders one slot.
pub(super) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let src = ctx.src;
    match (slot.kind_as::<TomlSlot>(src)?, value) {
        (TomlSlot::Value, SlotValue::Text { text, .. }) => {
            let token = src
                .get(slot.span.clone())
                .ok_or_else(|| internal(src, slot.span.start))?;
            let (quote, newline) = quoting(token);
            write_string(text, quote, newline, out);
            Ok(())
        }
        (TomlSlot::Plural, SlotValue::Plural { forms, .. }) => {
            render_plural(src, slot.span.clone(), forms, out)
        }
        _ => Err(FormatError::internal(
            src,
            slot.span.start,
            "internal error: the value does not fit this TOML slot",
        )),
    }
}

fn internal(src: &[u8], at: usize) -> FormatError {
    FormatError::internal(
        src,
        at,
        "internal error: the slot no longer holds what parse found",
    )
}

/// The quoting of a string token, and for a multi-line one whether its opening delimiter is
/// followed by a line break (and which: `\r\n` or `\n`).
fn quoting(token: &[u8]) -> (Quote, Option<&'static str>) {
    let multi = |rest: &[u8]| {
        if rest.starts_with(b"\r\n") {
            Some("\r\n")
        } else if rest.starts_with(b"\n") {
            Some("\n")
        } else {
            None
        }
    };
    if let Some(rest) = token.strip_prefix(b"\"\"\"") {
        (Quote::MultiBasic, multi(rest))
    } else if let Some(rest) = token.strip_prefix(b"'''") {
        (Quote::MultiLiteral, multi(rest))
    } else if token.starts_with(b"'") {
        (Quote::Literal, None)
    } else {
        (Quote::Basic, None)
    }
}

/// Whether `c` may stand unescaped in a literal string (a multi-line one when `multi`).
fn literal_char(c: char, multi: bool) -> bool {
    !((c < ' ' && c != '\t' && !(multi && c == '\n')) || c == '\u{7f}')
}

/// Writes `text` as a TOML string value in `quote` when it fits, else as a basic string of the
/// same kind (single- or multi-line). `newline` is the line break after a multi-line opening
/// delimiter, when the original had one.
pub(super) fn write_string(text: &str, quote: Quote, newline: Option<&str>, out: &mut Vec<u8>) {
    match quote {
        Quote::Literal if !text.contains('\'') && text.chars().all(|c| literal_char(c, false)) => {
            out.push(b'\'');
            out.extend_from_slice(text.as_bytes());
            out.push(b'\'');
        }
        Quote::MultiLiteral
            if !text.contains("'''")
                && !text.ends_with("''")
                && !text.contains("\r")
                && text.chars().all(|c| literal_char(c, true)) =>
        {
            let eol = newline.unwrap_or("\n");
            out.extend_from_slice(b"'''");
            if newline.is_some() || text.starts_with('\n') {
                out.extend_from_slice(eol.as_bytes());
            }
            out.extend_from_slice(text.replace('\n', eol).as_bytes());
            out.extend_from_slice(b"'''");
        }
        Quote::MultiBasic | Quote::MultiLiteral => {
            let eol = newline.unwrap_or("\n");
            out.extend_from_slice(b"\"\"\"");
            if newline.is_some() || text.starts_with('\n') {
                out.extend_from_slice(eol.as_bytes());
            }
            escape(text, Some(eol), out);
            out.extend_from_slice(b"\"\"\"");
        }
        Quote::Basic | Quote::Literal => {
            out.push(b'"');
            escape(text, None, out);
            out.push(b'"');
        }
    }
}

/// Escapes `text` for a basic string: `\` and `"` always, line feeds only in a single-line one
/// (a multi-line one writes them as its line break `multi`), other control characters as
/// `\uXXXX` (`\t` as `\t`, `\r` as `\r`).
fn escape(text: &str, multi: Option<&str>, out: &mut Vec<u8>) {
    let mut buf = [0u8; 4];
    for c in text.chars() {
        match c {
            '\\' => out.extend_from_slice(b"\\\\"),
            '"' => out.extend_from_slice(b"\\\""),
            '\n' => match multi {
                Some(eol) => out.extend_from_slice(eol.as_bytes()),
                None => out.extend_from_slice(b"\\n"),
            },
            '\r' => out.extend_from_slice(b"\\r"),
            '\t' => out.extend_from_slice(b"\\t"),
            c if c < ' ' || c == '\u{7f}' => {
                out.extend_from_slice(format!("\\u{:04X}", u32::from(c)).as_bytes())
            }
            c => out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes()),
        }
    }
}

/// Writes a plural table's category keys for the target: `<category> = "text"` lines in the
/// target's order where the file's first category key was, with its `=` spacing, quoting and
/// indentation; then the rest of the region without the file's other category keys (so the keys
/// and comments between them follow).
fn render_plural(
    src: &[u8],
    span: Range<usize>,
    forms: &[(PluralCategory, &str)],
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let bad = || internal(src, span.start);
    let region = src.get(span.clone()).ok_or_else(bad)?;
    let text = std::str::from_utf8(region).map_err(|_| bad())?;
    let items = scan::scan(text, 0).map_err(|_| bad())?;
    let pairs: Vec<(bool, Range<usize>, Range<usize>)> = items
        .iter()
        .filter_map(|item| match item {
            Item::Pair {
                keys,
                key_at,
                key_end,
                value,
                ..
            } => {
                let category = keys.len() == 1
                    && PluralCategory::parse(&keys[0].to_ascii_lowercase()).is_some();
                Some((category, *key_at..*key_end, value.clone()))
            }
            _ => None,
        })
        .collect();
    let (_, first_key, first_value) = pairs.first().ok_or_else(bad)?;
    if forms.is_empty() {
        out.extend_from_slice(region);
        return Ok(());
    }
    let eq = &region[first_key.end..first_value.start];
    let (quote, newline) = quoting(&region[first_value.clone()]);
    let line_start = src[..span.start]
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |p| p + 1);
    let indent = &src[line_start..span.start];
    let eol: &[u8] = if src[..span.start].ends_with(b"\r\n") {
        b"\r\n"
    } else {
        b"\n"
    };
    for (j, (category, text)) in forms.iter().enumerate() {
        if j > 0 {
            out.extend_from_slice(eol);
            out.extend_from_slice(indent);
        }
        out.extend_from_slice(category.as_str().as_bytes());
        out.extend_from_slice(eq);
        write_string(text, quote, newline, out);
    }
    // The rest, without the later category keys (each with the line break before it).
    let mut at = first_value.end;
    for (category, key, value) in pairs.iter().skip(1) {
        if !category {
            continue;
        }
        let cut = region[..key.start]
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(key.start, |p| {
                if p > 0 && region[p - 1] == b'\r' {
                    p - 1
                } else {
                    p
                }
            });
        let cut = cut.max(at);
        out.extend_from_slice(&region[at..cut]);
        at = value.end;
    }
    out.extend_from_slice(&region[at..]);
    Ok(())
}
