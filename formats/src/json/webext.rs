//! `webext`: WebExtension `_locales/<lang>/messages.json` files (Chrome, Firefox, Edge, Safari).
//! A top-level object of `"name": {"message": "…", "description": "…", "placeholders": {…}}`:
//! identifier = the name as written, text = `message`, context = `description` (an object
//! description is kept as its JSON text). `placeholders` and every other member are kept byte for
//! byte and are not translatable; a message object without a `message` string, and a top-level
//! value that is a string rather than a message object, are errors with their position (browsers
//! refuse such files too). `//` and `/* */` comments are allowed, as Chrome and Firefox strip
//! them.
//!
//! No plurals: the format has none (`$COUNT$` placeholders are text), and no ICU is read.
//! `create` writes `{"name": {"message": …, "description": …}}` and refuses plural strings.

use crate::format::{format_impl, FormatInfo, Signature};
use crate::json::create::{self, JsonKind};
use crate::json::dialect::{self, Dialect, Layout};
use crate::json::icu::IcuDialect;

/// WebExtension `messages.json` files.
#[derive(Debug, Default, Clone, Copy)]
pub struct WebExtMessages;

/// The dialect of `webext`.
pub const WEBEXT_DIALECT: Dialect = Dialect {
    layout: Layout::WebExt,
    i18next_plurals: false,
    v3_plurals: false,
    icu: IcuDialect::FormatJs,
};

static WEBEXT_INFO: FormatInfo = FormatInfo {
    key: "webext",
    name: "WebExtension messages.json",
    description: "Browser extension _locales/*/messages.json: {name: {message, description, placeholders}}, description as context, placeholders kept",
    extensions: &["json"],
    // The file name browsers require, and a `"message": "…"` member: a FormatJS or structured
    // file is seldom called `messages.json`, and one that is still needs that member.
    signature: Signature {
        file_name: r"(^|[/\\])messages\.json$",
        file_content: Some(r#"^\uFEFF?\s*(?:(?://[^\n]*\n|/\*[\s\S]*?\*/)\s*)*\{\s*(?:(?://[^\n]*\n|/\*[\s\S]*?\*/)\s*)*"(?:[^"\\]|\\.)*"\s*:\s*\{[^{}]*"message"\s*:\s*""#),
    },
};

format_impl! {
    WebExtMessages, WEBEXT_INFO;
    parse(src, ctx, sink) => dialect::parse(src, &WEBEXT_DIALECT, ctx, sink);
    render(slot, value, ctx, out) => dialect::render(&WEBEXT_DIALECT, slot, value, ctx, out);
    create(entries, source, target, out) =>
        create::create(JsonKind::WebExt, entries, source, target, out);
    creates_plurals => false;
}
