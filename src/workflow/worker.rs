//! The workers of the work queue: claim items, group them per (organization, project, step,
//! language), decide each string (`decide.rs`) with the step's saved settings, and send Update
//! String Status PATCHes in chunks (an item claimed before is first checked against the
//! platform, so a string a dead replica already moved is not sent twice). Outcomes: 2xx → done
//! (never redone); 400 → the chunk is resent string by string and each refused string is failed
//! with the platform's reason;
//! 403/404 → the whole step is stopped with the reason (resumed when its settings are saved
//! again) and the event log says why; 429/5xx/transport → released with backoff (`Retry-After`
//! honoured), failed after [`MAX_ATTEMPTS`].

use std::collections::BTreeMap;
use std::time::Duration;

use serde_json::json;

use super::decide::{decide, WorkPayload};
use super::modules::StepModule;
use super::settings::{KindSettings, StoredSettings};
use super::Work;
use crate::platform::{ApiError, OrgClient, StatusQuery, StatusUpdate, StepStatus};
use crate::store::claim::poll_forever;
use crate::store::{StepScope, StoreError, WorkDone, WorkItem};

/// Attempts before an item is given up (failed with its last error).
pub const MAX_ATTEMPTS: i64 = 20;
/// Items claimed at once.
const BATCH: u32 = 1000;
/// How long a claim lasts.
pub const LEASE: Duration = Duration::from_secs(300);
/// Operations per PATCH.
pub const CHUNK: usize = 100;

/// Backoff after `attempts` failures: 1 s doubling, at most 5 min.
pub fn backoff(attempts: i64) -> Duration {
    let exp = u32::try_from(attempts.clamp(1, 10) - 1).unwrap_or(0);
    Duration::from_secs(1u64 << exp).min(Duration::from_secs(300))
}

type GroupKey = (String, i64, i64, String);

/// Runs one pass: claims a batch and settles every item. Returns how many were claimed.
pub async fn run_once(work: &Work, worker: &str) -> usize {
    run_once_leased(work, worker, LEASE).await
}

/// [`run_once`] with claims that last `lease` (a crashed replica's claims come back after it).
pub async fn run_once_leased(work: &Work, worker: &str, lease: Duration) -> usize {
    let items: Vec<WorkItem> = work.claimer(worker, BATCH, lease).claim().await;
    let n = items.len();
    let mut groups: BTreeMap<GroupKey, Vec<WorkItem>> = BTreeMap::new();
    for it in items {
        groups
            .entry((
                it.credential_key.clone(),
                it.project_id,
                it.step_id,
                it.language_id.clone(),
            ))
            .or_default()
            .push(it);
    }
    for (key, items) in groups {
        let g = Group {
            work,
            worker,
            key: &key,
        };
        if let Err(e) = g.process(items).await {
            // Claims expire and the items come back: nothing is lost.
            tracing::warn!(organization = %key.0, project_id = key.1, step_id = key.2, language = %key.3, error = %e, "work queue: could not settle a group");
        }
    }
    n
}

/// Runs forever: a pass, then a short sleep when the queue was empty.
pub async fn run(work: Work, worker: String, lease: Duration) {
    poll_forever(|| run_once_leased(&work, &worker, lease)).await
}

struct Group<'a> {
    work: &'a Work,
    worker: &'a str,
    key: &'a GroupKey,
}

/// One string to send: the items it settles (the newest revision and older duplicates).
struct Pending {
    string_id: i64,
    port: String,
    items: Vec<(i64, i64)>,
}

