//! Instructions per byte for `locforge bench --corpus`: callgrind on the whole process,
//! `locforge parse FILE -o /dev/null` on a format's largest file, less the same command on a file
//! of the format holding one string (written by the format's `create`), divided by the
//! difference in bytes. Start-up and the one string's cost cancel out; what is left is the cost
//! of the bytes.

use std::path::Path;
use std::process::{Command, Stdio};

use anyhow::{bail, Context as _};
use locforge_formats::{cldr, Format};

/// Whether `valgrind` can be run here.
pub fn valgrind_available() -> bool {
    Command::new("valgrind")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Instructions callgrind counts for `locforge parse FILE -f KEY -o /dev/null`.
fn instructions_of_parse(file: &Path, key: &str) -> anyhow::Result<u64> {
    let exe = std::env::current_exe()?;
    let out = Command::new("valgrind")
        .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
        .arg(&exe)
        .arg("parse")
        .arg(file)
        .args(["-f", key, "-o", "/dev/null"])
        .stdout(Stdio::null())
        .output()
        .context("cannot run valgrind")?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        bail!(
            "`locforge parse {}` under callgrind failed: {}",
            file.display(),
            stderr.lines().last().unwrap_or("")
        );
    }
    // "==123== Collected : 45678"
    stderr
        .lines()
        .find_map(|l| l.split("Collected :").nth(1))
        .and_then(|n| n.trim().parse().ok())
        .with_context(|| {
            format!(
                "callgrind printed no instruction count for {}",
                file.display()
            )
        })
}

/// Instructions per byte of parsing `file` (`content`) as `format`: see the module docs. `scratch`
/// is a folder for the one-string file.
pub fn parse_instructions_per_byte(
    format: &dyn Format,
    file: &Path,
    content: &[u8],
    scratch: &Path,
) -> anyhow::Result<f64> {
    let parsed = format
        .parse_all(content, &Default::default())
        .map_err(|e| anyhow::anyhow!(e.in_file(&file.display().to_string())))?;
    if parsed.entries.is_empty() {
        bail!("{} holds no string", file.display());
    }
    // The first string a file of its own can hold (a document's string with inline codes
    // cannot stand alone: only its document holds the codes' markup).
    let mut first_error = None;
    let mut small = Vec::new();
    let made = parsed.entries.iter().take(64).any(|e| {
        small.clear();
        match format.create(
            std::slice::from_ref(e),
            &cldr::language("en"),
            None,
            &mut small,
        ) {
            Ok(_) => true,
            Err(e) => {
                first_error.get_or_insert(e);
                false
            }
        }
    });
    if !made {
        let e = first_error.map(|e| e.to_string()).unwrap_or_default();
        bail!("cannot write a one-string {} file: {e}", format.info().key);
    }
    let name = file.file_name().unwrap_or(file.as_os_str());
    let small_path = scratch.join(name);
    std::fs::write(&small_path, &small)
        .with_context(|| format!("cannot write {}", small_path.display()))?;
    let key = format.info().key;
    let big = instructions_of_parse(file, key)?;
    let one = instructions_of_parse(&small_path, key)?;
    let _ = std::fs::remove_file(&small_path);
    let bytes = content.len().saturating_sub(small.len()).max(1);
    Ok(big.saturating_sub(one) as f64 / bytes as f64)
}
