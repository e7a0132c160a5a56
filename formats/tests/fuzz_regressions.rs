//! Inputs the fuzz targets (`fuzz/`, `scripts/fuzz`) found crashing a format, minimized, each
//! with what the format must do with it now. One test per crash; the name says which target
//! found it.

use std::collections::HashMap;

use locforge_formats::{
    Language, ParseContext, PluralCategory, Registry, Status, Text, Translation, TranslationStatus,
};

/// Parses `src` with the format `key` (the default context).
fn parse(key: &str, src: &[u8]) -> Result<locforge_formats::Parsed, locforge_formats::FormatError> {
    let registry = Registry::builtin();
    let format = registry.get(key).expect("registered");
    format.parse_all(src, &ParseContext::default())
}

/// format_parse: a YAML comment on the last line, without a line break, left the scanner one
/// byte past the end (a slice out of range when the next line was looked for).
#[test]
fn yaml_comment_on_the_last_line_without_a_line_break() {
    let parsed = parse("yaml", b"foo: b\n#.").expect("parses");
    assert_eq!(parsed.entries.len(), 1);
    assert_eq!(parsed.entries[0].identifier, "foo");
    assert_eq!(parsed.entries[0].text, Text::Plain("b".into()));
    assert!(parse("yaml", b"a:\n  b: c\n  # last").is_ok());
}

/// The (identifier, main text) of every string of `parsed`, in order.
fn strings_of(parsed: &locforge_formats::Parsed) -> Vec<(&str, &str)> {
    parsed
        .entries
        .iter()
        .map(|e| (&*e.identifier, e.text.main()))
        .collect()
}

/// Builds `src` (format `key`) for `target` with these plain translations, all `translated`.
fn build_plain(key: &str, src: &[u8], target: &str, texts: &[(&str, &str)]) -> Vec<u8> {
    let registry = Registry::builtin();
    let format = registry.get(key).expect("registered");
    let parsed = format
        .parse_all(src, &ParseContext::default())
        .expect("parses");
    let translations: HashMap<String, Translation> = texts
        .iter()
        .map(|(id, text)| {
            let t = Translation {
                text: Text::plain(text.to_string()),
                status: TranslationStatus::Single(Status::Translated),
            };
            (id.to_string(), t)
        })
        .collect();
    let target = Language::new(target, vec![PluralCategory::One, PluralCategory::Other]);
    let mut out = Vec::new();
    format
        .build(src, &parsed, &target, None, &translations, &mut out)
        .expect("builds");
    out
}

/// Builds the CSV `src` with these translations, checks the output is `expected` and that it
/// reads back as `strings` (identifier, text).
fn csv_build_reads_back(
    src: &[u8],
    texts: &[(&str, &str)],
    expected: &[u8],
    strings: &[(&str, &str)],
) {
    let out = build_plain("csv", src, "de", texts);
    assert_eq!(
        String::from_utf8_lossy(&out),
        String::from_utf8_lossy(expected)
    );
    let again = parse("csv", &out).expect("the built file reads back");
    let got = strings_of(&again);
    assert_eq!(got, strings);
}

/// format_build: the delimiter sniffer took a `"` inside an unquoted cell of the first row for
/// the start of a quoted cell, so it read on into the next rows, where a built translation
/// holding tabs (quoted, as it held a `"`) made it pick tab: the built file no longer read back.
/// A quote opens a quoted cell only where a cell starts, as the scanner reads it.
#[test]
fn csv_a_quote_inside_a_first_row_cell_does_not_hide_the_line_break_from_the_sniffer() {
    csv_build_reads_back(
        b"a \"b,x\nk,v\n",
        &[("k", "x\"\t\t")],
        b"a \"b,x\nk,\"x\"\"\t\t\"\n",
        &[("a \"b", "x"), ("k", "x\"\t\t")],
    );
}

/// format_build (found with the one above): a new text in the first row of a file without
/// header, holding another delimiter a reader could sniff, changed the delimiter the built file
/// was read with. In the first row such a text is quoted.
#[test]
fn csv_a_first_row_translation_with_another_delimiter_is_quoted() {
    csv_build_reads_back(
        b"k,v\nm,w\n",
        &[("k", "1;2;3"), ("m", "4;5")],
        b"k,\"1;2;3\"\nm,4;5\n",
        &[("k", "1;2;3"), ("m", "4;5")],
    );
}

/// format_build (unseeded hour on caf89b29): in a file without header whose first row's key is
/// blank (` `), a two-letter cell that is no language (`"ns"`) and a new two-letter text
/// (`\tip`) made the built row read as a header (a blank key beside two "languages"), and its
/// string was gone. Beside a blank key, a column counts as a language only when it surely is one
/// (an ISO 639-1 code or a language name).
#[test]
fn csv_two_letter_texts_beside_a_blank_key_do_not_make_a_header() {
    csv_build_reads_back(
        b" ;\"n\";\"ns\";x\n",
        &[(" ", "\tip")],
        b" ;\"\tip\";\"ns\";x\n",
        &[(" ", "\tip")],
    );
}

