//! The engine proper: one entry point per job, each bounded by the deadline, with CPU work on
//! the blocking pool and at most one CPU-heavy job per core at a time.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use locforge_formats::{
    Entry, Format, Language, ParseContext, Registry, SpliceError, TranslationLookup,
};
use tokio::sync::Semaphore;

use super::admission::Admission;
use super::control::JobControl;
use super::error::JobError;
use super::inputs;
use super::inputs::Strings;
use super::modules::{
    AlignmentModule, BundleModule, PostExportModule, PostImportModule, PreImportModule,
};
use super::multilingual::{self, build_languages, build_multilingual};
use super::output::{self, BuildOutput, ContentOutput, Preview, StringsOutput};
use super::pre_export::{Pipeline, Transform};
use super::sinks::{ParseFileSink, PreviewSink, Warnings};
use super::spill::Spiller;
use super::targets::check_targets;
use crate::config::Limits;
use locforge_protocol::{JobRequest, JobType};

use super::records::language_from_object;
use crate::transfer::blob::BlobStore;
use crate::transfer::fetch::Fetcher;
use crate::transfer::signed::UrlSigner;

/// Batches of a pre-export's strings (one network chunk's records each) decoded ahead of the
/// worker that transforms and writes them: the most of its strings a job holds at once.
const STRINGS_BATCHES_IN_FLIGHT: usize = 4;

/// Which handler a request arrived at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    /// The generic `/api/file/process`: format from `type` or detection.
    Any,
    /// A custom-file-format module's own URL: this format.
    Format(String),
    /// The pre-export module's URL.
    PreExport,
    /// A bundle module's URL (its key): build-file from strings alone.
    Bundle(String),
    /// A file-post-export module's URL (its key).
    PostExport(String),
    /// A file-pre-import module's URL (its key).
    PreImport(String),
    /// A file-post-import module's URL (its key).
    PostImport(String),
    /// A file-translations-alignment module's URL (its key).
    Alignment(String),
}

/// What the engine is built from.
pub struct EngineParts {
    /// The formats served (already filtered by configuration).
    pub registry: Registry,
    /// Limits.
    pub limits: Limits,
    /// Outbound fetcher.
    pub fetcher: Fetcher,
    /// Where spilled results go.
    pub blobs: Arc<dyn BlobStore>,
    /// Signs download URLs.
    pub signer: UrlSigner,
    /// Public base URL (no trailing slash).
    pub base_url: String,
    /// Pre-export pipeline.
    pub pre_export: Vec<Transform>,
    /// Bundle modules, by key.
    pub bundles: Vec<BundleModule>,
    /// File-post-export modules, by key.
    pub post_exports: Vec<PostExportModule>,
    /// File-pre-import modules, by key.
    pub pre_imports: Vec<PreImportModule>,
    /// File-post-import modules, by key.
    pub post_imports: Vec<PostImportModule>,
    /// File-translations-alignment modules, by key.
    pub alignments: Vec<AlignmentModule>,
}

/// Runs jobs. Cheap to share behind an `Arc`.
pub struct Engine {
    pub(super) parts: EngineParts,
    cpu: Arc<Semaphore>,
    /// Threads rendering the languages of a build (the same CPU budget as `cpu`).
    pub(super) pool: Arc<rayon::ThreadPool>,
    pub(super) spiller: Spiller,
    admission: Admission,
}

/// A finished job: the JSON body to send with status 200.
#[derive(Debug)]
pub struct JobOutput {
    /// Response body.
    pub body: Vec<u8>,
    /// Job kind, for logs.
    pub job_type: JobType,
    /// Format key, for logs.
    pub format: Option<&'static str>,
    /// Number of strings in or out, for logs.
    pub strings: usize,
    /// The module left the file as it was: answered 304 with no body (the official framework's
    /// `notModified`).
    pub not_modified: bool,
}

impl Engine {
    /// An engine over `parts`.
    pub fn new(parts: EngineParts) -> Result<Engine, JobError> {
        let threads = match parts.limits.engine_threads {
            0 => std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(2),
            n => n,
        };
        let pool = multilingual::pool(threads)
            .map_err(|e| JobError::Internal(format!("cannot start the engine's threads: {e}")))?;
        let spiller = Spiller::new(
            parts.blobs.clone(),
            parts.signer.clone(),
            parts.base_url.clone(),
            parts.limits.download_ttl_secs,
        );
        let admission = Admission::new(
            parts.limits.concurrent_jobs(),
            parts.limits.bytes_in_flight(),
        );
        Ok(Engine {
            parts,
            cpu: Arc::new(Semaphore::new(threads)),
            pool: Arc::new(pool),
            spiller,
            admission,
        })
    }

