//! The String Catalog (`xcstrings`): samples, multilingual builds (values replaced, languages
//! inserted at their sorted place, `localizations` created, plurals regenerated, devices and
//! substitutions), states ↔ statuses, language matching, every bad input with its position,
//! layouts (CRLF, BOM, compact, `\/`), detection, `convert` to and from json, po and xliff12
//! with what is lost, and the corpus checked by serde_json and Python's `json`.

mod support;

use std::collections::HashMap;

use locforge_formats::convert::{convert, Options};
use locforge_formats::{
    ErrorKind, Format, Language, ParseContext, Parsed, PluralCategory, Registry, Status, Text,
    Translation, TranslationStatus, XcStrings,
};
use proptest::prelude::*;
use support::*;

use PluralCategory::*;

const EN: &[PluralCategory] = &[One, Other];
const RU: &[PluralCategory] = &[One, Few, Many, Other];

fn de() -> Language {
    lang("de", EN)
}

fn plain(v: &str, status: Status) -> Translation<'static> {
    Translation {
        text: Text::plain(v.to_string()),
        status: TranslationStatus::Single(status),
    }
}

fn tr(items: &[(&str, &str)]) -> HashMap<String, Translation<'static>> {
    items
        .iter()
        .map(|(k, v)| (k.to_string(), plain(v, Status::Translated)))
        .collect()
}

fn plural(forms: &[(PluralCategory, &str)]) -> Text<'static> {
    Text::Plural(
        forms
            .iter()
            .map(|(c, t)| (*c, t.to_string().into()))
            .collect(),
    )
}

fn build(src: &str, targets: &[Language], trs: &[HashMap<String, Translation<'static>>]) -> String {
    String::from_utf8(xcstrings_build(&XcStrings, src.as_bytes(), targets, trs)).expect("utf-8")
}

fn parse_with(src: &str, targets: &[Language]) -> Parsed {
    let ctx = ParseContext {
        source: None,
        targets,
    };
    XcStrings
        .parse_all(src.as_bytes(), &ctx)
        .unwrap_or_else(|e| panic!("parses: {e}"))
}

fn error(src: &str) -> locforge_formats::FormatError {
    XcStrings
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect_err("must be rejected")
}

const SIMPLE: &str = r#"{
  "sourceLanguage" : "en",
  "strings" : {
    "Hello" : {

    },
    "key.title" : {
      "comment" : "The title",
      "extractionState" : "manual",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Title"
          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Titre"
          }
        }
      }
    },
    "secret" : {
      "extractionState" : "manual",
      "shouldTranslate" : false
    }
  },
  "version" : "1.0"
}"#;

#[test]
fn strings_contexts_hidden_and_the_key_as_source() {
    let p = parse_with(SIMPLE, &[]);
    assert_eq!(ids(&p), ["Hello", "key.title", "secret"]);
    assert_eq!(p.language.as_deref(), Some("en"));
    assert_eq!(p.entries[0].text, Text::Plain("Hello".into()));
    assert_eq!(p.entries[1].text, Text::Plain("Title".into()));
    assert_eq!(p.entries[1].context.as_deref(), Some("The title"));
    assert_eq!(p.entries[2].is_hidden, Some(true));
    assert_eq!(p.entries[1].is_hidden, None);
    assert!(p.skeleton.is_empty(), "no targets, no slots");
    assert!(p.entries.iter().all(|e| e.existing.is_none()));
}

#[test]
fn states_become_statuses_and_languages_match_by_id_then_locale() {
    let mut zh = lang("zh-CN", EN);
    zh.locale = Some("zh-Hans".into());
    let src = SIMPLE.replace("\"fr\" : {", "\"zh-hans\" : {");
    let p = parse_with(&src, &[lang("FR", EN), zh.clone(), lang("en", EN)]);
    let title = &p.entries[1];
    // `fr` is gone; `zh-hans` is zh-CN's locale; `en` is the source's own value.
    assert!(!title.translations.contains_key("FR"));
    assert_eq!(
        title.translations["zh-CN"],
        plain("Titre", Status::Untranslated)
    );
    assert_eq!(title.translations["en"], plain("Title", Status::Translated));
    let p = parse_with(SIMPLE, &[lang("FR", EN)]);
    assert_eq!(
        p.entries[1].translations["FR"],
        plain("Titre", Status::Untranslated)
    );
    for (state, status) in [
        ("translated", Status::Translated),
        ("needs_review", Status::Untranslated),
        ("new", Status::Untranslated),
        ("stale", Status::Untranslated),
    ] {
        let src = SIMPLE.replace("needs_review", state);
        let p = parse_with(&src, &[lang("fr", EN)]);
        assert_eq!(
            p.entries[1].translations["fr"],
            plain("Titre", status),
            "{state}"
        );
    }
    let p = parse_with(&SIMPLE.replace("\"fr\"", "\"pt_BR\""), &[lang("pt-BR", EN)]);
    assert_eq!(
        p.entries[1].translations["pt-BR"].text,
        Text::Plain("Titre".into())
    );
}

