//! Skeleton + splice: where each value sits in the original bytes, and the writer that copies
//! every other byte unchanged while asking the format to render only the slots whose value
//! changes. Plural resolution (target categories with fallbacks) happens here, once for all formats.

use std::collections::HashMap;
use std::hash::BuildHasher;
use std::ops::Range;

use crate::error::FormatError;
use crate::format::{Format, Parsed, RenderContext, SlotValue};
use crate::language::Language;
use crate::model::{
    Entry, OwnedEntry, PluralCategory, Status, Text, Translation, TranslationStatus,
};

/// One replaceable region of the original file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot {
    /// Bytes of the original file the slot replaces (may be empty: an insertion point).
    pub span: Range<usize>,
    /// Index of the entry whose value goes here; `None` for structural slots (a language attribute,
    /// a header line) that the format renders from the target language alone.
    pub entry: Option<u32>,
    /// For a plural entry whose per-category shape the format keeps: the category this slot holds.
    /// `None` on a plural entry's slot means the whole group is regenerated.
    pub category: Option<PluralCategory>,
    /// The format's [`TypedKind`] of the slot (escape style, kind of structural slot, ...),
    /// stored as its 16 bits so the skeleton stays format-agnostic.
    pub kind: u16,
    /// In a multilingual file (one holding every language): the index, in
    /// [`crate::ParseContext::targets`], of the language whose value this slot holds or inserts.
    /// `None` in formats that hold one language per file.
    pub target: Option<u16>,
}

/// A format's typed slot kind: what render needs to know about a slot beyond its span. Each
/// format has its own (an enum or a small struct); only its two conversions see the bits stored
/// in [`Slot::kind`].
pub trait TypedKind: Sized {
    /// The 16 bits stored in [`Slot::kind`].
    fn bits(self) -> u16;
    /// The kind stored as `bits`; `None` when no kind of this format is stored so.
    fn from_bits(bits: u16) -> Option<Self>;
}

impl Slot {
    /// The slot's kind as the format's typed kind; an internal error when the bits hold none
    /// (a slot made by another format, or a bug).
    pub fn kind_as<K: TypedKind>(&self, src: &[u8]) -> Result<K, FormatError> {
        K::from_bits(self.kind).ok_or_else(|| {
            FormatError::internal(
                src,
                self.span.start,
                "internal error: the slot's kind is not one of this format",
            )
        })
    }
}

/// The slots of a file, in increasing, non-overlapping byte order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Skeleton {
    slots: Vec<Slot>,
}

impl Skeleton {
    /// An empty skeleton with room for `n` slots.
    pub fn with_capacity(n: usize) -> Skeleton {
        Skeleton {
            slots: Vec::with_capacity(n),
        }
    }

    /// Appends a slot; slots must come in document order.
    pub fn push(&mut self, slot: Slot) {
        debug_assert!(
            self.slots
                .last()
                .is_none_or(|last| last.span.end <= slot.span.start),
            "slots must be pushed in document order without overlap"
        );
        self.slots.push(slot);
    }

    /// Appends a plain value slot for entry `entry`.
    pub fn value(&mut self, span: Range<usize>, entry: usize, kind: impl TypedKind) {
        self.push(Slot {
            span,
            entry: Some(entry as u32),
            category: None,
            kind: kind.bits(),
            target: None,
        });
    }

    /// The slots in document order.
    pub fn slots(&self) -> &[Slot] {
        &self.slots
    }

    /// The slots, moved out in document order.
    pub fn into_slots(self) -> Vec<Slot> {
        self.slots
    }

    /// Number of slots.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// True when the file has no slots.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }
}

/// Finds the translation of a string (by identifier) in the language being built.
pub trait TranslationLookup: Sync {
    /// The translation of `identifier`, if the request has one.
    fn get(&self, identifier: &str) -> Option<&Translation<'_>>;
}

impl<S: BuildHasher + Sync> TranslationLookup for HashMap<String, Translation<'_>, S> {
    fn get(&self, identifier: &str) -> Option<&Translation<'_>> {
        HashMap::get(self, identifier)
    }
}

impl<S: BuildHasher + Sync> TranslationLookup for HashMap<&str, &Translation<'_>, S> {
    fn get(&self, identifier: &str) -> Option<&Translation<'_>> {
        HashMap::get(self, identifier).copied()
    }
}

