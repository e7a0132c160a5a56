//! A pull tokenizer for JSON that reports every token with its byte span in the original input.
//! Written by hand because serde_json and the other JSON crates do not expose byte spans of
//! values and keys, which the skeleton + splice writer needs; it borrows unescaped strings and only
//! allocates for strings with escapes. Shared by every JSON dialect.
//!
//! It reads through a [`Blocks`] index (`crate::simd`): string bodies end at the next byte of the
//! `"`/`\\`/control set and white space at the next byte outside the white-space set, both found
//! in the current 64-byte block's bitmasks, so no byte of a string or an indentation is tested
//! on its own. The input is checked to be UTF-8 once, before the first token.

use std::borrow::Cow;
use std::ops::Range;

use crate::error::{ErrorKind, FormatError};
use crate::simd::{Blocks, NeedleSets, Needles};

/// The needle sets of the JSON scanner: what ends a string body, and white space.
#[derive(Debug)]
struct JsonSets;

impl NeedleSets for JsonSets {
    const SETS: &'static [Needles] = &[Needles::new(b"\"\\", 0x20), Needles::new(b" \t\n\r", 0)];
}

/// Index in [`JsonSets`] of `"`, `\` and control characters (what a string body stops at).
const STRING_STOP: usize = 0;
/// Index in [`JsonSets`] of JSON white space.
const SPACE: usize = 1;

/// Deepest nesting accepted, so hostile input cannot exhaust memory or stack in callers.
pub const MAX_DEPTH: usize = 512;

/// A JSON token with its position.
#[derive(Debug, Clone, PartialEq)]
pub enum Event<'a> {
    /// `{` at the given offset.
    BeginObject(usize),
    /// `}` at the given offset.
    EndObject(usize),
    /// `[` at the given offset.
    BeginArray(usize),
    /// `]` at the given offset.
    EndArray(usize),
    /// An object key; `raw` is the content between the quotes.
    Key {
        /// Bytes between the quotes.
        raw: Range<usize>,
        /// The unescaped key.
        text: Cow<'a, str>,
    },
    /// A string value; `raw` is the content between the quotes.
    String {
        /// Bytes between the quotes.
        raw: Range<usize>,
        /// The unescaped value.
        text: Cow<'a, str>,
    },
    /// A number, `true`, `false` or `null`.
    Scalar(Range<usize>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Value,
    ValueOrEnd,
    KeyOrEnd,
    Key,
    Colon,
    CommaOrEnd,
    Done,
}

/// Streams the tokens of one JSON document (a UTF-8 BOM is skipped).
pub struct Tokenizer<'a> {
    src: &'a [u8],
    text: &'a str,
    pos: usize,
    /// true = object, false = array
    stack: Vec<bool>,
    state: State,
    /// `//` line comments and `/* */` block comments count as white space (RESJSON, extension
    /// `messages.json`); off for strict JSON.
    comments: bool,
    /// Where the next string stop and the end of white space are.
    blocks: Blocks<'a, JsonSets>,
}

impl<'a> Tokenizer<'a> {
    /// Checks the input is UTF-8 and positions the tokenizer after an optional BOM.
    pub fn new(src: &'a [u8]) -> Result<Tokenizer<'a>, FormatError> {
        let text = crate::simd::validate(src).map_err(|at| {
            FormatError::at(
                src,
                at,
                "invalid UTF-8 byte sequence (JSON files must be UTF-8)",
            )
            .with_kind(ErrorKind::Encoding)
        })?;
        let pos = if src.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        };
        Ok(Tokenizer {
            src,
            text,
            pos,
            stack: Vec::with_capacity(16),
            state: State::Value,
            comments: false,
            blocks: Blocks::new(src),
        })
    }

    /// Like [`Tokenizer::new`], but `//` and `/* */` comments are allowed wherever white space
    /// is (an unclosed `/*` is an error at its position).
    pub fn with_comments(src: &'a [u8]) -> Result<Tokenizer<'a>, FormatError> {
        let mut tok = Tokenizer::new(src)?;
        tok.comments = true;
        Ok(tok)
    }

    /// A tokenizer over the same input that starts at `pos`, just after the value of a member
    /// of an object (before its `,` or `}`), and ends with that object: what a look-ahead over
    /// the rest of an object reads.
    pub(crate) fn resume_in_object(&self, pos: usize) -> Tokenizer<'a> {
        let mut stack = Vec::with_capacity(16);
        stack.push(true);
        Tokenizer {
            src: self.src,
            text: self.text,
            pos,
            stack,
            state: State::CommaOrEnd,
            comments: self.comments,
            blocks: self.blocks.clone(),
        }
    }

