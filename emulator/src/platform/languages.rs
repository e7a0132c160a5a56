//! The built-in languages, one table for the platform and its driver: every field of the
//! specification's language object, CLDR plural categories and gettext plural rules (the form the
//! platform sends). Fixtures may add or override languages; `resolve` looks there first. The
//! driver takes job-request and webhook language objects from the same rows.

use serde_json::{json, Value};

use locforge_protocol::LanguageObject;

/// One built-in language.
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
    /// Parent language id, for dialects.
    pub dialect_of: Option<&'static str>,
}

const ONE_OTHER: &[&str] = &["one", "other"];
const ONE_MANY_OTHER: &[&str] = &["one", "many", "other"];
const SLAVIC: &[&str] = &["one", "few", "many", "other"];
const OTHER: &[&str] = &["other"];
const GERMANIC_RULE: &str = "(n != 1)";
const ROMANCE_RULE: &str = "((n == 0 || n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2)";
const IBERIAN_RULE: &str = "((n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2)";
const EAST_SLAVIC_RULE: &str = "((n%10==1 && n%100!=11) ? 0 : ((n%10 >= 2 && n%10 <=4 && (n%100 < 12 || n%100 > 14)) ? 1 : ((n%10 == 0 || (n%10 >= 5 && n%10 <=9)) || (n%100 >= 11 && n%100 <= 14)) ? 2 : 3))";

