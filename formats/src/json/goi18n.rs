//! `go-i18n`: message files of go-i18n v2 (`github.com/nicksnyder/go-i18n/v2`), JSON form. What
//! is read follows go-i18n's own loader (`i18n/parse.go`, `message.go`):
//!
//! - `"id": "text"` is a message without plurals;
//! - an object holding one of go-i18n's reserved keys (`id`, `description`, `hash`, `leftDelim`,
//!   `rightDelim`, `zero`, `one`, `two`, `few`, `many`, `other`, in any case) with a string value
//!   is a message object: its CLDR category members are the text (a plural entry; `other` alone,
//!   as `goi18n extract` writes a message without plurals, is a plain one), `description` is the
//!   context, and `id`, `hash`, the delimiters and anything else are kept byte for byte;
//! - any other object is a group of nested keys: identifiers join the key path with `.`, as
//!   go-i18n does.
//!
//! A build regenerates a plural message's category members for the target's CLDR categories,
//! where the file's first one was (members between them, such as `hash` in `goi18n`'s
//! alphabetical order, follow them unchanged). A message object with no category member (only
//! a `description`) has no text and is kept as it is. Go templates (`{{.Count}}`) are text; no
//! ICU is read. `create` writes `"id": "text"` or `"id": {"description": …, "one": …, "other":
//! …}`.

use crate::format::{FormatInfo, Signature};
use crate::json::dialect::{self, Dialect, Layout};
use crate::json::icu::IcuDialect;

/// go-i18n v2 JSON message files.
#[derive(Debug, Default, Clone, Copy)]
pub struct GoI18nJson;

/// The dialect of `go-i18n`.
pub const GO_I18N_DIALECT: Dialect = Dialect {
    layout: Layout::GoI18n,
    i18next_plurals: false,
    v3_plurals: false,
    icu: IcuDialect::FormatJs,
};

static GO_I18N_INFO: FormatInfo = FormatInfo {
    key: "go-i18n",
    name: "go-i18n v2 JSON",
    description: "go-i18n v2 messages: {id: text} and {id: {one, other, description}} plural objects with CLDR category keys",
    extensions: &["json"],
    // The file names `goi18n extract` and `goi18n merge` write (`active.en.json`,
    // `translate.de.json`): the content alone looks like any nested JSON. Other go-i18n files
    // need `--format go-i18n`.
    signature: Signature {
        file_name: r"(^|[/\\])(active|translate)\.[A-Za-z0-9_-]+\.json$",
        file_content: Some(r"^\uFEFF?\s*\{"),
    },
};

dialect::json_dialect_format!(
    GoI18nJson,
    GO_I18N_INFO,
    GO_I18N_DIALECT,
    crate::json::create::JsonKind::GoI18n
);
