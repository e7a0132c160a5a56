//! `convert` between every ordered pair of po, xliff12, xliff2, android, json, i18next, arb and
//! formatjs on small realistic inputs, checked against what the output format can express, plus
//! real corpus files taken A → B → A, and identity of every created file.
//!
//! What each output keeps (asserted by `expected` below, pair by pair):
//! - identifiers: kept, except: to `po`, a key that is not the source text becomes
//!   `key` U+0004 `text` (msgctxt + msgid); to XLIFF, U+0004 is written `::`; a keyed PO
//!   catalog (every message with its own msgctxt) converted to another format is identified by
//!   its msgctxt; PO identifiers (message texts) are not Android resource names, so po → android
//!   is refused with an error naming the string.
//! - texts: a bilingual output (po, xliff12, xliff2) holds the source text and the translation
//!   with its status; a monolingual one (android and the JSON dialects) holds the translation of
//!   the input's target language (source text where there is none) and no status.
//! - plurals: `po` and `xliff12` keep source `one`/`other` (all inputs here are English); xliff2
//!   has no plurals, so with `--flatten-plurals` each becomes one ICU plural message.
//! - statuses: po cannot say approved (read back as translated); XLIFF keeps all three.
//! - context: dropped by json and i18next; po adds its `msgctxt: …` line; kept elsewhere.
//! - hidden: kept by android, xliff12, xliff2. Maximum length: kept by android and xliff12.

use std::collections::HashMap;
use std::path::Path;

mod support;

use locforge_formats::convert::{convert, keyed_catalog, Options};
use locforge_formats::icu::icu_plural;
use locforge_formats::icu::IcuDialect;
use locforge_formats::{
    cldr, Entry, Format, Language, ParseContext, Registry, Status, Text, Translation,
    TranslationStatus,
};

const FORMATS: [&str; 8] = [
    "po", "xliff12", "xliff2", "android", "json", "i18next", "arb", "formatjs",
];

const HOSTILE_EN: &str =
    "Hello, \"world\" & <friends>! 50% off @home? #1: {name}\n\tTabbed \\ back";
const HOSTILE_DE: &str =
    "Hallo, \"Welt\" & <Freunde>! 50% Rabatt @Hause? #1: {name}\n\tTab \\ zurück";
const RTL: &str = "مرحبا 👋 emoji";

