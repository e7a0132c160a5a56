//! The `json` base of declared formats ([`DeclaredJson`]): a JSON file in which path rules say
//! which string values are strings to translate (`$.dialogue[*].lines[*].text`), the identifier
//! is the value's path or a sibling member's value (`id`), and another sibling gives the context.
//!
//! **Paths.** `$` is the root; `.name` a member, `.*` any member, `[*]` any element, `[3]` the
//! fourth element. A rule matches a string value whose path has exactly its steps. The path
//! identifier writes members as `.name` (no leading dot) and elements as `[i]`:
//! `dialogue[0].lines[1].text`.
//!
//! **Parse.** The file is read whole into a small tree of spans first (a sibling identifier may
//! come after the text in its object), with the shared JSON span scanner (positions on every
//! syntax error, depth limited). Two strings with one identifier are refused at parse, naming
//! both places; so is a string whose `id` sibling is missing or not a string.
//!
//! **Build.** The slot is the string value between its quotes; a new text is written with JSON's
//! escapes. Every other byte is kept.

use std::borrow::Cow;
use std::collections::HashMap;
use std::ops::Range;

use crate::error::{ErrorKind, FormatError};
use crate::format::{Format, FormatInfo, ParseContext, RenderContext, SlotValue};
use crate::json::scan::{escape_into, Event, Tokenizer};
use crate::model::Entry;
use crate::sink::Sink;
use crate::skeleton::Slot;

/// The rules of a JSON format declared in configuration (`base = "json"`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct JsonRules {
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
    /// Path rules: the string values to translate (`$.dialogue[*].lines[*].text`).
    pub strings: Vec<String>,
    /// The sibling member whose string value is the identifier; the value's path when `None`.
    pub id: Option<String>,
    /// The sibling member whose string value is the context.
    pub context: Option<String>,
}

/// One step of a path rule.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Step {
    Member(String),
    AnyMember,
    Element(usize),
    AnyElement,
}

/// One step of a value's path in a file.
#[derive(Debug, Clone, Copy)]
enum At<'a> {
    Member(&'a str),
    Element(usize),
}

impl Step {
    fn matches(&self, at: &At<'_>) -> bool {
        match (self, at) {
            (Step::Member(n), At::Member(m)) => n == m,
            (Step::AnyMember, At::Member(_)) | (Step::AnyElement, At::Element(_)) => true,
            (Step::Element(i), At::Element(j)) => i == j,
            _ => false,
        }
    }
}

/// Reads a path rule (`$.a[*].b`), or says what is wrong with it.
fn parse_path(rule: &str) -> Result<Vec<Step>, String> {
    let rest = rule
        .strip_prefix('$')
        .ok_or_else(|| format!("`{rule}` does not start with `$` (the root)"))?;
    let mut steps = Vec::new();
    let mut rest = rest;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['.', '[']).unwrap_or(r.len());
            let name = &r[..end];
            if name.is_empty() {
                return Err(format!("`{rule}` has an empty member name after a `.`"));
            }
            steps.push(if name == "*" {
                Step::AnyMember
            } else {
                Step::Member(name.to_string())
            });
            rest = &r[end..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let end = r
                .find(']')
                .ok_or_else(|| format!("`{rule}` has a `[` without its `]`"))?;
            let inside = &r[..end];
            steps.push(if inside == "*" {
                Step::AnyElement
            } else {
                Step::Element(inside.parse().map_err(|_| {
                    format!("`{rule}` has `[{inside}]`; expected `[*]` or an element number")
                })?)
            });
            rest = &r[end + 1..];
        } else {
            return Err(format!(
                "`{rule}`: expected `.name`, `.*`, `[*]` or `[n]` at `{rest}`"
            ));
        }
    }
    if steps.is_empty() {
        return Err(format!("`{rule}` names the root, which is not a string"));
    }
    Ok(steps)
}

/// A JSON format declared by path rules (see the module documentation).
#[derive(Debug, Clone)]
pub struct DeclaredJson {
    info: &'static FormatInfo,
    rules: Vec<Vec<Step>>,
    id: Option<String>,
    context: Option<String>,
}

