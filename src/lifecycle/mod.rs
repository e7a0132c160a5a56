//! The app as the platform installs it ([`routes`]): the manifest and its logo
//! (`GET /manifest.json`, `GET /logo.svg`, [`manifest`], rendered once at start), the lifecycle
//! events (`POST /events/{slug}`, [`events`]: installed, uninstall) and the reference app's
//! `GET /api/user` ([`user`]: the platform user an installed organization's token acts as).
//!
//! What must not live here: the installation grant (`platform::grant`), storage (`store`),
//! other features' routes.

pub mod events;
pub mod manifest;
pub mod user;

use std::sync::Arc;

use axum::routing::{get, post};
use axum::Router;

use crate::http::AppState;

/// The manifest, logo, lifecycle event and user routes.
pub fn routes() -> Router<Arc<AppState>> {
    Router::new()
        .route("/manifest.json", get(manifest::serve))
        .route("/logo.svg", get(manifest::logo))
        .route("/events/{slug}", post(events::event))
        .route("/api/user", get(user::user))
}
