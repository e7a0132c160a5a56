//! CLDR plural data for the CLI and for formats that must classify numbers (the gettext
//! index ↔ category mapping): plural categories of a language, a number's category, and a gettext
//! `Plural-Forms` string for common languages. Backed by `icu_plurals` (CLDR data baked in); the
//! service gets the same facts from the request's language objects instead.

use icu_locale_core::Locale;
use icu_plurals::{PluralOperands, PluralRules};

use crate::language::Language;
use crate::model::PluralCategory;

/// The CLDR cardinal plural categories of `lang`, in CLDR order.
///
/// Accepts BCP 47 and gettext-style ids: `de`, `pt-BR`, `pt_BR`, `zh-Hans`, `sr@latin` (the
/// `@modifier` is ignored). A language CLDR does not know — or an id that is not a language tag —
/// gets `[other]` only (CLDR's root rules), so callers never get an empty list.
pub fn plural_categories(lang: &str) -> Vec<PluralCategory> {
    match cardinal_rules(lang) {
        Some(rules) => categories_of(&rules),
        None => vec![PluralCategory::Other],
    }
}

/// A `Language` for `id` filled from CLDR: the id as given, its canonical BCP 47 locale, its
/// plural categories and, for common languages, a gettext `Plural-Forms` value
/// (`nplurals=…; plural=…;`) whose indices follow the CLDR category order.
pub fn language(id: &str) -> Language {
    let locale = parse_locale(id).map(|l| l.to_string());
    Language {
        id: id.to_string(),
        locale,
        android_code: None,
        plural_categories: plural_categories(id),
        plural_rules: gettext_plural_forms(id).map(str::to_string),
    }
}

/// The CLDR cardinal rules of `lang`, when the id parses as a language tag. Unknown languages get
/// CLDR's root rules (everything is `other`).
pub fn cardinal_rules(lang: &str) -> Option<PluralRules> {
    let locale = parse_locale(lang)?;
    PluralRules::try_new_cardinal((&locale).into()).ok()
}

/// The categories `rules` distinguishes, in CLDR order.
pub fn categories_of(rules: &PluralRules) -> Vec<PluralCategory> {
    let mut cats: Vec<PluralCategory> = rules.categories().map(from_icu).collect();
    cats.sort();
    cats.dedup();
    cats
}

/// The category of the integer `n` under `rules`.
pub fn category_of_integer(rules: &PluralRules, n: u64) -> PluralCategory {
    from_icu(rules.category_for(n))
}

/// The category of a decimal written as in CLDR samples (`1.5`, `0.0`) under `rules`; `None` when
/// the text is not a plain decimal.
pub fn category_of_decimal(rules: &PluralRules, decimal: &str) -> Option<PluralCategory> {
    let decimal = fixed_decimal::Decimal::try_from_str(decimal).ok()?;
    Some(from_icu(rules.category_for(PluralOperands::from(&decimal))))
}

/// A gettext `Plural-Forms` value for common languages, with indices in CLDR category order
/// (index 0 = the first category the expression distinguishes). Languages whose only CLDR category
/// is `other` get `nplurals=1; plural=0;`. `None` for languages not in the table.
pub fn gettext_plural_forms(lang: &str) -> Option<&'static str> {
    let base = base_language(lang);
    let region = region(lang);
    // Hand-written table: CLDR publishes no gettext expressions, and these are the formulas the
    // gettext manual and msginit use (restated so that index order matches CLDR order).
    const N_NE_1: &str = "nplurals=2; plural=(n != 1);";
    const N_GT_1: &str = "nplurals=2; plural=(n > 1);";
    const EAST_SLAVIC: &str = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);";
    Some(match base.as_str() {
        "pt" if region.as_deref() == Some("PT") => N_NE_1,
        "en" | "de" | "nl" | "sv" | "da" | "nb" | "nn" | "no" | "fi" | "et" | "it" | "es"
        | "el" | "hu" | "bg" | "tr" | "ca" | "eu" | "gl" | "af" | "sq" | "az" | "eo" | "fo"
        | "fy" | "ka" | "kk" | "ky" | "lb" | "ml" | "mn" | "mr" | "ne" | "or" | "pa" | "ps"
        | "so" | "sw" | "ta" | "te" | "ur" | "uz" | "nds" | "rm" | "ast" | "fur" | "sc" => N_NE_1,
        "fr" | "pt" | "hi" | "fa" | "bn" | "gu" | "kn" | "zu" | "am" | "hy" => N_GT_1,
        "ja" | "ko" | "zh" | "vi" | "th" | "id" | "ms" | "lo" | "km" | "my" | "yue" | "jv"
        | "su" | "bo" | "dz" | "ig" | "yo" | "sah" | "to" => "nplurals=1; plural=0;",
        "ru" | "uk" | "be" => EAST_SLAVIC,
        "hr" | "sr" | "bs" | "sh" => EAST_SLAVIC,
        "pl" => "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
        "cs" | "sk" => "nplurals=3; plural=(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2);",
        "lt" => "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);",
        "lv" => "nplurals=3; plural=(n%10==0 || (n%100>=11 && n%100<=19) ? 0 : n%10==1 && n%100!=11 ? 1 : 2);",
        "sl" => "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);",
        "ro" => "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100>0 && n%100<20)) ? 1 : 2);",
        "he" => "nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);",
        "ga" => "nplurals=5; plural=(n==1 ? 0 : n==2 ? 1 : n>=3 && n<=6 ? 2 : n>=7 && n<=10 ? 3 : 4);",
        "cy" => "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n==3 ? 3 : n==6 ? 4 : 5);",
        "ar" => "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
        "is" => "nplurals=2; plural=(n%10!=1 || n%100==11);",
        "mk" => "nplurals=2; plural=(n%10==1 && n%100!=11 ? 0 : 1);",
        _ => return None,
    })
}

