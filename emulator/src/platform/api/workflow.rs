//! Get / Update String Status on a custom workflow step (docs/PROTOCOL.md §14), enterprise base
//! only. Rules: **403** when the token was not issued by `crowdin_agent` or the agent does not
//! manage the project; **404** when the step is not an active custom step of the token's app or
//! the language is not one of the step's; **400** for an operation other than `replace`, a path
//! other than `/<stringId>/output`, a non-integer id, a string not on the step, or a value that
//! is neither one of the step's output ports nor `""`. A port makes the string `DONE` with that
//! output; `""` parks it as `TODO`. The whole patch is validated before anything changes.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use serde_json::{json, Value};

use super::auth::Caller;
use super::errors::ApiError;
use super::lists::envelope;
use super::params::Params;
use crate::platform::model::{Model, Project, StepStatus, WorkflowStep};
use crate::platform::state::Platform;
use crate::platform::tokens::TokenKind;

/// Status values of the GET filter.
pub const STATUSES: [&str; 5] = ["TODO", "DONE", "INCOMPLETE", "NEED_PROCESS", "FAILED"];

fn record(s: &StepStatus) -> Value {
    json!({"data": {"stringId": s.string_id, "languageId": s.language_id, "stepId": s.step_id,
                    "status": s.status, "output": s.output}})
}

fn parse_id(key: &str, v: &str) -> Result<i64, ApiError> {
    v.trim()
        .parse()
        .map_err(|_| ApiError::validation(key, "notDigits", "The input must contain only digits"))
}

/// Resolves and authorizes (project, step, language) for an agent caller.
fn target<'m>(
    m: &'m Model,
    c: &Caller,
    project: &str,
    step: &str,
    language: &str,
) -> Result<(&'m Project, &'m WorkflowStep, String), ApiError> {
    if !c.enterprise() {
        return Err(ApiError::not_found("Resource Not Found"));
    }
    let project_id = parse_id("projectId", project)?;
    let step_id = parse_id("stepId", step)?;
    if c.claims.kind != TokenKind::Agent {
        return Err(ApiError::forbidden(
            "Forbidden: only a token issued by the crowdin_agent grant may use this endpoint",
        ));
    }
    let p = m
        .project(project_id)
        .filter(|p| p.organization_id == c.organization_id)
        .ok_or_else(|| ApiError::not_found("Project Not Found"))?;
    if !m.is_manager(c.user_id, p) {
        return Err(ApiError::forbidden(
            "Forbidden: the agent is not a manager of this project",
        ));
    }
    let app = c.claims.app.as_deref().unwrap_or("");
    let s = p
        .step(step_id)
        .filter(|s| s.is_app_step(app))
        .ok_or_else(|| ApiError::not_found("Workflow Step Not Found"))?;
    let lang = s
        .languages
        .iter()
        .find(|l| l.eq_ignore_ascii_case(language))
        .ok_or_else(|| ApiError::not_found("Language Not Found"))?;
    Ok((p, s, lang.clone()))
}

/// `GET …/projects/{projectId}/workflow-steps/{stepId}/languages/{languageId}/status`.
pub async fn get_status(
    State(pl): State<Platform>,
    c: Caller,
    Path((project, step, language)): Path<(String, String, String)>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let page = params.page()?;
    let ids = params.ints("stringIds")?;
    if ids.as_ref().is_some_and(|v| v.len() > 500) {
        return Err(ApiError::validation(
            "stringIds",
            "tooMany",
            "At most 500 string ids may be given",
        ));
    }
    let status = match params.get("status") {
        None => None,
        Some(s) => {
            let up = s.trim().to_ascii_uppercase();
            if !STATUSES.contains(&up.as_str()) {
                return Err(ApiError::validation(
                    "status",
                    "notInArray",
                    format!(
                        "The input was not found in the haystack: {}",
                        STATUSES.join(", ")
                    ),
                ));
            }
            Some(up)
        }
    };
    pl.read(|m| {
        let (p, s, lang) = target(m, &c, &project, &step, &language)?;
        let items: Vec<Value> = m
            .step_statuses
            .iter()
            .filter(|x| x.project_id == p.id && x.step_id == s.id && x.language_id == lang)
            .filter(|x| ids.as_ref().is_none_or(|ids| ids.contains(&x.string_id)))
            .filter(|x| status.as_ref().is_none_or(|st| *st == x.status))
            .map(|x| record(x)["data"].clone())
            .collect();
        Ok(Json(envelope(items, page)))
    })
}

/// `PATCH …/projects/{projectId}/workflow-steps/{stepId}/languages/{languageId}/status`. Every
/// applied operation is counted ([`Platform::status_patch_counts`], `GET /_emulator/status-patches`).
pub async fn patch_status(
    State(pl): State<Platform>,
    c: Caller,
    Path((project, step, language)): Path<(String, String, String)>,
    body: Bytes,
) -> Result<Json<Value>, ApiError> {
    pl.status_patch_gate().await;
    let ops = patch_operations(&body)?;
    let out = pl.write(|m| -> Result<Vec<Value>, ApiError> {
        let (p, s, lang) = target(m, &c, &project, &step, &language)?;
        let on = StepLanguage {
            project_id: p.id,
            step_id: s.id,
            language: lang,
        };
        let ports: Vec<String> = s.output_ports().into_iter().map(String::from).collect();
        let changes = validate_operations(m, &on, &ports, &ops)?;
        Ok(apply_changes(&pl, m, &on, changes))
    })?;
    let _ = pl.snapshot_now();
    Ok(Json(json!({ "data": out })))
}

