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
            // A project's SOURCE.md says where its files come from: it is not one of them.
            if exts.contains(&ext.as_str()) && !path.ends_with("SOURCE.md") {
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
    translations: &HashMap<String, Translation<'static>>,
) -> Vec<u8> {
    let mut out = Vec::new();
    format
        .build(src, parsed, target, None, translations, &mut out)
        .unwrap_or_else(|e| panic!("build failed: {e}"));
    // The streaming build (splicing while it parses, as the service builds a format that holds
    // one language per file) writes the same bytes.
    if !format.multilingual() {
        let (_, streamed) = format
            .build_streaming(src, target, None, translations, Vec::new())
            .unwrap_or_else(|e| panic!("streaming build failed: {e}"));
        assert_same_bytes("streaming build", &out, &streamed);
    }
    out
}

/// Each entry's baseline (what the file holds, with the status it records) as a translation:
/// building with these must give back the input byte for byte.
pub fn baseline_translations(entries: &[Entry]) -> HashMap<String, Translation<'static>> {
    entries
        .iter()
        .map(|e| {
            (
                e.identifier.to_string(),
                Translation {
                    text: e.baseline().clone().into_owned(),
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
    assert_same_bytes(&format!("{}: identity build", path.display()), &src, &out);
    parsed.entries.len()
}

/// Identity for a format that rebuilds its files ([`Format::rebuilds`], GNU MO): build with
/// every entry's baseline; the output reads back as the same catalog (the same identifiers in
/// the same order, source texts and the texts the file holds), its bytes written afresh.
/// Returns the number of entries.
pub fn assert_same_catalog(format: &dyn Format, path: &Path, target: &Language) -> usize {
    let src = std::fs::read(path).expect("readable corpus file");
    let name = path.display();
    let parsed = format
        .parse_all(&src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let out = build(
        format,
        &src,
        &parsed,
        target,
        &baseline_translations(&parsed.entries),
    );
    let again = format
        .parse_all(&out, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{name}: the identity build does not parse: {e}"));
    assert_eq!(
        again.entries.len(),
        parsed.entries.len(),
        "{name}: identity build changed the number of strings"
    );
    for (before, after) in parsed.entries.iter().zip(&again.entries) {
        assert_eq!(before.identifier, after.identifier, "{name}: identifiers");
        assert_eq!(
            before.text, after.text,
            "{name}: `{}` source",
            before.identifier
        );
        assert_eq!(
            before.baseline(),
            after.baseline(),
            "{name}: `{}` translation",
            before.identifier
        );
    }
    parsed.entries.len()
}

/// The identifiers of a parse, in file order.
pub fn ids(p: &Parsed) -> Vec<&str> {
    p.entries.iter().map(|e| e.identifier.as_ref()).collect()
}

/// Panics unless `got` is `expected`, byte for byte, showing both around the first difference.
pub fn assert_same_bytes(what: &str, expected: &[u8], got: &[u8]) {
    if got == expected {
        return;
    }
    let at = got
        .iter()
        .zip(expected)
        .position(|(a, b)| a != b)
        .unwrap_or(expected.len().min(got.len()));
    let lo = at.saturating_sub(60);
    panic!(
        "{what} differs at byte {at}:\n expected …{}…\n got      …{}…",
        String::from_utf8_lossy(&expected[lo..(at + 60).min(expected.len())]),
        String::from_utf8_lossy(&got[lo..(at + 60).min(got.len())]),
    );
}

/// Translations that replace every text with `f(identifier, text)`, plural forms per the
/// target's categories.
pub fn translate_all(
    entries: &[Entry],
    target: &Language,
    f: impl Fn(usize, &str) -> String,
) -> HashMap<String, Translation<'static>> {
    entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let text = match &e.text {
                Text::Plain(s) => Text::plain(f(i, s)),
                Text::Plural(m) => Text::Plural(
                    target
                        .categories()
                        .iter()
                        .map(|c| (*c, f(i, m.get(c).map_or(e.text.main(), |s| s)).into()))
                        .collect(),
                ),
            };
            (
                e.identifier.to_string(),
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
    translations: &HashMap<String, Translation<'static>>,
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
        // A document's identifiers derive from its texts: its strings are compared by position.
        if !format.document() {
            assert_eq!(
                before.identifier, after.identifier,
                "{name}: identifiers changed"
            );
        }
        let want = &translations[&*before.identifier].text;
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
    assert_same_bytes(
        &format!("{}: identity build", path.display()),
        &expected,
        &out,
    );
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
    translations: &HashMap<String, Translation<'static>>,
    expect: &dyn Fn(&str, &Text<'static>) -> Text<'static>,
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
    assert_eq!(ids(&parsed), ids(&again), "{name}: identifiers changed");
    for e in &again.entries {
        let want = expect(&e.identifier, &translations[&*e.identifier].text);
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
/// nplurals (`cldr::plural_categories` is in the public `cldr` module, `categories_for_nplurals`
/// at the root).
pub fn po_own_language(parsed: &Parsed, src: &[u8]) -> Language {
    match &parsed.language {
        Some(l) => {
            // As the reader maps msgstr[n]: a language CLDR gives one form (or does not know)
            // beside a header of several forms takes the header's count.
            let cats = locforge_formats::cldr::plural_categories(l);
            match locforge_formats::po_header_nplurals(src) {
                Some(n) if cats.len() == 1 && n > 1 => {
                    Language::new(l.clone(), locforge_formats::categories_for_nplurals(n))
                }
                _ => Language::new(l.clone(), cats),
            }
        }
        None => {
            // The header's rule, else gettext's default of two forms.
            let n = locforge_formats::po_header_nplurals(src).unwrap_or(2);
            Language::new("", locforge_formats::categories_for_nplurals(n))
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
// PyYAML (a YAML 1.1 reader) as the independent validator of built YAML files.

/// The helper script: reads one JSON request per line (`doc`, `root`, `expect`), composes the
/// document with PyYAML (libyaml's loader when present), constructs it (so every value has a
/// YAML 1.1 type), and checks each expected key path holds a *string* with the expected text.
const PYYAML_SCRIPT: &str = r#"
import sys, json, yaml
L = getattr(yaml, 'CSafeLoader', yaml.SafeLoader)
STR = 'tag:yaml.org,2002:str'
def flat(node, path, out, depth=0):
    if depth > 200:
        return
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            if isinstance(k, yaml.ScalarNode):
                flat(v, k.value if path is None else path + '.' + k.value, out, depth + 1)
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            flat(v, (path or '') + '[%d]' % i, out, depth + 1)
    else:
        out[path] = node
for line in sys.stdin:
    req = json.loads(line)
    try:
        yaml.load(req['doc'], Loader=L)
        node = yaml.compose(req['doc'], Loader=L)
        errs = []
        if req['root'] is not None:
            if not (isinstance(node, yaml.MappingNode) and len(node.value) == 1 and node.value[0][0].value == req['root']):
                errs.append('expected the single root key %r' % req['root'])
            else:
                node = node.value[0][1]
        out = {}
        flat(node, None, out)
        for key, want in req['expect'].items():
            pairs = [(key + '.' + c, t) for c, t in want.items()] if isinstance(want, dict) else [(key, want)]
            for p, t in pairs:
                n = out.get(p)
                if n is None:
                    errs.append('missing ' + p)
                elif n.tag != STR:
                    errs.append('%s: read as %s (%r)' % (p, n.tag, n.value))
                elif n.value != t:
                    errs.append('%s: %r != %r' % (p, n.value, t))
        resp = {'ok': not errs, 'error': '; '.join(errs[:5])}
    except Exception as e:
        resp = {'ok': False, 'error': repr(e)}
    print(json.dumps(resp), flush=True)
"#;

struct PyYaml {
    child: std::process::Child,
    out: std::io::BufReader<std::process::ChildStdout>,
}

/// The running PyYAML helper, started once per test binary; `None` when Python or PyYAML is
/// missing (a notice is printed; with `LOCFORGE_REQUIRE_TEST_TOOLS` set that is a failure).
fn pyyaml() -> Option<&'static std::sync::Mutex<PyYaml>> {
    static P: std::sync::OnceLock<Option<std::sync::Mutex<PyYaml>>> = std::sync::OnceLock::new();
    P.get_or_init(|| {
        let ok = std::process::Command::new("python3")
            .args(["-c", "import yaml"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !ok {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("PyYAML is required here: run scripts/setup-test-tools.sh");
            }
            eprintln!("notice: PyYAML not installed; built YAML is not cross-checked (scripts/setup-test-tools.sh installs it)");
            return None;
        }
        let mut child = std::process::Command::new("python3")
            .args(["-c", PYYAML_SCRIPT])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("python3 starts");
        let out = std::io::BufReader::new(child.stdout.take().expect("piped stdout"));
        Some(std::sync::Mutex::new(PyYaml { child, out }))
    })
    .as_ref()
}

/// Whether the PyYAML cross-check can run here.
pub fn pyyaml_available() -> bool {
    pyyaml().is_some()
}

/// What a built YAML file must hold for PyYAML: a string text per key path, or per category of
/// a plural map (`{"one": …, "other": …}`).
pub enum YamlExpect {
    /// A plain string.
    Text(String),
    /// A plural map's members.
    Plural(Vec<(PluralCategory, String)>),
}

/// Loads `doc` with PyYAML and checks that each expected key path (below the Rails root key
/// `root`, when given) holds a string equal to the expected text. `Err` has PyYAML's view;
/// `Ok(false)` when PyYAML is not installed.
pub fn pyyaml_check(
    doc: &[u8],
    root: Option<&str>,
    expect: &[(String, YamlExpect)],
) -> Result<bool, String> {
    use std::io::{BufRead, Write};
    let Some(p) = pyyaml() else {
        return Ok(false);
    };
    let doc = std::str::from_utf8(doc).map_err(|e| e.to_string())?;
    let doc = doc.strip_prefix('\u{feff}').unwrap_or(doc);
    let mut map = serde_json::Map::new();
    for (id, e) in expect {
        let v = match e {
            YamlExpect::Text(t) => serde_json::Value::String(t.clone()),
            YamlExpect::Plural(forms) => serde_json::Value::Object(
                forms
                    .iter()
                    .map(|(c, t)| (c.as_str().to_string(), serde_json::Value::String(t.clone())))
                    .collect(),
            ),
        };
        map.insert(id.clone(), v);
    }
    let req = serde_json::json!({"doc": doc, "root": root, "expect": map});
    let mut guard = p.lock().unwrap_or_else(|e| e.into_inner());
    let stdin = guard.child.stdin.as_mut().expect("piped stdin");
    writeln!(stdin, "{req}").map_err(|e| e.to_string())?;
    stdin.flush().map_err(|e| e.to_string())?;
    let mut line = String::new();
    guard.out.read_line(&mut line).map_err(|e| e.to_string())?;
    let resp: serde_json::Value =
        serde_json::from_str(&line).map_err(|e| format!("{e}: {line}"))?;
    if resp["ok"].as_bool() == Some(true) {
        Ok(true)
    } else {
        Err(resp["error"].as_str().unwrap_or("no answer").to_string())
    }
}

/// The Python reader of Fluent files (`fluent.syntax`, PyPI; `scripts/setup-test-tools.sh`
/// installs it): prints the first Junk, or every message, term and attribute id with its value
/// when the value is text only (text elements and `{"…"}` literals, decoded), else `null`.
const FLUENT_SYNTAX_READER: &str = r#"
import json, sys
from fluent.syntax import FluentParser, ast
src = sys.stdin.buffer.read().decode("utf-8-sig")
res = FluentParser(with_spans=True).parse(src)
def val(p):
    out = []
    for el in p.elements:
        if isinstance(el, ast.TextElement):
            out.append(el.value)
        elif (isinstance(el.expression, ast.StringLiteral)
              and src[el.span.start:el.span.start + 2] == '{"'
              and src[el.span.end - 2:el.span.end] == '"}'):
            out.append(el.expression.parse()["value"])
        else:
            return None
    return "".join(out)
entries = []
for e in res.body:
    if isinstance(e, ast.Junk):
        print(json.dumps({"junk": e.content, "errors": [a.message for a in e.annotations]}))
        sys.exit(0)
    if isinstance(e, (ast.Message, ast.Term)):
        i = ("-" if isinstance(e, ast.Term) else "") + e.id.name
        if e.value is not None:
            entries.append([i, val(e.value)])
        for a in e.attributes:
            entries.append([i + "." + a.id.name, val(a.value)])
print(json.dumps({"entries": entries}))
"#;

/// Whether Python's `fluent.syntax` (the independent Fluent reader) is installed; panics when it
/// is missing and `LOCFORGE_REQUIRE_TEST_TOOLS` is set, else prints a notice once.
pub fn fluent_syntax_available() -> bool {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FOUND.get_or_init(|| {
        let found = std::process::Command::new("python3")
            .args(["-c", "import fluent.syntax"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !found {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("python3 with fluent.syntax is required here: run scripts/setup-test-tools.sh");
            }
            eprintln!("notice: python3 fluent.syntax is not installed; Fluent outputs are not cross-checked (scripts/setup-test-tools.sh installs it)");
        }
        found
    })
}

/// Reads `bytes` with Python's `fluent.syntax`: every id with its text value (`None` when the
/// value holds placeables other than `{"…"}` literals), or `Err` with the first Junk.
pub fn fluent_syntax_read(bytes: &[u8]) -> Result<Vec<(String, Option<String>)>, String> {
    use std::io::Write;
    let mut child = std::process::Command::new("python3")
        .args(["-c", FLUENT_SYNTAX_READER])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let input = bytes.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).map_err(|e| e.to_string())?;
    if let Some(j) = v.get("junk") {
        return Err(format!("Junk {j} ({})", v["errors"]));
    }
    Ok(v["entries"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|p| {
                    (
                        p[0].as_str().unwrap_or_default().to_string(),
                        p[1].as_str().map(str::to_string),
                    )
                })
                .collect()
        })
        .unwrap_or_default())
}

/// Checks a Fluent file with `fluent.syntax`: no Junk, the same ids as `parsed` in order (the
/// first definition of an id defined again), and
/// the same text for every plain value the reader can give as text. Returns false when the
/// reader is not installed.
pub fn assert_fluent_syntax_agrees(name: &str, bytes: &[u8], parsed: &Parsed) -> bool {
    if !fluent_syntax_available() {
        return false;
    }
    let mut read = fluent_syntax_read(bytes)
        .unwrap_or_else(|e| panic!("{name}: fluent.syntax does not read the file: {e}"));
    // An id defined again is one string, the first definition's (`repeats` in the formats
    // crate); fluent.syntax lists every definition.
    let mut seen = std::collections::HashSet::new();
    read.retain(|(id, _)| seen.insert(id.clone()));
    let ids: Vec<&str> = read.iter().map(|(i, _)| i.as_str()).collect();
    // A `[zero]` variant kept apart as `<id>#zero` (see `plural_zero`) is part of its message's
    // select for fluent.syntax (`#` is never part of a Fluent id).
    let entries: Vec<&Entry> = parsed
        .entries
        .iter()
        .filter(|e| !e.identifier.ends_with("#zero"))
        .collect();
    let ours: Vec<&str> = entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(ids, ours, "{name}: fluent.syntax reads other ids");
    for ((id, v), e) in read.iter().zip(entries) {
        if let (Some(v), Text::Plain(t)) = (v, e.baseline()) {
            assert_eq!(v, t, "{name}: fluent.syntax reads `{id}` differently");
        }
    }
    true
}

/// Whether `python3` (for its stdlib `plistlib`, the independent `.stringsdict` reader) runs.
/// Panics when it does not and `LOCFORGE_REQUIRE_TEST_TOOLS` is set, like [`msgfmt_available`].
pub fn python3_available() -> bool {
    let found = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
            panic!("python3 (for plistlib) is required here: run scripts/setup-test-tools.sh");
        }
        eprintln!("notice: python3 is missing; the plistlib checks are skipped");
    }
    found
}

/// Reads `bytes` with Python's `plistlib` (stdlib; DTDs are not fetched) and returns the property
/// list as JSON. `Err` has plistlib's message.
pub fn plistlib_json(bytes: &[u8]) -> Result<serde_json::Value, String> {
    use std::io::Write;
    let mut child = std::process::Command::new("python3")
        .args([
            "-c",
            "import json, plistlib, sys; print(json.dumps(plistlib.loads(sys.stdin.buffer.read())))",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    child
        .stdin
        .take()
        .ok_or("no stdin")?
        .write_all(bytes)
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    serde_json::from_slice(&out.stdout).map_err(|e| e.to_string())
}

/// An independent reader of `.properties` files with `java.util.Properties` semantics
/// (`LineReader` + `load0` + `loadConvert`), in Python: the file is read as UTF-8 when it is
/// valid UTF-8, else as ISO-8859-1 (Java 9+ `PropertyResourceBundle`); prints the file's
/// (key, value) pairs in order, duplicates included, as JSON, or `{"error": …}`.
const JAVA_PROPERTIES_PY: &str = r#"
import json, sys
def conv(t):
    r, i, n = [], 0, len(t)
    while i < n:
        c = t[i]; i += 1
        if c != '\\':
            r.append(c); continue
        if i >= n: break
        c = t[i]; i += 1
        if c == 'u':
            h = t[i:i+4]
            if len(h) < 4 or any(x not in '0123456789abcdefABCDEF' for x in h):
                raise ValueError('Malformed \\uxxxx encoding.')
            r.append(chr(int(h, 16))); i += 4
        else:
            r.append({'t': '\t', 'r': '\r', 'n': '\n', 'f': '\f'}.get(c, c))
    return ''.join(r).encode('utf-16', 'surrogatepass').decode('utf-16')
def load(s):
    out, i, n = [], 0, len(s)
    while i < n:
        buf, skip_ws, new_line, appended, pb, skip_lf, got = [], True, True, False, False, False, False
        while i < n:
            c = s[i]; i += 1
            if skip_lf:
                skip_lf = False
                if c == '\n': continue
            if skip_ws:
                if c in ' \t\f': continue
                if not appended and c in '\r\n': continue
                skip_ws = False; appended = False
            if new_line:
                new_line = False
                if c in '#!':
                    while i < n and s[i] not in '\r\n': i += 1
                    skip_ws, new_line = True, True
                    continue
            if c not in '\r\n':
                buf.append(c); pb = (not pb) if c == '\\' else False
            elif not buf:
                skip_ws, new_line = True, True
            elif pb:
                buf.pop(); skip_ws, appended, pb = True, True, False
                skip_lf = c == '\r'
            else:
                got = True; break
        else:
            if buf:
                if pb: buf.pop()
                got = True
        if not got: break
        line = ''.join(buf); lim = len(line); k = 0; vs = lim; has_sep = False; pb = False
        while k < lim:
            c = line[k]
            if c in '=:' and not pb: vs, has_sep = k + 1, True; break
            if c in ' \t\f' and not pb: vs = k + 1; break
            pb = (not pb) if c == '\\' else False
            k += 1
        while vs < lim:
            c = line[vs]
            if c not in ' \t\f':
                if not has_sep and c in '=:': has_sep = True
                else: break
            vs += 1
        out.append([conv(line[:k]), conv(line[vs:])])
    return out
b = open(sys.argv[1], 'rb').read()
try:
    enc = 'utf-8'; s = b.decode('utf-8')
except UnicodeDecodeError:
    enc = 'iso-8859-1'; s = b.decode('iso-8859-1')
try:
    print(json.dumps({'encoding': enc, 'pairs': load(s)}))
except ValueError as e:
    print(json.dumps({'error': str(e)}))
"#;

/// Whether `python3` runs (the `.properties` cross-check needs it); with
/// `LOCFORGE_REQUIRE_TEST_TOOLS` set, a missing Python fails instead.
pub fn python_available() -> bool {
    let found = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found && std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
        panic!("python3 is required here for the .properties cross-check");
    }
    found
}

/// A `.properties` file as the Java-semantics reader sees it: its encoding and its (key, value)
/// pairs in order, or the error Java would throw.
pub type JavaRead = Result<(String, Vec<(String, String)>), String>;

/// What the independent Java-semantics reader finds in a `.properties` file: its encoding
/// (`utf-8` or `iso-8859-1`) and its (key, value) pairs in order, or `Err` with the error Java
/// would throw. `None` when Python is missing (a notice is printed).
pub fn java_properties_read(bytes: &[u8]) -> Option<JavaRead> {
    if !python_available() {
        eprintln!("notice: python3 not found; the .properties cross-check is skipped");
        return None;
    }
    let dir = std::env::temp_dir().join(format!("locforge-properties-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let n = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let file = dir
        .join(format!("t{n}-{:?}.properties", std::thread::current().id()).replace(['(', ')'], ""));
    std::fs::write(&file, bytes).expect("temp file");
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(JAVA_PROPERTIES_PY)
        .arg(&file)
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_file(&file);
    assert!(
        out.status.success(),
        "the Python reader failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON from the reader");
    if let Some(e) = v["error"].as_str() {
        return Some(Err(e.to_string()));
    }
    let pairs = v["pairs"]
        .as_array()
        .expect("pairs")
        .iter()
        .map(|p| {
            (
                p[0].as_str().expect("key").to_string(),
                p[1].as_str().expect("value").to_string(),
            )
        })
        .collect();
    Some(Ok((
        v["encoding"].as_str().unwrap_or("").to_string(),
        pairs,
    )))
}

// ---------------------------------------------------------------------------------------------
// Multilingual formats (xcstrings, csv).

/// Builds `src` of a multilingual format into one file holding every one of `targets` the way
/// the engine does (parse with the targets, `render_language` per target, `assemble`), with the
/// translations of `targets[i]` from `translations(i)`.
pub fn build_multilingual<'t>(
    format: &dyn Format,
    src: &[u8],
    targets: &[Language],
    translations: impl Fn(usize) -> &'t HashMap<String, Translation<'static>>,
) -> Vec<u8> {
    let ctx = ParseContext {
        source: None,
        targets,
    };
    let parsed = format
        .parse_all(src, &ctx)
        .unwrap_or_else(|e| panic!("multilingual parse: {e}"));
    let parts: Vec<_> = (0..targets.len())
        .map(|i| {
            format
                .render_language(src, &parsed, targets, i, None, translations(i))
                .unwrap_or_else(|e| panic!("render_language {}: {e}", targets[i].id))
        })
        .collect();
    let mut out = Vec::new();
    locforge_formats::assemble(src, &parts, &mut out).unwrap_or_else(|e| panic!("assemble: {e}"));
    out
}

/// [`build_multilingual`] with `translations[i]` for `targets[i]` (String Catalog tests).
pub fn xcstrings_build(
    format: &dyn Format,
    src: &[u8],
    targets: &[Language],
    translations: &[HashMap<String, Translation<'static>>],
) -> Vec<u8> {
    build_multilingual(format, src, targets, |i| &translations[i])
}

/// [`build_multilingual`] with the translations of each target id (none for a target not
/// there) (CSV tests).
pub fn csv_build_multilingual(
    format: &dyn Format,
    src: &[u8],
    targets: &[Language],
    translations: &HashMap<String, HashMap<String, Translation<'static>>>,
) -> Vec<u8> {
    static NONE: std::sync::LazyLock<HashMap<String, Translation<'static>>> =
        std::sync::LazyLock::new(HashMap::new);
    build_multilingual(format, src, targets, |i| {
        translations.get(&targets[i].id).unwrap_or(&NONE)
    })
}

// ---------------------------------------------------------------------------------------------
// String Catalogs (`xcstrings`), a multilingual format.

/// The languages a String Catalog holds (its `localizations` keys, source language included),
/// each with the plural categories its plural values use (`other` when they disagree), read with
/// serde_json, in file order of first appearance.
pub fn xcstrings_languages(src: &[u8]) -> Vec<Language> {
    let v: serde_json::Value = serde_json::from_slice(src).expect("valid JSON");
    let mut langs: Vec<(String, std::collections::BTreeSet<PluralCategory>)> = Vec::new();
    for s in v["strings"]
        .as_object()
        .into_iter()
        .flat_map(|o| o.values())
    {
        for (l, loc) in s["localizations"].as_object().into_iter().flatten() {
            let at = match langs.iter().position(|(k, _)| k == l) {
                Some(i) => i,
                None => {
                    langs.push((l.clone(), Default::default()));
                    langs.len() - 1
                }
            };
            if let Some(p) = loc["variations"]["plural"].as_object() {
                langs[at]
                    .1
                    .extend(p.keys().filter_map(|k| PluralCategory::parse(k)));
            }
        }
    }
    langs
        .into_iter()
        .map(|(id, cats)| {
            let cats: Vec<PluralCategory> = if cats.is_empty() {
                vec![PluralCategory::One, PluralCategory::Other]
            } else {
                cats.into_iter().collect()
            };
            Language::new(id, cats)
        })
        .collect()
}

/// Identity of a String Catalog through the multilingual path: build every language it holds
/// with no translations, then with each language's own values (and statuses) as translations;
/// both must give the file back byte for byte. Returns the number of strings.
pub fn xcstrings_assert_identity(
    format: &dyn Format,
    name: &str,
    src: &[u8],
    targets: &[Language],
) -> usize {
    let ctx = ParseContext {
        source: None,
        targets,
    };
    let parsed = format
        .parse_all(src, &ctx)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let none: Vec<HashMap<String, Translation<'static>>> =
        targets.iter().map(|_| HashMap::new()).collect();
    let own: Vec<HashMap<String, Translation<'static>>> = targets
        .iter()
        .map(|t| {
            parsed
                .entries
                .iter()
                .filter_map(|e| {
                    Some((
                        e.identifier.to_string(),
                        e.translations.get(&t.id)?.clone().into_owned(),
                    ))
                })
                .collect()
        })
        .collect();
    for (what, tr) in [("no translations", &none), ("their own values", &own)] {
        let out = xcstrings_build(format, src, targets, tr);
        let what = format!(
            "{name}: identity build ({what}, {} languages)",
            targets.len()
        );
        assert_same_bytes(&what, src, &out);
    }
    parsed.entries.len()
}

/// Re-parse of a String Catalog through the multilingual path: build `targets` (languages the
/// file holds and new ones) with `f(i, text)` for every string, check the output with serde_json
/// (each target's values in the file are the translations), parse it with the same targets and
/// get every translation back with status translated, identifiers unchanged. Returns the output.
pub fn xcstrings_assert_reparse(
    format: &dyn Format,
    name: &str,
    src: &[u8],
    targets: &[Language],
    f: &dyn Fn(usize, &str) -> String,
) -> Vec<u8> {
    let ctx = ParseContext {
        source: None,
        targets,
    };
    let parsed = format
        .parse_all(src, &ctx)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let tr: Vec<HashMap<String, Translation<'static>>> = targets
        .iter()
        .map(|t| translate_all(&parsed.entries, t, f))
        .collect();
    let out = xcstrings_build(format, src, targets, &tr);
    xcstrings_check_json(name, src, &out, targets, &tr);
    let again = format.parse_all(&out, &ctx).unwrap_or_else(|e| {
        panic!(
            "{name}: built output does not parse: {e}\n{}",
            String::from_utf8_lossy(&out)
        )
    });
    assert_eq!(ids(&parsed), ids(&again), "{name}: identifiers changed");
    let before: serde_json::Value =
        serde_json::from_slice(src.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(src))
            .expect("valid JSON");
    for e in &again.entries {
        for (t, map) in targets.iter().zip(&tr) {
            if !xcstrings_written(&before, &e.identifier, &t.id, e.is_hidden == Some(true)) {
                continue;
            }
            let got = e.translations.get(&t.id).unwrap_or_else(|| {
                panic!(
                    "{name}: `{}` has no {} value after the build",
                    e.identifier, t.id
                )
            });
            assert_eq!(
                got.text, map[&*e.identifier].text,
                "{name}: `{}` in {} did not survive",
                e.identifier, t.id
            );
            assert_eq!(
                got.status.get(None),
                locforge_formats::Status::Translated,
                "{name}: `{}` in {}",
                e.identifier,
                t.id
            );
        }
    }
    out
}

/// Whether a build writes string `id` into language `lang` of the catalog `before`: not into a
/// string not to translate that lacks the language, and not a device other than `other` into a
/// language that holds the string without device variations (the documented limits).
pub fn xcstrings_written(before: &serde_json::Value, id: &str, lang: &str, hidden: bool) -> bool {
    let strings = &before["strings"];
    let (key, device) = match id.rsplit_once("/device/") {
        Some((k, d)) if strings.get(id).is_none() => (k, Some(d)),
        _ => (id.split("/substitutions/").next().unwrap_or(id), None),
    };
    let key = if strings.get(id).is_some() { id } else { key };
    let loc = strings[key]["localizations"].get(lang);
    match (loc, device) {
        (None, _) => !hidden,
        (Some(l), Some(d)) => l["variations"].get("device").is_some() || d == "other",
        (Some(_), None) => true,
    }
}

/// The independent check of a built catalog: serde_json reads it; every string's value in each
/// target (`stringUnit.value`, the plural forms, device and substitution values) is the
/// translation.
pub fn xcstrings_check_json(
    name: &str,
    src: &[u8],
    out: &[u8],
    targets: &[Language],
    tr: &[HashMap<String, Translation<'static>>],
) {
    let out = out.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(out);
    let v: serde_json::Value = serde_json::from_slice(out).unwrap_or_else(|e| {
        panic!(
            "{name}: serde_json rejects the build: {e}\n{}",
            String::from_utf8_lossy(out)
        )
    });
    let strings = v["strings"].as_object().expect("a strings object");
    let before: serde_json::Value =
        serde_json::from_slice(src.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(src))
            .expect("valid JSON");
    for (t, map) in targets.iter().zip(tr) {
        for (id, want) in map {
            let (key, path): (&str, Vec<&str>) = if let Some((k, d)) = id.rsplit_once("/device/") {
                if strings.contains_key(id.as_str()) {
                    (id.as_str(), vec![])
                } else if before["strings"][k]["localizations"]
                    .get(&t.id)
                    .is_some_and(|l| l["variations"].get("device").is_none())
                {
                    (k, vec![])
                } else {
                    (k, vec!["variations", "device", d])
                }
            } else if let Some((k, s)) = id.rsplit_once("/substitutions/") {
                if strings.contains_key(id.as_str()) {
                    (id.as_str(), vec![])
                } else {
                    (k, vec!["substitutions", s])
                }
            } else {
                (id.as_str(), vec![])
            };
            let hidden = strings[key]["shouldTranslate"] == serde_json::Value::Bool(false);
            if !xcstrings_written(&before, id, &t.id, hidden) {
                continue;
            }
            let mut node = strings
                .get(key)
                .unwrap_or_else(|| panic!("{name}: `{key}` lost"))
                .get("localizations")
                .and_then(|l| l.get(&t.id))
                .unwrap_or_else(|| panic!("{name}: `{key}` has no {} localization", t.id));
            for p in &path {
                node = &node[*p];
            }
            match &want.text {
                Text::Plain(s) => assert_eq!(
                    node["stringUnit"]["value"].as_str(),
                    Some(s.as_ref()),
                    "{name}: `{id}` in {}",
                    t.id
                ),
                Text::Plural(m) => {
                    let p = node["variations"]["plural"].as_object().unwrap_or_else(|| {
                        panic!("{name}: `{id}` in {} is not a plural: {node}", t.id)
                    });
                    assert_eq!(p.len(), m.len(), "{name}: `{id}` in {}: categories", t.id);
                    for (c, s) in m {
                        assert_eq!(
                            p[c.as_str()]["stringUnit"]["value"].as_str(),
                            Some(s.as_ref()),
                            "{name}: `{id}` {c} in {}",
                            t.id
                        );
                    }
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// CSV (multilingual): the engine's build path and Python's reader.

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

/// Whether Python's subtitle readers (`srt` and `webvtt-py` from PyPI) are installed. Panics when
/// they are not and `LOCFORGE_REQUIRE_TEST_TOOLS` is set, else prints a notice once.
pub fn subtitle_readers_available() -> bool {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FOUND.get_or_init(|| {
        let found = std::process::Command::new("python3")
            .args(["-c", "import srt, webvtt"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !found {
            if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
                panic!("python3 with srt and webvtt-py is required here: run scripts/setup-test-tools.sh");
            }
            eprintln!("notice: python3 srt / webvtt-py are not installed; subtitle builds are not cross-checked (scripts/setup-test-tools.sh installs them)");
        }
        found
    })
}

/// The cues of a SubRip (`key` `srt`, read by PyPI's `srt`) or WebVTT (`vtt`, read by
/// `webvtt-py`, its raw cue text with inline tags) file: (identifier, text) each. `None` when the
/// readers are not installed; `Err` with the reader's message when it refuses the file.
///
/// `srt` keeps every blank line after the first one between two cues as trailing line breaks of
/// the first cue's content (so that it can read cues with blank lines inside, it ends a cue only
/// where an index and a timing follow two line breaks at once). In SubRip a run of blank lines
/// is one separator and a cue's text cannot end with an empty line, so those trailing line
/// breaks are taken off: the content is compared as every SubRip player shows it.
pub fn subtitles_read(key: &str, bytes: &[u8]) -> Option<Result<Vec<(String, String)>, String>> {
    use std::io::Write;
    if !subtitle_readers_available() {
        return None;
    }
    const SCRIPT: &str = r#"
import json, sys
text = sys.stdin.buffer.read().decode("utf-8-sig")
if sys.argv[1] == "srt":
    import srt
    cues = [[str(c.index), c.content.rstrip("\n")] for c in srt.parse(text)]
else:
    import webvtt
    cues = [[c.identifier or "", c.raw_text] for c in webvtt.from_string(text)]
print(json.dumps(cues))
"#;
    let mut child = std::process::Command::new("python3")
        .args(["-c", SCRIPT, key])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 starts");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(bytes)
        .expect("python3 reads stdin");
    let out = child.wait_with_output().expect("python3 finishes");
    if !out.status.success() {
        return Some(Err(String::from_utf8_lossy(&out.stderr).into_owned()));
    }
    Some(Ok(
        serde_json::from_slice(&out.stdout).expect("python3 prints JSON")
    ))
}

/// Each entry of a zip archive (DOCX, XLSX): name → (stored bytes as they are in the file, unzipped bytes).
pub fn zip_entries(zipped: &[u8]) -> Vec<(String, Vec<u8>, Vec<u8>)> {
    use std::io::Read;
    let mut a = zip::ZipArchive::new(std::io::Cursor::new(zipped)).unwrap();
    let mut out = Vec::new();
    for i in 0..a.len() {
        let mut raw = Vec::new();
        let name = {
            let mut f = a.by_index_raw(i).unwrap();
            f.read_to_end(&mut raw).unwrap();
            f.name().unwrap().to_string()
        };
        let mut plain = Vec::new();
        a.by_index(i).unwrap().read_to_end(&mut plain).unwrap();
        out.push((name, raw, plain));
    }
    out
}

/// The lines a Python `script` (run by `python3 -c`) prints for `input` on its standard input,
/// a byte-order mark left out (the document oracles do not skip one); a script that fails is a
/// test failure naming `tool`.
pub fn python_lines(tool: &str, script: &str, input: &str) -> Vec<String> {
    use std::io::Write as _;
    let mut child = std::process::Command::new("python3")
        .args(["-c", script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let input = input.strip_prefix('\u{FEFF}').unwrap_or(input);
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("writes");
    let out = child.wait_with_output().expect("python3 ends");
    assert!(
        out.status.success(),
        "{tool} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}
