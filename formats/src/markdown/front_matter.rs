//! The YAML front matter (a `---` block at the very start of the file): the values of the
//! configured translatable keys are strings; every other key, and the block's layout, is kept
//! byte for byte.
//!
//! Read line by line, because the splice needs each value's bytes and a YAML library gives
//! none; the scalars are read and written by the YAML format's own scalar reader and writer
//! (`crate::yaml`), so quoting and escapes follow the same rules. Only what can be read with
//! certainty is read: a top-level `key: value` on one line, the value bare (when YAML reads it
//! as a string), `"…"` or `'…'`. A translatable key whose value is anything else (a block
//! scalar, a value over several lines, a list, an alias) is kept as it is and named in a warning.

use std::ops::Range;

use crate::document::escape_segment_text;
use crate::warning::FormatWarning;
use crate::yaml::render::write_scalar;
use crate::yaml::resolve::plain_is_string;
use crate::yaml::scalar as yaml_scalar;
use crate::yaml::slot::Style;

use super::kind::Place;

/// A translatable value found.
#[derive(Debug)]
pub(crate) struct Value<'a> {
    /// The key.
    pub key: &'a str,
    /// The text, in the segment notation (a literal `<0>` written `&lt;0>`).
    pub text: String,
    /// The value's bytes, quotes included.
    pub span: Range<usize>,
    /// How it is quoted.
    pub place: Place,
}

/// What the front matter gives: values, and warnings for translatable keys not read.
#[derive(Debug)]
pub(crate) enum Found<'a> {
    Value(Value<'a>),
    Warning(FormatWarning),
}

/// Reads the front matter whose block (delimiters included) is `block` in `src`.
pub(crate) fn read<'a>(src: &'a [u8], block: Range<usize>, keys: &[String]) -> Vec<Found<'a>> {
    let mut found = Vec::new();
    let Ok(text) = std::str::from_utf8(&src[block.clone()]) else {
        return found;
    };
    // Lines with their offsets, the opening `---` left out.
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut at = 0;
    for raw in text.split_inclusive('\n') {
        let line = raw.trim_end_matches(['\n', '\r']);
        lines.push((block.start + at, line));
        at += raw.len();
    }
    for i in 1..lines.len() {
        let (off, line) = lines[i];
        if line == "---" || line == "..." {
            break;
        }
        let Some((key, rest)) = line.split_once(':') else {
            continue;
        };
        if key.is_empty()
            || key.starts_with([' ', '\t', '#', '-'])
            || !keys.iter().any(|k| k == key)
        {
            continue;
        }
        if !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
            continue;
        }
        let lead = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        let v0 = off + key.len() + 1 + lead;
        let value = &rest[lead..];
        let continued = lines.get(i + 1).is_some_and(|(_, next)| {
            next.starts_with([' ', '\t'])
                && !next.trim().is_empty()
                && !next.trim_start().starts_with('#')
        });
        let warn = |found: &mut Vec<Found<'a>>, why: &str| {
            found.push(Found::Warning(FormatWarning::at(
                src,
                v0,
                format!("front matter `{key}`: {why}; kept as it is, not a string (write it on one line, bare or in quotes, to have it translated)"),
            )));
        };
        let read = match value.as_bytes().first() {
            None => {
                if continued {
                    warn(
                        &mut found,
                        "the value is on the lines below (a block or a nested map)",
                    );
                }
                continue;
            }
            Some(b'"') => yaml_scalar::double(value, 0)
                .ok()
                .map(|(len, t)| (t.into_owned(), len, Place::FrontDouble)),
            Some(b'\'') => yaml_scalar::single(value, 0)
                .ok()
                .map(|(len, t)| (t.into_owned(), len, Place::FrontSingle)),
            Some(b'|' | b'>' | b'[' | b'{' | b'&' | b'*' | b'!' | b'%' | b'@' | b'`') => {
                warn(
                    &mut found,
                    "a block scalar, list, map, anchor, alias or tag",
                );
                continue;
            }
            Some(_) => {
                let end = value.find(" #").unwrap_or(value.len());
                let v = value[..end].trim_end_matches([' ', '\t']);
                // A number, a date, a boolean or null is no text.
                if !plain_is_string(v, true) {
                    continue;
                }
                Some((v.to_string(), v.len(), Place::FrontPlain))
            }
        };
        let Some((plain, len, place)) = read else {
            warn(
                &mut found,
                "a quoted value that does not end on its line or holds an escape not read",
            );
            continue;
        };
        let after = value[len..].trim_start_matches([' ', '\t']);
        if continued || !(after.is_empty() || after.starts_with('#')) {
            warn(
                &mut found,
                "the value goes on past its line or its closing quote",
            );
            continue;
        }
        let mut t = String::new();
        escape_segment_text(&plain, &mut t);
        found.push(Found::Value(Value {
            key,
            text: t,
            span: v0..v0 + len,
            place,
        }));
    }
    found
}

/// Writes `text` (literal) as a front-matter value quoted as `place` when that holds it, else
/// in the first quoting that does (as the YAML format writes a scalar).
pub(crate) fn write(text: &str, place: Place, out: &mut Vec<u8>) {
    let style = match place {
        Place::FrontPlain => Style::Plain,
        Place::FrontSingle => Style::Single,
        _ => Style::Double,
    };
    write_scalar(style, false, text, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(doc: &str) -> Vec<(String, String, Place)> {
        let keys = ["title".to_string(), "description".to_string()];
        read(doc.as_bytes(), 0..doc.len(), &keys)
            .into_iter()
            .filter_map(|f| match f {
                Found::Value(v) => Some((v.key.to_string(), doc[v.span].to_string(), v.place)),
                Found::Warning(_) => None,
            })
            .collect()
    }

    #[test]
    fn one_line_values_of_the_keys_are_read() {
        let doc = "---\ntitle: \"A \\\"b\\\"\" # c\nlayout: post\ndescription: 'it''s'\n---\n";
        let v = values(doc);
        assert_eq!(v.len(), 2);
        assert_eq!(v[0].1, "\"A \\\"b\\\"\"");
        assert_eq!(v[1].2, Place::FrontSingle);
        let doc = "---\ntitle: >\n  folded\ndescription: plain words # note\n---\n";
        let v = values(doc);
        assert_eq!(v.len(), 1);
        assert_eq!(v[0].1, "plain words");
    }

    #[test]
    fn written_values_read_back() {
        for (t, p) in [
            ("plain", Place::FrontPlain),
            ("yes", Place::FrontPlain),
            ("a: b", Place::FrontPlain),
            ("it's", Place::FrontSingle),
            ("two\nlines \"q\" \\", Place::FrontSingle),
            ("next\u{85}line\u{2028}tab\t", Place::FrontDouble),
            ("2024", Place::FrontPlain),
        ] {
            let mut out = b"---\ntitle: ".to_vec();
            write(t, p, &mut out);
            out.extend_from_slice(b"\n---\n");
            let doc = String::from_utf8(out).unwrap();
            let keys = ["title".to_string()];
            let found = read(doc.as_bytes(), 0..doc.len(), &keys);
            let Some(Found::Value(v)) = found.first() else {
                panic!("{doc}");
            };
            let mut want = String::new();
            escape_segment_text(t, &mut want);
            assert_eq!(v.text, want, "{doc}");
        }
    }
}
