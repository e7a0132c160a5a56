//! What is specific to the `resx` format (identity, re-parse and hostile translations of the
//! corpus are in invariants.rs): which `<data>` are strings, empty and missing `<value>`s,
//! every bad input with its positioned message, encodings made up in memory (UTF-16 LE/BE,
//! windows-1252, BOM, CRLF), entity bombs and external entities, detection, `convert` to and from
//! json, po and xliff12 with what is lost, and Python's ElementTree as an independent reader of
//! the corpus.

mod support;

use std::collections::HashMap;

use locforge_formats::convert::{convert, Options};
use locforge_formats::Resx;
use locforge_formats::{
    Collector, Entry, ErrorKind, Format, FormatError, Language, ParseContext, Parsed,
    PluralCategory, Registry, Sink, Text, Translation, TranslationStatus,
};
use support::*;

use PluralCategory::*;

const EN: &[PluralCategory] = &[One, Other];

fn parse(src: &[u8]) -> Parsed {
    Resx.parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parse failed: {e}"))
}

fn parse_err(src: &[u8]) -> FormatError {
    Resx.parse_all(src, &ParseContext::default())
        .expect_err("must be rejected")
}

fn tr(items: &[(&str, &str)]) -> HashMap<String, Translation<'static>> {
    items
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
        .collect()
}

fn build_with(src: &[u8], items: &[(&str, &str)]) -> Vec<u8> {
    let parsed = parse(src);
    build(&Resx, src, &parsed, &lang("de", EN), &tr(items))
}

fn texts(parsed: &Parsed) -> Vec<(&str, &str, Option<&str>)> {
    parsed
        .entries
        .iter()
        .map(|e| (e.identifier.as_ref(), e.text.main(), e.context.as_deref()))
        .collect()
}

const SAMPLE: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<root>
  <!-- <data name="InComment"><value>x</value></data> -->
  <xsd:schema id="root" xmlns="" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
    <xsd:element name="data"><xsd:complexType /></xsd:element>
  </xsd:schema>
  <resheader name="resmimetype">
    <value>text/microsoft-resx</value>
  </resheader>
  <assembly alias="System.Drawing" name="System.Drawing, Version=4.0.0.0" />
  <data name="Plain" xml:space="preserve">
    <value>Hello &amp; &lt;welcome&gt; &#x263A;</value>
    <comment>Greeting on the start page</comment>
  </data>
  <data name="Multi" xml:space="preserve"><value>  line one
line two  </value><comment>   </comment></data>
  <data name="Cdata"><value><![CDATA[<b>bold</b> & more]]> tail</value></data>
  <data name="Empty"><value /></data>
  <data name="NoValue"><comment>not written yet</comment></data>
  <data name="Bare" />
  <data name="Typed" type="System.String, mscorlib"><value>typed string</value></data>
  <data name="Size" type="System.Drawing.Size, System.Drawing">
    <value>75, 23</value>
  </data>
  <data name="Icon" mimetype="application/x-microsoft.net.object.bytearray.base64">
    <value>AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAAAAAAQAQAAAAAAAAAAAAAAAAAAAAAAAA=</value>
  </data>
  <data name="FileRef" type="System.Resources.ResXFileRef, System.Windows.Forms">
    <value>logo.png;System.Drawing.Bitmap, System.Drawing</value>
  </data>
  <data name="&gt;&gt;btnOK.Name" xml:space="preserve">
    <value>btnOK</value>
  </data>
  <data name="$this.Text" xml:space="preserve">
    <value>Print preview</value>
  </data>
  <metadata name="toolTip.TrayLocation" type="System.Drawing.Point, System.Drawing">
    <value>17, 17</value>
  </metadata>
</root>
"#;

#[test]
fn string_data_are_entries_and_everything_else_is_skipped() {
    let parsed = parse(SAMPLE.as_bytes());
    assert_eq!(
        texts(&parsed),
        [
            (
                "Plain",
                "Hello & <welcome> ☺",
                Some("Greeting on the start page")
            ),
            ("Multi", "  line one\nline two  ", None),
            ("Cdata", "<b>bold</b> & more tail", None),
            ("Empty", "", None),
            ("NoValue", "", Some("not written yet")),
            ("Bare", "", None),
            ("Typed", "typed string", None),
        ]
    );
    assert!(parsed.language.is_none());
    assert!(parsed
        .entries
        .iter()
        .all(|e| !e.has_plurals && e.is_hidden.is_none() && e.max_length.is_none()));
    // One slot per entry, in document order.
    assert_eq!(parsed.skeleton.len(), parsed.entries.len());
}

