//! Service configuration: `locforge.toml` (optional) overlaid with `LOCFORGE_*` environment
//! variables and command-line flags. With nothing configured, everything lives under
//! `./locforge-data` and a development client secret is generated there once (by
//! `store::resolve_client_secret`). This file holds [`Config`], its defaults and
//! [`Config::validate`]; the file and the environment are read in [`env`](mod@env), the job limits are
//! [`limits`], the platform modules beyond the file modules (`[modules]`) and their checks
//! [`modules`], the platform's addresses and the user authorization's settings [`platform`], the
//! fetch allowlist's entries [`fetch`], the blob store's [`blobs`], the machine's cores and
//! memory [`machine`].
//!
//! What lives here: reading the file and the environment, defaults, and validation. What must
//! not: building the runtime types from a configuration (that is next to each type:
//! `platform::setup`, `store::StoreOptions::from_config`, `transfer::guard::AllowList`), or
//! writing files. This module imports no other module of the app.

use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::bail;
use serde::Deserialize;

pub mod blobs;
pub mod env;
pub mod fetch;
pub mod file_modules;
pub mod formats;
pub mod limits;
pub mod machine;
pub mod modules;
pub mod platform;
pub mod qa_checks;

pub use blobs::{BlobKind, BlobsConfig};
pub use env::ENV_VARS;
pub use formats::{CustomFormat, DeclaredRules, FormatsConfig};
pub use limits::Limits;
pub use modules::{
    AgentConfig, ModulesConfig, OutputPort, ProjectMenuModule, StepKind, StepModule, WebhookModule,
    WorkflowStepConfig, RECALCULATION_EVENT,
};
pub use platform::{PkceMethod, DEFAULT_SCOPE};

/// Every setting of the service, with its default.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Address to listen on.
    pub bind: SocketAddr,
    /// Public base URL written into the manifest and into download links; defaults to `http://{bind}`.
    pub base_url: Option<String>,
    /// Folder for everything the service keeps (client secret, spilled results).
    pub data_dir: PathBuf,
    /// App identifier in the manifest.
    pub app_identifier: String,
    /// App display name in the manifest.
    pub app_name: String,
    /// OAuth client id of the app (also the expected `aud` of signed requests).
    pub client_id: String,
    /// OAuth client secret: verifies signed requests and signs download URLs. Generated into the
    /// data folder when absent.
    pub client_secret: Option<String>,
    /// Hosts or CIDRs the fetch guard lets through although they are loopback or private, and which
    /// may be fetched over plain HTTP.
    pub fetch_allow: Vec<String>,
    /// Formats to serve: a list of built-in keys (empty: all), or a table with `serve` (that
    /// list) and `[[formats.custom]]`, formats declared without Rust ([`formats`]).
    pub formats: FormatsConfig,
    /// Limits on jobs.
    pub limits: Limits,
    /// Pre-export pipeline.
    pub pre_export: PreExportConfig,
    /// The platform's authorization server (`{auth_url}/oauth/token` runs the installation grant).
    pub auth_url: String,
    /// The platform's standard API (`{api_url}/api/v2`).
    pub api_url: String,
    /// The API of enterprise organizations, `{domain}` replaced by the organization's domain
    /// (`{pattern}/api/v2`).
    pub api_enterprise_url: String,
    /// Timeout of one platform API or token call (seconds).
    pub api_timeout_secs: u64,
    /// Where installed organizations, tokens and queued work live: empty for SQLite in the data
    /// folder, `sqlite:PATH` for another SQLite file, `postgres://…` for PostgreSQL.
    pub database_url: Option<String>,
    /// Key that stored secrets are sealed with (at least 32 characters). Generated into the data
    /// folder when absent; every replica of a fleet must share it.
    pub secret_key: Option<String>,
    /// The platform modules beyond the file modules (`[modules]`): authentication type, agent,
    /// webhooks, workflow steps, project menus.
    pub modules: ModulesConfig,
    /// Scopes the app asks a user for when they authorize it to act for them (OAuth code flow),
    /// space-separated.
    pub oauth_scope: String,
    /// PKCE method of that flow: `S256` (default) or `plain` (only for a platform that cannot do
    /// S256).
    pub oauth_pkce_method: PkceMethod,
    /// How `locforge serve` writes its log lines: `text` (default) or `json`.
    pub log_format: LogFormat,
    /// Where spilled results live (`[blobs]`): the local folder or an S3 bucket.
    pub blobs: BlobsConfig,
    /// How long a replica's claim on inbox webhooks and queued workflow work lasts (seconds): when
    /// a replica dies holding claims, the others take the items over once they expired.
    pub work_lease_secs: u64,
}

/// The shape of log lines.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// Human-readable lines.
    #[default]
    Text,
    /// One JSON object per line, with the fields of the enclosing spans (job id, organization).
    Json,
}

impl std::str::FromStr for LogFormat {
    type Err = anyhow::Error;

