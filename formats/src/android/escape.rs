//! The writing half of the two escaping layers: turns a logical string back into the content of a
//! `<string>` or `<item>` so that aapt2 (and `flatten`) read exactly that string again.
//!
//! Markup (see `markup`) is written verbatim. Every text run between tags is escaped for Android
//! first and for XML second:
//! - `\` `"` `'` become `\\` `\"` `\'`; newline and tab become `\n` and `\t`; a leading `@` or `?`
//!   of the first run becomes `\@` / `\?` (otherwise it would read as a resource reference);
//! - other control characters (and U+FFFE/U+FFFF, which XML cannot hold) become `\uXXXX`;
//! - a space that aapt2 would collapse or trim (after another space, or at the start or end of the
//!   value when it has no span tag) becomes `\u0020`;
//! - `&`, `<`, `>` become `&amp;`, `&lt;`, `&gt;`.
//!
//! Two styles follow the source value: `"…"`-quoted values (AOSP's translated files) are written
//! quoted, where spaces and apostrophes need no escape; a value that was one CDATA section is
//! written as CDATA with the Android escapes only (its `<` stays literal text, as in the source).

use super::markup::{markup_tags, MarkupTag};

/// How the source wrote a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    /// Escaped text with inline markup.
    Plain,
    /// Wrapped in `"…"`.
    Quoted,
    /// One `<![CDATA[…]]>` section.
    Cdata,
}

/// Writes `text` as element content in `style`. `bound(prefix)` tells which namespace prefixes
/// markup may use.
pub(crate) fn write_value(
    text: &str,
    style: Style,
    bound: &dyn Fn(&str) -> bool,
    out: &mut Vec<u8>,
) {
    match style {
        Style::Cdata => {
            out.extend_from_slice(b"<![CDATA[");
            let mut last_was_space = false;
            let mode = RunMode {
                trim_start: true,
                trim_end: true,
                first_of_value: true,
                quoted: false,
                cdata: true,
            };
            escape_run(text, mode, &mut last_was_space, out);
            out.extend_from_slice(b"]]>");
        }
        Style::Plain | Style::Quoted => {
            let tags = markup_tags(text, bound);
            let has_span = tags.iter().any(|t| t.span && t.opens);
            let quoted = style == Style::Quoted && !has_span;
            if quoted {
                out.push(b'"');
            }
            write_runs(text, &tags, has_span, quoted, out);
            if quoted {
                out.push(b'"');
            }
        }
    }
}

/// Writes the tags verbatim and escapes the text runs between them.
fn write_runs(text: &str, tags: &[MarkupTag], has_span: bool, quoted: bool, out: &mut Vec<u8>) {
    // Start offsets of the first and last non-empty text runs.
    let mut first_run_start = usize::MAX;
    let mut last_run_start = usize::MAX;
    let mut pos = 0;
    for t in tags
        .iter()
        .map(|t| t.range.clone())
        .chain(std::iter::once(text.len()..text.len()))
    {
        if t.start > pos {
            if first_run_start == usize::MAX {
                first_run_start = pos;
            }
            last_run_start = pos;
        }
        pos = t.end;
    }
    let mut last_was_space = false;
    let mut pos = 0;
    let run = |range: std::ops::Range<usize>, last_was_space: &mut bool, out: &mut Vec<u8>| {
        if range.is_empty() {
            return;
        }
        let mode = RunMode {
            trim_start: !has_span && range.start == first_run_start,
            trim_end: !has_span && range.start == last_run_start,
            first_of_value: range.start == first_run_start,
            quoted,
            cdata: false,
        };
        escape_run(&text[range], mode, last_was_space, out);
    };
    for t in tags {
        run(pos..t.range.start, &mut last_was_space, out);
        out.extend_from_slice(text[t.range.clone()].as_bytes());
        if t.span {
            last_was_space = false;
        }
        pos = t.range.end;
    }
    run(pos..text.len(), &mut last_was_space, out);
}

/// Where a run sits and how it is written.
#[derive(Debug, Clone, Copy)]
struct RunMode {
    /// A leading space would be trimmed by aapt2.
    trim_start: bool,
    /// A trailing space would be trimmed by aapt2.
    trim_end: bool,
    /// The run starts the value's text (a leading `@`/`?` must be escaped).
    first_of_value: bool,
    /// Inside `"…"`: spaces and apostrophes need no escape.
    quoted: bool,
    /// Inside CDATA: no XML escapes, but `]]>` must be split.
    cdata: bool,
}

/// Bytes that may need an escape: controls, space, `"`, `&`, `'`, `<`, `>`, `?`, `@`, `\`, DEL,
/// and 0xEF (the lead byte of U+FFFE/U+FFFF).
const fn special_table() -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 0x20 {
        t[i] = true;
        i += 1;
    }
    let list = [
        b' ', b'"', b'&', b'\'', b'<', b'>', b'?', b'@', b'\\', 0x7F, 0xEF,
    ];
    let mut k = 0;
    while k < list.len() {
        t[list[k] as usize] = true;
        k += 1;
    }
    t
}

static SPECIAL: [bool; 256] = special_table();

