//! What is specific to the `android` format (identity, re-parse, hostile translations of the
//! corpus are in invariants.rs): builds for other plural shapes stay well-formed, corpus
//! statistics, samples, markup, BOM/CRLF variants, detection, error positions, the synthetic file.

mod support;
#[path = "support/wire.rs"]
mod wire;

use std::collections::{BTreeSet, HashMap};

use locforge_formats::AndroidStrings;
use locforge_formats::{
    Format, Language, ParseContext, Parsed, PluralCategory, Registry, Text, Translation,
    TranslationStatus,
};
use proptest::prelude::*;
use support::*;

use PluralCategory::*;

const EN: &[PluralCategory] = &[One, Other];

fn parse(src: &[u8]) -> Parsed {
    AndroidStrings
        .parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parse failed: {e}"))
}

/// Every element name of a well-formed document, via roxmltree (the independent oracle).
fn assert_well_formed<'a>(name: &str, out: &'a [u8]) -> roxmltree::Document<'a> {
    let text = std::str::from_utf8(out).unwrap_or_else(|e| panic!("{name}: output not UTF-8: {e}"));
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    roxmltree::Document::parse(text)
        .unwrap_or_else(|e| panic!("{name}: output is not well-formed XML: {e}"))
}

fn corpus() -> Vec<std::path::PathBuf> {
    let (files, edge) = corpus_files("android", &["xml"]);
    assert!(
        edge.is_empty(),
        "android has no edge-cases folder yet: {edge:?}"
    );
    assert_eq!(files.len(), 22, "expected the 22 android corpus files");
    files
}

#[test]
fn other_plural_shapes_stay_well_formed_and_the_corpus_keeps_its_variety() {
    let mut strings = 0;
    let mut plurals = 0;
    let mut hidden = 0;
    for path in corpus() {
        let src = std::fs::read(&path).expect("readable");
        let parsed = parse(&src);
        strings += parsed.entries.len();
        plurals += parsed.entries.iter().filter(|e| e.has_plurals).count();
        hidden += parsed
            .entries
            .iter()
            .filter(|e| e.is_hidden == Some(true))
            .count();
        // Also for English and for a language with every category: only plural groups change.
        for cats in [EN, &[Zero, One, Two, Few, Many, Other][..]] {
            let out = build(
                &AndroidStrings,
                &src,
                &parsed,
                &lang("t", cats),
                &baseline_translations(&parsed.entries),
            );
            assert_well_formed(&path.display().to_string(), &out);
        }
    }
    assert!(strings > 10_000, "only {strings} strings in the corpus");
    assert!(plurals >= 150, "only {plurals} plurals");
    assert!(hidden > 10, "only {hidden} hidden strings");
}

/// A translation that exercises both escaping layers while keeping the source's markup.
fn hostile(i: usize, s: &str) -> String {
    match i % 5 {
        0 => format!("«{i}» {s} \"ü\\\n"),
        1 => format!("@{s}  it's <x> & </b> ?"),
        2 => format!("  {s}\t]]> &amp; 😀\u{202e}א "),
        3 => format!("?{s}%1$s {{n}} #:"),
        _ => s.to_string() + " \u{1}\r",
    }
}

#[test]
fn markup_from_the_source_survives_as_markup() {
    let src = br#"<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
    <string name="a">Tap <b>here</b> for <xliff:g id="n" example="3">%1$d</xliff:g> &lt;items&gt;</string>
</resources>
"#;
    let parsed = parse(src);
    assert_eq!(
        parsed.entries[0].text,
        Text::Plain(
            r#"Tap <b>here</b> for <xliff:g id="n" example="3">%1$d</xliff:g> <items>"#.into()
        )
    );
    let target = lang("de", EN);
    let tr = tr1(
        "a",
        r#"Tippe <b>hier</b> für <xliff:g id="n" example="3">%1$d</xliff:g> <Dinge> & <i>x"#,
    );
    let out = String::from_utf8(build(&AndroidStrings, src, &parsed, &target, &tr)).expect("utf8");
    assert!(
        out.contains(r#"<string name="a">Tippe <b>hier</b> für <xliff:g id="n" example="3">%1$d</xliff:g> &lt;Dinge&gt; &amp; &lt;i&gt;x</string>"#),
        "{out}"
    );
}

fn tr1(id: &str, text: &str) -> HashMap<String, Translation<'static>> {
    [(
        id.to_string(),
        Translation {
            text: Text::plain(text.to_string()),
            status: TranslationStatus::default(),
        },
    )]
    .into_iter()
    .collect()
}

