//! The `Format` trait every file format implements, and the types that cross it. A format parses
//! bytes by pushing entries (and, for a build, skeleton slots) into a [`Sink`] as it finds them,
//! and renders one slot at a time; the shared splice writer in `skeleton` (`<dyn Format>::build`)
//! does the rest of a build. No I/O here.

use crate::error::{ErrorKind, FormatError};
use crate::language::Language;
use crate::model::{Entry, OwnedEntry, PluralCategory, Status};
use crate::sink::{Collector, Sink};
use crate::skeleton::{Skeleton, Slot};

/// How a file is recognised: regular expressions over its name and over its first 64 KB, as the
/// manifest's `signaturePatterns` carries them (JavaScript-compatible syntax).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Signature {
    /// Pattern the file name must match.
    pub file_name: &'static str,
    /// Pattern the start of the content must match, when the name alone is ambiguous.
    pub file_content: Option<&'static str>,
}

/// What a format is: its stable key, a human name and description, and how to detect it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormatInfo {
    /// Stable key used in the manifest (`type`, module key), the CLI `--format` and URLs.
    pub key: &'static str,
    /// Human-readable name.
    pub name: &'static str,
    /// One sentence on what the format covers.
    pub description: &'static str,
    /// File extensions, lower-case, without the dot.
    pub extensions: &'static [&'static str],
    /// Detection patterns.
    pub signature: Signature,
}

/// What parse knows about the request: the source language and the target languages (empty for a
/// new source upload, one for a translation upload, several for multilingual files).
#[derive(Debug, Clone, Copy, Default)]
pub struct ParseContext<'a> {
    /// The project's source language, when known.
    pub source: Option<&'a Language>,
    /// The request's target languages.
    pub targets: &'a [Language],
}

/// A parsed file: its entries in document order and the skeleton that puts them back.
#[derive(Debug, Clone, Default)]
pub struct Parsed {
    /// The file's strings, identifiers unique, owning their texts.
    pub entries: Vec<OwnedEntry>,
    /// Where each value sits in the original bytes.
    pub skeleton: Skeleton,
    /// The language the file declares for its translations (PO `Language`, XLIFF
    /// `target-language`, ARB `@@locale`), when it declares one.
    pub language: Option<String>,
    /// What the parse went on past (keys defined again with another text), in file order.
    pub warnings: Vec<crate::warning::FormatWarning>,
}

/// The value the splice writer hands to a format for one slot.
#[derive(Debug, Clone, Copy)]
pub enum SlotValue<'a> {
    /// A slot not tied to an entry (a language attribute, a header field).
    Structural,
    /// A plain value (or one category of a plural whose shape the format keeps).
    Text {
        /// The text to write, unescaped.
        text: &'a str,
        /// Its status.
        status: Status,
    },
    /// A whole plural group to regenerate for the target's categories, in CLDR order.
    Plural {
        /// One text per target category, already resolved with fallbacks.
        forms: &'a [(PluralCategory, &'a str)],
        /// The weakest status among the forms.
        status: Status,
    },
}

/// What `render` knows besides the slot: the source bytes and the languages of the build.
#[derive(Debug, Clone, Copy)]
pub struct RenderContext<'a> {
    /// The original file.
    pub src: &'a [u8],
    /// The entry the slot holds a value of (`None` for a structural slot): the only entry a
    /// render sees, so a build can splice while the parse streams.
    pub entry: Option<&'a OwnedEntry>,
    /// The language being built.
    pub target: &'a Language,
    /// The source language, when known.
    pub source: Option<&'a Language>,
}

/// A localization file format: parses files into a sink (entries and, for builds, skeleton
/// slots), and renders translated values into slots. Implement `info`, `parse` and `render`;
/// build, identity round trips, detection, the manifest entry, the CLI and the benches come from
/// the rest of the crate.
pub trait Format: Send + Sync {
    /// Key, name and detection patterns.
    fn info(&self) -> &'static FormatInfo;

