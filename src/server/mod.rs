//! The HTTP face of the app (axum): routes, shared state, and the start-up of the service.
//! Handlers stay small: the signed token is checked by the [`signed::SignedRequest`] extractor
//! (rules in `auth`), jobs run in `engine`; no job or token logic is written in a handler.
//! Back-pressure and body limits of jobs are the [`intake::Admitted`] extractor; every request
//! body, on any route, fails once it stalls longer than `limits.body_timeout_secs` between two
//! pieces (`tower_http::timeout`). Readiness and metrics are in [`health`]. Every refusal is
//! JSON, axum's extractor rejections and 405 included ([`reject`]); pages answer HTML.

pub mod error;
pub mod handlers;
pub mod health;
pub mod inflight;
pub mod intake;
pub mod job_log;
pub mod lifecycle;
pub mod linger;
pub mod listen;
pub mod manifest;
pub mod panic;
pub mod reject;
pub mod send_timeout;
pub mod signed;
pub mod state;
pub mod unavailable;
pub mod user;

use std::sync::Arc;
use std::time::Duration;

use axum::routing::{get, post};
use axum::Router;

pub use state::AppState;

/// The app's router over `state`, with the built-in webhook and workflow step modules.
pub fn router(state: Arc<AppState>) -> Router {
    router_with(state, Arc::new(crate::workflow::WorkflowModules::builtin()))
}

/// The app's router over `state`, serving the webhook and workflow-step-type `modules` (and
/// their settings pages; no project-menu page).
pub fn router_with(state: Arc<AppState>, modules: Arc<crate::workflow::WorkflowModules>) -> Router {
    router_with_pages(state, modules, Vec::new())
}

/// The app's router over `state`, serving the webhook and workflow-step-type `modules` and the
/// project-menu pages of `menus`.
pub fn router_with_pages(
    state: Arc<AppState>,
    modules: Arc<crate::workflow::WorkflowModules>,
    menus: Vec<crate::config::ProjectMenuModule>,
) -> Router {
    let body_timeout = Duration::from_secs(state.engine.limits().body_timeout_secs);
    Router::new()
        .merge(crate::workflow::routes(modules.clone()))
        .merge(crate::pages::routes(crate::pages::PageModules::new(
            menus, modules,
        )))
        .merge(crate::oauth::routes())
        .route("/manifest.json", get(handlers::manifest))
        .route("/logo.svg", get(handlers::logo))
        .route("/healthz", get(handlers::health))
        .route("/readyz", get(health::ready))
        .route("/metrics", get(health::metrics))
        .route("/api/file/process", post(handlers::process_any))
        .route("/process/{module}", post(handlers::process_module))
        .route("/pre-export", post(handlers::process_pre_export))
        .route("/blobs/{key}", get(handlers::blob))
        .route("/events/{slug}", post(lifecycle::event))
        .route("/api/user", get(user::user))
        // After every route (merged ones included): it applies to the routes registered so far.
        .method_not_allowed_fallback(reject::method_not_allowed)
        .fallback(handlers::not_found)
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
            body_timeout,
        ))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(
            panic::answer,
        ))
        .with_state(state)
}

/// Deletes expired spilled results every `every`.
pub fn spawn_sweeper(state: Arc<AppState>, every: Duration) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            match state
                .engine
                .blobs()
                .sweep(crate::transfer::blob::unix_now())
                .await
            {
                Ok(0) => {}
                Ok(n) => tracing::info!(removed = n, "expired downloads removed"),
                Err(e) => tracing::warn!(error = %e, "could not sweep expired downloads"),
            }
        }
    })
}
