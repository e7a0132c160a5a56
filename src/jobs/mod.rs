//! File jobs over HTTP ([`routes`]): `POST /api/file/process`, `POST /process/{module}` and
//! `POST /pre-export` ([`process`]), the downloads of spilled results (`GET /blobs/{key}`,
//! [`download`]), which module a job route's token must name ([`modules`]), and the sweeper of
//! expired downloads ([`sweep`]). Running and answering a job (its gauges, log entry) is
//! `http::job`, shared with the `file_modules` routes.
//!
//! Back-pressure and body limits are the `http::intake::Admitted` extractor, the token check
//! `http::signed::SignedRequest`. What must not live here: job logic (`engine`), token rules
//! (`auth`), other features' routes.

pub mod download;
pub mod modules;
pub mod process;
pub mod sweep;

use std::sync::Arc;

use axum::routing::{get, post};
use axum::Router;

use crate::http::AppState;

/// The job routes and the download route.
pub fn routes() -> Router<Arc<AppState>> {
    Router::new()
        .route("/api/file/process", post(process::process_any))
        .route("/process/{module}", post(process::process_module))
        .route("/pre-export", post(process::process_pre_export))
        .route("/blobs/{key}", get(download::blob))
}
