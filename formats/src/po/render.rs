//! Build side of the PO format: the per-target plan (index ↔ category table, new `Language` and
//! `Plural-Forms` header values) and the rendering of the three slot kinds.
//!
//! Slots: `BEGIN` (empty, at the start of the file) computes the plan for the build's target and
//! keeps it in a thread-local for the build's other slots (the splice writer renders slots in order,
//! on one thread); `HEADER` spans the header msgstr; `ENTRY` spans an entry from its first `#,` line
//! (or the point where one would go) to the end of its last msgstr string, so that the `fuzzy` flag
//! can follow the translation's status while the lines in between are copied unchanged.

use std::cell::RefCell;
use std::rc::Rc;

use crate::error::{ErrorKind, FormatError};
use crate::format::{RenderContext, SlotValue};
use crate::model::{PluralCategory, Status, Text};
use crate::skeleton::{Slot, TypedKind};

use super::charset::Charset;
use super::escape::{read_token, write_value};
use super::plural_forms::{parse_plural_forms, Expr, PluralForms, MAX_NPLURALS};
use super::plural_map::PluralMap;
use super::scan::{flag_words, scan};
use super::{header, start_of_content};

/// What a PO slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Region {
    /// Start-of-build marker (structural, empty).
    Begin = 1,
    /// The header msgstr (structural).
    Header = 2,
    /// An entry's flags-to-msgstr region.
    Entry = 3,
}

/// The kind of a PO slot: what it holds, and the file's charset and line breaks (render writes
/// in both).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PoSlot {
    /// What the slot holds.
    pub region: Region,
    /// The file's charset.
    pub charset: Charset,
    /// The file's line breaks are CRLF.
    pub crlf: bool,
}

// Bits: 0–3 the region, 4 CRLF, 8–15 the charset index.
impl TypedKind for PoSlot {
    fn bits(self) -> u16 {
        self.region as u16 | u16::from(self.crlf) << 4 | u16::from(self.charset.index) << 8
    }

    fn from_bits(bits: u16) -> Option<PoSlot> {
        let region = match bits & 0x0F {
            1 => Region::Begin,
            2 => Region::Header,
            3 => Region::Entry,
            _ => return None,
        };
        Some(PoSlot {
            region,
            charset: Charset::from_index((bits >> 8) as u8),
            crlf: bits & 0x10 != 0,
        })
    }
}

/// What a build for one target changes beyond the entries.
#[derive(Debug, Clone)]
pub(crate) struct TargetPlan {
    /// Index ↔ category table of the target.
    pub map: PluralMap,
    /// New `Plural-Forms` value, when it changes.
    pub plural_forms: Option<String>,
    /// New `Language` value, when it changes.
    pub language: Option<String>,
    /// The file's own `nplurals`, when its header has a rule.
    pub file_nplurals: Option<usize>,
}

type PlanKey = (usize, usize, usize);

thread_local! {
    static PLAN: RefCell<Option<(PlanKey, Rc<TargetPlan>)>> = const { RefCell::new(None) };
}

fn key(ctx: &RenderContext<'_>) -> PlanKey {
    (
        ctx.src.as_ptr() as usize,
        ctx.src.len(),
        ctx.target as *const _ as usize,
    )
}

/// The plan of this build: the one `BEGIN` stored, else computed now.
fn plan(ctx: &RenderContext<'_>) -> Result<Rc<TargetPlan>, FormatError> {
    let k = key(ctx);
    if let Some(p) = PLAN.with(|c| {
        c.borrow()
            .as_ref()
            .filter(|(pk, _)| *pk == k)
            .map(|(_, p)| p.clone())
    }) {
        return Ok(p);
    }
    refresh_plan(ctx)
}

fn refresh_plan(ctx: &RenderContext<'_>) -> Result<Rc<TargetPlan>, FormatError> {
    let p = Rc::new(compute_plan(ctx)?);
    PLAN.with(|c| *c.borrow_mut() = Some((key(ctx), p.clone())));
    Ok(p)
}

