//! Building one source file into several languages at once: each language is rendered on the
//! engine's rayon pool into its own buffer, and the results come back in the order of the
//! targets. The service's build-file and the CLI's `build --lang a,b,c` both go through here.
//! Reading the translations is `translation_table`'s business; placing the output is `output`'s.

use locforge_formats::{Format, Language};
use rayon::prelude::*;

use super::error::JobError;
use super::jobs::build_with;
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
                build_with(format, name, content, &lookup, source, target)
            })
            .collect()
    })
}
