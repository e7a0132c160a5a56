//! The CSV cell scanner: RFC 4180 rows and cells as byte spans of the original file, and the
//! delimiter sniffed from the first row.
//!
//! Hand-written over `memchr` rather than `csv-core`: a build splices each cell in place, so the
//! parse needs the exact byte span of every cell *including its quotes*, whether it was quoted,
//! and where each row's content ends before its line break (where new language cells go).
//! `csv-core` copies unescaped field bytes into an output buffer and reports only how much input
//! each call consumed, without the quoting of a field or the position of a stray quote; keeping
//! all of that on top of it costs more code than this scanner, which needs two `memchr` calls
//! per cell.
//!
//! Rules: a cell that starts with `"` is quoted: it runs to the next `"` not doubled (`""` is
//! one quote), may hold delimiters and line breaks, and must be followed by the delimiter, a line
//! break or the end of the file. Any other cell runs to the next delimiter or line break; a `"`
//! inside it is a literal character (as Python's `csv` and Excel read it). A line break is CRLF,
//! LF or a lone CR.

use std::borrow::Cow;

use crate::error::FormatError;

/// Where the rows start: past a UTF-8 byte-order mark (Excel writes one).
pub(super) fn rows_start(src: &[u8]) -> usize {
    if src.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    }
}

/// One cell: its bytes in the file (quotes included) and whether it was quoted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Cell {
    /// First byte of the cell (its opening quote when quoted).
    pub start: usize,
    /// One past its last byte (past the closing quote when quoted).
    pub end: usize,
    /// True when the cell is enclosed in `"`.
    pub quoted: bool,
}

impl Cell {
    /// The cell's text: the bytes as they are, or the quoted content with `""` made `"`.
    pub fn value<'a>(&self, text: &'a str) -> Cow<'a, str> {
        if !self.quoted {
            return Cow::Borrowed(&text[self.start..self.end]);
        }
        let inner = &text[self.start + 1..self.end - 1];
        if inner.contains('"') {
            Cow::Owned(inner.replace("\"\"", "\""))
        } else {
            Cow::Borrowed(inner)
        }
    }

    /// True when the cell holds no text (an empty unquoted cell or `""`).
    pub fn is_empty(&self) -> bool {
        self.end - self.start == if self.quoted { 2 } else { 0 }
    }
}

/// Where a row sits: from its first cell to the end of its last cell (before the line break).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Row {
    /// First byte of the row.
    pub start: usize,
    /// One past the last byte of its last cell: where cells are appended.
    pub end: usize,
}

/// Reads rows one at a time (a clone reads on from the same place).
#[derive(Clone)]
pub(super) struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
    delim: u8,
}

impl<'a> Scanner<'a> {
    /// A scanner of `bytes` from `start` (past a BOM) with this delimiter.
    pub fn new(bytes: &'a [u8], start: usize, delim: u8) -> Scanner<'a> {
        Scanner {
            bytes,
            pos: start,
            delim,
        }
    }

    /// The next row's cells into `cells` (cleared first), or `None` at the end of the file.
    pub fn row(&mut self, cells: &mut Vec<Cell>) -> Result<Option<Row>, FormatError> {
        let bytes = self.bytes;
        if self.pos >= bytes.len() {
            return Ok(None);
        }
        cells.clear();
        let start = self.pos;
        let mut pos = self.pos;
        loop {
            let cell_start = pos;
            let cell = if bytes.get(pos) == Some(&b'"') {
                let Some(end) = past_closing_quote(bytes, pos) else {
                    return Err(FormatError::at(
                        bytes,
                        cell_start,
                        "unclosed quote: expected a `\"` closing the cell that opens here",
                    ));
                };
                Cell {
                    start: cell_start,
                    end,
                    quoted: true,
                }
            } else {
                let end = memchr::memchr3(self.delim, b'\n', b'\r', &bytes[pos..])
                    .map_or(bytes.len(), |i| pos + i);
                Cell {
                    start: cell_start,
                    end,
                    quoted: false,
                }
            };
            cells.push(cell);
            pos = cell.end;
            match bytes.get(pos) {
                None => {
                    self.pos = pos;
                    return Ok(Some(Row { start, end: pos }));
                }
                Some(&b) if b == self.delim => pos += 1,
                Some(b'\n') => {
                    self.pos = pos + 1;
                    return Ok(Some(Row { start, end: pos }));
                }
                Some(b'\r') => {
                    self.pos = pos + 1 + usize::from(bytes.get(pos + 1) == Some(&b'\n'));
                    return Ok(Some(Row { start, end: pos }));
                }
                Some(_) => {
                    return Err(FormatError::at(
                        bytes,
                        pos,
                        format!(
                            "expected the delimiter `{}` or a line break after the closing quote of this cell",
                            delimiter_name(self.delim)
                        ),
                    ));
                }
            }
        }
    }
}

/// How a delimiter is named in messages.
pub(super) fn delimiter_name(delim: u8) -> &'static str {
    match delim {
        b',' => ",",
        b';' => ";",
        b'\t' => "tab",
        b'|' => "|",
        _ => "?",
    }
}

