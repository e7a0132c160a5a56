//! The recalculation webhook (`string.status_on_step.recalculation_triggered`): strings waiting
//! as `NEED_PROCESS` on a custom step are sent in batches, at a configurable interval, to the
//! webhook module of the step's app, signed with HMAC-SHA256 of the raw body keyed by the
//! installed app secret (lowercase hex), with the specification's headers (docs/PROTOCOL.md §13,
//! §14). A batch that is not acknowledged with a 2xx is retried at the next interval; after the
//! configured number of retries its strings go `FAILED` and are not sent again.

use std::time::Duration;

use locforge_protocol::signature::sign;
use serde_json::{json, Value};

use super::languages;
use super::model::{Model, StepStatus};
use super::state::{Attempts, Platform, StatusKey};

/// At most this many events go in one request.
pub const MAX_BATCH: usize = 500;

/// A webhook module of an installed app.
#[derive(Debug, Clone)]
pub struct AppWebhook {
    /// Absolute URL of the app's webhook module.
    pub url: String,
    /// The installed app secret (keys the signature).
    pub app_secret: String,
    /// Module key (`X-Module-Key`).
    pub module_key: String,
    /// Organization of the installation.
    pub organization_id: i64,
    /// App identifier: the webhook gets the steps of this app only; `None` gets every custom step
    /// of the organization.
    pub app: Option<String>,
}

/// Delivery state of one waiting string.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Delivery {
    /// Failed attempts so far.
    pub attempts: u32,
    /// Acknowledged by the app.
    pub delivered: bool,
}

/// Registered webhooks and delivery bookkeeping.
#[derive(Debug, Default)]
pub(crate) struct WebhookState {
    pub hooks: Vec<AppWebhook>,
    pub deliveries: Attempts,
}

/// What one delivery of a batch did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryReport {
    /// Where it went.
    pub url: String,
    /// Number of events in the batch.
    pub events: usize,
    /// HTTP status of the answer, when there was one.
    pub status: Option<u16>,
    /// Transport error, when there was no answer.
    pub error: Option<String>,
    /// Strings that went `FAILED` because of this delivery.
    pub failed: usize,
}

impl Platform {
    /// Registers the webhook module of an app installed in organization `org`: from now on it
    /// receives the recalculation batches of every custom step in that organization.
    pub fn register_app_webhook(&self, url: &str, app_secret: &str, module_key: &str, org: i64) {
        self.register_webhook(AppWebhook {
            url: url.to_owned(),
            app_secret: app_secret.to_owned(),
            module_key: module_key.to_owned(),
            organization_id: org,
            app: None,
        });
    }

    /// Registers a webhook (replacing one with the same URL and organization).
    pub fn register_webhook(&self, hook: AppWebhook) {
        let mut w = self.webhooks();
        w.hooks
            .retain(|h| !(h.url == hook.url && h.organization_id == hook.organization_id));
        w.hooks.push(hook);
    }

    /// Sends one batch to every registered webhook that has strings waiting, and applies the
    /// outcome (acknowledged, retry later, or `FAILED`). The periodic task calls this at each
    /// interval; the driver may call it to deliver at once. Rounds never overlap.
    pub async fn deliver_pending(&self) -> Vec<DeliveryReport> {
        // one round at a time, so a round never resends what the previous one is settling
        let _round = self.inner.delivering.lock().await;
        let hooks = self.webhooks().hooks.clone();
        let mut reports = vec![];
        for hook in hooks {
            let batch = self.pending_for(&hook);
            if batch.is_empty() {
                continue;
            }
            let keys: Vec<StatusKey> = batch.iter().map(|(k, _)| k.clone()).collect();
            let events: Vec<Value> = batch.into_iter().map(|(_, e)| e).collect();
            let body = serde_json::to_vec(&json!({ "events": events })).unwrap_or_default();
            let (status, error) = self.post(&hook, body).await;
            let ok = status.is_some_and(|s| (200..300).contains(&s));
            let failed = self.settle(&keys, ok);
            reports.push(DeliveryReport {
                url: hook.url.clone(),
                events: keys.len(),
                status,
                error,
                failed,
            });
        }
        if reports.iter().any(|r| r.failed > 0) {
            let _ = self.snapshot_now();
        }
        reports
    }

