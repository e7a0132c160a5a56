//! Build side of INI: the slot kind (how the value is quoted) and the writing of a new value,
//! in the slot's quoting when it can hold the text, else in the first quoting that can.

use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::skeleton::{Slot, TypedKind};

use super::scan::surrounded;

/// How a value is quoted in the file (go-ini's quotings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quote {
    /// No quotes: the value as it stands, trimmed.
    Bare,
    /// `"…"`, the quote nowhere inside.
    Double,
    /// `'…'`, the quote nowhere inside.
    Single,
    /// `` `…` ``, possibly over several lines.
    Backtick,
    /// `"""…"""`, possibly over several lines.
    Triple,
}

/// What render needs to know about a value slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Kind {
    /// How the value is quoted.
    pub quote: Quote,
    /// The line's separator is `:` and the slot starts with it.
    pub colon: bool,
}

/// Marks an INI slot kind (bit 9).
const TAG: u16 = 1 << 9;

/// Bit of [`Kind::colon`].
const COLON: u16 = 1 << 3;

const QUOTES: [Quote; 5] = [
    Quote::Bare,
    Quote::Double,
    Quote::Single,
    Quote::Backtick,
    Quote::Triple,
];

// Bits: 0–2 the quote, 3 the colon, 9 the tag.
impl TypedKind for Kind {
    fn bits(self) -> u16 {
        TAG | self.quote as u16 | if self.colon { COLON } else { 0 }
    }

    fn from_bits(bits: u16) -> Option<Kind> {
        if bits & !(0x7 | COLON) != TAG {
            return None;
        }
        Some(Kind {
            quote: QUOTES.get(usize::from(bits & 0x7)).copied()?,
            colon: bits & COLON != 0,
        })
    }
}

impl Quote {
    /// Whether `text` written in this quoting reads back as `text`.
    fn holds(self, text: &str) -> bool {
        let one_line = !text.contains(['\n', '\r']);
        match self {
            Quote::Bare => {
                text.is_empty()
                    || (one_line
                        && !text.starts_with(char::is_whitespace)
                        && !text.ends_with(char::is_whitespace)
                        && !text.starts_with('`')
                        && !text.starts_with("\"\"\"")
                        && surrounded(text).is_none())
            }
            Quote::Double => one_line && !text.contains('"'),
            Quote::Single => one_line && !text.contains('\''),
            // A later line with the quote would close the value early; on one line the last
            // quote closes it, so the text may hold none.
            Quote::Backtick => !text.contains('`'),
            Quote::Triple => !text.contains("\"\"\""),
        }
    }

    /// The quote written around a value.
    fn mark(self) -> &'static str {
        match self {
            Quote::Bare => "",
            Quote::Double => "\"",
            Quote::Single => "'",
            Quote::Backtick => "`",
            Quote::Triple => "\"\"\"",
        }
    }
}

/// Writes `text` as an INI value, in `preferred` quoting when it can hold it.
pub(crate) fn write_value(
    text: &str,
    preferred: Quote,
    out: &mut Vec<u8>,
) -> Result<(), &'static str> {
    write_value_among(text, preferred, &QUOTES, out)
}

/// The quotings whose value ends at its closing quote, so that text after it on the line is
/// not read (go-ini skips it): what a value followed by such text must be written in.
const CLOSED_BY_QUOTE: [Quote; 2] = [Quote::Backtick, Quote::Triple];

/// Writes `text` in `preferred` quoting when it is `allowed` and can hold the text, else in the
/// first allowed quoting that can.
fn write_value_among(
    text: &str,
    preferred: Quote,
    allowed: &[Quote],
    out: &mut Vec<u8>,
) -> Result<(), &'static str> {
    let quote = std::iter::once(preferred)
        .filter(|q| allowed.contains(q))
        .chain(allowed.iter().copied())
        .find(|q| q.holds(text))
        .ok_or(if allowed.len() < QUOTES.len() {
            "the value is followed by text on its line, which only a `` ` `` or `\"\"\"` value keeps out of it, and the text holds a backtick and `\"\"\"`; expected a text without one of them"
        } else {
            "no INI quoting can hold the text (it has a backtick and `\"\"\"`, and a line break or both other quotes)"
        })?;
    out.extend_from_slice(quote.mark().as_bytes());
    out.extend_from_slice(text.as_bytes());
    out.extend_from_slice(quote.mark().as_bytes());
    Ok(())
}

/// Writes the new value of one slot.
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let kind: Kind = slot.kind_as(ctx.src)?;
    let SlotValue::Text { text, .. } = value else {
        return Err(FormatError::internal(
            ctx.src,
            slot.span.start,
            "internal error: an INI slot holds one plain value",
        ));
    };
    // What follows the value's closing quote on its (last) line, unread: a new value that is
    // not closed by its quote would take it in, and it joins the key's line when the new value
    // has one line where the old one had several.
    let rest = ctx.src.get(slot.span.end..).unwrap_or_default();
    let tail = &rest[..memchr::memchr(b'\n', rest).unwrap_or(rest.len())];
    let has_tail = tail.iter().any(|b| !b.is_ascii_whitespace());
    if kind.colon {
        // The separator, then the whitespace after it as the file has it. `=` when the line
        // will hold one: it would end the key there.
        let original = ctx.src.get(slot.span.clone()).unwrap_or_default();
        let space = original
            .iter()
            .skip(1)
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
        let equals = text.contains('=') || tail.contains(&b'=');
        out.push(if equals { b'=' } else { b':' });
        out.extend_from_slice(&original[1.min(original.len())..(1 + space).min(original.len())]);
    }
    let allowed: &[Quote] = if has_tail { &CLOSED_BY_QUOTE } else { &QUOTES };
    write_value_among(text, kind.quote, allowed, out)
        .map_err(|m| FormatError::at(ctx.src, slot.span.start, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_bits() {
        for quote in QUOTES {
            for colon in [false, true] {
                let k = Kind { quote, colon };
                assert_eq!(Kind::from_bits(k.bits()), Some(k));
            }
        }
        assert_eq!(Kind::from_bits(0), None);
        assert_eq!(Kind::from_bits(TAG | 7), None);
    }

    #[test]
    fn quoting_falls_back_to_what_holds_the_text() {
        let w = |t: &str, q| {
            let mut out = Vec::new();
            write_value(t, q, &mut out).map(|_| String::from_utf8(out).unwrap())
        };
        assert_eq!(w("plain", Quote::Bare).unwrap(), "plain");
        assert_eq!(w(" lead", Quote::Bare).unwrap(), "\" lead\"");
        assert_eq!(w("a \"b\" c", Quote::Double).unwrap(), "a \"b\" c");
        assert_eq!(w(" \"b\"", Quote::Double).unwrap(), "' \"b\"'");
        assert_eq!(w("\"x\"", Quote::Bare).unwrap(), "'\"x\"'");
        assert_eq!(w("l1\nl2", Quote::Bare).unwrap(), "`l1\nl2`");
        assert_eq!(w("`\"\"\"", Quote::Bare).unwrap(), "'`\"\"\"'");
        assert!(w("`\n\"\"\"", Quote::Bare).is_err());
    }
}
