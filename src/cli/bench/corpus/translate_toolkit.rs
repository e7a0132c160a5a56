//! `locforge bench --corpus --against tt`: Translate Toolkit (the Python library `translate`)
//! reading the same files in the same run, where `python3 -c "import translate"` works. Its time
//! is the median of the runs of `translate.storage.factory.getobject` over a format's files,
//! measured inside Python so the interpreter's start-up is not counted.

use std::path::PathBuf;
use std::process::{Command, Stdio};

use anyhow::{bail, Context as _};

/// The Python side: reads every file named with Translate Toolkit's factory, `runs` times after
/// a warm-up, and prints the median seconds of one pass.
const SCRIPT: &str = r#"
import sys, time, statistics
from translate.storage import factory
runs, files = int(sys.argv[1]), sys.argv[2:]
def once():
    n = 0
    for f in files:
        n += len(factory.getobject(f).units)
    return n
once()
times = []
for _ in range(max(runs, 1)):
    t = time.perf_counter(); once(); times.append(time.perf_counter() - t)
print(statistics.median(times))
"#;

/// Whether Translate Toolkit can be imported by `python3`.
pub fn installed() -> bool {
    Command::new("python3")
        .args(["-c", "import translate"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Translate Toolkit's throughput (MB/s) reading `files` (`bytes` in all), median of `runs`.
pub fn parse_mb_s(files: &[PathBuf], bytes: usize, runs: usize) -> anyhow::Result<f64> {
    let out = Command::new("python3")
        .args(["-c", SCRIPT, &runs.to_string()])
        .args(files)
        .output()
        .context("cannot run python3")?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        bail!(
            "Translate Toolkit cannot read these files: {}",
            stderr.lines().last().unwrap_or("")
        );
    }
    let seconds: f64 = String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .context("Translate Toolkit's run printed no time")?;
    Ok(bytes as f64 / 1e6 / seconds.max(1e-9))
}
