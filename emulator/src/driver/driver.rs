//! The app driver: the platform's side of every call to an app. It installs the app from its
//! manifest, uploads files through the matching custom-file-format module, keeps the strings,
//! sets translations, exports through pre-export and build-file, sends webhooks and the workflow
//! webhooks, moves strings to the app's custom workflow step and watches their statuses, mints
//! page tokens, and uninstalls — checking every answer as it goes. It needs only the app's
//! manifest URL, the app's client id and secret, and its own memory; the installation and the
//! workflow (whose recalculation batch is the platform's to send) go through a
//! [`WorkflowHook`], on the emulated platform with [`super::PlatformHook`].

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use base64::Engine as _;
use locforge_protocol::signature::sign;
use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION, CONTENT_TYPE};
use reqwest::Method;
use serde_json::{json, Map, Value};

use super::checks::{self, Body, Job, JobContext, Payload};
use super::context::PlatformContext;
use super::file_server::FileServer;
use super::hook::{AppInstall, StatusRecord, StepRef, WaitingString, WorkflowHook};
use super::http::{self, Failure};
use super::manifest::{
    self, AppManifest, FileFormatModule, PreExportModule, WorkflowStepModule, RECALCULATION_EVENT,
};
use super::pseudo::pseudo;
use super::report::{RequestRef, StepReport};
use super::tokens::{self, AccessCategory};
use super::webhook::{self, HeaderStyle};
use crate::platform::languages::{self, LanguageInfo};
use crate::unix_now;

/// Which `jobType` spellings go out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum JobTypeSpelling {
    /// The spec's: `parse-file`, `build-file`, `file-pre-export`.
    #[default]
    Spec,
    /// The official framework's: `parse-file`, `build-file`, `pre-export-file`.
    Framework,
}

/// How the source file (and build strings) reach the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Delivery {
    /// Inline unless the request would pass the 5 MB request limit.
    #[default]
    Auto,
    /// `content` (base64) and `strings`.
    Inline,
    /// `contentUrl` and `stringsUrl`, served by the driver's file server.
    Url,
}

/// Everything the driver is configured with.
#[derive(Debug, Clone)]
pub struct DriverOptions {
    /// Manifest URL of the app.
    pub manifest_url: String,
    /// OAuth client id (default: the manifest's `authentication.clientId`, else its identifier).
    pub client_id: Option<String>,
    /// OAuth client secret: signs request tokens.
    pub client_secret: Option<String>,
    /// Organization, project, users, languages.
    pub context: PlatformContext,
    /// `jobType` spellings.
    pub job_types: JobTypeSpelling,
    /// Webhook header names.
    pub header_style: HeaderStyle,
    /// Put the request token in `?jwtToken=` instead of `Authorization: Bearer`.
    pub token_in_query: bool,
    /// Default delivery of inputs.
    pub delivery: Delivery,
    /// Time limit of a file job (the platform's is 2 minutes).
    pub job_timeout: Duration,
    /// Largest answer (the platform's is 5 MB).
    pub max_response: usize,
    /// Time limit of a download (`stringsUrl`, `previewUrl`, `contentUrl`) and of other calls.
    pub download_timeout: Duration,
    /// Largest download.
    pub max_download: usize,
    /// Where exported files are written (`{out}/{lang}/{file}`).
    pub out_dir: PathBuf,
    /// How long to wait for the app's workflow status updates.
    pub workflow_wait: Duration,
    /// Access category per module key (default: the environment's most restrictive).
    pub access: BTreeMap<String, AccessCategory>,
}

impl DriverOptions {
    /// Options for the app at `manifest_url` with the platform's limits.
    pub fn new(manifest_url: impl Into<String>) -> DriverOptions {
        DriverOptions {
            manifest_url: manifest_url.into(),
            client_id: None,
            client_secret: None,
            context: PlatformContext::default(),
            job_types: JobTypeSpelling::Spec,
            header_style: HeaderStyle::Platform,
            token_in_query: false,
            delivery: Delivery::Auto,
            job_timeout: http::JOB_TIMEOUT,
            max_response: http::MAX_RESPONSE_BYTES,
            download_timeout: Duration::from_secs(60),
            max_download: 50 * 1024 * 1024,
            out_dir: PathBuf::from("platform-export"),
            workflow_wait: Duration::from_secs(30),
            access: BTreeMap::new(),
        }
    }
}

/// What the driver knows about the installed app.
#[derive(Debug, Clone)]
pub struct Installed {
    /// The validated manifest.
    pub manifest: AppManifest,
    /// `appId` sent in `installed`.
    pub app_id: String,
    /// `appSecret` sent in `installed` (keys webhook signatures).
    pub app_secret: String,
    /// Client id used as `aud`.
    pub client_id: String,
    /// `agentId` sent in `installed` (`crowdin_agent` apps on a platform).
    pub agent_id: Option<i64>,
}

/// A string the driver keeps for a file.
#[derive(Debug, Clone)]
pub struct StoredString {
    /// Platform string id.
    pub id: u64,
    /// The entry as the app returned it (without translations).
    pub entry: Map<String, Value>,
    /// Translations by language id (`{text, status}`).
    pub translations: BTreeMap<String, Value>,
}

impl StoredString {
    /// The identifier.
    pub fn identifier(&self) -> &str {
        self.entry
            .get("identifier")
            .and_then(Value::as_str)
            .unwrap_or_default()
    }

    /// Whether the string has plurals.
    pub fn has_plurals(&self) -> bool {
        self.entry
            .get("hasPlurals")
            .and_then(Value::as_bool)
            .unwrap_or(false)
    }
}

/// An uploaded file.
#[derive(Debug, Clone)]
pub struct Upload {
    /// Platform file id.
    pub file_id: u64,
    /// File name.
    pub name: String,
    /// Source bytes.
    pub content: Vec<u8>,
    /// Module that parsed it.
    pub module_key: String,
    /// Its strings.
    pub strings: Vec<StoredString>,
}

