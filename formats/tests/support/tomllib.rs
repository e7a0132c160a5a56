//! The TOML cross-check: what Python's `tomllib` (standard library since Python 3.11, the
//! reference reader of the `toml` format's tests) reads from a file, flattened into locforge's
//! identifiers with the format's rules. Included by `#[path]` from the tests that use it. A
//! missing Python or `tomllib` fails the check with a message saying to run
//! scripts/setup-test-tools.sh.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::io::Write as _;

use locforge_formats::{Format, ParseContext, PluralCategory, Text, Toml};

/// Flattens what `tomllib` reads into locforge's identifiers (the same rules as the format:
/// tables joined with `.`, arrays of tables numbered, message tables as one string or plural).
const TOMLLIB_PY: &str = r#"
import json, sys, tomllib
RESERVED = {'id', 'description', 'hash', 'leftdelim', 'rightdelim', 'zero', 'one', 'two', 'few', 'many', 'other'}
CATS = ['zero', 'one', 'two', 'few', 'many', 'other']
data = sys.stdin.buffer.read()
if data.startswith(b'\xef\xbb\xbf'):
    data = data[3:]
try:
    doc = tomllib.loads(data.decode('utf-8'))
except Exception as e:
    print(json.dumps({'error': str(e)}))
    sys.exit(0)
out = {}
def walk(prefix, table, root, header_tables):
    is_msg = not root and prefix in header_tables and any(
        k.lower() in RESERVED and isinstance(v, str) for k, v in table.items())
    if is_msg:
        forms = {k.lower(): v for k, v in table.items() if k.lower() in CATS and isinstance(v, str)}
        if list(forms) == ['other']:
            out[prefix] = forms['other']
        elif forms:
            out[prefix] = forms
        return
    for k, v in table.items():
        key = prefix + '.' + k if prefix else k
        if isinstance(v, str):
            out[key] = v
        elif isinstance(v, dict):
            walk(key, v, False, header_tables)
        elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            for i, x in enumerate(v):
                walk(key + '[' + str(i) + ']', x, False, header_tables)
headers = set(json.loads(sys.argv[1]))
walk('', doc, True, headers)
# Strings inside inline tables (`key = { … }`) are not offered by the format: leave them out.
import re
inline = set()
section = ''
for line in data.decode('utf-8').splitlines():
    t = line.strip()
    if t.startswith('['):
        section = t.strip('[]').strip().replace('"', '')
    m = re.match(r'([A-Za-z0-9_.-]+)\s*=\s*\{', t)
    if m:
        inline.add((section + '.' if section else '') + m.group(1))
out = {k: v for k, v in out.items() if not any(k == i or k.startswith(i + '.') for i in inline)}
print(json.dumps({'strings': out}))
"#;

/// What `tomllib` reads from `bytes`: identifier → text or plural forms. Panics when Python 3.11
/// (`tomllib`) is missing: the cross-check must not pass without its reader.
pub fn tomllib_read(
    bytes: &[u8],
    tables: &[String],
) -> Result<BTreeMap<String, Text<'static>>, String> {
    let mut child = std::process::Command::new("python3")
        .arg("-c")
        .arg(TOMLLIB_PY)
        .arg(serde_json::to_string(tables).expect("json"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("python3 is missing ({e}): run scripts/setup-test-tools.sh"));
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(bytes)
        .expect("write to python3");
    let out = child.wait_with_output().expect("python3 runs");
    assert!(
        out.status.success(),
        "python3 with tomllib (Python 3.11+) failed: run scripts/setup-test-tools.sh\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json from python");
    if let Some(e) = v.get("error") {
        return Err(e.to_string());
    }
    let mut map = BTreeMap::new();
    for (k, v) in v["strings"].as_object().expect("strings") {
        let text = match v {
            serde_json::Value::String(s) => Text::plain(s.clone()),
            serde_json::Value::Object(o) => Text::Plural(
                o.iter()
                    .filter_map(|(c, s)| {
                        Some((PluralCategory::parse(c)?, s.as_str()?.to_string().into()))
                    })
                    .collect(),
            ),
            _ => continue,
        };
        map.insert(k.clone(), text);
    }
    Ok(map)
}

/// The table paths of a parse's message tables, as `tomllib_read` needs them (header tables:
/// every identifier of a table-based message).
pub fn header_tables(src: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(src);
    let mut tables = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') && !t.starts_with("[[") {
            if let Some(end) = t.find(']') {
                tables.push(t[1..end].trim().trim_matches('"').to_string());
            }
        }
    }
    tables
}

/// Panics unless tomllib reads `out` with exactly the texts our parse of `out` gives.
pub fn assert_tomllib_agrees(name: &str, out: &[u8]) {
    let ours = Toml
        .parse_all(out, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{name}: the build does not parse: {e}"));
    let theirs = tomllib_read(out, &header_tables(out)).unwrap_or_else(|e| {
        panic!(
            "{name}: tomllib refuses the build: {e}\n{}",
            String::from_utf8_lossy(out)
        )
    });
    let ours: BTreeMap<String, Text<'static>> = ours
        .entries
        .iter()
        .map(|e| (e.identifier.to_string(), e.text.clone().into_owned()))
        .collect();
    assert_eq!(
        ours,
        theirs,
        "{name}: tomllib reads\n{}",
        String::from_utf8_lossy(out)
    );
}
