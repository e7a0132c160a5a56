//! What is specific to `properties` (Java / Mozilla `.properties`): Okapi's fixtures read as
//! Java reads them, separators, continuations, escapes, duplicate keys, every bad input with its
//! positioned message, the three charsets (ASCII, UTF-8, ISO-8859-1) and each value's escaping
//! style on build, BOM and line ends, continuation layout of changed values, detection,
//! streaming, `convert` to and from `json`, `po` and `xliff12` with what is lost, and a
//! cross-check of every corpus file and its build against Java itself (`PropertyResourceBundle`,
//! skipped with a notice when no JDK is installed).

mod support;

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

use locforge_formats::convert::{convert, Options};
use locforge_formats::{
    Entry, ErrorKind, Format, FormatError, Language, ParseContext, Parsed, PluralCategory,
    Properties, Registry, Sink, Slot, Status, Text, Translation, TranslationStatus,
};
use proptest::prelude::*;
use support::*;

fn parse(src: &[u8]) -> Parsed {
    Properties
        .parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn err(src: &[u8]) -> FormatError {
    Properties
        .parse_all(src, &ParseContext::default())
        .expect_err("must be rejected")
}

fn de() -> Language {
    lang("de", &[PluralCategory::One, PluralCategory::Other])
}

fn tr(items: &[(&str, &str)]) -> HashMap<String, Translation<'static>> {
    items
        .iter()
        .map(|(k, v)| {
            (
                k.to_string(),
                Translation {
                    text: Text::plain(v.to_string()),
                    status: TranslationStatus::Single(Status::Translated),
                },
            )
        })
        .collect()
}

/// Builds `src` with the given translations (others keep their text).
fn build_with(src: &[u8], items: &[(&str, &str)]) -> Vec<u8> {
    let parsed = parse(src);
    build(&Properties, src, &parsed, &de(), &tr(items))
}

fn texts(p: &Parsed) -> Vec<(&str, &str)> {
    p.entries
        .iter()
        .map(|e| (e.identifier.as_ref(), e.text.main()))
        .collect()
}

fn okapi(name: &str) -> Vec<u8> {
    std::fs::read(corpus_root().join("properties/okapi").join(name)).expect("okapi fixture")
}

// ---------------------------------------------------------------------------------------------
// Reading.

#[test]
fn okapi_test01_reads_as_java_does() {
    let src = okapi("Test01.properties");
    assert!(std::str::from_utf8(&src).is_err(), "Test01 is ISO-8859-1");
    let p = parse(&src);
    let t = texts(&p);
    for want in [
        ("key with spaces", "text with spaces"),
        ("keyWithoutText", ""),
        ("tricky3", ":"),
        ("tricky4", "="),
        ("tricky5", "\\"),
        ("tricky6=", "="),
        ("key1", "Text 1"),
        ("key2", "Text 2"),
        ("key3", "Text 3"),
        ("key:=", "Text for 'key:='"),
        ("key6", "Text 6 with 4 trailing spaces    "),
        ("key7_with 1-space", "[Text of this key"),
        ("key8", "Text 8 originally on several lines."),
        ("extendedChars", "ź=z-acute"),
        ("extchars3", "Æ=AE."),
        ("errProcessStopped", "The process has been aborted by the user."),
        (
            "template",
            "At {2,time,short} on {2,date,long}, we detected {1,number,integer} spaceships on the planet {0}.",
        ),
        ("htmlText", "<b>Bold text</> and some other text."),
        (
            "test200",
            "Ć=C-acute, À=A-grave, A=A, Љ=U+0409, ß=sharp-s, etc.",
        ),
        ("tricky1", "Test\\"),
        ("tricky2", "Test\\_and after."),
    ] {
        assert!(t.contains(&want), "missing {want:?}");
    }
    // Comment blocks directly above an entry are its context; a blank line ends a block.
    let ctx = |id: &str| {
        p.entries
            .iter()
            .find(|e| e.identifier == id)
            .and_then(|e| e.context.clone())
    };
    assert_eq!(ctx("errCantFindFile").as_deref(), Some("Error messages"));
    assert_eq!(ctx("menuSave"), None);
    assert_eq!(ctx("id102").as_deref(), Some("_bskip"));
    assert_eq!(
        ctx("tricky1").as_deref(),
        Some("Test a few tricky entries:")
    );
}

