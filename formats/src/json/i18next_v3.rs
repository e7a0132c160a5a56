//! `i18next-v3`: nested JSON as i18next reads it with `compatibilityJSON: 'v3'` (i18next before
//! v21, and later versions set to it). Everything is read as `i18next` reads it (key paths,
//! whole-value ICU plurals) except plurals, whose suffixes follow i18next v3's own per-language
//! rule table ([`v3_forms`], copied from i18next's `src/PluralResolver.js` at commit
//! `c9c4e608e047702140fe83725e74e42bca3e6a8a`, the last before v21):
//!
//! - languages whose rule has two forms for the numbers 1 and 2 (English, German, French,
//!   Portuguese, Turkish, …): `key` (the singular) and `key_plural`;
//! - the others: `key_0`, `key_1`, … (`key_0` alone for Japanese, Chinese, …), where form `i`
//!   is the one i18next picks for the rule's sample number `numbers[i]`.
//!
//! Each form's CLDR category is the category of that sample number in the language (Russian
//! `[1, 2, 5]` gives `key_0` = one, `key_1` = few, `key_2` = many; Slovenian `[5, 1, 2, 3]`
//! gives `key_0` = other). What is read: adjacent siblings of one object with exactly the
//! suffixes of the file's language, in that order, are one plural entry identified by the base
//! key path; an incomplete or reordered run stays plain strings with their own identifiers.
//! Which suffixes a file uses comes from the request's languages and the keys the file holds
//! ([`file_forms`]). A build
//! writes the target language's suffixes in place of the run; a target i18next v3 has no rule
//! for gets `key` alone with the `other` text. Limits: languages whose sample numbers fall into
//! one CLDR category twice (Hebrew `[1, 2, 20, 21]` under current CLDR) have no v3 plurals here
//! (their members stay plain strings); CLDR categories v3 has no form for (`many` of French,
//! Spanish, Italian, Portuguese, Catalan: exact millions; `other` of Russian and Polish:
//! fractions) are not written.
//!
//! Detected by a `"…_plural":` key in a `.json` file (after `i18next`, whose `_one`/`_other`
//! wins); a file with only numbered forms needs `--format i18next-v3`.

use crate::cldr;
use crate::format::{FormatInfo, ParseContext, Signature};
use crate::json::dialect::{self, Dialect, Layout};
use crate::json::icu::IcuDialect;
use crate::model::PluralCategory;

/// i18next JSON v3 (`key_plural`, `key_0` … plurals).
#[derive(Debug, Default, Clone, Copy)]
pub struct I18nextV3Json;

/// The dialect of `i18next-v3`.
pub const I18NEXT_V3_DIALECT: Dialect = Dialect {
    layout: Layout::Nested,
    i18next_plurals: false,
    v3_plurals: true,
    icu: IcuDialect::FormatJs,
};

/// i18next v3's plural rule sets: the languages and the sample number of each form.
const V3_SETS: &[(&[&str], &[u64])] = &[
    (
        &[
            "ach", "ak", "am", "arn", "br", "fil", "gun", "ln", "mfe", "mg", "mi", "oc", "pt",
            "pt-BR", "tg", "tl", "ti", "tr", "uz", "wa",
        ],
        &[1, 2],
    ),
    (
        &[
            "af", "an", "ast", "az", "bg", "bn", "ca", "da", "de", "dev", "el", "en", "eo", "es",
            "et", "eu", "fi", "fo", "fur", "fy", "gl", "gu", "ha", "hi", "hu", "hy", "ia", "it",
            "kk", "kn", "ku", "lb", "mai", "ml", "mn", "mr", "nah", "nap", "nb", "ne", "nl", "nn",
            "no", "nso", "pa", "pap", "pms", "ps", "pt-PT", "rm", "sco", "se", "si", "so", "son",
            "sq", "sv", "sw", "ta", "te", "tk", "ur", "yo",
        ],
        &[1, 2],
    ),
    (
        &[
            "ay", "bo", "cgg", "fa", "ht", "id", "ja", "jbo", "ka", "km", "ko", "ky", "lo", "ms",
            "sah", "su", "th", "tt", "ug", "vi", "wo", "zh",
        ],
        &[1],
    ),
    (
        &["be", "bs", "cnr", "dz", "hr", "ru", "sr", "uk"],
        &[1, 2, 5],
    ),
    (&["ar"], &[0, 1, 2, 3, 11, 100]),
    (&["cs", "sk"], &[1, 2, 5]),
    (&["csb", "pl"], &[1, 2, 5]),
    (&["cy"], &[1, 2, 3, 8]),
    (&["fr"], &[1, 2]),
    (&["ga"], &[1, 2, 3, 7, 11]),
    (&["gd"], &[1, 2, 3, 20]),
    (&["is"], &[1, 2]),
    (&["jv"], &[0, 1]),
    (&["kw"], &[1, 2, 3, 4]),
    (&["lt"], &[1, 2, 10]),
    (&["lv"], &[1, 2, 0]),
    (&["mk"], &[1, 2]),
    (&["mnk"], &[0, 1, 2]),
    (&["mt"], &[1, 2, 11, 20]),
    (&["or"], &[2, 1]),
    (&["ro"], &[1, 2, 20]),
    (&["sl"], &[5, 1, 2, 3]),
    (&["he", "iw"], &[1, 2, 20, 21]),
];

