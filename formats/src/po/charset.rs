//! The character set of a PO file (header `Content-Type: text/plain; charset=X`): decoding strings
//! at parse, encoding new values at build, and the one scanning hazard of legacy CJK charsets
//! (Shift_JIS, Big5, GBK and GB18030 put `\` inside two-byte characters).

use std::borrow::Cow;

use encoding_rs::{DecoderResult, EncoderResult, Encoding};

use crate::encoding;

/// How a charset's multi-byte characters must be stepped over while looking for `"` and `\`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Multibyte {
    /// No byte of a multi-byte character is ASCII (UTF-8, EUC-*, single-byte charsets).
    Safe,
    /// Shift_JIS: lead bytes 0x81–0x9F and 0xE0–0xFC take one trail byte.
    ShiftJis,
    /// Big5 and GBK: lead bytes 0x81–0xFE take one trail byte.
    DoubleByte,
    /// GB18030: like GBK, but a digit after the lead starts a four-byte sequence.
    Gb18030,
}

impl Multibyte {
    /// Bytes to skip after the lead byte `b` at the start of a character (0 for single bytes).
    #[inline]
    pub fn trail_len(self, b: u8, next: Option<u8>) -> usize {
        match self {
            Multibyte::Safe => 0,
            Multibyte::ShiftJis => usize::from(matches!(b, 0x81..=0x9F | 0xE0..=0xFC)),
            Multibyte::DoubleByte => usize::from(matches!(b, 0x81..=0xFE)),
            Multibyte::Gb18030 => match (b, next) {
                (0x81..=0xFE, Some(0x30..=0x39)) => 3,
                (0x81..=0xFE, _) => 1,
                _ => 0,
            },
        }
    }
}

/// A PO file's charset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Charset {
    /// The encoding.
    pub encoding: &'static Encoding,
    /// 0 for UTF-8, else 1 + its id in the legacy table ([`crate::encoding`]); carried in slot kinds.
    pub index: u8,
}

impl Charset {
    /// UTF-8, the default when a file declares nothing or xgettext's `CHARSET` placeholder.
    pub const UTF8: Charset = Charset {
        encoding: encoding_rs::UTF_8,
        index: 0,
    };

    /// The charset for a header label. `Err` says why the label cannot be used.
    pub fn from_label(label: &str) -> Result<Charset, String> {
        let label = label.trim();
        if label.is_empty() || label.eq_ignore_ascii_case("CHARSET") {
            return Ok(Charset::UTF8);
        }
        let enc = Encoding::for_label(label.as_bytes()).ok_or_else(|| {
            format!("unknown charset `{label}`; expected a charset such as UTF-8, ISO-8859-1 or windows-1251")
        })?;
        if enc == encoding_rs::UTF_8 {
            return Ok(Charset::UTF8);
        }
        let id = encoding::legacy_id(enc).ok_or_else(|| {
            format!(
                "charset `{label}` is not ASCII-compatible and cannot be used in a PO file; expected UTF-8 or a single-byte charset"
            )
        })?;
        Ok(Charset {
            encoding: enc,
            index: id + 1,
        })
    }

    /// The charset stored at `index` (from a slot kind); UTF-8 for anything unknown.
    pub fn from_index(index: u8) -> Charset {
        match index.checked_sub(1).and_then(encoding::legacy) {
            Some(enc) => Charset {
                encoding: enc,
                index,
            },
            None => Charset::UTF8,
        }
    }

    /// True for UTF-8.
    pub fn is_utf8(self) -> bool {
        self.encoding == encoding_rs::UTF_8
    }

    /// How to step over multi-byte characters while scanning.
    pub fn multibyte(self) -> Multibyte {
        let e = self.encoding;
        if e == encoding_rs::SHIFT_JIS {
            Multibyte::ShiftJis
        } else if e == encoding_rs::BIG5 || e == encoding_rs::GBK {
            Multibyte::DoubleByte
        } else if e == encoding_rs::GB18030 {
            Multibyte::Gb18030
        } else {
            Multibyte::Safe
        }
    }

