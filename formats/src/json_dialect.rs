//! The walker shared by the JSON dialects (`json`, `i18next`, `arb`, `formatjs`): turns the span
//! tokenizer's events into entries and a skeleton, and renders their slots. What differs between
//! dialects is a [`Dialect`] value; each format module only adds its `FormatInfo`.
//!
//! Identifiers:
//! - `json`, `i18next`: the key path, `.` between keys and `[i]` for array items; `.`, `[` and
//!   `\` inside a key are escaped with `\` (`menu.file\.open`, `list[0].x`).
//! - `arb`, `formatjs`: the top-level key verbatim (`components.Foo.title` stays as it is);
//!   deeper values, if any, continue with the path rules above.
//! - i18next plural group: the path of the base key (`a.b.key` for `key_one`/`key_other` in
//!   object `a.b`). When that path is also a key of its own (`key` next to `key_one`), the
//!   siblings are not grouped and keep their suffixed identifiers, so both stay translatable.
//!
//! Repeated keys are rejected with both positions (JavaScript would silently keep the last one,
//! and the skeleton cannot hold two values under one identifier).

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::ops::Range;

use crate::error::FormatError;
use crate::format::{Parsed, RenderContext, SlotValue};
use crate::icu::{self, IcuDialect};
use crate::json::{check_unique, push_key};
use crate::json_scan::{decode_string, escape_into, string_end, Event, Tokenizer};
use crate::model::{Entry, PluralCategory, PluralText};
use crate::skeleton::{Skeleton, Slot};

/// Slot kind: a plain string value.
pub const KIND_PLAIN: u16 = 0;
/// Slot kind: a string value holding a whole-value ICU plural, regenerated as ICU.
pub const KIND_ICU: u16 = 1;
/// Slot kind: adjacent i18next `key_<category>` members, regenerated for the target.
pub const KIND_I18NEXT_GROUP: u16 = 2;
/// Slot kind: the ARB `@@locale` value (structural).
pub const KIND_LOCALE: u16 = 3;

/// How the top level of a file is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// Any JSON: every string value is an entry, identified by its escaped key path.
    Nested,
    /// Flutter ARB: a top-level object; `@key` objects are metadata (`description` → context),
    /// `@@locale` is the file's language, other `@@x` are kept untouched.
    Arb,
    /// FormatJS: a top-level object of `id: {defaultMessage, description}` (or `message`, as the
    /// `crowdin` formatter writes) or `id: "message"` (the `simple`/compiled form).
    FormatJs,
}

/// What a JSON dialect recognises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dialect {
    /// How the top level is read.
    pub layout: Layout,
    /// Group adjacent i18next v4 siblings `key_one`, `key_other`, … into one plural entry.
    pub i18next_plurals: bool,
    /// Apostrophe rules for whole-value ICU plurals.
    pub icu: IcuDialect,
}

/// Splits an i18next v4 cardinal plural key `base_<category>` into base and category. Ordinal
/// keys (`base_ordinal_<category>`) are not cardinal forms and return `None`.
pub fn cardinal_suffix(key: &str) -> Option<(&str, PluralCategory)> {
    let (base, cat) = key.rsplit_once('_')?;
    let category = PluralCategory::parse(cat)?;
    if base.is_empty() || base.ends_with("_ordinal") {
        return None;
    }
    Some((base, category))
}

/// Parses `src` in dialect `d`.
pub fn parse(src: &[u8], d: &Dialect) -> Result<Parsed, FormatError> {
    let mut no_group: HashSet<String> = HashSet::new();
    loop {
        let walk = Walker::new(src, d, &no_group).run()?;
        match first_duplicate(&walk.entries) {
            None => {
                return Ok(Parsed {
                    entries: walk.entries,
                    skeleton: walk.skeleton,
                    language: walk.language,
                })
            }
            Some((a, b)) => {
                let grouped = walk.groups.contains(&a) || walk.groups.contains(&b);
                let id = walk.entries[a].identifier.clone();
                if grouped && !no_group.contains(&id) {
                    drop(walk);
                    no_group.insert(id);
                    continue;
                }
                check_unique(src, &walk.entries, &walk.key_at)?;
                return Err(FormatError::at(src, walk.key_at[b], "duplicate identifier"));
            }
        }
    }
}

fn first_duplicate(entries: &[Entry]) -> Option<(usize, usize)> {
    let mut seen: HashMap<&str, usize> = HashMap::with_capacity(entries.len());
    for (i, e) in entries.iter().enumerate() {
        if let Some(first) = seen.insert(&e.identifier, i) {
            return Some((first, i));
        }
    }
    None
}

