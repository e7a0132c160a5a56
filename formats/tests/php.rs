//! What is specific to `php` (PHP array files): nested keys as dotted identifiers, `[ ]` and
//! `array( )`, both quote kinds with their own escapes read and written back in the value's own
//! quote kind, comments as context, integer and implicit keys, `$name = [...]` and CodeIgniter's
//! `$lang['key'] = …`, repeated keys as one string, bad input (interpolation, concatenation,
//! calls, unclosed arrays and strings) with file, line, column and what was expected,
//! detection, `create` and `convert` to and from other formats, and a cross-check of every
//! corpus file, its builds and created files with PHP's own interpreter (`php`, installed by
//! scripts/setup-test-tools.sh; missing, the checks fail under `scripts/test` and are skipped
//! with a notice otherwise).

#[path = "support/php.rs"]
mod php_check;
mod support;

use std::collections::HashMap;

use locforge_formats::convert::{convert, Options};
use locforge_formats::{
    Entry, ErrorKind, Format, FormatError, Language, ParseContext, Parsed, Php, PluralCategory,
    Registry, Status, Text, Translation, TranslationStatus,
};
use proptest::prelude::*;
use support::*;

fn parse(src: &[u8]) -> Parsed {
    Php.parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn err(src: &[u8]) -> FormatError {
    Php.parse_all(src, &ParseContext::default())
        .expect_err("must be rejected")
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

fn build_with(src: &[u8], items: &[(&str, &str)]) -> String {
    let parsed = parse(src);
    String::from_utf8(build(&Php, src, &parsed, &de(), &tr(items))).expect("UTF-8")
}

fn texts(p: &Parsed) -> Vec<(String, String)> {
    p.entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
        .collect()
}

fn map(p: &Parsed) -> HashMap<String, String> {
    texts(p).into_iter().collect()
}

fn pairs(items: &[(&str, &str)]) -> Vec<(String, String)> {
    items
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

/// Every shape the format reads: BOM, `declare`, a block comment before `return`, both quote
/// kinds and their escapes, `array( )` inside `[ ]`, implicit and integer keys, values that are
/// no text, each comment kind, trailing commas, CRLF lines, and text after `?>`.
const SAMPLE: &str = "\u{FEFF}<?php\r\n\r\ndeclare(ticks=1);\r\n\r\n/**\r\n * File header.\r\n */\r\nreturn [\r\n    /*\r\n    |----------\r\n    | Greetings\r\n    |----------\r\n    */\r\n    'hello' => 'Hello, it\\'s me \\\\ \\n',\r\n    # shown on the button\r\n    \"button\" => \"Save\\t\\\"now\\\"\\$ \\x41\\101\\u{e9}\",\r\n    'auth' => array(\r\n        'failed' => 'These credentials do not match.', // trailing note\r\n        'throttle' => \"Too many attempts.\\nRetry in :seconds s.\",\r\n    ),\r\n    'list' => ['first', 'second', 10 => 'tenth', 'eleventh',],\r\n    'count' => 3,\r\n    'enabled' => true,\r\n    'apples' => '{0} none|{1} one|[2,*] many',\r\n    42 => 'answer',\r\n];\r\n?>\r\ntrailing text\r\n";

#[test]
fn strings_nested_keys_quotes_and_comments_are_read() {
    let p = parse(SAMPLE.as_bytes());
    assert_eq!(
        texts(&p),
        pairs(&[
            ("hello", "Hello, it's me \\ \\n"),
            ("button", "Save\t\"now\"$ AAé"),
            ("auth.failed", "These credentials do not match."),
            ("auth.throttle", "Too many attempts.\nRetry in :seconds s."),
            ("list.0", "first"),
            ("list.1", "second"),
            ("list.10", "tenth"),
            ("list.11", "eleventh"),
            ("apples", "{0} none|{1} one|[2,*] many"),
            ("42", "answer"),
        ])
    );
    assert_eq!(p.entries[0].context.as_deref(), Some("Greetings"));
    assert_eq!(p.entries[1].context.as_deref(), Some("shown on the button"));
    // A comment trailing the previous element on its line is not the next one's context.
    assert_eq!(p.entries[3].context, None);
    assert!(
        php_check::assert_php_agrees("sample", SAMPLE.as_bytes(), &map(&p)),
        "PHP must read the sample"
    );
}

#[test]
fn a_build_changes_only_the_values_in_their_own_quote_kind() {
    let out = build_with(
        SAMPLE.as_bytes(),
        &[
            ("hello", "Hallo, ich bin's \\ $x"),
            ("button", "Speichern \"jetzt\" $preis {$x}\n"),
            ("auth.failed", "Falsch."),
            ("list.10", "zehnte"),
            ("42", "Antwort"),
        ],
    );
    let want = SAMPLE
        .replace(
            "'Hello, it\\'s me \\\\ \\n'",
            "'Hallo, ich bin\\'s \\\\ $x'",
        )
        .replace(
            "\"Save\\t\\\"now\\\"\\$ \\x41\\101\\u{e9}\"",
            "\"Speichern \\\"jetzt\\\" \\$preis {\\$x}\\n\"",
        )
        .replace("'These credentials do not match.'", "'Falsch.'")
        .replace("'tenth'", "'zehnte'")
        .replace("'answer'", "'Antwort'");
    assert_eq!(out, want);
    let back = map(&parse(out.as_bytes()));
    assert_eq!(back["button"], "Speichern \"jetzt\" $preis {$x}\n");
    php_check::assert_php_agrees("built sample", out.as_bytes(), &back);
    // No translations: the file comes back byte for byte.
    assert_eq!(build_with(SAMPLE.as_bytes(), &[]), SAMPLE);
    // A line break cannot be an escape in `'…'`: such a text goes into `"…"`, so the file's
    // CRLF line ends stay the only line ends.
    let out = build_with(SAMPLE.as_bytes(), &[("auth.failed", "Zeile 1\nZeile 2 $x")]);
    assert!(
        out.contains("'failed' => \"Zeile 1\\nZeile 2 \\$x\","),
        "{out}"
    );
    assert_eq!(
        map(&parse(out.as_bytes()))["auth.failed"],
        "Zeile 1\nZeile 2 $x"
    );
}

#[test]
fn assignments_and_array_syntax_of_other_frameworks_are_read() {
    // CodeIgniter 3: a guard statement, then one assignment per string.
    let ci = "<?php\ndefined('BASEPATH') OR exit('No direct script access allowed');\n\n// Form errors\n$lang['form_required'] = 'The {field} field is required.';\n$lang[\"nested\"]['deep'] = \"Deep\";\n$lang['n'] = 5;\n";
    let p = parse(ci.as_bytes());
    assert_eq!(
        texts(&p),
        pairs(&[
            ("form_required", "The {field} field is required."),
            ("nested.deep", "Deep"),
        ])
    );
    assert_eq!(p.entries[0].context.as_deref(), Some("Form errors"));
    assert_eq!(p.entries[1].context, None);
    php_check::assert_php_agrees("ci3", ci.as_bytes(), &map(&p));
    // Symfony's dumper: `return array (` with a space; `$messages = [...]`.
    let sf = "<?php\n\nreturn array (\n  'foo' => 'bar',\n  'a' => \n  array (\n    'b' => 'c',\n  ),\n);\n";
    assert_eq!(
        texts(&parse(sf.as_bytes())),
        pairs(&[("foo", "bar"), ("a.b", "c")])
    );
    let var = "<?php\n$messages = ['x' => 'y'];\n";
    assert_eq!(texts(&parse(var.as_bytes())), pairs(&[("x", "y")]));
    php_check::assert_php_agrees("var", var.as_bytes(), &map(&parse(var.as_bytes())));
}

#[test]
fn a_repeated_key_is_one_string_and_every_place_with_its_text_gets_the_translation() {
    let src = "<?php\nreturn [\n    'k' => 'one',\n    'k' => \"one\",\n    'k' => 'other',\n    'a' => ['b' => 'x'],\n    'a.b' => 'x',\n];\n";
    let p = parse(src.as_bytes());
    assert_eq!(texts(&p), pairs(&[("k", "one"), ("a.b", "x")]));
    let out = build_with(src.as_bytes(), &[("k", "eins"), ("a.b", "ix")]);
    assert_eq!(
        out,
        "<?php\nreturn [\n    'k' => 'eins',\n    'k' => \"eins\",\n    'k' => 'other',\n    'a' => ['b' => 'ix'],\n    'a.b' => 'ix',\n];\n"
    );
    // The place with another text is named, with its position.
    let [w] = &p.warnings[..] else {
        panic!("one warning: {:?}", p.warnings);
    };
    assert_eq!((w.line, w.column), (5, 12));
    assert!(
        w.message.contains("key `k`") && w.message.contains("line 3"),
        "{w}"
    );
}

#[test]
fn broken_files_are_refused_with_file_line_column_and_what_was_expected() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "<?php\nreturn [\n    'a' => 'b',\n",
            "x.php:2:8:",
            "never closed; expected `]`",
        ),
        (
            "<?php\nreturn array(\n  'a' => 'b'\n  'c' => 'd',\n);\n",
            "x.php:4:3:",
            "expected `,` or the end of the array",
        ),
        (
            "<?php\nreturn ['a' => 'open];\n",
            "x.php:2:16:",
            "expected a closing `'`",
        ),
        (
            "<?php\nreturn ['a' => \"Hi $name\"];\n",
            "x.php:2:20:",
            "interpolated",
        ),
        (
            "<?php\nreturn ['a' => \"Hi {$user->name}\"];\n",
            "x.php:2:20:",
            "interpolated",
        ),
        (
            "<?php\nreturn ['a' => 'Hi ' . 'there'];\n",
            "x.php:2:22:",
            "concatenation",
        ),
        (
            "<?php\nreturn ['a' => trans('x')];\n",
            "x.php:2:21:",
            "function call",
        ),
        (
            "<?php\nreturn ['a' => <<<EOT\nx\nEOT];\n",
            "x.php:2:16:",
            "heredoc",
        ),
        ("<?php\nreturn ['a' => $b];\n", "x.php:2:16:", "a variable"),
        (
            "<?php\nreturn [FOO => 'x'];\n",
            "x.php:2:9:",
            "expected `'key' =>`",
        ),
        (
            "<?php\n/* never closed\nreturn [];\n",
            "x.php:2:1:",
            "expected `*/`",
        ),
        ("<?php\necho 'x';\n", "x.php:2:1:", "expected `return [`"),
        (
            "<?php\nreturn ['a' => \"\\u{110000}\"];\n",
            "x.php:2:17:",
            "Unicode scalar value",
        ),
        (
            "<?php\nreturn ['a' => \"caf\\xE9\"];\n",
            "x.php:2:17:",
            "not UTF-8",
        ),
        (
            "return ['a' => 'b'];\n",
            "x.php:1:1:",
            "expected a PHP file",
        ),
        ("<?php\nreturn 'x';\n", "x.php:2:8:", "expected an array"),
    ];
    for (src, at, expected) in cases {
        let e = err(src.as_bytes()).in_file("x.php");
        assert!(e.starts_with(at), "{src:?}: {e}");
        assert!(e.contains(expected), "{src:?}: {e}");
    }
    let e = err(b"<?php return ['a' => 'caf\xE9'];").in_file("x.php");
    assert!(
        e.starts_with("x.php:1:26:") && e.contains("expected UTF-8"),
        "{e}"
    );
    let e = err(b"\xFF\xFE<\x00?\x00").in_file("x.php");
    assert!(e.contains("UTF-16"), "{e}");
    // Nesting is limited, and said so as a limit.
    let deep = format!("<?php return {}'x'{};", "[".repeat(70), "]".repeat(70));
    let e = err(deep.as_bytes());
    assert_eq!(e.kind, ErrorKind::Limit);
    assert!(e.to_string().contains("at most 64"), "{e}");
}

