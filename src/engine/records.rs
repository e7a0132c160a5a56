//! The one place where wire records (`locforge_protocol`) and the formats' string model
//! (`locforge_formats`) meet: string records ↔ entries, translations, plural categories and
//! statuses, and language objects → languages. Conversions take their input by value and move
//! the strings; nothing else in the app converts between the two.

use std::borrow::Cow;

use locforge_formats::{
    Entry, Language, OwnedEntry, PluralCategory, PluralText, Status, Text, Translation,
    TranslationStatus,
};
use locforge_protocol::strings as wire;
use locforge_protocol::LanguageObject;

/// A string record as read from a request or an NDJSON string file, as an entry.
pub fn entry_from_record(r: wire::StringRecord) -> OwnedEntry {
    Entry {
        preview_id: r.preview_id,
        id: r.id,
        identifier: Cow::Owned(r.identifier),
        uniq_id: r.uniq_id,
        context: r.context.map(Cow::Owned),
        custom_data: r.custom_data,
        max_length: r.max_length,
        is_hidden: r.is_hidden,
        has_plurals: r.has_plurals,
        labels: r.labels,
        text: text_from_wire(r.text),
        translations: r
            .translations
            .into_iter()
            .map(|(lang, t)| (lang, translation_from_wire(t)))
            .collect(),
        existing: None,
    }
}

/// An entry as the string record written in answers. `existing` is never on the wire: the
/// engine moves it into `translations` beforehand when the request allows.
pub fn record_from_entry(e: Entry<'_>) -> wire::StringRecord {
    wire::StringRecord {
        preview_id: e.preview_id,
        id: e.id,
        identifier: e.identifier.into_owned(),
        uniq_id: e.uniq_id,
        context: e.context.map(Cow::into_owned),
        custom_data: e.custom_data,
        max_length: e.max_length,
        is_hidden: e.is_hidden,
        has_plurals: e.has_plurals,
        labels: e.labels,
        text: text_to_wire(e.text),
        translations: e
            .translations
            .into_iter()
            .map(|(lang, t)| (lang, translation_to_wire(t)))
            .collect(),
    }
}

/// Entries from string records, in order.
pub fn entries_from_records(records: Vec<wire::StringRecord>) -> Vec<OwnedEntry> {
    records.into_iter().map(entry_from_record).collect()
}

/// A wire translation as the formats' translation.
pub fn translation_from_wire(t: wire::Translation) -> Translation<'static> {
    Translation {
        text: text_from_wire(t.text),
        status: match t.status {
            wire::TranslationStatus::Single(s) => TranslationStatus::Single(status_from_wire(s)),
            wire::TranslationStatus::PerCategory(m) => TranslationStatus::PerCategory(
                m.into_iter()
                    .map(|(c, s)| (category_from_wire(c), status_from_wire(s)))
                    .collect(),
            ),
        },
    }
}

/// The formats' translation as a wire translation.
pub fn translation_to_wire(t: Translation<'_>) -> wire::Translation {
    wire::Translation {
        text: text_to_wire(t.text),
        status: match t.status {
            TranslationStatus::Single(s) => wire::TranslationStatus::Single(status_to_wire(s)),
            TranslationStatus::PerCategory(m) => wire::TranslationStatus::PerCategory(
                m.into_iter()
                    .map(|(c, s)| (category_to_wire(c), status_to_wire(s)))
                    .collect(),
            ),
        },
    }
}

fn text_from_wire(t: wire::Text) -> Text<'static> {
    match t {
        wire::Text::Plain(s) => Text::Plain(Cow::Owned(s)),
        wire::Text::Plural(m) => Text::Plural(
            m.into_iter()
                .map(|(c, s)| (category_from_wire(c), Cow::Owned(s)))
                .collect::<PluralText>(),
        ),
    }
}

/// A text of the engine as the wire's (a string, or plural forms by category).
pub fn text_to_wire(t: Text<'_>) -> wire::Text {
    match t {
        Text::Plain(s) => wire::Text::Plain(s.into_owned()),
        Text::Plural(m) => wire::Text::Plural(
            m.into_iter()
                .map(|(c, s)| (category_to_wire(c), s.into_owned()))
                .collect::<wire::PluralText>(),
        ),
    }
}

/// A wire plural category as the formats' category (the same six, in the same order).
pub fn category_from_wire(c: wire::PluralCategory) -> PluralCategory {
    match c {
        wire::PluralCategory::Zero => PluralCategory::Zero,
        wire::PluralCategory::One => PluralCategory::One,
        wire::PluralCategory::Two => PluralCategory::Two,
        wire::PluralCategory::Few => PluralCategory::Few,
        wire::PluralCategory::Many => PluralCategory::Many,
        wire::PluralCategory::Other => PluralCategory::Other,
    }
}

