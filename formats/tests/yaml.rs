//! The `yaml` format's own tests: a Rails and a Symfony sample, quoting on build (the Norway
//! problem), plural maps regenerated per target (a source `zero` member kept as its own string
//! for languages without CLDR `zero`), block scalars, every bad-input case with its
//! positioned message, encodings, detection, and `convert` to and from `json`, `po`, `xliff12`.

mod support;

use std::collections::HashMap;

use locforge_formats::convert::{convert, Options};
use locforge_formats::{
    ErrorKind, Format, Language, ParseContext, PluralCategory, Registry, Text, Translation,
    TranslationStatus, Yaml,
};
use support::*;
use PluralCategory::*;

const RAILS: &str = "---\nen:\n  # Shown on the home page\n  greeting: Hello\n  quoted: 'It''s'\n  escaped: \"Tab\\there\"\n  body: |\n    Line one\n    Line two\n  files:\n    one: '%{count} file'\n    other: '%{count} files'\n  order:\n  - :day\n  - :month\n  precision: 3\n  enabled: true\n  base: &base Base\n  copy: *base\n  wrapped: a long\n    value\n";

fn tr(items: &[(&str, Text<'static>)]) -> HashMap<String, Translation<'static>> {
    items
        .iter()
        .map(|(k, t)| {
            (
                k.to_string(),
                Translation {
                    text: t.clone(),
                    status: TranslationStatus::default(),
                },
            )
        })
        .collect()
}

fn build(src: &str, target: &Language, t: &HashMap<String, Translation<'static>>) -> String {
    let parsed = Yaml
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    String::from_utf8(support::build(&Yaml, src.as_bytes(), &parsed, target, t)).expect("utf-8")
}

fn err(src: &str) -> locforge_formats::FormatError {
    Yaml.parse_all(src.as_bytes(), &ParseContext::default())
        .expect_err("rejected")
}

#[test]
fn rails_sample_entries_contexts_and_plurals() {
    let p = Yaml
        .parse_all(RAILS.as_bytes(), &ParseContext::default())
        .expect("parses");
    assert_eq!(p.language.as_deref(), Some("en"));
    let ids: Vec<&str> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    // Symbols, numbers, booleans and the alias are not strings.
    assert_eq!(
        ids,
        ["greeting", "quoted", "escaped", "body", "files", "base", "wrapped"]
    );
    assert_eq!(
        p.entries[0].context.as_deref(),
        Some("Shown on the home page")
    );
    assert_eq!(p.entries[1].text, Text::Plain("It's".into()));
    assert_eq!(p.entries[2].text, Text::Plain("Tab\there".into()));
    assert_eq!(
        p.entries[3].text,
        Text::Plain("Line one\nLine two\n".into())
    );
    assert!(p.entries[4].has_plurals);
    assert_eq!(p.entries[6].text, Text::Plain("a long value".into()));
    let out = build(RAILS, &lang("en", EN_CATS), &HashMap::new());
    assert_eq!(out, RAILS);
}

const EN_CATS: &[PluralCategory] = &[One, Other];

#[test]
fn build_replaces_the_root_and_requotes_only_when_needed() {
    let t = tr(&[
        ("greeting", Text::Plain("no".into())),
        ("quoted", Text::Plain("Plain now".into())),
        ("escaped", Text::Plain("a: b # c".into())),
        ("base", Text::Plain("Basis".into())),
        ("wrapped", Text::Plain("- 12".into())),
        ("body", Text::Plain("Zeile eins\nZeile zwei".into())),
    ]);
    let out = build(RAILS, &lang("nb", EN_CATS), &t);
    assert!(out.starts_with("---\nnb:\n"), "{out}");
    assert!(out.contains("  greeting: 'no'\n"), "{out}");
    assert!(out.contains("  quoted: 'Plain now'\n"), "{out}");
    assert!(out.contains("  escaped: \"a: b # c\"\n"), "{out}");
    assert!(
        out.contains("  base: &base Basis\n  copy: *base\n"),
        "{out}"
    );
    assert!(out.contains("  wrapped: '- 12'\n"), "{out}");
    assert!(
        out.contains("  body: |-\n    Zeile eins\n    Zeile zwei\n  files:"),
        "{out}"
    );
    assert!(out.contains("  order:\n  - :day\n"), "{out}");
    // The Norway problem: `no` as a root key is quoted too.
    let out = build(RAILS, &lang("no", EN_CATS), &HashMap::new());
    assert!(out.starts_with("---\n'no':\n"), "{out}");
}

#[test]
fn plural_maps_are_regenerated_for_the_target() {
    let ru = lang("ru", &[One, Few, Many, Other]);
    let forms: Text = Text::Plural(
        [
            (One, "файл"),
            (Few, "файла"),
            (Many, "файлов"),
            (Other, "файла"),
        ]
        .iter()
        .map(|(c, t)| (*c, t.to_string().into()))
        .collect(),
    );
    let out = build(RAILS, &ru, &tr(&[("files", forms.clone())]));
    assert!(
        out.contains("  files:\n    one: 'файл'\n    few: 'файла'\n    many: 'файлов'\n    other: 'файла'\n  order:"),
        "{out}"
    );
    let back = Yaml
        .parse_all(out.as_bytes(), &ParseContext::default())
        .expect("parses");
    assert_eq!(back.language.as_deref(), Some("ru"));
    assert_eq!(back.entries[4].text, forms);
    let ja = lang("ja", &[Other]);
    let out = build(
        RAILS,
        &ja,
        &tr(&[(
            "files",
            Text::Plural([(Other, std::borrow::Cow::Borrowed("件"))].into()),
        )]),
    );
    assert!(out.contains("  files:\n    other: '件'\n  order:"), "{out}");
}

/// docs/FORMATS.md §4: a `zero` member of an English plural map (English has no CLDR `zero`) is
/// its own string `<id>#zero`, kept in place wherever it sits in the map, so a build for a
/// language without `zero` never drops it; for a language with one it is a plural form.
#[test]
fn a_source_zero_member_is_its_own_string_for_languages_without_zero() {
    let src = "en:\n  first:\n    zero: No files\n    one: One file\n    other: '%{count} files'\n  middle:\n    one: one\n    zero: none # kept\n    other: many\n  last:\n    one: one\n    other: many\n    zero: none\n  next: x\n";
    let en = lang("en", &[One, Other]);
    fn ctx_for<'a>(en: &'a Language, t: &'a Language) -> ParseContext<'a> {
        ParseContext {
            source: Some(en),
            targets: std::slice::from_ref(t),
        }
    }
    // The source upload (no target): English decides; a request naming no language keeps
    // `zero` apart too.
    for ctx in [
        ParseContext {
            source: Some(&en),
            targets: &[],
        },
        ParseContext::default(),
    ] {
        let p = Yaml.parse_all(src.as_bytes(), &ctx).expect("parses");
        let ids: Vec<&str> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
        assert_eq!(
            ids,
            [
                "first",
                "first#zero",
                "middle",
                "middle#zero",
                "last",
                "last#zero",
                "next"
            ]
        );
        assert_eq!(
            p.entries[0].text,
            Text::Plural([(One, "One file".into()), (Other, "%{count} files".into())].into())
        );
        assert_eq!(p.entries[1].text, Text::Plain("No files".into()));
        assert_eq!(p.entries[3].text, Text::Plain("none".into()));
    }
    let built_for = |t: &Language, items: &[(&str, Text<'static>)]| -> String {
        let parsed = Yaml
            .parse_all(src.as_bytes(), &ctx_for(&en, t))
            .expect("parses");
        String::from_utf8(support::build(
            &Yaml,
            src.as_bytes(),
            &parsed,
            t,
            &tr(items),
        ))
        .expect("utf-8")
    };
    // Identity for the source language, and for Japanese (other only) apart from the root.
    assert_eq!(built_for(&en, &[]), src);
    let ja = lang("ja", &[Other]);
    assert_eq!(
        built_for(&ja, &[]),
        src.replace("en:", "ja:")
            .replace("    one: One file\n", "")
            .replace(
                "    one: one\n    zero: none # kept\n    other: many\n",
                "    other: many\n    zero: none # kept\n"
            )
            .replace(
                "    one: one\n    other: many\n    zero",
                "    other: many\n    zero"
            )
    );
    // Russian: the other members are regenerated, each `zero` keeps its place and translation.
    let ru = lang("ru", &[One, Few, Many, Other]);
    let forms = |w: &str| -> Text<'static> {
        Text::Plural(
            [(One, "1"), (Few, "2"), (Many, "5"), (Other, "1.5")]
                .iter()
                .map(|(c, n)| (*c, format!("{n} {w}").into()))
                .collect(),
        )
    };
    let items = [
        ("first", forms("файл")),
        ("first#zero", Text::Plain("Нет файлов".into())),
        ("middle", forms("m")),
        ("middle#zero", Text::Plain("ноль".into())),
        ("last", forms("l")),
        ("last#zero", Text::Plain("no: пусто".into())),
    ];
    let out = built_for(&ru, &items);
    assert_eq!(
        out,
        "ru:\n  first:\n    zero: Нет файлов\n    one: '1 файл'\n    few: '2 файл'\n    many: '5 файл'\n    other: '1.5 файл'\n  middle:\n    one: '1 m'\n    few: '2 m'\n    many: '5 m'\n    other: '1.5 m'\n    zero: ноль # kept\n  last:\n    one: '1 l'\n    few: '2 l'\n    many: '5 l'\n    other: '1.5 l'\n    zero: 'no: пусто'\n  next: x\n"
    );
    // Parse + build + re-parse gives every translation back, the `zero` ones included.
    let again = Yaml
        .parse_all(out.as_bytes(), &ctx_for(&en, &ru))
        .expect("parses");
    for (id, text) in &items {
        let e = again
            .entries
            .iter()
            .find(|e| e.identifier == *id)
            .unwrap_or_else(|| panic!("{id} is missing"));
        assert_eq!(&e.text, text, "{id}");
    }
    // PyYAML reads each map whole again, `zero` member included.
    let all = |w: &str, zero: &str| {
        let mut v = vec![(Zero, zero.to_string())];
        v.extend(
            [(One, "1"), (Few, "2"), (Many, "5"), (Other, "1.5")]
                .map(|(c, n)| (c, format!("{n} {w}"))),
        );
        YamlExpect::Plural(v)
    };
    let expect = [
        ("first".to_string(), all("файл", "Нет файлов")),
        ("middle".to_string(), all("m", "ноль")),
        ("last".to_string(), all("l", "no: пусто")),
    ];
    pyyaml_check(out.as_bytes(), Some("ru"), &expect).expect("PyYAML agrees");
    // Arabic has a CLDR `zero`: the member is one of the plural's forms (what the request says
    // decides, not the file's root key, which a build replaces).
    let ar = lang("ar", &PluralCategory::ALL);
    let ar_src = src.replace("en:", "ar:");
    let p = Yaml
        .parse_all(ar_src.as_bytes(), &ctx_for(&en, &ar))
        .expect("parses");
    assert!(p.entries.iter().all(|e| !e.identifier.ends_with("#zero")));
    assert_eq!(p.entries[0].text.for_category(Some(Zero)), Some("No files"));
    let p = Yaml
        .parse_all(ar_src.as_bytes(), &ParseContext::default())
        .expect("parses");
    assert_eq!(p.entries[1].identifier, "first#zero");
    // `convert` writes a `#zero` string back into its map.
    let reg = Registry::builtin();
    let po = reg.get("po").expect("registered");
    let opts = Options::default();
    let there = convert(&Yaml, src.as_bytes(), &**po, &opts).expect("yaml → po");
    let back = convert(&**po, &there.bytes, &Yaml, &opts).expect("po → yaml");
    let text = String::from_utf8(back.bytes).expect("utf-8");
    assert!(
        text.contains(
            "  first:\n    zero: No files\n    one: One file\n    other: '%{count} files'\n"
        ),
        "{text}"
    );
    assert!(!text.contains("#zero"), "{text}");
}

#[test]
fn symfony_files_keep_every_key_and_pipe_plurals_whole() {
    let src = "# Symfony\nsylius:\n    cart: 'Cart'\n    items: '{0} No items|{1} One item|]1,Inf[ %count% items'\n    'yes': on\nflat.key: Flat\n";
    let p = Yaml
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    assert_eq!(p.language, None);
    let ids: Vec<&str> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    // Symfony reads `on` as text: translatable here.
    assert_eq!(
        ids,
        ["sylius.cart", "sylius.items", "sylius.yes", "flat.key"]
    );
    assert!(!p.entries[1].has_plurals);
    let pipe = "{0} Keine|{1} Eins|]1,Inf[ %count% Stück";
    let out = build(
        src,
        &lang("de", EN_CATS),
        &tr(&[
            ("sylius.items", Text::Plain(pipe.into())),
            ("flat.key", Text::Plain("{x}".into())),
        ]),
    );
    assert!(out.contains(&format!("    items: '{pipe}'\n")), "{out}");
    assert!(out.contains("flat.key: '{x}'\n"), "{out}");
}

#[test]
fn bad_input_is_rejected_with_a_position() {
    let cases: &[(&str, (usize, usize), ErrorKind, &str)] = &[
        (
            "a:\n\tb: c\n",
            (2, 1),
            ErrorKind::Syntax,
            "tab in indentation; expected spaces",
        ),
        (
            "a: !ruby/object:Foo x\n",
            (1, 4),
            ErrorKind::Syntax,
            "unknown tag `!ruby/object:Foo`; expected no tag or a standard YAML tag",
        ),
        (
            "a: 'open\n",
            (1, 4),
            ErrorKind::Syntax,
            "unterminated single-quoted string; expected a closing `'`",
        ),
        (
            "a: \"open\n",
            (1, 4),
            ErrorKind::Syntax,
            "unterminated double-quoted string; expected a closing `\"`",
        ),
        (
            "a: \"\\q\"\n",
            (1, 5),
            ErrorKind::Syntax,
            "invalid escape `\\q`",
        ),
        (
            "a: x\n---\nb: y\n",
            (2, 1),
            ErrorKind::Syntax,
            "a second YAML document (`---`); expected one document per file",
        ),
        (
            "foo\n",
            (1, 1),
            ErrorKind::Syntax,
            "expected a mapping (`key: value`) at the top level",
        ),
        (
            "- a\n",
            (1, 1),
            ErrorKind::Syntax,
            "expected a mapping of keys at the top level, found a sequence",
        ),
        (
            "a: b: c\n",
            (1, 5),
            ErrorKind::Syntax,
            "`: ` inside an unquoted value; expected the value in quotes",
        ),
        (
            "a: [x, y\n",
            (1, 4),
            ErrorKind::Syntax,
            "unterminated flow collection; expected a closing `]`",
        ),
        (
            "a: x\n  b: y\n",
            (2, 4),
            ErrorKind::Syntax,
            "`: ` in the continuation line of an unquoted value",
        ),
        (
            "a:\n  ? b\n  : c\n",
            (2, 3),
            ErrorKind::Unsupported,
            "complex keys",
        ),
        (
            "a: b\r c: d\n",
            (1, 5),
            ErrorKind::Syntax,
            "a carriage return without a line feed",
        ),
    ];
    for (src, pos, kind, msg) in cases {
        let e = err(src);
        assert_eq!((e.line, e.column), *pos, "{src:?}: {e}");
        assert_eq!(e.kind, *kind, "{src:?}: {e}");
        assert!(e.message.contains(msg), "{src:?}: {e}");
    }
    let e = Yaml
        .parse_all(b"a: \"\xFF\"\n", &ParseContext::default())
        .expect_err("not UTF-8");
    assert_eq!(
        (e.line, e.column, e.kind),
        (1, 5, ErrorKind::Encoding),
        "{e}"
    );
    let mut deep = String::new();
    for i in 0..150 {
        deep.push_str(&" ".repeat(i));
        deep.push_str("k:\n");
    }
    deep.push_str(&" ".repeat(150));
    deep.push_str("v: x\n");
    let e = err(&deep);
    assert_eq!(e.kind, ErrorKind::Limit, "{e}");
    assert_eq!(e.line, 101);
    let e = err(&format!("a: {}x{}\n", "[".repeat(200), "]".repeat(200)));
    assert_eq!(e.kind, ErrorKind::Limit, "{e}");
}

#[test]
fn aliases_are_never_expanded() {
    // A billion-laughs file: parse is linear, no alias is followed.
    let mut src = String::from(
        "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n",
    );
    for c in b'b'..=b'i' {
        let prev = (c - 1) as char;
        let c = c as char;
        src.push_str(&format!(
            "{c}: &{c} [*{prev},*{prev},*{prev},*{prev},*{prev},*{prev},*{prev},*{prev},*{prev}]\n"
        ));
    }
    let p = Yaml
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    assert_eq!(p.entries.len(), 9);
    let src = "base: &base\n  x: X\nchild:\n  <<: *base\n  y: Y\n";
    let p = Yaml
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    let ids: Vec<&str> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(ids, ["base.x", "child.y"]);
}

#[test]
fn encodings_bom_and_crlf_are_kept() {
    let src = "\u{feff}en:\r\n  a: x\r\n  b: |\r\n    l1\r\n    l2\r\n  c: y\r\n";
    let out = build(src, &lang("en", EN_CATS), &HashMap::new());
    assert_eq!(out, src);
    let out = build(
        src,
        &lang("de", EN_CATS),
        &tr(&[
            ("a", Text::Plain("p\nq".into())),
            ("b", Text::Plain("m1\nm2\n".into())),
        ]),
    );
    assert_eq!(
        out,
        "\u{feff}de:\r\n  a: \"p\\nq\"\r\n  b: |\r\n    m1\r\n    m2\r\n  c: y\r\n"
    );
    if pyyaml_available() {
        let expect = vec![
            ("a".to_string(), YamlExpect::Text("p\nq".into())),
            ("b".to_string(), YamlExpect::Text("m1\nm2\n".into())),
        ];
        pyyaml_check(out.as_bytes(), Some("de"), &expect).expect("PyYAML agrees");
    }
}

#[test]
fn detection_takes_yaml_files_only() {
    let r = Registry::builtin();
    let key = |name: &str, content: &str| r.detect(name, content.as_bytes()).map(|f| f.info().key);
    assert_eq!(key("en.yml", RAILS), Some("yaml"));
    assert_eq!(key("messages.en.yaml", "# c\n\nfoo.bar: x\n"), Some("yaml"));
    assert_eq!(key("messages.en.yaml", "'quoted key': x\n"), Some("yaml"));
    assert_eq!(key("docker-compose.yml", "- a\n- b\n"), None);
    assert_eq!(key("en.json", "{\"a\": \"b\"}"), Some("json"));
    assert_eq!(key("en.yml", "{\"a\": \"b\"}"), None);
}

#[test]
fn convert_to_and_from_json_po_and_xliff() {
    let reg = Registry::builtin();
    let yaml = reg.get("yaml").expect("registered");
    for to in ["json", "po", "xliff12"] {
        let to_f = reg.get(to).expect("registered");
        let opts = Options::default();
        let there = convert(&**yaml, RAILS.as_bytes(), &**to_f, &opts)
            .unwrap_or_else(|e| panic!("yaml → {to}: {e}"));
        let back = convert(&**to_f, &there.bytes, &**yaml, &opts)
            .unwrap_or_else(|e| panic!("{to} → yaml: {e}"));
        let p = Yaml
            .parse_all(&back.bytes, &ParseContext::default())
            .expect("the converted file parses");
        let text_of = |id: &str| {
            p.entries
                .iter()
                .find(|e| e.identifier == id)
                .map(|e| e.text.main().to_string())
        };
        assert_eq!(text_of("greeting").as_deref(), Some("Hello"), "via {to}");
        assert_eq!(
            text_of("body").as_deref(),
            Some("Line one\nLine two\n"),
            "via {to}"
        );
        assert_eq!(
            text_of("wrapped").as_deref(),
            Some("a long value"),
            "via {to}"
        );
        // Lost: the non-string values (`precision: 3`), aliases and anchors, comments' layout.
        assert!(!String::from_utf8_lossy(&back.bytes).contains("precision"));
    }
    // From JSON: dotted identifiers nest, `a` and `a.b` both survive.
    let json = reg.get("json").expect("registered");
    let src = br#"{"a": "x", "a.b": "y", "m": {"n": "no", "list": ["1"]}}"#;
    let out = convert(&**json, src, &**yaml, &Options::default()).expect("converts");
    let text = String::from_utf8(out.bytes).expect("utf-8");
    assert_eq!(
        text,
        "en:\n  a: x\n  a.b: 'y'\n  m:\n    'n': 'no'\n    list[0]: '1'\n"
    );
    let p = Yaml
        .parse_all(text.as_bytes(), &ParseContext::default())
        .expect("parses");
    let ids: Vec<&str> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(ids, ["a", "a.b", "m.n", "m.list[0]"]);
}

/// A key defined again is one string: with the same text both places get the translation;
/// with another text the later one is kept as it is and named in a warning. A plural category
/// met twice (rails-i18n's gd.yml repeats `one:`) makes the map's members strings of their own.
#[test]
fn a_key_defined_again_is_one_string_or_is_named() {
    let src = "en:\n  a: x\n  b: y\n  a: x\n  c:\n    a: q\n";
    let parsed = Yaml
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    let ids: Vec<&str> = parsed.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["a", "b", "c.a"]);
    assert!(parsed.warnings.is_empty());
    let de = Language::new("de", vec![One, Other]);
    assert_eq!(
        build(src, &de, &tr(&[("a", Text::plain("X"))])),
        "de:\n  a: X\n  b: y\n  a: X\n  c:\n    a: q\n"
    );
    let src = "a: x\nb: y\na: z\n";
    let parsed = Yaml
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    assert_eq!(parsed.entries.len(), 2);
    let w = &parsed.warnings[0];
    assert_eq!((w.line, w.column), (3, 4));
    assert!(
        w.message
            .contains("the key `a` is defined again here with another text (first at line 1)"),
        "{}",
        w.message
    );
    assert_eq!(
        build(src, &de, &tr(&[("a", Text::plain("X"))])),
        "a: X\nb: y\na: z\n"
    );
    let src = "n:\n  one: a\n  other: b\n  one: c\n";
    let parsed = Yaml
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    let ids: Vec<&str> = parsed.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["n.one", "n.other"]);
    assert_eq!(parsed.warnings.len(), 1);
}
