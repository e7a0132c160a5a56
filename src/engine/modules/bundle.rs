//! Bundle export: a `build-file` job on a bundle module's URL, with no `file`, creates a file of
//! the module's format from the strings alone. One target language: the format's `create` with
//! each string's translation into it, as `locforge convert` writes a file. Several (a
//! multilingual format, `multilingualExport`): `create` writes the source-language file, which
//! build-file's multilingual build then fills with every target, languages rendered in
//! parallel. Either way the result is placed like a build-file result (inline, else spilled
//! behind a signed URL).

use std::collections::BTreeMap;
use std::sync::Arc;

use locforge_formats::convert::flatten_plurals;
use locforge_formats::icu::{icu_plural, plural_forms, IcuDialect};
use locforge_formats::{
    Format, Language, OwnedEntry, Registry, Text, Translation, TranslationStatus,
};
use locforge_protocol::{JobRequest, JobType};

use crate::config::file_modules::BundleConfig;
use crate::engine::control::JobControl;
use crate::engine::error::JobError;
use crate::engine::inputs;
use crate::engine::jobs::{Engine, JobOutput};
use crate::engine::multilingual::build_multilingual;
use crate::engine::output::ContentOutput;
use crate::engine::targets::check_targets;
use crate::engine::translation_table::TranslationTable;

/// A configured bundle module, its format resolved.
#[derive(Clone)]
pub struct BundleModule {
    /// Module key (the route's `{key}`).
    pub key: String,
    /// The format it creates.
    pub format: Arc<dyn Format>,
    /// Plural strings become one ICU plural message each (the format holds no plurals).
    pub flatten_plurals: bool,
}

impl std::fmt::Debug for BundleModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BundleModule")
            .field("key", &self.key)
            .field("format", &self.format.info().key)
            .field("flatten_plurals", &self.flatten_plurals)
            .finish()
    }
}

impl BundleModule {
    /// The configured bundle modules with their formats (checked by `config::file_modules`).
    pub fn from_config(configs: &[BundleConfig]) -> Result<Vec<BundleModule>, JobError> {
        let registry = Registry::builtin();
        configs
            .iter()
            .map(|c| {
                let format = registry.get(&c.format).cloned().ok_or_else(|| {
                    JobError::Internal(format!("bundle format `{}` is unknown", c.format))
                })?;
                Ok(BundleModule {
                    key: c.key(),
                    format,
                    flatten_plurals: c.flatten_plurals,
                })
            })
            .collect()
    }
}

impl Engine {
    /// Runs a bundle module's job: `build-file` only, from `strings` or `stringsUrl`.
    pub(in crate::engine) async fn bundle(
        self: &Arc<Self>,
        request: JobRequest,
        job_type: JobType,
        module: BundleModule,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        let key = &module.key;
        if job_type != JobType::BuildFile {
            return Err(JobError::bad(format!(
                "bundle module `{key}` creates files from strings: it handles build-file, not {}",
                job_type.as_str()
            )));
        }
        if let Some(file) = &request.file {
            if file.content.is_some() || file.content_url.is_some() {
                return Err(JobError::bad(format!(
                    "bundle module `{key}` creates its file from the strings alone; the request carries file content, which it would not read (send build-file without `file`)"
                )));
            }
        }
        let (source, targets) = Engine::languages(&request)?;
        let source = source.ok_or_else(|| {
            JobError::bad("a bundle needs `sourceLanguage`: the strings' texts are in it")
        })?;
        if targets.is_empty() {
            return Err(JobError::bad(
                "a bundle needs at least one target language in `targetLanguages`",
            ));
        }
        check_targets(&targets)?;
        let format = module.format.clone();
        let format_key = format.info().key;
        control.set_format(format_key);
        if targets.len() > 1 && !format.multilingual() {
            return Err(JobError::failed(format!(
                "bundle module `{key}` writes {format_key}, which holds one language per file, but the request asks for {} languages ({}); the module does not declare multilingualExport",
                targets.len(),
                targets.iter().map(|l| l.id.as_str()).collect::<Vec<_>>().join(", ")
            )));
        }
        if request.strings.is_none() && request.strings_url.as_deref().is_none_or(str::is_empty) {
            return Err(JobError::bad(
                "a bundle needs `strings` or `stringsUrl`, and the request has neither",
            ));
        }
        let strings_url = request
            .strings
            .is_none()
            .then_some(request.strings_url.as_deref())
            .flatten();
        let entries = control
            .downloading(
                "stringsUrl",
                strings_url,
                inputs::strings(
                    request.strings,
                    request.strings_url.as_deref(),
                    &self.parts.fetcher,
                    &self.parts.limits,
                ),
            )
            .await?;
        let max = self.parts.limits.max_custom_data;
        for e in &entries {
            inputs::check_custom_data(&e.identifier, e.custom_data.as_deref(), max)?;
        }
        let count = entries.len();
        let ext = format.info().extensions.first().copied().unwrap_or("txt");
        let mut out = ContentOutput::new(
            self.spiller.for_job(control.clone()),
            self.parts.limits.inline_threshold,
            ext,
        );
        let pool = self.pool.clone();
        let body = self
            .cpu(&control, move || {
                let bytes = create_bundle(
                    &pool,
                    &*module.format,
                    &module.key,
                    module.flatten_plurals,
                    entries,
                    &source,
                    &targets,
                )?;
                out.put(bytes)?;
                out.finish()
            })
            .await?;
        Ok(JobOutput {
            body,
            job_type: JobType::BuildFile,
            format: Some(format_key),
            strings: count,
            not_modified: false,
        })
    }
}

