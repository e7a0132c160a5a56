//! What is specific to `docx`: segments (paragraphs of the body, tables, headers, footers,
//! footnotes, endnotes, comments) with inline codes, runs of one formatting merged, identifiers
//! stable under edits elsewhere, builds that rewrite only the changed paragraphs of the changed
//! parts (every other zip entry copied raw), codes refused with the string and code named,
//! identity, bad input (zip bombs, unsafe part names, parts over the limit, too many entries,
//! encrypted and macro-enabled documents, bad XML with positions), `create`, detection, the
//! preview, and a cross-check of built corpus files with python-docx.

#[path = "support/python_docx.rs"]
mod python_docx;
mod support;

use std::collections::HashMap;
use std::io::{Cursor, Write};
use std::path::PathBuf;

use locforge_formats::preview::docx_preview;
use locforge_formats::{
    map_segment_text, parse_segment, CodeToken, Docx, Entry, Format, Language, ParseContext,
    Parsed, PluralCategory, Registry, Status, Text, Translation, TranslationStatus,
};
use support::*;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

const W: &str = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

fn de() -> Language {
    lang("de", &[PluralCategory::One, PluralCategory::Other])
}

/// A package of these parts, deflated, in order.
fn zip_of(parts: &[(&str, &[u8])], method: CompressionMethod) -> Vec<u8> {
    let mut w = ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in parts {
        w.start_file(
            *name,
            SimpleFileOptions::default().compression_method(method),
        )
        .unwrap();
        w.write_all(bytes).unwrap();
    }
    w.finish().unwrap().into_inner()
}

fn content_types(extra: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>{extra}</Types>"#
    )
}

/// A Word document whose body holds `body` (and a footer), with an image entry that must be
/// copied as it is.
fn docx(body: &str) -> Vec<u8> {
    let document = format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="{W}"><w:body>{body}<w:sectPr/></w:body></w:document>"#
    );
    let footer = format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:ftr xmlns:w="{W}"><w:p><w:r><w:t>Page footer</w:t></w:r></w:p></w:ftr>"#
    );
    zip_of(
        &[
            ("[Content_Types].xml", content_types("").as_bytes()),
            ("word/document.xml", document.as_bytes()),
            ("word/footer1.xml", footer.as_bytes()),
            ("word/media/image1.png", &[0x89, b'P', b'N', b'G', 1, 2, 3]),
        ],
        CompressionMethod::Deflated,
    )
}

