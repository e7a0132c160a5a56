//! XML character data in and out: reference expansion and line-end normalization when reading,
//! escaping when writing, and the "markup-aware" writer that lets a translation carry the inline
//! elements of its format (XLIFF `<g>`, `<x/>`, `<ph>` …) while escaping everything else.
//!
//! The text model of the XML formats: a string's text is its element content with character data
//! unescaped (entities and character references expanded, CDATA unwrapped, CRLF and CR read as
//! LF) and every nested element, comment or processing instruction kept as its original markup,
//! byte for byte. Writing reverses this: recognised inline tags (well-formed, balanced, of an
//! allowed element name) and well-formed comments are written verbatim, every other `<`, `&` or
//! `>` is escaped, so the output is always well-formed and reads back as the same text.

use crate::xml::scan::{local_name, parse_reference, Scanner, Token};

/// The line-end style of a file, used for newlines written into element content.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Eol {
    /// `\n`
    #[default]
    Lf,
    /// `\r\n`
    CrLf,
    /// `\r`
    Cr,
}

impl Eol {
    /// The style of the first line break of `bytes` (LF when there is none).
    pub fn detect(bytes: &[u8]) -> Eol {
        match memchr::memchr2(b'\n', b'\r', bytes) {
            Some(p) if bytes[p] == b'\r' => {
                if bytes.get(p + 1) == Some(&b'\n') {
                    Eol::CrLf
                } else {
                    Eol::Cr
                }
            }
            _ => Eol::Lf,
        }
    }

    /// The line break itself.
    pub fn as_str(self) -> &'static str {
        match self {
            Eol::Lf => "\n",
            Eol::CrLf => "\r\n",
            Eol::Cr => "\r",
        }
    }

    /// A 2-bit code for slot kinds.
    pub fn code(self) -> u16 {
        match self {
            Eol::Lf => 0,
            Eol::CrLf => 1,
            Eol::Cr => 2,
        }
    }

    /// The style of a [`code`](Self::code).
    pub fn from_code(c: u16) -> Eol {
        match c & 3 {
            1 => Eol::CrLf,
            2 => Eol::Cr,
            _ => Eol::Lf,
        }
    }
}

/// Appends raw character data with references expanded and line ends normalized to `\n`.
/// `Err((offset in raw, message))` for a bad reference (the scanner has normally caught it).
pub fn unescape_into(raw: &str, out: &mut String) -> Result<(), (usize, String)> {
    let bytes = raw.as_bytes();
    if memchr::memchr2(b'&', b'\r', bytes).is_none() {
        out.push_str(raw);
        return Ok(());
    }
    let mut last = 0;
    let mut i = 0;
    while let Some(p) = memchr::memchr2(b'&', b'\r', &bytes[i..]) {
        let at = i + p;
        out.push_str(&raw[last..at]);
        if bytes[at] == b'\r' {
            out.push('\n');
            i = at + 1;
            if bytes.get(i) == Some(&b'\n') {
                i += 1;
            }
        } else {
            let (len, c) = parse_reference(&bytes[at..]).map_err(|m| (at, m))?;
            out.push(c);
            i = at + len;
        }
        last = i;
    }
    out.push_str(&raw[last..]);
    Ok(())
}

/// Appends text (CDATA content, raw markup) with line ends normalized to `\n`.
pub fn push_normalized(raw: &str, out: &mut String) {
    if !raw.contains('\r') {
        out.push_str(raw);
        return;
    }
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' {
            out.push('\n');
            if chars.peek() == Some(&'\n') {
                chars.next();
            }
        } else {
            out.push(c);
        }
    }
}

fn bad_char(c: char) -> String {
    format!(
        "the translation contains U+{:04X}, a character XML 1.0 cannot hold; expected text without control characters",
        c as u32
    )
}

/// Appends `text` escaped for element content: `&`, `<`, `>` as entities, `\r` as `&#13;`,
/// `\n` in the file's line-end style. Characters XML cannot hold are an error.
pub fn escape_text_into(text: &str, eol: Eol, out: &mut String) -> Result<(), String> {
    let mut last = 0;
    for (i, c) in text.char_indices() {
        let rep = match c {
            '&' => "&amp;",
            '<' => "&lt;",
            '>' => "&gt;",
            '\r' => "&#13;",
            '\n' => eol.as_str(),
            '\t' => continue,
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => {
                return Err(bad_char(c))
            }
            _ => continue,
        };
        out.push_str(&text[last..i]);
        out.push_str(rep);
        last = i + c.len_utf8();
    }
    out.push_str(&text[last..]);
    Ok(())
}

/// Appends `text` escaped for an attribute value quoted with `quote`.
pub fn escape_attr_into(text: &str, quote: u8, out: &mut String) -> Result<(), String> {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '"' if quote == b'"' => out.push_str("&quot;"),
            '\'' if quote == b'\'' => out.push_str("&apos;"),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            '\t' => out.push_str("&#9;"),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => {
                return Err(bad_char(c))
            }
            c => out.push(c),
        }
    }
    Ok(())
}

#[derive(Debug, Clone, Copy)]
enum Piece {
    /// Verbatim markup: an empty tag or a comment.
    Solo,
    /// An opening tag, with the span of its name.
    Open(usize, usize),
    /// A closing tag, with the span of its name.
    Close(usize, usize),
}

