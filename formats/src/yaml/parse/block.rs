//! Block collections: keys and their uniqueness, block mappings (plural groups included) and
//! block sequences, and how their entries and slots are emitted.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::ops::Range;

use super::lines::{is_blank_at, scalar_len};
use super::{Ctx, Member, Parser, Scalar, Value};
use crate::error::{ErrorKind, FormatError};
use crate::model::{Entry, PluralCategory, PluralText};
use crate::plural_zero;
use crate::repeats::Found;
use crate::skeleton::{Slot, TypedKind};
use crate::yaml::resolve::is_locale_code;
use crate::yaml::scalar::{self, eol, Stop};
use crate::yaml::slot::{Style, YamlSlot};

impl<'a> Parser<'a, '_> {
    /// Whether a key (`key:` then a blank) starts at `at`; never fails.
    pub(super) fn is_key_line(&self, at: usize) -> bool {
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
    pub(super) fn key(&mut self) -> Result<(usize, Cow<'a, str>, Style), FormatError> {
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

    /// Hands `e`, defined at `at`, to the sink and answers the index its slots name: a new
    /// string; another place of the string its identifier names, when the text is the same;
    /// `None` (no slot: the place keeps its bytes) with a warning when it is another
    /// (`crate::repeats`). A key that Psych would read as replacing the first is one string
    /// here, as in every format.
    pub(super) fn hand_over(
        &mut self,
        e: Entry<'_>,
        at: usize,
    ) -> Result<Option<usize>, FormatError> {
        let found = Found {
            src: self.b,
            at,
            first_at: self.seen.insert(&e.identifier, at).err(),
            what: "key",
        };
        self.texts.hand_over(self.sink, e, found, &mut self.index)
    }

    /// Hands a string scalar to the sink as a plain entry.
    pub(super) fn emit(
        &mut self,
        id: String,
        sc: Scalar<'_>,
        context: Option<String>,
    ) -> Result<(), FormatError> {
        self.emit_value(id, sc, context, false)
    }

    /// Hands a scalar to the sink as a plain entry; `hidden` for a value that is not a string
    /// (the raw reading only, see [`super::parse_raw`]).
    pub(super) fn emit_value(
        &mut self,
        id: String,
        sc: Scalar<'_>,
        context: Option<String>,
        hidden: bool,
    ) -> Result<(), FormatError> {
        let mut e = Entry::plain(id, sc.text.into_owned());
        e.context = context.map(Cow::Owned);
        if hidden {
            e.is_hidden = Some(true);
        }
        let Some(index) = self.hand_over(e, sc.span.start)? else {
            return Ok(());
        };
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

    pub(super) fn flush(&mut self, members: &mut Vec<Member<'a>>) -> Result<(), FormatError> {
        for m in members.drain(..) {
            self.emit(m.id, m.scalar, m.comment)?;
        }
        Ok(())
    }

    /// Whether the value after a key at `at` is a mapping (a Rails root's value), without moving.
    pub(super) fn value_is_mapping(&self, mut i: usize, key_col: usize) -> bool {
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
    pub(super) fn block_mapping(
        &mut self,
        col: usize,
        top: bool,
        comment: Option<String>,
    ) -> Result<(), FormatError> {
        self.enter(self.pos)?;
        let base = self.path.len();
        let mut members: Vec<Member<'a>> = Vec::new();
        let mut plural = base > 0 && self.raw.is_none_or(|at| at(&self.path[..base]));
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
                self.push_key(&key);
                let category = PluralCategory::parse(&key);
                let same_line_scalar = self.scalar_on_this_line();
                // A category met again (`one:` twice) ends the plural: its members are
                // strings of their own, so the repeat is told like any key's.
                if plural
                    && (category.is_none()
                        || !same_line_scalar
                        || (key_comment.is_some() && !members.is_empty())
                        || members.iter().any(|m| Some(m.category) == category))
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
                    other => {
                        if plural {
                            plural = false;
                            self.flush(&mut members)?;
                        }
                        if let (Value::Scalar(sc), Some(_)) = (other, self.raw) {
                            let id = self.path[..path_len].to_string();
                            self.emit_value(id, sc, key_comment, true)?;
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
    pub(super) fn plural(
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
        let mut e = Entry::plural(id, forms);
        e.context = comment.clone().map(Cow::Owned);
        let zero_id = zero
            .as_ref()
            .map(|_| plural_zero::identifier(&e.identifier));
        let kind = YamlSlot::Plural {
            style,
            zero_apart: zero.is_some(),
        };
        let mut slots = Vec::new();
        if let Some(index) = self.hand_over(e, span.start)? {
            slots.push((span, index, kind));
            if let Some(t) = tail {
                slots.push((t, index, YamlSlot::PluralTail));
            }
        }
        if let (Some(m), Some(zid)) = (zero, zero_id) {
            let sc = m.scalar;
            let mut z = Entry::plain(zid, sc.text.into_owned());
            z.context = m.comment.or(comment).map(Cow::Owned);
            if let Some(zi) = self.hand_over(z, m.key_start)? {
                let value = YamlSlot::Value {
                    style: sc.style,
                    flow: sc.flow,
                    indent: sc.indent as u16,
                };
                slots.push((sc.span, zi, value));
            }
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
    pub(super) fn after_comment(&self, tail: Range<usize>) -> Range<usize> {
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
    pub(super) fn scalar_on_this_line(&self) -> bool {
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
    pub(super) fn block_sequence(&mut self, col: usize) -> Result<(), FormatError> {
        self.enter(self.pos)?;
        let base = self.path.len();
        let mut i = 0usize;
        loop {
            let item_comment = self.comment.take();
            self.path.truncate(base);
            // Digits written into the path itself (no number string per item).
            let _ = write!(self.path, "[{i}]");
            self.pos += 1;
            if let Value::Scalar(sc) = self.node(col as isize, Ctx::Seq, item_comment.clone())? {
                if sc.string || self.raw.is_some() {
                    let id = self.path.clone();
                    let hidden = !sc.string;
                    self.emit_value(id, sc, item_comment, hidden)?;
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
}