/// format_build: an XLIFF file whose `target-language` held U+0013 parsed, and the build then
/// failed writing that language back. XML 1.0 allows no C0 control character but tab, LF and
/// CR anywhere in a document (not even as a reference): the parse refuses it, with its position.
#[test]
fn xml_control_characters_are_refused_where_they_stand() {
    let xliff = b"<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"><file original=\"f\" source-language=\"de\" target-language=\"i\x13\"><body>\n<trans-unit id=\"1\"><source>a</source></trans-unit></body></file></xliff>\n";
    let e = parse("xliff12", xliff).expect_err("refused");
    assert_eq!((e.line, e.column), (2, 80), "{e}");
    assert!(e.message.contains("U+0013"), "{e}");
    let text = b"<xliff version=\"1.2\"><file original=\"f\" source-language=\"de\"><body><trans-unit id=\"1\"><source>a\x01b</source></trans-unit></body></file></xliff>";
    assert!(parse("xliff12", text).is_err());
    let android = b"<resources>\n  <string name=\"a\">x\x1by</string>\n</resources>\n";
    let e = parse("android", android).expect_err("refused");
    assert_eq!((e.line, e.column), (2, 21), "{e}");
    let resx = b"<root><data name=\"a\"><value>\xEF\xBF\xBE</value></data></root>";
    assert!(parse("resx", resx).is_err());
    // Tabs and line breaks are fine; so is a windows-1252 file whose bytes read EF BF BE.
    let cp1252 = b"<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n<root><data name=\"a\"><value>\t\xEF\xBF\xBE\r\n</value></data></root>";
    assert!(parse("resx", cp1252).is_ok());
}

/// format_build: a Rails file whose single-quoted value ran over lines starting at column 0
/// (YAML readers take them at any indentation) was not seen as having one locale root, so its
/// paths kept the root; the build shortened that value to one line and the built file read
/// back with the root dropped from every identifier. The root detection skips the lines of a
/// quoted scalar (and of a block scalar, where a quote opens nothing).
#[test]
fn yaml_a_quoted_value_over_column_0_lines_keeps_the_rails_root() {
    let src =
        b"es:\n  a: 'one\nprevious.title = x\n  two'\n  b: \"c\n\"\n  d: |\n    'quote\n  e: f\n";
    let parsed = parse("yaml", src).expect("parses");
    let ids: Vec<&str> = parsed.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["a", "b", "d", "e"]);
    assert_eq!(parsed.language.as_deref(), Some("es"));
    let out = build_plain("yaml", src, "de", &[("a", "uno")]);
    assert!(
        out.starts_with(b"de:\n  a: 'uno'\n"),
        "{}",
        String::from_utf8_lossy(&out)
    );
    let again = parse("yaml", &out).expect("reads back");
    let ids: Vec<&str> = again.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["a", "b", "d", "e"]);
    // A second top-level key after such a value: not a Rails root.
    let two = b"es:\n  a: 'one\nx: y'\nfr:\n  a: b\n";
    let ids: Vec<String> = parse("yaml", two)
        .expect("parses")
        .entries
        .iter()
        .map(|e| e.identifier.to_string())
        .collect();
    assert_eq!(ids, ["es.a", "fr.a"]);
}

/// format_build (same input): a key holding U+0008 and NULs parsed. YAML allows no control
/// character but tab, LF and CR in a file (escapes in double quotes are the way to write one).
#[test]
fn yaml_control_characters_are_refused_where_they_stand() {
    let e = parse("yaml", b"en:\n  fo\x08o: x\n").expect_err("refused");
    assert_eq!((e.line, e.column), (2, 5), "{e}");
    assert!(
        e.message.contains("U+0008") && e.message.contains("\\x08"),
        "{e}"
    );
    let ok = parse("yaml", b"en:\n  a: \"tab\\there \\x08\"\n").expect("escapes are fine");
    assert_eq!(ok.entries[0].text, Text::Plain("tab\there \u{8}".into()));
}

/// format_build: a file without header whose first row held only a key: a build appended the
/// source cell of a later row (its translation changed) but not of the first (unchanged), and
/// the built file was refused for a row wider than the first. Without a header, the key and
/// source columns exist whatever the first row holds. (Since issue 24 such a file is a
/// key/value file, where a row of one cell is no string, as Symfony's loader skips it: the
/// one-cell rows stay as they are, and a two-cell row beside them is built and reads back.)
#[test]
fn csv_a_key_only_first_row_leaves_room_for_the_source_column() {
    csv_build_reads_back(b"a\nb\n", &[("b", "x")], b"a\nb\n", &[]);
    csv_build_reads_back(b"a\nb,v\n", &[("b", "x")], b"a\nb,x\n", &[("b", "x")]);
}

/// format_build: in a first row with a stray quote after a comma (`,,,";`), the sniffer took
/// that quote for the start of a quoted cell, closed it at the opening quote of the next cell,
/// and counted the tabs of a built translation (quoted, in the first row) as delimiters. A quote
/// opens a quoted cell for the sniffer only when it closes before a delimiter or a line break.
/// (Since the next two, the cells with such quotes are also written quoted by the build.)
#[test]
fn csv_a_stray_quote_after_another_delimiter_does_not_fool_the_sniffer() {
    csv_build_reads_back(
        b"k ,,,\"; a\";\"b\"; c\"; d; e\n",
        &[("k ,,,\"", "x\t\t\t\t\t")],
        b"\"k ,,,\"\"\";\"x\t\t\t\t\t\";\"b\";\" c\"\"\"; d; e\n",
        &[("k ,,,\"", "x\t\t\t\t\t")],
    );
}

/// format_build: a first row `\t" ;"n@cs"` (a `;` file whose key cell starts with a tab and
/// holds a literal quote) sniffs to `;` only because the quote after the tab, which the sniffer
/// may read as opening a quoted cell, finds no closing quote before a delimiter. A build that
/// wrote `""` for the source cell gave it one (reading on through doubled quotes to the file's
/// last `"`), and the built file sniffed to tab. Whatever the sniffer makes of such a quote
/// depends on bytes a build rewrites, rows later too: in such a row every build writes the
/// cells holding a quote or another delimiter quoted, so the built file sniffs to the file's.
#[test]
fn csv_a_literal_quote_after_a_tab_in_a_semicolon_file_keeps_the_delimiter() {
    csv_build_reads_back(
        b"\t\" ;\"n@cs\"\nbi;\"f2\"\n\x18;@ \"",
        &[("\t\" ", ""), ("bi", "")],
        b"\"\t\"\" \";\"\"\nbi;\"\"\n\x18;@ \"",
        &[("\t\" ", ""), ("bi", ""), ("\u{18}", "@ \"")],
    );
    // An identity build quotes them too (the row's bytes change, never its cells).
    csv_build_reads_back(
        b"\t\" ;\"n@cs\"\nbi;\"f2\"\n\x18;@ \"",
        &[],
        b"\"\t\"\" \";\"n@cs\"\nbi;\"f2\"\n\x18;@ \"",
        &[("\t\" ", "n@cs"), ("bi", "f2"), ("\u{18}", "@ \"")],
    );
}

