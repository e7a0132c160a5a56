//! The reconciliation poll (docs/PROTOCOL.md §14): the platform stops resending strings after a few
//! failed deliveries (they go `FAILED`), so at start and periodically, for every (project, step,
//! language) known from settings saves and events, the strings in `NEED_PROCESS` and `FAILED`
//! are paged through and queued like a delivery would queue them (same revisions, so nothing
//! already queued or done is queued again). One replica polls an organization at a time (the
//! store's reconciliation lease).

use std::collections::BTreeSet;
use std::time::Duration;

use super::intake::{self, StepLanguage, Waiting};
use super::settings::StoredSettings;
use super::Work;
use crate::platform::{ApiError, ListQuery, OrgClient, StatusQuery, StepStatus};
use crate::store::{LeaseKind, Organization, StepScope, Store};

/// How long one organization's poll may hold the lease.
const LEASE: Duration = Duration::from_secs(600);

/// Polls every installed organization once. Returns the work items newly queued.
pub async fn poll_all(work: &Work, holder: &str) -> u64 {
    let orgs = match work.store.list_organizations().await {
        Ok(o) => o,
        Err(e) => {
            tracing::warn!(error = %e, "reconciliation: cannot list organizations");
            return 0;
        }
    };
    let mut queued = 0;
    for org in orgs {
        match poll_org(work, &org, holder).await {
            Ok(n) => queued += n,
            Err(e) => {
                tracing::warn!(organization = %org.credential_key, error = %e, "reconciliation failed")
            }
        }
    }
    queued
}

/// Polls one organization's known steps. Returns the work items newly queued.
pub async fn poll_org(work: &Work, org: &Organization, holder: &str) -> anyhow::Result<u64> {
    let key = org.credential_key.as_str();
    let store = &work.store;
    let targets = store.list_step_targets(key).await?;
    if targets.is_empty() {
        return Ok(0);
    }
    if !store
        .try_acquire_lease(key, LeaseKind::Reconciliation, holder, LEASE)
        .await?
    {
        return Ok(0);
    }
    let client = work.platform.org(org)?;
    let mut queued = 0;
    let result: anyhow::Result<()> = async {
        for t in targets {
            let stored = store
                .get_step_settings(key, StepScope::Project(t.project_id), t.step_id)
                .await?
                .and_then(|s| StoredSettings::from_text(&s.settings));
            let Some(module_key) = stored.map(|s| s.module_key) else {
                continue;
            };
            if work.modules.step(&module_key).is_none() {
                continue;
            }
            let languages = if t.languages.is_empty() {
                client.project(t.project_id).await?.target_language_ids
            } else {
                t.languages
            };
            for language in languages {
                let at = StepLanguage {
                    credential_key: key,
                    project_id: t.project_id,
                    step_id: t.step_id,
                    language_id: &language,
                    module_key: &module_key,
                };
                match poll_step_language(store, &client, at).await {
                    Ok(n) => queued += n,
                    Err(e) if matches!(e.status(), Some(403 | 404)) => {
                        tracing::info!(organization = key, project_id = t.project_id, step_id = t.step_id, language = %language, error = %e, "reconciliation: step or language not reachable; skipped");
                    }
                    Err(e) => return Err(e.into()),
                }
            }
        }
        Ok(())
    }
    .await;
    if let Err(e) = store
        .release_lease(key, LeaseKind::Reconciliation, holder)
        .await
    {
        tracing::warn!(organization = key, error = %e, "reconciliation: lease not released");
    }
    result?;
    if queued > 0 {
        tracing::info!(
            organization = key,
            queued,
            "reconciliation queued waiting strings"
        );
    }
    Ok(queued)
}

async fn poll_step_language(
    store: &Store,
    client: &OrgClient,
    at: StepLanguage<'_>,
) -> Result<u64, ApiError> {
    let mut ids = BTreeSet::new();
    for status in [StepStatus::NeedProcess, StepStatus::Failed] {
        let q = StatusQuery {
            status: Some(status),
            ..StatusQuery::default()
        };
        for s in client
            .step_statuses(at.project_id, at.step_id, at.language_id, &q)
            .all()
            .await?
        {
            ids.insert(s.string_id);
        }
    }
    if ids.is_empty() {
        return Ok(0);
    }
    let records = client
        .strings(at.project_id, &ListQuery::all())?
        .all()
        .await?;
    let waiting: Vec<Waiting> = records
        .into_iter()
        .filter(|s| ids.contains(&s.id))
        .map(|s| Waiting {
            string_id: s.id,
            record: serde_json::to_value(&s).unwrap_or_default(),
        })
        .collect();
    let _ = store
        .note_step_language(at.credential_key, at.project_id, at.step_id, at.language_id)
        .await;
    let items = intake::work_items(client, at, waiting).await?;
    store
        .enqueue_work(&items)
        .await
        .map_err(|e| ApiError::Transport {
            what: "queue waiting strings".into(),
            message: e.to_string(),
        })
}

/// Runs forever: a poll at start, then every `every`.
pub async fn run(work: Work, holder: String, every: Duration) {
    loop {
        poll_all(&work, &holder).await;
        tokio::time::sleep(every).await;
    }
}
