//! Writing a text as a Fluent pattern, so that reading the pattern back gives the same text (see
//! `value` for how a pattern reads).
//!
//! A translation is Fluent source: a `{ … }` in it that is a well-formed placeable (a variable, a
//! reference, a call, a select expression) is written as it is. Everything else that Fluent would
//! read differently is escaped with string-literal placeables: a `{` or `}` that is not part of a
//! placeable (`{"{"}`, `{"}"}`), a `[`, `*` or `.` starting a continuation line (`{"["}`), spaces
//! that indentation or trimming would eat (leading spaces of the value, of a line whose
//! indentation would otherwise be lost, a line of only spaces, trailing spaces at the end), an
//! empty value or an empty first or last line (`{""}`), and carriage returns (`{"\u000D"}`).
//! Continuation lines get the pattern's indentation and the file's line ends.
//!
//! Every written pattern is read back with the scanner and compared with the text; when the
//! placeables kept as they are make the reading differ (a select whose own lines would change
//! the common indentation, a value-level construct the check did not foresee), the value is
//! written again in block form, and then with every brace escaped, which always reads back.

use crate::error::FormatError;

use super::scan::{Placeable, Scanner};
use super::value::value;

/// How a pattern is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Layout {
    /// The value starts on the line after `=`.
    pub block: bool,
    /// Spaces between `=` (or `]`) and an inline value.
    pub sep: usize,
    /// Spaces before continuation lines (at least one).
    pub indent: usize,
    /// Line ends are CRLF.
    pub crlf: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Keep well-formed placeables.
    Keep,
    /// Escape every brace.
    Escape,
}

/// One piece of a translation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Piece<'a> {
    /// A run of characters written as they are.
    Text(&'a str),
    /// Spaces.
    Spaces(usize),
    /// A character written as a string literal (`{`, `}`, `\r`).
    Special(char),
    /// A placeable kept as it is (may hold line ends).
    Keep(&'a str),
}

/// Appends `text` as a pattern with `layout` (starting right after `=` or `]`).
pub(crate) fn write_pattern(
    text: &str,
    layout: &Layout,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let layout = Layout {
        indent: layout.indent.max(1),
        ..*layout
    };
    let attempts = [
        (Mode::Keep, layout.block),
        (Mode::Keep, true),
        (Mode::Escape, true),
    ];
    let mut buf = Vec::with_capacity(text.len() + 16);
    for (i, (mode, block)) in attempts.into_iter().enumerate() {
        if i > 0 && attempts[i - 1] == (mode, block) {
            continue;
        }
        buf.clear();
        write_attempt(text, &Layout { block, ..layout }, mode, &mut buf);
        if reads_back(&buf, text, layout.crlf) {
            out.extend_from_slice(&buf);
            return Ok(());
        }
    }
    Err(FormatError::whole(format!(
        "internal error: the text {text:?} could not be written as a Fluent pattern that reads back the same"
    ))
    .with_kind(crate::error::ErrorKind::Internal))
}

/// True when `k =` + `written` reads back as one message whose value is `text`.
fn reads_back(written: &[u8], text: &str, crlf: bool) -> bool {
    let mut doc = Vec::with_capacity(written.len() + 6);
    doc.extend_from_slice(b"k =");
    doc.extend_from_slice(written);
    doc.extend_from_slice(if crlf { b"\r\n" } else { b"\n" });
    let mut s = Scanner::new(&doc, 0);
    let Ok(Some(e)) = s.next_entry() else {
        return false;
    };
    if !e.attributes.is_empty() || !matches!(s.next_entry(), Ok(None)) {
        return false;
    }
    e.value.is_some_and(|v| value(&doc, &v) == text)
}

/// Appends `text[from..to]` (no line end inside) to the last line: leading spaces, text, and
/// trailing spaces as separate pieces.
fn flush<'a>(lines: &mut [Vec<Piece<'a>>], text: &'a str, from: usize, to: usize) {
    if to <= from {
        return;
    }
    let Some(line) = lines.last_mut() else { return };
    let s = &text[from..to];
    let trimmed = s.trim_start_matches(' ');
    let lead = s.len() - trimmed.len();
    if lead > 0 {
        line.push(Piece::Spaces(lead));
    }
    let body = trimmed.trim_end_matches(' ');
    if !body.is_empty() {
        line.push(Piece::Text(body));
        let trail = trimmed.len() - body.len();
        if trail > 0 {
            line.push(Piece::Spaces(trail));
        }
    }
}

