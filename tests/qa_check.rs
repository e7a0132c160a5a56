//! External QA check modules over real HTTP: the manifest names them, the platform's batch (the
//! official framework's shape, `{"data": {strings, translations, …}}`) gets one validation per
//! translation with the qa-gate's checks and messages, per plural form; a module runs only the
//! checks it lists; and the bad input: a batch over the module's size, a translation of a string
//! the batch lacks, no token, a token for another module, an unknown module, a body that is not
//! JSON.

mod common;

use axum::http::StatusCode;
use locforge::config::qa_checks::QaCheckConfig;
use serde_json::{json, Value};

fn module(key: &str, batch_size: Option<usize>, checks: Option<&[&str]>) -> QaCheckConfig {
    QaCheckConfig {
        key: Some(key.into()),
        name: None,
        description: Some("Placeholders, tags and lengths".into()),
        batch_size,
        checks: checks.map(|c| c.iter().map(|s| s.to_string()).collect()),
    }
}

async fn app() -> common::App {
    common::start_app(|c| {
        c.modules.qa_checks = vec![
            module("qa", Some(4), None),
            module("lengths", None, Some(&["max_length"])),
        ];
    })
    .await
}

/// The batch the platform sends: three strings (one plural) and their translations.
fn batch() -> Value {
    json!({"data": {
        "project": {"id": 7},
        "sourceLanguage": {"id": "en"},
        "targetLanguage": {"id": "de"},
        "strings": [
            {"id": 1, "text": "Hello {name}", "maxLength": 0},
            {"id": 2, "text": {"one": "{count} file", "other": "{count} files"}},
            {"id": 3, "text": "Save <b>now</b>", "maxLength": 6},
        ],
        "translations": [
            {"id": 11, "stringId": 1, "text": "Hallo"},
            {"id": 21, "stringId": 2, "text": "{count} Datei", "pluralCategoryName": "one"},
            {"id": 22, "stringId": 2, "text": "Dateien", "pluralCategoryName": "other"},
            {"id": 31, "stringId": 3, "text": "Jetzt <b>speichern</b>"},
        ],
    }})
}

async fn validate(app: &common::App, key: &str, body: &Value) -> (StatusCode, Value) {
    let resp = app
        .post(
            &format!("/qa-check/{key}/validate"),
            Some(app.module_token(key)),
            body,
        )
        .await;
    let status = resp.status();
    let json = resp.json().await.expect("JSON answer");
    (status, json)
}

#[tokio::test]
async fn the_manifest_names_each_module_and_its_batch_size() {
    let app = app().await;
    let (status, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    assert_eq!(status, StatusCode::OK);
    let manifest: Value = serde_json::from_slice(&manifest).expect("JSON");
    let qa = &manifest["modules"]["external-qa-check"];
    assert_eq!(qa.as_array().map(Vec::len), Some(2), "{qa}");
    assert_eq!(qa[0]["key"], "qa");
    assert_eq!(qa[0]["runQaCheckUrl"], "/qa-check/qa/validate");
    assert_eq!(qa[0]["getBatchSizeUrl"], "/qa-check/qa/batch-size");
    assert_eq!(qa[0]["description"], "Placeholders, tags and lengths");
    assert!(qa[0]["name"].as_str().is_some_and(|n| !n.is_empty()));
    let (status, size) = app
        .get(&format!("{}/qa-check/qa/batch-size", app.base))
        .await;
    assert_eq!(status, StatusCode::OK);
    let size: Value = serde_json::from_slice(&size).expect("JSON");
    assert_eq!(size, json!({"data": {"size": 4}}));
    let (_, size) = app
        .get(&format!("{}/qa-check/lengths/batch-size", app.base))
        .await;
    let size: Value = serde_json::from_slice(&size).expect("JSON");
    assert_eq!(size["data"]["size"], 100);
    let (status, _) = app
        .get(&format!("{}/qa-check/nope/batch-size", app.base))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn each_translation_gets_the_qa_gate_checks_per_plural_form() {
    let app = app().await;
    let (status, answer) = validate(&app, "qa", &batch()).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let v = answer["data"]["validations"]
        .as_array()
        .expect("validations");
    let ids: Vec<i64> = v
        .iter()
        .filter_map(|x| x["translationId"].as_i64())
        .collect();
    assert_eq!(
        ids,
        [11, 21, 22, 31],
        "one validation per translation, in order"
    );
    let message = |i: usize| v[i]["error"]["message"].as_str().unwrap_or("").to_owned();
    // `{name}` lost.
    assert_eq!(v[0]["passed"], false);
    assert!(
        message(0).contains("placeholders differ") && message(0).contains("{name}"),
        "{}",
        message(0)
    );
    // The `one` form keeps `{count}`; the `other` form lost it and is named by its category.
    assert_eq!(v[1]["passed"], true, "{}", v[1]);
    assert!(v[1].get("error").is_none());
    assert_eq!(v[2]["passed"], false);
    assert!(
        message(2).starts_with("other: placeholders differ"),
        "{}",
        message(2)
    );
    // Tags kept, but longer than maxLength 6.
    assert_eq!(v[3]["passed"], false);
    assert!(
        message(3).contains("more than maxLength 6") && !message(3).contains("tags"),
        "{}",
        message(3)
    );

    // A bare batch (no `data`) is read the same.
    let (status, bare) = validate(&app, "qa", &batch()["data"]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(bare, answer);
}

#[tokio::test]
async fn a_module_runs_only_the_checks_it_lists() {
    let app = app().await;
    let (status, answer) = validate(&app, "lengths", &batch()).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let passed: Vec<bool> = answer["data"]["validations"]
        .as_array()
        .expect("validations")
        .iter()
        .map(|x| x["passed"] == true)
        .collect();
    // Only the length of string 3 fails; lost placeholders are not this module's business.
    assert_eq!(passed, [true, true, true, false]);
}

#[tokio::test]
async fn bad_batches_are_refused_with_the_reason() {
    let app = app().await;
    // Over the batch size of 4.
    let mut big = batch();
    let extra = json!({"id": 12, "stringId": 1, "text": "Hallo {name}"});
    big["data"]["translations"]
        .as_array_mut()
        .expect("array")
        .push(extra);
    let (status, answer) = validate(&app, "qa", &big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        answer.to_string().contains("holds 5 translations")
            && answer.to_string().contains("at most 4"),
        "{answer}"
    );
    // A translation of a string the batch lacks.
    let mut orphan = batch();
    orphan["data"]["translations"][0]["stringId"] = json!(99);
    let (status, answer) = validate(&app, "qa", &orphan).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        answer
            .to_string()
            .contains("string 99, which is not among the batch's strings"),
        "{answer}"
    );
    // A translation without an id.
    let mut no_id = batch();
    no_id["data"]["translations"][1]
        .as_object_mut()
        .expect("object")
        .remove("id");
    let (status, answer) = validate(&app, "qa", &no_id).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        answer.to_string().contains("translations[1] has no `id`"),
        "{answer}"
    );
    // Not JSON.
    let resp = app
        .http
        .post(format!("{}/qa-check/qa/validate", app.base))
        .bearer_auth(app.module_token("qa"))
        .body("{not json")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    // No token, a token for another module, an unknown module.
    let resp = app.post("/qa-check/qa/validate", None, &batch()).await;
    assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
    let resp = app
        .post(
            "/qa-check/qa/validate",
            Some(app.module_token("lengths")),
            &batch(),
        )
        .await;
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
    let resp = app
        .post(
            "/qa-check/nope/validate",
            Some(app.module_token("nope")),
            &batch(),
        )
        .await;
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
}
