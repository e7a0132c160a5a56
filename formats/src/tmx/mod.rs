//! `tmx`: TMX 1.4b translation memories (and TMX 1.1–1.3, which differ only in `lang` for
//! `xml:lang`), a *multilingual* format (see [`crate::multilingual`]): one file holds every
//! language, and a build writes each target language into it, spliced into the original bytes.
//!
//! **Strings.** One entry per `<tu>` of the `<body>`. The source language is the `<tu>`'s
//! `srclang`, else the `<header>`'s (`*all*`, or a language the unit has no `<tuv>` for, makes
//! the unit's first `<tuv>` the source). Text = the source `<tuv>`'s `<seg>`. Identifier = the
//! `tuid` attribute, else the source text itself (a translation memory pairs texts: the same
//! source text is the same unit, stable whatever the order of the file), else, for an empty
//! source text without `tuid`, `#n` with `n` the unit's position (1-based). Context = the
//! unit's and the source `<tuv>`'s `<note>`s and `<prop type="t">`s (`t: value`), one per line.
//! A repeated identifier is one string: a later unit with the same source text receives its
//! translations on build, one with another source text (a repeated `tuid`) keeps what it holds.
//!
//! **Languages.** With targets in the parse context, each target's translation is the `<seg>`
//! of the unit's `<tuv>` whose `xml:lang` (or `lang`) is the target's id, else its locale
//! (case-insensitive, `_` = `-`), else — for a target id without region — the one `<tuv>` whose
//! primary language subtag is the id (`de` finds `de-DE`). The source `<tuv>` is never a
//! target's; a target in the source language gets nothing. Without targets (a source upload) the
//! parse gives the source texts and no skeleton, as String Catalogs do.
//!
//! **Inline codes.** `<bpt>`, `<ept>`, `<ph>`, `<it>`, `<hi>`, `<ut>`, `<sub>` (and any other
//! markup) stay in the text as their tags, byte for byte, with character data unescaped like
//! all text (the XLIFF text model: `<seg>Hello <ph x="1">&lt;br/&gt;</ph></seg>` reads as
//! `Hello <ph x="1"><br/></ph>`). A build writes elements of those names (well-formed and
//! balanced) as markup and escapes every other `<`, `&`, `>`, so the text reads back the same:
//! a translation that drops or changes codes is written as given, not refused (TMX readers take
//! a segment with fewer codes; checking code parity is a QA step).
//!
//! **Build.** Each target's `<seg>` content is a slot (`target` = its index): an unchanged one
//! keeps its bytes, `<seg/>` becomes `<seg>…</seg>`. A unit without the target's `<tuv>` gets
//! `<tuv xml:lang="ID"><seg>…</seg></tuv>` (ID = the target's id) on a new line after its last
//! `<tuv>`, indented like it — only when the request translates the unit into that language
//! (no language appears in a unit just because a build could add it). Line breaks in text are
//! written in the file's style, characters its encoding cannot hold as references. TMX has no
//! statuses: every value read is translated, and a status on build is not written.
//!
//! **Errors and limits.** A root other than `<tmx>`, a `<tu>` without `<tuv>`, a `<tuv>` without
//! language or `<seg>`, two `<seg>`s in a `<tuv>` are errors with line and column. Through
//! [`crate::xml`]: encodings from the BOM and declaration (UTF-8, UTF-16, legacy charsets), no
//! DTD read and no entity beyond the predefined ones (a DOCTYPE declaring entities is refused);
//! nesting deeper than [`parse::MAX_DEPTH`] is refused as a limit. The parse hands each unit to
//! the sink when its end tag is read, so it holds one unit at a time (plus the identifiers
//! seen, for repeated units).
//!
//! **What lives here.** The format (`Tmx`), its slot kind, `render` and `frame`; `parse` (the
//! walker over the shared tokenizer) and `create`. What must not: a second XML tokenizer.

mod create;
mod parse;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, RenderContext, Signature, SlotValue};
use crate::multilingual::Frame;
use crate::skeleton::{Slot, TypedKind};
use crate::xml::encoding::XmlEncoding;
use crate::xml::text::{escape_attr_into, write_markup_text, Eol};

/// TMX translation memories (key `tmx`).
#[derive(Debug, Default, Clone, Copy)]
pub struct Tmx;

/// Inline elements of TMX 1.4b that a segment carries as markup.
pub(crate) const INLINE: &[&str] = &["bpt", "ept", "ph", "it", "hi", "ut", "sub"];

static INFO: FormatInfo = FormatInfo {
    key: "tmx",
    name: "TMX",
    description: "TMX 1.4b translation memories (multilingual): one string per <tu> (tuid, else its source text), every <tuv xml:lang> a language, notes and props as context, inline codes kept as markup; builds add or replace the targets' <tuv>s",
    extensions: &["tmx"],
    signature: Signature {
        file_name: r"(?i)\.tmx$",
        file_content: None,
    },
};

