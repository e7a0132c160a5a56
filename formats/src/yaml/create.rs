//! `create` for `locforge convert`: a new translation YAML file from entries. Written in Rails
//! style (the language code as the root key) when the written language's code is one the parser
//! recognises as a locale, else as a Symfony file without a root. Identifiers are split on `.`
//! into nested keys, except where a prefix is itself a string's identifier (`a` and `a.b`), where
//! the rest stays one dotted key, so a re-parse gives every identifier back (as does the rest of
//! a path deeper than half the parser's nesting limit). Contexts become
//! `#` comments above their key; plurals become `one:`/`other:` maps for the written language's
//! categories, with a `<id>#zero` string next to a plural `id` as the map's `zero` member (what
//! the parser keeps apart). Lost: hidden flags and maximum lengths (YAML has neither), and the
//! context of a `#zero` string written into its map. A context holding a character a comment
//! cannot carry (a control character, CR, NEL, LS, PS, BOM) is an error naming the string.

use std::collections::HashSet;

use super::parse::MAX_DEPTH;
use super::render::{write_double, write_scalar};
use super::resolve::{is_locale_code, plain_ok, printable_inline};
use super::slot::Style;
use crate::create::{entry_error, monolingual_text, plural_forms, written_language};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, PluralCategory, Text};
use crate::plural_zero::{with_zero, Partners};

/// How many mappings deep `create` nests keys at most (the parser refuses files deeper than
/// [`MAX_DEPTH`]; a Rails root adds one level).
const MAX_NESTING: usize = MAX_DEPTH / 2;

/// A node of the key tree: a string (entry index) or nested keys, in first-seen order.
enum Node {
    Leaf(usize),
    Branch(Vec<(String, Node)>),
}

/// Writes `entries` as a new YAML file in `out`.
pub fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let lang = written_language(source, target);
    let ids: HashSet<&str> = entries.iter().map(|e| e.identifier.as_ref()).collect();
    let zeros = Partners::new(entries);
    let mut root: Vec<(String, Node)> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        if zeros.is_partner(e) {
            continue;
        }
        let id = e.identifier.as_ref();
        if id.is_empty() {
            return Err(entry_error(e, "an empty identifier cannot be a YAML key"));
        }
        let segments: Vec<&str> = id.split('.').collect();
        let splittable = segments.iter().all(|s| !s.is_empty());
        let mut level = &mut root;
        let mut k = 0;
        if splittable {
            // Descend while the prefix so far is not itself a string, and no deeper than half
            // what the parser accepts: the rest of a longer path stays one dotted key.
            while k + 1 < segments.len() && k < MAX_NESTING {
                let prefix_end: usize =
                    segments[..=k].iter().map(|s| s.len() + 1).sum::<usize>() - 1;
                if ids.contains(&id[..prefix_end]) {
                    break;
                }
                let seg = segments[k];
                let at = match level.iter().position(|(name, _)| name == seg) {
                    Some(at) => at,
                    None => {
                        level.push((seg.to_string(), Node::Branch(Vec::new())));
                        level.len() - 1
                    }
                };
                match &mut level[at].1 {
                    Node::Branch(children) => level = children,
                    Node::Leaf(_) => {
                        return Err(entry_error(
                            e,
                            "its key path collides with another string's",
                        ))
                    }
                }
                k += 1;
            }
        }
        let key = if splittable {
            segments[k..].join(".")
        } else {
            id.to_string()
        };
        if level.iter().any(|(name, _)| *name == key) {
            return Err(entry_error(
                e,
                "its key path collides with another string's",
            ));
        }
        level.push((key, Node::Leaf(i)));
    }
    let rails = is_locale_code(&lang.id);
    let mut indent = 0;
    if rails {
        write_key(&lang.id, out);
        out.push(b':');
        indent = 2;
        if root.is_empty() {
            out.extend_from_slice(b" {}");
        }
        out.push(b'\n');
    } else if root.is_empty() {
        out.extend_from_slice(b"{}\n");
    }
    write_level(&root, entries, &zeros, target, lang, indent, out)
}

