//! Build side of Markdown: a run of a translated segment written for its place. The codes'
//! bytes are never written here (they stay in the file between the runs), so the translation's
//! codes are checked against the source's first, order included; then each run is escaped so
//! that it reads back as the same text in the same structure: Markdown's inline punctuation
//! backslash-escaped (`|` outside tables as `&#124;`), block markers escaped at the start of a
//! line, whitespace Markdown would drop or that would undo an emphasis as character references,
//! a line break followed by the container's prefix (`> ` in a block quote), and what cannot be
//! written refused by name.

use crate::document::{has_words, segment_run, CodeToken, SegmentRun};
use crate::error::{ErrorKind, FormatError};
use crate::format::{RenderContext, SlotValue};
use crate::skeleton::Slot;

use super::front_matter;
use super::kind::{Kind, Place};

/// Writes the new content of one slot.
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let kind: Kind = slot.kind_as(ctx.src)?;
    let k = usize::from(kind.run);
    let SegmentRun {
        id,
        translation,
        new: new_run,
        old: old_run,
        prev,
        next,
    } = segment_run(value, ctx, slot.span.start, k, "Markdown")?;
    if k == 0
        && !has_words(translation)
        && matches!(kind.place, Place::Flow | Place::Heading | Place::Cell)
    {
        return Err(refused(
            id,
            "the translation has no words outside its codes, which would leave the block without text (and the string gone); expected some text".to_string(),
            ctx.src,
            slot.span.start,
        ));
    }
    let original = ctx.src.get(slot.span.clone()).unwrap_or_default();
    if new_run == old_run {
        out.extend_from_slice(original);
        return Ok(());
    }
    match kind.place {
        Place::FrontPlain | Place::FrontDouble | Place::FrontSingle => {
            front_matter::write(&new_run, kind.place, out);
            Ok(())
        }
        Place::Flow | Place::Heading | Place::Cell => {
            let around = Around {
                first: k == 0,
                last: next.is_none(),
                prev,
                next,
                before: slot
                    .span
                    .start
                    .checked_sub(1)
                    .and_then(|i| ctx.src.get(i))
                    .copied(),
                after: ctx.src.get(slot.span.end).copied(),
                line_start: k == 0 || starts_line(ctx.src, slot.span.start),
            };
            write_run(&new_run, &old_run, kind.place, &around, ctx.src, slot, out)
                .map_err(|m| refused(id, m, ctx.src, slot.span.start))
        }
    }
}

/// An error about a translation that cannot be written.
fn refused(id: &str, message: String, src: &[u8], at: usize) -> FormatError {
    let (line, column) = crate::error::line_column(src, at);
    FormatError::whole(format!(
        "string `{id}` (line {line}, column {column}): {message}"
    ))
    .with_kind(ErrorKind::Syntax)
}

/// What surrounds a run in the file.
struct Around {
    /// The code before it and after it in the source.
    prev: Option<CodeToken<'static>>,
    next: Option<CodeToken<'static>>,
    /// The bytes just before and just after the slot (the ends of those codes' markup).
    before: Option<u8>,
    after: Option<u8>,
    /// First and last run of its segment.
    first: bool,
    last: bool,
    /// The run starts a line (the segment's start, or after a hard break).
    line_start: bool,
}

/// Whether only container markup (`>`, spaces, tabs) stands between the line's start and `at`.
fn starts_line(src: &[u8], at: usize) -> bool {
    let head = &src[..at.min(src.len())];
    let from = memchr::memrchr(b'\n', head).map_or(0, |p| p + 1);
    head[from..]
        .iter()
        .all(|b| matches!(b, b' ' | b'\t' | b'>'))
}

