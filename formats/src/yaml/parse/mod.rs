//! The walker: reads the block structure of a translation YAML file (mappings, sequences, flow
//! collections, scalars of every style) line by line and streams entries and slots into the sink.
//!
//! Why a hand-written scanner rather than `saphyr-parser` (docs/FORMATS.md §8): saphyr's event
//! markers count characters, not bytes, so every span needs a character→byte conversion; it
//! has no comment events (comments are contexts here); it does not report duplicate keys or
//! unknown tags, which the issue wants as positioned errors; and it resolves nothing about how a
//! scalar was quoted beyond its style. The subset translation files use (block mappings and
//! sequences, flow collections, the five scalar styles, comments, anchors, aliases, tags) is
//! small enough to scan directly with exact byte spans, which is also what the splice needs.
//!
//! Identifiers are key paths: keys joined with `.` verbatim, sequence items as `[i]`. A Rails
//! file (one top-level key that is a locale code, whose value is a mapping) drops the root key
//! from its paths; the key becomes a structural slot the build replaces with the target's code.
//! A mapping whose keys are all CLDR plural categories, `other` among them, and whose values are
//! all string scalars, is one plural entry. Aliases are never expanded (an alias is not a
//! string, and `<<: *base` merges are not followed); anchors are kept as written.
//!
//! What lives where: this file has [`parse`], the parser's state and the document level (lines,
//! comments, `---`/`...`); `block` reads keys, block mappings and sequences, `node` a node's
//! properties and inline values, `flow` flow collections, `lines` the byte-level helpers. What
//! must not live here: scalar scanning and escapes (`scalar`), YAML 1.1 typing (`resolve`).

mod block;
mod flow;
mod lines;
mod node;

use std::borrow::Cow;
use std::ops::Range;

use lines::single_top_level_key;

use super::scalar::{content_end, eol, is_doc_marker};
use super::slot::Style;
use crate::control_chars::find_control_char;
use crate::error::{ErrorKind, FormatError};
use crate::format::ParseContext;
use crate::model::PluralCategory;
use crate::plural_zero;
use crate::repeats::FirstTexts;
use crate::sink::{SeenIds, Sink};

/// Deepest nesting of mappings, sequences and flow collections a file may have.
pub const MAX_DEPTH: usize = 100;

/// Parses a translation YAML file into `sink`.
pub fn parse(src: &[u8], ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
    run(src, ctx, sink, None)
}

/// Reads any YAML mapping file for the declared YAML base (`crate::declared`): every value with
/// its own key path, nothing read as a Rails root, a mapping of CLDR categories one plural
/// string only where `plural_at` says (it gets the mapping's path), and every scalar handed
/// over: a value that is not a string (a number, a boolean, null) arrives with `is_hidden` set,
/// so a declared format can take an identifier or a length from it. Keys in paths escape `\`,
/// `.`, `[` and `#` with a backslash, so a path is read back into its keys unambiguously (a
/// `zero` kept apart ends in an unescaped `#zero`).
pub(crate) fn parse_raw(
    src: &[u8],
    ctx: &ParseContext<'_>,
    plural_at: &dyn Fn(&str) -> bool,
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    run(src, ctx, sink, Some(plural_at))
}

fn run<'s>(
    src: &[u8],
    ctx: &ParseContext<'_>,
    sink: &'s mut dyn Sink,
    raw: Option<&'s dyn Fn(&str) -> bool>,
) -> Result<(), FormatError> {
    let s = std::str::from_utf8(src).map_err(|e| {
        FormatError::at(
            src,
            e.valid_up_to(),
            "invalid UTF-8; expected a UTF-8 file (YAML translation files are UTF-8)",
        )
        .with_kind(ErrorKind::Encoding)
    })?;
    let b = s.as_bytes();
    for p in memchr::memchr_iter(b'\r', b) {
        if b.get(p + 1) != Some(&b'\n') {
            return Err(FormatError::at(
                b,
                p,
                "a carriage return without a line feed; expected LF or CRLF line ends",
            ));
        }
    }
    let start = if b.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
    if let Some((at, c)) = find_control_char(&b[start..], true) {
        let escape = if c < 0x100 {
            format!("\\x{c:02X}")
        } else {
            format!("\\u{c:04X}")
        };
        return Err(FormatError::at(
            b,
            start + at,
            format!("U+{c:04X} is not a printable character, which YAML does not allow in a file (write it as the escape {escape} in a double-quoted string); expected printable text"),
        ));
    }
    let mut p = Parser {
        s,
        b,
        pos: start,
        slots: sink.wants_skeleton(),
        sink,
        index: 0,
        seen: SeenIds::new(b, b.len() / 64),
        texts: FirstTexts::new(),
        path: String::with_capacity(128),
        comment: None,
        rails_candidate: raw.is_none() && single_top_level_key(b, start),
        raw,
        rails: false,
        zero_apart: plural_zero::kept_apart(ctx),
        depth: 0,
        bang: None,
        start,
    };
    p.document(start)
}

