//! Reading a `strings.xml` file: walks quick-xml events over the original bytes, turns
//! `<string>`, `<string-array>` items and `<plurals>` into entries handed to the sink as each
//! element ends, and (when the sink wants the skeleton) the byte span of every value as a slot
//! right after its entry. Everything else (other resource types, comments, `<skip/>`, blank lines,
//! attributes) stays literal.

use std::borrow::Cow;
use std::ops::Range;

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

use super::escape::Style;
use super::flatten::{flatten, flatten_plain_cow, is_android_space, FlattenError, Piece};
use super::markup::resolve_reference;
use super::{meta, AndroidSlot, Namespaces, Shape};
use crate::control_chars::find_control_char;
use crate::error::{ErrorKind, FormatError};
use crate::model::{Entry, PluralCategory, PluralText, Text};
use crate::repeats::FirstTexts;
use crate::sink::{SeenIds, Sink};
use crate::skeleton::{Slot, TypedKind};
use crate::xml::scan::forbidden_char_message;

/// Deepest inline markup nesting accepted inside one value.
const MAX_VALUE_DEPTH: usize = 64;
/// Deepest nesting accepted inside a skipped (non-string) resource.
const MAX_SKIP_DEPTH: usize = 256;

/// Parses a file into `sink`. A repeated name is reported once the whole file has been read (a
/// syntax error later in the file is reported first, as a whole-file check would).
pub(crate) fn parse(src: &[u8], sink: &mut dyn Sink) -> Result<(), FormatError> {
    if src.starts_with(&[0xFF, 0xFE])
        || src.starts_with(&[0xFE, 0xFF])
        || src.starts_with(b"<\0")
        || src.starts_with(b"\0<")
    {
        return Err(FormatError::at(
            src,
            0,
            "this file is UTF-16; expected a UTF-8 strings.xml (save it as UTF-8)",
        )
        .with_kind(ErrorKind::Encoding));
    }
    let base = if src.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let text = crate::simd::validate(&src[base..]).map_err(|bad| {
        FormatError::at(
            src,
            base + bad,
            "invalid UTF-8; expected a UTF-8 encoded file",
        )
        .with_kind(ErrorKind::Encoding)
    })?;
    if let Some((at, c)) = find_control_char(text.as_bytes(), true) {
        return Err(FormatError::at(src, base + at, forbidden_char_message(c)));
    }
    let mut reader = Reader::from_str(text);
    let config = reader.config_mut();
    config.check_end_names = true;
    config.check_comments = true;
    config.trim_text(false);
    config.expand_empty_elements = false;
    let mut walker = Walker {
        src,
        text,
        base,
        reader,
        skeleton: sink.wants_skeleton(),
        sink,
        count: 0,
        pending: None,
        ids: SeenIds::new(src, src.len() / 160),
        texts: FirstTexts::new(),
        ns: Namespaces::default(),
        events: Vec::new(),
        pieces: Vec::new(),
        buf: String::new(),
    };
    walker.document()
}

/// One event with its absolute byte range in the file.
type Spanned<'a> = (Range<usize>, Event<'a>);

struct Walker<'a, 's> {
    src: &'a [u8],
    text: &'a str,
    base: usize,
    reader: Reader<&'a [u8]>,
    sink: &'s mut dyn Sink,
    /// Whether the sink wants slots.
    skeleton: bool,
    /// Entries handed over so far.
    count: usize,
    /// The slot of the entry being read, handed over right after it.
    pending: Option<Slot>,
    ids: SeenIds<'a>,
    /// What each entry held, for a name defined again.
    texts: FirstTexts,
    /// `kind` bits telling which namespace prefixes the root declares.
    ns: Namespaces,
    /// Scratch buffer of a value's events.
    events: Vec<Spanned<'a>>,
    /// Scratch buffers of a value's pieces and decoded text.
    pieces: Vec<Piece<'a>>,
    buf: String,
}

