//! The app's pages over real HTTP: the project-menu page (`/pages/{key}`) and the workflow step
//! settings pages (`/workflow-steps/{key}`), with their JSON endpoints and assets.
//!
//! The app is the real router (`service::router_with_pages`) on a loopback port with a SQLite
//! store, its platform client pointed at the platform emulator (the built binary's `platform
//! serve` with a fixture written here: a standard organization whose project holds strings,
//! one of them with an injection attempt in its text). Tokens are minted with the app's client
//! secret as the platform does. Jobs are real `/api/file/process` jobs; the strings come from
//! the emulator's API.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::emulator::Emulator;
use common::hooks::eventually;
use common::{b64, unb64};
use locforge::auth::jwt::{dev_claims, mint, MintClaims};
use locforge::config::{Limits, ProjectMenuModule};
use locforge::engine::{Engine, EngineParts};
use locforge::http::AppState;
use locforge::platform::{ClientOptions, GrantKind, PlatformClient, TokenManager, TokenOptions};
use locforge::service::router_with_pages;
use locforge::store::{MasterKey, Organization, Secret, Store, StoreOptions};
use locforge::transfer::blob::{unix_now, LocalDirStore};
use locforge::transfer::fetch::Fetcher;
use locforge::transfer::guard::AllowList;
use locforge::transfer::signed::UrlSigner;
use locforge::workflow::WorkflowModules;
use locforge_formats::Registry;
use reqwest::header::HeaderMap;
use serde_json::{json, Value};

const CLIENT_ID: &str = "pages-client";
const CLIENT_SECRET: &str = "pages-client-secret-0123456789abcdef";
const STD_APP_SECRET: &str = "std-app-secret-S3cr3t";
const ENT_APP_SECRET: &str = "ent-app-secret-S3cr3t";
/// The standard organization's stored `baseUrl` (a frame origin of its pages).
const STD_BASE_URL: &str = "https://acme-platform.example";
const MENU: &str = "locforge";
/// Strings in the standard project.
const STRINGS: i64 = 60;
/// The text of the string whose text is an injection attempt.
const INJECTED: &str = "&croql=is hidden&limit=1 \" or 1=1";

fn fixture() -> Value {
    let mut strings: Vec<Value> = (1..=STRINGS)
        .map(|i| {
            json!({"id": i, "fileId": 1, "identifier": format!("key.{i}"),
                   "text": format!("Source {i}"), "isHidden": i % 3 == 0})
        })
        .collect();
    strings.push(json!({"id": 500, "fileId": 1, "identifier": "inject", "text": INJECTED}));
    json!({
        "organizations": [
            {"id": 1, "name": "Standard", "adminIds": [1]},
            {"id": 10, "name": "Enterprise", "domain": "example", "adminIds": [2]}
        ],
        "users": [
            {"id": 1, "username": "owner", "fullName": "Olivia Owner", "organizationIds": [1]},
            {"id": 3, "username": "member", "fullName": "Max Member", "organizationIds": [1]},
            {"id": 2, "username": "admin", "fullName": "Adam Admin", "organizationIds": [10]}
        ],
        "oauthClients": [{"clientId": CLIENT_ID, "clientSecret": CLIENT_SECRET, "name": "locforge",
                          "redirectUris": ["http://127.0.0.1:1/callback"]}],
        "apps": [
            {"identifier": "locforge-test", "appId": "std-app", "appSecret": STD_APP_SECRET, "organizationId": 1},
            {"identifier": "locforge-test", "appId": "ent-app", "appSecret": ENT_APP_SECRET, "organizationId": 10}
        ],
        "projects": [
            {"id": 1, "organizationId": 1, "userId": 1, "name": "Site", "identifier": "site",
             "sourceLanguageId": "en", "targetLanguageIds": ["de"],
             "files": [{"id": 1, "name": "en.json", "type": "json", "path": "/en.json"}],
             "strings": strings},
            {"id": 7, "organizationId": 10, "userId": 2, "name": "Docs", "identifier": "docs",
             "sourceLanguageId": "en", "targetLanguageIds": ["de"]}
        ]
    })
}

