//! What XLIFF 1.2 and XLIFF 2.x share: reading element content into text, the slot kinds of the
//! skeleton (language attribute, state attribute, `<target>` content, a `<target>` to insert), and
//! rendering them in the file's encoding and line-end style.
//!
//! Slot `kind` layout: bits 0–3 the slot kind ([`SlotKind`]), bits 4–5 the line-end code of an
//! insertion ([`Eol::code`], 3 = "no line break": the insertion happens inline), bit 6 the quote of
//! an attribute value (`'` when set), bits 7–8 the file's line-end code (for newlines in text),
//! bits 10–15 the file's encoding id ([`XmlEncoding::id`]).

use std::borrow::Cow;
use std::ops::Range;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::error::{ErrorKind, FormatError};
use crate::format::{RenderContext, SlotValue};
use crate::language::Language;
use crate::model::{Entry, PluralCategory, Status};
use crate::sink::{SeenIds, Sink};
use crate::skeleton::{Slot, TypedKind};
use crate::warning::FormatWarning;
use crate::xml::encoding::{OffsetMap, XmlEncoding, XmlInput};
use crate::xml::scan::{local_name, prefix_of, Attr, ScanError, Scanner, Token};
use crate::xml::text::{escape_attr_into, push_normalized, unescape_into, write_markup_text, Eol};

/// What a slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u16)]
pub enum SlotKind {
    /// Structural: the value of the target-language attribute.
    LangValue = 1,
    /// Structural: where to insert the target-language attribute.
    LangInsert = 2,
    /// XLIFF 1.2 `approved` attribute value of a unit.
    Approved = 3,
    /// Value of a `state` attribute.
    StateValue = 4,
    /// Where to insert a `state` attribute.
    StateInsert = 5,
    /// Content of an existing `<target>`.
    TargetContent = 6,
    /// A whole empty-element `<target/>` tag.
    TargetEmpty = 7,
    /// The `<source>` line(s) after which a `<target>` is inserted.
    TargetInsert = 8,
    /// XLIFF 1.2 gettext plural group: the span from the first to the last trans-unit.
    PluralGroup = 9,
}

/// Line-end code meaning "insert inline, without a line break".
pub const INLINE: u16 = 3;

/// The kind of an XLIFF slot: what it holds, how an insertion breaks the line, the quote of an
/// attribute value, and the file's line ends and encoding (render writes in both).
#[derive(Debug, Clone, Copy)]
pub struct Kind {
    /// What the slot holds.
    pub kind: SlotKind,
    /// Line-end code (or [`INLINE`]).
    pub eol: u16,
    /// Quote of an attribute value.
    pub quote: u8,
    /// The file's line-end style.
    pub file_eol: Eol,
    /// Encoding of the file.
    pub enc: XmlEncoding,
}

impl Kind {
    /// The line-end style for newlines in text: the file's.
    pub fn text_eol(&self) -> Eol {
        self.file_eol
    }
}

// Bits: see the module documentation.
impl TypedKind for Kind {
    fn bits(self) -> u16 {
        self.kind as u16
            | (self.eol & 3) << 4
            | u16::from(self.quote == b'\'') << 6
            | self.file_eol.code() << 7
            | u16::from(self.enc.id() & 0x3F) << 10
    }

    fn from_bits(k: u16) -> Option<Kind> {
        let kind = [
            SlotKind::LangValue,
            SlotKind::LangInsert,
            SlotKind::Approved,
            SlotKind::StateValue,
            SlotKind::StateInsert,
            SlotKind::TargetContent,
            SlotKind::TargetEmpty,
            SlotKind::TargetInsert,
            SlotKind::PluralGroup,
        ]
        .into_iter()
        .find(|s| *s as u16 == k & 0xF)?;
        Some(Kind {
            kind,
            eol: (k >> 4) & 3,
            quote: if k & 0x40 != 0 { b'\'' } else { b'"' },
            file_eol: Eol::from_code(k >> 7),
            enc: XmlEncoding::from_id((k >> 10) as u8),
        })
    }
}

/// Turns a decoding failure of view bytes at `base` into a scan error.
pub fn decode<'v>(
    enc: XmlEncoding,
    view: &'v [u8],
    r: Range<usize>,
) -> Result<std::borrow::Cow<'v, str>, ScanError> {
    let start = r.start;
    enc.decode_view(&view[r]).map_err(|bad| ScanError {
        kind: ErrorKind::Encoding,
        offset: start + bad,
        message: format!("a byte sequence that is not valid {enc:?} text"),
    })
}

/// The raw value of an attribute, decoded and unescaped.
pub fn attr_value(enc: XmlEncoding, view: &[u8], a: &Attr) -> Result<String, ScanError> {
    attr_text(enc, view, a).map(Cow::into_owned)
}

/// [`attr_value`], borrowed from the view when there is nothing to expand.
pub fn attr_text<'v>(
    enc: XmlEncoding,
    view: &'v [u8],
    a: &Attr,
) -> Result<Cow<'v, str>, ScanError> {
    let raw = decode(enc, view, a.value.clone())?;
    if memchr::memchr2(b'&', b'\r', raw.as_bytes()).is_none() {
        // Nothing to expand or normalize: the value as it stands in the view.
        return Ok(raw);
    }
    let mut s = String::with_capacity(raw.len());
    unescape_into(&raw, &mut s).map_err(|(o, m)| ScanError {
        kind: ErrorKind::Syntax,
        offset: a.value.start + o,
        message: m,
    })?;
    Ok(Cow::Owned(s))
}

