//! Renders the manifest from the configuration and the served formats: one custom-file-format
//! module per format and one per bundle export, a file-pre-export module when a pipeline is
//! configured, the file-post-export, file-pre-import, file-post-import and
//! file-translations-alignment modules, the external QA
//! check modules, the `[modules]`
//! (webhook, workflow-step-type, project-menu), the lifecycle `events` and the `agent` block.
//! The routes named here are fixed: see [`paths`]. Served, as rendered once at start
//! (`AppState::manifest`), by `GET /manifest.json` ([`serve`]), with the logo it names
//! (`GET /logo.svg`, [`logo`]).

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};

use locforge_formats::Registry;
use serde_json::{json, Value};

use crate::config::file_modules::BundleConfig;
use crate::config::{Config, ModulesConfig};
use crate::http::AppState;
use locforge_protocol::manifest::{
    Agent, Authentication, Events, FileFormatModule, Manifest, PreExportModule, SignaturePatterns,
};

/// The relative URLs the manifest names for the platform's calls.
pub mod paths {
    /// `events.installed`.
    pub const INSTALLED: &str = "/events/installed";
    /// `events.uninstall`.
    pub const UNINSTALL: &str = "/events/uninstall";

    /// A webhook module's `url` (POST).
    pub fn webhook(key: &str) -> String {
        format!("/webhooks/{key}")
    }

    /// A workflow step's `updateSettingsUrl` (POST) and `deleteSettingsUrl` (DELETE).
    pub fn step_settings(key: &str) -> String {
        format!("/workflow-steps/{key}/settings")
    }

    /// A workflow step's settings page `url`.
    pub fn step_page(key: &str) -> String {
        format!("/workflow-steps/{key}")
    }

    /// A bundle module's `url` (POST).
    pub fn bundle(key: &str) -> String {
        format!("/bundle/{key}")
    }

    /// A file-post-export module's `url` (POST).
    pub fn post_export(key: &str) -> String {
        format!("/post-export/{key}")
    }

    /// A file-pre-import module's `url` (POST).
    pub fn pre_import(key: &str) -> String {
        format!("/pre-import/{key}")
    }

    /// A file-post-import module's `url` (POST).
    pub fn post_import(key: &str) -> String {
        format!("/post-import/{key}")
    }

    /// A file-translations-alignment module's `url` (POST).
    pub fn alignment(key: &str) -> String {
        format!("/translations-alignment/{key}")
    }

    /// An external QA check module's `runQaCheckUrl` (POST).
    pub fn qa_check_validate(key: &str) -> String {
        format!("/qa-check/{key}/validate")
    }

    /// An external QA check module's `getBatchSizeUrl`.
    pub fn qa_check_batch_size(key: &str) -> String {
        format!("/qa-check/{key}/batch-size")
    }

    /// A project-menu module's page `url`.
    pub fn page(key: &str) -> String {
        format!("/pages/{key}")
    }
}

/// The custom format type the manifest declares for a format key.
pub fn format_type(key: &str) -> String {
    format!("locforge-{key}")
}

