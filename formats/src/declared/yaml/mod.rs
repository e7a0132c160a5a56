//! The `yaml` base of declared formats ([`DeclaredYaml`]): a YAML file in which the same path
//! rules as the `json` base's ([`super::paths`], [`super::tree`]) pick the strings, the plural
//! mappings, and the identifier, context and maximum length.
//!
//! **Parse.** The built-in YAML reader (`crate::yaml::parse`, in its raw reading) reads the
//! file with every check it makes for translation YAML (positions on every error, tabs, tags,
//! duplicate keys as one string, depth limited) and hands over every scalar with its key path;
//! this module puts them back into a tree, and the shared walk applies the rules. A mapping a
//! `plurals` rule names is grouped by the reader (its members CLDR categories, `other` among
//! them); comment lines above a value are its context unless a `context` sibling gives one.
//! Unlike the built-in `yaml` format, nothing is read as a Rails locale root.
//!
//! **Build.** The built-in YAML writer: each value in its original style when the translation
//! can be written in it (else the next safe one), block scalars with their indicator and
//! indentation, plural mappings regenerated for the target's categories. Every other byte is
//! kept.

use std::borrow::Cow;

use super::paths::At;
use super::tree::{self, Compiled, Leaf, Member, Node, PathRules, Walk};
use crate::error::{ErrorKind, FormatError};
use crate::format::{Format, FormatInfo, ParseContext, RenderContext, SlotValue};
use crate::model::{Entry, Text};
use crate::sink::Sink;
use crate::skeleton::Slot;
use crate::warning::FormatWarning;

/// A YAML format declared by path rules (see the module documentation).
#[derive(Debug, Clone)]
pub struct DeclaredYaml {
    info: &'static FormatInfo,
    rules: Compiled,
}

impl DeclaredYaml {
    /// Checks `rules` and makes the format, or says which rule is wrong (the format's key, the
    /// rule, what is wrong). The format's [`FormatInfo`] lives for the rest of the process.
    pub fn new(rules: &PathRules) -> Result<DeclaredYaml, String> {
        let (info, rules) = tree::made(rules, "YAML")?;
        Ok(DeclaredYaml { info, rules })
    }
}

/// One step of a raw path: a key, or a sequence item.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Seg {
    Key(String),
    Item(usize),
}

/// Reads a raw path (`a.b\.c[2]`, see `crate::yaml::parse::parse_raw`) into its steps, and
/// whether it names a plural's `zero` kept apart (an unescaped `#zero` at its end).
fn segments(path: &str) -> (Vec<Seg>, bool) {
    let mut segs = Vec::new();
    let mut key = String::new();
    let mut in_key = false;
    let mut chars = path.chars().peekable();
    let mut zero = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(n) = chars.next() {
                    key.push(n);
                }
                in_key = true;
            }
            '.' => {
                if in_key {
                    segs.push(Seg::Key(std::mem::take(&mut key)));
                }
                in_key = true;
            }
            '[' => {
                if in_key {
                    segs.push(Seg::Key(std::mem::take(&mut key)));
                    in_key = false;
                }
                let mut n = 0usize;
                for d in chars.by_ref() {
                    match d.to_digit(10) {
                        Some(v) => n = n.saturating_mul(10).saturating_add(v as usize),
                        None => break,
                    }
                }
                segs.push(Seg::Item(n));
            }
            '#' => {
                zero = true;
                break;
            }
            c => {
                key.push(c);
                in_key = true;
            }
        }
    }
    if in_key {
        segs.push(Seg::Key(key));
    }
    (segs, zero)
}

fn steps(segs: &[Seg]) -> Vec<At<'_>> {
    segs.iter()
        .map(|s| match s {
            Seg::Key(k) => At::Member(k),
            Seg::Item(i) => At::Element(*i),
        })
        .collect()
}

/// A scalar (or plural mapping) the reader handed over, with its slots.
struct Flat {
    path: String,
    text: Text<'static>,
    comment: Option<String>,
    string: bool,
    slots: Vec<Slot>,
}

/// Takes the reader's entries and slots as they come.
#[derive(Default)]
struct Collect {
    values: Vec<Flat>,
    warnings: Vec<FormatWarning>,
}

impl Sink for Collect {
    fn wants_skeleton(&self) -> bool {
        // Always: a value's first slot is where it starts, which errors name.
        true
    }

    fn entry(&mut self, _index: usize, entry: Entry<'_>) -> Result<(), FormatError> {
        self.values.push(Flat {
            path: entry.identifier.into_owned(),
            text: entry.text.into_owned(),
            comment: entry.context.map(Cow::into_owned),
            string: entry.is_hidden != Some(true),
            slots: Vec::new(),
        });
        Ok(())
    }

