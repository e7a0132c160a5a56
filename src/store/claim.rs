//! The claim loop the store's leased queues share (the webhook inbox and the workflow work
//! queue): a worker claims a batch of due items under a time-limited claim ([`Claimer::claim`]),
//! settles each one (its own code), and polls again, sleeping a moment when a pass claimed
//! nothing ([`poll_forever`]). A claim that fails is logged and claims nothing; a claim that
//! expires (the worker died) makes its items claimable again, so nothing is lost.
//!
//! What lives here: the claiming and the polling, written once. What does not: what settling an
//! item means (`workflow::inbox`, `workflow::worker`), the claim queries
//! (`inbox.rs`, `queue.rs`).

use std::future::Future;
use std::time::Duration;

use super::{InboxItem, Result, Store, WorkItem};

/// Wait after a pass that claimed nothing.
pub const IDLE: Duration = Duration::from_millis(200);

/// An item of a leased queue of the store.
pub trait Claimable: Sized + Send {
    /// The queue's name in log lines.
    const QUEUE: &'static str;

    /// Claims up to `limit` due items for `worker` until now + `lease`.
    fn claim(
        store: &Store,
        worker: &str,
        limit: u32,
        lease: Duration,
    ) -> impl Future<Output = Result<Vec<Self>>> + Send;
}

impl Claimable for InboxItem {
    const QUEUE: &'static str = "webhook inbox";

    async fn claim(store: &Store, worker: &str, limit: u32, lease: Duration) -> Result<Vec<Self>> {
        store.claim_webhooks(worker, limit, lease).await
    }
}

impl Claimable for WorkItem {
    const QUEUE: &'static str = "work queue";

    async fn claim(store: &Store, worker: &str, limit: u32, lease: Duration) -> Result<Vec<Self>> {
        store.claim_work(worker, limit, lease).await
    }
}

/// One worker's claims on a queue: who claims, how many at once, for how long.
#[derive(Debug, Clone, Copy)]
pub struct Claimer<'a> {
    /// The store holding the queue.
    pub store: &'a Store,
    /// The worker's name (claims are held in it).
    pub worker: &'a str,
    /// Items claimed at once.
    pub batch: u32,
    /// How long a claim lasts.
    pub lease: Duration,
}

impl Claimer<'_> {
    /// Claims one batch of `T`; a claim that fails is logged and claims nothing (the items stay
    /// for the next pass).
    pub async fn claim<T: Claimable>(&self) -> Vec<T> {
        match T::claim(self.store, self.worker, self.batch, self.lease).await {
            Ok(items) => items,
            Err(e) => {
                tracing::warn!(queue = T::QUEUE, error = %e, "claim failed");
                Vec::new()
            }
        }
    }
}

/// Runs `pass` forever (each returns how many items it claimed), sleeping [`IDLE`] after a pass
/// that claimed none.
pub async fn poll_forever<F, Fut>(mut pass: F)
where
    F: FnMut() -> Fut,
    Fut: Future<Output = usize>,
{
    loop {
        if pass().await == 0 {
            tokio::time::sleep(IDLE).await;
        }
    }
}
