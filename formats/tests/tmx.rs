//! What is specific to `tmx` (TMX translation memories, multilingual): identifiers from `tuid`
//! or the source text, notes and props as context, languages matched by id, locale or primary
//! subtag, inline codes kept as markup, builds that replace and add `<tuv>`s through the
//! multilingual path, bad input with positions, detection, `create`, and Python's ElementTree
//! reading every build of every corpus file.

#[path = "support/tmx_etree.rs"]
mod etree;
mod support;

use std::collections::HashMap;

use locforge_formats::PluralCategory::*;
use locforge_formats::{
    Entry, Format, Language, ParseContext, Parsed, Registry, Tmx, Translation, TranslationStatus,
};
use support::*;

const SAMPLE: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE tmx SYSTEM \"tmx14.dtd\">\n<tmx version=\"1.4\">\n  <header creationtool=\"t\" creationtoolversion=\"1\" segtype=\"sentence\" o-tmf=\"x\" adminlang=\"en\" srclang=\"en-US\" datatype=\"plaintext\">\n    <note>header note</note>\n  </header>\n  <body>\n    <tu tuid=\"greet\">\n      <note>On the home page</note>\n      <prop type=\"x-domain\">web</prop>\n      <tuv xml:lang=\"en-US\"><seg>Hello <ph x=\"1\">&lt;br/&gt;</ph> world</seg></tuv>\n      <tuv xml:lang=\"de-DE\"><seg>Hallo <ph x=\"1\">&lt;br/&gt;</ph> Welt</seg></tuv>\n    </tu>\n    <tu>\n      <tuv xml:lang=\"en-US\"><seg>Save &amp; close</seg></tuv>\n      <tuv lang=\"FR-fr\"><seg/></tuv>\n    </tu>\n    <tu tuid=\"greet\">\n      <tuv xml:lang=\"en-US\"><seg>Hello <ph x=\"1\">&lt;br/&gt;</ph> world</seg></tuv>\n      <tuv xml:lang=\"de-DE\"><seg>Hallo!</seg></tuv>\n    </tu>\n  </body>\n</tmx>\n";

fn langs(ids: &[&str]) -> Vec<Language> {
    ids.iter().map(|id| lang(id, &[One, Other])).collect()
}

fn parse_with(src: &[u8], targets: &[Language]) -> Parsed {
    Tmx.parse_all(
        src,
        &ParseContext {
            source: None,
            targets,
        },
    )
    .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn plain(t: &str) -> Translation<'static> {
    Translation {
        text: locforge_formats::Text::plain(t.to_string()),
        status: TranslationStatus::default(),
    }
}

#[test]
fn units_are_read_with_identifiers_contexts_and_languages() {
    let targets = langs(&["de", "fr", "it"]);
    let p = parse_with(SAMPLE.as_bytes(), &targets);
    assert_eq!(ids(&p), ["greet", "Save & close"]);
    let greet = &p.entries[0];
    // Inline codes stay markup; character data inside them is read like all text.
    assert_eq!(greet.text.main(), "Hello <ph x=\"1\"><br/></ph> world");
    assert_eq!(
        greet.context.as_deref(),
        Some("On the home page\nx-domain: web")
    );
    assert_eq!(
        greet.translations["de"].text.main(),
        "Hallo <ph x=\"1\"><br/></ph> Welt"
    );
    assert!(!greet.translations.contains_key("it"));
    // `FR-fr` is French (case and primary subtag), an empty <seg/> an empty translation.
    assert_eq!(p.entries[1].translations["fr"].text.main(), "");
    // Without targets: the source texts and no skeleton.
    let p = Tmx
        .parse_all(SAMPLE.as_bytes(), &ParseContext::default())
        .unwrap();
    assert_eq!(p.entries.len(), 2);
    assert!(p.skeleton.is_empty());
}

#[test]
fn identity_through_the_multilingual_path() {
    for targets in [langs(&["de", "fr"]), langs(&["de"]), langs(&["fr", "it"])] {
        xcstrings_assert_identity(&Tmx, "tmx sample", SAMPLE.as_bytes(), &targets);
    }
}