    /// A tokenizer over the same input that reads the one value starting at `pos` (after white
    /// space) and ends with it: what a look-ahead into a nested object reads.
    pub(crate) fn resume_at_value(&self, pos: usize) -> Tokenizer<'a> {
        Tokenizer {
            src: self.src,
            text: self.text,
            pos,
            stack: Vec::with_capacity(16),
            state: State::Value,
            comments: self.comments,
            blocks: self.blocks.clone(),
        }
    }

    /// Current nesting depth (1 inside the top-level object or array).
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// True when the innermost open container is an object.
    pub fn in_object(&self) -> bool {
        self.stack.last().copied().unwrap_or(false)
    }

    fn err(&self, at: usize, msg: impl Into<String>) -> FormatError {
        FormatError::at(self.src, at, msg)
    }

    /// Skips white space (and comments where allowed); most calls find none, and return at once.
    #[inline]
    fn skip_ws(&mut self) -> Result<(), FormatError> {
        match self.src.get(self.pos) {
            Some(b' ' | b'\t' | b'\n' | b'\r' | b'/') => self.skip_ws_run(),
            _ => Ok(()),
        }
    }

    fn skip_ws_run(&mut self) -> Result<(), FormatError> {
        while let Some(&b) = self.src.get(self.pos) {
            if matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
                self.pos = self.blocks.find_not(SPACE, self.pos);
            } else if self.comments && b == b'/' {
                let rest = &self.src[self.pos..];
                if rest.starts_with(b"//") {
                    self.pos += memchr::memchr(b'\n', rest).unwrap_or(rest.len());
                } else if rest.starts_with(b"/*") {
                    match memchr::memmem::find(&rest[2..], b"*/") {
                        Some(end) => self.pos += end + 4,
                        None => {
                            return Err(self.err(
                                self.pos,
                                "unclosed `/*` comment: expected `*/` before the end of the file",
                            ))
                        }
                    }
                } else {
                    return Ok(());
                }
            } else {
                break;
            }
        }
        Ok(())
    }

    fn after_value(&mut self) {
        self.state = if self.stack.is_empty() {
            State::Done
        } else {
            State::CommaOrEnd
        };
    }

    /// The next token, `Ok(None)` at the end of a complete document.
    pub fn next_event(&mut self) -> Result<Option<Event<'a>>, FormatError> {
        self.skip_ws()?;
        let at = self.pos;
        let Some(&c) = self.src.get(at) else {
            return match self.state {
                State::Done => Ok(None),
                State::Value if self.stack.is_empty() && at <= 3 => {
                    Err(self.err(at, "the file is empty; expected a JSON document"))
                }
                _ => Err(self.err(at, format!("unexpected end of file; {}", self.expected()))),
            };
        };
        match self.state {
            State::Done => {
                Err(self.err(at, "unexpected content after the end of the JSON document"))
            }
            State::Colon => {
                if c == b':' {
                    self.pos += 1;
                    self.state = State::Value;
                    self.next_event()
                } else {
                    Err(self.err(at, "expected `:` after the object key"))
                }
            }
            State::CommaOrEnd => {
                let in_object = self.in_object();
                match c {
                    b',' => {
                        self.pos += 1;
                        self.state = if in_object { State::Key } else { State::Value };
                        self.skip_ws()?;
                        match (self.src.get(self.pos), in_object) {
                            (Some(b'}'), true) | (Some(b']'), false) => {
                                Err(self
                                    .err(at, "trailing comma: expected another value after `,`"))
                            }
                            _ => self.next_event(),
                        }
                    }
                    b'}' if in_object => self.close(at, true),
                    b']' if !in_object => self.close(at, false),
                    _ => Err(self.err(at, self.expected())),
                }
            }
            State::KeyOrEnd | State::Key => match c {
                b'}' if self.state == State::KeyOrEnd => self.close(at, true),
                b'"' => {
                    let (raw, text) = self.string()?;
                    self.state = State::Colon;
                    Ok(Some(Event::Key { raw, text }))
                }
                _ => Err(self.err(at, self.expected())),
            },
            State::Value | State::ValueOrEnd => match c {
                b']' if self.state == State::ValueOrEnd => self.close(at, false),
                b'{' => self.open(at, true),
                b'[' => self.open(at, false),
                b'"' => {
                    let (raw, text) = self.string()?;
                    self.after_value();
                    Ok(Some(Event::String { raw, text }))
                }
                b'-' | b'0'..=b'9' => {
                    let raw = self.number()?;
                    self.after_value();
                    Ok(Some(Event::Scalar(raw)))
                }
                b't' | b'f' | b'n' => {
                    for word in [&b"true"[..], b"false", b"null"] {
                        if self.src[at..].starts_with(word) {
                            self.pos += word.len();
                            self.after_value();
                            return Ok(Some(Event::Scalar(at..self.pos)));
                        }
                    }
                    Err(self.err(at, self.expected()))
                }
                _ => Err(self.err(at, self.expected())),
            },
        }
    }

    fn expected(&self) -> &'static str {
        match self.state {
            State::Value => {
                "expected a value (a string, number, object, array, true, false or null)"
            }
            State::ValueOrEnd => "expected a value or `]`",
            State::KeyOrEnd => "expected a string key in double quotes or `}`",
            State::Key => "expected a string key in double quotes",
            State::Colon => "expected `:` after the object key",
            State::CommaOrEnd if self.in_object() => "expected `,` or `}` after the value",
            State::CommaOrEnd => "expected `,` or `]` after the value",
            State::Done => "expected the end of the file",
        }
    }

    fn open(&mut self, at: usize, object: bool) -> Result<Option<Event<'a>>, FormatError> {
        if self.stack.len() >= MAX_DEPTH {
            return Err(self
                .err(
                    at,
                    format!("nesting is deeper than {MAX_DEPTH} levels; the file is refused"),
                )
                .with_kind(ErrorKind::Limit));
        }
        self.stack.push(object);
        self.pos += 1;
        if object {
            self.state = State::KeyOrEnd;
            Ok(Some(Event::BeginObject(at)))
        } else {
            self.state = State::ValueOrEnd;
            Ok(Some(Event::BeginArray(at)))
        }
    }

    fn close(&mut self, at: usize, object: bool) -> Result<Option<Event<'a>>, FormatError> {
        self.stack.pop();
        self.pos += 1;
        self.after_value();
        Ok(Some(if object {
            Event::EndObject(at)
        } else {
            Event::EndArray(at)
        }))
    }

    fn number(&mut self) -> Result<Range<usize>, FormatError> {
        let start = self.pos;
        let s = self.src;
        let mut i = start;
        let digits = |i: &mut usize| {
            let from = *i;
            while s.get(*i).is_some_and(u8::is_ascii_digit) {
                *i += 1;
            }
            *i > from
        };
        if s.get(i) == Some(&b'-') {
            i += 1;
        }
        if s.get(i) == Some(&b'0') {
            i += 1;
        } else if !digits(&mut i) {
            return Err(self.err(i, "expected a digit in the number"));
        }
        if s.get(i) == Some(&b'.') {
            i += 1;
            if !digits(&mut i) {
                return Err(self.err(i, "expected a digit after the decimal point"));
            }
        }
        if matches!(s.get(i), Some(b'e' | b'E')) {
            i += 1;
            if matches!(s.get(i), Some(b'+' | b'-')) {
                i += 1;
            }
            if !digits(&mut i) {
                return Err(self.err(i, "expected a digit in the exponent"));
            }
        }
        self.pos = i;
        Ok(start..i)
    }

    /// Reads a string starting at the opening quote; returns the content span and its text.
    fn string(&mut self) -> Result<(Range<usize>, Cow<'a, str>), FormatError> {
        let start = self.pos + 1;
        let mut i = start;
        let mut owned: Option<String> = None;
        let mut copied_to = start;
        loop {
            let Some(stop) = self.blocks.find(STRING_STOP, i) else {
                return Err(self.err(self.pos, "unterminated string: expected a closing `\"`"));
            };
            if self.src[stop] < 0x20 {
                return Err(self.err(
                    stop,
                    "control character inside a string: write it as an escape such as \\n or \\t",
                ));
            }
            if self.src[stop] == b'"' {
                self.pos = stop + 1;
                let text = match owned {
                    None => Cow::Borrowed(&self.text[start..stop]),
                    Some(mut s) => {
                        s.push_str(&self.text[copied_to..stop]);
                        Cow::Owned(s)
                    }
                };
                return Ok((start..stop, text));
            }
            let buf = owned.get_or_insert_with(String::new);
            buf.push_str(&self.text[copied_to..stop]);
            let (c, len) = self.escape(stop)?;
            buf.push(c);
            i = stop + len;
            copied_to = i;
        }
    }

    /// Decodes the escape at `at` (a backslash); returns the character and the escape's length.
    fn escape(&self, at: usize) -> Result<(char, usize), FormatError> {
        let c = match self.src.get(at + 1) {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let hi = self.hex4(at + 2)?;
                if (0xD800..0xDC00).contains(&hi) {
                    if self.src.get(at + 6) == Some(&b'\\') && self.src.get(at + 7) == Some(&b'u') {
                        let lo = self.hex4(at + 8)?;
                        if (0xDC00..0xE000).contains(&lo) {
                            let code = 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00);
                            return char::from_u32(code)
                                .map(|c| (c, 12))
                                .ok_or_else(|| self.err(at, "invalid unicode escape"));
                        }
                    }
                    return Err(self.err(
                        at,
                        "unpaired UTF-16 surrogate in a \\u escape: expected a low surrogate \\uDC00-\\uDFFF to follow",
                    ));
                }
                return char::from_u32(hi)
                    .map(|c| (c, 6))
                    .ok_or_else(|| self.err(at, "unpaired UTF-16 surrogate in a \\u escape"));
            }
            _ => {
                return Err(self.err(
                    at,
                    "invalid escape: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                ))
            }
        };
        Ok((c, 2))
    }

    fn hex4(&self, at: usize) -> Result<u32, FormatError> {
        let digits = self
            .src
            .get(at..at + 4)
            .ok_or_else(|| self.err(at, "expected four hex digits after \\u"))?;
        let mut v = 0u32;
        for &d in digits {
            let n = (d as char)
                .to_digit(16)
                .ok_or_else(|| self.err(at, "expected four hex digits after \\u"))?;
            v = v * 16 + n;
        }
        Ok(v)
    }
}

