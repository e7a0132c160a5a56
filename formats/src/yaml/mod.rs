//! `yaml`: Rails and Symfony translation YAML (docs/FORMATS.md §3.10).
//!
//! - Identifiers are key paths (`.` between keys, `[i]` for sequence items). A Rails file (one
//!   top-level key that is a locale code, holding a mapping) leaves the root out of its paths;
//!   the build writes the target's code in its place. A Symfony file (flat or nested, no locale
//!   root) keeps every key.
//! - A mapping whose keys are all CLDR plural categories, `other` among them, each holding a
//!   string, is one plural string, regenerated for the target's categories on build (at the
//!   first member's indentation, values in the `other` member's style). Symfony's pipe/interval
//!   plurals (`{0} …|{1} …|]1,Inf[ …`) stay one plain text, never split. A `zero` member is
//!   its own string `<id>#zero` when the file's language (the request's only target, else its
//!   source) has no CLDR `zero`: it stays in place and the regenerated map never drops it
//!   ([`crate::plural_zero`]).
//! - Only strings are strings: plain scalars that YAML 1.1 readers resolve to null, booleans,
//!   numbers or dates are not translatable (Rails also: `yes`/`no`/`on`/`off` and `:symbols`,
//!   which Psych reads as booleans and symbols; Symfony reads `yes`/`no`/`on`/`off` as text).
//! - The build splices each changed value into its scalar's span, keeping its quoting when the
//!   translation can be written in it and re-quoting otherwise (the Norway problem: `no`, `on`,
//!   numbers, `: `, ` #`, leading indicators). Block scalars keep `|`/`>`, indentation and header
//!   comment. Comments (the preceding comment lines are a string's context), anchors and aliases
//!   stay as written; aliases are never expanded and `<<: *base` merges are not followed.
//! - Refused with a positioned error: tabs in indentation, unknown tags, unterminated quotes, bad
//!   escapes, duplicate keys, nesting deeper than [`parse::MAX_DEPTH`], complex (`? `) keys, and
//!   multi-document files (a second `---`: one document per file; split them first).
//!
//! Files: [`parse`] (the walker), [`scalar`] (scalar scanners), [`resolve`] (YAML 1.1 types,
//! quoting rules, locale codes), [`slot`] (slot kinds), [`render`], [`create`].

pub mod create;
pub mod parse;
pub mod render;
pub mod resolve;
pub mod scalar;
pub mod slot;

use crate::format::{format_impl, FormatInfo, Signature};

/// Rails (`config/locales/en.yml`) and Symfony (`translations/messages.en.yaml`) translation YAML.
#[derive(Debug, Default, Clone, Copy)]
pub struct Yaml;

static INFO: FormatInfo = FormatInfo {
    key: "yaml",
    name: "YAML (Rails / Symfony)",
    description: "Rails and Symfony translation YAML: key-path identifiers (Rails locale root replaced on build), plural maps, quoting chosen per value, comments and block scalars kept",
    extensions: &["yml", "yaml"],
    signature: Signature {
        file_name: r"\.ya?ml$",
        file_content: Some(
            r#"^\uFEFF?(%YAML[^\r\n]*\r?\n)?(---[ \t]*(#[^\r\n]*)?\r?\n)?([ \t]*(#[^\r\n]*)?\r?\n)*[ \t]*(['"][^'"\r\n]+['"]|[^\s#'":{}\[\]&*!|>%@`,-][^:\r\n]*):([ \t]|\r?\n|$)"#,
        ),
    },
};

format_impl! {
    Yaml, INFO;
    parse(src, ctx, sink) => parse::parse(src, ctx, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    // A separate `#zero` string is the entry after its plural, its slot before the plural's.
    slot_lookback => 1;
}
