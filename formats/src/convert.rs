//! Converting a file into another format through the string model (`locforge convert`): parse
//! with the input format, decide the languages, adapt identifiers and plurals to what the output
//! can hold, and [`Format::create`] the new file.
//!
//! Languages. A bilingual input (`po`, `xliff12`, `xliff2`, or any input whose entries carry
//! translations) declares its *target* language ([`Parsed::language`]); its translations and
//! statuses go to the output's target. A monolingual input's declared language (ARB `@@locale`)
//! is its *source* language. Explicit languages win over declared ones; the source defaults to
//! `en`.
//!
//! Identifiers. A PO (or MO) catalog whose contexts are all distinct (and none equals a plain msgid) is a
//! keyed catalog (what `create` writes for keyed formats, and what Translate Toolkit's prop2po
//! writes): converted to any other format, each message with a context is identified by its
//! `msgctxt` alone and the `msgctxt: …` context line is dropped; the others by their msgid.
//! Catalogs whose contexts repeat (`msgctxt "month name"`) keep `msgctxt` U+0004 `msgid`.
//!
//! Plurals. Formats that cannot hold plurals ([`Format::creates_plurals`] false) refuse plural
//! strings unless [`Options::flatten_plurals`] is set: each plural is then written as one ICU
//! plural message (source and translation each with their language's categories).

use std::borrow::Cow;
use std::collections::HashSet;

use crate::cldr;
use crate::create::{icu_plural, plural_forms, source_form};
use crate::error::{ErrorKind, FormatError};
use crate::format::{Format, ParseContext, Parsed};
use crate::json::icu::IcuDialect;
use crate::language::Language;
use crate::model::{Entry, PluralCategory, Text, Translation};
use crate::sink::Collector;

/// What the caller decides about a conversion.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The source language id, overriding the default (`en`) and a monolingual input's own.
    pub source_lang: Option<String>,
    /// The target language id, overriding a bilingual input's declared language.
    pub target_lang: Option<String>,
    /// Write plural strings as ICU plural messages when the output cannot hold plurals.
    pub flatten_plurals: bool,
}

/// The result of one conversion.
#[derive(Debug, Clone)]
pub struct Converted {
    /// The new file.
    pub bytes: Vec<u8>,
    /// Number of strings written.
    pub strings: usize,
    /// Number of plural strings written as ICU messages.
    pub flattened: usize,
    /// The languages used.
    pub source: Language,
    /// The target language, when there is one.
    pub target: Option<Language>,
}

/// True for formats whose files hold translations next to their sources.
pub fn is_bilingual(format: &dyn Format) -> bool {
    matches!(format.info().key, "po" | "mo" | "xliff12" | "xliff2" | "ts")
}

/// True for the gettext formats (PO and the MO files compiled from it), whose identifiers are
/// `msgctxt` U+0004 `msgid`.
fn is_gettext(format: &dyn Format) -> bool {
    matches!(format.info().key, "po" | "mo")
}

/// The source and target languages of a conversion of `parsed` (read by `from`).
pub fn languages(
    from: &dyn Format,
    parsed: &Parsed,
    opts: &Options,
) -> (Language, Option<Language>) {
    let bilingual = is_bilingual(from) || parsed.entries.iter().any(|e| e.existing.is_some());
    let declared = parsed.language.as_deref().filter(|l| !l.trim().is_empty());
    let source = match (&opts.source_lang, declared) {
        (Some(s), _) => s.as_str(),
        (None, Some(d)) if !bilingual => d,
        _ => "en",
    };
    let target = match (&opts.target_lang, declared) {
        (Some(t), _) => Some(t.as_str()),
        (None, Some(d)) if bilingual => Some(d),
        _ => None,
    };
    (cldr::language(source), target.map(cldr::language))
}

