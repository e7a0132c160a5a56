//! Uploading a source file: choosing the custom-file-format module that takes it, sending
//! parse-file, checking the strings (and preview) it returns, and keeping them as the platform's
//! strings of that file. Sending the job and reading its payloads live in `jobs.rs`.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use super::checks::{self, Body, Job, JobContext, Payload};
use super::install::Installed;
use super::manifest::FileFormatModule;
use super::report::{RequestRef, StepReport};
use super::{Delivery, Driver};

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

impl Driver {
    /// Sends file-pre-import for the uploaded file `name` before the platform parses it: the file
    /// the module answers (or `content` on 304) is what is imported; `None` when the module
    /// refused the file (recorded: the platform does not import it).
    async fn pre_import(
        &self,
        app: &super::install::Installed,
        pre: &super::manifest::PreExportModule,
        name: &str,
        content: Vec<u8>,
        delivery: Delivery,
        step: &mut StepReport,
    ) -> Option<Vec<u8>> {
        let src = self.source_language().ok()?;
        let url = app.manifest.url(&pre.url);
        let req = RequestRef::new(self.job_type(Job::PreImport), &url)
            .module(&pre.key)
            .file(name);
        let cx = Self::job_context(req, Job::PreImport, src, &[]);
        let file = self.file_object(0, name, &content, delivery);
        let body = json!({
            "jobType": self.job_type(Job::PreImport),
            "organization": self.opts.context.organization_object(),
            "project": self.opts.context.project_object(),
            "file": file,
            "sourceLanguage": src.job_object(),
            "targetLanguages": [],
        });
        match self.job(&pre.key, &pre.url, &body, &cx, step).await {
            Body::Data(data) => {
                let got = match checks::payload(&data, "content", "contentUrl", true, &cx, step) {
                    checks::Payload::Inline(v) => checks::base64_field(&v, "content", &cx, step),
                    checks::Payload::Url(u) => self.fetch(&u, "contentUrl", &cx, step).await,
                    checks::Payload::Missing => None,
                }?;
                step.note(format!(
                    "`{name}`: pre-import by `{}` rewrote it ({} → {} bytes)",
                    pre.key,
                    content.len(),
                    got.len()
                ));
                Some(got)
            }
            Body::NotModified => {
                step.note(format!("`{name}`: pre-import answered 304 (unchanged)"));
                Some(content)
            }
            Body::Error(_) | Body::Unusable => None,
        }
    }

    /// Sends file-post-import with the strings parse-file gave for `name` and the file object
    /// parse-file got (its content too, which a module reading the file's comments needs): the
    /// strings it answers (or `strings` on 304) are what the platform stores; `None` when the
    /// job failed.
    #[allow(clippy::too_many_arguments)]
    async fn post_import(
        &self,
        app: &super::install::Installed,
        post: &super::manifest::PreExportModule,
        name: &str,
        file: Value,
        strings: Vec<Value>,
        delivery: Delivery,
        step: &mut StepReport,
    ) -> Option<Vec<Value>> {
        let src = self.source_language().ok()?;
        let url = app.manifest.url(&post.url);
        let req = RequestRef::new(self.job_type(Job::PostImport), &url)
            .module(&post.key)
            .file(name);
        let cx = Self::job_context(req, Job::PostImport, src, &[]);
        let mut body = json!({
            "jobType": self.job_type(Job::PostImport),
            "organization": self.opts.context.organization_object(),
            "project": self.opts.context.project_object(),
            "file": file,
            "sourceLanguage": src.job_object(),
            "targetLanguages": [],
        });
        self.put_strings(&mut body, &strings, delivery, step);
        match self.job(&post.key, &post.url, &body, &cx, step).await {
            Body::Data(data) => {
                let got = self.strings_of(&data, &cx, step).await?;
                step.note(format!(
                    "`{name}`: post-import by `{}` returned {} of {} strings",
                    post.key,
                    got.len(),
                    strings.len()
                ));
                Some(got)
            }
            Body::NotModified => {
                step.note(format!("`{name}`: post-import answered 304 (unchanged)"));
                Some(strings)
            }
            Body::Error(_) | Body::Unusable => None,
        }
    }

    /// Uploads a source file: file-pre-import first when a pre-import module's pattern matches
    /// (its answer is the file imported), then picks the module (by `forced_type`, else by
    /// signaturePatterns on the name and first 64 KB), sends parse-file, checks and stores the
    /// strings.
    pub async fn upload(
        &mut self,
        name: &str,
        content: Vec<u8>,
        forced_type: Option<&str>,
        delivery: Option<Delivery>,
        step: &mut StepReport,
    ) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "upload before install");
            return;
        };
        let delivery_in = delivery.unwrap_or(self.opts.delivery);
        let content = match app
            .manifest
            .pre_imports
            .iter()
            .find(|m| m.patterns.matches(name, &content))
        {
            Some(pre) => match self
                .pre_import(&app, pre, name, content, delivery_in, step)
                .await
            {
                Some(c) => c,
                None => return,
            },
            None => content,
        };
        let app = &app;
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
            "file": file.clone(),
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
        let strings = match app
            .manifest
            .post_imports
            .iter()
            .find(|m| m.patterns.matches(name, &content))
        {
            Some(post) => {
                let delivery = delivery.unwrap_or(self.opts.delivery);
                match self
                    .post_import(app, post, name, file, strings, delivery, step)
                    .await
                {
                    Some(s) => s,
                    None => return,
                }
            }
            None => strings,
        };
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
}

/// The custom-file-format module a file goes to: the one of type `forced_type`, else the first
/// whose signaturePatterns match the name and content; `None` once the miss is recorded.
pub(super) fn select_module(
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
