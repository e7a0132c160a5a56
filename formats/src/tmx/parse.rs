//! Reading a TMX file: walks the tokens of the shared span scanner ([`crate::xml::scan`]) over
//! the file's scanner view (UTF-16 transcoded), hands each `<tu>` to the sink when its end tag
//! is read, and records, per target language, the span of its `<seg>` content or where a new
//! `<tuv>` goes (mapped back to the original bytes).
//!
//! Why the hand-written scanner and not quick-xml: slot spans must be byte offsets into the
//! original file whatever its encoding, and segments keep their inline markup byte for byte
//! (see [`crate::xml::scan`]).

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::BuildHasher;
use std::ops::Range;

use super::{Shape, TmxSlot};
use crate::error::{ErrorKind, FormatError};
use crate::format::ParseContext;
use crate::language::Language;
use crate::model::{Entry, Status, Text, Translation, TranslationStatus};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};
use crate::xliff::common::read_content;
use crate::xml::encoding::{OffsetMap, XmlEncoding, XmlInput};
use crate::xml::scan::{Attr, ScanError, Scanner, Token};
use crate::xml::text::{unescape_into, Eol};

/// Deepest element nesting accepted (inline codes nest inside `<seg>`).
pub(crate) const MAX_DEPTH: usize = 64;

/// Parses `src`, pushing each unit (and, with targets and a sink that wants them, its slots)
/// into `sink`.
pub(crate) fn parse(
    src: &[u8],
    ctx: &ParseContext<'_>,
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    let input = XmlInput::new(src)?;
    let view: &[u8] = &input.view;
    let mut walker = Walker {
        sc: Scanner::new(view, input.start),
        view,
        view_enc: input.encoding.view_encoding(),
        enc: input.encoding,
        eol: Eol::detect(&view[input.start..]),
        map: input.offsets(),
        targets: ctx.targets,
        header_src: None,
        seen: HashMap::new(),
        hasher: foldhash::fast::RandomState::default(),
        units: 0,
        index: 0,
        wants_skeleton: sink.wants_skeleton() && !ctx.targets.is_empty(),
        sink,
    };
    walker.document()
}

/// A `<tuv>` as read.
struct Tuv {
    /// Its language, as written.
    lang: String,
    /// Its segment text (inline markup verbatim).
    text: String,
    /// The slot span of its segment (view offsets) and its shape.
    seg: Range<usize>,
    shape: Shape,
    /// Its notes and props, as context lines.
    context: Vec<String>,
}

/// A `<tu>` as read.
#[derive(Default)]
struct Unit {
    tuid: Option<String>,
    srclang: Option<String>,
    context: Vec<String>,
    tuvs: Vec<Tuv>,
    /// The end of the last `</tuv>` and the indentation of its line.
    last_tuv_end: usize,
    indent: (bool, u8),
}

struct Walker<'a, 's> {
    sc: Scanner<'a>,
    view: &'a [u8],
    view_enc: XmlEncoding,
    enc: XmlEncoding,
    eol: Eol,
    map: OffsetMap,
    targets: &'a [Language],
    /// The header's `srclang`.
    header_src: Option<String>,
    /// Identifier → (entry index, hash of its source text), for repeated units.
    seen: HashMap<String, (u32, u64)>,
    hasher: foldhash::fast::RandomState,
    /// Units read so far.
    units: usize,
    index: u32,
    wants_skeleton: bool,
    sink: &'s mut dyn Sink,
}

/// `a` and `b` name the same language: case-insensitive, `_` and `-` alike.
fn same_lang(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes().zip(b.bytes()).all(|(x, y)| {
            let n = |c: u8| {
                if c == b'_' {
                    b'-'
                } else {
                    c.to_ascii_lowercase()
                }
            };
            n(x) == n(y)
        })
}

/// The primary language subtag of a language code.
fn primary(lang: &str) -> &str {
    lang.split(['-', '_']).next().unwrap_or(lang)
}

