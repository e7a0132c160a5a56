//! Writing into a String Catalog the way Xcode writes it: the file's own newline, indentation
//! unit and `" : "` separator (read from its first member), keys sorted, values escaped as JSON
//! with raw UTF-8 (and `/` as `\/` only in files that already escape it). Renders one slot at a
//! time; see [`super::kind`] for what each slot does.

use crate::error::FormatError;
use crate::format::{RenderContext, SlotValue};
use crate::json::scan::{escape_into, string_end, Event, Tokenizer};
use crate::model::{PluralCategory, Status};
use crate::multilingual::{Frame, Level};
use crate::skeleton::Slot;

use super::kind::{Comma, Insert, Origin, Role, SlotKind};
use super::parse::{collate, DEVICE, SUBSTITUTION};

/// The file's layout: newline, one level of indentation, and the key/value separator.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Style<'s> {
    pub nl: &'static str,
    pub unit: &'s [u8],
    pub colon: &'s [u8],
}

/// Xcode's layout, for new files.
pub(crate) const XCODE: Style<'static> = Style {
    nl: "\n",
    unit: b"  ",
    colon: b" : ",
};

/// The layout of `src`, read from its first member (Xcode's where the file has none).
pub(crate) fn style(src: &[u8]) -> Style<'_> {
    let Some(open) = memchr::memchr(b'{', src) else {
        return XCODE;
    };
    let Some(q) = memchr::memchr(b'"', &src[open..]).map(|q| open + q) else {
        return XCODE;
    };
    let gap = &src[open + 1..q];
    let (nl, unit) = match memchr::memrchr(b'\n', gap) {
        Some(i) => {
            let crlf = i > 0 && gap[i - 1] == b'\r';
            (if crlf { "\r\n" } else { "\n" }, &gap[i + 1..])
        }
        None => ("", &b""[..]),
    };
    if !unit.iter().all(|b| matches!(b, b' ' | b'\t')) {
        return XCODE;
    }
    let colon = string_end(src, q)
        .and_then(|e| {
            let n = src[e..]
                .iter()
                .position(|b| !matches!(b, b' ' | b'\t' | b':' | b'\r' | b'\n'))?;
            let c = &src[e..e + n];
            (c.iter().filter(|&&b| b == b':').count() == 1
                && !c.contains(&b'\n')
                && !c.contains(&b'\r'))
            .then_some(c)
        })
        .unwrap_or(b" : ");
    Style { nl, unit, colon }
}

/// The indentation of the line holding `pos`.
pub(crate) fn indent_at(src: &[u8], pos: usize) -> &[u8] {
    let start = memchr::memrchr(b'\n', &src[..pos]).map_or(0, |i| i + 1);
    let n = src[start..]
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    &src[start..start + n]
}

/// Appends `text` as JSON string content (with `/` as `\/` when `slash`).
pub(crate) fn escape(text: &str, slash: bool, out: &mut Vec<u8>) {
    if !slash || !text.contains('/') {
        escape_into(text, out);
        return;
    }
    let mut tmp = Vec::with_capacity(text.len() + 8);
    escape_into(text, &mut tmp);
    for b in tmp {
        if b == b'/' {
            out.extend_from_slice(b"\\/");
        } else {
            out.push(b);
        }
    }
}

