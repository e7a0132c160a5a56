//! `locforge serve`: the app server.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::config::{Config, ENV_VARS};

/// Options of `serve`.
#[derive(Debug, clap::Args)]
#[command(after_help = env_help())]
pub struct Args {
    /// Address to listen on (overrides the config file and LOCFORGE_BIND).
    #[arg(long, value_name = "ADDR:PORT")]
    bind: Option<SocketAddr>,
    /// TOML configuration file (default: ./locforge.toml when it exists).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Log as JSON lines instead of text (as `log_format = "json"` does).
    #[arg(long)]
    log_json: bool,
}

fn env_help() -> String {
    let mut s = String::from("Environment (overrides the config file):\n");
    for (k, v) in ENV_VARS {
        s.push_str(&format!("  {k:<26} {v}\n"));
    }
    s.push_str("\nWith no configuration at all the server listens on 127.0.0.1:8080, keeps everything under\n./locforge-data and generates a development client secret there once.");
    s
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut config = Config::load(args.config.as_deref())?;
    let json = args.log_json || config.log_format == crate::config::LogFormat::Json;
    super::init_logging("info", json);
    if let Some(b) = args.bind {
        config.bind = b;
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async move {
        let data_dir = config.data_dir.clone();
        let client_id = config.client_id.clone();
        let running = crate::service::start(config).await?;
        let base = &running.base_url;
        println!("locforge {} listening on http://{}", env!("CARGO_PKG_VERSION"), running.addr);
        println!("manifest:   {base}/manifest.json");
        println!("client id:  {client_id}");
        if running.secret_generated {
            println!("secret:     generated a development client secret in {}", data_dir.join("client-secret").display());
        }
        println!("try a job:  curl -H \"Authorization: Bearer $(locforge token)\" -H 'Content-Type: application/json' \\");
        println!("              -d '{{\"jobType\":\"parse-file\",\"file\":{{\"name\":\"en.json\",\"content\":\"eyJoaSI6IkhlbGxvIn0=\"}}}}' \\");
        println!("              {base}/api/file/process");
        // axum's server only returns once shut down: wait for the signal, then drain.
        crate::service::shutdown_signal().await;
        running.stop().await?;
        Ok(ExitCode::SUCCESS)
    })
}
