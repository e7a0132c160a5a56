//! Unit tests of the XLIFF 1.2 format: mapping, build, escaping and errors.

use super::*;
use crate::format::{Format, ParseContext, Parsed};
use crate::language::Language;
use crate::model::{PluralCategory, PluralText, Text, Translation, TranslationStatus};
use crate::skeleton::NoTranslations;
use crate::testing;
use std::collections::HashMap;

fn parse(s: &[u8]) -> Parsed {
    testing::parse(&Xliff12, s)
}

fn build_with(s: &[u8], lang: &str, tr: &[(&str, &str, Status)]) -> Vec<u8> {
    let map = testing::translations(
        tr.iter()
            .map(|(k, v, st)| (*k, Text::plain(v.to_string()), *st)),
    );
    testing::build(&Xliff12, s, &Language::new(lang, vec![]), &map)
}

const DOC: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a.resx" source-language="en" target-language="de" datatype="xml">
    <body>
      <group id="g" translate="no">
        <trans-unit id="hidden">
          <source>Keep</source>
        </trans-unit>
      </group>
      <trans-unit id="1" resname="greeting" maxwidth="20" size-unit="char">
        <source>Hello <g id="1">world</g> &amp; <x id="2"/>!</source>
        <target state="needs-translation">Hallo</target>
        <note from="dev">Shown on start</note>
        <context-group purpose="location"><context context-type="sourcefile">main.c</context></context-group>
      </trans-unit>
      <trans-unit id="2" approved="yes">
        <source>Bye</source>
        <target>Tschüss</target>
      </trans-unit>
      <trans-unit id="3"><source>Empty</source><target/></trans-unit>
    </body>
  </file>
</xliff>
"#;

#[test]
fn maps_units_notes_state_and_markup() {
    let p = parse(DOC.as_bytes());
    let ids: Vec<_> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(ids, ["hidden", "1", "2", "3"]);
    assert_eq!(p.language.as_deref(), Some("de"));
    let e = &p.entries[0];
    assert_eq!(e.is_hidden, Some(true));
    let e = &p.entries[1];
    assert_eq!(
        e.text,
        Text::Plain("Hello <g id=\"1\">world</g> & <x id=\"2\"/>!".into())
    );
    assert_eq!(
        e.context.as_deref(),
        Some("resname: greeting\nShown on start\nsourcefile: main.c")
    );
    assert_eq!(e.max_length, Some(20));
    let ex = e.existing.as_ref().expect("target");
    assert_eq!(ex.text, Text::Plain("Hallo".into()));
    assert_eq!(ex.status.get(None), Status::Untranslated);
    assert_eq!(
        p.entries[2].existing.as_ref().map(|t| t.status.get(None)),
        Some(Status::Approved)
    );
    assert_eq!(
        p.entries[3].existing.as_ref().map(|t| t.text.clone()),
        Some(Text::plain(String::new()))
    );
}

#[test]
fn identity_and_targeted_build() {
    let mut out = Vec::new();
    let p = parse(DOC.as_bytes());
    (&Xliff12 as &dyn Format)
        .build(
            DOC.as_bytes(),
            &p,
            &Language::new("de", vec![]),
            None,
            &NoTranslations,
            &mut out,
        )
        .unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), DOC);

    let out = build_with(
        DOC.as_bytes(),
        "fr",
        &[
            (
                "1",
                "Bonjour <g id=\"1\">monde</g> <b> & <x id=\"2\"/>",
                Status::Translated,
            ),
            ("2", "Salut", Status::Translated),
            ("3", "Vide", Status::Approved),
            ("hidden", "Garder", Status::Untranslated),
        ],
    );
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("target-language=\"fr\""), "{out}");
    assert!(
        out.contains("<target state=\"translated\">Bonjour <g id=\"1\">monde</g> &lt;b&gt; &amp; <x id=\"2\"/></target>"),
        "{out}"
    );
    assert!(
        out.contains("<trans-unit id=\"2\" approved=\"no\">"),
        "{out}"
    );
    assert!(
        out.contains("<target state=\"translated\">Salut</target>"),
        "{out}"
    );
    assert!(
        out.contains("<target state=\"final\">Vide</target>"),
        "{out}"
    );
    assert!(
        out.contains("          <source>Keep</source>\n          <target state=\"needs-translation\">Garder</target>\n        </trans-unit>"),
        "{out}"
    );
    let back = parse(out.as_bytes());
    assert_eq!(
        back.entries[1].existing.as_ref().unwrap().text,
        Text::Plain("Bonjour <g id=\"1\">monde</g> <b> & <x id=\"2\"/>".into())
    );
    roxmltree::Document::parse(&out).expect("well-formed");
}

