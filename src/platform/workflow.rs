//! Workflow step string statuses (docs/PROTOCOL.md §14): the status GET (`stringIds` ≤ 500 per
//! call, `status`, paging) and Update String Status (PATCH, a JSON-patch array of `replace`
//! operations, sent in chunks). Deciding which output a string takes is not done here.

use reqwest::Method;
use serde_json::{json, Value};

use super::client::{Call, OrgClient};
use super::error::ApiError;
use super::paging::{list_items, Pager};
use super::query::MAX_LIMIT;
use super::records::{StepStatus, StepStringStatus};

/// Most string ids per status GET.
pub const MAX_STRING_IDS: usize = 500;

/// Filters of the status GET.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StatusQuery {
    /// Only these strings (split into calls of ≤ 500 ids); empty: every string.
    pub string_ids: Vec<i64>,
    /// Only this status.
    pub status: Option<StepStatus>,
    /// Items per request, 1–500 (0: 500).
    pub page_size: u32,
}

/// One string to move: to an output `port`, or `""` to park it on the step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusUpdate {
    /// The string.
    pub string_id: i64,
    /// The output port, or `""`.
    pub output: String,
}

fn status_path(project_id: i64, step_id: i64, language_id: &str) -> Vec<String> {
    vec![
        "projects".into(),
        project_id.to_string(),
        "workflow-steps".into(),
        step_id.to_string(),
        "languages".into(),
        language_id.to_owned(),
        "status".into(),
    ]
}

impl OrgClient {
    /// `GET …/workflow-steps/{stepId}/languages/{languageId}/status`, paged, `stringIds` split
    /// into sets of ≤ 500.
    pub fn step_statuses(
        &self,
        project_id: i64,
        step_id: i64,
        language_id: &str,
        q: &StatusQuery,
    ) -> Pager<StepStringStatus> {
        let mut base = Vec::new();
        if let Some(s) = q.status {
            base.push(("status".to_owned(), s.as_str().to_owned()));
        }
        let sets = if q.string_ids.is_empty() {
            vec![base]
        } else {
            q.string_ids
                .chunks(MAX_STRING_IDS)
                .map(|ids| {
                    let mut p = base.clone();
                    let joined = ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
                    p.push(("stringIds".to_owned(), joined));
                    p
                })
                .collect()
        };
        let limit = if q.page_size == 0 {
            MAX_LIMIT
        } else {
            q.page_size
        };
        Pager::new(
            self.clone(),
            status_path(project_id, step_id, language_id),
            sets,
            limit,
        )
    }

    /// Update String Status: `PATCH` of `[{"op":"replace","path":"/<id>/output","value":…}]`,
    /// `chunk` operations per request (1–500; 0: 500). Returns the statuses the platform
    /// answered, in order. A `replace` is idempotent, so 5xx answers are retried; an error stops
    /// at the failing chunk (the earlier chunks are applied).
    pub async fn update_step_statuses(
        &self,
        project_id: i64,
        step_id: i64,
        language_id: &str,
        updates: &[StatusUpdate],
        chunk: usize,
    ) -> Result<Vec<StepStringStatus>, ApiError> {
        let chunk = if chunk == 0 {
            MAX_STRING_IDS
        } else {
            chunk.min(MAX_STRING_IDS)
        };
        let path = status_path(project_id, step_id, language_id);
        let mut out = Vec::with_capacity(updates.len());
        for part in updates.chunks(chunk) {
            let ops: Vec<Value> = part
                .iter()
                .map(|u| {
                    json!({"op": "replace", "path": format!("/{}/output", u.string_id), "value": u.output})
                })
                .collect();
            let body = Value::Array(ops);
            let v = self
                .call(Call {
                    method: Method::PATCH,
                    path: &path,
                    params: &[],
                    body: Some(&body),
                    idempotent: true,
                })
                .await?;
            out.extend(list_items::<StepStringStatus>(v, &path)?);
        }
        Ok(out)
    }
}
