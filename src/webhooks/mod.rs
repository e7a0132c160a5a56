//! The webhook module (docs/PROTOCOL.md §13), receiving side: the route that checks and persists
//! deliveries ([`routes`], [`receive`]; replays are recognised by the store). A persisted
//! delivery is the hand-over: it waits in the store's webhook inbox until the workflow's inbox
//! processor (`workflow::inbox`) claims and processes it.
//!
//! What must not live here: processing deliveries and the workflow steps' decisions
//! (the `workflow` module, which this module never calls, nor the reverse), persistence
//! (`store`), API calls (`platform`).

pub mod receive;

use std::sync::Arc;

use axum::extract::DefaultBodyLimit;
use axum::routing::post;
use axum::{Extension, Router};

use crate::http::AppState;

/// The webhook module keys this app serves (`POST /webhooks/{key}`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WebhookKeys(pub Vec<String>);

impl WebhookKeys {
    /// Whether `key` is one of them.
    pub fn serves(&self, key: &str) -> bool {
        self.0.iter().any(|k| k == key)
    }
}

/// The webhook route (`POST /webhooks/{module_key}`) for the modules of `keys`.
pub fn routes(keys: WebhookKeys) -> Router<Arc<AppState>> {
    Router::new()
        .route(
            "/webhooks/{module_key}",
            post(receive::receive).layer(DefaultBodyLimit::max(receive::MAX_BODY)),
        )
        .layer(Extension(Arc::new(keys)))
}