#[test]
fn target_language_is_inserted_and_prefixes_kept() {
    let src = "<x:xliff version='1.2' xmlns:x='urn:oasis:names:tc:xliff:document:1.2'>\r\n<x:file original='f' source-language='en'>\r\n<x:body>\r\n\t<x:trans-unit id='a'>\r\n\t\t<x:source>A\r\nB</x:source>\r\n\t</x:trans-unit>\r\n</x:body>\r\n</x:file>\r\n</x:xliff>";
    let p = parse(src.as_bytes());
    assert_eq!(p.entries[0].text, Text::Plain("A\nB".into()));
    let out = build_with(src.as_bytes(), "ja", &[("a", "x\ny", Status::Translated)]);
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("source-language='en' target-language=\"ja\">"),
        "{out}"
    );
    assert!(
        out.contains("\t\t<x:source>A\r\nB</x:source>\r\n\t\t<x:target state=\"translated\">x\r\ny</x:target>\r\n"),
        "{out:?}"
    );
}

#[test]
fn ids_colliding_across_files_get_the_original_prefix() {
    let src = r#"<xliff version="1.2"><file original="a"><body><trans-unit id="1"><source>x</source></trans-unit><trans-unit id="2"><source>y</source></trans-unit></body></file><file original="b"><body><trans-unit id="1"><source>z</source></trans-unit></body></file></xliff>"#;
    let p = parse(src.as_bytes());
    let ids: Vec<_> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(ids, ["a#1", "2", "b#1"]);
    // The renamed ids are what a build is given: each translation lands in its own <file>.
    let out = String::from_utf8(build_with(
        src.as_bytes(),
        "de",
        &[
            ("a#1", "eins", Status::Translated),
            ("b#1", "zwei", Status::Translated),
        ],
    ))
    .unwrap();
    let (a, b) = out.split_once("original=\"b\"").unwrap();
    assert!(
        a.contains("<target state=\"translated\">eins</target>"),
        "{out}"
    );
    assert!(
        b.contains("<target state=\"translated\">zwei</target>"),
        "{out}"
    );
    // Repeated ids in one <file> are one string; both targets get its translation.
    let dup = r#"<xliff version="1.2"><file original="a"><body>
<trans-unit id="1"><source>x</source></trans-unit>
<trans-unit id="1"><source>x </source><target>old</target></trans-unit></body></file></xliff>"#;
    let p = parse(dup.as_bytes());
    assert_eq!(p.entries.len(), 1);
    let out = String::from_utf8(build_with(
        dup.as_bytes(),
        "de",
        &[("1", "neu", Status::Translated)],
    ))
    .unwrap();
    assert_eq!(out.matches(">neu</target>").count(), 2, "{out}");
    // Two files with the same original and id cannot be told apart.
    let dup = r#"<xliff version="1.2"><file original="a"><body><trans-unit id="1"><source>x</source></trans-unit></body></file>
<file original="a"><body><trans-unit id="1"><source>y</source></trans-unit></body></file></xliff>"#;
    let e = Xliff12
        .parse_all(dup.as_bytes(), &ParseContext::default())
        .unwrap_err();
    assert_eq!(e.line, 2);
    assert!(
        e.message
            .contains("duplicate id `a#1` (first used at line 1"),
        "{}",
        e.message
    );
}

#[test]
fn errors_have_positions_and_expectations() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        ("<xliff version=\"2.0\"/>", (1, 17), "expected 1.0, 1.1, 1.2"),
        ("<xliff version=\"1.2\"><file>\n<trans-unit><source/></trans-unit></file></xliff>", (2, 1), "without an id"),
        ("<xliff version=\"1.2\"><file>\n<trans-unit id=\"a\"><source>x</target></trans-unit></file></xliff>", (2, 29), "expected </source>"),
        ("<xliff version=\"1.2\">\n  <file>", (2, 9), "expected </file>"),
        ("<xliff version=\"1.2\"><file><trans-unit id=\"a\"><note>x</note></trans-unit></file></xliff>", (1, 28), "has no <source>"),
        ("<resources/>", (1, 1), "expected <xliff>"),
        ("<!DOCTYPE x [<!ENTITY e 'boom'>]><xliff version=\"1.2\"><file><trans-unit id=\"a\"><source>&e;</source></trans-unit></file></xliff>", (1, 88), "never expanded"),
    ];
    for (src, (line, col), msg) in cases {
        let e = Xliff12
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect_err(src);
        assert_eq!((e.line, e.column), (*line, *col), "{src}: {}", e.message);
        assert!(e.message.contains(msg), "{src}: {}", e.message);
    }
}

