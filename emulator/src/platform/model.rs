//! The project model the emulated platform keeps in memory: organizations, users, projects with
//! languages, files, strings, translations, comments and labels, translation memories, glossaries,
//! workflows with custom steps, OAuth clients, installed apps and the string statuses on custom
//! steps.
//!
//! The same types are the fixture format (`docs/emulator-fixture.md`): field names are the API's
//! camelCase names, so a fixture reads like API answers, and a snapshot is this model serialized.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use locforge_protocol::LanguageObject;

/// The whole world of the emulated platform.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Model {
    /// Language objects beyond (or overriding) the built-in table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub languages: Vec<LanguageObject>,
    /// Organizations: standard (no domain) and enterprise (with a domain).
    pub organizations: Vec<Organization>,
    /// Users of every organization.
    pub users: Vec<User>,
    /// OAuth clients registered with the authorization server.
    #[serde(default)]
    pub oauth_clients: Vec<OAuthClient>,
    /// Apps installed in organizations (credentials of the `crowdin_app` / `crowdin_agent` grants).
    #[serde(default)]
    pub apps: Vec<InstalledApp>,
    /// Projects.
    pub projects: Vec<Project>,
    /// Translation memories.
    #[serde(default)]
    pub tms: Vec<Tm>,
    /// Glossaries.
    #[serde(default)]
    pub glossaries: Vec<Glossary>,
    /// String statuses on custom workflow steps.
    #[serde(default)]
    pub step_statuses: Vec<StepStatus>,
}

/// An organization. Standard organizations have no domain; enterprise ones are reached at
/// `{domain}` and have workflows and string fields.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Organization {
    /// Organization id.
    pub id: i64,
    /// Display name.
    pub name: String,
    /// Enterprise domain; `None` for a standard organization.
    #[serde(default)]
    pub domain: Option<String>,
    /// User ids of the organization administrators.
    #[serde(default)]
    pub admin_ids: Vec<i64>,
    /// Custom string fields (enterprise).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<FieldDef>,
}

impl Organization {
    /// Whether this is an enterprise organization.
    pub fn is_enterprise(&self) -> bool {
        self.domain.is_some()
    }
}

/// A custom string field definition (enterprise).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FieldDef {
    /// Field id.
    pub id: i64,
    /// Display name (`Priority`).
    pub name: String,
    /// Slug used as the key of a string's `fields` (`priority`).
    pub slug: String,
    /// Field type (`text`, `select`, `checkbox`, …).
    #[serde(rename = "type")]
    pub kind: String,
}

/// A user.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct User {
    /// User id.
    pub id: i64,
    /// Login (what `@user:"…"` mentions name).
    pub username: String,
    /// Full name.
    pub full_name: String,
    /// E-mail address.
    #[serde(default)]
    pub email: String,
    /// Avatar URL.
    #[serde(default)]
    pub avatar_url: String,
    /// Organizations the user belongs to.
    pub organization_ids: Vec<i64>,
    /// An agent user (the identity of a `crowdin_agent` app).
    #[serde(default)]
    pub is_agent: bool,
    /// Account creation time (ISO 8601).
    #[serde(default = "default_time")]
    pub created_at: String,
}

/// An OAuth client of the authorization server.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OAuthClient {
    /// `client_id`.
    pub client_id: String,
    /// `client_secret`.
    pub client_secret: String,
    /// Display name on the consent page.
    #[serde(default)]
    pub name: String,
    /// Registered redirect URIs (exact match).
    pub redirect_uris: Vec<String>,
}

