//! The Fluent syntax scanner: entries (messages, terms, their attributes and the comment before
//! them) with every pattern's elements as byte ranges of the file, so a build can splice values
//! in place. It checks the whole grammar of `spec/fluent.ebnf` and the validation rules of
//! `syntax/abstract.js` (function names upper-case, valid selectors, no term attributes as
//! placeables, unique named arguments, positional before named arguments), because what Fluent's
//! own parsers would turn into Junk is refused here, with a position and what was expected.
//!
//! Hand-written rather than the `fluent-syntax` crate: that crate's AST has no spans, and a
//! layout-preserving splice needs the byte range of every value and of every select variant.
//! The scanner works on bytes (the file is checked to be UTF-8 first); every delimiter it looks
//! for is ASCII, so every range it returns falls on character boundaries.

use std::ops::Range;

use crate::error::{ErrorKind, FormatError};

/// How deeply placeables may nest (`{ { { … } } }`, selects inside variants): deeper files are
/// refused with [`ErrorKind::Limit`] instead of exhausting the stack.
pub(crate) const MAX_DEPTH: usize = 64;

/// One element of a pattern, at the pattern's own level (not inside a placeable).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Element {
    /// Text on one line (no line end inside), as the file holds it.
    Text(Range<usize>),
    /// One or more line ends (`lines`, blank lines included) before a block line that starts
    /// with `indent` spaces.
    Break {
        /// Line ends crossed.
        lines: u32,
        /// Spaces before the line's first character.
        indent: u32,
    },
    /// A placeable, `{` to `}` inclusive.
    Placeable(Range<usize>, Placeable),
}

/// What a placeable holds, as far as values and plurals care.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Placeable {
    /// `{"…"}` written without blanks: a string literal standing for its text (how Fluent escapes
    /// braces, line-start characters and significant spaces); values show the text itself.
    Literal,
    /// A select expression.
    Select(Box<Select>),
    /// Any other expression.
    Other,
}

/// Kinds of inline expressions (what a selector or placeable may be).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Expr {
    /// `"…"`
    Str,
    /// `-1.5`
    Number,
    /// `NAME(…)`
    Function,
    /// `msg` or `msg.attr`
    Message,
    /// `-term`, `-term.attr`, with or without arguments.
    Term {
        /// Has an attribute accessor.
        attribute: bool,
    },
    /// `$var`
    Variable,
    /// `{ … }` inside a placeable.
    Placeable,
}

/// A select expression: selector, variants, and where its parts are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Select {
    /// What the selector is.
    pub selector: Expr,
    /// The selector's bytes.
    pub selector_range: Range<usize>,
    /// Just after `->`.
    pub arrow_end: usize,
    /// The variants in file order.
    pub variants: Vec<Variant>,
    /// End of the last variant's value.
    pub list_end: usize,
    /// Another select expression appears inside a variant (at any depth).
    pub nested_select: bool,
}

/// One variant of a select expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Variant {
    /// Marked with `*`.
    pub default: bool,
    /// Where `*` (default) or `[` is.
    pub key_start: usize,
    /// The key's bytes (identifier or number).
    pub key: Range<usize>,
    /// The key is a number literal.
    pub numeric: bool,
    /// The variant's value.
    pub pattern: Pattern,
}

/// A pattern (the value of a message, term, attribute or variant).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Pattern {
    /// Just after `=` (or `]` for a variant): where a value's slot begins.
    pub after_eq: usize,
    /// The first byte of the value.
    pub start: usize,
    /// Just after the value's last byte (trailing spaces are not part of a value).
    pub end: usize,
    /// Where scanning stopped (a line end that does not continue the pattern, `}`, or EOF).
    pub stop: usize,
    /// The value starts on a line after the `=`.
    pub block: bool,
    /// Spaces before the first line when `block`.
    pub first_indent: u32,
    /// The elements, in order.
    pub elements: Vec<Element>,
}