#[test]
fn php_files_are_detected() {
    let r = Registry::builtin();
    let key = |name: &str, content: &str| r.detect(name, content.as_bytes()).map(|f| f.info().key);
    assert_eq!(
        key("auth.php", "<?php\n\nreturn [\n    'failed' => 'x',\n];\n"),
        Some("php")
    );
    assert_eq!(
        key("resources.php", "<?php\nreturn array();\n"),
        Some("php")
    );
    assert_eq!(key("page.php", "<html>no code</html>"), None);
    assert_eq!(key("en.json", "{}"), Some("json"));
}

fn entry(id: &'static str, text: &'static str, context: Option<&'static str>) -> Entry<'static> {
    let mut e = Entry::plain(id, text);
    e.context = context.map(Into::into);
    e
}

#[test]
fn created_files_nest_dotted_identifiers_and_php_reads_them() {
    let entries = vec![
        entry("title", "Hello", Some("Window title\ntwo lines ?> here")),
        entry("auth.failed", "It's \\ wrong", None),
        entry("auth.throttle", "Wait $seconds {$x}\nplease", None),
        entry("menu.file.open", "Open", None),
        entry("File upload failed.", "Upload failed", None),
        entry("a", "leaf", None),
        entry("a.b", "under a leaf", None),
        entry("list.0", "zero", None),
        entry("with space.key", "flat", None),
    ];
    let mut out = Vec::new();
    Php.create(&entries, &lang("en", &[]), None, &mut out)
        .expect("creates");
    let text = String::from_utf8(out.clone()).expect("UTF-8");
    assert_eq!(
        text,
        "<?php\n\nreturn [\n    // Window title\n    // two lines ? > here\n    'title' => 'Hello',\n    'auth' => [\n        'failed' => 'It\\'s \\\\ wrong',\n        'throttle' => \"Wait \\$seconds {\\$x}\\nplease\",\n    ],\n    'menu' => [\n        'file' => [\n            'open' => 'Open',\n        ],\n    ],\n    'File upload failed.' => 'Upload failed',\n    'a' => 'leaf',\n    'a.b' => 'under a leaf',\n    'list' => [\n        '0' => 'zero',\n    ],\n    'with space.key' => 'flat',\n];\n"
    );
    let p = parse(&out);
    let mut got = texts(&p);
    got.sort();
    let mut want: Vec<(String, String)> = entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
        .collect();
    want.sort();
    assert_eq!(got, want);
    assert_eq!(
        p.entries[0].context.as_deref(),
        Some("Window title\ntwo lines ? > here")
    );
    php_check::assert_php_agrees("created", &out, &map(&p));
    // Plurals are refused by name (convert can flatten them).
    let mut plural = Entry::plain("files", "");
    plural.text = Text::Plural(
        [
            (PluralCategory::One, "one file".into()),
            (PluralCategory::Other, "# files".into()),
        ]
        .into_iter()
        .collect(),
    );
    let e = Php
        .create(&[plural], &lang("en", &[]), None, &mut Vec::new())
        .expect_err("refused");
    assert!(e.to_string().contains("`files`"), "{e}");
}

#[test]
fn convert_to_and_from_other_formats_keeps_identifiers_and_texts() {
    let r = Registry::builtin();
    let php = r.get("php").expect("registered");
    let src = "<?php\n// The greeting\nreturn [\n    // The greeting\n    'greeting' => 'Hello',\n    'menu' => [\n        'open' => \"Open \\\"file\\\"\",\n        'quit' => 'Quit',\n    ],\n];\n";
    let original = texts(&parse(src.as_bytes()));
    assert_eq!(original.len(), 3);
    for to in ["json", "po", "xliff12", "properties", "yaml", "ini", "csv"] {
        let other = r.get(to).expect("registered");
        let there = convert(&**php, src.as_bytes(), &**other, &Options::default())
            .unwrap_or_else(|e| panic!("php → {to}: {e}"));
        assert_eq!(there.strings, 3);
        let back = convert(&**other, &there.bytes, &**php, &Options::default())
            .unwrap_or_else(|e| panic!("{to} → php: {e}"));
        let again = parse(&back.bytes);
        assert_eq!(texts(&again), original, "php → {to} → php");
        php_check::assert_php_agrees(to, &back.bytes, &map(&again));
    }
}

#[test]
fn every_corpus_file_agrees_with_php_and_builds() {
    let (files, _) = corpus_files("php", &["php"]);
    assert!(files.len() >= 25, "{} PHP corpus files", files.len());
    let mut checked = 0;
    for path in files {
        let src = std::fs::read(&path).expect("readable");
        let name = path.display().to_string();
        let p = parse(&src);
        assert!(!p.entries.is_empty(), "{name}: no strings");
        if php_check::assert_php_agrees(&name, &src, &map(&p)) {
            checked += 1;
        }
        // Every value translated with both quote kinds' specials: the build reads back with
        // every translation, in PHP too.
        let items: Vec<(String, String)> = p
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| {
                (
                    e.identifier.to_string(),
                    format!("«{i}» {} 'x' \"y\" $z {{$w}} \\ \n\t", e.text.main()),
                )
            })
            .collect();
        let refs: Vec<(&str, &str)> = items
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        let out = build_with(&src, &refs);
        let back = map(&parse(out.as_bytes()));
        for (id, text) in &items {
            assert_eq!(back.get(id), Some(text), "{name}: {id}");
        }
        php_check::assert_php_agrees(&name, out.as_bytes(), &back);
    }
    if checked == 0 {
        eprintln!("notice: no PHP corpus file was cross-checked with PHP");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn any_text_survives_a_build(text in r#"[ "'$\{\}\\\n\r\t\x00\x01\x1b\x7fa-z0-9xué😀]{0,24}"#) {
        let src = "<?php\nreturn ['a' => 'x', 'b' => \"y\", 'c' => ['d' => 'z']];\n";
        let parsed = parse(src.as_bytes());
        let items = [("a", text.as_str()), ("b", text.as_str()), ("c.d", text.as_str())];
        let mut out = Vec::new();
        (&Php as &dyn Format).build(src.as_bytes(), &parsed, &de(), None, &tr(&items), &mut out).expect("builds");
        let back = map(&parse(&out));
        for k in ["a", "b", "c.d"] {
            prop_assert_eq!(back.get(k).map(String::as_str), Some(text.as_str()), "{}", String::from_utf8_lossy(&out));
        }
    }
}
