//! The walker: reads the block structure of a translation YAML file (mappings, sequences, flow
//! collections, scalars of every style) line by line and streams entries and slots into the sink.
//!
//! Why a hand-written scanner rather than `saphyr-parser` (FORMATS-NOTES §8): saphyr's event
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

use std::borrow::Cow;
use std::fmt::Write as _;
use std::ops::Range;

use super::resolve::{is_locale_code, plain_is_string};
use super::scalar::{self, content_end, eol, is_doc_marker, Stop};
use super::slot::{Style, YamlSlot, MAX_INDENT};
use crate::control_chars::find_control_char;
use crate::error::{ErrorKind, FormatError};
use crate::format::ParseContext;
use crate::model::{Entry, PluralCategory, PluralText};
use crate::plural_zero;
use crate::sink::{SeenIds, Sink};
use crate::skeleton::{Slot, TypedKind};

/// Deepest nesting of mappings, sequences and flow collections a file may have.
pub const MAX_DEPTH: usize = 100;

/// Parses a translation YAML file into `sink`.
pub fn parse(src: &[u8], ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
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
        path: String::with_capacity(128),
        comment: None,
        rails_candidate: single_top_level_key(b, start),
        rails: false,
        zero_apart: plural_zero::kept_apart(ctx),
        depth: 0,
        bang: None,
        start,
    };
    p.document(start)
}

/// True when exactly one line starts a key at column 0 (a Rails file's locale root). The lines
/// of a quoted scalar that spans several lines are not counted: YAML readers (Psych, PyYAML)
/// take its continuation lines at any indentation, column 0 included.
fn single_top_level_key(b: &[u8], start: usize) -> bool {
    let mut n = 0;
    let mut ls = start;
    while ls < b.len() {
        let c = b[ls];
        if !matches!(c, b' ' | b'\t' | b'#' | b'\r' | b'\n' | b'%') && !is_doc_marker(b, ls) {
            n += 1;
            if n > 1 {
                return false;
            }
        }
        match logical_line_end(b, ls) {
            Some(end) => ls = end + 1,
            // A quote that never closes: the walker reports it.
            None => break,
        }
    }
    n == 1
}

/// The end of the line starting at `ls`, or of the later line where a quoted key or value that
/// opens on it closes (`None`: it never does). A quote opens a scalar only where a node starts:
/// after the indentation and `- ` / `? ` markers, or after the key's `: ` (and any anchor or
/// tag); elsewhere it is a character of a plain scalar or of a comment.
fn logical_line_end(b: &[u8], ls: usize) -> Option<usize> {
    let blank = |i: usize| matches!(b.get(i), Some(b' ' | b'\t'));
    let mut i = ls;
    loop {
        while blank(i) {
            i += 1;
        }
        if matches!(b.get(i), Some(b'-' | b'?')) && blank(i + 1) {
            i += 1;
            continue;
        }
        break;
    }
    // The key (or the line's only node), then the value after its `:`.
    for _ in 0..2 {
        while let Some(b'&' | b'!') = b.get(i) {
            while i < b.len() && !matches!(b[i], b' ' | b'\t' | b'\r' | b'\n') {
                i += 1;
            }
            while blank(i) {
                i += 1;
            }
        }
        match b.get(i) {
            Some(&q @ (b'\'' | b'"')) => i = skip_quoted(b, i, q)?,
            Some(b'|' | b'>') => return Some(block_scalar_end(b, ls, i)),
            _ => {}
        }
        let end = eol(b, i);
        let colon = (i..end).find(|&k| {
            b[k] == b':' && (k + 1 == end || matches!(b[k + 1], b' ' | b'\t' | b'\r'))
                || b[k] == b'#' && (k == ls || matches!(b[k - 1], b' ' | b'\t'))
        });
        match colon {
            Some(k) if b[k] == b':' => i = k + 1,
            _ => return Some(end),
        }
        while blank(i) {
            i += 1;
        }
    }
    Some(eol(b, i))
}

