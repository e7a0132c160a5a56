//! Writing one slot: a scalar in its original style when the translation can be written in it
//! (else the next safe style: plain → single-quoted → double-quoted; a block scalar keeps `|` or
//! `>` with its indentation and header comment, its chomping indicator following the text's
//! final line break), a plural map regenerated for the target's categories with the first
//! member's indentation, and the Rails root key replaced by the target's code.

use std::ops::Range;

use super::resolve::{plain_ok, printable_inline, single_ok};
use super::scalar::{self, content_end, eol};
use super::slot::{Style, YamlSlot};
use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::model::PluralCategory;
use crate::skeleton::Slot;

/// Renders one slot of a YAML skeleton.
pub fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let src = ctx.src;
    match (slot.kind_as::<YamlSlot>(src)?, value) {
        (
            YamlSlot::Value {
                style,
                flow,
                indent,
            },
            SlotValue::Text { text, .. },
        ) => {
            match style {
                Style::Literal | Style::Folded => {
                    write_block(src, slot.span.clone(), style, indent as usize, text, out)
                }
                _ => write_scalar(style, flow, text, out),
            }
            Ok(())
        }
        (YamlSlot::Plural { style, zero_apart }, SlotValue::Plural { forms, .. }) => {
            write_plural(src, slot.span.clone(), style, forms, zero_apart, out)
        }
        // The members after a `zero` kept apart: the group slot already wrote every category.
        (YamlSlot::PluralTail, SlotValue::Plural { .. }) => Ok(()),
        (YamlSlot::Locale { style }, SlotValue::Structural) => {
            write_locale(ctx, slot.span.clone(), style, out)
        }
        _ => Err(FormatError::internal(
            src,
            slot.span.start,
            "internal error: the value does not fit this YAML slot",
        )),
    }
}

/// Writes `text` as a flow scalar in `style` if it can be read back from it, else in the next
/// safe style (plain → single-quoted → double-quoted).
pub fn write_scalar(style: Style, flow: bool, text: &str, out: &mut Vec<u8>) {
    match style {
        Style::Plain if plain_ok(text, flow) => out.extend_from_slice(text.as_bytes()),
        Style::Plain | Style::Single if single_ok(text) => write_single(text, out),
        _ => write_double(text, out),
    }
}

/// `'text'` with `'` doubled.
pub fn write_single(text: &str, out: &mut Vec<u8>) {
    out.push(b'\'');
    for (i, part) in text.split('\'').enumerate() {
        if i > 0 {
            out.extend_from_slice(b"''");
        }
        out.extend_from_slice(part.as_bytes());
    }
    out.push(b'\'');
}

/// `"text"` with YAML escapes for `"`, `\`, line breaks, tabs and every character a reader might
/// take for something else (controls, NEL, LS, PS, BOM, non-characters).
pub fn write_double(text: &str, out: &mut Vec<u8>) {
    out.push(b'"');
    let mut buf = [0u8; 4];
    for c in text.chars() {
        match c {
            '"' => out.extend_from_slice(b"\\\""),
            '\\' => out.extend_from_slice(b"\\\\"),
            '\n' => out.extend_from_slice(b"\\n"),
            '\r' => out.extend_from_slice(b"\\r"),
            '\t' => out.extend_from_slice(b"\\t"),
            '\0' => out.extend_from_slice(b"\\0"),
            '\u{85}' => out.extend_from_slice(b"\\N"),
            '\u{2028}' => out.extend_from_slice(b"\\L"),
            '\u{2029}' => out.extend_from_slice(b"\\P"),
            c if printable_inline(c) => out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes()),
            c if (c as u32) <= 0xFF => {
                out.extend_from_slice(format!("\\x{:02X}", c as u32).as_bytes())
            }
            c => out.extend_from_slice(format!("\\u{:04X}", c as u32).as_bytes()),
        }
    }
    out.push(b'"');
}

/// The line break the file uses at `at`'s line.
fn line_break(src: &[u8], at: usize) -> &'static [u8] {
    let le = eol(src, at);
    if le > 0 && le < src.len() && src[le - 1] == b'\r' {
        b"\r\n"
    } else {
        b"\n"
    }
}

/// Whether `text` can be written as a block scalar that reads back the same: printable, no CR,
/// at most one final line break, a first line that does not start with a blank (indentation is
/// detected from it); for `>` also no line starting with a blank and no leading empty line.
fn block_ok(text: &str, folded: bool) -> bool {
    let body = text.strip_suffix('\n').unwrap_or(text);
    if body.is_empty() || body.ends_with('\n') {
        return false;
    }
    if !text.chars().all(|c| c == '\n' || printable_inline(c)) {
        return false;
    }
    let first = body.split('\n').find(|l| !l.is_empty()).unwrap_or("");
    if first.starts_with([' ', '\t']) {
        return false;
    }
    !folded || (!body.starts_with('\n') && !body.split('\n').any(|l| l.starts_with([' ', '\t'])))
}