/// format_build (the same cause): `\t"c;@n" s";…` lost its delimiter when the source cell
/// `@n" s"` became empty. The source cell and the key cell are both written quoted.
#[test]
fn csv_a_literal_quote_in_the_first_row_is_quoted_with_its_cell() {
    csv_build_reads_back(
        b"\t\"c;@n\" s\";\0\0\nba\nf\"\"o;@ \"",
        &[("\t\"c", "")],
        b"\"\t\"\"c\";\"\";\0\0\nba\nf\"\"o;@ \"",
        &[("\t\"c", ""), ("ba", ""), ("f\"\"o", "@ \"")],
    );
}

/// convert: a .properties comment holding NULs became a YAML comment holding them, which no
/// YAML reader (ours included, since it refuses control characters) reads. A context a YAML
/// comment cannot carry is an error naming the string; a CRLF context is still written.
#[test]
fn yaml_create_refuses_a_context_a_comment_cannot_hold() {
    use locforge_formats::convert::{convert, Options};
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("properties").expect("registered"),
        registry.get("yaml").expect("registered"),
    );
    let options = Options {
        source_lang: Some("en".into()),
        ..Options::default()
    };
    let e = convert(
        &**from,
        b"# copies \0\0 of it\nkey = value\n",
        &**to,
        &options,
    )
    .expect_err("refused");
    assert!(
        e.message.contains("string `key`") && e.message.contains("U+0000"),
        "{e}"
    );
    let ok = convert(
        &**from,
        b"# one\r\n# two\r\nkey = value\r\n",
        &**to,
        &options,
    )
    .expect("CRLF comments convert");
    let back = parse("yaml", &ok.bytes).expect("reads back");
    assert_eq!(back.entries[0].context.as_deref(), Some("one\ntwo"));
}

/// format_build (unseeded, 21 s): a value that starts on a continuation line after a lone CR
/// (`key=\` CR `value` LF, from Mozilla's file with NULs in the value) built with an empty
/// translation left `\` CR LF: one CRLF to Java's `LineReader` (and to our scanner), so the next
/// line joined the value and a string disappeared. An empty value there is written as one space,
/// which a continuation line drops.
#[test]
fn properties_an_empty_value_after_a_lone_cr_continuation_keeps_the_next_line() {
    let src = b"ListChangesCommand.ShortDescription=\\\r\0\0/* c */\n\"%@ %@ is newer\nz=1\n";
    let before = parse("properties", src).expect("parses");
    let ids: Vec<&str> = before.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["ListChangesCommand.ShortDescription", "\"%@", "z"]);
    let out = build_plain(
        "properties",
        src,
        "de",
        &[("ListChangesCommand.ShortDescription", "")],
    );
    assert_eq!(
        out,
        b"ListChangesCommand.ShortDescription=\\\r \n\"%@ %@ is newer\nz=1\n"
    );
    let again = parse("properties", &out).expect("the built file reads back");
    let got = strings_of(&again);
    assert_eq!(
        got,
        [
            ("ListChangesCommand.ShortDescription", ""),
            ("\"%@", "%@ is newer"),
            ("z", "1")
        ]
    );
    // The same build with a value: the lone CR stays a line break of its own.
    let out = build_plain(
        "properties",
        src,
        "de",
        &[("ListChangesCommand.ShortDescription", "Neu")],
    );
    assert_eq!(
        parse("properties", &out).expect("reads back").entries.len(),
        3
    );
}

/// line_terminators proptest (issue 29): in a CRLF file, an unquoted value continued on the next
/// lines read each fold as a line feed (`v\nv` where YAML and PyYAML read `v v`): the scan for
/// the next line started on the LF of the CRLF and counted it as an empty line. Folds are a
/// space and empty lines a line feed, whatever the line ends.
#[test]
fn yaml_a_plain_value_over_crlf_lines_folds_to_spaces() {
    let texts = |src: &[u8]| -> Vec<String> {
        parse("yaml", src)
            .expect("parses")
            .entries
            .iter()
            .map(|e| e.text.main().to_string())
            .collect()
    };
    assert_eq!(texts(b"k0:  v\r\n  v\r\n\r\n# a: b\n"), ["v v"]);
    assert_eq!(texts(b"k: a\r\n  b\r\n  c\r\nl: x\r\n"), ["a b c", "x"]);
    assert_eq!(texts(b"k: a\r\n\r\n  b\r\n"), ["a\nb"]);
    assert_eq!(texts(b"k: a\n  b\r\n\r\n\r\n  c\n"), ["a b\n\nc"]);
    // The build of another value keeps the folded one as it was.
    let out = build_plain(
        "yaml",
        b"en:\r\n  k: a\r\n    b\r\n  l: x\r\n",
        "de",
        &[("l", "neu")],
    );
    assert_eq!(out, b"de:\r\n  k: a\r\n    b\r\n  l: neu\r\n");
}

