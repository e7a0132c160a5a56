//! What is specific to the `fluent` format: Fluent's reference fixtures against their ASTs,
//! samples (messages, attributes, terms, comments, selects), every bad input with its positioned
//! message, builds (escaping, indentation, plural regeneration, a source `[zero]` kept as its own
//! string, CRLF), detection, and `convert`
//! to and from `json`, `po` and `xliff12` with what is lost. Built files are cross-checked with
//! Python's `fluent.syntax` when it is installed (`scripts/setup-test-tools.sh`).

mod support;

use std::collections::HashMap;

use locforge_formats::{
    Collector, Entry, ErrorKind, Fluent, Format, Language, ParseContext, PluralCategory, Registry,
    Text, Translation, TranslationStatus,
};
use support::*;

use PluralCategory::*;

// ---------------------------------------------------------------------------------------------
// Reference fixtures.

/// A value as the reference AST has it.
enum V {
    /// Text elements only: their joined value.
    Plain(&'static str),
    /// Holds placeables (not compared: the AST does not keep their source text).
    Placeables,
}

/// A message, term or attribute of a fixture's AST.
struct F {
    id: &'static str,
    hidden: bool,
    context: Option<&'static str>,
    value: V,
}

/// One fixture: where its first Junk is (lines, 1-based), and the entries before it.
struct Fixture {
    name: &'static str,
    junk: Option<(usize, usize)>,
    entries: &'static [F],
}

/// Facts of `projectfluent/fluent` `test/fixtures/*.json` (commit 10a1bc6, Apache-2.0; the
/// `.ftl` files are in `corpus/fluent/projectfluent/fixtures`): for each fixture, the line range
/// of its first Junk entry (found by its content in the `.ftl`), and every message, term and
/// attribute before it with its comment and value (text-only values joined). Extracted with a
/// short Python script from the JSON ASTs; no code is taken. (No fixture has a select on a
/// variable keyed by CLDR categories: plurals are tested on the Firefox Send corpus below.)
const FIXTURES: &[Fixture] = &[
    Fixture {
        name: "any_char",
        junk: None,
        entries: &[
            F { id: "control0", hidden: false, context: Some("            ↓ BEL, U+0007"), value: V::Plain("abc\u{7}def") },
            F { id: "delete", hidden: false, context: Some("          ↓ DEL, U+007F"), value: V::Plain("abc\u{7f}def") },
            F { id: "control1", hidden: false, context: Some("            ↓ BPM, U+0082"), value: V::Plain("abc\u{82}def") },
        ],
    },
    Fixture {
        name: "astral",
        junk: Some((12, 12)),
        entries: &[
            F { id: "face-with-tears-of-joy", hidden: false, context: None, value: V::Plain("😂") },
            F { id: "tetragram-for-centre", hidden: false, context: None, value: V::Plain("𝌆") },
            F { id: "surrogates-in-text", hidden: false, context: None, value: V::Plain("\\uD83D\\uDE02") },
            F { id: "surrogates-in-string", hidden: false, context: None, value: V::Placeables },
            F { id: "surrogates-in-adjacent-strings", hidden: false, context: None, value: V::Placeables },
            F { id: "emoji-in-text", hidden: false, context: None, value: V::Plain("A face 😂 with tears of joy.") },
            F { id: "emoji-in-string", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "call_expressions",
        junk: Some((8, 8)),
        entries: &[
            F { id: "valid-func-name-01", hidden: false, context: None, value: V::Placeables },
            F { id: "valid-func-name-02", hidden: false, context: None, value: V::Placeables },
            F { id: "valid-func-name-03", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "callee_expressions",
        junk: Some((7, 7)),
        entries: &[
            F { id: "function-callee-placeable", hidden: false, context: None, value: V::Placeables },
            F { id: "term-callee-placeable", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "comments",
        junk: Some((18, 18)),
        entries: &[
            F { id: "foo", hidden: false, context: Some("Message Comment"), value: V::Plain("Foo") },
            F { id: "-term", hidden: true, context: Some("Term Comment\nwith a blank last line.\n"), value: V::Plain("Term") },
        ],
    },
    Fixture {
        name: "cr_err_literal",
        junk: Some((1, 1)),
        entries: &[
        ],
    },
    Fixture {
        name: "cr_err_selector",
        junk: Some((1, 1)),
        entries: &[
        ],
    },
    Fixture {
        name: "cr_multikey",
        junk: None,
        entries: &[
            F { id: "key01", hidden: false, context: None, value: V::Plain("Value 01\rerr02 = Value 02\r\r\r### This entire file uses CR as EOL.\r") },
        ],
    },
    Fixture {
        name: "cr_multilinevalue",
        junk: None,
        entries: &[
            F { id: "key01", hidden: false, context: None, value: V::Plain("\r\r    Value 03\r    Continued\r\r    and continued\r    \r    and continued\r\r    .title = Title\r\r\r### This entire file uses CR as EOL.\r") },
        ],
    },
    Fixture {
        name: "crlf",
        junk: Some((15, 16)),
        entries: &[
            F { id: "key01", hidden: false, context: None, value: V::Plain("Value 01") },
            F { id: "key02", hidden: false, context: None, value: V::Plain("Value 02\nContinued\n\nand continued\n\nand continued") },
            F { id: "key02.title", hidden: false, context: None, value: V::Plain("Title") },
        ],
    },
    Fixture {
        name: "eof_comment",
        junk: None,
        entries: &[
        ],
    },
    Fixture {
        name: "eof_empty",
        junk: None,
        entries: &[
        ],
    },
    Fixture {
        name: "eof_id",
        junk: Some((3, 3)),
        entries: &[
        ],
    },
    Fixture {
        name: "eof_id_equals",
        junk: Some((3, 3)),
        entries: &[
        ],
    },
    Fixture {
        name: "eof_junk",
        junk: Some((3, 3)),
        entries: &[
        ],
    },
    Fixture {
        name: "eof_value",
        junk: None,
        entries: &[
            F { id: "no-eol", hidden: false, context: None, value: V::Plain("No EOL") },
        ],
    },
    Fixture {
        name: "escaped_characters",
        junk: Some((12, 12)),
        entries: &[
            F { id: "text-backslash-one", hidden: false, context: None, value: V::Plain("Value with \\ a backslash") },
            F { id: "text-backslash-two", hidden: false, context: None, value: V::Plain("Value with \\\\ two backslashes") },
            F { id: "text-backslash-brace", hidden: false, context: None, value: V::Placeables },
            F { id: "text-backslash-u", hidden: false, context: None, value: V::Plain("\\u0041") },
            F { id: "text-backslash-backslash-u", hidden: false, context: None, value: V::Plain("\\\\u0041") },
            F { id: "quote-in-string", hidden: false, context: None, value: V::Placeables },
            F { id: "backslash-in-string", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "junk",
        junk: Some((2, 2)),
        entries: &[
        ],
    },
    Fixture {
        name: "leading_dots",
        junk: Some((16, 16)),
        entries: &[
            F { id: "key01", hidden: false, context: None, value: V::Plain(".Value") },
            F { id: "key02", hidden: false, context: None, value: V::Plain("…Value") },
            F { id: "key03", hidden: false, context: None, value: V::Placeables },
            F { id: "key04", hidden: false, context: None, value: V::Placeables },
            F { id: "key05", hidden: false, context: None, value: V::Placeables },
            F { id: "key06", hidden: false, context: None, value: V::Placeables },
            F { id: "key07", hidden: false, context: Some("MESSAGE (value = \"Value\", attributes = [])\nJUNK (attr .Continued\" must have a value)"), value: V::Plain("Value") },
        ],
    },
    Fixture {
        name: "literal_expressions",
        junk: None,
        entries: &[
            F { id: "string-expression", hidden: false, context: None, value: V::Placeables },
            F { id: "number-expression", hidden: false, context: None, value: V::Placeables },
            F { id: "number-expression", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "member_expressions",
        junk: Some((7, 7)),
        entries: &[
            F { id: "message-attribute-expression-placeable", hidden: false, context: Some("OK Message attributes may be interpolated in values."), value: V::Placeables },
        ],
    },
    Fixture {
        name: "messages",
        junk: Some((30, 30)),
        entries: &[
            F { id: "key01", hidden: false, context: None, value: V::Plain("Value") },
            F { id: "key02", hidden: false, context: None, value: V::Plain("Value") },
            F { id: "key02.attr", hidden: false, context: None, value: V::Plain("Attribute") },
            F { id: "key02", hidden: false, context: None, value: V::Plain("Value") },
            F { id: "key02.attr1", hidden: false, context: None, value: V::Plain("Attribute 1") },
            F { id: "key02.attr2", hidden: false, context: None, value: V::Plain("Attribute 2") },
            F { id: "key03.attr", hidden: false, context: None, value: V::Plain("Attribute") },
            F { id: "key04.attr1", hidden: false, context: None, value: V::Plain("Attribute 1") },
            F { id: "key04.attr2", hidden: false, context: None, value: V::Plain("Attribute 2") },
            F { id: "key05.attr1", hidden: false, context: Some("     <  whitespace  >"), value: V::Plain("Attribute 1") },
            F { id: "no-whitespace", hidden: false, context: None, value: V::Plain("Value") },
            F { id: "no-whitespace.attr1", hidden: false, context: None, value: V::Plain("Attribute 1") },
            F { id: "extra-whitespace", hidden: false, context: None, value: V::Plain("Value") },
            F { id: "extra-whitespace.attr1", hidden: false, context: None, value: V::Plain("Attribute 1") },
            F { id: "key06", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "mixed_entries",
        junk: Some((12, 13)),
        entries: &[
            F { id: "-brand-name", hidden: true, context: None, value: V::Plain("Aurora") },
            F { id: "key01.attr", hidden: false, context: None, value: V::Plain("Attribute") },
        ],
    },
    Fixture {
        name: "multiline_values",
        junk: None,
        entries: &[
            F { id: "key01", hidden: false, context: None, value: V::Plain("A multiline value\ncontinued on the next line\n\nand also down here.") },
            F { id: "key02", hidden: false, context: None, value: V::Plain("A multiline value starting\non a new line.") },
            F { id: "key03.attr", hidden: false, context: None, value: V::Plain("A multiline attribute value\ncontinued on the next line\n\nand also down here.") },
            F { id: "key04.attr", hidden: false, context: None, value: V::Plain("A multiline attribute value\nstaring on a new line") },
            F { id: "key05", hidden: false, context: None, value: V::Plain("A multiline value with non-standard\n\n    indentation.") },
            F { id: "key06", hidden: false, context: None, value: V::Placeables },
            F { id: "key07", hidden: false, context: None, value: V::Placeables },
            F { id: "key08", hidden: false, context: None, value: V::Plain("Leading and trailing whitespace.") },
            F { id: "key09", hidden: false, context: None, value: V::Plain("zero\n   three\n  two\n one\nzero") },
            F { id: "key10", hidden: false, context: None, value: V::Plain("  two\nzero\n    four") },
            F { id: "key11", hidden: false, context: None, value: V::Plain("  two\nzero") },
            F { id: "key12", hidden: false, context: None, value: V::Placeables },
            F { id: "key13", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "numbers",
        junk: Some((32, 32)),
        entries: &[
            F { id: "int-zero", hidden: false, context: None, value: V::Placeables },
            F { id: "int-positive", hidden: false, context: None, value: V::Placeables },
            F { id: "int-negative", hidden: false, context: None, value: V::Placeables },
            F { id: "int-negative-zero", hidden: false, context: None, value: V::Placeables },
            F { id: "int-positive-padded", hidden: false, context: None, value: V::Placeables },
            F { id: "int-negative-padded", hidden: false, context: None, value: V::Placeables },
            F { id: "int-zero-padded", hidden: false, context: None, value: V::Placeables },
            F { id: "int-negative-zero-padded", hidden: false, context: None, value: V::Placeables },
            F { id: "float-zero", hidden: false, context: None, value: V::Placeables },
            F { id: "float-positive", hidden: false, context: None, value: V::Placeables },
            F { id: "float-positive-one", hidden: false, context: None, value: V::Placeables },
            F { id: "float-positive-without-fraction", hidden: false, context: None, value: V::Placeables },
            F { id: "float-negative", hidden: false, context: None, value: V::Placeables },
            F { id: "float-negative-one", hidden: false, context: None, value: V::Placeables },
            F { id: "float-negative-zero", hidden: false, context: None, value: V::Placeables },
            F { id: "float-negative-without-fraction", hidden: false, context: None, value: V::Placeables },
            F { id: "float-positive-padded-left", hidden: false, context: None, value: V::Placeables },
            F { id: "float-positive-padded-right", hidden: false, context: None, value: V::Placeables },
            F { id: "float-positive-padded-both", hidden: false, context: None, value: V::Placeables },
            F { id: "float-negative-padded-left", hidden: false, context: None, value: V::Placeables },
            F { id: "float-negative-padded-right", hidden: false, context: None, value: V::Placeables },
            F { id: "float-negative-padded-both", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "obsolete",
        junk: Some((8, 11)),
        entries: &[
        ],
    },
    Fixture {
        name: "placeables",
        junk: Some((6, 6)),
        entries: &[
            F { id: "nested-placeable", hidden: false, context: None, value: V::Placeables },
            F { id: "padded-placeable", hidden: false, context: None, value: V::Placeables },
            F { id: "sparse-placeable", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "reference_expressions",
        junk: Some((19, 21)),
        entries: &[
            F { id: "message-reference-placeable", hidden: false, context: None, value: V::Placeables },
            F { id: "term-reference-placeable", hidden: false, context: None, value: V::Placeables },
            F { id: "variable-reference-placeable", hidden: false, context: None, value: V::Placeables },
            F { id: "function-reference-placeable", hidden: false, context: Some("Function references are invalid outside of call expressions.\nThis parses as a valid MessageReference."), value: V::Placeables },
            F { id: "variable-reference-selector", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "select_expressions",
        junk: Some((13, 16)),
        entries: &[
            F { id: "new-messages", hidden: false, context: None, value: V::Placeables },
            F { id: "valid-selector-term-attribute", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "select_indent",
        junk: Some((68, 69)),
        entries: &[
            F { id: "select-1tbs-inline", hidden: false, context: None, value: V::Placeables },
            F { id: "select-1tbs-newline", hidden: false, context: None, value: V::Placeables },
            F { id: "select-1tbs-indent", hidden: false, context: None, value: V::Placeables },
            F { id: "select-allman-inline", hidden: false, context: None, value: V::Placeables },
            F { id: "select-allman-newline", hidden: false, context: None, value: V::Placeables },
            F { id: "select-allman-indent", hidden: false, context: None, value: V::Placeables },
            F { id: "select-gnu-inline", hidden: false, context: None, value: V::Placeables },
            F { id: "select-gnu-newline", hidden: false, context: None, value: V::Placeables },
            F { id: "select-gnu-indent", hidden: false, context: None, value: V::Placeables },
            F { id: "select-no-indent", hidden: false, context: None, value: V::Placeables },
            F { id: "select-no-indent-multiline", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "sparse_entries",
        junk: None,
        entries: &[
            F { id: "key01", hidden: false, context: None, value: V::Plain("Value") },
            F { id: "key02.attr", hidden: false, context: None, value: V::Plain("Attribute") },
            F { id: "key03", hidden: false, context: None, value: V::Plain("Value\nContinued\n\n\nOver multiple\nLines") },
            F { id: "key03.attr", hidden: false, context: None, value: V::Plain("Attribute") },
            F { id: "key05", hidden: false, context: None, value: V::Plain("Value") },
            F { id: "key06", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "special_chars",
        junk: Some((9, 10)),
        entries: &[
            F { id: "bracket-inline", hidden: false, context: None, value: V::Plain("[Value]") },
            F { id: "dot-inline", hidden: false, context: None, value: V::Plain(".Value") },
            F { id: "star-inline", hidden: false, context: None, value: V::Plain("*Value") },
        ],
    },
    Fixture {
        name: "tab",
        junk: Some((5, 5)),
        entries: &[
            F { id: "key01", hidden: false, context: Some("OK (tab after = is part of the value)"), value: V::Plain("\tValue 01") },
        ],
    },
    Fixture {
        name: "term_parameters",
        junk: None,
        entries: &[
            F { id: "-term", hidden: true, context: None, value: V::Placeables },
            F { id: "key01", hidden: false, context: None, value: V::Placeables },
            F { id: "key02", hidden: false, context: None, value: V::Placeables },
            F { id: "key03", hidden: false, context: None, value: V::Placeables },
            F { id: "key04", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "terms",
        junk: Some((7, 8)),
        entries: &[
            F { id: "-term01", hidden: true, context: None, value: V::Plain("Value") },
            F { id: "-term01.attr", hidden: true, context: None, value: V::Plain("Attribute") },
            F { id: "-term02", hidden: true, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "variables",
        junk: Some((13, 13)),
        entries: &[
            F { id: "key01", hidden: false, context: None, value: V::Placeables },
            F { id: "key02", hidden: false, context: None, value: V::Placeables },
            F { id: "key03", hidden: false, context: None, value: V::Placeables },
            F { id: "key04", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "variant_keys",
        junk: Some((22, 25)),
        entries: &[
            F { id: "simple-identifier", hidden: false, context: None, value: V::Placeables },
            F { id: "identifier-surrounded-by-whitespace", hidden: false, context: None, value: V::Placeables },
            F { id: "int-number", hidden: false, context: None, value: V::Placeables },
            F { id: "float-number", hidden: false, context: None, value: V::Placeables },
        ],
    },
    Fixture {
        name: "whitespace_in_value",
        junk: None,
        entries: &[
            F { id: "key", hidden: false, context: Some("Caution, lines 6 and 7 contain white-space-only lines"), value: V::Plain("first line\n\n\n\n\n\n\nlast line") },
        ],
    },
    Fixture {
        name: "zero_length",
        junk: None,
        entries: &[
        ],
    },
];

/// Fixtures where our reading differs from the reference AST, and why.
const FIXTURE_DIFFERENCES: &[(&str, &str)] = &[
    (
        "literal_expressions",
        "defines `number-expression` twice (lines 2 and 3) with two values: the AST lists both messages; locforge reads one string, the first, and names the second in a warning",
    ),
    (
        "messages",
        "defines `key02` twice (lines 3 and 6), the second time with attributes: the AST lists both messages; locforge reads one string `key02` (the same value, so line 6 is another place of it) and the attributes as strings of their own, so the AST's list is one longer from line 6 on",
    ),
];

fn fixture_problems(fx: &Fixture) -> Vec<String> {
    let path = corpus_root().join(format!("fluent/projectfluent/fixtures/{}.ftl", fx.name));
    let src = std::fs::read(&path).expect("fixture");
    let mut c = Collector::new(false);
    let result = Fluent.parse(&src, &ParseContext::default(), &mut c);
    let entries = c.into_parsed().entries;
    let mut problems = Vec::new();
    match (fx.junk, &result) {
        (Some((first, last)), Err(e)) => {
            // The error is found inside the broken entry, or at the first character of the line
            // that ends it (where the reference's Junk recovery starts a new Junk).
            if e.line < first || e.line > last + 1 || e.column == 0 {
                problems.push(format!(
                    "refused at line {}, the first Junk is lines {first}–{last}: {e}",
                    e.line
                ));
            }
        }
        (Some((first, _)), Ok(_)) => {
            problems.push(format!("accepted, the AST has Junk from line {first}"))
        }
        (None, Err(e)) => problems.push(format!("refused, the AST has no Junk: {e}")),
        (None, Ok(_)) => {}
    }
    if entries.len() != fx.entries.len() {
        problems.push(format!(
            "{} strings before the first error, the AST has {} before its first Junk",
            entries.len(),
            fx.entries.len()
        ));
    }
    for (e, f) in entries.iter().zip(fx.entries) {
        if e.identifier != f.id {
            problems.push(format!("id `{}`, the AST has `{}`", e.identifier, f.id));
            continue;
        }
        if e.is_hidden.unwrap_or(false) != f.hidden {
            problems.push(format!("`{}` hidden: {:?}", f.id, e.is_hidden));
        }
        if e.context.as_deref() != f.context {
            problems.push(format!(
                "`{}` context {:?}, AST {:?}",
                f.id, e.context, f.context
            ));
        }
        match (&f.value, &e.text) {
            (V::Plain(want), Text::Plain(got)) if want == got => {}
            (V::Placeables, Text::Plain(_)) => {}
            (want, got) => problems.push(format!(
                "`{}` = {got:?}, AST {}",
                f.id,
                match want {
                    V::Plain(s) => format!("{s:?}"),
                    V::Placeables => "a value with placeables".into(),
                }
            )),
        }
    }
    problems
}

#[test]
fn reference_fixtures_agree_with_their_asts() {
    let mut differing: Vec<(String, String)> = Vec::new();
    let mut compared = 0;
    for fx in FIXTURES {
        compared += fx.entries.len();
        let problems = fixture_problems(fx);
        if !problems.is_empty() {
            differing.push((fx.name.to_string(), problems.join("; ")));
        }
    }
    for (name, why) in &differing {
        eprintln!("fixture {name}: {why}");
    }
    for (name, why) in &differing {
        assert!(
            FIXTURE_DIFFERENCES.iter().any(|(n, _)| n == name),
            "fixture {name} differs from its AST and is not listed: {why}"
        );
    }
    for (name, why) in FIXTURE_DIFFERENCES {
        assert!(
            differing.iter().any(|(n, _)| n == name),
            "fixture {name} is listed as differing ({why}) but agrees: remove it"
        );
    }
    assert_eq!(FIXTURES.len(), 39);
    assert!(compared > 100, "{compared} strings compared");
    eprintln!(
        "{} fixtures, {compared} strings compared, {} with Junk refused at its position, {} listed differences",
        FIXTURES.len(),
        FIXTURES.iter().filter(|f| f.junk.is_some()).count(),
        FIXTURE_DIFFERENCES.len()
    );
}

// ---------------------------------------------------------------------------------------------
// Samples.

const SAMPLE: &str = "\
### Resource comment: not context

## Group comment: not context

# Greeting shown on the start page.
# Variables: $name (user name)
hello = Hello { $name }!
multi =
    Line one
      Line two

    Line four
    .title = Title
    .aria-label = Label { -brand }
# The brand.
-brand = Firefox
    .gender = masculine
files =
    { $n ->
        [one] One file
       *[other] { $n } files
    }
numeric = { $n ->
        [0] None
       *[other] Some
    }
func = { PLATFORM() ->
        [macos] Mac
       *[other] Other
    }
attrs-only =
    .label = Only an attribute
escaped = {\"{\"}braces{\"}\"} and {\"  \"}spaces
";

fn parse(src: &str) -> Vec<Entry<'static>> {
    Fluent
        .parse_all(src.as_bytes(), &ParseContext::default())
        .unwrap_or_else(|e| panic!("{e}"))
        .entries
}

fn plain<'e>(e: &'e Entry<'_>) -> &'e str {
    match &e.text {
        Text::Plain(s) => s,
        Text::Plural(_) => panic!("{} is a plural", e.identifier),
    }
}

#[test]
fn sample_strings_fields_and_plurals() {
    let entries = parse(SAMPLE);
    let ids: Vec<&str> = entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(
        ids,
        [
            "hello",
            "multi",
            "multi.title",
            "multi.aria-label",
            "-brand",
            "-brand.gender",
            "files",
            "numeric",
            "func",
            "attrs-only.label",
            "escaped"
        ]
    );
    let e = |id: &str| entries.iter().find(|e| e.identifier == id).expect(id);
    assert_eq!(plain(e("hello")), "Hello { $name }!");
    assert_eq!(
        e("hello").context.as_deref(),
        Some("Greeting shown on the start page.\nVariables: $name (user name)")
    );
    assert_eq!(plain(e("multi")), "Line one\n  Line two\n\nLine four");
    assert_eq!(e("multi").context, None, "group comments are not context");
    assert_eq!(plain(e("multi.aria-label")), "Label { -brand }");
    assert_eq!(e("-brand").is_hidden, Some(true));
    assert_eq!(e("-brand.gender").is_hidden, Some(true));
    assert_eq!(e("-brand.gender").context.as_deref(), Some("The brand."));
    assert_eq!(e("hello").is_hidden, None);
    let files = e("files");
    assert!(files.has_plurals);
    assert_eq!(
        files.text,
        Text::Plural([(One, "One file".into()), (Other, "{ $n } files".into())].into())
    );
    // Number keys and function selectors stay raw Fluent text.
    assert_eq!(
        plain(e("numeric")),
        "{ $n ->\n    [0] None\n   *[other] Some\n}"
    );
    assert!(!e("func").has_plurals);
    assert_eq!(plain(e("attrs-only.label")), "Only an attribute");
    assert_eq!(plain(e("escaped")), "{braces} and   spaces");
}

#[test]
fn selects_that_are_not_pure_plurals_stay_text() {
    for src in [
        "k = You have { $n ->\n   *[other] { $n } files\n}\n",
        "k =\n    { $n ->\n        [one] { $m ->\n           *[other] x\n        }\n       *[other] y\n    }\n",
        "k =\n    { $n ->\n        [one] a\n        [male] b\n       *[other] c\n    }\n",
        "k = { -brand.gender ->\n    [one] a\n   *[other] b\n}\n",
        "k = { $n ->\n    [one] a\n    [one] b\n   *[other] c\n}\n",
    ] {
        let entries = parse(src);
        assert!(!entries[0].has_plurals, "{src}");
        assert!(matches!(entries[0].text, Text::Plain(_)), "{src}");
    }
}

#[test]
fn firefox_send_plurals_have_the_categories_each_file_uses() {
    let root = corpus_root().join("fluent/firefox-send/public/locales");
    for (lang, cats) in [
        ("en-US", vec![One, Other]),
        ("ar", PluralCategory::ALL.to_vec()),
        // The Russian file's selects have no `many` variant (Fluent shows `*[other]` then).
        ("ru", vec![One, Few, Other]),
        ("ja", vec![Other]),
    ] {
        let src = std::fs::read(root.join(lang).join("send.ftl")).expect("corpus");
        // Parsed as a translation upload of its own language (Arabic has a CLDR `zero`).
        let own = locforge_formats::cldr::language(lang);
        let ctx = ParseContext {
            source: None,
            targets: std::slice::from_ref(&own),
        };
        let parsed = Fluent.parse_all(&src, &ctx).expect("parses");
        let plural = parsed
            .entries
            .iter()
            .find(|e| e.identifier == "timespanHours")
            .expect("timespanHours");
        match &plural.text {
            Text::Plural(m) => assert_eq!(m.keys().copied().collect::<Vec<_>>(), cats, "{lang}"),
            Text::Plain(t) => panic!("{lang}: timespanHours is not a plural: {t}"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Bad input.

#[test]
fn bad_input_is_refused_with_a_position_and_what_was_expected() {
    let deep = format!("k = {}1{}\n", "{".repeat(100), "}".repeat(100));
    let cases: Vec<(&str, usize, usize, ErrorKind, &str)> = vec![
        (
            "k =\n    { $n ->\n        [one] a\n        [other] b\n    }\n",
            2,
            5,
            ErrorKind::Syntax,
            "the select expression has no default variant; expected one variant marked with `*`, e.g. `*[other]`",
        ),
        (
            "k =\n    { $n ->\n       *[one] a\n       *[other] b\n    }\n",
            4,
            8,
            ErrorKind::Syntax,
            "a second default variant; expected exactly one variant marked with `*`",
        ),
        (
            "k = { $x\n",
            1,
            5,
            ErrorKind::Syntax,
            "unterminated placeable: expected `}` before the end of the file",
        ),
        (
            "k = { $x\nj = y\n",
            1,
            9,
            ErrorKind::Syntax,
            "expected `}` to close the placeable opened at line 1, column 5",
        ),
        (
            "k = { \"abc }\n",
            1,
            7,
            ErrorKind::Syntax,
            "unterminated string literal: expected `\"` before the end of the line",
        ),
        (
            "k = { \"a\\x\" }\n",
            1,
            9,
            ErrorKind::Syntax,
            "unknown escape sequence in a string literal; expected `\\\"`, `\\\\`, `\\uXXXX` or `\\UXXXXXX`",
        ),
        (
            "k = { $n ->\n   *[other] x\n",
            1,
            5,
            ErrorKind::Syntax,
            "unterminated select expression: expected `}` before the end of the file",
        ),
        (
            "k = { $n ->\n   *[other] x }\n",
            2,
            15,
            ErrorKind::Syntax,
            "expected a line break before the `}` that closes the select expression",
        ),
        (
            "k = { $n -> *[other] x }\n",
            1,
            13,
            ErrorKind::Syntax,
            "expected a line break after `->`: each variant goes on its own line",
        ),
        (
            "1k = v\n",
            1,
            1,
            ErrorKind::Syntax,
            "expected a message identifier (an ASCII letter, then letters, digits, `_` or `-`), a term `-id` or a comment `#`",
        ),
        (
            "ok = v\nkey value\n",
            2,
            5,
            ErrorKind::Syntax,
            "expected `=` after the message identifier `key`",
        ),
        (
            "k = { $1 }\n",
            1,
            8,
            ErrorKind::Syntax,
            "expected a variable name after `$` (an ASCII letter, then letters, digits, `_` or `-`)",
        ),
        (
            "k = a } b\n",
            1,
            7,
            ErrorKind::Syntax,
            "a `}` without a matching `{`; expected text, a placeable or the end of the line (write a literal brace as {\"}\"})",
        ),
        (
            "k = {}\n",
            1,
            6,
            ErrorKind::Syntax,
            "an empty placeable; expected an expression between `{` and `}` (write a literal brace as {\"{\"})",
        ),
        (
            "k = { msg() }\n",
            1,
            7,
            ErrorKind::Syntax,
            "`msg` cannot be called: expected a function name in upper-case ASCII letters, digits, `_` and `-` (such as `NUMBER`); messages cannot take arguments",
        ),
        (
            "k = { -t.attr }\n",
            1,
            7,
            ErrorKind::Syntax,
            "a term attribute cannot be a placeable; expected a term `-term` or a message attribute (term attributes only serve as selectors)",
        ),
        (
            "k = { msg ->\n   *[a] b\n}\n",
            1,
            7,
            ErrorKind::Syntax,
            "a message reference cannot be a selector; expected a variable `$x`, a literal, a function call or a term attribute before `->`",
        ),
        (
            "k =\n",
            1,
            4,
            ErrorKind::Syntax,
            "expected a value or an attribute for the message",
        ),
        (
            "-t =\n    .a = b\n",
            1,
            5,
            ErrorKind::Syntax,
            "expected a value for the term: terms must have one",
        ),
        (
            "#x\nk = v\n",
            1,
            2,
            ErrorKind::Syntax,
            "expected a space or a line end after the comment's `#`",
        ),
        (
            "k = v\n  [x]\n",
            2,
            3,
            ErrorKind::Syntax,
            "indented content outside a message; expected a message, a term or a comment starting at the beginning of the line (continuation lines must follow a value)",
        ),
        (
            "k = v\n    .a = 1\n    .a = 2\n",
            3,
            5,
            ErrorKind::DuplicateIdentifier,
            "duplicate attribute `.a` of `k`; expected each attribute once",
        ),
        (
            "k = v\n    .attr\n",
            2,
            10,
            ErrorKind::Syntax,
            "expected `=` after the attribute identifier `.attr`",
        ),
        (
            "k = caf\u{e9}\n",
            1,
            1,
            ErrorKind::Syntax,
            "",
        ),
        (
            &deep,
            1,
            69,
            ErrorKind::Limit,
            "placeables nest more than 64 deep; expected a flatter message",
        ),
    ];
    for (src, line, column, kind, message) in cases {
        if message.is_empty() {
            // Sanity row: a valid file parses.
            parse(src);
            continue;
        }
        let e = Fluent
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect_err(src);
        assert_eq!(
            (e.line, e.column, e.kind, e.message.as_str()),
            (line, column, kind, message),
            "{src:?}"
        );
    }
    let e = Fluent
        .parse_all(b"k = caf\xE9\n", &ParseContext::default())
        .expect_err("latin-1");
    assert_eq!((e.line, e.column, e.kind), (1, 8, ErrorKind::Encoding));
    assert_eq!(
        e.message,
        "bytes that are not valid UTF-8; expected a UTF-8 file (Fluent resources are UTF-8)"
    );
}

// ---------------------------------------------------------------------------------------------
// Builds.

fn translations(pairs: &[(&str, Text<'static>)]) -> HashMap<String, Translation<'static>> {
    pairs
        .iter()
        .map(|(id, text)| {
            (
                id.to_string(),
                Translation {
                    text: text.clone(),
                    status: TranslationStatus::default(),
                },
            )
        })
        .collect()
}

/// Builds `src` for `target` as the service does (parsed for that target), and checks that the
/// build parses, for the same target, and reads alike in fluent.syntax.
fn built(src: &str, target: &Language, pairs: &[(&str, Text<'static>)]) -> String {
    let ctx = ParseContext {
        source: None,
        targets: std::slice::from_ref(target),
    };
    let parsed = Fluent.parse_all(src.as_bytes(), &ctx).expect("parses");
    let out = build(
        &Fluent,
        src.as_bytes(),
        &parsed,
        target,
        &translations(pairs),
    );
    let again = Fluent.parse_all(&out, &ctx).unwrap_or_else(|e| {
        panic!(
            "the build does not parse: {e}\n{}",
            String::from_utf8_lossy(&out)
        )
    });
    assert_fluent_syntax_agrees("build", &out, &again);
    String::from_utf8(out).expect("utf-8")
}

fn p(s: &str) -> Text<'static> {
    Text::plain(s.to_string())
}

#[test]
fn builds_splice_values_and_keep_everything_else() {
    let de = lang("de", &[One, Other]);
    let out = built(
        SAMPLE,
        &de,
        &[
            ("hello", p("Hallo { $name }!")),
            ("multi", p("Zeile eins\n  Zeile zwei\n\nZeile vier")),
            ("multi.title", p("Titel")),
            ("-brand", p("Feuerfuchs")),
            (
                "files",
                Text::Plural([(One, "Eine Datei".into()), (Other, "{ $n } Dateien".into())].into()),
            ),
            (
                "numeric",
                p("{ $n ->\n    [0] Keine\n   *[other] Einige\n}"),
            ),
            ("escaped", p("{Klammern} und   Leerzeichen")),
        ],
    );
    let want = SAMPLE
        .replace("Hello { $name }!", "Hallo { $name }!")
        .replace(
            "    Line one\n      Line two\n\n    Line four",
            "    Zeile eins\n      Zeile zwei\n\n    Zeile vier",
        )
        .replace(".title = Title", ".title = Titel")
        .replace("-brand = Firefox", "-brand = Feuerfuchs")
        .replace("[one] One file", "[one] Eine Datei")
        .replace("*[other] { $n } files", "*[other] { $n } Dateien")
        .replace(
            "[0] None\n       *[other] Some",
            "[0] Keine\n       *[other] Einige",
        )
        // `{Klammern}` is a well-formed placeable (a message reference), so it is written as
        // one: text and Fluent syntax share one notation.
        .replace(
            "{\"{\"}braces{\"}\"} and {\"  \"}spaces",
            "{Klammern} und   Leerzeichen",
        );
    assert_eq!(out, want);
}

/// A message or term defined twice (Fluent's own fixtures do it; Fluent keeps the last) is one
/// string: a later definition with the same texts is another place of it, which a build
/// translates too (far enough back that the streaming build must hold the entry); one with
/// other texts is kept as it is and named in a warning with its position.
#[test]
fn a_message_defined_twice_is_one_string() {
    let src = "\
a = Hello
b = Bye
c = { $n ->
    [one] one
   *[other] many
}
d = D
a = Hello
    .title = T
-t = Term
-t = Other term
c = { $n ->
    [one] one
   *[other] many
}
";
    let de = lang("de", &[One, Other]);
    let parsed = Fluent
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("a repeated message is no error");
    let ids: Vec<&str> = parsed.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["a", "b", "c", "d", "a.title", "-t"]);
    assert_eq!(parsed.warnings.len(), 1, "{:?}", parsed.warnings);
    let w = &parsed.warnings[0];
    assert_eq!((w.line, w.column), (11, 1));
    assert!(
        w.message.contains("term `-t`") && w.message.contains("line 10"),
        "{}",
        w.message
    );
    // Built as the service builds (parsed for the target; `build` checks the streaming build
    // against the two-step one). Not through `built`: fluent.syntax lists both definitions.
    let ctx = ParseContext {
        source: None,
        targets: std::slice::from_ref(&de),
    };
    let for_de = Fluent.parse_all(src.as_bytes(), &ctx).expect("parses");
    let out = build(
        &Fluent,
        src.as_bytes(),
        &for_de,
        &de,
        &translations(&[
            ("a", p("Hallo")),
            ("-t", p("Begriff")),
            (
                "c",
                Text::Plural([(One, "eins".into()), (Other, "viele".into())].into()),
            ),
        ]),
    );
    let out = String::from_utf8(out).expect("utf-8");
    let want = src
        .replace("a = Hello", "a = Hallo")
        .replace("-t = Term", "-t = Begriff")
        .replace("[one] one", "[one] eins")
        .replace("*[other] many", "*[other] viele");
    assert_eq!(
        out, want,
        "both places of `a` and `c` are translated, the second `-t` kept"
    );
}

#[test]
fn translations_are_escaped_where_fluent_needs_it() {
    let de = lang("de", &[One, Other]);
    let src = "a = x\nb =\n    x\n    y\n";
    let cases = [
        ("a", "{ oops", "a = {\"{\"} oops\n"),
        (
            "a",
            "  lead and trail  ",
            "a = {\"  \"}lead and trail{\"  \"}\n",
        ),
        ("a", "", "a = {\"\"}\n"),
        (
            "a",
            "1\n[2]\n*3\n.4",
            "a = 1\n    {\"[\"}2]\n    {\"*\"}3\n    {\".\"}4\n",
        ),
        ("a", "x { $n } y", "a = x { $n } y\n"),
        (
            "a",
            "keep {\"x\"} literal",
            "a = keep {\"{\"}\"x\"{\"}\"} literal\n",
        ),
        ("a", "cr\rlf", "a = cr{\"\\u000D\"}lf\n"),
        (
            "b",
            "  deeper\n  lines",
            "b =\n    {\"  \"}deeper\n      lines\n",
        ),
        ("b", "trailing\n", "b =\n    trailing\n    {\"\"}\n"),
    ];
    for (id, text, want_line) in cases {
        let out = built(src, &de, &[(id, p(text))]);
        let again = parse(&out);
        let e = again.iter().find(|e| e.identifier == id).expect(id);
        assert_eq!(plain(e), text, "{out}");
        assert!(out.contains(want_line), "{text:?}: got\n{out}");
    }
}

#[test]
fn crlf_files_get_crlf_lines_and_a_bom_stays() {
    let src = "\u{feff}a = x\r\nb = y\r\n";
    let out = built(src, &lang("de", &[One, Other]), &[("a", p("eins\nzwei"))]);
    assert_eq!(out, "\u{feff}a = eins\r\n    zwei\r\nb = y\r\n");
}

#[test]
fn plural_selects_are_regenerated_for_the_target() {
    let src = "files =\n    { $n ->\n        [one] One file\n       *[other] { $n } files\n    }\nnext = x\n";
    let ar = lang("ar", &PluralCategory::ALL);
    let forms: Text = Text::Plural(
        PluralCategory::ALL
            .iter()
            .map(|c| (*c, format!("{c} {{ $n }}").into()))
            .collect(),
    );
    let out = built(src, &ar, &[("files", forms)]);
    assert_eq!(
        out,
        "files =\n    { $n ->\n        [zero] zero { $n }\n        [one] one { $n }\n        [two] two { $n }\n        [few] few { $n }\n        [many] many { $n }\n       *[other] other { $n }\n    }\nnext = x\n"
    );
    let ja = lang("ja", &[Other]);
    let out = built(
        src,
        &ja,
        &[("files", Text::Plural([(Other, "{ $n } 個".into())].into()))],
    );
    assert_eq!(
        out,
        "files =\n    { $n ->\n       *[other] { $n } 個\n    }\nnext = x\n"
    );
    // A multi-line form gets the variants' continuation indentation; an empty one `{""}`.
    let de = lang("de", &[One, Other]);
    let out = built(
        src,
        &de,
        &[(
            "files",
            Text::Plural([(One, "".into()), (Other, "a\nb".into())].into()),
        )],
    );
    assert_eq!(
        out,
        "files =\n    { $n ->\n        [one] {\"\"}\n       *[other] a\n            b\n    }\nnext = x\n"
    );
    // Without a translation, an English source built for English stays as it is, and a
    // `*[other]`-only select (Firefox's style) too.
    let en = lang("en", &[One, Other]);
    assert_eq!(built(src, &en, &[]), src);
    let only = "k =\n    { $n ->\n       *[other] { $n } items\n    }\n";
    assert_eq!(built(only, &en, &[]), only);
}

/// docs/FORMATS.md §4: a source `[zero]` variant outside the file language's categories (English
/// has no CLDR `zero`) is its own string `<id>#zero`, kept where it is and never dropped by a
/// build for a language without `zero`; for a language with one it is a plural form.
#[test]
fn a_source_zero_variant_is_its_own_string_for_languages_without_zero() {
    let src = "# Files\nfiles =\n    { $n ->\n        [zero] No files\n        [one] One file\n       *[other] { $n } files\n    }\nmid = { $n ->\n    [one] one\n    [zero] none\n   *[other] many\n}\nnext = x\n";
    let en = lang("en", &[One, Other]);
    let ctx = ParseContext {
        source: Some(&en),
        targets: &[],
    };
    let parsed = Fluent.parse_all(src.as_bytes(), &ctx).expect("parses");
    let ids: Vec<&str> = parsed
        .entries
        .iter()
        .map(|e| e.identifier.as_ref())
        .collect();
    assert_eq!(ids, ["files", "files#zero", "mid", "mid#zero", "next"]);
    assert_eq!(
        parsed.entries[0].text,
        Text::Plural([(One, "One file".into()), (Other, "{ $n } files".into())].into())
    );
    assert_eq!(parsed.entries[1].text, p("No files"));
    assert_eq!(parsed.entries[1].context.as_deref(), Some("Files"));
    assert_eq!(parsed.entries[3].text, p("none"));
    // Without translations every language without `zero` gets the file back as it is.
    for target in [&en, &lang("ja", &[Other])] {
        assert_eq!(built(src, target, &[]), src, "{}", target.id);
    }
    // Russian: the other variants are regenerated around the `[zero]` line, which keeps its
    // own translation.
    let ru = lang("ru", &[One, Few, Many, Other]);
    let ru_forms = |w: &str| -> Text<'static> {
        Text::Plural(
            [
                (One, format!("{{ $n }} {w} one").into()),
                (Few, format!("{{ $n }} {w} few").into()),
                (Many, format!("{{ $n }} {w} many").into()),
                (Other, format!("{{ $n }} {w} other").into()),
            ]
            .into(),
        )
    };
    let pairs = [
        ("files", ru_forms("файл")),
        ("files#zero", p("Нет файлов")),
        ("mid", ru_forms("m")),
        ("mid#zero", p("ноль")),
    ];
    let out = built(src, &ru, &pairs);
    assert_eq!(
        out,
        "# Files\nfiles =\n    { $n ->\n        [one] { $n } файл one\n        [few] { $n } файл few\n        [many] { $n } файл many\n       *[other] { $n } файл other\n        [zero] Нет файлов\n    }\nmid = { $n ->\n    [one] { $n } m one\n    [few] { $n } m few\n    [many] { $n } m many\n   *[other] { $n } m other\n    [zero] ноль\n}\nnext = x\n"
    );
    // Parse + build + re-parse gives every translation back, the `zero` one included.
    let ctx = ParseContext {
        source: Some(&en),
        targets: std::slice::from_ref(&ru),
    };
    let again = Fluent.parse_all(out.as_bytes(), &ctx).expect("parses");
    for (id, text) in &pairs {
        let e = again
            .entries
            .iter()
            .find(|e| e.identifier == *id)
            .unwrap_or_else(|| panic!("{id} is missing"));
        assert_eq!(&e.text, text, "{id}");
    }
    // A translation that only changes the `zero` string splices that value alone.
    let out = built(src, &en, &[("files#zero", p("Nothing\nat all"))]);
    assert_eq!(
        out,
        src.replace("[zero] No files", "[zero] Nothing\n            at all")
    );
    // Arabic has a CLDR `zero`: the variant is one of the plural's forms.
    let ar = lang("ar", &PluralCategory::ALL);
    let ctx = ParseContext {
        source: Some(&en),
        targets: std::slice::from_ref(&ar),
    };
    let parsed = Fluent.parse_all(src.as_bytes(), &ctx).expect("parses");
    assert!(parsed
        .entries
        .iter()
        .all(|e| !e.identifier.ends_with("#zero")));
    assert_eq!(
        parsed.entries[0].text.for_category(Some(Zero)),
        Some("No files")
    );
    // A default `*[zero]` stays a plural form (the select needs its default).
    let def = "k = { $n ->\n    [one] a\n   *[zero] b\n}\n";
    let parsed = Fluent
        .parse_all(def.as_bytes(), &ParseContext::default())
        .expect("parses");
    assert_eq!(parsed.entries.len(), 1);
}

// ---------------------------------------------------------------------------------------------
// Detection.

#[test]
fn detection_by_name_and_content() {
    let r = Registry::builtin();
    let key = |name: &str, content: &str| r.detect(name, content.as_bytes()).map(|f| f.info().key);
    assert_eq!(key("en-US/main.ftl", "hello = Hello\n"), Some("fluent"));
    assert_eq!(
        key("a.ftl", "\u{feff}# c\n\n-brand = Firefox\n"),
        Some("fluent")
    );
    assert_eq!(
        key("a.ftl", "### Header\n\nmsg =\n    .label = L\n"),
        Some("fluent")
    );
    // FreeMarker templates use `.ftl` too.
    assert_eq!(
        key("page.ftl", "<#-- FreeMarker -->\n<html>${title}</html>\n"),
        None
    );
    assert_eq!(key("a.properties", "hello = Hello\n"), Some("properties"));
    assert_eq!(key("a.ftl.txt", "hello = Hello\n"), None);
    for path in corpus_files("fluent", &["ftl"]).0 {
        let src = std::fs::read(&path).expect("corpus");
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if src.iter().all(|b| b.is_ascii_whitespace()) || !src.contains(&b'=') {
            continue;
        }
        assert_eq!(
            r.detect(name, &src).map(|f| f.info().key),
            Some("fluent"),
            "{}",
            path.display()
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Convert.

const CONVERT_SRC: &str = "# Shown on the start page\nhello = Hello { $name }!\nmulti =\n    Line one\n    Line two\n    .title = Title\n-brand = Firefox\nfiles =\n    { $n ->\n        [one] One file\n       *[other] { $n } files\n    }\n";

fn convert_to(from: &str, src: &[u8], to: &str) -> Vec<u8> {
    use locforge_formats::convert::{convert, Options};
    let r = Registry::builtin();
    let opts = Options {
        flatten_plurals: true,
        ..Options::default()
    };
    convert(
        &**r.get(from).expect(from),
        src,
        &**r.get(to).expect(to),
        &opts,
    )
    .unwrap_or_else(|e| panic!("{from} → {to}: {e}"))
    .bytes
}

#[test]
fn convert_to_json_po_xliff12_and_back() {
    let original = parse(CONVERT_SRC);
    for to in ["json", "po", "xliff12"] {
        let there = convert_to("fluent", CONVERT_SRC.as_bytes(), to);
        let back = convert_to(to, &there, "fluent");
        let back_s = String::from_utf8(back.clone()).expect("utf-8");
        let entries = parse(&back_s);
        let ids = |v: &[Entry]| {
            v.iter()
                .map(|e| e.identifier.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(ids(&entries), ids(&original), "fluent → {to} → fluent");
        for (a, b) in entries.iter().zip(&original) {
            assert_eq!(a.text, b.text, "{to}: `{}`", a.identifier);
        }
        // Lost on the way: JSON keeps no comments and no hidden flags; PO keeps the comment;
        // XLIFF keeps both (`translate="no"`).
        let hello = &entries[0];
        let brand = entries
            .iter()
            .find(|e| e.identifier == "-brand")
            .expect("term");
        assert_eq!(brand.is_hidden, Some(true), "terms come back as terms");
        match to {
            "json" => assert_eq!(hello.context, None),
            _ => assert_eq!(hello.context.as_deref(), Some("Shown on the start page")),
        }
        // The selector variable is found again from the forms.
        assert!(back_s.contains("{ $n ->"), "{back_s}");
        assert_identity_of_created(&back);
    }
    // In JSON the attribute keeps its dotted key, the term its dash.
    let json = convert_to("fluent", CONVERT_SRC.as_bytes(), "json");
    let v: serde_json::Value = serde_json::from_slice(&json).expect("json");
    assert_eq!(v["multi.title"], "Title");
    assert_eq!(v["-brand"], "Firefox");
    assert_eq!(
        v["files"],
        "{count, plural, one {One file} other {{ $n } files}}"
    );
}

#[test]
fn convert_from_json_renames_what_is_not_a_fluent_id() {
    let json = r#"{"app": {"title": "My {name} app", "count": "{n, plural, one {# item} other {# items}}"}, "a.b.c": "x", "Hello world": "y", "-x": "z"}"#;
    let out = convert_to("json", json.as_bytes(), "fluent");
    let text = String::from_utf8(out.clone()).expect("utf-8");
    assert_eq!(
        text,
        "app =\n    .title = My {name} app\n    .count =\n        { $count ->\n            [one] # item\n           *[other] # items\n        }\na-b-c = x\nHello-world = y\n-x = z\n"
    );
    let entries = parse(&text);
    let ids: Vec<&str> = entries.iter().map(|e| e.identifier.as_ref()).collect();
    // `app.title` becomes an attribute of `app` and keeps its id; `a.b.c` and `Hello world` are
    // not Fluent ids and are renamed; `-x` becomes a (hidden) term.
    assert_eq!(
        ids,
        ["app.title", "app.count", "a-b-c", "Hello-world", "-x"]
    );
    assert_eq!(entries[4].is_hidden, Some(true));
    // The ICU placeholder `{name}` is kept as written (Fluent reads it as a message reference).
    assert_eq!(plain(&entries[0]), "My {name} app");
    assert_identity_of_created(&out);
}

#[test]
fn convert_from_po_and_xliff12_writes_the_translations() {
    let po = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#. A comment\nmsgctxt \"greeting\"\nmsgid \"Hello {\"\nmsgstr \"Hallo {\"\n\nmsgctxt \"bye\"\nmsgid \"Bye\"\nmsgstr \"\"\n";
    let out = convert_to("po", po.as_bytes(), "fluent");
    let text = String::from_utf8(out.clone()).expect("utf-8");
    // A keyed catalog's contexts are the ids; the German translation is written (the source
    // where there is none); the stray brace is escaped.
    assert_eq!(text, "# A comment\ngreeting = Hallo {\"{\"}\nbye = Bye\n");
    assert_eq!(plain(&parse(&text)[0]), "Hallo {");
    assert_identity_of_created(&out);

    let xliff = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"><file original=\"f\" source-language=\"en\" target-language=\"fr\"><body>\n<trans-unit id=\"k\" maxwidth=\"10\"><source>Key</source><target state=\"final\">Clé\nsuite</target><note>Note</note></trans-unit>\n</body></file></xliff>\n";
    let out = convert_to("xliff12", xliff.as_bytes(), "fluent");
    let text = String::from_utf8(out.clone()).expect("utf-8");
    // Lost: the maximum width and the state.
    assert_eq!(text, "# Note\nk =\n    Clé\n    suite\n");
    assert_identity_of_created(&out);
}

fn assert_identity_of_created(bytes: &[u8]) {
    let parsed = Fluent
        .parse_all(bytes, &ParseContext::default())
        .expect("the created file parses");
    let out = build(
        &Fluent,
        bytes,
        &parsed,
        &lang("en", &[One, Other]),
        &baseline_translations(&parsed.entries),
    );
    assert_eq!(out, bytes, "created file is not identity-stable");
    assert_fluent_syntax_agrees("created", bytes, &parsed);
}