format_impl! {
    Tmx, INFO;
    parse(src, ctx, sink) => parse::parse(src, ctx, sink);
    render(slot, value, ctx, out) => render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    creates_plurals => false;
    multilingual => true;
    frame(slot, ctx) => frame(slot, ctx);
    // A repeated unit names its first occurrence's entry.
    slot_lookback => usize::MAX;
}

/// Where a value goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// The content of `<seg>…</seg>`.
    Content,
    /// A whole empty `<seg/>` (or `<seg …/>`): rewritten as `<seg>…</seg>`.
    EmptySeg,
    /// An insertion point after a unit's last `</tuv>`: a new `<tuv>` on a new line.
    Insert,
}

/// The kind of a `tmx` slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TmxSlot {
    /// Where the value goes.
    pub shape: Shape,
    /// The file's line ends.
    pub eol: Eol,
    /// The indentation of a new `<tuv>` is made of tabs (else spaces).
    pub tabs: bool,
    /// How many of them (at most 31).
    pub indent: u8,
    /// The file's encoding.
    pub enc: XmlEncoding,
}

// Bits: 0–1 the shape, 2–3 the line-end code, 4 tabs, 5–9 the indent, 10–15 the encoding id.
impl TypedKind for TmxSlot {
    fn bits(self) -> u16 {
        let shape = match self.shape {
            Shape::Content => 0,
            Shape::EmptySeg => 1,
            Shape::Insert => 2,
        };
        shape
            | self.eol.code() << 2
            | u16::from(self.tabs) << 4
            | u16::from(self.indent.min(31)) << 5
            | u16::from(self.enc.id() & 0x3F) << 10
    }

    fn from_bits(bits: u16) -> Option<TmxSlot> {
        if bits & 3 == 3 || (bits >> 2) & 3 == 3 {
            return None;
        }
        let shape = match bits & 3 {
            0 => Shape::Content,
            1 => Shape::EmptySeg,
            _ => Shape::Insert,
        };
        Some(TmxSlot {
            shape,
            eol: Eol::from_code(bits >> 2),
            tabs: bits & 16 != 0,
            indent: ((bits >> 5) & 31) as u8,
            enc: XmlEncoding::from_id((bits >> 10) as u8),
        })
    }
}

/// Renders one slot: the segment text as XML content (inline codes as markup), in the file's
/// encoding, wrapped as the slot's shape needs.
fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let k: TmxSlot = slot.kind_as(ctx.src)?;
    let text = match value {
        SlotValue::Text { text, .. } => text,
        // TMX has neither structural slots nor plural groups.
        SlotValue::Structural | SlotValue::Plural { .. } => {
            out.extend_from_slice(ctx.src.get(slot.span.clone()).unwrap_or_default());
            return Ok(());
        }
    };
    let unwritable =
        |m: String| FormatError::at(ctx.src, slot.span.start, m).with_kind(ErrorKind::Unsupported);
    let mut s = String::with_capacity(text.len() + 48);
    match k.shape {
        Shape::Content => {}
        Shape::EmptySeg => s.push_str("<seg>"),
        Shape::Insert => {
            s.push_str(k.eol.as_str());
            let unit = if k.tabs { '\t' } else { ' ' };
            s.extend(std::iter::repeat_n(unit, usize::from(k.indent)));
            s.push_str("<tuv xml:lang=\"");
            escape_attr_into(&ctx.target.id, b'"', &mut s).map_err(unwritable)?;
            s.push_str("\"><seg>");
        }
    }
    write_markup_text(text, INLINE, k.eol, &mut s).map_err(unwritable)?;
    match k.shape {
        Shape::Content => {}
        Shape::EmptySeg => s.push_str("</seg>"),
        Shape::Insert => s.push_str("</seg></tuv>"),
    }
    k.enc.encode_into(&s, out);
    Ok(())
}

/// A new `<tuv>` stands alone (no object around it), but is written only when the request
/// translates its unit: an empty frame, which [`crate::multilingual`] marks optional then.
fn frame(slot: &Slot, ctx: &RenderContext<'_>) -> Option<Frame> {
    let k: TmxSlot = slot.kind_as(ctx.src).ok()?;
    (k.shape == Shape::Insert).then(Frame::default)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_kinds_survive_their_bits() {
        for shape in [Shape::Content, Shape::EmptySeg, Shape::Insert] {
            for eol in [Eol::Lf, Eol::CrLf, Eol::Cr] {
                for (tabs, indent) in [(false, 0), (false, 4), (true, 2), (false, 31)] {
                    for enc in [
                        XmlEncoding::Utf8,
                        XmlEncoding::Utf16Le,
                        XmlEncoding::Other(encoding_rs::WINDOWS_1252),
                    ] {
                        let k = TmxSlot {
                            shape,
                            eol,
                            tabs,
                            indent,
                            enc,
                        };
                        assert_eq!(TmxSlot::from_bits(k.bits()), Some(k));
                    }
                }
            }
        }
        assert_eq!(TmxSlot::from_bits(3), None);
        assert_eq!(TmxSlot::from_bits(0b1100), None);
    }
}
