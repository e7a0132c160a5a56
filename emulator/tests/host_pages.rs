//! The emulated platform hosts an app's pages, over real HTTP. A small stand-in app (axum, in
//! this test: the peer the platform talks to) serves a manifest with a project-menu module and a
//! workflow step type with a settings page, and records what it receives. It is installed the
//! way `locforge platform serve --app` does (the driver, in every organization of the world);
//! then the host page embeds the app's URL with a token the app verifies, the token endpoint
//! refuses users outside each access category, workflow steps are refused on standard, the
//! settings reach the app's `updateSettingsUrl` with the platform's body and a verifiable token,
//! and the host script takes messages only from the app's iframe and origin (run under Node).

use std::sync::{Arc, Mutex};

use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use locforge_emulator::driver::install::install_everywhere;
use locforge_emulator::platform::demo::{self, ids};
use locforge_emulator::platform::model::User;
use locforge_emulator::platform::{self, PlatformConfig, Running, TokenKind};
use serde_json::{json, Value};

const CLIENT_ID: &str = "standin-client";
const CLIENT_SECRET: &str = "standin-client-secret-0123456789abcdef";
const APP: &str = "standin";
const MENU: &str = "menu";
const STEP: &str = "review";
/// A user of the standard organization outside its project.
const STD_OUTSIDER: i64 = 6;
/// A user of the enterprise organization in none of its projects.
const ENT_OUTSIDER: i64 = 7;

#[derive(Default)]
struct AppState {
    /// `installed` bodies.
    installed: Vec<Value>,
    /// Page loads: (path, user id of the verified token, or None when refused).
    pages: Vec<(String, Option<i64>)>,
    /// Settings saves: (Authorization header, body).
    settings: Vec<(String, Value)>,
}

type Shared = Arc<Mutex<AppState>>;

fn with<R>(s: &Shared, f: impl FnOnce(&mut AppState) -> R) -> R {
    let mut g = s.lock().unwrap_or_else(|e| e.into_inner());
    f(&mut g)
}

/// The app's check of a page token: HS256 under its client secret, `exp`, `aud` = its client id,
/// `module` = the page's module, the context's organization and user. Returns the claims.
fn verify(token: &str, module: &str) -> Option<Value> {
    let mut v = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
    v.set_audience(&[CLIENT_ID]);
    let claims = jsonwebtoken::decode::<Value>(
        token,
        &jsonwebtoken::DecodingKey::from_secret(CLIENT_SECRET.as_bytes()),
        &v,
    )
    .ok()?
    .claims;
    (claims["module"] == module
        && claims["context"]["organization_id"].is_i64()
        && claims["context"]["user_id"].is_i64())
    .then_some(claims)
}

async fn page(
    State(s): State<Shared>,
    uri: axum::http::Uri,
    Query(q): Query<std::collections::HashMap<String, String>>,
) -> (StatusCode, &'static str) {
    let module = if uri.path().starts_with("/pages/") {
        MENU
    } else {
        STEP
    };
    let user = q
        .get("jwtToken")
        .and_then(|t| verify(t, module))
        .and_then(|c| c["context"]["user_id"].as_i64());
    with(&s, |st| st.pages.push((uri.path().to_owned(), user)));
    match user {
        Some(_) => (StatusCode::OK, "<!doctype html><title>page</title>"),
        None => (StatusCode::FORBIDDEN, "bad token"),
    }
}

