//! Shared invariant checks for the corpus tests: walk the repository's `corpus/`, and assert
//! identity, re-parse and hostile-translation round trips for any `Format`.
#![allow(dead_code)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use locforge_formats::{
    Entry, Format, Language, ParseContext, Parsed, PluralCategory, Text, Translation,
    TranslationStatus,
};

/// The repository's corpus folder (`corpus/` at the root, see its README).
pub fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus")
}

/// Files under `corpus/<sub>` whose extension is one of `exts`, split into (regular, edge-case)
/// lists, sorted. Panics when the corpus folder is missing: the tests must not pass vacuously.
pub fn corpus_files(sub: &str, exts: &[&str]) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let root = corpus_root().join(sub);
    assert!(root.is_dir(), "corpus folder {} is missing", root.display());
    let mut regular = Vec::new();
    let mut edge = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for item in std::fs::read_dir(&dir).expect("readable corpus dir") {
            let path = item.expect("dir entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let ext = path
                .extension()
                .and_then(|e| e.to_str())
                .unwrap_or("")
                .to_ascii_lowercase();
            if exts.contains(&ext.as_str()) {
                if path.components().any(|c| c.as_os_str() == "edge-cases") {
                    edge.push(path);
                } else {
                    regular.push(path);
                }
            }
        }
    }
    regular.sort();
    edge.sort();
    (regular, edge)
}

/// A target language with the given categories (the default is English's).
pub fn lang(id: &str, cats: &[PluralCategory]) -> Language {
    Language::new(id, cats.to_vec())
}

/// Builds `src` for `target` with the given translations.
pub fn build(
    format: &dyn Format,
    src: &[u8],
    parsed: &Parsed,
    target: &Language,
    translations: &HashMap<String, Translation>,
) -> Vec<u8> {
    let mut out = Vec::new();
    format
        .build(src, parsed, target, None, translations, &mut out)
        .unwrap_or_else(|e| panic!("build failed: {e}"));
    out
}

/// Each entry's baseline (what the file holds, with the status it records) as a translation:
/// building with these must give back the input byte for byte.
pub fn baseline_translations(entries: &[Entry]) -> HashMap<String, Translation> {
    entries
        .iter()
        .map(|e| {
            (
                e.identifier.clone(),
                Translation {
                    text: e.baseline().clone(),
                    status: e
                        .existing
                        .as_ref()
                        .map(|t| t.status.clone())
                        .unwrap_or_default(),
                },
            )
        })
        .collect()
}

/// Identity: parse, then build with every entry's baseline text; the output equals the input.
/// The target language is `target`, renamed to the file's declared language when it has one.
/// Returns the number of entries.
pub fn assert_identity(format: &dyn Format, path: &Path, target: &Language) -> usize {
    let src = std::fs::read(path).expect("readable corpus file");
    let parsed = format
        .parse_all(&src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let out = build(
        format,
        &src,
        &parsed,
        target,
        &baseline_translations(&parsed.entries),
    );
    if out != src {
        let at = out
            .iter()
            .zip(&src)
            .position(|(a, b)| a != b)
            .unwrap_or(src.len().min(out.len()));
        let lo = at.saturating_sub(60);
        panic!(
            "{}: identity build differs at byte {at}:\n expected …{}…\n got      …{}…",
            path.display(),
            String::from_utf8_lossy(&src[lo..(at + 60).min(src.len())]),
            String::from_utf8_lossy(&out[lo..(at + 60).min(out.len())]),
        );
    }
    parsed.entries.len()
}

/// Translations that replace every text with `f(identifier, text)`, plural forms per the
/// target's categories.
pub fn translate_all(
    entries: &[Entry],
    target: &Language,
    f: impl Fn(usize, &str) -> String,
) -> HashMap<String, Translation> {
    entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let text = match &e.text {
                Text::Plain(s) => Text::Plain(f(i, s)),
                Text::Plural(m) => Text::Plural(
                    target
                        .categories()
                        .iter()
                        .map(|c| (*c, f(i, m.get(c).unwrap_or(&e.text.main().to_string()))))
                        .collect(),
                ),
            };
            (
                e.identifier.clone(),
                Translation {
                    text,
                    status: TranslationStatus::default(),
                },
            )
        })
        .collect()
}

