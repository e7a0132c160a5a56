//! GNU MO files: reading what GNU `msgfmt` compiles from every PO corpus file (both byte orders)
//! and the upstream MO files of `corpus/mo/`, building with translations and reading the result
//! back with `msgunfmt` and Python's `gettext`, identity builds, bad input with byte offsets,
//! `create` and `convert` to and from PO, and detection.

#[path = "support/gettext_mo.rs"]
mod gettext_mo;
mod support;

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

use gettext_mo::{msgfmt, msgunfmt, python_catalog};
use locforge_formats::{
    cldr, convert, Entry, ErrorKind, Format, Language, Mo, ParseContext, Parsed, PluralCategory,
    Po, Registry, Status, Text, Translation, TranslationStatus,
};
use support::corpus_files;

fn parse(src: &[u8]) -> Parsed {
    Mo.parse_all(src, &ParseContext::default())
        .unwrap_or_else(|e| panic!("the MO file parses: {e}"))
}

fn build(src: &[u8], target: &Language, tr: &HashMap<String, Translation<'static>>) -> Vec<u8> {
    let parsed = parse(src);
    support::build(&Mo, src, &parsed, target, tr)
}

/// The PO corpus files msgfmt compiles (with msgfmt's refusals counted, not hidden).
fn compiled_corpus(extra: &[&str]) -> Vec<(PathBuf, Vec<u8>)> {
    let (regular, _) = corpus_files("po", &["po"]);
    let mut out = Vec::new();
    let mut refused = Vec::new();
    for path in regular {
        match msgfmt(&path, extra) {
            Ok(mo) => out.push((path, mo)),
            Err(e) => refused.push(format!("{}: {e}", path.display())),
        }
    }
    // msgfmt refuses a few corpus files (they are edge cases of the PO suite); most compile.
    assert!(
        out.len() >= 30 && refused.len() <= 8,
        "msgfmt compiled {} files and refused {}: {refused:#?}",
        out.len(),
        refused.len()
    );
    out
}

/// A catalog: identifier → translation text.
type Catalog = BTreeMap<String, Text<'static>>;

/// What a PO file's parse says a catalog holds: identifier → translation text, for every
/// message with a translation (`translated_only`: whose status is not untranslated, which
/// excludes fuzzy ones and plurals with an empty form).
fn po_catalog(po: &[u8], translated_only: bool) -> Catalog {
    let parsed = Po
        .parse_all(po, &ParseContext::default())
        .expect("the PO file parses");
    parsed
        .entries
        .into_iter()
        .filter_map(|e| {
            let t = e.existing?;
            (!translated_only || t.status.get(None) != Status::Untranslated)
                .then(|| (e.identifier.to_string(), t.text))
        })
        .collect()
}

fn mo_catalog(parsed: &Parsed) -> Catalog {
    parsed
        .entries
        .iter()
        .map(|e| {
            let t = e
                .existing
                .as_ref()
                .expect("an MO message has a translation");
            (e.identifier.to_string(), t.text.clone())
        })
        .collect()
}

/// Asserts `got` holds every message of `want` with the same text (and, when `exact`, nothing
/// else), naming the first difference.
fn assert_catalog(got: &Catalog, want: &Catalog, exact: bool, name: &str) {
    for (id, text) in want {
        match got.get(id) {
            Some(t) if t == text => {}
            Some(t) => panic!("{name}: `{id}` is {t:?}, expected {text:?}"),
            None => panic!("{name}: `{id}` is missing"),
        }
    }
    if exact {
        if let Some(id) = got.keys().find(|k| !want.contains_key(*k)) {
            panic!("{name}: `{id}` is not expected");
        }
    }
}