/// Appends a translation's text as element content: inline tags whose local name is in `inline`
/// (and which are well-formed and balanced) and well-formed comments are written verbatim;
/// everything else is escaped with [`escape_text_into`].
pub fn write_markup_text(
    text: &str,
    inline: &[&str],
    eol: Eol,
    out: &mut String,
) -> Result<(), String> {
    let bytes = text.as_bytes();
    if memchr::memchr(b'<', bytes).is_none() {
        return escape_text_into(text, eol, out);
    }
    // Candidate tags: (start, end, kind, keep).
    let mut tags: Vec<(usize, usize, Piece, bool)> = Vec::new();
    let mut i = 0;
    while let Some(p) = memchr::memchr(b'<', &bytes[i..]) {
        let at = i + p;
        i = at + 1;
        if let Some((end, piece)) = recognise(bytes, at, inline) {
            tags.push((at, end, piece, true));
            i = end;
        }
    }
    // Balance: a close must match the innermost open; unmatched ones are escaped.
    let mut stack: Vec<usize> = Vec::new();
    for k in 0..tags.len() {
        match tags[k].2 {
            Piece::Solo => {}
            Piece::Open(..) => stack.push(k),
            Piece::Close(cs, ce) => {
                let matches = stack.last().is_some_and(|&o| match tags[o].2 {
                    Piece::Open(os, oe) => bytes[os..oe] == bytes[cs..ce],
                    _ => false,
                });
                if matches {
                    stack.pop();
                } else {
                    tags[k].3 = false;
                }
            }
        }
    }
    for o in stack {
        tags[o].3 = false;
    }
    let mut last = 0;
    for (start, end, _, keep) in tags {
        if !keep {
            continue;
        }
        escape_text_into(&text[last..start], eol, out)?;
        let markup = &text[start..end];
        if let Some(c) = markup.chars().find(|&c| {
            ((c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r'))
                || c == '\u{FFFE}'
                || c == '\u{FFFF}'
        }) {
            return Err(bad_char(c));
        }
        out.push_str(markup);
        last = end;
    }
    escape_text_into(&text[last..], eol, out)
}

/// Recognises an allowed inline tag or a comment at `bytes[at] == b'<'`: its end and kind.
fn recognise(bytes: &[u8], at: usize, inline: &[&str]) -> Option<(usize, Piece)> {
    let rest = &bytes[at..];
    let allowed = |name: &[u8]| inline.iter().any(|n| n.as_bytes() == local_name(name));
    if rest.starts_with(b"</") {
        let name_end = rest[2..]
            .iter()
            .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b':' | b'-' | b'.')))
            .map(|n| n + 2)?;
        let mut j = name_end;
        while j < rest.len() && matches!(rest[j], b' ' | b'\t' | b'\n' | b'\r') {
            j += 1;
        }
        if name_end == 2 || rest.get(j) != Some(&b'>') || !allowed(&rest[2..name_end]) {
            return None;
        }
        return Some((at + j + 1, Piece::Close(at + 2, at + name_end)));
    }
    let mut sc = Scanner::new(rest, 0);
    match sc.next_token().ok()?? {
        Token::Comment(r) => Some((at + r.end, Piece::Solo)),
        Token::Start { span, name, empty } if allowed(&rest[name.clone()]) => {
            let piece = if empty {
                Piece::Solo
            } else {
                Piece::Open(at + name.start, at + name.end)
            };
            Some((at + span.end, piece))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const INLINE: &[&str] = &["g", "x", "ph"];

    fn write(s: &str) -> String {
        let mut out = String::new();
        write_markup_text(s, INLINE, Eol::Lf, &mut out).expect("writes");
        out
    }

    #[test]
    fn unescape_expands_references_and_normalizes_line_ends() {
        let mut s = String::new();
        unescape_into("a &amp; &#x41;&#66;\r\nb\rc", &mut s).unwrap();
        assert_eq!(s, "a & AB\nb\nc");
    }

    #[test]
    fn escapes_text_and_attributes() {
        let mut s = String::new();
        escape_text_into("<a & b>\r\n\tz", Eol::CrLf, &mut s).unwrap();
        assert_eq!(s, "&lt;a &amp; b&gt;&#13;\r\n\tz");
        let mut s = String::new();
        escape_attr_into("\"'<&\n", b'"', &mut s).unwrap();
        assert_eq!(s, "&quot;'&lt;&amp;&#10;");
        assert!(escape_text_into("a\u{1}", Eol::Lf, &mut String::new())
            .unwrap_err()
            .contains("U+0001"));
    }

    #[test]
    fn inline_tags_pass_other_markup_is_escaped() {
        assert_eq!(
            write("a <g id=\"1\">b</g> <x id='2'/> <b>c</b> <!-- n -->"),
            "a <g id=\"1\">b</g> <x id='2'/> &lt;b&gt;c&lt;/b&gt; <!-- n -->"
        );
        // Unbalanced or malformed inline tags are escaped.
        assert_eq!(write("<g>a"), "&lt;g&gt;a");
        assert_eq!(write("a</g>"), "a&lt;/g&gt;");
        assert_eq!(write("<g><ph>x</g></ph>"), "&lt;g&gt;<ph>x&lt;/g&gt;</ph>");
        assert_eq!(write("<x id=1/> & <"), "&lt;x id=1/&gt; &amp; &lt;");
        assert_eq!(write("<x id=\"&bad;\"/>"), "&lt;x id=\"&amp;bad;\"/&gt;");
    }
}
