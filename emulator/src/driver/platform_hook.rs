//! [`PlatformHook`]: the driver's [`WorkflowHook`] on the emulated platform
//! ([`crate::platform`]), used by `locforge platform run --platform` and the tests.
//!
//! - Installing an app registers its OAuth client (so its `crowdin_app` / `crowdin_agent`
//!   grants work), creates the agent user of a `crowdin_agent` app (a manager of the project),
//!   records the installation (the platform issues `appId` / `appSecret`), registers its
//!   recalculation webhook module, puts its `workflow-step-type` module on the context's
//!   custom step, and records its page modules (`baseUrl`, OAuth client, project-menu and
//!   workflow step settings) for the platform's host pages.
//! - Strings arriving at the step are stored as project strings (the driver keeps its own ids;
//!   the hook maps them) and go `NEED_PROCESS` in the platform model; the platform's own
//!   batching sends the signed recalculation webhook, retries, and fails them (`FAILED`).
//! - Statuses are read from the model, where the app's `PATCH`es through the API land.
//!
//! It lives on the driver side so that dependencies point one way: the driver uses the
//! platform's Rust API ([`Platform`]); the platform knows nothing of manifests or the driver.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

use serde_json::Value;

use super::hook::{
    AppInstall, Credentials, HookFuture, StatusRecord, StepRef, WaitingString, WorkflowHook,
};
use crate::platform::access::WORKFLOW_STEP_TYPE;
use crate::platform::app_modules::AppPages;
use crate::platform::model::{AppModule, OAuthClient, Text};
use crate::platform::{NewString, Platform, StepBinding};

/// The workflow hook on an emulated platform.
#[derive(Debug)]
pub struct PlatformHook {
    platform: Platform,
    /// Driver string id → platform string id.
    ids: Mutex<HashMap<u64, i64>>,
}

impl PlatformHook {
    /// A hook on `platform`.
    pub fn new(platform: Platform) -> PlatformHook {
        PlatformHook {
            platform,
            ids: Mutex::new(HashMap::new()),
        }
    }

    /// The platform.
    pub fn platform(&self) -> &Platform {
        &self.platform
    }

    /// The platform's id of a string the driver knows as `driver_id` (once it went to the step).
    pub fn platform_string_id(&self, driver_id: u64) -> Option<i64> {
        self.ids().get(&driver_id).copied()
    }

    fn ids(&self) -> MutexGuard<'_, HashMap<u64, i64>> {
        self.ids.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn install(&self, app: &AppInstall) -> Credentials {
        let p = &self.platform;
        if let Some(secret) = &app.client_secret {
            let redirect_uris = p
                .read(|m| m.client(&app.client_id).map(|c| c.redirect_uris.clone()))
                .unwrap_or_default();
            p.register_client(OAuthClient {
                client_id: app.client_id.clone(),
                client_secret: secret.clone(),
                name: app.name.clone(),
                redirect_uris,
            });
        }
        let agent_id = match (&app.agent, app.auth_type.as_deref()) {
            (Some(a), Some("crowdin_agent")) => Some(p.ensure_agent(
                app.organization_id,
                Some(app.project_id),
                &a.username,
                a.name.as_deref().unwrap_or(&a.username),
            )),
            _ => None,
        };
        let installed = p.install_app(&app.identifier, app.organization_id, agent_id);
        for (key, url) in &app.recalculation_webhooks {
            p.set_app_webhook(&app.identifier, app.organization_id, url, key);
        }
        if let Some(m) = app.workflow_steps.first() {
            // A project without a workflow (standard) keeps none; the workflow step says so.
            if let Err(e) = p.bind_app_step(&StepBinding {
                project_id: app.project_id,
                step_id: app.workflow_step_id,
                app: app.identifier.clone(),
                module_key: m.key.clone(),
                title: m.name.clone(),
                input_ports: m.input_ports.clone(),
                output_ports: m.output_ports.clone(),
            }) {
                tracing::debug!(error = %e, "the app's custom step was not placed");
            }
        }
        if !app.base_url.is_empty() {
            let pages = AppPages {
                base_url: app.base_url.clone(),
                client_id: app.client_id.clone(),
                modules: page_modules(app),
            };
            if let Err(e) = p.set_app_pages(&app.identifier, app.organization_id, pages) {
                tracing::debug!(error = %e, "the app's pages were not recorded");
            }
        }
        Credentials {
            app_id: installed.app_id,
            app_secret: installed.app_secret,
            agent_id,
        }
    }

