//! Character encodings of XML files: detection from the byte-order mark and the XML declaration,
//! the byte view the XML scanner walks, decoding of text spans, offset mapping for transcoded
//! input, and encoding of new content back into the file's encoding (characters the encoding
//! cannot hold become numeric character references).
//!
//! UTF-8 and every ASCII-compatible encoding are scanned in place (markup is ASCII and, in the
//! supported multi-byte encodings, no trail byte is an XML delimiter), so skeleton spans are offsets
//! into the original bytes. UTF-16 is transcoded to UTF-8 first; spans are then mapped back.

use std::borrow::Cow;

use encoding_rs::Encoding;

use crate::control_chars::find_control_char;
use crate::encoding;
use crate::error::{ErrorKind, FormatError};
use crate::xml::scan::forbidden_char_message;

/// The encoding of an XML file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum XmlEncoding {
    /// UTF-8 (with or without BOM).
    Utf8,
    /// UTF-16 little-endian.
    Utf16Le,
    /// UTF-16 big-endian.
    Utf16Be,
    /// ISO-8859-1 proper (every byte is the code point of the same number).
    Latin1,
    /// US-ASCII: read leniently as Latin-1, written with references for anything above U+007F.
    Ascii,
    /// Another ASCII-compatible encoding from `encoding_rs`.
    Other(&'static Encoding),
}

impl XmlEncoding {
    /// A small number identifying the encoding, stored in skeleton slot kinds.
    pub fn id(self) -> u8 {
        match self {
            XmlEncoding::Utf8 => 0,
            XmlEncoding::Utf16Le => 1,
            XmlEncoding::Utf16Be => 2,
            XmlEncoding::Latin1 => 3,
            XmlEncoding::Ascii => 4,
            XmlEncoding::Other(e) => encoding::legacy_id(e).map_or(0, |i| i + 5),
        }
    }

    /// The encoding with this [`id`](Self::id) (UTF-8 for unknown ids).
    pub fn from_id(id: u8) -> XmlEncoding {
        match id {
            1 => XmlEncoding::Utf16Le,
            2 => XmlEncoding::Utf16Be,
            3 => XmlEncoding::Latin1,
            4 => XmlEncoding::Ascii,
            n if n >= 5 => encoding::legacy(n - 5).map_or(XmlEncoding::Utf8, XmlEncoding::Other),
            _ => XmlEncoding::Utf8,
        }
    }

    /// The encoding of the scanner view of a file in this encoding (UTF-8 for UTF-16).
    pub fn view_encoding(self) -> XmlEncoding {
        if self.is_utf16() {
            XmlEncoding::Utf8
        } else {
            self
        }
    }

    /// True for UTF-16, whose scanner view is a transcoded UTF-8 copy.
    pub fn is_utf16(self) -> bool {
        matches!(self, XmlEncoding::Utf16Le | XmlEncoding::Utf16Be)
    }

