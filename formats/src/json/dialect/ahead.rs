//! Reading ahead for i18next plural groups: whether a run of `key_<category>` siblings is
//! grouped depends on keys that may come later in its object (a `key` of its own, a second run
//! of the same base) and, for a lone `key_other`, on the whole file ([`has_multi_run`]).

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use super::cardinal_suffix;
use crate::json::scan::{Event, Tokenizer};
use crate::model::PluralCategory;

/// The hasher of the walker's look-ahead and bookkeeping maps (seeded per process, like
/// [`crate::sink::SeenIds`]; several times faster than SipHash on short keys).
pub(super) type Fast = foldhash::fast::RandomState;

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
pub(super) fn has_multi_run(src: &[u8]) -> bool {
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
pub(super) struct Ahead<'a> {
    plain: HashSet<Cow<'a, str>, Fast>,
    groups: HashMap<Cow<'a, str>, (usize, usize), Fast>,
}

impl<'a> Ahead<'a> {
    /// Reads the members of the object that `from` is inside (just after one of its members'
    /// values) up to its end. A syntax error stops it early: the walk reports it in turn.
    pub(super) fn read(tok: &Tokenizer<'a>, from: usize, lone_other: bool) -> Ahead<'a> {
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
    pub(super) fn collides(&self, base: &str, start: usize) -> bool {
        self.plain.contains(base)
            || self
                .groups
                .get(base)
                .is_some_and(|&(first, n)| n > 1 || first != start)
    }
}
