//! A throwaway PostgreSQL cluster for the tests that run on both stores: `initdb` + `pg_ctl` from
//! `/usr/lib/postgresql/*/bin` (installed by `scripts/setup-test-tools.sh`), a temp directory, a
//! free loopback port, run as the `postgres` user when we are root; one per test process, stopped
//! by a watchdog once the process is gone. [`new_database`] gives each test its own database.
//! Without the server binaries the PostgreSQL half of a test is skipped with a printed reason,
//! unless `LOCFORGE_REQUIRE_TEST_TOOLS` is set: then it fails.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::result::Result;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

use sqlx::Connection;

/// The running cluster.
pub struct PgServer {
    /// Its loopback port.
    pub port: u16,
    bin: PathBuf,
    data: String,
    log: String,
    opts: String,
    user: Option<&'static str>,
}

impl PgServer {
    /// Stops the server at once (`-m immediate`: as a crash; the fault tests).
    pub fn stop(&self) {
        let out = run_as(
            self.user,
            &self.bin.join("pg_ctl"),
            &["-D", &self.data, "-m", "immediate", "-w", "stop"],
        )
        .stdout(Stdio::null())
        .output()
        .expect("pg_ctl stop");
        assert!(
            out.status.success(),
            "pg_ctl stop: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Starts the stopped server again on its port and waits until it accepts connections.
    pub fn start(&self) {
        let out = run_as(
            self.user,
            &self.bin.join("pg_ctl"),
            &[
                "-D", &self.data, "-l", &self.log, "-o", &self.opts, "-w", "-t", "60", "start",
            ],
        )
        .stdout(Stdio::null())
        .output()
        .expect("pg_ctl start");
        assert!(
            out.status.success(),
            "pg_ctl start: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// The URL of its `postgres` database.
    pub fn url(&self) -> String {
        format!("postgres://locforge@127.0.0.1:{}/postgres", self.port)
    }
}

/// A cluster of the caller's own (not shared with the other tests: it can be stopped), or `None`
/// (skip) when PostgreSQL is not installed and not required.
pub fn private_server() -> Option<PgServer> {
    match start_pg() {
        Ok(s) => Some(s),
        Err(why) if require_tools() || pg_bin_dir().is_some() => {
            panic!("PostgreSQL test server unavailable: {why}")
        }
        Err(why) => {
            eprintln!("skipping the PostgreSQL half: {why} (run scripts/setup-test-tools.sh)");
            None
        }
    }
}

pub fn require_tools() -> bool {
    std::env::var("LOCFORGE_REQUIRE_TEST_TOOLS").is_ok_and(|v| !v.is_empty() && v != "0")
}

fn pg_bin_dir() -> Option<PathBuf> {
    let mut dirs: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let v: u32 = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").is_file().then_some((v, bin))
        })
        .collect();
    dirs.sort();
    dirs.pop().map(|(_, d)| d)
}

/// Runs a server binary, as `user` when we are root (PostgreSQL refuses to run as root).
fn run_as(user: Option<&str>, bin: &Path, args: &[&str]) -> Command {
    let mut c = match user {
        Some(u) => {
            let mut c = Command::new("runuser");
            c.args(["-u", u, "--"]).arg(bin);
            c
        }
        None => Command::new(bin),
    };
    c.args(args);
    c
}

fn user_ids(name: &str) -> Option<(u32, u32)> {
    let id = |flag: &str| -> Option<u32> {
        let out = Command::new("id").args([flag, name]).output().ok()?;
        if !out.status.success() {
            return None;
        }
        String::from_utf8(out.stdout).ok()?.trim().parse().ok()
    };
    Some((id("-u")?, id("-g")?))
}

fn start_pg() -> Result<PgServer, String> {
    let bin = pg_bin_dir().ok_or("no /usr/lib/postgresql/*/bin/initdb")?;
    let root = unsafe { libc::geteuid() } == 0;
    let dir = tempfile::Builder::new()
        .prefix("locforge-pg-")
        .tempdir()
        .map_err(|e| e.to_string())?
        .keep();
    let user = if root {
        let name: &'static str = ["postgres", "nobody"]
            .into_iter()
            .find(|n| user_ids(n).is_some())
            .ok_or("running as root and neither user postgres nor nobody exists")?;
        let (uid, gid) = user_ids(name).ok_or("user ids")?;
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).map_err(|e| e.to_string())?;
        Some(name)
    } else {
        None
    };
    let data = dir.join("data");
    let data_s = data.to_str().ok_or("temp path")?;
    let out = run_as(
        user,
        &bin.join("initdb"),
        &[
            "-D",
            data_s,
            "-U",
            "locforge",
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--no-sync",
        ],
    )
    .stdout(Stdio::null())
    .output()
    .map_err(|e| format!("initdb: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "initdb failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| e.to_string())?
        .port();
    let opts = format!(
        "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200",
        dir.display()
    );
    let log = dir.join("server.log");
    let out = run_as(
        user,
        &bin.join("pg_ctl"),
        &[
            "-D",
            data_s,
            "-l",
            log.to_str().ok_or("temp path")?,
            "-o",
            &opts,
            "-w",
            "-t",
            "60",
            "start",
        ],
    )
    .stdout(Stdio::null())
    .output()
    .map_err(|e| format!("pg_ctl: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "pg_ctl start failed: {}\n{}",
            String::from_utf8_lossy(&out.stderr),
            std::fs::read_to_string(&log).unwrap_or_default()
        ));
    }
    // Stop the cluster and remove it once this test process is gone.
    let watchdog = format!(
        "while [ -d /proc/{pid} ]; do sleep 1; done; '{pg_ctl}' -D '{data_s}' -m immediate stop \
         >/dev/null 2>&1; rm -rf '{dir}'",
        pid = std::process::id(),
        pg_ctl = bin.join("pg_ctl").display(),
        dir = dir.display(),
    );
    let mut w = match user {
        Some(u) => {
            let mut c = Command::new("runuser");
            c.args(["-u", u, "--", "sh", "-c", &watchdog]);
            c
        }
        None => {
            let mut c = Command::new("sh");
            c.args(["-c", &watchdog]);
            c
        }
    };
    w.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("watchdog: {e}"))?;
    Ok(PgServer {
        port,
        bin,
        data: data_s.to_owned(),
        log: log.to_str().ok_or("temp path")?.to_owned(),
        opts,
        user,
    })
}

