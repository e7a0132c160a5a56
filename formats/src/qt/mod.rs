//! `ts`: Qt Linguist translation sources (`.ts`, as `lupdate` writes and `lrelease` /
//! `lconvert` read them), bilingual, spliced into the original bytes so that everything but a
//! changed `<translation>` (and the `language` attribute) is kept byte for byte.
//!
//! **Strings.** One entry per `<message>` of a `<context>`. Identifier: the message's `id`
//! attribute when it has one (id-based translation, `qsTrId`: lupdate and `lrelease -idbased`
//! identify such a message by its id alone); else the pair lupdate identifies a message by,
//! written as `lconvert` writes it to PO: `msgctxt` U+0004 `source`, where `msgctxt` is the
//! context name (`~` written `~~`, `|` written `~|`), `|` and the `<comment>` (the
//! disambiguation, empty when none). A PO file lconvert makes from the `.ts` so has the same
//! identifiers in locforge's `po` format. An id never holds U+0004 (XML cannot), so the two
//! kinds never collide. Text = the `<source>` (`<byte value="x7"/>` read as the character Qt
//! means, references expanded, line ends read as `\n`). Context = the `<comment>`,
//! `<extracomment>` and `<translatorcomment>` texts, one per line. Existing translation = the
//! `<translation>` text; status untranslated for `type="unfinished"`, else translated.
//!
//! **Plurals.** A `numerus="yes"` message is a plural entry: its source text stands for every
//! numerus form of the source language (`sourcelanguage`, else the request's source, else
//! English) and its `<numerusform>`s are read in the order of the numerus forms of the file's
//! language (the request's target when a translation is uploaded, else the `language`
//! attribute; see [`numerus`] for the CLDR ↔ Qt mapping): as many forms as Qt has for the
//! language are its Qt forms, as many as the language's CLDR categories (Transifex writes four
//! for Polish and Russian) are those; any other count is read as `other` / `one, other` / the
//! first CLDR categories and `other`. A build writes one `<numerusform>` per Qt form of the
//! target language, or one per CLDR category where the message held that many.
//!
//! **Kept, not read.** Messages whose `<translation>` is `type="obsolete"` or `"vanished"`
//! (lupdate's leftovers of removed sources) are not strings and are copied as they are;
//! `<location>`, `<oldsource>`, `<oldcomment>`, `<userdata>`, `<extra-…>` and elements Qt does
//! not define are copied too. A repeated identifier is one string: a later message with the same
//! source text receives its translation; one with another source text (a repeated `id`) keeps
//! what it holds.
//!
//! **Build.** The slot is the whole `<translation>` element: its start tag keeps every attribute
//! but `type`, which is dropped for a translated string and written `type="unfinished"` for an
//! untranslated one. Text is escaped for element content (`&`, `<`, `>`, a CR as `&#13;`, line
//! breaks in the file's style); a control character is written `<byte value="x…"/>` as lupdate
//! does. Numerus forms go one per line, indented like the original forms (else four spaces more
//! than the `<translation>` line). A message without `<translation>` gets one after its last
//! child, on a new line. The `<TS language>` attribute is set to the target (`-` written `_`
//! as Qt writes it), inserted after `version` when missing.
//!
//! **Errors and limits.** UTF-8 only (lupdate writes nothing else; a UTF-16 BOM, another
//! declared encoding or bytes that are not UTF-8 are refused), and no character XML 1.0
//! forbids. A root other than `<TS>`, a `<message>` without `<source>`, two `<source>`s or
//! `<translation>`s in one message, markup other than `<byte>` in a text, text between
//! `<numerusform>`s and Qt's `<lengthvariant>`s (which locforge cannot hold: refused as
//! unsupported rather than flattened) are errors with line and column. The shared tokenizer
//! ([`crate::xml::scan`]) refuses entity declarations and expands only the predefined entities;
//! nesting deeper than [`parse::MAX_DEPTH`] is refused as a limit.
//!
//! **What lives here.** The format (`QtTs`), its slot kind and `render`; `parse` (the walker over
//! the shared tokenizer), `numerus` (forms ↔ categories) and `create`. What must not: a second
//! XML tokenizer, and anything another format needs.

mod create;
mod numerus;
mod parse;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, RenderContext, Signature, SlotValue};
use crate::model::Status;
use crate::skeleton::{Slot, TypedKind};
use crate::xml::scan::{Scanner, Token};
use crate::xml::text::{escape_attr_into, escape_text_into, Eol};

/// Qt Linguist `.ts` translation sources (key `ts`).
#[derive(Debug, Default, Clone, Copy)]
pub struct QtTs;

