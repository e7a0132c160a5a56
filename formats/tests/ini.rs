//! What is specific to `ini` (INI locale files): sections as identifier prefixes, comments as
//! context, go-ini's quotings read and kept on build (falling back to one that holds the text),
//! multi-line `` ` `` and `"""` values, repeated keys as one string, lines kept unread, BOM and
//! CRLF, bad input with file, line, column and what was expected, detection, `create` and
//! `convert` to and from other formats, and a cross-check of every corpus file, its build and
//! created files with Python's `configparser` (skipped with a notice when Python is missing).

#[path = "support/configparser.rs"]
mod ini_check;
mod support;

use std::collections::HashMap;

use locforge_formats::convert::{convert, Options};
use locforge_formats::{
    Entry, Format, FormatError, Ini, Language, ParseContext, Parsed, PluralCategory, Registry,
    Status, Text, Translation, TranslationStatus,
};
use proptest::prelude::*;
use support::*;

fn parse(src: &[u8]) -> Parsed {
    Ini.parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn err(src: &[u8]) -> FormatError {
    Ini.parse_all(src, &ParseContext::default())
        .expect_err("must be rejected")
}

fn de() -> Language {
    lang("de", &[PluralCategory::One, PluralCategory::Other])
}

fn tr(items: &[(&str, &str)]) -> HashMap<String, Translation<'static>> {
    items
        .iter()
        .map(|(k, v)| {
            (
                k.to_string(),
                Translation {
                    text: Text::plain(v.to_string()),
                    status: TranslationStatus::Single(Status::Translated),
                },
            )
        })
        .collect()
}

fn build_with(src: &[u8], items: &[(&str, &str)]) -> String {
    let parsed = parse(src);
    String::from_utf8(build(&Ini, src, &parsed, &de(), &tr(items))).expect("UTF-8")
}

fn texts(p: &Parsed) -> Vec<(String, String)> {
    p.entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
        .collect()
}

fn map(p: &Parsed) -> HashMap<String, String> {
    texts(p).into_iter().collect()
}

const SAMPLE: &str = "\u{FEFF}; Gogs-style file\r\napp_desc = The painless way\r\n\r\n[home]\r\n# shown on the front page\r\n// second line\r\nuname_holder = Username or email\r\nquoted = \"  padded  \"\r\nsingle='it'\r\nraw = `keep \"this\"` ; after\r\nmulti = \"\"\"first\r\nsecond\"\"\"\r\nempty =\r\n>>>>>>> other\r\n:3.9.4\r\n[repo.settings]\r\nname: colon\r\n";

#[test]
fn strings_sections_comments_and_quotings_are_read() {
    let p = parse(SAMPLE.as_bytes());
    assert_eq!(
        texts(&p),
        [
            ("app_desc", "The painless way"),
            ("home.uname_holder", "Username or email"),
            ("home.quoted", "  padded  "),
            ("home.single", "it"),
            ("home.raw", "keep \"this\""),
            ("home.multi", "first\r\nsecond"),
            ("home.empty", ""),
            ("repo.settings.name", "colon"),
        ]
        .map(|(a, b)| (a.to_string(), b.to_string()))
    );
    assert_eq!(
        p.entries[1].context.as_deref(),
        Some("shown on the front page\nsecond line")
    );
    assert_eq!(p.entries[0].context.as_deref(), Some("Gogs-style file"));
}

#[test]
fn a_build_changes_only_the_values_and_keeps_their_quoting() {
    let out = build_with(
        SAMPLE.as_bytes(),
        &[
            ("app_desc", "Der schmerzlose Weg"),
            ("home.quoted", " gepolstert "),
            ("home.single", "es"),
            ("home.raw", "behalte \"das\""),
            ("home.multi", "erste\nzweite"),
            ("home.empty", "leer"),
            ("repo.settings.name", "Doppelpunkt"),
        ],
    );
    let want = SAMPLE
        .replace("The painless way", "Der schmerzlose Weg")
        .replace("\"  padded  \"", "\" gepolstert \"")
        .replace("'it'", "'es'")
        .replace("`keep \"this\"`", "`behalte \"das\"`")
        .replace("\"\"\"first\r\nsecond\"\"\"", "\"\"\"erste\nzweite\"\"\"")
        .replace("empty =", "empty =leer")
        .replace("name: colon", "name: Doppelpunkt");
    assert_eq!(out, want);
    // No translations: the file comes back byte for byte.
    assert_eq!(build_with(SAMPLE.as_bytes(), &[]), SAMPLE);
}

