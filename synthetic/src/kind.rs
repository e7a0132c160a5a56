//! [`Kind`]: the kinds of synthetic file, their command-line names, the locforge format that
//! reads each, and the names of the files written. Nothing here generates content.

/// One kind of synthetic file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// i18next v4 JSON: nested namespaces and sections, `{{name}}` interpolation, `{{count}}`
    /// plurals as `key_one`/`key_other` siblings, `$t()` nesting, `<1>…</1>` Trans markup,
    /// `_male`/`_female` context keys. Identifier: the key path joined with `.` (plural suffix
    /// included).
    I18nextNested,
    /// One JSON object whose values are all strings (top-level keys only), `{name}` placeholders
    /// and ICU plurals. Identifier: the top-level key.
    FlatReference,
    /// GNU gettext catalog (empty `msgstr`): header with `Plural-Forms`, `#.` extracted comments,
    /// `#:` references, `#,` flags, `msgctxt`, `msgid_plural`, wrapped multi-line msgids,
    /// escapes, obsolete `#~` entries at the end. Identifier: the msgid, or msgctxt + U+0004 +
    /// msgid; obsolete entries are not listed.
    Gettext,
    /// Android resources: comments, `<string>`, `<plurals>`, `<xliff:g>` around printf
    /// placeholders, `\'` and `\"` escapes, entities, CDATA, `translatable="false"`. Identifier:
    /// the `name` attribute (`translatable="false"` strings are not listed).
    AndroidStrings,
    /// XLIFF 1.2: several `<file>`s, `<group>`s, `<trans-unit>` with `resname`, `<target
    /// state=…>`, `<note>`s, inline `<x/>`/`<g>`, `translate="no"` units. Identifier: the
    /// trans-unit id (`translate="no"` units are not listed).
    Xliff12,
    /// Apple `.strings` (UTF-8): `/* */` and `//` comments, quoted keys (some the English text
    /// itself, a few unquoted), `\"` `\\` `\n` and `\U00E9` escapes, `%@`/`%lld`/`%1$@`
    /// specifiers. Identifier: the key.
    AppleStrings,
    /// Apple `.stringsdict` (plist XML, tab-indented): one plural rule dict per key, some with a
    /// `zero` string, some with two variables and text in the format key. Identifier: the key;
    /// `key:variable` and `key:NSStringLocalizedFormatKey` for two-variable keys; `key#zero` for
    /// a `zero` string (English has no CLDR `zero`).
    AppleStringsdict,
    /// Java `.properties` (ASCII with `\uXXXX` escapes): `#` comments, `=`, ` = `, `: ` and space
    /// separators, continuation lines, MessageFormat `{0}` with `''` and `{0,choice,…}`, some
    /// values escaped as `Properties.store` does. Identifier: the key.
    Properties,
    /// Rails YAML: `en:` root, nested section maps, `one`/`other` plural maps, `%{name}`
    /// interpolation, plain, single- and double-quoted scalars, `|-` block scalars, comments.
    /// Identifier: the key path under the locale root, joined with `.`.
    RailsYaml,
    /// .NET `.resx` (UTF-8 BOM, CRLF) with Visual Studio's schema header and resheaders:
    /// `<data xml:space="preserve">` with `<value>` and `<comment>`, `{0}` placeholders, a few
    /// non-string resources and WinForms designer entries (not listed). Identifier: the `name`.
    Resx,
    /// Project Fluent `.ftl`: resource and group comments, message comments, `{ $var }`
    /// placeables, attributes, terms (hidden, not listed), multiline values, `{ $count -> … }`
    /// plural selects. Identifier: the message id, `id.attr` for attributes.
    Fluent,
    /// Structured JSON, Transifex shape: `{"key": {"string", "developer_comment", "context",
    /// "character_limit"}}`, ICU `{name}` placeholders and ICU plurals. Identifier: the key.
    StructuredJson,
    /// Apple String Catalog `.xcstrings` (Xcode layout: `" : "`, 2-space indent, sorted keys, no
    /// final newline): `sourceLanguage` `en`, semantic keys with an `en` `stringUnit` and keys
    /// that are the English text, plural variations, existing `de` and `fr` localizations,
    /// `shouldTranslate: false` (not listed). Identifier: the key.
    StringCatalog,
    /// CSV with a column per language (header `key,source,context,de,fr`, CRLF rows, RFC 4180
    /// quoting: cells with commas, quotes and line breaks), some `de` cells filled. Identifier:
    /// the `key` column.
    Csv,
}