/// Reads the content of the element whose start tag was just scanned (scanner depth `depth`):
/// text with character data unescaped and nested markup kept verbatim. Returns the text, the
/// content span and the end of the end tag; the scanner is left after the element's end tag.
/// Content that is one run of character data with no reference and no CR is borrowed from the
/// scanner's view.
pub fn read_content<'v>(
    sc: &mut Scanner<'v>,
    enc: XmlEncoding,
    depth: usize,
    content_start: usize,
) -> Result<(Cow<'v, str>, Range<usize>, usize), ScanError> {
    let view: &'v [u8] = sc.src();
    let mut text: Cow<'v, str> = Cow::Borrowed("");
    loop {
        let Some(tok) = sc.next_token()? else {
            return Err(ScanError {
                kind: ErrorKind::Syntax,
                offset: view.len(),
                message: "unexpected end of file inside an element".into(),
            });
        };
        match tok {
            Token::End { span, .. } if sc.depth() < depth => {
                return Ok((text, content_start..span.start, span.end));
            }
            Token::Text(r) => {
                let start = r.start;
                match decode(enc, view, r)? {
                    Cow::Borrowed(raw)
                        if text.is_empty()
                            && memchr::memchr2(b'&', b'\r', raw.as_bytes()).is_none() =>
                    {
                        text = Cow::Borrowed(raw);
                    }
                    raw => unescape_into(&raw, text.to_mut()).map_err(|(o, m)| ScanError {
                        kind: ErrorKind::Syntax,
                        offset: start + o,
                        message: m,
                    })?,
                }
            }
            Token::CData { content, .. } => {
                push_normalized(&decode(enc, view, content)?, text.to_mut())
            }
            other => push_normalized(&decode(enc, view, other.span())?, text.to_mut()),
        }
    }
}

/// A `<target>` element as parsed.
#[derive(Debug, Clone)]
pub struct TargetInfo<'v> {
    /// The start tag (or the whole empty-element tag).
    pub tag: Range<usize>,
    /// True for `<target/>`.
    pub empty: bool,
    /// The content span (empty for `<target/>`).
    pub content: Range<usize>,
    /// The text, borrowed from the view when it needed no unescaping.
    pub text: Cow<'v, str>,
    /// The `state` attribute: value span, quote and value.
    pub state: Option<(Range<usize>, u8, String)>,
    /// Where a new attribute goes in the start tag (after the last attribute).
    pub attr_insert: usize,
}

/// Reads a `<target>` (start tag just scanned, `empty` when self-closing).
pub fn read_target<'v>(
    sc: &mut Scanner<'v>,
    enc: XmlEncoding,
    tag: Range<usize>,
    name: Range<usize>,
    empty: bool,
) -> Result<TargetInfo<'v>, ScanError> {
    let view = sc.src();
    let state = match sc.attr(b"state") {
        Some(a) => {
            let a = a.clone();
            Some((a.value.clone(), a.quote, attr_value(enc, view, &a)?))
        }
        None => None,
    };
    let attr_insert = sc.attrs().last().map_or(name.end, |a| a.value.end + 1);
    let (text, content, _end) = if empty {
        (Cow::Borrowed(""), tag.end..tag.end, tag.end)
    } else {
        let depth = sc.depth();
        read_content(sc, enc, depth, tag.end)?
    };
    Ok(TargetInfo {
        tag,
        empty,
        content,
        text,
        state,
        attr_insert,
    })
}

/// The span a `<target>` insertion slot covers: from the indentation of the `<source>` line (or
/// `<source` itself when other markup precedes it on its line) to `end` (after `</source>`), and
/// the line-end code of the break before it ([`INLINE`] when there is none).
pub fn insertion_span(view: &[u8], source_start: usize, end: usize) -> (Range<usize>, u16) {
    let mut i = source_start;
    while i > 0 && matches!(view[i - 1], b' ' | b'\t') {
        i -= 1;
    }
    match i.checked_sub(1).map(|p| view[p]) {
        Some(b'\n') => {
            let eol = if i >= 2 && view[i - 2] == b'\r' {
                Eol::CrLf
            } else {
                Eol::Lf
            };
            (i..end, eol.code())
        }
        Some(b'\r') => (i..end, Eol::Cr.code()),
        _ => (source_start..end, INLINE),
    }
}

/// Collects rendered output: raw bytes of the original file and new text encoded for it.
pub struct Emit<'o> {
    /// The file's encoding.
    pub enc: XmlEncoding,
    /// The output.
    pub out: &'o mut Vec<u8>,
}

impl Emit<'_> {
    /// New text (UTF-8), encoded for the file.
    pub fn text(&mut self, s: &str) {
        self.enc.encode_into(s, self.out);
    }
}

