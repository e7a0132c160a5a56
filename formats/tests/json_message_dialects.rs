//! The JSON dialects added beside the existing JSON keys: `webext` (extension `messages.json`),
//! `resjson` (Windows `.resjson`), `go-i18n` (go-i18n v2 JSON) and `i18next-v3` (i18next's v3
//! plural suffixes). Parse,
//! build with translations, identity, bad input with positions, create, the corpus files, and
//! detection (the new keys take their own files and none that the existing keys own). Builds
//! of comment-free files are read back with serde_json (the format's own readers are browsers,
//! MakePri and Go; the value each reads is the JSON value).

mod support;

use std::collections::HashMap;
use std::sync::Arc;

use locforge_formats::{
    Entry, Format, GoI18nJson, I18nextV3Json, Language, ParseContext, Parsed, PluralCategory,
    Registry, ResJson, Text, Translation, TranslationStatus, WebExtMessages,
};
use support::*;

use PluralCategory::*;

fn parse(f: &dyn Format, src: &str) -> Parsed {
    f.parse_all(src.as_bytes(), &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn tr(pairs: &[(&str, Text<'static>)]) -> HashMap<String, Translation<'static>> {
    pairs
        .iter()
        .map(|(k, t)| {
            (
                k.to_string(),
                Translation {
                    text: t.clone(),
                    status: TranslationStatus::default(),
                },
            )
        })
        .collect()
}

fn built(f: &dyn Format, src: &str, target: &Language, t: &[(&str, Text<'static>)]) -> String {
    let parsed = parse(f, src);
    String::from_utf8(build(f, src.as_bytes(), &parsed, target, &tr(t))).expect("utf-8")
}

fn de() -> Language {
    lang("de", &[One, Other])
}

fn json(bytes: &[u8]) -> serde_json::Value {
    serde_json::from_slice(bytes).unwrap_or_else(|e| panic!("serde_json rejects: {e}"))
}

// ---------------------------------------------------------------------------------------------
// webext

const WEBEXT: &str = "// header comment\n{\n  \"extensionName\": {\n    \"message\": \"Notify \\\"link\\\" clicks\",\n    \"description\": \"Name of the extension.\"\n  },\n  \"notificationContent\": {\n    \"description\": \"Tells the user which link.\",\n    \"message\": \"You clicked $URL$.\",\n    \"placeholders\": {\n      \"url\": {\"content\": \"$1\", \"example\": \"https://developer.mozilla.org\"}\n    }\n  },\n  /* block */ \"braces\": {\"message\": \"{n, plural, one {#} other {#}}\"}\n}\n";

#[test]
fn webext_reads_message_description_and_keeps_placeholders() {
    let p = parse(&WebExtMessages, WEBEXT);
    assert_eq!(ids(&p), ["extensionName", "notificationContent", "braces"]);
    assert_eq!(p.entries[0].text, Text::plain("Notify \"link\" clicks"));
    assert_eq!(
        p.entries[0].context.as_deref(),
        Some("Name of the extension.")
    );
    assert_eq!(
        p.entries[1].context.as_deref(),
        Some("Tells the user which link.")
    );
    // No ICU: the braces are text.
    assert_eq!(
        p.entries[2].text,
        Text::plain("{n, plural, one {#} other {#}}")
    );
    let out = built(
        &WebExtMessages,
        WEBEXT,
        &de(),
        &[
            (
                "notificationContent",
                Text::plain("Sie klickten auf $URL$ \"ü\"\n"),
            ),
            ("extensionName", Text::plain("Klicks")),
        ],
    );
    assert_eq!(
        out,
        WEBEXT
            .replace("Notify \\\"link\\\" clicks", "Klicks")
            .replace("You clicked $URL$.", "Sie klickten auf $URL$ \\\"ü\\\"\\n")
    );
    let back = parse(&WebExtMessages, &out);
    assert_eq!(
        back.entries[1].text,
        Text::plain("Sie klickten auf $URL$ \"ü\"\n")
    );
    assert_identity_str(&WebExtMessages, WEBEXT);
}

#[test]
fn webext_bad_input_names_the_place() {
    let e = WebExtMessages
        .parse_all(
            b"{\n  \"a\": {\"message\": \"x\"},\n  \"b\": \"y\"\n}",
            &ParseContext::default(),
        )
        .expect_err("string message");
    assert_eq!((e.line, e.column), (3, 3), "{e}");
    assert!(e.message.contains("expected a message object"), "{e}");
    let e = WebExtMessages
        .parse_all(
            b"{\n  \"a\": {\"description\": \"d\"}\n}",
            &ParseContext::default(),
        )
        .expect_err("no message");
    assert_eq!((e.line, e.column), (2, 8), "{e}");
    assert!(e.message.contains("`message` string"), "{e}");
    let e = WebExtMessages
        .parse_all(b"{\n  /* open\n}", &ParseContext::default())
        .expect_err("unclosed comment");
    assert_eq!((e.line, e.column), (2, 3), "{e}");
    assert!(e.message.contains("`*/`"), "{e}");
}

// ---------------------------------------------------------------------------------------------
// resjson

const RESJSON: &str = "\u{feff}// For details on localizing a Windows app\r\n{\r\n    \"greeting\"          : \"Hello!\",\r\n    \"_greeting.comment\" : \"A welcome greeting.\",\r\n    /* before */\r\n    \"_farewell.comment\" : \"Said on exit.\",\r\n    \"farewell\"          : \"Bye \\\"now\\\"\",\r\n    \"_farewell.source\"  : \"kept\",\r\n    \"ui/app\": \"App {0}\" // trailing\r\n}\r\n";

#[test]
fn resjson_reads_comments_and_keeps_metadata() {
    let p = parse(&ResJson, RESJSON);
    assert_eq!(ids(&p), ["greeting", "farewell", "ui/app"]);
    assert_eq!(p.entries[0].context.as_deref(), Some("A welcome greeting."));
    assert_eq!(p.entries[1].context.as_deref(), Some("Said on exit."));
    assert_eq!(p.entries[1].text, Text::plain("Bye \"now\""));
    assert_eq!(p.entries[2].context, None);
    let out = built(
        &ResJson,
        RESJSON,
        &de(),
        &[
            ("greeting", Text::plain("Hallo\t«»")),
            ("ui/app", Text::plain("App \\ {0}")),
        ],
    );
    assert_eq!(
        out,
        RESJSON
            .replace("\"Hello!\"", "\"Hallo\\t«»\"")
            .replace("\"App {0}\"", "\"App \\\\ {0}\"")
    );
    assert_identity_str(&ResJson, RESJSON);
    let e = ResJson
        .parse_all(b"{\n  \"a\": \"x\" /* open", &ParseContext::default())
        .expect_err("unclosed");
    assert_eq!((e.line, e.column), (2, 12), "{e}");
    assert!(e.message.contains("unclosed `/*`"), "{e}");
    let e = ResJson
        .parse_all(b"{\n  \"a\": \"x\",\n}", &ParseContext::default())
        .expect_err("trailing comma");
    assert_eq!(e.line, 2, "{e}");
}

// ---------------------------------------------------------------------------------------------
// go-i18n

const GO: &str = "{\n  \"HelloPerson\": \"Hello {{.Name}}\",\n  \"nested\": {\n    \"key\": \"Nested\"\n  },\n  \"PersonCats\": {\n    \"description\": \"The number of cats\",\n    \"few\": \"{{.Count}} koshki\",\n    \"hash\": \"sha1-0\",\n    \"many\": \"{{.Count}} koshek\",\n    \"one\": \"{{.Count}} koshka\",\n    \"other\": \"{{.Count}} koshki?\"\n  },\n  \"Plain\": {\n    \"hash\": \"sha1-1\",\n    \"other\": \"Just text\"\n  },\n  \"One\": {\n    \"one\": \"{\\\"json\\\": 1}\",\n    \"few\": \"f\",\n    \"many\": \"m\",\n    \"other\": \"x\"\n  }\n}\n";

#[test]
fn go_i18n_reads_plural_objects_and_nested_keys() {
    let p = parse(&GoI18nJson, GO);
    assert_eq!(
        ids(&p),
        ["HelloPerson", "nested.key", "PersonCats", "Plain", "One"]
    );
    let Text::Plural(forms) = &p.entries[2].text else {
        panic!("a plural: {:?}", p.entries[2].text);
    };
    assert_eq!(
        forms.keys().copied().collect::<Vec<_>>(),
        [One, Few, Many, Other]
    );
    assert_eq!(p.entries[2].context.as_deref(), Some("The number of cats"));
    assert_eq!(p.entries[3].text, Text::plain("Just text"));
    assert_identity_str(&GoI18nJson, GO);
}

#[test]
fn go_i18n_build_writes_the_targets_categories_and_keeps_the_rest() {
    let plural = |pairs: &[(PluralCategory, &str)]| {
        Text::Plural(
            pairs
                .iter()
                .map(|(c, s)| (*c, s.to_string().into()))
                .collect(),
        )
    };
    let out = built(
        &GoI18nJson,
        GO,
        &de(),
        &[
            (
                "PersonCats",
                plural(&[(One, "eine Katze"), (Other, "{{.Count}} \"Katzen\"")]),
            ),
            ("Plain", Text::plain("Nur Text")),
        ],
    );
    assert!(
        out.contains("    \"description\": \"The number of cats\",\n    \"one\": \"eine Katze\",\n    \"other\": \"{{.Count}} \\\"Katzen\\\"\",\n    \"hash\": \"sha1-0\"\n  },"),
        "{out}"
    );
    let v = json(out.as_bytes());
    assert_eq!(v["Plain"]["other"], "Nur Text");
    assert_eq!(v["Plain"]["hash"], "sha1-1");
    assert_eq!(v["PersonCats"]["other"], "{{.Count}} \"Katzen\"");
    assert!(v["PersonCats"].get("few").is_none());
    // Back to Russian from the German build: the categories come back, `hash` stays.
    let ru = lang("ru", &[One, Few, Many, Other]);
    let back = parse(&GoI18nJson, &out);
    let t = translate_all(&back.entries, &ru, |_, s| format!("ru {s}"));
    let again =
        String::from_utf8(build(&GoI18nJson, out.as_bytes(), &back, &ru, &t)).expect("utf-8");
    let v = json(again.as_bytes());
    for c in ["one", "few", "many", "other"] {
        assert!(
            v["PersonCats"][c]
                .as_str()
                .is_some_and(|s| s.starts_with("ru ")),
            "{again}"
        );
    }
    assert_eq!(v["PersonCats"]["hash"], "sha1-0");
    assert_eq!(v["PersonCats"]["description"], "The number of cats");
}

#[test]
fn go_i18n_bad_input_names_the_place() {
    let e = GoI18nJson
        .parse_all(
            b"{\n  \"a\": {\"one\": \"x\", \"other\": }\n}",
            &ParseContext::default(),
        )
        .expect_err("no value");
    assert_eq!((e.line, e.column), (2, 30), "{e}");
    assert!(e.message.contains("expected a value"), "{e}");
    let e = GoI18nJson
        .parse_all(
            b"[{\"id\": \"a\", \"translation\": \"b\"}]",
            &ParseContext::default(),
        )
        .expect_err("v1 array");
    assert!(e.message.contains("top level"), "{e}");
}

// ---------------------------------------------------------------------------------------------
// Shared: create, corpus, detection

fn assert_identity_str(f: &dyn Format, src: &str) {
    let parsed = parse(f, src);
    let out = build(
        f,
        src.as_bytes(),
        &parsed,
        &lang("ru", &[One, Few, Many, Other]),
        &baseline_translations(&parsed.entries),
    );
    assert_same_bytes("identity", src.as_bytes(), &out);
}

#[test]
fn create_reads_back() {
    let mut with_context = Entry::plain("app.title", "Title \"q\"");
    with_context.context = Some("shown on top".into());
    let plural = Entry::plural(
        "cats",
        [(One, "# cat".into()), (Other, "# cats".into())]
            .into_iter()
            .collect(),
    );
    let en = lang("en", &[One, Other]);
    for (f, entries) in [
        (
            &WebExtMessages as &dyn Format,
            vec![with_context.clone(), Entry::plain("b", "B")],
        ),
        (&ResJson, vec![with_context.clone(), Entry::plain("b", "B")]),
        (
            &GoI18nJson,
            vec![with_context.clone(), Entry::plain("b", "B"), plural.clone()],
        ),
    ] {
        let mut out = Vec::new();
        f.create(&entries, &en, None, &mut out).expect("creates");
        json(&out);
        let p = f
            .parse_all(&out, &ParseContext::default())
            .expect("reads back");
        assert_eq!(
            p.entries.len(),
            entries.len(),
            "{}",
            String::from_utf8_lossy(&out)
        );
        for (a, b) in p.entries.iter().zip(&entries) {
            assert_eq!(a.identifier, b.identifier);
            assert_eq!(a.text, b.text);
            assert_eq!(a.context, b.context, "{}", f.info().key);
        }
    }
    for f in [&WebExtMessages as &dyn Format, &ResJson] {
        let e = f
            .create(std::slice::from_ref(&plural), &en, None, &mut Vec::new())
            .expect_err("no plurals");
        assert!(e.message.contains("plural"), "{e}");
    }
}

/// Every corpus file of each dialect: identity, a build for de, ru and ja read back (and read by
/// serde_json when the file has no comments) with every translation.
#[test]
fn corpus_files_round_trip() {
    for (f, dir, ext, min_files, min_strings) in [
        (&WebExtMessages as &dyn Format, "json/webext", "json", 5, 20),
        (&ResJson, "json/resjson", "resjson", 5, 200),
        (&GoI18nJson, "json/go-i18n", "json", 5, 100),
        // i18next v3: the one permissively licensed file with `_plural` keys in the corpus is
        // react-i18next's, under json/i18next; the detection test reads it as i18next-v3.
    ] {
        let (files, _) = corpus_files(dir, &[ext]);
        assert!(files.len() >= min_files, "{dir}: {} files", files.len());
        let mut strings = 0;
        let mut plurals = 0;
        for path in &files {
            let name = path.display().to_string();
            let src = std::fs::read(path).expect("readable");
            let parsed = f
                .parse_all(&src, &ParseContext::default())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            strings += parsed.entries.len();
            plurals += parsed.entries.iter().filter(|e| e.text.is_plural()).count();
            let own = file_plural_language("xx", &parsed).unwrap_or_else(|e| panic!("{name}: {e}"));
            let out = build(
                f,
                &src,
                &parsed,
                &own,
                &baseline_translations(&parsed.entries),
            );
            assert_same_bytes(&format!("{name}: identity"), &src, &out);
            let plain = serde_json::from_slice::<serde_json::Value>(
                src.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&src),
            )
            .is_ok();
            for target in [
                de(),
                lang("ru", &[One, Few, Many, Other]),
                lang("ja", &[Other]),
            ] {
                let t = translate_all(&parsed.entries, &target, |i, s| {
                    format!("«{i}» {s} \"ü\\\n")
                });
                let out = build(f, &src, &parsed, &target, &t);
                // Read back as a translation upload in the target language.
                let back = f
                    .parse_all(
                        &out,
                        &ParseContext {
                            source: None,
                            targets: std::slice::from_ref(&target),
                        },
                    )
                    .unwrap_or_else(|e| panic!("{name}: the build does not parse: {e}"));
                assert_eq!(ids(&back), ids(&parsed), "{name}");
                for e in &back.entries {
                    let want = match &t[e.identifier.as_ref()].text {
                        // go-i18n: a plural with `other` alone is written as `other` alone,
                        // which reads back as a plain string (the file cannot tell them apart).
                        Text::Plural(m)
                            if m.len() == 1 && m.contains_key(&Other) && dir == "json/go-i18n" =>
                        {
                            Text::plain(m[&Other].to_string())
                        }
                        t => t.clone(),
                    };
                    assert_eq!(e.text, want, "{name}: {}", e.identifier);
                }
                if plain {
                    let v = json(out.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&out));
                    assert!(v.is_object(), "{name}");
                }
            }
        }
        assert!(strings >= min_strings, "{dir}: {strings} strings");
        if dir == "json/go-i18n" {
            assert!(plurals >= 10, "{dir}: {plurals} plurals");
        }
    }
}

/// serde_json reads each webext and go-i18n build's values where the format's runtime looks.
#[test]
fn serde_json_reads_translations_where_the_runtime_looks() {
    let path = corpus_root().join(
        "json/webext/webextensions-examples/notify-link-clicks-i18n/_locales/en/messages.json",
    );
    let src = std::fs::read(&path).expect("readable");
    let parsed = WebExtMessages
        .parse_all(&src, &ParseContext::default())
        .expect("parses");
    let t = translate_all(&parsed.entries, &de(), |i, s| {
        format!("{i} {s} \\ \"q\" $1")
    });
    let out = build(&WebExtMessages, &src, &parsed, &de(), &t);
    let v = json(&out);
    let before = json(&src);
    for e in &parsed.entries {
        assert_eq!(
            v[e.identifier.as_ref()]["message"].as_str(),
            Some(t[e.identifier.as_ref()].text.main())
        );
        assert_eq!(
            v[e.identifier.as_ref()]["description"],
            before[e.identifier.as_ref()]["description"]
        );
        assert_eq!(
            v[e.identifier.as_ref()]["placeholders"],
            before[e.identifier.as_ref()]["placeholders"]
        );
    }
    let path = corpus_root().join("json/go-i18n/matterpoll/assets/i18n/active.ru.json");
    let src = std::fs::read(&path).expect("readable");
    let parsed = GoI18nJson
        .parse_all(&src, &ParseContext::default())
        .expect("parses");
    let ar = lang("ar", &PluralCategory::ALL);
    let t = translate_all(&parsed.entries, &ar, |i, s| format!("{i} {s}"));
    let out = build(&GoI18nJson, &src, &parsed, &ar, &t);
    let v = json(&out);
    let before = json(&src);
    let mut checked = 0;
    for e in &parsed.entries {
        let id = e.identifier.as_ref();
        match &t[id].text {
            Text::Plural(m) => {
                for (c, s) in m {
                    assert_eq!(v[id][c.as_str()].as_str(), Some(s.as_ref()), "{id}");
                }
                checked += 1;
            }
            Text::Plain(s) => assert_eq!(v[id]["other"].as_str(), Some(s.as_ref()), "{id}"),
        }
        assert_eq!(v[id]["hash"], before[id]["hash"], "{id}");
    }
    assert!(checked >= 5, "{checked} plurals");
}

#[test]
fn detection_takes_the_new_files_and_no_other() {
    let all = Registry::builtin();
    let new = ["webext", "resjson", "go-i18n", "i18next-v3"];
    let old = Registry::from_formats(
        Registry::builtin_formats()
            .into_iter()
            .filter(|f| !new.contains(&f.info().key))
            .collect::<Vec<Arc<dyn Format>>>(),
    );
    let root = corpus_root();
    let (files, edges) = corpus_files("", &["json", "arb", "resjson"]);
    let mut seen = HashMap::<&str, usize>::new();
    for path in files.iter().chain(&edges) {
        let rel = path
            .strip_prefix(&root)
            .expect("under corpus")
            .to_string_lossy()
            .replace('\\', "/");
        let src = std::fs::read(path).expect("readable");
        let got = all.detect(&rel, &src).map(|f| f.info().key);
        let name = rel.rsplit('/').next().unwrap_or_default();
        let before = old.detect(&rel, &src).map(|f| f.info().key);
        // The new keys take their own files (by name where the content alone cannot tell),
        // and a `json` file with i18next v3 `_plural` keys; nothing else changes.
        let expected = if rel.starts_with("json/webext/") && name == "messages.json" {
            Some("webext")
        } else if rel.starts_with("json/resjson/") {
            Some("resjson")
        } else if rel.starts_with("json/go-i18n/")
            && (name.starts_with("active.") || name.starts_with("translate."))
        {
            Some("go-i18n")
        } else if before == Some("json") && String::from_utf8_lossy(&src).contains("_plural\"") {
            Some("i18next-v3")
        } else {
            before
        };
        assert_eq!(got, expected, "{rel}");
        if let Some(k) = got {
            *seen.entry(k).or_default() += 1;
        }
    }
    for k in new {
        // Real files of each new key (one for i18next v3: see `corpus_files_round_trip`).
        let least = if k == "i18next-v3" { 1 } else { 2 };
        assert!(seen.get(k).copied().unwrap_or(0) >= least, "{k}: {seen:?}");
    }
    // Comments before the first message (Chrome and Firefox strip them).
    assert_eq!(
        all.detect(
            "_locales/en/messages.json",
            b"// c\n/* b\n */\n{\n  \"a\": {\"description\": \"d\", \"message\": \"x\"}}"
        )
        .map(|f| f.info().key),
        Some("webext")
    );
    // A structured or FormatJS file is not taken for being called `messages.json` alone.
    assert_eq!(
        all.detect("messages.json", br#"{"a": {"defaultMessage": "x"}}"#)
            .map(|f| f.info().key),
        Some("formatjs")
    );
    assert_eq!(
        all.detect("en/messages.json", br#"{"a": "x"}"#)
            .map(|f| f.info().key),
        Some("json")
    );
}

/// `convert` into each new dialect from every other registered format's own `create` output (a
/// file made from the same strings), and back out to every other format: what the output can
/// express comes through (identifiers, texts; plurals flattened to ICU where it has none).
#[test]
fn convert_to_and_from_every_format() {
    use locforge_formats::convert::{convert, Options};
    let r = Registry::builtin();
    let en = lang("en", &[One, Other]);
    let mut ctx = Entry::plain("title", "Title \"q\" & <b>");
    ctx.context = Some("on top".into());
    let entries = vec![ctx, Entry::plain("menu_open", "Open")];
    let opts = Options {
        flatten_plurals: true,
        ..Options::default()
    };
    let texts = |f: &dyn Format, bytes: &[u8]| -> Vec<(String, String)> {
        let p = f
            .parse_all(bytes, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{}: {e}", f.info().key));
        p.entries
            .iter()
            .map(|e| (e.identifier.to_string(), e.text.main().to_string()))
            .collect()
    };
    let mut pairs = 0;
    for new in ["webext", "resjson", "go-i18n", "i18next-v3"] {
        let to = r.get(new).expect("registered");
        for other in r.iter() {
            let key = other.info().key;
            let mut src = Vec::new();
            if other.create(&entries, &en, None, &mut src).is_err() {
                continue;
            }
            let there = convert(&**other, &src, &**to, &opts)
                .unwrap_or_else(|e| panic!("{key} → {new}: {e}"));
            let got = texts(&**to, &there.bytes);
            assert_eq!(got.len(), 2, "{key} → {new}: {got:?}");
            assert!(
                got.iter().any(|(_, t)| t == "Title \"q\" & <b>"),
                "{key} → {new}: {got:?}"
            );
            let back = convert(&**to, &there.bytes, &**other, &opts)
                .unwrap_or_else(|e| panic!("{new} → {key}: {e}"));
            assert_eq!(back.strings, 2, "{new} → {key}");
            pairs += 1;
        }
    }
    assert!(pairs >= 4 * 20, "only {pairs} pairs converted");
}

// ---------------------------------------------------------------------------------------------
// i18next-v3

const V3_EN: &str = "{\n  \"apple\": \"I have an apple\",\n  \"apple_plural\": \"I have {{count}} apples\",\n  \"apple_negative\": \"I have no apples\",\n  \"pear_plural\": \"lone\",\n  \"deep\": {\"n\": \"one {{count}}\", \"n_plural\": \"many {{count}}\"}\n}\n";

#[test]
fn i18next_v3_reads_plural_siblings_of_the_file_language() {
    let p = parse(&I18nextV3Json, V3_EN);
    assert_eq!(
        ids(&p),
        ["apple", "apple_negative", "pear_plural", "deep.n"]
    );
    let Text::Plural(m) = &p.entries[0].text else {
        panic!("plural: {:?}", p.entries[0].text);
    };
    assert_eq!(m[&One], "I have an apple");
    assert_eq!(m[&Other], "I have {{count}} apples");
    assert_identity_v3(V3_EN, &lang("en", &[One, Other]));
    // A Russian file read as a Russian upload: `_0`, `_1`, `_2` are one, few, many; an
    // incomplete run stays plain strings.
    let ru_doc = "{\n    \"localport_0\": \"Порт:\",\n    \"localport_1\": \"Порта:\",\n    \"localport_2\": \"Портов:\",\n    \"half_0\": \"a\",\n    \"half_1\": \"b\"\n}\n";
    let ru = lang("ru", &[One, Few, Many, Other]);
    let p = I18nextV3Json
        .parse_all(
            ru_doc.as_bytes(),
            &ParseContext {
                source: None,
                targets: std::slice::from_ref(&ru),
            },
        )
        .expect("parses");
    assert_eq!(ids(&p), ["localport", "half_0", "half_1"]);
    let Text::Plural(m) = &p.entries[0].text else {
        panic!("plural");
    };
    assert_eq!(m.keys().copied().collect::<Vec<_>>(), [One, Few, Many]);
    assert_eq!(m[&Many], "Портов:");
}

fn assert_identity_v3(src: &str, target: &Language) {
    let parsed = parse(&I18nextV3Json, src);
    let out = build(
        &I18nextV3Json,
        src.as_bytes(),
        &parsed,
        target,
        &baseline_translations(&parsed.entries),
    );
    assert_same_bytes("identity", src.as_bytes(), &out);
}

#[test]
fn i18next_v3_build_writes_the_targets_suffixes() {
    let plural = |pairs: &[(PluralCategory, &str)]| {
        Text::Plural(
            pairs
                .iter()
                .map(|(c, s)| (*c, s.to_string().into()))
                .collect(),
        )
    };
    let ru = lang("ru", &[One, Few, Many, Other]);
    let out = built(
        &I18nextV3Json,
        V3_EN,
        &ru,
        &[(
            "apple",
            plural(&[
                (One, "яблоко"),
                (Few, "яблока"),
                (Many, "яблок"),
                (Other, "яблока?"),
            ]),
        )],
    );
    assert!(
        out.contains("  \"apple_0\": \"яблоко\",\n  \"apple_1\": \"яблока\",\n  \"apple_2\": \"яблок\",\n  \"apple_negative\""),
        "{out}"
    );
    // The untouched group of `deep` is rewritten for Russian too (its categories differ).
    assert!(
        out.contains(
            "\"n_0\": \"one {{count}}\", \"n_1\": \"many {{count}}\", \"n_2\": \"many {{count}}\"}"
        ),
        "{out}"
    );
    let v = json(out.as_bytes());
    assert!(
        v.get("apple").is_none() && v.get("apple_plural").is_none(),
        "{out}"
    );
    let ja = built(
        &I18nextV3Json,
        V3_EN,
        &lang("ja", &[Other]),
        &[("apple", plural(&[(Other, "りんご")]))],
    );
    assert!(
        ja.contains("  \"apple_0\": \"りんご\",\n  \"apple_negative\""),
        "{ja}"
    );
    let ar = built(
        &I18nextV3Json,
        V3_EN,
        &lang("ar", &PluralCategory::ALL),
        &[],
    );
    let v = json(ar.as_bytes());
    for i in 0..6 {
        assert!(v[format!("apple_{i}")].is_string(), "{ar}");
    }
    // The Russian build read as a Russian upload gives the plural back.
    let back = I18nextV3Json
        .parse_all(
            out.as_bytes(),
            &ParseContext {
                source: None,
                targets: std::slice::from_ref(&ru),
            },
        )
        .expect("parses");
    assert_eq!(back.entries[0].identifier, "apple");
    let Text::Plural(m) = &back.entries[0].text else {
        panic!("plural: {:?}", back.entries[0].text);
    };
    assert_eq!(m[&Few], "яблока");
    // A Russian source file (numbered) built for English: `key` + `key_plural`.
    let ru_src = "{\"n_0\": \"a\", \"n_1\": \"b\", \"n_2\": \"c\"}";
    let en = lang("en", &[One, Other]);
    let ctx = ParseContext {
        source: Some(&ru),
        targets: std::slice::from_ref(&en),
    };
    let mut out = Vec::new();
    let parsed = I18nextV3Json
        .parse_all(ru_src.as_bytes(), &ctx)
        .expect("parses");
    assert_eq!(ids(&parsed), ["n"]);
    (&I18nextV3Json as &dyn Format)
        .build(
            ru_src.as_bytes(),
            &parsed,
            &en,
            Some(&ru),
            &tr(&[("n", plural(&[(One, "x"), (Other, "y")]))]),
            &mut out,
        )
        .expect("builds");
    assert_eq!(
        String::from_utf8(out).expect("utf-8"),
        "{\"n\": \"x\", \"n_plural\": \"y\"}"
    );
}
