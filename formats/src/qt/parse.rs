//! Reading a `.ts` file: walks the tokens of the shared span scanner ([`crate::xml::scan`]),
//! hands each `<message>` to the sink when its end tag is read, and records the span of its
//! `<translation>` element (or where one goes). Everything else stays literal.
//!
//! Why the hand-written scanner and not quick-xml: slots are byte spans of the original file and
//! attributes need their spans, which the shared scanner gives (see [`crate::xml::scan`]).

use std::borrow::Cow;
use std::collections::HashMap;
use std::ops::Range;

use super::numerus::{forms_by_count, forms_for_count, qt_forms, qt_forms_of_id};
use super::{Shape, TsSlot};
use crate::cldr;
use crate::error::{ErrorKind, FormatError};
use crate::format::ParseContext;
use crate::language::Language;
use crate::model::{
    Entry, PluralCategory, PluralText, Status, Text, Translation, TranslationStatus,
};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};
use crate::xml::encoding::{XmlEncoding, XmlInput};
use crate::xml::scan::{Attr, ScanError, Scanner, Token};
use crate::xml::text::{push_normalized, unescape_into, Eol};

/// Deepest element nesting accepted (a `.ts` file needs five).
pub(crate) const MAX_DEPTH: usize = 32;

/// Parses `src`, pushing each message (and, when the sink wants them, its slot) into `sink`.
pub(crate) fn parse(
    src: &[u8],
    ctx: &ParseContext<'_>,
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    if src.starts_with(b"\xFE\xFF") || src.starts_with(b"\xFF\xFE") {
        return Err(FormatError::at(
            src,
            0,
            "the file is UTF-16 (byte-order mark); expected UTF-8, the only encoding lupdate writes",
        )
        .with_kind(ErrorKind::Encoding));
    }
    if let Err(e) = std::str::from_utf8(src) {
        return Err(FormatError::at(
            src,
            e.valid_up_to(),
            "bytes that are not valid UTF-8; expected UTF-8, the only encoding lupdate writes",
        )
        .with_kind(ErrorKind::Encoding));
    }
    // The shared XML input: characters XML 1.0 forbids anywhere (a NUL) are refused there.
    let input = XmlInput::new(src)?;
    if input.encoding != XmlEncoding::Utf8 {
        return Err(FormatError::at(
            src,
            0,
            format!(
                "the file declares {:?}; expected UTF-8, the only encoding lupdate writes",
                input.encoding
            ),
        )
        .with_kind(ErrorKind::Encoding));
    }
    let start = input.start;
    let mut walker = Walker {
        sc: Scanner::new(src, start),
        src,
        eol: Eol::detect(&src[start..]),
        ctx,
        source_forms: Vec::new(),
        target_lang: None,
        seen: HashMap::new(),
        index: 0,
        wants_skeleton: sink.wants_skeleton(),
        sink,
    };
    walker.document()
}

/// A `<translation>` element as read.
struct TranslationElement {
    /// The whole element.
    span: Range<usize>,
    /// Its `type` attribute.
    kind: Option<String>,
    /// Its text (one item), or its numerus forms.
    forms: Vec<String>,
}

/// What a `<message>` holds once read.
#[derive(Default)]
struct Message {
    source: Option<String>,
    comment: Option<String>,
    extra: Option<String>,
    translator: Option<String>,
    translation: Option<TranslationElement>,
    /// The end of the message's last child element (where a missing translation goes).
    last_child_end: usize,
}

struct Walker<'a, 's> {
    sc: Scanner<'a>,
    src: &'a [u8],
    eol: Eol,
    ctx: &'a ParseContext<'a>,
    /// The numerus forms of the source language.
    source_forms: Vec<PluralCategory>,
    /// The language of the translations (`None`: not known, numerus forms read by count).
    target_lang: Option<Language>,
    /// Identifier → (entry index, source text, numerus), for repeated identifiers.
    seen: HashMap<String, (u32, String, bool)>,
    index: u32,
    wants_skeleton: bool,
    sink: &'s mut dyn Sink,
}

fn lossy(b: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(b)
}