static INFO: FormatInfo = FormatInfo {
    key: "ts",
    name: "Qt Linguist TS",
    description: "Qt Linguist .ts files: messages by context and source (or id), comments as context, numerus forms as plurals, unfinished as untranslated; obsolete and vanished messages kept as they are",
    extensions: &["ts"],
    signature: Signature {
        // `.ts` is TypeScript too: the content decides.
        file_name: r"\.ts$",
        file_content: Some(r"<TS(\s[^>]*)?/?>"),
    },
};

format_impl! {
    QtTs, INFO;
    parse(src, ctx, sink) => parse::parse(src, ctx, sink);
    render(slot, value, ctx, out) => render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    // A repeated identifier names its first message's entry.
    slot_lookback => usize::MAX;
}

/// What a slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// The whole `<translation …>…</translation>` (or `<translation …/>`) element.
    Translation,
    /// An insertion point after a message's last child: a new `<translation>` on a new line.
    Missing,
    /// The value of `<TS language="…">` (structural).
    Language,
    /// An insertion point after `version="…"` (or the `TS` name): ` language="…"` (structural).
    NoLanguage,
}

/// The kind of a `ts` slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TsSlot {
    /// What the slot holds.
    pub shape: Shape,
    /// The message is `numerus="yes"`.
    pub numerus: bool,
    /// The file's line ends.
    pub eol: Eol,
    /// The quote of the `language` attribute (`'` when set).
    pub single_quote: bool,
}

// Bits: 0–1 the shape, 2 numerus, 3–4 the line-end code, 5 the single quote.
impl TypedKind for TsSlot {
    fn bits(self) -> u16 {
        let shape = match self.shape {
            Shape::Translation => 0,
            Shape::Missing => 1,
            Shape::Language => 2,
            Shape::NoLanguage => 3,
        };
        shape
            | u16::from(self.numerus) << 2
            | self.eol.code() << 3
            | u16::from(self.single_quote) << 5
    }

    fn from_bits(bits: u16) -> Option<TsSlot> {
        if bits >> 6 != 0 || (bits >> 3) & 3 == 3 {
            return None;
        }
        let shape = match bits & 3 {
            0 => Shape::Translation,
            1 => Shape::Missing,
            2 => Shape::Language,
            _ => Shape::NoLanguage,
        };
        Some(TsSlot {
            shape,
            numerus: bits & 4 != 0,
            eol: Eol::from_code(bits >> 3),
            single_quote: bits & 32 != 0,
        })
    }
}

/// Renders one slot: a `<translation>` element with the new text and status, or the target
/// language.
fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let k: TsSlot = slot.kind_as(ctx.src)?;
    let unwritable =
        |m: String| FormatError::at(ctx.src, slot.span.start, m).with_kind(ErrorKind::Unsupported);
    let code = ctx.target.id.replace('-', "_");
    let mut s = String::new();
    match k.shape {
        Shape::Language | Shape::NoLanguage => {
            let quote = if k.single_quote { b'\'' } else { b'"' };
            if k.shape == Shape::NoLanguage {
                s.push_str(" language=\"");
            }
            escape_attr_into(&code, quote, &mut s).map_err(unwritable)?;
            if k.shape == Shape::NoLanguage {
                s.push('"');
            }
            out.extend_from_slice(s.as_bytes());
            return Ok(());
        }
        Shape::Translation | Shape::Missing => {}
    }
    let original = ctx.src.get(slot.span.clone()).unwrap_or_default();
    // The line the element starts on (for a new element: the line of the last child).
    let indent = line_indent(ctx.src, slot.span.start);
    let (attrs, inner_indent) = match k.shape {
        Shape::Translation => (
            kept_attributes(original)
                .map_err(|m| FormatError::internal(ctx.src, slot.span.start, m))?,
            form_indent(original),
        ),
        _ => (String::new(), None),
    };
    if k.shape == Shape::Missing {
        s.push_str(k.eol.as_str());
        s.push_str(indent);
    }
    let (status, forms): (Status, Vec<&str>) = match value {
        SlotValue::Text { text, status } => (status, vec![text]),
        SlotValue::Plural { forms, status } => {
            // Qt's forms, unless the message held one form per CLDR category (Transifex's way):
            // then one per category again.
            let held = memchr::memmem::find_iter(original, b"<numerusform").count();
            let all = ctx.target.categories();
            let keep = if held == all.len() && k.shape == Shape::Translation {
                all.to_vec()
            } else {
                numerus::qt_forms(ctx.target)
            };
            let chosen: Vec<&str> = forms
                .iter()
                .filter(|(c, _)| keep.contains(c))
                .map(|(_, t)| *t)
                .collect();
            let chosen = if chosen.is_empty() {
                forms.iter().map(|(_, t)| *t).collect()
            } else {
                chosen
            };
            (status, chosen)
        }
        SlotValue::Structural => {
            out.extend_from_slice(original);
            return Ok(());
        }
    };
    s.push_str("<translation");
    s.push_str(&attrs);
    if status == Status::Untranslated {
        s.push_str(" type=\"unfinished\"");
    }
    s.push('>');
    if k.numerus {
        let inner = inner_indent.unwrap_or_else(|| format!("{indent}    "));
        for form in forms {
            s.push_str(k.eol.as_str());
            s.push_str(&inner);
            s.push_str("<numerusform>");
            write_text(form, k.eol, &mut s).map_err(unwritable)?;
            s.push_str("</numerusform>");
        }
        s.push_str(k.eol.as_str());
        s.push_str(indent);
    } else {
        write_text(forms.first().copied().unwrap_or(""), k.eol, &mut s).map_err(unwritable)?;
    }
    s.push_str("</translation>");
    out.extend_from_slice(s.as_bytes());
    Ok(())
}

