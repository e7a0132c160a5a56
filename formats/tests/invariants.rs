//! One invariants suite for every format registered in `Registry::builtin()` × its files in the
//! repository's `corpus/`:
//!
//! - **identity**: parse, build with every entry's own text; the output is the input, byte for
//!   byte (XLIFF: plus the target-language attribute a file without one gets; a format that
//!   rebuilds its files, GNU MO, which has no layout to keep: the same catalog, read back);
//! - **re-parse**: build with changed translations (quotes, backslashes, newlines, markup, RTL,
//!   emoji), parse the output, get the translations back; the output passes the format's
//!   independent validator (serde_json, roxmltree, GNU msgfmt); XML formats build twice stably;
//! - **edge cases**: rejected with a positioned error, or round-tripped where the profile allows;
//! - **hostile translations** (proptest, from each format's alphabet in
//!   `locforge_formats::check`, which the format author's kit shares): quotes, backslashes, `<`, `&`, `{`, `%`, `@`, `?`, `#`,
//!   `:`, newlines, leading/trailing spaces, RTL, emoji into a small document of each format.
//!
//! A format gets all of it by being registered and having a [`Profile`] here (its corpus folders,
//! the language an identity build uses, its validator); a registered format without a profile
//! fails `every_registered_format_has_a_profile`. Files that cannot meet an invariant are listed
//! with the reason in their profile, and each listed file must still fail it: nothing is skipped
//! silently. What is specific to one format (samples, error messages, detection, encodings made
//! up in memory, cross-language builds, fuzzing) stays in that format's own test file.

#[path = "support/html5lib.rs"]
mod html5lib;
#[path = "support/configparser.rs"]
mod ini_check;
#[path = "support/markdown_it.rs"]
mod markdown_it;
#[path = "support/gettext_mo.rs"]
mod mo_check;
#[path = "support/openpyxl.rs"]
mod openpyxl;
#[path = "support/php.rs"]
mod php_check;
#[path = "support/python_docx.rs"]
mod python_docx;
mod support;
#[path = "support/tomllib.rs"]
mod tomllib_check;
#[path = "support/lconvert.rs"]
mod ts_check;

use std::collections::{BTreeSet, HashMap};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use locforge_formats::{
    Format, Language, ParseContext, Parsed, PluralCategory, Registry, Text, Translation,
    TranslationStatus,
};
use proptest::prelude::*;
use support::*;

use PluralCategory::*;

const EN: &[PluralCategory] = &[One, Other];

/// Which corpus files belong to a format.
#[derive(Clone, Copy)]
enum Files {
    /// Regular files under these folders with these extensions; edge cases of `edges` folders.
    Folders {
        regular: &'static [&'static str],
        exts: &'static [&'static str],
        edges: &'static [&'static str],
    },
    /// XLIFF files of both XLIFF folders that the registry detects as the format (the version
    /// is in the root element); edge cases of the folder named like the format.
    DetectedXliff,
}

/// What an edge-case file must do.
#[derive(Clone, Copy)]
enum Edge {
    /// The format has no edge cases (the list must be empty).
    None,
    /// Rejected with a line, a column and a message that says what was expected.
    Rejected,
    /// Rejected like [`Edge::Rejected`], or, for the listed paths only, round-tripped.
    RejectedOrIdentity(&'static [&'static str]),
    /// Rejected with a position, or round-tripped like a regular file (XML identity).
    RejectedOrXmlIdentity,
}

/// How one registered format meets the corpus.
struct Profile {
    key: &'static str,
    files: Files,
    /// The language an identity build uses; `Err` (with why) when no one language can give the
    /// file back (such files must be listed in `identity_exceptions`).
    identity_target: fn(&Parsed, &[u8]) -> Result<Language, String>,
    /// XML formats that declare the target language in this attribute: identity expects it
    /// inserted where the file has none.
    xml_lang_attr: Option<&'static str>,
    /// Regular files the parser rejects (with a positioned error), with the reason.
    rejected: &'static [(&'static str, &'static str)],
    /// Files whose identity build cannot be byte-identical, with the reason.
    identity_exceptions: &'static [(&'static str, &'static str)],
    /// Target languages of the re-parse step.
    reparse_targets: fn(&Parsed, &[u8]) -> Vec<Language>,
    /// The translation of entry `i` with source text `s` in the re-parse step.
    reparse_text: fn(usize, &str) -> String,
    /// Also re-parse as a translation upload (the request's target as the parse context).
    as_translation: bool,
    /// Files whose re-parse cannot give every translation back, with the reason.
    reparse_exceptions: &'static [(&'static str, &'static str)],
    /// Building the built file again with the same translations gives the same bytes.
    stable_rebuild: bool,
    /// The independent validator of a built file (`name`, input, output); returns whether it
    /// could check (an external tool may be missing or the input itself invalid for it).
    validate: fn(&str, &[u8], &[u8]) -> bool,
    /// At least this many re-parsed builds were checked by the validator.
    min_validated: usize,
    edge: Edge,
    min_edges: usize,
    /// At least this many regular files and identity-checked strings.
    min_files: usize,
    min_strings: usize,
    /// A small document of the format for the hostile-translation proptest.
    hostile_doc: &'static str,
    /// Target languages of the hostile-translation proptest.
    hostile_targets: fn() -> Vec<Language>,
    /// An independent look at the hostile build: `text` is what every entry was translated to.
    hostile_oracle: fn(&[u8], &str),
    /// Wraps a hostile text before it is used (PO: an empty msgstr means untranslated, and
    /// msgfmt wants leading/trailing newlines to match the msgid).
    hostile_wrap: fn(&str) -> String,
}

// ---------------------------------------------------------------------------------------------
// Per-format pieces.

fn own_plurals(parsed: &Parsed, _: &[u8]) -> Result<Language, String> {
    file_plural_language(parsed.language.as_deref().unwrap_or("xx"), parsed)
}

fn de_en(_: &Parsed, _: &[u8]) -> Result<Language, String> {
    Ok(lang("de", EN))
}

fn po_identity(parsed: &Parsed, src: &[u8]) -> Result<Language, String> {
    Ok(po_own_language(parsed, src))
}

fn android_identity(parsed: &Parsed, _: &[u8]) -> Result<Language, String> {
    Ok(lang("xx", &file_categories(&parsed.entries)))
}

fn only_de(_: &Parsed, _: &[u8]) -> Vec<Language> {
    vec![lang("de", EN)]
}

fn json_targets(_: &Parsed, _: &[u8]) -> Vec<Language> {
    vec![
        lang("de", &[One, Other]),
        lang("ru", &[One, Few, Many, Other]),
        lang("ja", &[Other]),
        lang("ar", &PluralCategory::ALL),
    ]
}

fn po_targets(parsed: &Parsed, src: &[u8]) -> Vec<Language> {
    vec![po_own_language(parsed, src)]
}

fn android_targets(_: &Parsed, _: &[u8]) -> Vec<Language> {
    vec![
        lang("t", EN),
        lang("t", &[Zero, One, Two, Few, Many, Other]),
        lang("t", &[Other]),
    ]
}

fn de_only() -> Vec<Language> {
    vec![lang("de", EN)]
}

fn json_text(i: usize, s: &str) -> String {
    format!("«{i}» {s} \"ü\\\n")
}

fn po_text(i: usize, s: &str) -> String {
    same_ends(s, format!("«{i}» {s} \"ü\\\nx"))
}

fn xml_text(i: usize, s: &str) -> String {
    format!("«{i}» {s} <b>&amp; \"ü\\\n 😀 \u{05d0}")
}

/// A translation that exercises both Android escaping layers while keeping the source's markup.
fn android_text(i: usize, s: &str) -> String {
    match i % 5 {
        0 => format!("«{i}» {s} \"ü\\\n"),
        1 => format!("@{s}  it's <x> & </b> ?"),
        2 => format!("  {s}\t]]> &amp; 😀\u{202e}א "),
        3 => format!("?{s}%1$s {{n}} #:"),
        _ => s.to_string() + " \u{1}\r",
    }
}

fn json_valid(name: &str, _: &[u8], out: &[u8]) -> bool {
    serde_json::from_slice::<serde_json::Value>(out)
        .unwrap_or_else(|e| panic!("{name}: serde_json rejects the build: {e}"));
    true
}

fn po_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    if !msgfmt_available() || src.starts_with(b"\xEF\xBB\xBF") || msgfmt_ok(src).is_err() {
        return false;
    }
    msgfmt_ok(out).unwrap_or_else(|e| panic!("{name}: msgfmt rejects the build: {e}"));
    true
}

fn xml_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    assert_encoding_kept(name, src, out);
    assert_well_formed(name, out);
    true
}

/// UTF-8, well-formed for roxmltree, and every resource name of the input still there.
fn android_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    let text = std::str::from_utf8(out).unwrap_or_else(|e| panic!("{name}: output not UTF-8: {e}"));
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let doc = roxmltree::Document::parse(text)
        .unwrap_or_else(|e| panic!("{name}: output is not well-formed XML: {e}"));
    let names: BTreeSet<&str> = doc
        .descendants()
        .filter(|n| {
            n.has_tag_name("string") || n.has_tag_name("plurals") || n.has_tag_name("string-array")
        })
        .filter_map(|n| n.attribute("name"))
        .collect();
    let android = Registry::builtin();
    let format = android.get("android").expect("android is registered");
    let parsed = format
        .parse_all(src, &ParseContext::default())
        .expect("the input parses");
    for e in &parsed.entries {
        let base = e.identifier.split('[').next().unwrap_or("");
        assert!(names.contains(base), "{name}: {base} lost");
    }
    true
}

/// serde_json reads a RESJSON build when the input was plain JSON (RESJSON allows comments,
/// which no JSON reader takes).
fn resjson_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    let strip = |b: &[u8]| -> Vec<u8> { b.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(b).to_vec() };
    if serde_json::from_slice::<serde_json::Value>(&strip(src)).is_err() {
        return false;
    }
    json_valid(name, src, &strip(out))
}

/// Python's `tomllib` reads the build with the texts our parse of it gives.
fn toml_valid(name: &str, _: &[u8], out: &[u8]) -> bool {
    tomllib_check::assert_tomllib_agrees(name, out);
    true
}

const TOML_SAMPLE: &str = "# Strings\ntitle = \"Hello\"\nraw = 'C:\\x'\nn = 3\n\n[menu]\nopen = \"\"\"\nOpen\"\"\"\nlit = '''\nyes'''\n\n[cats]\ndescription = \"Cats\"\none = \"{{.Count}} cat\"\nother = \"{{.Count}} cats\"\n";

fn json_value(out: &[u8]) -> serde_json::Value {
    serde_json::from_slice(out).expect("valid JSON for serde_json")
}

fn xliff_targets_oracle(out: &[u8], text: &str) {
    let out = std::str::from_utf8(out).expect("utf-8");
    let doc = roxmltree::Document::parse(out).expect("well-formed for roxmltree");
    let targets: Vec<String> = doc
        .descendants()
        .filter(|n| n.has_tag_name("target"))
        .map(|n| {
            n.descendants()
                .filter(|d| d.is_text())
                .map(|d| d.text().unwrap_or(""))
                .collect()
        })
        .collect();
    assert_eq!(targets.len(), 2);
    // Without inline tags in the text, the oracle's text equals the translation.
    if !text.contains('<') {
        for t in &targets {
            assert_eq!(t, text);
        }
    }
}

// resx ----------------------------------------------------------------------------------------

/// A translation with XML's special characters, a CR, `]]>`, edge spaces, RTL and emoji.
fn resx_text(i: usize, s: &str) -> String {
    format!(" «{i}» {s} <b>&amp; \"ü\\\r\n]]> 😀 \u{05d0} ")
}

/// The `<data>` elements directly under `<root>` of a resx document, by name.
fn resx_data<'a, 'i>(
    doc: &'a roxmltree::Document<'i>,
) -> std::collections::HashMap<&'a str, roxmltree::Node<'a, 'i>> {
    doc.root_element()
        .children()
        .filter(|n| n.has_tag_name("data"))
        .filter_map(|n| n.attribute("name").map(|name| (name, n)))
        .collect()
}

/// The independent check of a resx build: roxmltree parses the output; the `<value>` text of
/// every string entry of `src` is `expect(i, source text)` (a missing `<value>` reads as empty);
/// every other `<data>` (typed, designer) is byte-identical to the input's.
fn resx_check(name: &str, src: &[u8], out: &[u8], expect: &dyn Fn(usize, &str) -> String) {
    let resx = Registry::builtin();
    let format = resx.get("resx").expect("resx is registered");
    let parsed = format
        .parse_all(src, &ParseContext::default())
        .expect("the input parses");
    let (src_text, out_text) = (decode_xml(src), decode_xml(out));
    let src_doc = roxmltree::Document::parse(&src_text)
        .unwrap_or_else(|e| panic!("{name}: roxmltree rejects the input: {e}"));
    let out_doc = roxmltree::Document::parse(&out_text)
        .unwrap_or_else(|e| panic!("{name}: roxmltree rejects the build: {e}"));
    let (before, after) = (resx_data(&src_doc), resx_data(&out_doc));
    assert_eq!(before.len(), after.len(), "{name}: <data> count changed");
    let strings: std::collections::HashMap<&str, usize> = parsed
        .entries
        .iter()
        .enumerate()
        .map(|(i, e)| (e.identifier.as_ref(), i))
        .collect();
    for (data_name, node) in &after {
        match strings.get(data_name) {
            Some(&i) => {
                let value: String = node
                    .children()
                    .find(|c| c.has_tag_name("value"))
                    .map(|v| {
                        v.descendants()
                            .filter(|d| d.is_text())
                            .filter_map(|d| d.text())
                            .collect()
                    })
                    .unwrap_or_default();
                let want = expect(i, parsed.entries[i].text.main());
                assert_eq!(value, want, "{name}: value of `{data_name}`");
            }
            None => {
                let old = before
                    .get(data_name)
                    .unwrap_or_else(|| panic!("{name}: `{data_name}` appeared"));
                assert_eq!(
                    &out_text[node.range()],
                    &src_text[old.range()],
                    "{name}: skipped resource `{data_name}` changed"
                );
            }
        }
    }
}

