//! Starting the emulated platform: model (given, or the demo), listener, router (authorization
//! server + API v2 under the standard and enterprise bases), the webhook batcher and the
//! snapshot writer. [`start`] is the entry point of `platform serve`, the tests and the driver.

use std::net::SocketAddr;
use std::time::Duration;

use anyhow::Context as _;
use axum::routing::{get, post};
use axum::{Router, ServiceExt as _};
use tower::Layer as _;

use super::api;
use super::oauth;
use super::state::{Platform, PlatformConfig};
use super::webhooks::{self, AppWebhook};

/// A running platform.
#[derive(Debug)]
pub struct Running {
    /// The address it listens on.
    pub addr: SocketAddr,
    /// `http://ADDR:PORT`: authorization server and standard API base.
    pub base_url: String,
    /// The shared state (Rust API for tests and the driver).
    pub platform: Platform,
    /// The HTTP server task.
    pub task: tokio::task::JoinHandle<std::io::Result<()>>,
    /// Background tasks (webhook batcher, snapshot writer).
    pub background: Vec<tokio::task::JoinHandle<()>>,
}

impl Running {
    /// Stops the server and the background tasks, writing a last snapshot.
    pub fn shutdown(self) {
        self.task.abort();
        for t in &self.background {
            t.abort();
        }
        if let Err(e) = self.platform.snapshot_now() {
            tracing::warn!(error = %e, "could not write the snapshot");
        }
    }
}

/// The router: `/oauth/*`, `/api/v2/*` (the space is decided before routing by
/// [`api::auth::classify`]), the app host pages (`/apps/*`, `/host/*`), `/healthz`, and
/// `/_emulator/status-patches` (what apps updated, for tests; `…/hold` and `…/release` make
/// status updates wait).
pub fn router(platform: Platform) -> Router {
    Router::new()
        .route(
            "/oauth/authorize",
            get(oauth::authorize).post(oauth::decide),
        )
        .route("/oauth/token", post(oauth::token))
        .route("/healthz", get(|| async { "ok" }))
        .route(
            "/_emulator/status-patches",
            get(api::workflow::status_patches),
        )
        .route(
            "/_emulator/status-patches/hold",
            post(api::workflow::hold_status_patches),
        )
        .route(
            "/_emulator/status-patches/release",
            post(api::workflow::release_status_patches),
        )
        .nest("/api/v2", api::router())
        .merge(super::host::router())
        .fallback(api::errors::not_found)
        .with_state(platform)
}

/// Validates the model, binds, and serves until the returned task is aborted.
pub async fn start(config: PlatformConfig) -> anyhow::Result<Running> {
    let model = config.model.clone().unwrap_or_else(super::demo::model);
    super::fixture::validate(&model).context("the platform model is inconsistent")?;
    let listener = tokio::net::TcpListener::bind(config.bind)
        .await
        .with_context(|| format!("cannot listen on {}", config.bind))?;
    let addr = listener.local_addr()?;
    let base_url = format!("http://{addr}");
    let interval = config.webhook_interval;
    let snapshot = config.snapshot.is_some();
    let platform = Platform::new(config, model, base_url.clone());
    let hooks: Vec<AppWebhook> = platform.read(|m| {
        m.apps
            .iter()
            .filter_map(|a| {
                Some(AppWebhook {
                    url: a.webhook_url.clone()?,
                    app_secret: a.app_secret.clone(),
                    module_key: a
                        .webhook_module_key
                        .clone()
                        .unwrap_or_else(|| "webhook".into()),
                    organization_id: a.organization_id,
                    app: Some(a.identifier.clone()),
                })
            })
            .collect()
    });
    for h in hooks {
        platform.register_webhook(h);
    }
    let mut background = vec![webhooks::spawn_batcher(platform.clone(), interval)];
    if snapshot {
        platform.write(|_| ());
        let p = platform.clone();
        background.push(tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(500));
            loop {
                tick.tick().await;
                if let Err(e) = p.snapshot_now() {
                    tracing::warn!(error = %e, "could not write the snapshot");
                }
            }
        }));
    }
    let app = tower::util::MapRequestLayer::new(api::auth::classify::<axum::body::Body>)
        .layer(router(platform.clone()));
    let task = tokio::spawn(async move {
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
    });
    Ok(Running {
        addr,
        base_url,
        platform,
        task,
        background,
    })
}
