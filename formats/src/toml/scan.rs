//! The layout-keeping TOML scanner: reads a whole file into [`Item`]s (table headers, key/value
//! pairs with the byte span of each string value, comment lines, blank lines), checking the
//! syntax as it goes. Written by hand because the TOML crates give no byte spans of values nor
//! of keys, and a build splices into the original bytes. Strings are decoded with TOML 1.0's
//! rules (escapes of basic strings, the trimmed first newline and line-ending backslash of
//! multi-line basic strings, literal strings as written); other values (numbers, booleans,
//! dates, arrays, inline tables) are checked for balance and kept as bytes.

use std::borrow::Cow;
use std::ops::Range;

use crate::error::FormatError;

/// The quoting of a string value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Quote {
    /// `"…"`
    Basic,
    /// `"""…"""`
    MultiBasic,
    /// `'…'`
    Literal,
    /// `'''…'''`
    MultiLiteral,
}

/// A string value: its whole token (delimiters included) and decoded text.
#[derive(Debug)]
pub(super) struct Str<'a> {
    pub span: Range<usize>,
    pub text: Cow<'a, str>,
}

/// One line-level item of a TOML file.
#[derive(Debug)]
pub(super) enum Item<'a> {
    /// `[a.b]` or `[[a.b]]`.
    Header {
        keys: Vec<Cow<'a, str>>,
        array: bool,
    },
    /// `key = value`: the key's segments, where the key starts and ends, the value's token, and
    /// the string when the value is one.
    Pair {
        keys: Vec<Cow<'a, str>>,
        key_at: usize,
        key_end: usize,
        value: Range<usize>,
        string: Option<Str<'a>>,
    },
    /// A line holding only a comment (its text after `#`).
    Comment(&'a str),
    /// An empty line.
    Blank,
}

/// Scans `text` from `start` (after a BOM) into items, or the first syntax error with its
/// position and what was expected.
pub(super) fn scan(text: &str, start: usize) -> Result<Vec<Item<'_>>, FormatError> {
    let mut s = Scanner {
        text,
        b: text.as_bytes(),
        i: start,
    };
    let mut items = Vec::new();
    loop {
        s.ws();
        let Some(&c) = s.b.get(s.i) else {
            break;
        };
        match c {
            b'\n' | b'\r' => {
                s.newline()?;
                items.push(Item::Blank);
            }
            b'#' => {
                let from = s.i + 1;
                s.comment()?;
                items.push(Item::Comment(&text[from..s.i]));
                s.newline()?;
            }
            b'[' => {
                let array = s.b.get(s.i + 1) == Some(&b'[');
                s.i += if array { 2 } else { 1 };
                let keys = s.key()?;
                let close: &[u8] = if array { b"]]" } else { b"]" };
                if !s.b[s.i..].starts_with(close) {
                    return Err(s.err(
                        s.i,
                        if array {
                            "expected `]]` to close the array-of-tables header"
                        } else {
                            "expected `]` to close the table header"
                        },
                    ));
                }
                s.i += close.len();
                items.push(Item::Header { keys, array });
                s.end_of_line()?;
            }
            _ => {
                let key_at = s.i;
                let keys = s.key()?;
                let mut key_end = s.i;
                while key_end > key_at && matches!(s.b[key_end - 1], b' ' | b'\t') {
                    key_end -= 1;
                }
                s.ws();
                if s.b.get(s.i) != Some(&b'=') {
                    return Err(s.err(s.i, "expected `=` after the key"));
                }
                s.i += 1;
                s.ws();
                let (value, string) = s.value()?;
                items.push(Item::Pair {
                    keys,
                    key_at,
                    key_end,
                    value,
                    string,
                });
                s.end_of_line()?;
            }
        }
    }
    Ok(items)
}

struct Scanner<'a> {
    text: &'a str,
    b: &'a [u8],
    i: usize,
}

impl<'a> Scanner<'a> {
    fn err(&self, at: usize, msg: impl Into<String>) -> FormatError {
        FormatError::at(self.b, at, msg)
    }

    fn ws(&mut self) {
        while matches!(self.b.get(self.i), Some(b' ' | b'\t')) {
            self.i += 1;
        }
    }

