//! What is specific to `markdown`: segments (paragraphs, headings, list items, table cells,
//! quoted paragraphs, front-matter values) with inline codes, what is kept and never a string,
//! identifiers stable under edits elsewhere, builds that splice translations (escaped for their
//! place) and refuse broken codes with the string and code named, identity, bad input with
//! positions and limits, `create`, detection, the preview, and a cross-check of built corpus
//! files with markdown-it-py (an independent CommonMark renderer): same tags in the same order.

#[path = "support/markdown_it.rs"]
mod markdown_it;
mod support;

use std::collections::HashMap;

use locforge_formats::preview::{assign_preview_ids, markdown_preview};
use locforge_formats::{
    check_codes, Entry, Format, FormatError, Language, Markdown, ParseContext, Parsed,
    PluralCategory, Registry, Status, Text, Translation, TranslationStatus,
};
use markdown_it::{markdown_it_agrees, translated};
use support::*;

fn parse(src: &str) -> Parsed {
    Markdown::default()
        .parse_all(src.as_bytes(), &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn de() -> Language {
    lang("de", &[PluralCategory::One, PluralCategory::Other])
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

fn try_build(src: &str, items: &[(&str, &str)]) -> Result<String, FormatError> {
    let parsed = parse(src);
    let mut out = Vec::new();
    let format: &dyn Format = &Markdown::default();
    format.build(src.as_bytes(), &parsed, &de(), None, &tr(items), &mut out)?;
    Ok(String::from_utf8(out).expect("UTF-8"))
}

fn build_with(src: &str, items: &[(&str, &str)]) -> String {
    let parsed = parse(src);
    let out = build(
        &Markdown::default(),
        src.as_bytes(),
        &parsed,
        &de(),
        &tr(items),
    );
    String::from_utf8(out).expect("UTF-8")
}

fn texts(p: &Parsed) -> Vec<String> {
    p.entries
        .iter()
        .map(|e| e.text.main().to_string())
        .collect()
}

/// The identifier of the entry whose text is `text`.
fn id_of(p: &Parsed, text: &str) -> String {
    p.entries
        .iter()
        .find(|e| e.text.main() == text)
        .unwrap_or_else(|| panic!("no entry {text:?} in {:?}", texts(p)))
        .identifier
        .to_string()
}

const SAMPLE: &str = "---\ntitle: \"Getting started\"\nlayout: docs\ndescription: How to *install* it\n---\n\n# Install locforge\n\nRun the **fast** path with `cargo install` and read [the guide](https://example.com/g \"Guide\").\nA second line of the same paragraph.\n\n> Quoted *words* here\n> over two lines.\n\n- [ ] first item\n- second *item*\n  continued\n\n1. numbered\n\n| Name | Value |\n| ---- | ----- |\n| a \\| b | ~~old~~ new |\n\n```sh\ncargo install locforge # never a string\n```\n\n<div align=\"center\">\n  <img src=\"logo.png\">\n</div>\n\n![The logo](logo.png) and text<br>after.\nHard break:  \nnext line.[^1]\n\n[^1]: The note.\n\n[ref]: https://example.com\n\nSee <https://example.com> or [ref].\n\n## Twice\n\nNote.\n\nNote.\n";

#[test]
fn segments_codes_and_front_matter_are_read() {
    let p = parse(SAMPLE);
    let got = texts(&p);
    let want = [
        "Getting started",
        "How to *install* it",
        "Install locforge",
        "Run the <0>fast</0> path with <1/> and read <2>the guide</2>.\nA second line of the same paragraph.",
        "Quoted <0>words</0> here\nover two lines.",
        "first item",
        "second <0>item</0>\ncontinued",
        "numbered",
        "Name",
        "Value",
        "a | b",
        "<0>old</0> new",
        "<0>The logo</0> and text<1/>after.\nHard break:<2/>next line.<3/>",
        "The note.",
        "See <0/> or <1/>.",
        "Twice",
        "Note.",
        "Note.",
    ];
    assert_eq!(got, want);
    assert_eq!(p.entries[0].identifier, "front-matter/title");
    // The context names the block and what each code stands for.
    assert_eq!(
        p.entries[3].context.as_deref(),
        Some("paragraph; codes: <0>…</0> = **…**, <1/> = `cargo install`, <2>…</2> = […](https://example.com/g \"Guide\")")
    );
    assert_eq!(p.entries[1].identifier, "front-matter/description");
    // Code, HTML blocks, URLs, the reference definition and `layout` are no strings.
    for e in &p.entries {
        let t = e.text.main();
        assert!(
            !t.contains("never a string")
                && !t.contains("example.com")
                && !t.contains("docs")
                && !t.contains("logo.png"),
            "{t}"
        );
    }
    // Identifiers: heading path, block, hash; twins ranked.
    let note = p
        .entries
        .iter()
        .filter(|e| e.text.main() == "Note.")
        .map(|e| e.identifier.to_string())
        .collect::<Vec<_>>();
    assert!(note[0].starts_with("install-locforge/twice/p-"), "{note:?}");
    assert_eq!(note[1], format!("{}~2", note[0]));
    assert!(id_of(&p, "Install locforge").starts_with("h1-"));
    assert!(id_of(&p, "Name").starts_with("install-locforge/td-"));
    assert!(id_of(&p, "first item").starts_with("install-locforge/li-"));
}

#[test]
fn identifiers_survive_edits_elsewhere() {
    let p = parse(SAMPLE);
    let edited = SAMPLE
        .replace("Quoted *words* here", "Quoted *other words* here")
        .replace(
            "# Install locforge\n\n",
            "# Install locforge\n\nA new paragraph.\n\n",
        );
    let q = parse(&edited);
    let keep = |p: &Parsed| -> Vec<String> {
        p.entries
            .iter()
            .filter(|e| !e.text.main().contains("words") && e.text.main() != "A new paragraph.")
            .map(|e| e.identifier.to_string())
            .collect()
    };
    assert_eq!(keep(&p), keep(&q));
}

#[test]
fn identity_build_gives_the_input_back() {
    for src in [
        SAMPLE,
        "\u{FEFF}# T\r\n\r\nCRLF *para*\r\nline two\r\n",
        "",
        "no newline at end",
    ] {
        let out = build_with(src, &[]);
        assert_same_bytes("identity", src.as_bytes(), out.as_bytes());
    }
}

#[test]
fn translations_are_spliced_and_the_rest_stays() {
    let p = parse(SAMPLE);
    let run = id_of(&p, texts(&p)[3].as_str());
    let quote = id_of(&p, "Quoted <0>words</0> here\nover two lines.");
    let item = id_of(&p, "second <0>item</0>\ncontinued");
    let cell = id_of(&p, "a | b");
    let heading = id_of(&p, "Install locforge");
    let out = build_with(
        SAMPLE,
        &[
            ("front-matter/title", "Erste \"Schritte\""),
            ("front-matter/description", "yes"),
            (&heading, "locforge #1 installieren"),
            (&run, "Nimm den <0>schnellen</0> Weg mit <1/>, lies <2>die Anleitung</2>.\n# kein Titel\n- keine Liste"),
            (&quote, "Zitierte <0>Worte</0>\n2. Zeile"),
            (&item, "zweiter <0>Punkt</0>\nweiter"),
            (&cell, "x | y"),
        ],
    );
    assert!(
        out.contains("title: \"Erste \\\"Schritte\\\"\"\nlayout: docs\ndescription: 'yes'\n"),
        "{out}"
    );
    assert!(out.contains("# locforge \\#1 installieren\n"), "{out}");
    assert!(out.contains("Nimm den **schnellen** Weg mit `cargo install`, lies [die Anleitung](https://example.com/g \"Guide\").\n\\# kein Titel\n\\- keine Liste\n"), "{out}");
    assert!(out.contains("> Zitierte *Worte*\n> 2\\. Zeile\n"), "{out}");
    assert!(
        !out.contains("- second *item*") && out.contains("- zweiter *Punkt*\n  weiter\n"),
        "{out}"
    );
    assert!(out.contains("| x \\| y | ~~old~~ new |"), "{out}");
    // Untouched lines are as they were.
    for line in [
        "```sh",
        "cargo install locforge # never a string",
        "<div align=\"center\">",
        "[ref]: https://example.com",
        "- [ ] first item",
        "## Twice",
    ] {
        assert!(out.lines().any(|l| l == line), "{line} in {out}");
    }
    // The build reads back with the translations.
    let back = parse(&out);
    let t = texts(&back);
    assert!(t.contains(&"locforge #1 installieren".to_string()), "{t:?}");
    assert!(
        t.contains(&"Zitierte <0>Worte</0>\n2. Zeile".to_string()),
        "{t:?}"
    );
    assert!(t.contains(&"x | y".to_string()), "{t:?}");
    assert!(
        t.iter()
            .any(|s| s.ends_with("<2>die Anleitung</2>.\n# kein Titel\n- keine Liste")),
        "{t:?}"
    );
    assert_eq!(back.entries[0].text.main(), "Erste \"Schritte\"");
    assert_eq!(back.entries[1].text.main(), "yes");
}

#[test]
fn broken_codes_are_refused_with_string_and_code() {
    let p = parse(SAMPLE);
    let run = id_of(&p, texts(&p)[3].as_str());
    for (bad, says) in [
        ("Nimm <0>den</0> Weg <2>Anleitung</2>.", "loses code <1/>"),
        (
            "Nimm <0>den</0> Weg <1/><1/> <2>Anleitung</2>.",
            "<1/> twice",
        ),
        (
            "Nimm <0>den</0> Weg <1/> <2>Anleitung</2> <3/>.",
            "<3/> that the source does not have",
        ),
        ("Nimm <0>den <2>Anleitung</0></2> <1/>.", "mis-nested"),
        ("<2>Anleitung</2> <0>den</0> Weg <1/>.", "source's order"),
    ] {
        let e = try_build(SAMPLE, &[(&run, bad)])
            .expect_err(bad)
            .to_string();
        assert!(
            e.contains(&format!("`{run}`")) && e.contains(says),
            "{bad}: {e}"
        );
    }
    let heading = id_of(&p, "Install locforge");
    let e = try_build(SAMPLE, &[(&heading, "zwei\nZeilen")])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("heading's text cannot hold a line break") && e.contains("line 7"),
        "{e}"
    );
    // An indented ATX heading is one line too.
    let src = "   ## Indented\n\ntext\n";
    let h = parse(src).entries[0].identifier.to_string();
    let e = try_build(src, &[(&h, "a\nb")]).unwrap_err().to_string();
    assert!(e.contains("heading's text cannot hold a line break"), "{e}");
    let cell = id_of(&p, "a | b");
    let e = try_build(SAMPLE, &[(&cell, "a\nb")])
        .unwrap_err()
        .to_string();
    assert!(e.contains("table cell"), "{e}");
    let quote = id_of(&p, "Quoted <0>words</0> here\nover two lines.");
    let e = try_build(SAMPLE, &[(&quote, "a\n\nb <0>c</0>")])
        .unwrap_err()
        .to_string();
    assert!(e.contains("empty line"), "{e}");
    let e = try_build(SAMPLE, &[(&quote, "a <0></0> c")])
        .unwrap_err()
        .to_string();
    assert!(e.contains("code <0> (an emphasis) holds no text"), "{e}");
    // The public check is the same one.
    assert!(check_codes("x", "<0>a</0>", "a").is_err());
}

#[test]
fn escaping_keeps_the_structure_of_hostile_text() {
    let src = "Para *one*.\n";
    let p = parse(src);
    let id = p.entries[0].identifier.to_string();
    let hostile =
        "1986. * _x_ `c` [l](u) <b> &copy; \\ ~~s~~ | !<0>one</0>\n> q\n=== \n+ a\n#h\n    ind";
    let out = build_with(src, &[(&id, hostile)]);
    let back = parse(&out);
    assert_eq!(back.entries.len(), 1, "{out}");
    assert_eq!(back.entries[0].text.main(), hostile, "{out}");
    // Whitespace Markdown would drop or read as markup (at line edges, inside an emphasis,
    // a letter against an `_` emphasis) is written as character references and reads back.
    let src = "Para *one* and __two__.\n";
    let p = parse(src);
    let id = p.entries[0].identifier.to_string();
    for t in [
        "  x <0> eins </0>y<1> zwei</1>z  ",
        "a\n  b  \nc<0>x</0><1>y</1>",
    ] {
        let out = build_with(src, &[(&id, t)]);
        assert_eq!(texts(&parse(&out)), [t], "{out}");
    }
}

#[test]
fn literal_code_notation_in_the_text_is_escaped_whole() {
    // pulldown-cmark hands `</1>` over in two pieces (`<`, `/1>`); found by fuzzing.
    let src = "A </1> and &lt;0> and <2/ and **b**\n";
    let p = parse(src);
    assert_eq!(texts(&p), ["A &lt;/1> and &lt;0> and <2/ and <0>b</0>"]);
    let id = p.entries[0].identifier.to_string();
    let out = build_with(src, &[(&id, "B &lt;/1> &amp;lt; <0>c</0>")]);
    assert_eq!(
        texts(&parse(&out)),
        ["B &lt;/1> &amp;lt; <0>c</0>"],
        "{out}"
    );
}

#[test]
fn bad_input_is_positioned() {
    let e = Markdown::default()
        .parse_all(b"# ok\n\nbad \xff byte\n", &ParseContext::default())
        .unwrap_err();
    assert_eq!((e.line, e.column), (3, 5), "{e}");
    assert!(e.to_string().contains("expected UTF-8"), "{e}");
    let e = Markdown::default()
        .parse_all(b"\xff\xfe#\x00", &ParseContext::default())
        .unwrap_err();
    assert!(e.to_string().contains("UTF-16"), "{e}");
    let many = format!("text {}\n", "`c` ".repeat(4100));
    let e = Markdown::default()
        .parse_all(many.as_bytes(), &ParseContext::default())
        .unwrap_err();
    assert!(
        e.to_string().contains("expected at most 4095") && e.line == 1,
        "{e}"
    );
    // Front matter a translatable key cannot be read from: a warning, the file still parses.
    let p = parse("---\ntitle: >\n  folded\n---\n\nText.\n");
    assert_eq!(texts(&p), ["Text."]);
    assert_eq!(p.warnings.len(), 1);
    assert!(
        p.warnings[0].message.contains("front matter `title`"),
        "{:?}",
        p.warnings
    );
}

#[test]
fn create_writes_paragraphs_that_read_back() {
    let entries = vec![
        Entry::plain("a", "# Not a heading * or _emphasis_"),
        Entry::plain("b", "Two\nlines"),
    ];
    let mut out = Vec::new();
    Markdown::default()
        .create(&entries, &de(), None, &mut out)
        .unwrap();
    let p = parse(std::str::from_utf8(&out).unwrap());
    assert_eq!(texts(&p), ["# Not a heading * or _emphasis_", "Two\nlines"]);
    let mut out = Vec::new();
    let e = Markdown::default()
        .create(&[Entry::plain("c", "<0>bold</0>")], &de(), None, &mut out)
        .unwrap_err();
    assert!(
        e.to_string().contains("string `c`") && e.to_string().contains("<0>"),
        "{e}"
    );
}

#[test]
fn detected_by_extension() {
    let r = Registry::builtin();
    for name in ["README.md", "docs/guide.markdown", "X.MD"] {
        assert_eq!(
            r.detect(name, b"# Title\n").map(|f| f.info().key),
            Some("markdown"),
            "{name}"
        );
    }
}

#[test]
fn preview_is_the_rendered_page_with_each_string_marked() {
    let p = parse(SAMPLE);
    let mut entries: Vec<Entry> = p.entries.clone();
    assign_preview_ids(&mut entries);
    let html = markdown_preview(&Markdown::default(), "guide.md", SAMPLE.as_bytes()).unwrap();
    for (i, _) in entries.iter().enumerate() {
        assert_eq!(
            html.matches(&format!("id=\"string_preview_id_{i}\""))
                .count(),
            1,
            "{i}: {html}"
        );
    }
    assert!(html.contains("<h1><span id=\"string_preview_id_2\" class=\"crowdin_phrase\">Install locforge</span></h1>"), "{html}");
    assert!(
        html.contains("<strong>fast</strong>")
            && html.contains("<table>")
            && html.contains("<pre><code class=\"language-sh\">"),
        "{html}"
    );
}

/// Found in Chromium on jekyll's permalinks.md: a heading "Front Matter" gives its paragraphs
/// identifiers under `front-matter/`, and the preview took them for front-matter values, so
/// they were marked twice (at the top and in place).
#[test]
fn a_heading_named_front_matter_is_marked_once_in_place() {
    let doc = "---\ntitle: Links\n---\n\n## Front Matter\n\nSet the `permalink` variable.\n";
    let html = markdown_preview(&Markdown::default(), "links.md", doc.as_bytes()).unwrap();
    assert_eq!(parse(doc).entries.len(), 3);
    for i in 0..3 {
        assert_eq!(
            html.matches(&format!("id=\"string_preview_id_{i}\""))
                .count(),
            1,
            "{i}: {html}"
        );
    }
    assert!(
        html.contains(
            "<p><span id=\"string_preview_id_0\" class=\"crowdin_phrase\">Links</span></p>"
        ),
        "the front matter's title first: {html}"
    );
    assert!(
        html.contains("<p><span id=\"string_preview_id_2\" class=\"crowdin_phrase\">Set the <code>permalink</code>"),
        "the paragraph in place: {html}"
    );
}

/// The corpus files of the format (each project's SOURCE.md is ours, not upstream's).
fn corpus() -> Vec<std::path::PathBuf> {
    let (files, _) = corpus_files("markdown", &["md", "markdown"]);
    files
        .into_iter()
        .filter(|p| !p.ends_with("SOURCE.md"))
        .collect()
}

#[test]
fn corpus_files_round_trip_and_render_alike() {
    let files = corpus();
    assert!(
        files.len() >= 4,
        "corpus/markdown has {} files",
        files.len()
    );
    let mut strings = 0;
    for path in &files {
        let src = std::fs::read(path).unwrap();
        let text = std::str::from_utf8(&src).unwrap();
        let p = parse(text);
        strings += p.entries.len();
        let out = build(&Markdown::default(), &src, &p, &de(), &HashMap::new());
        assert_same_bytes(&path.display().to_string(), &src, &out);
        // A translation of every segment: words changed, codes kept in place.
        let items: Vec<(String, String)> = p
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e.identifier.to_string(), translated(i, e.text.main())))
            .collect();
        let refs: Vec<(&str, &str)> = items
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        let built = build_with(text, &refs);
        let back = parse(&built);
        let want: Vec<String> = items.iter().map(|(_, t)| t.clone()).collect();
        assert_eq!(texts(&back), want, "{}", path.display());
        markdown_it_agrees(&path.display().to_string(), text, &built);
    }
    assert!(strings >= 300, "{strings} strings");
}

