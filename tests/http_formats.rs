//! End-to-end over HTTP for every registered format: parse-file of a real corpus file, build-file
//! with changed translations, and parse-file of the built file as a translation upload gives the
//! translations back.

mod common;

use common::*;
use serde_json::{json, Value};

/// One real corpus file per format (relative to the repository's `corpus/`).
const SAMPLES: &[(&str, &str)] = &[
    ("json", "json/nested/primelocale/en.json"),
    ("json-reference", "json/flat/uptime-kuma/src/lang/en.json"),
    (
        "i18next",
        "json/i18next/headlamp/frontend/src/i18n/locales/en/translation.json",
    ),
    (
        "arb",
        "json/arb/flutter/packages/flutter_localizations/lib/src/l10n/material_en.arb",
    ),
    (
        "formatjs",
        "json/formatjs/overseerr/src/i18n/locale/ru.json",
    ),
    (
        "po",
        "po/django/django/contrib/admin/locale/de/LC_MESSAGES/django.po",
    ),
    ("android", "android/aosp-calendar/res/values/strings.xml"),
    (
        "xliff12",
        "xliff12/symfony/Security/Core/Resources/translations/security.de.xlf",
    ),
    ("xliff2", "xliff2/symfony-fixtures/resources-2.0-name.xlf"),
    (
        "strings",
        "apple/duckduckgo-ios/DuckDuckGo/en.lproj/Localizable.strings",
    ),
    (
        "stringsdict",
        "apple/duckduckgo-ios/DuckDuckGo/en.lproj/Localizable.stringsdict",
    ),
    ("yaml", "yaml/rails-i18n/rails/locale/en.yml"),
    ("resx", "resx/msbuild/src/MSBuild/Resources/Strings.resx"),
    (
        "fluent",
        "fluent/firefox-l10n-source/browser/browser/tabbrowser.ftl",
    ),
    (
        "structured-json",
        "json/structured/odk-central-frontend/apps/central/transifex/strings_en.json",
    ),
    (
        "properties",
        "properties/jenkins/hudson/model/Messages.properties",
    ),
    (
        "xcstrings",
        "apple/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/FormatSpecifiers.xcstrings",
    ),
    (
        "csv",
        "csv/godot-demo-projects/gui/translation/translations/csv/text.csv",
    ),
    ("ini", "ini/gogs/conf/locale/locale_en-US.ini"),
    ("srt", "subtitles/go-astisub/testdata/example-in.srt"),
    ("vtt", "subtitles/ableplayer/media/itaccess_captions_en.vtt"),
    (
        "php",
        "php/laravel-framework/src/Illuminate/Translation/lang/en/validation.php",
    ),
    ("ts", "ts/feathercoin/src/qt/locale/bitcoin_ru.ts"),
    ("tmx", "tmx/okapi/website/sample14b.tmx"),
    (
        "webext",
        "json/webext/webextensions-examples/notify-link-clicks-i18n/_locales/en/messages.json",
    ),
    (
        "resjson",
        "json/resjson/winjs/src/strings/de-de/Microsoft.WinJS.resjson",
    ),
    (
        "go-i18n",
        "json/go-i18n/matterpoll/assets/i18n/active.ru.json",
    ),
    (
        "i18next-v3",
        "json/i18next/react-i18next/example/react-typescript/public/locales/sv/translation.json",
    ),
    ("toml", "toml/gohugo-theme-ananke/i18n/ru.toml"),
    ("mo", "mo/polib/tests/test_utf8.mo"),
    ("markdown", "markdown/rust-book/src/ch01-01-installation.md"),
    (
        "docx",
        "docx/python-docx/features/steps/test_files/blk-paras-and-tables.docx",
    ),
    (
        "html",
        "html/transactional-email-templates/templates/alert.html",
    ),
    ("xlsx", "xlsx/apache-poi/InlineStrings.xlsx"),
];

