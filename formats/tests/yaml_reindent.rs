//! `reindent_yaml` (the file-post-export module's YAML re-indent) over the YAML corpus: every
//! corpus file re-indented to 1, 3, 4 and 8 spaces reads back to exactly the same entries
//! (identifiers, texts, contexts from comments, plural forms), keeps every line's text and
//! order (only leading spaces and the spaces after an item's `-` change), is indented as asked,
//! and re-indenting twice changes nothing more. Then the files it must refuse: a flow collection
//! over several lines, a block scalar with an explicit indentation indicator, a file that does
//! not read, an indent out of range; and the shapes it must move as a whole (block scalars with
//! extra-indented lines, multi-line quoted and plain scalars, indentless sequences, comments).

mod support;

use locforge_formats::{reindent_yaml, Format, ParseContext, Parsed, Yaml};
use support::corpus_files;

fn parse(src: &[u8]) -> Parsed {
    let ctx = ParseContext {
        source: None,
        targets: &[],
    };
    Yaml.parse_all(src, &ctx).expect("reads as YAML")
}

/// A line's text without its indentation, `-   x` written `- x`.
fn text_of(line: &str) -> String {
    let mut rest = line.trim_start_matches(' ');
    let mut out = String::new();
    while let Some(after) = rest.strip_prefix('-') {
        if !(after.is_empty() || after.starts_with(' ')) {
            break;
        }
        out.push_str("- ");
        rest = after.trim_start_matches(' ');
    }
    out.push_str(rest);
    out.trim_end().to_owned()
}

fn lines_of(src: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(src)
        .lines()
        .map(text_of)
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn every_corpus_file_re_indented_reads_back_the_same() {
    let (regular, edge) = corpus_files("yaml", &["yml", "yaml"]);
    assert!(regular.len() >= 40, "{} corpus files", regular.len());
    let mut changed = 0;
    let mut strings = 0;
    for path in regular.iter().chain(&edge) {
        let src = std::fs::read(path).expect("readable");
        let ctx = ParseContext {
            source: None,
            targets: &[],
        };
        let Ok(before) = Yaml.parse_all(&src, &ctx) else {
            // Edge cases the parser refuses are the parser's tests; re-indent refuses them too.
            assert!(reindent_yaml(&src, 4).is_err(), "{}", path.display());
            continue;
        };
        strings += before.entries.len();
        for n in [1, 3, 4, 8] {
            let out =
                reindent_yaml(&src, n).unwrap_or_else(|e| panic!("{} to {n}: {e}", path.display()));
            let after = parse(&out);
            assert_eq!(
                before.entries,
                after.entries,
                "{} to {n}:\n{}",
                path.display(),
                String::from_utf8_lossy(&out)
            );
            assert_eq!(lines_of(&src), lines_of(&out), "{} to {n}", path.display());
            assert_eq!(
                reindent_yaml(&out, n).expect("again"),
                out,
                "{} to {n} twice",
                path.display()
            );
            changed += usize::from(out != src);
        }
    }
    assert!(strings > 5_000, "{strings} strings in the corpus");
    assert!(changed > 100, "only {changed} re-indents changed a file");
}

#[test]
fn nesting_is_re_indented_and_scalars_move_as_a_whole() {
    let src = "\u{feff}# top\nen:\n  # the greeting\n  greeting: Hello\n  list:\n  - one\n  - key: v\n    other: w\n  body: |\n    first\n      indented\n\n    last\n  folded: >-\n    a\n    b\n  quoted: \"a long\n    quoted value\"\n  plain: a long\n    plain value\n  flow: [a, b]\n  deep:\n        x: y\n  wrapped:\n    long text\n    more text\n  item:\n  - first\n    line\n";
    let out = reindent_yaml(src.as_bytes(), 4).expect("re-indents");
    let out = String::from_utf8(out).expect("utf-8");
    assert_eq!(
        out,
        "\u{feff}# top\nen:\n    # the greeting\n    greeting: Hello\n    list:\n    - one\n    - key: v\n      other: w\n    body: |\n        first\n          indented\n\n        last\n    folded: >-\n        a\n        b\n    quoted: \"a long\n        quoted value\"\n    plain: a long\n        plain value\n    flow: [a, b]\n    deep:\n        x: y\n    wrapped:\n        long text\n        more text\n    item:\n    - first\n        line\n"
    );
    let before = parse(src.as_bytes());
    assert_eq!(before.entries, parse(out.as_bytes()).entries);
    let ctx = before
        .entries
        .iter()
        .find(|e| e.identifier == "greeting")
        .and_then(|e| e.context.clone());
    assert_eq!(ctx.as_deref(), Some("the greeting"));
    // CRLF line ends and a file without a final line break stay so.
    let crlf = "en:\r\n    a: b\r\n    c:\r\n        d: e";
    assert_eq!(
        reindent_yaml(crlf.as_bytes(), 2).expect("crlf"),
        b"en:\r\n  a: b\r\n  c:\r\n    d: e"
    );
}

#[test]
fn what_cannot_be_re_indented_safely_is_refused_with_its_position() {
    for (src, line, needle) in [
        (
            "a:\n  b: [x,\n    y]\n",
            2,
            "flow collection over several lines",
        ),
        ("a:\n  b: |2\n     x\n", 2, "explicit indentation indicator"),
        ("a:\n  b: 'x\n", 2, ""),
        ("a:\n  - b\n  c: d\n", 3, ""),
    ] {
        let e = reindent_yaml(src.as_bytes(), 4).expect_err(src);
        assert!(e.message.contains(needle), "{src}: {e}");
        assert_eq!(e.line, line, "{src}: {e}");
    }
    for n in [0, 9] {
        let e = reindent_yaml(b"a: b\n", n).expect_err("out of range");
        assert!(e.message.contains("expected 1 to 8"), "{e}");
    }
}
