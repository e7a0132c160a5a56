//! Build side of PHP arrays: the slot kind (which quote the value is written in) and the writing
//! of a new value as a string literal of that quote kind, escaped so PHP reads back the text.

use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::skeleton::{Slot, TypedKind};

/// The quote kind of a PHP string literal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quote {
    /// `'…'`: only `\\` and `\'` are escapes.
    Single,
    /// `"…"`: backslash escapes, `$` interpolates.
    Double,
}

/// Marks a PHP slot kind (bit 10).
const TAG: u16 = 1 << 10;

// Bits: 0 the quote (0 single, 1 double), 10 the tag.
impl TypedKind for Quote {
    fn bits(self) -> u16 {
        TAG | match self {
            Quote::Single => 0,
            Quote::Double => 1,
        }
    }

    fn from_bits(bits: u16) -> Option<Quote> {
        match bits {
            b if b == TAG => Some(Quote::Single),
            b if b == TAG | 1 => Some(Quote::Double),
            _ => None,
        }
    }
}

/// Writes `text` as a PHP string literal in `quote`, quotes included.
pub(crate) fn write_literal(text: &str, quote: Quote, out: &mut Vec<u8>) {
    match quote {
        Quote::Single => {
            out.push(b'\'');
            for &b in text.as_bytes() {
                if matches!(b, b'\\' | b'\'') {
                    out.push(b'\\');
                }
                out.push(b);
            }
            out.push(b'\'');
        }
        Quote::Double => {
            out.push(b'"');
            for &b in text.as_bytes() {
                match b {
                    b'\\' | b'"' | b'$' => {
                        out.push(b'\\');
                        out.push(b);
                    }
                    b'\n' => out.extend_from_slice(b"\\n"),
                    b'\r' => out.extend_from_slice(b"\\r"),
                    b'\t' => out.extend_from_slice(b"\\t"),
                    0x0b => out.extend_from_slice(b"\\v"),
                    0x0c => out.extend_from_slice(b"\\f"),
                    0x1b => out.extend_from_slice(b"\\e"),
                    // Two hex digits always: `\x` reads at most two.
                    c if c < 0x20 || c == 0x7f => {
                        out.extend_from_slice(format!("\\x{c:02X}").as_bytes())
                    }
                    c => out.push(c),
                }
            }
            out.push(b'"');
        }
    }
}

/// The quote kind a new text is written in where the file had `quote`: the same, except that a
/// text holding a line break or another control character goes into `"…"`, where it is an
/// escape (`\n`, `\xHH`): `'…'` could hold it only raw, which would mix line ends into the
/// file and change the text when a checkout converts them.
pub(crate) fn quote_for(text: &str, quote: Quote) -> Quote {
    if quote == Quote::Single && text.bytes().any(|b| b < 0x20 || b == 0x7f) {
        Quote::Double
    } else {
        quote
    }
}

/// Writes the new value of one slot in the quote kind the file had there (see [`quote_for`]).
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let quote: Quote = slot.kind_as(ctx.src)?;
    let SlotValue::Text { text, .. } = value else {
        return Err(FormatError::internal(
            ctx.src,
            slot.span.start,
            "internal error: a PHP slot holds one plain string",
        ));
    };
    write_literal(text, quote_for(text, quote), out);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_bits() {
        for q in [Quote::Single, Quote::Double] {
            assert_eq!(Quote::from_bits(q.bits()), Some(q));
        }
        assert_eq!(Quote::from_bits(0), None);
        assert_eq!(Quote::from_bits(TAG | 2), None);
    }

    #[test]
    fn each_quote_escapes_what_it_must() {
        let w = |t: &str, q| {
            let mut out = Vec::new();
            write_literal(t, q, &mut out);
            String::from_utf8(out).unwrap()
        };
        assert_eq!(w("it's \\ $x\n", Quote::Single), "'it\\'s \\\\ $x\n'");
        assert_eq!(quote_for("a\nb", Quote::Single), Quote::Double);
        assert_eq!(quote_for("a\u{1}", Quote::Single), Quote::Double);
        assert_eq!(quote_for("a'b", Quote::Single), Quote::Single);
        assert_eq!(quote_for("a\nb", Quote::Double), Quote::Double);
        assert_eq!(
            w("say \"hi\" $x {$y} \\ \n\t\u{1}é", Quote::Double),
            "\"say \\\"hi\\\" \\$x {\\$y} \\\\ \\n\\t\\x01é\""
        );
    }
}
