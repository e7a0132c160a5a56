//! API v2 of the emulated platform, mounted under the standard base (`/api/v2`) and every
//! enterprise base (`/enterprise/{domain}/api/v2`, or `Host: {domain}.localhost`): projects, the
//! authenticated user, organization users and project members with their roles, CroQL-filtered lists with paging, and the workflow step string status.

pub mod auth;
pub mod errors;
pub mod lists;
pub mod params;
pub mod records;
pub mod resources;
pub mod users;
pub mod workflow;

use axum::routing::get;
use axum::Router;

use super::state::Platform;

/// The routes below `/api/v2`.
pub fn router() -> Router<Platform> {
    Router::new()
        .route("/projects", get(resources::projects))
        .route("/projects/{projectId}", get(resources::project))
        .route("/projects/{projectId}/strings", get(lists::strings))
        .route(
            "/projects/{projectId}/languages/{languageId}/translations",
            get(lists::translations),
        )
        .route(
            "/projects/{projectId}/workflow-steps",
            get(resources::workflow_steps),
        )
        .route(
            "/projects/{projectId}/workflow-steps/{stepId}/languages/{languageId}/status",
            get(workflow::get_status).patch(workflow::patch_status),
        )
        .route("/tms/{tmId}/segments", get(lists::segments))
        .route("/glossaries/{glossaryId}/terms", get(lists::terms))
        .route("/user", get(users::me))
        .route("/users/{userId}", get(users::user))
        .route(
            "/projects/{projectId}/members/{memberId}",
            get(users::member),
        )
        .fallback(errors::not_found)
}
