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

use super::markup::{is_xml_char, markup_tags, MarkupTag};

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
pub(crate) fn write_value(text: &str, style: Style, bound: &dyn Fn(&str) -> bool, out: &mut Vec<u8>) {
    match style {
        Style::Cdata => write_cdata(text, out),
        Style::Plain | Style::Quoted => {
            let tags = markup_tags(text, bound);
            let has_span = tags.iter().any(|t| t.span && t.opens);
            if style == Style::Quoted && !has_span {
                write_quoted(text, &tags, out);
            } else {
                write_plain(text, &tags, has_span, out);
            }
        }
    }
}

/// Text runs between tags: (range, preceded by a span tag).
fn runs(text: &str, tags: &[MarkupTag]) -> Vec<(std::ops::Range<usize>, Option<usize>)> {
    let mut out = Vec::with_capacity(tags.len() + 1);
    let mut pos = 0;
    for (k, t) in tags.iter().enumerate() {
        if t.range.start > pos {
            out.push((pos..t.range.start, (k > 0).then(|| k - 1)));
        }
        pos = t.range.end;
    }
    if pos < text.len() {
        out.push((pos..text.len(), tags.len().checked_sub(1)));
    }
    out
}

fn write_plain(text: &str, tags: &[MarkupTag], has_span: bool, out: &mut Vec<u8>) {
    let runs = runs(text, tags);
    let n = runs.len();
    let mut last_was_space = false;
    let mut tag_iter = tags.iter().peekable();
    for (r, (range, _)) in runs.iter().enumerate() {
        // Tags before this run.
        while let Some(t) = tag_iter.next_if(|t| t.range.end <= range.start) {
            out.extend_from_slice(text[t.range.clone()].as_bytes());
            if t.span {
                last_was_space = false;
            }
        }
        let run = &text[range.clone()];
        let trim_start = !has_span && r == 0;
        let trim_end = !has_span && r + 1 == n;
        let mut chars = run.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            let first_of_value = r == 0 && i == 0;
            let last_of_run = chars.peek().is_none();
            if c == ' ' {
                if last_was_space || (trim_start && i == 0) || (trim_end && last_of_run) {
                    out.extend_from_slice(b"\\u0020");
                    last_was_space = false;
                } else {
                    out.push(b' ');
                    last_was_space = true;
                }
                continue;
            }
            last_was_space = false;
            match c {
                '@' | '?' if first_of_value => {
                    out.push(b'\\');
                    out.push(c as u8);
                }
                '\'' => out.extend_from_slice(b"\\'"),
                '"' => out.extend_from_slice(b"\\\""),
                _ => escape_common(c, out),
            }
        }
    }
    for t in tag_iter {
        out.extend_from_slice(text[t.range.clone()].as_bytes());
    }
}

fn write_quoted(text: &str, tags: &[MarkupTag], out: &mut Vec<u8>) {
    out.push(b'"');
    let mut pos = 0;
    let mut first = true;
    let emit_run = |run: &str, out: &mut Vec<u8>, first: &mut bool| {
        for c in run.chars() {
            match c {
                '@' | '?' if *first => {
                    out.push(b'\\');
                    out.push(c as u8);
                }
                '"' => out.extend_from_slice(b"\\\""),
                ' ' | '\'' => out.push(c as u8),
                _ => escape_common(c, out),
            }
            *first = false;
        }
    };
    for t in tags {
        emit_run(&text[pos..t.range.start], out, &mut first);
        out.extend_from_slice(text[t.range.clone()].as_bytes());
        pos = t.range.end;
    }
    emit_run(&text[pos..], out, &mut first);
    out.push(b'"');
}

fn write_cdata(text: &str, out: &mut Vec<u8>) {
    let mut body = Vec::with_capacity(text.len() + 8);
    let n = text.chars().count();
    let mut last_was_space = false;
    for (i, c) in text.chars().enumerate() {
        if c == ' ' {
            if last_was_space || i == 0 || i + 1 == n {
                body.extend_from_slice(b"\\u0020");
                last_was_space = false;
            } else {
                body.push(b' ');
                last_was_space = true;
            }
            continue;
        }
        last_was_space = false;
        match c {
            '@' | '?' if i == 0 => {
                body.push(b'\\');
                body.push(c as u8);
            }
            '\'' => body.extend_from_slice(b"\\'"),
            '"' => body.extend_from_slice(b"\\\""),
            '&' | '<' | '>' => body.push(c as u8),
            _ => escape_common(c, &mut body),
        }
    }
    out.extend_from_slice(b"<![CDATA[");
    let mut rest = &body[..];
    while let Some(p) = memchr::memmem::find(rest, b"]]>") {
        out.extend_from_slice(&rest[..p + 2]);
        out.extend_from_slice(b"]]><![CDATA[");
        rest = &rest[p + 2..];
    }
    out.extend_from_slice(rest);
    out.extend_from_slice(b"]]>");
}

/// Escapes shared by all styles: backslash, newline, tab, characters XML cannot hold, and the
/// XML specials.
fn escape_common(c: char, out: &mut Vec<u8>) {
    match c {
        '\\' => out.extend_from_slice(b"\\\\"),
        '\n' => out.extend_from_slice(b"\\n"),
        '\t' => out.extend_from_slice(b"\\t"),
        '&' => out.extend_from_slice(b"&amp;"),
        '<' => out.extend_from_slice(b"&lt;"),
        '>' => out.extend_from_slice(b"&gt;"),
        c if c == '\r' || !is_xml_char(c) || c.is_ascii_control() => {
            out.extend_from_slice(format!("\\u{:04X}", c as u32).as_bytes());
        }
        c => {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::android::flatten::{flatten_plain, Piece};

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
        assert_eq!(w("<untitled> & co", Style::Plain), "&lt;untitled&gt; &amp; co");
        assert_eq!(w("a <b>b</b> c", Style::Plain), "a <b>b</b> c");
        assert_eq!(w("\u{1}\u{FFFE}", Style::Plain), r"\u0001\uFFFE");
    }

    #[test]
    fn quoted_and_cdata_styles() {
        assert_eq!(w("It's  \"ok\" ", Style::Quoted), r#""It's  \"ok\" ""#);
        assert_eq!(w("a <b>x</b>", Style::Quoted), "a <b>x</b>");
        assert_eq!(w("<b>x</b> ]]> it's", Style::Cdata), r"<![CDATA[<b>x</b> ]]]]><![CDATA[> it\'s]]>");
    }

    #[test]
    fn written_values_read_back() {
        for s in ["  lead", "trail  ", "a   b", "'\"\\@", "@x", "é\u{1F600}\u{202E}", " "] {
            let out = w(s, Style::Plain);
            let mut back = String::new();
            // Plain text without tags: XML-decode the few entities we write, then flatten.
            let decoded = out.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
            flatten_plain(&decoded, &mut back).expect("valid");
            assert_eq!(back, s, "{out}");
            let _ = Piece::Text(String::new(), 0..0);
        }
    }
}
