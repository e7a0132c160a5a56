//! `toml`: parse (tables, dotted keys, arrays of tables, the four string quotings and their
//! escapes, comments as context, non-string values not offered), builds with translations in
//! every quoting, identity, Hugo / go-i18n plural tables rebuilt for other languages, errors
//! with positions, create, and every corpus file — each build read by Python's `tomllib` (the
//! reference reader, standard library since Python 3.11), which must find the translations
//! where the format's runtime looks.

mod support;
#[path = "support/tomllib.rs"]
mod tomllib_check;

use std::collections::HashMap;

use locforge_formats::{
    Entry, Format, ParseContext, Parsed, PluralCategory, Text, Toml, Translation, TranslationStatus,
};
use support::*;
use tomllib_check::assert_tomllib_agrees;

use PluralCategory::*;

fn parse(src: &str) -> Parsed {
    Toml.parse_all(src.as_bytes(), &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn tr(pairs: &[(&str, Text<'static>)]) -> HashMap<String, Translation<'static>> {
    pairs
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

const DOC: &str = "\u{feff}# Site strings\r\ntitle = \"Hello \\\"World\\\" \\u00e9\"  # trailing\r\ncount = 3\r\nlist = [\"not\", \"offered\"]\r\n\r\n# The menu\r\n[menu]\r\n# Opens a file\r\nfile.open = 'C:\\path'\r\n\"quoted.key\" = \"\"\"\r\nfirst\r\nsecond \\\r\n   joined\"\"\"\r\nraw = '''\r\nline 'one'\r\nline two'''\r\ninline = { a = \"x\" }\r\n\r\n[[items]]\r\nname = \"A\"\r\n\r\n[[items]]\r\nname = \"B\"\r\n";

#[test]
fn reads_tables_keys_and_every_quoting() {
    let p = parse(DOC);
    assert_eq!(
        ids(&p),
        [
            "title",
            "menu.file.open",
            "menu.quoted.key",
            "menu.raw",
            "items[0].name",
            "items[1].name"
        ]
    );
    let text = |i: usize| p.entries[i].text.main().to_string();
    assert_eq!(text(0), "Hello \"World\" é");
    assert_eq!(text(1), "C:\\path");
    // Line breaks inside multi-line strings read as line feeds, as tomllib reads them.
    assert_eq!(text(2), "first\nsecond joined");
    assert_eq!(text(3), "line 'one'\nline two");
    assert_eq!(p.entries[1].context.as_deref(), Some("Opens a file"));
    assert_eq!(p.entries[0].context.as_deref(), Some("Site strings"));
    let out = build(
        &Toml,
        DOC.as_bytes(),
        &p,
        &lang("de", &[One, Other]),
        &baseline_translations(&p.entries),
    );
    assert_same_bytes("identity", DOC.as_bytes(), &out);
    assert_tomllib_agrees("doc", DOC.as_bytes());
}

#[test]
fn hostile_texts_in_every_quoting_read_back_and_tomllib_agrees() {
    let p = parse(DOC);
    for hostile in [
        "it's \"q\" \\ back\\slash",
        "line\nbreak\tand ''' and \"\"\" é😀\u{202e}א",
        "\u{1} control and \r alone",
        "escaped cr lf \r\n inside",
        "'''",
        "ends with quote'",
        "ends with quotes\"\"",
        "\nleading newline",
    ] {
        let t = translate_all(&p.entries, &lang("de", &[One, Other]), |_, _| {
            hostile.to_string()
        });
        let out = build(&Toml, DOC.as_bytes(), &p, &lang("de", &[One, Other]), &t);
        let back = Toml
            .parse_all(&out, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{hostile:?}: {e}\n{}", String::from_utf8_lossy(&out)));
        for e in &back.entries {
            assert_eq!(
                e.text.main(),
                hostile,
                "{hostile:?}: {}\n{}",
                e.identifier,
                String::from_utf8_lossy(&out)
            );
        }
        assert_tomllib_agrees(hostile, &out);
        // Comments, the non-string values and the layout stay.
        let s = String::from_utf8_lossy(&out);
        for kept in [
            "# Site strings\r\n",
            "  # trailing\r\ncount = 3\r\nlist = [\"not\", \"offered\"]",
            "inline = { a = \"x\" }",
            "[[items]]\r\nname = ",
        ] {
            assert!(s.contains(kept), "{kept:?} lost:\n{s}");
        }
    }
}

const GO: &str = "[HelloPerson]\nhash = \"sha1-5b49\"\nother = \"Hola {{.Name}}\"\n\n[MyUnreadEmails]\ndescription = \"The number of unread emails I have\"\nhash = \"sha1-6a65\"\none = \"Tengo {{.PluralCount}} correo\"\n# a note between\nother = \"Tengo {{.PluralCount}} correos\"\n";

#[test]
fn plural_tables_are_rebuilt_for_the_target() {
    let p = parse(GO);
    assert_eq!(ids(&p), ["HelloPerson", "MyUnreadEmails"]);
    assert_eq!(p.entries[0].text, Text::plain("Hola {{.Name}}"));
    assert_eq!(
        p.entries[1].context.as_deref(),
        Some("The number of unread emails I have")
    );
    let plural = |pairs: &[(PluralCategory, &str)]| {
        Text::Plural(
            pairs
                .iter()
                .map(|(c, s)| (*c, s.to_string().into()))
                .collect(),
        )
    };
    let ru = lang("ru", &[One, Few, Many, Other]);
    let out = build(
        &Toml,
        GO.as_bytes(),
        &p,
        &ru,
        &tr(&[(
            "MyUnreadEmails",
            plural(&[
                (One, "1 письмо"),
                (Few, "2 письма"),
                (Many, "5 писем"),
                (Other, "1.5 письма"),
            ]),
        )]),
    );
    let s = String::from_utf8(out.clone()).expect("utf-8");
    assert!(
        s.ends_with("hash = \"sha1-6a65\"\none = \"1 письмо\"\nfew = \"2 письма\"\nmany = \"5 писем\"\nother = \"1.5 письма\"\n# a note between\n"),
        "{s}"
    );
    assert_tomllib_agrees("ru", &out);
    let ja = build(
        &Toml,
        GO.as_bytes(),
        &p,
        &lang("ja", &[Other]),
        &tr(&[("MyUnreadEmails", plural(&[(Other, "メール")]))]),
    );
    let s = String::from_utf8(ja).expect("utf-8");
    assert!(
        s.contains("hash = \"sha1-6a65\"\nother = \"メール\"\n# a note between\n"),
        "{s}"
    );
    let identity = build(
        &Toml,
        GO.as_bytes(),
        &p,
        &lang("es", &[One, Other]),
        &baseline_translations(&p.entries),
    );
    assert_same_bytes("identity", GO.as_bytes(), &identity);
}

#[test]
fn bad_input_names_the_place() {
    for (src, at, what) in [
        (
            "a = \"open\nb = 1\n",
            (1, 10),
            "line break in a single-line string",
        ),
        ("[t]\nkey \"x\"\n", (2, 5), "expected `=`"),
        ("a = \"\\q\"\n", (1, 6), "unknown escape"),
        ("[t\nx = 1\n", (1, 3), "expected `]`"),
        ("a = [1, 2\n", (1, 5), "expected `]`"),
        ("a = \"\"\"never closed\n", (1, 5), "expected `\"\"\"`"),
        ("a = \"x\" junk\n", (1, 9), "expected the end of the line"),
    ] {
        let e = Toml
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect_err(src);
        assert_eq!((e.line, e.column), at, "{src:?}: {e}");
        assert!(e.message.contains(what), "{src:?}: {e}");
    }
}

#[test]
fn create_reads_back_and_tomllib_agrees() {
    let mut with_context = Entry::plain("app.title", "Title \"q\"\nline");
    with_context.context = Some("shown on top".into());
    let plural = Entry::plural(
        "cats",
        [(One, "# cat".into()), (Other, "# cats".into())]
            .into_iter()
            .collect(),
    );
    let entries = vec![
        Entry::plain("a.b", "x"),
        with_context,
        plural,
        Entry::plain("plain", "P"),
    ];
    let mut out = Vec::new();
    Toml.create(&entries, &lang("en", &[One, Other]), None, &mut out)
        .expect("creates");
    let p = Toml
        .parse_all(&out, &ParseContext::default())
        .expect("reads back");
    let mut got: Vec<_> = p
        .entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.clone(), e.context.clone()))
        .collect();
    got.sort_by(|a, b| a.0.cmp(&b.0));
    let mut want: Vec<_> = entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.clone(), e.context.clone()))
        .collect();
    want.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(got, want, "{}", String::from_utf8_lossy(&out));
    assert_tomllib_agrees("create", &out);
}

/// Every corpus file: identity, and builds for de, ru and ja read back and read alike by
/// tomllib.
#[test]
fn corpus_files_round_trip_and_tomllib_agrees() {
    let (files, _) = corpus_files("toml", &["toml"]);
    assert!(files.len() >= 9, "{} files", files.len());
    let mut strings = 0;
    let mut plurals = 0;
    for path in &files {
        let name = path.display().to_string();
        let src = std::fs::read(path).expect("readable");
        let parsed = Toml
            .parse_all(&src, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        strings += parsed.entries.len();
        plurals += parsed.entries.iter().filter(|e| e.text.is_plural()).count();
        assert_tomllib_agrees(&name, &src);
        let own = file_plural_language("xx", &parsed).unwrap_or_else(|e| panic!("{name}: {e}"));
        let out = build(
            &Toml,
            &src,
            &parsed,
            &own,
            &baseline_translations(&parsed.entries),
        );
        assert_same_bytes(&format!("{name}: identity"), &src, &out);
        for target in [
            lang("de", &[One, Other]),
            lang("ru", &[One, Few, Many, Other]),
        ] {
            let t = translate_all(&parsed.entries, &target, |i, s| {
                format!("«{i}» {s} \"ü\\\n'''")
            });
            let out = build(&Toml, &src, &parsed, &target, &t);
            let back = Toml
                .parse_all(&out, &ParseContext::default())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            for e in &back.entries {
                assert_eq!(
                    e.text,
                    t[e.identifier.as_ref()].text,
                    "{name}: {}",
                    e.identifier
                );
            }
            assert_tomllib_agrees(&name, &out);
        }
    }
    assert!(strings >= 100, "{strings} strings");
    assert!(plurals >= 2, "{plurals} plurals");
}

#[test]
fn detection_takes_locale_names_only() {
    let r = locforge_formats::Registry::builtin();
    let key = |name: &str| {
        r.detect(name, b"[home]\nother = \"Home\"\n")
            .map(|f| f.info().key)
    };
    for name in [
        "i18n/en.toml",
        "pt-BR.toml",
        "zh_Hant.toml",
        "active.en.toml",
        "translate.de.toml",
    ] {
        assert_eq!(key(name), Some("toml"), "{name}");
    }
    for name in [
        "Cargo.toml",
        "hugo.toml",
        "locforge.toml",
        "config.toml",
        "en.txt",
    ] {
        assert_eq!(key(name), None, "{name}");
    }
}

/// `convert` into TOML from every registered format's own `create` output and back out to it.
#[test]
fn convert_to_and_from_every_format() {
    use locforge_formats::convert::{convert, Options};
    let r = locforge_formats::Registry::builtin();
    let to = r.get("toml").expect("registered");
    let mut ctx = Entry::plain("title", "Title \"q\" & <b>");
    ctx.context = Some("on top".into());
    let entries = vec![ctx, Entry::plain("menu_open", "Open")];
    let opts = Options {
        flatten_plurals: true,
        ..Options::default()
    };
    let mut pairs = 0;
    for other in r.iter() {
        let key = other.info().key;
        let mut src = Vec::new();
        if other
            .create(&entries, &lang("en", &[One, Other]), None, &mut src)
            .is_err()
        {
            continue;
        }
        let there =
            convert(&**other, &src, &**to, &opts).unwrap_or_else(|e| panic!("{key} → toml: {e}"));
        let p = Toml
            .parse_all(&there.bytes, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{key} → toml: {e}"));
        assert_eq!(p.entries.len(), 2, "{key} → toml");
        assert!(
            p.entries
                .iter()
                .any(|e| e.text.main() == "Title \"q\" & <b>"),
            "{key}"
        );
        assert_tomllib_agrees(key, &there.bytes);
        let back = convert(&**to, &there.bytes, &**other, &opts)
            .unwrap_or_else(|e| panic!("toml → {key}: {e}"));
        assert_eq!(back.strings, 2, "toml → {key}");
        pairs += 1;
    }
    assert!(pairs >= 20, "only {pairs} formats converted");
}

/// A key defined again (which TOML forbids and `tomllib` refuses) is one string, as in every
/// format: with the same text both places are translated; with another text the later place is
/// kept as it is and named in a warning.
#[test]
fn a_key_defined_again_is_one_string_or_is_named() {
    let src = "a = \"x\"\n[t]\nb = \"y\"\n[u]\nc = 1\n[t]\nb = \"y\"\nb2 = \"z\"\n";
    let p = parse(src);
    assert_eq!(ids(&p), ["a", "t.b", "t.b2"]);
    assert!(p.warnings.is_empty());
    let out = build(
        &Toml,
        src.as_bytes(),
        &p,
        &lang("de", &[One, Other]),
        &tr(&[("t.b", Text::plain("Y"))]),
    );
    assert_eq!(
        String::from_utf8(out).expect("utf-8"),
        "a = \"x\"\n[t]\nb = \"Y\"\n[u]\nc = 1\n[t]\nb = \"Y\"\nb2 = \"z\"\n"
    );
    let src = "a = \"x\"\na = \"y\"\n";
    let p = parse(src);
    assert_eq!(ids(&p), ["a"]);
    let w = &p.warnings[0];
    assert_eq!((w.line, w.column), (2, 1));
    assert!(
        w.message
            .contains("the key `a` is defined again here with another text (first at line 1)"),
        "{}",
        w.message
    );
    let out = build(
        &Toml,
        src.as_bytes(),
        &p,
        &lang("de", &[One, Other]),
        &tr(&[("a", Text::plain("X"))]),
    );
    assert_eq!(
        String::from_utf8(out).expect("utf-8"),
        "a = \"X\"\na = \"y\"\n"
    );
}