    async fn post(&self, hook: &AppWebhook, body: Vec<u8>) -> (Option<u16>, Option<String>) {
        let crowdin = self.config().crowdin_header_names;
        let (ua, id_h, domain_h, sig_h) = if crowdin {
            (
                "Crowdin-Webhook",
                "X-Crowdin-Id",
                "X-Crowdin-Domain",
                "X-Crowdin-Signature",
            )
        } else {
            (
                "Platform-Webhook",
                "X-Platform-Id",
                "X-Platform-Domain",
                "X-Platform-Signature",
            )
        };
        let domain = self
            .read(|m| {
                m.organization(hook.organization_id)
                    .and_then(|o| o.domain.clone())
            })
            .unwrap_or_default();
        let signature = sign(&hook.app_secret, &body);
        let resp = self
            .inner
            .http
            .post(&hook.url)
            .header("User-Agent", ua)
            .header("Content-Type", "application/json")
            .header(id_h, hook.organization_id.to_string())
            .header(domain_h, domain)
            .header(sig_h, signature)
            .header("X-Module-Key", &hook.module_key)
            .body(body)
            .send()
            .await;
        match resp {
            Ok(r) => (Some(r.status().as_u16()), None),
            Err(e) => (None, Some(e.to_string())),
        }
    }

    /// Marks a batch acknowledged, or counts a failed attempt and fails the strings past the
    /// retries. Returns how many strings went `FAILED`.
    fn settle(&self, keys: &[StatusKey], ok: bool) -> usize {
        let retries = self.config().webhook_retries;
        let mut failed_keys = vec![];
        {
            let mut w = self.webhooks();
            for k in keys {
                let d = w.deliveries.entry(k.clone()).or_default();
                if ok {
                    d.delivered = true;
                } else {
                    d.attempts += 1;
                    if d.attempts > retries {
                        failed_keys.push(k.clone());
                    }
                }
            }
        }
        if failed_keys.is_empty() {
            return 0;
        }
        self.write(|m| {
            for s in &mut m.step_statuses {
                let k = (s.project_id, s.step_id, s.language_id.clone(), s.string_id);
                if s.status == "NEED_PROCESS" && failed_keys.contains(&k) {
                    s.status = "FAILED".into();
                }
            }
        });
        failed_keys.len()
    }

    /// The events waiting for `hook`, with their keys.
    fn pending_for(&self, hook: &AppWebhook) -> Vec<(StatusKey, Value)> {
        let deliveries = self.webhooks().deliveries.clone();
        self.read(|m| {
            let mut out = vec![];
            for s in &m.step_statuses {
                if out.len() >= MAX_BATCH {
                    break;
                }
                if s.status != "NEED_PROCESS" {
                    continue;
                }
                let key = (s.project_id, s.step_id, s.language_id.clone(), s.string_id);
                if deliveries.get(&key).is_some_and(|d| d.delivered) {
                    continue;
                }
                let Some(p) = m.project(s.project_id) else {
                    continue;
                };
                if p.organization_id != hook.organization_id {
                    continue;
                }
                let Some(step) = p.step(s.step_id) else {
                    continue;
                };
                let Some(module) = &step.application_module else {
                    continue;
                };
                if !step.is_active
                    || hook
                        .app
                        .as_ref()
                        .is_some_and(|a| *a != module.application_identifier)
                {
                    continue;
                }
                if let Some(e) = event(m, s) {
                    out.push((key, e));
                }
            }
            out
        })
    }
}

