//! Which `<…>` sequences of a logical string are inline markup when it is written back. A tag
//! counts as markup only when it is a well-formed XML tag (names, quoted attribute values with
//! valid references, no duplicate attributes, no namespace declarations, prefixes bound on the
//! root element) AND it is balanced: start tags need their end tag, properly nested; empty-element
//! tags always qualify. Everything else, including a lone `<` or `&`, is text and gets escaped.
//! This is hand-written because it runs on translations, not on a document: no XML crate
//! tokenizes a fragment and tells which tags pair up.

use std::ops::Range;

/// The deepest nesting of inline markup written back as markup.
const MAX_DEPTH: usize = 64;

/// One tag recognised as markup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct MarkupTag {
    /// Byte range of the tag in the text.
    pub range: Range<usize>,
    /// True for unprefixed (span) tags; namespaced ones such as `<xliff:g>` are not spans.
    pub span: bool,
    /// True for start and empty-element tags.
    pub opens: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TagKind {
    Start,
    End,
    Empty,
}

struct Candidate<'a> {
    range: Range<usize>,
    name: &'a str,
    kind: TagKind,
    ok: bool,
}

/// The markup tags of `text` in order. `bound(prefix)` tells whether a namespace prefix is
/// declared where the text will be written.
pub(crate) fn markup_tags(text: &str, bound: &dyn Fn(&str) -> bool) -> Vec<MarkupTag> {
    if !text.contains('<') {
        return Vec::new();
    }
    let mut cands: Vec<Candidate<'_>> = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(p) = memchr::memchr(b'<', &bytes[i..]) {
        let at = i + p;
        match scan_tag(text, at, bound) {
            Some((end, name, kind)) => {
                cands.push(Candidate {
                    range: at..end,
                    name,
                    kind,
                    ok: kind == TagKind::Empty,
                });
                i = end;
            }
            None => i = at + 1,
        }
    }
    // Pair start and end tags; unmatched ones stay text.
    let mut stack: Vec<usize> = Vec::new();
    for k in 0..cands.len() {
        match cands[k].kind {
            TagKind::Empty => cands[k].ok = stack.len() < MAX_DEPTH,
            TagKind::Start => stack.push(k),
            TagKind::End => {
                if let Some(depth) = stack.iter().rposition(|&s| cands[s].name == cands[k].name) {
                    let open = stack[depth];
                    stack.truncate(depth);
                    if depth < MAX_DEPTH {
                        cands[open].ok = true;
                        cands[k].ok = true;
                    }
                }
            }
        }
    }
    cands
        .into_iter()
        .filter(|c| c.ok)
        .map(|c| MarkupTag {
            span: !c.name.contains(':'),
            opens: c.kind != TagKind::End,
            range: c.range,
        })
        .collect()
}

/// Scans a tag starting at `text[at] == '<'`; returns its end, name and kind when well formed.
fn scan_tag<'a>(
    text: &'a str,
    at: usize,
    bound: &dyn Fn(&str) -> bool,
) -> Option<(usize, &'a str, TagKind)> {
    let b = text.as_bytes();
    let mut i = at + 1;
    let closing = b.get(i) == Some(&b'/');
    if closing {
        i += 1;
    }
    let name_end = scan_name(text, i)?;
    let name = &text[i..name_end];
    if !qname_ok(name, bound, false) {
        return None;
    }
    i = name_end;
    if closing {
        i = skip_space(b, i);
        return (b.get(i) == Some(&b'>')).then_some((i + 1, name, TagKind::End));
    }
    let mut seen: Vec<&str> = Vec::new();
    loop {
        let after_space = skip_space(b, i);
        match b.get(after_space) {
            Some(b'>') => return Some((after_space + 1, name, TagKind::Start)),
            Some(b'/') => {
                return (b.get(after_space + 1) == Some(&b'>')).then_some((
                    after_space + 2,
                    name,
                    TagKind::Empty,
                ))
            }
            _ => {}
        }
        if after_space == i {
            return None; // attributes must be separated by whitespace
        }
        i = after_space;
        let attr_end = scan_name(text, i)?;
        let attr = &text[i..attr_end];
        if attr == "xmlns" || attr.starts_with("xmlns:") || !qname_ok(attr, bound, true) {
            return None;
        }
        if seen.contains(&attr) {
            return None;
        }
        seen.push(attr);
        i = skip_space(b, attr_end);
        if b.get(i) != Some(&b'=') {
            return None;
        }
        i = skip_space(b, i + 1);
        let quote = *b.get(i)?;
        if quote != b'"' && quote != b'\'' {
            return None;
        }
        i += 1;
        let close = i + memchr::memchr(quote, &b[i..])?;
        if !attr_value_ok(&text[i..close]) {
            return None;
        }
        i = close + 1;
    }
}

fn skip_space(b: &[u8], mut i: usize) -> usize {
    while matches!(b.get(i), Some(b' ' | b'\t' | b'\r' | b'\n')) {
        i += 1;
    }
    i
}