/// Re-parse: build with `translations`, parse the output, and check each entry's text is the
/// translation. Returns the built bytes.
pub fn assert_reparse(
    format: &dyn Format,
    name: &str,
    src: &[u8],
    target: &Language,
    translations: &HashMap<String, Translation>,
) -> Vec<u8> {
    let parsed = format
        .parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let out = build(format, src, &parsed, target, translations);
    let again = format
        .parse_all(&out, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{name}: built output does not parse: {e}"));
    assert_eq!(
        again.entries.len(),
        parsed.entries.len(),
        "{name}: entry count changed"
    );
    for (before, after) in parsed.entries.iter().zip(&again.entries) {
        assert_eq!(
            before.identifier, after.identifier,
            "{name}: identifiers changed"
        );
        let want = &translations[&before.identifier].text;
        let got = after
            .existing
            .as_ref()
            .map(|t| &t.text)
            .unwrap_or(&after.text);
        assert_eq!(got, want, "{name}: `{}` did not survive", before.identifier);
    }
    out
}

/// The output an identity build must give for an XML file whose target language sits in an
/// attribute (XLIFF `target-language`, `trgLang`): the input, plus ` attr="code"` at every empty
/// structural slot (files that declare no target language get one).
pub fn expected_with_language(src: &[u8], parsed: &Parsed, attr: &str, code: &str) -> Vec<u8> {
    let mut exp = Vec::with_capacity(src.len() + 64);
    let mut pos = 0;
    for slot in parsed.skeleton.slots() {
        if slot.entry.is_none() && slot.span.is_empty() {
            exp.extend_from_slice(&src[pos..slot.span.start]);
            exp.extend_from_slice(format!(" {attr}=\"{code}\"").as_bytes());
            pos = slot.span.start;
        }
    }
    exp.extend_from_slice(&src[pos..]);
    exp
}

/// Identity for XML files that declare their target language in attribute `attr`: build for the
/// declared language (`de` when none) with every entry's baseline; the output must be the input
/// (plus the inserted language attribute when the file had none). Returns the number of entries.
pub fn assert_identity_xml(format: &dyn Format, path: &Path, attr: &str) -> usize {
    let src = std::fs::read(path).expect("readable corpus file");
    let parsed = format
        .parse_all(&src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let code = parsed.language.clone().unwrap_or_else(|| "de".to_string());
    let target = Language::new(
        code.clone(),
        vec![PluralCategory::One, PluralCategory::Other],
    );
    let out = build(
        format,
        &src,
        &parsed,
        &target,
        &baseline_translations(&parsed.entries),
    );
    let expected = expected_with_language(&src, &parsed, attr, &code);
    if out != expected {
        let at = out
            .iter()
            .zip(&expected)
            .position(|(a, b)| a != b)
            .unwrap_or(expected.len().min(out.len()));
        let lo = at.saturating_sub(60);
        panic!(
            "{}: identity build differs at byte {at}:\n expected …{}…\n got      …{}…",
            path.display(),
            String::from_utf8_lossy(&expected[lo..(at + 60).min(expected.len())]),
            String::from_utf8_lossy(&out[lo..(at + 60).min(out.len())]),
        );
    }
    parsed.entries.len()
}

/// An edge-case file: either rejected with an error naming a line and column, or round-tripped
/// like any other file ([`assert_identity_xml`]).
pub fn check_edge_case(format: &dyn Format, path: &Path, attr: &str) -> bool {
    let src = std::fs::read(path).expect("readable corpus file");
    match format.parse_all(&src, &ParseContext::default()) {
        Err(e) => {
            assert!(
                e.line > 0 && e.column > 0 && !e.message.is_empty(),
                "{}: error without a position: {e}",
                path.display()
            );
            false
        }
        Ok(_) => {
            assert_identity_xml(format, path, attr);
            true
        }
    }
}

/// The text of an XML file decoded per its BOM / declaration (UTF-8, UTF-16, legacy 8-bit).
pub fn decode_xml(bytes: &[u8]) -> String {
    if let Some((enc, bom)) = encoding_rs::Encoding::for_bom(bytes) {
        return enc
            .decode_without_bom_handling(&bytes[bom..])
            .0
            .into_owned();
    }
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(200)]).to_lowercase();
    let label = head
        .split("encoding=")
        .nth(1)
        .and_then(|r| r.get(1..))
        .and_then(|r| r.split(['"', '\'']).next())
        .unwrap_or("utf-8")
        .to_string();
    let enc = encoding_rs::Encoding::for_label(label.as_bytes()).unwrap_or(encoding_rs::UTF_8);
    enc.decode_without_bom_handling(bytes).0.into_owned()
}

