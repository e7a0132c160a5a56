//! The translations a build needs, for every target language at once: read from string records
//! in one pass, each identifier interned once, one slot per identifier and language. Nothing of
//! the source strings is kept beyond the identifiers; languages not asked for are dropped line by
//! line. Fetching and decoding the records is `inputs`' business; rendering is `multilingual`'s.

use std::collections::BTreeMap;
use std::collections::HashMap;

use locforge_formats::{Translation, TranslationLookup};

pub use super::build_string::BuildString;

/// Translations of several languages keyed by interned identifier.
#[derive(Debug, Default)]
pub struct TranslationTable {
    languages: Vec<String>,
    /// Identifier → its row.
    rows: HashMap<Box<str>, u32, foldhash::fast::RandomState>,
    /// One column per language, one slot per row.
    columns: Vec<Vec<Option<Translation<'static>>>>,
}

impl TranslationTable {
    /// An empty table for `languages` (ids, in the order the request gives them).
    pub fn new(languages: &[String]) -> TranslationTable {
        TranslationTable {
            languages: languages.to_vec(),
            rows: HashMap::default(),
            columns: vec![Vec::new(); languages.len()],
        }
    }

    /// The languages, in order.
    pub fn languages(&self) -> &[String] {
        &self.languages
    }

    /// Identifiers that have a row (a translation into at least one language).
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// True when no string has a translation into any of the languages.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Keeps the translations of `s` into the table's languages (a later line with the same
    /// identifier replaces an earlier one's).
    pub fn add(&mut self, mut s: BuildString) {
        let mut row = None;
        for (col, lang) in self.languages.iter().enumerate() {
            let Some(t) = s.take_translation(lang) else {
                continue;
            };
            let r = *row.get_or_insert_with(|| {
                let next = self.rows.len() as u32;
                *self
                    .rows
                    .entry(s.take_identifier().into_boxed_str())
                    .or_insert(next) as usize
            });
            let column = &mut self.columns[col];
            if column.len() <= r {
                column.resize_with(r + 1, || None);
            }
            column[r] = Some(t);
        }
    }

    /// Keeps the translations of the string `identifier` into the table's languages, from a
    /// string already read (a bundle's entries), as [`TranslationTable::add`] does from a record.
    pub fn add_translations(
        &mut self,
        identifier: &str,
        mut translations: BTreeMap<String, Translation<'static>>,
    ) {
        let mut row = None;
        for (col, lang) in self.languages.iter().enumerate() {
            let Some(t) = translations.remove(lang) else {
                continue;
            };
            let r = *row.get_or_insert_with(|| {
                let next = self.rows.len() as u32;
                *self.rows.entry(identifier.into()).or_insert(next) as usize
            });
            let column = &mut self.columns[col];
            if column.len() <= r {
                column.resize_with(r + 1, || None);
            }
            column[r] = Some(t);
        }
    }

    /// The lookup of one language, or `None` when the table was not made for it.
    pub fn language(&self, id: &str) -> Option<LanguageLookup<'_>> {
        let col = self.languages.iter().position(|l| l == id)?;
        Some(LanguageLookup { table: self, col })
    }
}

/// One language's view of a [`TranslationTable`], as the formats' build reads it.
#[derive(Clone, Copy)]
pub struct LanguageLookup<'a> {
    table: &'a TranslationTable,
    col: usize,
}

impl TranslationLookup for LanguageLookup<'_> {
    fn get(&self, identifier: &str) -> Option<&Translation<'_>> {
        let row = *self.table.rows.get(identifier)? as usize;
        self.table.columns[self.col].get(row)?.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use locforge_formats::Text;

    fn line(json: &str) -> BuildString {
        serde_json::from_str(json).expect("string")
    }

    #[test]
    fn keeps_each_language_apart_and_drops_the_others() {
        let mut t = TranslationTable::new(&["de".into(), "fr".into()]);
        t.add(line(
            r#"{"identifier":"a","translations":{"de":{"text":"A-de"},"ja":{"text":"A-ja"}}}"#,
        ));
        t.add(line(
            r#"{"identifier":"b","translations":{"fr":{"text":"B-fr"},"de":{"text":"B-de"}}}"#,
        ));
        t.add(line(
            r#"{"identifier":"c","translations":{"ja":{"text":"x"}}}"#,
        ));
        assert_eq!(t.len(), 2, "c has no wanted language");
        let de = t.language("de").expect("de");
        let fr = t.language("fr").expect("fr");
        assert_eq!(
            de.get("a").map(|t| &t.text),
            Some(&Text::Plain("A-de".into()))
        );
        assert_eq!(
            de.get("b").map(|t| &t.text),
            Some(&Text::Plain("B-de".into()))
        );
        assert!(fr.get("a").is_none());
        assert_eq!(
            fr.get("b").map(|t| &t.text),
            Some(&Text::Plain("B-fr".into()))
        );
        assert!(t.language("ja").is_none());
    }
}
