//! What is specific to `html`: segments (block elements' text) with inline codes, attribute
//! strings, what is kept and never a string (scripts, styles, code, pre, translate="no",
//! comments), identifiers stable under edits elsewhere, builds that splice translations
//! (encoded as text, never markup) and refuse broken codes with the string and the code named,
//! identity, bad input with positions and limits, lenient markup with no byte lost, `create`,
//! `convert`, detection, the preview (the page, scripts out), and a cross-check of built corpus
//! pages with html5lib (an independent HTML5 parser): the same DOM elements.

#[path = "support/html5lib.rs"]
mod html5lib;
mod support;

use std::collections::HashMap;

use html5lib::{html5lib_agrees, html5lib_dom, translated};
use locforge_formats::preview::html_preview;
use locforge_formats::{
    Entry, ErrorKind, Format, FormatError, Html, Language, ParseContext, Parsed, PluralCategory,
    Registry, Status, Text, Translation, TranslationStatus,
};
use support::*;

fn parse(src: &str) -> Parsed {
    Html.parse_all(src.as_bytes(), &ParseContext::default())
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
    let format: &dyn Format = &Html;
    format.build(src.as_bytes(), &parsed, &de(), None, &tr(items), &mut out)?;
    Ok(String::from_utf8(out).expect("UTF-8"))
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

const SAMPLE: &str = r#"<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Install &amp; run</title>
  <meta name="description" content="How to install the tool">
  <meta name="viewport" content="width=device-width">
  <style>p { color: red; }</style>
  <script>if (a < b) { document.write("<p>no</p>"); }</script>
</head>
<body>
  <!-- a comment, never a string -->
  <h1>Install   the
      tool</h1>
  <p>Run <code>cargo install</code> and read the <a href="/guide" title="The guide">guide</a>.<br>
     Then <b>restart</b>.</p>
  <img src="logo.png" alt="Our logo">
  <ul>
    <li>First item
    <li>Second <em>item</em>
  </ul>
  <h2>Details</h2>
  <div>Loose text in a div
    <p>A nested paragraph</p>
  </div>
  <pre>  kept  as is </pre>
  <p translate="no">Brand name</p>
  <table><tr><th>Name<td>Value &lt;x&gt;</table>
  <form><input placeholder="Your e-mail" aria-label="E-mail"><button>Send</button>
  <select><option>One<option>Two</select></form>
</body>
</html>
"#;

#[test]
fn segments_codes_and_attribute_strings_are_read() {
    let p = parse(SAMPLE);
    assert_eq!(
        texts(&p),
        [
            "Install & run",
            "How to install the tool",
            "Install the tool",
            "Run <0/> and read the <1>guide</1>.<2/> Then <3>restart</3>.",
            "The guide",
            "Our logo",
            "First item",
            "Second <0>item</0>",
            "Details",
            "Loose text in a div",
            "A nested paragraph",
            "Name",
            "Value <x>",
            "Your e-mail",
            "E-mail",
            "Send",
            "One",
            "Two",
        ]
    );
    let run = p
        .entries
        .iter()
        .find(|e| e.text.main().starts_with("Run"))
        .unwrap();
    let context = run.context.as_deref().unwrap();
    assert!(
        context.starts_with("<p>")
            && context.contains("<0/> = <code>…</code> (kept)")
            && context.contains("<1>…</1> = <a>…</a>")
            && context.contains("<2/> = <br>"),
        "{context}"
    );
    // Identifiers: the heading path, the block and a hash of the text.
    assert!(id_of(&p, "Install & run").starts_with("title-"));
    assert!(id_of(&p, "First item").starts_with("install-the-tool/li-"));
    assert!(id_of(&p, "Name").starts_with("install-the-tool/details/th-"));
    assert!(id_of(&p, "Our logo").starts_with("install-the-tool/img@alt-"));
    assert!(id_of(&p, "How to install the tool").starts_with("meta@description-"));
}

#[test]
fn identifiers_survive_edits_elsewhere() {
    let p = parse(SAMPLE);
    let edited = SAMPLE
        .replace("<li>First item", "<li>First item, changed")
        .replace(
            "<h2>Details</h2>",
            "<p>A new paragraph</p>\n  <h2>Details</h2>",
        );
    let q = parse(&edited);
    for text in [
        "Second <0>item</0>",
        "Name",
        "A nested paragraph",
        "Our logo",
    ] {
        assert_eq!(id_of(&p, text), id_of(&q, text), "{text}");
    }
}

#[test]
fn identity_build_gives_the_input_back() {
    for src in [
        SAMPLE,
        "\u{FEFF}<p>BOM\r\nand CRLF</p>\r\n",
        "<p>unclosed <b>bold <i>both</p><p>stray </span> end</p>",
        "text < 3 && x > 1 <p a=\"x",
    ] {
        let out = try_build(src, &[]).unwrap();
        assert_eq!(out, src);
    }
}

#[test]
fn translations_are_spliced_as_text_and_the_rest_stays() {
    let p = parse(SAMPLE);
    let run = id_of(
        &p,
        "Run <0/> and read the <1>guide</1>.<2/> Then <3>restart</3>.",
    );
    let out = try_build(
        SAMPLE,
        &[
            (
                &run,
                "Führe <0/> aus & lies die <1>Anleitung</1>.<2/> Dann <3>neu starten</3>.",
            ),
            (&id_of(&p, "Install & run"), "Installieren <script>"),
            (&id_of(&p, "The guide"), "Die \"Anleitung\""),
            (&id_of(&p, "Value <x>"), "  Wert  <y>\n"),
            (&id_of(&p, "One"), "Eins"),
        ],
    )
    .unwrap();
    assert!(out.contains("<p>Führe <code>cargo install</code> aus &amp; lies die <a href=\"/guide\" title=\"Die &quot;Anleitung&quot;\">Anleitung</a>.<br> Dann <b>neu starten</b>.</p>"), "{out}");
    assert!(
        out.contains("<title>Installieren &lt;script&gt;</title>"),
        "{out}"
    );
    assert!(
        out.contains("<td>&#32; Wert &#32;&lt;y&gt;&#10;</table>"),
        "{out}"
    );
    assert!(out.contains("<option>Eins<option>Two"), "{out}");
    // Untouched markup stays byte for byte.
    assert!(
        out.contains("<pre>  kept  as is </pre>")
            && out.contains("<h1>Install   the\n      tool</h1>")
    );
    let back = parse(&out);
    assert!(
        texts(&back).contains(&"  Wert  <y>\n".to_string()),
        "{:?}",
        texts(&back)
    );
    assert!(texts(&back).contains(&"Installieren <script>".to_string()));
    let markers = vec!["Anleitung".to_string(), "Wert <y>".to_string()];
    html5lib_agrees("sample", SAMPLE, &out, &markers);
}

#[test]
fn broken_codes_are_refused_with_string_and_code() {
    let p = parse(SAMPLE);
    let run = id_of(
        &p,
        "Run <0/> and read the <1>guide</1>.<2/> Then <3>restart</3>.",
    );
    for (translation, says) in [
        (
            "Run and read the <1>guide</1>.<2/> Then <3>restart</3>.",
            "loses code <0/>",
        ),
        (
            "Run <0/> and read the <1>guide.<2/> Then <3>restart</3>.",
            "<1>",
        ),
        ("Run <0/> <3>restart</3> the <1>guide</1>.<2/>", "order"),
        ("<0/><1></1><2/><3></3>", "no words"),
    ] {
        let e = try_build(SAMPLE, &[(&run, translation)])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains(&format!("`{run}`")) && e.contains(says),
            "{translation}: {e}"
        );
    }
}

