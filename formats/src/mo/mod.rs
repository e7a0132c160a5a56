//! `mo`: GNU gettext MO files, the binary catalogs `msgfmt` compiles from PO and programs load
//! at run time.
//!
//! **Read.** Both byte orders, revision 0 (and 0.1 without system-dependent strings; those and any
//! other major revision are refused). Every offset and length is checked against the file size
//! before it is read (`read`), and an error names the byte offset (line 1, column = the offset plus
//! one) and what was expected. The messages are then read as the PO text `msgunfmt` would write for
//! them (`decompile`) through the PO format's own parse (an error it finds is placed at the byte
//! offset of the MO string concerned): the same identifiers as a PO file of the same catalog
//! (`msgctxt` U+0004 `msgid`), the header's charset and `Plural-Forms`, and the msgstr index ↔ CLDR
//! category mapping of the PO format. Every message's translation is its existing translation, with
//! status `translated` (msgfmt compiles no fuzzy message); the header (msgid "") is not a string.
//!
//! **Build.** An MO file has no layout to keep (offset tables over every string), so a build
//! [rebuilds](crate::Format::rebuilds) the catalog: the entries with their new translations are
//! written as the PO format's `create` writes them for the target (plural forms by the target's
//! rule: the request's, else the file's own for its own language, else CLDR's), and that PO text is
//! compiled as msgfmt compiles it (`compile`: untranslated and fuzzy messages left out, sorted by
//! original, msgfmt's hash table), in UTF-8. The original header is kept with `Language`,
//! `Content-Type` (UTF-8), `Plural-Forms` and the MIME fields replaced by the created catalog's. An
//! identity build is the same catalog, and the same bytes only for a UTF-8 file msgfmt wrote whose
//! header already says what the build writes.
//!
//! **Create.** The PO format's `create`, compiled. Without a target language the catalog maps
//! each source text to itself in the source language (as `msgen` does), since an MO file holds
//! translations only.
//!
//! **What lives here.** The format (`Mo`), `read` (the binary reader), `decompile` (messages as
//! PO text) and `compile` (PO text as an MO file). What must not: anything of PO's own (charset
//! table, header fields, plural mapping, message keys), which is reused from `crate::po`.

mod compile;
mod decompile;
mod read;

use std::borrow::Cow;

use crate::error::FormatError;
use crate::format::{format_impl, Format, FormatInfo, ParseContext, Signature};
use crate::language::Language;
use crate::model::{Entry, Status, Translation, TranslationStatus};
use crate::po::{header_fields, header_info, same_language, Charset, Po};
use crate::sink::Sink;

/// GNU gettext MO files (compiled catalogs).
#[derive(Debug, Default, Clone, Copy)]
pub struct Mo;

static INFO: FormatInfo = FormatInfo {
    key: "mo",
    name: "gettext MO",
    description: "GNU gettext compiled catalogs: both byte orders, msgctxt, plurals through Plural-Forms, any charset gettext reads; built afresh (sorted, hashed, UTF-8) from the translations",
    extensions: &["mo", "gmo"],
    signature: Signature {
        file_name: r"\.g?mo$",
        // The magic number in either byte order (detection reads the head as lossy UTF-8, where
        // the non-ASCII bytes of the magic become U+FFFD).
        file_content: Some(r"^(\uFFFD\x12\x04\uFFFD|\uFFFD\x04\x12\uFFFD)"),
    },
};

format_impl! {
    Mo, INFO;
    parse(src, ctx, sink) => parse(src, ctx, sink);
    render(slot, _value, ctx, _out) => Err(FormatError::internal(
        ctx.src,
        slot.span.start,
        "internal error: an MO file has no slots to render (its builds rebuild the catalog)",
    ));
    create(entries, source, target, out) => create(entries, source, target, out);
    rebuild(src, entries, target, out) => rebuild(src, entries, target, out);
}

/// Reads `src` into `sink`: the binary tables, then the messages through the PO parse.
fn parse(src: &[u8], ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
    let messages = read::read(src)?;
    let po = decompile::decompile(&messages)?;
    let mut entries = EntriesOnly {
        inner: sink,
        failed: false,
    };
    match Po.parse(&po.text, ctx, &mut entries) {
        Ok(()) => Ok(()),
        Err(e) if entries.failed => Err(e),
        Err(e) => Err(po.relocate(e)),
    }
}

/// Passes the PO parse's entries and language on, never its slots (they are places in the PO
/// text, not in the MO file, whose builds need none).
struct EntriesOnly<'s> {
    inner: &'s mut dyn Sink,
    /// The sink refused an entry (its error is returned as it is).
    failed: bool,
}

