//! The declared YAML base on small documents: path rules, sibling identifiers and lengths,
//! comments as contexts, plural mappings, layout-preserving builds, and each refusal with its
//! position.

use super::*;
use crate::declared::MaxLength;
use crate::language::Language;
use crate::model::{PluralCategory, Status};
use crate::testing::{build, parse, translations};

const DOC: &str = "\
# Quests of the game
quests:
  - id: q.rescue
    # Shown in the quest log
    title: Rescue the miller
    max: 24
    summary: |
      The miller's daughter is lost
      in the woods.
    reward: 50
    coins:
      one: You get %d coin.
      other: You get %d coins.
  - id: q.bridge
    title: \"Fix the bridge: again\"
    summary: 'Bring 3 planks'
    max: 40
    coins:
      one: 'One coin.'
      other: '%d coins.'
settings:
  version: 3
  enabled: yes
";

fn quests() -> DeclaredYaml {
    DeclaredYaml::new(&PathRules {
        key: "quests".into(),
        name: "Quest YAML".into(),
        file_names: vec!["*.quests.yml".into()],
        strings: vec!["$.quests[*].title".into(), "$.quests[*].summary".into()],
        plurals: vec!["$.quests[*].coins".into()],
        max_length: Some(MaxLength::Sibling("max".into())),
        labels: vec!["quest".into()],
        ..PathRules::default()
    })
    .expect("compiles")
}

fn uk() -> Language {
    use PluralCategory::*;
    Language::new("uk", vec![One, Few, Many, Other])
}

#[test]
fn path_rules_pick_strings_plurals_lengths_and_comment_contexts() {
    let p = parse(&quests(), DOC.as_bytes());
    let got: Vec<(&str, &str, Option<&str>, Option<u64>)> = p
        .entries
        .iter()
        .map(|e| {
            (
                &*e.identifier,
                e.text.main(),
                e.context.as_deref(),
                e.max_length,
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            (
                "quests[0].title",
                "Rescue the miller",
                Some("Shown in the quest log"),
                Some(24)
            ),
            (
                "quests[0].summary",
                "The miller's daughter is lost\nin the woods.\n",
                None,
                Some(24)
            ),
            ("quests[0].coins", "You get %d coins.", None, Some(24)),
            ("quests[1].title", "Fix the bridge: again", None, Some(40)),
            ("quests[1].summary", "Bring 3 planks", None, Some(40)),
            ("quests[1].coins", "%d coins.", None, Some(40)),
        ]
    );
    assert!(p.entries[2].has_plurals && p.entries[5].has_plurals);
    assert!(p.entries.iter().all(|e| e.labels == ["quest"]));
}

#[test]
fn builds_keep_every_other_byte_and_write_each_value_in_a_style_that_reads_back() {
    let f = quests();
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    assert_eq!(
        build(&f, DOC.as_bytes(), &de, &translations([])),
        DOC.as_bytes()
    );
    use PluralCategory::*;
    let tr = translations([
        (
            "quests[0].title",
            Text::plain("Врятуйте мельника: швидко"),
            Status::Translated,
        ),
        (
            "quests[0].summary",
            Text::plain("Донька мельника\nзаблукала.\n"),
            Status::Translated,
        ),
        (
            "quests[1].coins",
            Text::Plural(
                [
                    (One, "%d монета.".into()),
                    (Few, "%d монети.".into()),
                    (Many, "%d монет.".into()),
                    (Other, "%d монети".into()),
                ]
                .into(),
            ),
            Status::Translated,
        ),
    ]);
    let out = String::from_utf8(build(&f, DOC.as_bytes(), &uk(), &tr)).expect("utf-8");
    assert!(
        out.contains("    title: 'Врятуйте мельника: швидко'\n"),
        "a plain value with `: ` is quoted: {out}"
    );
    assert!(
        out.contains("    summary: |\n      Донька мельника\n      заблукала.\n    reward: 50\n"),
        "the block scalar keeps `|` and its indentation: {out}"
    );
    assert!(
        out.contains("'%d монета.'") && out.contains("many: '%d монет.'"),
        "{out}"
    );
    assert!(
        out.ends_with("settings:\n  version: 3\n  enabled: yes\n"),
        "{out}"
    );
    // The build reads back with the same identifiers and the new texts.
    let again = parse(&f, out.as_bytes());
    assert_eq!(again.entries.len(), 6);
    assert_eq!(again.entries[0].text.main(), "Врятуйте мельника: швидко");
    assert_eq!(again.entries[5].identifier, "quests[1].coins");
}

#[test]
fn every_string_except_some_paths_with_sibling_identifiers() {
    let f = DeclaredYaml::new(&PathRules {
        key: "all".into(),
        name: "All".into(),
        file_names: vec!["*.yml".into()],
        strings: vec!["$..*".into()],
        except: vec!["$..id".into(), "$.settings.*".into()],
        plurals: vec!["$..coins".into()],
        ..PathRules::default()
    })
    .expect("compiles");
    let p = parse(&f, DOC.as_bytes());
    let ids: Vec<&str> = p.entries.iter().map(|e| &*e.identifier).collect();
    // Numbers (`max`, `reward`) are not strings; `yes` under `settings` is excepted.
    assert_eq!(
        ids,
        [
            "quests[0].title",
            "quests[0].summary",
            "quests[0].coins",
            "quests[1].title",
            "quests[1].summary",
            "quests[1].coins"
        ]
    );
    // Identifiers from a sibling: the `id` beside a `title` (one string per item).
    let f = DeclaredYaml::new(&PathRules {
        key: "titles".into(),
        name: "Titles".into(),
        file_names: vec!["*.yml".into()],
        strings: vec!["$.quests[*].title".into()],
        id: Some("id".into()),
        ..PathRules::default()
    })
    .expect("compiles");
    let p = parse(&f, DOC.as_bytes());
    let ids: Vec<&str> = p.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["q.rescue", "q.bridge"]);
}

