//! The character encoding of a `.strings` file: sniffed from the byte-order mark (UTF-8 with or
//! without one, UTF-16 LE/BE with one, and BOM-less UTF-16 recognised by its zero bytes), the
//! UTF-8 view the scanner walks (the file itself for UTF-8, a transcoded copy for UTF-16), the
//! mapping of view offsets back to the file's bytes, and encoding of new values into the file's
//! own encoding. Slot spans are offsets into the original bytes, so the splice writer copies every
//! untouched byte (BOM included) as it is, and render emits UTF-16 for a UTF-16 file.

use std::borrow::Cow;

use crate::error::{ErrorKind, FormatError};

/// The encoding of a `.strings` file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Enc {
    /// UTF-8 (with or without a byte-order mark).
    Utf8,
    /// UTF-16 little-endian.
    Utf16Le,
    /// UTF-16 big-endian.
    Utf16Be,
}

impl Enc {
    /// Two bits for slot kinds.
    pub fn code(self) -> u16 {
        match self {
            Enc::Utf8 => 0,
            Enc::Utf16Le => 1,
            Enc::Utf16Be => 2,
        }
    }

    /// The encoding of a [`code`](Self::code).
    pub fn from_code(c: u16) -> Option<Enc> {
        match c {
            0 => Some(Enc::Utf8),
            1 => Some(Enc::Utf16Le),
            2 => Some(Enc::Utf16Be),
            _ => None,
        }
    }

    /// Appends `s` in this encoding.
    pub fn encode_into(self, s: &str, out: &mut Vec<u8>) {
        match self {
            Enc::Utf8 => out.extend_from_slice(s.as_bytes()),
            Enc::Utf16Le => {
                out.reserve(s.len() * 2);
                for u in s.encode_utf16() {
                    out.extend_from_slice(&u.to_le_bytes());
                }
            }
            Enc::Utf16Be => {
                out.reserve(s.len() * 2);
                for u in s.encode_utf16() {
                    out.extend_from_slice(&u.to_be_bytes());
                }
            }
        }
    }
}

/// A file ready for scanning.
pub(crate) struct Input<'a> {
    /// The file's encoding.
    pub enc: Enc,
    /// UTF-8 text the scanner walks: the file itself, or its transcoding for UTF-16.
    pub view: Cow<'a, str>,
    /// Where scanning starts in `view` (after a UTF-8 BOM).
    pub start: usize,
    /// Length of the byte-order mark in the original file.
    pub bom: usize,
}

/// The encoding and BOM length of `src`.
fn sniff(src: &[u8]) -> (Enc, usize) {
    match src {
        [0xEF, 0xBB, 0xBF, ..] => (Enc::Utf8, 3),
        [0xFF, 0xFE, ..] => (Enc::Utf16Le, 2),
        [0xFE, 0xFF, ..] => (Enc::Utf16Be, 2),
        // No BOM: text starts with an ASCII character (a quote, a comment, a newline), which
        // UTF-16 writes with one zero byte.
        [0, b, ..] if *b != 0 => (Enc::Utf16Be, 0),
        [b, 0, ..] if *b != 0 => (Enc::Utf16Le, 0),
        _ => (Enc::Utf8, 0),
    }
}

