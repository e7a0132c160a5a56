//! Which pages the app serves and how a route names its module: [`PageModules`] (the
//! configured `[[project_menus]]` keys and the workflow step modules), and the route modules
//! the signed-token check uses — a project-menu page or its JSON API ([`MenuPage`],
//! [`MenuApi`]) and a workflow step's settings page or its JSON API ([`StepPage`],
//! [`StepApi`]). An unknown key is a 404: an HTML page for a page, JSON for an API.
//! What must not live here: the pages themselves.

use std::sync::Arc;

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use super::refusal::PageError;
use crate::config::modules::ProjectMenuModule;
use crate::http::error::ApiError;
use crate::http::reject::path_error;
use crate::http::signed::RouteModule;
use crate::http::AppState;
use crate::workflow::{StepModule, WorkflowModules};

/// The modules whose pages this app serves.
#[derive(Debug, Clone, Default)]
pub struct PageModules {
    /// The project-menu modules (`GET /pages/{key}`).
    pub menus: Vec<ProjectMenuModule>,
    /// The workflow step modules (`GET /workflow-steps/{key}`).
    pub steps: Arc<WorkflowModules>,
}

impl PageModules {
    /// The pages of the project-menu `menus` and the step `steps`.
    pub fn new(menus: Vec<ProjectMenuModule>, steps: Arc<WorkflowModules>) -> Self {
        PageModules { menus, steps }
    }

    /// The project-menu module `key`.
    pub fn menu(&self, key: &str) -> Option<&ProjectMenuModule> {
        self.menus.iter().find(|m| m.key == key)
    }
}

/// The first path parameter (the module key) and the served modules; when the path cannot be
/// read, what is wrong with it.
async fn key_and_modules(
    parts: &mut Parts,
    state: &Arc<AppState>,
) -> Result<(String, Option<Arc<PageModules>>), String> {
    let key = match Path::<Vec<(String, String)>>::from_request_parts(parts, state).await {
        Ok(Path(params)) => params
            .into_iter()
            .next()
            .map(|(_, v)| v)
            .unwrap_or_default(),
        Err(e) => return Err(path_error(&e)),
    };
    Ok((key, parts.extensions.get::<Arc<PageModules>>().cloned()))
}

/// The HTML refusal of a page whose path cannot be read.
fn bad_page_address(state: &AppState, why: String) -> Response {
    PageError::new(
        state,
        StatusCode::BAD_REQUEST,
        "Bad address",
        format!("The page's address is not valid ({why})."),
    )
    .into_response()
}

/// A project-menu module's page: refusals are HTML.
#[derive(Debug, Clone)]
pub struct MenuPage(pub ProjectMenuModule);

impl RouteModule for MenuPage {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        let (key, modules) = key_and_modules(parts, state)
            .await
            .map_err(|why| bad_page_address(state, why))?;
        if let Some(menu) = modules.as_ref().and_then(|m| m.menu(&key)) {
            return Ok(MenuPage(menu.clone()));
        }
        Err(PageError::new(
            state,
            StatusCode::NOT_FOUND,
            "No such page",
            format!("This app has no project-menu page `{key}`."),
        )
        .into_response())
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0.key)
    }
}

/// A project-menu module's JSON API: refusals are JSON.
#[derive(Debug, Clone)]
pub struct MenuApi(pub String);

impl RouteModule for MenuApi {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        let (key, modules) = key_and_modules(parts, state)
            .await
            .map_err(|why| ApiError::new(StatusCode::BAD_REQUEST, why).into_response())?;
        if modules.is_some_and(|m| m.menu(&key).is_some()) {
            return Ok(MenuApi(key));
        }
        Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no project-menu module `{key}` on this app"),
        )
        .into_response())
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0)
    }
}

/// A workflow step module's settings page: refusals are HTML.
#[derive(Debug, Clone)]
pub struct StepPage(pub StepModule);

impl RouteModule for StepPage {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        let (key, modules) = key_and_modules(parts, state)
            .await
            .map_err(|why| bad_page_address(state, why))?;
        match modules.and_then(|m| m.steps.step(&key).cloned()) {
            Some(step) => Ok(StepPage(step)),
            None => Err(PageError::new(
                state,
                StatusCode::NOT_FOUND,
                "No such page",
                format!("This app has no workflow step `{key}`."),
            )
            .into_response()),
        }
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0.key)
    }
}

/// A workflow step module's JSON API (the settings page's CroQL check): refusals are JSON.
#[derive(Debug, Clone)]
pub struct StepApi(pub StepModule);

impl RouteModule for StepApi {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        let (key, modules) = key_and_modules(parts, state)
            .await
            .map_err(|why| ApiError::new(StatusCode::BAD_REQUEST, why).into_response())?;
        match modules.and_then(|m| m.steps.step(&key).cloned()) {
            Some(step) => Ok(StepApi(step)),
            None => Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!("no workflow step module `{key}` on this app"),
            )
            .into_response()),
        }
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0.key)
    }
}