impl DeclaredJson {
    /// Checks `rules` and makes the format, or says which rule is wrong (the format's key, the
    /// rule, what is wrong). The format's [`FormatInfo`] lives for the rest of the process.
    pub fn new(rules: &JsonRules) -> Result<DeclaredJson, String> {
        let (paths, pattern, extensions) = compile(rules)?;
        let info = super::signature::info(
            &rules.key,
            &rules.name,
            &rules.description,
            "JSON",
            &pattern,
            &extensions,
            rules.content.as_deref(),
        );
        Ok(DeclaredJson {
            info,
            rules: paths,
            id: rules.id.clone(),
            context: rules.context.clone(),
        })
    }
}

impl JsonRules {
    /// Checks the rules as [`DeclaredJson::new`] does, without making the format.
    pub fn check(&self) -> Result<(), String> {
        compile(self).map(|_| ())
    }
}

type CompiledJson = (Vec<Vec<Step>>, String, Vec<String>);

fn compile(rules: &JsonRules) -> Result<CompiledJson, String> {
    let (pattern, extensions) = super::signature::check(
        &rules.key,
        &rules.name,
        &rules.file_names,
        rules.content.as_deref(),
    )?;
    let key = &rules.key;
    if rules.strings.is_empty() {
        return Err(format!(
            "declared format `{key}`: `strings`: names no path; give at least one, such as \"$.messages.*\""
        ));
    }
    let paths = rules
        .strings
        .iter()
        .map(|p| parse_path(p).map_err(|e| format!("declared format `{key}`: `strings`: {e}")))
        .collect::<Result<Vec<_>, String>>()?;
    for (rule, name) in [("id", &rules.id), ("context", &rules.context)] {
        if name.as_ref().is_some_and(|n| n.is_empty()) {
            return Err(format!(
                "declared format `{key}`: `{rule}`: is empty; name the sibling member, or leave it out"
            ));
        }
    }
    Ok((paths, pattern, extensions))
}

/// A JSON value of the tree the parse reads first.
enum Node<'a> {
    Object(Vec<(Cow<'a, str>, usize, Node<'a>)>),
    Array(Vec<Node<'a>>),
    Str {
        raw: Range<usize>,
        text: Cow<'a, str>,
    },
    Scalar,
}

/// Reads one value whose first event is `first`.
fn read_value<'a>(tok: &mut Tokenizer<'a>, first: Event<'a>) -> Result<Node<'a>, FormatError> {
    Ok(match first {
        Event::BeginObject(_) => {
            let mut members = Vec::new();
            loop {
                match tok.next_event()? {
                    Some(Event::Key { raw, text }) => {
                        let ev = tok.next_event()?.ok_or_else(|| {
                            FormatError::whole("the file ends inside an object; expected a value")
                        })?;
                        members.push((text, raw.start, read_value(tok, ev)?));
                    }
                    Some(Event::EndObject(_)) => break,
                    _ => {
                        return Err(FormatError::whole(
                            "internal error: unexpected token in an object",
                        )
                        .with_kind(ErrorKind::Internal))
                    }
                }
            }
            Node::Object(members)
        }
        Event::BeginArray(_) => {
            let mut items = Vec::new();
            loop {
                match tok.next_event()? {
                    Some(Event::EndArray(_)) => break,
                    Some(ev) => items.push(read_value(tok, ev)?),
                    None => {
                        return Err(FormatError::whole(
                            "the file ends inside an array; expected `]`",
                        ))
                    }
                }
            }
            Node::Array(items)
        }
        Event::String { raw, text } => Node::Str { raw, text },
        Event::Scalar(_) => Node::Scalar,
        Event::Key { .. } | Event::EndObject(_) | Event::EndArray(_) => {
            return Err(FormatError::whole("internal error: unexpected token")
                .with_kind(ErrorKind::Internal))
        }
    })
}

/// The walk over the tree: the path so far, the identifiers seen, the entries handed over.
struct Walk<'f, 's, 'k> {
    format: &'f DeclaredJson,
    src: &'s [u8],
    sink: &'k mut dyn Sink,
    path: Vec<At<'s>>,
    seen: HashMap<String, usize>,
    index: usize,
}

impl<'s> Walk<'_, 's, '_> {
    fn matched(&self) -> bool {
        self.format.rules.iter().any(|r| {
            r.len() == self.path.len() && r.iter().zip(&self.path).all(|(s, a)| s.matches(a))
        })
    }

    fn path_id(&self) -> String {
        let mut id = String::new();
        for at in &self.path {
            match at {
                At::Member(m) => {
                    if !id.is_empty() {
                        id.push('.');
                    }
                    id.push_str(m);
                }
                At::Element(i) => id.push_str(&format!("[{i}]")),
            }
        }
        id
    }