const SAMPLE: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2" xmlns:tools="http://schemas.android.com/tools">
    <!-- Title of the app [CHAR LIMIT=20] -->
    <string name="app" translatable="false">Acme</string>
    <string name="ref">@string/app</string>
    <string name="plain" comment="Button" maxLength="12" tools:ignore="MissingTranslation">Don\'t \"go\"</string>

    <string name="quoted" formatted="false">"  spaced  50% "</string>
    <string name="cdata"><![CDATA[<b>bold</b> it\'s]]></string>
    <string name="empty"/>
    <string name="tablet" product="tablet">Tablet</string>
    <string name="tablet" product="default">Phone</string>
    <skip />
    <string-array name="list">
        <item>One</item>
        <item>@string/app</item>
        <item/>
    </string-array>
    <plurals name="files">
        <item quantity="one"><xliff:g id="n">%d</xliff:g> file</item>
        <item quantity="other"><xliff:g id="n">%d</xliff:g> files</item>
    </plurals>
    <integer name="n">3</integer>
</resources>
"#;

#[test]
fn sample_entries_and_fields() {
    let parsed = parse(SAMPLE.as_bytes());
    let ids: Vec<&str> = parsed
        .entries
        .iter()
        .map(|e| e.identifier.as_ref())
        .collect();
    assert_eq!(
        ids,
        [
            "app",
            "plain",
            "quoted",
            "cdata",
            "empty",
            "tablet[product=tablet]",
            "tablet[product=default]",
            "list[0]",
            "list[2]",
            "files"
        ]
    );
    let e = &parsed.entries;
    assert_eq!(e[0].is_hidden, Some(true));
    assert_eq!(
        e[0].context.as_deref(),
        Some("Title of the app [CHAR LIMIT=20]")
    );
    assert_eq!(e[0].max_length, Some(20));
    assert_eq!(e[1].text, Text::Plain("Don't \"go\"".into()));
    assert_eq!(e[1].context.as_deref(), Some("Button"));
    assert_eq!(e[1].max_length, Some(12));
    assert_eq!(e[2].text, Text::Plain("  spaced  50% ".into()));
    assert_eq!(e[3].text, Text::Plain("<b>bold</b> it's".into()));
    assert_eq!(e[4].text, Text::plain(String::new()));
    assert!(e[9].has_plurals);
    let Text::Plural(forms) = &e[9].text else {
        panic!("plural")
    };
    assert_eq!(forms[&One], "<xliff:g id=\"n\">%d</xliff:g> file");
}

#[test]
fn sample_builds_keep_styles() {
    let src = SAMPLE.as_bytes();
    let parsed = parse(src);
    let target = lang("ru", &[One, Few, Many, Other]);
    let mut tr = HashMap::new();
    for (id, t) in [
        ("plain", "@Не \"иди\"  "),
        ("quoted", " it's  \"q\" "),
        ("cdata", "<i>x</i> ]]> y"),
        ("empty", "now set"),
        ("list[2]", "?third"),
    ] {
        tr.extend(tr1(id, t));
    }
    tr.insert(
        "files".into(),
        Translation {
            text: Text::Plural(
                [
                    (One, "%d файл"),
                    (Few, "%d файла"),
                    (Many, "%d файлов"),
                    (Other, "%d файла"),
                ]
                .into_iter()
                .map(|(c, s)| (c, s.to_string().into()))
                .collect(),
            ),
            status: TranslationStatus::default(),
        },
    );
    let out = String::from_utf8(build(&AndroidStrings, src, &parsed, &target, &tr)).expect("utf8");
    assert!(
        out.contains(r#"tools:ignore="MissingTranslation">\@Не \"иди\" \u0020</string>"#),
        "{out}"
    );
    assert!(
        out.contains(r#"<string name="quoted" formatted="false">" it's  \"q\" "</string>"#),
        "{out}"
    );
    assert!(
        out.contains(r#"<string name="cdata"><![CDATA[<i>x</i> ]]]]><![CDATA[> y]]></string>"#),
        "{out}"
    );
    assert!(
        out.contains(r#"<string name="empty">now set</string>"#),
        "{out}"
    );
    assert!(out.contains(r"<item>\?third</item>"), "{out}");
    assert!(out.contains(
        "    <plurals name=\"files\">\n        <item quantity=\"one\">%d файл</item>\n        <item quantity=\"few\">%d файла</item>\n        <item quantity=\"many\">%d файлов</item>\n        <item quantity=\"other\">%d файла</item>\n    </plurals>"
    ), "{out}");
    assert_well_formed("sample", out.as_bytes());
    let again = parse(out.as_bytes());
    for e in &again.entries {
        if let Some(t) = tr.get(&*e.identifier) {
            assert_eq!(e.text, t.text, "{}", e.identifier);
        }
    }
}

#[test]
fn bom_crlf_survive() {
    for path in corpus().iter().step_by(5) {
        let src = std::fs::read(path).expect("readable");
        let text = String::from_utf8(src)
            .expect("utf8")
            .replace("\r\n", "\n")
            .replace('\n', "\r\n");
        let mut src = b"\xEF\xBB\xBF".to_vec();
        src.extend_from_slice(text.as_bytes());
        let parsed = parse(&src);
        let target = lang("xx", &file_categories(&parsed.entries));
        let out = build(
            &AndroidStrings,
            &src,
            &parsed,
            &target,
            &baseline_translations(&parsed.entries),
        );
        assert_eq!(out, src, "{}: identity with BOM + CRLF", path.display());
        let target = lang("t", &[One, Few, Other]);
        let tr = translate_all(&parsed.entries, &target, hostile);
        let out = assert_reparse(
            &AndroidStrings,
            &path.display().to_string(),
            &src,
            &target,
            &tr,
        );
        assert!(out.starts_with(b"\xEF\xBB\xBF"));
        let lone_lf = out
            .windows(2)
            .filter(|w| w[1] == b'\n' && w[0] != b'\r')
            .count()
            + usize::from(out.first() == Some(&b'\n'));
        assert_eq!(
            lone_lf,
            0,
            "{}: a bare LF crept into a CRLF file",
            path.display()
        );
        assert_well_formed(&path.display().to_string(), &out);
    }
}

#[test]
fn detection() {
    let r = Registry::builtin();
    for path in corpus() {
        let src = std::fs::read(&path).expect("readable");
        let name = path.file_name().and_then(|n| n.to_str()).expect("name");
        assert_eq!(
            r.detect(name, &src).map(|f| f.info().key),
            Some("android"),
            "{}",
            path.display()
        );
    }
    assert!(r
        .detect("strings.xml", b"<xliff version=\"1.2\"/>")
        .is_none_or(|f| f.info().key != "android"));
}

fn err(src: &str) -> locforge_formats::FormatError {
    AndroidStrings
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect_err("must be rejected")
}

#[test]
fn errors_name_line_column_and_expectation() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        ("<resources>\n  <string name=\"a\">x</strin>\n</resources>", (2, 21), "expected `</string>`"),
        ("<resources>\n  <string name=\"a\">x\n", (2, 3), "expected </string>"),
        ("<resources>\n  <string name=\"a\">x</string>\n", (1, 1), "expected </resources>"),
        (
            "<resources>\n<plurals name=\"p\">\n  <item quantity=\"several\">x</item>\n</plurals>\n</resources>",
            (3, 3),
            "expected zero, one, two, few, many or other",
        ),
        (
            "<resources>\n<plurals name=\"p\">\n  <item quantity=\"one\">x</item>\n  <item quantity=\"one\">y</item>\n</plurals>\n</resources>",
            (4, 3),
            "appears twice",
        ),
        ("<resources>\n<string name=\"a\">ok \\u00e9 \\u12G4</string>\n</resources>", (2, 28), "four hex digits"),
        ("<resources>\n<string name=\"a\">&nbsp;</string>\n</resources>", (2, 18), "never expanded"),
        (
            "<!DOCTYPE resources [<!ENTITY x \"boom\">]>\n<resources><string name=\"a\">&x;</string></resources>",
            (1, 1),
            "no entity declarations",
        ),
        ("<resources>\n<string>x</string>\n</resources>", (2, 1), "expected a name="),
        ("<res/>", (1, 1), "expected <resources>"),
        ("<resources>\n<string name=\"a\" maxLength=\"ten\">x</string>\n</resources>", (2, 1), "non-negative integer"),
    ];
    for (src, (line, column), expected) in cases {
        let e = err(src);
        assert_eq!((e.line, e.column), (*line, *column), "{src}: {e}");
        assert!(
            e.message.contains(expected),
            "{src}: message `{}` lacks `{expected}`",
            e.message
        );
    }
    let e = AndroidStrings
        .parse_all(b"\xFF\xFE<\0r\0", &ParseContext::default())
        .expect_err("utf-16");
    assert!(e.message.contains("UTF-8"));
    let e = AndroidStrings
        .parse_all(
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><resources/>".as_bytes(),
            &ParseContext::default(),
        )
        .expect_err("latin1");
    assert!(e.message.contains("expected UTF-8"));
}

#[test]
fn never_panics_on_truncations_of_a_corpus_file() {
    let path = &corpus()[0];
    let src = std::fs::read(path).expect("readable");
    for cut in (0..src.len()).step_by(97) {
        let _ = AndroidStrings.parse_all(&src[..cut], &ParseContext::default());
    }
}

fn sample_translations(
    parsed: &Parsed,
    target: &Language,
    text: &str,
) -> HashMap<String, Translation<'static>> {
    translate_all(&parsed.entries, target, |_, _| text.to_string())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn hostile_translations_survive(
        text in r#"[ "\\<>/=&;{}%@?#:\n\t\r'a-cbiéx😀\u{202e}\u{05d0}\u{1}\]]{0,40}"#,
    ) {
        let src = SAMPLE.as_bytes();
        let parsed = parse(src);
        for cats in [EN, &[One, Few, Many, Other][..]] {
            let target = lang("t", cats);
            let tr = sample_translations(&parsed, &target, &text);
            let out = assert_reparse(&AndroidStrings, "hostile", src, &target, &tr);
            assert_well_formed("hostile", &out);
        }
    }

    #[test]
    fn hostile_markup_survives(
        parts in proptest::collection::vec(
            prop_oneof![
                Just("<b>".to_string()), Just("</b>".to_string()), Just("<i>".to_string()),
                Just("</i>".to_string()), Just("<br/>".to_string()), Just("<a href=\"x&amp;y\">".to_string()),
                Just("</a>".to_string()), Just("<xliff:g id=\"n\">".to_string()), Just("</xliff:g>".to_string()),
                Just("<foo:x>".to_string()), Just("</foo:x>".to_string()), Just("<b a='1' a='2'>".to_string()),
                r#"[ "\\<&'@?a\n]{0,6}"#,
            ],
            0..12,
        ),
    ) {
        let text: String = parts.concat();
        let src = SAMPLE.as_bytes();
        let parsed = parse(src);
        let target = lang("t", EN);
        let tr = sample_translations(&parsed, &target, &text);
        let out = assert_reparse(&AndroidStrings, "markup", src, &target, &tr);
        assert_well_formed("markup", &out);
    }
}

#[test]
fn synthetic_file_builds_with_generator_translations() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("android-synthetic-small");
    let xml = dir.join("android_strings.xml");
    let kinds = [locforge_synthetic::Kind::AndroidStrings];
    locforge_synthetic::write(&dir, &kinds, 300_000, 1).expect("writes");
    let src = std::fs::read(&xml).expect("synthetic xml");
    let parsed = parse(&src);
    let ndjson = std::fs::read_to_string(dir.join("android_strings.ndjson")).expect("ndjson");
    let mut tr: HashMap<String, Translation<'static>> = HashMap::new();
    for line in ndjson.lines().filter(|l| !l.trim().is_empty()) {
        let v: serde_json::Value = serde_json::from_str(line).expect("json line");
        let id = v["identifier"].as_str().expect("identifier").to_string();
        tr.insert(
            id,
            wire::translation(&v["translations"]["de"]).expect("translation"),
        );
    }
    let ids: BTreeSet<&str> = parsed
        .entries
        .iter()
        .map(|e| e.identifier.as_ref())
        .collect();
    for id in tr.keys() {
        assert!(
            ids.contains(id.as_str()),
            "generator string {id} is not an entry"
        );
    }
    // Every non-hidden entry is listed by the generator; hidden ones are not.
    for e in &parsed.entries {
        assert_eq!(
            tr.contains_key(&*e.identifier),
            e.is_hidden != Some(true),
            "{}",
            e.identifier
        );
    }
    let target = lang("de", EN);
    let out = build(&AndroidStrings, &src, &parsed, &target, &tr);
    assert_well_formed("synthetic", &out);
    let again = parse(&out);
    for e in &again.entries {
        if let Some(t) = tr.get(&*e.identifier) {
            assert_eq!(e.text, t.text, "{}", e.identifier);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Damaged files never panic; whatever still parses builds back byte for byte.
    #[test]
    fn damaged_files_fail_cleanly_or_round_trip(
        at in 0usize..2000,
        junk in r#"[<>/&;"'=\\!\[\]a-z \n-]{0,8}"#,
        cut in 0usize..40,
    ) {
        let mut src = SAMPLE.as_bytes().to_vec();
        let at = at % src.len();
        let end = (at + cut).min(src.len());
        src.splice(at..end, junk.bytes());
        if let Ok(parsed) = AndroidStrings.parse_all(&src, &ParseContext::default()) {
            let target = lang("xx", &file_categories(&parsed.entries));
            let out = build(&AndroidStrings, &src, &parsed, &target, &baseline_translations(&parsed.entries));
            prop_assert_eq!(out, src);
        }
    }
}

/// A name defined twice (aapt refuses it; merged or hand-edited files have it) is one string:
/// the same text again is another place of it, which a build translates too (`build` compares
/// the streaming build, which holds it however far back it is); another text is kept as it is
/// and named in a warning with its position.
#[test]
fn a_name_defined_twice_is_one_string() {
    let src = "<resources>\n    <string name=\"a\">One</string>\n    <string name=\"b\">Two</string>\n    <string name=\"a\">One</string>\n    <string name=\"b\">Other</string>\n</resources>\n";
    let parsed = parse(src.as_bytes());
    let ids: Vec<&str> = parsed.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["a", "b"]);
    let [w] = &parsed.warnings[..] else {
        panic!("one warning: {:?}", parsed.warnings);
    };
    assert_eq!((w.line, w.column), (5, 5));
    assert!(
        w.message.contains("name `b`") && w.message.contains("line 3"),
        "{w}"
    );
    let de = lang("de", &[One, Other]);
    let mut tr = tr1("a", "Eins");
    tr.extend(tr1("b", "Zwei"));
    let out = build(&AndroidStrings, src.as_bytes(), &parsed, &de, &tr);
    let want = src
        .replace(">One<", ">Eins<")
        .replacen(">Two<", ">Zwei<", 1);
    assert_eq!(String::from_utf8_lossy(&out), want);
}
