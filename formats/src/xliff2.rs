//! `xliff2`: XLIFF 2.0/2.1 bilingual files, parsed and built by splicing into the original bytes.
//!
//! Mapping:
//! - One entry per `<segment>` of each `<unit>` (inside `<file>`s and `<group>`s). Identifier = the
//!   unit's `id` when the unit has one segment, else `<unit id>/<n>` with `n` the 1-based position
//!   of the segment among the unit's segments (`<ignorable>`s are not counted and are kept as they
//!   are). When the same unit id occurs in more than one `<file>`, every such identifier is
//!   prefixed with `<file id>#`. A repeated unit id within one `<file>`, or a unit without `id`, is
//!   an error (XLIFF 2 requires unique ids).
//! - Text = `<source>` content, existing translation = `<target>` content (same text model as
//!   XLIFF 1.2, see [`crate::xml_text`]; inline `<ph/> <pc> <sc/> <ec/> <mrk> <sm/> <em/> <cp/>`
//!   are kept as markup and written back verbatim when well-formed and balanced).
//! - Context = the unit's `name` (as `name: …` when it differs from the id) and its
//!   `<notes><note>` texts, one per line. `translate="no"` on the unit, an enclosing `<group>` or the
//!   `<file>` → `is_hidden` (kept, still buildable).
//! - Status from the segment's `state`: `initial` → untranslated, `translated` → translated,
//!   `reviewed`/`final` → approved; without `state`, translated when the target is not empty. Build
//!   writes `state` on the `<segment>` of every target it writes (untranslated → `initial`,
//!   translated → `translated`, approved → `final`).
//! - A missing `<target>` is inserted after `</source>` on a new line indented like the `<source>`
//!   line; `<target/>` becomes `<target>…</target>`.
//! - `trgLang` on `<xliff>` is a structural slot set to the build's target language (inserted after
//!   `srcLang` when absent); [`Parsed::language`] = `trgLang`.
//! - Encodings, line ends, entities and DTDs: as for XLIFF 1.2 (see [`crate::xliff12`]).

use rustc_hash::FxHashMap;
use std::ops::Range;

use crate::error::FormatError;
use crate::format::{
    Format, FormatInfo, ParseContext, Parsed, RenderContext, Signature, SlotValue,
};
use crate::model::{Entry, Status, Text, Translation, TranslationStatus};
use crate::skeleton::Slot;
use crate::xliff_common::{
    attr_value, check_root, finish, insertion_span, read_content, read_target, render_content,
    render_keyword, render_lang, render_state_insert, render_target_empty, render_target_insert,
    Collected, Kind, SlotKind, TargetInfo,
};
use crate::xml_encoding::{XmlEncoding, XmlInput};
use crate::xml_scan::{local_name, prefix_of, ScanError, Scanner, Token};
use crate::xml_text::Eol;

/// XLIFF 2.0/2.1 (see the module documentation for the mapping).
#[derive(Debug, Default, Clone, Copy)]
pub struct Xliff2;

/// Inline elements of XLIFF 2 that a translation may carry as markup.
pub const INLINE_2: &[&str] = &["ph", "pc", "sc", "ec", "mrk", "sm", "em", "cp"];