impl Sink for EntriesOnly<'_> {
    fn language(&mut self, language: Cow<'_, str>) {
        self.inner.language(language);
    }

    fn entry(&mut self, index: usize, mut entry: Entry<'_>) -> Result<(), FormatError> {
        // msgfmt compiles only messages it takes for translated (fuzzy ones are left out), so
        // each one an MO holds is translated, even a plural with an empty form (which the PO
        // format marks untranslated, as its file could say fuzzy).
        if let Some(t) = &mut entry.existing {
            t.status = TranslationStatus::Single(Status::Translated);
        }
        let r = self.inner.entry(index, entry);
        self.failed |= r.is_err();
        r
    }
}

/// Writes the catalog of `entries` (each with the value the build gives it) for `target`,
/// keeping the header of the MO file `src`.
fn rebuild(
    src: &[u8],
    entries: &[Entry<'_>],
    target: &Language,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let messages = read::read(src)?;
    let original = messages.iter().find(|m| m.is_header()).map(|h| {
        let lossy = String::from_utf8_lossy(h.trans);
        let charset = header_info(&lossy)
            .charset
            .and_then(|c| Charset::from_label(&c).ok())
            .unwrap_or(Charset::UTF8);
        charset.decode_lossy(h.trans).into_owned()
    });
    // The file's own rule serves a build for its own language when the request gives no rule,
    // as a PO build keeps it; for a file that names no language, when the rule has as many
    // forms as the target has categories.
    let mut lang = target.clone();
    if let Some(info) = original.as_deref().map(header_info) {
        let fits = |pf: &str| {
            crate::po::parse_plural_forms(pf)
                .ok()
                .flatten()
                .is_some_and(|r| r.nplurals == target.categories().len())
        };
        let same = target.id.is_empty()
            || match info.language.as_deref() {
                Some(l) => same_language(l, &target.id),
                None => info.plural_forms.as_deref().is_some_and(fits),
            };
        if lang.plural_rules.is_none() && same {
            lang.plural_rules = info.plural_forms;
        }
    }
    let mut po = Vec::new();
    Po.create(entries, target, Some(&lang), &mut po)?;
    let header = original.map(|o| merged_header(&o, &po));
    compile::compile(&po, header.as_deref().map(str::as_bytes), out)
}

/// The header `original` with each field of the header of `po` (a PO text the PO format
/// created: `Language`, MIME fields, `Content-Type`, `Plural-Forms`) set to the created value,
/// replaced where the original has the field, appended where not; empty created values are
/// left out, and the original `Plural-Forms` too when the created catalog has none.
fn merged_header(original: &str, po: &[u8]) -> String {
    let created = crate::po::scan(po, 0, Charset::UTF8.multibyte(), 1)
        .ok()
        .and_then(|s| {
            let h = s.entries.first().filter(|e| e.is_header())?;
            let f = s.msgstr(h).first()?;
            Some(String::from_utf8_lossy(s.bytes(f)).into_owned())
        })
        .unwrap_or_default();
    let mut header = original.to_string();
    // A rule the written catalog does not follow goes (its forms are then by position).
    let has_rule = |h: &str| {
        header_fields(h).any(|(n, v, _)| n.eq_ignore_ascii_case("Plural-Forms") && !v.is_empty())
    };
    if !has_rule(&created) {
        let stale = header_fields(&header)
            .find(|(n, _, _)| n.eq_ignore_ascii_case("Plural-Forms"))
            .map(|(_, _, r)| r);
        if let Some(r) = stale {
            header.replace_range(r, "");
        }
    }
    for (name, value, _) in header_fields(&created) {
        if value.is_empty() {
            continue;
        }
        let line = format!("{name}: {value}\n");
        let place = header_fields(&header)
            .find(|(n, _, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, _, r)| r);
        match place {
            Some(r) => header.replace_range(r, &line),
            None => {
                if !header.is_empty() && !header.ends_with('\n') {
                    header.push('\n');
                }
                header.push_str(&line);
            }
        }
    }
    header
}

/// A new MO file of `entries`: the PO format's `create`, compiled. Without a target, each
/// source text is its own translation in the source language.
fn create(
    entries: &[Entry<'_>],
    source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut po = Vec::new();
    match target {
        Some(t) => Po.create(entries, source, Some(t), &mut po)?,
        None => {
            let own: Vec<Entry<'_>> = entries
                .iter()
                .map(|e| Entry {
                    existing: Some(Translation {
                        text: e.text.clone(),
                        status: TranslationStatus::Single(Status::Translated),
                    }),
                    ..e.clone()
                })
                .collect();
            Po.create(&own, source, Some(source), &mut po)?
        }
    }
    compile::compile(&po, None, out)
}
