//! Qt's numerus forms ↔ CLDR plural categories. A `.ts` file holds one `<numerusform>` per form
//! Qt's rule for the language distinguishes, and Qt counts only integers (`%n`). The forms
//! written and read here are the language's CLDR categories that some integer takes (sampled
//! 0–200, which covers every rule's `n % 100`), in CLDR order: a category only decimals take
//! (Russian and Polish `other`, Czech `many`) has no numerus form. That is Qt's own list and
//! order for English, German, French, Spanish, Russian, Ukrainian, Polish, Czech, Slovak,
//! Lithuanian, Romanian, Slovenian, Arabic, Japanese, Chinese, Korean and the other languages
//! whose Qt rule matches CLDR; for the few whose Qt rule does not (Latvian, Irish, Welsh,
//! Maltese, Macedonian, Hebrew) the forms follow CLDR, and Qt Linguist shows another count.
//!
//! What must not live here: reading or writing XML.

use crate::cldr;
use crate::language::Language;
use crate::model::PluralCategory;

/// The categories of `language` that get a `<numerusform>`, in order: its categories (as the
/// request or CLDR gives them) without those CLDR says only decimals take. A language CLDR does
/// not know keeps every category it names.
pub(crate) fn qt_forms(language: &Language) -> Vec<PluralCategory> {
    let decimal_only = decimal_only(&language.id);
    let forms: Vec<PluralCategory> = language
        .categories()
        .iter()
        .copied()
        .filter(|c| !decimal_only.contains(c))
        .collect();
    if forms.is_empty() {
        language.categories().to_vec()
    } else {
        forms
    }
}

/// The categories `n` numerus forms of `language` are read as: its Qt forms ([`qt_forms`]) when
/// there are as many, else all its CLDR categories when there are as many (Transifex writes
/// CLDR's count: four forms for Polish and Russian), else [`forms_by_count`].
pub(crate) fn forms_for_count(language: &Language, n: usize) -> Vec<PluralCategory> {
    let qt = qt_forms(language);
    if qt.len() == n {
        qt
    } else if language.categories().len() == n {
        language.categories().to_vec()
    } else {
        forms_by_count(n)
    }
}

/// The numerus forms of a language named by id (`ru_RU`, `pt-BR`), from CLDR.
pub(crate) fn qt_forms_of_id(id: &str) -> Vec<PluralCategory> {
    qt_forms(&cldr::language(id))
}

/// The CLDR categories of `id` that no integer takes.
fn decimal_only(id: &str) -> Vec<PluralCategory> {
    let Some(rules) = cldr::cardinal_rules(id) else {
        return Vec::new();
    };
    let mut reached = [false; 6];
    for n in 0..=200u64 {
        reached[cldr::category_of_integer(&rules, n) as usize] = true;
    }
    cldr::categories_of(&rules)
        .into_iter()
        .filter(|&c| !reached[c as usize])
        .collect()
}

/// The categories `n` numerus forms are read as when the language's own forms are not `n`:
/// `other` for one form, `one`, `other` for two, else the first `n − 1` CLDR categories and
/// `other` (the XLIFF gettext-plural fallback).
pub(crate) fn forms_by_count(n: usize) -> Vec<PluralCategory> {
    match n {
        0 | 1 => vec![PluralCategory::Other],
        2 => vec![PluralCategory::One, PluralCategory::Other],
        _ => PluralCategory::ALL[..(n - 1).min(5)]
            .iter()
            .copied()
            .chain([PluralCategory::Other])
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use PluralCategory::*;

    #[test]
    fn integer_categories_are_qt_forms() {
        assert_eq!(qt_forms_of_id("en"), [One, Other]);
        assert_eq!(qt_forms_of_id("de_DE"), [One, Other]);
        assert_eq!(qt_forms_of_id("fr"), [One, Other]);
        assert_eq!(qt_forms_of_id("ru_RU"), [One, Few, Many]);
        assert_eq!(qt_forms_of_id("pl"), [One, Few, Many]);
        assert_eq!(qt_forms_of_id("cs"), [One, Few, Other]);
        assert_eq!(qt_forms_of_id("ja"), [Other]);
        assert_eq!(qt_forms_of_id("ar"), PluralCategory::ALL);
        assert_eq!(qt_forms_of_id("sl"), [One, Two, Few, Other]);
    }

    #[test]
    fn a_language_cldr_does_not_know_keeps_its_categories() {
        let l = Language::new("xx-test", vec![One, Few, Other]);
        assert_eq!(qt_forms(&l), [One, Few, Other]);
    }

    #[test]
    fn a_count_of_all_cldr_categories_reads_as_them() {
        let pl = cldr::language("pl");
        assert_eq!(forms_for_count(&pl, 3), [One, Few, Many]);
        assert_eq!(forms_for_count(&pl, 4), [One, Few, Many, Other]);
        assert_eq!(forms_for_count(&pl, 2), [One, Other]);
    }

    #[test]
    fn counts_fall_back_to_cldr_order() {
        assert_eq!(forms_by_count(1), [Other]);
        assert_eq!(forms_by_count(2), [One, Other]);
        assert_eq!(forms_by_count(3), [Zero, One, Other]);
        assert_eq!(forms_by_count(9).len(), 6);
    }
}
