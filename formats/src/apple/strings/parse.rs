//! Reading a `.strings` file: one forward pass over the UTF-8 view (see `text`) that skips
//! whitespace and comments, reads `key = value;` pairs (and the `key;` shortcut, whose value is
//! the key), and hands each entry to the sink as soon as its `;` is read. A hand-written scanner:
//! no crate reads Apple's old-style property lists with byte spans, and the grammar is a few
//! tokens (memchr finds quotes, backslashes and comment ends).

use std::borrow::Cow;
use std::ops::Range;

use super::escape::unescape_into;
use super::text::Input;
use super::{StringsSlot, Style};
use crate::error::FormatError;
use crate::format::ParseContext;
use crate::model::Entry;
use crate::repeats::FirstTexts;
use crate::sink::{SeenIds, Sink};
use crate::skeleton::{Slot, TypedKind};

/// A run of comments that may become the next entry's context: one `/* … */` block, or
/// consecutive `//` lines.
#[derive(Debug, Clone, Copy)]
struct CommentRun {
    start: usize,
    end: usize,
    line: bool,
}

/// A key or value token.
#[derive(Debug, Clone)]
struct Tok {
    /// The characters between the quotes, or the whole unquoted token.
    content: Range<usize>,
    /// The quote character, `None` for an unquoted token.
    quote: Option<u8>,
    /// Just past the token.
    end: usize,
}

/// Characters Apple's reader accepts in an unquoted string.
fn unquoted(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'/' | b':' | b'.' | b'-')
}

struct Cursor<'a> {
    v: &'a str,
    b: &'a [u8],
    pos: usize,
    /// The comment run that would be the next key's context.
    run: Option<CommentRun>,
    /// A line break was seen since the last entry's `;` (a comment on the same line as the `;`
    /// belongs to that entry's line, not to the next key).
    broke_line: bool,
    /// Line breaks since the end of the last comment.
    breaks_since_comment: u32,
    /// At least one entry was read.
    after_entry: bool,
    /// Finds `*/` (built once, not at every comment).
    comment_end: memchr::memmem::Finder<'static>,
}

impl<'a> Cursor<'a> {
    fn err(&self, at: usize, msg: impl Into<String>) -> FormatError {
        FormatError::at(self.b, at, msg)
    }

    /// What is at `at`, for messages: `` `x` `` or "the end of the file".
    fn found(&self, at: usize) -> String {
        match self.v.get(at..).and_then(|s| s.chars().next()) {
            Some(c) if c.is_control() => format!("U+{:04X}", c as u32),
            Some(c) => format!("`{c}`"),
            None => "the end of the file".into(),
        }
    }

    /// Skips whitespace and comments; with `track`, remembers the comment run before a key.
    fn skip(&mut self, track: bool) -> Result<(), FormatError> {
        let b = self.b;
        while self.pos < b.len() {
            match b[self.pos] {
                b'\n' => {
                    self.broke_line = true;
                    self.breaks_since_comment += 1;
                    self.pos += 1;
                }
                b'\r' => {
                    self.broke_line = true;
                    if b.get(self.pos + 1) != Some(&b'\n') {
                        self.breaks_since_comment += 1;
                    }
                    self.pos += 1;
                }
                b'\t' | b'\x0b' | b'\x0c' | b' ' => self.pos += 1,
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR are whitespace too.
                0xE2 if matches!(b.get(self.pos + 1..self.pos + 3), Some([0x80, 0xA8 | 0xA9])) => {
                    self.pos += 3
                }
                b'/' if b.get(self.pos + 1) == Some(&b'/') => {
                    let start = self.pos;
                    let end =
                        memchr::memchr2(b'\n', b'\r', &b[start..]).map_or(b.len(), |p| start + p);
                    self.pos = end;
                    if track {
                        self.note(start, end, true);
                    }
                }
                b'/' if b.get(self.pos + 1) == Some(&b'*') => {
                    let start = self.pos;
                    let Some(p) = self.comment_end.find(&b[start + 2..]) else {
                        return Err(self.err(
                            start,
                            "unterminated comment: this `/*` is never closed; expected `*/`",
                        ));
                    };
                    let end = start + 2 + p + 2;
                    self.pos = end;
                    if track {
                        self.note(start, end, false);
                    }
                }
                _ => break,
            }
        }
        Ok(())
    }

    /// Records a comment: it starts or extends the run that becomes the next key's context.
    fn note(&mut self, start: usize, end: usize, line: bool) {
        if self.after_entry && !self.broke_line {
            // A trailing comment on the line of the previous entry.
            self.breaks_since_comment = 0;
            return;
        }
        match &mut self.run {
            Some(r) if line && r.line && self.breaks_since_comment == 1 => r.end = end,
            _ => self.run = Some(CommentRun { start, end, line }),
        }
        self.breaks_since_comment = 0;
    }

    /// Reads a quoted or unquoted string; `what` names it for the error when there is none.
    fn token(&mut self, what: &str) -> Result<Tok, FormatError> {
        let b = self.b;
        let at = self.pos;
        match b.get(at) {
            Some(&q @ (b'"' | b'\'')) => {
                let mut i = at + 1;
                loop {
                    let Some(p) = memchr::memchr2(q, b'\\', &b[i..]) else {
                        return Err(self.err(
                            at,
                            format!(
                                "unterminated string: the string opened here is never closed; expected a closing `{}`",
                                q as char
                            ),
                        ));
                    };
                    if b[i + p] == b'\\' {
                        i = (i + p + 2).min(b.len());
                    } else {
                        self.pos = i + p + 1;
                        return Ok(Tok {
                            content: at + 1..i + p,
                            quote: Some(q),
                            end: i + p + 1,
                        });
                    }
                }
            }
            Some(&c) if unquoted(c) => {
                let end = b[at..]
                    .iter()
                    .position(|&c| !unquoted(c))
                    .map_or(b.len(), |p| at + p);
                self.pos = end;
                Ok(Tok {
                    content: at..end,
                    quote: None,
                    end,
                })
            }
            _ => Err(self.err(at, format!("expected {what}; found {}", self.found(at)))),
        }
    }

