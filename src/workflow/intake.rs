//! Turning strings waiting at a step into durable work items: the translations of the step's
//! language are fetched (List Language Translations with `stringIds`), and each item records
//! the string record, its translation and a revision taken from the translation itself
//! (`t<translationId>`, a content hash for plural translations, `none` without one), so that a
//! redelivery or a poll of the same translation queues nothing new. Used by the webhook
//! inbox processor (recalculation events, `delivery.rs`) and by the reconciliation poll.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use serde_json::{json, Value};

use super::decide::WorkPayload;
use crate::platform::{ApiError, LanguageTranslation, ListQuery, OrgClient};
use crate::store::NewWorkItem;

/// String ids per List Language Translations call (keeps the URL short).
const IDS_PER_CALL: usize = 100;

/// One string waiting at a step, with its record.
#[derive(Debug, Clone)]
pub struct Waiting {
    /// The string.
    pub string_id: i64,
    /// Its record (API field names).
    pub record: Value,
}

/// The translations of `ids` in `language_id`, by string id.
pub async fn translations(
    client: &OrgClient,
    project_id: i64,
    language_id: &str,
    ids: &[i64],
) -> Result<HashMap<i64, LanguageTranslation>, ApiError> {
    let mut out = HashMap::with_capacity(ids.len());
    for part in ids.chunks(IDS_PER_CALL) {
        let joined = part
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(",");
        let q = ListQuery::all().param("stringIds", joined);
        for t in client
            .translations(project_id, language_id, &q)?
            .all()
            .await?
        {
            out.insert(t.string_id, t);
        }
    }
    Ok(out)
}

/// The revision of a translation: its id, a hash of its forms, or `none`.
pub fn revision(t: Option<&LanguageTranslation>) -> String {
    match t {
        None => "none".into(),
        Some(t) => match t.translation_id {
            Some(id) => format!("t{id}"),
            None => {
                let mut h = std::collections::hash_map::DefaultHasher::new();
                serde_json::to_string(&t.extra.get("plurals"))
                    .unwrap_or_default()
                    .hash(&mut h);
                t.text.hash(&mut h);
                format!("h{:016x}", h.finish())
            }
        },
    }
}

/// Where the waiting strings are.
#[derive(Debug, Clone, Copy)]
pub struct StepLanguage<'a> {
    /// The organization's credential key.
    pub credential_key: &'a str,
    /// The project.
    pub project_id: i64,
    /// The step.
    pub step_id: i64,
    /// The language.
    pub language_id: &'a str,
    /// The step's module key.
    pub module_key: &'a str,
}

/// Fetches the translations of `waiting` and builds one work item per string.
pub async fn work_items(
    client: &OrgClient,
    at: StepLanguage<'_>,
    waiting: Vec<Waiting>,
) -> Result<Vec<NewWorkItem>, ApiError> {
    let ids: Vec<i64> = waiting.iter().map(|w| w.string_id).collect();
    let found = translations(client, at.project_id, at.language_id, &ids).await?;
    let mut items = Vec::with_capacity(waiting.len());
    for w in waiting {
        let t = found.get(&w.string_id);
        let payload = WorkPayload {
            module_key: at.module_key.to_owned(),
            string: w.record,
            translation: t.map(|t| json!({"text": t.text, "plurals": t.extra.get("plurals")})),
        };
        items.push(NewWorkItem {
            credential_key: at.credential_key.to_owned(),
            project_id: at.project_id,
            step_id: at.step_id,
            language_id: at.language_id.to_owned(),
            string_id: w.string_id,
            revision: revision(t),
            payload: serde_json::to_string(&payload).ok(),
        });
    }
    Ok(items)
}
