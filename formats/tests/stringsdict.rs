//! What is specific to Apple `.stringsdict` (key `stringsdict`): identifiers of keys, variables,
//! format strings and width rules; `zero` kept apart (first, middle, last) or a plural form for a
//! language with CLDR `zero`; plural groups regenerated for other languages and checked by
//! Python's `plistlib`; every bad input of the issue with its exact positioned message; UTF-16;
//! and `convert` to and from `json`, `po` and `xliff12` with what each loses.

mod support;

use std::collections::HashMap;

use locforge_formats::convert::{convert, Options};
use locforge_formats::{
    ErrorKind, Format, FormatError, Language, ParseContext, Parsed, PluralCategory, PluralText,
    Registry, Text, Translation, TranslationStatus,
};
use PluralCategory::*;

fn with<T>(key: &str, f: impl FnOnce(&dyn Format) -> T) -> T {
    let r = Registry::builtin();
    f(&**r.get(key).expect("registered"))
}

fn parse_for(src: &[u8], target: Option<&Language>) -> Result<Parsed, FormatError> {
    let targets: Vec<Language> = target.cloned().into_iter().collect();
    with("stringsdict", |f| {
        f.parse_all(
            src,
            &ParseContext {
                source: None,
                targets: &targets,
            },
        )
    })
}

fn parse(src: &[u8]) -> Parsed {
    parse_for(src, None).unwrap_or_else(|e| panic!("{e}"))
}

fn plural(forms: &[(PluralCategory, &str)]) -> Text<'static> {
    Text::Plural(
        forms
            .iter()
            .map(|(c, t)| (*c, t.to_string().into()))
            .collect(),
    )
}

