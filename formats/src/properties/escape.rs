//! The character layer of `.properties`: the file's charset (sniffed), reading a key or value
//! with Java's escapes (`Properties.loadConvert`), and writing one back with the escapes a value
//! needs and the charset and escaping style it came with.
//!
//! What must not live here: line structure (continuations, separators, comments: `scan`) and
//! slot kinds (`render`).

use std::fmt::Write as _;

use crate::error::ErrorKind;

/// How a file's bytes are characters. Sniffed per file: valid UTF-8 with non-ASCII bytes (or a
/// UTF-8 byte-order mark) is UTF-8 (Java 9+ `PropertyResourceBundle`); anything else that is not
/// ASCII is ISO-8859-1 (`Properties.load(InputStream)`, and the bundle's fallback).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Charset {
    /// Only ASCII bytes: both readers agree, and a new non-ASCII character is written `\uXXXX`
    /// so that they still do.
    Ascii = 0,
    /// UTF-8.
    Utf8 = 1,
    /// ISO-8859-1: one byte per character U+0000–U+00FF; anything above is written `\uXXXX`.
    Latin1 = 2,
}

impl Charset {
    /// The charset of `src` (`start` = after a UTF-8 BOM, when it has one), and the file as text
    /// when it is UTF-8 (BOM included), so that keys and values are not validated again.
    pub(crate) fn sniff(src: &[u8], start: usize) -> (Charset, Option<&str>) {
        match std::str::from_utf8(src) {
            Ok(s) if start == 0 && s.is_ascii() => (Charset::Ascii, Some(s)),
            Ok(s) => (Charset::Utf8, Some(s)),
            Err(_) => (Charset::Latin1, None),
        }
    }

    /// The charset stored as `bits` (the low two bits of a slot kind).
    pub(crate) fn from_bits(bits: u16) -> Option<Charset> {
        match bits {
            0 => Some(Charset::Ascii),
            1 => Some(Charset::Utf8),
            2 => Some(Charset::Latin1),
            _ => None,
        }
    }
}

/// The bytes of a key or value in a form read without validating them again: text (ASCII or
/// UTF-8 files) or ISO-8859-1 bytes.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Chars<'a> {
    /// From an ASCII or UTF-8 file.
    Text(&'a str),
    /// From an ISO-8859-1 file: one character per byte.
    Latin1(&'a [u8]),
}

impl<'a> Chars<'a> {
    /// The bytes.
    pub(crate) fn bytes(self) -> &'a [u8] {
        match self {
            Chars::Text(s) => s.as_bytes(),
            Chars::Latin1(b) => b,
        }
    }

    /// Appends bytes `from..to` (no escapes in them, both ends next to ASCII) as text.
    fn push(self, from: usize, to: usize, out: &mut String) -> Result<(), Malformed> {
        match self {
            Chars::Latin1(b) => out.extend(b[from..to].iter().map(|&b| char::from(b))),
            Chars::Text(s) => out.push_str(s.get(from..to).ok_or_else(|| Malformed {
                at: from,
                kind: ErrorKind::Internal,
                message:
                    "internal error: a run of text does not start or end at a character".into(),
            })?),
        }
        Ok(())
    }
}

/// A key or value that Java would not read (or that is no Unicode text): where (offset in the
/// bytes given), what kind of error, and what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Malformed {
    /// Offset of the problem in the bytes handed to [`unescape`].
    pub at: usize,
    /// The error's kind.
    pub kind: ErrorKind,
    /// What was wrong and what was expected.
    pub message: String,
}

/// What reading a key or value found besides its text.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Read {
    /// The text used a `\uXXXX` escape for a character outside ASCII: new text for the value is
    /// written with `\uXXXX` escapes too.
    pub unicode_escapes: bool,
}

