//! `formatjs`: message files of FormatJS / react-intl. The extracted form
//! `{"id": {"defaultMessage": "…", "description": "…"}}` gives identifier = id, text =
//! `defaultMessage` (or `message`, as the `crowdin` formatter writes), context = `description`
//! (an object description is kept as its JSON text). The flat form `{"id": "message"}` (the
//! `simple` formatter, and what apps load at runtime) is accepted too, so source and translated
//! files of one project parse alike; the two may be mixed. Other fields of a message object and
//! non-string values are kept verbatim; an object without a message string is an error.
//! Identifier = the id as written (ids often contain dots).
//!
//! Whole-value ICU plurals become plural entries rebuilt as ICU (FormatJS apostrophe rules: `'`
//! also quotes `<` and `>`).

use crate::format::{FormatInfo, Signature};
use crate::json::dialect::{self, Dialect, Layout};
use crate::json::icu::IcuDialect;

/// The FormatJS message format.
#[derive(Debug, Default, Clone, Copy)]
pub struct FormatJs;

/// The dialect of `formatjs`.
pub const FORMATJS_DIALECT: Dialect = Dialect {
    layout: Layout::FormatJs,
    i18next_plurals: false,
    v3_plurals: false,
    icu: IcuDialect::FormatJs,
};

static FORMATJS_INFO: FormatInfo = FormatInfo {
    key: "formatjs",
    name: "FormatJS messages",
    description: "react-intl / FormatJS messages: {id: {defaultMessage, description}} or {id: message}, ICU values",
    extensions: &["json"],
    // Only the extracted form is recognisable; flat files look like any flat JSON.
    signature: Signature {
        file_name: r"\.json$",
        file_content: Some(r#""defaultMessage"\s*:"#),
    },
};

dialect::json_dialect_format!(
    FormatJs,
    FORMATJS_INFO,
    FORMATJS_DIALECT,
    crate::json::create::JsonKind::FormatJs
);