fn resx_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    assert_encoding_kept(name, src, out);
    resx_check(name, src, out, &resx_text);
    true
}

const RESX_SAMPLE: &str = "\u{feff}<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<root>\r\n  <!-- <data name=\"commented\"><value>x</value></data> -->\r\n  <xsd:schema id=\"root\" xmlns=\"\" xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\">\r\n    <xsd:element name=\"root\" />\r\n  </xsd:schema>\r\n  <resheader name=\"resmimetype\">\r\n    <value>text/microsoft-resx</value>\r\n  </resheader>\r\n  <data name=\"Plain\" xml:space=\"preserve\">\r\n    <value>Hello &amp; welcome</value>\r\n    <comment>Greeting</comment>\r\n  </data>\r\n  <data name=\"Empty\"><value /></data>\r\n  <data name=\"NoValue\"><comment>none yet</comment></data>\r\n  <data name=\"Bare\"/>\r\n  <data name=\"Typed\" type=\"System.String, mscorlib\"><value>typed string</value></data>\r\n  <data name=\"Size\" type=\"System.Drawing.Size, System.Drawing\">\r\n    <value>75, 23</value>\r\n  </data>\r\n  <data name=\"Icon\" mimetype=\"application/x-microsoft.net.object.bytearray.base64\">\r\n    <value>AAAB</value>\r\n  </data>\r\n  <data name=\"&gt;&gt;btn.Name\" xml:space=\"preserve\"><value>btn</value></data>\r\n  <data name=\"$this.Text\" xml:space=\"preserve\"><value>Form</value></data>\r\n</root>\r\n";

/// A translation that exercises YAML's quoting rules: line breaks, `: `/` #`, a leading `-`,
/// numbers and YAML 1.1 booleans (the Norway problem), a Symfony pipe plural, tabs, RTL.
fn yaml_text(i: usize, s: &str) -> String {
    match i % 8 {
        0 => format!("«{i}» {s} \"ü\\\n"),
        1 => format!("{s}: #{i}"),
        2 => format!("- {s} 'x'"),
        3 => format!("{i}"),
        4 => ["yes", "No", "on", "~", "null", "y", "0x1F", "2024-01-01"][i / 8 % 8].to_string(),
        5 => format!("  {s}\t😀\u{202e}א "),
        6 => format!("{{0}} none|{{1}} one|]1,Inf[ {s} %count% {i}"),
        _ => format!("{s}\nline {i}\n"),
    }
}

/// Languages without a CLDR `zero`: the suite parses without languages, where a plural map's
/// `zero` member is a string of its own (`plural_zero`), while a build for a language with `zero`
/// is parsed for that language, as the engine does (tested in `tests/yaml.rs`).
fn yaml_targets(_: &Parsed, _: &[u8]) -> Vec<Language> {
    vec![
        lang("de", &[One, Other]),
        lang("ru", &[One, Few, Many, Other]),
        lang("ja", &[Other]),
    ]
}

/// What PyYAML must read in a built YAML file: every entry of the source, translated by
/// `yaml_text`, for the plural categories the build wrote.
fn yaml_expectations(src: &[u8], out: &[u8]) -> (Option<String>, Vec<(String, YamlExpect)>) {
    let format = locforge_formats::Yaml;
    let before = format
        .parse_all(src, &ParseContext::default())
        .expect("the input parses");
    let after = format
        .parse_all(out, &ParseContext::default())
        .expect("the output parses");
    let expect = before
        .entries
        .iter()
        .zip(&after.entries)
        .enumerate()
        .map(|(i, (b, a))| {
            let e = match (&b.text, &a.text) {
                (locforge_formats::Text::Plural(m), locforge_formats::Text::Plural(built)) => {
                    YamlExpect::Plural(
                        built
                            .keys()
                            .map(|c| (*c, yaml_text(i, m.get(c).map_or(b.text.main(), |t| t))))
                            .collect(),
                    )
                }
                _ => YamlExpect::Text(yaml_text(i, b.text.main())),
            };
            (yaml_key_path(&b.identifier), e)
        })
        .collect();
    (after.language, expect)
}

/// The key path PyYAML flattens a string's value to: a plural's `zero` kept apart as
/// `<id>#zero` is the map's `zero` member.
fn yaml_key_path(id: &str) -> String {
    match id.strip_suffix("#zero") {
        Some(base) => format!("{base}.zero"),
        None => id.to_string(),
    }
}

fn yaml_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    let (root, expect) = yaml_expectations(src, out);
    pyyaml_check(out, root.as_deref(), &expect).unwrap_or_else(|e| {
        panic!(
            "{name}: PyYAML reads the build differently: {e}\n{}",
            String::from_utf8_lossy(out)
        )
    })
}

const YAML_SAMPLE: &str = "en:\n  # Greeting\n  plain: Hello\n  single: 'It''s'\n  double: \"Say \\\"hi\\\"\"\n  block: |\n    Line one\n    Line two\n  folded: >-\n    Folded\n    text\n  items:\n    - one\n  flow: [a, 'b']\n  files:\n    one: '%{count} file'\n    other: '%{count} files'\n  n: 3\n  anchor: &a Base\n  alias: *a\n";

// Fluent.

/// Regular Fluent files the parser refuses: the reference fixtures whose AST has Junk (Fluent's
/// parsers skip a broken entry as Junk; locforge refuses the file with a position).
const FLUENT_REJECTED: &[(&str, &str)] = &[
    (
        "projectfluent/benchmarks/gecko_strings.ftl",
        "`default-content-process-count` (line 548) has attributes but no `=` (pre-1.0 syntax); the reference parser makes it Junk",
    ),
    (
        "projectfluent/fixtures/astral.ftl",
        "Junk fixture: identifiers with astral characters (`err-😂`)",
    ),
    (
        "projectfluent/fixtures/call_expressions.ftl",
        "Junk fixture: malformed function calls and arguments",
    ),
    (
        "projectfluent/fixtures/callee_expressions.ftl",
        "Junk fixture: messages, terms and lower-case names called as functions",
    ),
    (
        "projectfluent/fixtures/comments.ftl",
        "Junk fixture: `#` without a space before the comment text",
    ),
    (
        "projectfluent/fixtures/cr_err_literal.ftl",
        "Junk fixture: bare CR line ends, so the string literal runs to the end of the file",
    ),
    (
        "projectfluent/fixtures/cr_err_selector.ftl",
        "Junk fixture: bare CR line ends, so the variants are on the selector's line",
    ),
    (
        "projectfluent/fixtures/crlf.ftl",
        "Junk fixture: a string literal broken by a CRLF line end",
    ),
    (
        "projectfluent/fixtures/eof_id.ftl",
        "Junk fixture: the file ends after a message identifier",
    ),
    (
        "projectfluent/fixtures/eof_id_equals.ftl",
        "Junk fixture: the file ends after `id =`",
    ),
    (
        "projectfluent/fixtures/eof_junk.ftl",
        "Junk fixture: the file ends with `000`",
    ),
    (
        "projectfluent/fixtures/escaped_characters.ftl",
        "Junk fixture: unknown escapes in string literals",
    ),
    (
        "projectfluent/fixtures/junk.ftl",
        "Junk fixture: broken placeables and non-ASCII identifiers",
    ),
    (
        "projectfluent/fixtures/leading_dots.ftl",
        "Junk fixture: continuation lines starting with `.` read as attributes without `=`",
    ),
    (
        "projectfluent/fixtures/member_expressions.ftl",
        "Junk fixture: term attributes used as placeables",
    ),
    (
        "projectfluent/fixtures/messages.ftl",
        "Junk further down (its `key02` defined twice is one string, not a refusal)",
    ),
    (
        "projectfluent/fixtures/mixed_entries.ftl",
        "Junk fixture: an indented line between entries",
    ),
    (
        "projectfluent/fixtures/numbers.ftl",
        "Junk fixture: malformed number literals",
    ),
    (
        "projectfluent/fixtures/obsolete.ftl",
        "Junk fixture: pre-1.0 syntax (sections, tags, variant lists)",
    ),
    (
        "projectfluent/fixtures/placeables.ftl",
        "Junk fixture: unmatched braces",
    ),
    (
        "projectfluent/fixtures/reference_expressions.ftl",
        "Junk fixture: a message reference as a selector",
    ),
    (
        "projectfluent/fixtures/select_expressions.ftl",
        "Junk fixture: invalid selectors, a missing line end before `}`",
    ),
    (
        "projectfluent/fixtures/select_indent.ftl",
        "Junk fixture: a variant's continuation line without indentation",
    ),
    (
        "projectfluent/fixtures/special_chars.ftl",
        "Junk fixture: continuation lines starting with `[`, `*` or `.`",
    ),
    (
        "projectfluent/fixtures/tab.ftl",
        "Junk fixture: tabs used as blanks",
    ),
    (
        "projectfluent/fixtures/terms.ftl",
        "Junk fixture: terms without a value",
    ),
    (
        "projectfluent/fixtures/variables.ftl",
        "Junk fixture: `$` without a variable name",
    ),
    (
        "projectfluent/fixtures/variant_keys.ftl",
        "Junk fixture: malformed variant keys",
    ),
];

/// Languages without a CLDR `zero`: the suite parses without languages, where a select's
/// `[zero]` variant is a string of its own (`plural_zero`), while a build for a language with
/// `zero` is parsed for that language, as the engine does (tested in `tests/fluent.rs`).
fn fluent_targets(_: &Parsed, _: &[u8]) -> Vec<Language> {
    vec![
        lang("de", &[One, Other]),
        lang("ru", &[One, Few, Many, Other]),
        lang("ja", &[Other]),
    ]
}

/// A translation that needs Fluent's escapes: stray braces, a continuation line starting with
/// `[`, `*` or `.`, leading and trailing spaces; placeables of the source are kept.
fn fluent_text(i: usize, s: &str) -> String {
    match i % 4 {
        0 => format!("«{i}» {s} {{ }} \"ü\\"),
        1 => format!("  {s}\n[x] *y\n.z  "),
        2 => format!("{s}\n\n  indented\n{{"),
        _ => format!("\n{s} 😀 \u{05d0}\n"),
    }
}

/// `fluent.syntax` reads the build without Junk, with the same ids and plain values.
fn fluent_valid(name: &str, _: &[u8], out: &[u8]) -> bool {
    let parsed = Registry::builtin()
        .get("fluent")
        .expect("fluent is registered")
        .parse_all(out, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{name}: the build does not parse: {e}"));
    assert_fluent_syntax_agrees(name, out, &parsed)
}

const FLUENT_SAMPLE: &str = "### Resource comment\n\n# Greeting\nhello = Hello { $name }!\nmulti =\n    Line one\n      Line two\n    .title = Title\n-brand = Firefox\n    .gender = masculine\n\n## Group\n\nfiles =\n    { $n ->\n        [one] One file\n       *[other] { $n } files\n    }\nraw = { $n ->\n        [0] None\n       *[other] Some\n    }\nattrs-only =\n    .label = Label\n";

/// A translation that exercises the escapes of `.properties`: a leading space and separator
/// characters, trailing backslashes, line breaks, tabs, form feeds, comment marks at the start,
/// Latin-1 and non-Latin-1 characters, RTL.
fn properties_text(i: usize, s: &str) -> String {
    match i % 4 {
        0 => format!(" «{i}» {s} \"ü\\\n"),
        1 => format!("={s}:#! \t😀\u{100}\\"),
        2 => format!("#{s}\r\n\u{c}é\n  x"),
        _ => format!("{s} ЖЖ \u{202e}א "),
    }
}

/// The built file read by the independent Java-semantics reader gives our parse's keys and
/// values in order; an ASCII file stays ASCII, a UTF-8 one UTF-8, an ISO-8859-1 one ISO-8859-1;
/// BOM and line ends are kept.
fn properties_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    assert_encoding_kept(name, src, out);
    if src.is_ascii() {
        assert!(out.is_ascii(), "{name}: an ASCII file got non-ASCII bytes");
    } else if std::str::from_utf8(src).is_ok() {
        assert!(
            std::str::from_utf8(out).is_ok(),
            "{name}: a UTF-8 file got invalid UTF-8"
        );
    } else {
        assert!(
            std::str::from_utf8(out).is_err(),
            "{name}: an ISO-8859-1 file became UTF-8"
        );
    }
    let Some(read) = java_properties_read(out) else {
        return false;
    };
    let (_, pairs) =
        read.unwrap_or_else(|e| panic!("{name}: the Java-semantics reader rejects the build: {e}"));
    let format = Registry::builtin();
    let parsed = format
        .get("properties")
        .expect("registered")
        .parse_all(out, &ParseContext::default())
        .expect("the build parses");
    assert_eq!(pairs.len(), parsed.entries.len(), "{name}: entry count");
    for ((k, v), e) in pairs.iter().zip(&parsed.entries) {
        let same_key = e.identifier == *k
            || e.identifier
                .strip_prefix(k.as_str())
                .is_some_and(|r| r.starts_with('#'));
        assert!(
            same_key,
            "{name}: Java reads key {k:?}, we read {:?}",
            e.identifier
        );
        assert_eq!(e.text.main(), v, "{name}: value of {k:?}");
    }
    true
}

/// A small UTF-8 document with every separator, an escaped key, a `\u`-escaped value, a key
/// alone, an empty value, continuation lines and CRLF.
const PROPERTIES_SAMPLE: &str = "# Greeting shown on start\ngreeting = Hello\nkey\\ with\\ spaces: spaced\n  indented\tvalue\r\nescaped=caf\\u00e9\nraw=café\nbare\nmulti = first\\n\\\n        second\r\nempty=\n! the end\n";

// INI. The validator compares a build with Python's `configparser` (go-ini's quoting applied)
// on the files it reads; texts with a line break go into `` ` `` or `"""` values, which
// configparser does not read, so the re-parse texts have none (the INI tests cover them).

