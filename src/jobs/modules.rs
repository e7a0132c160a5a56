//! The route modules of the job routes: which module a signed token must name on
//! `POST /pre-export` ([`PreExportModule`]) and on `POST /process/{module}` ([`FormatModule`],
//! a format this app serves). The token check itself is `http::signed`.

use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::http::error::ApiError;
use crate::http::reject::ApiPath;
use crate::http::signed::RouteModule;
use crate::http::AppState;

/// The file-pre-export module's route: tokens for another module are refused.
#[derive(Debug, Clone, Copy, Default)]
pub struct PreExportModule;

impl RouteModule for PreExportModule {
    async fn resolve(_: &mut Parts, _: &Arc<AppState>) -> Result<Self, Response> {
        Ok(PreExportModule)
    }

    fn key(&self) -> Option<&str> {
        Some("pre-export")
    }
}

/// A custom-file-format module named by the route's `{module}` path segment; 404 when this app
/// serves no such format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatModule(pub String);

impl RouteModule for FormatModule {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        let ApiPath(module) = ApiPath::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        if state.engine.registry().get(&module).is_none() {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!("no module `{module}` on this app"),
            )
            .into_response());
        }
        Ok(FormatModule(module))
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0)
    }
}
