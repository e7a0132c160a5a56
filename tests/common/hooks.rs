//! The app with its webhook and workflow modules, assembled for tests: the real router
//! (`service::router_with`) on a loopback port, a store the test can reach (SQLite in a temp
//! directory, or a PostgreSQL database), the platform client pointed at any bases (the emulator
//! or a scripted server), and the background tasks started on demand (`service::spawn_workflow`), so a
//! test can stop them and start a second instance on the same database (a restart).

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use locforge::auth::jwt::{dev_claims, mint, TokenVerifier};
use locforge::config::Limits;
use locforge::engine::{Engine, EngineParts};
use locforge::http::AppState;
use locforge::platform::{
    ApiBases, ClientOptions, GrantKind, PlatformClient, RetryPolicy, TokenManager, TokenOptions,
};
use locforge::service::{router_with, spawn_workflow};
use locforge::store::{InstallationToken, MasterKey, Organization, Secret, Store, StoreOptions};
use locforge::transfer::blob::{unix_now, LocalDirStore};
use locforge::transfer::fetch::Fetcher;
use locforge::transfer::guard::AllowList;
use locforge::transfer::signed::UrlSigner;
use locforge::workflow::{TaskOptions, Work, WorkflowModules};
use locforge_formats::Registry;

/// OAuth client of the test app.
pub const CLIENT_ID: &str = "hooks-client";
/// Its secret (signs the request tokens too).
pub const CLIENT_SECRET: &str = "hooks-client-secret-0123456789abcdef";
/// The enterprise organization's app secret (keys the webhook signatures).
pub const APP_SECRET: &str = "ent-app-secret-S3cr3t";
/// The enterprise organization's domain.
pub const DOMAIN: &str = "example";
/// Its id.
pub const ORG_ID: i64 = 10;

/// The installed enterprise organization of the tests (agent 9).
pub fn enterprise_org() -> Organization {
    Organization {
        credential_key: Organization::credential_key_for(Some(DOMAIN), ORG_ID),
        organization_id: ORG_ID,
        domain: Some(DOMAIN.into()),
        app_id: "ent-app".into(),
        app_secret: Secret::new(APP_SECRET),
        user_id: 2,
        agent_id: Some(9),
        base_url: "http://127.0.0.1:1".into(),
        installed_at: 0,
        updated_at: 0,
    }
}

/// Where a harness keeps its data.
pub struct Place {
    /// Data directory (SQLite file, blobs).
    pub dir: tempfile::TempDir,
    /// `None`: SQLite in `dir`; else a PostgreSQL URL.
    pub database_url: Option<String>,
}

impl Place {
    /// SQLite in a fresh temp directory.
    pub fn sqlite() -> Place {
        Place {
            dir: tempfile::tempdir().expect("tempdir"),
            database_url: None,
        }
    }

    /// A fresh PostgreSQL database, or `None` when PostgreSQL is skipped.
    pub async fn postgres() -> Option<Place> {
        Some(Place {
            dir: tempfile::tempdir().expect("tempdir"),
            database_url: Some(super::postgres::new_database().await?),
        })
    }

    fn options(&self) -> StoreOptions {
        let key = MasterKey::from_config(&format!("{:-<40}", "hooks-test-key")).expect("key");
        let mut o = StoreOptions::new(self.dir.path(), key);
        o.database_url = self.database_url.clone();
        o
    }
}

