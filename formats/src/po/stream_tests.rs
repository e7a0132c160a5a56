//! The PO parse as a stream: messages reach the sink in order with the header's language first,
//! slots only when the sink asks for them, and a repeated (msgctxt, msgid) is still an error
//! naming both places, found without keeping the identifiers.

use crate::error::ErrorKind;
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
fn a_repeated_message_is_an_error_at_the_second_naming_the_first() {
    let mut src = CATALOG.to_vec();
    src.extend_from_slice(b"\nmsgctxt \"m\"\nmsgid \"a\"\nmsgstr \"x\"\n");
    let e = Po
        .parse_all(&src, &ParseContext::default())
        .expect_err("duplicate");
    assert_eq!(e.kind, ErrorKind::DuplicateIdentifier);
    assert_eq!((e.line, e.column), (14, 1));
    assert!(
        e.message
            .contains("the message at line 7 has the same msgctxt and msgid"),
        "{}",
        e.message
    );
}

#[test]
fn an_escaped_spelling_of_the_same_message_is_a_duplicate_too() {
    let src = b"msgid \"a\\tb\"\nmsgstr \"\"\n\nmsgid \"a\tb\"\nmsgstr \"\"\n";
    let e = Po
        .parse_all(src, &ParseContext::default())
        .expect_err("duplicate");
    assert_eq!(e.kind, ErrorKind::DuplicateIdentifier);
    assert_eq!(e.line, 4);
}
