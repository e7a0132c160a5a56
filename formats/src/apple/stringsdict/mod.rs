//! `stringsdict`: Apple `.stringsdict` property lists (XML), spliced in place; only plural rule
//! dictionaries are regenerated for the target language.
//!
//! **Entries.** The root `<dict>` maps each key `K` to a dictionary holding
//! `NSStringLocalizedFormatKey` (e.g. `%#@files@`) and one rule dictionary per variable. Each
//! variable `V` whose rule is `NSStringPluralRuleType` and that has at least one category string
//! is one plural entry: identifier `K` when `K` has exactly one plural variable, `K:V` when it has
//! several (the identifiers of a key do not depend on its format string, so they stay stable
//! between a source file and its translations). The format string itself is a plain entry
//! `K:NSStringLocalizedFormatKey` when it holds text besides the variable tokens and printf
//! specifiers (`Your %3$@ list contains %1$#@first@.`); a format string of tokens and punctuation
//! only (`%#@files@ (%#@bytes@)`) is not translatable and stays as it is. The strings of any other
//! rule dictionary (`NSStringVariableWidthRuleType`: `20`, `25`, …) are plain entries `K:V:key`.
//! A root key whose value is a plain `<string>` is a plain entry `K`. Other values (numbers,
//! arrays, deeper dictionaries) stay untouched. A repeated identifier is an error naming both
//! lines. Plural entries carry the format string and the value type as context.
//!
//! **`zero`.** Apple reads a `zero` string for every language (for the number 0), also where CLDR
//! has no `zero` category (docs/FORMATS.md §4). When the file's language has no CLDR `zero`
//! (or is unknown: the request's only target for a translation upload, else its source), a
//! `zero` string before or after the variable's other categories is kept in place as its own
//! plain entry `<id>#zero` (translatable, never dropped by a build), and the plural holds the
//! other categories; a `zero` between other categories (DuckDuckGo writes one, zero, other) stays
//! where it is and the regenerated categories are written where the pairs before it were. When the
//! language has a CLDR `zero`, `zero` is one of the plural's forms.
//!
//! **Build.** Values are spliced between `<string>` and `</string>` (`<string/>` is rewritten
//! `<string>…</string>`), escaped with `&amp; &lt; &gt;`, line breaks in the file's style. A
//! plural's slot runs from its first category `<key>` to its last category `</string>` and is
//! regenerated for the target's categories in CLDR order, each pair laid out like the source's
//! first pair (the whitespace between `</key>` and `<string>`, and between pairs); the spec and
//! value-type keys before it stay; a `zero` kept apart is not written twice. Comments and other
//! keys between category pairs are not carried into a regenerated group.
//!
//! **Encoding and safety.** Read through the crate's XML scanner ([`crate::xml`]): UTF-8 (BOM
//! kept) and UTF-16 with a BOM, declaration bytes and line ends kept; DOCTYPEs are skipped, never
//! fetched; entities other than the five predefined ones are refused; nesting is capped.
//! A root value that is not a `<dict>`, a root element that is not `<plist>`, text or elements
//! where keys are expected, and markup inside `<string>` are positioned errors.
//!
//! **What lives here.** The format (`AppleStringsdict`), its slot kind and render; `parse`,
//! `group` (plural regeneration) and `create`. What must not: `.strings` (its own folder) and a
//! second XML reader.

mod create;
mod group;
mod parse;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, RenderContext, Signature, SlotValue};
use crate::skeleton::{Slot, TypedKind};
use crate::xml::encoding::XmlEncoding;
use crate::xml::text::{escape_text_into, Eol};

/// Apple `.stringsdict` files (key `stringsdict`).
#[derive(Debug, Default, Clone, Copy)]
pub struct AppleStringsdict;

static INFO: FormatInfo = FormatInfo {
    key: "stringsdict",
    name: "Apple .stringsdict",
    description: "Apple (iOS/macOS) .stringsdict plural rules: one plural string per key and variable, zero kept for every language",
    extensions: &["stringsdict"],
    signature: Signature {
        // No content pattern: UTF-16 files do not read as text in the detection window.
        file_name: r"\.stringsdict$",
        file_content: None,
    },
};

format_impl! {
    AppleStringsdict, INFO;
    parse(src, ctx, sink) => parse::parse(src, ctx, sink);
    render(slot, value, ctx, out) => render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    // A separate `#zero` string is the entry after its plural, its slot before the plural's.
    slot_lookback => 1;
}

/// What a stringsdict slot covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// The characters between `<string>` and `</string>`.
    Value,
    /// The `/>` of `<string/>`, rewritten as `>…</string>`.
    SelfClosing,
    /// The category pairs of a plural rule dictionary.
    Group,
    /// The category pairs after a `zero` kept apart in the middle of a rule (with the whitespace
    /// before them): emptied when the group is regenerated.
    GroupTail,
}

