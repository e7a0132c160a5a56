//! The shared state of a running emulated platform ([`Platform`]) and its configuration: the
//! model behind a lock, the authorization server's pending requests, codes and refresh tokens,
//! the webhook registrations and delivery bookkeeping, and the snapshot file. This is also the
//! Rust API the app driver uses (install apps, register clients and webhooks, move strings to a
//! custom step, mint tokens).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use super::model::{InstalledApp, Model, OAuthClient, StepStatus};
use super::oauth::OAuthState;
use super::tokens::{self, AccessClaims, TokenKind};
use super::webhooks::WebhookState;
use crate::unix_now;

/// Configuration of the emulated platform.
#[derive(Debug, Clone)]
pub struct PlatformConfig {
    /// Listen address (port 0 picks a free port).
    pub bind: SocketAddr,
    /// The world to serve (default: the built-in demo).
    pub model: Option<Model>,
    /// Snapshot file: written after changes (and loaded by `serve` when it exists).
    pub snapshot: Option<PathBuf>,
    /// Key of the access tokens (random when `None`).
    pub signing_key: Option<String>,
    /// Lifetime of access tokens.
    pub token_ttl: Duration,
    /// Lifetime of authorization codes.
    pub code_ttl: Duration,
    /// Interval between recalculation webhook batches.
    pub webhook_interval: Duration,
    /// Failed deliveries retried this many times before the strings go `FAILED`.
    pub webhook_retries: u32,
    /// Time-out of one webhook delivery.
    pub webhook_timeout: Duration,
    /// Send `X-Crowdin-*` webhook headers (and `Crowdin-Webhook`) instead of the spec's
    /// `X-Platform-*` names.
    pub crowdin_header_names: bool,
}

impl Default for PlatformConfig {
    fn default() -> PlatformConfig {
        PlatformConfig {
            bind: SocketAddr::from(([127, 0, 0, 1], 0)),
            model: None,
            snapshot: None,
            signing_key: None,
            token_ttl: Duration::from_secs(7200),
            code_ttl: Duration::from_secs(60),
            webhook_interval: Duration::from_secs(60),
            webhook_retries: 3,
            webhook_timeout: Duration::from_secs(10),
            crowdin_header_names: false,
        }
    }
}

/// A handle on a running platform's state; cheap to clone.
#[derive(Clone)]
pub struct Platform {
    pub(crate) inner: Arc<Inner>,
}

impl std::fmt::Debug for Platform {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Platform")
            .field("base_url", &self.inner.base_url)
            .finish_non_exhaustive()
    }
}

pub(crate) struct Inner {
    pub(crate) config: PlatformConfig,
    pub(crate) base_url: String,
    pub(crate) key: String,
    pub(crate) model: Mutex<Model>,
    pub(crate) oauth: Mutex<OAuthState>,
    pub(crate) webhooks: Mutex<WebhookState>,
    pub(crate) dirty: AtomicBool,
    pub(crate) delivering: tokio::sync::Mutex<()>,
    pub(crate) http: reqwest::Client,
    /// Update String Status operations applied, per (project, step, language, string).
    pub(crate) status_patches: Mutex<HashMap<StatusTarget, u32>>,
    /// While true, Update String Status requests wait before applying anything (a test holds
    /// them to catch an app mid-update).
    pub(crate) patch_hold: tokio::sync::watch::Sender<bool>,
    /// Update String Status requests waiting on the hold right now.
    pub(crate) patches_waiting: std::sync::atomic::AtomicUsize,
}

/// One string's status on a step: (project, step, language, string).
pub type StatusTarget = (i64, i64, String, i64);

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A random URL-safe token of `bytes` random bytes.
pub(crate) fn random_token(bytes: usize) -> String {
    let mut out = String::with_capacity(bytes * 2);
    while out.len() < bytes * 2 {
        out.push_str(&hex::encode(rand::random::<[u8; 16]>()));
    }
    out.truncate(bytes * 2);
    out
}