#[test]
fn a_build_replaces_and_adds_tuvs_and_keeps_codes() {
    let src = SAMPLE.as_bytes();
    let targets = langs(&["de", "fr", "it"]);
    // Identifiers and what each language holds before the build.
    let p = parse_with(src, &targets);
    assert_eq!(ids(&p), ["greet", "Save & close"]);
    assert!(!p.entries[0].translations.contains_key("it"));
    let de: HashMap<String, Translation<'static>> = [
        ("greet", "Grüß <ph x=\"1\"><br/></ph> <b> & Welt"),
        ("Save & close", "Sichern"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), plain(v)))
    .collect();
    let fr: HashMap<String, Translation<'static>> = [("Save & close", "Enregistrer & fermer")]
        .into_iter()
        .map(|(k, v)| (k.to_string(), plain(v)))
        .collect();
    let it: HashMap<String, Translation<'static>> = [("greet", "Ciao\nmondo")]
        .into_iter()
        .map(|(k, v)| (k.to_string(), plain(v)))
        .collect();
    let all = [de, fr, it];
    let out = build_multilingual(&Tmx, src, &targets, |i| &all[i]);
    let text = String::from_utf8(out.clone()).unwrap();
    assert!(text.contains("<tuv xml:lang=\"de-DE\"><seg>Grüß <ph x=\"1\">&lt;br/&gt;</ph> &lt;b&gt; &amp; Welt</seg></tuv>"), "{text}");
    assert!(
        text.contains("<tuv lang=\"FR-fr\"><seg>Enregistrer &amp; fermer</seg></tuv>"),
        "{text}"
    );
    // A new <tuv> for Italian on its own line, indented like the others; none where Italian
    // has no translation.
    assert!(
        text.contains(
            "Welt</seg></tuv>\n      <tuv xml:lang=\"it\"><seg>Ciao\nmondo</seg></tuv>\n    </tu>"
        ),
        "{text}"
    );
    assert_eq!(text.matches("xml:lang=\"it\"").count(), 2, "{text}");
    // The repeated tuid with the same source text receives the translation too.
    assert_eq!(text.matches("Grüß").count(), 2, "{text}");
    let back = parse_with(&out, &targets);
    assert_eq!(
        back.entries[1].translations["fr"].text.main(),
        "Enregistrer & fermer"
    );
    assert_eq!(
        back.entries[0].translations["it"].text.main(),
        "Ciao\nmondo"
    );
    if let Some(units) = etree::etree_units(&out) {
        let units = units.expect("ElementTree reads the build");
        assert_eq!(units.len(), 3);
        assert_eq!(units[0].tuvs["de-DE"], "Grüß <br/> <b> & Welt");
        assert_eq!(units[0].tuvs["it"], "Ciao\nmondo");
        assert_eq!(units[1].tuvs["FR-fr"], "Enregistrer & fermer");
    }
}

#[test]
fn bad_input_is_refused_with_line_column_and_what_was_expected() {
    let cases: &[(&str, usize, usize, &str)] = &[
        (
            "<tmx><body>\n  <tu tuid=\"a\"></tu></body></tmx>",
            2,
            3,
            "without <tuv>",
        ),
        (
            "<tmx><body><tu><tuv><seg>a</seg></tuv></tu></body></tmx>",
            1,
            16,
            "xml:lang",
        ),
        (
            "<tmx><body><tu><tuv xml:lang=\"en\"></tuv></tu></body></tmx>",
            1,
            16,
            "without <seg>",
        ),
        (
            "<tmx><body><tu><tuv xml:lang=\"en\"><seg>a</seg><seg>b</seg></tuv></tu></body></tmx>",
            1,
            47,
            "one <seg> per",
        ),
        ("<xliff/>", 1, 1, "expected <tmx>"),
        ("<!DOCTYPE tmx [<!ENTITY e \"x\">]><tmx/>", 1, 1, "expected"),
        (
            "<tmx><body><tu><tuv xml:lang=\"en\"><seg>a</seg></tuv>",
            1,
            53,
            "expected",
        ),
    ];
    for (src, line, column, what) in cases {
        let e = Tmx
            .parse_all(src.as_bytes(), &ParseContext::default())
            .expect_err(src);
        assert_eq!((e.line, e.column), (*line, *column), "{src}: {e}");
        assert!(e.message.contains(what), "{src}: {e}");
        assert!(e.message.contains("expected"), "{src}: {e}");
    }
}

#[test]
fn tmx_files_are_detected() {
    let r = Registry::builtin();
    assert_eq!(
        r.detect("memory.TMX", SAMPLE.as_bytes())
            .map(|f| f.info().key),
        Some("tmx")
    );
}

#[test]
fn create_writes_a_memory_that_reads_back() {
    let p = parse_with(SAMPLE.as_bytes(), &langs(&["de"]));
    let mut entries: Vec<Entry> = p.entries.clone();
    for e in &mut entries {
        e.existing = e.translations.get("de").cloned();
    }
    let mut out = Vec::new();
    Tmx.create(
        &entries,
        &lang("en-US", &[One, Other]),
        Some(&lang("de", &[One, Other])),
        &mut out,
    )
    .expect("creates");
    let back = parse_with(&out, &langs(&["de"]));
    assert_eq!(ids(&back), ids(&p));
    assert_eq!(back.entries[0].text, p.entries[0].text);
    assert_eq!(back.entries[0].context, p.entries[0].context);
    assert_eq!(
        back.entries[0].translations["de"],
        p.entries[0].translations["de"]
    );
    if let Some(units) = etree::etree_units(&out) {
        assert_eq!(units.expect("ElementTree reads it").len(), 2);
    }
}

