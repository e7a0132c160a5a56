//! The configured file modules over real HTTP. The emulator's `modules` scenario installs
//! locforge, uploads files, pseudo-translates them, sends build-file without `file` to every
//! bundle module (one language, then two) and exports through the file-post-export modules; the
//! bundles and exports it writes are read back with their formats' parsers. Then the bad input
//! of bundles (plural strings a format cannot hold, file content sent to a bundle, a parse-file
//! job, too many languages, an unknown module, a token for another module, an unknown format at
//! start), of post-export (a file that does not read, a rewrite that would change strings, a
//! header for a format without comments, nothing to change → 304, assets → 304) and of
//! pre-import (a broken file refused with its position, a file that is not UTF-8 and declares
//! nothing, UTF-16 and a BOM, nothing to change → 304). The scenario's external QA check runs
//! over the pseudo-translations in batches of the module's size (its own bad input is
//! `tests/qa_check.rs`).

mod common;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use base64::Engine as _;
use locforge::config::file_modules::{
    AlignmentConfig, BundleConfig, JsonLayout, LineEndings, PostExportConfig, PostImportAction,
    PostImportConfig, PostImportRule, PreImportConfig,
};
use locforge::config::qa_checks::QaCheckConfig;
use locforge::config::Config;
use locforge_emulator::driver::{Driver, DriverOptions, PlatformHook, Scenario};
use locforge_emulator::platform::{self as emu, PlatformConfig};
use locforge_formats::{cldr, ParseContext, Registry, Text};
use serde_json::{json, Value};

const SECRET: &str = "modules-test-secret-0123456789abc";

fn bundle(format: &str, key: Option<&str>, flatten: bool) -> BundleConfig {
    BundleConfig {
        key: key.map(str::to_owned),
        format: format.into(),
        extensions: None,
        flatten_plurals: flatten,
    }
}

fn bundles() -> Vec<BundleConfig> {
    vec![
        bundle("xcstrings", None, false),
        bundle("json", None, false),
        bundle("po", None, false),
        bundle("csv", None, true),
        bundle("csv", Some("csv-strict"), false),
    ]
}

fn pre_imports() -> Vec<PreImportConfig> {
    vec![
        PreImportConfig {
            key: "utf8".into(),
            file_name_pattern: Some(r"\.(xml|yml|json)$".into()),
            to_utf8: true,
            line_endings: None,
        },
        PreImportConfig {
            key: "lf".into(),
            file_name_pattern: None,
            to_utf8: true,
            line_endings: Some(LineEndings::Lf),
        },
    ]
}

fn post_imports() -> Vec<PostImportConfig> {
    let rule = |when: &str, action, label: Option<&str>| PostImportRule {
        when: when.into(),
        action,
        label: label.map(str::to_owned),
        max_length: None,
    };
    vec![PostImportConfig {
        key: "rules".into(),
        file_name_pattern: Some(r"\.yml$".into()),
        context_from_comments: true,
        rules: vec![
            rule("text contains \"yet\"", PostImportAction::Drop, None),
            rule(
                "identifier contains \"title\"",
                PostImportAction::Label,
                Some("header"),
            ),
            rule("text contains \"Hidden\"", PostImportAction::Hide, None),
            PostImportRule {
                max_length: Some(40),
                ..rule(
                    "identifier contains \"title\"",
                    PostImportAction::MaxLength,
                    None,
                )
            },
        ],
    }]
}