#[test]
fn legacy_encodings_are_kept_and_unencodable_characters_become_references() {
    let src = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<xliff version=\"1.2\"><file original=\"f\" target-language=\"fr\"><body><trans-unit id=\"a\"><source>caf\xE9</source><target>x</target></trans-unit></body></file></xliff>\n";
    let p = parse(src);
    assert_eq!(p.entries[0].text, Text::Plain("café".into()));
    let out = build_with(src, "fr", &[("a", "thé €", Status::Translated)]);
    assert!(
        out.windows(21).any(|w| w == b">th\xE9 &#8364;</target>"),
        "{}",
        String::from_utf8_lossy(&out)
    );
    // UTF-16 with BOM round-trips and builds.
    let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<xliff version=\"1.2\"><file original=\"f\" target-language=\"de\"><body><trans-unit id=\"a\"><source>Grüße</source></trans-unit></body></file></xliff>";
    let mut utf16 = vec![0xFF, 0xFE];
    for u in text.encode_utf16() {
        utf16.extend_from_slice(&u.to_le_bytes());
    }
    let p = parse(&utf16);
    assert_eq!(p.entries[0].text, Text::Plain("Grüße".into()));
    let same = build_with(&utf16, "de", &[]);
    assert_eq!(same, utf16);
    let out = build_with(&utf16, "de", &[("a", "Grüße 😀", Status::Translated)]);
    let back = parse(&out);
    assert_eq!(
        back.entries[0].existing.as_ref().unwrap().text,
        Text::Plain("Grüße 😀".into())
    );
}

#[test]
fn gettext_plural_groups_are_one_plural_entry() {
    let src = r#"<xliff version="1.2"><file original="f" source-language="en"><body>
  <group id="files" restype="x-gettext-plurals">
    <trans-unit id="files[0]">
      <source>%d file</source>
    </trans-unit>
    <trans-unit id="files[1]">
      <source>%d files</source>
    </trans-unit>
  </group>
</body></file></xliff>"#;
    let p = parse(src.as_bytes());
    assert_eq!(p.entries.len(), 1);
    let e = &p.entries[0];
    assert_eq!(e.identifier, "files");
    assert!(e.has_plurals);
    let mut tr = PluralText::new();
    for (c, t) in [
        (PluralCategory::One, "%d plik"),
        (PluralCategory::Few, "%d pliki"),
        (PluralCategory::Many, "%d plików"),
        (PluralCategory::Other, "%d pliku"),
    ] {
        tr.insert(c, t.into());
    }
    let map: HashMap<String, Translation> = [(
        "files".to_string(),
        Translation {
            text: Text::Plural(tr.clone()),
            status: TranslationStatus::default(),
        },
    )]
    .into_iter()
    .collect();
    let pl = Language::new(
        "pl",
        vec![
            PluralCategory::One,
            PluralCategory::Few,
            PluralCategory::Many,
            PluralCategory::Other,
        ],
    );
    let mut out = Vec::new();
    (&Xliff12 as &dyn Format)
        .build(src.as_bytes(), &p, &pl, None, &map, &mut out)
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("<trans-unit id=\"files[3]\">\n      <source>%d files</source>\n      <target state=\"translated\">%d pliku</target>"), "{out}");
    let ctx = ParseContext {
        source: None,
        targets: std::slice::from_ref(&pl),
    };
    let back = Xliff12.parse_all(out.as_bytes(), &ctx).unwrap();
    assert_eq!(
        back.entries[0].existing.as_ref().unwrap().text,
        Text::Plural(tr)
    );
}

/// Counts what a parse hands over before it stops.
struct Counting(usize);

impl crate::sink::Sink for Counting {
    fn entry(&mut self, _: usize, _: crate::model::Entry) -> Result<(), crate::FormatError> {
        self.0 += 1;
        Ok(())
    }
}

#[test]
fn entries_are_handed_over_before_the_end_of_the_file_is_read() {
    // Two good units, then a broken one: a streaming parse has handed the first two to its
    // sink when the error stops it (a whole-file parse would have handed over none).
    let src = "<xliff version=\"1.2\"><file><body>\n<trans-unit id=\"a\"><source>x</source></trans-unit>\n<trans-unit id=\"b\"><source>y</source></trans-unit>\n<trans-unit><source>z</source></trans-unit></body></file></xliff>";
    let mut sink = Counting(0);
    let e = Xliff12
        .parse(src.as_bytes(), &ParseContext::default(), &mut sink)
        .unwrap_err();
    assert_eq!((e.line, sink.0), (4, 2), "{}", e.message);
}
