//! Translations alignment: the platform's side of a `file-translations-alignment` module (the
//! official framework's module type; locforge's docs/PROTOCOL.md §23). A user brings a file
//! already translated (a legacy translation) for the uploaded source strings; the platform reads
//! it with the format module that reads its name, then sends the module whose `fileName` pattern
//! matches the file, the project's source strings and the strings it read, and imports the pairs
//! the module answers as translations. The emulated platform gives each string its identifier as
//! `context` (the real one puts the key there for key-value formats) and the file's strings no
//! id. The answer's shape is checked: `translations` (or an NDJSON `translationsUrl`) of
//! `{sourceStringId, text}`, each id one of the source strings' and at most once.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::{json, Value};

use super::checks::{self, Body, Job, Payload};
use super::report::{RequestRef, StepReport};
use super::{upload, Driver};

impl Driver {
    /// Aligns the translated file `name` (`content`, translations into `lang`) with the strings
    /// of the uploaded file `of` (every upload's when `None`) through the matching alignment
    /// module, and stores the pairs it answers as those strings' translations into `lang`.
    pub async fn align(
        &mut self,
        name: &str,
        content: Vec<u8>,
        of: Option<&str>,
        lang: Option<&str>,
        step: &mut StepReport,
    ) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "align before install");
            return;
        };
        let Some(target) = self.target_language(lang, step) else {
            return;
        };
        let Ok(src) = self.source_language() else {
            step.error(
                "scenario.config",
                None,
                "the context's source language is unknown",
            );
            return;
        };
        let Some(module) = app
            .manifest
            .alignments
            .iter()
            .find(|m| m.patterns.matches(name, &content))
            .cloned()
        else {
            step.error(
                "scenario.order",
                None,
                format!(
                    "no file-translations-alignment module's fileName pattern matches `{name}`"
                ),
            );
            return;
        };
        // The platform reads the translated file with the format module that reads it.
        let Some(format) = upload::select_module(&app, name, &content, None, step) else {
            return;
        };
        let delivery = self.opts.delivery;
        let file_id = self.next_file_id;
        self.next_file_id += 1;
        let file = self.file_object(file_id, name, &content, delivery);
        let parse_url = app.manifest.url(&format.url);
        let req = RequestRef::new(self.job_type(Job::Parse), &parse_url)
            .module(&format.key)
            .file(name)
            .language(target.id);
        let cx = Self::job_context(req, Job::Parse, src, &[target]);
        let body = json!({
            "jobType": self.job_type(Job::Parse),
            "organization": self.opts.context.organization_object(),
            "project": self.opts.context.project_object(),
            "file": file,
            "sourceLanguage": src.job_object(),
            "targetLanguages": [target.job_object()],
        });
        let Body::Data(data) = self.job(&format.key, &format.url, &body, &cx, step).await else {
            return;
        };
        let Some(read) = self.strings_of(&data, &cx, step).await else {
            return;
        };
        let translated: Vec<Value> = read
            .iter()
            .map(|s| {
                let text = s
                    .pointer(&format!("/translations/{}/text", target.id))
                    .unwrap_or(&s["text"]);
                json!({"id": null, "text": text, "context": s["identifier"]})
            })
            .collect();
        let source: Vec<Value> = self
            .uploads
            .iter()
            .filter(|u| of.is_none_or(|n| n == u.name))
            .flat_map(|u| u.strings.iter())
            .map(|s| json!({"id": s.id, "text": s.entry.get("text"), "context": s.identifier()}))
            .collect();
        if source.is_empty() {
            step.error(
                "scenario.order",
                None,
                match of {
                    Some(n) => format!("align: no uploaded strings of `{n}`"),
                    None => "align with no uploaded strings".to_owned(),
                },
            );
            return;
        }
        let url = app.manifest.url(&module.url);
        let req = RequestRef::new(self.job_type(Job::Alignment), &url)
            .module(&module.key)
            .file(name)
            .language(target.id);
        let cx = Self::job_context(req, Job::Alignment, src, &[target]);
        let body = json!({
            "jobType": self.job_type(Job::Alignment),
            "organization": self.opts.context.organization_object(),
            "project": self.opts.context.project_object(),
            "file": file,
            "sourceLanguage": src.job_object(),
            "targetLanguages": [target.job_object()],
            "sourceStrings": source,
            "translationStrings": translated,
        });
        let Body::Data(data) = self.job(&module.key, &module.url, &body, &cx, step).await else {
            return;
        };
        let pairs = match checks::payload(&data, "translations", "translationsUrl", true, &cx, step)
        {
            Payload::Inline(Value::Array(a)) => a,
            Payload::Inline(other) => {
                step.error(
                    "response.shape",
                    Some(&cx.req),
                    format!("`translations` must be an array, found {other}"),
                );
                return;
            }
            Payload::Url(u) => {
                let Some(bytes) = self.fetch(&u, "translationsUrl", &cx, step).await else {
                    return;
                };
                match String::from_utf8_lossy(&bytes)
                    .lines()
                    .filter(|l| !l.trim().is_empty())
                    .map(serde_json::from_str::<Value>)
                    .collect::<Result<Vec<_>, _>>()
                {
                    Ok(v) => v,
                    Err(e) => {
                        step.error(
                            "response.shape",
                            Some(&cx.req),
                            format!("translationsUrl is not NDJSON: {e}"),
                        );
                        return;
                    }
                }
            }
            Payload::Missing => return,
        };
        let ids: BTreeSet<u64> = self
            .uploads
            .iter()
            .filter(|u| of.is_none_or(|n| n == u.name))
            .flat_map(|u| u.strings.iter().map(|s| s.id))
            .collect();
        let mut seen = BTreeSet::new();
        let mut stored = 0usize;
        for (i, p) in pairs.iter().enumerate() {
            let id = p.get("sourceStringId").and_then(Value::as_u64);
            let text = p.get("text").filter(|t| t.is_string() || t.is_object());
            let (Some(id), Some(text)) = (id, text) else {
                step.error("response.shape", Some(&cx.req), format!("translations[{i}] must be {{sourceStringId, text}} with text a string or plural forms: {p}"));
                continue;
            };
            if !step.expect("response.shape", ids.contains(&id) && seen.insert(id), Some(&cx.req), || {
                format!("translations[{i}].sourceStringId {id} is not a source string of the request, or comes twice")
            }) {
                continue;
            }
            for s in self.uploads.iter_mut().flat_map(|u| u.strings.iter_mut()) {
                if s.id == id {
                    s.translations.insert(
                        target.id.to_owned(),
                        json!({"text": text, "status": "translated"}),
                    );
                    stored += 1;
                }
            }
        }
        step.note(format!(
            "`{}` aligned by `{}`: {stored} of {} source strings got a {} translation",
            Path::new(name).display(),
            module.key,
            ids.len(),
            target.id
        ));
    }
}