#[test]
fn keys_with_dots_and_a_key_defined_twice() {
    let f = DeclaredYaml::new(&PathRules {
        key: "k".into(),
        name: "K".into(),
        file_names: vec!["*.yml".into()],
        strings: vec!["$.menu.*".into()],
        ..PathRules::default()
    })
    .expect("compiles");
    let doc = "menu:\n  file.open: Open\n  'a[1]#b': Odd\n  file.open: Open\n";
    let p = parse(&f, doc.as_bytes());
    let ids: Vec<&str> = p.entries.iter().map(|e| &*e.identifier).collect();
    assert_eq!(ids, ["menu.file.open", "menu.a[1]#b"]);
    // The key defined again with the same text is the same string: both places are built.
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let tr = translations([("menu.file.open", Text::plain("Öffnen"), Status::Translated)]);
    let out = String::from_utf8(build(&f, doc.as_bytes(), &de, &tr)).expect("utf-8");
    assert_eq!(
        out,
        "menu:\n  file.open: Öffnen\n  'a[1]#b': Odd\n  file.open: Öffnen\n"
    );
    let e = f
        .parse_all(b"menu:\n  a: x\nmenu: y\n", &ParseContext::default())
        .expect_err("refused");
    assert_eq!((e.line, e.column), (3, 7), "{e}");
    assert!(e.message.contains("another kind"), "{e}");
}

#[test]
fn refusals_name_the_place_and_the_rule() {
    let f = quests();
    let doc = "quests:\n  - title: T\n    max: lots\n";
    let e = f
        .parse_all(doc.as_bytes(), &ParseContext::default())
        .expect_err("refused");
    assert_eq!((e.line, e.column), (3, 10), "{e}");
    assert!(
        e.message.contains("`max_length`") && e.message.contains("`lots`"),
        "{e}"
    );
    let doc = "quests:\n  - title: T\n    coins:\n      few: x\n      lots: y\n";
    let e = f
        .parse_all(doc.as_bytes(), &ParseContext::default())
        .expect_err("refused");
    assert!(
        e.message.contains("not a plural mapping") && e.message.contains("`$.quests[*].coins`"),
        "{e}"
    );
    assert_eq!(e.line, 4, "{e}");
    let doc = "quests:\n  - title: T\n    coins: {one: a, other: b}\n";
    let e = f
        .parse_all(doc.as_bytes(), &ParseContext::default())
        .expect_err("refused");
    assert!(
        e.message
            .contains("a flow mapping `{…}` is not read as a plural"),
        "{e}"
    );
    let e = f
        .parse_all(b"quests:\n\t- title: T\n", &ParseContext::default())
        .expect_err("refused");
    assert_eq!(e.line, 2, "{e}");
}

