//! `locforge platform …`: the local platform emulator and its app driver.

use std::process::ExitCode;

use locforge_emulator::{driver, platform};

/// The `platform` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Start the emulated platform: authorization server, API v2, demo or fixture project.
    Serve(platform::ServeArgs),
    /// Run a scenario against an app (install, upload, translate, export, workflow, webhooks,
    /// uninstall) and print a conformance report; exits non-zero on any violation.
    Run(driver::RunArgs),
}

pub(super) fn run(command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Serve(a) => {
            super::init_logging("info", false);
            locforge_emulator::serve(a)
        }
        Command::Run(a) => driver::run(a),
    }
}
