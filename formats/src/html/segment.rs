//! One HTML segment as the walk builds it: its text in the inline-code notation (whitespace
//! collapsed, character references decoded), the byte ranges of its runs (the text between
//! consecutive codes: its slots), and the attribute strings found on its inline elements.
//!
//! A code's own bytes (a tag, a comment, a whole `<code>…</code>`) are never a slot: they stay
//! where they are, which is why a translation must keep the codes in the source's order.

use std::fmt::Write as _;
use std::ops::Range;

use crate::document::escape_segment_text;

use super::kind::Place;
use super::tokenize::is_space;

/// An attribute value that is a string of its own (`alt`, `title`, `<meta content>`, …).
#[derive(Debug)]
pub(crate) struct AttrString {
    /// The short name in identifiers: `img@alt`, `meta@description`.
    pub block: String,
    /// The value, decoded, in the notation (no codes).
    pub text: String,
    /// The value's bytes (inside its quotes).
    pub span: Range<usize>,
    /// Its quoting.
    pub place: Place,
}

/// Appends `raw` (text as it stands in the file) as the reader sees it: each stretch of HTML
/// whitespace one space, character references decoded (a reference to a space is a space of its
/// own, never merged).
pub(crate) fn push_collapsed(raw: &str, out: &mut String) {
    let mut rest = raw;
    while let Some(&first) = rest.as_bytes().first() {
        let space = is_space(first);
        let n = rest
            .bytes()
            .position(|b| is_space(b) != space)
            .unwrap_or(rest.len());
        if space {
            out.push(' ');
        } else {
            out.push_str(&htmlize::unescape(&rest[..n]));
        }
        rest = &rest[n..];
    }
}

/// A segment being read.
#[derive(Debug)]
pub(crate) struct Segment {
    /// How a new text is written into its slots.
    pub place: Place,
    /// The short name of its block in identifiers (`p`, `h2`, `li`, `td`, `title`).
    pub block: String,
    /// Where it starts.
    pub start: usize,
    /// The text, codes written `<N>`, `</N>`, `<N/>`.
    pub text: String,
    /// The text without codes.
    pub words: String,
    /// The runs' bytes, one more than the codes once finished.
    pub runs: Vec<Range<usize>>,
    /// Where the run being read starts, and its literal text so far.
    run_start: usize,
    run: String,
    /// Paired codes open, innermost last: number and element name.
    open: Vec<(u32, String)>,
    /// Each code, in code order: paired or not, and what it stands for (the entry's context).
    pub labels: Vec<(bool, String)>,
    /// Attribute strings on its inline elements, in order.
    pub attrs: Vec<AttrString>,
}

impl Segment {
    /// A segment of `block` starting at `start`.
    pub fn new(place: Place, block: &str, start: usize) -> Segment {
        Segment {
            place,
            block: block.to_string(),
            start,
            text: String::new(),
            words: String::new(),
            runs: Vec::new(),
            run_start: start,
            run: String::new(),
            open: Vec::new(),
            labels: Vec::new(),
            attrs: Vec::new(),
        }
    }

    /// Text as it stands in the file (`raw`), just after the last token.
    pub fn text(&mut self, raw: &str) {
        push_collapsed(raw, &mut self.run);
    }

    /// Ends the run before a code starting at `at`.
    fn boundary(&mut self, at: usize) {
        escape_segment_text(&self.run, &mut self.text);
        self.words.push_str(&self.run);
        self.run.clear();
        self.runs.push(self.run_start..at);
    }

    /// Number of the next code.
    fn next_code(&mut self, paired: bool, label: String) -> u32 {
        let n = self.labels.len() as u32;
        self.labels.push((paired, label));
        n
    }

    /// A paired code: the start tag of `name` at `tag`.
    pub fn open(&mut self, name: &str, tag: Range<usize>) {
        self.boundary(tag.start);
        let n = self.next_code(true, format!("<{name}>…</{name}>"));
        let _ = write!(self.text, "<{n}>");
        self.open.push((n, name.to_string()));
        self.run_start = tag.end;
    }

    /// Whether paired code `name` is open.
    pub fn is_open(&self, name: &str) -> bool {
        self.open.iter().any(|(_, n)| n == name)
    }

    /// The end tag of `name` at `tag`, which closes its paired code and every code opened
    /// inside it and left open (their ends are empty, where the browser ends them too).
    pub fn close(&mut self, name: &str, tag: Range<usize>) {
        while let Some((n, open)) = self.open.pop() {
            self.boundary(tag.start);
            let _ = write!(self.text, "</{n}>");
            self.run_start = tag.start;
            if open == name {
                self.run_start = tag.end;
                break;
            }
        }
    }

    /// A standalone code at `range`, standing for `label`.
    pub fn standalone(&mut self, range: Range<usize>, label: String) {
        self.boundary(range.start);
        let n = self.next_code(false, label);
        let _ = write!(self.text, "<{n}/>");
        self.run_start = range.end;
    }

    /// Ends the segment before `end` (`src` the file's text): the codes left open close there,
    /// and the whitespace the last run ends with stays outside it.
    pub fn finish(&mut self, src: &str, end: usize) {
        let mut end = end;
        while let Some((n, _)) = self.open.pop() {
            self.boundary(end);
            let _ = write!(self.text, "</{n}>");
            self.run_start = end;
        }
        let trailing = src
            .get(self.run_start..end)
            .unwrap_or_default()
            .bytes()
            .rev()
            .take_while(|b| is_space(*b))
            .count();
        if trailing > 0 && self.run.ends_with(' ') {
            self.run.pop();
            end -= trailing;
        }
        self.boundary(end);
    }

    /// Whether the text has anything but whitespace outside its codes.
    pub fn has_words(&self) -> bool {
        self.words.chars().any(|c| !c.is_whitespace())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whitespace_collapses_and_references_decode() {
        let mut s = String::new();
        push_collapsed("  a \n\t b&amp;c&#32; &nbsp;d", &mut s);
        assert_eq!(s, " a b&c  \u{a0}d");
    }

    #[test]
    fn runs_sit_between_the_codes() {
        let src = "<p>Hi <b>there</b>\n</p>";
        let mut seg = Segment::new(Place::Text, "p", 3);
        seg.text("Hi ");
        seg.open("b", 6..9);
        seg.text("there");
        seg.close("b", 14..18);
        seg.text("\n");
        seg.finish(src, 19);
        assert_eq!(seg.text, "Hi <0>there</0>");
        assert_eq!(seg.runs, vec![3..6, 9..14, 18..18]);
        let mut seg = Segment::new(Place::Text, "p", 3);
        seg.open("b", 3..6);
        seg.open("i", 6..9);
        seg.text("x");
        seg.close("b", 10..14);
        seg.finish(src, 14);
        assert_eq!(seg.text, "<0><1>x</1></0>");
        assert_eq!(seg.runs, vec![3..3, 6..6, 9..10, 10..10, 14..14]);
    }
}
