//! `create` for the JSON dialects: a new file from entries, indented by two spaces, keys in entry
//! order, escaped with the dialects' own [`escape_into`].
//!
//! - `json`, `i18next`: identifiers split at `.` into nested objects when every identifier is a
//!   plain key path (non-empty segments without whitespace or brackets) and no path is both a
//!   string and an object; otherwise every identifier is one top-level key (the parsers join keys
//!   with `.` verbatim, so both read back the same identifiers). Plurals: one ICU plural message
//!   (`json`), or `key_<category>` siblings (`i18next`).
//! - `json-reference`: one top-level key per identifier; plurals are refused.
//! - `arb`: `@@locale` first, then each message and, when it has context, `"@key":
//!   {"description": …}` (plural messages also declare their `count` placeholder). Identifiers
//!   starting with `@` are refused (ARB reads them as metadata).
//! - `formatjs`: `"id": {"defaultMessage": …, "description": …}`.
//! - `webext`: `"name": {"message": …, "description": …}`; plurals are refused.
//! - `resjson`: `"key": …` and, when it has context, `"_key.comment": …`; plurals are refused.
//! - `i18next-v3`: like `i18next`, plurals as the written language's v3 siblings (`key` +
//!   `key_plural`, or `key_0`, …; `key` alone with `other` for a language without a v3 rule).
//! - `go-i18n`: `"id": …`, or `"id": {"description": …, "one": …, "other": …}` for a plural or a
//!   string with context (`other` alone when it is no plural).
//!
//! Contexts are dropped by `json`, `i18next` and `json-reference`; hidden flags and maximum
//! lengths by every JSON dialect (none can express them).

use std::collections::HashMap;

use crate::create::{
    entry_error, icu_plural, monolingual_text, plural_forms, plural_refused, written_language,
};
use crate::error::{ErrorKind, FormatError};
use crate::json::icu::IcuDialect;
use crate::json::scan::escape_into;
use crate::language::Language;
use crate::model::{Entry, PluralCategory};

/// Which JSON dialect to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JsonKind {
    /// `json`
    Nested,
    /// `i18next`
    I18next,
    /// `json-reference`
    Reference,
    /// `arb`
    Arb,
    /// `formatjs`
    FormatJs,
    /// `webext`
    WebExt,
    /// `resjson`
    ResJson,
    /// `go-i18n`
    GoI18n,
    /// `i18next-v3`
    I18nextV3,
}

enum Value {
    Str(String),
    Object(Object),
}

#[derive(Default)]
struct Object {
    members: Vec<(String, Value)>,
    index: HashMap<String, usize>,
}

impl Object {
    /// Adds a member; false when the key is already there.
    fn add(&mut self, key: String, value: Value) -> bool {
        if self.index.contains_key(&key) {
            return false;
        }
        self.index.insert(key.clone(), self.members.len());
        self.members.push((key, value));
        true
    }

    /// The object member `key`, created when missing; `None` when `key` holds a string.
    fn child(&mut self, key: &str) -> Option<&mut Object> {
        let i = match self.index.get(key) {
            Some(&i) => i,
            None => {
                self.add(key.to_string(), Value::Object(Object::default()));
                self.members.len() - 1
            }
        };
        match &mut self.members[i].1 {
            Value::Object(o) => Some(o),
            Value::Str(_) => None,
        }
    }
}

/// What one entry writes: a plain value or a plural.
enum Written {
    Plain(String),
    /// `(key suffix, text)` members (i18next siblings).
    Siblings(Vec<(String, String)>),
}

