//! `create` for `.stringsdict`: a new UTF-8 property list in Xcode's layout (tabs, the Apple
//! DOCTYPE, which is never fetched). Each plural entry `id` becomes a root key `id` whose format
//! string is `%#@value@` with one plural rule dictionary `value` (value type `d`) holding the
//! written language's categories; a plain entry `id#zero` next to a plural `id` becomes that
//! rule's `zero` string (what the parser keeps apart); every other plain entry is a root key
//! with a `<string>` value (the parser reads it back as the same entry). With a target language
//! the texts are the entries' translations (source text where there is none).
//!
//! Lost: contexts, hidden flags and maximum lengths (a property list has no place for them), and
//! the original variable names and format strings of entries that came from another
//! `.stringsdict` (`key:var` identifiers are written as keys of their own).

use crate::create::{entry_error, monolingual_text, plural_forms, written_language};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::Entry;
use crate::plural_zero::{with_zero, Partners};
use crate::xml::text::{escape_text_into, Eol};

fn escaped(e: &Entry, text: &str, out: &mut String) -> Result<(), FormatError> {
    escape_text_into(text, Eol::Lf, out).map_err(|why| entry_error(e, why))
}

/// Writes `entries` as a new `.stringsdict`.
pub(crate) fn create(
    entries: &[Entry],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let lang = written_language(source, target);
    let zeros = Partners::new(entries);
    let mut s = String::with_capacity(entries.len() * 256 + 256);
    s.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n");
    for e in entries {
        let text = monolingual_text(e, target);
        if zeros.is_partner(e) {
            continue;
        }
        s.push_str("\t<key>");
        escaped(e, &e.identifier, &mut s)?;
        s.push_str("</key>\n");
        if !e.text.is_plural() {
            s.push_str("\t<string>");
            escaped(e, text.main(), &mut s)?;
            s.push_str("</string>\n");
            continue;
        }
        s.push_str("\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@value@</string>\n\t\t<key>value</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n");
        let mut forms = plural_forms(text, &e.text, lang.categories());
        if let Some(z) = zeros.zero_of(&e.identifier) {
            with_zero(&mut forms, monolingual_text(z, target).main());
        }
        for (c, t) in forms {
            s.push_str("\t\t\t<key>");
            s.push_str(c.as_str());
            s.push_str("</key>\n\t\t\t<string>");
            escaped(e, t, &mut s)?;
            s.push_str("</string>\n");
        }
        s.push_str("\t\t</dict>\n\t</dict>\n");
    }
    s.push_str("</dict>\n</plist>\n");
    out.extend_from_slice(s.as_bytes());
    Ok(())
}
