//! Reading a `.stringsdict` file: walks the crate's XML scanner ([`crate::xml::scan`]) over the
//! file's view (UTF-16 transcoded), checks the property-list shape (`<plist>` holding one root
//! `<dict>` of `<key>`/value pairs), and turns each root key's dictionary into entries, handed to
//! the sink when the key's dictionary ends. Slot spans are mapped back to the original bytes.

use std::borrow::Cow;
use std::ops::Range;

use super::{DictSlot, Shape};
use crate::error::{ErrorKind, FormatError};
use crate::format::ParseContext;
use crate::model::{Entry, PluralCategory, PluralText};
use crate::plural_zero;
use crate::repeats::{Place, Repeats};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};
use crate::xml::encoding::{OffsetMap, XmlEncoding, XmlInput};
use crate::xml::scan::{ScanError, Scanner, Token};
use crate::xml::text::{push_normalized, unescape_into, Eol};

const FORMAT_KEY: &str = "NSStringLocalizedFormatKey";
const SPEC_KEY: &str = "NSStringFormatSpecTypeKey";
const PLURAL_RULE: &str = "NSStringPluralRuleType";

/// A `<string>` value.
#[derive(Debug, Clone)]
struct StrVal {
    text: String,
    /// Its content (or the `/>` of `<string/>`), in the view.
    content: Range<usize>,
    self_closing: bool,
    /// Just past `</string>` (or `/>`).
    end: usize,
}

/// A rule dictionary of one variable.
#[derive(Debug, Default)]
struct Rule {
    spec: Option<String>,
    value_type: Option<String>,
    /// Category strings in file order, with the offset of their `<key>`.
    cats: Vec<(PluralCategory, StrVal, usize)>,
    /// Other key/string pairs.
    strings: Vec<(String, StrVal)>,
}

/// An entry of a root key, with where its slot goes.
struct Pending {
    at: usize,
    entry: Entry<'static>,
    span: Range<usize>,
    kind: DictSlot,
    /// A second slot of the same entry (a plural group's tail).
    tail: Option<(Range<usize>, DictSlot)>,
}

struct Walker<'a, 's> {
    sc: Scanner<'a>,
    view: &'a [u8],
    enc: XmlEncoding,
    eol: Eol,
    /// A `zero` form is kept apart as its own string (see [`crate::plural_zero`]).
    zero_apart: bool,
    sink: &'s mut dyn Sink,
    skeleton: bool,
    map: OffsetMap,
    count: usize,
    /// The first place of every string (a key defined again is one string: `crate::repeats`).
    repeats: Repeats<'a>,
}

fn scan_error(view: &[u8], e: ScanError) -> FormatError {
    FormatError::at(view, e.offset, e.message).with_kind(e.kind)
}

/// True when a format string holds text besides variable tokens (`%#@v@`, `%1$#@v@`), printf
/// specifiers and punctuation: then it is translatable.
pub(crate) fn format_has_text(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'%' {
            if let Some(c) = s[i..].chars().next() {
                if c.is_alphanumeric() {
                    return true;
                }
                i += c.len_utf8();
            }
            continue;
        }
        i += 1;
        while i < b.len() {
            match b[i] {
                b'0'..=b'9' | b'$' | b'.' | b'-' | b'+' | b' ' | b'\'' | b'*' => i += 1,
                b'#' if b.get(i + 1) == Some(&b'@') => {
                    i += 2;
                    i = memchr::memchr(b'@', &b[i..]).map_or(b.len(), |p| i + p + 1);
                    break;
                }
                b'#' | b'h' | b'l' | b'q' | b'L' | b'z' | b't' | b'j' => i += 1,
                _ => {
                    // The conversion character (a letter, `@` or `%`).
                    i += s[i..].chars().next().map_or(1, char::len_utf8);
                    break;
                }
            }
        }
    }
    false
}

