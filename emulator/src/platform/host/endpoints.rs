//! The host page's JSON endpoints: a fresh page token (`getJwtToken`), the step settings sent
//! server-side to the app's `updateSettingsUrl` (`formDataUpdated` and Save), and who may open a
//! module. Each takes only a JSON body and, when the browser names an `Origin`, the platform's
//! own; each re-checks the user's access first. Refusals are `{"error":{"message","code"}}`.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::Json;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};

use super::resolve::{resolve, Ask};
use super::token::{origin_of, PAGE_TOKEN_TTL_SECS};
use crate::platform::access::{AccessCategory, WORKFLOW_STEP_TYPE};
use crate::platform::api::errors::ApiError;
use crate::platform::app_modules::AccessError;
use crate::platform::state::Platform;

/// Largest answer of the app's `updateSettingsUrl` the host reads.
const MAX_APP_ANSWER: usize = 64 * 1024;

/// Body of the token endpoint.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenRequest {
    /// Project id.
    pub project: i64,
    /// Acting user (default: the project owner).
    #[serde(default)]
    pub user: Option<i64>,
}

/// Body of the settings endpoint.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SettingsRequest {
    /// Project id.
    pub project: i64,
    /// Acting user (default: the project owner).
    #[serde(default)]
    pub user: Option<i64>,
    /// Workflow step (default: the project's step bound to the module).
    #[serde(default)]
    pub step: Option<i64>,
    /// The settings (an object).
    pub settings: Value,
}

/// Body of the access endpoint.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AccessRequest {
    /// Organization of the installation.
    pub organization_id: i64,
    /// `owner`, `members`, `admins`, `organization-users` or `selected`.
    pub category: String,
    /// The users of `selected`.
    #[serde(default)]
    pub users: Vec<i64>,
}

fn bad(message: impl Into<String>) -> ApiError {
    ApiError::Plain(StatusCode::BAD_REQUEST, message.into())
}

/// The body as `T`: JSON content type, the platform's origin when one is named, valid JSON.
fn json_body<T: DeserializeOwned>(
    p: &Platform,
    headers: &HeaderMap,
    body: &Bytes,
) -> Result<T, ApiError> {
    let ctype = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if !ctype
        .split(';')
        .next()
        .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"))
    {
        return Err(ApiError::Plain(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "send a JSON body (Content-Type: application/json)".into(),
        ));
    }
    if let Some(origin) = headers.get(header::ORIGIN) {
        let ours = origin_of(p.base_url());
        if origin.to_str().ok() != ours.as_deref() {
            return Err(ApiError::forbidden(
                "this endpoint serves the platform's own pages only",
            ));
        }
    }
    serde_json::from_slice(body)
        .map_err(|e| bad(format!("the body is not what this endpoint takes: {e}")))
}

/// `POST /apps/{app}/modules/{key}/token`: `{"jwtToken","expiresIn"}` for the user, whose access
/// is checked again.
pub async fn token(
    State(p): State<Platform>,
    Path((app, key)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: TokenRequest = json_body(&p, &headers, &body)?;
    let ask = Ask {
        app: &app,
        key: &key,
        project: req.project,
        user: req.user,
        step: None,
    };
    let t = p.read(|m| resolve(m, &ask)).map_err(|r| r.json())?;
    Ok(Json(
        json!({"jwtToken": t.token, "expiresIn": PAGE_TOKEN_TTL_SECS}),
    ))
}

/// `POST /apps/{app}/modules/{key}/settings`: POSTs `{organizationId, projectId, stepId,
/// workflowId, settings}` with a fresh signed token (`Authorization: Bearer`) to the app's
/// `updateSettingsUrl`, as the platform does when the user saves a step's settings. 200
/// `{"status","body"}` when the app answers 2xx; 502 with the app's message otherwise.
pub async fn settings(
    State(p): State<Platform>,
    Path((app, key)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: SettingsRequest = json_body(&p, &headers, &body)?;
    if !req.settings.is_object() {
        return Err(bad("`settings` must be an object"));
    }
    let ask = Ask {
        app: &app,
        key: &key,
        project: req.project,
        user: req.user,
        step: req.step,
    };
    let t = p.read(|m| resolve(m, &ask)).map_err(|r| r.json())?;
    let (Some(step), true) = (&t.step, t.module.module_type == WORKFLOW_STEP_TYPE) else {
        return Err(bad(format!(
            "module `{key}` is not a workflow step type: it has no settings"
        )));
    };
    let Some(relative) = &t.module.update_settings_url else {
        return Err(ApiError::Plain(
            StatusCode::CONFLICT,
            format!("module `{key}` declares no updateSettingsUrl"),
        ));
    };
    let url = format!("{}{relative}", t.base_url);
    let payload = json!({
        "organizationId": t.organization_id,
        "projectId": t.project_id,
        "stepId": step.id,
        "workflowId": step.workflow_id,
        "settings": req.settings,
    });
    let sent = p
        .inner
        .http
        .post(&url)
        .bearer_auth(&t.token)
        .json(&payload)
        .send()
        .await;
    let mut res = match sent {
        Ok(r) => r,
        Err(e) => {
            return Err(ApiError::Plain(
                StatusCode::BAD_GATEWAY,
                format!(
                    "the app did not answer at its updateSettingsUrl: {}",
                    e.without_url()
                ),
            ))
        }
    };
    let status = res.status();
    let mut raw = Vec::new();
    while let Ok(Some(chunk)) = res.chunk().await {
        raw.extend_from_slice(&chunk);
        if raw.len() > MAX_APP_ANSWER {
            raw.truncate(MAX_APP_ANSWER);
            break;
        }
    }
    let answer: Value = if raw.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&raw)
            .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&raw).into_owned()))
    };
    if status.is_success() {
        return Ok(Json(json!({"status": status.as_u16(), "body": answer})));
    }
    let said = answer["error"]["message"]
        .as_str()
        .map(str::to_owned)
        .or_else(|| answer.as_str().map(|s| s.chars().take(500).collect()))
        .unwrap_or_default();
    Err(ApiError::Plain(
        StatusCode::BAD_GATEWAY,
        format!(
            "the app refused the settings (HTTP {}){}{said}",
            status.as_u16(),
            if said.is_empty() { "" } else { ": " }
        ),
    ))
}

/// `PUT /apps/{app}/modules/{key}/access`: grants the module of the installation in
/// `organizationId` to a category; answers the module's new access.
pub async fn access(
    State(p): State<Platform>,
    Path((app, key)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: AccessRequest = json_body(&p, &headers, &body)?;
    let category = match req.category.as_str() {
        "selected" => AccessCategory::Selected(req.users),
        other => AccessCategory::parse(other).map_err(bad)?,
    };
    p.set_module_access(&app, req.organization_id, &key, category.clone())
        .map_err(|e| match e {
            AccessError::NotFound(m) => ApiError::not_found(&m),
            AccessError::Invalid(m) => bad(m),
        })?;
    Ok(Json(
        json!({"access": category, "grantedTo": category.describe()}),
    ))
}
