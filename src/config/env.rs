//! Where a configuration comes from: the TOML file ([`Config::load`]) overlaid with the
//! `LOCFORGE_*` environment variables ([`ENV_VARS`], [`Config::apply_env`]).

use std::path::{Path, PathBuf};

use anyhow::Context as _;

use super::Config;

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
}
