//! The platform emulator as a process for end-to-end tests: the built binary's
//! `platform serve --bind 127.0.0.1:0 --fixture <file>` (or a given port) with a fixture written by the test; its
//! last stdout line is one JSON object with its URLs. Killed on drop.

use std::time::Duration;

use locforge::platform::ApiBases;
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, BufReader};

/// A running emulator and its start-up line.
pub struct Emulator {
    _child: tokio::process::Child,
    _dir: tempfile::TempDir,
    /// The JSON line (`authUrl`, `apiUrl`, `enterpriseApiUrl`, …).
    pub info: Value,
}

impl Emulator {
    /// Starts the emulator on `fixture` with `extra` arguments, on a free loopback port.
    pub async fn start(fixture: &Value, extra: &[&str]) -> Emulator {
        Emulator::start_at(fixture, "127.0.0.1:0", extra).await
    }

    /// Starts the emulator on `fixture` listening on `bind`, with `extra` arguments.
    pub async fn start_at(fixture: &Value, bind: &str, extra: &[&str]) -> Emulator {
        let dir = tempfile::tempdir().expect("tempdir");
        let fixture_path = dir.path().join("world.json");
        std::fs::write(&fixture_path, fixture.to_string()).expect("fixture written");
        let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_locforge"))
            .args(["platform", "serve", "--bind", bind, "--fixture"])
            .arg(&fixture_path)
            .args(extra)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .expect("emulator starts");
        let stdout = child.stdout.take().expect("stdout piped");
        let mut lines = BufReader::new(stdout).lines();
        let info = tokio::time::timeout(Duration::from_secs(60), async {
            while let Some(line) = lines.next_line().await.expect("stdout readable") {
                if line.starts_with('{') {
                    if let Ok(v) = serde_json::from_str::<Value>(&line) {
                        return v;
                    }
                }
            }
            panic!("the emulator exited without its JSON line");
        })
        .await
        .expect("the emulator printed its JSON line in time");
        // Keep draining stdout so the emulator never blocks on a full pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Emulator {
            _child: child,
            _dir: dir,
            info,
        }
    }

    /// One URL of the start-up line.
    pub fn url(&self, key: &str) -> String {
        self.info[key]
            .as_str()
            .unwrap_or_else(|| panic!("{key} in the emulator's JSON line"))
            .to_owned()
    }

    /// `authUrl`, `apiUrl` and the enterprise pattern (`enterpriseApiUrl`) of the emulator.
    pub fn bases(&self) -> ApiBases {
        ApiBases::new(
            &self.url("authUrl"),
            &self.url("apiUrl"),
            &self.url("enterpriseApiUrl"),
        )
        .expect("the emulator's addresses are valid bases")
    }
}