impl<'a> Walker<'a, '_> {
    fn err(&self, at: usize, msg: impl Into<String>) -> FormatError {
        FormatError::at(self.view, at, msg)
    }

    fn name(&self, r: &Range<usize>) -> &'a [u8] {
        &self.view[r.clone()]
    }

    fn lossy(&self, r: &Range<usize>) -> String {
        String::from_utf8_lossy(self.name(r)).into_owned()
    }

    fn next(&mut self) -> Result<Option<Token>, FormatError> {
        self.sc.next_token().map_err(|e| scan_error(self.view, e))
    }

    /// The next tag, skipping whitespace, comments and processing instructions; `where_` and
    /// `expected` phrase the error for text or the end of the file.
    fn tag(&mut self, where_: &str, expected: &str) -> Result<Token, FormatError> {
        loop {
            match self.next()? {
                Some(Token::Text(r)) => {
                    if let Some(p) = self.view[r.clone()]
                        .iter()
                        .position(|b| !b.is_ascii_whitespace())
                    {
                        return Err(self.err(
                            r.start + p,
                            format!("unexpected text {where_}; expected {expected}"),
                        ));
                    }
                }
                Some(Token::Comment(_) | Token::Pi(_)) => {}
                Some(Token::CData { span, .. }) => {
                    return Err(self.err(
                        span.start,
                        format!("unexpected CDATA {where_}; expected {expected}"),
                    ))
                }
                Some(t) => return Ok(t),
                None => {
                    return Err(self.err(
                        self.view.len(),
                        format!("unexpected end of file {where_}; expected {expected}"),
                    ))
                }
            }
        }
    }

    /// Decodes character data of the view.
    fn decode(&self, r: Range<usize>) -> Result<std::borrow::Cow<'a, str>, FormatError> {
        let view: &'a [u8] = self.view;
        self.enc
            .view_encoding()
            .decode_view(&view[r.clone()])
            .map_err(|bad| {
                self.err(
                    r.start + bad,
                    "bytes that are not valid in the file's encoding",
                )
                .with_kind(ErrorKind::Encoding)
            })
    }

    /// The text of a `<key>` or `<string>` element whose start tag was just read.
    fn text_element(
        &mut self,
        span: Range<usize>,
        empty: bool,
        what: &str,
    ) -> Result<StrVal, FormatError> {
        if empty {
            return Ok(StrVal {
                text: String::new(),
                content: span.end - 2..span.end,
                self_closing: true,
                end: span.end,
            });
        }
        let mut text = String::new();
        loop {
            match self.next()? {
                Some(Token::Text(r)) => {
                    let raw = self.decode(r.clone())?;
                    unescape_into(&raw, &mut text).map_err(|(at, m)| self.err(r.start + at, m))?;
                }
                Some(Token::CData { content, .. }) => {
                    let raw = self.decode(content)?;
                    push_normalized(&raw, &mut text);
                }
                Some(Token::End { span: end, .. }) => {
                    return Ok(StrVal {
                        text,
                        content: span.end..end.start,
                        self_closing: false,
                        end: end.end,
                    })
                }
                Some(Token::Start { span, name, .. }) => {
                    return Err(self.err(
                        span.start,
                        format!(
                            "element <{}> inside <{what}>; expected only text",
                            self.lossy(&name)
                        ),
                    ))
                }
                Some(Token::Comment(r) | Token::Pi(r)) => {
                    return Err(self.err(
                        r.start,
                        format!("a comment inside <{what}>; expected only text"),
                    ))
                }
                Some(_) | None => {
                    return Err(self.err(self.view.len(), format!("unclosed <{what}>")))
                }
            }
        }
    }

    /// Skips the value element just opened (when it has content).
    fn skip_value(&mut self, empty: bool) -> Result<(), FormatError> {
        if !empty {
            let depth = self.sc.depth();
            self.sc
                .skip_element(depth)
                .map_err(|e| scan_error(self.view, e))?;
        }
        Ok(())
    }

    /// Reads the pairs of a `<dict>` just opened, calling `on` with (key, key offset, value tag)
    /// for each; `on` must consume the value.
    fn pairs(
        &mut self,
        mut on: impl FnMut(&mut Self, String, usize, Token) -> Result<(), FormatError>,
    ) -> Result<(), FormatError> {
        loop {
            let t = self.tag("in <dict>", "<key> or </dict>")?;
            let (span, name, empty) = match t {
                Token::End { .. } => return Ok(()),
                Token::Start { span, name, empty } => (span, name, empty),
                other => {
                    return Err(self.err(other.span().start, "expected <key> or </dict>"));
                }
            };
            if self.name(&name) != b"key" {
                return Err(self.err(
                    span.start,
                    format!(
                        "<{}> where a key belongs; expected <key> or </dict>",
                        self.lossy(&name)
                    ),
                ));
            }
            let key = self.text_element(span.clone(), empty, "key")?.text;
            let value = self.tag(
                &format!("after <key>{key}</key>"),
                "its value (<string>, <dict>, …)",
            )?;
            if let Token::End { span: end, .. } = value {
                return Err(self.err(
                    end.start,
                    format!("<key>{key}</key> has no value; expected <string>, <dict> or another value before </dict>"),
                ));
            }
            on(self, key, span.start, value)?;
        }
    }

    /// The whole document.
    fn document(&mut self) -> Result<(), FormatError> {
        let (span, name, empty) = loop {
            match self.next()? {
                Some(Token::Start { span, name, empty }) => break (span, name, empty),
                Some(_) => {}
                None => return Err(self.err(0, "no root element; expected <plist>")),
            }
        };
        if self.name(&name) != b"plist" {
            return Err(self.err(
                span.start,
                format!(
                    "the root element is <{}>; expected <plist> (a property list)",
                    self.lossy(&name)
                ),
            ));
        }
        if empty {
            return Err(self.err(span.start, "the <plist> is empty; expected a <dict> in it"));
        }
        match self.tag("in <plist>", "<dict>")? {
            Token::Start { name, empty, .. } if self.name(&name) == b"dict" => {
                if !empty {
                    self.root_dict()?;
                }
            }
            Token::Start { span, name, .. } => {
                return Err(self.err(
                    span.start,
                    format!(
                        "the property list holds <{}>, not a dictionary; expected <dict> (a .stringsdict file is a dictionary of keys)",
                        self.lossy(&name)
                    ),
                ))
            }
            other => {
                return Err(self.err(
                    other.span().start,
                    "the <plist> holds no value; expected <dict>",
                ))
            }
        }
        match self.tag("in <plist>", "</plist>")? {
            Token::End { .. } => {}
            other => {
                return Err(self.err(
                    other.span().start,
                    "a second value in <plist>; expected </plist> (a property list holds one root value)",
                ))
            }
        }
        while self.next()?.is_some() {}
        Ok(())
    }

    fn root_dict(&mut self) -> Result<(), FormatError> {
        self.pairs(|w, key, at, value| {
            let Token::Start { span, name, empty } = value else {
                return Err(w.err(value.span().start, "expected a value"));
            };
            match w.name(&name) {
                b"dict" if !empty => w.key_dict(key),
                b"string" => {
                    let v = w.text_element(span, empty, "string")?;
                    let mut pending = vec![w.plain(key, at, v)];
                    w.emit(&mut pending)
                }
                _ => w.skip_value(empty),
            }
        })
    }

    /// A plain entry for a `<string>` value.
    fn plain(&self, identifier: String, at: usize, v: StrVal) -> Pending {
        Pending {
            at,
            entry: Entry::plain(identifier, v.text),
            span: v.content,
            kind: DictSlot {
                shape: if v.self_closing {
                    Shape::SelfClosing
                } else {
                    Shape::Value
                },
                zero_apart: false,
                eol: self.eol,
                enc: self.enc,
            },
            tail: None,
        }
    }

    /// The dictionary of root key `key`.
    fn key_dict(&mut self, key: String) -> Result<(), FormatError> {
        let mut format: Option<(StrVal, usize)> = None;
        let mut rules: Vec<(String, usize, Rule)> = Vec::new();
        self.pairs(|w, k, k_at, value| {
            let Token::Start { span, name, empty } = value else {
                return Err(w.err(value.span().start, "expected a value"));
            };
            match w.name(&name) {
                b"string" if k == FORMAT_KEY => {
                    format = Some((w.text_element(span, empty, "string")?, k_at));
                    Ok(())
                }
                b"dict" if !empty => {
                    let rule = w.rule_dict()?;
                    rules.push((k, k_at, rule));
                    Ok(())
                }
                _ => w.skip_value(empty),
            }
        })?;
        let mut pending = Vec::new();
        let plural_vars = rules
            .iter()
            .filter(|(_, _, r)| r.spec.as_deref() == Some(PLURAL_RULE) && !r.cats.is_empty())
            .count();
        let format_text = format.as_ref().map(|(v, _)| v.text.clone());
        if let Some((v, k_at)) = format {
            if format_has_text(&v.text) {
                pending.push(self.plain(format!("{key}:{FORMAT_KEY}"), k_at, v));
            }
        }
        for (var, var_at, rule) in rules {
            if rule.spec.as_deref() == Some(PLURAL_RULE) && !rule.cats.is_empty() {
                let id = if plural_vars == 1 {
                    key.clone()
                } else {
                    format!("{key}:{var}")
                };
                self.plural(id, var_at, &var, rule, format_text.as_deref(), &mut pending);
            } else {
                for (k, v) in rule.strings {
                    pending.push(self.plain(format!("{key}:{var}:{k}"), var_at, v));
                }
            }
        }
        self.emit(&mut pending)
    }

    /// Reads a rule dictionary just opened.
    fn rule_dict(&mut self) -> Result<Rule, FormatError> {
        let mut rule = Rule::default();
        self.pairs(|w, k, k_at, value| {
            let Token::Start { span, name, empty } = value else {
                return Err(w.err(value.span().start, "expected a value"));
            };
            if w.name(&name) != b"string" {
                return w.skip_value(empty);
            }
            let v = w.text_element(span, empty, "string")?;
            match (k.as_str(), PluralCategory::parse(&k)) {
                (SPEC_KEY, _) => rule.spec = Some(v.text),
                ("NSStringFormatValueTypeKey", _) => rule.value_type = Some(v.text),
                (_, Some(c)) => {
                    if rule.cats.iter().any(|(d, _, _)| *d == c) {
                        return Err(w
                            .err(k_at, format!("duplicate key `{k}` in this rule; expected each plural category once"))
                            .with_kind(ErrorKind::DuplicateIdentifier));
                    }
                    rule.cats.push((c, v, k_at));
                }
                _ => rule.strings.push((k, v)),
            }
            Ok(())
        })?;
        Ok(rule)
    }

    /// The entries of one plural variable: the plural and, when kept apart, its `zero`.
    fn plural(
        &self,
        id: String,
        at: usize,
        var: &str,
        rule: Rule,
        format: Option<&str>,
        pending: &mut Vec<Pending>,
    ) {
        let members: Vec<(PluralCategory, Range<usize>)> = rule
            .cats
            .iter()
            .map(|(c, v, k_at)| (*c, *k_at..v.end))
            .collect();
        let split = if self.zero_apart {
            plural_zero::split(&members)
        } else {
            None
        };
        let zero_apart = split.is_some();
        let mut forms = PluralText::new();
        for (i, (c, v, k_at)) in rule.cats.into_iter().enumerate() {
            if split.as_ref().is_some_and(|s| s.zero == i) {
                pending.push(self.plain(plural_zero::identifier(&id), k_at, v));
                continue;
            }
            forms.insert(c, Cow::Owned(v.text));
        }
        let mut entry = Entry::plural(id, forms);
        let mut context = String::new();
        if let Some(f) = format {
            context.push_str(FORMAT_KEY);
            context.push_str(": ");
            context.push_str(f);
            context.push('\n');
        }
        context.push_str("variable: ");
        context.push_str(var);
        if let Some(t) = &rule.value_type {
            context.push_str(" (%");
            context.push_str(t);
            context.push(')');
        }
        entry.context = Some(Cow::Owned(context));
        let kind = |shape| DictSlot {
            shape,
            zero_apart,
            eol: self.eol,
            enc: self.enc,
        };
        // A `zero` between other categories: the group is regenerated where the pairs before it
        // were, and the pairs after it (from the end of the `zero` pair) are a tail slot that a
        // regenerated group empties.
        let (span, tail) = match split {
            Some(s) => (s.group, s.tail.map(|t| (t, kind(Shape::GroupTail)))),
            None => match (members.first(), members.last()) {
                (Some(f), Some(l)) => (f.1.start..l.1.end, None),
                _ => (at..at, None),
            },
        };
        pending.push(Pending {
            at: span.start,
            entry,
            span,
            kind: kind(Shape::Group),
            tail,
        });
    }

    /// Hands a root key's entries to the sink (identifiers checked), then their slots, in
    /// document order.
    fn emit(&mut self, pending: &mut [Pending]) -> Result<(), FormatError> {
        pending.sort_by_key(|p| p.span.start);
        // The index each pending string's slots name; `None` for a key defined again with
        // another text, whose place keeps its bytes (`crate::repeats`).
        let mut indexes: Vec<Option<usize>> = Vec::with_capacity(pending.len());
        for p in pending.iter_mut() {
            let entry = std::mem::take(&mut p.entry);
            let index = match self.repeats.place(&entry, p.at, "key") {
                Place::First => {
                    let index = self.count;
                    self.count += 1;
                    self.repeats.record(&entry, p.at, index);
                    self.sink.entry(index, entry)?;
                    Some(index)
                }
                Place::Same { index } => {
                    self.sink.repeat(index, entry)?;
                    Some(index)
                }
                Place::Different { warning } => {
                    self.sink.warning(warning);
                    None
                }
            };
            indexes.push(index);
        }
        if self.skeleton {
            let mut slots: Vec<(Range<usize>, usize, DictSlot)> =
                Vec::with_capacity(pending.len() + 1);
            for (p, index) in pending.iter().zip(&indexes) {
                let Some(index) = *index else { continue };
                slots.push((p.span.clone(), index, p.kind));
                if let Some((span, kind)) = &p.tail {
                    slots.push((span.clone(), index, *kind));
                }
            }
            slots.sort_by_key(|(span, _, _)| span.start);
            for (span, entry, kind) in slots {
                let start = self.map.map(self.view, span.start);
                let end = self.map.map(self.view, span.end);
                self.sink.slot(Slot {
                    span: start..end,
                    entry: Some(entry as u32),
                    category: None,
                    kind: kind.bits(),
                    target: None,
                });
            }
        }
        Ok(())
    }
}

