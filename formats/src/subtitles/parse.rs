//! Reading a subtitle file block by block into entries (one per cue) and, for a build, one
//! slot per cue's text. Shared by SubRip and WebVTT; what differs is asked of the [`Dialect`].

use std::borrow::Cow;
use std::collections::HashSet;

use crate::error::{ErrorKind, FormatError};
use crate::model::Entry;
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};

use super::render::CueSlot;
use super::scan::{first_eol, Line, Lines};
use super::timing::{example, has_arrow, parse_timing};
use super::Dialect;

/// Parses `src` as `dialect` into `sink`, one entry per cue, as each cue is read.
pub(crate) fn parse(src: &[u8], dialect: Dialect, sink: &mut dyn Sink) -> Result<(), FormatError> {
    if src.starts_with(b"\xFE\xFF") || src.starts_with(b"\xFF\xFE") {
        return Err(FormatError::at(
            src,
            0,
            "the file is UTF-16 (byte-order mark); expected UTF-8 text",
        )
        .with_kind(ErrorKind::Encoding));
    }
    if let Err(e) = std::str::from_utf8(src) {
        return Err(FormatError::at(
            src,
            e.valid_up_to(),
            "bytes that are not valid UTF-8; expected UTF-8 text",
        )
        .with_kind(ErrorKind::Encoding));
    }
    let start = if src.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let mut lines = Lines::new(src, start);
    if dialect == Dialect::Vtt {
        header(src, start, &mut lines)?;
    }
    let mut reader = Reader {
        src,
        dialect,
        skeleton: sink.wants_skeleton(),
        file_eol: first_eol(src),
        ids: HashSet::new(),
        cues: 0,
    };
    // A line that ended the previous cue's text and starts the next block (WebVTT: a line with
    // `-->` inside a cue's text starts a new cue, as the specification's parser reads it).
    let mut pending: Option<Line> = None;
    loop {
        let first = match pending.take() {
            Some(line) => line,
            None => match skip_blank(src, dialect, &mut lines) {
                Some(line) => line,
                None => break,
            },
        };
        let text = first.bytes(src);
        if dialect == Dialect::Vtt
            && (keyword(text, b"NOTE") || (reader.cues == 0 && is_header_block(text)))
        {
            skip_block(src, dialect, &mut lines);
            continue;
        }
        let (id_line, timing_line) = if has_arrow(text) {
            (None, first)
        } else {
            match lines.peek().filter(|l| !l.is_blank(src, dialect)) {
                Some(second) if has_arrow(second.bytes(src)) => {
                    lines.next_line();
                    (Some(first), second)
                }
                next => {
                    if dialect == Dialect::Vtt && reader.cues == 0 {
                        // Before the first cue, WebVTT's parser drops blocks it does not know
                        // (old `Region:` lines, a stylesheet's lines after a blank line); so
                        // are they kept here, as they are.
                        skip_block(src, dialect, &mut lines);
                        continue;
                    }
                    let at = next.map_or(first.next, |l| l.start);
                    let what = match dialect {
                        Dialect::Srt => "after the cue number",
                        Dialect::Vtt => "after the cue identifier",
                    };
                    return Err(FormatError::at(
                        src,
                        at,
                        format!(
                            "a cue without a timing line; expected a timing line like `{}` {what} `{}`",
                            example(dialect),
                            String::from_utf8_lossy(text).trim()
                        ),
                    ));
                }
            }
        };
        pending = reader.cue(&mut lines, id_line, timing_line, sink)?;
    }
    Ok(())
}

/// Checks and skips the WebVTT header: `WEBVTT` alone or followed by a space or tab and any
/// text, then header lines up to the first blank line.
fn header(src: &[u8], start: usize, lines: &mut Lines<'_>) -> Result<(), FormatError> {
    let dialect = Dialect::Vtt;
    let first = lines.next_line();
    let ok = first.is_some_and(|l| {
        let t = l.bytes(src);
        t.starts_with(b"WEBVTT") && matches!(t.get(6), None | Some(b' ' | b'\t'))
    });
    if !ok {
        return Err(FormatError::at(
            src,
            start,
            "no WebVTT header; expected the file to start with the line `WEBVTT`",
        ));
    }
    while let Some(line) = lines.peek() {
        if line.is_blank(src, dialect) {
            break;
        }
        if has_arrow(line.bytes(src)) {
            return Err(FormatError::at(
                src,
                line.start,
                "a timing line inside the WebVTT header; expected a blank line between the header and the first cue",
            ));
        }
        lines.next_line();
    }
    Ok(())
}

/// True for the first line of a block that WebVTT allows only before the first cue.
fn is_header_block(line: &[u8]) -> bool {
    keyword(line, b"STYLE") || keyword(line, b"REGION")
}

