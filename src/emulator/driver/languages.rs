//! A small built-in table of realistic language objects (every field of the spec's language
//! object; CLDR plural categories and gettext plural rules) for the languages scenarios use.
//! Job requests carry the plural fields; webhook payloads carry `textDirection` and `dialectOf`
//! instead.

use serde_json::{json, Value};

/// One row of the table.
#[derive(Debug, Clone, Copy)]
pub struct LanguageInfo {
    /// Platform language id (`de`, `pt-BR`).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Editor code.
    pub editor_code: &'static str,
    /// ISO 639-1.
    pub two_letters: &'static str,
    /// ISO 639-3.
    pub three_letters: &'static str,
    /// Locale.
    pub locale: &'static str,
    /// Android qualifier.
    pub android: &'static str,
    /// macOS code.
    pub osx_code: &'static str,
    /// macOS locale.
    pub osx_locale: &'static str,
    /// CLDR plural categories (cardinal), in CLDR order.
    pub plurals: &'static [&'static str],
    /// gettext plural expression.
    pub plural_rules: &'static str,
    /// `ltr` or `rtl`.
    pub direction: &'static str,
}

const ONE_OTHER: &[&str] = &["one", "other"];
const ONE_MANY_OTHER: &[&str] = &["one", "many", "other"];
const SLAVIC: &[&str] = &["one", "few", "many", "other"];
const OTHER: &[&str] = &["other"];
const GERMANIC_RULE: &str = "(n != 1)";
const EAST_SLAVIC_RULE: &str = "((n%10==1 && n%100!=11) ? 0 : ((n%10 >= 2 && n%10 <=4 && (n%100 < 12 || n%100 > 14)) ? 1 : ((n%10 == 0 || (n%10 >= 5 && n%10 <=9)) || (n%100 >= 11 && n%100 <= 14)) ? 2 : 3))";

/// The table.
pub const LANGUAGES: &[LanguageInfo] = &[
    LanguageInfo { id: "en", name: "English", editor_code: "en", two_letters: "en", three_letters: "eng", locale: "en-US", android: "en-rUS", osx_code: "en.lproj", osx_locale: "en", plurals: ONE_OTHER, plural_rules: GERMANIC_RULE, direction: "ltr" },
    LanguageInfo { id: "de", name: "German", editor_code: "de", two_letters: "de", three_letters: "deu", locale: "de-DE", android: "de-rDE", osx_code: "de.lproj", osx_locale: "de", plurals: ONE_OTHER, plural_rules: GERMANIC_RULE, direction: "ltr" },
    LanguageInfo { id: "nl", name: "Dutch", editor_code: "nl", two_letters: "nl", three_letters: "nld", locale: "nl-NL", android: "nl-rNL", osx_code: "nl.lproj", osx_locale: "nl", plurals: ONE_OTHER, plural_rules: GERMANIC_RULE, direction: "ltr" },
    LanguageInfo { id: "fr", name: "French", editor_code: "fr", two_letters: "fr", three_letters: "fra", locale: "fr-FR", android: "fr-rFR", osx_code: "fr.lproj", osx_locale: "fr", plurals: ONE_MANY_OTHER, plural_rules: "(n > 1)", direction: "ltr" },
    LanguageInfo { id: "es-ES", name: "Spanish", editor_code: "es", two_letters: "es", three_letters: "spa", locale: "es-ES", android: "es-rES", osx_code: "es.lproj", osx_locale: "es", plurals: ONE_MANY_OTHER, plural_rules: GERMANIC_RULE, direction: "ltr" },
    LanguageInfo { id: "it", name: "Italian", editor_code: "it", two_letters: "it", three_letters: "ita", locale: "it-IT", android: "it-rIT", osx_code: "it.lproj", osx_locale: "it", plurals: ONE_MANY_OTHER, plural_rules: GERMANIC_RULE, direction: "ltr" },
    LanguageInfo { id: "pt-BR", name: "Portuguese, Brazilian", editor_code: "ptbr", two_letters: "pt", three_letters: "por", locale: "pt-BR", android: "pt-rBR", osx_code: "pt-BR.lproj", osx_locale: "pt_BR", plurals: ONE_MANY_OTHER, plural_rules: "(n > 1)", direction: "ltr" },
    LanguageInfo { id: "uk", name: "Ukrainian", editor_code: "uk", two_letters: "uk", three_letters: "ukr", locale: "uk-UA", android: "uk-rUA", osx_code: "uk.lproj", osx_locale: "uk", plurals: SLAVIC, plural_rules: EAST_SLAVIC_RULE, direction: "ltr" },
    LanguageInfo { id: "ru", name: "Russian", editor_code: "ru", two_letters: "ru", three_letters: "rus", locale: "ru-RU", android: "ru-rRU", osx_code: "ru.lproj", osx_locale: "ru", plurals: SLAVIC, plural_rules: EAST_SLAVIC_RULE, direction: "ltr" },
    LanguageInfo { id: "pl", name: "Polish", editor_code: "pl", two_letters: "pl", three_letters: "pol", locale: "pl-PL", android: "pl-rPL", osx_code: "pl.lproj", osx_locale: "pl", plurals: SLAVIC, plural_rules: "(n==1 ? 0 : (n%10>=2 && n%10<=4) && (n%100<12 || n%100>14) ? 1 : n!=1 && (n%10>=0 && n%10<=1) || (n%10>=5 && n%10<=9) || (n%100>=12 && n%100<=14) ? 2 : 3)", direction: "ltr" },
    LanguageInfo { id: "cs", name: "Czech", editor_code: "cs", two_letters: "cs", three_letters: "ces", locale: "cs-CZ", android: "cs-rCZ", osx_code: "cs.lproj", osx_locale: "cs", plurals: SLAVIC, plural_rules: "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 3", direction: "ltr" },
    LanguageInfo { id: "ar", name: "Arabic", editor_code: "ar", two_letters: "ar", three_letters: "ara", locale: "ar-SA", android: "ar-rSA", osx_code: "ar.lproj", osx_locale: "ar", plurals: &["zero", "one", "two", "few", "many", "other"], plural_rules: "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 && n%100<=99 ? 4 : 5)", direction: "rtl" },
    LanguageInfo { id: "he", name: "Hebrew", editor_code: "he", two_letters: "he", three_letters: "heb", locale: "he-IL", android: "iw-rIL", osx_code: "he.lproj", osx_locale: "he", plurals: &["one", "two", "other"], plural_rules: "(n == 1 ? 0 : n == 2 ? 1 : 2)", direction: "rtl" },
    LanguageInfo { id: "ja", name: "Japanese", editor_code: "ja", two_letters: "ja", three_letters: "jpn", locale: "ja-JP", android: "ja-rJP", osx_code: "ja.lproj", osx_locale: "ja", plurals: OTHER, plural_rules: "0", direction: "ltr" },
    LanguageInfo { id: "zh-CN", name: "Chinese Simplified", editor_code: "zh-CN", two_letters: "zh", three_letters: "zho", locale: "zh-CN", android: "zh-rCN", osx_code: "zh-Hans.lproj", osx_locale: "zh-Hans", plurals: OTHER, plural_rules: "0", direction: "ltr" },
];