/// format_build (unseeded, 1 h): a header-less CSV whose first row has a blank key (` ;text`) was
/// built with a translation that looks like a language code (`en`, `ij`); the blank first cell
/// then read as an unnamed key column and the code as a language, so the re-parse took the row
/// for a header and the string was gone. A blank first cell names the key column only beside
/// two named columns; so does a first cell of only dashes (`-`, a second unseeded run).
#[test]
fn csv_a_blank_key_and_a_code_like_translation_stay_a_string() {
    for (src, text) in [
        (&b" ;hello\n"[..], "en"),
        (&b" ;hello;x\n"[..], "ij"),
        // A first cell of only `-` (or `_`) is as unnamed as a blank one.
        (&b"-,v\n"[..], "bc\r"),
        (&b"_ -,x\n"[..], "de"),
    ] {
        let before = parse("csv", src).expect("parses");
        assert_eq!(before.entries.len(), 1);
        let id = before.entries[0].identifier.to_string();
        let out = build_plain("csv", src, "de", &[(&id, text)]);
        let again = parse("csv", &out).expect("the built file reads back");
        let got = strings_of(&again);
        assert_eq!(
            got,
            [(id.as_str(), text)],
            "{}",
            String::from_utf8_lossy(&out)
        );
    }
    // Two languages after a blank first cell are still a header.
    assert!(
        parse("csv", b",en,es\nk,Hello,Hola\n")
            .expect("parses")
            .entries
            .len()
            == 1
    );
}

/// convert (unseeded, 1 h): a `.properties` key of more than a hundred dotted parts converted to
/// YAML was written as that many nested mappings, which the YAML parser refuses (deeper than
/// 100 levels). `create` nests at most half as deep; the rest of the path stays one dotted key.
#[test]
fn yaml_create_keeps_a_very_deep_key_path_readable() {
    let key: Vec<String> = (0..150).map(|i| format!("p{i}")).collect();
    let key = key.join(".");
    let src = format!("{key}=deep\nshort.one=x\n");
    let converted = convert("properties", src.as_bytes(), "yaml");
    let again = parse("yaml", &converted).expect("the YAML file reads back");
    let got = strings_of(&again);
    assert_eq!(got, [(key.as_str(), "deep"), ("short.one", "x")]);
}

/// Converts `src` from the format `from` to the format `to` with the default options.
fn convert(from: &str, src: &[u8], to: &str) -> Vec<u8> {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get(from).expect("registered"),
        registry.get(to).expect("registered"),
    );
    locforge_formats::convert::convert(
        &**from,
        src,
        &**to,
        &locforge_formats::convert::Options::default(),
    )
    .expect("converts")
    .bytes
}

/// convert (unseeded, crash-057dbf28): a `.properties` key of more than 64 dotted parts
/// converted to PHP was written as that many nested arrays, which the PHP parser refuses (deeper
/// than 64 levels). `create` nests at most 32 arrays; the rest of the path stays one dotted key.
#[test]
fn php_create_keeps_a_very_deep_key_path_readable() {
    let key: Vec<String> = (0..80).map(|i| format!("p{i}")).collect();
    let key = key.join(".");
    let src = format!("{key}=deep\n{key}x.q=deeper\nshort.one=x\n");
    let converted = convert("properties", src.as_bytes(), "php");
    let again = parse("php", &converted).expect("the PHP file reads back");
    let got = strings_of(&again);
    let second = format!("{key}x.q");
    assert_eq!(
        got,
        [
            (key.as_str(), "deep"),
            (second.as_str(), "deeper"),
            ("short.one", "x")
        ]
    );
}

/// convert (unseeded): a `.properties` key holding U+0004 (`kont\u0004`, text `other`) was split
/// at it into msgctxt `kont` and msgid `` — the PO spelling of a context — and so collided with
/// the key `kont` (empty text), which PO refuses as a duplicate message. An identifier is split at
/// U+0004 only when the rest is the source text, and two entries that would still share a
/// (msgctxt, msgid) (`a::b = b` beside `a = b`) get distinct ones.
#[test]
fn po_create_never_writes_the_same_message_twice() {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("properties").expect("registered"),
        registry.get("po").expect("registered"),
    );
    for src in [
        &b"kont=\nkont\\u0004=other\n"[..],
        b"a=b\na\\:\\:b=b\n",
        b"a\\:\\:b=b\na=b\n",
        b"a\\u0004b=b\na\\:\\:b=b\na=b\n",
    ] {
        let before = parse("properties", src).expect("parses");
        let converted = locforge_formats::convert::convert(
            &**from,
            src,
            &**to,
            &locforge_formats::convert::Options::default(),
        )
        .expect("converts");
        let po = String::from_utf8_lossy(&converted.bytes);
        let again = parse("po", &converted.bytes).unwrap_or_else(|e| panic!("{e}\n{po}"));
        assert_eq!(again.entries.len(), before.entries.len(), "{po}");
        // And back: the keyed catalog gives the properties keys and texts again.
        let back = locforge_formats::convert::convert(
            &**to,
            &converted.bytes,
            &**from,
            &locforge_formats::convert::Options::default(),
        )
        .expect("converts back");
        let back = parse("properties", &back.bytes).expect("reads back");
        assert_eq!(strings_of(&back), strings_of(&before), "{po}");
    }
}

/// format_build (a helper's 120 s run): a first row of one cell, `\u{1}…"&  \t"`, in a file the
/// sniffer reads as `;`-delimited only because the quote after the tab carried it over the line
/// break into later rows. Quoting that cell (the fix above) hid those rows from the sniffer, so
/// even an identity build read back as a `,` file with a string more. A one-cell first row of a
/// file not delimited by `,` is kept as it is.
#[test]
fn csv_a_one_cell_first_row_that_the_delimiter_was_sniffed_past_is_kept() {
    let src = b"\x01\0\0\0\0\0\0\"&  \t\"\ry \",\0\0\0\0\0\0\0ill\"; \"; \"be\"\0\x01\0\0:\0\0\\e\nc\"i\"no\r\0\0\0\0\0";
    let before = parse("csv", src).expect("parses");
    let out = build_plain("csv", src, "de", &[]);
    assert_eq!(String::from_utf8_lossy(&out), String::from_utf8_lossy(src));
    let again = parse("csv", &out).expect("reads back");
    assert_eq!(again.entries.len(), before.entries.len());
}

