//! `locforge platform serve`'s options, its start-up summary (one JSON object, the last stdout
//! line, for scripts) and banner: how to point an app and the official API clients at the
//! platform, and the host pages of installed apps. The command itself ([`crate::serve`]) sits
//! above the platform and the driver, which installs `--app`s.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::{json, Value};

use super::state::{Platform, PlatformConfig};
use super::tokens::TokenKind;

/// Options of `locforge platform serve`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:\n  \
    locforge platform serve                        # built-in demo on 127.0.0.1:8090\n  \
    locforge platform serve --fixture world.json   # your own world (JSON or TOML)\n  \
    locforge platform serve --snapshot state.json  # keep changes across restarts\n  \
    locforge platform serve --app http://127.0.0.1:8080 --client-secret $SECRET --access menu=members\n\
                                                   # install an app, print its pages' host URLs\n\n\
    The fixture format is described in docs/emulator-fixture.md.")]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:8090")]
    pub bind: SocketAddr,
    /// Fixture file (JSON, or TOML by extension); default: the built-in demo.
    #[arg(long, value_name = "FILE")]
    pub fixture: Option<PathBuf>,
    /// Snapshot file: loaded instead of the fixture when it exists, rewritten after changes.
    #[arg(long, value_name = "FILE")]
    pub snapshot: Option<PathBuf>,
    /// Lifetime of access tokens, seconds.
    #[arg(long, value_name = "SECS", default_value_t = 7200)]
    pub token_ttl: u64,
    /// Interval between recalculation webhook batches, seconds.
    #[arg(long, value_name = "SECS", default_value_t = 60)]
    pub webhook_interval: u64,
    /// Failed webhook deliveries retried this many times before the strings go FAILED.
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub webhook_retries: u32,
    /// Send X-Crowdin-* webhook headers instead of X-Platform-*.
    #[arg(long)]
    pub crowdin_headers: bool,
    /// Key signing the access tokens (default: random at each start).
    #[arg(long, env = "LOCFORGE_PLATFORM_SIGNING_KEY", hide_env_values = true)]
    pub signing_key: Option<String>,
    /// Install this app (its manifest URL, or its base URL: `/manifest.json` is appended) in
    /// every organization at start, then print the host pages of its project-menu and workflow
    /// step modules. Repeatable.
    #[arg(long = "app", value_name = "URL")]
    pub apps: Vec<String>,
    /// OAuth client id of the app(s) given with --app (default: the manifest's).
    #[arg(long, env = "LOCFORGE_CLIENT_ID")]
    pub client_id: Option<String>,
    /// OAuth client secret of the app(s) given with --app: signs the page tokens.
    #[arg(long, env = "LOCFORGE_CLIENT_SECRET", hide_env_values = true)]
    pub client_secret: Option<String>,
    /// Who may open a module of the app(s) given with --app: `KEY=CATEGORY`, CATEGORY one of
    /// owner, members (standard), admins, organization-users (enterprise), selected:ID,ID;
    /// applied in every organization whose environment has the category. Repeatable.
    #[arg(long = "access", value_name = "KEY=CATEGORY")]
    pub access: Vec<String>,
}

impl ServeArgs {
    /// The platform configuration these options describe (fixture or snapshot loaded).
    pub fn config(&self) -> anyhow::Result<PlatformConfig> {
        let model = match (&self.snapshot, &self.fixture) {
            (Some(s), _) if s.exists() => Some(super::fixture::load(s)?),
            (_, Some(f)) => Some(super::fixture::load(f)?),
            _ => None,
        };
        Ok(PlatformConfig {
            bind: self.bind,
            model,
            snapshot: self.snapshot.clone(),
            signing_key: self.signing_key.clone(),
            token_ttl: Duration::from_secs(self.token_ttl.max(1)),
            webhook_interval: Duration::from_secs(self.webhook_interval.max(1)),
            webhook_retries: self.webhook_retries,
            crowdin_header_names: self.crowdin_headers,
            ..PlatformConfig::default()
        })
    }
}