/// The translations of one target language from a request's strings, keyed by identifier, with
/// a fast seeded hash (identifiers come from the request, so the hash stays randomized).
pub fn lookup_for<'a>(
    strings: &'a [Entry],
    target: &str,
) -> HashMap<&'a str, &'a Translation<'a>, foldhash::fast::RandomState> {
    let mut map =
        HashMap::with_capacity_and_hasher(strings.len(), foldhash::fast::RandomState::default());
    for e in strings {
        if let Some(t) = e.translations.get(target) {
            map.insert(e.identifier.as_ref(), t);
        }
    }
    map
}

/// A lookup with no translations: every slot keeps what the file holds (identity build).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoTranslations;

impl TranslationLookup for NoTranslations {
    fn get(&self, _identifier: &str) -> Option<&Translation<'_>> {
        None
    }
}

/// A plural category that had to be filled from somewhere else during a build.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PluralFallback {
    /// The string's identifier.
    pub identifier: String,
    /// The target category that was missing.
    pub category: PluralCategory,
    /// Where the text came from instead (`translation other`, `source one`, ...).
    pub from: &'static str,
}

/// What a build did, for logs and the CLI summary.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BuildReport {
    /// Entries that had a translation in the request.
    pub translated: usize,
    /// Entries built from their source text because the request had no translation.
    pub untranslated: usize,
    /// Plural categories filled by fallback.
    pub plural_fallbacks: Vec<PluralFallback>,
}

impl dyn Format + '_ {
    /// Builds the file for one target language from its parse, taking translations from `lookup`
    /// and falling back to the source text: literal bytes and unchanged slots are copied as they
    /// are, changed slots are rendered by the format (a format that [rebuilds](Format::rebuilds)
    /// writes the file afresh instead, see [`crate::rebuild`]). [`crate::splice`] does the same while the
    /// parse streams, without keeping the parse.
    pub fn build(
        &self,
        src: &[u8],
        parsed: &Parsed,
        target: &Language,
        source: Option<&Language>,
        lookup: &dyn TranslationLookup,
        out: &mut Vec<u8>,
    ) -> Result<BuildReport, FormatError> {
        if self.rebuilds() {
            return crate::rebuild::rebuild(self, src, &parsed.entries, target, lookup, out);
        }
        let mut splicer = Splicer::new(self, src, target, source, lookup);
        out.reserve(src.len() + src.len() / 8);
        for slot in parsed.skeleton.slots() {
            let entry = slot.entry.and_then(|i| parsed.entries.get(i as usize));
            splicer.slot(slot, entry, out)?;
        }
        Ok(splicer.finish(out))
    }
}

/// The single-language splice writer, one slot at a time: the bytes before the slot as they
/// are, then the slot filled (or copied when it keeps its value). Shared by the two-step build
/// above and the streaming one in [`crate::splice`].
pub(crate) struct Splicer<'a, 'f> {
    filler: SlotFiller<'a, 'f>,
    /// Bytes of the source written so far (the filler holds the source).
    pos: usize,
}

impl<'a, 'f> Splicer<'a, 'f> {
    /// A splicer building `src` into `target`.
    pub fn new(
        format: &'f (dyn Format + 'f),
        src: &'a [u8],
        target: &'a Language,
        source: Option<&'a Language>,
        lookup: &'a dyn TranslationLookup,
    ) -> Self {
        Splicer {
            filler: SlotFiller::new(format, src, target, source, lookup),
            pos: 0,
        }
    }

    /// Writes what precedes `slot` and the slot itself; `entry` is the entry the slot names.
    pub fn slot(
        &mut self,
        slot: &Slot,
        entry: Option<&OwnedEntry>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        let src = self.filler.src;
        check_span(src, slot, self.pos)?;
        out.extend_from_slice(&src[self.pos..slot.span.start]);
        self.pos = slot.span.end;
        let held = entry.map(|e| Held {
            text: e.baseline(),
            status: e.existing.as_ref().map(|t| &t.status),
        });
        if !self.filler.fill(slot, entry, held, out)? {
            out.extend_from_slice(&src[slot.span.clone()]);
        }
        Ok(())
    }

    /// Writes the rest of the file; what the build did.
    pub fn finish(self, out: &mut Vec<u8>) -> BuildReport {
        out.extend_from_slice(&self.filler.src[self.pos..]);
        self.filler.report
    }
}

