//! End-to-end: the real app over HTTP on loopback, for every route and job type.

mod common;

use common::*;
use serde_json::json;

const EN: &str =
    "{\n  \"hello\": \"Hello\",\n  \"bye\": \"Bye <b>now</b>\",\n  \"nested\": {\"x\": \"X\"}\n}\n";

fn de() -> serde_json::Value {
    json!({"id": "de", "name": "German", "locale": "de-DE", "pluralCategoryNames": ["one", "other"], "pluralRules": "(n != 1)"})
}

#[tokio::test]
async fn manifest_lists_one_module_per_format() {
    let app = start_app(|_| {}).await;
    let (status, body) = app.get(&format!("{}/manifest.json", app.base)).await;
    assert_eq!(status, 200);
    let m: serde_json::Value = serde_json::from_slice(&body).expect("json");
    assert_eq!(m["baseUrl"], app.base.as_str());
    assert_eq!(m["authentication"]["type"], "platform_app");
    assert_eq!(m["authentication"]["clientId"], "locforge-test");
    let modules = m["modules"]["custom-file-format"]
        .as_array()
        .expect("modules");
    let keys: Vec<_> = modules
        .iter()
        .map(|m| m["key"].as_str().unwrap_or(""))
        .collect();
    assert!(
        keys.contains(&"json") && keys.contains(&"json-reference"),
        "{keys:?}"
    );
    for module in modules {
        assert!(module["url"]
            .as_str()
            .is_some_and(|u| u.starts_with("/process/")));
        assert!(module["signaturePatterns"]["fileName"].is_string());
    }
    assert!(
        m["modules"].get("file-pre-export").is_none(),
        "no pipeline configured"
    );
    let (status, _) = app.get(&format!("{}/healthz", app.base)).await;
    assert_eq!(status, 200);
    let (status, _) = app.get(&format!("{}/logo.svg", app.base)).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn parse_file_inline_returns_strings_and_preview() {
    let app = start_app(|_| {}).await;
    let (status, body, headers) = app
        .job(
            "/api/file/process",
            &json!({
                "jobType": "parse-file",
                "file": {"id": "5", "name": "en.json", "content": b64(EN.as_bytes())},
                "sourceLanguage": {"id": "en", "pluralCategoryNames": ["one", "other"]},
                "targetLanguages": []
            }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        headers["cache-control"],
        "no-cache, no-store, must-revalidate"
    );
    let strings = body["data"]["strings"].as_array().expect("strings");
    let ids: Vec<_> = strings
        .iter()
        .map(|s| s["identifier"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(ids, ["hello", "bye", "nested.x"]);
    assert_eq!(strings[1]["text"], "Bye <b>now</b>");
    assert_eq!(strings[2]["previewId"], 2);
    let preview =
        String::from_utf8(unb64(body["data"]["preview"].as_str().expect("preview"))).expect("utf8");
    assert!(preview.contains("<span id=\"string_preview_id_1\" class=\"crowdin_phrase\">Bye &lt;b&gt;now&lt;/b&gt;</span>"), "{preview}");
}

/// A document's parse-file preview is the document rendered, each string marked in place, not
/// the list of strings other formats get.
#[tokio::test]
async fn a_markdown_preview_is_the_rendered_page() {
    let app = start_app(|_| {}).await;
    let doc = "# Install\n\nRun **the** installer.\n";
    let (status, body, _) = app
        .job(
            "/process/markdown",
            &json!({
                "jobType": "parse-file",
                "file": {"name": "guide.md", "content": b64(doc.as_bytes())},
                "targetLanguages": []
            }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let strings = body["data"]["strings"].as_array().expect("strings");
    assert_eq!(strings.len(), 2, "{body}");
    let preview =
        String::from_utf8(unb64(body["data"]["preview"].as_str().expect("preview"))).expect("utf8");
    assert!(
        preview.contains("<h1><span id=\"string_preview_id_0\""),
        "the heading rendered as one, its string marked in it: {preview}"
    );
    assert!(preview.contains("<strong>the</strong>"), "{preview}");
    assert_eq!(
        preview.matches("string_preview_id_0").count(),
        1,
        "{preview}"
    );
    assert_eq!(
        preview.matches("string_preview_id_1").count(),
        1,
        "{preview}"
    );
}

#[tokio::test]
async fn reference_module_parses_top_level_strings_only() {
    let app = start_app(|_| {}).await;
    let (status, body, _) = app
        .job(
            "/process/json-reference",
            &json!({
                "jobType": "parse-file",
                "file": {"name": "en.json", "content": b64(EN.as_bytes())},
            }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let ids: Vec<_> = body["data"]["strings"]
        .as_array()
        .expect("strings")
        .iter()
        .map(|s| s["identifier"].clone())
        .collect();
    assert_eq!(ids, [json!("hello"), json!("bye")]);
}

#[tokio::test]
async fn build_file_splices_translations_and_falls_back_to_source() {
    let app = start_app(|_| {}).await;
    let (status, body, headers) = app
        .job("/process/json", &json!({
            "jobType": "build-file",
            "file": {"name": "en.json", "content": b64(EN.as_bytes())},
            "targetLanguages": [de()],
            "strings": [
                {"id": 1, "identifier": "hello", "text": "Hello", "translations": {"de": {"text": "Hallo \"Welt\"", "status": "approved"}}},
                {"id": "2", "identifier": "nested.x", "text": "X", "translations": {"fr": {"text": "wrong language"}}}
            ]
        }))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        headers["cache-control"],
        "no-cache, no-store, must-revalidate"
    );
    let built =
        String::from_utf8(unb64(body["data"]["content"].as_str().expect("content"))).expect("utf8");
    assert_eq!(built, EN.replace("\"Hello\"", "\"Hallo \\\"Welt\\\"\""));
}

#[tokio::test]
async fn inputs_by_url_are_fetched_and_ndjson_dialects_accepted() {
    let ndjson_crlf = b"{\"identifier\":\"hello\",\"translations\":{\"de\":{\"text\":\"Hallo\"}}}\r\n{\"identifier\":\"bye\",\"translations\":{\"de\":{\"text\":\"Tsch\xc3\xbcss\"}}}\r\n".to_vec();
    let array = br#"[{"identifier":"hello","translations":{"de":{"text":"Hallo"}}}]"#.to_vec();
    let fixtures = fixture_server(vec![
        ("en.json", EN.as_bytes().to_vec()),
        ("tr.ndjson", ndjson_crlf),
        ("tr.json", array),
    ])
    .await;
    let app = start_app(|_| {}).await;
    let (status, body, _) = app
        .job(
            "/api/file/process",
            &json!({
                "jobType": "parse-file",
                "file": {"name": "en.json", "contentUrl": format!("{fixtures}/file/en.json")},
            }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["strings"].as_array().map(Vec::len), Some(3));
    for (name, expect_bye) in [("tr.ndjson", "Tschüss"), ("tr.json", "Bye <b>now</b>")] {
        let (status, body, _) = app
            .job(
                "/api/file/process",
                &json!({
                    "jobType": "build-file",
                    "file": {"name": "en.json", "contentUrl": format!("{fixtures}/file/en.json")},
                    "targetLanguages": [de()],
                    "stringsUrl": format!("{fixtures}/file/{name}"),
                }),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        let built: serde_json::Value =
            serde_json::from_slice(&unb64(body["data"]["content"].as_str().expect("content")))
                .expect("json");
        assert_eq!(built["hello"], "Hallo");
        assert_eq!(built["bye"], expect_bye);
    }
}

#[tokio::test]
async fn large_results_spill_to_signed_urls_that_serve_repeatedly() {
    let app = start_app(|c| c.limits.inline_threshold = 300).await;
    let file: String = format!(
        "{{{}}}",
        (0..40)
            .map(|i| format!("\"key{i}\": \"value number {i}\""))
            .collect::<Vec<_>>()
            .join(",")
    );
    let (status, body, _) = app
        .job("/api/file/process", &json!({"jobType": "parse-file", "file": {"name": "big.json", "content": b64(file.as_bytes())}}))
        .await;
    assert_eq!(status, 200, "{body}");
    let strings_url = body["data"]["stringsUrl"]
        .as_str()
        .expect("stringsUrl")
        .to_owned();
    let preview_url = body["data"]["previewUrl"]
        .as_str()
        .expect("previewUrl")
        .to_owned();
    assert!(body["data"].get("strings").is_none());
    for _ in 0..2 {
        let (status, ndjson) = app.get(&strings_url).await;
        assert_eq!(status, 200);
        let text = String::from_utf8(ndjson).expect("utf8");
        assert_eq!(text.lines().count(), 40);
        assert!(text.ends_with('\n') && !text.contains('\r'));
        let first: serde_json::Value =
            serde_json::from_str(text.lines().next().expect("line")).expect("json");
        assert_eq!(first["identifier"], "key0");
    }
    let (status, html) = app.get(&preview_url).await;
    assert_eq!(status, 200);
    assert!(String::from_utf8_lossy(&html).contains("string_preview_id_39"));
    // A tampered signature is refused; an expired URL is gone.
    let tampered = strings_url.replace("sig=", "sig=00");
    assert_eq!(app.get(&tampered).await.0, 403);
    let key = strings_url
        .split("/blobs/")
        .nth(1)
        .and_then(|s| s.split('?').next())
        .expect("key");
    let signer = locforge::transfer::signed::UrlSigner::new(SECRET.as_bytes());
    let expired = format!(
        "{}/blobs/{key}?expires=1&sig={}",
        app.base,
        signer.sign(key, 1)
    );
    assert_eq!(app.get(&expired).await.0, 410);

    // Build output spills to contentUrl.
    let (status, body, _) = app
        .job("/api/file/process", &json!({
            "jobType": "build-file", "file": {"name": "big.json", "content": b64(file.as_bytes())},
            "targetLanguages": [de()], "strings": []
        }))
        .await;
    assert_eq!(status, 200, "{body}");
    let (status, content) = app
        .get(body["data"]["contentUrl"].as_str().expect("contentUrl"))
        .await;
    assert_eq!(status, 200);
    assert_eq!(content, file.as_bytes());
}

#[tokio::test]
async fn pre_export_runs_the_configured_pipeline_and_keeps_uniq_ids() {
    let app = start_app(|c| {
        c.pre_export.transforms = vec!["fill-missing-with-source".into(), "pseudo-localize".into()]
    })
    .await;
    let (_, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    let m: serde_json::Value = serde_json::from_slice(&manifest).expect("json");
    assert_eq!(m["modules"]["file-pre-export"][0]["url"], "/pre-export");
    for job_type in ["file-pre-export", "pre-export-file"] {
        let (status, body, _) = app
            .job("/pre-export", &json!({
                "jobType": job_type,
                "targetLanguages": [de()],
                "strings": [
                    {"uniqId": "a::1", "identifier": "hello", "text": "Hello {name}"},
                    {"uniqId": "a::2", "identifier": "n", "text": {"one": "a file", "other": "%d files"}, "hasPlurals": true}
                ]
            }))
            .await;
        assert_eq!(status, 200, "{body}");
        let strings = body["data"]["strings"].as_array().expect("strings");
        assert_eq!(strings.len(), 2);
        assert_eq!(strings[0]["uniqId"], "a::1");
        assert_eq!(strings[1]["uniqId"], "a::2");
        let hello = strings[0]["translations"]["de"]["text"]
            .as_str()
            .expect("text");
        assert!(hello.starts_with("[Héllö {name}"), "{hello}");
        assert!(strings[1]["translations"]["de"]["text"]["other"]
            .as_str()
            .expect("other")
            .contains("%d"));
    }
}