/// The row of `id`.
pub fn find(id: &str) -> Option<&'static LanguageInfo> {
    LANGUAGES.iter().find(|l| l.id.eq_ignore_ascii_case(id))
}

/// The row of `id`, or an error naming the known ids.
pub fn require(id: &str) -> Result<&'static LanguageInfo, String> {
    find(id).ok_or_else(|| {
        let known: Vec<&str> = LANGUAGES.iter().map(|l| l.id).collect();
        format!(
            "unknown language `{id}`; the driver knows {}",
            known.join(", ")
        )
    })
}

impl LanguageInfo {
    /// The language object of job requests.
    pub fn job_object(&self) -> Value {
        json!({
            "id": self.id,
            "name": self.name,
            "editorCode": self.editor_code,
            "twoLettersCode": self.two_letters,
            "threeLettersCode": self.three_letters,
            "locale": self.locale,
            "androidCode": self.android,
            "osxCode": self.osx_code,
            "osxLocale": self.osx_locale,
            "pluralCategoryNames": self.plurals,
            "pluralRules": self.plural_rules,
        })
    }

    /// The language object of webhook payloads (no plural fields).
    pub fn webhook_object(&self) -> Value {
        json!({
            "id": self.id,
            "name": self.name,
            "editorCode": self.editor_code,
            "twoLettersCode": self.two_letters,
            "threeLettersCode": self.three_letters,
            "locale": self.locale,
            "androidCode": self.android,
            "osxCode": self.osx_code,
            "osxLocale": self.osx_locale,
            "textDirection": self.direction,
            "dialectOf": null,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_other_and_valid_categories() {
        for l in LANGUAGES {
            assert!(l.plurals.contains(&"other"), "{}", l.id);
            for c in l.plurals {
                assert!(
                    locforge_formats::PluralCategory::parse(c).is_some(),
                    "{}: {c}",
                    l.id
                );
            }
        }
        assert_eq!(require("uk").map(|l| l.plurals.len()), Ok(4));
        assert!(require("xx").is_err());
    }
}