    fn arrive(&self, step: &StepRef, strings: &[WaitingString]) -> anyhow::Result<()> {
        let p = &self.platform;
        let languages = p
            .read(|m| {
                let s = m.project(step.project_id)?.step(step.step_id)?;
                let ours = s.is_active
                    && s.kind == "Application"
                    && s.application_module
                        .as_ref()
                        .is_some_and(|am| am.module_key == step.module_key);
                Some((ours, s.languages.clone()))
            })
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "project {} has no workflow step {} (custom workflow steps exist on enterprise projects only: use --enterprise)",
                    step.project_id,
                    step.step_id
                )
            })?;
        let (ours, step_languages) = languages;
        anyhow::ensure!(
            ours,
            "step {} of project {} is not the custom step of module `{}`",
            step.step_id,
            step.project_id,
            step.module_key
        );
        // Store the strings, once per (file, identifier), and map the driver's ids.
        let mut files: BTreeMap<&str, (&str, Vec<&WaitingString>)> = BTreeMap::new();
        for s in strings {
            let entry = files
                .entry(s.file.as_str())
                .or_insert((s.file_type.as_str(), vec![]));
            if !entry.1.iter().any(|x| x.string_id == s.string_id) {
                entry.1.push(s);
            }
        }
        for (file, (kind, list)) in files {
            let new: Vec<NewString> = list
                .iter()
                .map(|s| NewString {
                    identifier: s.identifier.clone(),
                    text: text_of(&s.text),
                    context: s.context.clone(),
                    max_length: None,
                    is_hidden: false,
                })
                .collect();
            let ids = p
                .import_strings(step.project_id, file, kind, &new)
                .map_err(anyhow::Error::msg)?;
            let mut map = self.ids();
            for (s, id) in list.iter().zip(ids) {
                map.insert(s.string_id, id);
            }
        }
        let mut by_language: BTreeMap<&str, Vec<i64>> = BTreeMap::new();
        {
            let map = self.ids();
            for s in strings {
                if let Some(id) = map.get(&s.string_id) {
                    if let Some(t) = &s.translation {
                        p.set_translation(step.project_id, *id, &s.language_id, &text_of(t))
                            .map_err(anyhow::Error::msg)?;
                    }
                    by_language
                        .entry(s.language_id.as_str())
                        .or_default()
                        .push(*id);
                }
            }
        }
        for (lang, ids) in by_language {
            anyhow::ensure!(
                step_languages.iter().any(|l| l == lang),
                "step {} does not process `{lang}` (its languages: {})",
                step.step_id,
                step_languages.join(", ")
            );
            p.push_to_step(step.project_id, step.step_id, lang, &ids, "string.added");
        }
        Ok(())
    }

    fn read_statuses(&self, step: &StepRef, strings: &[WaitingString]) -> Vec<StatusRecord> {
        let back: HashMap<i64, u64> = self.ids().iter().map(|(d, p)| (*p, *d)).collect();
        let mut languages: Vec<&str> = strings.iter().map(|s| s.language_id.as_str()).collect();
        languages.sort_unstable();
        languages.dedup();
        let mut out = vec![];
        for lang in languages {
            for s in self
                .platform
                .step_statuses(step.project_id, step.step_id, lang)
            {
                let Some(driver_id) = back.get(&s.string_id) else {
                    continue;
                };
                if strings
                    .iter()
                    .any(|w| w.string_id == *driver_id && w.language_id == s.language_id)
                {
                    out.push(StatusRecord {
                        string_id: *driver_id,
                        language_id: s.language_id,
                        step_id: s.step_id,
                        status: s.status,
                        output: s.output,
                    });
                }
            }
        }
        out
    }
}

/// The modules of an installation the platform shows pages of: every page module of the
/// manifest, and every workflow step type (its settings page when it has one, and its
/// `updateSettingsUrl`).
fn page_modules(app: &AppInstall) -> Vec<AppModule> {
    let mut out: Vec<AppModule> = app
        .pages
        .iter()
        .map(|p| AppModule {
            key: p.key.clone(),
            module_type: p.module_type.clone(),
            name: p.name.clone(),
            url: Some(p.url.clone()),
            update_settings_url: None,
            access: None,
        })
        .collect();
    for w in &app.workflow_steps {
        let module = AppModule {
            key: w.key.clone(),
            module_type: WORKFLOW_STEP_TYPE.into(),
            name: w.name.clone(),
            url: w.url.clone(),
            update_settings_url: w.update_settings_url.clone(),
            access: None,
        };
        match out.iter_mut().find(|m| m.key == w.key) {
            Some(m) => *m = module,
            None => out.push(module),
        }
    }
    out
}

/// A parsed `text` as the model keeps it: a string, or forms by plural category.
fn text_of(v: &Value) -> Text {
    match v {
        Value::String(s) => Text::Plain(s.clone()),
        Value::Object(forms) => Text::Plural(
            forms
                .iter()
                .map(|(k, v)| (k.clone(), v.as_str().unwrap_or_default().to_owned()))
                .collect(),
        ),
        _ => Text::Plain(String::new()),
    }
}

impl WorkflowHook for PlatformHook {
    fn installing<'a>(&'a self, app: &'a AppInstall) -> HookFuture<'a, Option<Credentials>> {
        Box::pin(async move { Ok(Some(self.install(app))) })
    }

    fn uninstalled<'a>(&'a self, identifier: &'a str, organization_id: i64) -> HookFuture<'a, ()> {
        Box::pin(async move {
            self.platform.uninstall_app(identifier, organization_id);
            Ok(())
        })
    }

    fn strings_arrived<'a>(
        &'a self,
        step: &'a StepRef,
        strings: &'a [WaitingString],
    ) -> HookFuture<'a, ()> {
        Box::pin(async move { self.arrive(step, strings) })
    }

    fn statuses<'a>(
        &'a self,
        step: &'a StepRef,
        strings: &'a [WaitingString],
    ) -> HookFuture<'a, Vec<StatusRecord>> {
        Box::pin(async move { Ok(self.read_statuses(step, strings)) })
    }
}
