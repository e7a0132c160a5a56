//! A string record of a build request reduced to what a build needs (identifier, `customData`
//! and the translations into the languages asked for), and its fast reader.
//!
//! A build reads 5–10 MB of NDJSON per 5 MB source file, so reading records is half a build's
//! cost. Read into the wire's types, a record allocates every member it has and a map per
//! record, and the table then drops the languages it was not asked for. The fast reader is
//! serde_json over the record's text (checked to be UTF-8 once, by the NDJSON decoder, so no
//! string is checked again) with seeds that compare member names and language ids where they
//! lie, skip every other member unread, and allocate only the identifier and the wanted
//! translations. A record it refuses is read again by the plain derive, so a bad record gets
//! exactly the message and position it got before. What must not live here: fetching, the
//! table itself.
//!
//! The formats' block-indexed JSON tokenizer was tried first: on records of about 150 bytes its
//! set-up per record made it slower than serde_json (callgrind, 5 MB flat JSON build: 3,500
//! instructions per record).

use std::collections::BTreeMap;
use std::fmt;

use locforge_formats::Translation;
use locforge_protocol::strings as wire;
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer};

use super::records::translation_from_wire;

/// A string of a build request, reduced while it streams in to what a build needs.
#[derive(Debug)]
pub struct BuildString {
    identifier: String,
    custom_data: Option<String>,
    /// Translations by language id, in the record's order (a language given twice: the last
    /// one counts, as it does for a JSON object read into a map).
    translations: Vec<(String, Translation<'static>)>,
}

/// The record as serde reads it when the fast reader declines.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireBuildString {
    identifier: String,
    #[serde(default)]
    custom_data: Option<String>,
    #[serde(default)]
    translations: BTreeMap<String, wire::Translation>,
}

impl<'de> Deserialize<'de> for BuildString {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        WireBuildString::deserialize(d).map(|w| BuildString {
            identifier: w.identifier,
            custom_data: w.custom_data,
            translations: from_wire(w.translations),
        })
    }
}

/// A record's wire translations as the build keeps them.
fn from_wire(
    translations: BTreeMap<String, wire::Translation>,
) -> Vec<(String, Translation<'static>)> {
    translations
        .into_iter()
        .map(|(lang, t)| (lang, translation_from_wire(t)))
        .collect()
}

impl From<wire::StringRecord> for BuildString {
    fn from(e: wire::StringRecord) -> BuildString {
        BuildString {
            identifier: e.identifier,
            custom_data: e.custom_data,
            translations: from_wire(e.translations),
        }
    }
}

impl BuildString {
    /// The string's identifier.
    pub fn identifier(&self) -> &str {
        &self.identifier
    }

    /// The string's `customData`, if any.
    pub fn custom_data(&self) -> Option<&str> {
        self.custom_data.as_deref()
    }

    /// Gives up the identifier (the table keeps it once).
    pub(super) fn take_identifier(&mut self) -> String {
        std::mem::take(&mut self.identifier)
    }

    /// Takes the translation into `lang`, the last one when the record gives it twice.
    pub(super) fn take_translation(&mut self, lang: &str) -> Option<Translation<'static>> {
        let at = self.translations.iter().rposition(|(l, _)| l == lang)?;
        Some(self.translations.swap_remove(at).1)
    }

    /// Reads `record` (one NDJSON line or array element, already checked to be UTF-8) keeping
    /// only the translations into `languages`; `None` when serde would refuse the record, which
    /// the caller then reads with serde for serde's message.
    pub fn read_fast(record: &str, languages: &[String]) -> Option<BuildString> {
        let mut de = serde_json::Deserializer::from_str(record);
        let s = RecordSeed { languages }.deserialize(&mut de).ok()?;
        de.end().ok()?;
        Some(s)
    }
}

/// Reads one record keeping the translations into `languages`.
struct RecordSeed<'l> {
    languages: &'l [String],
}

/// The members a build reads; every other member is skipped unread.
#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "camelCase")]
enum Member {
    Identifier,
    CustomData,
    Translations,
    #[serde(other)]
    Other,
}

impl<'de> DeserializeSeed<'de> for RecordSeed<'_> {
    type Value = BuildString;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<BuildString, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for RecordSeed<'_> {
    type Value = BuildString;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string record")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<BuildString, A::Error> {
        let mut identifier = None;
        let mut custom_data = None;
        let mut translations = None;
        while let Some(member) = map.next_key::<Member>()? {
            match member {
                Member::Identifier => once(&mut identifier, map.next_value()?)?,
                Member::CustomData => once(&mut custom_data, map.next_value::<Option<String>>()?)?,
                Member::Translations => once(
                    &mut translations,
                    map.next_value_seed(LanguagesSeed {
                        languages: self.languages,
                    })?,
                )?,
                Member::Other => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(BuildString {
            identifier: identifier.ok_or_else(|| de::Error::missing_field("identifier"))?,
            custom_data: custom_data.flatten(),
            translations: translations.unwrap_or_default(),
        })
    }
}

