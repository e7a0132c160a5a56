//! `create` for Fluent: a new `.ftl` resource from entries (UTF-8, LF).
//!
//! - Identifiers: a Fluent message id stays a message; `-id` is a term; `id.attr` (or
//!   `-id.attr`) whose `id` is a message id, or a term written in the file, becomes an attribute,
//!   written under its message at the place of the message's first string (a message with only
//!   attributes has no value). Any other identifier (a PO msgid, a JSON key path `a.b.c`) is
//!   turned into a message id: each character outside `[a-zA-Z0-9_-]` becomes `-`, an `x-` goes
//!   before one that does not start with a letter, and `-2`, `-3`, … tell repeats apart.
//! - Text: the translation when a target is written (source where there is none), else the
//!   source, written by the build's pattern writer (inline when one line, else on the next lines
//!   indented by four spaces; `{ … }` placeables kept when well-formed, other braces escaped).
//! - Plurals: `{ $n -> [one] … *[other] … }` with the written language's categories, selecting
//!   on the first variable the forms show (`{ $n } files`), else `$count`; a `<id>#zero` string
//!   next to a plural `id` is its `[zero]` variant (what the parser keeps apart).
//! - Context: `#` comment lines above the message (an attribute's context only when its message
//!   has no value of its own).
//!
//! Lost: the context of a `#zero` string written into its select, hidden flags of messages (only terms are hidden in Fluent), maximum lengths, labels,
//! statuses, identifiers that are not Fluent ids (renamed as above), and the meaning of other
//! formats' placeholders: an ICU `{name}` is a well-formed Fluent placeable, so it is written as
//! it is and Fluent reads it as a message reference (`{ $name }` would be the variable).

use std::collections::{HashMap, HashSet};

use crate::create::{monolingual_text, plural_forms, written_language};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, PluralCategory};
use crate::plural_zero::{with_zero, Partners};

use super::escape::{write_pattern, Layout};

fn is_id(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && b[0].is_ascii_alphabetic()
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'-')
}

/// A message or term id (`-` prefix for terms).
fn is_entry_id(s: &str) -> bool {
    is_id(s.strip_prefix('-').unwrap_or(s))
}

/// `s` made into a message id (see the module docs), without the uniqueness suffix.
fn sanitize(s: &str) -> String {
    let mut id: String = s
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    if !id.as_bytes().first().is_some_and(u8::is_ascii_alphabetic) {
        id.insert_str(0, "x-");
    }
    id
}

/// One message or term to write.
#[derive(Default)]
struct Group<'a> {
    id: String,
    value: Option<&'a Entry<'a>>,
    attributes: Vec<(String, &'a Entry<'a>)>,
}

