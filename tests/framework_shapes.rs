//! The official app framework's shapes for the file modules, read from the installed npm package
//! (`@crowdin/app-project-module` 3.2.2, installed by `scripts/setup-node-app.sh` into
//! `emulator/tests/node-app/`), checked against what locforge reads and writes: every
//! `ProcessFileJobType` spelling of a module locforge serves parses to that job, every member of
//! `ProcessFileString` survives locforge's string record, the manifest entries of the bundle,
//! file-pre-import, file-post-import and file-post-export modules use the framework's keys, and
//! the framework's answers (`content`/`contentUrl`, `strings`/`stringsUrl`, 304 for
//! `notModified`) are the ones locforge gives; the external QA check module's manifest entry and
//! the members of its batch and validations are the framework's (`tests/qa_check.rs` sends them).

use std::collections::BTreeSet;
use std::path::PathBuf;

use locforge::config::file_modules::{
    AlignmentConfig, BundleConfig, PostExportConfig, PostImportAction, PostImportConfig,
    PostImportRule, PreImportConfig,
};
use locforge::config::qa_checks::QaCheckConfig;
use locforge::config::Config;
use locforge_formats::Registry;
use locforge_protocol::{JobType, StringRecord};
use regex::Regex;
use serde_json::{json, Value};

fn framework_file(rel: &str) -> String {
    let root = PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/emulator/tests/node-app/node_modules/@crowdin/app-project-module/out"
    ));
    let path = root.join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "the official framework is missing ({}: {e}): run scripts/setup-node-app.sh",
            path.display()
        )
    })
}

/// The body of `interface NAME { … }` or `enum NAME { … }` in a declaration file.
fn block<'a>(text: &'a str, head: &str) -> &'a str {
    let start = text
        .find(head)
        .unwrap_or_else(|| panic!("`{head}` is not in the declarations"));
    let open = start + text[start..].find('{').expect("opening brace");
    let close = open + text[open..].find('}').expect("closing brace");
    &text[open + 1..close]
}

