//! The TMX cross-check: what Python's ElementTree (standard library, no DTD or entity expansion
//! beyond XML's own) reads from a TMX file: every `<tu>` in order with its `tuid` and, per
//! `<tuv>` language, the text of its `<seg>` (inline codes' own text included, as
//! `itertext()` gives it). Included by `#[path]` from the tests that use it.

use std::collections::BTreeMap;
use std::process::Command;

/// Reads the file named by argv[1]; prints `[{"tuid": …, "tuvs": [[lang, text], …]}, …]` or
/// `{"error": …}`.
const TMX_PY: &str = r#"
import json, sys
import xml.etree.ElementTree as ET
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
try:
    root = ET.parse(sys.argv[1]).getroot()
except ET.ParseError as e:
    print(json.dumps({'error': str(e)}))
    sys.exit(0)
out = []
for tu in root.iter('tu'):
    tuvs = []
    for tuv in tu.findall('tuv'):
        lang = tuv.get(XML_LANG) or tuv.get('lang')
        seg = tuv.find('seg')
        tuvs.append([lang, ''.join(seg.itertext()) if seg is not None else None])
    out.append({'tuid': tu.get('tuid'), 'tuvs': tuvs})
print(json.dumps(out))
"#;

/// One `<tu>` as ElementTree reads it.
#[derive(Debug, Clone)]
pub struct EtUnit {
    /// Its `tuid`.
    pub tuid: Option<String>,
    /// Language → segment text (the first `<tuv>` of each language).
    pub tuvs: BTreeMap<String, String>,
}

/// Whether python3 is there. Panics when it is not and `LOCFORGE_REQUIRE_TEST_TOOLS` is set,
/// else prints a notice once.
pub fn python_ok() -> bool {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FOUND.get_or_init(|| {
        let found = Command::new("python3")
            .args(["-c", "import xml.etree.ElementTree"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !found {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("python3 is required here: run scripts/setup-test-tools.sh");
            }
            eprintln!("notice: python3 is not installed; TMX builds are not cross-checked with ElementTree (scripts/setup-test-tools.sh)");
        }
        found
    })
}

/// The units ElementTree reads from `bytes`; `None` without python3, `Some(Err)` with
/// ElementTree's complaint.
pub fn etree_units(bytes: &[u8]) -> Option<Result<Vec<EtUnit>, String>> {
    if !python_ok() {
        return None;
    }
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "locforge-tmx-{}-{}.tmx",
        std::process::id(),
        N.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    std::fs::write(&path, bytes).expect("writable temporary file");
    let out = Command::new("python3")
        .args(["-c", TMX_PY])
        .arg(&path)
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_file(&path);
    assert!(
        out.status.success(),
        "python3: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("python3 prints JSON");
    if let Some(e) = v.get("error") {
        return Some(Err(e.to_string()));
    }
    let units = v
        .as_array()
        .expect("a list")
        .iter()
        .map(|u| {
            let mut tuvs = BTreeMap::new();
            for pair in u["tuvs"].as_array().expect("tuvs") {
                if let (Some(l), Some(t)) = (pair[0].as_str(), pair[1].as_str()) {
                    tuvs.entry(l.to_string()).or_insert_with(|| t.to_string());
                }
            }
            EtUnit {
                tuid: u["tuid"].as_str().map(str::to_string),
                tuvs,
            }
        })
        .collect();
    Some(Ok(units))
}
