//! The header entry (`msgid ""`): reading its `Name: value` fields, and rewriting `Language` and
//! `Plural-Forms` on build while every other byte of it stays as it was.
//!
//! A changed field that fills whole quoted lines of its own (the usual layout) is replaced by one
//! quoted line; a missing field is appended as a new quoted line after the last one. Only when a
//! field shares a quoted line with another field is the whole header rewritten, one line per field.

use std::ops::Range;

use super::charset::Charset;
use super::escape::{escape_into, read_token};

/// What the header says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct HeaderInfo {
    /// `Language`, trimmed, when not empty.
    pub language: Option<String>,
    /// The `charset=` of `Content-Type`.
    pub charset: Option<String>,
    /// The `Plural-Forms` value.
    pub plural_forms: Option<String>,
}

/// The `Name: value` lines of a header text: (name, value, byte range of the line incl. `\n`).
pub(crate) fn fields(text: &str) -> impl Iterator<Item = (&str, &str, Range<usize>)> {
    let mut at = 0;
    text.split_inclusive('\n').filter_map(move |line| {
        let start = at;
        at += line.len();
        let (name, value) = line.split_once(':')?;
        Some((name.trim(), value.trim(), start..at))
    })
}

/// Reads the fields locforge needs from a decoded header text.
pub(crate) fn info(text: &str) -> HeaderInfo {
    let mut h = HeaderInfo::default();
    for (name, value, _) in fields(text) {
        if name.eq_ignore_ascii_case("Language") {
            h.language = Some(value.to_string()).filter(|v| !v.is_empty());
        } else if name.eq_ignore_ascii_case("Plural-Forms") {
            h.plural_forms = Some(value.to_string());
        } else if name.eq_ignore_ascii_case("Content-Type") {
            h.charset = value.split(';').find_map(|p| {
                let (k, v) = p.split_once('=')?;
                k.trim()
                    .eq_ignore_ascii_case("charset")
                    .then(|| v.trim().to_string())
            });
        }
    }
    h
}

/// One quoted string of the header msgstr.
struct Token {
    /// The token in the file, quotes included.
    raw: Range<usize>,
    /// Its decoded text's range in the joined header text.
    text: Range<usize>,
}

/// Writes the header msgstr `span` of `src` with `changes` (field name, new value) applied.
/// `Err(c)` when the charset cannot hold a character of a new value.
pub(crate) fn rewrite(
    src: &[u8],
    span: Range<usize>,
    charset: Charset,
    eol: &str,
    changes: &[(&str, &str)],
    out: &mut Vec<u8>,
) -> Result<(), char> {
    // Re-read the quoted strings of the span.
    let mut tokens: Vec<Token> = Vec::new();
    let mut text = String::new();
    let mut bytes = Vec::new();
    let mut p = span.start;
    while let Some(q) = memchr::memchr(b'"', &src[p..span.end]).map(|q| p + q) {
        let line_end = memchr::memchr(b'\n', &src[q..span.end])
            .map(|n| q + n)
            .unwrap_or(span.end);
        bytes.clear();
        let Ok((close, _)) = read_token(src, q, line_end, charset.multibyte(), &mut bytes) else {
            break;
        };
        let start = text.len();
        text.push_str(&charset.decode_lossy(&bytes));
        tokens.push(Token {
            raw: q..close,
            text: start..text.len(),
        });
        p = close;
    }
    let Some(last) = tokens.last() else {
        out.extend_from_slice(&src[span]);
        return Ok(());
    };
    // Indentation of the last token's line.
    let line_start = src[..last.raw.start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map(|p| p + 1)
        .unwrap_or(0);
    let before = &src[line_start..last.raw.start];
    let indent = if before.iter().all(|b| matches!(b, b' ' | b'\t')) {
        String::from_utf8_lossy(before).into_owned()
    } else {
        String::new()
    };

    // Plan replacements: token index range → new line; or appends.
    let mut replace: Vec<(usize, usize, String)> = Vec::new();
    let mut append: Vec<String> = Vec::new();
    let mut whole = false;
    for &(name, value) in changes {
        let new_line = format!("{name}: {value}\n");
        match fields(&text).find(|(n, _, _)| n.eq_ignore_ascii_case(name)) {
            Some((_, _, r)) => {
                let first = tokens
                    .iter()
                    .position(|t| t.text.start == r.start && !t.text.is_empty());
                let last = tokens
                    .iter()
                    .position(|t| t.text.end == r.end && !t.text.is_empty());
                match (first, last) {
                    (Some(a), Some(b)) if a <= b => replace.push((a, b, new_line)),
                    _ => whole = true,
                }
            }
            None => append.push(new_line),
        }
    }
    let mut s = String::new();
    if whole {
        // Rewrite every line: the new text, one quoted line per field.
        let mut new_text = String::new();
        for line in text.split_inclusive('\n') {
            let name = line.split_once(':').map(|(n, _)| n.trim()).unwrap_or("");
            match changes.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
                Some((n, v)) => new_text.push_str(&format!("{n}: {v}\n")),
                None => new_text.push_str(line),
            }
        }
        if !new_text.is_empty() && !new_text.ends_with('\n') && !append.is_empty() {
            new_text.push('\n');
        }
        for a in &append {
            new_text.push_str(a);
        }
        s.push_str("\"\"");
        for line in new_text.split_inclusive('\n') {
            s.push_str(eol);
            s.push_str(&indent);
            s.push('"');
            escape_into(line, &mut s);
            s.push('"');
        }
        out.extend_from_slice(&charset.encode(&s)?);
        return Ok(());
    }
    replace.sort_by_key(|r| r.0);
    let mut k = 0;
    let mut copied_to = span.start;
    for (a, b, line) in &replace {
        if *a < k {
            continue; // two changes on the same lines: the first wins
        }
        out.extend_from_slice(&src[copied_to..tokens[*a].raw.start]);
        s.clear();
        s.push('"');
        escape_into(line, &mut s);
        s.push('"');
        out.extend_from_slice(&charset.encode(&s)?);
        copied_to = tokens[*b].raw.end;
        k = b + 1;
    }
    out.extend_from_slice(&src[copied_to..span.end]);
    let mut missing_newline = !text.is_empty() && !text.ends_with('\n');
    for a in &append {
        s.clear();
        s.push_str(eol);
        s.push_str(&indent);
        s.push('"');
        if std::mem::take(&mut missing_newline) {
            s.push_str("\\n");
        }
        escape_into(a, &mut s);
        s.push('"');
        out.extend_from_slice(&charset.encode(&s)?);
    }
    Ok(())
}

