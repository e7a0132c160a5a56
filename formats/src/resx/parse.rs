//! Reading a resx file: walks the tokens of the shared span scanner ([`crate::xml::scan`]) over the
//! file's scanner view, hands each string `<data>` to the sink as soon as its end tag is read, and
//! records where its `<value>` content sits (mapped back to the original bytes for UTF-16).
//! Everything that is not a string value stays literal.
//!
//! Why the hand-written scanner and not quick-xml: slot spans must be byte offsets into the
//! original file whatever its encoding (windows-1252, UTF-16), and the scanner gives attribute
//! spans and refuses anything beyond the predefined entities (see [`crate::xml::scan`]).

use std::borrow::Cow;
use std::collections::HashMap;
use std::ops::Range;

use super::{ResxSlot, Shape};
use crate::error::{ErrorKind, FormatError};
use crate::model::{Entry, Text};
use crate::repeats::{FirstTexts, Found};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};
use crate::xml::encoding::{OffsetMap, XmlEncoding, XmlInput};
use crate::xml::scan::{parse_reference, ScanError, Scanner, Token};
use crate::xml::text::{push_normalized, unescape_into, Eol};

/// Deepest element nesting accepted (a resx file needs about ten, inside its `<xsd:schema>`).
pub(crate) const MAX_DEPTH: usize = 64;

/// Parses `src`, pushing each string entry (and, when the sink wants them, its slot) into `sink`.
pub(crate) fn parse(src: &[u8], sink: &mut dyn Sink) -> Result<(), FormatError> {
    let input = XmlInput::new(src)?;
    let view: &[u8] = &input.view;
    let wants_skeleton = sink.wants_skeleton();
    let mut walker = Walker {
        sc: Scanner::new(view, input.start),
        view,
        view_enc: input.encoding.view_encoding(),
        enc: input.encoding,
        eol: Eol::detect(&view[input.start..]),
        map: input.offsets(),
        names: HashMap::with_capacity_and_hasher(
            view.len() / 200,
            foldhash::fast::RandomState::default(),
        ),
        index: 0,
        texts: FirstTexts::new(),
        wants_skeleton,
        sink,
    };
    walker.document()
}

/// A `<data>` element's start tag, as far as the walker needs it.
struct DataTag {
    /// The whole start tag (or empty-element tag).
    span: Range<usize>,
    /// The decoded `name`.
    name: String,
    /// Where the start tag's attributes end (before whitespace and `>` or `/>`).
    attrs_end: usize,
    /// Where a `<data>` of the same name was first, when one was.
    first_at: Option<usize>,
}

/// What a string `<data>` holds once read.
struct DataBody {
    text: String,
    context: Option<String>,
    slot: Range<usize>,
    shape: Shape,
}

/// Names seen so far (borrowed from the view unless they hold references), hashed with foldhash
/// (randomly seeded, so hostile names cannot flood one bucket), with their start tag offset.
type Names<'a> = HashMap<Cow<'a, str>, usize, foldhash::fast::RandomState>;

struct Walker<'a, 's> {
    sc: Scanner<'a>,
    view: &'a [u8],
    view_enc: XmlEncoding,
    enc: XmlEncoding,
    eol: Eol,
    map: OffsetMap,
    /// Every `<data>` name seen, with the view offset of its start tag.
    names: Names<'a>,
    /// Index of the next entry.
    index: usize,
    /// The texts of the strings handed over, to tell a name defined again with the same text.
    texts: FirstTexts,
    wants_skeleton: bool,
    sink: &'s mut dyn Sink,
}

