//! `po`: GNU gettext PO and POT catalogs, spliced in place so comments, wrapping, obsolete
//! entries, BOM, CRLF and charset survive a build.
//!
//! **Strings.** One entry per message except the header (`msgid ""`, which is not a string).
//! Identifier = `msgid`, or `msgctxt` + U+0004 + `msgid` when the message has a context (the
//! convention of gettext's own MO files); a second message with the same (msgctxt, msgid) is an
//! error naming both lines. Context = `msgctxt`, the `#.` extracted comments and the `#:`
//! references, one per line. `#,` flags other than `fuzzy` (`c-format`, `python-format`, …) become
//! labels. Plural messages (`msgid_plural` + `msgstr[n]`) have source text {one: msgid, other:
//! msgid_plural}.
//!
//! **Existing translations.** `msgstr` (or the `msgstr[n]` forms mapped to CLDR categories, see
//! `plural_map`) when not empty; `fuzzy` makes their status `untranslated`, and the flag stays in
//! the file. Empty msgstr = no translation, so POT files parse as sources. Because the splice writer
//! copies a slot whose value equals the baseline, a translation identical to the msgid of an
//! untranslated message leaves its msgstr empty (gettext shows the msgid either way).
//!
//! **Build.** An entry's slot runs from its first `#,` line (or where one would go) to the end of
//! its last msgstr string: the new msgstr is written one line, or wrapped msgmerge-style at 79
//! columns when it contains a line break or is long (see `escape`); untouched lines in between are
//! copied. A changed translation sets `fuzzy` when its status is `untranslated` and clears it
//! otherwise. Plural groups are regenerated for the target's `nplurals`, keeping the original lines
//! of every form whose text is unchanged. The header's `Language` is set to the target (when the
//! target id is not empty) and `Plural-Forms` to the target's `plural_rules` when the request gives
//! them; missing fields are appended. `PO-Revision-Date` is not touched (a build has no clock).
//!
//! **Charset.** From `Content-Type: …; charset=X` (none or xgettext's `CHARSET` = UTF-8): strings
//! are decoded with `encoding_rs`, new values encoded back, and a value the charset cannot hold
//! fails the build naming the character. UTF-16 files are refused (gettext cannot read them).
//! Not handled: `domain` directives (refused with an error), monolingual PO (msgid as a key).
//!
//! **Limits of the splice contract.** The writer compares texts only: a status change with the
//! same text (a fuzzy translation approved unchanged) keeps the file's `fuzzy` flag. Catalogs made
//! by Transifex (Django's French, Spanish, Portuguese) hold CLDR's form count under a smaller
//! gettext `nplurals`; they are accepted up to the language's CLDR category count (msgfmt accepts
//! them too unless checking), the extra forms are not surfaced and a rebuilt group drops them.
//! Untouched plural groups keep their shape (missing or extra forms) when the target uses the
//! file's own rule; a build for another rule writes exactly the target's `nplurals` forms.
//!
//! **What lives here.** The format (`Po`) and its parse; `scan` (the message scanner), `header`,
//! `charset` (a catalog's charset over the shared table in [`crate::encoding`]), `plural_forms`
//! (gettext expressions), `plural_map` (msgstr index ↔ CLDR category), `escape`, `render` (the
//! slots) and `create`. What must not: anything another format needs (it goes to the crate's
//! core), and a second charset table. The `mo` format (compiled catalogs) reads and writes
//! through this one: the few items it reuses are re-exported below, nothing is copied.

mod charset;
mod create;
mod escape;
mod header;
pub use header::header_nplurals;
mod plural_forms;
mod plural_map;
mod render;
mod scan;
#[cfg(test)]
mod stream_tests;

// What the MO format (a catalog compiled by msgfmt) reuses rather than repeats: the scanner it
// compiles PO text with, the header's fields and the charset table.
pub(crate) use charset::{Charset, Multibyte};
pub(crate) use header::{fields as header_fields, info as header_info};
pub(crate) use plural_forms::parse_plural_forms;
pub(crate) use render::same_language;
pub(crate) use scan::scan;
use scan::scan_window;

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::BuildHasher as _;