/// The `string.status_on_step.recalculation_triggered` event of one waiting string.
pub fn event(m: &Model, s: &StepStatus) -> Option<Value> {
    let p = m.project(s.project_id)?;
    let string = p.string(s.string_id)?;
    let step = p.step(s.step_id)?;
    let module = step.application_module.as_ref()?;
    let org = m.organization(p.organization_id)?;
    let owner = m.user(p.user_id)?;
    let lang = |id: &str| {
        languages::resolve(&m.languages, id)
            .map(|l| languages::to_webhook_json(&l))
            .unwrap_or(Value::Null)
    };
    let web = match &org.domain {
        Some(d) => format!("https://{d}.crowdin.com"),
        None => "https://crowdin.com".into(),
    };
    let project = json!({
        "id": p.id,
        "userId": p.user_id,
        "sourceLanguageId": p.source_language_id,
        "targetLanguageIds": p.target_language_ids,
        "identifier": p.identifier,
        "name": p.name,
        "createdAt": p.created_at,
        "updatedAt": p.updated_at,
        "lastActivity": p.updated_at,
        "description": p.description,
        "url": format!("{web}/project/{}", p.identifier),
        "cname": null,
        "languageAccessPolicy": "moderate",
        "visibility": "private",
        "publicDownloads": false,
        "logo": "",
        "isExternal": false,
        "externalType": null,
        "hasCrowdsourcing": false,
        "groupId": p.group_id,
    });
    let file = string.file_id.and_then(|f| p.file(f)).map(|f| {
        json!({
            "id": f.id,
            "name": f.name,
            "title": f.title,
            "type": f.kind,
            "path": f.path,
            "status": f.status,
            "revision": f.revision.to_string(),
            "branch": {"id": f.branch_id},
            "directory": {"id": f.directory_id},
            "project": project,
        })
    });
    let text = serde_json::to_value(&string.text).unwrap_or(Value::Null);
    Some(json!({
        "event": "string.status_on_step.recalculation_triggered",
        "stringStatus": {
            "status": "NEED_PROCESS",
            "output": "",
            "originEvent": s.origin_event,
            "organizationId": org.id.to_string(),
            "translation": {
                "id": string.id,
                "identifier": string.identifier,
                "key": string.identifier,
                "text": text,
                "type": string.kind,
                "context": string.context,
                "maxLength": string.max_length.map(|n| n.to_string()),
                "isHidden": string.is_hidden,
                "isDuplicate": string.is_duplicate,
                "masterStringId": string.master_string_id,
                "revision": string.revision.to_string(),
                "hasPlurals": string.has_plurals(),
                "labelIds": string.label_ids,
                "url": format!("{web}/editor/{}/{}", p.identifier, string.id),
                "createdAt": string.created_at,
                "updatedAt": string.updated_at,
                "file": file,
                "project": project,
            },
            "file": file,
            "project": project,
            "sourceLanguage": lang(&p.source_language_id),
            "affectedLanguage": lang(&s.language_id),
            "workflowStep": {
                "id": step.id,
                "title": step.title,
                "type": step.kind,
                "languages": step.languages,
                "applicationModule": {
                    "applicationIdentifier": module.application_identifier,
                    "moduleKey": module.module_key,
                },
            },
            "user": {
                "id": owner.id,
                "username": owner.username,
                "fullName": owner.full_name,
                "avatarUrl": owner.avatar_url,
            },
        }
    }))
}

/// Delivers batches every `interval` until the task is dropped.
pub fn spawn_batcher(platform: Platform, interval: Duration) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(interval);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tick.tick().await;
        loop {
            tick.tick().await;
            for r in platform.deliver_pending().await {
                tracing::info!(
                    url = %r.url,
                    events = r.events,
                    status = ?r.status,
                    error = ?r.error,
                    failed = r.failed,
                    "recalculation webhook batch"
                );
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_events_have_the_spec_fields() {
        let m = super::super::demo::model();
        let s = m
            .step_statuses
            .iter()
            .find(|s| s.status == "NEED_PROCESS")
            .expect("waiting string");
        let e = event(&m, s).expect("event");
        let st = &e["stringStatus"];
        for k in [
            "status",
            "output",
            "originEvent",
            "organizationId",
            "translation",
            "file",
            "project",
            "sourceLanguage",
            "affectedLanguage",
            "workflowStep",
            "user",
        ] {
            assert!(!st[k].is_null(), "{k}");
        }
        assert!(st["affectedLanguage"].get("pluralRules").is_none());
        assert_eq!(st["workflowStep"]["type"], "Application");
    }
}
