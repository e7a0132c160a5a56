//! The workflow step types (docs/PROTOCOL.md §14): which step modules the app serves
//! ([`modules`]), their settings routes and typed settings ([`settings`]), the pure step logic
//! ([`qa`] for qa-gate, [`router`] for croql-router, [`decide`] choosing a port), the processing
//! of webhook deliveries from the store's inbox ([`inbox`], one delivery by event in
//! [`delivery`]), the intake of waiting strings into the durable work queue ([`intake`]), the
//! workers that send the status updates ([`worker`]) and the reconciliation poll ([`reconcile`]).
//!
//! [`routes`] mounts the step settings routes. The background tasks take a [`Work`] (the store,
//! the platform client and the modules served), never the app's whole state; the `service` module
//! starts them. Deliveries arrive through the store's inbox, where the `webhooks` module put them:
//! the two modules never call each other. What must not live here: persistence
//! (`crate::store`), HTTP calls other than through `crate::platform`, the webhook route.

pub mod decide;
pub mod delivery;
pub mod external_qa;
pub mod inbox;
pub mod intake;
pub mod modules;
pub mod qa;
pub mod reconcile;
pub mod router;
pub mod settings;
pub mod worker;

use std::sync::Arc;
use std::time::Duration;

use axum::routing::{get, post};
use axum::{Extension, Router};

pub use modules::{StepKind, StepModule, WorkflowModules};

use crate::http::AppState;
use crate::platform::PlatformClient;
use crate::store::claim::Claimer;
use crate::store::Store;

/// Interval of the reconciliation poll after the one at start.
pub const RECONCILE_EVERY: Duration = Duration::from_secs(300);

/// The step settings routes (`POST` / `DELETE /workflow-steps/{module_key}/settings`) for
/// `modules`.
pub fn routes(modules: Arc<WorkflowModules>) -> Router<Arc<AppState>> {
    Router::new()
        .route(
            "/workflow-steps/{module_key}/settings",
            post(settings::save).delete(settings::delete),
        )
        .route(
            "/qa-check/{module_key}/validate",
            post(external_qa::validate),
        )
        .route(
            "/qa-check/{module_key}/batch-size",
            get(external_qa::batch_size).post(external_qa::batch_size),
        )
        .layer(Extension(modules))
}

/// What the workflow's background tasks work with: the store (inbox, queue, settings, event
/// log), the platform client, and the step modules served. Cheap to clone.
#[derive(Clone)]
pub struct Work {
    /// Inbox, work queue, step settings, organizations, event log.
    pub store: Store,
    /// Calls to the platform on behalf of installed organizations.
    pub platform: PlatformClient,
    /// The step modules this app serves.
    pub modules: Arc<WorkflowModules>,
}

impl Work {
    /// The claims of `worker` on the store's queues: `batch` at once, each for `lease`.
    pub fn claimer<'a>(&'a self, worker: &'a str, batch: u32, lease: Duration) -> Claimer<'a> {
        Claimer {
            store: &self.store,
            worker,
            batch,
            lease,
        }
    }
}

/// Options of the background tasks.
#[derive(Debug, Clone)]
pub struct TaskOptions {
    /// Interval of the reconciliation poll (after the one at start).
    pub reconcile_every: Duration,
    /// Work queue workers.
    pub workers: usize,
    /// How long a claim on inbox webhooks or queued work lasts: what a replica that died holding
    /// claims delays (the other replicas take the items once it expired).
    pub lease: Duration,
}

impl Default for TaskOptions {
    fn default() -> Self {
        TaskOptions {
            reconcile_every: RECONCILE_EVERY,
            workers: 2,
            lease: worker::LEASE,
        }
    }
}