#[test]
fn a_build_replaces_and_inserts_only_the_targets_in_xcode_layout() {
    let out = build(
        SIMPLE,
        &[lang("fr", EN), de()],
        &[
            tr(&[("key.title", "Le titre")]),
            tr(&[("Hello", "Hallo"), ("key.title", "Titel")]),
        ],
    );
    let expected = r#"{
  "sourceLanguage" : "en",
  "strings" : {
    "Hello" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Hallo"
          }
        }
      }
    },
    "key.title" : {
      "comment" : "The title",
      "extractionState" : "manual",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Titel"
          }
        },
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Title"
          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Le titre"
          }
        }
      }
    },
    "secret" : {
      "extractionState" : "manual",
      "shouldTranslate" : false
    }
  },
  "version" : "1.0"
}"#;
    assert_eq!(out, expected);
    // One target: a string without localizations gets one only when it is translated.
    let out = build(SIMPLE, &[de()], &[tr(&[("key.title", "Titel")])]);
    assert!(out.contains("\"Hello\" : {\n\n    }"), "{out}");
    // A string not to translate gets no new language, translation or not ...
    assert_eq!(
        build(SIMPLE, &[de()], &[tr(&[("secret", "Geheim")])]),
        SIMPLE
    );
    // ... but `localizations` goes between its members like any other.
    let to_translate = SIMPLE.replace("\"shouldTranslate\" : false", "\"shouldTranslate\" : true");
    let out = build(&to_translate, &[de()], &[tr(&[("secret", "Geheim")])]);
    assert!(
        out.contains("\"secret\" : {\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Geheim\"\n          }\n        }\n      },\n      \"shouldTranslate\" : true\n    }"),
        "{out}"
    );
    // A new language goes to its sorted place among the existing ones.
    let out = build(
        SIMPLE,
        &[lang("zh-Hans", &[Other]), lang("es", EN)],
        &[tr(&[("key.title", "标题")]), tr(&[("key.title", "Título")])],
    );
    let title = out.find("\"key.title\"").expect("title");
    let at = |k: &str| {
        title
            + out[title..]
                .find(&format!("\"{k}\" : {{"))
                .unwrap_or_else(|| panic!("{k}: {out}"))
    };
    assert!(
        at("en") < at("es") && at("es") < at("fr") && at("fr") < at("zh-Hans"),
        "{out}"
    );
}

#[test]
fn states_are_kept_for_unchanged_values_and_written_for_changed_ones() {
    let fr = [lang("fr", EN)];
    // Same text, no translation in the request: untouched (needs_review stays).
    assert_eq!(build(SIMPLE, &fr, &[HashMap::new()]), SIMPLE);
    // Same text, sent as untranslated: untouched too.
    let same: HashMap<String, Translation<'static>> = [(
        "key.title".to_string(),
        plain("Titre", Status::Untranslated),
    )]
    .into();
    assert_eq!(build(SIMPLE, &fr, &[same]), SIMPLE);
    // Same text, now translated (or approved): the state becomes translated.
    for status in [Status::Translated, Status::Approved] {
        let ok: HashMap<String, Translation<'static>> =
            [("key.title".to_string(), plain("Titre", status))].into();
        let out = build(SIMPLE, &fr, &[ok]);
        assert_eq!(out, SIMPLE.replace("needs_review", "translated"));
    }
    // A changed value sent as untranslated is written for review.
    let review: HashMap<String, Translation<'static>> = [(
        "key.title".to_string(),
        plain("Titre ?", Status::Untranslated),
    )]
    .into();
    let out = build(SIMPLE, &fr, &[review]);
    assert!(
        out.contains("\"state\" : \"needs_review\",\n            \"value\" : \"Titre ?\""),
        "{out}"
    );
}

const PLURALS: &str = r#"{
  "sourceLanguage" : "en",
  "strings" : {
    "files" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld file"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld files"
                }
              }
            }
          }
        },
        "ru" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "%lld файл"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld файла"
                }
              }
            }
          }
        }
      }
    }
  },
  "version" : "1.0"
}"#;