/// Where translations come from.
#[derive(Debug, Clone)]
pub enum TranslationSource {
    /// Pseudo-translations into these languages (all targets when empty).
    Pseudo(Vec<String>),
    /// NDJSON records `{identifier, file?, translations:{lang:{text,status}}}`.
    Ndjson(Vec<u8>),
}

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
        }
    }

    // ---------------------------------------------------------------- install / uninstall

    /// Fetches and validates the manifest, then sends `installed` when the manifest has events.
    pub async fn install(&mut self, step: &mut StepReport) {
        let Some((raw, req)) = self.fetch_manifest(step).await else {
            return;
        };
        let manifest = manifest::validate(&raw, step, &req);
        if manifest.base_url.is_empty() {
            step.error(
                "manifest.base-url",
                Some(&req),
                "cannot go on without a usable baseUrl",
            );
            return;
        }
        let client_id = self
            .opts
            .client_id
            .clone()
            .or_else(|| manifest.client_id.clone())
            .unwrap_or_else(|| manifest.identifier.clone());
        step.note(manifest_summary(&manifest));
        let mut installed = Installed {
            app_id: manifest.identifier.clone(),
            app_secret: hex::encode(rand::random::<[u8; 24]>()),
            client_id,
            agent_id: None,
            manifest,
        };
        if !self.record_installation(&mut installed, step).await {
            return;
        }
        self.send_installed(&installed, step).await;
        self.app = Some(installed);
    }

    /// GETs the manifest and decodes it as JSON; `None` once a violation is recorded.
    async fn fetch_manifest(&self, step: &mut StepReport) -> Option<(Value, RequestRef)> {
        let url = self.opts.manifest_url.clone();
        let req = RequestRef::new("GET manifest", &url);
        let answer = match http::download(
            &self.http,
            &url,
            self.opts.max_response,
            self.opts.download_timeout,
        )
        .await
        {
            Ok(a) => a,
            Err(e) => {
                step.error(
                    "manifest.fetch",
                    Some(&req),
                    format!("cannot fetch the manifest: {e}"),
                );
                return None;
            }
        };
        if !step.expect(
            "manifest.fetch",
            answer.status.is_success(),
            Some(&req),
            || format!("the manifest answered HTTP {}", answer.status),
        ) {
            return None;
        }
        match serde_json::from_slice(&answer.body) {
            Ok(v) => Some((v, req)),
            Err(e) => {
                step.error(
                    "manifest.json",
                    Some(&req),
                    format!("the manifest is not JSON: {e}"),
                );
                None
            }
        }
    }

    /// Records the installation on the platform through the workflow hook (when connected),
    /// taking the platform's credentials; `false` when the platform refused it (recorded).
    async fn record_installation(&self, installed: &mut Installed, step: &mut StepReport) -> bool {
        let Some(hook) = self.hook.clone() else {
            return true;
        };
        let m = &installed.manifest;
        let ctx = &self.opts.context;
        let app = AppInstall {
            identifier: m.identifier.clone(),
            name: m.name.clone(),
            client_id: installed.client_id.clone(),
            client_secret: self.opts.client_secret.clone(),
            auth_type: m.auth_type.clone(),
            agent: m.agent.clone(),
            organization_id: ctx.organization_id,
            project_id: ctx.project_id,
            workflow_step_id: ctx.workflow_step_id,
            recalculation_webhooks: m
                .webhooks_for(RECALCULATION_EVENT)
                .map(|w| (w.key.clone(), m.url(&w.url)))
                .collect(),
            workflow_steps: m.workflow_steps.clone(),
            base_url: m.base_url.clone(),
            pages: m.pages.clone(),
        };
        match hook.installing(&app).await {
            Ok(Some(c)) => {
                installed.app_id = c.app_id;
                installed.app_secret = c.app_secret;
                installed.agent_id = c.agent_id;
                step.note(format!(
                    "the platform recorded the installation in organization {}{}",
                    ctx.organization_id,
                    c.agent_id
                        .map(|a| format!(", agent user {a}"))
                        .unwrap_or_default()
                ));
                true
            }
            Ok(None) => true,
            Err(e) => {
                step.error(
                    "install.platform",
                    None,
                    format!("the platform refused the installation: {e}"),
                );
                false
            }
        }
    }

    /// Sends the `installed` event with the app's credentials when the manifest declares it.
    async fn send_installed(&self, installed: &Installed, step: &mut StepReport) {
        let Some(path) = installed.manifest.installed_url.clone() else {
            step.note("the manifest declares no events.installed: no `installed` event sent");
            return;
        };
        let ctx = &self.opts.context;
        let mut body = json!({
            "appId": installed.app_id,
            "appSecret": installed.app_secret,
            "clientId": installed.client_id,
            "domain": ctx.domain,
            "organizationId": ctx.organization_id,
            "userId": ctx.user_id,
            "baseUrl": ctx.web_url,
            "apiBaseUrl": ctx.api_url,
        });
        if let (Some(a), Some(o)) = (installed.agent_id, body.as_object_mut()) {
            o.insert("agentId".into(), json!(a));
        }
        let url = installed.manifest.url(&path);
        let req = RequestRef::new("installed", &url);
        let ok = self
            .post_event(&url, &body, &req, "install.status", step)
            .await;
        if ok {
            step.note("installed: the app acknowledged its credentials");
        } else {
            step.note("the platform removes an app whose `installed` handler does not answer 2xx");
        }
    }

    /// Sends `uninstall` when the manifest has the event.
    pub async fn uninstall(&mut self, step: &mut StepReport) {
        let Some(app) = self.app.take() else {
            step.error("scenario.order", None, "uninstall before install");
            return;
        };
        if let Some(hook) = &self.hook {
            if let Err(e) = hook
                .uninstalled(&app.manifest.identifier, self.opts.context.organization_id)
                .await
            {
                step.error(
                    "install.platform",
                    None,
                    format!("the platform could not remove the installation: {e}"),
                );
            }
        }
        let Some(path) = app.manifest.uninstall_url.clone() else {
            step.skip("the manifest declares no events.uninstall: nothing to send");
            return;
        };
        let ctx = &self.opts.context;
        let body = json!({
            "domain": ctx.domain,
            "organizationId": ctx.organization_id,
            "appSecret": app.app_secret,
        });
        let url = app.manifest.url(&path);
        let req = RequestRef::new("uninstall", &url);
        self.post_event(&url, &body, &req, "uninstall.status", step)
            .await;
    }

    /// POSTs an install event signed with the client secret; `true` on a 2xx (else recorded).
    async fn post_event(
        &self,
        url: &str,
        body: &Value,
        req: &RequestRef,
        rule: &str,
        step: &mut StepReport,
    ) -> bool {
        let bytes = body.to_string().into_bytes();
        let mut headers = HeaderMap::new();
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        if let Some(secret) = &self.opts.client_secret {
            let name = match self.opts.header_style {
                HeaderStyle::Platform => "x-platform-signature",
                HeaderStyle::Crowdin => "x-crowdin-signature",
            };
            match HeaderValue::from_str(&sign(secret, &bytes)) {
                Ok(v) => {
                    headers.insert(name, v);
                }
                Err(e) => step.error(
                    "driver.internal",
                    Some(req),
                    format!("cannot put the signature in a header: {e}"),
                ),
            }
        }
        let answer = self
            .post(url, headers, bytes, self.opts.download_timeout)
            .await;
        acknowledged(answer, rule, "expected a 2xx answer,", req, step)
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

    // ---------------------------------------------------------------- file jobs

    /// A request token for the acting user on `module`; `None` once the failure is recorded.
    fn token(&self, app: &Installed, module: &str, step: &mut StepReport) -> Option<String> {
        self.token_for_user(app, module, self.opts.context.user_id, step)
    }

    /// Sends a file job and checks its envelope.
    async fn job(
        &self,
        module: &str,
        relative: &str,
        body: &Value,
        cx: &JobContext,
        step: &mut StepReport,
    ) -> Body {
        let Some(app) = &self.app else {
            step.error(
                "scenario.order",
                Some(&cx.req),
                format!("a {} job before install", cx.job_name()),
            );
            return Body::Unusable;
        };
        let Some(token) = self.token(app, module, step) else {
            return Body::Unusable;
        };
        let mut url = app.manifest.url(relative);
        let mut headers = HeaderMap::new();
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        if self.opts.token_in_query {
            let sep = if url.contains('?') { '&' } else { '?' };
            url = format!("{url}{sep}jwtToken={token}");
        } else {
            match HeaderValue::from_str(&format!("Bearer {token}")) {
                Ok(v) => {
                    headers.insert(AUTHORIZATION, v);
                }
                Err(e) => {
                    step.error(
                        "driver.internal",
                        Some(&cx.req),
                        format!("cannot put the request token in a header: {e}"),
                    );
                    return Body::Unusable;
                }
            }
        }
        let bytes = body.to_string().into_bytes();
        if bytes.len() > http::MAX_RESPONSE_BYTES {
            step.note(format!(
                "the {} request is {} bytes, over the platform's 5 MB request limit",
                cx.job_name(),
                bytes.len()
            ));
        }
        match self.post(&url, headers, bytes, self.opts.job_timeout).await {
            Ok(answer) => match checks::envelope(&answer, cx, step) {
                Body::Error(m) => {
                    step.error(
                        "job.failed",
                        Some(&cx.req),
                        format!("the app answered error.message: {m}"),
                    );
                    Body::Error(m)
                }
                other => other,
            },
            Err(Failure::TooLarge { limit }) => {
                step.error("http.size", Some(&cx.req), format!("the answer exceeds the platform's {limit}-byte limit; larger data must be passed by URL"));
                Body::Unusable
            }
            Err(Failure::TimedOut(d)) => {
                step.error(
                    "http.timeout",
                    Some(&cx.req),
                    format!(
                        "no complete answer within {}s (the platform's time-out)",
                        d.as_secs_f32()
                    ),
                );
                Body::Unusable
            }
            Err(e) => {
                step.error("http.transport", Some(&cx.req), e.to_string());
                Body::Unusable
            }
        }
    }

    /// Downloads a URL an answer points to (`stringsUrl`, `previewUrl`, `contentUrl`).
    async fn fetch(
        &self,
        url: &str,
        what: &str,
        cx: &JobContext,
        step: &mut StepReport,
    ) -> Option<Vec<u8>> {
        match http::download(
            &self.http,
            url,
            self.opts.max_download,
            self.opts.download_timeout,
        )
        .await
        {
            Ok(a) if a.status.is_success() => {
                step.pass("response.urls");
                Some(a.body)
            }
            Ok(a) => {
                step.error(
                    "response.urls",
                    Some(&cx.req),
                    format!("{what} {url} answered HTTP {}", a.status),
                );
                None
            }
            Err(e) => {
                step.error("response.urls", Some(&cx.req), format!("{what} {url}: {e}"));
                None
            }
        }
    }

    /// Reads `strings` / `stringsUrl` of a `data` object.
    async fn strings_of(
        &self,
        data: &Map<String, Value>,
        cx: &JobContext,
        step: &mut StepReport,
    ) -> Option<Vec<Value>> {
        match checks::payload(data, "strings", "stringsUrl", true, cx, step) {
            Payload::Inline(Value::Array(items)) => Some(items),
            Payload::Inline(_) => {
                step.error(
                    "response.shape",
                    Some(&cx.req),
                    "`data.strings` must be an array",
                );
                None
            }
            Payload::Url(u) => {
                let body = self.fetch(&u, "stringsUrl", cx, step).await?;
                match super::ndjson::decode_strict(&body, 8 * 1024 * 1024) {
                    Ok(v) => {
                        step.pass("response.ndjson");
                        Some(v)
                    }
                    Err(e) => {
                        step.error(
                            "response.ndjson",
                            Some(&cx.req),
                            format!("stringsUrl is not NDJSON (line {}): {}", e.line, e.message),
                        );
                        None
                    }
                }
            }
            Payload::Missing => None,
        }
    }

    /// The job's `file` object: `content` inline or `contentUrl` as `delivery` says.
    fn file_object(&self, id: u64, name: &str, content: &[u8], delivery: Delivery) -> Value {
        let inline = match delivery {
            Delivery::Inline => true,
            Delivery::Url => false,
            Delivery::Auto => content.len() < 3_000_000,
        };
        if inline {
            json!({"id": id, "name": name, "content": base64::engine::general_purpose::STANDARD.encode(content)})
        } else {
            json!({"id": id, "name": name, "contentUrl": self.files.publish(name, content.to_vec())})
        }
    }

    /// What the checks of a job's answer need: the request, the job and the plural categories.
    fn job_context(
        req: RequestRef,
        job: Job,
        src: &LanguageInfo,
        targets: &[&'static LanguageInfo],
    ) -> JobContext {
        JobContext {
            req,
            job,
            source_plurals: src.plurals.iter().map(|s| (*s).to_owned()).collect(),
            targets: targets
                .iter()
                .map(|l| {
                    (
                        l.id.to_owned(),
                        l.plurals.iter().map(|s| (*s).to_owned()).collect(),
                    )
                })
                .collect(),
        }
    }

    /// Uploads a source file: picks the module (by `forced_type`, else by signaturePatterns on
    /// the name and first 64 KB), sends parse-file, checks and stores the strings.
    pub async fn upload(
        &mut self,
        name: &str,
        content: Vec<u8>,
        forced_type: Option<&str>,
        delivery: Option<Delivery>,
        step: &mut StepReport,
    ) {
        let Some(app) = &self.app else {
            step.error("scenario.order", None, "upload before install");
            return;
        };
        let Some(module) = select_module(app, name, &content, forced_type, step) else {
            return;
        };
        step.note(format!(
            "`{name}` goes to module `{}` ({})",
            module.key,
            module.kind.as_deref().unwrap_or("no type")
        ));
        let src = match self.source_language() {
            Ok(s) => s,
            Err(e) => {
                step.error("scenario.config", None, e);
                return;
            }
        };
        let file_id = self.next_file_id;
        self.next_file_id += 1;
        let url = app.manifest.url(&module.url);
        let req = RequestRef::new(self.job_type(Job::Parse), &url)
            .module(&module.key)
            .file(name);
        let cx = Self::job_context(req, Job::Parse, src, &[]);
        let mut file = self.file_object(
            file_id,
            name,
            &content,
            delivery.unwrap_or(self.opts.delivery),
        );
        if let (Some(t), Some(o)) = (forced_type, file.as_object_mut()) {
            o.insert("type".into(), json!(t));
        }
        let body = json!({
            "jobType": self.job_type(Job::Parse),
            "organization": self.opts.context.organization_object(),
            "project": self.opts.context.project_object(),
            "file": file,
            "sourceLanguage": src.job_object(),
            "targetLanguages": [],
        });
        let Body::Data(data) = self.job(&module.key, &module.url, &body, &cx, step).await else {
            return;
        };
        let Some(strings) = self.strings_of(&data, &cx, step).await else {
            return;
        };
        let preview = self.read_preview(&data, &cx, step).await;
        checks::parse_strings(&strings, preview.as_deref(), &cx, step);
        let stored = self.store_strings(strings);
        step.note(format!(
            "`{name}`: {} strings ({} plural){}",
            stored.len(),
            stored.iter().filter(|s| s.has_plurals()).count(),
            if preview.is_some() {
                ", with a preview"
            } else {
                ""
            }
        ));
        self.uploads.retain(|u| u.name != name);
        self.uploads.push(Upload {
            file_id,
            name: name.to_owned(),
            content,
            module_key: module.key,
            strings: stored,
        });
    }

    /// Reads the optional `preview` / `previewUrl` of a parse-file answer as text.
    async fn read_preview(
        &self,
        data: &Map<String, Value>,
        cx: &JobContext,
        step: &mut StepReport,
    ) -> Option<String> {
        let preview = match checks::payload(data, "preview", "previewUrl", false, cx, step) {
            Payload::Inline(v) => checks::base64_field(&v, "preview", cx, step),
            Payload::Url(u) => self.fetch(&u, "previewUrl", cx, step).await,
            Payload::Missing => None,
        };
        preview.map(|b| String::from_utf8_lossy(&b).into_owned())
    }

    /// Gives the parsed strings platform ids and keeps their translations apart (entries that
    /// are not objects were already reported by the checks and are dropped).
    fn store_strings(&mut self, strings: Vec<Value>) -> Vec<StoredString> {
        let mut stored = Vec::new();
        for s in strings {
            let Value::Object(mut entry) = s else {
                continue;
            };
            let translations = match entry.remove("translations") {
                Some(Value::Object(t)) => t.into_iter().collect(),
                _ => BTreeMap::new(),
            };
            stored.push(StoredString {
                id: self.next_string_id,
                entry,
                translations,
            });
            self.next_string_id += 1;
        }
        stored
    }

    // ---------------------------------------------------------------- translations

    /// Sets translations from NDJSON or pseudo-translates into languages.
    pub fn translate(&mut self, source: &TranslationSource, step: &mut StepReport) {
        match source {
            TranslationSource::Pseudo(langs) => {
                let langs: Vec<String> = if langs.is_empty() {
                    self.opts.context.target_languages.clone()
                } else {
                    langs.clone()
                };
                let mut infos = Vec::new();
                for l in &langs {
                    match languages::require(l) {
                        Ok(i) => infos.push(i),
                        Err(e) => {
                            step.error("scenario.config", None, e);
                            return;
                        }
                    }
                }
                let mut n = 0;
                for u in &mut self.uploads {
                    for s in &mut u.strings {
                        for l in &infos {
                            s.translations
                                .insert(l.id.to_owned(), pseudo_translation(s, l));
                            n += 1;
                        }
                    }
                }
                step.note(format!("{n} pseudo-translations into {}", langs.join(", ")));
            }
            TranslationSource::Ndjson(bytes) => {
                let records: Vec<Value> =
                    match locforge_protocol::ndjson::decode_all(bytes, 8 * 1024 * 1024) {
                        Ok(r) => r,
                        Err(e) => {
                            step.error(
                                "scenario.config",
                                None,
                                format!("translations NDJSON, line {}: {}", e.line, e.message),
                            );
                            return;
                        }
                    };
                let (mut applied, mut unknown) = (0, Vec::new());
                for r in records {
                    let ident = r
                        .get("identifier")
                        .and_then(Value::as_str)
                        .unwrap_or_default();
                    let file = r.get("file").and_then(Value::as_str);
                    let Some(tr) = r.get("translations").and_then(Value::as_object) else {
                        continue;
                    };
                    let mut hit = false;
                    for u in self
                        .uploads
                        .iter_mut()
                        .filter(|u| file.is_none_or(|f| f == u.name))
                    {
                        for s in u.strings.iter_mut().filter(|s| s.identifier() == ident) {
                            for (lang, t) in tr {
                                s.translations.insert(lang.clone(), t.clone());
                            }
                            hit = true;
                        }
                    }
                    if hit {
                        applied += 1
                    } else {
                        unknown.push(ident.to_owned())
                    }
                }
                step.note(format!("translations applied to {applied} strings"));
                if !unknown.is_empty() {
                    step.note(format!("no such string for: {}", unknown.join(", ")));
                }
            }
        }
    }

    // ---------------------------------------------------------------- export

    /// Exports every uploaded file (or `only`) into `lang`: pre-export when a module matches,
    /// then build-file; writes `{out}/{lang}/{name}`.
    pub async fn export(
        &mut self,
        lang: &str,
        only: Option<&str>,
        delivery: Option<Delivery>,
        step: &mut StepReport,
    ) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "export before install");
            return;
        };
        let languages = languages::require(lang).and_then(|t| Ok((t, self.source_language()?)));
        let (target, src) = match languages {
            Ok(l) => l,
            Err(e) => {
                step.error("scenario.config", None, e);
                return;
            }
        };
        let uploads: Vec<Upload> = self
            .uploads
            .iter()
            .filter(|u| only.is_none_or(|n| n == u.name))
            .cloned()
            .collect();
        if uploads.is_empty() {
            step.error(
                "scenario.order",
                None,
                format!(
                    "nothing to export{}",
                    only.map(|n| format!(" named `{n}`")).unwrap_or_default()
                ),
            );
            return;
        }
        let delivery = delivery.unwrap_or(self.opts.delivery);
        for up in uploads {
            let Some(module) = app
                .manifest
                .file_formats
                .iter()
                .find(|m| m.key == up.module_key)
                .cloned()
            else {
                step.error(
                    "scenario.order",
                    None,
                    format!(
                        "`{}` was uploaded through module `{}`, which the installed manifest no longer declares",
                        up.name, up.module_key
                    ),
                );
                continue;
            };
            let languages = JobLanguages { src, target };
            let mut entries: Vec<Value> = up
                .strings
                .iter()
                .map(|s| build_entry(s, target.id))
                .collect();
            if let Some(pre) = app
                .manifest
                .pre_exports
                .iter()
                .find(|m| m.patterns.matches(&up.name, &up.content))
            {
                let pre_exported = self
                    .pre_export(&app, pre, &up, &mut entries, languages, delivery, step)
                    .await;
                if !pre_exported {
                    continue;
                }
            }
            let built = self
                .build_file(&app, &module, &up, &entries, languages, delivery, step)
                .await;
            if let Some(bytes) = built {
                self.write_export(target, &up.name, &bytes, step);
            }
        }
    }

    /// Sends file-pre-export for `up` and merges the translations it returns into the build
    /// `entries`; `false` when the job failed (recorded) and the file cannot be built.
    #[allow(clippy::too_many_arguments)]
    async fn pre_export(
        &self,
        app: &Installed,
        pre: &PreExportModule,
        up: &Upload,
        entries: &mut [Value],
        languages: JobLanguages,
        delivery: Delivery,
        step: &mut StepReport,
    ) -> bool {
        let JobLanguages { src, target } = languages;
        let url = app.manifest.url(&pre.url);
        let req = RequestRef::new(self.job_type(Job::PreExport), &url)
            .module(&pre.key)
            .file(&up.name)
            .language(target.id);
        let cx = Self::job_context(req, Job::PreExport, src, &[target]);
        let uniq: Vec<String> = up
            .strings
            .iter()
            .map(|s| format!("{}::{}", up.file_id, s.id))
            .collect();
        let pre_entries: Vec<Value> = up
            .strings
            .iter()
            .zip(&uniq)
            .map(|(s, u)| pre_export_entry(s, u, target.id))
            .collect();
        let mut body = self.job_body(
            Job::PreExport,
            json!({"id": up.file_id, "name": up.name}),
            languages,
        );
        self.put_strings(&mut body, &pre_entries, delivery, step);
        match self.job(&pre.key, &pre.url, &body, &cx, step).await {
            Body::Data(data) => {
                if let Some(got) = self.strings_of(&data, &cx, step).await {
                    checks::pre_export_strings(&uniq, &got, &cx, step);
                    merge_pre_exported(entries, &uniq, &got);
                    step.note(format!(
                        "`{}`: pre-export by `{}` returned {} strings",
                        up.name,
                        pre.key,
                        got.len()
                    ));
                }
                true
            }
            Body::NotModified => {
                step.note(format!(
                    "`{}`: pre-export answered 304 (unchanged)",
                    up.name
                ));
                true
            }
            Body::Error(_) | Body::Unusable => false,
        }
    }

    /// Sends build-file for `up` with the build `entries` and returns the built file's bytes;
    /// `None` once the failure is recorded.
    #[allow(clippy::too_many_arguments)]
    async fn build_file(
        &self,
        app: &Installed,
        module: &FileFormatModule,
        up: &Upload,
        entries: &[Value],
        languages: JobLanguages,
        delivery: Delivery,
        step: &mut StepReport,
    ) -> Option<Vec<u8>> {
        let JobLanguages { src, target } = languages;
        let url = app.manifest.url(&module.url);
        let req = RequestRef::new(self.job_type(Job::Build), &url)
            .module(&module.key)
            .file(&up.name)
            .language(target.id);
        let cx = Self::job_context(req, Job::Build, src, &[target]);
        let file = self.file_object(up.file_id, &up.name, &up.content, delivery);
        let mut body = self.job_body(Job::Build, file, languages);
        self.put_strings(&mut body, entries, delivery, step);
        let Body::Data(data) = self.job(&module.key, &module.url, &body, &cx, step).await else {
            return None;
        };
        match checks::payload(&data, "content", "contentUrl", true, &cx, step) {
            Payload::Inline(v) => checks::base64_field(&v, "content", &cx, step),
            Payload::Url(u) => self.fetch(&u, "contentUrl", &cx, step).await,
            Payload::Missing => None,
        }
    }

    /// The body of a pre-export or build-file job for one target language (strings go in with
    /// [`Self::put_strings`]).
    fn job_body(&self, job: Job, file: Value, languages: JobLanguages) -> Value {
        json!({
            "jobType": self.job_type(job),
            "organization": self.opts.context.organization_object(),
            "project": self.opts.context.project_object(),
            "file": file,
            "sourceLanguage": languages.src.job_object(),
            "targetLanguages": [languages.target.job_object()],
        })
    }

    /// Writes a built file to `{out}/{lang}/{name}` and remembers it.
    fn write_export(
        &mut self,
        target: &LanguageInfo,
        name: &str,
        bytes: &[u8],
        step: &mut StepReport,
    ) {
        let path = self.opts.out_dir.join(target.id).join(name);
        let written = path
            .parent()
            .map(std::fs::create_dir_all)
            .unwrap_or(Ok(()))
            .and_then(|_| std::fs::write(&path, bytes));
        match written {
            Ok(()) => {
                step.note(format!(
                    "`{name}` → {} ({} bytes)",
                    path.display(),
                    bytes.len()
                ));
                self.exported.push(path);
            }
            Err(e) => step.error(
                "export.write",
                None,
                format!("cannot write {}: {e}", path.display()),
            ),
        }
    }

    /// Puts the strings of a job in `body`, inline or by `stringsUrl` as `delivery` says.
    fn put_strings(
        &self,
        body: &mut Value,
        entries: &[Value],
        delivery: Delivery,
        step: &mut StepReport,
    ) {
        let Some(o) = body.as_object_mut() else {
            step.error("driver.internal", None, "a job body is not a JSON object");
            return;
        };
        let by_url = match delivery {
            Delivery::Url => true,
            Delivery::Inline => false,
            Delivery::Auto => serde_json::to_vec(entries)
                .map(|v| v.len() > 3_000_000)
                .unwrap_or(false),
        };
        if by_url {
            let mut nd = Vec::new();
            for e in entries {
                if let Err(e) = locforge_protocol::ndjson::write_record(e, &mut nd) {
                    step.error(
                        "driver.internal",
                        None,
                        format!("cannot write the strings as NDJSON: {e}"),
                    );
                    return;
                }
            }
            o.insert(
                "stringsUrl".into(),
                json!(self.files.publish("strings.ndjson", nd)),
            );
        } else {
            o.insert("strings".into(), Value::Array(entries.to_vec()));
        }
    }

    // ---------------------------------------------------------------- webhooks

    /// POSTs a signed webhook to a module; `true` on a 2xx (else recorded).
    async fn deliver(
        &self,
        module_key: &str,
        relative: &str,
        body: &Value,
        kind: &str,
        step: &mut StepReport,
    ) -> bool {
        let Some(app) = &self.app else {
            step.error(
                "scenario.order",
                None,
                format!("a {kind} webhook before install"),
            );
            return false;
        };
        let bytes = body.to_string().into_bytes();
        let sig = sign(&app.app_secret, &bytes);
        let ctx = &self.opts.context;
        let headers = webhook::headers(
            self.opts.header_style,
            ctx.organization_id,
            ctx.domain.as_deref(),
            &sig,
            module_key,
        );
        let url = app.manifest.url(relative);
        let req = RequestRef::new(kind, &url).module(module_key);
        let answer = self
            .post(&url, headers, bytes, self.opts.download_timeout)
            .await;
        acknowledged(
            answer,
            "webhook.status",
            "a webhook is acknowledged by any 2xx;",
            &req,
            step,
        )
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

    /// Sends a signed bulk webhook with `event` (project events carry `targetLanguage`).
    pub async fn webhook(&mut self, event: &str, lang: Option<&str>, step: &mut StepReport) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "webhook before install");
            return;
        };
        let Some(target) = self.target_language(lang, step) else {
            return;
        };
        let modules: Vec<_> = app.manifest.webhooks_for(event).cloned().collect();
        if modules.is_empty() {
            step.skip(format!("no webhook module subscribes to `{event}`"));
            return;
        }
        let body = json!({"events": [{
            "event": event,
            "project": {"id": self.opts.context.project_id},
            "targetLanguage": target.webhook_object(),
        }]});
        for m in modules {
            if self.deliver(&m.key, &m.url, &body, event, step).await {
                step.note(format!("`{event}` acknowledged by module `{}`", m.key));
            }
        }
    }

    /// The user saves (`settings` given: `POST updateSettingsUrl`) or deletes (`None`: `DELETE
    /// deleteSettingsUrl`) the settings of the app's workflow step `module` (default: the first
    /// workflow-step-type module), with a request token for that module, the body of
    /// PROTOCOL-NOTES §12 (`{organizationId, projectId, stepId, settings}`), and
    /// expects a 2xx. Skipped when the module declares no such URL.
    pub async fn step_settings(
        &mut self,
        module: Option<&str>,
        settings: Option<&Value>,
        step: &mut StepReport,
    ) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "step settings before install");
            return;
        };
        let wf = match module {
            Some(k) => app.manifest.workflow_steps.iter().find(|w| w.key == k),
            None => app.manifest.workflow_steps.first(),
        };
        let Some(wf) = wf.cloned() else {
            step.skip("the app has no such workflow-step-type module");
            return;
        };
        let (method, relative, name) = match settings {
            Some(_) => (
                Method::POST,
                wf.update_settings_url.clone(),
                "updateSettingsUrl",
            ),
            None => (
                Method::DELETE,
                wf.delete_settings_url.clone(),
                "deleteSettingsUrl",
            ),
        };
        let Some(relative) = relative else {
            step.skip(format!("module `{}` declares no {name}", wf.key));
            return;
        };
        let Some(token) = self.token(&app, &wf.key, step) else {
            return;
        };
        let ctx = &self.opts.context;
        // The driver's context knows no workflow id, so `workflowId` is not sent.
        let mut body = json!({"organizationId": ctx.organization_id, "projectId": ctx.project_id,
                              "stepId": ctx.workflow_step_id});
        if let Some(s) = settings {
            body["settings"] = s.clone();
        }
        let url = app.manifest.url(&relative);
        let req = RequestRef::new(name, &url);
        let mut headers = HeaderMap::new();
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        match HeaderValue::from_str(&format!("Bearer {token}")) {
            Ok(v) => {
                headers.insert(AUTHORIZATION, v);
            }
            Err(e) => {
                step.error(
                    "driver.internal",
                    Some(&req),
                    format!("cannot put the request token in a header: {e}"),
                );
                return;
            }
        }
        let answer = http::send(
            &self.http,
            method,
            &url,
            headers,
            Some(body.to_string().into_bytes()),
            self.opts.max_response,
            self.opts.download_timeout,
        )
        .await;
        if acknowledged(
            answer,
            "workflow.settings",
            "expected a 2xx answer,",
            &req,
            step,
        ) {
            step.note(format!("{name} of module `{}` acknowledged", wf.key));
        }
    }

    /// Moves up to `limit` strings to the app's custom workflow step for `lang` through the
    /// workflow hook (they go `NEED_PROCESS`; the platform sends the signed recalculation batch
    /// with its retries), then watches the statuses until every string is `DONE` or `FAILED`, or
    /// the wait is over. Without a hook nothing is delivered and nothing observed.
    pub async fn workflow(
        &mut self,
        lang: Option<&str>,
        limit: Option<usize>,
        step: &mut StepReport,
    ) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "workflow before install");
            return;
        };
        let Some(wf) = app.manifest.workflow_steps.first().cloned() else {
            step.skip("the app has no workflow-step-type module");
            return;
        };
        let Some(hook) = app
            .manifest
            .webhooks_for(RECALCULATION_EVENT)
            .next()
            .cloned()
        else {
            step.error("workflow.delivery", None, format!("no webhook module subscribes to `{RECALCULATION_EVENT}`: strings can never be delivered to step `{}`", wf.key));
            return;
        };
        let Some(h) = self.hook.clone() else {
            step.skip(format!(
                "no platform connected: strings were not moved to step `{}`, no recalculation batch was sent and status updates are not observed (run with --platform)",
                wf.key
            ));
            return;
        };
        let Some(target) = self.target_language(lang, step) else {
            return;
        };
        let ctx = &self.opts.context;
        let step_ref = StepRef {
            project_id: ctx.project_id,
            step_id: ctx.workflow_step_id,
            module_key: wf.key.clone(),
            output_ports: wf.output_ports.clone(),
        };
        let waiting = self.waiting_strings(&app, target, limit);
        if waiting.is_empty() {
            step.error(
                "scenario.order",
                None,
                "no strings to move to the workflow step (upload first)",
            );
            return;
        }
        if let Err(e) = h.strings_arrived(&step_ref, &waiting).await {
            step.error(
                "workflow.status-api",
                None,
                format!("the platform refused the strings: {e}"),
            );
            return;
        }
        step.note(format!(
            "{} strings NEED_PROCESS on step `{}` ({}) for `{}`; the platform sends the recalculation batch to module `{}`",
            waiting.len(),
            wf.key,
            step_ref.step_id,
            target.id,
            hook.key
        ));
        let req = RequestRef::new(RECALCULATION_EVENT, app.manifest.url(&hook.url))
            .module(&hook.key)
            .language(target.id);
        let Some(records) = self.watch_statuses(&*h, &step_ref, &waiting, step).await else {
            return;
        };
        self.judge_statuses(&records, waiting.len(), &wf, &req, step);
    }

    /// The uploaded strings (at most `limit`) as they arrive on the workflow step in `target`.
    fn waiting_strings(
        &self,
        app: &Installed,
        target: &LanguageInfo,
        limit: Option<usize>,
    ) -> Vec<WaitingString> {
        let mut waiting = Vec::new();
        for up in &self.uploads {
            let file_type = app
                .manifest
                .file_formats
                .iter()
                .find(|m| m.key == up.module_key)
                .and_then(|m| m.kind.clone())
                .unwrap_or_else(|| up.module_key.clone());
            for s in &up.strings {
                if limit.is_some_and(|n| waiting.len() >= n) {
                    return waiting;
                }
                waiting.push(WaitingString {
                    string_id: s.id,
                    language_id: target.id.to_owned(),
                    file: up.name.clone(),
                    file_type: file_type.clone(),
                    identifier: s.identifier().to_owned(),
                    text: s.entry.get("text").cloned().unwrap_or(Value::Null),
                    context: s
                        .entry
                        .get("context")
                        .and_then(Value::as_str)
                        .map(str::to_owned),
                    translation: s
                        .translations
                        .get(target.id)
                        .and_then(|t| t.get("text"))
                        .cloned(),
                });
            }
        }
        waiting
    }

    /// Polls the step's statuses until every waiting string is `DONE` or `FAILED`, or the wait
    /// is over, and returns the last reading; `None` once a failed reading is recorded.
    async fn watch_statuses(
        &self,
        h: &dyn WorkflowHook,
        step_ref: &StepRef,
        waiting: &[WaitingString],
        step: &mut StepReport,
    ) -> Option<Vec<StatusRecord>> {
        let deadline = tokio::time::Instant::now() + self.opts.workflow_wait;
        loop {
            let records = match h.statuses(step_ref, waiting).await {
                Ok(r) => r,
                Err(e) => {
                    step.error(
                        "workflow.status-api",
                        None,
                        format!("cannot read statuses: {e}"),
                    );
                    return None;
                }
            };
            let settled = records
                .iter()
                .filter(|r| is_status(r, "DONE") || is_status(r, "FAILED"))
                .count();
            if settled >= waiting.len() || tokio::time::Instant::now() >= deadline {
                return Some(records);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The verdicts on the last status reading: no string `FAILED`, none left pending, every
    /// `DONE` string routed to an output port of the step.
    fn judge_statuses(
        &self,
        records: &[StatusRecord],
        waiting: usize,
        wf: &WorkflowStepModule,
        req: &RequestRef,
        step: &mut StepReport,
    ) {
        let done: Vec<_> = records.iter().filter(|r| is_status(r, "DONE")).collect();
        let failed = records.iter().filter(|r| is_status(r, "FAILED")).count();
        step.expect("workflow.delivery", failed == 0, Some(req), || {
            format!(
                "{failed} of {waiting} strings went FAILED: the app did not acknowledge the recalculation webhook with a 2xx within the platform's retries"
            )
        });
        let pending = waiting.saturating_sub(done.len() + failed);
        step.expect("workflow.status-updates", pending == 0, Some(req), || {
            format!(
                "{pending} of {waiting} strings were not moved to DONE within {:?}",
                self.opts.workflow_wait
            )
        });
        for r in &done {
            step.expect("workflow.output-port", wf.output_ports.iter().any(|p| p == &r.output), Some(req), || {
                format!("string {} was routed to `{}`, which is not an output port of step `{}` ({})", r.string_id, r.output, wf.key, wf.output_ports.join(", "))
            });
        }
        let mut by_port: BTreeMap<&str, usize> = BTreeMap::new();
        for r in &done {
            *by_port.entry(r.output.as_str()).or_default() += 1;
        }
        step.note(format!("status updates: {by_port:?}; FAILED: {failed}"));
    }

    // ---------------------------------------------------------------- app API

    /// `GET {baseUrl}/api/user` (the spec's reference app route) with a request token of the
    /// acting user: the app answers with the platform user its installation token acts as. On a
    /// platform (`--platform`) that user must be the installation's: its agent for a
    /// `crowdin_agent` app, else the installing user.
    pub async fn api_user(&mut self, step: &mut StepReport) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "user before install");
            return;
        };
        let Some(secret) = self.opts.client_secret.as_deref() else {
            step.error(
                "scenario.config",
                None,
                "the app's client secret is needed to sign request tokens (--client-secret)",
            );
            return;
        };
        let ctx = &self.opts.context;
        let token = match tokens::mint(ctx, &app.client_id, secret, None, ctx.user_id, unix_now()) {
            Ok(t) => t,
            Err(e) => {
                step.error("scenario.config", None, format!("cannot mint a token: {e}"));
                return;
            }
        };
        let url = app.manifest.url("/api/user");
        let req = RequestRef::new("GET /api/user", &url);
        let mut headers = HeaderMap::new();
        let target = if self.opts.token_in_query {
            format!("{url}?jwtToken={token}")
        } else {
            match HeaderValue::from_str(&format!("Bearer {token}")) {
                Ok(v) => {
                    headers.insert(AUTHORIZATION, v);
                }
                Err(e) => step.error("driver.internal", Some(&req), e.to_string()),
            }
            url.clone()
        };
        let answer = http::send(
            &self.http,
            Method::GET,
            &target,
            headers,
            None,
            self.opts.max_response,
            self.opts.download_timeout,
        )
        .await;
        let a = match answer {
            Ok(a) => a,
            Err(e) => {
                step.error("user.status", Some(&req), e.to_string());
                return;
            }
        };
        if !step.expect("user.status", a.status.is_success(), Some(&req), || {
            format!(
                "expected 200, got {}: {}",
                a.status,
                checks::snippet(&a.body)
            )
        }) {
            return;
        }
        let body: Value = serde_json::from_slice(&a.body).unwrap_or(Value::Null);
        let user = body.get("data").unwrap_or(&body);
        let id = user.get("id").and_then(Value::as_i64);
        if !step.expect("user.body", id.is_some(), Some(&req), || {
            format!(
                "expected the platform user as JSON with an `id`: {}",
                checks::snippet(&a.body)
            )
        }) {
            return;
        }
        if self.hook.is_some() {
            let expected = app.agent_id.unwrap_or(ctx.user_id);
            step.expect("user.identity", id == Some(expected), Some(&req), || {
                format!(
                    "the app's installation token acts as user {}, expected {expected} ({})",
                    id.unwrap_or_default(),
                    if app.agent_id.is_some() {
                        "the app's agent"
                    } else {
                        "the installing user"
                    }
                )
            });
        }
        step.note(format!(
            "GET /api/user: user {} ({})",
            id.unwrap_or_default(),
            user.get("username").and_then(Value::as_str).unwrap_or("-")
        ));
    }

    // ---------------------------------------------------------------- app pages

    /// Mints a page token for `user` (default: the acting user) on module `key`, enforcing the
    /// module's access category; prints the iframe URL and loads the page once. `Some(Ok(url))`
    /// when minted, `Some(Err(why))` when refused, `None` when the step could not run (reported).
    pub async fn page_token(
        &mut self,
        key: &str,
        user: Option<i64>,
        step: &mut StepReport,
    ) -> Option<Result<String, String>> {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "token before install");
            return None;
        };
        let ctx = self.opts.context.clone();
        let user = user.unwrap_or(ctx.user_id);
        let Some(module_type) = app.manifest.module_type(key) else {
            step.error(
                "scenario.config",
                None,
                format!("the app has no module `{key}`"),
            );
            return None;
        };
        let category = self.opts.access.get(key).cloned().unwrap_or_else(|| {
            AccessCategory::default_for(ctx.environment == super::Environment::Enterprise)
        });
        if let Err(why) = tokens::check_access(&ctx, module_type, key, &category, user) {
            step.note(format!("refused: {why}"));
            return Some(Err(why));
        }
        let token = self.token_for_user(&app, key, user, step)?;
        let relative = app
            .manifest
            .pages
            .iter()
            .find(|p| p.key == key)
            .map(|p| p.url.clone());
        let Some(relative) = relative else {
            step.note(format!(
                "token minted for module `{key}` (it has no page URL)"
            ));
            return Some(Ok(String::new()));
        };
        let url = tokens::iframe_url(
            &app.manifest.base_url,
            &relative,
            &token,
            &ctx.web_url,
            &app.client_id,
        );
        step.note(format!("iframe URL for user {user}: {url}"));
        let req = RequestRef::new("GET page", app.manifest.url(&relative)).module(key);
        match http::download(
            &self.http,
            &url,
            self.opts.max_response,
            self.opts.download_timeout,
        )
        .await
        {
            Ok(a) => {
                step.expect("page.status", a.status.is_success(), Some(&req), || {
                    format!("the page answered HTTP {}", a.status)
                });
            }
            Err(e) => step.error("page.status", Some(&req), e.to_string()),
        }
        Some(Ok(url))
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