#[test]
fn reads_what_msgfmt_compiles_from_the_po_corpus_as_the_po_file_says() {
    let mut strings = 0;
    for (path, mo) in compiled_corpus(&[]) {
        let po = std::fs::read(&path).expect("readable");
        let parsed = Mo
            .parse_all(&mo, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path.display().to_string();
        let got = mo_catalog(&parsed);
        // Every translated message of the PO file, and exactly what msgunfmt reads.
        assert_catalog(&got, &po_catalog(&po, true), false, &name);
        // msgunfmt takes a catalog without a charset for ASCII and drops its other bytes
        // (locforge reads it as UTF-8, as the PO format does): those are compared above only.
        if String::from_utf8_lossy(&mo).contains("charset=") {
            let unfmt = msgunfmt(&mo).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_catalog(&got, &po_catalog(&unfmt, false), true, &name);
        }
        // The same language as the PO file declares.
        let po_lang = Po
            .parse_all(&po, &ParseContext::default())
            .expect("parses")
            .language;
        assert_eq!(parsed.language, po_lang, "{}", path.display());
        strings += got.len();
    }
    assert!(strings > 3000, "only {strings} strings read");
}

#[test]
fn big_endian_files_read_as_the_little_endian_ones() {
    let little = compiled_corpus(&[]);
    let big = compiled_corpus(&["--endianness=big"]);
    assert_eq!(little.len(), big.len());
    for ((path, le), (_, be)) in little.iter().zip(&big) {
        assert_eq!(
            be.get(..4),
            Some(&[0x95, 0x04, 0x12, 0xde][..]),
            "{} ({} bytes)",
            path.display(),
            be.len()
        );
        let name = path.display().to_string();
        assert_catalog(
            &mo_catalog(&parse(be)),
            &mo_catalog(&parse(le)),
            true,
            &name,
        );
    }
}

#[test]
fn identity_builds_give_the_same_catalog_and_msgfmts_own_bytes_when_nothing_changes() {
    let mut identical = 0;
    for (path, mo) in compiled_corpus(&[]) {
        let parsed = parse(&mo);
        let target = own_language(&parsed);
        let out = build(
            &mo,
            &target,
            &support::baseline_translations(&parsed.entries),
        );
        let again = parse(&out);
        let name = path.display().to_string();
        let (got, want) = (mo_catalog(&again), mo_catalog(&parsed));
        assert_eq!(got.len(), want.len(), "{name}: message count");
        for (id, text) in &want {
            match (text, &got[id]) {
                // A plural the file holds with fewer forms than its rule has gets the missing
                // ones filled, as every build fills them; the forms it has stay.
                (Text::Plural(w), Text::Plural(g)) => {
                    for (c, t) in w {
                        assert_eq!(g.get(c), Some(t), "{name}: `{id}` {c}");
                    }
                }
                (w, g) => assert_eq!(g, w, "{name}: `{id}`"),
            }
        }
        identical += usize::from(out == mo);
    }
    eprintln!("{identical} identity builds byte-identical to msgfmt's file");
    // Files whose header already says what a build writes (UTF-8, their Language) come back
    // byte for byte: the layout, sort order and hash table are msgfmt's.
    assert!(
        identical >= 10,
        "only {identical} identity builds were byte-identical"
    );
}

/// The language an identity build uses: the one the file declares (else `xx`) with the plural
/// categories its translations use (else the declared language's).
fn own_language(parsed: &Parsed) -> Language {
    let id = parsed.language.clone().unwrap_or_else(|| "xx".into());
    let used = parsed.entries.iter().find_map(|e| match e.baseline() {
        Text::Plural(m) => Some(m.keys().copied().collect::<Vec<_>>()),
        Text::Plain(_) => None,
    });
    let cats = used.unwrap_or_else(|| cldr::plural_categories(&id));
    Language::new(id, cats)
}

/// A translation of every string with characters MO and PO escaping must carry.
fn translate(parsed: &Parsed, target: &Language) -> HashMap<String, Translation<'static>> {
    parsed
        .entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let text = match &e.text {
                Text::Plain(s) => Text::plain(format!("«{i}» \"{s}\"\\\n\t😀 \u{05d0}")),
                Text::Plural(_) => Text::Plural(
                    target
                        .categories()
                        .iter()
                        .map(|c| (*c, format!("{c} «{i}» \\ \"x\"").into()))
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

#[test]
fn builds_read_back_with_msgunfmt_and_python_gettext() {
    let mut checked = 0;
    for (path, mo) in compiled_corpus(&[]) {
        let parsed = parse(&mo);
        if parsed.entries.is_empty() {
            continue;
        }
        let name = path.display().to_string();
        // Slovenian (one, two, few, other), not Russian: gettext's Russian has three forms for
        // CLDR's four, so `other` cannot be written (the PO format's documented limit).
        for target in [cldr::language("de"), cldr::language("sl")] {
            let ctx = ParseContext {
                source: None,
                targets: std::slice::from_ref(&target),
            };
            // A catalog with more forms than its nplurals (Transifex's CLDR forms) is a
            // translation of its own language only, for MO as for PO: both refuse it alike.
            if let Err(e) = Mo.parse_all(&mo, &ctx) {
                let po = msgunfmt(&mo).expect("msgunfmt reads msgfmt's file");
                Po.parse_all(&po, &ctx)
                    .expect_err("the PO format refuses it too");
                assert!(e.message.contains("out of range"), "{name}: {e}");
                continue;
            }
            let tr = translate(&parsed, &target);
            let out = build(&mo, &target, &tr);
            // Our own reading of the build: every translation back.
            let again = Mo
                .parse_all(
                    &out,
                    &ParseContext {
                        source: None,
                        targets: std::slice::from_ref(&target),
                    },
                )
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(again.entries.len(), parsed.entries.len(), "{name}");
            for e in &again.entries {
                let want = &tr[&*e.identifier].text;
                assert_eq!(e.baseline(), want, "{name}: {}", e.identifier);
            }
            // msgunfmt reads it, as the same catalog as our PO parse of its output.
            let po = msgunfmt(&out)
                .unwrap_or_else(|e| panic!("{name}: msgunfmt refuses the build: {e}"));
            let from_po = Po
                .parse_all(
                    &po,
                    &ParseContext {
                        source: None,
                        targets: std::slice::from_ref(&target),
                    },
                )
                .unwrap_or_else(|e| panic!("{name}: msgunfmt's output: {e}"));
            assert_catalog(&mo_catalog(&again), &po_catalog(&po, false), true, &name);
            assert_eq!(
                from_po.language.as_deref(),
                Some(target.id.as_str()),
                "{name}"
            );
            // Python's gettext: each singular under its key, each plural form under its index.
            let py = python_catalog(&out)
                .unwrap_or_else(|e| panic!("{name}: Python refuses the build: {e}"));
            let mut expected = BTreeMap::new();
            for e in &again.entries {
                match e.baseline() {
                    Text::Plain(s) => {
                        expected.insert((e.identifier.to_string(), None), s.to_string());
                    }
                    Text::Plural(m) => {
                        let msgid = e.identifier.to_string();
                        for (i, text) in gettext_forms(&out, &target, m) {
                            expected.insert((msgid.clone(), Some(i)), text);
                        }
                    }
                }
            }
            assert_eq!(py, expected, "{name} for {}", target.id);
            checked += 1;
        }
    }
    assert!(checked >= 40, "only {checked} builds cross-checked");
}

/// The msgstr[i] texts of a plural the build wrote: index i of the target's gettext rule holds
/// the category the PO format maps it to; found by reading the build's own `msgunfmt` output.
fn gettext_forms(
    _out: &[u8],
    target: &Language,
    forms: &BTreeMap<PluralCategory, std::borrow::Cow<'_, str>>,
) -> Vec<(u64, String)> {
    // de: one=0 other=1; sl: one=0 two=1 few=2 other=3 (cldr::gettext_plural_forms' order).
    use PluralCategory::*;
    let order: &[PluralCategory] = match target.id.as_str() {
        "sl" => &[One, Two, Few, Other],
        _ => &[One, Other],
    };
    order
        .iter()
        .enumerate()
        .map(|(i, c)| (i as u64, forms[c].to_string()))
        .collect()
}

#[test]
fn upstream_mo_files_read_as_msgunfmt_and_python_read_them() {
    let (regular, edges) = corpus_files("mo", &["mo"]);
    assert!(regular.len() >= 4, "corpus/mo has {} files", regular.len());
    for path in &regular {
        let src = std::fs::read(path).expect("readable");
        let parsed = parse(&src);
        let name = path.display().to_string();
        let po = msgunfmt(&src).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_catalog(&mo_catalog(&parsed), &po_catalog(&po, false), true, &name);
        let py = python_catalog(&src).unwrap_or_else(|e| panic!("{name}: {e}"));
        let singulars: BTreeMap<String, String> = py
            .iter()
            .filter(|((_, i), _)| i.is_none())
            .map(|((k, _), v)| (k.clone(), v.clone()))
            .collect();
        for e in &parsed.entries {
            if let Text::Plain(s) = e.baseline() {
                assert_eq!(
                    singulars.get(&*e.identifier),
                    Some(&s.to_string()),
                    "{name}"
                );
            }
        }
    }
    // The edge cases are refused with the byte offset of what is wrong.
    assert!(edges.len() >= 2);
    for path in &edges {
        let src = std::fs::read(path).expect("readable");
        let e = Mo
            .parse_all(&src, &ParseContext::default())
            .expect_err("an edge case is refused");
        assert!(e.message.contains("expected"), "{}: {e}", path.display());
        assert!(e.message.contains("byte offset"), "{}: {e}", path.display());
    }
}

/// A small MO file: header (with `extra` header lines), `a` → `A`, a context message, a plural.
fn sample(extra: &str) -> Vec<u8> {
    let po = format!(
        "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n{extra}\nmsgid \"a\"\nmsgstr \"A\"\n\nmsgctxt \"menu\"\nmsgid \"Open\"\nmsgstr \"Öffnen\"\n\nmsgid \"file\"\nmsgid_plural \"files\"\nmsgstr[0] \"Datei\"\nmsgstr[1] \"Dateien\"\n"
    );
    let path = gettext_mo::scratch("po", po.as_bytes());
    let mo = msgfmt(&path, &[]).expect("msgfmt compiles the sample");
    let _ = std::fs::remove_file(&path);
    mo
}

#[test]
fn reads_contexts_plurals_and_the_header_like_po() {
    let mo = sample("\"Language: de\\n\"\n");
    let parsed = parse(&mo);
    assert_eq!(parsed.language.as_deref(), Some("de"));
    let ids: Vec<&str> = parsed.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["a", "file", "menu\u{4}Open"]);
    let plural = &parsed.entries[1];
    assert!(plural.has_plurals);
    let Some(Text::Plural(forms)) = plural.existing.as_ref().map(|t| &t.text) else {
        panic!("plural translation expected");
    };
    assert_eq!(forms[&PluralCategory::One], "Datei");
    assert_eq!(forms[&PluralCategory::Other], "Dateien");
    assert_eq!(parsed.entries[2].context.as_deref(), Some("msgctxt: menu"));
}

/// Replaces the 32-bit little-endian word at `at`.
fn set_word(bytes: &mut [u8], at: usize, v: u32) {
    bytes[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

fn refused(bytes: &[u8]) -> locforge_formats::FormatError {
    Mo.parse_all(bytes, &ParseContext::default())
        .expect_err("the file is refused")
}

#[test]
fn bad_files_are_refused_at_the_byte_offset_with_what_was_expected() {
    let good = sample("");
    // Bad magic.
    let mut b = good.clone();
    b[0] = b'P';
    let e = refused(&b);
    assert_eq!((e.line, e.column), (1, 1));
    assert!(
        e.message.contains("bad magic") && e.message.contains("expected the MO magic"),
        "{e}"
    );
    // A PO file is not an MO file.
    let e = refused(b"msgid \"\"\nmsgstr \"\"\n");
    assert!(e.message.contains("magic"), "{e}");
    // Truncated header.
    let e = refused(&good[..20]);
    assert_eq!(e.column, 21);
    assert!(
        e.message.contains("ends inside the header")
            && e.message.contains("expected the size of the hash table"),
        "{e}"
    );
    // The table of translations past the end.
    let mut b = good.clone();
    set_word(&mut b, 16, 0x00ff_0000);
    let e = refused(&b);
    assert_eq!(e.column, 17);
    assert!(
        e.message.contains("past the end of the file")
            && e.message.contains("expected it within the file"),
        "{e}"
    );
    // A count whose tables cannot fit (count × 8 beyond the file).
    let mut b = good.clone();
    set_word(&mut b, 8, 0x2000_0000);
    let e = refused(&b);
    assert!(e.message.contains("table of original strings"), "{e}");
    // A string offset past the end: the descriptor's byte offset is named.
    let mut b = good.clone();
    let orig_table = u32::from_le_bytes([b[12], b[13], b[14], b[15]]) as usize;
    set_word(&mut b, orig_table + 8 + 4, 0x7fff_ffff);
    let e = refused(&b);
    assert_eq!(e.column, orig_table + 8 + 1);
    assert!(
        e.message
            .contains(&format!("byte offset {}", orig_table + 8)),
        "{e}"
    );
    // The hash table past the end.
    let mut b = good.clone();
    let len = b.len() as u32;
    set_word(&mut b, 24, len);
    let e = refused(&b);
    assert!(e.message.contains("hash table"), "{e}");
    // Another major revision.
    let mut b = good.clone();
    set_word(&mut b, 4, 0x0001_0000);
    let e = refused(&b);
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(e.message.contains("expected major revision 0"), "{e}");
    // A plural without forms: the plural's translation made empty.
    let mut b = good.clone();
    let trans_table = u32::from_le_bytes([b[16], b[17], b[18], b[19]]) as usize;
    let parsed_ids: Vec<String> = parse(&good)
        .entries
        .iter()
        .map(|e| e.identifier.to_string())
        .collect();
    // Table order: "", "a", "file", "menu\x04Open": the plural is the third message.
    assert_eq!(parsed_ids[1], "file");
    set_word(&mut b, trans_table + 2 * 8, 0);
    let e = refused(&b);
    assert!(
        e.message
            .contains("plural message whose translation has no forms"),
        "{e}"
    );
    // A plural whose msgid is empty ("file\0files" read from its NUL on): gettext reads it as
    // the header, and no build could write it back (fuzz format_build, crash-582c5428).
    let mut b = good.clone();
    let orig_table = u32::from_le_bytes(b[12..16].try_into().expect("4 bytes")) as usize;
    let entry = orig_table + 2 * 8;
    let len = u32::from_le_bytes(b[entry..entry + 4].try_into().expect("4 bytes"));
    let at = u32::from_le_bytes(b[entry + 4..entry + 8].try_into().expect("4 bytes"));
    set_word(&mut b, entry, len - 4);
    set_word(&mut b, entry + 4, at + 4);
    let e = refused(&b);
    assert_eq!(e.column, at as usize + 5, "{e}");
    assert!(e.message.contains("empty msgid"), "{e}");
    // A NUL inside a singular translation ("A" of "a" becomes "\0").
    let mut b = good.clone();
    let a_at = u32::from_le_bytes(
        b[trans_table + 12..trans_table + 16]
            .try_into()
            .expect("4 bytes"),
    ) as usize;
    b[a_at] = 0;
    let e = refused(&b);
    assert_eq!(e.column, a_at + 1);
    assert!(e.message.contains("NUL inside the translation"), "{e}");
    // Text that is not in the declared charset, found by the PO decoding, placed in the MO.
    let mut b = good.clone();
    b[a_at] = 0xff;
    let e = refused(&b);
    assert_eq!(e.kind, ErrorKind::Encoding);
    assert_eq!(e.column, a_at + 1, "{e}");
}

#[test]
fn untranslated_and_fuzzy_strings_are_left_out_of_a_build_as_msgfmt_leaves_them() {
    let mo = sample("\"Language: de\\n\"\n");
    let mut tr = HashMap::new();
    tr.insert(
        "a".to_string(),
        Translation {
            text: Text::plain("Ah"),
            status: TranslationStatus::Single(Status::Untranslated),
        },
    );
    tr.insert(
        "menu\u{4}Open".to_string(),
        Translation {
            text: Text::plain("Aufmachen"),
            status: TranslationStatus::Single(Status::Approved),
        },
    );
    let out = build(&mo, &cldr::language("de"), &tr);
    let again = parse(&out);
    let got = mo_catalog(&again);
    assert!(
        !got.contains_key("a"),
        "a fuzzy translation is not compiled"
    );
    assert_eq!(got["menu\u{4}Open"], Text::plain("Aufmachen"));
    assert!(got.contains_key("file"), "the file's own translation stays");
    let py = python_catalog(&out).expect("Python reads the build");
    assert_eq!(py[&("menu\u{4}Open".to_string(), None)], "Aufmachen");
}

#[test]
fn a_build_for_another_language_writes_its_plural_rule_in_the_header() {
    let mo = sample("\"Language: de\\n\"\n\"Project-Id-Version: sample 1.0\\n\"\n");
    let target = cldr::language("pl");
    let tr = translate(&parse(&mo), &target);
    let out = build(&mo, &target, &tr);
    let po = String::from_utf8(msgunfmt(&out).expect("msgunfmt reads it")).expect("utf-8");
    assert!(po.contains("Language: pl\\n"), "{po}");
    assert!(
        po.contains("Project-Id-Version: sample 1.0\\n"),
        "the rest of the header is kept: {po}"
    );
    assert!(po.contains("Plural-Forms: nplurals=3;"), "{po}");
    assert!(po.contains("msgstr[2]"), "{po}");
}

#[test]
fn create_from_strings_and_convert_between_po_and_mo_keep_identifiers() {
    let de = cldr::language("de");
    let en = cldr::language("en");
    let mut plural = Entry::plural(
        "file",
        [
            (PluralCategory::One, "file".into()),
            (PluralCategory::Other, "files".into()),
        ]
        .into_iter()
        .collect(),
    );
    plural.existing = Some(Translation {
        text: Text::Plural(
            [
                (PluralCategory::One, "Datei".into()),
                (PluralCategory::Other, "Dateien".into()),
            ]
            .into_iter()
            .collect(),
        ),
        status: TranslationStatus::default(),
    });
    let mut plain = Entry::plain("greeting", "Hello");
    plain.existing = Some(Translation {
        text: Text::plain("Hallo"),
        status: TranslationStatus::default(),
    });
    let entries = vec![plain, plural, Entry::plain("untranslated", "Nope")];
    let mut out = Vec::new();
    Mo.create(&entries, &en, Some(&de), &mut out)
        .expect("created");
    let py = python_catalog(&out).expect("Python reads the created file");
    assert_eq!(py[&("greeting\u{4}Hello".to_string(), None)], "Hallo");
    assert_eq!(py[&("file".to_string(), Some(1))], "Dateien");
    assert!(!py.keys().any(|(k, _)| k.contains("Nope")));
    // Without a target: every source text is its own translation.
    let mut own = Vec::new();
    Mo.create(&entries, &en, None, &mut own).expect("created");
    let py = python_catalog(&own).expect("Python reads it");
    assert_eq!(py[&("untranslated\u{4}Nope".to_string(), None)], "Nope");
    // po → mo → po: the identifiers and translations of a real catalog are kept.
    let path = support::corpus_root()
        .join("po/godot-demo-projects/gui/translation/translations/po/translation_demo_es.po");
    let src = std::fs::read(&path).expect("readable");
    let opts = convert::Options::default();
    let to_mo = convert::convert(&Po, &src, &Mo, &opts).expect("po → mo");
    let back = convert::convert(&Mo, &to_mo.bytes, &Po, &opts).expect("mo → po");
    assert_catalog(
        &po_catalog(&back.bytes, true),
        &po_catalog(&src, true),
        true,
        "po → mo → po",
    );
    // mo → json → mo.
    let registry = Registry::builtin();
    let json = registry.get("json").expect("json");
    let opts_es = convert::Options {
        target_lang: Some("es".into()),
        ..Default::default()
    };
    let to_json = convert::convert(&Mo, &to_mo.bytes, json.as_ref(), &opts_es).expect("mo → json");
    assert!(!to_json.bytes.is_empty());
}

#[test]
fn detected_by_name_and_magic_in_both_byte_orders() {
    let registry = Registry::builtin();
    let le = sample("");
    let key = |name: &str, bytes: &[u8]| registry.detect(name, bytes).map(|f| f.info().key);
    assert_eq!(key("messages.mo", &le), Some("mo"));
    assert_eq!(key("de.gmo", &le), Some("mo"));
    let mut be = le.clone();
    be[..4].copy_from_slice(&[0x95, 0x04, 0x12, 0xde]);
    assert_eq!(key("messages.mo", &be), Some("mo"));
    assert_eq!(key("messages.mo", b"msgid \"\"\n"), None);
    // Binary content does not trip a text format.
    assert_eq!(key("messages.po", &le), None);
}

#[test]
fn converts_to_and_from_every_other_format() {
    let registry = Registry::builtin();
    let mo = sample("\"Language: de\\n\"\n");
    let source = parse(&mo);
    let wanted: Vec<String> = source
        .entries
        .iter()
        .filter_map(|e| match e.existing.as_ref().map(|t| &t.text) {
            Some(Text::Plain(s)) => Some(s.to_string()),
            _ => None,
        })
        .collect();
    let mut checked = 0;
    for to in registry.iter() {
        let key = to.info().key;
        if key == "mo" {
            continue;
        }
        let opts = convert::Options {
            target_lang: Some("de".into()),
            flatten_plurals: !to.creates_plurals(),
            ..Default::default()
        };
        let there = match convert::convert(&Mo, &mo, to.as_ref(), &opts) {
            Ok(c) => c,
            // gettext messages are keyed by their text, which Android resource names cannot be
            // (the PO format meets the same refusal, `formats/tests/convert.rs`).
            Err(e) if key == "android" => {
                assert!(
                    e.message.contains("not a valid Android resource name"),
                    "{e}"
                );
                continue;
            }
            Err(e) => panic!("mo → {key}: {e}"),
        };
        // A monolingual file written for German holds the German texts as its own: read back
        // in its own language (no target), each becomes its own translation in the MO file.
        let back_opts = match convert::is_bilingual(to.as_ref()) || to.multilingual() {
            true => opts.clone(),
            false => convert::Options {
                flatten_plurals: opts.flatten_plurals,
                ..Default::default()
            },
        };
        let back = convert::convert(to.as_ref(), &there.bytes, &Mo, &back_opts)
            .unwrap_or_else(|e| panic!("mo → {key} → mo: {e}"));
        let again = parse(&back.bytes);
        let texts: Vec<String> = again
            .entries
            .iter()
            .filter_map(|e| e.existing.as_ref().map(|t| t.text.main().to_string()))
            .collect();
        for w in &wanted {
            assert!(texts.contains(w), "mo → {key} → mo: {w:?} lost: {texts:?}");
        }
        checked += 1;
    }
    assert!(checked >= 25, "only {checked} formats");
}
