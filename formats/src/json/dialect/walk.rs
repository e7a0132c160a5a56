//! The dialect walker: follows the span tokenizer's events through objects and arrays, builds
//! each entry (plain, ICU plural, ARB and FormatJS messages, i18next plural groups) and its
//! slots, and hands them to the sink through [`Out`], which numbers them, checks identifiers
//! are unique and holds them back while a window is open.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::ops::Range;

use super::ahead::{Ahead, Fast};
use super::{cardinal_suffix, Dialect, JsonSlot, Layout};
use crate::error::FormatError;
use crate::json::icu;
use crate::json::plain::push_key;
use crate::json::scan::{Event, Tokenizer};
use crate::model::{Entry, PluralCategory, PluralText};
use crate::repeats::FirstTexts;
use crate::sink::{SeenIds, Sink};
use crate::skeleton::{Slot, TypedKind};

/// Walks the whole file from `tok` in dialect `d` into `sink`.
pub(super) fn walk(
    src: &[u8],
    d: &Dialect,
    lone_other: bool,
    v3: Option<Vec<(String, PluralCategory)>>,
    sink: &mut dyn Sink,
    tok: Tokenizer<'_>,
) -> Result<(), FormatError> {
    let mut walker = Walker::new(src, d, lone_other, sink, tok);
    walker.v3 = v3;
    walker.run()?;
    walker.out.release()
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
    Repeat(usize, Entry<'a>),
    Slot(Slot),
}

/// The index `Out::entry` answers for a later place of a key with another text: no slot names
/// it, so the place keeps its bytes.
const LEFT_AS_IS: usize = usize::MAX;

/// The walker's side of the sink: numbers entries, checks their identifiers are unique (a key
/// defined again is a place of its first string, or left as it is with a warning: see
/// `crate::repeats`), drops slots the sink does not want, and holds items back while a window
/// is open.
struct Out<'a, 's> {
    src: &'a [u8],
    sink: &'s mut dyn Sink,
    skeleton: bool,
    count: usize,
    holding: bool,
    held: Vec<Held<'a>>,
    ids: SeenIds<'a>,
    texts: FirstTexts,
}

impl<'a, 's> Out<'a, 's> {
    /// Hands over (or holds) one entry whose key starts at `key_at`; returns the index its
    /// slots name ([`LEFT_AS_IS`] for a key defined again with another text).
    fn entry(&mut self, entry: Entry<'a>, key_at: usize) -> Result<usize, FormatError> {
        if let Err(first_at) = self.ids.insert(&entry.identifier, key_at) {
            return match self.texts.again(self.src, &entry, first_at, key_at, "key") {
                Ok(first) => {
                    if self.holding {
                        self.held.push(Held::Repeat(first, entry));
                    } else {
                        self.sink.repeat(first, entry)?;
                    }
                    Ok(first)
                }
                Err(warning) => {
                    self.sink.warning(warning);
                    Ok(LEFT_AS_IS)
                }
            };
        }
        let index = self.count;
        self.count += 1;
        self.texts.push(key_at, &entry);
        if self.holding {
            self.held.push(Held::Entry(index, entry));
        } else {
            self.sink.entry(index, entry)?;
        }
        Ok(index)
    }

    /// Hands over (or holds) one slot, when the sink wants the skeleton.
    fn slot(&mut self, span: Range<usize>, entry: Option<usize>, kind: JsonSlot) {
        if !self.skeleton || entry == Some(LEFT_AS_IS) {
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
                Held::Repeat(i, e) => self.sink.repeat(i, e)?,
                Held::Slot(s) => self.sink.slot(s),
            }
        }
        Ok(())
    }
}

/// One member of a pending i18next plural run. Its identifier (the frame's path and `key`) is
/// built only if the run is not grouped: most runs are, and then it would be thrown away.
struct Member<'a> {
    key: Cow<'a, str>,
    /// `key[..base_len]` is the base key (`key` of `key_one`).
    base_len: usize,
    category: PluralCategory,
    key_start: usize,
    value: Range<usize>,
    text: Cow<'a, str>,
}

enum Role<'a> {
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
    /// A go-i18n message object: its plural members (category, key start, value span, text)
    /// in file order, and its `description`.
    GoMessage {
        id: String,
        key_at: usize,
        forms: Vec<GoForm<'a>>,
        context: Option<Cow<'a, str>>,
    },
}

impl Member<'_> {
    /// The base key (`key` of `key_one`).
    fn base(&self) -> &str {
        &self.key[..self.base_len]
    }
}

/// One member of a pending i18next v3 run.
struct V3Member<'a> {
    id: String,
    base: String,
    key_start: usize,
    value: Range<usize>,
    text: Cow<'a, str>,
}

