//! What is specific to Apple `.strings` (key `strings`): a sample with every syntax the parser
//! reads (comments as context, unquoted keys, single quotes, the `key;` shortcut, escapes), every
//! bad input of the issue with its exact positioned message, UTF-16 LE/BE (with and without BOM)
//! and UTF-8 BOM kept by builds, CRLF, detection, and `convert` to and from `json`, `po` and
//! `xliff12` with what each loses.

mod support;

use std::collections::HashMap;

use locforge_formats::convert::{convert, Options};
use locforge_formats::{
    ErrorKind, Format, FormatError, Language, ParseContext, Parsed, PluralCategory, Registry, Text,
    Translation, TranslationStatus,
};

fn registry() -> Registry {
    Registry::builtin()
}

fn with<T>(key: &str, f: impl FnOnce(&dyn Format) -> T) -> T {
    let r = registry();
    f(&**r.get(key).expect("registered"))
}

fn parse(src: &[u8]) -> Parsed {
    with("strings", |f| {
        f.parse_all(src, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{e}"))
    })
}

fn error(src: &[u8]) -> FormatError {
    with("strings", |f| {
        f.parse_all(src, &ParseContext::default())
            .expect_err("must be rejected")
    })
}

fn de() -> Language {
    Language::new("de", vec![PluralCategory::One, PluralCategory::Other])
}

/// Builds `src` with `id → text` translations (others keep their text).
fn build(src: &[u8], tr: &[(&str, &str)]) -> Vec<u8> {
    let parsed = parse(src);
    let map: HashMap<String, Translation<'static>> = tr
        .iter()
        .map(|(id, t)| {
            (
                id.to_string(),
                Translation {
                    text: Text::plain(t.to_string()),
                    status: TranslationStatus::default(),
                },
            )
        })
        .collect();
    with("strings", |f| support::build(f, src, &parsed, &de(), &map))
}

fn texts(p: &Parsed) -> Vec<(String, String, Option<String>)> {
    p.entries
        .iter()
        .map(|e| {
            (
                e.identifier.to_string(),
                e.text.main().to_string(),
                e.context.as_deref().map(str::to_string),
            )
        })
        .collect()
}

const SAMPLE: &str = "//\n//  Localizable.strings\n//\n\n/* Title of the\n   main window */\n\"title\" = \"Hello \\\"world\\\"\";\n\n// first line\n// second line\nunquoted_key = value.with-dots;\n'single' = 'it\\'s';\n\"shortcut\";\n\"esc\"\t=\t\"a\\tb\\nc\\\\d\\U00e9\\UD83D\\UDE00\\u203A\\101\\/\"; // trailing note\n\"multi\" = \"line one\\\nline two\";\n\"what./*not a comment*/\" = \"// nor this\";\n\"\" = \"empty key\";\n";

#[test]
fn sample_entries_contexts_and_escapes() {
    let p = parse(SAMPLE.as_bytes());
    let s = |x: &str| x.to_string();
    assert_eq!(
        texts(&p),
        vec![
            (
                s("title"),
                s("Hello \"world\""),
                Some(s("Title of the\nmain window"))
            ),
            (
                s("unquoted_key"),
                s("value.with-dots"),
                Some(s("first line\nsecond line"))
            ),
            (s("single"), s("it's"), None),
            (s("shortcut"), s("shortcut"), None),
            (s("esc"), s("a\tb\nc\\dé😀›A/"), None),
            (s("multi"), s("line one\nline two"), None),
            (s("what./*not a comment*/"), s("// nor this"), None),
            (s(""), s("empty key"), None),
        ]
    );
    // Identity is byte for byte.
    assert_eq!(build(SAMPLE.as_bytes(), &[]), SAMPLE.as_bytes());
}

#[test]
fn changed_values_keep_their_quoting_and_the_layout() {
    let out = build(
        SAMPLE.as_bytes(),
        &[
            ("title", "Hallo \"Welt\"\n"),
            ("unquoted_key", "Wert; mit = Zeichen"),
            ("single", "l'été \"x\""),
            ("shortcut", "Kurz"),
            ("esc", "\u{1}\r"),
        ],
    );
    let out = String::from_utf8(out).expect("utf-8");
    assert!(out.contains("main window */\n\"title\" = \"Hallo \\\"Welt\\\"\\n\";\n\n// first line\n// second line\nunquoted_key = \"Wert; mit = Zeichen\";\n'single' = 'l\\'été \\\"x\\\"';\n\"shortcut\" = \"Kurz\";\n\"esc\"\t=\t\"\\U0001\\r\"; // trailing note\n"), "{out}");
    let again = parse(out.as_bytes());
    assert_eq!(again.entries[1].text.main(), "Wert; mit = Zeichen");
    assert_eq!(again.entries[2].text.main(), "l'été \"x\"");
    assert_eq!(again.entries[3].text.main(), "Kurz");
    assert_eq!(again.entries[4].text.main(), "\u{1}\r");
}

#[test]
fn bad_input_is_an_error_with_line_column_and_what_was_expected() {
    let mut lone = vec![0xFF, 0xFE];
    for u in "\"a\" =\n \"".encode_utf16() {
        lone.extend_from_slice(&u.to_le_bytes());
    }
    lone.extend_from_slice(&0xDC00u16.to_le_bytes());
    let cases: Vec<(&[u8], ErrorKind, &str)> = vec![
        (
            b"\"a\" = \"b\";\n\"c\" = \"d;\n",
            ErrorKind::Syntax,
            "line 2, column 7: unterminated string: the string opened here is never closed; expected a closing `\"`",
        ),
        (
            b"\"a\" = \"b\";\n  /* note\n\"c\" = \"d\";\n",
            ErrorKind::Syntax,
            "line 2, column 3: unterminated comment: this `/*` is never closed; expected `*/`",
        ),
        (
            b"\"a\" = \"x\\q\";",
            ErrorKind::Syntax,
            "line 1, column 9: bad escape `\\q`; expected one of \\\" \\' \\\\ \\n \\t \\r \\Uxxxx",
        ),
        (
            b"\"a\" = \"\\U12\";",
            ErrorKind::Syntax,
            "line 1, column 8: bad escape `\\U`: expected four hexadecimal digits after it (\\U00E9)",
        ),
        (
            b"\"a\" = \"\\UD83D!\";",
            ErrorKind::Encoding,
            "line 1, column 8: invalid UTF-16: `\\UD83D` is a high surrogate not followed by a low one; expected a pair such as \\UD83D\\UDE00",
        ),
        (
            &lone,
            ErrorKind::Encoding,
            "line 2, column 3: invalid UTF-16: unpaired surrogate U+DC00; expected a high surrogate (U+D800–U+DBFF) followed by a low one (U+DC00–U+DFFF)",
        ),
        (
            b"\"a\" = \"1\"\n\"b\" = \"2\";\n",
            ErrorKind::Syntax,
            "line 2, column 1: expected `;` after the value of `a`; found `\"`",
        ),
        (
            b"\"a\" \"b\";",
            ErrorKind::Syntax,
            "line 1, column 5: expected `=` or `;` after the key `a`; found `\"`",
        ),
        (
            b"\"a\" = \"b\";\n#x = \"y\";",
            ErrorKind::Syntax,
            "line 2, column 1: expected a key (a quoted string such as \"key\"), a comment or the end of the file; found `#`",
        ),
        (
            b"\"a\" = { \"b\" = \"c\"; };",
            ErrorKind::Syntax,
            "line 1, column 7: expected a value (a quoted string) after `=`; found `{`",
        ),
        (
            b"\"a\" = ",
            ErrorKind::Syntax,
            "line 1, column 7: expected a value (a quoted string) after `=`; found the end of the file",
        ),
        (
            b"\"a\" = \"\xC3\x28\";",
            ErrorKind::Encoding,
            "line 1, column 8: invalid UTF-8; expected UTF-8 text, or UTF-16 with a byte-order mark",
        ),
        (
            b"\xFF\xFE\"\x00a",
            ErrorKind::Encoding,
            "line 1, column 2: the UTF-16 file ends in the middle of a character (an odd number of bytes); expected whole 2-byte units",
        ),
    ];
    for (src, kind, message) in cases {
        let e = error(src);
        assert_eq!(
            (e.kind, e.to_string().as_str()),
            (kind, message),
            "{}",
            String::from_utf8_lossy(src)
        );
    }
}

fn utf16(s: &str, le: bool, bom: bool) -> Vec<u8> {
    let mut v = Vec::new();
    if bom {
        v.extend_from_slice(if le { &[0xFF, 0xFE] } else { &[0xFE, 0xFF] });
    }
    for u in s.encode_utf16() {
        v.extend_from_slice(&if le { u.to_le_bytes() } else { u.to_be_bytes() });
    }
    v
}

/// A key defined twice (genstrings output merged by hand; Xcode warns and keeps the last) is
/// one string: the same text again is another place of it, which a build translates too (in
/// UTF-16 as in UTF-8, and in the streaming build `support::build` compares); another text is
/// kept as it is and named in a warning with its position.
#[test]
fn a_key_defined_twice_is_one_string() {
    let text = "\"a\" = \"One\";\n\"b\" = \"Two\";\n\"a\" = \"One\";\n\"b\" = \"Other\";\n";
    let want = "\"a\" = \"Eins\";\n\"b\" = \"Zwei\";\n\"a\" = \"Eins\";\n\"b\" = \"Other\";\n";
    for (src, out) in [
        (text.as_bytes().to_vec(), want.as_bytes().to_vec()),
        (utf16(text, true, true), utf16(want, true, true)),
    ] {
        let parsed = parse(&src);
        let ids: Vec<&str> = parsed.entries.iter().map(|e| &*e.identifier).collect();
        assert_eq!(ids, ["a", "b"]);
        assert_eq!(parsed.warnings.len(), 1, "{:?}", parsed.warnings);
        let w = &parsed.warnings[0];
        assert_eq!((w.line, w.column), (4, 1));
        assert!(
            w.message.contains("key `b`") && w.message.contains("line 2"),
            "{}",
            w.message
        );
        assert_eq!(build(&src, &[("a", "Eins"), ("b", "Zwei")]), out);
    }
}

#[test]
fn encodings_and_line_ends_are_kept() {
    let text = "/* Größe */\r\n\"size\" = \"Größe 😀\";\r\n\"b\" = \"x\";\r\n";
    let want = "/* Größe */\r\n\"size\" = \"Taille \\\"😀\\\"\\n\";\r\n\"b\" = \"x\";\r\n";
    let mut inputs: Vec<(String, Vec<u8>, Vec<u8>)> = Vec::new();
    for (le, bom) in [(true, true), (false, true), (true, false), (false, false)] {
        inputs.push((
            format!("UTF-16 le={le} bom={bom}"),
            utf16(text, le, bom),
            utf16(want, le, bom),
        ));
    }
    inputs.push((
        "UTF-8 BOM".into(),
        [b"\xEF\xBB\xBF", text.as_bytes()].concat(),
        [b"\xEF\xBB\xBF", want.as_bytes()].concat(),
    ));
    inputs.push(("UTF-8".into(), text.into(), want.into()));
    for (name, src, expected) in inputs {
        let p = parse(&src);
        assert_eq!(p.entries[0].text.main(), "Größe 😀", "{name}");
        assert_eq!(p.entries[0].context.as_deref(), Some("Größe"), "{name}");
        assert_eq!(build(&src, &[]), src, "{name}: identity");
        let out = build(&src, &[("size", "Taille \"😀\"\n")]);
        assert_eq!(out, expected, "{name}");
        assert_eq!(parse(&out).entries[0].text.main(), "Taille \"😀\"\n");
    }
}

#[test]
fn corpus_utf16_files_build_in_their_own_endianness() {
    let root = support::corpus_root().join("apple/sparkle-2011-utf16");
    for (file, le) in [
        ("en.lproj/Sparkle.strings", true),
        ("ja.lproj/Sparkle.strings", false),
    ] {
        let src = std::fs::read(root.join(file)).expect("corpus file");
        assert_eq!(src.starts_with(b"\xFF\xFE"), le, "{file}");
        let p = parse(&src);
        let first = p.entries[0].identifier.clone();
        let old = p.entries[0].text.main().to_string();
        let out = build(&src, &[(&first, "ÜBERSETZT \"x\"")]);
        assert_eq!(&out[..2], &src[..2], "{file}: BOM");
        let enc = if le {
            encoding_rs::UTF_16LE
        } else {
            encoding_rs::UTF_16BE
        };
        let before = enc.decode_without_bom_handling(&src[2..]).0.into_owned();
        let after = enc.decode_without_bom_handling(&out[2..]).0.into_owned();
        let escaped_old = old.replace('"', "\\\"");
        assert_eq!(
            after,
            before.replacen(
                &format!("= \"{escaped_old}\""),
                "= \"ÜBERSETZT \\\"x\\\"\"",
                1
            ),
            "{file}"
        );
    }
}

#[test]
fn detection_by_file_name() {
    let r = registry();
    let key = |name: &str, content: &[u8]| r.detect(name, content).map(|f| f.info().key);
    assert_eq!(
        key("en.lproj/Localizable.strings", SAMPLE.as_bytes()),
        Some("strings")
    );
    assert_eq!(
        key("Sparkle.strings", &utf16("\"a\" = \"b\";", true, true)),
        Some("strings")
    );
    assert_eq!(
        key("Localizable.stringsdict", b"<plist/>"),
        Some("stringsdict")
    );
    assert_eq!(key("strings.xml", b"<resources/>"), Some("android"));
    assert_eq!(key("Localizable.strings.orig", SAMPLE.as_bytes()), None);
    assert_eq!(key("strings.json", b"{\"a\": \"b\"}"), Some("json"));
}

fn converted(from: &str, src: &[u8], to: &str, opts: &Options) -> Vec<u8> {
    let r = registry();
    let (a, b) = (r.get(from).expect("from"), r.get(to).expect("to"));
    convert(&**a, src, &**b, opts)
        .unwrap_or_else(|e| panic!("{from} → {to}: {e}"))
        .bytes
}

fn parsed_as(key: &str, src: &[u8]) -> Parsed {
    with(key, |f| {
        f.parse_all(src, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{key}: {e}\n{}", String::from_utf8_lossy(src)))
    })
}

const CONVERT_SRC: &str = "/* Greeting on the start screen */\n\"start.greeting\" = \"Hello, \\\"%@\\\"!\\n\\tWelcome & <enjoy> 😀\";\n\n\"menu.open\" = \"Open\";\n";

#[test]
fn converts_to_and_from_json_po_and_xliff12() {
    let opts = Options::default();
    let ids = ["start.greeting", "menu.open"];
    let texts = ["Hello, \"%@\"!\n\tWelcome & <enjoy> 😀", "Open"];
    for to in ["json", "po", "xliff12"] {
        let there = converted("strings", CONVERT_SRC.as_bytes(), to, &opts);
        let mid = parsed_as(to, &there);
        let back = converted(to, &there, "strings", &opts);
        let p = parse(&back);
        let got: Vec<(&str, &str)> = p
            .entries
            .iter()
            .map(|e| (e.identifier.as_ref(), e.text.main()))
            .collect();
        assert_eq!(got, ids.into_iter().zip(texts).collect::<Vec<_>>(), "{to}");
        // Contexts: json has no place for them; po (`#.`) and xliff12 (`<note>`) keep them.
        let context = p.entries[0].context.as_deref();
        match to {
            "json" => {
                assert_eq!(context, None, "json drops contexts");
                assert!(mid.entries.iter().all(|e| e.context.is_none()));
            }
            _ => assert_eq!(context, Some("Greeting on the start screen"), "{to}"),
        }
        // Created files are identity-stable.
        assert_eq!(build(&back, &[]), back, "{to}: identity");
    }
}

#[test]
fn plurals_from_other_formats_are_refused_or_flattened() {
    let json = br#"{"files": "{count, plural, one {# file} other {# files}}", "x": "y"}"#;
    let r = registry();
    let (strings, json_f, po_f) = (
        r.get("strings").expect("strings"),
        r.get("json").expect("json"),
        r.get("po").expect("po"),
    );
    let e = convert(&**json_f, json, &**strings, &Options::default()).expect_err("refused");
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert_eq!(
        e.message,
        "string `files` is a plural, which strings cannot hold; convert with --flatten-plurals to write each plural as one ICU plural message"
    );
    let opts = Options {
        flatten_plurals: true,
        ..Options::default()
    };
    let out = converted("json", json, "strings", &opts);
    assert_eq!(
        texts(&parse(&out))[0].1,
        "{count, plural, one {# file} other {# files}}"
    );
    let po = b"msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n";
    let e = convert(&**po_f, po, &**strings, &Options::default()).expect_err("refused");
    assert_eq!(e.kind, ErrorKind::Unsupported);
    let out = converted("po", po, "strings", &opts);
    assert_eq!(
        texts(&parse(&out))[0].1,
        "{count, plural, one {%d file} other {%d files}}"
    );
}