/// Parses `src` into `sink`.
pub(crate) fn parse(
    src: &[u8],
    ctx: &ParseContext<'_>,
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    let input = XmlInput::new(src)?;
    let view: &[u8] = &input.view;
    let zero_apart = plural_zero::kept_apart(ctx);
    let skeleton = sink.wants_skeleton();
    let mut w = Walker {
        sc: Scanner::new(view, input.start),
        view,
        enc: input.encoding,
        eol: Eol::detect(view),
        zero_apart,
        sink,
        skeleton,
        map: input.offsets(),
        count: 0,
        repeats: Repeats::new(view),
    };
    w.document()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_strings_with_text_are_translatable() {
        assert!(!format_has_text("%#@files@"));
        assert!(!format_has_text("%1$#@count@"));
        assert!(!format_has_text("%#@files@ (%#@bytes@, %#@minutes@)"));
        assert!(!format_has_text(
            "%@ - %#@d2@ - %8$3.2#@f8@ - %11$#@f11@ - %9$@ - %%"
        ));
        assert!(!format_has_text("%@ %2$#@has_rating@"));
        assert!(format_has_text("Your %3$@ list contains %1$#@first@ %2$@."));
        assert!(format_has_text("%#@n@ файлов"));
        assert!(format_has_text("%ld of %#@total@"));
    }
}