    /// Decodes `bytes`; `Err(offset)` of the first malformed byte.
    pub fn decode(self, bytes: Vec<u8>) -> Result<String, usize> {
        if self.is_utf8() {
            return String::from_utf8(bytes).map_err(|e| e.utf8_error().valid_up_to());
        }
        if let Some(s) = self
            .encoding
            .decode_without_bom_handling_and_without_replacement(&bytes)
        {
            return Ok(s.into_owned());
        }
        let mut decoder = self.encoding.new_decoder_without_bom_handling();
        let mut out = String::with_capacity(bytes.len() * 3 + 16);
        let (res, read) = decoder.decode_to_string_without_replacement(&bytes, &mut out, true);
        match res {
            DecoderResult::Malformed(bad, extra) => {
                Err(read.saturating_sub(usize::from(bad) + usize::from(extra)))
            }
            _ => Err(0),
        }
    }

    /// Decodes text that needs no exactness (comments): malformed bytes become U+FFFD.
    pub fn decode_lossy(self, bytes: &[u8]) -> Cow<'_, str> {
        if self.is_utf8() {
            match std::str::from_utf8(bytes) {
                Ok(s) => Cow::Borrowed(s),
                Err(_) => String::from_utf8_lossy(bytes),
            }
        } else {
            self.encoding.decode_without_bom_handling(bytes).0
        }
    }

    /// Encodes `text`; `Err(c)` names the first character the charset cannot represent.
    pub fn encode(self, text: &str) -> Result<Cow<'_, [u8]>, char> {
        if self.is_utf8() || text.is_ascii() {
            return Ok(Cow::Borrowed(text.as_bytes()));
        }
        let mut encoder = self.encoding.new_encoder();
        let cap = encoder
            .max_buffer_length_from_utf8_without_replacement(text.len())
            .unwrap_or(text.len() * 4 + 16);
        let mut out = Vec::with_capacity(cap);
        let (res, _) = encoder.encode_from_utf8_to_vec_without_replacement(text, &mut out, true);
        match res {
            EncoderResult::InputEmpty => Ok(Cow::Owned(out)),
            EncoderResult::Unmappable(c) => Err(c),
            // The buffer was sized for the worst case.
            EncoderResult::OutputFull => Err('\u{FFFD}'),
        }
    }

    /// The charset's name for messages.
    pub fn name(self) -> &'static str {
        self.encoding.name()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels() {
        assert_eq!(Charset::from_label("UTF-8").expect("utf8"), Charset::UTF8);
        assert_eq!(
            Charset::from_label("CHARSET").expect("placeholder"),
            Charset::UTF8
        );
        let cp = Charset::from_label("CP1251").expect("cp1251");
        assert_eq!(cp.name(), "windows-1251");
        assert_eq!(Charset::from_index(cp.index), cp);
        assert!(Charset::from_label("UTF-16")
            .expect_err("utf16")
            .contains("not ASCII-compatible"));
        assert!(Charset::from_label("klingon")
            .expect_err("unknown")
            .contains("unknown charset"));
        assert_eq!(
            Charset::from_label("Shift_JIS").expect("sjis").multibyte(),
            Multibyte::ShiftJis
        );
    }

    #[test]
    fn round_trip_and_errors() {
        let cp = Charset::from_label("windows-1251").expect("cp1251");
        let bytes = cp.encode("Привет").expect("cyrillic fits").into_owned();
        assert_eq!(bytes.len(), 6);
        assert_eq!(cp.decode(bytes).expect("decodes"), "Привет");
        assert_eq!(cp.encode("日本"), Err('日'));
        assert_eq!(Charset::UTF8.decode(vec![b'a', 0xFF]), Err(1));
        let sjis = Charset::from_label("Shift_JIS").expect("sjis");
        assert_eq!(sjis.decode(vec![b'a', 0x81]), Err(1));
    }
}