/// A document with keys before any section, both comment markers, every quoting, an empty value,
/// a line kept unread, a repeated key and CRLF lines.
const INI_SAMPLE: &str = "; top comment\ntitle = Hello\n\n[main]\n# about greeting\ngreeting=\"Hi there\"\r\nsingle = 'x'\nraw = `a \"b\"` \nempty=\nno separator here\n[other]\n// StepMania comment\nkey: colon\nmain.greeting = dotted\n[main]\ngreeting=\"Hi there\"\n";

// mo ------------------------------------------------------------------------------------------

/// The PO text the MO hostile document is compiled from (by msgfmt): a plain message, one with
/// a context and a plural, all translated (an MO holds translated messages only).
const MO_HOSTILE_PO: &str = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\nmsgid \"x\"\nmsgstr \"X\"\n\nmsgctxt \"k\"\nmsgid \"y\"\nmsgstr \"Y\"\n\nmsgid \"z\"\nmsgid_plural \"zs\"\nmsgstr[0] \"Z\"\nmsgstr[1] \"Zs\"\n";

/// German and Slovenian (one, two, few, other: gettext has a form for each, unlike Russian's
/// three for CLDR's four), and Japanese (other only).
fn mo_targets(_: &Parsed, _: &[u8]) -> Vec<Language> {
    vec![
        lang("de", EN),
        lang("sl", &[One, Two, Few, Other]),
        lang("ja", &[Other]),
    ]
}

/// GNU `msgunfmt` and Python's `gettext` read the build as the catalog locforge reads.
fn mo_valid(name: &str, _: &[u8], out: &[u8]) -> bool {
    let ours = locforge_formats::Mo
        .parse_all(out, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let po = mo_check::msgunfmt(out)
        .unwrap_or_else(|e| panic!("{name}: msgunfmt refuses the build: {e}"));
    let theirs = locforge_formats::Po
        .parse_all(&po, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{name}: msgunfmt's output: {e}"));
    let texts = |p: &Parsed| -> Vec<(String, Option<Text<'static>>)> {
        p.entries
            .iter()
            .map(|e| {
                (
                    e.identifier.to_string(),
                    e.existing.as_ref().map(|t| t.text.clone()),
                )
            })
            .collect()
    };
    assert_eq!(
        texts(&ours),
        texts(&theirs),
        "{name}: msgunfmt reads another catalog"
    );
    let py = mo_check::python_catalog(out)
        .unwrap_or_else(|e| panic!("{name}: Python's gettext refuses the build: {e}"));
    for e in &ours.entries {
        if let Some(Text::Plain(s)) = e.existing.as_ref().map(|t| &t.text) {
            assert_eq!(
                py.get(&(e.identifier.to_string(), None))
                    .map(String::as_str),
                Some(&**s),
                "{name}: Python's gettext reads `{}` otherwise",
                e.identifier
            );
        }
    }
    true
}

/// Python's `gettext` reads the hostile text for every message and plural form.
fn mo_hostile_oracle(out: &[u8], text: &str) {
    let py = mo_check::python_catalog(out).expect("Python's gettext reads the build");
    assert_eq!(py.len(), 4, "x, k EOT y and two forms of z");
    for v in py.values() {
        assert_eq!(v, text);
    }
}

fn ini_text(i: usize, s: &str) -> String {
    match i % 4 {
        0 => format!(" «{i}» {s} \"ü\" "),
        1 => format!("'{s}'"),
        2 => format!("\"{s} = ; # [x] %s 'q'"),
        _ => format!("{s} ЖЖ \u{202e}א\t\\"),
    }
}

fn ini_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    assert_encoding_kept(name, src, out);
    assert!(std::str::from_utf8(out).is_ok(), "{name}: invalid UTF-8");
    let parsed = Registry::builtin()
        .get("ini")
        .expect("registered")
        .parse_all(out, &ParseContext::default())
        .expect("the build parses");
    let texts: HashMap<String, String> = parsed
        .entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
        .collect();
    if texts.values().any(|t| t.contains(['\n', '\r'])) {
        return false;
    }
    ini_check::assert_configparser_agrees(name, out, &texts)
}

// PHP arrays. The validator reads every build with PHP's own interpreter (`include`, the array
// walked into dotted identifiers) and compares it with locforge's re-parse of the same bytes.

/// A document with `declare`, both quote kinds, `array( )` in `[ ]`, implicit and integer keys,
/// a value that is no text, every comment kind, a repeated key and CRLF lines.
const PHP_SAMPLE: &str = "<?php\n\ndeclare(strict_types=1);\n\n// Greetings\nreturn [\n    'hello' => 'Hello',\r\n    # double\n    \"quoted\" => \"Say \\\"hi\\\"\\n\",\n    'auth' => array(\n        'failed' => 'No.', /* trailing */\n        'list' => ['a', 'b', 7 => 'c'],\n    ),\n    'count' => 3,\n    'hello' => 'Hello',\n];\n";

fn php_text(i: usize, s: &str) -> String {
    match i % 4 {
        0 => format!(" «{i}» {s} \"ü\" 'q' \\"),
        1 => format!("${s} {{$x}} \\$ \\\\ \n"),
        2 => format!("{s}\r\n\t\u{1}\u{1b}\u{7f} ?> <?php"),
        _ => format!("{s} ЖЖ \u{202e}א 😀 /* */ // #"),
    }
}

fn php_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    assert_encoding_kept(name, src, out);
    assert!(std::str::from_utf8(out).is_ok(), "{name}: invalid UTF-8");
    let parsed = Registry::builtin()
        .get("php")
        .expect("registered")
        .parse_all(out, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{name}: the build does not parse: {e}"));
    let texts: HashMap<String, String> = parsed
        .entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
        .collect();
    php_check::assert_php_agrees(name, out, &texts)
}

// CSV (multilingual). The suite's single-language build (a parse without targets) writes one
// language into the source column; the helpers below also run the engine's multilingual path
// (`render_language` per target + `assemble`) on the same files and check its output with
// Python's `csv`. The corpus files and the hostile document keep the key in column 1 and the
// source in column 2, which the Python checks rely on. A key/value file (Symfony's: no header,
// two columns) holds one language, so its multilingual build has one target, written into (and
// read back from) column 2; the rows the format keeps without reading (`#` keys, rows wider than
// the first) are left out of Python's rows as Symfony leaves them out.

/// A language code as a header cell names one (`es`, `pt_BR`).
fn csv_is_code(s: &str) -> bool {
    let mut parts = s.split(['-', '_']);
    let first = parts.next().unwrap_or("");
    (2..=3).contains(&first.len())
        && first.bytes().all(|b| b.is_ascii_alphabetic())
        && parts.all(|p| (2..=8).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// The rows Python reads (header included), or a naive split of the lines when python3 is missing.
fn csv_rows(src: &[u8]) -> Option<Vec<Vec<String>>> {
    csv_python_rows(src, csv_delimiter(src))
}

/// The translation languages of a file: first-row cells naming a language besides `en` for which
/// a parse with that target finds translations.
fn csv_file_languages(src: &[u8]) -> Vec<Language> {
    let format = locforge_formats::Csv::default();
    let text = String::from_utf8_lossy(src);
    let first_line = text
        .trim_start_matches('\u{feff}')
        .lines()
        .next()
        .unwrap_or("")
        .to_string();
    first_line
        .split(char::from(csv_delimiter(src)))
        .map(|c| c.trim().trim_matches('"').to_string())
        .filter(|c| csv_is_code(c) && c != "en")
        .map(|c| lang(&c, EN))
        .filter(|l| {
            let ctx = ParseContext {
                source: None,
                targets: std::slice::from_ref(l),
            };
            format
                .parse_all(src, &ctx)
                .is_ok_and(|p| p.entries.iter().any(|e| e.translations.contains_key(&l.id)))
        })
        .collect()
}

/// Identity through the multilingual path (all of the file's languages at once, with no
/// translations and with their own texts; each language alone), then the language of the
/// suite's single-language identity build.
fn csv_identity(_: &Parsed, src: &[u8]) -> Result<Language, String> {
    let format = locforge_formats::Csv::default();
    let langs = csv_file_languages(src);
    let ctx = ParseContext {
        source: None,
        targets: &langs,
    };
    let parsed = format.parse_all(src, &ctx).map_err(|e| e.to_string())?;
    let own: HashMap<String, HashMap<String, Translation<'static>>> = langs
        .iter()
        .map(|l| {
            let map = parsed
                .entries
                .iter()
                .filter_map(|e| {
                    Some((
                        e.identifier.to_string(),
                        e.translations.get(&l.id)?.clone().into_owned(),
                    ))
                })
                .collect();
            (l.id.clone(), map)
        })
        .collect();
    let none = HashMap::new();
    for (what, tr) in [("no translations", &none), ("their own texts", &own)] {
        let out = csv_build_multilingual(&format, src, &langs, tr);
        assert!(
            out == src,
            "multilingual identity with {what} for {langs:?} differs:\n{}",
            String::from_utf8_lossy(&out)
        );
        for l in &langs {
            let out = csv_build_multilingual(&format, src, std::slice::from_ref(l), tr);
            assert!(out == src, "identity for {} alone differs", l.id);
        }
    }
    Ok(lang("de", EN))
}

/// Python's data rows by key (column 1), past the header when `header`, blank rows and the rows
/// the format keeps without reading them left out (a `#` key, more cells than the first row, one
/// cell in a key/value file: the rows Symfony skips).
fn csv_rows_by_key(rows: &[Vec<String>], header: bool) -> HashMap<String, Vec<String>> {
    let width = rows.first().map_or(0, Vec::len);
    let key_value = !header && width <= 2;
    rows.iter()
        .skip(usize::from(header))
        .filter(|r| r.iter().any(|c| !c.is_empty()))
        .filter(|r| r.len() <= width && !(key_value && r.len() < 2) && !r[0].starts_with('#'))
        .map(|r| (r[0].clone(), r.clone()))
        .collect()
}

/// Checks a build with Python's `csv` and the multilingual path: Python reads the
/// single-language build `out` as our parser does; then `src` is built with new translations for
/// its own languages and two new ones (`de`, `pt-BR`), parsed back with those targets, and Python
/// finds each translation in its language's column.
fn csv_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    let format = locforge_formats::Csv::default();
    let Some(rows) = csv_rows(out) else {
        return false;
    };
    let parsed = format
        .parse_all(out, &ParseContext::default())
        .expect("the build parses");
    let header = rows.first().map(|r| r.first().map(String::as_str))
        != Some(parsed.entries.first().map(|e| &*e.identifier));
    let by_key = csv_rows_by_key(&rows, header);
    assert_eq!(
        by_key.len(),
        parsed.entries.len(),
        "{name}: Python reads another number of rows"
    );
    for e in &parsed.entries {
        let row = &by_key[&*e.identifier];
        assert_eq!(
            row.get(1).map(String::as_str).unwrap_or(""),
            e.text.main(),
            "{name}: {}",
            e.identifier
        );
    }

    // A key/value file (no header, two columns) holds one language: one target, in column 2.
    let key_value = !header && rows.first().is_some_and(|r| r.len() <= 2);
    let mut langs = csv_file_languages(src);
    let new_ids: &[&str] = if key_value { &["de"] } else { &["de", "pt-BR"] };
    for id in new_ids {
        if !langs.iter().any(|l| l.id == *id) {
            langs.push(lang(id, EN));
        }
    }
    let source = format
        .parse_all(src, &ParseContext::default())
        .expect("parses");
    let text = |l: &str, i: usize, s: &str| format!("{l} «{i}» {s} \"q\", ;\t\r\n=1+1 😀 \u{05d0}");
    let tr: HashMap<String, HashMap<String, Translation<'static>>> = langs
        .iter()
        .map(|l| {
            let map = source
                .entries
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    let t = Translation {
                        text: Text::plain(text(&l.id, i, e.text.main())),
                        status: TranslationStatus::default(),
                    };
                    (e.identifier.to_string(), t)
                })
                .collect();
            (l.id.clone(), map)
        })
        .collect();
    let built = csv_build_multilingual(&format, src, &langs, &tr);
    let ctx = ParseContext {
        source: None,
        targets: &langs,
    };
    let no_targets = ParseContext::default();
    let again = format
        .parse_all(&built, if key_value { &no_targets } else { &ctx })
        .unwrap_or_else(|e| panic!("{name}: multilingual build does not parse: {e}"));
    assert_eq!(ids(&again), ids(&source), "{name}: identifiers changed");
    for e in &again.entries {
        for l in &langs {
            // A key/value file's one column is read as the source text.
            let read = if key_value {
                Some(&e.text)
            } else {
                e.translations.get(&l.id).map(|t| &t.text)
            };
            assert_eq!(
                read,
                Some(&tr[&l.id][&*e.identifier].text),
                "{name}: {} {}",
                l.id,
                e.identifier
            );
        }
    }
    let rows = csv_rows(&built).expect("python3 ran before");
    let by_key = csv_rows_by_key(&rows, header);
    let mut sorted: Vec<&str> = langs.iter().map(|l| l.id.as_str()).collect();
    sorted.sort();
    for l in &langs {
        let col = if header {
            rows[0]
                .iter()
                .position(|c| c == &l.id)
                .unwrap_or_else(|| panic!("{name}: no `{}` column", l.id))
        } else if key_value {
            1
        } else {
            2 + sorted.iter().position(|s| *s == l.id).expect("listed")
        };
        for (key, t) in &tr[&l.id] {
            assert_eq!(
                Some(&Text::plain(by_key[key][col].clone())),
                Some(&t.text),
                "{name}: Python reads another `{}` for {key}",
                l.id
            );
        }
    }
    true
}

const CSV_HOSTILE: &str = "\u{feff}key;en;context;de\r\nk1;\"Hello; \"\"you\"\"\";Greeting;Hallo\r\nk2;plain;;\r\n\"k;3\";\"multi\r\nline\";;\"\"\r\n";