#[test]
fn a_quoting_that_cannot_hold_the_text_gives_way_to_one_that_can() {
    let src = "a = plain\nb = \"dq\"\nc = 'sq'\n";
    let out = build_with(
        src.as_bytes(),
        &[
            ("a", " lead"),
            ("b", "has \"q\" inside"),
            ("c", "it's\nmulti"),
        ],
    );
    assert_eq!(
        out,
        "a = \" lead\"\nb = has \"q\" inside\nc = `it's\nmulti`\n"
    );
    let back = map(&parse(out.as_bytes()));
    assert_eq!(back["a"], " lead");
    // On a `:` line, a value holding `=` turns the separator into `=` (else it ends the key).
    let out = build_with(b"[s]\nk:  v\nj: w\n", &[("s.k", "a=b"), ("s.j", "c:d")]);
    assert_eq!(out, "[s]\nk=  a=b\nj: c:d\n");
    assert_eq!(back["b"], "has \"q\" inside");
    assert_eq!(back["c"], "it's\nmulti");
}

#[test]
fn a_repeated_key_is_one_string_and_every_place_with_its_text_gets_the_translation() {
    let src = "[s]\nk = one\nk = one\nk = other\n[s]\nk = one\n";
    let p = parse(src.as_bytes());
    assert_eq!(texts(&p), [("s.k".to_string(), "one".to_string())]);
    let out = build_with(src.as_bytes(), &[("s.k", "eins")]);
    assert_eq!(out, "[s]\nk = eins\nk = eins\nk = other\n[s]\nk = eins\n");
    // The place with another text is named, with its position.
    let [w] = &p.warnings[..] else {
        panic!("one warning: {:?}", p.warnings);
    };
    assert_eq!((w.line, w.column), (4, 5));
    assert!(
        w.message.contains("key `s.k`") && w.message.contains("line 2"),
        "{w}"
    );
}

#[test]
fn broken_files_are_refused_with_file_line_column_and_what_was_expected() {
    let cases: [(&str, &str, &str); 4] = [
        ("a = 1\n[section\nb = 2\n", "x.ini:2:9:", "expected `]`"),
        ("a = 1\r\n  [sec ; no close\r\n", "x.ini:2:", "expected `]`"),
        (
            "[s]\nk = `never closed\nmore\n",
            "x.ini:2:5:",
            "expected a closing `",
        ),
        (
            "[s]\n\nk = \"\"\"open\nstill\n",
            "x.ini:3:5:",
            "expected a closing \"\"\"",
        ),
    ];
    for (src, at, expected) in cases {
        let e = err(src.as_bytes()).in_file("x.ini");
        assert!(e.starts_with(at), "{src:?}: {e}");
        assert!(e.contains(expected), "{src:?}: {e}");
    }
    let e = err(b"k = caf\xE9\n").in_file("x.ini");
    assert!(
        e.starts_with("x.ini:1:8:") && e.contains("expected UTF-8"),
        "{e}"
    );
    let e = err(b"\xFF\xFEk\x00").in_file("x.ini");
    assert!(e.contains("UTF-16"), "{e}");
}

#[test]
fn ini_and_lang_files_are_detected() {
    let r = Registry::builtin();
    let key = |name: &str, content: &str| r.detect(name, content.as_bytes()).map(|f| f.info().key);
    assert_eq!(key("locale_en-US.ini", "app_desc = x\n"), Some("ini"));
    assert_eq!(
        key("English.lang", "[Information]\n; c\nTRANSLATOR=x\n"),
        Some("ini")
    );
    assert_eq!(key("ja.ini", "// comment\n[Common]\nA=B\n"), Some("ini"));
    assert_eq!(key("notes.ini", "just prose\n"), None);
    assert_eq!(key("en.json", "{}"), Some("json"));
}

