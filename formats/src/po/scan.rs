//! The line scanner of PO files: comments, keywords and quoted strings into raw messages with byte
//! spans, strings unescaped but not yet decoded from the file's charset. Obsolete (`#~`) entries,
//! previous (`#|`) lines, translator comments and blank lines are skipped (they stay literal bytes of
//! the skeleton). One pass, `memchr` for line ends and quotes.

use std::ops::Range;

use crate::error::FormatError;

use super::charset::Multibyte;
use super::escape::read_token;

/// One keyword with its strings: `msgid "a" "b"`.
#[derive(Debug, Clone, Default)]
pub(crate) struct Field {
    /// Offset of the keyword.
    pub kw: usize,
    /// From the first string's opening quote to just past the last string's closing quote.
    pub value: Range<usize>,
    /// Unescaped bytes, in the file's charset: a range of `Scan::text`.
    pub text: Range<usize>,
    /// `n` of `msgstr[n]`.
    pub index: u32,
    /// An octal or hex escape produced bytes (so UTF-8 validity is not implied by the file's).
    pub byte_escape: bool,
}

/// One message (entry) of the file. Its comments, msgstr forms and string bytes live in the
/// `Scan`'s shared vectors (one allocation for the whole file, not several per message).
#[derive(Debug, Clone, Default)]
pub(crate) struct RawEntry {
    /// Where the entry's slot starts: its first `#,` line, else the line of its first `#|`
    /// comment or keyword (where a `#, fuzzy` line would be inserted).
    pub region_start: usize,
    /// Its `#.`, `#:` and `#,` comments: a range of `Scan::comments`.
    pub comments: Range<usize>,
    /// `msgctxt`.
    pub msgctxt: Option<Field>,
    /// `msgid`.
    pub msgid: Field,
    /// `msgid_plural`.
    pub msgid_plural: Option<Field>,
    /// `msgstr`, or the `msgstr[n]` forms in file order: a range of `Scan::forms`.
    pub msgstr: Range<usize>,
    /// True when the forms are `msgstr[n]`.
    pub indexed: bool,
    /// End of the last msgstr string.
    pub end: usize,
}

impl RawEntry {
    /// True when this is the header entry (`msgid ""` without context or plural).
    pub fn is_header(&self) -> bool {
        self.msgid.text.is_empty() && self.msgctxt.is_none() && self.msgid_plural.is_none()
    }
}

/// A comment line kept for the entry: `#.` (`b'.'`), `#:` (`b':'`) or `#,` (`b','`), with the
/// range of its text after the two marker bytes.
pub(crate) type Comment = (u8, Range<usize>);

/// The comma-separated words of a `#,` line's text.
pub(crate) fn flag_words(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|&b| b == b',')
        .map(|w| w.trim_ascii())
        .filter(|w| !w.is_empty())
}

/// The scan of a file.
#[derive(Debug, Clone, Default)]
pub(crate) struct Scan {
    /// Messages in file order, the header included.
    pub entries: Vec<RawEntry>,
    /// Comments of all messages.
    pub comments: Vec<Comment>,
    /// msgstr fields of all messages.
    pub forms: Vec<Field>,
    /// Unescaped string bytes of all fields.
    pub text: Vec<u8>,
    /// The first line break is CRLF.
    pub crlf: bool,
}

impl Scan {
    /// The unescaped bytes of a field.
    pub fn bytes(&self, f: &Field) -> &[u8] {
        &self.text[f.text.clone()]
    }

    /// The msgstr fields of an entry.
    pub fn msgstr(&self, e: &RawEntry) -> &[Field] {
        &self.forms[e.msgstr.clone()]
    }

    /// The kept comments of an entry.
    pub fn comments(&self, e: &RawEntry) -> &[Comment] {
        &self.comments[e.comments.clone()]
    }

