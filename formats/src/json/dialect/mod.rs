//! The walker shared by the JSON dialects (`json`, `i18next`, `arb`, `formatjs`,
//! `json-reference`, `webext`, `resjson`, `go-i18n`): turns the span tokenizer's events into entries (and, for a build, skeleton
//! slots) handed to a sink as soon as each is final (see [`parse`] for the few it holds back),
//! and renders their slots. What differs between
//! dialects is a [`Dialect`] value; each format module only adds its `FormatInfo`.
//!
//! Identifiers:
//! - `json`, `i18next`: the key path, `.` between keys and `[i]` for array items; `.`, `[` and
//!   `\` inside a key are escaped with `\` (`menu.file\.open`, `list[0].x`).
//! - `arb`, `formatjs`, `webext`, `resjson`: the top-level key verbatim (`components.Foo.title`
//!   stays as it is); deeper values, if any, continue with the path rules above.
//! - `go-i18n`: the key path joined with `.` (go-i18n's own nesting rule); a message object is
//!   identified by its key path.
//! - i18next plural group: the path of the base key (`a.b.key` for `key_one`/`key_other` in
//!   object `a.b`). When that path is also a key of its own (`key` next to `key_one`), the
//!   siblings are not grouped and keep their suffixed identifiers, so both stay translatable.
//!
//! Repeated keys are rejected with both positions (JavaScript would silently keep the last one,
//! and the skeleton cannot hold two values under one identifier).
//!
//! What lives where: this file has the dialect description ([`Dialect`], [`Layout`]), the slot
//! kinds ([`JsonSlot`]) and [`parse`]; `walk` turns tokenizer events into entries and slots,
//! `ahead` reads ahead to decide i18next plural groups, `render` writes slots. What must not
//! live here: anything a single JSON format alone needs (it goes to that format's module).

mod ahead;
mod render;
#[cfg(test)]
mod tests;
pub(crate) mod walk;

pub use render::render;
/// A run of plural members written for the target's categories (go-i18n's, and declared JSON
/// formats' plural objects).
pub(crate) use render::render_go_plural as render_plural_members;

use crate::error::FormatError;
use crate::format::ParseContext;
use crate::json::icu::IcuDialect;
use crate::json::scan::Tokenizer;
use crate::model::PluralCategory;
use crate::sink::Sink;
use crate::skeleton::TypedKind;

/// Implements `Format` for a JSON dialect: parse and render through the shared walker with the
/// dialect's rules, create through `json::create`.
///
/// `json_dialect_format!(Arb, ARB_INFO, ARB_DIALECT, JsonKind::Arb);` expands to
///
/// ```text
/// format_impl! {
///     Arb, ARB_INFO;
///     parse(src, ctx, sink) => json::dialect::parse(src, &ARB_DIALECT, ctx, sink);
///     render(slot, value, ctx, out) => json::dialect::render(&ARB_DIALECT, slot, value, ctx, out);
///     create(entries, source, target, out) =>
///         json::create::create(JsonKind::Arb, entries, source, target, out);
/// }
/// ```
///
/// that is, `impl Format for Arb` with those three bodies (see `format_impl!` in
/// `format.rs` for the full expansion).
macro_rules! json_dialect_format {
    ($ty:ty, $info:expr, $dialect:expr, $kind:expr) => {
        $crate::format::format_impl! {
            $ty, $info;
            parse(src, ctx, sink) => $crate::json::dialect::parse(src, &$dialect, ctx, sink);
            render(slot, value, ctx, out) =>
                $crate::json::dialect::render(&$dialect, slot, value, ctx, out);
            create(entries, source, target, out) =>
                $crate::json::create::create($kind, entries, source, target, out);
        }
    };
}
pub(crate) use json_dialect_format;

/// What a JSON slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u16)]
pub enum JsonSlot {
    /// A plain string value.
    Plain = 0,
    /// A string value holding a whole-value ICU plural, regenerated as ICU.
    Icu = 1,
    /// Adjacent i18next `key_<category>` members, regenerated for the target.
    I18nextGroup = 2,
    /// The ARB `@@locale` value (structural).
    Locale = 3,
    /// The plural members (`one`, `other`, …) of a go-i18n message object, from the first one's
    /// key to the last one's value, regenerated for the target (other members in between are
    /// kept and written after them).
    GoPlural = 4,
    /// Adjacent i18next v3 members (`key`/`key_plural` or `key_0`…), regenerated with the
    /// target language's v3 suffixes.
    I18nextV3Group = 5,
}

impl TypedKind for JsonSlot {
    fn bits(self) -> u16 {
        self as u16
    }

    fn from_bits(bits: u16) -> Option<JsonSlot> {
        [
            JsonSlot::Plain,
            JsonSlot::Icu,
            JsonSlot::I18nextGroup,
            JsonSlot::Locale,
            JsonSlot::GoPlural,
            JsonSlot::I18nextV3Group,
        ]
        .into_iter()
        .find(|k| *k as u16 == bits)
    }
}

/// The stored [`Slot::kind`] of a whole-value ICU plural ([`JsonSlot::Icu`]).
pub const KIND_ICU: u16 = JsonSlot::Icu as u16;