/// Splits `text` into lines of pieces; placeables kept in `Keep` mode may span lines.
fn lines(text: &str, mode: Mode) -> Vec<Vec<Piece<'_>>> {
    let bytes = text.as_bytes();
    let mut lines = vec![Vec::new()];
    let mut i = 0;
    let mut run = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                flush(&mut lines, text, run, i);
                lines.push(Vec::new());
                i += 1;
                run = i;
            }
            b'{' if mode == Mode::Keep => {
                let mut s = Scanner::relaxed(bytes);
                match s.placeable(i, 0) {
                    Ok((end, kind)) if kind != Placeable::Literal => {
                        flush(&mut lines, text, run, i);
                        lines
                            .last_mut()
                            .expect("at least one line")
                            .push(Piece::Keep(&text[i..end]));
                        i = end;
                        run = i;
                    }
                    _ => {
                        flush(&mut lines, text, run, i);
                        lines.last_mut().expect("a line").push(Piece::Special('{'));
                        i += 1;
                        run = i;
                    }
                }
            }
            c @ (b'{' | b'}' | b'\r') => {
                flush(&mut lines, text, run, i);
                lines
                    .last_mut()
                    .expect("a line")
                    .push(Piece::Special(char::from(c)));
                i += 1;
                run = i;
            }
            _ => i += 1,
        }
    }
    flush(&mut lines, text, run, bytes.len());
    lines
}

/// Appends a string literal placeable holding `s`.
fn literal(s: &str, out: &mut Vec<u8>) {
    out.extend_from_slice(b"{\"");
    for c in s.chars() {
        match c {
            '"' => out.extend_from_slice(b"\\\""),
            '\\' => out.extend_from_slice(b"\\\\"),
            '\r' => out.extend_from_slice(b"\\u000D"),
            '\n' => out.extend_from_slice(b"\\u000A"),
            c => {
                let mut b = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
            }
        }
    }
    out.extend_from_slice(b"\"}");
}

fn spaces(n: usize, out: &mut Vec<u8>) {
    out.resize(out.len() + n, b' ');
}

