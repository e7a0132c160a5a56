//! What is specific to `xlsx`: text cells (shared and inline strings) as strings named by sheet
//! and cell, rich-text runs as inline codes, numbers, formulas and booleans never strings;
//! builds that rewrite a shared string in place or split it when its cells are translated
//! differently, and copy every other zip entry raw; language tables (a first row of languages)
//! read as rows with translations and built into the target's column; identity; codes refused;
//! bad input; macro-enabled workbooks; `create`; detection; the preview; and a cross-check of
//! built corpus workbooks with openpyxl.

#[path = "support/openpyxl.rs"]
mod openpyxl;
mod support;

use std::collections::HashMap;
use std::io::{Cursor, Write};
use std::path::PathBuf;

use locforge_formats::{
    map_segment_text, parse_segment, CodeToken, Entry, Format, Language, ParseContext, Parsed,
    PluralCategory, Registry, Status, Text, Translation, TranslationStatus, Xlsx,
};
use support::*;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

fn de() -> Language {
    lang("de", &[PluralCategory::One, PluralCategory::Other])
}

const MAIN: &str = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL: &str = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/// A package of these parts, deflated, in order.
fn zip_of(parts: &[(&str, &[u8])]) -> Vec<u8> {
    let mut w = ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in parts {
        w.start_file(
            *name,
            SimpleFileOptions::default().compression_method(CompressionMethod::Deflated),
        )
        .unwrap();
        w.write_all(bytes).unwrap();
    }
    w.finish().unwrap().into_inner()
}

