//! The file modules served from configuration beyond one custom-file-format module per served
//! format ([`routes`]): bundle exports, `POST /bundle/{key}` (a custom-file-format module with
//! `stringsExport`: a file created from strings alone), and file-post-export pipelines,
//! `POST /post-export/{key}` (a built file rewritten before the user downloads it), and
//! file-pre-import, `POST /pre-import/{key}` (an uploaded file re-encoded as UTF-8 and checked
//! by its format's parser before the platform imports it), and file-post-import,
//! `POST /post-import/{key}` (parsed strings given the file's comment contexts, then dropped,
//! hidden, labelled or given a `maxLength` by CroQL rules), and
//! file-translations-alignment, `POST /translations-alignment/{key}` (a translated file's strings
//! paired with the source strings). Which
//! module a route's token must name
//! is [`modules`]; the handlers are [`handlers`].
//!
//! The body is admitted by `http::intake::Admitted`, the token checked by
//! `http::signed::SignedRequest`, the job run and answered by `http::job::run` (as every file
//! job is). What must not live here: job logic (`engine::modules`), the configuration and its
//! checks (`config::file_modules`), other features' routes.

pub mod handlers;
pub mod modules;

use std::sync::Arc;

use axum::routing::post;
use axum::Router;

use crate::http::AppState;

/// The routes of the configured file modules.
pub fn routes() -> Router<Arc<AppState>> {
    Router::new()
        .route("/bundle/{key}", post(handlers::bundle))
        .route("/post-export/{key}", post(handlers::post_export))
        .route("/pre-import/{key}", post(handlers::pre_import))
        .route("/post-import/{key}", post(handlers::post_import))
        .route("/translations-alignment/{key}", post(handlers::alignment))
}
