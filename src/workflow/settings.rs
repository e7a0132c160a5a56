//! Workflow-step settings (docs/PROTOCOL.md §14): the `updateSettingsUrl` (POST) and
//! `deleteSettingsUrl` (DELETE) routes, signed like every platform call, stored per
//! organization / project or template / step; and the typed settings of each step kind,
//! validated when saved (a croql-router predicate is compiled, its caret error returned as the
//! 400 message the settings page shows). Deciding with the settings is `decide.rs`'s job.

use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use locforge_protocol::lenient;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::modules::{StepKind, StepModule, WorkflowModules};
use super::qa::QaChecks;
use super::router::Predicate;
use crate::http::error::ApiError;
use crate::http::reject::{ApiBytes, ApiPath};
use crate::http::signed::{RouteModule, SignedRequest};
use crate::http::AppState;
use crate::store::{Organization, StepScope, StepSettings};

/// Settings of a croql-router step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RouterSettings {
    /// The CroQL predicate (source-string context): true → the `true` port.
    #[serde(alias = "croql", alias = "query")]
    pub predicate: String,
}

/// The settings of a step, by kind, as stored and used.
#[derive(Debug)]
pub enum KindSettings {
    /// qa-gate: which checks run.
    QaGate(QaChecks),
    /// croql-router: the compiled predicate (`None` until one is saved).
    CroqlRouter(Option<Box<Predicate>>),
}

impl KindSettings {
    /// Validates `settings` (the `settings` object of a save; `null` means defaults) for `kind`.
    pub fn parse(kind: StepKind, settings: &Value) -> Result<KindSettings, String> {
        match kind {
            StepKind::QaGate => {
                if settings.is_null() {
                    return Ok(KindSettings::QaGate(QaChecks::default()));
                }
                serde_json::from_value(settings.clone())
                    .map(KindSettings::QaGate)
                    .map_err(|e| format!("qa-gate settings: {e}"))
            }
            StepKind::CroqlRouter => {
                if settings.is_null() {
                    return Ok(KindSettings::CroqlRouter(None));
                }
                let s: RouterSettings = serde_json::from_value(settings.clone())
                    .map_err(|e| format!("croql-router settings: {e}"))?;
                Predicate::compile(&s.predicate)
                    .map(|p| KindSettings::CroqlRouter(Some(Box::new(p))))
                    .map_err(|e| format!("croql-router predicate: {e}"))
            }
        }
    }
}

/// The stored form: which module saved the settings, and the settings object.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredSettings {
    /// The step's module key.
    pub module_key: String,
    /// The settings object as saved (`null`: defaults, the step was only seen in events).
    pub settings: Value,
}

impl StoredSettings {
    /// Reads the stored JSON text.
    pub fn from_text(text: &str) -> Option<StoredSettings> {
        serde_json::from_str(text).ok()
    }
}

/// The body of an `updateSettingsUrl` / `deleteSettingsUrl` call.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct SettingsBody {
    #[serde(default, deserialize_with = "lenient::opt_int")]
    organization_id: Option<i64>,
    #[serde(default, deserialize_with = "lenient::opt_int")]
    project_id: Option<i64>,
    #[serde(default, deserialize_with = "lenient::opt_int")]
    template_id: Option<i64>,
    #[serde(default, deserialize_with = "lenient::opt_int")]
    step_id: Option<i64>,
    #[serde(default, deserialize_with = "lenient::opt_int")]
    workflow_id: Option<i64>,
    #[serde(default)]
    settings: Value,
}

/// The workflow-step-type module named by the route's `{module_key}`; 404 when none.
#[derive(Debug, Clone)]
pub struct StepRoute(pub StepModule);

impl RouteModule for StepRoute {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        let ApiPath(key) = ApiPath::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let module = parts
            .extensions
            .get::<Arc<WorkflowModules>>()
            .and_then(|m| m.step(&key).cloned());
        module.map(StepRoute).ok_or_else(|| {
            ApiError::new(
                StatusCode::NOT_FOUND,
                format!("no workflow step module `{key}` on this app"),
            )
            .into_response()
        })
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0.key)
    }
}

fn bad(message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, message)
}

fn internal(e: impl std::fmt::Display) -> ApiError {
    tracing::error!(error = %e, "step settings: store failed");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "the settings could not be stored; try again",
    )
}

