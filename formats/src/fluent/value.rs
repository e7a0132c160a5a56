//! From a scanned pattern to the text translators see, and plural detection.
//!
//! **Text.** The pattern as Fluent reads it, with placeables kept as their source text: line ends
//! become `\n`, the common indentation is removed (Fluent's dedent: the smallest indent of the
//! block lines), blank lines keep only their line end, leading blank lines and trailing spaces
//! are not part of the value. Lines inside a multi-line placeable (a select expression kept as
//! text) lose the same indentation, so their layout relative to the value is kept; when such a
//! line is indented less than the block lines, that smaller indent is what is removed (so some
//! block lines then keep a few leading spaces). A placeable written `{"…"}` (a string literal
//! with no blanks inside the braces) is Fluent's escape for text it cannot write plainly (`{"{"}`,
//! `{"["}` at a line start, `{"  "}` for leading spaces, `{""}` for an empty variant): the text
//! shows the literal's characters, and a build writes them back the same way when needed.
//!
//! **Plurals.** A value that is exactly one select expression on a variable, whose variant keys
//! are all CLDR plural categories (no number keys, no repeats) and whose variants hold no further
//! select expression, is a plural string: one form per variant, each variant's value read as above.

use crate::model::{PluralCategory, PluralText};
use std::borrow::Cow;

use super::scan::{Element, Expr, Pattern, Placeable, Select};

/// The text of a pattern (see the module docs).
pub(crate) fn value(src: &[u8], p: &Pattern) -> String {
    let mut common = u32::MAX;
    if p.block {
        common = p.first_indent;
    }
    let mut multiline = false;
    for e in &p.elements {
        match e {
            Element::Break { indent, .. } => common = common.min(*indent),
            Element::Placeable(r, _) => {
                if memchr::memchr(b'\n', &src[r.clone()]).is_some() {
                    multiline = true;
                }
            }
            Element::Text(_) => {}
        }
    }
    if multiline {
        for e in &p.elements {
            if let Element::Placeable(r, _) = e {
                for_inner_lines(&src[r.clone()], |lead, blank| {
                    if !blank {
                        common = common.min(lead);
                    }
                });
            }
        }
    }
    if common == u32::MAX {
        common = 0;
    }
    let mut out = String::with_capacity(p.end.saturating_sub(p.start));
    if p.block {
        push_spaces(&mut out, p.first_indent - common);
    }
    for e in &p.elements {
        match e {
            Element::Text(r) => out.push_str(text(src, r.clone())),
            Element::Break { lines, indent } => {
                for _ in 0..*lines {
                    out.push('\n');
                }
                push_spaces(&mut out, indent - common);
            }
            Element::Placeable(r, Placeable::Literal) => {
                decode_literal(&src[r.start + 2..r.end - 2], &mut out)
            }
            Element::Placeable(r, _) => push_placeable(&src[r.clone()], common, &mut out),
        }
    }
    out
}

/// The plural forms of a pattern that is a plural select (see the module docs), else `None`.
pub(crate) fn plural(src: &[u8], p: &Pattern) -> Option<PluralText<'static>> {
    let select = plural_select(src, p)?;
    let mut forms = PluralText::new();
    for v in &select.variants {
        let c = PluralCategory::parse(text(src, v.key.clone()))?;
        if forms
            .insert(c, Cow::Owned(value(src, &v.pattern)))
            .is_some()
        {
            return None;
        }
    }
    Some(forms)
}

/// The select expression of a plural pattern, when the pattern is one.
pub(crate) fn plural_select<'p>(src: &[u8], p: &'p Pattern) -> Option<&'p Select> {
    let [Element::Placeable(_, Placeable::Select(select))] = p.elements.as_slice() else {
        return None;
    };
    let ok = select.selector == Expr::Variable
        && !select.nested_select
        && select
            .variants
            .iter()
            .all(|v| !v.numeric && PluralCategory::parse(text(src, v.key.clone())).is_some());
    ok.then_some(&**select)
}

/// The UTF-8 text of a range (the file was checked to be UTF-8; ranges fall on ASCII delimiters).
pub(crate) fn text(src: &[u8], r: std::ops::Range<usize>) -> &str {
    std::str::from_utf8(&src[r]).unwrap_or_default()
}

