//! Service configuration: `locforge.toml` (optional) overlaid with `LOCFORGE_*` environment
//! variables and command-line flags. With nothing configured, everything lives under
//! `./locforge-data` and a development client secret is generated there once. The platform
//! modules beyond the file modules (`[modules]`) and their checks are in [`modules`], the
//! platform's addresses and the user authorization's settings in [`platform`], the fetch
//! allowlist's entries in [`fetch`], the blob store's in [`blobs`].
//!
//! What lives here: reading the file and the environment, defaults, and validation. What must
//! not: building the runtime types from a configuration (that is next to each type:
//! `platform::setup`, `store::StoreOptions::from_config`, `transfer::guard::AllowList`), or
//! writing files. This module imports no other module of the app.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context as _};
use serde::Deserialize;

pub mod blobs;
pub mod fetch;
pub mod machine;
pub mod modules;
pub mod platform;

pub use blobs::{BlobKind, BlobsConfig};
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
    /// Formats to serve (keys); empty means all built-in formats.
    pub formats: Vec<String>,
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

/// Size and time limits of jobs.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Limits {
    /// Largest request body accepted (bytes).
    pub max_request_bytes: usize,
    /// Responses whose encoded body would exceed this are spilled to download URLs (bytes).
    pub inline_threshold: usize,
    /// Hard ceiling of a response body (bytes); the platform rejects larger ones.
    pub max_response_bytes: usize,
    /// Time budget of a job from receipt (seconds; the platform gives up at 120).
    pub deadline_secs: u64,
    /// Timeout of one fetch of `contentUrl` / `stringsUrl` (seconds).
    pub fetch_timeout_secs: u64,
    /// Largest file fetched from `contentUrl` (bytes).
    pub max_fetch_bytes: usize,
    /// Largest NDJSON body fetched from `stringsUrl` (bytes). Strings carry source texts,
    /// translations and metadata, so they are larger than the file they describe.
    pub max_strings_bytes: usize,
    /// Longest NDJSON line accepted (bytes).
    pub max_ndjson_line: usize,
    /// Largest `customData` per string (bytes).
    pub max_custom_data: usize,
    /// How long download URLs stay valid (seconds).
    pub download_ttl_secs: u64,
    /// CPU budget of the engine: jobs running at once, and threads rendering the languages of a
    /// build (0 = one per core).
    pub engine_threads: usize,
    /// Jobs admitted at once (reading their body, fetching, waiting for or using the CPU); one more
    /// is refused with 503 and `Retry-After`. 0 = two per core.
    pub max_concurrent_jobs: usize,
    /// Request body bytes admitted at once across all jobs (counted from `Content-Length` before
    /// the body is read, or as it is read); past it a job is refused with 503 and `Retry-After`.
    /// 0 = a quarter of the machine's memory, at most 1 GiB.
    pub max_bytes_in_flight: usize,
    /// Time a client has to send a request's headers, and a job's whole body once its headers
    /// arrived (seconds); a client that stalls in its headers is disconnected, one that stalls in
    /// its body gets 408 and its connection closed.
    pub body_timeout_secs: u64,
    /// Longest a response may wait on a client that does not read it (seconds): when the
    /// connection takes none of the response's bytes for this long, it is closed and the
    /// response dropped, so a client reading slowly or not at all cannot hold a job's output in
    /// memory (nginx's `send_timeout`). A client that keeps reading is never cut off.
    pub send_timeout_secs: u64,
    /// The `Retry-After` (seconds) sent with a 503 of back-pressure.
    pub retry_after_secs: u64,
    /// On SIGTERM or Ctrl-C: how long in-flight requests may take to finish before the server
    /// exits anyway (seconds).
    pub shutdown_grace_secs: u64,
}

impl Limits {
    /// Jobs admitted at once: `max_concurrent_jobs`, or two per core when 0.
    pub fn concurrent_jobs(&self) -> usize {
        match self.max_concurrent_jobs {
            0 => machine::default_concurrent_jobs(),
            n => n,
        }
    }