#[test]
fn bad_input_is_positioned_and_lenient_markup_is_read() {
    let e = Html
        .parse_all(b"<p>ok</p>\n<p>a \xff b</p>", &ParseContext::default())
        .unwrap_err();
    assert_eq!((e.line, e.column), (2, 6), "{e}");
    assert_eq!(e.kind, ErrorKind::Encoding);
    let deep = format!("<html><body>\n{}x", "<div>".repeat(600));
    let e = Html
        .parse_all(deep.as_bytes(), &ParseContext::default())
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit);
    // `html`, `body` and 510 `div`s are open; the 511th `div` (the 513th element) is refused.
    assert_eq!((e.line, e.column), (2, 2551), "{e}");
    assert!(e.to_string().contains("expected at most 512"), "{e}");
    // Unclosed paragraphs and list items close where browsers close them: no depth grows.
    let lenient = format!(
        "<ul>{}</ul>{}",
        "<li>item ".repeat(2000),
        "<p>para ".repeat(2000)
    );
    let p = parse(&lenient);
    assert_eq!(p.entries.len(), 4000);
    // Open and mis-nested inline elements close at the segment's end; stray end tags are codes.
    let p = parse("<p>a <b>bold <i>both</b> after</i></p><p>x</span>y<td><b><b>open");
    assert_eq!(
        texts(&p),
        [
            "a <0>bold <1>both</1></0> after<2/>",
            "x<0/>y",
            "<0><1>open</1></0>"
        ]
    );
}

