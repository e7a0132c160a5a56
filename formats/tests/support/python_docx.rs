//! The DOCX cross-check: python-docx (an independent Word document reader from PyPI, installed
//! by scripts/setup-test-tools.sh) reads a built document; the texts of its body's paragraphs
//! (table cells' included, in document order; each paragraph's `w:t` texts outside drawings,
//! deleted runs and simple fields, read from python-docx's element tree: python-docx's own
//! `Paragraph.text` leaves out content controls and smart tags) are what the tests compare with
//! the translations.

/// The text python-docx reads for each paragraph of the body of the Word document `bytes`, in
/// document order (`Err` with python-docx's complaint when it cannot open it); `None` when python-docx is not installed (a notice, or a panic when
/// LOCFORGE_REQUIRE_TEST_TOOLS is set).
pub fn body_paragraphs(bytes: &[u8]) -> Option<Result<Vec<String>, String>> {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let found = *FOUND.get_or_init(|| {
        let ok = std::process::Command::new("python3")
            .args(["-c", "import docx"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !ok {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("python3 with python-docx is required here: run scripts/setup-test-tools.sh");
            }
            eprintln!("notice: python-docx is not installed; DOCX builds are not cross-checked (scripts/setup-test-tools.sh installs it)");
        }
        ok
    });
    if !found {
        return None;
    }
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("locforge-docx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!(
        "t{}.docx",
        N.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    std::fs::write(&path, bytes).expect("scratch file written");
    let script = r#"
import json, sys
import docx
from docx.oxml.ns import qn
from docx.text.paragraph import Paragraph
d = docx.Document(sys.argv[1])
# The text of each paragraph: python-docx's own (runs and hyperlinks) when it has every `w:t`
# of the paragraph, else every `w:t` that is the paragraph's text (not a drawing's, a deleted
# run's or a simple field's), which python-docx leaves out in content controls and smart tags.
SKIP = {qn(t) for t in ("w:drawing", "w:pict", "w:object", "w:del", "w:moveFrom", "w:fldSimple", "w:txbxContent")}
SKIP.add("{http://schemas.openxmlformats.org/markup-compatibility/2006}AlternateContent")
def text(p):
    out = []
    for t in p.iter(qn("w:t")):
        a = t.getparent()
        while a is not None and a is not p and a.tag not in SKIP:
            a = a.getparent()
        if a is p:
            out.append(t.text or "")
    return "".join(out)
print(json.dumps([text(p) if qn("w:p") not in {a.tag for a in p.iterancestors()} else "" for p in d.element.body.iter(qn("w:p"))]))
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
        serde_json::from_slice(&out.stdout).expect("python-docx's answer is JSON")
    ))
}
