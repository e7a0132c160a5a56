//! Renders the manifest from the configuration and the served formats: one custom-file-format
//! module per format, and a file-pre-export module when a pipeline is configured.

use std::collections::BTreeMap;

use locforge_formats::Registry;

use crate::config::Config;
use locforge_protocol::manifest::{
    Authentication, FileFormatModule, Manifest, PreExportModule, SignaturePatterns,
};

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
                multilingual: false,
                signature_patterns: SignaturePatterns {
                    file_name: info.signature.file_name.to_owned(),
                    file_content: info.signature.file_content.map(str::to_owned),
                },
            })
            .unwrap_or_default()
        })
        .collect();
    modules.insert("custom-file-format", formats);
    if !config.pre_export.transforms.is_empty() {
        let mut exts: Vec<&str> = registry
            .iter()
            .flat_map(|f| f.info().extensions.iter().copied())
            .collect();
        exts.sort_unstable();
        exts.dedup();
        let pattern = config
            .pre_export
            .file_name_pattern
            .clone()
            .unwrap_or_else(|| format!(r"\.({})$", exts.join("|")));
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
    Manifest {
        identifier: config.app_identifier.clone(),
        name: config.app_name.clone(),
        base_url: config.public_base_url(),
        logo: "/logo.svg".into(),
        authentication: Authentication {
            kind: "platform_app".into(),
            client_id: Some(config.client_id.clone()),
        },
        scopes: vec!["project".into()],
        events: None,
        modules,
    }
}
