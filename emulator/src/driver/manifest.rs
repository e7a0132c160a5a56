//! Validation of an app's manifest against the spec's module tables. Every violation is reported
//! (missing required fields, wrong types, absolute module URLs, bad regular expressions, a
//! workflow step type without a webhook subscribed to the recalculation event, duplicate keys);
//! what could be understood is kept, so the scenario can still go on where it makes sense.

use std::collections::BTreeSet;

use regex::Regex;
use serde_json::{Map, Value};

use super::report::{RequestRef, StepReport};

/// The event a workflow-step-type app must subscribe a webhook module to.
pub const RECALCULATION_EVENT: &str = "string.status_on_step.recalculation_triggered";

/// Port names the spec lists for workflow steps.
pub const PORTS: &[&str] = &[
    "untranslated",
    "translated",
    "approved",
    "all",
    "false",
    "true",
    "skipped",
    "initial",
];

/// Module types the driver checks: the spec's, and the official framework's file-post-export,
/// file-pre-import and file-post-import (SDK `manifest.js`: `key`, `url`, `signaturePatterns`)
/// and external-qa-check (`key`, `runQaCheckUrl`, `getBatchSizeUrl`).
pub const SPEC_MODULE_TYPES: &[&str] = &[
    "custom-file-format",
    "file-pre-export",
    "file-post-export",
    "file-pre-import",
    "file-post-import",
    "file-translations-alignment",
    "external-qa-check",
    "workflow-step-type",
    "webhook",
    "project-menu",
];

/// An external-qa-check module (the official framework's): where the platform sends batches of
/// translations, and where it asks how many a batch may hold.
#[derive(Debug, Clone)]
pub struct QaCheckModule {
    /// Module key.
    pub key: String,
    /// `runQaCheckUrl` (relative).
    pub run_url: String,
    /// `getBatchSizeUrl` (relative), when declared.
    pub batch_size_url: Option<String>,
}

/// `signaturePatterns`, compiled. A pattern that could not be compiled never matches.
#[derive(Debug, Clone, Default)]
pub struct Patterns {
    /// `fileName`.
    pub file_name: Option<Regex>,
    /// `fileContent`, matched against the first 64 KB.
    pub file_content: Option<Regex>,
    /// Whether the manifest declared any pattern at all.
    pub declared: bool,
}

impl Patterns {
    /// True when the module declares patterns and every declared one matches.
    pub fn matches(&self, file_name: &str, content: &[u8]) -> bool {
        if !self.declared || (self.file_name.is_none() && self.file_content.is_none()) {
            return false;
        }
        let head = &content[..content.len().min(64 * 1024)];
        let head = String::from_utf8_lossy(head);
        self.file_name
            .as_ref()
            .is_none_or(|r| r.is_match(file_name))
            && self.file_content.as_ref().is_none_or(|r| r.is_match(&head))
    }
}

/// A custom-file-format module.
#[derive(Debug, Clone)]
pub struct FileFormatModule {
    /// Module key.
    pub key: String,
    /// Custom format type.
    pub kind: Option<String>,
    /// Relative URL.
    pub url: String,
    /// Several languages per request.
    pub multilingual: bool,
    /// `stringsExport`: a bundle generator (build-file from strings alone, no `file`).
    pub strings_export: bool,
    /// `multilingualExport`: one bundle covers several languages.
    pub multilingual_export: bool,
    /// `extensions` of the bundle's files.
    pub extensions: Vec<String>,
    /// Detection patterns.
    pub patterns: Patterns,
}

/// A file-pre-export module.
#[derive(Debug, Clone)]
pub struct PreExportModule {
    /// Module key.
    pub key: String,
    /// Relative URL.
    pub url: String,
    /// Selection patterns.
    pub patterns: Patterns,
}

/// A webhook module.
#[derive(Debug, Clone)]
pub struct WebhookModule {
    /// Module key.
    pub key: String,
    /// Relative URL.
    pub url: String,
    /// Events it listens to.
    pub events: Vec<String>,
}