/// An app installed in an organization.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InstalledApp {
    /// The manifest `identifier` (also the step's `applicationIdentifier`).
    pub identifier: String,
    /// `appId` sent in the `installed` event.
    pub app_id: String,
    /// `appSecret` sent in the `installed` event; keys the webhook signatures.
    pub app_secret: String,
    /// Organization the app is installed in.
    pub organization_id: i64,
    /// The agent user of a `crowdin_agent` app.
    #[serde(default)]
    pub agent_id: Option<i64>,
    /// Webhook module URL (absolute) receiving the recalculation batches, when known.
    #[serde(default)]
    pub webhook_url: Option<String>,
    /// Key of that webhook module (`X-Module-Key`).
    #[serde(default)]
    pub webhook_module_key: Option<String>,
    /// Root address of the app (the manifest's `baseUrl`, no trailing slash): the host pages
    /// load its modules' pages from there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_url: Option<String>,
    /// OAuth client id of the app: the client's secret signs the page tokens (`aud`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_id: Option<String>,
    /// The app's modules with a page (project-menu, workflow-step-type), each with who may
    /// open it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<AppModule>,
}

impl InstalledApp {
    /// The module with `key`.
    pub fn module(&self, key: &str) -> Option<&AppModule> {
        self.modules.iter().find(|m| m.key == key)
    }
}

/// A module of an installed app that shows a page in the platform (a project-menu tab, a
/// workflow step's settings), as the platform keeps it from the manifest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AppModule {
    /// Module key.
    pub key: String,
    /// Module type: `project-menu`, `workflow-step-type`, or another UI module type.
    #[serde(rename = "type")]
    pub module_type: String,
    /// Display name.
    #[serde(default)]
    pub name: String,
    /// Relative URL of the page (a workflow step's settings iframe `url`), when it has one.
    #[serde(default)]
    pub url: Option<String>,
    /// Relative `updateSettingsUrl` of a workflow step type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_settings_url: Option<String>,
    /// Who may open it; `None`: the environment's most restrictive category (the project owner
    /// on standard, the organization admins on enterprise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access: Option<super::access::AccessCategory>,
}

/// A project.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Project {
    /// Project id.
    pub id: i64,
    /// Organization the project belongs to.
    pub organization_id: i64,
    /// Owner.
    pub user_id: i64,
    /// Name.
    pub name: String,
    /// Identifier (slug).
    pub identifier: String,
    /// Description.
    #[serde(default)]
    pub description: String,
    /// Source language id.
    pub source_language_id: String,
    /// Target language ids.
    pub target_language_ids: Vec<String>,
    /// Members (user ids) beyond the owner.
    #[serde(default)]
    pub member_ids: Vec<i64>,
    /// Managers (user ids); the owner always manages.
    #[serde(default)]
    pub manager_ids: Vec<i64>,
    /// Project group (enterprise).
    #[serde(default)]
    pub group_id: Option<i64>,
    /// Creation time (ISO 8601).
    #[serde(default = "default_time")]
    pub created_at: String,
    /// Last update time (ISO 8601).
    #[serde(default = "default_time")]
    pub updated_at: String,
    /// Branches.
    #[serde(default)]
    pub branches: Vec<Branch>,
    /// Source files.
    #[serde(default)]
    pub files: Vec<File>,
    /// Labels.
    #[serde(default)]
    pub labels: Vec<Label>,
    /// Source strings.
    #[serde(default)]
    pub strings: Vec<SourceString>,
    /// Translations, one per (string, language, plural form).
    #[serde(default)]
    pub translations: Vec<Translation>,
    /// Comments and issues.
    #[serde(default)]
    pub comments: Vec<Comment>,
    /// The workflow (enterprise).
    #[serde(default)]
    pub workflow: Option<Workflow>,
}

/// A branch.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Branch {
    /// Branch id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Title.
    #[serde(default)]
    pub title: String,
}

/// A source file.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct File {
    /// File id.
    pub id: i64,
    /// File name (`en.json`).
    pub name: String,
    /// Title.
    #[serde(default)]
    pub title: String,
    /// File type (`json`, `android`, or a custom format's `type`).
    #[serde(rename = "type")]
    pub kind: String,
    /// Path in the project (`/locales/en.json`).
    #[serde(default)]
    pub path: String,
    /// Context.
    #[serde(default)]
    pub context: String,
    /// Branch.
    #[serde(default)]
    pub branch_id: Option<i64>,
    /// Directory.
    #[serde(default)]
    pub directory_id: Option<i64>,
    /// Revision.
    #[serde(default = "one")]
    pub revision: i64,
    /// Status (`active`).
    #[serde(default = "active")]
    pub status: String,
    /// Source content, base64, when known (used by the app driver).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// Creation time.
    #[serde(default = "default_time")]
    pub created_at: String,
    /// Last update time.
    #[serde(default = "default_time")]
    pub updated_at: String,
}

