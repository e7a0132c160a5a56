//! The String Catalog's slot kinds: what a slot spans (a value, a state and value, a whole plural
//! object, a whole unit member) or what an empty slot inserts, packed into the 16 bits of
//! [`Slot::kind`](crate::skeleton::Slot::kind).
//!
//! Insertions. A piece inserted into an object that already has members is self-contained: it
//! brings its own comma ([`Comma::Leading`] after the previous member, [`Comma::Trailing`] before
//! the next one). A piece that belongs to an object the build creates (a new `localizations`
//! object shared by every target; a new language holding several strings: a string's device
//! variations, or a string and its substitutions; a new `substitutions` object) is one of a
//! *group*, whose members are known when the file is parsed: the first opens the object, the last
//! closes it, and the commas between them are fixed. The languages of a multilingual build are
//! rendered apart, so no piece can know whether another one has a translation: a group of two or
//! more pieces is therefore always written whole, a member without a translation written as an
//! untranslated unit (`"state" : "new"` with the source text, Xcode's state for a string not
//! translated yet). A group of one piece is written only when it has a translation.

use crate::skeleton::TypedKind;

/// What a slot of a String Catalog does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SlotKind {
    /// Spans a `value` string's content; only the value is rewritten.
    Value { slash: bool },
    /// Spans from a `state` string's content to the adjacent `value` string's content: both are
    /// rewritten, the bytes between them copied.
    StateValue { slash: bool },
    /// Spans a `plural` object `{…}`: regenerated for the target's categories.
    Plural { slash: bool },
    /// Spans a whole `"stringUnit" : {…}` or `"variations" : {…}` member whose shape is not the
    /// source's: rewritten in the source's shape.
    Member { slash: bool },
    /// An empty slot that inserts a piece.
    Insert(Insert),
}

/// Where an inserted piece goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Origin {
    /// The string's `stringUnit` or `variations` member, into the language's existing object.
    Unit,
    /// A `"device" : {…}` member, into the language's existing device variations.
    Device,
    /// A `"name" : {…}` substitution, into the language's existing `substitutions`.
    Sub,
    /// A substitution of a `substitutions` object the build creates in an existing language.
    NewSubs,
    /// A string of a language the build creates in the existing `localizations`.
    NewLang,
    /// The language of a `localizations` object the build creates (the string had none).
    NewLocs,
}

/// How the outermost inserted object or member meets its neighbours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Comma {
    /// Inserted after the previous member's value: `,` newline indentation, then the piece.
    Leading,
    /// Inserted at the next member's key: the piece, then `,` newline indentation.
    Trailing,
    /// Into an empty object written as Xcode does (`{` newline newline indentation `}`), just
    /// after the first newline: indentation then the piece.
    EmptyXcode,
    /// Into another empty object (`{}`), just after `{`: newline, indentation, the piece, and a
    /// newline with the closing brace's indentation.
    EmptyCompact,
}

/// Which of the catalog's strings an entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// The string itself (`key`).
    Main,
    /// One device variation (`key/device/<device>`).
    Device,
    /// One substitution (`key/substitutions/<name>`).
    Sub,
}

/// An insertion: where it goes, its comma, and its place in the groups it opens or closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Insert {
    pub origin: Origin,
    pub comma: Comma,
    pub role: Role,
    /// First / last language of a new `localizations` object.
    pub o_first: bool,
    pub o_last: bool,
    /// First / last string of a new language (into an existing empty object: first / last of
    /// the pieces that go there).
    pub l_first: bool,
    pub l_last: bool,
    /// First / last substitution of a new `substitutions` object (for a device: first / last
    /// device of a new `device` object).
    pub s_first: bool,
    pub s_last: bool,
    /// The file escapes `/` as `\/`.
    pub slash: bool,
}

impl Insert {
    /// True when the piece belongs to a group of two or more and must be written even without a
    /// translation (see the module doc).
    pub fn must_write(&self) -> bool {
        let pair = |first: bool, last: bool| !(first && last);
        let empty = matches!(self.comma, Comma::EmptyXcode | Comma::EmptyCompact);
        let subs = self.role == Role::Sub && pair(self.s_first, self.s_last);
        match self.origin {
            Origin::NewLocs => {
                pair(self.o_first, self.o_last) || pair(self.l_first, self.l_last) || subs
            }
            Origin::NewLang => {
                (empty && pair(self.o_first, self.o_last))
                    || pair(self.l_first, self.l_last)
                    || subs
            }
            Origin::NewSubs => subs,
            Origin::Device | Origin::Sub => empty && pair(self.l_first, self.l_last),
            Origin::Unit => false,
        }
    }
}