/// One member of a pending i18next plural run.
struct Member {
    id: String,
    base: String,
    category: PluralCategory,
    key_start: usize,
    value: Range<usize>,
    text: String,
}

enum Role {
    Plain,
    /// An ARB `@name` metadata object.
    ArbMeta(String),
    /// A FormatJS `id: {…}` message object.
    Message {
        id: String,
        key_at: usize,
        open_at: usize,
        entry: Option<usize>,
        context: Option<String>,
    },
}

struct Frame {
    path_len: usize,
    next_index: Option<usize>,
    role: Role,
    run: Vec<Member>,
}

struct Walker<'a, 'd> {
    src: &'a [u8],
    d: &'d Dialect,
    no_group: &'d HashSet<String>,
    entries: Vec<Entry>,
    key_at: Vec<usize>,
    skeleton: Skeleton,
    groups: HashSet<usize>,
    contexts: HashMap<String, String>,
    language: Option<String>,
    path: String,
    frames: Vec<Frame>,
}

impl<'a, 'd> Walker<'a, 'd> {
    fn new(src: &'a [u8], d: &'d Dialect, no_group: &'d HashSet<String>) -> Self {
        let guess = src.len() / 48;
        Walker {
            src,
            d,
            no_group,
            entries: Vec::with_capacity(guess),
            key_at: Vec::with_capacity(guess),
            skeleton: Skeleton::with_capacity(guess),
            groups: HashSet::new(),
            contexts: HashMap::new(),
            language: None,
            path: String::with_capacity(128),
            frames: Vec::with_capacity(16),
        }
    }

    fn verbatim_top(&self) -> bool {
        self.d.layout != Layout::Nested
    }