    /// The served formats.
    pub fn registry(&self) -> &Registry {
        &self.parts.registry
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.parts.limits
    }

    /// The bundle module with this key, if configured.
    pub fn bundle_module(&self, key: &str) -> Option<&BundleModule> {
        self.parts.bundles.iter().find(|b| b.key == key)
    }

    /// The post-export module with this key, if configured.
    pub fn post_export_module(&self, key: &str) -> Option<&PostExportModule> {
        self.parts.post_exports.iter().find(|m| m.key == key)
    }

    /// The pre-import module with this key, if configured.
    pub fn pre_import_module(&self, key: &str) -> Option<&PreImportModule> {
        self.parts.pre_imports.iter().find(|m| m.key == key)
    }

    /// The post-import module with this key, if configured.
    pub fn post_import_module(&self, key: &str) -> Option<&PostImportModule> {
        self.parts.post_imports.iter().find(|m| m.key == key)
    }

    /// The translations-alignment module with this key, if configured.
    pub fn alignment_module(&self, key: &str) -> Option<&AlignmentModule> {
        self.parts.alignments.iter().find(|m| m.key == key)
    }

    /// The blob store.
    pub fn blobs(&self) -> &Arc<dyn BlobStore> {
        &self.parts.blobs
    }

    /// The URL signer.
    pub fn signer(&self) -> &UrlSigner {
        &self.parts.signer
    }

    /// The bounds on jobs and body bytes admitted at once.
    pub fn admission(&self) -> &Admission {
        &self.admission
    }

    /// Runs one job from its raw request body, within the deadline counted from `received`.
    pub async fn run(
        self: &Arc<Self>,
        body: Bytes,
        route: Route,
        received: Instant,
    ) -> Result<JobOutput, JobError> {
        self.run_with(body, route, received, Arc::new(JobControl::new()))
            .await
    }

    /// [`Engine::run`] under `control`: the blocking work stops at its next check once it is
    /// cancelled (dropping any unfinished blob), as it is when the deadline passes; the job
    /// records its type and format there.
    pub async fn run_with(
        self: &Arc<Self>,
        body: Bytes,
        route: Route,
        received: Instant,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        let deadline = Duration::from_secs(self.parts.limits.deadline_secs);
        let remaining = deadline.saturating_sub(received.elapsed());
        match tokio::time::timeout(remaining, self.run_inner(body, route, control.clone())).await {
            Ok(r) => r,
            Err(_) => {
                // Its blocking work, if any, stops at its next check instead of finishing for
                // nobody (and committing a blob no answer points to).
                control.cancel();
                let downloads = control.downloads();
                let advice = if downloads.is_empty() {
                    "try a smaller file".to_owned()
                } else {
                    // The time went on a download: name it, not the file's size.
                    format!("it was still downloading {}", downloads.join(" and "))
                };
                Err(JobError::failed(format!(
                    "the job did not finish within {} s (the platform allows 120 s); {advice}",
                    deadline.as_secs()
                )))
            }
        }
    }

