//! The INI cross-check: what Python's `configparser` reads from a file, with go-ini's quoting
//! applied to each raw value (configparser keeps quotes; Gogs's go-ini strips them). Included by
//! `#[path]` from the tests that use it.
//!
//! configparser's own rules, and how they are met: keys before the first section need a header
//! (`[locforge-top]` is put before the file, and its keys compared without prefix); only `=`
//! separates (go-ini also takes `:` when there is no `=`); keys keep their case
//! (`optionxform = str`); no `%` interpolation; a repeated key keeps its last value (locforge
//! keeps the first: such keys are left out); lines without separator are keys without value
//! (left out, as locforge keeps them unread); an indented line continues a value, so files with
//! one are not compared; nor are files configparser refuses.

use std::collections::HashMap;

/// Reads the file named by argv[1]; prints `{"pairs": [[identifier, value], …], "repeated": […]}`
/// or `{"error": …}`.
const CONFIGPARSER_PY: &str = r#"
import configparser, json, sys
def goini(v):
    if v.startswith('"""') and len(v) > 3:
        p = v[3:].rfind('"""')
        return v[3:][:p] if p >= 0 else None
    if v.startswith('`'):
        p = v[1:].rfind('`')
        return v[1:][:p] if p >= 0 else None
    for q in '"\'':
        if len(v) >= 2 and v[0] == q and v[-1] == q and q not in v[1:-1]:
            return v[1:-1]
    return v
s = open(sys.argv[1], encoding='utf-8-sig', newline='').read()
lines = s.splitlines()
if any(l[:1] in (' ', '\t') and l.strip() and not l.strip().startswith((';', '#', '//')) for l in lines):
    print(json.dumps({'error': 'an indented line, which configparser reads as a continuation'}))
    sys.exit(0)
c = configparser.RawConfigParser(strict=False, interpolation=None, allow_no_value=True,
    delimiters=('=',), comment_prefixes=(';', '#', '//'), empty_lines_in_values=False)
c.optionxform = str
seen, repeated = set(), set()
sec = 'locforge-top'
for l in lines:
    t = l.strip()
    if t.startswith('[') and ']' in t:
        sec = t[1:t.rfind(']')].strip()
    elif '=' in t and not t.startswith((';', '#', '//')):
        k = (sec, t.split('=', 1)[0].strip())
        (repeated if k in seen else seen).add(k)
try:
    c.read_string('[locforge-top]\n' + s)
except configparser.Error as e:
    print(json.dumps({'error': str(e)}))
    sys.exit(0)
ident = lambda sec, k: k if sec == 'locforge-top' else sec + '.' + k
pairs = [[ident(sec, k), goini(v)] for sec in c.sections() for k, v in c.items(sec)
         if v is not None and k and (sec, k) not in repeated]
print(json.dumps({'pairs': pairs, 'repeated': [ident(*k) for k in sorted(repeated)]}))
"#;

/// What configparser (with go-ini's quoting) reads: identifier → value, for the keys it reads
/// the way locforge does; `None` when Python is missing or configparser cannot read the file
/// (`Some(Err)` never: a refusal is reported as `None` with a notice).
pub fn configparser_read(bytes: &[u8]) -> Option<HashMap<String, String>> {
    let found = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
            panic!("python3 is required here for the INI cross-check");
        }
        eprintln!("notice: python3 not found; the INI cross-check is skipped");
        return None;
    }
    let dir = std::env::temp_dir().join(format!("locforge-ini-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let n = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let file =
        dir.join(format!("t{n}-{:?}.ini", std::thread::current().id()).replace(['(', ')'], ""));
    std::fs::write(&file, bytes).expect("temp file");
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(CONFIGPARSER_PY)
        .arg(&file)
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_file(&file);
    assert!(
        out.status.success(),
        "the configparser reader failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON from the reader");
    if let Some(e) = v["error"].as_str() {
        eprintln!("notice: configparser does not read this file: {e}");
        return None;
    }
    let mut map = HashMap::new();
    for p in v["pairs"].as_array().expect("pairs") {
        if let (Some(k), Some(v)) = (p[0].as_str(), p[1].as_str()) {
            map.insert(k.to_string(), v.to_string());
        }
    }
    Some(map)
}

/// Asserts that every key configparser reads has the text locforge reads (`entries`:
/// identifier → text); true when the check ran.
pub fn assert_configparser_agrees(
    name: &str,
    bytes: &[u8],
    entries: &HashMap<String, String>,
) -> bool {
    let Some(read) = configparser_read(bytes) else {
        return false;
    };
    assert!(
        !read.is_empty() || entries.is_empty(),
        "{name}: configparser reads nothing"
    );
    for (k, v) in &read {
        assert_eq!(
            entries.get(k),
            Some(v),
            "{name}: configparser reads {k:?} as {v:?}"
        );
    }
    true
}
