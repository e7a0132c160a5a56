//! What is specific to `ts` (Qt Linguist): identifiers from context, comment and source (or
//! `id`), comments as context, numerus forms as plurals, `unfinished` as untranslated, obsolete
//! and vanished messages kept unread, builds that splice `<translation>` elements, bad input
//! with positions, detection, `create`, and Qt's `lconvert` reading every build.

#[path = "support/lconvert.rs"]
mod lconvert;
mod support;

use std::collections::HashMap;

use locforge_formats::{
    Entry, Format, ParseContext, Parsed, PluralCategory, QtTs, Registry, Status, Text, Translation,
    TranslationStatus,
};
use support::*;
use PluralCategory::*;

const SAMPLE: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Main|Win</name>
    <message>
        <location filename="../a.cpp" line="14"/>
        <source>Open</source>
        <comment>verb</comment>
        <extracomment>menu item</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n файл</numerusform>
            <numerusform>%n файла</numerusform>
            <numerusform>%n файлов</numerusform>
        </translation>
    </message>
    <message id="my.id">
        <source>Bell <byte value="x7"/> &amp; &lt;b&gt;</source>
        <translation>Звонок</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation type="vanished">Ушло</translation>
    </message>
    <message>
        <source>Old</source>
        <translation type="obsolete">Старое</translation>
    </message>
    <message>
        <source>No translation</source>
    </message>
</context>
</TS>
"#;

fn parse(src: &[u8]) -> Parsed {
    QtTs.parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn plain(t: &str) -> Translation<'static> {
    Translation {
        text: Text::plain(t.to_string()),
        status: TranslationStatus::Single(Status::Translated),
    }
}

#[test]
fn messages_are_read_with_their_identifiers_contexts_plurals_and_statuses() {
    let p = parse(SAMPLE.as_bytes());
    assert_eq!(p.language.as_deref(), Some("ru_RU"));
    assert_eq!(
        ids(&p),
        [
            "Main~|Win|verb\u{4}Open",
            "Main~|Win|\u{4}%n file(s)",
            "my.id",
            "Main~|Win|\u{4}No translation"
        ]
    );
    let open = &p.entries[0];
    assert_eq!(open.text.main(), "Open");
    assert_eq!(open.context.as_deref(), Some("verb\nmenu item"));
    // Its `<translation type="unfinished"/>` is empty: no translation (as PO's empty msgstr),
    // so a source catalog converts without a target language.
    assert!(open.existing.is_none(), "{:?}", open.existing);

    let files = &p.entries[1];
    assert!(files.has_plurals);
    let Text::Plural(src) = &files.text else {
        panic!("plural")
    };
    assert_eq!(src.keys().copied().collect::<Vec<_>>(), [One, Other]);
    let Some(Translation {
        text: Text::Plural(forms),
        status,
    }) = &files.existing
    else {
        panic!("numerus forms")
    };
    assert_eq!(status.get(None), Status::Translated);
    assert_eq!(
        forms.iter().map(|(c, t)| (*c, &**t)).collect::<Vec<_>>(),
        [(One, "%n файл"), (Few, "%n файла"), (Many, "%n файлов")]
    );

    assert_eq!(p.entries[2].text.main(), "Bell \u{7} & <b>");
    assert_eq!(
        p.entries[2].existing.as_ref().unwrap().text.main(),
        "Звонок"
    );
    assert!(p.entries[3].existing.is_none());
}

#[test]
fn identity_build_gives_the_file_back() {
    let src = SAMPLE.as_bytes();
    let p = parse(src);
    let target = lang("ru_RU", &[One, Few, Many]);
    let out = build(&QtTs, src, &p, &target, &baseline_translations(&p.entries));
    assert_same_bytes("identity", src, &out);
    // CRLF and a BOM too.
    let crlf = format!("\u{feff}{}", SAMPLE.replace('\n', "\r\n"));
    let p = parse(crlf.as_bytes());
    let out = build(
        &QtTs,
        crlf.as_bytes(),
        &p,
        &target,
        &baseline_translations(&p.entries),
    );
    assert_same_bytes("identity crlf", crlf.as_bytes(), &out);
}