#[test]
fn plurals_are_regenerated_for_the_targets_categories_keeping_unchanged_states() {
    let ru = lang("ru", RU);
    let p = parse_with(PLURALS, std::slice::from_ref(&ru));
    assert!(p.entries[0].has_plurals);
    assert_eq!(
        p.entries[0].text,
        plural(&[(One, "%lld file"), (Other, "%lld files")])
    );
    let held = &p.entries[0].translations["ru"];
    assert_eq!(
        held.text,
        plural(&[(One, "%lld файл"), (Other, "%lld файла")])
    );
    assert_eq!(held.status.get(Some(One)), Status::Untranslated);
    assert_eq!(held.status.get(Some(Other)), Status::Translated);
    let t: HashMap<String, Translation<'static>> = [(
        "files".to_string(),
        Translation {
            text: plural(&[
                (One, "%lld файл"),
                (Few, "%lld файла"),
                (Many, "%lld файлов"),
                (Other, "%lld файла"),
            ]),
            status: TranslationStatus::Single(Status::Translated),
        },
    )]
    .into();
    let out = build(PLURALS, &[ru.clone(), de()], &[t, HashMap::new()]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let p = &v["strings"]["files"]["localizations"]["ru"]["variations"]["plural"];
    let keys: Vec<&String> = p.as_object().expect("object").keys().collect();
    assert_eq!(keys, ["few", "many", "one", "other"]);
    // `one` is unchanged: its state stays needs_review; the new forms are translated.
    assert_eq!(p["one"]["stringUnit"]["state"], "needs_review");
    assert_eq!(p["few"]["stringUnit"]["state"], "translated");
    assert_eq!(p["many"]["stringUnit"]["value"], "%lld файлов");
    // Categories are written in Xcode's (alphabetical) order, in its layout.
    assert!(out.contains("\"plural\" : {\n              \"few\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"%lld файла\"\n                }\n              },\n              \"many\""), "{out}");
    // German had nothing and got no translation: not inserted.
    assert!(v["strings"]["files"]["localizations"].get("de").is_none());
    // A new plural language is inserted whole.
    let t: HashMap<String, Translation<'static>> = [(
        "files".to_string(),
        Translation {
            text: plural(&[(One, "%lld Datei"), (Other, "%lld Dateien")]),
            status: TranslationStatus::default(),
        },
    )]
    .into();
    let out = build(PLURALS, &[de()], &[t]);
    let again = parse_with(&out, &[de()]);
    assert_eq!(
        again.entries[0].translations["de"].text,
        plural(&[(One, "%lld Datei"), (Other, "%lld Dateien")])
    );
    assert!(out.find("\"de\" : {").expect("de") < out.find("\"en\" : {").expect("en"));
}

const DEVICES: &str = r#"{
  "sourceLanguage" : "en",
  "strings" : {
    "open %@" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Open %#@thing@"
          },
          "substitutions" : {
            "thing" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg file"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg files"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "tap" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "device" : {
              "mac" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Click"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Tap"
                }
              }
            }
          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Touchez"
          }
        }
      }
    }
  },
  "version" : "1.0"
}"#;

