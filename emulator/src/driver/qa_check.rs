//! External QA checks: the platform's side of an `external-qa-check` module (the official
//! framework's module type; locforge's docs/PROTOCOL.md §22). The platform asks
//! `getBatchSizeUrl` how many translations a batch may hold, then POSTs the translations of one
//! language with their source strings, batch by batch, to `runQaCheckUrl` with a request token
//! for the module, and shows the translator each failed check. The driver sends the uploaded
//! strings and their translations into the language (one translation record per plural form)
//! and checks each answer: one validation per translation, in order, with its `translationId`,
//! a boolean `passed`, and a message for each failure.

use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION, CONTENT_TYPE};
use reqwest::Method;
use serde_json::{json, Map, Value};

use super::manifest::QaCheckModule;
use super::report::{RequestRef, StepReport};
use super::{bearer, checks, http, Driver, StoredString};

/// The batch size the platform uses for a module that declares no `getBatchSizeUrl`.
const DEFAULT_BATCH: usize = 100;

impl Driver {
    /// Runs every external QA check module (or the one keyed `module`) over the translations of
    /// the uploaded strings into `lang`.
    pub async fn qa_check(
        &mut self,
        lang: Option<&str>,
        module: Option<&str>,
        step: &mut StepReport,
    ) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "qa-check before install");
            return;
        };
        let Some(target) = self.target_language(lang, step) else {
            return;
        };
        let modules: Vec<QaCheckModule> = app
            .manifest
            .qa_checks
            .iter()
            .filter(|m| module.is_none_or(|k| k == m.key))
            .cloned()
            .collect();
        if modules.is_empty() {
            step.error(
                "scenario.order",
                None,
                match module {
                    Some(k) => format!("the app declares no external-qa-check module `{k}`"),
                    None => "the app declares no external-qa-check module".to_owned(),
                },
            );
            return;
        }
        let strings: Vec<StoredString> = self
            .uploads
            .iter()
            .flat_map(|u| u.strings.iter().cloned())
            .collect();
        let translations: Vec<(Value, &StoredString)> = strings
            .iter()
            .flat_map(|s| {
                translation_records(s, target.id)
                    .into_iter()
                    .map(move |t| (t, s))
            })
            .collect();
        if translations.is_empty() {
            step.error(
                "scenario.order",
                None,
                format!(
                    "qa-check with no translations into {} (translate first)",
                    target.id
                ),
            );
            return;
        }
        let Ok(src) = self.source_language() else {
            step.error(
                "scenario.config",
                None,
                "the context's source language is unknown",
            );
            return;
        };
        for m in modules {
            let batch_url = m.batch_size_url.as_deref().map(|u| app.manifest.url(u));
            let size = self.batch_size(batch_url.as_deref(), &m, step).await;
            let url = app.manifest.url(&m.run_url);
            let Some(token) = self.token(&app, &m.key, step) else {
                return;
            };
            let (mut sent, mut failed) = (0usize, Vec::new());
            for batch in translations.chunks(size.max(1)) {
                let req = RequestRef::new("qa-check", &url)
                    .module(&m.key)
                    .language(target.id);
                let Some(auth) = bearer(&token, &req, step) else {
                    return;
                };
                let mut records: Vec<Value> = Vec::new();
                for (_, s) in batch {
                    let r = string_record(s);
                    if !records.contains(&r) {
                        records.push(r);
                    }
                }
                let body = json!({"data": {
                    "project": self.opts.context.project_object(),
                    "sourceLanguage": src.job_object(),
                    "targetLanguage": target.job_object(),
                    "strings": records,
                    "translations": batch.iter().map(|(t, _)| t.clone()).collect::<Vec<_>>(),
                }});
                let mut headers = HeaderMap::new();
                headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                headers.insert(AUTHORIZATION, auth);
                let answer = self
                    .post(
                        &url,
                        headers,
                        body.to_string().into_bytes(),
                        self.opts.job_timeout,
                    )
                    .await;
                let answer = match answer {
                    Ok(a) => a,
                    Err(e) => {
                        step.error("qa.answer", Some(&req), e.to_string());
                        return;
                    }
                };
                if !step.expect("qa.answer", answer.status.is_success(), Some(&req), || {
                    format!(
                        "expected 200, got {}: {}",
                        answer.status,
                        checks::snippet(&answer.body)
                    )
                }) {
                    return;
                }
                let ids: Vec<i64> = batch.iter().filter_map(|(t, _)| t["id"].as_i64()).collect();
                match validations(&answer.body, &ids) {
                    Ok(results) => {
                        sent += ids.len();
                        failed.extend(results);
                    }
                    Err(why) => {
                        step.error("qa.shape", Some(&req), why);
                        return;
                    }
                }
            }
            step.note(format!(
                "qa-check `{}` in {}: {sent} translations in batches of {size}, {} failed{}",
                m.key,
                target.id,
                failed.len(),
                failed
                    .iter()
                    .take(5)
                    .map(|(id, msg)| format!("\n  translation {id}: {msg}"))
                    .collect::<String>()
            ));
        }
    }

    /// The module's batch size from its `getBatchSizeUrl` (`{"data": {"size": N}}`), checked;
    /// the platform's default when it declares none or answers badly (recorded).
    async fn batch_size(
        &self,
        url: Option<&str>,
        m: &QaCheckModule,
        step: &mut StepReport,
    ) -> usize {
        let Some(url) = url else {
            return DEFAULT_BATCH;
        };
        let req = RequestRef::new("qa-batch-size", url).module(&m.key);
        let answer = http::send(
            &self.http,
            Method::GET,
            url,
            HeaderMap::new(),
            None,
            self.opts.max_response,
            self.opts.job_timeout,
        )
        .await;
        let size = answer.ok().filter(|a| a.status.is_success()).and_then(|a| {
            serde_json::from_slice::<Value>(&a.body)
                .ok()?
                .pointer("/data/size")?
                .as_u64()
        });
        match size {
            Some(n) if n > 0 => usize::try_from(n).unwrap_or(DEFAULT_BATCH),
            _ => {
                step.error(
                    "qa.batch-size",
                    Some(&req),
                    "getBatchSizeUrl must answer 200 {\"data\": {\"size\": N}} with N ≥ 1",
                );
                DEFAULT_BATCH
            }
        }
    }
}