    /// Reads a file, handing each entry to `sink` as it is found (and each slot, when the sink
    /// wants the skeleton). Errors name line and column; after an error the sink may hold part of
    /// the file, which the caller discards.
    fn parse(
        &self,
        src: &[u8],
        ctx: &ParseContext<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError>;

    /// Reads a whole file into entries and its skeleton (a [`Collector`]): for callers that need
    /// every entry at once (tests, convert, builds).
    fn parse_all(&self, src: &[u8], ctx: &ParseContext<'_>) -> Result<Parsed, FormatError> {
        let mut collector = Collector::new(true);
        self.parse(src, ctx, &mut collector)?;
        Ok(collector.into_parsed())
    }

    /// Writes one slot's new content (escaped for the format) for the target language. Called
    /// only for slots whose value differs from what the file already holds; unchanged slots are
    /// copied byte for byte by the splice writer.
    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError>;

    /// Writes a new file of this format holding `entries` (what `locforge convert` does). The file
    /// is in `source` for a bilingual format, with each entry's [`Entry::existing`] translation as
    /// the target when `target` is given; a monolingual format writes the translations when
    /// `target` is given (source text where an entry has none), else the source texts. Plural
    /// strings get the categories of the language written. The default refuses.
    fn create(
        &self,
        entries: &[Entry<'_>],
        source: &Language,
        target: Option<&Language>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        let _ = (entries, source, target, out);
        Err(FormatError::whole(format!(
            "format {} cannot create files from strings yet",
            self.info().key
        ))
        .with_kind(ErrorKind::Unsupported))
    }

    /// False for formats whose `create` cannot hold plural strings (it then refuses them, and
    /// [`crate::convert`] can flatten them into ICU plural messages first).
    fn creates_plurals(&self) -> bool {
        true
    }

    /// True for formats whose one file holds every language (a String Catalog, a CSV with a
    /// column per language): parse gives each entry's values in the request's targets, and a
    /// build writes all targets into the one file (see [`crate::multilingual`]).
    fn multilingual(&self) -> bool {
        false
    }

    /// True for a document format (Markdown): a string's text holds inline codes (`<0>…</0>`,
    /// `<1/>`, see [`crate::check_codes`]) that a translation must keep, and identifiers derive
    /// from the source text, so a translated file reads back with other identifiers: round-trip
    /// checks translate the text between the codes and compare strings by position. False (the
    /// default): identifiers do not depend on the texts.
    fn document(&self) -> bool {
        false
    }

    /// A document format's own preview of source file `src` (the rendered page with each string
    /// inside its `string_preview_id_<index>` element, the index being the entry's in the parse),
    /// titled `title`; `None` (the default) for the plain list of strings of
    /// [`crate::preview::preview_html`].
    fn document_preview(&self, title: &str, src: &[u8]) -> Option<String> {
        let _ = (title, src);
        None
    }

    /// For a multilingual format: how the piece rendered into the empty (insertion) `slot` sits
    /// in objects the build creates, which [`crate::multilingual::assemble`] writes once around
    /// all the pieces inserted at that place that share them (several languages', or several of
    /// one language's). `None` (the default): the piece is whole by itself.
    fn frame(&self, slot: &Slot, ctx: &RenderContext<'_>) -> Option<crate::multilingual::Frame> {
        let _ = (slot, ctx);
        None
    }

    /// How many entries before the latest one a slot has named a later slot may name: 0 (the
    /// default) when slots name entries in non-decreasing order; 1 where a plural's separate
    /// `#zero` string (the entry after it) has its slot before the plural's; `usize::MAX` when
    /// any earlier entry may be named again (XLIFF 1.2's repeated ids). A streaming build keeps
    /// only that many entries back; a format that reaches further makes it start over the
    /// two-step way, never write a wrong file.
    fn slot_lookback(&self) -> usize {
        0
    }

    /// True for a format with no layout to keep (GNU MO: a binary table whose offsets cover
    /// every string): every build writes the file afresh with [`Format::rebuild`] instead of
    /// splicing slots into the original bytes, so an identity build gives the same catalogue,
    /// not necessarily the same bytes. False (the default): the build splices.
    fn rebuilds(&self) -> bool {
        false
    }

    /// For a format that [`rebuilds`](Format::rebuilds): writes the built file for `target` from
    /// `src` (the original file, for what the format keeps of it, such as a header) and
    /// `entries`, the file's entries in order, each with [`Entry::existing`] set to the value
    /// the build gives it (the request's translation, else the file's own, else `None`). The
    /// default refuses (an internal error: only called when `rebuilds` is true).
    fn rebuild(
        &self,
        src: &[u8],
        entries: &[Entry<'_>],
        target: &Language,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        let _ = (entries, target, out);
        Err(FormatError::internal(
            src,
            0,
            "internal error: a format that splices was asked to rebuild",
        ))
    }

    /// Slots every build renders even when their value is unchanged: those whose
    /// `kind` `& mask == value` for the `(mask, value)` returned. For a cell the format
    /// must rewrite whatever its text (CSV quotes the first-row cells from which a reader could
    /// sniff another delimiter). `None` (the default): an unchanged slot keeps its bytes.
    fn always_rendered(&self) -> Option<(u16, u16)> {
        None
    }
}

/// Implements [`Format`] for a format type from its parts, so no format repeats the trait's
/// signatures: `info` names the static [`FormatInfo`], and `parse`, `render` and `create` bind
/// the trait method's arguments to names used in an expression; `creates_plurals`,
/// `multilingual`, `frame(slot, ctx)`, `slot_lookback`, `rebuild(src, entries, target, out)`
/// (which also makes `rebuilds` true) and `document_preview(title, src)` (which also makes
/// `document` true: a document format) are optional.
/// `parse(src, ctx, sink)` streams into the sink: every format hands each entry over as it is
/// found.
///
/// ```text
/// format_impl! {
///     Po, INFO;
///     parse(src, ctx, sink) => parse(src, ctx, sink);
///     render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
///     create(entries, source, target, out) => create::create(entries, source, target, out);
/// }
/// ```
///
/// expands to exactly this (the names on the left of `=>` become the parameters, the
/// expression on the right the body; nothing else is generated):
///
/// ```text
/// impl Format for Po {
///     fn info(&self) -> &'static FormatInfo {
///         &INFO
///     }
///
///     fn parse(
///         &self,
///         src: &[u8],
///         ctx: &ParseContext<'_>,
///         sink: &mut dyn Sink,
///     ) -> Result<(), FormatError> {
///         parse(src, ctx, sink)
///     }
///
///     fn render(
///         &self,
///         slot: &Slot,
///         value: SlotValue<'_>,
///         ctx: &RenderContext<'_>,
///         out: &mut Vec<u8>,
///     ) -> Result<(), FormatError> {
///         render::render(slot, value, ctx, out)
///     }
///
///     fn create(
///         &self,
///         entries: &[Entry<'_>],
///         source: &Language,
///         target: Option<&Language>,
///         out: &mut Vec<u8>,
///     ) -> Result<(), FormatError> {
///         create::create(entries, source, target, out)
///     }
/// }
/// ```
///
/// Each optional line adds one method with the trait's signature, e.g.
/// `slot_lookback => 1;` adds `fn slot_lookback(&self) -> usize { 1 }` and
/// `frame(slot, ctx) => frame(slot, ctx);` adds
/// `fn frame(&self, slot: &Slot, ctx: &RenderContext<'_>) -> Option<Frame> { frame(slot, ctx) }`;
/// the methods left out keep the trait's defaults. The JSON dialects go through
/// `json_dialect_format!` (`json/dialect/mod.rs`), which is this macro with the shared walker.
macro_rules! format_impl {
    (
        $ty:ty, $info:expr;
        parse($src:ident, $ctx:ident, $sink:ident) => $parse:expr;
        render($slot:ident, $value:ident, $rctx:ident, $out:ident) => $render:expr;
        create($entries:ident, $source:ident, $target:ident, $cout:ident) => $create:expr;
        $(creates_plurals => $plurals:expr;)?
        $(multilingual => $multi:expr;)?
        $(frame($fslot:ident, $fctx:ident) => $frame:expr;)?
        $(slot_lookback => $lookback:expr;)?
        $(rebuild($rsrc:ident, $rentries:ident, $rtarget:ident, $rout:ident) => $rebuild:expr;)?
        $(document_preview($dtitle:ident, $dsrc:ident) => $dpreview:expr;)?
    ) => {
        impl $crate::format::Format for $ty {
            fn info(&self) -> &'static $crate::format::FormatInfo {
                &$info
            }

            fn parse(
                &self,
                $src: &[u8],
                $ctx: &$crate::format::ParseContext<'_>,
                $sink: &mut dyn $crate::sink::Sink,
            ) -> Result<(), $crate::error::FormatError> {
                $parse
            }

            fn render(
                &self,
                $slot: &$crate::skeleton::Slot,
                $value: $crate::format::SlotValue<'_>,
                $rctx: &$crate::format::RenderContext<'_>,
                $out: &mut Vec<u8>,
            ) -> Result<(), $crate::error::FormatError> {
                $render
            }

            fn create(
                &self,
                $entries: &[$crate::model::Entry<'_>],
                $source: &$crate::language::Language,
                $target: Option<&$crate::language::Language>,
                $cout: &mut Vec<u8>,
            ) -> Result<(), $crate::error::FormatError> {
                $create
            }

            $(
                fn creates_plurals(&self) -> bool {
                    $plurals
                }
            )?

            $(
                fn multilingual(&self) -> bool {
                    $multi
                }
            )?

            $(
                fn frame(
                    &self,
                    $fslot: &$crate::skeleton::Slot,
                    $fctx: &$crate::format::RenderContext<'_>,
                ) -> Option<$crate::multilingual::Frame> {
                    $frame
                }
            )?

            $(
                fn slot_lookback(&self) -> usize {
                    $lookback
                }
            )?

            $(
                fn rebuilds(&self) -> bool {
                    true
                }

                fn rebuild(
                    &self,
                    $rsrc: &[u8],
                    $rentries: &[$crate::model::Entry<'_>],
                    $rtarget: &$crate::language::Language,
                    $rout: &mut Vec<u8>,
                ) -> Result<(), $crate::error::FormatError> {
                    $rebuild
                }
            )?

            $(
                fn document(&self) -> bool {
                    true
                }

                fn document_preview(&self, $dtitle: &str, $dsrc: &[u8]) -> Option<String> {
                    $dpreview
                }
            )?
        }
    };
}
pub(crate) use format_impl;

/// A shared format is the format (what the registry hands out, so a caller can keep one).
impl<F: Format + ?Sized> Format for std::sync::Arc<F> {
    fn info(&self) -> &'static FormatInfo {
        (**self).info()
    }

    fn parse(
        &self,
        src: &[u8],
        ctx: &ParseContext<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        (**self).parse(src, ctx, sink)
    }

    fn parse_all(&self, src: &[u8], ctx: &ParseContext<'_>) -> Result<Parsed, FormatError> {
        (**self).parse_all(src, ctx)
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        (**self).render(slot, value, ctx, out)
    }

    fn create(
        &self,
        entries: &[Entry<'_>],
        source: &Language,
        target: Option<&Language>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        (**self).create(entries, source, target, out)
    }

    fn creates_plurals(&self) -> bool {
        (**self).creates_plurals()
    }

    fn multilingual(&self) -> bool {
        (**self).multilingual()
    }

    fn frame(&self, slot: &Slot, ctx: &RenderContext<'_>) -> Option<crate::multilingual::Frame> {
        (**self).frame(slot, ctx)
    }

    fn document(&self) -> bool {
        (**self).document()
    }

    fn document_preview(&self, title: &str, src: &[u8]) -> Option<String> {
        (**self).document_preview(title, src)
    }

    fn slot_lookback(&self) -> usize {
        (**self).slot_lookback()
    }

    fn always_rendered(&self) -> Option<(u16, u16)> {
        (**self).always_rendered()
    }

    fn rebuilds(&self) -> bool {
        (**self).rebuilds()
    }

    fn rebuild(
        &self,
        src: &[u8],
        entries: &[Entry<'_>],
        target: &Language,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        (**self).rebuild(src, entries, target, out)
    }
}