    fn from_str(s: &str) -> anyhow::Result<LogFormat> {
        match s.trim().to_ascii_lowercase().as_str() {
            "text" => Ok(LogFormat::Text),
            "json" => Ok(LogFormat::Json),
            other => bail!("log format `{other}` is neither `text` nor `json`"),
        }
    }
}

/// Which transforms the pre-export module runs, in order.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PreExportConfig {
    /// Transform names: `passthrough`, `fill-missing-with-source`, `pseudo-localize`. When empty,
    /// the manifest declares no pre-export module and the route acts as `passthrough`.
    pub transforms: Vec<String>,
    /// File name pattern the pre-export module applies to; defaults to every served extension.
    pub file_name_pattern: Option<String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            bind: SocketAddr::from(([127, 0, 0, 1], 8080)),
            base_url: None,
            data_dir: PathBuf::from("locforge-data"),
            app_identifier: "locforge".into(),
            app_name: "locforge".into(),
            client_id: "locforge-dev".into(),
            client_secret: None,
            fetch_allow: Vec::new(),
            formats: FormatsConfig::default(),
            limits: Limits::default(),
            pre_export: PreExportConfig::default(),
            auth_url: DEFAULT_AUTH_URL.into(),
            api_url: DEFAULT_API_URL.into(),
            api_enterprise_url: DEFAULT_API_ENTERPRISE_URL.into(),
            api_timeout_secs: 30,
            database_url: None,
            secret_key: None,
            modules: ModulesConfig::default(),
            oauth_scope: DEFAULT_SCOPE.into(),
            oauth_pkce_method: PkceMethod::S256,
            log_format: LogFormat::Text,
            blobs: BlobsConfig::default(),
            work_lease_secs: 300,
        }
    }
}

/// The real authorization server (docs/PROTOCOL.md §1).
pub const DEFAULT_AUTH_URL: &str = "https://accounts.crowdin.com";
/// The real standard API (docs/PROTOCOL.md §1).
pub const DEFAULT_API_URL: &str = "https://api.crowdin.com";
/// The real enterprise API pattern (docs/PROTOCOL.md §1).
pub const DEFAULT_API_ENTERPRISE_URL: &str = "https://{domain}.api.crowdin.com";

impl Config {
    /// Checks values that serde cannot: limits within the protocol's bounds, a valid allowlist.
    pub fn validate(&self) -> anyhow::Result<()> {
        self.blobs.validate()?;
        if !(5..=3600).contains(&self.work_lease_secs) {
            bail!("work_lease_secs must be between 5 and 3600");
        }
        let l = &self.limits;
        if l.inline_threshold > l.max_response_bytes {
            bail!(
                "limits.inline_threshold ({}) is larger than limits.max_response_bytes ({})",
                l.inline_threshold,
                l.max_response_bytes
            );
        }
        if l.max_response_bytes > 5_000_000 {
            bail!("limits.max_response_bytes may not exceed the platform's 5,000,000-byte limit");
        }
        if l.deadline_secs == 0 || l.deadline_secs >= 120 {
            bail!(
                "limits.deadline_secs must be between 1 and 119 (the platform gives up at 120 s)"
            );
        }
        if l.body_timeout_secs == 0 || l.body_timeout_secs > 600 {
            bail!("limits.body_timeout_secs must be between 1 and 600");
        }
        if l.send_timeout_secs == 0 || l.send_timeout_secs > 3600 {
            bail!("limits.send_timeout_secs must be between 1 and 3600");
        }
        if l.retry_after_secs == 0 || l.retry_after_secs > 3600 {
            bail!("limits.retry_after_secs must be between 1 and 3600");
        }
        if l.shutdown_grace_secs > 3600 {
            bail!("limits.shutdown_grace_secs may not exceed 3600");
        }
        if l.max_bytes_in_flight != 0 && l.max_bytes_in_flight < l.max_request_bytes {
            bail!(
                "limits.max_bytes_in_flight ({}) is smaller than limits.max_request_bytes ({}): no job of the largest size could ever be admitted",
                l.max_bytes_in_flight,
                l.max_request_bytes
            );
        }
        self.formats.check()?;
        fetch::check_allow_list(&self.fetch_allow)?;
        self.check_platform_urls()?;
        if self.api_timeout_secs == 0 || self.api_timeout_secs > 600 {
            bail!("api_timeout_secs must be between 1 and 600");
        }
        self.modules
            .validate(&self.file_module_keys())
            .map_err(|e| anyhow::anyhow!("[modules]: {e}"))?;
        self.oauth_scopes()?;
        self.oauth_redirect_uri()?;
        Ok(())
    }