fn input(key: &str) -> String {
    match key {
        "po" => format!(
            r#"msgid ""
msgstr ""
"Language: de\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#. Shown on the main screen
msgid "{}"
msgstr "{}"

msgctxt "menu"
msgid "Open"
msgstr "Öffnen"

msgid "{RTL}"
msgstr ""

#, fuzzy
msgid "%d file"
msgid_plural "%d files"
msgstr[0] "%d Datei"
msgstr[1] "%d Dateien"
"#,
            po_escape(HOSTILE_EN),
            po_escape(HOSTILE_DE)
        ),
        "xliff12" => format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="greeting">
        <source>{}</source>
        <target state="translated">{}</target>
        <note>Shown on the main screen</note>
      </trans-unit>
      <trans-unit id="title" maxwidth="20" size-unit="char">
        <source>Inbox</source>
        <target state="final">Posteingang</target>
      </trans-unit>
      <trans-unit id="app_id" translate="no">
        <source>com.example.app</source>
      </trans-unit>
      <trans-unit id="rtl">
        <source>{RTL}</source>
      </trans-unit>
      <group id="files" restype="x-gettext-plurals">
        <trans-unit id="files[0]">
          <source>%d file</source>
          <target state="needs-review-translation">%d Datei</target>
        </trans-unit>
        <trans-unit id="files[1]">
          <source>%d files</source>
          <target state="needs-review-translation">%d Dateien</target>
        </trans-unit>
      </group>
    </body>
  </file>
</xliff>
"#,
            xml_escape(HOSTILE_EN),
            xml_escape(HOSTILE_DE)
        ),
        "xliff2" => format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
  <file id="f1">
    <unit id="greeting">
      <notes><note>Shown on the main screen</note></notes>
      <segment state="translated">
        <source>{}</source>
        <target>{}</target>
      </segment>
    </unit>
    <unit id="title">
      <segment state="final"><source>Inbox</source><target>Posteingang</target></segment>
    </unit>
    <unit id="app_id" translate="no">
      <segment><source>com.example.app</source></segment>
    </unit>
    <unit id="rtl">
      <segment state="initial"><source>{RTL}</source><target>{RTL}?</target></segment>
    </unit>
  </file>
</xliff>
"#,
            xml_escape(HOSTILE_EN),
            xml_escape(HOSTILE_DE)
        ),
        "android" => format!(
            r#"<?xml version="1.0" encoding="utf-8"?>
<resources>
    <!-- Shown on the main screen -->
    <string name="greeting">{}</string>
    <string name="title" maxLength="20">Inbox</string>
    <string name="app_id" translatable="false">com.example.app</string>
    <string name="rtl">{RTL}</string>
    <string-array name="planets">
        <item>Mercury</item>
        <item>Venus</item>
    </string-array>
    <plurals name="files">
        <item quantity="one">%d file</item>
        <item quantity="other">%d files</item>
    </plurals>
</resources>
"#,
            HOSTILE_EN
                .replace('\\', "\\\\")
                .replace('"', "\\\"")
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
                .replace('\n', "\\n")
                .replace('\t', "\\t")
        ),
        "json" => format!(
            "{{\n  \"greeting\": {},\n  \"menu\": {{\"title\": \"Inbox\"}},\n  \"rtl\": \"{RTL}\",\n  \"files\": \"{{count, plural, one {{%d file}} other {{%d files}}}}\"\n}}\n",
            json(HOSTILE_EN)
        ),
        "i18next" => format!(
            "{{\n  \"greeting\": {},\n  \"menu\": {{\"title\": \"Inbox\"}},\n  \"rtl\": \"{RTL}\",\n  \"files_one\": \"{{{{count}}}} file\",\n  \"files_other\": \"{{{{count}}}} files\"\n}}\n",
            json(HOSTILE_EN)
        ),
        "arb" => format!(
            "{{\n  \"@@locale\": \"en\",\n  \"greeting\": {},\n  \"@greeting\": {{\"description\": \"Shown on the main screen\"}},\n  \"rtl\": \"{RTL}\",\n  \"files\": \"{{count, plural, one{{# file}} other{{# files}}}}\"\n}}\n",
            json(HOSTILE_EN)
        ),
        "formatjs" => format!(
            "{{\n  \"greeting\": {{\"defaultMessage\": {}, \"description\": \"Shown on the main screen\"}},\n  \"rtl\": {{\"defaultMessage\": \"{RTL}\"}},\n  \"files\": {{\"defaultMessage\": \"{{count, plural, one {{# file}} other {{# files}}}}\"}}\n}}\n",
            json(HOSTILE_EN)
        ),
        other => panic!("no sample for {other}"),
    }
}

fn po_escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
        .replace('\t', "\\t")
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn json(s: &str) -> String {
    serde_json::to_string(s).expect("json string")
}

fn registry() -> Registry {
    Registry::builtin()
}

fn format<'r>(r: &'r Registry, key: &str) -> &'r dyn Format {
    r.get(key).unwrap_or_else(|| panic!("format {key}"))
}

fn is_mono(key: &str) -> bool {
    !matches!(key, "po" | "xliff12" | "xliff2")
}

/// What the tests compare: the fields every format can in principle carry.
#[derive(Debug, Clone, PartialEq)]
struct Norm {
    id: String,
    text: Text<'static>,
    translation: Option<(Text<'static>, Status)>,
    context: Option<String>,
    hidden: bool,
    max_length: Option<u64>,
}

fn norm(e: &Entry) -> Norm {
    Norm {
        id: e.identifier.to_string(),
        text: e.text.clone().into_owned(),
        translation: e
            .existing
            .as_ref()
            .map(|t| (t.text.clone().into_owned(), t.status.get(None))),
        context: e.context.as_deref().map(str::to_string),
        hidden: e.is_hidden == Some(true),
        max_length: e.max_length,
    }
}

fn parse(f: &dyn Format, src: &[u8], target: Option<&Language>) -> Vec<Entry<'static>> {
    let targets: Vec<Language> = target.cloned().into_iter().collect();
    f.parse_all(
        src,
        &ParseContext {
            source: None,
            targets: &targets,
        },
    )
    .unwrap_or_else(|e| {
        panic!(
            "{}: output does not parse: {e}\n{}",
            f.info().key,
            String::from_utf8_lossy(src)
        )
    })
    .entries
}