/// The sample numbers of `lang`'s v3 rule: the full code first, then its language part, as
/// i18next looks them up.
fn rule_numbers(lang: &str) -> Option<&'static [u64]> {
    let code = lang.replace('_', "-");
    let find = |c: &str| {
        V3_SETS
            .iter()
            .find(|(lngs, _)| lngs.iter().any(|l| l.eq_ignore_ascii_case(c)))
            .map(|(_, nr)| *nr)
    };
    find(&code).or_else(|| find(code.split('-').next().unwrap_or_default()))
}

/// i18next v3's plural suffixes for `lang` (`""` and `"_plural"`, or `"_0"`, `"_1"`, …) with
/// the CLDR category of each; `None` for a language without a v3 rule, or whose forms do not
/// fall into distinct CLDR categories.
pub fn v3_forms(lang: &str) -> Option<Vec<(String, PluralCategory)>> {
    let numbers = rule_numbers(lang)?;
    let rules = cldr::cardinal_rules(lang)?;
    let categories: Vec<PluralCategory> = numbers
        .iter()
        .map(|n| cldr::category_of_integer(&rules, *n))
        .collect();
    let mut distinct = categories.clone();
    distinct.sort();
    distinct.dedup();
    if distinct.len() != categories.len() {
        return None;
    }
    let simple = numbers == [1, 2];
    Some(
        categories
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                let suffix = match (simple, i) {
                    (true, 0) => String::new(),
                    (true, _) => "_plural".to_string(),
                    (false, i) => format!("_{i}"),
                };
                (suffix, c)
            })
            .collect(),
    )
}

/// Whether `src` holds a key ending with `suffix` (`"…_plural":`, `"…_2" :`).
fn has_key_suffix(src: &[u8], suffix: &str) -> bool {
    let needle = format!("{suffix}\"");
    memchr::memmem::find_iter(src, needle.as_bytes()).any(|at| {
        src[at + needle.len()..]
            .iter()
            .find(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
            == Some(&b':')
    })
}

/// The v3 suffixes a file is written with: the numbered suffixes of the file's language when
/// the file holds a key with that language's last suffix (`…_2` for Russian), trying for a build
/// (`building`: the file is the source file) the request's source language, then its single
/// target, and for an upload the single target, then the source; else, when the file holds a
/// `…_plural` key, the two-form style (`key` = one, `key_plural` = other). `None` when neither
/// applies: nothing is grouped.
pub fn file_forms(
    src: &[u8],
    ctx: &ParseContext<'_>,
    building: bool,
) -> Option<Vec<(String, PluralCategory)>> {
    let target = match ctx.targets {
        [one] => Some(one.id.as_str()),
        _ => None,
    };
    let source = ctx.source.map(|s| s.id.as_str());
    let candidates = if building {
        [source, target]
    } else {
        [target, source]
    };
    let numbered = candidates.into_iter().flatten().find_map(|lang| {
        let forms = v3_forms(lang)?;
        let last = forms.last()?.0.clone();
        (last != "_plural" && has_key_suffix(src, &last)).then_some(forms)
    });
    numbered.or_else(|| {
        has_key_suffix(src, "_plural").then(|| {
            vec![
                (String::new(), PluralCategory::One),
                ("_plural".to_string(), PluralCategory::Other),
            ]
        })
    })
}

static I18NEXT_V3_INFO: FormatInfo = FormatInfo {
    key: "i18next-v3",
    name: "i18next JSON (v3)",
    description: "Nested JSON with i18next v3 plurals: key/key_plural, or key_0, key_1, ... per i18next's v3 rule of the language",
    extensions: &["json"],
    signature: Signature {
        file_name: r"\.json$",
        file_content: Some(r#""[^"\n]*_plural"\s*:"#),
    },
};

dialect::json_dialect_format!(
    I18nextV3Json,
    I18NEXT_V3_INFO,
    I18NEXT_V3_DIALECT,
    crate::json::create::JsonKind::I18nextV3
);

#[cfg(test)]
mod tests {
    use super::*;
    use PluralCategory::*;

    #[test]
    fn forms_follow_the_v3_rule_and_cldr() {
        let f = |l: &str| {
            v3_forms(l).map(|v| {
                v.into_iter()
                    .map(|(s, c)| format!("{s}={c}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
        };
        assert_eq!(f("en").as_deref(), Some("=one _plural=other"));
        assert_eq!(f("fr").as_deref(), Some("=one _plural=other"));
        assert_eq!(f("pt_BR").as_deref(), Some("=one _plural=other"));
        assert_eq!(f("ru").as_deref(), Some("_0=one _1=few _2=many"));
        assert_eq!(f("ja").as_deref(), Some("_0=other"));
        assert_eq!(
            f("ar").as_deref(),
            Some("_0=zero _1=one _2=two _3=few _4=many _5=other")
        );
        assert_eq!(f("sl").as_deref(), Some("_0=other _1=one _2=two _3=few"));
        assert_eq!(f("xx"), None);
        assert_eq!(v3_forms("cs").map(|v| v[2].1), Some(Other));
    }
}
