//! Rewrites of a whole file that keep every string it holds: the layout of JSON files (pretty or
//! minified, members sorted by key), the indentation of block YAML, a header comment in the format's own comment syntax, line
//! ends, and the file's encoding as UTF-8 without a BOM. The app's file-post-export and
//! file-pre-import modules run them; the caller re-reads the result with
//! the format's parser and checks its strings are unchanged.
//!
//! What lives here: pure byte rewrites and which formats they apply to. What does not: choosing
//! which rewrites run (configuration), parsing strings (each format's own parser).

mod encoding;
mod header;
mod json;
mod lines;
mod yaml;

pub use encoding::{to_utf8, Utf8File};
pub use header::{comment_style, put_header, CommentStyle};
pub use json::{is_json_format, reformat_json, JsonLayout};
pub use lines::normalize_line_endings;
pub use yaml::{reindent_yaml, YAML_INDENT_RANGE};