/// A running app instance.
pub struct Hooks {
    /// Base URL.
    pub base: String,
    /// The shared state (store, platform client).
    pub state: Arc<AppState>,
    /// The modules served.
    pub modules: Arc<WorkflowModules>,
    /// HTTP client.
    pub http: reqwest::Client,
    server: tokio::task::JoinHandle<()>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Drop for Hooks {
    fn drop(&mut self) {
        self.server.abort();
        self.stop_tasks();
    }
}

/// A bound listener, so that the app's address is known before the platform starts.
pub async fn listener() -> (tokio::net::TcpListener, SocketAddr) {
    let l = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = l.local_addr().expect("addr");
    (l, addr)
}

/// Opens the store of `place`.
pub async fn open_store(place: &Place) -> Store {
    Store::open(place.options()).await.expect("store opens")
}

impl Hooks {
    /// Serves the app on `listener` with `place`'s store and the platform at `bases`
    /// (`crowdin_agent` grant). The organization is stored, with a valid token when
    /// `token` is given (scripted platforms have no token server).
    pub async fn start(
        listener: tokio::net::TcpListener,
        place: &Place,
        bases: ApiBases,
        token: Option<&str>,
    ) -> Hooks {
        let addr = listener.local_addr().expect("addr");
        let store = open_store(place).await;
        let org = enterprise_org();
        store
            .put_organization(&org)
            .await
            .expect("organization stored");
        if let Some(t) = token {
            store
                .put_installation_token(
                    &org.credential_key,
                    &InstallationToken {
                        access_token: Secret::new(t),
                        expires_at: i64::try_from(unix_now() + 7200).unwrap_or(i64::MAX) * 1000,
                    },
                )
                .await
                .expect("token stored");
        }
        let allow = AllowList::parse(&["127.0.0.1".to_owned()]).expect("allowlist");
        let fetcher = Fetcher::new(allow, Duration::from_secs(10)).expect("fetcher");
        let mut topts = TokenOptions::new(&bases, CLIENT_ID, CLIENT_SECRET);
        topts.grant = GrantKind::Agent;
        topts.timeout = Duration::from_secs(5);
        let tokens = TokenManager::new(store.clone(), fetcher.clone(), topts);
        let platform = PlatformClient::new(
            fetcher.clone(),
            tokens,
            bases,
            ClientOptions {
                timeout: Duration::from_secs(10),
                retry: RetryPolicy {
                    max_retries: 2,
                    base_backoff: Duration::from_millis(50),
                    max_wait: Duration::from_secs(3),
                },
                ..ClientOptions::default()
            },
        );
        let base = format!("http://{addr}");
        let engine = Engine::new(EngineParts {
            registry: Registry::builtin(),
            limits: Limits::default(),
            fetcher,
            blobs: Arc::new(LocalDirStore::new(place.dir.path().join("blobs")).expect("blobs")),
            signer: UrlSigner::new(CLIENT_SECRET.as_bytes()),
            base_url: base.clone(),
            pre_export: Vec::new(),
            bundles: Vec::new(),
            post_exports: Vec::new(),
            pre_imports: Vec::new(),
            post_imports: Vec::new(),
            alignments: Vec::new(),
        })
        .expect("engine");
        let state = Arc::new(AppState {
            engine: Arc::new(engine),
            verifier: TokenVerifier::new(CLIENT_ID, CLIENT_SECRET),
            manifest: bytes::Bytes::from_static(b"{}"),
            store,
            platform,
        });
        let modules = Arc::new(WorkflowModules::builtin());
        let app = router_with(state.clone(), modules.clone());
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Hooks {
            base,
            state,
            modules,
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .expect("client"),
            server,
            tasks: Vec::new(),
        }
    }

    /// Starts the inbox processor, the workers and the reconciliation poll.
    pub fn spawn_tasks(&mut self, reconcile_every: Duration) {
        let opts = TaskOptions {
            reconcile_every,
            workers: 2,
            ..TaskOptions::default()
        };
        self.tasks = spawn_workflow(self.work(), opts);
    }

    /// What the background tasks work with: the store, the platform client, the modules.
    pub fn work(&self) -> Work {
        Work {
            store: self.state.store.clone(),
            platform: self.state.platform.clone(),
            modules: self.modules.clone(),
        }
    }

    /// Stops the background tasks (as a crash would: claims stay until they expire).
    pub fn stop_tasks(&mut self) {
        for t in self.tasks.drain(..) {
            t.abort();
        }
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.state.store
    }

    /// A request token of the enterprise organization for `module`.
    pub fn token(&self, module: &str) -> String {
        let mut claims = dev_claims(CLIENT_ID, unix_now(), 600);
        claims.domain = Some(DOMAIN.into());
        claims.context.organization_id = ORG_ID;
        claims.context.user_id = 2;
        claims.module = Some(module.into());
        mint(CLIENT_SECRET, &claims).expect("mint")
    }