static INFO: FormatInfo = FormatInfo {
    key: "xliff2",
    name: "XLIFF 2",
    description: "XLIFF 2.0/2.1 bilingual files: units with segments, notes and state",
    extensions: &["xlf", "xliff"],
    signature: Signature {
        file_name: r"\.(xlf|xliff|XLF|XLIFF)$",
        file_content: Some(r#"<(\w+:)?xliff(\s[^>]*)?\sversion\s*=\s*["']2\.[01]["']"#),
    },
};

impl Format for Xliff2 {
    fn info(&self) -> &'static FormatInfo {
        &INFO
    }

    fn parse(&self, src: &[u8], _ctx: &ParseContext<'_>) -> Result<Parsed, FormatError> {
        let input = XmlInput::new(src)?;
        let view: &[u8] = &input.view;
        let enc = input.encoding;
        let mut p = Parser {
            sc: Scanner::new(view, input.start),
            enc,
            view_enc: if enc.is_utf16() {
                XmlEncoding::Utf8
            } else {
                enc
            },
            eol: Eol::detect(view),
            prefix: Vec::new(),
            entries: Vec::new(),
            positions: Vec::new(),
            file_of: Vec::new(),
            file_keys: Vec::new(),
            slots: Vec::new(),
            frames: Vec::new(),
            language: None,
            unit_ids: FxHashMap::default(),
        };
        p.run()
            .map_err(|e| FormatError::at(view, e.offset, e.message))?;
        let Parser {
            entries,
            positions,
            file_of,
            file_keys,
            slots,
            language,
            ..
        } = p;
        finish(
            &input,
            Collected {
                entries,
                positions,
                file_of,
                file_keys,
                slots,
                language,
            },
        )
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        let kind = Kind::unpack(slot.kind).kind;
        match value {
            SlotValue::Structural => render_lang(slot, "trgLang", ctx, out),
            SlotValue::Text { text, status } => {
                if kind == SlotKind::StateValue as u16 {
                    render_keyword(slot, state_keyword(status), out);
                } else if kind == SlotKind::StateInsert as u16 {
                    render_state_insert(slot, state_keyword(status), out);
                } else if kind == SlotKind::TargetContent as u16 {
                    render_content(slot, text, INLINE_2, out)?;
                } else if kind == SlotKind::TargetEmpty as u16 {
                    render_target_empty(slot, text, None, INLINE_2, ctx, out)?;
                } else if kind == SlotKind::TargetInsert as u16 {
                    render_target_insert(slot, text, None, INLINE_2, ctx, out)?;
                } else {
                    return Err(FormatError::whole("internal error: unknown XLIFF 2 slot"));
                }
                Ok(())
            }
            SlotValue::Plural { .. } => Err(FormatError::whole(
                "internal error: XLIFF 2 has no plural slots",
            )),
        }
    }

    fn create(
        &self,
        entries: &[Entry],
        source: &crate::language::Language,
        target: Option<&crate::language::Language>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        create::create(entries, source, target, out)
    }

    fn creates_plurals(&self) -> bool {
        false
    }
}

/// The segment `state` written for a status.
pub fn state_keyword(status: Status) -> &'static str {
    match status {
        Status::Untranslated => "initial",
        Status::Translated => "translated",
        Status::Approved => "final",
    }
}

/// The status a segment `state` stands for.
fn status_2(state: Option<&str>, text: &str) -> Status {
    match state {
        Some("initial") => Status::Untranslated,
        Some("translated") => Status::Translated,
        Some("reviewed" | "final") => Status::Approved,
        _ if text.is_empty() => Status::Untranslated,
        _ => Status::Translated,
    }
}

struct Segment {
    state: Option<(Range<usize>, u8, String)>,
    state_insert: usize,
    source: String,
    source_start: usize,
    source_end: usize,
    target: Option<TargetInfo>,
}

struct Frame {
    depth: usize,
    hidden: Option<bool>,
}

struct Parser<'a> {
    sc: Scanner<'a>,
    enc: XmlEncoding,
    view_enc: XmlEncoding,
    eol: Eol,
    prefix: Vec<u8>,
    entries: Vec<Entry>,
    positions: Vec<usize>,
    file_of: Vec<usize>,
    file_keys: Vec<String>,
    slots: Vec<Slot>,
    frames: Vec<Frame>,
    language: Option<String>,
    /// Unit ids of the current `<file>` and where each was first used.
    unit_ids: FxHashMap<String, usize>,
}

fn fail<T>(offset: usize, message: impl Into<String>) -> Result<T, ScanError> {
    Err(ScanError {
        offset,
        message: message.into(),
    })
}

