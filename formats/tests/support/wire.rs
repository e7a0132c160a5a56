//! Reads a translation member of an NDJSON string record (`{"text":…,"status":…}`) into the
//! formats' model, for the tests and benches that load the generator's NDJSON. The model has no
//! serde (the wire form belongs to `locforge-protocol`, which formats must not depend on), so
//! this small reader stands in for it. Included with `#[path]` where needed.
#![allow(dead_code)]

use std::collections::BTreeMap;

use locforge_formats::{PluralCategory, Status, Text, Translation, TranslationStatus};
use serde_json::Value;

/// A `text` member: a string, or an object keyed by plural category.
pub fn text(v: &Value) -> Option<Text<'static>> {
    match v {
        Value::String(s) => Some(Text::plain(s.clone())),
        Value::Object(m) => m
            .iter()
            .map(|(k, v)| Some((PluralCategory::parse(k)?, v.as_str()?.to_owned().into())))
            .collect::<Option<BTreeMap<_, _>>>()
            .map(Text::Plural),
        _ => None,
    }
}

fn status(v: &Value) -> Option<Status> {
    match v.as_str()? {
        "untranslated" => Some(Status::Untranslated),
        "translated" => Some(Status::Translated),
        "approved" => Some(Status::Approved),
        _ => None,
    }
}

/// A translation: `text` and an optional `status` (one keyword or one per plural category).
pub fn translation(v: &Value) -> Option<Translation<'static>> {
    let status = match v.get("status") {
        None | Some(Value::Null) => TranslationStatus::default(),
        Some(Value::Object(m)) => TranslationStatus::PerCategory(
            m.iter()
                .map(|(k, v)| Some((PluralCategory::parse(k)?, status(v)?)))
                .collect::<Option<BTreeMap<_, _>>>()?,
        ),
        Some(s) => TranslationStatus::Single(status(s)?),
    };
    Some(Translation {
        text: text(v.get("text")?)?,
        status,
    })
}
