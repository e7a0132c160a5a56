//! The byte-level reading of PHP source that the array parser needs: whitespace and the three
//! comment kinds (`//`, `#`, `/* */`), string literals in both quote kinds with their own escapes,
//! numbers and bare words. Offsets are byte positions in the file, for slots and errors.
//!
//! Hand-written because the splice needs what no PHP parser crate gives: where each string
//! literal sits in the file and which quote kind it uses, with the comments between them kept
//! out of the way. Only the static part of PHP is read: a double-quoted string that interpolates
//! (`$name`, `{$…}`) is refused with its position, never half-read.

use std::borrow::Cow;
use std::ops::Range;

use crate::error::FormatError;

use super::render::Quote;

/// A string literal as PHP reads it.
#[derive(Debug, Clone)]
pub(crate) struct Literal<'a> {
    /// The text, escapes resolved.
    pub text: Cow<'a, str>,
    /// The literal's bytes, quotes included.
    pub span: Range<usize>,
    /// Which quote it is written in.
    pub quote: Quote,
}

/// A comment as found between tokens.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Comment<'a> {
    /// The comment with its markers.
    pub text: &'a str,
    /// Whether a line break came before it since the last token (false: it trails a token on
    /// that token's line).
    pub own_line: bool,
    /// Whether a blank line came between it and the comment before it (or the last token).
    pub after_blank: bool,
    /// Where it ends in the file.
    pub end: usize,
}

/// A reading position in a UTF-8 PHP file.
pub(crate) struct Cursor<'a> {
    pub src: &'a str,
    pub pos: usize,
}

/// Bytes that may start a PHP name (letters, `_`, and every byte of a multi-byte character).
pub(crate) fn is_name_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b >= 0x80
}

/// Bytes that may continue a PHP name.
pub(crate) fn is_name_byte(b: u8) -> bool {
    is_name_start(b) || b.is_ascii_digit()
}

impl<'a> Cursor<'a> {
    /// A cursor at `pos` in `src`.
    pub(crate) fn new(src: &'a str, pos: usize) -> Cursor<'a> {
        Cursor { src, pos }
    }

    /// The file's bytes.
    pub(crate) fn bytes(&self) -> &'a [u8] {
        self.src.as_bytes()
    }

    /// The byte at the position, if any.
    pub(crate) fn peek(&self) -> Option<u8> {
        self.bytes().get(self.pos).copied()
    }

    /// Whether the text at the position starts with `s`.
    pub(crate) fn looking_at(&self, s: &str) -> bool {
        self.bytes()[self.pos..].starts_with(s.as_bytes())
    }

    /// An error at `offset`.
    pub(crate) fn error(&self, offset: usize, message: impl Into<String>) -> FormatError {
        FormatError::at(self.bytes(), offset, message)
    }

    /// Skips whitespace and comments, handing each comment to `comments` (cleared by the caller
    /// as it sees fit). A `//` or `#` comment ends at the line break or before `?>`, as PHP's.
    pub(crate) fn trivia(&mut self, comments: &mut Vec<Comment<'a>>) -> Result<(), FormatError> {
        let b = self.bytes();
        let mut breaks = 0usize;
        let mut own_line = false;
        loop {
            match b.get(self.pos) {
                Some(b'\n') => {
                    breaks += 1;
                    own_line = true;
                    self.pos += 1;
                }
                Some(c) if c.is_ascii_whitespace() => self.pos += 1,
                Some(b'#') if b.get(self.pos + 1) != Some(&b'[') => {
                    self.line_comment(comments, &mut own_line, &mut breaks)
                }
                Some(b'/') if b.get(self.pos + 1) == Some(&b'/') => {
                    self.line_comment(comments, &mut own_line, &mut breaks)
                }
                Some(b'/') if b.get(self.pos + 1) == Some(&b'*') => {
                    let start = self.pos;
                    let Some(end) = memchr::memmem::find(&b[start + 2..], b"*/") else {
                        return Err(
                            self.error(start, "a `/*` comment is never closed; expected `*/`")
                        );
                    };
                    self.pos = start + 2 + end + 2;
                    comments.push(Comment {
                        text: &self.src[start..self.pos],
                        own_line,
                        after_blank: breaks >= 2,
                        end: self.pos,
                    });
                    breaks = 0;
                }
                _ => return Ok(()),
            }
        }
    }

