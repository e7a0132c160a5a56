//! What the driver is configured with: [`DriverOptions`] (the app, its credentials, the context
//! it plays, the platform's limits) and the choices among the wire's variants it offers
//! ([`JobTypeSpelling`], [`Delivery`]). Plain data: nothing here sends or checks anything.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use super::context::PlatformContext;
use super::http;
use super::tokens::AccessCategory;
use super::webhook::HeaderStyle;

/// Which `jobType` spellings go out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum JobTypeSpelling {
    /// The spec's: `parse-file`, `build-file`, `file-pre-export`.
    #[default]
    Spec,
    /// The official framework's: `parse-file`, `build-file`, `pre-export-file`.
    Framework,
}

/// How the source file (and build strings) reach the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Delivery {
    /// Inline unless the request would pass the 5 MB request limit.
    #[default]
    Auto,
    /// `content` (base64) and `strings`.
    Inline,
    /// `contentUrl` and `stringsUrl`, served by the driver's file server.
    Url,
}

/// Everything the driver is configured with.
#[derive(Debug, Clone)]
pub struct DriverOptions {
    /// Manifest URL of the app.
    pub manifest_url: String,
    /// OAuth client id (default: the manifest's `authentication.clientId`, else its identifier).
    pub client_id: Option<String>,
    /// OAuth client secret: signs request tokens.
    pub client_secret: Option<String>,
    /// Organization, project, users, languages.
    pub context: PlatformContext,
    /// `jobType` spellings.
    pub job_types: JobTypeSpelling,
    /// Webhook header names.
    pub header_style: HeaderStyle,
    /// Put the request token in `?jwtToken=` instead of `Authorization: Bearer`.
    pub token_in_query: bool,
    /// Default delivery of inputs.
    pub delivery: Delivery,
    /// Time limit of a file job (the platform's is 2 minutes).
    pub job_timeout: Duration,
    /// Largest answer (the platform's is 5 MB).
    pub max_response: usize,
    /// Time limit of a download (`stringsUrl`, `previewUrl`, `contentUrl`) and of other calls.
    pub download_timeout: Duration,
    /// Largest download.
    pub max_download: usize,
    /// Where exported files are written (`{out}/{lang}/{file}`).
    pub out_dir: PathBuf,
    /// How long to wait for the app's workflow status updates.
    pub workflow_wait: Duration,
    /// Access category per module key (default: the environment's most restrictive).
    pub access: BTreeMap<String, AccessCategory>,
}

impl DriverOptions {
    /// Options for the app at `manifest_url` with the platform's limits.
    pub fn new(manifest_url: impl Into<String>) -> DriverOptions {
        DriverOptions {
            manifest_url: manifest_url.into(),
            client_id: None,
            client_secret: None,
            context: PlatformContext::default(),
            job_types: JobTypeSpelling::Spec,
            header_style: HeaderStyle::Platform,
            token_in_query: false,
            delivery: Delivery::Auto,
            job_timeout: http::JOB_TIMEOUT,
            max_response: http::MAX_RESPONSE_BYTES,
            download_timeout: Duration::from_secs(60),
            max_download: 50 * 1024 * 1024,
            out_dir: PathBuf::from("platform-export"),
            workflow_wait: Duration::from_secs(30),
            access: BTreeMap::new(),
        }
    }
}