/// The start-up summary: URLs, the OAuth client, ready tokens and the ids of the demo objects
/// (the first of each kind for a custom fixture). Every key is always present (null when the
/// world has no such object).
pub fn summary(p: &Platform) -> Value {
    let base = p.base_url().to_owned();
    let m = p.model();
    let std_org = m.organizations.iter().find(|o| !o.is_enterprise());
    let ent_org = m.organizations.iter().find(|o| o.is_enterprise());
    let member_of = |org: i64| {
        m.organization(org)
            .and_then(|o| o.admin_ids.first().copied())
            .filter(|u| {
                m.user(*u)
                    .is_some_and(|u| u.organization_ids.contains(&org))
            })
            .or_else(|| {
                m.users
                    .iter()
                    .find(|u| !u.is_agent && u.organization_ids.contains(&org))
                    .map(|u| u.id)
            })
    };
    let std_user = std_org.and_then(|o| member_of(o.id));
    let ent_user = ent_org.and_then(|o| member_of(o.id));
    let project = std_org.and_then(|o| m.projects.iter().find(|p| p.organization_id == o.id));
    let ent_project = ent_org.and_then(|o| m.projects.iter().find(|p| p.organization_id == o.id));
    let step = ent_project
        .and_then(|p| p.workflow.as_ref())
        .and_then(|w| w.steps.iter().find(|s| s.kind == "Application"));
    let app = step
        .and_then(|s| s.application_module.as_ref())
        .and_then(|am| {
            m.apps.iter().find(|a| {
                a.identifier == am.application_identifier
                    && Some(a.organization_id) == ent_org.map(|o| o.id)
            })
        });
    let client = m.oauth_clients.first();
    let token = |user: Option<i64>, org: Option<i64>| match (user, org) {
        (Some(u), Some(o)) => Some(p.mint_token(u, o, TokenKind::User, None, "*")),
        _ => None,
    };
    let agent_token = app.and_then(|a| {
        Some(p.mint_token(
            a.agent_id?,
            a.organization_id,
            TokenKind::Agent,
            Some(&a.identifier),
            "*",
        ))
    });
    let enterprise_api = format!("{base}/enterprise/{{domain}}");
    json!({
        "authUrl": base,
        "authorizeUrl": format!("{base}/oauth/authorize"),
        "tokenUrl": format!("{base}/oauth/token"),
        "apiUrl": base,
        "apiBaseUrl": format!("{base}/api/v2"),
        "enterpriseApiUrl": enterprise_api,
        "enterpriseApiBaseUrl": format!("{enterprise_api}/api/v2"),
        "enterpriseHostTemplate": format!("http://{{domain}}.localhost:{}", p.base_url().rsplit(':').next().unwrap_or("")),
        "clientId": client.map(|c| c.client_id.clone()),
        "clientSecret": client.map(|c| c.client_secret.clone()),
        "redirectUris": client.map(|c| c.redirect_uris.clone()).unwrap_or_default(),
        "accessToken": token(std_user, std_org.map(|o| o.id)),
        "enterpriseAccessToken": token(ent_user, ent_org.map(|o| o.id)),
        "agentAccessToken": agent_token,
        "userId": std_user,
        "enterpriseUserId": ent_user,
        "organizationId": std_org.map(|o| o.id),
        "enterpriseOrganizationId": ent_org.map(|o| o.id),
        "enterpriseDomain": ent_org.and_then(|o| o.domain.clone()),
        "projectId": project.map(|p| p.id),
        "enterpriseProjectId": ent_project.map(|p| p.id),
        "workflowId": ent_project.and_then(|p| p.workflow.as_ref()).map(|w| w.id),
        "workflowStepId": step.map(|s| s.id),
        "workflowStepLanguageIds": step.map(|s| s.languages.clone()).unwrap_or_default(),
        "sourceLanguageId": project.or(ent_project).map(|p| p.source_language_id.clone()),
        "targetLanguageIds": project.or(ent_project).map(|p| p.target_language_ids.clone()).unwrap_or_default(),
        "enterpriseTargetLanguageIds": ent_project.map(|p| p.target_language_ids.clone()).unwrap_or_default(),
        "tmId": std_org.and_then(|o| m.tms.iter().find(|t| t.organization_id == o.id)).map(|t| t.id),
        "glossaryId": std_org.and_then(|o| m.glossaries.iter().find(|g| g.organization_id == o.id)).map(|g| g.id),
        "hostPages": host_pages(p),
        "appIdentifier": app.map(|a| a.identifier.clone()),
        "appId": app.map(|a| a.app_id.clone()),
        "appSecret": app.map(|a| a.app_secret.clone()),
    })
}