    async fn run_inner(
        self: &Arc<Self>,
        body: Bytes,
        route: Route,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        // serde_json, not simd-json: `locforge bench` (same run, 5.24 MB bodies, loaded 2-core
        // machine) read a parse-file body in 1.3 ms against simd-json's 2.2 ms (0.60×), a
        // build-file body with inline strings in 30.0 ms against 34.6 ms (0.87×); the bar to
        // switch is 1.3×.
        // serde reads a struct from an array too (fields by position), so `[…]` would fail
        // with a message about the first field; say what the body should be instead.
        match body.iter().find(|b| !b.is_ascii_whitespace()) {
            Some(b'{') | None => {}
            Some(_) => {
                return Err(JobError::bad(
                    "the request body is not a valid job request: expected a JSON object `{…}`",
                ))
            }
        }
        let request: JobRequest = serde_json::from_slice(&body).map_err(|e| {
            JobError::bad(format!("the request body is not a valid job request: {e}"))
        })?;
        drop(body);
        let job_type = match request.job_type.as_deref() {
            None => {
                return Err(JobError::bad(format!(
                    "`jobType` is missing; expected {}",
                    JobType::EXPECTED
                )))
            }
            Some(s) => JobType::parse(s).map_err(JobError::BadRequest)?,
        };
        control.set_job_type(job_type);
        if let Some(name) = request.file.as_ref().and_then(|f| f.name.as_deref()) {
            control.set_file_name(name);
        }
        if let Route::Bundle(key) = &route {
            let module = self
                .bundle_module(key)
                .cloned()
                .ok_or_else(|| JobError::bad(format!("no bundle module `{key}` on this app")))?;
            return self.bundle(request, job_type, module, control).await;
        }
        if let Route::PostExport(key) = &route {
            let module = self.post_export_module(key).cloned().ok_or_else(|| {
                JobError::bad(format!("no post-export module `{key}` on this app"))
            })?;
            return self
                .post_export_file(request, job_type, module, control)
                .await;
        }
        if let Route::PreImport(key) = &route {
            let module = self.pre_import_module(key).cloned().ok_or_else(|| {
                JobError::bad(format!("no pre-import module `{key}` on this app"))
            })?;
            return self
                .pre_import_file(request, job_type, module, control)
                .await;
        }
        if let Route::PostImport(key) = &route {
            let module = self.post_import_module(key).cloned().ok_or_else(|| {
                JobError::bad(format!("no post-import module `{key}` on this app"))
            })?;
            return self
                .post_import_strings(request, job_type, module, control)
                .await;
        }
        if let Route::Alignment(key) = &route {
            let module = self.alignment_module(key).cloned().ok_or_else(|| {
                JobError::bad(format!(
                    "no translations-alignment module `{key}` on this app"
                ))
            })?;
            return self
                .align_translations(request, job_type, module, control)
                .await;
        }
        match (job_type, &route) {
            (
                JobType::PostExport
                | JobType::PreImport
                | JobType::PostImport
                | JobType::TranslationsAlignment,
                _,
            ) => Err(JobError::bad(format!(
                "{} jobs go to a {} module's own URL; this route handles parse-file, build-file and file-pre-export",
                job_type.as_str(),
                job_type.as_str()
            ))),
            (JobType::PreExport, _) => self.pre_export(request, control).await,
            (_, Route::PreExport) => Err(JobError::bad(format!(
                "the pre-export module received a {} job; it handles only file-pre-export",
                job_type.as_str()
            ))),
            (JobType::ParseFile, _) => {
                self.parse_file(FileJob::of(request)?, &route, control)
                    .await
            }
            (JobType::BuildFile, _) => {
                self.build_file(FileJob::of(request)?, &route, control)
                    .await
            }
        }
    }

    pub(super) fn languages(
        request: &JobRequest,
    ) -> Result<(Option<Language>, Vec<Language>), JobError> {
        let source = request
            .source_language
            .as_ref()
            .map(language_from_object)
            .transpose()
            .map_err(JobError::BadRequest)?;
        let targets = request
            .target_languages
            .iter()
            .map(language_from_object)
            .collect::<Result<Vec<_>, _>>()
            .map_err(JobError::BadRequest)?;
        Ok((source, targets))
    }

    /// Picks the format: the module's own, the requested `type`, or detection by name and content.
    pub(super) fn pick_format(
        &self,
        route: &Route,
        request: &JobRequest,
        name: &str,
        content: &[u8],
    ) -> Result<Arc<dyn Format>, JobError> {
        let registry = &self.parts.registry;
        if let Route::Format(key) = route {
            return registry
                .get(key)
                .cloned()
                .ok_or_else(|| JobError::bad(format!("no format module `{key}` on this app")));
        }
        let requested = request
            .format_type
            .as_deref()
            .or(request.file.as_ref().and_then(|f| f.file_type.as_deref()))
            .filter(|t| !t.is_empty());
        if let Some(t) = requested {
            let key = t.strip_prefix("locforge-").unwrap_or(t);
            if let Some(f) = registry.get(key) {
                return Ok(f.clone());
            }
        }
        registry.detect(name, content).cloned().ok_or_else(|| {
            let known: Vec<_> = registry.iter().map(|f| f.info().key).collect();
            JobError::failed(format!(
                "{name}: no format recognises this file (by name and first 64 KB); this app handles: {}",
                known.join(", ")
            ))
        })
    }

