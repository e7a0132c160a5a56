//! What the format benches share: the synthetic ~5 MB files, written on first use into Cargo's
//! temp dir by the `locforge-synthetic` generator (a dev-dependency: it depends on nothing of the
//! workspace, and the formats crate must not depend on the app), and the generator's German
//! translations of them. Each bench uses what it needs.

#![allow(dead_code)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use locforge_formats::Translation;
use locforge_synthetic as synthetic;

#[path = "../../tests/support/wire.rs"]
mod wire;

/// The path of the synthetic file `name` (5 MiB files, seed 1), generating them when missing.
fn path(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("synthetic-5mb");
    synthetic::ensure(&dir, 5 << 20, 1).expect("the synthetic files can be written");
    dir.join(name)
}

/// The bytes of the synthetic file `name` (e.g. `gettext.po`).
pub fn synthetic(name: &str) -> Vec<u8> {
    let path = path(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The German translation of every string of the NDJSON file `name`, keyed by identifier.
pub fn german(name: &str) -> HashMap<String, Translation<'static>> {
    let ndjson = synthetic(name);
    let mut translations = HashMap::new();
    for line in ndjson.split(|&b| b == b'\n') {
        if line.trim_ascii().is_empty() {
            continue;
        }
        let v: serde_json::Value = serde_json::from_slice(line).expect("ndjson line");
        let id = v["identifier"].as_str().expect("identifier").to_string();
        let t = wire::translation(&v["translations"]["de"]).expect("translation");
        translations.insert(id, t);
    }
    translations
}
