//! Assembles the running service from a `Config`: secret, blob store, fetcher, engine, manifest,
//! store, platform client (its grant kind from the configured modules), router, sweeper. Used by
//! `locforge serve` and by the end-to-end tests.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use bytes::Bytes;
use locforge_formats::{Format, Registry};

use crate::auth::jwt::TokenVerifier;
use crate::config::Config;
use crate::engine::pre_export::Transform;
use crate::engine::{Engine, EngineParts};
use crate::server::{self, AppState};
use crate::store::Store;
use crate::transfer::blob::LocalDirStore;
use crate::transfer::fetch::Fetcher;
use crate::transfer::guard::AllowList;
use crate::transfer::signed::UrlSigner;

/// A started service.
pub struct Running {
    /// The address it listens on.
    pub addr: SocketAddr,
    /// The public base URL.
    pub base_url: String,
    /// Whether the client secret was generated at this start.
    pub secret_generated: bool,
    /// The server task.
    pub task: tokio::task::JoinHandle<std::io::Result<()>>,
}

/// The built-in formats, restricted to the configured keys (all when none are configured).
pub fn registry_for(config: &Config) -> anyhow::Result<Registry> {
    let all = Registry::builtin();
    if config.formats.is_empty() {
        return Ok(all);
    }
    for key in &config.formats {
        if all.get(key).is_none() {
            let known: Vec<_> = all.iter().map(|f| f.info().key).collect();
            anyhow::bail!(
                "unknown format `{key}` in `formats`; known: {}",
                known.join(", ")
            );
        }
    }
    let builtin = Registry::builtin_formats();
    let chosen: Vec<Arc<dyn Format>> = builtin
        .into_iter()
        .filter(|f| config.formats.iter().any(|k| k == f.info().key))
        .collect();
    Ok(Registry::from_formats(chosen))
}

/// Binds `config.bind` and serves until the task is dropped or fails.
pub async fn start(config: Config) -> anyhow::Result<Running> {
    config.validate()?;
    let (secret, secret_generated) = config.resolve_client_secret()?;
    let registry = registry_for(&config)?;
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
    let blobs = LocalDirStore::new(config.data_dir.join("blobs"))
        .with_context(|| format!("cannot create {}", config.data_dir.join("blobs").display()))?;
    let fetcher = Fetcher::new(
        AllowList::parse(&config.fetch_allow)?,
        Duration::from_secs(config.limits.fetch_timeout_secs),
    )?;
    let manifest = server::manifest::build(&config, &registry);
    let manifest = Bytes::from(serde_json::to_vec_pretty(&manifest)?);
    let engine = Arc::new(Engine::new(EngineParts {
        registry,
        limits: config.limits.clone(),
        fetcher,
        blobs: Arc::new(blobs),
        signer: UrlSigner::new(secret.as_bytes()),
        base_url: base_url.clone(),
        pre_export: transforms,
    })?);
    let store = Store::open(config.store_options()?)
        .await
        .context("cannot open the store (database_url)")?;
    let platform =
        crate::platform::from_config(&config, store.clone(), &secret, config.grant_kind())?;
    let state = Arc::new(AppState {
        engine,
        verifier: TokenVerifier::new(&config.client_id, &secret),
        manifest,
        store,
        platform,
    });
    server::spawn_sweeper(state.clone(), Duration::from_secs(300));
    let modules = Arc::new(crate::workflow::WorkflowModules::from_config(
        &config.modules,
    ));
    crate::workflow::spawn(&state, modules.clone(), Default::default());
    let app = server::router_with_pages(state, modules, config.modules.project_menus.clone());
    let task = tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(Running {
        addr,
        base_url,
        secret_generated,
        task,
    })
}