/// One plural member of a go-i18n message object.
struct GoForm<'a> {
    category: PluralCategory,
    key_start: usize,
    value: Range<usize>,
    text: Cow<'a, str>,
}

/// go-i18n's reserved message keys (compared in lower case, as go-i18n does): an object holding
/// one of them with a string value is a message, any other object a group of nested keys.
const GO_RESERVED: &[&str] = &[
    "id",
    "description",
    "hash",
    "leftdelim",
    "rightdelim",
    "zero",
    "one",
    "two",
    "few",
    "many",
    "other",
];

/// A RESJSON metadata key `_name.property` (`_greeting.comment`): the name and the property.
pub(crate) fn resjson_meta(key: &str) -> Option<(&str, &str)> {
    let rest = key.strip_prefix('_')?;
    let (name, property) = rest.rsplit_once('.')?;
    (!name.is_empty() && !property.is_empty()).then_some((name, property))
}

struct Frame<'a> {
    path_len: usize,
    next_index: Option<usize>,
    role: Role<'a>,
    run: Vec<Member<'a>>,
    /// A pending i18next v3 run (its first members, until the run is complete or broken).
    v3_run: Vec<V3Member<'a>>,
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
    /// The i18next v3 suffixes of the file's language with their categories (`v3_plurals`).
    v3: Option<Vec<(String, PluralCategory)>>,
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
                texts: FirstTexts::new(),
            },
            contexts: HashMap::default(),
            no_group: HashSet::default(),
            v3: None,
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
                        let next_message = match self.d.layout {
                            Layout::Arb => !text.starts_with('@'),
                            Layout::ResJson => resjson_meta(&text).is_none(),
                            _ => false,
                        };
                        if next_message {
                            // The next message: the one held for its metadata is final.
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
                        v3_run: Vec::new(),
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
                        if let Role::GoMessage { .. } = frame.role {
                            self.go_message(frame.role)?;
                        } else if let Role::Message {
                            id,
                            open_at,
                            entry,
                            context,
                            ..
                        } = frame.role
                        {
                            let Some(entry) = entry else {
                                let expected = if self.d.layout == Layout::WebExt {
                                    "`message` string; expected {\"message\": \"…\", \"description\": \"…\"}"
                                } else {
                                    "`defaultMessage` string; expected {\"defaultMessage\": \"…\", \"description\": \"…\"}"
                                };
                                return Err(FormatError::at(
                                    src,
                                    open_at,
                                    format!("message `{id}` has no {expected}"),
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
    ) -> Result<Option<Role<'a>>, FormatError> {
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
            (Role::ArbMeta(_) | Role::Message { .. } | Role::GoMessage { .. }, _, _) => None,
            (Role::Plain, Layout::Arb, Some((_, k))) if top && k.starts_with('@') => {
                match k.strip_prefix('@') {
                    Some(name) if object && !name.starts_with('@') => {
                        Some(Role::ArbMeta(name.to_string()))
                    }
                    _ => None,
                }
            }
            (Role::Plain, Layout::Reference | Layout::ResJson, _) if top => None,
            (Role::Plain, Layout::GoI18n, Some((key_at, _)))
                if object && self.is_go_message(at)? =>
            {
                Some(Role::GoMessage {
                    id: self.path.clone(),
                    key_at: *key_at,
                    forms: Vec::new(),
                    context: None,
                })
            }
            (Role::Plain, Layout::FormatJs | Layout::WebExt, Some((key_at, k))) if top => object
                .then(|| Role::Message {
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
                    match self.out.held_named(name) {
                        Some(e) => e.context = Some(text),
                        None => {
                            self.contexts.insert(name.clone(), text.into_owned());
                        }
                    }
                }
                return Ok(());
            }
            Role::GoMessage { forms, context, .. } => {
                let Some(k) = key_text else {
                    return Ok(());
                };
                let k = k.to_ascii_lowercase();
                if k == "description" {
                    *context = Some(text);
                } else if let Some(category) = PluralCategory::parse(&k) {
                    if !forms.iter().any(|f| f.category == category) {
                        forms.push(GoForm {
                            category,
                            key_start: key.as_ref().map_or(raw.start - 1, |(p, _)| *p),
                            value: raw,
                            text,
                        });
                    }
                }
                return Ok(());
            }
            Role::Message {
                id, key_at, entry, ..
            } if entry.is_none()
                && match self.d.layout {
                    Layout::WebExt => key_text == Some("message"),
                    _ => matches!(key_text, Some("defaultMessage" | "message")),
                } =>
            {
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
        if self.d.layout == Layout::WebExt && top {
            let at = key.as_ref().map_or(raw.start - 1, |(p, _)| *p);
            return Err(FormatError::at(
                self.src,
                at,
                format!(
                    "message `{}` is a string; expected a message object {{\"message\": \"…\", \"description\": \"…\"}}",
                    key_text.unwrap_or_default()
                ),
            ));
        }
        if self.d.layout == Layout::ResJson && top {
            if let Some((name, property)) = key_text.and_then(resjson_meta) {
                if property == "comment" {
                    match self.out.held_named(name) {
                        Some(e) => e.context = Some(text),
                        None => {
                            self.contexts.insert(name.to_string(), text.into_owned());
                        }
                    }
                }
                return Ok(());
            }
            // Held until the next string key: its `_key.comment` may follow.
            self.out.holding = true;
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
        if self.v3.is_some() {
            return self.v3_value(key, raw, text);
        }
        let key_pos = key.as_ref().map(|(p, _)| *p);
        if self.d.i18next_plurals {
            if let Some((key_start, k)) = &key {
                if let Some((base, category)) = cardinal_suffix(k) {
                    let continues = self.frames.last().is_some_and(|f| {
                        f.run.first().is_some_and(|m| m.base() == base)
                            && !f.run.iter().any(|m| m.category == category)
                    });
                    if !continues {
                        self.flush_current()?;
                    }
                    let member = Member {
                        base_len: base.len(),
                        key: k.clone(),
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
        let icu = if text.as_bytes().first() == Some(&b'{') && self.d.layout.reads_icu() {
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

    /// A string member in i18next v3 mode: continues, completes or breaks the pending run of
    /// its object, starts one, or is a plain string.
    fn v3_value(
        &mut self,
        key: Option<(usize, Cow<'a, str>)>,
        raw: Range<usize>,
        text: Cow<'a, str>,
    ) -> Result<(), FormatError> {
        let Some((key_start, k)) = key else {
            self.flush_v3()?;
            let id = Cow::Owned(self.path.clone());
            self.push_value(id, text, raw.clone(), raw.start - 1)?;
            return Ok(());
        };
        let Some(forms) = self.v3.as_ref() else {
            return Ok(());
        };
        let n = self.frames.last().map_or(0, |f| f.v3_run.len());
        let continues = n > 0
            && n < forms.len()
            && self.frames.last().is_some_and(|f| {
                k.strip_prefix(f.v3_run[0].base.as_str()) == Some(forms[n].0.as_str())
            });
        let starts = k
            .strip_suffix(forms[0].0.as_str())
            .filter(|b| !b.is_empty())
            .map(str::to_string);
        let complete_len = forms.len();
        if !continues {
            self.flush_v3()?;
        }
        let member = |base: String, path: &str| V3Member {
            id: path.to_string(),
            base,
            key_start,
            value: raw.clone(),
            text: text.clone(),
        };
        if continues {
            let base = self.frames.last().map(|f| f.v3_run[0].base.clone());
            let m = member(base.unwrap_or_default(), &self.path);
            if let Some(f) = self.frames.last_mut() {
                f.v3_run.push(m);
            }
        } else if let Some(base) = starts {
            let m = member(base, &self.path);
            if let Some(f) = self.frames.last_mut() {
                f.v3_run.push(m);
            }
        } else {
            let id = Cow::Owned(self.path.clone());
            self.push_value(id, text, raw, key_start)?;
            return Ok(());
        }
        if self.frames.last().map_or(0, |f| f.v3_run.len()) == complete_len {
            self.v3_group()?;
        }
        Ok(())
    }

    /// Hands over a complete i18next v3 run as one plural entry.
    fn v3_group(&mut self) -> Result<(), FormatError> {
        let Some(frame) = self.frames.last_mut() else {
            return Ok(());
        };
        let run = std::mem::take(&mut frame.v3_run);
        let prefix_len = frame.path_len;
        let (Some(first), Some(last), Some(forms)) = (run.first(), run.last(), self.v3.as_ref())
        else {
            return Ok(());
        };
        let mut id = self.path[..prefix_len].to_string();
        push_key(&mut id, &first.base);
        let key_at = first.key_start;
        let span = key_at..last.value.end + 1;
        let text: PluralText = forms
            .iter()
            .zip(run)
            .map(|((_, category), m)| (*category, m.text))
            .collect();
        let index = self
            .out
            .entry(Entry::plural(Cow::Owned(id), text), key_at)?;
        self.out.slot(span, Some(index), JsonSlot::I18nextV3Group);
        Ok(())
    }

    /// Hands over the members of an incomplete i18next v3 run as plain strings.
    fn flush_v3(&mut self) -> Result<(), FormatError> {
        let Some(frame) = self.frames.last_mut() else {
            return Ok(());
        };
        if frame.v3_run.is_empty() {
            return Ok(());
        }
        for m in std::mem::take(&mut frame.v3_run) {
            self.push_value(Cow::Owned(m.id), m.text, m.value, m.key_start)?;
        }
        Ok(())
    }

    /// Whether the object opening at `at` is a go-i18n message: one of its own members is a
    /// reserved key (in any case) with a string value. Reads ahead over the object's keys.
    fn is_go_message(&self, at: usize) -> Result<bool, FormatError> {
        let mut tok = self.tok.resume_at_value(at);
        let mut reserved = false;
        while let Some(ev) = tok.next_event()? {
            match ev {
                Event::Key { text, .. } if tok.depth() == 1 => {
                    reserved = GO_RESERVED.iter().any(|r| text.eq_ignore_ascii_case(r));
                }
                Event::String { .. } if tok.depth() == 1 && reserved => return Ok(true),
                Event::EndObject(_) if tok.depth() == 0 => return Ok(false),
                _ => reserved = false,
            }
        }
        Ok(false)
    }

    /// Hands over a closed go-i18n message object: nothing when it has no plural member (a
    /// `description` alone has no text), one plain entry when `other` is its only member (what
    /// `goi18n extract` writes for a message without plurals), else one plural entry whose slot
    /// spans its plural members.
    fn go_message(&mut self, role: Role<'a>) -> Result<(), FormatError> {
        let Role::GoMessage {
            id,
            key_at,
            mut forms,
            context,
        } = role
        else {
            return Ok(());
        };
        if forms.len() == 1 && forms[0].category == PluralCategory::Other {
            let Some(form) = forms.pop() else {
                return Ok(());
            };
            let mut entry = Entry::plain(Cow::Owned(id), form.text);
            entry.context = context;
            let index = self.out.entry(entry, key_at)?;
            self.out.slot(form.value, Some(index), JsonSlot::Plain);
            return Ok(());
        }
        let (Some(first), Some(last)) = (forms.first(), forms.last()) else {
            return Ok(());
        };
        let span = first.key_start..last.value.end + 1;
        let text: PluralText = forms.into_iter().map(|f| (f.category, f.text)).collect();
        let mut entry = Entry::plural(Cow::Owned(id), text);
        entry.context = context;
        let index = self.out.entry(entry, key_at)?;
        self.out.slot(span, Some(index), JsonSlot::GoPlural);
        Ok(())
    }

    /// Hands over the innermost object's pending i18next run: one plural entry when it holds
    /// `other` and at least one more category (and its identifier is no other value's), else one
    /// entry per member.
    fn flush_current(&mut self) -> Result<(), FormatError> {
        self.flush_v3()?;
        let Some(frame) = self.frames.last_mut() else {
            return Ok(());
        };
        if frame.run.is_empty() {
            return Ok(());
        }
        // Taken out and put back empty, so each object reuses one run buffer.
        let mut run = std::mem::take(&mut frame.run);
        let prefix_len = frame.path_len;
        let verbatim = self.frames.len() == 1 && self.verbatim_top();
        // The identifier of `key` in this object, as the walk builds paths.
        let id_of = |path: &str, key: &str| {
            let mut id = String::with_capacity(prefix_len + 1 + key.len());
            id.push_str(&path[..prefix_len]);
            if verbatim {
                id.push_str(key);
            } else {
                push_key(&mut id, key);
            }
            id
        };
        let has_other = run.iter().any(|m| m.category == PluralCategory::Other);
        if has_other && (run.len() >= 2 || self.lone_other) {
            let id = id_of(&self.path, run[0].base());
            let key_at = run[0].key_start;
            let resume = run[run.len() - 1].value.end + 1;
            let collides = self.no_group.contains(&id) || self.out.ids.find(&id).is_some() || {
                let (tok, lone_other) = (&self.tok, self.lone_other);
                self.frames.last_mut().is_some_and(|f| {
                    f.ahead
                        .get_or_insert_with(|| Ahead::read(tok, resume, lone_other))
                        .collides(run[0].base(), key_at)
                })
            };
            if collides {
                // Every run of this identifier stays apart, as the one it collides with does.
                self.no_group.insert(id);
            } else {
                let span = key_at..resume;
                let forms: PluralText = run.drain(..).map(|m| (m.category, m.text)).collect();
                self.give_back(run);
                let index = self.out.entry(Entry::plural(id, forms), key_at)?;
                self.out.slot(span, Some(index), JsonSlot::I18nextGroup);
                return Ok(());
            }
        }
        let mut result = Ok(());
        for m in run.drain(..) {
            if result.is_ok() {
                let id = id_of(&self.path, &m.key);
                result = self
                    .push_value(Cow::Owned(id), m.text, m.value, m.key_start)
                    .map(|_| ());
            }
        }
        self.give_back(run);
        result
    }

    /// Puts an emptied run buffer back into the innermost frame, for its next run.
    fn give_back(&mut self, run: Vec<Member<'a>>) {
        if let Some(frame) = self.frames.last_mut() {
            if frame.run.is_empty() {
                frame.run = run;
            }
        }
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