    /// True when the entry's `#,` flags include `fuzzy`.
    pub fn fuzzy(&self, src: &[u8], e: &RawEntry) -> bool {
        self.comments(e)
            .iter()
            .any(|(k, r)| *k == b',' && flag_words(&src[r.clone()]).any(|w| w == b"fuzzy"))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Only comments so far.
    Comments,
    Ctxt,
    Id,
    IdPlural,
    Str,
}

struct Builder {
    entry: RawEntry,
    stage: Stage,
    /// Line start of the first `#,` line.
    flags_line: Option<usize>,
    /// Line start of the first `#|` line or keyword line.
    insert_line: Option<usize>,
}

impl Builder {
    #[inline(always)]
    fn new(scan: &Scan) -> Builder {
        Builder {
            entry: RawEntry {
                comments: scan.comments.len()..scan.comments.len(),
                msgstr: scan.forms.len()..scan.forms.len(),
                ..RawEntry::default()
            },
            stage: Stage::Comments,
            flags_line: None,
            insert_line: None,
        }
    }

    fn open_field<'a>(&'a mut self, forms: &'a mut [Field]) -> Option<&'a mut Field> {
        match self.stage {
            Stage::Comments => None,
            Stage::Ctxt => self.entry.msgctxt.as_mut(),
            Stage::Id => Some(&mut self.entry.msgid),
            Stage::IdPlural => self.entry.msgid_plural.as_mut(),
            Stage::Str => forms.last_mut(),
        }
    }
}

fn err(src: &[u8], at: usize, msg: impl Into<String>) -> FormatError {
    FormatError::at(src, at, msg)
}

/// Scans `src` from `start` (after a BOM). Stops after `limit` entries (use `usize::MAX` for all).
///
/// One line at a time: blank lines are skipped, and a line is a comment, a continued string or
/// a keyword with its strings, each read by its own step of [`LineScanner`].
pub(crate) fn scan(
    src: &[u8],
    start: usize,
    mb: Multibyte,
    limit: usize,
) -> Result<Scan, FormatError> {
    scan_until(src, start, mb, limit, usize::MAX).map(|(scan, _)| scan)
}

/// Scans `src` from `start` until the messages read hold about `budget` bytes of text, stopping
/// between two messages: the scan, and where the next window starts (`None` at the end of the
/// file). A parse that goes window by window holds one window of messages, not the file's.
pub(crate) fn scan_window(
    src: &[u8],
    start: usize,
    mb: Multibyte,
    budget: usize,
) -> Result<(Scan, Option<usize>), FormatError> {
    scan_until(src, start, mb, usize::MAX, budget)
}

/// [`scan`] up to `limit` messages and [`scan_window`] up to `budget` bytes of text.
fn scan_until(
    src: &[u8],
    start: usize,
    mb: Multibyte,
    limit: usize,
    budget: usize,
) -> Result<(Scan, Option<usize>), FormatError> {
    let mut scanner = LineScanner::new(src, start, limit, budget);
    let mut pos = start;
    while pos < src.len() {
        if scanner.out.entries.len() >= limit {
            return Ok((scanner.out, None));
        }
        if let Some(next) = scanner.next_window {
            // The message begun on the line at `next` is the next window's first.
            return Ok((scanner.out, Some(next)));
        }
        let (line, end, next) = line_at(src, pos);
        pos = next;
        let i = skip_blanks(src, line, end);
        if i == end {
            continue;
        }
        match src[i] {
            b'#' => scanner.comment_line(src, line, i, end)?,
            b'"' => scanner.string_line(src, mb, i, end)?,
            _ => scanner.keyword_line(src, mb, line, i, end)?,
        }
    }
    scanner.end_of_file(src).map(|scan| (scan, None))
}

/// The line starting at `pos`: its start, its end (before `\n` or `\r\n`) and where the next
/// line starts.
#[inline]
fn line_at(src: &[u8], pos: usize) -> (usize, usize, usize) {
    let nl = memchr::memchr(b'\n', &src[pos..]).map(|p| pos + p);
    let next = nl.map(|p| p + 1).unwrap_or(src.len());
    let mut end = nl.unwrap_or(src.len());
    if end > pos && src[end - 1] == b'\r' {
        end -= 1;
    }
    (pos, end, next)
}

/// The first offset from `i` (before `end`) that is not a space, tab, CR or form feed.
#[inline]
fn skip_blanks(src: &[u8], mut i: usize, end: usize) -> usize {
    while i < end && matches!(src[i], b' ' | b'\t' | b'\r' | b'\x0c') {
        i += 1;
    }
    i
}

/// The state of one scan: the output so far and the message being read. The scanned bytes are
/// passed to each step rather than kept here, so the hot loop holds them in registers.
struct LineScanner {
    out: Scan,
    b: Builder,
    /// Bytes of text after which the scan stops at the next message.
    budget: usize,
    /// Set once the budget is spent: the line where the message after the last one read starts.
    next_window: Option<usize>,
}

impl LineScanner {
    /// A scan of `src` from `start`, with room for the whole file (or the `budget`'s window)
    /// when `limit` is unbounded.
    fn new(src: &[u8], start: usize, limit: usize, budget: usize) -> LineScanner {
        // Room for the whole file up front (sizes from the synthetic corpus), little for a peek.
        let size = if limit == usize::MAX {
            (src.len() - start.min(src.len())).min(budget.saturating_mul(2))
        } else {
            0
        };
        let mut out = Scan {
            entries: Vec::with_capacity(size / 200 + 1),
            comments: Vec::with_capacity(size / 150 + 1),
            forms: Vec::with_capacity(size / 180 + 1),
            text: Vec::with_capacity(size / 2 + 64),
            crlf: false,
        };
        if let Some(nl) = memchr::memchr(b'\n', &src[start..]) {
            out.crlf = nl > 0 && src[start + nl - 1] == b'\r';
        }
        let b = Builder::new(&out);
        LineScanner {
            out,
            b,
            budget,
            next_window: None,
        }
    }