/// Reads `bytes` (a key or a value, continuations already joined) into `out` with Java's
/// escapes: `\uXXXX` (a UTF-16 unit; surrogate pairs join), `\t \n \r \f`, and `\x` = `x` for
/// any other character. A malformed `\u` is an error (Java throws); so is a lone surrogate, which
/// no Unicode string can hold.
pub(crate) fn unescape(chars: Chars<'_>, out: &mut String) -> Result<Read, Malformed> {
    let bytes = chars.bytes();
    let mut read = Read::default();
    let mut i = 0;
    let mut high: Option<(u16, usize)> = None;
    while i < bytes.len() {
        let Some(p) = memchr::memchr(b'\\', &bytes[i..]) else {
            check_pair(high, bytes)?;
            chars.push(i, bytes.len(), out)?;
            break;
        };
        let at = i + p;
        if p > 0 {
            check_pair(high.take(), bytes)?;
            chars.push(i, at, out)?;
        }
        let Some(&c) = bytes.get(at + 1) else {
            // A lone backslash at the very end: Java drops it (the scanner removes a
            // continuation's backslash, so only a file's last line can end so).
            check_pair(high.take(), bytes)?;
            break;
        };
        if c == b'u' {
            let unit = hex4(bytes, at)?;
            match (high.take(), unit) {
                (Some((h, _)), 0xDC00..=0xDFFF) => {
                    let cp = 0x10000 + ((u32::from(h) - 0xD800) << 10) + (u32::from(unit) - 0xDC00);
                    out.push(char::from_u32(cp).unwrap_or(char::REPLACEMENT_CHARACTER));
                    read.unicode_escapes = true;
                }
                (Some((_, h_at)), _) => return Err(lone_surrogate(bytes, h_at)),
                (None, 0xD800..=0xDBFF) => high = Some((unit, at)),
                (None, 0xDC00..=0xDFFF) => return Err(lone_surrogate(bytes, at)),
                (None, u) => {
                    out.push(char::from_u32(u32::from(u)).unwrap_or(char::REPLACEMENT_CHARACTER));
                    read.unicode_escapes |= u > 0x7F;
                }
            }
            i = at + 6;
            continue;
        }
        check_pair(high.take(), bytes)?;
        match c {
            b't' => out.push('\t'),
            b'n' => out.push('\n'),
            b'r' => out.push('\r'),
            b'f' => out.push('\u{c}'),
            c if c.is_ascii() => out.push(char::from(c)),
            _ => {
                // `\` before a non-ASCII character stands for the character: drop the backslash
                // and let the next run read it in the file's charset.
                i = at + 1;
                continue;
            }
        }
        i = at + 2;
    }
    check_pair(high, bytes)?;
    Ok(read)
}

/// Error when a high surrogate read earlier is not followed by its low half.
fn check_pair(high: Option<(u16, usize)>, bytes: &[u8]) -> Result<(), Malformed> {
    match high {
        Some((_, at)) => Err(lone_surrogate(bytes, at)),
        None => Ok(()),
    }
}

fn lone_surrogate(bytes: &[u8], at: usize) -> Malformed {
    let shown = String::from_utf8_lossy(&bytes[at..(at + 6).min(bytes.len())]).into_owned();
    Malformed {
        at,
        kind: ErrorKind::Encoding,
        message: format!(
            "`{shown}` is half of a UTF-16 surrogate pair; expected a high surrogate \\uD800–\\uDBFF directly followed by a low surrogate \\uDC00–\\uDFFF"
        ),
    }
}

/// The UTF-16 unit of the `\uXXXX` escape at `at` (the backslash).
fn hex4(bytes: &[u8], at: usize) -> Result<u16, Malformed> {
    let digits = bytes.get(at + 2..at + 6);
    let value = digits.and_then(|d| {
        d.iter().try_fold(0u16, |acc, &b| {
            char::from(b).to_digit(16).map(|v| (acc << 4) | v as u16)
        })
    });
    value.ok_or_else(|| {
        let end = bytes.len().min(at + 6);
        let mut shown = String::from_utf8_lossy(&bytes[at..end]).into_owned();
        // Cut at the line end the escape ran into, so the message stays on one line.
        if let Some(p) = shown.find(['\n', '\r']) {
            shown.truncate(p);
        }
        Malformed {
            at,
            kind: ErrorKind::Syntax,
            message: format!(
                "malformed escape `{shown}`: expected \\u followed by four hexadecimal digits"
            ),
        }
    })
}