/// True when `line` is `word` alone or followed by a space or tab (WebVTT's block keywords).
fn keyword(line: &[u8], word: &[u8]) -> bool {
    line.starts_with(word) && matches!(line.get(word.len()), None | Some(b' ' | b'\t'))
}

/// Consumes blank lines; the first line that is not blank, consumed, or `None` at the end.
fn skip_blank(src: &[u8], dialect: Dialect, lines: &mut Lines<'_>) -> Option<Line> {
    loop {
        let line = lines.next_line()?;
        if !line.is_blank(src, dialect) {
            return Some(line);
        }
    }
}

/// Consumes the rest of a block, up to (not including) its first blank line.
fn skip_block(src: &[u8], dialect: Dialect, lines: &mut Lines<'_>) {
    while lines.peek().is_some_and(|l| !l.is_blank(src, dialect)) {
        lines.next_line();
    }
}

/// The state of a parse between cues.
struct Reader<'a> {
    src: &'a [u8],
    dialect: Dialect,
    skeleton: bool,
    /// The file's first line ending: what a text written into a cue without one ends its
    /// timing line with when that line ends the file.
    file_eol: super::scan::Eol,
    /// The identifiers given so far.
    ids: HashSet<String>,
    /// Cues read so far.
    cues: usize,
}

impl Reader<'_> {
    /// Reads one cue from its (optional) identifier line and its timing line: its text lines,
    /// its entry and its slot. Returns a line that ended the text and starts the next block.
    fn cue(
        &mut self,
        lines: &mut Lines<'_>,
        id_line: Option<Line>,
        timing_line: Line,
        sink: &mut dyn Sink,
    ) -> Result<Option<Line>, FormatError> {
        let src = self.src;
        let timing_text = timing_line.bytes(src);
        parse_timing(timing_text, self.dialect)
            .map_err(|m| FormatError::at(src, timing_line.start + m.at, m.message))?;
        let mut first_text: Option<Line> = None;
        let mut last_text: Option<Line> = None;
        let mut pending = None;
        while let Some(line) = lines.peek() {
            if line.is_blank(src, self.dialect) {
                break;
            }
            if self.dialect == Dialect::Vtt && has_arrow(line.bytes(src)) {
                lines.next_line();
                pending = Some(line);
                break;
            }
            lines.next_line();
            first_text.get_or_insert(line);
            last_text = Some(line);
        }
        self.cues += 1;
        let index = self.cues - 1;
        let identifier = self.identifier(id_line)?;
        let text: Cow<'_, str> = match (first_text, last_text) {
            (Some(a), Some(b)) => {
                let raw = str_of(src, a.start, b.end)?;
                if memchr::memchr(b'\r', raw.as_bytes()).is_some() {
                    Cow::Owned(raw.replace("\r\n", "\n").replace('\r', "\n"))
                } else {
                    Cow::Borrowed(raw)
                }
            }
            _ => Cow::Borrowed(""),
        };
        let context = str_of(src, timing_line.start, timing_line.end)?.trim();
        let mut entry = Entry::plain(identifier, text);
        entry.context = Some(Cow::Borrowed(context));
        sink.entry(index, entry)?;
        if self.skeleton {
            let (span, insert) = match (first_text, last_text) {
                (Some(a), Some(b)) => (a.start..b.end, false),
                _ => (timing_line.end..timing_line.end, true),
            };
            let kind = CueSlot {
                eol: timing_line.eol.unwrap_or(self.file_eol),
                insert,
                dialect: self.dialect,
            };
            sink.slot(Slot {
                span,
                entry: Some(index as u32),
                category: None,
                kind: kind.bits(),
                target: None,
            });
        }
        Ok(pending)
    }

    /// The cue's identifier: its identifier line (SubRip's cue number) trimmed, else its
    /// 1-based index; `#2`, `#3`, … appended to one already given.
    fn identifier(&mut self, id_line: Option<Line>) -> Result<String, FormatError> {
        let base = match id_line {
            Some(l) => str_of(self.src, l.start, l.end)?.trim().to_string(),
            None => self.cues.to_string(),
        };
        let mut id = base.clone();
        let mut n = 2;
        while self.ids.contains(&id) {
            id = format!("{base}#{n}");
            n += 1;
        }
        self.ids.insert(id.clone());
        Ok(id)
    }
}

/// `src[start..end]` as text (the file was checked to be UTF-8; the ends are next to ASCII
/// line breaks or the file's ends).
fn str_of(src: &[u8], start: usize, end: usize) -> Result<&str, FormatError> {
    std::str::from_utf8(&src[start..end]).map_err(|_| {
        FormatError::internal(
            src,
            start,
            "internal error: a line does not start or end at a character",
        )
    })
}
