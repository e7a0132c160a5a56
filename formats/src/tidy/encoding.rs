//! A file's bytes as UTF-8 without a BOM, for the platform's own parsers (file-pre-import):
//! UTF-16 (by its BOM, or by the NUL bytes of ASCII text without one) and the legacy 8-bit
//! encodings a file declares (the XML declaration's `encoding`, a PO header's `charset`; `.properties`
//! files are ISO-8859-1 when they are not UTF-8, as `Properties.load` reads them) are decoded,
//! and the declaration rewritten to say UTF-8. A file that is not UTF-8 and says nothing else is
//! refused at its first byte that is not UTF-8.

use encoding_rs::{DecoderResult, Encoding, UTF_16BE, UTF_16LE};

use crate::error::{ErrorKind, FormatError};

/// What [`to_utf8`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utf8File {
    /// The file as UTF-8.
    pub bytes: Vec<u8>,
    /// The encoding it was read from (`UTF-8` when it already was).
    pub from: &'static str,
    /// Whether a BOM was removed.
    pub had_bom: bool,
}

/// `src` (a file of format `format_key`) as UTF-8 without a BOM.
pub fn to_utf8(src: &[u8], format_key: &str) -> Result<Utf8File, FormatError> {
    let done = |bytes: Vec<u8>, from: &'static str, had_bom: bool| Utf8File {
        bytes,
        from,
        had_bom,
    };
    if let Some(rest) = src.strip_prefix("\u{feff}".as_bytes()) {
        check_utf8(rest, 3)?;
        return Ok(done(rest.to_vec(), "UTF-8", true));
    }
    if let Some(rest) = src.strip_prefix(b"\xff\xfe") {
        return Ok(done(
            declare_utf8(&decode(rest, UTF_16LE, 2)?, format_key),
            "UTF-16LE",
            true,
        ));
    }
    if let Some(rest) = src.strip_prefix(b"\xfe\xff") {
        return Ok(done(
            declare_utf8(&decode(rest, UTF_16BE, 2)?, format_key),
            "UTF-16BE",
            true,
        ));
    }
    if let Some(enc) = utf16_without_bom(src) {
        return Ok(done(
            declare_utf8(&decode(src, enc, 0)?, format_key),
            enc.name(),
            false,
        ));
    }
    let Err(first_bad) = std::str::from_utf8(src).map_err(|e| e.valid_up_to()) else {
        return Ok(done(src.to_vec(), "UTF-8", false));
    };
    if let Some(enc) = declared(src, format_key) {
        let utf8 = decode(src, enc, 0)?;
        return Ok(done(declare_utf8(&utf8, format_key), enc.name(), false));
    }
    if format_key == "properties" {
        // ISO-8859-1: one character per byte (not windows-1252, which WHATWG maps the label to).
        let text: String = src.iter().map(|&b| char::from(b)).collect();
        return Ok(done(text.into_bytes(), "ISO-8859-1", false));
    }
    Err(FormatError::at(
        src,
        first_bad,
        format!(
            "byte 0x{:02X} is not UTF-8, and the file declares no other encoding; save it as UTF-8 (or declare its encoding)",
            src[first_bad]
        ),
    )
    .with_kind(ErrorKind::Encoding))
}

fn check_utf8(src: &[u8], offset: usize) -> Result<(), FormatError> {
    std::str::from_utf8(src).map(|_| ()).map_err(|e| {
        let at = e.valid_up_to();
        let mut whole = Vec::with_capacity(offset + src.len());
        whole.resize(offset, b' ');
        whole.extend_from_slice(src);
        FormatError::at(
            &whole,
            offset + at,
            format!(
                "byte 0x{:02X} is not UTF-8, although the file starts with a UTF-8 BOM",
                src[at]
            ),
        )
        .with_kind(ErrorKind::Encoding)
    })
}

/// `src` (without its BOM, which sat at `offset`) decoded from `enc`; malformed input is refused
/// with the position of the first bad unit.
fn decode(src: &[u8], enc: &'static Encoding, offset: usize) -> Result<Vec<u8>, FormatError> {
    let mut decoder = enc.new_decoder_without_bom_handling();
    let mut out = String::with_capacity(src.len() * 2);
    let max = decoder
        .max_utf8_buffer_length_without_replacement(src.len())
        .unwrap_or(src.len() * 3 + 16);
    out.reserve(max);
    let (result, read) = decoder.decode_to_string_without_replacement(src, &mut out, true);
    match result {
        DecoderResult::InputEmpty => Ok(out.into_bytes()),
        DecoderResult::Malformed(bad, _) => {
            let at = read.saturating_sub(bad as usize);
            // The position is counted in the decoded text so far (line and column of the text).
            let before = out.len();
            let mut shown = out.into_bytes();
            shown.truncate(before);
            Err(FormatError::at(
                &shown,
                shown.len(),
                format!(
                    "malformed {} at byte {} of the file",
                    enc.name(),
                    offset + at
                ),
            )
            .with_kind(ErrorKind::Encoding))
        }
        DecoderResult::OutputFull => Err(FormatError::whole(format!(
            "the {} text did not fit its buffer (a bug)",
            enc.name()
        ))
        .with_kind(ErrorKind::Internal)),
    }
}

