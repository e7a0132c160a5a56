//! Inputs the fuzz targets (`fuzz/`, `scripts/fuzz`) found crashing a format, minimized, each
//! with what the format must do with it now. One test per crash; the name says which target
//! found it.

use locforge_formats::{ParseContext, Registry, Text};

/// Parses `src` with the format `key` (the default context).
fn parse(key: &str, src: &[u8]) -> Result<locforge_formats::Parsed, locforge_formats::FormatError> {
    let registry = Registry::builtin();
    let format = registry.get(key).expect("registered");
    format.parse_all(src, &ParseContext::default())
}

/// format_parse: a YAML comment on the last line, without a line break, left the scanner one
/// byte past the end (a slice out of range when the next line was looked for).
#[test]
fn yaml_comment_on_the_last_line_without_a_line_break() {
    let parsed = parse("yaml", b"foo: b\n#.").expect("parses");
    assert_eq!(parsed.entries.len(), 1);
    assert_eq!(parsed.entries[0].identifier, "foo");
    assert_eq!(parsed.entries[0].text, Text::Plain("b".into()));
    assert!(parse("yaml", b"a:\n  b: c\n  # last").is_ok());
}