use crate::cldr;
use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, ParseContext, Signature};
use crate::model::{
    Entry, PluralCategory, PluralText, Status, Text, Translation, TranslationStatus,
};
use crate::repeats::defined_again;
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};

use plural_forms::PluralForms;
use plural_map::PluralMap;
use render::{PoSlot, Region};
use scan::{flag_words, Field, RawEntry};

/// GNU gettext PO / POT files.
#[derive(Debug, Default, Clone, Copy)]
pub struct Po;

static INFO: FormatInfo = FormatInfo {
    key: "po",
    name: "gettext PO / POT",
    description: "GNU gettext catalogs: msgctxt, plurals through Plural-Forms, fuzzy flags, comments and obsolete entries kept, any ASCII-compatible charset",
    extensions: &["po", "pot"],
    signature: Signature {
        file_name: r"\.pot?$",
        file_content: Some(r#"(^\uFEFF?|\n)[ \t]*(msgid|msgctxt)[ \t]+""#),
    },
};

format_impl! {
    Po, INFO;
    parse(src, ctx, sink) => parse(src, ctx, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
}

/// Offset of the first byte after a UTF-8 BOM.
pub(crate) fn start_of_content(src: &[u8]) -> usize {
    if src.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    }
}

/// The charset the file most likely declares, read before a full scan: from the header when it
/// is the first message, else from the first `charset=` in the file. UTF-8 when unknown.
pub(crate) fn sniff_charset(src: &[u8], start: usize) -> Charset {
    if let Ok(s) = scan(src, start, Multibyte::Safe, 1) {
        if let Some(h) = s.entries.first().filter(|e| e.is_header()) {
            let bytes = s.msgstr(h).first().map_or(&[][..], |f| s.bytes(f));
            let text = String::from_utf8_lossy(bytes);
            return header::info(&text)
                .charset
                .and_then(|c| Charset::from_label(&c).ok())
                .unwrap_or(Charset::UTF8);
        }
    }
    let Some(p) = memchr::memmem::find(src, b"charset=") else {
        return Charset::UTF8;
    };
    let label: Vec<u8> = src[p + 8..]
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':'))
        .copied()
        .collect();
    Charset::from_label(&String::from_utf8_lossy(&label)).unwrap_or(Charset::UTF8)
}

/// The categories assumed for a catalog with `n` plural forms whose language is unknown (no
/// `Language` header and no target language in the request): CLDR's most common set of that size.
pub fn categories_for_nplurals(n: usize) -> Vec<PluralCategory> {
    use PluralCategory::*;
    match n {
        0 | 1 => vec![Other],
        2 => vec![One, Other],
        3 => vec![One, Few, Other],
        4 => vec![One, Two, Few, Other],
        5 => vec![One, Two, Few, Many, Other],
        _ => PluralCategory::ALL.to_vec(),
    }
}

/// Parses `src` into `sink`: the header first (language), then each message as it is read.
///
/// The steps: refuse UTF-16, scan the file and read its header ([`read_catalog`]), then hand
/// each message to the sink as an entry ([`Messages::hand_over`]) with its slot. A message
/// defined again is another place of the first, or kept and named in a warning.
fn parse(src: &[u8], ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
    parse_in_windows(src, ctx, sink, WINDOW_TEXT)
}

