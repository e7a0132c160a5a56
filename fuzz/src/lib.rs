//! Shared pieces of the fuzz targets: which format an input's first byte selects, the languages
//! the targets parse and build with, and the per-format rules of the "hostile translations"
//! proptest (`formats/tests/invariants.rs`) that the build target follows: the alphabet texts are
//! drawn from and the wrap a text gets before it is used. No target logic lives here.

use std::sync::{Arc, OnceLock};

use locforge_formats::{Format, Language, PluralCategory, Registry};

/// The format keys the first input byte of `format_parse`, `format_build` and `convert` selects
/// from (`byte % len`). `scripts/fuzz` reads this list (between the markers) to prefix each seed
/// file with its format's index, so keep one key per line. A registered format missing here makes
/// every format target panic at start (see [`format_at`]).
pub const FORMAT_KEYS: &[&str] = &[
    // KEYS-BEGIN
    "arb",
    "formatjs",
    "structured-json",
    "i18next",
    "json",
    "json-reference",
    "android",
    "resx",
    "xliff12",
    "xliff2",
    "yaml",
    "po",
    "properties",
    "strings",
    "stringsdict",
    "xcstrings",
    "fluent",
    "csv",
    "ini",
    "srt",
    "vtt",
    "php",
    "ts",
    "tmx",
    "webext",
    "resjson",
    "go-i18n",
    "i18next-v3",
    "toml",
    "mo",
    "markdown",
    "docx",
    "html",
    "xlsx",
    // KEYS-END
];

/// The built-in registry, built once.
pub fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let registry = Registry::builtin();
        for f in registry.iter() {
            let key = f.info().key;
            assert!(
                FORMAT_KEYS.contains(&key),
                "format `{key}` is registered but not in fuzz/src/lib.rs FORMAT_KEYS: add it"
            );
        }
        registry
    })
}

/// The format selected by `selector` (an index into [`FORMAT_KEYS`], modulo its length).
pub fn format_at(selector: u8) -> &'static Arc<dyn Format> {
    let key = FORMAT_KEYS[usize::from(selector) % FORMAT_KEYS.len()];
    registry().get(key).unwrap_or_else(|| {
        panic!("fuzz/src/lib.rs FORMAT_KEYS names `{key}`, which is not registered")
    })
}

/// A language with the given plural categories.
pub fn lang(id: &str, cats: &[PluralCategory]) -> Language {
    Language::new(id, cats.to_vec())
}

/// The parse contexts a selector byte picks from: no languages, a source, one target, or
/// several targets (what a multilingual file is parsed with).
pub fn context_languages(selector: u8) -> (Option<Language>, Vec<Language>) {
    use PluralCategory::*;
    let source = (selector & 4 != 0).then(|| lang("en", &[One, Other]));
    let targets = match selector % 4 {
        0 => vec![],
        1 => vec![lang("de", &[One, Other])],
        2 => vec![lang("ru", &[One, Few, Many, Other])],
        _ => vec![
            lang("de", &[One, Other]),
            lang("ar", &PluralCategory::ALL),
            lang("ja", &[Other]),
        ],
    };
    (source, targets)
}

