//! What is specific to the `csv` format (the invariants suite covers identity, re-parse and
//! hostile translations on the corpus): header detection and configured columns, languages
//! matched by id then locale, multilingual builds (new columns, quoting kept per cell, short rows,
//! header-less files), every bad input with its exact positioned message, BOM/CRLF/TSV,
//! detection, streaming, the Python `csv` cross-check of the corpus, and `convert` to and from
//! json, po and xliff12 with what is lost.

mod support;

use std::collections::HashMap;

use locforge_formats::convert::{convert, Options};
use locforge_formats::{
    Csv, CsvMapping, Entry, ErrorKind, Format, FormatError, Language, NoTranslations, ParseContext,
    Registry, Sink, Slot, Text, Translation, TranslationStatus,
};
use support::*;

fn lang(id: &str) -> Language {
    Language::new(id, Vec::new())
}

fn langs(ids: &[&str]) -> Vec<Language> {
    ids.iter().map(|id| lang(id)).collect()
}

fn parse_with(format: &dyn Format, src: &str, targets: &[Language]) -> Vec<Entry<'static>> {
    let ctx = ParseContext {
        source: None,
        targets,
    };
    format
        .parse_all(src.as_bytes(), &ctx)
        .unwrap_or_else(|e| panic!("{e}"))
        .entries
}

fn parse(src: &str, targets: &[Language]) -> Vec<Entry<'static>> {
    parse_with(&Csv::default(), src, targets)
}

fn error(format: &dyn Format, src: &[u8], targets: &[Language]) -> FormatError {
    let ctx = ParseContext {
        source: None,
        targets,
    };
    format.parse_all(src, &ctx).expect_err("must be rejected")
}

/// `(language, key, text)` triples as the per-language lookups of a build.
fn table(tr: &[(&str, &str, &str)]) -> HashMap<String, HashMap<String, Translation<'static>>> {
    let mut out: HashMap<String, HashMap<String, Translation<'static>>> = HashMap::new();
    for (l, k, t) in tr {
        out.entry(l.to_string()).or_default().insert(
            k.to_string(),
            Translation {
                text: Text::plain(t.to_string()),
                status: TranslationStatus::default(),
            },
        );
    }
    out
}

fn build_with(
    format: &dyn Format,
    src: &str,
    targets: &[Language],
    tr: &[(&str, &str, &str)],
) -> String {
    let out = csv_build_multilingual(format, src.as_bytes(), targets, &table(tr));
    String::from_utf8(out).expect("utf-8")
}

fn build(src: &str, ids: &[&str], tr: &[(&str, &str, &str)]) -> String {
    build_with(&Csv::default(), src, &langs(ids), tr)
}

fn translations<'e>(e: &'e Entry<'_>) -> Vec<(&'e str, &'e str)> {
    e.translations
        .iter()
        .map(|(l, t)| (l.as_str(), t.text.main()))
        .collect()
}

const SAMPLE: &str = "Key;Source;Description;Max Length;de;pt_BR\nhello;Hello;Greeting;10;Hallo;\n\"bye\";\"Bye; \"\"now\"\"\";;;\"Tschüss\";Tchau\n";

#[test]
fn a_header_names_key_source_context_max_length_and_languages() {
    let entries = parse(SAMPLE, &langs(&["de", "pt-BR", "fr"]));
    assert_eq!(entries.len(), 2);
    let hello = &entries[0];
    assert_eq!(hello.identifier, "hello");
    assert_eq!(hello.text, Text::Plain("Hello".into()));
    assert_eq!(hello.context.as_deref(), Some("Greeting"));
    assert_eq!(hello.max_length, Some(10));
    assert_eq!(
        translations(hello),
        [("de", "Hallo")],
        "an empty cell is no translation"
    );
    let bye = &entries[1];
    assert_eq!(bye.text, Text::Plain("Bye; \"now\"".into()));
    assert_eq!((bye.context.as_deref(), bye.max_length), (None, None));
    assert_eq!(translations(bye), [("de", "Tschüss"), ("pt-BR", "Tchau")]);
    assert!(bye.existing.is_none());
    // A source upload: no translations at all.
    assert!(parse(SAMPLE, &[]).iter().all(|e| e.translations.is_empty()));
}

#[test]
fn a_build_keeps_quoting_per_cell_and_appends_new_languages() {
    let out = build(
        SAMPLE,
        &["fr", "de", "pt-BR"],
        &[
            ("de", "hello", "Servus"),
            ("de", "bye", "Tschö"),
            ("pt-BR", "hello", "Olá; amigo"),
            ("fr", "hello", "Bonjour"),
        ],
    );
    assert_eq!(
        out,
        "Key;Source;Description;Max Length;de;pt_BR;fr\nhello;Hello;Greeting;10;Servus;\"Olá; amigo\";Bonjour\n\"bye\";\"Bye; \"\"now\"\"\";;;\"Tschö\";Tchau;\n"
    );
    let again = parse(&out, &langs(&["fr", "de", "pt-BR"]));
    assert_eq!(
        translations(&again[0]),
        [("de", "Servus"), ("fr", "Bonjour"), ("pt-BR", "Olá; amigo")]
    );
    assert_eq!(
        translations(&again[1]),
        [("de", "Tschö"), ("pt-BR", "Tchau")]
    );
}