/// convert (unseeded, 1 h on the final code of issue 29): YAML keys `.o1` and `o1` converted to
/// INI were both written as `o1 = …` outside any section (the empty section before the first
/// `.` dropped the dot), so the INI file held one string where there were two. An identifier
/// with nothing before its first `.` stays a key as it is.
#[test]
fn ini_create_keeps_a_leading_dot_in_a_key() {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("yaml").expect("registered"),
        registry.get("ini").expect("registered"),
    );
    let src = b".o1: a\no1: b\ns:\n  .k: c\n";
    let converted = locforge_formats::convert::convert(
        &**from,
        src,
        &**to,
        &locforge_formats::convert::Options::default(),
    )
    .expect("converts");
    let ini = String::from_utf8_lossy(&converted.bytes);
    let again = parse("ini", &converted.bytes).unwrap_or_else(|e| panic!("{e}\n{ini}"));
    assert_eq!(
        strings_of(&again),
        [(".o1", "a"), ("o1", "b"), ("s..k", "c")],
        "{ini}"
    );
}

/// convert (the final 1 h run, merged formats): a `.properties` entry with an empty key and a
/// comment converted to RESJSON was written as `"": …` and `"_.comment": …`, which a reader
/// takes for a second string (a metadata key needs a name). RESJSON's create refuses the
/// context it cannot spell, naming the string, and calls metadata what the reader does.
#[test]
fn resjson_create_refuses_an_empty_keys_context() {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("properties").expect("registered"),
        registry.get("resjson").expect("registered"),
    );
    let options = locforge_formats::convert::Options::default();
    let e = locforge_formats::convert::convert(&**from, b"# note\n=x\n", &**to, &options)
        .expect_err("no spelling for the context");
    assert!(e.message.contains("`_.comment`"), "{e}");
    // `_a.` is no metadata key for a reader: it converts as a string.
    let converted = locforge_formats::convert::convert(&**from, b"_a.=x\nb=y\n", &**to, &options)
        .expect("converts");
    let again = parse("resjson", &converted.bytes).expect("reads back");
    assert_eq!(strings_of(&again), [("_a.", "x"), ("b", "y")]);
}

/// convert (the final run, merged formats): `.properties` keys `msgid` and `msgid_plural` were
/// written as two i18next v3 keys, which a reader takes for one plural string. `create` refuses
/// a key a reader would group with another, naming it.
#[test]
fn i18next_v3_create_refuses_keys_a_reader_groups_as_plural_forms() {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("properties").expect("registered"),
        registry.get("i18next-v3").expect("registered"),
    );
    let options = locforge_formats::convert::Options::default();
    for src in [&b"msgid=a\nmsgid_plural=b\n"[..], b"n_0=a\nn_1=b\n"] {
        let e = locforge_formats::convert::convert(&**from, src, &**to, &options)
            .expect_err("grouped by a reader");
        assert!(e.message.contains("plural form of"), "{e}");
    }
    // A numbered key alone is a string.
    let converted =
        locforge_formats::convert::convert(&**from, b"item_1=x\nb=y\n", &**to, &options)
            .expect("converts");
    let again = parse("i18next-v3", &converted.bytes).expect("reads back");
    assert_eq!(again.entries.len(), 2);
}

/// convert (unseeded hour on caf89b29): `.properties` keys `` (empty) and `\u{4}` (a gettext
/// context separator) were written as `<message id="">` and a message with an empty context
/// and source, which a reader takes for the same string (an empty `id` is no id). `create`
/// refuses the empty key, naming the string; without it the file holds every string.
#[test]
fn ts_create_refuses_an_empty_key() {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("properties").expect("registered"),
        registry.get("ts").expect("registered"),
    );
    let options = locforge_formats::convert::Options::default();
    let e = locforge_formats::convert::convert(&**from, b"=x\n\\u0004=y\n", &**to, &options)
        .expect_err("no spelling for an empty key");
    assert!(e.message.contains("empty identifier"), "{e}");
    let converted =
        locforge_formats::convert::convert(&**from, b"a=x\n\\u0004=\n", &**to, &options)
            .expect("converts");
    let again = parse("ts", &converted.bytes).expect("reads back");
    assert_eq!(again.entries.len(), 2);
    assert_eq!(converted.strings, 2);
}

/// convert (unseeded hour on 1d5ab716, crash-83c0bfe2): a `.properties` file whose key `` (empty)
/// beside a key `},` was converted to TMX as `<tu tuid="">`, which a reader names by its source
/// text (`},`): two strings became one. TMX `create` refuses an empty identifier, naming it.
#[test]
fn tmx_create_refuses_an_empty_key() {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("properties").expect("registered"),
        registry.get("tmx").expect("registered"),
    );
    let options = locforge_formats::convert::Options::default();
    let e = locforge_formats::convert::convert(&**from, b"=},\n},=x\n", &**to, &options)
        .expect_err("no spelling for an empty key");
    assert!(e.message.contains("empty identifier"), "{e}");
    let converted = locforge_formats::convert::convert(&**from, b"a=},\n},=x\n", &**to, &options)
        .expect("converts");
    let again = parse("tmx", &converted.bytes).expect("reads back");
    assert_eq!(again.entries.len(), 2);
    // A gettext context's U+0004 is written `::`: refused when that is another string's id.
    let e =
        locforge_formats::convert::convert(&**from, b"a\\:\\:b=x\na\\u0004b=y\n", &**to, &options)
            .expect_err("two strings, one tuid");
    assert!(e.message.contains("which another string has"), "{e}");
    // XLIFF writes U+0004 the same way, and refuses the same collision.
    for key in ["xliff12", "xliff2"] {
        let to = registry.get(key).expect("registered");
        let e = locforge_formats::convert::convert(
            &**from,
            b"a\\:\\:b=x\na\\u0004b=y\n",
            &**to,
            &options,
        )
        .expect_err("two strings, one id");
        assert!(e.message.contains("which another string has"), "{key}: {e}");
    }
}

