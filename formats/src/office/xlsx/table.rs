//! The language table of a sheet: a first row whose cells name languages (and optionally an
//! identifier column), found with the CSV reader's rule for language names
//! (`crate::csv::columns`). What must not live here: the cells' texts (`mod`).

use crate::csv::columns::{language_key, surely_language};
use crate::language::Language;

/// A sheet whose first row names languages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The row of the names.
    pub header_row: u32,
    /// The identifier column (`key`, `id`, `identifier`), when there is one.
    pub key: Option<u32>,
    /// The language columns in column order: (column, the language as the header names it).
    /// The first is the source.
    pub languages: Vec<(u32, String)>,
}

/// Whether a header cell names the identifier column.
fn is_key(name: &str) -> bool {
    matches!(
        name.trim().to_ascii_lowercase().as_str(),
        "key" | "keys" | "id" | "identifier" | "string id" | "string key"
    )
}

impl Table {
    /// The table of a sheet whose first row is `row` with text cells `header` (column, text),
    /// if those cells name languages: every one a language or the identifier column, at least
    /// two languages or one and the identifier column.
    pub fn detect(row: u32, header: &[(u32, String)]) -> Option<Table> {
        let mut table = Table {
            header_row: row,
            key: None,
            languages: Vec::new(),
        };
        for (col, name) in header {
            if is_key(name) && table.key.is_none() {
                table.key = Some(*col);
            } else if surely_language(name) {
                table.languages.push((*col, name.trim().to_string()));
            } else {
                return None;
            }
        }
        let enough =
            table.languages.len() >= 2 || (table.languages.len() == 1 && table.key.is_some());
        enough.then_some(table)
    }

    /// The source column: the first language's.
    pub fn source(&self) -> u32 {
        self.languages.first().map_or(0, |(c, _)| *c)
    }

    /// The column of language `lang` (by id, then locale; `_` = `-`, any case), other than the
    /// source's.
    pub fn column_of(&self, lang: &Language) -> Option<u32> {
        let find = |code: &str| {
            let code = language_key(code);
            self.languages
                .iter()
                .skip(1)
                .find(|(_, n)| language_key(n) == code)
                .map(|(c, _)| *c)
        };
        find(&lang.id).or_else(|| lang.locale.as_deref().and_then(find))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(cells: &[&str]) -> Vec<(u32, String)> {
        cells
            .iter()
            .enumerate()
            .map(|(i, s)| (i as u32 + 1, s.to_string()))
            .collect()
    }

    #[test]
    fn languages_make_a_table_and_other_words_do_not() {
        let t = Table::detect(1, &names(&["key", "en", "pt_BR", "German"])).unwrap();
        assert_eq!(t.key, Some(1));
        assert_eq!(t.source(), 2);
        assert_eq!(t.column_of(&crate::cldr::language("pt-BR")), Some(3));
        assert_eq!(t.column_of(&crate::cldr::language("de")), Some(4));
        assert_eq!(t.column_of(&crate::cldr::language("en")), None);
        assert!(Table::detect(1, &names(&["en"])).is_none());
        assert!(Table::detect(1, &names(&["id", "en"])).is_some());
        assert!(Table::detect(1, &names(&["Name", "en", "de"])).is_none());
        assert!(Table::detect(1, &names(&["Year", "Total"])).is_none());
    }
}
