//! `properties`: Java and Mozilla `.properties` resource files, read as `java.util.Properties`
//! reads them and spliced in place, so separators, the whitespace around them, comments,
//! continuation layout, blank lines, line breaks and the file's charset survive a build.
//!
//! **Strings.** One entry per key/value line (`key=value`, `key: value`, `key value`, and a key
//! alone, whose value is empty). Identifier = the key with its escapes read (`key\ with\ spaces`
//! → `key with spaces`); text = the value with its escapes read (`\uXXXX`, `\t \n \r \f`, and
//! `\x` = `x` for anything else, as Java does). Context = the block of `#`/`!` comment lines
//! directly above the entry (a blank line ends a block), each line without its marker and one
//! following space. No plurals: ICU and `{0,choice,…}` messages stay whole in the value. Empty
//! values are strings too (a translation may fill them). The parse streams: each entry goes to
//! the sink as its line is read.
//!
//! **Duplicate keys.** Java keeps the last value of a repeated key, but real bundles repeat keys
//! (Okapi's `Test01.properties` does), so both are kept: the first occurrence of a key is
//! identified by the key, its n-th occurrence by `key#n` (the smallest such n ≥ its occurrence
//! number that no string of the file holds yet), with a context line saying which one Java uses.
//! Identifiers stay unique and stable between a source file and its translations.
//!
//! **Charset.** Sniffed per file: valid UTF-8 with non-ASCII bytes (or with a UTF-8 byte-order
//! mark) is UTF-8 (Java 9+ `PropertyResourceBundle`); other non-ASCII files are ISO-8859-1
//! (`Properties.load(InputStream)`, and the bundle's fallback); an ASCII file stays ASCII. New values keep each value's
//! escaping style: a value that used `\uXXXX` for a character outside ASCII gets `\uXXXX` for all
//! of them; in an ISO-8859-1 file characters above U+00FF are written `\uXXXX`, in an ASCII file
//! everything outside ASCII is; UTF-8 files get raw UTF-8. The BOM is kept and is not part of the
//! first key (Java would read it as one). UTF-16 files are refused.
//!
//! **Build.** A slot covers a value's bytes (from its first character to the end of its logical
//! line, line break excluded); everything else is copied. A new value is written on one line,
//! except that a value that ran over continuation lines breaks after each `\n` escape with the
//! original continuation's line break and indentation (unchanged values keep their layout byte
//! for byte). A key written without separator gets `=` before a new non-empty value.
//!
//! **Errors.** A malformed `\u` escape (Java throws) and a lone UTF-16 surrogate escape (no
//! Unicode string can hold it) are errors with line and column. Nothing else in a
//! `.properties` file is malformed for Java.
//!
//! **What lives here.** The format (`Properties`) and its parse; `scan` (lines, continuations,
//! key/value split), `escape` (charset, reading and writing escapes), `render` (slot kind, new
//! values) and `create`.

mod create;
mod escape;
mod render;
mod scan;

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::BuildHasher as _;
use std::ops::Range;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, ParseContext, Signature};
use crate::model::Entry;
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};

use escape::{unescape, Chars, Charset, Malformed, Read, Style};
use render::PropSlot;
use scan::{split, Line, Scanner, Split};

/// Java / Mozilla `.properties` files.
#[derive(Debug, Default, Clone, Copy)]
pub struct Properties;

static INFO: FormatInfo = FormatInfo {
    key: "properties",
    name: "Java / Mozilla .properties",
    description: "Java resource bundles and Mozilla .properties: all three separators, continuation lines, comments as context, ISO-8859-1 or UTF-8 (sniffed) with each value's \\u escaping kept",
    extensions: &["properties"],
    signature: Signature {
        file_name: r"\.properties$",
        file_content: None,
    },
};

format_impl! {
    Properties, INFO;
    parse(src, ctx, sink) => parse(src, ctx, sink);
    render(slot, value, ctx, out) => render::render(slot, value, ctx, out);
    create(entries, source, target, out) => create::create(entries, source, target, out);
    creates_plurals => false;
}