    /// Request body bytes admitted at once: `max_bytes_in_flight`, or the machine's default when
    /// 0 (never less than one body of the largest size).
    pub fn bytes_in_flight(&self) -> usize {
        match self.max_bytes_in_flight {
            0 => machine::default_bytes_in_flight().max(self.max_request_bytes),
            n => n,
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_request_bytes: 5 * 1024 * 1024,
            inline_threshold: 4_000_000,
            max_response_bytes: 5_000_000,
            deadline_secs: 110,
            fetch_timeout_secs: 30,
            max_fetch_bytes: 5 * 1024 * 1024 + 64 * 1024,
            max_strings_bytes: 64 * 1024 * 1024,
            max_ndjson_line: 1024 * 1024,
            max_custom_data: 4096,
            download_ttl_secs: 3600,
            engine_threads: 0,
            max_concurrent_jobs: 0,
            max_bytes_in_flight: 0,
            body_timeout_secs: 30,
            send_timeout_secs: 30,
            retry_after_secs: 2,
            shutdown_grace_secs: 30,
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
            formats: Vec::new(),
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

/// The real authorization server (PROTOCOL-NOTES §0).
pub const DEFAULT_AUTH_URL: &str = "https://accounts.crowdin.com";
/// The real standard API (PROTOCOL-NOTES §0).
pub const DEFAULT_API_URL: &str = "https://api.crowdin.com";
/// The real enterprise API pattern (PROTOCOL-NOTES §0).
pub const DEFAULT_API_ENTERPRISE_URL: &str = "https://{domain}.api.crowdin.com";

/// Environment variables read on top of the file.
pub const ENV_VARS: &[(&str, &str)] = &[
    (
        "LOCFORGE_CONFIG",
        "path of the TOML file (default ./locforge.toml when it exists)",
    ),
    ("LOCFORGE_BIND", "address to listen on, e.g. 0.0.0.0:8080"),
    (
        "LOCFORGE_BASE_URL",
        "public base URL used in the manifest and download links",
    ),
    (
        "LOCFORGE_DATA_DIR",
        "folder for the client secret and spilled results",
    ),
    ("LOCFORGE_CLIENT_ID", "OAuth client id of the app"),
    (
        "LOCFORGE_CLIENT_SECRET",
        "OAuth client secret (verifies signed requests)",
    ),
    (
        "LOCFORGE_FETCH_ALLOW",
        "comma-separated hosts or CIDRs the fetch guard lets through",
    ),
    (
        "LOCFORGE_INLINE_THRESHOLD",
        "bytes above which results are spilled to download URLs",
    ),
    ("LOCFORGE_DEADLINE_SECS", "time budget of a job in seconds"),
    (
        "LOCFORGE_WORK_LEASE_SECS",
        "how long a replica's claim on queued work lasts, seconds",
    ),
    (
        "LOCFORGE_BLOBS_KIND",
        "where spilled results live: local (data folder) or s3",
    ),
    ("LOCFORGE_BLOBS_BUCKET", "the S3 bucket of spilled results"),
    (
        "LOCFORGE_BLOBS_PREFIX",
        "the folder inside the bucket for spilled results",
    ),
    (
        "LOCFORGE_BLOBS_ENDPOINT",
        "endpoint URL of an S3-compatible server",
    ),
    (
        "LOCFORGE_AUTH_URL",
        "the platform's authorization server (installation token grant)",
    ),
    (
        "LOCFORGE_API_URL",
        "the platform's standard API (without /api/v2)",
    ),
    (
        "LOCFORGE_API_ENTERPRISE_URL",
        "enterprise API pattern with {domain} (without /api/v2)",
    ),
    (
        "LOCFORGE_API_TIMEOUT_SECS",
        "timeout of one platform API or token call in seconds",
    ),
    (
        "LOCFORGE_DATABASE_URL",
        "postgres://… or sqlite:PATH (default: SQLite in the data folder)",
    ),
    (
        "LOCFORGE_OAUTH_SCOPE",
        "scopes asked of a user who authorizes the app, space-separated (default: project)",
    ),
    (
        "LOCFORGE_OAUTH_PKCE_METHOD",
        "PKCE method of the user authorization: S256 (default) or plain",
    ),
    (
        "LOCFORGE_SECRET_KEY",
        "key sealing stored secrets, ≥ 32 characters (default: generated into the data folder)",
    ),
    (
        "LOCFORGE_MAX_CONCURRENT_JOBS",
        "jobs admitted at once before 503 (default: two per core)",
    ),
    (
        "LOCFORGE_MAX_BYTES_IN_FLIGHT",
        "request body bytes admitted at once before 503 (default: memory / 4, ≤ 1 GiB)",
    ),
    (
        "LOCFORGE_BODY_TIMEOUT_SECS",
        "seconds a client has to send its headers, and a job's body (408 after)",
    ),
    (
        "LOCFORGE_SEND_TIMEOUT_SECS",
        "seconds a response may wait on a client that reads none of it before the connection closes",
    ),
    (
        "LOCFORGE_SHUTDOWN_GRACE_SECS",
        "seconds in-flight requests may take to finish on SIGTERM / Ctrl-C",
    ),
    (
        "LOCFORGE_LOG_FORMAT",
        "`text` (default) or `json` log lines",
    ),
];

impl Config {
    /// Loads the file (explicit path, `LOCFORGE_CONFIG`, or `./locforge.toml` if present), then
    /// applies the environment.
    pub fn load(path: Option<&Path>) -> anyhow::Result<Config> {
        let env_path = std::env::var_os("LOCFORGE_CONFIG").map(PathBuf::from);
        let path = path.map(Path::to_path_buf).or(env_path).or_else(|| {
            let p = PathBuf::from("locforge.toml");
            p.exists().then_some(p)
        });
        let mut config = match &path {
            Some(p) => {
                let text = std::fs::read_to_string(p)
                    .with_context(|| format!("cannot read config file {}", p.display()))?;
                toml::from_str(&text)
                    .with_context(|| format!("invalid config file {}", p.display()))?
            }
            None => Config::default(),
        };
        config.apply_env(|k| std::env::var(k).ok())?;
        Ok(config)
    }

    /// Applies `LOCFORGE_*` overrides from `get`.
    pub fn apply_env(&mut self, get: impl Fn(&str) -> Option<String>) -> anyhow::Result<()> {
        if let Some(v) = get("LOCFORGE_BIND") {
            self.bind = v.parse().with_context(|| {
                format!("LOCFORGE_BIND `{v}` is not an address like 127.0.0.1:8080")
            })?;
        }
        if let Some(v) = get("LOCFORGE_BASE_URL") {
            self.base_url = Some(v);
        }
        if let Some(v) = get("LOCFORGE_DATA_DIR") {
            self.data_dir = PathBuf::from(v);
        }
        if let Some(v) = get("LOCFORGE_CLIENT_ID") {
            self.client_id = v;
        }
        if let Some(v) = get("LOCFORGE_CLIENT_SECRET") {
            self.client_secret = Some(v);
        }
        if let Some(v) = get("LOCFORGE_FETCH_ALLOW") {
            self.fetch_allow = v
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect();
        }
        if let Some(v) = get("LOCFORGE_INLINE_THRESHOLD") {
            self.limits.inline_threshold = v
                .parse()
                .with_context(|| format!("LOCFORGE_INLINE_THRESHOLD `{v}` is not a byte count"))?;
        }
        if let Some(v) = get("LOCFORGE_AUTH_URL") {
            self.auth_url = v;
        }
        if let Some(v) = get("LOCFORGE_API_URL") {
            self.api_url = v;
        }
        if let Some(v) = get("LOCFORGE_API_ENTERPRISE_URL") {
            self.api_enterprise_url = v;
        }
        if let Some(v) = get("LOCFORGE_API_TIMEOUT_SECS") {
            self.api_timeout_secs = v.parse().with_context(|| {
                format!("LOCFORGE_API_TIMEOUT_SECS `{v}` is not a number of seconds")
            })?;
        }
        if let Some(v) = get("LOCFORGE_DATABASE_URL") {
            self.database_url = Some(v);
        }
        if let Some(v) = get("LOCFORGE_SECRET_KEY") {
            self.secret_key = Some(v);
        }
        if let Some(v) = get("LOCFORGE_OAUTH_SCOPE") {
            self.oauth_scope = v;
        }
        if let Some(v) = get("LOCFORGE_OAUTH_PKCE_METHOD") {
            self.oauth_pkce_method = v
                .parse()
                .map_err(|e: String| anyhow::anyhow!("LOCFORGE_OAUTH_PKCE_METHOD: {e}"))?;
        }
        for (var, slot) in [
            (
                "LOCFORGE_MAX_CONCURRENT_JOBS",
                &mut self.limits.max_concurrent_jobs,
            ),
            (
                "LOCFORGE_MAX_BYTES_IN_FLIGHT",
                &mut self.limits.max_bytes_in_flight,
            ),
        ] {
            if let Some(v) = get(var) {
                *slot = v
                    .parse()
                    .with_context(|| format!("{var} `{v}` is not a whole number"))?;
            }
        }
        for (var, slot) in [
            (
                "LOCFORGE_BODY_TIMEOUT_SECS",
                &mut self.limits.body_timeout_secs,
            ),
            (
                "LOCFORGE_SEND_TIMEOUT_SECS",
                &mut self.limits.send_timeout_secs,
            ),
            (
                "LOCFORGE_SHUTDOWN_GRACE_SECS",
                &mut self.limits.shutdown_grace_secs,
            ),
        ] {
            if let Some(v) = get(var) {
                *slot = v
                    .parse()
                    .with_context(|| format!("{var} `{v}` is not a number of seconds"))?;
            }
        }
        self.blobs.apply_env(&get)?;
        if let Some(v) = get("LOCFORGE_WORK_LEASE_SECS") {
            self.work_lease_secs = v.parse().with_context(|| {
                format!("LOCFORGE_WORK_LEASE_SECS `{v}` is not a number of seconds")
            })?;
        }
        if let Some(v) = get("LOCFORGE_LOG_FORMAT") {
            self.log_format = v.parse().context("LOCFORGE_LOG_FORMAT")?;
        }
        if let Some(v) = get("LOCFORGE_DEADLINE_SECS") {
            self.limits.deadline_secs = v.parse().with_context(|| {
                format!("LOCFORGE_DEADLINE_SECS `{v}` is not a number of seconds")
            })?;
        }
        Ok(())
    }

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
        let mut keys: Vec<String> = locforge_formats::Registry::builtin()
            .iter()
            .map(|f| f.info().key.to_owned())
            .filter(|k| self.formats.is_empty() || self.formats.contains(k))
            .collect();
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
