//! Block classification for the scanners, simdjson's first stage cut down to what a span scanner
//! needs: [`Blocks`] classifies an input 64 bytes at a time into one bitmask per [`Needles`] set
//! (for JSON: `"` `\` and control characters inside strings; white space between tokens), so a
//! scanner jumps to the next byte it must look at instead of testing every byte; [`validate`]
//! checks a whole input is UTF-8 in one vector pass (`simdutf8`); [`find_json_special`] and
//! [`find_html_special`] find where a JSON string or HTML text being written must be escaped.
//!
//! Classifiers ([`Backend`]): AVX2 where the CPU has it, else SSE2 on x86-64; NEON on aarch64;
//! a portable SWAR classifier elsewhere. All compute the same masks, bit for bit. The portable
//! one is chosen instead for the whole process by the environment variable
//! `LOCFORGE_SCAN=portable` (read once), or for the calling thread by [`force_portable`] (tests
//! and fuzz targets run both paths on the same input this way; the app never calls it). UTF-8
//! validation is `simdutf8`'s own choice of path either way (it gives the same answer on every
//! path; only the position of a bad byte matters, and that comes from the standard library).
//!
//! Why by hand: `memchr` is vectorised for one to three needles at a time and answers one
//! position per call, so a scanner looking for four kinds of bytes calls it again and again over
//! the same bytes; simdjson-like crates (`simd-json`, `sonic-rs`) build values or tapes, not the
//! byte spans the skeleton needs, and refuse with their own messages rather than ours. A block
//! classifier is a page of code; the unsafe is confined to the loads in `arch.rs`.
//!
//! What lives here: the classifiers, the lazily built block index, UTF-8 validation. What must
//! not: any format's syntax (each scanner names its own needle sets), or anything that allocates
//! per byte.
//!
//! Figures: callgrind instructions per input byte of the 5 MB synthetic files (`locforge corpus
//! gen`), counted in a harness that runs only `parse_all` (the `Collector` sink: every entry
//! owned), then an identity build, then a build with every string translated from the file's
//! NDJSON; base = main at caf89b29, measured in the same session with the same harness, AVX2.
//!
//! | file (format) | parse | identity build | translated build |
//! |---|---|---|---|
//! | flat_reference.json (`json-reference`) | 29.04 → 26.05 (−10%) | 31.81 → 28.82 (−9%) | 40.85 → 37.86 (−7%) |
//! | i18next_nested.json (`i18next`) | 51.54 → 43.18 (−16%) | 54.87 → 46.51 (−15%) | 65.18 → 56.43 (−13%) |
//! | structured_transifex.json (`structured-json`) | 32.20 → 29.44 (−9%) | 34.36 → 31.60 (−8%) | 40.69 → 37.94 (−7%) |
//!
//! The scanner alone (tokenizer events plus UTF-8 validation) went from 10.5 to 8.1 instructions
//! per byte on flat JSON and from 19.3 to 14.8 on i18next (which reads each object holding a
//! plural group twice: once ahead); validation from 0.52 to 0.26. What the parse figures keep
//! beyond the scanner is per entry, not per byte: about 10 per byte on flat JSON is the
//! `Collector` making every entry owned and the `Parsed` being dropped (two allocations and
//! frees per entry, and the growth of the vector of entries), about 2 the uniqueness
//! check. Classifying a block costs about 80 instructions with AVX2 (1.3 per byte). The portable
//! classifier costs about 5 per byte: with it (`LOCFORGE_SCAN=portable`) flat JSON parses at 37.5
//! instructions per byte, more than the base's byte loop (29.0), so on CPUs without a vector
//! classifier (neither x86-64 nor aarch64) the scanner is slower than before; it is kept as the
//! reference the vector classifiers are checked against, not for speed.

mod arch;
mod backend;
mod blocks;
mod escape;
mod needles;
mod portable;
mod utf8;

pub use backend::{backend, force_portable, Backend};
pub use blocks::{Blocks, BLOCK};
pub use escape::{find_html_special, find_json_special};
pub use needles::{NeedleSets, Needles, MAX_SETS};
pub use utf8::validate;

/// Bit `i` of `out[k]` is set when `block[i]` is in `S::SETS[k]`, with `backend`'s classifier.
#[inline]
pub fn classify<S: NeedleSets>(backend: Backend, block: &[u8; BLOCK], out: &mut [u64]) {
    match backend {
        Backend::Portable => portable::classify(block, S::SETS, out),
        #[cfg(target_arch = "x86_64")]
        Backend::Sse2 => arch::classify_sse2::<S>(block, out),
        #[cfg(target_arch = "x86_64")]
        Backend::Avx2 => arch::classify_avx2::<S>(block, out),
        #[cfg(target_arch = "aarch64")]
        Backend::Neon => arch::classify_neon::<S>(block, out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every classifier this machine can run gives the portable masks, on every byte value at
    /// every lane.
    #[test]
    fn every_backend_equals_the_portable_masks() {
        let mut backends = vec![Backend::Portable];
        #[cfg(target_arch = "x86_64")]
        {
            backends.push(Backend::Sse2);
            if std::arch::is_x86_feature_detected!("avx2") {
                backends.push(Backend::Avx2);
            }
        }
        #[cfg(target_arch = "aarch64")]
        backends.push(Backend::Neon);
        struct Sets;
        impl NeedleSets for Sets {
            const SETS: &'static [Needles] = &[
                Needles::new(b"\"\\", 0x20),
                Needles::new(b" \t\n\r", 0),
                Needles::new(b"{}[]:,/=", 0),
                Needles::new(b"", 0x80),
            ];
        }
        let sets = Sets::SETS;
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for round in 0..2000 {
            let mut block = [0u8; BLOCK];
            for (i, b) in block.iter_mut().enumerate() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                // Half the rounds use bytes near the needles, so matches are dense.
                *b = if round % 2 == 0 {
                    (state >> 24) as u8
                } else {
                    b" \t\n\r\"\\{}[]:,/=\x1f\x20\x7f\x80\xff"[(state >> 40) as usize % 19]
                };
                if round < 4 {
                    *b = (64 * round + i) as u8;
                }
            }
            let mut want = [0u64; 4];
            portable::classify(&block, sets, &mut want);
            for (k, set) in sets.iter().enumerate() {
                for (i, &b) in block.iter().enumerate() {
                    assert_eq!(want[k] >> i & 1 == 1, set.contains(b));
                }
            }
            for &backend in &backends {
                let mut got = [0u64; 4];
                classify::<Sets>(backend, &block, &mut got);
                assert_eq!(got, want, "{backend:?} on {block:?}");
            }
        }
    }

    #[test]
    fn forcing_the_portable_path_is_per_thread() {
        force_portable(true);
        assert_eq!(backend(), Backend::Portable);
        let other = std::thread::spawn(backend).join().expect("thread");
        force_portable(false);
        if std::env::var_os("LOCFORGE_SCAN").is_none() {
            assert_eq!(
                other,
                backend(),
                "another thread keeps the detected classifier"
            );
        }
    }
}
