//! The streaming walker of `structured-json`: reads the JSON span tokenizer's events
//! ([`crate::json::scan`]) and hands each message to the sink when its object closes (its
//! metadata may follow its text), with one slot on the text value.
//!
//! Rules, for every object below the top level:
//! - A **message** is an object with a member named after the file's text key (`string`,
//!   `message` or `translation`: whichever is first found with a string value) holding a string.
//!   An object member of that name is a group (`{"types": {"string": {"string": "Text"}}}`)
//!   when it holds messages, and an error (a text that is not a string) when it does not.
//!   Its identifier is its key path: keys joined with `.` as written, as the `json` key does
//!   (`title.resetPassword`, `components.Foo.title` for a flat key with dots).
//! - Any other object is a **group**: its object members are walked for messages. Its string,
//!   number and boolean members, and every array, are kept as they are and are not strings to
//!   translate (the smartling directives object is such a group).
//! - Inside a message, `context`, `developer_comment`, `description`, `notes` give the context
//!   and `character_limit` / `limit` the maximum length; object members after the text are
//!   metadata, kept untouched (a `description` object becomes the context as JSON text, also
//!   when it comes before the text).
//! - Members of the top-level object that are not objects are kept untouched.
//!
//! Errors, each with line and column: the top level is not an object; an object has message
//! metadata (`developer_comment`, `description`, `character_limit`, …) but no text; the text is
//! not a string (a number, `null`, an array, an object without messages); a message
//! object that also holds nested messages; a limit that is not a whole number; a key repeated in
//! a message object (both positions named). Two messages with one identifier are one string
//! (`crate::repeats`): another text in the later one is named in a warning.
//!
//! Written over the hand-written span tokenizer because the splice writer needs the byte span of
//! every text value, which JSON parsing crates do not give.

use std::borrow::Cow;
use std::collections::hash_map::Entry as MapEntry;
use std::collections::HashMap;
use std::hash::{BuildHasher, BuildHasherDefault, Hasher};
use std::ops::Range;

use crate::error::{line_column, ErrorKind, FormatError};
use crate::json::dialect::JsonSlot;
use crate::json::icu::{self, IcuDialect};
use crate::json::plain::push_key;
use crate::json::scan::{Event, Tokenizer};
use crate::model::Entry;
use crate::repeats::{FirstTexts, Found};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};

/// Member names the walker knows: three text keys, four context keys, two limit keys.
const KNOWN: [&str; 9] = [
    "string",
    "message",
    "translation",
    "context",
    "developer_comment",
    "description",
    "notes",
    "character_limit",
    "limit",
];

/// What a known member is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// A text key (index into [`KNOWN`]).
    Text(usize),
    /// A context key.
    Context,
    /// A maximum-length key.
    Limit,
}

fn known(key: &str) -> Option<(usize, Role)> {
    let i = KNOWN.iter().position(|k| *k == key)?;
    let role = match i {
        0..=2 => Role::Text(i),
        3..=6 => Role::Context,
        _ => Role::Limit,
    };
    Some((i, role))
}

/// A limit as written: a number token or the text of a string.
enum Limit {
    Number(Range<usize>),
    Text(String),
}

/// One object being walked.
struct Frame {
    /// Length of its identifier (the walker's path) while its members are read.
    path_len: usize,
    /// Where its `{` is.
    open_at: usize,
    /// Where its key starts in the parent (the `{` for the top level).
    key_at: usize,
    /// Its key in the parent is a context key (a FormatJS description object, or a group).
    context_named: bool,
    /// Its key in the parent is a text key (index into [`KNOWN`]): a group of that name, or an
    /// object where the parent's text should be when it holds no messages.
    text_named: Option<usize>,
    /// The text's span (between the quotes) and value.
    text: Option<(Range<usize>, String)>,
    /// Context parts joined by `\n`, in file order.
    context: Option<String>,
    /// Where the limit value is, and what it says.
    limit: Option<(usize, Limit)>,
    /// A context or limit member with a scalar value was seen: the object means to be a message.
    metadata: bool,
    /// Messages came out of its members: it is a group.
    nested: bool,
    /// Where each known member's key was, `usize::MAX` when not seen (repeats are errors).
    seen: [usize; KNOWN.len()],
}