fn parse(src: &[u8]) -> Parsed {
    Docx.parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn texts(p: &Parsed) -> Vec<&str> {
    p.entries.iter().map(|e| e.text.main()).collect()
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

fn build_with(src: &[u8], t: &HashMap<String, Translation<'static>>) -> Result<Vec<u8>, String> {
    let parsed = parse(src);
    let mut out = Vec::new();
    (&Docx as &dyn Format)
        .build(src, &parsed, &de(), None, t, &mut out)
        .map_err(|e| e.to_string())?;
    Ok(out)
}

#[test]
fn paragraphs_runs_and_codes() {
    let src = docx(concat!(
        r#"<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:bookmarkStart w:id="1" w:name="intro"/><w:r><w:t>Intro</w:t></w:r><w:bookmarkEnd w:id="1"/></w:p>"#,
        r#"<w:p><w:r w:rsidR="00A1"><w:t xml:space="preserve">He</w:t></w:r><w:proofErr w:type="spellStart"/><w:r w:rsidR="00B2"><w:t>llo </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>big</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> world</w:t></w:r><w:r><w:tab/></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t>.</w:t></w:r></w:p>"#,
        r#"<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Cell &amp; </w:t></w:r><w:hyperlink r:id="rId9" xmlns:r="r"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>link</w:t></w:r></w:hyperlink></w:p></w:tc></w:tr></w:tbl>"#,
        r#"<w:p><w:r><w:drawing><wp:inline xmlns:wp="wp"><w:txbxContent><w:p><w:r><w:t>box</w:t></w:r></w:p></w:txbxContent></wp:inline></w:drawing></w:r></w:p>"#,
        r#"<w:p/><w:p><w:r><w:t xml:space="preserve">   </w:t></w:r></w:p>"#,
    ));
    let p = parse(&src);
    assert_eq!(
        texts(&p),
        vec![
            "Intro",
            "Hello <0>big world</0><1/>1<2/>.",
            "Cell & <0>link</0>",
            "Page footer"
        ]
    );
    let ids: Vec<&str> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert!(ids[0].starts_with("document/h1-"), "{ids:?}");
    assert!(ids[1].starts_with("document/p-"), "{ids:?}");
    assert!(ids[2].starts_with("document/td-"), "{ids:?}");
    assert!(ids[3].starts_with("footer1/p-"), "{ids:?}");
    assert_eq!(
        p.entries[0].context.as_deref(),
        Some("word/document.xml: heading 1 (style Heading1)")
    );
    assert!(Docx.document() && Docx.rebuilds());
}

#[test]
fn identifiers_survive_edits_elsewhere() {
    let a = parse(&docx(
        r#"<w:p><w:r><w:t>One</w:t></w:r></w:p><w:p><w:r><w:t>Two</w:t></w:r></w:p><w:p><w:r><w:t>Two</w:t></w:r></w:p>"#,
    ));
    let b = parse(&docx(
        r#"<w:p><w:r><w:t>New first</w:t></w:r></w:p><w:p><w:r><w:t>One, changed</w:t></w:r></w:p><w:p><w:r><w:t>Two</w:t></w:r></w:p><w:p><w:r><w:t>Two</w:t></w:r></w:p>"#,
    ));
    assert_eq!(a.entries[1].identifier, b.entries[2].identifier);
    assert_eq!(a.entries[2].identifier, b.entries[3].identifier);
    assert_eq!(
        a.entries[2].identifier,
        format!("{}~2", a.entries[1].identifier)
    );
}

#[test]
fn a_build_rewrites_only_the_changed_paragraphs_and_parts() {
    let body = concat!(
        r#"<w:p w:rsidR="1"><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t>Keep me</w:t></w:r></w:p>"#,
        "\n",
        r#"<w:p><w:r><w:t xml:space="preserve">Click </w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t>here</w:t></w:r><w:r><w:br/></w:r><w:r><w:t>now</w:t></w:r></w:p>"#,
        "\n"
    );
    let src = docx(body);
    let p = parse(&src);
    assert_eq!(texts(&p)[1], "Click <0>here</0><1/>now");
    let out = build_with(
        &src,
        &tr(&[(
            &p.entries[1].identifier,
            "<0>Hier</0> klicken<1/>jetzt & <sofort>",
        )]),
    )
    .unwrap();
    let again = parse(&out);
    assert_eq!(
        texts(&again),
        vec![
            "Keep me",
            "<0>Hier</0> klicken<1/>jetzt & <sofort>",
            "Page footer"
        ]
    );
    let before = zip_entries(&src);
    let after = zip_entries(&out);
    assert_eq!(
        before.iter().map(|e| &e.0).collect::<Vec<_>>(),
        after.iter().map(|e| &e.0).collect::<Vec<_>>(),
        "same entries in the same order"
    );
    for (b, a) in before.iter().zip(&after) {
        if b.0 == "word/document.xml" {
            let (b, a) = (
                String::from_utf8(b.2.clone()).unwrap(),
                String::from_utf8(a.2.clone()).unwrap(),
            );
            // Everything before the changed paragraph and after it is byte for byte the same.
            let start = b
                .find("<w:p><w:r><w:t xml:space=\"preserve\">Click")
                .unwrap();
            assert_eq!(a[..start], b[..start]);
            let tail = &b[b.find("</w:p>\n<w:sectPr/>").unwrap() + 6..];
            assert!(a.ends_with(tail), "{a}");
            assert!(
                a.contains(r#"<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">Hier</w:t></w:r><w:r><w:t xml:space="preserve"> klicken</w:t></w:r><w:r><w:br/></w:r><w:r><w:t xml:space="preserve">jetzt &amp; &lt;sofort&gt;</w:t></w:r></w:p>"#),
                "{a}"
            );
        } else {
            assert_eq!(a.1, b.1, "{}: the stored bytes are copied as they are", b.0);
        }
    }
}

#[test]
fn identity_is_the_input_and_broken_codes_are_refused() {
    let src = docx(
        r#"<w:p><w:r><w:t>A </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>bold</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t>end</w:t></w:r></w:p>"#,
    );
    let p = parse(&src);
    assert_eq!(
        build_with(&src, &baseline_translations(&p.entries)).unwrap(),
        src
    );
    let id = p.entries[0].identifier.to_string();
    for (bad, says) in [
        ("A bold end", "loses code <0>…</0>"),
        ("A <0>bold</0> end", "loses code <1/>"),
        ("A <0>bold<1/></0> end", "mis-nested"),
        ("A <0>bold</0><1/><1/>", "twice"),
        ("A <0>bold</0><1/><2/>", "does not have"),
    ] {
        let e = build_with(&src, &tr(&[(&id, bad)])).unwrap_err();
        assert!(e.contains(&id) && e.contains(says), "{bad}: {e}");
    }
    // Codes may move: the text is written afresh around them.
    let out = build_with(&src, &tr(&[(&id, "<1/>Ende <0>fett</0> A")])).unwrap();
    // (a code at the very start is kept outside the segment when read back).
    assert_eq!(texts(&parse(&out))[0], "Ende <0>fett</0> A");
    // A character XML cannot hold is refused by name.
    let e = build_with(&src, &tr(&[(&id, "A\u{1} <0>b</0><1/>")])).unwrap_err();
    assert!(e.contains(&id) && e.contains("U+0001"), "{e}");
}

#[test]
fn bad_packages_are_refused_in_plain_words() {
    let doc = format!(
        r#"<w:document xmlns:w="{W}"><w:body><w:p><w:r><w:t>x</w:t></w:r></w:p></w:body></w:document>"#
    );
    let ct = content_types("");
    // Not a zip, an OLE file, no content types, no main part.
    let e = Docx
        .parse_all(b"hello", &ParseContext::default())
        .unwrap_err();
    assert!(
        e.message.contains("not a zip archive") && e.line == 1,
        "{e}"
    );
    let mut ole = vec![0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
    ole.resize(512, 0);
    let e = Docx.parse_all(&ole, &ParseContext::default()).unwrap_err();
    assert!(
        e.message.contains("encrypted or legacy binary Office file"),
        "{e}"
    );
    let e = Docx
        .parse_all(
            &zip_of(
                &[("word/document.xml", doc.as_bytes())],
                CompressionMethod::Deflated,
            ),
            &ParseContext::default(),
        )
        .unwrap_err();
    assert!(e.message.contains("[Content_Types].xml"), "{e}");
    let e = Docx
        .parse_all(
            &zip_of(
                &[("[Content_Types].xml", b"<Types/>")],
                CompressionMethod::Deflated,
            ),
            &ParseContext::default(),
        )
        .unwrap_err();
    assert!(e.message.contains("no main document part"), "{e}");
    // A part name that climbs out of the package.
    let e = Docx
        .parse_all(
            &zip_of(
                &[
                    ("[Content_Types].xml", ct.as_bytes()),
                    ("../evil.xml", b"x"),
                    ("word/document.xml", doc.as_bytes()),
                ],
                CompressionMethod::Deflated,
            ),
            &ParseContext::default(),
        )
        .unwrap_err();
    assert!(
        e.message.contains("`../evil.xml`") && e.message.contains("`..`"),
        "{e}"
    );
    assert!(e.line == 1 && e.column > 1, "{e:?}");
    // A zip bomb: 4 MiB of one byte deflates about a thousand times.
    let bomb = vec![b'a'; 4 << 20];
    let e = Docx
        .parse_all(
            &zip_of(
                &[
                    ("[Content_Types].xml", ct.as_bytes()),
                    ("word/document.xml", doc.as_bytes()),
                    ("word/bomb.xml", &bomb),
                ],
                CompressionMethod::Deflated,
            ),
            &ParseContext::default(),
        )
        .unwrap_err();
    assert!(
        e.message.contains("zip bomb")
            && e.message.contains("4194304 bytes")
            && e.message.contains("200 to 1"),
        "{e}"
    );
    // Too many entries.
    let names: Vec<String> = (0..10_001).map(|i| format!("x/{i}")).collect();
    let mut parts: Vec<(&str, &[u8])> = vec![("[Content_Types].xml", ct.as_bytes())];
    parts.extend(names.iter().map(|n| (n.as_str(), &b""[..])));
    let e = Docx
        .parse_all(
            &zip_of(&parts, CompressionMethod::Stored),
            &ParseContext::default(),
        )
        .unwrap_err();
    assert!(
        e.message.contains("10002 entries") && e.message.contains("limit of 10000"),
        "{e}"
    );
}

/// Rewrites the uncompressed size a stored entry declares (local header and central directory)
/// to `size`.
fn declare_size(zipped: &mut [u8], name: &str, size: u32) {
    let n = name.as_bytes();
    let mut i = 0;
    while i + 46 < zipped.len() {
        if zipped[i..].starts_with(b"PK\x03\x04") && zipped[i + 30..].starts_with(n) {
            zipped[i + 22..i + 26].copy_from_slice(&size.to_le_bytes());
        }
        if zipped[i..].starts_with(b"PK\x01\x02") && zipped[i + 46..].starts_with(n) {
            zipped[i + 24..i + 28].copy_from_slice(&size.to_le_bytes());
        }
        i += 1;
    }
}

#[test]
fn declared_sizes_are_held_to_the_limit_and_to_the_truth() {
    let doc = format!(
        r#"<w:document xmlns:w="{W}"><w:body><w:p><w:r><w:t>Some words here</w:t></w:r></w:p></w:body></w:document>"#
    );
    let ct = content_types("");
    let good = zip_of(
        &[
            ("[Content_Types].xml", ct.as_bytes()),
            ("word/document.xml", doc.as_bytes()),
        ],
        CompressionMethod::Stored,
    );
    // A part declared over the per-part limit is refused before anything is unzipped.
    let mut big = good.clone();
    declare_size(&mut big, "word/document.xml", 100 << 20);
    let e = Docx.parse_all(&big, &ParseContext::default()).unwrap_err();
    assert!(
        e.message.contains("104857600 bytes") && e.message.contains("limit of 67108864"),
        "{e}"
    );
    // A part that unzips to more than it declares is refused as it is read.
    let mut lying = good.clone();
    declare_size(&mut lying, "word/document.xml", 10);
    let e = Docx
        .parse_all(&lying, &ParseContext::default())
        .unwrap_err();
    assert!(
        e.message.contains("word/document.xml") && e.line == 1,
        "{e}"
    );
}

#[test]
fn bad_xml_is_positioned_in_its_part_and_a_doctype_is_refused() {
    let ct = content_types("");
    let bad = format!("<w:document xmlns:w=\"{W}\">\n<w:body>\n<w:p></w:r></w:body></w:document>");
    let e = Docx
        .parse_all(
            &zip_of(
                &[
                    ("[Content_Types].xml", ct.as_bytes()),
                    ("word/document.xml", bad.as_bytes()),
                ],
                CompressionMethod::Deflated,
            ),
            &ParseContext::default(),
        )
        .unwrap_err();
    assert_eq!((e.line, e.column), (3, 6), "{e}");
    assert!(
        e.message.contains("word/document.xml") && e.message.contains("expected"),
        "{e}"
    );
    let dtd = format!("<!DOCTYPE w:document [<!ENTITY lol \"lol\">]><w:document xmlns:w=\"{W}\"><w:body><w:p><w:r><w:t>&lol;</w:t></w:r></w:p></w:body></w:document>");
    let e = Docx
        .parse_all(
            &zip_of(
                &[
                    ("[Content_Types].xml", ct.as_bytes()),
                    ("word/document.xml", dtd.as_bytes()),
                ],
                CompressionMethod::Deflated,
            ),
            &ParseContext::default(),
        )
        .unwrap_err();
    assert!(e.message.contains("DOCTYPE") && e.line == 1, "{e}");
}

#[test]
fn a_macro_enabled_document_is_read_with_a_warning_and_its_macros_kept() {
    let doc = format!(
        r#"<w:document xmlns:w="{W}"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>"#
    );
    let ct = content_types(
        r#"<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>"#,
    );
    let vba = b"\x01\x02 not a real VBA project \xff";
    let src = zip_of(
        &[
            ("[Content_Types].xml", ct.as_bytes()),
            ("word/document.xml", doc.as_bytes()),
            ("word/vbaProject.bin", vba),
        ],
        CompressionMethod::Deflated,
    );
    let p = parse(&src);
    assert_eq!(p.warnings.len(), 1);
    assert!(
        p.warnings[0].message.contains("macro-enabled")
            && p.warnings[0].message.contains("never executed"),
        "{:?}",
        p.warnings
    );
    let out = build_with(&src, &tr(&[(&p.entries[0].identifier, "Hallo")])).unwrap();
    let after = zip_entries(&out);
    let kept = after.iter().find(|e| e.0 == "word/vbaProject.bin").unwrap();
    assert_eq!(kept.2, vba);
    assert_eq!(texts(&parse(&out)), vec!["Hallo"]);
}

#[test]
fn a_refused_build_writes_nothing() {
    let src =
        docx(r#"<w:p><w:r><w:t>A</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t>B</w:t></w:r></w:p>"#);
    let p = parse(&src);
    let mut out = Vec::new();
    let r = (&Docx as &dyn Format).build(
        &src,
        &p,
        &de(),
        None,
        &tr(&[(&p.entries[0].identifier, "AB")]),
        &mut out,
    );
    assert!(r.is_err());
    assert!(out.is_empty(), "nothing written for a refused build");
}

#[test]
fn create_writes_a_document_that_reads_back() {
    let entries = vec![
        Entry::plain("a", "First paragraph & more"),
        Entry::plain("b", "Second <one>"),
    ];
    let mut out = Vec::new();
    Docx.create(&entries, &de(), None, &mut out).unwrap();
    let p = parse(&out);
    assert_eq!(texts(&p), vec!["First paragraph & more", "Second <one>"]);
    assert_eq!(
        p.entries
            .iter()
            .map(|e| words(e.text.main()))
            .collect::<Vec<_>>(),
        vec!["First paragraph & more", "Second <one>"]
    );
    if let Some(paragraphs) = python_docx::body_paragraphs(&out) {
        assert_eq!(
            paragraphs.expect("python-docx opens a created document"),
            vec!["First paragraph & more", "Second <one>"]
        );
    }
    let mut out = Vec::new();
    let e = Docx
        .create(&[Entry::plain("c", "<0>bold</0>")], &de(), None, &mut out)
        .unwrap_err();
    assert!(e.to_string().contains("inline code"), "{e}");
}

#[test]
fn detection_by_name_and_content() {
    let r = Registry::builtin();
    let src = docx(r#"<w:p><w:r><w:t>A</w:t></w:r></w:p>"#);
    assert_eq!(
        r.detect("report.docx", &src).map(|f| f.info().key),
        Some("docx")
    );
    assert_eq!(
        r.detect("REPORT.DOCM", &src).map(|f| f.info().key),
        Some("docx")
    );
    assert!(r.detect("report.docx", b"plain text").is_none());
}

#[test]
fn the_preview_shows_headings_tables_and_every_string() {
    let src = docx(concat!(
        r#"<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr><w:r><w:t>Title &lt;here&gt;</w:t></w:r></w:p>"#,
        r#"<w:p><w:r><w:t xml:space="preserve">Some </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>bold</w:t></w:r></w:p>"#,
        r#"<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Cell</w:t></w:r></w:p></w:tc></w:tr></w:tbl>"#,
    ));
    let html = docx_preview("t", &src).unwrap();
    let p = parse(&src);
    for i in 0..p.entries.len() {
        assert!(
            html.contains(&format!("id=\"string_preview_id_{i}\"")),
            "{i}: {html}"
        );
    }
    assert!(html.contains("<h2><span id=\"string_preview_id_0\" class=\"crowdin_phrase\">Title &lt;here&gt;</span></h2>"), "{html}");
    assert!(html.contains("Some <strong>bold</strong>"), "{html}");
    assert!(
        html.contains("<table>\n<tr><td><p><span id=\"string_preview_id_2\""),
        "{html}"
    );
    assert_eq!(Docx.document_preview("t", &src), Some(html));
}

/// The corpus files.
fn corpus() -> Vec<PathBuf> {
    let (files, _) = corpus_files("docx", &["docx"]);
    assert!(files.len() >= 50, "{} corpus files", files.len());
    files
}

/// The translation of segment `i` in the corpus builds: every text between codes marked.
fn translated(i: usize, source: &str) -> String {
    map_segment_text(source, |s| format!("«{i}:{s}»"))
}

/// The words of a segment (its codes left out).
fn words(text: &str) -> String {
    parse_segment(text)
        .map(|ts| {
            ts.iter()
                .filter_map(|t| match t {
                    CodeToken::Text(s) => Some(s.to_string()),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Corpus files python-docx cannot open at all (their source neither), with the reason.
const PYTHON_DOCX_CANNOT_OPEN: &[(&str, &str)] = &[(
    "strict-format.docx",
    "Strict Office Open XML, whose relationship types python-docx does not know",
)];

#[test]
fn corpus_identity_translation_and_python_docx() {
    let mut strings = 0;
    let mut checked = 0;
    for path in corpus() {
        let name = path.display().to_string();
        let src = std::fs::read(&path).unwrap();
        let p = Docx
            .parse_all(&src, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        strings += p.entries.len();
        let same = build_with(&src, &baseline_translations(&p.entries)).unwrap();
        assert!(same == src, "{name}: the identity build is not the input");
        let t = translate_all(&p.entries, &de(), translated);
        let out = assert_reparse(&Docx, &name, &src, &de(), &t);
        // Every entry but the story parts' is stored as it was.
        let before = zip_entries(&src);
        let after = zip_entries(&out);
        assert_eq!(before.len(), after.len(), "{name}");
        for (b, a) in before.iter().zip(&after) {
            assert_eq!(a.0, b.0, "{name}: entry order");
            let story = a.0.starts_with("word/")
                && [
                    "document",
                    "header",
                    "footer",
                    "footnotes",
                    "endnotes",
                    "comments",
                ]
                .iter()
                .any(|k| a.0[5..].starts_with(k));
            if !story {
                assert!(a.1 == b.1, "{name}: {} changed", a.0);
            }
        }
        if let Some(paragraphs) = python_docx::body_paragraphs(&out) {
            let cannot = PYTHON_DOCX_CANNOT_OPEN
                .iter()
                .find(|(f, _)| name.ends_with(f));
            let paragraphs = match (paragraphs, cannot) {
                (Ok(p), None) => p,
                (Err(e), Some((_, why))) => {
                    let source = python_docx::body_paragraphs(&src).expect("python-docx runs");
                    assert!(source.is_err(), "{name} is listed as one python-docx cannot open ({why}), but it opens the source");
                    eprintln!("{name}: python-docx cannot open it ({why}): {e}");
                    continue;
                }
                (Err(e), None) => panic!("{name}: python-docx cannot open the build: {e}"),
                (Ok(_), Some(_)) => panic!(
                    "{name} is listed as one python-docx cannot open, but it opens the build"
                ),
            };
            let seen: Vec<String> = paragraphs
                .iter()
                .filter(|t| t.contains('«'))
                .map(|t| t.replace(['\t', '\n'], ""))
                .collect();
            let want: Vec<String> = p
                .entries
                .iter()
                .filter(|e| e.identifier.starts_with("document/"))
                .map(|e| words(t[&*e.identifier].text.main()).replace(['\t', '\n'], ""))
                .collect();
            assert_eq!(
                seen, want,
                "{name}: python-docx reads other paragraph texts"
            );
            checked += 1;
        }
    }
    eprintln!("docx: {strings} strings, {checked} builds read by python-docx");
    assert!(strings >= 550, "{strings}");
}

#[test]
fn convert_to_and_from_other_formats() {
    use locforge_formats::convert::{convert, Options};
    let r = Registry::builtin();
    let docx = &**r.get("docx").expect("registered");
    let src = std::fs::read(
        corpus_root().join("docx/python-docx/features/steps/test_files/blk-paras-and-tables.docx"),
    )
    .unwrap();
    let from = parse(&src);
    // To every monolingual and bilingual text format the texts travel, codes and all.
    for key in ["po", "json", "xliff12", "properties", "markdown"] {
        let to = &**r.get(key).expect("registered");
        match convert(docx, &src, to, &Options::default()) {
            Ok(out) => {
                assert_eq!(out.strings, from.entries.len(), "{key}");
                let back = to.parse_all(&out.bytes, &ParseContext::default()).unwrap();
                let mut got: Vec<String> = back
                    .entries
                    .iter()
                    .map(|e| e.text.main().to_string())
                    .collect();
                let mut want: Vec<String> = texts(&from).iter().map(|s| s.to_string()).collect();
                if key == "markdown" {
                    // Markdown derives its own notation; compare the words.
                    got = got.iter().map(|s| words(s)).collect();
                    want = want.iter().map(|s| words(s)).collect();
                }
                assert_eq!(got, want, "{key}");
            }
            Err(e) => panic!("docx → {key}: {e}"),
        }
    }
    // From another format: each string a paragraph.
    let json = br#"{"a": "Hello & welcome", "b": {"c": "Second <b>line</b>"}}"#;
    let out = convert(&**r.get("json").unwrap(), json, docx, &Options::default()).unwrap();
    assert_eq!(
        parse(&out.bytes)
            .entries
            .iter()
            .map(|e| words(e.text.main()))
            .collect::<Vec<_>>(),
        vec!["Hello & welcome", "Second <b>line</b>"]
    );
}
