//! `android`: Android string resources (`res/values*/strings.xml` and any `<resources>` file).
//!
//! **Entries.** `<string name="n">` → plain entry `n`; each `<item>` of `<string-array name="a">`
//! → `a[0]`, `a[1]`, … (the index counts every item); `<plurals name="p">` → one plural entry `p`
//! whose forms come from `<item quantity="…">`. A resource with a `product="x"` attribute (AOSP
//! device variants sharing a name) is `n[product=x]`. Any other repeated identifier (the same
//! name twice, or a string and a plurals sharing a name) is an error naming both lines.
//! Other resource types (`<integer>`, `<array>`, `<color>`, …) are left untouched, and so is a
//! string or array item whose value is a resource reference (`@string/x`, `?attr/y`: aapt2 reads
//! those as references, not text).
//!
//! **Fields.** The last comment before a resource element (aapt2's rule: cleared by any element,
//! `<skip/>` and `<eat-comment/>`), trimmed per line, plus a `comment="…"` attribute → `context`;
//! `maxLength="n"`, else AOSP's `[CHAR LIMIT=n]` in that comment → `max_length`;
//! `translatable="false"` → the strings are entries with `is_hidden: Some(true)` (kept in the file
//! and in the skeleton, so builds stay byte-identical whether or not a hidden string is sent).
//!
//! **Text.** An entry's text is the logical string the app displays, as aapt2 compiles it: XML
//! references and CDATA decoded, Android escapes (`\' \" \@ \? \n \t \uXXXX \\`) resolved,
//! whitespace collapsed and trimmed unless inside `"…"` (see `flatten`). Inline markup (`<b>`,
//! `<i>`, `<u>`, `<a href>`, `<annotation>`, `<xliff:g id= example=>`) stays in the text as the
//! tags' source text. On build, `render` re-escapes so that aapt2 reads the same string back
//! (see `escape`); a `<…>` in a translation is written as markup only when it is a well-formed,
//! balanced tag (see `markup`), otherwise it is escaped as `&lt;`, so the output is always
//! well-formed XML. Consequence: text and markup share one notation, so `&lt;b&gt;x&lt;/b&gt;` in
//! the source and `<b>x</b>` read as the same text; a changed value is written as markup unless
//! the source value was a CDATA section, whose style (like `"…"` quoting) is kept.
//!
//! **Plurals.** The slot covers everything between `<plurals …>` and `</plurals>` and is
//! regenerated for the target's categories, indented like the source items (see `group`); a
//! group whose forms are what Android already shows for the original (same texts, missing
//! quantities equal to `other`) is kept byte for byte.
//!
//! **Layout and safety.** XML declaration, BOM, CRLF, comments, `<skip/>`, blank lines, attribute
//! order, `tools:ignore` and `formatted="false"` are literal bytes and survive. UTF-8 only (a
//! UTF-16 file or a non-UTF-8 `encoding=` is an error). Only the five predefined entities and
//! character references are decoded; a DOCTYPE declaring entities is an error; nothing external
//! is ever resolved. Tokenizing is quick-xml (`Reader::buffer_position()` gives the spans).
//!
//! **What lives here.** The format (`AndroidStrings`), its slot kinds and render; `parse`,
//! `meta` (comments, limits), `flatten` (aapt2's text rules), `escape`, `markup`, `group`
//! (plurals) and `create`. What must not: XLIFF or other XML formats (they read through
//! [`crate::xml`]), and anything another format needs.

mod create;
mod escape;
mod flatten;
mod group;
mod markup;
mod meta;
mod parse;

use quick_xml::events::Event;
use quick_xml::Reader;

use crate::error::FormatError;
use crate::format::{format_impl, FormatInfo, RenderContext, Signature, SlotValue};
use crate::skeleton::{Slot, TypedKind};
use escape::{write_value, Style};

/// Android `strings.xml` resources (key `android`).
#[derive(Debug, Default, Clone, Copy)]
pub struct AndroidStrings;

static INFO: FormatInfo = FormatInfo {
    key: "android",
    name: "Android strings.xml",
    description: "Android string resources: <string>, <string-array> items and <plurals>, with both XML and Android escaping",
    extensions: &["xml"],
    signature: Signature {
        file_name: r"\.xml$",
        file_content: Some(r"<resources[\s>/]"),
    },
};

/// How an Android slot's value is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// The element's content, in this style.
    Value(Style),
    /// `<string …/>` or `<item/>`: the slot is the `/>`, rewritten as `>…</string>`.
    SelfClosing,
}