impl Frame {
    fn new(path_len: usize, open_at: usize, key_at: usize, context_named: bool) -> Frame {
        Frame {
            path_len,
            open_at,
            key_at,
            context_named,
            text_named: None,
            text: None,
            context: None,
            limit: None,
            metadata: false,
            nested: false,
            seen: [usize::MAX; KNOWN.len()],
        }
    }

    fn add_context(&mut self, part: &str) {
        if part.is_empty() {
            return;
        }
        match &mut self.context {
            Some(c) => {
                c.push('\n');
                c.push_str(part);
            }
            None => self.context = Some(part.to_string()),
        }
    }
}

/// Parses `src`, pushing each message into `sink` (and its slot, when the sink wants the
/// skeleton).
pub fn parse(src: &[u8], sink: &mut dyn Sink) -> Result<(), FormatError> {
    Walker {
        src,
        skeleton: sink.wants_skeleton(),
        sink,
        text_key: None,
        path: String::with_capacity(128),
        frames: Vec::with_capacity(16),
        ids: Seen::with_capacity(src.len() / 96),
        texts: FirstTexts::new(),
        emitted: 0,
    }
    .run()
}

struct Walker<'a, 's> {
    src: &'a [u8],
    sink: &'s mut dyn Sink,
    skeleton: bool,
    /// The file's text key (index into [`KNOWN`]), once a message shows it.
    text_key: Option<usize>,
    path: String,
    frames: Vec<Frame>,
    /// Identifiers handed out, with where their key is.
    ids: Seen,
    /// Their texts, to tell a key defined again with the same text from one with another.
    texts: FirstTexts,
    emitted: usize,
}