fn write_attempt(text: &str, layout: &Layout, mode: Mode, out: &mut Vec<u8>) {
    let eol: &[u8] = if layout.crlf { b"\r\n" } else { b"\n" };
    let lines = lines(text, mode);
    let last = lines.len() - 1;
    // A line is at block position when it is not the inline first line.
    let is_block = |k: usize| k > 0 || layout.block;
    let only_spaces = |l: &[Piece<'_>]| l.iter().all(|p| matches!(p, Piece::Spaces(_)));
    // When every non-blank block line starts with spaces, the first one's are escaped so the
    // common indentation stays the written indent.
    let min_lead = lines
        .iter()
        .enumerate()
        .filter(|(k, l)| is_block(*k) && !l.is_empty() && !only_spaces(l))
        .map(|(_, l)| match l.first() {
            Some(Piece::Spaces(n)) => *n,
            _ => 0,
        })
        .min()
        .unwrap_or(0);
    let mut lead_escaped = min_lead == 0;
    let indent = layout.indent;
    if layout.block {
        out.extend_from_slice(eol);
    } else {
        spaces(layout.sep, out);
    }
    for (k, line) in lines.iter().enumerate() {
        if k > 0 {
            out.extend_from_slice(eol);
        }
        if line.is_empty() {
            // Blank lines keep their line end; an empty first or last line (or an empty value)
            // is written as an empty literal, which Fluent neither trims nor skips.
            if k == 0 || k == last {
                if is_block(k) {
                    spaces(indent, out);
                }
                literal("", out);
            }
            continue;
        }
        if is_block(k) {
            spaces(indent, out);
        }
        if only_spaces(line) {
            let n: usize = line
                .iter()
                .map(|p| match p {
                    Piece::Spaces(n) => *n,
                    _ => 0,
                })
                .sum();
            literal(&" ".repeat(n), out);
            continue;
        }
        let n = line.len();
        for (j, piece) in line.iter().enumerate() {
            match *piece {
                Piece::Spaces(s) if j == 0 => {
                    let escape =
                        !is_block(k) || mode == Mode::Escape || (!lead_escaped && s == min_lead);
                    if escape {
                        lead_escaped = true;
                        literal(&" ".repeat(s), out);
                    } else {
                        spaces(s, out);
                    }
                }
                Piece::Spaces(s) if j == n - 1 && k == last => literal(&" ".repeat(s), out),
                Piece::Spaces(s) => spaces(s, out),
                Piece::Text(t) => {
                    let at_line_start = j == 0 || (j == 1 && matches!(line[0], Piece::Spaces(_)));
                    let mut t = t;
                    if is_block(k) && at_line_start {
                        if let Some(c @ ('[' | '*' | '.')) = t.chars().next() {
                            literal(&c.to_string(), out);
                            t = &t[1..];
                        }
                    }
                    out.extend_from_slice(t.as_bytes());
                }
                Piece::Special(c) => literal(&c.to_string(), out),
                Piece::Keep(p) => {
                    // Inner lines get the indentation; blank inner lines stay empty.
                    let mut first = true;
                    for inner in p.split('\n') {
                        if !first {
                            out.extend_from_slice(eol);
                            if !inner.trim_start_matches(' ').is_empty() {
                                spaces(indent, out);
                            }
                        }
                        if first || !inner.trim_start_matches(' ').is_empty() {
                            out.extend_from_slice(inner.as_bytes());
                        }
                        first = false;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(text: &str, block: bool) -> String {
        let mut out = Vec::new();
        write_pattern(
            text,
            &Layout {
                block,
                sep: 1,
                indent: 4,
                crlf: false,
            },
            &mut out,
        )
        .expect("writes");
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn plain_text_is_written_as_is() {
        assert_eq!(w("Hello { $name }!", false), " Hello { $name }!");
        assert_eq!(w("a\nb", false), " a\n    b");
        assert_eq!(w("a\n\n  b", true), "\n    a\n\n      b");
    }

    #[test]
    fn what_fluent_reads_differently_is_escaped() {
        assert_eq!(w("a { b", false), " a {\"{\"} b");
        assert_eq!(w("}", false), " {\"}\"}");
        assert_eq!(w("", false), " {\"\"}");
        assert_eq!(w("  x  ", false), " {\"  \"}x{\"  \"}");
        assert_eq!(
            w("a\n[b]\n*c\n.d", false),
            " a\n    {\"[\"}b]\n    {\"*\"}c\n    {\".\"}d"
        );
        assert_eq!(w("a\n  b", false), " a\n    {\"  \"}b");
        assert_eq!(w("\na\n", false), " {\"\"}\n    a\n    {\"\"}");
        assert_eq!(w("a\r\nb", false), " a{\"\\u000D\"}\n    b");
        assert_eq!(w("{\"x\"}", false), " {\"{\"}\"x\"{\"}\"}");
    }

    #[test]
    fn selects_are_kept_and_indented() {
        let t = "{ $n ->\n    [one] a\n   *[other] b\n}";
        assert_eq!(
            w(t, true),
            "\n    { $n ->\n        [one] a\n       *[other] b\n    }"
        );
        assert_eq!(
            w(t, false),
            " { $n ->\n        [one] a\n       *[other] b\n    }"
        );
    }
}
