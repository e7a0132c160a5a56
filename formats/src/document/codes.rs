//! Reading and writing the inline-code notation of a segment's text: `<N>`, `</N>`, `<N/>`, with
//! `&lt;` and `&amp;` the only escapes (see the module docs of `document`).

use std::borrow::Cow;
use std::fmt;

/// One piece of a segment's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeToken<'a> {
    /// Text, unescaped (`&lt;` read as `<`, `&amp;` as `&`).
    Text(Cow<'a, str>),
    /// `<N>`: the opening of paired code `N`.
    Open(u32),
    /// `</N>`: the closing of paired code `N`.
    Close(u32),
    /// `<N/>`: standalone code `N`.
    Standalone(u32),
}

impl CodeToken<'_> {
    /// The code's number, `None` for text.
    pub fn code(&self) -> Option<u32> {
        match self {
            CodeToken::Text(_) => None,
            CodeToken::Open(n) | CodeToken::Close(n) | CodeToken::Standalone(n) => Some(*n),
        }
    }
}

impl fmt::Display for CodeToken<'_> {
    /// The token as the notation writes it (text escaped).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeToken::Text(t) => {
                let mut s = String::new();
                escape_segment_text(t, &mut s);
                f.write_str(&s)
            }
            CodeToken::Open(n) => write!(f, "<{n}>"),
            CodeToken::Close(n) => write!(f, "</{n}>"),
            CodeToken::Standalone(n) => write!(f, "<{n}/>"),
        }
    }
}

/// A segment text that cannot be read: a code number too large to be one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SegmentError {
    /// Byte offset in the text.
    pub offset: usize,
    /// What is wrong and what was expected.
    pub message: String,
}

impl fmt::Display for SegmentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

/// A code written at the start of `s` (which starts with `<`): the token and its length.
fn code_at(s: &str) -> Option<(CodeToken<'static>, usize)> {
    let b = s.as_bytes();
    let mut i = 1;
    let close = b.get(i) == Some(&b'/');
    if close {
        i += 1;
    }
    let digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let number = &s[i..i + digits];
    i += digits;
    let standalone = !close && b.get(i) == Some(&b'/');
    if standalone {
        i += 1;
    }
    if b.get(i) != Some(&b'>') {
        return None;
    }
    // A number that does not fit is still a code (so that escaping covers it); it is refused
    // by `parse_segment`.
    let n = number.parse::<u32>().unwrap_or(u32::MAX);
    let token = if close {
        CodeToken::Close(n)
    } else if standalone {
        CodeToken::Standalone(n)
    } else {
        CodeToken::Open(n)
    };
    Some((token, i + 1))
}

/// A piece of a segment's text as the scan meets it: literal text (a stretch, or the character
/// an escape stands for) or a code.
enum Piece<'a> {
    Literal(&'a str),
    Code(CodeToken<'static>),
}

/// Walks `text`, handing each piece to `visit` in order until it returns `false`. Errors only on
/// a code number over 4,294,967,294.
fn scan<'a>(text: &'a str, mut visit: impl FnMut(Piece<'a>) -> bool) -> Result<(), SegmentError> {
    let bytes = text.as_bytes();
    // Where the stretch of literal text not yet handed over starts.
    let mut from = 0;
    let mut i = 0;
    while let Some(p) = memchr::memchr2(b'<', b'&', &bytes[i..]) {
        let at = i + p;
        let rest = &text[at..];
        let (piece, len) = if bytes[at] == b'&' {
            if rest.starts_with("&lt;") {
                (Piece::Literal("<"), 4)
            } else if rest.starts_with("&amp;") {
                (Piece::Literal("&"), 5)
            } else {
                i = at + 1;
                continue;
            }
        } else {
            match code_at(rest) {
                Some((token, len)) => {
                    if token.code() == Some(u32::MAX) {
                        return Err(SegmentError {
                            offset: at,
                            message: format!(
                                "the code `{}` has a number too large; expected a code number below 4294967295",
                                &rest[..len]
                            ),
                        });
                    }
                    (Piece::Code(token), len)
                }
                None => {
                    i = at + 1;
                    continue;
                }
            }
        };
        if from < at && !visit(Piece::Literal(&text[from..at])) {
            return Ok(());
        }
        if !visit(piece) {
            return Ok(());
        }
        from = at + len;
        i = from;
    }
    if from < text.len() {
        visit(Piece::Literal(&text[from..]));
    }
    Ok(())
}

/// Reads a segment's text into text and codes, in order; adjacent text comes as one token.
/// Errors only on a code number over 4,294,967,294 (nothing else is malformed at this level:
/// pairing is [`crate::check_codes`]'s business).
pub fn parse_segment(text: &str) -> Result<Vec<CodeToken<'_>>, SegmentError> {
    let mut tokens: Vec<CodeToken<'_>> = Vec::new();
    scan(text, |piece| {
        match piece {
            Piece::Literal(l) => match tokens.last_mut() {
                Some(CodeToken::Text(t)) => t.to_mut().push_str(l),
                _ => tokens.push(CodeToken::Text(Cow::Borrowed(l))),
            },
            Piece::Code(c) => tokens.push(c),
        }
        true
    })?;
    Ok(tokens)
}