impl<'a> Input<'a> {
    /// Sniffs and decodes `src`. Malformed bytes are a positioned encoding error.
    pub fn new(src: &'a [u8]) -> Result<Input<'a>, FormatError> {
        let (enc, bom) = sniff(src);
        if enc == Enc::Utf8 {
            let view = std::str::from_utf8(src).map_err(|e| {
                FormatError::at(
                    src,
                    e.valid_up_to(),
                    "invalid UTF-8; expected UTF-8 text, or UTF-16 with a byte-order mark",
                )
                .with_kind(ErrorKind::Encoding)
            })?;
            return Ok(Input {
                enc,
                view: Cow::Borrowed(view),
                start: bom,
                bom,
            });
        }
        let body = &src[bom..];
        let mut view = String::with_capacity(body.len() / 2 + body.len() / 8);
        let units = body.chunks_exact(2).map(|c| {
            if enc == Enc::Utf16Le {
                u16::from_le_bytes([c[0], c[1]])
            } else {
                u16::from_be_bytes([c[0], c[1]])
            }
        });
        for r in char::decode_utf16(units) {
            match r {
                Ok(c) => view.push(c),
                Err(e) => {
                    return Err(FormatError::at(
                        view.as_bytes(),
                        view.len(),
                        format!(
                            "invalid UTF-16: unpaired surrogate U+{:04X}; expected a high surrogate (U+D800–U+DBFF) followed by a low one (U+DC00–U+DFFF)",
                            e.unpaired_surrogate()
                        ),
                    )
                    .with_kind(ErrorKind::Encoding));
                }
            }
        }
        if body.len() % 2 == 1 {
            return Err(FormatError::at(
                view.as_bytes(),
                view.len(),
                "the UTF-16 file ends in the middle of a character (an odd number of bytes); expected whole 2-byte units",
            )
            .with_kind(ErrorKind::Encoding));
        }
        Ok(Input {
            enc,
            view: Cow::Owned(view),
            start: 0,
            bom,
        })
    }

    /// A mapper from view offsets to offsets in the original file.
    pub fn offsets(&self) -> OffsetMap {
        OffsetMap {
            utf16: self.enc != Enc::Utf8,
            bom: self.bom,
            at8: 0,
            at16: 0,
        }
    }
}

/// Maps offsets of the UTF-8 view of a UTF-16 file back to original byte offsets; asked in
/// increasing order (as slots come), each byte of the view is counted once.
pub(crate) struct OffsetMap {
    utf16: bool,
    bom: usize,
    at8: usize,
    at16: usize,
}

impl OffsetMap {
    /// The original byte offset of view offset `pos` (a character boundary).
    pub fn map(&mut self, view: &str, pos: usize) -> usize {
        if !self.utf16 {
            return pos;
        }
        if pos < self.at8 {
            self.at8 = 0;
            self.at16 = 0;
        }
        let piece = view.get(self.at8..pos).unwrap_or("");
        self.at16 += if piece.is_ascii() {
            piece.len()
        } else {
            piece.encode_utf16().count()
        };
        self.at8 = pos;
        self.bom + 2 * self.at16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16(s: &str, le: bool, bom: bool) -> Vec<u8> {
        let mut v = Vec::new();
        if bom {
            v.extend_from_slice(if le { &[0xFF, 0xFE] } else { &[0xFE, 0xFF] });
        }
        for u in s.encode_utf16() {
            v.extend_from_slice(&if le { u.to_le_bytes() } else { u.to_be_bytes() });
        }
        v
    }

    #[test]
    fn sniffs_every_encoding() {
        for (le, bom) in [(true, true), (false, true), (true, false), (false, false)] {
            let src = utf16("\"a\" = \"é😀\";", le, bom);
            let i = Input::new(&src).expect("decodes");
            assert_eq!(i.enc, if le { Enc::Utf16Le } else { Enc::Utf16Be });
            assert_eq!(&*i.view, "\"a\" = \"é😀\";");
            let mut m = i.offsets();
            let p = i.view.find(';').expect("semicolon");
            // 7 ASCII units, é (1 unit), 😀 (2 units), the closing quote.
            assert_eq!(m.map(&i.view, p), usize::from(bom) * 2 + 2 * 11);
        }
        let i = Input::new(b"\xEF\xBB\xBF\"a\";").expect("decodes");
        assert_eq!((i.enc, i.start, i.bom), (Enc::Utf8, 3, 3));
    }

    #[test]
    fn bad_bytes_are_positioned() {
        let e = Input::new(b"\"a\" =\n \"\xFF\";").err().expect("rejected");
        assert_eq!((e.kind, e.line, e.column), (ErrorKind::Encoding, 2, 3));
        let mut src = utf16("\"a\" =\n \"", true, true);
        src.extend_from_slice(&0xD83Du16.to_le_bytes());
        src.extend_from_slice(&utf16("\";", true, false));
        let e = Input::new(&src).err().expect("rejected");
        assert_eq!((e.kind, e.line, e.column), (ErrorKind::Encoding, 2, 3));
        assert!(e.message.contains("U+D83D"), "{e}");
    }
}