/// A label.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Label {
    /// Label id.
    pub id: i64,
    /// Title.
    pub title: String,
    /// Made from the source file name (string-based projects).
    #[serde(default)]
    pub is_system: bool,
}

/// Source text: plain, or one text per plural category of the source language.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Text {
    /// A plain (or ICU) text.
    Plain(String),
    /// Plural forms keyed by category name.
    Plural(BTreeMap<String, String>),
}

impl Text {
    /// Every form's text.
    pub fn forms(&self) -> Vec<&str> {
        match self {
            Text::Plain(s) => vec![s.as_str()],
            Text::Plural(m) => m.values().map(String::as_str).collect(),
        }
    }
}

/// A source string.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SourceString {
    /// String id.
    pub id: i64,
    /// File (none in string-based projects).
    #[serde(default)]
    pub file_id: Option<i64>,
    /// Branch.
    #[serde(default)]
    pub branch_id: Option<i64>,
    /// Key within the file.
    pub identifier: String,
    /// Text (object of forms for plural strings).
    pub text: Text,
    /// `text`, `icu` or `asset`.
    #[serde(rename = "type", default = "text_type")]
    pub kind: String,
    /// Context.
    #[serde(default)]
    pub context: Option<String>,
    /// Maximum length.
    #[serde(default)]
    pub max_length: Option<i64>,
    /// Hidden.
    #[serde(default)]
    pub is_hidden: bool,
    /// Duplicate of another string.
    #[serde(default)]
    pub is_duplicate: bool,
    /// The string this one duplicates.
    #[serde(default)]
    pub master_string_id: Option<i64>,
    /// Label ids.
    #[serde(default)]
    pub label_ids: Vec<i64>,
    /// Screenshot ids.
    #[serde(default)]
    pub screenshot_ids: Vec<i64>,
    /// Custom field values by slug (enterprise).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fields: BTreeMap<String, String>,
    /// Passed the workflow (enterprise).
    #[serde(default)]
    pub is_passed_workflow: bool,
    /// `customData` returned by the app's parser.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_data: Option<String>,
    /// Revision.
    #[serde(default = "one")]
    pub revision: i64,
    /// Creation time.
    #[serde(default = "default_time")]
    pub created_at: String,
    /// Last update time.
    #[serde(default = "default_time")]
    pub updated_at: String,
}

impl SourceString {
    /// Whether the string has plural forms.
    pub fn has_plurals(&self) -> bool {
        matches!(self.text, Text::Plural(_))
    }
}

/// One translation of one plural form (or of a plain string) into one language.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Translation {
    /// Translation id.
    pub id: i64,
    /// String.
    pub string_id: i64,
    /// Language id.
    pub language_id: String,
    /// Plural category for plural strings.
    #[serde(default)]
    pub plural_form: Option<String>,
    /// Text.
    pub text: String,
    /// Translator.
    pub user_id: i64,
    /// `tm`, `deepl`, `ai`, … for automatic translations; `None` for human ones.
    #[serde(default)]
    pub provider: Option<String>,
    /// Pre-translated.
    #[serde(default)]
    pub is_pre_translated: bool,
    /// Votes.
    #[serde(default)]
    pub votes: Vec<Vote>,
    /// Approvals; a form with one is approved.
    #[serde(default)]
    pub approvals: Vec<Approval>,
    /// QA issue kinds (`spelling`, `tags mismatch`, …).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub qa_issues: Vec<String>,
    /// Creation time.
    #[serde(default = "default_time")]
    pub created_at: String,
}

