//! The app's platform modules as configured in `locforge.toml`: authentication type, the `agent`
//! block, webhook modules, workflow-step-type modules (their step kind and ports), project-menu
//! modules, the external QA check modules of `qa_checks.rs`, and the file modules of
//! `file_modules.rs` (bundle exports, post-export pipelines), with the start-up checks the platform itself never reports (docs/PROTOCOL.md §14: a
//! workflow step without a webhook module subscribed to the recalculation event never receives a
//! string, and nobody says so).
//!
//! What lives here: the configured shape and its validation. What does not: the manifest's wire
//! form (`lifecycle::manifest`), the routes that serve these modules, and what the steps do.

use std::collections::BTreeSet;

use anyhow::bail;
use serde::Deserialize;

use super::file_modules::{
    validate_alignments, validate_bundles, validate_post_exports, validate_post_imports,
    validate_pre_imports, AlignmentConfig, BundleConfig, PostExportConfig, PostImportConfig,
    PreImportConfig,
};
use super::qa_checks::{validate_qa_checks, QaCheckConfig};

/// The event a workflow-step-type app must subscribe a webhook module to (docs/PROTOCOL.md §14).
pub const RECALCULATION_EVENT: &str = "string.status_on_step.recalculation_triggered";

/// The only environment a workflow-step-type module may be installed in.
pub const ENTERPRISE_ENVIRONMENT: &str = "platform-enterprise";

/// Environments a module may name.
pub const ENVIRONMENTS: &[&str] = &["platform", ENTERPRISE_ENVIRONMENT];

/// Port names the interface spec lists for workflow steps.
pub const PORTS: &[&str] = &[
    "untranslated",
    "translated",
    "approved",
    "all",
    "false",
    "true",
    "skipped",
    "initial",
];

/// Authentication types the manifest may declare.
pub const AUTHENTICATION_TYPES: &[&str] = &["none", "platform_app", "crowdin_app", "crowdin_agent"];

/// The manifest's `agent` block: the platform user a `crowdin_agent` app acts as.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgentConfig {
    /// `agent.username` (required).
    pub username: String,
    /// `agent.name`, the display name.
    pub name: Option<String>,
    /// `agent.avatarUrl`.
    pub avatar_url: Option<String>,
}

/// A webhook module: receives the listed events at `/webhooks/{key}`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebhookModule {
    /// Module key (the `X-Module-Key` of its deliveries).
    pub key: String,
    /// Event names that trigger it.
    pub events: Vec<String>,
    /// Environments it can be installed in (`platform`, `platform-enterprise`); all when empty.
    #[serde(default)]
    pub environments: Vec<String>,
}

/// What a workflow step does with the strings that reach it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StepKind {
    /// Checks each translation against its source; passed → one port, failed → the other.
    QaGate,
    /// A CroQL predicate from the step settings; true → one port, false → the other.
    CroqlRouter,
}

impl StepKind {
    /// The configured name.
    pub fn as_str(self) -> &'static str {
        match self {
            StepKind::QaGate => "qa-gate",
            StepKind::CroqlRouter => "croql-router",
        }
    }

    /// The step's outputs unless configured: qa-gate `translated` (passed) and `untranslated`
    /// (failed); croql-router `true` and `false`.
    pub fn default_outputs(self) -> Vec<OutputPort> {
        let port = |port: &str, title: &str| OutputPort {
            port: port.into(),
            title: title.into(),
        };
        match self {
            StepKind::QaGate => vec![port("translated", "Passed"), port("untranslated", "Failed")],
            StepKind::CroqlRouter => vec![port("true", "Matches"), port("false", "Does not match")],
        }
    }

    /// The default human-readable name and description.
    fn default_text(self) -> (&'static str, &'static str) {
        match self {
            StepKind::QaGate => (
                "QA gate",
                "Checks placeholders, tags, whitespace, length and ICU syntax of each translation",
            ),
            StepKind::CroqlRouter => (
                "CroQL router",
                "Routes each string by a CroQL condition set in the step settings",
            ),
        }
    }
}

