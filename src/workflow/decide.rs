//! One string's decision at a step: the work item's payload (the string record and its
//! translation, captured when the work was queued) and the step's settings → the output port.
//! Pure and fast; the worker (`worker.rs`) does the I/O around it.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::modules::StepModule;
use super::qa::{self, QaChecks};
use super::settings::KindSettings;

/// What a work item carries: enough to decide without another API call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WorkPayload {
    /// The step's module key (from the event's `applicationModule`, or the saved settings).
    pub module_key: String,
    /// The source string record (API field names: `text`, `maxLength`, `isHidden`, …).
    pub string: Value,
    /// The translation in the step's language: `text`, or `plurals` (`[{plurals, text}]`);
    /// `None` when the string has none.
    pub translation: Option<Value>,
}

/// The port chosen and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    /// The output port.
    pub port: String,
    /// The reasons, for the log (empty when the string passed).
    pub reasons: Vec<String>,
}

/// Decides one string. `settings` must be of the module's kind.
pub fn decide(module: &StepModule, settings: &KindSettings, payload: &WorkPayload) -> Decision {
    match settings {
        KindSettings::QaGate(checks) => {
            let reasons = qa_reasons(checks, payload);
            let port = if reasons.is_empty() {
                &module.pass_port
            } else {
                &module.fail_port
            };
            Decision {
                port: port.clone(),
                reasons,
            }
        }
        KindSettings::CroqlRouter(Some(predicate)) => {
            let hit = predicate.matches(&payload.string);
            Decision {
                port: if hit {
                    module.pass_port.clone()
                } else {
                    module.fail_port.clone()
                },
                reasons: Vec::new(),
            }
        }
        KindSettings::CroqlRouter(None) => Decision {
            port: module.fail_port.clone(),
            reasons: vec!["no predicate saved".into()],
        },
    }
}

fn qa_reasons(checks: &QaChecks, payload: &WorkPayload) -> Vec<String> {
    let string = &payload.string;
    let t = payload.translation.as_ref();
    match t.and_then(|t| t.get("plurals")).and_then(Value::as_array) {
        Some(forms) if !forms.is_empty() => forms
            .iter()
            .flat_map(|f| {
                let category = f.get("plurals").and_then(Value::as_str);
                qa::form_reasons(
                    checks,
                    string,
                    category,
                    f.get("text").and_then(Value::as_str),
                )
            })
            .collect(),
        _ => qa::form_reasons(
            checks,
            string,
            None,
            t.and_then(|t| t.get("text")).and_then(Value::as_str),
        ),
    }
}