async fn save(
    State(s): State<Shared>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> (StatusCode, Json<Value>) {
    let auth = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let reject = body["settings"]["reject"] == true;
    with(&s, |st| st.settings.push((auth, body)));
    if reject {
        (
            StatusCode::BAD_REQUEST,
            Json(json!({"error": {"message": "threshold must be positive"}})),
        )
    } else {
        (StatusCode::OK, Json(json!({"saved": true})))
    }
}

async fn start_app(state: Shared) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let manifest = json!({
        "identifier": APP, "name": "Stand-in", "baseUrl": base, "logo": "/logo.png",
        "authentication": {"type": "crowdin_app", "clientId": CLIENT_ID},
        "events": {"installed": "/installed", "uninstall": "/uninstall"},
        "scopes": ["project"],
        "modules": {
            "project-menu": [{"key": MENU, "name": "Menu <b>\"&'", "url": "/pages/menu"}],
            "workflow-step-type": [{"key": STEP, "name": "Review", "logo": "/logo.png",
                "description": "Reviews strings",
                "boundaries": {"input": {"title": "Input", "ports": ["translated"]},
                               "outputs": [{"title": "Passed", "port": "translated"}]},
                "updateSettingsUrl": "/steps/review/settings",
                "deleteSettingsUrl": "/steps/review/settings",
                "url": "/steps/review",
                "environments": ["platform-enterprise"]}],
            "webhook": [{"key": "events", "url": "/hook",
                         "events": ["string.status_on_step.recalculation_triggered"]}]
        }
    });
    let app = Router::new()
        .route(
            "/manifest.json",
            get(move || async move { Json(manifest.clone()) }),
        )
        .route(
            "/installed",
            post(|State(s): State<Shared>, Json(b): Json<Value>| async move {
                with(&s, |st| st.installed.push(b));
                StatusCode::NO_CONTENT
            }),
        )
        .route("/uninstall", post(|| async { StatusCode::NO_CONTENT }))
        .route("/hook", post(|| async { StatusCode::OK }))
        .route("/pages/menu", get(page))
        .route("/steps/review", get(page))
        .route("/steps/review/settings", post(save))
        .with_state(state);
    tokio::spawn(async move { axum::serve(listener, app).await });
    base
}

struct World {
    running: Running,
    app_base: String,
    app: Shared,
    http: reqwest::Client,
}

impl World {
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.running.base_url)
    }

    async fn get(&self, path: &str) -> (StatusCode, HeaderMap, String) {
        let r = self.http.get(self.url(path)).send().await.expect("GET");
        let (status, headers) = (r.status(), r.headers().clone());
        (status, headers, r.text().await.expect("body"))
    }

    async fn post(&self, path: &str, body: Value) -> (StatusCode, Value) {
        let r = self
            .http
            .post(self.url(path))
            .json(&body)
            .send()
            .await
            .expect("POST");
        let status = r.status();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    async fn token(&self, key: &str, project: i64, user: i64) -> (StatusCode, Value) {
        self.post(
            &format!("/apps/{APP}/modules/{key}/token"),
            json!({"project": project, "user": user}),
        )
        .await
    }

    async fn grant(&self, key: &str, org: i64, category: &str, users: &[i64]) -> StatusCode {
        self.http
            .put(self.url(&format!("/apps/{APP}/modules/{key}/access")))
            .json(&json!({"organizationId": org, "category": category, "users": users}))
            .send()
            .await
            .expect("PUT")
            .status()
    }
}