/// The `nplurals` of the catalog's `Plural-Forms` header, read without parsing the catalog (for
/// tests and tools that must build for the file's own plural rule): the header is the first
/// message, when its `msgid` is empty. `None` without one, or with a placeholder or bad value
/// (a reader then uses gettext's default, `nplurals=2`).
pub fn header_nplurals(src: &[u8]) -> Option<usize> {
    let text = String::from_utf8_lossy(src);
    let mut lines = text
        .lines()
        .map(str::trim)
        .skip_while(|l| l.is_empty() || l.starts_with('#'));
    if lines.next()? != "msgid \"\"" {
        return None;
    }
    let first = lines.next()?.strip_prefix("msgstr")?.trim_start();
    let value: String = std::iter::once(first)
        .chain(lines.take_while(|l| l.starts_with('"')))
        .map(|l| l.trim_matches('"').replace("\\n", "\n"))
        .collect();
    let (_, plural_forms, _) =
        fields(&value).find(|(n, _, _)| n.eq_ignore_ascii_case("Plural-Forms"))?;
    super::plural_forms::parse_plural_forms(plural_forms)
        .ok()
        .flatten()
        .map(|pf| pf.nplurals)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(src: &str, changes: &[(&str, &str)]) -> String {
        let start = src.find("msgstr ").expect("msgstr") + 7;
        let end = src.rfind('"').expect("quote") + 1;
        let mut out = Vec::new();
        rewrite(
            src.as_bytes(),
            start..end,
            Charset::UTF8,
            "\n",
            changes,
            &mut out,
        )
        .expect("encodes");
        format!(
            "{}{}{}",
            &src[..start],
            String::from_utf8(out).expect("utf8"),
            &src[end..]
        )
    }

    #[test]
    fn reads_fields() {
        let h = info("Project-Id-Version: x\nLanguage: pt_BR\nContent-Type: text/plain; charset=CP1251\nPlural-Forms: nplurals=2; plural=(n > 1);\n");
        assert_eq!(h.language.as_deref(), Some("pt_BR"));
        assert_eq!(h.charset.as_deref(), Some("CP1251"));
        assert_eq!(
            h.plural_forms.as_deref(),
            Some("nplurals=2; plural=(n > 1);")
        );
        assert_eq!(info("Language: \n").language, None);
    }

    #[test]
    fn replaces_whole_lines_and_keeps_the_rest() {
        let src = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Plural-Forms: nplurals=2; \"\n\"plural=(n != 1);\\n\"\n\"X: y\\n\"\n";
        let got = run(
            src,
            &[
                ("Language", "ru"),
                ("Plural-Forms", "nplurals=3; plural=0;"),
            ],
        );
        assert_eq!(got, "msgid \"\"\nmsgstr \"\"\n\"Language: ru\\n\"\n\"Plural-Forms: nplurals=3; plural=0;\\n\"\n\"X: y\\n\"\n");
    }

    #[test]
    fn appends_missing_fields() {
        let src = "msgid \"\"\nmsgstr \"\"\n\"X: y\"\n";
        assert_eq!(
            run(src, &[("Language", "fr")]),
            "msgid \"\"\nmsgstr \"\"\n\"X: y\"\n\"\\nLanguage: fr\\n\"\n"
        );
    }

    #[test]
    fn shared_lines_rewrite_the_whole_header() {
        let src = "msgid \"\"\nmsgstr \"A: b\\nLanguage: de\\nC: d\\n\"\n";
        assert_eq!(
            run(src, &[("Language", "fr")]),
            "msgid \"\"\nmsgstr \"\"\n\"A: b\\n\"\n\"Language: fr\\n\"\n\"C: d\\n\"\n"
        );
    }
}