    /// Runs `f` on the blocking pool within the CPU budget, in the current span. The CPU permit
    /// goes with the work, so a job whose request was dropped keeps its core until its blocking
    /// work sees the cancellation (at its next output write) and stops.
    pub(super) async fn cpu<T: Send + 'static>(
        &self,
        control: &Arc<JobControl>,
        f: impl FnOnce() -> Result<T, JobError> + Send + 'static,
    ) -> Result<T, JobError> {
        let permit = self
            .cpu
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| JobError::Internal("the engine is shutting down".into()))?;
        let control = control.clone();
        let span = tracing::Span::current();
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let _entered = span.enter();
            control.check()?;
            f()
        })
        .await
        .map_err(worker_failed)?
    }

    async fn parse_file(
        self: &Arc<Self>,
        mut job: FileJob,
        route: &Route,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        let file = job
            .request
            .file
            .as_mut()
            .ok_or_else(|| JobError::bad("`file` is missing"))?;
        let content = control
            .downloading(
                "file.contentUrl",
                remote(file),
                inputs::file_bytes(file, &self.parts.fetcher, &self.parts.limits),
            )
            .await?;
        // The base64 text is no longer needed once decoded: do not carry it through the job.
        file.content = None;
        let FileJob {
            request,
            name,
            source,
            targets,
        } = job;
        let format = self.pick_format(route, &request, &name, &content)?;
        let key = format.info().key;
        control.set_format(key);
        // A source parse may come with a preview: keep room for its URL while strings stream.
        let threshold = self.parts.limits.inline_threshold;
        let mut out = StringsOutput::new(
            self.spiller.for_job(control.clone()),
            threshold,
            targets.is_empty(),
        );
        let preview_spiller = self.spiller.for_job(control.clone());
        let control_for_warnings = control.clone();
        let (body, count) = self
            .cpu(&control, move || {
                let parsed = parse_to_strings(
                    &*format,
                    &name,
                    &content,
                    source.as_ref(),
                    &targets,
                    &mut out,
                    // The preview gets a sixteenth of the inline budget in memory (250 KB of
                    // the default 4 MB): past it, it streams into its blob. The strings keep the
                    // rest; a response holds both inline only when they fit together.
                    Some((preview_spiller, threshold / 16)),
                )?;
                for line in parsed.warnings.lines(&name) {
                    tracing::warn!(job_warning = %line, "parse-file went on past a problem");
                }
                control_for_warnings.set_warnings(parsed.warnings);
                let count = out.records();
                Ok::<_, JobError>((out.finish(parsed.preview)?, count))
            })
            .await?;
        Ok(JobOutput {
            body,
            job_type: JobType::ParseFile,
            not_modified: false,
            format: Some(key),
            strings: count,
        })
    }

    /// Parses an uploaded source file exactly as a parse-file job without `type` would (format by
    /// detection from the name and first 64 KB, the same sink), on the engine's CPU budget, and
    /// keeps the result in memory: the project-menu page's "Try a file". `content` is bounded
    /// by the caller.
    pub async fn parse_upload(
        self: &Arc<Self>,
        name: &str,
        content: Bytes,
    ) -> Result<ParsedFile, JobError> {
        let format = self.pick_format(&Route::Any, &JobRequest::default(), name, &content)?;
        let key = format.info().key;
        let name = name.to_owned();
        let deadline = Duration::from_secs(self.parts.limits.deadline_secs);
        let control = Arc::new(JobControl::new());
        let work = self.cpu(&control, move || {
            let mut ndjson = Vec::with_capacity(content.len());
            let parsed = parse_to_strings(&*format, &name, &content, None, &[], &mut ndjson, None)?;
            Ok::<_, JobError>((ndjson, parsed.preview.and_then(Preview::into_inline)))
        });
        let (ndjson, preview) = tokio::time::timeout(deadline, work).await.map_err(|_| {
            control.cancel();
            JobError::failed(format!(
                "the file was not parsed within {} s",
                deadline.as_secs()
            ))
        })??;
        Ok(ParsedFile {
            format: key,
            ndjson,
            preview,
        })
    }

    async fn build_file(
        self: &Arc<Self>,
        job: FileJob,
        route: &Route,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        let FileJob {
            mut request,
            name,
            source,
            targets,
        } = job;
        if request.strings.is_none() && request.strings_url.as_deref().is_none_or(str::is_empty) {
            return Err(JobError::bad(
                "build-file needs `strings` or `stringsUrl`, and the request has neither",
            ));
        }
        if targets.len() > 1 {
            check_targets(&targets)?;
        }
        if targets.is_empty() {
            return Err(JobError::bad(
                "build-file needs one target language in `targetLanguages`",
            ));
        }
        let inline = request.strings.take();
        let file = request
            .file
            .as_ref()
            .ok_or_else(|| JobError::bad("`file` is missing"))?;
        let ids: Vec<String> = targets.iter().map(|t| t.id.clone()).collect();
        let strings_url = inline
            .is_none()
            .then_some(request.strings_url.as_deref())
            .flatten();
        let (content, translations) = tokio::join!(
            control.downloading(
                "file.contentUrl",
                remote(file),
                inputs::file_bytes(file, &self.parts.fetcher, &self.parts.limits)
            ),
            control.downloading(
                "stringsUrl",
                strings_url,
                inputs::translation_table(
                    inline,
                    request.strings_url.as_deref(),
                    &ids,
                    &self.parts.fetcher,
                    &self.parts.limits
                )
            )
        );
        let (content, translations) = (content?, translations?);
        if let Some(f) = request.file.as_mut() {
            f.content = None; // decoded; do not carry the base64 text through the build
        }
        let format = self.pick_format(route, &request, &name, &content)?;
        let key = format.info().key;
        control.set_format(key);
        if !format.multilingual() {
            single_target(&name, &targets)?;
        }
        let count = translations.len();
        let mut out = ContentOutput::new(
            self.spiller.for_job(control.clone()),
            self.parts.limits.inline_threshold,
            &extension(&name),
        );
        let pool = self.pool.clone();
        let body = self
            .cpu(&control, move || {
                if format.multilingual() {
                    // Assembled straight into the response: a file too big to go inline goes
                    // to the blob from its first byte.
                    out.expect_len(content.len());
                    build_multilingual(
                        &pool,
                        &*format,
                        &name,
                        &content,
                        &translations,
                        source.as_ref(),
                        &targets,
                        &mut out,
                    )?;
                    return out.finish();
                }
                if let [target] = targets.as_slice() {
                    // One language: spliced straight into the response as the parse goes.
                    let lookup = translations.language(&target.id).ok_or_else(|| {
                        JobError::Internal(format!("no translations were read for `{}`", target.id))
                    })?;
                    out.expect_len(content.len());
                    build_with(
                        &*format,
                        &name,
                        &content,
                        &lookup,
                        source.as_ref(),
                        target,
                        &mut out,
                    )?;
                    return out.finish();
                }
                let built = build_languages(
                    &pool,
                    &*format,
                    &name,
                    &content,
                    &translations,
                    source.as_ref(),
                    &targets,
                );
                for file in built {
                    out.put(file?)?;
                }
                out.finish()
            })
            .await?;
        Ok(JobOutput {
            body,
            job_type: JobType::BuildFile,
            not_modified: false,
            format: Some(key),
            strings: count,
        })
    }

    /// A file-pre-export job, streamed: the strings are decoded as they arrive and sent through
    /// a small bounded channel to a blocking worker that checks, transforms and writes them one
    /// by one ([`Pipeline`]), so neither the strings body nor the list of strings is ever held.
    /// The worker takes a CPU permit per batch, not for the job: a slow `stringsUrl` keeps no
    /// core from other jobs.
    async fn pre_export(
        self: &Arc<Self>,
        request: JobRequest,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        let (_, targets) = Self::languages(&request)?;
        let strings_url = request
            .strings
            .is_none()
            .then_some(request.strings_url.as_deref())
            .flatten();
        let (tx, mut rx) = tokio::sync::mpsc::channel(STRINGS_BATCHES_IN_FLIGHT);
        let mut pipeline = Pipeline::new(
            self.parts.pre_export.clone(),
            targets,
            self.parts.limits.max_custom_data,
        );
        let mut out = StringsOutput::new(
            self.spiller.for_job(control.clone()),
            self.parts.limits.inline_threshold,
            false,
        );
        let (cpu, job, span) = (self.cpu.clone(), control.clone(), tracing::Span::current());
        let worker = tokio::task::spawn_blocking(move || {
            let _entered = span.enter();
            let runtime = tokio::runtime::Handle::current();
            while let Some(strings) = rx.blocking_recv() {
                let Strings::Batch(batch) = strings else {
                    let count = pipeline.finish()?;
                    return Ok((out.finish(None)?, count));
                };
                let _permit = runtime
                    .block_on(cpu.clone().acquire_owned())
                    .map_err(|_| JobError::Internal("the engine is shutting down".into()))?;
                job.check()?;
                for e in batch {
                    pipeline.push(e, &mut out)?;
                }
            }
            // The sender failed (its error is the job's) or the job was dropped: the unfinished
            // output goes with this frame, and its blob with it.
            Err(JobError::Internal(
                "the strings stopped arriving before their end".into(),
            ))
        });
        let sent = control.downloading(
            "stringsUrl",
            strings_url,
            inputs::send_strings(
                request.strings,
                request.strings_url.as_deref(),
                &self.parts.fetcher,
                &self.parts.limits,
                tx,
            ),
        );
        let (sent, written) = tokio::join!(sent, worker);
        sent?;
        let (body, count) = written.map_err(worker_failed)??;
        Ok(JobOutput {
            body,
            job_type: JobType::PreExport,
            not_modified: false,
            format: None,
            strings: count,
        })
    }
}