/// An internal error unless `slot` lies within `src`, at or after `pos`.
pub(crate) fn check_span(src: &[u8], slot: &Slot, pos: usize) -> Result<(), FormatError> {
    if slot.span.start < pos || slot.span.end > src.len() || slot.span.start > slot.span.end {
        return Err(FormatError::internal(
            src,
            slot.span.start,
            "internal error: the format produced overlapping or out-of-range slots",
        ));
    }
    Ok(())
}

/// What the file holds in a slot before the build: the text (and the status a bilingual or
/// multilingual file records for it), so that an unchanged value is copied instead of rendered.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Held<'a> {
    /// The text the slot holds.
    pub text: &'a Text<'a>,
    /// Its status, when the file records one.
    pub status: Option<&'a TranslationStatus>,
}

/// Decides, slot by slot, what one target language's build writes: the translation from the
/// lookup, else what the file holds, else the source text (plural categories resolved with
/// fallbacks), rendered by the format only when it differs from what the slot holds. Shared by
/// the splice writers and the multilingual renderer. It keeps no entry: each slot comes with
/// the entry it names, so a streaming build can drop entries as it goes.
pub(crate) struct SlotFiller<'a, 'f> {
    format: &'f (dyn Format + 'f),
    src: &'a [u8],
    target: &'a Language,
    source: Option<&'a Language>,
    lookup: &'a dyn TranslationLookup,
    /// The format's [`Format::always_rendered`] slot kinds (`kind & .0 == .1`).
    always: Option<(u16, u16)>,
    /// Entries already counted in the report (by index; grows as entries come).
    counted: Vec<bool>,
    /// What the build did so far.
    pub report: BuildReport,
}

impl<'a, 'f> SlotFiller<'a, 'f> {
    /// A filler for building `src` into `target`.
    pub fn new(
        format: &'f (dyn Format + 'f),
        src: &'a [u8],
        target: &'a Language,
        source: Option<&'a Language>,
        lookup: &'a dyn TranslationLookup,
    ) -> Self {
        SlotFiller {
            format,
            src,
            target,
            source,
            lookup,
            always: format.always_rendered(),
            counted: Vec::new(),
            report: BuildReport::default(),
        }
    }

    /// The render context of a slot naming `entry`.
    pub fn context<'e>(&self, entry: Option<&'e OwnedEntry>) -> RenderContext<'e>
    where
        'a: 'e,
    {
        RenderContext {
            src: self.src,
            entry,
            target: self.target,
            source: self.source,
        }
    }

    /// Renders `slot` into `out` and returns true, or returns false (writing nothing) when the
    /// slot keeps the bytes it holds. `entry` is the entry the slot names; `held` is what the
    /// slot holds (`None`: nothing yet, an insertion point, which is always rendered).
    pub fn fill(
        &mut self,
        slot: &Slot,
        entry: Option<&OwnedEntry>,
        held: Option<Held<'_>>,
        out: &mut Vec<u8>,
    ) -> Result<bool, FormatError> {
        let Some(index) = slot.entry else {
            let ctx = self.context(None);
            self.format.render(slot, SlotValue::Structural, &ctx, out)?;
            return Ok(true);
        };
        let entry = entry.ok_or_else(|| {
            FormatError::internal(
                self.src,
                slot.span.start,
                "internal error: slot names no entry",
            )
        })?;
        let ctx = self.context(Some(entry));
        // A slot the format rewrites whatever its value is rendered even when unchanged.
        let rewritten = matches!(self.always, Some((mask, value)) if slot.kind & mask == value);
        let lookup = self.lookup;
        let translation = lookup.get(&entry.identifier);
        let index = index as usize;
        if self.counted.len() <= index {
            self.counted.resize(index + 1, false);
        }
        if !std::mem::replace(&mut self.counted[index], true) {
            if translation.is_some() {
                self.report.translated += 1;
            } else {
                self.report.untranslated += 1;
            }
        }
        match (&entry.text, slot.category) {
            (Text::Plural(source_forms), None) => {
                let mut forms = Vec::with_capacity(self.target.categories().len());
                let status = resolve_plural(
                    entry,
                    source_forms,
                    translation,
                    held.map(|h| h.text),
                    self.target,
                    &mut forms,
                    &mut self.report,
                );
                if let Some(h) = held.filter(|_| !rewritten) {
                    if plural_matches(h.text, &forms)
                        && !status_changed(h.status, translation, None)
                    {
                        return Ok(false);
                    }
                }
                let value = SlotValue::Plural {
                    forms: &forms,
                    status,
                };
                self.format.render(slot, value, &ctx, out)?;
            }
            (_, category) => {
                let (text, status) =
                    resolve_text(entry, translation, held.map(|h| h.text), category);
                if let Some(h) = held.filter(|_| !rewritten) {
                    if h.text.for_category(category) == Some(text)
                        && !status_changed(h.status, translation, category)
                    {
                        return Ok(false);
                    }
                }
                self.format
                    .render(slot, SlotValue::Text { text, status }, &ctx, out)?;
            }
        }
        Ok(true)
    }
}