/// The host page of every page module of every installed app with a `baseUrl`, in each project
/// of its organization where it can open (a workflow step type: the enterprise projects whose
/// workflow has its step): `{app, organizationId, projectId, module, type, url}`. The URL opens
/// as the project owner; `&user=ID` acts as another user.
pub fn host_pages(p: &Platform) -> Vec<Value> {
    let base = p.base_url().to_owned();
    p.read(|m| {
        let mut out = vec![];
        for a in m.apps.iter().filter(|a| a.base_url.is_some()) {
            for x in a.modules.iter().filter(|x| x.url.is_some()) {
                for pr in m.projects.iter().filter(|pr| pr.organization_id == a.organization_id) {
                    if x.module_type == super::access::WORKFLOW_STEP_TYPE {
                        let bound = pr.workflow.iter().flat_map(|w| &w.steps).any(|s| {
                            s.application_module.as_ref().is_some_and(|am| {
                                am.application_identifier == a.identifier && am.module_key == x.key
                            })
                        });
                        let enterprise = m
                            .organization(a.organization_id)
                            .is_some_and(|o| o.is_enterprise());
                        if !bound || !enterprise {
                            continue;
                        }
                    }
                    out.push(json!({
                        "app": a.identifier,
                        "organizationId": a.organization_id,
                        "projectId": pr.id,
                        "module": x.key,
                        "type": x.module_type,
                        "url": format!("{base}{}", super::host::page_path(&a.identifier, &x.key, pr.id, None)),
                    }));
                }
            }
        }
        out
    })
}

/// Prints the start-up banner of `platform serve` (the summary `s` in words).
pub fn print_banner(s: &Value) {
    let get = |k: &str| s[k].as_str().unwrap_or("-").to_owned();
    println!("locforge platform emulator {}", env!("CARGO_PKG_VERSION"));
    println!(
        "authorization:    {}  (token endpoint {})",
        get("authorizeUrl"),
        get("tokenUrl")
    );
    println!("API (standard):   {}", get("apiBaseUrl"));
    println!(
        "API (enterprise): {}   (or Host: {{domain}}.localhost; domain of the demo: {})",
        get("enterpriseApiBaseUrl"),
        get("enterpriseDomain")
    );
    println!(
        "OAuth client:     id {}  secret {}  redirect URIs {}",
        get("clientId"),
        get("clientSecret"),
        s["redirectUris"]
    );
    println!("access token (demo user, standard; also in the JSON line below):");
    println!("  {}", get("accessToken"));
    println!(
        "try:              curl -H \"Authorization: Bearer $TOKEN\" '{}/projects'",
        get("apiBaseUrl")
    );
    println!(
        "official clients: JS new Crowdin({{token, baseUrl: '{}'}}); Python CrowdinClient(token=…, base_url='{}/', http_protocol='http')",
        get("apiBaseUrl"),
        get("apiBaseUrl").trim_start_matches("http://")
    );
    println!(
        "an app calls back: token endpoint {} (crowdin_app / crowdin_agent grants), API {} or {}",
        get("tokenUrl"),
        get("apiBaseUrl"),
        get("enterpriseApiBaseUrl")
    );
    println!(
        "drive an app:     locforge platform run generic --app http://APP/manifest.json --client-secret SECRET --platform [--enterprise]"
    );
    println!(
        "                  (installs the app, uploads, translates, exports and runs its workflow step against an embedded copy of this demo world on its own port, passing that platform's baseUrl/apiBaseUrl in installed and in every job)"
    );
    let pages = s["hostPages"].as_array().cloned().unwrap_or_default();
    if pages.is_empty() {
        println!("app pages:        none (install an app with --app URL --client-secret SECRET to click through its pages)");
    } else {
        println!("app pages (open in a browser; add &user=ID to act as another user):");
        for pg in pages {
            println!(
                "  {} {} ({}, organization {}, project {}): {}",
                pg["app"].as_str().unwrap_or("-"),
                pg["module"].as_str().unwrap_or("-"),
                pg["type"].as_str().unwrap_or("-"),
                pg["organizationId"],
                pg["projectId"],
                pg["url"].as_str().unwrap_or("-")
            );
        }
    }
}