/// convert (unseeded hour on 72cb3821): Hugo's INI-like `wordCount.one` and `wordCount.other`
/// converted to YAML as a mapping `wordCount: {one, other}`, which a YAML reader takes for one
/// plural string: two strings became one. `create` refuses a mapping whose keys are all plural
/// categories, naming the string; beside another key it converts.
#[test]
fn yaml_create_refuses_a_mapping_a_reader_takes_for_a_plural() {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("properties").expect("registered"),
        registry.get("yaml").expect("registered"),
    );
    let options = locforge_formats::convert::Options::default();
    let e = locforge_formats::convert::convert(
        &**from,
        b"w.one=a word\nw.other=words\n",
        &**to,
        &options,
    )
    .expect_err("read back as one plural");
    assert!(e.message.contains("plural categories"), "{e}");
    let converted = locforge_formats::convert::convert(
        &**from,
        b"w.one=a word\nw.other=words\nw.title=Words\n",
        &**to,
        &options,
    )
    .expect("converts");
    let again = parse("yaml", &converted.bytes).expect("reads back");
    assert_eq!(
        strings_of(&again),
        [
            ("w.one", "a word"),
            ("w.other", "words"),
            ("w.title", "Words")
        ]
    );
}

/// convert (the final run): a string whose key starts with `#` was written as a CSV row that
/// every reader skips as a comment, so the file held one string less than it said. `create`
/// refuses such a key, naming it.
#[test]
fn csv_create_refuses_a_key_that_makes_a_comment_row() {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("properties").expect("registered"),
        registry.get("csv").expect("registered"),
    );
    let e = locforge_formats::convert::convert(
        &**from,
        b"\\# r=x\n",
        &**to,
        &locforge_formats::convert::Options::default(),
    )
    .expect_err("a comment row");
    assert!(e.message.contains("comment row"), "{e}");
}

/// convert (unseeded, this session): `.properties` keys `\u0004\u0004` (text seven U+0004) and
/// six U+0004 (text three) were written as messages (msgctxt `␄␄`, msgid `␄×7`) and (msgctxt
/// `␄×6`, msgid `␄×3`): different pairs, but a PO reader names a message msgctxt EOT msgid, so
/// both read as the identifier `␄×10` and the file was refused as holding one message twice.
/// `create` now compares the identifiers a reader makes; when no spelling of two strings
/// differs in them, the conversion is refused naming both.
#[test]
fn po_create_compares_messages_as_a_reader_names_them() {
    let registry = Registry::builtin();
    let (from, to) = (
        registry.get("properties").expect("registered"),
        registry.get("po").expect("registered"),
    );
    let options = locforge_formats::convert::Options::default();
    let src = "\u{4}\u{4}=\u{4}\u{4}\u{4}\u{4}\u{4}\u{4}\u{4}\n\u{4}\u{4}\u{4}\u{4}\u{4}\u{4}=\u{4}\u{4}\u{4}\n";
    let e = locforge_formats::convert::convert(&**from, src.as_bytes(), &**to, &options)
        .expect_err("no PO file holds both");
    assert!(
        e.message.contains("a PO catalog holds each message once") && e.message.contains("␄␄"),
        "{e}"
    );
    // `k\u0004x` (text `y`) and `k` (text `x\u0004y`) both read as `k␄x␄y` however they are
    // spelt; pairs with another spelling still convert (`po_create_never_writes_the_same_message_twice`).
    let src = "k\u{4}x=y\nk=x\u{4}y\n";
    let e = locforge_formats::convert::convert(&**from, src.as_bytes(), &**to, &options)
        .expect_err("no PO file holds both");
    assert!(e.message.contains("`k␄x`"), "{e}");
}

/// format_build (unseeded, this session): a PO file without a header whose plural message had
/// only `msgstr[0]` read as untranslated (its one form mapped to no category), so its translation
/// was lost on every read, a build's included; and the fuzz target took the file's plural rule
/// from an `nplurals=1` inside an ordinary message. Without `Plural-Forms` a catalog has
/// gettext's default two forms (`msgstr[0]` is `one`), and only the header declares a rule.
#[test]
fn po_without_a_header_reads_msgstr_0_as_gettext_does() {
    let src = b"msgid \"a file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"eine Datei\"\n\nmsgid \"rule\"\nmsgstr \"Plural-Forms: nplurals=1; plural=0;\\n\"\n";
    let parsed = parse("po", src).expect("parses");
    let existing = parsed.entries[0].existing.as_ref().expect("a translation");
    assert_eq!(
        existing.text,
        Text::Plural([(PluralCategory::One, "eine Datei".into())].into())
    );
    assert_eq!(locforge_formats::po_header_nplurals(src), None);
    let with_header = b"msgid \"\"\nmsgstr \"\"\n\"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\\n\"\n\nmsgid \"a\"\nmsgstr \"b\"\n";
    assert_eq!(locforge_formats::po_header_nplurals(with_header), Some(3));
}

