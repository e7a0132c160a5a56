//! The String Catalog's slot kinds: what a slot spans (a value, a state and value, a whole plural
//! object, a whole unit member) or what an empty slot inserts, packed into the 16 bits of
//! [`Slot::kind`](crate::skeleton::Slot::kind).
//!
//! Insertions. A piece inserted into an object that already has members is self-contained: it
//! brings its own comma ([`Comma::Leading`] after the previous member, [`Comma::Trailing`] before
//! the next one), and is written only when it has a translation. A piece that belongs to an object
//! the build creates (a new `localizations` object shared by every target; a new language holding
//! several strings: a string's device variations, or a string and its substitutions; a new
//! `substitutions` object; the members of an existing empty object) is *framed*: it writes only
//! its own member, and the objects around it are a [`crate::multilingual::Frame`] that
//! `assemble` writes once around all the pieces that share them (see `render::frame`). A framed
//! piece without a translation is written (as `"state" : "new"` with the source text) only
//! beside a translated piece of the same language object (a string needs its substitutions), so
//! a language without translations gets nothing.

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

/// An insertion: where it goes, its comma, and which string it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Insert {
    pub origin: Origin,
    pub comma: Comma,
    pub role: Role,
    /// The file escapes `/` as `\/`.
    pub slash: bool,
}

impl Insert {
    /// True when the piece is framed: it shares objects the build creates with other pieces
    /// inserted at its place (see the module doc).
    pub fn framed(&self) -> bool {
        match self.origin {
            Origin::NewLocs | Origin::NewLang | Origin::NewSubs => true,
            Origin::Device | Origin::Sub => {
                matches!(self.comma, Comma::EmptyXcode | Comma::EmptyCompact)
            }
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
    // comma, 7-8 role.
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
                origin | s(i.slash) | (comma << 5) | (role << 7)
            }
        }
    }

    fn from_bits(bits: u16) -> Option<SlotKind> {
        let slash = bits & (1 << 4) != 0;
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
        assert!(i.framed());
        assert!(!Insert {
            origin: Origin::Device,
            comma: Comma::Leading,
            ..i
        }
        .framed());
        assert_eq!(SlotKind::from_bits(15), None);
    }
}
