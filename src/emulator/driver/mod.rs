//! The app driver: installs an app, sends it the platform's calls, checks the answers.

/// Options of `locforge platform run`.
#[derive(Debug, clap::Args)]
pub struct RunArgs {}

/// Runs `locforge platform run`.
pub fn run(_args: RunArgs) -> anyhow::Result<std::process::ExitCode> {
    anyhow::bail!("the app driver is not built yet")
}
