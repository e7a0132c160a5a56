//! `locforge convert`: files → another format through the string model, carrying translations and
//! statuses of bilingual inputs (see `locforge_formats::convert` for the rules). One file goes to
//! `-o FILE` or stdout; several files or a folder go to `-o DIR`, converted in parallel.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use locforge_formats::convert::{convert, Converted, Options};
use locforge_formats::{Format, Registry};

use super::batch::{pick, run_parallel, Inputs};

/// Options of `convert`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  locforge convert de.po --to xliff12 -o de.xlf
  locforge convert res/values-de/strings.xml --to xliff2 --target-lang de
  locforge convert en.json --to po -o en.pot
  locforge convert locales/ --to arb -o out/          every file below locales/, in parallel

A bilingual input (PO with msgstr, XLIFF with targets) carries its translations and statuses to
the output's target language: the language the file declares, or --target-lang. Monolingual
outputs (android, json, i18next, arb, formatjs, json-reference) then hold the translations.
Formats that cannot hold plurals (xliff2, json-reference) refuse plural strings unless
--flatten-plurals writes each as one ICU plural message.")]
pub struct Args {
    /// Files or folders to convert.
    #[arg(required = true, value_name = "IN")]
    inputs: Vec<PathBuf>,
    /// Output format key (see `locforge formats`).
    #[arg(long, value_name = "FORMAT")]
    to: String,
    /// Input format key; detected from name and content when omitted.
    #[arg(long, value_name = "FORMAT")]
    from: Option<String>,
    /// Output: a file for one input (default stdout), a folder for several.
    #[arg(long, short, value_name = "OUT")]
    output: Option<PathBuf>,
    /// Source language (default: a monolingual input's declared language, else en).
    #[arg(long, value_name = "LANG")]
    source_lang: Option<String>,
    /// Target language (default: a bilingual input's declared language).
    #[arg(long, value_name = "LANG")]
    target_lang: Option<String>,
    /// Write plural strings as ICU plural messages when the output format cannot hold plurals.
    #[arg(long)]
    flatten_plurals: bool,
}

fn convert_one(
    registry: &Registry,
    args: &Args,
    to: &dyn Format,
    path: &Path,
) -> anyhow::Result<Converted> {
    let content = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let from = pick(registry, args.from.as_deref(), path, &content)?;
    let opts = Options {
        source_lang: args.source_lang.clone(),
        target_lang: args.target_lang.clone(),
        flatten_plurals: args.flatten_plurals,
    };
    let name = path.display().to_string();
    convert(from, &content, to, &opts).map_err(|e| {
        anyhow::anyhow!(
            "{} ({} → {})",
            e.in_file(&name),
            from.info().key,
            to.info().key
        )
    })
}

/// `rel` with its extension replaced by the output format's first one.
fn output_name(rel: &Path, to: &dyn Format) -> PathBuf {
    let ext = to.info().extensions.first().copied().unwrap_or("txt");
    rel.with_extension(ext)
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let registry = super::registry(None)?;
    let Some(to) = registry.get(&args.to) else {
        let known: Vec<_> = registry.iter().map(|f| f.info().key).collect();
        bail!(
            "unknown output format `{}`; known: {}",
            args.to,
            known.join(", ")
        );
    };
    let inputs = Inputs::collect(&registry, args.from.as_deref(), &args.inputs)?;
    inputs.report_skipped();
    let files = inputs.files;
    let single = files.len() == 1 && args.inputs.len() == 1 && !args.inputs[0].is_dir();
    if single {
        let converted = convert_one(&registry, &args, to, &files[0].0)?;
        if converted.flattened > 0 {
            eprintln!(
                "note: {} plural strings written as ICU plural messages",
                converted.flattened
            );
        }
        match &args.output {
            Some(p) => std::fs::write(p, &converted.bytes)
                .with_context(|| format!("cannot write {}", p.display()))?,
            None => std::io::stdout().lock().write_all(&converted.bytes)?,
        }
        return Ok(ExitCode::SUCCESS);
    }
    let Some(out_dir) = &args.output else {
        bail!("several inputs need an output folder: -o DIR");
    };
    if out_dir.is_file() {
        bail!(
            "{} is a file; several inputs need an output folder",
            out_dir.display()
        );
    }
    let failures = run_parallel(
        "converted",
        &files,
        |path, rel| {
            let converted = convert_one(&registry, &args, to, path)?;
            let target = out_dir.join(output_name(rel, to));
            if let Some(parent) = target.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&target, &converted.bytes)
                .with_context(|| format!("cannot write {}", target.display()))?;
            Ok(converted.strings)
        },
        |n| *n,
    );
    Ok(if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
