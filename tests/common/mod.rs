//! Helpers for the end-to-end tests: start the real app on a loopback port, a small fixture
//! server for `contentUrl` / `stringsUrl`, and signed tokens; `cli` runs the binary itself.
#![allow(dead_code)]

pub mod browser;
pub mod cli;
pub mod emulator;
pub mod fleet;
pub mod hooks;
pub mod postgres;
pub mod s3;

use std::net::SocketAddr;
use std::time::Duration;

use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;
use base64::Engine as _;
use locforge::auth::jwt::{dev_claims, mint};
use locforge::config::Config;
use locforge::transfer::blob::unix_now;

/// The client secret every test app uses.
pub const SECRET: &str = "test-secret-0123456789abcdef0123";

/// A running app.
pub struct App {
    /// Base URL, no trailing slash.
    pub base: String,
    /// HTTP client.
    pub http: reqwest::Client,
    /// Keeps the data folder alive.
    pub _dir: tempfile::TempDir,
}

impl App {
    /// A valid token for organization 1, user 1.
    pub fn token(&self) -> String {
        mint(SECRET, &dev_claims("locforge-test", unix_now(), 600)).expect("mint")
    }

    /// A valid token minted for `module` only.
    pub fn module_token(&self, module: &str) -> String {
        let mut claims = dev_claims("locforge-test", unix_now(), 60);
        claims.module = Some(module.into());
        mint(SECRET, &claims).expect("mint")
    }

    /// POSTs a JSON `body` to `path` with `token` as `Authorization: Bearer`, or with no token.
    pub async fn post(
        &self,
        path: &str,
        token: Option<String>,
        body: &serde_json::Value,
    ) -> reqwest::Response {
        let mut req = self.http.post(format!("{}{path}", self.base)).json(body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send().await.expect("request")
    }

    /// POSTs a JSON job to `path` with a valid token.
    pub async fn job(
        &self,
        path: &str,
        body: &serde_json::Value,
    ) -> (StatusCode, serde_json::Value, reqwest::header::HeaderMap) {
        let resp = self.post(path, Some(self.token()), body).await;
        let status = resp.status();
        let headers = resp.headers().clone();
        let bytes = resp.bytes().await.expect("body");
        let json = serde_json::from_slice(&bytes).unwrap_or_else(|e| {
            panic!(
                "response is not JSON ({e}): {}",
                String::from_utf8_lossy(&bytes)
            )
        });
        (status, json, headers)
    }

    /// GETs an absolute URL and returns status and body.
    pub async fn get(&self, url: &str) -> (StatusCode, Vec<u8>) {
        let resp = self.http.get(url).send().await.expect("request");
        (resp.status(), resp.bytes().await.expect("body").to_vec())
    }
}

/// Starts the app with test defaults, adjusted by `tweak`.
pub async fn start_app(tweak: impl FnOnce(&mut Config)) -> App {
    start_app_with_formats(tweak, Vec::new()).await
}

/// The test configuration: loopback port 0, data in `dir`, the test client id and secret,
/// fetches allowed to 127.0.0.1, fetch timeout 30 s.
pub fn test_config(dir: &std::path::Path) -> Config {
    let mut config = Config {
        bind: SocketAddr::from(([127, 0, 0, 1], 0)),
        data_dir: dir.to_path_buf(),
        client_id: "locforge-test".into(),
        client_secret: Some(SECRET.into()),
        fetch_allow: vec!["127.0.0.1".into()],
        ..Config::default()
    };
    config.limits.fetch_timeout_secs = 30;
    config
}

/// Starts the app with test defaults (fetch timeout 2 s), adjusted by `tweak`, serving `own`
/// formats as well.
pub async fn start_app_with_formats(
    tweak: impl FnOnce(&mut Config),
    own: Vec<std::sync::Arc<dyn locforge_formats::Format>>,
) -> App {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = test_config(dir.path());
    config.limits.fetch_timeout_secs = 2;
    tweak(&mut config);
    let running = locforge::service::start_with_formats(config, own)
        .await
        .expect("app starts");
    App {
        base: running.base_url,
        http: reqwest::Client::builder()
            .timeout(Duration::from_secs(60))
            .build()
            .expect("client"),
        _dir: dir,
    }
}

/// A started service kept whole (for its state and shutdown) and an [`App`] client for it.
pub struct Served {
    /// The service (its state, address, `stop`).
    pub running: locforge::service::Running,
    /// A client for it.
    pub app: App,
}

/// Starts the app on [`test_config`] adjusted by `tweak`, keeping the service whole.
pub async fn serve(tweak: impl FnOnce(&mut Config)) -> Served {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = test_config(dir.path());
    tweak(&mut config);
    let running = locforge::service::start(config).await.expect("app starts");
    let app = App {
        base: running.base_url.clone(),
        http: reqwest::Client::builder()
            .timeout(Duration::from_secs(90))
            .build()
            .expect("client"),
        _dir: dir,
    };
    Served { running, app }
}

/// A fixture server on loopback: `/file/{name}` serves `files`, `/slow` never answers in time,
/// `/missing` is 404. Returns its base URL.
pub async fn fixture_server(files: Vec<(&'static str, Vec<u8>)>) -> String {
    let mut app = Router::new()
        .route(
            "/slow",
            get(|| async {
                tokio::time::sleep(Duration::from_secs(30)).await;
                "late"
            }),
        )
        .route("/missing", get(|| async { (StatusCode::NOT_FOUND, "no") }));
    for (name, bytes) in files {
        app = app.route(
            &format!("/file/{name}"),
            get(move || async move { bytes.clone() }),
        );
    }
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{addr}")
}

/// A loopback port free right now (for a server that must be told its port before it starts).
pub fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    l.local_addr().expect("addr").port()
}

/// Base64 of `bytes`.
pub fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// Decodes base64.
pub fn unb64(s: &str) -> Vec<u8> {
    base64::engine::general_purpose::STANDARD
        .decode(s)
        .expect("base64")
}

/// `[modules]` of an enterprise agent app with a qa-gate step `qa` and the webhook module
/// `events` its recalculation batches arrive at.
pub const AGENT_APP: &str = r#"
[agent]
username = "locforge-bot"
name = "locforge"
[[webhooks]]
key = "events"
events = ["string.status_on_step.recalculation_triggered"]
[[workflow_steps]]
key = "qa"
kind = "qa-gate"
"#;
