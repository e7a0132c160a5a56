//! `structured-json`: message files where every message is an object holding its text and its
//! metadata, as translation platforms and the FormatJS extractor write them beside plain
//! key/value JSON:
//!
//! - Transifex Structured JSON (and FormatJS `--format transifex`):
//!   `{"id": {"string": "…", "context": "…", "developer_comment": "…", "character_limit": 40}}`;
//! - FormatJS `--format crowdin`: `{"id": {"message": "…", "description": "…"}}`;
//! - FormatJS `--format smartling`: the same, after a leading `"smartling": {…}` directives
//!   object (no message key inside, so it is kept as it is like any other non-message object);
//! - Lokalise structured JSON (and FormatJS `--format lokalise`):
//!   `{"id": {"translation": "…", "notes": "…", "context": "…", "limit": 40}}`.
//!
//! FormatJS's `simple` format (`{"id": "text"}`) is plain key/value JSON: that is the `json`
//! key's, not this one's. Files with `defaultMessage` are `formatjs`'s.
//!
//! Field mapping: the message text (`string`, `message` or `translation`: the first of these
//! found with a string value fixes which one the whole file uses) is the entry's text;
//! `context`, `developer_comment`, `description` and `notes` become the entry's context (joined by
//! a line break in file order; an object or array value is kept as its JSON text, as FormatJS
//! writes an object description); `character_limit` / `limit` (a whole number, or a string of
//! digits as FormatJS's types allow) is `maxLength`. Other members (`tags`, `smartling` paths,
//! numbers) are kept untouched and not translatable. See [`parse`] for the identifier and
//! grouping rules and the errors.
//!
//! Plurals: a text that is exactly one ICU `{n, plural, one {…} other {…}}` (CLDR selectors,
//! FormatJS apostrophe rules, [`crate::json::icu`]) is a plural entry rebuilt as ICU for the
//! target's categories, as in the other JSON dialects; anything else stays ICU text.
//!
//! Build splices only the text values (through [`crate::json::dialect::render`]); every other
//! byte (metadata, other keys, indentation, BOM, line ends) is copied.

pub mod create;
pub mod parse;

use crate::format::{format_impl, FormatInfo, Signature};
use crate::json::dialect;
use crate::json::plain::JSON_DIALECT;

/// Structured JSON message files (Transifex, FormatJS crowdin/smartling/transifex/lokalise
/// output, Lokalise structured JSON).
#[derive(Debug, Default, Clone, Copy)]
pub struct StructuredJson;

/// The content signature: two sibling message objects, each made only of a text key (`string`,
/// `message`, `translation`) with a string value and known metadata members
/// (`"k": {"string": "a"}, "l": {"context": "c", "string": "b"}`). Plain key/value JSON seldom
/// has even one object of only `message`; two in a row mark a message file. A file whose
/// messages all carry other members (Lokalise `tags`) or that holds a single message needs
/// `--format structured-json`.
pub const CONTENT_SIGNATURE: &str = concat!(
    r#"\{\s*(?:"(?:context|developer_comment|character_limit|description|notes|limit)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|-?[0-9]+|null)\s*,\s*)*"#,
    r#""(?:string|message|translation)"\s*:\s*"(?:[^"\\]|\\.)*"\s*"#,
    r#"(?:,\s*"(?:context|developer_comment|character_limit|description|notes|limit)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|-?[0-9]+|null)\s*)*\}"#,
    r#"\s*,\s*"(?:[^"\\]|\\.)*"\s*:\s*"#,
    r#"\{\s*(?:"(?:context|developer_comment|character_limit|description|notes|limit)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|-?[0-9]+|null)\s*,\s*)*"#,
    r#""(?:string|message|translation)"\s*:\s*"(?:[^"\\]|\\.)*"\s*"#,
    r#"(?:,\s*"(?:context|developer_comment|character_limit|description|notes|limit)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|-?[0-9]+|null)\s*)*\}"#,
);

static STRUCTURED_INFO: FormatInfo = FormatInfo {
    key: "structured-json",
    name: "Structured JSON messages",
    description: "Per-message JSON objects: Transifex {string, context, developer_comment, character_limit}, FormatJS crowdin/smartling {message, description}, Lokalise {translation, notes, limit}; nested groups give key paths",
    extensions: &["json"],
    signature: Signature {
        file_name: r"\.json$",
        file_content: Some(CONTENT_SIGNATURE),
    },
};

format_impl! {
    StructuredJson, STRUCTURED_INFO;
    parse(src, ctx, sink) => {
        let _ = ctx;
        parse::parse(src, sink)
    };
    render(slot, value, ctx, out) => dialect::render(&JSON_DIALECT, slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
}