/// Builds the manifest.
pub fn build(config: &Config, registry: &Registry) -> Manifest {
    let mut modules: BTreeMap<&'static str, Vec<serde_json::Value>> = BTreeMap::new();
    let formats: Vec<serde_json::Value> = registry
        .iter()
        .map(|f| {
            let info = f.info();
            serde_json::to_value(FileFormatModule {
                key: info.key.to_owned(),
                kind: format_type(info.key),
                url: format!("/process/{}", info.key),
                multilingual: f.multilingual(),
                signature_patterns: SignaturePatterns {
                    file_name: info.signature.file_name.to_owned(),
                    file_content: info.signature.file_content.map(str::to_owned),
                },
            })
            .unwrap_or_default()
        })
        .chain(bundle_modules(&config.modules.bundles))
        .collect();
    modules.insert("custom-file-format", formats);
    let mut exts: Vec<&str> = registry
        .iter()
        .flat_map(|f| f.info().extensions.iter().copied())
        .collect();
    exts.sort_unstable();
    exts.dedup();
    let every_extension = format!(r"\.({})$", exts.join("|"));
    if !config.pre_export.transforms.is_empty() {
        let pattern = config
            .pre_export
            .file_name_pattern
            .clone()
            .unwrap_or_else(|| every_extension.clone());
        modules.insert(
            "file-pre-export",
            vec![serde_json::to_value(PreExportModule {
                key: "pre-export".into(),
                url: "/pre-export".into(),
                signature_patterns: SignaturePatterns {
                    file_name: pattern,
                    file_content: None,
                },
            })
            .unwrap_or_default()],
        );
    }
    let post_exports: Vec<Value> = config
        .modules
        .post_exports
        .iter()
        .map(|m| {
            json!({
                "key": m.key,
                "url": paths::post_export(&m.key),
                "signaturePatterns": {
                    "fileName": m.file_name_pattern.clone().unwrap_or_else(|| every_extension.clone()),
                },
            })
        })
        .collect();
    if !post_exports.is_empty() {
        modules.insert("file-post-export", post_exports);
    }
    let pre_imports: Vec<Value> = config
        .modules
        .pre_imports
        .iter()
        .map(|m| {
            json!({
                "key": m.key,
                "url": paths::pre_import(&m.key),
                "signaturePatterns": {
                    "fileName": m.file_name_pattern.clone().unwrap_or_else(|| every_extension.clone()),
                },
            })
        })
        .collect();
    if !pre_imports.is_empty() {
        modules.insert("file-pre-import", pre_imports);
    }
    let post_imports: Vec<Value> = config
        .modules
        .post_imports
        .iter()
        .map(|m| {
            json!({
                "key": m.key,
                "url": paths::post_import(&m.key),
                "signaturePatterns": {
                    "fileName": m.file_name_pattern.clone().unwrap_or_else(|| every_extension.clone()),
                },
            })
        })
        .collect();
    if !post_imports.is_empty() {
        modules.insert("file-post-import", post_imports);
    }
    let alignments: Vec<Value> = config
        .modules
        .alignments
        .iter()
        .map(|m| {
            json!({
                "key": m.key,
                "url": paths::alignment(&m.key),
                "signaturePatterns": {
                    "fileName": m.file_name_pattern.clone().unwrap_or_else(|| every_extension.clone()),
                },
            })
        })
        .collect();
    if !alignments.is_empty() {
        modules.insert("file-translations-alignment", alignments);
    }
    platform_modules(&config.modules, &mut modules);
    let qa_checks: Vec<Value> = config
        .modules
        .qa_checks
        .iter()
        .map(|q| {
            let key = q.key();
            let mut v = json!({
                "key": key,
                "name": q.name.clone().unwrap_or_else(|| config.app_name.clone()),
                "runQaCheckUrl": paths::qa_check_validate(&key),
                "getBatchSizeUrl": paths::qa_check_batch_size(&key),
            });
            if let Some(d) = &q.description {
                v["description"] = json!(d);
            }
            v
        })
        .collect();
    if !qa_checks.is_empty() {
        modules.insert("external-qa-check", qa_checks);
    }
    let m = &config.modules;
    let kind = m.authentication_type().to_owned();
    Manifest {
        identifier: config.app_identifier.clone(),
        name: config.app_name.clone(),
        base_url: config.public_base_url(),
        logo: "/logo.svg".into(),
        authentication: Authentication {
            client_id: (kind != "none").then(|| config.client_id.clone()),
            kind,
        },
        scopes: vec!["project".into()],
        agent: m.agent.as_ref().map(|a| Agent {
            username: a.username.clone(),
            name: a.name.clone(),
            avatar_url: a.avatar_url.clone(),
        }),
        events: m.has_installation().then(|| Events {
            installed: paths::INSTALLED.into(),
            uninstall: paths::UNINSTALL.into(),
        }),
        modules,
    }
}

/// The bundle modules: custom-file-format modules with `stringsExport` and no
/// `signaturePatterns` (no uploaded file is ever theirs), `multilingualExport` where the format
/// holds several languages.
fn bundle_modules(bundles: &[BundleConfig]) -> Vec<Value> {
    let registry = Registry::builtin();
    bundles
        .iter()
        .filter_map(|b| {
            let format = registry.get(&b.format)?;
            let key = b.key();
            Some(json!({
                "key": key,
                "type": format_type(&key),
                "url": paths::bundle(&key),
                "stringsExport": true,
                "multilingual": false,
                "multilingualExport": format.multilingual(),
                "extensions": b.extensions(&**format),
            }))
        })
        .collect()
}

/// The webhook, workflow-step-type and project-menu modules of `m`.
fn platform_modules(m: &ModulesConfig, modules: &mut BTreeMap<&'static str, Vec<Value>>) {
    let webhooks: Vec<Value> = m
        .webhooks
        .iter()
        .map(|w| {
            let mut v = json!({"key": w.key, "url": paths::webhook(&w.key), "events": w.events});
            if !w.environments.is_empty() {
                v["environments"] = json!(w.environments);
            }
            v
        })
        .collect();
    let steps: Vec<Value> = m
        .step_modules()
        .iter()
        .map(|s| {
            let outputs: Vec<Value> = s
                .outputs
                .iter()
                .map(|o| json!({"title": o.title, "port": o.port}))
                .collect();
            let mut v = json!({
                "key": s.key,
                "name": s.name,
                "logo": "/logo.svg",
                "description": s.description,
                "boundaries": {
                    "input": {"title": s.input_title, "ports": s.input_ports},
                    "outputs": outputs,
                },
                "updateSettingsUrl": paths::step_settings(&s.key),
                "deleteSettingsUrl": paths::step_settings(&s.key),
                "url": paths::step_page(&s.key),
                "environments": [crate::config::modules::ENTERPRISE_ENVIRONMENT],
            });
            if let Some(mode) = &s.editor_mode {
                v["editorMode"] = json!(mode);
            }
            v
        })
        .collect();
    let menus: Vec<Value> = m
        .project_menus
        .iter()
        .map(|p| json!({"key": p.key, "name": p.name, "url": paths::page(&p.key)}))
        .collect();
    for (kind, list) in [
        ("webhook", webhooks),
        ("workflow-step-type", steps),
        ("project-menu", menus),
    ] {
        if !list.is_empty() {
            modules.insert(kind, list);
        }
    }
}

const LOGO: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1f6feb"/><text x="32" y="42" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">lf</text></svg>"##;

/// `GET /manifest.json`.
pub async fn serve(State(s): State<Arc<AppState>>) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        s.manifest.clone(),
    )
        .into_response()
}

/// `GET /logo.svg`.
pub async fn logo() -> Response {
    ([(header::CONTENT_TYPE, "image/svg+xml")], LOGO).into_response()
}
