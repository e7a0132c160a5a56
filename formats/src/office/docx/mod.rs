//! `docx`: Word documents (Office Open XML WordprocessingML: `.docx`, `.docm`, `.dotx`,
//! `.dotm`).
//!
//! **Read.** The story parts the package's content types name: the main document, then the
//! headers, footers, footnotes, endnotes and comments (each kind in part-name order). Every
//! paragraph (`w:p`) of them with text is a segment, table cells' paragraphs included
//! (`story`): runs that look the same next to each other are one stretch of text (their
//! formatting compared without the proofing tags `w:lang` and `w:noProof`); text in
//! another formatting than the main one of its level (none when some of its text has no run
//! formatting, else its first text's) is a paired code `<N>…</N>`; a hyperlink,
//! a tracked insertion, a smart tag or an inline content control is a paired code around its
//! text; a tab, a break, a symbol, a note or comment reference, a field's code runs
//! (`w:fldChar`, `w:instrText`), a simple field (`w:fldSimple`, its shown result included), a
//! drawing or object (text boxes inside included), a tracked deletion, a bookmark and any other
//! markup is a standalone code `<N/>`, adjacent ones one code (`segment`). A field's code is
//! never text; the result a complex field shows between its `separate` and `end` marks is text
//! of the paragraph. Markup before a paragraph's first text and after its last is kept outside
//! the segment. Spelling marks (`w:proofErr`) and Word's last-rendered page breaks split no
//! string. Identifiers: the part, the kind of block and a hash of the text (`ids`); context:
//! the part and the paragraph's style.
//!
//! **Build.** Every entry of the package is copied raw (its compressed bytes as they are) but
//! the story parts with a changed paragraph; in those, only the changed paragraphs are written
//! afresh (their start tag and properties kept, their runs written from the translation and
//! the codes' markup), the rest of the part byte for byte. An identity build is the input.
//! A translation's codes are checked at build ([`crate::check_codes`]): lost, doubled or
//! mis-nested codes are refused naming the string and the code. Codes may move (a code moved
//! to the very start or end reads back outside the segment, and a formatting that becomes the
//! main one reads back as plain text: the same document).
//!
//! **Create.** A minimal package (content types, relationships, the main document), each
//! string a paragraph of one run. Texts with codes and plurals are refused.
//!
//! **Refused** (with the numbers and what was expected): see `office` for the package limits;
//! a package without `[Content_Types].xml` or main document; a part that is not well-formed
//! XML, UTF-16 or not UTF-8, or has a DOCTYPE (line and column of the part, the part named). A
//! macro-enabled document is read (its macros kept byte for byte, never executed) with a
//! warning.
//!
//! **What lives here.** The format (`Docx`) and the package walk shared by parse and build;
//! `story` (the XML of one part), `segment` (a paragraph as a segment and back), `ids`,
//! `preview`, `create`. What must not: the zip container and its limits (`office::package`).

pub(crate) mod create;
mod ids;
mod preview;
pub(crate) mod segment;
pub(crate) mod story;

use std::borrow::Cow;
use std::collections::HashMap;

use crate::document::check_codes;
use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, Signature};
use crate::model::Entry;
use crate::sink::Sink;
use crate::warning::FormatWarning;

use super::content_types::{self, ContentTypes};
use super::package::{at_byte, Package};

pub use preview::docx_preview;

/// Word documents (`.docx`).
#[derive(Debug, Default, Clone, Copy)]
pub struct Docx;

/// What messages call the file.
const WHAT: &str = "Word document";

static INFO: FormatInfo = FormatInfo {
    key: "docx",
    name: "Word document (DOCX)",
    description: "Word documents (Office Open XML): paragraphs of the body, tables, headers, footers, footnotes, endnotes and comments as strings with inline codes <0>…</0>, <1/> for formatting changes, hyperlinks, tabs, breaks, fields and drawings; only the changed parts rewritten, every other part copied byte for byte",
    extensions: &["docx", "docm", "dotx", "dotm"],
    signature: Signature {
        file_name: r"(?i)\.(docx|docm|dotx|dotm)$",
        // A zip archive (local file header) whose entries include Word's main part.
        file_content: Some(r"^PK\x03\x04[\s\S]*word/"),
    },
};

format_impl! {
    Docx, INFO;
    parse(src, _ctx, sink) => parse(src, sink);
    render(slot, _value, ctx, _out) => Err(FormatError::internal(
        ctx.src,
        slot.span.start,
        "internal error: a Word document has no slots to render (its builds rewrite the changed parts)",
    ));
    create(entries, source, target, out) => create::create(entries, source, target, out);
    creates_plurals => false;
    rebuild(src, entries, _target, out) => rebuild(src, entries, out);
    document_preview(title, src) => docx_preview(title, src).ok();
}

/// The kinds of story part, in reading order, by the end of their content type.
const STORY_KINDS: &[&str] = &[
    ".main+xml",
    ".header+xml",
    ".footer+xml",
    ".footnotes+xml",
    ".endnotes+xml",
    ".comments+xml",
];

/// One paragraph that is a string, as parse and build both see it.
struct Found<'p> {
    identifier: String,
    text: String,
    paragraph: &'p story::Paragraph,
    segment: segment::Segment,
    block: String,
}