/// [`parse`] with windows of about `window` bytes of message text (tests cut files into
/// windows of every size).
fn parse_in_windows(
    src: &[u8],
    ctx: &ParseContext<'_>,
    sink: &mut dyn Sink,
    window: usize,
) -> Result<(), FormatError> {
    refuse_utf16(src)?;
    let start = start_of_content(src);
    let (catalog, first, mut next) = read_catalog(src, start, window)?;
    if let Some(l) = &catalog.info.language {
        sink.language(Cow::Borrowed(l));
    }
    let skeleton = sink.wants_skeleton();
    let slot_kind = |region| {
        PoSlot {
            region,
            charset: catalog.charset,
            crlf: catalog.crlf,
        }
        .bits()
    };
    if skeleton {
        sink.slot(Slot {
            span: start..start,
            entry: None,
            category: None,
            kind: slot_kind(Region::Begin),
            target: None,
        });
    }
    let entry_kind = slot_kind(Region::Entry);
    let mut messages = Messages::new(src, ctx, &catalog);
    let mut count = 0usize;
    let mut messages_window = first;
    let mut header_at = catalog.header_at;
    loop {
        let dec = Decoder::new(src, catalog.charset, &messages_window);
        for (i, raw) in messages_window.entries.iter().enumerate() {
            if Some(i) == header_at {
                if skeleton {
                    sink.slot(Slot {
                        span: messages_window.msgstr(raw)[0].value.clone(),
                        entry: None,
                        category: None,
                        kind: slot_kind(Region::Header),
                        target: None,
                    });
                }
                continue;
            }
            let Some(index) = messages.hand_over(&dec, raw, count, sink)? else {
                continue;
            };
            if skeleton {
                sink.slot(Slot {
                    span: raw.region_start..raw.end,
                    entry: Some(index as u32),
                    category: None,
                    kind: entry_kind,
                    target: None,
                });
            }
            if index == count {
                count += 1;
            }
        }
        let Some(at) = next else {
            return Ok(());
        };
        (messages_window, next) = scan_window(src, at, catalog.charset.multibyte(), window)?;
        header_at = None;
    }
}

/// Bytes of message text a parse holds at once: the file is scanned window by window, so a
/// parse of a 100 MB catalog holds its messages one window at a time, not all of them.
const WINDOW_TEXT: usize = 1 << 20;

/// Refuses a file that starts with a UTF-16 byte-order mark (gettext cannot read UTF-16).
fn refuse_utf16(src: &[u8]) -> Result<(), FormatError> {
    if src.starts_with(b"\xFE\xFF") || src.starts_with(b"\xFF\xFE") {
        return Err(FormatError::at(
            src,
            0,
            "the file is UTF-16 (byte-order mark), which gettext cannot read; expected UTF-8 or another ASCII-compatible charset",
        )
        .with_kind(ErrorKind::Encoding));
    }
    Ok(())
}

/// What a catalog's header says, read from its first window of messages.
struct Catalog {
    /// The charset the header declares (UTF-8 when it declares none).
    charset: Charset,
    /// Which message of the first window is the header.
    header_at: Option<usize>,
    /// The header's fields.
    info: header::HeaderInfo,
    /// The header's `Plural-Forms`, parsed.
    plural_forms: Option<PluralForms>,
    /// The file's first line break is CRLF.
    crlf: bool,
}

/// Scans the file's first window from `start` and reads its header: the header decides the
/// charset (the window is scanned again when the declared charset splits lines differently
/// than the sniffed one), the plural rule and the language. Returns the catalog, the first
/// window and where the next one starts.
fn read_catalog(
    src: &[u8],
    start: usize,
    window: usize,
) -> Result<(Catalog, scan::Scan, Option<usize>), FormatError> {
    let mut charset = sniff_charset(src, start);
    let (mut scanned, mut next, mut header_at) =
        first_window(src, start, charset.multibyte(), window)?;
    let mut info = header::HeaderInfo::default();
    let mut header_value = start..start;
    if let Some(h) = header_at.map(|i| &scanned.entries[i]) {
        let field = &scanned.msgstr(h)[0];
        header_value = field.value.clone();
        info = header::info(&String::from_utf8_lossy(scanned.bytes(field)));
        let declared = declared_charset(src, &info, &header_value)?;
        if declared != charset {
            let rescan = declared.multibyte() != charset.multibyte();
            charset = declared;
            if rescan {
                (scanned, next, header_at) = first_window(src, start, charset.multibyte(), window)?;
            }
        }
        if let Some(h) = header_at.map(|i| &scanned.entries[i]) {
            let text = charset.decode_lossy(scanned.bytes(&scanned.msgstr(h)[0]));
            info = header::info(&text);
        }
    }
    let plural_forms = match &info.plural_forms {
        Some(v) => parse_plural_forms(v)
            .map_err(|m| FormatError::at(src, field_at(src, &header_value, b"Plural-Forms"), m))?,
        None => None,
    };
    let crlf = scanned.crlf;
    Ok((
        Catalog {
            charset,
            header_at,
            info,
            plural_forms,
            crlf,
        },
        scanned,
        next,
    ))
}