fn build(src: &[u8], parsed: &Parsed, target: &Language, tr: &[(&str, Text<'static>)]) -> Vec<u8> {
    let map: HashMap<String, Translation<'static>> = tr
        .iter()
        .map(|(id, t)| {
            (
                id.to_string(),
                Translation {
                    text: t.clone(),
                    status: TranslationStatus::default(),
                },
            )
        })
        .collect();
    with("stringsdict", |f| {
        support::build(f, src, parsed, target, &map)
    })
}

fn plist(out: &[u8]) -> Option<serde_json::Value> {
    support::python3_available().then(|| {
        support::plistlib_json(out)
            .unwrap_or_else(|e| panic!("plistlib rejects:\n{}\n{e}", String::from_utf8_lossy(out)))
    })
}

fn rule(cats: &[(&str, &str)]) -> String {
    let mut s = String::from("\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n");
    for (k, v) in cats {
        s.push_str(&format!(
            "\t\t\t<key>{k}</key>\n\t\t\t<string>{v}</string>\n"
        ));
    }
    s
}

fn doc(body: &str) -> String {
    format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n{body}</dict>\n</plist>\n")
}

fn key(name: &str, format: &str, vars: &[(&str, String)]) -> String {
    let mut s = format!("\t<key>{name}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>{format}</string>\n");
    for (v, r) in vars {
        s.push_str(&format!("\t\t<key>{v}</key>\n\t\t<dict>\n{r}\t\t</dict>\n"));
    }
    s.push_str("\t</dict>\n");
    s
}

fn sample() -> String {
    doc(&[
        key(
            "tabs",
            "%#@tabs@",
            &[("tabs", rule(&[("one", "%d tab"), ("zero", "No tabs"), ("other", "%d tabs")]))],
        ),
        key(
            "first",
            "%#@n@",
            &[("n", rule(&[("zero", "none"), ("one", "one"), ("other", "%d")]))],
        ),
        key(
            "last",
            "%#@n@",
            &[("n", rule(&[("one", "one"), ("other", "%d"), ("zero", "none")]))],
        ),
        key(
            "list",
            "Your list has %#@items@ for %2$#@people@ &amp; more.",
            &[
                ("items", rule(&[("one", "%d item"), ("other", "%d items")])),
                ("people", rule(&[("one", "one person"), ("other", "%d people")])),
            ],
        ),
        "\t<key>width</key>\n\t<dict>\n\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t<dict>\n\t\t\t<key>20</key>\n\t\t\t<string>Short</string>\n\t\t\t<key>25</key>\n\t\t\t<string/>\n\t\t</dict>\n\t</dict>\n".to_string(),
        "\t<key>plain</key>\n\t<string>Plain &amp; <![CDATA[<simple>]]></string>\n\t<key>count</key>\n\t<integer>3</integer>\n".to_string(),
    ]
    .concat())
}

#[test]
fn identifiers_texts_and_contexts() {
    let src = sample();
    let p = parse(src.as_bytes());
    let got: Vec<(&str, &Text)> = p
        .entries
        .iter()
        .map(|e| (e.identifier.as_ref(), &e.text))
        .collect();
    let plain = |s: &str| Text::plain(s.to_string());
    assert_eq!(
        got,
        vec![
            ("tabs", &plural(&[(One, "%d tab"), (Other, "%d tabs")])),
            ("tabs#zero", &plain("No tabs")),
            ("first#zero", &plain("none")),
            ("first", &plural(&[(One, "one"), (Other, "%d")])),
            ("last", &plural(&[(One, "one"), (Other, "%d")])),
            ("last#zero", &plain("none")),
            (
                "list:NSStringLocalizedFormatKey",
                &plain("Your list has %#@items@ for %2$#@people@ & more.")
            ),
            (
                "list:items",
                &plural(&[(One, "%d item"), (Other, "%d items")])
            ),
            (
                "list:people",
                &plural(&[(One, "one person"), (Other, "%d people")])
            ),
            ("width:NSStringVariableWidthRuleType:20", &plain("Short")),
            ("width:NSStringVariableWidthRuleType:25", &plain("")),
            ("plain", &plain("Plain & <simple>")),
        ]
    );
    assert_eq!(
        p.entries[0].context.as_deref(),
        Some("NSStringLocalizedFormatKey: %#@tabs@\nvariable: tabs (%d)")
    );
    let empty: Vec<(&str, Text)> = Vec::new();
    assert_eq!(
        build(
            src.as_bytes(),
            &p,
            &Language::new("en", vec![One, Other]),
            &empty
        ),
        src.as_bytes()
    );
}

#[test]
fn plural_groups_are_regenerated_and_zero_is_never_dropped() {
    let src = sample();
    let p = parse(src.as_bytes());
    let ru = Language::new("ru", vec![One, Few, Many, Other]);
    let out = build(
        src.as_bytes(),
        &p,
        &ru,
        &[
            (
                "tabs",
                plural(&[
                    (One, "%d вкладка"),
                    (Few, "%d вкладки"),
                    (Many, "%d вкладок"),
                    (Other, "%d вкладки"),
                ]),
            ),
            ("tabs#zero", Text::Plain("Нет вкладок".into())),
            (
                "list:NSStringLocalizedFormatKey",
                Text::Plain("В списке %#@items@ для %2$#@people@ <и> ещё".into()),
            ),
            (
                "width:NSStringVariableWidthRuleType:25",
                Text::Plain("Длинно".into()),
            ),
        ],
    );
    let text = String::from_utf8(out.clone()).expect("utf-8");
    // The zero in the middle stays where it was; the regenerated group takes the place of the
    // pairs before it, laid out like them.
    assert!(text.contains("\t\t\t<string>d</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%d вкладка</string>\n\t\t\t<key>few</key>\n\t\t\t<string>%d вкладки</string>\n\t\t\t<key>many</key>\n\t\t\t<string>%d вкладок</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%d вкладки</string>\n\t\t\t<key>zero</key>\n\t\t\t<string>Нет вкладок</string>\n\t\t</dict>"), "{text}");
    assert!(text.contains("<string>В списке %#@items@ для %2$#@people@ &lt;и&gt; ещё</string>"));
    assert!(text.contains("<key>25</key>\n\t\t\t<string>Длинно</string>"));
    // Untranslated plurals get the target's categories from the source forms.
    assert!(text.contains("<key>zero</key>\n\t\t\t<string>none</string>\n\t\t\t<key>one</key>\n\t\t\t<string>one</string>\n\t\t\t<key>few</key>\n\t\t\t<string>%d</string>"));
    let again = parse(&out);
    let ids = |p: &Parsed| {
        p.entries
            .iter()
            .map(|e| e.identifier.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&again), ids(&p));
    if let Some(v) = plist(&out) {
        assert_eq!(v["tabs"]["tabs"]["zero"], "Нет вкладок");
        assert_eq!(v["tabs"]["tabs"]["many"], "%d вкладок");
        assert_eq!(v["first"]["n"]["zero"], "none");
        assert_eq!(v["last"]["n"]["zero"], "none");
        assert_eq!(v["plain"], "Plain & <simple>");
        assert_eq!(v["count"], 3);
    }
}

#[test]
fn zero_is_a_plural_form_for_a_language_with_cldr_zero() {
    let src = sample();
    let ar = Language::new("ar", PluralCategory::ALL.to_vec());
    let p = parse_for(src.as_bytes(), Some(&ar)).expect("parses");
    assert!(p.entries.iter().all(|e| !e.identifier.ends_with("#zero")));
    assert_eq!(
        p.entries[0].text,
        plural(&[(Zero, "No tabs"), (One, "%d tab"), (Other, "%d tabs")])
    );
    let forms: Vec<(PluralCategory, std::borrow::Cow<'static, str>)> = PluralCategory::ALL
        .iter()
        .map(|c| (*c, std::borrow::Cow::Owned(format!("ar {c}"))))
        .collect();
    let t = Text::Plural(forms.iter().cloned().collect::<PluralText>());
    let out = build(src.as_bytes(), &p, &ar, &[("tabs", t.clone())]);
    let again = parse_for(&out, Some(&ar)).expect("parses");
    assert_eq!(again.entries[0].text, t);
    if let Some(v) = plist(&out) {
        for (c, text) in &forms {
            assert_eq!(v["tabs"]["tabs"][c.as_str()], text.as_ref());
        }
    }
}

#[test]
fn utf16_and_crlf_are_kept() {
    let text = sample()
        .replace('\n', "\r\n")
        .replace("encoding=\"UTF-8\"", "encoding=\"UTF-16\"");
    for le in [true, false] {
        let mut src: Vec<u8> = if le {
            vec![0xFF, 0xFE]
        } else {
            vec![0xFE, 0xFF]
        };
        for u in text.encode_utf16() {
            src.extend_from_slice(&if le { u.to_le_bytes() } else { u.to_be_bytes() });
        }
        let p = parse(&src);
        let en = Language::new("en", vec![One, Other]);
        assert_eq!(build(&src, &p, &en, &[]), src, "identity");
        let out = build(
            &src,
            &p,
            &Language::new("ja", vec![Other]),
            &[
                ("plain", Text::Plain("行1\n行2".into())),
                ("tabs", plural(&[(Other, "%d タブ")])),
            ],
        );
        assert_eq!(&out[..2], &src[..2]);
        let again = parse(&out);
        assert_eq!(again.entries[11].text.main(), "行1\n行2");
        assert_eq!(again.entries[0].text, plural(&[(Other, "%d タブ")]));
        let enc = if le {
            encoding_rs::UTF_16LE
        } else {
            encoding_rs::UTF_16BE
        };
        let decoded = enc.decode_without_bom_handling(&out[2..]).0.into_owned();
        assert!(decoded.contains("<string>行1\r\n行2</string>"), "{decoded}");
        assert!(
            decoded.contains(
                "\t\t\t<key>other</key>\r\n\t\t\t<string>%d タブ</string>\r\n\t\t\t<key>zero</key>"
            ),
            "{decoded}"
        );
        if let Some(v) = plist(&out) {
            assert_eq!(v["plain"], "行1\n行2");
        }
    }
}

#[test]
fn bad_input_is_an_error_with_line_column_and_what_was_expected() {
    let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    let cases: Vec<(String, ErrorKind, &str)> = vec![
        (
            format!("{head}<plist version=\"1.0\">\n<array>\n</array>\n</plist>\n"),
            ErrorKind::Syntax,
            "line 3, column 1: the property list holds <array>, not a dictionary; expected <dict> (a .stringsdict file is a dictionary of keys)",
        ),
        (
            format!("{head}<dict/>\n"),
            ErrorKind::Syntax,
            "line 2, column 1: the root element is <dict>; expected <plist> (a property list)",
        ),
        (
            format!("{head}<plist>\n<dict>\n  <string>x</string>\n</dict>\n</plist>\n"),
            ErrorKind::Syntax,
            "line 4, column 3: <string> where a key belongs; expected <key> or </dict>",
        ),
        (
            format!("{head}<plist>\n<dict>\n  <key>a</key>\n  <string>x <b>y</b></string>\n</dict>\n</plist>\n"),
            ErrorKind::Syntax,
            "line 5, column 13: element <b> inside <string>; expected only text",
        ),
        (
            format!("{head}<plist>\n<dict>\n  <key>a</key>\n  <string>x</string>\n</dict>\n"),
            ErrorKind::Syntax,
            "line 7, column 1: unexpected end of file: element <plist> opened at line 2, column 1 is not closed; expected </plist>",
        ),
        (
            format!("{head}<plist>\n<dict>\n  <key>a</key>\n</dict>\n</plist>\n"),
            ErrorKind::Syntax,
            "line 5, column 1: <key>a</key> has no value; expected <string>, <dict> or another value before </dict>",
        ),
        (
            format!("{head}<!DOCTYPE plist [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<plist>\n<dict>\n  <key>a</key>\n  <string>&x;</string>\n</dict>\n</plist>\n"),
            ErrorKind::Syntax,
            "line 6, column 11: entity `&x;` is not one of the five predefined XML entities; entities declared in a DTD are never expanded (use a character reference instead)",
        ),
        (
            doc(&key("k", "%#@n@", &[("n", rule(&[("one", "a"), ("one", "b")]))])),
            ErrorKind::DuplicateIdentifier,
            "line 17, column 4: duplicate key `one` in this rule; expected each plural category once",
        ),
        (
            format!("{head}<plist>\n<dict>\n  <key>a</key>\n  <string>&#1;</string>\n</dict>\n</plist>\n"),
            ErrorKind::Syntax,
            "line 5, column 11: invalid character reference `&#1;`; expected the number of a character XML allows",
        ),
    ];
    for (src, kind, message) in cases {
        let e = parse_for(src.as_bytes(), None).expect_err("rejected");
        assert_eq!((e.kind, e.to_string().as_str()), (kind, message), "{src}");
    }
    // An unpaired surrogate in a UTF-16 file.
    let mut src = vec![0xFF, 0xFE];
    for u in "<plist><dict><key>a</key><string>".encode_utf16() {
        src.extend_from_slice(&u.to_le_bytes());
    }
    src.extend_from_slice(&0xD800u16.to_le_bytes());
    let e = parse_for(&src, None).expect_err("rejected");
    assert_eq!(e.kind, ErrorKind::Encoding);
    // The error names where: line and column of the text, and the byte offset in the file.
    let at = 2 + 2 * "<plist><dict><key>a</key><string>".len();
    assert!(
        e.to_string().starts_with(&format!(
            "line 1, column 34: invalid UTF-16 at byte {at}: unpaired surrogate U+D800"
        )),
        "{e}"
    );
}

#[test]
fn converts_to_and_from_json_po_and_xliff12() {
    let src = doc(&key(
        "files",
        "%#@files@",
        &[(
            "files",
            rule(&[
                ("zero", "No files"),
                ("one", "%d file"),
                ("other", "%d \"files\" &amp; more"),
            ]),
        )],
    ))
    .replace(
        "</dict>\n</plist>",
        "\t<key>title</key>\n\t<string>Title</string>\n</dict>\n</plist>",
    );
    let r = Registry::builtin();
    let sd = r.get("stringsdict").expect("stringsdict");
    let opts = Options {
        flatten_plurals: true,
        ..Options::default()
    };
    let want = |p: &Parsed| -> Vec<(String, Text<'static>)> {
        p.entries
            .iter()
            .map(|e| (e.identifier.to_string(), e.text.clone()))
            .collect()
    };
    let original = want(&parse(src.as_bytes()));
    for to in ["json", "po", "xliff12"] {
        let f = r.get(to).expect("format");
        let there = convert(&**sd, src.as_bytes(), &**f, &opts).expect("to");
        let back = convert(&**f, &there.bytes, &**sd, &opts).expect("back");
        let p = parse(&back.bytes);
        // Identifiers, texts and the zero apart survive every round trip; the variable's name
        // and the format string do not (a created plist uses `%#@value@`).
        assert_eq!(
            want(&p),
            original,
            "{to}:\n{}",
            String::from_utf8_lossy(&back.bytes)
        );
        let files = p
            .entries
            .iter()
            .find(|e| e.identifier == "files")
            .expect("files");
        assert_eq!(
            files.context.as_deref(),
            Some("NSStringLocalizedFormatKey: %#@value@\nvariable: value (%d)"),
            "{to}"
        );
        if let Some(v) = plist(&back.bytes) {
            assert_eq!(v["files"]["value"]["zero"], "No files", "{to}");
            assert_eq!(v["files"]["value"]["other"], "%d \"files\" & more", "{to}");
            assert_eq!(v["title"], "Title", "{to}");
        }
    }
    // A json ICU plural comes in as a plural with the target's categories.
    let json = br#"{"n": "{count, plural, one {# day} other {# days}}"}"#;
    let out =
        convert(&**r.get("json").expect("json"), json, &**sd, &opts).expect("json → stringsdict");
    assert_eq!(
        want(&parse(&out.bytes)),
        vec![(
            "n".to_string(),
            plural(&[(One, "# day"), (Other, "# days")])
        )]
    );
}

#[test]
fn detection_and_corpus_samples() {
    let r = Registry::builtin();
    assert_eq!(
        r.detect("ru.lproj/Localizable.stringsdict", b"")
            .map(|f| f.info().key),
        Some("stringsdict")
    );
    let path = support::corpus_root()
        .join("apple/duckduckgo-ios/DuckDuckGo/ru.lproj/Localizable.stringsdict");
    let src = std::fs::read(path).expect("corpus file");
    let p = parse(&src);
    let e = p
        .entries
        .iter()
        .find(|e| e.identifier == "bookmark.deleteFolderAlert.message")
        .expect("entry");
    let Text::Plural(m) = &e.text else {
        panic!("plural")
    };
    assert_eq!(
        m.keys().copied().collect::<Vec<_>>(),
        vec![One, Few, Many, Other]
    );
}

/// A root key defined again is one string: with the same text both places get the translation;
/// with another text the later one is kept as it is and named in a warning.
#[test]
fn a_key_defined_again_is_one_string_or_is_named() {
    let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    let same = format!("{head}<plist>\n<dict>\n  <key>a</key>\n  <string>x</string>\n  <key>a</key>\n  <string>x</string>\n</dict>\n</plist>\n");
    let p = parse(same.as_bytes());
    assert_eq!(p.entries.len(), 1);
    assert!(p.warnings.is_empty());
    let de = Language::new("de", vec![One, Other]);
    let out = build(same.as_bytes(), &p, &de, &[("a", Text::plain("X"))]);
    let out = String::from_utf8(out).expect("utf-8");
    assert_eq!(out.matches("<string>X</string>").count(), 2, "{out}");
    let other = format!("{head}<plist>\n<dict>\n  <key>a</key>\n  <string>x</string>\n  <key>a</key>\n  <string>y</string>\n</dict>\n</plist>\n");
    let p = parse(other.as_bytes());
    assert_eq!(p.entries.len(), 1);
    let w = &p.warnings[0];
    assert_eq!(w.line, 6);
    assert!(
        w.message
            .contains("the key `a` is defined again here with another text (first at line 4)"),
        "{}",
        w.message
    );
    let out = build(other.as_bytes(), &p, &de, &[("a", Text::plain("X"))]);
    let out = String::from_utf8(out).expect("utf-8");
    assert!(
        out.contains("<string>X</string>") && out.contains("<string>y</string>"),
        "{out}"
    );
}
