//! The walker shared by the JSON dialects (`json`, `i18next`, `arb`, `formatjs`,
//! `json-reference`): turns the span tokenizer's events into entries (and, for a build, skeleton
//! slots) handed to a sink as soon as each is final (see [`parse`] for the few it holds back),
//! and renders their slots. What differs between
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

use super::plain::push_key;
use crate::error::{ErrorKind, FormatError};
use crate::format::{ParseContext, RenderContext, SlotValue};
use crate::json::icu::{self, IcuDialect};
use crate::json::scan::{decode_string, escape_into, string_end, Event, Tokenizer};
use crate::model::{Entry, PluralCategory, PluralText};
use crate::sink::{SeenIds, Sink};
use crate::skeleton::{Slot, TypedKind};

/// The hasher of the walker's look-ahead and bookkeeping maps (seeded per process, like
/// [`crate::sink::SeenIds`]; several times faster than SipHash on short keys).
type Fast = foldhash::fast::RandomState;

/// Implements `Format` for a JSON dialect: parse and render through the shared walker with the
/// dialect's rules, create through `json::create`.
macro_rules! json_dialect_format {
    ($ty:ty, $info:expr, $dialect:expr, $kind:expr) => {
        $crate::format::format_impl! {
            $ty, $info;
            parse(src, ctx, sink) => $crate::json::dialect::parse(src, &$dialect, ctx, sink);
            render(slot, value, ctx, out) =>
                $crate::json::dialect::render(&$dialect, slot, value, ctx, out);
            create(entries, source, target, out) =>
                $crate::json::create::create($kind, entries, source, target, out);
        }
    };
}
pub(crate) use json_dialect_format;

/// What a JSON slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u16)]
pub enum JsonSlot {
    /// A plain string value.
    Plain = 0,
    /// A string value holding a whole-value ICU plural, regenerated as ICU.
    Icu = 1,
    /// Adjacent i18next `key_<category>` members, regenerated for the target.
    I18nextGroup = 2,
    /// The ARB `@@locale` value (structural).
    Locale = 3,
}

impl TypedKind for JsonSlot {
    fn bits(self) -> u16 {
        self as u16
    }

    fn from_bits(bits: u16) -> Option<JsonSlot> {
        [
            JsonSlot::Plain,
            JsonSlot::Icu,
            JsonSlot::I18nextGroup,
            JsonSlot::Locale,
        ]
        .into_iter()
        .find(|k| *k as u16 == bits)
    }
}

/// The stored [`Slot::kind`] of a whole-value ICU plural ([`JsonSlot::Icu`]).
pub const KIND_ICU: u16 = JsonSlot::Icu as u16;

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
    /// The interface specification's reference module: a top-level object whose string values
    /// are the strings (identifier = key as written); nested values and ICU syntax are kept
    /// as they are.
    Reference,
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

/// The plural categories of the language a file is written in, as parse knows it: the single
/// target of a translation upload, else the source language.
fn file_categories<'c>(ctx: &ParseContext<'c>) -> &'c [PluralCategory] {
    match (ctx.targets, ctx.source) {
        ([one], _) => &one.plural_categories,
        ([], Some(source)) => &source.plural_categories,
        _ => &[],
    }
}

/// Parses `src` in dialect `d`, handing each entry to `sink` as soon as it is final (and each
/// slot, when the sink wants the skeleton).
///
/// An i18next run of siblings is grouped when it has `_other` and at least one more category. A
/// lone `key_other` is grouped only when the file's language (the request's single target, else
/// the source) has `other` as its only category (a Japanese translation holds just `key_other`)
/// and no run in the file has two or more categories: an English file's stray `option_other`
/// stays a plain string whatever the build target. A run whose base key path is also the
/// identifier of another value of its object (`key` beside `key_one`/`key_other`, in any order,
/// or a second run of the same base) is not grouped: its members keep their suffixed
/// identifiers, so every value stays translatable.
///
/// What is held back before it reaches the sink (the rest streams): the members of an i18next
/// run until the run ends; an ARB message until the next top-level message key (so an `@key`
/// metadata object written after its message still gives the context); a FormatJS message until
/// its object closes (its `description` may follow `defaultMessage`). Deciding an i18next group
/// reads ahead once per object that holds one (keys only, nothing kept but the keys), and a file
/// whose language has only `other` is read ahead once for runs of two or more categories.
///
/// A repeated identifier is an error at the second key naming the first; it is reported once the
/// whole file has been read, so a syntax error later in the file is reported first (as a
/// whole-file check would). Limit of the streaming decision: a group whose identifier is only
/// repeated later by a dotted key of *another* object (`"a.key"` after `"a": {"key_one": …,
/// "key_other": …}`) is reported as a duplicate rather than split.
pub fn parse(
    src: &[u8],
    d: &Dialect,
    ctx: &ParseContext<'_>,
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    let lone_other =
        d.i18next_plurals && file_categories(ctx) == [PluralCategory::Other] && !has_multi_run(src);
    let tok = Tokenizer::new(src)?;
    let mut walker = Walker::new(src, d, lone_other, sink, tok);
    walker.run()?;
    walker.out.finish()
}