    /// Keys of the file modules the manifest declares: one per served format, and `pre-export`
    /// when a pipeline is configured.
    pub fn file_module_keys(&self) -> Vec<String> {
        let serve = &self.formats.serve;
        let mut keys: Vec<String> = locforge_formats::Registry::builtin()
            .iter()
            .map(|f| f.info().key.to_owned())
            .filter(|k| serve.is_empty() || serve.contains(k))
            .collect();
        keys.extend(self.formats.custom.iter().map(|c| c.key.clone()));
        if !self.pre_export.transforms.is_empty() {
            keys.push("pre-export".into());
        }
        keys
    }

    /// The public base URL without a trailing slash.
    pub fn public_base_url(&self) -> String {
        self.base_url
            .clone()
            .unwrap_or_else(|| format!("http://{}", self.bind))
            .trim_end_matches('/')
            .to_owned()
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env_overrides_file_values() {
        let mut c: Config =
            toml::from_str("bind = \"127.0.0.1:9000\"\nclient_id = \"a\"\n").expect("valid");
        c.apply_env(|k| match k {
            "LOCFORGE_CLIENT_ID" => Some("b".into()),
            "LOCFORGE_FETCH_ALLOW" => Some("127.0.0.1, 10.0.0.0/8,".into()),
            _ => None,
        })
        .expect("applies");
        assert_eq!(c.bind.port(), 9000);
        assert_eq!(c.client_id, "b");
        assert_eq!(c.fetch_allow, ["127.0.0.1", "10.0.0.0/8"]);
        c.validate().expect("valid");
    }

    #[test]
    fn the_readme_examples_are_valid_configurations() {
        let readme = include_str!("../../README.md");
        let blocks: Vec<&str> = readme
            .split("```toml\n")
            .skip(1)
            .filter_map(|b| b.split("```").next())
            .collect();
        assert!(blocks.len() >= 2, "the README has its TOML examples");
        for block in blocks {
            let c: Config = toml::from_str(block).unwrap_or_else(|e| panic!("{e}\n{block}"));
            c.validate().unwrap_or_else(|e| panic!("{e}\n{block}"));
        }
        let c: Config = toml::from_str(
            "[modules.agent]\nusername = \"bot\"\n[[modules.webhooks]]\nkey = \"h\"\nevents = [\"string.status_on_step.recalculation_triggered\"]\n[[modules.workflow_steps]]\nkey = \"json\"\nkind = \"qa-gate\"\n",
        )
        .expect("parses");
        let e = c.validate().expect_err("`json` is a file module");
        assert!(
            e.to_string().starts_with("[modules]: module key `json`"),
            "{e}"
        );
    }

    #[test]
    fn back_pressure_limits_and_log_format_come_from_file_and_environment() {
        let mut c: Config = toml::from_str(
            "log_format = \"json\"\n[limits]\nmax_concurrent_jobs = 3\nbody_timeout_secs = 5\n",
        )
        .expect("valid");
        assert_eq!(c.log_format, LogFormat::Json);
        assert_eq!(c.limits.concurrent_jobs(), 3);
        assert_eq!(c.limits.body_timeout_secs, 5);
        assert!(
            c.limits.bytes_in_flight() >= c.limits.max_request_bytes,
            "auto"
        );
        c.apply_env(|k| match k {
            "LOCFORGE_MAX_BYTES_IN_FLIGHT" => Some("10000000".into()),
            "LOCFORGE_MAX_CONCURRENT_JOBS" => Some("0".into()),
            "LOCFORGE_SHUTDOWN_GRACE_SECS" => Some("7".into()),
            "LOCFORGE_SEND_TIMEOUT_SECS" => Some("9".into()),
            "LOCFORGE_LOG_FORMAT" => Some("TEXT".into()),
            _ => None,
        })
        .expect("applies");
        assert_eq!(c.limits.bytes_in_flight(), 10_000_000);
        assert_eq!(c.limits.concurrent_jobs(), 2 * machine::cores());
        assert_eq!(c.limits.shutdown_grace_secs, 7);
        assert_eq!(c.limits.send_timeout_secs, 9);
        assert_eq!(c.log_format, LogFormat::Text);
        c.validate().expect("valid");
        c.limits.max_bytes_in_flight = 1000;
        let e = c.validate().expect_err("smaller than one body");
        assert!(e.to_string().contains("max_bytes_in_flight"), "{e}");
        assert!(c
            .apply_env(|k| (k == "LOCFORGE_LOG_FORMAT").then(|| "xml".into()))
            .is_err());
        assert!(toml::from_str::<Config>("log_format = \"xml\"").is_err());
        let mut c = Config::default();
        c.limits.body_timeout_secs = 0;
        assert!(c.validate().is_err());
        let mut c = Config::default();
        c.limits.send_timeout_secs = 0;
        assert!(c.validate().is_err());
    }

    #[test]
    fn unknown_keys_and_bad_limits_are_refused() {
        assert!(toml::from_str::<Config>("bnd = 1").is_err());
        let mut c = Config::default();
        c.limits.deadline_secs = 200;
        assert!(c.validate().is_err());
    }
}