/// What a resource element says about its entries.
struct Meta<'a> {
    /// The name, borrowed from the file when the attribute needed no unescaping.
    name: Cow<'a, str>,
    context: Option<String>,
    max_length: Option<u64>,
    hidden: bool,
}

/// A value read from `<string>` or `<item>`.
struct Value<'a> {
    /// The text, borrowed from the file when it needed no unescaping.
    text: Cow<'a, str>,
    content: Range<usize>,
    style: Style,
    reference: bool,
}

impl<'a> Walker<'a, '_> {
    /// The kind of a `<string>` value slot of this file with shape `shape`.
    fn slot(&self, shape: Shape) -> AndroidSlot {
        AndroidSlot {
            shape,
            item: false,
            group: false,
            ns: self.ns,
        }
    }

    fn err(&self, at: usize, msg: impl Into<String>) -> FormatError {
        FormatError::at(self.src, at, msg)
    }

    /// `value` with the file's lifetime when it is a slice of the file (an attribute value
    /// quick-xml hands over without unescaping), else owned.
    fn borrowed(&self, value: Cow<'_, str>) -> Cow<'a, str> {
        let text: &'a str = self.text;
        let start = (value.as_ptr() as usize).wrapping_sub(text.as_ptr() as usize);
        match text.get(start..start.wrapping_add(value.len())) {
            Some(s) if matches!(value, Cow::Borrowed(_)) && s.as_ptr() == value.as_ptr() => {
                Cow::Borrowed(s)
            }
            _ => Cow::Owned(value.into_owned()),
        }
    }

    fn next(&mut self) -> Result<Spanned<'a>, FormatError> {
        let start = self.base + self.reader.buffer_position() as usize;
        match self.reader.read_event() {
            Ok(ev) => Ok((
                start..self.base + self.reader.buffer_position() as usize,
                ev,
            )),
            Err(e) => {
                let at = self.base + self.reader.error_position() as usize;
                Err(self.err(at, format!("malformed XML: {e}")))
            }
        }
    }

    fn document(&mut self) -> Result<(), FormatError> {
        let mut seen_root = false;
        loop {
            let (span, ev) = self.next()?;
            match ev {
                Event::Decl(d) => {
                    if let Some(Ok(enc)) = d.encoding() {
                        let e = enc.to_ascii_lowercase();
                        if !matches!(e.as_str(), "utf-8" | "utf8" | "us-ascii" | "ascii") {
                            return Err(self.err(
                                span.start,
                                format!("the XML declaration says encoding=\"{enc}\"; expected UTF-8 (only UTF-8 files are supported)"),
                            ));
                        }
                    }
                }
                Event::DocType(d) => {
                    if d.contains("<!ENTITY") {
                        return Err(self.err(
                            span.start,
                            "DOCTYPE declares entities; expected no entity declarations (entities are never expanded)",
                        ));
                    }
                }
                Event::Comment(_) | Event::PI(_) => {}
                Event::Text(t) => {
                    if !t.trim_matches(is_xml_space).is_empty() {
                        let what = if seen_root {
                            "after </resources>"
                        } else {
                            "before <resources>"
                        };
                        return Err(self.err(
                            span.start,
                            format!(
                                "text is not allowed {what}; expected only comments and whitespace"
                            ),
                        ));
                    }
                }
                Event::Start(e) | Event::Empty(e) if !seen_root => {
                    let empty = self.src.get(span.end.saturating_sub(2)) == Some(&b'/');
                    if e.name().as_ref() != "resources" {
                        return Err(self.err(
                            span.start,
                            format!(
                                "the root element is <{}>; expected <resources>",
                                e.name().as_ref()
                            ),
                        ));
                    }
                    self.root_namespaces(&e, span.start)?;
                    seen_root = true;
                    if !empty {
                        self.resources(span.start)?;
                    }
                }
                Event::Eof => {
                    if !seen_root {
                        return Err(self.err(
                            self.src.len(),
                            "no <resources> element; expected an Android resources file",
                        ));
                    }
                    return Ok(());
                }
                _ => {
                    let msg = if seen_root {
                        "unexpected content after </resources>; expected only comments and whitespace"
                    } else {
                        "unexpected content before <resources>; expected the XML declaration, comments and whitespace"
                    };
                    return Err(self.err(span.start, msg));
                }
            }
        }
    }

    fn root_namespaces(&mut self, e: &BytesStart<'a>, at: usize) -> Result<(), FormatError> {
        for attr in e.attributes() {
            let attr = attr.map_err(|err| self.err(at, format!("malformed attribute: {err}")))?;
            if let Some(prefix) = attr.key.as_ref().strip_prefix("xmlns:") {
                if prefix == "xliff" {
                    self.ns.xliff = true;
                } else {
                    self.ns.other = true;
                }
            }
        }
        Ok(())
    }

    /// The children of `<resources>`, up to and including its end tag.
    fn resources(&mut self, root_at: usize) -> Result<(), FormatError> {
        let mut comment: Option<Cow<'a, str>> = None;
        loop {
            let (span, ev) = self.next()?;
            match ev {
                Event::Comment(c) => comment = Some(c.into_inner()),
                // Stray text between resources is ignored, as in upstream files that build fine
                // (e.g. a doubled `-->` after a comment); references in it must still be valid.
                Event::Text(_) | Event::CData(_) => {}
                Event::GeneralRef(r) => {
                    self.reference(&r, span.start)?;
                }
                Event::PI(_) => {}
                Event::Start(e) => {
                    let c = comment.take();
                    let c = c.as_deref();
                    match e.name().as_ref() {
                        "string" => self.string(&e, span, c)?,
                        "string-array" => self.array(&e, span, c)?,
                        "plurals" => self.plurals(&e, span, c)?,
                        _ => self.skip_element(span.start)?,
                    }
                }
                Event::Empty(e) => {
                    let c = comment.take();
                    let c = c.as_deref();
                    if e.name().as_ref() == "string" {
                        let meta = self.meta(&e, span.start, c)?;
                        self.self_closing(meta, span, false, 0)?;
                    } else if matches!(e.name().as_ref(), "string-array" | "plurals") {
                        self.meta(&e, span.start, c)?; // validated; nothing to translate
                    } else {
                        self.check_attributes(&e, span.start)?;
                    }
                }
                Event::End(_) => return Ok(()),
                Event::Eof => return Err(self.err(
                    root_at,
                    "<resources> is never closed; expected </resources> before the end of the file",
                )),
                Event::Decl(_) | Event::DocType(_) => {
                    return Err(self.err(span.start, "unexpected declaration inside <resources>"))
                }
            }
        }
    }

    /// Skips an element this format does not translate, checking it is well formed.
    fn skip_element(&mut self, at: usize) -> Result<(), FormatError> {
        let mut depth = 1usize;
        loop {
            let (span, ev) = self.next()?;
            match ev {
                Event::Start(e) => {
                    self.check_attributes(&e, span.start)?;
                    depth += 1;
                    if depth > MAX_SKIP_DEPTH {
                        return Err(self.err(
                            span.start,
                            format!("elements nested more than {MAX_SKIP_DEPTH} deep"),
                        ));
                    }
                }
                Event::Empty(e) => self.check_attributes(&e, span.start)?,
                Event::GeneralRef(r) => self.reference(&r, span.start).map(|_| ())?,
                Event::End(_) => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Event::Eof => {
                    return Err(self.err(
                        at,
                        "element is never closed; expected its end tag before the end of the file",
                    ))
                }
                Event::Decl(_) | Event::DocType(_) => {
                    return Err(self.err(span.start, "unexpected declaration inside an element"))
                }
                _ => {}
            }
        }
    }

    fn check_attributes(&self, e: &BytesStart<'a>, at: usize) -> Result<(), FormatError> {
        for attr in e.attributes() {
            let attr = attr.map_err(|err| self.attr_error(at, err))?;
            decode_attr(&attr.value).map_err(|m| self.err(at, m))?;
        }
        Ok(())
    }

    fn attr_error(&self, at: usize, err: quick_xml::events::attributes::AttrError) -> FormatError {
        use quick_xml::events::attributes::AttrError as A;
        let rel = match err {
            A::ExpectedEq(p)
            | A::ExpectedValue(p)
            | A::UnquotedValue(p)
            | A::ExpectedQuote(p, _)
            | A::Duplicated(p, _) => p,
        };
        self.err(at + rel, format!("malformed attribute: {err}"))
    }

    fn reference(&self, r: &str, at: usize) -> Result<char, FormatError> {
        resolve_reference(r).ok_or_else(|| {
            self.err(
                at,
                format!("unknown or invalid reference `&{r};`; expected &lt; &gt; &amp; &quot; &apos; or a character reference such as &#233; (entities are never expanded)"),
            )
        })
    }

    /// Name, context, max length and hidden flag of a resource element.
    fn meta(
        &self,
        e: &BytesStart<'a>,
        at: usize,
        comment: Option<&str>,
    ) -> Result<Meta<'a>, FormatError> {
        let mut name = None;
        let mut product = None;
        let mut comment_attr = None;
        let mut max_length = None;
        let mut hidden = false;
        for attr in e.attributes() {
            let attr = attr.map_err(|err| self.attr_error(at, err))?;
            let value = decode_attr(&attr.value).map_err(|m| self.err(at, m))?;
            match attr.key.as_ref() {
                "name" => name = Some(self.borrowed(value)),
                "product" => product = Some(value.into_owned()),
                "comment" => comment_attr = Some(value.trim().to_string()),
                "translatable" => hidden = value.trim() == "false",
                "maxLength" => {
                    max_length = Some(value.trim().parse::<u64>().map_err(|_| {
                        self.err(at, format!("maxLength=\"{value}\" is not a number; expected a non-negative integer"))
                    })?)
                }
                _ => {}
            }
        }
        let Some(mut name) = name.filter(|n| !n.trim().is_empty()) else {
            return Err(self.err(
                at,
                format!(
                    "<{}> has no name; expected a name=\"…\" attribute",
                    e.name().as_ref()
                ),
            ));
        };
        if let Some(p) = product.filter(|p| !p.is_empty()) {
            let name = name.to_mut();
            name.push_str("[product=");
            name.push_str(&p);
            name.push(']');
        }
        let comment = comment.map(meta::comment_text).filter(|c| !c.is_empty());
        let max_length = max_length.or_else(|| comment.as_deref().and_then(meta::char_limit));
        let context = match (comment, comment_attr.filter(|c| !c.is_empty())) {
            (Some(c), Some(a)) => Some(format!("{c}\n{a}")),
            (c, a) => c.or(a),
        };
        Ok(Meta {
            name,
            context,
            max_length,
            hidden,
        })
    }

    /// Records the slot of the next entry (index `entry`), when the sink wants slots.
    fn pend(&mut self, span: Range<usize>, entry: usize, kind: AndroidSlot) {
        if self.skeleton {
            self.pending = Some(Slot {
                span,
                entry: Some(entry as u32),
                category: None,
                kind: kind.bits(),
                target: None,
            });
        }
    }

    fn push_entry(
        &mut self,
        identifier: Cow<'a, str>,
        meta: &Meta<'_>,
        text: Text<'a>,
        at: usize,
    ) -> Result<(), FormatError> {
        self.push_entry_with(identifier, meta, meta.context.clone(), text, at)
    }

    fn push_entry_with(
        &mut self,
        identifier: Cow<'a, str>,
        meta: &Meta<'_>,
        context: Option<String>,
        text: Text<'a>,
        at: usize,
    ) -> Result<(), FormatError> {
        let slot = self.pending.take();
        let plural = text.is_plural();
        let entry = Entry {
            identifier,
            context: context.map(Cow::Owned),
            max_length: meta.max_length,
            is_hidden: meta.hidden.then_some(true),
            has_plurals: plural,
            text,
            ..Entry::default()
        };
        // A name defined again is one string (see `crate::repeats`; aapt refuses it, but
        // merged or hand-edited files have it): the same text is another place of the first,
        // built too; another text is kept as it is and named in a warning.
        let index = match self.ids.insert(&entry.identifier, at) {
            Ok(()) => {
                let index = self.count;
                self.count += 1;
                self.texts.push(at, &entry);
                self.sink.entry(index, entry)?;
                index
            }
            Err(first) => match self.texts.again(self.src, &entry, first, at, "name") {
                Ok(index) => {
                    self.sink.repeat(index, entry)?;
                    index
                }
                Err(warning) => {
                    self.sink.warning(warning);
                    return Ok(());
                }
            },
        };
        if let Some(mut slot) = slot {
            slot.entry = Some(index as u32);
            self.sink.slot(slot);
        }
        Ok(())
    }

    fn string(
        &mut self,
        e: &BytesStart<'a>,
        open: Range<usize>,
        comment: Option<&str>,
    ) -> Result<(), FormatError> {
        let meta = self.meta(e, open.start, comment)?;
        let value = self.value(open.clone(), "string")?;
        if value.reference {
            return Ok(()); // a resource reference (`@string/x`), not text
        }
        self.pend(
            value.content,
            self.count,
            self.slot(Shape::Value(value.style)),
        );
        let mut meta = meta;
        let name = std::mem::take(&mut meta.name);
        let context = meta.context.take();
        self.push_entry_with(name, &meta, context, Text::Plain(value.text), open.start)
    }

    fn self_closing(
        &mut self,
        meta: Meta<'a>,
        tag: Range<usize>,
        item: bool,
        index: usize,
    ) -> Result<(), FormatError> {
        let id = if item {
            Cow::Owned(format!("{}[{index}]", meta.name))
        } else {
            meta.name.clone()
        };
        let slot_kind = AndroidSlot {
            item,
            ..self.slot(Shape::SelfClosing)
        };
        self.pend(tag.end - 2..tag.end, self.count, slot_kind);
        self.push_entry(id, &meta, Text::Plain(Cow::Borrowed("")), tag.start)
    }

    fn array(
        &mut self,
        e: &BytesStart<'a>,
        open: Range<usize>,
        comment: Option<&str>,
    ) -> Result<(), FormatError> {
        let meta = self.meta(e, open.start, comment)?;
        let mut index = 0usize;
        loop {
            let (span, ev) = self.next()?;
            match ev {
                Event::Start(item) if item.name().as_ref() == "item" => {
                    self.check_attributes(&item, span.start)?;
                    let value = self.value(span.clone(), "item")?;
                    if !value.reference {
                        self.pend(
                            value.content,
                            self.count,
                            AndroidSlot {
                                item: true,
                                ..self.slot(Shape::Value(value.style))
                            },
                        );
                        self.push_entry(
                            Cow::Owned(format!("{}[{index}]", meta.name)),
                            &meta,
                            Text::Plain(value.text),
                            span.start,
                        )?;
                    }
                    index += 1;
                }
                Event::Empty(item) if item.name().as_ref() == "item" => {
                    self.check_attributes(&item, span.start)?;
                    let m = Meta {
                        name: meta.name.clone(),
                        context: meta.context.clone(),
                        max_length: meta.max_length,
                        hidden: meta.hidden,
                    };
                    self.self_closing(m, span, true, index)?;
                    index += 1;
                }
                Event::End(_) => return Ok(()),
                Event::Comment(_) | Event::PI(_) => {}
                Event::Text(t) if t.trim_matches(is_xml_space).is_empty() => {}
                Event::Eof => {
                    return Err(self.err(
                        open.start,
                        "<string-array> is never closed; expected </string-array>",
                    ))
                }
                _ => {
                    return Err(self.err(
                        span.start,
                        "unexpected content in <string-array>; expected <item> elements",
                    ))
                }
            }
        }
    }

    fn plurals(
        &mut self,
        e: &BytesStart<'a>,
        open: Range<usize>,
        comment: Option<&str>,
    ) -> Result<(), FormatError> {
        let meta = self.meta(e, open.start, comment)?;
        let mut forms = PluralText::new();
        let mut style = None;
        loop {
            let (span, ev) = self.next()?;
            match ev {
                Event::Start(ref item) | Event::Empty(ref item)
                    if item.name().as_ref() == "item" =>
                {
                    let category = self.quantity(item, span.start)?;
                    let (text, s) = if matches!(ev, Event::Start(_)) {
                        let value = self.value(span.clone(), "item")?;
                        (value.text, value.style)
                    } else {
                        (Cow::Borrowed(""), Style::Plain)
                    };
                    style.get_or_insert(s);
                    if forms.insert(category, text).is_some() {
                        return Err(self.err(span.start, format!("quantity \"{category}\" appears twice in this <plurals>; expected each quantity once")));
                    }
                }
                Event::End(_) => {
                    if !forms.is_empty() {
                        let kind = AndroidSlot {
                            group: true,
                            ..self.slot(Shape::Value(style.unwrap_or(Style::Plain)))
                        };
                        self.pend(open.end..span.start, self.count, kind);
                        let mut meta = meta;
                        let name = std::mem::take(&mut meta.name);
                        let context = meta.context.take();
                        self.push_entry_with(
                            name,
                            &meta,
                            context,
                            Text::Plural(forms),
                            open.start,
                        )?;
                    }
                    return Ok(());
                }
                Event::Comment(_) | Event::PI(_) => {}
                Event::Text(t) if t.trim_matches(is_xml_space).is_empty() => {}
                Event::Eof => {
                    return Err(
                        self.err(open.start, "<plurals> is never closed; expected </plurals>")
                    )
                }
                _ => {
                    return Err(self.err(
                        span.start,
                        "unexpected content in <plurals>; expected <item quantity=\"…\"> elements",
                    ))
                }
            }
        }
    }

    fn quantity(&self, item: &BytesStart<'a>, at: usize) -> Result<PluralCategory, FormatError> {
        let mut quantity = None;
        for attr in item.attributes() {
            let attr = attr.map_err(|err| self.attr_error(at, err))?;
            let value = decode_attr(&attr.value).map_err(|m| self.err(at, m))?;
            if attr.key.as_ref() == "quantity" {
                quantity = Some(value.trim().to_string());
            }
        }
        let Some(q) = quantity else {
            return Err(self.err(at, "<item> in <plurals> has no quantity; expected quantity=\"zero|one|two|few|many|other\""));
        };
        PluralCategory::parse(&q).ok_or_else(|| {
            self.err(
                at,
                format!("unknown quantity \"{q}\"; expected zero, one, two, few, many or other"),
            )
        })
    }

    /// Reads the content of `<string>` / `<item>` whose start tag spans `open`, up to and including
    /// its end tag.
    fn value(&mut self, open: Range<usize>, element: &str) -> Result<Value<'a>, FormatError> {
        let mut events = std::mem::take(&mut self.events);
        events.clear();
        let mut depth = 0usize;
        let close_start = loop {
            let (span, ev) = self.next()?;
            match ev {
                Event::Start(ref e) => {
                    self.check_attributes(e, span.start)?;
                    depth += 1;
                    if depth > MAX_VALUE_DEPTH {
                        return Err(self.err(span.start, format!("inline markup nested more than {MAX_VALUE_DEPTH} deep")));
                    }
                }
                Event::Empty(ref e) => self.check_attributes(e, span.start)?,
                Event::End(_) => {
                    if depth == 0 {
                        break span.start;
                    }
                    depth -= 1;
                }
                Event::Eof => {
                    return Err(self.err(open.start, format!("<{element}> is never closed; expected </{element}> before the end of the file")))
                }
                Event::Decl(_) | Event::DocType(_) => {
                    return Err(self.err(span.start, format!("unexpected declaration inside <{element}>")))
                }
                _ => {}
            }
            events.push((span, ev));
        };
        let content = open.end..close_start;
        let mut pieces = std::mem::take(&mut self.pieces);
        let mut buf = std::mem::take(&mut self.buf);
        pieces.clear();
        buf.clear();
        let result = self.flatten_events(&events, content.clone(), &mut pieces, &mut buf);
        self.events = events;
        self.pieces = pieces;
        self.buf = buf;
        result
    }

    fn flatten_events(
        &self,
        events: &[Spanned<'a>],
        content: Range<usize>,
        pieces: &mut Vec<Piece<'a>>,
        buf: &mut String,
    ) -> Result<Value<'a>, FormatError> {
        let src_text: &'a str = self.text;
        let raw: &'a str = &src_text[content.start - self.base..content.end - self.base];
        // Fast path: one run of text without references or CDATA (the run is all of `raw`),
        // borrowed from the file when nothing in it needs unescaping.
        if let [(_, Event::Text(_))] = events {
            let decoded = normalize_newlines(raw);
            let reference = starts_reference(&decoded);
            let text = flatten_plain_cow(decoded)
                .map_err(|(k, m)| self.flatten_error(content.clone(), k, m))?;
            return Ok(Value {
                text,
                content,
                style: quoted_or_plain(raw, false),
                reference,
            });
        }
        // The current run: where it starts in `buf` and which source bytes it covers.
        let mut run: Option<(usize, Range<usize>)> = None;
        let mut cdata_sections = 0usize;
        let mut other_content = false;
        let flush =
            |run: &mut Option<(usize, Range<usize>)>, buf: &str, pieces: &mut Vec<Piece<'a>>| {
                if let Some((from, src)) = run.take() {
                    if from < buf.len() {
                        pieces.push(Piece::Text(from..buf.len(), src));
                    }
                }
            };
        for (span, ev) in events {
            let start = buf.len();
            match ev {
                Event::Text(t) => {
                    if !t.trim_matches(is_xml_space).is_empty() {
                        other_content = true;
                    }
                    buf.push_str(&normalize_newlines(t));
                }
                Event::GeneralRef(r) => {
                    other_content = true;
                    buf.push(self.reference(r, span.start)?);
                }
                Event::CData(c) => {
                    cdata_sections += 1;
                    buf.push_str(&normalize_newlines(c));
                }
                Event::Start(_) | Event::Empty(_) | Event::End(_) => {
                    other_content = true;
                    flush(&mut run, buf, pieces);
                    let raw_tag = &self.text[span.start - self.base..span.end - self.base];
                    pieces.push(Piece::Tag {
                        raw: raw_tag,
                        span: !tag_name(raw_tag).contains(':'),
                        opens: !matches!(ev, Event::End(_)),
                    });
                    continue;
                }
                _ => continue,
            }
            let r = run.get_or_insert((start, span.clone()));
            r.1.end = span.end;
        }
        flush(&mut run, buf, pieces);
        let has_span = pieces.iter().any(|p| {
            matches!(
                p,
                Piece::Tag {
                    span: true,
                    opens: true,
                    ..
                }
            )
        });
        // aapt2's raw string is all the text, tags left out: it decides "resource reference".
        let reference = !has_span && {
            let first_text = pieces.iter().find_map(|p| match p {
                Piece::Text(r, _)
                    if !buf[r.clone()]
                        .trim_start_matches(is_android_space)
                        .is_empty() =>
                {
                    Some(r.clone())
                }
                _ => None,
            });
            first_text.is_some_and(|r| starts_reference(&buf[r]))
        };
        let mut text = String::with_capacity(raw.len());
        flatten(pieces, buf, &mut text).map_err(
            |FlattenError {
                 run,
                 escape_index,
                 message,
             }| self.flatten_error(run, escape_index, message),
        )?;
        let style = if cdata_sections == 1 && !other_content {
            Style::Cdata
        } else {
            quoted_or_plain(raw, has_span)
        };
        Ok(Value {
            text: Cow::Owned(text),
            content,
            style,
            reference,
        })
    }

    /// Points a broken `\u` escape out in the source: the `index`-th `\u` of the run.
    fn flatten_error(&self, run: Range<usize>, index: usize, message: String) -> FormatError {
        let raw = &self.src[run.clone()];
        let mut seen = 0usize;
        let mut i = 0usize;
        let mut at = run.start;
        while i + 1 < raw.len() {
            if raw[i] == b'\\' {
                if raw[i + 1] == b'u' {
                    if seen == index {
                        at = run.start + i;
                        break;
                    }
                    seen += 1;
                }
                i += 2;
            } else {
                i += 1;
            }
        }
        self.err(at, message)
    }
}

