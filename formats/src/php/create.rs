//! `create` for PHP arrays (what `locforge convert` and bundle exports write): `<?php`, a blank
//! line, then `return [ … ];` with four spaces of indentation per level, every key and value in
//! single quotes (a value with a line break or another control character in double quotes,
//! where it is an escape), a trailing comma after every element, and each entry's context as `// ` lines
//! above it.
//!
//! **Nesting from dotted identifiers.** An identifier is split at its dots into nested arrays
//! (`auth.failed` → `'auth' => ['failed' => …]`) when every part is non-empty and holds no
//! whitespace, and no shorter dotted prefix of it is itself an identifier (`a` and `a.b` cannot
//! both nest: `a.b` is then written as one key). Other identifiers (Yii's sentence keys such as
//! `'File upload failed.'`) are one key each. Either way every identifier reads back unchanged.
//! Arrays appear in the order their first entry does. Nesting stops at [`MAX_NESTING`] levels:
//! the rest of a longer path stays one dotted key, so the file never nests deeper than the
//! parser reads.
//!
//! Lost: plurals (refused: convert with `--flatten-plurals` writes them as ICU messages), hidden
//! flags, maximum lengths, labels and statuses (the format has none of them).

use std::collections::HashSet;

use crate::create::{entry_error, monolingual_text, plural_refused};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};

use super::parse::MAX_DEPTH;
use super::render::{quote_for, write_literal, Quote};

/// How many arrays deep `create` nests keys at most: half what the parser reads, so a file
/// written here always reads back.
const MAX_NESTING: usize = MAX_DEPTH / 2;

/// One level of the array being written: keys in first-appearance order.
#[derive(Default)]
struct Level<'e> {
    items: Vec<(String, Item<'e>)>,
}

enum Item<'e> {
    Leaf(&'e Entry<'e>),
    Branch(Level<'e>),
}

/// The keys an identifier is written under (one, or its dotted parts).
fn parts<'i>(identifier: &'i str, all: &HashSet<&str>) -> Vec<&'i str> {
    let segments: Vec<&str> = identifier.split('.').collect();
    let splittable = segments.len() > 1
        && segments
            .iter()
            .all(|s| !s.is_empty() && !s.contains(char::is_whitespace));
    if !splittable {
        return vec![identifier];
    }
    let prefix_taken = identifier
        .match_indices('.')
        .any(|(i, _)| all.contains(&identifier[..i]));
    if prefix_taken {
        return vec![identifier];
    }
    if segments.len() <= MAX_NESTING + 1 {
        return segments;
    }
    // The first MAX_NESTING parts nest; the rest is one key, which reads back joined by the
    // same dots.
    let tail_start: usize = segments[..MAX_NESTING].iter().map(|s| s.len() + 1).sum();
    let mut keys = segments[..MAX_NESTING].to_vec();
    keys.push(&identifier[tail_start..]);
    keys
}

/// Writes `entries` as a new PHP array file: their translations when `target` is given (source
/// text where there is none), else their source texts.
pub(crate) fn create(
    entries: &[Entry],
    _source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let all: HashSet<&str> = entries.iter().map(|e| e.identifier.as_ref()).collect();
    let mut root = Level::default();
    for e in entries {
        if !matches!(monolingual_text(e, target), Text::Plain(_)) {
            return Err(plural_refused("php", e));
        }
        let keys = parts(&e.identifier, &all);
        let mut level = &mut root;
        let (last, branches) = keys.split_last().unwrap_or((&"", &[]));
        for k in branches {
            let at = match level.items.iter().position(|(key, _)| key == k) {
                Some(at) => at,
                None => {
                    level
                        .items
                        .push((k.to_string(), Item::Branch(Level::default())));
                    level.items.len() - 1
                }
            };
            level = match &mut level.items[at].1 {
                Item::Branch(l) => l,
                // No prefix of a split identifier is an identifier (see `parts`), so a key on
                // the way down is never a leaf; refused rather than written wrong if it were.
                Item::Leaf(_) => {
                    return Err(entry_error(
                        e,
                        "a shorter part of its identifier is a string of its own",
                    ))
                }
            };
        }
        level.items.push((last.to_string(), Item::Leaf(e)));
    }
    out.extend_from_slice(b"<?php\n\nreturn [\n");
    write_level(&root, 1, target, out);
    out.extend_from_slice(b"];\n");
    Ok(())
}

fn indent(depth: usize, out: &mut Vec<u8>) {
    out.extend(std::iter::repeat_n(b' ', depth * 4));
}

fn write_level(level: &Level<'_>, depth: usize, target: Option<&Language>, out: &mut Vec<u8>) {
    for (key, item) in &level.items {
        match item {
            Item::Leaf(e) => {
                if let Some(context) = e.context.as_deref().filter(|c| !c.trim().is_empty()) {
                    for line in context.replace("\r\n", "\n").split(['\n', '\r']) {
                        indent(depth, out);
                        out.extend_from_slice(b"//");
                        // `?>` would end PHP mode inside a `//` comment.
                        let line = line.replace("?>", "? >");
                        if !line.is_empty() {
                            out.push(b' ');
                            out.extend_from_slice(line.as_bytes());
                        }
                        out.push(b'\n');
                    }
                }
                indent(depth, out);
                write_literal(key, quote_for(key, Quote::Single), out);
                out.extend_from_slice(b" => ");
                let text = match monolingual_text(e, target) {
                    Text::Plain(t) => t.as_ref(),
                    Text::Plural(_) => "",
                };
                write_literal(text, quote_for(text, Quote::Single), out);
                out.extend_from_slice(b",\n");
            }
            Item::Branch(l) => {
                indent(depth, out);
                write_literal(key, quote_for(key, Quote::Single), out);
                out.extend_from_slice(b" => [\n");
                write_level(l, depth + 1, target, out);
                indent(depth, out);
                out.extend_from_slice(b"],\n");
            }
        }
    }
}
