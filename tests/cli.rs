//! The `locforge` binary as users run it: parse, build, detect, formats, croql.

use std::process::Command;

fn locforge(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_locforge"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn parse_then_build_round_trips_a_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let en = dir.path().join("en.json");
    std::fs::write(
        &en,
        "{\n  \"a\": \"Hello\",\n  \"b\": {\"c\": \"World\"}\n}\n",
    )
    .expect("write");
    let en = en.to_str().expect("utf8");
    let preview = dir.path().join("p.html");
    let (code, out, err) = locforge(&["parse", en, "--preview", preview.to_str().expect("utf8")]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 2);
    assert!(out.contains("\"identifier\":\"b.c\""));
    assert!(std::fs::read_to_string(&preview)
        .expect("preview")
        .contains("string_preview_id_1"));
    let tr = dir.path().join("tr.ndjson");
    std::fs::write(&tr, "{\"identifier\":\"b.c\",\"translations\":{\"de\":{\"text\":\"Welt\"},\"fr\":{\"text\":\"Monde\"}}}\n").expect("write");
    let pattern = dir.path().join("out-{lang}.json");
    let (code, _, err) = locforge(&[
        "build",
        en,
        "--strings",
        tr.to_str().expect("utf8"),
        "--lang",
        "de,fr",
        "-o",
        pattern.to_str().expect("utf8"),
    ]);
    assert_eq!(code, 0, "{err}");
    let de = std::fs::read_to_string(dir.path().join("out-de.json")).expect("de");
    assert_eq!(
        de,
        "{\n  \"a\": \"Hello\",\n  \"b\": {\"c\": \"Welt\"}\n}\n"
    );
    let fr = std::fs::read_to_string(dir.path().join("out-fr.json")).expect("fr");
    assert!(fr.contains("Monde"));
    let (code, _, err) = locforge(&[
        "build",
        en,
        "--strings",
        tr.to_str().expect("utf8"),
        "--lang",
        "de,fr",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("{lang}"), "{err}");
}

#[test]
fn batch_parse_reports_each_failure_and_a_summary() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = dir.path().join("in");
    std::fs::create_dir_all(src.join("sub")).expect("mkdir");
    std::fs::write(src.join("a.json"), "{\"x\":\"1\"}").expect("write");
    std::fs::write(src.join("sub/b.json"), "{\"y\":\"2\",\"z\":\"3\"}").expect("write");
    std::fs::write(src.join("bad.json"), "{\"y\" \"2\"}").expect("write");
    let out = dir.path().join("out");
    let (code, _, err) = locforge(&[
        "parse",
        src.to_str().expect("utf8"),
        "-o",
        out.to_str().expect("utf8"),
    ]);
    assert_eq!(code, 1, "one file is broken");
    assert!(err.contains("bad.json:1:6: expected `:`"), "{err}");
    assert!(err.contains("3 files, 3 strings, 1 failed"), "{err}");
    assert!(out.join("sub/b.json.ndjson").exists());
}

#[test]
fn detect_and_formats_list_the_formats() {
    let (code, out, _) = locforge(&["formats"]);
    assert_eq!(code, 0);
    for key in ["json", "json-reference", "android", "xliff12", "xliff2"] {
        assert!(
            out.lines().any(|l| l.starts_with(key)),
            "{key} missing from:\n{out}"
        );
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let xml = dir.path().join("strings.xml");
    std::fs::write(&xml, "<resources><string name=\"a\">A</string></resources>").expect("write");
    let txt = dir.path().join("notes.txt");
    std::fs::write(&txt, "hello").expect("write");
    let (code, out, _) = locforge(&[
        "detect",
        xml.to_str().expect("utf8"),
        txt.to_str().expect("utf8"),
    ]);
    assert_eq!(code, 1, "one file is unknown");
    assert!(out.contains("strings.xml\tandroid"), "{out}");
    assert!(out.contains("notes.txt\tunknown"), "{out}");
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
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("d.json");
    std::fs::write(
        &data,
        r#"{"users":[{"id":1,"username":"crowdin"}],"records":[
            {"identifier":"a","text":"Save file","isHidden":false},
            {"identifier":"b","text":"Open","isHidden":false},
            {"identifier":"c","text":"save all","isHidden":true}]}"#,
    )
    .expect("write");
    let (code, out, err) = locforge(&[
        "croql",
        "eval",
        "--data",
        data.to_str().expect("utf8"),
        "text contains \"save\" and not is hidden",
    ]);
    assert_eq!(code, 0, "{err}");
    let ids: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("json")["identifier"].clone())
        .collect();
    assert_eq!(ids, [serde_json::json!("a")]);
}