/// The built bytes are well-formed XML for roxmltree (DTDs allowed, never fetched).
pub fn assert_well_formed(name: &str, out: &[u8]) {
    let text = decode_xml(out);
    let opts = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    if let Err(e) = roxmltree::Document::parse_with_options(&text, opts) {
        panic!("{name}: built output is not well-formed for roxmltree: {e}");
    }
}

/// BOM, XML declaration bytes and line-end style of `src` survive in `out`.
pub fn assert_encoding_kept(name: &str, src: &[u8], out: &[u8]) {
    for bom in [&b"\xEF\xBB\xBF"[..], b"\xFF\xFE", b"\xFE\xFF"] {
        assert_eq!(
            src.starts_with(bom),
            out.starts_with(bom),
            "{name}: BOM changed"
        );
    }
    let decl_end = |b: &[u8]| memchr::memmem::find(&b[..b.len().min(300)], b"?>");
    if src.starts_with(b"<?xml") || src.starts_with(b"\xEF\xBB\xBF<?xml") {
        let e = decl_end(src).expect("declaration end");
        assert_eq!(
            &out[..e + 2],
            &src[..e + 2],
            "{name}: XML declaration changed"
        );
    }
    let lone_lf = |b: &[u8]| {
        b.iter()
            .enumerate()
            .any(|(i, &c)| c == b'\n' && (i == 0 || b[i - 1] != b'\r'))
    };
    if src.contains(&b'\n') && !lone_lf(src) {
        assert!(!lone_lf(out), "{name}: a CRLF file got LF line ends");
    }
    if !src.contains(&b'\r') {
        assert!(
            !out.contains(&b'\r'),
            "{name}: an LF file got CR characters"
        );
    }
}

/// Files of the `xliff12` and `xliff2` corpus folders that the built-in registry detects as the
/// format `key` (XLIFF files sit by their usual version, but the version is in the root element),
/// split into (regular, edge-case) lists. Edge cases are taken by folder, whatever they contain,
/// when the folder name is the format key.
pub fn xliff_files_detected_as(key: &str) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let registry = locforge_formats::Registry::builtin();
    let mut regular = Vec::new();
    let mut edge = Vec::new();
    for sub in ["xliff12", "xliff2"] {
        let (files, edges) = corpus_files(sub, &["xlf", "xliff"]);
        for path in files {
            let src = std::fs::read(&path).expect("readable corpus file");
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if registry.detect(name, &src).map(|f| f.info().key) == Some(key) {
                regular.push(path);
            }
        }
        if sub == key {
            edge.extend(edges);
        }
    }
    (regular, edge)
}

/// The language to build a file back for: named `id`, with the plural categories the file's
/// plural entries use. `Err` names the entries when they do not all use the same set (a partly
/// translated file: a build for any one language normalises some of them).
pub fn file_plural_language(id: &str, parsed: &Parsed) -> Result<Language, String> {
    let mut set: Option<Vec<PluralCategory>> = None;
    let mut odd = Vec::new();
    for e in &parsed.entries {
        if let Text::Plural(m) = e.baseline() {
            let cats: Vec<PluralCategory> = m.keys().copied().collect();
            match &set {
                None => set = Some(cats),
                Some(s) if *s != cats => odd.push(format!("{} {:?}", e.identifier, cats)),
                Some(_) => {}
            }
        }
    }
    if !odd.is_empty() {
        return Err(format!(
            "plural entries use different category sets ({:?} first, then {})",
            set.unwrap_or_default(),
            odd.join(", ")
        ));
    }
    Ok(lang(id, &set.unwrap_or_default()))
}