fn standard_org() -> Organization {
    Organization {
        credential_key: Organization::credential_key_for(None, 1),
        organization_id: 1,
        domain: None,
        app_id: "std-app".into(),
        app_secret: Secret::new(STD_APP_SECRET),
        user_id: 1,
        agent_id: None,
        base_url: STD_BASE_URL.into(),
        installed_at: 0,
        updated_at: 0,
    }
}

fn enterprise_org() -> Organization {
    Organization {
        credential_key: Organization::credential_key_for(Some("example"), 10),
        organization_id: 10,
        domain: Some("example".into()),
        app_id: "ent-app".into(),
        app_secret: Secret::new(ENT_APP_SECRET),
        user_id: 2,
        agent_id: None,
        base_url: "https://example.crowdin.com".into(),
        installed_at: 0,
        updated_at: 0,
    }
}

/// The app under test with the emulator behind it.
struct World {
    base: String,
    http: reqwest::Client,
    store: Store,
    emulator: Emulator,
    _dir: tempfile::TempDir,
}

async fn world() -> World {
    let emulator = Emulator::start(&fixture(), &[]).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let key = MasterKey::from_config(&format!("{:-<40}", "pages-test-key")).expect("key");
    let store = Store::open(StoreOptions::new(dir.path(), key))
        .await
        .expect("store opens");
    for org in [standard_org(), enterprise_org()] {
        store
            .put_organization(&org)
            .await
            .expect("organization stored");
    }
    let allow = AllowList::parse(&["127.0.0.1".to_owned()]).expect("allowlist");
    let fetcher = Fetcher::new(allow, Duration::from_secs(10)).expect("fetcher");
    let bases = emulator.bases();
    let mut topts = TokenOptions::new(&bases, CLIENT_ID, CLIENT_SECRET);
    topts.grant = GrantKind::App;
    topts.timeout = Duration::from_secs(5);
    let tokens = TokenManager::new(store.clone(), fetcher.clone(), topts);
    let platform = PlatformClient::new(fetcher.clone(), tokens, bases, ClientOptions::default());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let engine = Engine::new(EngineParts {
        registry: Registry::builtin(),
        limits: Limits::default(),
        fetcher,
        blobs: Arc::new(LocalDirStore::new(dir.path().join("blobs")).expect("blobs")),
        signer: UrlSigner::new(CLIENT_SECRET.as_bytes()),
        base_url: base.clone(),
        pre_export: Vec::new(),
        bundles: Vec::new(),
        post_exports: Vec::new(),
        pre_imports: Vec::new(),
        post_imports: Vec::new(),
        alignments: Vec::new(),
    })
    .expect("engine");
    let state = Arc::new(AppState {
        engine: Arc::new(engine),
        verifier: locforge::auth::jwt::TokenVerifier::new(CLIENT_ID, CLIENT_SECRET),
        manifest: bytes::Bytes::from_static(b"{}"),
        store: store.clone(),
        platform,
    });
    let menus = vec![ProjectMenuModule {
        key: MENU.into(),
        name: "locforge <log>".into(),
    }];
    let app = router_with_pages(state, Arc::new(WorkflowModules::builtin()), menus);
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    World {
        base,
        http: reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .build()
            .expect("client"),
        store,
        emulator,
        _dir: dir,
    }
}

/// Claims of user `user` of the standard organization in project 1, for `module`.
fn claims(user: i64, module: Option<&str>) -> MintClaims {
    let mut c = dev_claims(CLIENT_ID, unix_now(), 600);
    c.sub = user.to_string();
    c.context.organization_id = 1;
    c.context.user_id = user;
    c.context.project_id = Some(1);
    c.module = module.map(str::to_owned);
    c
}

fn token(c: &MintClaims) -> String {
    mint(CLIENT_SECRET, c).expect("mint")
}

/// The owner's token for the menu page.
fn owner() -> String {
    token(&claims(1, Some(MENU)))
}

