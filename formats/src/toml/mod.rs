//! `toml`: TOML locale files — Hugo's `i18n/*.toml`, go-i18n v2's TOML message files, and any
//! TOML whose string values are texts. What is read (TOML 1.0, checked against Python's
//! `tomllib` in the tests):
//!
//! - every string value (basic `"…"`, literal `'…'`, multi-line `"""…"""` and `'''…'''`, with
//!   TOML's escapes) is a string; its identifier is the table path and the key, segments joined
//!   with `.` (`[menu]` + `file.open = "…"` → `menu.file.open`; `[[items]]` tables are numbered:
//!   `items[0].name`). The comment lines directly above a pair are its context.
//! - a table holding one of go-i18n's reserved keys (`id`, `description`, `hash`, `leftDelim`,
//!   `rightDelim`, `zero` … `other`, any case) with a string value is a message table, as Hugo
//!   and go-i18n read it: its CLDR category keys are the text (`other` alone is a plain string,
//!   two or more a plural), `description` the context; `hash`, `id` and any other key stay
//!   untranslated.
//! - numbers, booleans, dates, arrays and inline tables are kept as they are and not offered
//!   (strings inside arrays and inline tables included).
//!
//! What is kept: every byte outside the string values — comments, blank lines, ordering,
//! spacing, quoting style (a value is rewritten in its own quoting when the text fits it, else
//! as the nearest basic string), BOM and line ends. A plural table is rebuilt for the target's
//! categories where its first category key was, the keys that sat between its category keys
//! (`hash` in go-i18n's alphabetical order) following them.
//!
//! Limits: a repeated key (TOML forbids them, and `tomllib` refuses the file) is still one
//! string, as in every format: the same text is another place of it, another text is kept as it
//! is and named in a warning. Any syntax error is an error (line, column, what was expected). The file is scanned whole before the first entry is
//! handed over (its tables decide which keys are plurals). go-i18n v1's `[[id]] translation =`
//! arrays are read as plain numbered tables.
//!
//! What lives here: the format and `parse`; `scan` (the hand-written scanner), `render` (string
//! quoting and plural tables) and `create`. What must not: anything another format needs.

mod create;
mod render;
mod scan;

use std::borrow::Cow;
use std::collections::HashMap;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, ParseContext, Signature};
use crate::model::{Entry, PluralCategory, PluralText};
use crate::repeats::{Place, Repeats};
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};

use scan::{Item, Str};

/// TOML locale files (Hugo i18n, go-i18n v2).
#[derive(Debug, Default, Clone, Copy)]
pub struct Toml;

/// What a TOML slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u16)]
pub enum TomlSlot {
    /// One string value token, delimiters included.
    Value = 0,
    /// The category keys of a plural table, from the first one's key to the last one's value.
    Plural = 1,
}

impl TypedKind for TomlSlot {
    fn bits(self) -> u16 {
        self as u16
    }

    fn from_bits(bits: u16) -> Option<TomlSlot> {
        [TomlSlot::Value, TomlSlot::Plural]
            .into_iter()
            .find(|k| *k as u16 == bits)
    }
}

