//! The format author's kit (`locforge_formats::check`, what `locforge formats check` runs) on
//! the repository's corpus: every regular file of every built-in format, its format found by
//! detection, passes every invariant, except the files listed in [`EXPECTED_FAILURES`] with the
//! reason, each of which must fail exactly the invariants it is listed for (so a fix shows up as
//! a list to shorten, and nothing passes by being skipped). The same exceptions are in the
//! invariants suite's profiles (`invariants.rs`), except the Django PO files, which the kit
//! found: see [`DJANGO`].

mod support;

use std::collections::BTreeSet;
use std::path::PathBuf;

use locforge_formats::check::{check_file, Invariant};
use locforge_formats::Registry;
use support::corpus_root;

/// The Fluent reference parser's own error fixtures (its AST has Junk, or an id twice).
const JUNK: &str =
    "a Junk fixture of the Fluent reference tests; locforge refuses it with a position";
/// A partly translated file: its plural strings use different category sets, so a build for any
/// one language rewrites some of them (the invariants suite lists the same files).
const CATS: &str =
    "plural strings with different category sets: no one language gives the file back";
/// Django's `fr` and `pt_BR` catalogs declare `nplurals=2` but hold `msgstr[2]`: a parse as a
/// source file accepts them, a parse for a target language (the streaming build's, the
/// service's) refuses them; found by the kit.
const DJANGO: &str =
    "declares nplurals=2 but holds msgstr[2]: a parse for a target language refuses it";

/// Files that fail an invariant, with why.
/// Why a go-i18n plural does not read back for Japanese.
const GO_I18N_OTHER_ONLY: &str = "a build for a language whose only category is `other` writes a go-i18n plural message with `other` alone, which reads back as a plain string: go-i18n files cannot tell the two apart";

/// Why a TOML plural table does not read back for Japanese.
const TOML_OTHER_ONLY: &str = "a build for a language whose only category is `other` writes a plural table with `other` alone, which reads back as a plain string: Hugo and go-i18n TOML files cannot tell the two apart";