#[test]
fn kept_content_is_never_a_string() {
    let src = "<p>Use <code>a &amp; b</code> or <kbd>Ctrl</kbd>.</p>\n<pre>pre text</pre>\n<div translate=\"no\"><p>Not this <b>one</b></p><img alt=\"nor this\"></div>\n<p>Say <span translate=\"no\">Brand</span> now</p>\n<template><p>tpl</p></template>\n<svg><text>svg text</text></svg><textarea>area</textarea>";
    let p = parse(src);
    assert_eq!(texts(&p), ["Use <0/> or <1/>.", "Say <0/> now"]);
    // Social-card texts are strings; their URLs and types are not.
    let p = parse("<meta property=\"og:title\" content=\"Card title\"><meta property=\"og:image\" content=\"https://x/y.png\"><meta name=\"twitter:image:alt\" content=\"A cat\"><meta property=\"og:type\" content=\"article\">");
    assert_eq!(texts(&p), ["Card title", "A cat"]);
}

#[test]
fn create_writes_a_page_that_reads_back() {
    let entries = vec![
        Entry::plain("a", "Tom & Jerry <b>"),
        Entry::plain("b", "  two  spaces\nand a line"),
    ];
    let mut out = Vec::new();
    Html.create(&entries, &de(), None, &mut out).unwrap();
    let text = std::str::from_utf8(&out).unwrap();
    assert!(
        text.starts_with("<!DOCTYPE html>\n<html lang=\"de\">"),
        "{text}"
    );
    assert_eq!(
        texts(&parse(text)),
        ["Tom & Jerry <b>", "  two  spaces\nand a line"]
    );
    let e = Html
        .create(
            &[Entry::plain("c", "<0>bold</0>")],
            &de(),
            None,
            &mut Vec::new(),
        )
        .unwrap_err()
        .to_string();
    assert!(e.contains("string `c`") && e.contains("<0>"), "{e}");
}

#[test]
fn detected_by_extension_and_content() {
    let r = Registry::builtin();
    for name in ["index.html", "mail/welcome.htm", "X.HTML"] {
        assert_eq!(
            r.detect(name, b"<!DOCTYPE html><p>Hi</p>")
                .map(|f| f.info().key),
            Some("html"),
            "{name}"
        );
    }
    assert_eq!(
        r.detect("partial.html", b"<td>cell</td>")
            .map(|f| f.info().key),
        Some("html")
    );
    assert_ne!(
        r.detect("notes.html", b"no markup at all")
            .map(|f| f.info().key),
        Some("html")
    );
}

#[test]
fn preview_is_the_page_with_each_string_marked_and_no_script() {
    let src = "<html><head><title>T</title><script>alert(1)</script></head><body onload=\"x()\"><p>Hello <b>you</b></p><a href=\"javascript:evil()\">link</a><img alt=\"Logo\"></body></html>";
    let p = parse(src);
    let html = html_preview(src.as_bytes()).unwrap();
    for i in 0..p.entries.len() {
        assert_eq!(
            html.matches(&format!("id=\"string_preview_id_{i}\""))
                .count(),
            1,
            "{i}: {html}"
        );
    }
    assert!(html.contains("<p><span id=\"string_preview_id_1\" class=\"crowdin_phrase\">Hello <b>you</b></span></p>"), "{html}");
    assert!(
        !html.contains("alert") && !html.contains("onload") && !html.contains("evil"),
        "{html}"
    );
    assert!(html.contains("<a href=\"#\">"), "{html}");
    // The title and the alt text are listed after the page.
    assert!(
        html.contains("class=\"crowdin_phrase\">Logo</span>"),
        "{html}"
    );
}