    /// A `//` or `#` comment from the position to the end of its line (or `?>`).
    fn line_comment(
        &mut self,
        comments: &mut Vec<Comment<'a>>,
        own_line: &mut bool,
        breaks: &mut usize,
    ) {
        let b = self.bytes();
        let start = self.pos;
        let mut end = start;
        while end < b.len() && b[end] != b'\n' && !b[end..].starts_with(b"?>") {
            end += 1;
        }
        self.pos = end;
        comments.push(Comment {
            text: self.src[start..end].trim_end(),
            own_line: *own_line,
            after_blank: *breaks >= 2,
            end,
        });
        *breaks = 0;
    }

    /// Skips whitespace and comments, keeping none of them.
    pub(crate) fn skip(&mut self) -> Result<(), FormatError> {
        let mut none = Vec::new();
        self.trivia(&mut none)
    }

    /// A name (`return`, `array`, `true`, a constant with its `\` namespaces and `::` class)
    /// at the position; empty when there is none.
    pub(crate) fn word(&mut self) -> &'a str {
        let b = self.bytes();
        let start = self.pos;
        while self.pos < b.len() {
            let c = b[self.pos];
            if is_name_byte(c) || c == b'\\' {
                self.pos += 1;
            } else if b[self.pos..].starts_with(b"::") {
                self.pos += 2;
            } else {
                break;
            }
        }
        &self.src[start..self.pos]
    }

    /// A number literal (integer in any base, float, `_` separators) at the position; the
    /// caller has seen a digit (or `.` and a digit).
    pub(crate) fn number(&mut self) -> &'a str {
        let b = self.bytes();
        let start = self.pos;
        while self.pos < b.len() {
            let c = b[self.pos];
            let exp_sign = matches!(c, b'+' | b'-')
                && self.pos > start
                && matches!(b[self.pos - 1], b'e' | b'E')
                && !self.src[start..self.pos].starts_with("0x")
                && !self.src[start..self.pos].starts_with("0X");
            if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || exp_sign {
                self.pos += 1;
            } else {
                break;
            }
        }
        &self.src[start..self.pos]
    }

    /// The string literal starting at the position (a `'` or `"`).
    pub(crate) fn literal(&mut self) -> Result<Literal<'a>, FormatError> {
        let b = self.bytes();
        let start = self.pos;
        let quote = b[start];
        let mut i = start + 1;
        let mut escaped = false;
        loop {
            let Some(at) = memchr::memchr3(quote, b'\\', b'$', &b[i..]).map(|p| i + p) else {
                return Err(self.error(
                    start,
                    format!(
                        "a string opened here is never closed; expected a closing `{}`",
                        quote as char
                    ),
                ));
            };
            match b[at] {
                c if c == quote => {
                    i = at + 1;
                    break;
                }
                b'\\' => {
                    escaped = true;
                    i = at + 2;
                    if i > b.len() {
                        i = b.len();
                    }
                }
                _ => {
                    // `$`: interpolation in a double-quoted string when a name or `{` follows.
                    if quote == b'"' {
                        let next = b.get(at + 1).copied().unwrap_or(b' ');
                        if is_name_start(next) || next == b'{' {
                            // `{$name}` is named from its `{`.
                            let from = if b[at - 1] == b'{' { at - 1 } else { at };
                            return Err(self.error(
                                from,
                                "a variable interpolated in a double-quoted string, which has no text of its own; expected a string without `$name` or `${…}` (write `\\$` for a dollar sign)",
                            ));
                        }
                    }
                    i = at + 1;
                }
            }
        }
        self.pos = i;
        let inner = &self.src[start + 1..i - 1];
        let span = start..i;
        if quote == b'\'' {
            let text = if escaped {
                Cow::Owned(unescape_single(inner))
            } else {
                Cow::Borrowed(inner)
            };
            return Ok(Literal {
                text,
                span,
                quote: Quote::Single,
            });
        }
        // `{$` also interpolates.
        if let Some(p) = memchr::memmem::find(inner.as_bytes(), b"{$") {
            return Err(self.error(
                start + 1 + p,
                "a `{$…}` interpolated in a double-quoted string, which has no text of its own; expected a string without it (write `{\\$` for the characters)",
            ));
        }
        let text = if escaped {
            Cow::Owned(unescape_double(inner).map_err(|(p, m)| self.error(start + 1 + p, m))?)
        } else {
            Cow::Borrowed(inner)
        };
        Ok(Literal {
            text,
            span,
            quote: Quote::Double,
        })
    }
}