    /// The text of a token: escapes resolved for quoted strings; borrowed from the file when
    /// there is none.
    fn text(&self, t: &Tok) -> Result<Cow<'a, str>, FormatError> {
        let v: &'a str = self.v;
        let raw = &v[t.content.clone()];
        if t.quote.is_none() || memchr::memchr(b'\\', raw.as_bytes()).is_none() {
            return Ok(Cow::Borrowed(raw));
        }
        let mut s = String::with_capacity(raw.len());
        unescape_into(raw, &mut s).map_err(|e| {
            FormatError::at(self.b, t.content.start + e.offset, e.message).with_kind(e.kind)
        })?;
        Ok(Cow::Owned(s))
    }
}

/// The text of a comment run: delimiters removed, each line trimmed, edge blank lines dropped.
fn comment_text(v: &str, r: CommentRun) -> Option<String> {
    let raw = &v[r.start..r.end];
    // The common case, one line: no line list to build.
    if memchr::memchr2(b'\n', b'\r', raw.as_bytes()).is_none() {
        let t = if r.line {
            raw.trim_start_matches('/').trim()
        } else {
            raw[2..raw.len() - 2].trim()
        };
        return (!t.is_empty()).then(|| t.to_string());
    }
    let mut lines: Vec<&str> = if r.line {
        raw.lines()
            .map(|l| l.trim_start().trim_start_matches('/').trim())
            .collect()
    } else {
        raw[2..raw.len() - 2].lines().map(str::trim).collect()
    };
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    let first = lines.iter().position(|l| !l.is_empty())?;
    Some(lines[first..].join("\n"))
}

/// Parses `src` into `sink`, one entry per key, in file order.
pub(crate) fn parse(
    src: &[u8],
    _ctx: &ParseContext<'_>,
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    let input = Input::new(src)?;
    let v: &str = &input.view;
    let skeleton = sink.wants_skeleton();
    let mut map = input.offsets();
    // Identifiers seen, in one arena (no allocation per key).
    let mut seen = SeenIds::new(v.as_bytes(), v.len() / 100 + 1);
    let mut texts = FirstTexts::new();
    let mut cur = Cursor {
        v,
        b: v.as_bytes(),
        pos: input.start,
        run: None,
        broke_line: true,
        breaks_since_comment: 0,
        after_entry: false,
        comment_end: memchr::memmem::Finder::new(b"*/"),
    };
    let mut count = 0usize;
    loop {
        cur.skip(true)?;
        if cur.pos >= cur.b.len() {
            return Ok(());
        }
        let key_at = cur.pos;
        let key =
            cur.token("a key (a quoted string such as \"key\"), a comment or the end of the file")?;
        let identifier = cur.text(&key)?;
        cur.skip(false)?;
        let (text, content, style) = match cur.b.get(cur.pos) {
            Some(b';') => (identifier.clone(), key.end..key.end, Style::Shortcut),
            Some(b'=') => {
                cur.pos += 1;
                cur.skip(false)?;
                let value = cur.token("a value (a quoted string) after `=`")?;
                let text = cur.text(&value)?;
                cur.skip(false)?;
                if cur.b.get(cur.pos) != Some(&b';') {
                    return Err(cur.err(
                        cur.pos,
                        format!(
                            "expected `;` after the value of `{identifier}`; found {}",
                            cur.found(cur.pos)
                        ),
                    ));
                }
                let style = match value.quote {
                    Some(b'\'') => Style::Single,
                    Some(_) => Style::Double,
                    None => Style::Unquoted,
                };
                (text, value.content, style)
            }
            _ => {
                return Err(cur.err(
                    cur.pos,
                    format!(
                        "expected `=` or `;` after the key `{identifier}`; found {}",
                        cur.found(cur.pos)
                    ),
                ))
            }
        };
        cur.pos += 1; // the `;`
        let repeat_of = seen.insert(&identifier, key_at).err();
        let mut entry = Entry::plain(identifier, text);
        entry.context = cur
            .run
            .take()
            .and_then(|r| comment_text(v, r))
            .map(Cow::Owned);
        // A key defined again is one string (see `crate::repeats`; Xcode warns and keeps the
        // last): the same text is another place of the first, built too; another is kept.
        let index = match repeat_of {
            None => {
                texts.push(key_at, &entry);
                sink.entry(count, entry)?;
                count += 1;
                Some(count - 1)
            }
            Some(first) => match texts.again(v.as_bytes(), &entry, first, key_at, "key") {
                Ok(index) => {
                    sink.repeat(index, entry)?;
                    Some(index)
                }
                Err(warning) => {
                    sink.warning(warning);
                    None
                }
            },
        };
        if let (true, Some(index)) = (skeleton, index) {
            let start = map.map(v, content.start);
            let end = map.map(v, content.end);
            sink.slot(Slot {
                span: start..end,
                entry: Some(index as u32),
                category: None,
                kind: StringsSlot {
                    style,
                    enc: input.enc,
                }
                .bits(),
                target: None,
            });
        }
        cur.after_entry = true;
        cur.broke_line = false;
        cur.breaks_since_comment = 0;
    }
}
