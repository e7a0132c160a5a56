//! The platform side the driver plays against: the [`WorkflowHook`] through which an app's
//! installation, the strings moved to its custom workflow step and the step statuses reach a
//! platform model. [`super::platform_hook::PlatformHook`] connects it to the emulated platform;
//! without a hook the driver plays a platform of its own memory, which has no workflow.

use std::future::Future;
use std::pin::Pin;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::manifest::{PageModule, WorkflowStepModule};

/// A string waiting at a custom workflow step: the driver's id, the language, and the string as
/// the app's parser returned it (so the platform can store it and put it in its events).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WaitingString {
    /// The driver's string id.
    pub string_id: u64,
    /// Language the step handles it for.
    pub language_id: String,
    /// Name of the uploaded file the string belongs to.
    pub file: String,
    /// File type (the custom-file-format module's `type`, else its key).
    pub file_type: String,
    /// Identifier within the file.
    pub identifier: String,
    /// Text: a string, or forms by plural category.
    pub text: Value,
    /// Context.
    pub context: Option<String>,
    /// The driver's translation into `language_id` (a string, or forms by plural category),
    /// when the scenario translated it.
    pub translation: Option<Value>,
}

/// The step strings wait at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepRef {
    /// Project id.
    pub project_id: i64,
    /// Workflow step id.
    pub step_id: i64,
    /// Module key of the app's workflow-step-type module.
    pub module_key: String,
    /// Output ports the step declares.
    pub output_ports: Vec<String>,
}

/// A status record as the status API reports it (SPEC "Workflow step status record"), with the
/// driver's string id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StatusRecord {
    /// String id.
    pub string_id: u64,
    /// Language id.
    pub language_id: String,
    /// Step id.
    pub step_id: i64,
    /// `NEED_PROCESS`, `DONE`, `TODO`, `FAILED`, …
    pub status: String,
    /// Output port once DONE.
    #[serde(default)]
    pub output: String,
}

/// The agent block of a `crowdin_agent` manifest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AgentInfo {
    /// `agent.username`.
    pub username: String,
    /// `agent.name`.
    pub name: Option<String>,
}

/// An app being installed, as the platform side needs it.
#[derive(Debug, Clone)]
pub struct AppInstall {
    /// Manifest `identifier`.
    pub identifier: String,
    /// Manifest `name`.
    pub name: String,
    /// OAuth client id of the app.
    pub client_id: String,
    /// OAuth client secret of the app (registers the client, so the app's token grants work).
    pub client_secret: Option<String>,
    /// `authentication.type`.
    pub auth_type: Option<String>,
    /// The manifest's `agent` block.
    pub agent: Option<AgentInfo>,
    /// Organization it is installed in.
    pub organization_id: i64,
    /// Project whose workflow gets the app's custom step.
    pub project_id: i64,
    /// The step the app's `workflow-step-type` module is put on.
    pub workflow_step_id: i64,
    /// Webhook modules subscribed to the recalculation event: (key, absolute URL).
    pub recalculation_webhooks: Vec<(String, String)>,
    /// The app's `workflow-step-type` modules.
    pub workflow_steps: Vec<WorkflowStepModule>,
    /// The manifest's `baseUrl` (without a trailing slash).
    pub base_url: String,
    /// The modules with an iframe page (project-menu, workflow step settings, …).
    pub pages: Vec<PageModule>,
}

/// Credentials the platform issued for an installation (sent in `installed`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credentials {
    /// `appId`.
    pub app_id: String,
    /// `appSecret`: keys webhook signatures and the installation token grants.
    pub app_secret: String,
    /// `agentId` of a `crowdin_agent` app.
    pub agent_id: Option<i64>,
}

/// A boxed future, for the object-safe hook.
pub type HookFuture<'a, T> = Pin<Box<dyn Future<Output = anyhow::Result<T>> + Send + 'a>>;

/// The platform's side of an installation and of the workflow, as the driver needs it.
///
/// The recalculation batch is the platform's to send: after [`WorkflowHook::strings_arrived`]
/// the platform delivers the signed `string.status_on_step.recalculation_triggered` batch to
/// the app's webhook module (with its retries, then `FAILED`), and the app answers through the
/// status API, which [`WorkflowHook::statuses`] reads.
pub trait WorkflowHook: Send + Sync {
    /// The app is being installed: record it and return its credentials, or `None` to let the
    /// driver make up credentials of its own.
    fn installing<'a>(&'a self, app: &'a AppInstall) -> HookFuture<'a, Option<Credentials>> {
        let _ = app;
        Box::pin(async { Ok(None) })
    }

    /// The app was uninstalled from `organization_id`.
    fn uninstalled<'a>(&'a self, identifier: &'a str, organization_id: i64) -> HookFuture<'a, ()> {
        let _ = (identifier, organization_id);
        Box::pin(async { Ok(()) })
    }

    /// Strings arrived at the step: they are now `NEED_PROCESS` and queued for the platform's
    /// recalculation batch.
    fn strings_arrived<'a>(
        &'a self,
        step: &'a StepRef,
        strings: &'a [WaitingString],
    ) -> HookFuture<'a, ()>;

    /// The current status records of `strings` (the app's updates arrive there).
    fn statuses<'a>(
        &'a self,
        step: &'a StepRef,
        strings: &'a [WaitingString],
    ) -> HookFuture<'a, Vec<StatusRecord>>;
}
