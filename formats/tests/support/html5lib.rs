//! The HTML cross-check, and the translation the HTML tests give each segment: html5lib (an independent WHATWG HTML5 parser from PyPI, installed by
//! scripts/setup-test-tools.sh) reads a page into its DOM; the tests compare the DOM of a
//! source page with the DOM of its builds.

/// A translation of segment `i`: every run of text between its codes gets a marker and HTML's
/// markup characters (which a build must write as text), the codes untouched, whitespace next
/// to them kept where it was (a run of only whitespace unchanged).
pub fn translated(i: usize, source: &str) -> String {
    locforge_formats::map_segment_text(source, |s| {
        let t = s.trim();
        if t.is_empty() {
            return s.to_string();
        }
        let lead = &s[..s.len() - s.trim_start().len()];
        let trail = &s[s.trim_end().len()..];
        format!("{lead}«{i}» {t} <b>&amp; \"'={trail}")
    })
}

/// One line per DOM node in document order: `E <depth> <tag> <attribute names>` for an element,
/// `A <name>=<value>` for each of its attributes, `T <text>` for a text node (whitespace
/// collapsed), `C` for a comment; `None` when html5lib is not installed (a notice, or a panic
/// when LOCFORGE_REQUIRE_TEST_TOOLS is set).
pub fn html5lib_dom(text: &str) -> Option<Vec<String>> {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let found = *FOUND.get_or_init(|| {
        let ok = std::process::Command::new("python3")
            .args(["-c", "import html5lib"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !ok {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("python3 with html5lib is required here: run scripts/setup-test-tools.sh");
            }
            eprintln!("notice: html5lib is not installed; HTML builds are not cross-checked (scripts/setup-test-tools.sh installs it)");
        }
        ok
    });
    if !found {
        return None;
    }
    let script = r#"
import re, sys
import html5lib
doc = html5lib.parse(sys.stdin.buffer.read().decode("utf-8"), treebuilder="etree", namespaceHTMLElements=False)
out = []
def text(t):
    if t is not None and t.strip():
        out.append("T " + re.sub(r"[ \t\n\f\r]+", " ", t).strip())
def walk(e, depth):
    if not isinstance(e.tag, str):
        out.append("C")
    else:
        out.append("E %d %s %s" % (depth, e.tag, " ".join(sorted(e.attrib))))
        for k in sorted(e.attrib):
            out.append("A %s=%s" % (k, e.attrib[k]))
        text(e.text)
        for c in e:
            walk(c, depth + 1)
    text(e.tail)
walk(doc, 0)
sys.stdout.buffer.write("\n".join(out).encode("utf-8"))
"#;
    Some(crate::support::python_lines("html5lib", script, text))
}

/// html5lib reads `built` into the same elements (names, depth, attribute names, in order) as
/// `source`, and every one of `markers` is in its text or attribute values (a translation that
/// landed as text, not as markup); false when html5lib is not installed.
pub fn html5lib_agrees(name: &str, source: &str, built: &str, markers: &[String]) -> bool {
    let (Some(a), Some(b)) = (html5lib_dom(source), html5lib_dom(built)) else {
        return false;
    };
    let elements = |dom: &[String]| -> Vec<String> {
        dom.iter()
            .filter(|l| l.starts_with("E ") || l.starts_with('C'))
            .cloned()
            .collect()
    };
    let (ea, eb) = (elements(&a), elements(&b));
    if ea != eb {
        let i = ea.iter().zip(&eb).take_while(|(x, y)| x == y).count();
        panic!(
            "html5lib reads other elements in the build of {name}: after {:?}, the source has {:?}, the build {:?}",
            &ea[i.saturating_sub(3)..i],
            ea.get(i..(i + 3).min(ea.len())),
            eb.get(i..(i + 3).min(eb.len()))
        );
    }
    let all = b.join("\n");
    for m in markers {
        assert!(
            all.contains(m.as_str()),
            "{name}: the translation marked {m} is not in the text html5lib reads from the build"
        );
    }
    true
}
