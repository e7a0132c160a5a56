//! The slot kind of HTML: where a slot sits (text in the page, text the preview lists apart, an
//! attribute value and its quoting) and, for text, which run of its segment it holds.

use crate::skeleton::TypedKind;

/// Where a slot's text sits, which decides how a new text is written there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    /// Running text of a segment, marked in place in the preview.
    Text,
    /// Running text that cannot hold markup (`title`, `option`): written as `Text`, listed at
    /// the end of the preview.
    Listed,
    /// An attribute value in `"…"`.
    Double,
    /// An attribute value in `'…'`.
    Single,
    /// An attribute value without quotes (written in `"…"` when it needs them).
    Bare,
}

impl Place {
    /// The place of bit pattern `n` (three bits).
    fn from_index(n: u16) -> Option<Place> {
        [
            Place::Text,
            Place::Listed,
            Place::Double,
            Place::Single,
            Place::Bare,
        ]
        .get(usize::from(n))
        .copied()
    }

    /// Whether this is an attribute value (one run, no codes).
    pub fn is_attribute(self) -> bool {
        matches!(self, Place::Double | Place::Single | Place::Bare)
    }
}

/// An HTML slot: its place and its run (0 for an attribute value).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Kind {
    pub place: Place,
    pub run: u16,
}

/// The most runs a segment may have (one more than its codes): 12 bits of the kind.
pub(crate) const MAX_RUNS: usize = 4096;

/// Bit 15 says "an HTML slot"; bits 12–14 the place, 0–11 the run.
const HTML: u16 = 0x8000;

impl TypedKind for Kind {
    fn bits(self) -> u16 {
        HTML | ((self.place as u16) << 12) | (self.run % MAX_RUNS as u16)
    }

    fn from_bits(bits: u16) -> Option<Kind> {
        let place = Place::from_index((bits >> 12) & 7).filter(|_| bits & HTML != 0)?;
        Some(Kind {
            place,
            run: bits % MAX_RUNS as u16,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_back_from_its_bits() {
        for n in 0..5 {
            let place = Place::from_index(n).expect("a place");
            for run in [0, 7, 4095] {
                let k = Kind { place, run };
                assert_eq!(Kind::from_bits(k.bits()), Some(k));
            }
        }
        assert_eq!(Kind::from_bits(0x0001), None);
        assert_eq!(Kind::from_bits(HTML | (6 << 12)), None);
    }
}