/// Refuses a plain string whose key an i18next v3 reader would take for a plural form of another:
/// `k_plural` or `k_0`, `k_1`, … beside `k`, or two numbered keys of one base.
fn v3_suffix_clash(entries: &[Entry]) -> Result<(), FormatError> {
    let base_of = |id: &str| -> Option<(usize, bool)> {
        if let Some(b) = id.strip_suffix("_plural") {
            return Some((b.len(), false));
        }
        let (b, n) = id.rsplit_once('_')?;
        (!n.is_empty() && n.bytes().all(|c| c.is_ascii_digit())).then_some((b.len(), true))
    };
    let ids: std::collections::HashSet<&str> =
        entries.iter().map(|e| e.identifier.as_ref()).collect();
    let mut numbered: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for e in entries.iter().filter(|e| !e.text.is_plural()) {
        if let Some((len, true)) = base_of(&e.identifier) {
            *numbered.entry(&e.identifier[..len]).or_default() += 1;
        }
    }
    for e in entries.iter().filter(|e| !e.text.is_plural()) {
        let Some((len, is_number)) = base_of(&e.identifier) else {
            continue;
        };
        let base = &e.identifier[..len];
        if ids.contains(base) || (is_number && numbered.get(base).copied().unwrap_or(0) > 1) {
            return Err(entry_error(
                e,
                format!("an i18next v3 reader takes this key for a plural form of `{base}`; rename one of them"),
            ));
        }
    }
    Ok(())
}