/// format_build (unseeded, 1 h run): after a folded block scalar, lines of only tabs and spaces
/// (`\t ` and `\t\t`) ended the scalar and were read as its trailing blank lines; a build that
/// wrote the value as `""` left them after a plain value, where the parser refused `\t ` as a
/// "tab in indentation". A line of only spaces and tabs is a blank line wherever it stands
/// (YAML 1.2 `l-comment`); a tab before content is still refused.
#[test]
fn yaml_a_line_of_only_tabs_and_spaces_is_blank() {
    let src = b"/: >\n  \n m\t\n \n\t \n\t\t\n";
    let before = parse("yaml", src).expect("parses");
    assert_eq!(strings_of(&before).len(), 1);
    let out = build_plain("yaml", src, "de", &[("/", "")]);
    let again =
        parse("yaml", &out).unwrap_or_else(|e| panic!("{e}\n{}", String::from_utf8_lossy(&out)));
    assert_eq!(strings_of(&again), [("/", "")]);
    let blank = parse("yaml", b"a: x\n\t \n \t# note\nb: y\n").expect("blank lines with tabs");
    assert_eq!(strings_of(&blank), [("a", "x"), ("b", "y")]);
    let e = parse("yaml", b"a: x\n\tb: y\n").expect_err("a tab before content");
    assert!(e.to_string().contains("tab in indentation"), "{e}");
}

/// format_build: an INI `:` line whose `` ` `` value closed on a later line with `=` after the
/// closing quote. A one-line new value brought that `=` onto the key's line, where it ended the
/// key instead of the `:`; and a new value written without quotes took the text after the
/// closing quote in. Now `=` separates such a line, and a value followed by text on its line is
/// written in a quoting that ends at its quote (`` ` `` or `"""`).
#[test]
fn ini_text_after_a_closing_quote_stays_out_of_key_and_value() {
    let src = b"[s]\nk: `one\ntwo` tail=\"x\"\nb = `abc` trailing\n";
    let parsed = parse("ini", src).expect("parses");
    assert_eq!(
        strings_of(&parsed),
        [("s.k", "one\ntwo"), ("s.b", "abc")],
        "the text after a closing quote is not read, as go-ini skips it"
    );
    for (k, b) in [("", "a`b"), ("x", "a`b c"), ("y=z", "\"q\"")] {
        let out = build_plain("ini", src, "de", &[("s.k", k), ("s.b", b)]);
        let again = parse("ini", &out).expect("the build parses");
        assert_eq!(
            strings_of(&again),
            [("s.k", k), ("s.b", b)],
            "{}",
            String::from_utf8_lossy(&out)
        );
    }
    let out = build_plain("ini", src, "de", &[("s.k", ""), ("s.b", "a`b")]);
    assert_eq!(
        String::from_utf8_lossy(&out),
        "[s]\nk= `` tail=\"x\"\nb = \"\"\"a`b\"\"\" trailing\n"
    );
}

/// format_build (ts): a NUL byte inside the `<TS language>` attribute was read into the file's
/// language, and a build for that language failed writing it back. A character XML 1.0 forbids
/// is now refused where it stands, as every XML format does.
#[test]
fn ts_control_character_in_the_language_attribute_is_refused() {
    let src = b"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\" language=\"it_,\0IT\">\n<context><name>M</name><message><source>First</source><translation>Primo</translation></message></context></TS>\n";
    let e = parse("ts", src).expect_err("a NUL is no XML");
    assert_eq!((e.line, e.column), (3, 33), "{e}");
    assert!(e.message.contains("U+0000"), "{e}");
    let ok = String::from_utf8_lossy(src).replace('\0', "");
    assert!(parse("ts", ok.as_bytes()).is_ok());
}

/// format_build (unseeded, crash-ebaf87fe): in a file without header, the first row
/// `\0; sr? ; sr; sK` had its source cell emptied by a build, after which it read as a header
/// (two language codes and an empty cell beside a key that names nothing), and its string was
/// gone. Any first-row translation that would change a reader's header decision is refused,
/// naming the string; the documented case ` ;x;en` built with `fr` is refused the same way.
#[test]
fn csv_a_first_row_that_a_translation_would_make_a_header_is_refused() {
    let registry = Registry::builtin();
    let csv = registry.get("csv").expect("registered");
    let build = |src: &[u8], target: &str, id: &str, text: &str| {
        let parsed = csv
            .parse_all(src, &ParseContext::default())
            .expect("parses");
        let translations = HashMap::from([(
            id.to_string(),
            Translation {
                text: Text::plain(text.to_string()),
                status: TranslationStatus::Single(Status::Translated),
            },
        )]);
        let target = Language::new(target, vec![PluralCategory::One, PluralCategory::Other]);
        let mut out = Vec::new();
        csv.build(src, &parsed, &target, None, &translations, &mut out)
            .map(|_| out)
    };
    let e = build(b"\0; sr? ; sr; sK\nc;x\n", "de", "\0", "").expect_err("refused");
    assert_eq!(e.kind, locforge_formats::ErrorKind::Unsupported);
    assert!(
        e.message
            .contains("would make the first row read as a header row"),
        "{e}"
    );
    assert!(e.message.contains("`\0`"), "{e}");
    assert_eq!((e.line, e.column), (1, 3), "{e}");
    let src = b" ;x;en\nb;y;z\n";
    let e = build(src, "fr", " ", "de").expect_err("refused");
    assert!(
        e.message
            .contains("add a header row such as `key;source;fr`"),
        "{e}"
    );
    // The streaming build (the service's, which writes into the `fr` column) refuses it too.
    let translations = HashMap::from([(
        " ".to_string(),
        Translation {
            text: Text::plain("de"),
            status: TranslationStatus::Single(Status::Translated),
        },
    )]);
    let fr = Language::new("fr", vec![PluralCategory::One, PluralCategory::Other]);
    let streamed = csv.build_streaming(b" ;en;y\nb;y;z\n", &fr, None, &translations, Vec::new());
    assert!(streamed.is_err(), "the streaming build wrote it");
    let streamed = csv.build_streaming(src, &fr, None, &translations, Vec::new());
    assert_eq!(streamed.expect("builds").1, b" ;x;de\nb;y;z\n");
    // A text that leaves the row a string is written.
    let out = build(b"\0; sr? ; sr; sK\nc;x\n", "de", "\0", "ok").expect("builds");
    assert_eq!(out, b"\0;ok; sr; sK\nc;x\n");
}

