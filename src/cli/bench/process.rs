//! Whole-process parse for `locforge bench`: `locforge parse FILE -o out.ndjson` run as a child
//! process (start-up, read, parse, write) on the synthetic files, timed from spawn to exit.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

use anyhow::{bail, Context as _};

use super::{mbps, median};
use crate::corpus::synthetic::Kind;

/// The files of the whole-process measure and their format keys.
const FILES: &[(Kind, &str)] = &[
    (Kind::FlatReference, "json"),
    (Kind::Gettext, "po"),
    (Kind::AndroidStrings, "android"),
    (Kind::Xliff12, "xliff12"),
];

/// Runs and prints the whole-process parse of each file, `runs` times each (median).
pub fn run(gen_dir: &Path, runs: usize) -> anyhow::Result<()> {
    let exe = std::env::current_exe()?;
    let out_dir = tempfile::tempdir()?;
    let out = out_dir.path().join("out.ndjson");
    for (kind, key) in FILES {
        let input = gen_dir.join(kind.file_name());
        let bytes = std::fs::metadata(&input)
            .with_context(|| format!("cannot read {}", input.display()))?
            .len() as usize;
        let mut times = Vec::new();
        for _ in 0..runs.max(3) + 1 {
            let t = Instant::now();
            let status = Command::new(&exe)
                .arg("parse")
                .arg(&input)
                .args(["-f", key, "-o"])
                .arg(&out)
                .stdout(Stdio::null())
                .status()?;
            times.push(t.elapsed());
            if !status.success() {
                bail!("`locforge parse {}` failed: {status}", input.display());
            }
        }
        times.remove(0); // the first run warms the page cache
        let m = median(times);
        println!(
            "process `locforge parse {} -o out.ndjson` ({key}, {:.2} MB): median {:.1} ms = {:.0} MB/s",
            kind.file_name(),
            bytes as f64 / 1e6,
            m.as_secs_f64() * 1e3,
            mbps(bytes, m)
        );
    }
    Ok(())
}
