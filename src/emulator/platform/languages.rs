//! Complete language objects for the built-in languages: every field of the specification's
//! language object, CLDR plural categories and gettext plural rules (the form the platform sends).
//! Fixtures may add or override languages; `resolve` looks there first.

use serde_json::{json, Value};

use crate::protocol::LanguageObject;

/// One built-in language: id, name, editor code, ISO 639-1, ISO 639-3, locale, Android code,
/// macOS code, macOS locale, CLDR categories, gettext rule, text direction, parent language.
struct Builtin {
    id: &'static str,
    name: &'static str,
    editor: &'static str,
    two: &'static str,
    three: &'static str,
    locale: &'static str,
    android: &'static str,
    osx_code: &'static str,
    osx_locale: &'static str,
    categories: &'static [&'static str],
    rules: &'static str,
    rtl: bool,
    dialect_of: Option<&'static str>,
}

const ONE_OTHER: &[&str] = &["one", "other"];
const ONE_MANY_OTHER: &[&str] = &["one", "many", "other"];
const SLAVIC: &[&str] = &["one", "few", "many", "other"];

const BUILTIN: &[Builtin] = &[
    Builtin {
        id: "en",
        name: "English",
        editor: "en",
        two: "en",
        three: "eng",
        locale: "en-US",
        android: "en-rUS",
        osx_code: "en.lproj",
        osx_locale: "en",
        categories: ONE_OTHER,
        rules: "(n != 1)",
        rtl: false,
        dialect_of: None,
    },
    Builtin {
        id: "de",
        name: "German",
        editor: "de",
        two: "de",
        three: "deu",
        locale: "de-DE",
        android: "de-rDE",
        osx_code: "de.lproj",
        osx_locale: "de",
        categories: ONE_OTHER,
        rules: "(n != 1)",
        rtl: false,
        dialect_of: None,
    },
    Builtin {
        id: "fr",
        name: "French",
        editor: "fr",
        two: "fr",
        three: "fra",
        locale: "fr-FR",
        android: "fr-rFR",
        osx_code: "fr.lproj",
        osx_locale: "fr",
        categories: ONE_MANY_OTHER,
        rules: "((n == 0 || n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2)",
        rtl: false,
        dialect_of: None,
    },
    Builtin {
        id: "es-ES",
        name: "Spanish",
        editor: "es",
        two: "es",
        three: "spa",
        locale: "es-ES",
        android: "es-rES",
        osx_code: "es.lproj",
        osx_locale: "es",
        categories: ONE_MANY_OTHER,
        rules: "((n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2)",
        rtl: false,
        dialect_of: None,
    },
    Builtin {
        id: "pt-BR",
        name: "Portuguese, Brazilian",
        editor: "ptbr",
        two: "pt",
        three: "por",
        locale: "pt-BR",
        android: "pt-rBR",
        osx_code: "pt-BR.lproj",
        osx_locale: "pt_BR",
        categories: ONE_MANY_OTHER,
        rules: "((n == 0 || n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2)",
        rtl: false,
        dialect_of: Some("pt-PT"),
    },
    Builtin {
        id: "uk",
        name: "Ukrainian",
        editor: "uk",
        two: "uk",
        three: "ukr",
        locale: "uk-UA",
        android: "uk-rUA",
        osx_code: "uk.lproj",
        osx_locale: "uk",
        categories: SLAVIC,
        rules: "((n%10==1 && n%100!=11) ? 0 : ((n%10 >= 2 && n%10 <=4 && (n%100 < 12 || n%100 > 14)) ? 1 : ((n%10 == 0 || (n%10 >= 5 && n%10 <=9)) || (n%100 >= 11 && n%100 <= 14)) ? 2 : 3))",
        rtl: false,
        dialect_of: None,
    },
    Builtin {
        id: "pl",
        name: "Polish",
        editor: "pl",
        two: "pl",
        three: "pol",
        locale: "pl-PL",
        android: "pl-rPL",
        osx_code: "pl.lproj",
        osx_locale: "pl",
        categories: SLAVIC,
        rules: "(n==1 ? 0 : (n%10>=2 && n%10<=4) && (n%100<12 || n%100>14) ? 1 : n!=1 && (n%10>=0 && n%10<=1) || (n%10>=5 && n%10<=9) || (n%100>=12 && n%100<=14) ? 2 : 3)",
        rtl: false,
        dialect_of: None,
    },
    Builtin {
        id: "ar",
        name: "Arabic",
        editor: "ar",
        two: "ar",
        three: "ara",
        locale: "ar-SA",
        android: "ar-rSA",
        osx_code: "ar.lproj",
        osx_locale: "ar",
        categories: &["zero", "one", "two", "few", "many", "other"],
        rules: "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 && n%100<=99 ? 4 : 5)",
        rtl: true,
        dialect_of: None,
    },
    Builtin {
        id: "ja",
        name: "Japanese",
        editor: "ja",
        two: "ja",
        three: "jpn",
        locale: "ja-JP",
        android: "ja-rJP",
        osx_code: "ja.lproj",
        osx_locale: "ja",
        categories: &["other"],
        rules: "0",
        rtl: false,
        dialect_of: None,
    },
];

/// The ids of the built-in languages.
pub fn builtin_ids() -> Vec<&'static str> {
    BUILTIN.iter().map(|b| b.id).collect()
}

fn builtin(id: &str) -> Option<LanguageObject> {
    let b = BUILTIN.iter().find(|b| b.id.eq_ignore_ascii_case(id))?;
    Some(LanguageObject {
        id: Some(b.id.into()),
        name: Some(b.name.into()),
        editor_code: Some(b.editor.into()),
        two_letters_code: Some(b.two.into()),
        three_letters_code: Some(b.three.into()),
        locale: Some(b.locale.into()),
        android_code: Some(b.android.into()),
        osx_code: Some(b.osx_code.into()),
        osx_locale: Some(b.osx_locale.into()),
        plural_category_names: b.categories.iter().map(|c| (*c).to_owned()).collect(),
        plural_rules: Some(b.rules.into()),
        text_direction: Some(if b.rtl { "rtl" } else { "ltr" }.into()),
        dialect_of: b.dialect_of.map(Into::into),
    })
}

/// The complete language object for `id`: from `extra` (a fixture's languages) first, else the
/// built-in table.
pub fn resolve(extra: &[LanguageObject], id: &str) -> Option<LanguageObject> {
    extra
        .iter()
        .find(|l| l.id.as_deref().is_some_and(|x| x.eq_ignore_ascii_case(id)))
        .cloned()
        .or_else(|| builtin(id))
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
            assert!(l.to_language().is_ok(), "{id}: categories parse");
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