/// What follows a line break inside a run: the prefix after a soft break in the slot's own
/// bytes (less the `>`s that are text of the line: `old` is the run's source text), else the
/// `>`s and indentation that start the slot's line (with a list marker turned into spaces).
fn continuation(src: &[u8], slot: &Slot, old: &str) -> Vec<u8> {
    let bytes = src.get(slot.span.clone()).unwrap_or_default();
    let prefix_in = |from: usize, to: usize| -> Vec<u8> {
        src.get(from..to)
            .unwrap_or_default()
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t' | b'>'))
            .copied()
            .collect()
    };
    if let Some(p) = memchr::memchr(b'\n', bytes) {
        let mut prefix = prefix_in(slot.span.start + p + 1, slot.span.end);
        // A `>` the line's text starts with (a lazy line, or one indented past a quote marker)
        // is text, not a quote marker: the prefix ends before it.
        let line = old.split_once('\n').map_or("", |(_, l)| l);
        let mut text_quotes = line
            .chars()
            .take_while(|c| matches!(c, ' ' | '\t' | '>'))
            .filter(|c| *c == '>')
            .count();
        while text_quotes > 0 {
            match prefix.iter().rposition(|b| *b == b'>') {
                Some(at) => prefix.truncate(at),
                None => break,
            }
            text_quotes -= 1;
        }
        return prefix;
    }
    let head = src.get(..slot.span.start).unwrap_or_default();
    let from = memchr::memrchr(b'\n', head).map_or(0, |p| p + 1);
    let mut prefix = prefix_in(from, slot.span.start);
    // A list marker and the spaces after it become spaces: the item's content column.
    let rest = src
        .get(from + prefix.len()..slot.span.start)
        .unwrap_or_default();
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    let marker = match rest.get(digits) {
        Some(b'-' | b'+' | b'*') if digits == 0 => 1,
        Some(b'.' | b')') if (1..=9).contains(&digits) => digits + 1,
        _ => 0,
    };
    if marker > 0 && rest.get(marker) == Some(&b' ') {
        let spaces = rest[marker..].iter().take_while(|b| **b == b' ').count();
        let width = if spaces > 4 { 1 } else { spaces };
        prefix.extend(std::iter::repeat_n(b' ', marker + width));
    }
    prefix
}

/// Whether the line before the slot's line holds a `|` (a table row the segment follows
/// without a blank line).
fn follows_table_row(src: &[u8], slot: &Slot) -> bool {
    let head = src.get(..slot.span.start).unwrap_or_default();
    let Some(line_start) = memchr::memrchr(b'\n', head) else {
        return false;
    };
    let before = &head[..line_start];
    let prev = &before[memchr::memrchr(b'\n', before).map_or(0, |p| p + 1)..];
    prev.contains(&b'|')
        && prev
            .iter()
            .any(|b| !b.is_ascii_whitespace() && *b != b'>' && *b != b'|')
}

/// The number of the code, for messages.
fn shown(code: &CodeToken<'_>) -> String {
    code.to_string()
}

/// Writes one run of new text for its place.
fn write_run(
    text: &str,
    old: &str,
    place: Place,
    around: &Around,
    src: &[u8],
    slot: &Slot,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let delim = |b: Option<u8>| matches!(b, Some(b'*' | b'_' | b'~'));
    if let Some(code @ CodeToken::Open(_)) = &around.prev {
        if delim(around.before)
            && text.is_empty()
            && matches!(around.next, Some(CodeToken::Close(_)))
        {
            return Err(format!(
                "code {} (an emphasis) holds no text; expected text inside it",
                shown(code)
            ));
        }
    }
    let lines: Vec<&str> = text.split('\n').collect();
    if lines.len() > 1 {
        match place {
            Place::Heading => {
                return Err(
                    "a heading's text cannot hold a line break; expected it on one line"
                        .to_string(),
                )
            }
            Place::Cell => {
                return Err(
                    "a table cell's text cannot hold a line break; expected it on one line"
                        .to_string(),
                )
            }
            _ => {}
        }
        // A line with nothing on it: inside the run, or at an edge of the segment (a run
        // next to a code has the code on that line).
        let blank = lines.iter().enumerate().any(|(i, l)| {
            l.trim().is_empty()
                && ((i > 0 && i + 1 < lines.len())
                    || (i == 0 && around.first)
                    || (i + 1 == lines.len() && around.last))
        });
        if blank {
            return Err("the text has an empty line (or a line break at its edge), which would end the paragraph; expected no empty line".to_string());
        }
    }
    // A paragraph right under a table row (no blank line between) is one only because its
    // first line ends the table (pulldown-cmark ends it at a line of a lone `|`, which the
    // source text starts with); any other first line would be read as one more row, so a blank
    // line is put first.
    let after_table = place == Place::Flow
        && around.first
        && old.trim_start().starts_with('|')
        && follows_table_row(src, slot);
    let (newline, prefix): (&[u8], Vec<u8>) = if lines.len() > 1 || after_table {
        // The file's line break as it stands after the segment's first line.
        let rest = src.get(slot.span.start..).unwrap_or_default();
        let crlf = memchr::memchr(b'\n', rest).is_some_and(|p| p > 0 && rest[p - 1] == b'\r');
        (
            if crlf { b"\r\n" } else { b"\n" },
            continuation(src, slot, old),
        )
    } else {
        (b"\n", Vec::new())
    };
    if after_table {
        out.extend_from_slice(newline);
        out.extend_from_slice(&prefix);
    }
    for (i, line) in lines.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(newline);
            out.extend_from_slice(&prefix);
        }
        let at = Edges {
            line_start: i > 0 || around.line_start,
            line_end: i + 1 < lines.len() || around.last,
            run_start: i == 0,
            run_end: i + 1 == lines.len(),
        };
        escape_line(line, place, &at, around, out);
    }
    Ok(())
}