fn write_level(
    level: &[(String, Node)],
    entries: &[Entry],
    zeros: &Partners<'_>,
    target: Option<&Language>,
    lang: &Language,
    indent: usize,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    if let Some(e) = read_as_one_plural(level, entries, target) {
        return Err(entry_error(
            e,
            "its key and every sibling's are CLDR plural categories (`one`, `other`, …), so a reader takes the mapping for one plural string; expected a mapping with another key beside them",
        ));
    }
    let pad = " ".repeat(indent);
    for (key, node) in level {
        match node {
            Node::Branch(children) => {
                out.extend_from_slice(pad.as_bytes());
                write_key(key, out);
                out.extend_from_slice(b":\n");
                write_level(children, entries, zeros, target, lang, indent + 2, out)?;
            }
            Node::Leaf(i) => {
                let e = &entries[*i];
                if let Some(c) = &e.context {
                    // A CR ending a line is dropped with the line's trailing blanks below.
                    let line_end = |i: usize| matches!(c.as_bytes().get(i + 1), None | Some(b'\n'));
                    let bad = c.char_indices().find(|&(i, ch)| {
                        !(ch == '\n' || printable_inline(ch) || ch == '\r' && line_end(i))
                    });
                    if let Some((_, bad)) = bad {
                        return Err(entry_error(
                            e,
                            format!(
                                "its context holds U+{:04X}, which a YAML comment cannot hold; expected printable text",
                                u32::from(bad)
                            ),
                        ));
                    }
                    for line in c.split('\n') {
                        out.extend_from_slice(pad.as_bytes());
                        out.push(b'#');
                        if !line.is_empty() {
                            out.push(b' ');
                            out.extend_from_slice(line.trim_end().as_bytes());
                        }
                        out.push(b'\n');
                    }
                }
                out.extend_from_slice(pad.as_bytes());
                write_key(key, out);
                out.push(b':');
                let text = monolingual_text(e, target);
                match text {
                    Text::Plain(s) => {
                        out.push(b' ');
                        write_scalar(Style::Plain, false, s, out);
                        out.push(b'\n');
                    }
                    Text::Plural(_) => {
                        out.push(b'\n');
                        let inner = " ".repeat(indent + 2);
                        let mut forms = plural_forms(text, &e.text, lang.categories());
                        if let Some(z) = zeros.zero_of(&e.identifier) {
                            with_zero(&mut forms, monolingual_text(z, target).main());
                        }
                        for (c, t) in forms {
                            out.extend_from_slice(inner.as_bytes());
                            out.extend_from_slice(c.as_str().as_bytes());
                            out.extend_from_slice(b": ");
                            write_scalar(Style::Plain, false, t, out);
                            out.push(b'\n');
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

/// A key: plain when that reads back as the same string, else quoted.
/// The `other` string of a mapping the parser would read as one plural string (its rule: every
/// key a CLDR category, `other` among them, each value a plain string on the key's line, no
/// comment above a key but the first), when `level` is one; `None` otherwise.
fn read_as_one_plural<'e>(
    level: &[(String, Node)],
    entries: &'e [Entry],
    target: Option<&Language>,
) -> Option<&'e Entry<'e>> {
    let mut other = None;
    for (n, (key, node)) in level.iter().enumerate() {
        let Node::Leaf(i) = node else {
            return None;
        };
        let e = &entries[*i];
        let commented = e.context.as_deref().is_some_and(|c| !c.is_empty());
        if (n > 0 && commented) || !matches!(monolingual_text(e, target), Text::Plain(_)) {
            return None;
        }
        if PluralCategory::parse(key)? == PluralCategory::Other {
            other = Some(e);
        }
    }
    other
}

fn write_key(key: &str, out: &mut Vec<u8>) {
    if plain_ok(key, false) {
        out.extend_from_slice(key.as_bytes());
    } else if key.chars().all(super::resolve::printable_inline) {
        super::render::write_single(key, out);
    } else {
        write_double(key, out);
    }
}
