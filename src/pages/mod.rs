//! The pages a person sees inside the platform: the project-menu page (`GET /pages/{key}`, with
//! its JSON API under `/pages/{key}/api/`) and the workflow step settings pages
//! (`GET /workflow-steps/{key}`, CroQL check under `/workflow-steps/{key}/api/`), with their
//! same-origin assets (`/pages/assets/`).
//!
//! One concept per file: [`html`] (escape, shell), [`headers`] (CSP with the platform's frame
//! origins, security headers), [`refusal`] (refusals as HTML pages, the page token check),
//! [`modules`] (which pages exist, route modules), [`client`] (whose data, which API client),
//! [`admin`] (the admin check), [`jobs`], [`search`], [`try_file`] (the project-menu panels'
//! JSON), [`menu`] and [`steps`] (the pages), [`assets`] (CSS and JS).
//!
//! What must not live here: token rules (`auth`), parsing (`engine`), persistence (`store`),
//! platform calls (`platform`), saving step settings (`workflow::settings`).

pub mod admin;
pub mod assets;
pub mod client;
pub mod headers;
pub mod html;
pub mod jobs;
pub mod menu;
pub mod modules;
pub mod refusal;
pub mod search;
pub mod steps;
pub mod try_file;

use std::sync::Arc;

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::{Extension, Router};

pub use client::client_for;
pub use html::escape;
pub use modules::PageModules;

use crate::http::AppState;

/// The routes of the pages of `modules`.
pub fn routes(modules: PageModules) -> Router<Arc<AppState>> {
    Router::new()
        .route("/pages/assets/{file}", get(assets::asset))
        .route("/pages/{key}", get(menu::page))
        .route("/pages/{key}/api/jobs", get(jobs::list))
        .route("/pages/{key}/api/jobs/clear", post(jobs::clear))
        .route("/pages/{key}/api/croql/check", post(search::check_for_menu))
        .route("/pages/{key}/api/strings", get(search::strings))
        .route(
            "/pages/{key}/api/try",
            post(try_file::try_file).layer(DefaultBodyLimit::disable()),
        )
        .route("/workflow-steps/{module_key}", get(steps::page))
        .route(
            "/workflow-steps/{module_key}/api/croql/check",
            post(search::check_for_step),
        )
        .layer(Extension(Arc::new(modules)))
}
