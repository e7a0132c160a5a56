//! `locforge bench --corpus DIR`: throughput on a folder of real files. Every file below DIR that
//! a format recognises (as `locforge detect` tells) is read, grouped by format, and measured in
//! one run: parse, build and the raw tokenizer of the same bytes (medians), instructions per byte
//! under callgrind where valgrind is installed, and Translate Toolkit on the same files when
//! asked. A file that cannot be read, parsed or built is named and left out; the run goes on
//! and succeeds when any file could be measured.
//!
//! What lives here: walking, measuring and writing out. The figures are in `figures.rs`, the
//! HTML page in `report.rs`, callgrind in `instructions.rs`, Translate Toolkit in
//! `translate_toolkit.rs`. The synthetic-file bench stays in the parent module.

mod figures;
mod instructions;
mod report;
mod translate_toolkit;

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use indicatif::{ProgressBar, ProgressStyle};
use locforge_formats::{
    cldr, Baseline, Format, OwnedEntry, ParseContext, Registry, Text, Translation,
};

use super::{mbps, time};
use crate::cli::batch::{pick, Inputs};
use crate::engine::jobs::{build_one, parse_to_strings};
use figures::{CorpusFigures, FileFailure, FormatFigures};

/// What `bench --corpus` was asked to do.
#[derive(Debug)]
pub struct Options {
    /// The folder to walk.
    pub dir: PathBuf,
    /// Timed runs per median.
    pub runs: usize,
    /// Where to write the figures as JSON.
    pub json: Option<PathBuf>,
    /// Where to write the HTML report.
    pub report: Option<PathBuf>,
    /// Count instructions per byte with callgrind (when valgrind is installed).
    pub instructions: bool,
    /// Run Translate Toolkit on the same files.
    pub against_tt: bool,
}

/// A file ready to measure: its bytes and a translation of each of its strings.
struct Prepared {
    path: PathBuf,
    name: String,
    bytes: Vec<u8>,
    strings: usize,
    translations: Vec<OwnedEntry>,
}

/// The translation the build splices in: the source text marked, so that every slot changes
/// (an unchanged slot would be copied byte for byte and cost nothing).
fn marked(text: &Text<'_>) -> Text<'static> {
    match text {
        Text::Plain(s) => Text::Plain(Cow::Owned(format!("» {s}"))),
        Text::Plural(forms) => Text::Plural(
            forms
                .iter()
                .map(|(c, s)| (*c, Cow::Owned(format!("» {s}"))))
                .collect(),
        ),
    }
}

/// Reads, parses and builds `path` once, so that only files that work are timed.
fn prepare(
    registry: &Registry,
    path: &Path,
    target: &locforge_formats::Language,
) -> anyhow::Result<(String, Prepared)> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let format = pick(registry, None, path, &bytes)?;
    let name = path.display().to_string();
    let parsed = format
        .parse_all(&bytes, &ParseContext::default())
        .map_err(|e| anyhow::anyhow!(e.in_file(&name)))?;
    let strings = parsed.entries.len();
    let translations: Vec<OwnedEntry> = parsed
        .entries
        .into_iter()
        .map(|mut e| {
            let translation = Translation {
                text: marked(&e.text),
                status: Default::default(),
            };
            e.translations.insert(target.id.clone(), translation);
            e
        })
        .collect();
    build_one(format, &name, &bytes, &translations, None, target)
        .map_err(|e| anyhow::anyhow!("{name}: build: {e}"))?;
    Ok((
        format.info().key.to_owned(),
        Prepared {
            path: path.to_owned(),
            name,
            bytes,
            strings,
            translations,
        },
    ))
}

