//! The `locforge` binary as users run it: parse, build, detect, formats, croql.

mod common;

use common::cli::{locforge, Scratch};

#[test]
fn parse_then_build_round_trips_a_file() {
    let dir = Scratch::new();
    let en = dir.file(
        "en.json",
        "{\n  \"a\": \"Hello\",\n  \"b\": {\"c\": \"World\"}\n}\n",
    );
    let preview = dir.path("p.html");
    let (code, out, err) = locforge(&["parse", &en, "--preview", &preview]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 2);
    assert!(out.contains("\"identifier\":\"b.c\""));
    assert!(dir.read("p.html").contains("string_preview_id_1"));
    let tr = dir.file("tr.ndjson", "{\"identifier\":\"b.c\",\"translations\":{\"de\":{\"text\":\"Welt\"},\"fr\":{\"text\":\"Monde\"}}}\n");
    let pattern = dir.path("out-{lang}.json");
    let (code, _, err) = locforge(&[
        "build",
        &en,
        "--strings",
        &tr,
        "--lang",
        "de,fr",
        "-o",
        &pattern,
    ]);
    assert_eq!(code, 0, "{err}");
    let de = dir.read("out-de.json");
    assert_eq!(
        de,
        "{\n  \"a\": \"Hello\",\n  \"b\": {\"c\": \"Welt\"}\n}\n"
    );
    let fr = dir.read("out-fr.json");
    assert!(fr.contains("Monde"));
    let (code, _, err) = locforge(&["build", &en, "--strings", &tr, "--lang", "de,fr"]);
    assert_ne!(code, 0);
    assert!(err.contains("{lang}"), "{err}");
}

#[test]
fn a_build_of_several_languages_equals_one_build_per_language() {
    let dir = Scratch::new();
    let src: String = (0..200)
        .map(|i| format!("msgid \"s{i}\"\nmsgstr \"\"\n\n"))
        .collect::<String>()
        + "msgid \"one file\"\nmsgid_plural \"files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n";
    let en = dir.file("en.po", &src);
    let mut tr = String::new();
    for i in 0..200 {
        tr += &format!(
            "{{\"identifier\":\"s{i}\",\"translations\":{{\"de\":{{\"text\":\"de {i}\"}},\"fr\":{{\"text\":\"fr {i}\"}},\"pl\":{{\"text\":\"pl {i}\"}}}}}}\n"
        );
    }
    tr += "{\"identifier\":\"one file\",\"translations\":{\"pl\":{\"text\":{\"one\":\"plik\",\"few\":\"pliki\",\"many\":\"plików\",\"other\":\"pliku\"}}}}\n";
    let tr = dir.file("tr.ndjson", &tr);
    let all = dir.path("all-{lang}.po");
    let (code, _, err) = locforge(&[
        "build",
        &en,
        "--strings",
        &tr,
        "--lang",
        "de,fr,pl",
        "-o",
        &all,
    ]);
    assert_eq!(code, 0, "{err}");
    for lang in ["de", "fr", "pl"] {
        let one = dir.path(&format!("one-{lang}.po"));
        let (code, _, err) =
            locforge(&["build", &en, "--strings", &tr, "--lang", lang, "-o", &one]);
        assert_eq!(code, 0, "{err}");
        let together = dir.read(&format!("all-{lang}.po"));
        assert_eq!(together, dir.read(&format!("one-{lang}.po")), "{lang}");
        assert!(together.contains(&format!("{lang} 199")), "{lang}");
    }
    assert!(dir.read("all-pl.po").contains("plików"));
}

#[test]
fn batch_parse_reports_each_failure_and_a_summary() {
    let dir = Scratch::new();
    dir.file("in/a.json", "{\"x\":\"1\"}");
    dir.file("in/sub/b.json", "{\"y\":\"2\",\"z\":\"3\"}");
    dir.file("in/bad.json", "{\"y\" \"2\"}");
    let (code, _, err) = locforge(&["parse", &dir.path("in"), "-o", &dir.path("out")]);
    assert_eq!(code, 1, "one file is broken");
    assert!(err.contains("bad.json:1:6: expected `:`"), "{err}");
    assert!(err.contains("3 files, 3 strings, 1 failed"), "{err}");
    assert!(dir.root().join("out/sub/b.json.ndjson").exists());
}

#[test]
fn parse_names_a_key_defined_again_with_another_text() {
    let dir = Scratch::new();
    dir.file("dup.ftl", "a = One\nb = Two\na = Other\n");
    let (code, out, err) = locforge(&["parse", &dir.path("dup.ftl")]);
    assert_eq!(code, 0, "a repeated message is no failure: {err}");
    assert_eq!(out.lines().count(), 2, "one string per id: {out}");
    assert!(
        err.contains(
            "dup.ftl:3:1: warning: the message `a` is defined again here with another text"
        ),
        "{err}"
    );
}