/// Which namespace prefixes the root element declares (markup in values may use them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Namespaces {
    /// The `xliff` prefix.
    pub xliff: bool,
    /// Any other prefix.
    pub other: bool,
}

/// The kind of an Android slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct AndroidSlot {
    /// How the value is written.
    pub shape: Shape,
    /// The element is `<item>` (else `<string>`).
    pub item: bool,
    /// A whole `<plurals>` group.
    pub group: bool,
    /// Prefixes the root declares.
    pub ns: Namespaces,
}

// Bits: 0–2 the shape (plain, quoted, CDATA, self-closing), 3 item, 4 `xliff` prefix, 5 other
// prefixes, 6 group.
impl TypedKind for AndroidSlot {
    fn bits(self) -> u16 {
        let shape = match self.shape {
            Shape::Value(Style::Plain) => 0,
            Shape::Value(Style::Quoted) => 1,
            Shape::Value(Style::Cdata) => 2,
            Shape::SelfClosing => 3,
        };
        shape
            | u16::from(self.item) << 3
            | u16::from(self.ns.xliff) << 4
            | u16::from(self.ns.other) << 5
            | u16::from(self.group) << 6
    }

    fn from_bits(bits: u16) -> Option<AndroidSlot> {
        let shape = match bits & 0b111 {
            0 => Shape::Value(Style::Plain),
            1 => Shape::Value(Style::Quoted),
            2 => Shape::Value(Style::Cdata),
            3 => Shape::SelfClosing,
            _ => return None,
        };
        Some(AndroidSlot {
            shape,
            item: bits & 1 << 3 != 0,
            ns: Namespaces {
                xliff: bits & 1 << 4 != 0,
                other: bits & 1 << 5 != 0,
            },
            group: bits & 1 << 6 != 0,
        })
    }
}

format_impl! {
    AndroidStrings, INFO;
    parse(src, _ctx, sink) => parse::parse(src, sink);
    render(slot, value, ctx, out) => render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
}

/// Renders one slot of a `strings.xml`.
fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let original = ctx.src.get(slot.span.clone()).ok_or_else(|| {
        FormatError::internal(
            ctx.src,
            slot.span.start,
            "internal error: slot outside the file",
        )
    })?;
    let k: AndroidSlot = slot.kind_as(ctx.src)?;
    let bound = |prefix: &str| {
        (prefix == "xliff" && k.ns.xliff) || (k.ns.other && root_declares(ctx.src, prefix))
    };
    let style = match k.shape {
        Shape::Value(style) => style,
        Shape::SelfClosing => Style::Plain,
    };
    match value {
        SlotValue::Structural => out.extend_from_slice(original),
        SlotValue::Plural { forms, .. } => {
            let entry = ctx.entry;
            if entry.is_some_and(|e| group::already_shown(e.baseline(), forms)) {
                out.extend_from_slice(original);
            } else {
                group::write_group(original, forms, style, &bound, out);
            }
        }
        SlotValue::Text { text, .. } => {
            if k.shape == Shape::SelfClosing {
                out.push(b'>');
                write_value(text, Style::Plain, &bound, out);
                out.extend_from_slice(if k.item { b"</item>" } else { b"</string>" });
            } else {
                write_value(text, style, &bound, out);
            }
        }
    }
    Ok(())
}

/// True when the root element declares `xmlns:prefix` (looked up only for unusual prefixes).
fn root_declares(src: &[u8], prefix: &str) -> bool {
    let src = src.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(src);
    let Ok(text) = std::str::from_utf8(src) else {
        return false;
    };
    let mut reader = Reader::from_str(text);
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) | Ok(Event::Empty(e)) => {
                return e
                    .attributes()
                    .flatten()
                    .any(|a| a.key.as_ref().strip_prefix("xmlns:") == Some(prefix));
            }
            Ok(Event::Eof) | Err(_) => return false,
            Ok(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_kinds_survive_their_bits() {
        for shape in [
            Shape::Value(Style::Plain),
            Shape::Value(Style::Quoted),
            Shape::Value(Style::Cdata),
            Shape::SelfClosing,
        ] {
            for (item, group, xliff, other) in [
                (false, false, false, false),
                (true, false, true, false),
                (false, true, false, true),
                (true, true, true, true),
            ] {
                let k = AndroidSlot {
                    shape,
                    item,
                    group,
                    ns: Namespaces { xliff, other },
                };
                assert_eq!(AndroidSlot::from_bits(k.bits()), Some(k));
            }
        }
        assert_eq!(AndroidSlot::from_bits(0b111), None);
    }
}