    /// Before a line that starts a new message (at `i`, the line starting at `line`): appends
    /// the message read so far when it is complete, and starts a new one; a message still
    /// waiting for its msgstr is an error.
    #[inline(always)]
    fn close_message(&mut self, src: &[u8], line: usize, i: usize) -> Result<(), FormatError> {
        match self.b.stage {
            Stage::Comments => Ok(()),
            Stage::Str => {
                finish(src, &mut self.b, &mut self.out, line)?;
                self.b = Builder::new(&self.out);
                if self.out.text.len() >= self.budget {
                    self.next_window.get_or_insert(line);
                }
                Ok(())
            }
            _ => Err(expected_msgstr(src, &self.b, i)),
        }
    }

    /// A `#` line at `i`: `#~` (obsolete: the pending comments belong to it) ends the message,
    /// `#.`, `#:` and `#,` are kept, `#|` marks where a `#,` line would go, others are skipped.
    #[inline]
    fn comment_line(
        &mut self,
        src: &[u8],
        line: usize,
        i: usize,
        end: usize,
    ) -> Result<(), FormatError> {
        let kind = src.get(i + 1).copied().filter(|_| i + 1 < end);
        if kind == Some(b'~') {
            self.close_message(src, line, i)?;
            self.b = Builder::new(&self.out);
            return Ok(());
        }
        self.close_message(src, line, i)?;
        let text = (i + 2).min(end)..end;
        match kind {
            Some(k @ (b'.' | b':')) => self.out.comments.push((k, text)),
            Some(b',') => {
                self.b.flags_line.get_or_insert(line);
                self.out.comments.push((b',', text));
            }
            Some(b'|') => {
                self.b.insert_line.get_or_insert(line);
            }
            _ => {}
        }
        Ok(())
    }

    /// A line of strings at `i` continuing the open keyword's value.
    #[inline]
    fn string_line(
        &mut self,
        src: &[u8],
        mb: Multibyte,
        i: usize,
        end: usize,
    ) -> Result<(), FormatError> {
        let Some(field) = self.b.open_field(&mut self.out.forms) else {
            return Err(err(
                src,
                i,
                "a string without a keyword; expected msgid, msgctxt, msgstr or a # comment before it",
            ));
        };
        read_strings(src, i, end, mb, field, &mut self.out.text)
    }

    /// A keyword line at `i` (`msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[n]`) and the
    /// strings after the keyword.
    #[inline]
    fn keyword_line(
        &mut self,
        src: &[u8],
        mb: Multibyte,
        line: usize,
        i: usize,
        end: usize,
    ) -> Result<(), FormatError> {
        let (kw, index, after) = keyword(src, i, end)?;
        match kw {
            Kw::Msgctxt | Kw::Msgid => self.open_msgid(src, kw, line, i)?,
            Kw::MsgidPlural => self.open_msgid_plural(src, i)?,
            Kw::Msgstr => self.open_msgstr(src, index, i)?,
        }
        if let Some(field) = self.b.open_field(&mut self.out.forms) {
            read_strings(src, after, end, mb, field, &mut self.out.text)?;
        }
        Ok(())
    }