#[test]
fn devices_and_substitutions_are_strings_of_their_own() {
    let p = parse_with(DEVICES, &[lang("fr", EN)]);
    assert_eq!(
        ids(&p),
        [
            "open %@",
            "open %@/substitutions/thing",
            "tap/device/mac",
            "tap/device/other"
        ]
    );
    assert!(p.entries[1].has_plurals);
    assert_eq!(
        p.entries[1].custom_data.as_deref(),
        Some(r#"{"argNum" : 1, "formatSpecifier" : "lld"}"#)
    );
    // French has no device variations: its one value is `other`'s.
    assert_eq!(
        p.entries[3].translations["fr"].text,
        Text::Plain("Touchez".into())
    );
    assert!(!p.entries[2].translations.contains_key("fr"));
    // A new language gets the string with its substitution, and every device.
    let t = HashMap::from([
        (
            "open %@".to_string(),
            plain("Öffne %#@thing@", Status::Translated),
        ),
        (
            "open %@/substitutions/thing".to_string(),
            Translation {
                text: plural(&[(One, "%arg Datei"), (Other, "%arg Dateien")]),
                status: TranslationStatus::default(),
            },
        ),
        (
            "tap/device/mac".to_string(),
            plain("Klicken", Status::Translated),
        ),
    ]);
    let out = build(DEVICES, &[de()], std::slice::from_ref(&t));
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let de_open = &v["strings"]["open %@"]["localizations"]["de"];
    assert_eq!(de_open["stringUnit"]["value"], "Öffne %#@thing@");
    assert_eq!(de_open["substitutions"]["thing"]["argNum"], 1);
    assert_eq!(de_open["substitutions"]["thing"]["formatSpecifier"], "lld");
    assert_eq!(
        de_open["substitutions"]["thing"]["variations"]["plural"]["other"]["stringUnit"]["value"],
        "%arg Dateien"
    );
    let de_tap = &v["strings"]["tap"]["localizations"]["de"]["variations"]["device"];
    assert_eq!(de_tap["mac"]["stringUnit"]["value"], "Klicken");
    // The device without a translation had to be written with its object: new, source text.
    assert_eq!(de_tap["other"]["stringUnit"]["state"], "new");
    assert_eq!(de_tap["other"]["stringUnit"]["value"], "Tap");
    let again = parse_with(&out, &[de()]);
    assert_eq!(
        again.entries[2].translations["de"].text,
        Text::Plain("Klicken".into())
    );
    assert_eq!(
        again.entries[3].translations["de"].status,
        TranslationStatus::Single(Status::Untranslated)
    );
    // French keeps its plain value; `other` replaces it.
    let out = build(
        DEVICES,
        &[lang("fr", EN)],
        &[tr(&[("tap/device/other", "Appuyez")])],
    );
    assert!(out.contains("\"value\" : \"Appuyez\""), "{out}");
    assert!(!out.contains("Touchez"));
}

#[test]
fn a_one_target_build_and_each_language_alone_are_identities() {
    for src in [SIMPLE, PLURALS, DEVICES] {
        // The languages the file holds, with the categories its plurals use, and one it lacks.
        let mut langs = xcstrings_languages(src.as_bytes());
        if src == PLURALS {
            langs.push(lang("ja", &[Other]));
        }
        if src == SIMPLE {
            // Two languages SIMPLE's `Hello` lacks: without translations, no `localizations`.
            langs.extend([lang("de", EN), lang("ja", &[Other])]);
        }
        xcstrings_assert_identity(&XcStrings, "sample", src.as_bytes(), &langs);
        for l in &langs {
            xcstrings_assert_identity(
                &XcStrings,
                "sample",
                src.as_bytes(),
                std::slice::from_ref(l),
            );
        }
    }
}

#[test]
fn a_language_lacking_a_string_with_substitutions_gets_both() {
    // Without translations French gets nothing; with the string translated, the string and its
    // substitution share the new language object (a substitution without its string, or the
    // other way round, would be broken in Xcode): the untranslated one as `new`.
    assert_eq!(
        build(DEVICES, &[lang("fr", EN)], &[HashMap::new()]),
        DEVICES
    );
    let out = build(
        DEVICES,
        &[lang("fr", EN)],
        &[tr(&[("open %@", "Ouvrir %#@thing@")])],
    );
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let fr = &v["strings"]["open %@"]["localizations"]["fr"];
    assert_eq!(fr["stringUnit"]["state"], "translated");
    assert_eq!(fr["stringUnit"]["value"], "Ouvrir %#@thing@");
    let sub = &fr["substitutions"]["thing"];
    assert_eq!(sub["argNum"], 1);
    assert_eq!(
        sub["variations"]["plural"]["one"]["stringUnit"]["state"],
        "new"
    );
    // Everything else is as it was.
    assert_eq!(
        v["strings"]["tap"],
        serde_json::from_str::<serde_json::Value>(DEVICES).expect("json")["strings"]["tap"]
    );
}

/// Strings without `localizations` (one empty, one with members before the new key, one with
/// members on both sides).
const NO_LOCALIZATIONS: &str = r#"{
  "sourceLanguage" : "en",
  "strings" : {
    "Bye" : {
      "comment" : "Leaving",
      "extractionState" : "manual"
    },
    "Hello" : {

    },
    "Zoo" : {
      "extractionState" : "manual",
      "shouldTranslate" : true
    }
  },
  "version" : "1.0"
}"#;

