//! Build side of `.properties`: the slot kind (charset, the value's escaping style, whether it
//! needs a separator, whether it ran over continuation lines) and the rendering of a new value
//! into its slot.

use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::skeleton::{Slot, TypedKind};

use super::escape::{escape_value, Charset, Continuation, Style};

/// What render needs to know about a value slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PropSlot {
    /// The file's charset and the value's escaping style.
    pub style: Style,
    /// The key had no separator and nothing after it: a non-empty value is preceded by `=`.
    pub needs_separator: bool,
    /// The original value ran over continuation lines: a new one breaks after each `\n` escape,
    /// with the original's line break and indentation.
    pub continued: bool,
}

/// Marks a `.properties` slot kind (bit 8).
const TAG: u16 = 1 << 8;

// Bits: 0–1 charset, 2 `\u` style, 3 needs a separator, 4 continued, 8 the tag.
impl TypedKind for PropSlot {
    fn bits(self) -> u16 {
        TAG | self.style.charset as u16
            | u16::from(self.style.unicode_escapes) << 2
            | u16::from(self.needs_separator) << 3
            | u16::from(self.continued) << 4
    }

    fn from_bits(bits: u16) -> Option<PropSlot> {
        if bits & !0x1F != TAG {
            return None;
        }
        Some(PropSlot {
            style: Style {
                charset: Charset::from_bits(bits & 0x3)?,
                unicode_escapes: bits & 0x4 != 0,
            },
            needs_separator: bits & 0x8 != 0,
            continued: bits & 0x10 != 0,
        })
    }
}

/// Writes the new value of one slot.
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let kind: PropSlot = slot.kind_as(ctx.src)?;
    let text = match value {
        SlotValue::Text { text, .. } => text,
        SlotValue::Structural | SlotValue::Plural { .. } => {
            return Err(FormatError::internal(
                ctx.src,
                slot.span.start,
                "internal error: a .properties slot holds one plain value",
            ))
        }
    };
    if kind.needs_separator && !text.is_empty() {
        out.push(b'=');
    }
    let original = ctx.src.get(slot.span.clone()).unwrap_or_default();
    let continuation = if kind.continued {
        continuation_of(original)
    } else {
        None
    };
    let written = out.len();
    escape_value(text, kind.style, continuation, out);
    if out.len() == written && lone_cr_would_join(ctx.src, slot) {
        // Nothing between a continuation's lone CR and the LF after the value would make them
        // one CRLF (Java's `LineReader` skips an LF right after a CR), so the next line would
        // join this one. A space keeps them apart and reads as nothing: a continuation line's
        // leading whitespace is dropped, and an empty continuation line ends the logical line.
        out.push(b' ');
    }
    Ok(())
}

/// True when the slot starts right after a lone CR (a continuation's line break, the value on
/// the next natural line with no indentation) and an LF follows it: writing no bytes there
/// would turn the two into one CRLF.
fn lone_cr_would_join(src: &[u8], slot: &Slot) -> bool {
    let start = slot.span.start;
    start > 0 && src.get(start - 1) == Some(&b'\r') && src.get(slot.span.end) == Some(&b'\n')
}

/// The line break and indentation of the first continuation line inside an original value.
fn continuation_of(original: &[u8]) -> Option<Continuation<'_>> {
    let at = memchr::memchr2(b'\n', b'\r', original)?;
    let eol_len = if original[at..].starts_with(b"\r\n") {
        2
    } else {
        1
    };
    let rest = &original[at + eol_len..];
    let indent = rest
        .iter()
        .position(|b| !matches!(b, b' ' | b'\t' | b'\x0C'))
        .unwrap_or(rest.len());
    Some(Continuation {
        eol: &original[at..at + eol_len],
        indent: &rest[..indent],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_bits() {
        for charset in [Charset::Ascii, Charset::Utf8, Charset::Latin1] {
            for flags in 0..8u16 {
                let k = PropSlot {
                    style: Style {
                        charset,
                        unicode_escapes: flags & 1 != 0,
                    },
                    needs_separator: flags & 2 != 0,
                    continued: flags & 4 != 0,
                };
                assert_eq!(PropSlot::from_bits(k.bits()), Some(k));
            }
        }
        assert_eq!(PropSlot::from_bits(0), None);
        assert_eq!(PropSlot::from_bits(TAG | 3), None);
    }

    #[test]
    fn continuation_layout_is_read_from_the_original() {
        let k = continuation_of(b"a \\\r\n\t  b").unwrap();
        assert_eq!((k.eol, k.indent), (&b"\r\n"[..], &b"\t  "[..]));
        assert!(continuation_of(b"one line").is_none());
    }
}
