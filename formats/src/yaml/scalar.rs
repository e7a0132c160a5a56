//! The scalar scanners: plain (with YAML's line folding over continuation lines), single- and
//! double-quoted (escapes, folding) and block scalars (`|`, `>`, chomping and indentation
//! indicators). Each returns the exact byte span of the scalar in the file and its value, so the
//! walker can record a slot that covers the scalar and nothing else.

use std::borrow::Cow;

use crate::error::FormatError;

/// Index of the `\n` ending the line that holds `from` (or the end of the input).
pub fn eol(b: &[u8], from: usize) -> usize {
    memchr::memchr(b'\n', &b[from.min(b.len())..]).map_or(b.len(), |p| from + p)
}

/// `at` (a line break position) moved back over a `\r`, so it is where the line's content ends.
pub fn content_end(b: &[u8], line_start: usize, at: usize) -> usize {
    if at > line_start && b.get(at - 1) == Some(&b'\r') {
        at - 1
    } else {
        at
    }
}

/// True at a line start holding a document marker (`---` or `...` then a blank or the end).
pub fn is_doc_marker(b: &[u8], line_start: usize) -> bool {
    let m = &b[line_start..b.len().min(line_start + 4)];
    (m.starts_with(b"---") || m.starts_with(b"..."))
        && matches!(m.get(3), None | Some(b' ' | b'\t' | b'\r' | b'\n'))
}

fn is_blank_or_break(c: Option<&u8>) -> bool {
    matches!(c, None | Some(b' ' | b'\t' | b'\r' | b'\n'))
}

fn is_flow_indicator(c: u8) -> bool {
    matches!(c, b',' | b'[' | b']' | b'{' | b'}')
}

/// Why a plain scalar's run on one line ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// At the line break (or the end of the input).
    Eol,
    /// At a `:` followed by a blank (a key's end, or an error in a value).
    Colon,
    /// At a ` #` comment.
    Comment,
    /// At a flow indicator `,[]{}` (flow context only).
    Flow,
}

/// Scans a plain scalar's run on one line from `start`: (end of the text with trailing blanks
/// trimmed, where scanning stopped, why).
pub fn plain_line(b: &[u8], start: usize, flow: bool) -> (usize, usize, Stop) {
    let mut i = start;
    let stop = loop {
        let Some(&c) = b.get(i) else {
            break Stop::Eol;
        };
        match c {
            b'\n' => break Stop::Eol,
            b'\r' if b.get(i + 1) == Some(&b'\n') => break Stop::Eol,
            b':' if is_blank_or_break(b.get(i + 1))
                || (flow && b.get(i + 1).is_some_and(|&n| is_flow_indicator(n))) =>
            {
                break Stop::Colon
            }
            b'#' if i > start && matches!(b[i - 1], b' ' | b'\t') => break Stop::Comment,
            c if flow && is_flow_indicator(c) => break Stop::Flow,
            _ => i += 1,
        }
    };
    let mut end = i;
    while end > start && matches!(b[end - 1], b' ' | b'\t') {
        end -= 1;
    }
    (end, i, stop)
}

/// A plain scalar: its span's end, its folded value, where the caller goes on, and why it ended.
pub struct Plain<'a> {
    /// End of the scalar's last character.
    pub end: usize,
    /// The value (continuation lines folded).
    pub text: Cow<'a, str>,
    /// Where scanning stopped (on the scalar's last line).
    pub resume: usize,
    /// Why it stopped.
    pub stop: Stop,
}