/// Python reads the hostile text in the source column of the single-language build, and in the
/// `de` (existing) and `fr` (new) columns of a multilingual build of the same document.
fn csv_hostile_oracle(out: &[u8], text: &str) {
    let Some(rows) = csv_python_rows(out, b';') else {
        return;
    };
    assert_eq!(rows.len(), 4, "{rows:?}");
    for r in &rows[1..] {
        assert_eq!(r[1], text);
    }
    let format = locforge_formats::Csv::default();
    let langs = [lang("fr", EN), lang("de", EN)];
    let all: HashMap<String, Translation<'static>> = ["k1", "k2", "k;3"]
        .iter()
        .map(|k| {
            (
                k.to_string(),
                Translation {
                    text: Text::plain(text.to_string()),
                    status: TranslationStatus::default(),
                },
            )
        })
        .collect();
    let tr = HashMap::from([("de".to_string(), all.clone()), ("fr".to_string(), all)]);
    let built = csv_build_multilingual(&format, CSV_HOSTILE.as_bytes(), &langs, &tr);
    let rows = csv_python_rows(&built, b';').expect("python3 ran before");
    assert_eq!(rows[0], ["key", "en", "context", "de", "fr"]);
    for r in &rows[1..] {
        assert_eq!(
            (r.len(), r[3].as_str(), r[4].as_str()),
            (5, text, text),
            "{}",
            String::from_utf8_lossy(&built)
        );
    }
    let again = format
        .parse_all(
            &built,
            &ParseContext {
                source: None,
                targets: &langs,
            },
        )
        .expect("the multilingual build parses");
    for e in &again.entries {
        for l in ["de", "fr"] {
            // An empty cell is no translation.
            let want = (!text.is_empty()).then(|| Text::plain(text.to_string()));
            assert_eq!(e.translations.get(l).map(|t| t.text.clone()), want);
        }
    }
}

const ANDROID_SAMPLE: &str = r#"<?xml version="1.0" encoding="utf-8"?>
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

// Apple `.strings` and `.stringsdict`.

/// A `.strings` translation with everything the format escapes (quotes of both kinds, the
/// backslash, line breaks, tabs, control characters) and what it must leave alone.
fn strings_text(i: usize, s: &str) -> String {
    format!("«{i}» {s} \"'\\\n\t\r%@ %1$d \\U00e9 /* x */ = ; \u{1} 😀 \u{05d0}")
}

/// BOM, encoding and line-end style of a `.strings` file survive; the output decodes in the
/// file's encoding. (No independent `.strings` reader exists off macOS: `plutil` is Apple's.)
fn strings_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    let utf16 = |b: &[u8]| b.starts_with(b"\xFF\xFE") || b.starts_with(b"\xFE\xFF");
    assert_eq!(utf16(src), utf16(out), "{name}: encoding changed");
    for bom in [&b"\xEF\xBB\xBF"[..], b"\xFF\xFE", b"\xFE\xFF"] {
        assert_eq!(
            src.starts_with(bom),
            out.starts_with(bom),
            "{name}: BOM changed"
        );
    }
    let text = decode_xml(out);
    if !utf16(out) {
        std::str::from_utf8(out).unwrap_or_else(|e| panic!("{name}: output is not UTF-8: {e}"));
    }
    assert!(!text.contains('\u{FFFD}'), "{name}: output does not decode");
    let src_text = decode_xml(src);
    if src_text.contains("\r\n") {
        assert!(text.contains("\r\n"), "{name}: CRLF lost");
    }
    true
}

const STRINGS_SAMPLE: &str = "// Header\n\n/* Title of the window */\n\"title\" = \"Hello \\\"world\\\"\";\n\n// one\n// two\nunquoted = value;\n'single' = 'it\\'s';\n\"shortcut\";\n\"tabs\"\t=\t\"a\\tb\\U00e9\"; // trailing\n";

fn stringsdict_identity(parsed: &Parsed, _: &[u8]) -> Result<Language, String> {
    file_plural_language("xx", parsed)
}

/// Languages without a CLDR `zero`: where the file's language has one, a `zero` string is a
/// plural form instead of an entry of its own, so the identifiers of a parse for such a target
/// differ from the source parse's (tested in `tests/stringsdict.rs`).
fn stringsdict_targets(_: &Parsed, _: &[u8]) -> Vec<Language> {
    vec![
        lang("de", EN),
        lang("ru", &[One, Few, Many, Other]),
        lang("ja", &[Other]),
    ]
}

fn stringsdict_text(i: usize, s: &str) -> String {
    format!("«{i}» {s} <b> & \"'\\\n\t%#@x@ %1$d 😀 \u{05d0}")
}

/// plistlib reads the build, and it holds the same root keys as the input.
fn stringsdict_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    assert_encoding_kept(name, src, out);
    if !python3_available() {
        return false;
    }
    let built =
        plistlib_json(out).unwrap_or_else(|e| panic!("{name}: plistlib rejects the build: {e}"));
    let keys = |v: &serde_json::Value| -> Vec<String> {
        v.as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default()
    };
    if let Ok(input) = plistlib_json(src) {
        assert_eq!(keys(&built), keys(&input), "{name}: root keys changed");
    }
    true
}

const STRINGSDICT_SAMPLE: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\t<!-- Files -->\n\t<key>files</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@files@</string>\n\t\t<key>files</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%d file</string>\n\t\t\t<key>zero</key>\n\t\t\t<string>No files</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%d files</string>\n\t\t</dict>\n\t</dict>\n\t<key>list</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>Your list has %#@items@ for %#@people@.</string>\n\t\t<key>items</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%d item</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%d items</string>\n\t\t</dict>\n\t\t<key>people</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n\t\t\t<key>one</key>\n\t\t\t<string>one person</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%d people</string>\n\t\t</dict>\n\t</dict>\n\t<key>width</key>\n\t<dict>\n\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t<dict>\n\t\t\t<key>20</key>\n\t\t\t<string>Short</string>\n\t\t\t<key>25</key>\n\t\t\t<string/>\n\t\t</dict>\n\t</dict>\n\t<key>plain</key>\n\t<string>Plain &amp; simple</string>\n</dict>\n</plist>\n";

