//! The string model shared by every format and by the wire protocol: entries, plural texts,
//! translations and statuses. Only data and (de)serialization live here; no parsing of files.

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

/// A CLDR plural category. The derived order is CLDR's (zero, one, two, few, many, other).
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
    /// All categories in CLDR order.
    pub const ALL: [PluralCategory; 6] = [
        PluralCategory::Zero,
        PluralCategory::One,
        PluralCategory::Two,
        PluralCategory::Few,
        PluralCategory::Many,
        PluralCategory::Other,
    ];

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
        let s = String::deserialize(d)?;
        PluralCategory::parse(&s).ok_or_else(|| {
            de::Error::custom(format!(
                "unknown plural category `{s}` (expected zero, one, two, few, many or other)"
            ))
        })
    }
}

/// Texts of a plural string keyed by category, kept in CLDR order.
pub type PluralText = BTreeMap<PluralCategory, String>;

/// The text of a string: plain, or one text per plural category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Text {
    /// A plain string.
    Plain(String),
    /// One text per plural category (`hasPlurals: true`).
    Plural(PluralText),
}

impl Text {
    /// True for plural texts.
    pub fn is_plural(&self) -> bool {
        matches!(self, Text::Plural(_))
    }

    /// The plain text, or the `other` form of a plural (the form shown when one is needed).
    pub fn main(&self) -> &str {
        match self {
            Text::Plain(s) => s,
            Text::Plural(map) => map
                .get(&PluralCategory::Other)
                .or_else(|| map.values().next_back())
                .map(String::as_str)
                .unwrap_or(""),
        }
    }

    /// The form for one category: the plain text for plain strings, that category's text for plurals.
    pub fn for_category(&self, category: Option<PluralCategory>) -> Option<&str> {
        match (self, category) {
            (Text::Plain(s), _) => Some(s),
            (Text::Plural(map), Some(c)) => map.get(&c).map(String::as_str),
            (Text::Plural(_), None) => Some(self.main()),
        }
    }
}

/// Translation status of a string in one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Not translated yet (or fuzzy).
    Untranslated,
    /// Translated, not approved. The protocol's default.
    #[default]
    Translated,
    /// Approved by a proofreader.
    Approved,
}

impl Status {
    /// The wire keyword of the status.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Untranslated => "untranslated",
            Status::Translated => "translated",
            Status::Approved => "approved",
        }
    }
}

/// The status of a translation: one for a plain string, or one per plural category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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

impl TranslationStatus {
    /// The status of one category (or the whole string); the weakest status when asked for the whole
    /// of a per-category status.
    pub fn get(&self, category: Option<PluralCategory>) -> Status {
        match (self, category) {
            (TranslationStatus::Single(s), _) => *s,
            (TranslationStatus::PerCategory(m), Some(c)) => m.get(&c).copied().unwrap_or_default(),
            (TranslationStatus::PerCategory(m), None) => m
                .values()
                .copied()
                .min_by_key(|s| match s {
                    Status::Untranslated => 0,
                    Status::Translated => 1,
                    Status::Approved => 2,
                })
                .unwrap_or_default(),
        }
    }
}

/// A translation of one string into one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Translation {
    /// The translated text (plural texts are keyed by the *target* language's categories).
    pub text: Text,
    /// Translation status; `translated` when absent.
    #[serde(default)]
    pub status: TranslationStatus,
}

/// One translatable string of a file, as the protocol's string entry describes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    /// Index of the string in the HTML preview (parse-file with a preview only).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "opt_u64_lenient"
    )]
    pub preview_id: Option<u64>,
    /// The platform's numeric id of the string (build-file requests only).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "opt_u64_lenient"
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
        deserialize_with = "opt_u64_lenient"
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
    /// The translation the file itself already holds (a bilingual file's target, a PO `msgstr`),
    /// whatever the request's languages. Never on the wire; the engine moves it into
    /// `translations` when the request names exactly one target language.
    #[serde(skip)]
    pub existing: Option<Translation>,
}

impl Entry {
    /// A plain, untranslated entry.
    pub fn plain(identifier: impl Into<String>, text: impl Into<String>) -> Entry {
        Entry {
            identifier: identifier.into(),
            text: Text::Plain(text.into()),
            ..Entry::default()
        }
    }

    /// A plural entry.
    pub fn plural(identifier: impl Into<String>, forms: PluralText) -> Entry {
        Entry {
            identifier: identifier.into(),
            has_plurals: true,
            text: Text::Plural(forms),
            ..Entry::default()
        }
    }

    /// The text a slot of this entry holds in the original file: the existing translation when the
    /// file carries one, otherwise the source text.
    pub fn baseline(&self) -> &Text {
        self.existing
            .as_ref()
            .map(|t| &t.text)
            .unwrap_or(&self.text)
    }
}

impl Default for Text {
    fn default() -> Self {
        Text::Plain(String::new())
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// Accepts an integer, a numeric string, or null (platform payloads send numbers as strings).
fn opt_u64_lenient<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    struct V;
    impl<'de> Visitor<'de> for V {
        type Value = Option<u64>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a non-negative integer, a numeric string, or null")
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
            Ok(Some(v))
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
            u64::try_from(v)
                .map(Some)
                .map_err(|_| E::custom(format!("expected a non-negative integer, got {v}")))
        }
        fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
            if v >= 0.0 && v.fract() == 0.0 && v < u64::MAX as f64 {
                Ok(Some(v as u64))
            } else {
                Err(E::custom(format!(
                    "expected a non-negative integer, got {v}"
                )))
            }
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
            let t = v.trim();
            if t.is_empty() {
                return Ok(None);
            }
            t.parse::<u64>()
                .map(Some)
                .map_err(|_| E::custom(format!("expected a number, got the string \"{v}\"")))
        }
        fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_some<D2: Deserializer<'de>>(self, d: D2) -> Result<Self::Value, D2::Error> {
            d.deserialize_any(V)
        }
    }
    d.deserialize_any(V)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_accepts_numbers_as_strings_and_plural_objects() {
        let e: Entry = serde_json::from_str(
            r#"{"id":"12","identifier":"k","maxLength":"50","previewId":3,"hasPlurals":true,
                "text":{"one":"a file","other":"files"},
                "translations":{"de":{"text":{"one":"Datei","other":"Dateien"},"status":{"one":"approved","other":"translated"}}},
                "unknown":1}"#,
        )
        .expect("valid entry");
        assert_eq!(e.id, Some(12));
        assert_eq!(e.max_length, Some(50));
        assert_eq!(e.preview_id, Some(3));
        assert!(e.text.is_plural());
        let de = &e.translations["de"];
        assert_eq!(de.status.get(Some(PluralCategory::One)), Status::Approved);
        assert_eq!(de.status.get(None), Status::Translated);
    }

    #[test]
    fn unknown_plural_category_is_an_error() {
        let r: Result<Entry, _> =
            serde_json::from_str(r#"{"identifier":"k","text":{"single":"x"},"hasPlurals":true}"#);
        // untagged Text falls back to a failed match; either way it must not silently succeed.
        assert!(r.is_err());
    }

    #[test]
    fn serialization_skips_defaults() {
        let e = Entry::plain("a", "b");
        assert_eq!(
            serde_json::to_string(&e).expect("serializes"),
            r#"{"identifier":"a","text":"b"}"#
        );
    }
}
