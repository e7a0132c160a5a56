//! The workflow work queue: one row per (organization, project, step, language, string,
//! revision) — unique, so a duplicate delivery of the same string revision is not queued twice
//! and a done item is never queued (or claimed) again. Items are claimed in batches under a
//! time-limited claim (`FOR UPDATE SKIP LOCKED` on PostgreSQL, one atomic write statement on
//! SQLite), then marked done, failed (per-string error), retried later (backoff), or stopped
//! (configuration error, with the reason).

use std::time::Duration;

use super::{
    ms, now_ms, BeginWrite, NewWorkItem, QueryContext, QueueCounts, Result, Store, StoreError,
    WorkDone, WorkItem, WorkState,
};

type WorkRow = (
    i64,
    String,
    i64,
    i64,
    String,
    i64,
    String,
    Option<String>,
    String,
    Option<String>,
    i64,
    i64,
    Option<String>,
);

macro_rules! work_columns {
    () => {
        "id, credential_key, project_id, step_id, language_id, string_id, revision, payload, \
         state, output, attempts, next_attempt_at, last_error"
    };
}

macro_rules! claim_work {
    ($lock:literal) => {
        claim_statement!("work_items", ", updated_at = $3", work_columns!(), $lock)
    };
}

fn item_from_row(r: WorkRow) -> Result<WorkItem> {
    let state = WorkState::parse(&r.8)
        .ok_or_else(|| StoreError::Corrupt(format!("work item state {:?}", r.8)))?;
    Ok(WorkItem {
        id: r.0,
        credential_key: r.1,
        project_id: r.2,
        step_id: r.3,
        language_id: r.4,
        string_id: r.5,
        revision: r.6,
        payload: r.7,
        state,
        output: r.9,
        attempts: r.10,
        next_attempt_at: r.11,
        last_error: r.12,
    })
}

impl Store {
    /// Queues items in one transaction, skipping any whose (organization, project, step,
    /// language, string, revision) is already queued, whatever its state. Returns how many were
    /// new. The organizations must exist.
    pub async fn enqueue_work(&self, items: &[NewWorkItem]) -> Result<u64> {
        if items.is_empty() {
            return Ok(0);
        }
        let now = now_ms();
        on_pool!(self, p => async {
            let mut tx = p.begin_write().await?;
            let mut added = 0;
            for it in items {
                added += sqlx::query(
                    "INSERT INTO work_items (credential_key, project_id, step_id, language_id, \
                     string_id, revision, payload, next_attempt_at, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8) ON CONFLICT DO NOTHING",
                )
                .bind(&it.credential_key)
                .bind(it.project_id)
                .bind(it.step_id)
                .bind(&it.language_id)
                .bind(it.string_id)
                .bind(&it.revision)
                .bind(&it.payload)
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            }
            tx.commit().await?;
            Ok(added)
        }
        .await
        .op("enqueue_work"))
    }

    /// Claims up to `limit` pending items that are due and not claimed (or whose claim expired),
    /// for `worker`, until now + `lease`; oldest first. Each claim counts as an attempt.
    /// Concurrent claimers never get the same item while its claim lasts.
    pub async fn claim_work(
        &self,
        worker: &str,
        limit: u32,
        lease: Duration,
    ) -> Result<Vec<WorkItem>> {
        self.claim_rows(
            "claim_work",
            (claim_work!(" FOR UPDATE SKIP LOCKED"), claim_work!("")),
            worker,
            limit,
            lease,
            |r: &WorkRow| r.0,
            item_from_row,
        )
        .await
    }

    /// One item as stored.
    pub async fn get_work(&self, id: i64) -> Result<Option<WorkItem>> {
        let row: Option<WorkRow> = on_pool!(self, p => sqlx::query_as(
            concat!("SELECT ", work_columns!(), " FROM work_items WHERE id = $1"),
        )
        .bind(id)
        .fetch_optional(p)
        .await
        .op("get_work"))?;
        row.map(item_from_row).transpose()
    }

    /// The status of these items was sent: mark them done with the port sent, in one
    /// transaction. Only pending items change (done is final); returns how many did.
    pub async fn mark_done(&self, done: &[WorkDone]) -> Result<u64> {
        if done.is_empty() {
            return Ok(0);
        }
        let now = now_ms();
        on_pool!(self, p => async {
            let mut tx = p.begin_write().await?;
            let mut changed = 0;
            for d in done {
                changed += sqlx::query(
                    "UPDATE work_items SET state = 'done', output = $2, claimed_by = NULL, \
                     claimed_until = NULL, last_error = NULL, updated_at = $3 \
                     WHERE id = $1 AND state = 'pending'",
                )
                .bind(d.id)
                .bind(&d.output)
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            }
            tx.commit().await?;
            Ok(changed)
        }
        .await
        .op("mark_done"))
    }