    /// `msgctxt` or `msgid` at `i`: starts a message, unless it is the msgid after a msgctxt.
    #[inline]
    fn open_msgid(&mut self, src: &[u8], kw: Kw, line: usize, i: usize) -> Result<(), FormatError> {
        if !(self.b.stage == Stage::Ctxt && kw == Kw::Msgid) {
            self.close_message(src, line, i)?;
        }
        self.b.insert_line.get_or_insert(line);
        let field = unread_field(i);
        if kw == Kw::Msgctxt {
            self.b.entry.msgctxt = Some(field);
            self.b.stage = Stage::Ctxt;
        } else {
            self.b.entry.msgid = field;
            self.b.stage = Stage::Id;
        }
        Ok(())
    }

    /// `msgid_plural` at `i`, which must follow the msgid.
    #[inline]
    fn open_msgid_plural(&mut self, src: &[u8], i: usize) -> Result<(), FormatError> {
        if self.b.stage != Stage::Id {
            return Err(err(
                src,
                i,
                "msgid_plural must follow a msgid; expected msgid before it",
            ));
        }
        self.b.entry.msgid_plural = Some(unread_field(i));
        self.b.stage = Stage::IdPlural;
        Ok(())
    }

    /// `msgstr` (`index` None) or `msgstr[index]` at `i`: plain after a msgid, indexed from 0
    /// without gaps after a msgid_plural.
    #[inline]
    fn open_msgstr(&mut self, src: &[u8], index: Option<u32>, i: usize) -> Result<(), FormatError> {
        let indexed = index.is_some();
        match self.b.stage {
            Stage::Id if !indexed => {}
            Stage::Id => {
                return Err(err(
                    src,
                    i,
                    "msgstr[n] without msgid_plural; expected plain msgstr (or a msgid_plural line before it)",
                ))
            }
            Stage::IdPlural if indexed && index != Some(0) => {
                return Err(err(
                    src,
                    i,
                    format!("the first plural form is msgstr[{}]; expected msgstr[0]", index.unwrap_or(0)),
                ))
            }
            Stage::IdPlural if indexed => {}
            Stage::IdPlural => {
                return Err(err(
                    src,
                    i,
                    "plain msgstr after msgid_plural; expected msgstr[0], msgstr[1], …",
                ))
            }
            Stage::Str if indexed && self.b.entry.indexed => {
                let n = index.unwrap_or(0);
                let want = self.out.forms.len() - self.b.entry.msgstr.start;
                if n as usize != want {
                    return Err(err(
                        src,
                        i,
                        format!("msgstr[{n}] is out of order; expected msgstr[{want}] (forms are numbered from 0 without gaps)"),
                    ));
                }
            }
            Stage::Str => {
                return Err(err(
                    src,
                    i,
                    "a second msgstr for the same msgid; expected a new entry (msgid) first",
                ))
            }
            _ => {
                return Err(err(
                    src,
                    i,
                    "msgstr without msgid; expected a msgid line before it",
                ))
            }
        }
        self.b.entry.indexed = indexed;
        self.out.forms.push(Field {
            index: index.unwrap_or(0),
            ..unread_field(i)
        });
        self.b.entry.msgstr.end = self.out.forms.len();
        self.b.stage = Stage::Str;
        Ok(())
    }

