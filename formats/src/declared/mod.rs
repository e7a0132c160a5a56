//! Formats declared in configuration rather than written in Rust (`[[formats.custom]]` in
//! `locforge.toml`). Three bases: **json** ([`DeclaredJson`], in `json.rs`: path rules pick the
//! strings), **xml** ([`DeclaredXml`], in `xml/`: element and attribute rules in the spirit of
//! W3C ITS 2.0, inline markup, `translate="no"`) and **lines** ([`DeclaredLines`], here): a file
//! of one string per line that a regular expression with the named groups `key`, `text` and
//! optionally `context` matches, with comment lines, continuation lines and an escape table: the
//! `KEY | text` files of old in-house tools, CSV-like lines with escaped separators.
//!
//! **Parse.** The file is UTF-8 (a leading byte-order mark is kept and is not part of the first
//! line). Each line (without its line break) is blank, a comment (the `comment` pattern
//! matches), or a string (the `pattern` matches); any other line is refused with its line and
//! column and the rules it failed. Identifier = the `key` group, text = the `text` group with the
//! escape table read, context = the `context` group. A key twice is refused naming both lines.
//!
//! **Build.** The skeleton keeps every byte but the `text` group's span (with its continuation
//! lines), which is the slot. A new text is written with the escape table on one line, and only
//! when the line still matches the pattern with exactly that text, reads back as it, and does not
//! end like a continuation; otherwise the build is refused with the line, so a file is never
//! written wrong.
//!
//! What lives here: the line format and its parse and render; `rules` (its rules and their
//! checks), `escape` (the escape table), `json` (the JSON base), `xml` (the XML base),
//! `signature` (what every base shares: key, name, globs, the `FormatInfo`). What must not:
//! reading configuration files (the app turns its TOML into [`LineRules`], [`JsonRules`] and
//! [`XmlRules`]).

mod escape;
mod json;
mod paths;
mod rules;
mod signature;
mod tree;
mod xml;
mod yaml;

use std::borrow::Cow;
use std::collections::HashMap;

use crate::error::{ErrorKind, FormatError};
use crate::format::{Format, FormatInfo, ParseContext, RenderContext, SlotValue};
use crate::model::Entry;
use crate::sink::Sink;
use crate::skeleton::Slot;

pub use json::DeclaredJson;
pub use rules::LineRules;
pub use tree::{MaxLength, PathRules};
pub use xml::{DeclaredXml, XmlRules};
pub use yaml::DeclaredYaml;

/// A line format declared by regular expressions (see the module documentation).
#[derive(Debug, Clone)]
pub struct DeclaredLines {
    info: &'static FormatInfo,
    rules: rules::Compiled,
}

/// The one slot kind of a declared line format (a string's text).
const KIND_TEXT: u16 = 0;

impl DeclaredLines {
    /// Compiles `rules` into a format, or says which rule is wrong (the format's key, the rule,
    /// what is wrong). The format's [`FormatInfo`] lives for the rest of the process (formats
    /// are made once, at start).
    pub fn new(rules: &LineRules) -> Result<DeclaredLines, String> {
        let compiled = rules::compile(rules)?;
        let info = signature::info(
            &rules.key,
            &rules.name,
            &rules.description,
            "line",
            &compiled.file_name_pattern,
            &compiled.extensions,
            rules.content.as_deref(),
        );
        Ok(DeclaredLines {
            info,
            rules: compiled,
        })
    }
}

/// One line of the file: where its content starts and ends (line break excluded).
#[derive(Debug, Clone, Copy)]
struct Line {
    start: usize,
    end: usize,
}

/// The lines of `text` from byte `from`.
fn lines(text: &str, from: usize) -> impl Iterator<Item = Line> + '_ {
    let bytes = text.as_bytes();
    let mut pos = from;
    std::iter::from_fn(move || {
        if pos >= bytes.len() {
            return None;
        }
        let start = pos;
        let end = memchr::memchr2(b'\n', b'\r', &bytes[start..]).map_or(bytes.len(), |i| start + i);
        let next = match bytes.get(end) {
            Some(b'\r') if bytes.get(end + 1) == Some(&b'\n') => end + 2,
            Some(_) => end + 1,
            None => end,
        };
        pos = next;
        Some(Line { start, end })
    })
}

