//! A document's parse-file preview in a real browser: Debian's headless Chromium over WebDriver
//! (see `common::browser`). For every Markdown, Word, HTML and Excel file of the corpus, the app answers a
//! parse-file job over HTTP; its preview is opened in Chromium the way the platform's editor frames it,
//! and every string of the answer must have its `string_preview_id_N` element in the page,
//! once, displayed, and showing the string's words. Each page is kept under
//! `target/tmp/previews/` and a screenshot of it under `target/tmp/screenshots/`.

mod common;

use std::path::{Path, PathBuf};

use common::browser::Browser;
use common::{b64, start_app, unb64, App};
use serde_json::{json, Value};

/// Every document file of `family` in the corpus (the corpus's own SOURCE.md notes aside).
fn corpus_files(family: &str, extensions: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(family)];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("corpus folder") {
            let path = entry.expect("entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                dirs.push(path);
            } else if name != "SOURCE.md"
                && extensions.iter().any(|e| name.ends_with(&format!(".{e}")))
            {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The strings and the preview page of a parse-file job for `path`, inline or behind URLs;
/// `None` for a file the module refuses, when `refusals_allowed`.
async fn parse_file(
    app: &App,
    module: &str,
    path: &Path,
    refusals_allowed: bool,
) -> Option<(Vec<Value>, String)> {
    let name = path.file_name().and_then(|n| n.to_str()).expect("name");
    let bytes = std::fs::read(path).expect("corpus file");
    let (status, body, _) = app
        .job(
            &format!("/process/{module}"),
            &json!({
                "jobType": "parse-file",
                "file": {"name": name, "content": b64(&bytes)},
                "sourceLanguage": {"id": "en", "pluralCategoryNames": ["one", "other"]},
                "targetLanguages": []
            }),
        )
        .await;
    if refusals_allowed && (status != 200 || body.get("error").is_some()) {
        return None;
    }
    assert_eq!(status, 200, "{name}: {body}");
    let data = &body["data"];
    let strings = match data.get("strings") {
        Some(Value::Array(s)) => s.clone(),
        _ => {
            let url = data["stringsUrl"].as_str().expect("strings or stringsUrl");
            let (status, ndjson) = app.get(url).await;
            assert_eq!(status, 200, "{name}: stringsUrl");
            locforge_protocol::ndjson::decode_all::<Value>(&ndjson, 1 << 24).expect("ndjson")
        }
    };
    let page = match data.get("preview").and_then(Value::as_str) {
        Some(inline) => unb64(inline),
        None => {
            let url = data["previewUrl"].as_str().expect("preview or previewUrl");
            let (status, html) = app.get(url).await;
            assert_eq!(status, 200, "{name}: previewUrl");
            html
        }
    };
    Some((
        strings,
        String::from_utf8(page).expect("the preview is UTF-8"),
    ))
}

/// The words (runs of letters and digits) of a string's text as a translator reads it: inline
/// codes taken out, the notation's two escapes read back.
fn words(text: &str) -> Vec<String> {
    let mut plain = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(lt) = rest.find('<') {
        plain.push_str(&rest[..lt]);
        let after = &rest[lt + 1..];
        let code_len = after
            .find('>')
            .filter(|&gt| {
                let inner = after[..gt].trim_start_matches('/').trim_end_matches('/');
                !inner.is_empty() && inner.bytes().all(|b| b.is_ascii_digit())
            })
            .map(|gt| gt + 1);
        match code_len {
            Some(n) => {
                plain.push(' ');
                rest = &after[n..];
            }
            None => {
                plain.push('<');
                rest = after;
            }
        }
    }
    plain.push_str(rest);
    plain
        .replace("&lt;", "<")
        .replace("&amp;", "&")
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// What the page shows of each marked element: how many there are with the id, whether the
/// first is rendered (has boxes, not hidden) and its rendered text with its images' alt texts.
const MARKED: &str = r#"
const ancestors = el => { const a = []; for (let p = el.parentElement; p; p = p.parentElement) a.push(p); return a; };
const out = {};
for (const el of document.querySelectorAll('[id^="string_preview_id_"]')) {
  const seen = out[el.id];
  if (seen) { seen.count += 1; continue; }
  const style = getComputedStyle(el);
  out[el.id] = {
    count: 1,
    shown: el.getClientRects().length > 0 && style.visibility !== 'hidden' && style.display !== 'none',
    // Hidden by the page's own style sheet: an element inside the mark, or around it, that
    // the page's CSS does not display.
    byPage: Array.from(el.querySelectorAll('*')).concat(ancestors(el)).some(a => {
      const s = getComputedStyle(a);
      return s.display === 'none' || s.visibility === 'hidden';
    }),
    // An image's alternative text is what the page shows of it (and all it shows when the
    // image does not load).
    text: [el.innerText, ...Array.from(el.querySelectorAll('img[alt]'), i => i.alt)].join(' '),
    all: el.textContent,
  };
}
return out;
"#;

/// Opens the preview of every corpus file of `family` (`module` parses it) in `browser` and
/// checks each string's element; returns the number of files and of strings checked. Files the
/// module refuses are skipped only when `refusals_allowed` (the corpus's hostile packages). A
/// string may be out of sight only when `page_css_may_hide` and the page's own style sheet hides
/// it (an HTML page's; a rendered Markdown or Word page has none), and then for at most one
/// string in twenty.
async fn check_previews(
    browser: &Browser,
    app: &App,
    module: &str,
    family: &str,
    extensions: &[&str],
    refusals_allowed: bool,
    page_css_may_hide: bool,
) -> (usize, usize) {
    let pages = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("previews");
    std::fs::create_dir_all(&pages).expect("pages dir");
    let (mut files, mut checked, mut hidden_by_page) = (0, 0, 0);
    for path in corpus_files(family, extensions) {
        let Some((strings, page)) = parse_file(app, module, &path, refusals_allowed).await else {
            continue;
        };
        let name = path.file_name().and_then(|n| n.to_str()).expect("name");
        // Named by its place in the corpus: several projects have an index.html.
        let place = path
            .strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus"))
            .unwrap_or(&path)
            .to_string_lossy()
            .replace(['/', '.'], "_");
        let file = pages.join(format!("{place}.html"));
        std::fs::write(&file, &page).expect("write page");
        browser.goto(&format!("file://{}", file.display())).await;
        let marked = browser.eval(MARKED).await;
        for s in &strings {
            let id = s["identifier"].as_str().unwrap_or("");
            let Some(n) = s["previewId"].as_u64() else {
                panic!("{name}: string {id} has no previewId, so the page cannot show it");
            };
            let el = &marked[format!("string_preview_id_{n}")];
            assert_eq!(
                el["count"], 1,
                "{name}: string {id} (#{n}) in the page: {el}"
            );
            let displayed = el["shown"] == true && el["text"] != "";
            if !displayed {
                // Only a page's own style sheet may hide a string (an e-mail's preheader, a
                // menu shown on hover), never the preview.
                assert!(
                    page_css_may_hide && el["byPage"] == true,
                    "{name}: string {id} (#{n}) is not displayed: {el}"
                );
                hidden_by_page += 1;
            }
            let shown = el[if displayed { "text" } else { "all" }]
                .as_str()
                .unwrap_or("");
            let text = s["text"].as_str().expect("document strings are plain");
            // Compared without case: a page's CSS may transform it (`text-transform`).
            let shown_lower = shown.to_lowercase();
            for w in words(text) {
                assert!(
                    shown_lower.contains(&w.to_lowercase()),
                    "{name}: string {id} (#{n}): the page shows {shown:?}, without {w:?} of {text:?}"
                );
            }
            checked += 1;
        }
        browser.screenshot(&format!("preview-{place}")).await;
        files += 1;
    }
    assert!(
        hidden_by_page * 20 <= checked,
        "{module}: {hidden_by_page} of {checked} strings hidden by their pages' style sheets"
    );
    eprintln!(
        "{module}: {files} files, {checked} strings, {hidden_by_page} hidden by their pages' CSS"
    );
    (files, checked)
}

#[tokio::test]
async fn every_document_string_is_shown_in_its_place_in_the_rendered_page() {
    let Some(browser) = Browser::start().await else {
        return;
    };
    let app = start_app(|_| {}).await;
    let (files, strings) = check_previews(
        &browser,
        &app,
        "markdown",
        "markdown",
        &["md", "markdown"],
        false,
        false,
    )
    .await;
    assert!(
        files >= 10 && strings > 100,
        "Markdown: {files} files, {strings} strings"
    );
    let (files, strings) =
        check_previews(&browser, &app, "docx", "docx", &["docx"], true, false).await;
    assert!(
        files >= 30 && strings > 200,
        "DOCX: {files} files, {strings} strings"
    );
    let (files, strings) = check_previews(
        &browser,
        &app,
        "html",
        "html",
        &["html", "htm"],
        false,
        true,
    )
    .await;
    assert!(
        files >= 20 && strings > 300,
        "HTML: {files} files, {strings} strings"
    );
    let (files, strings) =
        check_previews(&browser, &app, "xlsx", "xlsx", &["xlsx"], true, false).await;
    assert!(
        files >= 20 && strings > 300,
        "XLSX: {files} files, {strings} strings"
    );
    browser.close().await;
}

#[test]
fn words_leave_out_codes_and_read_escapes_back() {
    assert_eq!(
        words("Run <0>the</0> installer<1/>, then &lt;0> a < b"),
        ["Run", "the", "installer", "then", "0", "a", "b"]
    );
}
