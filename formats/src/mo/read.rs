//! The binary reader of MO files: the header (magic in either byte order, revision), the two
//! string tables and the hash table's bounds, every offset and length checked against the file
//! before anything is read. Gives the raw (undecoded) original and translation bytes of each
//! message in table order; decoding, identifiers and plurals are the PO format's work (see
//! `decompile`). Hand-written: the layout is six 32-bit words and two arrays of (length,
//! offset) pairs, which no parser crate would make shorter.

use crate::error::{ErrorKind, FormatError};

/// The magic number, as a 32-bit word in the file's byte order.
pub(crate) const MAGIC: u32 = 0x9504_12de;

/// Size of the header of revision 0.
const HEADER_LEN: usize = 28;
/// Size of the header of minor revision 1 (system-dependent segments and strings follow).
const HEADER_LEN_SYSDEP: usize = 48;

/// One message: its original (`msgctxt` EOT `msgid`, then NUL and `msgid_plural` for a plural)
/// and its translation (the `msgstr[n]` forms joined by NUL), with their byte offsets.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RawMessage<'a> {
    /// The original string's bytes.
    pub orig: &'a [u8],
    /// Where they are in the file.
    pub orig_at: usize,
    /// The translation's bytes.
    pub trans: &'a [u8],
    /// Where they are in the file.
    pub trans_at: usize,
}

impl<'a> RawMessage<'a> {
    /// The key gettext looks the message up by: the original up to its first NUL.
    pub fn key(&self) -> &'a [u8] {
        self.orig.split(|&b| b == 0).next().unwrap_or(self.orig)
    }

    /// True for the header (the message whose original is empty).
    pub fn is_header(&self) -> bool {
        self.orig.is_empty()
    }
}

/// An error at byte `offset` of a binary file: line 1, column `offset + 1` (the file has no
/// lines), the message naming the offset too.
pub(crate) fn at_byte(offset: usize, message: impl AsRef<str>) -> FormatError {
    FormatError {
        kind: ErrorKind::Syntax,
        line: 1,
        column: offset.saturating_add(1),
        message: format!("at byte offset {offset}: {}", message.as_ref()),
    }
}

/// Reads the header and tables of `src`; the messages in table order.
pub(crate) fn read(src: &[u8]) -> Result<Vec<RawMessage<'_>>, FormatError> {
    if src.len() < 4 {
        return Err(at_byte(
            0,
            format!(
                "the file is {} bytes long; expected an MO file, which starts with the 4-byte magic number 0x950412de",
                src.len()
            ),
        ));
    }
    let le = u32::from_le_bytes([src[0], src[1], src[2], src[3]]);
    let be = u32::from_be_bytes([src[0], src[1], src[2], src[3]]);
    let little = match (le == MAGIC, be == MAGIC) {
        (true, _) => true,
        (_, true) => false,
        _ => {
            return Err(at_byte(
                0,
                format!(
                    "bad magic number {:02x} {:02x} {:02x} {:02x}; expected the MO magic 0x950412de (bytes de 12 04 95 or 95 04 12 de)",
                    src[0], src[1], src[2], src[3]
                ),
            ))
        }
    };
    let word = |at: usize, what: &str| -> Result<usize, FormatError> {
        let b = src.get(at..at + 4).ok_or_else(|| {
            at_byte(
                at,
                format!(
                    "the file ends inside the header ({} bytes); expected the {what} there (the header is {HEADER_LEN} bytes)",
                    src.len()
                ),
            )
        })?;
        let b = [b[0], b[1], b[2], b[3]];
        let v = if little {
            u32::from_le_bytes(b)
        } else {
            u32::from_be_bytes(b)
        };
        Ok(v as usize)
    };
    let revision = word(4, "revision")?;
    let (major, minor) = (revision >> 16, revision & 0xffff);
    if major != 0 {
        return Err(at_byte(
            4,
            format!(
                "file format revision {major}.{minor}; expected major revision 0 (the only one GNU gettext reads)"
            ),
        )
        .with_kind(ErrorKind::Unsupported));
    }
    let count = word(8, "number of strings")?;
    let orig_table = word(12, "offset of the table of original strings")?;
    let trans_table = word(16, "offset of the table of translations")?;
    let hash_size = word(20, "size of the hash table")?;
    let hash_at = word(24, "offset of the hash table")?;
    if minor >= 1 {
        if src.len() < HEADER_LEN_SYSDEP {
            return Err(at_byte(
                src.len(),
                format!(
                    "the file ends inside the header of revision 0.{minor}; expected {HEADER_LEN_SYSDEP} bytes of header"
                ),
            ));
        }
        let sysdep = word(36, "number of system-dependent strings")?;
        if sysdep > 0 {
            return Err(at_byte(
                36,
                format!(
                    "{sysdep} system-dependent strings (format strings with <inttypes.h> macros such as <PRIu64>), which locforge does not read; expected a catalog without them"
                ),
            )
            .with_kind(ErrorKind::Unsupported));
        }
    }
    table_fits(src, orig_table, count, 8, 12, "table of original strings")?;
    table_fits(src, trans_table, count, 8, 16, "table of translations")?;
    if hash_size > 0 {
        table_fits(src, hash_at, hash_size, 4, 24, "hash table")?;
    }
    let mut messages = Vec::with_capacity(count);
    for i in 0..count {
        let (orig, orig_at) = string(src, orig_table + 8 * i, &word, "original string", i)?;
        let (trans, trans_at) = string(src, trans_table + 8 * i, &word, "translation", i)?;
        let m = RawMessage {
            orig,
            orig_at,
            trans,
            trans_at,
        };
        check_message(&m)?;
        messages.push(m);
    }
    Ok(messages)
}