/// Appends `text` as `.ts` element content: escaped as XML text, each control character XML
/// cannot hold as `<byte value="x…"/>` (lupdate's way).
pub(crate) fn write_text(text: &str, eol: Eol, out: &mut String) -> Result<(), String> {
    let mut last = 0;
    for (i, c) in text.char_indices() {
        if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') {
            escape_text_into(&text[last..i], eol, out)?;
            out.push_str(&format!("<byte value=\"x{:x}\"/>", c as u32));
            last = i + 1;
        }
    }
    escape_text_into(&text[last..], eol, out)
}

/// The attributes of the start tag at the head of `element` but `type`, each as written with a
/// space before it.
fn kept_attributes(element: &[u8]) -> Result<String, String> {
    let mut sc = Scanner::new(element, 0);
    match sc.next_token() {
        Ok(Some(Token::Start { .. })) => {}
        _ => return Err("internal error: the slot does not start with a start tag".into()),
    }
    let mut s = String::new();
    for a in sc.attrs() {
        let name = &element[a.name.clone()];
        if name == b"type" {
            continue;
        }
        s.push(' ');
        s.push_str(&String::from_utf8_lossy(
            &element[a.name.start..a.value.end + 1],
        ));
    }
    Ok(s)
}

/// The whitespace before the first `<numerusform` of `element` when it starts its line.
fn form_indent(element: &[u8]) -> Option<String> {
    let at = memchr::memmem::find(element, b"<numerusform")?;
    let before = &element[..at];
    let line_start = before.iter().rposition(|&b| b == b'\n' || b == b'\r')? + 1;
    let ws = &before[line_start..];
    ws.iter()
        .all(|&b| b == b' ' || b == b'\t')
        .then(|| String::from_utf8_lossy(ws).into_owned())
}

/// The leading whitespace of the line holding `at` (empty when something else precedes `at`
/// on its line… up to its first non-blank byte).
fn line_indent(src: &[u8], at: usize) -> &str {
    let at = at.min(src.len());
    let start = src[..at]
        .iter()
        .rposition(|&b| b == b'\n' || b == b'\r')
        .map_or(0, |p| p + 1);
    let end = src[start..at]
        .iter()
        .position(|&b| b != b' ' && b != b'\t')
        .map_or(at, |p| start + p);
    std::str::from_utf8(&src[start..end]).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_kinds_survive_their_bits() {
        for shape in [
            Shape::Translation,
            Shape::Missing,
            Shape::Language,
            Shape::NoLanguage,
        ] {
            for eol in [Eol::Lf, Eol::CrLf, Eol::Cr] {
                for (numerus, single_quote) in [(false, false), (true, false), (false, true)] {
                    let k = TsSlot {
                        shape,
                        numerus,
                        eol,
                        single_quote,
                    };
                    assert_eq!(TsSlot::from_bits(k.bits()), Some(k));
                }
            }
        }
        assert_eq!(TsSlot::from_bits(0b1_1000), None);
        assert_eq!(TsSlot::from_bits(1 << 6), None);
    }

    #[test]
    fn control_characters_become_byte_elements() {
        let mut s = String::new();
        write_text("a\u{7}<b>&\n", Eol::CrLf, &mut s).unwrap();
        assert_eq!(s, "a<byte value=\"x7\"/>&lt;b&gt;&amp;\r\n");
    }

    #[test]
    fn attributes_but_type_are_kept() {
        let kept =
            kept_attributes(b"<translation type='unfinished' variants=\"yes\">x</translation>")
                .unwrap();
        assert_eq!(kept, " variants=\"yes\"");
        assert_eq!(line_indent(b"a\n    <x>", 6), "    ");
        assert_eq!(line_indent(b"a\n  b <x>", 6), "  ");
    }
}
