//! The vector classifiers (SSE2 and AVX2 on x86-64, NEON on aarch64): the crate's only `unsafe`
//! for scanning. Each computes exactly what [`super::portable::classify`] computes; the unsafe
//! parts are unaligned loads from a `&[u8; 64]` (always in bounds) and the call into the AVX2
//! function, made only after the CPU was checked to have AVX2.

use super::NeedleSets;

/// SSE2, which every x86-64 CPU has.
#[cfg(target_arch = "x86_64")]
pub(super) fn classify_sse2<S: NeedleSets>(block: &[u8; 64], out: &mut [u64]) {
    // SAFETY: SSE2 is part of the x86-64 baseline (always enabled for this target).
    unsafe { sse2::<S>(block, out) }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
fn sse2<S: NeedleSets>(block: &[u8; 64], out: &mut [u64]) {
    use std::arch::x86_64::*;
    let mut v = [_mm_setzero_si128(); 4];
    for (q, lane) in v.iter_mut().enumerate() {
        // SAFETY: bytes 16q..16q+16 of a 64-byte array are in bounds; `loadu` needs no alignment.
        *lane = unsafe { _mm_loadu_si128(block.as_ptr().add(16 * q).cast()) };
    }
    for (set, mask) in S::SETS.iter().zip(out.iter_mut()) {
        let mut m = 0u64;
        for (q, &x) in v.iter().enumerate() {
            let mut hit = _mm_setzero_si128();
            for &n in set.listed() {
                hit = _mm_or_si128(hit, _mm_cmpeq_epi8(x, _mm_set1_epi8(n as i8)));
            }
            if set.below != 0 {
                // x <= below - 1 (unsigned) ⇔ min(x, below - 1) == x.
                let limit = _mm_set1_epi8((set.below - 1) as i8);
                hit = _mm_or_si128(hit, _mm_cmpeq_epi8(_mm_min_epu8(x, limit), x));
            }
            m |= u64::from(_mm_movemask_epi8(hit) as u16) << (16 * q);
        }
        *mask = m;
    }
}

/// Bit `i` is set when `chunk[i]` is one of `needles` or below `below` (0: none), with SSE2,
/// which every x86-64 CPU has: the escapers' search ([`super::escape`]). Inlined with constant
/// needles, the loop over them unrolls into one compare each.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) fn special_mask_sse2<const N: usize>(
    chunk: &[u8; 16],
    needles: [u8; N],
    below: u8,
) -> u32 {
    use std::arch::x86_64::*;
    // SAFETY: SSE2 is part of the x86-64 baseline; the 16 bytes of a 16-byte array are in
    // bounds and `loadu` needs no alignment.
    unsafe {
        let x = _mm_loadu_si128(chunk.as_ptr().cast());
        let mut hit = _mm_setzero_si128();
        for n in needles {
            hit = _mm_or_si128(hit, _mm_cmpeq_epi8(x, _mm_set1_epi8(n as i8)));
        }
        if below != 0 {
            // x <= below - 1 (unsigned) ⇔ min(x, below - 1) == x.
            let limit = _mm_set1_epi8((below - 1) as i8);
            hit = _mm_or_si128(hit, _mm_cmpeq_epi8(_mm_min_epu8(x, limit), x));
        }
        _mm_movemask_epi8(hit) as u32
    }
}

/// AVX2, when this CPU has it (checked on every call: the check is one cached load, and it
/// keeps the function sound whatever [`super::Backend`] value a caller made); else SSE2.
#[cfg(target_arch = "x86_64")]
pub(super) fn classify_avx2<S: NeedleSets>(block: &[u8; 64], out: &mut [u64]) {
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2, the one requirement of `avx2`'s target feature.
        unsafe { avx2::<S>(block, out) }
    } else {
        classify_sse2::<S>(block, out);
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn avx2<S: NeedleSets>(block: &[u8; 64], out: &mut [u64]) {
    use std::arch::x86_64::*;
    // SAFETY: bytes 0..32 and 32..64 of a 64-byte array are in bounds; `loadu` needs no alignment.
    let (lo, hi) = unsafe {
        (
            _mm256_loadu_si256(block.as_ptr().cast()),
            _mm256_loadu_si256(block.as_ptr().add(32).cast()),
        )
    };
    for (set, mask) in S::SETS.iter().zip(out.iter_mut()) {
        let (mut a, mut b) = (_mm256_setzero_si256(), _mm256_setzero_si256());
        for &n in set.listed() {
            let needle = _mm256_set1_epi8(n as i8);
            a = _mm256_or_si256(a, _mm256_cmpeq_epi8(lo, needle));
            b = _mm256_or_si256(b, _mm256_cmpeq_epi8(hi, needle));
        }
        if set.below != 0 {
            // x <= below - 1 (unsigned) ⇔ min(x, below - 1) == x.
            let limit = _mm256_set1_epi8((set.below - 1) as i8);
            a = _mm256_or_si256(a, _mm256_cmpeq_epi8(_mm256_min_epu8(lo, limit), lo));
            b = _mm256_or_si256(b, _mm256_cmpeq_epi8(_mm256_min_epu8(hi, limit), hi));
        }
        let a = u64::from(_mm256_movemask_epi8(a) as u32);
        let b = u64::from(_mm256_movemask_epi8(b) as u32);
        *mask = a | (b << 32);
    }
}

/// NEON, which every aarch64 CPU has.
#[cfg(target_arch = "aarch64")]
pub(super) fn classify_neon<S: NeedleSets>(block: &[u8; 64], out: &mut [u64]) {
    // SAFETY: NEON is part of the aarch64 baseline (always enabled for this target).
    unsafe { neon::<S>(block, out) }
}

/// There is no movemask in NEON: each lane's match byte is and-ed with its bit weight and the
/// lanes are summed pairwise until one byte per eight lanes is left.
#[cfg(target_arch = "aarch64")]
#[target_feature(enable = "neon")]
fn neon<S: NeedleSets>(block: &[u8; 64], out: &mut [u64]) {
    use std::arch::aarch64::*;
    const WEIGHTS: [u8; 16] = [1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128];
    // SAFETY: bytes 16q..16q+16 of a 64-byte array, and the 16-byte weights, are in bounds;
    // `vld1q_u8` needs no alignment.
    let (v, weights) = unsafe {
        (
            [
                vld1q_u8(block.as_ptr()),
                vld1q_u8(block.as_ptr().add(16)),
                vld1q_u8(block.as_ptr().add(32)),
                vld1q_u8(block.as_ptr().add(48)),
            ],
            vld1q_u8(WEIGHTS.as_ptr()),
        )
    };
    for (set, mask) in S::SETS.iter().zip(out.iter_mut()) {
        *mask = {
            let mut hit = [vdupq_n_u8(0); 4];
            for (h, &x) in hit.iter_mut().zip(v.iter()) {
                for &n in set.listed() {
                    *h = vorrq_u8(*h, vceqq_u8(x, vdupq_n_u8(n)));
                }
                if set.below != 0 {
                    *h = vorrq_u8(*h, vcltq_u8(x, vdupq_n_u8(set.below)));
                }
                *h = vandq_u8(*h, weights);
            }
            let s0 = vpaddq_u8(hit[0], hit[1]);
            let s1 = vpaddq_u8(hit[2], hit[3]);
            let s = vpaddq_u8(s0, s1);
            let s = vpaddq_u8(s, s);
            vgetq_lane_u64(vreinterpretq_u64_u8(s), 0)
        };
    }
}