#[test]
fn new_languages_share_one_new_localizations_object_in_xcode_layout() {
    // Three languages rendered apart insert into objects the build creates: one
    // `localizations` object per string, languages in sorted order, and nothing for a language
    // without a translation (French has none for `Hello`, an untranslated one for `Zoo`;
    // Japanese only translates `Hello`).
    let targets = [lang("fr", EN), de(), lang("ja", &[Other])];
    let mut fr = tr(&[("Bye", "Au revoir")]);
    fr.insert("Zoo".into(), plain("Zoo ?", Status::Untranslated));
    let trs = [
        fr,
        tr(&[
            ("Bye", "Tschüss"),
            ("Hello", "Hallo"),
            ("Zoo", "Zoo \"de\""),
        ]),
        tr(&[("Hello", "こんにちは")]),
    ];
    let out = build(NO_LOCALIZATIONS, &targets, &trs);
    // What Xcode writes for these translations.
    let expected = r#"{
  "sourceLanguage" : "en",
  "strings" : {
    "Bye" : {
      "comment" : "Leaving",
      "extractionState" : "manual",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Tschüss"
          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Au revoir"
          }
        }
      }
    },
    "Hello" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Hallo"
          }
        },
        "ja" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "こんにちは"
          }
        }
      }
    },
    "Zoo" : {
      "extractionState" : "manual",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Zoo \"de\""
          }
        }
      },
      "shouldTranslate" : true
    }
  },
  "version" : "1.0"
}"#;
    assert_eq!(out, expected);
    // Re-parsed for the three languages, each gives its translations back, and only those.
    let again = parse_with(&out, &targets);
    let held = |id: &str, l: &str| {
        again
            .entries
            .iter()
            .find(|e| e.identifier == id)
            .and_then(|e| e.translations.get(l))
            .map(|t| t.text.main().to_string())
    };
    for (i, t) in targets.iter().enumerate() {
        for id in ["Bye", "Hello", "Zoo"] {
            let want = trs[i]
                .get(id)
                .filter(|t| t.status.get(None) != Status::Untranslated)
                .map(|t| t.text.main().to_string());
            assert_eq!(held(id, &t.id), want, "{id} in {}", t.id);
        }
    }
    // No translations: nothing is created.
    let none = vec![HashMap::new(); 3];
    assert_eq!(build(NO_LOCALIZATIONS, &targets, &none), NO_LOCALIZATIONS);
    // A compact file gets the same structure in its own layout.
    let compact = r#"{"sourceLanguage":"en","strings":{"Bye":{"comment":"Leaving"},"Hello":{}},"version":"1.0"}"#;
    let out = build(compact, &targets, &trs);
    assert_eq!(
        out,
        r#"{"sourceLanguage":"en","strings":{"Bye":{"comment":"Leaving","localizations":{"de":{"stringUnit":{"state":"translated","value":"Tschüss"}},"fr":{"stringUnit":{"state":"translated","value":"Au revoir"}}}},"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},"ja":{"stringUnit":{"state":"translated","value":"こんにちは"}}}}},"version":"1.0"}"#
    );
    if python_json_available() {
        python_json_check("three new languages", out.as_bytes());
    }
}

