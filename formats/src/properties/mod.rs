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
//! **Charset.** Sniffed per file: a UTF-8 byte-order mark or valid UTF-8 with non-ASCII bytes is
//! UTF-8 (Java 9+ `PropertyResourceBundle`); other non-ASCII files are ISO-8859-1
//! (`Properties.load(InputStream)`); an ASCII file stays ASCII. New values keep each value's
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

use std::collections::HashMap;

use crate::error::{ErrorKind, FormatError};
use crate::format::{format_impl, FormatInfo, ParseContext, Signature};
use crate::model::Entry;
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};

use escape::{unescape, Charset, Malformed, Style};
use render::PropSlot;
use scan::{split, Line, Scanner};

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
    let bom = src.starts_with(b"\xEF\xBB\xBF");
    let start = if bom { 3 } else { 0 };
    let charset = Charset::sniff(&src[start..], bom);
    let skeleton = sink.wants_skeleton();
    let mut scanner = Scanner::new(src, start);
    let mut comments: Vec<std::ops::Range<usize>> = Vec::new();
    // Identifier → (occurrences of it as a key, offset of its first line).
    let mut seen: HashMap<String, (u32, usize), foldhash::fast::RandomState> = HashMap::default();
    let mut count = 0usize;
    while let Some(line) = scanner.next_line() {
        let line_start = match line {
            Line::Blank => {
                comments.clear();
                continue;
            }
            Line::Comment(r) => {
                comments.push(r);
                continue;
            }
            Line::Entry => scanner.to_src(0),
        };
        let logical = scanner.logical();
        let parts = split(logical);
        let mut key = String::with_capacity(parts.key.len());
        unescape(&logical[parts.key.clone()], charset, &mut key)
            .map_err(|m| malformed(src, &scanner, parts.key.start, m))?;
        let mut text = String::with_capacity(parts.value.len());
        let read = unescape(&logical[parts.value.clone()], charset, &mut text)
            .map_err(|m| malformed(src, &scanner, parts.value.start, m))?;
        let mut context = context_of(src, charset, &comments);
        comments.clear();

        let identifier = match seen.get_mut(&key) {
            None => {
                seen.insert(key.clone(), (1, line_start));
                key
            }
            Some((n, first)) => {
                *n += 1;
                let (nth, first) = (*n, *first);
                let mut k = nth;
                let id = loop {
                    let id = format!("{key}#{k}");
                    if !seen.contains_key(&id) {
                        break id;
                    }
                    k += 1;
                };
                let (line, _) = crate::error::line_column(src, first);
                let note = format!(
                    "The key `{key}` is defined again here (first at line {line}); Java uses the last definition."
                );
                context = Some(match context {
                    Some(c) => format!("{c}\n{note}"),
                    None => note,
                });
                seen.insert(id.clone(), (1, line_start));
                id
            }
        };
        let mut entry = Entry::plain(identifier, text);
        entry.context = context;
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
            });
        }
        count += 1;
    }
    Ok(())
}

/// The positioned error for a key or value that does not read.
fn malformed(src: &[u8], scanner: &Scanner<'_>, base: usize, m: Malformed) -> FormatError {
    FormatError::at(src, scanner.to_src(base + m.at), m.message).with_kind(m.kind)
}

/// The comment block above an entry as context: each line without its marker and one space,
/// trailing whitespace trimmed; `None` when it says nothing.
fn context_of(src: &[u8], charset: Charset, comments: &[std::ops::Range<usize>]) -> Option<String> {
    if comments.is_empty() {
        return None;
    }
    let mut s = String::new();
    for r in comments {
        let body = &src[r.start + 1..r.end];
        let body = body.strip_prefix(b" ").unwrap_or(body);
        let keep = body
            .iter()
            .rposition(|b| !matches!(b, b' ' | b'\t' | b'\x0C'))
            .map_or(0, |p| p + 1);
        let body = &body[..keep];
        if !s.is_empty() {
            s.push('\n');
        }
        match charset {
            Charset::Latin1 => s.extend(body.iter().map(|&b| char::from(b))),
            Charset::Ascii | Charset::Utf8 => s.push_str(&String::from_utf8_lossy(body)),
        }
    }
    let t = s.trim_matches('\n');
    (!t.is_empty()).then(|| t.to_string())
}