/// Appends `text` (literal text) escaped for the notation: `<` as `&lt;` where it would read as a
/// code, `&` as `&amp;` where it would read as `&lt;` or `&amp;`; every other character as it is.
pub fn escape_segment_text(text: &str, out: &mut String) {
    let bytes = text.as_bytes();
    let mut from = 0;
    let mut i = 0;
    while let Some(p) = memchr::memchr2(b'<', b'&', &bytes[i..]) {
        let at = i + p;
        let rest = &text[at..];
        let escape = if bytes[at] == b'<' {
            code_at(rest).map(|_| "&lt;")
        } else {
            (rest.starts_with("&lt;") || rest.starts_with("&amp;")).then_some("&amp;")
        };
        if let Some(e) = escape {
            out.push_str(&text[from..at]);
            out.push_str(e);
            from = at + 1;
        }
        i = at + 1;
    }
    out.push_str(&text[from..]);
}

/// A segment text with every stretch of text replaced by `f(text)` (literal text in, literal
/// text out) and every code kept where it is: how a check or a pseudo-translation changes the
/// words of a segment without touching its markup. A text that does not read (see
/// [`parse_segment`]) is handed to `f` whole.
pub fn map_segment_text(text: &str, mut f: impl FnMut(&str) -> String) -> String {
    let Ok(tokens) = parse_segment(text) else {
        return f(text);
    };
    let mut out = String::with_capacity(text.len() + 16);
    for t in &tokens {
        match t {
            CodeToken::Text(s) => escape_segment_text(&f(s), &mut out),
            code => out.push_str(&code.to_string()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> CodeToken<'_> {
        CodeToken::Text(Cow::Borrowed(s))
    }

    #[test]
    fn codes_and_escapes_are_read() {
        let got = parse_segment("a <0>b</0><1/> &lt;2> &amp;lt; < & 3").unwrap();
        assert_eq!(
            got,
            vec![
                text("a "),
                CodeToken::Open(0),
                text("b"),
                CodeToken::Close(0),
                CodeToken::Standalone(1),
                text(" <2> &lt; < & 3"),
            ]
        );
        assert!(parse_segment("<99999999999>").is_err());
        assert_eq!(
            map_segment_text("a<0>b</0><1/>", |s| format!("[{s}]")),
            "[a]<0>[b]</0><1/>"
        );
    }

    #[test]
    fn escaping_round_trips_and_touches_only_what_is_ambiguous() {
        for lit in [
            "a < b & c",
            "<0>",
            "</12>",
            "<3/>",
            "&lt;0>",
            "&amp;",
            "x<y>z",
            "<<0>>",
        ] {
            let mut s = String::new();
            escape_segment_text(lit, &mut s);
            let back = parse_segment(&s).unwrap();
            assert_eq!(back, vec![text(lit)], "{lit} -> {s}");
        }
        let mut s = String::new();
        escape_segment_text("a < b & c <0>", &mut s);
        assert_eq!(s, "a < b & c &lt;0>");
    }
}