/// The demo world with two outsiders, the platform on a free port, the stand-in app installed
/// in every organization through the driver.
async fn world() -> World {
    let mut model = demo::model();
    for (id, org) in [
        (STD_OUTSIDER, ids::ORG),
        (ENT_OUTSIDER, ids::ENTERPRISE_ORG),
    ] {
        model.users.push(User {
            id,
            username: format!("outsider{id}"),
            full_name: format!("Outsider {id}"),
            email: String::new(),
            avatar_url: String::new(),
            organization_ids: vec![org],
            is_agent: false,
            created_at: "2024-03-01T00:00:00+00:00".into(),
        });
    }
    let running = platform::start(PlatformConfig {
        model: Some(model),
        ..PlatformConfig::default()
    })
    .await
    .expect("platform");
    let app = Shared::default();
    let app_base = start_app(app.clone()).await;
    let outcomes = install_everywhere(
        &running.platform,
        &format!("{app_base}/manifest.json"),
        None,
        Some(CLIENT_SECRET.into()),
    )
    .await
    .expect("install");
    assert_eq!(outcomes.len(), 2, "both organizations");
    assert!(outcomes.iter().all(|o| o.installed), "installed everywhere");
    assert_eq!(with(&app, |s| s.installed.len()), 2, "two installed events");
    World {
        running,
        app_base,
        app,
        http: reqwest::Client::new(),
    }
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The `src` of the page's iframe.
fn iframe_src(html: &str) -> String {
    let at = html.find("id=\"app-frame\"").expect("iframe");
    let rest = &html[at..];
    let start = rest.find(" src=\"").expect("src") + 6;
    let end = rest[start..].find('"').expect("end of src");
    unescape(&rest[start..start + end])
}

#[tokio::test]
async fn the_host_page_embeds_the_app_with_a_token_it_verifies() {
    let w = world().await;
    let handlers = regex::Regex::new(r"\son[a-z]+\s*=").expect("regex");
    for (project, owner, domain) in [
        (ids::PROJECT, ids::USER, Value::Null),
        (
            ids::ENTERPRISE_PROJECT,
            ids::ENTERPRISE_ADMIN,
            json!(ids::DOMAIN),
        ),
    ] {
        let (status, headers, html) = w
            .get(&format!("/apps/{APP}/modules/{MENU}?project={project}"))
            .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        let csp = headers
            .get("content-security-policy")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        assert!(csp.contains(&format!("frame-src {}", w.app_base)), "{csp}");
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
            "{csp}"
        );
        assert!(html.contains("<script src=\"/host/host.js\" defer></script>"));
        assert!(!html.contains("<b>") && html.contains("Menu &lt;b&gt;&quot;&amp;&#39;"));
        assert!(
            !handlers.is_match(&html) && !html.contains("<script>"),
            "nothing inline"
        );
        let default = if domain.is_null() { "owner" } else { "admins" };
        assert!(
            html.contains(&format!("<option value=\"{default}\" selected>")),
            "{html}"
        );
        let src = iframe_src(&html);
        let u = url::Url::parse(&src).expect("iframe URL");
        assert_eq!(
            format!("{}{}", u.origin().ascii_serialization(), u.path()),
            format!("{}/pages/menu", w.app_base)
        );
        let q: std::collections::HashMap<String, String> = u.query_pairs().into_owned().collect();
        assert_eq!(q.get("origin"), Some(&w.running.base_url));
        assert_eq!(q.get("clientId").map(String::as_str), Some(CLIENT_ID));
        let claims = verify(&q["jwtToken"], MENU).expect("the app verifies the token");
        assert_eq!(claims["aud"], CLIENT_ID);
        assert_eq!(claims["sub"], owner.to_string());
        assert_eq!(claims["domain"], domain);
        assert_eq!(claims["context"]["project_id"], project);
        assert_eq!(claims["context"]["user_id"], owner);
        let ttl = claims["exp"].as_u64().unwrap_or(0) - claims["iat"].as_u64().unwrap_or(0);
        assert!(ttl > 0 && ttl <= 600, "short-lived: {ttl}");
        // The browser's load of the iframe URL: the app accepts it.
        let r = w.http.get(&src).send().await.expect("page");
        assert_eq!(r.status(), StatusCode::OK);
    }
    assert_eq!(
        with(&w.app, |s| s.pages.iter().map(|p| p.1).collect::<Vec<_>>()),
        vec![Some(ids::USER), Some(ids::ENTERPRISE_ADMIN)]
    );
    // The step's settings page on enterprise, and the host's own files.
    let (status, _, html) = w
        .get(&format!(
            "/apps/{APP}/modules/{STEP}?project={}",
            ids::ENTERPRISE_PROJECT
        ))
        .await;
    assert_eq!(status, StatusCode::OK, "{html}");
    assert!(html.contains("id=\"save\"") && html.contains(&format!("data-step=\"{}\"", ids::STEP)));
    // A step's settings page is told which step it configures.
    assert!(iframe_src(&html).starts_with(&format!(
        "{}/steps/review?stepId={}&jwtToken=",
        w.app_base,
        ids::STEP
    )));
    let (status, headers, js) = w.get("/host/host.js").await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers["content-type"]
        .to_str()
        .unwrap_or("")
        .starts_with("text/javascript"));
    assert!(js.contains("acceptMessage"));
    // The summary lists the host pages: the menu in both projects, the step on enterprise only.
    let pages = platform::serve::host_pages(&w.running.platform);
    let listed: Vec<(String, i64)> = pages
        .iter()
        .map(|p| {
            (
                p["module"].as_str().unwrap_or("").to_owned(),
                p["projectId"].as_i64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        listed,
        vec![
            (MENU.to_owned(), ids::PROJECT),
            (MENU.to_owned(), ids::ENTERPRISE_PROJECT),
            (STEP.to_owned(), ids::ENTERPRISE_PROJECT),
        ]
    );
    for p in &pages {
        let r = w
            .http
            .get(p["url"].as_str().unwrap_or(""))
            .send()
            .await
            .expect("listed page");
        assert_eq!(r.status(), StatusCode::OK, "{p}");
    }
}

#[tokio::test]
async fn tokens_are_refused_outside_each_category() {
    let w = world().await;
    let allowed = |s: StatusCode, v: &Value| s == StatusCode::OK && v["jwtToken"].is_string();
    let refused =
        |s: StatusCode, v: &Value| s == StatusCode::FORBIDDEN && v["error"]["message"].is_string();
    // Standard: the owner by default, then all members, then selected users.
    let (p, org) = (ids::PROJECT, ids::ORG);
    let (s, v) = w.token(MENU, p, ids::USER).await;
    assert!(allowed(s, &v), "{s} {v}");
    let claims = verify(v["jwtToken"].as_str().unwrap_or(""), MENU).expect("verifies");
    assert_eq!(claims["context"]["user_id"], ids::USER);
    let (s, v) = w.token(MENU, p, ids::TRANSLATOR).await;
    assert!(refused(s, &v), "{s} {v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("project owner"),
        "{v}"
    );
    assert_eq!(w.grant(MENU, org, "members", &[]).await, StatusCode::OK);
    let (s, v) = w.token(MENU, p, ids::TRANSLATOR).await;
    assert!(allowed(s, &v), "{s} {v}");
    let (s, v) = w.token(MENU, p, STD_OUTSIDER).await;
    assert!(refused(s, &v), "{s} {v}");
    assert_eq!(
        w.grant(MENU, org, "selected", &[ids::CROWDIN_USER]).await,
        StatusCode::OK
    );
    let (s, v) = w.token(MENU, p, ids::CROWDIN_USER).await;
    assert!(allowed(s, &v), "{s} {v}");
    let (s, v) = w.token(MENU, p, ids::TRANSLATOR).await;
    assert!(refused(s, &v), "{s} {v}");
    let (s, v) = w.token(MENU, p, ids::ENTERPRISE_ADMIN).await;
    assert!(refused(s, &v), "a user of another organization: {s} {v}");
    assert_eq!(
        w.grant(MENU, org, "admins", &[]).await,
        StatusCode::BAD_REQUEST
    );
    // Enterprise: the admins by default, then all users of the organization's projects, then
    // selected users.
    let (p, org) = (ids::ENTERPRISE_PROJECT, ids::ENTERPRISE_ORG);
    let (s, v) = w.token(MENU, p, ids::ENTERPRISE_ADMIN).await;
    assert!(allowed(s, &v), "{s} {v}");
    let (s, v) = w.token(MENU, p, ids::TRANSLATOR).await;
    assert!(refused(s, &v), "{s} {v}");
    assert_eq!(
        w.grant(MENU, org, "organization-users", &[]).await,
        StatusCode::OK
    );
    let (s, v) = w.token(MENU, p, ids::TRANSLATOR).await;
    assert!(allowed(s, &v), "{s} {v}");
    let (s, v) = w.token(MENU, p, ENT_OUTSIDER).await;
    assert!(refused(s, &v), "{s} {v}");
    let (s, v) = w.token(MENU, p, ids::AGENT).await;
    assert!(refused(s, &v), "the agent is no user: {s} {v}");
    assert_eq!(
        w.grant(MENU, org, "selected", &[ids::CROWDIN_USER]).await,
        StatusCode::OK
    );
    let (s, v) = w.token(MENU, p, ids::CROWDIN_USER).await;
    assert!(allowed(s, &v), "{s} {v}");
    let (s, v) = w.token(MENU, p, ids::ENTERPRISE_ADMIN).await;
    assert!(refused(s, &v), "{s} {v}");
    assert_eq!(
        w.grant(MENU, org, "owner", &[]).await,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        w.grant(MENU, org, "selected", &[ids::USER]).await,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        w.grant("nope", org, "admins", &[]).await,
        StatusCode::NOT_FOUND
    );
    // The page itself: a refusal page with 403, naming the reason; no iframe, no token.
    let (status, headers, html) = w
        .get(&format!(
            "/apps/{APP}/modules/{MENU}?project={p}&user={}",
            ids::ENTERPRISE_ADMIN
        ))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(headers["content-type"]
        .to_str()
        .unwrap_or("")
        .starts_with("text/html"));
    assert!(
        html.contains("may not open") && !html.contains("jwtToken"),
        "{html}"
    );
    // Unknown things are 404 pages; a bad id a 400 page.
    for (path, want) in [
        (
            format!("/apps/{APP}/modules/nope?project={p}"),
            StatusCode::NOT_FOUND,
        ),
        (
            format!("/apps/other/modules/{MENU}?project={p}"),
            StatusCode::NOT_FOUND,
        ),
        (
            format!("/apps/{APP}/modules/{MENU}?project=999"),
            StatusCode::NOT_FOUND,
        ),
        (
            format!("/apps/{APP}/modules/{MENU}?project=x"),
            StatusCode::BAD_REQUEST,
        ),
        (
            format!("/apps/{APP}/modules/{MENU}"),
            StatusCode::BAD_REQUEST,
        ),
    ] {
        assert_eq!(w.get(&path).await.0, want, "{path}");
    }
    // Only JSON, only from the platform's own pages.
    let url = w.url(&format!("/apps/{APP}/modules/{MENU}/token"));
    let body = json!({"project": p, "user": ids::CROWDIN_USER}).to_string();
    let r = w
        .http
        .post(&url)
        .body(body.clone())
        .send()
        .await
        .expect("POST");
    assert_eq!(r.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let r = w
        .http
        .post(&url)
        .header("content-type", "application/json")
        .header("origin", "http://evil.example")
        .body(body.clone())
        .send()
        .await
        .expect("POST");
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let r = w
        .http
        .post(&url)
        .header("content-type", "application/json")
        .header("origin", w.running.base_url.clone())
        .body(body)
        .send()
        .await
        .expect("POST");
    assert_eq!(r.status(), StatusCode::OK);
}

#[tokio::test]
async fn workflow_steps_are_refused_on_standard() {
    let w = world().await;
    let (status, _, html) = w
        .get(&format!(
            "/apps/{APP}/modules/{STEP}?project={}",
            ids::PROJECT
        ))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(
        html.contains("only on the enterprise environment"),
        "{html}"
    );
    let (s, v) = w.token(STEP, ids::PROJECT, ids::USER).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("enterprise"),
        "{v}"
    );
    let (s, v) = w
        .post(
            &format!("/apps/{APP}/modules/{STEP}/settings"),
            json!({"project": ids::PROJECT, "user": ids::USER, "settings": {"threshold": 1}}),
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    assert!(
        with(&w.app, |st| st.settings.is_empty()),
        "nothing reached the app"
    );
    // On enterprise the admin may open it; the token names the step's module.
    let (s, v) = w
        .token(STEP, ids::ENTERPRISE_PROJECT, ids::ENTERPRISE_ADMIN)
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert!(verify(v["jwtToken"].as_str().unwrap_or(""), STEP).is_some());
}

#[tokio::test]
async fn settings_reach_the_app_with_the_platform_body_and_a_token_it_verifies() {
    let w = world().await;
    let path = format!("/apps/{APP}/modules/{STEP}/settings");
    let p = ids::ENTERPRISE_PROJECT;
    let (s, v) = w
        .post(
            &path,
            json!({"project": p, "user": ids::ENTERPRISE_ADMIN, "settings": {"threshold": 3}}),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v, json!({"status": 200, "body": {"saved": true}}));
    let (auth, body) = with(&w.app, |st| st.settings[0].clone());
    assert_eq!(
        body,
        json!({"organizationId": ids::ENTERPRISE_ORG, "projectId": p, "stepId": ids::STEP,
               "workflowId": ids::WORKFLOW, "settings": {"threshold": 3}})
    );
    let claims = verify(auth.strip_prefix("Bearer ").unwrap_or(""), STEP).expect("verifies");
    assert_eq!(claims["context"]["user_id"], ids::ENTERPRISE_ADMIN);
    assert_eq!(claims["domain"], ids::DOMAIN);
    // The app's refusal comes back with its message.
    let (s, v) = w
        .post(
            &path,
            json!({"project": p, "user": ids::ENTERPRISE_ADMIN, "settings": {"reject": true}}),
        )
        .await;
    assert_eq!(s, StatusCode::BAD_GATEWAY, "{v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("threshold must be positive"),
        "{v}"
    );
    // A user outside the category, settings that are no object, a menu module: nothing sent.
    let before = with(&w.app, |st| st.settings.len());
    for (body, want) in [
        (
            json!({"project": p, "user": ids::TRANSLATOR, "settings": {}}),
            StatusCode::FORBIDDEN,
        ),
        (
            json!({"project": p, "user": ids::ENTERPRISE_ADMIN, "settings": [1]}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"project": p, "settings": {}, "extra": 1}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"project": p, "step": ids::TRANSLATE_STEP, "settings": {}}),
            StatusCode::NOT_FOUND,
        ),
    ] {
        let (s, v) = w.post(&path, body.clone()).await;
        assert_eq!(s, want, "{body} → {v}");
        assert!(v["error"]["message"].is_string(), "{v}");
    }
    let (s, v) = w
        .post(
            &format!("/apps/{APP}/modules/{MENU}/settings"),
            json!({"project": p, "settings": {}}),
        )
        .await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{v}");
    assert_eq!(with(&w.app, |st| st.settings.len()), before);
}