/// Bytes of the original file in the scanner's view (UTF-16 spans are decoded to UTF-8).
pub fn view_of<'s>(enc: XmlEncoding, original: &'s [u8]) -> std::borrow::Cow<'s, [u8]> {
    match enc {
        XmlEncoding::Utf16Le => std::borrow::Cow::Owned(
            encoding_rs::UTF_16LE
                .decode_without_bom_handling(original)
                .0
                .into_owned()
                .into_bytes(),
        ),
        XmlEncoding::Utf16Be => std::borrow::Cow::Owned(
            encoding_rs::UTF_16BE
                .decode_without_bom_handling(original)
                .0
                .into_owned()
                .into_bytes(),
        ),
        _ => std::borrow::Cow::Borrowed(original),
    }
}

/// The language code written into the file for `target`: its locale when known, else its id.
pub fn lang_code(target: &Language) -> &str {
    target.locale.as_deref().unwrap_or(&target.id)
}

/// Renders a structural language slot: the attribute value, or ` name="value"` to insert.
fn render_lang(
    slot: &Slot,
    attr_name: &str,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let k: Kind = slot.kind_as(ctx.src)?;
    let code = lang_code(ctx.target);
    let mut s = String::new();
    if k.kind == SlotKind::LangInsert {
        s.push(' ');
        s.push_str(attr_name);
        s.push_str("=\"");
        escape_attr_into(code, b'"', &mut s).map_err(unwritable)?;
        s.push('"');
    } else {
        escape_attr_into(code, k.quote, &mut s).map_err(unwritable)?;
        let original = ctx.src.get(slot.span.clone()).unwrap_or_default();
        let mut old = Vec::new();
        k.enc.encode_into(&s, &mut old);
        if old == original {
            out.extend_from_slice(original);
            return Ok(());
        }
    }
    k.enc.encode_into(&s, out);
    Ok(())
}

/// The slot being rendered: its kind, its original bytes, and those bytes as the scanner reads
/// them (UTF-8 for a UTF-16 file).
pub struct SlotView<'s> {
    /// The slot's kind.
    pub k: Kind,
    /// The slot's bytes in the original file.
    pub original: &'s [u8],
    /// The same bytes as the scanner reads them.
    pub view: std::borrow::Cow<'s, [u8]>,
}

impl<'s> SlotView<'s> {
    /// The view of `slot` in the file being built.
    pub fn of(slot: &Slot, ctx: &RenderContext<'s>) -> Result<SlotView<'s>, FormatError> {
        let k: Kind = slot.kind_as(ctx.src)?;
        let original = ctx.src.get(slot.span.clone()).unwrap_or_default();
        Ok(SlotView {
            k,
            original,
            view: view_of(k.enc, original),
        })
    }
}

/// Writes a new `<target>` after the `<source>` span of an insertion slot.
fn render_target_insert(
    slot: &Slot,
    text: &str,
    state: Option<&str>,
    inline: &[&str],
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let SlotView { k, original, view } = SlotView::of(slot, ctx)?;
    out.extend_from_slice(original);
    // The source's end tag is the last `</…>` of the span: take its prefix.
    let close = memchr::memrchr(b'<', &view).unwrap_or(0);
    let qname_end = view[close..]
        .iter()
        .position(|&b| b == b'>' || b.is_ascii_whitespace())
        .map_or(view.len(), |p| close + p);
    let qname = view.get(close + 2..qname_end).unwrap_or_default();
    let prefix = String::from_utf8_lossy(prefix_of(qname)).into_owned();
    let mut s = String::new();
    if k.eol != INLINE {
        s.push_str(Eol::from_code(k.eol).as_str());
        let indent = view
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
        s.push_str(std::str::from_utf8(&view[..indent]).unwrap_or(""));
    }
    s.push('<');
    s.push_str(&prefix);
    s.push_str("target");
    if let Some(state) = state {
        s.push_str(" state=\"");
        s.push_str(state);
        s.push('"');
    }
    s.push('>');
    write_markup_text(text, inline, k.text_eol(), &mut s).map_err(unwritable)?;
    s.push_str("</");
    s.push_str(&prefix);
    s.push_str("target>");
    let mut e = Emit { enc: k.enc, out };
    e.text(&s);
    Ok(())
}

/// Rewrites an empty-element `<target …/>` as `<target …>text</target>`, setting `state` when
/// given (replacing an existing `state` attribute or appending one).
fn render_target_empty(
    slot: &Slot,
    text: &str,
    state: Option<&str>,
    inline: &[&str],
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let SlotView { k, view, .. } = SlotView::of(slot, ctx)?;
    let view_enc = k.enc.view_encoding();
    let mut sc = Scanner::new(&view, 0);
    let Ok(Some(Token::Start { name, span, .. })) = sc.next_token() else {
        return Err(
            FormatError::whole("internal error: target slot is not a tag")
                .with_kind(ErrorKind::Internal),
        );
    };
    let tag_view = &view[..span.end];
    let slash = memchr::memrchr(b'/', tag_view).unwrap_or(tag_view.len());
    let mut s = String::new();
    let state_attr = sc.attr(b"state").cloned();
    let piece = |r: Range<usize>| {
        view_enc
            .decode_view(&view[r])
            .map(|c| c.into_owned())
            .unwrap_or_default()
    };
    match (&state_attr, state) {
        (Some(a), Some(st)) => {
            s.push_str(&piece(0..a.value.start));
            s.push_str(st);
            s.push_str(&piece(a.value.end..slash));
        }
        (None, Some(st)) => {
            let at = sc.attrs().last().map_or(name.end, |a| a.value.end + 1);
            s.push_str(&piece(0..at));
            s.push_str(" state=\"");
            s.push_str(st);
            s.push('"');
            s.push_str(&piece(at..slash));
        }
        (_, None) => s.push_str(&piece(0..slash)),
    }
    s.push('>');
    write_markup_text(text, inline, k.text_eol(), &mut s).map_err(unwritable)?;
    s.push_str("</");
    s.push_str(&piece(name.clone()));
    s.push('>');
    // Text pieces that came from the original were decoded, so encoding them back is exact.
    k.enc.encode_into(&s, out);
    Ok(())
}

/// Writes new `<target>` content.
fn render_content(
    k: Kind,
    text: &str,
    inline: &[&str],
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut s = String::with_capacity(text.len() + 16);
    write_markup_text(text, inline, k.text_eol(), &mut s).map_err(unwritable)?;
    k.enc.encode_into(&s, out);
    Ok(())
}

/// Writes a keyword attribute value (state, approved).
fn render_keyword(k: Kind, keyword: &str, out: &mut Vec<u8>) {
    k.enc.encode_into(keyword, out);
}

/// Writes ` state="keyword"` to insert into a start tag.
fn render_state_insert(k: Kind, keyword: &str, out: &mut Vec<u8>) {
    k.enc.encode_into(&format!(" state=\"{keyword}\""), out);
}

/// The status of a translation whose XLIFF 1.2 `state` is `state`, `approved` its unit's flag.
pub fn status_12(state: Option<&str>, approved: bool, text: &str) -> Status {
    if approved {
        return Status::Approved;
    }
    match state {
        Some("translated") => Status::Translated,
        Some("signed-off" | "final") => Status::Approved,
        Some(s) if s == "new" || s.starts_with("needs-") => Status::Untranslated,
        _ if text.is_empty() => Status::Untranslated,
        _ => Status::Translated,
    }
}

/// What both XLIFF parsers read with, embedded in each version's parser: the scanner over the
/// decoded view, the file's encodings and line ends, the root's namespace prefix, the keys of the
/// `<file>`s seen so far, and the [`Out`] every entry and slot is handed to as it is found.
pub struct Reading<'a> {
    /// The tokenizer over the view.
    pub sc: Scanner<'a>,
    /// The file's encoding.
    pub enc: XmlEncoding,
    /// The encoding of the view the scanner walks (UTF-8 for a UTF-16 file).
    pub view_enc: XmlEncoding,
    /// The file's line-end style.
    pub eol: Eol,
    /// The namespace prefix of the root element (with its colon), for inserted elements.
    pub prefix: Vec<u8>,
    /// Key of each `<file>` (its `original` or `id`).
    pub file_keys: Vec<String>,
    /// Where entries and slots go.
    out: &'a mut dyn Out,
    /// Entries handed over so far (the next entry's index).
    count: usize,
    /// A target language was declared.
    language_seen: bool,
    /// The root element has been read.
    root_seen: bool,
}