/// An uploaded file parsed as parse-file would: see [`Engine::parse_upload`].
#[derive(Debug)]
pub struct ParsedFile {
    /// The detected format's key.
    pub format: &'static str,
    /// The string records, one NDJSON line each (the records of `data.strings`).
    pub ndjson: Vec<u8>,
    /// The HTML preview (`None` when the file has plural strings).
    pub preview: Option<String>,
}

/// A parse-file or build-file request with what both read first: the file's name and the
/// request's languages.
struct FileJob {
    request: JobRequest,
    name: String,
    source: Option<Language>,
    targets: Vec<Language>,
}

impl FileJob {
    /// Checks that `request` names its file and that its languages are valid.
    fn of(request: JobRequest) -> Result<FileJob, JobError> {
        let file = request.file.as_ref().ok_or_else(|| {
            JobError::bad("`file` is missing; parse-file and build-file need the file")
        })?;
        let name = file
            .name
            .clone()
            .filter(|n| !n.is_empty())
            .ok_or_else(|| JobError::bad("`file.name` is missing"))?;
        let (source, targets) = Engine::languages(&request)?;
        Ok(FileJob {
            request,
            name,
            source,
            targets,
        })
    }
}

/// Checks that a build-file job into a format that holds one language per file has one target
/// language: a build of several is refused, naming them.
fn single_target(name: &str, targets: &[Language]) -> Result<(), JobError> {
    match targets {
        [] | [_] => Ok(()),
        many => Err(JobError::failed(format!(
            "{name}: this format holds one language per file, but the request asks for {} languages ({}); declare the module as not multilingual",
            many.len(),
            many.iter().map(|l| l.id.as_str()).collect::<Vec<_>>().join(", ")
        ))),
    }
}