#[test]
fn identity_through_the_multilingual_path_and_one_language_at_a_time() {
    for ids in [&["de", "pt-BR"][..], &["de"], &["pt-BR"]] {
        assert_eq!(build(SAMPLE, ids, &[]), SAMPLE, "{ids:?}");
        let own: Vec<(&str, &str, &str)> = vec![
            ("de", "hello", "Hallo"),
            ("de", "bye", "Tschüss"),
            ("pt-BR", "bye", "Tchau"),
        ];
        assert_eq!(build(SAMPLE, ids, &own), SAMPLE, "{ids:?}");
    }
    // Through the single-language splice writer too (a parse without targets: the source column).
    let f = Csv::default();
    let parsed = f
        .parse_all(SAMPLE.as_bytes(), &ParseContext::default())
        .expect("parses");
    let mut out = Vec::new();
    (&f as &dyn Format)
        .build(
            SAMPLE.as_bytes(),
            &parsed,
            &lang("de"),
            None,
            &NoTranslations,
            &mut out,
        )
        .expect("builds");
    assert_eq!(out, SAMPLE.as_bytes());
}

#[test]
fn the_single_language_build_writes_the_source_column() {
    let src = "key;en\na;x\nb;\"y\"\n";
    let f = Csv::default();
    let parsed = f
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    let tr: HashMap<String, Translation<'static>> = table(&[("de", "a", "1;2"), ("de", "b", "z")])
        .remove("de")
        .expect("de");
    let mut out = Vec::new();
    (&f as &dyn Format)
        .build(src.as_bytes(), &parsed, &lang("de"), None, &tr, &mut out)
        .expect("builds");
    assert_eq!(
        String::from_utf8(out).expect("utf-8"),
        "key;en\na;\"1;2\"\nb;\"z\"\n"
    );
}

#[test]
fn bom_crlf_and_tabs_are_kept() {
    let src = "\u{feff}key\ten\tde\r\na\tx\t\r\nb\t\"y\"\tz\r\n";
    let out = build(
        src,
        &["de", "ja"],
        &[
            ("de", "a", "a\tb"),
            ("de", "b", "Z"),
            ("ja", "a", "ア"),
            ("ja", "b", "イ"),
        ],
    );
    assert_eq!(
        out,
        "\u{feff}key\ten\tde\tja\r\na\tx\t\"a\tb\"\tア\r\nb\t\"y\"\tZ\tイ\r\n"
    );
    let rows = csv_python_rows(out.as_bytes(), b'\t');
    if let Some(rows) = rows {
        assert_eq!(rows[1], ["a", "x", "a\tb", "ア"]);
    }
    assert_eq!(build(src, &["de"], &[]), src);
}

#[test]
fn a_file_without_header_holds_the_targets_by_position_in_id_order() {
    let src = "a;Alpha;x\nb;\"Beta\"\n";
    let out = build(
        src,
        &["fr", "de"],
        &[("de", "a", "A-de"), ("fr", "a", "A-fr")],
    );
    assert_eq!(out, "a;Alpha;A-de;A-fr\nb;\"Beta\";\"\";\"\"\n");
    let again = parse(&out, &langs(&["fr", "de"]));
    assert_eq!(translations(&again[0]), [("de", "A-de"), ("fr", "A-fr")]);
    assert!(again[1].translations.is_empty());
    // Without targets, columns past the second are not read.
    let entries = parse(&out, &[]);
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].text, Text::Plain("Alpha".into()));
    // With one target, the third column is that target's.
    assert_eq!(
        translations(&parse(&out, &langs(&["fr"]))[0]),
        [("fr", "A-de")]
    );
}

#[test]
fn short_rows_get_the_cells_a_build_writes() {
    let src = "key,en,de,fr\nk1,One\nk2,Two,Zwei,Deux\n";
    // One language: its cell with the empty cells before it; nothing without a translation.
    assert_eq!(
        build(src, &["fr"], &[("fr", "k1", "Un")]),
        "key,en,de,fr\nk1,One,,Un\nk2,Two,Zwei,Deux\n"
    );
    assert_eq!(build(src, &["fr"], &[]), src);
    // Two languages appended to the same row: both written so each lands in its column.
    assert_eq!(
        build(src, &["fr", "de"], &[("de", "k1", "Eins")]),
        "key,en,de,fr\nk1,One,Eins,\nk2,Two,Zwei,Deux\n"
    );
    assert_eq!(
        build(src, &["fr", "de"], &[]),
        "key,en,de,fr\nk1,One,,\nk2,Two,Zwei,Deux\n"
    );
    // A short row, a new language and an empty last cell.
    let src = "key,en,de\nk1,One\nk2,Two,\n";
    assert_eq!(
        build(
            src,
            &["es", "de"],
            &[("de", "k2", "Zwei"), ("es", "k1", "Uno")]
        ),
        "key,en,de,es\nk1,One,,Uno\nk2,Two,Zwei,\n"
    );
}

