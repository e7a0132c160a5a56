//! The workflow step types (PROTOCOL-NOTES §12): which step modules the app serves
//! ([`modules`]), their settings routes and typed settings ([`settings`]), the pure step logic
//! ([`qa`] for qa-gate, [`router`] for croql-router, [`decide`] choosing a port), the intake of
//! waiting strings into the durable work queue ([`intake`]), the workers that send the status
//! updates ([`worker`]) and the reconciliation poll ([`reconcile`]).
//!
//! [`routes`] mounts this module's routes and the webhook route (`crate::webhooks`); [`spawn`]
//! starts the background tasks. What must not live here: persistence (`crate::store`), HTTP
//! calls other than through `crate::platform`.

pub mod decide;
pub mod intake;
pub mod modules;
pub mod qa;
pub mod reconcile;
pub mod router;
pub mod settings;
pub mod worker;

use std::sync::Arc;
use std::time::Duration;

use axum::extract::DefaultBodyLimit;
use axum::routing::post;
use axum::{Extension, Router};

pub use modules::{StepKind, StepModule, WorkflowModules};

use crate::server::AppState;
use crate::webhooks::receive::{receive, MAX_BODY};

/// Interval of the reconciliation poll after the one at start.
pub const RECONCILE_EVERY: Duration = Duration::from_secs(300);

/// The webhook route (`POST /webhooks/{module_key}`) and the step settings routes
/// (`POST` / `DELETE /workflow-steps/{module_key}/settings`) for `modules`.
pub fn routes(modules: Arc<WorkflowModules>) -> Router<Arc<AppState>> {
    Router::new()
        .route(
            "/webhooks/{module_key}",
            post(receive).layer(DefaultBodyLimit::max(MAX_BODY)),
        )
        .route(
            "/workflow-steps/{module_key}/settings",
            post(settings::save).delete(settings::delete),
        )
        .layer(Extension(modules))
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

/// Starts the webhook inbox processor, the work queue workers and the reconciliation poll.
pub fn spawn(
    state: &Arc<AppState>,
    modules: Arc<WorkflowModules>,
    opts: TaskOptions,
) -> Vec<tokio::task::JoinHandle<()>> {
    let id = hex::encode(rand::random::<[u8; 6]>());
    let mut tasks = vec![tokio::spawn(crate::webhooks::processor::run(
        state.clone(),
        modules.clone(),
        format!("inbox-{id}"),
        opts.lease,
    ))];
    for n in 0..opts.workers.max(1) {
        tasks.push(tokio::spawn(worker::run(
            state.clone(),
            modules.clone(),
            format!("worker-{id}-{n}"),
            opts.lease,
        )));
    }
    tasks.push(tokio::spawn(reconcile::run(
        state.clone(),
        modules,
        format!("reconcile-{id}"),
        opts.reconcile_every,
    )));
    tasks
}
