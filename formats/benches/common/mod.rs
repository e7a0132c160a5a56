//! What the format benches share: the synthetic ~5 MB files of the corpus generator
//! (`gen_synthetic.py`, run into Cargo's temp dir for benches on first use) and the generator's
//! German translations of them. Each bench uses what it needs.

#![allow(dead_code)]

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;

use locforge_formats::Translation;

/// The path of the synthetic file `name`, generating the files when it is missing.
fn path(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synthetic-5mb");
    let path = dir.join(name);
    if !path.exists() {
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../shared/corpus/gen/gen_synthetic.py");
        let status = Command::new("python3")
            .arg(&script)
            .arg(&dir)
            .args(["--size-mb", "5"])
            .status()
            .expect("python3 runs the generator");
        assert!(status.success(), "gen_synthetic.py failed");
    }
    path
}

/// The bytes of the synthetic file `name` (e.g. `gettext.po`).
pub fn synthetic(name: &str) -> Vec<u8> {
    let path = path(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The German translation of every string of the NDJSON file `name`, keyed by identifier.
pub fn german(name: &str) -> HashMap<String, Translation> {
    let ndjson = synthetic(name);
    let mut translations = HashMap::new();
    for line in ndjson.split(|&b| b == b'\n') {
        if line.trim_ascii().is_empty() {
            continue;
        }
        let v: serde_json::Value = serde_json::from_slice(line).expect("ndjson line");
        let id = v["identifier"].as_str().expect("identifier").to_string();
        let t: Translation =
            serde_json::from_value(v["translations"]["de"].clone()).expect("translation");
        translations.insert(id, t);
    }
    translations
}