/// A token of the enterprise organization's admin for `module`.
fn enterprise(module: &str) -> String {
    let mut c = claims(2, Some(module));
    c.domain = Some("example".into());
    c.context.organization_id = 10;
    c.context.project_id = Some(7);
    token(&c)
}

impl World {
    async fn get(&self, path: &str) -> (u16, HeaderMap, String) {
        let resp = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("answered");
        let status = resp.status().as_u16();
        let headers = resp.headers().clone();
        (status, headers, resp.text().await.expect("body"))
    }

    async fn api_get(&self, path: &str, token: &str) -> (u16, Value) {
        let resp = self
            .http
            .get(format!("{}{path}", self.base))
            .bearer_auth(token)
            .send()
            .await
            .expect("answered");
        let status = resp.status().as_u16();
        (status, resp.json().await.unwrap_or(Value::Null))
    }

    async fn api_post(&self, path: &str, token: &str, body: Value) -> (u16, Value) {
        let resp = self
            .http
            .post(format!("{}{path}", self.base))
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .expect("answered");
        let status = resp.status().as_u16();
        (status, resp.json().await.unwrap_or(Value::Null))
    }

    async fn upload(&self, name: &str, bytes: Vec<u8>) -> (u16, Value) {
        let resp = self
            .http
            .post(format!("{}/pages/{MENU}/api/try", self.base))
            .bearer_auth(owner())
            .header("x-file-name", name)
            .body(bytes)
            .send()
            .await
            .expect("answered");
        let status = resp.status().as_u16();
        (status, resp.json().await.unwrap_or(Value::Null))
    }

    /// Runs a job through `/api/file/process` with a token of organization 1.
    async fn job(&self, body: Value) -> Value {
        let resp = self
            .http
            .post(format!("{}/api/file/process", self.base))
            .bearer_auth(token(&claims(1, None)))
            .json(&body)
            .send()
            .await
            .expect("answered");
        resp.json().await.expect("JSON")
    }
}

fn csp(headers: &HeaderMap) -> String {
    headers
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned()
}

/// Every `<script` of `html` loads a same-origin file; no inline handler or style attribute.
fn assert_no_inline_code(html: &str) {
    for (i, _) in html.match_indices("<script") {
        let tag = &html[i..html[i..].find('>').map_or(html.len(), |e| i + e)];
        assert!(tag.contains(" src=\""), "inline script: {tag}");
        assert!(!tag.contains("://"), "third-party script: {tag}");
    }
    let lower = html.to_ascii_lowercase();
    for attr in [
        " onclick=",
        " onload=",
        " onerror=",
        " oninput=",
        " style=",
        "javascript:",
    ] {
        assert!(!lower.contains(attr), "inline code `{attr}` in the page");
    }
}