/// A workbook of sheets (name, sheetData contents) and shared-string items (`si` contents),
/// with a styles part that must be copied as it is.
fn xlsx(sheets: &[(&str, &str)], items: &[&str]) -> Vec<u8> {
    let mut types = String::from(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>"#,
    );
    let mut book = format!(r#"<workbook xmlns="{MAIN}" xmlns:r="{REL}"><sheets>"#);
    let mut rels = String::from(
        r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#,
    );
    let mut parts: Vec<(String, Vec<u8>)> = Vec::new();
    for (i, (name, data)) in sheets.iter().enumerate() {
        let n = i + 1;
        types.push_str(&format!(r#"<Override PartName="/xl/worksheets/sheet{n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>"#));
        book.push_str(&format!(
            r#"<sheet name="{name}" sheetId="{n}" r:id="rId{n}"/>"#
        ));
        rels.push_str(&format!(
            r#"<Relationship Id="rId{n}" Type="{REL}/worksheet" Target="worksheets/sheet{n}.xml"/>"#
        ));
        parts.push((
            format!("xl/worksheets/sheet{n}.xml"),
            format!(
                r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="{MAIN}"><sheetData>{data}</sheetData></worksheet>"#
            )
            .into_bytes(),
        ));
    }
    types.push_str("</Types>");
    book.push_str("</sheets></workbook>");
    rels.push_str(&format!(r#"<Relationship Id="rIdS" Type="{REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>"#));
    let sst = format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="{MAIN}" count="{}" uniqueCount="{}">{}</sst>"#,
        items.len(),
        items.len(),
        items
            .iter()
            .map(|i| format!("<si>{i}</si>"))
            .collect::<String>()
    );
    let mut all: Vec<(&str, &[u8])> = vec![
        ("[Content_Types].xml", types.as_bytes()),
        ("xl/workbook.xml", book.as_bytes()),
        ("xl/_rels/workbook.xml.rels", rels.as_bytes()),
        ("xl/sharedStrings.xml", sst.as_bytes()),
        ("xl/styles.xml", b"<styleSheet/>"),
    ];
    for (n, b) in &parts {
        all.push((n, b));
    }
    zip_of(&all)
}

fn parse_with(src: &[u8], targets: &[Language]) -> Parsed {
    Xlsx.parse_all(
        src,
        &ParseContext {
            source: None,
            targets,
        },
    )
    .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn parse(src: &[u8]) -> Parsed {
    parse_with(src, &[])
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

fn build_for(
    src: &[u8],
    target: &Language,
    t: &HashMap<String, Translation<'static>>,
) -> Result<Vec<u8>, String> {
    let parsed = parse_with(src, std::slice::from_ref(target));
    let mut out = Vec::new();
    (&Xlsx as &dyn Format)
        .build(src, &parsed, target, None, t, &mut out)
        .map_err(|e| e.to_string())?;
    Ok(out)
}

fn build_with(src: &[u8], t: &HashMap<String, Translation<'static>>) -> Result<Vec<u8>, String> {
    build_for(src, &de(), t)
}

/// The unzipped part `name` of `zipped`, as text.
fn part(zipped: &[u8], name: &str) -> String {
    let e = zip_entries(zipped);
    let (_, _, plain) = e.iter().find(|(n, _, _)| n == name).expect("part present");
    String::from_utf8(plain.clone()).unwrap()
}

fn summary(p: &Parsed) -> Vec<(String, String, String)> {
    p.entries
        .iter()
        .map(|e| {
            (
                e.identifier.to_string(),
                e.text.main().to_string(),
                e.context.as_deref().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// Shared strings 0 "Hello", 1 rich "Bold and plain", 2 "   " (whitespace), 3 "Shared".
const ITEMS: &[&str] = &[
    "<t>Hello</t>",
    r#"<r><rPr><b/><sz val="11"/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r>"#,
    r#"<t xml:space="preserve">   </t>"#,
    "<t>Shared &amp; used twice</t>",
];

const SHEET1: &str = r#"<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>42</v></c><c r="C1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="str"><f>A1&amp;"!"</f><v>Hello!</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" t="inlineStr"><is><t>Inline</t></is></c></row><row r="3"><c r="A3" t="s"><v>3</v></c></row>"#;
const SHEET2: &str =
    r#"<row r="1"><c r="A1" t="s"><v>3</v></c><c r="B1" s="2"><v>3.25</v></c></row>"#;

fn workbook() -> Vec<u8> {
    xlsx(&[("Data", SHEET1), ("More", SHEET2)], ITEMS)
}

#[test]
fn text_cells_are_strings_and_nothing_else_is() {
    let p = parse(&workbook());
    assert_eq!(
        summary(&p),
        vec![
            ("Data!A1".into(), "Hello".into(), "Data!A1".into()),
            (
                "Data!C1".into(),
                "<0>Bold</0> and plain".into(),
                "Data!C1".into()
            ),
            ("Data!D2".into(), "Inline".into(), "Data!D2".into()),
            (
                "Data!A3".into(),
                "Shared & used twice".into(),
                "Data!A3".into()
            ),
            (
                "More!A1".into(),
                "Shared & used twice".into(),
                "More!A1".into()
            ),
        ]
    );
}

#[test]
fn a_build_rewrites_in_place_or_splits_a_shared_string() {
    let src = workbook();
    // Both cells of item 3 get one translation: rewritten in place, the sheets untouched.
    let out = build_with(
        &src,
        &tr(&[
            ("Data!A3", "Geteilt & zweimal"),
            ("More!A1", "Geteilt & zweimal"),
            ("Data!C1", "<0>Fett</0> und schlicht"),
        ]),
    )
    .unwrap();
    let sst = part(&out, "xl/sharedStrings.xml");
    assert!(
        sst.contains("<si><t xml:space=\"preserve\">Geteilt &amp; zweimal</t></si>"),
        "{sst}"
    );
    assert!(sst.contains(r#"<si><r><rPr><b/><sz val="11"/></rPr><t xml:space="preserve">Fett</t></r><r><t xml:space="preserve"> und schlicht</t></r></si>"#), "{sst}");
    assert!(sst.contains(r#"uniqueCount="4""#), "{sst}");
    let (before, after) = (zip_entries(&src), zip_entries(&out));
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(a.0, b.0);
        if a.0 != "xl/sharedStrings.xml" {
            assert!(a.1 == b.1, "{} changed", a.0);
        }
    }
    let again = parse(&out);
    assert_eq!(again.entries[3].text.main(), "Geteilt & zweimal");
    assert_eq!(again.entries[4].text.main(), "Geteilt & zweimal");
    // Translated differently (and one cell not at all): new items appended, cells repointed.
    let out = build_with(&src, &tr(&[("More!A1", "Anders")])).unwrap();
    let sst = part(&out, "xl/sharedStrings.xml");
    assert!(sst.contains(r#"uniqueCount="5""#), "{sst}");
    assert!(
        sst.ends_with("<si><t xml:space=\"preserve\">Anders</t></si></sst>"),
        "{sst}"
    );
    assert!(part(&out, "xl/worksheets/sheet2.xml").contains(r#"<c r="A1" t="s"><v>4</v></c>"#));
    assert!(part(&out, "xl/worksheets/sheet1.xml").contains(r#"<c r="A3" t="s"><v>3</v></c>"#));
    let texts: Vec<String> = parse(&out)
        .entries
        .iter()
        .map(|e| e.text.main().to_string())
        .collect();
    assert_eq!(texts[3], "Shared & used twice");
    assert_eq!(texts[4], "Anders");
    // An inline string is rewritten in its cell.
    let out = build_with(&src, &tr(&[("Data!D2", "Eingebettet")])).unwrap();
    assert!(part(&out, "xl/worksheets/sheet1.xml").contains(
        r#"<c r="D2" t="inlineStr"><is><t xml:space="preserve">Eingebettet</t></is></c>"#
    ));
}

#[test]
fn identity_is_the_input_and_broken_codes_are_refused() {
    let src = workbook();
    let p = parse(&src);
    assert!(build_with(&src, &baseline_translations(&p.entries)).unwrap() == src);
    assert!(build_with(&src, &HashMap::new()).unwrap() == src);
    let e = build_with(&src, &tr(&[("Data!C1", "Fett und schlicht")])).unwrap_err();
    assert!(e.contains("Data!C1") && e.contains("<0>"), "{e}");
}

const TABLE: &str = r#"<row r="1"><c r="A1" t="inlineStr"><is><t>key</t></is></c><c r="B1" t="inlineStr"><is><t>en</t></is></c><c r="C1" t="inlineStr"><is><t>de</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>greeting</t></is></c><c r="B2" t="s"><v>0</v></c><c r="C2" t="inlineStr"><is><t>Hallo</t></is></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>bold</t></is></c><c r="B3" t="s"><v>1</v></c></row><row r="4"><c r="B4" t="s"><v>3</v></c><c r="C4" s="1"><f>B4</f><v>x</v></c><c r="E4" t="s"><v>0</v></c></row>"#;

#[test]
fn a_language_table_reads_rows_and_builds_the_target_column() {
    let src = xlsx(&[("Strings", TABLE)], ITEMS);
    let p = parse_with(&src, &[de()]);
    assert_eq!(
        summary(&p),
        vec![
            ("Strings!E4".into(), "Hello".into(), "Strings!E4".into()),
            ("greeting".into(), "Hello".into(), "Strings!B2".into()),
            (
                "bold".into(),
                "<0>Bold</0> and plain".into(),
                "Strings!B3".into()
            ),
            (
                "Strings!B4".into(),
                "Shared & used twice".into(),
                "Strings!B4".into()
            ),
        ]
    );
    assert_eq!(
        p.entries[1].existing.as_ref().map(|t| t.text.main()),
        Some("Hallo")
    );
    assert_eq!(p.entries[1].translations["de"].text.main(), "Hallo");
    assert!(p.entries[2].existing.is_none());
    // Identity with the file's own translations.
    assert!(build_with(&src, &HashMap::new()).unwrap() == src);
    // The target column written: replaced, inserted in column order, the source kept.
    let out = build_with(
        &src,
        &tr(&[
            ("greeting", "Guten Tag"),
            ("bold", "<0>Fett</0> und schlicht"),
        ]),
    )
    .unwrap();
    let sheet = part(&out, "xl/worksheets/sheet1.xml");
    assert!(
        sheet.contains(r#"<c r="B3" t="s"><v>1</v></c><c r="C3" t="s"><v>5</v></c></row>"#),
        "{sheet}"
    );
    assert!(sheet.contains(r#"<c r="C2" t="s"><v>4</v></c>"#), "{sheet}");
    let again = parse_with(&out, &[de()]);
    let got: Vec<(String, Option<String>)> = again
        .entries
        .iter()
        .map(|e| {
            (
                e.text.main().to_string(),
                e.existing.as_ref().map(|t| t.text.main().to_string()),
            )
        })
        .collect();
    assert_eq!(got[1], ("Hello".into(), Some("Guten Tag".into())));
    assert_eq!(
        got[2],
        (
            "<0>Bold</0> and plain".into(),
            Some("<0>Fett</0> und schlicht".into())
        )
    );
    // A language the sheet lacks gets a column of its own, its name in the header row.
    let fr = lang("fr", &[PluralCategory::One, PluralCategory::Other]);
    let out = build_for(&src, &fr, &tr(&[("greeting", "Bonjour")])).unwrap();
    let sheet = part(&out, "xl/worksheets/sheet1.xml");
    assert!(
        sheet.contains(r#"<c r="F1" t="inlineStr"><is><t>fr</t></is></c></row>"#),
        "{sheet}"
    );
    let again = parse_with(&out, std::slice::from_ref(&fr));
    assert_eq!(
        again.entries[1].existing.as_ref().map(|t| t.text.main()),
        Some("Bonjour")
    );
    // A formula in the target's cell is never overwritten.
    let e = build_with(&src, &tr(&[("Strings!B4", "Geteilt")])).unwrap_err();
    assert!(e.contains("formula") && e.contains("Strings!C4"), "{e}");
}

#[test]
fn bad_workbooks_are_refused_in_plain_words() {
    let e = Xlsx
        .parse_all(b"hello", &ParseContext::default())
        .unwrap_err();
    assert!(e.message.contains("not a zip archive"), "{e}");
    let no_book = zip_of(&[("[Content_Types].xml", b"<Types/>")]);
    let e = Xlsx
        .parse_all(&no_book, &ParseContext::default())
        .unwrap_err();
    assert!(e.message.contains("xl/workbook.xml"), "{e}");
    // A shared-string index past the table.
    let src = xlsx(
        &[("S", r#"<row r="1"><c r="A1" t="s"><v>9</v></c></row>"#)],
        ITEMS,
    );
    let e = Xlsx.parse_all(&src, &ParseContext::default()).unwrap_err();
    assert!(
        e.message.contains("shared string 9") && e.message.contains("4 items"),
        "{e}"
    );
    // Bad XML in a sheet: its line and column, the part named.
    let src = xlsx(&[("S", "<row r=\"1\">\n<c r=\"A1\"></row>")], ITEMS);
    let e = Xlsx.parse_all(&src, &ParseContext::default()).unwrap_err();
    assert!(
        e.message.contains("xl/worksheets/sheet1.xml") && e.line == 3,
        "{e}"
    );
    // A bad cell reference, positioned.
    let src = xlsx(&[("S", "<row>\n<c r=\"1A\"/></row>")], ITEMS);
    let e = Xlsx.parse_all(&src, &ParseContext::default()).unwrap_err();
    assert!(e.message.contains("`1A`") && e.line == 3, "{e}");
    // A DOCTYPE in the shared strings is refused, its entity never expanded.
    let mut items = ITEMS.to_vec();
    items.push("<t>&x;</t>");
    let src = xlsx(&[("S", SHEET2)], &items);
    let bytes = zip_entries(&src);
    let parts: Vec<(String, Vec<u8>)> = bytes
        .into_iter()
        .map(|(n, _, p)| {
            let p = if n == "xl/sharedStrings.xml" {
                String::from_utf8(p)
                    .unwrap()
                    .replacen("<sst", "<!DOCTYPE sst [<!ENTITY x \"boom\">]><sst", 1)
                    .into_bytes()
            } else {
                p
            };
            (n, p)
        })
        .collect();
    let refs: Vec<(&str, &[u8])> = parts
        .iter()
        .map(|(n, p)| (n.as_str(), p.as_slice()))
        .collect();
    let e = Xlsx
        .parse_all(&zip_of(&refs), &ParseContext::default())
        .unwrap_err();
    assert!(
        e.message.contains("DOCTYPE") && e.message.contains("sharedStrings"),
        "{e}"
    );
    // Corpus edge cases: an encrypted workbook (OLE) and an XML bomb.
    for (file, want) in [
        ("poc-xmlbomb.xlsx", "DOCTYPE"),
        ("protected_passtika.xlsx", "encrypted"),
    ] {
        let path = corpus_root().join("xlsx/edge-cases").join(file);
        let Ok(src) = std::fs::read(&path) else {
            panic!("corpus edge case {} missing", path.display());
        };
        let e = Xlsx.parse_all(&src, &ParseContext::default()).unwrap_err();
        assert!(e.message.contains(want), "{file}: {e}");
    }
}

#[test]
fn a_macro_enabled_workbook_is_read_with_a_warning_and_its_macros_kept() {
    let path = corpus_root().join("xlsx/apache-poi/SimpleMacro.xlsm");
    let src = std::fs::read(&path).unwrap();
    let p = parse(&src);
    assert!(
        p.warnings
            .iter()
            .any(|w| w.message.contains("macro-enabled")),
        "{:?}",
        p.warnings
    );
    let t = translate_all(&p.entries, &de(), |i, s| {
        map_segment_text(s, |x| format!("«{i}:{x}»"))
    });
    let out = build_with(&src, &t).unwrap();
    let vba = |z: &[u8]| {
        zip_entries(z)
            .into_iter()
            .find(|(n, _, _)| n.ends_with("vbaProject.bin"))
            .map(|(_, raw, _)| raw)
            .expect("a VBA project")
    };
    assert!(vba(&out) == vba(&src));
}

#[test]
fn create_writes_a_workbook_that_reads_back() {
    let entries = vec![
        Entry::plain("a", "Hello & <welcome>".replace('<', "&lt;")),
        Entry::plain("b", "Second"),
    ];
    let mut out = Vec::new();
    Xlsx.create(&entries, &de(), None, &mut out).unwrap();
    let p = parse(&out);
    assert_eq!(
        summary(&p),
        vec![
            (
                "Sheet1!A1".into(),
                "Hello & <welcome>".into(),
                "Sheet1!A1".into()
            ),
            ("Sheet1!A2".into(), "Second".into(), "Sheet1!A2".into()),
        ]
    );
    if let Some(cells) = openpyxl::cells(&out) {
        let cells = cells.unwrap();
        assert_eq!(cells[0].2, "Hello & <welcome>");
    }
    let bad = vec![Entry::plain("c", "<0>code</0>")];
    let e = Xlsx.create(&bad, &de(), None, &mut Vec::new()).unwrap_err();
    assert!(e.message.contains("inline code"), "{e}");
}

#[test]
fn detection_by_name_and_content() {
    let r = Registry::builtin();
    let src = workbook();
    assert_eq!(
        r.detect("book.xlsx", &src).map(|f| f.info().key),
        Some("xlsx")
    );
    assert_eq!(
        r.detect("MACROS.XLSM", &src).map(|f| f.info().key),
        Some("xlsx")
    );
    assert!(r.detect("book.xlsx", b"plain text").is_none());
    // A Word document is not taken for a workbook, nor a workbook for a Word document.
    assert!(r.detect("book.docx", &src).is_none());
}

#[test]
fn the_preview_shows_each_sheet_as_a_table_and_every_string() {
    let src = workbook();
    let html = Xlsx.document_preview("Book", &src).unwrap();
    let p = parse(&src);
    for i in 0..p.entries.len() {
        assert!(
            html.contains(&format!("id=\"string_preview_id_{i}\"")),
            "{i}: {html}"
        );
    }
    assert!(
        html.contains("<h2>Data</h2>") && html.contains("<h2>More</h2>"),
        "{html}"
    );
    assert!(
        html.contains("<td>42</td>") && html.contains("<td>Hello!</td>"),
        "{html}"
    );
    assert!(html.contains("Shared &amp; used twice"), "{html}");
}

/// The corpus workbooks.
fn corpus() -> Vec<PathBuf> {
    let (files, _) = corpus_files("xlsx", &["xlsx", "xlsm"]);
    files
        .into_iter()
        .filter(|p| !p.components().any(|c| c.as_os_str() == "edge-cases"))
        .collect()
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

#[test]
fn corpus_identity_translation_and_openpyxl() {
    let files = corpus();
    assert!(files.len() >= 25, "{} corpus files", files.len());
    let (mut strings, mut checked) = (0, 0);
    for path in files {
        let name = path.display().to_string();
        let src = std::fs::read(&path).unwrap();
        let p = Xlsx
            .parse_all(&src, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        strings += p.entries.len();
        let same = build_with(&src, &baseline_translations(&p.entries)).unwrap();
        assert!(same == src, "{name}: the identity build is not the input");
        let t = translate_all(&p.entries, &de(), |i, s| {
            map_segment_text(s, |x| format!("«{i}:{x}»"))
        });
        let out = assert_reparse(&Xlsx, &name, &src, &de(), &t);
        // Every entry but the shared strings and the worksheets is stored as it was.
        let (before, after) = (zip_entries(&src), zip_entries(&out));
        assert_eq!(before.len(), after.len(), "{name}");
        for (b, a) in before.iter().zip(&after) {
            assert_eq!(a.0, b.0, "{name}: entry order");
            if !(a.0 == "xl/sharedStrings.xml" || a.0.starts_with("xl/worksheets/sheet")) {
                assert!(a.1 == b.1, "{name}: {} changed", a.0);
            }
        }
        let (Some(read_src), Some(read_out)) = (openpyxl::cells(&src), openpyxl::cells(&out))
        else {
            continue;
        };
        let (read_src, read_out) = (
            read_src.unwrap_or_else(|e| panic!("{name}: openpyxl cannot open the source: {e}")),
            read_out.unwrap_or_else(|e| panic!("{name}: openpyxl cannot open the build: {e}")),
        );
        // The translated cells read as their translations; every other cell as it was.
        let want: HashMap<&str, String> = p
            .entries
            .iter()
            .map(|e| (&*e.identifier, words(t[&*e.identifier].text.main())))
            .collect();
        assert_eq!(
            read_src.len(),
            read_out.len(),
            "{name}: openpyxl reads another number of cells"
        );
        for ((s1, c1, v1, _), (s2, c2, v2, _)) in read_src.iter().zip(&read_out) {
            assert_eq!((s1, c1), (s2, c2), "{name}");
            match want.get(format!("{s1}!{c1}").as_str()) {
                Some(w) => assert_eq!(v2, w, "{name}: {s1}!{c1}"),
                None => assert_eq!(v2, v1, "{name}: {s1}!{c1} changed"),
            }
        }
        checked += 1;
    }
    eprintln!("xlsx: {strings} strings, {checked} builds read by openpyxl");
    assert!(strings >= 100, "{strings}");
}

#[test]
fn convert_to_and_from_other_formats() {
    use locforge_formats::convert::{convert, Options};
    let r = Registry::builtin();
    let xlsx = &**r.get("xlsx").expect("registered");
    let src = workbook();
    let from = parse(&src);
    for key in ["po", "json", "xliff12", "docx"] {
        let to = &**r.get(key).expect("registered");
        match convert(xlsx, &src, to, &Options::default()) {
            Ok(out) => {
                let back = to.parse_all(&out.bytes, &ParseContext::default()).unwrap();
                let got: Vec<String> = back.entries.iter().map(|e| words(e.text.main())).collect();
                let want: Vec<String> = from.entries.iter().map(|e| words(e.text.main())).collect();
                if key == "docx" {
                    // DOCX creates from plain texts only: the rich-text string is refused.
                    unreachable!("docx took codes: {got:?}");
                }
                assert_eq!(got, want, "{key}");
            }
            Err(e) if key == "docx" => assert!(e.to_string().contains("inline code"), "{e}"),
            Err(e) => panic!("xlsx → {key}: {e}"),
        }
    }
    let json = br#"{"a": "Hello & welcome", "b": {"c": "Second"}}"#;
    let out = convert(&**r.get("json").unwrap(), json, xlsx, &Options::default()).unwrap();
    assert_eq!(
        parse(&out.bytes)
            .entries
            .iter()
            .map(|e| words(e.text.main()))
            .collect::<Vec<_>>(),
        vec!["Hello & welcome", "Second"]
    );
}

#[test]
fn identifiers_stay_unique_when_a_key_looks_like_a_cell() {
    let table = r#"<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c><c r="B1" t="inlineStr"><is><t>en</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Plain!A1</t></is></c><c r="B2" t="s"><v>0</v></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>Plain!A1</t></is></c><c r="B3" t="s"><v>3</v></c></row>"#;
    let plain = r#"<row r="1"><c r="A1" t="s"><v>0</v></c></row>"#;
    let src = xlsx(&[("Keys", table), ("Plain", plain)], ITEMS);
    let p = parse(&src);
    let ids: Vec<&str> = p.entries.iter().map(|e| &*e.identifier).collect();
    // The second row's key is taken: its source cell names it; the plain cell comes third.
    assert_eq!(ids, vec!["Plain!A1", "Keys!B3", "Plain!A1~2"]);
    let out = build_with(&src, &tr(&[("Plain!A1~2", "Hallo")])).unwrap();
    assert_eq!(parse(&out).entries[2].text.main(), "Hallo");
    assert_eq!(parse(&out).entries[0].text.main(), "Hello");
}