impl Kind {
    /// Every kind, in the order the files are written (the index seeds each kind's stream).
    pub const ALL: [Kind; 14] = [
        Kind::I18nextNested,
        Kind::FlatReference,
        Kind::Gettext,
        Kind::AndroidStrings,
        Kind::Xliff12,
        Kind::AppleStrings,
        Kind::AppleStringsdict,
        Kind::Properties,
        Kind::RailsYaml,
        Kind::Resx,
        Kind::Fluent,
        Kind::StructuredJson,
        Kind::StringCatalog,
        Kind::Csv,
    ];

    /// The short name used on the command line (`--formats`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::I18nextNested => "i18next",
            Kind::FlatReference => "flat",
            Kind::Gettext => "po",
            Kind::AndroidStrings => "android",
            Kind::Xliff12 => "xliff12",
            Kind::AppleStrings => "strings",
            Kind::AppleStringsdict => "stringsdict",
            Kind::Properties => "properties",
            Kind::RailsYaml => "yaml",
            Kind::Resx => "resx",
            Kind::Fluent => "fluent",
            Kind::StructuredJson => "structured-json",
            Kind::StringCatalog => "xcstrings",
            Kind::Csv => "csv",
        }
    }

    /// The key of the locforge format that reads the file (`json` for the i18next file, as
    /// `locforge bench` reads it).
    pub fn format_key(self) -> &'static str {
        match self {
            Kind::I18nextNested => "json",
            Kind::FlatReference => "json-reference",
            Kind::Gettext => "po",
            Kind::AndroidStrings => "android",
            Kind::Xliff12 => "xliff12",
            other => other.name(),
        }
    }

    /// The kind for a command-line name (see [`Kind::name`]).
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The source file's name, e.g. `gettext.po`.
    pub fn file_name(self) -> &'static str {
        match self {
            Kind::I18nextNested => "i18next_nested.json",
            Kind::FlatReference => "flat_reference.json",
            Kind::Gettext => "gettext.po",
            Kind::AndroidStrings => "android_strings.xml",
            Kind::Xliff12 => "xliff12.xlf",
            Kind::AppleStrings => "apple_strings.strings",
            Kind::AppleStringsdict => "apple_plurals.stringsdict",
            Kind::Properties => "java_messages.properties",
            Kind::RailsYaml => "rails_en.yml",
            Kind::Resx => "dotnet_resources.resx",
            Kind::Fluent => "fluent_messages.ftl",
            Kind::StructuredJson => "structured_transifex.json",
            Kind::StringCatalog => "string_catalog.xcstrings",
            Kind::Csv => "multilingual.csv",
        }
    }

    /// The translations file's name, e.g. `gettext.ndjson`.
    pub fn ndjson_name(self) -> &'static str {
        match self {
            Kind::I18nextNested => "i18next_nested.ndjson",
            Kind::FlatReference => "flat_reference.ndjson",
            Kind::Gettext => "gettext.ndjson",
            Kind::AndroidStrings => "android_strings.ndjson",
            Kind::Xliff12 => "xliff12.ndjson",
            Kind::AppleStrings => "apple_strings.ndjson",
            Kind::AppleStringsdict => "apple_plurals.ndjson",
            Kind::Properties => "java_messages.ndjson",
            Kind::RailsYaml => "rails_en.ndjson",
            Kind::Resx => "dotnet_resources.ndjson",
            Kind::Fluent => "fluent_messages.ndjson",
            Kind::StructuredJson => "structured_transifex.ndjson",
            Kind::StringCatalog => "string_catalog.ndjson",
            Kind::Csv => "multilingual.ndjson",
        }
    }

    /// The kind's place in [`Kind::ALL`], which seeds its random stream.
    pub(crate) fn index(self) -> u64 {
        Kind::ALL.iter().position(|k| *k == self).unwrap_or(0) as u64
    }
}
