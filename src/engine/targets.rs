//! Checking the target languages of a multilingual build request before any work: each id is a
//! language tag, none is repeated, and the plural categories a language object declares are
//! the ones CLDR gives that language. Every message names the language. Reading language objects
//! is `records`' business; this module only judges them.

use locforge_formats::{cldr, Language, PluralCategory};

use super::error::JobError;

/// Refuses a list of several target languages with an unknown or repeated language, or with
/// plural categories that do not match the language (400, naming it).
pub fn check_targets(targets: &[Language]) -> Result<(), JobError> {
    for (i, lang) in targets.iter().enumerate() {
        if targets[..i].iter().any(|l| l.id == lang.id) {
            return Err(JobError::bad(format!(
                "`targetLanguages` names `{}` more than once; each language is built once",
                lang.id
            )));
        }
        let Some(rules) = cldr::cardinal_rules(&lang.id) else {
            return Err(JobError::bad(format!(
                "target language `{}` is not a language this app knows (expected a language tag such as `de` or `pt-BR`)",
                lang.id
            )));
        };
        let expected = cldr::categories_of(&rules);
        if !lang.plural_categories.is_empty() && lang.plural_categories != expected {
            return Err(JobError::bad(format!(
                "target language `{}` declares the plural categories {}, but `{}` has {}",
                lang.id,
                names(&lang.plural_categories),
                lang.id,
                names(&expected)
            )));
        }
    }
    Ok(())
}

fn names(categories: &[PluralCategory]) -> String {
    categories
        .iter()
        .map(|c| c.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use PluralCategory::{Few, Many, One, Other};

    fn lang(id: &str, categories: Vec<PluralCategory>) -> Language {
        Language::new(id, categories)
    }

    #[test]
    fn accepts_matching_languages_and_undeclared_categories() {
        let ok = [
            lang("de", vec![One, Other]),
            lang("pl", vec![One, Few, Many, Other]),
            lang("ja", vec![]),
        ];
        assert_eq!(check_targets(&ok), Ok(()));
    }

    #[test]
    fn names_the_language_it_refuses() {
        let twice = [lang("de", vec![One, Other]), lang("de", vec![One, Other])];
        let msg = check_targets(&twice).expect_err("duplicate").to_string();
        assert!(msg.contains("`de` more than once"), "{msg}");
        let unknown = [
            lang("de", vec![One, Other]),
            lang("not a tag!", vec![Other]),
        ];
        let msg = check_targets(&unknown).expect_err("unknown").to_string();
        assert!(msg.contains("`not a tag!` is not a language"), "{msg}");
        let plurals = [lang("de", vec![One, Other]), lang("pl", vec![One, Other])];
        let msg = check_targets(&plurals).expect_err("plurals").to_string();
        assert!(
            msg.contains("`pl` declares the plural categories one, other, but `pl` has one, few, many, other"),
            "{msg}"
        );
    }
}
