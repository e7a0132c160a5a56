//! Assembles the running service from a `Config`, the one place where the features meet: secret,
//! blob store (local folder or S3), fetcher, engine, manifest, store, platform client (its grant
//! kind from the configured modules), metrics recorder; the router, merged from each feature's
//! own `routes()` ([`router_with_pages`]); the background tasks, each given the narrow handles it
//! needs ([`spawn_workflow`], the sweeper of expired downloads, the metrics upkeep); and stops it
//! gracefully: on [`Running::shutdown`] the listener closes, requests in
//! flight get `limits.shutdown_grace_secs` to finish, then the server task ends. Used by
//! `locforge serve` and by the end-to-end tests.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use axum::Router;
use bytes::Bytes;
use locforge_formats::{Format, Registry};
use tokio_util::sync::CancellationToken;

use crate::auth::jwt::TokenVerifier;
use crate::config::{BlobKind, Config, DeclaredRules, ProjectMenuModule};
use crate::engine::modules::{
    AlignmentModule, BundleModule, PostExportModule, PostImportModule, PreImportModule,
};
use crate::engine::pre_export::Transform;
use crate::engine::{Engine, EngineParts};
use crate::http::{self, AppState};
use crate::pages::PageModules;
use crate::platform::GrantKind;
use crate::store::{Store, StoreOptions};
use crate::transfer::blob::{BlobStore, LocalDirStore};
use crate::transfer::fetch::Fetcher;
use crate::transfer::guard::AllowList;
use crate::transfer::s3::S3Store;
use crate::transfer::signed::UrlSigner;
use crate::webhooks::WebhookKeys;
use crate::workflow::{inbox, reconcile, worker, TaskOptions, Work, WorkflowModules};

/// Longest a closing connection waits for more of a refused body (nginx's `lingering_timeout`).
const LINGER_IDLE: Duration = Duration::from_secs(5);
/// How many request limits' worth of a refused body a closing connection drains: a 413 is for a
/// body over the limit, and its client must still get to read the answer.
const LINGER_BODIES: usize = 4;

/// A started service.
pub struct Running {
    /// The address it listens on.
    pub addr: SocketAddr,
    /// The public base URL.
    pub base_url: String,
    /// Whether the client secret was generated at this start.
    pub secret_generated: bool,
    /// The server task: ends after a shutdown, once the requests in flight finished or the grace
    /// period passed.
    pub task: tokio::task::JoinHandle<std::io::Result<()>>,
    /// Cancel it to shut down: stop accepting, let requests in flight finish within the grace
    /// period.
    pub shutdown: CancellationToken,
    /// What the handlers share (store, engine).
    pub state: Arc<AppState>,
    /// Background tasks (webhook inbox, workers, reconciliation, sweeper).
    pub background: Vec<tokio::task::JoinHandle<()>>,
}

impl Running {
    /// Shuts down and waits for the server task, then stops the background tasks and closes the
    /// store.
    pub async fn stop(self) -> anyhow::Result<()> {
        self.shutdown.cancel();
        let served = self.task.await;
        for t in &self.background {
            t.abort();
        }
        self.state.store.close().await;
        served.context("the server task failed")??;
        Ok(())
    }
}

/// Resolves on Ctrl-C or, on Unix, SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = term => {}
    }
}

/// The formats a configuration serves: its declared formats (`[[formats.custom]]`, tried first
/// by detection), then the built-in ones restricted to `formats.serve` (all when empty).
pub fn registry_for(config: &Config) -> anyhow::Result<Registry> {
    config.formats.check()?;
    let serve = &config.formats.serve;
    let mut formats = declared_formats(config)?;
    formats.extend(
        Registry::builtin_formats()
            .into_iter()
            .filter(|f| serve.is_empty() || serve.iter().any(|k| k == f.info().key)),
    );
    if config.formats.custom.is_empty() {
        return Ok(Registry::from_formats(formats));
    }
    Registry::try_from_formats(formats).map_err(anyhow::Error::msg)
}

/// Every built-in format and the configuration's declared ones (first): what the command line
/// knows, whatever `formats.serve` restricts the server to.
pub fn registry_with_declared(config: &Config) -> anyhow::Result<Registry> {
    config.formats.check()?;
    let mut formats = declared_formats(config)?;
    if formats.is_empty() {
        return Ok(Registry::builtin());
    }
    formats.extend(Registry::builtin_formats());
    Registry::try_from_formats(formats).map_err(anyhow::Error::msg)
}