impl Pattern {
    /// The spaces continuation lines are indented with (the first block line's), if any.
    pub fn continuation_indent(&self) -> Option<u32> {
        if self.block {
            return Some(self.first_indent);
        }
        self.elements.iter().find_map(|e| match e {
            Element::Break { indent, .. } => Some(*indent),
            _ => None,
        })
    }
}

/// A message or a term with its attributes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RawEntry {
    /// Where the entry starts (its identifier, or `-` of a term).
    pub start: usize,
    /// A term (`-id`).
    pub term: bool,
    /// The identifier's bytes (without a term's `-`).
    pub id: Range<usize>,
    /// Content of the `#` comment lines just before it (joined lines), if any.
    pub comment: Vec<Range<usize>>,
    /// The value, when it has one.
    pub value: Option<Pattern>,
    /// Attributes: where the `.` is, the identifier, the value.
    pub attributes: Vec<(usize, Range<usize>, Pattern)>,
}

/// Scans a Fluent resource entry by entry.
pub(crate) struct Scanner<'a> {
    src: &'a [u8],
    pos: usize,
    /// Lines in a placeable count as indented (used to check placeables of a translation, whose
    /// lines get the pattern's indentation only when written).
    relaxed: bool,
    /// Select expressions seen so far (to find nested ones).
    selects: usize,
    /// An error found after an entry that is complete without the broken part (an attribute or
    /// a block line that does not parse: Fluent ends the entry before it and starts Junk there),
    /// returned by the next call of [`Scanner::next_entry`].
    deferred: Option<FormatError>,
}

fn is_id_start(b: u8) -> bool {
    b.is_ascii_alphabetic()
}

fn is_id_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