/// The proptest's hostile alphabets, copied verbatim (regex character classes) from each format's
/// profile in `formats/tests/invariants.rs`: the build target draws texts from the same
/// characters, so it holds formats to exactly the rules the proptest does.
pub fn hostile_class(key: &str) -> &'static str {
    const JSON_CHARS: &str = r#"[ "\\<&{}%@?#:\n\t'a-zé😀\u{202e}\u{05d0}]"#;
    const XML_CHARS: &str = r#"[ "\\<>&{}%@?#:;/=\n\t'a-zé😀\u{202e}\u{05d0}\u{0644}]"#;
    match key {
        "po" => r#"[ "\\<&{}%@?#:\n\t'a-zé😀\u{202e}\u{05d0}\r\u{1}]"#,
        "mo" => r#"[ "\\<&{}%@?#:\n\t'a-zé😀\u{202e}\u{05d0}\r\u{1}\u{4}\u{7f}]"#,
        "android" => r#"[ "\\<>/=&;{}%@?#:\n\t\r'a-cbiéx😀\u{202e}\u{05d0}\u{1}\]]"#,
        "resx" => r#"[ "\\<>/=&;{}%@?#:\n\r\t'a-z\]é😀\u{202e}\u{05d0}\u{0644}]"#,
        "yaml" => r#"[ "\\'<&{}%@?#:\-\n\t|>!*,\[\]~a-zé😀\u{202e}\u{05d0}\u{2028}\u{85}\r]"#,
        "fluent" => r#"[ "\\<&{}%@?#:;=\[\]*.$\-\n\t\r'a-zé😀\u{202e}\u{05d0}]"#,
        "properties" => r#"[ "\\<>&{}%@?#:!=;'\n\r\t\u{c}a-zéÿĀ😀\u{202e}\u{05d0}\u{1}\u{85}]"#,
        "csv" => r#"[ ,;\t\r\n"'=+@a-zé😀\u{202e}\u{05d0}-]"#,
        "xcstrings" => r#"[ "\\<&{}%@?#:/\n\t'a-zé😀\u{202e}\u{05d0}\u{1}]"#,
        "strings" => r#"[ "\\'%@{}=;/*:#$\n\t\rUa-cé😀\u{202e}\u{05d0}\u{1}]"#,
        "stringsdict" | "xliff12" | "xliff2" => XML_CHARS,
        "ini" => r#"[ "'=:;#\[\]%\\\n\ta-zé😀\u{202e}\u{05d0}]"#,
        "toml" => r#"[ "'=:;#\[\]{}%\\\n\r\t\u{1}a-zé😀\u{202e}\u{05d0}]"#,
        "srt" | "vtt" => r#"[ "\\<>&{}%@?#:!=;'\n\ta-zé😀\u{202e}\u{05d0}\u{1}]"#,
        "php" => r#"[ "'\\$`{}\[\]()=>.,;#/*?<\n\r\ta-zé😀\u{202e}\u{05d0}\u{1}\u{1b}]"#,
        "ts" => r#"[ "\\<>/=&;{}%@?#:|~\n\r\t'\]a-zé😀\u{202e}\u{05d0}\u{0644}\u{1}\u{7}]"#,
        "tmx" => r#"[ "\\<>/=&;{}%@?#:\n\r\t'\]a-zé😀\u{202e}\u{05d0}\u{0644}]"#,
        // As `locforge_formats::check`'s: no line break (a heading or table cell cannot hold
        // one), no digit (`<`, a digit and `>` read as an inline code), no `;` (`&lt;`).
        "markdown" => r#"[ "\\'<>&*_`\[\]()!#|~+\-=:.\ta-zé😀\u{202e}\u{05d0}]"#,
        // As `locforge_formats::check`'s: no digit, no `;`, no `\r`, no control character.
        "docx" | "xlsx" => r#"[ "\\'<>&{}%@?#:=/|,\[\]*.$!~+\-\t\na-zé😀\u{202e}\u{05d0}\u{0644}]"#,
        // As `locforge_formats::check`'s: every whitespace, markup characters, the no-break
        // space; no digit (`<`, a digit and `>` read as an inline code), no `;` (`&lt;`).
        "html" => r#"[ "\\'<>&=/{}%@?#:!\n\r\t\u{a0}a-zé😀\u{202e}\u{05d0}]"#,
        _ => JSON_CHARS,
    }
}

/// The characters of a regex character class as [`hostile_class`] writes them: literals,
/// ranges `a-z`, and the escapes `\\ \- \[ \] \n \t \r \u{…}`.
pub fn class_chars(class: &str) -> Vec<char> {
    let inner = class
        .strip_prefix('[')
        .and_then(|c| c.strip_suffix(']'))
        .unwrap_or(class);
    let mut items = Vec::new();
    let mut it = inner.chars().peekable();
    while let Some(c) = it.next() {
        let ch = if c == '\\' {
            match it.next() {
                Some('n') => '\n',
                Some('t') => '\t',
                Some('r') => '\r',
                Some('u') => {
                    let hex: String = it
                        .by_ref()
                        .skip_while(|&c| c == '{')
                        .take_while(|&c| c != '}')
                        .collect();
                    u32::from_str_radix(&hex, 16)
                        .ok()
                        .and_then(char::from_u32)
                        .unwrap_or('?')
                }
                Some(other) => other,
                None => '\\',
            }
        } else {
            c
        };
        // A `-` between two items is a range (a trailing `-` is a literal).
        if it.peek() == Some(&'-') && c != '\\' {
            let mut ahead = it.clone();
            ahead.next();
            if let Some(end) = ahead.next() {
                it = ahead;
                items.extend(ch..=end);
                continue;
            }
        }
        items.push(ch);
    }
    items.sort_unstable();
    items.dedup();
    items
}

/// The proptest's `hostile_wrap` of a format: PO's `«…»` (an empty msgstr means untranslated),
/// the stringsdict's `T: …` prefix, and for subtitles the text without its blank lines (a cue
/// cannot hold one); the text itself elsewhere.
pub fn hostile_wrap(key: &str, text: &str) -> String {
    match key {
        // Markdown, DOCX, HTML, XLSX: a string without words would leave its block empty
        // (refused by design in Markdown and HTML; in DOCX and XLSX no longer a string when read
        // back).
        "po" | "mo" | "markdown" | "docx" | "html" | "xlsx" => format!("«{text}»"),
        "stringsdict" => format!("T: {text}"),
        "srt" | "vtt" => text
            .split('\n')
            .filter(|l| !l.trim_matches([' ', '\t']).is_empty())
            .collect::<Vec<_>>()
            .join("\n"),
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_expand() {
        let c = class_chars(r#"[ ,;\t\r\n"'=+@a-cé\u{202e}-]"#);
        for ch in [
            ' ', ',', '\t', '\r', '\n', 'a', 'b', 'c', 'é', '\u{202e}', '-',
        ] {
            assert!(c.contains(&ch), "{ch:?}");
        }
        assert!(!c.contains(&'d'));
    }
}
