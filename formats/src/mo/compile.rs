//! PO text compiled into an MO file, as `msgfmt` does: the header and every translated message
//! (fuzzy and untranslated ones left out, obsolete ones too), sorted by their original strings'
//! bytes, written little-endian with revision 0, the tables at msgfmt's places and msgfmt's
//! hash table (the next prime ≥ 4/3 of the count, `hashpjw`, double hashing), then the originals
//! and the translations, each NUL-terminated. Readers (GNU libintl, `msgunfmt`, Python's
//! `gettext`) find messages through the tables; the hash table only speeds libintl up.

use super::read::MAGIC;
use crate::error::{ErrorKind, FormatError};
use crate::po::{scan, Charset};

/// Size of the header written (revision 0).
const HEADER_LEN: usize = 28;

/// One message to write: the original (`msgctxt` EOT `msgid` [NUL `msgid_plural`]) and the
/// translation (forms joined by NUL).
struct Message {
    orig: Vec<u8>,
    trans: Vec<u8>,
}

impl Message {
    /// The lookup key: the original up to its first NUL.
    fn key(&self) -> &[u8] {
        self.orig.split(|&b| b == 0).next().unwrap_or(&self.orig)
    }
}

/// Compiles `po` (UTF-8 PO text, as the PO format's `create` writes it) into `out`; `header`,
/// when given, is written as the header's translation instead of the one `po` holds.
pub(crate) fn compile(
    po: &[u8],
    header: Option<&[u8]>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let scanned = scan(po, 0, Charset::UTF8.multibyte(), usize::MAX)?;
    let mut messages = Vec::with_capacity(scanned.entries.len());
    for e in &scanned.entries {
        let is_header = e.is_header();
        if !is_header && scanned.fuzzy(po, e) {
            continue;
        }
        let forms = scanned.msgstr(e);
        if !is_header && forms.iter().all(|f| f.text.is_empty()) {
            continue;
        }
        let mut orig = Vec::new();
        if let Some(c) = &e.msgctxt {
            orig.extend_from_slice(scanned.bytes(c));
            orig.push(4);
        }
        orig.extend_from_slice(scanned.bytes(&e.msgid));
        if let Some(p) = &e.msgid_plural {
            orig.push(0);
            orig.extend_from_slice(scanned.bytes(p));
        }
        let mut trans = Vec::new();
        if let (true, Some(h)) = (is_header, header) {
            trans.extend_from_slice(h);
            messages.push(Message { orig, trans });
            continue;
        }
        for (i, f) in forms.iter().enumerate() {
            if i > 0 {
                trans.push(0);
            }
            trans.extend_from_slice(scanned.bytes(f));
        }
        let nul_free = |b: &[u8]| !b.contains(&0);
        let texts_ok = nul_free(scanned.bytes(&e.msgid))
            && e.msgctxt
                .as_ref()
                .is_none_or(|c| nul_free(scanned.bytes(c)))
            && e.msgid_plural
                .as_ref()
                .is_none_or(|p| nul_free(scanned.bytes(p)))
            && forms.iter().all(|f| nul_free(scanned.bytes(f)));
        if !texts_ok {
            return Err(FormatError::whole(format!(
                "the message `{}` holds a NUL character, which an MO file cannot hold (NUL ends its strings and separates plural forms); expected text without U+0000",
                String::from_utf8_lossy(scanned.bytes(&e.msgid))
            ))
            .with_kind(ErrorKind::Unsupported));
        }
        messages.push(Message { orig, trans });
    }
    messages.sort_by(|a, b| a.key().cmp(b.key()));
    write(&messages, out)
}

/// Writes the MO file of `messages` (sorted, keys unique).
fn write(messages: &[Message], out: &mut Vec<u8>) -> Result<(), FormatError> {
    let n = messages.len();
    let hash_size = hash_size(n);
    let orig_table = HEADER_LEN;
    let trans_table = orig_table + 8 * n;
    let hash_at = trans_table + 8 * n;
    let strings_at = hash_at + 4 * hash_size;
    let total = strings_at
        + messages
            .iter()
            .map(|m| m.orig.len() + m.trans.len() + 2)
            .sum::<usize>();
    if u32::try_from(total).is_err() {
        return Err(FormatError::whole(format!(
            "the catalog would be {total} bytes; an MO file holds at most 4 GiB (32-bit offsets)"
        ))
        .with_kind(ErrorKind::Limit));
    }
    let word = |out: &mut Vec<u8>, v: usize| out.extend_from_slice(&(v as u32).to_le_bytes());
    out.reserve(total);
    for v in [
        MAGIC as usize,
        0,
        n,
        orig_table,
        trans_table,
        hash_size,
        hash_at,
    ] {
        word(out, v);
    }
    let mut at = strings_at;
    for m in messages {
        word(out, m.orig.len());
        word(out, at);
        at += m.orig.len() + 1;
    }
    for m in messages {
        word(out, m.trans.len());
        word(out, at);
        at += m.trans.len() + 1;
    }
    for slot in hash_table(messages, hash_size) {
        word(out, slot as usize);
    }
    for m in messages {
        out.extend_from_slice(&m.orig);
        out.push(0);
    }
    for m in messages {
        out.extend_from_slice(&m.trans);
        out.push(0);
    }
    Ok(())
}

/// msgfmt's hash table size for `n` messages: the next odd prime ≥ 4n/3, at least 3.
fn hash_size(n: usize) -> usize {
    let mut p = ((n * 4) / 3).max(3) | 1;
    while !is_prime(p) {
        p += 2;
    }
    p
}

fn is_prime(n: usize) -> bool {
    n >= 2
        && (2..)
            .take_while(|d| d * d <= n)
            .all(|d| !n.is_multiple_of(d))
}

/// gettext's `hashpjw` over a key (32-bit).
fn hash_string(key: &[u8]) -> u32 {
    let mut h: u32 = 0;
    for &b in key {
        h = (h << 4).wrapping_add(u32::from(b));
        let g = h & 0xf000_0000;
        if g != 0 {
            h ^= g >> 24;
            h ^= g;
        }
    }
    h
}

/// The hash table: slot → message index + 1 (0 = empty), open addressing with gettext's
/// increment `1 + hash % (size - 2)`.
fn hash_table(messages: &[Message], size: usize) -> Vec<u32> {
    let mut table = vec![0u32; size];
    let size32 = size as u32;
    for (i, m) in messages.iter().enumerate() {
        let h = hash_string(m.key());
        let mut idx = h % size32;
        let incr = 1 + h % (size32 - 2);
        while table[idx as usize] != 0 {
            idx = if idx >= size32 - incr {
                idx - (size32 - incr)
            } else {
                idx + incr
            };
        }
        table[idx as usize] = i as u32 + 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_sizes_are_primes_of_four_thirds() {
        assert_eq!(hash_size(0), 3);
        assert_eq!(hash_size(2), 3);
        assert_eq!(hash_size(3), 5);
        assert_eq!(hash_size(30), 41);
    }

    #[test]
    fn hashpjw_matches_gettext() {
        // Values of gettext's hash_string for these keys.
        assert_eq!(hash_string(b""), 0);
        assert_eq!(hash_string(b"a"), 97);
        assert_eq!(hash_string(b"ab"), 97 * 16 + 98);
    }
}
