//! The PHP cross-check: what PHP's own interpreter (`php`, Debian's `php-cli`, installed by
//! `scripts/setup-test-tools.sh`) reads from a file, as dotted identifiers and string values.
//! Included by `#[path]` from the tests that use it.
//!
//! The file is `include`d inside a function (its output swallowed), with `BASEPATH` defined so
//! CodeIgniter's guard lets it through. Its strings are the array it returns, or else the one
//! array variable it assigns (`$lang['key'] = …`, `$messages = [...]`); nested arrays are walked
//! with their keys joined by `.`, as locforge names strings. Values that are no string (numbers,
//! booleans) are left out, as locforge keeps them unread. PHP keeps the last value of a key given
//! twice and locforge the first: the corpus has no such file (a test of `formats/tests/php.rs`
//! covers repeated keys).

use std::collections::HashMap;

/// Reads the file named by argv[1]; prints `{"pairs": [[identifier, value], …]}` or
/// `{"error": …}`.
const READER_PHP: &str = r#"
define('BASEPATH', __DIR__);
function locforge_read($__file) {
    ob_start();
    $__ret = include $__file;
    ob_end_clean();
    if (is_array($__ret)) { return $__ret; }
    $vars = array_filter(get_defined_vars(), 'is_array');
    unset($vars['__file'], $vars['__ret']);
    return count($vars) === 1 ? reset($vars) : null;
}
function locforge_flat($a, $prefix, &$out) {
    foreach ($a as $k => $v) {
        $p = $prefix === null ? (string)$k : $prefix . '.' . $k;
        if (is_array($v)) { locforge_flat($v, $p, $out); }
        elseif (is_string($v)) { $out[] = [$p, $v]; }
    }
}
$a = locforge_read($argv[1]);
if ($a === null) { echo json_encode(['error' => 'the file gives no array']); exit(0); }
$out = [];
locforge_flat($a, null, $out);
echo json_encode(['pairs' => $out], JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE);
"#;

/// Whether `php` runs. Panics when it does not and `LOCFORGE_REQUIRE_TEST_TOOLS` is set (as
/// `scripts/test` runs the suite), else prints a notice once.
pub fn php_available() -> bool {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FOUND.get_or_init(|| {
        let found = std::process::Command::new("php")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success());
        if !found {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("php (Debian's php-cli) is required here for the PHP cross-check: run scripts/setup-test-tools.sh");
            }
            eprintln!("notice: php is not installed; PHP array files are not cross-checked (scripts/setup-test-tools.sh installs php-cli)");
        }
        found
    })
}

/// What PHP reads from `bytes`: (identifier, value) pairs in the array's order. `None` when
/// PHP is missing; `Some(Err)` with PHP's message when it does not read the file.
pub fn php_read(bytes: &[u8]) -> Option<Result<Vec<(String, String)>, String>> {
    if !php_available() {
        return None;
    }
    let dir = std::env::temp_dir().join(format!("locforge-php-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let n = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let file =
        dir.join(format!("t{n}-{:?}.php", std::thread::current().id()).replace(['(', ')'], ""));
    std::fs::write(&file, bytes).expect("temp file");
    let out = std::process::Command::new("php")
        .args([
            "-n",
            "-d",
            "display_errors=stderr",
            "-d",
            "error_reporting=E_ALL",
        ])
        .arg("-r")
        .arg(READER_PHP)
        .arg(&file)
        .output()
        .expect("php runs");
    let _ = std::fs::remove_file(&file);
    if !out.status.success() {
        return Some(Err(format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    let v: serde_json::Value = match serde_json::from_slice(&out.stdout) {
        Ok(v) => v,
        Err(e) => {
            return Some(Err(format!(
                "PHP printed no JSON ({e}): {}",
                String::from_utf8_lossy(&out.stdout)
            )))
        }
    };
    if let Some(e) = v["error"].as_str() {
        return Some(Err(e.to_string()));
    }
    let pairs = v["pairs"]
        .as_array()
        .expect("pairs")
        .iter()
        .map(|p| {
            (
                p[0].as_str().expect("identifier").to_string(),
                p[1].as_str().expect("value").to_string(),
            )
        })
        .collect();
    Some(Ok(pairs))
}

/// Asserts that PHP reads `bytes` and that it reads exactly the identifiers and texts
/// locforge read (`entries`: identifier → text); true when the check ran.
pub fn assert_php_agrees(name: &str, bytes: &[u8], entries: &HashMap<String, String>) -> bool {
    let Some(read) = php_read(bytes) else {
        return false;
    };
    let pairs = read.unwrap_or_else(|e| {
        panic!(
            "{name}: PHP does not read the file: {e}\n{}",
            String::from_utf8_lossy(bytes)
        )
    });
    let php: HashMap<String, String> = pairs.into_iter().collect();
    for (k, v) in &php {
        assert_eq!(
            entries.get(k),
            Some(v),
            "{name}: PHP reads {k:?} as {v:?}, locforge as {:?}",
            entries.get(k)
        );
    }
    for k in entries.keys() {
        assert!(
            php.contains_key(k),
            "{name}: locforge reads {k:?}, which PHP does not"
        );
    }
    true
}
