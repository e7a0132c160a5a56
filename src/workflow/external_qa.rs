//! The external QA check modules (`[[modules.qa_checks]]`): the platform posts a batch of
//! translations with their source strings to `runQaCheckUrl` (`POST /qa-check/{key}/validate`)
//! and shows the translator each failed check; `getBatchSizeUrl` (`/qa-check/{key}/batch-size`)
//! says how many translations a batch may hold. The checks are the qa-gate step's
//! ([`super::qa::form_reasons`]: one implementation of each), switched per module in the
//! configuration. Request and answer shapes are the official framework's (docs/PROTOCOL.md §22).
//!
//! What lives here: the routes' module, the batch's reading and the answer. What does not: the
//! checks (`qa`), the configuration and its start-up checks (`config::qa_checks`).

use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::modules::WorkflowModules;
use super::qa::{form_reasons, QaChecks};
use crate::config::qa_checks::QaCheckConfig;
use crate::http::error::ApiError;
use crate::http::reject::{ApiBytes, ApiPath};
use crate::http::signed::{RouteModule, SignedRequest};
use crate::http::AppState;

/// An external QA check module as served.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QaCheckModule {
    /// Module key.
    pub key: String,
    /// Most translations per batch.
    pub batch_size: usize,
    /// The checks it runs.
    pub checks: QaChecks,
}

impl QaCheckModule {
    /// The module a validated `[[modules.qa_checks]]` table describes.
    pub fn from_config(c: &QaCheckConfig) -> QaCheckModule {
        QaCheckModule {
            key: c.key(),
            batch_size: c.batch_size(),
            checks: QaChecks {
                placeholders: c.runs("placeholders"),
                tags: c.runs("tags"),
                whitespace: c.runs("whitespace"),
                empty: c.runs("empty"),
                max_length: c.runs("max_length"),
                icu: c.runs("icu"),
                codes: c.runs("codes"),
            },
        }
    }
}

/// The QA check module named by the route's `{module_key}`; 404 when none.
#[derive(Debug, Clone)]
pub struct QaCheckRoute(pub QaCheckModule);

impl RouteModule for QaCheckRoute {
    async fn resolve(parts: &mut Parts, state: &Arc<AppState>) -> Result<Self, Response> {
        let ApiPath(key) = ApiPath::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        module(parts, &key)
            .map(QaCheckRoute)
            .map_err(IntoResponse::into_response)
    }

    fn key(&self) -> Option<&str> {
        Some(&self.0.key)
    }
}

fn module(parts: &Parts, key: &str) -> Result<QaCheckModule, ApiError> {
    parts
        .extensions
        .get::<Arc<WorkflowModules>>()
        .and_then(|m| m.qa_check(key).cloned())
        .ok_or_else(|| no_module(key))
}

/// The 404 for a route naming no QA check module of this app.
fn no_module(key: &str) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        format!("no QA check module `{key}` on this app"),
    )
}

/// `GET` or `POST /qa-check/{module_key}/batch-size`: `{"data": {"size": N}}`. Unsigned, as the
/// framework serves it: it tells nothing but a configured number.
pub async fn batch_size(
    axum::extract::Extension(modules): axum::extract::Extension<Arc<WorkflowModules>>,
    ApiPath(key): ApiPath<String>,
) -> Result<Json<Value>, ApiError> {
    let m = modules.qa_check(&key).ok_or_else(|| no_module(&key))?;
    Ok(Json(json!({ "data": { "size": m.batch_size } })))
}

/// `POST /qa-check/{module_key}/validate`: one validation per translation of the batch, in its
/// order (`{"data": {"validations": [{"translationId", "passed", "error": {"message"}}]}}`).
/// 400 names what the batch lacks; 413 a batch over the module's size.
pub async fn validate(
    signed: SignedRequest<QaCheckRoute>,
    ApiBytes(body): ApiBytes,
) -> Result<Json<Value>, ApiError> {
    let module = &signed.module.0;
    // serde_json's message already ends with the line and column.
    let body: Value =
        serde_json::from_slice(&body).map_err(|e| bad(format!("QA check body: {e}")))?;
    // The framework reads the batch from `data`; a bare batch is read as well.
    let batch = match body.get("data") {
        Some(d) if d.is_object() => d,
        _ => &body,
    };
    let translations = list(batch, "translations")?;
    let strings = list(batch, "strings")?;
    if translations.len() > module.batch_size {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!(
                "the batch holds {} translations; QA check module `{}` takes at most {} at once (its batch size)",
                translations.len(),
                module.key,
                module.batch_size
            ),
        ));
    }
    let by_id: HashMap<i64, &Value> = strings
        .iter()
        .filter_map(|s| Some((int(s.get("id")?)?, s)))
        .collect();
    let mut validations = Vec::with_capacity(translations.len());
    for (i, t) in translations.iter().enumerate() {
        let id = t
            .get("id")
            .and_then(int)
            .ok_or_else(|| bad(format!("translations[{i}] has no `id`")))?;
        let string_id = t
            .get("stringId")
            .and_then(int)
            .ok_or_else(|| bad(format!("translations[{i}] (id {id}) has no `stringId`")))?;
        let string = by_id.get(&string_id).ok_or_else(|| {
            bad(format!(
                "translations[{i}] (id {id}) is of string {string_id}, which is not among the batch's strings"
            ))
        })?;
        let category = t.get("pluralCategoryName").and_then(Value::as_str);
        let text = t.get("text").and_then(Value::as_str);
        let reasons = form_reasons(&module.checks, string, category, text);
        validations.push(if reasons.is_empty() {
            json!({ "translationId": id, "passed": true })
        } else {
            json!({
                "translationId": id,
                "passed": false,
                "error": { "message": reasons.join("; ") },
            })
        });
    }
    tracing::info!(module = %module.key, translations = translations.len(), failed = validations.iter().filter(|v| v["passed"] == false).count(), "QA check");
    Ok(Json(json!({ "data": { "validations": validations } })))
}

/// The array `name` of the batch (missing: empty).
fn list<'a>(batch: &'a Value, name: &str) -> Result<&'a [Value], ApiError> {
    match batch.get(name) {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(a)) => Ok(a),
        Some(_) => Err(bad(format!("`{name}` must be an array"))),
    }
}

fn int(v: &Value) -> Option<i64> {
    match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn bad(message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, message)
}