impl<'a> Walker<'a, '_> {
    fn run(mut self) -> Result<(), FormatError> {
        let src = self.src;
        let mut tok = Tokenizer::new(src)?;
        let mut pending: Option<(usize, Cow<'a, str>)> = None;
        // Depth of a value kept as it is, and where a context value being captured started.
        let mut skip = 0usize;
        let mut capture: Option<usize> = None;
        while let Some(ev) = tok.next_event()? {
            match ev {
                Event::Key { raw, text } => {
                    if skip == 0 {
                        pending = Some((raw.start - 1, text));
                    }
                }
                Event::BeginObject(at) | Event::BeginArray(at) => {
                    if skip > 0 {
                        skip += 1;
                        continue;
                    }
                    let object = matches!(ev, Event::BeginObject(_));
                    if self.frames.is_empty() {
                        if !object {
                            return Err(top_level(src, at));
                        }
                        self.frames.push(Frame::new(0, at, at, false));
                        continue;
                    }
                    let (key_at, key) = pending.take().ok_or_else(|| internal(src, at))?;
                    let top = self.frames.len() == 1;
                    let role = if top { None } else { known(&key) };
                    let mut text_named = None;
                    if let Some((i, role)) = role {
                        self.check_repeat(i, key_at)?;
                        if let Role::Text(t) = role {
                            if self.text_key.is_none_or(|k| k == t) {
                                if !object {
                                    return Err(self.not_a_string(t, at, "an array"));
                                }
                                // A group named like the text key, or an object where the text
                                // should be: told apart when it closes.
                                text_named = Some(t);
                            }
                        }
                    }
                    let context_key = matches!(role, Some((_, Role::Context)));
                    let parent = self.frames.last().ok_or_else(|| internal(src, at))?;
                    if !object || parent.text.is_some() {
                        // An array, or metadata after a message's text: kept as it is.
                        if context_key {
                            capture = Some(at);
                        }
                        skip = 1;
                        continue;
                    }
                    self.path.truncate(parent.path_len);
                    push_key(&mut self.path, &key);
                    let mut frame = Frame::new(self.path.len(), at, key_at, context_key);
                    frame.text_named = text_named;
                    self.frames.push(frame);
                }
                Event::EndObject(at) | Event::EndArray(at) => {
                    if skip > 0 {
                        skip -= 1;
                        if skip == 0 {
                            if let Some(start) = capture.take() {
                                let raw = json_text(src, start..at + 1);
                                if let Some(f) = self.frames.last_mut() {
                                    f.add_context(raw);
                                }
                            }
                        }
                        continue;
                    }
                    self.finish(at)?;
                }
                Event::String { raw, text } => {
                    if skip == 0 {
                        self.string_member(pending.take(), raw, text)?;
                    }
                }
                Event::Scalar(raw) => {
                    if skip == 0 {
                        self.scalar_member(pending.take(), raw)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The identifier of the innermost object.
    fn current_id(&self) -> &str {
        let len = self.frames.last().map_or(0, |f| f.path_len);
        &self.path[..len]
    }

    /// How the text key is named in messages: the file's, or all three before one is known.
    fn text_key_name(&self) -> Cow<'static, str> {
        match self.text_key {
            Some(k) => Cow::Owned(format!("`{}`", KNOWN[k])),
            None => Cow::Borrowed("`string`, `message` or `translation`"),
        }
    }

    fn not_a_string(&self, key: usize, at: usize, what: &str) -> FormatError {
        FormatError::at(
            self.src,
            at,
            format!(
                "the `{}` of message `{}` is {what}; expected the message text as a JSON string",
                KNOWN[key],
                self.current_id()
            ),
        )
    }

    /// A known member repeated in one object is an error naming both places.
    fn check_repeat(&mut self, i: usize, key_at: usize) -> Result<(), FormatError> {
        let src = self.src;
        let Some(frame) = self.frames.last_mut() else {
            return Ok(());
        };
        if frame.seen[i] != usize::MAX {
            let (line, column) = line_column(src, frame.seen[i]);
            let id = &self.path[..frame.path_len];
            return Err(FormatError::at(
                src,
                key_at,
                format!(
                    "duplicate key `{}` in message `{id}` (first at line {line}, column {column}); keys must be unique",
                    KNOWN[i]
                ),
            )
            .with_kind(ErrorKind::DuplicateIdentifier));
        }
        frame.seen[i] = key_at;
        Ok(())
    }

    fn string_member(
        &mut self,
        key: Option<(usize, Cow<'a, str>)>,
        raw: Range<usize>,
        text: Cow<'a, str>,
    ) -> Result<(), FormatError> {
        let src = self.src;
        let at = raw.start - 1;
        if self.frames.is_empty() {
            return Err(top_level(src, at));
        }
        let (key_at, key) = key.ok_or_else(|| internal(src, at))?;
        if self.frames.len() == 1 {
            return Ok(());
        }
        let Some((i, role)) = known(&key) else {
            return Ok(());
        };
        self.check_repeat(i, key_at)?;
        let id_len = self.frames.last().map_or(0, |f| f.path_len);
        let Some(frame) = self.frames.last_mut() else {
            return Err(internal(src, at));
        };
        match role {
            Role::Text(t) => {
                if *self.text_key.get_or_insert(t) != t {
                    return Ok(());
                }
                if frame.nested {
                    return Err(FormatError::at(
                        src,
                        key_at,
                        format!(
                            "`{}` holds nested messages and a `{}` text; expected either one message object or a group of messages",
                            &self.path[..id_len],
                            KNOWN[t]
                        ),
                    ));
                }
                frame.text = Some((raw, text.into_owned()));
            }
            Role::Context => {
                frame.add_context(&text);
                frame.metadata = true;
            }
            Role::Limit => {
                frame.limit = Some((at, Limit::Text(text.into_owned())));
                frame.metadata = true;
            }
        }
        Ok(())
    }

    fn scalar_member(
        &mut self,
        key: Option<(usize, Cow<'a, str>)>,
        raw: Range<usize>,
    ) -> Result<(), FormatError> {
        let src = self.src;
        if self.frames.is_empty() {
            return Err(top_level(src, raw.start));
        }
        let (key_at, key) = key.ok_or_else(|| internal(src, raw.start))?;
        if self.frames.len() == 1 {
            return Ok(());
        }
        let Some((i, role)) = known(&key) else {
            return Ok(());
        };
        self.check_repeat(i, key_at)?;
        let null = &src[raw.clone()] == b"null";
        if let Role::Text(t) = role {
            if self.text_key.is_none_or(|k| k == t) {
                let what = format!("`{}`", json_text(src, raw.clone()));
                return Err(self.not_a_string(t, raw.start, &what));
            }
            return Ok(());
        }
        let Some(frame) = self.frames.last_mut() else {
            return Err(internal(src, raw.start));
        };
        frame.metadata = true;
        match role {
            Role::Context if !null => frame.add_context(json_text(src, raw)),
            Role::Limit if !null => frame.limit = Some((raw.start, Limit::Number(raw))),
            _ => {}
        }
        Ok(())
    }

    /// Closes the innermost object: a message goes to the sink; a group tells its parent it held
    /// messages; a context-named object without messages is its parent's context.
    fn finish(&mut self, at: usize) -> Result<(), FormatError> {
        let src = self.src;
        let Some(frame) = self.frames.pop() else {
            return Err(internal(src, at));
        };
        let id = &self.path[..frame.path_len];
        let held = if let Some((span, text)) = frame.text {
            let max_length = match frame.limit {
                Some((limit_at, limit)) => max_length(src, limit_at, &limit, id)?,
                None => None,
            };
            let id = id.to_string();
            self.emit(id, frame.key_at, span, text, frame.context, max_length)?;
            true
        } else if frame.nested {
            true
        } else if let Some(t) = frame
            .text_named
            .filter(|t| self.text_key.is_none_or(|k| k == *t))
        {
            return Err(self.not_a_string(t, frame.open_at, "an object without messages"));
        } else if frame.context_named {
            if let Some(parent) = self.frames.last_mut() {
                parent.add_context(json_text(src, frame.open_at..at + 1));
            }
            false
        } else if frame.metadata {
            return Err(FormatError::at(
                src,
                frame.open_at,
                format!(
                    "message `{id}` has no text; expected {} with a string value beside its metadata",
                    self.text_key_name()
                ),
            ));
        } else {
            false
        };
        if let Some(parent) = self.frames.last_mut() {
            parent.nested |= held;
            self.path.truncate(parent.path_len);
        }
        Ok(())
    }

    fn emit(
        &mut self,
        id: String,
        key_at: usize,
        span: Range<usize>,
        text: String,
        context: Option<String>,
        max_length: Option<u64>,
    ) -> Result<(), FormatError> {
        let mut kind = JsonSlot::Plain;
        let mut entry = None;
        if text.as_bytes().first() == Some(&b'{') {
            if let Some(m) = icu::parse_plural(&text, IcuDialect::FormatJs) {
                entry = Some(Entry::plural(id.clone(), m.forms()));
                kind = JsonSlot::Icu;
            }
        }
        let mut entry = entry.unwrap_or_else(|| Entry::plain(id, text));
        entry.context = context.map(Cow::Owned);
        entry.max_length = max_length;
        // A key defined again is one string (`crate::repeats`).
        let found = Found {
            src: self.src,
            at: key_at,
            first_at: self.ids.insert(&entry.identifier, key_at),
            what: "key",
        };
        let Some(index) = self
            .texts
            .hand_over(self.sink, entry, found, &mut self.emitted)?
        else {
            return Ok(());
        };
        if self.skeleton {
            self.sink.slot(Slot {
                span,
                entry: Some(index as u32),
                category: None,
                kind: kind.bits(),
                target: None,
            });
        }
        Ok(())
    }
}

/// The identifiers of a file, kept without one allocation each (the entries own theirs): their
/// text in one arena, found by a randomly seeded foldhash (as the dialect walker hashes, so
/// crafted keys cannot force collisions in advance); identifiers with equal hashes are chained
/// and compared by text.
struct Seen {
    hasher: foldhash::fast::RandomState,
    arena: String,
    /// Hash → the newest record with it.
    table: HashMap<u64, u32, BuildHasherDefault<HashIsKey>>,
    records: Vec<Record>,
}

/// One identifier: its text in the arena, where its key is, the previous record of its hash.
struct Record {
    text: Range<usize>,
    key_at: usize,
    next: u32,
}

const NO_RECORD: u32 = u32::MAX;

impl Seen {
    fn with_capacity(n: usize) -> Seen {
        Seen {
            hasher: foldhash::fast::RandomState::default(),
            arena: String::with_capacity(n * 24),
            table: HashMap::with_capacity_and_hasher(n, BuildHasherDefault::default()),
            records: Vec::with_capacity(n),
        }
    }

    /// Adds `id` (whose key is at `key_at`); returns where its first key is when it was there.
    fn insert(&mut self, id: &str, key_at: usize) -> Option<usize> {
        let hash = self.hasher.hash_one(id);
        self.insert_hashed(hash, id, key_at)
    }

    fn insert_hashed(&mut self, hash: u64, id: &str, key_at: usize) -> Option<usize> {
        let new = u32::try_from(self.records.len()).unwrap_or(NO_RECORD);
        let next = match self.table.entry(hash) {
            MapEntry::Vacant(v) => {
                v.insert(new);
                NO_RECORD
            }
            MapEntry::Occupied(mut o) => {
                let mut r = *o.get();
                while let Some(rec) = self.records.get(r as usize) {
                    if &self.arena[rec.text.clone()] == id {
                        return Some(rec.key_at);
                    }
                    r = rec.next;
                }
                std::mem::replace(o.get_mut(), new)
            }
        };
        let start = self.arena.len();
        self.arena.push_str(id);
        self.records.push(Record {
            text: start..self.arena.len(),
            key_at,
            next,
        });
        None
    }
}

/// A hasher for keys that are already seeded hashes: the key is the hash.
#[derive(Default)]
struct HashIsKey(u64);

impl Hasher for HashIsKey {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The maximum length a limit member gives: a whole number, or a string of digits (FormatJS
/// types it as a string); an empty string is no limit.
fn max_length(src: &[u8], at: usize, limit: &Limit, id: &str) -> Result<Option<u64>, FormatError> {
    let written = match limit {
        Limit::Number(r) => json_text(src, r.clone()),
        Limit::Text(s) if s.is_empty() => return Ok(None),
        Limit::Text(s) => s.as_str(),
    };
    if written.bytes().all(|b| b.is_ascii_digit()) {
        if let Ok(n) = written.parse::<u64>() {
            return Ok(Some(n));
        }
    }
    Err(FormatError::at(
        src,
        at,
        format!(
            "the character limit of message `{id}` is `{written}`; expected a whole number of characters such as 40"
        ),
    ))
}

/// The text of `range` of the input (validated UTF-8 by the tokenizer; token boundaries are
/// character boundaries).
fn json_text(src: &[u8], range: Range<usize>) -> &str {
    std::str::from_utf8(&src[range]).unwrap_or("")
}

fn top_level(src: &[u8], at: usize) -> FormatError {
    FormatError::at(
        src,
        at,
        "expected a JSON object at the top level (its keys are message identifiers or groups)",
    )
}

fn internal(src: &[u8], at: usize) -> FormatError {
    FormatError::internal(src, at, "internal error: a JSON member without its key")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seen_identifiers_with_one_hash_are_told_apart_by_text() {
        let mut seen = Seen::with_capacity(0);
        assert_eq!(seen.insert_hashed(7, "a", 1), None);
        assert_eq!(seen.insert_hashed(7, "b", 2), None);
        assert_eq!(seen.insert_hashed(9, "c", 3), None);
        assert_eq!(seen.insert_hashed(7, "a", 4), Some(1));
        assert_eq!(seen.insert_hashed(7, "b", 5), Some(2));
        assert_eq!(seen.insert_hashed(7, "c", 6), None);
        assert_eq!(seen.insert("x", 10), None);
        assert_eq!(seen.insert("x", 11), Some(10));
        assert_eq!(seen.insert("", 12), None);
        assert_eq!(seen.insert("", 13), Some(12));
    }
}
