//! Repeated identifiers: a key defined twice in one file is one string. Real files repeat keys
//! (Fluent's own fixtures, games' CSVs, bundles merged by hand) and every tool that reads them
//! goes on, so a parse does too: the first place of an identifier is its string; a later place
//! whose text is the same is another place of that string ([`crate::Sink::repeat`], its slots name
//! the first entry, so a build writes the translation there too); a later place with another text
//! (or, in a bilingual file, another translation or status) is left as it is (no slot: its bytes
//! are copied) and named in a [`FormatWarning`].
//!
//! What lives here: [`Repeats`], the per-parse record of first places, and the warning's words.
//! What must not: anything a format decides about its own syntax (which ids it compares).

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::{BuildHasher as _, Hash as _, Hasher};

use crate::error::{line_column, FormatError};
use crate::model::{Entry, Text, TranslationStatus};
use crate::sink::Sink;
use crate::warning::FormatWarning;

/// Where an identifier stands in a parse, as [`Repeats::place`] says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Place {
    /// Its first place: a new entry, with the index the caller gave.
    First,
    /// A later place with the same text as the first: another place of the entry `index`.
    Same {
        /// The entry of the first place.
        index: usize,
    },
    /// A later place with another text: kept as it is, the warning says where the first is.
    Different {
        /// The warning the sink gets.
        warning: FormatWarning,
    },
}

/// The first place of every identifier of one parse: its entry, offset and a hash of its text
/// (foldhash, seeded per process; two different texts with equal 64-bit hashes are not a
/// practical case).
pub(crate) struct Repeats<'s> {
    src: &'s [u8],
    hasher: foldhash::fast::RandomState,
    first: HashMap<Cow<'s, str>, (usize, usize, u64), foldhash::fast::RandomState>,
}

impl<'s> Repeats<'s> {
    /// An empty record for a parse of `src`.
    pub(crate) fn new(src: &'s [u8]) -> Repeats<'s> {
        Repeats {
            src,
            hasher: foldhash::fast::RandomState::default(),
            first: HashMap::default(),
        }
    }

    /// Where `id`, found at byte `at` with `text`, stands. `what` names the kind of definition
    /// in the warning ("key", "message"). A [`Place::First`] is not recorded until the caller
    /// hands its entry over and calls [`Repeats::record`].
    pub(crate) fn place(&self, entry: &Entry<'_>, at: usize, what: &str) -> Place {
        let id = entry.identifier.as_ref();
        match self.first.get(id) {
            None => Place::First,
            Some(&(index, _, first_hash)) if first_hash == self.hash(entry) => {
                Place::Same { index }
            }
            Some(&(_, first_at, _)) => Place::Different {
                warning: self.different(id, at, first_at, what),
            },
        }
    }

    /// Records the first place of `entry`'s identifier, at byte `at`, as the entry `index`.
    pub(crate) fn record(&mut self, entry: &Entry<'_>, at: usize, index: usize) {
        let hash = self.hash(entry);
        self.first
            .insert(Cow::Owned(entry.identifier.to_string()), (index, at, hash));
    }

    fn hash(&self, entry: &Entry<'_>) -> u64 {
        entry_hash(&self.hasher, entry)
    }

    fn different(&self, id: &str, at: usize, first_at: usize, what: &str) -> FormatWarning {
        defined_again(self.src, id, at, first_at, what)
    }
}

/// The texts of the strings a parse has handed over, for parsers whose identifier check is
/// [`crate::sink::SeenIds`] (which says where an identifier was first defined, not what it
/// held): per entry, in order, the offset it was checked at and a hash of its text. One push
/// per entry; read only when an identifier comes again.
pub(crate) struct FirstTexts {
    hasher: foldhash::fast::RandomState,
    firsts: Vec<(usize, u64)>,
}

impl FirstTexts {
    /// An empty record.
    pub(crate) fn new() -> FirstTexts {
        FirstTexts {
            hasher: foldhash::fast::RandomState::default(),
            firsts: Vec::new(),
        }
    }

    /// Records the next entry (its index is the number recorded before it), checked at `at`
    /// (the offset its identifier check recorded).
    pub(crate) fn push(&mut self, at: usize, entry: &Entry<'_>) {
        let hash = entry_hash(&self.hasher, entry);
        self.firsts.push((at, hash));
    }