#[tokio::test]
async fn pages_load_with_their_security_headers_and_no_inline_code() {
    let w = world().await;
    let emulator_origin = w.emulator.url("apiUrl");
    let emulator_origin = emulator_origin.trim_end_matches('/');

    let (status, headers, html) = w.get(&format!("/pages/{MENU}?jwtToken={}", owner())).await;
    assert_eq!(status, 200, "{html}");
    let policy = csp(&headers);
    assert!(policy.contains("default-src 'none'"), "{policy}");
    assert!(policy.contains("script-src 'self'"), "{policy}");
    assert!(!policy.contains("unsafe-inline"), "{policy}");
    let ancestors = policy.split("frame-ancestors ").nth(1).unwrap_or("");
    assert!(ancestors.split(' ').any(|o| o == STD_BASE_URL), "{policy}");
    assert!(
        ancestors.split(' ').any(|o| o == emulator_origin),
        "configured platform origin {emulator_origin} in {policy}"
    );
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["referrer-policy"], "no-referrer");
    assert!(html.contains("<html lang=\"en\">"));
    assert!(html.contains("name=\"viewport\" content=\"width=device-width, initial-scale=1\""));
    assert!(
        html.contains("<title>locforge &lt;log&gt;</title>"),
        "name escaped"
    );
    assert!(html.contains("role=\"tablist\"") && html.contains("role=\"tabpanel\""));
    assert!(html.contains("<label for=\"croql\">") && html.contains("<label for=\"try-file\">"));
    assert!(html.contains("<iframe id=\"try-preview\" class=\"preview\" sandbox=\"\""));
    assert!(html.contains("src=\"../pages/assets/ap.js\""));
    assert_no_inline_code(&html);

    // Enterprise: the organization's own platform host may frame the page.
    let (status, headers, html) = w
        .get(&format!("/pages/{MENU}?jwtToken={}", enterprise(MENU)))
        .await;
    assert_eq!(status, 200, "{html}");
    assert!(
        csp(&headers).contains("https://example.crowdin.com"),
        "{}",
        csp(&headers)
    );

    // The step settings pages.
    for step in ["qa-gate", "croql-router"] {
        let (status, headers, html) = w
            .get(&format!(
                "/workflow-steps/{step}?jwtToken={}&stepId=5",
                enterprise(step)
            ))
            .await;
        assert_eq!(status, 200, "{step}: {html}");
        assert!(csp(&headers).contains("frame-ancestors"), "{step}");
        assert!(
            html.contains("src=\"../pages/assets/settings.js\""),
            "{step}"
        );
        assert_no_inline_code(&html);
    }

    // The assets: same origin, typed, cached.
    for (file, kind) in [
        ("app.css", "text/css"),
        ("ap.js", "text/javascript"),
        ("common.js", "text/javascript"),
        ("menu.js", "text/javascript"),
        ("settings.js", "text/javascript"),
    ] {
        let (status, headers, body) = w.get(&format!("/pages/assets/{file}")).await;
        assert_eq!(status, 200, "{file}");
        let ct = headers["content-type"].to_str().unwrap_or("");
        assert!(ct.starts_with(kind), "{file}: {ct}");
        assert!(headers["cache-control"]
            .to_str()
            .unwrap_or("")
            .contains("max-age"));
        assert!(!body.is_empty());
    }
    let (status, _, _) = w.get("/pages/assets/other.js").await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn pages_refuse_missing_expired_and_foreign_tokens_with_a_page() {
    let w = world().await;
    let mut expired = claims(1, Some(MENU));
    expired.iat = 1;
    expired.exp = 2;
    let other_app = mint(
        "another-app-secret-0123456789abcdef",
        &claims(1, Some(MENU)),
    )
    .expect("mint");
    let cases = [
        (format!("/pages/{MENU}"), 401, "signed token"),
        (
            format!("/pages/{MENU}?jwtToken={}", token(&expired)),
            403,
            "expired",
        ),
        (
            format!(
                "/pages/{MENU}?jwtToken={}",
                token(&claims(1, Some("qa-gate")))
            ),
            403,
            "module",
        ),
        (
            format!("/pages/{MENU}?jwtToken={other_app}"),
            403,
            "signature",
        ),
        (
            format!("/pages/nosuch?jwtToken={}", owner()),
            404,
            "no project-menu page",
        ),
        ("/workflow-steps/qa-gate".to_owned(), 401, "signed token"),
        (
            format!(
                "/workflow-steps/qa-gate?jwtToken={}",
                enterprise("croql-router")
            ),
            403,
            "module",
        ),
    ];
    for (path, want, says) in cases {
        let (status, headers, html) = w.get(&path).await;
        assert_eq!(status, want, "{path}: {html}");
        assert!(
            headers["content-type"]
                .to_str()
                .unwrap_or("")
                .starts_with("text/html"),
            "{path}"
        );
        assert!(html.contains(says), "{path} should say `{says}`: {html}");
        assert!(csp(&headers).contains("frame-ancestors"), "{path}");
        assert_no_inline_code(&html);
    }
    // The JSON endpoints refuse in the protocol's JSON shape.
    let (status, body) = w
        .api_get(&format!("/pages/{MENU}/api/jobs"), &token(&expired))
        .await;
    assert_eq!(status, 403);
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("expired"),
        "{body}"
    );
    let (status, body) = w
        .api_get(
            &format!("/pages/{MENU}/api/jobs"),
            &token(&claims(1, Some("qa-gate"))),
        )
        .await;
    assert_eq!(status, 403, "{body}");
    // An organization that has not installed the app sees nothing.
    let mut stranger = claims(1, Some(MENU));
    stranger.context.organization_id = 99;
    let (status, headers, html) = w
        .get(&format!("/pages/{MENU}?jwtToken={}", token(&stranger)))
        .await;
    assert_eq!(status, 403, "{html}");
    assert!(html.contains("has not installed"), "{html}");
    assert!(!csp(&headers).contains(STD_BASE_URL));
}