fn corpus(rel: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(rel);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn de() -> Value {
    json!({"id": "de", "locale": "de-DE", "pluralCategoryNames": ["one", "other"], "pluralRules": "(n != 1)"})
}

/// The strings of a parse-file answer, following `stringsUrl` when the result was spilled.
async fn strings_of(app: &App, data: &Value) -> Vec<Value> {
    if let Some(s) = data["strings"].as_array() {
        return s.clone();
    }
    let url = data["stringsUrl"]
        .as_str()
        .unwrap_or_else(|| panic!("no strings in {data}"));
    let (status, body) = app.get(url).await;
    assert_eq!(status, 200);
    String::from_utf8(body)
        .expect("utf8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect()
}

/// The translation we send for a source text: marked so it cannot equal the source.
fn mark(s: &str) -> String {
    format!("«{s}»")
}

#[tokio::test]
async fn every_format_round_trips_through_the_service() {
    let app = start_app(|c| c.limits.inline_threshold = 200_000).await;
    let (_, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    let manifest: Value = serde_json::from_slice(&manifest).expect("manifest");
    let served: Vec<String> = manifest["modules"]["custom-file-format"]
        .as_array()
        .expect("modules")
        .iter()
        .map(|m| m["key"].as_str().unwrap_or_default().to_owned())
        .collect();
    for key in &served {
        assert!(
            SAMPLES.iter().any(|(k, _)| k == key),
            "no round-trip sample for served format `{key}`"
        );
    }
    for (key, rel) in SAMPLES {
        let content = corpus(rel);
        let name = rel.rsplit('/').next().expect("name");
        let url = format!("/process/{key}");
        let (status, body, _) = app
            .job(&url, &json!({"jobType": "parse-file", "file": {"name": name, "content": b64(&content)},
                               "sourceLanguage": {"id": "en", "pluralCategoryNames": ["one", "other"]}, "targetLanguages": []}))
            .await;
        assert_eq!(status, 200, "{key}: {body}");
        assert!(body.get("error").is_none(), "{key}: {body}");
        let strings = strings_of(&app, &body["data"]).await;
        assert!(strings.len() >= 3, "{key}: only {} strings", strings.len());
        // Translate every string; plural strings get the target's categories.
        let mut sent = Vec::new();
        for s in &strings {
            let text = match &s["text"] {
                Value::String(t) => json!(mark(t)),
                Value::Object(forms) => {
                    let other = forms
                        .get("other")
                        .and_then(Value::as_str)
                        .unwrap_or_default();
                    json!({"one": mark(forms.get("one").and_then(Value::as_str).unwrap_or(other)), "other": mark(other)})
                }
                other => panic!("{key}: unexpected text {other}"),
            };
            let mut s = s.clone();
            s["translations"] = json!({"de": {"text": text, "status": "translated"}});
            sent.push(s);
        }
        let (status, body, _) = app
            .job(
                &url,
                &json!({"jobType": "build-file", "file": {"name": name, "content": b64(&content)},
                               "targetLanguages": [de()], "strings": sent}),
            )
            .await;
        assert_eq!(status, 200, "{key}: {body}");
        let built = match body["data"]["content"].as_str() {
            Some(c) => unb64(c),
            None => {
                app.get(
                    body["data"]["contentUrl"]
                        .as_str()
                        .unwrap_or_else(|| panic!("{key}: {body}")),
                )
                .await
                .1
            }
        };
        assert_ne!(built, content, "{key}: nothing changed");
        // Upload the built file as German translations: every string comes back translated.
        let (status, body, _) = app
            .job(&url, &json!({"jobType": "parse-file", "file": {"name": name, "content": b64(&built)}, "targetLanguages": [de()]}))
            .await;
        assert_eq!(status, 200, "{key}: {body}");
        let back = strings_of(&app, &body["data"]).await;
        assert_eq!(back.len(), sent.len(), "{key}: string count changed");
        for (want, got) in sent.iter().zip(&back) {
            // A document's identifiers derive from its texts (Markdown, DOCX, HTML; see
            // docs/FORMATS.md), and XLSX is compared the same way: by position.
            if !matches!(*key, "markdown" | "docx" | "html" | "xlsx") {
                assert_eq!(
                    want["identifier"], got["identifier"],
                    "{key}: identifiers changed"
                );
            }
            let expected = &want["translations"]["de"]["text"];
            let actual = got["translations"]["de"]["text"].clone();
            let actual = if actual.is_null() {
                got["text"].clone()
            } else {
                actual
            };
            assert_eq!(
                &actual, expected,
                "{key}: `{}` did not come back",
                want["identifier"]
            );
        }
        assert!(
            body["data"].get("preview").is_none(),
            "{key}: no preview on translation uploads"
        );
    }
}

fn lang(id: &str, categories: &[&str]) -> Value {
    json!({"id": id, "pluralCategoryNames": categories})
}

/// The multilingual formats (`multilingual: true` in the manifest): one build-file with three
/// target languages gives one file holding all three, and parsing that file with the three
/// targets gives every translation back; the other formats are declared single-language.
#[tokio::test]
async fn multilingual_formats_build_every_target_into_one_file() {
    let app = start_app(|_| {}).await;
    let (_, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    let manifest: Value = serde_json::from_slice(&manifest).expect("manifest");
    let multilingual: Vec<&str> = manifest["modules"]["custom-file-format"]
        .as_array()
        .expect("modules")
        .iter()
        .filter(|m| m["multilingual"] == json!(true))
        .map(|m| m["key"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(multilingual, ["tmx", "xcstrings", "csv"]);
    let targets = json!([
        lang("de", &["one", "other"]),
        lang("fr", &["one", "many", "other"]),
        lang("ja", &["other"])
    ]);
    for (key, rel) in [
        ("tmx", "tmx/okapi/website/sample14b.tmx"),
        (
            "xcstrings",
            "apple/xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/FormatSpecifiers.xcstrings",
        ),
        (
            "csv",
            "csv/godot-demo-projects/gui/translation/translations/csv/text.csv",
        ),
    ] {
        let content = corpus(rel);
        let name = rel.rsplit('/').next().expect("name");
        let url = format!("/process/{key}");
        let (status, body, _) = app
            .job(&url, &json!({"jobType": "parse-file", "file": {"name": name, "content": b64(&content)},
                               "sourceLanguage": lang("en", &["one", "other"]), "targetLanguages": []}))
            .await;
        assert_eq!(status, 200, "{key}: {body}");
        let strings = strings_of(&app, &body["data"]).await;
        let plain: Vec<&Value> = strings.iter().filter(|s| s["text"].is_string()).collect();
        assert!(plain.len() >= 3, "{key}: {} plain strings", plain.len());
        let sent: Vec<Value> = plain
            .iter()
            .map(|s| {
                let id = s["identifier"].as_str().expect("identifier");
                json!({"identifier": id, "text": s["text"], "translations": {
                    "de": {"text": format!("de «{id}»")},
                    "fr": {"text": format!("fr «{id}» l'été")},
                    "ja": {"text": format!("ja「{id}」")}}})
            })
            .collect();
        let (status, body, _) = app
            .job(
                &url,
                &json!({"jobType": "build-file", "file": {"name": name, "content": b64(&content)},
                               "targetLanguages": targets, "strings": sent}),
            )
            .await;
        assert_eq!(status, 200, "{key}: {body}");
        assert!(body.get("error").is_none(), "{key}: {body}");
        let built = unb64(body["data"]["content"].as_str().expect("one inline file"));
        let (status, body, _) = app
            .job(
                &url,
                &json!({"jobType": "parse-file", "file": {"name": name, "content": b64(&built)},
                               "targetLanguages": targets}),
            )
            .await;
        assert_eq!(status, 200, "{key}: {body}");
        let back = strings_of(&app, &body["data"]).await;
        for want in &sent {
            let got = back
                .iter()
                .find(|s| s["identifier"] == want["identifier"])
                .unwrap_or_else(|| panic!("{key}: {} is gone", want["identifier"]));
            for l in ["de", "fr", "ja"] {
                assert_eq!(
                    got["translations"][l]["text"], want["translations"][l]["text"],
                    "{key}: {} in {l}",
                    want["identifier"]
                );
            }
        }
    }
    // A single-language format refuses several targets, naming them.
    let content = br#"{"a": "A"}"#;
    let (status, body, _) = app
        .job("/process/json", &json!({"jobType": "build-file", "file": {"name": "en.json", "content": b64(content)},
                                      "targetLanguages": targets, "strings": [{"identifier": "a", "text": "A"}]}))
        .await;
    assert_eq!(status, 200, "{body}");
    let message = body["error"]["message"].as_str().unwrap_or_default();
    assert!(message.contains("de, fr, ja"), "{body}");
}
