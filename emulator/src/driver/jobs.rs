//! File jobs, the part upload and export share: sending a job (parse-file, file-pre-export,
//! build-file) with its request token and checking the envelope of the answer, reading the
//! payloads an answer carries inline or by URL, and building the pieces of a job's body (the
//! `file` object, the strings inline or by `stringsUrl`). What each job sends and keeps lives in
//! `upload.rs` and `export.rs`; the checks of the answers' shapes in `checks.rs`.

use base64::Engine as _;
use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION, CONTENT_TYPE};
use serde_json::{json, Map, Value};

use super::checks::{self, Body, Job, JobContext, Payload};
use super::http::{self, Failure};
use super::report::{RequestRef, StepReport};
use super::{bearer, Delivery, Driver};
use crate::platform::languages::LanguageInfo;

impl JobContext {
    /// The job's name as reports show it.
    fn job_name(&self) -> &str {
        &self.req.kind
    }
}

impl Driver {
    /// Sends a file job and checks its envelope.
    pub(super) async fn job(
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
            let Some(authorization) = bearer(&token, &cx.req, step) else {
                return Body::Unusable;
            };
            headers.insert(AUTHORIZATION, authorization);
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
    pub(super) async fn fetch(
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
    pub(super) async fn strings_of(
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
    pub(super) fn file_object(
        &self,
        id: u64,
        name: &str,
        content: &[u8],
        delivery: Delivery,
    ) -> Value {
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
    pub(super) fn job_context(
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

    /// The body of a pre-export or build-file job for one target language (strings go in with
    /// [`Self::put_strings`]).
    pub(super) fn job_body(&self, job: Job, file: Value, languages: JobLanguages) -> Value {
        json!({
            "jobType": self.job_type(job),
            "organization": self.opts.context.organization_object(),
            "project": self.opts.context.project_object(),
            "file": file,
            "sourceLanguage": languages.src.job_object(),
            "targetLanguages": [languages.target.job_object()],
        })
    }

    /// Puts the strings of a job in `body`, inline or by `stringsUrl` as `delivery` says.
    pub(super) fn put_strings(
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
}

/// The source and the one target language of an export job.
#[derive(Clone, Copy)]
pub(super) struct JobLanguages {
    /// The source language.
    pub(super) src: &'static LanguageInfo,
    /// The one target language.
    pub(super) target: &'static LanguageInfo,
}
