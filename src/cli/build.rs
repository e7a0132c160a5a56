//! `locforge build`: source file + translations (NDJSON) → translated file(s), one per
//! language, built in parallel.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use locforge_formats::Registry;
use rayon::prelude::*;

use super::batch::pick;
use crate::engine::inputs::translations_by_language;
use crate::engine::jobs::build_with;

/// Options of `build`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  locforge build en.json --strings tr.ndjson --lang de -o de.json\n  locforge build en.json --strings tr.ndjson --lang de,fr,ja -o 'out/{lang}.json'\n\nThe NDJSON holds one string per line: {\"identifier\":\"…\",\"translations\":{\"de\":{\"text\":\"…\"}}}.\nStrings without a translation keep their source text."
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
    /// Output file (default stdout); use `{lang}` in the name for several languages.
    #[arg(long, short, value_name = "OUT")]
    output: Option<String>,
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let registry = Registry::builtin();
    let content = std::fs::read(&args.input)
        .with_context(|| format!("cannot read {}", args.input.display()))?;
    let ndjson = std::fs::read(&args.strings)
        .with_context(|| format!("cannot read {}", args.strings.display()))?;
    let translations = translations_by_language(&ndjson, &args.lang, 16 << 20)
        .map_err(|e| anyhow::anyhow!("{}: {e}", args.strings.display()))?;
    drop(ndjson);
    let format = pick(&registry, args.format.as_deref(), &args.input, &content)?;
    if args.lang.len() > 1 && !args.output.as_deref().is_some_and(|o| o.contains("{lang}")) {
        bail!("several languages need -o with `{{lang}}` in it, e.g. -o 'out/{{lang}}.json'");
    }
    let name = args.input.display().to_string();
    let results: Vec<(String, anyhow::Result<Vec<u8>>)> = args
        .lang
        .par_iter()
        .map(|lang| {
            let target = locforge_formats::cldr::language(lang);
            let lookup = &translations[lang];
            let r = build_with(format, &name, &content, lookup, None, &target)
                .map_err(|e| anyhow::anyhow!("{e}"));
            (lang.clone(), r)
        })
        .collect();
    let mut failed = 0;
    for (lang, r) in results {
        match r {
            Ok(bytes) => match &args.output {
                Some(o) => {
                    let path = PathBuf::from(o.replace("{lang}", &lang));
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
