//! What a format needs to know about a language: its id, locale codes and plural categories.

use crate::model::PluralCategory;

/// A language as the formats see it. The service fills it from the request's language object, the
/// CLI from CLDR data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Language {
    /// The platform's language id (`de`, `pt-BR`), the key of `translations`.
    pub id: String,
    /// BCP 47 locale (`de-DE`), when known.
    pub locale: Option<String>,
    /// Android resource qualifier (`de-rDE`), when known.
    pub android_code: Option<String>,
    /// The language's plural categories, in CLDR order.
    pub plural_categories: Vec<PluralCategory>,
    /// gettext plural expression (`(n != 1)`), when known.
    pub plural_rules: Option<String>,
}

impl Language {
    /// A language with only an id and its plural categories.
    pub fn new(id: impl Into<String>, plural_categories: Vec<PluralCategory>) -> Language {
        Language {
            id: id.into(),
            locale: None,
            android_code: None,
            plural_categories,
            plural_rules: None,
        }
    }

    /// The categories, or `[one, other]` when the language names none (the most common set).
    pub fn categories(&self) -> &[PluralCategory] {
        const DEFAULT: [PluralCategory; 2] = [PluralCategory::One, PluralCategory::Other];
        if self.plural_categories.is_empty() {
            &DEFAULT
        } else {
            &self.plural_categories
        }
    }
}