const EXPECTED_FAILURES: &[(&str, Invariant, &str)] = &[
    (
        "toml/go-i18n/example/active.en.toml",
        Invariant::Plurals,
        TOML_OTHER_ONLY,
    ),
    (
        "toml/go-i18n/example/active.es.toml",
        Invariant::Plurals,
        TOML_OTHER_ONLY,
    ),
    (
        "toml/gohugo-theme-ananke/i18n/de.toml",
        Invariant::Plurals,
        TOML_OTHER_ONLY,
    ),
    (
        "toml/gohugo-theme-ananke/i18n/en.toml",
        Invariant::Plurals,
        TOML_OTHER_ONLY,
    ),
    (
        "toml/gohugo-theme-ananke/i18n/he.toml",
        Invariant::Plurals,
        TOML_OTHER_ONLY,
    ),
    (
        "toml/gohugo-theme-ananke/i18n/ja.toml",
        Invariant::Plurals,
        TOML_OTHER_ONLY,
    ),
    (
        "toml/gohugo-theme-ananke/i18n/pl.toml",
        Invariant::Plurals,
        TOML_OTHER_ONLY,
    ),
    (
        "json/go-i18n/matterpoll/assets/i18n/active.de.json",
        Invariant::Plurals,
        GO_I18N_OTHER_ONLY,
    ),
    (
        "json/go-i18n/matterpoll/assets/i18n/active.en.json",
        Invariant::Plurals,
        GO_I18N_OTHER_ONLY,
    ),
    (
        "json/go-i18n/matterpoll/assets/i18n/active.pl.json",
        Invariant::Plurals,
        GO_I18N_OTHER_ONLY,
    ),
    (
        "json/go-i18n/matterpoll/assets/i18n/active.ru.json",
        Invariant::Plurals,
        GO_I18N_OTHER_ONLY,
    ),
    (
        "android/aosp-calendar/res/values/strings.xml",
        Invariant::Identity,
        CATS,
    ),
    (
        "android/aosp-frameworks-base-gingerbread/core/res/res/values/strings.xml",
        Invariant::Identity,
        CATS,
    ),
    (
        "android/aosp-frameworks-base-gingerbread/core/res/res/values-ru/strings.xml",
        Invariant::Identity,
        CATS,
    ),
    (
        "apple/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Substitution.xcstrings",
        Invariant::Identity,
        CATS,
    ),
    (
        "fluent/firefox-l10n-source/browser/browser/aboutLogins.ftl",
        Invariant::Identity,
        CATS,
    ),
    (
        "fluent/firefox-l10n-source/browser/browser/browser.ftl",
        Invariant::Identity,
        CATS,
    ),
    (
        "fluent/firefox-l10n-source/browser/browser/tabbrowser.ftl",
        Invariant::Identity,
        CATS,
    ),
    (
        "fluent/firefox-l10n-source/toolkit/toolkit/about/aboutAddons.ftl",
        Invariant::Identity,
        CATS,
    ),
    (
        "fluent/firefox-send/public/locales/he/send.ftl",
        Invariant::Identity,
        CATS,
    ),
    (
        "fluent/firefox-send/public/locales/ru/send.ftl",
        Invariant::Identity,
        CATS,
    ),
    (
        "fluent/firefox-send/public/locales/uk/send.ftl",
        Invariant::Identity,
        CATS,
    ),
    (
        "fluent/firefox-send/public/locales/zh-CN/send.ftl",
        Invariant::Identity,
        CATS,
    ),
    (
        "fluent/projectfluent/benchmarks/gecko_strings.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/astral.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/call_expressions.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/callee_expressions.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/comments.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/cr_err_literal.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/cr_err_selector.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/crlf.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/eof_id_equals.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/escaped_characters.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/junk.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/leading_dots.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/member_expressions.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/messages.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/mixed_entries.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/numbers.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/obsolete.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/placeables.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/reference_expressions.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/select_expressions.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/select_indent.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/special_chars.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/tab.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/terms.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/variables.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "fluent/projectfluent/fixtures/variant_keys.ftl",
        Invariant::Parse,
        JUNK,
    ),
    (
        "json/formatjs/overseerr/src/i18n/locale/pl.json",
        Invariant::Identity,
        CATS,
    ),
    (
        "po/django/django/conf/locale/br/LC_MESSAGES/django.po",
        Invariant::Identity,
        CATS,
    ),
    (
        "po/django/django/conf/locale/fr/LC_MESSAGES/django.po",
        Invariant::Pseudo,
        DJANGO,
    ),
    (
        "po/django/django/conf/locale/fr/LC_MESSAGES/django.po",
        Invariant::Hostile,
        DJANGO,
    ),
    (
        "po/django/django/conf/locale/fr/LC_MESSAGES/django.po",
        Invariant::Plurals,
        DJANGO,
    ),
    (
        "po/django/django/conf/locale/lt/LC_MESSAGES/django.po",
        Invariant::Identity,
        CATS,
    ),
    (
        "po/django/django/conf/locale/pt_BR/LC_MESSAGES/django.po",
        Invariant::Pseudo,
        DJANGO,
    ),
    (
        "po/django/django/conf/locale/pt_BR/LC_MESSAGES/django.po",
        Invariant::Hostile,
        DJANGO,
    ),
    (
        "po/django/django/conf/locale/pt_BR/LC_MESSAGES/django.po",
        Invariant::Plurals,
        DJANGO,
    ),
    (
        "po/django/django/conf/locale/ro/LC_MESSAGES/django.po",
        Invariant::Identity,
        CATS,
    ),
    (
        "po/django/django/conf/locale/sl/LC_MESSAGES/django.po",
        Invariant::Identity,
        CATS,
    ),
    (
        "po/django/django/conf/locale/uk/LC_MESSAGES/django.po",
        Invariant::Identity,
        CATS,
    ),
    (
        "po/polib-tests/tests/test_ufeff.po",
        Invariant::Parse,
        "a byte-order mark inside a string (polib's own edge case, invariants.rs lists it)",
    ),
    (
        "po/symfony-fixtures/missing-plurals.po",
        Invariant::Parse,
        "plural forms start at msgstr[3] (Symfony's own edge case)",
    ),
    (
        "yaml/spree_i18n/config/locales/ru.yml",
        Invariant::Identity,
        CATS,
    ),
];

