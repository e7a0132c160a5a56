//! Installing an app: the driver fetches and validates the manifest, records the installation
//! on the platform through the workflow hook, sends the `installed` event with the app's
//! credentials, and later `uninstall`. Also what `locforge platform serve --app URL` does before
//! it prints the host pages: install the app by its manifest URL in every organization of the
//! world, each through the driver ([`Driver::install`] with a [`PlatformHook`]): the manifest
//! is fetched and checked, the OAuth client registered, the `installed` event sent, the
//! recalculation webhook registered, a workflow step type put on the organization's custom
//! step, and the page modules recorded for the platform's host pages. Manifest validation
//! itself lives in `manifest.rs`; the platform's side of an installation in `hook.rs`.

use std::sync::Arc;

use locforge_protocol::signature::sign;
use reqwest::header::{HeaderMap, HeaderValue, CONTENT_TYPE};
use serde_json::{json, Value};

use super::context::PlatformContext;
use super::hook::AppInstall;
use super::http;
use super::manifest::{self, AppManifest, RECALCULATION_EVENT};
use super::platform_hook::PlatformHook;
use super::report::{RequestRef, StepReport};
use super::webhook::HeaderStyle;
use super::{acknowledged, Driver, DriverOptions};
use crate::platform::Platform;

/// What the driver knows about the installed app.
#[derive(Debug, Clone)]
pub struct Installed {
    /// The validated manifest.
    pub manifest: AppManifest,
    /// `appId` sent in `installed`.
    pub app_id: String,
    /// `appSecret` sent in `installed` (keys webhook signatures).
    pub app_secret: String,
    /// Client id used as `aud`.
    pub client_id: String,
    /// `agentId` sent in `installed` (`crowdin_agent` apps on a platform).
    pub agent_id: Option<i64>,
}

/// The outcome of installing an app in one organization.
#[derive(Debug, Clone)]
pub struct OrgInstall {
    /// Organization id.
    pub organization_id: i64,
    /// Whether the driver installed it (its checks may still have found violations).
    pub installed: bool,
    /// The driver's report of the installation (violations and notes).
    pub report: StepReport,
}

impl Driver {
    /// Fetches and validates the manifest, then sends `installed` when the manifest has events.
    pub async fn install(&mut self, step: &mut StepReport) {
        let Some((raw, req)) = self.fetch_manifest(step).await else {
            return;
        };
        let manifest = manifest::validate(&raw, step, &req);
        if manifest.base_url.is_empty() {
            step.error(
                "manifest.base-url",
                Some(&req),
                "cannot go on without a usable baseUrl",
            );
            return;
        }
        let client_id = self
            .opts
            .client_id
            .clone()
            .or_else(|| manifest.client_id.clone())
            .unwrap_or_else(|| manifest.identifier.clone());
        step.note(manifest_summary(&manifest));
        let mut installed = Installed {
            app_id: manifest.identifier.clone(),
            app_secret: hex::encode(rand::random::<[u8; 24]>()),
            client_id,
            agent_id: None,
            manifest,
        };
        if !self.record_installation(&mut installed, step).await {
            return;
        }
        self.send_installed(&installed, step).await;
        self.app = Some(installed);
    }

    /// GETs the manifest and decodes it as JSON; `None` once a violation is recorded.
    async fn fetch_manifest(&self, step: &mut StepReport) -> Option<(Value, RequestRef)> {
        let url = self.opts.manifest_url.clone();
        let req = RequestRef::new("GET manifest", &url);
        let answer = match http::download(
            &self.http,
            &url,
            self.opts.max_response,
            self.opts.download_timeout,
        )
        .await
        {
            Ok(a) => a,
            Err(e) => {
                step.error(
                    "manifest.fetch",
                    Some(&req),
                    format!("cannot fetch the manifest: {e}"),
                );
                return None;
            }
        };
        if !step.expect(
            "manifest.fetch",
            answer.status.is_success(),
            Some(&req),
            || format!("the manifest answered HTTP {}", answer.status),
        ) {
            return None;
        }
        match serde_json::from_slice(&answer.body) {
            Ok(v) => Some((v, req)),
            Err(e) => {
                step.error(
                    "manifest.json",
                    Some(&req),
                    format!("the manifest is not JSON: {e}"),
                );
                None
            }
        }
    }

    /// Records the installation on the platform through the workflow hook (when connected),
    /// taking the platform's credentials; `false` when the platform refused it (recorded).
    async fn record_installation(&self, installed: &mut Installed, step: &mut StepReport) -> bool {
        let Some(hook) = self.hook.clone() else {
            return true;
        };
        let m = &installed.manifest;
        let ctx = &self.opts.context;
        let app = AppInstall {
            identifier: m.identifier.clone(),
            name: m.name.clone(),
            client_id: installed.client_id.clone(),
            client_secret: self.opts.client_secret.clone(),
            auth_type: m.auth_type.clone(),
            agent: m.agent.clone(),
            organization_id: ctx.organization_id,
            project_id: ctx.project_id,
            workflow_step_id: ctx.workflow_step_id,
            recalculation_webhooks: m
                .webhooks_for(RECALCULATION_EVENT)
                .map(|w| (w.key.clone(), m.url(&w.url)))
                .collect(),
            workflow_steps: m.workflow_steps.clone(),
            base_url: m.base_url.clone(),
            pages: m.pages.clone(),
        };
        match hook.installing(&app).await {
            Ok(Some(c)) => {
                installed.app_id = c.app_id;
                installed.app_secret = c.app_secret;
                installed.agent_id = c.agent_id;
                step.note(format!(
                    "the platform recorded the installation in organization {}{}",
                    ctx.organization_id,
                    c.agent_id
                        .map(|a| format!(", agent user {a}"))
                        .unwrap_or_default()
                ));
                true
            }
            Ok(None) => true,
            Err(e) => {
                step.error(
                    "install.platform",
                    None,
                    format!("the platform refused the installation: {e}"),
                );
                false
            }
        }
    }