const GOOD_JSON: &str = "{\n  \"hello\": \"Hello\",\n  \"bye\": \"Bye <b>now</b>\"\n}\n";
const BROKEN_JSON: &str = "{\n  \"hello\": \"Hello\",\n  \"bye\" \"Bye\"\n}\n";

#[tokio::test]
async fn file_jobs_are_logged_and_listed_with_error_positions() {
    let w = world().await;
    let ok = w
        .job(json!({"jobType": "parse-file",
                    "file": {"name": "good.json", "content": b64(GOOD_JSON.as_bytes())}}))
        .await;
    assert!(ok["data"]["strings"].is_array(), "{ok}");
    let bad = w
        .job(json!({"jobType": "parse-file",
                    "file": {"name": "broken.json", "content": b64(BROKEN_JSON.as_bytes())}}))
        .await;
    let message = bad["error"]["message"].as_str().unwrap_or("").to_owned();
    assert!(message.starts_with("broken.json:3:"), "{bad}");
    let built = w
        .job(json!({"jobType": "build-file",
                    "file": {"name": "good.json", "content": b64(GOOD_JSON.as_bytes())},
                    "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}],
                    "strings": [{"identifier": "hello", "text": "Hello",
                                 "translations": {"de": {"text": "Hallo"}}}]}))
        .await;
    assert!(built["data"]["content"].is_string(), "{built}");
    // A message defined twice with two texts is one string (the first) and a warning.
    let repeated = w
        .job(json!({"jobType": "parse-file",
                    "file": {"name": "dup.ftl", "content": b64(b"a = One\nb = Two\na = Other\n")}}))
        .await;
    assert_eq!(
        repeated["data"]["strings"].as_array().map(Vec::len),
        Some(2),
        "{repeated}"
    );
    // A job of an organization that has not installed the app is not logged anywhere.
    let mut stranger = claims(1, None);
    stranger.context.organization_id = 99;
    let resp = w
        .http
        .post(format!("{}/api/file/process", w.base))
        .bearer_auth(token(&stranger))
        .json(&json!({"jobType": "parse-file",
                      "file": {"name": "x.json", "content": b64(GOOD_JSON.as_bytes())}}))
        .send()
        .await
        .expect("answered");
    assert_eq!(resp.status(), 200);

    let path = format!("/pages/{MENU}/api/jobs");
    let listed = eventually(Duration::from_secs(10), || async {
        let (_, body) = w.api_get(&path, &owner()).await;
        body["jobs"].as_array().is_some_and(|j| j.len() >= 4)
    })
    .await;
    assert!(listed, "four jobs logged");
    let (status, body) = w.api_get(&path, &owner()).await;
    assert_eq!(status, 200, "{body}");
    let jobs = body["jobs"].as_array().expect("jobs");
    assert_eq!(jobs.len(), 4, "{body}");
    // Logged in the background, so in any order among themselves.
    let find = |job: &str, file: &str| {
        jobs.iter()
            .find(|j| j["jobType"] == job && j["fileName"] == file)
            .unwrap_or_else(|| panic!("{job} {file} in {body}"))
    };
    let build = find("build-file", "good.json");
    assert_eq!(
        (&build["outcome"], &build["format"]),
        (&json!("ok"), &json!("json"))
    );
    let warned = find("parse-file", "dup.ftl");
    assert_eq!(warned["outcome"], "ok", "{warned}");
    let said = warned["message"].as_str().unwrap_or_default();
    assert!(
        said.starts_with("dup.ftl:3:1: warning: the message `a` is defined again here with another text (first at line 1)"),
        "{warned}"
    );
    let failed = find("parse-file", "broken.json");
    assert_eq!(failed["outcome"], "error");
    assert_eq!(failed["message"], message.as_str());
    assert_eq!(failed["line"], 3, "{failed}");
    assert!(failed["column"].as_u64().is_some_and(|c| c > 0), "{failed}");
    let good = find("parse-file", "good.json");
    assert_eq!(
        (
            &good["fileName"],
            &good["jobType"],
            &good["format"],
            &good["strings"]
        ),
        (
            &json!("good.json"),
            &json!("parse-file"),
            &json!("json"),
            &json!(2)
        )
    );
    assert!(good["bytesIn"].as_i64().is_some_and(|b| b > 0));
    assert!(good["bytesOut"].as_i64().is_some_and(|b| b > 0));
    assert!(good["durationMs"].is_u64());
    assert!(w.store.list_jobs("99", 10).await.expect("list").is_empty());

    // Webhook events and step runs of the organization are listed too.
    w.store
        .record_event("1", "project.translated", Some(1), r#"{"language":"de"}"#)
        .await
        .expect("event");
    let (_, body) = w.api_get(&path, &owner()).await;
    assert_eq!(body["events"][0]["event"], "project.translated");
    assert_eq!(body["events"][0]["detail"]["language"], "de");

    // Another organization sees none of it.
    let (status, body) = w.api_get(&path, &enterprise(MENU)).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["jobs"], json!([]));
    assert_eq!(body["events"], json!([]));

    // Clearing is for the project owner (standard) only.
    let clear = format!("/pages/{MENU}/api/jobs/clear");
    let (status, body) = w
        .api_post(&clear, &token(&claims(3, Some(MENU))), json!({}))
        .await;
    assert_eq!(status, 403, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("owner"),
        "{body}"
    );
    assert_eq!(w.store.list_jobs("1", 10).await.expect("list").len(), 4);
    let (status, body) = w.api_post(&clear, &owner(), json!({})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["cleared"], 4);
    assert!(w.store.list_jobs("1", 10).await.expect("list").is_empty());
}

