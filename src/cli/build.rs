//! `locforge build`: source file + translations (NDJSON) → translated file(s): one per language,
//! or, for a multilingual format, one file holding every language; the languages are rendered
//! in parallel by the engine's multilingual build (the service's code path). A source folder
//! builds every file below it with the NDJSON of the same relative path in a translations folder
//! (as `locforge parse DIR -o OUT` writes them), files in parallel, into an output pattern.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use locforge_formats::{Format, Language, Registry};

use super::batch::{pick, run_parallel, Inputs};
use crate::engine::error::JobError;
use crate::engine::inputs::translation_table_of;
use crate::engine::multilingual::{build_languages, build_multilingual, pool};
use crate::engine::translation_table::TranslationTable;

/// Options of `build`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  locforge build en.json --strings tr.ndjson --lang de -o de.json\n  locforge build en.json --strings tr.ndjson --lang de,fr,ja -o 'out/{lang}.json'\n  locforge build Localizable.xcstrings --strings tr.ndjson --lang de,fr,ja -o out.xcstrings\n  locforge build src/ --strings tr/ --lang de --lang fr --out 'out/{lang}/{path}'\n\nA multilingual format (xcstrings, csv) gets one file holding every language.\nThe NDJSON holds one string per line: {\"identifier\":\"…\",\"translations\":{\"de\":{\"text\":\"…\"}}}.\nStrings without a translation keep their source text.\n\nA source folder: every file below it that a format recognises is built, in parallel, with the\nNDJSON of the same relative path plus `.ndjson` in the --strings folder (src/a/en.json with\ntr/a/en.json.ndjson: what `locforge parse src/ -o tr/` writes). The output pattern takes\n{lang} and {path} (the file's path below the source folder); a multilingual file is written\nonce, where the pattern puts it without {lang}. Every file that fails is named, the others are\nstill built, and the exit status is 1 if any failed."
)]
pub struct Args {
    /// The source file, or a folder of source files.
    #[arg(value_name = "FILE|DIR")]
    input: PathBuf,
    /// Translations as NDJSON (or a JSON array) of string entries; for a source folder, the
    /// folder of them (one `.ndjson` per source file, by relative path).
    #[arg(long, value_name = "NDJSON|DIR")]
    strings: PathBuf,
    /// Target language id(s), comma-separated or repeated.
    #[arg(long, value_delimiter = ',', required = true)]
    lang: Vec<String>,
    /// Format key; detected from name and content when omitted.
    #[arg(long, short)]
    format: Option<String>,
    /// Output file (default stdout); use `{lang}` in the name for several languages (not for a
    /// multilingual format, whose one file holds them all). For a source folder, a pattern with
    /// `{path}` (and `{lang}`), e.g. 'out/{lang}/{path}'.
    #[arg(long, short, visible_alias = "out", value_name = "OUT")]
    output: Option<String>,
    /// Threads rendering the languages (0 = one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let registry = super::registry(None)?;
    if !args.input.exists() {
        bail!(
            "cannot read {}: no such file or folder",
            args.input.display()
        );
    }
    if args.input.is_dir() {
        return run_folder(&args, &registry);
    }
    if args.strings.is_dir() {
        bail!(
            "--strings {} is a folder; a folder of translations goes with a source folder",
            args.strings.display()
        );
    }
    let content = std::fs::read(&args.input)
        .with_context(|| format!("cannot read {}", args.input.display()))?;
    let ndjson = std::fs::read(&args.strings)
        .with_context(|| format!("cannot read {}", args.strings.display()))?;
    let translations = translation_table_of(&ndjson, &args.lang, 16 << 20)
        .map_err(|e| anyhow::anyhow!("{}: {e}", args.strings.display()))?;
    drop(ndjson);
    let format = pick(&registry, args.format.as_deref(), &args.input, &content)?;
    let name = args.input.display().to_string();
    let targets = targets_of(&args.lang);
    let pool = pool(args.threads).context("cannot start the build threads")?;
    if !format.multilingual()
        && args.lang.len() > 1
        && !args.output.as_deref().is_some_and(|o| o.contains("{lang}"))
    {
        bail!("several languages need -o with `{{lang}}` in it, e.g. -o 'out/{{lang}}.json'");
    }
    let results = match build_file(&pool, format, &name, &content, &translations, &targets)
        .map_err(|e| anyhow::anyhow!("{e}"))?
    {
        Built::Together(bytes) => {
            match &args.output {
                Some(o) => {
                    std::fs::write(o, bytes).with_context(|| format!("cannot write {o}"))?;
                    eprintln!("built {}: {o}", args.lang.join(", "));
                }
                None => std::io::stdout().lock().write_all(&bytes)?,
            }
            return Ok(ExitCode::SUCCESS);
        }
        Built::PerLanguage(results) => results,
    };
    let mut failed = 0;
    for (lang, r) in args.lang.iter().zip(results) {
        match r {
            Ok(bytes) => match &args.output {
                Some(o) => {
                    let path = PathBuf::from(o.replace("{lang}", lang));
                    write_output(&path, &bytes)?;
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

/// Where the pattern puts the build of `rel` into `lang`; `None` for a multilingual file's one
/// output, which drops `{lang}` (and the separator after it) from the pattern.
fn output_path(pattern: &str, lang: Option<&str>, rel: &Path) -> PathBuf {
    let rel = rel.to_string_lossy();
    let path = match lang {
        Some(lang) => pattern.replace("{lang}", lang),
        None => pattern
            .replace("{lang}/", "")
            .replace("{lang}\\", "")
            .replace("{lang}", ""),
    };
    PathBuf::from(path.replace("{path}", &rel))
}

/// The translations file of the source file at `rel`: `rel` + `.ndjson` in `strings_dir`.
fn ndjson_path(strings_dir: &Path, rel: &Path) -> PathBuf {
    let mut path = strings_dir.join(rel).into_os_string();
    path.push(".ndjson");
    PathBuf::from(path)
}

/// The languages of `--lang`, with their CLDR plural categories.
fn targets_of(langs: &[String]) -> Vec<Language> {
    langs
        .iter()
        .map(|l| locforge_formats::cldr::language(l))
        .collect()
}

/// A source file built for its targets.
enum Built {
    /// A multilingual format: one file holding every language.
    Together(Vec<u8>),
    /// One result per target, in the targets' order.
    PerLanguage(Vec<Result<Vec<u8>, JobError>>),
}

/// Builds `content` for `targets` on `pool`, the way its format holds languages.
fn build_file(
    pool: &rayon::ThreadPool,
    format: &dyn Format,
    name: &str,
    content: &[u8],
    translations: &TranslationTable,
    targets: &[Language],
) -> Result<Built, JobError> {
    if format.multilingual() {
        let mut out = Vec::with_capacity(content.len() + content.len() / 4);
        build_multilingual(
            pool,
            format,
            name,
            content,
            translations,
            None,
            targets,
            &mut out,
        )?;
        return Ok(Built::Together(out));
    }
    Ok(Built::PerLanguage(build_languages(
        pool,
        format,
        name,
        content,
        translations,
        None,
        targets,
    )))
}

/// Writes `bytes` to `path`, creating its folder first.
fn write_output(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    std::fs::write(path, bytes).with_context(|| format!("cannot write {}", path.display()))
}

/// Builds a source folder (see the module docs): each file on the global rayon pool, its
/// languages on `pool`.
fn run_folder(args: &Args, registry: &Registry) -> anyhow::Result<ExitCode> {
    if !args.strings.is_dir() {
        bail!(
            "{} is a folder, so --strings must be the folder of its translations, one NDJSON per file \
             (as `locforge parse {} -o DIR` writes them); {} is not a folder",
            args.input.display(),
            args.input.display(),
            args.strings.display()
        );
    }
    let Some(pattern) = args.output.as_deref() else {
        bail!("a source folder needs an output pattern: --out 'out/{{lang}}/{{path}}'");
    };
    if !pattern.contains("{path}") {
        bail!("the output pattern {pattern} needs `{{path}}`, e.g. --out 'out/{{lang}}/{{path}}'");
    }
    if args.lang.len() > 1 && !pattern.contains("{lang}") {
        bail!("several languages need `{{lang}}` in the output pattern, e.g. --out 'out/{{lang}}/{{path}}'");
    }
    let inputs = Inputs::collect(
        registry,
        args.format.as_deref(),
        std::slice::from_ref(&args.input),
    )?;
    inputs.report_skipped();
    let targets = targets_of(&args.lang);
    let pool = pool(args.threads).context("cannot start the build threads")?;
    let failures = run_parallel(
        "built",
        &inputs.files,
        |path, rel| {
            let ndjson_file = ndjson_path(&args.strings, rel);
            let content =
                std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
            let ndjson = std::fs::read(&ndjson_file).with_context(|| {
                format!(
                    "{}: no translations: cannot read {}",
                    path.display(),
                    ndjson_file.display()
                )
            })?;
            let translations: TranslationTable =
                translation_table_of(&ndjson, &args.lang, 16 << 20).map_err(|e| {
                    anyhow::anyhow!(
                        "{}: translations {}: {e}",
                        path.display(),
                        ndjson_file.display()
                    )
                })?;
            drop(ndjson);
            let format = pick(registry, args.format.as_deref(), path, &content)?;
            let name = path.display().to_string();
            let results = match build_file(&pool, format, &name, &content, &translations, &targets)
                .map_err(|e| anyhow::anyhow!("{name}: {e}"))?
            {
                Built::Together(bytes) => {
                    write_output(&output_path(pattern, None, rel), &bytes)?;
                    return Ok(translations.len());
                }
                Built::PerLanguage(results) => results,
            };
            let mut errors = Vec::new();
            for (lang, r) in args.lang.iter().zip(results) {
                match r {
                    Ok(bytes) => {
                        if let Err(e) = write_output(&output_path(pattern, Some(lang), rel), &bytes)
                        {
                            errors.push(format!("{lang}: {e:#}"));
                        }
                    }
                    Err(e) => errors.push(format!("{lang}: {e}")),
                }
            }
            if errors.is_empty() {
                Ok(translations.len())
            } else {
                bail!("{name}: {}", errors.join("; "))
            }
        },
        |n| *n,
    );
    Ok(if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pattern_places_each_language_and_path() {
        let rel = Path::new("a/en.json");
        assert_eq!(
            output_path("out/{lang}/{path}", Some("de"), rel),
            PathBuf::from("out/de/a/en.json")
        );
        assert_eq!(
            output_path("out/{lang}/{path}", None, rel),
            PathBuf::from("out/a/en.json")
        );
        assert_eq!(
            ndjson_path(Path::new("tr"), rel),
            PathBuf::from("tr/a/en.json.ndjson")
        );
    }
}
