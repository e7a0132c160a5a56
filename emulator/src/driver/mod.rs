//! The app driver: installs an app from its manifest, sends it the platform's calls, checks
//! every answer against the spec, and runs scenarios into a conformance report.
//!
//! This file holds the [`Driver`] itself: its state, its constructor and accessors, and the
//! helpers every kind of call shares (the POST under the platform's limits, request tokens, the
//! target language of a step, the verdict on an acknowledgement). What a scenario step does to
//! the app lives in one file per concern below, each an `impl Driver` block; the driver needs
//! only the app's manifest URL, its client id and secret, and its own memory. The installation
//! and the workflow (whose recalculation batch is the platform's to send) go through a
//! [`WorkflowHook`], on the emulated platform with [`PlatformHook`]. Nothing here knows a
//! step's wire format or checks an answer's shape: that belongs to the concern files and to
//! `checks.rs`.
//!
//! | file | holds |
//! |---|---|
//! | `mod.rs` | the `Driver`: state, constructor, accessors, shared call helpers |
//! | `options.rs` | `DriverOptions`: limits, spellings, delivery, context |
//! | `install.rs` | installing and uninstalling an app (manifest, platform record, `installed` / `uninstall` events), and installing by manifest URL in every organization of a running platform (`platform serve --app`) |
//! | `jobs.rs` | sending a file job and reading the payloads of its answer (shared by upload and export) |
//! | `upload.rs` | uploading a source file through parse-file and keeping its strings |
//! | `translate.rs` | setting translations: pseudo-translations or NDJSON records |
//! | `export.rs` | exporting through file-pre-export and build-file, writing the built files |
//! | `bundle.rs` | bundle exports: build-file without `file` to the `stringsExport` modules |
//! | `webhook.rs` | webhook delivery: HMAC signatures, header styles, the project webhooks |
//! | `workflow.rs` | the app's custom workflow step: step settings, moving strings, watching statuses |
//! | `api_user.rs` | `GET /api/user`: whom the app's installation token acts as |
//! | `pages.rs` | page tokens and loading a module's page |
//! | `run.rs` | `locforge platform run`: its arguments and the run |
//! | `manifest.rs` | manifest validation against the spec's module tables |
//! | `ndjson.rs` | the strict NDJSON reader for the app's answers |
//! | `checks.rs` | protocol checks of file-job answers |
//! | `http.rs` | outbound calls with the platform's size and time limits |
//! | `file_server.rs` | loopback server for `contentUrl` / `stringsUrl` |
//! | `tokens.rs` | signed request tokens, access categories, iframe URLs |
//! | `hook.rs` | the `WorkflowHook` trait: the platform side of installations and the workflow |
//! | `platform_hook.rs` | `PlatformHook`: the hook on the emulated platform (`--platform`) |
//! | `context.rs` | organization, project, users, languages the driver plays |
//! | `pseudo.rs` | pseudo-translations |
//! | `scenario.rs` | scenario files, built-in scenarios, the step runner |
//! | `report.rs` | the conformance report |

mod align;
mod api_user;
mod bundle;
pub mod checks;
pub mod context;
mod export;
pub mod file_server;
pub mod hook;
pub mod http;
pub mod install;
mod jobs;
pub mod manifest;
pub mod ndjson;
mod options;
mod pages;
pub mod platform_hook;
pub mod pseudo;
pub mod qa_check;
pub mod report;
mod run;
pub mod scenario;
pub mod tokens;
mod translate;
mod upload;
pub mod webhook;
mod workflow;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use reqwest::header::{HeaderMap, HeaderValue};
use reqwest::Method;

use self::checks::Job;
use self::file_server::FileServer;
use self::http::Failure;
use self::install::Installed;
use self::report::RequestRef;
use crate::platform::languages::{self, LanguageInfo};
use crate::unix_now;

pub use context::{Environment, PlatformContext};
pub use hook::{
    AgentInfo, AppInstall, Credentials, HookFuture, StatusRecord, StepRef, WaitingString,
    WorkflowHook,
};
pub use options::{Delivery, DriverOptions, JobTypeSpelling};
pub use platform_hook::PlatformHook;
pub use report::{Report, Severity, StepReport};
pub use run::{manifest_url, run, run_with, RunArgs, RunOptions};
pub use scenario::Scenario;
pub use translate::TranslationSource;
pub use upload::{StoredString, Upload};
pub use webhook::HeaderStyle;

/// The driver.
pub struct Driver {
    opts: DriverOptions,
    http: reqwest::Client,
    files: FileServer,
    app: Option<Installed>,
    uploads: Vec<Upload>,
    next_file_id: u64,
    next_string_id: u64,
    hook: Option<Arc<dyn WorkflowHook>>,
    exported: Vec<PathBuf>,
}