/// The file's header facts, found again from the bytes (the first entry in nearly every file).
fn file_header(src: &[u8]) -> (Option<String>, Option<PluralForms>) {
    let start = start_of_content(src);
    let charset = super::sniff_charset(src, start);
    let mb = charset.multibyte();
    let first = scan(src, start, mb, 1).ok();
    let scanned = match first {
        Some(s) if s.entries.first().is_some_and(|e| e.is_header()) => Some(s),
        _ => scan(src, start, mb, usize::MAX).ok(),
    };
    let Some(s) = scanned else {
        return (None, None);
    };
    let Some(h) = s.entries.iter().find(|e| e.is_header()) else {
        return (None, None);
    };
    let text = s
        .msgstr(h)
        .first()
        .map(|f| charset.decode_lossy(s.bytes(f)).into_owned())
        .unwrap_or_default();
    let info = header::info(&text);
    let pf = info
        .plural_forms
        .as_deref()
        .and_then(|v| parse_plural_forms(v).ok().flatten());
    (info.language, pf)
}

/// Two language ids name the same language (`pt_BR` = `pt-br`).
pub(crate) fn same_language(a: &str, b: &str) -> bool {
    let norm = |s: &str| s.trim().replace('-', "_").to_ascii_lowercase();
    norm(a) == norm(b)
}

/// The target's rules from `plural_rules`: a whole `Plural-Forms` value, or a bare expression
/// (as the platform sends) whose nplurals is the larger of the category count and the highest index
/// the expression reaches + 1.
pub(crate) fn target_rules(rules: &str, cats: &[PluralCategory]) -> Result<PluralForms, String> {
    if rules.contains("nplurals") {
        return parse_plural_forms(rules)?
            .ok_or_else(|| "the plural rules are the template placeholder".to_string());
    }
    let text = rules.trim().trim_end_matches(';').trim();
    let text = text
        .strip_prefix("plural=")
        .or_else(|| text.strip_prefix("plural ="))
        .unwrap_or(text)
        .trim();
    let expr = Expr::parse(text)?;
    let reached = (0..200u64)
        .chain([1000, 1_000_000])
        .filter_map(|n| expr.eval(n))
        .max()
        .unwrap_or(0);
    let nplurals = (cats.len() as u64)
        .max(reached.saturating_add(1))
        .min(MAX_NPLURALS as u64) as usize;
    Ok(PluralForms {
        nplurals,
        expr,
        expr_text: text.to_string(),
    })
}

fn compute_plan(ctx: &RenderContext<'_>) -> Result<TargetPlan, FormatError> {
    let (file_lang, file_pf) = file_header(ctx.src);
    let target = ctx.target;
    let cats = target.categories();
    let same = target.id.is_empty()
        || file_lang
            .as_deref()
            .is_some_and(|l| same_language(l, &target.id));
    let rules = match &target.plural_rules {
        Some(r) => Some(target_rules(r, cats).map_err(|e| {
            FormatError::whole(format!(
                "the plural rules of target language `{}` (`{r}`) are not a gettext expression: {e}",
                target.id
            ))
            .with_kind(ErrorKind::Unsupported)
        })?),
        None if same => file_pf.clone(),
        None => None,
    };
    let map = match &rules {
        Some(pf) => PluralMap::new(&target.id, cats, pf),
        None => PluralMap::positional(cats, cats.len()),
    };
    let plural_forms = match (&target.plural_rules, &rules) {
        (Some(_), Some(pf)) if file_pf.as_ref().is_none_or(|f| !f.same_rule(pf)) => {
            Some(pf.to_header_value())
        }
        _ => None,
    };
    let language = (!same).then(|| target.id.replace('-', "_"));
    Ok(TargetPlan {
        map,
        plural_forms,
        language,
        file_nplurals: file_pf.map(|f| f.nplurals),
    })
}