/// The package's story parts in reading order; a warning for macros through `warn`.
fn story_parts(
    pkg: &mut Package<'_>,
    warn: &mut dyn FnMut(FormatWarning),
) -> Result<Vec<String>, FormatError> {
    let Some(xml) = pkg.read(content_types::PART)? else {
        return Err(at_byte(
            0,
            ErrorKind::Syntax,
            format!(
                "the zip archive has no `{}`; expected an Office Open XML {WHAT}",
                content_types::PART
            ),
        ));
    };
    let types = ContentTypes::read(&xml)?;
    let word = |t: &str| t.contains("wordprocessingml") || t.contains("ms-word");
    let mut parts: Vec<(usize, String)> = Vec::new();
    for e in pkg.entries() {
        let Some(t) = types.of(&e.name) else { continue };
        if !word(t) {
            continue;
        }
        if let Some(k) = STORY_KINDS.iter().position(|k| t.ends_with(k)) {
            parts.push((k, e.name.clone()));
        }
    }
    if !parts.iter().any(|(k, _)| *k == 0) {
        return Err(at_byte(
            0,
            ErrorKind::Syntax,
            format!("the package has no main document part (a part of content type …wordprocessingml.document.main+xml, normally `word/document.xml`); expected a {WHAT}"),
        ));
    }
    parts.sort();
    let macros = types.has_macros()
        || pkg
            .entries()
            .iter()
            .any(|e| e.name.to_ascii_lowercase().ends_with("vbaproject.bin"));
    if macros {
        warn(FormatWarning {
            line: 1,
            column: 1,
            message: "the document is macro-enabled (it has a VBA project): its macros are kept byte for byte and never executed; only the text is read".to_string(),
        });
    }
    Ok(parts.into_iter().map(|(_, n)| n).collect())
}

/// The short name of a part for identifiers: `word/header2.xml` → `header2`.
fn short_name(part: &str) -> &str {
    let file = part.rsplit('/').next().unwrap_or(part);
    file.strip_suffix(".xml").unwrap_or(file)
}

/// The paragraphs of `story` that are strings, with their identifiers from `ids`.
fn strings<'s>(part: &str, story: &'s story::Story, ids: &mut ids::Ids) -> Vec<Found<'s>> {
    let short = short_name(part);
    let mut found = Vec::new();
    for p in &story.paragraphs {
        let seg = segment::segment(p);
        let Some(text) = seg.text.clone() else {
            continue;
        };
        if seg.words.trim().is_empty() {
            continue;
        }
        let block = ids::block(p.style.as_deref(), p.in_table);
        found.push(Found {
            identifier: ids.next(short, &block, &text),
            text,
            paragraph: p,
            segment: seg,
            block,
        });
    }
    found
}

/// The context of a string: its part and what its paragraph is.
fn context(part: &str, f: &Found<'_>) -> String {
    let what = match f.block.as_str() {
        "td" => "table cell".to_string(),
        "title" => "title".to_string(),
        "p" => "paragraph".to_string(),
        h => format!("heading {}", &h[1..]),
    };
    match &f.paragraph.style {
        Some(s) => format!("{part}: {what} (style {s})"),
        None => format!("{part}: {what}"),
    }
}

/// Reads `src` into `sink`.
fn parse(src: &[u8], sink: &mut dyn Sink) -> Result<(), FormatError> {
    let mut pkg = Package::open(src, WHAT)?;
    let parts = story_parts(&mut pkg, &mut |w| sink.warning(w))?;
    let mut ids = ids::Ids::default();
    let mut index = 0;
    for part in parts {
        let xml = pkg.read(&part)?.unwrap_or_default();
        let story = story::read(&part, &xml)?;
        for f in strings(&part, &story, &mut ids) {
            let mut entry = Entry::plain(f.identifier.clone(), f.text.clone());
            entry.context = Some(Cow::Owned(context(&part, &f)));
            sink.entry(index, entry)?;
            index += 1;
        }
    }
    Ok(())
}

/// Writes the package `src` with each entry's value (its [`Entry::existing`] text, else its
/// source text) in its paragraph: changed paragraphs rewritten, changed parts replaced, every
/// other entry copied raw.
fn rebuild(src: &[u8], entries: &[Entry<'_>], out: &mut Vec<u8>) -> Result<(), FormatError> {
    let mut pkg = Package::open(src, WHAT)?;
    let parts = story_parts(&mut pkg, &mut |_| {})?;
    let mut ids = ids::Ids::default();
    let mut next = entries.iter();
    let mut replaced: HashMap<String, Vec<u8>> = HashMap::new();
    for part in parts {
        let xml = pkg.read(&part)?.unwrap_or_default();
        let story = story::read(&part, &xml)?;
        let mut new: Vec<u8> = Vec::new();
        let mut pos = 0;
        for f in strings(&part, &story, &mut ids) {
            let Some(entry) = next.next().filter(|e| e.identifier == f.identifier) else {
                return Err(FormatError::whole(format!(
                    "internal error: the build's strings do not follow the document's (at `{}`)",
                    f.identifier
                ))
                .with_kind(ErrorKind::Internal));
            };
            let value = entry
                .existing
                .as_ref()
                .map(|t| t.text.main())
                .unwrap_or(&f.text);
            if value == f.text {
                continue;
            }
            check_codes(&f.identifier, &f.text, value)?;
            if new.is_empty() {
                new.reserve(xml.len() + 1024);
            }
            new.extend_from_slice(&xml[pos..f.paragraph.span.start]);
            segment::rewrite(&xml, f.paragraph, &f.segment, value, &mut new)
                .map_err(|m| FormatError::whole(format!("string `{}`: {m}", f.identifier)))?;
            pos = f.paragraph.span.end;
        }
        if pos > 0 {
            new.extend_from_slice(&xml[pos..]);
            replaced.insert(part, new);
        }
    }
    pkg.write(src, &replaced, out)
}
