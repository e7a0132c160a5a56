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

/// Windows of any size read a catalog as one whole window does: the same entries, slots and
/// warnings, on every PO file of the corpus and on repeats that lie windows apart.
#[test]
fn windows_of_any_size_read_what_the_whole_file_reads() {
    use crate::sink::Collector;
    let read = |src: &[u8], window: usize| {
        let mut sink = Collector::new(true);
        let result = super::parse_in_windows(src, &ParseContext::default(), &mut sink, window);
        result
            .map(|()| sink.into_parsed())
            .map_err(|e| e.to_string())
    };
    let mut files: Vec<Vec<u8>> = vec![CATALOG.to_vec()];
    let mut repeated = CATALOG.to_vec();
    repeated.extend_from_slice(
        b"\n#, fuzzy\nmsgctxt \"m\"\nmsgid \"a\"\nmsgstr \"\"\n\nmsgid \"a\"\nmsgstr \"other\"\n",
    );
    files.push(repeated);
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../corpus/po");
    let mut dirs = vec![std::path::PathBuf::from(corpus)];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("corpus folder") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "po" || e == "pot") {
                files.push(std::fs::read(&path).expect("corpus file"));
            }
        }
    }
    assert!(files.len() > 20, "the corpus's PO files");
    for src in &files {
        let whole = read(src, usize::MAX);
        for window in [1, 64, 4096] {
            let cut = read(src, window);
            match (&whole, &cut) {
                (Ok(a), Ok(b)) => {
                    assert_eq!(a.entries, b.entries, "window {window}");
                    assert_eq!(a.skeleton, b.skeleton, "window {window}");
                    assert_eq!(a.warnings, b.warnings, "window {window}");
                }
                (a, b) => assert_eq!(a.as_ref().err(), b.as_ref().err(), "window {window}"),
            }
        }
    }
}
