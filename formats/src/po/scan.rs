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
pub(crate) fn scan(
    src: &[u8],
    start: usize,
    mb: Multibyte,
    limit: usize,
) -> Result<Scan, FormatError> {
    // Room for the whole file up front (sizes from the synthetic corpus), little for a peek.
    let size = if limit == usize::MAX { src.len() } else { 0 };
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
    let mut b = Builder::new(&out);
    let mut pos = start;
    while pos < src.len() {
        if out.entries.len() >= limit {
            return Ok(out);
        }
        let nl = memchr::memchr(b'\n', &src[pos..]).map(|p| pos + p);
        let next = nl.map(|p| p + 1).unwrap_or(src.len());
        let mut end = nl.unwrap_or(src.len());
        if end > pos && src[end - 1] == b'\r' {
            end -= 1;
        }
        let line = pos;
        pos = next;
        let mut i = line;
        while i < end && matches!(src[i], b' ' | b'\t' | b'\r' | b'\x0c') {
            i += 1;
        }
        if i == end {
            continue;
        }
        match src[i] {
            b'#' => {
                let kind = src.get(i + 1).copied().filter(|_| i + 1 < end);
                if kind == Some(b'~') {
                    // Obsolete entry: the pending comments belong to it.
                    match b.stage {
                        Stage::Comments => {}
                        Stage::Str => finish(src, &mut b, &mut out, line)?,
                        _ => return Err(expected_msgstr(src, &b, i)),
                    }
                    b = Builder::new(&out);
                    continue;
                }
                match b.stage {
                    Stage::Comments => {}
                    Stage::Str => {
                        finish(src, &mut b, &mut out, line)?;
                        b = Builder::new(&out);
                    }
                    _ => return Err(expected_msgstr(src, &b, i)),
                }
                let text = (i + 2).min(end)..end;
                match kind {
                    Some(k @ (b'.' | b':')) => out.comments.push((k, text)),
                    Some(b',') => {
                        b.flags_line.get_or_insert(line);
                        out.comments.push((b',', text));
                    }
                    Some(b'|') => {
                        b.insert_line.get_or_insert(line);
                    }
                    _ => {}
                }
            }
            b'"' => {
                let Some(field) = b.open_field(&mut out.forms) else {
                    return Err(err(
                        src,
                        i,
                        "a string without a keyword; expected msgid, msgctxt, msgstr or a # comment before it",
                    ));
                };
                read_strings(src, i, end, mb, field, &mut out.text)?;
            }
            _ => {
                let (kw, index, after) = keyword(src, i, end)?;
                match kw {
                    Kw::Msgctxt | Kw::Msgid => {
                        match b.stage {
                            Stage::Comments => {}
                            Stage::Str => {
                                finish(src, &mut b, &mut out, line)?;
                                b = Builder::new(&out);
                            }
                            Stage::Ctxt if kw == Kw::Msgid => {}
                            _ => return Err(expected_msgstr(src, &b, i)),
                        }
                        b.insert_line.get_or_insert(line);
                        let field = Field {
                            kw: i,
                            value: usize::MAX..usize::MAX,
                            ..Field::default()
                        };
                        if kw == Kw::Msgctxt {
                            b.entry.msgctxt = Some(field);
                            b.stage = Stage::Ctxt;
                        } else {
                            b.entry.msgid = field;
                            b.stage = Stage::Id;
                        }
                    }
                    Kw::MsgidPlural => {
                        if b.stage != Stage::Id {
                            return Err(err(
                                src,
                                i,
                                "msgid_plural must follow a msgid; expected msgid before it",
                            ));
                        }
                        b.entry.msgid_plural = Some(Field {
                            kw: i,
                            value: usize::MAX..usize::MAX,
                            ..Field::default()
                        });
                        b.stage = Stage::IdPlural;
                    }
                    Kw::Msgstr => {
                        let indexed = index.is_some();
                        match b.stage {
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
                            Stage::Str if indexed && b.entry.indexed => {
                                let n = index.unwrap_or(0);
                                let want = out.forms.len() - b.entry.msgstr.start;
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
                        b.entry.indexed = indexed;
                        out.forms.push(Field {
                            kw: i,
                            value: usize::MAX..usize::MAX,
                            index: index.unwrap_or(0),
                            ..Field::default()
                        });
                        b.entry.msgstr.end = out.forms.len();
                        b.stage = Stage::Str;
                    }
                }
                if let Some(field) = b.open_field(&mut out.forms) {
                    read_strings(src, after, end, mb, field, &mut out.text)?;
                }
            }
        }
    }
    match b.stage {
        Stage::Comments => {}
        Stage::Str => finish(src, &mut b, &mut out, src.len())?,
        _ => return Err(expected_msgstr(src, &b, src.len())),
    }
    Ok(out)
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
