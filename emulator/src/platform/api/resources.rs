//! Plain resources: List Projects, Get Project, and the workflow steps of a project
//! (enterprise). Users are in [`super::users`].

use axum::extract::{Path, State};
use axum::Json;
use serde_json::{json, Value};

use super::auth::Caller;
use super::errors::ApiError;
use super::lists::{envelope, visible_project};
use super::params::{sort, Params};
use super::records;
use crate::platform::state::Platform;

/// `GET /api/v2/projects`.
pub async fn projects(
    State(pl): State<Platform>,
    c: Caller,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    c.need("project")?;
    let page = params.page()?;
    let order = params.order_by(&["id", "name", "identifier", "description", "createdAt"])?;
    let group = params.int("groupId")?;
    let managed_only = matches!(params.get("hasManagerAccess"), Some("1" | "true"));
    let mut items: Vec<Value> = pl.read(|m| {
        m.projects
            .iter()
            .filter(|p| p.organization_id == c.organization_id)
            .filter(|p| c.is_app() || m.can_see(c.user_id, p))
            .filter(|p| !managed_only || c.is_app() || m.is_manager(c.user_id, p))
            .filter(|p| group.is_none_or(|g| p.group_id == Some(g)))
            .map(|p| records::project(m, p, c.enterprise()))
            .collect()
    });
    sort(&mut items, &order);
    Ok(Json(envelope(items, page)))
}

/// `GET /api/v2/projects/{projectId}`.
pub async fn project(
    State(pl): State<Platform>,
    c: Caller,
    Path(project_id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    c.need("project")?;
    pl.read(|m| {
        let p = visible_project(m, &c, &project_id)?;
        Ok(Json(
            json!({ "data": records::project(m, p, c.enterprise()) }),
        ))
    })
}

/// `GET /api/v2/projects/{projectId}/workflow-steps` (enterprise).
pub async fn workflow_steps(
    State(pl): State<Platform>,
    c: Caller,
    Path(project_id): Path<String>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    if !c.enterprise() {
        return Err(ApiError::not_found("Resource Not Found"));
    }
    c.need("project")?;
    let page = params.page()?;
    pl.read(|m| {
        let p = visible_project(m, &c, &project_id)?;
        let steps: Vec<Value> = p
            .workflow
            .iter()
            .flat_map(|w| &w.steps)
            .map(|s| {
                json!({"id": s.id, "title": s.title, "type": s.kind, "languages": s.languages,
                       "config": {"assignees": {}}, "applicationModule": s.application_module,
                       "boundaries": s.boundaries})
            })
            .collect();
        Ok(Json(envelope(steps, page)))
    })
}
