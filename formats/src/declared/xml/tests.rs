//! The declared XML base on the two sample files of `examples/declared-formats/` (an in-house UI
//! XML with inline markup and `translate="no"`, a screen whose texts are attributes) and small
//! documents: parse, identity and translated builds read back, hostile translations, refusals of
//! bad files, bad translations and bad rules, each with its position or rule.

use super::*;
use crate::format::Parsed;
use crate::language::Language;
use crate::model::{PluralCategory, Status, Text};
use crate::testing::{build, parse, translations};

const UI: &[u8] = include_bytes!("../../../../examples/declared-formats/dialogs.ui.xml");
const SCREEN: &[u8] = include_bytes!("../../../../examples/declared-formats/settings.screen.xml");

fn rules(key: &str) -> XmlRules {
    XmlRules {
        key: key.into(),
        name: key.to_uppercase(),
        file_names: vec!["*.xml".into()],
        ..XmlRules::default()
    }
}

/// The `uixml` format of the example configuration.
fn ui() -> DeclaredXml {
    DeclaredXml::new(&XmlRules {
        elements: vec!["//item/label".into()],
        inline: vec!["b".into(), "br".into()],
        id: Some("id".into()),
        context: Some("note".into()),
        ..rules("uixml")
    })
    .expect("compiles")
}

/// The `screenxml` format of the example configuration.
fn screen() -> DeclaredXml {
    DeclaredXml::new(&XmlRules {
        elements: vec!["/screen/text".into()],
        attributes: vec![
            "//@title".into(),
            "//field/@placeholder".into(),
            "//field/@hint".into(),
            "//button/@tooltip".into(),
        ],
        id: Some("@name".into()),
        context: Some("@note".into()),
        ..rules("screenxml")
    })
    .expect("compiles")
}

fn de() -> Language {
    Language::new("de", vec![PluralCategory::One, PluralCategory::Other])
}

