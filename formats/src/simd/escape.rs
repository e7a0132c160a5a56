//! Where a text being written must be escaped: [`find_json_special`] finds the next `"`, `\` or
//! control character (below 0x20) of a JSON string, [`find_html_special`] the next `&`, `<`, `>`,
//! `"` or `'` of HTML text. Both look 16 bytes at a time with SSE2 on x86-64 (one load, a compare
//! per kind of byte and a movemask per 16 bytes; a text shorter than 16 bytes is checked in one
//! padded copy), and with a plain loop (64-bit SWAR words for JSON) elsewhere or when the
//! portable path is forced ([`super::force_portable`], `LOCFORGE_SCAN=portable`). Every JSON
//! string locforge writes goes through the first (the NDJSON of parse results, the values of
//! JSON builds), every preview through the second.
//!
//! Why by hand: `memchr` searches for at most three bytes and has no "below 0x20" class, so it
//! would take a pass per kind of byte; the JSON crates' escapers (serde_json's table loop) look at
//! every byte.
//!
//! Figures (callgrind, `scripts/profile`: the whole `locforge parse FILE -o /dev/null` on the
//! 5 MB files of `locforge corpus gen`, instructions per input byte; before: the NDJSON writer's
//! own 8-byte SWAR loop): the escaping went from 8.4 to 3.4 on PO, 6.8 to 3.0 on flat JSON, 7.8
//! to 3.5 on YAML, 7.1 to 3.1 on .properties; the whole parse from 34.7 to 30.6 (PO), 30.9 to
//! 28.2 (flat JSON), 26.9 to 24.3 (.strings), 33.0 to 30.1 (.properties). What is left is per
//! string (the call, the padded copy of a short string, the copy into the output), not per byte.

use super::{backend, Backend};

/// The index of the first byte at or after `from` that is `"`, `\` or a control character
/// (below 0x20), if any.
#[inline]
pub fn find_json_special(b: &[u8], from: usize) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if backend() != Backend::Portable {
        return find_sse2(b, from, |c| {
            super::arch::special_mask_sse2(c, [b'"', b'\\'], 0x20)
        });
    }
    find_portable(b, from)
}

/// The index of the first byte at or after `from` that is `&`, `<`, `>`, `"` or `'`, if any.
#[inline]
pub fn find_html_special(b: &[u8], from: usize) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if backend() != Backend::Portable {
        return find_sse2(b, from, |c| {
            super::arch::special_mask_sse2(c, [b'&', b'<', b'>', b'"', b'\''], 0)
        });
    }
    b[from.min(b.len())..]
        .iter()
        .position(|c| matches!(c, b'&' | b'<' | b'>' | b'"' | b'\''))
        .map(|p| from + p)
}

/// 16 bytes at a time through `mask`; the last partial chunk through an overlapping load (or,
/// for a text shorter than 16 bytes, a padded copy), its bits before `from` shifted out.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn find_sse2(b: &[u8], from: usize, mask: impl Fn(&[u8; 16]) -> u32) -> Option<usize> {
    let n = b.len();
    let mut i = from;
    while let Some(chunk) = b.get(i..i + 16) {
        let m = mask(chunk.try_into().ok()?);
        if m != 0 {
            return Some(i + m.trailing_zeros() as usize);
        }
        i += 16;
    }
    if i >= n {
        return None;
    }
    let m = if n >= 16 {
        let start = n - 16;
        mask(b[start..].try_into().ok()?) >> (i - start)
    } else {
        // Padded with a byte that needs no escape in either language: the padding's bits are
        // never set.
        let mut padded = [b'a'; 16];
        padded[..n - i].copy_from_slice(&b[i..]);
        mask(&padded)
    };
    (m != 0).then(|| i + m.trailing_zeros() as usize)
}

/// Eight bytes at a time with the classic "has a byte less than / equal to" bit tricks: only
/// the lowest flagged byte of a word is reliable, and it is the one taken.
fn find_portable(b: &[u8], from: usize) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let mut i = from;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let w = u64::from_le_bytes(word);
        let ctrl = w.wrapping_sub(LO * 0x20) & !w;
        let q = w ^ (LO * u64::from(b'"'));
        let q = q.wrapping_sub(LO) & !q;
        let bs = w ^ (LO * u64::from(b'\\'));
        let bs = bs.wrapping_sub(LO) & !bs;
        let m = (ctrl | q | bs) & HI;
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    b[i.min(b.len())..]
        .iter()
        .position(|&c| c == b'"' || c == b'\\' || c < 0x20)
        .map(|p| i + p)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both paths of both searches find what a plain scan finds: every byte value that matters
    /// at every place of texts of every length up to 70, from every start.
    #[test]
    fn both_paths_find_what_a_plain_scan_finds() {
        let plain = |b: &[u8], from: usize, special: &dyn Fn(u8) -> bool| {
            b[from.min(b.len())..]
                .iter()
                .position(|&c| special(c))
                .map(|p| from + p)
        };
        let json = |c: u8| c == b'"' || c == b'\\' || c < 0x20;
        let html = |c: u8| matches!(c, b'&' | b'<' | b'>' | b'"' | b'\'');
        for len in 0..70usize {
            for at in 0..len.max(1) {
                for v in [
                    0u8, 0x1f, 0x20, b'"', b'\\', b'&', b'<', b'>', b'\'', b'a', 0x7f, 0x80, 0xff,
                ] {
                    let mut b = vec![b'x'; len];
                    if at < len {
                        b[at] = v;
                    }
                    for from in 0..=len {
                        let want = plain(&b, from, &json);
                        assert_eq!(find_portable(&b, from), want, "portable {b:?} from {from}");
                        assert_eq!(find_json_special(&b, from), want, "json {b:?} from {from}");
                        let want = plain(&b, from, &html);
                        assert_eq!(find_html_special(&b, from), want, "html {b:?} from {from}");
                        super::super::force_portable(true);
                        assert_eq!(find_html_special(&b, from), want, "html {b:?} from {from}");
                        super::super::force_portable(false);
                    }
                }
            }
        }
    }
}
