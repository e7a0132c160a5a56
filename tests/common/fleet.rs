//! A fleet for the replica tests and the load runner: `locforge serve` processes (the built binary)
//! sharing one PostgreSQL database and one S3 bucket, behind HAProxy (Debian's `haproxy`) on a
//! loopback port with a generated configuration. [`replica_config`] and [`haproxy_config`] are the
//! exact files the README's deployment guide shows. Without haproxy the fleet tests are skipped with
//! a printed reason, unless `LOCFORGE_REQUIRE_TEST_TOOLS` is set: then they fail.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use super::postgres::require_tools;

/// The client secret every replica shares.
pub const FLEET_SECRET: &str = "fleet-client-secret-0123456789abcdef";
/// The key sealing stored secrets, shared by every replica.
pub const FLEET_KEY: &str = "fleet-secret-key-0123456789abcdef-0123456789";

/// `locforge.toml` of one replica: its own port and data folder; the shared database, bucket,
/// secrets and public URL (the load balancer's).
pub fn replica_config(
    port: u16,
    data_dir: &Path,
    public_url: &str,
    database_url: &str,
    s3_endpoint: &str,
    bucket: &str,
    extra: &str,
) -> String {
    replica_config_for(
        port,
        data_dir,
        public_url,
        database_url,
        s3_endpoint,
        bucket,
        ("locforge-fleet", FLEET_SECRET),
        extra,
    )
}

/// [`replica_config`] with the OAuth client `(client_id, client_secret)`.
#[allow(clippy::too_many_arguments)]
pub fn replica_config_for(
    port: u16,
    data_dir: &Path,
    public_url: &str,
    database_url: &str,
    s3_endpoint: &str,
    bucket: &str,
    (client_id, client_secret): (&str, &str),
    extra: &str,
) -> String {
    format!(
        r#"bind = "127.0.0.1:{port}"
base_url = "{public_url}"
data_dir = "{data}"
client_id = "{client_id}"
client_secret = "{client_secret}"
secret_key = "{FLEET_KEY}"
database_url = "{database_url}"
fetch_allow = ["127.0.0.1"]
log_format = "json"
{extra}
[blobs]
kind = "s3"
bucket = "{bucket}"
prefix = "spilled"
region = "us-east-1"
endpoint = "{s3_endpoint}"
path_style = true
access_key_id = "fleet"
secret_access_key = "fleet-secret"
"#,
        data = data_dir.display(),
    )
}

/// HAProxy's configuration: `frontend` on `port`, round robin over `servers` (name, port), each
/// checked on `/readyz`; a request whose connection fails is sent to another replica once.
pub fn haproxy_config(port: u16, servers: &[(&str, u16)]) -> String {
    let mut s = format!(
        r#"global
    maxconn 4096

defaults
    mode http
    timeout connect 2s
    timeout client 130s
    timeout server 130s
    timeout check 3s
    retries 2
    option redispatch
    retry-on conn-failure empty-response

frontend locforge
    bind 127.0.0.1:{port}
    default_backend replicas

backend replicas
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    http-response set-header X-Served-By %s
    default-server inter 1s fall 3 rise 1
"#
    );
    for (name, p) in servers {
        s.push_str(&format!("    server {name} 127.0.0.1:{p} check\n"));
    }
    s
}

/// True when `haproxy` is installed; otherwise prints why the test is skipped (or fails when the
/// tools are required).
pub fn have_haproxy() -> bool {
    let ok = std::process::Command::new("haproxy")
        .arg("-v")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        assert!(
            !require_tools(),
            "haproxy is required: run scripts/setup-test-tools.sh"
        );
        eprintln!("skipping: no haproxy (run scripts/setup-test-tools.sh)");
    }
    ok
}

/// A running child process (replica or load balancer), killed on drop.
pub struct Proc {
    /// The child.
    pub child: tokio::process::Child,
    /// Its port.
    pub port: u16,
}

impl Proc {
    /// Its base URL.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Sends `signal` (`STOP`, `CONT`, ...) to it.
    pub fn signal(&self, signal: &str) {
        let pid = self.child.id().expect("running");
        let ok = std::process::Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(pid.to_string())
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "kill -{signal} {pid}");
    }

    /// Kills it at once (SIGKILL: a crash, no draining) and waits for it.
    pub async fn kill(&mut self) {
        let _ = self.child.start_kill();
        let _ = self.child.wait().await;
    }
}

/// Starts `locforge serve --config <dir>/locforge.toml` with `config` and waits until `/readyz`
/// answers 200.
pub async fn start_replica(dir: &Path, port: u16, config: &str) -> Proc {
    std::fs::create_dir_all(dir).expect("replica dir");
    let path = dir.join("locforge.toml");
    std::fs::write(&path, config).expect("config written");
    let log = std::fs::File::create(dir.join("replica.log")).expect("log file");
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_locforge"))
        .arg("serve")
        .arg("--config")
        .arg(&path)
        .stdin(Stdio::null())
        .stdout(log.try_clone().expect("log"))
        .stderr(log)
        .kill_on_drop(true)
        .spawn()
        .expect("locforge serve starts");
    let p = Proc { child, port };
    wait_ready(&format!("{}/readyz", p.url()), dir).await;
    p
}

/// Starts HAProxy on `config` (foreground, killed on drop) and waits until `ready_url` through it
/// answers 200.
pub async fn start_haproxy(dir: &Path, port: u16, config: &str) -> Proc {
    let path = dir.join("haproxy.cfg");
    std::fs::write(&path, config).expect("haproxy config written");
    let child = tokio::process::Command::new("haproxy")
        .arg("-db")
        .arg("-f")
        .arg(&path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("haproxy starts");
    let p = Proc { child, port };
    wait_ready(&format!("{}/readyz", p.url()), dir).await;
    p
}

/// Waits until the balancer at `lb_url` has taken every replica but `name` out of rotation: four
/// answers in a row served by `name` (a paused replica still accepts connections, so a request
/// routed to it before the health checks mark it down would hang).
pub async fn wait_only_served_by(lb_url: &str, name: &str) {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(1))
        .build()
        .expect("client");
    let mut in_a_row = 0;
    for _ in 0..120 {
        let served = match http.get(format!("{lb_url}/healthz")).send().await {
            Ok(r) => r
                .headers()
                .get("x-served-by")
                .is_some_and(|v| v.as_bytes() == name.as_bytes()),
            Err(_) => false,
        };
        in_a_row = if served { in_a_row + 1 } else { 0 };
        if in_a_row == 4 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    panic!("the balancer at {lb_url} kept routing to other replicas than {name}");
}

async fn wait_ready(url: &str, dir: &Path) {
    let http = reqwest::Client::new();
    for _ in 0..300 {
        if let Ok(r) = http.get(url).send().await {
            if r.status() == 200 {
                return;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "{url} never answered 200; log:\n{}",
        std::fs::read_to_string(dir.join("replica.log")).unwrap_or_default()
    );
}
