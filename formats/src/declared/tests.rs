//! The declared line format on small documents: parse, layout-preserving builds, escapes,
//! continuation lines, and each refusal with its position.

use super::*;
use crate::language::Language;
use crate::model::{PluralCategory, Status, Text};
use crate::testing::{build, parse, translations};

fn keypipe() -> DeclaredLines {
    DeclaredLines::new(&LineRules {
        key: "keypipe".into(),
        name: "KEY | text".into(),
        file_names: vec!["*.kp".into()],
        pattern: r"^(?P<key>[A-Z][A-Z0-9_]*)\s*\|\s?(?P<text>.*?)(?:\s+#\s*(?P<context>.*))?$"
            .into(),
        comment: Some(r"^\s*;".into()),
        continuation: Some(r"(?:^|[^\\])(?:\\\\)*(?P<marker>\\)$".into()),
        escapes: vec![
            ("\\\\".into(), "\\".into()),
            ("\\n".into(), "\n".into()),
            ("\\#".into(), "#".into()),
        ],
        ..LineRules::default()
    })
    .expect("the rules compile")
}

const DOC: &str = "; menu strings\r\nMENU_OPEN  | Open # File menu\r\n\r\nMENU_QUIT | Quit \\# now\\nplease\r\nLONG | first part \\\n    second part\r\nEMPTY |\r\n";

fn de() -> Language {
    Language::new("de", vec![PluralCategory::One, PluralCategory::Other])
}

#[test]
fn parses_keys_texts_contexts_escapes_and_continuations() {
    let p = parse(&keypipe(), DOC.as_bytes());
    let got: Vec<(&str, &str, Option<&str>)> = p
        .entries
        .iter()
        .map(|e| (&*e.identifier, e.text.main(), e.context.as_deref()))
        .collect();
    assert_eq!(
        got,
        [
            ("MENU_OPEN", "Open", Some("File menu")),
            ("MENU_QUIT", "Quit # now\nplease", None),
            ("LONG", "first part second part", None),
            ("EMPTY", "", None),
        ]
    );
}

#[test]
fn identity_and_changed_texts_keep_every_other_byte() {
    let f = keypipe();
    let none = translations([]);
    assert_eq!(build(&f, DOC.as_bytes(), &de(), &none), DOC.as_bytes());
    let tr = translations([
        ("MENU_OPEN", Text::plain("Öffnen"), Status::Translated),
        (
            "MENU_QUIT",
            Text::plain("Ende\\jetzt\n#1"),
            Status::Translated,
        ),
        ("LONG", Text::plain("kurz"), Status::Translated),
        ("EMPTY", Text::plain("leer"), Status::Translated),
    ]);
    let out = build(&f, DOC.as_bytes(), &de(), &tr);
    assert_eq!(
        String::from_utf8(out.clone()).expect("utf-8"),
        "; menu strings\r\nMENU_OPEN  | Öffnen # File menu\r\n\r\nMENU_QUIT | Ende\\\\jetzt\\n\\#1\r\nLONG | kurz\r\nEMPTY |leer\r\n"
    );
    let again = parse(&f, &out);
    assert_eq!(again.entries[1].text.main(), "Ende\\jetzt\n#1");
}

#[test]
fn a_text_the_rules_cannot_write_is_refused_not_written_wrong() {
    let pipe = DeclaredLines::new(&LineRules {
        key: "bare".into(),
        name: "bare".into(),
        file_names: vec!["*.b".into()],
        pattern: r"^(?P<key>\w+)=(?P<text>[^;]*)(;.*)?$".into(),
        ..LineRules::default()
    })
    .expect("compiles");
    let doc = b"a=x;note\n";
    let parsed = parse(&pipe, doc);
    for (text, why) in [("two\nlines", "line break"), ("semi;colon", "does not fit")] {
        let tr = translations([("a", Text::plain(text), Status::Translated)]);
        let mut out = Vec::new();
        let e = <dyn Format>::build(&pipe, doc, &parsed, &de(), None, &tr, &mut out)
            .expect_err("refused");
        assert!(e.message.contains(why), "{e}");
        assert_eq!((e.line, e.column), (1, 3));
    }
}

#[test]
fn lines_that_match_no_rule_and_repeated_keys_are_refused_with_their_position() {
    let f = keypipe();
    let e = f
        .parse_all(
            b"; ok\nA | x\nnot a string line\n",
            &ParseContext::default(),
        )
        .expect_err("refused");
    assert_eq!((e.line, e.column), (3, 1));
    assert!(e.message.contains("`pattern` of format `keypipe`"), "{e}");
    assert!(e.message.contains("nor its `comment` pattern"), "{e}");
    let e = f
        .parse_all(b"A | x\nB | y\n  A | z\n", &ParseContext::default())
        .expect_err("refused");
    assert!(
        e.message.contains("line 3") || (e.line, e.column) == (3, 1),
        "{e}"
    );
    let e = f
        .parse_all(b"A | x\nA | z\n", &ParseContext::default())
        .expect_err("refused");
    assert_eq!(
        (e.line, e.column, e.kind),
        (2, 1, ErrorKind::DuplicateIdentifier)
    );
    assert!(e.message.contains("first at line 1"), "{e}");
    let e = f
        .parse_all(b"A | x \\", &ParseContext::default())
        .expect_err("refused");
    assert!(e.message.contains("the file ends"), "{e}");
    let e = f
        .parse_all(b"A | x\n\xff\n", &ParseContext::default())
        .expect_err("refused");
    assert_eq!((e.line, e.column, e.kind), (2, 1, ErrorKind::Encoding));
}
