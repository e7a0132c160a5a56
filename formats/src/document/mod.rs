//! The document model: a document string is a *segment* of running text with **inline codes**,
//! the markup that travels with the text but that a translator must not break (Markdown's `**`
//! and `[text](url)`, an inline code span, a line break, inline HTML).
//!
//! **The notation.** Codes are written in the string's text as `<N>…</N>` (a paired code: the
//! markup before and after a stretch of text, such as the two `**` of strong emphasis) and `<N/>`
//! (a standalone code: markup with no text of its own, such as `` `code` `` or a hard break), `N`
//! counted from 0 within the segment in source order. Everything else is text. A literal `<` that
//! would read as a code (`<0>`, `</0>`, `<0/>`) is written `&lt;`, and a literal `&` that would
//! read as one of the two escapes (`&lt;`, `&amp;`) is written `&amp;`; nowhere else is anything
//! escaped, so `a < b & c` stays as it is.
//!
//! **The check.** [`check_codes`] compares a translation's codes with its source segment's: a
//! code lost, duplicated, invented, of the wrong kind (`<1/>` for a paired `<1>`), unclosed or
//! mis-nested is refused with the string's identifier, the code and the remedy. Formats that keep
//! each code's bytes where they stand (Markdown, this slice) also need the codes in source order:
//! [`check_code_order`].
//!
//! **What lives here.** The notation (`codes`: reading, writing and escaping), the check
//! (`check`), and what the document formats share: a translated segment's run as a build reads
//! it (`build`), segment identifiers from the heading path and
//! the text (`ids`) and the file read as UTF-8 (`text`). Nothing format-specific: which markup
//! becomes a code is each format's business.

mod build;
mod check;
mod codes;
mod ids;
mod text;

pub(crate) use build::segment_run;
pub(crate) use build::SegmentRun;
pub use check::check_code_order;
pub use check::check_codes;
pub use check::code_mismatch;
pub(crate) use check::has_words;
pub use codes::escape_segment_text;
pub use codes::map_segment_text;
pub use codes::parse_segment;
pub use codes::CodeToken;
pub use codes::SegmentError;
pub(crate) use ids::Ids;
pub(crate) use text::decode_utf8;