fn entry(id: &'static str, text: &'static str, context: Option<&'static str>) -> Entry<'static> {
    let mut e = Entry::plain(id, text);
    e.context = context.map(Into::into);
    e
}

#[test]
fn created_files_read_back_and_configparser_agrees() {
    let entries = vec![
        entry("title", "Hello", Some("Window title\ntwo lines")),
        entry("home.greeting", "Hi \"there\"", None),
        entry("home.padded", "  spaced ", None),
        entry("repo.settings.name", "Name: %s", None),
        entry("Common.Couldn't open.", "It's 'quoted'", None),
        entry("home.multi", "a\nb", None),
        entry("top.level", "= ; # [x]", None),
    ];
    let mut out = Vec::new();
    Ini.create(&entries, &lang("en", &[]), None, &mut out)
        .expect("creates");
    let text = String::from_utf8(out.clone()).expect("UTF-8");
    assert!(
        text.starts_with("; Window title\n; two lines\ntitle = Hello\n\n[home]\n"),
        "{text}"
    );
    let p = parse(&out);
    let want: Vec<(String, String)> = entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
        .collect();
    let mut got = texts(&p);
    got.sort();
    let mut want_sorted = want.clone();
    want_sorted.sort();
    assert_eq!(got, want_sorted);
    // configparser reads the single-line values as go-ini does.
    let single: Vec<Entry> = entries
        .into_iter()
        .filter(|e| !e.text.main().contains('\n'))
        .collect();
    let mut out = Vec::new();
    Ini.create(&single, &lang("en", &[]), None, &mut out)
        .expect("creates");
    ini_check::assert_configparser_agrees("created", &out, &map(&parse(&out)));
    // Keys INI cannot hold are named.
    let mut out = Vec::new();
    let e = Ini
        .create(&[entry("a=b", "x", None)], &lang("en", &[]), None, &mut out)
        .expect_err("refused");
    assert!(e.to_string().contains("`a=b`"), "{e}");
}

#[test]
fn convert_to_and_from_other_formats_keeps_identifiers_and_texts() {
    let r = Registry::builtin();
    let ini = r.get("ini").expect("registered");
    let src = "; The greeting\ngreeting = Hello\n[menu]\nopen = Open \"file\"\nquit = 'Quit'\n";
    let original: Vec<(String, String, Option<String>)> = parse(src.as_bytes())
        .entries
        .iter()
        .map(|e| {
            (
                e.identifier.to_string(),
                e.text.main().to_string(),
                e.context.as_deref().map(str::to_string),
            )
        })
        .collect();
    for to in ["json", "po", "xliff12", "properties", "yaml"] {
        let other = r.get(to).expect("registered");
        let there = convert(&**ini, src.as_bytes(), &**other, &Options::default())
            .unwrap_or_else(|e| panic!("ini → {to}: {e}"));
        assert_eq!(there.strings, 3);
        let back = convert(&**other, &there.bytes, &**ini, &Options::default())
            .unwrap_or_else(|e| panic!("{to} → ini: {e}"));
        let again = parse(&back.bytes);
        let got: Vec<(String, String)> = texts(&again);
        let want: Vec<(String, String)> = original
            .iter()
            .map(|(i, t, _)| (i.clone(), t.clone()))
            .collect();
        assert_eq!(got, want, "ini → {to} → ini");
    }
}

#[test]
fn every_corpus_file_agrees_with_configparser_and_builds() {
    let (files, _) = corpus_files("ini", &["ini", "lang"]);
    assert!(files.len() >= 7, "{} INI corpus files", files.len());
    let mut checked = 0;
    for path in files {
        let src = std::fs::read(&path).expect("readable");
        let name = path.display().to_string();
        let p = parse(&src);
        assert!(!p.entries.is_empty(), "{name}: no strings");
        if ini_check::assert_configparser_agrees(&name, &src, &map(&p)) {
            checked += 1;
        }
        // Every value translated: the build reads back with every translation.
        let items: Vec<(String, String)> = p
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| {
                (
                    e.identifier.to_string(),
                    format!("«{i}» {} 'x' \"y\"", e.text.main()),
                )
            })
            .collect();
        let refs: Vec<(&str, &str)> = items
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        let out = build_with(&src, &refs);
        let back = map(&parse(out.as_bytes()));
        for (id, text) in &items {
            assert_eq!(back.get(id), Some(text), "{name}: {id}");
        }
        ini_check::assert_configparser_agrees(&name, out.as_bytes(), &back);
    }
    if checked == 0 {
        eprintln!("notice: no INI corpus file was cross-checked with configparser");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn any_text_survives_a_build(text in r#"[ "'`=:;#\[\]%\\\n\r\ta-zé😀]{0,24}"#) {
        let src = "[s]\na = x\nb = \"y\"\nc = `z`\n";
        let parsed = parse(src.as_bytes());
        let items = [("s.a", text.as_str()), ("s.b", text.as_str()), ("s.c", text.as_str())];
        let mut out = Vec::new();
        let built = (&Ini as &dyn Format).build(src.as_bytes(), &parsed, &de(), None, &tr(&items), &mut out);
        let writable = !(text.contains('`') && text.contains("\"\"\"")
            && (text.contains(['\n', '\r']) || (text.contains('"') && text.contains('\''))));
        if !writable {
            return Ok(());
        }
        built.expect("builds");
        let back = map(&parse(&out));
        for k in ["s.a", "s.b", "s.c"] {
            prop_assert_eq!(back.get(k).map(String::as_str), Some(text.as_str()), "{}", String::from_utf8_lossy(&out));
        }
    }
}