#[test]
fn a_build_splices_translations_statuses_and_numerus_forms() {
    let src = SAMPLE.as_bytes();
    let p = parse(src);
    let mut tr = HashMap::new();
    tr.insert(
        "Main~|Win|verb\u{4}Open".to_string(),
        plain("Открыть <a> & \u{1}"),
    );
    let forms: locforge_formats::PluralText = [
        (One, "%n ф1"),
        (Few, "%n ф2"),
        (Many, "%n ф3"),
        (Other, "%n ф4"),
    ]
    .into_iter()
    .map(|(c, t)| (c, t.to_string().into()))
    .collect();
    tr.insert(
        "Main~|Win|\u{4}%n file(s)".to_string(),
        Translation {
            text: Text::Plural(forms),
            status: TranslationStatus::Single(Status::Untranslated),
        },
    );
    tr.insert("Main~|Win|\u{4}No translation".to_string(), plain("Нет"));
    let out = build(&QtTs, src, &p, &lang("uk", &[One, Few, Many, Other]), &tr);
    let text = String::from_utf8(out.clone()).unwrap();
    assert!(text.contains("<TS version=\"2.1\" language=\"uk\" sourcelanguage=\"en\">"));
    assert!(
        text.contains("<translation>Открыть &lt;a&gt; &amp; <byte value=\"x1\"/></translation>"),
        "{text}"
    );
    assert!(text.contains("        <translation type=\"unfinished\">\n            <numerusform>%n ф1</numerusform>\n            <numerusform>%n ф2</numerusform>\n            <numerusform>%n ф3</numerusform>\n        </translation>"), "{text}");
    assert!(text.contains("<source>No translation</source>\n        <translation>Нет</translation>\n    </message>"), "{text}");
    // Vanished and obsolete messages are kept as they are.
    assert!(text.contains("<translation type=\"vanished\">Ушло</translation>"));
    assert!(text.contains("<translation type=\"obsolete\">Старое</translation>"));
    // Read back as a translation upload of Ukrainian.
    let ctx_langs = [lang("uk", &[One, Few, Many, Other])];
    let back = QtTs
        .parse_all(
            &out,
            &ParseContext {
                source: None,
                targets: &ctx_langs,
            },
        )
        .expect("the build parses");
    let by_id: HashMap<&str, &Entry> = back
        .entries
        .iter()
        .map(|e| (e.identifier.as_ref(), e))
        .collect();
    let open = by_id["Main~|Win|verb\u{4}Open"].existing.as_ref().unwrap();
    assert_eq!(open.text.main(), "Открыть <a> & \u{1}");
    assert_eq!(open.status.get(None), Status::Translated);
    let files = by_id["Main~|Win|\u{4}%n file(s)"]
        .existing
        .as_ref()
        .unwrap();
    assert_eq!(files.status.get(None), Status::Untranslated);
    assert_eq!(files.text.for_category(Some(Many)), Some("%n ф3"));
    assert!(
        lconvert::assert_lconvert_agrees("sample build", None, &out)
            || lconvert::lconvert().is_none()
    );
}

#[test]
fn a_repeated_identifier_is_one_string_and_every_place_gets_its_translation() {
    let src = "<TS version=\"2.1\" language=\"de\"><context><name>C</name>\
<message><source>A</source><translation>x</translation></message>\
<message><source>A</source><translation>x</translation></message>\
<message id=\"i\"><source>B</source><translation>y</translation></message>\
<message id=\"i\"><source>other</source><translation>z</translation></message>\
</context></TS>";
    let p = parse(src.as_bytes());
    assert_eq!(ids(&p), ["C|\u{4}A", "i"]);
    let mut tr = HashMap::new();
    tr.insert("C|\u{4}A".to_string(), plain("Ä"));
    tr.insert("i".to_string(), plain("Ÿ"));
    let out = build(&QtTs, src.as_bytes(), &p, &lang("de", &[One, Other]), &tr);
    let text = String::from_utf8(out).unwrap();
    assert_eq!(text.matches("<translation>Ä</translation>").count(), 2);
    assert_eq!(text.matches("<translation>Ÿ</translation>").count(), 1);
    assert!(text.contains("<source>other</source><translation>z</translation>"));
}

#[test]
fn bad_input_is_refused_with_line_column_and_what_was_expected() {
    let cases: &[(&str, usize, usize, &str)] = &[
        ("<TS>\n<context><name>C</name>\n  <message><translation>x</translation></message></context></TS>", 3, 3, "without <source>"),
        ("<TX/>", 1, 1, "expected <TS>"),
        ("<TS><context><name>C</name><message><source>a<b/></source></message></context></TS>", 1, 46, "expected text"),
        ("<TS><context><name>C</name><message numerus=\"yes\"><source>a</source><translation>x</translation></message></context></TS>", 1, 82, "expected <numerusform>"),
        ("<TS><context><name>C</name><message><source>a</source><translation><lengthvariant>x</lengthvariant></translation></message></context></TS>", 1, 68, "length variants"),
        ("<!DOCTYPE TS [<!ENTITY e \"x\">]><TS></TS>", 1, 1, "expected"),
        ("<TS><context><name>C</name><message><source>&e;</source></message></context></TS>", 1, 45, "never expanded"),
        ("<TS><context><name>C</name><message><source>a</source>", 1, 55, "expected"),
    ];
    for (src, line, column, what) in cases {
        let e = QtTs
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect_err(src);
        assert_eq!((e.line, e.column), (*line, *column), "{src}: {e}");
        assert!(e.message.contains(what), "{src}: {e}");
        // The shared tokenizer's entity refusal says what it does instead of "expected".
        assert!(
            e.message.contains("expected") || *what == "never expanded",
            "{src}: {e}"
        );
    }
    let e = QtTs
        .parse_all(b"\xFF\xFE<\0T\0S\0/\0>\0", &ParseContext::default())
        .expect_err("UTF-16");
    assert!(e.message.contains("UTF-8"), "{e}");
}

