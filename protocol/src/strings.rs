//! The string record: the wire form of the spec's string entry (identifier, text plain or keyed
//! by plural category, translations with per-form statuses, context, `customData`, `maxLength`,
//! `isHidden`, `hasPlurals`, labels, `id`, `previewId`, `uniqId`), as parse-file answers,
//! build-file and pre-export requests and NDJSON string files carry it.
//!
//! Only the wire lives here. The formats' string model (`locforge_formats::Entry`) is a separate
//! type; the app converts between the two in one place (`locforge::engine::records`).

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{self, Deserializer};
use serde::{Deserialize, Serialize, Serializer};

use crate::lenient;

/// A CLDR plural category as a key of plural texts and statuses. The derived order is CLDR's
/// (zero, one, two, few, many, other), which is the order plural maps are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PluralCategory {
    /// `zero`
    Zero,
    /// `one`
    One,
    /// `two`
    Two,
    /// `few`
    Few,
    /// `many`
    Many,
    /// `other`
    Other,
}

impl PluralCategory {
    /// The CLDR keyword of the category.
    pub fn as_str(self) -> &'static str {
        match self {
            PluralCategory::Zero => "zero",
            PluralCategory::One => "one",
            PluralCategory::Two => "two",
            PluralCategory::Few => "few",
            PluralCategory::Many => "many",
            PluralCategory::Other => "other",
        }
    }

    /// Parses a CLDR keyword (`one`, `other`, ...); `None` for anything else.
    pub fn parse(s: &str) -> Option<PluralCategory> {
        Some(match s {
            "zero" => PluralCategory::Zero,
            "one" => PluralCategory::One,
            "two" => PluralCategory::Two,
            "few" => PluralCategory::Few,
            "many" => PluralCategory::Many,
            "other" => PluralCategory::Other,
            _ => return None,
        })
    }
}

impl fmt::Display for PluralCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for PluralCategory {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for PluralCategory {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Keyword;
        impl de::Visitor<'_> for Keyword {
            type Value = PluralCategory;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a plural category (zero, one, two, few, many or other)")
            }
            // Read without copying the key: plural keys are on every plural line.
            fn visit_str<E: de::Error>(self, s: &str) -> Result<PluralCategory, E> {
                PluralCategory::parse(s).ok_or_else(|| {
                    E::custom(format!(
                        "unknown plural category `{s}` (expected zero, one, two, few, many or other)"
                    ))
                })
            }
        }
        d.deserialize_str(Keyword)
    }
}

/// Texts of a plural string keyed by category, kept (and written) in CLDR order.
pub type PluralText = BTreeMap<PluralCategory, String>;

/// The text of a string: a JSON string, or an object with one text per plural category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Text {
    /// A plain string.
    Plain(String),
    /// One text per plural category (`hasPlurals: true`).
    Plural(PluralText),
}

impl Default for Text {
    fn default() -> Self {
        Text::Plain(String::new())
    }
}

// Read by the value's own type instead of `#[serde(untagged)]`, which buffers every value into
// an intermediate tree and tries each variant on it: the texts of a 10 MB `stringsUrl` spent
// most of their decoding time there (callgrind, build-file over HTTP).
impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct TextVisitor;
        impl<'de> de::Visitor<'de> for TextVisitor {
            type Value = Text;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(
                    "a text (a string) or plural texts (an object keyed by plural category)",
                )
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Text, E> {
                Ok(Text::Plain(s.to_owned()))
            }
            fn visit_string<E: de::Error>(self, s: String) -> Result<Text, E> {
                Ok(Text::Plain(s))
            }
            fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<Text, A::Error> {
                PluralText::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(Text::Plural)
            }
        }
        d.deserialize_any(TextVisitor)
    }
}

/// Translation status keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// `untranslated`
    Untranslated,
    /// `translated`, the protocol's default.
    #[default]
    Translated,
    /// `approved`
    Approved,
}

/// The `status` of a translation: one keyword, or an object with one keyword per plural category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum TranslationStatus {
    /// One status for the whole string.
    Single(Status),
    /// One status per plural category.
    PerCategory(BTreeMap<PluralCategory, Status>),
}

impl Default for TranslationStatus {
    fn default() -> Self {
        TranslationStatus::Single(Status::Translated)
    }
}

// Read by the value's own type, as `Text` is (no intermediate tree per value).
impl<'de> Deserialize<'de> for TranslationStatus {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct StatusVisitor;
        impl<'de> de::Visitor<'de> for StatusVisitor {
            type Value = TranslationStatus;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(
                    "a status (untranslated, translated or approved) or one per plural category",
                )
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<TranslationStatus, E> {
                Status::deserialize(de::value::StrDeserializer::<E>::new(s))
                    .map(TranslationStatus::Single)
            }
            fn visit_map<A: de::MapAccess<'de>>(
                self,
                map: A,
            ) -> Result<TranslationStatus, A::Error> {
                BTreeMap::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(TranslationStatus::PerCategory)
            }
        }
        d.deserialize_any(StatusVisitor)
    }
}