impl JobContext {
    /// The job's name as reports show it.
    fn job_name(&self) -> &str {
        &self.req.kind
    }
}

fn pseudo_translation(s: &StoredString, lang: &LanguageInfo) -> Value {
    match s.entry.get("text") {
        Some(Value::Object(forms)) if s.has_plurals() => {
            let fallback = forms
                .get("other")
                .and_then(Value::as_str)
                .or_else(|| forms.values().find_map(Value::as_str))
                .unwrap_or_default();
            let text: Map<String, Value> = lang
                .plurals
                .iter()
                .map(|c| {
                    let src = forms.get(*c).and_then(Value::as_str).unwrap_or(fallback);
                    ((*c).to_owned(), Value::String(pseudo(src, lang.id)))
                })
                .collect();
            json!({"text": text, "status": "translated"})
        }
        Some(Value::String(t)) => json!({"text": pseudo(t, lang.id), "status": "translated"}),
        _ => json!({"text": "", "status": "untranslated"}),
    }
}

/// The string entry of a build-file request (the stored entry, its id, one language's translation).
fn build_entry(s: &StoredString, lang: &str) -> Value {
    let mut e = s.entry.clone();
    e.remove("previewId");
    e.insert("id".into(), json!(s.id));
    let mut tr = Map::new();
    if let Some(t) = s.translations.get(lang) {
        tr.insert(lang.to_owned(), t.clone());
    }
    e.insert("translations".into(), Value::Object(tr));
    Value::Object(e)
}

