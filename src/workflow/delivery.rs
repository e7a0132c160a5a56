//! Processing one stored delivery of the webhook inbox: the bulk `events` parsed, dispatched by
//! event name for the delivery's module (`X-Module-Key`).
//! `string.status_on_step.recalculation_triggered` → work items (one per string × step ×
//! language, through [`super::intake`]); `project.translated` /
//! `project.approved` → the organization's event log and the log. Others are logged and dropped.
//! A failure says whether a retry can help ([`Failure::Retry`]) or not ([`Failure::Poison`]).

use std::collections::BTreeMap;
use std::time::Duration;

use serde_json::{json, Value};

use super::intake::{self, StepLanguage, Waiting};
use super::settings::StoredSettings;
use super::Work;
use crate::platform::ApiError;
use crate::store::{InboxItem, StepScope, StepSettings, Store, StoreError};

/// The recalculation event's name.
pub const RECALCULATION: &str = "string.status_on_step.recalculation_triggered";

/// Why a delivery was not processed.
#[derive(Debug)]
pub enum Failure {
    /// Transient (API or database unavailable, rate limited): try again later, after the delay
    /// when one is known.
    Retry(String, Option<Duration>),
    /// The delivery can never be processed (not JSON, organization gone): bury it with the reason.
    Poison(String),
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        Failure::Retry(e.to_string(), None)
    }
}

impl From<ApiError> for Failure {
    fn from(e: ApiError) -> Self {
        let wait = match &e {
            ApiError::RateLimited { retry_after, .. } => *retry_after,
            _ => None,
        };
        match e.status() {
            Some(403 | 404) => Failure::Poison(e.to_string()),
            _ => Failure::Retry(e.to_string(), wait),
        }
    }
}

/// What a delivery produced.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Work items newly queued.
    pub queued: u64,
    /// Events recorded in the event log.
    pub recorded: usize,
    /// Events ignored (unknown names, malformed events).
    pub ignored: usize,
}

fn int(v: Option<&Value>) -> Option<i64> {
    match v? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// (project, step, language, module key) → waiting strings.
type Groups = BTreeMap<(i64, i64, String, String), Vec<Waiting>>;

/// Reads one recalculation event into `groups`; false when it lacks what is needed.
fn collect_recalculation(event: &Value, groups: &mut Groups) -> bool {
    let s = &event["stringStatus"];
    let record = &s["translation"];
    let Some(string_id) = int(record.get("id")) else {
        return false;
    };
    let project_id = int(record.get("projectId"))
        .or_else(|| int(record.pointer("/project/id")))
        .or_else(|| int(s.pointer("/project/id")));
    let step_id = int(s.pointer("/workflowStep/id"));
    let language = s.pointer("/affectedLanguage/id").and_then(Value::as_str);
    let module = s
        .pointer("/workflowStep/applicationModule/moduleKey")
        .and_then(Value::as_str);
    let (Some(project_id), Some(step_id), Some(language), Some(module)) =
        (project_id, step_id, language, module)
    else {
        return false;
    };
    let mut record = record.clone();
    if let Some(o) = record.as_object_mut() {
        // The nested objects are not part of the string's own record.
        o.remove("project");
        o.remove("file");
    }
    groups
        .entry((project_id, step_id, language.to_owned(), module.to_owned()))
        .or_default()
        .push(Waiting { string_id, record });
    true
}

/// The events of a delivery's raw body (`{"events":[…]}`); `Err` says why the body is not one
/// (with its line and column). Pure, so the fuzzer can reach it.
pub fn read_events(body: &[u8]) -> Result<Vec<Value>, String> {
    #[derive(serde::Deserialize)]
    struct Body {
        events: Vec<Value>,
    }
    serde_json::from_slice::<Body>(body)
        .map(|b| b.events)
        .map_err(|e| {
            format!(
                "the body is not {{\"events\":[…]}}: {e} (line {}, column {})",
                e.line(),
                e.column()
            )
        })
}

/// Processes one claimed delivery.
pub async fn process(work: &Work, item: &InboxItem) -> Result<Outcome, Failure> {
    let events = read_events(&item.body).map_err(Failure::Poison)?;
    let key = item.credential_key.as_str();
    let org = work
        .store
        .get_organization(key)
        .await?
        .ok_or_else(|| Failure::Poison(format!("organization {key} is no longer installed")))?;
    let mut out = Outcome::default();
    let mut groups = Groups::new();
    let mut project_events = Vec::new();
    for event in &events {
        match event.get("event").and_then(Value::as_str) {
            Some(RECALCULATION) => {
                if !collect_recalculation(event, &mut groups) {
                    tracing::warn!(organization = key, "recalculation event without string, project, step, language or module; ignored");
                    out.ignored += 1;
                }
            }
            Some(name @ ("project.translated" | "project.approved")) => {
                project_events.push((name, event))
            }
            other => {
                tracing::info!(organization = key, event = ?other, module = %item.module_key, "webhook event ignored");
                out.ignored += 1;
            }
        }
    }
    if !groups.is_empty() {
        let client = work.platform.org(&org)?;
        for ((project_id, step_id, language, module_key), waiting) in groups {
            if work.modules.step(&module_key).is_none() {
                tracing::warn!(organization = key, module = %module_key, "recalculation for a step module this app does not serve; ignored");
                out.ignored += waiting.len();
                continue;
            }
            remember_step(
                &work.store,
                key,
                project_id,
                step_id,
                &language,
                &module_key,
            )
            .await?;
            let at = StepLanguage {
                credential_key: key,
                project_id,
                step_id,
                language_id: &language,
                module_key: &module_key,
            };
            let items = intake::work_items(&client, at, waiting).await?;
            out.queued += work.store.enqueue_work(&items).await?;
        }
    }
    // Last, so that a retry after a failure above records nothing twice.
    for (name, event) in project_events {
        let project_id = int(event.pointer("/project/id"));
        let language = event
            .pointer("/targetLanguage/id")
            .and_then(Value::as_str)
            .unwrap_or("");
        let detail = json!({"targetLanguage": language, "module": item.module_key}).to_string();
        work.store
            .record_event(key, name, project_id, &detail)
            .await?;
        tracing::info!(
            organization = key,
            event = name,
            project_id,
            language,
            "project event recorded"
        );
        out.recorded += 1;
    }
    Ok(out)
}

/// Notes the language of the step, and the step's module when no settings were saved yet (so
/// the reconciliation poll knows which module the step runs).
async fn remember_step(
    store: &Store,
    key: &str,
    project_id: i64,
    step_id: i64,
    language: &str,
    module_key: &str,
) -> Result<(), Failure> {
    store
        .note_step_language(key, project_id, step_id, language)
        .await?;
    let scope = StepScope::Project(project_id);
    if store
        .get_step_settings(key, scope, step_id)
        .await?
        .is_none()
    {
        let stored = StoredSettings {
            module_key: module_key.to_owned(),
            settings: Value::Null,
        };
        let settings =
            serde_json::to_string(&stored).map_err(|e| Failure::Poison(e.to_string()))?;
        store
            .put_step_settings(
                key,
                &StepSettings {
                    scope,
                    step_id,
                    workflow_id: None,
                    settings,
                    updated_at: 0,
                },
            )
            .await?;
    }
    Ok(())
}