#[test]
fn duplicate_keys_are_kept_with_numbered_identifiers() {
    // Test01 repeats key3 … key8 near its end; Java keeps the last value of each.
    let p = parse(&okapi("Test01.properties"));
    let ids: Vec<&str> = p.entries.iter().map(|e| e.identifier.as_ref()).collect();
    for k in ["key3", "key4", "key5", "key6", "key8"] {
        assert!(ids.contains(&k));
        assert!(ids.contains(&format!("{k}#2").as_str()), "{k}#2");
    }
    let second = p.entries.iter().find(|e| e.identifier == "key3#2").unwrap();
    assert_eq!(second.text.main(), "Text of key3");
    assert!(second.context.as_deref().unwrap().ends_with(
        "The key `key3` is defined again here (first at line 12); Java uses the last definition."
    ));

    // The numbered identifier skips one a real key already holds; a real key equal to a
    // numbered one is itself numbered.
    let p = parse(b"a=1\na#2=2\na=3\na=4\na#3=5\n");
    assert_eq!(
        texts(&p),
        [
            ("a", "1"),
            ("a#2", "2"),
            ("a#3", "3"),
            ("a#4", "4"),
            ("a#3#2", "5")
        ]
    );
    // Building by identifier writes each occurrence in its own place.
    let out = build_with(b"a=1\na=2\n", &[("a", "x"), ("a#2", "y")]);
    assert_eq!(out, b"a=x\na=y\n");
}

#[test]
fn many_repeated_keys_stay_linear() {
    // Numbered identifiers taken by real keys, then the key repeated as often: each repetition
    // continues where the last one stopped instead of probing every number again.
    let n = 20_000;
    let mut src = String::new();
    for i in 2..n + 2 {
        src.push_str(&format!("a#{i}=x\n"));
    }
    for _ in 0..n {
        src.push_str("a=y\n");
    }
    let t = std::time::Instant::now();
    let p = parse(src.as_bytes());
    assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
    assert_eq!(p.entries.len(), 2 * n);
    assert_eq!(p.entries[n].identifier, "a");
    assert_eq!(p.entries[n + 1].identifier, format!("a#{}", n + 2));
    assert!(p.entries[n + 1]
        .context
        .as_deref()
        .unwrap()
        .contains(&format!("(first at line {})", n + 1)));
    let last = &p.entries[2 * n - 1].identifier;
    assert_eq!(*last, format!("a#{}", 2 * n));
}

#[test]
fn separators_whitespace_and_keys_alone() {
    let src = b"a=1\nb : 2\nc 3\nd\t= \t4\n  e:5\nf\ng \nh=\ni\\\n";
    let p = parse(src);
    assert_eq!(
        texts(&p),
        [
            ("a", "1"),
            ("b", "2"),
            ("c", "3"),
            ("d", "4"),
            ("e", "5"),
            ("f", ""),
            ("g", ""),
            ("h", ""),
            ("i", "")
        ]
    );
    let all: Vec<(&str, &str)> = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        .iter()
        .map(|k| (*k, "X Y"))
        .collect();
    // Separators and the whitespace around them stay; a key alone gets `=`.
    assert_eq!(
        build_with(src, &all),
        b"a=X Y\nb : X Y\nc X Y\nd\t= \tX Y\n  e:X Y\nf=X Y\ng X Y\nh=X Y\ni=X Y\\\n"
    );
    assert_eq!(texts(&parse(&build_with(src, &all)))[8], ("i", "X Y"));
}

