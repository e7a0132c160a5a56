//! Building one source file into several languages at once, each language rendered on the
//! engine's rayon pool: for a format with one language per file, one file per target, each into
//! its own buffer, in the order of the targets; for a multilingual format, one file holding all
//! targets, each language's slots rendered into its own part and the parts assembled into the
//! caller's output as they are placed. The service's build-file and the CLI's
//! `build --lang a,b,c` both go through here. Reading the translations is `translation_table`'s
//! business; placing the output (inline or spilled) is `output`'s.

use std::io::Write;

use locforge_formats::merged_report;
use locforge_formats::{assemble, Format, Language, ParseContext, SpliceError};
use rayon::prelude::*;

use super::error::JobError;
use super::jobs::build_with;
use super::output;
use super::translation_table::TranslationTable;

/// The worker threads of the engine's CPU budget: `threads`, or one per core when 0.
pub fn pool(threads: usize) -> Result<rayon::ThreadPool, rayon::ThreadPoolBuildError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("locforge-build-{i}"))
        .build()
}

/// `content` built for each of `targets` with the translations in `table`, in the order of
/// `targets`, rendered in parallel on `pool`. One language's failure does not stop the others.
pub fn build_languages(
    pool: &rayon::ThreadPool,
    format: &dyn Format,
    name: &str,
    content: &[u8],
    table: &TranslationTable,
    source: Option<&Language>,
    targets: &[Language],
) -> Vec<Result<Vec<u8>, JobError>> {
    pool.install(|| {
        targets
            .par_iter()
            .map(|target| {
                let lookup = table.language(&target.id).ok_or_else(|| {
                    JobError::Internal(format!("no translations were read for `{}`", target.id))
                })?;
                let mut out = Vec::with_capacity(content.len() + content.len() / 8);
                build_with(format, name, content, &lookup, source, target, &mut out)?;
                Ok(out)
            })
            .collect()
    })
}

/// `content`, a file of a multilingual format, built once with every one of `targets` in it
/// into `out`: parsed once, each language's slots rendered in parallel on `pool` into its own
/// part, the parse dropped, then the parts assembled in byte order straight into `out` (the
/// response's output, which spills to a blob past the inline threshold), so the built file is
/// never held here on top of the parts.
#[allow(clippy::too_many_arguments)]
pub fn build_multilingual(
    pool: &rayon::ThreadPool,
    format: &dyn Format,
    name: &str,
    content: &[u8],
    table: &TranslationTable,
    source: Option<&Language>,
    targets: &[Language],
    out: &mut dyn Write,
) -> Result<(), JobError> {
    let ctx = ParseContext { source, targets };
    let parsed = format
        .parse_all(content, &ctx)
        .map_err(|e| JobError::failed(e.in_file(name)))?;
    let parts = pool.install(|| {
        (0..targets.len())
            .into_par_iter()
            .map(|i| {
                let lookup = table.language(&targets[i].id).ok_or_else(|| {
                    JobError::Internal(format!("no translations were read for `{}`", targets[i].id))
                })?;
                format
                    .render_language(content, &parsed, targets, i, source, &lookup)
                    .map_err(|e| JobError::failed(e.in_file(name)))
            })
            .collect::<Result<Vec<_>, JobError>>()
    })?;
    drop(parsed);
    assemble(content, &parts, out).map_err(|e| match e {
        SpliceError::Format(e) => JobError::failed(e.in_file(name)),
        SpliceError::Write(e) => output::write_error(e),
        e @ SpliceError::Revisit { .. } => JobError::Internal(format!("{name}: {e}")),
    })?;
    for f in merged_report(&parts).plural_fallbacks.iter().take(20) {
        tracing::info!(identifier = %f.identifier, category = %f.category, from = f.from, "plural fallback");
    }
    Ok(())
}