/// Where a node sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ctx {
    /// A mapping value on the key's line.
    Map,
    /// A sequence item after `- `.
    Seq,
}

/// A node's tag, as far as strings are concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tag {
    /// `!!str` or the non-specific `!`: a string whatever it looks like.
    Str,
    /// Another standard tag (`!!int`, `!!binary`, …): not a string.
    Other,
}

/// A scalar the walker found.
struct Scalar<'a> {
    span: Range<usize>,
    text: Cow<'a, str>,
    style: Style,
    flow: bool,
    indent: usize,
    /// A string (translatable), not a number, boolean, null or typed value.
    string: bool,
    /// Carries an anchor or a tag other than `!!str` / `!`.
    props: bool,
}

/// What a node turned out to be.
enum Value<'a> {
    Scalar(Scalar<'a>),
    /// A mapping or sequence, already walked.
    Container,
    /// An alias (never expanded) or an empty value.
    Other,
}

/// A member of a mapping that may turn out to be a plural map.
struct Member<'a> {
    id: String,
    key_start: usize,
    category: PluralCategory,
    scalar: Scalar<'a>,
    comment: Option<String>,
}

struct Parser<'a, 's> {
    s: &'a str,
    b: &'a [u8],
    pos: usize,
    sink: &'s mut dyn Sink,
    slots: bool,
    index: usize,
    /// The identifier of every string handed over, with where it was defined (one arena, no
    /// allocation per key).
    seen: SeenIds<'a>,
    /// Their texts, to tell a key defined again with the same text from one with another.
    texts: FirstTexts,
    path: String,
    /// The comment lines just read (the next key's or item's context).
    comment: Option<String>,
    rails_candidate: bool,
    /// The declared YAML base's reading ([`parse_raw`]): where plural mappings may be.
    raw: Option<&'s dyn Fn(&str) -> bool>,
    rails: bool,
    /// A plural map's `zero` member is kept apart as its own string (see [`crate::plural_zero`]).
    zero_apart: bool,
    depth: usize,
    /// Start of a non-specific `!` tag right before the current node. PyYAML resolves `! 'x'`
    /// like a plain scalar, so a translated value's slot includes the tag and drops it.
    bang: Option<usize>,
    /// Where the text starts (after a BOM): column 0 of the first line.
    start: usize,
}