/// Every format's profile. The registry decides which are run; each must be here.
fn profiles() -> Vec<Profile> {
    const JSON_ALL: Files = Files::Folders {
        regular: &["json"],
        exts: &["json", "arb"],
        edges: &["json"],
    };
    const PL: &str = "overseerr/src/i18n/locale/pl.json";
    const PL_WHY: &str =
        "a partly translated Polish file: most ICU plurals still hold the English \
        one/other, `components.TvDetails.network` holds one/few/other; a build for any one \
        language regenerates the plurals whose categories differ from that language's";
    let json_dialect =
        |key: &'static str,
         regular: &'static [&'static str],
         doc: &'static str,
         oracle: fn(&[u8], &str),
         identity_exceptions: &'static [(&'static str, &'static str)]| Profile {
            key,
            files: Files::Folders {
                regular,
                exts: &["json", "arb"],
                edges: &["json"],
            },
            identity_target: own_plurals,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions,
            reparse_targets: json_targets,
            reparse_text: json_text,
            as_translation: true,
            reparse_exceptions: &[],
            stable_rebuild: false,
            validate: json_valid,
            min_validated: 1,
            edge: Edge::Rejected,
            min_edges: 2,
            min_files: 1,
            min_strings: 1,
            hostile_doc: doc,
            hostile_targets: de_only,
            hostile_oracle: oracle,
            hostile_wrap: str::to_string,
        };
    let xliff = |key: &'static str,
                 attr: &'static str,
                 doc: &'static str,
                 min_files: usize,
                 min_strings: usize,
                 min_edges: usize| Profile {
        key,
        files: Files::DetectedXliff,
        identity_target: de_en,
        xml_lang_attr: Some(attr),
        rejected: &[],
        identity_exceptions: &[],
        reparse_targets: only_de,
        reparse_text: xml_text,
        as_translation: false,
        reparse_exceptions: &[],
        stable_rebuild: true,
        validate: xml_valid,
        min_validated: min_files,
        edge: Edge::RejectedOrXmlIdentity,
        min_edges,
        min_files,
        min_strings,
        hostile_doc: doc,
        hostile_targets: de_only,
        hostile_oracle: xliff_targets_oracle,
        hostile_wrap: str::to_string,
    };
    vec![
        Profile {
            min_files: 160,
            min_strings: 10_000,
            min_validated: 160,
            ..json_dialect(
                "json",
                &["json"],
                "{\n  \"a\": {\"b\": \"x\"},\n  \"c\": [\"y\"]\n}\n",
                |out, text| assert_eq!(json_value(out)["a"]["b"].as_str(), Some(text)),
                &[(PL, PL_WHY)],
            )
        },
        Profile {
            files: JSON_ALL,
            identity_target: de_en,
            reparse_targets: only_de,
            as_translation: false,
            min_files: 160,
            min_strings: 10_000,
            min_validated: 160,
            ..json_dialect(
                "json-reference",
                &["json"],
                "{\n  \"a\": \"x\",\n  \"b.c\": \"y\"\n}\n",
                |out, text| assert_eq!(json_value(out)["a"].as_str(), Some(text)),
                &[],
            )
        },
        Profile {
            min_files: 30,
            min_strings: 1_000,
            ..json_dialect(
                "i18next",
                &["json/i18next"],
                "{\n  \"a\": {\n    \"k_one\": \"x\",\n    \"k_other\": \"y\"\n  },\n  \"p\": \"z\"\n}\n",
                |out, text| {
                    let v = json_value(out);
                    assert_eq!(v["p"].as_str(), Some(text));
                    assert_eq!(v["a"]["k_other"].as_str(), Some(text));
                },
                &[],
            )
        },
        Profile {
            min_files: 29,
            min_strings: 1_000,
            ..json_dialect(
                "arb",
                &["json/arb"],
                "{\n  \"@@locale\": \"en\",\n  \"t\": \"x\",\n  \"@t\": {\"description\": \"d\"}\n}\n",
                |out, text| {
                    let v = json_value(out);
                    assert_eq!(v["@@locale"].as_str(), Some("de"));
                    assert_eq!(v["t"].as_str(), Some(text));
                    assert_eq!(v["@t"]["description"].as_str(), Some("d"));
                },
                &[],
            )
        },
        Profile {
            min_files: 5,
            min_strings: 1_000,
            ..json_dialect(
                "formatjs",
                &["json/formatjs"],
                "{\"a.b\": {\"defaultMessage\": \"x\", \"description\": \"d\"}, \"f\": \"flat\"}",
                |out, text| {
                    let v = json_value(out);
                    assert_eq!(v["a.b"]["defaultMessage"].as_str(), Some(text));
                    assert_eq!(v["a.b"]["description"].as_str(), Some("d"));
                    assert_eq!(v["f"].as_str(), Some(text));
                },
                &[(PL, PL_WHY)],
            )
        },
        Profile {
            min_files: 2,
            min_strings: 10,
            min_validated: 2,
            // Read back as an upload in the target language (`as_translation`): which suffixes a
            // file uses depends on it. Russian `other` (fractions) has no v3 form.
            as_translation: true,
            reparse_targets: |_, _| {
                vec![
                    lang("de", &[One, Other]),
                    lang("ja", &[Other]),
                    lang("ar", &PluralCategory::ALL),
                ]
            },
            ..json_dialect(
                "i18next-v3",
                &["json/i18next/react-i18next"],
                "{\n  \"a\": {\n    \"k\": \"x\",\n    \"k_plural\": \"y\"\n  },\n  \"p\": \"z\"\n}\n",
                |out, text| {
                    let v = json_value(out);
                    assert_eq!(v["p"].as_str(), Some(text));
                    assert_eq!(v["a"]["k_plural"].as_str(), Some(text));
                },
                &[],
            )
        },
        Profile {
            min_files: 5,
            min_strings: 20,
            min_validated: 5,
            ..json_dialect(
                "webext",
                &["json/webext"],
                "{\n  \"a\": {\"message\": \"x\", \"description\": \"d\"},\n  \"b\": {\n    \"message\": \"y $P$\",\n    \"placeholders\": {\"p\": {\"content\": \"$1\"}}\n  }\n}\n",
                |out, text| {
                    let v = json_value(out);
                    assert_eq!(v["a"]["message"].as_str(), Some(text));
                    assert_eq!(v["a"]["description"].as_str(), Some("d"));
                    assert_eq!(v["b"]["message"].as_str(), Some(text));
                    assert_eq!(v["b"]["placeholders"]["p"]["content"].as_str(), Some("$1"));
                },
                &[],
            )
        },
        Profile {
            files: Files::Folders {
                regular: &["json/resjson"],
                exts: &["resjson"],
                edges: &["json/resjson"],
            },
            edge: Edge::None,
            min_edges: 0,
            min_files: 5,
            min_strings: 200,
            // Files with comments are no JSON for serde_json: only the others are read by it.
            validate: resjson_valid,
            min_validated: 4,
            ..json_dialect(
                "resjson",
                &[],
                "{\n  \"a\": \"x\",\n  \"_a.comment\": \"c\",\n  \"ui/b\": \"y\"\n}\n",
                |out, text| {
                    let v = json_value(out);
                    assert_eq!(v["a"].as_str(), Some(text));
                    assert_eq!(v["_a.comment"].as_str(), Some("c"));
                    assert_eq!(v["ui/b"].as_str(), Some(text));
                },
                &[],
            )
        },
        Profile {
            min_files: 5,
            min_strings: 100,
            min_validated: 5,
            // Not Japanese: a build for a language whose only category is `other` writes a plural
            // message with `other` alone, which reads back as a plain string (go-i18n files
            // cannot tell the two apart; tests/json_message_dialects.rs checks that case).
            reparse_targets: |_, _| {
                vec![
                    lang("de", &[One, Other]),
                    lang("ru", &[One, Few, Many, Other]),
                    lang("ar", &PluralCategory::ALL),
                ]
            },
            ..json_dialect(
                "go-i18n",
                &["json/go-i18n"],
                "{\n  \"a\": \"x\",\n  \"p\": {\n    \"description\": \"d\",\n    \"hash\": \"h\",\n    \"one\": \"o\",\n    \"other\": \"y\"\n  }\n}\n",
                |out, text| {
                    let v = json_value(out);
                    assert_eq!(v["a"].as_str(), Some(text));
                    assert_eq!(v["p"]["other"].as_str(), Some(text));
                    assert_eq!(v["p"]["hash"].as_str(), Some("h"));
                    assert_eq!(v["p"]["description"].as_str(), Some("d"));
                },
                &[],
            )
        },
        Profile {
            min_files: 8,
            min_strings: 1_500,
            min_validated: 8,
            ..json_dialect(
                "structured-json",
                &["json/structured"],
                "{\n  \"smartling\": {\"string_format\": \"icu\", \"variants_enabled\": true},\n  \"a\": {\"string\": \"x\", \"developer_comment\": \"d\"},\n  \"g\": {\"b\": {\"context\": \"c\", \"string\": \"y\", \"character_limit\": 40}}\n}\n",
                |out, text| {
                    let v = json_value(out);
                    assert_eq!(v["a"]["string"].as_str(), Some(text));
                    assert_eq!(v["a"]["developer_comment"].as_str(), Some("d"));
                    assert_eq!(v["g"]["b"]["string"].as_str(), Some(text));
                    assert_eq!(v["g"]["b"]["character_limit"].as_u64(), Some(40));
                    assert_eq!(v["smartling"]["string_format"].as_str(), Some("icu"));
                },
                &[],
            )
        },
        Profile {
            key: "po",
            files: Files::Folders {
                regular: &["po"],
                exts: &["po", "pot"],
                edges: &["po"],
            },
            identity_target: po_identity,
            xml_lang_attr: None,
            rejected: &[
                (
                    "polib-tests/tests/test_ufeff.po",
                    "a string runs over a line break (`\"Project-Id-Version: django` + newline); msgfmt rejects it too",
                ),
                (
                    "symfony-fixtures/missing-plurals.po",
                    "plural forms msgstr[3] then msgstr[1] with no msgstr[0]; msgfmt rejects it too (first plural form has nonzero index)",
                ),
            ],
            identity_exceptions: &[],
            reparse_targets: po_targets,
            reparse_text: po_text,
            as_translation: false,
            reparse_exceptions: &[(
                "okapi/plurals.po",
                "its header says `Language: en_US` but `nplurals=1; plural=0;`: the one form gettext allows cannot hold both English forms",
            )],
            stable_rebuild: false,
            validate: po_valid,
            min_validated: 70,
            edge: Edge::RejectedOrIdentity(&["fi_BUGGY/LC_MESSAGES/messages.po"]),
            min_edges: 5,
            min_files: 90,
            min_strings: 10_000,
            hostile_doc: "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n#, fuzzy\nmsgid \"x\"\nmsgstr \"old\"\n\nmsgctxt \"k\"\nmsgid \"y\"\nmsgstr \"\"\n\nmsgid \"z\"\nmsgid_plural \"zs\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n",
            hostile_wrap: |t| format!("«{t}»"),
            hostile_targets: de_only,
            hostile_oracle: |out, _| {
                if msgfmt_available() {
                    if let Err(e) = msgfmt_ok(out) {
                        panic!("msgfmt rejects:\n{}\n{e}", String::from_utf8_lossy(out));
                    }
                }
            },
        },
        Profile {
            key: "android",
            files: Files::Folders {
                regular: &["android"],
                exts: &["xml"],
                edges: &["android"],
            },
            identity_target: android_identity,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: android_targets,
            reparse_text: android_text,
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: android_valid,
            min_validated: 22,
            edge: Edge::None,
            min_edges: 0,
            min_files: 22,
            min_strings: 10_000,
            hostile_doc: ANDROID_SAMPLE,
            hostile_wrap: str::to_string,
            hostile_targets: || vec![lang("t", EN), lang("t", &[One, Few, Many, Other])],
            hostile_oracle: |out, _| {
                let text = std::str::from_utf8(out).expect("utf-8");
                roxmltree::Document::parse(text).expect("well-formed for roxmltree");
            },
        },
        Profile {
            key: "resx",
            files: Files::Folders {
                regular: &["resx"],
                exts: &["resx", "resw"],
                edges: &["resx"],
            },
            identity_target: de_en,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: resx_text,
            as_translation: true,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: resx_valid,
            min_validated: 6,
            edge: Edge::None,
            min_edges: 0,
            min_files: 6,
            min_strings: 470,
            hostile_doc: RESX_SAMPLE,
            hostile_wrap: str::to_string,
            hostile_targets: de_only,
            hostile_oracle: |out, text| {
                resx_check("resx hostile", RESX_SAMPLE.as_bytes(), out, &|_, _| {
                    text.to_string()
                })
            },
        },
        Profile {
            key: "yaml",
            files: Files::Folders {
                regular: &["yaml"],
                exts: &["yml", "yaml"],
                edges: &["yaml"],
            },
            identity_target: own_plurals,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[
                (
                    "spree_i18n/config/locales/ru.yml",
                    "a partly translated Russian file: plural maps hold one/few/many/other, one/many/other or one/other, so a build for any one language regenerates some",
                ),
            ],
            reparse_targets: yaml_targets,
            reparse_text: yaml_text,
            as_translation: false,
            reparse_exceptions: &[(
                "rails-i18n/rails/locale/gd.yml",
                "upstream repeats `one:` with another text in datetime.distance_in_words.less_than_x_minutes (lines 92 and 96): the first is the string and is translated, the second is kept as it is with a warning, and PyYAML (like Psych) keeps the last, so it reads the untranslated one (docs/FORMATS.md, section 2)",
            )],
            stable_rebuild: true,
            validate: yaml_valid,
            min_validated: 47,
            edge: Edge::Rejected,
            min_edges: 1,
            min_files: 48,
            min_strings: 13_000,
            hostile_doc: YAML_SAMPLE,
            hostile_wrap: str::to_string,
            hostile_targets: || vec![lang("de", EN), lang("ru", &[One, Few, Many, Other])],
            hostile_oracle: |out, text| {
                let parsed = locforge_formats::Yaml
                    .parse_all(YAML_SAMPLE.as_bytes(), &ParseContext::default())
                    .expect("parses");
                let after = locforge_formats::Yaml
                    .parse_all(out, &ParseContext::default())
                    .expect("the build parses");
                let expect: Vec<(String, YamlExpect)> = parsed
                    .entries
                    .iter()
                    .zip(&after.entries)
                    .map(|(e, a)| {
                        let v = match &a.text {
                            locforge_formats::Text::Plural(m) => YamlExpect::Plural(
                                m.keys().map(|c| (*c, text.to_string())).collect(),
                            ),
                            _ => YamlExpect::Text(text.to_string()),
                        };
                        (yaml_key_path(&e.identifier), v)
                    })
                    .collect();
                if let Err(e) = pyyaml_check(out, after.language.as_deref(), &expect) {
                    panic!("PyYAML reads the build differently: {e}\n{}", String::from_utf8_lossy(out));
                }
            },
        },
        Profile {
            key: "fluent",
            files: Files::Folders {
                regular: &["fluent"],
                exts: &["ftl"],
                edges: &["fluent"],
            },
            // All the categories the file's selects use: a select without some of them already
            // shows its default variant for those, and is kept.
            identity_target: android_identity,
            xml_lang_attr: None,
            rejected: FLUENT_REJECTED,
            identity_exceptions: &[],
            reparse_targets: fluent_targets,
            reparse_text: fluent_text,
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: fluent_valid,
            min_validated: if fluent_syntax_available() { 25 } else { 0 },
            edge: Edge::None,
            min_edges: 0,
            min_files: 60,
            min_strings: 3_000,
            hostile_doc: FLUENT_SAMPLE,
            // Without `ar`: see `fluent_targets` (a select's `[zero]` is a string of its own when
            // parsed without languages).
            hostile_targets: || vec![lang("de", EN), lang("ru", &[One, Few, Many, Other])],
            hostile_oracle: |out, _| {
                let parsed = Registry::builtin()
                    .get("fluent")
                    .expect("registered")
                    .parse_all(out, &ParseContext::default())
                    .expect("the hostile build parses");
                assert_fluent_syntax_agrees("fluent hostile", out, &parsed);
            },
            hostile_wrap: str::to_string,
        },
        Profile {
            key: "properties",
            files: Files::Folders {
                regular: &["properties"],
                exts: &["properties"],
                edges: &["properties"],
            },
            identity_target: de_en,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: properties_text,
            as_translation: true,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: properties_valid,
            min_validated: 116,
            edge: Edge::None,
            min_edges: 0,
            min_files: 116,
            min_strings: 3_000,
            hostile_doc: PROPERTIES_SAMPLE,
            hostile_wrap: str::to_string,
            hostile_targets: de_only,
            hostile_oracle: |out, text| {
                assert!(std::str::from_utf8(out).is_ok(), "a UTF-8 file got invalid UTF-8");
                if let Some(read) = java_properties_read(out) {
                    let (encoding, pairs) = read.expect("the Java-semantics reader reads the build");
                    assert_eq!(encoding, "utf-8");
                    assert_eq!(pairs.len(), 8);
                    for (k, v) in pairs {
                        assert_eq!(v, text, "value of {k:?}");
                    }
                }
            },
        },
        Profile {
            key: "csv",
            files: Files::Folders {
                regular: &["csv"],
                exts: &["csv", "tsv"],
                edges: &["csv"],
            },
            identity_target: csv_identity,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: |i, s| format!("«{i}» {s} \"q\", ;\t\r\n=1+1 😀 \u{05d0}"),
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: csv_valid,
            min_validated: 2,
            edge: Edge::None,
            min_edges: 0,
            min_files: 2,
            min_strings: 5,
            hostile_doc: CSV_HOSTILE,
            hostile_wrap: str::to_string,
            hostile_targets: de_only,
            hostile_oracle: csv_hostile_oracle,
        },
        xliff(
            "xliff12",
            "target-language",
            "<?xml version=\"1.0\"?>\r\n<xliff version=\"1.2\"><file original=\"f\" source-language=\"en\">\r\n<body>\r\n  <trans-unit id=\"a\">\r\n    <source>X</source>\r\n  </trans-unit>\r\n  <trans-unit id=\"b\">\r\n    <source>y</source>\r\n    <target>z</target>\r\n  </trans-unit>\r\n</body></file></xliff>\r\n",
            60,
            5_000,
            3,
        ),
        xliff(
            "xliff2",
            "trgLang",
            "<?xml version=\"1.0\"?>\r\n<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" srcLang=\"en\">\r\n<file id=\"f\">\r\n  <unit id=\"a\">\r\n    <segment><source>X</source></segment>\r\n  </unit>\r\n  <unit id=\"b\">\r\n    <segment>\r\n      <source>y</source>\r\n      <target>z</target>\r\n    </segment>\r\n  </unit>\r\n</file></xliff>\r\n",
            100,
            200,
            140,
        ),
        Profile {
            key: "xcstrings",
            files: Files::Folders {
                regular: &["apple"],
                exts: &["xcstrings"],
                edges: &["apple"],
            },
            identity_target: xcstrings_identity,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[(
                "Substitution.xcstrings",
                "its English substitution `remaining.strings` holds only `other` while \
                `total.strings` holds one/other: a build for English regenerates the shorter \
                plural with the categories the other one uses",
            )],
            reparse_targets: xcstrings_reparse,
            reparse_text: json_text,
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: false,
            validate: json_valid,
            min_validated: 0,
            edge: Edge::None,
            min_edges: 0,
            min_files: 12,
            min_strings: 35,
            hostile_doc: XCSTRINGS_DOC,
            hostile_targets: Vec::new,
            hostile_oracle: |_, _| {},
            hostile_wrap: xcstrings_hostile,
        },
        Profile {
            key: "stringsdict",
            files: Files::Folders {
                regular: &["apple"],
                exts: &["stringsdict"],
                edges: &["apple"],
            },
            identity_target: stringsdict_identity,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: stringsdict_targets,
            reparse_text: stringsdict_text,
            as_translation: true,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: stringsdict_valid,
            min_validated: 14,
            edge: Edge::None,
            min_edges: 0,
            min_files: 14,
            min_strings: 140,
            hostile_doc: STRINGSDICT_SAMPLE,
            // A format string is a string only while it holds text (an empty or punctuation-only
            // translation of one would read back as no string at all).
            hostile_wrap: |t| format!("T: {t}"),
            hostile_targets: || vec![lang("de", EN), lang("ru", &[One, Few, Many, Other])],
            hostile_oracle: |out, text| {
                if !python3_available() {
                    return;
                }
                let v = plistlib_json(out).unwrap_or_else(|e| panic!("plistlib rejects: {e}"));
                for (path, want) in [
                    (&["files", "files", "zero"][..], text),
                    (&["files", "files", "one"], text),
                    (&["files", "files", "other"], text),
                    (&["files", "NSStringLocalizedFormatKey"], "%#@files@"),
                    (&["list", "NSStringLocalizedFormatKey"], text),
                    (&["list", "people", "other"], text),
                    (&["width", "NSStringVariableWidthRuleType", "25"], text),
                    (&["plain"], text),
                ] {
                    let got = path.iter().fold(&v, |v, k| &v[*k]);
                    assert_eq!(got.as_str(), Some(want), "{path:?} in\n{}", String::from_utf8_lossy(out));
                }
            },
        },
        Profile {
            key: "strings",
            files: Files::Folders {
                regular: &["apple"],
                exts: &["strings"],
                edges: &["apple"],
            },
            identity_target: de_en,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: strings_text,
            as_translation: true,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: strings_valid,
            min_validated: 36,
            edge: Edge::None,
            min_edges: 0,
            min_files: 37,
            min_strings: 8_000,
            hostile_doc: STRINGS_SAMPLE,
            hostile_wrap: str::to_string,
            hostile_targets: de_only,
            hostile_oracle: |out, _| {
                let text = std::str::from_utf8(out).expect("utf-8");
                for kept in ["// Header\n\n/* Title of the window */\n\"title\" = \"", "// one\n// two\nunquoted = \"", "'single' = '", "\"shortcut\" = \"", "\"tabs\"\t=\t\"", "\"; // trailing\n"] {
                    assert!(text.contains(kept), "{kept:?} lost:\n{text}");
                }
            },
        },
        Profile {
            key: "mo",
            files: Files::Folders {
                regular: &["mo"],
                exts: &["mo"],
                edges: &["mo"],
            },
            identity_target: own_plurals,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: mo_targets,
            reparse_text: json_text,
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: mo_valid,
            min_validated: 4,
            edge: Edge::Rejected,
            min_edges: 2,
            min_files: 4,
            min_strings: 300,
            hostile_doc: MO_HOSTILE_PO,
            hostile_wrap: |t| format!("«{t}»"),
            hostile_targets: de_only,
            hostile_oracle: mo_hostile_oracle,
        },
        Profile {
            key: "ini",
            files: Files::Folders {
                regular: &["ini"],
                exts: &["ini", "lang"],
                edges: &["ini"],
            },
            identity_target: de_en,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: ini_text,
            as_translation: true,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: ini_valid,
            min_validated: 7,
            edge: Edge::None,
            min_edges: 0,
            min_files: 7,
            min_strings: 5_000,
            hostile_doc: INI_SAMPLE,
            hostile_wrap: str::to_string,
            hostile_targets: de_only,
            hostile_oracle: |out, text| {
                if text.contains(['\n', '\r']) {
                    return;
                }
                if let Some(read) = ini_check::configparser_read(out) {
                    // `key: colon` is a key without value for configparser (only `=`
                    // separates there) until its new value holds `=`.
                    assert!(read.len() >= 5, "{}", String::from_utf8_lossy(out));
                    for (k, v) in read {
                        assert_eq!(v, text, "value of {k:?}");
                    }
                }
            },
        },
        Profile {
            key: "php",
            files: Files::Folders {
                regular: &["php"],
                exts: &["php"],
                edges: &["php"],
            },
            identity_target: de_en,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: php_text,
            as_translation: true,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: php_valid,
            min_validated: 27,
            edge: Edge::None,
            min_edges: 0,
            min_files: 27,
            min_strings: 900,
            hostile_doc: PHP_SAMPLE,
            hostile_wrap: str::to_string,
            hostile_targets: de_only,
            hostile_oracle: |out, text| {
                if let Some(read) = php_check::php_read(out) {
                    let pairs = read.unwrap_or_else(|e| {
                        panic!("PHP does not read the build: {e}\n{}", String::from_utf8_lossy(out))
                    });
                    // `hello` is given twice: PHP keeps the last, which holds the same text.
                    assert_eq!(pairs.len(), 6, "{}", String::from_utf8_lossy(out));
                    for (k, v) in pairs {
                        assert_eq!(v, text, "value of {k:?}");
                    }
                }
            },
        },
        Profile {
            key: "toml",
            files: Files::Folders {
                regular: &["toml"],
                exts: &["toml"],
                edges: &["toml"],
            },
            identity_target: own_plurals,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            // Not Japanese: a plural table written for a language whose only category is
            // `other` holds `other` alone, which reads back as a plain string (as in go-i18n's
            // JSON files; tests/toml.rs checks that case).
            reparse_targets: |_, _| {
                vec![
                    lang("de", EN),
                    lang("ru", &[One, Few, Many, Other]),
                    lang("ar", &PluralCategory::ALL),
                ]
            },
            reparse_text: |i, s| format!("«{i}» {s} \"'''ü\\\n\t# [x] = {{y}}"),
            as_translation: true,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: toml_valid,
            min_validated: 9,
            edge: Edge::None,
            min_edges: 0,
            min_files: 9,
            min_strings: 100,
            hostile_doc: TOML_SAMPLE,
            hostile_wrap: str::to_string,
            hostile_targets: || vec![lang("de", EN), lang("ru", &[One, Few, Many, Other])],
            hostile_oracle: |out, _| tomllib_check::assert_tomllib_agrees("toml hostile", out),
        },
        Profile {
            key: "markdown",
            files: Files::Folders {
                regular: &["markdown"],
                exts: &["md", "markdown"],
                edges: &["markdown"],
            },
            identity_target: de_en,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: markdown_it::translated,
            // A document's identifiers derive from its texts: a translated file read back has
            // other identifiers (compared by position), so neither a translation upload nor a
            // second build with the first build's identifiers applies.
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: false,
            validate: markdown_valid,
            min_validated: 14,
            edge: Edge::None,
            min_edges: 0,
            min_files: 14,
            min_strings: 440,
            hostile_doc: MARKDOWN_SAMPLE,
            hostile_wrap: |t| format!("«{t}»"),
            hostile_targets: de_only,
            hostile_oracle: |out, _| {
                let out = String::from_utf8_lossy(out);
                markdown_it::markdown_it_agrees("markdown hostile", MARKDOWN_SAMPLE, &out);
            },
        },
        Profile {
            key: "html",
            files: Files::Folders {
                regular: &["html"],
                exts: &["html", "htm"],
                edges: &["html"],
            },
            identity_target: de_en,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: html5lib::translated,
            // A document's identifiers derive from its texts (as Markdown's).
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: false,
            validate: html_valid,
            min_validated: 30,
            edge: Edge::None,
            min_edges: 0,
            min_files: 30,
            min_strings: 650,
            hostile_doc: HTML_SAMPLE,
            hostile_wrap: |t| format!("«{t}»"),
            hostile_targets: de_only,
            hostile_oracle: |out, _| {
                let out = String::from_utf8_lossy(out);
                html5lib::html5lib_agrees("html hostile", HTML_SAMPLE, &out, &[]);
            },
        },
        subtitles_profile("srt", SRT_SAMPLE, 2, 9),
        subtitles_profile("vtt", VTT_SAMPLE, 9, 140),
        Profile {
            key: "ts",
            files: Files::Folders {
                regular: &["ts"],
                exts: &["ts"],
                edges: &["ts"],
            },
            identity_target: own_plurals,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: TS_NO_LANGUAGE,
            reparse_targets: ts_targets,
            reparse_text: xml_text,
            as_translation: true,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: ts_valid,
            min_validated: 20,
            edge: Edge::None,
            min_edges: 0,
            min_files: 20,
            min_strings: 5_000,
            hostile_doc: TS_SAMPLE,
            hostile_wrap: str::to_string,
            hostile_targets: || vec![lang("de", EN), lang("ru", &[One, Few, Many])],
            hostile_oracle: ts_oracle,
        },
        Profile {
            key: "tmx",
            files: Files::Folders {
                regular: &["tmx"],
                exts: &["tmx"],
                edges: &["tmx"],
            },
            identity_target: tmx_identity,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: tmx_reparse,
            reparse_text: xml_text,
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: true,
            validate: |_, _, _| false,
            min_validated: 0,
            edge: Edge::None,
            min_edges: 0,
            min_files: 15,
            min_strings: 40,
            hostile_doc: TMX_SAMPLE,
            hostile_targets: Vec::new,
            hostile_oracle: |_, _| {},
            hostile_wrap: tmx_hostile,
        },
        Profile {
            key: "docx",
            files: Files::Folders {
                regular: &["docx"],
                exts: &["docx"],
                edges: &["docx"],
            },
            identity_target: de_en,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: docx_text,
            // A document's identifiers derive from its texts (see markdown).
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: false,
            validate: docx_valid,
            min_validated: 50,
            edge: Edge::Rejected,
            min_edges: 12,
            min_files: 50,
            min_strings: 550,
            hostile_doc: DOCX_SAMPLE,
            hostile_wrap: |t| format!("«{t}»"),
            hostile_targets: de_only,
            hostile_oracle: docx_oracle,
        },
        Profile {
            key: "xlsx",
            files: Files::Folders {
                regular: &["xlsx"],
                exts: &["xlsx", "xlsm"],
                edges: &["xlsx"],
            },
            identity_target: de_en,
            xml_lang_attr: None,
            rejected: &[],
            identity_exceptions: &[],
            reparse_targets: only_de,
            reparse_text: docx_text,
            // Strings are compared by position, as for the other documents.
            as_translation: false,
            reparse_exceptions: &[],
            stable_rebuild: false,
            validate: xlsx_valid,
            min_validated: 25,
            edge: Edge::Rejected,
            min_edges: 2,
            min_files: 25,
            min_strings: 700,
            hostile_doc: DOCX_SAMPLE,
            hostile_wrap: |t| format!("«{t}»"),
            hostile_targets: de_only,
            hostile_oracle: xlsx_oracle,
        },
    ]
}

