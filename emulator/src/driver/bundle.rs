//! Bundle exports: the platform's side of a custom-file-format module with `stringsExport`
//! (a bundle generator). The platform sends `build-file` with no `file`, the strings of the
//! project (or of one uploaded file) and the languages: every language in one job for a module
//! with `multilingualExport`, one job per language otherwise. The file it answers is written to
//! `{out}/bundles/{module}/{languages}{extension}`.

use serde_json::{json, Map, Value};

use super::checks::{self, Body, Job, Payload};
use super::manifest::FileFormatModule;
use super::report::{RequestRef, StepReport};
use super::{Delivery, Driver, StoredString};
use crate::platform::languages::{self, LanguageInfo};

impl Driver {
    /// Sends a bundle of the uploaded strings (or those of the upload named `only`) in `langs`
    /// to every bundle module (or the one keyed `module`) and writes what each answers.
    pub async fn bundle(
        &mut self,
        langs: &[String],
        module: Option<&str>,
        only: Option<&str>,
        delivery: Option<Delivery>,
        step: &mut StepReport,
    ) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "bundle before install");
            return;
        };
        let targets: Result<Vec<&'static LanguageInfo>, String> =
            langs.iter().map(|l| languages::require(l)).collect();
        let (targets, src) = match targets.and_then(|t| Ok((t, self.source_language()?))) {
            Ok(l) => l,
            Err(e) => {
                step.error("scenario.config", None, e);
                return;
            }
        };
        if targets.is_empty() {
            step.error(
                "scenario.config",
                None,
                "bundle needs at least one language",
            );
            return;
        }
        let modules: Vec<FileFormatModule> = app
            .manifest
            .file_formats
            .iter()
            .filter(|m| m.strings_export && module.is_none_or(|k| k == m.key))
            .cloned()
            .collect();
        if modules.is_empty() {
            step.error(
                "scenario.order",
                None,
                match module {
                    Some(k) => format!("the app declares no bundle module (stringsExport) `{k}`"),
                    None => "the app declares no bundle module (stringsExport)".to_owned(),
                },
            );
            return;
        }
        let strings: Vec<StoredString> = self
            .uploads
            .iter()
            .filter(|u| only.is_none_or(|n| n == u.name))
            .flat_map(|u| u.strings.iter().cloned())
            .collect();
        if strings.is_empty() {
            step.error("scenario.order", None, "bundle with no uploaded strings");
            return;
        }
        let delivery = delivery.unwrap_or(self.opts.delivery);
        for m in modules {
            // The platform sends every language at once only to a module with multilingualExport.
            let jobs: Vec<Vec<&'static LanguageInfo>> = if m.multilingual_export {
                vec![targets.clone()]
            } else {
                targets.iter().map(|t| vec![*t]).collect()
            };
            for job_langs in jobs {
                let ids: Vec<&str> = job_langs.iter().map(|l| l.id).collect();
                let url = app.manifest.url(&m.url);
                let req = RequestRef::new(self.job_type(Job::Build), &url)
                    .module(&m.key)
                    .language(&ids.join(","));
                let cx = Self::job_context(req, Job::Build, src, &job_langs);
                let entries: Vec<Value> = strings.iter().map(|s| bundle_entry(s, &ids)).collect();
                let mut body = json!({
                    "jobType": self.job_type(Job::Build),
                    "organization": self.opts.context.organization_object(),
                    "project": self.opts.context.project_object(),
                    "sourceLanguage": src.job_object(),
                    "targetLanguages": job_langs.iter().map(|l| l.job_object()).collect::<Vec<_>>(),
                });
                self.put_strings(&mut body, &entries, delivery, step);
                let Body::Data(data) = self.job(&m.key, &m.url, &body, &cx, step).await else {
                    continue;
                };
                let bytes = match checks::payload(&data, "content", "contentUrl", true, &cx, step) {
                    Payload::Inline(v) => checks::base64_field(&v, "content", &cx, step),
                    Payload::Url(u) => self.fetch(&u, "contentUrl", &cx, step).await,
                    Payload::Missing => None,
                };
                let Some(bytes) = bytes else { continue };
                let ext = m.extensions.first().map(String::as_str).unwrap_or("");
                let path = self
                    .opts
                    .out_dir
                    .join("bundles")
                    .join(&m.key)
                    .join(format!("{}{ext}", ids.join("+")));
                let written = path
                    .parent()
                    .map(std::fs::create_dir_all)
                    .unwrap_or(Ok(()))
                    .and_then(|_| std::fs::write(&path, &bytes));
                match written {
                    Ok(()) => {
                        step.note(format!(
                            "bundle `{}` in {} → {} ({} strings, {} bytes)",
                            m.key,
                            ids.join(", "),
                            path.display(),
                            entries.len(),
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
    }
}

/// The string entry of a bundle request: the stored entry, its id, its translations into `langs`.
fn bundle_entry(s: &StoredString, langs: &[&str]) -> Value {
    let mut e = s.entry.clone();
    e.remove("previewId");
    e.insert("id".into(), json!(s.id));
    let mut tr = Map::new();
    for lang in langs {
        if let Some(t) = s.translations.get(*lang) {
            tr.insert((*lang).to_owned(), t.clone());
        }
    }
    e.insert("translations".into(), Value::Object(tr));
    Value::Object(e)
}