/// The string entry of a pre-export request: no previewId, id or customData; with uniqId.
fn pre_export_entry(s: &StoredString, uniq: &str, lang: &str) -> Value {
    let mut e = s.entry.clone();
    for k in ["previewId", "id", "customData"] {
        e.remove(k);
    }
    e.insert("uniqId".into(), json!(uniq));
    let mut tr = Map::new();
    if let Some(t) = s.translations.get(lang) {
        tr.insert(lang.to_owned(), t.clone());
    }
    e.insert("translations".into(), Value::Object(tr));
    Value::Object(e)
}

/// The one-line summary of a validated manifest's modules.
fn manifest_summary(m: &AppManifest) -> String {
    format!(
        "app `{}` ({}) at {}: {} file format module(s), {} pre-export, {} webhook, {} workflow step type, {} page module(s)",
        m.identifier,
        m.name,
        m.base_url,
        m.file_formats.len(),
        m.pre_exports.len(),
        m.webhooks.len(),
        m.workflow_steps.len(),
        m.pages.len()
    )
}

/// The custom-file-format module a file goes to: the one of type `forced_type`, else the first
/// whose signaturePatterns match the name and content; `None` once the miss is recorded.
fn select_module(
    app: &Installed,
    name: &str,
    content: &[u8],
    forced_type: Option<&str>,
    step: &mut StepReport,
) -> Option<FileFormatModule> {
    let formats = &app.manifest.file_formats;
    let module = match forced_type {
        Some(t) => formats.iter().find(|m| m.kind.as_deref() == Some(t)),
        None => formats.iter().find(|m| m.patterns.matches(name, content)),
    };
    if module.is_none() {
        step.error(
            "upload.module",
            Some(&RequestRef::new("parse-file", &app.manifest.base_url).file(name)),
            match forced_type {
                Some(t) => format!("no custom-file-format module has type `{t}`"),
                None => format!("no custom-file-format module's signaturePatterns match `{name}`"),
            },
        );
    }
    module.cloned()
}

/// The source and the one target language of an export job.
#[derive(Clone, Copy)]
struct JobLanguages {
    src: &'static LanguageInfo,
    target: &'static LanguageInfo,
}

/// Puts the translations of the pre-exported strings `got` (keyed by `uniqId`) into the build
/// `entries` (in the order of `uniq`).
fn merge_pre_exported(entries: &mut [Value], uniq: &[String], got: &[Value]) {
    let by_uniq: BTreeMap<&str, &Value> = got
        .iter()
        .filter_map(|e| e.get("uniqId").and_then(Value::as_str).map(|u| (u, e)))
        .collect();
    for (e, u) in entries.iter_mut().zip(uniq) {
        if let (Some(new), Some(o)) = (by_uniq.get(u.as_str()), e.as_object_mut()) {
            if let Some(t) = new.get("translations") {
                o.insert("translations".into(), t.clone());
            }
        }
    }
}

/// Whether a status record has `status` (the platform's case or not).
fn is_status(r: &StatusRecord, status: &str) -> bool {
    r.status.eq_ignore_ascii_case(status)
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
