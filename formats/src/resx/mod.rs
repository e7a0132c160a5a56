//! `resx`: .NET XML resource files (`.resx`, and UWP's `.resw`, the same format without the
//! schema).
//!
//! **Entries.** Each `<data name="n">` child of `<root>` that holds a string is one plain entry
//! `n`: its text is the `<value>` content (references expanded, CDATA unwrapped, CRLF read as LF,
//! nothing trimmed), its context the `<comment>` text (none when empty). A `<data>` holds a
//! string unless it has a `mimetype=` attribute or a `type=` other than `System.String` (a
//! `type="System.String, mscorlib"` is a string, as `ResXResourceReader` reads it). Non-string
//! resources (sizes, colours, base64 images) and WinForms designer entries (names starting with
//! `>>` or `$this.`) are skipped: not entries, copied byte for byte. The same name on two
//! `<data>` elements (skipped ones included) is an error naming both positions. `<resheader>`,
//! `<assembly>`, `<metadata>`, the `<xsd:schema>` and comments are literal bytes.
//!
//! **Empty values.** `<value />` is an entry with empty text; a build that gives it text turns the
//! tag into `<value>…</value>`. A `<data>` without a `<value>` (`ResXResourceReader` reads a null
//! string) is an entry with empty text too; a non-empty translation inserts `<value>…</value>`
//! right after the `<data …>` start tag (or rewrites `<data …/>` as `<data …><value>…</value></data>`).
//! An empty translation leaves such entries as they are.
//!
//! **Build.** Only `<value>` content is spliced: `&`, `<`, `>` escaped, a line break written in the
//! file's line-end style, a carriage return as `&#13;`, characters the file's encoding cannot hold
//! as numeric references; characters XML 1.0 cannot hold fail the build. The original value's
//! CDATA or references are not reproduced for a changed value. BOM, XML declaration, CRLF and
//! encoding stay as they are.
//!
//! **Encodings and safety.** Through [`crate::xml`]: the BOM and the XML declaration decide the
//! encoding (UTF-8, UTF-16 LE/BE transcoded for scanning, windows-125x and other ASCII-compatible
//! charsets scanned in place). The tokenizer never expands entities beyond the five predefined
//! ones and character references, never reads a DTD, and a DOCTYPE declaring entities is refused
//! (no entity bomb gets near a value). Elements nested deeper than [`parse::MAX_DEPTH`] are refused
//! with [`crate::ErrorKind::Limit`].
//!
//! **What lives here.** The format (`Resx`), its slot kinds and `render`; `parse` (the streaming
//! walker over [`crate::xml::scan`] tokens) and `create` (a new Visual Studio style file). What
//! must not: a second XML tokenizer or encoding table (they are in [`crate::xml`]), and anything
//! another format needs.

mod create;
pub(crate) mod parse;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, RenderContext, Signature, SlotValue};
use crate::skeleton::{Slot, TypedKind};
use crate::xml::encoding::XmlEncoding;
use crate::xml::text::{escape_text_into, Eol};

/// .NET `.resx` / `.resw` resource files (key `resx`).
#[derive(Debug, Default, Clone, Copy)]
pub struct Resx;

static INFO: FormatInfo = FormatInfo {
    key: "resx",
    name: ".NET RESX / RESW",
    description: ".NET XML resources (.resx, UWP .resw): <data> string values with their <comment>; typed and designer resources, schema and headers kept byte for byte",
    extensions: &["resx", "resw"],
    signature: Signature {
        // The extensions are the format's own; no content pattern, so UTF-16 files (which a
        // byte-level pattern cannot read) are recognised too.
        file_name: r"\.[rR][eE][sS][xXwW]$",
        file_content: None,
    },
};

format_impl! {
    Resx, INFO;
    parse(src, _ctx, sink) => parse::parse(src, sink);
    render(slot, value, ctx, out) => render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    creates_plurals => false;
}