#[tokio::test]
async fn croql_is_checked_and_strings_are_listed_from_the_platform() {
    let w = world().await;
    let check = format!("/pages/{MENU}/api/croql/check");
    let (status, body) = w
        .api_post(
            &check,
            &owner(),
            json!({"query": "is hidden and text contains \"5\""}),
        )
        .await;
    assert_eq!((status, &body), (200, &json!({"ok": true})));
    let (status, body) = w
        .api_post(
            &check,
            &owner(),
            json!({"query": "is hidden and\n  nosuchfield = 1"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["ok"], false);
    let e = &body["error"];
    assert!(
        e["message"].as_str().unwrap_or("").contains("nosuchfield"),
        "{body}"
    );
    assert_eq!(
        (e["line"].as_u64(), e["column"].as_u64()),
        (Some(2), Some(3)),
        "{body}"
    );
    // The query's line under the message, indented by two, the carets under the identifier.
    assert_eq!(e["caret"], "    nosuchfield = 1\n    ^^^^^^^^^^^", "{body}");
    let (status, body) = w
        .api_post(
            &check,
            &owner(),
            json!({"query": "text contains", "context": "tm-segment"}),
        )
        .await;
    assert_eq!((status, &body["ok"]), (200, &json!(false)), "{body}");
    let (status, body) = w
        .api_post(
            &check,
            &owner(),
            json!({"query": "x", "context": "nonsense"}),
        )
        .await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["message"].is_string());

    // Listing, paged (25 a page) through the emulator's API.
    let strings = |croql: &str, page: u32| {
        let q: String = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("croql", croql)
            .append_pair("page", &page.to_string())
            .finish();
        format!("/pages/{MENU}/api/strings?{q}")
    };
    let (status, body) = w.api_get(&strings("is hidden", 1), &owner()).await;
    assert_eq!(status, 200, "{body}");
    let ids: Vec<i64> = body["strings"]
        .as_array()
        .expect("strings")
        .iter()
        .filter_map(|s| s["id"].as_i64())
        .collect();
    assert_eq!(
        ids,
        (1..=STRINGS).filter(|i| i % 3 == 0).collect::<Vec<_>>(),
        "{body}"
    );
    assert_eq!(body["hasMore"], false);
    let (_, page1) = w.api_get(&strings("", 1), &owner()).await;
    let (_, page3) = w.api_get(&strings("", 3), &owner()).await;
    assert_eq!(page1["strings"].as_array().map(Vec::len), Some(25));
    assert_eq!(page1["hasMore"], true);
    assert_eq!(page1["strings"][0]["id"], 1);
    assert_eq!(page3["strings"][0]["id"], 51, "{page3}");
    assert_eq!(page3["strings"].as_array().map(Vec::len), Some(11));

    // An injection attempt in a string literal reaches the platform as one literal: only the
    // string holding that very text matches (split at `&`, the hidden strings would).
    let literal = format!("text contains \"{}\"", INJECTED.replace('"', "\\\""));
    let (status, body) = w.api_get(&strings(&literal, 1), &owner()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["strings"].as_array().map(Vec::len), Some(1), "{body}");
    assert_eq!(body["strings"][0]["identifier"], "inject");
    assert_eq!(body["strings"][0]["text"], INJECTED);

    // A bad query never reaches the platform.
    let (status, body) = w.api_get(&strings("nosuchfield = 1", 1), &owner()).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["message"]
        .as_str()
        .unwrap_or("")
        .contains("nosuchfield"));
}

