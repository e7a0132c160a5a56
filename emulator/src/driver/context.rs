//! The driver's picture of the platform side: environment, organization, project, users and
//! languages. The defaults are the emulated platform's built-in demo world
//! ([`crate::platform::demo`]): its standard organization and project, and with
//! [`PlatformContext::enterprise`] its enterprise organization `acme`, whose project has the
//! workflow with the custom step. URLs point at `locforge platform serve`'s default address
//! until [`PlatformContext::connect`] points them at a running emulated platform.

use serde::{Deserialize, Serialize};

use crate::platform::demo::ids;
use crate::platform::model::Model;

/// Where `locforge platform serve` listens by default.
pub const DEFAULT_PLATFORM_URL: &str = "http://127.0.0.1:8090";

/// Standard or enterprise environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Environment {
    /// The standard environment (no organization domain).
    #[default]
    Standard,
    /// The enterprise environment (organization domain, workflows with custom steps).
    Enterprise,
}

impl Environment {
    /// `standard` or `enterprise`.
    pub fn as_str(self) -> &'static str {
        match self {
            Environment::Standard => "standard",
            Environment::Enterprise => "enterprise",
        }
    }
}

/// Organization, project, users and languages the driver plays.
#[derive(Debug, Clone)]
pub struct PlatformContext {
    /// Environment.
    pub environment: Environment,
    /// Organization id.
    pub organization_id: i64,
    /// Organization domain (enterprise only).
    pub domain: Option<String>,
    /// Web base URL of the organization (`baseUrl` of `installed`, iframe `origin`); on the
    /// emulated platform also the authorization server (`{web_url}/oauth/token`).
    pub web_url: String,
    /// API base URL of the organization (`apiBaseUrl`): the API is at `{api_url}/api/v2`.
    pub api_url: String,
    /// Project id.
    pub project_id: i64,
    /// Project identifier.
    pub project_identifier: String,
    /// Project name.
    pub project_name: String,
    /// The user who installs the app and runs the jobs.
    pub user_id: i64,
    /// Project owner.
    pub owner_id: i64,
    /// Project members (standard).
    pub members: Vec<i64>,
    /// Organization admins (enterprise).
    pub admins: Vec<i64>,
    /// Users of the organization's projects (enterprise).
    pub organization_users: Vec<i64>,
    /// Source language id.
    pub source_language: String,
    /// Target language ids.
    pub target_languages: Vec<String>,
    /// The custom workflow step the app's `workflow-step-type` module is put on (enterprise).
    pub workflow_step_id: i64,
    /// Lifetime of minted request tokens.
    pub token_ttl_secs: u64,
}

impl Default for PlatformContext {
    /// The demo's standard organization, its project and its admin.
    fn default() -> Self {
        let mut ctx = PlatformContext {
            environment: Environment::Standard,
            organization_id: ids::ORG,
            domain: None,
            web_url: String::new(),
            api_url: String::new(),
            project_id: ids::PROJECT,
            project_identifier: "demo-app".into(),
            project_name: "Demo App".into(),
            user_id: ids::USER,
            owner_id: ids::USER,
            members: vec![ids::USER, ids::CROWDIN_USER, ids::TRANSLATOR],
            admins: vec![ids::USER],
            organization_users: vec![ids::USER, ids::CROWDIN_USER, ids::TRANSLATOR],
            source_language: ids::SOURCE.into(),
            target_languages: ids::TARGETS.iter().map(|l| (*l).to_owned()).collect(),
            workflow_step_id: ids::STEP,
            token_ttl_secs: 300,
        };
        ctx.connect(DEFAULT_PLATFORM_URL);
        ctx
    }
}

impl PlatformContext {
    /// The demo's enterprise organization `acme`, its project (with the workflow) and its admin.
    pub fn enterprise() -> Self {
        let mut ctx = PlatformContext {
            environment: Environment::Enterprise,
            organization_id: ids::ENTERPRISE_ORG,
            domain: Some(ids::DOMAIN.into()),
            project_id: ids::ENTERPRISE_PROJECT,
            project_identifier: "acme-web".into(),
            project_name: "Acme Web".into(),
            user_id: ids::ENTERPRISE_ADMIN,
            owner_id: ids::ENTERPRISE_ADMIN,
            members: vec![ids::ENTERPRISE_ADMIN, ids::TRANSLATOR, ids::CROWDIN_USER],
            admins: vec![ids::ENTERPRISE_ADMIN],
            organization_users: vec![ids::CROWDIN_USER, ids::TRANSLATOR, ids::ENTERPRISE_ADMIN],
            target_languages: ids::ENTERPRISE_TARGETS
                .iter()
                .map(|l| (*l).to_owned())
                .collect(),
            ..PlatformContext::default()
        };
        ctx.connect(DEFAULT_PLATFORM_URL);
        ctx
    }

