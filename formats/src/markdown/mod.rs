//! `markdown`: Markdown documents (CommonMark with GFM tables, task lists, footnotes,
//! strikethrough and alerts; YAML front matter), read with pulldown-cmark's offset iterator and
//! spliced in place, so every byte outside a translated segment stays as it was.
//!
//! **Strings.** One segment per paragraph, heading, tight list item's text and table cell (a
//! block quote's, a list item's or a footnote's paragraphs are paragraphs). Its text is the
//! running text with **inline codes** in the document model's notation (`crate::document`):
//! emphasis, strong, strikethrough, links and images are paired codes (`<0>text</0>`: the URL
//! and title are in the code, never a string; an image's alt text is its code's text), inline
//! code spans, inline HTML, autolinks, footnote references and hard breaks are standalone codes
//! (`<1/>`), a soft line break is `\n`. Text is unescaped (`\*` reads `*`, `&amp;` reads `&`).
//! A segment with no words outside its codes (a lone image, a badge line) is not a string.
//! Front matter: the values of the configured keys ([`Markdown::with_front_matter_keys`];
//! `title` and `description` by default) on one line (see `front_matter`). Identifiers: the
//! heading path, the block and a hash of the text (see `document::Ids`); context: the kind of block.
//!
//! **Kept, not read.** Code blocks, HTML blocks, link reference definitions, thematic breaks,
//! the other front-matter keys, list markers, task list boxes, table delimiter rows, link URLs
//! and titles: byte for byte, never strings. Sentence segmentation is a later slice (a segment
//! is a whole paragraph); so are HTML blocks through an HTML reader and MDX.
//!
//! **Build.** A segment's slots are its runs (the text between consecutive codes); the codes'
//! bytes stay where they are, so a translation must keep the codes in the source's order
//! (`document::check_code_order`, refused with the string and code named otherwise). A changed
//! run is escaped for its place (`render`): inline punctuation backslash-escaped, block markers
//! at a line start escaped, a line break followed by the container's prefix; a line break in a
//! heading or table cell, an empty line in a paragraph, or a space that would undo an emphasis
//! is refused by name.
//!
//! **Errors.** Bytes that are not UTF-8, UTF-16 files and a segment with more than 4,095 codes
//! are errors with line and column; CommonMark itself has no syntax errors.
//!
//! **What lives here.** The format (`Markdown`); `parse` (the event walk), `segment` (runs and
//! codes of one segment), `front_matter`, `kind` (slot kinds), `render`, `create` and
//! `preview` (the rendered page with each segment marked).

mod create;
mod front_matter;
mod kind;
mod parse;

pub(crate) use parse::options;
mod preview;
mod render;
mod segment;

pub use preview::markdown_preview;

use crate::error::FormatError;
use crate::format::{Format, FormatInfo, ParseContext, RenderContext, Signature, SlotValue};
use crate::language::Language;
use crate::model::Entry;
use crate::sink::Sink;
use crate::skeleton::Slot;

/// Markdown documents (`.md`, `.markdown`), with the front-matter keys read as strings.
#[derive(Debug, Clone)]
pub struct Markdown {
    front_matter_keys: Vec<String>,
}

impl Default for Markdown {
    /// Front-matter keys `title` and `description` translatable.
    fn default() -> Markdown {
        Markdown::with_front_matter_keys(["title", "description"])
    }
}

impl Markdown {
    /// Markdown whose front-matter values under `keys` (top-level keys) are strings.
    pub fn with_front_matter_keys<S: Into<String>>(keys: impl IntoIterator<Item = S>) -> Markdown {
        Markdown {
            front_matter_keys: keys.into_iter().map(Into::into).collect(),
        }
    }
}

static INFO: FormatInfo = FormatInfo {
    key: "markdown",
    name: "Markdown",
    description: "Markdown documents (CommonMark, GFM tables, task lists, footnotes, strikethrough; YAML front matter title/description): paragraphs, headings, list items and table cells as strings with inline codes <0>…</0>, <1/> for emphasis, links, code spans and HTML; code blocks, HTML blocks and URLs kept byte for byte",
    extensions: &["md", "markdown"],
    signature: Signature {
        file_name: r"(?i)\.(md|markdown)$",
        file_content: None,
    },
};

// By hand rather than through `format_impl!`: the parse reads the format's own configuration
// (`self.front_matter_keys`), which the macro's expressions cannot reach.
impl Format for Markdown {
    fn info(&self) -> &'static FormatInfo {
        &INFO
    }

    fn parse(
        &self,
        src: &[u8],
        _ctx: &ParseContext<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        parse::parse(src, &self.front_matter_keys, sink)
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        render::render(slot, value, ctx, out)
    }

    fn create(
        &self,
        entries: &[Entry],
        source: &Language,
        target: Option<&Language>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        create::create(entries, source, target, out)
    }

    fn creates_plurals(&self) -> bool {
        false
    }

    fn document(&self) -> bool {
        true
    }

    fn document_preview(&self, title: &str, src: &[u8]) -> Option<String> {
        markdown_preview(self, title, src).ok()
    }
}
