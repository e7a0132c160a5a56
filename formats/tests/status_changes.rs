//! A translation whose text is unchanged but whose status changed is written back: the file's
//! state attribute or fuzzy flag follows the request.

use std::collections::HashMap;

use locforge_formats::{
    Language, ParseContext, PluralCategory, Registry, Status, Text, Translation, TranslationStatus,
};

fn build_with_status(key: &str, src: &str, id: &str, text: &str, status: Status) -> String {
    let registry = Registry::builtin();
    let format = registry.get(key).expect("registered");
    let parsed = format
        .parse_all(src.as_bytes(), &ParseContext::default())
        .expect("parses");
    let mut tr = HashMap::new();
    tr.insert(
        id.to_owned(),
        Translation {
            text: Text::plain(text.to_owned()),
            status: TranslationStatus::Single(status),
        },
    );
    let target = Language::new(
        parsed.language.clone().unwrap_or_else(|| "de".into()),
        vec![PluralCategory::One, PluralCategory::Other],
    );
    let mut out = Vec::new();
    format
        .build(src.as_bytes(), &parsed, &target, None, &tr, &mut out)
        .expect("builds");
    String::from_utf8(out).expect("utf8")
}

#[test]
fn xliff_state_follows_an_approval_of_the_same_text() {
    let src = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n  <file source-language=\"en\" target-language=\"de\" datatype=\"plaintext\" original=\"a\">\n    <body>\n      <trans-unit id=\"hello\">\n        <source>Hello</source>\n        <target state=\"needs-translation\">Hallo</target>\n      </trans-unit>\n    </body>\n  </file>\n</xliff>\n";
    let same = build_with_status("xliff12", src, "hello", "Hallo", Status::Untranslated);
    assert_eq!(same, src, "nothing changed: byte-identical");
    let approved = build_with_status("xliff12", src, "hello", "Hallo", Status::Approved);
    assert!(!approved.contains("needs-translation"), "{approved}");
    let back = Registry::builtin()
        .get("xliff12")
        .expect("xliff12")
        .parse_all(approved.as_bytes(), &ParseContext::default())
        .expect("parses");
    let existing = back.entries[0].existing.as_ref().expect("target");
    assert_eq!(existing.status.get(None), Status::Approved);
}

#[test]
fn po_fuzzy_flag_goes_when_the_same_text_is_approved() {
    let src = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#, fuzzy\nmsgid \"Hello\"\nmsgstr \"Hallo\"\n";
    let same = build_with_status("po", src, "Hello", "Hallo", Status::Untranslated);
    assert_eq!(same, src, "nothing changed: byte-identical");
    let approved = build_with_status("po", src, "Hello", "Hallo", Status::Approved);
    assert!(!approved.contains("fuzzy"), "{approved}");
    assert!(approved.contains("msgstr \"Hallo\""), "{approved}");
}