#[test]
fn mozilla_comments_and_bang_comments_are_context() {
    let src = "# LOCALIZATION NOTE (tabs): #1 is the number of tabs\n#   indented note\n! bang\ntabs=#1 tab;#1 tabs\n".as_bytes();
    let p = parse(src);
    assert_eq!(
        p.entries[0].context.as_deref(),
        Some("LOCALIZATION NOTE (tabs): #1 is the number of tabs\n  indented note\nbang")
    );
    // `;`-separated plural forms stay one string (no plurals in this format).
    assert_eq!(p.entries[0].text, Text::Plain("#1 tab;#1 tabs".into()));
    assert!(!p.entries[0].has_plurals);
}

// ---------------------------------------------------------------------------------------------
// Bad input.

#[test]
fn bad_input_is_rejected_with_a_position() {
    let e = err(b"ok=1\nbad=caf\\u00g9 x\n");
    assert_eq!((e.line, e.column, e.kind), (2, 8, ErrorKind::Syntax));
    assert_eq!(
        e.message,
        "malformed escape `\\u00g9`: expected \\u followed by four hexadecimal digits"
    );
    // Too few digits before the end of the line.
    let e = err(b"a = \\u12\nb=2\n");
    assert_eq!((e.line, e.column), (1, 5));
    assert_eq!(
        e.message,
        "malformed escape `\\u12`: expected \\u followed by four hexadecimal digits"
    );
    // In a key, and after a continuation line (the position is in the file, not the line).
    let e = err(b"k\\uzzzz=v\n");
    assert_eq!((e.line, e.column), (1, 2));
    let e = err(b"k = a\\\n    b\\u12x4\n");
    assert_eq!((e.line, e.column), (2, 6));
    // Lone surrogates.
    let e = err(b"a=\\uD83D!\n");
    assert_eq!((e.line, e.column, e.kind), (1, 3, ErrorKind::Encoding));
    assert_eq!(
        e.message,
        "`\\uD83D` is half of a UTF-16 surrogate pair; expected a high surrogate \\uD800–\\uDBFF directly followed by a low surrogate \\uDC00–\\uDFFF"
    );
    assert_eq!(err(b"a=x\\uDE00\n").column, 4);
    // UTF-16.
    let e = err(b"\xFF\xFEa\x00=\x00");
    assert_eq!((e.line, e.column, e.kind), (1, 1, ErrorKind::Encoding));
    assert_eq!(
        e.message,
        "the file is UTF-16 (byte-order mark), which Java does not read as .properties; expected ISO-8859-1 or UTF-8"
    );
    // Everything else Java reads: odd lines are not errors.
    assert_eq!(parse(b"\\\n=\n:\n\\").entries.len(), 2);
}

// ---------------------------------------------------------------------------------------------
// Charsets, escaping styles, line ends.

#[test]
fn latin1_files_stay_latin1() {
    let src = b"a=caf\xe9\nb=caf\\u00e9\nc=x\n";
    let p = parse(src);
    assert_eq!(texts(&p), [("a", "café"), ("b", "café"), ("c", "x")]);
    let out = build_with(src, &[("a", "ÿ Ā 😀"), ("b", "ÿ Ā"), ("c", "é")]);
    // Raw Latin-1 where it fits, \u beyond; the value that used \u keeps using it.
    assert_eq!(
        out,
        b"a=\xff \\u0100 \\uD83D\\uDE00\nb=\\u00FF \\u0100\nc=\xe9\n".to_vec()
    );
    assert_eq!(
        texts(&parse(&out)),
        [("a", "ÿ Ā 😀"), ("b", "ÿ Ā"), ("c", "é")]
    );
}

