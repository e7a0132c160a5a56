//! Headless Chromium for the page tests: Debian's `chromium` and `chromedriver` (installed by
//! `scripts/setup-test-tools.sh`, never a browser a crate downloads), driven over WebDriver with
//! `fantoccini`. Each [`Browser`] runs its own chromedriver on a free loopback port and its own
//! empty profile; both go when it is dropped. Without the two binaries a browser test is skipped
//! with a printed reason, unless `LOCFORGE_REQUIRE_TEST_TOOLS` is set: then it fails.
//!
//! Screenshots go to `target/tmp/screenshots/` (Cargo's `CARGO_TARGET_TMPDIR`), one PNG per
//! page, so a person can look at what the tests saw.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::json;

use super::free_port;
use super::postgres::require_tools;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// A headless Chromium session and the chromedriver behind it.
pub struct Browser {
    /// The WebDriver session.
    pub client: Client,
    driver: Child,
    _profile: tempfile::TempDir,
}

impl Browser {
    /// Starts chromedriver and a headless Chromium session, or `None` (with a printed reason) when
    /// the browser is not installed and the test tools are not required.
    pub async fn start() -> Option<Browser> {
        if !std::path::Path::new(CHROMIUM).is_file()
            || !std::path::Path::new(CHROMEDRIVER).is_file()
        {
            if require_tools() {
                panic!("{CHROMIUM} and {CHROMEDRIVER} are required (scripts/setup-test-tools.sh)");
            }
            eprintln!("skipped: no {CHROMIUM} / {CHROMEDRIVER} (run scripts/setup-test-tools.sh)");
            return None;
        }
        let port = free_port();
        let driver = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let profile = tempfile::tempdir().expect("profile dir");
        let url = format!("http://127.0.0.1:{port}");
        wait_ready(&url).await;
        // The flags a closed network needs: no background connections, no component updates.
        let caps = json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                    "--window-size=1280,900",
                    format!("--user-data-dir={}", profile.path().display()),
                ],
            },
        });
        let serde_json::Value::Object(caps) = caps else {
            unreachable!("a JSON object")
        };
        // chromedriver is plain HTTP on loopback: no TLS connector.
        let client = ClientBuilder::new(HttpConnector::new())
            .capabilities(caps)
            .connect(&url)
            .await
            .expect("WebDriver session");
        Some(Browser {
            client,
            driver,
            _profile: profile,
        })
    }

    /// Navigates to `url`.
    pub async fn goto(&self, url: &str) {
        self.client.goto(url).await.expect("navigate");
    }

    /// Waits (up to 10 s) for the element `css` and returns its text.
    pub async fn text_of(&self, css: &str) -> String {
        self.client
            .wait()
            .at_most(Duration::from_secs(10))
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no element `{css}`: {e}"))
            .text()
            .await
            .expect("element text")
    }

    /// Waits (up to 10 s) until the text of `css` contains `needle`, and returns that text.
    pub async fn wait_text(&self, css: &str, needle: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut last = String::new();
        while Instant::now() < deadline {
            if let Ok(el) = self.client.find(Locator::Css(css)).await {
                if let Ok(t) = el.text().await {
                    if t.contains(needle) {
                        return t;
                    }
                    last = t;
                }
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("`{css}` never contained {needle:?}; last text: {last:?}");
    }

    /// Waits (up to 10 s) until `script` (a function body returning a boolean) returns true.
    pub async fn wait_js(&self, script: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(serde_json::Value::Bool(true)) = self.client.execute(script, vec![]).await {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("never true: {script}");
    }

    /// Resizes the window to `width` × `height` CSS pixels.
    pub async fn resize(&self, width: u32, height: u32) {
        self.client
            .set_window_size(width, height)
            .await
            .expect("resize");
    }

    /// Saves a PNG of the viewport as `target/tmp/screenshots/{name}.png` and returns its path.
    pub async fn screenshot(&self, name: &str) -> PathBuf {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
        std::fs::create_dir_all(&dir).expect("screenshot dir");
        let png = self.client.screenshot().await.expect("screenshot");
        assert!(png.starts_with(b"\x89PNG"), "a screenshot is a PNG");
        let path = dir.join(format!("{name}.png"));
        std::fs::write(&path, png).expect("write screenshot");
        eprintln!("screenshot: {}", path.display());
        path
    }

    /// Runs `script` in the current frame and returns its value.
    pub async fn eval(&self, script: &str) -> serde_json::Value {
        self.client
            .execute(script, vec![])
            .await
            .unwrap_or_else(|e| panic!("script failed: {e}\n{script}"))
    }

    /// Ends the session.
    pub async fn close(self) {
        let _ = self.client.clone().close().await;
        drop(self);
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

async fn wait_ready(url: &str) {
    let http = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        if let Ok(r) = http.get(format!("{url}/status")).send().await {
            if r.status().is_success() {
                return;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("chromedriver did not start on {url}");
}