/// The first window of messages, where the next starts, and which of its messages is the
/// header. A file whose first window holds no header is scanned whole instead (a header further
/// on still decides the charset, as it does for gettext).
fn first_window(
    src: &[u8],
    start: usize,
    mb: Multibyte,
    window: usize,
) -> Result<(scan::Scan, Option<usize>, Option<usize>), FormatError> {
    let (mut scanned, mut next) = scan_window(src, start, mb, window)?;
    let mut header_at = scanned.entries.iter().position(RawEntry::is_header);
    if header_at.is_none() && next.is_some() {
        scanned = scan(src, start, mb, usize::MAX)?;
        next = None;
        header_at = scanned.entries.iter().position(RawEntry::is_header);
    }
    Ok((scanned, next, header_at))
}

/// The charset the header (`value`, read as `info`) declares; UTF-8 when it names none.
fn declared_charset(
    src: &[u8],
    info: &header::HeaderInfo,
    value: &std::ops::Range<usize>,
) -> Result<Charset, FormatError> {
    match &info.charset {
        Some(label) => Charset::from_label(label).map_err(|m| {
            FormatError::at(src, field_at(src, value, b"charset"), m).with_kind(ErrorKind::Encoding)
        }),
        None => Ok(Charset::UTF8),
    }
}

/// Turns the catalog's messages into entries, window by window: decodes their texts, checks
/// their identifiers are unique across the file and maps their `msgstr[n]` forms to CLDR
/// categories.
struct Messages<'a> {
    src: &'a [u8],
    catalog: &'a Catalog,
    /// The file's language (the request's one target, else the header's `Language`).
    file_lang: String,
    /// Its plural categories, empty when the language is unknown.
    file_cats: Vec<PluralCategory>,
    /// The msgstr index ↔ category map of the file's `Plural-Forms`, made on first use.
    file_map: Option<PluralMap>,
    /// Identifiers seen: hash → (where the message's scan starts, keyword offset, entry
    /// index). A hash hit is confirmed by scanning the earlier message again (it may lie in an
    /// earlier window); a true collision probes the next hash value.
    seen: HashMap<u64, (usize, usize, usize), BuildFx>,
    id_hasher: foldhash::fast::RandomState,
    /// The whole file, when its charset is UTF-8 and it is valid (one vector pass): comments
    /// are slices of it.
    src_utf8: Option<&'a str>,
}