/// Where an event starts, for messages.
fn offset_of(ev: &Event<'_>) -> usize {
    match ev {
        Event::BeginObject(a) | Event::EndObject(a) | Event::BeginArray(a) | Event::EndArray(a) => {
            *a
        }
        Event::Key { raw, .. } | Event::String { raw, .. } => raw.start.saturating_sub(1),
        Event::Scalar(r) => r.start,
    }
}

/// An entry or slot held back while a window is open (a few at a time: boxing the entry would
/// cost an allocation per held message for nothing).
#[allow(clippy::large_enum_variant)]
enum Held<'a> {
    Entry(usize, Entry<'a>),
    Slot(Slot),
}

/// The walker's side of the sink: numbers entries, checks their identifiers are unique, drops
/// slots the sink does not want, and holds items back while a window is open.
struct Out<'a, 's> {
    src: &'a [u8],
    sink: &'s mut dyn Sink,
    skeleton: bool,
    count: usize,
    holding: bool,
    held: Vec<Held<'a>>,
    ids: SeenIds<'a>,
    /// The first repeated identifier, reported when the walk ends.
    duplicate: Option<FormatError>,
}

impl<'a, 's> Out<'a, 's> {
    /// Hands over (or holds) one entry whose key starts at `key_at`; returns its index.
    fn entry(&mut self, entry: Entry<'a>, key_at: usize) -> Result<usize, FormatError> {
        let index = self.count;
        self.count += 1;
        if self.duplicate.is_some() {
            return Ok(index);
        }
        if let Err(first_at) = self.ids.insert(&entry.identifier, key_at) {
            let (line, column) = crate::error::line_column(self.src, first_at);
            self.duplicate = Some(
                FormatError::at(
                    self.src,
                    key_at,
                    format!(
                        "duplicate key `{}` (first defined at line {line}, column {column}); keys must be unique",
                        entry.identifier
                    ),
                )
                .with_kind(ErrorKind::DuplicateIdentifier),
            );
            self.held.clear();
            return Ok(index);
        }
        if self.holding {
            self.held.push(Held::Entry(index, entry));
        } else {
            self.sink.entry(index, entry)?;
        }
        Ok(index)
    }

    /// Hands over (or holds) one slot, when the sink wants the skeleton.
    fn slot(&mut self, span: Range<usize>, entry: Option<usize>, kind: JsonSlot) {
        if !self.skeleton || self.duplicate.is_some() {
            return;
        }
        let slot = Slot {
            span,
            entry: entry.map(|i| i as u32),
            category: None,
            kind: kind.bits(),
            target: None,
        };
        if self.holding {
            self.held.push(Held::Slot(slot));
        } else {
            self.sink.slot(slot);
        }
    }

    /// A held entry, by index.
    fn held_at(&mut self, index: usize) -> Option<&mut Entry<'a>> {
        self.held.iter_mut().find_map(|h| match h {
            Held::Entry(i, e) if *i == index => Some(e),
            _ => None,
        })
    }

    /// A held entry, by identifier.
    fn held_named(&mut self, id: &str) -> Option<&mut Entry<'a>> {
        self.held.iter_mut().find_map(|h| match h {
            Held::Entry(_, e) if e.identifier == id => Some(e),
            _ => None,
        })
    }

    /// Hands over what was held and stops holding.
    fn release(&mut self) -> Result<(), FormatError> {
        self.holding = false;
        for h in self.held.drain(..) {
            match h {
                Held::Entry(i, e) => self.sink.entry(i, e)?,
                Held::Slot(s) => self.sink.slot(s),
            }
        }
        Ok(())
    }

    /// Ends the parse: the first repeated identifier, else whatever is still held.
    fn finish(&mut self) -> Result<(), FormatError> {
        match self.duplicate.take() {
            Some(e) => Err(e),
            None => self.release(),
        }
    }
}

/// One member of a pending i18next plural run.
struct Member<'a> {
    id: String,
    base: String,
    category: PluralCategory,
    key_start: usize,
    value: Range<usize>,
    text: Cow<'a, str>,
}

/// The base of an i18next suffixed key, borrowed from the file when the key is.
fn split_suffix<'a>(key: &Cow<'a, str>) -> Option<(Cow<'a, str>, PluralCategory)> {
    let (base, category) = cardinal_suffix(key)?;
    let base = match key {
        Cow::Borrowed(k) => Cow::Borrowed(&k[..base.len()]),
        Cow::Owned(_) => Cow::Owned(base.to_owned()),
    };
    Some((base, category))
}

/// A run of i18next siblings as a look-ahead follows it: base, first key, categories, length.
#[derive(Default)]
struct RunTrack<'a> {
    base: Option<Cow<'a, str>>,
    start: usize,
    categories: u8,
    len: usize,
}

impl<'a> RunTrack<'a> {
    /// Ends the run; its base, first key and length when the walker would group it.
    fn end(&mut self, lone_other: bool) -> Option<(Cow<'a, str>, usize, usize)> {
        let base = self.base.take()?;
        let has_other = self.categories & (1 << PluralCategory::Other as u8) != 0;
        let len = std::mem::take(&mut self.len);
        self.categories = 0;
        (has_other && (len >= 2 || lone_other)).then_some((base, self.start, len))
    }