#[test]
fn convert_to_and_from_markdown() {
    use locforge_formats::convert::{convert, Options};
    let r = Registry::builtin();
    let md = r.get("markdown").expect("registered");
    let json = r.get("json-reference").expect("registered");
    // From Markdown: every segment, codes and all, under its identifier.
    let out = convert(&**md, SAMPLE.as_bytes(), &**json, &Options::default()).unwrap();
    let back = json
        .parse_all(&out.bytes, &ParseContext::default())
        .unwrap();
    let p = parse(SAMPLE);
    let pairs = |p: &Parsed| -> Vec<(String, String)> {
        p.entries
            .iter()
            .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
            .collect()
    };
    assert_eq!(pairs(&back), pairs(&p));
    // To Markdown: each string a paragraph, its text read back in order.
    let src = br##"{"a": "# not a heading", "b": "Tom & Jerry <b>", "c": "two\nlines"}"##;
    let out = convert(&**json, src, &**md, &Options::default()).unwrap();
    let text = std::str::from_utf8(&out.bytes).unwrap();
    assert_eq!(
        texts(&parse(text)),
        ["# not a heading", "Tom & Jerry <b>", "two\nlines"],
        "{text}"
    );
    // A Markdown text with codes cannot be written without its markup: refused by name.
    let e = convert(&**md, SAMPLE.as_bytes(), &**md, &Options::default()).unwrap_err();
    assert!(e.to_string().contains("inline code"), "{e}");
}