/// Where a line of a run sits.
struct Edges {
    /// It starts a line of the file (leading whitespace would be dropped, a marker read).
    line_start: bool,
    /// It ends a line of the file or the segment (trailing whitespace would be dropped, or
    /// two spaces read as a hard break).
    line_end: bool,
    /// It starts or ends the run (next to the codes around it).
    run_start: bool,
    run_end: bool,
}

/// Writes one line of text, escaped: what Markdown would read as markup backslash-escaped, and
/// whitespace it would drop (at a line's edges) or that would undo an emphasis next to it, and a
/// letter that would keep an `_` emphasis from opening or closing, as character references.
fn escape_line(line: &str, place: Place, at: &Edges, around: &Around, out: &mut Vec<u8>) {
    let bytes = line.as_bytes();
    let lead = if at.line_start {
        line.len() - line.trim_start().len()
    } else {
        0
    };
    let trail = if at.line_end {
        line.trim_end().len().max(lead)
    } else {
        line.len()
    };
    let delim = |b: Option<u8>| matches!(b, Some(b'*' | b'_' | b'~'));
    let after_open = matches!(around.prev, Some(CodeToken::Open(_))) && delim(around.before);
    let after_close =
        matches!(around.prev, Some(CodeToken::Close(_))) && around.before == Some(b'_');
    let before_close = matches!(around.next, Some(CodeToken::Close(_))) && delim(around.after);
    let before_open = matches!(around.next, Some(CodeToken::Open(_))) && around.after == Some(b'_');
    // A leading number followed by `.` or `)` would start an ordered list.
    let digits = bytes[lead..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let list_number = at.line_start
        && (1..=9).contains(&digits)
        && matches!(bytes.get(lead + digits), Some(b'.' | b')'));
    let first_char = at.run_start && !around.first;
    for (i, c) in line.char_indices() {
        let first = i == 0 && at.run_start;
        let last = i + c.len_utf8() == line.len() && at.run_end;
        let reference = i < lead
            || (i >= trail && c.is_whitespace())
            || (first && after_open && c.is_whitespace())
            || (first && after_close && c.is_alphanumeric())
            || (last && before_close && c.is_whitespace())
            || (last && before_open && c.is_alphanumeric());
        if reference {
            out.extend_from_slice(format!("&#{};", u32::from(c)).as_bytes());
            continue;
        }
        let escape = match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '~' => true,
            // In a table cell the escape GFM defines; elsewhere an entity, which no reader
            // counts as a cell delimiter (markdown-it would read `a \\| b` over a `---` line
            // as a table where CommonMark has a setext heading).
            '|' if place == Place::Cell => true,
            '|' => {
                out.extend_from_slice(b"&#124;");
                continue;
            }
            '#' => place == Place::Heading || (at.line_start && i == lead),
            '>' | '-' | '+' | '=' => at.line_start && i == lead,
            '.' | ')' => list_number && i == lead + digits,
            '&' => line[i + 1..].starts_with(|n: char| n.is_ascii_alphanumeric() || n == '#'),
            // `](url)` or `]: url` would make a link of the code before.
            '(' | ':' => i == 0 && first_char && around.before == Some(b']'),
            // `!` before a link's `[` would make it an image.
            '!' => last && around.after == Some(b'['),
            _ => false,
        };
        if escape {
            out.push(b'\\');
        }
        let mut b = [0; 4];
        out.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
    }
}

/// Writes one line of literal text as a whole paragraph line (for `create`).
pub(crate) fn escape_plain_line(line: &str, out: &mut Vec<u8>) {
    let around = Around {
        prev: None,
        next: None,
        before: None,
        after: None,
        first: true,
        last: true,
        line_start: true,
    };
    let at = Edges {
        line_start: true,
        line_end: true,
        run_start: true,
        run_end: true,
    };
    escape_line(line, Place::Flow, &at, &around, out);
}