impl<'a> Messages<'a> {
    fn new(src: &'a [u8], ctx: &ParseContext<'_>, catalog: &'a Catalog) -> Messages<'a> {
        // The file's language and categories, for mapping its msgstr[n] forms.
        let (file_lang, file_cats): (String, Vec<PluralCategory>) =
            match (ctx.targets, &catalog.info.language) {
                ([one], _) => (one.id.clone(), one.categories().to_vec()),
                (_, Some(l)) => (l.clone(), cldr::plural_categories(l)),
                _ => (String::new(), Vec::new()),
            };
        Messages {
            src,
            catalog,
            file_lang,
            file_cats,
            file_map: None,
            seen: HashMap::default(),
            id_hasher: foldhash::fast::RandomState::default(),
            src_utf8: catalog
                .charset
                .is_utf8()
                .then(|| crate::simd::validate(src).ok())
                .flatten(),
        }
    }

    /// The one message whose scan starts at `at` (an earlier definition of an identifier), in
    /// a scan of its own.
    fn rescan(&self, at: usize) -> Result<scan::Scan, FormatError> {
        scan(self.src, at, self.catalog.charset.multibyte(), 1)
    }

    /// Hands the scanned message `raw` (not the header; `dec` decodes its window) to `sink` as
    /// entry `count`, and returns the entry its slot names: `count`, or, for a message defined
    /// again with the same texts, the first definition's entry; `None` for one defined again
    /// with other texts (kept as it is, named in a warning: see `crate::repeats`).
    #[inline]
    fn hand_over<'w>(
        &mut self,
        dec: &Decoder<'w>,
        raw: &'w RawEntry,
        count: usize,
        sink: &mut dyn Sink,
    ) -> Result<Option<usize>, FormatError> {
        let entry = self.entry_of(dec, raw)?;
        let at = raw.msgctxt.as_ref().map_or(raw.msgid.kw, |f| f.kw);
        let Some((first_scan, first_at, first_index)) =
            self.check_unique(raw.region_start, at, count, &entry.identifier)?
        else {
            sink.entry(count, entry)?;
            return Ok(Some(count));
        };
        // The same msgctxt and msgid again (msgfmt refuses it, msgcat and msguniq merge it).
        let first_dec = Decoder::new(self.src, self.catalog.charset, &first_scan);
        let first = self.entry_of(&first_dec, &first_scan.entries[0])?;
        if first.text == entry.text && first.existing == entry.existing {
            sink.repeat(first_index, entry)?;
            Ok(Some(first_index))
        } else {
            let id = entry.identifier.replace('\u{4}', " | ");
            sink.warning(defined_again(self.src, &id, at, first_at, "message"));
            Ok(None)
        }
    }