/// Writes `entries` as a new file of dialect `kind`.
pub fn create(
    kind: JsonKind,
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let lang = written_language(source, target);
    let mut root = Object::default();
    if kind == JsonKind::Arb {
        root.add(
            "@@locale".to_string(),
            Value::Str(lang.id.replace('-', "_")),
        );
    }
    let nest = matches!(
        kind,
        JsonKind::Nested | JsonKind::I18next | JsonKind::I18nextV3
    ) && nestable(entries);
    if kind == JsonKind::I18nextV3 {
        v3_suffix_clash(entries)?;
    }
    for e in entries {
        let text = monolingual_text(e, target);
        let written = if e.text.is_plural() || text.is_plural() {
            let forms = plural_forms(text, &e.text, lang.categories());
            match kind {
                JsonKind::Reference => return Err(plural_refused("json-reference", e)),
                JsonKind::WebExt => return Err(plural_refused("webext", e)),
                JsonKind::I18nextV3 => {
                    let suffixes = crate::json::i18next_v3::v3_forms(&lang.id)
                        .unwrap_or_else(|| vec![(String::new(), PluralCategory::Other)]);
                    let text_of = |c: PluralCategory| {
                        forms
                            .iter()
                            .find(|(f, _)| *f == c)
                            .or_else(|| forms.iter().find(|(f, _)| *f == PluralCategory::Other))
                            .or(forms.last())
                            .map_or(String::new(), |(_, t)| t.to_string())
                    };
                    Written::Siblings(
                        suffixes
                            .into_iter()
                            .map(|(suffix, c)| (suffix, text_of(c)))
                            .collect(),
                    )
                }
                JsonKind::ResJson => return Err(plural_refused("resjson", e)),
                JsonKind::GoI18n => Written::Siblings(
                    forms
                        .iter()
                        .map(|(c, t)| (c.to_string(), t.to_string()))
                        .collect(),
                ),
                JsonKind::I18next => Written::Siblings(
                    forms
                        .iter()
                        .map(|(c, t)| (format!("_{c}"), t.to_string()))
                        .collect(),
                ),
                JsonKind::Arb => Written::Plain(icu_plural(&forms, IcuDialect::Icu4j)),
                JsonKind::Nested | JsonKind::FormatJs => {
                    Written::Plain(icu_plural(&forms, IcuDialect::FormatJs))
                }
            }
        } else {
            Written::Plain(text.main().to_string())
        };
        let duplicate = || {
            entry_error(e, "two strings write the same JSON key")
                .with_kind(ErrorKind::DuplicateIdentifier)
        };
        match kind {
            JsonKind::Arb => {
                if e.identifier.starts_with('@') {
                    return Err(entry_error(
                        e,
                        "ARB keys starting with `@` are metadata, so this identifier cannot be a message key",
                    ));
                }
                let Written::Plain(value) = written else {
                    return Err(duplicate());
                };
                if !root.add(e.identifier.to_string(), Value::Str(value)) {
                    return Err(duplicate());
                }
                let mut meta = Object::default();
                if let Some(c) = &e.context {
                    meta.add("description".into(), Value::Str(c.to_string()));
                }
                if e.text.is_plural() {
                    let mut count = Object::default();
                    count.add("type".into(), Value::Str("int".into()));
                    let mut placeholders = Object::default();
                    placeholders.add("count".into(), Value::Object(count));
                    meta.add("placeholders".into(), Value::Object(placeholders));
                }
                if !meta.members.is_empty()
                    && !root.add(format!("@{}", e.identifier), Value::Object(meta))
                {
                    return Err(duplicate());
                }
            }
            JsonKind::FormatJs => {
                let Written::Plain(value) = written else {
                    return Err(duplicate());
                };
                let mut message = Object::default();
                message.add("defaultMessage".into(), Value::Str(value));
                if let Some(c) = &e.context {
                    message.add("description".into(), Value::Str(c.to_string()));
                }
                if !root.add(e.identifier.to_string(), Value::Object(message)) {
                    return Err(duplicate());
                }
            }
            JsonKind::WebExt => {
                let Written::Plain(value) = written else {
                    return Err(duplicate());
                };
                let mut message = Object::default();
                message.add("message".into(), Value::Str(value));
                if let Some(c) = &e.context {
                    message.add("description".into(), Value::Str(c.to_string()));
                }
                if !root.add(e.identifier.to_string(), Value::Object(message)) {
                    return Err(duplicate());
                }
            }
            JsonKind::ResJson => {
                let Written::Plain(value) = written else {
                    return Err(duplicate());
                };
                if crate::json::dialect::walk::resjson_meta(&e.identifier).is_some() {
                    return Err(entry_error(
                        e,
                        "RESJSON keys of the form `_name.property` are metadata, so this identifier cannot be a string key",
                    ));
                }
                if e.identifier.is_empty() && e.context.is_some() {
                    return Err(entry_error(
                        e,
                        "an empty key's context has no RESJSON spelling (`_.comment` is a string key, not its comment)",
                    ));
                }
                if !root.add(e.identifier.to_string(), Value::Str(value)) {
                    return Err(duplicate());
                }
                if let Some(c) = &e.context {
                    if !root.add(
                        format!("_{}.comment", e.identifier),
                        Value::Str(c.to_string()),
                    ) {
                        return Err(duplicate());
                    }
                }
            }
            JsonKind::GoI18n => {
                let members = match written {
                    Written::Siblings(members) => members,
                    Written::Plain(value) if e.context.is_some() => {
                        vec![("other".to_string(), value)]
                    }
                    Written::Plain(value) => {
                        if !root.add(e.identifier.to_string(), Value::Str(value)) {
                            return Err(duplicate());
                        }
                        continue;
                    }
                };
                let mut message = Object::default();
                if let Some(c) = &e.context {
                    message.add("description".into(), Value::Str(c.to_string()));
                }
                for (category, value) in members {
                    message.add(category, Value::Str(value));
                }
                if !root.add(e.identifier.to_string(), Value::Object(message)) {
                    return Err(duplicate());
                }
            }
            JsonKind::Nested | JsonKind::I18next | JsonKind::I18nextV3 | JsonKind::Reference => {
                let (parent, key) = if nest {
                    let mut segments: Vec<&str> = e.identifier.split('.').collect();
                    let last = segments.pop().unwrap_or_default();
                    let mut obj = &mut root;
                    for s in segments {
                        obj = obj.child(s).ok_or_else(duplicate)?;
                    }
                    (obj, last)
                } else {
                    (&mut root, e.identifier.as_ref())
                };
                let ok = match written {
                    Written::Plain(v) => parent.add(key.to_string(), Value::Str(v)),
                    Written::Siblings(members) => members
                        .into_iter()
                        .all(|(suffix, v)| parent.add(format!("{key}{suffix}"), Value::Str(v))),
                };
                if !ok {
                    return Err(duplicate());
                }
            }
        }
    }
    write_object(&root, 0, out);
    out.push(b'\n');
    Ok(())
}