#[test]
fn identity_and_a_translated_build_touch_only_values() {
    let src = SAMPLE.as_bytes();
    let parsed = parse(src);
    let same = build(
        &Resx,
        src,
        &parsed,
        &lang("de", EN),
        &baseline_translations(&parsed.entries),
    );
    assert_eq!(String::from_utf8_lossy(&same), SAMPLE);
    let out = build_with(
        src,
        &[
            ("Plain", "Hallo & <willkommen> \"ü\""),
            ("Multi", "a\nb\r"),
            ("Cdata", "]]> fett"),
            ("Empty", "leer"),
            ("NoValue", "noch nicht"),
            ("Bare", "nackt"),
            ("Typed", "typisiert"),
        ],
    );
    let expected = SAMPLE
        .replace(
            "Hello &amp; &lt;welcome&gt; &#x263A;",
            "Hallo &amp; &lt;willkommen&gt; \"ü\"",
        )
        .replace("  line one\nline two  ", "a\nb&#13;")
        .replace("<![CDATA[<b>bold</b> & more]]> tail", "]]&gt; fett")
        .replace("<value />", "<value>leer</value>")
        .replace(
            "<data name=\"NoValue\"><comment>",
            "<data name=\"NoValue\"><value>noch nicht</value><comment>",
        )
        .replace(
            "<data name=\"Bare\" />",
            "<data name=\"Bare\"><value>nackt</value></data>",
        )
        .replace(">typed string<", ">typisiert<");
    assert_eq!(String::from_utf8_lossy(&out), expected);
    let again = parse(&out);
    assert_eq!(
        texts(&again),
        [
            (
                "Plain",
                "Hallo & <willkommen> \"ü\"",
                Some("Greeting on the start page")
            ),
            ("Multi", "a\nb\r", None),
            ("Cdata", "]]> fett", None),
            ("Empty", "leer", None),
            ("NoValue", "noch nicht", Some("not written yet")),
            ("Bare", "nackt", None),
            ("Typed", "typisiert", None),
        ]
    );
    // roxmltree, the independent reader, sees the same values.
    let doc =
        roxmltree::Document::parse(std::str::from_utf8(&out).expect("utf-8")).expect("well-formed");
    let value_of = |name: &str| -> String {
        doc.descendants()
            .find(|n| n.has_tag_name("data") && n.attribute("name") == Some(name))
            .and_then(|d| d.children().find(|c| c.has_tag_name("value")))
            .map(|v| {
                v.descendants()
                    .filter(|t| t.is_text())
                    .filter_map(|t| t.text())
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(value_of("Multi"), "a\nb\r");
    assert_eq!(value_of("Bare"), "nackt");
    assert_eq!(value_of(">>btnOK.Name"), "btnOK");
}

#[test]
fn empty_translations_leave_empty_and_missing_values_alone() {
    let src = SAMPLE.as_bytes();
    let out = build_with(src, &[("Empty", ""), ("NoValue", ""), ("Bare", "")]);
    assert_eq!(String::from_utf8_lossy(&out), SAMPLE);
    // A value emptied by the translation stays an element with no content.
    let out = build_with(src, &[("Plain", "")]);
    assert!(String::from_utf8_lossy(&out).contains("<value></value>\n    <comment>Greeting"));
    assert_eq!(parse(&out).entries[0].text.main(), "");
}

#[test]
fn a_translation_xml_cannot_hold_fails_the_build() {
    let src = SAMPLE.as_bytes();
    let parsed = parse(src);
    let mut out = Vec::new();
    let e = (&Resx as &dyn Format)
        .build(
            src,
            &parsed,
            &lang("de", EN),
            None,
            &tr(&[("Plain", "bell \u{7}")]),
            &mut out,
        )
        .expect_err("U+0007 cannot be written");
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert_eq!((e.line, e.column), (12, 12));
    assert_eq!(
        e.message,
        "the translation contains U+0007, a character XML 1.0 cannot hold; expected text without control characters"
    );
}

/// `(input, kind, line, column, message)` for every way a resx file can be broken.
#[test]
fn bad_input_is_rejected_with_a_position_and_what_was_expected() {
    let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<root>\n";
    let doc = |body: &str| format!("{head}{body}\n</root>\n");
    let cases: Vec<(String, ErrorKind, usize, usize, &str)> = vec![
        (
            doc("  <data><value>x</value></data>"),
            ErrorKind::Syntax,
            3,
            3,
            "<data> without a name; expected name=\"…\" on every <data> element",
        ),
        (
            "<?xml version=\"1.0\"?>\n<resources><string name=\"a\">x</string></resources>\n".into(),
            ErrorKind::Syntax,
            2,
            1,
            "the root element is <resources>; expected <root> (a .resx or .resw file)",
        ),
        (
            doc("  <data name=\"a\"><value>x <b>bold</b></value></data>"),
            ErrorKind::Syntax,
            3,
            27,
            "an element <b> inside <value>; expected text only (a `<` in a resource is written `&lt;`)",
        ),
        (
            doc("  <data name=\"a\"><value>x<!-- note --></value></data>"),
            ErrorKind::Syntax,
            3,
            26,
            "markup inside <value>; expected text only (a `<` in a resource is written `&lt;`)",
        ),
        (
            doc("  <data name=\"a\"><value>x</value><value>y</value></data>"),
            ErrorKind::Syntax,
            3,
            34,
            "a second <value> in <data name=\"a\">; expected one <value> per <data>",
        ),
        (
            doc("  <data name=\"a\"><comment>x</comment><comment>y</comment></data>"),
            ErrorKind::Syntax,
            3,
            38,
            "a second <comment> in <data name=\"a\">; expected at most one <comment> per <data>",
        ),
        (
            doc("  <data name=\"a\"><value>x</data>"),
            ErrorKind::Syntax,
            3,
            26,
            "mismatched end tag </data>; expected </value> to close the element opened at line 3, column 18",
        ),
        (
            format!("{head}  <data name=\"a\"><value>x"),
            ErrorKind::Syntax,
            3,
            26,
            "unexpected end of file: element <value> opened at line 3, column 18 is not closed; expected </value>",
        ),
        (
            doc("  <data name=\"a\"><value>Tom &amp Jerry</value></data>"),
            ErrorKind::Syntax,
            3,
            29,
            "`&` must start an entity or character reference such as `&amp;` or `&#38;` (escape a literal `&` as `&amp;`)",
        ),
        (
            doc("  <data name=\"a\"><value>&nbsp;</value></data>"),
            ErrorKind::Syntax,
            3,
            25,
            "entity `&nbsp;` is not one of the five predefined XML entities; entities declared in a DTD are never expanded (use a character reference instead)",
        ),
        (
            doc("  <data name=\"a\"><value>&#0;</value></data>"),
            ErrorKind::Syntax,
            3,
            25,
            "invalid character reference `&#0;`; expected the number of a character XML allows",
        ),
        (
            doc("  <data name=\"a&#xD800;\"><value>x</value></data>"),
            ErrorKind::Syntax,
            3,
            16,
            "invalid character reference `&#xD800;`; expected the number of a character XML allows",
        ),
        (
            doc("  <data name=\"a\"><value>x</value></data"),
            ErrorKind::Syntax,
            4,
            1,
            "expected `>` to end the end tag",
        ),
        (
            String::new(),
            ErrorKind::Syntax,
            1,
            1,
            "the document has no root element; expected an XML element",
        ),
    ];
    let mut wrong = Vec::new();
    for (src, kind, line, column, message) in cases {
        let e = parse_err(src.as_bytes());
        if (e.kind, e.line, e.column, e.message.as_str()) != (kind, line, column, message) {
            wrong.push(format!("{src}\n  got {e:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}

#[test]
fn entity_bombs_and_external_entities_are_never_expanded() {
    let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE root [\n <!ENTITY lol \"lol\">\n <!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n]>\n<root><data name=\"a\"><value>&lol2;</value></data></root>\n";
    let e = parse_err(bomb.as_bytes());
    assert_eq!((e.kind, e.line, e.column), (ErrorKind::Syntax, 2, 1));
    assert_eq!(
        e.message,
        "the DOCTYPE declares entities, which are never expanded; expected a .resx file without entity declarations"
    );
    let external = "<?xml version=\"1.0\"?>\n<!DOCTYPE root [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<root><data name=\"a\"><value>&xxe;</value></data></root>\n";
    assert_eq!(parse_err(external.as_bytes()).line, 2);
    // An external DTD is never fetched; its entities are not known, so using one is an error.
    let dtd = "<?xml version=\"1.0\"?>\n<!DOCTYPE root SYSTEM \"http://127.0.0.1:9/resx.dtd\">\n<root><data name=\"a\"><value>x</value></data></root>\n";
    assert_eq!(texts(&parse(dtd.as_bytes())), [("a", "x", None)]);
    let used = dtd.replace(">x<", ">&ext;<");
    let e = parse_err(used.as_bytes());
    assert_eq!((e.line, e.column), (3, 29));
    assert!(e.message.contains("never expanded"), "{}", e.message);
}

#[test]
fn deep_nesting_is_refused_as_a_limit() {
    let mut src = String::from("<root><data name=\"a\"><value>x</value></data><x>");
    src.push_str(&"<n>".repeat(70));
    let e = parse_err(src.as_bytes());
    assert_eq!(e.kind, ErrorKind::Limit);
    assert_eq!((e.line, e.column), (1, 48 + 3 * 62));
    assert_eq!(
        e.message,
        "elements nested deeper than 64 levels; expected the flat <root>/<data>/<value> layout of a .resx file"
    );
}

#[test]
fn invalid_bytes_are_encoding_errors() {
    let e = parse_err(b"<root><data name=\"a\"><value>\xC3(</value></data></root>");
    assert_eq!((e.kind, e.line, e.column), (ErrorKind::Encoding, 1, 29));
    let mut odd = vec![0xFF, 0xFE];
    for u in "<root/>".encode_utf16() {
        odd.extend_from_slice(&u.to_le_bytes());
    }
    odd.push(b'x');
    assert_eq!(parse_err(&odd).kind, ErrorKind::Encoding);
    let mut lone = vec![0xFF, 0xFE];
    for u in "<root>".encode_utf16() {
        lone.extend_from_slice(&u.to_le_bytes());
    }
    lone.extend_from_slice(&0xD800u16.to_le_bytes());
    assert_eq!(parse_err(&lone).kind, ErrorKind::Encoding);
    let e = parse_err(b"<?xml version=\"1.0\" encoding=\"utf-16\"?><root/>");
    assert_eq!(e.kind, ErrorKind::Encoding);
    assert!(
        e.message.contains("no UTF-16 byte-order mark"),
        "{}",
        e.message
    );
}

fn utf16(text: &str, big_endian: bool) -> Vec<u8> {
    let mut out = if big_endian {
        vec![0xFE, 0xFF]
    } else {
        vec![0xFF, 0xFE]
    };
    for u in text.encode_utf16() {
        out.extend_from_slice(&if big_endian {
            u.to_be_bytes()
        } else {
            u.to_le_bytes()
        });
    }
    out
}

#[test]
fn utf16_files_are_built_in_utf16_with_their_bom_and_crlf() {
    let text = "<?xml version=\"1.0\" encoding=\"utf-16\"?>\r\n<root>\r\n  <data name=\"a\" xml:space=\"preserve\">\r\n    <value>Grüße 😀</value>\r\n    <comment>Ünïcode</comment>\r\n  </data>\r\n  <data name=\"b\"><value /></data>\r\n  <data name=\"s\" type=\"System.Int32, mscorlib\"><value>1</value></data>\r\n</root>\r\n";
    for big_endian in [false, true] {
        let src = utf16(text, big_endian);
        let parsed = parse(&src);
        assert_eq!(
            texts(&parsed),
            [("a", "Grüße 😀", Some("Ünïcode")), ("b", "", None)]
        );
        let same = build(
            &Resx,
            &src,
            &parsed,
            &lang("de", EN),
            &baseline_translations(&parsed.entries),
        );
        assert_eq!(same, src);
        let out = build_with(&src, &[("a", "Привет\n<мир> 😀"), ("b", "ב")]);
        let expected = text
            .replace("Grüße 😀", "Привет\r\n&lt;мир&gt; 😀")
            .replace("<value />", "<value>ב</value>");
        assert_eq!(out, utf16(&expected, big_endian));
        assert_eq!(
            texts(&parse(&out)),
            [("a", "Привет\n<мир> 😀", Some("Ünïcode")), ("b", "ב", None)]
        );
    }
}

#[test]
fn legacy_encodings_are_kept_and_unmappable_characters_become_references() {
    let src = b"<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n<root>\n  <data name=\"a\"><value>caf\xE9 \x80</value></data>\n</root>\n";
    let parsed = parse(src);
    assert_eq!(texts(&parsed), [("a", "café €", None)]);
    let out = build_with(src, &[("a", "Ж né €")]);
    assert_eq!(
        out,
        b"<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n<root>\n  <data name=\"a\"><value>&#1046; n\xE9 \x80</value></data>\n</root>\n"
    );
    assert_eq!(texts(&parse(&out)), [("a", "Ж né €", None)]);
}

#[test]
fn bom_crlf_and_the_declaration_survive_a_build() {
    let src = "\u{feff}<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<root>\r\n  <data name=\"a\" xml:space=\"preserve\">\r\n    <value>x</value>\r\n  </data>\r\n</root>";
    let out = build_with(src.as_bytes(), &[("a", "one\ntwo\r\nthree")]);
    assert_eq!(
        String::from_utf8(out).expect("utf-8"),
        src.replace(">x<", ">one\r\ntwo&#13;\r\nthree<")
    );
    // Without BOM and declaration: nothing is added.
    let bare = "<root><data name=\"a\"><value>x</value></data></root>";
    let out = build_with(bare.as_bytes(), &[("a", "y\nz")]);
    assert_eq!(
        String::from_utf8(out).expect("utf-8"),
        "<root><data name=\"a\"><value>y\nz</value></data></root>"
    );
}

#[test]
fn parsing_streams_entries_before_the_end_of_the_file() {
    /// Stops the parse at the second entry.
    struct StopAt(Vec<String>);
    impl Sink for StopAt {
        fn entry(&mut self, _index: usize, entry: Entry) -> Result<(), FormatError> {
            self.0.push(entry.identifier.into_owned());
            if self.0.len() == 2 {
                return Err(FormatError::whole("enough"));
            }
            Ok(())
        }
    }
    // The file is broken after its second string: the sink has both before the parse fails.
    let src = "<root><data name=\"a\"><value>1</value></data><data name=\"b\"><value>2</value></data><data name=\"c\"><value>3</value></data>";
    let mut sink = StopAt(Vec::new());
    let e = Resx
        .parse(src.as_bytes(), &ParseContext::default(), &mut sink)
        .expect_err("the sink stops it");
    assert_eq!(e.message, "enough");
    assert_eq!(sink.0, ["a", "b"]);
    // A sink that does not want the skeleton gets no slots.
    let mut lean = Collector::new(false);
    Resx.parse(SAMPLE.as_bytes(), &ParseContext::default(), &mut lean)
        .expect("parses");
    let lean = lean.into_parsed();
    assert_eq!(lean.entries, parse(SAMPLE.as_bytes()).entries);
    assert!(lean.skeleton.is_empty());
}

#[test]
fn detection_by_extension_whatever_the_encoding() {
    let r = Registry::builtin();
    let key = |name: &str, content: &[u8]| r.detect(name, content).map(|f| f.info().key);
    assert_eq!(key("Strings.resx", SAMPLE.as_bytes()), Some("resx"));
    assert_eq!(key("Resources.resw", SAMPLE.as_bytes()), Some("resx"));
    assert_eq!(key("FORM1.RESX", SAMPLE.as_bytes()), Some("resx"));
    assert_eq!(key("Strings.resx", &utf16("<root/>", false)), Some("resx"));
    // Other formats keep their files.
    assert_eq!(key("strings.xml", SAMPLE.as_bytes()), None);
    assert_eq!(
        key(
            "strings.xml",
            b"<resources><string name=\"a\">x</string></resources>"
        ),
        Some("android")
    );
    assert_eq!(key("Strings.resx.bak", SAMPLE.as_bytes()), None);
    assert_eq!(key("messages.xlf", SAMPLE.as_bytes()), None);
}

// ---------------------------------------------------------------------------------------------
// create and convert

fn resx() -> &'static dyn Format {
    &Resx
}

fn reg_format(key: &str) -> std::sync::Arc<dyn Format> {
    Registry::builtin()
        .get(key)
        .unwrap_or_else(|| panic!("{key} is registered"))
        .clone()
}

#[test]
fn created_files_are_visual_studio_style_and_identity_stable() {
    let mut a = Entry::plain("Greeting", "Hello, \"world\" & <friends>\n\tsecond line ");
    a.context = Some("Shown on the main screen".into());
    a.is_hidden = Some(true);
    a.max_length = Some(40);
    let entries = vec![
        a,
        Entry::plain("Menu.Open", "Open"),
        Entry::plain("Empty", ""),
    ];
    let mut out = Vec::new();
    resx()
        .create(&entries, &lang("en", EN), None, &mut out)
        .expect("creates");
    assert!(
        out.starts_with(b"\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<root>\r\n")
    );
    assert!(!out.windows(2).any(|w| w[1] == b'\n' && w[0] != b'\r'));
    let text = std::str::from_utf8(&out[3..]).expect("utf-8");
    assert!(text.contains("<resheader name=\"reader\">"));
    assert!(text.contains(
        "  <data name=\"Greeting\" xml:space=\"preserve\">\r\n    <value>Hello, \"world\" &amp; &lt;friends&gt;\r\n\tsecond line </value>\r\n    <comment>Shown on the main screen</comment>\r\n  </data>\r\n"
    ));
    // The independent reader sees the strings; the hidden flag and the limit are lost.
    let doc = roxmltree::Document::parse(text).expect("well-formed");
    let data: Vec<(&str, String)> = doc
        .root_element()
        .children()
        .filter(|n| n.has_tag_name("data"))
        .map(|n| {
            let v = n
                .children()
                .find(|c| c.has_tag_name("value"))
                .expect("a value");
            (
                n.attribute("name").unwrap_or(""),
                v.text().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(
        data,
        [
            (
                "Greeting",
                "Hello, \"world\" & <friends>\n\tsecond line ".to_string()
            ),
            ("Menu.Open", "Open".to_string()),
            ("Empty", String::new()),
        ]
    );
    let parsed = parse(&out);
    assert_eq!(
        texts(&parsed),
        [
            (
                "Greeting",
                "Hello, \"world\" & <friends>\n\tsecond line ",
                Some("Shown on the main screen")
            ),
            ("Menu.Open", "Open", None),
            ("Empty", "", None),
        ]
    );
    assert!(parsed
        .entries
        .iter()
        .all(|e| e.is_hidden.is_none() && e.max_length.is_none()));
    let same = build(
        resx(),
        &out,
        &parsed,
        &lang("en", EN),
        &baseline_translations(&parsed.entries),
    );
    assert_eq!(same, out);
}

#[test]
fn create_refuses_what_resx_cannot_hold() {
    let refuse = |entries: Vec<Entry>| {
        let mut out = Vec::new();
        resx()
            .create(&entries, &lang("en", EN), None, &mut out)
            .expect_err("refused")
            .message
    };
    assert_eq!(
        refuse(vec![Entry::plain(">>btn.Name", "x")]),
        "string `>>btn.Name`: names starting with `>>` or `$this.` are WinForms designer entries, which resx readers skip; expected another name"
    );
    assert_eq!(
        refuse(vec![Entry::plain("", "x")]),
        "string ``: a resx resource needs a non-empty name"
    );
    assert_eq!(
        refuse(vec![Entry::plain("a", "x"), Entry::plain("a", "y")]),
        "string `a`: the name appears twice; expected each name once"
    );
    assert!(refuse(vec![Entry::plain("a", "\u{1b}[0m")]).contains("U+001B"));
    let plural = Entry::plural(
        "files",
        [
            (One, std::borrow::Cow::Borrowed("a file")),
            (Other, std::borrow::Cow::Borrowed("files")),
        ]
        .into(),
    );
    let m = refuse(vec![plural]);
    assert!(
        m.contains("`files` is a plural") && m.contains("--flatten-plurals"),
        "{m}"
    );
}

const JSON_IN: &str = r#"{
  "greeting": "Hello, \"world\" & <friends>!\n\tTabbed \\ back",
  "menu": {"open": "Open"},
  "rtl": "مرحبا 👋"
}
"#;

fn summary(entries: &[Entry]) -> Vec<(String, String, Option<String>)> {
    entries
        .iter()
        .map(|e| {
            (
                e.identifier.to_string(),
                e.existing
                    .as_ref()
                    .map_or(e.text.main(), |t| t.text.main())
                    .to_string(),
                e.context.as_deref().map(str::to_string),
            )
        })
        .collect()
}

#[test]
fn converts_to_and_from_json_po_and_xliff12() {
    let json = reg_format("json");
    let opts = Options::default();
    // json → resx: every key and text, no context to lose.
    let to_resx = convert(&*json, JSON_IN.as_bytes(), resx(), &opts).expect("json → resx");
    let from_json = parse(&to_resx.bytes);
    assert_eq!(
        summary(&from_json.entries),
        [
            (
                "greeting".into(),
                "Hello, \"world\" & <friends>!\n\tTabbed \\ back".into(),
                None
            ),
            ("menu.open".into(), "Open".into(), None),
            ("rtl".into(), "مرحبا 👋".into(), None),
        ]
    );
    // resx (with a comment) → json: the comment is lost, keys and texts are kept.
    let src = "<root>\n  <data name=\"Title\"><value>Inbox &amp; more</value><comment>Window title</comment></data>\n  <data name=\"Size\" type=\"System.Drawing.Size, System.Drawing\"><value>1, 2</value></data>\n  <data name=\"Save\"><value>Save</value></data>\n</root>\n";
    let there = convert(resx(), src.as_bytes(), &*json, &opts).expect("resx → json");
    let v: serde_json::Value = serde_json::from_slice(&there.bytes).expect("json");
    assert_eq!(
        v,
        serde_json::json!({"Title": "Inbox & more", "Save": "Save"})
    );
    let back = convert(&*json, &there.bytes, resx(), &opts).expect("json → resx");
    assert_eq!(
        summary(&parse(&back.bytes).entries),
        [
            ("Title".into(), "Inbox & more".into(), None),
            ("Save".into(), "Save".into(), None),
        ]
    );
    // resx → xliff12 → resx: ids, texts and the comment (as a note) survive.
    let xliff = reg_format("xliff12");
    let x = convert(resx(), src.as_bytes(), &*xliff, &opts).expect("resx → xliff12");
    let xs = String::from_utf8_lossy(&x.bytes).into_owned();
    assert!(xs.contains("<note>Window title</note>"), "{xs}");
    let back = convert(&*xliff, &x.bytes, resx(), &opts).expect("xliff12 → resx");
    let want: Vec<(String, String, Option<String>)> = vec![
        (
            "Title".into(),
            "Inbox & more".into(),
            Some("Window title".into()),
        ),
        ("Save".into(), "Save".into(), None),
    ];
    assert_eq!(summary(&parse(&back.bytes).entries), want);
    // resx → po → resx: po keeps the name as msgctxt (the keyed-catalog convention) and the
    // comment as an extracted comment; back in resx the names and comments are restored.
    let po = reg_format("po");
    let p = convert(resx(), src.as_bytes(), &*po, &opts).expect("resx → po");
    let ps = String::from_utf8_lossy(&p.bytes).into_owned();
    assert!(
        ps.contains("#. Window title\nmsgctxt \"Title\"\nmsgid \"Inbox & more\""),
        "{ps}"
    );
    let back = convert(&*po, &p.bytes, resx(), &opts).expect("po → resx");
    assert_eq!(summary(&parse(&back.bytes).entries), want);
    // A translated xliff12 file → resx with its target: the translations are the values.
    let xliff_de = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"><file original=\"f\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\"><body>\n<trans-unit id=\"Title\"><source>Inbox</source><target state=\"final\">Posteingang</target><note>Window title</note></trans-unit>\n<trans-unit id=\"Save\"><source>Save</source></trans-unit>\n</body></file></xliff>\n";
    let de = convert(&*xliff, xliff_de.as_bytes(), resx(), &opts).expect("xliff12 (de) → resx");
    assert_eq!(de.target.as_ref().map(|l| l.id.as_str()), Some("de"));
    assert_eq!(
        summary(&parse(&de.bytes).entries),
        [
            (
                "Title".into(),
                "Posteingang".into(),
                Some("Window title".into())
            ),
            ("Save".into(), "Save".into(), None),
        ]
    );
}

#[test]
fn plurals_convert_only_flattened() {
    let i18next = reg_format("i18next");
    let src = br#"{"files_one": "{{count}} file", "files_other": "{{count}} files", "plain": "x"}"#;
    let e = convert(&*i18next, src, resx(), &Options::default()).expect_err("plural refused");
    assert!(e.message.contains("`files` is a plural"), "{}", e.message);
    let flat = convert(
        &*i18next,
        src,
        resx(),
        &Options {
            flatten_plurals: true,
            ..Options::default()
        },
    )
    .expect("flattened");
    assert_eq!(flat.flattened, 1);
    let entries = parse(&flat.bytes).entries;
    assert_eq!(entries[0].identifier, "files");
    assert_eq!(
        entries[0].text.main(),
        "{count, plural, one {{{count}} file} other {{{count}} files}}"
    );
}

// ---------------------------------------------------------------------------------------------
// The corpus against an independent reader.

/// Whether Python 3 (whose stdlib `xml.etree.ElementTree` reads the corpus independently) is
/// installed; with `LOCFORGE_REQUIRE_TEST_TOOLS` set its absence fails instead of skipping.
fn python_available() -> bool {
    let found = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found && std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
        panic!("python3 is required here: run scripts/setup-test-tools.sh");
    }
    found
}

/// The string `<data>` of a resx file as Python's ElementTree reads them, by the rules the
/// format documents (no `mimetype`, no `type` other than `System.String`, no designer names).
const ELEMENTTREE: &str = r#"
import json, sys, xml.etree.ElementTree as ET
out = []
for d in ET.parse(sys.argv[1]).getroot().findall("data"):
    a = d.attrib
    t = a.get("type")
    if "mimetype" in a or (t is not None and t.split(",")[0].strip() != "System.String"):
        continue
    if a["name"].startswith(">>") or a["name"].startswith("$this."):
        continue
    v, c = d.find("value"), d.find("comment")
    text = "" if v is None else (v.text or "")
    comment = None if c is None or not (c.text or "").strip() else c.text
    out.append([a["name"], text, comment])
print(json.dumps(out))
"#;

#[test]
fn the_corpus_reads_as_python_elementtree_reads_it() {
    if !python_available() {
        eprintln!("python3 not found: the ElementTree cross-check is skipped");
        return;
    }
    let (files, edges) = corpus_files("resx", &["resx", "resw"]);
    assert!(edges.is_empty(), "resx has no edge cases yet: {edges:?}");
    assert_eq!(files.len(), 6, "the six resx corpus files");
    let mut strings = 0;
    let mut skipped_kinds = [0usize; 3];
    for path in files {
        let src = std::fs::read(&path).expect("readable");
        let parsed = parse(&src);
        let out = std::process::Command::new("python3")
            .arg("-c")
            .arg(ELEMENTTREE)
            .arg(&path)
            .output()
            .expect("python3 runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let theirs: Vec<(String, String, Option<String>)> =
            serde_json::from_slice(&out.stdout).expect("json from python");
        assert_eq!(summary(&parsed.entries), theirs, "{}", path.display());
        strings += theirs.len();
        let text = String::from_utf8_lossy(&src);
        skipped_kinds[0] += text.matches("<data name=\"&gt;&gt;").count();
        skipped_kinds[1] += text.matches("<data name=\"$this.").count();
        skipped_kinds[2] += text.matches(" type=\"System.Int32, mscorlib\">").count();
    }
    assert_eq!(strings, 473);
    // The corpus has designer entries of both kinds and typed resources, all skipped.
    assert!(skipped_kinds.iter().all(|&n| n > 5), "{skipped_kinds:?}");
}

/// A context as PO extracted comments (`#.`) give it back: each line trimmed, blank lines gone.
fn po_context(c: &Option<String>) -> Option<String> {
    let lines: Vec<&str> = c
        .as_deref()?
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    (!lines.is_empty()).then(|| lines.join("\n"))
}

#[test]
fn corpus_files_convert_to_po_and_back() {
    let po = reg_format("po");
    let (files, _) = corpus_files("resx", &["resx", "resw"]);
    let mut reindented = 0;
    for path in files {
        let src = std::fs::read(&path).expect("readable");
        let before = parse(&src);
        let there = convert(resx(), &src, &*po, &Options::default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let back = convert(&*po, &there.bytes, resx(), &Options::default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let after = parse(&back.bytes);
        // Names and values survive; a comment loses its indentation and blank lines.
        let loose = |entries: &[Entry]| -> Vec<(String, String, Option<String>)> {
            summary(entries)
                .into_iter()
                .map(|(id, text, c)| (id, text, po_context(&c)))
                .collect()
        };
        assert_eq!(
            loose(&after.entries),
            loose(&before.entries),
            "{}",
            path.display()
        );
        reindented += before
            .entries
            .iter()
            .zip(&after.entries)
            .filter(|(b, a)| b.context != a.context)
            .count();
    }
    // The loss is real: msbuild's multi-line comments are indented.
    assert!(reindented > 10, "{reindented}");
}

#[test]
fn translations_of_one_language_parse_the_same_as_sources() {
    // resx is monolingual: a translation upload reads values as texts, with no existing
    // translation, whatever the request's targets.
    let de = [Language::new("de", EN.to_vec())];
    let ctx = ParseContext {
        source: None,
        targets: &de,
    };
    let parsed = Resx.parse_all(SAMPLE.as_bytes(), &ctx).expect("parses");
    assert_eq!(parsed.entries, parse(SAMPLE.as_bytes()).entries);
    assert!(parsed.entries.iter().all(|e| e.existing.is_none()));
}

/// A name defined again is one string: the same text is another place of it (both get the
/// translation); another text, or a string after a resource of that name that is no string, is
/// kept as it is and named in a warning.
#[test]
fn a_name_defined_again_is_one_string_or_is_named() {
    let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<root>\n";
    let doc = |body: &str| format!("{head}{body}\n</root>\n");
    let same = doc(
        "  <data name=\"a\"><value>x</value></data>\n  <data name=\"a\"><value>x</value></data>",
    );
    let p = parse(same.as_bytes());
    assert_eq!(texts(&p), [("a", "x", None)]);
    assert!(p.warnings.is_empty());
    let out = String::from_utf8(build_with(same.as_bytes(), &[("a", "X")])).expect("utf-8");
    assert_eq!(out.matches("<value>X</value>").count(), 2, "{out}");
    let other = doc(
        "  <data name=\"a\"><value>x</value></data>\n  <data name=\"a\"><value>y</value></data>",
    );
    let p = parse(other.as_bytes());
    assert_eq!(texts(&p), [("a", "x", None)]);
    let w = &p.warnings[0];
    assert_eq!((w.line, w.column), (4, 3));
    assert!(
        w.message
            .contains("the name `a` is defined again here with another text (first at line 3)"),
        "{}",
        w.message
    );
    let out = String::from_utf8(build_with(other.as_bytes(), &[("a", "X")])).expect("utf-8");
    assert!(
        out.contains("<value>X</value>") && out.contains("<value>y</value>"),
        "{out}"
    );
    let typed = doc("  <data name=\"n\" type=\"System.Int32, mscorlib\"><value>1</value></data>\n  <data name=\"n\"><value>one</value></data>");
    let p = parse(typed.as_bytes());
    assert!(p.entries.is_empty());
    assert_eq!(p.warnings.len(), 1);
}
