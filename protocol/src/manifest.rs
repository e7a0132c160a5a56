//! The app manifest served at `/manifest.json`.

use serde::Serialize;
use std::collections::BTreeMap;

/// The app manifest (strict writer: only documented fields).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    /// App identifier.
    pub identifier: String,
    /// Display name.
    pub name: String,
    /// Root address of the app.
    pub base_url: String,
    /// Relative URL of the logo.
    pub logo: String,
    /// How the platform authenticates to the app.
    pub authentication: Authentication,
    /// OAuth scopes the app asks for.
    pub scopes: Vec<String>,
    /// The platform user a `crowdin_agent` app acts as.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub agent: Option<Agent>,
    /// Lifecycle event handlers, when the app has them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<Events>,
    /// Modules by type (`custom-file-format`, `file-pre-export`, ...).
    pub modules: BTreeMap<&'static str, Vec<serde_json::Value>>,
}

/// `authentication` member.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Authentication {
    /// `none` or `platform_app`.
    #[serde(rename = "type")]
    pub kind: String,
    /// OAuth client id, with `platform_app`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub client_id: Option<String>,
}

/// `agent` member (`crowdin_agent` apps).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Agent {
    /// The agent's user name.
    pub username: String,
    /// Display name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Avatar URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub avatar_url: Option<String>,
}

/// `events` member.
#[derive(Debug, Clone, Serialize)]
pub struct Events {
    /// Relative URL of the `installed` handler.
    pub installed: String,
    /// Relative URL of the `uninstall` handler.
    pub uninstall: String,
}

/// A custom-file-format module definition.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FileFormatModule {
    /// Module key.
    pub key: String,
    /// Custom format type.
    #[serde(rename = "type")]
    pub kind: String,
    /// Relative URL of the job handler.
    pub url: String,
    /// Whether one request carries several languages.
    pub multilingual: bool,
    /// Detection patterns.
    pub signature_patterns: SignaturePatterns,
}

/// A file-pre-export module definition.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PreExportModule {
    /// Module key.
    pub key: String,
    /// Relative URL of the job handler.
    pub url: String,
    /// Which files it applies to.
    pub signature_patterns: SignaturePatterns,
}

/// `signaturePatterns` member.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SignaturePatterns {
    /// File name regular expression.
    pub file_name: String,
    /// Content regular expression, matched against the first 64 KB.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_content: Option<String>,
}
