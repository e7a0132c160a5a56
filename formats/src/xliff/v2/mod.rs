//! `xliff2`: XLIFF 2.0/2.1 bilingual files, parsed and built by splicing into the original bytes.
//!
//! Mapping:
//! - One entry per `<segment>` of each `<unit>` (inside `<file>`s and `<group>`s). Identifier = the
//!   unit's `id` when the unit has one segment, else `<unit id>/<n>` with `n` the 1-based position
//!   of the segment among the unit's segments (`<ignorable>`s are not counted and are kept as they
//!   are). When the same unit id occurs in more than one `<file>`, every such identifier is
//!   prefixed with `<file id>#`. A repeated unit id within one `<file>`, or a unit without `id`, is
//!   an error (XLIFF 2 requires unique ids).
//! - Text = `<source>` content, existing translation = `<target>` content (same text model as
//!   XLIFF 1.2, see [`crate::xml::text`]; inline `<ph/> <pc> <sc/> <ec/> <mrk> <sm/> <em/> <cp/>`
//!   are kept as markup and written back verbatim when well-formed and balanced).
//! - Context = the unit's `name` (as `name: …` when it differs from the id) and its
//!   `<notes><note>` texts, one per line. `translate="no"` on the unit, an enclosing `<group>` or the
//!   `<file>` → `is_hidden` (kept, still buildable).
//! - Status from the segment's `state`: `initial` → untranslated, `translated` → translated,
//!   `reviewed`/`final` → approved; without `state`, translated when the target is not empty. Build
//!   writes `state` on the `<segment>` of every target it writes (untranslated → `initial`,
//!   translated → `translated`, approved → `final`).
//! - A missing `<target>` is inserted after `</source>` on a new line indented like the `<source>`
//!   line; `<target/>` becomes `<target>…</target>`.
//! - `trgLang` on `<xliff>` is a structural slot set to the build's target language (inserted after
//!   `srcLang` when absent); [`Parsed::language`] = `trgLang`.
//! - Encodings, line ends, entities and DTDs: as for XLIFF 1.2 (see [`crate::xliff::v12`]).

use crate::format::{format_impl, FormatInfo, Signature};
use crate::model::Status;
use crate::xliff::common::{self, Version};

/// XLIFF 2.0/2.1 (see the module documentation for the mapping).
#[derive(Debug, Default, Clone, Copy)]
pub struct Xliff2;

/// Inline elements of XLIFF 2 that a translation may carry as markup.
pub const INLINE_2: &[&str] = &["ph", "pc", "sc", "ec", "mrk", "sm", "em", "cp"];

static INFO: FormatInfo = FormatInfo {
    key: "xliff2",
    name: "XLIFF 2",
    description: "XLIFF 2.0/2.1 bilingual files: units with segments, notes and state",
    extensions: &["xlf", "xliff"],
    signature: Signature {
        file_name: r"\.(xlf|xliff|XLF|XLIFF)$",
        file_content: Some(r#"<(\w+:)?xliff(\s[^>]*)?\sversion\s*=\s*["']2\.[01]["']"#),
    },
};

static VERSION: Version = Version {
    name: "XLIFF 2",
    target_lang_attr: "trgLang",
    inline: INLINE_2,
    state_keyword,
    state_on_target: false,
    approved: false,
    plural: None,
    head: create::HEAD,
    body: ">\n  <file id=\"f1\">\n",
    write_entry: create::write_entry,
    tail: "  </file>\n</xliff>\n",
};

format_impl! {
    Xliff2, INFO;
    parse(src, _ctx, sink) => common::parse(src, sink, parse::read);
    render(slot, value, ctx, out) => common::render(&VERSION, slot, value, ctx, out);
    create(entries, source, target, out) =>
        common::create(&VERSION, entries, source, target, out);
    creates_plurals => false;
}

/// The segment `state` written for a status.
pub fn state_keyword(status: Status) -> &'static str {
    match status {
        Status::Untranslated => "initial",
        Status::Translated => "translated",
        Status::Approved => "final",
    }
}

mod create;
mod parse;

#[cfg(test)]
mod tests;
