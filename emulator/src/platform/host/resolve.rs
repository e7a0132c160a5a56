//! What every host route starts with: from the app, module key, project, user and step named by
//! a request, the installation, the module, the workflow step and a freshly minted page token,
//! once the user's access is checked; or a [`Refusal`] that says why not, rendered as a page or
//! as a JSON error.

use axum::http::StatusCode;
use axum::response::Response;

use super::token;
use crate::platform::access::{self, AccessCategory, WORKFLOW_STEP_TYPE};
use crate::platform::api::errors::ApiError;
use crate::platform::html::problem_page;
use crate::platform::model::{AppModule, Model};
use crate::unix_now;

/// Why a host route refuses, in plain words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// HTTP status.
    pub status: StatusCode,
    /// Short heading.
    pub title: &'static str,
    /// What is wrong.
    pub message: String,
}

impl Refusal {
    /// A refusal with `status`.
    pub fn new(status: StatusCode, title: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            status,
            title,
            message: message.into(),
        }
    }

    /// As a page.
    pub fn page(&self) -> Response {
        problem_page(self.status, self.title, &self.message)
    }

    /// As a JSON error `{"error":{"message","code"}}`.
    pub fn json(&self) -> ApiError {
        ApiError::Plain(self.status, self.message.clone())
    }
}

/// What a request names.
#[derive(Debug, Clone)]
pub struct Ask<'a> {
    /// App identifier.
    pub app: &'a str,
    /// Module key.
    pub key: &'a str,
    /// Project id.
    pub project: i64,
    /// User id; `None`: the project owner.
    pub user: Option<i64>,
    /// Workflow step id; `None`: the project's step bound to the module.
    pub step: Option<i64>,
}

/// The workflow step a workflow-step-type module is opened on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepInfo {
    /// Step id.
    pub id: i64,
    /// Workflow id.
    pub workflow_id: i64,
    /// Step title.
    pub title: String,
}

/// A resolved, admitted request with its fresh page token.
#[derive(Debug, Clone)]
pub struct Target {
    /// App identifier.
    pub app: String,
    /// The app's `baseUrl`.
    pub base_url: String,
    /// The app's OAuth client id.
    pub client_id: String,
    /// The module.
    pub module: AppModule,
    /// Project id.
    pub project_id: i64,
    /// Project name.
    pub project_name: String,
    /// Organization id.
    pub organization_id: i64,
    /// Organization name.
    pub organization_name: String,
    /// Enterprise organization.
    pub enterprise: bool,
    /// The acting user.
    pub user_id: i64,
    /// The step (workflow-step-type modules).
    pub step: Option<StepInfo>,
    /// Who the module is granted to.
    pub category: AccessCategory,
    /// A fresh page token for the user and module.
    pub token: String,
}

/// Resolves `ask` on the model, checks the user's access and mints a page token.
pub fn resolve(m: &Model, ask: &Ask<'_>) -> Result<Target, Refusal> {
    let not_found = |msg: String| Refusal::new(StatusCode::NOT_FOUND, "Not found", msg);
    let project = m
        .project(ask.project)
        .ok_or_else(|| not_found(format!("project {} does not exist", ask.project)))?;
    let org = m.organization(project.organization_id).ok_or_else(|| {
        not_found(format!(
            "organization {} does not exist",
            project.organization_id
        ))
    })?;
    let app = m
        .apps
        .iter()
        .find(|a| a.identifier == ask.app && a.organization_id == org.id)
        .ok_or_else(|| {
            not_found(format!(
                "app `{}` is not installed in organization {} ({})",
                ask.app, org.id, org.name
            ))
        })?;
    let module = app.module(ask.key).ok_or_else(|| {
        not_found(format!(
            "app `{}` has no page module `{}`",
            ask.app, ask.key
        ))
    })?;
    let (Some(base_url), Some(client_id)) = (&app.base_url, &app.client_id) else {
        return Err(Refusal::new(
            StatusCode::CONFLICT,
            "Not usable",
            format!(
                "the installation of `{}` records no baseUrl or OAuth client",
                ask.app
            ),
        ));
    };
    let user = ask.user.unwrap_or(project.user_id);
    access::check(m, module, project, user)
        .map_err(|why| Refusal::new(StatusCode::FORBIDDEN, "Not allowed", why))?;
    let step = if module.module_type == WORKFLOW_STEP_TYPE {
        let wf = project
            .workflow
            .as_ref()
            .ok_or_else(|| not_found(format!("project {} has no workflow", project.id)))?;
        let s = wf
            .steps
            .iter()
            .filter(|s| ask.step.is_none_or(|id| s.id == id))
            .find(|s| {
                s.kind == "Application"
                    && s.application_module.as_ref().is_some_and(|am| {
                        am.application_identifier == ask.app && am.module_key == ask.key
                    })
            })
            .ok_or_else(|| {
                not_found(match ask.step {
                    Some(id) => format!(
                        "step {id} of project {} is not a step of module `{}`",
                        project.id, ask.key
                    ),
                    None => format!(
                        "no step of project {}'s workflow uses module `{}`",
                        project.id, ask.key
                    ),
                })
            })?;
        Some(StepInfo {
            id: s.id,
            workflow_id: wf.id,
            title: s.title.clone(),
        })
    } else {
        None
    };
    let secret = m.client(client_id).map(|c| c.client_secret.clone()).ok_or_else(|| {
        Refusal::new(
            StatusCode::CONFLICT,
            "Not usable",
            format!(
                "the OAuth client `{client_id}` of app `{}` is not registered: its secret signs the page tokens",
                ask.app
            ),
        )
    })?;
    let token = token::mint(
        m,
        project,
        client_id,
        &secret,
        &module.key,
        user,
        unix_now(),
    )
    .map_err(|e| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, "Internal error", e))?;
    Ok(Target {
        app: app.identifier.clone(),
        base_url: base_url.clone(),
        client_id: client_id.clone(),
        module: module.clone(),
        project_id: project.id,
        project_name: project.name.clone(),
        organization_id: org.id,
        organization_name: org.name.clone(),
        enterprise: org.is_enterprise(),
        user_id: user,
        step,
        category: access::category_of(module, org.is_enterprise()),
        token,
    })
}

/// Parses an id given as text (a query value); `what` names it in the refusal.
pub fn parse_id(value: Option<&str>, what: &str) -> Result<Option<i64>, Refusal> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) => v.parse::<i64>().map(Some).map_err(|_| {
            Refusal::new(
                StatusCode::BAD_REQUEST,
                "Bad request",
                format!("`{what}` must be a number, not `{v}`"),
            )
        }),
    }
}
