//! What the formats' [`Format::create`](crate::Format::create) implementations share: the text a
//! monolingual file holds for an entry, plural forms for a language's categories (with the
//! splice writer's fallbacks), whole-value ICU plural messages, and the error for an entry a
//! format cannot hold.

use crate::error::{ErrorKind, FormatError};
use crate::json::icu::{IcuDialect, PluralMessage};
use crate::language::Language;
use crate::model::{Entry, PluralCategory, Status, Text};

/// The language a monolingual file is written in: the target when given, else the source.
pub fn written_language<'a>(source: &'a Language, target: Option<&'a Language>) -> &'a Language {
    target.unwrap_or(source)
}

/// The text a monolingual file holds for `entry`: its translation when a target language is
/// written and the entry has one, else its source text.
pub fn monolingual_text<'a, 'e>(entry: &'a Entry<'e>, target: Option<&Language>) -> &'a Text<'e> {
    match (target, &entry.existing) {
        (Some(_), Some(t)) => &t.text,
        _ => &entry.text,
    }
}

/// The translation of `entry` a bilingual file writes, with its overall status: `None` without a
/// target language or without a translation.
pub fn bilingual_translation<'a>(
    entry: &'a Entry,
    target: Option<&Language>,
) -> Option<(&'a Text<'a>, Status)> {
    target?;
    entry
        .existing
        .as_ref()
        .map(|t| (&t.text, t.status.get(None)))
}

/// One text per category of `cats`, in that order: `text`'s form of the category, else its
/// `other`, else `fallback`'s form of the category, else `fallback`'s main text (the fallbacks of
/// the splice writer). A plain text stands for every category.
pub fn plural_forms<'a>(
    text: &'a Text,
    fallback: &'a Text,
    cats: &[PluralCategory],
) -> Vec<(PluralCategory, &'a str)> {
    cats.iter()
        .map(|&c| {
            let t = match text {
                Text::Plain(s) => Some(s.as_ref()),
                Text::Plural(m) => m
                    .get(&c)
                    .or_else(|| m.get(&PluralCategory::Other))
                    .map(|s| &**s),
            };
            let t = t
                .or_else(|| fallback.for_category(Some(c)))
                .unwrap_or_else(|| fallback.main());
            (c, t)
        })
        .collect()
}

/// The source form of category `c` (a plain text stands for every category), else the main text.
pub fn source_form<'t>(text: &'t Text<'_>, c: PluralCategory) -> &'t str {
    text.for_category(Some(c)).unwrap_or_else(|| text.main())
}

/// `forms` as one whole-value ICU plural message, `{count, plural, one {…} other {…}}`, each form
/// written through [`crate::json::icu::encode_form`] (a form that is not a well-formed sub-message is
/// quoted as literal text).
pub fn icu_plural(forms: &[(PluralCategory, &str)], dialect: IcuDialect) -> String {
    let message = PluralMessage {
        arg: "count",
        header: "{count, plural, ",
        cases: Vec::new(),
        separators: Vec::new(),
        trailer: "",
    };
    let mut s = String::with_capacity(forms.iter().map(|(_, t)| t.len() + 10).sum::<usize>() + 20);
    message.assemble(forms, dialect, &mut s);
    s
}

/// The error for a plural entry given to a format that cannot hold plurals.
pub fn plural_refused(format_key: &str, entry: &Entry) -> FormatError {
    FormatError::whole(format!(
        "string `{}` is a plural, which {format_key} cannot hold; convert with --flatten-plurals to write each plural as one ICU plural message",
        entry.identifier
    ))
    .with_kind(ErrorKind::Unsupported)
}

/// An error about one entry: `string `id`: message`.
pub fn entry_error(entry: &Entry, message: impl std::fmt::Display) -> FormatError {
    FormatError::whole(format!("string `{}`: {message}", entry.identifier))
        .with_kind(ErrorKind::Unsupported)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::PluralText;
    use PluralCategory::*;

    #[test]
    fn forms_fall_back_like_the_splice_writer() {
        let tr = Text::Plural(PluralText::from([
            (One, "1 Datei".into()),
            (Other, "Dateien".into()),
        ]));
        let src = Text::Plural(PluralText::from([
            (One, "file".into()),
            (Other, "files".into()),
        ]));
        assert_eq!(
            plural_forms(&tr, &src, &[One, Few, Other]),
            [(One, "1 Datei"), (Few, "Dateien"), (Other, "Dateien")]
        );
        let tr = Text::Plural(PluralText::from([(One, "x".into())]));
        assert_eq!(
            plural_forms(&tr, &src, &[One, Other]),
            [(One, "x"), (Other, "files")]
        );
    }

    #[test]
    fn icu_messages_quote_what_is_not_a_sub_message() {
        assert_eq!(
            icu_plural(&[(One, "# file"), (Other, "# {x")], IcuDialect::Icu4j),
            "{count, plural, one {# file} other {# '{'x}}"
        );
    }
}