/// Scans a plain scalar from `start`, folding continuation lines indented more than
/// `min_indent` (any indentation in flow context).
pub fn plain<'a>(
    s: &'a str,
    start: usize,
    min_indent: isize,
    flow: bool,
) -> Result<Plain<'a>, FormatError> {
    let b = s.as_bytes();
    let (end, at, stop) = plain_line(b, start, flow);
    let mut p = Plain {
        end,
        text: Cow::Borrowed(&s[start..end]),
        resume: at,
        stop,
    };
    if stop != Stop::Eol {
        return Ok(p);
    }
    let mut line_break = at;
    'lines: loop {
        let mut blank = 0usize;
        // The next line starts after the whole line break: `plain_line` stops on the CR of a
        // CRLF, whose LF would otherwise count as an empty line (a line feed, not a fold).
        let mut ls = if b.get(line_break) == Some(&b'\r') {
            line_break + 2
        } else {
            line_break + 1
        };
        let j = loop {
            if ls >= b.len() {
                break 'lines;
            }
            let mut j = ls;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            let indent = j - ls;
            while j < b.len() && b[j] == b'\t' {
                j += 1;
            }
            match b.get(j) {
                None => break 'lines,
                Some(b'\n') => {
                    blank += 1;
                    ls = j + 1;
                }
                Some(b'\r') if b.get(j + 1) == Some(&b'\n') => {
                    blank += 1;
                    ls = j + 2;
                }
                Some(&c) => {
                    if (!flow && (indent as isize) <= min_indent)
                        || (indent == 0 && is_doc_marker(b, ls))
                        || c == b'#'
                        || (flow && (is_flow_indicator(c) || c == b':'))
                    {
                        break 'lines;
                    }
                    break j;
                }
            }
        };
        let (e2, at2, stop2) = plain_line(b, j, flow);
        if stop2 == Stop::Colon {
            return Err(FormatError::at(
                b,
                at2,
                "`: ` in the continuation line of an unquoted value; expected the value in quotes (or a key on a line of its own)",
            ));
        }
        let text = p.text.to_mut();
        if blank == 0 {
            text.push(' ');
        } else {
            text.extend(std::iter::repeat_n('\n', blank));
        }
        text.push_str(&s[j..e2]);
        p.end = e2;
        p.resume = at2;
        p.stop = stop2;
        if stop2 != Stop::Eol {
            break;
        }
        line_break = at2;
    }
    Ok(p)
}

/// Skips a quoted scalar's line break at `p` (`\n` or `\r\n` start) and the empty lines after it;
/// returns where the next line's text starts and how many empty lines were skipped.
fn fold_break(b: &[u8], p: usize) -> (usize, usize) {
    let mut j = if b[p] == b'\r' { p + 2 } else { p + 1 };
    let mut empty = 0;
    loop {
        let mut k = j;
        while k < b.len() && matches!(b[k], b' ' | b'\t') {
            k += 1;
        }
        match b.get(k) {
            Some(b'\n') => {
                empty += 1;
                j = k + 1;
            }
            Some(b'\r') if b.get(k + 1) == Some(&b'\n') => {
                empty += 1;
                j = k + 2;
            }
            _ => return (k, empty),
        }
    }
}

fn trim_end_blanks(s: &str) -> &str {
    s.trim_end_matches([' ', '\t'])
}

fn push_fold(out: &mut String, empty: usize) {
    if empty == 0 {
        out.push(' ');
    } else {
        out.extend(std::iter::repeat_n('\n', empty));
    }
}

fn unterminated(b: &[u8], start: usize, quote: char) -> FormatError {
    let kind = if quote == '\'' { "single" } else { "double" };
    FormatError::at(
        b,
        start,
        format!("unterminated {kind}-quoted string; expected a closing `{quote}`"),
    )
}

/// A single-quoted scalar opening at `start`: (end after the closing quote, value).
pub fn single(s: &str, start: usize) -> Result<(usize, Cow<'_, str>), FormatError> {
    let b = s.as_bytes();
    let mut i = start + 1;
    let mut seg = i;
    let mut out: Option<String> = None;
    loop {
        let Some(p) = memchr::memchr2(b'\'', b'\n', &b[i..]).map(|p| i + p) else {
            return Err(unterminated(b, start, '\''));
        };
        if b[p] == b'\'' {
            if b.get(p + 1) == Some(&b'\'') {
                let o = out.get_or_insert_with(String::new);
                o.push_str(&s[seg..=p]);
                i = p + 2;
                seg = i;
                continue;
            }
            let text = match out {
                Some(mut o) => {
                    o.push_str(&s[seg..p]);
                    Cow::Owned(o)
                }
                None => Cow::Borrowed(&s[seg..p]),
            };
            return Ok((p + 1, text));
        }
        let o = out.get_or_insert_with(String::new);
        o.push_str(trim_end_blanks(&s[seg..content_end(b, seg, p)]));
        let (next, empty) = fold_break(b, p);
        if next >= b.len() || (is_doc_marker(b, next) && line_start_of(b, next) == next) {
            return Err(unterminated(b, start, '\''));
        }
        push_fold(o, empty);
        i = next;
        seg = next;
    }
}

