//! Reading one XLIFF file of this version into the shared [`Reading`](crate::xliff::common::Reading) state.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::ops::Range;

use rustc_hash::FxHashMap;

use super::{state_keyword, INLINE_12};
use crate::error::ErrorKind;
use crate::error::FormatError;
use crate::format::{ParseContext, RenderContext};
use crate::model::{
    Entry, PluralCategory, PluralText, Status, Text, Translation, TranslationStatus,
};
use crate::skeleton::Slot;
use crate::xliff::common::{
    attr_text, attr_value, fail, insertion_span, read_content, read_target, status_12, view_of,
    Element, Reading, SlotKind, SlotView, TargetInfo,
};
use crate::xml::encoding::XmlEncoding;
use crate::xml::scan::{local_name, prefix_of, ScanError, Scanner, Token};
use crate::xml::text::{escape_attr_into, write_markup_text, Eol};

/// A `<trans-unit>` as read.
struct Unit<'a> {
    start: usize,
    end: usize,
    id: Cow<'a, str>,
    id_pos: usize,
    resname: Option<Cow<'a, str>>,
    hidden: Option<bool>,
    approved: Option<(Range<usize>, u8, bool)>,
    max_length: Option<u64>,
    source: Option<(Cow<'a, str>, usize)>,
    after_source: usize,
    target: Option<TargetInfo<'a>>,
    context: Vec<String>,
}

enum FrameKind<'a> {
    File,
    Group {
        hidden: Option<bool>,
        plural: Option<PluralGroup<'a>>,
    },
}

struct PluralGroup<'a> {
    id: Option<String>,
    id_pos: usize,
    units: Vec<Unit<'a>>,
}

struct Frame<'a> {
    depth: usize,
    kind: FrameKind<'a>,
}

/// Reads one file's root element and everything in it into `r`.
pub(super) fn read<'a>(r: Reading<'a>, ctx: &ParseContext<'_>) -> Result<Reading<'a>, ScanError> {
    let mut p = Parser {
        r,
        frames: Vec::new(),
        ids: FxHashMap::default(),
        target_cats: ctx.targets.first().map(|l| l.categories().to_vec()),
    };
    p.run()?;
    Ok(p.r)
}

struct Parser<'a> {
    /// What both versions read with and collect into.
    r: Reading<'a>,
    frames: Vec<Frame<'a>>,
    target_cats: Option<Vec<PluralCategory>>,
    /// Entry index of each unit id of the current `<file>`.
    ids: FxHashMap<Cow<'a, str>, usize>,
}