/// The position just after the closing quote of the JSON string whose opening quote is at
/// `quote` (escapes skipped, content not validated); `None` when it is not terminated.
pub fn string_end(src: &[u8], quote: usize) -> Option<usize> {
    let mut i = quote + 1;
    loop {
        let at = i + memchr::memchr2(b'"', b'\\', src.get(i..)?)?;
        if src[at] == b'"' {
            return Some(at + 1);
        }
        i = at + 2;
    }
}

/// Decodes one complete JSON string literal, quotes included (`"a\\nb"` → `a` newline `b`).
pub fn decode_string(quoted: &[u8]) -> Result<Cow<'_, str>, FormatError> {
    let mut tok = Tokenizer::new(quoted)?;
    match tok.next_event()? {
        Some(Event::String { text, .. }) if tok.next_event()?.is_none() => Ok(text),
        _ => Err(FormatError::at(quoted, 0, "expected one JSON string")),
    }
}

/// Appends `text` as the content of a JSON string: `"`, `\` and control characters escaped,
/// everything else (including non-ASCII) written raw.
pub fn escape_into(text: &str, out: &mut Vec<u8>) {
    let bytes = text.as_bytes();
    out.reserve(bytes.len());
    let mut from = 0;
    while let Some(i) = find_special(bytes, from) {
        out.extend_from_slice(&bytes[from..i]);
        let b = bytes[i];
        let esc: &[u8] = match b {
            b'"' => b"\\\"",
            b'\\' => b"\\\\",
            b'\n' => b"\\n",
            b'\r' => b"\\r",
            b'\t' => b"\\t",
            0x08 => b"\\b",
            0x0c => b"\\f",
            _ => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.extend_from_slice(b"\\u00");
                out.push(HEX[usize::from(b >> 4)]);
                out.push(HEX[usize::from(b & 15)]);
                from = i + 1;
                continue;
            }
        };
        out.extend_from_slice(esc);
        from = i + 1;
    }
    out.extend_from_slice(&bytes[from..]);
}

