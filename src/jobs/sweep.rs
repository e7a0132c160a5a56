//! The sweeper of expired downloads: a background task that deletes the spilled results whose
//! signed URLs expired. It takes the blob store only.

use std::sync::Arc;
use std::time::Duration;

use crate::transfer::blob::{unix_now, BlobStore};

/// Deletes expired spilled results from `blobs` every `every`.
pub fn spawn(blobs: Arc<dyn BlobStore>, every: Duration) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            match blobs.sweep(unix_now()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(removed = n, "expired downloads removed"),
                Err(e) => tracing::warn!(error = %e, "could not sweep expired downloads"),
            }
        }
    })
}