/// The source-string record of `s` as the platform sends it (API field names).
fn string_record(s: &StoredString) -> Value {
    let mut r = Map::new();
    r.insert("id".into(), json!(s.id));
    for k in ["identifier", "text", "context", "maxLength"] {
        if let Some(v) = s.entry.get(k) {
            r.insert(k.into(), v.clone());
        }
    }
    Value::Object(r)
}

/// The translation records of `s` into `lang`: one, or one per plural form (with
/// `pluralCategoryName`); ids are the string's id × 100 + the form's place.
fn translation_records(s: &StoredString, lang: &str) -> Vec<Value> {
    let Some(text) = s.translations.get(lang).and_then(|t| t.get("text")) else {
        return Vec::new();
    };
    let id = i64::try_from(s.id).unwrap_or(i64::MAX / 100) * 100;
    match text {
        Value::Object(forms) => forms
            .iter()
            .enumerate()
            .map(|(i, (category, t))| {
                json!({"id": id + i as i64, "stringId": s.id, "text": t, "pluralCategoryName": category})
            })
            .collect(),
        t => vec![json!({"id": id, "stringId": s.id, "text": t})],
    }
}

/// The failed validations of an answer (translation id, message), once its shape is checked:
/// `data.validations`, one per id of `ids` in order, `passed` a boolean, a non-empty
/// `error.message` on each failure.
fn validations(body: &[u8], ids: &[i64]) -> Result<Vec<(i64, String)>, String> {
    let v: Value =
        serde_json::from_slice(body).map_err(|e| format!("the answer is not JSON: {e}"))?;
    let list = v
        .pointer("/data/validations")
        .and_then(Value::as_array)
        .ok_or("the answer has no `data.validations` array")?;
    if list.len() != ids.len() {
        return Err(format!(
            "{} validations for {} translations: expected one per translation",
            list.len(),
            ids.len()
        ));
    }
    let mut failed = Vec::new();
    for (i, (item, id)) in list.iter().zip(ids).enumerate() {
        if item.get("translationId").and_then(Value::as_i64) != Some(*id) {
            return Err(format!(
                "validations[{i}].translationId is {}, expected {id} (the batch's order)",
                item.get("translationId").unwrap_or(&Value::Null)
            ));
        }
        match item.get("passed").and_then(Value::as_bool) {
            Some(true) => {}
            Some(false) => {
                let message = item
                    .pointer("/error/message")
                    .and_then(Value::as_str)
                    .filter(|m| !m.trim().is_empty())
                    .ok_or_else(|| {
                        format!(
                            "validations[{i}] failed without an `error.message` for the translator"
                        )
                    })?;
                failed.push((*id, message.to_owned()));
            }
            None => return Err(format!("validations[{i}].passed must be a boolean")),
        }
    }
    Ok(failed)
}