fn main_of(t: &Text) -> String {
    match t {
        Text::Plain(s) => s.to_string(),
        Text::Plural(m) => m
            .get(&locforge_formats::PluralCategory::One)
            .map(|s| s.to_string())
            .unwrap_or_else(|| t.main().to_string()),
    }
}

fn flatten(t: &Text) -> Text<'static> {
    match t {
        Text::Plural(m) => {
            let forms: Vec<_> = m.iter().map(|(c, s)| (*c, s.as_ref())).collect();
            Text::plain(icu_plural(&forms, IcuDialect::Icu4j))
        }
        plain => plain.clone().into_owned(),
    }
}

/// What converting `entries` (parsed from `from`) to `to` must read back as.
fn expected(from: &str, to: &str, mut entries: Vec<Entry>, has_target: bool) -> Vec<Norm> {
    if from == "po" && to != "po" {
        keyed_catalog(&mut entries);
    }
    entries
        .iter()
        .map(|e| {
            let mut n = norm(e);
            if is_mono(to) {
                if let (true, Some(t)) = (has_target, &e.existing) {
                    n.text = t.text.clone().into_owned();
                }
                n.translation = None;
            } else if !has_target {
                n.translation = None;
            }
            if to == "xliff2" {
                n.text = flatten(&n.text);
                n.translation = n.translation.map(|(t, s)| (flatten(&t), s));
            }
            if to == "po" {
                if let Some((_, s)) = &mut n.translation {
                    if *s == Status::Approved {
                        *s = Status::Translated;
                    }
                }
                let main = main_of(&e.text);
                let ctx = match e.identifier.split_once('\u{4}') {
                    Some((c, _)) => Some(c.to_string()),
                    None if e.identifier == main => None,
                    None => {
                        n.id = format!("{}\u{4}{main}", e.identifier);
                        Some(e.identifier.to_string())
                    }
                };
                let mut lines: Vec<String> = ctx.iter().map(|c| format!("msgctxt: {c}")).collect();
                if let Some(c) = &e.context {
                    lines.extend(
                        c.lines()
                            .filter(|l| {
                                Some(l.to_string()) != ctx.as_ref().map(|c| format!("msgctxt: {c}"))
                            })
                            .map(str::to_string),
                    );
                }
                n.context = (!lines.is_empty()).then(|| lines.join("\n"));
            }
            if to.starts_with("xliff") {
                n.id = n.id.replace('\u{4}', "::");
            }
            if matches!(to, "json" | "i18next") {
                n.context = None;
            }
            if !matches!(to, "android" | "xliff12" | "xliff2") {
                n.hidden = false;
            }
            if !matches!(to, "android" | "xliff12") {
                n.max_length = None;
            }
            n
        })
        .collect()
}

fn options() -> Options {
    Options {
        flatten_plurals: true,
        ..Options::default()
    }
}

/// Parse + build with every entry's baseline gives back the bytes.
fn assert_identity(f: &dyn Format, bytes: &[u8], lang: &Language, what: &str) {
    let parsed = f
        .parse_all(bytes, &ParseContext::default())
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let tr = support::baseline_translations(&parsed.entries);
    let out = support::build(f, bytes, &parsed, lang, &tr);
    assert_eq!(
        String::from_utf8_lossy(&out),
        String::from_utf8_lossy(bytes),
        "{what}: created file is not identity-stable"
    );
}

/// The language to identity-build a created file for: its declared language.
fn identity_language(f: &dyn Format, bytes: &[u8]) -> Option<Language> {
    let parsed = f.parse_all(bytes, &ParseContext::default()).ok()?;
    match parsed.language {
        Some(l) => {
            let mut lang = cldr::language(&l);
            lang.plural_rules = None;
            lang.locale = None;
            Some(lang)
        }
        // XLIFF without a target language gets one inserted by every build; PO without
        // `Language` keeps its header for an empty id.
        None if f.info().key.starts_with("xliff") => None,
        None => Some(Language::new("", vec![])),
    }
}