/// A workflow-step-type module.
#[derive(Debug, Clone)]
pub struct WorkflowStepModule {
    /// Module key.
    pub key: String,
    /// Display name.
    pub name: String,
    /// Input ports.
    pub input_ports: Vec<String>,
    /// Output ports (`boundaries.outputs[].port`).
    pub output_ports: Vec<String>,
    /// Settings iframe URL.
    pub url: Option<String>,
    /// `updateSettingsUrl`: receives the step's settings when the user saves them.
    pub update_settings_url: Option<String>,
    /// `deleteSettingsUrl`: called when the step is deleted.
    pub delete_settings_url: Option<String>,
}

/// A module that shows a page in an iframe (project-menu, workflow step settings, and the
/// framework's other UI modules).
#[derive(Debug, Clone)]
pub struct PageModule {
    /// Module type.
    pub module_type: String,
    /// Module key.
    pub key: String,
    /// Display name (empty when the manifest gives none).
    pub name: String,
    /// Relative URL of the page.
    pub url: String,
}

/// What the driver understood of a manifest.
#[derive(Debug, Clone, Default)]
pub struct AppManifest {
    /// App identifier.
    pub identifier: String,
    /// Display name.
    pub name: String,
    /// Root address of the app, without a trailing slash.
    pub base_url: String,
    /// `authentication.type`.
    pub auth_type: Option<String>,
    /// `authentication.clientId`.
    pub client_id: Option<String>,
    /// The `agent` block (`crowdin_agent` apps).
    pub agent: Option<super::hook::AgentInfo>,
    /// `events.installed`.
    pub installed_url: Option<String>,
    /// `events.uninstall`.
    pub uninstall_url: Option<String>,
    /// custom-file-format modules.
    pub file_formats: Vec<FileFormatModule>,
    /// file-pre-export modules.
    pub pre_exports: Vec<PreExportModule>,
    /// file-post-export modules (same shape as file-pre-export).
    pub post_exports: Vec<PreExportModule>,
    /// file-pre-import modules (same shape as file-pre-export).
    pub pre_imports: Vec<PreExportModule>,
    /// file-post-import modules (same shape as file-pre-export).
    pub post_imports: Vec<PreExportModule>,
    /// external-qa-check modules.
    pub qa_checks: Vec<QaCheckModule>,
    /// file-translations-alignment modules (same shape as file-pre-export).
    pub alignments: Vec<PreExportModule>,
    /// webhook modules.
    pub webhooks: Vec<WebhookModule>,
    /// workflow-step-type modules.
    pub workflow_steps: Vec<WorkflowStepModule>,
    /// Modules with an iframe page.
    pub pages: Vec<PageModule>,
}

impl AppManifest {
    /// The absolute URL of a module's relative `url`.
    pub fn url(&self, relative: &str) -> String {
        format!("{}{relative}", self.base_url)
    }

    /// Webhook modules listening to `event`.
    pub fn webhooks_for<'a>(&'a self, event: &'a str) -> impl Iterator<Item = &'a WebhookModule> {
        self.webhooks
            .iter()
            .filter(move |w| w.events.iter().any(|e| e == event))
    }

    /// The module type of the module with this key, if any.
    pub fn module_type(&self, key: &str) -> Option<&'static str> {
        if self.file_formats.iter().any(|m| m.key == key) {
            Some("custom-file-format")
        } else if self.pre_exports.iter().any(|m| m.key == key) {
            Some("file-pre-export")
        } else if self.post_exports.iter().any(|m| m.key == key) {
            Some("file-post-export")
        } else if self.pre_imports.iter().any(|m| m.key == key) {
            Some("file-pre-import")
        } else if self.post_imports.iter().any(|m| m.key == key) {
            Some("file-post-import")
        } else if self.alignments.iter().any(|m| m.key == key) {
            Some("file-translations-alignment")
        } else if self.qa_checks.iter().any(|m| m.key == key) {
            Some("external-qa-check")
        } else if self.workflow_steps.iter().any(|m| m.key == key) {
            Some("workflow-step-type")
        } else if self.webhooks.iter().any(|m| m.key == key) {
            Some("webhook")
        } else if self.pages.iter().any(|m| m.key == key) {
            Some("project-menu")
        } else {
            None
        }
    }
}

/// Field access that reports every problem as a violation of `manifest.*` rules.
struct Fields<'a, 'r> {
    obj: &'a Map<String, Value>,
    path: String,
    step: &'r mut StepReport,
    req: &'r RequestRef,
}