fn push_spaces(out: &mut String, n: u32) {
    for _ in 0..n {
        out.push(' ');
    }
}

/// Calls `f(leading spaces, blank)` for every line of `s` after its first.
fn for_inner_lines(s: &[u8], mut f: impl FnMut(u32, bool)) {
    let mut i = 0;
    while let Some(n) = memchr::memchr(b'\n', &s[i..]) {
        i += n + 1;
        let start = i;
        while s.get(i) == Some(&b' ') {
            i += 1;
        }
        let blank = matches!(s.get(i), None | Some(b'\n')) || s[i..].starts_with(b"\r\n");
        f((i - start) as u32, blank);
    }
}

/// A placeable's source with line ends as `\n`, `common` spaces removed from each inner line and
/// blank inner lines empty.
fn push_placeable(s: &[u8], common: u32, out: &mut String) {
    let mut i = 0;
    loop {
        let line_end = memchr::memchr(b'\n', &s[i..]).map(|n| i + n);
        let content_end = match line_end {
            Some(e) if e > i && s[e - 1] == b'\r' => e - 1,
            Some(e) => e,
            None => s.len(),
        };
        out.push_str(std::str::from_utf8(&s[i..content_end]).unwrap_or_default());
        let Some(e) = line_end else { break };
        out.push('\n');
        i = e + 1;
        let mut lead = 0;
        while s.get(i + lead) == Some(&b' ') {
            lead += 1;
        }
        let rest = &s[i + lead..];
        if rest.first() == Some(&b'\n') || rest.starts_with(b"\r\n") || rest.is_empty() {
            i += lead;
        } else {
            let drop = lead.min(common as usize);
            i += drop;
        }
    }
}

/// Decodes the inside of a string literal (`\"`, `\\`, `\uXXXX`, `\UXXXXXX`; a code point that is
/// not a Unicode scalar value becomes U+FFFD).
pub(crate) fn decode_literal(s: &[u8], out: &mut String) {
    let mut i = 0;
    while i < s.len() {
        match memchr::memchr(b'\\', &s[i..]) {
            None => {
                out.push_str(std::str::from_utf8(&s[i..]).unwrap_or_default());
                return;
            }
            Some(n) => {
                out.push_str(std::str::from_utf8(&s[i..i + n]).unwrap_or_default());
                let b = i + n;
                let (len, c) = match s.get(b + 1) {
                    Some(b'u') => (6, hex_char(s.get(b + 2..b + 6))),
                    Some(b'U') => (8, hex_char(s.get(b + 2..b + 8))),
                    Some(&c) => (2, char::from(c)),
                    None => (1, '\\'),
                };
                out.push(c);
                i = b + len;
            }
        }
    }
}

fn hex_char(digits: Option<&[u8]>) -> char {
    digits
        .and_then(|d| std::str::from_utf8(d).ok())
        .and_then(|d| u32::from_str_radix(d, 16).ok())
        .and_then(char::from_u32)
        .unwrap_or('\u{FFFD}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fluent::scan::Scanner;

    fn first_value(src: &str) -> String {
        let mut s = Scanner::new(src.as_bytes(), 0);
        let e = s.next_entry().expect("parses").expect("an entry");
        value(src.as_bytes(), e.value.as_ref().expect("a value"))
    }

    #[test]
    fn values_are_dedented_like_fluent() {
        assert_eq!(first_value("k = a\n    b\n\n      c  \n"), "a\nb\n\n  c");
        assert_eq!(first_value("k =\n      a\n    b\n"), "  a\nb");
        assert_eq!(first_value("k = {\"{\"}x{\"  \"}\n"), "{x  ");
        assert_eq!(first_value("k = a { $x } b\r\n  c\r\n"), "a { $x } b\nc");
        assert_eq!(
            first_value("k =\n    { $n ->\n        [0] a\n       *[other] b\n    }\n"),
            "{ $n ->\n    [0] a\n   *[other] b\n}"
        );
    }

    #[test]
    fn literals_decode_escapes() {
        let mut s = String::new();
        decode_literal(br#"a\"b\\c\u0041\U01F600\uD800"#, &mut s);
        assert_eq!(s, "a\"b\\cA😀\u{FFFD}");
    }
}
