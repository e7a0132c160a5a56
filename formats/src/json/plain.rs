//! `json` (nested JSON: objects and arrays, key-path identifiers), `i18next` (the same, with
//! i18next v4 plural siblings grouped) and `json-reference` (the interface specification's
//! reference module: top-level string values only). All splice values into the original bytes, so
//! indentation, key order, escapes, BOM and final newline survive.
//!
//! Plurals. `json` and `i18next` turn a value that is exactly one ICU
//! `{n, plural, one {…} other {…}}` (CLDR selectors only, see [`crate::json::icu`], FormatJS apostrophe
//! rules) into a plural entry rebuilt as ICU for the target's categories. Only `i18next` groups
//! adjacent `key_one`/`key_other`/… siblings of one object into one plural entry identified by
//! the base key path (`a.b.key`), rebuilt as `key_<category>` members for the target.
//!
//! Why two keys rather than grouping always: a file chosen as plain JSON keeps one string per
//! key, so suffixed keys stay plain strings with suffixed identifiers (`a.b.key_one`), which is
//! what generic JSON tools and the synthetic NDJSON (`i18next_nested.ndjson`) list. The `i18next`
//! format is what an i18next user picks (and what detection picks for files with `_one"`/`_other"`
//! keys): translators then see one plural string with the target's categories, and the build
//! writes exactly the keys i18next looks up for that language. A build request for `i18next`
//! keyed by suffixed identifiers does not fill the group (the lookup is by the group's
//! identifier); such requests should use `json`. Ordinal siblings (`key_ordinal_one`, …) are
//! never grouped: the platform's plural categories are cardinal, and ordinal rules differ
//! (English ordinals use one/two/few/other), so each stays a plain string.

use crate::format::{format_impl, FormatInfo, Signature};
use crate::json::create::{self, JsonKind};
use crate::json::dialect::{self, Dialect, Layout};
use crate::json::icu::IcuDialect;

/// Nested JSON with key-path identifiers: `a.b.c` (keys joined verbatim), array items as
/// `list[0]`. Whole-value ICU plurals are plural entries; i18next suffixed keys stay plain strings.
#[derive(Debug, Default, Clone, Copy)]
pub struct NestedJson;

/// i18next v4 JSON: nested JSON whose adjacent `key_<category>` siblings (at least `_other` and
/// one more) form one plural entry identified by the base key path.
#[derive(Debug, Default, Clone, Copy)]
pub struct I18nextJson;

/// The dialect of `json`.
pub const JSON_DIALECT: Dialect = Dialect {
    layout: Layout::Nested,
    i18next_plurals: false,
    v3_plurals: false,
    icu: IcuDialect::FormatJs,
};

/// The dialect of `i18next` (i18next-icu parses ICU with FormatJS).
pub const I18NEXT_DIALECT: Dialect = Dialect {
    layout: Layout::Nested,
    i18next_plurals: true,
    v3_plurals: false,
    icu: IcuDialect::FormatJs,
};

/// The spec's reference module: one string per top-level string value, identifier = key.
#[derive(Debug, Default, Clone, Copy)]
pub struct ReferenceJson;

static NESTED_INFO: FormatInfo = FormatInfo {
    key: "json",
    name: "JSON (nested)",
    description: "JSON objects and arrays of any depth; every string value is a string, identified by its key path",
    extensions: &["json"],
    signature: Signature {
        file_name: r"\.json$",
        file_content: Some(r"^\uFEFF?\s*[\{\[]"),
    },
};