/// Where a value goes, as the slot's span covers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// The content between `<value …>` and `</value>`.
    Content,
    /// The end of an empty `<value …/>` tag (from after its name or last attribute through
    /// `/>`): rewritten as `>…</value>`.
    EmptyValue,
    /// An insertion point right after the `<data …>` start tag of a `<data>` without `<value>`.
    MissingValue,
    /// The end of an empty `<data …/>` tag (from after its last attribute through `/>`):
    /// rewritten as `><value>…</value></data>`.
    EmptyData,
}

/// The kind of a resx slot: where the value goes, the file's line ends and its encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ResxSlot {
    /// Where the value goes.
    pub shape: Shape,
    /// The file's line-end style (for line breaks in values).
    pub eol: Eol,
    /// The file's encoding.
    pub enc: XmlEncoding,
}

// Bits: 0–1 the shape, 2–3 the line-end code, 8–13 the encoding id.
impl TypedKind for ResxSlot {
    fn bits(self) -> u16 {
        let shape = match self.shape {
            Shape::Content => 0,
            Shape::EmptyValue => 1,
            Shape::MissingValue => 2,
            Shape::EmptyData => 3,
        };
        shape | self.eol.code() << 2 | u16::from(self.enc.id() & 0x3F) << 8
    }

    fn from_bits(bits: u16) -> Option<ResxSlot> {
        if bits & 0b1111_0000 != 0 || (bits >> 2) & 3 == 3 || bits >> 14 != 0 {
            return None;
        }
        let shape = match bits & 3 {
            0 => Shape::Content,
            1 => Shape::EmptyValue,
            2 => Shape::MissingValue,
            _ => Shape::EmptyData,
        };
        Some(ResxSlot {
            shape,
            eol: Eol::from_code(bits >> 2),
            enc: XmlEncoding::from_id((bits >> 8) as u8),
        })
    }
}

/// Renders one slot of a resx file: the value escaped for XML element content, in the file's
/// encoding, wrapped in the tags the slot's shape needs.
fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let k: ResxSlot = slot.kind_as(ctx.src)?;
    let text = match value {
        SlotValue::Text { text, .. } => text,
        // resx has neither structural slots nor plural groups: keep the bytes.
        SlotValue::Structural | SlotValue::Plural { .. } => {
            let original = ctx.src.get(slot.span.clone()).unwrap_or_default();
            out.extend_from_slice(original);
            return Ok(());
        }
    };
    let mut s = String::with_capacity(text.len() + 32);
    match k.shape {
        Shape::Content => {}
        Shape::EmptyValue => s.push('>'),
        Shape::MissingValue => s.push_str("<value>"),
        Shape::EmptyData => s.push_str("><value>"),
    }
    escape_text_into(text, k.eol, &mut s).map_err(|m| {
        FormatError::at(ctx.src, slot.span.start, m).with_kind(ErrorKind::Unsupported)
    })?;
    match k.shape {
        Shape::Content => {}
        Shape::EmptyValue | Shape::MissingValue => s.push_str("</value>"),
        Shape::EmptyData => s.push_str("</value></data>"),
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
            Shape::Content,
            Shape::EmptyValue,
            Shape::MissingValue,
            Shape::EmptyData,
        ] {
            for eol in [Eol::Lf, Eol::CrLf, Eol::Cr] {
                for enc in [
                    XmlEncoding::Utf8,
                    XmlEncoding::Utf16Le,
                    XmlEncoding::Utf16Be,
                    XmlEncoding::Other(encoding_rs::WINDOWS_1252),
                    XmlEncoding::Other(encoding_rs::BIG5),
                ] {
                    let k = ResxSlot { shape, eol, enc };
                    assert_eq!(ResxSlot::from_bits(k.bits()), Some(k));
                }
            }
        }
        assert_eq!(ResxSlot::from_bits(0b1100), None);
        assert_eq!(ResxSlot::from_bits(0b1_0000), None);
    }
}