/// format_build: literal text that reads as a code (`</1>`, which pulldown-cmark hands over as
/// `<` and `/1>`) was escaped piece by piece, so the segment's text held a code `</1>` closing
/// nothing and every build of it was refused as a malformed source.
#[test]
fn markdown_literal_code_notation_split_by_the_parser_is_escaped() {
    let src = b"- `\n\nRelative pathN(\n        x\n:2)}\n\nunindented-value = {FUN(\n      >\xe2\x80\xa6</1>`, and i18next-icu ICU messages.\n";
    let parsed = parse("markdown", src).expect("parses");
    let texts: Vec<&str> = parsed.entries.iter().map(|e| e.text.main()).collect();
    assert!(
        texts.iter().any(|t| t.contains("…&lt;/1>`, and")),
        "{texts:?}"
    );
    let translated: Vec<(String, String)> = parsed
        .entries
        .iter()
        .map(|e| (e.identifier.to_string(), format!("«{}»", e.text.main())))
        .collect();
    let pairs: Vec<(&str, &str)> = translated
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let out = build_plain("markdown", src, "de", &pairs);
    let again = parse("markdown", &out).expect("the build parses");
    let back: Vec<&str> = again.entries.iter().map(|e| e.text.main()).collect();
    let want: Vec<&str> = translated.iter().map(|(_, t)| t.as_str()).collect();
    assert_eq!(back, want, "{}", String::from_utf8_lossy(&out));
}

/// format_build: a paragraph starting with a backslash escape (`\"`) lost the translation's
/// first character to it: pulldown-cmark's text of an escape starts after the backslash, so the
/// backslash stayed in front of the new text.
#[test]
fn markdown_a_run_starting_with_a_backslash_escape_holds_the_backslash() {
    let src = b"\\\"%@ *x* \\*y\n";
    let parsed = parse("markdown", src).expect("parses");
    assert_eq!(strings_of(&parsed)[0].1, "\"%@ <0>x</0> *y");
    let id = parsed.entries[0].identifier.to_string();
    for t in ["\u{ab}&\":\ty\t\u{bb} <0>z</0>\u{ab}", "a <0>b</0>"] {
        let out = build_plain("markdown", src, "de", &[(&id, t)]);
        let again = parse("markdown", &out).expect("the build parses");
        assert_eq!(
            strings_of(&again)[0].1,
            t,
            "{}",
            String::from_utf8_lossy(&out)
        );
    }
}

/// format_build: a paragraph right under a table (no blank line), which pulldown-cmark reads as
/// one because its first line is a lone `|`, became one more row of the table once that line
/// was translated: a blank line is now put before it.
#[test]
fn markdown_a_paragraph_right_under_a_table_stays_a_paragraph() {
    for src in [
        &b"| a | b |\n|---|---|\n| c | d |\n| \nx *y* z\n"[..],
        b"> | a | b |\n> |---|---|\n> | c | d |\n> |\n> x *y* z\n",
    ] {
        let parsed = parse("markdown", src).expect("parses");
        let texts: Vec<&str> = parsed.entries.iter().map(|e| e.text.main()).collect();
        assert_eq!(texts, ["a", "b", "c", "d", "|\nx <0>y</0> z"]);
        let id = parsed.entries[4].identifier.to_string();
        let out = build_plain("markdown", src, "de", &[(&id, "«» <0>«»</0> «»")]);
        let again = parse("markdown", &out).expect("the build parses");
        assert_eq!(
            strings_of(&again)[4].1,
            "«» <0>«»</0> «»",
            "{}",
            String::from_utf8_lossy(&out)
        );
    }
}

/// format_build: a Word document built with translations whose status is `untranslated` read
/// back with them, where the fuzz target expected what GNU MO does (leave such strings out): a
/// document has no untranslated state to leave out, so a DOCX build writes every translation
/// it is given, whatever its status, and the strings read back by position.
#[test]
fn docx_writes_a_translation_whatever_its_status() {
    let registry = Registry::builtin();
    let docx = registry.get("docx").expect("registered");
    let src = docx_of(&["First words", "Second words"]);
    let parsed = docx
        .parse_all(&src, &ParseContext::default())
        .expect("parses");
    let translations: HashMap<String, Translation> = parsed
        .entries
        .iter()
        .map(|e| {
            (
                e.identifier.to_string(),
                Translation {
                    text: Text::plain(format!("«{}»", e.text.main())),
                    status: TranslationStatus::Single(Status::Untranslated),
                },
            )
        })
        .collect();
    let target = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let mut out = Vec::new();
    docx.build(&src, &parsed, &target, None, &translations, &mut out)
        .expect("builds");
    let again = docx
        .parse_all(&out, &ParseContext::default())
        .expect("the build parses");
    let texts: Vec<&str> = again.entries.iter().map(|e| e.text.main()).collect();
    assert_eq!(texts, vec!["«First words»", "«Second words»"]);
}

/// A Word document of these paragraphs (`Docx::create`).
fn docx_of(paragraphs: &[&str]) -> Vec<u8> {
    let entries: Vec<locforge_formats::Entry> = paragraphs
        .iter()
        .enumerate()
        .map(|(i, p)| locforge_formats::Entry::plain(i.to_string(), *p))
        .collect();
    let mut out = Vec::new();
    let en = Language::new("en", vec![PluralCategory::One, PluralCategory::Other]);
    Registry::builtin()
        .get("docx")
        .expect("registered")
        .create(&entries, &en, None, &mut out)
        .expect("created");
    out
}
