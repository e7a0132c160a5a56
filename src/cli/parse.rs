//! `locforge parse`: files → strings as NDJSON (and an HTML preview).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use locforge_formats::{ParseContext, Registry};

use super::batch::{pick, run_parallel, Inputs};

use crate::engine::sinks::ParseFileSink;

/// Options of `parse`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  locforge parse en.json                 strings to stdout\n  locforge parse en.json -o en.ndjson --preview en.html\n  locforge parse locales/ -o out/        every file below locales/, in parallel"
)]
pub struct Args {
    /// Files or folders to parse.
    #[arg(required = true, value_name = "FILE")]
    inputs: Vec<PathBuf>,
    /// Format key (see `locforge formats`); detected from name and content when omitted.
    #[arg(long, short)]
    format: Option<String>,
    /// Output: a file for one input (default stdout), a folder for several.
    #[arg(long, short, value_name = "OUT")]
    output: Option<PathBuf>,
    /// Write the HTML preview here (one input only).
    #[arg(long, value_name = "FILE")]
    preview: Option<PathBuf>,
}

fn parse_one(
    registry: &Registry,
    forced: Option<&str>,
    path: &Path,
    preview: bool,
) -> anyhow::Result<(Vec<u8>, Option<String>, usize)> {
    let content = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let format = pick(registry, forced, path, &content)?;
    let name = path.display().to_string();
    // A document format's preview is its rendered page, as the server answers it.
    let page = preview
        .then(|| format.document_preview(&name, &content))
        .flatten();
    let mut sink = ParseFileSink::new(
        Vec::with_capacity(content.len() * 2),
        &[],
        (preview && page.is_none()).then_some(name.as_str()),
    );
    format
        .parse(&content, &ParseContext::default(), &mut sink)
        .map_err(|e| anyhow::anyhow!(e.in_file(&name)))?;
    let html = page.or_else(|| {
        sink.preview.take().and_then(|p| {
            let html = p.finish();
            if html.is_none() {
                eprintln!("note: {name} has plural strings, so it has no preview");
            }
            html
        })
    });
    for line in sink.warnings.lines(&name) {
        eprintln!("{line}");
    }
    let count = sink.ndjson.written();
    Ok((sink.ndjson.into_inner(), html, count))
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let registry = super::registry(None)?;
    let inputs = Inputs::collect(&registry, args.format.as_deref(), &args.inputs)?;
    inputs.report_skipped();
    let files = inputs.files;
    let single = files.len() == 1 && args.inputs.len() == 1 && !args.inputs[0].is_dir();
    if single {
        let (ndjson, html, _) = parse_one(
            &registry,
            args.format.as_deref(),
            &files[0].0,
            args.preview.is_some(),
        )?;
        match &args.output {
            Some(p) => std::fs::write(p, &ndjson)
                .with_context(|| format!("cannot write {}", p.display()))?,
            None => std::io::stdout().lock().write_all(&ndjson)?,
        }
        if let (Some(p), Some(html)) = (&args.preview, html) {
            std::fs::write(p, html).with_context(|| format!("cannot write {}", p.display()))?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    if args.preview.is_some() {
        bail!("--preview takes one input file; for several files, parse them one by one");
    }
    let Some(out_dir) = args.output else {
        bail!("several inputs need an output folder: -o DIR");
    };
    let failures = run_parallel(
        "parsed",
        &files,
        |path, rel| {
            let (ndjson, _, n) = parse_one(&registry, args.format.as_deref(), path, false)?;
            let mut target = out_dir.join(rel).into_os_string();
            target.push(".ndjson");
            let target = PathBuf::from(target);
            if let Some(parent) = target.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&target, ndjson)
                .with_context(|| format!("cannot write {}", target.display()))?;
            Ok(n)
        },
        |n| *n,
    );
    Ok(if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