/// Writes `entries` as a new Fluent resource.
pub(crate) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let lang = written_language(source, target);
    let values: HashSet<&str> = entries
        .iter()
        .map(|e| e.identifier.as_ref())
        .filter(|id| is_entry_id(id))
        .collect();
    let mut groups: Vec<Group<'_>> = Vec::new();
    let mut by_id: HashMap<String, usize> = HashMap::new();
    let attribute_of = |id: &'_ str| -> Option<(String, String)> {
        id.split_once('.')
            .filter(|(m, a)| is_id(a) && (is_id(m) || (m.starts_with('-') && values.contains(m))))
            .map(|(m, a)| (m.to_string(), a.to_string()))
    };
    let mut taken: HashSet<String> = values.iter().map(|s| s.to_string()).collect();
    taken.extend(
        entries
            .iter()
            .filter(|e| !is_entry_id(&e.identifier))
            .filter_map(|e| attribute_of(&e.identifier).map(|(m, _)| m)),
    );
    let zeros = Partners::new(entries);
    for e in entries {
        if zeros.is_partner(e) {
            continue;
        }
        let id = e.identifier.as_ref();
        let (group_id, attr) = if is_entry_id(id) {
            (id.to_string(), None)
        } else if let Some((m, a)) = attribute_of(id) {
            (m, Some(a))
        } else {
            let base = sanitize(id);
            let mut candidate = base.clone();
            let mut n = 2;
            while taken.contains(&candidate) {
                candidate = format!("{base}-{n}");
                n += 1;
            }
            taken.insert(candidate.clone());
            (candidate, None)
        };
        let g = *by_id.entry(group_id.clone()).or_insert_with(|| {
            groups.push(Group {
                id: group_id,
                ..Group::default()
            });
            groups.len() - 1
        });
        match attr {
            None => groups[g].value = Some(e),
            Some(a) => {
                if groups[g].attributes.iter().any(|(x, _)| *x == a) {
                    continue;
                }
                groups[g].attributes.push((a, e));
            }
        }
    }
    let mut s: Vec<u8> = Vec::with_capacity(entries.len() * 48);
    for g in &groups {
        let context = g
            .value
            .or_else(|| g.attributes.first().map(|(_, e)| *e))
            .and_then(|e| e.context.as_deref());
        if let Some(c) = context {
            for line in c.split('\n') {
                let line = line.trim_end_matches('\r');
                if line.is_empty() {
                    s.extend_from_slice(b"#\n");
                } else {
                    s.extend_from_slice(b"# ");
                    s.extend_from_slice(line.as_bytes());
                    s.push(b'\n');
                }
            }
        }
        s.extend_from_slice(g.id.as_bytes());
        s.extend_from_slice(b" =");
        if let Some(e) = g.value {
            write_value(e, target, lang, &zeros, 4, &mut s)?;
        }
        for (a, e) in &g.attributes {
            s.extend_from_slice(b"\n    .");
            s.extend_from_slice(a.as_bytes());
            s.extend_from_slice(b" =");
            write_value(e, target, lang, &zeros, 8, &mut s)?;
        }
        s.push(b'\n');
    }
    out.extend_from_slice(&s);
    Ok(())
}

/// The variable a plural selects on: the first `$name` the forms mention inside a placeable
/// (Fluent plurals show the number, `{ $n } files`), else `count`.
fn selector<'a>(forms: &[(PluralCategory, &'a str)]) -> &'a str {
    for (_, t) in forms {
        let mut rest = *t;
        while let Some(i) = rest.find('{') {
            rest = &rest[i + 1..];
            let inner = rest.trim_start_matches([' ', '\n']);
            if let Some(v) = inner.strip_prefix('$') {
                let end = v
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
                    .unwrap_or(v.len());
                if end > 0 && v.as_bytes()[0].is_ascii_alphabetic() {
                    return &v[..end];
                }
            }
        }
    }
    "count"
}

/// Writes an entry's value after `=`, continuation lines indented by `indent`.
fn write_value(
    e: &Entry,
    target: Option<&Language>,
    lang: &Language,
    zeros: &Partners<'_>,
    indent: usize,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let text = monolingual_text(e, target);
    if !(e.text.is_plural() || text.is_plural()) {
        let t = text.main();
        return write_pattern(
            t,
            &Layout {
                block: t.contains('\n'),
                sep: 1,
                indent,
                crlf: false,
            },
            out,
        );
    }
    let mut forms = plural_forms(text, &e.text, lang.categories());
    if let Some(z) = zeros.zero_of(&e.identifier) {
        with_zero(&mut forms, monolingual_text(z, target).main());
    }
    out.push(b'\n');
    out.resize(out.len() + indent, b' ');
    out.extend_from_slice(b"{ $");
    out.extend_from_slice(selector(&forms).as_bytes());
    out.extend_from_slice(b" ->");
    let has_other = forms.iter().any(|(c, _)| *c == PluralCategory::Other);
    for (i, (c, t)) in forms.iter().enumerate() {
        let default = *c == PluralCategory::Other || (!has_other && i == forms.len() - 1);
        out.push(b'\n');
        out.resize(out.len() + indent + 3, b' ');
        out.extend_from_slice(if default { b"*[" } else { b" [" });
        out.extend_from_slice(c.as_str().as_bytes());
        out.push(b']');
        write_pattern(
            t,
            &Layout {
                block: false,
                sep: 1,
                indent: indent + 8,
                crlf: false,
            },
            out,
        )?;
    }
    out.push(b'\n');
    out.resize(out.len() + indent, b' ');
    out.push(b'}');
    Ok(())
}
