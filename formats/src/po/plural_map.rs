//! The table between gettext plural indices (`msgstr[i]`) and CLDR categories for one language.
//!
//! Convention: CLDR order restricted to the language's categories, made exact by sampling. For
//! each integer sample (0‥199 and a few large numbers) CLDR says the category and the gettext
//! expression says the index; categories and indices are then paired greedily by how many samples
//! they share. Categories that only hold fractions (`other` in ru/uk/pl/lt, `many` in cs/sk) are
//! paired through the expression evaluated on a fraction when that index is still free (Transifex
//! and Crowdin expressions test `n % 1 != 0`), otherwise they share the index their fraction samples
//! fall on. Indices no sample reaches pair with the categories left over, in order.
//!
//! Examples: ru with gettext's 3 forms → one=0 few=1 many=2, `other` shares index 2 (the file
//! cannot hold a fraction form; on build `other` is dropped); ru with Crowdin's 4 forms → other=3;
//! fr (CLDR one/many/other, gettext 2) → one=0 other=1, `many` shares index 1.
//!
//! When the CLDR rules of the language are unknown (or disagree with the categories the request
//! gives), the table is positional: index i ↔ the i-th category.

use crate::cldr;
use crate::model::PluralCategory;

use super::plural_forms::PluralForms;

/// Integer samples beyond 0‥199: CLDR rules look at n%10, n%100, n%1000000 and exponent forms.
const LARGE_SAMPLES: [u64; 8] = [
    1000, 1001, 10_000, 100_000, 1_000_000, 1_000_001, 2_000_000, 10_000_000,
];
/// Fraction samples, as CLDR writes them.
const DECIMAL_SAMPLES: [(&str, f64); 8] = [
    ("0.5", 0.5),
    ("1.5", 1.5),
    ("2.5", 2.5),
    ("5.5", 5.5),
    ("0.1", 0.1),
    ("1.1", 1.1),
    ("2.1", 2.1),
    ("10.5", 10.5),
];

/// Index ↔ category table of one language and one `Plural-Forms` rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PluralMap {
    /// Number of gettext forms.
    pub nplurals: usize,
    /// The category whose text an index holds (`None`: no category, the index gets `other`).
    pub index_cat: Vec<Option<PluralCategory>>,
    /// The index a category reads its text from (shared indices allowed); `None`: not in the file.
    cat_index: [Option<usize>; 6],
}

fn slot(c: PluralCategory) -> usize {
    c as usize
}

impl PluralMap {
    /// Index i ↔ the i-th of `cats`, for `nplurals` indices.
    pub fn positional(cats: &[PluralCategory], nplurals: usize) -> PluralMap {
        let mut m = PluralMap {
            nplurals,
            index_cat: vec![None; nplurals],
            cat_index: [None; 6],
        };
        for (i, &c) in cats.iter().enumerate().take(nplurals) {
            m.index_cat[i] = Some(c);
            m.cat_index[slot(c)] = Some(i);
        }
        m
    }

    /// The table for language `lang` (its CLDR rules classify samples) with categories `cats` and
    /// the gettext rule `forms`.
    pub fn new(lang: &str, cats: &[PluralCategory], forms: &PluralForms) -> PluralMap {
        let n = forms.nplurals;
        let Some(rules) = cldr::cardinal_rules(lang) else {
            return PluralMap::positional(cats, n);
        };
        if cldr::categories_of(&rules) != cats {
            return PluralMap::positional(cats, n);
        }
        // counts[category][index]
        let mut counts = vec![[0u32; 6]; n];
        let samples = (0..200u64).chain(LARGE_SAMPLES);
        for s in samples {
            let Some(i) = forms.expr.eval(s) else {
                continue;
            };
            let i = i as usize;
            if i < n {
                counts[i][slot(cldr::category_of_integer(&rules, s))] += 1;
            }
        }
        let mut m = PluralMap {
            nplurals: n,
            index_cat: vec![None; n],
            cat_index: [None; 6],
        };
        // Greedy pairing by shared sample count, ties to the lower index and the earlier category.
        let mut pairs: Vec<(u32, usize, PluralCategory)> = Vec::new();
        for (i, row) in counts.iter().enumerate() {
            for &c in cats {
                if row[slot(c)] > 0 {
                    pairs.push((row[slot(c)], i, c));
                }
            }
        }
        pairs.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
        for &(_, i, c) in &pairs {
            if m.index_cat[i].is_none() && m.cat_index[slot(c)].is_none() {
                m.index_cat[i] = Some(c);
                m.cat_index[slot(c)] = Some(i);
            }
        }
        // Fraction-only categories: the index the expression gives a fraction sample.
        for &c in cats {
            if m.cat_index[slot(c)].is_some() {
                continue;
            }
            let hit = DECIMAL_SAMPLES.iter().find_map(|(text, v)| {
                (cldr::category_of_decimal(&rules, text) == Some(c))
                    .then(|| forms.expr.eval_decimal(*v))
                    .flatten()
                    .filter(|i| i.fract() == 0.0 && *i >= 0.0 && (*i as usize) < n)
                    .map(|i| i as usize)
            });
            if let Some(i) = hit {
                if m.index_cat[i].is_none() {
                    m.index_cat[i] = Some(c);
                }
                m.cat_index[slot(c)] = Some(i);
            }
        }
        // Unreached indices pair with the categories still without an index, in order.
        let mut free = (0..n)
            .filter(|&i| m.index_cat[i].is_none())
            .collect::<Vec<_>>()
            .into_iter();
        for &c in cats {
            if m.cat_index[slot(c)].is_none() {
                if let Some(i) = free.next() {
                    m.index_cat[i] = Some(c);
                    m.cat_index[slot(c)] = Some(i);
                }
            }
        }
        // Categories whose samples all fall on an index another category holds share it.
        for &c in cats {
            if m.cat_index[slot(c)].is_none() {
                let best = (0..n).max_by_key(|&i| (counts[i][slot(c)], std::cmp::Reverse(i)));
                if let Some(i) = best.filter(|&i| counts[i][slot(c)] > 0) {
                    m.cat_index[slot(c)] = Some(i);
                }
            }
        }
        m
    }