/// The host script's message check, run by Node on the file the platform serves: only messages
/// from the app's iframe window and exactly the app's origin, shaped as a request or a reply.
#[tokio::test]
async fn the_host_script_takes_messages_only_from_the_app_iframe_and_origin() {
    let w = world().await;
    let (_, _, js) = w.get("/host/host.js").await;
    let dir = tempfile::tempdir().expect("tempdir");
    let host = dir.path().join("host.js");
    std::fs::write(&host, js).expect("write");
    let check = dir.path().join("check.js");
    std::fs::write(
        &check,
        r#"
const vm = require("vm"), fs = require("fs");
const ctx = {}; vm.createContext(ctx); vm.runInContext(fs.readFileSync(process.argv[2], "utf8"), ctx);
const h = ctx.locforgeHost, frame = {}, other = {}, app = process.argv[3];
const req = {type: "locforge-ap", id: 1, method: "getJwtToken"};
const ev = (origin, source, data) => ({origin, source, data});
const cases = [
  ["request from the app", ev(app, frame, req), app, true],
  ["reply from the app", ev(app, frame, {type: "locforge-ap", id: 2, result: {valid: true, settings: {}}}), app, true],
  ["error reply", ev(app, frame, {type: "locforge-ap", id: 2, error: "no"}), app, true],
  ["another origin", ev("http://evil.example", frame, req), app, false],
  ["an origin sharing the prefix", ev(app + ".evil.example", frame, req), app, false],
  ["the opaque origin", ev("null", frame, req), app, false],
  ["another window", ev(app, other, req), app, false],
  ["no expected origin", ev("", frame, req), "", false],
  ["another type", ev(app, frame, {type: "x", id: 1, method: "getJwtToken"}), app, false],
  ["no id", ev(app, frame, {type: "locforge-ap", method: "getJwtToken"}), app, false],
  ["a string id", ev(app, frame, {type: "locforge-ap", id: "1", method: "getJwtToken"}), app, false],
  ["a fractional id", ev(app, frame, {type: "locforge-ap", id: 1.5, method: "getJwtToken"}), app, false],
  ["both method and result", ev(app, frame, {type: "locforge-ap", id: 1, method: "m", result: 1}), app, false],
  ["neither method nor result", ev(app, frame, {type: "locforge-ap", id: 1}), app, false],
  ["a string", ev(app, frame, JSON.stringify(req)), app, false],
  ["an array", ev(app, frame, [req]), app, false],
];
console.log(JSON.stringify(cases.map(([name, e, expected, want]) =>
  ({name, want, got: h.acceptMessage(e, expected, frame) !== null}))));
"#,
    )
    .expect("write");
    let out = std::process::Command::new("node")
        .arg(&check)
        .arg(&host)
        .arg(&w.app_base)
        .output()
        .expect("node runs (Node is part of the machine's toolchain)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let results: Vec<Value> = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(results.len(), 16);
    for r in results {
        assert_eq!(r["got"], r["want"], "{}", r["name"]);
    }
}

/// What an app's admin-only action reads to check a role through the API: `isAdmin` of the
/// authenticated user and of an organization user (enterprise), a project member's `role`
/// (standard) or `isManager` (enterprise).
#[tokio::test]
async fn roles_are_readable_through_the_api() {
    let w = world().await;
    let p = &w.running.platform;
    let ent = format!("{}/enterprise/{}/api/v2", w.running.base_url, ids::DOMAIN);
    let std_api = format!("{}/api/v2", w.running.base_url);
    let get = |url: String, token: String| {
        let http = w.http.clone();
        async move {
            let r = http.get(url).bearer_auth(token).send().await.expect("GET");
            let status = r.status();
            (status, r.json::<Value>().await.unwrap_or(Value::Null))
        }
    };
    let user_token = |u: i64, org: i64| p.mint_token(u, org, TokenKind::User, None, "*");
    let app_token = |org: i64| {
        let sub = if org == ids::ORG {
            ids::USER
        } else {
            ids::AGENT
        };
        p.mint_token(sub, org, TokenKind::App, Some(APP), "*")
    };
    for (u, admin) in [(ids::ENTERPRISE_ADMIN, true), (ids::TRANSLATOR, false)] {
        let (s, v) = get(format!("{ent}/user"), user_token(u, ids::ENTERPRISE_ORG)).await;
        assert_eq!(
            (s, v["data"]["isAdmin"].clone()),
            (StatusCode::OK, json!(admin)),
            "{v}"
        );
        let (s, v) = get(format!("{ent}/users/{u}"), app_token(ids::ENTERPRISE_ORG)).await;
        assert_eq!(
            (s, v["data"]["isAdmin"].clone()),
            (StatusCode::OK, json!(admin)),
            "{v}"
        );
        assert_eq!(v["data"]["id"], u);
    }
    let (s, _) = get(
        format!("{ent}/users/{}", ids::USER),
        app_token(ids::ENTERPRISE_ORG),
    )
    .await;
    assert_eq!(s, StatusCode::NOT_FOUND, "not a user of the organization");
    let (s, v) = get(format!("{std_api}/user"), user_token(ids::USER, ids::ORG)).await;
    assert_eq!(s, StatusCode::OK);
    assert!(
        v["data"].get("isAdmin").is_none(),
        "standard users have no isAdmin: {v}"
    );
    let (s, _) = get(
        format!("{std_api}/users/{}", ids::USER),
        app_token(ids::ORG),
    )
    .await;
    assert_eq!(
        s,
        StatusCode::NOT_FOUND,
        "no organization users on standard"
    );
    for (u, role) in [(ids::USER, "owner"), (ids::TRANSLATOR, "translator")] {
        let (s, v) = get(
            format!("{std_api}/projects/{}/members/{u}", ids::PROJECT),
            app_token(ids::ORG),
        )
        .await;
        assert_eq!(
            (s, v["data"]["role"].clone()),
            (StatusCode::OK, json!(role)),
            "{v}"
        );
    }
    let (s, _) = get(
        format!("{std_api}/projects/{}/members/{STD_OUTSIDER}", ids::PROJECT),
        app_token(ids::ORG),
    )
    .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    for (u, manager) in [(ids::ENTERPRISE_ADMIN, true), (ids::TRANSLATOR, false)] {
        let (s, v) = get(
            format!("{ent}/projects/{}/members/{u}", ids::ENTERPRISE_PROJECT),
            app_token(ids::ENTERPRISE_ORG),
        )
        .await;
        assert_eq!(
            (s, v["data"]["isManager"].clone()),
            (StatusCode::OK, json!(manager)),
            "{v}"
        );
    }
}

#[derive(clap::Parser)]
struct ServeCli {
    #[command(flatten)]
    serve: platform::ServeArgs,
}

/// `locforge platform serve --app URL --client-secret S --access KEY=CATEGORY`: the app is
/// installed by its base URL in both organizations, the grant applies where its category
/// exists, and the summary lists the host pages, which open.
#[tokio::test]
async fn serve_installs_an_app_and_lists_its_host_pages() {
    use clap::Parser as _;
    let app = Shared::default();
    let app_base = start_app(app.clone()).await;
    let cli = ServeCli::try_parse_from([
        "serve",
        "--bind",
        "127.0.0.1:0",
        "--app",
        &app_base,
        "--client-secret",
        CLIENT_SECRET,
        "--access",
        "menu=members",
    ])
    .expect("arguments");
    let (running, summary) = locforge_emulator::serve::start(&cli.serve)
        .await
        .expect("start");
    assert_eq!(with(&app, |s| s.installed.len()), 2);
    let pages = summary["hostPages"].as_array().cloned().unwrap_or_default();
    assert_eq!(pages.len(), 3, "{summary}");
    let http = reqwest::Client::new();
    for p in &pages {
        assert_eq!(p["app"], APP);
        let url = p["url"].as_str().unwrap_or("");
        assert!(
            url.starts_with(&format!("{}/apps/{APP}/modules/", running.base_url)),
            "{url}"
        );
        let r = http.get(url).send().await.expect("page");
        assert_eq!(r.status(), StatusCode::OK, "{url}");
    }
    // `members` exists on standard only: the translator opens the standard menu, not the
    // enterprise one (still the admins').
    let menu = |project: i64| {
        format!(
            "{}/apps/{APP}/modules/{MENU}?project={project}&user={}",
            running.base_url,
            ids::TRANSLATOR
        )
    };
    let r = http.get(menu(ids::PROJECT)).send().await.expect("page");
    assert_eq!(r.status(), StatusCode::OK);
    let r = http
        .get(menu(ids::ENTERPRISE_PROJECT))
        .send()
        .await
        .expect("page");
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    running.shutdown();
}