impl std::fmt::Display for StepKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One output of a workflow step (`boundaries.outputs[]`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutputPort {
    /// The port name (one of [`PORTS`]).
    pub port: String,
    /// Its title in the workflow editor.
    pub title: String,
}

/// A workflow-step-type module as configured. Ports, name and description default by kind.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WorkflowStepConfig {
    /// Module key.
    pub key: String,
    /// Step kind: `qa-gate` or `croql-router`.
    pub kind: StepKind,
    /// Name in the workflow editor (default by kind).
    pub name: Option<String>,
    /// Description (default by kind).
    pub description: Option<String>,
    /// Input title (default `Strings`).
    pub input_title: Option<String>,
    /// Input ports (default `["translated"]`).
    pub input_ports: Option<Vec<String>>,
    /// Outputs (default by kind).
    pub outputs: Option<Vec<OutputPort>>,
    /// `editorMode` (e.g. `comfortable`).
    pub editor_mode: Option<String>,
    /// Environments (only `platform-enterprise` is allowed; the default).
    #[serde(default)]
    pub environments: Vec<String>,
}

/// A workflow step module resolved from the configuration: what the step router needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepModule {
    /// Module key.
    pub key: String,
    /// Step kind.
    pub kind: StepKind,
    /// Name in the workflow editor.
    pub name: String,
    /// Description.
    pub description: String,
    /// Input title.
    pub input_title: String,
    /// Input ports.
    pub input_ports: Vec<String>,
    /// Outputs, in order: for qa-gate the first is the passed port and the second the failed one;
    /// for croql-router the first is the true port and the second the false one.
    pub outputs: Vec<OutputPort>,
    /// `editorMode`.
    pub editor_mode: Option<String>,
}

impl StepModule {
    /// The output port names, in order.
    pub fn output_ports(&self) -> Vec<&str> {
        self.outputs.iter().map(|o| o.port.as_str()).collect()
    }
}

impl WorkflowStepConfig {
    /// The module with every default filled in.
    pub fn resolve(&self) -> StepModule {
        let (name, description) = self.kind.default_text();
        StepModule {
            key: self.key.clone(),
            kind: self.kind,
            name: self.name.clone().unwrap_or_else(|| name.into()),
            description: self
                .description
                .clone()
                .unwrap_or_else(|| description.into()),
            input_title: self.input_title.clone().unwrap_or_else(|| "Strings".into()),
            input_ports: self
                .input_ports
                .clone()
                .unwrap_or_else(|| vec!["translated".into()]),
            outputs: self
                .outputs
                .clone()
                .unwrap_or_else(|| self.kind.default_outputs()),
            editor_mode: self.editor_mode.clone(),
        }
    }
}

/// A project-menu module: a tab in the project opening `/pages/{key}`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProjectMenuModule {
    /// Module key.
    pub key: String,
    /// Tab name.
    pub name: String,
}

/// The platform modules of the app and how the platform authenticates to it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ModulesConfig {
    /// `authentication.type`: `platform_app` (default; `crowdin_app` is the same), `crowdin_agent`
    /// (default when an `agent` block is present) or `none` (file modules only, no installation).
    pub authentication: Option<String>,
    /// The `agent` block (`crowdin_agent` apps).
    pub agent: Option<AgentConfig>,
    /// Webhook modules.
    pub webhooks: Vec<WebhookModule>,
    /// Workflow-step-type modules (enterprise).
    pub workflow_steps: Vec<WorkflowStepConfig>,
    /// Project-menu modules.
    pub project_menus: Vec<ProjectMenuModule>,
    /// Bundle exports: custom-file-format modules with `stringsExport` (`file_modules.rs`).
    pub bundles: Vec<BundleConfig>,
    /// File-post-export modules (`file_modules.rs`).
    pub post_exports: Vec<PostExportConfig>,
    /// File-pre-import modules (`file_modules.rs`).
    pub pre_imports: Vec<PreImportConfig>,
    /// File-post-import modules (`file_modules.rs`).
    pub post_imports: Vec<PostImportConfig>,
    /// External QA check modules (`qa_checks.rs`).
    pub qa_checks: Vec<QaCheckConfig>,
    /// File-translations-alignment modules (`file_modules.rs`).
    pub alignments: Vec<AlignmentConfig>,
}

