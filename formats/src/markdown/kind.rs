//! The slot kind of Markdown: where a slot sits (running text, an ATX heading, a table cell, a
//! front-matter value and its quoting) and, for a slot of running text, which run of its
//! segment it holds.

use crate::skeleton::TypedKind;

/// Where a slot's text sits, which decides how a new text is written there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    /// A paragraph, a tight list item or a setext heading: may hold line breaks.
    Flow,
    /// An ATX (`#`) heading: one line, `#` escaped.
    Heading,
    /// A GFM table cell: one line, `|` escaped.
    Cell,
    /// A front-matter value written bare.
    FrontPlain,
    /// A front-matter value in `"…"`.
    FrontDouble,
    /// A front-matter value in `'…'`.
    FrontSingle,
}

const PLACES: [Place; 6] = [
    Place::Flow,
    Place::Heading,
    Place::Cell,
    Place::FrontPlain,
    Place::FrontDouble,
    Place::FrontSingle,
];

/// A Markdown slot: where it sits and which run of its segment's text it holds (the text
/// between inline code `run - 1` and code `run`; 0 for front-matter values).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Kind {
    pub place: Place,
    pub run: u16,
}

/// Marks a Markdown slot kind (bit 15).
const TAG: u16 = 1 << 15;

/// The most runs a segment may have: one more than its codes (12 bits of the kind).
pub(crate) const MAX_RUNS: usize = 1 << 12;

// Bits: 0–11 the run, 12–14 the place, 15 the tag.
impl TypedKind for Kind {
    fn bits(self) -> u16 {
        TAG | ((self.place as u16) << 12) | (self.run & 0x0FFF)
    }

    fn from_bits(bits: u16) -> Option<Kind> {
        if bits & TAG == 0 {
            return None;
        }
        Some(Kind {
            place: *PLACES.get(usize::from((bits >> 12) & 0x7))?,
            run: bits & 0x0FFF,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_bits() {
        for place in PLACES {
            for run in [0u16, 1, 4095] {
                let k = Kind { place, run };
                assert_eq!(Kind::from_bits(k.bits()), Some(k));
            }
        }
        assert_eq!(Kind::from_bits(0), None);
        assert_eq!(Kind::from_bits(TAG | (7 << 12)), None);
    }
}