/// UTF-16 without a BOM: text whose first characters are ASCII has a NUL in every other byte.
fn utf16_without_bom(src: &[u8]) -> Option<&'static Encoding> {
    let head = &src[..src.len().min(64) & !1];
    if head.len() < 4 {
        return None;
    }
    let even_nul = head.iter().step_by(2).all(|&b| b == 0);
    let odd_nul = head.iter().skip(1).step_by(2).all(|&b| b == 0);
    match (even_nul, odd_nul) {
        (true, false) => Some(UTF_16BE),
        (false, true) => Some(UTF_16LE),
        _ => None,
    }
}

/// The legacy encoding a file declares: XML's `encoding`, a PO header's `charset`.
fn declared(src: &[u8], format_key: &str) -> Option<&'static Encoding> {
    let label = match format_key {
        "po" => po_charset(src)?,
        _ => crate::xml::encoding::declared_encoding(src)?,
    };
    Encoding::for_label(label.trim().as_bytes()).filter(|e| e.is_ascii_compatible())
}

/// The `charset=` of a PO header's Content-Type, read from the first 64 KB.
fn po_charset(src: &[u8]) -> Option<String> {
    let head = &src[..src.len().min(64 * 1024)];
    let at = memchr::memmem::find(head, b"charset=")? + 8;
    let end = head[at..]
        .iter()
        .position(|b| matches!(b, b'\\' | b'"' | b';' | b'\n' | b' '))
        .map_or(head.len(), |i| at + i);
    Some(String::from_utf8_lossy(&head[at..end]).into_owned())
}

/// `utf8` with its encoding declaration (XML declaration, PO charset) saying UTF-8.
fn declare_utf8(utf8: &[u8], format_key: &str) -> Vec<u8> {
    let (start, end) = if format_key == "po" {
        match memchr::memmem::find(&utf8[..utf8.len().min(64 * 1024)], b"charset=") {
            Some(p) => {
                let at = p + 8;
                let end = utf8[at..]
                    .iter()
                    .position(|b| matches!(b, b'\\' | b'"' | b';' | b'\n' | b' '))
                    .map_or(utf8.len(), |i| at + i);
                (at, end)
            }
            None => return utf8.to_vec(),
        }
    } else {
        match xml_encoding_value(utf8) {
            Some(span) => span,
            None => return utf8.to_vec(),
        }
    };
    let mut out = Vec::with_capacity(utf8.len());
    out.extend_from_slice(&utf8[..start]);
    out.extend_from_slice(b"UTF-8");
    out.extend_from_slice(&utf8[end..]);
    out
}

/// The byte span of the XML declaration's `encoding` value.
fn xml_encoding_value(bytes: &[u8]) -> Option<(usize, usize)> {
    if !bytes.starts_with(b"<?xml") {
        return None;
    }
    let decl_end = memchr::memmem::find(&bytes[..bytes.len().min(512)], b"?>")?;
    let p = memchr::memmem::find(&bytes[..decl_end], b"encoding")? + 8;
    let q = p + bytes[p..decl_end]
        .iter()
        .position(|b| *b == b'"' || *b == b'\'')?;
    let quote = bytes[q];
    let close = q + 1 + bytes[q + 1..decl_end].iter().position(|b| *b == quote)?;
    Some((q + 1, close))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf16_and_declared_encodings_become_utf8_with_the_declaration_updated() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<resources><string name=\"a\">Größe</string></resources>\n";
        let mut le = vec![0xff, 0xfe];
        le.extend(xml.encode_utf16().flat_map(u16::to_le_bytes));
        let out = to_utf8(&le, "android").expect("utf-16");
        assert_eq!(out.from, "UTF-16LE");
        assert_eq!(
            String::from_utf8(out.bytes).expect("utf-8"),
            xml.replace("UTF-16", "UTF-8")
        );
        let be: Vec<u8> = "{\"a\": \"b\"}"
            .encode_utf16()
            .flat_map(u16::to_be_bytes)
            .collect();
        assert_eq!(
            to_utf8(&be, "json").expect("no bom").bytes,
            b"{\"a\": \"b\"}"
        );
        let latin = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>Gr\xf6\xdfe</a>";
        let out = to_utf8(latin, "resx").expect("latin-1");
        assert_eq!(
            out.bytes,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><a>Größe</a>".as_bytes()
        );
        let po = b"msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"a\"\nmsgstr \"\xe9\"\n";
        let out = to_utf8(po, "po").expect("po");
        assert!(String::from_utf8(out.bytes)
            .expect("utf-8")
            .contains("charset=UTF-8\\n\"\n\nmsgid \"a\"\nmsgstr \"é\""));
        let props = to_utf8(b"a=caf\xe9\n", "properties").expect("latin-1");
        assert_eq!(props.bytes, "a=café\n".as_bytes());
        let bom = to_utf8("\u{feff}a: b\n".as_bytes(), "yaml").expect("bom");
        assert!(bom.had_bom);
        assert_eq!(bom.bytes, b"a: b\n");
    }

    #[test]
    fn a_file_that_is_not_utf8_and_says_nothing_is_refused_at_its_byte() {
        let e = to_utf8(b"{\n  \"a\": \"caf\xe9\"\n}", "json").expect_err("latin-1 json");
        assert_eq!((e.line, e.column), (2, 12), "{e:?}");
        assert!(e.message.contains("0xE9"), "{}", e.message);
        let e = to_utf8(b"\xff\xfeA\x00\x00\xd8", "json").expect_err("lone surrogate");
        assert!(e.message.contains("UTF-16LE"), "{}", e.message);
    }
}