impl ModulesConfig {
    /// The manifest's authentication type: as configured, else `crowdin_agent` with an `agent`
    /// block, else `platform_app`.
    pub fn authentication_type(&self) -> &str {
        match (&self.authentication, &self.agent) {
            (Some(a), _) => a,
            (None, Some(_)) => "crowdin_agent",
            (None, None) => "platform_app",
        }
    }

    /// Whether the platform installs the app (sends `installed` / `uninstall`).
    pub fn has_installation(&self) -> bool {
        self.authentication_type() != "none"
    }

    /// Whether installation tokens come from the `crowdin_agent` grant.
    pub fn is_agent(&self) -> bool {
        self.authentication_type() == "crowdin_agent"
    }

    /// The workflow step modules, defaults filled in.
    pub fn step_modules(&self) -> Vec<StepModule> {
        self.workflow_steps
            .iter()
            .map(WorkflowStepConfig::resolve)
            .collect()
    }

    /// Checks what the platform would accept silently but never work, naming the offending key.
    /// `taken` are the module keys already used by the file modules.
    pub fn validate(&self, taken: &[String]) -> anyhow::Result<()> {
        let auth = self.authentication_type();
        if !AUTHENTICATION_TYPES.contains(&auth) {
            bail!(
                "authentication `{auth}` is unknown; expected one of {}",
                AUTHENTICATION_TYPES.join(", ")
            );
        }
        match (&self.agent, auth) {
            (None, "crowdin_agent") => bail!(
                "authentication `crowdin_agent` needs an [agent] block with a `username` (the platform user the app acts as)"
            ),
            (Some(_), a) if a != "crowdin_agent" => bail!(
                "the [agent] block is only used with authentication `crowdin_agent`, not `{a}`"
            ),
            (Some(a), _) if a.username.trim().is_empty() => {
                bail!("agent.username must not be empty")
            }
            _ => {}
        }
        let bundle_keys = validate_bundles(&self.bundles)?;
        validate_post_exports(&self.post_exports)?;
        validate_pre_imports(&self.pre_imports)?;
        validate_post_imports(&self.post_imports)?;
        let qa_keys = validate_qa_checks(&self.qa_checks)?;
        validate_alignments(&self.alignments)?;
        let mut keys: BTreeSet<&str> = taken.iter().map(String::as_str).collect();
        let all_keys = self
            .webhooks
            .iter()
            .map(|w| ("webhooks", w.key.as_str()))
            .chain(
                self.workflow_steps
                    .iter()
                    .map(|s| ("workflow_steps", s.key.as_str())),
            )
            .chain(
                self.project_menus
                    .iter()
                    .map(|p| ("project_menus", p.key.as_str())),
            )
            .chain(bundle_keys.iter().map(|k| ("bundles", k.as_str())))
            .chain(
                self.post_exports
                    .iter()
                    .map(|p| ("post_exports", p.key.as_str())),
            )
            .chain(
                self.pre_imports
                    .iter()
                    .map(|p| ("pre_imports", p.key.as_str())),
            )
            .chain(
                self.post_imports
                    .iter()
                    .map(|p| ("post_imports", p.key.as_str())),
            )
            .chain(qa_keys.iter().map(|k| ("qa_checks", k.as_str())))
            .chain(
                self.alignments
                    .iter()
                    .map(|a| ("alignments", a.key.as_str())),
            );
        for (table, key) in all_keys {
            check_key(table, key)?;
            if !keys.insert(key) {
                bail!("module key `{key}` in [[{table}]] is used by another module; module keys must be unique");
            }
        }
        if auth == "none" && !(self.webhooks.is_empty() && self.workflow_steps.is_empty()) {
            bail!("webhook and workflow-step modules need an installation (their app secret and tokens come with it); authentication `none` has none");
        }
        for w in &self.webhooks {
            if w.events.is_empty() || w.events.iter().any(|e| e.trim().is_empty()) {
                bail!(
                    "webhook module `{}` lists no events (or an empty name)",
                    w.key
                );
            }
            check_environments("webhooks", &w.key, &w.environments)?;
        }
        for p in &self.project_menus {
            if p.name.trim().is_empty() {
                bail!("project-menu module `{}` needs a `name`", p.key);
            }
        }
        self.validate_steps()
    }

