//! C string escapes of PO files: reading a quoted token (`"a\"b\n"`) into raw bytes, and writing a
//! new value as quoted tokens, wrapped like msgmerge.
//!
//! Reading accepts `\n \t \r \a \b \f \v \\ \" \' \?`, octal `\ooo` (1–3 digits) and hex `\xHH`
//! (1–2 digits); octal and hex give bytes in the file's charset. Writing escapes `\ " \n \t \r` and
//! the other C0 controls (`\a \b \f \v`, else octal), nothing else.
//!
//! Wrapping of new values (untouched values keep their original lines): a value that contains a
//! newline before its end, or whose single line would pass 79 columns, is written msgmerge-style as
//! `msgstr ""` followed by one quoted line per `\n`, long lines broken after spaces so each line
//! fits in 79 columns (a word longer than a line stays whole).

use super::charset::Multibyte;

/// Width msgmerge wraps at.
pub(crate) const WRAP: usize = 79;

/// Reads the quoted token whose opening quote is at `open`, within `src[..line_end]`, appending
/// its unescaped bytes to `out`. Returns the offset just past the closing quote and whether an
/// octal or hex escape produced bytes. `Err((offset, message))` on an unclosed quote or an
/// invalid escape.
pub(crate) fn read_token(
    src: &[u8],
    open: usize,
    line_end: usize,
    mb: Multibyte,
    out: &mut Vec<u8>,
) -> Result<(usize, bool), (usize, String)> {
    let mut i = open + 1;
    let mut byte_escape = false;
    loop {
        // Find the next `"` or `\`.
        let hit = match mb {
            Multibyte::Safe => memchr::memchr2(b'"', b'\\', &src[i..line_end]).map(|p| i + p),
            _ => {
                let mut j = i;
                let mut found = None;
                while j < line_end {
                    let b = src[j];
                    if b == b'"' || b == b'\\' {
                        found = Some(j);
                        break;
                    }
                    j += 1 + mb.trail_len(b, src.get(j + 1).copied());
                }
                found
            }
        };
        let Some(at) = hit else {
            return Err((
                open,
                "this string is not closed on its line; expected a closing `\"` before the end of the line".into(),
            ));
        };
        out.extend_from_slice(&src[i..at]);
        if src[at] == b'"' {
            return Ok((at + 1, byte_escape));
        }
        // A backslash escape.
        let Some(&c) = src.get(at + 1).filter(|_| at + 1 < line_end) else {
            return Err((
                at,
                "a backslash ends the line inside a string; expected an escape such as \\n or \\\" and a closing `\"`".into(),
            ));
        };
        i = at + 2;
        let simple = match c {
            b'n' => Some(b'\n'),
            b't' => Some(b'\t'),
            b'r' => Some(b'\r'),
            b'a' => Some(0x07),
            b'b' => Some(0x08),
            b'f' => Some(0x0C),
            b'v' => Some(0x0B),
            b'\\' => Some(b'\\'),
            b'"' => Some(b'"'),
            b'\'' => Some(b'\''),
            b'?' => Some(b'?'),
            _ => None,
        };
        if let Some(b) = simple {
            out.push(b);
            continue;
        }
        match c {
            b'0'..=b'7' => {
                let mut v: u32 = 0;
                let mut j = at + 1;
                while j < line_end && j < at + 4 && (b'0'..=b'7').contains(&src[j]) {
                    v = v * 8 + u32::from(src[j] - b'0');
                    j += 1;
                }
                if v > 0xFF {
                    return Err((
                        at,
                        format!(
                            "octal escape \\{:o} is larger than a byte; expected \\000 to \\377",
                            v
                        ),
                    ));
                }
                out.push(v as u8);
                byte_escape = true;
                i = j;
            }
            b'x' => {
                let mut v: u32 = 0;
                let mut j = at + 2;
                while j < line_end && j < at + 4 && src[j].is_ascii_hexdigit() {
                    v = v * 16 + char::from(src[j]).to_digit(16).unwrap_or(0);
                    j += 1;
                }
                if j == at + 2 {
                    return Err((
                        at,
                        "`\\x` without hex digits; expected an escape such as \\x41".into(),
                    ));
                }
                out.push(v as u8);
                byte_escape = true;
                i = j;
            }
            _ => {
                let shown = String::from_utf8_lossy(&src[at + 1..(at + 2).min(line_end)]);
                return Err((
                    at,
                    format!(
                        "invalid escape sequence `\\{shown}`; expected one of \\n \\t \\r \\\" \\\\ \\a \\b \\f \\v, an octal \\ooo or a hex \\xHH escape"
                    ),
                ));
            }
        }
    }
}

/// Bytes that need an escape: `\\`, `"` and the C0 controls and DEL.
static NEEDS_ESCAPE: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 0x20 {
        t[i] = true;
        i += 1;
    }
    t[b'\\' as usize] = true;
    t[b'"' as usize] = true;
    t[0x7F] = true;
    t
};

/// Appends `text` with PO escapes (no quotes).
pub(crate) fn escape_into(text: &str, out: &mut String) {
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if !NEEDS_ESCAPE[usize::from(bytes[i])] {
            i += 1;
            continue;
        }
        let b = bytes[i];
        out.push_str(&text[start..i]);
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\\""),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            b'\r' => out.push_str("\\r"),
            0x07 => out.push_str("\\a"),
            0x08 => out.push_str("\\b"),
            0x0B => out.push_str("\\v"),
            0x0C => out.push_str("\\f"),
            _ => {
                out.push('\\');
                out.push(char::from(b'0' + (b >> 6)));
                out.push(char::from(b'0' + ((b >> 3) & 7)));
                out.push(char::from(b'0' + (b & 7)));
            }
        }
        i += 1;
        start = i;
    }
    out.push_str(&text[start..]);
}

