//! The records the store reads and writes. Plain data: no queries here, no HTTP.

use std::time::Duration;

use super::secrets::Secret;

/// An installed organization (docs/PROTOCOL.md §11).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Organization {
    /// `domain` when set, else the organization id as text: the key of everything stored for it.
    pub credential_key: String,
    /// The platform's organization id.
    pub organization_id: i64,
    /// Enterprise domain; `None` on the standard environment.
    pub domain: Option<String>,
    /// The installed `appId`.
    pub app_id: String,
    /// The installed `appSecret` (stored sealed).
    pub app_secret: Secret,
    /// The installing user.
    pub user_id: i64,
    /// The agent id (`crowdin_agent` apps).
    pub agent_id: Option<i64>,
    /// The event's `baseUrl` (frame origins of the pages).
    pub base_url: String,
    /// First installation, Unix ms (kept across updates of the same key).
    pub installed_at: i64,
    /// Last write, Unix ms.
    pub updated_at: i64,
}

impl Organization {
    /// The credential key of docs/PROTOCOL.md §11: `domain` when non-empty, else the organization id.
    pub fn credential_key_for(domain: Option<&str>, organization_id: i64) -> String {
        match domain {
            Some(d) if !d.is_empty() => d.to_owned(),
            _ => organization_id.to_string(),
        }
    }

    /// Enterprise iff a domain is set.
    pub fn is_enterprise(&self) -> bool {
        self.domain.as_deref().is_some_and(|d| !d.is_empty())
    }
}

/// An organization's installation access token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstallationToken {
    /// The access token (stored sealed).
    pub access_token: Secret,
    /// Expiry, Unix ms.
    pub expires_at: i64,
}

/// What a lease serializes across replicas.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeaseKind {
    /// Renewing the organization's installation token.
    TokenRenewal,
    /// The workflow reconciliation poll of the organization.
    Reconciliation,
}

impl LeaseKind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            LeaseKind::TokenRenewal => "token-renewal",
            LeaseKind::Reconciliation => "reconciliation",
        }
    }
}

/// The parts of a per-user OAuth token key (`{crowdinId}__{projectId}__{userId}`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UserTokenKey {
    /// The organization's credential key (`crowdinId`).
    pub credential_key: String,
    /// The project.
    pub project_id: i64,
    /// The user.
    pub user_id: i64,
}

impl UserTokenKey {
    /// The stored key, as the SDK builds it.
    pub fn key(&self) -> String {
        format!(
            "{}__{}__{}",
            self.credential_key, self.project_id, self.user_id
        )
    }
}

/// A user's OAuth token pair (issue 13).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserToken {
    /// Access token (stored sealed).
    pub access_token: Secret,
    /// Refresh token (stored sealed), when the grant gave one.
    pub refresh_token: Option<Secret>,
    /// Expiry of the access token, Unix ms.
    pub expires_at: i64,
}

/// Whether step settings belong to a project's workflow or to a workflow template (docs/PROTOCOL.md §14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepScope {
    /// A project's workflow (`projectId`).
    Project(i64),
    /// A workflow template (`templateId`).
    Template(i64),
}

impl StepScope {
    pub(crate) fn parts(self) -> (&'static str, i64) {
        match self {
            StepScope::Project(id) => ("project", id),
            StepScope::Template(id) => ("template", id),
        }
    }

    pub(crate) fn from_parts(scope: &str, id: i64) -> Option<Self> {
        match scope {
            "project" => Some(StepScope::Project(id)),
            "template" => Some(StepScope::Template(id)),
            _ => None,
        }
    }
}

/// Saved settings of one workflow step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepSettings {
    /// Project or template.
    pub scope: StepScope,
    /// The step.
    pub step_id: i64,
    /// The workflow (absent for templates).
    pub workflow_id: Option<i64>,
    /// The settings object, as JSON text.
    pub settings: String,
    /// Last save, Unix ms.
    pub updated_at: i64,
}

/// A (project, step) the organization uses, with the languages seen on it: what the
/// reconciliation poll walks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepTarget {
    /// The project.
    pub project_id: i64,
    /// The step.
    pub step_id: i64,
    /// Languages seen on this step (from events), sorted.
    pub languages: Vec<String>,
}

