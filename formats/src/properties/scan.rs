//! The line scanner of `.properties`: natural lines into blank lines, comment lines and logical
//! lines (Java's `Properties.LineReader`), and a logical line into key and value
//! (`Properties.load0`), with byte offsets back into the file for slots and error positions.
//!
//! Hand-written over `memchr` because the splice needs what no properties crate keeps: where each
//! value sits in the file across its continuation lines.
//!
//! Java's rules, kept exactly: a line's leading spaces, tabs and form feeds are skipped; `#` or
//! `!` first makes a comment line (never continued); a line ending in an odd number of
//! backslashes continues on the next one, whose leading whitespace is dropped (a continuation
//! line that is empty ends the logical line); `\n`, `\r` and `\r\n` all end a line. The key ends
//! at the first unescaped `=`, `:` or whitespace; whitespace, then one `=` or `:`, then
//! whitespace separate it from the value.

use std::ops::Range;

use super::escape::Chars;

/// One natural line (or a logical line of several) as the scanner found it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Line {
    /// Only whitespace (or a logical line that continuations left empty).
    Blank,
    /// A comment: from its `#` or `!` to the end of the line (line break excluded).
    Comment(Range<usize>),
    /// A key/value line; its bytes are in [`Scanner::logical`].
    Entry,
}

/// A piece of a logical line: `len` bytes at `src` in the file, at `at` in the logical line.
#[derive(Debug, Clone, Copy)]
struct Piece {
    at: usize,
    src: usize,
    len: usize,
}

/// The key and value of the current logical line, as ranges of [`Scanner::logical`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Split {
    /// The key's bytes (escapes not yet read).
    pub key: Range<usize>,
    /// The value's bytes, to the end of the logical line.
    pub value: Range<usize>,
    /// No separator and no whitespace follows the key: a value written here needs one.
    pub needs_separator: bool,
}

/// Reads a file line by line from `start` (after a BOM).
pub(crate) struct Scanner<'a> {
    src: &'a [u8],
    pos: usize,
    pieces: Vec<Piece>,
    joined: Vec<u8>,
    /// Where the current line's first character is (after leading whitespace).
    start: usize,
    /// Line breaks consumed so far.
    breaks: usize,
    /// The 1-based line number of the current line.
    line_no: usize,
}

/// True for the whitespace Java skips and separates with.
#[inline]
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\x0C')
}