    /// The entry of the scanned message `raw`, decoded by `dec`.
    #[inline]
    fn entry_of<'w>(
        &mut self,
        dec: &Decoder<'w>,
        raw: &'w RawEntry,
    ) -> Result<Entry<'w>, FormatError> {
        let (src, charset, scanned) = (self.src, self.catalog.charset, dec.scan);
        let msgstr = scanned.msgstr(raw);
        self.check_form_range(raw, msgstr)?;
        let fuzzy = scanned.fuzzy(src, raw);
        let msgctxt = match &raw.msgctxt {
            Some(f) => Some(dec.text(f)?),
            None => None,
        };
        let msgid = dec.text(&raw.msgid)?;
        // Without a context the identifier is the msgid itself (borrowed when it is).
        let identifier: Cow<'w, str> = match msgctxt.as_deref() {
            Some(c) => Cow::Owned(identifier_of(Some(c), &msgid)),
            None => msgid.clone(),
        };
        let comments = scanned.comments(raw);
        let context = context(src, charset, self.src_utf8, comments, msgctxt.as_deref());
        let status = TranslationStatus::Single(if fuzzy {
            Status::Untranslated
        } else {
            Status::Translated
        });
        let mut entry = match &raw.msgid_plural {
            None => singular(identifier, msgid, dec.text(&msgstr[0])?, status),
            Some(plural) => {
                let plural = dec.text(plural)?;
                let mut forms: Vec<(u32, Cow<'w, str>)> = Vec::with_capacity(msgstr.len());
                for f in msgstr {
                    forms.push((f.index, dec.text(f)?));
                }
                self.plural(identifier, msgid, plural, &forms, status)
            }
        };
        entry.context = context.map(Cow::Owned);
        entry.labels = labels(src, charset, comments);
        Ok(entry)
    }

    /// Refuses `msgstr[n]` forms past the file's `nplurals`. Transifex-made catalogs (Django's
    /// French, Spanish, Portuguese, ...) carry CLDR's form count under gettext's nplurals;
    /// msgfmt accepts them unless checking, so forms up to the language's CLDR category count
    /// are accepted (not surfaced).
    fn check_form_range(&self, raw: &RawEntry, msgstr: &[Field]) -> Result<(), FormatError> {
        let (true, Some(pf)) = (raw.indexed, &self.catalog.plural_forms) else {
            return Ok(());
        };
        let limit = pf.nplurals.max(self.file_cats.len());
        match msgstr.iter().find(|f| f.index as usize >= limit) {
            Some(f) => Err(FormatError::at(
                self.src,
                f.kw,
                format!(
                    "msgstr[{}] is out of range: the Plural-Forms header says nplurals={}; expected msgstr[0] to msgstr[{}]",
                    f.index,
                    pf.nplurals,
                    pf.nplurals - 1
                ),
            )),
            None => Ok(()),
        }
    }

    /// Records `identifier` (of the message whose scan starts at `scan_at`, keyword at `at`,
    /// entry `count`), or, when an earlier message has the same one, returns that message
    /// scanned again, its keyword offset and its entry.
    fn check_unique(
        &mut self,
        scan_at: usize,
        at: usize,
        count: usize,
        identifier: &str,
    ) -> Result<Option<(scan::Scan, usize, usize)>, FormatError> {
        let mut h = self.id_hasher.hash_one(identifier);
        loop {
            match self.seen.get(&h) {
                None => {
                    self.seen.insert(h, (scan_at, at, count));
                    return Ok(None);
                }
                Some(&(first_scan_at, first_at, first_index)) => {
                    let earlier = self.rescan(first_scan_at)?;
                    let dec = Decoder::new(self.src, self.catalog.charset, &earlier);
                    let Some(other) = earlier.entries.first() else {
                        return Err(FormatError::internal(
                            self.src,
                            first_scan_at,
                            "internal error: an earlier PO message did not scan again",
                        ));
                    };
                    let ctxt = other.msgctxt.as_ref().map(|f| dec.text(f)).transpose()?;
                    let same =
                        identifier_of(ctxt.as_deref(), &dec.text(&other.msgid)?) == identifier;
                    if same {
                        return Ok(Some((earlier, first_at, first_index)));
                    }
                    h = h.wrapping_add(1);
                }
            }
        }
    }

    /// A plural message: source {one: `msgid`, other: `plural`}, and its `msgstr[n]` `forms`
    /// mapped to categories as the existing translation (untranslated when a form is empty).
    #[inline]
    fn plural<'w>(
        &mut self,
        identifier: Cow<'w, str>,
        msgid: Cow<'w, str>,
        plural: Cow<'w, str>,
        forms: &[(u32, Cow<'w, str>)],
        status: TranslationStatus,
    ) -> Entry<'w> {
        let mut source = PluralText::new();
        source.insert(PluralCategory::One, msgid);
        source.insert(PluralCategory::Other, plural);
        let mut e = Entry::plural(identifier, source);
        if forms.iter().any(|(_, t)| !t.is_empty()) {
            let text = self.categorised(forms);
            if !text.is_empty() {
                let any_empty = text.values().any(|t| t.is_empty());
                e.existing = Some(Translation {
                    text: Text::Plural(text),
                    status: if any_empty {
                        TranslationStatus::Single(Status::Untranslated)
                    } else {
                        status
                    },
                });
            }
        }
        e
    }

    /// `forms` (msgstr index, text) by CLDR category: through the file's `Plural-Forms` when it
    /// has one, else by position among the categories of the form count.
    fn categorised<'w>(&mut self, forms: &[(u32, Cow<'w, str>)]) -> PluralText<'w> {
        let positional;
        let map = match &self.catalog.plural_forms {
            Some(pf) => {
                let (file_lang, file_cats) = (&self.file_lang, &self.file_cats);
                &*self.file_map.get_or_insert_with(|| {
                    let cats = if file_cats.is_empty() || (file_cats.len() == 1 && pf.nplurals > 1)
                    {
                        categories_for_nplurals(pf.nplurals)
                    } else {
                        file_cats.clone()
                    };
                    PluralMap::new(file_lang, &cats, pf)
                })
            }
            None => {
                let count = forms
                    .iter()
                    .map(|(i, _)| *i as usize + 1)
                    .max()
                    .unwrap_or(0);
                // Without Plural-Forms: the language's categories, else gettext's default
                // (`nplurals=2; plural=(n != 1)`) for up to two forms, else as many as given.
                let cats = if self.file_cats.len() > 1 || (count <= 1 && !self.file_cats.is_empty())
                {
                    self.file_cats.clone()
                } else {
                    categories_for_nplurals(count.max(2))
                };
                positional = PluralMap::positional(&cats, count);
                &positional
            }
        };
        let mut text = PluralText::new();
        for c in PluralCategory::ALL {
            let Some(idx) = map.index_of(c) else { continue };
            if let Some((_, t)) = forms.iter().find(|(i, _)| *i as usize == idx) {
                text.insert(c, t.clone());
            }
        }
        text
    }
}