// xlsx. A workbook is binary: the hostile document is the package `Xlsx::create` writes for the
// lines of `DOCX_SAMPLE`, one cell each. openpyxl opens every build with the source's cells,
// and reads each cell of the hostile build as the translation.

/// openpyxl opens the build, with the source's number of cells; `false` when it is not
/// installed.
fn xlsx_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    let Some(Ok(before)) = openpyxl::cells(src) else {
        return false;
    };
    let after = openpyxl::cells(out)
        .expect("openpyxl ran on the source")
        .unwrap_or_else(|e| panic!("{name}: openpyxl cannot open the build: {e}"));
    assert_eq!(
        before.len(),
        after.len(),
        "{name}: openpyxl reads another number of cells"
    );
    true
}

/// openpyxl reads every cell of the hostile build as the translation `text` (in the notation:
/// `&lt;` read as `<`).
fn xlsx_oracle(out: &[u8], text: &str) {
    let Some(cells) = openpyxl::cells(out) else {
        return;
    };
    let cells = cells.unwrap_or_else(|e| panic!("openpyxl cannot open the hostile build: {e}"));
    let words = hostile_words(text);
    let values: Vec<String> = cells.into_iter().map(|c| c.2).collect();
    assert_eq!(values, vec![words; DOCX_SAMPLE.lines().count()]);
}

// docx. A Word document is binary: the hostile document is the package `Docx::create` writes
// for the lines of `DOCX_SAMPLE` (the corpus covers real layouts). python-docx opens every
// build: the body has as many paragraphs as the source's, and the hostile build's paragraphs
// read as the translation.

const DOCX_SAMPLE: &str = "A first paragraph.\nA second one, a little longer.\nThe last.";

/// The translation of docx segment `i`: every text between the codes marked and given XML's
/// specials, the codes untouched.
fn docx_text(i: usize, source: &str) -> String {
    locforge_formats::map_segment_text(source, |s| format!("«{i}» {s} <&>\"'"))
}

/// python-docx opens the build, with the source's number of body paragraphs; `false` when it
/// cannot open the source either (Strict Office Open XML) or is not installed.
fn docx_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    let Some(Ok(before)) = python_docx::body_paragraphs(src) else {
        return false;
    };
    let after = python_docx::body_paragraphs(out)
        .expect("python-docx ran on the source")
        .unwrap_or_else(|e| panic!("{name}: python-docx cannot open the build: {e}"));
    assert_eq!(
        before.len(),
        after.len(),
        "{name}: python-docx reads another number of paragraphs"
    );
    true
}

/// The words of hostile text `text` (in the notation: `&lt;` read as `<`); it has no code.
fn hostile_words(text: &str) -> String {
    locforge_formats::parse_segment(text)
        .expect("a hostile text is plain")
        .iter()
        .map(|t| match t {
            locforge_formats::CodeToken::Text(s) => s.to_string(),
            code => panic!("a hostile text has no code: {code}"),
        })
        .collect()
}

/// python-docx reads every paragraph of the hostile build as the translation `text` (in the
/// notation: `&lt;` read as `<`).
fn docx_oracle(out: &[u8], text: &str) {
    let Some(paragraphs) = python_docx::body_paragraphs(out) else {
        return;
    };
    let paragraphs =
        paragraphs.unwrap_or_else(|e| panic!("python-docx cannot open the hostile build: {e}"));
    let words = hostile_words(text);
    assert_eq!(paragraphs, vec![words; DOCX_SAMPLE.lines().count()]);
}

// TMX (multilingual). As for String Catalogs, the suite's single-language build (a parse
// without targets) leaves the file as it is; the hooks below run the multilingual path:
// identity with every language of the file (and each alone), a build of all of them plus new
// ones read back, and hostile texts through it. ElementTree reads builds in tests/tmx.rs.

const TMX_SAMPLE: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<tmx version=\"1.4\">\r\n<header srclang=\"en\" segtype=\"sentence\" o-tmf=\"x\" adminlang=\"en\" datatype=\"plaintext\" creationtool=\"t\" creationtoolversion=\"1\"/>\r\n<body>\r\n  <tu tuid=\"a\">\r\n    <tuv xml:lang=\"en\"><seg>Open <ph x=\"1\">&lt;b&gt;</ph>file</seg></tuv>\r\n    <tuv xml:lang=\"de\"><seg>Öffnen</seg></tuv>\r\n  </tu>\r\n  <tu>\r\n    <tuv xml:lang=\"en\"><seg>Close</seg></tuv>\r\n  </tu>\r\n</body>\r\n</tmx>\r\n";

/// The languages of a TMX file: every `xml:lang` / `lang` value, as written.
fn tmx_languages(src: &[u8]) -> Vec<Language> {
    let text = decode_xml(src);
    let mut found: Vec<String> = Vec::new();
    for attr in ["xml:lang=\"", " lang=\""] {
        for piece in text.split(attr).skip(1) {
            if let Some(end) = piece.find('"') {
                let l = piece[..end].to_string();
                if !found.iter().any(|f| f.eq_ignore_ascii_case(&l)) {
                    found.push(l);
                }
            }
        }
    }
    found.into_iter().map(|l| lang(&l, EN)).collect()
}

fn tmx_identity(_: &Parsed, src: &[u8]) -> Result<Language, String> {
    let langs = tmx_languages(src);
    let format = Registry::builtin().get("tmx").expect("registered").clone();
    xcstrings_assert_identity(&*format, "tmx identity", src, &langs);
    for l in &langs {
        xcstrings_assert_identity(&*format, "tmx identity", src, std::slice::from_ref(l));
    }
    Ok(lang("en", EN))
}