#[test]
fn a_short_row_whose_appended_columns_are_out_of_id_order_is_refused() {
    let src = "key,en,fr,de\nk1,One\n";
    let e = error(&Csv::default(), src.as_bytes(), &langs(&["de", "fr"]));
    assert_eq!(
        e.to_string(),
        "line 2, column 7: this row has 2 cells, fewer than the header's 4: a build cannot append the cells of `de` (column 4) and `fr` (column 3) in this order; expected the row to hold its empty cells up to column 4"
    );
    // One language at a time is fine.
    assert_eq!(
        build(src, &["de"], &[("de", "k1", "Eins")]),
        "key,en,fr,de\nk1,One,,Eins\n"
    );
}

#[test]
fn languages_match_by_id_then_locale_and_new_columns_take_the_id() {
    let src = "id,en,zh-Hans-CN,pt_br\na,x,甲,um\n";
    let zh = Language {
        locale: Some("zh-Hans-CN".into()),
        ..lang("zh-CN")
    };
    let es = Language {
        locale: Some("es-ES".into()),
        ..lang("es")
    };
    let targets = vec![zh, lang("pt-BR"), es];
    let entries = parse_with(&Csv::default(), src, &targets);
    assert_eq!(
        translations(&entries[0]),
        [("pt-BR", "um"), ("zh-CN", "甲")]
    );
    let out = build_with(&Csv::default(), src, &targets, &[("es", "a", "uno")]);
    assert_eq!(out, "id,en,zh-Hans-CN,pt_br,es\na,x,甲,um,uno\n");
}

#[test]
fn blank_lines_empty_rows_header_only_and_empty_files() {
    let src = "key,en\n\na,x\n,\n";
    assert_eq!(parse(src, &[]).len(), 1);
    assert_eq!(
        build(src, &["de"], &[("de", "a", "X")]),
        "key,en,de\n\na,x,X\n,\n"
    );
    assert_eq!(build("key,en\n", &["de"], &[]), "key,en,de\n");
    assert_eq!(build("key,en", &["de"], &[]), "key,en,de");
    assert!(parse("", &langs(&["de"])).is_empty());
    assert_eq!(build("", &["de"], &[]), "");
}

#[test]
fn a_configured_mapping_replaces_detection() {
    let csv = Csv::with_mapping(CsvMapping {
        header_row: false,
        key: 1,
        source: 0,
        context: Some(2),
        max_length: None,
        languages: vec![(3, "de".into())],
        delimiter: Some(b'|'),
    });
    let src = "Hello|hello|greeting|Hallo\nBye|bye||\n";
    let targets = langs(&["de", "fr"]);
    let entries = parse_with(&csv, src, &targets);
    assert_eq!(entries[0].identifier, "hello");
    assert_eq!(entries[0].text, Text::Plain("Hello".into()));
    assert_eq!(entries[0].context.as_deref(), Some("greeting"));
    assert_eq!(translations(&entries[0]), [("de", "Hallo")]);
    let out = build_with(
        &csv,
        src,
        &targets,
        &[("fr", "hello", "Salut"), ("de", "bye", "Tschüss")],
    );
    assert_eq!(out, "Hello|hello|greeting|Hallo|Salut\nBye|bye||Tschüss|\n");
    // The same file detected: `|` is no delimiter it sniffs, so each line is one cell.
    let bad = Csv::with_mapping(CsvMapping {
        delimiter: Some(b':'),
        ..CsvMapping::default()
    });
    assert_eq!(error(&bad, b"a:b\n", &[]).kind, ErrorKind::Unsupported);
}

#[test]
fn formulas_are_written_as_given() {
    let src = "key,en,de\na,x,\nb,y,\nc,z,\n";
    let out = build(
        src,
        &["de"],
        &[
            ("de", "a", "=HYPERLINK(\"http://x\")"),
            ("de", "b", "+1"),
            ("de", "c", "@SUM(A1)"),
        ],
    );
    assert_eq!(
        out,
        "key,en,de\na,x,\"=HYPERLINK(\"\"http://x\"\")\"\nb,y,+1\nc,z,@SUM(A1)\n"
    );
    if let Some(rows) = csv_python_rows(out.as_bytes(), b',') {
        assert_eq!(rows[1][2], "=HYPERLINK(\"http://x\")");
        assert_eq!(rows[2][2], "+1");
        assert_eq!(rows[3][2], "@SUM(A1)");
    }
}