/// The state a unit gets: `translated` for translated and approved translations; an untranslated
/// one is `untranslated_state` (`new` for a value the build adds, `needs_review` for one it
/// changes).
fn state_word(status: Status, untranslated_state: &'static str) -> &'static str {
    match status {
        Status::Translated | Status::Approved => "translated",
        Status::Untranslated => untranslated_state,
    }
}

/// A writer of catalog JSON at an indentation.
pub(crate) struct Writer<'o, 's> {
    pub out: &'o mut Vec<u8>,
    pub style: Style<'s>,
    pub ind: &'s [u8],
    pub slash: bool,
}

/// A plural's forms with the state each gets.
pub(crate) type Forms<'a> = [(PluralCategory, &'a str, &'a str)];

impl Writer<'_, '_> {
    /// A newline and the indentation of depth `d`.
    pub fn newline(&mut self, d: usize) {
        if self.style.nl.is_empty() {
            return;
        }
        self.out.extend_from_slice(self.style.nl.as_bytes());
        self.out.extend_from_slice(self.ind);
        for _ in 0..d {
            self.out.extend_from_slice(self.style.unit);
        }
    }

    pub fn push(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }

    /// `"key" : `
    pub fn key(&mut self, k: &str) {
        self.out.push(b'"');
        escape(k, self.slash, self.out);
        self.out.push(b'"');
        self.out.extend_from_slice(self.style.colon);
    }

    pub fn string(&mut self, s: &str) {
        self.out.push(b'"');
        escape(s, self.slash, self.out);
        self.out.push(b'"');
    }

    /// `"stringUnit" : {…}` with its key at depth `d`.
    pub fn string_unit(&mut self, d: usize, state: &str, value: &str) {
        self.key("stringUnit");
        self.push(b"{");
        self.newline(d + 1);
        self.key("state");
        self.string(state);
        self.push(b",");
        self.newline(d + 1);
        self.key("value");
        self.string(value);
        self.newline(d);
        self.push(b"}");
    }

    /// A plural object `{ "one" : {…}, … }` whose key is at depth `d`, categories in Xcode's
    /// (alphabetical) order.
    pub fn plural_object(&mut self, d: usize, forms: &Forms<'_>) {
        let mut sorted: Vec<&(PluralCategory, &str, &str)> = forms.iter().collect();
        sorted.sort_by(|a, b| collate(a.0.as_str(), b.0.as_str()));
        self.push(b"{");
        for (i, (cat, text, state)) in sorted.into_iter().enumerate() {
            if i > 0 {
                self.push(b",");
            }
            self.newline(d + 1);
            self.key(cat.as_str());
            self.push(b"{");
            self.newline(d + 2);
            self.string_unit(d + 2, state, text);
            self.newline(d + 1);
            self.push(b"}");
        }
        self.newline(d);
        self.push(b"}");
    }

    /// `"variations" : { "plural" : {…} }` with its key at depth `d`.
    pub fn plural_variations(&mut self, d: usize, forms: &Forms<'_>) {
        self.key("variations");
        self.push(b"{");
        self.newline(d + 1);
        self.key("plural");
        self.plural_object(d + 1, forms);
        self.newline(d);
        self.push(b"}");
    }

    /// The member holding a value (`stringUnit` or plural `variations`) at depth `d`.
    pub fn value_member(&mut self, d: usize, v: &Value<'_>) {
        match v {
            Value::Text(text, state) => self.string_unit(d, state, text),
            Value::Plural(forms) => self.plural_variations(d, forms),
        }
    }

    /// `"name" : { head…, "variations" : { "plural" : {…} } }` at depth `d`; `head` is the
    /// substitution's other members as a small JSON object.
    pub fn substitution(&mut self, d: usize, name: &str, head: &str, forms: &Forms<'_>) {
        self.key(name);
        self.push(b"{");
        let head = head.as_bytes();
        if let Ok(mut tok) = Tokenizer::new(head) {
            while let Ok(Some(ev)) = tok.next_event() {
                if let Event::Key { raw, .. } = ev {
                    let Ok(Some(v)) = tok.next_event() else { break };
                    let vr = match v {
                        Event::String { raw, .. } => raw.start - 1..raw.end + 1,
                        Event::Scalar(r) => r,
                        _ => break,
                    };
                    self.newline(d + 1);
                    self.push(b"\"");
                    self.push(&head[raw]);
                    self.push(b"\"");
                    self.out.extend_from_slice(self.style.colon);
                    self.push(&head[vr]);
                    self.push(b",");
                }
            }
        }
        self.newline(d + 1);
        self.plural_variations(d + 1, forms);
        self.newline(d);
        self.push(b"}");
    }
}

/// A value to write: a plain text with its state, or plural forms.
pub(crate) enum Value<'a> {
    Text(&'a str, &'a str),
    Plural(Vec<(PluralCategory, &'a str, &'a str)>),
}

fn internal(src: &[u8], at: usize) -> FormatError {
    FormatError::internal(
        src,
        at,
        "internal error: the catalog does not match its skeleton",
    )
}