/// A block scalar slot (`|…` through its last content line): the header with the chomping
/// indicator the text needs and the original header comment, then the content lines at the
/// original indentation. Text that a block cannot hold is written double-quoted instead.
fn write_block(
    src: &[u8],
    span: Range<usize>,
    style: Style,
    indent: usize,
    text: &str,
    out: &mut Vec<u8>,
) {
    let folded = style == Style::Folded;
    let header_eol = eol(src, span.start);
    let (ind_end, _, _) = scalar::block_header(src, span.start);
    let had_content = span.end > header_eol;
    let rest = &src[ind_end..content_end(src, span.start, header_eol)];
    if !had_content || !block_ok(text, folded) {
        write_double(text, out);
        if had_content {
            if !rest.is_empty() && !rest.starts_with(b" ") {
                out.push(b' ');
            }
            out.extend_from_slice(rest);
        }
        return;
    }
    let nl = line_break(src, span.start);
    let body = text.strip_suffix('\n').unwrap_or(text);
    out.push(src[span.start]);
    if body.len() == text.len() {
        out.push(b'-');
    }
    out.extend_from_slice(rest);
    let pad = " ".repeat(indent);
    for (i, line) in body.split('\n').enumerate() {
        out.extend_from_slice(nl);
        if folded && i > 0 && !line.is_empty() {
            out.extend_from_slice(nl);
        }
        if !line.is_empty() {
            out.extend_from_slice(pad.as_bytes());
            out.extend_from_slice(line.as_bytes());
        }
    }
}

/// Regenerates a plural map: one `category: value` member per target category, at the first
/// member's column, with its `:` spacing, values in the `other` member's style; no `zero` member
/// when the map's `zero` is a string of its own (`zero_apart`), which stays where it is.
fn write_plural(
    src: &[u8],
    span: Range<usize>,
    style: Style,
    forms: &[(PluralCategory, &str)],
    zero_apart: bool,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let ls = memchr::memrchr(b'\n', &src[..span.start]).map_or(0, |p| p + 1);
    let pad = &src[ls..span.start];
    let nl = line_break(src, span.start);
    let line_end = content_end(src, span.start, eol(src, span.start));
    let line = std::str::from_utf8(&src[span.start..line_end]).map_err(|_| {
        FormatError::internal(src, span.start, "internal error: plural map is not UTF-8")
    })?;
    let key_end = match line.as_bytes().first() {
        Some(b'\'') => scalar::single(line, 0)?.0,
        Some(b'"') => scalar::double(line, 0)?.0,
        _ => line.find(':').unwrap_or(line.len()),
    };
    let after = &line.as_bytes()[key_end..];
    let colon = after.iter().position(|&c| c == b':').unwrap_or(0);
    let blanks = after[colon + 1..]
        .iter()
        .take_while(|c| matches!(c, b' ' | b'\t'))
        .count()
        .max(1);
    let sep = &after[colon..colon + 1 + blanks];
    let sep: &[u8] = if sep.len() > 1 { sep } else { b": " };
    let style = match style {
        Style::Literal | Style::Folded => Style::Double,
        s => s,
    };
    let forms = forms
        .iter()
        .filter(|(c, _)| !(zero_apart && *c == PluralCategory::Zero));
    for (i, (category, text)) in forms.enumerate() {
        if i > 0 {
            out.extend_from_slice(nl);
            out.extend_from_slice(pad);
        }
        out.extend_from_slice(category.as_str().as_bytes());
        out.extend_from_slice(sep);
        write_scalar(style, false, text, out);
    }
    Ok(())
}

/// The Rails root key for the target: its code, with `_` where the file used `_` (`en_GB`);
/// the original bytes when that is what the file already says.
fn write_locale(
    ctx: &RenderContext<'_>,
    span: Range<usize>,
    style: Style,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let src = ctx.src;
    let raw = std::str::from_utf8(&src[span.clone()]).map_err(|_| {
        FormatError::internal(src, span.start, "internal error: locale key is not UTF-8")
    })?;
    let original = match style {
        Style::Single => scalar::single(raw, 0)?.1,
        Style::Double => scalar::double(raw, 0)?.1,
        _ => raw.into(),
    };
    let mut code = ctx.target.id.clone();
    if original.contains('_') && !original.contains('-') {
        code = code.replace('-', "_");
    }
    if code == original {
        out.extend_from_slice(raw.as_bytes());
    } else {
        write_scalar(style, false, &code, out);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(style: Style, t: &str) -> String {
        let mut out = Vec::new();
        write_scalar(style, false, t, &mut out);
        String::from_utf8(out).expect("utf8")
    }

    #[test]
    fn styles_escalate_only_when_needed() {
        assert_eq!(w(Style::Plain, "Hallo Welt"), "Hallo Welt");
        assert_eq!(w(Style::Plain, "no"), "'no'");
        assert_eq!(w(Style::Plain, "a: b"), "'a: b'");
        assert_eq!(w(Style::Plain, "it's # x"), "'it''s # x'");
        assert_eq!(w(Style::Plain, "a\nb"), "\"a\\nb\"");
        assert_eq!(w(Style::Single, "plain"), "'plain'");
        assert_eq!(
            w(Style::Double, "x\"\\\t\u{1}\u{2028}"),
            "\"x\\\"\\\\\\t\\x01\\L\""
        );
    }
}