#[tokio::test]
async fn try_a_file_parses_as_parse_file_does_and_refuses_big_or_binary_files() {
    let w = world().await;
    let path = "corpus/po/okapi/TestMonoLingual_EN.po";
    let content = std::fs::read(path).expect("corpus file");
    let (status, tried) = w.upload("TestMonoLingual_EN.po", content.clone()).await;
    assert_eq!(status, 200, "{tried}");
    assert_eq!(tried["format"], "po");
    let job = w
        .job(json!({"jobType": "parse-file",
                    "file": {"name": "TestMonoLingual_EN.po", "content": b64(&content)}}))
        .await;
    let strings = job["data"]["strings"].as_array().expect("job strings");
    assert!(!strings.is_empty());
    assert_eq!(
        tried["strings"].as_array(),
        Some(strings),
        "strings identical to parse-file's"
    );
    assert_eq!(tried["count"], strings.len());
    let preview =
        String::from_utf8(unb64(job["data"]["preview"].as_str().expect("preview"))).expect("utf8");
    assert_eq!(
        tried["preview"],
        preview.as_str(),
        "preview identical to parse-file's"
    );

    // A broken file: the error with line and column.
    let (status, body) = w
        .upload("broken.json", BROKEN_JSON.as_bytes().to_vec())
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["line"], 3, "{body}");
    assert!(body["error"]["message"]
        .as_str()
        .unwrap_or("")
        .starts_with("broken.json:3:"));

    // Binary: refused, saying so.
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10".to_vec();
    let (status, body) = w.upload("logo.png", png).await;
    assert_eq!(status, 415, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("binary"),
        "{body}"
    );

    // Over 5 MB: refused, saying so; nothing logged.
    let mut big = b"{\"a\": \"".to_vec();
    big.resize(5 * 1024 * 1024 + 10, b'x');
    let (status, body) = w.upload("big.json", big).await;
    assert_eq!(status, 413, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("5 MB"),
        "{body}"
    );

    // No name, no parse.
    let resp = w
        .http
        .post(format!("{}/pages/{MENU}/api/try", w.base))
        .bearer_auth(owner())
        .body(GOOD_JSON)
        .send()
        .await
        .expect("answered");
    assert_eq!(resp.status(), 400);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        w.store
            .list_jobs("1", 10)
            .await
            .expect("list")
            .iter()
            .all(|j| j.job.file_name != "big.json"),
        "Try a file stores nothing"
    );
}