/// A message without plural: its `msgstr`, when not empty, is the existing translation.
#[inline]
fn singular<'a>(
    identifier: Cow<'a, str>,
    msgid: Cow<'a, str>,
    msgstr: Cow<'a, str>,
    status: TranslationStatus,
) -> Entry<'a> {
    let mut e = Entry::plain(identifier, msgid);
    if !msgstr.is_empty() {
        e.existing = Some(Translation {
            text: Text::Plain(msgstr),
            status,
        });
    }
    e
}

/// The words of a message's `#,` lines other than `fuzzy` (`c-format`, `python-format`, …).
fn labels(src: &[u8], charset: Charset, comments: &[scan::Comment]) -> Vec<String> {
    let mut labels: Vec<String> = Vec::new();
    for (k, r) in comments {
        if *k == b',' {
            for w in flag_words(&src[r.clone()]).filter(|w| *w != b"fuzzy") {
                labels.push(charset.decode_lossy(w).into_owned());
            }
        }
    }
    labels
}

/// A message's identifier: `msgctxt`, EOT, `msgid`; the `msgid` alone without a context.
fn identifier_of(msgctxt: Option<&str>, msgid: &str) -> String {
    match msgctxt {
        Some(c) => {
            let mut id = String::with_capacity(c.len() + 1 + msgid.len());
            id.push_str(c);
            id.push('\u{4}');
            id.push_str(msgid);
            id
        }
        None => msgid.to_owned(),
    }
}

/// FxHash (the rustc hasher) for the duplicate check: identifiers come from the file being
/// parsed, and a collision flood only slows this one parse. Eight lines; no crate needed.
#[derive(Default, Clone, Copy)]
struct Fx(u64);

impl std::hash::Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0xf135_7aea_2e62_a9c5;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let v = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
            self.0 = (self.0.rotate_left(26) ^ v).wrapping_mul(K);
        }
        for &b in chunks.remainder() {
            self.0 = (self.0.rotate_left(26) ^ u64::from(b)).wrapping_mul(K);
        }
    }
}

type BuildFx = std::hash::BuildHasherDefault<Fx>;

/// Decodes fields of one scan from the file's charset.
struct Decoder<'a> {
    src: &'a [u8],
    charset: Charset,
    scan: &'a scan::Scan,
    /// The scan's unescaped texts, when the charset is UTF-8 and they all are: a field is then
    /// a slice of it (valid when it starts and ends on character boundaries, which `str::get`
    /// checks).
    utf8: Option<&'a str>,
}

