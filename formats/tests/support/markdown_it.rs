//! The Markdown cross-check: markdown-it-py (an independent CommonMark renderer from PyPI, with
//! mdit-py-plugins for footnotes, task lists and front matter, installed by
//! scripts/setup-test-tools.sh) renders a built document with the same tags in the same order as
//! its source; and the translation the Markdown tests give each segment.

/// A translation of segment `i`: every run of text between its codes gets a marker and
/// Markdown's markup characters, the codes untouched, whitespace next to them kept where it was
/// (a run of only whitespace unchanged).
pub fn translated(i: usize, source: &str) -> String {
    locforge_formats::map_segment_text(source, |s| {
        let t = s.trim();
        if t.is_empty() {
            return s.to_string();
        }
        let lead = &s[..s.len() - s.trim_start().len()];
        let trail = &s[s.trim_end().len()..];
        format!("{lead}«{i}» {} *_[x]#<b>|{trail}", t.replace('\n', "\nÜ "))
    })
}

/// markdown-it-py renders the source and the build with the same tags in the same order.
pub fn markdown_it_agrees(name: &str, source: &str, built: &str) -> bool {
    let (Some(a), Some(b)) = (markdown_it_tags(source), markdown_it_tags(built)) else {
        return false;
    };
    if a != b {
        let i = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
        panic!(
            "markdown-it-py reads another structure in the build of {}: after {:?}, the source has {:?}, the build {:?}\n{built}",
            name,
            &a[i.saturating_sub(6)..i],
            a.get(i..(i + 4).min(a.len())),
            b.get(i..(i + 4).min(b.len()))
        );
    }
    true
}

/// The sequence of HTML tags markdown-it-py renders `text` to (CommonMark with GFM tables,
/// strikethrough, task lists, footnotes and front matter); `None` when it is not installed
/// (a notice, or a panic when LOCFORGE_REQUIRE_TEST_TOOLS is set).
pub fn markdown_it_tags(text: &str) -> Option<Vec<String>> {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let found = *FOUND.get_or_init(|| {
        let ok = std::process::Command::new("python3")
            .args(["-c", "import markdown_it, mdit_py_plugins"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !ok {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("python3 with markdown-it-py and mdit-py-plugins is required here: run scripts/setup-test-tools.sh");
            }
            eprintln!("notice: markdown-it-py is not installed; Markdown builds are not cross-checked (scripts/setup-test-tools.sh installs it)");
        }
        ok
    });
    if !found {
        return None;
    }
    let script = r#"
import re, sys
from markdown_it import MarkdownIt
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.tasklists import tasklists_plugin
from mdit_py_plugins.front_matter import front_matter_plugin
md = MarkdownIt("commonmark").enable(["table", "strikethrough"]).use(footnote_plugin).use(tasklists_plugin).use(front_matter_plugin)
html = md.render(sys.stdin.read())
for t in re.findall(r"</?[a-zA-Z][a-zA-Z0-9]*", html):
    print(t)
"#;
    Some(crate::support::python_lines("markdown-it-py", script, text))
}
