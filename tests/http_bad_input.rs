//! End-to-end: every kind of bad input gets the right status and a message that says what was
//! wrong, and the server keeps serving.

mod common;

use base64::Engine as _;
use common::*;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::StatusCode;
use serde_json::json;

fn message(body: &serde_json::Value) -> String {
    body["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn de() -> serde_json::Value {
    json!({"id": "de", "pluralCategoryNames": ["one", "other"]})
}

#[tokio::test]
async fn malformed_requests_get_400_with_a_reason() {
    let app = start_app(|_| {}).await;
    let file = json!({"name": "en.json", "content": b64(b"{\"a\":\"b\"}")});
    let cases = [
        (
            json!({"jobType": "parse-file", "file": {"name": "en.json", "content": "eyJhIjo"}}),
            "base64",
        ),
        (
            json!({"jobType": "parse-file", "file": {"name": "en.json", "content": "e$$$"}}),
            "base64",
        ),
        (json!({"jobType": "parse-file"}), "`file` is missing"),
        (
            json!({"jobType": "parse-file", "file": {"content": b64(b"{}")}}),
            "file.name",
        ),
        (
            json!({"jobType": "parse-file", "file": {"name": "en.json"}}),
            "neither `content` nor `contentUrl`",
        ),
        (json!({"file": file}), "`jobType` is missing"),
        (
            json!({"jobType": "translate-file", "file": file}),
            "unknown jobType `translate-file`",
        ),
        (
            json!({"jobType": "build-file", "file": file, "targetLanguages": [de()]}),
            "`strings` or `stringsUrl`",
        ),
        (
            json!({"jobType": "build-file", "file": file, "strings": []}),
            "target language",
        ),
        (
            json!({"jobType": "build-file", "file": file, "targetLanguages": [de()],
                   "strings": [{"identifier": "a", "text": "b", "customData": "x".repeat(5000)}]}),
            "customData",
        ),
        (
            json!({"jobType": "file-pre-export", "strings": [{"identifier": "a", "text": "b"}]}),
            "uniqId",
        ),
        (
            json!({"jobType": "parse-file", "file": file, "targetLanguages": [{"id": "de", "pluralCategoryNames": ["single"]}]}),
            "unknown plural category",
        ),
    ];
    for (body, expect) in cases {
        let (status, answer, _) = app.job("/api/file/process", &body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body} → {answer}");
        assert!(
            message(&answer).contains(expect),
            "expected `{expect}` in {answer}"
        );
    }
    // A body that is not JSON at all.
    let resp = app
        .http
        .post(format!("{}/api/file/process", app.base))
        .bearer_auth(app.token())
        .body("jobType=parse-file")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    let answer: serde_json::Value = resp.json().await.expect("json");
    assert!(
        message(&answer).contains("not a valid job request"),
        "{answer}"
    );
}

#[tokio::test]
async fn unprocessable_files_answer_200_with_a_positioned_message() {
    let app = start_app(|_| {}).await;
    let broken = "{\n  \"a\": \"x\",\n  \"b\" \"y\"\n}";
    let (status, body, _) = app
        .job("/process/json", &json!({"jobType": "parse-file", "file": {"name": "messages.json", "content": b64(broken.as_bytes())}}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"], json!({}));
    assert_eq!(
        message(&body),
        "messages.json:3:7: expected `:` after the object key"
    );
    let (status, body, _) = app
        .job("/api/file/process", &json!({"jobType": "parse-file", "file": {"name": "notes.txt", "content": b64(b"hello")}}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(message(&body).contains("no format recognises"), "{body}");
    let (status, body, _) = app
        .job(
            "/api/file/process",
            &json!({
                "jobType": "build-file", "file": {"name": "a.json", "content": b64(b"{}")},
                "targetLanguages": [de(), {"id": "fr"}], "strings": []
            }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(message(&body).contains("2 languages"), "{body}");
}

#[tokio::test]
async fn multilingual_builds_are_checked_language_by_language() {
    let app = start_app(|_| {}).await;
    let file = json!({"name": "a.json", "content": b64(b"{\"k\":\"v\"}")});
    let pl = |names: serde_json::Value| json!({"id": "pl", "pluralCategoryNames": names});
    let cases = [
        (json!([de(), de()]), "names `de` more than once"),
        (
            json!([de(), {"id": "not a tag!"}]),
            "target language `not a tag!` is not a language",
        ),
        (
            json!([de(), pl(json!(["one", "other"]))]),
            "target language `pl` declares the plural categories one, other, but `pl` has one, few, many, other",
        ),
    ];
    for (targets, expected) in cases {
        let (status, body, _) = app
            .job(
                "/process/json",
                &json!({"jobType": "build-file", "file": file, "targetLanguages": targets, "strings": []}),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert!(message(&body).contains(expected), "{body}");
    }
    // A valid list reaches the format, which holds one language per file.
    let (status, body, _) = app
        .job(
            "/process/json",
            &json!({"jobType": "build-file", "file": file, "strings": [],
                    "targetLanguages": [de(), pl(json!(["one", "few", "many", "other"]))]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(message(&body).contains("2 languages (de, pl)"), "{body}");
}

#[tokio::test]
async fn failing_urls_are_reported() {
    let fixtures = fixture_server(vec![(
        "garbage.ndjson",
        b"{\"identifier\":\"a\"}\nnot json at all\n".to_vec(),
    )])
    .await;
    let app = start_app(|_| {}).await;
    let file = json!({"name": "en.json", "content": b64(b"{\"a\":\"b\"}")});
    let build = |url: String| json!({"jobType": "build-file", "file": file, "targetLanguages": [de()], "stringsUrl": url});
    let (status, body, _) = app
        .job("/api/file/process", &build(format!("{fixtures}/missing")))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(message(&body).contains("404"), "{body}");
    let (status, body, _) = app
        .job("/api/file/process", &build(format!("{fixtures}/slow")))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(message(&body).contains("within 2 s"), "{body}");
    let (status, body, _) = app
        .job(
            "/api/file/process",
            &build(format!("{fixtures}/file/garbage.ndjson")),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(message(&body).contains("line 2"), "{body}");
    // Loopback addresses not on the allowlist are refused before any connection; the user is
    // told why (200 + error.message).
    let port = fixtures.rsplit(':').next().expect("port");
    let (status, body, _) = app
        .job("/api/file/process", &json!({"jobType": "parse-file", "file": {"name": "en.json", "contentUrl": format!("https://127.0.0.2:{port}/x")}}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(message(&body).contains("loopback"), "{body}");
}

#[tokio::test]
async fn loopback_content_url_is_refused_without_an_allowlist() {
    let fixtures = fixture_server(vec![("en.json", b"{\"a\":\"b\"}".to_vec())]).await;
    let app = start_app(|c| c.fetch_allow.clear()).await;
    let (status, body, _) = app
        .job("/api/file/process", &json!({"jobType": "parse-file", "file": {"name": "en.json", "contentUrl": format!("{fixtures}/file/en.json")}}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(message(&body).contains("https"), "{body}");
    let https = fixtures.replace("http://", "https://");
    let (status, body, _) = app
        .job("/api/file/process", &json!({"jobType": "parse-file", "file": {"name": "en.json", "contentUrl": format!("{https}/file/en.json")}}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        message(&body).contains("127.0.0.1") && message(&body).contains("loopback"),
        "{body}"
    );
}

#[tokio::test]
async fn tokens_are_checked() {
    let app = start_app(|_| {}).await;
    let job = json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(b"{\"a\":\"b\"}")}});
    let url = format!("{}/api/file/process", app.base);
    let send = |token: Option<String>, query: bool| {
        let mut req = app
            .http
            .post(if query {
                format!("{url}?jwtToken={}", token.clone().unwrap_or_default())
            } else {
                url.clone()
            })
            .json(&job);
        if let (Some(t), false) = (&token, query) {
            req = req.header("Authorization", format!("bearer {t}"));
        }
        req.send()
    };
    let resp = send(None, false).await.expect("request");
    assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
    let wrong = locforge::auth::jwt::mint(
        "another-secret-entirely-0000",
        &locforge::auth::jwt::dev_claims("locforge-test", locforge::transfer::blob::unix_now(), 60),
    )
    .expect("mint");
    let resp = send(Some(wrong), false).await.expect("request");
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
    let b = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let none = format!(
        "{}.{}.",
        b.encode(r#"{"alg":"none","typ":"JWT"}"#),
        b.encode(r#"{"context":{"organization_id":1,"user_id":1}}"#)
    );
    let resp = send(Some(none), false).await.expect("request");
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
    let no_user = jsonwebtoken::encode(
        &Header::new(Algorithm::HS256),
        &json!({"context": {"organization_id": 1}}),
        &EncodingKey::from_secret(SECRET.as_bytes()),
    )
    .expect("mint");
    let resp = send(Some(no_user), false).await.expect("request");
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
    let resp = send(Some(app.token()), true).await.expect("request");
    assert_eq!(resp.status(), StatusCode::OK, "?jwtToken= works");
    let resp = send(Some(app.token()), false).await.expect("request");
    assert_eq!(resp.status(), StatusCode::OK, "lower-case bearer works");
    // A token minted for another module is refused on this module's URL.
    let t = app.module_token("json-reference");
    let resp = app.post("/process/json", Some(t), &job).await;
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn oversized_bodies_get_413_and_the_server_keeps_serving() {
    let app = start_app(|_| {}).await;
    let big = vec![b' '; 5 * 1024 * 1024 + 10];
    let resp = app
        .http
        .post(format!("{}/api/file/process", app.base))
        .bearer_auth(app.token())
        .body(big)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let answer: serde_json::Value = resp.json().await.expect("json");
    assert!(message(&answer).contains("contentUrl"), "{answer}");
    let (status, _) = app.get(&format!("{}/healthz", app.base)).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body, _) = app
        .job("/api/file/process", &json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(b"{\"a\":\"b\"}")}}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        app.get(&format!("{}/nope", app.base)).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get(&format!("{}/blobs/1-abc.ndjson", app.base)).await.0,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn the_deadline_bounds_every_job() {
    let fixtures = fixture_server(vec![]).await;
    let app = start_app(|c| {
        c.limits.deadline_secs = 1;
        c.limits.fetch_timeout_secs = 30;
    })
    .await;
    // The fetch alone may take 30 s; only the 1 s job deadline can produce this answer.
    let (status, body, _) = app
        .job("/api/file/process", &json!({"jobType": "parse-file", "file": {"name": "en.json", "contentUrl": format!("{fixtures}/slow")}}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        message(&body).contains("did not finish within 1 s"),
        "{body}"
    );
}

#[tokio::test]
async fn module_routes_resolve_the_module_before_the_token() {
    let app = start_app(|_| {}).await;
    let job = json!({"jobType": "file-pre-export", "strings": []});
    let resp = app.post("/process/no-such-format", None, &job).await;
    assert_eq!(
        resp.status(),
        StatusCode::NOT_FOUND,
        "unknown module, no token"
    );
    let resp = app
        .post("/pre-export", Some(app.module_token("json")), &job)
        .await;
    assert_eq!(
        resp.status(),
        StatusCode::FORBIDDEN,
        "a format's token on pre-export"
    );
}