/// Renders one slot.
pub(crate) fn render(
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let src = ctx.src;
    let kind: SlotKind = slot.kind_as(src)?;
    let (text, forms_in, status) = match value {
        SlotValue::Text { text, status } => (text, None, status),
        SlotValue::Plural { forms, status } => ("", Some(forms), status),
        SlotValue::Structural => return Err(internal(src, slot.span.start)),
    };
    let span = slot.span.clone();
    match kind {
        SlotKind::Value { slash } => escape(text, slash, out),
        SlotKind::StateValue { slash } => {
            let state_end =
                string_end(src, span.start - 1).ok_or_else(|| internal(src, span.start))?;
            let value_open =
                value_quote(src, state_end).ok_or_else(|| internal(src, span.start))?;
            out.extend_from_slice(state_word(status, "needs_review").as_bytes());
            out.extend_from_slice(&src[state_end - 1..=value_open]);
            escape(text, slash, out);
        }
        SlotKind::Plural { slash } => {
            let Some(forms) = forms_in else {
                return Err(internal(src, span.start));
            };
            let held = held_plural(&src[span.clone()]);
            let forms: Vec<(PluralCategory, &str, &str)> = forms
                .iter()
                .map(|&(c, t)| {
                    let state = held
                        .iter()
                        .find(|h| h.0 == c && h.2 == t)
                        .map(|h| h.1)
                        .unwrap_or_else(|| state_word(status, "new"));
                    (c, t, state)
                })
                .collect();
            let style = style(src);
            let mut w = Writer {
                out,
                style,
                ind: indent_at(src, span.start),
                slash,
            };
            w.plural_object(0, &forms);
        }
        SlotKind::Member { slash } => {
            if status == Status::Untranslated {
                out.extend_from_slice(&src[span]);
                return Ok(());
            }
            let v = value_of(text, forms_in, status, "translated");
            let style = style(src);
            let mut w = Writer {
                out,
                style,
                ind: indent_at(src, span.start),
                slash,
            };
            w.value_member(0, &v);
        }
        SlotKind::Insert(ins) => {
            // A self-contained piece needs a translation; a framed one is written whatever its
            // status, and `assemble` drops it unless a translated piece shares its object.
            if status == Status::Untranslated && !ins.framed() {
                return Ok(());
            }
            let v = value_of(text, forms_in, status, "new");
            let entry = ctx.entry.ok_or_else(|| internal(src, span.start))?;
            let around = Around::new(src, span.start, &ins);
            let mut w = around.writer(out);
            if !ins.framed() {
                w.push(&around.before());
            }
            member(
                &mut w,
                &ins,
                &v,
                &entry.identifier,
                entry.custom_data.as_deref(),
            );
            if !ins.framed() {
                w.push(&around.after());
            }
        }
    }
    Ok(())
}

/// The value's opening quote after a `state` string ending at `state_end`: `, "value" : "`.
fn value_quote(src: &[u8], state_end: usize) -> Option<usize> {
    let ws = |i: usize| {
        src[i..]
            .iter()
            .position(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
            .map(|n| i + n)
    };
    let comma = ws(state_end)?;
    (src[comma] == b',').then_some(())?;
    let key = ws(comma + 1)?;
    let key_end = string_end(src, key)?;
    let colon = ws(key_end)?;
    (src[colon] == b':').then_some(())?;
    let q = ws(colon + 1)?;
    (src[q] == b'"').then_some(q)
}

/// The forms a plural object of the file holds: (category, state, value).
fn held_plural(bytes: &[u8]) -> Vec<(PluralCategory, &'static str, String)> {
    let mut out = Vec::new();
    let Ok(mut tok) = Tokenizer::new(bytes) else {
        return out;
    };
    let Ok(Some(first)) = tok.next_event() else {
        return out;
    };
    let Ok(super::tree::Node::Obj(o)) = super::tree::read(bytes, &mut tok, first) else {
        return out;
    };
    for m in &o.members {
        let Some(cat) = PluralCategory::parse(&m.key) else {
            continue;
        };
        let Some(u) = m.value.as_obj().and_then(|c| c.obj("stringUnit")) else {
            continue;
        };
        let text = |k: &str| match u.get(k).map(|m| &m.value) {
            Some(super::tree::Node::Str { text, .. }) => Some(text.to_string()),
            _ => None,
        };
        let state = match text("state").as_deref() {
            Some("translated") => "translated",
            Some("needs_review") => "needs_review",
            Some("new") => "new",
            Some("stale") => "stale",
            _ => continue,
        };
        if let Some(v) = text("value") {
            out.push((cat, state, v));
        }
    }
    out
}

fn value_of<'a>(
    text: &'a str,
    forms: Option<&'a [(PluralCategory, &'a str)]>,
    status: Status,
    untranslated_state: &'static str,
) -> Value<'a> {
    let state = state_word(status, untranslated_state);
    match forms {
        Some(f) => Value::Plural(f.iter().map(|&(c, t)| (c, t, state)).collect()),
        None => Value::Text(text, state),
    }
}