/// Parses `src` into `sink`, one entry per key/value line, as each is read.
fn parse(src: &[u8], _ctx: &ParseContext<'_>, sink: &mut dyn Sink) -> Result<(), FormatError> {
    if src.starts_with(b"\xFE\xFF") || src.starts_with(b"\xFF\xFE") {
        return Err(FormatError::at(
            src,
            0,
            "the file is UTF-16 (byte-order mark), which Java does not read as .properties; expected ISO-8859-1 or UTF-8",
        )
        .with_kind(ErrorKind::Encoding));
    }
    let start = if src.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let (charset, text) = Charset::sniff(src, start);
    let skeleton = sink.wants_skeleton();
    let mut scanner = Scanner::new(src, start);
    let mut comments: Vec<Range<usize>> = Vec::new();
    let mut seen = Seen::new(src, text, src.len() / 64);
    let mut count = 0usize;
    while let Some(line) = scanner.next_line() {
        match line {
            Line::Blank => {
                comments.clear();
                continue;
            }
            Line::Comment(r) => {
                comments.push(r);
                continue;
            }
            Line::Entry => {}
        }
        let (key, value, read, parts) = read_line(src, &scanner, text)?;
        let mut context = context_of(src, text, &comments);
        comments.clear();
        let identifier = match seen.add(key, scanner.line_start(), scanner.line_no())? {
            Added::New(id) => id,
            Added::Repeated { id, key, line } => {
                let note = format!(
                    "The key `{key}` is defined again here (first at line {line}); Java uses the last definition."
                );
                context = Some(match context {
                    Some(c) => format!("{c}\n{note}"),
                    None => note,
                });
                id
            }
        };
        let mut entry = Entry::plain(identifier, value);
        entry.context = context.map(Cow::Owned);
        sink.entry(count, entry)?;
        if skeleton {
            let end = scanner.to_src_end(parts.value.end);
            let begin = if parts.value.is_empty() {
                end
            } else {
                scanner.to_src(parts.value.start)
            };
            let kind = PropSlot {
                style: Style {
                    charset,
                    unicode_escapes: read.unicode_escapes || charset == Charset::Ascii,
                },
                needs_separator: parts.needs_separator,
                continued: scanner.is_continued()
                    && memchr::memchr2(b'\n', b'\r', &src[begin..end]).is_some(),
            };
            sink.slot(Slot {
                span: begin..end,
                entry: Some(count as u32),
                category: None,
                kind: kind.bits(),
                target: None,
            });
        }
        count += 1;
    }
    Ok(())
}

/// The key and value of the scanner's current logical line, escapes read; what reading the
/// value found; where key and value are in the logical line.
fn read_line(
    src: &[u8],
    scanner: &Scanner<'_>,
    text: Option<&str>,
) -> Result<(String, String, Read, Split), FormatError> {
    let chars = scanner.chars(text).map_err(|at| {
        FormatError::at(
            src,
            at,
            "bytes that are not valid UTF-8; expected UTF-8 text",
        )
        .with_kind(ErrorKind::Encoding)
    })?;
    let parts = split(chars.bytes());
    let part = |r: &Range<usize>| match chars {
        Chars::Text(s) => s.get(r.clone()).map(Chars::Text).ok_or_else(|| {
            FormatError::internal(
                src,
                scanner.to_src(r.start),
                "internal error: a key or value does not start or end at a character",
            )
        }),
        Chars::Latin1(b) => Ok(Chars::Latin1(&b[r.clone()])),
    };
    let mut key = String::with_capacity(parts.key.len());
    unescape(part(&parts.key)?, &mut key)
        .map_err(|m| malformed(src, scanner, parts.key.start, m))?;
    let mut value = String::with_capacity(parts.value.len());
    let read = unescape(part(&parts.value)?, &mut value)
        .map_err(|m| malformed(src, scanner, parts.value.start, m))?;
    Ok((key, value, read, parts))
}

/// The identifiers given so far, for the duplicate-key rule: hash of an identifier → index of
/// its record (where its line starts, its `#n` suffix, 0 for a key as it is, and how often the
/// key was seen). A hash hit is confirmed by reading the earlier line again; a true collision
/// probes the next hash. The table holds only hashes and indexes (16 bytes a key), so that the
/// one random access per key stays cheap.
struct Seen<'a> {
    src: &'a [u8],
    text: Option<&'a str>,
    map: HashMap<u64, u32, BuildFx>,
    records: Vec<Stored>,
    hasher: foldhash::fast::RandomState,
}

#[derive(Clone, Copy)]
struct Stored {
    /// Offset of the line's first character.
    line: usize,
    /// Its line number.
    line_no: usize,
    suffix: u32,
    count: u32,
    /// The smallest suffix the next repetition of the key can take (every smaller one is
    /// taken), so that repeated keys never probe the same numbers twice.
    next: u32,
}

/// What [`Seen::add`] decided for a key.
enum Added {
    /// The key's first occurrence: its identifier is the key.
    New(String),
    /// A repeated key: its numbered identifier, the key, and the line it first appeared on.
    Repeated {
        id: String,
        key: String,
        line: usize,
    },
}

