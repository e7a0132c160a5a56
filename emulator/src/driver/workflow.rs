//! The app's custom workflow step: saving or deleting its step settings, moving strings to the
//! step through the workflow hook (the platform sends the recalculation batch), watching the
//! statuses the app sets, and judging them. The platform's side (the batch, its retries, the
//! status API) lives behind [`super::WorkflowHook`], not here.

use std::collections::BTreeMap;
use std::time::Duration;

use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION, CONTENT_TYPE};
use reqwest::Method;
use serde_json::{json, Value};

use super::hook::{StatusRecord, StepRef, WaitingString, WorkflowHook};
use super::http;
use super::install::Installed;
use super::manifest::{WorkflowStepModule, RECALCULATION_EVENT};
use super::report::{RequestRef, StepReport};
use super::{acknowledged, bearer, Driver};
use crate::platform::languages::LanguageInfo;

impl Driver {
    /// The user saves (`settings` given: `POST updateSettingsUrl`) or deletes (`None`: `DELETE
    /// deleteSettingsUrl`) the settings of the app's workflow step `module` (default: the first
    /// workflow-step-type module), with a request token for that module, the body of
    /// docs/PROTOCOL.md §14 (`{organizationId, projectId, stepId, settings}`), and
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
        let Some(authorization) = bearer(&token, &req, step) else {
            return;
        };
        headers.insert(AUTHORIZATION, authorization);
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
}

/// Whether a status record has `status` (the platform's case or not).
fn is_status(r: &StatusRecord, status: &str) -> bool {
    r.status.eq_ignore_ascii_case(status)
}
