//! What the tree bases (`json`, `yaml`) share: their rules ([`PathRules`]), checked once at
//! start, the tree of a file that each base reads first (a sibling identifier may come after
//! the text in its mapping), and the walk that applies the rules to it and hands entries and
//! slots to the sink.
//!
//! **The walk.** A value is a string when its path matches a `strings` rule and no `except`
//! rule, and it is a string in the file (a YAML number is not); a mapping whose path matches a
//! `plurals` rule is one plural string (its members CLDR categories, `other` among them). The
//! identifier is the value's path, or the `id` sibling's value; the context the `context`
//! sibling's value, else the comment lines above the value (YAML); the max length a fixed number
//! or a sibling's; the labels fixed. Two strings with one identifier are refused naming both
//! places.
//!
//! What must not live here: reading a file's syntax or writing a value (the bases).

use std::borrow::Cow;
use std::collections::HashMap;

use super::paths::{self, At, Rule};
use crate::error::{ErrorKind, FormatError};
use crate::model::{Entry, Text};
use crate::plural_zero;
use crate::sink::Sink;
use crate::skeleton::Slot;

/// The rules of a JSON or YAML format declared in configuration (`base = "json"` or
/// `base = "yaml"`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PathRules {
    /// The format's key (lower-case letters, digits, `-`).
    pub key: String,
    /// Its human name.
    pub name: String,
    /// One sentence on what it is (a default is made from the name when empty).
    pub description: String,
    /// Globs on the file name (`*.dialogue.json`).
    pub file_names: Vec<String>,
    /// A regular expression the first 64 KB must match.
    pub content: Option<String>,
    /// Path rules: the string values to translate (`$.dialogue[*].lines[*].text`, `$..*`).
    pub strings: Vec<String>,
    /// Path rules: values `strings` matches that are not strings after all (`$..id`).
    pub except: Vec<String>,
    /// Path rules: mappings that are one plural string (`$.items[*].count`), their members
    /// CLDR categories.
    pub plurals: Vec<String>,
    /// The sibling member whose value is the identifier; the value's path when `None`.
    pub id: Option<String>,
    /// The sibling member whose value is the context.
    pub context: Option<String>,
    /// The translations' maximum length: fixed, or a sibling member's number.
    pub max_length: Option<MaxLength>,
    /// Labels every string of the format carries.
    pub labels: Vec<String>,
}

/// Where a declared format's maximum length comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MaxLength {
    /// The same for every string.
    Fixed(u64),
    /// The number in this sibling member (no limit where it is missing).
    Sibling(String),
}

/// The rules, checked.
#[derive(Debug, Clone)]
pub(super) struct Compiled {
    strings: Vec<Rule>,
    except: Vec<Rule>,
    plurals: Vec<Rule>,
    id: Option<String>,
    context: Option<String>,
    max_length: Option<MaxLength>,
    labels: Vec<String>,
    /// The file-name pattern the globs make.
    pub(super) file_name_pattern: String,
    /// The extensions the globs name.
    pub(super) extensions: Vec<String>,
}