impl Parser<'_> {
    fn kind(&self, kind: SlotKind, eol: u16, quote: u8) -> u16 {
        Kind::pack(kind, eol, quote, self.eol, self.enc)
    }

    fn translate_attr(&self) -> Option<bool> {
        let view = self.sc.src();
        self.sc
            .attr(b"translate")
            .map(|a| &view[a.value.clone()] == b"no")
    }

    fn inherited_hidden(&self) -> Option<bool> {
        self.frames.iter().rev().find_map(|f| f.hidden)
    }

    fn run(&mut self) -> Result<(), ScanError> {
        let view = self.sc.src();
        let mut root = false;
        while let Some(tok) = self.sc.next_token()? {
            match tok {
                Token::Start { span, name, empty } => {
                    if !root {
                        root = true;
                        self.prefix = check_root(
                            &self.sc,
                            self.view_enc,
                            name.clone(),
                            span.start,
                            &["2.0", "2.1"],
                            "xliff2 (XLIFF 2.x)",
                        )?;
                        self.root_language(name.end)?;
                        if empty {
                            return Ok(());
                        }
                        continue;
                    }
                    let qname = &view[name.clone()];
                    if prefix_of(qname) != self.prefix.as_slice() {
                        if !empty {
                            self.sc.skip_element(self.sc.depth())?;
                        }
                        continue;
                    }
                    match local_name(qname) {
                        b"file" | b"group" if !empty => {
                            if local_name(qname) == b"file" {
                                let key = match self.sc.attr(b"id").cloned() {
                                    Some(a) => attr_value(self.view_enc, view, &a)?,
                                    None => format!("file{}", self.file_keys.len() + 1),
                                };
                                self.file_keys.push(key);
                                self.unit_ids.clear();
                            }
                            let hidden = self.translate_attr().or(self.inherited_hidden());
                            self.frames.push(Frame {
                                depth: self.sc.depth(),
                                hidden,
                            });
                        }
                        b"unit" => self.read_unit(span, empty)?,
                        b"file" | b"group" => {}
                        _ => {
                            // <notes>, <skeleton>, … outside units carry no strings.
                            if !empty {
                                self.sc.skip_element(self.sc.depth())?;
                            }
                        }
                    }
                }
                Token::End { .. } => {
                    while self
                        .frames
                        .last()
                        .is_some_and(|f| f.depth > self.sc.depth())
                    {
                        self.frames.pop();
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn root_language(&mut self, name_end: usize) -> Result<(), ScanError> {
        let view = self.sc.src();
        let eol = self.eol.code();
        match self.sc.attr(b"trgLang").cloned() {
            Some(a) => {
                let lang = attr_value(self.view_enc, view, &a)?;
                if !lang.is_empty() {
                    self.language = Some(lang);
                }
                self.slots.push(Slot {
                    span: a.value.clone(),
                    entry: None,
                    category: None,
                    kind: self.kind(SlotKind::LangValue, eol, a.quote),
                });
            }
            None => {
                let at = match self.sc.attr(b"srcLang") {
                    Some(a) => a.value.end + 1,
                    None => self.sc.attrs().last().map_or(name_end, |a| a.value.end + 1),
                };
                self.slots.push(Slot {
                    span: at..at,
                    entry: None,
                    category: None,
                    kind: self.kind(SlotKind::LangInsert, eol, b'"'),
                });
            }
        }
        Ok(())
    }

    fn read_unit(&mut self, span: Range<usize>, empty: bool) -> Result<(), ScanError> {
        let view = self.sc.src();
        let enc = self.view_enc;
        let Some(id_attr) = self.sc.attr(b"id").cloned() else {
            return fail(
                span.start,
                "<unit> without an id attribute; expected id=\"…\"",
            );
        };
        let id = attr_value(enc, view, &id_attr)?;
        if let Some(&first) = self.unit_ids.get(&id) {
            let (line, column) = crate::error::line_column(view, first);
            return fail(
                id_attr.value.start,
                format!(
                    "duplicate unit id `{id}` (first used at line {line}, column {column}); unit ids must be unique within a <file>"
                ),
            );
        }
        self.unit_ids.insert(id.clone(), id_attr.value.start);
        let name = match self.sc.attr(b"name").cloned() {
            Some(a) => Some(attr_value(enc, view, &a)?),
            None => None,
        };
        let hidden = self.translate_attr().or(self.inherited_hidden());
        if empty {
            return fail(
                span.start,
                format!("<unit id=\"{id}\"/> is empty; expected at least one <segment>"),
            );
        }
        let depth = self.sc.depth();
        let mut notes: Vec<String> = Vec::new();
        let mut segments: Vec<Segment> = Vec::new();
        loop {
            let Some(tok) = self.sc.next_token()? else {
                return fail(view.len(), "unexpected end of file inside <unit>");
            };
            match tok {
                Token::End { .. } if self.sc.depth() < depth => break,
                Token::Start { span, name, empty } => {
                    let qname = &view[name.clone()];
                    let ours = prefix_of(qname) == self.prefix.as_slice();
                    match local_name(qname) {
                        b"segment" if ours => {
                            if empty {
                                return fail(
                                    span.start,
                                    "<segment/> is empty; expected a <source> element inside it",
                                );
                            }
                            segments.push(self.read_segment(span, name)?);
                        }
                        b"notes" if ours && !empty => self.read_notes(depth + 1, &mut notes)?,
                        _ => {
                            if !empty {
                                self.sc.skip_element(self.sc.depth())?;
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        if segments.is_empty() {
            return fail(
                span.start,
                format!("<unit id=\"{id}\"> has no <segment>; expected at least one"),
            );
        }
        let mut context: Vec<String> = Vec::new();
        if let Some(n) = name.filter(|n| *n != id) {
            context.push(format!("name: {n}"));
        }
        context.extend(notes);
        let context = (!context.is_empty()).then(|| context.join("\n"));
        let single = segments.len() == 1;
        let eol = self.eol.code();
        for (i, seg) in segments.into_iter().enumerate() {
            let identifier = if single {
                id.clone()
            } else {
                format!("{id}/{}", i + 1)
            };
            let index = self.entries.len();
            let e = Some(index as u32);
            let mut entry = Entry::plain(identifier, seg.source);
            entry.context = context.clone();
            entry.is_hidden = hidden.filter(|h| *h);
            if let Some(t) = &seg.target {
                let st = status_2(seg.state.as_ref().map(|s| s.2.as_str()), &t.text);
                entry.existing = Some(Translation {
                    text: Text::Plain(t.text.clone()),
                    status: TranslationStatus::Single(st),
                });
            }
            let state_slot = match &seg.state {
                Some((r, q, _)) => Slot {
                    span: r.clone(),
                    entry: e,
                    category: None,
                    kind: self.kind(SlotKind::StateValue, eol, *q),
                },
                None => Slot {
                    span: seg.state_insert..seg.state_insert,
                    entry: e,
                    category: None,
                    kind: self.kind(SlotKind::StateInsert, eol, b'"'),
                },
            };
            self.slots.push(state_slot);
            match &seg.target {
                Some(t) if !t.empty => self.slots.push(Slot {
                    span: t.content.clone(),
                    entry: e,
                    category: None,
                    kind: self.kind(SlotKind::TargetContent, eol, b'"'),
                }),
                Some(t) => self.slots.push(Slot {
                    span: t.tag.clone(),
                    entry: e,
                    category: None,
                    kind: self.kind(SlotKind::TargetEmpty, eol, b'"'),
                }),
                None => {
                    let (span, line_eol) =
                        insertion_span(self.sc.src(), seg.source_start, seg.source_end);
                    self.slots.push(Slot {
                        span,
                        entry: e,
                        category: None,
                        kind: self.kind(SlotKind::TargetInsert, line_eol, b'"'),
                    });
                }
            }
            self.positions.push(id_attr.value.start);
            self.file_of.push(self.file_keys.len().saturating_sub(1));
            self.entries.push(entry);
        }
        Ok(())
    }

    fn read_segment(
        &mut self,
        span: Range<usize>,
        name: Range<usize>,
    ) -> Result<Segment, ScanError> {
        let view = self.sc.src();
        let enc = self.view_enc;
        let state = match self.sc.attr(b"state").cloned() {
            Some(a) => Some((a.value.clone(), a.quote, attr_value(enc, view, &a)?)),
            None => None,
        };
        let state_insert = self.sc.attrs().last().map_or(name.end, |a| a.value.end + 1);
        let depth = self.sc.depth();
        let mut source: Option<(String, usize, usize)> = None;
        let mut target: Option<TargetInfo> = None;
        loop {
            let Some(tok) = self.sc.next_token()? else {
                return fail(view.len(), "unexpected end of file inside <segment>");
            };
            match tok {
                Token::End { .. } if self.sc.depth() < depth => break,
                Token::Start { span, name, empty } => {
                    let qname = &view[name.clone()];
                    let ours = prefix_of(qname) == self.prefix.as_slice();
                    match local_name(qname) {
                        b"source" if ours && source.is_none() => {
                            source = Some(if empty {
                                (String::new(), span.start, span.end)
                            } else {
                                let (t, _, end) =
                                    read_content(&mut self.sc, enc, depth + 1, span.end)?;
                                (t, span.start, end)
                            });
                        }
                        b"target" if ours && target.is_none() => {
                            target = Some(read_target(&mut self.sc, enc, span, name, empty)?);
                        }
                        _ => {
                            if !empty {
                                self.sc.skip_element(self.sc.depth())?;
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        let Some((source, source_start, source_end)) = source else {
            return fail(
                span.start,
                "<segment> has no <source>; expected a <source> element",
            );
        };
        Ok(Segment {
            state,
            state_insert,
            source,
            source_start,
            source_end,
            target,
        })
    }

    fn read_notes(&mut self, depth: usize, out: &mut Vec<String>) -> Result<(), ScanError> {
        let view = self.sc.src();
        loop {
            let Some(tok) = self.sc.next_token()? else {
                return fail(view.len(), "unexpected end of file inside <notes>");
            };
            match tok {
                Token::End { .. } if self.sc.depth() < depth => return Ok(()),
                Token::Start { span, name, empty } => {
                    if empty {
                        continue;
                    }
                    if local_name(&view[name]) != b"note" {
                        self.sc.skip_element(self.sc.depth())?;
                        continue;
                    }
                    let (t, _, _) = read_content(&mut self.sc, self.view_enc, depth + 1, span.end)?;
                    let t = t.trim();
                    if !t.is_empty() {
                        out.push(t.to_string());
                    }
                }
                _ => {}
            }
        }
    }
}

mod create;

#[cfg(test)]
mod tests;