    fn run(mut self) -> Result<Self, FormatError> {
        let src = self.src;
        let mut tok = Tokenizer::new(src)?;
        let mut pending: Option<(usize, Cow<'a, str>)> = None;
        // Depth of a value being skipped (metadata, `@@x`), and where a captured one started.
        let mut skip = 0usize;
        let mut capture: Option<usize> = None;
        while let Some(ev) = tok.next_event()? {
            match ev {
                Event::Key { raw, text } => {
                    if skip > 0 {
                        continue;
                    }
                    let len = self.frames.last().map_or(0, |f| f.path_len);
                    self.path.truncate(len);
                    if self.frames.len() == 1 && self.verbatim_top() {
                        self.path.push_str(&text);
                    } else {
                        push_key(&mut self.path, &text);
                    }
                    pending = Some((raw.start - 1, text));
                }
                Event::BeginObject(at) | Event::BeginArray(at) => {
                    if skip > 0 {
                        skip += 1;
                        continue;
                    }
                    let object = matches!(ev, Event::BeginObject(_));
                    let key = self.value_position(&mut pending);
                    self.flush_current()?;
                    let role = match self.container_role(object, at, key.as_ref())? {
                        Some(role) => role,
                        None => {
                            if let Some(Frame {
                                role: Role::Message { .. },
                                ..
                            }) = self.frames.last()
                            {
                                if key.as_ref().is_some_and(|(_, k)| k == "description") {
                                    capture = Some(at);
                                }
                            }
                            skip = 1;
                            continue;
                        }
                    };
                    self.frames.push(Frame {
                        path_len: self.path.len(),
                        next_index: (!object).then_some(0),
                        role,
                        run: Vec::new(),
                    });
                }
                Event::EndObject(at) | Event::EndArray(at) => {
                    if skip > 0 {
                        skip -= 1;
                        if skip == 0 {
                            if let Some(start) = capture.take() {
                                let raw = String::from_utf8_lossy(&src[start..=at]).into_owned();
                                if let Some(Frame {
                                    role: Role::Message { context, .. },
                                    ..
                                }) = self.frames.last_mut()
                                {
                                    *context = Some(raw);
                                }
                            }
                        }
                        continue;
                    }
                    self.flush_current()?;
                    if let Some(frame) = self.frames.pop() {
                        if let Role::Message {
                            id,
                            open_at,
                            entry,
                            context,
                            ..
                        } = frame.role
                        {
                            let Some(entry) = entry else {
                                return Err(FormatError::at(
                                    src,
                                    open_at,
                                    format!("message `{id}` has no `defaultMessage` string; expected {{\"defaultMessage\": \"…\", \"description\": \"…\"}}"),
                                ));
                            };
                            if context.is_some() {
                                self.entries[entry].context = context;
                            }
                        }
                    }
                    let len = self.frames.last().map_or(0, |f| f.path_len);
                    self.path.truncate(len);
                }
                Event::Scalar(raw) => {
                    if skip > 0 {
                        continue;
                    }
                    let key = self.value_position(&mut pending);
                    self.flush_current()?;
                    if let Some(Frame {
                        role: Role::Message { context, .. },
                        ..
                    }) = self.frames.last_mut()
                    {
                        if key.is_some_and(|(_, k)| k == "description") && &src[raw.clone()] != b"null"
                        {
                            *context = Some(String::from_utf8_lossy(&src[raw]).into_owned());
                        }
                    }
                }
                Event::String { raw, text } => {
                    if skip > 0 {
                        continue;
                    }
                    let key = self.value_position(&mut pending);
                    self.string_value(key, raw, text)?;
                }
            }
        }
        if !self.contexts.is_empty() {
            for e in &mut self.entries {
                if let Some(c) = self.contexts.remove(&e.identifier) {
                    e.context = Some(c);
                }
            }
        }
        Ok(self)
    }

    /// The role of a container value, or `None` when it is to be skipped.
    fn container_role(
        &self,
        object: bool,
        at: usize,
        key: Option<&(usize, Cow<'a, str>)>,
    ) -> Result<Option<Role>, FormatError> {
        let Some(parent) = self.frames.last() else {
            if self.d.layout != Layout::Nested && !object {
                return Err(FormatError::at(
                    self.src,
                    at,
                    "expected a JSON object at the top level (keys are the message identifiers)",
                ));
            }
            return Ok(Some(Role::Plain));
        };
        let top = self.frames.len() == 1;
        Ok(match (&parent.role, self.d.layout, key) {
            (Role::ArbMeta(_) | Role::Message { .. }, _, _) => None,
            (Role::Plain, Layout::Arb, Some((_, k))) if top && k.starts_with('@') => {
                match k.strip_prefix('@') {
                    Some(name) if object && !name.starts_with('@') => {
                        Some(Role::ArbMeta(name.to_string()))
                    }
                    _ => None,
                }
            }
            (Role::Plain, Layout::FormatJs, Some((key_at, k))) if top => object.then(|| Role::Message {
                id: k.to_string(),
                key_at: *key_at,
                open_at: at,
                entry: None,
                context: None,
            }),
            _ => Some(Role::Plain),
        })
    }

    fn string_value(
        &mut self,
        key: Option<(usize, Cow<'a, str>)>,
        raw: Range<usize>,
        text: Cow<'a, str>,
    ) -> Result<(), FormatError> {
        let depth = self.frames.len();
        let top = depth == 1;
        let Some(frame) = self.frames.last_mut() else {
            return Err(FormatError::at(
                self.src,
                raw.start.saturating_sub(1),
                "expected a JSON object or array; a bare string has no key to identify it",
            ));
        };
        let key_text = key.as_ref().map(|(_, k)| k.as_ref());
        match &mut frame.role {
            Role::ArbMeta(name) => {
                if depth == 2 && key_text == Some("description") {
                    self.contexts.insert(name.clone(), text.into_owned());
                }
                return Ok(());
            }
            Role::Message {
                id,
                key_at,
                entry,
                context,
                ..
            } => {
                match key_text {
                    Some("defaultMessage" | "message") if entry.is_none() => {
                        *entry = Some(self.entries.len());
                        let (id, key_at) = (id.clone(), *key_at);
                        self.push_value(id, text, raw, key_at);
                    }
                    Some("description") => *context = Some(text.into_owned()),
                    _ => {}
                }
                return Ok(());
            }
            Role::Plain => {}
        }
        if self.d.layout == Layout::Arb && top {
            if let Some((_, k)) = &key {
                if k == "@@locale" {
                    self.skeleton.push(Slot {
                        span: raw,
                        entry: None,
                        category: None,
                        kind: KIND_LOCALE,
                    });
                    self.language = Some(text.into_owned());
                    return Ok(());
                }
                if k.starts_with('@') {
                    return Ok(());
                }
            }
        }
        let key_pos = key.as_ref().map(|(p, _)| *p);
        if self.d.i18next_plurals {
            if let Some((key_start, k)) = &key {
                if let Some((base, category)) = cardinal_suffix(k) {
                    let continues = self.frames.last().is_some_and(|f| {
                        f.run.first().is_some_and(|m| m.base == base)
                            && !f.run.iter().any(|m| m.category == category)
                    });
                    if !continues {
                        self.flush_current()?;
                    }
                    let member = Member {
                        id: self.path.clone(),
                        base: base.to_string(),
                        category,
                        key_start: *key_start,
                        value: raw,
                        text: text.into_owned(),
                    };
                    if let Some(frame) = self.frames.last_mut() {
                        frame.run.push(member);
                    }
                    return Ok(());
                }
            }
            self.flush_current()?;
        }
        let id = self.path.clone();
        self.push_value(id, text, raw.clone(), key_pos.unwrap_or(raw.start - 1));
        Ok(())
    }

    /// Adds a string value: a plural entry when it is a whole-value ICU plural, else plain.
    fn push_value(&mut self, id: String, text: Cow<'_, str>, raw: Range<usize>, key_at: usize) {
        let index = self.entries.len();
        self.key_at.push(key_at);
        if text.as_bytes().first() == Some(&b'{') {
            if let Some(m) = icu::parse_plural(&text, self.d.icu) {
                self.entries.push(Entry::plural(id, m.forms()));
                self.skeleton.push(Slot {
                    span: raw,
                    entry: Some(index as u32),
                    category: None,
                    kind: KIND_ICU,
                });
                return;
            }
        }
        self.entries.push(Entry::plain(id, text.into_owned()));
        self.skeleton.value(raw, index, KIND_PLAIN);
    }

    /// Emits the innermost object's pending i18next run: one plural entry when it holds `other`
    /// and at least one more category, else one entry per member.
    fn flush_current(&mut self) -> Result<(), FormatError> {
        let Some(frame) = self.frames.last_mut() else {
            return Ok(());
        };
        if frame.run.is_empty() {
            return Ok(());
        }
        let run = std::mem::take(&mut frame.run);
        let prefix_len = frame.path_len;
        if run.len() >= 2 && run.iter().any(|m| m.category == PluralCategory::Other) {
            let mut id = self.path[..prefix_len].to_string();
            if self.frames.len() == 1 && self.verbatim_top() {
                id.push_str(&run[0].base);
            } else {
                push_key(&mut id, &run[0].base);
            }
            if !self.no_group.contains(&id) {
                let index = self.entries.len();
                let span = run[0].key_start..run[run.len() - 1].value.end + 1;
                let key_at = run[0].key_start;
                let forms: PluralText = run.into_iter().map(|m| (m.category, m.text)).collect();
                self.entries.push(Entry::plural(id, forms));
                self.key_at.push(key_at);
                self.groups.insert(index);
                self.skeleton.push(Slot {
                    span,
                    entry: Some(index as u32),
                    category: None,
                    kind: KIND_I18NEXT_GROUP,
                });
                return Ok(());
            }
        }
        for m in run {
            self.push_value(m.id, Cow::Owned(m.text), m.value, m.key_start);
        }
        Ok(())
    }

    /// Before a value: for array items, append the `[i]` segment. Returns the value's key.
    fn value_position(
        &mut self,
        pending: &mut Option<(usize, Cow<'a, str>)>,
    ) -> Option<(usize, Cow<'a, str>)> {
        if let Some(frame) = self.frames.last_mut() {
            if let Some(i) = frame.next_index.as_mut() {
                self.path.truncate(frame.path_len);
                self.path.push('[');
                self.path.push_str(itoa(*i, &mut [0u8; 20]));
                self.path.push(']');
                *i += 1;
                return None;
            }
        }
        pending.take()
    }
}

fn itoa(mut n: usize, buf: &mut [u8; 20]) -> &str {
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // Only ASCII digits were written.
    std::str::from_utf8(&buf[i..]).unwrap_or("0")
}

/// Renders one slot of a dialect's skeleton.
pub fn render(
    d: &Dialect,
    slot: &Slot,
    value: SlotValue<'_>,
    ctx: &RenderContext<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    match (slot.kind, value) {
        (KIND_LOCALE, SlotValue::Structural) => render_locale(ctx, slot.span.clone(), out),
        (KIND_ICU, SlotValue::Plural { forms, .. }) => {
            render_icu(ctx.src, slot.span.clone(), forms, d.icu, out)
        }
        (KIND_I18NEXT_GROUP, SlotValue::Plural { forms, .. }) => {
            render_group(ctx.src, slot.span.clone(), forms, out)
        }
        (KIND_PLAIN, SlotValue::Text { text, .. }) => {
            escape_into(text, out);
            Ok(())
        }
        _ => Err(FormatError::at(
            ctx.src,
            slot.span.start,
            "internal error: the value does not fit this JSON slot",
        )),
    }
}

fn internal(src: &[u8], at: usize) -> FormatError {
    FormatError::at(
        src,
        at,
        "internal error: the slot no longer holds what parse found",
    )
}

/// The `@@locale` value for the target: its language id, written with `_` when the file used `_`
/// (`en_GB`); the original bytes when that is what the file already says.
fn render_locale(
    ctx: &RenderContext<'_>,
    span: Range<usize>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let src = ctx.src;
    let quoted = src
        .get(span.start.saturating_sub(1)..span.end + 1)
        .ok_or_else(|| internal(src, span.start))?;
    let original = decode_string(quoted).map_err(|_| internal(src, span.start))?;
    let mut code = ctx.target.id.clone();
    if original.contains('_') && !original.contains('-') {
        code = code.replace('-', "_");
    }
    if code == original {
        out.extend_from_slice(&src[span]);
    } else {
        escape_into(&code, out);
    }
    Ok(())
}

/// Re-assembles a whole-value ICU plural for the target's forms with the original layout. A
/// translation that hands every category the same complete ICU plural (a translation stored as
/// plain ICU text) is written as it is.
fn render_icu(
    src: &[u8],
    span: Range<usize>,
    forms: &[(PluralCategory, &str)],
    d: IcuDialect,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    if let Some((_, first)) = forms.first() {
        if forms.iter().all(|(_, t)| t == first) && icu::parse_plural(first, d).is_some() {
            escape_into(first, out);
            return Ok(());
        }
    }
    let quoted = src
        .get(span.start.saturating_sub(1)..span.end + 1)
        .ok_or_else(|| internal(src, span.start))?;
    let original = decode_string(quoted).map_err(|_| internal(src, span.start))?;
    let message = icu::parse_plural(&original, d).ok_or_else(|| internal(src, span.start))?;
    let mut s = String::with_capacity(original.len() + 32);
    message.assemble(forms, d, &mut s);
    escape_into(&s, out);
    Ok(())
}

/// Writes `"base_<category>": "text"` members for the target's forms, copying the first source
/// member's key escapes and `:` spacing and the separator between the first two members (so
/// indentation and comma style follow the source). The slot ends at the last value's closing
/// quote, so whatever followed the group (a `,` or the `}`) is untouched.
fn render_group(
    src: &[u8],
    span: Range<usize>,
    forms: &[(PluralCategory, &str)],
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let bad = || internal(src, span.start);
    let region = src.get(span.clone()).ok_or_else(bad)?;
    let key_end = string_end(region, 0).ok_or_else(bad)?;
    let value_open = key_end + memchr::memchr(b'"', &region[key_end..]).ok_or_else(bad)?;
    let value_end = string_end(region, value_open).ok_or_else(bad)?;
    let next_key = value_end + memchr::memchr(b'"', &region[value_end..]).ok_or_else(bad)?;
    let colon = &region[key_end..value_open];
    let separator = &region[value_end..next_key];
    let key_raw = &region[1..key_end - 1];
    let key = decode_string(&region[..key_end]).map_err(|_| bad())?;
    let (base, category) = cardinal_suffix(&key).ok_or_else(bad)?;
    let suffix_len = category.as_str().len() + 1;
    let mut base_raw: Cow<'_, [u8]> = Cow::Borrowed(&key_raw[..key_raw.len().saturating_sub(suffix_len)]);
    let suffix = &key_raw[key_raw.len().saturating_sub(suffix_len)..];
    if suffix.first() != Some(&b'_') || &suffix[1..] != category.as_str().as_bytes() {
        let mut v = Vec::with_capacity(base.len());
        escape_into(base, &mut v);
        base_raw = Cow::Owned(v);
    }
    for (j, (category, text)) in forms.iter().enumerate() {
        if j > 0 {
            out.extend_from_slice(separator);
        }
        out.push(b'"');
        out.extend_from_slice(&base_raw);
        out.push(b'_');
        out.extend_from_slice(category.as_str().as_bytes());
        out.push(b'"');
        out.extend_from_slice(colon);
        out.push(b'"');
        escape_into(text, out);
        out.push(b'"');
    }
    Ok(())
}