/// A vote on a translation.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Vote {
    /// Voter.
    pub user_id: i64,
    /// `up` or `down`.
    pub mark: String,
    /// When.
    #[serde(default = "default_time")]
    pub created_at: String,
}

/// An approval of a translation.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Approval {
    /// Approver.
    pub user_id: i64,
    /// When.
    #[serde(default = "default_time")]
    pub created_at: String,
}

/// A comment or issue on a string.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Comment {
    /// Comment id.
    pub id: i64,
    /// String.
    pub string_id: i64,
    /// Author.
    pub user_id: i64,
    /// Text.
    pub text: String,
    /// Language of the comment.
    #[serde(default)]
    pub language_id: Option<String>,
    /// `comment` or `issue`.
    #[serde(rename = "type", default = "comment_type")]
    pub kind: String,
    /// Issue type (`source_mistake`, `translation_mistake`, …).
    #[serde(default)]
    pub issue_type: Option<String>,
    /// `resolved` or `unresolved` for issues.
    #[serde(default)]
    pub issue_status: Option<String>,
    /// When.
    #[serde(default = "default_time")]
    pub created_at: String,
}

/// A translation memory.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Tm {
    /// TM id.
    pub id: i64,
    /// Organization.
    pub organization_id: i64,
    /// Owner.
    pub user_id: i64,
    /// Name.
    pub name: String,
    /// Languages it holds.
    pub language_ids: Vec<String>,
    /// Segments.
    #[serde(default)]
    pub segments: Vec<TmSegment>,
    /// Creation time.
    #[serde(default = "default_time")]
    pub created_at: String,
}

/// A TM segment: one record per language.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TmSegment {
    /// Segment id.
    pub id: i64,
    /// Records.
    pub records: Vec<TmRecord>,
}

/// One language's text of a TM segment.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TmRecord {
    /// Record id.
    pub id: i64,
    /// Language.
    pub language_id: String,
    /// Text.
    pub text: String,
    /// Times used.
    #[serde(default)]
    pub usage_count: i64,
    /// Creator.
    pub created_by: i64,
    /// Last editor.
    pub updated_by: i64,
    /// Creation time.
    #[serde(default = "default_time")]
    pub created_at: String,
    /// Last update time.
    #[serde(default = "default_time")]
    pub updated_at: String,
}

/// A glossary with its concepts and terms.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Glossary {
    /// Glossary id.
    pub id: i64,
    /// Organization.
    pub organization_id: i64,
    /// Owner.
    pub user_id: i64,
    /// Name.
    pub name: String,
    /// Default language.
    pub language_id: String,
    /// Concepts.
    #[serde(default)]
    pub concepts: Vec<Concept>,
    /// Terms.
    #[serde(default)]
    pub terms: Vec<Term>,
    /// Creation time.
    #[serde(default = "default_time")]
    pub created_at: String,
}

/// A glossary concept: the meaning that terms in several languages share.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Concept {
    /// Concept id.
    pub id: i64,
    /// Author.
    pub user_id: i64,
    /// Subject.
    #[serde(default)]
    pub subject: String,
    /// Definition.
    #[serde(default)]
    pub definition: String,
    /// URL.
    #[serde(default)]
    pub url: String,
    /// Note.
    #[serde(default)]
    pub note: String,
    /// Translatable.
    #[serde(default = "yes")]
    pub translatable: bool,
    /// Creation time.
    #[serde(default = "default_time")]
    pub created_at: String,
    /// Last update time.
    #[serde(default = "default_time")]
    pub updated_at: String,
}