/// Escapes one text run (see the module doc), copying unremarkable bytes in bulk.
fn escape_run(run: &str, mode: RunMode, last_was_space: &mut bool, out: &mut Vec<u8>) {
    let b = run.as_bytes();
    let n = b.len();
    let mut copied = 0;
    let mut raw_space_at = if *last_was_space {
        Some(usize::MAX)
    } else {
        None
    };
    let mut i = 0;
    while i < n {
        let c = b[i];
        if !SPECIAL[c as usize] {
            i += 1;
            continue;
        }
        let esc: &[u8] = match c {
            b' ' => {
                if mode.quoted {
                    i += 1;
                    continue;
                }
                let collapses = match raw_space_at {
                    Some(usize::MAX) => i == 0,
                    Some(p) => p + 1 == i,
                    None => false,
                };
                if collapses || (mode.trim_start && i == 0) || (mode.trim_end && i + 1 == n) {
                    b"\\u0020"
                } else {
                    raw_space_at = Some(i);
                    i += 1;
                    continue;
                }
            }
            b'@' | b'?' if i == 0 && mode.first_of_value => {
                if c == b'@' {
                    b"\\@"
                } else {
                    b"\\?"
                }
            }
            b'@' | b'?' => {
                i += 1;
                continue;
            }
            b'\'' if mode.quoted => {
                i += 1;
                continue;
            }
            b'\'' => b"\\'",
            b'"' => b"\\\"",
            b'\\' => b"\\\\",
            b'\n' => b"\\n",
            b'\t' => b"\\t",
            b'&' | b'<' if mode.cdata => {
                i += 1;
                continue;
            }
            b'>' if mode.cdata => {
                if i >= 2 && &b[i - 2..i] == b"]]" {
                    b"]]><![CDATA[>"
                } else {
                    i += 1;
                    continue;
                }
            }
            b'&' => b"&amp;",
            b'<' => b"&lt;",
            b'>' => b"&gt;",
            0xEF => {
                // U+FFFE and U+FFFF are not XML characters.
                if i + 2 < n && b[i + 1] == 0xBF && (b[i + 2] == 0xBE || b[i + 2] == 0xBF) {
                    out.extend_from_slice(&b[copied..i]);
                    let code = if b[i + 2] == 0xBE {
                        "\\uFFFE"
                    } else {
                        "\\uFFFF"
                    };
                    out.extend_from_slice(code.as_bytes());
                    i += 3;
                    copied = i;
                } else {
                    i += 1;
                }
                continue;
            }
            _ => {
                // Other controls (CR included) and DEL.
                out.extend_from_slice(&b[copied..i]);
                out.extend_from_slice(format!("\\u{:04X}", c).as_bytes());
                i += 1;
                copied = i;
                continue;
            }
        };
        out.extend_from_slice(&b[copied..i]);
        out.extend_from_slice(esc);
        i += 1;
        copied = i;
    }
    out.extend_from_slice(&b[copied..]);
    *last_was_space = n > 0 && raw_space_at == Some(n - 1);
    if n == 0 {
        *last_was_space = raw_space_at == Some(usize::MAX);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::android::flatten::flatten_plain;

    fn w(text: &str, style: Style) -> String {
        let mut out = Vec::new();
        write_value(text, style, &|p| p == "xliff", &mut out);
        String::from_utf8(out).expect("utf8")
    }

    #[test]
    fn plain_escapes() {
        assert_eq!(w("Don't \"x\" a\\b", Style::Plain), r#"Don\'t \"x\" a\\b"#);
        assert_eq!(w("@string/x", Style::Plain), r"\@string/x");
        assert_eq!(w("?a", Style::Plain), r"\?a");
        assert_eq!(w("a?", Style::Plain), "a?");
        assert_eq!(w(" a  b ", Style::Plain), r"\u0020a \u0020b\u0020");
        assert_eq!(w("x\ny\tz\r", Style::Plain), r"x\ny\tz\u000D");
        assert_eq!(
            w("<untitled> & co", Style::Plain),
            "&lt;untitled&gt; &amp; co"
        );
        assert_eq!(w("a <b>b</b> c", Style::Plain), "a <b>b</b> c");
        assert_eq!(w("\u{1}\u{FFFE}", Style::Plain), r"\u0001\uFFFE");
    }

    #[test]
    fn quoted_and_cdata_styles() {
        assert_eq!(w("It's  \"ok\" ", Style::Quoted), r#""It's  \"ok\" ""#);
        assert_eq!(w("a <b>x</b>", Style::Quoted), "a <b>x</b>");
        assert_eq!(
            w("<b>x</b> ]]> it's", Style::Cdata),
            r"<![CDATA[<b>x</b> ]]]]><![CDATA[> it\'s]]>"
        );
    }

    #[test]
    fn written_values_read_back() {
        for s in [
            "  lead",
            "trail  ",
            "a   b",
            "'\"\\@",
            "@x",
            "é\u{1F600}\u{202E}",
            " ",
        ] {
            let out = w(s, Style::Plain);
            let mut back = String::new();
            // Plain text without tags: XML-decode the few entities we write, then flatten.
            let decoded = out
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
            flatten_plain(&decoded, &mut back).expect("valid");
            assert_eq!(back, s, "{out}");
        }
    }
}
