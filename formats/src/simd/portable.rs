//! The portable classifier: SWAR (SIMD within a register) on eight 64-bit words per block. Exact
//! for every byte (unlike the "has a zero byte" shortcut, which may flag the bytes above a true
//! match), so its masks are the reference the vector classifiers must equal.

use super::Needles;

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;
const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// Gathers the high bits of the eight bytes of `hi` (only high bits set) into the low eight bits,
/// byte 0 first: each bit is moved by a distinct power of two, so the products never overlap.
#[inline(always)]
fn gather(hi: u64) -> u64 {
    ((hi >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
}

/// Bit `i` of each `out[k]` is set when `block[i]` is in `sets[k]`.
///
/// Per word `x`, with `low = x & 0x7f7f…`: a byte equals the ASCII needle `n` iff
/// `(low ^ n) + 0x7f` does not carry into its high bit and its own high bit is clear, and it is
/// below `b` (≤ 0x80) iff `low + (0x80 - b)` does not carry and its high bit is clear. The
/// additions never carry from one byte into the next (each low part plus 0x7f is at most 0xfe),
/// so every byte is classified exactly; a byte's high bit survives the and of all the sums
/// only when none matched.
pub(super) fn classify(block: &[u8; 64], sets: &[Needles], out: &mut [u64]) {
    for (set, mask) in sets.iter().zip(out.iter_mut()) {
        let mut m = 0u64;
        for (w, chunk) in block.chunks_exact(8).enumerate() {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            let x = u64::from_le_bytes(word);
            let low = x & LOW7;
            let mut none = HI;
            for &n in set.listed() {
                none &= (low ^ (LO * u64::from(n))).wrapping_add(LOW7);
            }
            if set.below != 0 {
                none &= low.wrapping_add(LO * u64::from(0x80 - set.below));
            }
            // Bytes with the high bit set are in no set (needles are ASCII, `below` ≤ 0x80).
            let hit = !(none | x) & HI;
            m |= gather(hit) << (8 * w);
        }
        *mask = m;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_value_is_classified_exactly() {
        let sets = [
            Needles::new(b"\"\\", 0x20),
            Needles::new(b" \t\n\r", 0),
            Needles::new(b"{}[]:,/", 0x80),
        ];
        for start in [0u8, 64, 128, 192] {
            let mut block = [0u8; 64];
            for (i, b) in block.iter_mut().enumerate() {
                *b = start.wrapping_add(i as u8);
            }
            let mut out = [0u64; 3];
            classify(&block, &sets, &mut out);
            for (set, mask) in sets.iter().zip(out) {
                for (i, &b) in block.iter().enumerate() {
                    assert_eq!(
                        mask >> i & 1 == 1,
                        set.contains(b),
                        "byte {b:#x} in {set:?}"
                    );
                }
            }
        }
    }
}