/// The text for a plain slot (or one category slot): the translation, else what the slot holds,
/// else the source text.
fn resolve_text<'a>(
    entry: &'a Entry,
    translation: Option<&'a Translation>,
    held: Option<&'a Text>,
    category: Option<PluralCategory>,
) -> (&'a str, Status) {
    if let Some(t) = translation {
        let text = match (&t.text, category) {
            (Text::Plain(s), _) => Some(s.as_ref()),
            (Text::Plural(m), Some(c)) => m
                .get(&c)
                .or_else(|| m.get(&PluralCategory::Other))
                .map(|s| &**s),
            (Text::Plural(_), None) => Some(t.text.main()),
        };
        if let Some(text) = text {
            return (text, t.status.get(category));
        }
    }
    let text = held
        .and_then(|h| h.for_category(category))
        .or_else(|| entry.text.for_category(category))
        .unwrap_or_else(|| entry.text.main());
    (text, Status::Untranslated)
}

/// Fills `forms` with one text per target category: the translation's form, else the
/// translation's `other`, else the source form of that category, else the source `other`.
pub(crate) fn resolve_plural<'a>(
    entry: &'a Entry,
    source_forms: &'a crate::model::PluralText,
    translation: Option<&'a Translation>,
    held: Option<&'a Text>,
    target: &Language,
    forms: &mut Vec<(PluralCategory, &'a str)>,
    report: &mut BuildReport,
) -> Status {
    let baseline = match (translation, held) {
        (None, Some(Text::Plural(m))) => Some(m),
        _ => None,
    };
    for &category in target.categories() {
        let (text, from) = match translation.map(|t| &t.text) {
            Some(Text::Plural(m)) => match m.get(&category) {
                Some(s) => (Some(s.as_ref()), None),
                None => match m.get(&PluralCategory::Other) {
                    Some(s) => (Some(s.as_ref()), Some("the translation's `other` form")),
                    None => (None, None),
                },
            },
            Some(Text::Plain(s)) => (Some(s.as_ref()), None),
            None => (baseline.and_then(|m| m.get(&category)).map(|s| &**s), None),
        };
        let (text, from) = match text {
            Some(t) => (t, from),
            None => match source_forms.get(&category) {
                Some(s) => (
                    s.as_ref(),
                    translation.map(|_| "the source form of the same category"),
                ),
                None => (entry.text.main(), Some("the source `other` form")),
            },
        };
        if let Some(from) = from {
            report.plural_fallbacks.push(PluralFallback {
                identifier: entry.identifier.to_string(),
                category,
                from,
            });
        }
        forms.push((category, text));
    }
    translation
        .map(|t| t.status.get(None))
        .unwrap_or(Status::Untranslated)
}

/// True when the file records a status for this slot (a bilingual file's existing translation)
/// and the request gives a different one: the slot must be re-rendered even if the text is the
/// same (an approved XLIFF unit, a PO entry that is no longer fuzzy).
fn status_changed(
    held: Option<&TranslationStatus>,
    translation: Option<&Translation<'_>>,
    category: Option<PluralCategory>,
) -> bool {
    match (held, translation) {
        (Some(held), Some(t)) => held.get(category) != t.status.get(category),
        _ => false,
    }
}

/// True when `forms` is exactly the plural the file already holds.
fn plural_matches(baseline: &Text, forms: &[(PluralCategory, &str)]) -> bool {
    match baseline {
        Text::Plural(m) => {
            m.len() == forms.len()
                && forms
                    .iter()
                    .all(|(c, t)| m.get(c).map(|s| &**s) == Some(*t))
        }
        Text::Plain(_) => false,
    }
}
