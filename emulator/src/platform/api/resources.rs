//! Plain resources: List Projects, Get Project, the authenticated user, and the workflow steps
//! of a project (enterprise).

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

/// `GET /api/v2/user`: the authenticated user.
pub async fn user(State(pl): State<Platform>, c: Caller) -> Result<Json<Value>, ApiError> {
    pl.read(|m| {
        let u = m.user(c.user_id).ok_or_else(ApiError::unauthorized)?;
        let (first, last) = u.full_name.split_once(' ').unwrap_or((&u.full_name, ""));
        let mut v = json!({
            "id": u.id,
            "username": u.username,
            "email": u.email,
            "fullName": u.full_name,
            "avatarUrl": u.avatar_url,
            "createdAt": u.created_at,
            "lastSeen": u.created_at,
            "twoFactor": "disabled",
            "timezone": "UTC",
        });
        if c.enterprise() {
            v["firstName"] = json!(first);
            v["lastName"] = json!(last);
            v["status"] = json!("active");
            v["isAdmin"] = json!(m
                .organization(c.organization_id)
                .is_some_and(|o| o.admin_ids.contains(&u.id)));
        }
        Ok(Json(json!({ "data": v })))
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