/// The table.
#[rustfmt::skip]
pub const LANGUAGES: &[LanguageInfo] = &[
    LanguageInfo { id: "en", name: "English", editor_code: "en", two_letters: "en", three_letters: "eng", locale: "en-US", android: "en-rUS", osx_code: "en.lproj", osx_locale: "en", plurals: ONE_OTHER, plural_rules: GERMANIC_RULE, direction: "ltr", dialect_of: None },
    LanguageInfo { id: "de", name: "German", editor_code: "de", two_letters: "de", three_letters: "deu", locale: "de-DE", android: "de-rDE", osx_code: "de.lproj", osx_locale: "de", plurals: ONE_OTHER, plural_rules: GERMANIC_RULE, direction: "ltr", dialect_of: None },
    LanguageInfo { id: "nl", name: "Dutch", editor_code: "nl", two_letters: "nl", three_letters: "nld", locale: "nl-NL", android: "nl-rNL", osx_code: "nl.lproj", osx_locale: "nl", plurals: ONE_OTHER, plural_rules: GERMANIC_RULE, direction: "ltr", dialect_of: None },
    LanguageInfo { id: "fr", name: "French", editor_code: "fr", two_letters: "fr", three_letters: "fra", locale: "fr-FR", android: "fr-rFR", osx_code: "fr.lproj", osx_locale: "fr", plurals: ONE_MANY_OTHER, plural_rules: ROMANCE_RULE, direction: "ltr", dialect_of: None },
    LanguageInfo { id: "es-ES", name: "Spanish", editor_code: "es", two_letters: "es", three_letters: "spa", locale: "es-ES", android: "es-rES", osx_code: "es.lproj", osx_locale: "es", plurals: ONE_MANY_OTHER, plural_rules: IBERIAN_RULE, direction: "ltr", dialect_of: None },
    LanguageInfo { id: "it", name: "Italian", editor_code: "it", two_letters: "it", three_letters: "ita", locale: "it-IT", android: "it-rIT", osx_code: "it.lproj", osx_locale: "it", plurals: ONE_MANY_OTHER, plural_rules: IBERIAN_RULE, direction: "ltr", dialect_of: None },
    LanguageInfo { id: "pt-BR", name: "Portuguese, Brazilian", editor_code: "ptbr", two_letters: "pt", three_letters: "por", locale: "pt-BR", android: "pt-rBR", osx_code: "pt-BR.lproj", osx_locale: "pt_BR", plurals: ONE_MANY_OTHER, plural_rules: ROMANCE_RULE, direction: "ltr", dialect_of: Some("pt-PT") },
    LanguageInfo { id: "uk", name: "Ukrainian", editor_code: "uk", two_letters: "uk", three_letters: "ukr", locale: "uk-UA", android: "uk-rUA", osx_code: "uk.lproj", osx_locale: "uk", plurals: SLAVIC, plural_rules: EAST_SLAVIC_RULE, direction: "ltr", dialect_of: None },
    LanguageInfo { id: "ru", name: "Russian", editor_code: "ru", two_letters: "ru", three_letters: "rus", locale: "ru-RU", android: "ru-rRU", osx_code: "ru.lproj", osx_locale: "ru", plurals: SLAVIC, plural_rules: EAST_SLAVIC_RULE, direction: "ltr", dialect_of: None },
    LanguageInfo { id: "pl", name: "Polish", editor_code: "pl", two_letters: "pl", three_letters: "pol", locale: "pl-PL", android: "pl-rPL", osx_code: "pl.lproj", osx_locale: "pl", plurals: SLAVIC, plural_rules: "(n==1 ? 0 : (n%10>=2 && n%10<=4) && (n%100<12 || n%100>14) ? 1 : n!=1 && (n%10>=0 && n%10<=1) || (n%10>=5 && n%10<=9) || (n%100>=12 && n%100<=14) ? 2 : 3)", direction: "ltr", dialect_of: None },
    LanguageInfo { id: "cs", name: "Czech", editor_code: "cs", two_letters: "cs", three_letters: "ces", locale: "cs-CZ", android: "cs-rCZ", osx_code: "cs.lproj", osx_locale: "cs", plurals: SLAVIC, plural_rules: "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 3", direction: "ltr", dialect_of: None },
    LanguageInfo { id: "ar", name: "Arabic", editor_code: "ar", two_letters: "ar", three_letters: "ara", locale: "ar-SA", android: "ar-rSA", osx_code: "ar.lproj", osx_locale: "ar", plurals: &["zero", "one", "two", "few", "many", "other"], plural_rules: "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 && n%100<=99 ? 4 : 5)", direction: "rtl", dialect_of: None },
    LanguageInfo { id: "he", name: "Hebrew", editor_code: "he", two_letters: "he", three_letters: "heb", locale: "he-IL", android: "iw-rIL", osx_code: "he.lproj", osx_locale: "he", plurals: &["one", "two", "other"], plural_rules: "(n == 1 ? 0 : n == 2 ? 1 : 2)", direction: "rtl", dialect_of: None },
    LanguageInfo { id: "ja", name: "Japanese", editor_code: "ja", two_letters: "ja", three_letters: "jpn", locale: "ja-JP", android: "ja-rJP", osx_code: "ja.lproj", osx_locale: "ja", plurals: OTHER, plural_rules: "0", direction: "ltr", dialect_of: None },
    LanguageInfo { id: "zh-CN", name: "Chinese Simplified", editor_code: "zh-CN", two_letters: "zh", three_letters: "zho", locale: "zh-CN", android: "zh-rCN", osx_code: "zh-Hans.lproj", osx_locale: "zh-Hans", plurals: OTHER, plural_rules: "0", direction: "ltr", dialect_of: None },
];

/// The row of `id` (case-insensitive).
pub fn find(id: &str) -> Option<&'static LanguageInfo> {
    LANGUAGES.iter().find(|l| l.id.eq_ignore_ascii_case(id))
}

/// The row of `id`, or an error naming the known ids.
pub fn require(id: &str) -> Result<&'static LanguageInfo, String> {
    find(id).ok_or_else(|| {
        format!(
            "unknown language `{id}`; the driver knows {}",
            builtin_ids().join(", ")
        )
    })
}

/// The ids of the built-in languages.
pub fn builtin_ids() -> Vec<&'static str> {
    LANGUAGES.iter().map(|l| l.id).collect()
}

impl LanguageInfo {
    /// The row as a complete language object.
    pub fn object(&self) -> LanguageObject {
        LanguageObject {
            id: Some(self.id.into()),
            name: Some(self.name.into()),
            editor_code: Some(self.editor_code.into()),
            two_letters_code: Some(self.two_letters.into()),
            three_letters_code: Some(self.three_letters.into()),
            locale: Some(self.locale.into()),
            android_code: Some(self.android.into()),
            osx_code: Some(self.osx_code.into()),
            osx_locale: Some(self.osx_locale.into()),
            plural_category_names: self.plurals.iter().map(|c| (*c).to_owned()).collect(),
            plural_rules: Some(self.plural_rules.into()),
            text_direction: Some(self.direction.into()),
            dialect_of: self.dialect_of.map(Into::into),
        }
    }

