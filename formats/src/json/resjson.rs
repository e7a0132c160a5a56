//! `resjson`: Windows RESJSON resource files (`.resjson`, WinJS and UWP JavaScript apps). A
//! top-level object of `"key": "text"`: identifier = the key as written, text = the value.
//! A member `"_key.comment": "…"` is `key`'s context (before or after it, as long as no other
//! string comes between); every other `"_key.property"` member (`_key.source`, `_key.locked`)
//! is metadata, kept byte for byte and not translatable. Nested objects, arrays and non-string
//! values are kept as they are. `//` and `/* */` comments are allowed anywhere white space is
//! (the RESJSON reader strips them); an unclosed `/*` is an error at its position.
//!
//! No plurals and no ICU: RESJSON has none. `create` writes `"key": "text"` followed by
//! `"_key.comment"` when the string has a context, and refuses plural strings.

use crate::format::{format_impl, FormatInfo, Signature};
use crate::json::create::{self, JsonKind};
use crate::json::dialect::{self, Dialect, Layout};
use crate::json::icu::IcuDialect;

/// Windows `.resjson` resource files.
#[derive(Debug, Default, Clone, Copy)]
pub struct ResJson;

/// The dialect of `resjson`.
pub const RESJSON_DIALECT: Dialect = Dialect {
    layout: Layout::ResJson,
    i18next_plurals: false,
    v3_plurals: false,
    icu: IcuDialect::FormatJs,
};

static RESJSON_INFO: FormatInfo = FormatInfo {
    key: "resjson",
    name: "RESJSON",
    description: "Windows .resjson resources: {key: text} with \"_key.comment\" as context, other _key.x metadata and comments kept",
    extensions: &["resjson"],
    // The extension is the signal: no other format uses it, and a file may open with comments.
    signature: Signature {
        file_name: r"\.resjson$",
        file_content: None,
    },
};

format_impl! {
    ResJson, RESJSON_INFO;
    parse(src, ctx, sink) => dialect::parse(src, &RESJSON_DIALECT, ctx, sink);
    render(slot, value, ctx, out) => dialect::render(&RESJSON_DIALECT, slot, value, ctx, out);
    create(entries, source, target, out) =>
        create::create(JsonKind::ResJson, entries, source, target, out);
    creates_plurals => false;
}