impl Platform {
    pub(crate) fn new(config: PlatformConfig, model: Model, base_url: String) -> Platform {
        let key = config
            .signing_key
            .clone()
            .unwrap_or_else(|| random_token(32));
        let http = reqwest::Client::builder()
            .timeout(config.webhook_timeout)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_default();
        Platform {
            inner: Arc::new(Inner {
                config,
                base_url,
                key,
                model: Mutex::new(model),
                oauth: Mutex::new(OAuthState::default()),
                webhooks: Mutex::new(WebhookState::default()),
                dirty: AtomicBool::new(false),
                delivering: tokio::sync::Mutex::new(()),
                http,
                status_patches: Mutex::new(HashMap::new()),
                patch_hold: tokio::sync::watch::Sender::new(false),
                patches_waiting: std::sync::atomic::AtomicUsize::new(0),
            }),
        }
    }

    /// The configuration.
    pub fn config(&self) -> &PlatformConfig {
        &self.inner.config
    }

    /// `http://ADDR:PORT`: the authorization server and the standard API base.
    pub fn base_url(&self) -> &str {
        &self.inner.base_url
    }

    /// The enterprise API base of `domain` (`{base}/enterprise/{domain}`; API paths follow).
    pub fn enterprise_url(&self, domain: &str) -> String {
        format!("{}/enterprise/{domain}", self.inner.base_url)
    }

    /// Runs `f` on the model (read-only).
    pub fn read<R>(&self, f: impl FnOnce(&Model) -> R) -> R {
        f(&lock(&self.inner.model))
    }

    /// Runs `f` on the model and marks it changed (for the snapshot).
    pub fn write<R>(&self, f: impl FnOnce(&mut Model) -> R) -> R {
        let r = f(&mut lock(&self.inner.model));
        self.inner.dirty.store(true, Ordering::Release);
        r
    }

    /// Counts one applied Update String Status operation on `target`.
    pub(crate) fn record_status_patch(&self, target: StatusTarget) {
        *lock(&self.inner.status_patches).entry(target).or_default() += 1;
    }

    /// Holds (`true`) or releases Update String Status requests.
    pub fn hold_status_patches(&self, hold: bool) {
        self.inner.patch_hold.send_replace(hold);
    }