/// How a value is written: the file's charset and the value's own escaping style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Style {
    /// The file's charset.
    pub charset: Charset,
    /// Write every character outside ASCII as `\uXXXX` (the value used such escapes, or the
    /// file is ASCII).
    pub unicode_escapes: bool,
}

/// Where a written value may break its line: after each `\n` escape, a continuation (`\`, the
/// file's line break, the indentation of the original's continuation lines).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Continuation<'a> {
    /// The line break to write (`\n`, `\r\n` or `\r`).
    pub eol: &'a [u8],
    /// Whitespace that starts each continuation line.
    pub indent: &'a [u8],
}

/// Appends `text` as a value: backslashes doubled, `\t \n \r \f` escaped, a leading space (at
/// the start of the value or of a continuation line) written `\ `, a leading `=` or `:` escaped
/// (after a whitespace separator Java would take it for the separator), other control
/// characters as `\u00XX`, and characters the style or charset cannot hold raw as `\uXXXX`.
pub(crate) fn escape_value(
    text: &str,
    style: Style,
    continuation: Option<Continuation<'_>>,
    out: &mut Vec<u8>,
) {
    out.reserve(text.len() + 8);
    let mut line_start = true;
    let mut first = true;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.extend_from_slice(b"\\\\"),
            '\n' => {
                out.extend_from_slice(b"\\n");
                if let (Some(k), Some(_)) = (continuation, chars.peek()) {
                    out.push(b'\\');
                    out.extend_from_slice(k.eol);
                    out.extend_from_slice(k.indent);
                    line_start = true;
                    first = false;
                    continue;
                }
            }
            '\r' => out.extend_from_slice(b"\\r"),
            '\t' => out.extend_from_slice(b"\\t"),
            '\u{c}' => out.extend_from_slice(b"\\f"),
            ' ' if line_start => out.extend_from_slice(b"\\ "),
            '=' | ':' if first => {
                out.push(b'\\');
                out.push(c as u8);
            }
            c if c.is_ascii_control() || ('\u{80}'..='\u{9f}').contains(&c) => {
                push_unicode_escape(c, out)
            }
            c if c.is_ascii() => out.push(c as u8),
            c => push_char(c, style, out),
        }
        line_start = false;
        first = false;
    }
}