/// The shared server, or `None` (skip) when PostgreSQL is not installed and not required.
pub fn pg_server() -> Option<&'static PgServer> {
    static SERVER: OnceLock<Result<PgServer, String>> = OnceLock::new();
    match SERVER.get_or_init(start_pg) {
        Ok(s) => Some(s),
        Err(why) if require_tools() || pg_bin_dir().is_some() => {
            panic!("PostgreSQL test server unavailable: {why}")
        }
        Err(why) => {
            eprintln!("skipping the PostgreSQL half: {why} (run scripts/setup-test-tools.sh)");
            None
        }
    }
}

/// A fresh, empty database on the shared cluster: its URL, or `None` (skip) when PostgreSQL is
/// not installed and not required.
pub async fn new_database() -> Option<String> {
    let server = pg_server()?;
    static N: AtomicU32 = AtomicU32::new(0);
    let name = format!(
        "t{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    );
    let admin = format!("postgres://locforge@127.0.0.1:{}/postgres", server.port);
    let mut c = sqlx::PgConnection::connect(&admin)
        .await
        .expect("admin connection");
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut c)
        .await
        .expect("create database");
    Some(format!(
        "postgres://locforge@127.0.0.1:{}/{name}",
        server.port
    ))
}

/// Drops the database at `url` (made by [`new_database`]) under the feet of whoever uses it: its
/// connections are terminated, so the next query fails as when the server goes away.
pub async fn drop_database(url: &str) {
    let (admin, name) = url.rsplit_once('/').expect("a database URL");
    let mut c = sqlx::PgConnection::connect(&format!("{admin}/postgres"))
        .await
        .expect("admin connection");
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE {name} WITH (FORCE)"
    )))
    .execute(&mut c)
    .await
    .expect("drop database");
}