/// Re-parse as a translation upload: parse `src` and build it with `translations` for `target`,
/// parse the output, both parses with `target` as the request's only target language, and check
/// identifiers and texts (`expect(identifier, translation)` gives the text a re-parse must
/// return). Returns the built bytes.
pub fn assert_reparse_as_translation(
    format: &dyn Format,
    name: &str,
    src: &[u8],
    target: &Language,
    translations: &HashMap<String, Translation>,
    expect: &dyn Fn(&str, &Text) -> Text,
) -> Vec<u8> {
    let targets = [target.clone()];
    let ctx = ParseContext {
        source: None,
        targets: &targets,
    };
    let parsed = format
        .parse_all(src, &ctx)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let out = build(format, src, &parsed, target, translations);
    let again = format
        .parse_all(&out, &ctx)
        .unwrap_or_else(|e| panic!("{name}: built output does not parse: {e}"));
    let before: Vec<&str> = parsed
        .entries
        .iter()
        .map(|e| e.identifier.as_str())
        .collect();
    let after: Vec<&str> = again
        .entries
        .iter()
        .map(|e| e.identifier.as_str())
        .collect();
    assert_eq!(before, after, "{name}: identifiers changed");
    for e in &again.entries {
        let want = expect(&e.identifier, &translations[&e.identifier].text);
        assert_eq!(
            e.baseline(),
            &want,
            "{name}: `{}` did not survive",
            e.identifier
        );
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Helpers of more than one test file (the invariants suite and a format's own tests).

/// The categories the file's plurals use (English's when it has none): the language an Android
/// file is written for, as far as the build is concerned.
pub fn file_categories(entries: &[Entry]) -> Vec<PluralCategory> {
    let set: std::collections::BTreeSet<PluralCategory> = entries
        .iter()
        .filter_map(|e| match &e.text {
            Text::Plural(m) => Some(m.keys().copied()),
            Text::Plain(_) => None,
        })
        .flatten()
        .collect();
    if set.is_empty() {
        vec![PluralCategory::One, PluralCategory::Other]
    } else {
        set.into_iter().collect()
    }
}

/// The language a PO identity build uses: the file's own (no plural rules, so the header
/// stays). Without a `Language` header: no id, and the categories the parser assumes for its
/// nplurals. (Deep paths: `cldr`, `po::categories_for_nplurals` have no root re-export.)
pub fn po_own_language(parsed: &Parsed, src: &[u8]) -> Language {
    match &parsed.language {
        Some(l) => Language::new(l.clone(), locforge_formats::cldr::plural_categories(l)),
        None => {
            let text = String::from_utf8_lossy(src);
            let n = text
                .split("nplurals=")
                .nth(1)
                .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
                .and_then(|d| d.parse().ok())
                .unwrap_or(2);
            Language::new("", locforge_formats::po::categories_for_nplurals(n))
        }
    }
}

/// `body` with a leading / trailing line break exactly when `source` has one (msgfmt insists).
pub fn same_ends(source: &str, body: String) -> String {
    let body = body.trim_matches('\n');
    let lead = if source.starts_with('\n') { "\n" } else { "" };
    let trail = if source.ends_with('\n') { "\n" } else { "" };
    format!("{lead}{body}{trail}")
}

/// Whether GNU `msgfmt` (the reference PO parser) is installed. `scripts/test` installs gettext
/// and sets `LOCFORGE_REQUIRE_TEST_TOOLS`, so CI never loses the cross-check silently.
pub fn msgfmt_available() -> bool {
    let found = std::process::Command::new("msgfmt")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found && std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
        panic!("msgfmt (GNU gettext) is required here: run scripts/setup-test-tools.sh");
    }
    found
}

/// `msgfmt` accepts the bytes (syntax, header, plural counts). `Err` has its message.
pub fn msgfmt_ok(bytes: &[u8]) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("locforge-po-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let n = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let file =
        dir.join(format!("t{n}-{:?}.po", std::thread::current().id()).replace(['(', ')'], ""));
    std::fs::write(&file, bytes).map_err(|e| e.to_string())?;
    let out = std::process::Command::new("msgfmt")
        .arg("-o")
        .arg("/dev/null")
        .arg(&file)
        .output()
        .map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&file);
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

// ---------------------------------------------------------------------------------------------
// CSV (multilingual): the engine's build path and Python's reader.

/// CSV: builds `src` into one file holding every one of `targets` the way the engine does
/// (parse with the targets, `render_language` per target, `assemble`), with the translations
/// of each target id in `translations` (none for a target not there).
pub fn csv_build_multilingual(
    format: &dyn Format,
    src: &[u8],
    targets: &[Language],
    translations: &HashMap<String, HashMap<String, Translation>>,
) -> Vec<u8> {
    let ctx = ParseContext {
        source: None,
        targets,
    };
    let parsed = format
        .parse_all(src, &ctx)
        .unwrap_or_else(|e| panic!("multilingual parse: {e}"));
    let none = HashMap::new();
    let parts: Vec<_> = (0..targets.len())
        .map(|i| {
            let lookup = translations.get(&targets[i].id).unwrap_or(&none);
            format
                .render_language(src, &parsed, targets, i, None, lookup)
                .unwrap_or_else(|e| panic!("render_language {}: {e}", targets[i].id))
        })
        .collect();
    let mut out = Vec::new();
    locforge_formats::assemble(src, &parts, &mut out).unwrap_or_else(|e| panic!("assemble: {e}"));
    out
}

/// CSV: the delimiter of a file as a reader would guess it: the most frequent of `,` `;` tab
/// outside quotes in the first line.
pub fn csv_delimiter(src: &[u8]) -> u8 {
    let src = src.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(src);
    let mut quoted = false;
    let mut counts = [0usize; 3];
    for &b in src {
        match b {
            b'"' => quoted = !quoted,
            b'\n' | b'\r' if !quoted => break,
            b',' if !quoted => counts[0] += 1,
            b';' if !quoted => counts[1] += 1,
            b'\t' if !quoted => counts[2] += 1,
            _ => {}
        }
    }
    let best = (0..3).rev().max_by_key(|&i| counts[i]).unwrap_or(0);
    [b',', b';', b'\t'][best]
}

/// CSV: the rows Python's stdlib `csv` reader (strict, RFC 4180 quoting) reads from `bytes`
/// (UTF-8, a BOM dropped) with `delimiter`. `None`, after a notice, when python3 is missing
/// (a panic instead when `LOCFORGE_REQUIRE_TEST_TOOLS` is set); a panic when Python rejects the
/// bytes.
pub fn csv_python_rows(bytes: &[u8], delimiter: u8) -> Option<Vec<Vec<String>>> {
    use std::io::Write;
    const SCRIPT: &str = "import csv, io, json, sys\n\
        data = sys.stdin.buffer.read().decode('utf-8-sig')\n\
        rows = list(csv.reader(io.StringIO(data, newline=''), delimiter=sys.argv[1], strict=True))\n\
        json.dump(rows, sys.stdout)\n";
    let child = std::process::Command::new("python3")
        .arg("-c")
        .arg(SCRIPT)
        .arg(char::from(delimiter).to_string())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("python3 is required here (its csv module checks CSV builds): {e}");
            }
            eprintln!("notice: python3 not found ({e}); CSV outputs not checked by Python's csv");
            return None;
        }
    };
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(bytes)
        .expect("write to python3");
    let out = child.wait_with_output().expect("python3 runs");
    assert!(
        out.status.success(),
        "Python's csv rejects the file: {}\n{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(bytes)
    );
    Some(serde_json::from_slice(&out.stdout).expect("python3 prints JSON"))
}
