//! What the file commands share: expanding inputs (files and folders), choosing a format, and
//! running work over many files in parallel with a progress bar and a summary.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context as _};
use indicatif::{ProgressBar, ProgressStyle};
use locforge_formats::DETECTION_WINDOW;
use locforge_formats::{Format, Registry};
use rayon::prelude::*;

/// The files a command works on: every file named on the command line, and the files of each
/// folder named that some format recognises (by name and first 64 KB, or all of them when the
/// format is forced). A walked file no format recognises (a licence, an image, a text file) is
/// skipped, not failed: only files named explicitly, or recognised and broken, fail.
pub struct Inputs {
    /// Each file with its path relative to the folder it was found in (its name when named).
    pub files: Vec<(PathBuf, PathBuf)>,
    /// Files of folder walks that no format recognises.
    pub skipped: Vec<PathBuf>,
}

impl Inputs {
    /// Expands `inputs` (see [`Inputs`]); `forced` is the `--format` given, if any.
    pub fn collect(
        registry: &Registry,
        forced: Option<&str>,
        inputs: &[PathBuf],
    ) -> anyhow::Result<Inputs> {
        let mut files = Vec::new();
        let mut skipped = Vec::new();
        for (path, rel, walked) in expand_inputs(inputs)? {
            if walked && forced.is_none() && detect_file(registry, &path)?.is_none() {
                skipped.push(path);
            } else {
                files.push((path, rel));
            }
        }
        Ok(Inputs { files, skipped })
    }

    /// Tells, on stderr, how many walked files were skipped and the first few of them.
    pub fn report_skipped(&self) {
        if self.skipped.is_empty() {
            return;
        }
        let shown: Vec<_> = self
            .skipped
            .iter()
            .take(5)
            .map(|p| p.display().to_string())
            .collect();
        let more = self.skipped.len().saturating_sub(shown.len());
        eprintln!(
            "skipped {} file{} no format recognises: {}{}",
            self.skipped.len(),
            if self.skipped.len() == 1 { "" } else { "s" },
            shown.join(", "),
            if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            }
        );
    }
}

/// The format of the file at `path`, detected from its name and first 64 KB.
pub fn detect_file<'r>(
    registry: &'r Registry,
    path: &Path,
) -> anyhow::Result<Option<&'r dyn Format>> {
    use std::io::Read;
    let mut head = Vec::new();
    std::fs::File::open(path)
        .with_context(|| format!("cannot read {}", path.display()))?
        .take(DETECTION_WINDOW as u64)
        .read_to_end(&mut head)
        .with_context(|| format!("cannot read {}", path.display()))?;
    Ok(registry
        .detect(&path.to_string_lossy(), &head)
        .map(|f| &**f))
}

/// Expands folders into the files below them (sorted), each with its path relative to the folder
/// and `true`; plain files are kept as given, with their name and `false`.
fn expand_inputs(inputs: &[PathBuf]) -> anyhow::Result<Vec<(PathBuf, PathBuf, bool)>> {
    let mut out = Vec::new();
    for input in inputs {
        let meta =
            std::fs::metadata(input).with_context(|| format!("cannot read {}", input.display()))?;
        if meta.is_dir() {
            let mut stack = vec![input.clone()];
            let mut found = Vec::new();
            while let Some(dir) = stack.pop() {
                for item in std::fs::read_dir(&dir)
                    .with_context(|| format!("cannot list {}", dir.display()))?
                {
                    let path = item?.path();
                    if path.is_dir() {
                        stack.push(path);
                    } else {
                        found.push(path);
                    }
                }
            }
            found.sort();
            for p in found {
                let rel = p.strip_prefix(input).unwrap_or(&p).to_path_buf();
                out.push((p, rel, true));
            }
        } else {
            let rel = PathBuf::from(input.file_name().unwrap_or(input.as_os_str()));
            out.push((input.clone(), rel, false));
        }
    }
    Ok(out)
}

/// The format named by `--format`, or the one detected from the file's name and content.
pub fn pick<'r>(
    registry: &'r Registry,
    forced: Option<&str>,
    path: &Path,
    content: &[u8],
) -> anyhow::Result<&'r dyn Format> {
    if let Some(key) = forced {
        return registry.get(key).map(|f| &**f).ok_or_else(|| {
            let known: Vec<_> = registry.iter().map(|f| f.info().key).collect();
            anyhow::anyhow!("unknown format `{key}`; known: {}", known.join(", "))
        });
    }
    let name = path.to_string_lossy();
    match registry.detect(&name, content) {
        Some(f) => Ok(&**f),
        None => {
            bail!("{name}: no format recognises this file; pass --format (see `locforge formats`)")
        }
    }
}

/// Runs `work` over every file in parallel, showing progress on a terminal, and prints a summary
/// line to stderr. Returns the number of failures.
pub fn run_parallel<T: Send>(
    verb: &str,
    files: &[(PathBuf, PathBuf)],
    work: impl Fn(&Path, &Path) -> anyhow::Result<T> + Sync,
    describe: impl Fn(&T) -> usize,
) -> usize {
    let bar = ProgressBar::new(files.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} [{bar:30}] {pos}/{len} files ({eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_message(verb.to_owned());
    let started = std::time::Instant::now();
    let results: Vec<(usize, Result<T, String>)> = files
        .par_iter()
        .enumerate()
        .map(|(i, (path, rel))| {
            let r = work(path, rel).map_err(|e| format!("{e:#}"));
            bar.inc(1);
            (i, r)
        })
        .collect();
    bar.finish_and_clear();
    let mut failures = 0;
    let mut strings = 0;
    for (_, r) in &results {
        match r {
            Ok(t) => strings += describe(t),
            Err(e) => {
                failures += 1;
                eprintln!("error: {e}");
            }
        }
    }
    eprintln!(
        "{verb}: {} files, {} strings, {} failed, in {:.2} s",
        files.len(),
        strings,
        failures,
        started.elapsed().as_secs_f64()
    );
    failures
}