/// A member of `translations`: the text in one language and its status.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Translation {
    /// The translated text (plural texts are keyed by the *target* language's categories).
    pub text: Text,
    /// Translation status; `translated` when absent.
    #[serde(default)]
    pub status: TranslationStatus,
}

/// One string record. Members are written in this order; absent and default members are left
/// out (`hasPlurals: false`, empty `labels` and `translations`, `None`s), so a plain record is
/// `{"identifier":…,"text":…}`. Ids and `maxLength` are read from numbers or numeric strings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct StringRecord {
    /// Index of the string in the HTML preview (parse-file with a preview only).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "lenient::opt_int"
    )]
    pub preview_id: Option<u64>,
    /// The platform's numeric id of the string (build-file requests only).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "lenient::opt_int"
    )]
    pub id: Option<u64>,
    /// Unique key of the string within its file.
    pub identifier: String,
    /// Pre-export pairing key (file-pre-export only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uniq_id: Option<String>,
    /// Free text shown to translators.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<String>,
    /// Opaque data returned unchanged on build (at most 4 KB).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_data: Option<String>,
    /// Maximum translation length in characters.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "lenient::opt_int"
    )]
    pub max_length: Option<u64>,
    /// Hidden strings are kept but not offered for translation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_hidden: Option<bool>,
    /// True when `text` is keyed by plural category.
    #[serde(default, skip_serializing_if = "is_false")]
    pub has_plurals: bool,
    /// Labels attached to the string.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<String>,
    /// The source text (absent in translation-only NDJSON, where it defaults to empty).
    #[serde(default)]
    pub text: Text,
    /// Translations keyed by target language id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub translations: BTreeMap<String, Translation>,
}

impl StringRecord {
    /// A plain record without translations.
    pub fn plain(identifier: impl Into<String>, text: impl Into<String>) -> StringRecord {
        StringRecord {
            identifier: identifier.into(),
            text: Text::Plain(text.into()),
            ..StringRecord::default()
        }
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_accepts_numbers_as_strings_and_plural_objects() {
        let e: StringRecord = serde_json::from_str(
            r#"{"id":"12","identifier":"k","maxLength":"50","previewId":3,"hasPlurals":true,
                "text":{"one":"a file","other":"files"},
                "translations":{"de":{"text":{"one":"Datei","other":"Dateien"},"status":{"one":"approved","other":"translated"}}},
                "unknown":1}"#,
        )
        .expect("valid record");
        assert_eq!(e.id, Some(12));
        assert_eq!(e.max_length, Some(50));
        assert_eq!(e.preview_id, Some(3));
        assert!(matches!(e.text, Text::Plural(_)));
        let de = &e.translations["de"];
        let TranslationStatus::PerCategory(statuses) = &de.status else {
            panic!("per-category status expected: {:?}", de.status);
        };
        assert_eq!(statuses[&PluralCategory::One], Status::Approved);
        assert_eq!(statuses[&PluralCategory::Other], Status::Translated);
    }

    #[test]
    fn unknown_plural_category_is_an_error() {
        let e = serde_json::from_str::<StringRecord>(
            r#"{"identifier":"k","text":{"single":"x"},"hasPlurals":true}"#,
        )
        .expect_err("not a category");
        assert!(
            e.to_string().contains("unknown plural category `single`"),
            "{e}"
        );
    }

    #[test]
    fn texts_and_statuses_of_the_wrong_shape_say_what_was_expected() {
        let e = serde_json::from_str::<StringRecord>(r#"{"identifier":"k","text":12}"#)
            .expect_err("a number");
        assert!(
            e.to_string()
                .contains("expected a text (a string) or plural texts"),
            "{e}"
        );
        let e = serde_json::from_str::<Translation>(r#"{"text":"x","status":"done"}"#)
            .expect_err("not a status");
        assert!(e.to_string().contains("unknown variant `done`"), "{e}");
        let e = serde_json::from_str::<Translation>(r#"{"text":"x","status":[1]}"#)
            .expect_err("an array");
        assert!(e.to_string().contains("expected a status"), "{e}");
        let t: Translation =
            serde_json::from_str(r#"{"text":"x\u00e9","status":"approved"}"#).expect("valid");
        assert_eq!(t.text, Text::Plain("xé".into()));
        assert_eq!(t.status, TranslationStatus::Single(Status::Approved));
    }

    #[test]
    fn serialization_skips_defaults() {
        let e = StringRecord::plain("a", "b");
        assert_eq!(
            serde_json::to_string(&e).expect("serializes"),
            r#"{"identifier":"a","text":"b"}"#
        );
    }

    #[test]
    fn plural_maps_are_written_in_cldr_order() {
        let mut forms = PluralText::new();
        for (c, t) in [
            (PluralCategory::Other, "o"),
            (PluralCategory::Few, "f"),
            (PluralCategory::One, "1"),
        ] {
            forms.insert(c, t.to_owned());
        }
        let r = StringRecord {
            has_plurals: true,
            text: Text::Plural(forms),
            ..StringRecord::plain("p", "")
        };
        assert_eq!(
            serde_json::to_string(&r).expect("serializes"),
            r#"{"identifier":"p","hasPlurals":true,"text":{"one":"1","few":"f","other":"o"}}"#
        );
    }
}