#[test]
fn bad_input_is_rejected_with_its_position() {
    let f = Csv::default();
    let cases: &[(&[u8], ErrorKind, &str)] = &[
        (
            b"key,en\na,\"open\nmore\n",
            ErrorKind::Syntax,
            "line 2, column 3: unclosed quote: expected a `\"` closing the cell that opens here",
        ),
        (
            b"key,en\na,\"x\"y\n",
            ErrorKind::Syntax,
            "line 2, column 6: expected the delimiter `,` or a line break after the closing quote of this cell",
        ),
        (
            b"key,en\n,text\n",
            ErrorKind::Syntax,
            "line 2, column 1: expected a key in column 1, found an empty cell",
        ),
        (
            b"key,en,limit\na,x,ten\n",
            ErrorKind::Syntax,
            "line 2, column 5: expected a whole number in the maximum length column (column 3), found `ten`",
        ),
        (
            b"key,comment\na,b\n",
            ErrorKind::Syntax,
            "line 1, column 1: the header row names no source column: expected a column named `source` or a language code",
        ),
        (
            b"\xFF\xFEk\x00",
            ErrorKind::Encoding,
            "line 1, column 1: the file is UTF-16 (byte-order mark); expected UTF-8 (save the CSV as UTF-8)",
        ),
        (
            b"key,en\na,\xE9t\xE9\n",
            ErrorKind::Encoding,
            "line 2, column 3: invalid UTF-8: expected UTF-8 text (save the CSV as UTF-8)",
        ),
    ];
    for (src, kind, message) in cases {
        let e = error(&f, src, &[]);
        assert_eq!((e.kind, e.to_string().as_str()), (*kind, *message));
    }
    // A key/value file holds one language: a request for two is refused.
    let e = error(&f, b"# c\na;b\n", &langs(&["fr", "de"]));
    assert_eq!(
        e.to_string(),
        "line 2, column 1: this file has no header and two columns (key and value): it holds one language, expected one target language, found 2 (fr, de); build each language into its own file"
    );
}

/// A sink that keeps entry identifiers and counts slots.
#[derive(Default)]
struct Recorder {
    ids: Vec<String>,
    slots: usize,
}

impl Sink for Recorder {
    fn wants_skeleton(&self) -> bool {
        true
    }
    fn entry(&mut self, _index: usize, entry: Entry) -> Result<(), FormatError> {
        self.ids.push(entry.identifier.into_owned());
        Ok(())
    }
    fn slot(&mut self, _slot: Slot) {
        self.slots += 1;
    }
}

#[test]
fn parse_streams_entries_before_the_end_of_the_file() {
    let mut sink = Recorder::default();
    let targets = langs(&["de"]);
    let ctx = ParseContext {
        source: None,
        targets: &targets,
    };
    let e = Csv::default()
        .parse(b"key,en\na,x\nb,y\nc,\"z", &ctx, &mut sink)
        .expect_err("unclosed quote on line 4");
    assert_eq!(e.line, 4);
    assert_eq!(sink.ids, ["a", "b"]);
    assert_eq!(sink.slots, 3, "the header cell and one cell per row");
}

