//! The typed records the API returns (the `data` of each list item or single resource). Fields
//! the app reads are typed; everything else is kept in `extra` so nothing is lost. Plain data.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The authenticated user (`GET /user`).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct User {
    /// User id.
    pub id: i64,
    /// Login.
    #[serde(default)]
    pub username: String,
    /// Display name.
    #[serde(default)]
    pub full_name: Option<String>,
    /// Other fields.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// A project.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Project {
    /// Project id.
    pub id: i64,
    /// Name.
    #[serde(default)]
    pub name: String,
    /// Identifier.
    #[serde(default)]
    pub identifier: Option<String>,
    /// Source language.
    #[serde(default)]
    pub source_language_id: String,
    /// Target languages.
    #[serde(default)]
    pub target_language_ids: Vec<String>,
    /// Other fields.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// A source string.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceString {
    /// String id.
    pub id: i64,
    /// Key.
    #[serde(default)]
    pub identifier: String,
    /// Text: a string, or plural forms by category.
    #[serde(default)]
    pub text: Value,
    /// `text`, `icu`, `asset`.
    #[serde(default, rename = "type")]
    pub kind: Option<String>,
    /// Context.
    #[serde(default)]
    pub context: Option<String>,
    /// Maximum length (0: none).
    #[serde(default)]
    pub max_length: Option<i64>,
    /// Hidden.
    #[serde(default)]
    pub is_hidden: bool,
    /// Other fields.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// One string's translation in a language (List Language Translations).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LanguageTranslation {
    /// The string.
    pub string_id: i64,
    /// `text/plain`, `application/vnd.crowdin.text+plural`, …
    #[serde(default)]
    pub content_type: Option<String>,
    /// Translation id (plain strings).
    #[serde(default)]
    pub translation_id: Option<i64>,
    /// Text (plain strings).
    #[serde(default)]
    pub text: Option<String>,
    /// Other fields (plural forms, user, provider…).
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// A TM segment with its records.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TmSegment {
    /// Segment id.
    pub id: i64,
    /// One record per language.
    #[serde(default)]
    pub records: Vec<Value>,
    /// Other fields.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// A glossary term.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GlossaryTerm {
    /// Term id.
    pub id: i64,
    /// Language.
    #[serde(default)]
    pub language_id: String,
    /// Text.
    #[serde(default)]
    pub text: String,
    /// Concept.
    #[serde(default)]
    pub concept_id: Option<i64>,
    /// Other fields.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// Status of a string on a workflow step (docs/PROTOCOL.md §14). Read case-insensitively.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum StepStatus {
    /// Parked on the step.
    Todo,
    /// Moved to an output.
    Done,
    /// Incomplete.
    Incomplete,
    /// Waiting for the app.
    NeedProcess,
    /// Deliveries failed; no longer resent.
    Failed,
}

impl StepStatus {
    /// The upper-case wire value.
    pub fn as_str(self) -> &'static str {
        match self {
            StepStatus::Todo => "TODO",
            StepStatus::Done => "DONE",
            StepStatus::Incomplete => "INCOMPLETE",
            StepStatus::NeedProcess => "NEED_PROCESS",
            StepStatus::Failed => "FAILED",
        }
    }
}

impl<'de> Deserialize<'de> for StepStatus {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Ok(match s.to_ascii_uppercase().as_str() {
            "TODO" => StepStatus::Todo,
            "DONE" => StepStatus::Done,
            "INCOMPLETE" => StepStatus::Incomplete,
            "NEED_PROCESS" => StepStatus::NeedProcess,
            "FAILED" => StepStatus::Failed,
            other => {
                return Err(serde::de::Error::custom(format!(
                    "unknown step status `{other}`"
                )))
            }
        })
    }
}

/// A string's status on a workflow step.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepStringStatus {
    /// The string.
    pub string_id: i64,
    /// The language.
    #[serde(default)]
    pub language_id: String,
    /// The step.
    #[serde(default)]
    pub step_id: i64,
    /// The status.
    pub status: StepStatus,
    /// The output port (`""` while on the step).
    #[serde(default)]
    pub output: Option<String>,
}