/// What [`parse_to_strings`] gives back beside the strings it wrote.
#[derive(Debug, Default)]
pub struct ParsedStrings {
    /// The HTML preview of a source file (no targets), when it has one: in memory, or streamed
    /// into a blob when `parse_to_strings` was given a spiller and the preview outgrew it.
    pub preview: Option<Preview>,
    /// What the parse went on past (a key defined again with another text).
    pub warnings: Warnings,
}

/// Parses `content` into `out` (NDJSON string records) and returns, for a source file (no targets), its
/// HTML preview, in one pass: each entry is written as the format finds it. With exactly one
/// target, a bilingual file's own translations go to that target.
///
/// With `preview_spill` (a spiller and the response's inline limit), a preview that cannot go
/// inline is streamed into a blob as it is written rather than kept whole in memory.
pub fn parse_to_strings(
    format: &dyn Format,
    name: &str,
    content: &[u8],
    source: Option<&Language>,
    targets: &[Language],
    out: &mut impl std::io::Write,
    preview_spill: Option<(Spiller, usize)>,
) -> Result<ParsedStrings, JobError> {
    let ctx = ParseContext { source, targets };
    let mut sink = ParseFileSink::new(out, targets, Some(name));
    // A document format's preview is its rendered page (its strings marked in place), made
    // instead of the list of strings, not beside it.
    let page = sink
        .preview
        .is_some()
        .then(|| format.document_preview(name, content))
        .flatten();
    if page.is_some() {
        sink.preview = None;
    } else if let Some((spiller, threshold)) = preview_spill {
        sink.spill_preview(name, spiller, threshold);
    }
    format.parse(content, &ctx, &mut sink).map_err(|e| {
        // The sink's own write failures (the output or its spill blob) are ours, not the file's.
        if e.kind.is_user_error() {
            JobError::failed(e.in_file(name))
        } else {
            JobError::Internal(e.in_file(name).to_string())
        }
    })?;
    let preview = match (page, sink.preview.take().map(PreviewSink::finish_output)) {
        (Some(page), _) => Some(Preview::Inline(page)),
        (None, Some(Some(list))) => Some(list.finish()?),
        (None, Some(None)) => {
            tracing::debug!("no preview for {name}: it has plural strings");
            None
        }
        (None, None) => None,
    };
    Ok(ParsedStrings {
        preview,
        warnings: std::mem::take(&mut sink.warnings),
    })
}

