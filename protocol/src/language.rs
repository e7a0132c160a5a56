//! The language object of job requests and webhook payloads (wire form only; the app turns it
//! into the formats' `Language`).

use serde::{Deserialize, Serialize};

use crate::strings::PluralCategory;

/// A language as the platform describes it. Every field is optional on input; job requests carry
/// the plural fields, webhook payloads carry `textDirection` and `dialectOf` instead.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LanguageObject {
    /// Language code used as the key of `translations` (`de`, `pt-BR`).
    #[serde(default, deserialize_with = "crate::lenient::opt_string")]
    pub id: Option<String>,
    /// English name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Editor code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub editor_code: Option<String>,
    /// ISO 639-1 code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub two_letters_code: Option<String>,
    /// ISO 639-3 code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub three_letters_code: Option<String>,
    /// Locale (`de-DE`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<String>,
    /// Android resource qualifier (`de-rDE`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub android_code: Option<String>,
    /// macOS code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub osx_code: Option<String>,
    /// macOS locale.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub osx_locale: Option<String>,
    /// CLDR plural categories of the language.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "crate::lenient::vec_or_null"
    )]
    pub plural_category_names: Vec<String>,
    /// gettext plural expression.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plural_rules: Option<String>,
    /// `ltr` or `rtl` (webhook payloads).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_direction: Option<String>,
    /// Parent language id for dialects (webhook payloads).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dialect_of: Option<String>,
}

impl LanguageObject {
    /// The plural categories `pluralCategoryNames` names, in CLDR order without repeats. An
    /// unknown name is an error naming the language and the name, so a request with a typo is
    /// refused rather than built wrong.
    pub fn plural_categories(&self) -> Result<Vec<PluralCategory>, String> {
        let id = self.id.as_deref().unwrap_or("");
        let mut categories = Vec::with_capacity(self.plural_category_names.len());
        for name in &self.plural_category_names {
            let c = PluralCategory::parse(name).ok_or_else(|| {
                format!(
                    "language `{id}` names an unknown plural category `{name}` (expected zero, one, two, few, many or other)"
                )
            })?;
            categories.push(c);
        }
        categories.sort();
        categories.dedup();
        Ok(categories)
    }
}