fn post_exports() -> Vec<PostExportConfig> {
    let none = PostExportConfig {
        key: String::new(),
        file_name_pattern: None,
        json: None,
        indent: None,
        sort_keys: false,
        reindent_yaml: None,
        header: None,
        line_endings: None,
    };
    vec![
        PostExportConfig {
            key: "tidy-json".into(),
            file_name_pattern: Some(r"\.json$".into()),
            json: Some(JsonLayout::Minify),
            sort_keys: true,
            ..none.clone()
        },
        PostExportConfig {
            key: "header".into(),
            file_name_pattern: Some(r"\.(yml|xml|csv)$".into()),
            header: Some("Exported by locforge".into()),
            reindent_yaml: Some(4),
            line_endings: Some(LineEndings::Crlf),
            ..none.clone()
        },
        PostExportConfig {
            key: "crlf".into(),
            file_name_pattern: Some(r"\.csv$".into()),
            line_endings: Some(LineEndings::Crlf),
            ..none
        },
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_modules_scenario_exports_bundles_that_read_back() {
    let platform = emu::start(PlatformConfig::default())
        .await
        .expect("platform starts");
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = Config {
        bind: SocketAddr::from(([127, 0, 0, 1], 0)),
        data_dir: dir.path().to_path_buf(),
        client_id: "locforge-modules-test".into(),
        client_secret: Some(SECRET.into()),
        fetch_allow: vec!["127.0.0.1".into()],
        ..Config::default()
    };
    config.limits.fetch_timeout_secs = 5;
    // Spill small results so bundles come back by contentUrl as well.
    config.limits.inline_threshold = 600;
    config.modules.bundles = bundles();
    config.modules.post_exports = post_exports();
    config.modules.pre_imports = pre_imports();
    config.modules.post_imports = post_imports();
    config.modules.alignments = vec![AlignmentConfig {
        key: "align".into(),
        file_name_pattern: Some(r"\.json$".into()),
    }];
    config.modules.qa_checks = vec![QaCheckConfig {
        key: Some("qa".into()),
        name: None,
        description: None,
        batch_size: Some(5),
        checks: None,
    }];
    config.auth_url = platform.base_url.clone();
    config.api_url = platform.base_url.clone();
    config.api_enterprise_url = format!("{}/enterprise/{{domain}}", platform.base_url);
    let running = locforge::service::start(config).await.expect("starts");

    let out = tempfile::tempdir().expect("out");
    let mut opts = DriverOptions::new(format!("{}/manifest.json", running.base_url));
    opts.client_secret = Some(SECRET.into());
    opts.out_dir = out.path().to_path_buf();
    opts.job_timeout = Duration::from_secs(60);
    let mut d = Driver::new(opts).await.expect("driver");
    d.options_mut().context.connect(&platform.base_url);
    d.set_workflow_hook(Arc::new(PlatformHook::new(platform.platform.clone())));
    let scenario = Scenario::load(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/modules.toml"
    ))
    .expect("scenario loads");
    scenario.apply_settings(&mut d).expect("settings");
    let report = scenario.run(&mut d).await;
    let text = report.render();
    assert!(report.passed(), "the modules scenario must pass:\n{text}");
    // The QA module's batch size was asked for and every German translation checked.
    let qa = text
        .lines()
        .find(|l| l.contains("qa-check `qa` in de:"))
        .unwrap_or_else(|| panic!("no qa-check note:\n{text}"));
    let sent: usize = qa
        .split("de: ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{qa}"));
    assert!(sent > 5 && qa.contains("in batches of 5"), "{qa}");

    // The windows-1252 upload was re-encoded by pre-import before parse-file read it.
    let legacy = d
        .uploads()
        .iter()
        .find(|u| u.name == "legacy.xml")
        .expect("legacy.xml");
    assert!(
        String::from_utf8_lossy(&legacy.content)
            .starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
        "{}",
        String::from_utf8_lossy(&legacy.content)
    );
    let texts: Vec<&str> = legacy
        .strings
        .iter()
        .filter_map(|s| s.entry["text"].as_str())
        .collect();
    assert_eq!(texts, ["Größe", "Preis in €"]);
    assert!(text.contains("pre-import by `utf8` rewrote it"), "{text}");
    assert!(
        text.contains("`en.json`: pre-import answered 304"),
        "{text}"
    );

    // en.yml went through post-import: the string with "yet" dropped, the title labelled.
    let yml = d
        .uploads()
        .iter()
        .find(|u| u.name == "en.yml")
        .expect("en.yml");
    assert!(
        text.contains("`en.yml`: post-import by `rules` returned"),
        "{text}"
    );
    assert!(yml
        .strings
        .iter()
        .all(|s| !s.entry["text"].as_str().is_some_and(|t| t.contains("yet"))));
    let title = yml
        .strings
        .iter()
        .find(|s| s.identifier().contains("title"))
        .expect("title");
    assert_eq!(title.entry["maxLength"], 40, "{:?}", title.entry);
    // parse-file gave the comment as context already: post-import does not add it twice.
    assert_eq!(
        title.entry["context"], "Shown at the top of every page",
        "{:?}",
        title.entry
    );
    assert_eq!(
        title.entry["labels"],
        json!(["header"]),
        "{:?}",
        title.entry
    );
    assert_eq!(yml.strings.len(), 2, "title and the plural remain");

    // What the platform holds: the uploaded strings and their pseudo-translations.
    let json_upload = d
        .uploads()
        .iter()
        .find(|u| u.name == "en.json")
        .expect("en.json");
    let strings = &json_upload.strings;
    assert!(strings.len() >= 5, "{} strings", strings.len());
    let expected = |lang: &str| -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = strings
            .iter()
            .map(|s| {
                let t = s.translations[lang]["text"].as_str().expect("plain");
                (s.identifier().to_owned(), t.to_owned())
            })
            .collect();
        v.sort();
        v
    };
    let registry = Registry::builtin();
    let read = |format: &str, path: &str, targets: &[&str]| {
        let bytes = std::fs::read(out.path().join("bundles").join(path))
            .unwrap_or_else(|e| panic!("{path}: {e}\n{text}"));
        let targets: Vec<_> = targets.iter().map(|t| cldr::language(t)).collect();
        let ctx = ParseContext {
            source: None,
            targets: &targets,
        };
        registry
            .get(format)
            .expect("format")
            .parse_all(&bytes, &ctx)
            .unwrap_or_else(|e| panic!("{path} does not read back: {e}"))
    };
    let translations = |parsed: &locforge_formats::Parsed, lang: &str| {
        let mut v: Vec<(String, String)> = parsed
            .entries
            .iter()
            .map(|e| {
                let t = e
                    .translations
                    .get(lang)
                    .map(|t| &t.text)
                    .or(e.existing.as_ref().map(|t| &t.text));
                let text = match t {
                    Some(Text::Plain(s)) => s.to_string(),
                    other => panic!("{}: {other:?}", e.identifier),
                };
                (e.identifier.to_string(), text)
            })
            .collect();
        v.sort();
        v
    };

    // PO keys strings by msgctxt (a keyed catalog), as `locforge convert` reads them back.
    let po = |mut parsed: locforge_formats::Parsed| {
        assert!(
            locforge_formats::convert::keyed_catalog(&mut parsed.entries),
            "keyed"
        );
        parsed
    };

    // One language: a monolingual JSON holds the translations; a PO holds them as msgstr.
    let json_de = read("json", "bundle-json/de.json", &[]);
    let mut got: Vec<(String, String)> = json_de
        .entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.main().to_owned()))
        .collect();
    got.sort();
    assert_eq!(got, expected("de"), "json bundle in de");
    assert_eq!(
        translations(&po(read("po", "bundle-po/de.po", &["de"])), "de"),
        expected("de")
    );
    // Two languages: one multilingual String Catalog and CSV each; JSON and PO one per language.
    let catalog = read(
        "xcstrings",
        "bundle-xcstrings/de+uk.xcstrings",
        &["de", "uk"],
    );
    assert_eq!(translations(&catalog, "de"), expected("de"));
    assert_eq!(translations(&catalog, "uk"), expected("uk"));
    let csv = read("csv", "bundle-csv/de+uk.csv", &["de", "uk"]);
    assert_eq!(translations(&csv, "uk"), expected("uk"));
    assert_eq!(
        translations(&po(read("po", "bundle-po/uk.po", &["uk"])), "uk"),
        expected("uk")
    );
    assert!(out.path().join("bundles/bundle-json/uk.json").exists());
    assert!(
        !out.path().join("bundles/bundle-json/de+uk.json").exists(),
        "a module without multilingualExport gets one job per language"
    );

    // Exports went through file-post-export: JSON minified with sorted keys, YAML and XML with
    // the header and CRLF line ends; each still reads as its format with its translations.
    let exported = |path: &str| std::fs::read(out.path().join(path)).expect(path);
    let json = exported("de/en.json");
    let text_json = String::from_utf8_lossy(&json);
    assert!(
        text_json.starts_with("{\"app\":{\"menu\":{\"open\":"),
        "{text_json}"
    );
    assert_eq!(text_json.matches('\n').count(), 1, "{text_json}");
    let parsed = registry
        .get("json")
        .expect("json")
        .parse_all(
            &json,
            &ParseContext {
                source: None,
                targets: &[],
            },
        )
        .expect("reads");
    let mut got: Vec<(String, String)> = parsed
        .entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.main().to_owned()))
        .collect();
    got.sort();
    assert_eq!(got, expected("de"));
    // The legacy de.json was aligned by context (key) with en.json's strings: its three
    // translations replaced the pseudo ones and are what the German export holds.
    assert!(
        text.contains("`de.json` aligned by `align`: 3 of 7 source strings got a de translation"),
        "{text}"
    );
    for (id, text) in [
        ("app.title", "Verfügbarkeitsmonitor"),
        ("app.menu.open", "Öffnen"),
        ("greeting", "Hallo, {name}!"),
    ] {
        assert!(
            got.contains(&(id.to_owned(), text.to_owned())),
            "{id}: {got:?}"
        );
    }
    for path in ["de/en.yml", "uk/strings.xml"] {
        let bytes = exported(path);
        let t = String::from_utf8_lossy(&bytes);
        assert!(t.contains("Exported by locforge"), "{path}: {t}");
        assert_eq!(
            t.matches('\n').count(),
            t.matches("\r\n").count(),
            "{path}: CRLF only"
        );
    }
    let yml = String::from_utf8_lossy(&exported("de/en.yml")).into_owned();
    assert!(yml.starts_with("# Exported by locforge\r\n\r\n"), "{yml}");
    // Re-indented from 2 to 4 spaces a level, the comment with its key.
    assert!(
        yml.contains("\r\n    # Shown at the top of every page\r\n    title: ")
            && yml.contains("\r\n    inbox:\r\n        empty: ")
            && yml.contains("\r\n            one: "),
        "{yml}"
    );
    assert!(
        String::from_utf8_lossy(&exported("uk/strings.xml")).starts_with(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<!-- Exported by locforge -->\r\n"
        )
    );
    running.stop().await.expect("stops");
}