impl<'a> Walker<'a, '_> {
    fn err(&self, at: usize, message: impl Into<String>) -> FormatError {
        FormatError::at(self.view, at, message)
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
                                format!("elements nested deeper than {MAX_DEPTH} levels; expected the <tmx>/<body>/<tu>/<tuv>/<seg> layout of a TMX file"),
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

    /// Text of view bytes `r`, decoded.
    fn decode(&self, r: Range<usize>) -> Result<Cow<'a, str>, FormatError> {
        self.view_enc.decode_range(self.view, r)
    }

    /// An attribute's value, references expanded.
    fn attr_value(&self, a: &Attr) -> Result<String, FormatError> {
        let raw = self.decode(a.value.clone())?;
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
                        "the DOCTYPE declares entities, which are never expanded; expected a TMX file without entity declarations",
                    ));
                }
                Token::Start { span, name, empty } => {
                    if &self.view[name.clone()] != b"tmx" {
                        return Err(self.err(
                            span.start,
                            format!(
                                "the root element is <{}>; expected <tmx> (a TMX file)",
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

    /// Skips the element whose start tag was just read, through its end tag.
    fn skip(&mut self) -> Result<(), FormatError> {
        let depth = self.sc.depth();
        self.sc.skip_element(depth).map_err(|e| self.scan_err(e))?;
        Ok(())
    }

    /// The children of `<tmx>` through `</tmx>`.
    fn root(&mut self) -> Result<(), FormatError> {
        loop {
            match self.next()? {
                Token::Start { name, empty, .. } => {
                    let n = &self.view[name];
                    if n == b"header" {
                        self.header_src = self.attr(b"srclang")?;
                    }
                    if empty {
                        continue;
                    }
                    if n == b"body" {
                        self.body()?;
                    } else {
                        self.skip()?;
                    }
                }
                Token::End { .. } => return Ok(()),
                _ => {}
            }
        }
    }

    /// The children of `<body>` through `</body>`.
    fn body(&mut self) -> Result<(), FormatError> {
        loop {
            match self.next()? {
                Token::Start { span, name, empty } => {
                    if &self.view[name] == b"tu" {
                        self.units += 1;
                        let unit = Unit {
                            tuid: self.attr(b"tuid")?.filter(|t| !t.is_empty()),
                            srclang: self.attr(b"srclang")?,
                            ..Unit::default()
                        };
                        if empty {
                            return Err(self.no_tuv(span.start));
                        }
                        let unit = self.unit(unit)?;
                        if unit.tuvs.is_empty() {
                            return Err(self.no_tuv(span.start));
                        }
                        self.emit(unit)?;
                    } else if !empty {
                        self.skip()?;
                    }
                }
                Token::End { .. } => return Ok(()),
                _ => {}
            }
        }
    }

    fn no_tuv(&self, at: usize) -> FormatError {
        self.err(
            at,
            "a <tu> without <tuv>; expected at least one <tuv xml:lang=\"…\"><seg>…</seg></tuv>",
        )
    }

    /// The text of a `<note>` or `<prop>` whose start tag was just read (plain text).
    fn note_text(&mut self, empty: bool) -> Result<String, FormatError> {
        if empty {
            return Ok(String::new());
        }
        let depth = self.sc.depth();
        let (text, _, _) =
            read_content(&mut self.sc, self.view_enc, depth, 0).map_err(|e| self.scan_err(e))?;
        Ok(text.trim().to_string())
    }

    /// A note (`type` None) or prop as a context line; `None` when it says nothing.
    fn context_line(&mut self, prop: bool, empty: bool) -> Result<Option<String>, FormatError> {
        let kind = if prop { self.attr(b"type")? } else { None };
        let text = self.note_text(empty)?;
        Ok((!text.is_empty()).then(|| match kind {
            Some(k) => format!("{k}: {text}"),
            None => text,
        }))
    }

    /// The children of a `<tu>` through `</tu>`.
    fn unit(&mut self, mut unit: Unit) -> Result<Unit, FormatError> {
        loop {
            match self.next()? {
                Token::Start { span, name, empty } => match &self.view[name] {
                    b"tuv" => {
                        let (tuv, end) = self.tuv(span.clone(), empty)?;
                        unit.tuvs.push(tuv);
                        unit.last_tuv_end = end;
                        unit.indent = self.indent_at(span.start);
                    }
                    n @ (b"note" | b"prop") => {
                        let prop = n == b"prop";
                        if let Some(line) = self.context_line(prop, empty)? {
                            unit.context.push(line);
                        }
                    }
                    _ if !empty => self.skip()?,
                    _ => {}
                },
                Token::End { .. } => return Ok(unit),
                _ => {}
            }
        }
    }

    /// The indentation of the line holding view offset `at`: (tabs?, count), when only blanks
    /// precede `at` on its line.
    fn indent_at(&self, at: usize) -> (bool, u8) {
        let line_start = self.view[..at]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .map_or(0, |p| p + 1);
        let ws = &self.view[line_start..at];
        if ws.iter().all(|&b| b == b' ') {
            (false, ws.len().min(31) as u8)
        } else if ws.iter().all(|&b| b == b'\t') {
            (true, ws.len().min(31) as u8)
        } else {
            (false, 0)
        }
    }

    /// A `<tuv>` whose start tag spans `span`, through its end tag; with the end of its end tag.
    fn tuv(&mut self, span: Range<usize>, empty: bool) -> Result<(Tuv, usize), FormatError> {
        let lang = match self.attr(b"xml:lang")? {
            Some(l) => Some(l),
            None => self.attr(b"lang")?,
        };
        let Some(lang) = lang.filter(|l| !l.is_empty()) else {
            return Err(self.err(
                span.start,
                "a <tuv> without a language; expected xml:lang=\"…\" on every <tuv>",
            ));
        };
        let no_seg = |w: &Self| {
            w.err(
                span.start,
                format!("a <tuv xml:lang=\"{lang}\"> without <seg>; expected <seg>…</seg> in every <tuv>"),
            )
        };
        if empty {
            return Err(no_seg(self));
        }
        let mut seg: Option<(String, Range<usize>, Shape)> = None;
        let mut context = Vec::new();
        loop {
            match self.next()? {
                Token::Start {
                    span: s,
                    name,
                    empty,
                } => match &self.view[name] {
                    b"seg" => {
                        if seg.is_some() {
                            return Err(self.err(
                                s.start,
                                "a second <seg> in one <tuv>; expected one <seg> per <tuv>",
                            ));
                        }
                        seg = Some(if empty {
                            (String::new(), s.clone(), Shape::EmptySeg)
                        } else {
                            let depth = self.sc.depth();
                            let (text, content, _) =
                                read_content(&mut self.sc, self.view_enc, depth, s.end)
                                    .map_err(|e| self.scan_err(e))?;
                            (text.into_owned(), content, Shape::Content)
                        });
                    }
                    n @ (b"note" | b"prop") => {
                        let prop = n == b"prop";
                        if let Some(line) = self.context_line(prop, empty)? {
                            context.push(line);
                        }
                    }
                    _ if !empty => self.skip()?,
                    _ => {}
                },
                Token::End { span: end, .. } => {
                    let Some((text, seg, shape)) = seg else {
                        return Err(no_seg(self));
                    };
                    let tuv = Tuv {
                        lang,
                        text,
                        seg,
                        shape,
                        context,
                    };
                    return Ok((tuv, end.end));
                }
                _ => {}
            }
        }
    }

    /// Per target: `None` for the source language (no slot), else which `<tuv>` (index) holds
    /// its value (`Some(None)`: none, a new one is inserted). Never the source `<tuv>`.
    fn claims(&self, unit: &Unit, source: usize) -> Vec<Option<Option<usize>>> {
        let mut taken = vec![false; unit.tuvs.len()];
        taken[source] = true;
        let mut out = vec![Some(None); self.targets.len()];
        let source_lang = &unit.tuvs[source].lang;
        // Exact matches first (id, then locale), then the primary-subtag fallback.
        for (t, target) in self.targets.iter().enumerate() {
            if same_lang(&target.id, source_lang)
                || target
                    .locale
                    .as_deref()
                    .is_some_and(|l| same_lang(l, source_lang))
            {
                out[t] = None;
                continue;
            }
            let hit = unit.tuvs.iter().enumerate().position(|(i, v)| {
                !taken[i]
                    && (same_lang(&v.lang, &target.id)
                        || target
                            .locale
                            .as_deref()
                            .is_some_and(|l| same_lang(&v.lang, l)))
            });
            if let Some(i) = hit {
                taken[i] = true;
                out[t] = Some(Some(i));
            }
        }
        for (t, target) in self.targets.iter().enumerate() {
            if out[t] != Some(None)
                || target.id.contains(['-', '_'])
                || same_lang(primary(source_lang), &target.id)
            {
                continue;
            }
            let candidates: Vec<usize> = (0..unit.tuvs.len())
                .filter(|&i| !taken[i] && same_lang(primary(&unit.tuvs[i].lang), &target.id))
                .collect();
            if let [i] = candidates[..] {
                taken[i] = true;
                out[t] = Some(Some(i));
            }
        }
        out
    }

    /// Hands a unit to the sink, with its slots when the sink wants them.
    fn emit(&mut self, unit: Unit) -> Result<(), FormatError> {
        let src_lang = unit.srclang.as_deref().or(self.header_src.as_deref());
        let source = src_lang
            .and_then(|l| unit.tuvs.iter().position(|v| same_lang(&v.lang, l)))
            .unwrap_or(0);
        let claims = self.claims(&unit, source);
        let src_text = &unit.tuvs[source].text;
        let identifier = match (&unit.tuid, src_text.is_empty()) {
            (Some(t), _) => t.clone(),
            (None, false) => src_text.clone(),
            (None, true) => format!("#{}", self.units),
        };
        let hash = self.hasher.hash_one(src_text);
        let entry_index = match self.seen.get(&identifier) {
            Some(&(first, h)) => {
                if h == hash {
                    self.push_slots(&unit, &claims, first);
                }
                return Ok(());
            }
            None => self.index,
        };
        let mut context = unit.context.clone();
        context.extend(unit.tuvs[source].context.iter().cloned());
        let mut entry = Entry {
            identifier: Cow::Owned(identifier.clone()),
            context: (!context.is_empty()).then(|| Cow::Owned(context.join("\n"))),
            text: Text::plain(src_text.clone()),
            ..Entry::default()
        };
        for (t, claim) in claims.iter().enumerate() {
            if let Some(Some(i)) = claim {
                entry.translations.insert(
                    self.targets[t].id.clone(),
                    Translation {
                        text: Text::plain(unit.tuvs[*i].text.clone()),
                        status: TranslationStatus::Single(Status::Translated),
                    },
                );
            }
        }
        self.index += 1;
        self.sink.entry(entry_index as usize, entry)?;
        self.push_slots(&unit, &claims, entry_index);
        self.seen.insert(identifier, (entry_index, hash));
        Ok(())
    }

    /// The unit's slots for entry `entry`, in document order: each claimed `<seg>`, then the
    /// insertions of the targets it lacks (in target order).
    fn push_slots(&mut self, unit: &Unit, claims: &[Option<Option<usize>>], entry: u32) {
        if !self.wants_skeleton {
            return;
        }
        let mut slots: Vec<(Range<usize>, Shape, usize)> = Vec::new();
        for (t, claim) in claims.iter().enumerate() {
            match claim {
                None => {}
                Some(Some(i)) => {
                    let v = &unit.tuvs[*i];
                    slots.push((v.seg.clone(), v.shape, t));
                }
                Some(None) => slots.push((unit.last_tuv_end..unit.last_tuv_end, Shape::Insert, t)),
            }
        }
        slots.sort_by_key(|(r, _, t)| (r.start, *t));
        for (r, shape, t) in slots {
            let start = self.map.map(self.view, r.start);
            let end = self.map.map(self.view, r.end);
            let kind = TmxSlot {
                shape,
                eol: self.eol,
                tabs: unit.indent.0,
                indent: unit.indent.1,
                enc: self.enc,
            };
            self.sink.slot(Slot {
                span: start..end,
                entry: Some(entry),
                category: None,
                kind: kind.bits(),
                target: Some(t as u16),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_match_case_and_separator_blind() {
        assert!(same_lang("de-DE", "de_de"));
        assert!(!same_lang("de", "de-DE"));
        assert_eq!(primary("pt-BR"), "pt");
    }
}