#[test]
fn utf8_files_stay_utf8_and_ascii_files_ascii() {
    let src = "a=café\nb=caf\\u00e9\nc=x\n".as_bytes();
    let out = build_with(src, &[("a", "Ā 😀"), ("b", "Ā"), ("c", "é")]);
    assert_eq!(out, "a=Ā 😀\nb=\\u0100\nc=é\n".as_bytes());
    let ascii = b"a=x\nb=y\n";
    let out = build_with(ascii, &[("a", "é"), ("b", "😀")]);
    assert_eq!(out, b"a=\\u00E9\nb=\\uD83D\\uDE00\n");
    // An ASCII file that holds only \u escapes is read the same by every Java reader.
    assert_eq!(texts(&parse(&out)), [("a", "é"), ("b", "😀")]);
}

#[test]
fn bom_crlf_and_cr_are_kept() {
    let src = "\u{feff}# c\r\na = 1\r\nb=2 \\\r\n  3\r\n".as_bytes();
    let p = parse(src);
    assert_eq!(texts(&p), [("a", "1"), ("b", "2 3")]);
    assert_eq!(p.entries[0].context.as_deref(), Some("c"));
    let out = build_with(src, &[("a", "é\nx"), ("b", "y\nz")]);
    assert_eq!(
        out,
        "\u{feff}# c\r\na = é\\nx\r\nb=y\\n\\\r\n  z\r\n".as_bytes()
    );
    let cr = b"Key1=Text1\rKey2=Text2\r";
    assert_eq!(texts(&parse(cr)), [("Key1", "Text1"), ("Key2", "Text2")]);
    assert_eq!(build_with(cr, &[("Key2", "T")]), b"Key1=Text1\rKey2=T\r");
}

#[test]
fn continuation_layout_is_kept_when_unchanged_and_followed_when_changed() {
    let src = b"intro = First line\\n\\\n        second line\\n\\\n        third\nother = \\\n    starts on the next line\nkey8 = Text 8 \\\n  originally on \\\n\tseveral li\\\n   nes.\n";
    let p = parse(src);
    assert_eq!(
        texts(&p),
        [
            ("intro", "First line\nsecond line\nthird"),
            ("other", "starts on the next line"),
            ("key8", "Text 8 originally on several lines.")
        ]
    );
    // Unchanged values keep every byte (identity).
    assert_eq!(build_with(src, &[]), src.to_vec());
    let out = build_with(
        src,
        &[
            ("intro", "Erste\n Zweite\nDritte"),
            ("other", "geht weiter"),
            ("key8", "Text 8 über mehrere Zeilen."),
        ],
    );
    assert_eq!(
        String::from_utf8_lossy(&out),
        "intro = Erste\\n\\\n        \\ Zweite\\n\\\n        Dritte\nother = \\\n    geht weiter\nkey8 = Text 8 \\u00FCber mehrere Zeilen.\n"
    );
    assert_eq!(
        texts(&parse(&out)),
        [
            ("intro", "Erste\n Zweite\nDritte"),
            ("other", "geht weiter"),
            ("key8", "Text 8 über mehrere Zeilen.")
        ]
    );
}

#[test]
fn values_that_java_would_misread_are_escaped() {
    let src = b"sep value\nk=v\n";
    let out = build_with(src, &[("sep", "=x"), ("k", " #! lead\\")]);
    assert_eq!(out, b"sep \\=x\nk=\\ #! lead\\\\\n");
    assert_eq!(texts(&parse(&out)), [("sep", "=x"), ("k", " #! lead\\")]);
}

/// An ISO-8859-1 document with CRLF line ends, a raw Latin-1 value, a `\u` value, a key alone
/// and a continued value; and an ASCII one with LF.
const LATIN1_CRLF: &[u8] =
    b"# caf\xe9\r\na = caf\xe9\r\nb=caf\\u00e9\r\nc\r\nd : one\\n\\\r\n    two\r\n";
