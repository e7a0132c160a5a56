//! The line scanner of the subtitle formats: natural lines with their byte ranges, each ended by
//! `\n`, `\r\n` or a lone `\r` (the WebVTT specification's line terminators, and what SubRip
//! files from old Mac tools use), and the blank-line test that separates blocks. No parsing of
//! blocks here (see `parse`).

use super::Dialect;

/// How a line ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Eol {
    /// `\n`
    Lf = 0,
    /// `\r\n`
    CrLf = 1,
    /// a lone `\r`
    Cr = 2,
}

impl Eol {
    /// The bytes of the line ending.
    pub(crate) fn bytes(self) -> &'static [u8] {
        match self {
            Eol::Lf => b"\n",
            Eol::CrLf => b"\r\n",
            Eol::Cr => b"\r",
        }
    }

    /// The line ending stored as `bits` (0–2).
    pub(crate) fn from_bits(bits: u16) -> Option<Eol> {
        match bits {
            0 => Some(Eol::Lf),
            1 => Some(Eol::CrLf),
            2 => Some(Eol::Cr),
            _ => None,
        }
    }
}

/// One natural line: its content `start..end` (line ending excluded), its ending (`None` on a
/// last line without one) and where the next line starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Line {
    /// Offset of the line's first byte.
    pub start: usize,
    /// Offset just after its last byte before the line ending.
    pub end: usize,
    /// Its line ending, `None` at the end of the file.
    pub eol: Option<Eol>,
    /// Offset of the next line.
    pub next: usize,
}

impl Line {
    /// The line's content.
    pub(crate) fn bytes<'s>(&self, src: &'s [u8]) -> &'s [u8] {
        &src[self.start..self.end]
    }

    /// True when the line separates blocks: in WebVTT an empty line (the specification's
    /// parser reads a line of spaces as cue text), in SubRip also one of only spaces and tabs
    /// (SubRip has no specification; its readers take such a line for a blank one).
    pub(crate) fn is_blank(&self, src: &[u8], dialect: Dialect) -> bool {
        match dialect {
            Dialect::Vtt => self.start == self.end,
            Dialect::Srt => self.bytes(src).iter().all(|b| matches!(b, b' ' | b'\t')),
        }
    }
}

/// Reads `src` line by line from an offset.
pub(crate) struct Lines<'a> {
    src: &'a [u8],
    pos: usize,
}

impl<'a> Lines<'a> {
    /// A scanner of `src` from byte `start`.
    pub(crate) fn new(src: &'a [u8], start: usize) -> Lines<'a> {
        Lines { src, pos: start }
    }

    /// The next line without consuming it, `None` at the end of the file.
    pub(crate) fn peek(&self) -> Option<Line> {
        let src = self.src;
        let start = self.pos;
        if start >= src.len() {
            return None;
        }
        let Some(p) = memchr::memchr2(b'\n', b'\r', &src[start..]) else {
            return Some(Line {
                start,
                end: src.len(),
                eol: None,
                next: src.len(),
            });
        };
        let end = start + p;
        let (eol, next) = match (src[end], src.get(end + 1)) {
            (b'\r', Some(b'\n')) => (Eol::CrLf, end + 2),
            (b'\r', _) => (Eol::Cr, end + 1),
            _ => (Eol::Lf, end + 1),
        };
        Some(Line {
            start,
            end,
            eol: Some(eol),
            next,
        })
    }

    /// The next line, consumed.
    pub(crate) fn next_line(&mut self) -> Option<Line> {
        let line = self.peek()?;
        self.pos = line.next;
        Some(line)
    }
}

/// The first line ending of `src`, `\n` when it has none.
pub(crate) fn first_eol(src: &[u8]) -> Eol {
    let mut lines = Lines::new(src, 0);
    while let Some(line) = lines.next_line() {
        if let Some(eol) = line.eol {
            return eol;
        }
    }
    Eol::Lf
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_ending_ends_a_line() {
        let src = b"a\r\nb\rc\n\n \t\n d";
        let mut lines = Lines::new(src, 0);
        let mut got = Vec::new();
        while let Some(l) = lines.next_line() {
            got.push((
                String::from_utf8_lossy(l.bytes(src)).into_owned(),
                l.eol,
                l.is_blank(src, Dialect::Srt),
                l.is_blank(src, Dialect::Vtt),
            ));
        }
        assert_eq!(
            got,
            [
                ("a".to_string(), Some(Eol::CrLf), false, false),
                ("b".to_string(), Some(Eol::Cr), false, false),
                ("c".to_string(), Some(Eol::Lf), false, false),
                (String::new(), Some(Eol::Lf), true, true),
                (" \t".to_string(), Some(Eol::Lf), true, false),
                (" d".to_string(), None, false, false),
            ]
        );
        assert_eq!(first_eol(b"x\ry\r\n"), Eol::Cr);
        assert_eq!(first_eol(b"x"), Eol::Lf);
    }
}