/// True when every identifier is a plain key path and no path is both a string and an object.
fn nestable(entries: &[Entry]) -> bool {
    let plain_segment = |s: &str| {
        !s.is_empty()
            && !s
                .chars()
                .any(|c| c.is_whitespace() || matches!(c, '[' | ']' | '\\'))
    };
    if !entries
        .iter()
        .all(|e| e.identifier.split('.').all(plain_segment))
    {
        return false;
    }
    let leaves: std::collections::HashSet<&str> =
        entries.iter().map(|e| e.identifier.as_ref()).collect();
    entries.iter().all(|e| {
        e.identifier
            .match_indices('.')
            .all(|(i, _)| !leaves.contains(&e.identifier[..i]))
    })
}

fn write_object(obj: &Object, depth: usize, out: &mut Vec<u8>) {
    if obj.members.is_empty() {
        out.extend_from_slice(b"{}");
        return;
    }
    out.push(b'{');
    for (i, (key, value)) in obj.members.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.push(b'\n');
        out.resize(out.len() + 2 * (depth + 1), b' ');
        write_string(key, out);
        out.extend_from_slice(b": ");
        match value {
            Value::Str(s) => write_string(s, out),
            Value::Object(o) => write_object(o, depth + 1, out),
        }
    }
    out.push(b'\n');
    out.resize(out.len() + 2 * depth, b' ');
    out.push(b'}');
}

fn write_string(s: &str, out: &mut Vec<u8>) {
    out.push(b'"');
    escape_into(s, out);
    out.push(b'"');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{PluralCategory, PluralText, Text};

    fn en() -> Language {
        Language::new("en", vec![PluralCategory::One, PluralCategory::Other])
    }

    fn make(kind: JsonKind, entries: &[Entry]) -> String {
        let mut out = Vec::new();
        create(kind, entries, &en(), None, &mut out).expect("creates");
        String::from_utf8(out).expect("utf8")
    }

    #[test]
    fn nests_key_paths_and_falls_back_to_flat_keys() {
        let entries = [Entry::plain("a.b", "x"), Entry::plain("a.c", "y\"")];
        assert_eq!(
            make(JsonKind::Nested, &entries),
            "{\n  \"a\": {\n    \"b\": \"x\",\n    \"c\": \"y\\\"\"\n  }\n}\n"
        );
        let entries = [Entry::plain("a", "x"), Entry::plain("a.c", "y")];
        assert_eq!(
            make(JsonKind::Nested, &entries),
            "{\n  \"a\": \"x\",\n  \"a.c\": \"y\"\n}\n"
        );
    }

    #[test]
    fn plurals_per_dialect() {
        let forms = PluralText::from([
            (PluralCategory::One, std::borrow::Cow::Borrowed("# file")),
            (PluralCategory::Other, std::borrow::Cow::Borrowed("# files")),
        ]);
        let entries = [Entry::plural("n", forms)];
        assert!(make(JsonKind::Nested, &entries)
            .contains("\"n\": \"{count, plural, one {# file} other {# files}}\""));
        assert!(make(JsonKind::I18next, &entries)
            .contains("\"n_one\": \"# file\",\n  \"n_other\": \"# files\""));
        let mut out = Vec::new();
        let e = create(JsonKind::Reference, &entries, &en(), None, &mut out).expect_err("plural");
        assert!(e.message.contains("`n` is a plural"), "{}", e.message);
        let mut arb = Entry::plain("@x", "y");
        arb.text = Text::Plain("y".into());
        let e = create(JsonKind::Arb, &[arb], &en(), None, &mut out).expect_err("@ key");
        assert!(e.message.contains("metadata"), "{}", e.message);
    }
}