    /// The index category `c` reads from, if the file holds one.
    pub fn index_of(&self, c: PluralCategory) -> Option<usize> {
        self.cat_index[slot(c)]
    }

    /// The category whose text index `i` gets on build: its own, else one sharing it, else `other`.
    pub fn text_category(&self, i: usize) -> PluralCategory {
        if let Some(Some(c)) = self.index_cat.get(i) {
            return *c;
        }
        PluralCategory::ALL
            .into_iter()
            .find(|&c| self.cat_index[slot(c)] == Some(i))
            .unwrap_or(PluralCategory::Other)
    }
}

#[cfg(test)]
mod tests {
    use super::super::plural_forms::parse_plural_forms;
    use super::*;
    use PluralCategory::*;

    fn map(lang: &str, pf: &str) -> PluralMap {
        let forms = parse_plural_forms(pf)
            .expect("valid")
            .expect("not placeholder");
        PluralMap::new(lang, &cldr::plural_categories(lang), &forms)
    }

    #[test]
    fn russian_three_forms() {
        let m = map("ru", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);");
        assert_eq!(m.index_cat, vec![Some(One), Some(Few), Some(Many)]);
        assert_eq!(m.index_of(Other), Some(2));
    }

    #[test]
    fn russian_four_forms_of_crowdin_and_transifex() {
        let m = map("ru", "nplurals=4; plural=((n%10==1 && n%100!=11) ? 0 : ((n%10 >= 2 && n%10 <=4 && (n%100 < 12 || n%100 > 14)) ? 1 : ((n%10 == 0 || (n%10 >= 5 && n%10 <=9)) || (n%100 >= 11 && n%100 <= 14)) ? 2 : 3));");
        assert_eq!(
            m.index_cat,
            vec![Some(One), Some(Few), Some(Many), Some(Other)]
        );
        let cs = map("cs", "nplurals=4; plural=(n == 1 && n % 1 == 0) ? 0 : (n >= 2 && n <= 4 && n % 1 == 0) ? 1: (n % 1 != 0 ) ? 2 : 3;");
        assert_eq!(
            cs.index_cat,
            vec![Some(One), Some(Few), Some(Many), Some(Other)]
        );
    }

    #[test]
    fn french_and_english_and_arabic() {
        let fr = map("fr", "nplurals=2; plural=(n > 1);");
        assert_eq!(fr.index_cat, vec![Some(One), Some(Other)]);
        assert_eq!(fr.index_of(Many), Some(1));
        let en = map("en", "nplurals=2; plural=(n != 1);");
        assert_eq!(en.index_cat, vec![Some(One), Some(Other)]);
        let ar = map("ar", "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;");
        assert_eq!(
            ar.index_cat,
            vec![
                Some(Zero),
                Some(One),
                Some(Two),
                Some(Few),
                Some(Many),
                Some(Other)
            ]
        );
        let ja = map("ja", "nplurals=1; plural=0;");
        assert_eq!(ja.index_cat, vec![Some(Other)]);
    }

    #[test]
    fn unknown_language_is_positional() {
        let forms = parse_plural_forms("nplurals=3; plural=n%3;")
            .expect("ok")
            .expect("rule");
        let m = PluralMap::new("xx", &[One, Few, Other], &forms);
        assert_eq!(m.index_cat, vec![Some(One), Some(Few), Some(Other)]);
        assert_eq!(m.text_category(5), Other);
    }
}
