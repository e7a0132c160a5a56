//! `locforge platform serve`: starts the emulated platform and prints how to point an app and the
//! official API clients at it; the last stdout line is one JSON object for scripts.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use serde_json::{json, Value};

use super::state::{Platform, PlatformConfig};
use super::tokens::TokenKind;

/// Options of `locforge platform serve`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:\n  \
    locforge platform serve                        # built-in demo on 127.0.0.1:8090\n  \
    locforge platform serve --fixture world.json   # your own world (JSON or TOML)\n  \
    locforge platform serve --snapshot state.json  # keep changes across restarts\n\n\
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
        "appIdentifier": app.map(|a| a.identifier.clone()),
        "appId": app.map(|a| a.app_id.clone()),
        "appSecret": app.map(|a| a.app_secret.clone()),
    })
}

fn print_banner(s: &Value) {
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
}

/// Runs `locforge platform serve` (the caller sets up logging first).
pub fn serve(args: ServeArgs) -> anyhow::Result<ExitCode> {
    let config = args.config()?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async move {
        let running = super::server::start(config).await?;
        let s = summary(&running.platform);
        print_banner(&s);
        println!("{}", serde_json::to_string(&s)?);
        use std::io::Write as _;
        std::io::stdout().flush()?;
        let super::server::Running {
            task,
            platform,
            background,
            ..
        } = running;
        let result = tokio::select! {
            r = task => Some(r),
            _ = tokio::signal::ctrl_c() => None,
        };
        for b in background {
            b.abort();
        }
        platform.snapshot_now()?;
        match result {
            None | Some(Ok(Ok(()))) => Ok(ExitCode::SUCCESS),
            Some(Ok(Err(e))) => Err(e.into()),
            Some(Err(e)) => Err(e.into()),
        }
    })
}
