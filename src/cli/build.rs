//! `locforge build`: source file + translations (NDJSON) → translated file(s): one per language,
//! or, for a multilingual format, one file holding every language; the languages are rendered
//! in parallel by the engine's multilingual build (the service's code path).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use locforge_formats::Registry;

use super::batch::pick;
use crate::engine::inputs::translation_table_of;
use crate::engine::multilingual::{build_languages, build_multilingual, pool};

/// Options of `build`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  locforge build en.json --strings tr.ndjson --lang de -o de.json\n  locforge build en.json --strings tr.ndjson --lang de,fr,ja -o 'out/{lang}.json'\n  locforge build Localizable.xcstrings --strings tr.ndjson --lang de,fr,ja -o out.xcstrings\n\nA multilingual format (xcstrings, csv) gets one file holding every language.\nThe NDJSON holds one string per line: {\"identifier\":\"…\",\"translations\":{\"de\":{\"text\":\"…\"}}}.\nStrings without a translation keep their source text."
)]
pub struct Args {
    /// The source file.
    #[arg(value_name = "FILE")]
    input: PathBuf,
    /// Translations as NDJSON (or a JSON array) of string entries.
    #[arg(long, value_name = "NDJSON")]
    strings: PathBuf,
    /// Target language id(s), comma-separated.
    #[arg(long, value_delimiter = ',', required = true)]
    lang: Vec<String>,
    /// Format key; detected from name and content when omitted.
    #[arg(long, short)]
    format: Option<String>,
    /// Output file (default stdout); use `{lang}` in the name for several languages (not for a
    /// multilingual format, whose one file holds them all).
    #[arg(long, short, value_name = "OUT")]
    output: Option<String>,
    /// Threads rendering the languages (0 = one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let registry = Registry::builtin();
    let content = std::fs::read(&args.input)
        .with_context(|| format!("cannot read {}", args.input.display()))?;
    let ndjson = std::fs::read(&args.strings)
        .with_context(|| format!("cannot read {}", args.strings.display()))?;
    let translations = translation_table_of(&ndjson, &args.lang, 16 << 20)
        .map_err(|e| anyhow::anyhow!("{}: {e}", args.strings.display()))?;
    drop(ndjson);
    let format = pick(&registry, args.format.as_deref(), &args.input, &content)?;
    let name = args.input.display().to_string();
    let targets: Vec<_> = args
        .lang
        .iter()
        .map(|l| locforge_formats::cldr::language(l))
        .collect();
    let pool = pool(args.threads).context("cannot start the build threads")?;
    if format.multilingual() {
        let bytes = build_multilingual(
            &pool,
            format,
            &name,
            &content,
            &translations,
            None,
            &targets,
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?;
        match &args.output {
            Some(o) => {
                std::fs::write(o, bytes).with_context(|| format!("cannot write {o}"))?;
                eprintln!("built {}: {o}", args.lang.join(", "));
            }
            None => std::io::stdout().lock().write_all(&bytes)?,
        }
        return Ok(ExitCode::SUCCESS);
    }
    if args.lang.len() > 1 && !args.output.as_deref().is_some_and(|o| o.contains("{lang}")) {
        bail!("several languages need -o with `{{lang}}` in it, e.g. -o 'out/{{lang}}.json'");
    }
    let results = build_languages(
        &pool,
        format,
        &name,
        &content,
        &translations,
        None,
        &targets,
    );
    let mut failed = 0;
    for (lang, r) in args.lang.iter().zip(results) {
        match r {
            Ok(bytes) => match &args.output {
                Some(o) => {
                    let path = PathBuf::from(o.replace("{lang}", lang));
                    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                        std::fs::create_dir_all(parent)?;
                    }
                    std::fs::write(&path, bytes)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                    eprintln!("built {lang}: {}", path.display());
                }
                None => std::io::stdout().lock().write_all(&bytes)?,
            },
            Err(e) => {
                failed += 1;
                eprintln!("error: {lang}: {e}");
            }
        }
    }
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
