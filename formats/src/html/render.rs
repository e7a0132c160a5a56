//! Build side of HTML: a run of a translated segment, or an attribute value, written for its
//! place. The codes' bytes are never written here (they stay in the file between the runs), so
//! the translation's codes are checked against the source's first, order included
//! (`document::check_code_order`, refused with the string and the code named).
//!
//! **The escaping rule.** A translation is text, never markup: `&`, `<` and `>` are written
//! `&amp;`, `&lt;`, `&gt;` (a translation's `<b>` shows as `<b>`, it makes no element), a
//! no-break space `&nbsp;`. Whitespace the reader would collapse or drop is written as a
//! character reference (`&#32;`, `&#10;`): a space after a space, a tab or line break, a space at
//! the segment's start or end; so the text reads back exactly as translated. An attribute value
//! escapes `&` and its own quote (`&quot;`, `&#39;`); an unquoted value that needs quotes gets
//! `"…"`.

use crate::document::{has_words, segment_run};
use crate::error::{ErrorKind, FormatError};
use crate::format::{RenderContext, SlotValue};
use crate::skeleton::Slot;

use super::kind::{Kind, Place};
use super::tokenize::is_space;

/// Writes the new content of one slot.
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let kind: Kind = slot.kind_as(ctx.src)?;
    let k = usize::from(kind.run);
    let run = segment_run(value, ctx, slot.span.start, k, "HTML")?;
    if k == 0 && !has_words(run.translation) {
        let (line, column) = crate::error::line_column(ctx.src, slot.span.start);
        return Err(FormatError::whole(format!(
            "string `{}` (line {line}, column {column}): the translation has no words outside its codes, which would leave the element without text (and the string gone); expected some text",
            run.id
        ))
        .with_kind(ErrorKind::Syntax));
    }
    let (new_run, old_run) = (run.new, run.old);
    if new_run == old_run {
        out.extend_from_slice(ctx.src.get(slot.span.clone()).unwrap_or_default());
        return Ok(());
    }
    if kind.place.is_attribute() {
        write_attribute(&new_run, kind.place, out);
    } else {
        write_text(&new_run, k == 0, run.next.is_none(), out);
    }
    Ok(())
}

/// Writes a run of text (`first`: the segment's first run, `last`: its last) by the escaping
/// rule of the module docs.
pub(crate) fn write_text(run: &str, first: bool, last: bool, out: &mut Vec<u8>) {
    let mut after_space = false;
    let end = run.len();
    for (i, c) in run.char_indices() {
        let space = c.is_ascii() && is_space(c as u8);
        if space {
            let edge = (first && i == 0) || (last && i + 1 == end);
            if c == ' ' && !after_space && !edge {
                out.push(b' ');
                after_space = true;
            } else {
                out.extend_from_slice(format!("&#{};", u32::from(c)).as_bytes());
                after_space = false;
            }
            continue;
        }
        after_space = false;
        push_escaped(c, out);
    }
}

/// Writes one character of text: `&`, `<`, `>` and the no-break space as references.
fn push_escaped(c: char, out: &mut Vec<u8>) {
    match c {
        '&' => out.extend_from_slice(b"&amp;"),
        '<' => out.extend_from_slice(b"&lt;"),
        '>' => out.extend_from_slice(b"&gt;"),
        '\u{a0}' => out.extend_from_slice(b"&nbsp;"),
        c => {
            let mut b = [0; 4];
            out.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
        }
    }
}

/// Writes an attribute value for its quoting (an unquoted one in `"…"` when it needs quotes).
fn write_attribute(value: &str, place: Place, out: &mut Vec<u8>) {
    let bare_ok = !value.is_empty()
        && !value
            .bytes()
            .any(|b| is_space(b) || matches!(b, b'"' | b'\'' | b'=' | b'<' | b'>' | b'`'));
    let quote = match place {
        Place::Single => Some(b'\''),
        Place::Bare if bare_ok => None,
        _ => Some(b'"'),
    };
    let requoted = place == Place::Bare && quote.is_some();
    if requoted {
        out.push(b'"');
    }
    for c in value.chars() {
        match c {
            '&' => out.extend_from_slice(b"&amp;"),
            '"' if quote == Some(b'"') => out.extend_from_slice(b"&quot;"),
            '\'' if quote == Some(b'\'') => out.extend_from_slice(b"&#39;"),
            // A carriage return would read back as a line feed.
            '\r' => out.extend_from_slice(b"&#13;"),
            '\u{a0}' => out.extend_from_slice(b"&nbsp;"),
            c => {
                let mut b = [0; 4];
                out.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
            }
        }
    }
    if requoted {
        out.push(b'"');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(run: &str, first: bool, last: bool) -> String {
        let mut out = Vec::new();
        write_text(run, first, last, &mut out);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn text_is_never_markup_and_keeps_its_spaces() {
        assert_eq!(text("a <b> & c", true, true), "a &lt;b&gt; &amp; c");
        assert_eq!(
            text(" a  b\tc\n ", true, true),
            "&#32;a &#32;b&#9;c&#10;&#32;"
        );
        assert_eq!(text(" a ", false, false), " a ");
        let mut out = Vec::new();
        write_attribute("it's \"x\" & y", Place::Bare, &mut out);
        assert_eq!(out, b"\"it's &quot;x&quot; &amp; y\"");
        out.clear();
        write_attribute("it's", Place::Single, &mut out);
        assert_eq!(out, b"it&#39;s");
    }
}