/// How the top level of a file is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// Any JSON: every string value is an entry, identified by its escaped key path.
    Nested,
    /// Flutter ARB: a top-level object; `@key` objects are metadata (`description` → context),
    /// `@@locale` is the file's language, other `@@x` are kept untouched.
    Arb,
    /// FormatJS: a top-level object of `id: {defaultMessage, description}` (or `message`, as the
    /// `crowdin` formatter writes) or `id: "message"` (the `simple`/compiled form).
    FormatJs,
    /// The interface specification's reference module: a top-level object whose string values
    /// are the strings (identifier = key as written); nested values and ICU syntax are kept
    /// as they are.
    Reference,
    /// WebExtension `messages.json`: a top-level object of `name: {message, description,
    /// placeholders}`; `message` is the text, `description` the context, the rest is kept.
    WebExt,
    /// Windows RESJSON: a top-level object of `key: "text"`; `"_key.comment"` is the context of
    /// `key`, other `"_key.x"` members are kept untouched; comments are allowed.
    ResJson,
    /// go-i18n v2: nested objects whose string values are messages, and message objects (any
    /// object holding one of go-i18n's reserved keys with a string value) whose plural
    /// categories are the text and whose `description` is the context.
    GoI18n,
}

impl Layout {
    /// Whether a whole-value ICU plural is read as a plural entry (the formats whose runtime
    /// reads ICU); the others keep such text as it is.
    pub fn reads_icu(self) -> bool {
        matches!(self, Layout::Nested | Layout::Arb | Layout::FormatJs)
    }

    /// Whether `//` and `/* */` comments are allowed between tokens (RESJSON files have them;
    /// Chrome and Firefox strip them from `messages.json`).
    pub fn allows_comments(self) -> bool {
        matches!(self, Layout::ResJson | Layout::WebExt)
    }
}

/// What a JSON dialect recognises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dialect {
    /// How the top level is read.
    pub layout: Layout,
    /// Group adjacent i18next v4 siblings `key_one`, `key_other`, … into one plural entry.
    pub i18next_plurals: bool,
    /// Group adjacent i18next v3 siblings (`key` + `key_plural`, or `key_0`, `key_1`, … as
    /// i18next v3 names the forms of the file's language) into one plural entry.
    pub v3_plurals: bool,
    /// Apostrophe rules for whole-value ICU plurals.
    pub icu: IcuDialect,
}

/// Splits an i18next v4 cardinal plural key `base_<category>` into base and category. Ordinal
/// keys (`base_ordinal_<category>`) are not cardinal forms and return `None`.
pub fn cardinal_suffix(key: &str) -> Option<(&str, PluralCategory)> {
    // Every key of a nested file comes through here: a byte search, not a char pattern (a
    // search of the last six bytes only measured slower than `memrchr`).
    let at = memchr::memrchr(b'_', key.as_bytes())?;
    let (base, cat) = (&key[..at], &key[at + 1..]);
    let category = PluralCategory::parse(cat)?;
    if base.is_empty() || base.ends_with("_ordinal") {
        return None;
    }
    Some((base, category))
}

/// The plural categories of the language a file is written in, as parse knows it: the single
/// target of a translation upload, else the source language.
fn file_categories<'c>(ctx: &ParseContext<'c>) -> &'c [PluralCategory] {
    match (ctx.targets, ctx.source) {
        ([one], _) => &one.plural_categories,
        ([], Some(source)) => &source.plural_categories,
        _ => &[],
    }
}

/// Parses `src` in dialect `d`, handing each entry to `sink` as soon as it is final (and each
/// slot, when the sink wants the skeleton).
///
/// An i18next run of siblings is grouped when it has `_other` and at least one more category. A
/// lone `key_other` is grouped only when the file's language (the request's single target, else
/// the source) has `other` as its only category (a Japanese translation holds just `key_other`)
/// and no run in the file has two or more categories: an English file's stray `option_other`
/// stays a plain string whatever the build target. A run whose base key path is also the
/// identifier of another value of its object (`key` beside `key_one`/`key_other`, in any order,
/// or a second run of the same base) is not grouped: its members keep their suffixed
/// identifiers, so every value stays translatable.
///
/// What is held back before it reaches the sink (the rest streams): the members of an i18next
/// run until the run ends; an ARB message until the next top-level message key (so an `@key`
/// metadata object written after its message still gives the context); a FormatJS message until
/// its object closes (its `description` may follow `defaultMessage`). Deciding an i18next group
/// reads ahead once per object that holds one (keys only, nothing kept but the keys), and a file
/// whose language has only `other` is read ahead once for runs of two or more categories.
///
/// A repeated identifier is an error at the second key naming the first; it is reported once the
/// whole file has been read, so a syntax error later in the file is reported first (as a
/// whole-file check would). Limit of the streaming decision: a group whose identifier is only
/// repeated later by a dotted key of *another* object (`"a.key"` after `"a": {"key_one": …,
/// "key_other": …}`) is reported as a duplicate rather than split.
pub fn parse(
    src: &[u8],
    d: &Dialect,
    ctx: &ParseContext<'_>,
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    let lone_other = d.i18next_plurals
        && file_categories(ctx) == [PluralCategory::Other]
        && !ahead::has_multi_run(src);
    let tok = if d.layout.allows_comments() {
        Tokenizer::with_comments(src)?
    } else {
        Tokenizer::new(src)?
    };
    let v3 = if d.v3_plurals {
        crate::json::i18next_v3::file_forms(src, ctx, sink.wants_skeleton())
    } else {
        None
    };
    walk::walk(src, d, lone_other, v3, sink, tok)
}