/// Renders one PO slot.
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let kind: PoSlot = slot.kind_as(ctx.src)?;
    let charset = kind.charset;
    let eol = if kind.crlf { "\r\n" } else { "\n" };
    let w = Writer {
        src: ctx.src,
        charset,
        eol,
        at: slot.span.start,
    };
    match kind.region {
        Region::Begin => {
            refresh_plan(ctx)?;
            out.extend_from_slice(&ctx.src[slot.span.clone()]);
            Ok(())
        }
        Region::Header => {
            let plan = plan(ctx)?;
            let mut changes: Vec<(&str, &str)> = Vec::new();
            if let Some(l) = &plan.language {
                changes.push(("Language", l));
            }
            if let Some(pf) = &plan.plural_forms {
                changes.push(("Plural-Forms", pf));
            }
            if changes.is_empty() {
                out.extend_from_slice(&ctx.src[slot.span.clone()]);
                return Ok(());
            }
            header::rewrite(ctx.src, slot.span.clone(), charset, eol, &changes, out)
                .map_err(|c| w.unmappable("the header", c))
        }
        Region::Entry => render_entry(slot, value, ctx, &w, out),
    }
}

/// Writes text in the file's charset.
struct Writer<'a> {
    src: &'a [u8],
    charset: Charset,
    eol: &'a str,
    at: usize,
}

impl Writer<'_> {
    fn put(&self, s: &str, what: &str, out: &mut Vec<u8>) -> Result<(), FormatError> {
        let bytes = self
            .charset
            .encode(s)
            .map_err(|c| self.unmappable(what, c))?;
        out.extend_from_slice(&bytes);
        Ok(())
    }

    /// `what` = the identifier of the entry whose value failed, or a phrase for other parts.
    fn unmappable(&self, what: &str, c: char) -> FormatError {
        let what = if what.starts_with("the ") {
            what.to_string()
        } else {
            format!("the translation of `{}`", what.replace('\u{4}', " | "))
        };
        FormatError::at(
            self.src,
            self.at,
            format!(
                "{what} contains `{c}` (U+{:04X}), which the file's charset {} cannot represent; expected text in that charset, or convert the file to UTF-8",
                u32::from(c),
                self.charset.name()
            ),
        )
        .with_kind(ErrorKind::Encoding)
    }
}

/// What to do with `fuzzy` in the entry's `#,` lines.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fuzzy {
    Keep,
    Set(bool),
}

fn line_end(src: &[u8], from: usize, limit: usize) -> usize {
    memchr::memchr(b'\n', &src[from..limit])
        .map(|p| from + p + 1)
        .unwrap_or(limit)
}

