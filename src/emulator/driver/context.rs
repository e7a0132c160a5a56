//! The driver's picture of the platform side: environment, organization, project, users and
//! languages. Defaults describe a small standard organization; `enterprise()` an enterprise one.

use serde::{Deserialize, Serialize};

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
    /// Web base URL of the organization (`baseUrl` of `installed`, iframe `origin`).
    pub web_url: String,
    /// API base URL of the organization.
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
    /// Lifetime of minted request tokens.
    pub token_ttl_secs: u64,
}

impl Default for PlatformContext {
    fn default() -> Self {
        PlatformContext {
            environment: Environment::Standard,
            organization_id: 1,
            domain: None,
            web_url: "https://platform.localhost".into(),
            api_url: "https://api.platform.localhost".into(),
            project_id: 1,
            project_identifier: "demo".into(),
            project_name: "Demo project".into(),
            user_id: 1,
            owner_id: 1,
            members: vec![1, 2, 3],
            admins: vec![1],
            organization_users: vec![1, 2, 3],
            source_language: "en".into(),
            target_languages: vec!["de".into(), "fr".into(), "uk".into()],
            token_ttl_secs: 300,
        }
    }
}

impl PlatformContext {
    /// An enterprise organization `acme`.
    pub fn enterprise() -> Self {
        PlatformContext {
            environment: Environment::Enterprise,
            organization_id: 2,
            domain: Some("acme".into()),
            web_url: "https://acme.platform.localhost".into(),
            api_url: "https://acme.api.platform.localhost".into(),
            ..PlatformContext::default()
        }
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
