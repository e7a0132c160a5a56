//! `xliff12`: XLIFF 1.0/1.1/1.2 bilingual files, parsed and built by splicing into the original
//! bytes (XML declaration, BOM, CRLF, namespace prefixes, self-closing forms, `xml:space`,
//! comments and unknown elements all survive).
//!
//! Mapping:
//! - One entry per `<trans-unit>` (inside `<file>`, `<body>`, `<group>`s). Identifier = the unit's
//!   `id`. When the same `id` occurs in more than one `<file>`, every unit with that id is
//!   identified as `<file original>#<id>` instead; any duplicate left after that (the same id twice
//!   in one `<file>`, or two files with the same `original`) is an error. A unit without `id` is an
//!   error. A unit repeating an id already used in the same `<file>` is the same string (Angular's
//!   extractor repeats a message id for each occurrence, with placeholder details that may differ):
//!   it adds no entry, and its target is written with that entry's translation on build. (An id
//!   repeated across a gettext plural group and another unit is an error.)
//! - Text = the `<source>` content; existing translation ([`Entry::existing`]) = the `<target>`
//!   content when the unit has a `<target>` (even an empty one). Text model: character data is
//!   unescaped, CDATA unwrapped, line ends read as `\n`, and inline elements (`<g> <x/> <bx/> <ex/>
//!   <ph> <bpt> <ept> <it> <mrk> <sub>`, and any other nested element, comment or PI) are kept in the
//!   text as their original markup, byte for byte. On build, inline elements of that list that are
//!   well-formed and balanced, and well-formed comments, are written verbatim; every other `<`,
//!   `&`, `>` is escaped (see [`crate::xml::text`]), so the output is well-formed and re-parses to the
//!   same text. Newlines are written in the file's line-end style.
//! - Context = `resname` (as `resname: …` when it differs from the id), the `<note>` texts and the
//!   `<context-group>` `<context>`s (`context-type: text`), one per line.
//! - `maxwidth` with `size-unit="char"` → max length. `translate="no"` on the unit or an enclosing
//!   `<group>` → the entry is kept with `is_hidden` (it still round-trips and can be built).
//! - Status of the existing target: `approved="yes"` or `state` `signed-off`/`final` → approved,
//!   `translated` → translated, `new`/`needs-*` → untranslated; no state: translated when the
//!   target is not empty. Build writes `state` on every `<target>` it writes or rewrites
//!   (untranslated → `needs-translation`, translated → `translated`, approved → `final`) and sets an
//!   existing `approved` attribute to `yes`/`no`. Unchanged targets are copied as they are.
//! - A missing `<target>` is inserted after `</source>` (after `</seg-source>` when present) on a new
//!   line indented like the `<source>` line, with the `<source>`'s namespace prefix; `<target/>`
//!   becomes `<target>…</target>`. `<alt-trans>`, `<bin-unit>` and foreign elements are skipped.
//! - `<file target-language>` is a structural slot set to the build's target language (inserted
//!   after `source-language` when absent). [`Parsed::language`] = the first `<file>`'s
//!   `target-language`.
//! - gettext plurals (`<group restype="x-gettext-plurals">`, as Translate Toolkit writes them): the
//!   group's trans-units are one plural entry identified by the group's `id` (else the first unit's
//!   id without its `[0]` suffix). Source forms: first unit's source → `one`, last unit's → `other`.
//!   Existing targets (when every unit has one) map unit *i* to the *i*-th plural category of the
//!   request's first target language (when it has as many categories as there are units; else
//!   `one`,`other` for two units, or the first n−1 CLDR categories plus `other`). On build the
//!   group's units are regenerated, one per target category in CLDR order, with ids `<base>[i]`,
//!   the first unit as template for index 0 and the second for the others.
//! - Encodings: UTF-8 (± BOM), UTF-16 with BOM, ISO-8859-1, windows-125x and other ASCII-compatible
//!   encodings from the XML declaration; output keeps the encoding, characters it cannot hold are
//!   written as numeric character references. DTDs are never read and entities never expanded.

use crate::format::{format_impl, FormatInfo, Signature};
use crate::model::Status;
use crate::xliff::common::{self, Version};
use parse::render_plural_group;

/// XLIFF 1.0–1.2 (see the module documentation for the mapping).
#[derive(Debug, Default, Clone, Copy)]
pub struct Xliff12;

/// Inline elements of XLIFF 1.2 that a translation may carry as markup.
pub const INLINE_12: &[&str] = &["g", "x", "bx", "ex", "ph", "bpt", "ept", "it", "mrk", "sub"];

static INFO: FormatInfo = FormatInfo {
    key: "xliff12",
    name: "XLIFF 1.2",
    description:
        "XLIFF 1.0/1.1/1.2 bilingual files: trans-units with source, target, notes and state",
    extensions: &["xlf", "xliff"],
    signature: Signature {
        file_name: r"\.(xlf|xliff|XLF|XLIFF)$",
        file_content: Some(r#"<(\w+:)?xliff(\s[^>]*)?\sversion\s*=\s*["']1\.[012]["']"#),
    },
};

static VERSION: Version = Version {
    name: "XLIFF",
    target_lang_attr: "target-language",
    inline: INLINE_12,
    state_keyword,
    state_on_target: true,
    approved: true,
    plural: Some(render_plural_group),
    head: create::HEAD,
    body: ">\n    <body>\n",
    write_entry: create::write_entry,
    tail: "    </body>\n  </file>\n</xliff>\n",
};

format_impl! {
    Xliff12, INFO;
    parse(src, ctx, sink) => common::parse(src, sink, |r| parse::read(r, ctx));
    render(slot, value, ctx, out) => common::render(&VERSION, slot, value, ctx, out);
    create(entries, source, target, out) =>
        common::create(&VERSION, entries, source, target, out);
    // A unit repeating an id of its <file> (Angular) names the first occurrence's entry.
    slot_lookback => usize::MAX;
}

/// The `state` written for a status.
pub fn state_keyword(status: Status) -> &'static str {
    match status {
        Status::Untranslated => "needs-translation",
        Status::Translated => "translated",
        Status::Approved => "final",
    }
}

mod create;
mod parse;

#[cfg(test)]
mod tests;