/// The delimiter of the file whose first row starts at `start`: the most frequent of `,` `;`
/// and tab outside quoted cells in that row (ties: `,` then `;` then tab); `,` when it has none.
/// A quote opens a quoted cell only where a cell starts (the row's start or after one of those
/// delimiters) and when it closes before a delimiter or a line break, as the scanner reads it: a
/// `"` inside an unquoted cell is a literal character and must not make the rest of the file
/// look quoted.
pub(super) fn sniff_delimiter(bytes: &[u8], start: usize) -> u8 {
    let mut counts = [0usize; 3];
    let mut i = start.min(bytes.len());
    let mut cell_start = true;
    while let Some(&b) = bytes.get(i) {
        if cell_start && b == b'"' {
            if let Some(end) = quoted_cell_end(bytes, i) {
                i = end;
                cell_start = false;
                continue;
            }
            // Not a well-formed quoted cell for any delimiter: a literal quote.
        }
        if matches!(b, b'\n' | b'\r') {
            break;
        }
        let delimiter = SNIFFED.iter().position(|&d| d == b);
        if let Some(k) = delimiter {
            counts[k] += 1;
        }
        cell_start = delimiter.is_some();
        i += 1;
    }
    SNIFFED[best_of(counts)]
}

/// The cells of the first row (`cells`, as read with the file's delimiter) that every build
/// must rewrite quoted so that a reader sniffs that delimiter again; empty for almost every file.
///
/// [`sniff_delimiter`] reads a `"` after any of `,` `;` tab as the opening of a quoted cell when
/// a quote further on closes it. In an unquoted cell such a quote is a literal character (`a\t"b`
/// in a `;` file), and what the sniffer makes of it depends on the quotes that follow, possibly
/// rows later, which a build rewrites: the built file could sniff to another delimiter. In a row
/// holding such a quote, every unquoted cell with a `"` or a sniffed delimiter is written quoted
/// by every build (same value, other bytes), after which the sniffer reads exactly the file's
/// cells. A row without one needs nothing: the sniffer's quoted cells are the file's. Nor does a
/// row of one cell in a file whose delimiter `delim` is not `,`: its delimiter was sniffed from
/// bytes past its end (the quote carried the sniffer over the line break), which quoting the
/// cell would hide, so the row is kept as it is.
pub(super) fn cells_to_requote(bytes: &[u8], cells: &[Cell], delim: u8) -> Vec<usize> {
    if cells.len() < 2 && delim != b',' {
        return Vec::new();
    }
    let unquoted = |c: &&Cell| !c.quoted;
    let misread = cells.iter().filter(unquoted).any(|c| {
        bytes[c.start..c.end]
            .windows(2)
            .any(|w| w[1] == b'"' && SNIFFED.contains(&w[0]))
    });
    if !misread {
        return Vec::new();
    }
    cells
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            !c.quoted
                && bytes[c.start..c.end]
                    .iter()
                    .any(|b| *b == b'"' || SNIFFED.contains(b))
        })
        .map(|(i, _)| i)
        .collect()
}

