//! Apple String Catalog (`.xcstrings`, Xcode 15+): a JSON file holding every language of an
//! app's strings. A **multilingual** format: parse reads each target's values, a build writes
//! every target into the one file (languages rendered apart, see [`crate::multilingual`]).
//!
//! Shape: `{"sourceLanguage" : "en", "strings" : {KEY : {"comment", "extractionState",
//! "shouldTranslate", "localizations" : {LANG : {"stringUnit" : {"state", "value"}} |
//! {"variations" : {"plural" : {CATEGORY : {"stringUnit" : …}}} | {"device" : {DEVICE :
//! {…}}}}, "substitutions" : {NAME : {"argNum", "formatSpecifier", "variations" : {"plural" :
//! …}}}}}}, "version" : "1.0"}`.
//!
//! Strings:
//! - identifier: the key; a string whose source-language localization varies by device gives
//!   one string per device, `KEY/device/DEVICE` (e.g. `Tap/device/mac`), and no `KEY` string;
//!   each plural substitution of the source-language localization is a plural string
//!   `KEY/substitutions/NAME` (its other members, `argNum` and `formatSpecifier`, travel in its
//!   `customData` so a language the build inserts gets them). Two strings giving the same
//!   identifier are an error.
//! - source text: the source-language localization's value, or the key itself when the string
//!   has no source-language localization (Xcode's convention for strings extracted from code).
//! - `comment` → context; `shouldTranslate : false` → hidden; `variations.plural` → a plural
//!   string (categories Xcode does not know are ignored).
//! - translations (parse with targets): the value each target's localization holds, matched by
//!   the target's id, else its locale, case-insensitively with `_` and `-` alike. State
//!   `translated` (or none) → translated; `needs_review`, `new`, `stale` → untranslated.
//!   A language holding another shape than the source (a plain value where the source varies by
//!   plural, or the other way round) gives its value in the source's shape (`other` for a
//!   plain string).
//!
//! Build: only the targets' localizations change. A value the file holds is rewritten only when
//! the translation (or its status) differs; its `state` becomes `translated` for a translated or
//! approved translation (`needs_review` for one sent as untranslated), and stays as the file has
//! it when the value is unchanged. A plural is regenerated for the target's categories, keeping
//! each unchanged form's state. A language the file lacks is inserted under the **target's id**
//! at its sorted place among the existing languages (the `localizations` object is created when
//! a string has none: one object for all the languages inserted, in sorted order), in the file's
//! own layout (newline, indentation unit, `" : "`), written only when there is a translation. The
//! pieces of a new language object go together: a string with its substitutions or devices, the
//! untranslated ones as `"state" : "new"` with the source text (see [`kind`]). A language
//! without device variations keeps its one value for `KEY/device/other`; other devices are not
//! written into it.
//!
//! Escaping: JSON escapes for `"`, `\` and control characters, raw UTF-8 for the rest; `/` is
//! written `\/` only in files that already escape it.

mod create;
pub mod kind;
mod parse;
mod render;
mod tree;

use crate::format::{format_impl, FormatInfo, Signature};

/// The `xcstrings` format: Apple String Catalogs.
#[derive(Debug, Clone, Copy, Default)]
pub struct XcStrings;

static INFO: FormatInfo = FormatInfo {
    key: "xcstrings",
    name: "Apple String Catalog",
    description: "Xcode String Catalogs (.xcstrings): every language in one JSON file; plural and device variations, substitutions; builds insert or replace the target languages only",
    extensions: &["xcstrings"],
    signature: Signature {
        file_name: r"\.xcstrings$",
        file_content: None,
    },
};

format_impl! {
    XcStrings, INFO;
    parse(src, ctx, sink) => parse::parse(src, ctx, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    multilingual => true;
    frame(slot, ctx) => render::frame(slot, ctx);
}