    /// Waits while status updates are held; a request dropped meanwhile (its app went away)
    /// applies nothing.
    pub(crate) async fn status_patch_gate(&self) {
        let mut rx = self.inner.patch_hold.subscribe();
        if !*rx.borrow() {
            return;
        }
        self.inner.patches_waiting.fetch_add(1, Ordering::AcqRel);
        struct Left<'a>(&'a std::sync::atomic::AtomicUsize);
        impl Drop for Left<'_> {
            fn drop(&mut self) {
                self.0.fetch_sub(1, Ordering::AcqRel);
            }
        }
        let _left = Left(&self.inner.patches_waiting);
        let _ = rx.wait_for(|held| !held).await;
    }

    /// Update String Status requests waiting on the hold right now.
    pub fn status_patches_waiting(&self) -> usize {
        self.inner.patches_waiting.load(Ordering::Acquire)
    }

    /// How often each string's status was updated (PATCH operations applied), so a test can tell
    /// that no app sent the same update twice.
    pub fn status_patch_counts(&self) -> HashMap<StatusTarget, u32> {
        lock(&self.inner.status_patches).clone()
    }

    /// A copy of the whole model.
    pub fn model(&self) -> Model {
        self.read(Clone::clone)
    }

    pub(crate) fn oauth(&self) -> MutexGuard<'_, OAuthState> {
        lock(&self.inner.oauth)
    }

    pub(crate) fn webhooks(&self) -> MutexGuard<'_, WebhookState> {
        lock(&self.inner.webhooks)
    }

    /// Writes the snapshot now when one is configured and the model changed since the last write.
    pub fn snapshot_now(&self) -> anyhow::Result<()> {
        let Some(path) = &self.inner.config.snapshot else {
            return Ok(());
        };
        if self.inner.dirty.swap(false, Ordering::AcqRel) {
            let model = self.model();
            if let Err(e) = super::fixture::save(&model, path) {
                self.inner.dirty.store(true, Ordering::Release);
                return Err(e);
            }
        }
        Ok(())
    }

    /// Registers an OAuth client (replacing one with the same id).
    pub fn register_client(&self, client: OAuthClient) {
        self.write(|m| {
            m.oauth_clients.retain(|c| c.client_id != client.client_id);
            m.oauth_clients.push(client);
        });
    }

    /// Records an app installation in an organization and returns its credentials (the
    /// `appId` / `appSecret` of the `installed` event). An existing installation of the same app
    /// in the same organization is replaced, with new credentials.
    pub fn install_app(
        &self,
        identifier: &str,
        organization_id: i64,
        agent_id: Option<i64>,
    ) -> InstalledApp {
        let app = InstalledApp {
            identifier: identifier.to_owned(),
            app_id: format!("app-{}", random_token(8)),
            app_secret: random_token(24),
            organization_id,
            agent_id,
            webhook_url: None,
            webhook_module_key: None,
            base_url: None,
            client_id: None,
            modules: vec![],
        };
        self.write(|m| {
            m.apps
                .retain(|a| !(a.identifier == identifier && a.organization_id == organization_id));
            m.apps.push(app.clone());
        });
        app
    }

    /// Removes an app installation (and its webhook registrations).
    pub fn uninstall_app(&self, identifier: &str, organization_id: i64) {
        self.write(|m| {
            m.apps
                .retain(|a| !(a.identifier == identifier && a.organization_id == organization_id))
        });
        self.webhooks().hooks.retain(|h| {
            !(h.organization_id == organization_id && h.app.as_deref() == Some(identifier))
        });
    }

    /// Mints an access token directly (no grant): for the start-up output, tests and the driver.
    /// `domain` is derived from the organization.
    pub fn mint_token(
        &self,
        user_id: i64,
        organization_id: i64,
        kind: TokenKind,
        app: Option<&str>,
        scope: &str,
    ) -> String {
        let domain = self.read(|m| {
            m.organization(organization_id)
                .and_then(|o| o.domain.clone())
        });
        let now = unix_now();
        let claims = AccessClaims {
            aud: super::demo::ids::CLIENT_ID.into(),
            sub: user_id.to_string(),
            domain,
            organization_id,
            kind,
            app: app.map(Into::into),
            scope: scope.into(),
            iat: now,
            exp: now + self.inner.config.token_ttl.as_secs(),
            jti: random_token(8),
        };
        tokens::mint(&self.inner.key, &claims)
    }

    /// Verifies an access token of this platform.
    pub fn verify_token(&self, token: &str) -> Option<AccessClaims> {
        tokens::verify(&self.inner.key, token)
    }

    /// Moves strings to a custom step for `language`: each becomes `NEED_PROCESS` with output
    /// `""` and is (re)queued for the recalculation webhook. Returns how many were moved;
    /// unknown strings are skipped, and nothing moves when the step does not process
    /// `language_id`.
    pub fn push_to_step(
        &self,
        project_id: i64,
        step_id: i64,
        language_id: &str,
        string_ids: &[i64],
        origin_event: &str,
    ) -> usize {
        let moved: Vec<(i64, i64, String, i64)> = self.write(|m| {
            let Some(p) = m.project(project_id) else {
                return vec![];
            };
            let known: Vec<i64> = string_ids
                .iter()
                .copied()
                .filter(|id| p.string(*id).is_some())
                .collect();
            if !p
                .step(step_id)
                .is_some_and(|s| s.languages.iter().any(|l| l == language_id))
            {
                return vec![];
            }
            let mut out = vec![];
            for id in known {
                m.step_statuses.retain(|s| {
                    !(s.project_id == project_id
                        && s.step_id == step_id
                        && s.language_id == language_id
                        && s.string_id == id)
                });
                m.step_statuses.push(StepStatus {
                    project_id,
                    step_id,
                    language_id: language_id.to_owned(),
                    string_id: id,
                    status: "NEED_PROCESS".into(),
                    output: String::new(),
                    origin_event: origin_event.to_owned(),
                });
                out.push((project_id, step_id, language_id.to_owned(), id));
            }
            out
        });
        let mut w = self.webhooks();
        for key in &moved {
            w.deliveries.remove(key);
        }
        moved.len()
    }

    /// The status records of a step and language.
    pub fn step_statuses(
        &self,
        project_id: i64,
        step_id: i64,
        language_id: &str,
    ) -> Vec<StepStatus> {
        self.read(|m| {
            m.step_statuses
                .iter()
                .filter(|s| {
                    s.project_id == project_id
                        && s.step_id == step_id
                        && s.language_id == language_id
                })
                .cloned()
                .collect()
        })
    }
}

/// Delivery bookkeeping key: (project, step, language, string).
pub(crate) type StatusKey = (i64, i64, String, i64);

/// Counts per key (used by the webhook machinery).
pub(crate) type Attempts = HashMap<StatusKey, super::webhooks::Delivery>;