    fn newline(&mut self) -> Result<(), FormatError> {
        match self.b.get(self.i) {
            Some(b'\n') => self.i += 1,
            Some(b'\r') if self.b.get(self.i + 1) == Some(&b'\n') => self.i += 2,
            Some(b'\r') => {
                return Err(self.err(self.i, "a carriage return must be followed by a line feed"))
            }
            _ => {}
        }
        Ok(())
    }

    /// Skips a comment from its `#` to the end of the line (not the line break).
    fn comment(&mut self) -> Result<(), FormatError> {
        while let Some(&c) = self.b.get(self.i) {
            if c == b'\n' || (c == b'\r' && self.b.get(self.i + 1) == Some(&b'\n')) {
                break;
            }
            if (c < 0x20 && c != b'\t') || c == 0x7f {
                return Err(self.err(self.i, "a control character in a comment"));
            }
            self.i += 1;
        }
        Ok(())
    }

    /// After a header or a pair: white space, an optional comment, then a line break or the end.
    fn end_of_line(&mut self) -> Result<(), FormatError> {
        self.ws();
        if self.b.get(self.i) == Some(&b'#') {
            self.comment()?;
        }
        match self.b.get(self.i) {
            None => Ok(()),
            Some(b'\n' | b'\r') => self.newline(),
            Some(_) => Err(self.err(
                self.i,
                "expected the end of the line (a comment or a line break) after the value",
            )),
        }
    }