/// Builds `content` for `target` with the translations in `strings`.
pub fn build_one(
    format: &dyn Format,
    name: &str,
    content: &[u8],
    strings: &[Entry],
    source: Option<&Language>,
    target: &Language,
) -> Result<Vec<u8>, JobError> {
    let lookup = locforge_formats::lookup_for(strings, &target.id);
    let mut out = Vec::with_capacity(content.len() + content.len() / 8);
    build_with(format, name, content, &lookup, source, target, &mut out)?;
    Ok(out)
}

/// Builds `content` (a format holding one language per file) for `target` with translations
/// from `lookup` into `out`, splicing while it parses: the parse is never held whole. When the
/// format's slots reach further back than it declares, `out` is restarted and the file built
/// in two steps (parse, then splice), so the result is the same either way.
pub fn build_with(
    format: &dyn Format,
    name: &str,
    content: &[u8],
    lookup: &dyn TranslationLookup,
    source: Option<&Language>,
    target: &Language,
    out: &mut dyn BuildOutput,
) -> Result<(), JobError> {
    let failed = |e: locforge_formats::FormatError| JobError::failed(e.in_file(name));
    let report = match format.build_streaming(content, target, source, lookup, &mut *out) {
        Ok((report, _)) => report,
        Err(SpliceError::Format(e)) => return Err(failed(e)),
        Err(SpliceError::Write(e)) => return Err(output::write_error(e)),
        Err(SpliceError::Revisit { entry }) => {
            tracing::warn!(
                format = format.info().key,
                entry,
                "a slot named an entry the streaming build no longer held; building in two steps"
            );
            out.restart()?;
            let ctx = ParseContext {
                source,
                targets: std::slice::from_ref(target),
            };
            let parsed = format.parse_all(content, &ctx).map_err(failed)?;
            let mut built = Vec::with_capacity(content.len() + content.len() / 8);
            let report = format
                .build(content, &parsed, target, source, lookup, &mut built)
                .map_err(failed)?;
            out.write_all(&built).map_err(output::write_error)?;
            report
        }
    };
    for f in report.plural_fallbacks.iter().take(20) {
        tracing::info!(identifier = %f.identifier, category = %f.category, from = f.from, "plural fallback");
    }
    Ok(())
}

/// The file's `contentUrl` when the file is fetched from it (no inline `content`).
fn remote(file: &locforge_protocol::FileRef) -> Option<&str> {
    match file.content {
        Some(_) => None,
        None => file.content_url.as_deref(),
    }
}

fn extension(name: &str) -> String {
    Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .filter(|e| e.len() <= 10 && e.bytes().all(|b| b.is_ascii_alphanumeric()))
        .map(str::to_ascii_lowercase)
        .unwrap_or_else(|| "bin".into())
}

/// The error of a job whose blocking worker did not return: a panic (a bug) is logged with its
/// message in the job's span, and the caller gets a plain 500 (the handler adds the job id).
fn worker_failed(e: tokio::task::JoinError) -> JobError {
    if e.is_panic() {
        let what = super::error::panic_message(&*e.into_panic());
        tracing::error!(panic = %what, "a job worker panicked");
        JobError::Internal(
            "internal error: the job stopped on a bug in locforge (the server log has the details under this job id)".into(),
        )
    } else {
        JobError::Internal("internal error: the job's worker was stopped".into())
    }
}
