//! Repeated identifiers: a key defined twice in one file is one string. Real files repeat keys
//! (Fluent's own fixtures, games' CSVs, bundles merged by hand) and every tool that reads them
//! goes on, so a parse does too: the first place of an identifier is its string; a later place
//! whose text is the same is another place of that string ([`crate::Sink::repeat`], its slots name
//! the first entry, so a build writes the translation there too); a later place with another text
//! is left as it is (no slot: its bytes are copied) and named in a [`FormatWarning`].
//!
//! What lives here: [`Repeats`], the per-parse record of first places, and the warning's words.
//! What must not: anything a format decides about its own syntax (which ids it compares).

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::{BuildHasher as _, Hash as _, Hasher as _};

use crate::error::line_column;
use crate::model::Text;
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
    pub(crate) fn place(&self, id: &str, text: &Text, at: usize, what: &str) -> Place {
        match self.first.get(id) {
            None => Place::First,
            Some(&(index, _, first_hash)) if first_hash == self.hash(text) => Place::Same { index },
            Some(&(_, first_at, _)) => Place::Different {
                warning: self.different(id, at, first_at, what),
            },
        }
    }

    /// Records the first place of `id`, at byte `at` with `text`, as the entry `index`.
    pub(crate) fn record(&mut self, id: Cow<'s, str>, text: &Text, at: usize, index: usize) {
        let hash = self.hash(text);
        self.first.insert(id, (index, at, hash));
    }

    fn hash(&self, text: &Text) -> u64 {
        let mut h = self.hasher.build_hasher();
        match text {
            Text::Plain(s) => {
                0u8.hash(&mut h);
                s.hash(&mut h);
            }
            Text::Plural(forms) => {
                1u8.hash(&mut h);
                for (category, form) in forms {
                    category.hash(&mut h);
                    form.hash(&mut h);
                }
            }
        }
        h.finish()
    }

    fn different(&self, id: &str, at: usize, first_at: usize, what: &str) -> FormatWarning {
        let (first_line, _) = line_column(self.src, first_at);
        FormatWarning::at(
            self.src,
            at,
            format!(
                "the {what} `{id}` is defined again here with another text (first at line {first_line}): the string is the first definition's; this one is kept as it is and not translated"
            ),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_later_place_is_the_same_string_or_is_named() {
        let src = b"a=1\nb=2\na=1\na=3\n";
        let mut r = Repeats::new(src);
        let one = Text::plain("1");
        assert_eq!(r.place("a", &one, 0, "key"), Place::First);
        r.record("a".into(), &one, 0, 0);
        let two = Text::plain("2");
        assert_eq!(r.place("b", &two, 4, "key"), Place::First);
        r.record("b".into(), &two, 4, 1);
        assert_eq!(r.place("a", &one, 8, "key"), Place::Same { index: 0 });
        let Place::Different { warning } = r.place("a", &Text::plain("3"), 12, "key") else {
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