/// The configuration's declared formats, compiled.
fn declared_formats(config: &Config) -> anyhow::Result<Vec<Arc<dyn Format>>> {
    config
        .formats
        .custom
        .iter()
        .map(|c| {
            let format: Arc<dyn Format> = match c.rules()? {
                DeclaredRules::Lines(r) => {
                    Arc::new(locforge_formats::DeclaredLines::new(&r).map_err(anyhow::Error::msg)?)
                }
                DeclaredRules::Json(r) => {
                    Arc::new(locforge_formats::DeclaredJson::new(&r).map_err(anyhow::Error::msg)?)
                }
                DeclaredRules::Yaml(r) => {
                    Arc::new(locforge_formats::DeclaredYaml::new(&r).map_err(anyhow::Error::msg)?)
                }
                DeclaredRules::Xml(r) => {
                    Arc::new(locforge_formats::DeclaredXml::new(&r).map_err(anyhow::Error::msg)?)
                }
            };
            Ok(format)
        })
        .collect()
}

/// `registry` with `own` formats first (detection tries them first); a key already served is
/// refused, since a module key names one format.
fn with_own_formats(registry: Registry, own: Vec<Arc<dyn Format>>) -> anyhow::Result<Registry> {
    if own.is_empty() {
        return Ok(registry);
    }
    for f in &own {
        let key = f.info().key;
        if registry.get(key).is_some() || own.iter().filter(|g| g.info().key == key).count() > 1 {
            anyhow::bail!("format key `{key}` is served twice: each format needs its own key");
        }
    }
    let mut all = own;
    all.extend(registry.iter().cloned());
    Registry::try_from_formats(all).map_err(anyhow::Error::msg)
}

/// The configured blob store: `<data_dir>/blobs`, or the S3 bucket of `[blobs]`.
pub async fn blob_store(config: &Config) -> anyhow::Result<Arc<dyn BlobStore>> {
    Ok(match config.blobs.kind {
        BlobKind::Local => {
            let dir = config.data_dir.join("blobs");
            Arc::new(
                LocalDirStore::new(dir.clone())
                    .with_context(|| format!("cannot create {}", dir.display()))?,
            )
        }
        BlobKind::S3 => Arc::new(S3Store::connect(&config.blobs).await?),
    })
}

/// The app's router over `state`, with the built-in webhook and workflow step modules.
pub fn router(state: Arc<AppState>) -> Router {
    router_with(state, Arc::new(WorkflowModules::builtin()))
}

/// The app's router over `state`, serving the webhook and workflow-step-type `modules` (and
/// their settings pages; no project-menu page).
pub fn router_with(state: Arc<AppState>, modules: Arc<WorkflowModules>) -> Router {
    router_with_pages(state, modules, Vec::new())
}

/// The app's router over `state`, serving the webhook and workflow-step-type `modules` and the
/// project-menu pages of `menus`: every feature's `routes()` merged, then what applies to all of
/// them (JSON 405 and 404, the request body timeout, the panic answer).
pub fn router_with_pages(
    state: Arc<AppState>,
    modules: Arc<WorkflowModules>,
    menus: Vec<ProjectMenuModule>,
) -> Router {
    let body_timeout = Duration::from_secs(state.engine.limits().body_timeout_secs);
    let webhooks = WebhookKeys(modules.webhooks.clone());
    Router::new()
        .merge(crate::webhooks::routes(webhooks))
        .merge(crate::workflow::routes(modules.clone()))
        .merge(crate::pages::routes(PageModules::new(menus, modules)))
        .merge(crate::oauth::routes())
        .merge(crate::lifecycle::routes())
        .merge(crate::health::routes())
        .merge(crate::jobs::routes())
        .merge(crate::file_modules::routes())
        // After every route (merged ones included): it applies to the routes registered so far.
        .method_not_allowed_fallback(http::reject::method_not_allowed)
        .fallback(http::reject::not_found)
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
            body_timeout,
        ))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(
            http::panic::answer,
        ))
        .with_state(state)
}

/// Starts the workflow's background tasks over `work`: the webhook inbox processor, the work
/// queue workers and the reconciliation poll.
pub fn spawn_workflow(work: Work, opts: TaskOptions) -> Vec<tokio::task::JoinHandle<()>> {
    let id = hex::encode(rand::random::<[u8; 6]>());
    let mut tasks = vec![tokio::spawn(inbox::run(
        work.clone(),
        format!("inbox-{id}"),
        opts.lease,
    ))];
    for n in 0..opts.workers.max(1) {
        tasks.push(tokio::spawn(worker::run(
            work.clone(),
            format!("worker-{id}-{n}"),
            opts.lease,
        )));
    }
    tasks.push(tokio::spawn(reconcile::run(
        work,
        format!("reconcile-{id}"),
        opts.reconcile_every,
    )));
    tasks
}