    /// Decodes bytes of the scanner view (UTF-8 for UTF-8 and UTF-16 files, the raw encoding
    /// otherwise). `Err(offset)` points at the first undecodable byte.
    pub fn decode_view(self, bytes: &[u8]) -> Result<Cow<'_, str>, usize> {
        match self {
            XmlEncoding::Utf8 | XmlEncoding::Utf16Le | XmlEncoding::Utf16Be => {
                std::str::from_utf8(bytes)
                    .map(Cow::Borrowed)
                    .map_err(|e| e.valid_up_to())
            }
            XmlEncoding::Latin1 | XmlEncoding::Ascii => {
                if bytes.is_ascii() {
                    Ok(Cow::Borrowed(std::str::from_utf8(bytes).unwrap_or("")))
                } else {
                    Ok(Cow::Owned(bytes.iter().map(|&b| b as char).collect()))
                }
            }
            XmlEncoding::Other(enc) => enc
                .decode_without_bom_handling_and_without_replacement(bytes)
                .ok_or_else(|| first_bad_byte(enc, bytes)),
        }
    }

    /// Decodes `view[range]` as [`XmlEncoding::decode_view`] does; an undecodable byte is an
    /// encoding error positioned in `view`, naming the encoding.
    pub fn decode_range<'v>(
        self,
        view: &'v [u8],
        range: std::ops::Range<usize>,
    ) -> Result<Cow<'v, str>, FormatError> {
        let start = range.start;
        self.decode_view(&view[range]).map_err(|bad| {
            FormatError::at(
                view,
                start + bad,
                format!(
                    "a byte sequence that is not valid {self:?} text; expected text in the encoding the XML declaration names"
                ),
            )
            .with_kind(ErrorKind::Encoding)
        })
    }

    /// Appends `s` encoded for the output file. Characters the encoding cannot hold are written as
    /// numeric character references (so callers must only pass text destined for element content
    /// or attribute values).
    pub fn encode_into(self, s: &str, out: &mut Vec<u8>) {
        match self {
            XmlEncoding::Utf8 => out.extend_from_slice(s.as_bytes()),
            _ if s.is_ascii() && !self.is_utf16() => out.extend_from_slice(s.as_bytes()),
            XmlEncoding::Utf16Le => {
                for u in s.encode_utf16() {
                    out.extend_from_slice(&u.to_le_bytes());
                }
            }
            XmlEncoding::Utf16Be => {
                for u in s.encode_utf16() {
                    out.extend_from_slice(&u.to_be_bytes());
                }
            }
            XmlEncoding::Latin1 | XmlEncoding::Ascii => {
                let max = if self == XmlEncoding::Latin1 {
                    0xFF
                } else {
                    0x7F
                };
                for c in s.chars() {
                    if (c as u32) <= max {
                        out.push(c as u32 as u8);
                    } else {
                        out.extend_from_slice(format!("&#{};", c as u32).as_bytes());
                    }
                }
            }
            XmlEncoding::Other(enc) => {
                // encoding_rs writes unmappable characters as decimal numeric references.
                let (bytes, _, _) = enc.encode(s);
                out.extend_from_slice(&bytes);
            }
        }
    }
}

fn first_bad_byte(enc: &'static Encoding, bytes: &[u8]) -> usize {
    let mut decoder = enc.new_decoder_without_bom_handling();
    let mut buf = String::with_capacity(bytes.len() * 3 + 16);
    let (_, read) = decoder.decode_to_string_without_replacement(bytes, &mut buf, true);
    read
}

/// Decodes the UTF-16 `body` (after a `bom`-byte byte-order mark). An unpaired surrogate is an
/// error naming its line and column (in the text decoded so far) and its byte offset in the file.
fn decode_utf16(body: &[u8], bom: usize, little_endian: bool) -> Result<String, FormatError> {
    let units = body.chunks_exact(2).map(|c| {
        if little_endian {
            u16::from_le_bytes([c[0], c[1]])
        } else {
            u16::from_be_bytes([c[0], c[1]])
        }
    });
    let mut text = String::with_capacity(body.len() / 2 + body.len() / 8);
    let mut unit = 0usize;
    for r in char::decode_utf16(units) {
        match r {
            Ok(c) => {
                unit += c.len_utf16();
                text.push(c);
            }
            Err(e) => {
                return Err(FormatError::at(
                    text.as_bytes(),
                    text.len(),
                    format!(
                        "invalid UTF-16 at byte {}: unpaired surrogate U+{:04X}; expected a high surrogate (U+D800–U+DBFF) followed by a low one (U+DC00–U+DFFF)",
                        bom + unit * 2,
                        e.unpaired_surrogate()
                    ),
                ));
            }
        }
    }
    Ok(text)
}

/// An XML file ready for scanning: the encoding, the byte view, and where scanning starts.
pub struct XmlInput<'a> {
    /// The file's encoding.
    pub encoding: XmlEncoding,
    /// The bytes the scanner walks: the original file, or its UTF-8 transcoding for UTF-16.
    pub view: Cow<'a, [u8]>,
    /// Offset of the first byte after the byte-order mark in `view`.
    pub start: usize,
    /// Byte-order mark length in the original file.
    pub bom: usize,
}