/// End of an XML Name starting at `i`, if one starts there.
fn scan_name(text: &str, i: usize) -> Option<usize> {
    let mut chars = text.get(i..)?.char_indices();
    let (_, first) = chars.next()?;
    if !is_name_start(first) {
        return None;
    }
    for (off, c) in chars {
        if !is_name_char(c) {
            return Some(i + off);
        }
    }
    Some(text.len())
}

/// A QName with at most one colon, not at either end, whose prefix is bound.
fn qname_ok(name: &str, bound: &dyn Fn(&str) -> bool, attribute: bool) -> bool {
    match name.split_once(':') {
        None => true,
        Some((prefix, local)) => {
            !prefix.is_empty()
                && !local.is_empty()
                && !local.contains(':')
                && ((attribute && prefix == "xml")
                    || (prefix != "xml" && prefix != "xmlns" && bound(prefix)))
        }
    }
}

/// Attribute value text: legal XML characters, no `<`, and every `&` starts a predefined entity
/// or a character reference to a legal character.
fn attr_value_ok(v: &str) -> bool {
    if v.contains('<') || !v.chars().all(is_xml_char) {
        return false;
    }
    let mut rest = v;
    while let Some(p) = rest.find('&') {
        rest = &rest[p + 1..];
        let Some(semi) = rest.find(';') else {
            return false;
        };
        if !reference_ok(&rest[..semi]) {
            return false;
        }
        rest = &rest[semi + 1..];
    }
    true
}

/// True for `lt`, `gt`, `amp`, `quot`, `apos`, `#N` and `#xH` naming a legal XML character.
pub(crate) fn reference_ok(name: &str) -> bool {
    resolve_reference(name).is_some()
}

/// The character a reference body (between `&` and `;`) stands for: one of the five predefined
/// entities or a character reference to a legal XML character. Nothing else is ever expanded.
pub(crate) fn resolve_reference(name: &str) -> Option<char> {
    let code = if let Some(hex) = name.strip_prefix("#x") {
        if hex.is_empty() || hex.len() > 8 {
            return None;
        }
        u32::from_str_radix(hex, 16).ok()?
    } else if let Some(dec) = name.strip_prefix('#') {
        if dec.is_empty() || dec.len() > 10 || !dec.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        dec.parse::<u32>().ok()?
    } else {
        return match name {
            "lt" => Some('<'),
            "gt" => Some('>'),
            "amp" => Some('&'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => None,
        };
    };
    char::from_u32(code).filter(|c| is_xml_char(*c))
}

/// XML 1.0 `Char`.
pub(crate) fn is_xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..)
}

fn is_name_start(c: char) -> bool {
    matches!(c,
        ':' | 'A'..='Z' | '_' | 'a'..='z'
        | '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{F6}' | '\u{F8}'..='\u{2FF}'
        | '\u{370}'..='\u{37D}' | '\u{37F}'..='\u{1FFF}' | '\u{200C}'..='\u{200D}'
        | '\u{2070}'..='\u{218F}' | '\u{2C00}'..='\u{2FEF}' | '\u{3001}'..='\u{D7FF}'
        | '\u{F900}'..='\u{FDCF}' | '\u{FDF0}'..='\u{FFFD}' | '\u{10000}'..='\u{EFFFF}')
}

fn is_name_char(c: char) -> bool {
    is_name_start(c)
        || matches!(c, '-' | '.' | '0'..='9' | '\u{B7}' | '\u{300}'..='\u{36F}' | '\u{203F}'..='\u{2040}')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(s: &str) -> Vec<&str> {
        markup_tags(s, &|p| p == "xliff")
            .into_iter()
            .map(|t| &s[t.range])
            .collect()
    }

    #[test]
    fn balanced_tags_are_markup() {
        assert_eq!(tags("a <b>bold</b> <br/> c"), ["<b>", "</b>", "<br/>"]);
        assert_eq!(
            tags(r#"<xliff:g id="n" example="&lt;3">%1$s</xliff:g>"#),
            [r#"<xliff:g id="n" example="&lt;3">"#, "</xliff:g>"]
        );
        assert_eq!(tags("<a href='x>y'>l</a >"), ["<a href='x>y'>", "</a >"]);
    }

    #[test]
    fn unbalanced_or_malformed_tags_are_text() {
        assert!(tags("<untitled>").is_empty());
        assert!(tags("a < b > c").is_empty());
        assert!(tags("</b>").is_empty());
        assert_eq!(tags("<b><i>x</b>"), ["<b>", "</b>"]);
        assert!(tags(r#"<b a="1" a="2"></b>"#).is_empty());
        assert!(tags(r#"<b a="&nbsp;"></b>"#).is_empty());
        assert!(tags("<foo:b></foo:b>").is_empty());
        assert!(tags(r#"<b xmlns:x="u"></b>"#).is_empty());
        assert!(tags("<1b></1b>").is_empty());
    }

    #[test]
    fn references() {
        assert_eq!(resolve_reference("#x41"), Some('A'));
        assert_eq!(resolve_reference("#233"), Some('é'));
        assert_eq!(resolve_reference("#0"), None);
        assert_eq!(resolve_reference("#xD800"), None);
        assert_eq!(resolve_reference("nbsp"), None);
    }
}
