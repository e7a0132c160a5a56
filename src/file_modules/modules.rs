//! The route modules of the configured file modules: the `{key}` of `POST /bundle/{key}` must be
//! a configured bundle module, that of `POST /post-export/{key}` a configured post-export module,
//! that of `POST /pre-import/{key}` a configured pre-import module, that of
//! `POST /post-import/{key}` a configured post-import module (404 otherwise), and the request token must name it when it names a module.

use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::http::error::ApiError;
use crate::http::reject::ApiPath;
use crate::http::signed::RouteModule;
use crate::http::AppState;

/// A bundle module named by the route's `{key}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BundleRoute(pub String);

impl RouteModule for BundleRoute {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        let ApiPath(key) = ApiPath::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        if state.engine.bundle_module(&key).is_none() {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!("no bundle module `{key}` on this app"),
            )
            .into_response());
        }
        Ok(BundleRoute(key))
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
        let ApiPath(key) = ApiPath::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        if state.engine.post_export_module(&key).is_none() {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!("no post-export module `{key}` on this app"),
            )
            .into_response());
        }
        Ok(PostExportRoute(key))
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
        let ApiPath(key) = ApiPath::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        if state.engine.pre_import_module(&key).is_none() {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!("no pre-import module `{key}` on this app"),
            )
            .into_response());
        }
        Ok(PreImportRoute(key))
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
        let ApiPath(key) = ApiPath::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        if state.engine.post_import_module(&key).is_none() {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!("no post-import module `{key}` on this app"),
            )
            .into_response());
        }
        Ok(PostImportRoute(key))
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
        let ApiPath(key) = ApiPath::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        if state.engine.alignment_module(&key).is_none() {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!("no translations-alignment module `{key}` on this app"),
            )
            .into_response());
        }
        Ok(AlignmentRoute(key))
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0)
    }
}
