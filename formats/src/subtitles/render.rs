//! Build side of the subtitle formats: the slot kind of a cue's text (the line ending to write,
//! whether the cue had no text, the dialect), the rule a cue text must follow, and the writing
//! of a new text into its slot.

use crate::error::{ErrorKind, FormatError};
use crate::format::{RenderContext, SlotValue};
use crate::skeleton::{Slot, TypedKind};

use super::scan::Eol;
use super::timing::parse_timing;
use super::Dialect;

/// What render needs to know about a cue's text slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct CueSlot {
    /// The line ending a new text's lines are written with (the cue's timing line's).
    pub eol: Eol,
    /// The cue had no text: the slot is an insertion point at the end of its timing line, and
    /// a new text starts with a line ending.
    pub insert: bool,
    /// The file's dialect.
    pub dialect: Dialect,
}

/// Marks a subtitle slot kind (bit 9).
const TAG: u16 = 1 << 9;

// Bits: 0–1 line ending, 2 insertion point, 3 WebVTT, 9 the tag.
impl TypedKind for CueSlot {
    fn bits(self) -> u16 {
        TAG | self.eol as u16
            | u16::from(self.insert) << 2
            | u16::from(self.dialect == Dialect::Vtt) << 3
    }

    fn from_bits(bits: u16) -> Option<CueSlot> {
        if bits & !0xF != TAG {
            return None;
        }
        Some(CueSlot {
            eol: Eol::from_bits(bits & 0x3)?,
            insert: bits & 0x4 != 0,
            dialect: if bits & 0x8 != 0 {
                Dialect::Vtt
            } else {
                Dialect::Srt
            },
        })
    }
}

/// Why `text` cannot be a cue's text in `dialect`, if it cannot: a line break at its start or
/// end or an empty line (an empty line ends a cue, so the rest of the text would be read as the
/// next block; in SubRip so does a line of only spaces and tabs), in WebVTT a line holding `-->` (which starts a new
/// cue), and in SubRip a line that reads as a whole timing line (readers that tolerate a missing
/// blank line between cues start a new cue there; `-->` amid other text is kept). Line breaks
/// are `\n`, `\r\n` or `\r`.
pub(crate) fn text_problem(text: &str, dialect: Dialect) -> Option<&'static str> {
    if text.is_empty() {
        return None;
    }
    for line in text.split("\r\n").flat_map(|l| l.split(['\n', '\r'])) {
        if line.is_empty() {
            return Some(
                "it has an empty line, which would end the cue; expected text on every line of a cue (join or remove the empty line)",
            );
        }
        if dialect == Dialect::Srt && line.trim_matches([' ', '\t']).is_empty() {
            return Some(
                "it has a line of only spaces, which SubRip readers take for an empty line that ends the cue; expected text on every line of a cue (join or remove the line)",
            );
        }
        if dialect == Dialect::Vtt && line.contains("-->") {
            return Some(
                "it has `-->` in a line, which WebVTT reads as the timing line of a new cue; expected no `-->` in a cue's text (write `--&gt;`)",
            );
        }
        if dialect == Dialect::Srt && parse_timing(line.as_bytes(), dialect).is_ok() {
            return Some(
                "it has a line that reads as a timing line (`start --> end`), where SubRip readers that allow a missing blank line between cues start a new cue; expected no timing line in a cue's text",
            );
        }
    }
    None
}

/// Writes `text` with its line breaks (`\n`, `\r\n`, `\r`) as `eol`.
pub(crate) fn write_text(text: &str, eol: &[u8], out: &mut Vec<u8>) {
    for (i, line) in text
        .split("\r\n")
        .flat_map(|l| l.split(['\n', '\r']))
        .enumerate()
    {
        if i > 0 {
            out.extend_from_slice(eol);
        }
        out.extend_from_slice(line.as_bytes());
    }
}

/// Writes the new text of one cue.
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let kind: CueSlot = slot.kind_as(ctx.src)?;
    let text = match value {
        SlotValue::Text { text, .. } => text,
        SlotValue::Structural | SlotValue::Plural { .. } => {
            return Err(FormatError::internal(
                ctx.src,
                slot.span.start,
                "internal error: a cue's slot holds one plain text",
            ))
        }
    };
    if let Some(problem) = text_problem(text, kind.dialect) {
        let id = ctx.entry.map_or("", |e| e.identifier.as_ref());
        return Err(FormatError::at(
            ctx.src,
            slot.span.start,
            format!("the translation of cue `{id}` cannot be written: {problem}"),
        )
        .with_kind(ErrorKind::Unsupported));
    }
    if kind.insert && !text.is_empty() {
        out.extend_from_slice(kind.eol.bytes());
    }
    write_text(text, kind.eol.bytes(), out);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_bits() {
        for eol in [Eol::Lf, Eol::CrLf, Eol::Cr] {
            for insert in [false, true] {
                for dialect in [Dialect::Srt, Dialect::Vtt] {
                    let k = CueSlot {
                        eol,
                        insert,
                        dialect,
                    };
                    assert_eq!(CueSlot::from_bits(k.bits()), Some(k));
                }
            }
        }
        assert_eq!(CueSlot::from_bits(0), None);
        assert_eq!(CueSlot::from_bits(TAG | 3), None);
    }

    #[test]
    fn texts_that_would_end_a_cue_are_refused() {
        assert!(text_problem("", Dialect::Srt).is_none());
        assert!(text_problem("one\ntwo", Dialect::Srt).is_none());
        assert!(text_problem("a --> b", Dialect::Srt).is_none());
        assert!(text_problem("x\n00:00:01,000 --> 00:00:02,000", Dialect::Srt).is_some());
        assert!(text_problem("x\n1:2 --> 1:3 X1:4", Dialect::Srt).is_some());
        assert!(text_problem("a --> b", Dialect::Vtt).is_some());
        for bad in ["one\n\ntwo", "one\n", "\none", "a\r\rb"] {
            assert!(text_problem(bad, Dialect::Srt).is_some(), "{bad:?}");
            assert!(text_problem(bad, Dialect::Vtt).is_some(), "{bad:?}");
        }
        // A line of spaces is cue text for WebVTT's parser, a blank line for SubRip's readers.
        for spaces in [" ", "a\r\n \r\nb", "a\n\t"] {
            assert!(text_problem(spaces, Dialect::Srt).is_some(), "{spaces:?}");
            assert!(text_problem(spaces, Dialect::Vtt).is_none(), "{spaces:?}");
        }
        let mut out = Vec::new();
        write_text("a\nb\r\nc\rd", b"\r\n", &mut out);
        assert_eq!(out, b"a\r\nb\r\nc\r\nd");
    }
}