#[test]
fn detection_takes_csv_and_tsv_names_and_nothing_else() {
    let r = Registry::builtin();
    let key = |name: &str| r.detect(name, b"key,en\na,b\n").map(|f| f.info().key);
    assert_eq!(key("strings.csv"), Some("csv"));
    assert_eq!(key("Strings.CSV"), Some("csv"));
    assert_eq!(key("strings.tsv"), Some("csv"));
    assert_eq!(key("strings.csv.bak"), None);
    assert_eq!(key("strings.txt"), None);
    // No file of another format's corpus folder is taken for CSV, and every CSV is.
    let mut stack = vec![corpus_root()];
    let mut csv_files = 0;
    while let Some(dir) = stack.pop() {
        for item in std::fs::read_dir(&dir).expect("readable") {
            let path = item.expect("entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let head = std::fs::read(&path).expect("readable");
            let is_csv = r.detect(name, &head).map(|f| f.info().key) == Some("csv");
            let in_folder = path.starts_with(corpus_root().join("csv"));
            let csv_name = name.ends_with(".csv") || name.ends_with(".tsv");
            assert_eq!(is_csv, in_folder && csv_name, "{}", path.display());
            csv_files += usize::from(is_csv);
        }
    }
    assert_eq!(csv_files, 3);
}

#[test]
fn corpus_cells_agree_with_python_csv() {
    let (files, _) = corpus_files("csv", &["csv", "tsv"]);
    let mut checked = 0;
    for path in files {
        let src = std::fs::read(&path).expect("readable");
        let delim = csv_delimiter(&src);
        let Some(rows) = csv_python_rows(&src, delim) else {
            return;
        };
        let parsed = Csv::default()
            .parse_all(&src, &ParseContext::default())
            .expect("parses");
        let header = rows[0][0] != parsed.entries[0].identifier;
        // The rows Symfony reads: two cells, no `#` key (a header-less file's rows are such).
        let width = rows[0].len();
        let data: Vec<&Vec<String>> = rows
            .iter()
            .skip(usize::from(header))
            .filter(|r| r.iter().any(|c| !c.is_empty()))
            .filter(|r| r.len() <= width && (header || r.len() == 2) && !r[0].starts_with('#'))
            .collect();
        assert_eq!(data.len(), parsed.entries.len(), "{}", path.display());
        // Every language column of a header, as a target.
        let targets: Vec<Language> = if header {
            rows[0][2..].iter().map(|c| lang(c)).collect()
        } else {
            Vec::new()
        };
        let ctx = ParseContext {
            source: None,
            targets: &targets,
        };
        let with_targets = Csv::default().parse_all(&src, &ctx).expect("parses");
        for (row, e) in data.iter().zip(&with_targets.entries) {
            assert_eq!(
                (row[0].as_str(), row[1].as_str()),
                (e.identifier.as_ref(), e.text.main())
            );
            for (i, t) in targets.iter().enumerate() {
                assert_eq!(
                    e.translations.get(&t.id).map(|t| t.text.main()),
                    Some(row[2 + i].as_str()),
                    "{} {}",
                    e.identifier,
                    t.id
                );
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 7, "3 Godot strings and 4 Symfony ones");
}

#[test]
fn a_godot_file_gets_a_new_language_and_a_changed_one() {
    let path =
        corpus_root().join("csv/godot-demo-projects/gui/translation/translations/csv/text.csv");
    let src = std::fs::read_to_string(path).expect("readable");
    let out = build(
        &src,
        &["es", "de"],
        &[
            ("es", "KEY_HELLO", "¡Hola!"),
            ("de", "KEY_HELLO", "Hallo!"),
            ("de", "KEY_INTRO", "Hallo, dies ist ein Demo."),
        ],
    );
    let expected = src
        .replacen(",en,es,ja,ru\n", ",en,es,ja,ru,de\n", 1)
        .replacen("Hello!,Hola!,", "Hello!,¡Hola!,", 1)
        .replacen("Привет!\n", "Привет!,Hallo!\n", 1)
        .replacen("Толкни меня!\n", "Толкни меня!,\n", 1)
        .replacen(".\"\n", ".\",\"Hallo, dies ist ein Demo.\"\n", 1);
    assert_eq!(out, expected);
}

// ---------------------------------------------------------------------------------------------
// Dialects of real files (issue 24): headers by language, key/value files, skipped rows, repeated
// keys.

/// Python's rows of a build, checked to be `expected` (when python3 is there).
fn python_reads(out: &str, delimiter: u8, expected: &[&[&str]]) {
    if let Some(rows) = csv_python_rows(out.as_bytes(), delimiter) {
        assert_eq!(rows, expected, "{out}");
    }
}

#[test]
fn a_header_is_recognised_by_its_language_codes_and_names() {
    // Locale codes and no key column name (the file of issue 24).
    let src = "name,en_US,ja_JP,ko_KR\nhello,Hello,こんにちは,안녕하세요\nbye,Bye,,\n";
    let entries = parse(src, &langs(&["ja-JP", "ko-KR"]));
    assert_eq!(entries.len(), 2);
    assert_eq!(
        (entries[0].identifier.as_ref(), entries[0].text.main()),
        ("hello", "Hello")
    );
    let mut t = translations(&entries[0]);
    t.sort();
    assert_eq!(t, [("ja-JP", "こんにちは"), ("ko-KR", "안녕하세요")]);
    assert!(entries[1].translations.is_empty());
    // `en-US`, `zh-Hans` and language names as the file writes them.
    for (src, target, text) in [
        ("Name;en-US;zh-Hans\nk;Hello;你好\n", "zh-Hans", "你好"),
        ("id,English,French\nk,Hello,Bonjour\n", "fr", "Bonjour"),
        (
            "label,English,Simplified Chinese\nk,Hello,你好\n",
            "zh-Hans",
            "你好",
        ),
    ] {
        let entries = parse(src, &langs(&[target]));
        assert_eq!(entries.len(), 1, "{src}");
        assert_eq!(
            (entries[0].identifier.as_ref(), entries[0].text.main()),
            ("k", "Hello"),
            "{src}"
        );
        assert_eq!(translations(&entries[0]), [(target, text)], "{src}");
    }
    // First rows that stay strings: a value that only looks like a code, a name alone, a key
    // that is a code.
    for src in [
        "foo;bar\n",
        "yes,ja\n",
        "lang.english,English\n",
        "en,de\n",
        "name,en_US\n",
    ] {
        let entries = parse(src, &[]);
        assert_eq!(entries.len(), 1, "{src}");
    }
}

#[test]
fn a_language_without_a_column_gets_one_at_the_end_of_every_row() {
    let src = "name,en_US,ja_JP,ko_KR\nhello,Hello,こんにちは,안녕하세요\nbye,\"Bye, now\",,\n";
    let out = build(
        src,
        &["de", "ja-JP"],
        &[
            ("de", "hello", "Hallo"),
            ("de", "bye", "Tschüss, bis bald"),
            ("ja-JP", "bye", "さようなら"),
        ],
    );
    assert_eq!(
        out,
        "name,en_US,ja_JP,ko_KR,de\nhello,Hello,こんにちは,안녕하세요,Hallo\nbye,\"Bye, now\",さようなら,,\"Tschüss, bis bald\"\n"
    );
    python_reads(
        &out,
        b',',
        &[
            &["name", "en_US", "ja_JP", "ko_KR", "de"],
            &["hello", "Hello", "こんにちは", "안녕하세요", "Hallo"],
            &["bye", "Bye, now", "さようなら", "", "Tschüss, bis bald"],
        ],
    );
    // Language names: a new target's column is headed by its id.
    let out = build(
        "id;English;French\nk;Hello;Bonjour\n",
        &["de"],
        &[("de", "k", "Hallo")],
    );
    assert_eq!(out, "id;English;French;de\nk;Hello;Bonjour;Hallo\n");
}

#[test]
fn a_key_value_file_is_built_as_key_and_translation() {
    // Symfony's `valid.csv` shape: `;`, quoted cells with `;`, `"` and a line break.
    let src = "foo;bar\nbar;\"foo\nfoo\"\n\"foo;foo\";bar\n";
    let fr = langs(&["fr"]);
    let entries = parse(src, &fr);
    assert_eq!(ids_of(&entries), ["foo", "bar", "foo;foo"]);
    assert_eq!(entries[1].text.main(), "foo\nfoo");
    assert!(
        entries.iter().all(|e| e.translations.is_empty()),
        "the value column is the source, not a translation"
    );
    let out = build(
        src,
        &["fr"],
        &[("fr", "foo", "barre; \"b\""), ("fr", "bar", "fou")],
    );
    assert_eq!(
        out,
        "foo;\"barre; \"\"b\"\"\"\nbar;\"fou\"\n\"foo;foo\";bar\n"
    );
    python_reads(
        &out,
        b';',
        &[
            &["foo", "barre; \"b\""],
            &["bar", "fou"],
            &["foo;foo", "bar"],
        ],
    );
    // No translations: the file as it was.
    assert_eq!(build(src, &["fr"], &[]), src);
    // The single-language build (no targets) writes the same cells.
    let parsed = Csv::default()
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    let lookup = table(&[("fr", "bar", "fou")]);
    let out = build_single(&Csv::default(), src.as_bytes(), &parsed, &lookup["fr"]);
    assert_eq!(out, "foo;bar\nbar;\"fou\"\n\"foo;foo\";bar\n");
}

/// The identifiers of entries.
fn ids_of<'e>(entries: &'e [Entry<'_>]) -> Vec<&'e str> {
    entries.iter().map(|e| e.identifier.as_ref()).collect()
}

/// A single-language build of `parsed` (from `src`) with `lookup`.
fn build_single(
    format: &dyn Format,
    src: &[u8],
    parsed: &locforge_formats::Parsed,
    lookup: &HashMap<String, Translation<'static>>,
) -> String {
    let mut out = Vec::new();
    format
        .build(src, parsed, &lang("fr"), None, lookup, &mut out)
        .unwrap_or_else(|e| panic!("{e}"));
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn rows_symfony_and_godot_skip_are_kept_and_not_read() {
    // Symfony's `resources.csv` shape: a `#` row, a row of six cells, a row of one cell.
    let src = "\"foo\"; \"bar\"\n#\"bar\"; \"foo\"\n\"incorrect\"; \"number\"; \"columns\"; \"will\"; \"be\"; \"ignored\"\n\"incorrect\"";
    let entries = parse(src, &[]);
    assert_eq!(ids_of(&entries), ["foo"]);
    assert_eq!(entries[0].text.main(), " \"bar\"");
    let out = build(
        src,
        &["fr"],
        &[("fr", "foo", "barre"), ("fr", "incorrect", "x")],
    );
    assert_eq!(out, src.replacen(" \"bar\"\n", "barre\n", 1));
    // A header, a comment row (also before the header), a row wider than the header.
    let src =
        "# exported by a game\nkeys,en,de\n# section,,\nk1,One,Eins\nk2,Two,Zwei,extra\nk3,Three\n";
    let entries = parse(src, &langs(&["de"]));
    assert_eq!(ids_of(&entries), ["k1", "k3"]);
    assert_eq!(translations(&entries[0]), [("de", "Eins")]);
    let out = build(
        src,
        &["fr", "de"],
        &[
            ("fr", "k1", "Un"),
            ("fr", "k2", "Deux"),
            ("de", "k3", "Drei"),
        ],
    );
    assert_eq!(
        out,
        "# exported by a game\nkeys,en,de,fr\n# section,,\nk1,One,Eins,Un\nk2,Two,Zwei,extra\nk3,Three,Drei,\n"
    );
    // `locforge formats` says so.
    let description = Csv::default().info().description;
    assert!(
        description.contains("rows Symfony and Godot skip"),
        "{description}"
    );
}

#[test]
fn a_repeated_key_is_one_string_and_every_row_of_it_gets_the_translation() {
    let src = "keys,en,de\nk,Hello,Hallo\nj,Bye,\nk,Hello,\nk,Hi,Servus\n";
    let entries = parse(src, &langs(&["de"]));
    assert_eq!(ids_of(&entries), ["k", "j"]);
    assert_eq!(entries[0].text.main(), "Hello", "the first source text");
    assert_eq!(
        translations(&entries[0]),
        [("de", "Hallo")],
        "the first row's"
    );
    assert_eq!(
        entries[0].context.as_deref(),
        Some("The key `k` is also on line 5 with another source text, `Hi`: this string is the first row's text, and a build writes its translation into every row of the key.")
    );
    assert_eq!(entries[1].context, None);
    let out = build(src, &["de"], &[("de", "k", "Grüß dich")]);
    assert_eq!(
        out,
        "keys,en,de\nk,Hello,Grüß dich\nj,Bye,\nk,Hello,Grüß dich\nk,Hi,Grüß dich\n"
    );
    // A context column keeps its text before the note; the same text twice gives no note.
    let src = "key;en;comment\na;A;first\na;B;second\nb;X;\nb;X;\n";
    let entries = parse(src, &[]);
    assert_eq!(ids_of(&entries), ["a", "b"]);
    assert_eq!(
        entries[0].context.as_deref(),
        Some("first\nThe key `a` is also on line 3 with another source text, `B`: this string is the first row's text, and a build writes its translation into every row of the key.")
    );
    assert_eq!(entries[1].context, None);
    // A key/value file, single-language build: both rows of the key.
    let src = "k;A\nk;B\n";
    let parsed = Csv::default()
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    assert_eq!(parsed.entries.len(), 1);
    let lookup = table(&[("fr", "k", "Z")]);
    assert_eq!(
        build_single(&Csv::default(), src.as_bytes(), &parsed, &lookup["fr"]),
        "k;Z\nk;Z\n"
    );
}

// ---------------------------------------------------------------------------------------------
// convert

fn registry() -> Registry {
    Registry::builtin()
}

fn opts(target: Option<&str>) -> Options {
    Options {
        source_lang: Some("en".into()),
        target_lang: target.map(str::to_string),
        flatten_plurals: false,
    }
}

#[test]
fn convert_from_json_po_and_xliff12_to_csv() {
    let r = registry();
    let csv = r.get("csv").expect("csv");
    // json: keys and texts.
    let json = br#"{"a": "Hello, \"you\"", "b": {"c": "Line\nbreak"}}"#;
    let out =
        convert(&**r.get("json").expect("json"), json, &**csv, &opts(None)).expect("converts");
    assert_eq!(
        String::from_utf8(out.bytes).expect("utf-8"),
        "key,en\na,\"Hello, \"\"you\"\"\"\nb.c,\"Line\nbreak\"\n"
    );
    // po with translations: the target column holds them; the fuzzy status is lost.
    let po = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\n#. Greeting\nmsgctxt \"hi\"\nmsgid \"Hi\"\nmsgstr \"Hallo\"\n\n#, fuzzy\nmsgid \"Bye\"\nmsgstr \"Tschüss\"\n";
    let out = convert(
        &**r.get("po").expect("po"),
        po.as_bytes(),
        &**csv,
        &opts(None),
    )
    .expect("converts");
    let text = String::from_utf8(out.bytes).expect("utf-8");
    assert_eq!(
        text,
        "key,en,context,de\nhi,Hi,Greeting,Hallo\nBye,Bye,,Tschüss\n"
    );
    let back = parse(&text, &langs(&["de"]));
    assert!(back
        .iter()
        .all(|e| e.translations["de"].status == TranslationStatus::default()));
    // xliff12: notes → context, maxwidth → max_length; translate="no" (hidden) is lost.
    let xliff = r#"<?xml version="1.0"?>
<xliff version="1.2"><file original="f" source-language="en" target-language="fr"><body>
<trans-unit id="t" maxwidth="12" size-unit="char"><source>Title</source><target state="final">Titre</target><note>Header</note></trans-unit>
<trans-unit id="n" translate="no"><source>ACME</source></trans-unit>
</body></file></xliff>"#;
    let out = convert(
        &**r.get("xliff12").expect("xliff12"),
        xliff.as_bytes(),
        &**csv,
        &opts(None),
    )
    .expect("converts");
    let text = String::from_utf8(out.bytes).expect("utf-8");
    assert_eq!(
        text,
        "key,en,context,max_length,fr\nt,Title,Header,12,Titre\nn,ACME,,,\n"
    );
    let back = parse(&text, &[]);
    assert_eq!(
        (back[0].max_length, back[0].context.as_deref()),
        (Some(12), Some("Header"))
    );
    assert_eq!(back[1].is_hidden, None, "hidden is lost");
    // Plurals are refused unless flattened.
    let plural = b"msgid \"\"\nmsgstr \"\"\n\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n";
    let e = convert(&**r.get("po").expect("po"), plural, &**csv, &opts(None)).expect_err("plural");
    assert_eq!(e.kind, ErrorKind::Unsupported);
    let flat = Options {
        flatten_plurals: true,
        ..opts(None)
    };
    let out = convert(&**r.get("po").expect("po"), plural, &**csv, &flat).expect("flattened");
    assert_eq!(
        String::from_utf8(out.bytes).expect("utf-8"),
        "key,en\n%d file,\"{count, plural, one {%d file} other {%d files}}\"\n"
    );
}

#[test]
fn convert_from_csv_to_json_po_and_xliff12_carries_sources_and_the_target_column() {
    let r = registry();
    let csv = r.get("csv").expect("csv");
    let src = b"key,en,context,max_length,de\nhi,Hi,Greeting,5,Hallo\nbye,\"Bye, now\",,,\n";
    // json: keys and source texts; context, max length and the de column are lost.
    let out = convert(&**csv, src, &**r.get("json").expect("json"), &opts(None)).expect("converts");
    let v: serde_json::Value = serde_json::from_slice(&out.bytes).expect("json");
    assert_eq!(v, serde_json::json!({"hi": "Hi", "bye": "Bye, now"}));
    // With --target-lang de, the CSV's de column is carried as the file's translations (an
    // empty cell is no translation).
    let out =
        convert(&**csv, src, &**r.get("po").expect("po"), &opts(Some("de"))).expect("converts");
    let po = String::from_utf8(out.bytes).expect("utf-8");
    assert!(
        po.contains("msgctxt \"hi\"\nmsgid \"Hi\"\nmsgstr \"Hallo\""),
        "{po}"
    );
    assert!(
        po.contains("msgctxt \"bye\"\nmsgid \"Bye, now\"\nmsgstr \"\""),
        "{po}"
    );
    let back = convert(
        &**r.get("po").expect("po"),
        po.as_bytes(),
        &**csv,
        &opts(None),
    )
    .expect("back");
    let entries = parse(std::str::from_utf8(&back.bytes).expect("utf-8"), &[]);
    assert_eq!(
        entries
            .iter()
            .map(|e| (e.identifier.as_ref(), e.text.main()))
            .collect::<Vec<_>>(),
        [("hi", "Hi"), ("bye", "Bye, now")]
    );
    // xliff12 keeps the context (note) and the maximum length (maxwidth).
    let out = convert(
        &**csv,
        src,
        &**r.get("xliff12").expect("xliff12"),
        &opts(None),
    )
    .expect("converts");
    let xliff = String::from_utf8(out.bytes).expect("utf-8");
    let back = convert(
        &**r.get("xliff12").expect("xliff12"),
        xliff.as_bytes(),
        &**csv,
        &opts(None),
    )
    .expect("back");
    let entries = parse(std::str::from_utf8(&back.bytes).expect("utf-8"), &[]);
    assert_eq!(entries[0].context.as_deref(), Some("Greeting"), "{xliff}");
    assert_eq!(entries[0].max_length, Some(5), "{xliff}");
    assert_eq!(entries[1].text, Text::Plain("Bye, now".into()));
}

#[test]
fn a_first_row_the_sniffer_could_misread_is_written_quoted_by_every_build() {
    // `k\t"a` is one cell of a `;` file holding a tab and a literal quote, which a sniffer may
    // read as the start of a quoted tab-delimited cell: every build quotes it (same cells).
    let src = "k\t\"a;hello;hallo\nb;Beta;\"x\"\n";
    let out = build(src, &["de"], &[("de", "k\t\"a", "Hi")]);
    assert_eq!(out, "\"k\t\"\"a\";hello;Hi\nb;Beta;\"x\"\n");
    let again = parse(&out, &langs(&["de"]));
    assert_eq!(again[0].identifier, "k\t\"a");
    assert_eq!(translations(&again[0]), [("de", "Hi")]);
    // A target cell holding such a quote is rewritten quoted even when it keeps its text.
    let src = "k;hello;x\t\"y\nb;Beta;z\n";
    let out = build(src, &["de"], &[("de", "b", "Zed")]);
    assert_eq!(out, "k;hello;\"x\t\"\"y\"\nb;Beta;Zed\n");
    assert_eq!(
        translations(&parse(&out, &langs(&["de"]))[0]),
        [("de", "x\t\"y")]
    );
    // A comment row the delimiter is sniffed from: its cells are quoted, it stays a comment.
    let src = "# a\t\"b;c\nk;v;w\n";
    let out = build(src, &["de"], &[("de", "k", "W")]);
    assert_eq!(out, "\"# a\t\"\"b\";c\nk;v;W\n");
    let again = parse(&out, &langs(&["de"]));
    assert_eq!(again.len(), 1);
    assert_eq!(translations(&again[0]), [("de", "W")]);
}