/// The kind of a stringsdict slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct DictSlot {
    /// What the slot covers.
    pub shape: Shape,
    /// For a group: the variable's `zero` string is kept apart (not written by the group).
    pub zero_apart: bool,
    /// Line-end style of the file.
    pub eol: Eol,
    /// The file's encoding.
    pub enc: XmlEncoding,
}

// Bits 0–1: shape; 2: zero apart; 3–4: line ends; 5–10: the encoding id.
impl TypedKind for DictSlot {
    fn bits(self) -> u16 {
        let shape = match self.shape {
            Shape::Value => 0,
            Shape::SelfClosing => 1,
            Shape::Group => 2,
            Shape::GroupTail => 3,
        };
        shape
            | u16::from(self.zero_apart) << 2
            | self.eol.code() << 3
            | u16::from(self.enc.id() & 0x3F) << 5
    }

    fn from_bits(bits: u16) -> Option<DictSlot> {
        if bits >> 11 != 0 {
            return None;
        }
        let shape = match bits & 3 {
            0 => Shape::Value,
            1 => Shape::SelfClosing,
            2 => Shape::Group,
            _ => Shape::GroupTail,
        };
        Some(DictSlot {
            shape,
            zero_apart: bits & 1 << 2 != 0,
            eol: Eol::from_code(bits >> 3 & 3),
            enc: XmlEncoding::from_id((bits >> 5 & 0x3F) as u8),
        })
    }
}

/// Text of bytes of the original file (decoded lossily: they parsed before).
pub(crate) fn decode_original(enc: XmlEncoding, bytes: &[u8]) -> String {
    match enc {
        XmlEncoding::Utf16Le => encoding_rs::UTF_16LE
            .decode_without_bom_handling(bytes)
            .0
            .into_owned(),
        XmlEncoding::Utf16Be => encoding_rs::UTF_16BE
            .decode_without_bom_handling(bytes)
            .0
            .into_owned(),
        _ => enc
            .decode_view(bytes)
            .map(|c| c.into_owned())
            .unwrap_or_else(|_| String::from_utf8_lossy(bytes).into_owned()),
    }
}

/// The error for a translation XML cannot hold.
fn unwritable(ctx: &RenderContext<'_>, why: String) -> FormatError {
    let id = ctx.entry.map_or("", |e| e.identifier.as_ref());
    FormatError::whole(format!("string `{id}`: {why}")).with_kind(ErrorKind::Unsupported)
}

/// Renders one slot of a `.stringsdict`.
fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let k: DictSlot = slot.kind_as(ctx.src)?;
    let original = ctx.src.get(slot.span.clone()).ok_or_else(|| {
        FormatError::internal(
            ctx.src,
            slot.span.start,
            "internal error: slot outside the file",
        )
    })?;
    let mut s = String::new();
    match (value, k.shape) {
        (SlotValue::Structural, _) => {
            out.extend_from_slice(original);
            return Ok(());
        }
        (SlotValue::Plural { forms, .. }, Shape::Group) => {
            // The whitespace before the group (its first pair's indentation), from a window of
            // the file before the slot that keeps UTF-16 units whole.
            let from = slot.span.start.saturating_sub(256) & !1;
            let before = decode_original(k.enc, &ctx.src[from..slot.span.start]);
            let lead = &before[before.trim_end().len()..];
            let group = decode_original(k.enc, original);
            group::write_group(&group, lead, forms, k.zero_apart, k.eol, &mut s)
                .map_err(|why| unwritable(ctx, why))?;
        }
        (SlotValue::Plural { .. }, Shape::GroupTail) => return Ok(()),
        (SlotValue::Text { text, .. }, Shape::Value | Shape::SelfClosing)
        | (
            SlotValue::Plural {
                forms: &[.., (_, text)],
                ..
            },
            Shape::Value | Shape::SelfClosing,
        ) => {
            if k.shape == Shape::SelfClosing {
                s.push('>');
            }
            escape_text_into(text, k.eol, &mut s).map_err(|why| unwritable(ctx, why))?;
            if k.shape == Shape::SelfClosing {
                s.push_str("</string>");
            }
        }
        _ => {
            return Err(FormatError::internal(
                ctx.src,
                slot.span.start,
                "internal error: a stringsdict slot got a value of the wrong shape",
            ))
        }
    }
    k.enc.encode_into(&s, out);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_kinds_survive_their_bits() {
        for shape in [
            Shape::Value,
            Shape::SelfClosing,
            Shape::Group,
            Shape::GroupTail,
        ] {
            for (zero_apart, eol, enc) in [
                (false, Eol::Lf, XmlEncoding::Utf8),
                (true, Eol::CrLf, XmlEncoding::Utf16Le),
                (true, Eol::Cr, XmlEncoding::Utf16Be),
                (
                    false,
                    Eol::Lf,
                    XmlEncoding::Other(encoding_rs::WINDOWS_1252),
                ),
            ] {
                let k = DictSlot {
                    shape,
                    zero_apart,
                    eol,
                    enc,
                };
                assert_eq!(DictSlot::from_bits(k.bits()), Some(k));
            }
        }
        assert_eq!(DictSlot::from_bits(1 << 11), None);
    }
}
