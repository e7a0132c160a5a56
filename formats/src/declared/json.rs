//! The `json` base of declared formats ([`DeclaredJson`]): a JSON file in which path rules
//! ([`super::paths`]) say which string values are strings to translate
//! (`$.dialogue[*].lines[*].text`), which objects are plural strings, and where the identifier,
//! context and maximum length come from ([`super::tree`]).
//!
//! **Parse.** The file is read whole into a small tree of spans first (a sibling identifier may
//! come after the text in its object), with the shared JSON span scanner (positions on every
//! syntax error, depth limited); the shared walk applies the rules.
//!
//! **Build.** A string's slot is its value between the quotes; a new text is written with JSON's
//! escapes. A plural object's slot runs from its first category member to its last; the build
//! writes the target's categories there (as go-i18n's members are written) and keeps the other
//! members after them. Every other byte is kept.

use std::borrow::Cow;

use super::tree::{self, Compiled, Leaf, Member, Node, PathRules, Walk};
use crate::error::{ErrorKind, FormatError};
use crate::format::{Format, FormatInfo, ParseContext, RenderContext, SlotValue};
use crate::json::dialect::render_plural_members;
use crate::json::scan::{escape_into, Event, Tokenizer};
use crate::model::{PluralCategory, PluralText, Text};
use crate::sink::Sink;
use crate::skeleton::Slot;

/// A string value's slot.
const KIND_TEXT: u16 = 0;
/// A plural object's category members.
const KIND_PLURAL: u16 = 1;

/// A JSON format declared by path rules (see the module documentation).
#[derive(Debug, Clone)]
pub struct DeclaredJson {
    info: &'static FormatInfo,
    rules: Compiled,
}

impl DeclaredJson {
    /// Checks `rules` and makes the format, or says which rule is wrong (the format's key, the
    /// rule, what is wrong). The format's [`FormatInfo`] lives for the rest of the process.
    pub fn new(rules: &PathRules) -> Result<DeclaredJson, String> {
        let (info, rules) = tree::made(rules, "JSON")?;
        Ok(DeclaredJson { info, rules })
    }
}

impl PathRules {
    /// Checks the rules as [`DeclaredJson::new`] and [`super::DeclaredYaml::new`] do, without
    /// making the format.
    pub fn check(&self) -> Result<(), String> {
        tree::compile(self).map(|_| ())
    }
}

/// Reads one value whose first event is `first`.
fn read_value<'a>(
    src: &'a [u8],
    tok: &mut Tokenizer<'a>,
    first: Event<'a>,
) -> Result<Node<'a>, FormatError> {
    Ok(match first {
        Event::BeginObject(_) => {
            let mut members = Vec::new();
            loop {
                match tok.next_event()? {
                    Some(Event::Key { raw, text }) => {
                        let ev = tok.next_event()?.ok_or_else(|| {
                            FormatError::whole("the file ends inside an object; expected a value")
                        })?;
                        members.push(Member {
                            name: text,
                            key_at: raw.start,
                            value: read_value(src, tok, ev)?,
                        });
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
                    Some(ev) => items.push(read_value(src, tok, ev)?),
                    None => {
                        return Err(FormatError::whole(
                            "the file ends inside an array; expected `]`",
                        ))
                    }
                }
            }
            Node::Array(items)
        }
        Event::String { raw, text } => Node::Leaf(Leaf {
            at: raw.start,
            text: Text::Plain(text),
            string: true,
            comment: None,
            slots: vec![Slot {
                span: raw,
                entry: None,
                category: None,
                kind: KIND_TEXT,
                target: None,
            }],
            zero: None,
        }),
        Event::Scalar(span) => Node::Leaf(Leaf {
            at: span.start,
            text: Text::Plain(Cow::Owned(
                String::from_utf8_lossy(src.get(span.clone()).unwrap_or_default()).into_owned(),
            )),
            string: false,
            comment: None,
            slots: Vec::new(),
            zero: None,
        }),
        Event::Key { .. } | Event::EndObject(_) | Event::EndArray(_) => {
            return Err(FormatError::whole("internal error: unexpected token")
                .with_kind(ErrorKind::Internal))
        }
    })
}