impl<'a> Walker<'a, '_> {
    fn err(&self, at: usize, message: impl Into<String>) -> FormatError {
        FormatError::at(self.view, at, message)
    }

    fn scan_err(&self, e: ScanError) -> FormatError {
        self.err(e.offset, e.message).with_kind(e.kind)
    }

    /// The next token; the end of the document is an error here (callers are inside an element,
    /// which the scanner reports as unclosed first).
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
                                format!("elements nested deeper than {MAX_DEPTH} levels; expected the flat <root>/<data>/<value> layout of a .resx file"),
                            )
                            .with_kind(ErrorKind::Limit));
                    }
                }
                Ok(tok)
            }
            Ok(None) => Err(self.err(
                self.view.len(),
                "unexpected end of file; expected the end tag of the open element",
            )),
            Err(e) => Err(self.scan_err(e)),
        }
    }

    /// The text of view bytes `r`, decoded from the file's encoding.
    fn decode(&self, r: Range<usize>) -> Result<Cow<'a, str>, FormatError> {
        self.view_enc.decode_range(self.view, r)
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
                        "the DOCTYPE declares entities, which are never expanded; expected a .resx file without entity declarations",
                    ));
                }
                Token::Start { span, name, empty } => {
                    if &self.view[name.clone()] != b"root" {
                        return Err(self.err(
                            span.start,
                            format!(
                                "the root element is <{}>; expected <root> (a .resx or .resw file)",
                                String::from_utf8_lossy(&self.view[name])
                            ),
                        ));
                    }
                    if !empty {
                        self.root()?;
                    }
                }
                _ => {}
            }
        }
    }

    /// The children of `<root>`, up to and including `</root>`.
    fn root(&mut self) -> Result<(), FormatError> {
        loop {
            match self.next()? {
                Token::Start { span, name, empty } if &self.view[name.clone()] == b"data" => {
                    self.data(span, name, empty)?
                }
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

    /// Reads a `<data>` element whose start tag spans `span`.
    fn data(
        &mut self,
        span: Range<usize>,
        name_span: Range<usize>,
        empty: bool,
    ) -> Result<(), FormatError> {
        let attrs_end = self
            .sc
            .attrs()
            .last()
            .map_or(name_span.end, |a| a.value.end + 1);
        let raw = |n: &[u8]| self.sc.attr(n).map(|a| a.value.clone());
        let (name_attr, type_attr, mimetype) = (raw(b"name"), raw(b"type"), raw(b"mimetype"));
        let Some(name_attr) = name_attr else {
            return Err(self.err(
                span.start,
                "<data> without a name; expected name=\"…\" on every <data> element",
            ));
        };
        let name = self.attr_value(name_attr)?;
        let string = mimetype.is_none()
            && match type_attr {
                None => true,
                Some(t) => is_string_type(&self.attr_value(t)?),
            };
        // A name defined again is one string (`crate::repeats`): `emit` tells which place.
        let first_at = self.names.get(&name).copied();
        let designer = name.starts_with(">>") || name.starts_with("$this.");
        if !string || designer {
            self.names.entry(name).or_insert(span.start);
            if !empty {
                self.skip()?;
            }
            return Ok(());
        }
        let tag = DataTag {
            span: span.clone(),
            name: name.to_string(),
            attrs_end,
            first_at,
        };
        self.names.entry(name).or_insert(span.start);
        let body = if empty {
            DataBody {
                text: String::new(),
                context: None,
                slot: tag.attrs_end..tag.span.end,
                shape: Shape::EmptyData,
            }
        } else {
            self.data_body(&tag)?
        };
        self.emit(tag, body)
    }

    /// Reads the children of a string `<data>` through its end tag.
    fn data_body(&mut self, tag: &DataTag) -> Result<DataBody, FormatError> {
        let depth = self.sc.depth();
        let mut value: Option<(String, Range<usize>, Shape)> = None;
        let mut context: Option<String> = None;
        let mut comment_seen = false;
        loop {
            match self.next()? {
                Token::Start { span, name, empty } => {
                    let what = &self.view[name.clone()];
                    if what == b"value" {
                        if value.is_some() {
                            return Err(self.err(
                                span.start,
                                format!("a second <value> in <data name=\"{}\">; expected one <value> per <data>", tag.name),
                            ));
                        }
                        value = Some(if empty {
                            let end = self.sc.attrs().last().map_or(name.end, |a| a.value.end + 1);
                            (String::new(), end..span.end, Shape::EmptyValue)
                        } else {
                            let (text, content) = self.text_content("value", span.end)?;
                            (text, content, Shape::Content)
                        });
                    } else if what == b"comment" {
                        if comment_seen {
                            return Err(self.err(
                                span.start,
                                format!("a second <comment> in <data name=\"{}\">; expected at most one <comment> per <data>", tag.name),
                            ));
                        }
                        comment_seen = true;
                        if !empty {
                            let (text, _) = self.text_content("comment", span.end)?;
                            context = Some(text).filter(|t| !t.trim().is_empty());
                        }
                    } else if !empty {
                        self.skip()?;
                    }
                }
                Token::End { .. } if self.sc.depth() < depth => break,
                _ => {}
            }
        }
        let (text, slot, shape) = value.unwrap_or_else(|| {
            (
                String::new(),
                tag.span.end..tag.span.end,
                Shape::MissingValue,
            )
        });
        Ok(DataBody {
            text,
            context,
            slot,
            shape,
        })
    }

    /// The text of `<value>` or `<comment>` (start tag ending at `content_start`) through its
    /// end tag: character data with references expanded, CDATA unwrapped, line ends normalized.
    /// Markup inside is an error (`ResXResourceReader` would cut the value short there).
    fn text_content(
        &mut self,
        element: &str,
        content_start: usize,
    ) -> Result<(String, Range<usize>), FormatError> {
        let mut text = String::new();
        loop {
            match self.next()? {
                Token::Text(r) => {
                    let start = r.start;
                    let raw = self.decode(r)?;
                    unescape_into(&raw, &mut text).map_err(|(o, m)| self.err(start + o, m))?;
                }
                Token::CData { content, .. } => push_normalized(&self.decode(content)?, &mut text),
                Token::End { span, .. } => return Ok((text, content_start..span.start)),
                Token::Start { span, name, .. } => {
                    return Err(self.err(
                        span.start,
                        format!(
                            "an element <{}> inside <{element}>; expected text only (a `<` in a resource is written `&lt;`)",
                            String::from_utf8_lossy(&self.view[name])
                        ),
                    ))
                }
                other => {
                    return Err(self.err(
                        other.span().start,
                        format!("markup inside <{element}>; expected text only (a `<` in a resource is written `&lt;`)"),
                    ))
                }
            }
        }
    }

    /// An attribute value with references expanded and whitespace normalized as XML does.
    fn attr_value(&self, value: Range<usize>) -> Result<Cow<'a, str>, FormatError> {
        let start = value.start;
        let raw = self.decode(value)?;
        let bytes = raw.as_bytes();
        if !bytes
            .iter()
            .any(|b| matches!(b, b'&' | b'\r' | b'\n' | b'\t'))
        {
            return Ok(raw);
        }
        let mut out = String::with_capacity(raw.len());
        let mut last = 0;
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'&' => {
                    out.push_str(&raw[last..i]);
                    let (len, c) =
                        parse_reference(&bytes[i..]).map_err(|m| self.err(start + i, m))?;
                    out.push(c);
                    i += len;
                    last = i;
                }
                b'\r' | b'\n' | b'\t' => {
                    out.push_str(&raw[last..i]);
                    out.push(' ');
                    i += if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                        2
                    } else {
                        1
                    };
                    last = i;
                }
                _ => i += 1,
            }
        }
        out.push_str(&raw[last..]);
        Ok(Cow::Owned(out))
    }

    /// Hands a string entry to the sink, and its slot when the sink wants the skeleton. A name
    /// defined again with the same text is another place of its string; with another text, or
    /// after a resource that is no string, it is kept as it is and named in a warning.
    fn emit(&mut self, tag: DataTag, body: DataBody) -> Result<(), FormatError> {
        let entry = Entry {
            identifier: Cow::Owned(tag.name),
            context: body.context.map(Cow::Owned),
            text: Text::plain(body.text),
            ..Entry::default()
        };
        let found = Found {
            src: self.view,
            at: tag.span.start,
            first_at: tag.first_at,
            what: "name",
        };
        let Some(index) = self
            .texts
            .hand_over(self.sink, entry, found, &mut self.index)?
        else {
            return Ok(());
        };
        if self.wants_skeleton {
            let start = self.map.map(self.view, body.slot.start);
            let end = self.map.map(self.view, body.slot.end);
            let kind = ResxSlot {
                shape: body.shape,
                eol: self.eol,
                enc: self.enc,
            };
            self.sink.slot(Slot {
                span: start..end,
                entry: Some(index as u32),
                category: None,
                kind: kind.bits(),
                target: None,
            });
        }
        Ok(())
    }
}

/// True for a `type=` naming `System.String` (bare or assembly-qualified): a string resource.
fn is_string_type(t: &str) -> bool {
    let t = t.trim();
    let class = t.split(',').next().unwrap_or("").trim();
    class == "System.String"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_types_are_recognised() {
        assert!(is_string_type("System.String"));
        assert!(is_string_type(
            "System.String, mscorlib, Version=4.0.0.0, Culture=neutral"
        ));
        assert!(!is_string_type("System.Int32, mscorlib"));
        assert!(!is_string_type("System.Strings"));
        assert!(!is_string_type(
            "System.Resources.ResXFileRef, System.Windows.Forms"
        ));
    }
}