#[test]
fn detect_and_formats_list_the_formats() {
    let (code, out, _) = locforge(&["formats"]);
    assert_eq!(code, 0);
    for key in [
        "json",
        "json-reference",
        "android",
        "xliff12",
        "xliff2",
        "strings",
        "stringsdict",
        "properties",
        "yaml",
        "resx",
        "fluent",
        "structured-json",
    ] {
        assert!(
            out.lines().any(|l| l.starts_with(key)),
            "{key} missing from:\n{out}"
        );
    }
    let dir = Scratch::new();
    let xml = dir.file(
        "strings.xml",
        "<resources><string name=\"a\">A</string></resources>",
    );
    let txt = dir.file("notes.txt", "hello");
    let (code, out, _) = locforge(&["detect", &xml, &txt]);
    assert_eq!(code, 1, "one file is unknown");
    assert!(out.contains("strings.xml\tandroid"), "{out}");
    assert!(out.contains("notes.txt\tunknown"), "{out}");
}

#[test]
fn a_project_folder_skips_files_no_format_recognises() {
    let dir = Scratch::new();
    // Markdown is a format of its own since issue 27: a README.md is read, notes.txt is not.
    dir.file("res/notes.txt", "My app\n");
    dir.file("res/LICENSE", "MIT\n");
    dir.file("res/logo.png", "\u{89}PNG\r\n");
    dir.file("res/en.json", "{\"a\": \"Hello\"}\n");
    dir.file("res/config/locales/en.yml", "en:\n  greeting: Hi\n");
    dir.file("res/broken/messages.ftl", "hello = Hi\n-term =\n");
    let res = dir.path("res");
    let out_dir = dir.path("out");

    let (code, out, err) = locforge(&["detect", &res]);
    assert_eq!(
        code, 0,
        "a walked folder's unknown files do not fail detect: {err}"
    );
    assert!(out.contains("en.json\tjson"), "{out}");
    assert!(out.contains("en.yml\tyaml"), "{out}");
    assert!(out.contains("notes.txt\tunknown"), "{out}");
    assert!(
        err.contains("skipped 3 files no format recognises"),
        "{err}"
    );

    // parse: the two good files are written, the broken Fluent file fails with its position,
    // the three unknown files are skipped (not failed).
    let (code, _, err) = locforge(&["parse", &res, "-o", &out_dir]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("skipped 3 files"), "{err}");
    assert!(err.contains("messages.ftl:2:"), "{err}");
    assert!(err.contains("1 failed"), "{err}");
    assert!(dir.root().join("out/en.json.ndjson").exists());
    assert!(dir.root().join("out/config/locales/en.yml.ndjson").exists());
    assert!(!dir.root().join("out/notes.txt.ndjson").exists());

    // A file named explicitly that no format recognises is an error.
    let notes = dir.path("res/notes.txt");
    let (code, _, err) = locforge(&["parse", &notes]);
    assert_ne!(code, 0);
    assert!(err.contains("no format recognises this file"), "{err}");

    // convert walks the same way.
    let conv = dir.path("conv");
    let good = dir.path("res/config");
    let (code, _, err) = locforge(&["convert", &good, "--to", "json", "-o", &conv]);
    assert_eq!(code, 0, "{err}");
    assert!(dir.root().join("conv/locales/en.json").exists(), "{err}");
}

#[test]
fn croql_check_prints_canonical_form_or_a_caret() {
    let (code, out, _) = locforge(&[
        "croql",
        "check",
        "COUNT OF translations WHERE (is pre translated) > 0",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        "count of translations where (is pre translated) > 0"
    );
    let (code, _, err) = locforge(&["croql", "check", "text contains 5"]);
    assert_eq!(code, 1);
    assert!(err.contains("croql") && err.contains('^'), "{err}");
    let (code, _, err) = locforge(&["croql", "check", "--context", "nowhere", "text"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown context"), "{err}");
}

#[test]
fn croql_eval_filters_records_in_order() {
    let dir = Scratch::new();
    let data = dir.file(
        "d.json",
        r#"{"users":[{"id":1,"username":"crowdin"}],"records":[
            {"identifier":"a","text":"Save file","isHidden":false},
            {"identifier":"b","text":"Open","isHidden":false},
            {"identifier":"c","text":"save all","isHidden":true}]}"#,
    );
    let (code, out, err) = locforge(&[
        "croql",
        "eval",
        "--data",
        &data,
        "text contains \"save\" and not is hidden",
    ]);
    assert_eq!(code, 0, "{err}");
    let ids: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("json")["identifier"].clone())
        .collect();
    assert_eq!(ids, [serde_json::json!("a")]);
}