/// Creates the bundle file of `format` holding `entries` in `source` and `targets` (several only
/// for a multilingual format). Plural strings a format cannot hold are flattened into ICU
/// messages when `flatten` is set, else refused naming the first.
pub fn create_bundle(
    pool: &rayon::ThreadPool,
    format: &dyn Format,
    key: &str,
    flatten: bool,
    mut entries: Vec<OwnedEntry>,
    source: &Language,
    targets: &[Language],
) -> Result<Vec<u8>, JobError> {
    let format_key = format.info().key;
    let name = format!("bundle `{key}` ({format_key})");
    let single = match targets {
        [target] => {
            // One language: each string's translation is the file's own, as convert carries it.
            for e in &mut entries {
                e.existing = e.translations.remove(&target.id);
            }
            Some(target)
        }
        _ => None,
    };
    if !format.creates_plurals() {
        if let Some(e) = entries.iter().find(|e| has_plurals(e)) {
            if !flatten {
                return Err(JobError::failed(format!(
                    "string `{}` has plural forms, which {format_key} cannot hold; set flatten_plurals = true on bundle module `{key}` to write each plural as one ICU plural message",
                    e.identifier
                )));
            }
            flatten_translations(&mut entries, targets);
            flatten_plurals(&mut entries, source, single);
        }
    }
    let failed = |e: locforge_formats::FormatError| JobError::failed(e.in_file(&name));
    let mut out = Vec::with_capacity(entries.len() * 64 + 256);
    if single.is_some() {
        format
            .create(&entries, source, single, &mut out)
            .map_err(failed)?;
        return Ok(out);
    }
    let ids: Vec<String> = targets.iter().map(|t| t.id.clone()).collect();
    let mut table = TranslationTable::new(&ids);
    for e in &mut entries {
        let translations = std::mem::take(&mut e.translations);
        table.add_translations(&e.identifier, translations);
    }
    format
        .create(&entries, source, None, &mut out)
        .map_err(failed)?;
    drop(entries);
    let mut built = Vec::new();
    build_multilingual(
        pool,
        format,
        &name,
        &out,
        &table,
        Some(source),
        targets,
        &mut built,
    )?;
    Ok(built)
}

/// Whether the string or any of its translations has plural forms.
fn has_plurals(e: &OwnedEntry) -> bool {
    e.text.is_plural()
        || e.translations.values().any(|t| t.text.is_plural())
        || e.existing.as_ref().is_some_and(|t| t.text.is_plural())
}

/// Writes every plural translation of a plural string as one ICU plural message with its
/// language's categories (the source text is flattened by `flatten_plurals`).
fn flatten_translations(entries: &mut [OwnedEntry], targets: &[Language]) {
    let categories: BTreeMap<&str, &Language> =
        targets.iter().map(|t| (t.id.as_str(), t)).collect();
    for e in entries.iter_mut().filter(|e| e.text.is_plural()) {
        let source_text = e.text.clone();
        for (lang, t) in e.translations.iter_mut() {
            let Some(language) = categories.get(lang.as_str()) else {
                continue;
            };
            if t.text.is_plural() {
                let text = icu_plural(
                    &plural_forms(&t.text, &source_text, language.categories()),
                    IcuDialect::Icu4j,
                );
                *t = Translation {
                    text: Text::plain(text),
                    status: TranslationStatus::Single(t.status.get(None)),
                };
            }
        }
    }
}