static INFO: FormatInfo = FormatInfo {
    key: "toml",
    name: "TOML locale file",
    description: "TOML (Hugo i18n, go-i18n v2): tables as identifier prefixes, [key] one/other tables as plurals, comments and non-string values kept",
    extensions: &["toml"],
    // Locale file names only (`en.toml`, `pt-BR.toml`, `zh_Hant.toml`, go-i18n's
    // `active.en.toml` / `translate.de.toml`): configuration files (`Cargo.toml`, `hugo.toml`,
    // `locforge.toml`) are TOML too and are no locale files. Others need `--format toml`.
    signature: Signature {
        file_name: r"(?i)(^|[/\\])([a-z]{2,3}([-_][a-z0-9]{2,8})*|active\.[^/\\]+|translate\.[^/\\]+)\.toml$",
        file_content: Some(r#"(?m)^[ \t]*(\[|[A-Za-z0-9_"'-][^=\r\n]*=)"#),
    },
};

format_impl! {
    Toml, INFO;
    parse(src, ctx, sink) => parse(src, ctx, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
}

/// go-i18n's reserved message keys, in lower case.
const RESERVED: &[&str] = &[
    "id",
    "description",
    "hash",
    "leftdelim",
    "rightdelim",
    "zero",
    "one",
    "two",
    "few",
    "many",
    "other",
];

/// A table's pairs, from its header (or the file's start) to the next header.
struct Section<'s, 'a> {
    /// The identifier prefix (`a.b`, `items[1]`); empty for the root table.
    prefix: String,
    items: &'s [Item<'a>],
}

/// Parses `src` into `sink`.
fn parse(src: &[u8], _ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
    let text = std::str::from_utf8(src).map_err(|e| {
        FormatError::at(
            src,
            e.valid_up_to(),
            "bytes that are not valid UTF-8; expected UTF-8 text (TOML files are UTF-8)",
        )
        .with_kind(ErrorKind::Encoding)
    })?;
    let start = if text.starts_with('\u{FEFF}') { 3 } else { 0 };
    let items = scan::scan(text, start)?;
    let mut emit = Emitter {
        sink,
        count: 0,
        repeats: Repeats::new(src),
    };
    let mut arrays: HashMap<String, usize> = HashMap::new();
    let mut from = 0;
    let mut prefix = String::new();
    let mut is_root = true;
    for (i, item) in items.iter().enumerate() {
        if let Item::Header { keys, array, .. } = item {
            emit.section(
                &Section {
                    prefix: std::mem::take(&mut prefix),
                    items: &items[from..i],
                },
                is_root,
            )?;
            is_root = false;
            from = i + 1;
            prefix = table_prefix(keys, *array, &mut arrays);
        }
    }
    emit.section(
        &Section {
            prefix,
            items: &items[from..],
        },
        is_root,
    )
}

/// The identifier prefix of a table header: its keys joined with `.`, each array-of-tables
/// segment followed by the index of its current element (`[[a]]` then `[a.b]` → `a[0].b`).
fn table_prefix(keys: &[Cow<'_, str>], array: bool, arrays: &mut HashMap<String, usize>) -> String {
    let mut plain = String::new();
    let mut id = String::new();
    for (n, k) in keys.iter().enumerate() {
        if n > 0 {
            plain.push('.');
            id.push('.');
        }
        plain.push_str(k);
        id.push_str(k);
        let last = n + 1 == keys.len();
        if last && array {
            let next = arrays.entry(plain.clone()).or_insert(0);
            id.push_str(&format!("[{}]", *next));
            *next += 1;
        } else if let Some(count) = arrays.get(&plain) {
            id.push_str(&format!("[{}]", count.saturating_sub(1)));
        }
    }
    id
}

struct Emitter<'s> {
    sink: &'s mut dyn Sink,
    count: usize,
    /// The first place of every identifier (a key defined again is one string, or is left
    /// as it is with a warning: `crate::repeats`).
    repeats: Repeats<'s>,
}

impl Emitter<'_> {
    fn entry(&mut self, entry: Entry<'_>, at: usize, slot: Slot) -> Result<(), FormatError> {
        let index = match self.repeats.place(&entry, at, "key") {
            Place::First => {
                let index = self.count;
                self.count += 1;
                self.repeats.record(&entry, at, index);
                self.sink.entry(index, entry)?;
                index
            }
            Place::Same { index } => {
                self.sink.repeat(index, entry)?;
                index
            }
            Place::Different { warning } => {
                self.sink.warning(warning);
                return Ok(());
            }
        };
        if self.sink.wants_skeleton() {
            self.sink.slot(Slot {
                entry: Some(index as u32),
                ..slot
            });
        }
        Ok(())
    }

    /// Hands over a table's strings: one message for a message table, else one per string.
    fn section(&mut self, section: &Section<'_, '_>, is_root: bool) -> Result<(), FormatError> {
        let message = !is_root
            && section.items.iter().any(|item| {
                matches!(item, Item::Pair { keys, string: Some(_), .. }
                    if keys.len() == 1 && RESERVED.iter().any(|r| keys[0].eq_ignore_ascii_case(r)))
            });
        if message && !repeats_a_category(section) {
            return self.message(section);
        }
        let mut comments: Vec<&str> = Vec::new();
        for item in section.items {
            match item {
                Item::Comment(c) => comments.push(c),
                Item::Blank | Item::Header { .. } => comments.clear(),
                Item::Pair {
                    keys,
                    key_at,
                    string,
                    ..
                } => {
                    let context = context_of(&comments);
                    comments.clear();
                    let Some(Str { span, text, .. }) = string else {
                        continue;
                    };
                    let mut id = section.prefix.clone();
                    for k in keys {
                        if !id.is_empty() {
                            id.push('.');
                        }
                        id.push_str(k);
                    }
                    let mut entry = Entry::plain(id, text.clone());
                    entry.context = context.map(Cow::Owned);
                    self.entry(entry, *key_at, slot(span.clone(), TomlSlot::Value))?;
                }
            }
        }
        Ok(())
    }

    /// A message table: its category keys as one entry (plain for `other` alone).
    fn message(&mut self, section: &Section<'_, '_>) -> Result<(), FormatError> {
        let mut forms: Vec<(PluralCategory, usize, &Str<'_>)> = Vec::new();
        let mut context = None;
        for item in section.items {
            let Item::Pair {
                keys,
                key_at,
                string: Some(s),
                ..
            } = item
            else {
                continue;
            };
            if keys.len() != 1 {
                continue;
            }
            let k = keys[0].to_ascii_lowercase();
            if k == "description" {
                context = Some(s.text.to_string());
            } else if let Some(c) = PluralCategory::parse(&k) {
                // Each category once: `repeats_a_category` kept the others out.
                forms.push((c, *key_at, s));
            }
        }
        let id = section.prefix.clone();
        let (Some(first), Some(last)) = (forms.first(), forms.last()) else {
            return Ok(());
        };
        if forms.len() == 1 && first.0 == PluralCategory::Other {
            let mut entry = Entry::plain(id, first.2.text.clone());
            entry.context = context.map(Cow::Owned);
            return self.entry(entry, first.1, slot(first.2.span.clone(), TomlSlot::Value));
        }
        let span = first.1..last.2.span.end;
        let at = first.1;
        let text: PluralText = forms.iter().map(|(c, _, s)| (*c, s.text.clone())).collect();
        let mut entry = Entry::plural(id, text);
        entry.context = context.map(Cow::Owned);
        self.entry(entry, at, slot(span, TomlSlot::Plural))
    }
}

/// True when a message table defines a category key twice (`one` and `One`, as go-i18n reads
/// keys in any case): then its keys are strings of their own, so that the repeat is told like
/// any key's rather than one form silently taking the other's place.
fn repeats_a_category(section: &Section<'_, '_>) -> bool {
    let mut seen: Vec<PluralCategory> = Vec::new();
    for item in section.items {
        if let Item::Pair {
            keys,
            string: Some(_),
            ..
        } = item
        {
            if let [key] = keys.as_slice() {
                if let Some(c) = PluralCategory::parse(&key.to_ascii_lowercase()) {
                    if seen.contains(&c) {
                        return true;
                    }
                    seen.push(c);
                }
            }
        }
    }
    false
}

fn slot(span: std::ops::Range<usize>, kind: TomlSlot) -> Slot {
    Slot {
        span,
        entry: None,
        category: None,
        kind: kind.bits(),
        target: None,
    }
}

/// The comment lines above a pair as context: each without `#` and one space; `None` when they
/// say nothing.
fn context_of(comments: &[&str]) -> Option<String> {
    let lines: Vec<&str> = comments
        .iter()
        .map(|c| c.strip_prefix(' ').unwrap_or(c).trim_end())
        .collect();
    let s = lines.join("\n");
    let t = s.trim_matches('\n');
    (!t.is_empty()).then(|| t.to_string())
}
