//! The NDJSON translations file: one line per translatable string, as the app's build jobs read
//! it ([`nd_line`]). What must not live here: the source files' syntax.

use std::fmt::Write as _;

use crate::escape::json_str;
use crate::words::CATEGORIES;
use crate::LANG;

/// The translation text of an NDJSON line.
pub(crate) enum NdText {
    /// One text.
    Plain(String),
    /// The `one` and `other` texts.
    Plural([String; 2]),
}

/// One NDJSON line (no line end): `{"identifier":…,"translations":{"de":{"text":…}}}`.
pub(crate) fn nd_line(identifier: &str, text: NdText) -> String {
    let mut out = String::from("{\"identifier\":");
    json_str(&mut out, identifier);
    let _ = write!(out, ",\"translations\":{{\"{LANG}\":{{\"text\":");
    match text {
        NdText::Plain(s) => json_str(&mut out, &s),
        NdText::Plural(f) => {
            out.push('{');
            for (i, (cat, s)) in CATEGORIES.iter().zip(f.iter()).enumerate() {
                if i > 0 {
                    out.push(',');
                }
                json_str(&mut out, cat);
                out.push(':');
                json_str(&mut out, s);
            }
            out.push('}');
        }
    }
    out.push_str("}}}");
    out
}