/// Found in Chromium (tests/previews_browser.rs): strings a browser does not show in place
/// (a closed `<details>`, fallback content, `hidden` or `display: none`) must still be seen.
#[test]
fn preview_shows_what_the_page_would_hide() {
    let src = "<html><body><details><summary>More</summary>Hidden text</details><progress>Loading</progress><p hidden>Secret</p><div style=\"display: none\"><p>Modal</p></div><p>Shown</p></body></html>";
    let p = parse(src);
    let html = html_preview(src.as_bytes()).unwrap();
    assert!(html.contains("<details open>"), "{html}");
    let listed = &html[html.find("locforge-listed").expect("a list after the page")..];
    for (i, e) in p.entries.iter().enumerate() {
        let mark = format!("id=\"string_preview_id_{i}\"");
        assert_eq!(html.matches(&mark).count(), 1, "{i}: {html}");
        let after_page = listed.contains(&mark);
        let hidden_in_page = ["Loading", "Secret", "Modal"].contains(&e.text.main());
        assert_eq!(after_page, hidden_in_page, "{}: {html}", e.text.main());
    }
}

fn corpus() -> Vec<std::path::PathBuf> {
    corpus_files("html", &["html", "htm"]).0
}

#[test]
fn corpus_pages_round_trip_and_parse_alike() {
    let files = corpus();
    assert!(files.len() >= 30, "corpus/html has {} files", files.len());
    let mut strings = 0;
    for path in &files {
        let name = path.display().to_string();
        let src = std::fs::read(path).unwrap();
        let text = std::str::from_utf8(&src).unwrap();
        let p = parse(text);
        strings += p.entries.len();
        let out = build(&Html, &src, &p, &de(), &HashMap::new());
        assert_same_bytes(&name, &src, &out);
        // The identity build's DOM is the source's (the bytes are: html5lib reads the page).
        assert!(
            html5lib_dom(text).is_none()
                || html5lib_dom(text) == html5lib_dom(std::str::from_utf8(&out).unwrap())
        );
        // Every segment and attribute translated (the words between the codes, markup
        // characters among them), read back the same, and the DOM's elements unchanged.
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
        let built = try_build(text, &refs).unwrap_or_else(|e| panic!("{name}: {e}"));
        let back = parse(&built);
        let want: Vec<String> = items.iter().map(|(_, t)| t.clone()).collect();
        assert_eq!(texts(&back), want, "{name}");
        let markers: Vec<String> = (0..items.len()).map(|i| format!("«{i}»")).collect();
        html5lib_agrees(&name, text, &built, &markers);
    }
    assert!(strings >= 650, "{strings} strings");
}

#[test]
fn convert_to_and_from_html() {
    use locforge_formats::convert::{convert, Options};
    let r = Registry::builtin();
    let html = r.get("html").expect("registered");
    let json = r.get("json-reference").expect("registered");
    let src = "<h1>Title</h1><p>Hello <b>world</b></p><img alt=\"Logo\">";
    let out = convert(&**html, src.as_bytes(), &**json, &Options::default()).unwrap();
    let back = json
        .parse_all(&out.bytes, &ParseContext::default())
        .unwrap();
    let p = parse(src);
    let pairs = |p: &Parsed| -> Vec<(String, String)> {
        p.entries
            .iter()
            .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
            .collect()
    };
    assert_eq!(pairs(&back), pairs(&p));
    let src = br##"{"a": "Tom & Jerry <b>", "b": "two\nlines"}"##;
    let out = convert(&**json, src, &**html, &Options::default()).unwrap();
    let text = std::str::from_utf8(&out.bytes).unwrap();
    assert_eq!(
        texts(&parse(text)),
        ["Tom & Jerry <b>", "two\nlines"],
        "{text}"
    );
    let e = convert(&**html, b"<p>a <b>b</b></p>", &**html, &Options::default()).unwrap_err();
    assert!(e.to_string().contains("inline code"), "{e}");
}