/// Checks that `count` items of `size` bytes from `at` (read from the header word at `word_at`)
/// lie within the file.
fn table_fits(
    src: &[u8],
    at: usize,
    count: usize,
    size: usize,
    word_at: usize,
    what: &str,
) -> Result<(), FormatError> {
    let end = (count as u64) * (size as u64) + at as u64;
    if end > src.len() as u64 {
        return Err(at_byte(
            word_at,
            format!(
                "the {what} ({count} entries of {size} bytes at offset {at}) ends at byte {end}, past the end of the file ({} bytes); expected it within the file",
                src.len()
            ),
        ));
    }
    Ok(())
}

/// The string whose (length, offset) descriptor is at `desc`: its bytes and offset, checked to
/// lie within the file.
fn string<'a>(
    src: &'a [u8],
    desc: usize,
    word: &impl Fn(usize, &str) -> Result<usize, FormatError>,
    what: &str,
    index: usize,
) -> Result<(&'a [u8], usize), FormatError> {
    let len = word(desc, "string length")?;
    let at = word(desc + 4, "string offset")?;
    let end = at as u64 + len as u64;
    if end > src.len() as u64 {
        return Err(at_byte(
            desc,
            format!(
                "the {what} of message {index} ({len} bytes at offset {at}) ends at byte {end}, past the end of the file ({} bytes); expected it within the file",
                src.len()
            ),
        ));
    }
    Ok((&src[at..at + len], at))
}

/// Refuses a message gettext would misread: an original with two NULs, a plural whose msgid is
/// empty (the header's), a singular translation holding NUL-separated forms, a plural without
/// forms.
fn check_message(m: &RawMessage<'_>) -> Result<(), FormatError> {
    let nuls = m.orig.iter().filter(|&&b| b == 0).count();
    if nuls > 1 {
        let second = m
            .orig
            .iter()
            .enumerate()
            .filter(|(_, &b)| b == 0)
            .nth(1)
            .map_or(0, |(i, _)| i);
        return Err(at_byte(
            m.orig_at + second,
            "a second NUL in an original string; expected msgid, or msgid NUL msgid_plural",
        ));
    }
    if nuls == 1 && m.orig.first() == Some(&0) {
        // gettext takes a message without context whose msgid is empty for the header, plural
        // or not: a catalogue written back could only hold it as the header.
        return Err(at_byte(
            m.orig_at,
            "a plural message with an empty msgid, which gettext reads as the header; expected a non-empty msgid before the NUL",
        ));
    }
    if nuls == 1 && m.trans.is_empty() {
        return Err(at_byte(
            m.trans_at,
            "a plural message whose translation has no forms; expected its msgstr[n] forms separated by NUL",
        ));
    }
    if nuls == 0 {
        if let Some(p) = m.trans.iter().position(|&b| b == 0) {
            return Err(at_byte(
                m.trans_at + p,
                "a NUL inside the translation of a message without msgid_plural; expected one string (NUL separates the forms of plural messages only)",
            ));
        }
    }
    Ok(())
}