/// Every YAML file of the corpus, read with "every string" rules: it parses wherever the
/// built-in `yaml` format parses it, an identity build gives it back byte for byte, and a build
/// with every string changed reads back with the new texts under the same identifiers.
#[test]
fn every_corpus_yaml_file_round_trips_with_every_string_rules() {
    let f = DeclaredYaml::new(&PathRules {
        key: "all".into(),
        name: "All".into(),
        file_names: vec!["*.yml".into()],
        strings: vec!["$..*".into()],
        ..PathRules::default()
    })
    .expect("compiles");
    let files = crate::testing::corpus_files("yaml", &["yml", "yaml"]);
    assert!(files.len() >= 20, "{} corpus files", files.len());
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    let mut strings = 0;
    for path in files {
        let src = std::fs::read(&path).expect("file");
        let name = path.display();
        if crate::yaml::Yaml
            .parse_all(&src, &ParseContext::default())
            .is_err()
        {
            continue;
        }
        let parsed = f
            .parse_all(&src, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        strings += parsed.entries.len();
        let out = build(&f, &src, &de, &translations([]));
        assert!(out == src, "{name}: the identity build differs");
        let tr = translations(parsed.entries.iter().filter(|e| !e.has_plurals).map(|e| {
            (
                &*e.identifier,
                Text::plain(format!("Ü: '{}' #\"\n", e.text.main())),
                Status::Translated,
            )
        }));
        let out = build(&f, &src, &de, &tr);
        let again = f
            .parse_all(&out, &ParseContext::default())
            .unwrap_or_else(|e| panic!("{name}: the build does not read back: {e}"));
        assert_eq!(again.entries.len(), parsed.entries.len(), "{name}");
        for (a, b) in parsed.entries.iter().zip(&again.entries) {
            assert_eq!(a.identifier, b.identifier, "{name}");
            if !a.has_plurals {
                assert_eq!(
                    b.text.main(),
                    format!("Ü: '{}' #\"\n", a.text.main()),
                    "{name}: {}",
                    a.identifier
                );
            }
        }
    }
    assert!(strings > 1000, "{strings} strings");
}

/// A plural mapping's `zero`, in a file whose language has no CLDR `zero`, is a string of its
/// own after its plural (`…#zero`), and both build in place.
#[test]
fn a_zero_member_is_kept_apart_after_its_plural() {
    let doc = "quests:\n  - title: T\n    coins:\n      zero: No coin.\n      one: One coin.\n      other: '%d coins.'\n";
    let p = parse(&quests(), doc.as_bytes());
    let got: Vec<(&str, &str, bool)> = p
        .entries
        .iter()
        .map(|e| (&*e.identifier, e.text.main(), e.has_plurals))
        .collect();
    assert_eq!(
        got,
        [
            ("quests[0].title", "T", false),
            ("quests[0].coins", "%d coins.", true),
            ("quests[0].coins#zero", "No coin.", false),
        ]
    );
    let de = Language::new("de", vec![PluralCategory::One, PluralCategory::Other]);
    assert_eq!(
        build(&quests(), doc.as_bytes(), &de, &translations([])),
        doc.as_bytes()
    );
    let tr = translations([(
        "quests[0].coins#zero",
        Text::plain("Keine Münze."),
        Status::Translated,
    )]);
    let out = String::from_utf8(build(&quests(), doc.as_bytes(), &de, &tr)).expect("utf-8");
    assert!(out.contains("      zero: Keine Münze.\n"), "{out}");
}
