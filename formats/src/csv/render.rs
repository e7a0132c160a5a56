//! Writing cells back: the slot kinds of the CSV format and `render`, which writes one cell
//! (quoted when it needs it or when the original cell was quoted) or appends one (with the
//! delimiters that reach its column).

use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::model::Status;
use crate::skeleton::{Slot, TypedKind};

use super::first_row;
use super::scan::SNIFFED;

/// What a slot spans.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Shape {
    /// A cell of the file (its bytes, quotes included).
    Cell,
    /// An empty unquoted cell, spanned by the delimiter before it (so that it never shares its
    /// place with the cells appended at the end of the row).
    EmptyCell,
    /// A cell the row lacks, appended at the row's end.
    Append,
    /// The header cell of a new language column, appended at the header row's end.
    Header,
}

/// A CSV slot's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct CsvSlot {
    /// What the slot spans.
    pub shape: Shape,
    /// The cell was quoted (`Cell`), or a new cell is quoted even when it needs no quotes
    /// (`Append`, `Header`: the row's last cell is quoted).
    pub quoted: bool,
    /// `Append`: write the cell even for a string without translation (empty), so that the
    /// cells appended after it in the same row land in their columns. `Cell`: every build
    /// rewrites the cell quoted, its text unchanged when it has no new one (a first-row cell
    /// the sniffer could misread: [`super::scan::cells_to_requote`]); a structural slot when the
    /// cell holds no string's value.
    pub always: bool,
    /// The file's delimiter.
    pub delim: u8,
    /// `Append`, `Header`: delimiters written before the cell (1 + the empty cells skipped).
    pub delims: u16,
    /// The cell is in the file's first row, from which a reader sniffs the delimiter: a new
    /// text there is also quoted when it holds another delimiter a reader could pick
    /// ([`SNIFFED`]), so the built file reads back with the same one.
    pub first_row: bool,
}

/// The [`crate::Format::always_rendered`] kinds: `Cell` slots with `always` (mask, value).
pub(super) const REWRITTEN: (u16, u16) = (0b1011, 0b1000);

/// Delimiters a slot kind can carry.
pub(super) const DELIMITERS: [u8; 4] = [b',', b';', b'\t', b'|'];

/// Most delimiters an appended cell can carry (9 bits).
pub(super) const MAX_DELIMS: usize = 511;

impl TypedKind for CsvSlot {
    fn bits(self) -> u16 {
        let shape = match self.shape {
            Shape::Cell => 0,
            Shape::EmptyCell => 1,
            Shape::Append => 2,
            Shape::Header => 3,
        };
        let delim = DELIMITERS
            .iter()
            .position(|d| *d == self.delim)
            .unwrap_or(0) as u16;
        shape
            | u16::from(self.quoted) << 2
            | u16::from(self.always) << 3
            | delim << 4
            | (self.delims.min(MAX_DELIMS as u16)) << 6
            | u16::from(self.first_row) << 15
    }

    fn from_bits(bits: u16) -> Option<Self> {
        let shape = match bits & 3 {
            0 => Shape::Cell,
            1 => Shape::EmptyCell,
            2 => Shape::Append,
            _ => Shape::Header,
        };
        Some(CsvSlot {
            shape,
            quoted: bits & 4 != 0,
            always: bits & 8 != 0,
            delim: DELIMITERS[usize::from((bits >> 4) & 3)],
            delims: (bits >> 6) & MAX_DELIMS as u16,
            first_row: bits & 1 << 15 != 0,
        })
    }
}

/// True when `text` must be quoted to stay one cell; in the first row (`first_row`) also when
/// it holds a delimiter a reader could sniff instead of the file's.
pub(super) fn needs_quotes(text: &str, delim: u8, first_row: bool) -> bool {
    text.bytes().any(|b| {
        b == delim || b == b'"' || b == b'\n' || b == b'\r' || (first_row && SNIFFED.contains(&b))
    })
}

/// Writes `text` as one cell of a row delimited by `delim`: quoted (with `"` doubled) when
/// `quote` or when it needs it (`first_row`: see [`needs_quotes`]).
pub(super) fn write_cell(text: &str, delim: u8, first_row: bool, quote: bool, out: &mut Vec<u8>) {
    if !quote && !needs_quotes(text, delim, first_row) {
        out.extend_from_slice(text.as_bytes());
        return;
    }
    out.reserve(text.len() + 2);
    out.push(b'"');
    let mut rest = text.as_bytes();
    while let Some(i) = memchr::memchr(b'"', rest) {
        out.extend_from_slice(&rest[..=i]);
        out.push(b'"');
        rest = &rest[i + 1..];
    }
    out.extend_from_slice(rest);
    out.push(b'"');
}

