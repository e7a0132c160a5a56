//! The route modules of the configured file modules: the `{key}` of `POST /bundle/{key}` must be
//! a configured bundle module, that of `POST /post-export/{key}` a configured post-export module,
//! that of `POST /pre-import/{key}` a configured pre-import module, that of
//! `POST /post-import/{key}` a configured post-import module, that of
//! `POST /translations-alignment/{key}` a configured alignment module (404 otherwise), and the
//! request token must name it when it names a module.

use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::engine::Engine;
use crate::http::error::ApiError;
use crate::http::reject::ApiPath;
use crate::http::signed::RouteModule;
use crate::http::AppState;

/// The route's `{key}` when `configured` says the engine has such a module of `kind`; else the
/// 404 naming it. What every file module's route resolves the same way.
async fn configured_key(
    parts: &mut Parts,
    state: &Arc<AppState>,
    kind: &str,
    configured: fn(&Engine, &str) -> bool,
) -> Result<String, Response> {
    let ApiPath(key) = ApiPath::<String>::from_request_parts(parts, state)
        .await
        .map_err(IntoResponse::into_response)?;
    if !configured(&state.engine, &key) {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no {kind} module `{key}` on this app"),
        )
        .into_response());
    }
    Ok(key)
}

/// A bundle module named by the route's `{key}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BundleRoute(pub String);

impl RouteModule for BundleRoute {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        configured_key(parts, state, "bundle", |e, k| e.bundle_module(k).is_some())
            .await
            .map(BundleRoute)
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0)
    }
}

/// A file-post-export module named by the route's `{key}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostExportRoute(pub String);

impl RouteModule for PostExportRoute {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        configured_key(parts, state, "post-export", |e, k| {
            e.post_export_module(k).is_some()
        })
        .await
        .map(PostExportRoute)
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0)
    }
}

/// A file-pre-import module named by the route's `{key}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreImportRoute(pub String);

impl RouteModule for PreImportRoute {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        configured_key(parts, state, "pre-import", |e, k| {
            e.pre_import_module(k).is_some()
        })
        .await
        .map(PreImportRoute)
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0)
    }
}

/// A file-post-import module named by the route's `{key}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostImportRoute(pub String);

impl RouteModule for PostImportRoute {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        configured_key(parts, state, "post-import", |e, k| {
            e.post_import_module(k).is_some()
        })
        .await
        .map(PostImportRoute)
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0)
    }
}

/// A file-translations-alignment module named by the route's `{key}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlignmentRoute(pub String);

impl RouteModule for AlignmentRoute {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        configured_key(parts, state, "translations-alignment", |e, k| {
            e.alignment_module(k).is_some()
        })
        .await
        .map(AlignmentRoute)
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0)
    }
}
