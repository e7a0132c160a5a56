//! `locforge platform run`: its command-line arguments, the manifest URL they name, and the run
//! itself (load the scenario, configure a [`Driver`], start the embedded platform with
//! `--platform`, run the steps, print the report). What a step does to the app lives in the
//! driver's concern files, not here.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use super::{
    Delivery, Driver, DriverOptions, Environment, HeaderStyle, JobTypeSpelling, PlatformHook,
    Report, Scenario,
};
use crate::platform::PlatformConfig;

/// Options of `locforge platform run`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  locforge platform run locforge --app http://127.0.0.1:8080 --client-secret $SECRET
  locforge platform run generic --app https://app.example/manifest.json --client-id ID --client-secret S
  locforge platform run my-workflow.toml --app http://127.0.0.1:3000 --client-secret S --platform --enterprise
  locforge platform run my-scenario.toml --app http://127.0.0.1:3000 --framework-job-types --crowdin-headers")]
pub struct RunArgs {
    /// Scenario file (TOML or JSON) or built-in name (`locforge`, `generic`).
    pub scenario: String,
    /// The app: its manifest URL, or its base URL (`/manifest.json` is appended).
    #[arg(long)]
    pub app: String,
    /// Everything else (boxed: keeps the CLI's subcommand enum small).
    #[command(flatten)]
    pub options: Box<RunOptions>,
}

/// The optional settings of `locforge platform run`.
#[derive(Debug, clap::Args)]
pub struct RunOptions {
    /// OAuth client id of the app (default: the manifest's authentication.clientId).
    #[arg(long, env = "LOCFORGE_CLIENT_ID")]
    pub client_id: Option<String>,
    /// OAuth client secret of the app: signs the request tokens.
    #[arg(long, env = "LOCFORGE_CLIENT_SECRET", hide_env_values = true)]
    pub client_secret: Option<String>,
    /// Play an enterprise organization (domain `acme`) instead of a standard one.
    #[arg(long)]
    pub enterprise: bool,
    /// Run against an embedded emulated platform (the built-in demo world) on a loopback port:
    /// the app gets its real `baseUrl` / `apiBaseUrl` and credentials, the platform sends the
    /// recalculation webhook, and workflow steps observe the app's status updates. Without it
    /// workflow steps deliver nothing and observe nothing.
    #[arg(long)]
    pub platform: bool,
    /// Address of the embedded platform (with --platform).
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:0")]
    pub platform_bind: std::net::SocketAddr,
    /// Interval of the embedded platform's recalculation webhook batches, milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pub webhook_interval_ms: u64,
    /// Failed recalculation deliveries retried this many times before strings go FAILED.
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub webhook_retries: u32,
    /// How long a workflow step waits for the app's status updates, seconds.
    #[arg(long, value_name = "SECS", default_value_t = 30)]
    pub workflow_wait_secs: u64,
    /// Send the official framework's jobType spellings (`pre-export-file`).
    #[arg(long)]
    pub framework_job_types: bool,
    /// Send webhooks with the real platform's `X-Crowdin-*` headers instead of `X-Platform-*`.
    #[arg(long)]
    pub crowdin_headers: bool,
    /// Put request tokens in `?jwtToken=` instead of `Authorization: Bearer`.
    #[arg(long)]
    pub token_in_query: bool,
    /// How inputs reach the app: auto, inline or url.
    #[arg(long)]
    pub delivery: Option<String>,
    /// Source language id.
    #[arg(long)]
    pub source_language: Option<String>,
    /// Target language ids, comma-separated.
    #[arg(long, value_delimiter = ',')]
    pub target_languages: Option<Vec<String>>,
    /// Where exported files are written.
    #[arg(long, default_value = "platform-export")]
    pub out: PathBuf,
    /// Time limit of a file job in seconds (the platform's is 120).
    #[arg(long, default_value_t = 120)]
    pub timeout_secs: u64,
    /// Also write the report as JSON to this file.
    #[arg(long)]
    pub report_json: Option<PathBuf>,
}

/// Normalizes `--app` to a manifest URL.
pub fn manifest_url(app: &str) -> String {
    let app = app.trim();
    if app.ends_with(".json") {
        app.to_owned()
    } else {
        format!("{}/manifest.json", app.trim_end_matches('/'))
    }
}

/// Loads the scenario, builds the driver from the arguments, runs it and returns the report.
pub async fn run_with(run: &RunArgs) -> anyhow::Result<Report> {
    let scenario = Scenario::load(&run.scenario)?;
    let args = &run.options;
    let mut opts = DriverOptions::new(manifest_url(&run.app));
    opts.client_id = args.client_id.clone();
    opts.client_secret = args.client_secret.clone();
    opts.out_dir = args.out.clone();
    opts.job_timeout = Duration::from_secs(args.timeout_secs);
    opts.workflow_wait = Duration::from_secs(args.workflow_wait_secs);
    let mut driver = Driver::new(opts).await?;
    scenario.apply_settings(&mut driver)?;
    let o = driver.options_mut();
    if args.enterprise {
        o.context = o.context.switched_to(Environment::Enterprise);
    }
    if args.framework_job_types {
        o.job_types = JobTypeSpelling::Framework;
    }
    if args.crowdin_headers {
        o.header_style = HeaderStyle::Crowdin;
    }
    if args.token_in_query {
        o.token_in_query = true;
    }
    if let Some(d) = &args.delivery {
        o.delivery = match d.as_str() {
            "auto" => Delivery::Auto,
            "inline" => Delivery::Inline,
            "url" => Delivery::Url,
            other => anyhow::bail!("--delivery `{other}`: expected auto, inline or url"),
        };
    }
    if let Some(l) = &args.source_language {
        o.context.source_language = l.clone();
    }
    if let Some(l) = &args.target_languages {
        o.context.target_languages = l.clone();
    }
    let platform = if args.platform {
        let running = crate::platform::start(PlatformConfig {
            bind: args.platform_bind,
            webhook_interval: Duration::from_millis(args.webhook_interval_ms.max(10)),
            webhook_retries: args.webhook_retries,
            crowdin_header_names: args.crowdin_headers,
            ..PlatformConfig::default()
        })
        .await?;
        let ctx = &mut driver.options_mut().context;
        ctx.connect(&running.base_url);
        eprintln!(
            "emulated platform (demo world) at {}: API {}/api/v2, organization {} ({})",
            running.base_url,
            ctx.api_url,
            ctx.organization_id,
            ctx.environment.as_str()
        );
        driver.set_workflow_hook(Arc::new(PlatformHook::new(running.platform.clone())));
        Some(running)
    } else {
        None
    };
    let report = scenario.run(&mut driver).await;
    if let Some(running) = platform {
        running.shutdown();
    }
    Ok(report)
}

/// Runs `locforge platform run`.
pub fn run(args: RunArgs) -> anyhow::Result<ExitCode> {
    let runtime = tokio::runtime::Runtime::new()?;
    let report = runtime.block_on(run_with(&args))?;
    print!("{}", report.render());
    if let Some(path) = &args.options.report_json {
        std::fs::write(path, serde_json::to_vec_pretty(&report)?)?;
    }
    Ok(if report.passed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
