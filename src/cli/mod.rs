//! The `locforge` command line: one file per subcommand, all sharing the argument types here.

mod batch;
mod bench;
mod build;
mod convert;
mod corpus;
mod croql;
mod detect;
mod formats;
mod parse;
mod platform;
mod serve;
mod token;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// locforge: localization file engine, app backend for a localization platform, and batch
/// converter.
#[derive(Debug, Parser)]
#[command(name = "locforge", version, about, long_about = None, propagate_version = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run the app server (manifest, file jobs, downloads).
    Serve(serve::Args),
    /// Parse localization files into strings (NDJSON), optionally with an HTML preview.
    Parse(parse::Args),
    /// Build translated files from a source file or folder and translations (NDJSON).
    Build(build::Args),
    /// Convert files into another format, carrying translations and statuses.
    Convert(convert::Args),
    /// Tell which format each file is in.
    Detect(detect::Args),
    /// List the formats locforge reads and writes, with their detection patterns.
    Formats(formats::Args),
    /// Print a signed request token for trying the server with curl.
    Token(token::Args),
    /// The local platform emulator: `platform serve`, `platform run SCENARIO`.
    #[command(subcommand)]
    Platform(platform::Command),
    /// Check CroQL queries and filter record dumps with them.
    #[command(subcommand)]
    Croql(croql::Command),
    /// Measure parse and build throughput against the raw tokenizers: on synthetic 5 MB files
    /// (with jobs over HTTP), or on a folder of your own files (`--corpus DIR`).
    Bench(bench::Args),
    /// Corpus tools: `corpus gen` writes the synthetic benchmark files (deterministic, seeded).
    Corpus(corpus::Args),
}

/// Runs the command line and returns the process exit code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Serve(a) => serve::run(a),
        Command::Parse(a) => parse::run(a),
        Command::Build(a) => build::run(a),
        Command::Convert(a) => convert::run(a),
        Command::Detect(a) => detect::run(a),
        Command::Formats(a) => formats::run(a),
        Command::Token(a) => token::run(a),
        Command::Bench(a) => bench::run(a),
        Command::Corpus(a) => corpus::run(a),
        Command::Croql(a) => croql::run(a),
        Command::Platform(a) => platform::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// The formats the file commands know: every built-in one, and those declared under
/// `[[formats.custom]]` in the configuration (`config`, else `LOCFORGE_CONFIG`, else
/// `./locforge.toml` when it exists). A declared format whose rules are wrong stops the command
/// with its key, the rule and what is wrong.
pub(crate) fn registry(
    config: Option<&std::path::Path>,
) -> anyhow::Result<locforge_formats::Registry> {
    let config = crate::config::Config::load(config)?;
    crate::service::registry_with_declared(&config)
}

/// Sets up logging to stderr; `RUST_LOG` overrides `default`.
pub(crate) fn init_logging(default: &str, json: bool) {
    let format = if json {
        crate::config::LogFormat::Json
    } else {
        crate::config::LogFormat::Text
    };
    crate::observability::logs::init(format, default);
}