impl Compiled {
    /// Whether `path` is a plural mapping's (the YAML base groups members only there).
    pub(super) fn plural_at(&self, path: &[At<'_>]) -> bool {
        paths::any_matches(&self.plurals, path)
    }
}

/// Checks `rules`, or says which rule is wrong (the key, the rule, what is wrong).
pub(super) fn compile(rules: &PathRules) -> Result<Compiled, String> {
    let (file_name_pattern, extensions) = super::signature::check(
        &rules.key,
        &rules.name,
        &rules.file_names,
        rules.content.as_deref(),
    )?;
    let key = &rules.key;
    if rules.strings.is_empty() && rules.plurals.is_empty() {
        return Err(format!(
            "declared format `{key}`: `strings`: names no path (and `plurals` none); give at least one, such as \"$.messages.*\""
        ));
    }
    let read = |name: &str, list: &[String]| -> Result<Vec<Rule>, String> {
        list.iter()
            .map(|p| paths::parse(p).map_err(|e| format!("declared format `{key}`: `{name}`: {e}")))
            .collect()
    };
    for (rule, name) in [("id", &rules.id), ("context", &rules.context)] {
        if name.as_ref().is_some_and(|n| n.is_empty()) {
            return Err(format!(
                "declared format `{key}`: `{rule}`: is empty; name the sibling member, or leave it out"
            ));
        }
    }
    match &rules.max_length {
        Some(MaxLength::Fixed(0)) => {
            return Err(format!(
                "declared format `{key}`: `max_length`: is 0; give a positive number of characters, a sibling member's name, or leave it out"
            ))
        }
        Some(MaxLength::Sibling(s)) if s.is_empty() => {
            return Err(format!(
                "declared format `{key}`: `max_length`: is empty; give a number, a sibling member's name, or leave it out"
            ))
        }
        _ => {}
    }
    if let Some(l) = rules.labels.iter().find(|l| l.trim().is_empty()) {
        return Err(format!(
            "declared format `{key}`: `labels`: `{l}` is blank; give each label a name"
        ));
    }
    Ok(Compiled {
        strings: read("strings", &rules.strings)?,
        except: read("except", &rules.except)?,
        plurals: read("plurals", &rules.plurals)?,
        id: rules.id.clone(),
        context: rules.context.clone(),
        max_length: rules.max_length.clone(),
        labels: rules.labels.clone(),
        file_name_pattern,
        extensions,
    })
}

/// Checks `rules` and makes the format's [`FormatInfo`] (for a base whose files are `syntax`:
/// "JSON", "YAML"), what [`super::DeclaredJson::new`] and [`super::DeclaredYaml::new`] share.
pub(super) fn made(
    rules: &PathRules,
    syntax: &str,
) -> Result<(&'static crate::format::FormatInfo, Compiled), String> {
    let compiled = compile(rules)?;
    let info = super::signature::info(
        &rules.key,
        &rules.name,
        &rules.description,
        syntax,
        &compiled.file_name_pattern,
        &compiled.extensions,
        rules.content.as_deref(),
    );
    Ok((info, compiled))
}

/// A value of the tree a base reads first.
#[derive(Debug)]
pub(super) enum Node<'a> {
    /// A mapping (object), members in file order.
    Object(Vec<Member<'a>>),
    /// A sequence (array).
    Array(Vec<Node<'a>>),
    /// A scalar, or a plural mapping the base read as one.
    Leaf(Leaf<'a>),
    /// Nothing a rule can use (an alias, an empty value).
    Other,
}

/// A member of a mapping.
#[derive(Debug)]
pub(super) struct Member<'a> {
    /// Its key.
    pub(super) name: Cow<'a, str>,
    /// Where its key starts.
    pub(super) key_at: usize,
    /// Its value.
    pub(super) value: Node<'a>,
}

/// A scalar value (or a plural mapping read as one): its text and the slots a string of it
/// fills (their `entry` set by the walk).
#[derive(Debug)]
pub(super) struct Leaf<'a> {
    /// Where the value starts (errors name it).
    pub(super) at: usize,
    /// Its text.
    pub(super) text: Text<'a>,
    /// A string in the file (not a number, boolean or null).
    pub(super) string: bool,
    /// The comment lines above it (YAML).
    pub(super) comment: Option<Cow<'a, str>>,
    /// The slots a string of it fills.
    pub(super) slots: Vec<Slot>,
    /// A plural mapping's `zero` member kept apart ([`crate::plural_zero`]).
    pub(super) zero: Option<Box<Leaf<'a>>>,
}

/// What the walk asks of its base: a plural string made of a mapping a `plurals` rule names
/// (`None`: the base groups plural mappings while reading, so one left as a mapping is not one).
/// Its arguments: the file, the format's key, the mapping's members, where it starts.
pub(super) type PluralOf =
    for<'t> fn(&[u8], &str, &'t [Member<'t>], usize) -> Result<Leaf<'t>, FormatError>;

/// Applies the rules to a tree and hands its strings to the sink.
pub(super) struct Walk<'r, 's, 'k> {
    pub(super) rules: &'r Compiled,
    pub(super) key: &'static str,
    pub(super) src: &'s [u8],
    pub(super) sink: &'k mut dyn Sink,
    pub(super) plural_of: Option<PluralOf>,
    /// Said after what a plural mapping must be, when one is not (the base's own limits).
    pub(super) plural_hint: &'static str,
    path: Vec<At<'s>>,
    seen: HashMap<String, usize>,
    index: usize,
    /// The strings' slots with their entries' indices, handed over in document order at the end
    /// (a YAML key defined again adds a later place to an earlier string).
    slots: Vec<(Slot, usize)>,
}

impl<'r, 's, 'k> Walk<'r, 's, 'k> {
    /// A walk of one file.
    pub(super) fn new(
        rules: &'r Compiled,
        key: &'static str,
        src: &'s [u8],
        sink: &'k mut dyn Sink,
        plural_of: Option<PluralOf>,
    ) -> Walk<'r, 's, 'k> {
        Walk {
            rules,
            key,
            src,
            sink,
            plural_of,
            plural_hint: "",
            path: Vec::new(),
            seen: HashMap::new(),
            index: 0,
            slots: Vec::new(),
        }
    }