    fn node(
        &mut self,
        node: &'s Node<'s>,
        siblings: Option<&'s [(Cow<'s, str>, usize, Node<'s>)]>,
    ) -> Result<(), FormatError> {
        match node {
            Node::Object(members) => {
                for (name, _, value) in members {
                    self.path.push(At::Member(name));
                    self.node(value, Some(members))?;
                    self.path.pop();
                }
            }
            Node::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    self.path.push(At::Element(i));
                    self.node(item, None)?;
                    self.path.pop();
                }
            }
            Node::Str { raw, text } if self.matched() => self.string(raw, text, siblings)?,
            Node::Str { .. } | Node::Scalar => {}
        }
        Ok(())
    }

    fn sibling(
        members: Option<&'s [(Cow<'s, str>, usize, Node<'s>)]>,
        name: &str,
    ) -> Option<&'s Node<'s>> {
        members?
            .iter()
            .find(|(n, _, _)| n == name)
            .map(|(_, _, v)| v)
    }

    fn string(
        &mut self,
        raw: &Range<usize>,
        text: &'s str,
        siblings: Option<&'s [(Cow<'s, str>, usize, Node<'s>)]>,
    ) -> Result<(), FormatError> {
        let key = self.format.info.key;
        let identifier = match &self.format.id {
            None => self.path_id(),
            Some(name) => match Self::sibling(siblings, name) {
                Some(Node::Str { text, .. }) if !text.is_empty() => text.to_string(),
                _ => {
                    return Err(FormatError::at(
                        self.src,
                        raw.start,
                        format!("the string at `{}` has no member `{name}` with a non-empty string beside it, which format `{key}`'s `id` takes the identifier from; expected one", self.path_id()),
                    ))
                }
            },
        };
        if let Some(&first) = self.seen.get(&identifier) {
            let (line, column) = crate::error::line_column(self.src, first);
            return Err(FormatError::at(
                self.src,
                raw.start,
                format!("identifier `{identifier}` is given to two strings by format `{key}`'s rules: this one and the one at line {line}, column {column}; expected each identifier once"),
            )
            .with_kind(ErrorKind::DuplicateIdentifier));
        }
        self.seen.insert(identifier.clone(), raw.start);
        let mut entry = Entry::plain(identifier, Cow::Borrowed(text));
        if let Some(name) = &self.format.context {
            if let Some(Node::Str { text, .. }) = Self::sibling(siblings, name) {
                if !text.is_empty() {
                    entry.context = Some(Cow::Borrowed(text.as_ref()));
                }
            }
        }
        self.sink.entry(self.index, entry)?;
        if self.sink.wants_skeleton() {
            self.sink.slot(Slot {
                span: raw.clone(),
                entry: Some(self.index as u32),
                category: None,
                kind: 0,
                target: None,
            });
        }
        self.index += 1;
        Ok(())
    }
}

