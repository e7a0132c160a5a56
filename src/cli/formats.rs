//! `locforge formats`: the formats locforge handles (built-in and declared in `locforge.toml`),
//! and `locforge formats check`, the format author's kit, which runs the invariants suite's
//! checks (`locforge_formats::check`) on the user's own files and prints a table per file.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use locforge_formats::check::{check_file, Invariant, Report, Verdict};

use super::batch::{pick, Inputs};

/// Options of `formats`.
#[derive(Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// TOML configuration whose `[[formats.custom]]` formats are listed too (default:
    /// LOCFORGE_CONFIG, else ./locforge.toml when it exists).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Prove a format right on your own files: the invariants the project's test suite runs on
    /// its corpus, run on yours (see `locforge formats check --help`).
    Check(CheckArgs),
}

/// Options of `formats check`.
#[derive(Debug, clap::Args)]
#[command(
    long_about = "Prove a format right on your own files.\n\nFor each file (folders are walked), the kit runs what locforge's invariants suite runs on its corpus and prints a table: one row per invariant, `pass`, `FAIL` with the first difference found, `warn` (it holds but proves little), or `n/a` with why it does not apply.",
    after_long_help = CHECK_HELP
)]
pub struct CheckArgs {
    /// Files or folders to check (a folder: every file below it some format recognises, or
    /// all of them with --format).
    #[arg(required = true, value_name = "FILE")]
    inputs: Vec<PathBuf>,
    /// The format to check the files as (a built-in key or one declared under
    /// `[[formats.custom]]`); detected from name and content when omitted, which makes the
    /// `detection` invariant trivially true.
    #[arg(long, short)]
    format: Option<String>,
    /// TOML configuration whose `[[formats.custom]]` formats are known (default:
    /// LOCFORGE_CONFIG, else ./locforge.toml when it exists). A declared format that does not
    /// compile is refused here, with its key, the rule and what is wrong.
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
}

const CHECK_HELP: &str = "The invariants:
  parse      the file parses (an error names line and column)
  identity   a build with every string's own text is the file, byte for byte (the two-step
             build and the streaming one the server uses; a binary format rebuilt rather than
             spliced, such as MO: the same catalog, read back)
  pseudo     pseudo-translations (accented, bracketed, numbered) survive a build and a parse
  hostile    texts of the format's hostile alphabet (quotes, backslashes, markup, separators,
             line breaks, emoji, right-to-left) survive a build and a parse
  plurals    plural strings built for Slovenian (one, two, few, other) and Japanese (other)
             read back with exactly those CLDR categories (n/a without plural strings)
  detection  the file's name and first 64 KB are detected as this format (the platform picks
             the format so)
  preview    the HTML preview holds every string (n/a with plurals: the platform shows none)

A file that holds no string gets `warn` on `parse`: the other invariants hold vacuously on it
(an empty sample, or a declared rule that matches nothing). A warning does not fail the run.

Exit status: 0 when every invariant holds on every file, 1 when one fails, 2 when a file
cannot be read or the format is unknown. Run it in CI on a sample of your files:

  locforge formats check --format keypipe samples/*.kp
  locforge formats check --config locforge.toml locales/";

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    if let Some(Command::Check(check)) = args.command {
        return run_check(check);
    }
    let registry = super::registry(args.config.as_deref())?;
    if args.json {
        let list: Vec<_> = registry
            .iter()
            .map(|f| {
                let i = f.info();
                serde_json::json!({
                    "key": i.key, "name": i.name, "description": i.description,
                    "extensions": i.extensions,
                    "signaturePatterns": {"fileName": i.signature.file_name, "fileContent": i.signature.file_content},
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(ExitCode::SUCCESS);
    }
    for f in registry.iter() {
        let i = f.info();
        println!("{:<16} {}", i.key, i.name);
        println!("{:<16} {}", "", i.description);
        println!("{:<16} extensions: {}", "", i.extensions.join(", "));
        println!("{:<16} file name:  {}", "", i.signature.file_name);
        if let Some(c) = i.signature.file_content {
            println!("{:<16} content:    {}", "", c);
        }
        println!();
    }
    Ok(ExitCode::SUCCESS)
}

fn run_check(args: CheckArgs) -> anyhow::Result<ExitCode> {
    let registry = super::registry(args.config.as_deref())?;
    let inputs = Inputs::collect(&registry, args.format.as_deref(), &args.inputs)?;
    inputs.report_skipped();
    anyhow::ensure!(
        !inputs.files.is_empty(),
        "no file to check: no format recognises the files given; pass --format"
    );
    let mut failed_files = 0;
    for (path, _) in &inputs.files {
        let src = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
        let format = pick(&registry, args.format.as_deref(), path, &src)?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| path.display().to_string());
        let report = check_file(format, &registry, &name, &src);
        print_table(&path.display().to_string(), &report);
        failed_files += usize::from(!report.passed());
    }
    let n = inputs.files.len();
    if failed_files == 0 {
        println!("all invariants hold on {n} file{}", plural(n));
        Ok(ExitCode::SUCCESS)
    } else {
        println!("{failed_files} of {n} file{} failed", plural(n));
        Ok(ExitCode::FAILURE)
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// One file's table: its name and format, then a row per invariant.
fn print_table(file: &str, report: &Report) {
    println!("{file} ({})", report.format);
    println!("  {:<10} {:<6} detail", "invariant", "result");
    for invariant in Invariant::ALL {
        let (result, detail) = match report.verdict(invariant) {
            Some(Verdict::Pass(d)) => ("pass", d.as_str()),
            Some(Verdict::Fail(d)) => ("FAIL", d.as_str()),
            Some(Verdict::NotApplicable(d)) => ("n/a", d.as_str()),
            Some(Verdict::Warn(d)) => ("warn", d.as_str()),
            None => ("n/a", "not run"),
        };
        println!("  {:<10} {:<6} {detail}", invariant.name(), result);
    }
    println!();
}