/// Columns `text` takes once escaped (characters, escapes counted by their length).
fn escaped_cols(text: &str) -> usize {
    let mut cols = 0;
    for &b in text.as_bytes() {
        if b & 0xC0 != 0x80 {
            cols += 1;
        }
        if NEEDS_ESCAPE[usize::from(b)] {
            cols += match b {
                b'\\' | b'"' | b'\n' | b'\t' | b'\r' | 0x07 | 0x08 | 0x0B | 0x0C => 1,
                _ => 3,
            };
        }
    }
    cols
}

/// Writes `text` as the string part of a keyword line whose keyword (and spacing) already take
/// `prefix_cols` columns: one quoted token, or `""` followed by wrapped lines, each preceded by
/// `eol` + `indent`.
pub(crate) fn write_value(
    text: &str,
    prefix_cols: usize,
    eol: &str,
    indent: &str,
    out: &mut String,
) {
    let newline_inside = memchr::memchr(b'\n', text.as_bytes()).is_some_and(|p| p + 1 < text.len());
    if !newline_inside && prefix_cols + escaped_cols(text) + 2 <= WRAP {
        out.push('"');
        escape_into(text, out);
        out.push('"');
        return;
    }
    out.push_str("\"\"");
    let avail = WRAP.saturating_sub(2 + indent.chars().count()).max(8);
    for piece in text.split_inclusive('\n') {
        let mut line_start = 0;
        let mut line_cols = 0;
        let mut at = 0;
        while at < piece.len() {
            let word_end =
                memchr::memchr(b' ', &piece.as_bytes()[at..]).map_or(piece.len(), |p| at + p + 1);
            let cols = escaped_cols(&piece[at..word_end]);
            if line_cols > 0 && line_cols + cols > avail {
                push_line(&piece[line_start..at], eol, indent, out);
                line_start = at;
                line_cols = 0;
            }
            line_cols += cols;
            at = word_end;
        }
        if line_start < piece.len() {
            push_line(&piece[line_start..], eol, indent, out);
        }
    }
}

fn push_line(line: &str, eol: &str, indent: &str, out: &mut String) {
    out.push_str(eol);
    out.push_str(indent);
    out.push('"');
    escape_into(line, out);
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(s: &str) -> Result<Vec<u8>, (usize, String)> {
        let mut out = Vec::new();
        read_token(s.as_bytes(), 0, s.len(), Multibyte::Safe, &mut out).map(|_| out)
    }

    #[test]
    fn reads_escapes() {
        assert_eq!(read(r#""a\"b\\c\n\t""#).expect("ok"), b"a\"b\\c\n\t");
        assert_eq!(
            read(r#""\101\x42\7\r\a\b\f\v\'\?""#).expect("ok"),
            b"AB\x07\r\x07\x08\x0c\x0b'?"
        );
        assert_eq!(read(r#""\303\251""#).expect("ok"), "é".as_bytes());
    }

    #[test]
    fn escape_errors_have_positions() {
        let (at, msg) = read(r#""ab\qc""#).expect_err("bad escape");
        assert_eq!(at, 3);
        assert!(msg.contains("invalid escape sequence `\\q`"), "{msg}");
        let (at, msg) = read(r#""abc"#).expect_err("unclosed");
        assert_eq!(at, 0);
        assert!(msg.contains("not closed"), "{msg}");
        assert!(read(r#""\x""#).expect_err("hex").1.contains("hex digits"));
        assert!(read(r#""\777""#)
            .expect_err("octal")
            .1
            .contains("larger than a byte"));
        assert!(read("\"ab\\")
            .expect_err("trailing backslash")
            .1
            .contains("backslash ends"));
    }

    #[test]
    fn shift_jis_trail_backslash_is_not_an_escape() {
        // 0x95 0x5C is 表 in Shift_JIS.
        let src = b"\"\x95\x5c\"";
        let mut out = Vec::new();
        let (end, _) = read_token(src, 0, src.len(), Multibyte::ShiftJis, &mut out).expect("reads");
        assert_eq!(end, 4);
        assert_eq!(out, b"\x95\x5c");
    }

    #[test]
    fn escapes_and_reads_back() {
        let text = "q\"b\\n\n\t\r\x01\x7f é";
        let mut s = String::from("\"");
        escape_into(text, &mut s);
        s.push('"');
        assert_eq!(s, "\"q\\\"b\\\\n\\n\\t\\r\\001\\177 é\"");
        assert_eq!(read(&s).expect("reads"), text.as_bytes());
    }

    #[test]
    fn wraps_like_msgmerge() {
        let mut out = String::new();
        write_value("short", 7, "\n", "", &mut out);
        assert_eq!(out, "\"short\"");
        out.clear();
        write_value("line one\nline two", 7, "\n", "", &mut out);
        assert_eq!(out, "\"\"\n\"line one\\n\"\n\"line two\"");
        out.clear();
        write_value("trailing newline only\n", 7, "\r\n", "", &mut out);
        assert_eq!(out, "\"trailing newline only\\n\"");
        out.clear();
        let long = "word ".repeat(30);
        write_value(&long, 7, "\n", "", &mut out);
        assert!(out.starts_with("\"\"\n\""));
        assert!(out.lines().all(|l| l.chars().count() <= WRAP));
        let joined: String = out.lines().skip(1).map(|l| &l[1..l.len() - 1]).collect();
        assert_eq!(joined, long);
    }
}
