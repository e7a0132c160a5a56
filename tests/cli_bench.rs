//! `locforge bench --corpus` and the folder form of `locforge build` as users run them: figures
//! per format in JSON, an HTML report with charts, translated trees, and clear errors. No timed
//! assertions: throughputs are only checked to be there and positive.

mod common;

use std::path::Path;

use common::cli::{locforge, Scratch};

/// A few real files of the repository's corpus: (path in corpus/, format key).
const CORPUS_FILES: &[(&str, &str)] = &[
    (
        "json/flat/docusaurus-theme-translations/locales/de/plugin-pwa.json",
        "json",
    ),
    (
        "po/godot-demo-projects/gui/translation/translations/po/translation_demo_es.po",
        "po",
    ),
    ("properties/okapi/Test01.properties", "properties"),
    ("android/aosp-calendar/res/values-de/strings.xml", "android"),
];

fn copy_corpus_files(dir: &Scratch) {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    for (rel, _) in CORPUS_FILES {
        let bytes = std::fs::read(corpus.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
        dir.file(&format!("corpus/{rel}"), bytes);
    }
    dir.file("corpus/NOTES.txt", "not a localization file\n");
}

#[test]
fn bench_corpus_gives_figures_per_format_as_json_and_a_report_with_charts() {
    let dir = Scratch::new();
    copy_corpus_files(&dir);
    let (json, report) = (dir.path("bench.json"), dir.path("bench.html"));
    let (code, out, err) = locforge(&[
        "bench",
        "--corpus",
        &dir.path("corpus"),
        "--runs",
        "1",
        "--no-instructions",
        "--json",
        &json,
        "--report",
        &report,
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(out.contains("parse MB/s"), "{out}");
    assert!(out.contains("--no-instructions"), "{out}");
    let figures: serde_json::Value = serde_json::from_str(&dir.read("bench.json")).expect("JSON");
    let formats = figures["formats"].as_array().expect("formats");
    for (rel, key) in CORPUS_FILES {
        let f = formats
            .iter()
            .find(|f| f["format"] == *key)
            .unwrap_or_else(|| panic!("{key} ({rel}) missing from {figures:#}"));
        for field in ["files", "bytes", "strings"] {
            assert!(f[field].as_u64().unwrap_or(0) > 0, "{key} {field}: {f}");
        }
        for field in ["raw_mb_s", "parse_mb_s", "build_mb_s"] {
            assert!(f[field].as_f64().unwrap_or(0.0) > 0.0, "{key} {field}: {f}");
        }
        assert!(f["baseline"].as_str().is_some_and(|b| !b.is_empty()), "{f}");
    }
    assert_eq!(formats.len(), CORPUS_FILES.len(), "{figures:#}");
    assert!(figures["failures"].as_array().is_some_and(|f| f.is_empty()));
    let html = dir.read("bench.html");
    assert!(html.starts_with("<!doctype html>"));
    assert!(html.contains("<svg"), "no chart in the report");
    assert!(html.contains("properties"));
}

#[test]
fn bench_corpus_names_a_broken_file_and_goes_on() {
    let dir = Scratch::new();
    copy_corpus_files(&dir);
    let broken = dir.file("corpus/broken/en.json", "{\"a\": \"unterminated");
    let json = dir.path("bench.json");
    let (code, out, err) = locforge(&[
        "bench",
        "--corpus",
        &dir.path("corpus"),
        "--runs",
        "1",
        "--no-instructions",
        "--json",
        &json,
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(err.contains(&format!("error: {broken}: 1:")), "{err}");
    let figures: serde_json::Value = serde_json::from_str(&dir.read("bench.json")).expect("JSON");
    assert_eq!(figures["failures"][0]["file"], broken.as_str());
    assert_eq!(
        figures["formats"].as_array().map(Vec::len),
        Some(CORPUS_FILES.len())
    );
}

#[test]
fn bench_corpus_refuses_a_missing_folder_by_name() {
    let dir = Scratch::new();
    let missing = dir.path("no-such-folder");
    let (code, _, err) = locforge(&["bench", "--corpus", &missing, "--runs", "1"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(&missing) && err.contains("does not exist"),
        "{err}"
    );
}

#[test]
fn bench_help_teaches_the_corpus_bench() {
    let (code, out, _) = locforge(&["bench", "--help"]);
    assert_eq!(code, 0);
    for word in [
        "--corpus",
        "--report",
        "--json",
        "--against",
        "--no-instructions",
    ] {
        assert!(out.contains(word), "{word} missing from\n{out}");
    }
}

/// A source tree of two formats, and its translations into de and fr as `parse` lays them out.
fn source_and_translations(dir: &Scratch) {
    dir.file(
        "src/web/en.json",
        "{\"hello\": \"Hello\", \"bye\": \"Bye\"}\n",
    );
    dir.file("src/app/messages.properties", "greeting=Hi\nfarewell=Bye\n");
    dir.file("src/NOTES.txt", "not a localization file\n");
    let (code, _, err) = locforge(&["parse", &dir.path("src"), "-o", &dir.path("tr")]);
    assert_eq!(code, 0, "{err}");
    for (rel, ids) in [
        ("web/en.json", ["hello", "bye"]),
        ("app/messages.properties", ["greeting", "farewell"]),
    ] {
        let parsed = dir.read(&format!("tr/{rel}.ndjson"));
        for id in ids {
            assert!(
                parsed.contains(&format!("\"identifier\":\"{id}\"")),
                "{parsed}"
            );
        }
        let lines: String = ids
            .iter()
            .map(|id| {
                format!(
                    "{{\"identifier\":\"{id}\",\"translations\":{{\"de\":{{\"text\":\"de {id}\"}},\"fr\":{{\"text\":\"fr {id}\"}}}}}}\n"
                )
            })
            .collect();
        dir.file(&format!("tr/{rel}.ndjson"), lines);
    }
}

#[test]
fn build_takes_a_source_folder_translations_folder_languages_and_a_pattern() {
    let dir = Scratch::new();
    source_and_translations(&dir);
    let pattern = format!("{}/{{lang}}/{{path}}", dir.path("out"));
    let (code, _, err) = locforge(&[
        "build",
        &dir.path("src"),
        "--strings",
        &dir.path("tr"),
        "--lang",
        "de",
        "--lang",
        "fr",
        "--out",
        &pattern,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("built: 2 files"), "{err}");
    for lang in ["de", "fr"] {
        let json: serde_json::Value =
            serde_json::from_str(&dir.read(&format!("out/{lang}/web/en.json"))).expect("JSON");
        assert_eq!(json["hello"], format!("{lang} hello"));
        assert_eq!(json["bye"], format!("{lang} bye"));
        let props = dir.read(&format!("out/{lang}/app/messages.properties"));
        assert!(
            props.contains(&format!("greeting={lang} greeting")),
            "{props}"
        );
        assert!(
            props.contains(&format!("farewell={lang} farewell")),
            "{props}"
        );
    }
    assert!(!dir.root().join("out/de/NOTES.txt").exists());
}

#[test]
fn build_of_a_folder_names_each_file_that_fails_and_builds_the_rest() {
    let dir = Scratch::new();
    source_and_translations(&dir);
    dir.file("tr/app/messages.properties.ndjson", "this is not NDJSON\n");
    dir.file("src/extra/de.po", "msgid \"a\"\nmsgstr \"\"\n");
    let pattern = format!("{}/{{lang}}/{{path}}", dir.path("out"));
    let (code, _, err) = locforge(&[
        "build",
        &dir.path("src"),
        "--strings",
        &dir.path("tr"),
        "--lang",
        "de",
        "--out",
        &pattern,
    ]);
    assert_eq!(code, 1, "{err}");
    // The unreadable NDJSON, named with its source file.
    assert!(
        err.contains(&dir.path("src/app/messages.properties"))
            && err.contains(&dir.path("tr/app/messages.properties.ndjson"))
            && err.contains("line 1"),
        "{err}"
    );
    // A source file without translations.
    assert!(
        err.contains(&dir.path("src/extra/de.po"))
            && err.contains(&dir.path("tr/extra/de.po.ndjson")),
        "{err}"
    );
    assert!(err.contains("2 failed"), "{err}");
    // The file that works is still built.
    assert!(dir.read("out/de/web/en.json").contains("de hello"));
}

#[test]
fn build_refuses_a_missing_source_folder_and_a_pattern_without_path() {
    let dir = Scratch::new();
    let missing = dir.path("no-such-src");
    let (code, _, err) = locforge(&[
        "build",
        &missing,
        "--strings",
        &dir.path("tr"),
        "--lang",
        "de",
        "--out",
        "out/{lang}/{path}",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(&missing) && err.contains("no such file or folder"),
        "{err}"
    );

    source_and_translations(&dir);
    let (code, _, err) = locforge(&[
        "build",
        &dir.path("src"),
        "--strings",
        &dir.path("tr"),
        "--lang",
        "de",
        "--out",
        &dir.path("out/{lang}"),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("{path}"), "{err}");
}