const ASCII_LF: &[u8] = b"! note\na = x\nb=caf\\u00e9\nc\nd : one\\n\\\n    two\n";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn hostile_translations_keep_latin1_and_ascii_files_as_they_are(
        text in r#"[ "\\<>&{}%@?#:!=;'\n\r\t\u{c}a-zéÿĀ😀\u{202e}\u{05d0}\u{1}\u{85}]{0,30}"#
    ) {
        for (doc, latin1) in [(LATIN1_CRLF, true), (ASCII_LF, false)] {
            let all: Vec<(&str, &str)> =
                ["a", "b", "c", "d"].iter().map(|k| (*k, text.as_str())).collect();
            let out = build_with(doc, &all);
            let p = parse(&out);
            prop_assert_eq!(p.entries.len(), 4);
            for e in &p.entries {
                prop_assert_eq!(e.text.main(), text.as_str());
            }
            if latin1 {
                // Still ISO-8859-1 (the comment's é alone makes it invalid UTF-8), CRLF only.
                prop_assert!(std::str::from_utf8(&out).is_err());
                prop_assert!(!out.windows(2).any(|w| w[1] == b'\n' && w[0] != b'\r'));
            } else {
                prop_assert!(out.is_ascii());
                prop_assert!(!out.contains(&b'\r'));
            }
        }
    }
}

#[test]
fn a_bom_before_latin1_bytes_is_kept_and_the_rest_read_as_latin1() {
    let src = b"\xEF\xBB\xBFa=caf\xe9\n";
    assert_eq!(texts(&parse(src)), [("a", "café")]);
    assert_eq!(
        build_with(src, &[("a", "ÿĀ")]),
        b"\xEF\xBB\xBFa=\xff\\u0100\n"
    );
}

// ---------------------------------------------------------------------------------------------
// Detection and streaming.

#[test]
fn detected_by_extension_only() {
    let r = Registry::builtin();
    let key = |name: &str, body: &[u8]| r.detect(name, body).map(|f| f.info().key);
    assert_eq!(key("Messages_de.properties", b"a=b\n"), Some("properties"));
    assert_eq!(
        key("viewer.properties", b"# only a comment\n"),
        Some("properties")
    );
    assert_eq!(
        key("messages.po", b"msgid \"a\"\nmsgstr \"\"\n"),
        Some("po")
    );
    assert_eq!(key("a.txt", b"a=b\n"), None);
    assert_eq!(key("a.json", b"a=b\n"), None);
}

/// Records the order in which a parse hands over entries and slots.
#[derive(Default)]
struct Order(Vec<String>);

impl Sink for Order {
    fn wants_skeleton(&self) -> bool {
        true
    }
    fn entry(&mut self, index: usize, entry: Entry) -> Result<(), FormatError> {
        self.0.push(format!("entry {index} {}", entry.identifier));
        Ok(())
    }
    fn slot(&mut self, slot: Slot) {
        self.0.push(format!("slot {:?}", slot.entry));
    }
}

#[test]
fn parse_streams_each_entry_with_its_slot() {
    let mut order = Order::default();
    let e = Properties
        .parse(b"a=1\nb=2\nc=\\u12\n", &ParseContext::default(), &mut order)
        .expect_err("the third line is malformed");
    assert_eq!(e.line, 3);
    // The first two entries were handed over before the error was found.
    assert_eq!(
        order.0,
        ["entry 0 a", "slot Some(0)", "entry 1 b", "slot Some(1)"]
    );
}

// ---------------------------------------------------------------------------------------------
// Convert.

fn registry() -> Registry {
    Registry::builtin()
}

const SAMPLE: &str = "# Shown on the start page\ngreeting = Hello, {0}!\nkey\\ with\\ spaces: a=b:c #d\nmulti = one\\n\\\n    two\n";

fn ids_texts_contexts(entries: &[Entry]) -> Vec<(String, String, Option<String>)> {
    entries
        .iter()
        .map(|e| {
            (
                e.identifier.to_string(),
                e.text.main().to_string(),
                e.context.as_deref().map(str::to_string),
            )
        })
        .collect()
}