impl<'a> Scanner<'a> {
    /// A scanner over `src` starting at byte `start` (after a BOM).
    pub fn new(src: &'a [u8], start: usize) -> Scanner<'a> {
        Scanner {
            src,
            pos: start,
            relaxed: false,
            selects: 0,
            deferred: None,
        }
    }

    /// A scanner for the placeables of a translation: lines inside them count as indented.
    pub fn relaxed(src: &'a [u8]) -> Scanner<'a> {
        Scanner {
            src,
            pos: 0,
            relaxed: true,
            selects: 0,
            deferred: None,
        }
    }

    fn err(&self, at: usize, message: impl Into<String>) -> FormatError {
        FormatError::at(self.src, at, message)
    }

    fn peek(&self, p: usize) -> Option<u8> {
        self.src.get(p).copied()
    }

    /// Just after the line end at `p` (`\n` or `\r\n`), or `None` when `p` is not at one.
    fn after_line_end(&self, p: usize) -> Option<usize> {
        match self.peek(p) {
            Some(b'\n') => Some(p + 1),
            Some(b'\r') if self.peek(p + 1) == Some(b'\n') => Some(p + 2),
            _ => None,
        }
    }

    fn at_line_end(&self, p: usize) -> bool {
        self.after_line_end(p).is_some()
    }

    fn skip_spaces(&self, mut p: usize) -> usize {
        while self.peek(p) == Some(b' ') {
            p += 1;
        }
        p
    }

    /// Skips `blank`: spaces and line ends.
    fn skip_blank(&self, mut p: usize) -> usize {
        loop {
            match self.peek(p) {
                Some(b' ') | Some(b'\n') => p += 1,
                Some(b'\r') if self.peek(p + 1) == Some(b'\n') => p += 2,
                _ => return p,
            }
        }
    }

    fn identifier_end(&self, p: usize) -> Option<usize> {
        if !self.peek(p).is_some_and(is_id_start) {
            return None;
        }
        let mut q = p + 1;
        while self.peek(q).is_some_and(is_id_char) {
            q += 1;
        }
        Some(q)
    }

    /// The next message or term, skipping comments and blank lines; `None` at the end.
    pub fn next_entry(&mut self) -> Result<Option<RawEntry>, FormatError> {
        if let Some(e) = self.deferred.take() {
            return Err(e);
        }
        // The run of comment lines of one level just before the current line.
        let mut comment: Vec<Range<usize>> = Vec::new();
        let mut level = 0usize;
        loop {
            let p = self.pos;
            let Some(b) = self.peek(p) else {
                return Ok(None);
            };
            match b {
                b'#' => {
                    let mut q = p;
                    while self.peek(q) == Some(b'#') {
                        q += 1;
                    }
                    let n = q - p;
                    if n > 3 {
                        return Err(self.err(
                            p,
                            "a comment starts with more than three `#`; expected `#`, `##` or `###` followed by a space",
                        ));
                    }
                    let (content, next) = if let Some(after) = self.after_line_end(q) {
                        (q..q, after)
                    } else if q == self.src.len() {
                        (q..q, q)
                    } else if self.peek(q) == Some(b' ') {
                        let end = line_end_at(self.src, q + 1);
                        (q + 1..end, self.after_line_end(end).unwrap_or(end))
                    } else {
                        return Err(
                            self.err(q, "expected a space or a line end after the comment's `#`")
                        );
                    };
                    if n != level {
                        comment.clear();
                        level = n;
                    }
                    comment.push(content);
                    self.pos = next;
                }
                b'\n' | b'\r' | b' ' => {
                    let q = self.skip_spaces(p);
                    match self.after_line_end(q) {
                        Some(after) => self.pos = after,
                        None if q == self.src.len() => self.pos = q,
                        None if self.peek(q) == Some(b'\r') => {
                            return Err(self.err(
                                q,
                                "a carriage return without a line feed; expected LF or CRLF line ends (Fluent reads a lone CR as text, not as a line end)",
                            ))
                        }
                        None => {
                            return Err(self.err(
                                q,
                                "indented content outside a message; expected a message, a term or a comment starting at the beginning of the line (continuation lines must follow a value)",
                            ))
                        }
                    }
                    comment.clear();
                    level = 0;
                }
                _ => {
                    let comment = if level == 1 {
                        std::mem::take(&mut comment)
                    } else {
                        Vec::new()
                    };
                    let entry = self.entry(p, comment)?;
                    return Ok(Some(entry));
                }
            }
        }
    }

    /// A message or term starting at `start`.
    fn entry(&mut self, start: usize, comment: Vec<Range<usize>>) -> Result<RawEntry, FormatError> {
        let term = self.peek(start) == Some(b'-');
        let id_start = start + usize::from(term);
        let Some(id_end) = self.identifier_end(id_start) else {
            return Err(if term {
                self.err(
                    id_start,
                    "expected a term identifier after `-` (an ASCII letter, then letters, digits, `_` or `-`)",
                )
            } else {
                self.err(
                    start,
                    "expected a message identifier (an ASCII letter, then letters, digits, `_` or `-`), a term `-id` or a comment `#`",
                )
            });
        };
        let p = self.skip_spaces(id_end);
        if self.peek(p) != Some(b'=') {
            let what = if term { "term" } else { "message" };
            return Err(self.err(
                p,
                format!(
                    "expected `=` after the {what} identifier `{}{}`",
                    if term { "-" } else { "" },
                    String::from_utf8_lossy(&self.src[id_start..id_end])
                ),
            ));
        }
        let value = self.pattern(p + 1, 0)?;
        let mut q = value
            .as_ref()
            .map_or_else(|| self.skip_spaces(p + 1), |v| v.stop);
        let mut attributes = Vec::new();
        loop {
            if self.peek(q) == Some(b'}') {
                return Err(self.err(
                    q,
                    "a `}` without a matching `{`; expected text, a placeable or the end of the line (write a literal brace as {\"}\"})",
                ));
            }
            if q == self.src.len() {
                break;
            }
            debug_assert!(self.at_line_end(q));
            let r = self.skip_blank(q);
            if self.peek(r) != Some(b'.') {
                break;
            }
            match self.attribute(r) {
                Ok((name, v)) => {
                    q = v.stop;
                    attributes.push((r, name, v));
                }
                // Fluent ends the entry before a broken attribute (Junk starts there); without
                // a value or another attribute the entry itself is broken.
                Err(e) if value.is_some() || !attributes.is_empty() => {
                    self.deferred = Some(e);
                    break;
                }
                Err(e) => return Err(e),
            }
        }
        if value.is_none() {
            if term {
                return Err(self.err(
                    self.skip_spaces(p + 1),
                    "expected a value for the term: terms must have one",
                ));
            }
            if attributes.is_empty() {
                return Err(self.err(
                    self.skip_spaces(p + 1),
                    "expected a value or an attribute for the message",
                ));
            }
        }
        self.pos = self.after_line_end(q).unwrap_or(q);
        Ok(RawEntry {
            start,
            term,
            id: id_start..id_end,
            comment,
            value,
            attributes,
        })
    }

    /// An attribute at `r` (`.`): its identifier and value.
    fn attribute(&mut self, r: usize) -> Result<(Range<usize>, Pattern), FormatError> {
        let Some(a_end) = self.identifier_end(r + 1) else {
            return Err(self.err(
                    r + 1,
                    "expected an attribute identifier after `.` (an ASCII letter, then letters, digits, `_` or `-`)",
                ));
        };
        let s = self.skip_spaces(a_end);
        if self.peek(s) != Some(b'=') {
            return Err(self.err(
                s,
                format!(
                    "expected `=` after the attribute identifier `.{}`",
                    String::from_utf8_lossy(&self.src[r + 1..a_end])
                ),
            ));
        }
        let Some(v) = self.pattern(s + 1, 0)? else {
            return Err(self.err(
                self.skip_spaces(s + 1),
                format!(
                    "expected a value for the attribute `.{}`",
                    String::from_utf8_lossy(&self.src[r + 1..a_end])
                ),
            ));
        };
        Ok((r + 1..a_end, v))
    }

    /// If the pattern continues after the line end at `p`: the line ends crossed, the next
    /// line's indent and where its content starts.
    fn continuation(&self, p: usize) -> Option<(u32, u32, usize)> {
        let mut p = p;
        let mut lines = 0u32;
        loop {
            p = self.after_line_end(p)?;
            lines += 1;
            let s = p;
            p = self.skip_spaces(p);
            let indent = (p - s) as u32;
            match self.peek(p) {
                None => return None,
                Some(b'\n') => continue,
                Some(b'\r') if self.peek(p + 1) == Some(b'\n') => continue,
                Some(b'{') => return Some((lines, indent, p)),
                Some(b'[' | b'*' | b'.' | b'}') => return None,
                Some(_) if indent > 0 || self.relaxed => return Some((lines, indent, p)),
                Some(_) => return None,
            }
        }
    }

    /// End of a text run starting at `p` (before `{`, `}`, a line end or EOF).
    fn text_end(&self, p: usize) -> usize {
        let src = self.src;
        match memchr::memchr3(b'{', b'}', b'\n', &src[p..]) {
            None => src.len(),
            Some(i) => {
                let e = p + i;
                if src[e] == b'\n' && e > p && src[e - 1] == b'\r' {
                    e - 1
                } else {
                    e
                }
            }
        }
    }

    /// A pattern after `=` or `]` at `after`, skipping blank before it; `None` when there is no
    /// value (only a line end, EOF or `}` follows).
    pub fn pattern(&mut self, after: usize, depth: usize) -> Result<Option<Pattern>, FormatError> {
        let p = self.skip_spaces(after);
        let (block, first_indent, start) = match self.peek(p) {
            None | Some(b'}') => return Ok(None),
            _ if self.at_line_end(p) => match self.continuation(p) {
                Some((_, indent, c)) => (true, indent, c),
                None => return Ok(None),
            },
            _ => (false, 0, p),
        };
        let mut elements = Vec::new();
        let mut p = start;
        loop {
            match self.peek(p) {
                None | Some(b'}') => break,
                Some(b'{') => {
                    let (end, kind) = self.placeable(p, depth)?;
                    elements.push(Element::Placeable(p..end, kind));
                    p = end;
                }
                _ if self.at_line_end(p) => match self.continuation(p) {
                    Some((lines, indent, c)) if depth == 0 && self.peek(c) == Some(b'{') => {
                        // A broken placeable starting a block line ends the value before that
                        // line (Fluent's Junk starts there).
                        match self.placeable(c, depth) {
                            Ok((end, kind)) => {
                                elements.push(Element::Break { lines, indent });
                                elements.push(Element::Placeable(c..end, kind));
                                p = end;
                            }
                            Err(e) => {
                                self.deferred = Some(e);
                                break;
                            }
                        }
                    }
                    Some((lines, indent, c)) => {
                        elements.push(Element::Break { lines, indent });
                        p = c;
                    }
                    None => break,
                },
                _ => {
                    let e = self.text_end(p);
                    elements.push(Element::Text(p..e));
                    p = e;
                }
            }
        }
        let mut end = p;
        if let Some(Element::Text(r)) = elements.last_mut() {
            while r.end > r.start && self.src[r.end - 1] == b' ' {
                r.end -= 1;
            }
            end = r.end;
            if r.start == r.end {
                elements.pop();
            }
        }
        Ok(Some(Pattern {
            after_eq: after,
            start,
            end,
            stop: p,
            block,
            first_indent,
            elements,
        }))
    }

    /// A placeable at `open` (`{`): its end (after `}`) and kind.
    pub fn placeable(
        &mut self,
        open: usize,
        depth: usize,
    ) -> Result<(usize, Placeable), FormatError> {
        if depth >= MAX_DEPTH {
            return Err(self
                .err(
                    open,
                    format!(
                        "placeables nest more than {MAX_DEPTH} deep; expected a flatter message"
                    ),
                )
                .with_kind(ErrorKind::Limit));
        }
        let p = self.skip_blank(open + 1);
        match self.peek(p) {
            Some(b'}') => {
                return Err(self.err(
                    p,
                    "an empty placeable; expected an expression between `{` and `}` (write a literal brace as {\"{\"})",
                ))
            }
            None => {
                return Err(self.err(
                    open,
                    "unterminated placeable: expected an expression and `}` before the end of the file",
                ))
            }
            _ => {}
        }
        let selects_before = self.selects;
        let (e_end, expr) = self.inline_expression(p, depth)?;
        let q = self.skip_blank(e_end);
        if self.src[q..].starts_with(b"->") {
            let valid = matches!(
                expr,
                Expr::Str | Expr::Number | Expr::Variable | Expr::Function
            ) || expr == Expr::Term { attribute: true };
            if !valid {
                let what = match expr {
                    Expr::Message => "a message reference",
                    Expr::Term { .. } => "a term value (only a term attribute `-term.attr`)",
                    _ => "a placeable or select expression",
                };
                return Err(self.err(
                    p,
                    format!("{what} cannot be a selector; expected a variable `$x`, a literal, a function call or a term attribute before `->`"),
                ));
            }
            let (close, mut select) = self.variants(open, q + 2, depth)?;
            self.selects += 1;
            select.selector = expr;
            select.selector_range = p..e_end;
            select.nested_select = self.selects > selects_before + 1;
            return Ok((close + 1, Placeable::Select(Box::new(select))));
        }
        match self.peek(q) {
            Some(b'}') => {}
            None => {
                return Err(self.err(
                    open,
                    "unterminated placeable: expected `}` before the end of the file",
                ))
            }
            _ => {
                let (line, column) = crate::error::line_column(self.src, open);
                // Point at the end of the expression when the closing brace is missing there.
                let at = if self.src[e_end..q].contains(&b'\n') {
                    e_end
                } else {
                    q
                };
                return Err(self.err(
                    at,
                    format!("expected `}}` to close the placeable opened at line {line}, column {column}"),
                ));
            }
        }
        if expr == (Expr::Term { attribute: true }) {
            return Err(self.err(
                p,
                "a term attribute cannot be a placeable; expected a term `-term` or a message attribute (term attributes only serve as selectors)",
            ));
        }
        let kind = if expr == Expr::Str && p == open + 1 && q == e_end {
            Placeable::Literal
        } else {
            Placeable::Other
        };
        Ok((q + 1, kind))
    }

    /// The variants after `->` (at `arrow_end`) up to the closing `}` of the select at `open`:
    /// where that `}` is, and the select (selector fields left for the caller).
    fn variants(
        &mut self,
        open: usize,
        arrow_end: usize,
        depth: usize,
    ) -> Result<(usize, Select), FormatError> {
        let mut p = self.skip_spaces(arrow_end);
        if !self.at_line_end(p) {
            return Err(self.err(
                p,
                "expected a line break after `->`: each variant goes on its own line",
            ));
        }
        let mut variants: Vec<Variant> = Vec::new();
        let mut list_end = p;
        let mut has_default = false;
        let close;
        loop {
            let after = self.after_line_end(p).unwrap_or(p);
            let k = self.skip_blank(after);
            let default = self.peek(k) == Some(b'*');
            let b = k + usize::from(default);
            if self.peek(b) != Some(b'[') {
                if default {
                    return Err(self.err(
                        b,
                        "expected `[` after `*`: a default variant is written `*[key]`",
                    ));
                }
                match self.peek(k) {
                    Some(b'}') => {
                        close = k;
                        break;
                    }
                    None => {
                        return Err(self.err(
                            open,
                            "unterminated select expression: expected `}` before the end of the file",
                        ))
                    }
                    _ => {
                        return Err(self.err(
                            k,
                            "expected a variant `[key]`, the default variant `*[key]` or the `}` that closes the select expression",
                        ))
                    }
                }
            }
            let ks = self.skip_blank(b + 1);
            let (key_end, numeric) = match self.peek(ks) {
                Some(c) if c.is_ascii_digit() || c == b'-' => (self.number(ks)?, true),
                _ => match self.identifier_end(ks) {
                    Some(e) => (e, false),
                    None => {
                        return Err(self.err(
                            ks,
                            "expected a variant key: an identifier such as `one` or a number such as `0`",
                        ))
                    }
                },
            };
            let close = self.skip_blank(key_end);
            if self.peek(close) != Some(b']') {
                return Err(self.err(close, "expected `]` after the variant key"));
            }
            let Some(pattern) = self.pattern(close + 1, depth + 1)? else {
                return Err(self.err(
                    self.skip_spaces(close + 1),
                    format!(
                        "expected a value for the variant `[{}]`",
                        String::from_utf8_lossy(&self.src[ks..key_end])
                    ),
                ));
            };
            if default {
                if has_default {
                    return Err(self.err(
                        k,
                        "a second default variant; expected exactly one variant marked with `*`",
                    ));
                }
                has_default = true;
            }
            p = pattern.stop;
            list_end = pattern.end;
            variants.push(Variant {
                default,
                key_start: k,
                key: ks..key_end,
                numeric,
                pattern,
            });
            match self.peek(p) {
                Some(b'}') => {
                    return Err(self.err(
                        p,
                        "expected a line break before the `}` that closes the select expression",
                    ))
                }
                None => {
                    return Err(self.err(
                        open,
                        "unterminated select expression: expected `}` on a line after the variants",
                    ))
                }
                _ => {}
            }
        }
        if !has_default {
            return Err(self.err(
                open,
                "the select expression has no default variant; expected one variant marked with `*`, e.g. `*[other]`",
            ));
        }
        Ok((
            close,
            Select {
                selector: Expr::Placeable,
                selector_range: 0..0,
                arrow_end,
                variants,
                list_end,
                nested_select: false,
            },
        ))
    }

    /// A number literal at `p`: its end.
    fn number(&self, p: usize) -> Result<usize, FormatError> {
        let mut q = p + usize::from(self.peek(p) == Some(b'-'));
        let d = q;
        while self.peek(q).is_some_and(|b| b.is_ascii_digit()) {
            q += 1;
        }
        if q == d {
            return Err(self.err(q, "expected a digit in the number literal"));
        }
        if self.peek(q) == Some(b'.') && self.peek(q + 1).is_some_and(|b| b.is_ascii_digit()) {
            q += 1;
            while self.peek(q).is_some_and(|b| b.is_ascii_digit()) {
                q += 1;
            }
        }
        Ok(q)
    }

    /// A string literal at `p` (`"`): its end (after the closing quote).
    pub fn string_literal(&self, p: usize) -> Result<usize, FormatError> {
        let src = self.src;
        let mut q = p + 1;
        loop {
            match memchr::memchr3(b'"', b'\\', b'\n', &src[q..]) {
                None => {
                    return Err(self.err(
                        p,
                        "unterminated string literal: expected `\"` before the end of the file",
                    ))
                }
                Some(i) => {
                    let c = q + i;
                    match src[c] {
                        b'"' => return Ok(c + 1),
                        b'\n' => return Err(self.err(
                            p,
                            "unterminated string literal: expected `\"` before the end of the line",
                        )),
                        _ => {
                            let hex = |n: usize| {
                                src.len() >= c + 2 + n
                                    && src[c + 2..c + 2 + n].iter().all(u8::is_ascii_hexdigit)
                            };
                            q = match self.peek(c + 1) {
                                Some(b'"' | b'\\') => c + 2,
                                Some(b'u') if hex(4) => c + 6,
                                Some(b'U') if hex(6) => c + 8,
                                _ => {
                                    return Err(self.err(
                                        c,
                                        "unknown escape sequence in a string literal; expected `\\\"`, `\\\\`, `\\uXXXX` or `\\UXXXXXX`",
                                    ))
                                }
                            };
                        }
                    }
                }
            }
        }
    }

    /// An inline expression at `p`: its end and kind.
    fn inline_expression(&mut self, p: usize, depth: usize) -> Result<(usize, Expr), FormatError> {
        match self.peek(p) {
            Some(b'"') => Ok((self.string_literal(p)?, Expr::Str)),
            Some(b'-') if self.peek(p + 1).is_some_and(|b| b.is_ascii_digit()) => {
                Ok((self.number(p)?, Expr::Number))
            }
            Some(c) if c.is_ascii_digit() => Ok((self.number(p)?, Expr::Number)),
            Some(b'-') => {
                let Some(mut e) = self.identifier_end(p + 1) else {
                    return Err(self.err(
                        p + 1,
                        "expected a term identifier or a digit after `-`",
                    ));
                };
                let mut attribute = false;
                if self.peek(e) == Some(b'.') {
                    e = self.identifier_end(e + 1).ok_or_else(|| {
                        self.err(e + 1, "expected an attribute identifier after `.`")
                    })?;
                    attribute = true;
                }
                let q = self.skip_blank(e);
                if self.peek(q) == Some(b'(') {
                    e = self.call_arguments(q, depth)?;
                }
                Ok((e, Expr::Term { attribute }))
            }
            Some(b'$') => match self.identifier_end(p + 1) {
                Some(e) => Ok((e, Expr::Variable)),
                None => Err(self.err(
                    p + 1,
                    "expected a variable name after `$` (an ASCII letter, then letters, digits, `_` or `-`)",
                )),
            },
            Some(b'{') => {
                let (e, _) = self.placeable(p, depth + 1)?;
                Ok((e, Expr::Placeable))
            }
            Some(c) if is_id_start(c) => {
                let mut e = self.identifier_end(p).unwrap_or(p + 1);
                let q = self.skip_blank(e);
                if self.peek(q) == Some(b'(') {
                    let name = &self.src[p..e];
                    let valid = name[0].is_ascii_uppercase()
                        && name
                            .iter()
                            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'_' || *b == b'-');
                    if !valid {
                        return Err(self.err(
                            p,
                            format!(
                                "`{}` cannot be called: expected a function name in upper-case ASCII letters, digits, `_` and `-` (such as `NUMBER`); messages cannot take arguments",
                                String::from_utf8_lossy(name)
                            ),
                        ));
                    }
                    return Ok((self.call_arguments(q, depth)?, Expr::Function));
                }
                if self.peek(e) == Some(b'.') {
                    e = self.identifier_end(e + 1).ok_or_else(|| {
                        self.err(e + 1, "expected an attribute identifier after `.`")
                    })?;
                }
                Ok((e, Expr::Message))
            }
            None => Err(self.err(
                p,
                "unterminated placeable: expected an expression and `}` before the end of the file",
            )),
            _ => Err(self.err(
                p,
                "expected an expression: a variable `$x`, a message or term reference, a function call, a string or number literal, or a placeable",
            )),
        }
    }

    /// Call arguments at `p` (`(`): the end (after `)`).
    fn call_arguments(&mut self, p: usize, depth: usize) -> Result<usize, FormatError> {
        let mut q = self.skip_blank(p + 1);
        let mut named: Vec<&'a [u8]> = Vec::new();
        loop {
            if self.peek(q) == Some(b')') {
                return Ok(q + 1);
            }
            let arg = q;
            let mut is_named = false;
            if let Some(e) = self.identifier_end(q) {
                let c = self.skip_blank(e);
                if self.peek(c) == Some(b':') {
                    is_named = true;
                    let name = &self.src[q..e];
                    if named.contains(&name) {
                        return Err(self.err(
                            q,
                            format!(
                                "the named argument `{}` appears twice; expected each name once",
                                String::from_utf8_lossy(name)
                            ),
                        ));
                    }
                    named.push(name);
                    let v = self.skip_blank(c + 1);
                    q = match self.peek(v) {
                        Some(b'"') => self.string_literal(v)?,
                        Some(b) if b.is_ascii_digit() || b == b'-' => self.number(v)?,
                        _ => {
                            return Err(self.err(
                                v,
                                "expected a string or number literal as the value of the named argument",
                            ))
                        }
                    };
                }
            }
            if !is_named {
                if !named.is_empty() {
                    return Err(self.err(
                        arg,
                        "a positional argument after named arguments; expected positional arguments first",
                    ));
                }
                q = self.inline_expression(arg, depth)?.0;
            }
            q = self.skip_blank(q);
            match self.peek(q) {
                Some(b',') => q = self.skip_blank(q + 1),
                Some(b')') => {}
                None => {
                    return Err(self.err(
                        p,
                        "unterminated argument list: expected `)` before the end of the file",
                    ))
                }
                _ => return Err(self.err(q, "expected `,` or `)` after the argument")),
            }
        }
    }
}

/// Position of the line end (`\n` or the `\r` of `\r\n`) at or after `p`, or the end of `src`.
pub(crate) fn line_end_at(src: &[u8], p: usize) -> usize {
    match memchr::memchr(b'\n', &src[p..]) {
        None => src.len(),
        Some(i) => {
            let e = p + i;
            if e > p && src[e - 1] == b'\r' {
                e - 1
            } else {
                e
            }
        }
    }
}
