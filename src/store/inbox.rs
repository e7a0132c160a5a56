//! The webhook inbox: raw deliveries persisted before the app answers 2xx, then claimed by
//! workers under a time-limited claim, and acknowledged (deleted), released for a later attempt,
//! or buried. A claim that expires (a worker died, the process restarted) makes the delivery
//! claimable again.

use std::time::Duration;

use super::{ms, now_ms, BeginWrite, InboxCounts, InboxItem, QueryContext, Result, Store};

/// Queues one delivery: credential key, module key, raw body, now (received and first due).
const INSERT_DELIVERY: &str =
    "INSERT INTO webhook_inbox (credential_key, module_key, body, received_at, next_attempt_at) \
     VALUES ($1, $2, $3, $4, $4) RETURNING id";

type InboxRow = (i64, String, String, Vec<u8>, i64, i64, Option<String>);

macro_rules! claim_inbox {
    ($lock:literal) => {
        claim_statement!(
            "webhook_inbox",
            "",
            "id, credential_key, module_key, body, received_at, attempts, last_error",
            $lock
        )
    };
}

fn item_from_row(
    (id, credential_key, module_key, body, received_at, attempts, last_error): InboxRow,
) -> Result<InboxItem> {
    Ok(InboxItem {
        id,
        credential_key,
        module_key,
        body,
        received_at,
        attempts,
        last_error,
    })
}

impl Store {
    /// Persists a delivery (the raw body) for the organization; returns its id. Call before
    /// answering 2xx. The organization must exist.
    pub async fn enqueue_webhook(
        &self,
        credential_key: &str,
        module_key: &str,
        body: &[u8],
    ) -> Result<i64> {
        let now = now_ms();
        on_pool!(self, p => sqlx::query_scalar(INSERT_DELIVERY)
        .bind(credential_key)
        .bind(module_key)
        .bind(body)
        .bind(now)
        .fetch_one(p)
        .await
        .op("enqueue_webhook"))
    }

    /// Persists a delivery like [`Store::enqueue_webhook`] unless a delivery with the same
    /// `signature` was accepted for the organization within `window` (a replay, or the platform's
    /// redelivery after a lost answer): then `None`, and nothing is queued. The check and the
    /// insert are one transaction, so a failure leaves no trace and the platform's retry is
    /// accepted; older signatures of the organization are pruned on the way.
    pub async fn enqueue_webhook_once(
        &self,
        credential_key: &str,
        module_key: &str,
        signature: &str,
        body: &[u8],
        window: Duration,
    ) -> Result<Option<i64>> {
        let now = now_ms();
        on_pool!(self, p => async {
            let mut tx = p.begin_write().await?;
            sqlx::query("DELETE FROM webhook_deliveries WHERE credential_key = $1 AND received_at < $2")
                .bind(credential_key)
                .bind(now - ms(window))
                .execute(&mut *tx)
                .await?;
            let new = sqlx::query(
                "INSERT INTO webhook_deliveries (credential_key, signature, received_at) \
                 VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            )
            .bind(credential_key)
            .bind(signature)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if new == 0 {
                tx.commit().await?;
                return Ok(None);
            }
            let id: i64 = sqlx::query_scalar(INSERT_DELIVERY)
            .bind(credential_key)
            .bind(module_key)
            .bind(body)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Some(id))
        }
        .await
        .op("enqueue_webhook_once"))
    }

    /// Claims up to `limit` deliveries that are due and not claimed (or whose claim expired), for
    /// `worker`, until now + `lease`; oldest first. Each claim counts as an attempt. Concurrent
    /// claimers never get the same delivery while its claim lasts.
    pub async fn claim_webhooks(
        &self,
        worker: &str,
        limit: u32,
        lease: Duration,
    ) -> Result<Vec<InboxItem>> {
        self.claim_rows(
            "claim_webhooks",
            (claim_inbox!(" FOR UPDATE SKIP LOCKED"), claim_inbox!("")),
            worker,
            limit,
            lease,
            |r: &InboxRow| r.0,
            item_from_row,
        )
        .await
    }

    /// The delivery was processed: delete it. Returns whether it was still there.
    pub async fn ack_webhook(&self, id: i64) -> Result<bool> {
        on_pool!(self, p => sqlx::query("DELETE FROM webhook_inbox WHERE id = $1")
            .bind(id)
            .execute(p)
            .await
            .map(|r| r.rows_affected() > 0)
            .op("ack_webhook"))
    }

    /// Processing failed: record `error`, and make the delivery claimable again after `delay`.
    /// Only `worker`'s own live or expired claim is released; returns whether it was.
    pub async fn release_webhook(
        &self,
        id: i64,
        worker: &str,
        delay: Duration,
        error: &str,
    ) -> Result<bool> {
        let next = now_ms().saturating_add(ms(delay));
        on_pool!(self, p => sqlx::query(
            "UPDATE webhook_inbox SET claimed_by = NULL, claimed_until = NULL, next_attempt_at = $3, \
             last_error = $4 WHERE id = $1 AND claimed_by = $2 AND state = 'pending'",
        )
        .bind(id)
        .bind(worker)
        .bind(next)
        .bind(error)
        .execute(p)
        .await
        .map(|r| r.rows_affected() > 0)
        .op("release_webhook"))
    }

    /// Gives up on a delivery (kept, with `error`, for inspection; never claimed again).
    pub async fn bury_webhook(&self, id: i64, error: &str) -> Result<bool> {
        on_pool!(self, p => sqlx::query(
            "UPDATE webhook_inbox SET state = 'dead', claimed_by = NULL, claimed_until = NULL, \
             last_error = $2 WHERE id = $1",
        )
        .bind(id)
        .bind(error)
        .execute(p)
        .await
        .map(|r| r.rows_affected() > 0)
        .op("bury_webhook"))
    }

    /// Inbox size by state (metrics).
    pub async fn inbox_counts(&self) -> Result<InboxCounts> {
        let rows: Vec<(String, i64)> = on_pool!(self, p => sqlx::query_as(
            "SELECT state, COUNT(*) FROM webhook_inbox GROUP BY state",
        )
        .fetch_all(p)
        .await
        .op("inbox_counts"))?;
        let mut c = InboxCounts::default();
        for (state, n) in rows {
            match state.as_str() {
                "pending" => c.pending = n,
                _ => c.dead += n,
            }
        }
        Ok(c)
    }
}