impl<'a> Scanner<'a> {
    /// A scanner of `src` starting at byte `start`.
    pub(crate) fn new(src: &'a [u8], start: usize) -> Scanner<'a> {
        Scanner {
            src,
            pos: start,
            pieces: Vec::with_capacity(4),
            joined: Vec::new(),
            start,
            breaks: 0,
            line_no: 1,
        }
    }

    /// Offset of the next `\n` or `\r` at or after `from`, or the file's end.
    #[inline]
    fn eol(&self, from: usize) -> usize {
        memchr::memchr2(b'\n', b'\r', &self.src[from..]).map_or(self.src.len(), |p| from + p)
    }

    /// Offset after the line break at `at` (`\r\n` counts as one).
    #[inline]
    fn after_eol(&mut self, at: usize) -> usize {
        let end = match self.src.get(at) {
            None => return at,
            Some(b'\r') if self.src.get(at + 1) == Some(&b'\n') => at + 2,
            Some(_) => at + 1,
        };
        self.breaks += 1;
        end
    }

    /// The next line, `None` at the end of the file.
    pub(crate) fn next_line(&mut self) -> Option<Line> {
        let src = self.src;
        let n = src.len();
        let mut p = self.pos;
        if p >= n {
            return None;
        }
        while p < n && is_space(src[p]) {
            p += 1;
        }
        match src.get(p) {
            None => {
                self.pos = n;
                return Some(Line::Blank);
            }
            Some(b'\n' | b'\r') => {
                self.pos = self.after_eol(p);
                return Some(Line::Blank);
            }
            Some(b'#' | b'!') => {
                let e = self.eol(p);
                self.pos = self.after_eol(e);
                return Some(Line::Comment(p..e));
            }
            Some(_) => {}
        }
        self.pieces.clear();
        self.start = p;
        self.line_no = self.breaks + 1;
        let mut logical = 0;
        let mut seg = p;
        loop {
            let e = self.eol(seg);
            let mut k = e;
            while k > seg && src[k - 1] == b'\\' {
                k -= 1;
            }
            let continued = (e - k) % 2 == 1;
            let content_end = if continued { e - 1 } else { e };
            if content_end > seg {
                self.pieces.push(Piece {
                    at: logical,
                    src: seg,
                    len: content_end - seg,
                });
                logical += content_end - seg;
            }
            if !continued || e == n {
                // A backslash before the end of the file is dropped, as Java does.
                self.pos = self.after_eol(e);
                break;
            }
            let mut q = self.after_eol(e);
            while q < n && is_space(src[q]) {
                q += 1;
            }
            if q >= n || matches!(src[q], b'\n' | b'\r') {
                // An empty continuation line ends the logical line (and its break is consumed).
                self.pos = self.after_eol(q);
                break;
            }
            seg = q;
        }
        if self.pieces.is_empty() {
            return Some(Line::Blank);
        }
        if self.pieces.len() > 1 {
            self.joined.clear();
            for piece in &self.pieces {
                self.joined
                    .extend_from_slice(&src[piece.src..piece.src + piece.len]);
            }
        }
        Some(Line::Entry)
    }

    /// The bytes of the current logical line (continuations joined).
    pub(crate) fn logical(&self) -> &[u8] {
        match self.pieces.as_slice() {
            [one] => &self.src[one.src..one.src + one.len],
            _ => &self.joined,
        }
    }

    /// The current logical line as [`Chars`]: `text` is the whole file as text (ASCII and UTF-8
    /// files), `None` for an ISO-8859-1 file.
    pub(crate) fn chars(&self, text: Option<&'a str>) -> Result<Chars<'_>, usize> {
        let Some(text) = text else {
            return Ok(Chars::Latin1(self.logical()));
        };
        match self.pieces.as_slice() {
            [one] => text
                .get(one.src..one.src + one.len)
                .map(Chars::Text)
                .ok_or(one.src),
            _ => std::str::from_utf8(&self.joined)
                .map(Chars::Text)
                .map_err(|e| self.to_src(e.valid_up_to())),
        }
    }

    /// Where the current line starts (its first character after leading whitespace): a
    /// scanner started there reads the same logical line again.
    pub(crate) fn line_start(&self) -> usize {
        self.start
    }

    /// The 1-based number of the line the current logical line starts on (counted from where
    /// the scanner started).
    pub(crate) fn line_no(&self) -> usize {
        self.line_no
    }

    /// True when the current logical line spans several natural lines.
    pub(crate) fn is_continued(&self) -> bool {
        self.pieces.len() > 1
    }

    /// The file offset of logical offset `at`, where a character starting there sits (at a piece
    /// boundary: the start of the next piece).
    pub(crate) fn to_src(&self, at: usize) -> usize {
        let i = self
            .pieces
            .partition_point(|p| p.at <= at)
            .saturating_sub(1);
        let p = self.pieces[i.min(self.pieces.len() - 1)];
        p.src + (at - p.at).min(p.len)
    }

    /// The file offset just after the byte before logical offset `at` (at a piece boundary: the
    /// end of the earlier piece). `at` = 0 maps to the start of the line.
    pub(crate) fn to_src_end(&self, at: usize) -> usize {
        let i = self.pieces.partition_point(|p| p.at < at).saturating_sub(1);
        let p = self.pieces[i.min(self.pieces.len() - 1)];
        p.src + (at - p.at.min(at)).min(p.len)
    }
}

/// Splits a logical line into key and value as `Properties.load0` does.
pub(crate) fn split(line: &[u8]) -> Split {
    let limit = line.len();
    let mut key_len = 0;
    let mut value_start = limit;
    let mut has_sep = false;
    let mut backslash = false;
    while key_len < limit {
        let c = line[key_len];
        if !backslash {
            if c == b'=' || c == b':' {
                value_start = key_len + 1;
                has_sep = true;
                break;
            }
            if is_space(c) {
                value_start = key_len + 1;
                break;
            }
        }
        backslash = c == b'\\' && !backslash;
        key_len += 1;
    }
    while value_start < limit {
        let c = line[value_start];
        if !is_space(c) {
            if !has_sep && (c == b'=' || c == b':') {
                has_sep = true;
            } else {
                break;
            }
        }
        value_start += 1;
    }
    Split {
        key: 0..key_len,
        value: value_start..limit,
        needs_separator: key_len == limit,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each line of `src`: blank (`_`), comment (`#` + text) or entry (the logical bytes).
    fn lines(src: &str) -> Vec<String> {
        let mut s = Scanner::new(src.as_bytes(), 0);
        let mut out = Vec::new();
        while let Some(l) = s.next_line() {
            out.push(match l {
                Line::Blank => "_".to_string(),
                Line::Comment(r) => src[r].to_string(),
                Line::Entry => String::from_utf8(s.logical().to_vec()).unwrap(),
            });
        }
        out
    }

    #[test]
    fn lines_follow_java() {
        assert_eq!(
            lines("a=b\n\n  # c \\\n! d\r\ne = f \\\n   g\\\\\nh\\\n\ni\\"),
            ["a=b", "_", "# c \\", "! d", "e = f g\\\\", "h", "i"]
        );
        assert_eq!(lines("x=1\ry=2\r\n  \t\n"), ["x=1", "y=2", "_"]);
        // A continuation line starting with `#` is not a comment.
        assert_eq!(lines("a=\\\n  #b"), ["a=#b"]);
        // A lone backslash line makes an empty logical line.
        assert_eq!(lines("\\\n\n#x"), ["_", "#x"]);
    }

    #[test]
    fn offsets_map_back_across_continuations() {
        let src = b"k = ab\\\n   cd\\\n\tef\n";
        let mut s = Scanner::new(src, 0);
        assert_eq!(s.next_line(), Some(Line::Entry));
        assert_eq!(s.logical(), b"k = abcdef");
        let sp = split(s.logical());
        assert_eq!((sp.key, sp.value.clone()), (0..1, 4..10));
        assert_eq!(s.to_src(4), 4);
        assert_eq!(s.to_src(6), 11);
        assert_eq!(s.to_src_end(6), 6);
        assert_eq!(s.to_src_end(10), 18);
        assert!(s.is_continued());
    }

    /// A logical line, the key and value load0 finds in it, and whether a separator is needed.
    type SplitCase = (&'static [u8], &'static [u8], &'static [u8], bool);

    #[test]
    fn keys_and_values_split_like_load0() {
        let cases: [SplitCase; 9] = [
            (b"a=b", b"a", b"b", false),
            (b"a : b ", b"a", b"b ", false),
            (b"a b", b"a", b"b", false),
            (b"a\t = =b", b"a", b"=b", false),
            (b"a", b"a", b"", true),
            (b"a ", b"a", b"", false),
            (br"k\ e\=y\:=v", br"k\ e\=y\:", b"v", false),
            (br"a\\=b", br"a\\", b"b", false),
            (b"=b", b"", b"b", false),
        ];
        for (line, key, value, needs) in cases {
            let s = split(line);
            assert_eq!(
                &line[s.key.clone()],
                key,
                "{}",
                String::from_utf8_lossy(line)
            );
            assert_eq!(&line[s.value.clone()], value);
            assert_eq!(s.needs_separator, needs);
        }
    }
}