/// The end of the last line of the block scalar whose header (`|`, `>`) is at `at` on the line
/// starting at `ls`: its content lines are blank or indented more than that line, so a quote
/// in them opens nothing.
fn block_scalar_end(b: &[u8], ls: usize, at: usize) -> usize {
    let indent = b[ls..].iter().take_while(|&&c| c == b' ').count();
    let mut end = eol(b, at);
    while end + 1 < b.len() {
        let next = end + 1;
        let spaces = b[next..].iter().take_while(|&&c| c == b' ').count();
        if !matches!(b.get(next + spaces), None | Some(b'\r' | b'\n')) && spaces <= indent {
            break;
        }
        end = eol(b, next);
    }
    end
}

/// Past the closing quote of the quoted scalar opening at `at` (`''` and `\"` do not close
/// it); `None` when it never closes.
fn skip_quoted(b: &[u8], at: usize, quote: u8) -> Option<usize> {
    let mut p = at + 1;
    loop {
        let k = p + memchr::memchr2(quote, b'\\', &b[p..])?;
        if b[k] == b'\\' {
            // An escape in a double-quoted scalar; a plain character in a single-quoted one.
            p = k + if quote == b'"' { 2 } else { 1 };
        } else if quote == b'\'' && b.get(k + 1) == Some(&b'\'') {
            p = k + 2;
        } else {
            return Some(k + 1);
        }
        if p > b.len() {
            return None;
        }
    }
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
    /// Every key path and item path seen, with where it was defined (one arena, no allocation
    /// per key).
    seen: SeenIds<'a>,
    path: String,
    /// The comment lines just read (the next key's or item's context).
    comment: Option<String>,
    rails_candidate: bool,
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
            let mut k = j;
            while k < b.len() && b[k] == b'\t' {
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

    /// Whether a key (`key:` then a blank) starts at `at`; never fails.
    fn is_key_line(&self, at: usize) -> bool {
        let b = self.b;
        let end = match b.get(at) {
            Some(b'\'') => scalar::single(self.s, at).ok().map(|(e, _)| e),
            Some(b'"') => scalar::double(self.s, at).ok().map(|(e, _)| e),
            Some(
                b'?' | b'&' | b'!' | b'*' | b'[' | b'{' | b'|' | b'>' | b'#' | b'%' | b'@' | b'`'
                | b',' | b']' | b'}',
            )
            | None => None,
            Some(b'-') if matches!(b.get(at + 1), None | Some(b' ' | b'\t' | b'\r' | b'\n')) => {
                None
            }
            Some(_) => {
                let (_, stop_at, stop) = scalar::plain_line(b, at, false);
                return stop == Stop::Colon && stop_at > at;
            }
        };
        let Some(mut i) = end else {
            return false;
        };
        while i < b.len() && matches!(b[i], b' ' | b'\t') {
            i += 1;
        }
        b.get(i) == Some(&b':')
            && matches!(b.get(i + 1), None | Some(b' ' | b'\t' | b'\r' | b'\n'))
            && !b[at..i].contains(&b'\n')
    }

    /// The key at `self.pos`: (start, text, style); leaves `pos` after its `:`.
    fn key(&mut self) -> Result<(usize, Cow<'a, str>, Style), FormatError> {
        let b = self.b;
        let at = self.pos;
        let c = b[at];
        let (end, text, style) = match c {
            b'\'' => {
                let (e, t) = scalar::single(self.s, at)?;
                (e, t, Style::Single)
            }
            b'"' => {
                let (e, t) = scalar::double(self.s, at)?;
                (e, t, Style::Double)
            }
            b'?' => {
                return Err(self
                    .err(at, "complex keys (`? `) are not supported; expected `key: value`")
                    .with_kind(ErrorKind::Unsupported))
            }
            b'&' | b'!' | b'*' => {
                return Err(self
                    .err(
                        at,
                        "an anchor, tag or alias on a key is not supported; expected a plain or quoted key",
                    )
                    .with_kind(ErrorKind::Unsupported))
            }
            b'-' if matches!(b.get(at + 1), None | Some(b' ' | b'\t' | b'\r' | b'\n')) => {
                return Err(self.err(at, "expected a key (`key: value`), found a sequence item (`- `)"))
            }
            b'[' | b'{' | b'|' | b'>' | b'%' | b'@' | b'`' | b',' | b']' | b'}' => {
                return Err(self.err(
                    at,
                    format!("a key cannot start with `{}`; expected it in quotes", c as char),
                ))
            }
            _ => {
                let (e, stop_at, stop) = scalar::plain_line(b, at, false);
                if stop != Stop::Colon {
                    return Err(self.err(
                        at,
                        "expected `key: value`, found a line without a `: ` after its key",
                    ));
                }
                self.pos = stop_at + 1;
                return Ok((at, Cow::Borrowed(&self.s[at..e]), Style::Plain));
            }
        };
        if b[at..end].contains(&b'\n') {
            return Err(self.err(
                at,
                "a quoted key runs over a line break; expected it on one line",
            ));
        }
        let mut i = end;
        while i < b.len() && matches!(b[i], b' ' | b'\t') {
            i += 1;
        }
        if b.get(i) != Some(&b':')
            || !matches!(b.get(i + 1), None | Some(b' ' | b'\t' | b'\r' | b'\n'))
        {
            return Err(self.err(i, "expected `:` and a blank after the quoted key"));
        }
        self.pos = i + 1;
        Ok((at, text, style))
    }

    /// Records the path in `self.path` as seen at `at`; a repeat is a duplicate key.
    fn check_unique(&mut self, at: usize) -> Result<(), FormatError> {
        if let Err(first) = self.seen.insert(&self.path, at) {
            let (line, column) = crate::error::line_column(self.b, first);
            return Err(self
                .err(
                    at,
                    format!(
                        "duplicate key `{}` (first defined at line {line}, column {column}); keys must be unique",
                        self.path
                    ),
                )
                .with_kind(ErrorKind::DuplicateIdentifier));
        }
        Ok(())
    }

    /// Hands a string scalar to the sink as a plain entry.
    fn emit(
        &mut self,
        id: String,
        sc: Scalar<'_>,
        context: Option<String>,
    ) -> Result<(), FormatError> {
        let index = self.index;
        self.index += 1;
        let mut e = Entry::plain(id, sc.text.into_owned());
        e.context = context.map(Cow::Owned);
        self.sink.entry(index, e)?;
        if self.slots {
            self.sink.slot(Slot {
                span: sc.span,
                entry: Some(index as u32),
                category: None,
                kind: YamlSlot::Value {
                    style: sc.style,
                    flow: sc.flow,
                    indent: sc.indent as u16,
                }
                .bits(),
                target: None,
            });
        }
        Ok(())
    }

    fn flush(&mut self, members: &mut Vec<Member<'a>>) -> Result<(), FormatError> {
        for m in members.drain(..) {
            self.emit(m.id, m.scalar, m.comment)?;
        }
        Ok(())
    }

    /// Whether the value after a key at `at` is a mapping (a Rails root's value), without moving.
    fn value_is_mapping(&self, mut i: usize, key_col: usize) -> bool {
        let b = self.b;
        loop {
            while i < b.len() && matches!(b[i], b' ' | b'\t') {
                i += 1;
            }
            match b.get(i) {
                Some(b'&' | b'!') => {
                    while i < b.len() && !matches!(b[i], b' ' | b'\t' | b'\r' | b'\n') {
                        i += 1;
                    }
                }
                Some(b'{') => return true,
                None | Some(b'\n' | b'\r' | b'#') => break,
                Some(_) => return false,
            }
        }
        let mut ls = eol(b, i) + 1;
        while ls < b.len() {
            let mut j = ls;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            match b.get(j) {
                None => return false,
                Some(b'\n' | b'\r' | b'#') => ls = eol(b, j) + 1,
                Some(_) => return j - ls > key_col && self.is_key_line(j),
            }
        }
        false
    }

    /// A block mapping whose first key is at `self.pos`, column `col`.
    fn block_mapping(
        &mut self,
        col: usize,
        top: bool,
        comment: Option<String>,
    ) -> Result<(), FormatError> {
        self.enter(self.pos)?;
        let base = self.path.len();
        let mut members: Vec<Member<'a>> = Vec::new();
        let mut plural = base > 0;
        let mut first = true;
        loop {
            let key_comment = self.comment.take();
            let (key_at, key, key_style) = self.key()?;
            if top
                && first
                && self.rails_candidate
                && is_locale_code(&key)
                && self.value_is_mapping(self.pos, col)
            {
                self.rails = true;
                self.sink.language(Cow::Borrowed(&key));
                if self.slots {
                    let end = match key_style {
                        Style::Plain => key_at + key.len(),
                        _ => key_at + scalar_len(self.s, key_at)?,
                    };
                    self.sink.slot(Slot {
                        span: key_at..end,
                        entry: None,
                        category: None,
                        kind: YamlSlot::Locale { style: key_style }.bits(),
                        target: None,
                    });
                }
                self.node(col as isize, Ctx::Map, key_comment)?;
                plural = false;
            } else {
                self.path.truncate(base);
                if !self.path.is_empty() {
                    self.path.push('.');
                }
                self.path.push_str(&key);
                self.check_unique(key_at)?;
                let category = PluralCategory::parse(&key);
                let same_line_scalar = self.scalar_on_this_line();
                if plural
                    && (category.is_none()
                        || !same_line_scalar
                        || (key_comment.is_some() && !members.is_empty()))
                {
                    plural = false;
                    self.flush(&mut members)?;
                }
                // The key's path is cloned only for a string (containers and other values need
                // none); a nested node leaves the path as it found it.
                let path_len = self.path.len();
                match self.node(col as isize, Ctx::Map, key_comment.clone())? {
                    Value::Scalar(sc) if sc.string => match category {
                        Some(category) if plural && !sc.props && !sc.flow => members.push(Member {
                            id: self.path[..path_len].to_string(),
                            key_start: key_at,
                            category,
                            scalar: sc,
                            comment: key_comment,
                        }),
                        _ => {
                            let id = self.path[..path_len].to_string();
                            self.emit(id, sc, key_comment)?
                        }
                    },
                    _ => {
                        if plural {
                            plural = false;
                            self.flush(&mut members)?;
                        }
                    }
                }
            }
            first = false;
            match self.skip_to_content()? {
                None => break,
                Some(_) if self.at_marker() => break,
                Some(ind) if ind < col => break,
                Some(ind) if ind > col => {
                    return Err(self.err(
                        self.pos,
                        format!(
                            "unexpected indentation; expected a key at column {}",
                            col + 1
                        ),
                    ))
                }
                Some(_) => {}
            }
        }
        let is_plural = plural
            && members.iter().any(|m| m.category == PluralCategory::Other)
            && !members.is_empty();
        if is_plural {
            self.plural(base, comment, &mut members)?;
        } else {
            self.flush(&mut members)?;
        }
        self.path.truncate(base);
        self.depth -= 1;
        Ok(())
    }

    /// Hands a plural map (its members in file order) to the sink: one plural entry, and its
    /// `zero` member as a string of its own when the file's language has no CLDR `zero` (see
    /// [`crate::plural_zero`]), with their slots in document order.
    fn plural(
        &mut self,
        base: usize,
        comment: Option<String>,
        members: &mut Vec<Member<'a>>,
    ) -> Result<(), FormatError> {
        let id = self.path[..base].to_string();
        let style = members
            .iter()
            .find(|m| m.category == PluralCategory::Other)
            .map_or(Style::Plain, |m| m.scalar.style);
        let spans: Vec<(PluralCategory, Range<usize>)> = members
            .iter()
            .map(|m| (m.category, m.key_start..m.scalar.span.end))
            .collect();
        let split = if self.zero_apart {
            plural_zero::split(&spans)
        } else {
            None
        };
        let (span, tail) = match &split {
            Some(s) => (
                s.group.clone(),
                s.tail.clone().map(|t| self.after_comment(t)),
            ),
            None => (spans[0].1.start..spans[spans.len() - 1].1.end, None),
        };
        let zero = split.as_ref().map(|s| members.remove(s.zero));
        let forms: PluralText = members
            .drain(..)
            .map(|m| (m.category, Cow::Owned(m.scalar.text.into_owned())))
            .collect();
        let index = self.index;
        self.index += 1;
        let mut e = Entry::plural(id, forms);
        e.context = comment.clone().map(Cow::Owned);
        let zero_id = zero
            .as_ref()
            .map(|_| plural_zero::identifier(&e.identifier));
        self.sink.entry(index, e)?;
        let kind = YamlSlot::Plural {
            style,
            zero_apart: zero.is_some(),
        };
        let mut slots = vec![(span, index, kind)];
        if let Some(t) = tail {
            slots.push((t, index, YamlSlot::PluralTail));
        }
        if let (Some(m), Some(zid)) = (zero, zero_id) {
            let at = m.key_start;
            self.path.truncate(base);
            self.path.push_str(plural_zero::SUFFIX);
            self.check_unique(at)?;
            let zi = self.index;
            self.index += 1;
            let sc = m.scalar;
            let mut z = Entry::plain(zid, sc.text.into_owned());
            z.context = m.comment.or(comment).map(Cow::Owned);
            self.sink.entry(zi, z)?;
            let value = YamlSlot::Value {
                style: sc.style,
                flow: sc.flow,
                indent: sc.indent as u16,
            };
            slots.push((sc.span, zi, value));
        }
        if self.slots {
            slots.sort_by_key(|(span, _, _)| span.start);
            for (span, entry, kind) in slots {
                self.sink.slot(Slot {
                    span,
                    entry: Some(entry as u32),
                    category: None,
                    kind: kind.bits(),
                    target: None,
                });
            }
        }
        Ok(())
    }

    /// A tail slot moved past the comment that ends the `zero` member's line (` # …`), so that
    /// emptying the tail keeps that comment with its member.
    fn after_comment(&self, tail: Range<usize>) -> Range<usize> {
        let b = self.b;
        let mut i = tail.start;
        while i < tail.end && matches!(b[i], b' ' | b'\t') {
            i += 1;
        }
        if i < tail.end && b[i] == b'#' {
            let mut e = eol(b, i).min(tail.end);
            if e > i && b[e - 1] == b'\r' {
                e -= 1;
            }
            return e..tail.end;
        }
        tail
    }

    /// Whether a scalar value (not a container, not nothing) starts on the current line.
    fn scalar_on_this_line(&self) -> bool {
        let b = self.b;
        let mut i = self.pos;
        loop {
            while i < b.len() && matches!(b[i], b' ' | b'\t') {
                i += 1;
            }
            if b.get(i) != Some(&b'!') {
                break;
            }
            while i < b.len() && !matches!(b[i], b' ' | b'\t' | b'\r' | b'\n') {
                i += 1;
            }
        }
        !matches!(
            b.get(i),
            None | Some(b'\n' | b'\r' | b'#' | b'[' | b'{' | b'&' | b'*')
        )
    }

    /// A block sequence whose first `-` is at `self.pos`, column `col`.
    fn block_sequence(&mut self, col: usize) -> Result<(), FormatError> {
        self.enter(self.pos)?;
        let base = self.path.len();
        let mut i = 0usize;
        loop {
            let item_comment = self.comment.take();
            self.path.truncate(base);
            // Digits written into the path itself (no number string per item).
            let _ = write!(self.path, "[{i}]");
            self.check_unique(self.pos)?;
            self.pos += 1;
            if let Value::Scalar(sc) = self.node(col as isize, Ctx::Seq, item_comment.clone())? {
                if sc.string {
                    let id = self.path.clone();
                    self.emit(id, sc, item_comment)?;
                }
            }
            i += 1;
            match self.skip_to_content()? {
                None => break,
                Some(_) if self.at_marker() => break,
                Some(ind) if ind < col => break,
                Some(ind) if ind > col => {
                    return Err(self.err(
                        self.pos,
                        format!(
                            "unexpected indentation; expected `- ` at column {}",
                            col + 1
                        ),
                    ))
                }
                Some(_) => {
                    if !(self.b[self.pos] == b'-' && is_blank_at(self.b, self.pos + 1)) {
                        break;
                    }
                }
            }
        }
        self.path.truncate(base);
        self.depth -= 1;
        Ok(())
    }

    /// Anchors and tags before a node; returns (an anchor or a non-string tag, the tag's
    /// meaning). Sets
    /// `self.bang` to where a non-specific `!` tag starts when it is the last property.
    fn properties(&mut self) -> Result<(bool, Option<Tag>), FormatError> {
        let b = self.b;
        let mut any = false;
        let mut tag = None;
        self.bang = None;
        loop {
            while self.pos < b.len() && matches!(b[self.pos], b' ' | b'\t') {
                self.pos += 1;
            }
            let at = self.pos;
            match b.get(at) {
                Some(b'&') => {
                    let mut i = at + 1;
                    while i < b.len()
                        && !matches!(
                            b[i],
                            b' ' | b'\t' | b'\r' | b'\n' | b',' | b'[' | b']' | b'{' | b'}'
                        )
                    {
                        i += 1;
                    }
                    if i == at + 1 {
                        return Err(self.err(at, "an anchor without a name; expected `&name`"));
                    }
                    self.pos = i;
                    self.bang = None;
                    any = true;
                }
                Some(b'!') => {
                    let mut i = at + 1;
                    while i < b.len()
                        && !matches!(
                            b[i],
                            b' ' | b'\t' | b'\r' | b'\n' | b',' | b'[' | b']' | b'{' | b'}'
                        )
                    {
                        i += 1;
                    }
                    let t = self.tag(at, &self.s[at..i])?;
                    tag = Some(t);
                    any |= t == Tag::Other;
                    self.bang = (i == at + 1).then_some(at);
                    self.pos = i;
                }
                _ => return Ok((any, tag)),
            }
        }
    }

    fn tag(&self, at: usize, t: &str) -> Result<Tag, FormatError> {
        const OTHER: [&str; 12] = [
            "int",
            "float",
            "bool",
            "null",
            "binary",
            "timestamp",
            "map",
            "seq",
            "omap",
            "set",
            "pairs",
            "merge",
        ];
        let name = t.strip_prefix("!!").or_else(|| {
            t.strip_prefix("!<tag:yaml.org,2002:")
                .and_then(|r| r.strip_suffix('>'))
        });
        match (t, name) {
            ("!", _) | (_, Some("str")) => Ok(Tag::Str),
            (_, Some(n)) if OTHER.contains(&n) || n == "value" => Ok(Tag::Other),
            _ => Err(self.err(
                at,
                format!("unknown tag `{t}`; expected no tag or a standard YAML tag (!!str, !!int, !!float, !!bool, !!null, !!binary, !!timestamp, !!map, !!seq)"),
            )),
        }
    }

    /// The node after a key's `:` or a sequence's `-` (on this line or the lines below); sits
    /// in a parent at column `parent`. Leaves `pos` at a line start.
    fn node(
        &mut self,
        parent: isize,
        ctx: Ctx,
        comment: Option<String>,
    ) -> Result<Value<'a>, FormatError> {
        let b = self.b;
        let (props, tag) = self.properties()?;
        if matches!(b.get(self.pos), None | Some(b'\n' | b'\r' | b'#')) {
            self.finish_line()?;
            let Some(m) = self.skip_to_content()? else {
                return Ok(Value::Other);
            };
            let c = b[self.pos];
            let dash = c == b'-' && is_blank_at(b, self.pos + 1);
            if self.at_marker() {
                return Ok(Value::Other);
            }
            if (m as isize) > parent {
                if dash {
                    self.block_sequence(m)?;
                    return Ok(Value::Container);
                }
                if self.is_key_line(self.pos) {
                    self.block_mapping(m, false, comment)?;
                    return Ok(Value::Container);
                }
                return self.inline(parent, Ctx::Map, props, tag, comment);
            }
            if m as isize == parent && ctx == Ctx::Map && dash {
                self.block_sequence(m)?;
                return Ok(Value::Container);
            }
            self.pos -= m;
            return Ok(Value::Other);
        }
        self.inline(parent, ctx, props, tag, comment)
    }

    fn string_for(&self, tag: Option<Tag>, style: Style, text: &str) -> bool {
        match tag {
            Some(Tag::Str) => true,
            Some(Tag::Other) => false,
            None => style != Style::Plain || plain_is_string(text, self.rails),
        }
    }

    /// A node that starts at `self.pos` on a line with content.
    fn inline(
        &mut self,
        parent: isize,
        ctx: Ctx,
        props: bool,
        tag: Option<Tag>,
        comment: Option<String>,
    ) -> Result<Value<'a>, FormatError> {
        let b = self.b;
        let at = self.pos;
        let c = b[at];
        let col = self.col(at);
        if ctx == Ctx::Seq && !props && self.is_key_line(at) {
            self.block_mapping(col, false, comment)?;
            return Ok(Value::Container);
        }
        let (span, text, style) = match c {
            b'|' | b'>' => {
                let blk = scalar::block(self.s, at, parent)?;
                if blk.indent > MAX_INDENT {
                    return Err(self
                        .err(at, format!("a block scalar indented more than {MAX_INDENT} columns; expected less indentation"))
                        .with_kind(ErrorKind::Limit));
                }
                self.pos = blk.resume;
                let style = if c == b'|' {
                    Style::Literal
                } else {
                    Style::Folded
                };
                let string = self.string_for(tag, style, &blk.text);
                return Ok(Value::Scalar(Scalar {
                    span: at..blk.span_end,
                    text: Cow::Owned(blk.text),
                    style,
                    flow: false,
                    indent: blk.indent,
                    string,
                    props,
                }));
            }
            b'\'' => {
                let (end, t) = scalar::single(self.s, at)?;
                self.pos = end;
                (at..end, t, Style::Single)
            }
            b'"' => {
                let (end, t) = scalar::double(self.s, at)?;
                self.pos = end;
                (at..end, t, Style::Double)
            }
            b'[' | b'{' => {
                self.flow(None)?;
                self.finish_line()?;
                return Ok(Value::Container);
            }
            b'*' => {
                let mut i = at + 1;
                while i < b.len() && !matches!(b[i], b' ' | b'\t' | b'\r' | b'\n') {
                    i += 1;
                }
                self.pos = i;
                self.finish_line()?;
                return Ok(Value::Other);
            }
            b'-' if is_blank_at(b, at + 1) => {
                if ctx == Ctx::Seq {
                    self.block_sequence(col)?;
                    return Ok(Value::Container);
                }
                return Err(self.err(
                    at,
                    "a sequence cannot start on its key's line; expected its items (`- `) on the lines below",
                ));
            }
            b'?' if is_blank_at(b, at + 1) => {
                return Err(self
                    .err(
                        at,
                        "complex keys (`? `) are not supported; expected `key: value`",
                    )
                    .with_kind(ErrorKind::Unsupported))
            }
            b'%' | b'@' | b'`' | b',' | b']' | b'}' => {
                return Err(self.err(
                    at,
                    format!(
                        "a value cannot start with `{}`; expected the value in quotes",
                        c as char
                    ),
                ))
            }
            _ => {
                let p = scalar::plain(self.s, at, parent, false)?;
                if p.stop == Stop::Colon {
                    return Err(self.err(
                        p.resume,
                        "`: ` inside an unquoted value; expected the value in quotes (or nested keys on the lines below)",
                    ));
                }
                self.pos = p.resume;
                (at..p.end, p.text, Style::Plain)
            }
        };
        self.finish_line()?;
        let string = self.string_for(tag, style, &text);
        let span = self.bang.take().unwrap_or(span.start)..span.end;
        Ok(Value::Scalar(Scalar {
            span,
            text,
            style,
            flow: false,
            indent: 0,
            string,
            props,
        }))
    }

    /// Blanks, line breaks and comments inside a flow collection opened at `open`.
    fn flow_ws(&mut self, open: usize) -> Result<(), FormatError> {
        let b = self.b;
        loop {
            match b.get(self.pos) {
                Some(b' ' | b'\t' | b'\r' | b'\n') => self.pos += 1,
                Some(b'#') => self.pos = eol(b, self.pos),
                Some(_) => return Ok(()),
                None => {
                    let close = if b[open] == b'[' { ']' } else { '}' };
                    return Err(self.err(
                        open,
                        format!("unterminated flow collection; expected a closing `{close}`"),
                    ));
                }
            }
        }
    }

    /// A flow collection (`[…]` or `{…}`) at `self.pos`; leaves `pos` after its closing bracket.
    fn flow(&mut self, _comment: Option<String>) -> Result<(), FormatError> {
        let b = self.b;
        let open = self.pos;
        self.enter(open)?;
        let base = self.path.len();
        let seq = b[open] == b'[';
        let close = if seq { b']' } else { b'}' };
        self.pos += 1;
        let mut i = 0usize;
        loop {
            self.flow_ws(open)?;
            if b[self.pos] == close {
                self.pos += 1;
                break;
            }
            self.path.truncate(base);
            if seq {
                self.path.push('[');
                self.path.push_str(&i.to_string());
                self.path.push(']');
                self.check_unique(self.pos)?;
                self.flow_value(open)?;
            } else {
                let key_at = self.pos;
                let key: Cow<'a, str> = match b[key_at] {
                    b'\'' => {
                        let (e, t) = scalar::single(self.s, key_at)?;
                        self.pos = e;
                        t
                    }
                    b'"' => {
                        let (e, t) = scalar::double(self.s, key_at)?;
                        self.pos = e;
                        t
                    }
                    b'[' | b'{' | b'?' | b'&' | b'!' | b'*' | b',' | b']' | b'}' => {
                        return Err(
                            self.err(key_at, "expected a plain or quoted key in a flow mapping")
                        )
                    }
                    _ => {
                        let p = scalar::plain(self.s, key_at, -1, true)?;
                        self.pos = p.resume;
                        p.text
                    }
                };
                if !self.path.is_empty() {
                    self.path.push('.');
                }
                self.path.push_str(&key);
                self.check_unique(key_at)?;
                self.flow_ws(open)?;
                if b[self.pos] == b':' {
                    self.pos += 1;
                    self.flow_ws(open)?;
                    if !matches!(b[self.pos], b',' | b'}') {
                        self.flow_value(open)?;
                    }
                }
            }
            i += 1;
            self.flow_ws(open)?;
            match b[self.pos] {
                b',' => self.pos += 1,
                c if c == close => {
                    self.pos += 1;
                    break;
                }
                _ => {
                    return Err(self.err(
                        self.pos,
                        format!("expected `,` or `{}` in a flow collection", close as char),
                    ))
                }
            }
        }
        self.path.truncate(base);
        self.depth -= 1;
        Ok(())
    }

    /// One value inside a flow collection, emitted when it is a string.
    fn flow_value(&mut self, open: usize) -> Result<(), FormatError> {
        let b = self.b;
        let (props, tag) = self.properties()?;
        self.flow_ws(open)?;
        let at = self.pos;
        let (span, text, style) = match b[at] {
            b'[' | b'{' => return self.flow(None),
            b'\'' => {
                let (e, t) = scalar::single(self.s, at)?;
                self.pos = e;
                (at..e, t, Style::Single)
            }
            b'"' => {
                let (e, t) = scalar::double(self.s, at)?;
                self.pos = e;
                (at..e, t, Style::Double)
            }
            b'*' => {
                while self.pos < b.len()
                    && !matches!(
                        b[self.pos],
                        b' ' | b'\t' | b'\r' | b'\n' | b',' | b']' | b'}'
                    )
                {
                    self.pos += 1;
                }
                return Ok(());
            }
            b',' | b']' | b'}' => return Ok(()),
            _ => {
                let p = scalar::plain(self.s, at, -1, true)?;
                if p.stop == Stop::Colon {
                    return Err(self
                        .err(p.resume, "a `key: value` pair inside a flow sequence is not supported; expected a value")
                        .with_kind(ErrorKind::Unsupported));
                }
                self.pos = p.resume;
                (at..p.end, p.text, Style::Plain)
            }
        };
        if self.string_for(tag, style, &text) {
            let id = self.path.clone();
            let span = self.bang.take().unwrap_or(span.start)..span.end;
            let sc = Scalar {
                span,
                text,
                style,
                flow: true,
                indent: 0,
                string: true,
                props,
            };
            self.emit(id, sc, None)?;
        }
        Ok(())
    }
}

fn is_blank_at(b: &[u8], i: usize) -> bool {
    matches!(b.get(i), None | Some(b' ' | b'\t' | b'\r' | b'\n'))
}

/// Length of the quoted scalar at `at`.
fn scalar_len(s: &str, at: usize) -> Result<usize, FormatError> {
    let end = if s.as_bytes()[at] == b'\'' {
        scalar::single(s, at)?.0
    } else {
        scalar::double(s, at)?.0
    };
    Ok(end - at)
}
