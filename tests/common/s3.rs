//! A throwaway S3-protocol server for the blob-store and fleet tests: moto's server (PyPI
//! `moto[server]`, installed by `scripts/setup-test-tools.sh`) on a free loopback port, killed by a
//! watchdog once the test process is gone; [`S3Server::stop`] and [`S3Server::start_again`] for
//! the fault tests (moto keeps its objects in memory: a restart empties it). Without moto the S3
//! tests are skipped with a printed reason, unless `LOCFORGE_REQUIRE_TEST_TOOLS` is set: then they
//! fail.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use locforge::config::{BlobKind, BlobsConfig};

use super::postgres::require_tools;

/// A running moto server.
pub struct S3Server {
    /// Its loopback port.
    pub port: u16,
    child: Option<Child>,
    /// The watchdogs (one per start), which end by themselves.
    watchdogs: Vec<Child>,
}

/// How moto's server is started: `moto_server`, else `python3 -m moto.server`.
fn moto_command() -> Option<Command> {
    let on_path = |name: &str| {
        std::env::var_os("PATH")
            .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(name).is_file()))
    };
    if on_path("moto_server") {
        return Some(Command::new("moto_server"));
    }
    let has_module = Command::new("python3")
        .args(["-c", "import moto.server"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    has_module.then(|| {
        let mut c = Command::new("python3");
        c.args(["-m", "moto.server"]);
        c
    })
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port()
}

impl S3Server {
    /// Starts a server, or `None` (skip, with the reason printed) when moto is not installed and
    /// not required.
    pub async fn start() -> Option<S3Server> {
        if moto_command().is_none() {
            assert!(
                !require_tools(),
                "moto (PyPI moto[server]) is required: run scripts/setup-test-tools.sh"
            );
            eprintln!(
                "skipping: no S3-protocol server (moto_server); run scripts/setup-test-tools.sh"
            );
            return None;
        }
        let mut s = S3Server {
            port: free_port(),
            child: None,
            watchdogs: Vec::new(),
        };
        s.start_again().await;
        Some(s)
    }

    /// Starts the server (again) on its port and waits until it answers.
    pub async fn start_again(&mut self) {
        let mut cmd = moto_command().expect("moto");
        let child = cmd
            .args(["-H", "127.0.0.1", "-p", &self.port.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("moto_server starts");
        let watchdog = format!(
            "while [ -d /proc/{me} ] && [ -d /proc/{child} ]; do sleep 1; done; kill {child} 2>/dev/null",
            me = std::process::id(),
            child = child.id(),
        );
        let watchdog = Command::new("sh")
            .args(["-c", &watchdog])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("watchdog");
        self.watchdogs.push(watchdog);
        self.child = Some(child);
        let http = reqwest::Client::new();
        for _ in 0..200 {
            if http.get(self.url()).send().await.is_ok() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("moto_server did not answer on port {}", self.port);
    }

    /// Kills the server (the fault tests).
    pub fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
        // Each watchdog ends within a second of its server.
        for w in &mut self.watchdogs {
            let _ = w.try_wait();
        }
    }

    /// Its endpoint URL.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Creates `bucket` (moto takes unsigned requests).
    pub async fn create_bucket(&self, bucket: &str) {
        let resp = reqwest::Client::new()
            .put(format!("{}/{bucket}", self.url()))
            .send()
            .await
            .expect("create bucket");
        assert!(
            resp.status().is_success(),
            "create bucket: {}",
            resp.status()
        );
    }

    /// GETs `path` (`/{bucket}?...`) unsigned and returns the body as text.
    pub async fn get_text(&self, path: &str) -> String {
        reqwest::Client::new()
            .get(format!("{}{path}", self.url()))
            .send()
            .await
            .expect("S3 request")
            .text()
            .await
            .expect("S3 body")
    }

    /// `[blobs]` settings for `bucket` under `prefix` on this server.
    pub fn blobs_config(&self, bucket: &str, prefix: &str) -> BlobsConfig {
        BlobsConfig {
            kind: BlobKind::S3,
            bucket: Some(bucket.into()),
            prefix: prefix.into(),
            region: Some("us-east-1".into()),
            endpoint: Some(self.url()),
            path_style: true,
            access_key_id: Some("testing".into()),
            secret_access_key: Some("testing-secret".into()),
            presigned_urls: false,
        }
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        self.stop();
    }
}