/// The plural string of an object a `plurals` rule names: its members named by CLDR categories
/// (each a string, `other` among them); the slot runs from the first of them to the last.
fn plural_object<'t>(
    src: &[u8],
    key: &str,
    members: &'t [Member<'t>],
    at: usize,
) -> Result<Leaf<'t>, FormatError> {
    let mut forms = PluralText::new();
    let mut span: Option<std::ops::Range<usize>> = None;
    for m in members {
        let Some(category) = PluralCategory::parse(&m.name) else {
            continue;
        };
        let Node::Leaf(Leaf {
            text: Text::Plain(text),
            string: true,
            slots,
            ..
        }) = &m.value
        else {
            return Err(FormatError::at(
                src,
                m.key_at,
                format!("the plural member `{}` (format `{key}`'s `plurals`) is not a string; expected a string for each category", m.name),
            ));
        };
        let value_end = slots.first().map_or(m.key_at, |s| s.span.end + 1);
        let start = m.key_at.saturating_sub(1);
        span = Some(span.map_or(start..value_end, |s| s.start..value_end));
        forms.insert(category, Cow::Borrowed(text.as_ref()));
    }
    match span {
        Some(span) if forms.contains_key(&PluralCategory::Other) => Ok(Leaf {
            at,
            text: Text::Plural(forms),
            string: true,
            comment: None,
            slots: vec![Slot {
                span,
                entry: None,
                category: None,
                kind: KIND_PLURAL,
                target: None,
            }],
            zero: None,
        }),
        _ => Err(FormatError::at(
            src,
            at,
            format!("this object (a plural string by format `{key}`'s `plurals`) has no `other` member; expected members named by CLDR categories (`one`, `other`, …), `other` among them"),
        )),
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
        let tree = read_value(src, &mut tok, first)?;
        if tok.next_event()?.is_some() {
            return Err(
                FormatError::whole("internal error: data after the document")
                    .with_kind(ErrorKind::Internal),
            );
        }
        let key = self.info.key;
        Walk::new(&self.rules, key, src, sink, Some(plural_object)).walk(&tree)
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        match (slot.kind, value) {
            (KIND_TEXT, SlotValue::Text { text, .. }) => {
                escape_into(text, out);
                Ok(())
            }
            (KIND_PLURAL, SlotValue::Plural { forms, .. }) => {
                render_plural_members(ctx.src, slot.span.clone(), forms, out)
            }
            _ => Err(FormatError::internal(
                ctx.src,
                slot.span.start,
                format!(
                    "internal error: the value does not fit this slot of format `{}`",
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
        DeclaredJson::new(&PathRules {
            key: "dialogue".into(),
            name: "Game dialogue".into(),
            file_names: vec!["*.dialogue.json".into()],
            strings: vec!["$.dialogue[*].lines[*].text".into()],
            id: Some("id".into()),
            context: Some("mood".into()),
            ..PathRules::default()
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
        let by_path = DeclaredJson::new(&PathRules {
            key: "ui".into(),
            name: "UI".into(),
            file_names: vec!["*.json".into()],
            strings: vec!["$.ui.*".into(), "$.dialogue[1].speaker".into()],
            ..PathRules::default()
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
    fn plural_objects_globs_exceptions_lengths_and_labels() {
        let doc = r#"{"shop": {"btn_buy": "Buy", "btn_sell": "Sell", "btn_id": "x1",
  "items": {"one": "{n} item", "hint": "shown in the cart", "other": "{n} items"},
  "title": "Shop"}}
"#;
        let f = DeclaredJson::new(&PathRules {
            key: "shop".into(),
            name: "Shop".into(),
            file_names: vec!["*.shop.json".into()],
            strings: vec!["$.shop.btn_*".into(), "$..title".into()],
            except: vec!["$..btn_id".into()],
            plurals: vec!["$.shop.items".into()],
            max_length: Some(super::tree::MaxLength::Fixed(20)),
            labels: vec!["shop".into()],
            ..PathRules::default()
        })
        .expect("compiles");
        let p = parse(&f, doc.as_bytes());
        let got: Vec<(&str, &str, bool)> = p
            .entries
            .iter()
            .map(|e| (&*e.identifier, e.text.main(), e.has_plurals))
            .collect();
        assert_eq!(
            got,
            [
                ("shop.btn_buy", "Buy", false),
                ("shop.btn_sell", "Sell", false),
                ("shop.items", "{n} items", true),
                ("shop.title", "Shop", false),
            ]
        );
        assert!(p
            .entries
            .iter()
            .all(|e| e.max_length == Some(20) && e.labels == ["shop"]));
        // The plural object is written for the target's categories; its other members stay.
        use PluralCategory::*;
        let pl = Language::new("pl", vec![One, Few, Many, Other]);
        let tr = translations([(
            "shop.items",
            Text::Plural(
                [
                    (One, "{n} przedmiot".into()),
                    (Few, "{n} przedmioty".into()),
                    (Many, "{n} przedmiotów".into()),
                    (Other, "{n} przedmiotu".into()),
                ]
                .into(),
            ),
            Status::Translated,
        )]);
        let out = String::from_utf8(build(&f, doc.as_bytes(), &pl, &tr)).expect("utf-8");
        assert!(out.contains(r#""items": {"one": "{n} przedmiot", "few": "{n} przedmioty", "many": "{n} przedmiotów", "other": "{n} przedmiotu", "hint": "shown in the cart"}"#), "{out}");
        let again = parse(&f, out.as_bytes());
        assert_eq!(again.entries[2].text.main(), "{n} przedmiotu");
        // A `plurals` rule on a value that is not a plural object is refused with its place.
        let e = f
            .parse_all(
                br#"{"shop": {"items": {"one": "x"}}}"#,
                &ParseContext::default(),
            )
            .expect_err("refused");
        assert!(e.message.contains("no `other` member"), "{e}");
        let e = f
            .parse_all(br#"{"shop": {"items": "x"}}"#, &ParseContext::default())
            .expect_err("refused");
        assert!(e.message.contains("not a plural mapping"), "{e}");
        assert_eq!((e.line, e.column), (1, 21), "{e}");
    }

    /// Every JSON file of the corpus that is JSON (not JSON with comments), read with "every
    /// string" rules: an identity build gives it back byte for byte, and a build with every
    /// string changed (quotes, backslashes, a line break, non-ASCII) reads back with the new
    /// texts under the same identifiers, and is still JSON.
    #[test]
    fn every_corpus_json_file_round_trips_with_every_string_rules() {
        let f = DeclaredJson::new(&PathRules {
            key: "all".into(),
            name: "All".into(),
            file_names: vec!["*.json".into()],
            strings: vec!["$..*".into()],
            ..PathRules::default()
        })
        .expect("compiles");
        let files = crate::testing::corpus_files("", &["json"]);
        let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
        let (mut checked, mut strings) = (0, 0);
        for path in files {
            let src = std::fs::read(&path).expect("file");
            let body = src.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&src);
            if serde_json::from_slice::<serde_json::Value>(body).is_err() {
                continue;
            }
            let name = path.display();
            let parsed = f
                .parse_all(&src, &ParseContext::default())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            if parsed.entries.is_empty() {
                continue;
            }
            checked += 1;
            strings += parsed.entries.len();
            assert!(
                build(&f, &src, &de, &translations([])) == src,
                "{name}: the identity build differs"
            );
            let new = |t: &str| format!("Ü \"{t}\" \\ \n");
            let tr = translations(parsed.entries.iter().map(|e| {
                (
                    &*e.identifier,
                    Text::plain(new(e.text.main())),
                    Status::Translated,
                )
            }));
            let out = build(&f, &src, &de, &tr);
            let body = out.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&out);
            assert!(
                serde_json::from_slice::<serde_json::Value>(body).is_ok(),
                "{name}: the build is not JSON"
            );
            let again = parse(&f, &out);
            assert_eq!(again.entries.len(), parsed.entries.len(), "{name}");
            for (a, b) in parsed.entries.iter().zip(&again.entries) {
                assert_eq!(a.identifier, b.identifier, "{name}");
                assert_eq!(b.text.main(), new(a.text.main()), "{name}");
            }
        }
        assert!(
            checked >= 50 && strings > 5000,
            "{checked} files, {strings} strings"
        );
    }

    #[test]
    fn bad_path_rules_are_refused_with_the_key_and_the_rule() {
        for (path, want) in [
            ("dialogue.text", "does not start with `$`"),
            ("$.a[", "without its `]`"),
            ("$.a[x]", "expected `[*]` or an element number"),
            ("$.a.", "empty member name"),
            ("$", "names the root"),
        ] {
            let e = PathRules {
                key: "d".into(),
                name: "D".into(),
                file_names: vec!["*.json".into()],
                strings: vec![path.into()],
                ..PathRules::default()
            }
            .check()
            .expect_err("refused");
            assert!(e.starts_with("declared format `d`: `strings`: "), "{e}");
            assert!(e.contains(want), "{path}: {e}");
        }
    }
}
