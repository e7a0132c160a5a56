//! `locforge detect`: which format each file is in.

use std::path::PathBuf;
use std::process::ExitCode;

use super::batch::{detect_file, Inputs};

/// Options of `detect`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Prints one line per file: its path and format key, or `unknown`.\nFiles of a folder that no format recognises are listed as `unknown` but do not fail the command;\na file named explicitly that no format recognises does (exit status 1)."
)]
pub struct Args {
    /// Files or folders.
    #[arg(required = true, value_name = "FILE")]
    inputs: Vec<PathBuf>,
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let registry = super::registry(None)?;
    let inputs = Inputs::collect(&registry, None, &args.inputs)?;
    let mut unknown = 0;
    for (path, _) in &inputs.files {
        match detect_file(&registry, path)? {
            Some(f) => println!("{}\t{}", path.display(), f.info().key),
            None => {
                unknown += 1;
                println!("{}\tunknown", path.display());
            }
        }
    }
    for path in &inputs.skipped {
        println!("{}\tunknown", path.display());
    }
    inputs.report_skipped();
    Ok(if unknown == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