    /// Walks the whole tree, then hands the slots over in document order.
    pub(super) fn walk(mut self, tree: &'s Node<'s>) -> Result<(), FormatError> {
        self.node(tree, 0, None)?;
        if self.sink.wants_skeleton() {
            self.slots.sort_by_key(|(s, _)| s.span.start);
            for (mut slot, index) in self.slots {
                slot.entry = Some(index as u32);
                self.sink.slot(slot);
            }
        }
        Ok(())
    }

    fn err(&self, at: usize, message: String) -> FormatError {
        FormatError::at(self.src, at, message)
    }

    /// Walks `node`, whose siblings (when it is a member) are `siblings`.
    fn node(
        &mut self,
        node: &'s Node<'s>,
        at: usize,
        siblings: Option<&'s [Member<'s>]>,
    ) -> Result<(), FormatError> {
        let plural_rule = !self.path.is_empty() && self.rules.plural_at(&self.path);
        match node {
            Node::Object(members) if plural_rule => {
                let Some(plural_of) = self.plural_of else {
                    return Err(self.not_plural(at));
                };
                let leaf = plural_of(self.src, self.key, members, at)?;
                self.string(&leaf, siblings)?;
            }
            Node::Object(members) => {
                for m in members {
                    self.path.push(At::Member(&m.name));
                    self.node(&m.value, m.key_at, Some(members))?;
                    self.path.pop();
                }
            }
            Node::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    self.path.push(At::Element(i));
                    self.node(item, at, None)?;
                    self.path.pop();
                }
            }
            Node::Leaf(leaf) if matches!(leaf.text, Text::Plural(_)) => {
                self.string(leaf, siblings)?
            }
            Node::Leaf(leaf) if plural_rule => return Err(self.not_plural(leaf.at)),
            Node::Leaf(leaf)
                if leaf.string
                    && paths::any_matches(&self.rules.strings, &self.path)
                    && !paths::any_matches(&self.rules.except, &self.path) =>
            {
                self.string(leaf, siblings)?
            }
            Node::Leaf(_) | Node::Other => {}
        }
        Ok(())
    }

    fn not_plural(&self, at: usize) -> FormatError {
        let rule = self
            .rules
            .plurals
            .iter()
            .find(|r| r.matches(&self.path))
            .map_or("", |r| r.text.as_str());
        self.err(
            at,
            format!(
                "the value at `{}` is not a plural mapping, which format `{}`'s `plurals` rule `{rule}` names; expected members named by CLDR categories (`one`, `other`, …) holding strings, `other` among them{}",
                paths::identifier(&self.path),
                self.key,
                self.plural_hint
            ),
        )
    }

    fn sibling(members: Option<&'s [Member<'s>]>, name: &str) -> Option<&'s Leaf<'s>> {
        members?
            .iter()
            .find(|m| m.name == name)
            .and_then(|m| match &m.value {
                Node::Leaf(l) if matches!(l.text, Text::Plain(_)) => Some(l),
                _ => None,
            })
    }

    fn string(
        &mut self,
        leaf: &Leaf<'_>,
        siblings: Option<&'s [Member<'s>]>,
    ) -> Result<(), FormatError> {
        let key = self.key;
        let identifier = match &self.rules.id {
            None => paths::identifier(&self.path),
            Some(name) => match Self::sibling(siblings, name) {
                Some(l) if !l.text.main().is_empty() => l.text.main().to_string(),
                _ => {
                    return Err(self.err(
                        leaf.at,
                        format!("the string at `{}` has no member `{name}` with a non-empty value beside it, which format `{key}`'s `id` takes the identifier from; expected one", paths::identifier(&self.path)),
                    ))
                }
            },
        };
        if let Some(&first) = self.seen.get(&identifier) {
            let (line, column) = crate::error::line_column(self.src, first);
            return Err(self
                .err(
                    leaf.at,
                    format!("identifier `{identifier}` is given to two strings by format `{key}`'s rules: this one and the one at line {line}, column {column}; expected each identifier once"),
                )
                .with_kind(ErrorKind::DuplicateIdentifier));
        }
        self.seen.insert(identifier.clone(), leaf.at);
        let context = self
            .rules
            .context
            .as_deref()
            .and_then(|name| Self::sibling(siblings, name))
            .map(|l| l.text.main())
            .filter(|t| !t.is_empty())
            .or(leaf.comment.as_deref());
        let max_length = match &self.rules.max_length {
            None => None,
            Some(MaxLength::Fixed(n)) => Some(*n),
            Some(MaxLength::Sibling(name)) => match Self::sibling(siblings, name) {
                None => None,
                Some(l) => Some(l.text.main().trim().parse::<u64>().ok().filter(|n| *n > 0).ok_or_else(|| {
                    self.err(
                        l.at,
                        format!("`{name}` beside the string at `{}` is `{}`, which format `{key}`'s `max_length` takes the maximum length from; expected a positive whole number", paths::identifier(&self.path), l.text.main()),
                    )
                })?),
            },
        };
        let entry = self.entry(&identifier, leaf, context, max_length);
        let index = self.index;
        self.sink.entry(index, entry)?;
        self.slots
            .extend(leaf.slots.iter().map(|s| (s.clone(), index)));
        self.index += 1;
        if let Some(zero) = &leaf.zero {
            let zero_id = plural_zero::identifier(&identifier);
            let entry = self.entry(&zero_id, zero, context, max_length);
            self.sink.entry(self.index, entry)?;
            let index = self.index;
            self.slots
                .extend(zero.slots.iter().map(|s| (s.clone(), index)));
            self.index += 1;
        }
        Ok(())
    }

    fn entry<'e>(
        &self,
        identifier: &str,
        leaf: &'e Leaf<'_>,
        context: Option<&'e str>,
        max_length: Option<u64>,
    ) -> Entry<'e> {
        let text = match &leaf.text {
            Text::Plain(t) => Text::Plain(Cow::Borrowed(t.as_ref())),
            Text::Plural(forms) => Text::Plural(
                forms
                    .iter()
                    .map(|(c, t)| (*c, Cow::Borrowed(t.as_ref())))
                    .collect(),
            ),
        };
        let mut entry = match text {
            Text::Plain(t) => Entry::plain(identifier.to_string(), t),
            Text::Plural(forms) => Entry::plural(identifier.to_string(), forms),
        };
        entry.context = context.map(Cow::Borrowed);
        entry.max_length = max_length;
        entry.labels = self.rules.labels.clone();
        entry
    }
}
