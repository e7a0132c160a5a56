//! Which workflow-step-type and webhook modules this app serves: the module key → step kind and
//! output ports mapping, and the webhook module keys. Built from a list (the configuration's
//! modules once the manifest is generated from it); [`WorkflowModules::builtin`] is the default
//! set. No routes and no decisions here.

use super::external_qa::QaCheckModule;
pub use crate::config::modules::StepKind;
use crate::config::modules::{ModulesConfig, OutputPort};

/// One workflow-step-type module: its key, kind and the two output ports it sends strings to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepModule {
    /// Module key (`X-Module-Key` of its events, `{module_key}` of its settings routes).
    pub key: String,
    /// What the step does.
    pub kind: StepKind,
    /// Port of strings that pass (qa-gate) or match (croql-router).
    pub pass_port: String,
    /// Port of the others.
    pub fail_port: String,
}

impl StepModule {
    /// A module of `kind` under `key` with the kind's default ports.
    pub fn new(key: impl Into<String>, kind: StepKind) -> StepModule {
        StepModule::with_outputs(key, kind, kind.default_outputs())
    }

    /// A module whose first output is the pass port and second the fail port (start-up
    /// validation of the configuration ensures exactly two).
    fn with_outputs(
        key: impl Into<String>,
        kind: StepKind,
        outputs: Vec<OutputPort>,
    ) -> StepModule {
        let mut ports = outputs.into_iter().map(|o| o.port);
        StepModule {
            key: key.into(),
            kind,
            pass_port: ports.next().unwrap_or_default(),
            fail_port: ports.next().unwrap_or_default(),
        }
    }
}

/// The webhook and workflow-step-type modules of the app.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct WorkflowModules {
    /// Keys of the webhook modules (`POST /webhooks/{key}`; the route is `webhooks::routes`, given
    /// these keys by `service`).
    pub webhooks: Vec<String>,
    /// The workflow-step-type modules.
    pub steps: Vec<StepModule>,
    /// The external QA check modules (they run the qa-gate's checks: `external_qa`).
    pub qa_checks: Vec<QaCheckModule>,
}

impl WorkflowModules {
    /// Modules from lists of webhook keys and step modules.
    pub fn new(webhooks: impl IntoIterator<Item = String>, steps: Vec<StepModule>) -> Self {
        WorkflowModules {
            webhooks: webhooks.into_iter().collect(),
            steps,
            qa_checks: Vec::new(),
        }
    }

    /// The configured modules (`[modules]`): webhook keys, and each step with its ports.
    pub fn from_config(modules: &ModulesConfig) -> Self {
        let steps = modules
            .step_modules()
            .into_iter()
            .map(|m| StepModule::with_outputs(m.key, m.kind, m.outputs))
            .collect();
        WorkflowModules {
            qa_checks: modules
                .qa_checks
                .iter()
                .map(QaCheckModule::from_config)
                .collect(),
            ..WorkflowModules::new(modules.webhooks.iter().map(|w| w.key.clone()), steps)
        }
    }

    /// The built-in set: webhook module `webhook`, steps `qa-gate` and `croql-router` with their
    /// default ports.
    pub fn builtin() -> Self {
        WorkflowModules::new(
            ["webhook".to_owned()],
            vec![
                StepModule::new("qa-gate", StepKind::QaGate),
                StepModule::new("croql-router", StepKind::CroqlRouter),
            ],
        )
    }

    /// The QA check module with this key.
    pub fn qa_check(&self, key: &str) -> Option<&QaCheckModule> {
        self.qa_checks.iter().find(|m| m.key == key)
    }

    /// The step module with this key.
    pub fn step(&self, key: &str) -> Option<&StepModule> {
        self.steps.iter().find(|s| s.key == key)
    }
}
