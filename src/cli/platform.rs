//! `locforge platform …`: the local platform emulator and its app driver.

use std::process::ExitCode;

use locforge_emulator::{driver, platform};

/// Options of `platform`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Sub,
}

#[derive(Debug, clap::Subcommand)]
enum Sub {
    /// Start the emulated platform: authorization server, API v2, demo or fixture project.
    Serve(platform::ServeArgs),
    /// Run a scenario against an app (install, upload, translate, export, workflow, webhooks,
    /// uninstall) and print a conformance report; exits non-zero on any violation.
    Run(driver::RunArgs),
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        Sub::Serve(a) => {
            super::init_logging("info", false);
            platform::serve(a)
        }
        Sub::Run(a) => driver::run(a),
    }
}
