//! Which workflow-step-type and webhook modules this app serves: the module key → step kind and
//! output ports mapping, and the webhook module keys. Built from a list (the configuration's
//! modules once the manifest is generated from it); [`WorkflowModules::builtin`] is the default
//! set. No routes and no decisions here.

use std::fmt;

/// What a workflow step does with the strings it receives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// Checks each translation against its source (`qa.rs`).
    QaGate,
    /// Routes each string by a saved CroQL predicate (`router.rs`).
    CroqlRouter,
}

impl StepKind {
    /// The kind named `name` (`qa-gate`, `croql-router`).
    pub fn parse(name: &str) -> Option<StepKind> {
        match name {
            "qa-gate" => Some(StepKind::QaGate),
            "croql-router" => Some(StepKind::CroqlRouter),
            _ => None,
        }
    }

    /// The kind's name.
    pub fn as_str(self) -> &'static str {
        match self {
            StepKind::QaGate => "qa-gate",
            StepKind::CroqlRouter => "croql-router",
        }
    }

    /// Default output ports: (passed / true, failed / false).
    pub fn default_ports(self) -> (&'static str, &'static str) {
        match self {
            StepKind::QaGate => ("translated", "untranslated"),
            StepKind::CroqlRouter => ("true", "false"),
        }
    }
}

impl fmt::Display for StepKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

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
        let (pass, fail) = kind.default_ports();
        StepModule {
            key: key.into(),
            kind,
            pass_port: pass.into(),
            fail_port: fail.into(),
        }
    }
}

/// The webhook and workflow-step-type modules of the app.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct WorkflowModules {
    /// Keys of the webhook modules (`POST /webhooks/{key}`).
    pub webhooks: Vec<String>,
    /// The workflow-step-type modules.
    pub steps: Vec<StepModule>,
}

impl WorkflowModules {
    /// Modules from lists of webhook keys and step modules.
    pub fn new(webhooks: impl IntoIterator<Item = String>, steps: Vec<StepModule>) -> Self {
        WorkflowModules {
            webhooks: webhooks.into_iter().collect(),
            steps,
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

    /// The step module with this key.
    pub fn step(&self, key: &str) -> Option<&StepModule> {
        self.steps.iter().find(|s| s.key == key)
    }

    /// Whether `key` is one of the webhook modules.
    pub fn has_webhook(&self, key: &str) -> bool {
        self.webhooks.iter().any(|k| k == key)
    }
}