#[test]
fn layouts_are_followed_crlf_bom_compact_tabs_and_escaped_slashes() {
    let t = || tr(&[("Hello", "Hallo / du"), ("key.title", "Titel \"1\"\n/")]);
    // CRLF with a BOM: every new line ends with CRLF, the BOM stays.
    let crlf = format!("\u{feff}{}", SIMPLE.replace('\n', "\r\n"));
    let out = build(&crlf, &[de()], &[t()]);
    assert!(out.starts_with('\u{feff}'));
    assert!(!out.replace("\r\n", "").contains('\n'), "{out:?}");
    // Tabs and `": "`, no blank line in empty objects.
    let tabs = SIMPLE
        .replace("  ", "\t")
        .replace(" : ", ": ")
        .replace("{\n\n\t\t}", "{}");
    let out = build(&tabs, &[de()], &[t()]);
    assert!(out.contains("\"Hello\": {\n\t\t\t\"localizations\": {\n\t\t\t\t\"de\": {\n\t\t\t\t\t\"stringUnit\": {\n\t\t\t\t\t\t\"state\": \"translated\",\n\t\t\t\t\t\t\"value\": \"Hallo / du\"\n\t\t\t\t\t}\n\t\t\t\t}\n\t\t\t}\n\t\t}"), "{out}");
    // One line.
    let compact: String = SIMPLE
        .lines()
        .map(str::trim)
        .collect::<Vec<_>>()
        .join("")
        .replace(" : ", ":");
    let out = build(&compact, &[de()], &[t()]);
    assert!(!out.contains('\n') || out.contains("\\n"));
    assert!(out.contains(r#""Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo / du"}}}}"#), "{out}");
    // A file that escapes `/` gets `\/` in what the build writes.
    let slashed = SIMPLE.replace("The title", "The\\/title");
    let out = build(&slashed, &[de()], &[t()]);
    assert!(out.contains(r#""value" : "Hallo \/ du""#), "{out}");
    assert!(out.contains(r#""value" : "Titel \"1\"\n\/""#), "{out}");
    for (src, out) in [
        (&crlf, build(&crlf, &[de()], &[t()])),
        (&tabs, build(&tabs, &[de()], &[t()])),
        (&compact, build(&compact, &[de()], &[t()])),
        (&slashed, out),
    ] {
        let p = parse_with(out.trim_start_matches('\u{feff}'), &[de()]);
        assert_eq!(
            p.entries[1].translations["de"].text,
            Text::Plain("Titel \"1\"\n/".into()),
            "{src}"
        );
        assert_eq!(build(src, &[de()], &[HashMap::new()]), **src, "identity");
    }
}

#[test]
fn bad_input_is_rejected_with_its_position() {
    let cases: &[(&str, (usize, usize), &str, ErrorKind)] = &[
        ("[1]", (1, 1), "expected a JSON object (a String Catalog", ErrorKind::Syntax),
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\"\n}", (4, 1), "expected a `strings` object", ErrorKind::Syntax),
        ("{\n  \"strings\" : {}\n}", (1, 1), "expected `sourceLanguage`", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : 3, \"strings\" : {}}", (1, 21), "expected a string for `sourceLanguage`", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : []}", (1, 39), "expected an object of strings for `strings`", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : \"x\"\n}}", (2, 9), "expected an object for the string `a`", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {\"comment\" : 1}\n}}", (2, 22), "expected a string for `comment`", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {\"shouldTranslate\" : \"no\"}\n}}", (2, 30), "expected true or false for `shouldTranslate`", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {\"localizations\" : {\"de\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : 5}}}}\n}}", (2, 87), "expected a string for `value`", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {\"localizations\" : {\"de\" : {\"stringUnit\" : {\"state\" : null, \"value\" : \"x\"}}}}\n}}", (2, 63), "expected a string for `state`", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {\"localizations\" : {\"de\" : \"x\"}}\n}}", (2, 36), "expected an object for the language `de`", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {},\n  \"a\" : {}\n}}", (3, 3), "duplicate key `a` in `strings`: expected each string once", ErrorKind::DuplicateIdentifier),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {\"localizations\" : {\"de\" : {}, \"de\" : {}}}\n}}", (2, 40), "duplicate key `de`: expected each key once", ErrorKind::DuplicateIdentifier),
        ("{\"sourceLanguage\" : \"en\", \"sourceLanguage\" : \"de\", \"strings\" : {}}", (1, 27), "duplicate key `sourceLanguage`", ErrorKind::DuplicateIdentifier),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a/device/mac\" : {},\n  \"a\" : {\"localizations\" : {\"en\" : {\"variations\" : {\"device\" : {\"mac\" : {\"stringUnit\" : {\"value\" : \"x\"}}}}}}}\n}}", (3, 3), "gives the identifier `a/device/mac`, which another string has", ErrorKind::DuplicateIdentifier),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {\"comment\" : \"x}\n}}", (2, 25), "control character inside a string", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {\"comment\" : \"x}", (2, 22), "unterminated string: expected a closing", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {\"comment\" : \"\\q\"}\n}}", (2, 23), "invalid escape: expected one of", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {}} x", (1, 43), "unexpected content after the end", ErrorKind::Syntax),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\n  \"a\" : {}\n", (3, 1), "unexpected end of file", ErrorKind::Syntax),
        ("", (1, 1), "the file is empty", ErrorKind::Syntax),
    ];
    for (src, pos, msg, kind) in cases {
        let e = error(src);
        assert_eq!((e.line, e.column), *pos, "{src}: {e}");
        assert!(e.message.contains(msg), "{src}: {}", e.message);
        assert!(
            ["expected", "empty", "write it as"]
                .iter()
                .any(|w| e.message.contains(w)),
            "{}",
            e.message
        );
        assert_eq!(e.kind, *kind, "{src}");
    }
    // Invalid UTF-8 and nesting bombs.
    let e = error(
        "{\"sourceLanguage\" : \"\u{e9}\"}"
            .replace('\u{e9}', "\u{fffd}")
            .as_str(),
    );
    assert_eq!(e.kind, ErrorKind::Syntax);
    let e = XcStrings
        .parse_all(b"{\"sourceLanguage\" : \"\xFF\"}", &ParseContext::default())
        .expect_err("bad utf-8");
    assert_eq!((e.kind, e.line, e.column), (ErrorKind::Encoding, 1, 22));
    let deep = format!(
        "{{\"sourceLanguage\" : \"en\", \"strings\" : {{\"a\" : {{\"x\" : {}1{}}}}}}}",
        "[".repeat(600),
        "]".repeat(600)
    );
    assert_eq!(error(&deep).kind, ErrorKind::Limit);
    // `sourceLanguage` after `strings` is found (Xcode writes it first, others may not).
    let late = "{\"strings\" : {\"a\" : {\"localizations\" : {\"fr\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"Un\"}}}}}, \"sourceLanguage\" : \"fr\"}";
    let p = parse_with(late, &[]);
    assert_eq!(p.entries[0].text, Text::Plain("Un".into()));
}

#[test]
fn detection_takes_xcstrings_files_only() {
    let r = Registry::builtin();
    let key = |name: &str, content: &str| r.detect(name, content.as_bytes()).map(|f| f.info().key);
    assert_eq!(key("Localizable.xcstrings", SIMPLE), Some("xcstrings"));
    assert_eq!(
        key("Resources/InfoPlist.xcstrings", "{}"),
        Some("xcstrings")
    );
    assert_ne!(key("Localizable.json", SIMPLE), Some("xcstrings"));
    assert_ne!(
        key("Localizable.strings", "\"a\" = \"b\";"),
        Some("xcstrings")
    );
    assert!(XcStrings.multilingual());
}

#[test]
fn convert_to_and_from_json_po_and_xliff12_says_what_is_kept_and_lost() {
    let r = Registry::builtin();
    let f = |k: &str| &**r.get(k).expect("registered");
    let src = DEVICES.replace(
        "\"tap\" : {",
        "\"tap\" : {\n      \"comment\" : \"Button\",",
    );
    // To json with --target-lang fr: the French values the catalog holds (source texts where
    // it has none); plurals flattened into ICU; no comments; the other languages are not
    // converted.
    let opts = Options {
        flatten_plurals: true,
        target_lang: Some("fr".into()),
        ..Options::default()
    };
    let json = convert(f("xcstrings"), src.as_bytes(), f("json"), &opts).expect("to json");
    let v: serde_json::Value = serde_json::from_slice(&json.bytes).expect("json");
    assert_eq!(v["tap/device/other"], "Touchez");
    assert_eq!(v["open %@"], "Open %#@thing@");
    // (json writes the plural for the target's categories: French has `many`.)
    assert_eq!(
        v["open %@/substitutions/thing"],
        "{count, plural, one {%arg file} many {%arg files} other {%arg files}}"
    );
    assert_eq!(json.source.id, "en");
    assert!(
        !String::from_utf8_lossy(&json.bytes).contains("Tap"),
        "the target's value replaces the source"
    );
    // To po: source texts and comments; plurals kept; French not carried.
    let po = convert(f("xcstrings"), src.as_bytes(), f("po"), &Options::default()).expect("to po");
    let po_text = String::from_utf8_lossy(&po.bytes).to_string();
    assert!(po_text.contains("#. Button"), "{po_text}");
    assert!(po_text.contains("msgid_plural \"%arg files\""), "{po_text}");
    // To xliff12.
    let x = convert(
        f("xcstrings"),
        src.as_bytes(),
        f("xliff12"),
        &Options::default(),
    )
    .expect("to xliff");
    let x_text = String::from_utf8_lossy(&x.bytes).to_string();
    assert!(x_text.contains("<source>Click</source>"), "{x_text}");
    // From po with a target: the translation goes to the target's localization, with its state.
    let po_src = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n#. Greeting\nmsgctxt \"hello\"\nmsgid \"Hello\"\nmsgstr \"Hallo\"\n\n#, fuzzy\nmsgctxt \"files\"\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d Datei\"\nmsgstr[1] \"%d Dateien\"\n";
    let xc = convert(
        f("po"),
        po_src.as_bytes(),
        f("xcstrings"),
        &Options::default(),
    )
    .expect("from po");
    let text = String::from_utf8(xc.bytes.clone()).expect("utf-8");
    let v: serde_json::Value = serde_json::from_str(&text).expect("json");
    assert_eq!(v["sourceLanguage"], "en");
    assert_eq!(v["strings"]["hello"]["comment"], "Greeting");
    assert_eq!(v["strings"]["hello"]["extractionState"], "manual");
    assert_eq!(
        v["strings"]["hello"]["localizations"]["de"]["stringUnit"]["value"],
        "Hallo"
    );
    assert_eq!(
        v["strings"]["hello"]["localizations"]["en"]["stringUnit"]["value"],
        "Hello"
    );
    let files = &v["strings"]["files"]["localizations"];
    assert_eq!(
        files["de"]["variations"]["plural"]["one"]["stringUnit"]["state"],
        "needs_review"
    );
    assert_eq!(
        files["en"]["variations"]["plural"]["other"]["stringUnit"]["value"],
        "%d files"
    );
    // The created file parses back and is identity-stable through the multilingual path.
    let p = parse_with(&text, &[de()]);
    assert_eq!(ids(&p), ["files", "hello"]);
    assert_eq!(
        p.entries[1].translations["de"].text,
        Text::Plain("Hallo".into())
    );
    xcstrings_assert_identity(
        &XcStrings,
        "from po",
        text.as_bytes(),
        &[de(), lang("en", EN)],
    );
    // From json (monolingual: the source language only) and from xliff12 (with its target).
    let xc = convert(
        f("json"),
        br#"{"a": {"b": "Hi / there"}, "c": "x"}"#,
        f("xcstrings"),
        &Options::default(),
    )
    .expect("from json");
    let v: serde_json::Value = serde_json::from_slice(&xc.bytes).expect("json");
    assert_eq!(
        v["strings"]["a.b"]["localizations"]["en"]["stringUnit"]["value"],
        "Hi / there"
    );
    let xl = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"><file original=\"f\" source-language=\"en\" target-language=\"fr\"><body>\n<trans-unit id=\"k\" translate=\"no\"><source>K</source><target state=\"final\">Ka</target><note>n</note></trans-unit>\n</body></file></xliff>";
    let xc = convert(
        f("xliff12"),
        xl.as_bytes(),
        f("xcstrings"),
        &Options::default(),
    )
    .expect("from xliff");
    let v: serde_json::Value = serde_json::from_slice(&xc.bytes).expect("json");
    let k = &v["strings"]["k"];
    assert_eq!(k["shouldTranslate"], false);
    assert_eq!(k["comment"], "n");
    assert_eq!(k["localizations"]["fr"]["stringUnit"]["value"], "Ka");
    assert_eq!(
        k["localizations"]["fr"]["stringUnit"]["state"],
        "translated"
    );
}

#[test]
fn corpus_files_round_trip_and_python_json_agrees() {
    let (files, _) = corpus_files("apple", &["xcstrings"]);
    assert!(files.len() >= 12, "{} files", files.len());
    let targets = |src: &[u8]| {
        let mut t = xcstrings_languages(src);
        t.push(lang("de", EN));
        t.push(lang("ru", RU));
        t
    };
    let mut validated = 0;
    for path in &files {
        let src = std::fs::read(path).expect("readable");
        let name = path.display().to_string();
        let out = xcstrings_assert_reparse(&XcStrings, &name, &src, &targets(&src), &|i, s| {
            format!("{s} · {i} \"/\\")
        });
        validated += 1;
        if python_json_available() {
            python_json_check(&name, &out);
        }
    }
    assert_eq!(validated, files.len());
}

/// Whether `python3` runs here (`LOCFORGE_REQUIRE_TEST_TOOLS` makes it required).
fn python_json_available() -> bool {
    let ok = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        if std::env::var_os("LOCFORGE_REQUIRE_TEST_TOOLS").is_some() {
            panic!("python3 is required here (stdlib json reads the built catalogs)");
        }
        eprintln!("python3 not found: skipping the Python json cross-check");
    }
    ok
}

/// Python's `json` reads the catalog, refusing duplicate keys at any depth.
fn python_json_check(name: &str, out: &[u8]) {
    use std::io::Write;
    let script = "import json,sys\ndef pairs(p):\n    keys=[k for k,_ in p]\n    if len(keys)!=len(set(keys)): raise SystemExit('duplicate keys: %r' % keys)\n    return dict(p)\njson.loads(sys.stdin.buffer.read().decode('utf-8-sig'), object_pairs_hook=pairs)\n";
    let mut child = std::process::Command::new("python3")
        .args(["-c", script])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(out)
        .expect("write");
    let o = child.wait_with_output().expect("python3 ends");
    assert!(
        o.status.success(),
        "{name}: Python json rejects the build: {}",
        String::from_utf8_lossy(&o.stderr)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    /// Hostile texts into every kind of slot and insertion, for an existing, a new plural-rich
    /// and a one-category language; serde_json checks, re-parse gets them back.
    #[test]
    fn hostile_translations_survive_every_slot(text in r#"[ "\\<&{}%@?#:/\n\t'a-zé😀\u{202e}\u{05d0}\u{1}]{0,30}"#) {
        let targets = [lang("fr", EN), lang("ru", RU), lang("ja", &[Other])];
        for src in [SIMPLE, PLURALS, DEVICES] {
            xcstrings_assert_reparse(&XcStrings, "hostile", src.as_bytes(), &targets, &|_, _| text.clone());
        }
    }
}