    /// Points the URLs at the emulated platform at `base` (`http://ADDR:PORT`): `baseUrl` is
    /// `base` (web and authorization server), `apiBaseUrl` is `base` on the standard
    /// environment and `{base}/enterprise/{domain}` on enterprise.
    pub fn connect(&mut self, base: &str) {
        let base = base.trim_end_matches('/');
        self.web_url = base.to_owned();
        self.api_url = match &self.domain {
            Some(d) => format!("{base}/enterprise/{d}"),
            None => base.to_owned(),
        };
    }

    /// The same platform in the other environment: the demo's organization of `env`, keeping the
    /// languages and the platform URL.
    pub fn switched_to(&self, env: Environment) -> PlatformContext {
        if env == self.environment {
            return self.clone();
        }
        let mut ctx = match env {
            Environment::Standard => PlatformContext::default(),
            Environment::Enterprise => PlatformContext::enterprise(),
        };
        ctx.source_language = self.source_language.clone();
        ctx.target_languages = self.target_languages.clone();
        ctx.token_ttl_secs = self.token_ttl_secs;
        ctx.connect(&self.web_url);
        ctx
    }

    /// The context of organization `org` of a platform model, its URLs at `base`: its first
    /// project with a workflow (else its first project), that project's owner and members, the
    /// organization's admins and users, the project's languages, and the workflow step an app's
    /// module goes on (the first `Application` step, else the first step). The installing user
    /// is the first admin, else the owner. `None` when the organization has no project.
    pub fn for_organization(m: &Model, org: i64, base: &str) -> Option<PlatformContext> {
        let o = m.organization(org)?;
        let mut projects = m.projects.iter().filter(|p| p.organization_id == org);
        let project = projects
            .clone()
            .find(|p| p.workflow.is_some())
            .or_else(|| projects.next())?;
        let human = |id: &i64| m.user(*id).is_some_and(|u| !u.is_agent);
        let mut members: Vec<i64> = std::iter::once(project.user_id)
            .chain(project.member_ids.iter().copied())
            .chain(project.manager_ids.iter().copied())
            .filter(human)
            .collect();
        members.sort_unstable();
        members.dedup();
        let steps = project.workflow.iter().flat_map(|w| w.steps.iter());
        let step = steps
            .clone()
            .find(|s| s.kind == "Application")
            .or_else(|| steps.clone().next())
            .map_or(0, |s| s.id);
        let mut ctx = PlatformContext {
            environment: if o.is_enterprise() {
                Environment::Enterprise
            } else {
                Environment::Standard
            },
            organization_id: org,
            domain: o.domain.clone(),
            web_url: String::new(),
            api_url: String::new(),
            project_id: project.id,
            project_identifier: project.identifier.clone(),
            project_name: project.name.clone(),
            user_id: o.admin_ids.first().copied().unwrap_or(project.user_id),
            owner_id: project.user_id,
            members,
            admins: o.admin_ids.clone(),
            organization_users: m
                .users
                .iter()
                .filter(|u| !u.is_agent && u.organization_ids.contains(&org))
                .map(|u| u.id)
                .collect(),
            source_language: project.source_language_id.clone(),
            target_languages: project.target_language_ids.clone(),
            workflow_step_id: step,
            token_ttl_secs: 300,
        };
        ctx.connect(base);
        Some(ctx)
    }

    /// Whether the user exists.
    pub fn knows_user(&self, user: i64) -> bool {
        user == self.owner_id
            || self.members.contains(&user)
            || self.admins.contains(&user)
            || self.organization_users.contains(&user)
    }

    /// The login of a user.
    pub fn login_of(&self, user: i64) -> String {
        format!("user{user}")
    }

    /// The `organization` object of job requests.
    pub fn organization_object(&self) -> serde_json::Value {
        serde_json::json!({
            "id": self.organization_id,
            "domain": self.domain,
            "baseUrl": self.web_url,
            "apiBaseUrl": self.api_url,
        })
    }

    /// The `project` object of job requests.
    pub fn project_object(&self) -> serde_json::Value {
        serde_json::json!({
            "id": self.project_id,
            "identifier": self.project_identifier,
            "name": self.project_name,
        })
    }
}