/// Files no built-in format detects: Fluent fixtures without a single message (the content
/// pattern needs one), and go-astisub's SubRip fixture in a legacy 8-bit encoding (subtitles are
/// read as UTF-8, and nothing in the file names its encoding).
const UNDETECTED: &[&str] = &[
    "fluent/projectfluent/fixtures/eof_comment.ftl",
    "fluent/projectfluent/fixtures/eof_empty.ftl",
    "fluent/projectfluent/fixtures/eof_id.ftl",
    "fluent/projectfluent/fixtures/eof_junk.ftl",
    "fluent/projectfluent/fixtures/zero_length.ftl",
    "subtitles/go-astisub/testdata/example-in-non-utf8.srt",
];

/// Every regular corpus file (edge cases, provenance and licence files left out), sorted.
fn corpus() -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![corpus_root()];
    while let Some(dir) = stack.pop() {
        for item in std::fs::read_dir(&dir).expect("readable corpus dir") {
            let path = item.expect("dir entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                if name != "edge-cases" {
                    stack.push(path);
                }
            } else if !(name.ends_with(".md")
                || name.starts_with("LICENSE")
                || name.starts_with("Licenses")
                || name.starts_with("NOTICE")
                || name.starts_with("COPYING"))
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn the_kit_passes_on_every_corpus_file_but_the_listed_ones() {
    let registry = Registry::builtin();
    let mut failed: BTreeSet<(String, &'static str)> = BTreeSet::new();
    let mut undetected = Vec::new();
    let mut keys = BTreeSet::new();
    let mut checked = 0;
    for path in corpus() {
        let rel = path
            .strip_prefix(corpus_root())
            .expect("below the corpus")
            .to_string_lossy()
            .replace('\\', "/");
        let src = std::fs::read(&path).expect("readable corpus file");
        let name = path.file_name().expect("a file name").to_string_lossy();
        let Some(format) = registry.detect(&name, &src) else {
            undetected.push(rel);
            continue;
        };
        let report = check_file(&**format, &registry, &name, &src);
        assert_eq!(report.verdicts.len(), Invariant::ALL.len());
        keys.insert(report.format);
        checked += 1;
        for (invariant, verdict) in &report.verdicts {
            if verdict.failed() {
                eprintln!("{rel}: {invariant}: {verdict:?}");
                failed.insert((rel.clone(), invariant.name()));
            }
        }
    }
    let expected: BTreeSet<(String, &'static str)> = EXPECTED_FAILURES
        .iter()
        .map(|(p, i, _)| (p.to_string(), i.name()))
        .collect();
    let unexpected: Vec<_> = failed.difference(&expected).collect();
    let fixed: Vec<_> = expected.difference(&failed).collect();
    assert!(
        unexpected.is_empty(),
        "the kit fails on files not listed: {unexpected:?}"
    );
    assert!(
        fixed.is_empty(),
        "listed files pass now, remove them: {fixed:?}"
    );
    assert_eq!(undetected, UNDETECTED, "files no format detects");
    assert!(checked > 700, "only {checked} corpus files checked");
    // FormatJS and reference JSON files are named `*.json` with content the plain `json`
    // dialect detects first, so the kit checks them as `json`: every other format is met.
    let missing: Vec<&str> = Registry::builtin()
        .iter()
        .map(|f| f.info().key)
        .filter(|k| !keys.contains(k))
        .collect();
    assert_eq!(
        missing,
        ["formatjs", "json-reference"],
        "formats the kit never met"
    );
}
