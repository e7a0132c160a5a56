//! Unit tests of the XLIFF 2 format: identifiers, state, insertion and errors.

use super::*;
use crate::format::{Format, ParseContext, Parsed};
use crate::language::Language;
use crate::model::Text;
use crate::testing;

fn parse(s: &[u8]) -> Parsed {
    testing::parse(&Xliff2, s)
}

fn build_with(s: &[u8], lang: &str, tr: &[(&str, &str, Status)]) -> String {
    let map = testing::translations(
        tr.iter()
            .map(|(k, v, st)| (*k, Text::plain(v.to_string()), *st)),
    );
    String::from_utf8(testing::build(
        &Xliff2,
        s,
        &Language::new(lang, vec![]),
        &map,
    ))
    .expect("utf-8")
}

const DOC: &str = r#"<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en">
 <file id="f1">
  <unit id="u1" name="greeting">
   <notes><note category="x">Say hi</note></notes>
   <segment id="s1">
    <source>Hello <pc id="1">world</pc>.</source>
   </segment>
   <ignorable>
    <source> </source>
   </ignorable>
   <segment state="reviewed">
    <source>Bye <ph id="2"/></source>
    <target>Tschüss <ph id="2"/></target>
   </segment>
  </unit>
  <unit id="u2" translate="no">
   <segment><source>Keep</source><target/></segment>
  </unit>
 </file>
</xliff>
"#;

#[test]
fn segments_notes_and_state() {
    let p = parse(DOC.as_bytes());
    let ids: Vec<_> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(ids, ["u1/1", "u1/2", "u2"]);
    assert_eq!(p.language, None);
    assert_eq!(
        p.entries[0].context.as_deref(),
        Some("name: greeting\nSay hi")
    );
    assert_eq!(
        p.entries[0].text,
        Text::Plain("Hello <pc id=\"1\">world</pc>.".into())
    );
    let ex = p.entries[1].existing.as_ref().unwrap();
    assert_eq!(ex.status.get(None), Status::Approved);
    assert_eq!(p.entries[2].is_hidden, Some(true));
}

#[test]
fn build_inserts_targets_state_and_language() {
    let out = build_with(
        DOC.as_bytes(),
        "de",
        &[
            (
                "u1/1",
                "Hallo <pc id=\"1\">Welt</pc> <sc id=\"x\"/> & <b>",
                Status::Translated,
            ),
            ("u1/2", "Tschau", Status::Untranslated),
            ("u2", "Behalten", Status::Approved),
        ],
    );
    assert!(out.contains("srcLang=\"en\" trgLang=\"de\">"), "{out}");
    assert!(out.contains(
        "   <segment id=\"s1\" state=\"translated\">\n    <source>Hello <pc id=\"1\">world</pc>.</source>\n    <target>Hallo <pc id=\"1\">Welt</pc> <sc id=\"x\"/> &amp; &lt;b&gt;</target>\n   </segment>"
    ), "{out}");
    assert!(out.contains("<segment state=\"initial\">\n    <source>Bye <ph id=\"2\"/></source>\n    <target>Tschau</target>"), "{out}");
    assert!(
        out.contains(
            "<segment state=\"final\"><source>Keep</source><target>Behalten</target></segment>"
        ),
        "{out}"
    );
    roxmltree::Document::parse(&out).expect("well-formed");
    let back = parse(out.as_bytes());
    assert_eq!(back.language.as_deref(), Some("de"));
    assert_eq!(
        back.entries[0].existing.as_ref().unwrap().text,
        Text::Plain("Hallo <pc id=\"1\">Welt</pc> <sc id=\"x\"/> & <b>".into())
    );
}

#[test]
fn errors_name_position_and_expectation() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        ("<xliff version=\"1.2\"/>", (1, 17), "expected 2.0, 2.1"),
        ("<xliff version=\"2.0\"><file id=\"f\">\n<unit><segment><source>x</source></segment></unit></file></xliff>", (2, 1), "without an id"),
        ("<xliff version=\"2.0\"><file id=\"f\"><unit id=\"a\"><notes/></unit></file></xliff>", (1, 35), "has no <segment>"),
        ("<xliff version=\"2.0\"><file id=\"f\"><unit id=\"a\"><segment>\n<target/></segment></unit></file></xliff>", (1, 48), "has no <source>"),
    ];
    for (src, (line, col), msg) in cases {
        let e = Xliff2
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect_err(src);
        assert_eq!((e.line, e.column), (*line, *col), "{src}: {}", e.message);
        assert!(e.message.contains(msg), "{src}: {}", e.message);
    }
}

#[test]
fn same_unit_id_in_two_files_gets_the_file_prefix() {
    let src = r#"<xliff version="2.0" srcLang="en" trgLang='fr'><file id="a"><unit id="1"><segment><source>x</source></segment></unit></file><file id="b"><unit id="1"><segment><source>y</source></segment></unit></file></xliff>"#;
    let p = parse(src.as_bytes());
    let ids: Vec<_> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(ids, ["a#1", "b#1"]);
    assert_eq!(p.language.as_deref(), Some("fr"));
    let out = build_with(src.as_bytes(), "pt-BR", &[]);
    assert!(out.contains("trgLang='pt-BR'"), "{out}");
}

#[test]
fn a_unit_id_used_again_is_one_string_or_is_named() {
    let src = "<xliff version=\"2.0\" srcLang=\"en\"><file id=\"f\">\n<unit id=\"a\"><segment><source>x</source></segment></unit>\n<unit id=\"b\"><segment><source>z</source></segment></unit>\n<unit id=\"a\"><segment><source>x</source></segment></unit>\n<unit id=\"a\"><segment><source>y</source></segment></unit></file></xliff>";
    let p = parse(src.as_bytes());
    let ids: Vec<_> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(ids, ["a", "b"]);
    assert_eq!(p.warnings.len(), 1);
    let w = &p.warnings[0];
    assert_eq!((w.line, w.column), (5, 11));
    assert!(
        w.message
            .contains("the unit id `a` is defined again here with another text (first at line 2)"),
        "{}",
        w.message
    );
    let out = build_with(src.as_bytes(), "de", &[("a", "X", Status::Translated)]);
    assert_eq!(out.matches("<target>X</target>").count(), 2, "{out}");
    assert!(!out.contains("<source>y</source><target>"), "{out}");
}
