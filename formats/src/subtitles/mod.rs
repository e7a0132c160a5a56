//! `srt` and `vtt`: SubRip and WebVTT subtitles, one string per cue, spliced in place so that
//! timings, cue settings, cue numbers, `STYLE`/`REGION`/`NOTE` blocks, the `WEBVTT` header and
//! its text, blank lines, line endings and the byte-order mark survive a build byte for byte.
//!
//! **Strings.** One entry per cue. Text = the cue's text lines joined with `\n` (whatever line
//! endings the file uses), as written: WebVTT inline tags (`<i>`, `<b>`, `<c.class>`,
//! `<v Speaker>`, timestamps `<00:01.000>`) and character references (`&amp;`) stay in the
//! text. Identifier = SubRip's cue number, WebVTT's cue identifier when the cue has one, else
//! the cue's 1-based position in the file; an identifier already given gets `#2`, `#3`, …
//! Context = the cue's timing line as written (times, and WebVTT settings or SubRip
//! coordinates). A cue without text is a string with an empty text. No plurals.
//!
//! **Blocks.** Blocks are separated by blank lines: empty lines in WebVTT (its specification's
//! parser reads a line of spaces inside a cue as text), and in SubRip also lines of only spaces
//! and tabs (as its readers take them). A cue is an optional identifier line (the number in SubRip), a timing line
//! (`start --> end`, then settings) and its text lines. WebVTT `NOTE` blocks (anywhere) and
//! `STYLE`/`REGION` blocks (before the first cue) are kept and not read; so are the blocks
//! before the first cue that WebVTT's parser drops (old `Region:` lines, a stylesheet's lines
//! after a blank line inside it). In WebVTT a line holding `-->` inside a cue's text starts a
//! new cue, as the specification's parser reads it. Timestamps are read leniently (see
//! `timing`).
//!
//! **Build.** A slot covers a cue's text, from its first character to the end of its last line
//! (line ending excluded); a cue without text has an insertion point at the end of its timing
//! line. A new text's line breaks (`\n`, `\r\n`, `\r`) are written with the line ending of the
//! cue's timing line. A translation that would end its cue early is **refused** with an error
//! naming the cue (kind `unsupported`), never altered: a blank line inside it, or a
//! line break at its start or end (an empty line ends a cue in both formats), in WebVTT a line
//! holding `-->` (write `--&gt;`), and in SubRip a line that reads as a whole timing line
//! (SubRip has no escape; readers that allow a missing blank line start a cue there).
//!
//! **Errors.** With line and column and what was expected: a file that is not UTF-8 (UTF-16
//! files are refused), a WebVTT file without the `WEBVTT` header line, a cue without a timing
//! line (a SubRip block, or a WebVTT block after the first cue, whose first or second line has
//! no `-->`), a malformed timestamp.
//!
//! **What lives here.** The two formats (`SubRip`, `WebVtt`) and the [`Dialect`] they share;
//! `scan` (lines), `timing` (timing lines, timestamps), `parse` (blocks into entries and slots),
//! `render` (slot kind, the text rule, new texts) and `create`.

mod create;
mod parse;
mod render;
mod scan;
mod timing;

use crate::format::{format_impl, FormatInfo, Signature};

/// Which of the two subtitle formats a file is: what parse, render and create ask about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    /// SubRip `.srt`.
    Srt,
    /// WebVTT `.vtt`.
    Vtt,
}

impl Dialect {
    /// The format key.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Dialect::Srt => "srt",
            Dialect::Vtt => "vtt",
        }
    }
}

/// SubRip `.srt` subtitles.
#[derive(Debug, Default, Clone, Copy)]
pub struct SubRip;

/// WebVTT `.vtt` subtitles and captions.
#[derive(Debug, Default, Clone, Copy)]
pub struct WebVtt;

static SRT_INFO: FormatInfo = FormatInfo {
    key: "srt",
    name: "SubRip subtitles",
    description: "SubRip .srt subtitles: one string per cue (its text lines), cue numbers as identifiers, timings as context; numbers, timings, blank lines, CRLF and BOM kept",
    extensions: &["srt"],
    signature: Signature {
        file_name: r"\.[sS][rR][tT]$",
        file_content: Some(
            r"^\x{FEFF}?(?:\s*$|\s*(?:[0-9]+[ \t]*(?:\r\n|\r|\n))?[ \t]*[0-9]+:[0-9])",
        ),
    },
};

static VTT_INFO: FormatInfo = FormatInfo {
    key: "vtt",
    name: "WebVTT subtitles",
    description: "WebVTT .vtt subtitles and captions: one string per cue (its text lines, inline tags kept), cue identifiers (else positions) as identifiers, timings and settings as context; the header, STYLE, REGION and NOTE blocks kept",
    extensions: &["vtt"],
    signature: Signature {
        file_name: r"\.[vV][tT][tT]$",
        file_content: Some(r"^\x{FEFF}?WEBVTT(?:[ \t\r\n]|$)"),
    },
};

format_impl! {
    SubRip, SRT_INFO;
    parse(src, _ctx, sink) => parse::parse(src, Dialect::Srt, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, _source, target, out) => create::create(entries, Dialect::Srt, target, out);
    creates_plurals => false;
}

format_impl! {
    WebVtt, VTT_INFO;
    parse(src, _ctx, sink) => parse::parse(src, Dialect::Vtt, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, _source, target, out) => create::create(entries, Dialect::Vtt, target, out);
    creates_plurals => false;
}