    /// Sends `body` to `/webhooks/{module}` with `headers`.
    pub async fn webhook(
        &self,
        module: &str,
        headers: &[(&str, String)],
        body: &[u8],
    ) -> (u16, serde_json::Value) {
        let mut req = self
            .http
            .post(format!("{}/webhooks/{module}", self.base))
            .header("content-type", "application/json")
            .body(body.to_vec());
        for (k, v) in headers {
            req = req.header(*k, v);
        }
        let resp = req.send().await.expect("webhook answered");
        let status = resp.status().as_u16();
        let bytes = resp.bytes().await.expect("body");
        (status, serde_json::from_slice(&bytes).unwrap_or_default())
    }

    /// Saves a step's settings through `updateSettingsUrl` (POST) for `module`.
    pub async fn save_settings(
        &self,
        module: &str,
        token: Option<String>,
        body: &serde_json::Value,
    ) -> (u16, String) {
        let mut req = self
            .http
            .post(format!("{}/workflow-steps/{module}/settings", self.base))
            .json(body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let resp = req.send().await.expect("settings answered");
        let status = resp.status().as_u16();
        (status, resp.text().await.unwrap_or_default())
    }
}

/// Signed webhook headers of the enterprise organization: `style` `X-Platform` or `X-Crowdin`.
pub fn signed_headers(style: &str, module: &str, body: &[u8]) -> Vec<(&'static str, String)> {
    let sig = locforge_protocol::signature::sign(APP_SECRET, body);
    let (id, domain, signature) = match style {
        "crowdin" => ("x-crowdin-id", "x-crowdin-domain", "x-crowdin-signature"),
        _ => ("x-platform-id", "x-platform-domain", "x-platform-signature"),
    };
    vec![
        (id, ORG_ID.to_string()),
        (domain, DOMAIN.to_owned()),
        (signature, sig),
        ("x-module-key", module.to_owned()),
    ]
}

/// Waits until `check` holds (polling every 100 ms), at most `limit`; false when it never did.
pub async fn eventually<F, Fut>(limit: Duration, mut check: F) -> bool
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let end = std::time::Instant::now() + limit;
    while std::time::Instant::now() < end {
        if check().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    check().await
}

/// The emulated platform's world of the workflow tests and bench: enterprise organization
/// `example` (id 10) with its admin (2) and the app's agent (9), the app installed with its
/// webhook module `webhook` at `{app_base}/webhooks/webhook`, and project 2 (file 5, `site.json`,
/// managed by the agent) holding `strings`, `translations`, the workflow `steps` and the step
/// `statuses`.
pub fn enterprise_world(
    app_base: &str,
    strings: Vec<serde_json::Value>,
    translations: Vec<serde_json::Value>,
    steps: Vec<serde_json::Value>,
    statuses: Vec<serde_json::Value>,
) -> serde_json::Value {
    serde_json::json!({
        "organizations": [{"id": ORG_ID, "name": "Enterprise", "domain": DOMAIN, "adminIds": [2]}],
        "users": [
            {"id": 2, "username": "admin", "fullName": "Adam Admin", "organizationIds": [ORG_ID]},
            {"id": 9, "username": "locforge-agent", "fullName": "Agent", "organizationIds": [ORG_ID], "isAgent": true}
        ],
        "oauthClients": [{"clientId": CLIENT_ID, "clientSecret": CLIENT_SECRET, "name": "locforge",
                          "redirectUris": ["http://127.0.0.1:1/callback"]}],
        "apps": [{"identifier": "locforge-test", "appId": "ent-app", "appSecret": APP_SECRET,
                  "organizationId": ORG_ID, "agentId": 9,
                  "webhookUrl": format!("{app_base}/webhooks/webhook"), "webhookModuleKey": "webhook"}],
        "projects": [{"id": 2, "organizationId": ORG_ID, "userId": 2, "name": "Site", "identifier": "site",
                      "sourceLanguageId": "en", "targetLanguageIds": ["de"], "managerIds": [9],
                      "files": [{"id": 5, "name": "site.json", "type": "json", "path": "/site.json"}],
                      "strings": strings, "translations": translations,
                      "workflow": {"id": 1, "title": "Check", "steps": steps}}],
        "stepStatuses": statuses
    })
}
