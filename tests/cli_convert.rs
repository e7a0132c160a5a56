//! `locforge convert` as users run it: single files to stdout and to a file, a folder to a
//! folder, translations and statuses carried, and clear errors.

mod common;

use common::cli::{locforge, Scratch};

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
    let dir = Scratch::new();
    let po = dir.file("de.po", DE_PO);
    let (code, out, err) = locforge(&["convert", &po, "--to", "xliff12"]);
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
    let xlf = dir.file("de.xlf", &out);
    let (code, _, err) = locforge(&["convert", &xlf, "--to", "po", "-o", &dir.path("back.po")]);
    assert_eq!(code, 0, "{err}");
    let back = dir.read("back.po");
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
    let dir = Scratch::new();
    let xml = dir.file("strings.xml", STRINGS_XML);
    let (code, out, err) = locforge(&["convert", &xml, "--to", "xliff2", "--target-lang", "de"]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("`files` is a plural"), "{err}");
    assert!(err.contains("--flatten-plurals"), "{err}");
    let (code, out, err) = locforge(&[
        "convert",
        &xml,
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
    let dir = Scratch::new();
    let json = dir.file(
        "en.json",
        "{\"menu\": {\"open\": \"Open\"}, \"bye\": \"Bye\\n\"}\n",
    );
    let (code, out, err) = locforge(&["convert", &json, "--to", "po"]);
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
    let (code, _, err) = locforge(&["convert", &json, "--to", "nope"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown output format `nope`"), "{err}");
    let po = dir.file("de.po", DE_PO);
    let (code, _, err) = locforge(&["convert", &po, "--to", "android"]);
    assert_eq!(code, 2);
    assert!(err.contains("not a valid Android resource name"), "{err}");
    assert!(err.contains("(po → android)"), "{err}");
    let (code, _, err) = locforge(&["convert", &json, &po, "--to", "po"]);
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
    let dir = Scratch::new();
    dir.file("res/values/strings.xml", STRINGS_XML);
    dir.file(
        "res/values-fr/strings.xml",
        STRINGS_XML.replace("My \\\"App\\\"", "Mon appli"),
    );
    dir.file("res/broken.xml", "<resources><string>");
    let (code, _, err) = locforge(&[
        "convert",
        &dir.path("res"),
        "--to",
        "i18next",
        "-o",
        &dir.path("out"),
    ]);
    assert_eq!(code, 1, "one broken file fails the run: {err}");
    assert!(
        err.contains("converted: 3 files, 4 strings, 1 failed"),
        "{err}"
    );
    assert!(err.contains("broken.xml"), "{err}");
    let en = dir.read("out/values/strings.json");
    assert_eq!(
        en,
        "{\n  \"app_name\": \"My \\\"App\\\"\",\n  \"files_one\": \"%d file\",\n  \"files_other\": \"%d files\"\n}\n"
    );
    let fr = dir.read("out/values-fr/strings.json");
    assert!(fr.contains("\"app_name\": \"Mon appli\""), "{fr}");
}