/// A single-quoted string's text: `\\` and `\'` are the only escapes.
fn unescape_single(inner: &str) -> String {
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.clone().next() {
                Some(n @ ('\\' | '\'')) => {
                    out.push(n);
                    chars.next();
                }
                _ => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A double-quoted string's text: `\n \t \r \v \e \f \\ \$ \"`, octal `\0`–`\377`, `\xHH` and
/// `\u{…}`; any other backslash stays as it is. The error gives the offset in `inner`.
fn unescape_double(inner: &str) -> Result<String, (usize, String)> {
    let b = inner.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c != b'\\' || i + 1 >= b.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let n = b[i + 1];
        let simple = match n {
            b'n' => Some(b'\n'),
            b't' => Some(b'\t'),
            b'r' => Some(b'\r'),
            b'v' => Some(0x0b),
            b'e' => Some(0x1b),
            b'f' => Some(0x0c),
            b'\\' => Some(b'\\'),
            b'$' => Some(b'$'),
            b'"' => Some(b'"'),
            _ => None,
        };
        if let Some(s) = simple {
            out.push(s);
            i += 2;
            continue;
        }
        match n {
            b'0'..=b'7' => {
                let digits = b[i + 1..]
                    .iter()
                    .take(3)
                    .take_while(|d| (b'0'..=b'7').contains(d))
                    .count();
                let v = b[i + 1..i + 1 + digits]
                    .iter()
                    .fold(0u32, |acc, d| acc * 8 + u32::from(d - b'0'));
                out.push((v & 0xFF) as u8);
                i += 1 + digits;
            }
            b'x' if b.get(i + 2).is_some_and(u8::is_ascii_hexdigit) => {
                let digits = b[i + 2..]
                    .iter()
                    .take(2)
                    .take_while(|d| d.is_ascii_hexdigit())
                    .count();
                let hex = &inner[i + 2..i + 2 + digits];
                out.push(u8::from_str_radix(hex, 16).unwrap_or(0));
                i += 2 + digits;
            }
            b'u' if b.get(i + 2) == Some(&b'{') => {
                let Some(close) = b[i + 3..].iter().position(|&d| d == b'}') else {
                    return Err((
                        i,
                        "a `\\u{` escape without its `}`; expected `\\u{hex}`".into(),
                    ));
                };
                let hex = &inner[i + 3..i + 3 + close];
                let ch = u32::from_str_radix(hex, 16)
                    .ok()
                    .filter(|_| !hex.is_empty() && hex.bytes().all(|d| d.is_ascii_hexdigit()))
                    .and_then(char::from_u32)
                    .ok_or_else(|| {
                        (
                            i,
                            format!("`\\u{{{hex}}}` is not a Unicode scalar value; expected `\\u{{hex}}` of one"),
                        )
                    })?;
                let mut buf = [0u8; 4];
                out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                i += 4 + close;
            }
            _ => {
                out.push(b'\\');
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|e| {
        (
            0,
            format!(
                "the string's escapes give bytes that are not UTF-8 (at byte {} of its text); expected escapes of UTF-8 text",
                e.utf8_error().valid_up_to()
            ),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(s: &str) -> Result<String, String> {
        let mut c = Cursor::new(s, 0);
        c.literal()
            .map(|l| l.text.into_owned())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn escapes_of_each_quote_kind() {
        assert_eq!(lit(r"'a\'b\\c\nd'").unwrap(), "a'b\\c\\nd");
        assert_eq!(
            lit(r#""a\"b\\c\nd\t\$\x41\101\u{e9}\q""#).unwrap(),
            "a\"b\\c\nd\t$AAé\\q"
        );
        assert_eq!(lit(r#""$ 5 and $""#).unwrap(), "$ 5 and $");
        assert!(lit(r#""Hi $name""#).unwrap_err().contains("interpolated"));
        assert!(lit(r#""Hi {$a}""#).unwrap_err().contains("interpolated"));
        assert!(lit(r#""\xE9""#).unwrap_err().contains("not UTF-8"));
        assert!(lit("'open").unwrap_err().contains("never closed"));
    }
}
