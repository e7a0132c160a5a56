//! The string model shared by every format: entries, plural texts, translations and statuses.
//! Texts, identifiers and contexts are `Cow`s so a parse can hand them over borrowed from the
//! source bytes; [`OwnedEntry`] is the detached form. Only data lives here: no parsing of files
//! and no serialization (the wire form of a string is
//! `locforge-protocol`'s `StringRecord`; the app converts between the two).

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;

/// A CLDR plural category. The derived order is CLDR's (zero, one, two, few, many, other).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PluralCategory {
    /// `zero`
    Zero,
    /// `one`
    One,
    /// `two`
    Two,
    /// `few`
    Few,
    /// `many`
    Many,
    /// `other`
    Other,
}

impl PluralCategory {
    /// All categories in CLDR order.
    pub const ALL: [PluralCategory; 6] = [
        PluralCategory::Zero,
        PluralCategory::One,
        PluralCategory::Two,
        PluralCategory::Few,
        PluralCategory::Many,
        PluralCategory::Other,
    ];

    /// The CLDR keyword of the category.
    pub fn as_str(self) -> &'static str {
        match self {
            PluralCategory::Zero => "zero",
            PluralCategory::One => "one",
            PluralCategory::Two => "two",
            PluralCategory::Few => "few",
            PluralCategory::Many => "many",
            PluralCategory::Other => "other",
        }
    }

    /// Parses a CLDR keyword (`one`, `other`, ...); `None` for anything else.
    pub fn parse(s: &str) -> Option<PluralCategory> {
        Some(match s {
            "zero" => PluralCategory::Zero,
            "one" => PluralCategory::One,
            "two" => PluralCategory::Two,
            "few" => PluralCategory::Few,
            "many" => PluralCategory::Many,
            "other" => PluralCategory::Other,
            _ => return None,
        })
    }
}

impl fmt::Display for PluralCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Texts of a plural string keyed by category, kept in CLDR order; each text borrowed from the
/// source bytes where the file needed no unescaping.
pub type PluralText<'a> = BTreeMap<PluralCategory, Cow<'a, str>>;

/// The text of a string: plain, or one text per plural category. Texts are `Cow`s: a parse
/// borrows them from the source bytes wherever no unescaping was needed, and
/// [`Text::into_owned`] detaches them from the source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Text<'a> {
    /// A plain string.
    Plain(Cow<'a, str>),
    /// One text per plural category (`hasPlurals: true`).
    Plural(PluralText<'a>),
}

impl<'a> Text<'a> {
    /// A plain text (from a `String`, a `&str` or a `Cow`).
    pub fn plain(text: impl Into<Cow<'a, str>>) -> Text<'a> {
        Text::Plain(text.into())
    }

    /// The same text owning its strings (no borrow from the source left).
    pub fn into_owned(self) -> Text<'static> {
        match self {
            Text::Plain(s) => Text::Plain(Cow::Owned(s.into_owned())),
            Text::Plural(m) => Text::Plural(
                m.into_iter()
                    .map(|(c, s)| (c, Cow::Owned(s.into_owned())))
                    .collect(),
            ),
        }
    }

    /// True for plural texts.
    pub fn is_plural(&self) -> bool {
        matches!(self, Text::Plural(_))
    }

    /// The plain text, or the `other` form of a plural (the form shown when one is needed).
    pub fn main(&self) -> &str {
        match self {
            Text::Plain(s) => s,
            Text::Plural(map) => map
                .get(&PluralCategory::Other)
                .or_else(|| map.values().next_back())
                .map(|s| &**s)
                .unwrap_or(""),
        }
    }

    /// The form for one category: the plain text for plain strings, that category's text for plurals.
    pub fn for_category(&self, category: Option<PluralCategory>) -> Option<&str> {
        match (self, category) {
            (Text::Plain(s), _) => Some(s),
            (Text::Plural(map), Some(c)) => map.get(&c).map(|s| &**s),
            (Text::Plural(_), None) => Some(self.main()),
        }
    }
}

/// Translation status of a string in one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Status {
    /// Not translated yet (or fuzzy).
    Untranslated,
    /// Translated, not approved. The protocol's default.
    #[default]
    Translated,
    /// Approved by a proofreader.
    Approved,
}

impl Status {
    /// The wire keyword of the status.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Untranslated => "untranslated",
            Status::Translated => "translated",
            Status::Approved => "approved",
        }
    }
}

/// The status of a translation: one for a plain string, or one per plural category.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TranslationStatus {
    /// One status for the whole string.
    Single(Status),
    /// One status per plural category.
    PerCategory(BTreeMap<PluralCategory, Status>),
}

impl Default for TranslationStatus {
    fn default() -> Self {
        TranslationStatus::Single(Status::Translated)
    }
}