#[test]
fn line_breaks_follow_the_container_and_the_file_s_line_ends() {
    // A quoted list item on one line, in a CRLF file: a translation over two lines continues in
    // the quote and the item, with CRLF.
    let src = "> - one *item*\r\n>   more\r\n> - [ ] two\r\n\r\n1. first\r\n";
    let p = parse(src);
    assert_eq!(texts(&p), ["one <0>item</0>\nmore", "two", "first"]);
    let ids: Vec<String> = p.entries.iter().map(|e| e.identifier.to_string()).collect();
    let out = build_with(
        src,
        &[
            (&ids[0], "eins\n<0>Punkt</0> mehr"),
            (&ids[1], "zwei\ndrei"),
            (&ids[2], "erst\nens"),
        ],
    );
    assert_eq!(
        out,
        "> - eins\r\n>   *Punkt* mehr\r\n> - [ ] zwei\r\n>   drei\r\n\r\n1. erst\r\n   ens\r\n"
    );
    assert_eq!(
        texts(&parse(&out)),
        ["eins\n<0>Punkt</0> mehr", "zwei\ndrei", "erst\nens"]
    );
    // An image's alt text is its code's text; the URL stays.
    let src = "See ![the logo](img/logo.png \"Logo\") here.\n";
    let p = parse(src);
    assert_eq!(texts(&p), ["See <0>the logo</0> here."]);
    let out = build_with(src, &[(&p.entries[0].identifier, "Das <0>Logo</0> hier.")]);
    assert_eq!(out, "Das ![Logo](img/logo.png \"Logo\") hier.\n");
}
