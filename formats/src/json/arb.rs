//! `arb`: Flutter Application Resource Bundles. A top-level JSON object of `key: "message"`;
//! `@key` objects are metadata (their `description` becomes the entry's context; `placeholders`,
//! `type` and the rest stay verbatim in the skeleton), `@@locale` is the file's language (a
//! structural slot rewritten to the target's language id on every build, `Parsed::language`),
//! other `@@x` keys are kept untouched. Identifier = the key as written.
//!
//! Plurals are ICU inside the value: a value that is exactly one
//! `{count, plural, one{…} other{…}}` with CLDR selectors becomes a plural entry rebuilt as ICU for
//! the target's categories; anything else (`=0`, `select`, text around it) stays ICU text. ICU
//! quoting follows ICU4J `DOUBLE_OPTIONAL` (Flutter's `gen_l10n` with `use-escaping`). The legacy
//! `flutter_localizations` style of one key per category (`fooOne`, `fooOther` with
//! `"@foo": {"plural": "n"}`) is not grouped: those keys are often far apart and are plain
//! strings to translate one by one.

use crate::format::{FormatInfo, Signature};
use crate::json::dialect::{self, Dialect, Layout};
use crate::json::icu::IcuDialect;

/// The Flutter ARB format.
#[derive(Debug, Default, Clone, Copy)]
pub struct Arb;

/// The dialect of `arb`.
pub const ARB_DIALECT: Dialect = Dialect {
    layout: Layout::Arb,
    i18next_plurals: false,
    v3_plurals: false,
    icu: IcuDialect::Icu4j,
};

static ARB_INFO: FormatInfo = FormatInfo {
    key: "arb",
    name: "Flutter ARB",
    description: "Application Resource Bundle: messages with @key metadata (description as context) and @@locale",
    extensions: &["arb"],
    // The extension is the signal: a signature is one (name AND content) pair, and `.arb` files
    // often carry no `@@locale` (none of Flutter's own do). `.json` ARB files need `--format arb`.
    signature: Signature {
        file_name: r"\.arb$",
        file_content: Some(r"^\uFEFF?\s*\{"),
    },
};

dialect::json_dialect_format!(
    Arb,
    ARB_INFO,
    ARB_DIALECT,
    crate::json::create::JsonKind::Arb
);