/// Sets a member read for the first time; a member given twice is refused, as serde's derive
/// does.
fn once<T, E: de::Error>(slot: &mut Option<T>, value: T) -> Result<(), E> {
    match slot {
        Some(_) => Err(E::custom("duplicate member")),
        None => {
            *slot = Some(value);
            Ok(())
        }
    }
}

/// Reads the `translations` object, keeping the members of `languages` and skipping the
/// others unread.
struct LanguagesSeed<'l> {
    languages: &'l [String],
}

impl<'de> DeserializeSeed<'de> for LanguagesSeed<'_> {
    type Value = Vec<(String, Translation<'static>)>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for LanguagesSeed<'_> {
    type Value = Vec<(String, Translation<'static>)>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("translations keyed by language id")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut out = Vec::new();
        while let Some(lang) = map.next_key_seed(PickLanguage {
            languages: self.languages,
        })? {
            match lang {
                Some(lang) => {
                    let t = translation_from_wire(map.next_value::<wire::Translation>()?);
                    // A language given twice: the last one counts, as in a map.
                    match out.iter_mut().find(|(l, _)| l == lang) {
                        Some(slot) => slot.1 = t,
                        None => out.push((lang.clone(), t)),
                    }
                }
                None => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(out)
    }
}

/// A member name of `translations`: the wanted language it names, or `None`, compared where
/// it lies in the record (no copy).
struct PickLanguage<'l> {
    languages: &'l [String],
}

impl<'de, 'l> DeserializeSeed<'de> for PickLanguage<'l> {
    type Value = Option<&'l String>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de, 'l> Visitor<'de> for PickLanguage<'l> {
    type Value = Option<&'l String>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a language id")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(self.languages.iter().find(|l| *l == v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn langs(l: &[&str]) -> Vec<String> {
        l.iter().map(|s| (*s).to_owned()).collect()
    }

    /// What serde reads, reduced to the same languages: the fast reader must agree with it.
    fn by_serde(record: &str, languages: &[String]) -> BuildString {
        let mut s: BuildString = serde_json::from_str(record).expect("serde reads it");
        s.translations.retain(|(l, _)| languages.contains(l));
        s
    }

    fn same(a: &BuildString, b: &BuildString) {
        assert_eq!(a.identifier, b.identifier);
        assert_eq!(a.custom_data, b.custom_data);
        let mut x: Vec<_> = a.translations.iter().map(|(l, t)| (l, t)).collect();
        let mut y: Vec<_> = b.translations.iter().map(|(l, t)| (l, t)).collect();
        x.sort_by(|p, q| p.0.cmp(q.0));
        y.sort_by(|p, q| p.0.cmp(q.0));
        assert_eq!(x, y);
    }

    #[test]
    fn reads_what_serde_reads_keeping_the_asked_languages() {
        let wanted = langs(&["de", "uk"]);
        for record in [
            r#"{"identifier":"a","translations":{"de":{"text":"A-de"},"ja":{"text":"x"}}}"#,
            r#"{"id":7,"identifier":"a.b","text":"Src","labels":["x",{"y":[1,2]}],"customData":"{\"k\":1}","translations":{"de":{"text":"Zeile\n\"zwei\"","status":"approved"}}}"#,
            r#" { "identifier" : "p" , "translations" : { "uk" : { "status":"untranslated", "text" : { "one" : "файл", "few" : "файли", "other" : "файлів" } } } } "#,
            r#"{"identifier":"none"}"#,
            r#"{"translations":{"de":{"text":"first"},"de":{"text":"last"}},"identifier":"twice"}"#,
            r#"{"identifier":"\u00e9t\u00e9","translations":{"de":{"text":"\ud83d\ude00"}}}"#,
            r#"{"identifier":"a","customData":null,"translations":{"de":{"text":"x","status":{"one":"approved"}}}}"#,
            r#"{"identifier":"a","translations":{"\u0064e":{"text":"escaped language id"}}}"#,
        ] {
            let fast = BuildString::read_fast(record, &wanted).expect("fast reader reads it");
            same(&fast, &by_serde(record, &wanted));
        }
    }

    #[test]
    fn refuses_what_serde_refuses() {
        let wanted = langs(&["de"]);
        for record in [
            r#"{"identifier":"a","identifier":"b"}"#,
            r#"{"identifier":null}"#,
            r#"{"text":"no identifier"}"#,
            r#"{"identifier":"a","translations":{"de":{"status":"approved"}}}"#,
            r#"{"identifier":"a","translations":{"de":{"text":{"several":"x"}}}}"#,
            r#"{"identifier":"a","translations":{"de":{"text":"x","status":"done"}}}"#,
            r#"{"identifier":"a"} {"identifier":"b"}"#,
            r#"{"identifier":"a""#,
        ] {
            assert!(
                serde_json::from_str::<BuildString>(record).is_err(),
                "{record}"
            );
            assert!(
                BuildString::read_fast(record, &wanted).is_none(),
                "{record} must be refused"
            );
        }
    }
}
