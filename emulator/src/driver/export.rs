//! Exporting: for every uploaded file (or one), file-pre-export when a pre-export module matches
//! (its translations merged into the build strings), then build-file, then file-post-export when
//! a post-export module matches (its rewrite, or the built file on 304, is the download), and the
//! file written to `{out}/{lang}/{name}`. Sending the jobs and reading their payloads live in `jobs.rs`.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use super::checks::{self, Body, Job, Payload};
use super::install::Installed;
use super::jobs::JobLanguages;
use super::manifest::{FileFormatModule, PreExportModule};
use super::report::{RequestRef, StepReport};
use super::{Delivery, Driver, StoredString, Upload};
use crate::platform::languages::{self, LanguageInfo};

impl Driver {
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
            let Some(mut bytes) = built else { continue };
            if let Some(post) = app
                .manifest
                .post_exports
                .iter()
                .find(|m| m.patterns.matches(&up.name, &bytes))
            {
                match self
                    .post_export(&app, post, &up.name, &bytes, languages, delivery, step)
                    .await
                {
                    Some(Some(rewritten)) => bytes = rewritten,
                    Some(None) => {}
                    None => continue,
                }
            }
            self.write_export(target, &up.name, &bytes, step);
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

    /// Sends file-post-export for the built file `name` (`bytes`): `Some(Some(file))` when the
    /// module rewrote it, `Some(None)` when it answered 304 (the download is the built file),
    /// `None` when the job failed (recorded: the platform offers no download then).
    #[allow(clippy::too_many_arguments)]
    async fn post_export(
        &self,
        app: &Installed,
        post: &PreExportModule,
        name: &str,
        bytes: &[u8],
        languages: JobLanguages,
        delivery: Delivery,
        step: &mut StepReport,
    ) -> Option<Option<Vec<u8>>> {
        let JobLanguages { src, target } = languages;
        let url = app.manifest.url(&post.url);
        let req = RequestRef::new(self.job_type(Job::PostExport), &url)
            .module(&post.key)
            .file(name)
            .language(target.id);
        let cx = Self::job_context(req, Job::PostExport, src, &[target]);
        let file = self.file_object(0, name, bytes, delivery);
        let body = self.job_body(Job::PostExport, file, languages);
        match self.job(&post.key, &post.url, &body, &cx, step).await {
            Body::Data(data) => {
                let got = match checks::payload(&data, "content", "contentUrl", true, &cx, step) {
                    Payload::Inline(v) => checks::base64_field(&v, "content", &cx, step),
                    Payload::Url(u) => self.fetch(&u, "contentUrl", &cx, step).await,
                    Payload::Missing => None,
                }?;
                step.note(format!(
                    "`{name}`: post-export by `{}` rewrote it ({} → {} bytes)",
                    post.key,
                    bytes.len(),
                    got.len()
                ));
                Some(Some(got))
            }
            Body::NotModified => {
                step.note(format!("`{name}`: post-export answered 304 (unchanged)"));
                Some(None)
            }
            Body::Error(_) | Body::Unusable => None,
        }
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
