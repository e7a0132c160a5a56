//! File job request (platform → app) and response (app → platform).

use serde::{Deserialize, Serialize};

use crate::language::LanguageObject;
use crate::lenient;
use crate::strings::StringRecord;

/// What a job asks for. Both the specification's and the official framework's spellings are
/// accepted (`file-pre-export` and `pre-export-file`, `file-post-export` and `post-export-file`,
/// `file-pre-import` and `pre-import-file`, `file-post-import` and `post-import-file`). The route decides which module runs; the job type
/// is checked against it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobType {
    /// Read a source (or translation) file into strings.
    ParseFile,
    /// Write a translated file from the source file and strings.
    BuildFile,
    /// Rewrite strings and translations before export.
    PreExport,
    /// Rewrite a built file before the user downloads it (file-post-export module).
    PostExport,
    /// Rewrite or refuse a file as it enters the platform (file-pre-import module).
    PreImport,
    /// Rewrite the strings parsed from an imported file (file-post-import module).
    PostImport,
    /// Pair the strings of a translated file with the project's source strings
    /// (file-translations-alignment module).
    TranslationsAlignment,
}

impl JobType {
    /// The job types this app handles, for messages.
    pub const EXPECTED: &'static str =
        "parse-file, build-file, file-pre-export, file-post-export, file-pre-import, file-post-import or file-translations-alignment";

    /// Parses a `jobType` value; `Err` carries a message naming the accepted values.
    pub fn parse(s: &str) -> Result<JobType, String> {
        match s {
            "parse-file" => Ok(JobType::ParseFile),
            "build-file" => Ok(JobType::BuildFile),
            "file-pre-export" | "pre-export-file" => Ok(JobType::PreExport),
            "file-post-export" | "post-export-file" => Ok(JobType::PostExport),
            "file-pre-import" | "pre-import-file" => Ok(JobType::PreImport),
            "file-post-import" | "post-import-file" => Ok(JobType::PostImport),
            "file-translations-alignment" | "translations-alignment-file" => {
                Ok(JobType::TranslationsAlignment)
            }
            "" => Err(format!("`jobType` is empty; expected {}", Self::EXPECTED)),
            other => Err(format!(
                "unknown jobType `{other}`; this app handles {}",
                Self::EXPECTED
            )),
        }
    }

    /// The specification's spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            JobType::ParseFile => "parse-file",
            JobType::BuildFile => "build-file",
            JobType::PreExport => "file-pre-export",
            JobType::PostExport => "file-post-export",
            JobType::PreImport => "file-pre-import",
            JobType::PostImport => "file-post-import",
            JobType::TranslationsAlignment => "file-translations-alignment",
        }
    }
}

/// The organization a job belongs to.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Organization {
    /// Numeric id.
    #[serde(default, deserialize_with = "lenient::opt_int")]
    pub id: Option<i64>,
    /// Enterprise domain, absent on the standard environment.
    #[serde(default, deserialize_with = "lenient::opt_string")]
    pub domain: Option<String>,
    /// Web base URL.
    #[serde(default)]
    pub base_url: Option<String>,
    /// API base URL.
    #[serde(default)]
    pub api_base_url: Option<String>,
}

/// The project a job belongs to.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Project {
    /// Numeric id.
    #[serde(default, deserialize_with = "lenient::opt_int")]
    pub id: Option<i64>,
    /// Project identifier.
    #[serde(default)]
    pub identifier: Option<String>,
    /// Project name.
    #[serde(default)]
    pub name: Option<String>,
}

/// The file of a job: inline base64 `content` or a `contentUrl` to fetch.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileRef {
    /// Numeric id.
    #[serde(default, deserialize_with = "lenient::opt_int")]
    pub id: Option<i64>,
    /// File name, used for format detection and messages.
    #[serde(default)]
    pub name: Option<String>,
    /// Base64 of the file.
    #[serde(default)]
    pub content: Option<String>,
    /// Public URL of the file.
    #[serde(default)]
    pub content_url: Option<String>,
    /// Custom format type the platform forces for this file, when it does.
    #[serde(default, rename = "type")]
    pub file_type: Option<String>,
}

/// A job request as the platform sends it. Everything is optional here; the engine checks what
/// each job needs and answers 400 with a message when something is missing.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JobRequest {
    /// `parse-file`, `build-file` or `file-pre-export` (or the framework's spellings).
    #[serde(default)]
    pub job_type: Option<String>,
    /// Organization of the job.
    #[serde(default)]
    pub organization: Option<Organization>,
    /// Project of the job.
    #[serde(default)]
    pub project: Option<Project>,
    /// The file (not needed for pre-export).
    #[serde(default)]
    pub file: Option<FileRef>,
    /// The project's source language.
    #[serde(default)]
    pub source_language: Option<LanguageObject>,
    /// Target languages: none for a source upload, one for translations, several for multilingual files.
    #[serde(default, deserialize_with = "lenient::vec_or_null")]
    pub target_languages: Vec<LanguageObject>,
    /// Strings, inline.
    #[serde(default)]
    pub strings: Option<Vec<StringRecord>>,
    /// Strings, as an NDJSON URL.
    #[serde(default)]
    pub strings_url: Option<String>,
    /// Custom format type requested by the platform (`type` parameter).
    #[serde(default, rename = "type")]
    pub format_type: Option<String>,
    /// file-translations-alignment: the project's source strings, inline.
    #[serde(default)]
    pub source_strings: Option<Vec<AlignmentString>>,
    /// file-translations-alignment: the source strings, as an NDJSON URL.
    #[serde(default)]
    pub source_strings_url: Option<String>,
    /// file-translations-alignment: the strings the platform read from the translated file,
    /// inline.
    #[serde(default)]
    pub translation_strings: Option<Vec<AlignmentString>>,
    /// file-translations-alignment: those strings, as an NDJSON URL.
    #[serde(default)]
    pub translation_strings_url: Option<String>,
}

/// A string of a file-translations-alignment job (the official framework's
/// `TranslationAlignmentString`): a source string (with its id) or a string read from the
/// translated file (id usually `null`).
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
pub struct AlignmentString {
    /// The platform's string id, when known.
    #[serde(default, deserialize_with = "lenient::opt_int")]
    pub id: Option<i64>,
    /// The text: a string, or an object of plural forms.
    #[serde(default)]
    pub text: serde_json::Value,
    /// The context.
    #[serde(default, deserialize_with = "lenient::opt_string")]
    pub context: Option<String>,
}

/// The `error` member of a response.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct ErrorBody {
    /// What went wrong, for the user.
    pub message: String,
    /// HTTP status, on unexpected failures only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<u16>,
}