    /// Adds a suffixed member (the walker's rule: same base, new category); returns the run it
    /// ended, when that one would be grouped.
    fn member(
        &mut self,
        base: Cow<'a, str>,
        category: PluralCategory,
        key_start: usize,
        lone_other: bool,
    ) -> Option<(Cow<'a, str>, usize, usize)> {
        let bit = 1u8 << category as u8;
        if self.base.as_ref() == Some(&base) && self.categories & bit == 0 {
            self.categories |= bit;
            self.len += 1;
            return None;
        }
        let ended = self.end(lone_other);
        self.base = Some(base);
        self.start = key_start;
        self.categories = bit;
        self.len = 1;
        ended
    }
}

/// Whether any object of the file has a run of two or more i18next siblings with `_other` (which
/// turns the grouping of lone `key_other` keys off). Nested layout only.
fn has_multi_run(src: &[u8]) -> bool {
    if memchr::memmem::find(src, b"_other").is_none() && memchr::memmem::find(src, b"\\u").is_none()
    {
        return false;
    }
    let Ok(mut tok) = Tokenizer::new(src) else {
        return false;
    };
    let mut runs: Vec<RunTrack<'_>> = Vec::new();
    let mut key: Option<(usize, Cow<'_, str>)> = None;
    let multi = |r: Option<(Cow<'_, str>, usize, usize)>| r.is_some_and(|(_, _, len)| len >= 2);
    while let Ok(Some(ev)) = tok.next_event() {
        match ev {
            Event::Key { raw, text } => key = Some((raw.start - 1, text)),
            Event::BeginObject(_) | Event::BeginArray(_) => {
                if multi(runs.last_mut().and_then(|r| r.end(false))) {
                    return true;
                }
                runs.push(RunTrack::default());
                key = None;
            }
            Event::EndObject(_) | Event::EndArray(_) => {
                if multi(runs.pop().and_then(|mut r| r.end(false))) {
                    return true;
                }
            }
            Event::Scalar(_) => {
                key = None;
                if multi(runs.last_mut().and_then(|r| r.end(false))) {
                    return true;
                }
            }
            Event::String { .. } => {
                let Some(run) = runs.last_mut() else {
                    continue;
                };
                let ended = match key.take() {
                    Some((at, k)) => match split_suffix(&k) {
                        Some((base, category)) => run.member(base, category, at, false),
                        None => run.end(false),
                    },
                    None => run.end(false),
                };
                if multi(ended) {
                    return true;
                }
            }
        }
    }
    false
}

/// What the rest of an object holds after a point, for deciding its i18next groups: the keys of
/// its string values, and the bases of the runs the walker would group (first key, count).
struct Ahead<'a> {
    plain: HashSet<Cow<'a, str>, Fast>,
    groups: HashMap<Cow<'a, str>, (usize, usize), Fast>,
}

impl<'a> Ahead<'a> {
    /// Reads the members of the object that `from` is inside (just after one of its members'
    /// values) up to its end. A syntax error stops it early: the walk reports it in turn.
    fn read(tok: &Tokenizer<'a>, from: usize, lone_other: bool) -> Ahead<'a> {
        let mut ahead = Ahead {
            plain: HashSet::default(),
            groups: HashMap::default(),
        };
        let mut tok = tok.resume_in_object(from);
        let mut run = RunTrack::default();
        let mut key: Option<(usize, Cow<'a, str>)> = None;
        let mut level = 1usize;
        while let Ok(Some(ev)) = tok.next_event() {
            match ev {
                Event::BeginObject(_) | Event::BeginArray(_) => {
                    if level == 1 {
                        ahead.note(run.end(lone_other));
                        key = None;
                    }
                    level += 1;
                }
                Event::EndObject(_) | Event::EndArray(_) => {
                    level -= 1;
                    if level == 0 {
                        break;
                    }
                }
                Event::Key { raw, text } if level == 1 => key = Some((raw.start - 1, text)),
                Event::Scalar(_) if level == 1 => {
                    key = None;
                    ahead.note(run.end(lone_other));
                }
                Event::String { .. } if level == 1 => {
                    let Some((at, k)) = key.take() else { continue };
                    match split_suffix(&k) {
                        Some((base, category)) => {
                            let ended = run.member(base, category, at, lone_other);
                            ahead.note(ended);
                        }
                        None => {
                            ahead.note(run.end(lone_other));
                            ahead.plain.insert(k);
                        }
                    }
                }
                _ => {}
            }
        }
        ahead.note(run.end(lone_other));
        ahead
    }

    fn note(&mut self, group: Option<(Cow<'a, str>, usize, usize)>) {
        if let Some((base, start, _)) = group {
            self.groups
                .entry(base)
                .and_modify(|(_, n)| *n += 1)
                .or_insert((start, 1));
        }
    }

    /// Whether a run of `base` starting at `start` shares its identifier with another value.
    fn collides(&self, base: &str, start: usize) -> bool {
        self.plain.contains(base)
            || self
                .groups
                .get(base)
                .is_some_and(|&(first, n)| n > 1 || first != start)
    }
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

struct Frame<'a> {
    path_len: usize,
    next_index: Option<usize>,
    role: Role,
    run: Vec<Member<'a>>,
    /// The rest of this object, read once its first i18next group is to be decided.
    ahead: Option<Ahead<'a>>,
}

struct Walker<'a, 'd, 's> {
    src: &'a [u8],
    d: &'d Dialect,
    /// Group a run made of `key_other` alone.
    lone_other: bool,
    out: Out<'a, 's>,
    /// ARB descriptions read before their message, by message key.
    contexts: HashMap<String, String, Fast>,
    /// Identifiers of i18next runs that were not grouped because they collide.
    no_group: HashSet<String, Fast>,
    path: String,
    frames: Vec<Frame<'a>>,
    tok: Tokenizer<'a>,
}

impl<'a, 'd, 's> Walker<'a, 'd, 's> {
    fn new(
        src: &'a [u8],
        d: &'d Dialect,
        lone_other: bool,
        sink: &'s mut dyn Sink,
        tok: Tokenizer<'a>,
    ) -> Self {
        let skeleton = sink.wants_skeleton();
        Walker {
            src,
            d,
            lone_other,
            out: Out {
                src,
                sink,
                skeleton,
                count: 0,
                holding: false,
                held: Vec::new(),
                ids: SeenIds::new(src, src.len() / 64),
                duplicate: None,
            },
            contexts: HashMap::default(),
            no_group: HashSet::default(),
            path: String::with_capacity(128),
            frames: Vec::with_capacity(16),
            tok,
        }
    }

    fn verbatim_top(&self) -> bool {
        self.d.layout != Layout::Nested
    }

    fn run(&mut self) -> Result<(), FormatError> {
        let src = self.src;
        let mut pending: Option<(usize, Cow<'a, str>)> = None;
        // Depth of a value being skipped (metadata, `@@x`), and where a captured one started.
        let mut skip = 0usize;
        let mut capture: Option<usize> = None;
        let mut first = true;
        while let Some(ev) = self.tok.next_event()? {
            if std::mem::take(&mut first)
                && self.d.layout == Layout::Reference
                && !matches!(ev, Event::BeginObject(_))
            {
                return Err(FormatError::at(
                    src,
                    offset_of(&ev),
                    "expected a JSON object at the top level (this format maps top-level keys to strings)",
                ));
            }
            match ev {
                Event::Key { raw, text } => {
                    if skip > 0 {
                        continue;
                    }
                    let len = self.frames.last().map_or(0, |f| f.path_len);
                    self.path.truncate(len);
                    if self.frames.len() == 1 && self.verbatim_top() {
                        if self.d.layout == Layout::Arb && !text.starts_with('@') {
                            // The next message: the one held for its `@key` is final.
                            self.out.release()?;
                        }
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
                        ahead: None,
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
                                if let Some(e) = self.out.held_at(entry) {
                                    e.context = context.map(Cow::Owned);
                                }
                            }
                            self.out.release()?;
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
                        if key.is_some_and(|(_, k)| k == "description")
                            && &src[raw.clone()] != b"null"
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
        Ok(())
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
            (Role::Plain, Layout::Reference, _) if top => None,
            (Role::Plain, Layout::FormatJs, Some((key_at, k))) if top => {
                object.then(|| Role::Message {
                    id: k.to_string(),
                    key_at: *key_at,
                    open_at: at,
                    entry: None,
                    context: None,
                })
            }
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
                    match self.out.held_named(name) {
                        Some(e) => e.context = Some(text),
                        None => {
                            self.contexts.insert(name.clone(), text.into_owned());
                        }
                    }
                }
                return Ok(());
            }
            Role::Message {
                id, key_at, entry, ..
            } if entry.is_none() && matches!(key_text, Some("defaultMessage" | "message")) => {
                let (id, key_at) = (id.clone(), *key_at);
                // Held until the object closes: its `description` may come after.
                self.out.holding = true;
                let index = self.push_value(Cow::Owned(id), text, raw, key_at)?;
                if let Some(Frame {
                    role: Role::Message { entry, .. },
                    ..
                }) = self.frames.last_mut()
                {
                    *entry = Some(index);
                }
                return Ok(());
            }
            Role::Message { context, .. } => {
                if key_text == Some("description") {
                    *context = Some(text.into_owned());
                }
                return Ok(());
            }
            Role::Plain => {}
        }
        if self.d.layout == Layout::Arb && top {
            if let Some((_, k)) = &key {
                if k == "@@locale" {
                    self.out.slot(raw, None, JsonSlot::Locale);
                    self.out.sink.language(text);
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
                        text,
                    };
                    if let Some(frame) = self.frames.last_mut() {
                        frame.run.push(member);
                    }
                    return Ok(());
                }
            }
            self.flush_current()?;
        }
        if self.d.layout == Layout::Arb && top {
            // Held until the next message key: its `@key` metadata may follow.
            self.out.holding = true;
        }
        // A top-level key that needed no unescaping is the identifier as it is.
        let id = match &key {
            Some((_, Cow::Borrowed(k))) if *k == self.path => Cow::Borrowed(*k),
            _ => Cow::Owned(self.path.clone()),
        };
        self.push_value(id, text, raw.clone(), key_pos.unwrap_or(raw.start - 1))?;
        Ok(())
    }

    /// Hands over a string value: a plural entry when it is a whole-value ICU plural, else
    /// plain. Returns its index.
    fn push_value(
        &mut self,
        id: Cow<'a, str>,
        text: Cow<'a, str>,
        raw: Range<usize>,
        key_at: usize,
    ) -> Result<usize, FormatError> {
        let icu = if text.as_bytes().first() == Some(&b'{') && self.d.layout != Layout::Reference {
            icu::parse_plural(&text, self.d.icu).map(|m| m.forms())
        } else {
            None
        };
        let (mut entry, kind) = match icu {
            Some(forms) => (Entry::plural(id, forms), JsonSlot::Icu),
            None => (Entry::plain(id, text), JsonSlot::Plain),
        };
        if !self.contexts.is_empty() {
            if let Some(c) = self.contexts.remove(&*entry.identifier) {
                entry.context = Some(Cow::Owned(c));
            }
        }
        let index = self.out.entry(entry, key_at)?;
        self.out.slot(raw, Some(index), kind);
        Ok(index)
    }

    /// Hands over the innermost object's pending i18next run: one plural entry when it holds
    /// `other` and at least one more category (and its identifier is no other value's), else one
    /// entry per member.
    fn flush_current(&mut self) -> Result<(), FormatError> {
        let Some(frame) = self.frames.last_mut() else {
            return Ok(());
        };
        if frame.run.is_empty() {
            return Ok(());
        }
        let run = std::mem::take(&mut frame.run);
        let prefix_len = frame.path_len;
        let has_other = run.iter().any(|m| m.category == PluralCategory::Other);
        if has_other && (run.len() >= 2 || self.lone_other) {
            let mut id = self.path[..prefix_len].to_string();
            if self.frames.len() == 1 && self.verbatim_top() {
                id.push_str(&run[0].base);
            } else {
                push_key(&mut id, &run[0].base);
            }
            let key_at = run[0].key_start;
            let resume = run[run.len() - 1].value.end + 1;
            let collides = self.no_group.contains(&id) || self.out.ids.find(&id).is_some() || {
                let (tok, lone_other) = (&self.tok, self.lone_other);
                self.frames.last_mut().is_some_and(|f| {
                    f.ahead
                        .get_or_insert_with(|| Ahead::read(tok, resume, lone_other))
                        .collides(&run[0].base, key_at)
                })
            };
            if collides {
                // Every run of this identifier stays apart, as the one it collides with does.
                self.no_group.insert(id);
            } else {
                let span = key_at..resume;
                let forms: PluralText = run.into_iter().map(|m| (m.category, m.text)).collect();
                let index = self.out.entry(Entry::plural(id, forms), key_at)?;
                self.out.slot(span, Some(index), JsonSlot::I18nextGroup);
                return Ok(());
            }
        }
        for m in run {
            self.push_value(Cow::Owned(m.id), m.text, m.value, m.key_start)?;
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
    match (slot.kind_as::<JsonSlot>(ctx.src)?, value) {
        (JsonSlot::Locale, SlotValue::Structural) => render_locale(ctx, slot.span.clone(), out),
        (JsonSlot::Icu, SlotValue::Plural { forms, .. }) => {
            render_icu(ctx.src, slot.span.clone(), forms, d.icu, out)
        }
        (JsonSlot::I18nextGroup, SlotValue::Plural { forms, .. }) => {
            render_group(ctx.src, slot.span.clone(), forms, out)
        }
        (JsonSlot::Plain, SlotValue::Text { text, .. }) => {
            escape_into(text, out);
            Ok(())
        }
        _ => Err(FormatError::internal(
            ctx.src,
            slot.span.start,
            "internal error: the value does not fit this JSON slot",
        )),
    }
}

fn internal(src: &[u8], at: usize) -> FormatError {
    FormatError::internal(
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
/// indentation and comma style follow the source; a lone `key_other` uses `,` plus the whitespace
/// before its key). The slot ends at the last value's closing
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
    let colon = &region[key_end..value_open];
    let separator: Cow<'_, [u8]> = match memchr::memchr(b'"', &region[value_end..]) {
        Some(next) => Cow::Borrowed(&region[value_end..value_end + next]),
        None => {
            // A lone `key_other`: a comma, then the whitespace that precedes the group's key.
            let indent_start = src[..span.start]
                .iter()
                .rposition(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                .map_or(0, |p| p + 1);
            let mut sep = vec![b','];
            sep.extend_from_slice(&src[indent_start..span.start]);
            Cow::Owned(sep)
        }
    };
    let key_raw = &region[1..key_end - 1];
    let key = decode_string(&region[..key_end]).map_err(|_| bad())?;
    let (base, category) = cardinal_suffix(&key).ok_or_else(bad)?;
    let suffix_len = category.as_str().len() + 1;
    let mut base_raw: Cow<'_, [u8]> =
        Cow::Borrowed(&key_raw[..key_raw.len().saturating_sub(suffix_len)]);
    let suffix = &key_raw[key_raw.len().saturating_sub(suffix_len)..];
    if suffix.first() != Some(&b'_') || &suffix[1..] != category.as_str().as_bytes() {
        let mut v = Vec::with_capacity(base.len());
        escape_into(base, &mut v);
        base_raw = Cow::Owned(v);
    }
    for (j, (category, text)) in forms.iter().enumerate() {
        if j > 0 {
            out.extend_from_slice(&separator);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{Format, ParseContext, Parsed};
    use crate::json::arb::Arb;
    use crate::json::formatjs::FormatJs;
    use crate::json::{I18nextJson, NestedJson};
    use crate::language::Language;
    use crate::model::{Text, Translation};
    use crate::skeleton::NoTranslations;
    use crate::testing;
    use PluralCategory::*;

    fn parse(f: &dyn Format, s: &str) -> Parsed {
        testing::parse(f, s.as_bytes())
    }

    fn ids(p: &Parsed) -> Vec<&str> {
        p.entries.iter().map(|e| e.identifier.as_ref()).collect()
    }

    fn plural(forms: &[(PluralCategory, &str)]) -> Text<'static> {
        Text::Plural(
            forms
                .iter()
                .map(|(c, t)| (*c, t.to_string().into()))
                .collect(),
        )
    }

    fn build(f: &dyn Format, s: &str, target: &Language, tr: &[(&str, Text<'static>)]) -> String {
        let map = testing::translations(
            tr.iter()
                .map(|(k, v)| (*k, v.clone(), crate::model::Status::Translated)),
        );
        let out = String::from_utf8(testing::build(f, s.as_bytes(), target, &map)).expect("utf8");
        serde_json::from_str::<serde_json::Value>(&out)
            .unwrap_or_else(|e| panic!("valid JSON: {e}\n{out}"));
        out
    }

    fn identity(f: &dyn Format, s: &str, target: &Language) {
        let out = testing::build(f, s.as_bytes(), target, &NoTranslations);
        assert_eq!(String::from_utf8(out).expect("utf8"), s);
    }

    fn ru() -> Language {
        Language::new("ru", vec![One, Few, Many, Other])
    }

    const I18N: &str = "{\n  \"a\": {\n    \"file_one\": \"{{count}} file\",\n    \"file_other\": \"{{count}} files\",\n    \"x\": \"y\",\n    \"item_one\": \"item\",\n    \"item_other\": \"items\"\n  },\n  \"place_ordinal_one\": \"{{count}}st\",\n  \"place_ordinal_other\": \"{{count}}th\",\n  \"lonely_one\": \"1\"\n}\n";

    #[test]
    fn i18next_groups_adjacent_siblings_under_the_base_key() {
        let p = parse(&I18nextJson, I18N);
        assert_eq!(
            ids(&p),
            [
                "a.file",
                "a.x",
                "a.item",
                "place_ordinal_one",
                "place_ordinal_other",
                "lonely_one"
            ]
        );
        assert_eq!(
            p.entries[0].text,
            plural(&[(One, "{{count}} file"), (Other, "{{count}} files")])
        );
        identity(&I18nextJson, I18N, &Language::new("en", vec![]));
        // Plain `json` keeps the suffixed keys as strings.
        let p = parse(&NestedJson, I18N);
        assert_eq!(ids(&p)[..2], ["a.file_one", "a.file_other"]);
    }

    #[test]
    fn i18next_group_is_rebuilt_for_the_target_with_source_layout() {
        let out = build(
            &I18nextJson,
            I18N,
            &ru(),
            &[
                (
                    "a.file",
                    plural(&[
                        (One, "1 файл"),
                        (Few, "файла"),
                        (Many, "файлов"),
                        (Other, "файла"),
                    ]),
                ),
                (
                    "a.item",
                    plural(&[
                        (One, "штука"),
                        (Few, "штуки"),
                        (Many, "штук"),
                        (Other, "штуки \""),
                    ]),
                ),
            ],
        );
        assert_eq!(
            out,
            "{\n  \"a\": {\n    \"file_one\": \"1 файл\",\n    \"file_few\": \"файла\",\n    \"file_many\": \"файлов\",\n    \"file_other\": \"файла\",\n    \"x\": \"y\",\n    \"item_one\": \"штука\",\n    \"item_few\": \"штуки\",\n    \"item_many\": \"штук\",\n    \"item_other\": \"штуки \\\"\"\n  },\n  \"place_ordinal_one\": \"{{count}}st\",\n  \"place_ordinal_other\": \"{{count}}th\",\n  \"lonely_one\": \"1\"\n}\n"
        );
        let again = parse(&I18nextJson, &out);
        assert_eq!(ids(&again), ids(&parse(&I18nextJson, I18N)));
        // Japanese: only `other`; the group shrinks to one member, commas stay right.
        let ja = Language::new("ja", vec![Other]);
        let out = build(
            &I18nextJson,
            "{\"k_one\":\"a\",\"k_other\":\"b\"}",
            &ja,
            &[("k", plural(&[(Other, "件")]))],
        );
        assert_eq!(out, "{\"k_other\":\"件\"}");
        // Re-parsed as a Japanese translation, the lone `_other` is the whole group.
        let targets = [ja];
        let ctx = ParseContext {
            source: None,
            targets: &targets,
        };
        let p = I18nextJson.parse_all(out.as_bytes(), &ctx).expect("parses");
        assert_eq!(ids(&p), ["k"]);
        assert!(p.entries[0].has_plurals);
        assert_eq!(ids(&parse(&I18nextJson, &out)), ["k_other"]);
        // ... and rebuilt for Russian from there, the members follow the compact layout.
        let src = "{\n  \"x\": \"y\",\n  \"k_other\": \"件\"\n}";
        let p = I18nextJson.parse_all(src.as_bytes(), &ctx).expect("parses");
        let mut out = Vec::new();
        let tr: HashMap<String, Translation> = HashMap::new();
        (&I18nextJson as &dyn Format)
            .build(src.as_bytes(), &p, &ru(), None, &tr, &mut out)
            .expect("builds");
        assert_eq!(
            String::from_utf8(out).expect("utf8"),
            "{\n  \"x\": \"y\",\n  \"k_one\": \"件\",\n  \"k_few\": \"件\",\n  \"k_many\": \"件\",\n  \"k_other\": \"件\"\n}"
        );
        // A stray `_other` next to real plural groups stays a plain string.
        let mixed = "{\"a_one\": \"1\", \"a_other\": \"n\", \"option_other\": \"Other\"}";
        let p = I18nextJson
            .parse_all(mixed.as_bytes(), &ctx)
            .expect("parses");
        assert_eq!(ids(&p), ["a", "option_other"]);
    }

    #[test]
    fn i18next_base_key_that_exists_keeps_siblings_apart() {
        let s = r#"{"key": "no count", "key_one": "one", "key_other": "many", "b_one": "x", "b_other": "y"}"#;
        let p = parse(&I18nextJson, s);
        assert_eq!(ids(&p), ["key", "key_one", "key_other", "b"]);
        identity(&I18nextJson, s, &Language::new("en", vec![]));
    }

    #[test]
    fn i18next_base_key_after_the_run_keeps_siblings_apart_too() {
        // The group is decided by reading the rest of its object ahead.
        let s = r#"{"key_one": "one", "key_other": "many", "key": "no count", "b_one": "x", "b_other": "y"}"#;
        assert_eq!(
            ids(&parse(&I18nextJson, s)),
            ["key_one", "key_other", "key", "b"]
        );
        // A later run of the same base that would group splits both; one that would not, none.
        let s = r#"{"k_one": "a", "k_other": "b", "x": "y", "k_few": "c", "k_many": "d", "k_other": "e"}"#;
        let e = I18nextJson
            .parse_all(s.as_bytes(), &ParseContext::default())
            .expect_err("split runs repeat k_other");
        assert_eq!(e.kind, ErrorKind::DuplicateIdentifier);
        let s = r#"{"k_one": "a", "k_other": "b", "x": {"k": "y"}, "k_few": "c"}"#;
        assert_eq!(ids(&parse(&I18nextJson, s)), ["k", "x.k", "k_few"]);
    }

    #[test]
    fn streams_without_the_skeleton_and_holds_only_what_it_must() {
        let mut lean = crate::sink::Collector::new(false);
        I18nextJson
            .parse(I18N.as_bytes(), &ParseContext::default(), &mut lean)
            .expect("parses");
        let lean = lean.into_parsed();
        assert!(lean.skeleton.is_empty());
        assert_eq!(lean.entries, parse(&I18nextJson, I18N).entries);
        // ARB: metadata after its message still gives the context; FormatJS: a description
        // after defaultMessage too.
        let arb = r#"{"a": "A", "@a": {"description": "first"}, "b": "B", "@@x": 1, "@b": {"description": "second"}}"#;
        let p = parse(&Arb, arb);
        assert_eq!(p.entries[0].context.as_deref(), Some("first"));
        assert_eq!(p.entries[1].context.as_deref(), Some("second"));
        let fj = r#"{"m": {"defaultMessage": "M", "description": "after"}}"#;
        assert_eq!(
            parse(&FormatJs, fj).entries[0].context.as_deref(),
            Some("after")
        );
    }

    #[test]
    fn a_syntax_error_after_a_duplicate_is_reported_first() {
        let e = NestedJson
            .parse_all(br#"{"a": "x", "a": "y", "b": }"#, &ParseContext::default())
            .expect_err("broken");
        assert_ne!(e.kind, ErrorKind::DuplicateIdentifier);
    }

    #[test]
    fn duplicate_keys_are_still_errors() {
        let e = I18nextJson
            .parse_all(
                b"{\"k_one\": \"a\",\n \"k_one\": \"b\"}",
                &ParseContext::default(),
            )
            .expect_err("duplicate");
        assert_eq!((e.line, e.column), (2, 2));
        assert!(e.message.contains("duplicate key `k_one`"), "{}", e.message);
    }

    #[test]
    fn icu_plural_values_become_plural_entries_and_are_rebuilt_as_icu() {
        let s = r#"{"n": "{count, plural, one {# file} other {# files in '{'dir'}'}}", "s": "{g, select, a {x} other {y}}"}"#;
        let p = parse(&NestedJson, s);
        assert!(p.entries[0].has_plurals);
        assert!(!p.entries[1].has_plurals);
        identity(&NestedJson, s, &Language::new("en", vec![]));
        let out = build(
            &NestedJson,
            s,
            &ru(),
            &[(
                "n",
                plural(&[
                    (One, "# файл"),
                    (Few, "# файла"),
                    (Many, "# {x"),
                    (Other, "# \"файла\""),
                ]),
            )],
        );
        assert_eq!(
            out,
            r#"{"n": "{count, plural, one {# файл} few {# файла} many {# '{'x} other {# \"файла\"}}", "s": "{g, select, a {x} other {y}}"}"#
        );
        let again = parse(&NestedJson, &out);
        assert_eq!(
            again.entries[0].text,
            plural(&[
                (One, "# файл"),
                (Few, "# файла"),
                (Many, "# '{'x"),
                (Other, "# \"файла\"")
            ])
        );
        // A translation delivered as one whole ICU text is written as it is.
        let whole = "{count, plural, one {# Datei} other {# Dateien}}";
        let out = build(
            &NestedJson,
            s,
            &Language::new("de", vec![]),
            &[("n", Text::Plain(whole.into()))],
        );
        assert!(out.contains(whole), "{out}");
    }

    const ARB: &str = "{\n  \"@@locale\": \"en_GB\",\n  \"@@last_modified\": \"2024\",\n  \"title\": \"Stocks\",\n  \"@title\": {\n    \"description\": \"App title\",\n    \"placeholders\": {\"n\": {\"type\": \"int\", \"example\": \"x\"}}\n  },\n  \"@count\": {\"description\": \"How many\"},\n  \"count\": \"{n, plural, =0{none} one{# item} other{# items}}\",\n  \"files\": \"{n, plural, one{# file} other{# files}}\"\n}\n";

    #[test]
    fn arb_metadata_locale_and_plurals() {
        let p = parse(&Arb, ARB);
        assert_eq!(ids(&p), ["title", "count", "files"]);
        assert_eq!(p.language.as_deref(), Some("en_GB"));
        assert_eq!(p.entries[0].context.as_deref(), Some("App title"));
        assert_eq!(p.entries[1].context.as_deref(), Some("How many"));
        assert!(!p.entries[1].has_plurals);
        assert!(p.entries[2].has_plurals);
        identity(&Arb, ARB, &Language::new("en-GB", vec![]));
        let out = build(
            &Arb,
            ARB,
            &Language::new("pt-BR", vec![One, Many, Other]),
            &[("title", Text::Plain("Ações".into()))],
        );
        assert!(out.contains("\"@@locale\": \"pt_BR\""), "{out}");
        assert!(out.contains("\"title\": \"Ações\""));
        assert!(
            out.contains("files\": \"{n, plural, one{# file} many{# files} other{# files}}\""),
            "{out}"
        );
        assert!(out.contains("\"example\": \"x\""));
        assert_eq!(parse(&Arb, &out).language.as_deref(), Some("pt_BR"));
    }

    #[test]
    fn arb_needs_an_object() {
        let e = Arb
            .parse_all(b"[\"a\"]", &ParseContext::default())
            .expect_err("array");
        assert_eq!((e.line, e.column), (1, 1));
        assert!(
            e.message.contains("expected a JSON object"),
            "{}",
            e.message
        );
    }

    #[test]
    fn formatjs_extracted_and_flat_forms() {
        let s = r#"{
  "app.title": {"defaultMessage": "Hello", "description": "Greeting"},
  "app.count": {"description": {"note": "n"}, "defaultMessage": "{n, plural, one {# x} other {# xs}}"},
  "flat.one": "Flat {name}",
  "n": 3
}"#;
        let p = parse(&FormatJs, s);
        assert_eq!(ids(&p), ["app.title", "app.count", "flat.one"]);
        assert_eq!(p.entries[0].context.as_deref(), Some("Greeting"));
        assert_eq!(p.entries[1].context.as_deref(), Some(r#"{"note": "n"}"#));
        assert!(p.entries[1].has_plurals);
        identity(&FormatJs, s, &Language::new("en", vec![]));
        let out = build(
            &FormatJs,
            s,
            &ru(),
            &[("app.title", Text::Plain("Привет".into()))],
        );
        assert!(out.contains(r#"{"defaultMessage": "Привет", "description": "Greeting"}"#));
    }

    #[test]
    fn formatjs_object_without_message_is_an_error() {
        let e = FormatJs
            .parse_all(
                b"{\n  \"a\": {\"description\": \"x\"}\n}",
                &ParseContext::default(),
            )
            .expect_err("no message");
        assert_eq!((e.line, e.column), (2, 8));
        assert!(
            e.message.contains("`a` has no `defaultMessage`"),
            "{}",
            e.message
        );
    }
}
