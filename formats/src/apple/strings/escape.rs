//! Backslash escapes of `.strings` quoted strings, read as Apple's parser (CoreFoundation's
//! old-style property-list reader) reads them, and written so that it reads back the same text.
//!
//! Read: `\"` `\'` `\\`, `\n` `\t` `\r` `\a` `\b` `\f` `\v`, a backslash before a line break (the
//! break itself), octal `\0`–`\177` (one to three digits), `\Uxxxx` (four hex digits; a UTF-16
//! surrogate pair written as two escapes, `\UD83D\UDE00`, is one character). `\uxxxx` is read like
//! `\Uxxxx`: Apple's reader would keep the `u`, but files in the wild write it meaning the
//! character. A backslash before any other punctuation, space or non-ASCII character stands for
//! that character, as in Apple's reader. Errors (stricter than Apple, which silently keeps the
//! letter): a backslash before another ASCII letter or digit, `\U` without four hex digits, octal
//! above `\177` (NeXTSTEP Latin, not Unicode), and an unpaired surrogate (an encoding error).
//!
//! Written: `\` `"` (and `'` in a single-quoted string), line feed, carriage return and tab as
//! `\\ \" \' \n \r \t`; other control characters as `\U00XX`; everything else as is.

use crate::error::ErrorKind;

/// What is wrong with an escape: where (offset in the raw content), the kind and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct EscapeError {
    /// Offset of the backslash in the raw content.
    pub offset: usize,
    /// Syntax, or Encoding for an unpaired surrogate.
    pub kind: ErrorKind,
    /// What was wrong and what was expected.
    pub message: String,
}

fn bad(offset: usize, kind: ErrorKind, message: String) -> Result<(), EscapeError> {
    Err(EscapeError {
        offset,
        kind,
        message,
    })
}

/// Four hex digits at the start of `b`, as a number.
fn hex4(b: &[u8]) -> Option<u32> {
    let d = b.get(..4)?;
    if !d.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    u32::from_str_radix(std::str::from_utf8(d).ok()?, 16).ok()
}

/// Appends the text of the raw content between a string's quotes (the scanner made sure no
/// unescaped closing quote is inside).
pub(crate) fn unescape_into(raw: &str, out: &mut String) -> Result<(), EscapeError> {
    let b = raw.as_bytes();
    let mut last = 0;
    let mut i = 0;
    while let Some(p) = memchr::memchr(b'\\', &b[i..]) {
        let at = i + p;
        out.push_str(&raw[last..at]);
        let Some(c) = raw[at + 1..].chars().next() else {
            return bad(
                at,
                ErrorKind::Syntax,
                "a backslash ends the string; expected an escaped character after it".into(),
            );
        };
        let mut next = at + 1 + c.len_utf8();
        match c {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            'a' => out.push('\u{7}'),
            'b' => out.push('\u{8}'),
            'f' => out.push('\u{c}'),
            'v' => out.push('\u{b}'),
            '0'..='7' => {
                let mut n = u32::from(c as u8 - b'0');
                for _ in 0..2 {
                    match b.get(next) {
                        Some(d @ b'0'..=b'7') => {
                            n = n * 8 + u32::from(d - b'0');
                            next += 1;
                        }
                        _ => break,
                    }
                }
                if n > 0x7F {
                    return bad(
                        at,
                        ErrorKind::Syntax,
                        format!(
                            "octal escape `{}` is above \\177 (a NeXTSTEP Latin byte); expected \\Uxxxx for a non-ASCII character",
                            &raw[at..next]
                        ),
                    );
                }
                out.push(char::from(n as u8));
            }
            'U' | 'u' => {
                let Some(unit) = hex4(&b[next..]) else {
                    return bad(
                        at,
                        ErrorKind::Syntax,
                        format!("bad escape `\\{c}`: expected four hexadecimal digits after it (\\U00E9)"),
                    );
                };
                next += 4;
                let ch = match unit {
                    0xD800..=0xDBFF => {
                        let low = match b.get(next..next + 2) {
                            Some([b'\\', b'U' | b'u']) => hex4(&b[next + 2..]),
                            _ => None,
                        };
                        match low {
                            Some(lo @ 0xDC00..=0xDFFF) => {
                                next += 6;
                                char::from_u32(0x10000 + ((unit - 0xD800) << 10) + (lo - 0xDC00))
                            }
                            _ => {
                                return bad(
                                    at,
                                    ErrorKind::Encoding,
                                    format!("invalid UTF-16: `\\{c}{unit:04X}` is a high surrogate not followed by a low one; expected a pair such as \\UD83D\\UDE00"),
                                )
                            }
                        }
                    }
                    0xDC00..=0xDFFF => {
                        return bad(
                            at,
                            ErrorKind::Encoding,
                            format!("invalid UTF-16: `\\{c}{unit:04X}` is a low surrogate without a high one before it; expected a pair such as \\UD83D\\UDE00"),
                        )
                    }
                    _ => char::from_u32(unit),
                };
                out.push(ch.unwrap_or(char::REPLACEMENT_CHARACTER));
            }
            c if c.is_ascii_alphanumeric() => {
                return bad(
                    at,
                    ErrorKind::Syntax,
                    format!(
                        "bad escape `\\{c}`; expected one of \\\" \\' \\\\ \\n \\t \\r \\Uxxxx"
                    ),
                );
            }
            // `\"`, `\'`, `\\`, a backslash before a line break or any other character: that
            // character (Apple's rule).
            c => out.push(c),
        }
        i = next;
        last = next;
    }
    out.push_str(&raw[last..]);
    Ok(())
}