#[test]
fn every_framework_job_type_of_a_served_module_parses_to_its_job() {
    let types = framework_file("modules/file-processing/types.d.ts");
    let members = Regex::new(r#"(\w+) = "([a-z-]+)""#).expect("regex");
    let spellings: Vec<(String, String)> = members
        .captures_iter(block(&types, "enum ProcessFileJobType"))
        .map(|c| (c[1].to_owned(), c[2].to_owned()))
        .collect();
    assert_eq!(spellings.len(), 7, "{spellings:?}");
    for (name, value) in &spellings {
        let expected = match name.as_str() {
            "PARSE_FILE" => JobType::ParseFile,
            "BUILD_FILE" => JobType::BuildFile,
            "PRE_EXPORT" => JobType::PreExport,
            "POST_EXPORT" => JobType::PostExport,
            "PRE_IMPORT" => JobType::PreImport,
            "POST_IMPORT" => JobType::PostImport,
            "TRANSLATIONS_ALIGNMENT" => JobType::TranslationsAlignment,
            other => panic!("a job type the framework added: {other} = {value}"),
        };
        assert_eq!(JobType::parse(value), Ok(expected), "{name} = {value}");
        // The documentation's spelling of the same job parses too.
        assert_eq!(JobType::parse(expected.as_str()), Ok(expected));
    }
}

#[test]
fn every_member_of_the_framework_string_survives_the_string_record() {
    let types = framework_file("modules/file-processing/types.d.ts");
    let member = Regex::new(r"(?m)^\s*(\w+)\??:").expect("regex");
    let fields: BTreeSet<String> = member
        .captures_iter(block(&types, "interface ProcessFileString"))
        .map(|c| c[1].to_owned())
        .collect();
    assert!(
        fields.contains("identifier") && fields.contains("uniqId"),
        "{fields:?}"
    );
    let sample = |field: &str| -> Value {
        match field {
            "previewId" | "id" | "maxLength" => json!(7),
            "isHidden" | "hasPlurals" => json!(true),
            "labels" => json!(["a"]),
            "text" => json!({"one": "1 file", "other": "{n} files"}),
            "translations" => json!({"de": {"text": {"one": "1 Datei", "other": "{n} Dateien"}}}),
            _ => json!(format!("{field} value")),
        }
    };
    let record: serde_json::Map<String, Value> =
        fields.iter().map(|f| (f.clone(), sample(f))).collect();
    let read: StringRecord = serde_json::from_value(Value::Object(record.clone()))
        .unwrap_or_else(|e| panic!("the framework's string does not read: {e}"));
    let written = serde_json::to_value(&read).expect("writes");
    for f in &fields {
        if f == "translations" {
            // The framework's translation is `{text}`; the record writes the default status
            // (`translated`, docs/PROTOCOL.md §6) beside the same text.
            let t = &written["translations"]["de"];
            assert_eq!(t["text"], record["translations"]["de"]["text"]);
            assert_eq!(t["status"], "translated");
            continue;
        }
        assert_eq!(
            written.get(f),
            record.get(f),
            "member `{f}` of ProcessFileString"
        );
    }
}

/// The member names of the object literal the framework's manifest writes for `module_type`.
fn framework_manifest_keys(module_type: &str) -> BTreeSet<String> {
    let manifest = framework_file("modules/manifest.js");
    let at = manifest
        .find(&format!("modules['{module_type}']"))
        .unwrap_or_else(|| panic!("the framework writes no `{module_type}` module"));
    let body = &manifest[at..];
    let open = body.find("return {").expect("object literal") + "return {".len();
    let close = open + body[open..].find("};").expect("end of literal");
    Regex::new(r"(?m)^\s*(\w+)[:,]")
        .expect("regex")
        .captures_iter(&body[open..close])
        .map(|c| c[1].to_owned())
        .collect()
}

fn locforge_manifest() -> Value {
    let mut config = Config::default();
    config.modules.bundles = vec![BundleConfig {
        key: None,
        format: "xcstrings".into(),
        extensions: None,
        flatten_plurals: false,
    }];
    config.modules.pre_imports = vec![PreImportConfig {
        key: "utf8".into(),
        file_name_pattern: None,
        to_utf8: true,
        line_endings: None,
    }];
    config.modules.post_imports = vec![PostImportConfig {
        key: "rules".into(),
        file_name_pattern: None,
        context_from_comments: false,
        rules: vec![PostImportRule {
            when: "is hidden".into(),
            action: PostImportAction::Drop,
            label: None,
            max_length: None,
        }],
    }];
    config.modules.post_exports = vec![PostExportConfig {
        key: "tidy".into(),
        file_name_pattern: None,
        json: None,
        indent: None,
        sort_keys: true,
        reindent_yaml: None,
        header: None,
        line_endings: None,
    }];
    config.modules.alignments = vec![AlignmentConfig {
        key: "align".into(),
        file_name_pattern: None,
    }];
    config.modules.qa_checks = vec![QaCheckConfig {
        key: Some("qa".into()),
        name: None,
        description: Some("checks".into()),
        batch_size: None,
        checks: None,
    }];
    config.validate().expect("valid");
    let manifest = locforge::lifecycle::manifest::build(&config, &Registry::builtin());
    serde_json::to_value(&manifest).expect("json")
}

#[test]
fn the_manifest_entries_use_the_framework_keys() {
    let ours = locforge_manifest();
    let keys = |v: &Value| -> BTreeSet<String> {
        v.as_object().expect("object").keys().cloned().collect()
    };
    // A bundle module: the framework's custom-file-format keys, with stringsExport, extensions
    // and multilingualExport; no signaturePatterns (the framework writes them when given).
    let framework = framework_manifest_keys("custom-file-format");
    let bundle = ours["modules"]["custom-file-format"]
        .as_array()
        .expect("modules")
        .iter()
        .find(|m| m["stringsExport"] == true)
        .expect("a bundle module");
    let bundle_keys = keys(bundle);
    assert!(
        bundle_keys.is_subset(&framework),
        "{bundle_keys:?} ⊄ {framework:?}"
    );
    for k in [
        "stringsExport",
        "extensions",
        "multilingualExport",
        "type",
        "url",
        "key",
    ] {
        assert!(bundle_keys.contains(k), "{k}");
    }
    for module_type in [
        "file-pre-import",
        "file-post-import",
        "file-post-export",
        "file-translations-alignment",
    ] {
        let framework = framework_manifest_keys(module_type);
        let entry = &ours["modules"][module_type][0];
        assert_eq!(keys(entry), framework, "{module_type}");
    }
}

#[test]
fn the_framework_answers_are_the_ones_locforge_gives() {
    let handler = framework_file("modules/file-processing/handlers/pre-post-process.js");
    // notModified → 304 with no body; assets skipped with 304.
    assert!(
        Regex::new(r"notModified\)\s*\{\s*res\.sendStatus\(304\)")
            .expect("regex")
            .is_match(&handler),
        "the framework answers notModified with 304"
    );
    assert!(handler.contains("type) === 'assets'"));
    // Pre-import and post-export answer a file; post-import and pre-export strings.
    for member in [
        "response.content =",
        "response.contentUrl =",
        "response.strings =",
        "response.stringsUrl =",
    ] {
        assert!(handler.contains(member), "{member}");
    }
    let types = framework_file("modules/file-processing/types.d.ts");
    assert!(block(&types, "interface ContentFileResponse").contains("notModified"));
    assert!(block(&types, "interface StringsFileResponse").contains("notModified"));
}

#[test]
fn the_external_qa_check_uses_the_framework_keys_and_members() {
    // The manifest entry: the framework writes it with Object.assign over a few literals.
    let manifest = framework_file("modules/manifest.js");
    let at = manifest
        .find("modules['external-qa-check']")
        .expect("the framework writes external-qa-check modules");
    let body = &manifest[at..];
    let body = &body[body
        .find("return Object.assign")
        .expect("the entry's literal")..];
    let end = body.find("});").expect("end of the module's map");
    // Members written `name: value` or as the shorthand `{ key, …`.
    let framework: BTreeSet<String> = Regex::new(r"\b(\w+):|\{\s*(\w+),")
        .expect("regex")
        .captures_iter(&body[..end])
        .filter_map(|c| c.get(1).or_else(|| c.get(2)))
        .map(|m| m.as_str().to_owned())
        .collect();
    let ours = locforge_manifest();
    let entry = &ours["modules"]["external-qa-check"][0];
    let keys: BTreeSet<String> = entry.as_object().expect("object").keys().cloned().collect();
    assert!(keys.is_subset(&framework), "{keys:?} ⊄ {framework:?}");
    for k in [
        "key",
        "name",
        "description",
        "runQaCheckUrl",
        "getBatchSizeUrl",
    ] {
        assert!(keys.contains(k), "{k} missing from {keys:?}");
    }
    // The members locforge reads and writes.
    let types = framework_file("modules/external-qa-check/types.d.ts");
    let members = |head: &str| -> BTreeSet<String> {
        Regex::new(r"(?m)^\s*(\w+)\??:")
            .expect("regex")
            .captures_iter(block(&types, head))
            .map(|c| c[1].to_owned())
            .collect()
    };
    let validation = members("interface Validation ");
    assert_eq!(
        validation,
        ["error", "passed", "translationId"]
            .map(String::from)
            .into(),
    );
    let request = members("interface ExternalQaCheckRequest");
    for m in ["strings", "translations", "targetLanguage"] {
        assert!(request.contains(m), "{m} not in {request:?}");
    }
    assert!(members("interface ExternalQaCheckResponse").contains("validations"));
    assert!(members("interface QaCheckTranslation").contains("stringId"));
    // The handler reads the batch from `data` and answers `data.validations`.
    let handler = framework_file("modules/external-qa-check/handlers/validate.js");
    assert!(
        handler.contains("req.body.data") && handler.contains("validations: response.validations")
    );
}