/// The formats' plural category as the wire category.
pub fn category_to_wire(c: PluralCategory) -> wire::PluralCategory {
    match c {
        PluralCategory::Zero => wire::PluralCategory::Zero,
        PluralCategory::One => wire::PluralCategory::One,
        PluralCategory::Two => wire::PluralCategory::Two,
        PluralCategory::Few => wire::PluralCategory::Few,
        PluralCategory::Many => wire::PluralCategory::Many,
        PluralCategory::Other => wire::PluralCategory::Other,
    }
}

fn status_from_wire(s: wire::Status) -> Status {
    match s {
        wire::Status::Untranslated => Status::Untranslated,
        wire::Status::Translated => Status::Translated,
        wire::Status::Approved => Status::Approved,
    }
}

fn status_to_wire(s: Status) -> wire::Status {
    match s {
        Status::Untranslated => wire::Status::Untranslated,
        Status::Translated => wire::Status::Translated,
        Status::Approved => wire::Status::Approved,
    }
}

/// The formats' view of a language object: its id is required, and unknown plural category
/// names are errors ([`LanguageObject::plural_categories`]). A language sent without
/// `pluralCategoryNames` gets its CLDR categories (looked up by `locale`, else by `id`); names
/// that are sent are used as they are, even where they contradict CLDR.
pub fn language_from_object(l: &LanguageObject) -> Result<Language, String> {
    let id =
        l.id.clone()
            .filter(|s| !s.is_empty())
            .ok_or_else(|| "a language object has no `id`".to_owned())?;
    let named = l.plural_categories()?;
    let plural_categories = if named.is_empty() {
        let tag = l.locale.as_deref().filter(|s| !s.is_empty()).unwrap_or(&id);
        locforge_formats::cldr::plural_categories(tag)
    } else {
        named.into_iter().map(category_from_wire).collect()
    };
    Ok(Language {
        id,
        locale: l.locale.clone(),
        android_code: l.android_code.clone(),
        plural_categories,
        plural_rules: l.plural_rules.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_through_entries() {
        let json = r#"{"previewId":3,"id":12,"identifier":"k","uniqId":"u","context":"c","customData":"d","maxLength":50,"isHidden":true,"hasPlurals":true,"labels":["l"],"text":{"one":"a file","other":"files"},"translations":{"de":{"text":{"one":"Datei","other":"Dateien"},"status":{"one":"approved","other":"translated"}},"fr":{"text":"x","status":"untranslated"}}}"#;
        let record: wire::StringRecord = serde_json::from_str(json).expect("record");
        let entry = entry_from_record(record);
        assert_eq!(entry.max_length, Some(50));
        let de = &entry.translations["de"];
        assert_eq!(de.status.get(Some(PluralCategory::One)), Status::Approved);
        assert_eq!(de.status.get(None), Status::Translated);
        let back = serde_json::to_string(&record_from_entry(entry)).expect("serializes");
        assert_eq!(back, json);
    }

    #[test]
    fn a_language_without_category_names_gets_its_cldr_categories() {
        use PluralCategory::*;
        let object = |json: &str| -> LanguageObject { serde_json::from_str(json).expect("json") };
        let cats = |json: &str| language_from_object(&object(json)).expect("language");
        assert_eq!(
            cats(r#"{"id":"ru"}"#).plural_categories,
            [One, Few, Many, Other]
        );
        assert_eq!(cats(r#"{"id":"ja"}"#).plural_categories, [Other]);
        assert_eq!(
            cats(r#"{"id":"ar","pluralCategoryNames":null}"#).plural_categories,
            [Zero, One, Two, Few, Many, Other]
        );
        // The platform's own id for a dialect resolves through its locale.
        assert_eq!(
            cats(r#"{"id":"es-ES","locale":"es-ES"}"#).plural_categories,
            [One, Many, Other]
        );
        // What the request names is used as it is, even against CLDR.
        assert_eq!(
            cats(r#"{"id":"ru","pluralCategoryNames":["one","other"]}"#).plural_categories,
            [One, Other]
        );
    }

    #[test]
    fn existing_translation_stays_off_the_wire() {
        let entry = Entry {
            existing: Some(Translation {
                text: Text::Plain("x".into()),
                status: TranslationStatus::default(),
            }),
            ..Entry::plain("a", "b")
        };
        assert_eq!(
            serde_json::to_string(&record_from_entry(entry)).expect("serializes"),
            r#"{"identifier":"a","text":"b"}"#
        );
    }

    #[test]
    fn language_objects_refuse_unknown_categories() {
        let mut l = LanguageObject {
            id: Some("de".into()),
            plural_category_names: vec!["other".into(), "one".into(), "one".into()],
            ..LanguageObject::default()
        };
        let lang = language_from_object(&l).expect("valid");
        assert_eq!(
            lang.plural_categories,
            [PluralCategory::One, PluralCategory::Other]
        );
        l.plural_category_names.push("single".into());
        assert!(language_from_object(&l)
            .expect_err("typo")
            .contains("unknown plural category `single`"));
        assert!(language_from_object(&LanguageObject::default()).is_err());
    }
}