/// Parses `src` with `from` and writes it as a new file of format `to`.
pub fn convert(
    from: &dyn Format,
    src: &[u8],
    to: &dyn Format,
    opts: &Options,
) -> Result<Converted, FormatError> {
    let ctx_source = opts.source_lang.as_deref().map(cldr::language);
    let ctx_targets: Vec<Language> = opts
        .target_lang
        .as_deref()
        .map(cldr::language)
        .into_iter()
        .collect();
    // No build follows: the skeleton is not recorded.
    let mut collector = Collector::new(false);
    from.parse(
        src,
        &ParseContext {
            source: ctx_source.as_ref(),
            targets: &ctx_targets,
        },
        &mut collector,
    )?;
    let mut parsed = collector.into_parsed();
    if from.multilingual() {
        // A multilingual file holds the target's values among its languages: with a target
        // language they are carried as the file's own translations, as a bilingual file's are.
        if let Some(t) = ctx_targets.first() {
            for e in &mut parsed.entries {
                e.existing = e.translations.remove(&t.id);
            }
        }
    }
    let (source, target) = languages(from, &parsed, opts);
    if target.is_none() && parsed.entries.iter().any(|e| e.existing.is_some()) {
        return Err(FormatError::whole(
            "the file holds translations but does not say their language; give the target language (--target-lang)",
        )
        .with_kind(ErrorKind::MissingInput));
    }
    let mut entries = parsed.entries;
    if is_gettext(from) && !is_gettext(to) {
        keyed_catalog(&mut entries);
    }
    let mut flattened = 0;
    if !to.creates_plurals() && opts.flatten_plurals {
        flattened = flatten_plurals(&mut entries, &source, target.as_ref());
    }
    let mut bytes = Vec::with_capacity(src.len() + src.len() / 2 + 256);
    to.create(&entries, &source, target.as_ref(), &mut bytes)?;
    Ok(Converted {
        bytes,
        strings: entries.len(),
        flattened,
        source,
        target,
    })
}

/// Identifies the strings of a keyed PO catalog by their `msgctxt` alone, dropping the
/// `msgctxt: …` context line. A catalog is keyed when no two messages share a `msgctxt` and no
/// message without one has a msgid equal to another's `msgctxt` (`create` writes a key equal to its
/// text as a plain msgid, so keyed catalogs may mix both). Returns whether it was keyed.
pub fn keyed_catalog(entries: &mut [Entry]) -> bool {
    let mut seen = HashSet::with_capacity(entries.len());
    let mut with_ctx = 0;
    let mut distinct = true;
    for e in entries.iter() {
        if let Some(ctx) = msgctxt_of(e) {
            with_ctx += 1;
            distinct &= !ctx.is_empty() && seen.insert(ctx);
        }
    }
    let keyed = distinct
        && with_ctx > 0
        && entries
            .iter()
            .all(|e| msgctxt_of(e).is_some() || !seen.contains(e.identifier.as_ref()));
    if !keyed {
        return false;
    }
    for e in entries.iter_mut() {
        let Some(ctx) = msgctxt_of(e).map(str::to_owned) else {
            continue;
        };
        let own = format!("msgctxt: {ctx}");
        if let Some(c) = &e.context {
            let rest: Vec<&str> = c.lines().filter(|l| *l != own).collect();
            e.context = (!rest.is_empty()).then(|| Cow::Owned(rest.join("\n")));
        }
        e.identifier = Cow::Owned(ctx);
    }
    true
}

/// The `msgctxt` of a message read from PO (identifier `msgctxt` U+0004 `msgid`). The msgid is the
/// source text, so the context is what precedes it: a context or a msgid may itself hold U+0004
/// (a `.properties` key converted to PO can), which splitting at the first one would misread.
fn msgctxt_of<'e>(e: &'e Entry<'_>) -> Option<&'e str> {
    let msgid = match &e.text {
        Text::Plain(s) => s.as_ref(),
        Text::Plural(_) => source_form(&e.text, PluralCategory::One),
    };
    match e.identifier.strip_suffix(msgid) {
        Some(before) => before.strip_suffix('\u{4}'),
        None => e.identifier.split_once('\u{4}').map(|(ctx, _)| ctx),
    }
}

/// Rewrites every plural entry as a plain entry holding one ICU plural message: the source with
/// `source`'s categories, a translation with `target`'s. Returns how many it rewrote.
pub fn flatten_plurals(
    entries: &mut [Entry],
    source: &Language,
    target: Option<&Language>,
) -> usize {
    let mut n = 0;
    for e in entries.iter_mut().filter(|e| e.text.is_plural()) {
        let text = icu_plural(
            &plural_forms(&e.text, &e.text, source.categories()),
            IcuDialect::Icu4j,
        );
        if let Some(t) = &e.existing {
            let cats = target.unwrap_or(source).categories();
            let forms = plural_forms(&t.text, &e.text, cats);
            e.existing = Some(Translation {
                text: Text::plain(icu_plural(&forms, IcuDialect::Icu4j)),
                status: crate::model::TranslationStatus::Single(t.status.get(None)),
            });
        }
        e.text = Text::plain(text);
        e.has_plurals = false;
        n += 1;
    }
    n
}