fn listed(p: &Parsed) -> Vec<(String, String, Option<String>)> {
    p.entries
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

fn triples(items: &[(&str, &str, Option<&str>)]) -> Vec<(String, String, Option<String>)> {
    items
        .iter()
        .map(|(i, t, c)| (i.to_string(), t.to_string(), c.map(str::to_string)))
        .collect()
}

/// Builds `src` with every string translated by `f(identifier, text)`, reads the result back,
/// and checks every string reads as its translation; gives the built file.
fn read_back(format: &DeclaredXml, src: &[u8], f: impl Fn(&str, &str) -> String) -> Vec<u8> {
    let parsed = parse(format, src);
    let texts: Vec<(String, String)> = parsed
        .entries
        .iter()
        .map(|e| (e.identifier.to_string(), f(&e.identifier, e.text.main())))
        .collect();
    let tr = translations(
        texts
            .iter()
            .map(|(id, t)| (id.as_str(), Text::plain(t.clone()), Status::Translated)),
    );
    let out = build(format, src, &de(), &tr);
    let again = parse(format, &out);
    assert_eq!(again.entries.len(), parsed.entries.len());
    for (e, (id, want)) in again.entries.iter().zip(&texts) {
        assert_eq!(&*e.identifier, id);
        assert_eq!(e.text.main(), want, "{id}");
    }
    assert_eq!(
        again.entries.iter().map(|e| &e.context).collect::<Vec<_>>(),
        parsed
            .entries
            .iter()
            .map(|e| &e.context)
            .collect::<Vec<_>>()
    );
    out
}

#[test]
fn the_ui_sample_reads_labels_with_sibling_ids_notes_and_inline_markup() {
    let p = parse(&ui(), UI);
    assert_eq!(
        listed(&p),
        triples(&[
            (
                "dlg.save.title",
                "Save changes?",
                Some("Title bar of the save dialog")
            ),
            (
                "dlg.save.body",
                "Press <b>OK</b> to save,<br/>or <b>Cancel</b> to go back & keep editing.",
                None
            ),
            (
                "dlg.save.remember",
                "Don't ask again",
                Some("Check box; the key comes after the label here")
            ),
            (
                "dlg.save.path",
                "Saved to C:\\Users\\<name>\\Documents.",
                None
            ),
            ("dlg.quit.title", "Quit “Locforge”?", None),
            (
                "dlg.quit.body",
                "You have unsaved work.\nQuit anyway?",
                Some("Shown when unsaved work exists")
            ),
            ("dlg.quit.hint", "", None),
        ])
    );
    // The slots are the label contents (the empty label's `/>`), in file order.
    let spans: Vec<&[u8]> = p
        .skeleton
        .slots()
        .iter()
        .map(|s| &UI[s.span.clone()])
        .collect();
    assert_eq!(spans[0], b"Save changes?");
    assert_eq!(spans[6], b"/>");
}

#[test]
fn the_screen_sample_reads_attributes_as_texts() {
    let p = parse(&screen(), SCREEN);
    assert_eq!(
        listed(&p),
        triples(&[
            ("head/@title", "Settings", None),
            ("intro", "Choose how the app behaves.", None),
            ("account/@title", "Account", None),
            ("email/@placeholder", "you@example.com", None),
            ("email/@hint", "We never share your address", None),
            ("nick/@placeholder", "Nickname", Some("Max. 20 characters")),
            (
                "nick/@hint",
                "Shown to \"friends\" only",
                Some("Max. 20 characters")
            ),
            ("sync/@title", "Sync over mobile data", Some("Costs data")),
            ("ok/@title", "Save", None),
            ("ok/@tooltip", "Saves every setting & closes", None),
            ("cancel/@title", "Cancel", None),
        ])
    );
}

#[test]
fn identity_builds_give_the_samples_back_byte_for_byte() {
    for (format, src) in [(ui(), UI), (screen(), SCREEN)] {
        assert_eq!(build(&format, src, &de(), &translations([])), src);
        // Every string given its own text: unchanged slots keep their bytes (`&amp;`, CDATA).
        let p = parse(&format, src);
        let own = translations(p.entries.iter().map(|e| {
            (
                &*e.identifier,
                Text::plain(e.text.main().to_string()),
                Status::Translated,
            )
        }));
        assert_eq!(build(&format, src, &de(), &own), src);
    }
}

#[test]
fn translated_builds_change_only_the_texts_and_read_back() {
    let out = read_back(&ui(), UI, |id, _| match id {
        "dlg.save.body" => {
            "Drücken Sie <b>OK</b> zum Speichern,<br/>oder <b>Abbrechen</b> & weiter".into()
        }
        "dlg.quit.hint" => "Strg+Q beendet".into(),
        _ => format!("[de] {id}"),
    });
    let text = String::from_utf8(out).expect("utf-8");
    assert!(text.contains("<label>Drücken Sie <b>OK</b> zum Speichern,<br/>oder <b>Abbrechen</b> &amp; weiter</label>"), "{text}");
    assert!(text.contains("<label>Strg+Q beendet</label>"), "{text}");
    assert!(text.contains("<label>Locforge™ Desktop</label>"), "{text}");
    assert!(
        text.contains("<label its:translate=\"no\">Ctrl+Q</label>"),
        "{text}"
    );
    let want = String::from_utf8(UI.to_vec()).expect("utf-8").replace(
        "<label>Save changes?</label>",
        "<label>[de] dlg.save.title</label>",
    );
    assert_eq!(
        text.lines().take(9).collect::<Vec<_>>(),
        want.lines().take(9).collect::<Vec<_>>()
    );

    let out = read_back(&screen(), SCREEN, |id, t| format!("{t} ({id})"));
    let text = String::from_utf8(out).expect("utf-8");
    assert!(
        text.contains("placeholder='Nickname (nick/@placeholder)'"),
        "{text}"
    );
    assert!(
        text.contains("hint=\"Shown to &quot;friends&quot; only (nick/@hint)\""),
        "{text}"
    );
    assert!(
        text.contains("<toggle name=\"trace\" title=\"Trace network calls\"/>"),
        "{text}"
    );
}

#[test]
fn hostile_translations_read_back() {
    let hostile = [
        "\"quotes\" and 'apostrophes'",
        "a < b && c > d; <3 </ <!-- x --> <x y='1'> ]]>",
        "line one\nline two\r\n\ttabbed",
        "emoji 😀👩‍👩‍👧 and RTL \u{202e}עברית العربية\u{202c}",
        "<b>bold &amp; literal</b> then <br/> and a <name> that is text",
        "a comment <!-- holds <b> alone --> and <b><br/></b>",
    ];
    for h in hostile {
        read_back(&ui(), UI, |_, _| h.to_string());
        read_back(&screen(), SCREEN, |_, _| h.to_string());
    }
}

#[test]
fn inline_markup_that_does_not_balance_is_written_as_text() {
    // As XLIFF and TMX builds write it: only well-formed, balanced tags of `inline` are markup;
    // the file stays well-formed and each text reads back as given.
    for text in [
        "<b>not closed",
        "closed </b> early",
        "<b>crossed<br></b>",
        "<b class=x>bad</b>",
        "</b",
        "a<<b>>b x<b>x",
    ] {
        let out = read_back(&ui(), UI, |id, t| {
            if id == "dlg.quit.title" {
                text.to_string()
            } else {
                t.to_string()
            }
        });
        let out = String::from_utf8(out).expect("utf-8");
        assert!(out.contains("&lt;"), "{text}: {out}");
    }
}

#[test]
fn bad_files_are_refused_with_line_column_and_rule() {
    let f = ui();
    let doc = b"<ui>\n  <item><id>a</id>\n    <label>Press <id>x</id></label></item></ui>";
    let e = f
        .parse_all(doc, &ParseContext::default())
        .expect_err("refused");
    assert_eq!((e.line, e.column), (3, 18), "{e}");
    assert!(
        e.message.contains("element <id> inside the text of <label> (a string by format `uixml`'s rule `//item/label` of `elements`); expected text or an element of `inline` (b, br)"),
        "{e}"
    );
    // A file broken in the middle of a tag.
    let e = f
        .parse_all(
            b"<ui>\n  <item><id>a</id>\n    <label x=\"1>text</label>",
            &ParseContext::default(),
        )
        .expect_err("refused");
    assert!(e.line == 3 && e.column > 0, "{e}");
    let e = f
        .parse_all(
            b"<ui>\n<item><id>a</id><label>x</label",
            &ParseContext::default(),
        )
        .expect_err("refused");
    assert_eq!(e.line, 2, "{e}");
    // A label without its key beside it.
    let e = f
        .parse_all(
            b"<ui>\n<item>\n<label>x</label></item></ui>",
            &ParseContext::default(),
        )
        .expect_err("refused");
    assert_eq!((e.line, e.column), (3, 1), "{e}");
    assert!(
        e.message.contains("no sibling element <id> with text"),
        "{e}"
    );
    // The root element as a string: it has no siblings to take its key from.
    let e = f
        .parse_all(b"<item>x</item>", &ParseContext::default())
        .map(|p| p.entries.len());
    assert_eq!(
        e.map_err(|e| e.to_string()),
        Ok(0),
        "<item> is not under an <item>"
    );
    let root = DeclaredXml::new(&XmlRules {
        elements: vec!["/label".into()],
        id: Some("id".into()),
        ..rules("root")
    })
    .expect("compiles");
    let e = root
        .parse_all(b"<label>x</label>", &ParseContext::default())
        .expect_err("refused");
    assert!(
        e.message.contains("no sibling element <id> with text"),
        "{e}"
    );
    // A `translate` that is neither yes nor no.
    let e = f
        .parse_all(
            b"<ui>\n<item translate='false'/></ui>",
            &ParseContext::default(),
        )
        .expect_err("refused");
    assert_eq!(e.line, 2, "{e}");
    assert!(e.message.contains("expected \"yes\" or \"no\""), "{e}");
    // Nesting deeper than the limit.
    let deep = format!(
        "{}{}",
        "<d>".repeat(MAX_DEPTH + 1),
        "</d>".repeat(MAX_DEPTH + 1)
    );
    let e = f
        .parse_all(deep.as_bytes(), &ParseContext::default())
        .expect_err("refused");
    assert_eq!(e.kind, ErrorKind::Limit, "{e}");
    assert!(e.message.contains("nested deeper than 256 levels"), "{e}");
    // A processing instruction in a text; an entity a DTD declares.
    let e = f
        .parse_all(
            b"<ui><item><id>a</id><label>x<?pi y?></label></item></ui>",
            &ParseContext::default(),
        )
        .expect_err("refused");
    assert!(
        e.message
            .contains("processing instruction inside the text of <label>"),
        "{e}"
    );
    let e = f
        .parse_all(
            b"<!DOCTYPE ui [<!ENTITY e \"x\">]><ui/>",
            &ParseContext::default(),
        )
        .expect_err("refused");
    assert!(e.message.contains("declares entities"), "{e}");
    let e = f
        .parse_all(
            b"<ui><item><id>a</id><label>&e;</label></item></ui>",
            &ParseContext::default(),
        )
        .expect_err("refused");
    assert!(e.message.contains("never expanded"), "{e}");
}

#[test]
fn two_strings_with_one_identifier_are_refused_naming_both_places() {
    let doc = b"<ui>\n<item><id>a</id><label>x</label></item>\n<item><id>a</id><label>y</label></item></ui>";
    let e = ui()
        .parse_all(doc, &ParseContext::default())
        .expect_err("refused");
    assert_eq!(e.kind, ErrorKind::DuplicateIdentifier);
    assert_eq!((e.line, e.column), (3, 17), "{e}");
    assert!(
        e.message.contains("identifier `a`") && e.message.contains("line 2, column 17"),
        "{e}"
    );
    let e = screen()
        .parse_all(
            b"<screen><button name='a' title='x'/><button title='y'/></screen>",
            &ParseContext::default(),
        )
        .expect_err("refused");
    assert!(
        e.message.contains("has no non-empty attribute `name`"),
        "{e}"
    );
}

#[test]
fn path_identifiers_wildcards_and_translate_rules() {
    let f = DeclaredXml::new(&XmlRules {
        elements: vec!["/strings/string".into(), "/strings/*/item".into()],
        attributes: vec!["//@alt".into()],
        ..rules("paths")
    })
    .expect("compiles");
    let doc = "<strings>\r\n<string>one</string>\r\n<string translate=\"no\">skip</string>\r\n<string>three\r\nlines</string>\r\n<array its:translate='no'><item>no</item><item translate='yes' alt='a'>yes</item></array>\r\n<img alt=\"picture\"/></strings>";
    let p = parse(&f, doc.as_bytes());
    assert_eq!(
        listed(&p),
        triples(&[
            ("strings/string[1]", "one", None),
            ("strings/string[3]", "three\nlines", None),
            ("strings/array[1]/item[2]/@alt", "a", None),
            ("strings/array[1]/item[2]", "yes", None),
            ("strings/img[1]/@alt", "picture", None),
        ])
    );
    // Attributes are strings in the tag's order, once each, whatever the rules' order.
    let both = DeclaredXml::new(&XmlRules {
        attributes: vec![
            "//@tooltip".into(),
            "//button/@title".into(),
            "//@title".into(),
        ],
        ..rules("attrs")
    })
    .expect("compiles");
    let attrs_doc = b"<ui><button title='T' tooltip='H'/></ui>";
    let p = parse(&both, attrs_doc);
    assert_eq!(
        listed(&p),
        triples(&[
            ("ui/button[1]/@title", "T", None),
            ("ui/button[1]/@tooltip", "H", None),
        ])
    );
    read_back(&both, attrs_doc, |id, _| format!("'{id}'"));
    // A line break is written in the file's style.
    let tr = translations([("strings/string[1]", Text::plain("a\nb"), Status::Translated)]);
    let out = build(&f, doc.as_bytes(), &de(), &tr);
    assert!(String::from_utf8(out)
        .expect("utf-8")
        .contains("<string>a\r\nb</string>"));
}

#[test]
fn utf16_and_legacy_files_keep_their_encoding() {
    let f = ui();
    let doc = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<ui><item><id>k</id><label>Grüße</label></item><item><id>e</id><label/></item></ui>";
    let mut src = vec![0xFF, 0xFE];
    for u in doc.encode_utf16() {
        src.extend_from_slice(&u.to_le_bytes());
    }
    let out = read_back(&f, &src, |_, _| "Ünïcödé <b>😀</b>".into());
    let want = doc
        .replace("Grüße", "Ünïcödé <b>😀</b>")
        .replace("<label/>", "<label>Ünïcödé <b>😀</b></label>");
    let mut want_bytes = vec![0xFF, 0xFE];
    for u in want.encode_utf16() {
        want_bytes.extend_from_slice(&u.to_le_bytes());
    }
    assert_eq!(out, want_bytes);

    // A UTF-8 byte-order mark and CRLF line ends are kept.
    let bom = b"\xEF\xBB\xBF<ui>\r\n<item><id>k</id><label>a</label></item>\r\n</ui>\r\n";
    assert_eq!(build(&f, bom, &de(), &translations([])), bom);
    let out = read_back(&f, bom, |_, _| "x\ny".into());
    assert_eq!(
        out,
        b"\xEF\xBB\xBF<ui>\r\n<item><id>k</id><label>x\r\ny</label></item>\r\n</ui>\r\n"
    );

    let latin = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><ui><item><id>k</id><label>Gr\xfc\xdfe</label></item></ui>";
    let p = parse(&f, latin);
    assert_eq!(p.entries[0].text.main(), "Grüße");
    let out = read_back(&f, latin, |_, _| "größer 😀".into());
    assert!(out.ends_with(b"<label>gr\xf6\xdfer &#128512;</label></item></ui>"));
}

#[test]
fn paths_match_children_descendants_and_wildcards() {
    let steps = |p: &str| parse_element_path(p, p).expect("valid");
    let m = |p: &str, names: &[&str]| {
        let names: Vec<&[u8]> = names.iter().map(|n| n.as_bytes()).collect();
        path_matches(&steps(p), &names)
    };
    assert!(m("/a/b", &["a", "b"]));
    assert!(!m("/a/b", &["x", "a", "b"]));
    assert!(m("//b", &["x", "a", "b"]));
    assert!(m("/x//b", &["x", "a", "c", "b"]));
    assert!(!m("/x//b", &["y", "a", "b"]));
    assert!(m("/x/*/b", &["x", "a", "b"]));
    assert!(!m("/x/*/b", &["x", "b"]));
    assert!(m("//a//b", &["a", "a", "b"]));
    assert!(!m("//a", &["a", "b"]));
    // Many `//` over a deep document stay linear (the dynamic programme).
    let deep: Vec<&str> = std::iter::repeat_n("a", 500).collect();
    assert!(!m("//a//a//a//a//a//a//a//a//b", &deep));
}

#[test]
fn bad_rules_are_refused_with_the_key_the_rule_and_the_problem() {
    for (r, want) in [
        (
            XmlRules { ..rules("x") },
            "declared format `x`: `elements`: names no path, nor does `attributes`",
        ),
        (
            XmlRules { elements: vec!["label".into()], ..rules("x") },
            "declared format `x`: `elements`: `label` does not start with `/`",
        ),
        (
            XmlRules { elements: vec!["/a///b".into()], ..rules("x") },
            "declared format `x`: `elements`: `/a///b` has a step without a name",
        ),
        (
            XmlRules { elements: vec!["/a/b[2]".into()], ..rules("x") },
            "declared format `x`: `elements`: `/a/b[2]` has the step `b[2]`; expected an element name or `*`",
        ),
        (
            XmlRules { elements: vec!["//b/@title".into()], ..rules("x") },
            "declared format `x`: `elements`: `//b/@title` names an attribute; put attribute paths in `attributes`",
        ),
        (
            XmlRules { attributes: vec!["//button".into()], ..rules("x") },
            "declared format `x`: `attributes`: `//button` does not end with `/@name`",
        ),
        (
            XmlRules { attributes: vec!["//b/@".into()], ..rules("x") },
            "declared format `x`: `attributes`: `//b/@` names the attribute ``",
        ),
        (
            XmlRules { elements: vec!["//l".into()], inline: vec!["<b>".into()], ..rules("x") },
            "declared format `x`: `inline`: `<b>` is not an element name",
        ),
        (
            XmlRules { elements: vec!["//l".into()], id: Some(String::new()), ..rules("x") },
            "declared format `x`: `id`: is empty",
        ),
        (
            XmlRules { elements: vec!["//l".into()], id: Some("@".into()), ..rules("x") },
            "declared format `x`: `id`: `@`; expected `@` and an attribute name",
        ),
        (
            XmlRules { elements: vec!["//l".into()], context: Some("a/b".into()), ..rules("x") },
            "declared format `x`: `context`: `a/b` is neither `@attribute` nor an element name",
        ),
        (
            XmlRules { elements: vec!["//l".into()], file_names: vec![], ..rules("x") },
            "declared format `x`: `file_names`: names no glob",
        ),
    ] {
        let e = r.check().expect_err("refused");
        assert!(e.starts_with(want), "want {want:?}, got {e}");
    }
}

#[test]
fn slot_kinds_survive_their_bits() {
    for shape in [Shape::Content, Shape::Attr, Shape::EmptyElement] {
        for eol in [Eol::Lf, Eol::CrLf, Eol::Cr] {
            for single_quote in [false, true] {
                for enc in [
                    XmlEncoding::Utf8,
                    XmlEncoding::Utf16Be,
                    XmlEncoding::Other(encoding_rs::SHIFT_JIS),
                ] {
                    let k = XmlSlot {
                        shape,
                        eol,
                        single_quote,
                        enc,
                    };
                    assert_eq!(XmlSlot::from_bits(k.bits()), Some(k));
                }
            }
        }
    }
    assert_eq!(XmlSlot::from_bits(3), None);
}

#[test]
fn every_truncation_and_mutation_of_the_samples_is_read_or_refused_with_a_position() {
    for (format, src) in [(ui(), UI), (screen(), SCREEN)] {
        let mut variants: Vec<Vec<u8>> = (0..src.len()).map(|n| src[..n].to_vec()).collect();
        for at in 0..src.len() {
            for b in [b'<', b'&', b'"', b'/', b'>'] {
                let mut v = src.to_vec();
                v[at] = b;
                variants.push(v);
            }
        }
        for (i, v) in variants.iter().enumerate() {
            match format.parse_all(v, &ParseContext::default()) {
                Ok(p) => {
                    // What reads, builds back to itself.
                    let mut out = Vec::new();
                    (&format as &dyn Format)
                        .build(v, &p, &de(), None, &translations([]), &mut out)
                        .expect("an identity build");
                    assert_eq!(&out, v);
                    // And a translated build of every tenth reads back.
                    if i % 10 == 0 {
                        read_back(&format, v, |id, _| format!("<b>{id}</b> & \"<\n"));
                    }
                }
                Err(e) => assert!(
                    e.line > 0 && e.column > 0 && !e.message.is_empty(),
                    "{e:?} for {}",
                    String::from_utf8_lossy(v)
                ),
            }
        }
    }
}