impl Format for DeclaredJson {
    fn info(&self) -> &'static FormatInfo {
        self.info
    }

    fn parse(
        &self,
        src: &[u8],
        _ctx: &ParseContext<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        let mut tok = Tokenizer::new(src)?;
        let first = tok
            .next_event()?
            .ok_or_else(|| FormatError::whole("the file is empty; expected a JSON value"))?;
        let tree = read_value(&mut tok, first)?;
        if tok.next_event()?.is_some() {
            return Err(
                FormatError::whole("internal error: data after the document")
                    .with_kind(ErrorKind::Internal),
            );
        }
        let mut walk = Walk {
            format: self,
            src,
            sink,
            path: Vec::new(),
            seen: HashMap::new(),
            index: 0,
        };
        walk.node(&tree, None)
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        match value {
            SlotValue::Text { text, .. } => {
                escape_into(text, out);
                Ok(())
            }
            SlotValue::Structural | SlotValue::Plural { .. } => Err(FormatError::internal(
                ctx.src,
                slot.span.start,
                format!(
                    "internal error: format `{}` has only plain text slots",
                    self.info.key
                ),
            )),
        }
    }

    fn creates_plurals(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::model::{PluralCategory, Status, Text};
    use crate::testing::{build, parse, translations};

    const DOC: &str = r#"{
  "dialogue": [
    {"speaker": "Guard", "lines": [
      {"id": "guard.halt", "text": "Halt! Who goes \"there\"?", "mood": "angry"},
      {"text": "Move along.", "id": "guard.move"}
    ]},
    {"speaker": "Merchant", "lines": [{"id": "merchant.hi", "text": "Wares!\nCheap!"}]}
  ],
  "ui": {"title": "The Keep", "version": 3}
}
"#;

    fn dialogue() -> DeclaredJson {
        DeclaredJson::new(&JsonRules {
            key: "dialogue".into(),
            name: "Game dialogue".into(),
            file_names: vec!["*.dialogue.json".into()],
            strings: vec!["$.dialogue[*].lines[*].text".into()],
            id: Some("id".into()),
            context: Some("mood".into()),
            ..JsonRules::default()
        })
        .expect("compiles")
    }

    #[test]
    fn path_rules_pick_strings_with_sibling_ids_and_contexts() {
        let p = parse(&dialogue(), DOC.as_bytes());
        let got: Vec<(&str, &str, Option<&str>)> = p
            .entries
            .iter()
            .map(|e| (&*e.identifier, e.text.main(), e.context.as_deref()))
            .collect();
        assert_eq!(
            got,
            [
                ("guard.halt", "Halt! Who goes \"there\"?", Some("angry")),
                ("guard.move", "Move along.", None),
                ("merchant.hi", "Wares!\nCheap!", None),
            ]
        );
        let by_path = DeclaredJson::new(&JsonRules {
            key: "ui".into(),
            name: "UI".into(),
            file_names: vec!["*.json".into()],
            strings: vec!["$.ui.*".into(), "$.dialogue[1].speaker".into()],
            ..JsonRules::default()
        })
        .expect("compiles");
        let p = parse(&by_path, DOC.as_bytes());
        let ids: Vec<&str> = p.entries.iter().map(|e| &*e.identifier).collect();
        assert_eq!(ids, ["dialogue[1].speaker", "ui.title"]);
    }

    #[test]
    fn builds_keep_every_other_byte() {
        let f = dialogue();
        let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
        assert_eq!(
            build(&f, DOC.as_bytes(), &de, &translations([])),
            DOC.as_bytes()
        );
        let tr = translations([(
            "guard.move",
            Text::plain("Weiter \"so\"\\"),
            Status::Translated,
        )]);
        let out = build(&f, DOC.as_bytes(), &de, &tr);
        let want = DOC.replace("\"Move along.\"", r#""Weiter \"so\"\\""#);
        assert_eq!(String::from_utf8(out).expect("utf-8"), want);
    }

    #[test]
    fn shared_identifiers_and_missing_ids_are_refused_naming_both_places() {
        let f = dialogue();
        let doc =
            br#"{"dialogue": [{"lines": [{"id": "a", "text": "x"}, {"id": "a", "text": "y"}]}]}"#;
        let e = f
            .parse_all(doc, &ParseContext::default())
            .expect_err("refused");
        assert_eq!(e.kind, ErrorKind::DuplicateIdentifier);
        assert!(e.message.contains("line 1, column 47"), "{e}");
        assert_eq!((e.line, e.column), (1, 73));
        let doc = br#"{"dialogue": [{"lines": [{"text": "x"}]}]}"#;
        let e = f
            .parse_all(doc, &ParseContext::default())
            .expect_err("refused");
        assert!(e.message.contains("no member `id`"), "{e}");
        let e = f
            .parse_all(b"{\"dialogue\": [}", &ParseContext::default())
            .expect_err("refused");
        assert!(e.line > 0 && e.column > 0, "{e}");
    }

    #[test]
    fn bad_path_rules_are_refused_with_the_key_and_the_rule() {
        for (path, want) in [
            ("dialogue.text", "does not start with `$`"),
            ("$.a[", "without its `]`"),
            ("$.a[x]", "expected `[*]` or an element number"),
            ("$..a", "empty member name"),
            ("$", "names the root"),
        ] {
            let e = JsonRules {
                key: "d".into(),
                name: "D".into(),
                file_names: vec!["*.json".into()],
                strings: vec![path.into()],
                ..JsonRules::default()
            }
            .check()
            .expect_err("refused");
            assert!(e.starts_with("declared format `d`: `strings`: "), "{e}");
            assert!(e.contains(want), "{path}: {e}");
        }
    }
}