#[test]
fn converts_to_json_po_and_xliff12_and_back() {
    let r = registry();
    let props = r.get("properties").unwrap();
    let original = ids_texts_contexts(&parse(SAMPLE.as_bytes()).entries);
    for to in ["json", "po", "xliff12"] {
        let other = r.get(to).unwrap();
        let there = convert(&**props, SAMPLE.as_bytes(), &**other, &Options::default())
            .unwrap_or_else(|e| panic!("properties → {to}: {e}"));
        assert_eq!(there.strings, 3);
        let back = convert(&**other, &there.bytes, &**props, &Options::default())
            .unwrap_or_else(|e| panic!("{to} → properties: {e}"));
        let again = ids_texts_contexts(&parse(&back.bytes).entries);
        let expected: Vec<_> = original
            .iter()
            .map(|(id, text, ctx)| {
                // JSON has no place for context: lost.
                let ctx = if to == "json" { None } else { ctx.clone() };
                (id.clone(), text.clone(), ctx)
            })
            .collect();
        assert_eq!(again, expected, "properties → {to} → properties");
        // A created file builds back to itself.
        assert_eq!(build_with(&back.bytes, &[]), back.bytes);
    }
}

#[test]
fn converting_a_bilingual_file_writes_its_translations() {
    let po = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#. Button\nmsgctxt \"save\"\nmsgid \"Save\"\nmsgstr \"Speichern\"\n\nmsgctxt \"quit\"\nmsgid \"Quit\"\nmsgstr \"\"\n\n#, fuzzy\nmsgctxt \"open\"\nmsgid \"Open\"\nmsgstr \"Öffnen\"\n";
    let r = registry();
    let out = convert(
        &**r.get("po").unwrap(),
        po.as_bytes(),
        &**r.get("properties").unwrap(),
        &Options::default(),
    )
    .expect("po → properties");
    // Keyed catalog: msgctxt is the key; the translation is written (source where none);
    // the status (fuzzy) is lost, the translation stays.
    assert_eq!(
        String::from_utf8(out.bytes).unwrap(),
        "# Button\nsave=Speichern\nquit=Quit\nopen=\\u00D6ffnen\n"
    );
}

#[test]
fn plurals_are_refused_unless_flattened() {
    let json = br#"{"files": "{count, plural, one {# file} other {# files}}", "k v": "x"}"#;
    let r = registry();
    let from = r.get("json").unwrap();
    let to = r.get("properties").unwrap();
    let e = convert(&**from, json, &**to, &Options::default()).expect_err("a plural");
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(e.message.contains("`files` is a plural"), "{e}");
    let opts = Options {
        flatten_plurals: true,
        ..Options::default()
    };
    let out = convert(&**from, json, &**to, &opts).expect("flattened");
    assert_eq!(out.flattened, 1);
    assert_eq!(
        String::from_utf8(out.bytes).unwrap(),
        "files={count, plural, one {# file} other {# files}}\nk\\ v=x\n"
    );
}

// ---------------------------------------------------------------------------------------------
// Java itself as the oracle.

/// A tiny Java program that reads each file as Java 9+ resource bundles do
/// (`PropertyResourceBundle`: UTF-8, ISO-8859-1 when the bytes are not UTF-8) and prints one JSON
/// line per file: its map, or the error Java throws.
const DUMP_JAVA: &str = include_str!("support/Dump.java");