/// A build of every language of the file and new ones, read back through the multilingual path.
fn tmx_assert_reparse(
    src: &[u8],
    targets: &[Language],
    f: &dyn Fn(usize, &str) -> String,
) -> Vec<u8> {
    let format = Registry::builtin().get("tmx").expect("registered").clone();
    let ctx = ParseContext {
        source: None,
        targets,
    };
    let parsed = format.parse_all(src, &ctx).expect("parses");
    let tr: Vec<HashMap<String, Translation<'static>>> = targets
        .iter()
        .map(|t| translate_all(&parsed.entries, t, f))
        .collect();
    let out = build_multilingual(&*format, src, targets, |i| &tr[i]);
    assert_well_formed("tmx build", &out);
    assert_encoding_kept("tmx build", src, &out);
    let again = format.parse_all(&out, &ctx).expect("the build parses");
    assert_eq!(ids(&parsed), ids(&again), "identifiers changed");
    for e in &again.entries {
        for (t, map) in targets.iter().zip(&tr) {
            if let Some(got) = e.translations.get(&t.id) {
                assert_eq!(
                    got.text, map[&*e.identifier].text,
                    "`{}` in {}",
                    e.identifier, t.id
                );
            }
        }
        for new in ["de-x-new", "ru"] {
            if targets.iter().any(|t| t.id == new) {
                assert!(
                    e.translations.contains_key(new),
                    "`{}` lacks {new}",
                    e.identifier
                );
            }
        }
    }
    out
}

fn tmx_reparse(_: &Parsed, src: &[u8]) -> Vec<Language> {
    let mut targets = tmx_languages(src);
    for id in ["de-x-new", "ru"] {
        if !targets.iter().any(|t| t.id.eq_ignore_ascii_case(id)) {
            targets.push(lang(id, EN));
        }
    }
    let out = tmx_assert_reparse(src, &targets, &|i, s| {
        format!("«{i}» {s} <b>&amp; \"ü\\\n 😀 \u{05d0}")
    });
    let again = tmx_assert_reparse(&out, &targets, &|i, s| {
        format!("«{i}» {s} <b>&amp; \"ü\\\n 😀 \u{05d0}")
    });
    assert_eq!(
        again, out,
        "tmx: a second build with the same translations differs"
    );
    Vec::new()
}

fn tmx_hostile(text: &str) -> String {
    let targets = [lang("de", EN), lang("fr", EN)];
    tmx_assert_reparse(TMX_SAMPLE.as_bytes(), &targets, &|_, _| text.to_string());
    text.to_string()
}

// Qt Linguist `.ts`. The validator is Qt's own lconvert (it must write the build as `.qm` and
// `.ts`, and its `.ts` must hold the same messages); the hostile oracle reads each translation
// with roxmltree (`<byte value>` as its character).

/// `.ts` files without a `language` attribute: a build writes the target's, so no identity.
const TS_NO_LANGUAGE: &[(&str, &str)] = &[
    (
        "hellotr/hellotr_la.ts",
        "no language attribute: a build writes the target's",
    ),
    (
        "arrowpad/arrowpad_fr.ts",
        "no language attribute: a build writes the target's",
    ),
    (
        "arrowpad/arrowpad_nl.ts",
        "no language attribute: a build writes the target's",
    ),
];

const TS_SAMPLE: &str = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\" language=\"de\">\n<context>\n    <name>Main</name>\n    <message>\n        <location filename=\"a.cpp\" line=\"3\"/>\n        <source>Open</source>\n        <comment>verb</comment>\n        <translation type=\"unfinished\"></translation>\n    </message>\n    <message numerus=\"yes\">\n        <source>%n file(s)</source>\n        <translation>\n            <numerusform>%n Datei</numerusform>\n            <numerusform>%n Dateien</numerusform>\n        </translation>\n    </message>\n    <message id=\"x.id\">\n        <source>Id &amp; based</source>\n        <translation type=\"unfinished\"/>\n    </message>\n    <message>\n        <source>Gone</source>\n        <translation type=\"vanished\">Weg</translation>\n    </message>\n    <message>\n        <source>Missing</source>\n    </message>\n</context>\n</TS>\n";

fn ts_targets(parsed: &Parsed, src: &[u8]) -> Vec<Language> {
    let own = own_plurals(parsed, src).unwrap_or_else(|_| lang("de", EN));
    vec![own]
}

fn ts_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    assert_encoding_kept(name, src, out);
    assert_well_formed(name, out);
    ts_check::assert_lconvert_agrees(name, Some(src), out)
}

/// Every live `<translation>` (and each of its numerus forms) of the hostile build holds `text`.
fn ts_oracle(out: &[u8], text: &str) {
    let doc = std::str::from_utf8(out).expect("utf-8");
    let opts = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    let tree = roxmltree::Document::parse_with_options(doc, opts).expect("well-formed");
    let read = |n: roxmltree::Node| -> String {
        let mut s = String::new();
        for c in n.children() {
            if c.is_text() {
                s.push_str(c.text().unwrap_or(""));
            } else if c.has_tag_name("byte") {
                let v = c.attribute("value").unwrap_or("");
                let n = u32::from_str_radix(v.trim_start_matches('x'), 16).expect("hex byte");
                s.push(char::from_u32(n).expect("a character"));
            }
        }
        s
    };
    let mut seen = 0;
    for t in tree.descendants().filter(|n| n.has_tag_name("translation")) {
        if matches!(t.attribute("type"), Some("vanished" | "obsolete")) {
            continue;
        }
        let forms: Vec<_> = t
            .children()
            .filter(|c| c.has_tag_name("numerusform"))
            .collect();
        if forms.is_empty() {
            assert_eq!(read(t), text, "{doc}");
        }
        for f in forms {
            assert_eq!(read(f), text, "{doc}");
        }
        seen += 1;
    }
    assert_eq!(seen, 4, "{doc}");
}

// Subtitles (SubRip and WebVTT). A cue's text cannot hold an empty line (it would end the cue;
// a build refuses it, tested in tests/subtitles.rs), nor `-->` in WebVTT: the texts here have
// none.

/// Subtitle files the parser refuses.
const SUBTITLES_REJECTED: &[(&str, &str)] = &[(
    "go-astisub/testdata/example-in-non-utf8.srt",
    "UTF-16 LE with a byte-order mark; subtitles are read as UTF-8 only (refused with a position)",
)];

/// A translation with several lines, inline tags and references, quotes, edge spaces, RTL and
/// emoji, and none of the lines a cue cannot hold.
fn subtitles_text(i: usize, s: &str) -> String {
    match i % 4 {
        0 => format!("«{i}» {s} \"ü\\"),
        1 => format!("<i>{i}</i> {s}\n- Zeile &amp; <b>zwei</b>"),
        2 => format!("x{s}\n😀 \u{05d0} {{0}} %s #:"),
        _ => format!("  <v Anna>{i}{s}\t"),
    }
}

/// Python's reader of the format (`srt` or `webvtt-py`) reads the build's cues with the texts
/// our parse of the build gives (the translations), when it reads the input as we do.
fn subtitles_valid(key: &str, name: &str, src: &[u8], out: &[u8]) -> bool {
    let format = Registry::builtin();
    let format = format.get(key).expect("registered");
    let texts = |bytes: &[u8]| -> Vec<String> {
        format
            .parse_all(bytes, &ParseContext::default())
            .expect("parses")
            .entries
            .iter()
            .map(|e| e.text.main().to_string())
            .collect()
    };
    let Some(Ok(before)) = subtitles_read(key, src) else {
        return false;
    };
    let before: Vec<String> = before.into_iter().map(|(_, t)| t).collect();
    if before != texts(src) {
        eprintln!("{name}: the Python reader reads the input differently; not cross-checked");
        return false;
    }
    let after = subtitles_read(key, out)
        .expect("installed")
        .unwrap_or_else(|e| panic!("{name}: the Python reader refuses the build: {e}"));
    let after: Vec<String> = after.into_iter().map(|(_, t)| t).collect();
    assert_eq!(
        after,
        texts(out),
        "{name}: the Python reader reads the build differently"
    );
    true
}

fn srt_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    assert_encoding_kept(name, src, out);
    subtitles_valid("srt", name, src, out)
}

fn vtt_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    assert_encoding_kept(name, src, out);
    subtitles_valid("vtt", name, src, out)
}

/// Python's reader finds every cue of a hostile build (as many as our parse of the build), and
/// each reads as the hostile text.
fn subtitles_oracle(key: &str, out: &[u8], text: &str) {
    if let Some(read) = subtitles_read(key, out) {
        let cues =
            read.unwrap_or_else(|e| panic!("{key}: the Python reader refuses the build: {e}"));
        let ours = Registry::builtin()
            .get(key)
            .expect("registered")
            .parse_all(out, &ParseContext::default())
            .expect("the build parses")
            .entries
            .len();
        assert_eq!(
            cues.len(),
            ours,
            "{key}: the Python reader finds another number of cues in\n{}",
            String::from_utf8_lossy(out)
        );
        for (id, t) in cues {
            assert_eq!(
                t,
                text,
                "{key}: cue {id:?} in\n{}",
                String::from_utf8_lossy(out)
            );
        }
    }
}

/// A hostile text without the empty lines a cue cannot hold.
fn subtitles_wrap(text: &str) -> String {
    text.split('\n')
        .filter(|l| !l.trim_matches([' ', '\t']).is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

// Markdown. markdown-it-py renders each build with the same tags in the same order as its
// source (the words between the codes translated, Markdown's markup characters among them).

fn markdown_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    markdown_it::markdown_it_agrees(
        name,
        &String::from_utf8_lossy(src),
        &String::from_utf8_lossy(out),
    )
}

/// Front matter, headings of both kinds, a paragraph over two lines, a quote, list items, table
/// cells and a task: every block a string can be in, none with an inline code (the hostile text
/// replaces a whole string).
const MARKDOWN_SAMPLE: &str = "---\ntitle: Sample\nlayout: page\n---\n\n# Heading\n\nA paragraph\nover two lines.\n\n> Quoted words\n> on two lines.\n\n- item one\n- [x] item two\n\n| A | B |\n| - | - |\n| c | d |\n\nSetext\n------\n\n1. last\n";

// HTML. html5lib reads each build into the same elements, in the same order, as its source.

fn html_valid(name: &str, src: &[u8], out: &[u8]) -> bool {
    html5lib::html5lib_agrees(
        name,
        &String::from_utf8_lossy(src),
        &String::from_utf8_lossy(out),
        &[],
    )
}

/// A title, a meta description, a heading, a paragraph over two lines, list items, a cell, an
/// image's alt text and an input's placeholder: every place a string can be in, none with an
/// inline code (the hostile text replaces a whole string).
const HTML_SAMPLE: &str = "<!DOCTYPE html>\n<html><head><title>Sample</title>\n<meta name=\"description\" content=\"About it\"></head>\n<body>\n<h1>Heading</h1>\n<p>A paragraph\n  over two lines.</p>\n<ul><li>item one<li>item two</ul>\n<table><tr><td>cell</td></tr></table>\n<img src=x.png alt=Logo><input placeholder='Your name'>\n</body></html>\n";

/// The profile of `srt` or `vtt`.
fn subtitles_profile(
    key: &'static str,
    doc: &'static str,
    min_files: usize,
    min_strings: usize,
) -> Profile {
    let srt = key == "srt";
    Profile {
        key,
        files: Files::Folders {
            regular: &["subtitles"],
            exts: if srt { &["srt"] } else { &["vtt"] },
            edges: &["subtitles"],
        },
        identity_target: de_en,
        xml_lang_attr: None,
        rejected: if srt { SUBTITLES_REJECTED } else { &[] },
        identity_exceptions: &[],
        reparse_targets: only_de,
        reparse_text: subtitles_text,
        as_translation: true,
        reparse_exceptions: &[],
        stable_rebuild: true,
        validate: if srt { srt_valid } else { vtt_valid },
        min_validated: 1,
        edge: Edge::None,
        min_edges: 0,
        min_files,
        min_strings,
        hostile_doc: doc,
        hostile_wrap: subtitles_wrap,
        hostile_targets: de_only,
        hostile_oracle: if srt {
            |out, text| subtitles_oracle("srt", out, text)
        } else {
            |out, text| subtitles_oracle("vtt", out, text)
        },
    }
}

/// SubRip with a BOM, CRLF, a cue without text, coordinates, a number-less cue and tags.
const SRT_SAMPLE: &str = "\u{feff}1\r\n00:00:01,000 --> 00:00:04,000\r\nHello\r\n<i>world</i>\r\n\r\n2\r\n00:00:05,000 --> 00:00:06,000 X1:40 X2:600 Y1:20 Y2:50\r\n\r\n3\r\n00:00:07,500 --> 00:00:09,000\r\n- One\r\n- Two\r\n\r\n\r\n00:00:10,000 --> 00:00:11,000\r\nLast\r\n";

/// WebVTT with header text and metadata, NOTE, STYLE and REGION blocks, identifiers, settings,
/// inline tags and a cue without text.
const VTT_SAMPLE: &str = "WEBVTT - Sample\nKind: captions\n\nNOTE written for the\ninvariants suite\n\nSTYLE\n::cue(b) { color: red; }\n\nREGION\nid:fred width:40%\n\nintro\n00:00:01.000 --> 00:00:04.000 region:fred align:start\n<v Roger>Hello <b>there</b> &amp; <00:02.000>you\n\n00:05.000 --> 00:06.000\n\nNOTE between cues\n\n3\n00:00:07.500 --> 00:00:09.000 line:0 position:20%\n<c.yellow>One</c>\nTwo\n";

// String Catalogs (`xcstrings`), a multilingual format. The suite's single-language steps parse
// without target languages, so they see no slots and prove nothing for it; the profile's hooks
// run the multilingual steps instead (render_language per language, then assemble), through
// the `xcstrings_*` helpers of support/mod.rs:
// - identity: every language the file holds, built with no translations and with their own
//   values, gives the file back byte for byte (in `identity_target`);
// - re-parse: the file's languages and four new ones (plural categories of de, ru, ja, ar) built
//   with hostile-ish texts; serde_json checks each target's values; the output parsed with the
//   same targets gives every translation back (in `reparse_targets`, which then leaves no
//   single-language target to the suite, hence `min_validated: 0`: xcstrings.rs counts the
//   validated corpus builds instead);
// - hostile translations: each proptest text built into `XCSTRINGS_DOC` for an existing and a
//   new language (in `hostile_wrap`, the hook that sees the text).

const XCSTRINGS_DOC: &str = r#"{
  "sourceLanguage" : "en",
  "strings" : {
    "Empty" : {

    },
    "files" : {
      "comment" : "Files left",
      "localizations" : {
        "de" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld Datei"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld Dateien"
                }
              }
            }
          }
        },
        "en" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld file"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld files"
                }
              }
            }
          }
        }
      }
    },
    "tap" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "device" : {
              "mac" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Click"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Tap"
                }
              }
            }
          }
        }
      },
      "shouldTranslate" : false
    },
    "title" : {
      "extractionState" : "manual",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Titel"
          }
        },
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Title %#@n@"
          },
          "substitutions" : {
            "n" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg item"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg items"
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "version" : "1.0"
}"#;

