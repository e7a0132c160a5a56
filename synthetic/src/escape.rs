//! The generator's own escapers: how a text piece is written inside each syntax (JSON strings,
//! PO strings, XML text, Android resources, Apple `.strings`, `.properties`, YAML scalars, CSV
//! cells). They are written from the formats' specifications, independently of
//! `locforge-formats` (which this crate must not depend on), so that a generated file is an
//! outside reading of each format. What must not live here: layout (line wrapping, indentation,
//! which style a value takes), which is each generator's.

use std::fmt::Write as _;

/// Appends `s` as a JSON string, escaped as Python's `json.dumps(..., ensure_ascii=False)` and
/// serde_json write it.
pub(crate) fn json_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `s` escaped for the inside of a PO string (`\\`, `\"`, `\t`, `\n`).
pub(crate) fn po_quote(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\t', "\\t")
        .replace('\n', "\\n")
}

/// `s` escaped for XML character data (`&amp;`, `&lt;`, `&gt;`).
pub(crate) fn xml_text(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Android string escaping of one text piece (backslash escapes, a leading `@`/`?`), then XML.
pub(crate) fn android_text(s: &str) -> String {
    let mut s = s
        .replace('\\', "\\\\")
        .replace('\'', "\\'")
        .replace('"', "\\\"")
        .replace('\n', "\\n");
    if s.starts_with('@') || s.starts_with('?') {
        s.insert(0, '\\');
    }
    xml_text(&s)
}

/// Apple `.strings` value escaping; `unicode` writes non-ASCII BMP characters as `\Uxxxx`.
pub(crate) fn strings_escape(s: &str, unicode: bool) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if unicode && !c.is_ascii() && (c as u32) < 0x1_0000 => {
                let _ = write!(out, "\\U{:04X}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// A `.properties` value (or a piece of one) escaped for an ASCII file: `\uXXXX` for anything
/// outside ASCII (`upper` hex as `Properties.store` writes it, else lower as `native2ascii`),
/// `store` also escapes `= : # !` as `Properties.store` does; `leading` escapes a first space
/// (the start of a value, not of a continuation piece).
pub(crate) fn properties_escape(s: &str, upper: bool, store: bool, leading: bool) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for (i, c) in s.chars().enumerate() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            ' ' if i == 0 && leading => out.push_str("\\ "),
            '=' | ':' | '#' | '!' if store => {
                out.push('\\');
                out.push(c);
            }
            c if !c.is_ascii() => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    if upper {
                        let _ = write!(out, "\\u{:04X}", u);
                    } else {
                        let _ = write!(out, "\\u{:04x}", u);
                    }
                }
            }
            c => out.push(c),
        }
    }
    out
}

/// Whether `s` can be written as a YAML plain scalar that every YAML 1.1 reader reads back as
/// this string.
pub(crate) fn yaml_plain_ok(s: &str) -> bool {
    let Some(first) = s.chars().next() else {
        return false;
    };
    if s != s.trim()
        || s.contains(['\n', '\t', '\r'])
        || "-?:,[]{}#&*!|>'\"%@`".contains(first)
        || s.contains(": ")
        || s.contains(" #")
        || s.ends_with(':')
    {
        return false;
    }
    let lower = s.to_ascii_lowercase();
    let special = [
        "y", "n", "yes", "no", "true", "false", "on", "off", "null", "~",
    ];
    !(special.contains(&lower.as_str())
        || s.chars()
            .all(|c| c.is_ascii_digit() || ".-+:_eE".contains(c)))
}

/// `s` as a YAML double-quoted scalar.
pub(crate) fn yaml_double(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// One CSV cell, quoted as RFC 4180 requires (or always, with `all`).
pub(crate) fn csv_cell(out: &mut String, s: &str, all: bool) {
    if all || s.contains([',', '"', '\n', '\r']) || s.starts_with(' ') || s.ends_with(' ') {
        out.push('"');
        out.push_str(&s.replace('"', "\"\""));
        out.push('"');
    } else {
        out.push_str(s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_escape_like_serde_json() {
        let mut s = String::new();
        json_str(&mut s, "a\"b\\c\nd\u{1}é");
        assert_eq!(s, "\"a\\\"b\\\\c\\nd\\u0001é\"");
    }
}