impl<'a> Parser<'a, '_> {
    /// Adds a key to the path (escaped in the raw reading, see [`parse_raw`]).
    fn push_key(&mut self, key: &str) {
        if !self.path.is_empty() {
            self.path.push('.');
        }
        if self.raw.is_none() {
            self.path.push_str(key);
            return;
        }
        for c in key.chars() {
            if matches!(c, '\\' | '.' | '[' | '#') {
                self.path.push('\\');
            }
            self.path.push(c);
        }
    }

    fn err(&self, at: usize, msg: impl Into<String>) -> FormatError {
        FormatError::at(self.b, at, msg)
    }

    fn col(&self, at: usize) -> usize {
        at - memchr::memrchr(b'\n', &self.b[..at]).map_or(self.start, |p| p + 1)
    }

    fn enter(&mut self, at: usize) -> Result<(), FormatError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self
                .err(
                    at,
                    format!("nesting deeper than {MAX_DEPTH} levels; expected a flatter file"),
                )
                .with_kind(ErrorKind::Limit));
        }
        Ok(())
    }

    /// From a line start: skips blank and comment lines (keeping the comments as the next
    /// context) and stops at the first content character; returns its line's indentation.
    fn skip_to_content(&mut self) -> Result<Option<usize>, FormatError> {
        let b = self.b;
        // A nested block that ended leaves `pos` at the next content line's first character:
        // step back to its line start (only spaces precede it).
        let ls = memchr::memrchr(b'\n', &b[..self.pos]).map_or(self.start, |p| p + 1);
        if b[ls..self.pos].iter().all(|&c| c == b' ') {
            self.pos = ls;
        }
        loop {
            let ls = self.pos;
            if ls >= b.len() {
                return Ok(None);
            }
            let mut j = ls;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            let sp = j - ls;
            // Tabs may follow the indentation on a line that holds nothing else (or a
            // comment): such a line is a blank line (YAML 1.2 `l-comment`, `s-white+`).
            let mut k = j;
            while k < b.len() && matches!(b[k], b' ' | b'\t') {
                k += 1;
            }
            let le = eol(b, k);
            match b.get(k) {
                None => {
                    self.pos = b.len();
                    return Ok(None);
                }
                Some(b'\n' | b'\r') => {
                    self.comment = None;
                    self.pos = le + 1;
                }
                Some(b'#') => {
                    let ce = content_end(b, ls, le);
                    let line = &self.s[k + 1..ce];
                    let line = line.strip_prefix(' ').unwrap_or(line).trim_end();
                    match &mut self.comment {
                        Some(c) => {
                            c.push('\n');
                            c.push_str(line);
                        }
                        None => self.comment = Some(line.to_string()),
                    }
                    // A comment on the last line has no line break to step over.
                    self.pos = (le + 1).min(b.len());
                }
                Some(_) => {
                    if k > j {
                        return Err(self.err(
                            j,
                            "tab in indentation; expected spaces (YAML does not allow tabs for indentation)",
                        ));
                    }
                    self.pos = j;
                    return Ok(Some(sp));
                }
            }
        }
    }

    /// After a value: blanks, an optional comment, then the line break.
    fn finish_line(&mut self) -> Result<(), FormatError> {
        let b = self.b;
        let mut i = self.pos;
        while i < b.len() && matches!(b[i], b' ' | b'\t') {
            i += 1;
        }
        match b.get(i) {
            None => self.pos = b.len(),
            Some(b'#') if i > self.pos || i == 0 || matches!(b[i - 1], b' ' | b'\t' | b'\n') => {
                self.pos = (eol(b, i) + 1).min(b.len());
            }
            Some(b'\n') => self.pos = i + 1,
            Some(b'\r') if b.get(i + 1) == Some(&b'\n') => self.pos = i + 2,
            Some(b':') => {
                return Err(self.err(
                    i,
                    "`:` after a value; expected the end of the line (a key and its value go on one line, nested keys on the lines below)",
                ))
            }
            Some(_) => {
                let found: String = self.s[i..].chars().next().into_iter().collect();
                return Err(self.err(
                    i,
                    format!("unexpected `{found}` after the value; expected the end of the line or a ` #` comment"),
                ));
            }
        }
        Ok(())
    }

    fn at_marker(&self) -> bool {
        self.col(self.pos) == 0 && is_doc_marker(self.b, self.pos)
    }

    fn document(&mut self, start: usize) -> Result<(), FormatError> {
        let b = self.b;
        self.pos = start;
        let mut started = false;
        loop {
            let Some(_) = self.skip_to_content()? else {
                return Ok(());
            };
            if self.col(self.pos) == 0 && b[self.pos] == b'%' && !started {
                if b[self.pos..].starts_with(b"%YAML") {
                    self.pos = (eol(b, self.pos) + 1).min(b.len());
                    continue;
                }
                return Err(self.err(
                    self.pos,
                    "unsupported directive; expected `%YAML` or the document (tag handles are not supported)",
                ));
            }
            if self.at_marker() && b[self.pos..].starts_with(b"---") && !started {
                started = true;
                self.pos += 3;
                let mut i = self.pos;
                while i < b.len() && matches!(b[i], b' ' | b'\t') {
                    i += 1;
                }
                if !matches!(b.get(i), None | Some(b'\n' | b'\r' | b'#')) {
                    return Err(self.err(
                        i,
                        "content after `---`; expected the document's keys on the lines below",
                    ));
                }
                self.finish_line()?;
                continue;
            }
            break;
        }
        if self.at_marker() {
            return self.document_end();
        }
        let at = self.pos;
        let col = self.col(at);
        match b[at] {
            b'-' if matches!(b.get(at + 1), None | Some(b' ' | b'\t' | b'\r' | b'\n')) => {
                return Err(self.err(
                    at,
                    "expected a mapping of keys at the top level, found a sequence (`- `); translation files map keys to strings",
                ))
            }
            b'[' => {
                return Err(self.err(
                    at,
                    "expected a mapping of keys at the top level, found a flow sequence (`[`)",
                ))
            }
            b'{' => {
                self.flow(None)?;
                self.finish_line()?;
            }
            _ if self.is_key_line(at) => self.block_mapping(col, true, None)?,
            _ => {
                return Err(self.err(
                    at,
                    "expected a mapping (`key: value`) at the top level, found a value without a key",
                ))
            }
        }
        match self.skip_to_content()? {
            None => Ok(()),
            Some(_) if self.at_marker() => self.document_end(),
            Some(_) => Err(self.err(
                self.pos,
                format!(
                    "expected a key at column {}, or the end of the file",
                    col + 1
                ),
            )),
        }
    }

    /// At a `---` or `...` after the document: only `...` and comments may follow.
    fn document_end(&mut self) -> Result<(), FormatError> {
        let b = self.b;
        if b[self.pos..].starts_with(b"---") {
            return Err(self.err(
                self.pos,
                "a second YAML document (`---`); expected one document per file (multi-document files are not supported: split them into one file each)",
            ));
        }
        self.pos += 3;
        self.finish_line()?;
        match self.skip_to_content()? {
            None => Ok(()),
            Some(_) if self.at_marker() && b[self.pos..].starts_with(b"---") => Err(self.err(
                self.pos,
                "a second YAML document (`---`); expected one document per file (multi-document files are not supported: split them into one file each)",
            )),
            Some(_) => Err(self.err(
                self.pos,
                "content after the end of the document (`...`); expected the end of the file",
            )),
        }
    }
}
