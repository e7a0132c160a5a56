//! The emulated platform: project model, fixtures, authorization server, API v2.

/// Options of `locforge platform serve`.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {}

/// Runs `locforge platform serve`.
pub fn serve(_args: ServeArgs) -> anyhow::Result<std::process::ExitCode> {
    anyhow::bail!("the platform emulator is not built yet")
}