static I18NEXT_INFO: FormatInfo = FormatInfo {
    key: "i18next",
    name: "i18next JSON (v4)",
    description: "Nested JSON with i18next v4 plural keys (key_one, key_other, ...) grouped into one plural string per base key",
    extensions: &["json"],
    signature: Signature {
        file_name: r"\.json$",
        file_content: Some(r#""[^"\n]*_(one|other)"\s*:"#),
    },
};

static REFERENCE_INFO: FormatInfo = FormatInfo {
    key: "json-reference",
    name: "JSON (reference, flat)",
    description: "The interface specification's reference module: top-level string values of one JSON object, identified by key",
    extensions: &["json"],
    signature: Signature {
        file_name: r"\.json$",
        file_content: Some(r#"^\uFEFF?\s*\{\s*"[^"]*"\s*:\s*""#),
    },
};

dialect::json_dialect_format!(NestedJson, NESTED_INFO, JSON_DIALECT, JsonKind::Nested);

dialect::json_dialect_format!(
    I18nextJson,
    I18NEXT_INFO,
    I18NEXT_DIALECT,
    JsonKind::I18next
);

/// The dialect of `json-reference`.
pub const REFERENCE_DIALECT: Dialect = Dialect {
    layout: Layout::Reference,
    i18next_plurals: false,
    v3_plurals: false,
    icu: IcuDialect::FormatJs,
};

format_impl! {
    ReferenceJson, REFERENCE_INFO;
    parse(src, ctx, sink) => dialect::parse(src, &REFERENCE_DIALECT, ctx, sink);
    render(slot, value, ctx, out) => dialect::render(&REFERENCE_DIALECT, slot, value, ctx, out);
    create(entries, source, target, out) =>
        create::create(JsonKind::Reference, entries, source, target, out);
    creates_plurals => false;
}

/// Appends a key to a path. Keys are joined with `.` verbatim, as i18next and the platform's
/// own JSON import do, so a flat file's dotted keys (`"admin.title"`) keep their identifiers. The
/// one ambiguity (`{"a.b": …}` beside `{"a": {"b": …}}`) is reported as a duplicate key.
pub fn push_key(path: &mut String, key: &str) {
    if !path.is_empty() {
        path.push('.');
    }
    path.push_str(key);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{Format, ParseContext, Parsed};
    use crate::language::Language;
    use crate::model::{Status, Text};
    use crate::skeleton::NoTranslations;
    use crate::testing;

    fn parse(f: &dyn Format, s: &str) -> Parsed {
        testing::parse(f, s.as_bytes())
    }

    fn build(f: &dyn Format, s: &str, tr: &[(&str, &str)]) -> String {
        let map = testing::translations(
            tr.iter()
                .map(|(k, v)| (*k, Text::plain(v.to_string()), Status::Translated)),
        );
        let out = testing::build(f, s.as_bytes(), &Language::new("de", vec![]), &map);
        String::from_utf8(out).expect("utf8")
    }

    const DOC: &str = "\u{feff}{\n    \"title\": \"Hello \\u00e9\",\n    \"menu\": {\"file.open\": \"Open\", \"n\": 3},\n    \"list\": [\"a\", {\"x\": \"b\"}, null],\n    \"ok\": true\n}\n";

    #[test]
    fn nested_paths_and_escaped_keys() {
        let p = parse(&NestedJson, DOC);
        let ids: Vec<_> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
        assert_eq!(ids, ["title", "menu.file.open", "list[0]", "list[1].x"]);
        assert_eq!(p.entries[0].text, Text::Plain("Hello é".into()));
    }

    #[test]
    fn reference_takes_top_level_strings_only() {
        let p = parse(&ReferenceJson, DOC);
        let ids: Vec<_> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
        assert_eq!(ids, ["title"]);
    }

    #[test]
    fn identity_keeps_every_byte() {
        for f in [&NestedJson as &dyn Format, &ReferenceJson] {
            let out = testing::build(
                f,
                DOC.as_bytes(),
                &Language::new("de", vec![]),
                &NoTranslations,
            );
            assert_eq!(out, DOC.as_bytes());
        }
    }

    #[test]
    fn build_splices_escaped_translations_only() {
        let out = build(
            &NestedJson,
            DOC,
            &[("menu.file.open", "Öffnen \"x\"\n"), ("list[1].x", "B")],
        );
        assert_eq!(
            out,
            DOC.replace("\"Open\"", "\"Öffnen \\\"x\\\"\\n\"")
                .replace("\"b\"", "\"B\"")
        );
        let back = parse(&NestedJson, &out);
        assert_eq!(back.entries[1].text, Text::Plain("Öffnen \"x\"\n".into()));
    }

    #[test]
    fn dotted_key_beside_nested_path_is_the_same_identifier() {
        let p = parse(&NestedJson, "{\"a.b\": \"x\", \"a\": {\"b\": \"y\"}}");
        assert_eq!(p.entries.len(), 1);
        assert_eq!(p.warnings.len(), 1);
        assert!(p.warnings[0].message.contains("`a.b`"), "{:?}", p.warnings);
    }

    #[test]
    fn a_key_defined_again_is_named_with_both_positions() {
        let p = parse(&NestedJson, "{\n \"a\": \"x\",\n \"a\": \"y\"\n}");
        assert_eq!(p.entries[0].text, Text::Plain("x".into()));
        let w = &p.warnings[0];
        assert_eq!((w.line, w.column), (3, 2));
        assert!(w.message.contains("(first at line 2)"), "{}", w.message);
    }

    #[test]
    fn reference_needs_a_top_level_object() {
        let e = ReferenceJson
            .parse_all(b"[\"a\"]", &ParseContext::default())
            .expect_err("array");
        assert!(e.message.contains("top level"));
    }
}