/// Lower-case primary language subtag of a BCP 47 or gettext id (`pt_BR` → `pt`).
fn base_language(id: &str) -> String {
    id.split(['-', '_', '@', '.'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

/// Upper-case region subtag (two letters or three digits), when the id has one.
fn region(id: &str) -> Option<String> {
    let id = id.split(['@', '.']).next().unwrap_or(id);
    id.split(['-', '_'])
        .skip(1)
        .find(|p| {
            (p.len() == 2 && p.bytes().all(|b| b.is_ascii_alphabetic()))
                || (p.len() == 3 && p.bytes().all(|b| b.is_ascii_digit()))
        })
        .map(|p| p.to_ascii_uppercase())
}

/// Parses a BCP 47 or gettext-style id (`_` separators, `@modifier` and `.charset` suffixes).
fn parse_locale(id: &str) -> Option<Locale> {
    let id = id.split(['@', '.']).next().unwrap_or(id).trim();
    if id.is_empty() {
        return None;
    }
    Locale::try_from_str(&id.replace('_', "-")).ok()
}

fn from_icu(c: icu_plurals::PluralCategory) -> PluralCategory {
    match c {
        icu_plurals::PluralCategory::Zero => PluralCategory::Zero,
        icu_plurals::PluralCategory::One => PluralCategory::One,
        icu_plurals::PluralCategory::Two => PluralCategory::Two,
        icu_plurals::PluralCategory::Few => PluralCategory::Few,
        icu_plurals::PluralCategory::Many => PluralCategory::Many,
        icu_plurals::PluralCategory::Other => PluralCategory::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use PluralCategory::*;

    #[test]
    fn categories_of_common_languages() {
        assert_eq!(plural_categories("en"), vec![One, Other]);
        assert_eq!(plural_categories("ru"), vec![One, Few, Many, Other]);
        assert_eq!(
            plural_categories("ar"),
            vec![Zero, One, Two, Few, Many, Other]
        );
        assert_eq!(plural_categories("ja"), vec![Other]);
    }

    #[test]
    fn accepts_gettext_and_bcp47_ids() {
        assert_eq!(plural_categories("pt_BR"), plural_categories("pt-BR"));
        assert_eq!(plural_categories("zh-Hans"), vec![Other]);
        assert_eq!(plural_categories("sr@latin"), plural_categories("sr"));
        assert_eq!(plural_categories("de_DE.UTF-8"), vec![One, Other]);
    }

    #[test]
    fn unknown_languages_fall_back_to_other() {
        assert_eq!(plural_categories("not a language"), vec![Other]);
        assert_eq!(plural_categories(""), vec![Other]);
        assert_eq!(plural_categories("xx"), vec![Other]);
    }

    #[test]
    fn language_fills_locale_and_rules() {
        let l = language("pt_BR");
        assert_eq!(l.id, "pt_BR");
        assert_eq!(l.locale.as_deref(), Some("pt-BR"));
        assert_eq!(
            l.plural_rules.as_deref(),
            Some("nplurals=2; plural=(n > 1);")
        );
        assert_eq!(
            language("pt-PT").plural_rules.as_deref(),
            Some("nplurals=2; plural=(n != 1);")
        );
        assert!(language("ru").plural_rules.is_some());
        assert!(language("xx").plural_rules.is_none());
    }

    #[test]
    fn numbers_are_classified() {
        let ru = cardinal_rules("ru").expect("ru rules");
        assert_eq!(category_of_integer(&ru, 21), One);
        assert_eq!(category_of_integer(&ru, 22), Few);
        assert_eq!(category_of_integer(&ru, 11), Many);
        assert_eq!(category_of_decimal(&ru, "1.5"), Some(Other));
    }
}
