//! Builds of formats with no layout to keep ([`Format::rebuilds`]: GNU MO, a binary table whose
//! offsets cover every string): each entry gets the value the build gives it (the request's
//! translation, else what the file holds) and the format writes the file afresh from them
//! ([`Format::rebuild`]). Shared by the two-step build (`skeleton`) and the streaming one
//! (`splice`), which both come here for such a format. What must not live here: anything of one
//! format (what a rebuild keeps of the original and how it writes is the format's).

use crate::error::FormatError;
use crate::format::Format;
use crate::language::Language;
use crate::model::{OwnedEntry, Text};
use crate::skeleton::{resolve_plural, BuildReport, TranslationLookup};

/// Builds `entries` (the parse of `src`) for `target` with `format`'s [`Format::rebuild`]:
/// every entry with the request's translation as its [`existing`](crate::Entry::existing) value
/// when the request has one, else with the file's own. The report counts them as a splice build
/// does, plural fallbacks included (those the format's writer will take for a category the
/// translation lacks).
pub(crate) fn rebuild(
    format: &dyn Format,
    src: &[u8],
    entries: &[OwnedEntry],
    target: &Language,
    lookup: &dyn TranslationLookup,
    out: &mut Vec<u8>,
) -> Result<BuildReport, FormatError> {
    let mut report = BuildReport::default();
    let mut valued: Vec<OwnedEntry> = Vec::with_capacity(entries.len());
    for entry in entries {
        let mut value = entry.clone();
        match lookup.get(&entry.identifier) {
            Some(t) => {
                report.translated += 1;
                if let Text::Plural(source_forms) = &entry.text {
                    let mut forms = Vec::with_capacity(target.categories().len());
                    resolve_plural(
                        entry,
                        source_forms,
                        Some(t),
                        None,
                        target,
                        &mut forms,
                        &mut report,
                    );
                }
                value.existing = Some(t.clone().into_owned());
            }
            None => report.untranslated += 1,
        }
        valued.push(value);
    }
    format.rebuild(src, &valued, target, out)?;
    Ok(report)
}