impl TranslationStatus {
    /// The status of one category (or the whole string); the weakest status when asked for the whole
    /// of a per-category status.
    pub fn get(&self, category: Option<PluralCategory>) -> Status {
        match (self, category) {
            (TranslationStatus::Single(s), _) => *s,
            (TranslationStatus::PerCategory(m), Some(c)) => m.get(&c).copied().unwrap_or_default(),
            (TranslationStatus::PerCategory(m), None) => m
                .values()
                .copied()
                .min_by_key(|s| match s {
                    Status::Untranslated => 0,
                    Status::Translated => 1,
                    Status::Approved => 2,
                })
                .unwrap_or_default(),
        }
    }
}

/// A translation of one string into one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Translation<'a> {
    /// The translated text (plural texts are keyed by the *target* language's categories).
    pub text: Text<'a>,
    /// Translation status; `translated` when absent.
    pub status: TranslationStatus,
}

impl Translation<'_> {
    /// The same translation owning its texts.
    pub fn into_owned(self) -> Translation<'static> {
        Translation {
            text: self.text.into_owned(),
            status: self.status,
        }
    }
}

/// An entry that owns all its strings: what sinks that keep entries beyond the parse hold
/// ([`crate::Collector`], convert, build tables).
pub type OwnedEntry = Entry<'static>;

/// One translatable string of a file, as the protocol's string entry describes it. The
/// identifier, context and texts are `Cow`s borrowed from the source bytes wherever the file
/// needed no unescaping; [`Entry::into_owned`] gives an [`OwnedEntry`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Entry<'a> {
    /// Index of the string in the HTML preview (parse-file with a preview only).
    pub preview_id: Option<u64>,
    /// The platform's numeric id of the string (build-file requests only).
    pub id: Option<u64>,
    /// Unique key of the string within its file.
    pub identifier: Cow<'a, str>,
    /// Pre-export pairing key (file-pre-export only).
    pub uniq_id: Option<String>,
    /// Free text shown to translators.
    pub context: Option<Cow<'a, str>>,
    /// Opaque data returned unchanged on build (at most 4 KB).
    pub custom_data: Option<String>,
    /// Maximum translation length in characters.
    pub max_length: Option<u64>,
    /// Hidden strings are kept but not offered for translation.
    pub is_hidden: Option<bool>,
    /// True when `text` is keyed by plural category.
    pub has_plurals: bool,
    /// Labels attached to the string.
    pub labels: Vec<String>,
    /// The source text (absent in translation-only NDJSON, where it defaults to empty).
    pub text: Text<'a>,
    /// Translations keyed by target language id.
    pub translations: BTreeMap<String, Translation<'a>>,
    /// The translation the file itself already holds (a bilingual file's target, a PO `msgstr`),
    /// whatever the request's languages. Never on the wire; the engine moves it into
    /// `translations` when the request names exactly one target language.
    pub existing: Option<Translation<'a>>,
}

impl<'a> Entry<'a> {
    /// A plain, untranslated entry.
    pub fn plain(identifier: impl Into<Cow<'a, str>>, text: impl Into<Cow<'a, str>>) -> Entry<'a> {
        Entry {
            identifier: identifier.into(),
            text: Text::Plain(text.into()),
            ..Entry::default()
        }
    }

    /// A plural entry.
    pub fn plural(identifier: impl Into<Cow<'a, str>>, forms: PluralText<'a>) -> Entry<'a> {
        Entry {
            identifier: identifier.into(),
            has_plurals: true,
            text: Text::Plural(forms),
            ..Entry::default()
        }
    }

    /// The text a slot of this entry holds in the original file: the existing translation when the
    /// file carries one, otherwise the source text.
    pub fn baseline(&self) -> &Text<'a> {
        self.existing
            .as_ref()
            .map(|t| &t.text)
            .unwrap_or(&self.text)
    }

    /// The same entry owning all its strings, for sinks that keep entries after the parse.
    pub fn into_owned(self) -> OwnedEntry {
        Entry {
            preview_id: self.preview_id,
            id: self.id,
            identifier: Cow::Owned(self.identifier.into_owned()),
            uniq_id: self.uniq_id,
            context: self.context.map(|c| Cow::Owned(c.into_owned())),
            custom_data: self.custom_data,
            max_length: self.max_length,
            is_hidden: self.is_hidden,
            has_plurals: self.has_plurals,
            labels: self.labels,
            text: self.text.into_owned(),
            // Most entries of a parse have no translations: skip building an empty map.
            translations: if self.translations.is_empty() {
                BTreeMap::new()
            } else {
                self.translations
                    .into_iter()
                    .map(|(l, t)| (l, t.into_owned()))
                    .collect()
            },
            existing: self.existing.map(Translation::into_owned),
        }
    }
}

impl Default for Text<'_> {
    fn default() -> Self {
        Text::Plain(Cow::Borrowed(""))
    }
}
