//! The background processor of the webhook inbox (where the `webhooks` module persisted the
//! deliveries): claim deliveries (`store::claim`), process them (`delivery.rs`), then acknowledge (delete), release with backoff (transient failures), or
//! bury with the reason (poison deliveries, and any delivery that failed [`MAX_ATTEMPTS`] times).
//! A claim that expires (crash, restart) makes the delivery claimable again, so nothing is lost.

use std::time::Duration;

use super::delivery::{process, Failure};
use super::Work;
use crate::store::claim::poll_forever;
use crate::store::InboxItem;

/// Attempts before a delivery is buried.
pub const MAX_ATTEMPTS: i64 = 10;
/// Deliveries claimed at once.
const BATCH: u32 = 8;
/// How long a claim lasts.
pub const LEASE: Duration = Duration::from_secs(300);

/// Backoff after `attempts` failures: 2 s doubling, at most 10 min.
pub fn backoff(attempts: i64) -> Duration {
    let exp = u32::try_from(attempts.clamp(1, 10) - 1).unwrap_or(0);
    Duration::from_secs(2u64 << exp).min(Duration::from_secs(600))
}

/// Runs one pass: claims up to a batch and settles each. Returns how many were claimed.
pub async fn run_once(work: &Work, worker: &str) -> usize {
    run_once_leased(work, worker, LEASE).await
}

/// [`run_once`] with claims that last `lease` (a crashed replica's claims come back after it).
pub async fn run_once_leased(work: &Work, worker: &str, lease: Duration) -> usize {
    let items: Vec<InboxItem> = work.claimer(worker, BATCH, lease).claim().await;
    let n = items.len();
    for item in items {
        let settled = match process(work, &item).await {
            Ok(outcome) => {
                tracing::info!(inbox_id = item.id, organization = %item.credential_key, queued = outcome.queued, recorded = outcome.recorded, ignored = outcome.ignored, "webhook processed");
                work.store.ack_webhook(item.id).await.map(|_| ())
            }
            Err(Failure::Poison(why)) => {
                tracing::warn!(inbox_id = item.id, organization = %item.credential_key, reason = %why, "webhook buried");
                work.store.bury_webhook(item.id, &why).await.map(|_| ())
            }
            Err(Failure::Retry(why, _)) if item.attempts >= MAX_ATTEMPTS => {
                let why = format!("gave up after {} attempts: {why}", item.attempts);
                tracing::warn!(inbox_id = item.id, organization = %item.credential_key, reason = %why, "webhook buried");
                work.store.bury_webhook(item.id, &why).await.map(|_| ())
            }
            Err(Failure::Retry(why, wait)) => {
                let delay = wait.unwrap_or_else(|| backoff(item.attempts));
                tracing::info!(inbox_id = item.id, organization = %item.credential_key, reason = %why, delay_ms = delay.as_millis() as u64, "webhook released for a retry");
                work.store
                    .release_webhook(item.id, worker, delay, &why)
                    .await
                    .map(|_| ())
            }
        };
        if let Err(e) = settled {
            // The claim expires and the delivery comes back: nothing is lost.
            tracing::warn!(inbox_id = item.id, error = %e, "webhook inbox: could not settle the delivery");
        }
    }
    n
}

/// Runs forever: a pass, then a short sleep when the inbox was empty.
pub async fn run(work: Work, worker: String, lease: Duration) {
    poll_forever(|| run_once_leased(&work, &worker, lease)).await
}
