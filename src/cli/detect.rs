//! `locforge detect`: which format each file is in.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use locforge_formats::registry::DETECTION_WINDOW;
use locforge_formats::Registry;

/// Options of `detect`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders.
    #[arg(required = true, value_name = "FILE")]
    inputs: Vec<PathBuf>,
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let registry = Registry::builtin();
    let mut unknown = 0;
    for (path, _) in super::batch::expand_inputs(&args.inputs)? {
        let mut head = Vec::new();
        use std::io::Read;
        std::fs::File::open(&path)
            .with_context(|| format!("cannot read {}", path.display()))?
            .take(DETECTION_WINDOW as u64)
            .read_to_end(&mut head)?;
        match registry.detect(&path.to_string_lossy(), &head) {
            Some(f) => println!("{}\t{}", path.display(), f.info().key),
            None => {
                unknown += 1;
                println!("{}\tunknown", path.display());
            }
        }
    }
    Ok(if unknown == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