/// A progress bar of `len` steps labelled `what` (hidden when stderr is not a terminal).
fn bar(len: usize, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(len as u64);
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} [{bar:30}] {pos}/{len} ({eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_message(what.to_owned());
    bar
}

/// Times the files of one format and returns their figures.
fn measure(format: &dyn Format, files: &[Prepared], runs: usize) -> FormatFigures {
    let target = cldr::language("de");
    let bytes: usize = files.iter().map(|f| f.bytes.len()).sum();
    let baselines: Vec<Baseline> = files.iter().map(|f| Baseline::for_file(&f.name)).collect();
    let raw = time(runs, || {
        files
            .iter()
            .zip(&baselines)
            .map(|(f, b)| b.run(&f.bytes))
            .sum::<usize>()
    });
    let mut out = Vec::new();
    let parse = time(runs, || {
        files
            .iter()
            .map(|f| {
                out.clear();
                parse_to_strings(format, &f.name, &f.bytes, None, &[], &mut out, None)
                    .map(|_| out.len())
                    .unwrap_or(0)
            })
            .sum::<usize>()
    });
    let build = time(runs, || {
        files
            .iter()
            .map(|f| {
                build_one(format, &f.name, &f.bytes, &f.translations, None, &target)
                    .map(|b| b.len())
                    .unwrap_or(0)
            })
            .sum::<usize>()
    });
    let mut names: Vec<&str> = baselines.iter().map(|b| b.name()).collect();
    names.sort_unstable();
    names.dedup();
    FormatFigures {
        format: format.info().key.to_owned(),
        files: files.len(),
        bytes,
        strings: files.iter().map(|f| f.strings).sum(),
        baseline: names.join(" + "),
        raw_mb_s: mbps(bytes, raw),
        parse_mb_s: mbps(bytes, parse),
        build_mb_s: mbps(bytes, build),
        parse_instructions_per_byte: None,
        translate_toolkit_mb_s: None,
    }
}

/// Runs the corpus bench (see the module docs).
pub fn run(opts: &Options) -> anyhow::Result<ExitCode> {
    if !opts.dir.is_dir() {
        bail!(
            "corpus folder {} does not exist or is not a folder (bench --corpus DIR walks a folder of localization files)",
            opts.dir.display()
        );
    }
    let registry = Registry::builtin();
    let inputs = Inputs::collect(&registry, None, std::slice::from_ref(&opts.dir))?;
    if inputs.files.is_empty() {
        bail!(
            "no file below {} is in a format locforge reads (see `locforge formats`)",
            opts.dir.display()
        );
    }
    let target = cldr::language("de");
    let mut failures = Vec::new();
    let mut by_format: BTreeMap<String, Vec<Prepared>> = BTreeMap::new();
    let progress = bar(inputs.files.len(), "reading");
    for (path, _) in &inputs.files {
        match prepare(&registry, path, &target) {
            Ok((key, p)) => by_format.entry(key).or_default().push(p),
            Err(e) => {
                let file = path.display().to_string();
                let error = format!("{e:#}");
                // Most messages already start with the file (and its line and column).
                let error = match error.strip_prefix(file.as_str()) {
                    Some(rest) => rest.trim_start_matches([':', ' ']).to_owned(),
                    None => error,
                };
                failures.push(FileFailure { file, error })
            }
        }
        progress.inc(1);
    }
    progress.finish_and_clear();
    // Registry order, so the table reads as `locforge formats` does.
    let order: Vec<&dyn Format> = registry
        .iter()
        .map(|f| &**f)
        .filter(|f| by_format.contains_key(f.info().key))
        .collect();
    let progress = bar(order.len(), "measuring");
    let mut formats = Vec::new();
    for format in &order {
        progress.set_message(format!("measuring {}", format.info().key));
        formats.push(measure(*format, &by_format[format.info().key], opts.runs));
        progress.inc(1);
    }
    progress.finish_and_clear();

    let instructions_note = if !opts.instructions {
        Some("not counted (--no-instructions)".to_owned())
    } else if !instructions::valgrind_available() {
        Some("not counted: valgrind is not installed".to_owned())
    } else {
        let misses = count_instructions(&order, &by_format, &mut formats)?;
        (!misses.is_empty()).then(|| misses.join("; "))
    };
    let translate_toolkit_note = if !opts.against_tt {
        None
    } else if !translate_toolkit::installed() {
        Some("Translate Toolkit is not installed here (`python3 -c \"import translate\"` fails; `pip install translate-toolkit`)".to_owned())
    } else {
        run_translate_toolkit(&by_format, &mut formats, opts.runs);
        None
    };
    let figures = CorpusFigures {
        corpus: opts.dir.display().to_string(),
        runs: opts.runs.max(1),
        formats,
        failures,
        instructions_note,
        translate_toolkit_note,
    };
    for f in &figures.failures {
        eprintln!("error: {}: {}", f.file, f.error);
    }
    inputs.report_skipped();
    figures.print_table();
    if let Some(path) = &opts.json {
        let json = serde_json::to_vec_pretty(&figures)?;
        std::fs::write(path, json).with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("figures written to {}", path.display());
    }
    if let Some(path) = &opts.report {
        std::fs::write(path, report::html(&figures)?)
            .with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("report written to {}", path.display());
    }
    // Files that could not be measured are named above and in the JSON; the figures of the
    // others stand (a real corpus may hold broken files on purpose, as the repository's does).
    if figures.formats.is_empty() {
        bail!("no file below {} could be measured", opts.dir.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// Fills in instructions per byte for each format, on its largest file (see `instructions.rs`);
/// returns why it could not for the formats it could not.
fn count_instructions(
    order: &[&dyn Format],
    by_format: &BTreeMap<String, Vec<Prepared>>,
    formats: &mut [FormatFigures],
) -> anyhow::Result<Vec<String>> {
    let mut misses = Vec::new();
    let scratch = tempfile::tempdir().context("cannot make a scratch folder")?;
    let progress = bar(order.len(), "callgrind");
    for (format, figures) in order.iter().zip(formats.iter_mut()) {
        let key = format.info().key;
        progress.set_message(format!("callgrind {key}"));
        // The largest file that holds strings (a package of images only has none).
        if let Some(largest) = by_format[key]
            .iter()
            .filter(|f| f.strings > 0)
            .max_by_key(|f| f.bytes.len())
        {
            match instructions::parse_instructions_per_byte(
                *format,
                &largest.path,
                &largest.bytes,
                scratch.path(),
            ) {
                Ok(i) => figures.parse_instructions_per_byte = Some(i),
                Err(e) => misses.push(format!("not counted for {key} ({}): {e:#}", largest.name)),
            }
        }
        progress.inc(1);
    }
    progress.finish_and_clear();
    Ok(misses)
}

/// Fills in Translate Toolkit's throughput for each format whose files it reads.
fn run_translate_toolkit(
    by_format: &BTreeMap<String, Vec<Prepared>>,
    formats: &mut [FormatFigures],
    runs: usize,
) {
    let progress = bar(formats.len(), "Translate Toolkit");
    for figures in formats.iter_mut() {
        let files = &by_format[&figures.format];
        let paths: Vec<PathBuf> = files.iter().map(|f| f.path.clone()).collect();
        match translate_toolkit::parse_mb_s(&paths, figures.bytes, runs) {
            Ok(t) => figures.translate_toolkit_mb_s = Some(t),
            Err(e) => eprintln!("note: {}: {e:#}", figures.format),
        }
        progress.inc(1);
    }
    progress.finish_and_clear();
}