    fn slot(&mut self, slot: Slot) {
        if let Some(v) = slot.entry.and_then(|i| self.values.get_mut(i as usize)) {
            v.slots.push(slot);
        }
    }

    fn warning(&mut self, warning: FormatWarning) {
        self.warnings.push(warning);
    }
}

/// Puts the reader's values back into a tree. A `zero` kept apart comes right after its plural,
/// so a plural waits for the next value before it is placed.
fn into_tree(src: &[u8], values: Vec<Flat>) -> Result<Node<'static>, FormatError> {
    let mut root = Node::Object(Vec::new());
    let place = |root: &mut Node<'static>, segs: &[Seg], leaf: Leaf<'static>| {
        let at = leaf.at;
        if insert(root, segs, leaf) {
            return Ok(());
        }
        Err(FormatError::at(
            src,
            at,
            "this key was defined before with a value of another kind (a text, a mapping or a sequence); expected each key once",
        )
        .with_kind(ErrorKind::DuplicateIdentifier))
    };
    let mut plural: Option<(Vec<Seg>, Leaf<'static>)> = None;
    for v in values {
        let (segs, zero) = segments(&v.path);
        let leaf = Leaf {
            at: v.slots.first().map_or(0, |s| s.span.start),
            text: v.text,
            string: v.string,
            comment: v.comment.map(Cow::Owned),
            slots: v.slots,
            zero: None,
        };
        if let Some((at, waiting)) = &mut plural {
            if zero && *at == segs {
                waiting.zero = Some(Box::new(leaf));
                continue;
            }
        }
        if let Some((at, waiting)) = plural.take() {
            place(&mut root, &at, waiting)?;
        }
        if matches!(leaf.text, Text::Plural(_)) {
            plural = Some((segs, leaf));
        } else {
            place(&mut root, &segs, leaf)?;
        }
    }
    if let Some((at, waiting)) = plural {
        place(&mut root, &at, waiting)?;
    }
    Ok(root)
}

/// Puts `leaf` at `segs` under `node`; `false` when a value is already there, or the path
/// goes through a value of another kind (a key defined again as a mapping, say).
fn insert(node: &mut Node<'static>, segs: &[Seg], leaf: Leaf<'static>) -> bool {
    let Some((first, rest)) = segs.split_first() else {
        if !matches!(node, Node::Other) {
            return false;
        }
        *node = Node::Leaf(leaf);
        return true;
    };
    let empty = || match rest.first() {
        Some(Seg::Item(_)) => Node::Array(Vec::new()),
        Some(Seg::Key(_)) => Node::Object(Vec::new()),
        None => Node::Other,
    };
    let child = match (node, first) {
        (Node::Object(members), Seg::Key(k)) => {
            let i = match members.iter().position(|m| m.name == *k) {
                Some(i) => i,
                None => {
                    members.push(Member {
                        name: Cow::Owned(k.clone()),
                        key_at: leaf.at,
                        value: empty(),
                    });
                    members.len() - 1
                }
            };
            &mut members[i].value
        }
        (Node::Array(items), Seg::Item(i)) => {
            while items.len() <= *i {
                items.push(if items.len() == *i {
                    empty()
                } else {
                    Node::Other
                });
            }
            &mut items[*i]
        }
        (node @ Node::Other, _) => {
            *node = match first {
                Seg::Key(_) => Node::Object(Vec::new()),
                Seg::Item(_) => Node::Array(Vec::new()),
            };
            return insert(node, segs, leaf);
        }
        _ => return false,
    };
    insert(child, rest, leaf)
}

impl Format for DeclaredYaml {
    fn info(&self) -> &'static FormatInfo {
        self.info
    }

    fn parse(
        &self,
        src: &[u8],
        ctx: &ParseContext<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        let rules = &self.rules;
        let plural_at = |path: &str| {
            let (segs, _) = segments(path);
            rules.plural_at(&steps(&segs))
        };
        let mut collect = Collect::default();
        crate::yaml::parse::parse_raw(src, ctx, &plural_at, &mut collect)?;
        for w in collect.warnings {
            sink.warning(w);
        }
        let tree = into_tree(src, collect.values)?;
        let mut walk = Walk::new(rules, self.info.key, src, sink, None);
        walk.plural_hint = ", written as a block mapping (one member per line; a flow mapping `{…}` is not read as a plural)";
        walk.walk(&tree)
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        crate::yaml::render::render(slot, value, ctx, out)
    }

    fn creates_plurals(&self) -> bool {
        false
    }

    // A `zero` kept apart is the entry after its plural, its slot before the plural's.
    fn slot_lookback(&self) -> usize {
        1
    }
}

#[cfg(test)]
mod tests;