fn strings_with_plural() -> Value {
    json!([
        {"id": 1, "identifier": "title", "text": "Files", "translations": {"de": {"text": "Dateien"}}},
        {"id": 2, "identifier": "files.count", "hasPlurals": true,
         "text": {"one": "{count} file", "other": "{count} files"},
         "translations": {"de": {"text": {"one": "{count} Datei", "other": "{count} Dateien"}}}}
    ])
}

fn lang(id: &str) -> Value {
    json!({"id": id, "pluralCategoryNames": ["one", "other"]})
}

fn bundle_job(strings: Value, targets: &[&str]) -> Value {
    json!({
        "jobType": "build-file",
        "sourceLanguage": lang("en"),
        "targetLanguages": targets.iter().map(|t| lang(t)).collect::<Vec<_>>(),
        "strings": strings,
    })
}

fn content(body: &Value) -> String {
    let b64 = body["data"]["content"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    String::from_utf8(
        base64::engine::general_purpose::STANDARD
            .decode(b64)
            .expect("base64"),
    )
    .expect("utf-8")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bundles_refuse_what_they_cannot_write_and_say_why() {
    let app = common::start_app(|c| c.modules.bundles = bundles()).await;
    let job = |key: &str, body: Value| {
        let app = &app;
        let key = key.to_owned();
        async move {
            let resp = app
                .post(
                    &format!("/bundle/{key}"),
                    Some(app.module_token(&key)),
                    &body,
                )
                .await;
            let status = resp.status();
            let json: Value = resp.json().await.expect("json");
            (status, json)
        }
    };

    // The manifest: stringsExport, extensions, multilingualExport where the format holds several.
    let (status, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    assert_eq!(status, StatusCode::OK);
    let manifest: Value = serde_json::from_slice(&manifest).expect("json");
    let modules = manifest["modules"]["custom-file-format"]
        .as_array()
        .expect("modules");
    let find = |key: &str| {
        modules
            .iter()
            .find(|m| m["key"] == key)
            .unwrap_or_else(|| panic!("no module {key}"))
    };
    let xc = find("bundle-xcstrings");
    assert_eq!(xc["stringsExport"], true);
    assert_eq!(xc["multilingualExport"], true);
    assert_eq!(xc["extensions"], json!([".xcstrings"]));
    assert_eq!(xc["url"], "/bundle/bundle-xcstrings");
    assert!(
        xc.get("signaturePatterns").is_none(),
        "no upload is a bundle's"
    );
    assert_eq!(find("bundle-json")["multilingualExport"], false);

    // A plural string a format cannot hold: a clear error naming it, unless flattened.
    let (status, body) = job("csv-strict", bundle_job(strings_with_plural(), &["de"])).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let message = body["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    assert!(
        message.contains("string `files.count` has plural forms")
            && message.contains("csv")
            && message.contains("flatten_plurals"),
        "{message}"
    );
    let (status, body) = job("bundle-csv", bundle_job(strings_with_plural(), &["de"])).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let csv = content(&body);
    assert!(csv.starts_with("key,en,de\n"), "{csv}");
    assert!(
        csv.contains("{count, plural, one {{count} Datei} other {{count} Dateien}}"),
        "{csv}"
    );
    // The same strings in a format with plurals keep them as plurals.
    let (_, body) = job("bundle-po", bundle_job(strings_with_plural(), &["de"])).await;
    let po = content(&body);
    assert!(po.contains("msgid_plural \"{count} files\""), "{po}");
    assert!(po.contains("msgstr[1] \"{count} Dateien\""), "{po}");

    // Requests a bundle cannot serve.
    let mut with_file = bundle_job(strings_with_plural(), &["de"]);
    with_file["file"] = json!({"name": "en.json", "content": "e30="});
    let (status, body) = job("bundle-json", with_file).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("strings alone")),
        "{body}"
    );
    let mut parse = bundle_job(strings_with_plural(), &["de"]);
    parse["jobType"] = json!("parse-file");
    let (status, body) = job("bundle-json", parse).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("not parse-file")),
        "{body}"
    );
    let (status, body) = job(
        "bundle-json",
        bundle_job(strings_with_plural(), &["de", "nl"]),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("one language per file") && m.contains("de, nl")),
        "{body}"
    );
    let mut no_strings = bundle_job(json!([]), &["de"]);
    no_strings
        .as_object_mut()
        .expect("object")
        .remove("strings");
    let (status, _) = job("bundle-json", no_strings).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, body) = job("bundle-pdf", bundle_job(strings_with_plural(), &["de"])).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    // A token minted for another module is refused.
    let resp = app
        .post(
            "/bundle/bundle-json",
            Some(app.module_token("bundle-po")),
            &bundle_job(strings_with_plural(), &["de"]),
        )
        .await;
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn an_unknown_bundle_format_stops_the_start_naming_the_key() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = common::test_config(dir.path());
    config.modules.bundles = vec![bundle("pdf", None, false)];
    let e = locforge::service::start(config)
        .await
        .err()
        .expect("refused")
        .to_string();
    assert!(
        e.contains("[[modules.bundles]] #1 (`bundle-pdf`): format = `pdf`"),
        "{e}"
    );
}