/// The index of the first byte at or after `from` that is `"`, `\` or a control character (below
/// 0x20): [`crate::simd::find_json_special`].
pub use crate::simd::find_json_special as find_special;

#[cfg(test)]
mod tests {
    use super::*;

    fn events(src: &str) -> Result<Vec<Event<'_>>, FormatError> {
        let mut t = Tokenizer::new(src.as_bytes())?;
        let mut v = Vec::new();
        while let Some(e) = t.next_event()? {
            v.push(e);
        }
        Ok(v)
    }

    #[test]
    fn spans_point_inside_the_quotes() {
        let src = r#"{"a": "x\ny", "b": [1, true]}"#;
        let ev = events(src).expect("valid");
        assert_eq!(
            ev[2],
            Event::String {
                raw: 7..11,
                text: Cow::Owned("x\ny".into())
            }
        );
        assert_eq!(&src[7..11], r"x\ny");
        assert_eq!(ev.len(), 9);
    }

    #[test]
    fn surrogate_pairs_decode() {
        let ev = events(r#"["\ud83d\ude00 \u00e9"]"#).expect("valid");
        assert!(matches!(&ev[1], Event::String { text, .. } if text == "😀 é"));
    }

    #[test]
    fn errors_name_position_and_expectation() {
        let e = events("{\n  \"a\": 1,\n}").expect_err("trailing comma");
        assert_eq!((e.line, e.column), (2, 9));
        assert!(e.message.contains("trailing comma"), "{}", e.message);
        let e = events("{\"a\" 1}").expect_err("missing colon");
        assert!(e.message.contains("expected `:`"));
        let e = events("[\"abc").expect_err("unterminated");
        assert!(e.message.contains("unterminated string"));
        let e = events("").expect_err("empty");
        assert!(e.message.contains("empty"));
        let e = events("{} x").expect_err("extra");
        assert!(e.message.contains("after the end"));
        let e = events("[\"\\x\"]").expect_err("bad escape");
        assert!(e.message.contains("invalid escape"));
        let e = events("[01]").expect_err("leading zero");
        assert!(e.message.contains("expected `,` or `]`"));
    }

    #[test]
    fn invalid_utf8_is_reported_with_position() {
        let e = Tokenizer::new(b"{\"a\":\"\xff\"}").err().expect("invalid");
        assert_eq!((e.line, e.column), (1, 7));
    }

    #[test]
    fn depth_is_capped() {
        let deep = "[".repeat(MAX_DEPTH + 1);
        let e = events(&deep).expect_err("too deep");
        assert!(e.message.contains("nesting"));
    }

    #[test]
    fn find_special_matches_a_plain_scan() {
        let s = "abcdefghij\"klmnopq\\rstuvwx\u{1}yz é😀 0123456789abcdef\"";
        let b = s.as_bytes();
        for from in 0..b.len() {
            let want = b[from..]
                .iter()
                .position(|&c| c == b'"' || c == b'\\' || c < 0x20)
                .map(|p| from + p);
            assert_eq!(find_special(b, from), want, "from {from}");
        }
        // Bytes with the high bit set and 0x1f/0x20 neighbours are not false positives.
        let b = [0xffu8, 0x80, 0x21, 0x20, 0x23, 0x5b, 0x5d, 0x7f, 0x1f];
        assert_eq!(find_special(&b, 0), Some(8));
    }

    #[test]
    fn string_end_and_decode() {
        let src = br#"{"a\"b": "x"}"#;
        assert_eq!(string_end(src, 1), Some(7));
        assert_eq!(string_end(b"\"abc", 0), None);
        assert_eq!(decode_string(br#""a\"\u00e9""#).expect("valid"), "a\"é");
        assert!(decode_string(b"\"a\" 1").is_err());
    }

    #[test]
    fn escape_round_trips_through_serde_json() {
        let s = "q\"b\\ n\n t\t c\u{1} é 😀 </";
        let mut out = b"\"".to_vec();
        escape_into(s, &mut out);
        out.push(b'"');
        let back: String = serde_json::from_slice(&out).expect("valid JSON string");
        assert_eq!(back, s);
    }
}
