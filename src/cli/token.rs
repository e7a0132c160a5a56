//! `locforge token`: mint a signed request token with the configured client secret, so the
//! server can be tried with curl without a platform.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::auth::jwt::{dev_claims, mint};
use crate::config::Config;
use crate::transfer::blob::unix_now;

/// Options of `token`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Seconds until the token expires.
    #[arg(long, default_value_t = 3600)]
    ttl: u64,
    /// Organization id in the token's context.
    #[arg(long, default_value_t = 1)]
    org: i64,
    /// User id in the token's context.
    #[arg(long, default_value_t = 1)]
    user: i64,
    /// Restrict the token to one module key.
    #[arg(long)]
    module: Option<String>,
    /// TOML configuration file (default: ./locforge.toml when it exists).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let config = Config::load(args.config.as_deref())?;
    let (secret, _) = crate::store::resolve_client_secret(&config)?;
    let mut claims = dev_claims(&config.client_id, unix_now(), args.ttl);
    claims.context.organization_id = args.org;
    claims.context.user_id = args.user;
    claims.sub = args.user.to_string();
    claims.module = args.module;
    println!("{}", mint(&secret, &claims)?);
    Ok(ExitCode::SUCCESS)
}