/// Compiles [`DUMP_JAVA`] into a temporary folder; `None` (with a notice) without a JDK.
fn java_dump() -> Option<PathBuf> {
    let ok = |cmd: &str| {
        std::process::Command::new(cmd)
            .arg("-version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !ok("javac") || !ok("java") {
        if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
            panic!("a JDK (javac, java) is required for the .properties cross-check");
        }
        eprintln!(
            "notice: no JDK (javac/java) found; the Java cross-check of .properties is skipped"
        );
        return None;
    }
    let dir = std::env::temp_dir().join(format!("locforge-java-props-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("Dump.java"), DUMP_JAVA).expect("write Dump.java");
    let out = std::process::Command::new("javac")
        .arg("-d")
        .arg(&dir)
        .arg(dir.join("Dump.java"))
        .output()
        .expect("javac runs");
    assert!(
        out.status.success(),
        "javac: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(dir)
}

/// Java's view of each file: its map, or its error.
fn java_read(dir: &PathBuf, files: &[PathBuf]) -> Vec<Result<BTreeMap<String, String>, String>> {
    let out = std::process::Command::new("java")
        .arg("-cp")
        .arg(dir)
        .arg("Dump")
        .args(files)
        .output()
        .expect("java runs");
    assert!(
        out.status.success(),
        "java: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("ASCII");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), files.len());
    lines
        .iter()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("JSON");
            match v["error"].as_str() {
                Some(e) => Err(e.to_string()),
                None => Ok(v["map"]
                    .as_object()
                    .expect("map")
                    .iter()
                    .map(|(k, v)| (k.clone(), v.as_str().expect("string").to_string()))
                    .collect()),
            }
        })
        .collect()
}

/// Our parse as Java's map: the key of a numbered duplicate is the key it repeats; the last
/// value of a key wins.
fn as_java_map(entries: &[Entry], text: impl Fn(&Entry) -> String) -> BTreeMap<String, String> {
    let mut m = BTreeMap::new();
    for e in entries {
        let repeated = e
            .context
            .as_deref()
            .is_some_and(|c| c.contains("is defined again here"));
        let key = match (repeated, e.identifier.rfind('#')) {
            (true, Some(p)) => &e.identifier[..p],
            _ => &e.identifier,
        };
        m.insert(key.to_string(), text(e));
    }
    m
}

fn hostile(i: usize, s: &str) -> String {
    match i % 4 {
        0 => format!(" «{i}» {s} \"ü\\\n"),
        1 => format!("={s}:#! \t😀\u{100}\\"),
        2 => format!("#{s}\r\n\u{c}é\n  x\u{85}"),
        _ => format!("{s} ЖЖ \u{202e}א "),
    }
}

#[test]
fn java_reads_every_corpus_file_and_its_build_as_we_do() {
    let Some(dir) = java_dump() else { return };
    let (files, _) = corpus_files("properties", &["properties"]);
    let work = dir.join("built");
    std::fs::create_dir_all(&work).expect("work dir");
    let mut inputs = Vec::new();
    let mut expected = Vec::new();
    for (n, path) in files.iter().enumerate() {
        let src = std::fs::read(path).expect("corpus file");
        let parsed = parse(&src);
        expected.push(as_java_map(&parsed.entries, |e| e.text.main().to_string()));
        inputs.push(path.clone());
        let translations = translate_all(&parsed.entries, &de(), hostile);
        let out = build(&Properties, &src, &parsed, &de(), &translations);
        let built = work.join(format!("{n}.properties"));
        std::fs::write(&built, &out).expect("write build");
        expected.push(as_java_map(&parsed.entries, |e| {
            translations[&*e.identifier].text.main().to_string()
        }));
        inputs.push(built);
    }
    // A malformed escape is an error for Java too.
    let bad = work.join("bad.properties");
    std::fs::write(&bad, b"a=\\u00g9\n").expect("write");
    inputs.push(bad);
    let read = java_read(&dir, &inputs);
    let (last, read) = read.split_last().expect("results");
    assert!(last.is_err(), "Java accepts a malformed \\u escape");
    for ((path, java), ours) in inputs.iter().zip(read).zip(&expected) {
        let java = java
            .as_ref()
            .unwrap_or_else(|e| panic!("{}: Java rejects it: {e}", path.display()));
        assert_eq!(java, ours, "{}: Java reads it differently", path.display());
    }
    eprintln!(
        "properties: Java read {} corpus files and their builds as locforge does",
        files.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