impl Driver {
    /// A driver with its file server started on loopback.
    pub async fn new(opts: DriverOptions) -> anyhow::Result<Driver> {
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(10))
            .redirect(reqwest::redirect::Policy::limited(5))
            .build()?;
        Ok(Driver {
            opts,
            http,
            files: FileServer::start().await?,
            app: None,
            uploads: Vec::new(),
            next_file_id: 1,
            next_string_id: 1,
            hook: None,
            exported: Vec::new(),
        })
    }

    /// Connects the workflow status side.
    pub fn set_workflow_hook(&mut self, hook: Arc<dyn WorkflowHook>) {
        self.hook = Some(hook);
    }

    /// The options.
    pub fn options(&self) -> &DriverOptions {
        &self.opts
    }

    /// Mutable options (scenario settings adjust them between steps).
    pub fn options_mut(&mut self) -> &mut DriverOptions {
        &mut self.opts
    }

    /// The installed app, if any.
    pub fn installed(&self) -> Option<&Installed> {
        self.app.as_ref()
    }

    /// Uploaded files with their strings.
    pub fn uploads(&self) -> &[Upload] {
        &self.uploads
    }

    /// Files written by exports.
    pub fn exported(&self) -> &[PathBuf] {
        &self.exported
    }

    /// The context's source language, or why it is unknown.
    fn source_language(&self) -> Result<&'static LanguageInfo, String> {
        languages::require(&self.opts.context.source_language)
    }

    /// The `jobType` spelling of `job` under the configured spellings.
    fn job_type(&self, job: Job) -> &'static str {
        match (job, self.opts.job_types) {
            (Job::Parse, _) => "parse-file",
            (Job::Build, _) => "build-file",
            (Job::PreExport, JobTypeSpelling::Spec) => "file-pre-export",
            (Job::PreExport, JobTypeSpelling::Framework) => "pre-export-file",
            (Job::PostExport, JobTypeSpelling::Spec) => "file-post-export",
            (Job::PostExport, JobTypeSpelling::Framework) => "post-export-file",
            (Job::PreImport, JobTypeSpelling::Spec) => "file-pre-import",
            (Job::PreImport, JobTypeSpelling::Framework) => "pre-import-file",
            (Job::PostImport, JobTypeSpelling::Spec) => "file-post-import",
            (Job::PostImport, JobTypeSpelling::Framework) => "post-import-file",
            (Job::Alignment, JobTypeSpelling::Spec) => "file-translations-alignment",
            (Job::Alignment, JobTypeSpelling::Framework) => "translations-alignment-file",
        }
    }

    /// POSTs `bytes` with `headers` to `url` under the platform's answer limit and `timeout`.
    async fn post(
        &self,
        url: &str,
        headers: HeaderMap,
        bytes: Vec<u8>,
        timeout: Duration,
    ) -> Result<http::Answer, Failure> {
        http::send(
            &self.http,
            Method::POST,
            url,
            headers,
            Some(bytes),
            self.opts.max_response,
            timeout,
        )
        .await
    }

    /// A request token for the acting user on `module`; `None` once the failure is recorded.
    fn token(&self, app: &Installed, module: &str, step: &mut StepReport) -> Option<String> {
        self.token_for_user(app, module, self.opts.context.user_id, step)
    }

    /// The language a webhook or workflow step plays: `lang`, else the context's first target,
    /// else `de`. An unknown id is recorded as a scenario error (and gives `None`).
    fn target_language(
        &self,
        lang: Option<&str>,
        step: &mut StepReport,
    ) -> Option<&'static LanguageInfo> {
        let lang = lang
            .map(str::to_owned)
            .or_else(|| self.opts.context.target_languages.first().cloned())
            .unwrap_or_else(|| "de".into());
        match languages::require(&lang) {
            Ok(l) => Some(l),
            Err(e) => {
                step.error("scenario.config", None, e);
                None
            }
        }
    }

    /// A request token for `user` on module `key`; `None` once the failure is recorded.
    fn token_for_user(
        &self,
        app: &Installed,
        key: &str,
        user: i64,
        step: &mut StepReport,
    ) -> Option<String> {
        let Some(secret) = self.opts.client_secret.as_deref() else {
            step.error(
                "scenario.config",
                None,
                "the app's client secret is needed to sign request tokens (--client-secret)",
            );
            return None;
        };
        match tokens::mint(
            &self.opts.context,
            &app.client_id,
            secret,
            Some(key),
            user,
            unix_now(),
        ) {
            Ok(t) => Some(t),
            Err(e) => {
                step.error("scenario.config", None, format!("cannot mint a token: {e}"));
                None
            }
        }
    }
}

/// The `Authorization: Bearer {token}` header value; `None` once the failure to make one is
/// recorded against `req`.
fn bearer(token: &str, req: &RequestRef, step: &mut StepReport) -> Option<HeaderValue> {
    match HeaderValue::from_str(&format!("Bearer {token}")) {
        Ok(v) => Some(v),
        Err(e) => {
            step.error(
                "driver.internal",
                Some(req),
                format!("cannot put the request token in a header: {e}"),
            );
            None
        }
    }
}

/// The verdict `rule` on an event or webhook answer: any 2xx acknowledges it; otherwise the
/// status (after `expectation`) or the transport failure is recorded.
fn acknowledged(
    answer: Result<http::Answer, Failure>,
    rule: &str,
    expectation: &str,
    req: &RequestRef,
    step: &mut StepReport,
) -> bool {
    match answer {
        Ok(a) => step.expect(rule, a.status.is_success(), Some(req), || {
            format!(
                "{expectation} got {}: {}",
                a.status,
                checks::snippet(&a.body)
            )
        }),
        Err(e) => {
            step.error(rule, Some(req), e.to_string());
            false
        }
    }
}