/// Parses the body and finds the organization: (organization, scope, step, body).
async fn target(
    state: &AppState,
    signed: &SignedRequest<StepRoute>,
    body: &[u8],
) -> Result<(Organization, StepScope, i64, SettingsBody), ApiError> {
    // serde_json's message already ends with the line and column.
    let body: SettingsBody =
        serde_json::from_slice(body).map_err(|e| bad(format!("settings body: {e}")))?;
    let identity = &signed.identity;
    if body
        .organization_id
        .is_some_and(|o| o != identity.organization_id)
    {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "organizationId of the body is not the token's organization",
        ));
    }
    let step_id = body.step_id.ok_or_else(|| bad("stepId is required"))?;
    let scope = match (body.project_id, body.template_id) {
        (Some(p), _) => StepScope::Project(p),
        (None, Some(t)) => StepScope::Template(t),
        (None, None) => return Err(bad("projectId or templateId is required")),
    };
    let key =
        Organization::credential_key_for(identity.domain.as_deref(), identity.organization_id);
    let org = state
        .store
        .get_organization(&key)
        .await
        .map_err(internal)?
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::UNAUTHORIZED,
                format!("organization {key} has not installed this app"),
            )
        })?;
    Ok((org, scope, step_id, body))
}

/// Refuses (403) a user whom the platform does not confirm as an admin of the organization or
/// an owner or manager of the step's project: changing a step's settings is an admin action.
async fn may_change(
    state: &AppState,
    org: &Organization,
    user_id: i64,
    scope: StepScope,
) -> Result<(), ApiError> {
    let project = match scope {
        StepScope::Project(p) => Some(p),
        StepScope::Template(_) => None,
    };
    let unverified = |e: String| {
        tracing::warn!(organization = %org.credential_key, user_id, error = %e, "step settings: role not checked");
        ApiError::new(
            StatusCode::BAD_GATEWAY,
            format!("the user's role could not be checked with the platform: {e}"),
        )
    };
    let client = state
        .platform
        .org(org)
        .map_err(|e| unverified(e.to_string()))?;
    match client
        .may_administer(org.is_enterprise(), user_id, project)
        .await
    {
        Ok(true) => Ok(()),
        Ok(false) => Err(ApiError::new(
            StatusCode::FORBIDDEN,
            format!(
                "user {user_id} may not change this step's settings: only the organization's \
                 admins and the project's owner and managers may"
            ),
        )),
        Err(e) => Err(unverified(e.to_string())),
    }
}

/// `POST /workflow-steps/{module_key}/settings`: validates and stores the step's settings; a
/// project step's stopped work resumes; only for a user the platform confirms may administer
/// the step ([`may_change`]). 204 on success, 400 / 403 with the reason otherwise.
pub async fn save(
    axum::extract::State(state): axum::extract::State<Arc<AppState>>,
    signed: SignedRequest<StepRoute>,
    ApiBytes(body): ApiBytes,
) -> Result<StatusCode, ApiError> {
    let (org, scope, step_id, body) = target(&state, &signed, &body).await?;
    let module = &signed.module.0;
    KindSettings::parse(module.kind, &body.settings).map_err(bad)?;
    may_change(&state, &org, signed.identity.user_id, scope).await?;
    let stored = StoredSettings {
        module_key: module.key.clone(),
        settings: body.settings,
    };
    let text = serde_json::to_string(&stored).map_err(internal)?;
    state
        .store
        .put_step_settings(
            &org.credential_key,
            &StepSettings {
                scope,
                step_id,
                workflow_id: body.workflow_id,
                settings: text,
                updated_at: 0,
            },
        )
        .await
        .map_err(internal)?;
    if let StepScope::Project(project_id) = scope {
        let resumed = state
            .store
            .resume_step(&org.credential_key, project_id, step_id)
            .await
            .map_err(internal)?;
        tracing::info!(organization = %org.credential_key, project_id, step_id, module = %module.key, resumed, "step settings saved");
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `DELETE /workflow-steps/{module_key}/settings`: forgets the step's settings, and stops a
/// project step's pending work (the step is gone). 204 whether or not settings existed; like a
/// save, only for a user the platform confirms may administer the step ([`may_change`]).
pub async fn delete(
    axum::extract::State(state): axum::extract::State<Arc<AppState>>,
    signed: SignedRequest<StepRoute>,
    ApiBytes(body): ApiBytes,
) -> Result<StatusCode, ApiError> {
    let (org, scope, step_id, _) = target(&state, &signed, &body).await?;
    may_change(&state, &org, signed.identity.user_id, scope).await?;
    let existed = state
        .store
        .delete_step_settings(&org.credential_key, scope, step_id)
        .await
        .map_err(internal)?;
    if let StepScope::Project(project_id) = scope {
        state
            .store
            .stop_step(
                &org.credential_key,
                project_id,
                step_id,
                "the step was deleted in the workflow editor",
            )
            .await
            .map_err(internal)?;
    }
    tracing::info!(organization = %org.credential_key, ?scope, step_id, existed, "step settings deleted");
    Ok(StatusCode::NO_CONTENT)
}
