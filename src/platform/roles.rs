//! Who may take an admin-only action (clearing a job log, changing a workflow step's
//! settings), asked of the platform API, never taken from a request: an enterprise
//! organization's admins (`GET /users/{id}` → `isAdmin`), a project's owner (`GET
//! /projects/{id}` → `userId`) and its managers (`GET /projects/{id}/members/{userId}` →
//! `isManager` on enterprise, `role` `owner` / `manager` on standard).
//!
//! What must not live here: the actions, or what a refusal looks like.

use serde_json::Value;

use super::client::OrgClient;
use super::error::ApiError;

fn as_i64(v: Option<&Value>) -> Option<i64> {
    match v? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

impl OrgClient {
    /// Whether `user_id` may administer project `project_id` (or, without a project, the
    /// organization): an organization admin (enterprise), the project's owner, or one of its
    /// managers. A user the platform does not confirm may not.
    pub async fn may_administer(
        &self,
        enterprise: bool,
        user_id: i64,
        project_id: Option<i64>,
    ) -> Result<bool, ApiError> {
        if enterprise {
            match self.user_by_id(user_id).await {
                Ok(user) => {
                    let admin = user.extra.get("isAdmin").and_then(Value::as_bool);
                    if user.id == user_id && admin == Some(true) {
                        return Ok(true);
                    }
                }
                // Not a user of the organization: certainly not its admin.
                Err(e) if e.status() == Some(404) => {}
                Err(e) => return Err(e),
            }
        }
        let Some(project_id) = project_id else {
            return Ok(false);
        };
        let project = self.project(project_id).await?;
        if as_i64(project.extra.get("userId")) == Some(user_id) {
            return Ok(true);
        }
        let path = [
            "projects".to_owned(),
            project_id.to_string(),
            "members".to_owned(),
            user_id.to_string(),
        ];
        let member = match self.get_data(&path).await {
            Ok(m) => m,
            Err(e) if e.status() == Some(404) => return Ok(false),
            Err(e) => return Err(e),
        };
        let manager = member.get("isManager").and_then(Value::as_bool) == Some(true)
            || matches!(
                member.get("role").and_then(Value::as_str),
                Some("owner" | "manager")
            );
        Ok(manager)
    }
}
