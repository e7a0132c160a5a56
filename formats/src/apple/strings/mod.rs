//! `strings`: Apple `.strings` files (`"key" = "value";`), spliced in place so comments, spacing
//! around `=`, blank-line grouping, quoting, encoding and BOM survive a build.
//!
//! **Entries.** One plain entry per key, in file order; identifier = the key's text (escapes
//! resolved; unquoted keys such as `key = "v";` are read as written), text = the value's text. The
//! `key;` shortcut (Apple reads the value as the key itself) is an entry whose text is the key. A
//! key that appears twice is an error naming both lines (Apple would keep the last). Monolingual:
//! a translation file's values are its entries' texts.
//!
//! **Context.** The comment right before a key (after the previous entry's `;`): one `/* … */`
//! block, or consecutive `//` lines, delimiters removed and lines trimmed. A comment on the same
//! line after a `;` belongs to that line and is nobody's context; comments between a key and its
//! `;` are ignored.
//!
//! **Escapes.** See `escape`: Apple's reader's escapes (`\" \\ \n \t \r \Uxxxx`, surrogate
//! pairs, octal, `\` + line break), with a backslash before an unknown letter or digit refused.
//!
//! **Encodings.** UTF-8 with or without BOM, UTF-16 LE/BE with BOM (and without, recognised by
//! its zero bytes): sniffed and decoded into a UTF-8 view for scanning; slot spans are mapped back
//! to the original bytes and new values are written in the file's own encoding (see `text`), so
//! an identity build is byte for byte. An unpaired UTF-16 surrogate (in the bytes or in `\U`
//! escapes) is a positioned encoding error.
//!
//! **Build.** Each slot is a value's characters between its quotes; a changed value is escaped
//! for that quote character. An unquoted value (`key = value;`) is rewritten quoted, and a
//! `key;` shortcut becomes `key = "value";` (the ` = "…"` is inserted after the key).
//!
//! **Bad input.** Unterminated strings and `/* */` comments, a missing `=` or `;`, a stray
//! character, bad escapes and malformed bytes are errors with line, column and what was
//! expected. A key defined twice is one string, not an error (see `crate::repeats`). Nested property-list values (`{…}`, `(…)`, `<…>`) are refused: a `.strings`
//! file holds strings.
//!
//! **What lives here.** The format (`AppleStrings`), its slot kind and render; `parse` (the
//! scanner), `escape`, `text` (encodings) and `create`. What must not: `.stringsdict` (its own
//! folder) and anything another format needs.

mod create;
mod escape;
mod parse;
mod text;

use crate::error::FormatError;
use crate::format::{format_impl, FormatInfo, RenderContext, Signature, SlotValue};
use crate::skeleton::{Slot, TypedKind};
use text::Enc;

/// Apple `.strings` files (key `strings`).
#[derive(Debug, Default, Clone, Copy)]
pub struct AppleStrings;

static INFO: FormatInfo = FormatInfo {
    key: "strings",
    name: "Apple .strings",
    description: "Apple (iOS/macOS) .strings files: \"key\" = \"value\"; pairs with comments as context, UTF-8 or UTF-16 kept as found",
    extensions: &["strings"],
    signature: Signature {
        // No content pattern: UTF-16 files do not read as text in the detection window.
        file_name: r"\.strings$",
        file_content: None,
    },
};

format_impl! {
    AppleStrings, INFO;
    parse(src, ctx, sink) => parse::parse(src, ctx, sink);
    render(slot, value, ctx, out) => render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    creates_plurals => false;
}

/// How a value is written in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    /// `"…"`: the slot is the characters between the quotes.
    Double,
    /// `'…'`: the slot is the characters between the quotes.
    Single,
    /// `key = value;` without quotes: the slot is the token, rewritten quoted.
    Unquoted,
    /// `key;`: the slot is an insertion point after the key, for ` = "…"`.
    Shortcut,
}

/// The kind of a `.strings` slot: the value's style and the file's encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct StringsSlot {
    /// How the value is written.
    pub style: Style,
    /// The file's encoding.
    pub enc: Enc,
}

// Bits 0–1: the style; 2–3: the encoding.
impl TypedKind for StringsSlot {
    fn bits(self) -> u16 {
        let style = match self.style {
            Style::Double => 0,
            Style::Single => 1,
            Style::Unquoted => 2,
            Style::Shortcut => 3,
        };
        style | self.enc.code() << 2
    }

    fn from_bits(bits: u16) -> Option<StringsSlot> {
        let style = match bits & 3 {
            0 => Style::Double,
            1 => Style::Single,
            2 => Style::Unquoted,
            _ => Style::Shortcut,
        };
        if bits >> 4 != 0 {
            return None;
        }
        Some(StringsSlot {
            style,
            enc: Enc::from_code(bits >> 2 & 3)?,
        })
    }
}

/// Writes one value slot, escaped and encoded like the file.
fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let k: StringsSlot = slot.kind_as(ctx.src)?;
    let text = match value {
        SlotValue::Structural => {
            out.extend_from_slice(&ctx.src[slot.span.clone()]);
            return Ok(());
        }
        SlotValue::Text { text, .. } => text,
        // No entry of this format is a plural; write the `other` form if one ever comes.
        SlotValue::Plural { forms, .. } => forms.last().map_or("", |(_, t)| *t),
    };
    let mut s = String::with_capacity(text.len() + 8);
    match k.style {
        Style::Double => escape::escape_into(text, b'"', &mut s),
        Style::Single => escape::escape_into(text, b'\'', &mut s),
        Style::Unquoted | Style::Shortcut => {
            if k.style == Style::Shortcut {
                s.push_str(" = ");
            }
            s.push('"');
            escape::escape_into(text, b'"', &mut s);
            s.push('"');
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
        for style in [
            Style::Double,
            Style::Single,
            Style::Unquoted,
            Style::Shortcut,
        ] {
            for enc in [Enc::Utf8, Enc::Utf16Le, Enc::Utf16Be] {
                let k = StringsSlot { style, enc };
                assert_eq!(StringsSlot::from_bits(k.bits()), Some(k));
            }
        }
        assert_eq!(StringsSlot::from_bits(3 << 2), None);
        assert_eq!(StringsSlot::from_bits(1 << 4), None);
    }
}