/// The languages of a TMX file (every `xml:lang`/`lang` of a `<tuv>`, as written).
pub fn tmx_languages(src: &[u8]) -> Vec<Language> {
    let p = Tmx
        .parse_all(src, &ParseContext::default())
        .expect("parses");
    let _ = p;
    let text = support::decode_xml(src);
    let mut found: Vec<String> = Vec::new();
    for attr in ["xml:lang=\"", " lang=\""] {
        for piece in text.split(attr).skip(1) {
            if let Some(end) = piece.find('"') {
                let l = piece[..end].to_string();
                if !found.iter().any(|f| f.eq_ignore_ascii_case(&l)) {
                    found.push(l);
                }
            }
        }
    }
    found.into_iter().map(|l| lang(&l, &[One, Other])).collect()
}

#[test]
fn every_corpus_file_round_trips_and_elementtree_reads_its_builds() {
    let (files, _) = corpus_files("tmx", &["tmx"]);
    assert!(files.len() >= 15, "{} files", files.len());
    let mut checked = 0;
    for path in files {
        let src = std::fs::read(&path).unwrap();
        let name = path.display().to_string();
        // The languages the file holds (its source among them: it gets no slot) and a new one.
        let mut targets = tmx_languages(&src);
        targets.push(lang("x-new", &[One, Other]));
        xcstrings_assert_identity(&Tmx, &name, &src, &targets);
        let p = parse_with(&src, &targets);
        let tr: Vec<HashMap<String, Translation<'static>>> = targets
            .iter()
            .enumerate()
            .map(|(t, _)| {
                p.entries
                    .iter()
                    .enumerate()
                    .map(|(i, e)| {
                        (
                            e.identifier.to_string(),
                            plain(&format!("«{i}/{t}» ü & \"q\"\nz")),
                        )
                    })
                    .collect()
            })
            .collect();
        let out = build_multilingual(&Tmx, &src, &targets, |i| &tr[i]);
        let back = parse_with(&out, &targets);
        assert_eq!(ids(&back), ids(&p), "{name}");
        for e in &back.entries {
            for (t, target) in targets.iter().enumerate() {
                if let Some(got) = e.translations.get(&target.id) {
                    assert_eq!(
                        got.text, tr[t][&*e.identifier].text,
                        "{name} {} {}",
                        e.identifier, target.id
                    );
                }
            }
            // The new language was added to every unit.
            assert!(
                e.translations.contains_key("x-new"),
                "{name} {}",
                e.identifier
            );
        }
        if let Some(units) = etree::etree_units(&out) {
            let units = units.unwrap_or_else(|e| panic!("{name}: ElementTree: {e}"));
            let sent: Vec<&str> = tr[targets.len() - 1]
                .values()
                .map(|t| t.text.main())
                .collect();
            let with_new = units
                .iter()
                .filter(|u| u.tuvs.contains_key("x-new"))
                .count();
            assert!(
                with_new >= back.entries.len(),
                "{name}: {with_new} units with x-new"
            );
            for u in &units {
                if let Some(t) = u.tuvs.get("x-new") {
                    assert!(
                        sent.contains(&t.as_str()),
                        "{name}: ElementTree reads {t:?}"
                    );
                    // A unit with a tuid holds exactly its string's translation.
                    let last = &tr[targets.len() - 1];
                    if let Some(want) = u.tuid.as_ref().and_then(|id| last.get(id)) {
                        assert_eq!(t, want.text.main(), "{name}: {:?}", u.tuid);
                    }
                }
            }
            checked += 1;
        }
    }
    if etree::python_ok() {
        assert!(checked >= 15, "{checked}");
    }
}

#[test]
fn a_second_build_with_the_same_translations_is_the_same_file() {
    let (files, _) = corpus_files("tmx", &["tmx"]);
    for path in files {
        let src = std::fs::read(&path).unwrap();
        let name = path.display().to_string();
        let mut targets = tmx_languages(&src);
        targets.push(lang("de-x-new", &[One, Other]));
        let text = |i: usize, s: &str| format!("«{i}» {s} <b>&amp; \"ü\\\n 😀");
        let build = |src: &[u8]| {
            let p = parse_with(src, &targets);
            let tr: Vec<HashMap<String, Translation<'static>>> = targets
                .iter()
                .map(|t| translate_all(&p.entries, t, text))
                .collect();
            build_multilingual(&Tmx, src, &targets, |i| &tr[i])
        };
        let once = build(&src);
        let twice = build(&once);
        assert_same_bytes(
            &format!("{name}: second build"),
            &decode_xml(&once).into_bytes(),
            &decode_xml(&twice).into_bytes(),
        );
    }
}
