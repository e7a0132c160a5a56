//! One segment as the event walk builds it: its text in the inline-code notation, and the byte
//! ranges of its runs (the text between consecutive codes), which are its slots.
//!
//! A code's own bytes are never a slot: they stay where they are, which is why a translation
//! must keep the codes in the source's order (see `document::check_code_order`).

use std::fmt::Write as _;
use std::ops::Range;

use crate::document::escape_segment_text;

use super::kind::Place;

/// A segment being read.
#[derive(Debug)]
pub(crate) struct Segment {
    /// How a new text is written into its slots.
    pub place: Place,
    /// The short name of its block in identifiers (`p`, `h2`, `li`, `td`).
    pub block: String,
    /// Where its first inline starts and its last ends.
    pub span: Range<usize>,
    /// The text, codes written `<N>`, `</N>`, `<N/>`.
    pub text: String,
    /// The text without codes (for "has words" and heading slugs).
    pub words: String,
    /// Where the literal text since the last code starts in `words`: it is escaped into `text`
    /// as a whole when a code or the end comes (pulldown-cmark hands `</1>` over as `<` and
    /// `/1>`, which escaped one by one would read as a code).
    pending: usize,
    /// The runs' bytes, one more than the codes once finished.
    pub runs: Vec<Range<usize>>,
    /// The run being read.
    run: Option<Range<usize>>,
    /// A soft break ended the run: its bytes reach up to the next event (the next line's
    /// container prefix belongs to the run, so a new text can write its own).
    stretch: bool,
    /// Paired codes open, innermost last.
    open: Vec<u32>,
    /// Codes so far.
    codes: u32,
    /// Where an empty run before a closing code sits: the end of what came last (for a link or
    /// image with no text, just after its `[` or `![`).
    last_end: usize,
    /// Each code's markup in the file, in code order: `(start, end)` of a standalone code or of
    /// a paired code's opening, and of its closing (`None` until read).
    pub markup: Vec<(Range<usize>, Option<Range<usize>>)>,
    /// A paired code whose opening's end is the start of the next event.
    opening: Option<usize>,
}

impl Segment {
    /// A segment of `place` whose first inline starts at `start`.
    pub fn new(place: Place, block: String, start: usize) -> Segment {
        Segment {
            place,
            block,
            span: start..start,
            text: String::new(),
            words: String::new(),
            pending: 0,
            runs: Vec::new(),
            run: None,
            stretch: false,
            open: Vec::new(),
            codes: 0,
            last_end: start,
            markup: Vec::new(),
            opening: None,
        }
    }

    /// Called before every event inside the segment, at the event's start.
    fn before(&mut self, at: usize) {
        if let Some(n) = self.opening.take() {
            if let Some((open, _)) = self.markup.get_mut(n) {
                open.end = at.max(open.start);
            }
        }
        if std::mem::take(&mut self.stretch) {
            if let Some(run) = &mut self.run {
                run.end = run.end.max(at);
            }
        }
        self.span.end = self.span.end.max(at);
    }

    /// Text (unescaped) at `range`.
    pub fn text(&mut self, text: &str, range: Range<usize>) {
        self.before(range.start);
        self.words.push_str(text);
        self.extend(range);
    }

    /// A soft line break at `range`: a `\n` in the text.
    pub fn soft_break(&mut self, range: Range<usize>) {
        self.before(range.start);
        self.words.push('\n');
        self.extend(range);
        self.stretch = true;
    }

    fn extend(&mut self, range: Range<usize>) {
        self.run = Some(match self.run.take() {
            Some(r) => r.start..range.end,
            None => range.clone(),
        });
        self.last_end = range.end;
        self.span.end = self.span.end.max(range.end);
    }

    /// Ends the run before a code; an empty run sits at `empty_at`.
    fn boundary(&mut self, empty_at: usize) {
        escape_segment_text(&self.words[self.pending..], &mut self.text);
        self.pending = self.words.len();
        let run = self.run.take().unwrap_or(empty_at..empty_at);
        self.runs.push(run);
    }

    /// A paired code opening at `range` (the whole element), its marker `marker` bytes long
    /// (where its text would start if it had none).
    pub fn open(&mut self, range: Range<usize>, marker: usize) {
        self.before(range.start);
        self.boundary(range.start);
        let n = self.codes;
        self.codes += 1;
        let _ = write!(self.text, "<{n}>");
        self.open.push(n);
        self.markup.push((range.start..range.start + marker, None));
        self.opening = Some(n as usize);
        self.last_end = range.start + marker;
        self.span.end = self.span.end.max(self.last_end);
    }

    /// The closing of the innermost open paired code, whose element ends at `end`.
    pub fn close(&mut self, end: usize) {
        self.opening = None;
        let at = self.last_end;
        self.boundary(at);
        if let Some(n) = self.open.pop() {
            let _ = write!(self.text, "</{n}>");
            if let Some((_, closing)) = self.markup.get_mut(n as usize) {
                *closing = Some(at..end);
            }
        }
        self.last_end = end;
        self.span.end = self.span.end.max(end);
    }

    /// A standalone code at `range`.
    pub fn standalone(&mut self, range: Range<usize>) {
        self.before(range.start);
        self.boundary(range.start);
        let n = self.codes;
        self.codes += 1;
        let _ = write!(self.text, "<{n}/>");
        self.markup.push((range.clone(), None));
        self.last_end = range.end;
        self.span.end = self.span.end.max(range.end);
    }

    /// Whether a paired code is open (a closing event belongs to the segment).
    pub fn has_open(&self) -> bool {
        !self.open.is_empty()
    }

    /// Ends the last run; the runs are then one more than the codes.
    pub fn finish(&mut self) {
        let at = self.last_end;
        self.boundary(at);
    }

    /// Whether the text has anything but whitespace outside its codes.
    pub fn has_words(&self) -> bool {
        self.words.chars().any(|c| !c.is_whitespace())
    }
}