    /// A later place of `entry`'s identifier, found at `at`, first checked at `first_at`:
    /// `Ok(index)` of the first entry when it holds the same, else `Err` with the warning that
    /// names it. `what` names the kind of definition in the warning ("key").
    pub(crate) fn again(
        &self,
        src: &[u8],
        entry: &Entry<'_>,
        first_at: usize,
        at: usize,
        what: &str,
    ) -> Result<usize, FormatWarning> {
        // Entries come in file order in most parsers; one that hands a group over when it
        // closes (i18next plural runs) may not, so a miss looks again one by one.
        let index = self
            .firsts
            .binary_search_by_key(&first_at, |&(a, _)| a)
            .ok()
            .or_else(|| self.firsts.iter().position(|&(a, _)| a == first_at));
        match index {
            Some(index) if self.firsts[index].1 == entry_hash(&self.hasher, entry) => Ok(index),
            _ => Err(defined_again(src, &entry.identifier, at, first_at, what)),
        }
    }
}

/// Where a place found by a parser whose identifier check says where an identifier was first
/// defined ([`crate::sink::SeenIds`] or its own map) hands its entry.
pub(crate) struct Found<'p> {
    /// The file's bytes, for the warning's line and column.
    pub src: &'p [u8],
    /// Where the entry's identifier is (what the identifier check recorded).
    pub at: usize,
    /// Where the identifier was first defined, when it was.
    pub first_at: Option<usize>,
    /// The kind of definition, for the warning ("key", "name").
    pub what: &'p str,
}

impl FirstTexts {
    /// Hands `entry` to `sink` at `place`: a new string numbered `*count` (which is counted)
    /// when its identifier is new; else another place of the first string when the text is the
    /// same (`Sink::repeat`), or a warning when it is another. Answers the index the entry's
    /// slots name, `None` when the place keeps its bytes.
    pub(crate) fn hand_over(
        &mut self,
        sink: &mut dyn Sink,
        entry: Entry<'_>,
        place: Found<'_>,
        count: &mut usize,
    ) -> Result<Option<usize>, FormatError> {
        let Some(first_at) = place.first_at else {
            let index = *count;
            *count += 1;
            self.push(place.at, &entry);
            sink.entry(index, entry)?;
            return Ok(Some(index));
        };
        match self.again(place.src, &entry, first_at, place.at, place.what) {
            Ok(first) => {
                sink.repeat(first, entry)?;
                Ok(Some(first))
            }
            Err(warning) => {
                sink.warning(warning);
                Ok(None)
            }
        }
    }
}

/// A hash under `hasher` of what a build reads of an entry beside its identifier: its text
/// and the translation the file holds (text and status). Two places that hash alike build
/// alike whichever of them a build is handed.
fn entry_hash(hasher: &foldhash::fast::RandomState, e: &Entry<'_>) -> u64 {
    let mut h = hasher.build_hasher();
    hash_text(&e.text, &mut h);
    match &e.existing {
        None => 0u8.hash(&mut h),
        Some(t) => {
            1u8.hash(&mut h);
            hash_text(&t.text, &mut h);
            match &t.status {
                TranslationStatus::Single(s) => s.hash(&mut h),
                TranslationStatus::PerCategory(m) => {
                    for (c, s) in m {
                        c.hash(&mut h);
                        s.hash(&mut h);
                    }
                }
            }
        }
    }
    h.finish()
}

fn hash_text(text: &Text<'_>, h: &mut impl Hasher) {
    match text {
        Text::Plain(s) => {
            0u8.hash(h);
            s.hash(h);
        }
        Text::Plural(forms) => {
            1u8.hash(h);
            for (category, form) in forms {
                category.hash(h);
                form.hash(h);
            }
        }
    }
}

/// The warning for `id` defined again at `at` with another text than at `first_at`.
pub(crate) fn defined_again(
    src: &[u8],
    id: &str,
    at: usize,
    first_at: usize,
    what: &str,
) -> FormatWarning {
    let (first_line, _) = line_column(src, first_at);
    FormatWarning::at(
        src,
        at,
        format!(
            "the {what} `{id}` is defined again here with another text (first at line {first_line}): the string is the first definition's; this one is kept as it is and not translated"
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_later_place_is_the_same_string_or_is_named() {
        let src = b"a=1\nb=2\na=1\na=3\n";
        let mut r = Repeats::new(src);
        let one = Entry::plain("a", "1");
        assert_eq!(r.place(&one, 0, "key"), Place::First);
        r.record(&one, 0, 0);
        let two = Entry::plain("b", "2");
        assert_eq!(r.place(&two, 4, "key"), Place::First);
        r.record(&two, 4, 1);
        assert_eq!(r.place(&one, 8, "key"), Place::Same { index: 0 });
        let Place::Different { warning } = r.place(&Entry::plain("a", "3"), 12, "key") else {
            panic!("another text is a different place");
        };
        assert_eq!((warning.line, warning.column), (4, 1));
        assert!(
            warning.message.contains("`a`") && warning.message.contains("line 1"),
            "{}",
            warning.message
        );
    }
}
