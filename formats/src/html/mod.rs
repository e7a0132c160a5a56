//! `html`: HTML pages and e-mail templates (`.html`, `.htm`), read with a layout-preserving
//! tokenizer of this folder and spliced in place, so every byte outside a translated string
//! stays as it was (an identity build is the input, byte for byte).
//!
//! **Why a tokenizer of our own.** html5ever's tokenizer and lol_html do not report the byte
//! offsets of every token (tag, attribute value, text), and a build must write each translation
//! exactly where its text stood. `tokenize` follows the WHATWG tokenizer where the cut between
//! tokens depends on it (see there); the tests read every built corpus page with html5lib, an
//! independent HTML5 parser, and compare its DOM with the source's.
//!
//! **Strings.** The text of a block element is a *segment* (`p`, `h1`–`h6`, `li`, `td`, `th`,
//! `dt`, `dd`, `caption`, `figcaption`, `blockquote`, `title`, `option`, `button`, `label`,
//! `summary`, and the text of a `div`, `section` or `body` outside its inner blocks): one string
//! whose inline elements are **inline codes** in the document model's notation
//! (`crate::document`): `a`, `b`, `strong`, `i`, `em`, `span`, `sup`, `sub`, `small`, `abbr`, …
//! are paired codes (`<0>text</0>`); `br`, `img`, `input`, `wbr`, comments, stray end tags and
//! elements kept whole (`code`, `kbd`, `samp`, `svg`, `math`, `script`, `style`, `textarea`, and
//! an inline element with `translate="no"`) are standalone codes (`<1/>`). The values of `alt`,
//! `title`, `placeholder` and `aria-label` and the `content` of
//! `<meta name="description|keywords">` and of the Open Graph and Twitter card texts
//! (`og:title`, `og:description`, `og:site_name`, `og:image:alt`, `twitter:title`, …; by `name`
//! or `property`, never their URLs) are strings of their own. A segment with no words outside its codes is not a string. Identifiers: the heading path,
//! the block and a hash of the text (`document::Ids`); context: the block and what each code is.
//!
//! **Text.** A string's text is what a reader sees: character references decoded (`&amp;` reads
//! `&`, `&nbsp;` a no-break space) and each stretch of whitespace in the source one space,
//! whitespace at the segment's edges left out (and kept in the file). A reference to a
//! whitespace character (`&#32;`) is text, never collapsed. A build writes the translation back
//! encoded (`render`): `&`, `<`, `>` as references, so a translation never makes markup, and
//! whitespace the reader would collapse as references, so it reads back as translated.
//!
//! **Kept, not read.** Comments, the doctype, `<script>`, `<style>`, `<template>`, `<pre>`,
//! `<code>`, `<textarea>`, `<svg>`, `<math>`, and an element with `translate="no"` with all it
//! holds (its attributes too): byte for byte, never strings. Other attributes (`href`, `value`,
//! `content` of other metas) are kept. The file is UTF-8; a `<meta charset>` naming another
//! encoding is not read.
//!
//! **Leniency and limits.** What browsers accept is read: unclosed `p`, `li`, `td`, `option`
//! (closed where the browser closes them), inline elements left open or mis-nested (their codes
//! close where the segment ends), stray end tags (standalone codes), unquoted attributes, `<` that
//! starts no tag. Refused with line and column: bytes that are not UTF-8, a UTF-16 file, more
//! than 512 elements open at once (`parse::MAX_DEPTH`), a segment with more than 4,095 codes.
//!
//! **What lives here.** The format (`Html`); `tokenize` (the tokens and their bytes), `parse`
//! (the walk: element classes, the open elements, attribute strings), `segment` (runs and codes
//! of one segment), `kind` (slot kinds), `render`, `create` and `preview` (the page with each
//! segment marked, scripts taken out).

mod create;
mod kind;
mod parse;
mod preview;
mod render;
mod segment;
mod tokenize;

pub use preview::html_preview;

use crate::format::{format_impl, FormatInfo, Signature};

/// HTML pages and e-mail templates (`.html`, `.htm`).
#[derive(Debug, Default, Clone, Copy)]
pub struct Html;

static INFO: FormatInfo = FormatInfo {
    key: "html",
    name: "HTML",
    description: "HTML pages and e-mail templates: the text of block elements (p, headings, list items, cells, title, …) as strings with inline codes <0>…</0>, <1/> for inline elements (a, b, span, br, img, …); alt, title, placeholder, aria-label and meta description/keywords/og content as strings; scripts, styles, code, pre and translate=\"no\" kept byte for byte",
    extensions: &["html", "htm"],
    signature: Signature {
        file_name: r"(?i)\.html?$",
        file_content: Some(r"(?i)<(!doctype\s+html|[a-z][a-z0-9-]*[\s/>])"),
    },
};

format_impl! {
    Html, INFO;
    parse(src, _ctx, sink) => parse::parse(src, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    creates_plurals => false;
    // An attribute string on an inline element (`<a title>`, `<img alt>`) is an entry after its
    // segment's, and its slot lies between the segment's runs: the runs after it name the
    // segment again, as far back as the segment has attribute strings. A segment has at most
    // 4,095 codes, each an element with at most four attribute strings (`alt`, `title`,
    // `placeholder`, `aria-label`), so a streaming build that keeps that many entries back never
    // meets a slot it cannot place.
    slot_lookback => 4 * kind::MAX_RUNS;
    // The page itself with its strings marked (the title is the page's own).
    document_preview(_title, src) => html_preview(src).ok();
}
