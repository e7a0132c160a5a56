//! The line scanner of INI files: each line is blank, a comment, a section header, a key/value
//! line (whose value may run over several lines when it opens a `` ` `` or `"""`) or another
//! line kept as it is; with byte offsets into the file for slots and error positions.
//!
//! Hand-written because the splice needs what no INI crate keeps: where each value sits in the
//! file, and the comments and odd lines between them. The rules follow go-ini (Gogs's reader):
//! a line ends at `\n` (a `\r` before it is part of the break); leading whitespace is skipped;
//! `;`, `#` (and StepMania's `//`) start a comment; `[` starts a section header that needs a
//! `]`; the key ends at the first `=` (or the first `:` when there is no `=`).

use std::borrow::Cow;
use std::ops::Range;

use crate::error::FormatError;

use super::render::{Kind, Quote};

/// One line (or, for a quoted multi-line value, several) as the scanner found it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Line<'a> {
    /// Only whitespace.
    Blank,
    /// A comment, from its marker to the end of the line (trailing whitespace excluded).
    Comment(&'a str),
    /// A section header's name, trimmed.
    Section(&'a str),
    /// A key and its value.
    Value(Value<'a>),
    /// A line without separator or with an empty key: kept, not read.
    Other,
}

/// A key/value line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Value<'a> {
    /// The key, trimmed.
    pub key: &'a str,
    /// The value as go-ini reads it.
    pub text: Cow<'a, str>,
    /// The value's bytes in the file, quotes included (from the separator on a `:` line).
    pub span: Range<usize>,
    /// How the value is quoted and whether `:` separates it.
    pub kind: Kind,
}

/// Reads a file line by line.
pub(crate) struct Scanner<'a> {
    src: &'a str,
    pos: usize,
}

/// True for the whitespace around keys and values.
fn is_space(c: char) -> bool {
    c.is_whitespace()
}

impl<'a> Scanner<'a> {
    /// A scanner of `src` from byte `start` (after a byte-order mark).
    pub(crate) fn new(src: &'a str, start: usize) -> Scanner<'a> {
        Scanner { src, pos: start }
    }

    /// The line starting at `from`: its content's end (before `\r\n` or `\n`) and where the
    /// next line starts.
    fn line_at(&self, from: usize) -> (usize, usize) {
        let bytes = self.src.as_bytes();
        match memchr::memchr(b'\n', &bytes[from..]) {
            Some(p) => {
                let nl = from + p;
                let end = if nl > from && bytes[nl - 1] == b'\r' {
                    nl - 1
                } else {
                    nl
                };
                (end, nl + 1)
            }
            None => (bytes.len(), bytes.len()),
        }
    }

    /// The next line, `None` at the end of the file.
    pub(crate) fn next_line(&mut self) -> Result<Option<Line<'a>>, FormatError> {
        let src = self.src;
        if self.pos >= src.len() {
            return Ok(None);
        }
        let (end, next) = self.line_at(self.pos);
        let raw = &src[self.pos..end];
        let lead = raw.len() - raw.trim_start_matches(is_space).len();
        let begin = self.pos + lead;
        let line = raw[lead..].trim_end_matches(is_space);
        self.pos = next;
        if line.is_empty() {
            return Ok(Some(Line::Blank));
        }
        if line.starts_with([';', '#']) || line.starts_with("//") {
            return Ok(Some(Line::Comment(line)));
        }
        if line.starts_with('[') {
            let Some(close) = line.rfind(']') else {
                return Err(FormatError::at(
                    src.as_bytes(),
                    begin + line.len(),
                    "a section header without its closing `]`; expected `]` before the end of the line",
                ));
            };
            return Ok(Some(Line::Section(line[1..close].trim_matches(is_space))));
        }
        let (sep, colon) = match line.find('=') {
            Some(at) => (at, false),
            None => match line.find(':') {
                Some(at) => (at, true),
                None => return Ok(Some(Line::Other)),
            },
        };
        // On a `:` line the slot starts at the separator: a new value holding `=` must turn it
        // into `=`, or the `=` would end the key.
        let slot_start = |v0: usize| if colon { begin + sep } else { v0 };
        let key = line[..sep].trim_end_matches(is_space);
        if key.is_empty() {
            return Ok(Some(Line::Other));
        }
        let after = &line[sep + 1..];
        let v0 = begin + sep + 1 + (after.len() - after.trim_start_matches(is_space).len());
        let value = &src[v0..begin + line.len()];
        for (opening, quote) in [("\"\"\"", Quote::Triple), ("`", Quote::Backtick)] {
            if let Some(rest) = value.strip_prefix(opening) {
                let (text, close) = self.multiline(v0, v0 + opening.len(), rest, opening)?;
                return Ok(Some(Line::Value(Value {
                    key,
                    text,
                    span: slot_start(v0)..close,
                    kind: Kind { quote, colon },
                })));
            }
        }
        let (text, quote) = match surrounded(value) {
            Some(q) => (&value[1..value.len() - 1], q),
            None => (value, Quote::Bare),
        };
        Ok(Some(Line::Value(Value {
            key,
            text: Cow::Borrowed(text),
            span: slot_start(v0)..v0 + value.len(),
            kind: Kind { quote, colon },
        })))
    }

    /// A `` ` `` or `"""` value opened at `open` (its text from `from`): up to the last closing
    /// quote on its first line, else on the first later line that has one. The text and where
    /// the value ends (after its closing quote). The first line's break is part of the text.
    fn multiline(
        &mut self,
        open: usize,
        from: usize,
        first: &str,
        quote: &str,
    ) -> Result<(Cow<'a, str>, usize), FormatError> {
        let src = self.src;
        if let Some(p) = first.rfind(quote) {
            return Ok((Cow::Borrowed(&src[from..from + p]), from + p + quote.len()));
        }
        let mut at = self.pos;
        while at < src.len() {
            let (line_end, next) = self.line_at(at);
            if let Some(p) = src[at..line_end].rfind(quote) {
                self.pos = next;
                let close = at + p;
                return Ok((Cow::Borrowed(&src[from..close]), close + quote.len()));
            }
            at = next;
        }
        Err(FormatError::at(
            src.as_bytes(),
            open,
            format!("a value opened with {quote} is never closed; expected a closing {quote}"),
        ))
    }
}

/// The quote a bare value is surrounded by, as go-ini strips it: the same `"` or `'` first and
/// last, and nowhere in between.
pub(crate) fn surrounded(value: &str) -> Option<Quote> {
    for (c, q) in [('"', Quote::Double), ('\'', Quote::Single)] {
        if value.len() >= 2
            && value.starts_with(c)
            && value.ends_with(c)
            && !value[1..value.len() - 1].contains(c)
        {
            return Some(q);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unclosed_header_and_quote_are_positioned() {
        let e = Scanner::new("a=1\n[sec\n", 0);
        let mut s = e;
        assert!(s.next_line().unwrap().is_some());
        let err = s.next_line().unwrap_err();
        assert!(err.to_string().contains("expected `]`"), "{err}");
        let mut s = Scanner::new("k = `open\nmore\n", 0);
        let err = s.next_line().unwrap_err();
        assert!(err.to_string().contains("expected a closing `"), "{err}");
    }
}