impl<'a> Fields<'a, '_> {
    fn get(&mut self, name: &str, required: bool) -> Option<&'a Value> {
        match self.obj.get(name) {
            Some(Value::Null) | None => {
                if required {
                    let path = format!("{}.{name}", self.path);
                    self.step.error(
                        "manifest.required",
                        Some(self.req),
                        format!("`{path}` is required and missing"),
                    );
                } else {
                    self.step.pass("manifest.required");
                }
                None
            }
            Some(v) => {
                if required {
                    self.step.pass("manifest.required");
                }
                Some(v)
            }
        }
    }

    fn type_error(&mut self, name: &str, want: &str, got: &Value) {
        let path = format!("{}.{name}", self.path);
        self.step.error(
            "manifest.types",
            Some(self.req),
            format!("`{path}` must be {want}, found {}", kind_of(got)),
        );
    }

    fn string(&mut self, name: &str, required: bool) -> Option<&'a str> {
        let v = self.get(name, required)?;
        match v.as_str() {
            Some(s) => {
                self.step.pass("manifest.types");
                if required && s.trim().is_empty() {
                    let path = format!("{}.{name}", self.path);
                    self.step.error(
                        "manifest.required",
                        Some(self.req),
                        format!("`{path}` is empty"),
                    );
                }
                Some(s)
            }
            None => {
                self.type_error(name, "a string", v);
                None
            }
        }
    }

    fn boolean(&mut self, name: &str) -> Option<bool> {
        let v = self.get(name, false)?;
        match v.as_bool() {
            Some(b) => {
                self.step.pass("manifest.types");
                Some(b)
            }
            None => {
                self.type_error(name, "a boolean", v);
                None
            }
        }
    }

    fn strings(&mut self, name: &str, required: bool) -> Option<Vec<String>> {
        let v = self.get(name, required)?;
        let Some(items) = v.as_array() else {
            self.type_error(name, "an array of strings", v);
            return None;
        };
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            match item.as_str() {
                Some(s) => out.push(s.to_owned()),
                None => {
                    self.type_error(&format!("{name}[{i}]"), "a string", item);
                }
            }
        }
        self.step.pass("manifest.types");
        Some(out)
    }

    fn object(&mut self, name: &str, required: bool) -> Option<&'a Map<String, Value>> {
        let v = self.get(name, required)?;
        match v.as_object() {
            Some(o) => {
                self.step.pass("manifest.types");
                Some(o)
            }
            None => {
                self.type_error(name, "an object", v);
                None
            }
        }
    }

    /// A relative URL (`/path`), as every module URL must be.
    fn relative_url(&mut self, name: &str, required: bool) -> Option<&'a str> {
        let s = self.string(name, required)?;
        let path = format!("{}.{name}", self.path);
        let ok = is_relative(s);
        self.step
            .expect("manifest.relative-urls", ok, Some(self.req), || {
                format!("`{path}` must be a relative URL starting with `/`, found `{s}`")
            });
        ok.then_some(s)
    }

    fn nested<'b>(&'b mut self, obj: &'a Map<String, Value>, name: &str) -> Fields<'a, 'b> {
        Fields {
            obj,
            path: format!("{}.{name}", self.path),
            step: self.step,
            req: self.req,
        }
    }
}

fn is_relative(s: &str) -> bool {
    s.starts_with('/') && !s.starts_with("//") && !s.contains("://")
}

fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Compiles a `signaturePatterns` regular expression. JavaScript-only syntax (look-around,
/// back-references) is valid for the platform but cannot be evaluated here: a warning, and the
/// pattern never matches.
fn compile(pattern: &str, path: &str, step: &mut StepReport, req: &RequestRef) -> Option<Regex> {
    match Regex::new(pattern) {
        Ok(r) => {
            step.pass("manifest.regex");
            Some(r)
        }
        Err(e) => {
            let msg = e.to_string();
            if msg.contains("look-around") || msg.contains("backreference") {
                step.warn(
                    "manifest.regex",
                    Some(req),
                    format!("`{path}` = `{pattern}` uses JavaScript-only syntax the driver cannot evaluate; it never matches here"),
                );
            } else {
                step.error(
                    "manifest.regex",
                    Some(req),
                    format!(
                        "`{path}` = `{pattern}` is not a valid regular expression: {}",
                        msg.lines().last().unwrap_or(&msg)
                    ),
                );
            }
            None
        }
    }
}

fn patterns(f: &mut Fields<'_, '_>) -> Patterns {
    let Some(obj) = f.object("signaturePatterns", false) else {
        return Patterns::default();
    };
    let mut p = f.nested(obj, "signaturePatterns");
    let mut out = Patterns {
        declared: true,
        ..Patterns::default()
    };
    if let Some(s) = p.string("fileName", false) {
        let path = format!("{}.fileName", p.path);
        out.file_name = compile(s, &path, p.step, p.req);
    }
    if let Some(s) = p.string("fileContent", false) {
        let path = format!("{}.fileContent", p.path);
        out.file_content = compile(s, &path, p.step, p.req);
    }
    if obj.get("fileName").is_none() && obj.get("fileContent").is_none() {
        let path = p.path.clone();
        p.step.warn(
            "manifest.regex",
            Some(p.req),
            format!("`{path}` declares neither fileName nor fileContent"),
        );
    }
    out
}

/// Validates `raw` (the parsed manifest), recording every violation in `step`.
pub fn validate(raw: &Value, step: &mut StepReport, req: &RequestRef) -> AppManifest {
    let mut out = AppManifest::default();
    let Some(root) = raw.as_object() else {
        step.error(
            "manifest.types",
            Some(req),
            format!("the manifest must be a JSON object, found {}", kind_of(raw)),
        );
        return out;
    };
    let mut f = Fields {
        obj: root,
        path: "manifest".into(),
        step,
        req,
    };
    identity(&mut f, &mut out);
    authentication(&mut f, &mut out);
    events(&mut f, &mut out);
    let Some(modules) = f.object("modules", true) else {
        return out;
    };
    all_modules(&mut f, modules, &mut out);
    across_modules(&mut f, &out);
    out
}

/// `identifier`, `name`, an absolute http(s) `baseUrl`, a relative `logo`, `scopes`.
fn identity(f: &mut Fields, out: &mut AppManifest) {
    out.identifier = f.string("identifier", true).unwrap_or_default().to_owned();
    out.name = f.string("name", true).unwrap_or_default().to_owned();
    if let Some(base) = f.string("baseUrl", true) {
        let ok = url::Url::parse(base)
            .map(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some())
            .unwrap_or(false);
        f.step.expect("manifest.base-url", ok, Some(f.req), || {
            format!("`manifest.baseUrl` must be an absolute http(s) URL, found `{base}`")
        });
        out.base_url = base.trim_end_matches('/').to_owned();
    }
    f.relative_url("logo", false);
    f.strings("scopes", false);
}

/// `authentication.type` and `clientId` (with the `agent` block a `crowdin_agent` app needs).
fn authentication(f: &mut Fields, out: &mut AppManifest) {
    let root = f.obj;
    let req = f.req;
    if let Some(auth) = f.object("authentication", true) {
        let mut a = f.nested(auth, "authentication");
        let kind = a.string("type", true).map(str::to_owned);
        let client_id = a.string("clientId", false).map(str::to_owned);
        match kind.as_deref() {
            Some("none") => a.step.pass("manifest.values"),
            Some("platform_app") | Some("crowdin_app") => {
                a.step.pass("manifest.values");
                a.step.expect("manifest.required", client_id.is_some(), Some(req), || {
                    "`manifest.authentication.clientId` is required with authentication type platform_app".into()
                });
            }
            Some("crowdin_agent") => {
                a.step.pass("manifest.values");
                let has_agent = root
                    .get("agent")
                    .and_then(|v| v.get("username"))
                    .and_then(Value::as_str)
                    .is_some();
                a.step
                    .expect("manifest.required", has_agent, Some(req), || {
                        "authentication type crowdin_agent needs an `agent` block with `username`"
                            .into()
                    });
            }
            Some("crowdin_app_with_code") | Some("authorization_code") => {
                a.step.pass("manifest.values")
            }
            Some(other) => a.step.error(
                "manifest.values",
                Some(req),
                format!(
                    "`manifest.authentication.type` is `{other}`; expected none or platform_app"
                ),
            ),
            None => {}
        }
        out.auth_type = kind;
        out.client_id = client_id;
    }
    out.agent = root.get("agent").and_then(|a| {
        Some(super::hook::AgentInfo {
            username: a.get("username")?.as_str()?.to_owned(),
            name: a.get("name").and_then(Value::as_str).map(str::to_owned),
        })
    });
}

/// The relative URLs of `events.installed` and `events.uninstall`.
fn events(f: &mut Fields, out: &mut AppManifest) {
    if let Some(events) = f.object("events", false) {
        let mut e = f.nested(events, "events");
        out.installed_url = e.relative_url("installed", false).map(str::to_owned);
        out.uninstall_url = e.relative_url("uninstall", false).map(str::to_owned);
    }
}

/// Every definition of every module type: its shape, a key unique across modules, then what
/// its type requires.
fn all_modules(f: &mut Fields, modules: &Map<String, Value>, out: &mut AppManifest) {
    let req = f.req;
    let mut keys = BTreeSet::new();
    for (module_type, defs) in modules {
        let Some(defs) = defs.as_array() else {
            f.type_error(
                &format!("modules.{module_type}"),
                "an array of module definitions",
                defs,
            );
            continue;
        };
        let spec_type = SPEC_MODULE_TYPES.contains(&module_type.as_str());
        if !spec_type {
            f.step.note(format!(
                "module type `{module_type}` is not in the spec's tables; its {} definition(s) are not checked",
                defs.len()
            ));
        }
        for (i, def) in defs.iter().enumerate() {
            let path = format!("manifest.modules.{module_type}[{i}]");
            let Some(obj) = def.as_object() else {
                f.step.error(
                    "manifest.types",
                    Some(req),
                    format!("`{path}` must be an object, found {}", kind_of(def)),
                );
                continue;
            };
            let mut m = Fields {
                obj,
                path,
                step: &mut *f.step,
                req,
            };
            let key = if spec_type {
                m.string("key", true)
            } else {
                obj.get("key").and_then(Value::as_str)
            }
            .unwrap_or_default()
            .to_owned();
            if !key.is_empty() {
                let fresh = keys.insert(key.clone());
                m.step.expect("manifest.unique-keys", fresh, Some(req), || {
                    format!("module key `{key}` is used by more than one module")
                });
            }
            match module_type.as_str() {
                "custom-file-format" => custom_file_format(&mut m, key, out),
                "file-pre-export" => file_pre_export(&mut m, key, out),
                "file-post-export"
                | "file-pre-import"
                | "file-post-import"
                | "file-translations-alignment" => {
                    let url = m.relative_url("url", true).map(str::to_owned);
                    let patterns = patterns(&mut m);
                    if let Some(url) = url {
                        let list = match module_type.as_str() {
                            "file-pre-import" => &mut out.pre_imports,
                            "file-post-import" => &mut out.post_imports,
                            "file-translations-alignment" => &mut out.alignments,
                            _ => &mut out.post_exports,
                        };
                        list.push(PreExportModule { key, url, patterns });
                    }
                }
                "external-qa-check" => {
                    let run_url = m.relative_url("runQaCheckUrl", true).map(str::to_owned);
                    let batch_size_url =
                        m.relative_url("getBatchSizeUrl", false).map(str::to_owned);
                    m.string("name", false);
                    m.string("description", false);
                    if let Some(run_url) = run_url {
                        out.qa_checks.push(QaCheckModule {
                            key,
                            run_url,
                            batch_size_url,
                        });
                    }
                }
                "webhook" => webhook(&mut m, key, out),
                "workflow-step-type" => workflow_step_type(&mut m, module_type, key, out),
                "project-menu" => project_menu(&mut m, module_type, key, out),
                _ => framework_ui_module(&m, module_type, key, out),
            }
        }
    }
}

/// A custom-file-format module: `type`, a relative `url`, its flags and `signaturePatterns`.
fn custom_file_format(m: &mut Fields, key: String, out: &mut AppManifest) {
    let kind = m.string("type", true).map(str::to_owned);
    let url = m.relative_url("url", true).map(str::to_owned);
    let multilingual = m.boolean("multilingual").unwrap_or(false);
    let strings_export = m.boolean("stringsExport").unwrap_or(false);
    let multilingual_export = m.boolean("multilingualExport").unwrap_or(false);
    m.boolean("customSrxSupported");
    let extensions = m.strings("extensions", false).unwrap_or_default();
    if strings_export {
        let (req, path) = (m.req, m.path.clone());
        m.step.expect("manifest.values", !extensions.is_empty(), Some(req), || {
            format!("`{path}` is a bundle generator (stringsExport) but lists no `extensions` for its files")
        });
    }
    let patterns = patterns(m);
    if let Some(url) = url {
        out.file_formats.push(FileFormatModule {
            key,
            kind,
            url,
            multilingual,
            strings_export,
            multilingual_export,
            extensions,
            patterns,
        });
    }
}

/// A file-pre-export module: a relative `url` and `signaturePatterns`.
fn file_pre_export(m: &mut Fields, key: String, out: &mut AppManifest) {
    let url = m.relative_url("url", true).map(str::to_owned);
    let patterns = patterns(m);
    if let Some(url) = url {
        out.pre_exports.push(PreExportModule { key, url, patterns });
    }
}

/// A webhook module: a relative `url` and a non-empty `events` list.
fn webhook(m: &mut Fields, key: String, out: &mut AppManifest) {
    let req = m.req;
    let url = m.relative_url("url", true).map(str::to_owned);
    let events = m.strings("events", true).unwrap_or_default();
    if m.obj.get("events").is_some_and(Value::is_array) {
        let path = m.path.clone();
        m.step
            .expect("manifest.values", !events.is_empty(), Some(req), || {
                format!("`{path}.events` lists no event")
            });
    }
    m.strings("environments", false);
    if let Some(url) = url {
        out.webhooks.push(WebhookModule { key, url, events });
    }
}

/// A workflow-step-type module: name, logo, description, settings URLs and its `boundaries`.
fn workflow_step_type(m: &mut Fields, module_type: &str, key: String, out: &mut AppManifest) {
    let name = m.string("name", true).unwrap_or_default().to_owned();
    m.relative_url("logo", true);
    m.string("description", true);
    m.string("editorMode", false);
    let update_settings_url = m
        .relative_url("updateSettingsUrl", false)
        .map(str::to_owned);
    let delete_settings_url = m
        .relative_url("deleteSettingsUrl", false)
        .map(str::to_owned);
    let url = m.relative_url("url", false).map(str::to_owned);
    m.strings("environments", false);
    let (input_ports, output_ports) = match m.object("boundaries", true) {
        Some(b) => boundaries(&mut m.nested(b, "boundaries")),
        None => (Vec::new(), Vec::new()),
    };
    if let Some(u) = &url {
        out.pages.push(PageModule {
            module_type: module_type.to_owned(),
            key: key.clone(),
            name: name.clone(),
            url: u.clone(),
        });
    }
    out.workflow_steps.push(WorkflowStepModule {
        key,
        name,
        input_ports,
        output_ports,
        url,
        update_settings_url,
        delete_settings_url,
    });
}

/// A step's `boundaries`: the input's title and ports, each output's title and port, and every
/// port one the spec names. Returns the input and the output ports.
fn boundaries(bf: &mut Fields) -> (Vec<String>, Vec<String>) {
    let req = bf.req;
    let mut input_ports = Vec::new();
    let mut output_ports = Vec::new();
    if let Some(input) = bf.object("input", true) {
        let mut inf = bf.nested(input, "input");
        inf.string("title", true);
        input_ports = inf.strings("ports", true).unwrap_or_default();
    }
    match bf.get("outputs", true) {
        Some(Value::Array(outs)) => {
            bf.step.pass("manifest.types");
            for (j, o) in outs.iter().enumerate() {
                let Some(oo) = o.as_object() else {
                    bf.type_error(&format!("outputs[{j}]"), "an object", o);
                    continue;
                };
                let mut of = bf.nested(oo, &format!("outputs[{j}]"));
                of.string("title", true);
                if let Some(p) = of.string("port", true) {
                    output_ports.push(p.to_owned());
                }
            }
        }
        Some(other) => bf.type_error("outputs", "an array", other),
        None => {}
    }
    let path = bf.path.clone();
    for p in input_ports.iter().chain(output_ports.iter()) {
        bf.step.expect(
            "manifest.values",
            PORTS.contains(&p.as_str()),
            Some(req),
            || {
                format!(
                    "`{path}` names port `{p}`; the spec's ports are {}",
                    PORTS.join(", ")
                )
            },
        );
    }
    (input_ports, output_ports)
}

/// A project-menu module: `name` and a relative `url` (a page).
fn project_menu(m: &mut Fields, module_type: &str, key: String, out: &mut AppManifest) {
    let name = m.string("name", true).unwrap_or_default().to_owned();
    if let Some(url) = m.relative_url("url", true) {
        out.pages.push(PageModule {
            module_type: module_type.to_owned(),
            key,
            name,
            url: url.to_owned(),
        });
    }
}

/// A framework UI module outside the spec's tables (organization-menu, editor-right-panel, …):
/// not checked, but usable for page tokens when it has a key and a relative url.
fn framework_ui_module(m: &Fields, module_type: &str, key: String, out: &mut AppManifest) {
    if let Some(url) = m.obj.get("url").and_then(Value::as_str) {
        if is_relative(url) && !key.is_empty() {
            out.pages.push(PageModule {
                module_type: module_type.to_owned(),
                key,
                name: m
                    .obj
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
                url: url.to_owned(),
            });
        }
    }
}

/// What holds across modules: a workflow step type needs a webhook subscribed to the
/// recalculation event; an authenticating app needs `events.installed`.
fn across_modules(f: &mut Fields, out: &AppManifest) {
    if !out.workflow_steps.is_empty() {
        let subscribed = out.webhooks_for(RECALCULATION_EVENT).next().is_some();
        f.step.expect("manifest.workflow-webhook", subscribed, Some(f.req), || {
            format!("the app has a workflow-step-type module but no webhook module subscribed to `{RECALCULATION_EVENT}`: the platform would never deliver strings to the step")
        });
    }
    if out.auth_type.as_deref().is_some_and(|t| t != "none") && out.installed_url.is_none() {
        f.step.warn(
            "manifest.events",
            Some(f.req),
            "the app authenticates with the platform but declares no `events.installed`: it never receives its credentials",
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn check(v: Value) -> (AppManifest, StepReport) {
        let mut step = StepReport::new("install");
        let req = RequestRef::new("GET manifest", "http://x/manifest.json");
        let m = validate(&v, &mut step, &req);
        (m, step)
    }

    #[test]
    fn a_good_manifest_has_no_violation() {
        let (m, step) = check(json!({
            "identifier": "a", "name": "A", "baseUrl": "http://127.0.0.1:1", "logo": "/logo.png",
            "authentication": {"type": "platform_app", "clientId": "c"}, "scopes": ["project"],
            "events": {"installed": "/installed", "uninstall": "/uninstall"},
            "modules": {"custom-file-format": [{"key": "f", "type": "t", "url": "/p",
                "signaturePatterns": {"fileName": "\\.json$", "fileContent": "^\\uFEFF?\\s*\\{"}}]}
        }));
        assert!(step.violations.is_empty(), "{:?}", step.violations);
        assert!(m.file_formats[0].patterns.matches("a.json", b"{}"));
        assert!(!m.file_formats[0].patterns.matches("a.json", b"x"));
    }

    #[test]
    fn every_violation_is_reported() {
        let (_, step) = check(json!({
            "name": 3, "baseUrl": "relative", "authentication": {"type": "platform_app"},
            "modules": {
                "custom-file-format": [{"key": "f", "url": "https://evil/p", "multilingual": "yes",
                    "signaturePatterns": {"fileName": "(unclosed"}}],
                "workflow-step-type": [{"key": "f", "name": "S", "logo": "/l", "description": "d",
                    "boundaries": {"input": {"title": "i", "ports": ["translated", "bogus"]},
                                   "outputs": [{"title": "o", "port": "translated"}]}}],
                "webhook": [{"key": "w", "url": "/w", "events": ["project.translated"]}]
            }
        }));
        let rules: BTreeSet<&str> = step.violations.iter().map(|v| v.rule.as_str()).collect();
        for r in [
            "manifest.required",
            "manifest.types",
            "manifest.base-url",
            "manifest.relative-urls",
            "manifest.regex",
            "manifest.unique-keys",
            "manifest.values",
            "manifest.workflow-webhook",
        ] {
            assert!(rules.contains(r), "missing {r}: {:?}", step.violations);
        }
    }
}
