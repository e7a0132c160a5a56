//! `locforge convert` as users run it: single files to stdout and to a file, a folder to a
//! folder, translations and statuses carried, and clear errors.

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

const DE_PO: &str = r#"msgid ""
msgstr ""
"Language: de\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#. Greeting on the home screen
msgid "Hello \"you\" & <them>"
msgstr "Hallo \"du\" & <die>"

#, fuzzy
msgid "Open"
msgstr "Öffnen"

msgid "%d file"
msgid_plural "%d files"
msgstr[0] "%d Datei"
msgstr[1] "%d Dateien"
"#;

const STRINGS_XML: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">My \"App\"</string>
    <plurals name="files">
        <item quantity="one">%d file</item>
        <item quantity="other">%d files</item>
    </plurals>
</resources>
"#;

#[test]
fn po_to_xliff12_carries_translations_and_statuses() {
    let dir = tempfile::tempdir().expect("tempdir");
    let po = dir.path().join("de.po");
    std::fs::write(&po, DE_PO).expect("write");
    let (code, out, err) = locforge(&["convert", po.to_str().expect("utf8"), "--to", "xliff12"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("target-language=\"de\""), "{out}");
    assert!(
        out.contains("<source>Hello \"you\" &amp; &lt;them&gt;</source>"),
        "{out}"
    );
    assert!(
        out.contains("<target state=\"translated\">Hallo \"du\" &amp; &lt;die&gt;</target>"),
        "{out}"
    );
    assert!(
        out.contains("<target state=\"needs-translation\">Öffnen</target>"),
        "{out}"
    );
    assert!(out.contains("restype=\"x-gettext-plurals\""), "{out}");
    assert!(
        out.contains("<note>Greeting on the home screen</note>"),
        "{out}"
    );
    // And back: the PO holds the same messages.
    let xlf = dir.path().join("de.xlf");
    std::fs::write(&xlf, &out).expect("write");
    let back = dir.path().join("back.po");
    let (code, _, err) = locforge(&[
        "convert",
        xlf.to_str().expect("utf8"),
        "--to",
        "po",
        "-o",
        back.to_str().expect("utf8"),
    ]);
    assert_eq!(code, 0, "{err}");
    let back = std::fs::read_to_string(&back).expect("output");
    assert!(back.contains("\"Language: de\\n\""), "{back}");
    assert!(
        back.contains("#, fuzzy\nmsgid \"Open\"\nmsgstr \"Öffnen\""),
        "{back}"
    );
    assert!(
        back.contains("msgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d Datei\"\nmsgstr[1] \"%d Dateien\""),
        "{back}"
    );
}

#[test]
fn android_to_xliff2_needs_flattening_for_plurals() {
    let dir = tempfile::tempdir().expect("tempdir");
    let xml = dir.path().join("strings.xml");
    std::fs::write(&xml, STRINGS_XML).expect("write");
    let xml = xml.to_str().expect("utf8");
    let (code, out, err) = locforge(&["convert", xml, "--to", "xliff2", "--target-lang", "de"]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("`files` is a plural"), "{err}");
    assert!(err.contains("--flatten-plurals"), "{err}");
    let (code, out, err) = locforge(&[
        "convert",
        xml,
        "--to",
        "xliff2",
        "--target-lang",
        "de",
        "--flatten-plurals",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("srcLang=\"en\" trgLang=\"de\""), "{out}");
    assert!(out.contains("<unit id=\"app_name\">"), "{out}");
    assert!(out.contains("<source>My \"App\"</source>"), "{out}");
    assert!(
        out.contains("<source>{count, plural, one {%d file} other {%d files}}</source>"),
        "{out}"
    );
    assert!(err.contains("1 plural strings written as ICU"), "{err}");
}

#[test]
fn json_to_po_and_errors_are_clear() {
    let dir = tempfile::tempdir().expect("tempdir");
    let json = dir.path().join("en.json");
    std::fs::write(
        &json,
        "{\"menu\": {\"open\": \"Open\"}, \"bye\": \"Bye\\n\"}\n",
    )
    .expect("write");
    let json = json.to_str().expect("utf8");
    let (code, out, err) = locforge(&["convert", json, "--to", "po"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("msgctxt \"menu.open\"\nmsgid \"Open\"\nmsgstr \"\""),
        "{out}"
    );
    assert!(out.contains("msgctxt \"bye\"\nmsgid \"Bye\\n\""), "{out}");
    assert!(
        !out.contains("Language:"),
        "a source catalog names no language: {out}"
    );
    let (code, _, err) = locforge(&["convert", json, "--to", "nope"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown output format `nope`"), "{err}");
    let po = dir.path().join("de.po");
    std::fs::write(&po, DE_PO).expect("write");
    let (code, _, err) = locforge(&["convert", po.to_str().expect("utf8"), "--to", "android"]);
    assert_eq!(code, 2);
    assert!(err.contains("not a valid Android resource name"), "{err}");
    assert!(err.contains("(po → android)"), "{err}");
    let (code, _, err) = locforge(&["convert", json, po.to_str().expect("utf8"), "--to", "po"]);
    assert_eq!(code, 2);
    assert!(err.contains("-o DIR"), "{err}");
    let (code, out, _) = locforge(&["convert", "--help"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("--flatten-plurals") && out.contains("Examples:"),
        "{out}"
    );
}

#[test]
fn a_folder_converts_in_parallel_with_a_summary() {
    let dir = tempfile::tempdir().expect("tempdir");
    let input = dir.path().join("res");
    std::fs::create_dir_all(input.join("values")).expect("mkdir");
    std::fs::create_dir_all(input.join("values-fr")).expect("mkdir");
    std::fs::write(input.join("values/strings.xml"), STRINGS_XML).expect("write");
    std::fs::write(
        input.join("values-fr/strings.xml"),
        STRINGS_XML.replace("My \\\"App\\\"", "Mon appli"),
    )
    .expect("write");
    std::fs::write(input.join("broken.xml"), "<resources><string>").expect("write");
    let out = dir.path().join("out");
    let (code, _, err) = locforge(&[
        "convert",
        input.to_str().expect("utf8"),
        "--to",
        "i18next",
        "-o",
        out.to_str().expect("utf8"),
    ]);
    assert_eq!(code, 1, "one broken file fails the run: {err}");
    assert!(
        err.contains("converted: 3 files, 4 strings, 1 failed"),
        "{err}"
    );
    assert!(err.contains("broken.xml"), "{err}");
    let en = std::fs::read_to_string(out.join("values/strings.json")).expect("en");
    assert_eq!(
        en,
        "{\n  \"app_name\": \"My \\\"App\\\"\",\n  \"files_one\": \"%d file\",\n  \"files_other\": \"%d files\"\n}\n"
    );
    let fr = std::fs::read_to_string(out.join("values-fr/strings.json")).expect("fr");
    assert!(fr.contains("\"app_name\": \"Mon appli\""), "{fr}");
}