/// Writes one slot for the target language. A string without translation (`untranslated`)
/// keeps what its cell holds, and appends nothing unless the slot must keep later cells in
/// their columns (then an empty cell). Cell text is never altered (no formula escaping).
/// `detected`: the file's header is detected (not configured), so a first-row text that would
/// change a reader's decision is refused ([`first_row::check`]).
pub(super) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    detected: bool,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let kind: CsvSlot = slot.kind_as(ctx.src)?;
    let guard = |text: &str| {
        if detected && kind.first_row {
            first_row::check(slot, kind, text, ctx)
        } else {
            Ok(())
        }
    };
    if kind.shape == Shape::Header {
        out.extend(std::iter::repeat_n(kind.delim, usize::from(kind.delims)));
        write_cell(&ctx.target.id, kind.delim, kind.first_row, kind.quoted, out);
        return Ok(());
    }
    if kind.shape == Shape::Cell && kind.always {
        // A cell rewritten quoted: its new text, else the text it holds.
        let text = match value {
            SlotValue::Text { text, status } if status != Status::Untranslated => text,
            _ => std::str::from_utf8(&ctx.src[slot.span.clone()]).map_err(|_| {
                FormatError::internal(
                    ctx.src,
                    slot.span.start,
                    "internal error: a CSV cell is not UTF-8",
                )
            })?,
        };
        guard(text)?;
        write_cell(text, kind.delim, kind.first_row, true, out);
        return Ok(());
    }
    let (text, status) = match value {
        SlotValue::Text { text, status } => (text, status),
        SlotValue::Structural | SlotValue::Plural { .. } => {
            return Err(FormatError::internal(
                ctx.src,
                slot.span.start,
                "internal error: a CSV cell slot got a value that is not a text",
            ))
        }
    };
    let untranslated = status == Status::Untranslated;
    match kind.shape {
        Shape::Cell | Shape::EmptyCell if untranslated => {
            out.extend_from_slice(&ctx.src[slot.span.clone()]);
        }
        Shape::Cell => {
            guard(text)?;
            write_cell(text, kind.delim, kind.first_row, kind.quoted, out);
        }
        Shape::EmptyCell => {
            guard(text)?;
            out.push(kind.delim);
            write_cell(text, kind.delim, kind.first_row, false, out);
        }
        Shape::Append | Shape::Header => {
            if untranslated && !kind.always {
                return Ok(());
            }
            let text = if untranslated { "" } else { text };
            guard(text)?;
            out.extend(std::iter::repeat_n(kind.delim, usize::from(kind.delims)));
            write_cell(text, kind.delim, kind.first_row, kind.quoted, out);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_their_bits() {
        for shape in [Shape::Cell, Shape::EmptyCell, Shape::Append, Shape::Header] {
            for delim in DELIMITERS {
                for first_row in [false, true] {
                    let k = CsvSlot {
                        shape,
                        quoted: true,
                        always: false,
                        delim,
                        delims: MAX_DELIMS as u16,
                        first_row,
                    };
                    assert_eq!(CsvSlot::from_bits(k.bits()), Some(k));
                }
            }
        }
    }

    #[test]
    fn cells_are_quoted_when_they_need_it_or_were_quoted() {
        let in_row = |t: &str, q: bool, first_row: bool| {
            let mut out = Vec::new();
            write_cell(t, b';', first_row, q, &mut out);
            String::from_utf8(out).expect("utf-8")
        };
        let cell = |t: &str, q: bool| in_row(t, q, false);
        assert_eq!(cell("a,b", false), "a,b");
        assert_eq!(cell("a;b", false), "\"a;b\"");
        assert_eq!(cell("say \"hi\"", false), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("x\r\ny", false), "\"x\r\ny\"");
        assert_eq!(cell("plain", true), "\"plain\"");
        assert_eq!(cell("=1+1", false), "=1+1");
        // In the first row, another delimiter a reader could sniff is quoted too.
        assert_eq!(in_row("a,b", false, true), "\"a,b\"");
        assert_eq!(in_row("a\tb", false, true), "\"a\tb\"");
        assert_eq!(in_row("a|b", false, true), "a|b");
    }
}