fn line_start_of(b: &[u8], at: usize) -> usize {
    memchr::memrchr(b'\n', &b[..at]).map_or(0, |p| p + 1)
}

/// A double-quoted scalar opening at `start`: (end after the closing quote, value).
pub fn double(s: &str, start: usize) -> Result<(usize, Cow<'_, str>), FormatError> {
    let b = s.as_bytes();
    let mut i = start + 1;
    let mut seg = i;
    let mut out: Option<String> = None;
    loop {
        let Some(p) = memchr::memchr3(b'"', b'\\', b'\n', &b[i..]).map(|p| i + p) else {
            return Err(unterminated(b, start, '"'));
        };
        match b[p] {
            b'"' => {
                let text = match out {
                    Some(mut o) => {
                        o.push_str(&s[seg..p]);
                        Cow::Owned(o)
                    }
                    None => Cow::Borrowed(&s[seg..p]),
                };
                return Ok((p + 1, text));
            }
            b'\\' => {
                let o = out.get_or_insert_with(String::new);
                o.push_str(&s[seg..p]);
                let Some(&e) = b.get(p + 1) else {
                    return Err(unterminated(b, start, '"'));
                };
                let mut next = p + 2;
                let c = match e {
                    b'0' => '\0',
                    b'a' => '\u{7}',
                    b'b' => '\u{8}',
                    b't' | b'\t' => '\t',
                    b'n' => '\n',
                    b'v' => '\u{B}',
                    b'f' => '\u{C}',
                    b'r' => '\r',
                    b'e' => '\u{1B}',
                    b' ' => ' ',
                    b'"' => '"',
                    b'/' => '/',
                    b'\\' => '\\',
                    b'N' => '\u{85}',
                    b'_' => '\u{A0}',
                    b'L' => '\u{2028}',
                    b'P' => '\u{2029}',
                    b'x' | b'u' | b'U' => {
                        let n = match e {
                            b'x' => 2,
                            b'u' => 4,
                            _ => 8,
                        };
                        let hex = s.get(p + 2..p + 2 + n).unwrap_or("");
                        let c = (hex.len() == n && hex.bytes().all(|h| h.is_ascii_hexdigit()))
                            .then(|| u32::from_str_radix(hex, 16).ok())
                            .flatten()
                            .and_then(char::from_u32);
                        let Some(c) = c else {
                            return Err(FormatError::at(
                                b,
                                p,
                                format!(
                                    "invalid escape `\\{}{hex}`; expected {n} hexadecimal digits naming a Unicode character",
                                    e as char
                                ),
                            ));
                        };
                        next = p + 2 + n;
                        c
                    }
                    b'\n' | b'\r' => {
                        // An escaped line break: joined without a space; empty lines stay.
                        let (n, empty) = fold_break(b, p + 1);
                        o.extend(std::iter::repeat_n('\n', empty));
                        i = n;
                        seg = n;
                        continue;
                    }
                    _ => {
                        let shown: String = s[p + 1..].chars().next().into_iter().collect();
                        return Err(FormatError::at(
                            b,
                            p,
                            format!("invalid escape `\\{shown}` in a double-quoted string; expected one of \\\\ \\\" \\n \\t \\r \\0 \\xXX \\uXXXX \\UXXXXXXXX (or another YAML escape)"),
                        ));
                    }
                };
                o.push(c);
                i = next;
                seg = next;
            }
            _ => {
                let o = out.get_or_insert_with(String::new);
                o.push_str(trim_end_blanks(&s[seg..content_end(b, seg, p)]));
                let (next, empty) = fold_break(b, p);
                if next >= b.len() || (is_doc_marker(b, next) && line_start_of(b, next) == next) {
                    return Err(unterminated(b, start, '"'));
                }
                push_fold(o, empty);
                i = next;
                seg = next;
            }
        }
    }
}