impl<'a> Seen<'a> {
    fn new(src: &'a [u8], text: Option<&'a str>, capacity: usize) -> Seen<'a> {
        Seen {
            src,
            text,
            map: HashMap::with_capacity_and_hasher(capacity, BuildFx::default()),
            records: Vec::with_capacity(capacity),
            hasher: foldhash::fast::RandomState::default(),
        }
    }

    /// Gives the key of the line starting at `line` (line number `line_no`) its identifier.
    fn add(&mut self, key: String, line: usize, line_no: usize) -> Result<Added, FormatError> {
        let h = self.hasher.hash_one(key.as_str());
        // The common case, a key not seen before (its hash not either): one probe.
        if let std::collections::hash_map::Entry::Vacant(v) = self.map.entry(h) {
            v.insert(self.records.len() as u32);
            self.records.push(Stored {
                line,
                line_no,
                suffix: 0,
                count: 1,
                next: 2,
            });
            return Ok(Added::New(key));
        }
        let at = match self.find(&key, h)? {
            Err(vacant) => {
                self.insert(vacant, line, line_no, 0);
                return Ok(Added::New(key));
            }
            Ok(at) => at,
        };
        let stored = &mut self.records[at];
        stored.count += 1;
        let (mut n, first) = (stored.count.max(stored.next), stored.line_no);
        loop {
            let id = format!("{key}#{n}");
            if let Err(vacant) = self.find(&id, self.hasher.hash_one(id.as_str()))? {
                self.records[at].next = n + 1;
                self.insert(vacant, line, line_no, n);
                return Ok(Added::Repeated {
                    id,
                    key,
                    line: first,
                });
            }
            n += 1;
        }
    }

    /// `Ok` with the record of `id` (whose hash is `h`), or `Err` with the free hash where it
    /// goes.
    fn find(&self, id: &str, mut h: u64) -> Result<Result<usize, u64>, FormatError> {
        while let Some(&at) = self.map.get(&h) {
            let at = at as usize;
            if self.identifier(self.records[at])? == id {
                return Ok(Ok(at));
            }
            h = h.wrapping_add(1);
        }
        Ok(Err(h))
    }

    /// Stores an identifier under the free hash `h`, for the line at `line` (number `line_no`)
    /// with suffix `suffix`.
    fn insert(&mut self, h: u64, line: usize, line_no: usize, suffix: u32) {
        self.map.insert(h, self.records.len() as u32);
        self.records.push(Stored {
            line,
            line_no,
            suffix,
            count: 1,
            next: 2,
        });
    }

    /// The identifier stored as `s`, read again from its line.
    fn identifier(&self, s: Stored) -> Result<String, FormatError> {
        let mut scanner = Scanner::new(self.src, s.line);
        if scanner.next_line() != Some(Line::Entry) {
            return Err(FormatError::internal(
                self.src,
                s.line,
                "internal error: a seen key's line does not read again",
            ));
        }
        let (mut key, ..) = read_line(self.src, &scanner, self.text)?;
        if s.suffix > 0 {
            key.push('#');
            key.push_str(&s.suffix.to_string());
        }
        Ok(key)
    }
}

/// FxHash (the rustc hasher) over the identifier hashes, which are already spread by a seeded
/// hasher: eight lines instead of a crate.
#[derive(Default, Clone, Copy)]
struct Fx(u64);

impl std::hash::Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type BuildFx = std::hash::BuildHasherDefault<Fx>;

/// The positioned error for a key or value that does not read.
fn malformed(src: &[u8], scanner: &Scanner<'_>, base: usize, m: Malformed) -> FormatError {
    FormatError::at(src, scanner.to_src(base + m.at), m.message).with_kind(m.kind)
}

/// The comment block above an entry as context: each line without its marker and one space,
/// trailing whitespace trimmed; `None` when it says nothing.
fn context_of(src: &[u8], text: Option<&str>, comments: &[Range<usize>]) -> Option<String> {
    if comments.is_empty() {
        return None;
    }
    let mut s = String::new();
    for r in comments {
        let mut from = r.start + 1;
        if src.get(from) == Some(&b' ') {
            from += 1;
        }
        let to = src[from..r.end]
            .iter()
            .rposition(|b| !matches!(b, b' ' | b'\t' | b'\x0C'))
            .map_or(from, |p| from + p + 1);
        if !s.is_empty() {
            s.push('\n');
        }
        match text {
            // Both ends are next to ASCII bytes (the marker, whitespace, the line break).
            Some(t) => s.push_str(t.get(from..to).unwrap_or_default()),
            None => s.extend(src[from..to].iter().map(|&b| char::from(b))),
        }
    }
    let t = s.trim_matches('\n');
    (!t.is_empty()).then(|| t.to_string())
}
