//! The vocabulary the messages are built from: the word lists and message templates of `data/`
//! (compiled in with `include_str!`, parsed once on first use by [`words`]), and the small fixed
//! tables about placeholders. What must not live here: choosing among them (that is
//! `message.rs`, with the random stream) or any format's syntax.

use std::sync::OnceLock;

/// A noun in both languages.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Noun {
    /// English singular (`file`).
    pub en: &'static str,
    /// English plural (`files`).
    pub en_plural: &'static str,
    /// German singular (`Datei`).
    pub de: &'static str,
    /// German plural (`Dateien`).
    pub de_plural: &'static str,
}

/// A verb in both languages.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Verb {
    /// English infinitive (`delete`).
    pub en: &'static str,
    /// English past participle (`deleted`).
    pub en_participle: &'static str,
    /// German infinitive (`löschen`).
    pub de: &'static str,
    /// German past participle (`gelöscht`).
    pub de_participle: &'static str,
}

/// An adjective in both languages.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Adjective {
    /// English (`new`).
    pub en: &'static str,
    /// German (`neu`).
    pub de: &'static str,
}

/// A message template in both languages (`[[name]]` placeholders, `{slot}` words).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Template {
    /// English.
    pub en: &'static str,
    /// German.
    pub de: &'static str,
}

/// A plural message template: a text per CLDR category (`one`, `other`) in both languages.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PluralTemplate {
    /// English `one`.
    pub en_one: &'static str,
    /// English `other`.
    pub en_other: &'static str,
    /// German `one`.
    pub de_one: &'static str,
    /// German `other`.
    pub de_other: &'static str,
}

/// Every list of `data/`, in the files' order.
#[derive(Debug)]
pub(crate) struct Words {
    /// `data/nouns.tsv`.
    pub nouns: Vec<Noun>,
    /// `data/verbs.tsv`.
    pub verbs: Vec<Verb>,
    /// `data/adjectives.tsv`.
    pub adjectives: Vec<Adjective>,
    /// `data/sections.txt`: top-level sections (namespaces, key prefixes).
    pub sections: Vec<&'static str>,
    /// `data/subsections.txt`: second-level sections.
    pub subsections: Vec<&'static str>,
    /// `data/simple.tsv`: short UI strings.
    pub simple: Vec<Template>,
    /// `data/plural.tsv`: plural strings.
    pub plural: Vec<PluralTemplate>,
    /// `data/long_sentences.tsv`: sentences of long help texts.
    pub long_sentences: Vec<Template>,
}

/// The vocabulary, parsed from `data/` on first use.
pub(crate) fn words() -> &'static Words {
    static WORDS: OnceLock<Words> = OnceLock::new();
    WORDS.get_or_init(Words::parse)
}

impl Words {
    /// Parses the compiled-in lists. The data is part of the crate, not input: a malformed line
    /// is a bug in `data/` and panics with its file and line (the unit tests parse every file).
    fn parse() -> Words {
        Words {
            nouns: rows("nouns.tsv", include_str!("../data/nouns.tsv"))
                .map(|[en, en_plural, de, de_plural]| Noun {
                    en,
                    en_plural,
                    de,
                    de_plural,
                })
                .collect(),
            verbs: rows("verbs.tsv", include_str!("../data/verbs.tsv"))
                .map(|[en, en_participle, de, de_participle]| Verb {
                    en,
                    en_participle,
                    de,
                    de_participle,
                })
                .collect(),
            adjectives: rows("adjectives.tsv", include_str!("../data/adjectives.tsv"))
                .map(|[en, de]| Adjective { en, de })
                .collect(),
            sections: rows("sections.txt", include_str!("../data/sections.txt"))
                .map(|[s]| s)
                .collect(),
            subsections: rows("subsections.txt", include_str!("../data/subsections.txt"))
                .map(|[s]| s)
                .collect(),
            simple: rows("simple.tsv", include_str!("../data/simple.tsv"))
                .map(|[en, de]| Template { en, de })
                .collect(),
            plural: rows("plural.tsv", include_str!("../data/plural.tsv"))
                .map(|[en_one, en_other, de_one, de_other]| PluralTemplate {
                    en_one,
                    en_other,
                    de_one,
                    de_other,
                })
                .collect(),
            long_sentences: rows(
                "long_sentences.tsv",
                include_str!("../data/long_sentences.tsv"),
            )
            .map(|[en, de]| Template { en, de })
            .collect(),
        }
    }
}

/// The rows of a data file: one per line that is neither empty nor a `#` comment, `N`
/// tab-separated non-empty cells, taken as they are (no trimming, no unescaping).
fn rows<const N: usize>(
    file: &'static str,
    text: &'static str,
) -> impl Iterator<Item = [&'static str; N]> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(move |(i, line)| {
            let cells: Vec<&'static str> = line.split('\t').collect();
            match <[&'static str; N]>::try_from(cells) {
                Ok(row) if row.iter().all(|c| !c.is_empty()) => row,
                _ => panic!(
                    "data/{file}:{}: expected {N} non-empty tab-separated cells: {line:?}",
                    i + 1
                ),
            }
        })
}

/// The top-level sections of `data/sections.txt`.
pub(crate) fn sections() -> &'static [&'static str] {
    &words().sections
}

/// The second-level sections of `data/subsections.txt`.
pub(crate) fn subsections() -> &'static [&'static str] {
    &words().subsections
}

/// Placeholders whose value is a number (`%d`, `%(x)d`).
pub(crate) const NUMERIC_PH: &[&str] = &["count", "pct", "step", "total", "max", "minutes"];
/// Plural categories of [`crate::LANG`] (and of English).
pub(crate) const CATEGORIES: [&str; 2] = ["one", "other"];

/// An example value of the placeholder `name` (Android's `<xliff:g example=…>`).
pub(crate) fn ph_value(name: &str) -> &str {
    match name {
        "name" => "Alex",
        "date" => "12.03.2024",
        "file" => "notes.md",
        "pct" => "42",
        "count" => "3",
        "amount" => "19,99 €",
        "step" => "2",
        "total" => "5",
        "key" => "Ctrl+K",
        "max" => "25",
        "minutes" => "10",
        other => other,
    }
}

/// The plural of an English noun of the vocabulary (the noun itself when unknown).
pub(crate) fn noun_plural(noun: &str) -> &str {
    words()
        .nouns
        .iter()
        .find(|n| n.en == noun)
        .map_or(noun, |n| n.en_plural)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_data_file_parses_with_its_number_of_rows() {
        let w = words();
        assert_eq!(w.nouns.len(), 70);
        assert_eq!(w.verbs.len(), 32);
        assert_eq!(w.adjectives.len(), 16);
        assert_eq!(w.sections.len(), 20);
        assert_eq!(w.subsections.len(), 20);
        assert_eq!(w.simple.len(), 25);
        assert_eq!(w.plural.len(), 6);
        assert_eq!(w.long_sentences.len(), 6);
        assert_eq!(w.sections[0], "common");
        assert_eq!(w.simple[11].en, "\"[[file]]\" is {vp}.");
        assert_eq!(w.nouns[1].de_plural, "Ordner");
    }

    #[test]
    fn a_malformed_row_names_its_file_and_line() {
        let r = std::panic::catch_unwind(|| rows::<2>("x.tsv", "# c\na\tb\nonly\n").count());
        let message = r.expect_err("one cell where two are expected");
        let message = message
            .downcast_ref::<String>()
            .expect("a formatted message");
        assert!(message.contains("data/x.tsv:3:"), "{message}");
    }
}