/// Appends a character outside ASCII the way `style` writes it.
fn push_char(c: char, style: Style, out: &mut Vec<u8>) {
    match style.charset {
        _ if style.unicode_escapes => push_unicode_escape(c, out),
        Charset::Ascii => push_unicode_escape(c, out),
        Charset::Utf8 => {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
        Charset::Latin1 => match u8::try_from(u32::from(c)) {
            Ok(b) => out.push(b),
            Err(_) => push_unicode_escape(c, out),
        },
    }
}

/// Appends `c` as `\uXXXX` (two escapes, a surrogate pair, above U+FFFF), upper-case hex digits
/// as Java's `Properties.store` writes them.
fn push_unicode_escape(c: char, out: &mut Vec<u8>) {
    let mut units = [0u16; 2];
    for u in c.encode_utf16(&mut units) {
        let mut s = String::with_capacity(6);
        let _ = write!(s, "\\u{:04X}", u);
        out.extend_from_slice(s.as_bytes());
    }
}

/// Appends `key` as a key (what `create` writes): like a value, plus spaces, `=`, `:`, `#` and
/// `!` escaped everywhere (as `Properties.store` does), and everything outside ASCII as
/// `\uXXXX`.
pub(crate) fn escape_key(key: &str, out: &mut Vec<u8>) {
    for c in key.chars() {
        match c {
            ' ' | '=' | ':' | '#' | '!' => {
                out.push(b'\\');
                out.push(c as u8);
            }
            c => {
                let style = Style {
                    charset: Charset::Ascii,
                    unicode_escapes: true,
                };
                let mut one = [0u8; 4];
                escape_value(c.encode_utf8(&mut one), style, None, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(s: &[u8], charset: Charset) -> Result<(String, Read), Malformed> {
        let mut out = String::new();
        let chars = match charset {
            Charset::Latin1 => Chars::Latin1(s),
            _ => Chars::Text(std::str::from_utf8(s).unwrap()),
        };
        unescape(chars, &mut out).map(|r| (out, r))
    }

    fn write(s: &str, charset: Charset, unicode_escapes: bool) -> Vec<u8> {
        let mut out = Vec::new();
        let style = Style {
            charset,
            unicode_escapes,
        };
        escape_value(s, style, None, &mut out);
        out
    }

    #[test]
    fn escapes_read_like_java() {
        let (t, r) = read(br"a\tb\nc\rd\fe\\f\=g\:h\ i\#j\!k\wl", Charset::Ascii).unwrap();
        assert_eq!(t, "a\tb\nc\rd\u{c}e\\f=g:h i#j!kwl");
        assert!(!r.unicode_escapes);
        let (t, r) = read(br"\u00e9\u00C6 \uD83D\uDE00", Charset::Ascii).unwrap();
        assert_eq!(t, "éÆ 😀");
        assert!(r.unicode_escapes);
        let (t, _) = read(b"\xe9\\\xe9", Charset::Latin1).unwrap();
        assert_eq!(t, "éé");
        let (t, _) = read("é\\é".as_bytes(), Charset::Utf8).unwrap();
        assert_eq!(t, "éé");
    }

    #[test]
    fn bad_escapes_are_placed() {
        let e = read(br"ab\u12G4", Charset::Ascii).unwrap_err();
        assert_eq!(e.at, 2);
        assert_eq!(
            e.message,
            "malformed escape `\\u12G4`: expected \\u followed by four hexadecimal digits"
        );
        assert_eq!(read(br"x\u12", Charset::Ascii).unwrap_err().at, 1);
        let e = read(br"x\uD83Dy", Charset::Ascii).unwrap_err();
        assert_eq!((e.at, e.kind), (1, ErrorKind::Encoding));
        assert_eq!(read(br"\uDE00", Charset::Ascii).unwrap_err().at, 0);
        assert_eq!(read(br"\uD83D\u0041", Charset::Ascii).unwrap_err().at, 0);
    }

    #[test]
    fn values_are_written_per_charset_and_style() {
        let t = " a=b\\c\td\n😀é\u{1}";
        assert_eq!(
            write(t, Charset::Utf8, false),
            "\\ a=b\\\\c\\td\\n😀é\\u0001".as_bytes()
        );
        assert_eq!(
            write(t, Charset::Utf8, true),
            b"\\ a=b\\\\c\\td\\n\\uD83D\\uDE00\\u00E9\\u0001"
        );
        assert_eq!(
            write(t, Charset::Latin1, false),
            b"\\ a=b\\\\c\\td\\n\\uD83D\\uDE00\xe9\\u0001"
        );
        assert_eq!(write("=x", Charset::Ascii, false), b"\\=x");
        assert_eq!(write(":x", Charset::Ascii, false), b"\\:x");
        for (text, charset, esc) in [
            (t, Charset::Utf8, false),
            (t, Charset::Latin1, false),
            (t, Charset::Ascii, false),
            ("=:#! \u{85}", Charset::Utf8, false),
        ] {
            let w = write(text, charset, esc);
            let (back, _) = read(&w[..], charset).unwrap();
            assert_eq!(back, text);
        }
    }

    #[test]
    fn continuations_follow_newlines_and_protect_leading_spaces() {
        let mut out = Vec::new();
        let style = Style {
            charset: Charset::Ascii,
            unicode_escapes: false,
        };
        let k = Continuation {
            eol: b"\r\n",
            indent: b"    ",
        };
        escape_value("a\n b\n", style, Some(k), &mut out);
        assert_eq!(out, b"a\\n\\\r\n    \\ b\\n");
    }

    #[test]
    fn keys_escape_separators_and_comment_marks() {
        let mut out = Vec::new();
        escape_key("#a b=c:d!é", &mut out);
        assert_eq!(out, b"\\#a\\ b\\=c\\:d\\!\\u00E9");
    }
}