/// The step and language a status patch applies to.
struct StepLanguage {
    project_id: i64,
    step_id: i64,
    language: String,
}

impl StepLanguage {
    /// Whether `x` is the status of string `string_id` on this step in this language.
    fn holds(&self, x: &StepStatus, string_id: i64) -> bool {
        x.project_id == self.project_id
            && x.step_id == self.step_id
            && x.language_id == self.language
            && x.string_id == string_id
    }
}

/// What is wrong with one patch operation: the field, the error code, the message.
type OperationError = (&'static str, &'static str, String);

/// The patch body: a non-empty JSON array of operations.
fn patch_operations(body: &[u8]) -> Result<Vec<Value>, ApiError> {
    match serde_json::from_slice::<Value>(body) {
        Ok(Value::Array(a)) if !a.is_empty() => Ok(a),
        _ => Err(ApiError::validation(
            "body",
            "isEmpty",
            "The body must be a non-empty array of patch operations",
        )),
    }
}

/// Validates the whole patch before anything changes: the `(string id, output)` of every
/// operation, or one batch error listing every operation's problem.
fn validate_operations(
    m: &Model,
    on: &StepLanguage,
    ports: &[String],
    ops: &[Value],
) -> Result<Vec<(i64, String)>, ApiError> {
    let mut errors = vec![];
    let mut changes: Vec<(i64, String)> = vec![];
    for (i, op) in ops.iter().enumerate() {
        match operation(m, on, ports, op) {
            Ok(change) => changes.push(change),
            Err((key, code, msg)) => errors.push((i, key.to_owned(), code.to_owned(), msg)),
        }
    }
    if !errors.is_empty() {
        return Err(ApiError::Batch(errors));
    }
    Ok(changes)
}

/// One operation: `replace` of `/<stringId>/output` with one of the step's output `ports` or
/// `""`, for a string on the step; its `(string id, output)`, or its first problem.
fn operation(
    m: &Model,
    on: &StepLanguage,
    ports: &[String],
    op: &Value,
) -> Result<(i64, String), OperationError> {
    if op.get("op").and_then(Value::as_str) != Some("replace") {
        return Err((
            "op",
            "notInArray",
            "Only the `replace` operation is supported".into(),
        ));
    }
    let path = op.get("path").and_then(Value::as_str).unwrap_or("");
    let Some(id) = output_path_string_id(path) else {
        return Err((
            "path",
            "regexNotMatch",
            format!("Invalid path `{path}`: expected /<stringId>/output"),
        ));
    };
    let Some(value) = op.get("value").and_then(Value::as_str) else {
        return Err((
            "value",
            "isEmpty",
            "value must be a string: an output port of the step".into(),
        ));
    };
    if !value.is_empty() && !ports.iter().any(|p| p == value) {
        return Err((
            "value",
            "notInArray",
            format!(
                "`{value}` is not an output port of the step ({})",
                ports.join(", ")
            ),
        ));
    }
    if !m.step_statuses.iter().any(|x| on.holds(x, id)) {
        return Err((
            "path",
            "stringNotOnStep",
            format!("String {id} is not on this step for `{}`", on.language),
        ));
    }
    Ok((id, value.to_owned()))
}

/// The string id of a `/<stringId>/output` path (digits only).
fn output_path_string_id(path: &str) -> Option<i64> {
    path.strip_prefix('/')
        .and_then(|r| r.strip_suffix("/output"))
        .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|d| d.parse::<i64>().ok())
}

/// Counts, then applies the validated `changes`: a port makes the string `DONE` with that
/// output, `""` parks it as `TODO`. Returns the updated records.
fn apply_changes(
    pl: &Platform,
    m: &mut Model,
    on: &StepLanguage,
    changes: Vec<(i64, String)>,
) -> Vec<Value> {
    let mut out = vec![];
    for (id, _) in &changes {
        pl.record_status_patch((on.project_id, on.step_id, on.language.clone(), *id));
    }
    for (id, value) in changes {
        if let Some(x) = m.step_statuses.iter_mut().find(|x| on.holds(x, id)) {
            x.status = if value.is_empty() { "TODO" } else { "DONE" }.into();
            x.output = value;
            out.push(record(x));
        }
    }
    out
}

/// `GET /_emulator/status-patches`: the strings whose status was updated more than once, and the
/// total of applied operations (a test's view of what the apps sent; no token needed).
pub async fn status_patches(State(pl): State<Platform>) -> Json<Value> {
    let counts = pl.status_patch_counts();
    let total: u32 = counts.values().sum();
    let mut repeated: Vec<Value> = counts
        .iter()
        .filter(|(_, n)| **n > 1)
        .map(|((p, s, l, id), n)| {
            json!({"projectId": p, "stepId": s, "languageId": l, "stringId": id, "count": n})
        })
        .collect();
    repeated.sort_by_key(|v| v["stringId"].as_i64());
    Json(
        json!({"strings": counts.len(), "operations": total, "repeated": repeated,
                "waiting": pl.status_patches_waiting()}),
    )
}

/// `POST /_emulator/status-patches/hold` and `…/release`: Update String Status requests wait
/// (applying nothing) until released, so a test can stop an app while it holds claimed work.
pub async fn hold_status_patches(State(pl): State<Platform>) -> Json<Value> {
    pl.hold_status_patches(true);
    Json(json!({"held": true}))
}

/// See [`hold_status_patches`].
pub async fn release_status_patches(State(pl): State<Platform>) -> Json<Value> {
    pl.hold_status_patches(false);
    Json(json!({"held": false}))
}