#[test]
fn the_cross_check_sees_a_changed_element_structure() {
    if html5lib_dom("<p>a</p>").is_none() {
        return;
    }
    let broken = std::panic::catch_unwind(|| {
        html5lib_agrees("broken", "<p>a</p>", "<p>a<b>b</b></p>", &[]);
    });
    assert!(broken.is_err(), "an added element must fail the check");
    let lost = std::panic::catch_unwind(|| {
        html5lib_agrees("lost", "<p>a</p>", "<p>b</p>", &["«0»".to_string()]);
    });
    assert!(
        lost.is_err(),
        "a translation missing from the DOM must fail the check"
    );
}

#[test]
fn converts_to_every_format_and_back() {
    use locforge_formats::convert::{convert, Options};
    let r = Registry::builtin();
    let html = r.get("html").expect("registered");
    // Strings without inline codes, which every format can hold.
    let src = b"<h1>Title &amp; more</h1><p>Hello world</p><img alt=\"Logo\">";
    let want = ["Title & more", "Hello world", "Logo"];
    let mut converted = 0;
    for other in r.iter() {
        let key = other.info().key;
        let there = match convert(&**html, src, &**other, &Options::default()) {
            Ok(out) => out,
            // A format that cannot hold these identifiers says so by name.
            Err(e) => {
                assert!(!e.to_string().is_empty(), "{key}");
                continue;
            }
        };
        let back = convert(&**other, &there.bytes, &**html, &Options::default())
            .unwrap_or_else(|e| panic!("{key} → html: {e}"));
        let text = std::str::from_utf8(&back.bytes).unwrap();
        // Some formats keep their strings sorted (MO by identifier): compared as a set.
        let mut got = texts(&parse(text));
        got.sort();
        let mut want = want.map(str::to_string).to_vec();
        want.sort();
        assert_eq!(got, want, "html → {key} → html\n{text}");
        converted += 1;
    }
    assert!(converted >= 20, "{converted} formats");
}

#[test]
fn many_attribute_strings_inside_one_segment_stream() {
    // 100 links with titles in one paragraph: each title is an entry after the paragraph's, its
    // slot between the paragraph's runs, which name the paragraph again 100 entries back; the
    // streaming build keeps enough entries back and writes what the two-step build writes.
    let links: String = (0..100)
        .map(|i| format!("<a href=\"#{i}\" title=\"Link {i}\">word {i}</a> "))
        .collect();
    let src = format!("<p>Start {links}end.</p>");
    let p = parse(&src);
    assert_eq!(p.entries.len(), 101);
    let items: Vec<(String, String)> = p
        .entries
        .iter()
        .enumerate()
        .map(|(i, e)| (e.identifier.to_string(), translated(i, e.text.main())))
        .collect();
    let translations = tr(&items
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect::<Vec<_>>());
    let out = build(&Html, src.as_bytes(), &p, &de(), &translations);
    let back = parse(std::str::from_utf8(&out).unwrap());
    let want: Vec<String> = items.iter().map(|(_, t)| t.clone()).collect();
    assert_eq!(texts(&back), want);
    // The most a segment can hold: 4,095 codes, each with four attribute strings.
    let imgs = "<img alt=a title=b placeholder=c aria-label=d>".repeat(4095);
    let src = format!("<p>x{imgs}</p>");
    let p = parse(&src);
    assert_eq!(p.entries.len(), 1 + 4 * 4095);
    // The attribute strings translated (the paragraph's slots still name it between theirs).
    let items: Vec<(String, String)> = p.entries[1..]
        .iter()
        .map(|e| {
            (
                e.identifier.to_string(),
                format!("{} übersetzt", e.text.main()),
            )
        })
        .collect();
    let translations = tr(&items
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect::<Vec<_>>());
    build(&Html, src.as_bytes(), &p, &de(), &translations);
}