impl<'a> XmlInput<'a> {
    /// Detects the encoding of `src` (BOM, then the XML declaration, default UTF-8) and prepares
    /// the scanner view. UTF-8 input is validated here. Every error is an encoding error.
    /// A character XML 1.0 does not allow anywhere in the file is a syntax error.
    pub fn new(src: &'a [u8]) -> Result<XmlInput<'a>, FormatError> {
        let input = XmlInput::detect(src).map_err(|e| e.with_kind(ErrorKind::Encoding))?;
        if let Some((at, c)) = find_control_char(
            &input.view[input.start..],
            input.encoding.view_encoding() == XmlEncoding::Utf8,
        ) {
            return Err(FormatError::at(
                &input.view,
                input.start + at,
                forbidden_char_message(c),
            ));
        }
        Ok(input)
    }

    fn detect(src: &'a [u8]) -> Result<XmlInput<'a>, FormatError> {
        let (mut encoding, bom) = match src {
            [0xEF, 0xBB, 0xBF, ..] => (XmlEncoding::Utf8, 3),
            [0xFF, 0xFE, ..] => (XmlEncoding::Utf16Le, 2),
            [0xFE, 0xFF, ..] => (XmlEncoding::Utf16Be, 2),
            [b'<', 0, b'?', 0, ..] => (XmlEncoding::Utf16Le, 0),
            [0, b'<', 0, b'?', ..] => (XmlEncoding::Utf16Be, 0),
            _ => (XmlEncoding::Utf8, 0),
        };
        if encoding.is_utf16() {
            let body = &src[bom..];
            if !body.len().is_multiple_of(2) {
                return Err(FormatError::at(
                    src,
                    src.len(),
                    "a UTF-16 file must have an even number of bytes; the file is truncated",
                ));
            }
            let view = decode_utf16(body, bom, encoding == XmlEncoding::Utf16Le)?.into_bytes();
            if let Some(label) = declared_encoding(&view) {
                let l = label.to_ascii_lowercase();
                if !l.starts_with("utf-16") && l != "utf16" && l != "ucs-2" {
                    return Err(FormatError::at(
                        &view,
                        0,
                        format!("the XML declaration says encoding \"{label}\" but the file is UTF-16; expected encoding=\"UTF-16\""),
                    ));
                }
            }
            return Ok(XmlInput {
                encoding,
                view: Cow::Owned(view),
                start: 0,
                bom,
            });
        }
        if let Some(label) = declared_encoding(&src[bom..]) {
            let declared = encoding_for_label(&label).ok_or_else(|| {
                FormatError::at(
                    src,
                    bom,
                    format!("unsupported encoding \"{label}\" in the XML declaration; expected UTF-8, UTF-16, ISO-8859-x, windows-125x or another ASCII-compatible encoding"),
                )
            })?;
            if declared.is_utf16() {
                return Err(FormatError::at(
                    src,
                    bom,
                    format!("the XML declaration says \"{label}\" but the file has no UTF-16 byte-order mark and reads as 8-bit text"),
                ));
            }
            if bom == 3 && declared != XmlEncoding::Utf8 {
                return Err(FormatError::at(
                    src,
                    bom,
                    format!("the XML declaration says \"{label}\" but the file starts with a UTF-8 byte-order mark"),
                ));
            }
            encoding = declared;
        }
        if encoding == XmlEncoding::Utf8 {
            if let Err(bad) = crate::simd::validate(src) {
                return Err(FormatError::at(
                    src,
                    bad,
                    "invalid UTF-8; expected UTF-8 text (or an encoding named in the XML declaration)",
                ));
            }
        }
        Ok(XmlInput {
            encoding,
            view: Cow::Borrowed(src),
            start: bom,
            bom,
        })
    }

    /// A mapper from view offsets to original offsets (identity except for UTF-16).
    pub fn offsets(&self) -> OffsetMap {
        OffsetMap {
            utf16: self.encoding.is_utf16(),
            bom: self.bom,
            at8: 0,
            at16: 0,
        }
    }
}

/// Maps offsets of the UTF-8 view of a UTF-16 file back to original byte offsets. Cheapest when
/// asked in increasing order.
pub struct OffsetMap {
    utf16: bool,
    bom: usize,
    at8: usize,
    at16: usize,
}

impl OffsetMap {
    /// The original byte offset of view offset `pos` (which must lie on a character boundary).
    pub fn map(&mut self, view: &[u8], pos: usize) -> usize {
        if !self.utf16 {
            return pos;
        }
        if pos < self.at8 {
            self.at8 = 0;
            self.at16 = 0;
        }
        let piece = String::from_utf8_lossy(&view[self.at8..pos.min(view.len())]);
        self.at16 += piece.encode_utf16().count();
        self.at8 = pos;
        self.bom + 2 * self.at16
    }
}

/// The `encoding` pseudo-attribute of the XML declaration at the start of `bytes`, if any.
pub fn declared_encoding(bytes: &[u8]) -> Option<String> {
    if !bytes.starts_with(b"<?xml") {
        return None;
    }
    let end = memchr::memmem::find(&bytes[..bytes.len().min(512)], b"?>")?;
    let decl = &bytes[5..end];
    let p = memchr::memmem::find(decl, b"encoding")?;
    let mut i = p + 8;
    while i < decl.len() && decl[i].is_ascii_whitespace() {
        i += 1;
    }
    if decl.get(i) != Some(&b'=') {
        return None;
    }
    i += 1;
    while i < decl.len() && decl[i].is_ascii_whitespace() {
        i += 1;
    }
    let q = *decl.get(i)?;
    if q != b'"' && q != b'\'' {
        return None;
    }
    let rest = &decl[i + 1..];
    let e = memchr::memchr(q, rest)?;
    Some(String::from_utf8_lossy(&rest[..e]).into_owned())
}

/// The encoding an XML declaration label names.
pub fn encoding_for_label(label: &str) -> Option<XmlEncoding> {
    let l = label.trim().to_ascii_lowercase();
    match l.as_str() {
        "utf-8" | "utf8" => return Some(XmlEncoding::Utf8),
        "iso-8859-1" | "iso8859-1" | "iso_8859-1" | "latin1" | "latin-1" | "l1" | "iso-ir-100"
        | "cp819" | "ibm819" => return Some(XmlEncoding::Latin1),
        "us-ascii" | "ascii" | "iso646-us" => return Some(XmlEncoding::Ascii),
        "utf-16" | "utf-16le" | "utf-16be" | "utf16" | "ucs-2" => {
            return Some(XmlEncoding::Utf16Le)
        }
        _ => {}
    }
    let enc = Encoding::for_label(l.as_bytes())?;
    if enc == encoding_rs::UTF_8 {
        return Some(XmlEncoding::Utf8);
    }
    // x-user-defined is no charset an XML file can declare.
    if enc == encoding_rs::X_USER_DEFINED {
        return None;
    }
    encoding::legacy_id(enc).map(|_| XmlEncoding::Other(enc))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_bom_and_declaration() {
        let x = XmlInput::new(b"\xEF\xBB\xBF<?xml version='1.0'?><a/>").unwrap();
        assert_eq!((x.encoding, x.start), (XmlEncoding::Utf8, 3));
        let x =
            XmlInput::new(b"<?xml version=\"1.0\" encoding=\"windows-1252\"?><a>\x80</a>").unwrap();
        assert_eq!(x.encoding, XmlEncoding::Other(encoding_rs::WINDOWS_1252));
        assert_eq!(x.encoding.decode_view(b"\x80").unwrap(), "€");
        let x = XmlInput::new(b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>").unwrap();
        assert_eq!(x.encoding, XmlEncoding::Latin1);
        assert!(XmlInput::new(b"<?xml version=\"1.0\" encoding=\"klingon\"?><a/>").is_err());
        let e = XmlInput::new(b"<a>\xFF</a>").err().unwrap();
        assert_eq!((e.line, e.column), (1, 4));
    }

    #[test]
    fn utf16_is_transcoded_and_offsets_map_back() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a>é😀x</a>";
        let mut src = vec![0xFF, 0xFE];
        for u in text.encode_utf16() {
            src.extend_from_slice(&u.to_le_bytes());
        }
        let x = XmlInput::new(&src).unwrap();
        assert_eq!(x.encoding, XmlEncoding::Utf16Le);
        assert_eq!(&x.view[..], text.as_bytes());
        let mut m = x.offsets();
        let p = text.find('x').unwrap();
        // 'x' is preceded by 43 ASCII units, é (1 unit) and 😀 (2 units).
        let units = text[..p].encode_utf16().count();
        assert_eq!(m.map(&x.view, p), 2 + 2 * units);
    }

    #[test]
    fn encoding_falls_back_to_references() {
        let mut out = Vec::new();
        XmlEncoding::Latin1.encode_into("é€", &mut out);
        assert_eq!(out, b"\xE9&#8364;");
        out.clear();
        XmlEncoding::Other(encoding_rs::WINDOWS_1252).encode_into("€ж", &mut out);
        assert_eq!(out, b"\x80&#1078;");
        for id in 0..39u8 {
            assert_eq!(XmlEncoding::from_id(id).id(), id);
        }
    }
}
