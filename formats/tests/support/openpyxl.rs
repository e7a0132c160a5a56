//! The XLSX cross-check: openpyxl (an independent Excel workbook reader from PyPI, installed by
//! scripts/setup-test-tools.sh) reads a built workbook; every cell of every worksheet with a
//! value (rich text read as its plain text), as `(sheet, cell, value)` with the value as
//! openpyxl gives it in Python's `repr`, is what the tests compare with the source's cells and
//! the translations.

/// One cell as openpyxl reads it: sheet name, reference, value (`repr` unless text), whether
/// it is text.
pub type CellRead = (String, String, String, bool);

/// Each cell with a value of the workbook `bytes` (sheets in workbook order, cells by row):
/// (sheet name, reference such as `B7`, `repr` of the value, whether it is text); `Err` with
/// openpyxl's complaint when it cannot open it; `None` when openpyxl is not installed (a
/// notice, or a panic when LOCFORGE_REQUIRE_TEST_TOOLS is set).
pub fn cells(bytes: &[u8]) -> Option<Result<Vec<CellRead>, String>> {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let found = *FOUND.get_or_init(|| {
        let ok = std::process::Command::new("python3")
            .args(["-c", "import openpyxl"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !ok {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("python3 with openpyxl is required here: run scripts/setup-test-tools.sh");
            }
            eprintln!("notice: openpyxl is not installed; XLSX builds are not cross-checked (scripts/setup-test-tools.sh installs it)");
        }
        ok
    });
    if !found {
        return None;
    }
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("locforge-xlsx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!(
        "t{}.xlsx",
        N.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    std::fs::write(&path, bytes).expect("scratch file written");
    let script = r#"
import json, sys, warnings
warnings.simplefilter("ignore")
import openpyxl
wb = openpyxl.load_workbook(sys.argv[1], keep_vba=False)
out = []
for ws in wb.worksheets:
    for row in ws.iter_rows():
        for c in row:
            if c.value is None:
                continue
            v = c.value
            if hasattr(v, "text") and hasattr(v, "ref"):
                v = ("array formula", v.ref, v.text)
            out.append([ws.title, c.coordinate, v if isinstance(v, str) else repr(v), isinstance(v, str)])
print(json.dumps(out))
"#;
    let out = std::process::Command::new("python3")
        .args(["-c", script])
        .arg(&path)
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_file(&path);
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Some(Err(err.lines().last().unwrap_or_default().to_string()));
    }
    Some(Ok(
        serde_json::from_slice(&out.stdout).expect("openpyxl's answer is JSON")
    ))
}
