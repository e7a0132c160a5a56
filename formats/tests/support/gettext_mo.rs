//! The MO cross-checks: GNU gettext's own tools (`msgfmt` compiles PO corpus files into MO files
//! to read, `msgunfmt` reads built MO files back) and Python's `gettext.GNUTranslations`, the
//! reader most Python programs load catalogs with. Included by `#[path]` from the tests that use
//! them. A missing tool fails the test with the command that installs it: these checks are the
//! point of the tests that call them.

use std::collections::BTreeMap;
use std::io::Write;
use std::process::{Command, Stdio};

const INSTALL: &str =
    "run scripts/setup-test-tools.sh (it installs GNU gettext; python3 comes with the machine)";

/// A scratch file for a tool to read, unique per call.
pub fn scratch(ext: &str, bytes: &[u8]) -> std::path::PathBuf {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("locforge-mo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path =
        dir.join(format!("t{n}-{:?}.{ext}", std::thread::current().id()).replace(['(', ')'], ""));
    std::fs::write(&path, bytes).expect("scratch file written");
    path
}

fn tool(name: &str) -> Command {
    let found = Command::new(name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        found,
        "{name} is required for the MO cross-check: {INSTALL}"
    );
    Command::new(name)
}

/// `msgfmt` (with `extra` arguments) compiles the PO file at `po`: the MO bytes, or msgfmt's
/// message when it refuses the file.
pub fn msgfmt(po: &std::path::Path, extra: &[&str]) -> Result<Vec<u8>, String> {
    let out = scratch("mo", b"");
    let run = tool("msgfmt")
        .args(extra)
        .arg("-o")
        .arg(&out)
        .arg(po)
        .output()
        .expect("msgfmt runs");
    let bytes = std::fs::read(&out).unwrap_or_default();
    let _ = std::fs::remove_file(&out);
    if run.status.success() && bytes.is_empty() {
        Err("msgfmt wrote nothing (the catalog has no message, not even a header)".into())
    } else if run.status.success() {
        Ok(bytes)
    } else {
        Err(String::from_utf8_lossy(&run.stderr).into_owned())
    }
}

/// `msgunfmt` reads the MO bytes: the PO text it writes (UTF-8 as the catalog says), or its
/// message when it refuses them.
pub fn msgunfmt(mo: &[u8]) -> Result<Vec<u8>, String> {
    let path = scratch("mo", mo);
    let run = tool("msgunfmt").arg(&path).output().expect("msgunfmt runs");
    let _ = std::fs::remove_file(&path);
    if run.status.success() {
        Ok(run.stdout)
    } else {
        Err(String::from_utf8_lossy(&run.stderr).into_owned())
    }
}

/// Reads stdin with `gettext.GNUTranslations`; prints the catalog as `[[msgid, index or null,
/// text], …]` (context messages keyed `msgctxt` EOT `msgid`, as Python keeps them).
const PY_GETTEXT: &str = r#"
import gettext, io, json, sys
t = gettext.GNUTranslations(io.BytesIO(sys.stdin.buffer.read()))
rows = []
for k, v in t._catalog.items():
    if isinstance(k, tuple):
        rows.append([k[0], k[1], v])
    else:
        rows.append([k, None, v])
print(json.dumps({"rows": rows}))
"#;

/// What Python's `gettext` reads from the MO bytes: (msgid, plural index) → text; the header
/// (msgid "") left out. `Err` with Python's message when it refuses the file.
pub fn python_catalog(mo: &[u8]) -> Result<BTreeMap<(String, Option<u64>), String>, String> {
    let found = Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        found,
        "python3 is required for the MO cross-check: {INSTALL}"
    );
    let mut child = Command::new("python3")
        .args(["-c", PY_GETTEXT])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 starts");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(mo)
        .expect("python3 reads the file");
    let out = child.wait_with_output().expect("python3 ends");
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("python3 prints JSON");
    let mut catalog = BTreeMap::new();
    for row in v["rows"].as_array().expect("rows") {
        let id = row[0].as_str().expect("msgid").to_string();
        if id.is_empty() {
            continue;
        }
        catalog.insert(
            (id, row[1].as_u64()),
            row[2].as_str().expect("text").to_string(),
        );
    }
    Ok(catalog)
}