    /// At the end of the file: appends the last message, which must be complete.
    fn end_of_file(mut self, src: &[u8]) -> Result<Scan, FormatError> {
        match self.b.stage {
            Stage::Comments => {}
            Stage::Str => finish(src, &mut self.b, &mut self.out, src.len())?,
            _ => return Err(expected_msgstr(src, &self.b, src.len())),
        }
        Ok(self.out)
    }
}

/// A field for the keyword at `kw` whose strings are not read yet.
#[inline]
fn unread_field(kw: usize) -> Field {
    Field {
        kw,
        value: usize::MAX..usize::MAX,
        ..Field::default()
    }
}

fn expected_msgstr(src: &[u8], b: &Builder, at: usize) -> FormatError {
    let what = match b.stage {
        Stage::Ctxt => "msgctxt must be followed by msgid; expected msgid here",
        Stage::IdPlural => "expected msgstr[0] after msgid_plural here",
        _ => "expected msgstr after msgid here",
    };
    err(src, at, what)
}

/// Completes the builder's entry (checks every keyword got a string) and appends it.
fn finish(src: &[u8], b: &mut Builder, out: &mut Scan, _at: usize) -> Result<(), FormatError> {
    let e = &mut b.entry;
    let fields = e
        .msgctxt
        .iter()
        .chain(std::iter::once(&e.msgid))
        .chain(e.msgid_plural.iter())
        .chain(out.forms[e.msgstr.clone()].iter());
    for f in fields {
        if f.value.start == usize::MAX {
            let name = keyword_text(src, f.kw);
            return Err(err(
                src,
                f.kw,
                format!("{name} has no string; expected a quoted string after it"),
            ));
        }
    }
    e.region_start = b.flags_line.or(b.insert_line).unwrap_or(e.msgid.kw);
    e.comments.end = out.comments.len();
    e.end = out.forms[e.msgstr.clone()]
        .last()
        .map_or(e.msgid.value.end, |f| f.value.end);
    out.entries.push(std::mem::take(e));
    Ok(())
}

fn keyword_text(src: &[u8], at: usize) -> String {
    let end = src[at..]
        .iter()
        .position(|c| c.is_ascii_whitespace() || *c == b'"')
        .map(|p| at + p)
        .unwrap_or(src.len());
    String::from_utf8_lossy(&src[at..end]).into_owned()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kw {
    Msgctxt,
    Msgid,
    MsgidPlural,
    Msgstr,
}

/// Reads a keyword at `i`; returns it, the `[n]` index of `msgstr[n]`, and the offset after it.
fn keyword(src: &[u8], i: usize, end: usize) -> Result<(Kw, Option<u32>, usize), FormatError> {
    let mut j = i;
    while j < end && (src[j].is_ascii_alphanumeric() || src[j] == b'_') {
        j += 1;
    }
    let word = &src[i..j];
    let kw = match word {
        b"msgctxt" => Kw::Msgctxt,
        b"msgid" => Kw::Msgid,
        b"msgid_plural" => Kw::MsgidPlural,
        b"msgstr" => Kw::Msgstr,
        _ => {
            let shown: String = String::from_utf8_lossy(&src[i..end])
                .chars()
                .take(20)
                .collect();
            let hint = if word == b"domain" {
                " (`domain` directives are not supported)"
            } else {
                ""
            };
            return Err(err(
                src,
                i,
                format!(
                    "unknown keyword `{shown}`{hint}; expected msgid, msgstr, msgctxt, msgid_plural, msgstr[n], a quoted string or a # comment"
                ),
            ));
        }
    };
    let mut index = None;
    if kw == Kw::Msgstr && j < end && src[j] == b'[' {
        let digits_start = j + 1;
        let mut k = digits_start;
        while k < end && src[k].is_ascii_digit() {
            k += 1;
        }
        if k == digits_start || k >= end || src[k] != b']' {
            return Err(err(
                src,
                j,
                "malformed plural index; expected msgstr[N] with N a number",
            ));
        }
        let n: u32 = std::str::from_utf8(&src[digits_start..k])
            .ok()
            .and_then(|s| s.parse().ok())
            .filter(|n| *n < 1000)
            .ok_or_else(|| {
                err(
                    src,
                    digits_start,
                    "plural index too large; expected 0 to nplurals-1",
                )
            })?;
        index = Some(n);
        j = k + 1;
    }
    if j < end && !matches!(src[j], b' ' | b'\t' | b'"' | b'\r' | b'\x0c') {
        let shown: String = String::from_utf8_lossy(&src[i..end])
            .chars()
            .take(20)
            .collect();
        return Err(err(
            src,
            i,
            format!("unknown keyword `{shown}`; expected msgid, msgstr, msgctxt, msgid_plural or msgstr[n] followed by a quoted string"),
        ));
    }
    Ok((kw, index, j))
}

/// Reads the quoted strings of one line from `i` into `field`.
fn read_strings(
    src: &[u8],
    mut i: usize,
    end: usize,
    mb: Multibyte,
    field: &mut Field,
    text: &mut Vec<u8>,
) -> Result<(), FormatError> {
    if field.value.start == usize::MAX {
        field.text = text.len()..text.len();
    }
    loop {
        while i < end && matches!(src[i], b' ' | b'\t' | b'\r' | b'\x0c') {
            i += 1;
        }
        if i >= end {
            return Ok(());
        }
        if src[i] != b'"' {
            let shown: String = String::from_utf8_lossy(&src[i..end])
                .chars()
                .take(12)
                .collect();
            return Err(err(
                src,
                i,
                format!("unexpected `{shown}`; expected a quoted string or the end of the line"),
            ));
        }
        let (close, byte_escape) =
            read_token(src, i, end, mb, text).map_err(|(at, m)| err(src, at, m))?;
        field.text.end = text.len();
        if field.value.start == usize::MAX {
            field.value.start = i;
        }
        field.value.end = close;
        field.byte_escape |= byte_escape;
        i = close;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan_str(s: &str) -> Result<Scan, FormatError> {
        scan(s.as_bytes(), 0, Multibyte::Safe, usize::MAX)
    }

    #[test]
    fn scans_entries_with_spans() {
        let src = "# c\n#. ex\n#: a.c:1\n#, fuzzy, c-format\nmsgctxt \"k\"\nmsgid \"a\"\n\"b\"\nmsgstr \"x\"\n\n#~ msgid \"old\"\n#~ msgstr \"o\"\n";
        let s = scan_str(src).expect("scans");
        assert_eq!(s.entries.len(), 1);
        let e = &s.entries[0];
        assert_eq!(s.bytes(&e.msgid), b"ab");
        assert_eq!(&src[e.msgid.value.clone()], "\"a\"\n\"b\"");
        assert_eq!(&src[s.msgstr(e)[0].value.clone()], "\"x\"");
        assert_eq!(&src[e.region_start..e.region_start + 3], "#, ");
        assert!(s.fuzzy(src.as_bytes(), e));
        assert_eq!(&src[s.comments(e)[0].1.clone()], " ex");
    }

    #[test]
    fn errors_name_position_and_expectation() {
        let cases = [
            ("msgid \"a\"\nmsgstr \"b\nx\"\n", (2, 8), "not closed"),
            ("msgid \"a\"\nfoo \"b\"\n", (2, 1), "unknown keyword `foo"),
            ("\"Language: fr\\n\"\n", (1, 1), "without a keyword"),
            (
                "msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"\"\n",
                (3, 1),
                "expected msgstr",
            ),
            (
                "msgid \"a\"\nmsgstr[0] \"b\"\n",
                (2, 1),
                "without msgid_plural",
            ),
            (
                "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr \"\"\n",
                (3, 1),
                "after msgid_plural",
            ),
            (
                "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"\"\nmsgstr[0] \"\"\n",
                (4, 1),
                "expected msgstr[1]",
            ),
            (
                "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"\"\n",
                (3, 1),
                "expected msgstr[0]",
            ),
            (
                "msgid \"a\"\nmsgstr \"b\" x\n",
                (2, 12),
                "expected a quoted string or the end",
            ),
            ("msgid \"a\"\nmsgstr\n", (2, 1), "has no string"),
            ("msgid \"a\\z\"\nmsgstr \"\"\n", (1, 9), "invalid escape"),
            (
                "domain x\n",
                (1, 1),
                "`domain` directives are not supported",
            ),
            (
                "msgid \"a\"\nmsgstr[x] \"\"\n",
                (2, 7),
                "malformed plural index",
            ),
        ];
        for (src, (line, col), want) in cases {
            let e = scan_str(src).expect_err(src);
            assert_eq!((e.line, e.column), (line, col), "{src:?}: {e}");
            assert!(e.message.contains(want), "{src:?}: {e}");
        }
    }

    #[test]
    fn obsolete_entries_take_their_comments() {
        let src = "#, fuzzy\n#~ msgid \"a\"\n#~ msgstr \"b\"\n\nmsgid \"c\"\nmsgstr \"d\"\n";
        let s = scan_str(src).expect("scans");
        assert_eq!(s.entries.len(), 1);
        assert!(!s.fuzzy(src.as_bytes(), &s.entries[0]));
        assert_eq!(
            s.entries[0].region_start,
            src.find("msgid \"c\"").expect("there")
        );
    }
}
