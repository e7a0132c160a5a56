//! `locforge platform serve` as a user runs it: the app binary starts the emulated platform
//! (from `locforge-emulator`), prints its URLs and one JSON line, and answers API v2 with the
//! printed token. Lives with the app because it needs the app's binary.

use locforge_emulator::platform::demo::ids;
use reqwest::StatusCode;
use serde_json::Value;

#[test]
fn serve_prints_urls_and_a_json_line() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_locforge"))
        .args(["platform", "serve", "--bind", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn locforge platform serve");
    let stdout = child.stdout.take().expect("stdout");
    let mut lines = vec![];
    let mut json_line = None;
    for line in BufReader::new(stdout).lines().take(40) {
        let line = line.expect("line");
        if line.starts_with('{') {
            json_line = Some(line);
            break;
        }
        lines.push(line);
    }
    let text = lines.join("\n");
    let s: Value = serde_json::from_str(json_line.as_deref().expect("a JSON line")).expect("JSON");
    for k in [
        "authUrl",
        "apiUrl",
        "enterpriseApiUrl",
        "clientId",
        "clientSecret",
        "redirectUris",
        "accessToken",
        "enterpriseAccessToken",
        "organizationId",
        "enterpriseOrganizationId",
        "projectId",
        "workflowStepId",
        "sourceLanguageId",
        "targetLanguageIds",
    ] {
        assert!(!s[k].is_null(), "{k} in {s}");
    }
    assert!(s["enterpriseApiUrl"]
        .as_str()
        .unwrap_or("")
        .contains("{domain}"));
    assert!(
        text.contains("/oauth/authorize")
            && text.contains("/api/v2")
            && text.contains(ids::CLIENT_ID)
    );
    assert!(text.contains(s["accessToken"].as_str().unwrap_or("-")));
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let (status, body) = rt.block_on(async {
        let r = reqwest::Client::new()
            .get(format!(
                "{}/api/v2/projects",
                s["apiUrl"].as_str().unwrap_or("")
            ))
            .bearer_auth(s["accessToken"].as_str().unwrap_or(""))
            .send()
            .await
            .expect("GET");
        (r.status(), r.json::<Value>().await.unwrap_or(Value::Null))
    });
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"][0]["data"]["id"], s["projectId"]);
}