/// A glossary term.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Term {
    /// Term id.
    pub id: i64,
    /// Author.
    pub user_id: i64,
    /// Language.
    pub language_id: String,
    /// Text.
    pub text: String,
    /// Description.
    #[serde(default)]
    pub description: String,
    /// `noun`, `verb`, …
    #[serde(default)]
    pub part_of_speech: Option<String>,
    /// `preferred`, `admitted`, `not_recommended`, `obsolete`, `draft`.
    #[serde(default)]
    pub status: Option<String>,
    /// `full_form`, `acronym`, `abbreviation`, …
    #[serde(rename = "type", default)]
    pub kind: Option<String>,
    /// `masculine`, `feminine`, `neuter`, …
    #[serde(default)]
    pub gender: Option<String>,
    /// Note.
    #[serde(default)]
    pub note: String,
    /// URL.
    #[serde(default)]
    pub url: String,
    /// Lemma.
    #[serde(default)]
    pub lemma: String,
    /// Concept.
    pub concept_id: i64,
    /// Creation time.
    #[serde(default = "default_time")]
    pub created_at: String,
    /// Last update time.
    #[serde(default = "default_time")]
    pub updated_at: String,
}

/// A project workflow.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Workflow {
    /// Workflow id.
    pub id: i64,
    /// Title.
    pub title: String,
    /// Steps in order.
    pub steps: Vec<WorkflowStep>,
}

/// A workflow step; `type: Application` steps are custom steps of an app.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkflowStep {
    /// Step id.
    pub id: i64,
    /// Title.
    pub title: String,
    /// `Translate`, `Proofread`, `Application`, …
    #[serde(rename = "type")]
    pub kind: String,
    /// Languages the step processes.
    pub languages: Vec<String>,
    /// The app module behind an `Application` step.
    #[serde(default)]
    pub application_module: Option<ApplicationModule>,
    /// Input and output ports of an `Application` step.
    #[serde(default)]
    pub boundaries: Option<Boundaries>,
    /// Whether the step is active.
    #[serde(default = "yes")]
    pub is_active: bool,
}

impl WorkflowStep {
    /// Whether this is an active custom step of the app `identifier`.
    pub fn is_app_step(&self, identifier: &str) -> bool {
        self.is_active
            && self.kind == "Application"
            && self
                .application_module
                .as_ref()
                .is_some_and(|m| m.application_identifier == identifier)
    }

    /// The output ports of the step.
    pub fn output_ports(&self) -> Vec<&str> {
        self.boundaries
            .as_ref()
            .map(|b| b.outputs.iter().map(|o| o.port.as_str()).collect())
            .unwrap_or_default()
    }
}

/// The app module of a custom step.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApplicationModule {
    /// App `identifier`.
    pub application_identifier: String,
    /// `workflow-step-type` module key.
    pub module_key: String,
}

/// Ports of a custom step (the module's `boundaries`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Boundaries {
    /// Input.
    pub input: BoundaryInput,
    /// Outputs.
    pub outputs: Vec<BoundaryOutput>,
}

/// Input of a custom step.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BoundaryInput {
    /// Title.
    pub title: String,
    /// Accepted string statuses.
    pub ports: Vec<String>,
}

/// One output of a custom step.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BoundaryOutput {
    /// Title.
    pub title: String,
    /// Port name (the value of an Update String Status operation).
    pub port: String,
}

/// The status of one string for one language on one custom step.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StepStatus {
    /// Project.
    pub project_id: i64,
    /// Step.
    pub step_id: i64,
    /// Language.
    pub language_id: String,
    /// String.
    pub string_id: i64,
    /// `TODO`, `NEED_PROCESS`, `DONE`, `INCOMPLETE`, `FAILED`.
    pub status: String,
    /// Output port once `DONE` (empty otherwise).
    #[serde(default)]
    pub output: String,
    /// Event that brought the string to the step (`string.added`).
    #[serde(default = "string_added")]
    pub origin_event: String,
}

/// Translation status of a string in one language, derived from its translations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TranslationStatus {
    /// Some form lacks a translation.
    Untranslated,
    /// Every form is translated.
    Translated,
    /// Every form is translated and approved.
    Approved,
}

impl TranslationStatus {
    /// The protocol's spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            TranslationStatus::Untranslated => "untranslated",
            TranslationStatus::Translated => "translated",
            TranslationStatus::Approved => "approved",
        }
    }
}