fn trim_start(line: &[u8]) -> &[u8] {
    let n = line
        .iter()
        .position(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\x0c'))
        .unwrap_or(line.len());
    &line[n..]
}

fn render_entry(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    w: &Writer<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let src = ctx.src;
    let span = slot.span.clone();
    let entry = ctx.entry.ok_or_else(|| {
        FormatError::internal(src, span.start, "internal error: PO slot names no entry")
    })?;
    // Find the line of the first msgstr keyword in the region.
    let mut msgstr_line = span.start;
    let mut msgstr_kw = None;
    while msgstr_line < span.end {
        let next = line_end(src, msgstr_line, span.end);
        let t = trim_start(&src[msgstr_line..next]);
        if t.starts_with(b"msgstr") {
            msgstr_kw = Some(msgstr_line + (next - msgstr_line - t.len()));
            break;
        }
        msgstr_line = next;
    }
    let Some(kw) = msgstr_kw else {
        out.extend_from_slice(&src[span]);
        return Ok(());
    };
    let indent = std::str::from_utf8(&src[msgstr_line..kw]).unwrap_or("");
    let what = entry.identifier.as_ref();
    match value {
        SlotValue::Structural => {
            out.extend_from_slice(&src[span]);
            Ok(())
        }
        SlotValue::Text { text, status } if !entry.has_plurals => {
            let fuzzy = Fuzzy::Set(status == Status::Untranslated && !text.is_empty());
            write_flags(src, span.start..msgstr_line, fuzzy, w, out)?;
            let q = memchr::memchr(b'"', &src[kw..span.end])
                .map(|p| kw + p)
                .unwrap_or(span.end);
            out.extend_from_slice(&src[msgstr_line..q]);
            let prefix_cols = String::from_utf8_lossy(&src[msgstr_line..q])
                .chars()
                .count();
            let mut s = String::with_capacity(text.len() + 8);
            write_value(text, prefix_cols, w.eol, indent, &mut s);
            w.put(&s, what, out)
        }
        SlotValue::Text { text, status } => {
            let forms = [(PluralCategory::Other, text)];
            render_plural(
                entry,
                &forms,
                status,
                ctx,
                w,
                span,
                msgstr_line,
                kw,
                indent,
                what,
                out,
            )
        }
        SlotValue::Plural { forms, status } => render_plural(
            entry,
            forms,
            status,
            ctx,
            w,
            span,
            msgstr_line,
            kw,
            indent,
            what,
            out,
        ),
    }
}

#[allow(clippy::too_many_arguments)]
fn render_plural(
    entry: &crate::model::Entry,
    forms: &[(PluralCategory, &str)],
    status: Status,
    ctx: &RenderContext<'_>,
    w: &Writer<'_>,
    span: std::ops::Range<usize>,
    msgstr_line: usize,
    kw: usize,
    indent: &str,
    what: &str,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let src = ctx.src;
    let plan = plan(ctx)?;
    let n = plan.map.nplurals;
    let pick = |c: PluralCategory| -> &str {
        forms
            .iter()
            .find(|(fc, _)| *fc == c)
            .or_else(|| forms.iter().find(|(fc, _)| *fc == PluralCategory::Other))
            .or(forms.last())
            .map(|(_, t)| *t)
            .unwrap_or("")
    };
    // A form is "untranslated" (None) when the file had no text for its category and the value is
    // a source text (the splice writer's fallback): it keeps the file's text at that index, or
    // stays empty. A translation identical to the msgid is indistinguishable from that fallback.
    let from_source = |t: &str| match &entry.text {
        Text::Plural(m) => m.values().any(|s| s == t),
        Text::Plain(s) => s == t,
    };
    let existing_has = |c: PluralCategory| match entry.existing.as_ref().map(|t| &t.text) {
        Some(Text::Plural(m)) => m.contains_key(&c),
        Some(Text::Plain(_)) => true,
        None => false,
    };
    let desired: Vec<Option<&str>> = (0..n)
        .map(|i| {
            let c = plan.map.text_category(i);
            let t = pick(c);
            (existing_has(c) || !from_source(t)).then_some(t)
        })
        .collect();
    let original = read_group(src, kw..span.end, w.charset);
    let m = original.len();
    let in_order = original
        .iter()
        .enumerate()
        .all(|(k, (idx, _, _))| *idx as usize == k);
    // Same rule as the file: keep its shape (missing or extra forms) when nothing changes.
    let keep_shape = plan.file_nplurals == Some(n);
    let unchanged = in_order
        && (m == n || keep_shape)
        && desired
            .iter()
            .enumerate()
            .all(|(i, d)| match (d, original.get(i)) {
                (None, _) => true,
                (Some(t), Some((_, _, o))) => o == t,
                (Some(_), None) => false,
            });
    if unchanged {
        out.extend_from_slice(&src[span]);
        return Ok(());
    }
    let texts: Vec<&str> = desired
        .iter()
        .enumerate()
        .map(|(i, d)| match d {
            Some(t) => *t,
            None => original
                .iter()
                .find(|(idx, _, _)| *idx as usize == i)
                .map_or("", |(_, _, o)| o.as_str()),
        })
        .collect();
    let fuzzy = if desired.iter().all(Option::is_none) {
        Fuzzy::Keep
    } else {
        Fuzzy::Set(status == Status::Untranslated && texts.iter().any(|t| !t.is_empty()))
    };
    write_flags(src, span.start..msgstr_line, fuzzy, w, out)?;
    out.extend_from_slice(&src[msgstr_line..kw]);
    let mut s = String::new();
    for (i, text) in texts.iter().enumerate() {
        if i > 0 {
            s.push_str(w.eol);
            s.push_str(indent);
        }
        if let Some((_, raw, _)) = original
            .iter()
            .find(|(idx, _, t)| *idx as usize == i && t == text)
        {
            // Same text at the same index: keep its original lines.
            w.put(&s, what, out)?;
            s.clear();
            out.extend_from_slice(&src[raw.clone()]);
            continue;
        }
        let keyword = format!("msgstr[{i}] ");
        let cols = indent.chars().count() + keyword.len();
        s.push_str(&keyword);
        write_value(text, cols, w.eol, indent, &mut s);
    }
    w.put(&s, what, out)
}

/// The `msgstr[n]` forms in `range`: (index, bytes from keyword to last closing quote, text).
fn read_group(
    src: &[u8],
    range: std::ops::Range<usize>,
    charset: Charset,
) -> Vec<(u32, std::ops::Range<usize>, String)> {
    let mut forms: Vec<(u32, std::ops::Range<usize>, Vec<u8>)> = Vec::new();
    let mut line = range.start;
    while line < range.end {
        let next = line_end(src, line, range.end);
        let mut end = next;
        while end > line && matches!(src[end - 1], b'\n' | b'\r') {
            end -= 1;
        }
        let t = trim_start(&src[line..end]);
        let mut i = end - t.len();
        if t.starts_with(b"msgstr[") {
            let close = memchr::memchr(b']', t).unwrap_or(0);
            let idx = std::str::from_utf8(&t[7..close.max(7)])
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(u32::MAX);
            forms.push((idx, i..i, Vec::new()));
            i += close + 1;
        }
        if let Some((_, raw, bytes)) = forms.last_mut() {
            while let Some(q) = memchr::memchr(b'"', &src[i..end]).map(|p| i + p) {
                match read_token(src, q, end, charset.multibyte(), bytes) {
                    Ok((c, _)) => {
                        raw.end = c;
                        i = c;
                    }
                    Err(_) => break,
                }
            }
        }
        line = next;
    }
    forms
        .into_iter()
        .map(|(i, r, b)| {
            let text = charset
                .decode(b)
                .unwrap_or_else(|_| String::from("\u{FFFD}"));
            (i, r, text)
        })
        .collect()
}

/// Copies `range` (the entry's lines before its msgstr), setting or clearing `fuzzy` in its `#,`
/// lines (or inserting `#, fuzzy` before them when there is none).
fn write_flags(
    src: &[u8],
    range: std::ops::Range<usize>,
    fuzzy: Fuzzy,
    w: &Writer<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let Fuzzy::Set(want) = fuzzy else {
        out.extend_from_slice(&src[range]);
        return Ok(());
    };
    // Collect the #, lines.
    let mut lines = Vec::new();
    let mut p = range.start;
    while p < range.end {
        let next = line_end(src, p, range.end);
        if trim_start(&src[p..next]).starts_with(b"#,") {
            lines.push(p..next);
        }
        p = next;
    }
    let has = lines.iter().any(|l| {
        let t = trim_start(&src[l.clone()]);
        flag_words(&t[2..]).any(|w| w == b"fuzzy")
    });
    if has == want {
        out.extend_from_slice(&src[range]);
        return Ok(());
    }
    if want && lines.is_empty() {
        w.put("#, fuzzy", "the flags", out)?;
        w.put(w.eol, "the flags", out)?;
        out.extend_from_slice(&src[range]);
        return Ok(());
    }
    let mut copied = range.start;
    for (k, l) in lines.iter().enumerate() {
        out.extend_from_slice(&src[copied..l.start]);
        copied = l.end;
        let raw = &src[l.clone()];
        let content_end = raw
            .iter()
            .rposition(|b| !matches!(b, b'\n' | b'\r'))
            .map(|p| p + 1)
            .unwrap_or(0);
        let t = trim_start(&raw[..content_end]);
        let lead = &raw[..content_end - t.len()];
        let had = flag_words(&t[2..]).any(|w| w == b"fuzzy");
        let add = want && k == 0;
        if !had && !add {
            out.extend_from_slice(raw);
            continue;
        }
        let mut words: Vec<&[u8]> = flag_words(&t[2..]).filter(|w| *w != b"fuzzy").collect();
        if add {
            words.insert(0, b"fuzzy");
        }
        if words.is_empty() {
            continue; // the line held only `fuzzy`: drop it with its line break
        }
        out.extend_from_slice(lead);
        out.extend_from_slice(b"#, ");
        for (j, word) in words.iter().enumerate() {
            if j > 0 {
                out.extend_from_slice(b", ");
            }
            out.extend_from_slice(word);
        }
        out.extend_from_slice(&raw[content_end..]);
    }
    out.extend_from_slice(&src[copied..range.end]);
    Ok(())
}