impl Group<'_> {
    async fn stop_all(&self, items: &[WorkItem], why: &str) -> Result<(), StoreError> {
        tracing::warn!(organization = %self.key.0, project_id = self.key.1, step_id = self.key.2, reason = why, "work stopped");
        for it in items {
            self.work.store.stop_work(it.id, why).await?;
        }
        Ok(())
    }

    async fn process(&self, items: Vec<WorkItem>) -> Result<(), StoreError> {
        let (credential_key, project_id, step_id, _) = self.key;
        let store = &self.work.store;
        let Some(org) = store.get_organization(credential_key).await? else {
            return self
                .stop_all(&items, "the organization is not installed")
                .await;
        };
        let client = match self.work.platform.org(&org) {
            Ok(c) => c,
            Err(e) => return self.stop_all(&items, &e.to_string()).await,
        };
        let stored = store
            .get_step_settings(credential_key, StepScope::Project(*project_id), *step_id)
            .await?
            .and_then(|s| StoredSettings::from_text(&s.settings));
        let payload_key = items
            .iter()
            .find_map(|i| i.payload.as_deref())
            .and_then(|p| serde_json::from_str::<WorkPayload>(p).ok())
            .map(|p| p.module_key);
        let module_key = stored
            .as_ref()
            .map(|s| s.module_key.clone())
            .or(payload_key);
        let Some(module) = module_key
            .as_deref()
            .and_then(|k| self.work.modules.step(k))
        else {
            let why = format!("no workflow step module {module_key:?} on this app");
            return self.stop_all(&items, &why).await;
        };
        let raw = stored.map(|s| s.settings).unwrap_or_default();
        let settings = match KindSettings::parse(module.kind, &raw) {
            Ok(KindSettings::CroqlRouter(None)) => {
                return self
                    .stop_all(
                        &items,
                        "no CroQL predicate saved for this step; save the step settings",
                    )
                    .await
            }
            Ok(s) => s,
            Err(e) => return self.stop_all(&items, &format!("saved settings: {e}")).await,
        };
        let pending = self.decide_all(module, &settings, items).await?;
        self.send(&client, pending).await
    }

    /// Decides every item; one send per string (its newest item first, older duplicates along).
    async fn decide_all(
        &self,
        module: &StepModule,
        settings: &KindSettings,
        mut items: Vec<WorkItem>,
    ) -> Result<Vec<Pending>, StoreError> {
        items.sort_by_key(|i| (i.string_id, std::cmp::Reverse(i.id)));
        let mut out: Vec<Pending> = Vec::with_capacity(items.len());
        for it in items {
            if let Some(last) = out.last_mut().filter(|p| p.string_id == it.string_id) {
                last.items.push((it.id, it.attempts));
                continue;
            }
            let payload = it
                .payload
                .as_deref()
                .and_then(|p| serde_json::from_str::<WorkPayload>(p).ok());
            let Some(payload) = payload else {
                self.work
                    .store
                    .mark_failed(it.id, "work item without a readable payload")
                    .await?;
                continue;
            };
            let d = decide(module, settings, &payload);
            tracing::debug!(string_id = it.string_id, port = %d.port, reasons = ?d.reasons, "decided");
            out.push(Pending {
                string_id: it.string_id,
                port: d.port,
                items: vec![(it.id, it.attempts)],
            });
        }
        Ok(out)
    }

    /// Of `pending`, the strings a previous claim may already have sent: on an item claimed
    /// before (a replica that died between its PATCH and marking the item done, or a PATCH whose
    /// answer was lost), the platform is asked first, and a string already DONE with the decided
    /// port is marked done without sending it again. When the platform cannot be asked, they are
    /// sent (a repeated update moves nothing).
    async fn skip_already_sent(
        &self,
        client: &OrgClient,
        pending: Vec<Pending>,
    ) -> Result<Vec<Pending>, StoreError> {
        let retried: Vec<i64> = pending
            .iter()
            .filter(|p| p.items.iter().any(|(_, attempts)| *attempts > 1))
            .map(|p| p.string_id)
            .collect();
        if retried.is_empty() {
            return Ok(pending);
        }
        let (_, project_id, step_id, language) = self.key;
        let q = StatusQuery {
            string_ids: retried,
            status: Some(StepStatus::Done),
            ..StatusQuery::default()
        };
        let done: BTreeMap<i64, String> = match client
            .step_statuses(*project_id, *step_id, language, &q)
            .all()
            .await
        {
            Ok(all) => all
                .into_iter()
                .map(|s| (s.string_id, s.output.unwrap_or_default()))
                .collect(),
            Err(e) => {
                tracing::info!(error = %e, "could not check which retried strings were already sent; sending them");
                return Ok(pending);
            }
        };
        let (already, rest): (Vec<Pending>, Vec<Pending>) = pending
            .into_iter()
            .partition(|p| done.get(&p.string_id) == Some(&p.port));
        if !already.is_empty() {
            tracing::info!(
                strings = already.len(),
                "retried strings already carry their output on the platform: not sent again"
            );
            self.done(&already).await?;
        }
        Ok(rest)
    }

    async fn send(&self, client: &OrgClient, pending: Vec<Pending>) -> Result<(), StoreError> {
        let pending = self.skip_already_sent(client, pending).await?;
        let mut sent = 0usize;
        let mut failed = 0usize;
        for chunk in pending.chunks(CHUNK) {
            match self.patch(client, chunk).await {
                Ok(()) => {
                    self.done(chunk).await?;
                    sent += chunk.len();
                }
                Err(e) if e.status() == Some(400) && chunk.len() > 1 => {
                    for one in chunk {
                        match self.patch(client, std::slice::from_ref(one)).await {
                            Ok(()) => {
                                self.done(std::slice::from_ref(one)).await?;
                                sent += 1;
                            }
                            Err(e) => {
                                if self.settle_error(one, &e).await? {
                                    return self.summary(sent, failed).await;
                                }
                                failed += 1;
                            }
                        }
                    }
                }
                Err(e) => {
                    if self.settle_error_chunk(chunk, &e).await? {
                        return self.summary(sent, failed).await;
                    }
                }
            }
        }
        self.summary(sent, failed).await
    }

    async fn patch(&self, client: &OrgClient, chunk: &[Pending]) -> Result<(), ApiError> {
        let (_, project_id, step_id, language) = self.key;
        let updates: Vec<StatusUpdate> = chunk
            .iter()
            .map(|p| StatusUpdate {
                string_id: p.string_id,
                output: p.port.clone(),
            })
            .collect();
        client
            .update_step_statuses(*project_id, *step_id, language, &updates, CHUNK)
            .await
            .map(|_| ())
    }

    async fn done(&self, chunk: &[Pending]) -> Result<(), StoreError> {
        let done: Vec<WorkDone> = chunk
            .iter()
            .flat_map(|p| {
                p.items.iter().map(|(id, _)| WorkDone {
                    id: *id,
                    output: p.port.clone(),
                })
            })
            .collect();
        self.work.store.mark_done(&done).await.map(|_| ())
    }

    /// Settles a failed chunk; true when the step was stopped (stop sending).
    async fn settle_error_chunk(
        &self,
        chunk: &[Pending],
        e: &ApiError,
    ) -> Result<bool, StoreError> {
        for p in chunk {
            if self.settle_error(p, e).await? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Settles one string's failure; true when the step was stopped.
    async fn settle_error(&self, p: &Pending, e: &ApiError) -> Result<bool, StoreError> {
        let (credential_key, project_id, step_id, language) = self.key;
        let store = &self.work.store;
        let why = e.to_string();
        match e.status() {
            Some(400) => {
                tracing::warn!(string_id = p.string_id, reason = %why, "status update refused for this string");
                for (id, _) in &p.items {
                    store.mark_failed(*id, &why).await?;
                }
                Ok(false)
            }
            Some(403 | 404) => {
                let reason = format!("step stopped: {why}");
                let n = store
                    .stop_step(credential_key, *project_id, *step_id, &reason)
                    .await?;
                let detail =
                    json!({"stepId": step_id, "languageId": language, "reason": why, "stopped": n});
                store
                    .record_event(
                        credential_key,
                        "step.stopped",
                        Some(*project_id),
                        &detail.to_string(),
                    )
                    .await?;
                tracing::error!(organization = %credential_key, project_id, step_id, reason = %why, stopped = n, "workflow step stopped (configuration error)");
                Ok(true)
            }
            _ => {
                let wait = match e {
                    ApiError::RateLimited { retry_after, .. } => *retry_after,
                    _ => None,
                };
                for (id, attempts) in &p.items {
                    if *attempts >= MAX_ATTEMPTS {
                        store
                            .mark_failed(*id, &format!("gave up after {attempts} attempts: {why}"))
                            .await?;
                    } else {
                        let delay = wait.unwrap_or_else(|| backoff(*attempts));
                        store.retry_later(*id, self.worker, delay, &why).await?;
                    }
                }
                Ok(false)
            }
        }
    }

    async fn summary(&self, sent: usize, failed: usize) -> Result<(), StoreError> {
        let (credential_key, project_id, step_id, language) = self.key;
        if sent + failed > 0 {
            let detail =
                json!({"stepId": step_id, "languageId": language, "sent": sent, "failed": failed});
            self.work
                .store
                .record_event(
                    credential_key,
                    "step.run",
                    Some(*project_id),
                    &detail.to_string(),
                )
                .await?;
            tracing::info!(organization = %credential_key, project_id, step_id, language = %language, sent, failed, "string statuses sent");
        }
        Ok(())
    }
}
