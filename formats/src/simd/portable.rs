//! The portable classifier: SWAR (SIMD within a register) on eight 64-bit words per block. Exact
//! for every byte (unlike the "has a zero byte" shortcut, which may flag the bytes above a true
//! match), so its masks are the reference the vector classifiers must equal.

use super::Needles;

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;
const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// The high bit of each byte of `w` that is zero, exactly: `(x & 0x7f) + 0x7f` carries into the
/// high bit for every non-zero low part and never across bytes; or-ing `x` covers the high bit.
#[inline(always)]
fn zero_bytes(w: u64) -> u64 {
    !(((w & LOW7).wrapping_add(LOW7)) | w) & HI
}

/// The high bit of each byte of `w` below `n` (`n` ≤ 0x80), exactly: `(x & 0x7f) + (0x80 - n)`
/// reaches the high bit iff the low part is at least `n`, again without carries between bytes.
#[inline(always)]
fn bytes_below(w: u64, n: u8) -> u64 {
    !(((w & LOW7).wrapping_add(LO * u64::from(0x80 - n))) | w) & HI
}

/// Gathers the high bits of the eight bytes of `hi` (only high bits set) into the low eight bits,
/// byte 0 first: each bit is moved by a distinct power of two, so the products never overlap.
#[inline(always)]
fn gather(hi: u64) -> u64 {
    ((hi >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
}

/// Bit `i` of each `out[k]` is set when `block[i]` is in `sets[k]`.
pub(super) fn classify(block: &[u8; 64], sets: &[Needles], out: &mut [u64]) {
    for (set, mask) in sets.iter().zip(out.iter_mut()) {
        let mut m = 0u64;
        for (w, chunk) in block.chunks_exact(8).enumerate() {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            let x = u64::from_le_bytes(word);
            let mut hit = 0u64;
            for &n in set.listed() {
                hit |= zero_bytes(x ^ (LO * u64::from(n)));
            }
            if set.below != 0 {
                hit |= bytes_below(x, set.below);
            }
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