/// Where a [`Reading`] hands what it finds: the streaming parse ([`parse`]) or the identifier
/// pre-scan of a file with several `<file>`s.
pub trait Out {
    /// True when slots are wanted (a build).
    fn wants_skeleton(&self) -> bool;
    /// The file's declared target language (the first one declared).
    fn language(&mut self, language: &str);
    /// Entry `index`, read in `<file>` number `file` (key `file_key`), its id at `position`.
    fn entry(
        &mut self,
        index: usize,
        file: usize,
        file_key: &str,
        position: usize,
        entry: Entry<'_>,
    ) -> Result<(), ScanError>;
    /// A later place of entry `index`'s identifier with the same text (`crate::Sink::repeat`).
    fn repeat(&mut self, index: usize, entry: Entry<'_>) -> Result<(), ScanError>;
    /// Something the parse went on past (`crate::Sink::warning`).
    fn warning(&mut self, warning: FormatWarning);
    /// A slot, its span in the scanned view.
    fn slot(&mut self, slot: Slot);
}

/// An element event of an XLIFF file, as [`Reading::next_element`] yields them.
pub enum Element {
    /// The root `<xliff>` start tag, already checked.
    Root {
        /// Its qualified name in the view.
        name: Range<usize>,
        /// It is an empty-element tag.
        empty: bool,
    },
    /// A start tag in the root's namespace.
    Start {
        /// The whole tag in the view.
        span: Range<usize>,
        /// Its qualified name in the view.
        name: Range<usize>,
        /// It is an empty-element tag.
        empty: bool,
    },
    /// An end tag.
    End,
}

impl<'a> Reading<'a> {
    /// A fresh reading of `input`, positioned after its byte-order mark.
    pub fn new(input: &'a XmlInput<'_>, out: &'a mut dyn Out) -> Reading<'a> {
        let view: &[u8] = &input.view;
        let enc = input.encoding;
        Reading {
            sc: Scanner::new(view, input.start),
            enc,
            view_enc: enc.view_encoding(),
            eol: Eol::detect(view),
            prefix: Vec::new(),
            file_keys: Vec::new(),
            out,
            count: 0,
            language_seen: false,
            root_seen: false,
        }
    }

    /// The index the next entry will have (slots name their entry by it).
    pub fn next_index(&self) -> usize {
        self.count
    }

    /// Hands over the next entry, its id at `position`, read in the current `<file>`.
    pub fn add_entry(&mut self, position: usize, entry: Entry<'_>) -> Result<(), ScanError> {
        let file = self.file_keys.len().saturating_sub(1);
        let key = self.file_keys.last().map_or("", String::as_str);
        self.out.entry(self.count, file, key, position, entry)?;
        self.count += 1;
        Ok(())
    }

    /// Hands over a later place of entry `index`'s identifier, with the same text.
    pub fn add_repeat(&mut self, index: usize, entry: Entry<'_>) -> Result<(), ScanError> {
        self.out.repeat(index, entry)
    }

    /// Hands over a warning.
    pub fn warn(&mut self, warning: FormatWarning) {
        self.out.warning(warning);
    }

    /// The next element event: the root (checked to be `<xliff>` of one of `versions`, the
    /// `format_name` in messages), a start tag in the root's namespace, or an end tag. Elements of
    /// other namespaces are skipped whole; text, comments and processing instructions passed over.
    pub fn next_element(
        &mut self,
        versions: &[&str],
        format_name: &str,
    ) -> Result<Option<Element>, ScanError> {
        let view = self.sc.src();
        while let Some(tok) = self.sc.next_token()? {
            match tok {
                Token::Start { span, name, empty } => {
                    if !self.root_seen {
                        self.root_seen = true;
                        self.prefix = check_root(
                            &self.sc,
                            self.view_enc,
                            name.clone(),
                            span.start,
                            versions,
                            format_name,
                        )?;
                        return Ok(Some(Element::Root { name, empty }));
                    }
                    if prefix_of(&view[name.clone()]) != self.prefix.as_slice() {
                        if !empty {
                            self.sc.skip_element(self.sc.depth())?;
                        }
                        continue;
                    }
                    return Ok(Some(Element::Start { span, name, empty }));
                }
                Token::End { .. } => return Ok(Some(Element::End)),
                _ => {}
            }
        }
        Ok(None)
    }

    /// Adds a slot of entry `entry` (structural when `None`).
    pub fn push_slot(
        &mut self,
        span: Range<usize>,
        entry: Option<u32>,
        kind: SlotKind,
        eol: u16,
        quote: u8,
    ) {
        if !self.out.wants_skeleton() {
            return;
        }
        let kind = self.kind(kind, eol, quote);
        self.out.slot(Slot {
            span,
            entry,
            category: None,
            kind,
            target: None,
        });
    }

    /// Adds the `state` slot of entry `entry`: the attribute's value (span and quote), or where
    /// to insert one.
    pub fn push_state(
        &mut self,
        entry: Option<u32>,
        state: Option<&(Range<usize>, u8, String)>,
        insert_at: usize,
    ) {
        let eol = self.eol.code();
        match state {
            Some((r, q, _)) => self.push_slot(r.clone(), entry, SlotKind::StateValue, eol, *q),
            None => self.push_slot(
                insert_at..insert_at,
                entry,
                SlotKind::StateInsert,
                eol,
                b'"',
            ),
        }
    }

    /// Adds the `<target>` slot of entry `entry`: the content of a `<target>`, a `<target/>` to
    /// rewrite, or (without one) the `<source>` lines `source` after which one is inserted.
    pub fn push_target(
        &mut self,
        entry: Option<u32>,
        target: Option<&TargetInfo>,
        source: Range<usize>,
    ) {
        let eol = self.eol.code();
        match target {
            Some(t) if !t.empty => {
                self.push_slot(t.content.clone(), entry, SlotKind::TargetContent, eol, b'"')
            }
            Some(t) => self.push_slot(t.tag.clone(), entry, SlotKind::TargetEmpty, eol, b'"'),
            None => {
                let (span, line_eol) = insertion_span(self.sc.src(), source.start, source.end);
                self.push_slot(span, entry, SlotKind::TargetInsert, line_eol, b'"');
            }
        }
    }

    /// Reads the `child` elements of the `<container>` element just opened (scanner depth
    /// `depth`) into `out`: each one's trimmed text, prefixed `label: ` when the child has a
    /// non-empty `label_attr`; empty texts and other elements are skipped.
    pub fn child_texts(
        &mut self,
        depth: usize,
        container: &str,
        child: &[u8],
        label_attr: Option<&[u8]>,
        out: &mut Vec<String>,
    ) -> Result<(), ScanError> {
        let view = self.sc.src();
        loop {
            let Some(tok) = self.sc.next_token()? else {
                return fail(
                    view.len(),
                    format!("unexpected end of file inside <{container}>"),
                );
            };
            match tok {
                Token::End { .. } if self.sc.depth() < depth => return Ok(()),
                Token::Start { span, name, empty } => {
                    if empty {
                        continue;
                    }
                    if local_name(&view[name]) != child {
                        self.sc.skip_element(self.sc.depth())?;
                        continue;
                    }
                    let label = match label_attr.and_then(|a| self.sc.attr(a)).cloned() {
                        Some(a) => attr_value(self.view_enc, view, &a)?,
                        None => String::new(),
                    };
                    let (t, _, _) = read_content(&mut self.sc, self.view_enc, depth + 1, span.end)?;
                    let t = t.trim();
                    if !t.is_empty() {
                        out.push(if label.is_empty() {
                            t.to_string()
                        } else {
                            format!("{label}: {t}")
                        });
                    }
                }
                _ => {}
            }
        }
    }

    /// Reads the target-language attribute `target_attr` of the start tag just scanned (name
    /// ending at `name_end`): the first one declared is the file's language, and a structural
    /// slot is its value, or where to insert it (after `source_attr`, else after the last
    /// attribute).
    pub fn target_language(
        &mut self,
        target_attr: &[u8],
        source_attr: &[u8],
        name_end: usize,
    ) -> Result<(), ScanError> {
        let view = self.sc.src();
        let eol = self.eol.code();
        match self.sc.attr(target_attr).cloned() {
            Some(a) => {
                let lang = attr_value(self.view_enc, view, &a)?;
                if !self.language_seen && !lang.is_empty() {
                    self.language_seen = true;
                    self.out.language(&lang);
                }
                self.push_slot(a.value.clone(), None, SlotKind::LangValue, eol, a.quote);
            }
            None => {
                let at = match self.sc.attr(source_attr) {
                    Some(a) => a.value.end + 1,
                    None => self.sc.attrs().last().map_or(name_end, |a| a.value.end + 1),
                };
                self.push_slot(at..at, None, SlotKind::LangInsert, eol, b'"');
            }
        }
        Ok(())
    }

    /// The stored kind of a slot of this file.
    pub fn kind(&self, kind: SlotKind, eol: u16, quote: u8) -> u16 {
        Kind {
            kind,
            eol,
            quote,
            file_eol: self.eol,
            enc: self.enc,
        }
        .bits()
    }
}

/// Regenerates a plural group slot for the target's categories.
pub type RenderPlural = fn(
    &Slot,
    &[(PluralCategory, &str)],
    Status,
    &RenderContext<'_>,
    &mut Vec<u8>,
) -> Result<(), FormatError>;

/// What differs between the XLIFF versions when a slot is rendered or a new file written.
pub struct Version {
    /// The version's name in internal-error messages (`XLIFF`, `XLIFF 2`).
    pub name: &'static str,
    /// The attribute holding the target language (`target-language`, `trgLang`).
    pub target_lang_attr: &'static str,
    /// Inline elements a translation may carry as markup.
    pub inline: &'static [&'static str],
    /// The `state` keyword written for a status.
    pub state_keyword: fn(Status) -> &'static str,
    /// A written `<target>` carries the `state` attribute (1.2; in 2.x it is on `<segment>`).
    pub state_on_target: bool,
    /// Units carry an `approved` attribute (1.2).
    pub approved: bool,
    /// Regenerates gettext plural groups (1.2; 2.x has no plural slots).
    pub plural: Option<RenderPlural>,
    /// A new file up to the opening quote of the source-language attribute.
    pub head: &'static str,
    /// What closes the root's start tag and opens the body of a new file.
    pub body: &'static str,
    /// Writes one entry of a new file.
    pub write_entry: WriteEntry,
    /// What closes a new file.
    pub tail: &'static str,
}

/// Renders one slot of an XLIFF file of `version`.
pub fn render(
    version: &Version,
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let k: Kind = slot.kind_as(ctx.src)?;
    let (text, status) = match (value, version.plural) {
        (SlotValue::Structural, _) => return render_lang(slot, version.target_lang_attr, ctx, out),
        (SlotValue::Plural { forms, status }, Some(plural)) => {
            return plural(slot, forms, status, ctx, out)
        }
        (SlotValue::Plural { .. }, None) => {
            return Err(FormatError::whole(format!(
                "internal error: {} has no plural slots",
                version.name
            ))
            .with_kind(ErrorKind::Internal))
        }
        (SlotValue::Text { text, status }, _) => (text, status),
    };
    let state = (version.state_keyword)(status);
    let target_state = version.state_on_target.then_some(state);
    match k.kind {
        SlotKind::Approved if version.approved => {
            render_keyword(
                k,
                if status == Status::Approved {
                    "yes"
                } else {
                    "no"
                },
                out,
            );
            Ok(())
        }
        SlotKind::StateValue => {
            render_keyword(k, state, out);
            Ok(())
        }
        SlotKind::StateInsert => {
            render_state_insert(k, state, out);
            Ok(())
        }
        SlotKind::TargetContent => render_content(k, text, version.inline, out),
        SlotKind::TargetEmpty => {
            render_target_empty(slot, text, target_state, version.inline, ctx, out)
        }
        SlotKind::TargetInsert => {
            render_target_insert(slot, text, target_state, version.inline, ctx, out)
        }
        SlotKind::Approved | SlotKind::LangValue | SlotKind::LangInsert | SlotKind::PluralGroup => {
            Err(
                FormatError::whole(format!("internal error: unknown {} slot", version.name))
                    .with_kind(ErrorKind::Internal),
            )
        }
    }
}

/// Writes one entry of a new file into `s`, for the target language `target` (if any) whose
/// plural categories are `categories`.
pub type WriteEntry = fn(
    e: &Entry,
    target: Option<&Language>,
    categories: &[PluralCategory],
    s: &mut String,
) -> Result<(), FormatError>;

/// Writes `entries` as a new XLIFF file of `version` (what `Format::create` does): the head with
/// the source and target languages, each entry, the tail.
pub fn create(
    version: &Version,
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut s = String::with_capacity(entries.len() * 160 + 256);
    s.push_str(version.head);
    escape_attr_into(lang_code(source), b'"', &mut s).map_err(unwritable)?;
    s.push('"');
    if let Some(t) = target {
        s.push(' ');
        s.push_str(version.target_lang_attr);
        s.push_str("=\"");
        escape_attr_into(lang_code(t), b'"', &mut s).map_err(unwritable)?;
        s.push('"');
    }
    s.push_str(version.body);
    let categories = target.unwrap_or(source).categories();
    // XML cannot hold a gettext context's U+0004, written `::`: an id that another string's
    // identifier already is would make the two one string on the next read.
    let mut written: FxHashSet<Cow<'_, str>> = FxHashSet::default();
    for e in entries {
        let id = match e.identifier.contains('\u{4}') {
            true => Cow::Owned(e.identifier.replace('\u{4}', "::")),
            false => Cow::Borrowed(e.identifier.as_ref()),
        };
        if !written.insert(id.clone()) {
            return Err(crate::create::entry_error(
                e,
                format!("its identifier is written as the id `{id}`, which another string has (XML cannot hold U+0004, written `::`); expected identifiers that stay apart"),
            ));
        }
        (version.write_entry)(e, target, categories, &mut s)?;
    }
    s.push_str(version.tail);
    out.extend_from_slice(s.as_bytes());
    Ok(())
}

/// A text that cannot be written into an XLIFF file (a character XML cannot hold).
pub fn unwritable(message: String) -> FormatError {
    FormatError::whole(message).with_kind(ErrorKind::Unsupported)
}

/// A scan error at `offset` of the view.
pub fn fail<T>(offset: usize, message: impl Into<String>) -> Result<T, ScanError> {
    fail_with(ErrorKind::Syntax, offset, message)
}

/// A scan error of kind `kind` at `offset` of the view.
pub fn fail_with<T>(
    kind: ErrorKind,
    offset: usize,
    message: impl Into<String>,
) -> Result<T, ScanError> {
    Err(ScanError {
        kind,
        offset,
        message: message.into(),
    })
}

/// Parses `src` as XLIFF of one version into `sink`: decodes it, lets `run` (the version's
/// parser) read it, handing each entry and slot over as it is found.
///
/// Identifiers must be unique across the whole file: an id used in more than one `<file>`
/// becomes `<file key>#<id>` in every file that uses it. A file with one `<file>` (the usual
/// case) streams in one pass; with several, a first pass collects only the ids (the pre-scan)
/// so the renaming is known before the first entry is handed over.
pub fn parse(
    src: &[u8],
    sink: &mut dyn Sink,
    run: impl Fn(Reading<'_>) -> Result<Reading<'_>, ScanError>,
) -> Result<(), FormatError> {
    let input = XmlInput::new(src)?;
    let view: &[u8] = &input.view;
    let located = |e: ScanError| FormatError::at(view, e.offset, e.message).with_kind(e.kind);
    let shared = if several_files(view) {
        let mut pre = Prescan::default();
        run(Reading::new(&input, &mut pre)).map_err(located)?;
        Some(pre.shared())
    } else {
        None
    };
    let mut stream = Stream {
        wants_skeleton: sink.wants_skeleton(),
        sink,
        shared,
        seen: SeenIds::new(view, view.len() / 256),
        map: input.offsets(),
        view,
        error: None,
    };
    let read = run(Reading::new(&input, &mut stream)).map(drop);
    match stream.error.take() {
        Some(e) => Err(e),
        None => read.map_err(located),
    }
}

/// Whether `view` may hold more than one `<file>` element (a `<file` or `:file` start tag
/// twice). A false alarm, such as one inside a comment, costs only the pre-scan.
fn several_files(view: &[u8]) -> bool {
    let mut found = 0;
    for at in memchr::memmem::find_iter(view, b"file") {
        let before = at.checked_sub(1).map(|i| view[i]);
        let after = view.get(at + 4).copied();
        let opens = matches!(before, Some(b'<' | b':'))
            && matches!(after, Some(b' ' | b'\t' | b'\r' | b'\n' | b'>' | b'/'));
        if opens {
            found += 1;
            if found > 1 {
                return true;
            }
        }
    }
    false
}

/// The pre-scan of a file with several `<file>`s: which ids are used in more than one.
#[derive(Default)]
struct Prescan {
    /// Id → the first `<file>` using it, and whether another one does too.
    ids: FxHashMap<String, (usize, bool)>,
}

impl Prescan {
    fn shared(self) -> FxHashSet<String> {
        self.ids
            .into_iter()
            .filter_map(|(id, (_, shared))| shared.then_some(id))
            .collect()
    }
}

impl Out for Prescan {
    fn wants_skeleton(&self) -> bool {
        false
    }

    fn language(&mut self, _: &str) {}

    fn entry(
        &mut self,
        _: usize,
        file: usize,
        _: &str,
        _: usize,
        e: Entry<'_>,
    ) -> Result<(), ScanError> {
        match self.ids.get_mut(&*e.identifier) {
            Some((first, shared)) => *shared |= *first != file,
            None => {
                self.ids.insert(e.identifier.into_owned(), (file, false));
            }
        }
        Ok(())
    }

    fn repeat(&mut self, _: usize, _: Entry<'_>) -> Result<(), ScanError> {
        Ok(())
    }

    fn warning(&mut self, _: FormatWarning) {}

    fn slot(&mut self, _: Slot) {}
}

/// The streaming pass: renames shared ids, checks uniqueness, maps slot spans back to the
/// original bytes, and hands everything to the sink.
struct Stream<'v, 's> {
    sink: &'s mut dyn Sink,
    wants_skeleton: bool,
    /// Ids used in more than one `<file>` (`None`: a single `<file>`).
    shared: Option<FxHashSet<String>>,
    seen: SeenIds<'v>,
    map: OffsetMap,
    view: &'v [u8],
    /// The sink's own error, which stops the parse and is returned as it is.
    error: Option<FormatError>,
}

impl Out for Stream<'_, '_> {
    fn wants_skeleton(&self) -> bool {
        self.wants_skeleton
    }

    fn language(&mut self, language: &str) {
        self.sink.language(Cow::Owned(language.to_string()));
    }

    fn entry(
        &mut self,
        index: usize,
        _: usize,
        file_key: &str,
        position: usize,
        mut entry: Entry<'_>,
    ) -> Result<(), ScanError> {
        if self
            .shared
            .as_ref()
            .is_some_and(|s| s.contains(&*entry.identifier))
        {
            entry.identifier = Cow::Owned(format!("{file_key}#{}", entry.identifier));
        }
        if let Err(first) = self.seen.insert(&entry.identifier, position) {
            let (line, column) = crate::error::line_column(self.view, first);
            return fail_with(
                ErrorKind::DuplicateIdentifier,
                position,
                format!(
                    "duplicate id `{}` (first used at line {line}, column {column}); ids must be unique",
                    entry.identifier
                ),
            );
        }
        self.sink.entry(index, entry).map_err(|e| {
            self.error = Some(e);
            ScanError {
                kind: ErrorKind::Internal,
                offset: position,
                message: "the parse was stopped by its sink".into(),
            }
        })
    }

    fn repeat(&mut self, index: usize, entry: Entry<'_>) -> Result<(), ScanError> {
        self.sink.repeat(index, entry).map_err(|e| {
            self.error = Some(e);
            ScanError {
                kind: ErrorKind::Internal,
                offset: 0,
                message: "the parse was stopped by its sink".into(),
            }
        })
    }

    fn warning(&mut self, warning: FormatWarning) {
        self.sink.warning(warning);
    }

    fn slot(&mut self, mut slot: Slot) {
        let start = self.map.map(self.view, slot.span.start);
        let end = self.map.map(self.view, slot.span.end);
        slot.span = start..end;
        self.sink.slot(slot);
    }
}

/// Checks the root element is `xliff` with a version among `accepted`; returns the prefix of
/// the root's name (`x:` for `<x:xliff>`).
fn check_root(
    sc: &Scanner<'_>,
    enc: XmlEncoding,
    name: Range<usize>,
    tag_start: usize,
    accepted: &[&str],
    format_name: &str,
) -> Result<Vec<u8>, ScanError> {
    let view = sc.src();
    let qname = &view[name];
    if crate::xml::scan::local_name(qname) != b"xliff" {
        return Err(ScanError {
            kind: ErrorKind::Syntax,
            offset: tag_start,
            message: format!(
                "the root element is <{}>; expected <xliff>",
                String::from_utf8_lossy(qname)
            ),
        });
    }
    let version = match sc.attr(b"version") {
        Some(a) => attr_value(enc, view, &a.clone())?,
        None => {
            return Err(ScanError {
                kind: ErrorKind::Syntax,
                offset: tag_start,
                message: format!(
                    "<xliff> has no version attribute; expected version=\"{}\"",
                    accepted.join("\" or \"")
                ),
            })
        }
    };
    if !accepted.contains(&version.as_str()) {
        return Err(ScanError {
            kind: ErrorKind::Unsupported,
            offset: sc.attr(b"version").map_or(tag_start, |a| a.value.start),
            message: format!(
                "unsupported XLIFF version \"{version}\" for {format_name}; expected {}",
                accepted.join(", ")
            ),
        });
    }
    Ok(prefix_of(qname).to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_kinds_survive_their_bits() {
        let k = Kind {
            kind: SlotKind::TargetInsert,
            eol: INLINE,
            quote: b'\'',
            file_eol: Eol::from_code(1),
            enc: XmlEncoding::Latin1,
        };
        let back = Kind::from_bits(k.bits()).expect("a kind");
        assert_eq!(back.kind, k.kind);
        assert_eq!((back.eol, back.quote), (k.eol, k.quote));
        assert_eq!(back.file_eol.code(), k.file_eol.code());
        assert_eq!(back.enc, k.enc);
        assert!(Kind::from_bits(0).is_none());
    }
}