impl Model {
    /// The organization with `id`.
    pub fn organization(&self, id: i64) -> Option<&Organization> {
        self.organizations.iter().find(|o| o.id == id)
    }

    /// The enterprise organization reached at `domain` (case-insensitive).
    pub fn organization_by_domain(&self, domain: &str) -> Option<&Organization> {
        self.organizations.iter().find(|o| {
            o.domain
                .as_deref()
                .is_some_and(|d| d.eq_ignore_ascii_case(domain))
        })
    }

    /// The user with `id`.
    pub fn user(&self, id: i64) -> Option<&User> {
        self.users.iter().find(|u| u.id == id)
    }

    /// The project with `id`.
    pub fn project(&self, id: i64) -> Option<&Project> {
        self.projects.iter().find(|p| p.id == id)
    }

    /// The project with `id`, mutably.
    pub fn project_mut(&mut self, id: i64) -> Option<&mut Project> {
        self.projects.iter_mut().find(|p| p.id == id)
    }

    /// The OAuth client with `client_id`.
    pub fn client(&self, client_id: &str) -> Option<&OAuthClient> {
        self.oauth_clients.iter().find(|c| c.client_id == client_id)
    }

    /// Whether `user` may see `project`: owner, member, manager, or administrator of an
    /// enterprise organization.
    pub fn can_see(&self, user: i64, project: &Project) -> bool {
        project.user_id == user
            || project.member_ids.contains(&user)
            || project.manager_ids.contains(&user)
            || self
                .organization(project.organization_id)
                .is_some_and(|o| o.is_enterprise() && o.admin_ids.contains(&user))
    }

    /// Whether `user` manages `project` (owner, manager, or organization admin).
    pub fn is_manager(&self, user: i64, project: &Project) -> bool {
        project.user_id == user
            || project.manager_ids.contains(&user)
            || self
                .organization(project.organization_id)
                .is_some_and(|o| o.admin_ids.contains(&user))
    }
}

impl Project {
    /// The string with `id`.
    pub fn string(&self, id: i64) -> Option<&SourceString> {
        self.strings.iter().find(|s| s.id == id)
    }

    /// The file with `id`.
    pub fn file(&self, id: i64) -> Option<&File> {
        self.files.iter().find(|f| f.id == id)
    }

    /// The workflow step with `id`.
    pub fn step(&self, id: i64) -> Option<&WorkflowStep> {
        self.workflow.as_ref()?.steps.iter().find(|s| s.id == id)
    }

    /// Translations of string `string_id` into `language`.
    pub fn translations_of<'a>(
        &'a self,
        string_id: i64,
        language: &'a str,
    ) -> impl Iterator<Item = &'a Translation> + 'a {
        self.translations
            .iter()
            .filter(move |t| t.string_id == string_id && t.language_id == language)
    }

    /// The status of `string` in `language` whose plural categories are `categories`.
    pub fn translation_status(
        &self,
        string: &SourceString,
        language: &str,
        categories: &[String],
    ) -> TranslationStatus {
        let forms: Vec<Option<&str>> = if string.has_plurals() {
            categories.iter().map(|c| Some(c.as_str())).collect()
        } else {
            vec![None]
        };
        let mut approved = true;
        for form in forms {
            let t = self
                .translations_of(string.id, language)
                .find(|t| t.plural_form.as_deref() == form);
            match t {
                None => return TranslationStatus::Untranslated,
                Some(t) => approved &= !t.approvals.is_empty(),
            }
        }
        if approved {
            TranslationStatus::Approved
        } else {
            TranslationStatus::Translated
        }
    }
}

fn default_time() -> String {
    "2024-01-15T09:30:00+00:00".into()
}

fn one() -> i64 {
    1
}

fn yes() -> bool {
    true
}

fn active() -> String {
    "active".into()
}

fn text_type() -> String {
    "text".into()
}

fn comment_type() -> String {
    "comment".into()
}

fn string_added() -> String {
    "string.added".into()
}
