//! The PO parse as a stream: messages reach the sink in order with the header's language first,
//! slots only when the sink asks for them, and a repeated (msgctxt, msgid) is one string (the
//! same texts: another place of it; others: kept and named in a warning), found without keeping
//! the identifiers.

use crate::format::{Format, ParseContext};
use crate::sink::{Collector, Counter};
use crate::Po;

const CATALOG: &[u8] = b"msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"a\"\nmsgstr \"A\"\n\nmsgctxt \"m\"\nmsgid \"a\"\nmsgstr \"\"\n\nmsgid \"b\"\nmsgstr \"\"\n";

#[test]
fn messages_stream_without_the_skeleton_unless_asked() {
    let mut lean = Collector::new(false);
    Po.parse(CATALOG, &ParseContext::default(), &mut lean)
        .expect("parses");
    let lean = lean.into_parsed();
    assert_eq!(lean.language.as_deref(), Some("de"));
    let ids: Vec<_> = lean.entries.iter().map(|e| e.identifier.as_ref()).collect();
    assert_eq!(ids, ["a", "m\u{4}a", "b"]);
    assert!(lean.skeleton.is_empty());
    let full = Po
        .parse_all(CATALOG, &ParseContext::default())
        .expect("parses");
    assert_eq!(full.entries, lean.entries);
    // Begin, header, one per message.
    assert_eq!(full.skeleton.len(), 5);
    let mut count = Counter::default();
    Po.parse(CATALOG, &ParseContext::default(), &mut count)
        .expect("parses");
    assert_eq!(count.entries, 3);
}

#[test]
fn a_message_defined_again_with_another_translation_is_kept_and_named() {
    let mut src = CATALOG.to_vec();
    src.extend_from_slice(b"\nmsgctxt \"m\"\nmsgid \"a\"\nmsgstr \"x\"\n");
    let parsed = Po
        .parse_all(&src, &ParseContext::default())
        .expect("a repeated message is no error");
    let ids: Vec<_> = parsed
        .entries
        .iter()
        .map(|e| e.identifier.as_ref())
        .collect();
    assert_eq!(ids, ["a", "m\u{4}a", "b"]);
    // Begin, header, one per message but the one kept as it is.
    assert_eq!(parsed.skeleton.len(), 5);
    let [w] = &parsed.warnings[..] else {
        panic!("one warning: {:?}", parsed.warnings);
    };
    assert_eq!((w.line, w.column), (14, 1));
    assert!(
        w.message.contains(
            "the message `m | a` is defined again here with another text (first at line 7)"
        ),
        "{}",
        w.message
    );
}

#[test]
fn an_escaped_spelling_of_the_same_message_is_another_place_of_it() {
    let src = b"msgid \"a\\tb\"\nmsgstr \"\"\n\nmsgid \"a\tb\"\nmsgstr \"\"\n";
    let parsed = Po.parse_all(src, &ParseContext::default()).expect("parses");
    assert_eq!(parsed.entries.len(), 1);
    assert!(parsed.warnings.is_empty());
    let slots: Vec<_> = parsed
        .skeleton
        .slots()
        .iter()
        .filter_map(|s| s.entry)
        .collect();
    assert_eq!(slots, [0, 0], "both places name the one string");
}
