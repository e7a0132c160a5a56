//! Users and their roles, as an app checks them through the API: the authenticated user
//! (`GET /user`; on enterprise with `isAdmin`), a user of the organization (`GET /users/{id}`,
//! enterprise only, with `isAdmin`), and a project member (`GET /projects/{id}/members/{id}`:
//! `role` owner / manager / translator on standard, `isManager` on enterprise). Field names
//! are those of the official API client's `UsersModel`.

use axum::extract::{Path, State};
use axum::Json;
use serde_json::{json, Value};

use super::auth::Caller;
use super::errors::ApiError;
use super::lists::visible_project;
use crate::platform::model::{Model, User};
use crate::platform::state::Platform;

/// A user as `GET /user` and `GET /users/{id}` show it; the enterprise shape adds the name
/// parts, `status` and `isAdmin` (an administrator of `organization_id`).
fn user_json(m: &Model, u: &User, enterprise: bool, organization_id: i64) -> Value {
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
    if enterprise {
        v["firstName"] = json!(first);
        v["lastName"] = json!(last);
        v["status"] = json!("active");
        v["fields"] = json!({});
        v["isAdmin"] = json!(m
            .organization(organization_id)
            .is_some_and(|o| o.admin_ids.contains(&u.id)));
    }
    v
}

/// `GET /api/v2/user`: the authenticated user.
pub async fn me(State(pl): State<Platform>, c: Caller) -> Result<Json<Value>, ApiError> {
    pl.read(|m| {
        let u = m.user(c.user_id).ok_or_else(ApiError::unauthorized)?;
        Ok(Json(
            json!({ "data": user_json(m, u, c.enterprise(), c.organization_id) }),
        ))
    })
}

/// `GET /api/v2/users/{userId}` (enterprise): a user of the organization, with `isAdmin`.
pub async fn user(
    State(pl): State<Platform>,
    c: Caller,
    Path(user_id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    if !c.enterprise() {
        return Err(ApiError::not_found("Resource Not Found"));
    }
    let id = digits("userId", &user_id)?;
    pl.read(|m| {
        let u = m
            .user(id)
            .filter(|u| u.organization_ids.contains(&c.organization_id))
            .ok_or_else(|| ApiError::not_found("User Not Found"))?;
        Ok(Json(
            json!({ "data": user_json(m, u, true, c.organization_id) }),
        ))
    })
}

/// `GET /api/v2/projects/{projectId}/members/{memberId}`: the owner, a manager or a member of
/// a project the caller sees, with its role.
pub async fn member(
    State(pl): State<Platform>,
    c: Caller,
    Path((project_id, member_id)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    c.need("project")?;
    let id = digits("memberId", &member_id)?;
    pl.read(|m| {
        let p = visible_project(m, &c, &project_id)?;
        let is_member =
            p.user_id == id || p.manager_ids.contains(&id) || p.member_ids.contains(&id);
        let u = m
            .user(id)
            .filter(|_| is_member)
            .ok_or_else(|| ApiError::not_found("Member Not Found"))?;
        let manager = p.user_id == id || p.manager_ids.contains(&id);
        let v = if c.enterprise() {
            let (first, last) = u.full_name.split_once(' ').unwrap_or((&u.full_name, ""));
            json!({
                "id": u.id, "username": u.username, "firstName": first, "lastName": last,
                "isManager": manager, "isDeveloper": false, "managerOfGroup": null,
                "accessToAllWorkflowSteps": true, "permissions": {}, "givenAccessAt": p.created_at,
                "roles": [],
            })
        } else {
            let role = if p.user_id == id {
                "owner"
            } else if manager {
                "manager"
            } else {
                "translator"
            };
            json!({
                "id": u.id, "username": u.username, "fullName": u.full_name, "role": role,
                "permissions": {}, "avatarUrl": u.avatar_url, "joinedAt": p.created_at,
                "timezone": "UTC", "roles": [],
            })
        };
        Ok(Json(json!({ "data": v })))
    })
}

/// A path id that must be digits (the API's validation error otherwise).
fn digits(key: &str, v: &str) -> Result<i64, ApiError> {
    v.trim()
        .parse()
        .map_err(|_| ApiError::validation(key, "notDigits", "The input must contain only digits"))
}