/// Appends `text` escaped for a string quoted with `quote` (`"` or `'`).
pub(crate) fn escape_into(text: &str, quote: u8, out: &mut String) {
    let mut last = 0;
    for (i, c) in text.char_indices() {
        let rep: &str = match c {
            '\\' => "\\\\",
            '"' => "\\\"",
            '\'' if quote == b'\'' => "\\'",
            '\n' => "\\n",
            '\r' => "\\r",
            '\t' => "\\t",
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&text[last..i]);
                out.push_str(&format!("\\U{:04X}", c as u32));
                last = i + c.len_utf8();
                continue;
            }
            _ => continue,
        };
        out.push_str(&text[last..i]);
        out.push_str(rep);
        last = i + c.len_utf8();
    }
    out.push_str(&text[last..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn un(s: &str) -> Result<String, EscapeError> {
        let mut out = String::new();
        unescape_into(s, &mut out).map(|()| out)
    }

    #[test]
    fn reads_what_apple_reads() {
        assert_eq!(un(r#"a\"b\\c\nd\te\rf"#).unwrap(), "a\"b\\c\nd\te\rf");
        assert_eq!(un("x\\\ny").unwrap(), "x\ny");
        assert_eq!(un(r"\'\%\/").unwrap(), "'%/");
        assert_eq!(un(r"\U00e9\u203A\101\0").unwrap(), "é›A\0");
        assert_eq!(un(r"\UD83D\UDE00!").unwrap(), "😀!");
        assert_eq!(un(r"\a\b\f\v").unwrap(), "\u{7}\u{8}\u{c}\u{b}");
    }

    #[test]
    fn bad_escapes_are_errors() {
        let e = un(r"ab\q").unwrap_err();
        assert_eq!((e.offset, e.kind), (2, ErrorKind::Syntax));
        assert!(e.message.contains("bad escape `\\q`"), "{}", e.message);
        let e = un(r"\U12").unwrap_err();
        assert!(e.message.contains("four hexadecimal digits"));
        let e = un(r"x\UD83Dy").unwrap_err();
        assert_eq!((e.offset, e.kind), (1, ErrorKind::Encoding));
        let e = un(r"\UDE00").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Encoding);
        assert!(un(r"\351").is_err());
    }

    #[test]
    fn escapes_read_back() {
        for text in ["a\"b'c\\d\ne\rf\tg\u{1}h\u{7f}", "😀 ‏א %@ \\U"] {
            for q in [b'"', b'\''] {
                let mut s = String::new();
                escape_into(text, q, &mut s);
                assert!(!s.contains(q as char) || s.contains(&format!("\\{}", q as char)));
                assert_eq!(un(&s).unwrap(), text);
            }
        }
    }
}