    fn validate_steps(&self) -> anyhow::Result<()> {
        if self.workflow_steps.is_empty() {
            return Ok(());
        }
        let first = &self.workflow_steps[0].key;
        if !self
            .webhooks
            .iter()
            .any(|w| w.events.iter().any(|e| e == RECALCULATION_EVENT))
        {
            bail!("workflow step `{first}` needs a webhook module subscribed to `{RECALCULATION_EVENT}`: without one the platform never delivers strings to the step (add it to a [[webhooks]] module's events)");
        }
        if !self.is_agent() {
            bail!("workflow step `{first}` needs authentication `crowdin_agent` with an [agent] block: the platform lets only an agent token update string statuses on a step");
        }
        for s in &self.workflow_steps {
            if s.environments
                .iter()
                .any(|e| e.as_str() != ENTERPRISE_ENVIRONMENT)
            {
                bail!(
                    "workflow step `{}` lists environments {:?}; workflow steps exist only in `{ENTERPRISE_ENVIRONMENT}`",
                    s.key,
                    s.environments
                );
            }
            let m = s.resolve();
            if m.input_ports.is_empty() {
                bail!("workflow step `{}` has no input_ports", s.key);
            }
            if m.outputs.len() != 2 {
                bail!(
                    "workflow step `{}` ({}) needs exactly two outputs ({} then {}); got {}",
                    s.key,
                    s.kind.as_str(),
                    if s.kind == StepKind::QaGate {
                        "passed"
                    } else {
                        "true"
                    },
                    if s.kind == StepKind::QaGate {
                        "failed"
                    } else {
                        "false"
                    },
                    m.outputs.len()
                );
            }
            if m.outputs[0].port == m.outputs[1].port {
                bail!(
                    "workflow step `{}` routes both outputs to port `{}`",
                    s.key,
                    m.outputs[0].port
                );
            }
            let ports = m
                .input_ports
                .iter()
                .chain(m.outputs.iter().map(|o| &o.port));
            for p in ports {
                if !PORTS.contains(&p.as_str()) {
                    bail!(
                        "workflow step `{}` names port `{p}`; ports are {}",
                        s.key,
                        PORTS.join(", ")
                    );
                }
            }
        }
        Ok(())
    }
}

/// Module keys go into URL paths and headers: letters, digits, `-` and `_`, at most 64.
fn check_key(table: &str, key: &str) -> anyhow::Result<()> {
    let ok = !key.is_empty()
        && key.len() <= 64
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !ok {
        bail!("module key `{key}` in [[{table}]] must be 1 to 64 letters, digits, `-` or `_`");
    }
    Ok(())
}