/// `"…"`-wrapped content without span tags.
fn quoted_or_plain(raw: &str, has_span: bool) -> Style {
    let t = raw.trim_matches(is_xml_space);
    if !has_span && t.len() >= 2 && t.starts_with('"') && t.ends_with('"') && !t.ends_with("\\\"") {
        Style::Quoted
    } else {
        Style::Plain
    }
}

/// aapt2 reads a value whose raw text starts with `@` or `?` (then a name) as a resource reference.
fn starts_reference(raw: &str) -> bool {
    let mut chars = raw.trim_start_matches(is_android_space).chars();
    matches!(chars.next(), Some('@' | '?'))
        && matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || matches!(c, '+' | '*' | '_'))
}

/// The element name of a raw tag (`<b x="1">`, `</b>`, `<br/>`).
fn tag_name(raw: &str) -> &str {
    let s = raw.trim_start_matches('<').trim_start_matches('/');
    let end = s
        .find(|c: char| c.is_ascii_whitespace() || c == '>' || c == '/')
        .unwrap_or(s.len());
    &s[..end]
}

fn is_xml_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\r' | '\n')
}

/// XML end-of-line handling: CRLF and lone CR read as LF.
fn normalize_newlines(s: &str) -> Cow<'_, str> {
    if s.contains('\r') {
        Cow::Owned(s.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        Cow::Borrowed(s)
    }
}

/// An attribute value with references resolved (five predefined entities and character
/// references only) and whitespace normalized.
pub(crate) fn decode_attr(raw: &str) -> Result<Cow<'_, str>, String> {
    if !raw
        .bytes()
        .any(|b| matches!(b, b'&' | b'\t' | b'\r' | b'\n'))
    {
        return Ok(Cow::Borrowed(raw));
    }
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    let literal = |s: &str, out: &mut String| {
        for c in s.chars() {
            out.push(if matches!(c, '\t' | '\r' | '\n') {
                ' '
            } else {
                c
            });
        }
    };
    while let Some(p) = rest.find('&') {
        literal(&rest[..p], &mut out);
        rest = &rest[p + 1..];
        let semi = rest.find(';').ok_or_else(|| {
            "a `&` in an attribute value does not start a reference; expected &amp;".to_string()
        })?;
        let name = &rest[..semi];
        let c = resolve_reference(name).ok_or_else(|| {
            format!("unknown or invalid reference `&{name};` in an attribute value; expected &lt; &gt; &amp; &quot; &apos; or a character reference (entities are never expanded)")
        })?;
        out.push(c);
        rest = &rest[semi + 1..];
    }
    literal(rest, &mut out);
    Ok(Cow::Owned(out))
}
