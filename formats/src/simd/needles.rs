//! [`Needles`]: a set of bytes a scanner asks the classifier to find (up to eight ASCII bytes,
//! and optionally every byte below a bound, such as the control characters below 0x20), and
//! [`NeedleSets`]: the sets of one scanner, fixed at compile time so each classifier is compiled
//! for them (needles broadcast once, loops unrolled).

/// Most sets one scanner may ask for.
pub const MAX_SETS: usize = 4;

/// The needle sets of one scanner (at most [`MAX_SETS`]); set `k` gives mask `k`.
pub trait NeedleSets {
    /// The sets, in mask order.
    const SETS: &'static [Needles];
}

/// A set of bytes to find in a block: the listed bytes, plus every byte below `below` when it is
/// not 0. Only ASCII bytes are meaningful (`below` at most 0x80), so a needle never matches a
/// byte of a multi-byte UTF-8 sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Needles {
    pub(super) bytes: [u8; 8],
    pub(super) count: usize,
    pub(super) below: u8,
}

impl Needles {
    /// The set of `bytes` (at most eight, all ASCII) and, when `below` is not 0, of every byte
    /// below it (at most 0x80).
    pub const fn new(bytes: &[u8], below: u8) -> Needles {
        assert!(bytes.len() <= 8, "at most eight needle bytes");
        assert!(below <= 0x80, "`below` must keep to ASCII");
        let mut out = [0u8; 8];
        let mut i = 0;
        while i < bytes.len() {
            assert!(bytes[i] < 0x80, "needles must be ASCII");
            out[i] = bytes[i];
            i += 1;
        }
        Needles {
            bytes: out,
            count: bytes.len(),
            below,
        }
    }

    /// Whether `b` is in the set (what every classifier computes for each byte), for tests.
    #[cfg(test)]
    pub fn contains(&self, b: u8) -> bool {
        b < self.below || self.bytes[..self.count].contains(&b)
    }

    /// The listed bytes.
    pub(super) fn listed(&self) -> &[u8] {
        &self.bytes[..self.count]
    }
}