/// The layout around an insertion: the file's style, the indentation of the outermost inserted
/// key and of the brace that closes an empty object it goes into, and its comma.
struct Around<'s> {
    style: Style<'s>,
    ind: Vec<u8>,
    close_ind: &'s [u8],
    comma: Comma,
    slash: bool,
}

impl<'s> Around<'s> {
    fn new(src: &'s [u8], at: usize, ins: &Insert) -> Around<'s> {
        let style = style(src);
        let (ind, close_ind): (Vec<u8>, &[u8]) = match ins.comma {
            Comma::Leading | Comma::Trailing => (indent_at(src, at).to_vec(), &b""[..]),
            Comma::EmptyXcode => {
                let rest = &src[at..];
                let ws = rest
                    .iter()
                    .take_while(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                    .count();
                let line = &rest[..ws];
                let ci = match memchr::memrchr(b'\n', line) {
                    Some(i) => &line[i + 1..],
                    None => line,
                };
                ([ci, style.unit].concat(), ci)
            }
            Comma::EmptyCompact => {
                let ci = indent_at(src, at);
                ([ci, style.unit].concat(), ci)
            }
        };
        Around {
            style,
            ind,
            close_ind,
            comma: ins.comma,
            slash: ins.slash,
        }
    }

    fn writer<'o>(&'o self, out: &'o mut Vec<u8>) -> Writer<'o, 'o> {
        Writer {
            out,
            style: self.style,
            ind: &self.ind,
            slash: self.slash,
        }
    }

    /// Bytes written by `f`.
    fn bytes(&self, f: impl FnOnce(&mut Writer<'_, '_>)) -> Vec<u8> {
        let mut out = Vec::new();
        f(&mut self.writer(&mut out));
        out
    }

    /// What goes before the outermost inserted member: a comma after the previous member, or
    /// the indentation inside an empty object.
    fn before(&self) -> Vec<u8> {
        self.bytes(|w| match self.comma {
            Comma::Leading => {
                w.push(b",");
                w.newline(0);
            }
            Comma::Trailing => {}
            Comma::EmptyXcode => {
                let ind = w.ind;
                w.push(ind);
            }
            Comma::EmptyCompact => w.newline(0),
        })
    }

    /// What goes after it: a comma before the next member, or the line of an empty compact
    /// object's closing brace.
    fn after(&self) -> Vec<u8> {
        self.bytes(|w| match self.comma {
            Comma::Leading | Comma::EmptyXcode => {}
            Comma::Trailing => {
                w.push(b",");
                w.newline(0);
            }
            Comma::EmptyCompact => {
                if !w.style.nl.is_empty() {
                    w.push(w.style.nl.as_bytes());
                    w.push(self.close_ind);
                }
            }
        })
    }

    /// `,` and a new line at depth `d`: between two members at that depth.
    fn sep(&self, d: usize) -> Vec<u8> {
        self.bytes(|w| {
            w.push(b",");
            w.newline(d);
        })
    }

    /// A new object `"key" : {` whose members go at depth `d`.
    fn open(&self, key: &str, d: usize) -> Vec<u8> {
        self.bytes(|w| {
            w.key(key);
            w.push(b"{");
            w.newline(d);
        })
    }

    /// The end of an object whose key is at depth `d`.
    fn close(&self, d: usize) -> Vec<u8> {
        self.bytes(|w| {
            w.newline(d);
            w.push(b"}");
        })
    }
}

/// Writes the inserted member itself (without the objects around it; see [`frame`]).
fn member(
    w: &mut Writer<'_, '_>,
    ins: &Insert,
    v: &Value<'_>,
    identifier: &str,
    head: Option<&str>,
) {
    let name = |sep: &str| identifier.rsplit_once(sep).map_or("", |(_, n)| n);
    let forms: &Forms<'_> = match v {
        Value::Plural(f) => f,
        Value::Text(..) => &[],
    };
    let device = |w: &mut Writer<'_, '_>, d: usize| {
        w.key(name(DEVICE));
        w.push(b"{");
        w.newline(d + 1);
        w.value_member(d + 1, v);
        w.newline(d);
        w.push(b"}");
    };
    let head = head.unwrap_or("{}");
    // The depth of a new language's members.
    let c = match ins.origin {
        Origin::NewLocs => 2,
        _ => 1,
    };
    match (ins.origin, ins.role) {
        (Origin::NewLocs | Origin::NewLang, Role::Main) => w.value_member(c, v),
        (Origin::NewLocs | Origin::NewLang, Role::Device) => device(w, c + 2),
        (Origin::NewLocs | Origin::NewLang, Role::Sub) => {
            w.substitution(c + 1, name(SUBSTITUTION), head, forms)
        }
        (Origin::NewSubs, _) => w.substitution(1, name(SUBSTITUTION), head, forms),
        (Origin::Device, _) => device(w, 0),
        (Origin::Sub, _) => w.substitution(0, name(SUBSTITUTION), head, forms),
        (Origin::Unit, _) => w.value_member(0, v),
    }
}