#[test]
fn ts_files_are_detected_by_content_not_typescript() {
    let r = Registry::builtin();
    assert_eq!(
        r.detect("app_de.ts", SAMPLE.as_bytes())
            .map(|f| f.info().key),
        Some("ts")
    );
    assert!(r
        .detect("index.ts", b"export const TS = 1;\nfunction f(): void {}\n")
        .map(|f| f.info().key)
        .is_none_or(|k| k != "ts"));
}

#[test]
fn create_writes_a_file_that_reads_back_and_lconvert_reads() {
    let p = parse(SAMPLE.as_bytes());
    let mut entries = p.entries.clone();
    entries.push(Entry::plain("app.title", "Title"));
    let source = lang("en", &[One, Other]);
    let target = lang("ru_RU", &[One, Few, Many, Other]);
    let mut out = Vec::new();
    QtTs.create(&entries, &source, Some(&target), &mut out)
        .expect("creates");
    let back = parse(&out);
    assert_eq!(
        ids(&back),
        ids(&p).into_iter().chain(["app.title"]).collect::<Vec<_>>()
    );
    assert_eq!(back.entries[0].context, p.entries[0].context);
    assert_eq!(back.entries[1].existing, p.entries[1].existing);
    assert_eq!(back.entries[2].existing, p.entries[2].existing);
    assert_eq!(back.entries[4].text.main(), "Title");
    assert!(
        lconvert::assert_lconvert_agrees("created", None, &out) || lconvert::lconvert().is_none()
    );
}

#[test]
fn lconvert_reads_every_corpus_file_and_its_build() {
    let (files, _) = corpus_files("ts", &["ts"]);
    assert!(files.len() >= 20, "{} corpus files", files.len());
    let mut checked = 0;
    for path in files {
        let src = std::fs::read(&path).unwrap();
        let name = path.display().to_string();
        let p = parse(&src);
        let target = own_language(&p);
        let tr = translate_all(&p.entries, &target, |i, s| {
            format!("«{i}» {s} <b>&amp; \"ü\\\n")
        });
        let out = build(&QtTs, &src, &p, &target, &tr);
        if lconvert::assert_lconvert_agrees(&name, Some(&src), &src) {
            assert!(lconvert::assert_lconvert_agrees(
                &format!("{name} built"),
                Some(&src),
                &out
            ));
            checked += 1;
        }
    }
    if lconvert::lconvert().is_some() {
        assert!(checked >= 20, "{checked}");
    }
}

fn own_language(p: &Parsed) -> locforge_formats::Language {
    file_plural_language(p.language.as_deref().unwrap_or("de"), p).expect("one plural set")
}

#[test]
fn po_with_contexts_and_plurals_converts_to_ts_and_back() {
    use locforge_formats::convert::{convert, Options};
    use locforge_formats::Po;
    let po = "msgid \"\"\nmsgstr \"\"\n\"Language: ru\\n\"\n\"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n\"\n\nmsgctxt \"menu\"\nmsgid \"Open\"\nmsgstr \"Открыть\"\n\nmsgid \"%n file\"\nmsgid_plural \"%n files\"\nmsgstr[0] \"%n файл\"\nmsgstr[1] \"%n файла\"\nmsgstr[2] \"%n файлов\"\n";
    let ts = convert(&Po, po.as_bytes(), &QtTs, &Options::default()).expect("PO → ts");
    let text = String::from_utf8(ts.bytes.clone()).unwrap();
    assert!(
        text.contains("<numerusform>%n файлов</numerusform>"),
        "{text}"
    );
    // convert keys a PO string with a context by it (`menu`): written as the message's id.
    let p = parse(&ts.bytes);
    assert_eq!(ids(&p), ["menu", "%n file"], "{text}");
    assert_eq!(
        p.entries[0].existing.as_ref().unwrap().text.main(),
        "Открыть"
    );
    assert!(
        lconvert::assert_lconvert_agrees("PO → ts", None, &ts.bytes)
            || lconvert::lconvert().is_none()
    );
    let back = convert(&QtTs, &ts.bytes, &Po, &Options::default()).expect("ts → PO");
    assert!(String::from_utf8_lossy(&back.bytes).contains("Открыть"));
}
