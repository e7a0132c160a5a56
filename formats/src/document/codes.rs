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

/// Reads a segment's text into text and codes, in order; adjacent text comes as one token.
/// Errors only on a code number over 4,294,967,294 (nothing else is malformed at this level:
/// pairing is [`crate::check_codes`]'s business).
pub fn parse_segment(text: &str) -> Result<Vec<CodeToken<'_>>, SegmentError> {
    let mut tokens = Vec::new();
    // Text read so far and not yet pushed, and where the stretch not yet copied into it starts.
    let mut plain = String::new();
    let mut from = 0;
    let flush = |tokens: &mut Vec<CodeToken<'_>>, plain: &mut String| {
        if !plain.is_empty() {
            tokens.push(CodeToken::Text(Cow::Owned(std::mem::take(plain))));
        }
    };
    let mut i = 0;
    let bytes = text.as_bytes();
    while let Some(p) = memchr::memchr2(b'<', b'&', &bytes[i..]) {
        let at = i + p;
        let rest = &text[at..];
        if bytes[at] == b'&' {
            let (lit, len) = if rest.starts_with("&lt;") {
                ("<", 4)
            } else if rest.starts_with("&amp;") {
                ("&", 5)
            } else {
                i = at + 1;
                continue;
            };
            plain.push_str(&text[from..at]);
            plain.push_str(lit);
            from = at + len;
            i = from;
            continue;
        }
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
                plain.push_str(&text[from..at]);
                flush(&mut tokens, &mut plain);
                tokens.push(token);
                from = at + len;
                i = from;
            }
            None => i = at + 1,
        }
    }
    plain.push_str(&text[from..]);
    flush(&mut tokens, &mut plain);
    // Text with no escape and no code stays borrowed.
    if let [CodeToken::Text(t)] = tokens.as_slice() {
        if t.len() == text.len() {
            return Ok(vec![CodeToken::Text(Cow::Borrowed(text))]);
        }
    }
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