impl<'a> Parser<'a> {
    fn run(&mut self) -> Result<(), ScanError> {
        let view = self.r.sc.src();
        while let Some(element) = self
            .r
            .next_element(&["1.0", "1.1", "1.2"], "xliff12 (XLIFF 1.x)")?
        {
            match element {
                Element::Root { empty, .. } => {
                    if empty {
                        return Ok(());
                    }
                }
                Element::Start { span, name, empty } => {
                    let qname = &view[name.clone()];
                    match local_name(qname) {
                        b"file" => {
                            self.open_file(name.end)?;
                            if !empty {
                                self.frames.push(Frame {
                                    depth: self.r.sc.depth(),
                                    kind: FrameKind::File,
                                });
                            }
                        }
                        b"group" if !empty => {
                            let hidden = self.translate_attr()?.or(self.inherited_hidden());
                            let plural = match self.r.sc.attr(b"restype") {
                                Some(a) if &view[a.value.clone()] == b"x-gettext-plurals" => {
                                    let id = match self.r.sc.attr(b"id").cloned() {
                                        Some(a) => Some(attr_value(self.r.view_enc, view, &a)?),
                                        None => None,
                                    };
                                    Some(PluralGroup {
                                        id,
                                        id_pos: span.start,
                                        units: Vec::new(),
                                    })
                                }
                                _ => None,
                            };
                            self.frames.push(Frame {
                                depth: self.r.sc.depth(),
                                kind: FrameKind::Group { hidden, plural },
                            });
                        }
                        b"trans-unit" => {
                            let unit = self.read_unit(span, empty)?;
                            let in_plural = matches!(
                                self.frames.last(),
                                Some(Frame {
                                    kind: FrameKind::Group {
                                        plural: Some(_),
                                        ..
                                    },
                                    ..
                                })
                            );
                            if in_plural {
                                if let Some(Frame {
                                    kind:
                                        FrameKind::Group {
                                            plural: Some(g), ..
                                        },
                                    ..
                                }) = self.frames.last_mut()
                                {
                                    g.units.push(unit);
                                }
                            } else {
                                self.add_unit(unit)?;
                            }
                        }
                        b"bin-unit" if !empty => {
                            self.r.sc.skip_element(self.r.sc.depth())?;
                        }
                        _ => {}
                    }
                }
                Element::End => {
                    while self
                        .frames
                        .last()
                        .is_some_and(|f| f.depth > self.r.sc.depth())
                    {
                        if let Some(Frame {
                            kind:
                                FrameKind::Group {
                                    plural: Some(g),
                                    hidden,
                                },
                            ..
                        }) = self.frames.pop()
                        {
                            self.add_plural(g, hidden)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn inherited_hidden(&self) -> Option<bool> {
        self.frames.iter().rev().find_map(|f| match f.kind {
            FrameKind::Group { hidden, .. } => hidden,
            FrameKind::File => None,
        })
    }

    /// `translate="no"` → Some(true), `translate="yes"` → Some(false).
    fn translate_attr(&self) -> Result<Option<bool>, ScanError> {
        let view = self.r.sc.src();
        Ok(self
            .r
            .sc
            .attr(b"translate")
            .map(|a| &view[a.value.clone()] == b"no"))
    }

    fn open_file(&mut self, name_end: usize) -> Result<(), ScanError> {
        let view = self.r.sc.src();
        let original = match self.r.sc.attr(b"original").cloned() {
            Some(a) => attr_value(self.r.view_enc, view, &a)?,
            None => format!("file{}", self.r.file_keys.len() + 1),
        };
        self.r.file_keys.push(original);
        self.ids.clear();
        self.r
            .target_language(b"target-language", b"source-language", name_end)
    }

    fn read_unit(&mut self, span: Range<usize>, empty: bool) -> Result<Unit<'a>, ScanError> {
        let view = self.r.sc.src();
        let enc = self.r.view_enc;
        let Some(id_attr) = self.r.sc.attr(b"id").cloned() else {
            return fail(
                span.start,
                "<trans-unit> without an id attribute; expected id=\"…\"",
            );
        };
        let id = attr_text(enc, view, &id_attr)?;
        let resname = match self.r.sc.attr(b"resname").cloned() {
            Some(a) => Some(attr_text(enc, view, &a)?),
            None => None,
        };
        let hidden = self.translate_attr()?.or(self.inherited_hidden());
        let approved = self
            .r
            .sc
            .attr(b"approved")
            .map(|a| (a.value.clone(), a.quote, &view[a.value.clone()] == b"yes"));
        let max_length = match (self.r.sc.attr(b"maxwidth"), self.r.sc.attr(b"size-unit")) {
            (Some(w), Some(u)) if &view[u.value.clone()] == b"char" => {
                std::str::from_utf8(&view[w.value.clone()])
                    .ok()
                    .and_then(|s| s.trim().parse::<u64>().ok())
            }
            _ => None,
        };
        if empty {
            return fail(
                span.start,
                format!(
                    "<trans-unit id=\"{id}\"/> is empty; expected a <source> element inside it"
                ),
            );
        }
        let mut unit = Unit {
            start: span.start,
            end: span.end,
            id,
            id_pos: id_attr.value.start,
            resname,
            hidden,
            approved,
            max_length,
            source: None,
            after_source: 0,
            target: None,
            context: Vec::new(),
        };
        let depth = self.r.sc.depth();
        loop {
            let Some(tok) = self.r.sc.next_token()? else {
                return fail(view.len(), "unexpected end of file inside <trans-unit>");
            };
            match tok {
                Token::End { span, .. } if self.r.sc.depth() < depth => {
                    unit.end = span.end;
                    break;
                }
                Token::Start { span, name, empty } => {
                    let qname = &view[name.clone()];
                    let ours = prefix_of(qname) == self.r.prefix.as_slice();
                    match local_name(qname) {
                        b"source" if ours && unit.source.is_none() => {
                            let (text, end) = if empty {
                                (Cow::Borrowed(""), span.end)
                            } else {
                                let (t, _, end) =
                                    read_content(&mut self.r.sc, enc, depth + 1, span.end)?;
                                (t, end)
                            };
                            unit.source = Some((text, span.start));
                            unit.after_source = end;
                        }
                        b"seg-source" if ours && unit.target.is_none() => {
                            let end = if empty {
                                span.end
                            } else {
                                self.r.sc.skip_element(depth + 1)?.end
                            };
                            unit.after_source = unit.after_source.max(end);
                        }
                        b"target" if ours && unit.target.is_none() => {
                            unit.target =
                                Some(read_target(&mut self.r.sc, enc, span, name, empty)?);
                        }
                        b"note" if ours && !empty => {
                            let (t, _, _) = read_content(&mut self.r.sc, enc, depth + 1, span.end)?;
                            let t = t.trim();
                            if !t.is_empty() {
                                unit.context.push(t.to_string());
                            }
                        }
                        b"context-group" if ours && !empty => {
                            self.r.child_texts(
                                depth + 1,
                                "context-group",
                                b"context",
                                Some(b"context-type"),
                                &mut unit.context,
                            )?;
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
        if unit.source.is_none() {
            return fail(
                unit.start,
                format!(
                    "<trans-unit id=\"{}\"> has no <source>; expected a <source> element",
                    unit.id
                ),
            );
        }
        Ok(unit)
    }

    fn context(unit: &mut Unit<'_>) -> Option<String> {
        let mut out = String::new();
        if let Some(r) = &unit.resname {
            if r != &unit.id {
                out.push_str("resname: ");
                out.push_str(r);
            }
        }
        for line in unit.context.drain(..) {
            if out.is_empty() {
                out = line;
            } else {
                out.push('\n');
                out.push_str(&line);
            }
        }
        (!out.is_empty()).then_some(out)
    }

    fn add_unit(&mut self, mut unit: Unit<'a>) -> Result<(), ScanError> {
        let (source, source_start) = unit
            .source
            .take()
            .unwrap_or((Cow::Borrowed(""), unit.start));
        // The same id again in this <file>: Angular's extractor repeats a message id for every
        // occurrence (placeholder details and spacing may differ); it is one string, and the
        // repeat's slots name the first occurrence's entry.
        let (index, repeat) = match self.ids.get(&unit.id) {
            Some(&first) => (first, true),
            None => {
                let index = self.r.next_index();
                self.ids.insert(unit.id.clone(), index);
                (index, false)
            }
        };
        if !repeat {
            let context = Self::context(&mut unit);
            let mut entry = Entry::plain(unit.id.clone(), source);
            entry.context = context.map(Cow::Owned);
            entry.max_length = unit.max_length;
            entry.is_hidden = unit.hidden.filter(|h| *h);
            let approved = unit.approved.as_ref().is_some_and(|a| a.2);
            if let Some(t) = &unit.target {
                let status = status_12(t.state.as_ref().map(|s| s.2.as_str()), approved, &t.text);
                entry.existing = Some(Translation {
                    text: Text::Plain(t.text.clone()),
                    status: TranslationStatus::Single(status),
                });
            }
            self.r.add_entry(unit.id_pos, entry)?;
        }
        let eol = self.r.eol.code();
        let e = Some(index as u32);
        if let Some((r, q, _)) = &unit.approved {
            self.r.push_slot(r.clone(), e, SlotKind::Approved, eol, *q);
        }
        if let Some(t) = unit.target.as_ref().filter(|t| !t.empty) {
            self.r.push_state(e, t.state.as_ref(), t.attr_insert);
        }
        self.r
            .push_target(e, unit.target.as_ref(), source_start..unit.after_source);
        Ok(())
    }

    fn add_plural(
        &mut self,
        mut g: PluralGroup<'a>,
        hidden: Option<bool>,
    ) -> Result<(), ScanError> {
        let (Some(first), Some(last)) = (g.units.first(), g.units.last()) else {
            return Ok(());
        };
        let base = base_id(&first.id);
        let identifier = g.id.clone().unwrap_or_else(|| base.to_string());
        let src_of = |u: &Unit<'a>| u.source.as_ref().map(|s| s.0.clone()).unwrap_or_default();
        let mut forms = PluralText::new();
        if g.units.len() > 1 {
            forms.insert(PluralCategory::One, src_of(first));
        }
        forms.insert(PluralCategory::Other, src_of(last));
        let mut entry = Entry::plural(identifier, forms);
        let span = first.start..last.end;
        entry.context = Self::context(&mut g.units[0]).map(Cow::Owned);
        let first = &g.units[0];
        entry.is_hidden = hidden.or(first.hidden).filter(|h| *h);
        if g.units.iter().all(|u| u.target.is_some()) {
            let cats = plural_categories(self.target_cats.as_deref(), g.units.len());
            let mut texts = BTreeMap::new();
            let mut worst = Status::Approved;
            for (u, c) in g.units.iter().zip(cats) {
                let Some(t) = &u.target else { continue };
                let approved = u.approved.as_ref().is_some_and(|a| a.2);
                let st = status_12(t.state.as_ref().map(|s| s.2.as_str()), approved, &t.text);
                if st == Status::Untranslated
                    || (st == Status::Translated && worst == Status::Approved)
                {
                    worst = st;
                }
                texts.insert(c, t.text.clone());
            }
            entry.existing = Some(Translation {
                text: Text::Plural(texts),
                status: TranslationStatus::Single(worst),
            });
        }
        let index = self.r.next_index();
        let position = g.id.as_ref().map_or(first.id_pos, |_| g.id_pos);
        self.r.add_entry(position, entry)?;
        self.r.push_slot(
            span,
            Some(index as u32),
            SlotKind::PluralGroup,
            self.r.eol.code(),
            b'"',
        );
        Ok(())
    }
}

/// A plural unit id without its `[i]` suffix.
fn base_id(id: &str) -> &str {
    match id.rfind('[') {
        Some(p)
            if id.ends_with(']') && id[p + 1..id.len() - 1].bytes().all(|b| b.is_ascii_digit()) =>
        {
            &id[..p]
        }
        _ => id,
    }
}

/// The plural categories of `n` gettext forms.
fn plural_categories(target: Option<&[PluralCategory]>, n: usize) -> Vec<PluralCategory> {
    if let Some(t) = target.filter(|t| t.len() == n) {
        return t.to_vec();
    }
    match n {
        0 => Vec::new(),
        1 => vec![PluralCategory::Other],
        2 => vec![PluralCategory::One, PluralCategory::Other],
        _ => {
            let mut v: Vec<_> = PluralCategory::ALL[1..5]
                .iter()
                .copied()
                .take(n - 1)
                .collect();
            if n > 5 {
                v.insert(0, PluralCategory::Zero);
            }
            v.truncate(n - 1);
            v.push(PluralCategory::Other);
            v
        }
    }
}

/// Regenerates the trans-units of a gettext plural group for the target's categories.
pub(super) fn render_plural_group(
    slot: &Slot,
    forms: &[(PluralCategory, &str)],
    status: Status,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let SlotView { k, view, .. } = SlotView::of(slot, ctx)?;
    let view_enc = k.enc.view_encoding();
    let internal = |m: &str| {
        FormatError::whole(format!("internal error in a plural group: {m}"))
            .with_kind(ErrorKind::Internal)
    };
    // The span is a sequence of trans-units and what lies between them: wrap it in a synthetic
    // root and collect the ranges of the top-level trans-units.
    let mut wrapped = Vec::with_capacity(view.len() + 7);
    wrapped.extend_from_slice(b"<r>");
    wrapped.extend_from_slice(&view);
    wrapped.extend_from_slice(b"</r>");
    let mut units: Vec<Range<usize>> = Vec::new();
    let mut sc = Scanner::new(&wrapped, 0);
    let mut open: Option<(usize, bool)> = None;
    while let Some(tok) = sc.next_token().map_err(|e| internal(&e.message))? {
        match tok {
            Token::Start { span, name, empty }
                if open.is_none() && sc.depth() == 1 + usize::from(!empty) =>
            {
                let is_unit = local_name(&wrapped[name]) == b"trans-unit";
                if empty {
                    if is_unit {
                        units.push(span.start - 3..span.end - 3);
                    }
                } else {
                    open = Some((span.start - 3, is_unit));
                }
            }
            Token::End { span, .. } if sc.depth() == 1 => {
                if let Some((start, true)) = open.take() {
                    units.push(start..span.end - 3);
                }
            }
            _ => {}
        }
    }
    if units.is_empty() {
        return Err(internal("no trans-unit"));
    }
    let first = units[0].clone();
    let second = units.get(1).cloned().unwrap_or_else(|| first.clone());
    let separator: String = if units.len() > 1 {
        view_enc
            .decode_view(&view[first.end..second.start])
            .map(|c| c.into_owned())
            .unwrap_or_default()
    } else {
        // One unit only: put the others on new lines indented like the first.
        let indent = insertion_span(ctx.src, slot.span.start, slot.span.start).0;
        let indent = ctx
            .src
            .get(indent)
            .map(|b| {
                view_enc
                    .decode_view(&view_of(k.enc, b))
                    .map(|c| c.into_owned())
                    .unwrap_or_default()
            })
            .unwrap_or_default();
        format!("{}{}", Eol::from_code(k.eol).as_str(), indent)
    };
    // The id of the first unit decides the base of the new ids.
    let first_view = &view[first.clone()];
    let mut fsc = Scanner::new(first_view, 0);
    let _ = fsc.next_token();
    let base = fsc
        .attr(b"id")
        .and_then(|a| view_enc.decode_view(&first_view[a.value.clone()]).ok())
        .map(|s| base_id(&s).to_string())
        .unwrap_or_default();
    let mut s = String::new();
    for (i, (_, text)) in forms.iter().enumerate() {
        if i > 0 {
            s.push_str(&separator);
        }
        let template = if i == 0 { &first } else { &second };
        unit_from_template(
            &view[template.clone()],
            view_enc,
            &format!("{base}[{i}]"),
            text,
            state_keyword(status),
            Eol::from_code(k.eol),
            &mut s,
        )
        .map_err(|e| internal(&e.message))?;
    }
    k.enc.encode_into(&s, out);
    Ok(())
}

/// Writes one trans-unit modelled on `unit` (its bytes in the view encoding): new `id`, the
/// target replaced or inserted after the source.
fn unit_from_template(
    unit: &[u8],
    enc: XmlEncoding,
    id: &str,
    text: &str,
    state: &str,
    eol: Eol,
    s: &mut String,
) -> Result<(), ScanError> {
    let piece = |r: Range<usize>| -> String {
        enc.decode_view(&unit[r])
            .map(|c| c.into_owned())
            .unwrap_or_default()
    };
    let mut sc = Scanner::new(unit, 0);
    let Some(Token::Start { name, .. }) = sc.next_token()? else {
        return fail(0, "not a trans-unit");
    };
    let prefix = String::from_utf8_lossy(prefix_of(&unit[name])).into_owned();
    let mut pos = 0;
    if let Some(a) = sc.attr(b"id").cloned() {
        s.push_str(&piece(0..a.value.start));
        escape_attr_into(id, a.quote, s).map_err(|m| ScanError {
            kind: ErrorKind::Unsupported,
            offset: 0,
            message: m,
        })?;
        pos = a.value.end;
    }
    let mut source: Option<(usize, usize)> = None;
    let mut target: Option<(Range<usize>, usize)> = None;
    while let Some(tok) = sc.next_token()? {
        if let Token::Start { span, name, empty } = tok {
            if sc.depth() > 1 + usize::from(!empty) {
                continue;
            }
            match local_name(&unit[name]) {
                b"source" if source.is_none() => {
                    let end = if empty {
                        span.end
                    } else {
                        sc.skip_element(sc.depth())?.end
                    };
                    source = Some((span.start, end));
                }
                b"target" if target.is_none() => {
                    let end = if empty {
                        span.end
                    } else {
                        sc.skip_element(sc.depth())?.end
                    };
                    target = Some((span.start..end, span.end));
                }
                _ => {
                    if !empty {
                        sc.skip_element(sc.depth())?;
                    }
                }
            }
        }
    }
    let write_target = |s: &mut String| -> Result<(), ScanError> {
        s.push('<');
        s.push_str(&prefix);
        s.push_str("target state=\"");
        s.push_str(state);
        s.push_str("\">");
        write_markup_text(text, INLINE_12, eol, s).map_err(|m| ScanError {
            kind: ErrorKind::Unsupported,
            offset: 0,
            message: m,
        })?;
        s.push_str("</");
        s.push_str(&prefix);
        s.push_str("target>");
        Ok(())
    };
    match (target, source) {
        (Some((r, _)), _) => {
            s.push_str(&piece(pos..r.start));
            write_target(s)?;
            s.push_str(&piece(r.end..unit.len()));
        }
        (None, Some((src_start, src_end))) => {
            let (line, line_eol) = insertion_span(unit, src_start, src_end);
            s.push_str(&piece(pos..src_end));
            if line_eol != crate::xliff::common::INLINE {
                s.push_str(Eol::from_code(line_eol).as_str());
                let indent = unit[line.start..]
                    .iter()
                    .take_while(|b| matches!(b, b' ' | b'\t'))
                    .count();
                s.push_str(&piece(line.start..line.start + indent));
            }
            write_target(s)?;
            s.push_str(&piece(src_end..unit.len()));
        }
        (None, None) => s.push_str(&piece(pos..unit.len())),
    }
    Ok(())
}
