//! Reading one XLIFF file of this version into the shared [`Reading`](crate::xliff::common::Reading) state.

use std::borrow::Cow;
use std::ops::Range;

use crate::model::{Entry, Status, Text, Translation, TranslationStatus};
use crate::repeats::{Place, Repeats};
use crate::xliff::common::{
    attr_text, attr_value, fail, read_content, read_target, Element, Reading, TargetInfo,
};
use crate::xml::scan::{local_name, prefix_of, ScanError, Token};

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

struct Segment<'a> {
    state: Option<(Range<usize>, u8, String)>,
    state_insert: usize,
    source: Cow<'a, str>,
    source_start: usize,
    source_end: usize,
    target: Option<TargetInfo<'a>>,
}

struct Frame {
    depth: usize,
    hidden: Option<bool>,
}

/// Reads one file's root element and everything in it into `r`.
pub(super) fn read(r: Reading<'_>) -> Result<Reading<'_>, ScanError> {
    let view = r.sc.src();
    let mut p = Parser {
        r,
        frames: Vec::new(),
        repeats: Repeats::new(view),
    };
    p.run()?;
    Ok(p.r)
}

struct Parser<'a> {
    /// What both versions read with and collect into.
    r: Reading<'a>,
    frames: Vec<Frame>,
    /// The strings of the current `<file>`: a unit id used again is one string
    /// (`crate::repeats`).
    repeats: Repeats<'a>,
}

impl<'a> Parser<'a> {
    fn translate_attr(&self) -> Option<bool> {
        let view = self.r.sc.src();
        self.r
            .sc
            .attr(b"translate")
            .map(|a| &view[a.value.clone()] == b"no")
    }

    fn inherited_hidden(&self) -> Option<bool> {
        self.frames.iter().rev().find_map(|f| f.hidden)
    }

    fn run(&mut self) -> Result<(), ScanError> {
        let view = self.r.sc.src();
        while let Some(element) = self.r.next_element(&["2.0", "2.1"], "xliff2 (XLIFF 2.x)")? {
            match element {
                Element::Root { name, empty } => {
                    self.r.target_language(b"trgLang", b"srcLang", name.end)?;
                    if empty {
                        return Ok(());
                    }
                }
                Element::Start { span, name, empty } => {
                    let qname = &view[name.clone()];
                    match local_name(qname) {
                        b"file" | b"group" if !empty => {
                            if local_name(qname) == b"file" {
                                let key = match self.r.sc.attr(b"id").cloned() {
                                    Some(a) => attr_value(self.r.view_enc, view, &a)?,
                                    None => format!("file{}", self.r.file_keys.len() + 1),
                                };
                                self.r.file_keys.push(key);
                                self.repeats = Repeats::new(view);
                            }
                            let hidden = self.translate_attr().or(self.inherited_hidden());
                            self.frames.push(Frame {
                                depth: self.r.sc.depth(),
                                hidden,
                            });
                        }
                        b"unit" => self.read_unit(span, empty)?,
                        b"file" | b"group" => {}
                        _ => {
                            // <notes>, <skeleton>, … outside units carry no strings.
                            if !empty {
                                self.r.sc.skip_element(self.r.sc.depth())?;
                            }
                        }
                    }
                }
                Element::End => {
                    while self
                        .frames
                        .last()
                        .is_some_and(|f| f.depth > self.r.sc.depth())
                    {
                        self.frames.pop();
                    }
                }
            }
        }
        Ok(())
    }