impl<'a> Walker<'a, '_> {
    fn err(&self, at: usize, message: impl Into<String>) -> FormatError {
        FormatError::at(self.src, at, message)
    }

    fn scan_err(&self, e: ScanError) -> FormatError {
        self.err(e.offset, e.message).with_kind(e.kind)
    }

    /// The next token inside an element.
    fn next(&mut self) -> Result<Token, FormatError> {
        match self.sc.next_token() {
            Ok(Some(tok)) => {
                if let Token::Start {
                    span, empty: false, ..
                } = &tok
                {
                    if self.sc.depth() > MAX_DEPTH {
                        return Err(self
                            .err(
                                span.start,
                                format!("elements nested deeper than {MAX_DEPTH} levels; expected the <TS>/<context>/<message> layout of a .ts file"),
                            )
                            .with_kind(ErrorKind::Limit));
                    }
                }
                Ok(tok)
            }
            Ok(None) => Err(self.err(
                self.src.len(),
                "unexpected end of file; expected the end tag of the open element",
            )),
            Err(e) => Err(self.scan_err(e)),
        }
    }

    /// An attribute's value, references expanded.
    fn attr_value(&self, a: &Attr) -> Result<String, FormatError> {
        let raw = lossy(&self.src[a.value.clone()]);
        let mut s = String::with_capacity(raw.len());
        unescape_into(&raw, &mut s).map_err(|(o, m)| self.err(a.value.start + o, m))?;
        Ok(s)
    }

    fn attr(&self, name: &[u8]) -> Result<Option<String>, FormatError> {
        match self.sc.attr(name).cloned() {
            Some(a) => self.attr_value(&a).map(Some),
            None => Ok(None),
        }
    }

    fn document(&mut self) -> Result<(), FormatError> {
        loop {
            let tok = match self.sc.next_token() {
                Ok(Some(tok)) => tok,
                Ok(None) => return Ok(()),
                Err(e) => return Err(self.scan_err(e)),
            };
            match tok {
                Token::Doctype(span) if self.sc.declares_entities => {
                    return Err(self.err(
                        span.start,
                        "the DOCTYPE declares entities, which are never expanded; expected `<!DOCTYPE TS>`",
                    ));
                }
                Token::Start { span, name, empty } => {
                    if &self.src[name.clone()] != b"TS" {
                        return Err(self.err(
                            span.start,
                            format!(
                                "the root element is <{}>; expected <TS> (a Qt Linguist .ts file)",
                                lossy(&self.src[name])
                            ),
                        ));
                    }
                    self.root_tag(name.end)?;
                    if !empty {
                        self.root()?;
                    }
                }
                _ => {}
            }
        }
    }

    /// Reads the `<TS>` start tag's languages and records the language slot.
    fn root_tag(&mut self, name_end: usize) -> Result<(), FormatError> {
        let language = self.sc.attr(b"language").cloned();
        let source_lang = self.attr(b"sourcelanguage")?;
        self.source_forms = match (&source_lang, self.ctx.source) {
            (Some(l), _) if !l.is_empty() => qt_forms_of_id(l),
            (_, Some(l)) => qt_forms(l),
            _ => qt_forms_of_id("en"),
        };
        let file_lang = match &language {
            Some(a) => Some(self.attr_value(a)?).filter(|l| !l.is_empty()),
            None => None,
        };
        self.target_lang = match (self.ctx.targets.first(), &file_lang) {
            (Some(t), _) => Some(t.clone()),
            (None, Some(l)) => Some(cldr::language(l)),
            (None, None) => None,
        };
        if let Some(l) = &file_lang {
            self.sink.language(Cow::Borrowed(l));
        }
        if self.wants_skeleton {
            let (span, shape, quote) = match &language {
                Some(a) => (a.value.clone(), Shape::Language, a.quote),
                None => {
                    let after = self
                        .sc
                        .attr(b"version")
                        .map_or(name_end, |a| a.value.end + 1);
                    (after..after, Shape::NoLanguage, b'"')
                }
            };
            let kind = TsSlot {
                shape,
                numerus: false,
                eol: self.eol,
                single_quote: quote == b'\'',
            };
            self.sink.slot(Slot {
                span,
                entry: None,
                category: None,
                kind: kind.bits(),
                target: None,
            });
        }
        Ok(())
    }

    /// The children of `<TS>` through `</TS>`.
    fn root(&mut self) -> Result<(), FormatError> {
        loop {
            match self.next()? {
                // An empty <context/> holds no message (the last arm).
                Token::Start {
                    name, empty: false, ..
                } if &self.src[name.clone()] == b"context" => self.context()?,
                Token::Start { empty: false, .. } => self.skip()?,
                Token::End { .. } => return Ok(()),
                _ => {}
            }
        }
    }

    /// Skips the element whose start tag was just read, through its end tag.
    fn skip(&mut self) -> Result<(), FormatError> {
        let depth = self.sc.depth();
        loop {
            if let Token::End { .. } = self.next()? {
                if self.sc.depth() < depth {
                    return Ok(());
                }
            }
        }
    }

    /// The children of a `<context>` through its end tag.
    fn context(&mut self) -> Result<(), FormatError> {
        let mut name: Option<String> = None;
        loop {
            match self.next()? {
                Token::Start {
                    span,
                    name: n,
                    empty,
                } => match &self.src[n.clone()] {
                    b"name" => {
                        name = Some(if empty {
                            String::new()
                        } else {
                            self.text("name")?.0
                        });
                    }
                    b"message" => {
                        let numerus = self.attr(b"numerus")?.as_deref() == Some("yes");
                        let id = self.attr(b"id")?.filter(|i| !i.is_empty());
                        if empty {
                            return Err(self.no_source(span.start));
                        }
                        let context = name.clone().unwrap_or_default();
                        self.message(span.start, &context, id, numerus)?;
                    }
                    _ if !empty => self.skip()?,
                    _ => {}
                },
                Token::End { .. } => return Ok(()),
                _ => {}
            }
        }
    }

    fn no_source(&self, at: usize) -> FormatError {
        self.err(
            at,
            "a <message> without <source>; expected <source>…</source> in every message",
        )
    }

    /// The text of the element whose start tag was just read (`what` names it), through its end
    /// tag: character data with references expanded, CDATA unwrapped, line ends read as `\n`,
    /// `<byte value="…"/>` as its character. Returns the text and the end of the end tag.
    fn text(&mut self, what: &str) -> Result<(String, usize), FormatError> {
        let mut text = String::new();
        loop {
            match self.next()? {
                Token::Text(r) => {
                    let start = r.start;
                    let raw = lossy(&self.src[r]);
                    unescape_into(&raw, &mut text).map_err(|(o, m)| self.err(start + o, m))?;
                }
                Token::CData { content, .. } => {
                    push_normalized(&lossy(&self.src[content]), &mut text)
                }
                Token::End { span, .. } => return Ok((text, span.end)),
                Token::Start { span, name, empty } => {
                    let n = &self.src[name];
                    if n == b"byte" && empty {
                        text.push(self.byte(span.start)?);
                    } else if n == b"lengthvariant" {
                        return Err(self
                            .err(
                                span.start,
                                "<lengthvariant> (Qt's length variants) is not supported; expected a translation without length variants",
                            )
                            .with_kind(ErrorKind::Unsupported));
                    } else {
                        return Err(self.err(
                            span.start,
                            format!(
                                "an element <{}> inside <{what}>; expected text (a `<` in a message is written `&lt;`)",
                                lossy(n)
                            ),
                        ));
                    }
                }
                // Comments and processing instructions inside a text are not part of it.
                _ => {}
            }
        }
    }

    /// The character of a `<byte value="x41"/>` (hexadecimal with `x`, else decimal).
    fn byte(&self, at: usize) -> Result<char, FormatError> {
        let value = self.attr(b"value")?.unwrap_or_default();
        let n = match value.strip_prefix('x') {
            Some(hex) => u32::from_str_radix(hex, 16).ok(),
            None => value.parse::<u32>().ok(),
        };
        n.and_then(char::from_u32).ok_or_else(|| {
            self.err(
                at,
                format!(
                    "<byte value=\"{value}\"/>; expected a character number such as `x7` or `7`"
                ),
            )
        })
    }

    /// The numerus forms of a `<translation>` whose start tag was just read, through its end
    /// tag; returns them and the end of the end tag.
    fn numerus_forms(&mut self) -> Result<(Vec<String>, usize), FormatError> {
        let mut forms = Vec::new();
        loop {
            match self.next()? {
                Token::Text(r) => {
                    if let Some(p) = self.src[r.clone()]
                        .iter()
                        .position(|b| !b" \t\r\n".contains(b))
                    {
                        return Err(self.err(
                            r.start + p,
                            "text between numerus forms; expected <numerusform> elements in a numerus=\"yes\" translation",
                        ));
                    }
                }
                Token::Start { span, name, empty } => match &self.src[name] {
                    b"numerusform" if empty => forms.push(String::new()),
                    b"numerusform" => forms.push(self.text("numerusform")?.0),
                    b"lengthvariant" => {
                        return Err(self
                            .err(
                                span.start,
                                "<lengthvariant> (Qt's length variants) is not supported; expected a translation without length variants",
                            )
                            .with_kind(ErrorKind::Unsupported))
                    }
                    other => {
                        return Err(self.err(
                            span.start,
                            format!(
                                "an element <{}> in a numerus translation; expected <numerusform>",
                                lossy(other)
                            ),
                        ))
                    }
                },
                Token::End { span, .. } => return Ok((forms, span.end)),
                Token::CData { span, .. } => {
                    return Err(self.err(
                        span.start,
                        "text between numerus forms; expected <numerusform> elements in a numerus=\"yes\" translation",
                    ))
                }
                _ => {}
            }
        }
    }

    /// Reads a `<message>` (start tag at `start`) through its end tag and hands it over.
    fn message(
        &mut self,
        start: usize,
        context: &str,
        id: Option<String>,
        numerus: bool,
    ) -> Result<(), FormatError> {
        // `last_child_end` is set by every child; a message without children has no <source>
        // and is refused below.
        let mut m = Message::default();
        loop {
            match self.next()? {
                Token::Start { span, name, empty } => {
                    let n = self.src[name].to_vec();
                    let once = |seen: bool, w: &Walker| {
                        if seen {
                            Err(w.err(
                                span.start,
                                format!("a second <{}> in one <message>; expected one", lossy(&n)),
                            ))
                        } else {
                            Ok(())
                        }
                    };
                    let end = match n.as_slice() {
                        b"source" => {
                            once(m.source.is_some(), self)?;
                            let (t, end) = if empty {
                                (String::new(), span.end)
                            } else {
                                self.text("source")?
                            };
                            m.source = Some(t);
                            end
                        }
                        b"comment" | b"extracomment" | b"translatorcomment" => {
                            let (t, end) = if empty {
                                (String::new(), span.end)
                            } else {
                                self.text(&String::from_utf8_lossy(&n))?
                            };
                            let slot = match n.as_slice() {
                                b"comment" => &mut m.comment,
                                b"extracomment" => &mut m.extra,
                                _ => &mut m.translator,
                            };
                            *slot = Some(t);
                            end
                        }
                        b"translation" => {
                            once(m.translation.is_some(), self)?;
                            let kind = self.attr(b"type")?;
                            let (forms, end) = if empty {
                                (
                                    if numerus {
                                        Vec::new()
                                    } else {
                                        vec![String::new()]
                                    },
                                    span.end,
                                )
                            } else if numerus {
                                self.numerus_forms()?
                            } else {
                                let (t, end) = self.text("translation")?;
                                (vec![t], end)
                            };
                            m.translation = Some(TranslationElement {
                                span: span.start..end,
                                kind,
                                forms,
                            });
                            end
                        }
                        _ if empty => span.end,
                        _ => {
                            let depth = self.sc.depth();
                            self.sc
                                .skip_element(depth)
                                .map_err(|e| self.scan_err(e))?
                                .end
                        }
                    };
                    m.last_child_end = end;
                }
                Token::End { .. } => break,
                _ => {}
            }
        }
        let Some(source) = m.source.take() else {
            return Err(self.no_source(start));
        };
        self.emit(context, id, numerus, source, m)
    }

    /// Hands a message to the sink (and its slot when the sink wants it).
    fn emit(
        &mut self,
        context: &str,
        id: Option<String>,
        numerus: bool,
        source: String,
        m: Message,
    ) -> Result<(), FormatError> {
        let kind = m.translation.as_ref().and_then(|t| t.kind.as_deref());
        if matches!(kind, Some("obsolete" | "vanished")) {
            return Ok(());
        }
        let identifier = match id {
            Some(id) => id,
            None => identifier(context, m.comment.as_deref().unwrap_or(""), &source),
        };
        let slot_of = |entry: u32, w: &Walker| {
            let (span, shape) = match &m.translation {
                Some(t) => (t.span.clone(), Shape::Translation),
                None => (m.last_child_end..m.last_child_end, Shape::Missing),
            };
            let kind = TsSlot {
                shape,
                numerus,
                eol: w.eol,
                single_quote: false,
            };
            Slot {
                span,
                entry: Some(entry),
                category: None,
                kind: kind.bits(),
                target: None,
            }
        };
        if let Some((first, text, was_numerus)) = self.seen.get(&identifier) {
            if self.wants_skeleton && *text == source && *was_numerus == numerus {
                let slot = slot_of(*first, self);
                self.sink.slot(slot);
            }
            return Ok(());
        }
        let context_text: Vec<&str> = [&m.comment, &m.extra, &m.translator]
            .into_iter()
            .filter_map(|c| c.as_deref().map(str::trim))
            .filter(|c| !c.is_empty())
            .collect();
        let status = if kind == Some("unfinished") {
            Status::Untranslated
        } else {
            Status::Translated
        };
        let mut entry = Entry {
            identifier: Cow::Owned(identifier.clone()),
            context: (!context_text.is_empty()).then(|| Cow::Owned(context_text.join("\n"))),
            ..Entry::default()
        };
        if numerus {
            let forms: PluralText = self
                .source_forms
                .iter()
                .map(|&c| (c, Cow::Owned(source.clone())))
                .collect();
            entry.has_plurals = true;
            entry.text = Text::Plural(forms);
            // An empty unfinished `<translation>` (lupdate writes one for every new message) is
            // no translation; an empty finished one is the translation "".
            if let Some(t) = m
                .translation
                .as_ref()
                .filter(|t| status != Status::Untranslated || t.forms.iter().any(|f| !f.is_empty()))
            {
                let cats = match &self.target_lang {
                    Some(l) if t.forms.is_empty() => qt_forms(l),
                    Some(l) => forms_for_count(l, t.forms.len()),
                    None => forms_by_count(t.forms.len()),
                };
                let map: PluralText = cats
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| (c, Cow::Owned(t.forms.get(i).cloned().unwrap_or_default())))
                    .collect();
                entry.existing = Some(Translation {
                    text: Text::Plural(map),
                    status: TranslationStatus::Single(status),
                });
            }
        } else {
            entry.text = Text::plain(source.clone());
            if let Some(t) = m
                .translation
                .as_ref()
                .filter(|t| status != Status::Untranslated || t.forms.iter().any(|f| !f.is_empty()))
            {
                entry.existing = Some(Translation {
                    text: Text::plain(t.forms.first().cloned().unwrap_or_default()),
                    status: TranslationStatus::Single(status),
                });
            }
        }
        let index = self.index;
        self.index += 1;
        self.sink.entry(index as usize, entry)?;
        if self.wants_skeleton {
            let slot = slot_of(index, self);
            self.sink.slot(slot);
        }
        self.seen.insert(identifier, (index, source, numerus));
        Ok(())
    }
}

/// The identifier of a message without `id`: lconvert's PO `msgctxt` (the context with `~` and
/// `|` escaped by `~`, `|`, the comment), U+0004, the source text.
pub(crate) fn identifier(context: &str, comment: &str, source: &str) -> String {
    let mut s = String::with_capacity(context.len() + comment.len() + source.len() + 2);
    for c in context.chars() {
        if c == '~' || c == '|' {
            s.push('~');
        }
        s.push(c);
    }
    s.push('|');
    s.push_str(comment);
    s.push('\u{4}');
    s.push_str(source);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_escape_the_context_as_lconvert_does() {
        assert_eq!(
            identifier("Main|Win", "verb", "Open"),
            "Main~|Win|verb\u{4}Open"
        );
        assert_eq!(identifier("a~b", "", "x"), "a~~b|\u{4}x");
    }
}