    /// A dotted key: bare, `"basic"` or `'literal'` segments joined by `.`.
    fn key(&mut self) -> Result<Vec<Cow<'a, str>>, FormatError> {
        let mut keys = Vec::new();
        loop {
            self.ws();
            match self.b.get(self.i) {
                Some(b'"') => {
                    if self.b[self.i..].starts_with(b"\"\"\"") {
                        return Err(self.err(self.i, "a key cannot be a multi-line string"));
                    }
                    keys.push(self.basic()?.text);
                }
                Some(b'\'') => {
                    if self.b[self.i..].starts_with(b"'''") {
                        return Err(self.err(self.i, "a key cannot be a multi-line string"));
                    }
                    keys.push(self.literal()?.text);
                }
                _ => {
                    let from = self.i;
                    while self
                        .b
                        .get(self.i)
                        .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-'))
                    {
                        self.i += 1;
                    }
                    if self.i == from {
                        return Err(self.err(
                            from,
                            "expected a key (letters, digits, `_`, `-`, or a quoted string)",
                        ));
                    }
                    keys.push(Cow::Borrowed(&self.text[from..self.i]));
                }
            }
            self.ws();
            if self.b.get(self.i) == Some(&b'.') {
                self.i += 1;
            } else {
                return Ok(keys);
            }
        }
    }

    /// A value: its token span, and the string when it is one.
    fn value(&mut self) -> Result<(Range<usize>, Option<Str<'a>>), FormatError> {
        let at = self.i;
        match self.b.get(self.i) {
            Some(b'"') => {
                let s = if self.b[at..].starts_with(b"\"\"\"") {
                    self.multi_basic()?
                } else {
                    self.basic()?
                };
                Ok((s.span.clone(), Some(s)))
            }
            Some(b'\'') => {
                let s = if self.b[at..].starts_with(b"'''") {
                    self.multi_literal()?
                } else {
                    self.literal()?
                };
                Ok((s.span.clone(), Some(s)))
            }
            Some(b'[' | b'{') => {
                self.container()?;
                Ok((at..self.i, None))
            }
            _ => {
                while let Some(&c) = self.b.get(self.i) {
                    if matches!(c, b'\n' | b'\r' | b'#') {
                        break;
                    }
                    self.i += 1;
                }
                while self.i > at && matches!(self.b[self.i - 1], b' ' | b'\t') {
                    self.i -= 1;
                }
                if self.i == at {
                    return Err(self.err(at, "expected a value after `=`"));
                }
                Ok((at..self.i, None))
            }
        }
    }

    /// Skips an array or inline table, strings and comments inside included.
    fn container(&mut self) -> Result<(), FormatError> {
        let open = self.i;
        let mut stack: Vec<u8> = Vec::new();
        loop {
            let Some(&c) = self.b.get(self.i) else {
                let what = if self.b[open] == b'[' { "`]`" } else { "`}`" };
                return Err(self.err(
                    open,
                    format!("this value is not closed; expected {what} before the end of the file"),
                ));
            };
            match c {
                b'[' => {
                    stack.push(b']');
                    self.i += 1;
                }
                b'{' => {
                    stack.push(b'}');
                    self.i += 1;
                }
                b']' | b'}' => {
                    if stack.pop() != Some(c) {
                        return Err(self.err(self.i, "a closing bracket that does not match"));
                    }
                    self.i += 1;
                    if stack.is_empty() {
                        return Ok(());
                    }
                }
                b'"' if self.b[self.i..].starts_with(b"\"\"\"") => {
                    self.multi_basic()?;
                }
                b'"' => {
                    self.basic()?;
                }
                b'\'' if self.b[self.i..].starts_with(b"'''") => {
                    self.multi_literal()?;
                }
                b'\'' => {
                    self.literal()?;
                }
                b'#' => self.comment()?,
                b'\r' => self.newline()?,
                _ => self.i += 1,
            }
        }
    }

    fn basic(&mut self) -> Result<Str<'a>, FormatError> {
        let open = self.i;
        self.i += 1;
        let mut text = String::new();
        let mut run = self.i;
        loop {
            let Some(&c) = self.b.get(self.i) else {
                return Err(self.err(open, "this string is not closed; expected `\"`"));
            };
            match c {
                b'"' => {
                    let end = self.i;
                    self.i += 1;
                    let decoded = if run == open + 1 && text.is_empty() {
                        Cow::Borrowed(&self.text[open + 1..end])
                    } else {
                        text.push_str(&self.text[run..end]);
                        Cow::Owned(text)
                    };
                    return Ok(Str {
                        span: open..self.i,
                        text: decoded,
                    });
                }
                b'\\' => {
                    text.push_str(&self.text[run..self.i]);
                    let ch = self.escape()?;
                    text.push(ch);
                    run = self.i;
                }
                b'\n' | b'\r' => {
                    return Err(self.err(
                        self.i,
                        "a line break in a single-line string; expected `\"` (use \\n or a \"\"\" string)",
                    ))
                }
                c if (c < 0x20 && c != b'\t') || c == 0x7f => {
                    return Err(self.err(self.i, "a control character in a string; expected it escaped"))
                }
                _ => self.i += 1,
            }
        }
    }

    /// An escape at a backslash: the character, the position moved past it.
    fn escape(&mut self) -> Result<char, FormatError> {
        let at = self.i;
        let c = self.b.get(at + 1).copied();
        let hex = |s: &Self, n: usize| -> Result<char, FormatError> {
            let digits = s
                .text
                .get(at + 2..at + 2 + n)
                .filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()))
                .ok_or_else(|| {
                    s.err(
                        at,
                        format!("expected {n} hexadecimal digits after this escape"),
                    )
                })?;
            u32::from_str_radix(digits, 16)
                .ok()
                .and_then(char::from_u32)
                .ok_or_else(|| s.err(at, "this escape is no Unicode scalar value"))
        };
        let (ch, len) = match c {
            Some(b'b') => ('\u{8}', 2),
            Some(b't') => ('\t', 2),
            Some(b'n') => ('\n', 2),
            Some(b'f') => ('\u{c}', 2),
            Some(b'r') => ('\r', 2),
            Some(b'"') => ('"', 2),
            Some(b'\\') => ('\\', 2),
            Some(b'u') => (hex(self, 4)?, 6),
            Some(b'U') => (hex(self, 8)?, 10),
            _ => return Err(self.err(
                at,
                "unknown escape; expected one of \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX",
            )),
        };
        self.i = at + len;
        Ok(ch)
    }

    /// Skips the line break right after an opening `"""` or `'''`.
    fn trim_first_newline(&mut self) {
        if self.b.get(self.i) == Some(&b'\n') {
            self.i += 1;
        } else if self.b[self.i..].starts_with(b"\r\n") {
            self.i += 2;
        }
    }

    /// At three closing quotes `q`: how many quotes there are (3 to 5: up to two belong to the
    /// content).
    fn closing(&self, q: u8) -> Option<usize> {
        let n = self.b[self.i..].iter().take_while(|c| **c == q).count();
        (n >= 3).then_some(n)
    }

    fn multi_basic(&mut self) -> Result<Str<'a>, FormatError> {
        let open = self.i;
        self.i += 3;
        self.trim_first_newline();
        let mut text = String::new();
        let mut run = self.i;
        loop {
            let Some(&c) = self.b.get(self.i) else {
                return Err(self.err(open, "this string is not closed; expected `\"\"\"`"));
            };
            match c {
                b'"' => match self.closing(b'"') {
                    Some(n) if n <= 5 => {
                        push_raw(&mut text, &self.text[run..self.i + n - 3]);
                        self.i += n;
                        return Ok(Str {
                            span: open..self.i,
                            text: Cow::Owned(text),
                        });
                    }
                    Some(_) => {
                        return Err(self.err(self.i, "more than five quotes in a row; escape them"))
                    }
                    None => self.i += 1,
                },
                b'\\' => {
                    push_raw(&mut text, &self.text[run..self.i]);
                    // A line-ending backslash trims the break and the white space after it.
                    let mut j = self.i + 1;
                    while matches!(self.b.get(j), Some(b' ' | b'\t')) {
                        j += 1;
                    }
                    if matches!(self.b.get(j), Some(b'\n' | b'\r')) {
                        while matches!(self.b.get(j), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                            j += 1;
                        }
                        self.i = j;
                    } else {
                        let ch = self.escape()?;
                        text.push(ch);
                    }
                    run = self.i;
                }
                b'\r' if self.b.get(self.i + 1) != Some(&b'\n') => {
                    return Err(
                        self.err(self.i, "a carriage return must be followed by a line feed")
                    )
                }
                c if (c < 0x20 && !matches!(c, b'\t' | b'\n' | b'\r')) || c == 0x7f => {
                    return Err(self.err(
                        self.i,
                        "a control character in a string; expected it escaped",
                    ))
                }
                _ => self.i += 1,
            }
        }
    }

    fn literal(&mut self) -> Result<Str<'a>, FormatError> {
        let open = self.i;
        self.i += 1;
        loop {
            match self.b.get(self.i) {
                None => return Err(self.err(open, "this string is not closed; expected `'`")),
                Some(b'\'') => {
                    self.i += 1;
                    return Ok(Str {
                        span: open..self.i,
                        text: Cow::Borrowed(&self.text[open + 1..self.i - 1]),
                    });
                }
                Some(b'\n' | b'\r') => {
                    return Err(self.err(
                        self.i,
                        "a line break in a single-line string; expected `'` (use a ''' string)",
                    ))
                }
                Some(&c) if (c < 0x20 && c != b'\t') || c == 0x7f => {
                    return Err(self.err(self.i, "a control character in a literal string"))
                }
                Some(_) => self.i += 1,
            }
        }
    }

    fn multi_literal(&mut self) -> Result<Str<'a>, FormatError> {
        let open = self.i;
        self.i += 3;
        self.trim_first_newline();
        let from = self.i;
        loop {
            match self.b.get(self.i) {
                None => return Err(self.err(open, "this string is not closed; expected `'''`")),
                Some(b'\'') => match self.closing(b'\'') {
                    Some(n) if n <= 5 => {
                        let end = self.i + n - 3;
                        self.i += n;
                        let raw = &self.text[from..end];
                        // A line break in a multi-line string is a line feed (as tomllib reads it).
                        let text = if raw.contains("\r\n") {
                            Cow::Owned(raw.replace("\r\n", "\n"))
                        } else {
                            Cow::Borrowed(raw)
                        };
                        return Ok(Str {
                            span: open..self.i,
                            text,
                        });
                    }
                    Some(_) => {
                        return Err(
                            self.err(self.i, "more than five quotes in a row in a literal string")
                        )
                    }
                    None => self.i += 1,
                },
                Some(b'\r') if self.b.get(self.i + 1) != Some(&b'\n') => {
                    return Err(
                        self.err(self.i, "a carriage return must be followed by a line feed")
                    )
                }
                Some(&c) if (c < 0x20 && !matches!(c, b'\t' | b'\n' | b'\r')) || c == 0x7f => {
                    return Err(self.err(self.i, "a control character in a literal string"))
                }
                Some(_) => self.i += 1,
            }
        }
    }
}

/// Appends raw (unescaped) content of a multi-line string: a `\r\n` line break reads as a line
/// feed, as tomllib reads it (an escaped `\r` stays).
fn push_raw(text: &mut String, raw: &str) {
    if raw.contains("\r\n") {
        text.push_str(&raw.replace("\r\n", "\n"));
    } else {
        text.push_str(raw);
    }
}