    /// A per-string error (a 400): mark the pending item failed with `error`; not retried.
    pub async fn mark_failed(&self, id: i64, error: &str) -> Result<bool> {
        self.set_final(id, WorkState::Failed, error, "mark_failed")
            .await
    }

    /// A configuration error for this item: stop it with `reason` (see [`Store::resume_step`]).
    pub async fn stop_work(&self, id: i64, reason: &str) -> Result<bool> {
        self.set_final(id, WorkState::Stopped, reason, "stop_work")
            .await
    }

    async fn set_final(
        &self,
        id: i64,
        state: WorkState,
        why: &str,
        op: &'static str,
    ) -> Result<bool> {
        on_pool!(self, p => sqlx::query(
            "UPDATE work_items SET state = $2, last_error = $3, claimed_by = NULL, \
             claimed_until = NULL, updated_at = $4 WHERE id = $1 AND state = 'pending'",
        )
        .bind(id)
        .bind(state.as_str())
        .bind(why)
        .bind(now_ms())
        .execute(p)
        .await
        .map(|r| r.rows_affected() > 0)
        .op(op))
    }

    /// A transient failure (5xx, 429, timeout): release `worker`'s claim, record `error`, and
    /// make the item claimable again after `delay` (the caller's backoff, from `attempts` or
    /// `Retry-After`). Returns whether `worker` still held it.
    pub async fn retry_later(
        &self,
        id: i64,
        worker: &str,
        delay: Duration,
        error: &str,
    ) -> Result<bool> {
        let now = now_ms();
        on_pool!(self, p => sqlx::query(
            "UPDATE work_items SET claimed_by = NULL, claimed_until = NULL, next_attempt_at = $3, \
             last_error = $4, updated_at = $5 \
             WHERE id = $1 AND claimed_by = $2 AND state = 'pending'",
        )
        .bind(id)
        .bind(worker)
        .bind(now.saturating_add(ms(delay)))
        .bind(error)
        .bind(now)
        .execute(p)
        .await
        .map(|r| r.rows_affected() > 0)
        .op("retry_later"))
    }

    /// A configuration error for a whole step (403/404): stop every pending item of (project,
    /// step) with `reason`. Returns how many.
    pub async fn stop_step(
        &self,
        credential_key: &str,
        project_id: i64,
        step_id: i64,
        reason: &str,
    ) -> Result<u64> {
        on_pool!(self, p => sqlx::query(
            "UPDATE work_items SET state = 'stopped', last_error = $4, claimed_by = NULL, \
             claimed_until = NULL, updated_at = $5 WHERE credential_key = $1 AND project_id = $2 \
             AND step_id = $3 AND state = 'pending'",
        )
        .bind(credential_key)
        .bind(project_id)
        .bind(step_id)
        .bind(reason)
        .bind(now_ms())
        .execute(p)
        .await
        .map(|r| r.rows_affected())
        .op("stop_step"))
    }

    /// The step's configuration was fixed (settings saved again): stopped items of (project,
    /// step) become pending and due now. Returns how many.
    pub async fn resume_step(
        &self,
        credential_key: &str,
        project_id: i64,
        step_id: i64,
    ) -> Result<u64> {
        let now = now_ms();
        on_pool!(self, p => sqlx::query(
            "UPDATE work_items SET state = 'pending', next_attempt_at = $4, updated_at = $4 \
             WHERE credential_key = $1 AND project_id = $2 AND step_id = $3 AND state = 'stopped'",
        )
        .bind(credential_key)
        .bind(project_id)
        .bind(step_id)
        .bind(now)
        .execute(p)
        .await
        .map(|r| r.rows_affected())
        .op("resume_step"))
    }

    /// Queue depth by state, over all organizations (metrics).
    pub async fn queue_counts(&self) -> Result<QueueCounts> {
        let now = now_ms();
        let rows: Vec<(String, i64)> = on_pool!(self, p => sqlx::query_as(
            "SELECT CASE WHEN state = 'pending' AND claimed_until > $1 THEN 'claimed' ELSE state END, \
             COUNT(*) FROM work_items GROUP BY 1",
        )
        .bind(now)
        .fetch_all(p)
        .await
        .op("queue_counts"))?;
        let mut c = QueueCounts::default();
        for (state, n) in rows {
            match state.as_str() {
                "pending" => c.pending += n,
                "claimed" => c.claimed += n,
                "done" => c.done += n,
                "failed" => c.failed += n,
                _ => c.stopped += n,
            }
        }
        Ok(c)
    }
}