impl<'a> Decoder<'a> {
    /// A decoder of `scan`'s fields (scanned from `src` in `charset`): every field's text
    /// validated in one vector pass; per field only when some field is not UTF-8 (to name it).
    fn new(src: &'a [u8], charset: Charset, scan: &'a scan::Scan) -> Decoder<'a> {
        Decoder {
            src,
            charset,
            scan,
            utf8: charset
                .is_utf8()
                .then(|| crate::simd::validate(&scan.text).ok())
                .flatten(),
        }
    }

    /// The field's text; borrowed for UTF-8. The error points at the first bad byte.
    fn text(&self, f: &Field) -> Result<Cow<'a, str>, FormatError> {
        if let Some(s) = self.utf8.and_then(|t| t.get(f.text.clone())) {
            return Ok(Cow::Borrowed(s));
        }
        let bytes: &'a [u8] = &self.scan.text[f.text.clone()];
        let r = if self.charset.is_utf8() {
            std::str::from_utf8(bytes)
                .map(Cow::Borrowed)
                .map_err(|_| ())
        } else if bytes.is_ascii() {
            Ok(Cow::Borrowed(
                std::str::from_utf8(bytes).unwrap_or_default(),
            ))
        } else {
            self.charset
                .decode(bytes.to_vec())
                .map(Cow::Owned)
                .map_err(|_| ())
        };
        r.map_err(|()| self.error(f))
    }

    fn error(&self, f: &Field) -> FormatError {
        let (src, charset) = (self.src, self.charset);
        let raw = &src[f.value.clone()];
        let at = if f.byte_escape {
            f.value.start
        } else if charset.is_utf8() {
            f.value.start
                + std::str::from_utf8(raw)
                    .err()
                    .map_or(0, |e| e.valid_up_to())
        } else {
            match charset.decode(raw.to_vec()) {
                Err(p) => f.value.start + p,
                Ok(_) => f.value.start,
            }
        };
        FormatError::at(
            src,
            at,
            format!(
                "bytes that are not valid {} (the charset the header declares); expected text in that charset",
                charset.name()
            ),
        )
        .with_kind(ErrorKind::Encoding)
    }
}

/// Offset of `name` inside the header value, for error positions.
fn field_at(src: &[u8], value: &std::ops::Range<usize>, name: &[u8]) -> usize {
    memchr::memmem::find(&src[value.clone()], name)
        .map(|p| value.start + p)
        .unwrap_or(value.start)
}

/// `msgctxt`, `#.` and `#:` comments as one context text. `src_utf8` is the whole file when it
/// is UTF-8 (validated once): a comment is a slice of it.
fn context(
    src: &[u8],
    charset: Charset,
    src_utf8: Option<&str>,
    comments: &[scan::Comment],
    msgctxt: Option<&str>,
) -> Option<String> {
    let comment = |r: &std::ops::Range<usize>| match src_utf8.and_then(|t| t.get(r.clone())) {
        Some(t) => Cow::Borrowed(t),
        None => charset.decode_lossy(&src[r.clone()]),
    };
    if msgctxt.is_none() && comments.iter().all(|(k, _)| *k == b',') {
        return None;
    }
    let mut s = String::with_capacity(128);
    if let Some(c) = msgctxt {
        s.push_str("msgctxt: ");
        s.push_str(c);
    }
    for (_, r) in comments.iter().filter(|(k, _)| *k == b'.') {
        let t = comment(r);
        let t = t.trim();
        if t.is_empty() {
            continue;
        }
        if !s.is_empty() {
            s.push('\n');
        }
        s.push_str(t);
    }
    let mut first = true;
    for (_, r) in comments.iter().filter(|(k, _)| *k == b':') {
        let t = comment(r);
        let t = t.trim();
        if t.is_empty() {
            continue;
        }
        if first {
            if !s.is_empty() {
                s.push('\n');
            }
            s.push_str("References: ");
            first = false;
        } else {
            s.push(' ');
        }
        s.push_str(t);
    }
    (!s.is_empty()).then_some(s)
}