/// The objects a framed insertion sits in (see [`super::kind`]), outermost first: a new
/// `localizations` object (or the existing empty one) shared by every language inserted there,
/// the new language's object shared by its strings, and in it the new `variations.device` or
/// `substitutions` object shared by its devices or substitutions; or a new `substitutions`
/// object, or an existing empty object, shared by one language's pieces.
pub(crate) fn frame(slot: &Slot, ctx: &RenderContext<'_>) -> Option<Frame> {
    let SlotKind::Insert(ins) = slot.kind_as::<SlotKind>(ctx.src).ok()? else {
        return None;
    };
    if !ins.framed() {
        return None;
    }
    let a = Around::new(ctx.src, slot.span.start, &ins);
    // Every level binds its members (a language's strings go together), except a
    // `localizations` object, which several languages share.
    let level = |id: &str, open: Vec<u8>, sep: Vec<u8>, close: Vec<u8>| Level {
        binds: id != "localizations",
        id: id.to_string(),
        open,
        sep,
        close,
    };
    let lang = ctx.target.id.as_str();
    let lang_id = format!("lang:{lang}");
    let mut levels = Vec::with_capacity(3);
    // The depth of the new language's key.
    let ld = match ins.origin {
        Origin::NewLocs => {
            let open = [a.before(), a.open("localizations", 1)].concat();
            let close = [a.close(0), a.after()].concat();
            levels.push(level("localizations", open, a.sep(1), close));
            levels.push(level(&lang_id, a.open(lang, 2), a.sep(2), a.close(1)));
            1
        }
        Origin::NewLang if matches!(ins.comma, Comma::EmptyXcode | Comma::EmptyCompact) => {
            levels.push(level("localizations", a.before(), a.sep(0), a.after()));
            levels.push(level(&lang_id, a.open(lang, 1), a.sep(1), a.close(0)));
            0
        }
        Origin::NewLang => {
            let open = [a.before(), a.open(lang, 1)].concat();
            let close = [a.close(0), a.after()].concat();
            levels.push(level(&lang_id, open, a.sep(1), close));
            0
        }
        Origin::NewSubs => {
            let open = [a.before(), a.open("substitutions", 1)].concat();
            let close = [a.close(0), a.after()].concat();
            levels.push(level("substitutions", open, a.sep(1), close));
            return Some(Frame {
                levels,
                optional: false,
            });
        }
        Origin::Device | Origin::Sub => {
            levels.push(level("members", a.before(), a.sep(0), a.after()));
            return Some(Frame {
                levels,
                optional: false,
            });
        }
        Origin::Unit => return None,
    };
    let c = ld + 1;
    match ins.role {
        Role::Main => {}
        Role::Device => {
            let open = [a.open("variations", c + 1), a.open("device", c + 2)].concat();
            let close = [a.close(c + 1), a.close(c)].concat();
            levels.push(level("device", open, a.sep(c + 2), close));
        }
        Role::Sub => {
            levels.push(level(
                "substitutions",
                a.open("substitutions", c + 1),
                a.sep(c + 1),
                a.close(c),
            ));
        }
    }
    Some(Frame {
        levels,
        optional: false,
    })
}