    fn read_unit(&mut self, span: Range<usize>, empty: bool) -> Result<(), ScanError> {
        let view = self.r.sc.src();
        let enc = self.r.view_enc;
        let Some(id_attr) = self.r.sc.attr(b"id").cloned() else {
            return fail(
                span.start,
                "<unit> without an id attribute; expected id=\"…\"",
            );
        };
        let id = attr_text(enc, view, &id_attr)?;
        let name = match self.r.sc.attr(b"name").cloned() {
            Some(a) => Some(attr_text(enc, view, &a)?),
            None => None,
        };
        let hidden = self.translate_attr().or(self.inherited_hidden());
        if empty {
            return fail(
                span.start,
                format!("<unit id=\"{id}\"/> is empty; expected at least one <segment>"),
            );
        }
        let depth = self.r.sc.depth();
        let mut notes: Vec<String> = Vec::new();
        let mut segments: Vec<Segment<'a>> = Vec::new();
        loop {
            let Some(tok) = self.r.sc.next_token()? else {
                return fail(view.len(), "unexpected end of file inside <unit>");
            };
            match tok {
                Token::End { .. } if self.r.sc.depth() < depth => break,
                Token::Start { span, name, empty } => {
                    let qname = &view[name.clone()];
                    let ours = prefix_of(qname) == self.r.prefix.as_slice();
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
                        b"notes" if ours && !empty => {
                            self.r
                                .child_texts(depth + 1, "notes", b"note", None, &mut notes)?
                        }
                        _ => {
                            if !empty {
                                self.r.sc.skip_element(self.r.sc.depth())?;
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
        for (i, seg) in segments.into_iter().enumerate() {
            let identifier = if single {
                id.clone()
            } else {
                Cow::Owned(format!("{id}/{}", i + 1))
            };
            let mut entry = Entry::plain(identifier, seg.source);
            entry.context = context.clone().map(Cow::Owned);
            entry.is_hidden = hidden.filter(|h| *h);
            if let Some(t) = &seg.target {
                let st = status_2(seg.state.as_ref().map(|s| s.2.as_str()), &t.text);
                entry.existing = Some(Translation {
                    text: Text::Plain(t.text.clone()),
                    status: TranslationStatus::Single(st),
                });
            }
            let at = id_attr.value.start;
            let index = match self.repeats.place(&entry, at, "unit id") {
                Place::First => {
                    let index = self.r.next_index();
                    self.repeats.record(&entry, at, index);
                    self.r.add_entry(at, entry)?;
                    index
                }
                Place::Same { index } => {
                    self.r.add_repeat(index, entry)?;
                    index
                }
                Place::Different { warning } => {
                    self.r.warn(warning);
                    continue;
                }
            };
            let e = Some(index as u32);
            self.r.push_state(e, seg.state.as_ref(), seg.state_insert);
            self.r
                .push_target(e, seg.target.as_ref(), seg.source_start..seg.source_end);
        }
        Ok(())
    }

    fn read_segment(
        &mut self,
        span: Range<usize>,
        name: Range<usize>,
    ) -> Result<Segment<'a>, ScanError> {
        let view = self.r.sc.src();
        let enc = self.r.view_enc;
        let state = match self.r.sc.attr(b"state").cloned() {
            Some(a) => Some((a.value.clone(), a.quote, attr_value(enc, view, &a)?)),
            None => None,
        };
        let state_insert = self
            .r
            .sc
            .attrs()
            .last()
            .map_or(name.end, |a| a.value.end + 1);
        let depth = self.r.sc.depth();
        let mut source: Option<(Cow<'a, str>, usize, usize)> = None;
        let mut target: Option<TargetInfo<'a>> = None;
        loop {
            let Some(tok) = self.r.sc.next_token()? else {
                return fail(view.len(), "unexpected end of file inside <segment>");
            };
            match tok {
                Token::End { .. } if self.r.sc.depth() < depth => break,
                Token::Start { span, name, empty } => {
                    let qname = &view[name.clone()];
                    let ours = prefix_of(qname) == self.r.prefix.as_slice();
                    match local_name(qname) {
                        b"source" if ours && source.is_none() => {
                            source = Some(if empty {
                                (Cow::Borrowed(""), span.start, span.end)
                            } else {
                                let (t, _, end) =
                                    read_content(&mut self.r.sc, enc, depth + 1, span.end)?;
                                (t, span.start, end)
                            });
                        }
                        b"target" if ours && target.is_none() => {
                            target = Some(read_target(&mut self.r.sc, enc, span, name, empty)?);
                        }
                        _ => {
                            if !empty {
                                self.r.sc.skip_element(self.r.sc.depth())?;
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
}