/// Binds `config.bind` and serves until the task is dropped or fails.
pub async fn start(config: Config) -> anyhow::Result<Running> {
    start_with_formats(config, Vec::new()).await
}

/// [`start`], serving `own` formats as well as the configured built-in ones: for an app that
/// embeds locforge as a library and brings formats of its own. Each gets its custom-file-format
/// module (`/process/{key}`) in the manifest, and detection tries them before the built-in ones.
pub async fn start_with_formats(
    config: Config,
    own: Vec<Arc<dyn Format>>,
) -> anyhow::Result<Running> {
    config.validate()?;
    crate::observability::metrics::install();
    let (secret, secret_generated) = crate::store::resolve_client_secret(&config)?;
    let registry = with_own_formats(registry_for(&config)?, own)?;
    let transforms = config
        .pre_export
        .transforms
        .iter()
        .map(|t| Transform::parse(t))
        .collect::<Result<Vec<_>, _>>()
        .map_err(anyhow::Error::msg)?;
    let listener = tokio::net::TcpListener::bind(config.bind)
        .await
        .with_context(|| format!("cannot listen on {}", config.bind))?;
    let addr = listener.local_addr()?;
    let mut config = config;
    if config.base_url.is_none() {
        config.base_url = Some(format!("http://{addr}"));
    }
    let base_url = config.public_base_url();
    let blobs = blob_store(&config).await?;
    let fetcher = Fetcher::new(
        AllowList::parse(&config.fetch_allow)?,
        Duration::from_secs(config.limits.fetch_timeout_secs),
    )?;
    let manifest = crate::lifecycle::manifest::build(&config, &registry);
    let manifest = Bytes::from(serde_json::to_vec_pretty(&manifest)?);
    let engine = Arc::new(Engine::new(EngineParts {
        registry,
        limits: config.limits.clone(),
        fetcher,
        blobs,
        signer: UrlSigner::new(secret.as_bytes()),
        base_url: base_url.clone(),
        pre_export: transforms,
        bundles: BundleModule::from_config(&config.modules.bundles)?,
        post_exports: PostExportModule::from_config(&config.modules.post_exports),
        pre_imports: PreImportModule::from_config(&config.modules.pre_imports),
        post_imports: PostImportModule::from_config(&config.modules.post_imports)?,
        alignments: AlignmentModule::from_config(&config.modules.alignments),
    })?);
    let store = Store::open(StoreOptions::from_config(&config)?)
        .await
        .context("cannot open the store (database_url)")?;
    let platform = crate::platform::from_config(
        &config,
        store.clone(),
        &secret,
        GrantKind::from_config(&config),
    )?;
    let state = Arc::new(AppState {
        engine,
        verifier: TokenVerifier::new(&config.client_id, &secret),
        manifest,
        store,
        platform,
    });
    let mut background = vec![crate::jobs::sweep::spawn(
        state.engine.blobs().clone(),
        Duration::from_secs(300),
    )];
    background.extend(crate::observability::metrics::spawn_upkeep(
        Duration::from_secs(5),
    ));
    let modules = Arc::new(WorkflowModules::from_config(&config.modules));
    let work = Work {
        store: state.store.clone(),
        platform: state.platform.clone(),
        modules: modules.clone(),
    };
    background.extend(spawn_workflow(
        work,
        TaskOptions {
            lease: Duration::from_secs(config.work_lease_secs),
            ..Default::default()
        },
    ));
    let app = router_with_pages(state.clone(), modules, config.modules.project_menus.clone());
    let shutdown = CancellationToken::new();
    let opts = http::listen::ListenOptions {
        header_timeout: Duration::from_secs(config.limits.body_timeout_secs),
        send_timeout: Duration::from_secs(config.limits.send_timeout_secs),
        grace: Duration::from_secs(config.limits.shutdown_grace_secs),
        linger: http::linger::Linger {
            max_bytes: config
                .limits
                .max_request_bytes
                .saturating_mul(LINGER_BODIES),
            max_time: Duration::from_secs(config.limits.body_timeout_secs),
            idle: LINGER_IDLE.min(Duration::from_secs(config.limits.body_timeout_secs)),
        },
    };
    let task = tokio::spawn(http::listen::serve(listener, app, shutdown.clone(), opts));
    Ok(Running {
        addr,
        base_url,
        secret_generated,
        task,
        shutdown,
        state,
        background,
    })
}
