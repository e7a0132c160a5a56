//! Formats declared in `locforge.toml` (`[[formats.custom]]`) and the format author's kit
//! (`locforge formats check`): the sample formats of `examples/declared-formats/` through
//! the kit, the command line and the service over HTTP; a broken declared format failing the
//! kit by name; every configuration refusal, one by one.

mod common;

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;

use common::cli::{locforge, Scratch};
use common::*;
use locforge::config::Config;
use locforge_formats::{
    Language, ParseContext, PluralCategory, Status, Text, Translation, TranslationStatus,
};
use serde_json::{json, Value};

fn example(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/declared-formats")
        .join(rel)
}

fn example_str(rel: &str) -> String {
    example(rel).to_str().expect("utf-8 path").to_owned()
}

fn example_config() -> Config {
    Config::load(Some(&example("locforge.toml"))).expect("the example configuration loads")
}

/// `locforge` with `LOCFORGE_CONFIG` set to `config`.
fn locforge_with_config(config: &str, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_locforge"))
        .args(args)
        .env("LOCFORGE_CONFIG", config)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_kit_passes_on_the_samples_and_exits_zero() {
    let config = example_str("locforge.toml");
    let (code, out, err) = locforge(&[
        "formats",
        "check",
        "--config",
        &config,
        &example_str("menu.kp"),
        &example_str("strings.lst"),
        &example_str("quest.dialogue.json"),
        &example_str("dialogs.ui.xml"),
        &example_str("settings.screen.xml"),
        &example_str("village.quests.yml"),
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    // The YAML sample has plural strings: they pass the plural check and have no preview.
    for (invariant, passes) in [
        ("parse", 6),
        ("identity", 6),
        ("pseudo", 6),
        ("hostile", 6),
        ("detection", 6),
        ("preview", 5),
        ("plurals", 1),
    ] {
        assert_eq!(
            out.lines()
                .filter(|l| l.trim_start().starts_with(invariant) && l.contains(" pass "))
                .count(),
            passes,
            "{invariant} passes on {passes} of the six files:\n{out}"
        );
    }
    for key in ["dialogue", "uixml", "screenxml", "quests"] {
        assert!(
            out.contains(&format!("({key})")) && out.contains(&format!("detected as {key}")),
            "{out}"
        );
    }
    assert!(out.contains("plurals    n/a"), "{out}");
    assert!(out.contains("all invariants hold on 6 files"), "{out}");
}

#[test]
fn the_kit_passes_on_a_built_in_corpus_file_and_explains_itself() {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("corpus/properties/jenkins/hudson/model/Messages.properties");
    let (code, out, err) = locforge(&["formats", "check", file.to_str().expect("utf-8")]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(out.contains("(properties)"), "{out}");
    let (code, help, _) = locforge(&["formats", "check", "--help"]);
    assert_eq!(code, 0);
    for word in [
        "identity",
        "hostile",
        "plurals",
        "detection",
        "preview",
        "Exit status",
    ] {
        assert!(help.contains(word), "--help explains {word}:\n{help}");
    }
}

#[test]
fn a_broken_declared_format_fails_the_kit_naming_the_invariant() {
    let dir = Scratch::new();
    // The semicolon lines without the `\;` escape: a text holding `;` cannot be written.
    let config = dir.file(
        "locforge.toml",
        r#"[[formats.custom]]
key = "semilines"
name = "id;text;note lines"
file_names = ["*.lst"]
base = "lines"
pattern = '^(?P<key>[a-z][a-z0-9._]*);(?P<text>(?:[^;\\]|\\.)*);(?P<context>.*)$'
comment = '^#'
escapes = [['\\', '\'], ['\n', "\n"], ['\t', "\t"]]
"#,
    );
    let (code, out, err) = locforge(&[
        "formats",
        "check",
        "--config",
        &config,
        "--format",
        "semilines",
        &example_str("strings.lst"),
    ]);
    assert_eq!(code, 1, "{out}\n{err}");
    let hostile = out
        .lines()
        .find(|l| l.trim_start().starts_with("hostile"))
        .expect("a hostile row");
    assert!(hostile.contains("FAIL"), "{out}");
    assert!(
        hostile.contains("does not fit format `semilines`'s `pattern`"),
        "{out}"
    );
    // The file itself reads back (its `\;` is read as `\` + `;`, which parses the same way).
    assert!(out.contains("1 of 1 file failed"), "{out}");

    // Checked as a built-in format it is not in: detection fails and says why.
    let kp = dir.file(
        "menu.txt",
        std::fs::read(example("menu.kp")).expect("sample"),
    );
    let (code, out, _) = locforge(&[
        "formats",
        "check",
        "--config",
        &example_str("locforge.toml"),
        "--format",
        "keypipe",
        &kp,
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("detected as no format: the name does not match keypipe's file-name pattern"),
        "{out}"
    );

    // A configuration that does not compile stops the kit with exit status 2.
    let bad = dir.file(
        "bad.toml",
        "[[formats.custom]]\nkey = \"x\"\nname = \"x\"\nfile_names = [\"*.x\"]\nbase = \"lines\"\npattern = '(?P<key>\\w+)'\n",
    );
    let (code, _, err) = locforge(&["formats", "check", "--config", &bad, &kp]);
    assert_eq!(code, 2);
    assert!(
        err.contains("declared format `x`: `pattern`: has no named group `text`"),
        "{err}"
    );
}

#[test]
fn parse_detect_and_build_know_declared_formats() {
    let config = example_str("locforge.toml");
    let (code, out, err) = locforge_with_config(&config, &["detect", &example_str("menu.kp")]);
    assert_eq!(code, 0, "{err}");
    assert!(out.trim_end().ends_with("keypipe"), "{out}");
    let (code, out, err) = locforge_with_config(&config, &["parse", &example_str("strings.lst")]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 6, "{out}");
    assert!(
        out.contains(r#""text":"Saved; you can close this window.""#),
        "{out}"
    );
    let (code, out, _) = locforge_with_config(&config, &["formats"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("keypipe") && out.contains("semilines"),
        "{out}"
    );
    assert!(out.contains("uixml") && out.contains("screenxml"), "{out}");
    // The XML bases: detected by name (and content), parsed with ids and contexts.
    let (code, out, err) =
        locforge_with_config(&config, &["detect", &example_str("dialogs.ui.xml")]);
    assert_eq!(code, 0, "{err}");
    assert!(out.trim_end().ends_with("uixml"), "{out}");
    let (code, out, err) =
        locforge_with_config(&config, &["parse", &example_str("settings.screen.xml")]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 11, "{out}");
    assert!(
        out.contains(r#""identifier":"nick/@hint""#)
            && out.contains(r#""text":"Shown to \"friends\" only""#)
            && out.contains(r#""context":"Max. 20 characters""#),
        "{out}"
    );
    let (code, out, err) =
        locforge_with_config(&config, &["parse", &example_str("dialogs.ui.xml")]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            r#""text":"Press <b>OK</b> to save,<br/>or <b>Cancel</b> to go back & keep editing.""#
        ),
        "{out}"
    );
    assert!(
        !out.contains("Ctrl+Q") && !out.contains("dlg.brand"),
        "{out}"
    );
}

#[test]
fn xml_samples_round_trip_through_parse_and_build() {
    let registry = locforge::service::registry_for(&example_config()).expect("registry");
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    for (key, file) in [
        ("uixml", "dialogs.ui.xml"),
        ("screenxml", "settings.screen.xml"),
    ] {
        let format = registry.get(key).expect("declared format served");
        let src = std::fs::read(example(file)).expect("sample");
        let parsed = format
            .parse_all(&src, &ParseContext::default())
            .expect("the sample parses");
        assert!(parsed.entries.len() >= 7, "{key}");
        let tr: HashMap<String, Translation<'static>> = parsed
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let text = format!("«{i}» <b>{}</b> \"&\" < ' \n\tende 😀 עברית", e.text.main());
                (
                    e.identifier.to_string(),
                    Translation {
                        text: Text::plain(text),
                        status: TranslationStatus::Single(Status::Translated),
                    },
                )
            })
            .collect();
        let mut out = Vec::new();
        format
            .build(&src, &parsed, &de, None, &tr, &mut out)
            .expect("builds");
        let again = format
            .parse_all(&out, &ParseContext::default())
            .expect("the build parses");
        assert_eq!(again.entries.len(), parsed.entries.len(), "{key}");
        for e in &again.entries {
            assert_eq!(&e.text, &tr[&*e.identifier].text, "{key} {}", e.identifier);
        }
        assert_eq!(
            again.entries.iter().map(|e| &e.context).collect::<Vec<_>>(),
            parsed
                .entries
                .iter()
                .map(|e| &e.context)
                .collect::<Vec<_>>()
        );
        // Comments, the excluded elements and the layout around the strings are kept.
        let built = String::from_utf8(out).expect("utf-8");
        for kept in [
            "<!-- ",
            "translate=\"no\"",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
        ] {
            assert!(built.contains(kept), "{key}: {kept}\n{built}");
        }
    }
}

#[test]
fn samples_round_trip_through_parse_and_build() {
    let registry = locforge::service::registry_for(&example_config()).expect("registry");
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    for (key, file) in [
        ("keypipe", "menu.kp"),
        ("semilines", "strings.lst"),
        ("dialogue", "quest.dialogue.json"),
    ] {
        let format = registry.get(key).expect("declared format served");
        let src = std::fs::read(example(file)).expect("sample");
        let parsed = format
            .parse_all(&src, &ParseContext::default())
            .expect("the sample parses");
        assert!(parsed.entries.len() >= 6, "{key}");
        let tr: HashMap<String, Translation<'static>> = parsed
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let text = format!("«{i}» {} ; | \\ \n\tende", e.text.main());
                (
                    e.identifier.to_string(),
                    Translation {
                        text: Text::plain(text),
                        status: TranslationStatus::Single(Status::Translated),
                    },
                )
            })
            .collect();
        let mut out = Vec::new();
        format
            .build(&src, &parsed, &de, None, &tr, &mut out)
            .expect("builds");
        assert_eq!(
            out.iter().filter(|b| **b == b'\n').count(),
            src.iter().filter(|b| **b == b'\n').count() - usize::from(key == "keypipe"),
            "{key}: one line per string (the continued one joined), comments and blanks kept"
        );
        let again = format
            .parse_all(&out, &ParseContext::default())
            .expect("the build parses");
        for e in &again.entries {
            assert_eq!(&e.text, &tr[&*e.identifier].text, "{key} {}", e.identifier);
        }
        assert_eq!(
            again.entries.iter().map(|e| &e.context).collect::<Vec<_>>(),
            parsed
                .entries
                .iter()
                .map(|e| &e.context)
                .collect::<Vec<_>>()
        );
    }
}

/// Parses `toml` as a configuration and validates it, returning the refusal.
fn refusal(toml_text: &str) -> String {
    let dir = Scratch::new();
    let path = dir.file("locforge.toml", toml_text);
    match Config::load(Some(std::path::Path::new(&path))) {
        Err(e) => format!("{e:#}"),
        Ok(c) => format!("{:#}", c.validate().expect_err("refused")),
    }
}

#[test]
fn configuration_refusals_name_the_format_the_rule_and_the_problem() {
    let base = |extra: &str| {
        format!(
            "[[formats.custom]]\nkey = \"kp\"\nname = \"KP\"\nfile_names = [\"*.kp\"]\nbase = \"lines\"\npattern = '^(?P<key>\\w+) \\| (?P<text>.*)$'\n{extra}"
        )
    };
    let xml_base = |extra: &str| {
        format!(
            "[[formats.custom]]\nkey = \"ui\"\nname = \"UI\"\nfile_names = [\"*.ui.xml\"]\nbase = \"xml\"\n{extra}"
        )
    };
    let json_base = |extra: &str| {
        format!(
            "[[formats.custom]]\nkey = \"dlg\"\nname = \"Dialogue\"\nfile_names = [\"*.dlg.json\"]\nbase = \"json\"\n{extra}"
        )
    };
    // The base itself is accepted.
    let ok = Scratch::new();
    let path = ok.file("locforge.toml", base(""));
    Config::load(Some(std::path::Path::new(&path)))
        .expect("loads")
        .validate()
        .expect("the base configuration is valid");
    let path = ok.file(
        "xml.toml",
        xml_base("elements = ['//item/label']\nattributes = ['//@title']\ninline = ['b']\nid = 'id'\ncontext = '@note'"),
    );
    Config::load(Some(std::path::Path::new(&path)))
        .expect("loads")
        .validate()
        .expect("the xml configuration is valid");
    for (toml_text, want) in [
        (
            base("").replace("\"lines\"", "\"toml\""),
            "declared format `kp`: `base`: `toml` is not a base locforge has yet; the bases are `lines`, `json`, `yaml` and `xml`",
        ),
        (
            base("").replace("\"lines\"", "\"json\""),
            "declared format `kp`: `pattern`: is a rule of base `lines`, not of `json`",
        ),
        (
            base("strings = ['$.a']"),
            "declared format `kp`: `strings`: is a rule of base `json` or `yaml`, not of `lines`",
        ),
        (
            base("id = 'name'"),
            "declared format `kp`: `id`: is a rule of base `json`, `yaml` or `xml`, not of `lines`",
        ),
        (
            base("inline = ['b']"),
            "declared format `kp`: `inline`: is a rule of base `xml`, not of `lines`",
        ),
        (
            json_base("strings = ['$.a']\nelements = ['//a']"),
            "declared format `dlg`: `elements`: is a rule of base `xml`, not of `json`",
        ),
        (
            xml_base("elements = ['//label']\nstrings = ['$.a']"),
            "declared format `ui`: `strings`: is a rule of base `json` or `yaml`, not of `xml`",
        ),
        (
            xml_base("elements = ['//label']\npattern = '(?P<key>.)(?P<text>.)'"),
            "declared format `ui`: `pattern`: is a rule of base `lines`, not of `xml`",
        ),
        (
            xml_base(""),
            "declared format `ui`: `elements`: names no path, nor does `attributes`",
        ),
        (
            xml_base("elements = ['label']"),
            "declared format `ui`: `elements`: `label` does not start with `/`",
        ),
        (
            xml_base("attributes = ['//button/title']"),
            "declared format `ui`: `attributes`: `//button/title` does not end with `/@name`",
        ),
        (
            xml_base("elements = ['//label']\ninline = ['b', 'x:b']"),
            "declared format `ui`: `inline`: `x:b` is not an element name (without prefix)",
        ),
        (
            xml_base("elements = ['//label']\ncontext = '@'"),
            "declared format `ui`: `context`: `@`; expected `@` and an attribute name",
        ),
        (
            xml_base("elements = ['//label']\ninline = 'b'"),
            "invalid type: string \"b\", expected a sequence",
        ),
        (
            json_base("strings = []"),
            "declared format `dlg`: `strings`: names no path",
        ),
        (
            json_base("strings = ['lines[*].text']"),
            "declared format `dlg`: `strings`: `lines[*].text` does not start with `$`",
        ),
        (
            json_base("strings = ['$.lines[x]']"),
            "expected `[*]` or an element number",
        ),
        (
            base("labels = ['ui']"),
            "declared format `kp`: `labels`: is a rule of base `json` or `yaml`, not of `lines`",
        ),
        (
            json_base("strings = ['$.a']\nmax_length = 0"),
            "declared format `dlg`: `max_length`: is 0",
        ),
        (
            json_base("strings = ['$.a']\nmax_length = true"),
            "did not match any variant",
        ),
        (
            json_base("strings = ['$.a']\nlabels = [' ']"),
            "declared format `dlg`: `labels`: ` ` is blank",
        ),
        (
            json_base("strings = ['$.a']\nexcept = ['a']"),
            "declared format `dlg`: `except`: `a` does not start with `$`",
        ),
        (
            json_base("plurals = ['$.a[']").replace("\"json\"", "\"yaml\""),
            "declared format `dlg`: `plurals`: `$.a[` has a `[` without its `]`",
        ),
        (
            json_base("strings = ['$.a']\nid = ''"),
            "declared format `dlg`: `id`: is empty",
        ),
        (
            base("").replace("pattern =", "# pattern ="),
            "declared format `kp`: `pattern`: missing",
        ),
        (
            base("").replace("(?P<text>", "(?P<txt>"),
            "declared format `kp`: `pattern`: has a named group `txt`",
        ),
        (
            base("").replace("(?P<key>\\w+)", "(?P<key>[a-"),
            "declared format `kp`: `pattern`: does not compile",
        ),
        (
            base("comment = '('"),
            "declared format `kp`: `comment`: does not compile",
        ),
        (
            base("continuation = '\\\\?$'"),
            "declared format `kp`: `continuation`: matches an empty text",
        ),
        (
            base("escapes = [['\\|', '|'], ['\\!', '|']]"),
            "declared format `kp`: `escapes`: `|` is listed twice",
        ),
        (
            base("").replace("\"kp\"\nname", "\"json\"\nname"),
            "declared format `json`: `key`: a built-in format has this key",
        ),
        (
            format!("{}\n{}", base(""), base("")),
            "declared format `kp`: `key`: declared twice",
        ),
        (
            base("").replace("[\"*.kp\"]", "[]"),
            "declared format `kp`: `file_names`: names no glob",
        ),
        (base("colour = 'red'"), "unknown field `colour`"),
        (
            format!("[formats]\nserve = [\"jsn\"]\n{}", base("")),
            "unknown format `jsn` in `formats`",
        ),
    ] {
        let e = refusal(&toml_text);
        assert!(e.contains(want), "want {want:?}, got: {e}\n{toml_text}");
    }
}

#[tokio::test]
async fn declared_formats_are_served_over_http() {
    let formats = example_config().formats;
    let app = start_app(move |c| c.formats = formats).await;
    let (_, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    let manifest: Value = serde_json::from_slice(&manifest).expect("manifest");
    let module = manifest["modules"]["custom-file-format"]
        .as_array()
        .expect("modules")
        .iter()
        .find(|m| m["key"] == "keypipe")
        .cloned()
        .expect("the declared format has its module");
    assert!(
        module.to_string().contains(r"(^|/)([^/]*\\.kp)$"),
        "{module}"
    );
    let content = std::fs::read(example("menu.kp")).expect("sample");
    // Detected by name on the reference route, parsed with its contexts and preview.
    let (status, body, _) = app
        .job(
            "/api/file/process",
            &json!({"jobType": "parse-file", "file": {"name": "menu.kp", "content": b64(&content)}}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let strings = body["data"]["strings"].as_array().expect("strings inline");
    assert_eq!(strings.len(), 7, "{body}");
    assert_eq!(strings[5]["identifier"], "DLG_LONG");
    assert_eq!(
        strings[5]["text"],
        "This text is long, so the old tool wrapped it over two lines."
    );
    assert!(body["data"]["preview"].is_string(), "{body}");
    // Built on its own module: changed texts escaped, every other byte kept.
    let sent: Vec<Value> = strings
        .iter()
        .map(|s| {
            let mut s = s.clone();
            let text = format!("{}\\de\n", s["text"].as_str().unwrap_or_default());
            s["translations"] = json!({"de": {"text": text, "status": "translated"}});
            s
        })
        .collect();
    let (status, body, _) = app
        .job(
            "/process/keypipe",
            &json!({"jobType": "build-file", "file": {"name": "menu.kp", "content": b64(&content)},
                    "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}],
                    "strings": sent}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let built =
        String::from_utf8(unb64(body["data"]["content"].as_str().expect("inline"))).expect("utf-8");
    assert!(built.starts_with("; Main menu of the desktop tool\r\n; encoding: UTF-8, CRLF\r\n\r\nMENU_FILE      | File\\\\de\\n\r\n"), "{built}");
    // The declared JSON format: detected before the built-in `json`, its ids from the `id`
    // siblings, built on its own module.
    let quest = std::fs::read(example("quest.dialogue.json")).expect("sample");
    let (status, body, _) = app
        .job(
            "/api/file/process",
            &json!({"jobType": "parse-file", "file": {"name": "quest.dialogue.json", "content": b64(&quest)}}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let ids: Vec<&str> = body["data"]["strings"]
        .as_array()
        .expect("strings inline")
        .iter()
        .filter_map(|s| s["identifier"].as_str())
        .collect();
    assert_eq!(
        ids,
        [
            "guard.halt",
            "guard.name",
            "guard.dark",
            "merchant.hello",
            "merchant.price",
            "choice.bribe",
            "choice.leave"
        ]
    );
    let (status, body, _) = app
        .job(
            "/process/dialogue",
            &json!({"jobType": "build-file", "file": {"name": "quest.dialogue.json", "content": b64(&quest)},
                    "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}],
                    "strings": [{"identifier": "guard.dark", "text": "The gate stays shut after dark.",
                                 "translations": {"de": {"text": "Nachts bleibt das \"Tor\" zu.", "status": "translated"}}}]}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let built =
        String::from_utf8(unb64(body["data"]["content"].as_str().expect("inline"))).expect("utf-8");
    let want = String::from_utf8(quest.clone()).expect("utf-8").replace(
        "\"The gate stays shut after dark.\"",
        r#""Nachts bleibt das \"Tor\" zu.""#,
    );
    assert_eq!(built, want);
    // A line that matches no rule is refused with its position and the rule.
    let (status, body, _) = app
        .job(
            "/process/keypipe",
            &json!({"jobType": "parse-file", "file": {"name": "menu.kp", "content": b64(b"A | x\nno pipe here\n")}}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let message = body["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.starts_with(
            "menu.kp:2:1: this line matches neither the `pattern` of format `keypipe`"
        ),
        "{body}"
    );

    // The declared XML format: detected by name, labels with their sibling ids and notes,
    // inline markup in the text, `translate="no"` left out.
    let ui = std::fs::read(example("dialogs.ui.xml")).expect("sample");
    let (status, body, _) = app
        .job(
            "/api/file/process",
            &json!({"jobType": "parse-file", "file": {"name": "dialogs.ui.xml", "content": b64(&ui)}}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let strings = body["data"]["strings"].as_array().expect("strings inline");
    let ids: Vec<&str> = strings
        .iter()
        .filter_map(|s| s["identifier"].as_str())
        .collect();
    assert_eq!(
        ids,
        [
            "dlg.save.title",
            "dlg.save.body",
            "dlg.save.remember",
            "dlg.save.path",
            "dlg.quit.title",
            "dlg.quit.body",
            "dlg.quit.hint"
        ]
    );
    assert_eq!(strings[0]["context"], "Title bar of the save dialog");
    assert!(body["data"]["preview"].is_string(), "{body}");
    // Built on its own module: the markup of the translation kept, the rest escaped.
    let (status, body, _) = app
        .job(
            "/process/uixml",
            &json!({"jobType": "build-file", "file": {"name": "dialogs.ui.xml", "content": b64(&ui)},
                    "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}],
                    "strings": [{"identifier": "dlg.save.body", "text": "Press OK",
                                 "translations": {"de": {"text": "Mit <b>OK</b> speichern & <Strg+S>", "status": "translated"}}}]}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let built =
        String::from_utf8(unb64(body["data"]["content"].as_str().expect("inline"))).expect("utf-8");
    let want = String::from_utf8(ui.clone()).expect("utf-8").replace(
        "Press <b>OK</b> to save,<br/>or <b>Cancel</b> to go back &amp; keep editing.",
        "Mit <b>OK</b> speichern &amp; &lt;Strg+S&gt;",
    );
    assert_eq!(built, want);
    // A translation whose inline markup does not balance is written as text, as XLIFF does.
    let (status, body, _) = app
        .job(
            "/process/uixml",
            &json!({"jobType": "build-file", "file": {"name": "dialogs.ui.xml", "content": b64(&ui)},
                    "targetLanguages": [{"id": "de", "pluralCategoryNames": ["one", "other"]}],
                    "strings": [{"identifier": "dlg.save.body", "text": "Press OK",
                                 "translations": {"de": {"text": "Mit <b>OK speichern", "status": "translated"}}}]}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let built =
        String::from_utf8(unb64(body["data"]["content"].as_str().expect("inline"))).expect("utf-8");
    assert!(built.contains("Mit &lt;b&gt;OK speichern"), "{built}");
    // An element that is not inline inside a label is refused with its position and rule.
    let (status, body, _) = app
        .job(
            "/process/uixml",
            &json!({"jobType": "parse-file", "file": {"name": "d.ui.xml",
                    "content": b64(b"<ui>\n<item><id>a</id><label>x <i>y</i></label></item></ui>")}}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let message = body["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.starts_with("d.ui.xml:2:26: element <i> inside the text of <label> (a string by format `uixml`'s rule `//item/label` of `elements`)"),
        "{body}"
    );
}

#[test]
fn a_rule_that_matches_nothing_is_a_warning_of_the_kit() {
    let dir = Scratch::new();
    // A path rule with a typo (`line` for `lines`): the sample parses into no string.
    let config = dir.file(
        "locforge.toml",
        "[[formats.custom]]\nkey = \"dialogue\"\nname = \"Dialogue\"\nfile_names = [\"*.dialogue.json\"]\nbase = \"json\"\nstrings = ['$.dialogue[*].line[*].text']\nid = \"id\"\n",
    );
    let (code, out, err) = locforge(&[
        "formats",
        "check",
        "--config",
        &config,
        &example_str("quest.dialogue.json"),
    ]);
    assert_eq!(code, 0, "a warning does not fail the run: {out}\n{err}");
    let parse = out
        .lines()
        .find(|l| l.trim_start().starts_with("parse"))
        .expect("a parse row");
    assert!(
        parse.contains("warn") && parse.contains("does a rule match nothing"),
        "{out}"
    );

    // The same for an element rule with a typo (`labl`) on the UI XML sample.
    let config = dir.file(
        "xml.toml",
        "[[formats.custom]]\nkey = \"uixml\"\nname = \"UI\"\nfile_names = [\"*.ui.xml\"]\nbase = \"xml\"\nelements = ['//item/labl']\ninline = ['b', 'br']\nid = \"id\"\n",
    );
    let (code, out, err) = locforge(&[
        "formats",
        "check",
        "--config",
        &config,
        &example_str("dialogs.ui.xml"),
    ]);
    assert_eq!(code, 0, "a warning does not fail the run: {out}\n{err}");
    let parse = out
        .lines()
        .find(|l| l.trim_start().starts_with("parse"))
        .expect("a parse row");
    assert!(
        parse.contains("warn") && parse.contains("does a rule match nothing"),
        "{out}"
    );
}