fn check_environments(table: &str, key: &str, envs: &[String]) -> anyhow::Result<()> {
    if let Some(e) = envs.iter().find(|e| !ENVIRONMENTS.contains(&e.as_str())) {
        bail!(
            "module `{key}` in [[{table}]] names environment `{e}`; expected {}",
            ENVIRONMENTS.join(" or ")
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> ModulesConfig {
        toml::from_str(text).expect("valid TOML")
    }

    const STEP_APP: &str = r#"
        [agent]
        username = "locforge-bot"
        [[webhooks]]
        key = "events"
        events = ["string.status_on_step.recalculation_triggered"]
        [[workflow_steps]]
        key = "qa"
        kind = "qa-gate"
        [[workflow_steps]]
        key = "route"
        kind = "croql-router"
        outputs = [{port = "approved", title = "Yes"}, {port = "skipped", title = "No"}]
    "#;

    #[test]
    fn a_step_app_resolves_defaults_and_overrides() {
        let m = parse(STEP_APP);
        m.validate(&[]).expect("valid");
        assert!(m.is_agent());
        let steps = m.step_modules();
        assert_eq!(steps[0].output_ports(), ["translated", "untranslated"]);
        assert_eq!(steps[0].input_ports, ["translated"]);
        assert_eq!(steps[1].kind, StepKind::CroqlRouter);
        assert_eq!(steps[1].output_ports(), ["approved", "skipped"]);
        assert_eq!(
            StepKind::CroqlRouter
                .default_outputs()
                .iter()
                .map(|o| o.port.as_str())
                .collect::<Vec<_>>(),
            ["true", "false"]
        );
    }

    fn refused(text: &str, taken: &[&str], expected: &str) {
        let taken: Vec<String> = taken.iter().map(|s| (*s).to_owned()).collect();
        let e = parse(text).validate(&taken).expect_err(text).to_string();
        assert!(e.contains(expected), "`{e}` should mention `{expected}`");
    }

    #[test]
    fn broken_module_sets_are_refused_with_the_reason() {
        let step = "[[workflow_steps]]\nkey = \"qa\"\nkind = \"qa-gate\"\n";
        let agent = "[agent]\nusername = \"bot\"\n";
        let hook = "[[webhooks]]\nkey = \"h\"\nevents = [\"string.status_on_step.recalculation_triggered\"]\n";
        refused(&format!("{agent}{step}"), &[], RECALCULATION_EVENT);
        refused(
            &format!("{hook}{step}"),
            &[],
            "needs authentication `crowdin_agent`",
        );
        refused(
            "authentication = \"crowdin_agent\"\n",
            &[],
            "needs an [agent] block",
        );
        refused(
            &format!("authentication = \"platform_app\"\n{agent}"),
            &[],
            "only used with authentication `crowdin_agent`",
        );
        refused(
            &format!("{agent}{hook}{step}environments = [\"platform\"]\n"),
            &[],
            "exist only in `platform-enterprise`",
        );
        refused(&format!("{agent}{hook}"), &["h"], "module key `h`");
        refused(
            "[[project_menus]]\nkey = \"a\"\nname = \"A\"\n[[project_menus]]\nkey = \"a\"\nname = \"B\"\n",
            &[],
            "must be unique",
        );
        refused(
            &format!("{agent}{hook}{step}outputs = [{{port = \"green\", title = \"G\"}}, {{port = \"translated\", title = \"T\"}}]\n"),
            &[],
            "port `green`",
        );
        refused(
            "authentication = \"none\"\n[[webhooks]]\nkey = \"h\"\nevents = [\"project.translated\"]\n",
            &[],
            "need an installation",
        );
        refused(
            "[[webhooks]]\nkey = \"h\"\nevents = []\n",
            &[],
            "lists no events",
        );
        refused(
            "[[project_menus]]\nkey = \"a/b\"\nname = \"A\"\n",
            &[],
            "letters, digits",
        );
        refused("authentication = \"oauth\"\n", &[], "is unknown");
        let e = toml::from_str::<ModulesConfig>(
            "[[workflow_steps]]\nkey = \"x\"\nkind = \"spellcheck\"\n",
        )
        .expect_err("unknown kind")
        .to_string();
        assert!(e.contains("qa-gate") && e.contains("croql-router"), "{e}");
    }

    #[test]
    fn nothing_configured_is_a_platform_app_without_modules() {
        let m = ModulesConfig::default();
        m.validate(&["json".into()]).expect("valid");
        assert_eq!(m.authentication_type(), "platform_app");
        assert!(m.has_installation());
        assert!(!m.is_agent());
    }
}