    /// The language object of job requests: the plural fields, no `textDirection`/`dialectOf`.
    pub fn job_object(&self) -> Value {
        let mut v = to_json(&self.object());
        if let Some(o) = v.as_object_mut() {
            o.remove("textDirection");
            o.remove("dialectOf");
        }
        v
    }

    /// The language object of webhook payloads (no plural fields).
    pub fn webhook_object(&self) -> Value {
        to_webhook_json(&self.object())
    }
}

/// The complete language object for `id`: from `extra` (a fixture's languages) first, else the
/// built-in table.
pub fn resolve(extra: &[LanguageObject], id: &str) -> Option<LanguageObject> {
    extra
        .iter()
        .find(|l| l.id.as_deref().is_some_and(|x| x.eq_ignore_ascii_case(id)))
        .cloned()
        .or_else(|| find(id).map(LanguageInfo::object))
}

/// The language as the API and job requests show it: every field present (`dialectOf` null
/// when not a dialect).
pub fn to_json(l: &LanguageObject) -> Value {
    json!({
        "id": l.id,
        "name": l.name,
        "editorCode": l.editor_code,
        "twoLettersCode": l.two_letters_code,
        "threeLettersCode": l.three_letters_code,
        "locale": l.locale,
        "androidCode": l.android_code,
        "osxCode": l.osx_code,
        "osxLocale": l.osx_locale,
        "pluralCategoryNames": l.plural_category_names,
        "pluralRules": l.plural_rules,
        "textDirection": l.text_direction.clone().unwrap_or_else(|| "ltr".into()),
        "dialectOf": l.dialect_of,
    })
}

/// The language as webhook payloads show it: no plural fields, with `textDirection` and
/// `dialectOf`.
pub fn to_webhook_json(l: &LanguageObject) -> Value {
    let mut v = to_json(l);
    if let Some(o) = v.as_object_mut() {
        o.remove("pluralCategoryNames");
        o.remove("pluralRules");
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use locforge_protocol::PluralCategory;

    #[test]
    fn every_language_has_other_and_valid_categories() {
        for l in LANGUAGES {
            assert!(l.plurals.contains(&"other"), "{}", l.id);
            for c in l.plurals {
                assert!(PluralCategory::parse(c).is_some(), "{}: {c}", l.id);
            }
        }
        assert_eq!(require("uk").map(|l| l.plurals.len()), Ok(4));
        assert!(require("xx").is_err());
    }

    #[test]
    fn job_and_webhook_objects_have_their_fields() {
        let de = require("de").expect("de");
        let job = de.job_object();
        assert!(job["pluralCategoryNames"].is_array() && job.get("textDirection").is_none());
        let hook = de.webhook_object();
        assert!(hook.get("pluralRules").is_none() && hook["textDirection"] == "ltr");
        assert!(hook["dialectOf"].is_null());
    }

    #[test]
    fn builtin_languages_are_complete() {
        for id in builtin_ids() {
            let l = resolve(&[], id).expect("builtin");
            let v = to_json(&l);
            for k in [
                "id",
                "name",
                "editorCode",
                "twoLettersCode",
                "threeLettersCode",
                "locale",
                "androidCode",
                "osxCode",
                "osxLocale",
                "pluralRules",
                "textDirection",
            ] {
                assert!(v[k].is_string(), "{id}: {k}");
            }
            assert!(!l.plural_category_names.is_empty());
            assert!(
                l.plural_category_names
                    .iter()
                    .all(|c| PluralCategory::parse(c).is_some()),
                "{id}: categories parse"
            );
            assert_eq!(
                l.plural_category_names.last().map(String::as_str),
                Some("other")
            );
        }
    }

    #[test]
    fn fixture_languages_override() {
        let mine = LanguageObject {
            id: Some("de".into()),
            name: Some("Deutsch".into()),
            ..LanguageObject::default()
        };
        assert_eq!(
            resolve(std::slice::from_ref(&mine), "DE").and_then(|l| l.name),
            Some("Deutsch".into())
        );
        assert!(resolve(&[], "xx").is_none());
    }
}