/// The end of the quoted cell opening at `at`: past the next `"` that is not doubled, when that
/// quote is followed by a delimiter [`sniff_delimiter`] considers, a line break or the end of the
/// file. `None` otherwise (no closing quote, or text right after it): such a quote cannot open a
/// cell for any of those delimiters, so the sniffer reads it as a character.
fn quoted_cell_end(bytes: &[u8], at: usize) -> Option<usize> {
    let end = past_closing_quote(bytes, at)?;
    match bytes.get(end) {
        None | Some(b'\r' | b'\n') => Some(end),
        Some(b) if SNIFFED.contains(b) => Some(end),
        Some(_) => None,
    }
}

/// Past the `"` closing the quoted cell that opens at `at` (a `""` inside is one quote, not
/// the end); `None` when no quote closes it. The scanner and the sniffer read quoted cells so.
fn past_closing_quote(bytes: &[u8], at: usize) -> Option<usize> {
    let mut p = at + 1;
    loop {
        let q = p + memchr::memchr(b'"', &bytes[p..])?;
        if bytes.get(q + 1) == Some(&b'"') {
            p = q + 2;
        } else {
            return Some(q + 1);
        }
    }
}

/// The delimiters [`sniff_delimiter`] chooses from, in its tie order.
pub(super) const SNIFFED: [u8; 3] = [b',', b';', b'\t'];

/// The index of the highest count (the first on a tie).
fn best_of(counts: [usize; 3]) -> usize {
    let mut best = 0;
    for i in 1..3 {
        if counts[i] > counts[best] {
            best = i;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(src: &str) -> Result<Vec<Vec<String>>, FormatError> {
        let mut sc = Scanner::new(src.as_bytes(), 0, b',');
        let mut cells = Vec::new();
        let mut out = Vec::new();
        while sc.row(&mut cells)?.is_some() {
            out.push(cells.iter().map(|c| c.value(src).into_owned()).collect());
        }
        Ok(out)
    }

    #[test]
    fn reads_quoted_cells_with_doubled_quotes_and_line_breaks() {
        assert_eq!(
            rows("a,\"b,\"\"c\"\"\r\nd\"\r\n,x\"y\n\nz").expect("parses"),
            [
                vec!["a", "b,\"c\"\r\nd"],
                vec!["", "x\"y"],
                vec![""],
                vec!["z"]
            ]
        );
    }

    #[test]
    fn spans_include_quotes_and_rows_end_before_the_break() {
        let src = b"k,\"v\"\r\nx";
        let mut sc = Scanner::new(src, 0, b',');
        let mut cells = Vec::new();
        let row = sc.row(&mut cells).expect("ok").expect("a row");
        assert_eq!(row, Row { start: 0, end: 5 });
        assert_eq!(
            cells[1],
            Cell {
                start: 2,
                end: 5,
                quoted: true
            }
        );
        let row = sc.row(&mut cells).expect("ok").expect("a row");
        assert_eq!(row, Row { start: 7, end: 8 });
    }

    #[test]
    fn unclosed_and_stray_quotes_are_positioned() {
        let e = rows("a,b\nc,\"d\ne").expect_err("unclosed");
        assert_eq!((e.line, e.column), (2, 3));
        let e = rows("a,\"b\"c").expect_err("stray");
        assert_eq!((e.line, e.column), (1, 6));
    }

    #[test]
    fn sniffs_the_delimiter_of_the_first_row() {
        assert_eq!(sniff_delimiter(b"a;b;\"c,d,e\"\nx,y,z,w", 0), b';');
        assert_eq!(sniff_delimiter(b"a\tb\n", 0), b'\t');
        // A quote inside an unquoted cell is literal: the row ends at its line break.
        assert_eq!(sniff_delimiter(b"say \"hi;x\nk\tv\tw\tz\n", 0), b';');
        // A doubled quote inside a quoted cell does not close it.
        assert_eq!(sniff_delimiter(b"\"a\"\",b,c\";d\n", 0), b';');
        // An unclosed quote is a character: what follows it counts too.
        assert_eq!(sniff_delimiter(b"a;b;\"c,d,e,f", 0), b',');
        // A quote closed before text is no quoted cell (the `;` after it counts).
        assert_eq!(sniff_delimiter(b"x,,,\";\"a\tb\tc\t\";y;z;w\n", 0), b';');
        assert_eq!(sniff_delimiter(b"abc", 0), b',');
        assert_eq!(sniff_delimiter(b"a,b;c", 0), b',');
    }
}