fn xcstrings_identity(_: &Parsed, src: &[u8]) -> Result<Language, String> {
    let langs = xcstrings_languages(src);
    let xc = Registry::builtin();
    let format = xc.get("xcstrings").expect("registered");
    xcstrings_assert_identity(&**format, "xcstrings identity", src, &langs);
    // Each language alone too (a one-target build goes through the same path).
    for l in &langs {
        xcstrings_assert_identity(
            &**format,
            "xcstrings identity",
            src,
            std::slice::from_ref(l),
        );
    }
    Ok(lang("en", EN))
}

fn xcstrings_reparse(_: &Parsed, src: &[u8]) -> Vec<Language> {
    let mut targets = xcstrings_languages(src);
    for (id, cats) in [
        ("de", &[One, Other][..]),
        ("ru", &[One, Few, Many, Other][..]),
        ("ja", &[Other][..]),
        ("ar", &PluralCategory::ALL[..]),
    ] {
        if !targets.iter().any(|t| t.id == id) {
            targets.push(lang(id, cats));
        }
    }
    let xc = Registry::builtin();
    let format = xc.get("xcstrings").expect("registered");
    let text = |i: usize, s: &str| format!("«{i}» {s} \"ü\\\n/ 😀");
    xcstrings_assert_reparse(&**format, "xcstrings re-parse", src, &targets, &text);
    Vec::new()
}

fn xcstrings_hostile(text: &str) -> String {
    let xc = Registry::builtin();
    let format = xc.get("xcstrings").expect("registered");
    let targets = [lang("de", EN), lang("ru", &[One, Few, Many, Other])];
    // A text the build writes must come back as it is (and no text may be empty: an empty
    // translation is still a translation here).
    xcstrings_assert_reparse(
        &**format,
        "xcstrings hostile",
        XCSTRINGS_DOC.as_bytes(),
        &targets,
        &|_, _| text.to_string(),
    );
    text.to_string()
}

// ---------------------------------------------------------------------------------------------
// The driver.

/// Every registered format with its profile, in the registry's order.
fn registered() -> Vec<(&'static dyn Format, Profile)> {
    static REGISTRY: std::sync::OnceLock<Registry> = std::sync::OnceLock::new();
    let registry = REGISTRY.get_or_init(Registry::builtin);
    let mut profiles = profiles();
    let mut out = Vec::new();
    for format in registry.iter() {
        let key = format.info().key;
        let at = profiles
            .iter()
            .position(|p| p.key == key)
            .unwrap_or_else(|| panic!("format `{key}` is registered but has no corpus profile"));
        out.push((&**format, profiles.swap_remove(at)));
    }
    let orphans: Vec<&str> = profiles.iter().map(|p| p.key).collect();
    assert!(
        orphans.is_empty(),
        "profiles for unregistered formats: {orphans:?}"
    );
    out
}

fn files_of(p: &Profile) -> (Vec<PathBuf>, Vec<PathBuf>) {
    match p.files {
        Files::Folders {
            regular,
            exts,
            edges,
        } => {
            let mut r = Vec::new();
            let mut e = Vec::new();
            for d in regular {
                r.extend(corpus_files(d, exts).0);
            }
            for d in edges {
                e.extend(corpus_files(d, exts).1);
            }
            (r, e)
        }
        Files::DetectedXliff => xliff_files_detected_as(p.key),
    }
}

/// The path below `corpus/`, `/`-separated.
fn rel(path: &Path) -> String {
    path.strip_prefix(corpus_root())
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

/// Runs `f`, turning a panic into `Err` with its message.
fn attempt<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

/// Checks that exactly the listed files failed, and says why each did.
fn assert_failures(key: &str, what: &str, failed: &[(String, String)], list: &[(&str, &str)]) {
    let failed_paths: Vec<&str> = failed.iter().map(|(p, _)| p.as_str()).collect();
    for (path, why) in failed {
        assert!(
            list.iter().any(|(p, _)| path.ends_with(p)),
            "{key}: {what} fails on {path}, which is not a listed exception:\n{why}"
        );
    }
    for (p, why) in list {
        assert!(
            failed_paths.iter().any(|f| f.ends_with(p)),
            "{key}: {p} is listed as a {what} exception ({why}) but passes: remove it from the list"
        );
        eprintln!("{key}: {what} exception {p}: {why}");
    }
}

/// The regular files a format parses (listed rejections checked and left out), with their bytes.
fn parseable(format: &dyn Format, p: &Profile) -> Vec<(PathBuf, Vec<u8>)> {
    let (files, _) = files_of(p);
    assert!(
        files.len() >= p.min_files,
        "{}: expected at least {} corpus files, found {}",
        p.key,
        p.min_files,
        files.len()
    );
    let mut out = Vec::new();
    let mut rejected = Vec::new();
    for path in files {
        let src = std::fs::read(&path).expect("readable corpus file");
        match format.parse_all(&src, &ParseContext::default()) {
            Ok(_) => out.push((path, src)),
            Err(e) => {
                assert!(
                    e.line > 0 && e.column > 0 && !e.message.is_empty(),
                    "{}: {}: error without a position: {e}",
                    p.key,
                    rel(&path)
                );
                rejected.push((rel(&path), e.to_string()));
            }
        }
    }
    assert_failures(p.key, "parse", &rejected, p.rejected);
    out
}

#[test]
fn every_registered_format_has_a_profile() {
    let formats = registered();
    assert!(formats.len() >= 9, "{} formats", formats.len());
}

#[test]
fn identity_on_every_corpus_file() {
    for (format, p) in registered() {
        let mut strings = 0;
        let mut failed = Vec::new();
        let files = parseable(format, &p);
        for (path, src) in &files {
            let run = attempt(|| match p.xml_lang_attr {
                Some(attr) => Ok(assert_identity_xml(format, path, attr)),
                None => {
                    let parsed = format
                        .parse_all(src, &ParseContext::default())
                        .expect("parses");
                    (p.identity_target)(&parsed, src).map(|t| match format.rebuilds() {
                        true => assert_same_catalog(format, path, &t),
                        false => assert_identity(format, path, &t),
                    })
                }
            });
            match run {
                Ok(Ok(n)) => strings += n,
                Ok(Err(why)) | Err(why) => failed.push((rel(path), why)),
            }
        }
        assert_failures(p.key, "identity", &failed, p.identity_exceptions);
        eprintln!(
            "{}: identity on {} files, {strings} strings",
            p.key,
            files.len()
        );
        assert!(
            strings >= p.min_strings,
            "{}: only {strings} strings in the corpus",
            p.key
        );
    }
}

#[test]
fn reparse_with_translations_on_every_corpus_file() {
    for (format, p) in registered() {
        let mut failed = Vec::new();
        let mut validated = 0;
        for (path, src) in parseable(format, &p) {
            let name = format!("{} {}", p.key, rel(&path));
            let parsed = format
                .parse_all(&src, &ParseContext::default())
                .expect("parses");
            let run = attempt(|| {
                let mut checked = false;
                for (n, target) in (p.reparse_targets)(&parsed, &src).into_iter().enumerate() {
                    let tr = translate_all(&parsed.entries, &target, p.reparse_text);
                    // As a translation upload for every target; without a target (as a source
                    // file) for the first (a plural group of one category reads back as a key).
                    let mut out = Vec::new();
                    if !p.as_translation || n == 0 {
                        out = assert_reparse(format, &name, &src, &target, &tr);
                        checked |= (p.validate)(&name, &src, &out);
                    }
                    if p.as_translation {
                        out = assert_reparse_as_translation(
                            format,
                            &format!("{name} → {}", target.id),
                            &src,
                            &target,
                            &tr,
                            &|_, t| t.clone(),
                        );
                        checked |= (p.validate)(&name, &src, &out);
                    }
                    if p.stable_rebuild {
                        let again = assert_reparse(format, &name, &out, &target, &tr);
                        assert_eq!(again, out, "{name}: second build differs");
                    }
                }
                checked
            });
            match run {
                Ok(checked) => validated += usize::from(checked),
                Err(why) => failed.push((rel(&path), why)),
            }
        }
        assert_failures(p.key, "re-parse", &failed, p.reparse_exceptions);
        assert!(
            validated >= p.min_validated,
            "{}: only {validated} builds checked by the validator",
            p.key
        );
    }
}

#[test]
fn edge_cases_are_rejected_with_a_position_or_round_trip() {
    for (format, p) in registered() {
        let (_, edges) = files_of(&p);
        assert!(
            edges.len() >= p.min_edges,
            "{}: expected at least {} edge cases, found {}",
            p.key,
            p.min_edges,
            edges.len()
        );
        let mut accepted = 0;
        for path in &edges {
            let r = rel(path);
            let src = std::fs::read(path).expect("readable corpus file");
            let result = format.parse_all(&src, &ParseContext::default());
            match (p.edge, result) {
                (Edge::None, _) => panic!("{}: unexpected edge case {r}", p.key),
                (Edge::RejectedOrXmlIdentity, _) => {
                    let attr = p.xml_lang_attr.expect("XML formats name their attribute");
                    accepted += usize::from(check_edge_case(format, path, attr));
                }
                (Edge::Rejected | Edge::RejectedOrIdentity(_), Err(e)) => {
                    assert!(
                        e.line > 0 && e.column > 0,
                        "{} {r}: error without position: {e}",
                        p.key
                    );
                    assert!(e.message.contains("expected"), "{} {r}: {e}", p.key);
                }
                (Edge::RejectedOrIdentity(list), Ok(parsed)) => {
                    assert!(
                        list.iter().any(|l| r.ends_with(l)),
                        "{} {r} parses but is not listed as a round-trip edge case",
                        p.key
                    );
                    let target = (p.identity_target)(&parsed, &src).expect("a target");
                    assert_identity(format, path, &target);
                    accepted += 1;
                }
                (Edge::Rejected, Ok(_)) => panic!("{} {r}: an edge case parses", p.key),
            }
        }
        eprintln!(
            "{}: {} edge cases, {accepted} round-tripped, the others rejected with a position",
            p.key,
            edges.len()
        );
    }
}

/// The bytes of a profile's hostile document: the document itself, or for MO (a binary
/// format) the MO file `msgfmt` compiles from it, for DOCX and XLSX the package `create`
/// writes for its lines.
fn hostile_bytes(p: &Profile) -> Vec<u8> {
    static MO: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    match p.key {
        "mo" => MO
            .get_or_init(|| {
                let po = mo_check::scratch("po", p.hostile_doc.as_bytes());
                mo_check::msgfmt(&po, &[]).expect("msgfmt compiles the MO hostile document")
            })
            .clone(),
        "docx" => {
            let entries: Vec<locforge_formats::Entry> = p
                .hostile_doc
                .lines()
                .enumerate()
                .map(|(i, l)| locforge_formats::Entry::plain(i.to_string(), l))
                .collect();
            let mut out = Vec::new();
            locforge_formats::Docx
                .create(&entries, &lang("en", EN), None, &mut out)
                .expect("the DOCX hostile document is created");
            out
        }
        "xlsx" => {
            let entries: Vec<locforge_formats::Entry> = p
                .hostile_doc
                .lines()
                .enumerate()
                .map(|(i, l)| locforge_formats::Entry::plain(i.to_string(), l))
                .collect();
            let mut out = Vec::new();
            locforge_formats::Xlsx
                .create(&entries, &lang("en", EN), None, &mut out)
                .expect("the XLSX hostile document is created");
            out
        }
        _ => p.hostile_doc.as_bytes().to_vec(),
    }
}

/// A registered format's index and a hostile text drawn from its alphabet.
fn hostile_case() -> impl Strategy<Value = (usize, String)> {
    let n = registered().len();
    (0..n).prop_flat_map(|i| {
        // The format's hostile alphabet, shared with the format author's kit.
        let chars = registered()
            .into_iter()
            .nth(i)
            .map(|(_, p)| locforge_formats::check::alphabet_class(p.key))
            .unwrap_or_default();
        (
            Just(i),
            proptest::string::string_regex(&format!("{chars}{{0,40}}")).expect("a valid regex"),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(900))]
    #[test]
    fn hostile_translations_survive((i, text) in hostile_case()) {
        let (format, p) = registered().into_iter().nth(i).expect("in range");
        let text = (p.hostile_wrap)(&text);
        let doc = hostile_bytes(&p);
        let src = &doc[..];
        let parsed = format.parse_all(src, &ParseContext::default()).expect("the hostile document parses");
        prop_assert!(!parsed.entries.is_empty());
        for target in (p.hostile_targets)() {
            let tr = translate_all(&parsed.entries, &target, |_, _| text.clone());
            let name = format!("{} hostile", p.key);
            let out = assert_reparse(format, &name, src, &target, &tr);
            if p.xml_lang_attr.is_some() {
                assert_encoding_kept(&name, src, &out);
            }
            (p.hostile_oracle)(&out, &text);
        }
    }
}