    /// Sends the `installed` event with the app's credentials when the manifest declares it.
    async fn send_installed(&self, installed: &Installed, step: &mut StepReport) {
        let Some(path) = installed.manifest.installed_url.clone() else {
            step.note("the manifest declares no events.installed: no `installed` event sent");
            return;
        };
        let ctx = &self.opts.context;
        let mut body = json!({
            "appId": installed.app_id,
            "appSecret": installed.app_secret,
            "clientId": installed.client_id,
            "domain": ctx.domain,
            "organizationId": ctx.organization_id,
            "userId": ctx.user_id,
            "baseUrl": ctx.web_url,
            "apiBaseUrl": ctx.api_url,
        });
        if let (Some(a), Some(o)) = (installed.agent_id, body.as_object_mut()) {
            o.insert("agentId".into(), json!(a));
        }
        let url = installed.manifest.url(&path);
        let req = RequestRef::new("installed", &url);
        let ok = self
            .post_event(&url, &body, &req, "install.status", step)
            .await;
        if ok {
            step.note("installed: the app acknowledged its credentials");
        } else {
            step.note("the platform removes an app whose `installed` handler does not answer 2xx");
        }
    }

    /// Sends `uninstall` when the manifest has the event.
    pub async fn uninstall(&mut self, step: &mut StepReport) {
        let Some(app) = self.app.take() else {
            step.error("scenario.order", None, "uninstall before install");
            return;
        };
        if let Some(hook) = &self.hook {
            if let Err(e) = hook
                .uninstalled(&app.manifest.identifier, self.opts.context.organization_id)
                .await
            {
                step.error(
                    "install.platform",
                    None,
                    format!("the platform could not remove the installation: {e}"),
                );
            }
        }
        let Some(path) = app.manifest.uninstall_url.clone() else {
            step.skip("the manifest declares no events.uninstall: nothing to send");
            return;
        };
        let ctx = &self.opts.context;
        let body = json!({
            "domain": ctx.domain,
            "organizationId": ctx.organization_id,
            "appSecret": app.app_secret,
        });
        let url = app.manifest.url(&path);
        let req = RequestRef::new("uninstall", &url);
        self.post_event(&url, &body, &req, "uninstall.status", step)
            .await;
    }

    /// POSTs an install event signed with the client secret; `true` on a 2xx (else recorded).
    async fn post_event(
        &self,
        url: &str,
        body: &Value,
        req: &RequestRef,
        rule: &str,
        step: &mut StepReport,
    ) -> bool {
        let bytes = body.to_string().into_bytes();
        let mut headers = HeaderMap::new();
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        if let Some(secret) = &self.opts.client_secret {
            let name = match self.opts.header_style {
                HeaderStyle::Platform => "x-platform-signature",
                HeaderStyle::Crowdin => "x-crowdin-signature",
            };
            match HeaderValue::from_str(&sign(secret, &bytes)) {
                Ok(v) => {
                    headers.insert(name, v);
                }
                Err(e) => step.error(
                    "driver.internal",
                    Some(req),
                    format!("cannot put the signature in a header: {e}"),
                ),
            }
        }
        let answer = self
            .post(url, headers, bytes, self.opts.download_timeout)
            .await;
        acknowledged(answer, rule, "expected a 2xx answer,", req, step)
    }
}

/// Installs the app of `manifest_url` in every organization of `platform` that has a project,
/// with the app's OAuth `client_id` (default: the manifest's) and `client_secret` (signs its
/// page tokens). Returns one outcome per organization.
pub async fn install_everywhere(
    platform: &Platform,
    manifest_url: &str,
    client_id: Option<String>,
    client_secret: Option<String>,
) -> anyhow::Result<Vec<OrgInstall>> {
    let contexts: Vec<PlatformContext> = platform.read(|m| {
        m.organizations
            .iter()
            .filter_map(|o| PlatformContext::for_organization(m, o.id, platform.base_url()))
            .collect()
    });
    let hook = Arc::new(PlatformHook::new(platform.clone()));
    let mut out = Vec::with_capacity(contexts.len());
    for ctx in contexts {
        let organization_id = ctx.organization_id;
        let mut opts = DriverOptions::new(manifest_url);
        opts.client_id = client_id.clone();
        opts.client_secret = client_secret.clone();
        opts.context = ctx;
        let mut driver = Driver::new(opts).await?;
        driver.set_workflow_hook(hook.clone());
        let mut report = StepReport::new(format!("install in organization {organization_id}"));
        driver.install(&mut report).await;
        out.push(OrgInstall {
            organization_id,
            installed: driver.installed().is_some(),
            report,
        });
    }
    Ok(out)
}

/// The one-line summary of a validated manifest's modules.
fn manifest_summary(m: &AppManifest) -> String {
    format!(
        "app `{}` ({}) at {}: {} file format module(s), {} pre-export, {} webhook, {} workflow step type, {} page module(s)",
        m.identifier,
        m.name,
        m.base_url,
        m.file_formats.len(),
        m.pre_exports.len(),
        m.webhooks.len(),
        m.workflow_steps.len(),
        m.pages.len()
    )
}