/// Chomping of a block scalar's final line breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chomp {
    /// `-`: none kept.
    Strip,
    /// default: one kept.
    Clip,
    /// `+`: all kept.
    Keep,
}

/// A block scalar: where its slot ends, its value, where parsing goes on, its content indentation.
pub struct Block {
    /// End of the last content line (or of the header's indicators when it has no content).
    pub span_end: usize,
    /// The value.
    pub text: String,
    /// Start of the first line after the scalar.
    pub resume: usize,
    /// Column of the content lines.
    pub indent: usize,
}

/// Where a block scalar's header indicators end: (end, style char, chomping, explicit indent).
pub fn block_header(b: &[u8], start: usize) -> (usize, Chomp, Option<usize>) {
    let mut i = start + 1;
    let mut chomp = Chomp::Clip;
    let mut explicit = None;
    for _ in 0..2 {
        match b.get(i) {
            Some(b'-') if chomp == Chomp::Clip => chomp = Chomp::Strip,
            Some(b'+') if chomp == Chomp::Clip => chomp = Chomp::Keep,
            Some(&d @ b'1'..=b'9') if explicit.is_none() => explicit = Some((d - b'0') as usize),
            _ => break,
        }
        i += 1;
    }
    (i, chomp, explicit)
}

/// A block scalar whose indicator (`|` or `>`) is at `start`, in a node whose parent sits at
/// column `parent` (content lines must be indented more).
pub fn block(s: &str, start: usize, parent: isize) -> Result<Block, FormatError> {
    let b = s.as_bytes();
    let literal = b[start] == b'|';
    let (ind_end, chomp, explicit) = block_header(b, start);
    let mut i = ind_end;
    while i < b.len() && matches!(b[i], b' ' | b'\t') {
        i += 1;
    }
    match b.get(i) {
        None | Some(b'\n') => {}
        Some(b'\r') if b.get(i + 1) == Some(&b'\n') => {}
        Some(b'#') if i > ind_end => {}
        _ => {
            return Err(FormatError::at(
                b,
                i,
                format!(
                    "expected a chomping indicator (`-` or `+`), an indentation digit, a comment or the end of the line after `{}`",
                    b[start] as char
                ),
            ))
        }
    }
    let header_eol = eol(b, i);
    let base = parent.max(-1);
    // The content indentation: explicit, or the first non-empty line's.
    let indent = match explicit {
        Some(d) => (base.max(0) as usize) + d,
        None => {
            let mut ls = header_eol + 1;
            let mut found = None;
            while ls < b.len() {
                let mut j = ls;
                while j < b.len() && b[j] == b' ' {
                    j += 1;
                }
                match b.get(j) {
                    None => break,
                    Some(b'\n') => ls = j + 1,
                    Some(b'\r') if b.get(j + 1) == Some(&b'\n') => ls = j + 2,
                    Some(_) => {
                        found = Some(j - ls);
                        break;
                    }
                }
            }
            match found {
                Some(n) if (n as isize) > base => n,
                _ => (base + 2).max(1) as usize,
            }
        }
    };
    let mut pieces: Vec<Option<&str>> = Vec::new();
    let mut span_end = ind_end;
    let mut last_content = 0usize;
    let mut ls = header_eol + 1;
    let mut resume = b.len();
    while ls < b.len() {
        let le = eol(b, ls);
        let ce = content_end(b, ls, le);
        let mut sp = 0;
        while ls + sp < ce && b[ls + sp] == b' ' {
            sp += 1;
        }
        let only_spaces = ls + sp == ce;
        if only_spaces && sp <= indent {
            pieces.push(None);
        } else if sp < indent {
            if b.get(ls + sp) == Some(&b'\t')
                && !b[ls + sp..ce].iter().all(|&c| c == b'\t' || c == b' ')
            {
                return Err(FormatError::at(
                    b,
                    ls + sp,
                    "tab in the indentation of a block scalar; expected spaces",
                ));
            }
            if !b[ls + sp..ce].iter().all(|&c| c == b'\t' || c == b' ') {
                resume = ls;
                break;
            }
            pieces.push(None);
        } else {
            pieces.push(Some(&s[ls + indent..ce]));
            last_content = pieces.len();
            span_end = ce;
        }
        ls = le + 1;
    }
    let trailing = pieces.len() - last_content;
    pieces.truncate(last_content);
    let mut text = String::new();
    if literal {
        for (k, p) in pieces.iter().enumerate() {
            if k > 0 {
                text.push('\n');
            }
            text.push_str(p.unwrap_or(""));
        }
    } else {
        let mut prev: Option<&str> = None;
        let mut empty = 0usize;
        for p in &pieces {
            match (p, prev) {
                (None, _) => empty += 1,
                (Some(line), None) => {
                    text.extend(std::iter::repeat_n('\n', empty));
                    text.push_str(line);
                    prev = Some(line);
                    empty = 0;
                }
                (Some(line), Some(before)) => {
                    let more = |l: &str| l.starts_with([' ', '\t']);
                    if more(line) || more(before) {
                        text.extend(std::iter::repeat_n('\n', empty + 1));
                    } else if empty == 0 {
                        text.push(' ');
                    } else {
                        text.extend(std::iter::repeat_n('\n', empty));
                    }
                    text.push_str(line);
                    prev = Some(line);
                    empty = 0;
                }
            }
        }
    }
    let has_content = last_content > 0;
    match chomp {
        Chomp::Strip => {}
        Chomp::Clip => {
            if has_content {
                text.push('\n');
            }
        }
        Chomp::Keep => {
            let n = trailing + usize::from(has_content);
            text.extend(std::iter::repeat_n('\n', n));
        }
    }
    Ok(Block {
        span_end,
        text,
        resume,
        indent,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blk(s: &str, parent: isize) -> (String, usize) {
        let start = s.find(['|', '>']).expect("indicator");
        let b = block(s, start, parent).expect("block");
        (b.text, b.indent)
    }

    #[test]
    fn block_scalars_follow_chomping_and_folding() {
        assert_eq!(
            blk("k: |\n  a\n   b\n\n  c\n\nx: 1", 0),
            ("a\n b\n\nc\n".into(), 2)
        );
        assert_eq!(blk("k: |-\n  a\n  b\n", 0).0, "a\nb");
        assert_eq!(blk("k: |+\n  a\n\n\nx: 1", 0).0, "a\n\n\n");
        assert_eq!(blk("k: >\n  a\n  b\n\n  c\n", 0).0, "a b\nc\n");
        assert_eq!(blk("k: >-\n  a\n    b\n  c\n", 0).0, "a\n  b\nc");
        assert_eq!(blk("k: |2\n    a\n", 0).0, "  a\n");
        assert_eq!(blk("k: |\nx: 1\n", 0).0, "");
    }

    #[test]
    fn quoted_scalars_fold_and_unescape() {
        let s = "'it''s\n\n  here '";
        assert_eq!(single(s, 0).expect("ok").1, "it's\nhere ");
        let s = "\"a\\tb\\u00e9 \\\n   c\nd\"";
        assert_eq!(double(s, 0).expect("ok").1, "a\tbé c d");
        assert!(double("\"a\\qb\"", 0).is_err());
        assert!(single("'abc", 0).is_err());
    }

    #[test]
    fn plain_scalars_fold_continuation_lines() {
        let s = "a b\n  c\n\n  d\ne: f";
        let p = plain(s, 0, 0, false).expect("ok");
        assert_eq!(p.text, "a b c\nd");
        assert_eq!(&s[..p.end], "a b\n  c\n\n  d");
        let p = plain("x # c", 0, 0, false).expect("ok");
        assert_eq!((p.text.as_ref(), p.stop), ("x", Stop::Comment));
    }
}