impl DeclaredLines {
    fn parse_lines(&self, src: &[u8], sink: &mut dyn Sink) -> Result<(), FormatError> {
        let text = std::str::from_utf8(src).map_err(|e| {
            FormatError::at(
                src,
                e.valid_up_to(),
                "this byte is not UTF-8; expected a UTF-8 text file",
            )
            .with_kind(ErrorKind::Encoding)
        })?;
        let bom = if text.starts_with('\u{feff}') { 3 } else { 0 };
        let r = &self.rules;
        let key = self.info.key;
        let mut seen: HashMap<&str, usize> = HashMap::new();
        let mut index = 0;
        let mut iter = lines(text, bom).peekable();
        while let Some(line) = iter.next() {
            let content = &text[line.start..line.end];
            if content.trim().is_empty() || r.comment.as_ref().is_some_and(|c| c.is_match(content))
            {
                continue;
            }
            let Some(caps) = r.pattern.captures(content) else {
                let also = if r.comment.is_some() {
                    "nor its `comment` pattern"
                } else {
                    "and it has no `comment` pattern"
                };
                return Err(FormatError::at(
                    src,
                    line.start,
                    format!(
                        "this line matches neither the `pattern` of format `{key}` (`{}`), {also}, and is not blank; expected a string line",
                        r.pattern.as_str()
                    ),
                ));
            };
            let (Some(k), Some(t)) = (caps.get(r.key_group), caps.get(r.text_group)) else {
                return Err(FormatError::at(
                    src,
                    line.start,
                    format!("the `pattern` of format `{key}` matches this line without its `key` or `text` group; expected both"),
                ));
            };
            if k.is_empty() {
                return Err(FormatError::at(
                    src,
                    line.start + k.start(),
                    format!(
                        "the `key` group of format `{key}` matches nothing here; expected a key"
                    ),
                ));
            }
            if k.start() < t.end() && t.start() < k.end() {
                return Err(FormatError::at(
                    src,
                    line.start + t.start(),
                    format!("the `key` and `text` groups of format `{key}` overlap on this line; expected them apart"),
                ));
            }
            let identifier = &content[k.range()];
            let key_at = line.start + k.start();
            if let Some(&first) = seen.get(identifier) {
                let (first_line, _) = crate::error::line_column(src, first);
                return Err(FormatError::at(
                    src,
                    key_at,
                    format!("key `{identifier}` appears twice (first at line {first_line}); expected each key once"),
                )
                .with_kind(ErrorKind::DuplicateIdentifier));
            }
            seen.insert(identifier, key_at);
            // The text, and its continuation lines.
            let text_start = line.start + t.start();
            let mut text_end = line.start + t.end();
            let mut value = String::new();
            let mut part = &text[text_start..text_end];
            let mut continued = false;
            loop {
                let marker = r
                    .continuation
                    .as_ref()
                    .filter(|_| text_end == line_end_of(text, text_end))
                    .and_then(|c| continuation_marker(c, part));
                let Some(m) = marker else {
                    value.push_str(&escape::read(part, &r.read));
                    break;
                };
                value.push_str(&escape::read(&part[..m.start], &r.read));
                continued = true;
                let Some(next) = iter.next() else {
                    return Err(FormatError::at(
                        src,
                        text_end,
                        format!("the text goes on (format `{key}`'s `continuation`) but the file ends; expected a continuation line"),
                    ));
                };
                let body = &text[next.start..next.end];
                let indent = body.len() - body.trim_start_matches([' ', '\t']).len();
                part = &body[indent..];
                text_end = next.end;
            }
            let text_value: Cow<'_, str> = if !continued && value == text[text_start..text_end] {
                Cow::Borrowed(&text[text_start..text_end])
            } else {
                Cow::Owned(value)
            };
            let mut entry = Entry::plain(identifier, text_value);
            if let Some(c) = r.context_group.and_then(|g| caps.get(g)) {
                if !c.is_empty() {
                    entry.context = Some(Cow::Borrowed(&content[c.range()]));
                }
            }
            sink.entry(index, entry)?;
            if sink.wants_skeleton() {
                sink.slot(Slot {
                    span: text_start..text_end,
                    entry: Some(index as u32),
                    category: None,
                    kind: KIND_TEXT,
                    target: None,
                });
            }
            index += 1;
        }
        Ok(())
    }

    fn render_text(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        let key = self.info.key;
        let text = match value {
            SlotValue::Text { text, .. } => text,
            SlotValue::Structural | SlotValue::Plural { .. } => {
                return Err(FormatError::internal(
                    ctx.src,
                    slot.span.start,
                    format!("internal error: format `{key}` has only plain text slots"),
                ))
            }
        };
        let written = escape::write(text, &self.rules.write);
        let refuse = |why: String| {
            Err(FormatError::at(ctx.src, slot.span.start, why).with_kind(ErrorKind::Unsupported))
        };
        if written.contains(['\n', '\r']) {
            return refuse(format!("the text of `{}` holds a line break, which format `{key}` cannot write on one line; add an escape for it (such as [\"\\\\n\", \"\\n\"]) to its `escapes`", entry_id(ctx)));
        }
        if escape::read(&written, &self.rules.read) != text {
            return refuse(format!("the text of `{}` would read back otherwise once written with format `{key}`'s `escapes`: {text:?} is written {written:?}; escape the escape character too", entry_id(ctx)));
        }
        // The line as it will be: the bytes before the slot on its line, the text, and the
        // bytes after the slot up to the line's end.
        let src = std::str::from_utf8(ctx.src).map_err(|_| {
            FormatError::internal(
                ctx.src,
                slot.span.start,
                "internal error: the file is not UTF-8",
            )
        })?;
        let line_start = src[..slot.span.start]
            .rfind(['\n', '\r'])
            .map_or(0, |i| i + 1);
        let line_start = if line_start == 0 && src.starts_with('\u{feff}') {
            3
        } else {
            line_start
        };
        let line_end = line_end_of(src, slot.span.end);
        let before = &src[line_start..slot.span.start];
        let line = format!("{before}{written}{}", &src[slot.span.end..line_end]);
        let r = &self.rules;
        let same = r.pattern.captures(&line).is_some_and(|c| {
            c.get(r.text_group).is_some_and(|t| {
                t.start() == before.len() && t.end() == before.len() + written.len()
            })
        });
        if !same {
            return refuse(format!("the text of `{}` does not fit format `{key}`'s `pattern` once written ({written:?}); the pattern would read another text from the line; add an escape for the characters that end the text", entry_id(ctx)));
        }
        if r.comment.as_ref().is_some_and(|c| c.is_match(&line)) {
            return refuse(format!(
                "the text of `{}` would make its line a comment for format `{key}`",
                entry_id(ctx)
            ));
        }
        let continues = r
            .continuation
            .as_ref()
            .and_then(|c| c.find(&written))
            .is_some_and(|m| {
                m.end() == written.len() && !m.is_empty() && slot.span.end == line_end
            });
        if continues {
            return refuse(format!("the text of `{}` ends like format `{key}`'s `continuation` once written ({written:?}); add an escape for its last character", entry_id(ctx)));
        }
        out.extend_from_slice(written.as_bytes());
        Ok(())
    }
}

/// Where `continuation` marks `part` as going on: the match (its `marker` group, when it has
/// one) when the match ends `part` and is not empty.
fn continuation_marker(continuation: &regex::Regex, part: &str) -> Option<std::ops::Range<usize>> {
    let caps = continuation.captures(part)?;
    let whole = caps.get(0)?;
    if whole.end() != part.len() || whole.is_empty() {
        return None;
    }
    Some(caps.name("marker").unwrap_or(whole).range())
}

/// Where the line holding byte `at` ends (its line break excluded).
fn line_end_of(text: &str, at: usize) -> usize {
    memchr::memchr2(b'\n', b'\r', &text.as_bytes()[at..]).map_or(text.len(), |i| at + i)
}

/// The identifier of the slot's entry, for messages.
fn entry_id<'a>(ctx: &'a RenderContext<'_>) -> &'a str {
    ctx.entry.map_or("?", |e| &e.identifier)
}

impl Format for DeclaredLines {
    fn info(&self) -> &'static FormatInfo {
        self.info
    }

    fn parse(
        &self,
        src: &[u8],
        _ctx: &ParseContext<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        self.parse_lines(src, sink)
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        self.render_text(slot, value, ctx, out)
    }

    fn creates_plurals(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests;