/// A claimed webhook delivery from the inbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxItem {
    /// Row id (acknowledge or release with it).
    pub id: i64,
    /// The organization.
    pub credential_key: String,
    /// `X-Module-Key` of the delivery.
    pub module_key: String,
    /// The raw body as received.
    pub body: Vec<u8>,
    /// When it was received, Unix ms.
    pub received_at: i64,
    /// Claims so far, this one included.
    pub attempts: i64,
    /// Error recorded by the previous attempt.
    pub last_error: Option<String>,
}

/// One string revision to decide at a workflow step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewWorkItem {
    /// The organization.
    pub credential_key: String,
    /// The project.
    pub project_id: i64,
    /// The step.
    pub step_id: i64,
    /// The target language.
    pub language_id: String,
    /// The string.
    pub string_id: i64,
    /// The translation revision the delivery named (`""` when none).
    pub revision: String,
    /// What the worker needs from the delivery (JSON), if anything.
    pub payload: Option<String>,
}

/// State of a work item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WorkState {
    /// Waiting (possibly claimed, possibly backing off).
    Pending,
    /// Status sent; never redone.
    Done,
    /// Per-string error (a 400); recorded, not retried.
    Failed,
    /// Configuration error (403/404); stopped with the reason, until resumed.
    Stopped,
}

impl WorkState {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            WorkState::Pending => "pending",
            WorkState::Done => "done",
            WorkState::Failed => "failed",
            WorkState::Stopped => "stopped",
        }
    }

    pub(crate) fn parse(s: &str) -> Option<Self> {
        match s {
            "pending" => Some(WorkState::Pending),
            "done" => Some(WorkState::Done),
            "failed" => Some(WorkState::Failed),
            "stopped" => Some(WorkState::Stopped),
            _ => None,
        }
    }
}

/// A work item as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorkItem {
    /// Row id.
    pub id: i64,
    /// The organization.
    pub credential_key: String,
    /// The project.
    pub project_id: i64,
    /// The step.
    pub step_id: i64,
    /// The target language.
    pub language_id: String,
    /// The string.
    pub string_id: i64,
    /// The translation revision (`""` when unknown).
    pub revision: String,
    /// The delivery's JSON, if kept.
    pub payload: Option<String>,
    /// Current state.
    pub state: WorkState,
    /// Port sent when done.
    pub output: Option<String>,
    /// Claims so far.
    pub attempts: i64,
    /// Not claimable before this, Unix ms.
    pub next_attempt_at: i64,
    /// The last error or stop reason.
    pub last_error: Option<String>,
}

/// A work item finished by sending its status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorkDone {
    /// Row id.
    pub id: i64,
    /// The port the string was moved to (`""` parks it on the step).
    pub output: String,
}

/// Queue depth by state (metrics).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct QueueCounts {
    /// Pending and claimable now or later, not currently claimed.
    pub pending: i64,
    /// Pending and claimed by a live lease.
    pub claimed: i64,
    /// Done.
    pub done: i64,
    /// Failed (per-string error).
    pub failed: i64,
    /// Stopped (configuration error).
    pub stopped: i64,
}

/// Counts of the webhook inbox (metrics).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InboxCounts {
    /// Waiting or in progress.
    pub pending: i64,
    /// Given up on.
    pub dead: i64,
}

/// An entry of an organization's event log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventRecord {
    /// Row id (increasing).
    pub id: i64,
    /// When, Unix ms.
    pub at: i64,
    /// Event name (`project.translated`, `step.run`, …).
    pub event: String,
    /// The project, when the event names one.
    pub project_id: Option<i64>,
    /// Details, JSON text.
    pub detail: String,
}

/// A new entry for the job log.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct JobRecord {
    /// The file's name.
    pub file_name: String,
    /// `parse-file`, `build-file`, `pre-export`, …
    pub job_type: String,
    /// The format key.
    pub format: String,
    /// Strings handled.
    pub strings: i64,
    /// Bytes read.
    pub bytes_in: i64,
    /// Bytes written.
    pub bytes_out: i64,
    /// Wall time.
    pub duration: Duration,
    /// `ok` or `error`.
    pub outcome: String,
    /// Error or note.
    pub message: Option<String>,
}

/// A job log entry as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobLogEntry {
    /// Row id (increasing).
    pub id: i64,
    /// When, Unix ms.
    pub at: i64,
    /// The recorded job.
    pub job: JobRecord,
}
