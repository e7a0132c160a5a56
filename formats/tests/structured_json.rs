//! What is specific to `structured-json` (identity, re-parse, hostile translations and the
//! validator over the corpus are in invariants.rs): the four message shapes, nested groups,
//! context and maximum length, ICU plurals, every bad-input error with its position and message,
//! BOM/CRLF, streaming, detection of every corpus JSON file, and `convert` to and from `json`,
//! `po` and `xliff12` with what each loses.

mod support;

use std::collections::{BTreeMap, HashMap};

use locforge_formats::convert::{convert, Options};
use locforge_formats::icu::{self, IcuDialect};
use locforge_formats::StructuredJson;
use locforge_formats::{
    Counter, Entry, ErrorKind, Format, FormatError, Language, ParseContext, Parsed, PluralCategory,
    Registry, Sink, Slot, Text,
};
use proptest::prelude::*;
use support::*;

use PluralCategory::*;

fn parse(s: &str) -> Parsed {
    StructuredJson
        .parse_all(s.as_bytes(), &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn fail(s: &str) -> FormatError {
    StructuredJson
        .parse_all(s.as_bytes(), &ParseContext::default())
        .expect_err("rejected")
}

fn en() -> Language {
    lang("en", &[One, Other])
}

fn ru() -> Language {
    lang("ru", &[One, Few, Many, Other])
}

/// Builds `s` with each listed identifier translated to its text.
fn build_with(s: &str, target: &Language, tr: &[(&str, Text<'static>)]) -> String {
    let parsed = parse(s);
    let map = tr
        .iter()
        .map(|(id, t)| {
            (
                id.to_string(),
                locforge_formats::Translation {
                    text: t.clone(),
                    status: Default::default(),
                },
            )
        })
        .collect::<HashMap<_, _>>();
    let out = String::from_utf8(build(&StructuredJson, s.as_bytes(), &parsed, target, &map))
        .expect("utf8");
    serde_json::from_str::<serde_json::Value>(out.trim_start_matches('\u{feff}'))
        .unwrap_or_else(|e| panic!("serde_json rejects the build: {e}\n{out}"));
    out
}

fn identity(s: &str) {
    let parsed = parse(s);
    let out = build(
        &StructuredJson,
        s.as_bytes(),
        &parsed,
        &en(),
        &HashMap::new(),
    );
    assert_eq!(String::from_utf8(out).expect("utf8"), s);
}

fn plain(s: &str) -> Text<'static> {
    Text::Plain(s.to_string().into())
}

const TRANSIFEX: &str = r#"{
  "app": {
    "title": {
      "string": "Reset Password",
      "developer_comment": "Page title.",
      "character_limit": 40
    },
    "save": {
      "context": "verb",
      "string": "Save",
      "developer_comment": "Button"
    },
    "empty": {"string": ""}
  },
  "flat.key": {"string": "Dotted id", "character_limit": "12"}
}
"#;

#[test]
fn transifex_messages_nested_with_context_and_limits() {
    let p = parse(TRANSIFEX);
    assert_eq!(ids(&p), ["app.title", "app.save", "app.empty", "flat.key"]);
    let e = &p.entries;
    assert_eq!(e[0].text, plain("Reset Password"));
    assert_eq!(e[0].context.as_deref(), Some("Page title."));
    assert_eq!(e[0].max_length, Some(40));
    assert_eq!(e[1].context.as_deref(), Some("verb\nButton"));
    assert_eq!(e[1].max_length, None);
    assert_eq!(e[2].text, plain(""));
    assert_eq!(e[2].context, None);
    assert_eq!(e[3].max_length, Some(12));
    assert!(e.iter().all(|e| !e.has_plurals && e.is_hidden.is_none()));
    identity(TRANSIFEX);
    // Only the text values change; metadata and layout stay.
    let out = build_with(
        TRANSIFEX,
        &lang("de", &[One, Other]),
        &[
            ("app.title", plain("Passwort \"zurücksetzen\"\n")),
            ("flat.key", plain("Punkt")),
        ],
    );
    assert_eq!(
        out,
        TRANSIFEX
            .replace("\"Reset Password\"", r#""Passwort \"zurücksetzen\"\n""#)
            .replace("\"Dotted id\"", "\"Punkt\"")
    );
}

#[test]
fn formatjs_crowdin_smartling_and_lokalise_shapes() {
    let crowdin =
        r#"{"a.b": {"message": "Hi {name}", "description": "Greeting"}, "c": {"message": "x"}}"#;
    let p = parse(crowdin);
    assert_eq!(ids(&p), ["a.b", "c"]);
    assert_eq!(p.entries[0].context.as_deref(), Some("Greeting"));
    identity(crowdin);

    let smartling = "{\n  \"smartling\": {\n    \"string_format\": \"icu\",\n    \"translate_paths\": [\n      {\"instruction\": \"*/description\", \"key\": \"{*}/message\", \"path\": \"*/message\"}\n    ],\n    \"variants_enabled\": true\n  },\n  \"0323de4f66\": {\n    \"message\": \"Logout\",\n    \"description\": \"Menu\"\n  }\n}\n";
    let p = parse(smartling);
    assert_eq!(ids(&p), ["0323de4f66"]);
    assert_eq!(p.entries[0].context.as_deref(), Some("Menu"));
    let out = build_with(smartling, &ru(), &[("0323de4f66", plain("Выйти"))]);
    assert_eq!(out, smartling.replace("\"Logout\"", "\"Выйти\""));

    let lokalise = r#"{"mm_home": {"translation": "Homepage", "notes": "Main menu", "tags": ["main", "x"], "limit": 20}, "mm_about": {"notes": "n", "context": "c", "translation": "About"}}"#;
    let p = parse(lokalise);
    assert_eq!(ids(&p), ["mm_home", "mm_about"]);
    assert_eq!(p.entries[0].context.as_deref(), Some("Main menu"));
    assert_eq!(p.entries[0].max_length, Some(20));
    assert_eq!(p.entries[1].context.as_deref(), Some("n\nc"));
    identity(lokalise);
    let out = build_with(lokalise, &en(), &[("mm_home", plain("Start"))]);
    assert!(out.contains(r#""translation": "Start", "notes": "Main menu", "tags": ["main", "x"]"#));

    // The FormatJS transifex formatter.
    let transifex = r#"{"x": {"string": "X", "developer_comment": "d"}}"#;
    assert_eq!(parse(transifex).entries[0].context.as_deref(), Some("d"));
}

#[test]
fn object_descriptions_and_other_members_are_kept_as_they_are() {
    // An object description (FormatJS allows one) becomes the context as JSON text, before or
    // after the text; members the format does not know are untouched and not strings.
    let s = r#"{
  "a": {"message": "A", "description": {"note": "n", "context": "c"}, "extra": "not a string to translate", "n": 3},
  "b": {"description": {"context": "c"}, "message": "B"},
  "c": {"message": "C", "nested": {"message": "not a message: metadata"}},
  "version": "2",
  "count": 2
}"#;
    let p = parse(s);
    assert_eq!(ids(&p), ["a", "b", "c"]);
    assert_eq!(
        p.entries[0].context.as_deref(),
        Some(r#"{"note": "n", "context": "c"}"#)
    );
    assert_eq!(p.entries[1].context.as_deref(), Some(r#"{"context": "c"}"#));
    assert_eq!(p.entries[2].context, None);
    identity(s);
    let out = build_with(s, &en(), &[("c", plain("Z")), ("a", plain("Y"))]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["a"]["message"], "Y");
    assert_eq!(v["a"]["extra"], "not a string to translate");
    assert_eq!(v["c"]["message"], "Z");
    assert_eq!(v["c"]["nested"]["message"], "not a message: metadata");
}

#[test]
fn the_first_text_key_found_is_the_files() {
    // A Transifex file may have groups named `message` or `translation`.
    let s = r#"{"message": {"title": {"string": "T"}, "translation": {"string": "U"}}, "string": {"string": "S"}}"#;
    let p = parse(s);
    assert_eq!(ids(&p), ["message.title", "message.translation", "string"]);
    // A group named like the text key (zod-style type names) holds messages.
    let s = r#"{"types": {"string": {"string": "Text"}, "number": {"string": "Number"}}}"#;
    assert_eq!(ids(&parse(s)), ["types.string", "types.number"]);
    // Once `string` is the text key, a `message` string is another member.
    let s = r#"{"a": {"string": "x"}, "b": {"string": "y", "message": "kept"}}"#;
    let p = parse(s);
    assert_eq!(p.entries[1].text, plain("y"));
}

#[test]
fn icu_plurals_become_plural_entries_and_are_rebuilt_for_the_target() {
    let s = r#"{
  "files": {"string": "{count, plural, one {# file} other {# files}}", "developer_comment": "n files"},
  "sel": {"string": "{g, select, male {he} other {they}}"},
  "mixed": {"string": "You have {count, plural, one {# file} other {# files}}"},
  "exact": {"string": "{count, plural, =0 {none} one {#} other {#}}"}
}
"#;
    let p = parse(s);
    assert!(p.entries[0].has_plurals);
    assert_eq!(p.entries[0].context.as_deref(), Some("n files"));
    let Text::Plural(forms) = &p.entries[0].text else {
        panic!("plural")
    };
    assert_eq!(
        forms,
        &BTreeMap::from([
            (One, std::borrow::Cow::Borrowed("# file")),
            (Other, std::borrow::Cow::Borrowed("# files"))
        ])
    );
    assert!(!p.entries[1].has_plurals && !p.entries[2].has_plurals && !p.entries[3].has_plurals);
    identity(s);
    let out = build_with(
        s,
        &ru(),
        &[(
            "files",
            Text::Plural(BTreeMap::from([
                (One, std::borrow::Cow::Borrowed("# файл")),
                (Few, std::borrow::Cow::Borrowed("# файла")),
                (Many, std::borrow::Cow::Borrowed("# файлов")),
                (Other, std::borrow::Cow::Borrowed("# {файла")),
            ])),
        )],
    );
    assert!(
        out.contains(r#""string": "{count, plural, one {# файл} few {# файла} many {# файлов} other {# '{'файла}}", "developer_comment": "n files""#),
        "{out}"
    );
    let again = StructuredJson
        .parse_all(out.as_bytes(), &ParseContext::default())
        .expect("parses");
    assert_eq!(
        again.entries[0].text.for_category(Some(Many)),
        Some("# файлов")
    );
    // Untranslated, a Russian build still gets Russian categories (source text as fallback).
    let out = build_with(s, &ru(), &[]);
    assert!(
        out.contains("{count, plural, one {# file} few {# files} many {# files} other {# files}}"),
        "{out}"
    );
}

#[test]
fn bad_input_is_rejected_with_position_and_expectation() {
    let cases: &[(&str, (usize, usize), &str, ErrorKind)] = &[
        (
            "{\n  \"a\": {\"developer_comment\": \"x\"}\n}",
            (2, 8),
            "message `a` has no text; expected `string`, `message` or `translation` with a string value beside its metadata",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"string\": \"x\"},\n \"b\": {\"character_limit\": 5, \"message\": \"y\"}}",
            (2, 7),
            "message `b` has no text; expected `string` with a string value beside its metadata",
            ErrorKind::Syntax,
        ),
        (
            "{\n  \"g\": {\"a\": {\"string\": 5}}\n}",
            (2, 25),
            "the `string` of message `g.a` is `5`; expected the message text as a JSON string",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"message\": null}}",
            (1, 19),
            "the `message` of message `a` is `null`; expected the message text as a JSON string",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"translation\": [\"x\"]}}",
            (1, 23),
            "the `translation` of message `a` is an array; expected the message text as a JSON string",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"string\": \"x\"}, \"b\": {\"string\": {\"x\": \"y\"}}}",
            (1, 40),
            "the `string` of message `b` is an object without messages; expected the message text as a JSON string",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"string\": \"x\",\n  \"string\": \"y\"}}",
            (2, 3),
            "duplicate key `string` in message `a` (first at line 1, column 8); keys must be unique",
            ErrorKind::DuplicateIdentifier,
        ),
        (
            "{\"a\": {\"notes\": \"x\", \"translation\": \"t\", \"notes\": \"y\"}}",
            (1, 42),
            "duplicate key `notes` in message `a` (first at line 1, column 8); keys must be unique",
            ErrorKind::DuplicateIdentifier,
        ),
        (
            "{\"g\": {\"a\": {\"string\": \"x\"}, \"string\": \"y\"}}",
            (1, 30),
            "`g` holds nested messages and a `string` text; expected either one message object or a group of messages",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"string\": \"x\", \"character_limit\": 1.5}}",
            (1, 42),
            "the character limit of message `a` is `1.5`; expected a whole number of characters such as 40",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"limit\": \"ten\", \"translation\": \"x\"}}",
            (1, 17),
            "the character limit of message `a` is `ten`; expected a whole number of characters such as 40",
            ErrorKind::Syntax,
        ),
        (
            "[{\"string\": \"x\"}]",
            (1, 1),
            "expected a JSON object at the top level (its keys are message identifiers or groups)",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"string\": \"x}}",
            (1, 18),
            "unterminated string: expected a closing `\"`",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"string\": \"x\" \"context\": \"y\"}}",
            (1, 22),
            "expected `,` or `}` after the value",
            ErrorKind::Syntax,
        ),
        (
            "{\"a\": {\"string\": \"\\x\"}}",
            (1, 19),
            "invalid escape: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
            ErrorKind::Syntax,
        ),
        (
            "",
            (1, 1),
            "the file is empty; expected a JSON document",
            ErrorKind::Syntax,
        ),
    ];
    for (src, (line, column), message, kind) in cases {
        let e = fail(src);
        assert_eq!(
            (e.line, e.column, e.message.as_str(), e.kind),
            (*line, *column, *message, *kind),
            "{src}"
        );
    }
    let deep = format!("{}{}", "{\"a\":".repeat(600), "1");
    let e = fail(&deep);
    assert_eq!(e.kind, ErrorKind::Limit);
    assert!(e.line > 0 && e.column > 0);
    let e = StructuredJson
        .parse_all(b"{\"a\": {\"string\": \"\xff\"}}", &ParseContext::default())
        .expect_err("not UTF-8");
    assert_eq!((e.line, e.column, e.kind), (1, 19, ErrorKind::Encoding));
}

#[test]
fn groups_without_messages_and_top_level_scalars_are_not_errors() {
    let s = r#"{"meta": {"version": "1", "list": ["a"]}, "n": 1, "s": "x", "g": {"h": {}}}"#;
    assert!(parse(s).entries.is_empty());
    identity(s);
    // A group may carry a stray comment next to its messages.
    let s = r#"{"g": {"context": "Group comment", "a": {"string": "A"}}}"#;
    let p = parse(s);
    assert_eq!(ids(&p), ["g.a"]);
    assert_eq!(p.entries[0].context, None);
}

#[test]
fn bom_and_crlf_survive() {
    let s = "\u{feff}{\r\n  \"a\": {\r\n    \"string\": \"x\",\r\n    \"developer_comment\": \"c\"\r\n  },\r\n  \"n\": {\r\n    \"string\": \"{c, plural, one {#} other {# s}}\"\r\n  }\r\n}\r\n";
    identity(s);
    let out = build_with(s, &ru(), &[("a", plain("y\r\nz"))]);
    assert!(out.starts_with("\u{feff}{\r\n"));
    assert!(out.ends_with("}\r\n"));
    assert!(!out.replace("\r\n", "").contains('\n'), "{out}");
    assert!(out.contains("\"string\": \"y\\r\\nz\",\r\n"), "{out}");
    assert!(out.contains("{c, plural, one {#} few {# s} many {# s} other {# s}}"));
}

/// A sink that records the order of calls.
#[derive(Default)]
struct Log {
    skeleton: bool,
    calls: Vec<String>,
}

impl Sink for Log {
    fn wants_skeleton(&self) -> bool {
        self.skeleton
    }

    fn entry(&mut self, index: usize, entry: Entry) -> Result<(), FormatError> {
        self.calls
            .push(format!("entry {index} {}", entry.identifier));
        Ok(())
    }

    fn slot(&mut self, slot: Slot) {
        self.calls.push(format!("slot {:?}", slot.entry));
    }
}

#[test]
fn parse_streams_each_message_when_its_object_closes() {
    let mut log = Log {
        skeleton: true,
        ..Log::default()
    };
    // The second message is broken: the first has reached the sink already.
    let e = StructuredJson
        .parse(
            br#"{"a": {"string": "x", "context": "c"}, "b": {"context": "y"}}"#,
            &ParseContext::default(),
            &mut log,
        )
        .expect_err("b has no text");
    assert!(e.message.contains("`b` has no text"));
    assert_eq!(log.calls, ["entry 0 a", "slot Some(0)"]);
    let mut lean = Log::default();
    StructuredJson
        .parse(TRANSIFEX.as_bytes(), &ParseContext::default(), &mut lean)
        .expect("parses");
    assert_eq!(
        lean.calls,
        [
            "entry 0 app.title",
            "entry 1 app.save",
            "entry 2 app.empty",
            "entry 3 flat.key"
        ]
    );
    let mut counter = Counter::default();
    StructuredJson
        .parse(TRANSIFEX.as_bytes(), &ParseContext::default(), &mut counter)
        .expect("parses");
    assert_eq!((counter.entries, counter.text_bytes), (4, 14 + 4 + 9));
}

#[test]
fn real_files_read_as_their_source_describes() {
    let read =
        |p: &str| std::fs::read(corpus_root().join("json/structured").join(p)).expect("readable");
    let parse_file = |p: &str| {
        StructuredJson
            .parse_all(&read(p), &ParseContext::default())
            .unwrap_or_else(|e| panic!("{p}: {e}"))
    };
    // ODK Central: nested Transifex, `developer_comment` on part of the messages.
    let odk = parse_file("odk-central-frontend/apps/central/transifex/strings_en.json");
    assert!(odk.entries.len() > 1000, "{}", odk.entries.len());
    assert_eq!(odk.entries[0].identifier, "title.resetPassword");
    assert_eq!(
        odk.entries[0].context.as_deref(),
        Some("This is the text shown as the title of a page including in the browser tab.")
    );
    let with_comment = odk.entries.iter().filter(|e| e.context.is_some()).count();
    assert!(with_comment * 2 > odk.entries.len() && with_comment < odk.entries.len());
    assert!(odk.entries.iter().any(|e| e.has_plurals));
    let forms = parse_file("odk-central-frontend/apps/forms/transifex/strings_en.json");
    let fr = parse_file("odk-central-frontend/apps/forms/transifex/strings_fr.json");
    assert_eq!(forms.entries.len(), 29);
    assert_eq!(ids(&forms), ids(&fr));
    assert_eq!(
        forms.entries.iter().filter(|e| e.context.is_some()).count(),
        2
    );
    // Saleor: flat ids (some starting with `@`), 11 of 203 messages with `context`.
    let saleor = parse_file("saleor-storefront/locale/defaultMessages.json");
    assert_eq!(saleor.entries.len(), 203);
    assert_eq!(
        saleor
            .entries
            .iter()
            .filter(|e| e.context.is_some())
            .count(),
        11
    );
    assert!(saleor.entries[0]
        .identifier
        .starts_with("@next_dot_components"));
    // all-the-things: smartling directives first, kept as they are; no descriptions.
    let src = read("all-the-things/i18n/fr.json");
    let att = parse_file("all-the-things/i18n/fr.json");
    assert_eq!(att.entries[0].identifier, "0323de4f66");
    assert_eq!(att.entries[0].text, plain("Déconnexion"));
    assert!(att.entries.iter().all(|e| e.context.is_none()));
    let tr = translate_all(&att.entries, &en(), |i, _| format!("t{i}"));
    let out = build(&StructuredJson, &src, &att, &en(), &tr);
    let head = b"{\n  \"smartling\": {";
    assert!(out.starts_with(head));
    let v: serde_json::Value = serde_json::from_slice(&out).expect("json");
    let w: serde_json::Value = serde_json::from_slice(&src).expect("json");
    assert_eq!(v["smartling"], w["smartling"]);
    assert_eq!(v["0323de4f66"]["message"], "t0");
}

/// Files of a folder detected as another key: (path suffix, key).
type Exceptions = &'static [(&'static str, &'static str)];

#[test]
fn detection_of_every_corpus_json_file() {
    let r = Registry::builtin();
    // Folder → the key every regular file in it is detected as, and the files detected as
    // another key (with that key).
    let folders: &[(&str, &str, Exceptions)] = &[
        ("json/arb", "arb", &[]),
        ("json/flat", "json", &[]),
        ("json/formatjs", "json", &[]),
        // Only files with plural keys (`_one`, `_other`) say they are i18next; the others are
        // plain nested JSON to detection.
        (
            "json/i18next",
            "json",
            &[
                (
                    "headlamp/frontend/src/i18n/locales/en/translation.json",
                    "i18next",
                ),
                (
                    "headlamp/frontend/src/i18n/locales/pl/translation.json",
                    "i18next",
                ),
                ("i18next/examples/typescript/i18n/en/ns1.json", "i18next"),
                (
                    "i18next/test/typescript/selector-json-format/ns1.json",
                    "i18next",
                ),
                (
                    "react-typescript/simple/src/i18n/en/translation.json",
                    "i18next",
                ),
                // `_plural` keys: i18next's v3 plurals.
                (
                    "react-i18next/example/react-typescript/public/locales/sv/translation.json",
                    "i18next-v3",
                ),
            ],
        ),
        ("json/nested", "json", &[]),
        ("json/structured", "structured-json", &[]),
        ("json/symfony-fixtures", "json", &[]),
    ];
    let mut seen = 0;
    let mut wrong = Vec::new();
    for (folder, want, exceptions) in folders {
        let (files, _) = corpus_files(folder, &["json", "arb"]);
        assert!(!files.is_empty(), "{folder}");
        for path in files {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let src = std::fs::read(&path).expect("readable");
            let got = r.detect(name, &src).map(|f| f.info().key);
            let rel = path.to_string_lossy().into_owned();
            let want = exceptions
                .iter()
                .find(|(p, _)| rel.ends_with(p))
                .map_or(*want, |(_, k)| *k);
            if got != Some(want) {
                wrong.push(format!("{rel}: {got:?}, expected {want}"));
            }
            seen += 1;
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(seen >= 163, "{seen}");
    // Synthetic neighbours.
    let key = |s: &str| r.detect("en.json", s.as_bytes()).map(|f| f.info().key);
    assert_eq!(
        key(r#"{"a": {"string": "x"}, "b": {"string": "y"}}"#),
        Some("structured-json")
    );
    assert_eq!(
        key("{\n  \"a\": {\n    \"context\": \"c\",\n    \"string\": \"x\",\n    \"character_limit\": 5\n  },\n  \"b\": {\n    \"translation\": \"y\",\n    \"notes\": \"n\"\n  }\n}"),
        Some("structured-json")
    );
    // FormatJS extracted files stay `formatjs`, even with a `message` beside.
    assert_eq!(
        key(r#"{"a": {"defaultMessage": "x"}, "b": {"message": "y"}, "c": {"message": "z"}}"#),
        Some("formatjs")
    );
    // Plain key/value JSON with a `message` or `string` member stays plain JSON.
    assert_eq!(
        key(
            r#"{"error": {"message": "Failed", "title": "Oops"}, "ok": {"message": "Saved", "code": "1"}}"#
        ),
        Some("json")
    );
    assert_eq!(
        key(r#"{"error": {"message": "Failed"}, "ok": "Saved"}"#),
        Some("json")
    );
    assert_eq!(
        key(r#"{"types": {"number": "number", "string": "string"}}"#),
        Some("json")
    );
    assert_eq!(
        key(r#"{"a_one": "x", "a_other": "y", "e": {"message": "m"}}"#),
        Some("i18next")
    );
    let order: Vec<_> = r.iter().map(|f| f.info().key).collect();
    let pos = |k| order.iter().position(|x| *x == k);
    assert!(pos("formatjs") < pos("structured-json"));
    assert!(pos("structured-json") < pos("i18next") && pos("structured-json") < pos("json"));
}

fn registry_format(r: &Registry, key: &str) -> std::sync::Arc<dyn Format> {
    r.get(key)
        .unwrap_or_else(|| panic!("{key} registered"))
        .clone()
}

const SAMPLE: &str = r#"{
  "greeting": {
    "string": "Hello, \"world\" & <friends>! {name}",
    "developer_comment": "Shown on the main screen",
    "character_limit": 40
  },
  "menu": {
    "open": {"string": "Open", "context": "verb"}
  },
  "files": {"string": "{count, plural, one {# file} other {# files}}"}
}
"#;

#[test]
fn convert_to_json_po_and_xliff12_and_back() {
    let r = Registry::builtin();
    let me = registry_format(&r, "structured-json");
    let opts = Options {
        target_lang: Some("de".into()),
        ..Options::default()
    };
    let source = parse(SAMPLE);
    let ids_of = |v: &[Entry]| {
        v.iter()
            .map(|e| e.identifier.to_string())
            .collect::<Vec<_>>()
    };
    let texts = |v: &[Entry]| {
        v.iter()
            .map(|e| e.text.clone().into_owned())
            .collect::<Vec<_>>()
    };

    // → json: identifiers nest into objects, texts and ICU plural kept; context and maximum
    // length lost.
    let json = convert(
        &*me,
        SAMPLE.as_bytes(),
        &*registry_format(&r, "json"),
        &Options::default(),
    )
    .expect("to json");
    let j = String::from_utf8(json.bytes.clone()).expect("utf8");
    let v: serde_json::Value = serde_json::from_str(&j).expect("json");
    assert_eq!(v["menu"]["open"], "Open");
    assert_eq!(v["files"], "{count, plural, one {# file} other {# files}}");
    assert!(!j.contains("main screen"));
    let back = convert(
        &*registry_format(&r, "json"),
        &json.bytes,
        &*me,
        &Options::default(),
    )
    .expect("back");
    let again = parse(std::str::from_utf8(&back.bytes).expect("utf8"));
    assert_eq!(ids_of(&again.entries), ids_of(&source.entries));
    assert_eq!(texts(&again.entries), texts(&source.entries));
    assert!(again
        .entries
        .iter()
        .all(|e| e.context.is_none() && e.max_length.is_none()));

    // → po: identifier as msgctxt (keyed catalog), context as a comment, plural as
    // msgid_plural; maximum length lost. Back: keys, texts and plurals restored; the context
    // comes back without the `msgctxt:` line.
    let po = convert(&*me, SAMPLE.as_bytes(), &*registry_format(&r, "po"), &opts).expect("to po");
    let p = String::from_utf8(po.bytes.clone()).expect("utf8");
    assert!(p.contains("msgctxt \"greeting\""), "{p}");
    assert!(p.contains("#. Shown on the main screen"), "{p}");
    assert!(p.contains("msgid_plural \"# files\""), "{p}");
    let back = convert(&*registry_format(&r, "po"), &po.bytes, &*me, &opts).expect("back");
    let again = parse(std::str::from_utf8(&back.bytes).expect("utf8"));
    assert_eq!(ids_of(&again.entries), ids_of(&source.entries));
    assert_eq!(texts(&again.entries), texts(&source.entries));
    assert_eq!(
        again.entries[0].context.as_deref(),
        Some("Shown on the main screen")
    );
    assert_eq!(again.entries[1].context.as_deref(), Some("verb"));
    assert_eq!(
        again.entries[0].max_length, None,
        "po has no maximum length"
    );

    // → xliff12: everything this format holds survives (context as a note, maxwidth).
    let x = convert(
        &*me,
        SAMPLE.as_bytes(),
        &*registry_format(&r, "xliff12"),
        &opts,
    )
    .expect("to xliff12");
    let xs = String::from_utf8(x.bytes.clone()).expect("utf8");
    assert!(xs.contains("maxwidth=\"40\""), "{xs}");
    let back = convert(&*registry_format(&r, "xliff12"), &x.bytes, &*me, &opts).expect("back");
    let again = parse(std::str::from_utf8(&back.bytes).expect("utf8"));
    assert_eq!(ids_of(&again.entries), ids_of(&source.entries));
    assert_eq!(texts(&again.entries), texts(&source.entries));
    assert_eq!(again.entries[0].max_length, Some(40));
    assert_eq!(
        again.entries[0].context.as_deref(),
        Some("Shown on the main screen")
    );

    // From other formats: a created file parses back and builds to itself.
    for from in ["json", "po", "xliff12"] {
        let f = registry_format(&r, from);
        let created = convert(&*f, &x_input(from), &*me, &opts)
            .unwrap_or_else(|e| panic!("{from} → structured-json: {e}"));
        let parsed = StructuredJson
            .parse_all(&created.bytes, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{from}: {e}"));
        assert!(!parsed.entries.is_empty());
        let out = build(
            &StructuredJson,
            &created.bytes,
            &parsed,
            &en(),
            &HashMap::new(),
        );
        assert_eq!(out, created.bytes, "{from}: identity of the created file");
    }
}

/// Small inputs of the other formats.
fn x_input(key: &str) -> Vec<u8> {
    match key {
        "json" => br#"{"a": {"b": "x"}, "n": "{c, plural, one {#} other {# s}}"}"#.to_vec(),
        "po" => b"msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#. note\nmsgid \"Hello\"\nmsgstr \"Hallo\"\n\nmsgid \"file\"\nmsgid_plural \"files\"\nmsgstr[0] \"Datei\"\nmsgstr[1] \"Dateien\"\n".to_vec(),
        _ => b"<?xml version=\"1.0\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\"><file original=\"f\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\"><body>\n<trans-unit id=\"a\" maxwidth=\"9\" size-unit=\"char\"><source>X</source><target>Y</target><note>n</note></trans-unit>\n</body></file></xliff>\n".to_vec(),
    }
}

#[test]
fn create_writes_transifex_shape_with_context_limit_and_plurals() {
    let mut e1 = Entry::plain("a.b", "Say \"hi\"\n");
    e1.context = Some("Greeting".into());
    e1.max_length = Some(20);
    e1.is_hidden = Some(true);
    let e2 = Entry::plural(
        "n",
        BTreeMap::from([
            (One, std::borrow::Cow::Borrowed("# x")),
            (Other, std::borrow::Cow::Borrowed("# {xs")),
        ]),
    );
    let mut out = Vec::new();
    StructuredJson
        .create(&[e1, e2], &en(), Some(&ru()), &mut out)
        .expect("creates");
    let s = String::from_utf8(out).expect("utf8");
    assert_eq!(
        s,
        "{\n  \"a.b\": {\n    \"string\": \"Say \\\"hi\\\"\\n\",\n    \"developer_comment\": \"Greeting\",\n    \"character_limit\": 20\n  },\n  \"n\": {\n    \"string\": \"{count, plural, one {# x} few {# '{'xs} many {# '{'xs} other {# '{'xs}}\"\n  }\n}\n"
    );
    let p = parse(&s);
    assert_eq!(ids(&p), ["a.b", "n"]);
    assert_eq!(p.entries[0].max_length, Some(20));
    assert_eq!(p.entries[0].is_hidden, None, "hidden is lost");
    assert!(p.entries[1].has_plurals);
    let dup = [Entry::plain("a", "x"), Entry::plain("a", "y")];
    let mut out = Vec::new();
    let e = StructuredJson
        .create(&dup, &en(), None, &mut out)
        .expect_err("duplicate");
    assert_eq!(e.kind, ErrorKind::DuplicateIdentifier);
    let mut out = Vec::new();
    StructuredJson
        .create(&[], &en(), None, &mut out)
        .expect("empty");
    assert_eq!(out, b"{}\n");
}

/// An independent reader of structured JSON on top of serde_json (keys sorted, so compared as a
/// map): every object below the top level with a string `key` member is a message, identified
/// by its key path; objects without one are walked. Returns identifier → (text, string context
/// members, limit).
fn oracle(
    v: &serde_json::Value,
    key: &str,
) -> BTreeMap<String, (String, Vec<String>, Option<u64>)> {
    fn walk(
        v: &serde_json::Value,
        path: &str,
        key: &str,
        out: &mut BTreeMap<String, (String, Vec<String>, Option<u64>)>,
    ) {
        let Some(obj) = v.as_object() else { return };
        if !path.is_empty() {
            if let Some(text) = obj.get(key).and_then(|t| t.as_str()) {
                let contexts = ["context", "developer_comment", "description", "notes"]
                    .iter()
                    .filter_map(|k| obj.get(*k).and_then(|c| c.as_str()))
                    .filter(|c| !c.is_empty())
                    .map(str::to_string)
                    .collect();
                let limit = ["character_limit", "limit"]
                    .iter()
                    .find_map(|k| obj.get(*k))
                    .and_then(|l| l.as_u64().or_else(|| l.as_str()?.parse().ok()));
                out.insert(path.to_string(), (text.to_string(), contexts, limit));
                return;
            }
        }
        for (k, child) in obj {
            let p = if path.is_empty() {
                k.clone()
            } else {
                format!("{path}.{k}")
            };
            walk(child, &p, key, out);
        }
    }
    let mut out = BTreeMap::new();
    walk(v, "", key, &mut out);
    out
}

/// The text key a corpus file uses.
fn text_key_of(src: &[u8]) -> &'static str {
    let s = String::from_utf8_lossy(src);
    ["string", "message", "translation"]
        .into_iter()
        .min_by_key(|k| s.find(&format!("\"{k}\": \"")).unwrap_or(usize::MAX))
        .unwrap_or("string")
}

/// Hostile texts every corpus entry is translated with in turn.
const HOSTILE: &[&str] = &[
    "\"quoted\" \\back\\slash/",
    "<b>&amp;</b> {name} %s %1$d @user ?q #1 : ok",
    "  leading and trailing  ",
    "line1\nline2\r\n\ttab\u{1}",
    "עברית \u{202e}RTL\u{202c} العربية",
    "emoji 😀👍🏽 \u{fe0f}",
    "it's {broken",
    "}{ \"string\": \"x\" }",
    "'{'quoted'}' it''s",
    "",
];

#[test]
fn every_corpus_file_agrees_with_serde_json_before_and_after_hostile_translations() {
    let (files, _) = corpus_files("json/structured", &["json"]);
    assert_eq!(files.len(), 8);
    for path in files {
        let name = path.display().to_string();
        let src = std::fs::read(&path).expect("readable");
        let key = text_key_of(&src);
        let target = ru();
        let targets = [target.clone()];
        let ctx = ParseContext {
            source: None,
            targets: &targets,
        };
        let parsed = StructuredJson.parse_all(&src, &ctx).expect("parses");
        // Entries, texts, contexts and limits as serde_json sees them.
        let want = oracle(&serde_json::from_slice(&src).expect("json"), key);
        assert_eq!(want.len(), parsed.entries.len(), "{name}");
        for e in &parsed.entries {
            let (text, contexts, limit) = &want[&*e.identifier];
            if !e.has_plurals {
                assert_eq!(e.text, plain(text), "{name} {}", e.identifier);
            }
            for c in contexts {
                assert!(
                    e.context.as_deref().is_some_and(|x| x.contains(c.as_str())),
                    "{name} {}",
                    e.identifier
                );
            }
            assert_eq!(e.context.is_some(), !contexts.is_empty());
            assert_eq!(&e.max_length, limit);
        }
        // Hostile translations: re-parsed as given (plural forms as ICU encodes them), and
        // serde_json reads each plain one at its message.
        let tr = translate_all(&parsed.entries, &target, |i, _| {
            HOSTILE[i % HOSTILE.len()].to_string()
        });
        let out =
            assert_reparse_as_translation(&StructuredJson, &name, &src, &target, &tr, &|_, t| {
                match t {
                    Text::Plural(m) => Text::Plural(
                        m.iter()
                            .map(|(c, s)| {
                                let f = icu::encode_form(s, IcuDialect::FormatJs).into_owned();
                                (*c, f.into())
                            })
                            .collect(),
                    ),
                    _ => t.clone(),
                }
            });
        let got = oracle(&serde_json::from_slice(&out).expect("json"), key);
        assert_eq!(got.len(), parsed.entries.len(), "{name}");
        for (i, e) in parsed.entries.iter().enumerate() {
            let (text, contexts, limit) = &got[&*e.identifier];
            if !e.has_plurals {
                assert_eq!(text, HOSTILE[i % HOSTILE.len()], "{name} {}", e.identifier);
            }
            assert_eq!(contexts, &want[&*e.identifier].1, "{name}: metadata kept");
            assert_eq!(limit, &want[&*e.identifier].2);
        }
    }
}

/// A valid document of every shape, mutated by the fuzz test below.
const FUZZ_SEED: &str = "{\n  \"smartling\": {\"string_format\": \"icu\", \"paths\": [{\"key\": \"{*}/message\"}]},\n  \"g\": {\n    \"a\": {\"string\": \"{n, plural, one {# '{'} other {#}}\", \"developer_comment\": \"d\", \"character_limit\": 9},\n    \"b\": {\"context\": \"c\", \"string\": \"\\u00e9\\\"\"}\n  },\n  \"m\": {\"string\": \"x\", \"description\": {\"k\": [1, true, null]}},\n  \"n\": 1\n}\n";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]
    /// Never a panic on damaged input; whatever parses builds back to itself and, for Russian,
    /// to JSON serde_json accepts that parses again with the same identifiers.
    #[test]
    fn damaged_documents_never_panic(
        edits in proptest::collection::vec(
            (0usize..300, r#"[{}\[\]":,\\ a'#\nstring]{0,3}"#, 0usize..4),
            1..4,
        ),
    ) {
        let mut doc = FUZZ_SEED.as_bytes().to_vec();
        for (at, insert, delete) in edits {
            let at = at.min(doc.len());
            let end = (at + delete).min(doc.len());
            doc.splice(at..end, insert.bytes());
        }
        let parsed = match StructuredJson.parse_all(&doc, &ParseContext::default()) {
            Ok(p) => p,
            Err(e) => {
                prop_assert!(e.line > 0 && e.column > 0 && !e.message.is_empty(), "{e}");
                return Ok(());
            }
        };
        let plurals_en = parsed.entries.iter().all(|e| match &e.text {
            Text::Plural(m) => m.keys().copied().eq([One, Other]),
            Text::Plain(_) => true,
        });
        if plurals_en {
            let out = build(&StructuredJson, &doc, &parsed, &en(), &HashMap::new());
            prop_assert_eq!(&out, &doc);
        }
        let tr = translate_all(&parsed.entries, &ru(), |_, s| format!("{s}!\""));
        let out = build(&StructuredJson, &doc, &parsed, &ru(), &tr);
        serde_json::from_slice::<serde_json::Value>(&out).expect("valid JSON");
        let again = StructuredJson
            .parse_all(&out, &ParseContext::default())
            .expect("the build parses");
        prop_assert_eq!(ids(&again), ids(&parsed));
    }
}

/// A message defined again (or a dotted key beside the same nested path) is one string: the
/// same text is another place of it, another text is kept as it is and named in a warning.
#[test]
fn a_message_defined_again_is_one_string_or_is_named() {
    let src = "{\n  \"a\": {\"string\": \"x\"},\n  \"a\": {\"string\": \"y\"}\n}";
    let p = parse(src);
    assert_eq!(ids(&p), ["a"]);
    let w = &p.warnings[0];
    assert_eq!((w.line, w.column), (3, 3));
    assert!(
        w.message
            .contains("the key `a` is defined again here with another text (first at line 2)"),
        "{}",
        w.message
    );
    let p = parse("{\"a.b\": {\"string\": \"x\"}, \"a\": {\"b\": {\"string\": \"x\"}}}");
    assert_eq!(ids(&p), ["a.b"]);
    assert!(p.warnings.is_empty());
    assert_eq!(
        p.skeleton.len(),
        2,
        "both places are slots of the one string"
    );
}
