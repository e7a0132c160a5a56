//! The Jobs panel's JSON: `GET /pages/{key}/api/jobs` lists the organization's recent file
//! jobs (from the store's bounded job log; a failure's line and column read back from its
//! message) and its webhook events and workflow step runs; `POST /pages/{key}/api/jobs/clear`
//! empties the job log, for an admin only ([`super::admin::is_admin`]).
//! What must not live here: the writing of the log (`http::job::log`).

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::admin::is_admin;
use super::client::organization;
use super::headers::secure;
use super::modules::MenuApi;
use crate::http::error::ApiError;
use crate::http::signed::SignedRequest;
use crate::http::AppState;
use crate::store::{EventRecord, JobLogEntry};

/// Entries listed of each log.
pub const LISTED: u32 = 100;

/// Where a failure's message places it: `{file}:{line}:{column}: …` (a file error as the engine
/// words it) or `… line {line}, column {column}: …`.
pub fn position(message: &str, file_name: &str) -> Option<(u64, u64)> {
    let numbers = |s: &str| -> Option<(u64, u64)> {
        let mut it = s.splitn(3, ':');
        let line = it.next()?.trim().parse().ok()?;
        let column = it.next()?.trim().parse().ok()?;
        Some((line, column))
    };
    if !file_name.is_empty() {
        if let Some(rest) = message
            .strip_prefix(file_name)
            .and_then(|r| r.strip_prefix(':'))
        {
            if let Some(p) = numbers(rest) {
                return Some(p);
            }
        }
    }
    let at = message.find("line ")?;
    let rest = &message[at + 5..];
    let (line, rest) = rest.split_once(", column ")?;
    let column: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some((line.trim().parse().ok()?, column.parse().ok()?))
}

fn job_json(e: &JobLogEntry) -> Value {
    let j = &e.job;
    let pos = j.message.as_deref().and_then(|m| position(m, &j.file_name));
    json!({
        "id": e.id,
        "at": e.at,
        "fileName": j.file_name,
        "jobType": j.job_type,
        "format": j.format,
        "strings": j.strings,
        "bytesIn": j.bytes_in,
        "bytesOut": j.bytes_out,
        "durationMs": u64::try_from(j.duration.as_millis()).unwrap_or(u64::MAX),
        "outcome": j.outcome,
        "message": j.message,
        "line": pos.map(|p| p.0),
        "column": pos.map(|p| p.1),
    })
}

fn event_json(e: &EventRecord) -> Value {
    let detail: Value = serde_json::from_str(&e.detail).unwrap_or(Value::String(e.detail.clone()));
    json!({"id": e.id, "at": e.at, "event": e.event, "projectId": e.project_id, "detail": detail})
}

fn store_down(e: crate::store::StoreError) -> ApiError {
    tracing::warn!(error = %e, "pages: store unavailable");
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "the app's database cannot be reached; try again shortly",
    )
}

/// JSON with the pages' headers.
pub fn page_json(value: Value, origins: &[String]) -> Response {
    let mut resp = Json(value).into_response();
    secure(resp.headers_mut(), origins);
    resp
}

/// `GET /pages/{key}/api/jobs`: `{"jobs":[…],"events":[…]}`, newest first.
pub async fn list(
    State(state): State<Arc<AppState>>,
    signed: SignedRequest<MenuApi>,
) -> Result<Response, ApiError> {
    let org = organization(&state, &signed.identity).await?;
    let (jobs, events) = tokio::join!(
        state.store.list_jobs(&org.credential_key, LISTED),
        state.store.list_events(&org.credential_key, LISTED)
    );
    let jobs: Vec<Value> = jobs.map_err(store_down)?.iter().map(job_json).collect();
    let events: Vec<Value> = events.map_err(store_down)?.iter().map(event_json).collect();
    Ok(page_json(json!({"jobs": jobs, "events": events}), &[]))
}

/// `POST /pages/{key}/api/jobs/clear`: empties the job log (admins only): `{"cleared": n}`.
pub async fn clear(
    State(state): State<Arc<AppState>>,
    signed: SignedRequest<MenuApi>,
) -> Result<Response, ApiError> {
    let org = organization(&state, &signed.identity).await?;
    if !is_admin(&state, &signed.identity).await? {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "only an organization admin (enterprise) or the project owner may clear the job log",
        ));
    }
    let n = state
        .store
        .clear_jobs(&org.credential_key)
        .await
        .map_err(store_down)?;
    tracing::info!(organization = %org.credential_key, user = signed.identity.user_id, cleared = n, "job log cleared");
    Ok(page_json(json!({"cleared": n}), &[]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_read_back() {
        assert_eq!(
            position("a.json:3:14: expected `,`", "a.json"),
            Some((3, 14))
        );
        assert_eq!(position("we:ird.po:2:1: bad", "we:ird.po"), Some((2, 1)));
        assert_eq!(
            position("x: line 7, column 2: unexpected", "y"),
            Some((7, 2))
        );
        assert_eq!(position("a.json: the file is empty", "a.json"), None);
    }
}