const TAG_VALUE: u16 = 0;
const TAG_STATE_VALUE: u16 = 1;
const TAG_PLURAL: u16 = 2;
const TAG_MEMBER: u16 = 3;

impl TypedKind for SlotKind {
    // Bits: 0-3 tag (0-3 splices, 4-9 insertion origins), 4 `/` escaped; insertions also 5-6
    // comma, 7-8 role, 9-14 group flags.
    fn bits(self) -> u16 {
        let s = |b: bool| u16::from(b) << 4;
        match self {
            SlotKind::Value { slash } => TAG_VALUE | s(slash),
            SlotKind::StateValue { slash } => TAG_STATE_VALUE | s(slash),
            SlotKind::Plural { slash } => TAG_PLURAL | s(slash),
            SlotKind::Member { slash } => TAG_MEMBER | s(slash),
            SlotKind::Insert(i) => {
                let origin = match i.origin {
                    Origin::Unit => 4,
                    Origin::Device => 5,
                    Origin::Sub => 6,
                    Origin::NewSubs => 7,
                    Origin::NewLang => 8,
                    Origin::NewLocs => 9,
                };
                let comma = match i.comma {
                    Comma::Leading => 0,
                    Comma::Trailing => 1,
                    Comma::EmptyXcode => 2,
                    Comma::EmptyCompact => 3,
                };
                let role = match i.role {
                    Role::Main => 0,
                    Role::Device => 1,
                    Role::Sub => 2,
                };
                let flags = [
                    i.o_first, i.o_last, i.l_first, i.l_last, i.s_first, i.s_last,
                ]
                .iter()
                .enumerate()
                .fold(0u16, |acc, (n, &b)| acc | (u16::from(b) << (9 + n)));
                origin | s(i.slash) | (comma << 5) | (role << 7) | flags
            }
        }
    }

    fn from_bits(bits: u16) -> Option<SlotKind> {
        let slash = bits & (1 << 4) != 0;
        let flag = |n: u16| bits & (1 << (9 + n)) != 0;
        Some(match bits & 15 {
            TAG_VALUE => SlotKind::Value { slash },
            TAG_STATE_VALUE => SlotKind::StateValue { slash },
            TAG_PLURAL => SlotKind::Plural { slash },
            TAG_MEMBER => SlotKind::Member { slash },
            tag @ 4..=9 => SlotKind::Insert(Insert {
                origin: match tag {
                    4 => Origin::Unit,
                    5 => Origin::Device,
                    6 => Origin::Sub,
                    7 => Origin::NewSubs,
                    8 => Origin::NewLang,
                    _ => Origin::NewLocs,
                },
                comma: match (bits >> 5) & 3 {
                    0 => Comma::Leading,
                    1 => Comma::Trailing,
                    2 => Comma::EmptyXcode,
                    _ => Comma::EmptyCompact,
                },
                role: match (bits >> 7) & 3 {
                    0 => Role::Main,
                    1 => Role::Device,
                    2 => Role::Sub,
                    _ => return None,
                },
                o_first: flag(0),
                o_last: flag(1),
                l_first: flag(2),
                l_last: flag(3),
                s_first: flag(4),
                s_last: flag(5),
                slash,
            }),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_survive_their_bits() {
        let i = Insert {
            origin: Origin::NewLang,
            comma: Comma::EmptyXcode,
            role: Role::Sub,
            o_first: false,
            o_last: true,
            l_first: false,
            l_last: true,
            s_first: true,
            s_last: false,
            slash: true,
        };
        for k in [
            SlotKind::Value { slash: false },
            SlotKind::StateValue { slash: true },
            SlotKind::Plural { slash: false },
            SlotKind::Member { slash: true },
            SlotKind::Insert(i),
        ] {
            assert_eq!(SlotKind::from_bits(k.bits()), Some(k));
        }
        assert!(i.must_write());
        assert_eq!(SlotKind::from_bits(15), None);
    }
}
