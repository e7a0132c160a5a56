//! `create` for Android: a new `strings.xml` from entries, values escaped by the module's own
//! writer (`escape::write_value`, both layers).
//!
//! - `name` → `<string name>`; consecutive `name[0]`, `name[1]`, … → one `<string-array>`;
//!   `name[product=p]` → `<string name product="p">`; plural entries → `<plurals>` with one item per
//!   category of the written language (the target when given, else the source). Any other
//!   identifier that is not a valid resource name (a letter or `_`, then letters, digits, `_` or
//!   `.`) is an error naming it, as are array items that do not start at `[0]` or are not
//!   consecutive.
//! - Context → a preceding `<!-- … -->` comment when the comment reads back as the same text (no
//!   `--`, lines without edge spaces), else a `comment="…"` attribute; hidden →
//!   `translatable="false"`; maximum length → `maxLength`. An array takes these from its first
//!   item.
//! - With a target language the values are the entries' translations (source text where an
//!   entry has none); statuses are not expressible and are dropped.

use super::escape::{write_value, Style};
use super::meta::comment_text;
use crate::create::{entry_error, monolingual_text, plural_forms, written_language};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::Entry;
use crate::xml::text::escape_attr_into;

const INDENT: &str = "    ";

/// What an identifier names in a resources file.
enum Name<'a> {
    Plain(&'a str),
    Item(&'a str, usize),
    Product(&'a str, &'a str),
}

fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '.')
}

fn split(id: &str) -> Name<'_> {
    if let Some(inner) = id.strip_suffix(']') {
        if let Some((base, rest)) = inner.rsplit_once('[') {
            if let Some(p) = rest.strip_prefix("product=") {
                return Name::Product(base, p);
            }
            if let Ok(i) = rest.parse::<usize>() {
                if !rest.starts_with('+') {
                    return Name::Item(base, i);
                }
            }
        }
    }
    Name::Plain(id)
}

fn check_name<'a>(e: &Entry, name: &'a str) -> Result<&'a str, FormatError> {
    if valid_name(name) {
        Ok(name)
    } else {
        Err(entry_error(
            e,
            "this is not a valid Android resource name (expected a letter or `_`, then letters, digits, `_` or `.`)",
        ))
    }
}

/// Writes `entries` as a new `strings.xml`.
pub(crate) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let lang = written_language(source, target);
    let bound = |prefix: &str| prefix == "xliff";
    out.extend_from_slice(
        b"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n",
    );
    let mut i = 0;
    while i < entries.len() {
        let e = &entries[i];
        let text = monolingual_text(e, target);
        match split(&e.identifier) {
            Name::Item(base, first) => {
                let base = check_name(e, base)?;
                if first != 0 {
                    return Err(entry_error(
                        e,
                        format!("array items must start at `{base}[0]` and follow each other; this one is not a valid Android resource name"),
                    ));
                }
                let mut end = i + 1;
                while let Some(next) = entries.get(end) {
                    match split(&next.identifier) {
                        Name::Item(b, n) if b == base && n == end - i => end += 1,
                        Name::Item(b, _) if b == base => {
                            return Err(entry_error(
                                next,
                                format!("array items of `{base}` must follow each other as {base}[0], {base}[1], …"),
                            ))
                        }
                        _ => break,
                    }
                }
                open_element(e, "string-array", base, None, out)?;
                out.push(b'\n');
                for item in &entries[i..end] {
                    if item.text.is_plural() {
                        return Err(entry_error(item, "an array item cannot be a plural"));
                    }
                    out.extend_from_slice(INDENT.as_bytes());
                    out.extend_from_slice(INDENT.as_bytes());
                    out.extend_from_slice(b"<item>");
                    write_value(
                        monolingual_text(item, target).main(),
                        Style::Plain,
                        &bound,
                        out,
                    );
                    out.extend_from_slice(b"</item>\n");
                }
                out.extend_from_slice(INDENT.as_bytes());
                out.extend_from_slice(b"</string-array>\n");
                i = end;
                continue;
            }
            Name::Product(base, product) => {
                let base = check_name(e, base)?;
                if e.text.is_plural() {
                    return Err(entry_error(e, "a product variant cannot be a plural"));
                }
                open_element(e, "string", base, Some(product), out)?;
                write_value(text.main(), Style::Plain, &bound, out);
                out.extend_from_slice(b"</string>\n");
            }
            Name::Plain(name) => {
                let name = check_name(e, name)?;
                if e.text.is_plural() || text.is_plural() {
                    open_element(e, "plurals", name, None, out)?;
                    out.push(b'\n');
                    for (c, t) in plural_forms(text, &e.text, lang.categories()) {
                        out.extend_from_slice(INDENT.as_bytes());
                        out.extend_from_slice(INDENT.as_bytes());
                        out.extend_from_slice(b"<item quantity=\"");
                        out.extend_from_slice(c.as_str().as_bytes());
                        out.extend_from_slice(b"\">");
                        write_value(t, Style::Plain, &bound, out);
                        out.extend_from_slice(b"</item>\n");
                    }
                    out.extend_from_slice(INDENT.as_bytes());
                    out.extend_from_slice(b"</plurals>\n");
                } else {
                    open_element(e, "string", name, None, out)?;
                    write_value(text.main(), Style::Plain, &bound, out);
                    out.extend_from_slice(b"</string>\n");
                }
            }
        }
        i += 1;
    }
    out.extend_from_slice(b"</resources>\n");
    Ok(())
}

/// Writes the comment (when the context fits one) and the start tag with its attributes.
fn open_element(
    e: &Entry,
    element: &str,
    name: &str,
    product: Option<&str>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut s = String::with_capacity(64);
    let context = e.context.as_deref().filter(|c| !c.trim().is_empty());
    let as_comment = context.filter(|c| {
        *c == comment_text(c)
            && !c.contains("--")
            && !c.ends_with('-')
            && c.chars()
                .all(|ch| !ch.is_control() || matches!(ch, '\n' | '\t'))
    });
    if let Some(c) = as_comment {
        s.push_str(INDENT);
        s.push_str("<!-- ");
        s.push_str(c);
        s.push_str(" -->\n");
    }
    s.push_str(INDENT);
    s.push('<');
    s.push_str(element);
    let attr = |s: &mut String, key: &str, value: &str| -> Result<(), FormatError> {
        s.push(' ');
        s.push_str(key);
        s.push_str("=\"");
        escape_attr_into(value, b'"', s).map_err(|m| entry_error(e, m))?;
        s.push('"');
        Ok(())
    };
    attr(&mut s, "name", name)?;
    if let Some(p) = product {
        attr(&mut s, "product", p)?;
    }
    if e.is_hidden == Some(true) {
        attr(&mut s, "translatable", "false")?;
    }
    if let Some(n) = e.max_length {
        attr(&mut s, "maxLength", &n.to_string())?;
    }
    if let (Some(c), None) = (context, as_comment) {
        attr(&mut s, "comment", c)?;
    }
    s.push('>');
    out.extend_from_slice(s.as_bytes());
    Ok(())
}