#[test]
fn every_pair_converts_what_the_output_can_express() {
    let r = registry();
    let mut checked = 0;
    for from in FORMATS {
        let src = input(from);
        let from_f = format(&r, from);
        let parsed = from_f
            .parse_all(src.as_bytes(), &ParseContext::default())
            .unwrap_or_else(|e| panic!("sample {from}: {e}"));
        let has_target = !is_mono(from);
        for to in FORMATS {
            let to_f = format(&r, to);
            let result = convert(from_f, src.as_bytes(), to_f, &options());
            if from == "po" && to == "android" {
                let e = result.expect_err("PO message ids are not resource names");
                assert!(
                    e.message.contains("not a valid Android resource name"),
                    "{}",
                    e.message
                );
                continue;
            }
            let converted = result.unwrap_or_else(|e| panic!("{from} → {to}: {e}"));
            let target = converted.target.clone();
            let back = parse(to_f, &converted.bytes, target.as_ref());
            let got: Vec<Norm> = back.iter().map(norm).collect();
            let want = expected(from, to, parsed.entries.clone(), has_target);
            assert_eq!(
                got,
                want,
                "{from} → {to}\n{}",
                String::from_utf8_lossy(&converted.bytes)
            );
            if let Some(lang) = identity_language(to_f, &converted.bytes) {
                assert_identity(to_f, &converted.bytes, &lang, &format!("{from} → {to}"));
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 63);
}

#[test]
fn plurals_are_refused_without_flattening() {
    let r = registry();
    for to in ["xliff2", "json-reference"] {
        let e = convert(
            format(&r, "android"),
            input("android").as_bytes(),
            format(&r, to),
            &Options::default(),
        )
        .expect_err("plural refused");
        assert!(e.message.contains("`files` is a plural"), "{}", e.message);
        assert!(e.message.contains("--flatten-plurals"), "{}", e.message);
    }
}

#[test]
fn keyed_round_trip_through_po_restores_keys() {
    let r = registry();
    for from in ["android", "json", "xliff12", "arb"] {
        let f = format(&r, from);
        let src = input(from);
        let opts = Options {
            target_lang: Some("de".into()),
            ..options()
        };
        let po = convert(f, src.as_bytes(), format(&r, "po"), &opts).expect("to po");
        let back = convert(format(&r, "po"), &po.bytes, f, &opts).expect("back");
        let before = f
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect("parses");
        let after = parse(f, &back.bytes, back.target.as_ref());
        let ids = |v: &[Entry]| {
            v.iter()
                .map(|e| e.identifier.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(ids(&after), ids(&before.entries), "{from} → po → {from}");
        for (a, b) in after.iter().zip(&before.entries) {
            let want = b.existing.as_ref().map_or(&b.text, |t| &t.text);
            let got = if is_mono(from) {
                &a.text
            } else {
                a.existing.as_ref().map_or(&a.text, |t| &t.text)
            };
            assert_eq!(got, want, "{from}: {}", a.identifier);
        }
    }
}

#[test]
fn android_names_are_checked() {
    let r = registry();
    let to = format(&r, "android");
    let en = cldr::language("en");
    let mut out = Vec::new();
    let e = to
        .create(&[Entry::plain("not a name", "x")], &en, None, &mut out)
        .expect_err("bad name");
    assert!(e.message.contains("`not a name`"), "{}", e.message);
    let items = [Entry::plain("a[0]", "x"), Entry::plain("a[2]", "y")];
    let e = to.create(&items, &en, None, &mut out).expect_err("gap");
    assert!(e.message.contains("follow each other"), "{}", e.message);
    out.clear();
    let mut hidden = Entry::plain("a.b_c", "v");
    hidden.is_hidden = Some(true);
    hidden.context = Some("has -- dashes".into());
    to.create(&[hidden], &en, None, &mut out).expect("creates");
    let text = String::from_utf8(out).expect("utf8");
    assert!(
        text.contains(
            "<string name=\"a.b_c\" translatable=\"false\" comment=\"has -- dashes\">v</string>"
        ),
        "{text}"
    );
}

#[test]
fn created_po_maps_plural_indices_with_the_target_rule() {
    let r = registry();
    let po = format(&r, "po");
    let ru = cldr::language("ru");
    let mut e = Entry::plural(
        "files",
        [
            (
                locforge_formats::PluralCategory::One,
                std::borrow::Cow::Borrowed("%d file"),
            ),
            (
                locforge_formats::PluralCategory::Other,
                std::borrow::Cow::Borrowed("%d files"),
            ),
        ]
        .into(),
    );
    use locforge_formats::PluralCategory::*;
    e.existing = Some(Translation {
        text: Text::Plural(
            [
                (One, std::borrow::Cow::Borrowed("%d файл")),
                (Few, std::borrow::Cow::Borrowed("%d файла")),
                (Many, std::borrow::Cow::Borrowed("%d файлов")),
                (Other, std::borrow::Cow::Borrowed("%d файла*")),
            ]
            .into(),
        ),
        status: TranslationStatus::Single(Status::Translated),
    });
    let mut out = Vec::new();
    po.create(&[e], &cldr::language("en"), Some(&ru), &mut out)
        .expect("creates");
    let text = String::from_utf8(out).expect("utf8");
    assert!(text.contains("\"Language: ru\\n\""), "{text}");
    assert!(text.contains("nplurals=3;"), "{text}");
    assert!(
        text.contains("msgstr[0] \"%d файл\"\nmsgstr[1] \"%d файла\"\nmsgstr[2] \"%d файлов\""),
        "{text}"
    );
    assert_identity(
        po,
        text.as_bytes(),
        &Language::new("ru", vec![One, Few, Many, Other]),
        "ru po",
    );
}

/// A few real corpus files per format, converted A → B → A: the texts survive.
#[test]
fn corpus_files_survive_a_round_trip() {
    let r = registry();
    let picks: [(&str, &str, &[&str], &[&str]); 7] = [
        ("po", "po", &["po"], &["xliff12"]),
        ("xliff12", "xliff12", &["xlf", "xliff"], &["po"]),
        ("xliff2", "xliff2", &["xlf", "xliff"], &["xliff12", "po"]),
        ("android", "android", &["xml"], &["po", "xliff12", "json"]),
        (
            "json/i18next",
            "i18next",
            &["json"],
            &["po", "android", "xliff12"],
        ),
        ("json/arb", "arb", &["arb"], &["po", "xliff12", "formatjs"]),
        (
            "json/formatjs",
            "formatjs",
            &["json"],
            &["po", "xliff12", "arb"],
        ),
    ];
    let mut round_trips = 0;
    for (dir, key, exts, via) in picks {
        let (files, _) = support::corpus_files(dir, exts);
        let a = format(&r, key);
        let mut taken = 0;
        for path in files {
            if taken == 3 {
                break;
            }
            let src = std::fs::read(&path).expect("readable");
            let Ok(parsed) = a.parse_all(&src, &ParseContext::default()) else {
                continue; // a file of another dialect in the same folder
            };
            if parsed.entries.is_empty() || !english_source(key, &path) {
                continue;
            }
            taken += 1;
            for b in via {
                if *b == "android"
                    && !parsed
                        .entries
                        .iter()
                        .all(|e| is_resource_name(&e.identifier))
                {
                    continue;
                }
                let mut opts = options();
                if parsed.language.is_none() && parsed.entries.iter().any(|e| e.existing.is_some())
                {
                    opts.target_lang = Some(language_from_path(&path));
                }
                let there = convert(a, &src, format(&r, b), &opts)
                    .unwrap_or_else(|e| panic!("{} → {b}: {e}", path.display()));
                let back = convert(format(&r, b), &there.bytes, a, &opts)
                    .unwrap_or_else(|e| panic!("{} → {b} → {key}: {e}", path.display()));
                let after = parse(a, &back.bytes, back.target.as_ref());
                assert_texts_survive(&parsed.entries, &after, key, b, &path);
                round_trips += 1;
            }
        }
        assert!(taken > 0, "no corpus file taken for {dir}");
    }
    assert!(round_trips >= 15, "{round_trips}");
}

/// The language a catalog without a `Language` header is for: the folder above `LC_MESSAGES`, else
/// the file stem.
fn language_from_path(path: &Path) -> String {
    let parts: Vec<_> = path
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    match parts.iter().position(|p| p == "LC_MESSAGES") {
        Some(i) if i > 0 => parts[i - 1].clone(),
        _ => path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
    }
}

/// Monolingual files are taken only when they are English sources (`res/values/`, `…/en/…`,
/// `…_en.arb`, `en.json`): conversions assume an English source by default, and PO keeps only the
/// `one`/`other` forms of a source plural.
fn english_source(key: &str, path: &Path) -> bool {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy())
        .unwrap_or_default();
    let parent = path
        .parent()
        .and_then(|p| p.file_name())
        .map(|s| s.to_string_lossy());
    match key {
        "po" | "xliff12" | "xliff2" => true,
        "android" => parent.as_deref() == Some("values"),
        _ => parent.as_deref() == Some("en") || stem == "en" || stem.ends_with("_en"),
    }
}

fn is_resource_name(id: &str) -> bool {
    let base = id.split('[').next().unwrap_or(id);
    let mut c = base.chars();
    c.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && c.all(|c| c.is_alphanumeric() || c == '_' || c == '.')
}

/// Equal texts, where a plural written with its language's categories may have gained the
/// categories it lacked, filled with its `other` form (what apps show for a missing category).
fn same_text(got: &Text, want: &Text) -> bool {
    match (got, want) {
        (Text::Plural(g), Text::Plural(w)) => {
            let other = w.get(&locforge_formats::PluralCategory::Other);
            w.keys().all(|c| g.contains_key(c))
                && g.iter().all(|(c, t)| w.get(c).or(other) == Some(t))
        }
        _ => got == want,
    }
}

/// Every string of `before` is in `after` under the same identifier with the same text (the
/// translation's text for bilingual files going through a monolingual one).
fn assert_texts_survive(before: &[Entry], after: &[Entry], a: &str, b: &str, path: &Path) {
    let by_id: HashMap<&str, &Entry<'_>> =
        after.iter().map(|e| (e.identifier.as_ref(), e)).collect();
    for e in before {
        let got = by_id.get(e.identifier.as_ref()).unwrap_or_else(|| {
            panic!(
                "{} → {b} → {a}: `{}` is missing (have {:?}…)",
                path.display(),
                e.identifier,
                after
                    .iter()
                    .take(5)
                    .map(|e| &e.identifier)
                    .collect::<Vec<_>>()
            )
        });
        let through_mono = is_mono(b) && !is_mono(a);
        let want = if through_mono {
            e.existing.as_ref().map_or(&e.text, |t| &t.text)
        } else {
            &e.text
        };
        assert!(
            same_text(&got.text, want),
            "{} → {b} → {a}: `{}`: {:?} != {:?}",
            path.display(),
            e.identifier,
            got.text,
            want
        );
        if !through_mono {
            // An empty translation is no translation in PO (empty msgstr = untranslated).
            let empty_is_none = |t: Option<&Translation<'_>>| {
                t.map(|t| &t.text)
                    .filter(|t| b != "po" || !t.main().is_empty())
                    .map(|t| t.clone().into_owned())
            };
            assert_eq!(
                empty_is_none(got.existing.as_ref()),
                empty_is_none(e.existing.as_ref()),
                "{} → {b} → {a}: translation of `{}`",
                path.display(),
                e.identifier
            );
        }
    }
}

/// convert fuzz target (the final 1 h run): a Qt `.ts` file, bilingual like PO and XLIFF, was
/// taken for a monolingual one by the target's differential check (its texts are translations
/// beside sources). The bilingual formats are every one whose file holds both.
#[test]
fn bilingual_formats_are_the_ones_holding_translations_beside_sources() {
    use locforge_formats::convert::is_bilingual;
    let registry = Registry::builtin();
    let bilingual: Vec<&str> = registry
        .iter()
        .filter(|f| is_bilingual(&***f))
        .map(|f| f.info().key)
        .collect();
    assert_eq!(bilingual, ["xliff12", "xliff2", "ts", "po", "mo"]);
}