#[tokio::test]
async fn settings_pages_show_the_saved_settings() {
    let w = world().await;
    let save = |module: &'static str, settings: Value| {
        let w = &w;
        async move {
            let resp = w
                .http
                .post(format!("{}/workflow-steps/{module}/settings", w.base))
                .bearer_auth(enterprise(module))
                .json(&json!({"organizationId": 10, "projectId": 7, "stepId": 41,
                              "workflowId": 1, "settings": settings}))
                .send()
                .await
                .expect("answered");
            assert_eq!(
                resp.status(),
                204,
                "{module}: {}",
                resp.text().await.unwrap_or_default()
            );
        }
    };
    // Nothing saved: the defaults (every check on).
    let (status, _, html) = w
        .get(&format!(
            "/workflow-steps/qa-gate?jwtToken={}&stepId=41",
            enterprise("qa-gate")
        ))
        .await;
    assert_eq!(status, 200, "{html}");
    assert!(html.contains("No settings are saved"), "{html}");
    assert!(html.contains("name=\"tags\" checked"), "{html}");

    save("qa-gate", json!({"tags": false, "maxLength": false})).await;
    let (status, _, html) = w
        .get(&format!(
            "/workflow-steps/qa-gate?jwtToken={}&stepId=41",
            enterprise("qa-gate")
        ))
        .await;
    assert_eq!(status, 200, "{html}");
    assert!(html.contains("saved settings"), "{html}");
    assert!(
        html.contains("<input type=\"checkbox\" id=\"qa-tags\" name=\"tags\">"),
        "{html}"
    );
    assert!(
        html.contains("id=\"qa-maxLength\" name=\"maxLength\">"),
        "{html}"
    );
    assert!(
        html.contains("id=\"qa-placeholders\" name=\"placeholders\" checked>"),
        "{html}"
    );
    assert!(html.contains("<label for=\"qa-tags\">"));

    // Another step of the project: defaults again.
    let (_, _, html) = w
        .get(&format!(
            "/workflow-steps/qa-gate?jwtToken={}&stepId=42",
            enterprise("qa-gate")
        ))
        .await;
    assert!(html.contains("name=\"tags\" checked"), "{html}");

    let predicate = "text contains \"<b>&\" or is hidden";
    save("croql-router", json!({"predicate": predicate})).await;
    let (status, _, html) = w
        .get(&format!(
            "/workflow-steps/croql-router?jwtToken={}&stepId=41",
            enterprise("croql-router")
        ))
        .await;
    assert_eq!(status, 200, "{html}");
    assert!(
        html.contains("text contains &quot;&lt;b&gt;&amp;&quot; or is hidden</textarea>"),
        "saved predicate shown, escaped: {html}"
    );
    assert!(html.contains("<strong>true</strong>") && html.contains("<strong>false</strong>"));
    assert!(html.contains("<label for=\"predicate\">"));

    // The step pages' CroQL check takes the step's token (enterprise identifiers allowed).
    let check = "/workflow-steps/croql-router/api/croql/check";
    let (status, body) = w
        .api_post(
            check,
            &enterprise("croql-router"),
            json!({"query": "is passed workflow"}),
        )
        .await;
    assert_eq!((status, &body), (200, &json!({"ok": true})), "{body}");
    let (status, body) = w
        .api_post(
            check,
            &enterprise("croql-router"),
            json!({"query": "text contains"}),
        )
        .await;
    assert_eq!((status, &body["ok"]), (200, &json!(false)), "{body}");
    let (status, _) = w
        .api_post(check, &enterprise("qa-gate"), json!({"query": "is hidden"}))
        .await;
    assert_eq!(status, 403, "a token for another module");
}