fn post_export_job(name: &str, content: &[u8]) -> Value {
    json!({
        "jobType": "post-export-file",
        "file": {"name": name, "content": base64::engine::general_purpose::STANDARD.encode(content)},
        "sourceLanguage": lang("en"),
        "targetLanguages": [lang("de")],
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn post_export_never_sends_a_broken_or_changed_file() {
    let app = common::start_app(|c| c.modules.post_exports = post_exports()).await;
    let job = |key: &str, body: Value| {
        let app = &app;
        let key = key.to_owned();
        async move {
            let resp = app
                .post(
                    &format!("/post-export/{key}"),
                    Some(app.module_token(&key)),
                    &body,
                )
                .await;
            let status = resp.status();
            let bytes = resp.bytes().await.expect("body");
            let json: Value = if bytes.is_empty() {
                Value::Null
            } else {
                serde_json::from_slice(&bytes).expect("json")
            };
            (status, json)
        }
    };
    let (_, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    let manifest: Value = serde_json::from_slice(&manifest).expect("json");
    assert_eq!(
        manifest["modules"]["file-post-export"][0],
        json!({"key": "tidy-json", "url": "/post-export/tidy-json", "signaturePatterns": {"fileName": "\\.json$"}})
    );

    // Rewritten: both job-type spellings.
    let (status, body) = job(
        "tidy-json",
        post_export_job("de.json", b"{ \"b\": \"B\",\n \"a\": \"A\" }\n"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(content(&body), "{\"a\":\"A\",\"b\":\"B\"}\n");
    let mut spec = post_export_job("de.json", b"{ \"b\": \"B\" }");
    spec["jobType"] = json!("file-post-export");
    let (status, body) = job("tidy-json", spec).await;
    assert_eq!(
        (status, content(&body)),
        (StatusCode::OK, "{\"b\":\"B\"}".to_owned())
    );

    // Nothing to change, or an asset: 304 with no body, as the official framework answers.
    let (status, body) = job("tidy-json", post_export_job("de.json", b"{\"a\":\"A\"}")).await;
    assert_eq!((status, body), (StatusCode::NOT_MODIFIED, Value::Null));
    let mut asset = post_export_job("logo.png", b"\x89PNG");
    asset["file"]["type"] = json!("assets");
    let (status, _) = job("tidy-json", asset).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);

    // A built file that does not read: refused with its position.
    let (status, body) = job(
        "tidy-json",
        post_export_job("de.json", b"{\n  \"a\": \"A\"\n  \"b\": 1\n}"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let m = body["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    assert!(m.contains("de.json:3:3"), "{m}");
    // CRLF inside a quoted CSV cell would change the string: refused, nothing sent.
    let csv = b"key,en,de\ngreeting,\"Hello\nworld\",\"Hallo\nWelt\"\n";
    let (status, body) = job("crlf", post_export_job("de.csv", csv)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let m = body["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    assert!(
        m.contains("would change the strings of de.csv") && m.contains("greeting"),
        "{m}"
    );
    assert!(body["data"].get("content").is_none(), "{body}");
    // YAML re-indented to 4 spaces (then the header and CRLF); a flow collection over several
    // lines cannot be re-indented safely: refused with its position, nothing sent.
    let (status, body) = job(
        "header",
        post_export_job(
            "de.yml",
            b"de:\n  a: A\n  # about b\n  b:\n    c: |\n      C\n",
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        content(&body),
        "# Exported by locforge\r\n\r\nde:\r\n    a: A\r\n    # about b\r\n    b:\r\n        c: |\r\n            C\r\n"
    );
    let (status, body) = job(
        "header",
        post_export_job("de.yml", b"de:\n  list: [a,\n    b]\n"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let m = body["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    assert!(
        m.contains("cannot re-indent de.yml")
            && m.contains("de.yml:2:9: a flow collection over several lines"),
        "{m}"
    );
    assert!(body["data"].get("content").is_none(), "{body}");
    // A header in a format without comments.
    let (status, body) = job("header", post_export_job("de.csv", b"key,en\na,A\n")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let m = body["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    assert!(m.contains("hold no comments"), "{m}");

    // Requests a post-export module cannot serve.
    let mut parse = post_export_job("de.json", b"{}");
    parse["jobType"] = json!("parse-file");
    let (status, _) = job("tidy-json", parse).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = job("nope", post_export_job("de.json", b"{}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, body, _) = app
        .job("/api/file/process", &post_export_job("de.json", b"{}"))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
}

fn pre_import_job(name: &str, content: &[u8]) -> Value {
    json!({
        "jobType": "file-pre-import",
        "file": {"name": name, "content": base64::engine::general_purpose::STANDARD.encode(content)},
        "sourceLanguage": lang("en"),
        "targetLanguages": [],
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pre_import_refuses_a_broken_file_with_its_position() {
    let app = common::start_app(|c| c.modules.pre_imports = pre_imports()).await;
    let job = |key: &str, body: Value| {
        let app = &app;
        let key = key.to_owned();
        async move {
            let resp = app
                .post(
                    &format!("/pre-import/{key}"),
                    Some(app.module_token(&key)),
                    &body,
                )
                .await;
            let status = resp.status();
            let bytes = resp.bytes().await.expect("body");
            let json: Value = if bytes.is_empty() {
                Value::Null
            } else {
                serde_json::from_slice(&bytes).expect("json")
            };
            (status, json)
        }
    };
    let (_, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    let manifest: Value = serde_json::from_slice(&manifest).expect("json");
    assert_eq!(
        manifest["modules"]["file-pre-import"][0]["url"],
        "/pre-import/utf8"
    );

    // A broken file: refused with file, line and column before the platform imports it.
    let (status, body) = job(
        "utf8",
        pre_import_job("en.json", b"{\n  \"a\": \"A\",\n  \"b\" \"B\"\n}\n"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let m = body["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    assert!(m.starts_with("en.json:3:"), "{m}");
    let (status, body) = job(
        "utf8",
        pre_import_job(
            "strings.xml",
            b"<resources>\n  <string name=\"a\">A</strin>\n</resources>\n",
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let m = body["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    assert!(m.starts_with("strings.xml:2:"), "{m}");
    // Not UTF-8 and declaring nothing: refused at the byte.
    let (_, body) = job("utf8", pre_import_job("en.json", b"{\"a\": \"caf\xe9\"}")).await;
    let m = body["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    assert!(m.starts_with("en.json:1:11:") && m.contains("0xE9"), "{m}");

    // UTF-16 with a BOM, and a UTF-8 BOM with CRLF: UTF-8 without BOM, LF for the `lf` module.
    let mut utf16 = vec![0xff, 0xfe];
    utf16.extend(
        "{\"a\": \"Grüße\"}"
            .encode_utf16()
            .flat_map(u16::to_le_bytes),
    );
    let (status, body) = job("utf8", pre_import_job("en.json", &utf16)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(content(&body), "{\"a\": \"Grüße\"}");
    let (_, body) = job(
        "lf",
        pre_import_job("en.yml", "\u{feff}en:\r\n  a: Ä\r\n".as_bytes()),
    )
    .await;
    assert_eq!(content(&body), "en:\n  a: Ä\n");
    // Framework spelling; nothing to change → 304; an asset → 304.
    let mut framework = pre_import_job("en.json", b"{\"a\": \"A\"}");
    framework["jobType"] = json!("pre-import-file");
    let (status, body) = job("utf8", framework).await;
    assert_eq!((status, body), (StatusCode::NOT_MODIFIED, Value::Null));
    let mut asset = pre_import_job("logo.png", b"\x89PNG");
    asset["file"]["type"] = json!("assets");
    let (status, _) = job("utf8", asset).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);

    // Requests a pre-import module cannot serve.
    let mut build = pre_import_job("en.json", b"{}");
    build["jobType"] = json!("build-file");
    let (status, _) = job("utf8", build).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = job("nope", pre_import_job("en.json", b"{}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

fn post_import_job(strings: Value) -> Value {
    json!({
        "jobType": "post-import-file",
        "file": {"name": "en.yml"},
        "sourceLanguage": lang("en"),
        "targetLanguages": [],
        "strings": strings,
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn post_import_drops_hides_and_labels_by_croql() {
    let app = common::start_app(|c| c.modules.post_imports = post_imports()).await;
    let job = |body: Value| {
        let app = &app;
        async move {
            let resp = app
                .post("/post-import/rules", Some(app.module_token("rules")), &body)
                .await;
            let status = resp.status();
            let bytes = resp.bytes().await.expect("body");
            let json: Value = if bytes.is_empty() {
                Value::Null
            } else {
                serde_json::from_slice(&bytes).expect("json")
            };
            (status, json)
        }
    };
    let strings = json!([
        {"identifier": "title", "text": "Welcome", "labels": ["existing"]},
        {"identifier": "empty", "text": "Nothing here yet"},
        {"identifier": "secret", "text": "Hidden feature", "isHidden": false},
        {"identifier": "plain", "text": "Plain", "customData": "kept"}
    ]);
    let (status, body) = job(post_import_job(strings)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let got = body["data"]["strings"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"));
    let ids: Vec<&str> = got
        .iter()
        .filter_map(|s| s["identifier"].as_str())
        .collect();
    assert_eq!(ids, ["title", "secret", "plain"], "{body}");
    assert_eq!(got[0]["labels"], json!(["existing", "header"]));
    assert_eq!(got[0]["maxLength"], 40, "{body}");
    assert!(got[1].get("maxLength").is_none(), "{body}");
    assert_eq!(got[1]["isHidden"], true);
    assert_eq!(got[2]["customData"], "kept");
    // No rule matches: 304, as the framework's notModified.
    let (status, _) = job(post_import_job(
        json!([{"identifier": "plain", "text": "Plain"}]),
    ))
    .await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    // Context from the file's comments: by identifier (appended to a context the string has),
    // else by a source text only one string of the file has; then the rules.
    let yml = "en:\n  # Shown on the title bar\n  title: Welcome\n  menu:\n    # Opens a file\n    open: Open\n    # Closes the window\n    close: Close\n  plain: Plain\n";
    let mut with_file = post_import_job(json!([
        {"identifier": "title", "text": "Welcome", "context": "Platform note"},
        {"identifier": "menu.open", "text": "Open"},
        {"identifier": "platform-7", "text": "Close"},
        {"identifier": "plain", "text": "Plain"}
    ]));
    with_file["file"]["content"] = json!(base64::engine::general_purpose::STANDARD.encode(yml));
    let (status, body) = job(with_file.clone()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let got = &body["data"]["strings"];
    assert_eq!(
        got[0]["context"], "Platform note\nShown on the title bar",
        "{body}"
    );
    assert_eq!(got[0]["maxLength"], 40, "{body}");
    assert_eq!(got[1]["context"], "Opens a file", "{body}");
    assert_eq!(got[2]["context"], "Closes the window", "{body}");
    assert!(got[3].get("context").is_none(), "{body}");
    // Strings that hold the comment already, and no rule matching: 304.
    let mut again = post_import_job(json!([
        {"identifier": "menu.open", "text": "Open", "context": "Opens a file"},
        {"identifier": "plain", "text": "Plain"}
    ]));
    again["file"] = with_file["file"].clone();
    assert_eq!(job(again).await.0, StatusCode::NOT_MODIFIED);
    // PO: the extracted comment (`#.`) and the reference, matched by the source text.
    let po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#. Button on the toolbar\n#: src/toolbar.c:12\nmsgid \"Save\"\nmsgstr \"\"\n";
    let mut po_job = post_import_job(json!([{"identifier": "save-1", "text": "Save"}]));
    po_job["file"] = json!({"name": "messages.po", "content": base64::engine::general_purpose::STANDARD.encode(po)});
    let (status, body) = job(po_job).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["data"]["strings"][0]["context"],
        "Button on the toolbar\nReferences: src/toolbar.c:12",
        "{body}"
    );
    // A file that does not read: refused with its position, nothing stored.
    let mut broken = post_import_job(json!([{"identifier": "a", "text": "A"}]));
    broken["file"]["content"] =
        json!(base64::engine::general_purpose::STANDARD.encode("en:\n  a: \"A\n"));
    let (status, body) = job(broken).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let m = body["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    assert!(
        m.contains("reads the file's comments") && m.contains("en.yml:2:"),
        "{m}"
    );

    // Without strings: 400; another job type: 400.
    let mut none = post_import_job(json!([]));
    none.as_object_mut().expect("object").remove("strings");
    assert_eq!(job(none).await.0, StatusCode::BAD_REQUEST);
    let mut parse = post_import_job(json!([]));
    parse["jobType"] = json!("parse-file");
    assert_eq!(job(parse).await.0, StatusCode::BAD_REQUEST);

    // A predicate that does not compile stops the start with the caret message.
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = common::test_config(dir.path());
    let mut bad = post_imports();
    bad[0].rules[0].when = "text contians \"yet\"".into();
    config.modules.post_imports = bad;
    let e = locforge::service::start(config)
        .await
        .err()
        .expect("refused")
        .to_string();
    assert!(
        e.contains("[[modules.post_imports]] `rules` rules[0]: when does not compile")
            && e.contains('^'),
        "{e}"
    );
    // A max-length rule with a length that is no length stops the start, naming the rule.
    for n in [0, -5] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut config = common::test_config(dir.path());
        let mut bad = post_imports();
        bad[0].rules[3].max_length = Some(n);
        config.modules.post_imports = bad;
        let e = locforge::service::start(config)
            .await
            .err()
            .expect("refused")
            .to_string();
        assert!(
            e.contains(&format!(
                "`rules` rules[3]: max_length = {n}; expected a length of at least 1"
            )),
            "{e}"
        );
    }
}

/// A translations-alignment job in the framework's shape.
fn alignment_job(source: Value, translated: Value, file: Value) -> Value {
    json!({
        "jobType": "translations-alignment-file",
        "file": file,
        "sourceLanguage": {"id": "en"},
        "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}],
        "sourceStrings": source,
        "translationStrings": translated,
    })
}

#[tokio::test]
async fn alignment_pairs_translated_strings_by_id_context_source_text_and_position() {
    let app = common::start_app(|c| {
        c.modules.alignments = vec![AlignmentConfig {
            key: "align".into(),
            file_name_pattern: None,
        }];
        c.limits.inline_threshold = 400;
    })
    .await;
    let job = |body: Value| {
        let app = &app;
        async move {
            let resp = app
                .post(
                    "/translations-alignment/align",
                    Some(app.module_token("align")),
                    &body,
                )
                .await;
            let status = resp.status();
            let json: Value = resp.json().await.expect("json");
            (status, json)
        }
    };
    let pairs = |body: &Value| -> Vec<(i64, Value)> {
        body["data"]["translations"]
            .as_array()
            .unwrap_or_else(|| panic!("{body}"))
            .iter()
            .map(|t| (t["sourceStringId"].as_i64().expect("id"), t["text"].clone()))
            .collect()
    };
    // Key-value strings: the platform puts the key in the context.
    let source = json!([
        {"id": 10, "text": "Open", "context": "menu.open"},
        {"id": 11, "text": "Close", "context": "menu.close"},
        {"id": 12, "text": {"one": "{n} file", "other": "{n} files"}, "context": "files"},
    ]);
    let translated = json!([
        {"id": null, "text": "Schließen", "context": "menu.close"},
        {"id": null, "text": {"one": "{n} Datei", "other": "{n} Dateien"}, "context": "files"},
        {"id": null, "text": "Öffnen", "context": "menu.open"},
    ]);
    let (status, body) = job(alignment_job(source.clone(), translated, Value::Null)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        pairs(&body),
        [
            (10, json!("Öffnen")),
            (11, json!("Schließen")),
            (12, json!({"one": "{n} Datei", "other": "{n} Dateien"})),
        ]
    );
    // No contexts, same structure: by position.
    let plain = json!([{"id": 1, "text": "Yes"}, {"id": 2, "text": "No"}]);
    let (_, body) = job(alignment_job(
        plain.clone(),
        json!([{"id": null, "text": "Ja"}, {"id": null, "text": "Nein"}]),
        Value::Null,
    ))
    .await;
    assert_eq!(pairs(&body), [(1, json!("Ja")), (2, json!("Nein"))]);
    // A legacy PO file: its msgid/msgstr pairs align by source text, whatever the order.
    let po = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\nmsgid \"No\"\nmsgstr \"Nein\"\n\nmsgid \"Yes\"\nmsgstr \"Ja\"\n";
    let file = json!({"name": "legacy.po", "content": common::b64(po.as_bytes())});
    let (status, body) = job(alignment_job(plain.clone(), json!([]), file)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(pairs(&body), [(1, json!("Ja")), (2, json!("Nein"))]);
    // A broken file is refused with its position, not aligned wrongly.
    let broken =
        json!({"name": "legacy.po", "content": common::b64(b"msgid \"Yes\nmsgstr \"Ja\"\n")});
    let (status, body) = job(alignment_job(plain.clone(), json!([]), broken)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("legacy.po:1:")),
        "{body}"
    );
    // Many pairs: past the inline threshold they come as an NDJSON translationsUrl.
    let many_source: Vec<Value> = (0..40)
        .map(|i| json!({"id": i, "text": format!("Text {i}"), "context": format!("k{i}")}))
        .collect();
    let many_translated: Vec<Value> = (0..40)
        .rev()
        .map(|i| json!({"id": null, "text": format!("Text {i} (de)"), "context": format!("k{i}")}))
        .collect();
    let (status, body) = job(alignment_job(
        json!(many_source),
        json!(many_translated),
        Value::Null,
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let url = body["data"]["translationsUrl"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    let (status, ndjson) = app.get(url).await;
    assert_eq!(status, StatusCode::OK);
    let lines: Vec<Value> = String::from_utf8(ndjson)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect();
    assert_eq!(lines.len(), 40);
    assert_eq!(
        lines[7],
        json!({"sourceStringId": 7, "text": "Text 7 (de)"})
    );

    // Bad input: nothing to align, no source strings, another job type, unknown module.
    let (status, body) = job(alignment_job(plain.clone(), json!([]), Value::Null)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body.to_string().contains("nothing to align"), "{body}");
    let mut no_source = alignment_job(plain.clone(), json!([]), Value::Null);
    no_source
        .as_object_mut()
        .expect("object")
        .remove("sourceStrings");
    let (status, body) = job(no_source).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body.to_string().contains("sourceStrings"), "{body}");
    let mut parse = alignment_job(plain, json!([]), Value::Null);
    parse["jobType"] = json!("parse-file");
    assert_eq!(job(parse).await.0, StatusCode::BAD_REQUEST);
    let resp = app
        .post(
            "/translations-alignment/nope",
            Some(app.module_token("nope")),
            &json!({}),
        )
        .await;
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
}
