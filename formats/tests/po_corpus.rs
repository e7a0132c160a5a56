//! What is specific to the `po` format (identity, re-parse and edge cases of the corpus are in
//! invariants.rs): cross-language builds of the corpus, transcoded variants (CRLF, BOM,
//! windows-1251, ISO-8859-1), fuzzy flags under hostile translations, and error messages. Built
//! output is also checked with GNU `msgfmt` (the reference parser) when it is installed.

mod support;

use std::collections::HashMap;
use std::path::Path;

use locforge_formats::cldr;
use locforge_formats::Po;
use locforge_formats::{
    Format, Language, ParseContext, Parsed, PluralCategory, Status, Text, Translation,
    TranslationStatus,
};
use proptest::prelude::*;
use support::*;

fn rel(path: &Path) -> String {
    let root = corpus_root().join("po");
    path.strip_prefix(&root)
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

fn parse(src: &[u8]) -> Parsed {
    Po.parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parse failed: {e}"))
}

/// Builds every corpus catalog with a header for Russian with gettext rules: the header gets
/// `Language: ru` and the 3-form `Plural-Forms`, plural groups get three forms, msgfmt agrees.
#[test]
fn cross_language_builds_rewrite_header_and_plural_groups() {
    let (files, _) = corpus_files("po", &["po", "pot"]);
    let ru = cldr::language("ru");
    let check = msgfmt_available();
    let mut with_plurals = 0;
    let mut without_header = 0;
    for path in &files {
        let src = std::fs::read(path).expect("readable");
        // Files the parser rejects are listed with their reasons in invariants.rs.
        if Po.parse_all(&src, &ParseContext::default()).is_err() {
            continue;
        }
        let text = String::from_utf8_lossy(&src);
        if !text.contains("msgid \"\"\nmsgstr") && !text.contains("msgid \"\"\r\nmsgstr") {
            // Without a header the built file cannot say it is Russian, so a re-parse cannot map
            // its three forms back to four categories.
            without_header += 1;
            continue;
        }
        let parsed = parse(&src);
        let tr = translate_all(&parsed.entries, &ru, |i, s| {
            same_ends(s, format!("{i}: {s} ✓"))
        });
        let out = assert_reparse(&Po, &rel(path), &src, &ru, &tr);
        let again = parse(&out);
        assert_eq!(again.language.as_deref(), Some("ru"), "{}", rel(path));
        let out_text = String::from_utf8_lossy(&out);
        if parsed.entries.iter().any(|e| e.has_plurals) {
            with_plurals += 1;
            assert!(out_text.contains("nplurals=3;"), "{}", rel(path));
            assert!(out_text.contains("msgstr[2] "), "{}", rel(path));
            assert!(!out_text.contains("msgstr[3] "), "{}", rel(path));
        }
        if check && !src.starts_with(b"\xEF\xBB\xBF") && msgfmt_ok(&src).is_ok() {
            msgfmt_ok(&out)
                .unwrap_or_else(|e| panic!("{}: msgfmt rejects the ru build: {e}", rel(path)));
        }
    }
    assert!(with_plurals > 40, "only {with_plurals} files with plurals");
    eprintln!("{without_header} files without a header were built only for their own language");
}

// ---------------------------------------------------------------------------------------------
// Encodings, BOM and line endings.

fn crlf(s: &str) -> String {
    s.replace("\r\n", "\n").replace('\n', "\r\n")
}

const RU_PO: &str = "# Russian\nmsgid \"\"\nmsgstr \"\"\n\"Language: ru\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n\"\n\n#: a.c:1\nmsgid \"File\"\nmsgstr \"Файл\"\n\n#, fuzzy\nmsgid \"Open\"\nmsgstr \"Открыть\"\n\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d файл\"\nmsgstr[1] \"%d файла\"\nmsgstr[2] \"%d файлов\"\n\nmsgid \"Empty\"\nmsgstr \"\"\n\n#~ msgid \"Old\"\n#~ msgstr \"Старый\"\n";

fn variants() -> Vec<(String, Vec<u8>)> {
    let cp1251 = |s: &str| -> Vec<u8> {
        let s = s.replace("charset=UTF-8", "charset=CP1251");
        encoding_rs::WINDOWS_1251.encode(&s).0.into_owned()
    };
    vec![
        ("utf8".into(), RU_PO.as_bytes().to_vec()),
        ("crlf".into(), crlf(RU_PO).into_bytes()),
        (
            "bom".into(),
            [b"\xEF\xBB\xBF".as_slice(), RU_PO.as_bytes()].concat(),
        ),
        (
            "bom+crlf".into(),
            [b"\xEF\xBB\xBF".as_slice(), crlf(RU_PO).as_bytes()].concat(),
        ),
        ("cp1251".into(), cp1251(RU_PO)),
        ("cp1251+crlf".into(), cp1251(&crlf(RU_PO))),
    ]
}

#[test]
fn encodings_bom_and_crlf_survive() {
    let ru = Language::new("ru", cldr::plural_categories("ru"));
    for (name, src) in variants() {
        let parsed = parse(&src);
        assert_eq!(parsed.entries.len(), 4, "{name}");
        assert_eq!(
            parsed.entries[0].existing.as_ref().map(|t| t.text.main()),
            Some("Файл"),
            "{name}"
        );
        let open = parsed.entries[1].existing.as_ref().expect("fuzzy kept");
        assert_eq!(
            open.status,
            TranslationStatus::Single(Status::Untranslated),
            "{name}"
        );
        // identity
        let out = build(
            &Po,
            &src,
            &parsed,
            &ru,
            &baseline_translations(&parsed.entries),
        );
        assert_eq!(out, src, "{name}: identity");
        // translations in Cyrillic survive and keep the encoding, BOM and line breaks
        let tr = translate_all(&parsed.entries, &ru, |i, s| format!("Перевод {i}\n«{s}»"));
        let out = assert_reparse(&Po, &name, &src, &ru, &tr);
        assert_eq!(
            out.starts_with(b"\xEF\xBB\xBF"),
            src.starts_with(b"\xEF\xBB\xBF"),
            "{name}: BOM"
        );
        let lf = out.iter().filter(|&&b| b == b'\n').count();
        let crlf_count = out.windows(2).filter(|w| w == b"\r\n").count();
        if name.contains("crlf") {
            assert_eq!(lf, crlf_count, "{name}: every line break stays CRLF");
        } else {
            assert_eq!(crlf_count, 0, "{name}: no CRLF appears");
        }
        if name.starts_with("cp1251") {
            assert!(
                std::str::from_utf8(&out).is_err(),
                "{name}: output stays windows-1251"
            );
            let decoded = encoding_rs::WINDOWS_1251.decode(&out).0;
            assert!(decoded.contains("Перевод 0"), "{name}");
        } else if check_msgfmt_for(&name) {
            msgfmt_ok(&out).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
}

fn check_msgfmt_for(name: &str) -> bool {
    !name.contains("bom") && msgfmt_available()
}

#[test]
fn a_character_the_charset_cannot_hold_fails_the_build() {
    let src = encoding_rs::WINDOWS_1251
        .encode(&RU_PO.replace("charset=UTF-8", "charset=windows-1251"))
        .0
        .into_owned();
    let parsed = parse(&src);
    let ru = Language::new("ru", cldr::plural_categories("ru"));
    let mut tr = HashMap::new();
    tr.insert(
        "File".to_string(),
        Translation {
            text: Text::Plain("日本".into()),
            status: TranslationStatus::default(),
        },
    );
    let mut out = Vec::new();
    let err = (&Po as &dyn Format)
        .build(&src, &parsed, &ru, None, &tr, &mut out)
        .expect_err("Japanese does not fit windows-1251");
    assert!(err.message.contains("`日` (U+65E5)"), "{err}");
    assert!(err.message.contains("windows-1251"), "{err}");
    assert_eq!(err.line, 9, "{err}");
}

#[test]
fn latin1_and_legacy_cjk_charsets() {
    let latin = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"a\"\nmsgstr \"caf\u{e9}\"\n";
    let bytes = encoding_rs::WINDOWS_1252.encode(latin).0.into_owned();
    let parsed = parse(&bytes);
    assert_eq!(
        parsed.entries[0].existing.as_ref().map(|t| t.text.main()),
        Some("café")
    );
    // Shift_JIS: 表 is 0x95 0x5C, whose second byte is a backslash.
    let sjis = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=Shift_JIS\\n\"\n\nmsgid \"table\"\nmsgstr \"表\"\n";
    let bytes = encoding_rs::SHIFT_JIS.encode(sjis).0.into_owned();
    assert!(bytes.windows(2).any(|w| w == b"\x95\x5c"));
    let parsed = parse(&bytes);
    assert_eq!(
        parsed.entries[0].existing.as_ref().map(|t| t.text.main()),
        Some("表")
    );
    let ja = Language::new("ja", vec![PluralCategory::Other]);
    let tr = translate_all(&parsed.entries, &ja, |_, _| "表\\表\"".to_string());
    assert_reparse(&Po, "sjis", &bytes, &ja, &tr);
}

// ---------------------------------------------------------------------------------------------
// Build behaviour.

fn built(src: &str, target: &Language, tr: &[(&str, Text<'static>, Status)]) -> String {
    let parsed = parse(src.as_bytes());
    let map: HashMap<String, Translation<'static>> = tr
        .iter()
        .map(|(id, text, status)| {
            (
                id.to_string(),
                Translation {
                    text: text.clone(),
                    status: TranslationStatus::Single(*status),
                },
            )
        })
        .collect();
    String::from_utf8(build(&Po, src.as_bytes(), &parsed, target, &map)).expect("utf-8")
}

fn plural(forms: &[(PluralCategory, &str)]) -> Text<'static> {
    Text::Plural(
        forms
            .iter()
            .map(|(c, t)| (*c, t.to_string().into()))
            .collect(),
    )
}

const POT: &str = "#, fuzzy\nmsgid \"\"\nmsgstr \"\"\n\"Language: \\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n\"\n\n#. Shown on the button\n#: src/a.py:10\n#, python-format\nmsgctxt \"button\"\nmsgid \"Open %(name)s\"\nmsgstr \"\"\n\nmsgid \"One file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n";

#[test]
fn pot_parses_as_source_strings() {
    let parsed = parse(POT.as_bytes());
    assert_eq!(parsed.language, None);
    assert_eq!(parsed.entries.len(), 2);
    let e = &parsed.entries[0];
    assert_eq!(e.identifier, "button\u{4}Open %(name)s");
    assert_eq!(
        e.context.as_deref(),
        Some("msgctxt: button\nShown on the button\nReferences: src/a.py:10")
    );
    assert_eq!(e.labels, vec!["python-format".to_string()]);
    assert!(e.existing.is_none());
    let p = &parsed.entries[1];
    assert!(p.has_plurals);
    assert_eq!(
        p.text,
        plural(&[
            (PluralCategory::One, "One file"),
            (PluralCategory::Other, "%d files")
        ])
    );
}

#[test]
fn building_a_pot_for_russian_sets_header_and_three_forms() {
    let ru = cldr::language("ru");
    let out = built(
        POT,
        &ru,
        &[
            (
                "button\u{4}Open %(name)s",
                Text::Plain("Открыть %(name)s".into()),
                Status::Translated,
            ),
            (
                "One file",
                plural(&[
                    (PluralCategory::One, "%d файл"),
                    (PluralCategory::Few, "%d файла"),
                    (PluralCategory::Many, "%d файлов"),
                    (PluralCategory::Other, "%d файла (дробь)"),
                ]),
                Status::Translated,
            ),
        ],
    );
    assert!(out.contains("\"Language: ru\\n\""), "{out}");
    assert!(
        out.contains("\"Plural-Forms: nplurals=3; plural=(n%10==1"),
        "{out}"
    );
    assert!(out.contains("msgstr \"Открыть %(name)s\""), "{out}");
    assert!(
        out.contains("msgstr[0] \"%d файл\"\nmsgstr[1] \"%d файла\"\nmsgstr[2] \"%d файлов\"\n"),
        "{out}"
    );
    assert!(
        out.starts_with("#, fuzzy\nmsgid \"\""),
        "the header keeps its own flag"
    );
    if msgfmt_available() {
        msgfmt_ok(out.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{out}"));
    }
    // Untranslated plural in a POT built for Russian: empty forms, three of them.
    let out = built(POT, &ru, &[]);
    assert!(
        out.contains("msgstr[0] \"\"\nmsgstr[1] \"\"\nmsgstr[2] \"\"\n"),
        "{out}"
    );
    assert!(
        out.contains("msgctxt \"button\"\nmsgid \"Open %(name)s\"\nmsgstr \"\"\n"),
        "{out}"
    );
}

#[test]
fn crowdin_style_bare_expression_with_four_forms() {
    let mut ru = Language::new("ru", cldr::plural_categories("ru"));
    ru.plural_rules = Some("((n%10==1 && n%100!=11) ? 0 : ((n%10 >= 2 && n%10 <=4 && (n%100 < 12 || n%100 > 14)) ? 1 : ((n%10 == 0 || (n%10 >= 5 && n%10 <=9)) || (n%100 >= 11 && n%100 <= 14)) ? 2 : 3))".into());
    let forms = plural(&[
        (PluralCategory::One, "one"),
        (PluralCategory::Few, "few"),
        (PluralCategory::Many, "many"),
        (PluralCategory::Other, "other"),
    ]);
    let out = built(POT, &ru, &[("One file", forms.clone(), Status::Translated)]);
    assert!(out.contains("nplurals=4; plural=((n%10==1"), "{out}");
    assert!(
        out.contains(
            "msgstr[0] \"one\"\nmsgstr[1] \"few\"\nmsgstr[2] \"many\"\nmsgstr[3] \"other\""
        ),
        "{out}"
    );
    let again = Po
        .parse_all(
            out.as_bytes(),
            &ParseContext {
                source: None,
                targets: std::slice::from_ref(&ru),
            },
        )
        .expect("parses");
    assert_eq!(
        again.entries[1].existing.as_ref().map(|t| &t.text),
        Some(&forms)
    );
}

#[test]
fn fuzzy_follows_the_translation_status() {
    let src = "msgid \"a\"\nmsgstr \"x\"\n\n#, fuzzy, c-format\nmsgid \"b\"\nmsgstr \"y\"\n\n#, fuzzy\nmsgid \"c\"\nmsgstr \"z\"\n";
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let out = built(
        src,
        &de,
        &[
            ("a", Text::Plain("X".into()), Status::Untranslated),
            ("b", Text::Plain("Y".into()), Status::Approved),
            ("c", Text::Plain("Z".into()), Status::Translated),
        ],
    );
    assert_eq!(
        out,
        "#, fuzzy\nmsgid \"a\"\nmsgstr \"X\"\n\n#, c-format\nmsgid \"b\"\nmsgstr \"Y\"\n\nmsgid \"c\"\nmsgstr \"Z\"\n"
    );
    let parsed = parse(out.as_bytes());
    assert_eq!(
        parsed.entries[0]
            .existing
            .as_ref()
            .map(|t| t.status.get(None)),
        Some(Status::Untranslated)
    );
    assert_eq!(
        parsed.entries[1]
            .existing
            .as_ref()
            .map(|t| t.status.get(None)),
        Some(Status::Translated)
    );
}

#[test]
fn new_values_wrap_like_msgmerge_and_untouched_ones_keep_their_lines() {
    let src =
        "msgid \"a\"\nmsgstr \"\"\n\"keep\\n\"\n\"these lines\"\n\nmsgid \"b\"\nmsgstr \"\"\n";
    let de = Language::new("de", vec![]);
    let long = "lorem ipsum dolor sit amet ".repeat(5);
    let out = built(
        src,
        &de,
        &[(
            "b",
            Text::plain(format!("first\nsecond {long}")),
            Status::Translated,
        )],
    );
    assert!(
        out.starts_with("msgid \"a\"\nmsgstr \"\"\n\"keep\\n\"\n\"these lines\"\n"),
        "{out}"
    );
    assert!(
        out.contains("msgid \"b\"\nmsgstr \"\"\n\"first\\n\"\n\"second lorem"),
        "{out}"
    );
    assert!(out.lines().all(|l| l.chars().count() <= 79), "{out}");
}

#[test]
fn header_language_is_replaced_or_appended() {
    let src = "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: x\\n\"\n\"Language: de\\n\"\n\nmsgid \"a\"\nmsgstr \"b\"\n";
    let out = built(src, &Language::new("pt-BR", vec![]), &[]);
    assert!(out.contains("\"Language: pt_BR\\n\""), "{out}");
    let out = built(src, &Language::new("de", vec![]), &[]);
    assert_eq!(out, src);
    let no_lang =
        "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: x\\n\"\n\nmsgid \"a\"\nmsgstr \"b\"\n";
    let out = built(no_lang, &Language::new("fr", vec![]), &[]);
    assert!(
        out.contains("\"Project-Id-Version: x\\n\"\n\"Language: fr\\n\"\n\nmsgid"),
        "{out}"
    );
}

// ---------------------------------------------------------------------------------------------
// Errors.

#[test]
fn errors_name_line_column_and_expectation() {
    let cases: &[(&[u8], (usize, usize), &str)] = &[
        (b"msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=n!=1;\\n\"\n\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\nmsgstr[2] \"\"\n", (8, 1), "out of range"),
        (b"msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=(n!=1;\\n\"\n", (2, 9), "bad Plural-Forms header"),
        (b"msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"a\"\nmsgstr \"ab\xff\"\n", (5, 11), "not valid UTF-8"),
        (b"msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=klingon\\n\"\n", (2, 35), "unknown charset"),
        (b"msgid \"a\"\nmsgstr \"b\n", (2, 8), "not closed"),
        (b"msgid \"a\"\nmsgstr \"\\e\"\n", (2, 9), "invalid escape"),
        (b"msgid \"a\"\nmsg \"b\"\n", (2, 1), "unknown keyword"),
        (b"\xFF\xFEm\x00", (1, 1), "UTF-16"),
    ];
    for (src, (line, col), want) in cases {
        let e = Po
            .parse_all(src, &ParseContext::default())
            .expect_err(&String::from_utf8_lossy(src));
        assert_eq!(
            (e.line, e.column),
            (*line, *col),
            "{:?}: {e}",
            String::from_utf8_lossy(src)
        );
        assert!(
            e.message.contains(want),
            "{:?}: {e}",
            String::from_utf8_lossy(src)
        );
        assert!(e.message.contains("expected"), "{e}");
    }
}

#[test]
fn detection() {
    let r = locforge_formats::Registry::builtin();
    assert_eq!(
        r.detect("de.po", POT.as_bytes()).map(|f| f.info().key),
        Some("po")
    );
    assert_eq!(
        r.detect("messages.pot", b"\xEF\xBB\xBFmsgid \"\"\n")
            .map(|f| f.info().key),
        Some("po")
    );
    assert!(r.detect("de.po", b"{}").is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn fuzzy_follows_the_status_under_hostile_translations(
        text in r#"[ "\\<&{}%@?#:\n\t'a-zé😀\u{202e}\u{05d0}\r\u{1}]{0,60}"#,
        status in prop_oneof![Just(Status::Translated), Just(Status::Untranslated), Just(Status::Approved)],
    ) {
        let src = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n#, fuzzy\nmsgid \"x\"\nmsgstr \"old\"\n\nmsgctxt \"k\"\nmsgid \"y\"\nmsgstr \"\"\n\nmsgid \"z\"\nmsgid_plural \"zs\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n";
        let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
        let parsed = parse(src.as_bytes());
        let value = format!("«{text}»");
        let mut tr = translate_all(&parsed.entries, &de, |_, _| value.clone());
        for t in tr.values_mut() {
            t.status = TranslationStatus::Single(status);
        }
        let out = assert_reparse(&Po, "hostile", src.as_bytes(), &de, &tr);
        let again = parse(&out);
        let fuzzy = again.entries[0].existing.as_ref().map(|t| t.status.get(None));
        let want = if status == Status::Untranslated { Status::Untranslated } else { Status::Translated };
        prop_assert_eq!(fuzzy, Some(want));
        if msgfmt_available() {
            prop_assert!(msgfmt_ok(&out).is_ok(), "msgfmt rejects:\n{}", String::from_utf8_lossy(&out));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]
    /// Any input either parses (and then builds back to itself) or fails with a positioned error;
    /// nothing panics or hangs.
    #[test]
    fn arbitrary_input_never_panics(
        src in proptest::collection::vec(
            prop_oneof![
                Just(b"msgid ".to_vec()), Just(b"msgstr ".to_vec()), Just(b"msgctxt ".to_vec()),
                Just(b"msgid_plural ".to_vec()), Just(b"msgstr[0] ".to_vec()), Just(b"msgstr[1] ".to_vec()),
                Just(b"\"".to_vec()), Just(b"\\".to_vec()), Just(b"\n".to_vec()), Just(b"\r\n".to_vec()),
                Just(b"#, fuzzy\n".to_vec()), Just(b"#~ ".to_vec()), Just(b"#| ".to_vec()), Just(b"#. x\n".to_vec()),
                Just(b"Plural-Forms: nplurals=2; plural=(n!=1);\\n".to_vec()), Just(b"charset=CP1251".to_vec()),
                Just(b"a".to_vec()), Just(" é".as_bytes().to_vec()), Just(vec![0xFF]), Just(vec![0x95, 0x5C]),
            ],
            0..40,
        )
    ) {
        let src: Vec<u8> = src.concat();
        match Po.parse_all(&src, &ParseContext::default()) {
            Ok(parsed) => {
                let target = po_own_language(&parsed, &src);
                let out = build(&Po, &src, &parsed, &target, &baseline_translations(&parsed.entries));
                prop_assert_eq!(out, src);
            }
            Err(e) => prop_assert!(e.line > 0 && !e.message.is_empty()),
        }
    }
}

/// A message defined twice (msgfmt refuses it; msgcat and msguniq merge such catalogs) is one
/// string: the same texts again are another place of it, which a build translates too (the
/// streaming build, compared by `build`, holds it however far back it is); another translation
/// is kept as it is and named in a warning.
#[test]
fn a_message_defined_twice_is_one_string() {
    let src = b"msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"a\"\nmsgstr \"\"\n\nmsgid \"b\"\nmsgstr \"\"\n\nmsgid \"c\"\nmsgstr \"C\"\n\nmsgid \"a\"\nmsgstr \"\"\n\nmsgid \"c\"\nmsgstr \"Other\"\n";
    let de = lang("de", &[PluralCategory::One, PluralCategory::Other]);
    let parsed = parse(src);
    let ids: Vec<&str> = parsed.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["a", "b", "c"]);
    assert_eq!(parsed.warnings.len(), 1, "{:?}", parsed.warnings);
    assert_eq!(parsed.warnings[0].line, 16);
    let translations: HashMap<String, Translation<'static>> = [("a", "A-de"), ("c", "C-de")]
        .into_iter()
        .map(|(id, t)| {
            let t = Translation {
                text: Text::plain(t.to_string()),
                status: TranslationStatus::Single(Status::Translated),
            };
            (id.to_string(), t)
        })
        .collect();
    let out = build(&Po, src, &parsed, &de, &translations);
    let want = String::from_utf8_lossy(src)
        .replace("msgid \"a\"\nmsgstr \"\"", "msgid \"a\"\nmsgstr \"A-de\"")
        .replace("msgstr \"C\"", "msgstr \"C-de\"");
    assert_eq!(String::from_utf8_lossy(&out), want);
}
