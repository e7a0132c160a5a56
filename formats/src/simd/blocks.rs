//! [`Blocks`]: the structural index of one input, built lazily one 64-byte block at a time: each
//! block (at offsets that are multiples of 64) is classified once into one bitmask per needle set,
//! and a scanner asks for the next position at or after an offset whose byte is (or is not) in a
//! set, so it jumps from structural byte to structural byte instead of testing every byte.

use std::marker::PhantomData;

use super::{classify, Backend, NeedleSets, MAX_SETS};

/// Bytes per block, and bits per mask.
pub const BLOCK: usize = 64;

/// What fills a block past the end of the input: a byte in no needle set (needles are ASCII).
const PAD: u8 = 0xFF;

/// The lazily built index of `src` for the needle sets `S`. Cheap to clone (the current block's
/// masks only), so a look-ahead can copy it.
#[derive(Debug)]
pub struct Blocks<'a, S: NeedleSets> {
    src: &'a [u8],
    backend: Backend,
    /// Start of the classified block (`usize::MAX` before the first).
    base: usize,
    masks: [u64; MAX_SETS],
    sets: PhantomData<S>,
}

impl<S: NeedleSets> Clone for Blocks<'_, S> {
    fn clone(&self) -> Self {
        Blocks { ..*self }
    }
}

impl<'a, S: NeedleSets> Blocks<'a, S> {
    /// An index of `src` with the thread's current classifier ([`super::backend`]).
    pub fn new(src: &'a [u8]) -> Blocks<'a, S> {
        Blocks::with_backend(src, super::backend())
    }

    /// An index of `src` with a given classifier.
    pub fn with_backend(src: &'a [u8], backend: Backend) -> Blocks<'a, S> {
        const { assert!(S::SETS.len() <= MAX_SETS, "too many needle sets") };
        Blocks {
            src,
            backend,
            base: usize::MAX,
            masks: [0; MAX_SETS],
            sets: PhantomData,
        }
    }

    /// Classifies the block starting at `base` (< `src.len()`).
    #[cold]
    #[inline(never)]
    fn load(&mut self, base: usize) {
        self.base = base;
        match self.src.get(base..base + BLOCK) {
            Some(block) => {
                let block: &[u8; BLOCK] = block.try_into().unwrap_or(&[PAD; BLOCK]);
                classify::<S>(self.backend, block, &mut self.masks);
            }
            None => {
                let mut block = [PAD; BLOCK];
                let tail = &self.src[base.min(self.src.len())..];
                block[..tail.len()].copy_from_slice(tail);
                classify::<S>(self.backend, &block, &mut self.masks);
            }
        }
    }

    /// The mask of set `set` for the block holding `at` (< `src.len()`), bits below `at` cleared.
    #[inline]
    fn mask_from(&mut self, set: usize, at: usize, invert: bool) -> u64 {
        let base = at & !(BLOCK - 1);
        if base != self.base {
            self.load(base);
        }
        let m = if invert {
            !self.masks[set]
        } else {
            self.masks[set]
        };
        m & (u64::MAX << (at - base))
    }

    /// The first position at or after `from` whose byte is in set `set`.
    #[inline]
    pub fn find(&mut self, set: usize, from: usize) -> Option<usize> {
        let mut at = from;
        while at < self.src.len() {
            let m = self.mask_from(set, at, false);
            if m != 0 {
                // Padding bytes are in no set, so a hit is inside the input.
                return Some(self.base + m.trailing_zeros() as usize);
            }
            at = self.base + BLOCK;
        }
        None
    }

    /// The first position at or after `from` whose byte is not in set `set`, or the input's
    /// length when every byte from there on is.
    #[inline]
    pub fn find_not(&mut self, set: usize, from: usize) -> usize {
        let mut at = from;
        while at < self.src.len() {
            let m = self.mask_from(set, at, true);
            if m != 0 {
                // Padding is in no set, so it counts as "not in the set": clip to the end.
                return (self.base + m.trailing_zeros() as usize).min(self.src.len());
            }
            at = self.base + BLOCK;
        }
        self.src.len()
    }
}

#[cfg(test)]
mod tests {
    use super::super::Needles;
    use super::*;

    #[test]
    fn find_and_find_not_agree_with_a_byte_loop_across_blocks() {
        let mut src = Vec::new();
        for i in 0..300u32 {
            src.extend_from_slice(if i % 7 == 0 { b"  \"x\\" } else { b"abc" });
            if i % 13 == 0 {
                src.extend(std::iter::repeat_n(b' ', 70));
            }
        }
        struct Sets;
        impl NeedleSets for Sets {
            const SETS: &'static [Needles] = &[Needles::new(b"\"\\", 0x20), Needles::new(b" ", 0)];
        }
        let sets = Sets::SETS;
        for backend in [Backend::Portable, super::super::backend()] {
            let mut idx = Blocks::<Sets>::with_backend(&src, backend);
            for from in 0..=src.len() + 2 {
                let want = src
                    .get(from..)
                    .and_then(|s| s.iter().position(|&b| sets[0].contains(b)))
                    .map(|p| from + p);
                assert_eq!(idx.find(0, from), want, "{backend:?} find from {from}");
                let want_not = src
                    .get(from..)
                    .and_then(|s| s.iter().position(|&b| b != b' '))
                    .map_or(src.len(), |p| from + p);
                assert_eq!(
                    idx.find_not(1, from),
                    want_not,
                    "{backend:?} find_not from {from}"
                );
            }
        }
    }
}
