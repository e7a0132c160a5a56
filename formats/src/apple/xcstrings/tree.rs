//! A small span tree of one JSON value, built on the shared span tokenizer
//! ([`crate::json::scan`]): objects keep their members in file order with the byte offsets of
//! every key, brace and string, so the catalog walker can look members up by name and the build
//! can splice at exact places. One string of the catalog is read into a tree at a time (the
//! `strings` object itself is streamed), so memory stays bounded by the largest string.

use std::borrow::Cow;
use std::collections::HashSet;
use std::ops::Range;

use crate::error::{ErrorKind, FormatError};
use crate::json::scan::{Event, Tokenizer};

/// One JSON value with its position.
#[derive(Debug)]
pub(crate) enum Node<'a> {
    /// An object.
    Obj(Obj<'a>),
    /// A string; `raw` is the content between the quotes.
    Str {
        /// Bytes between the quotes.
        raw: Range<usize>,
        /// The unescaped text.
        text: Cow<'a, str>,
    },
    /// An array, number, `true`, `false` or `null`: `start..end` are its bytes.
    Other {
        /// First byte.
        start: usize,
        /// One past the last byte.
        end: usize,
    },
}

/// An object: its braces and its members in file order.
#[derive(Debug)]
pub(crate) struct Obj<'a> {
    /// Offset of `{`.
    pub open: usize,
    /// Offset of `}`.
    pub close: usize,
    /// The members in file order.
    pub members: Vec<Member<'a>>,
}

/// One `"key" : value` member.
#[derive(Debug)]
pub(crate) struct Member<'a> {
    /// The unescaped key.
    pub key: Cow<'a, str>,
    /// Offset of the key's opening quote.
    pub key_at: usize,
    /// The value.
    pub value: Node<'a>,
}

impl<'a> Node<'a> {
    /// Offset of the value's first byte (a string's opening quote).
    pub fn start(&self) -> usize {
        match self {
            Node::Obj(o) => o.open,
            Node::Str { raw, .. } => raw.start - 1,
            Node::Other { start, .. } => *start,
        }
    }

    /// Offset just past the value's last byte (a string's closing quote).
    pub fn end(&self) -> usize {
        match self {
            Node::Obj(o) => o.close + 1,
            Node::Str { raw, .. } => raw.end + 1,
            Node::Other { end, .. } => *end,
        }
    }

    /// The object, if the value is one.
    pub fn as_obj(&self) -> Option<&Obj<'a>> {
        match self {
            Node::Obj(o) => Some(o),
            _ => None,
        }
    }
}

impl<'a> Obj<'a> {
    /// The member named `key`.
    pub fn get(&self, key: &str) -> Option<&Member<'a>> {
        self.members.iter().find(|m| m.key == key)
    }

    /// The position of the member named `key`.
    pub fn index(&self, key: &str) -> Option<usize> {
        self.members.iter().position(|m| m.key == key)
    }

    /// The object value of the member named `key`.
    pub fn obj(&self, key: &str) -> Option<&Obj<'a>> {
        self.get(key).and_then(|m| match &m.value {
            Node::Obj(o) => Some(o),
            _ => None,
        })
    }
}

impl Member<'_> {
    /// The bytes of the whole member, from the key's opening quote to the end of the value.
    pub fn span(&self) -> Range<usize> {
        self.key_at..self.value.end()
    }
}

/// Reads the value that starts with `first` (already taken from `tok`) into a tree. Duplicate
/// keys in an object are errors naming the key.
pub(crate) fn read<'a>(
    src: &[u8],
    tok: &mut Tokenizer<'a>,
    first: Event<'a>,
) -> Result<Node<'a>, FormatError> {
    match first {
        Event::BeginObject(open) => {
            let mut members: Vec<Member<'a>> = Vec::new();
            let mut seen: Option<HashSet<String>> = None;
            loop {
                match next(src, tok)? {
                    Event::EndObject(close) => {
                        return Ok(Node::Obj(Obj {
                            open,
                            close,
                            members,
                        }))
                    }
                    Event::Key { raw, text } => {
                        let key_at = raw.start - 1;
                        check_unique(src, &members, &mut seen, &text, key_at)?;
                        let first = next(src, tok)?;
                        let value = read(src, tok, first)?;
                        members.push(Member {
                            key: text,
                            key_at,
                            value,
                        });
                    }
                    other => return Err(unexpected(src, &other)),
                }
            }
        }
        Event::String { raw, text } => Ok(Node::Str { raw, text }),
        Event::Scalar(r) => Ok(Node::Other {
            start: r.start,
            end: r.end,
        }),
        Event::BeginArray(start) => {
            let depth = tok.depth();
            loop {
                match next(src, tok)? {
                    Event::EndArray(end) if tok.depth() < depth => {
                        return Ok(Node::Other {
                            start,
                            end: end + 1,
                        })
                    }
                    _ => {}
                }
            }
        }
        other => Err(unexpected(src, &other)),
    }
}

/// Skips the value that starts with `first` (already taken from `tok`).
pub(crate) fn skip<'a>(
    src: &[u8],
    tok: &mut Tokenizer<'a>,
    first: &Event<'a>,
) -> Result<(), FormatError> {
    if !matches!(first, Event::BeginObject(_) | Event::BeginArray(_)) {
        return Ok(());
    }
    let depth = tok.depth();
    while tok.depth() >= depth {
        next(src, tok)?;
    }
    Ok(())
}

/// The next token; the end of the document here is an internal error (the tokenizer reports a
/// truncated document itself).
pub(crate) fn next<'a>(src: &[u8], tok: &mut Tokenizer<'a>) -> Result<Event<'a>, FormatError> {
    tok.next_event()?
        .ok_or_else(|| FormatError::at(src, src.len(), "unexpected end of file; expected a value"))
}

/// Offset of a token.
pub(crate) fn offset(ev: &Event<'_>) -> usize {
    match ev {
        Event::BeginObject(at)
        | Event::EndObject(at)
        | Event::BeginArray(at)
        | Event::EndArray(at) => *at,
        Event::Key { raw, .. } | Event::String { raw, .. } => raw.start - 1,
        Event::Scalar(r) => r.start,
    }
}

fn unexpected(src: &[u8], ev: &Event<'_>) -> FormatError {
    FormatError::internal(src, offset(ev), "internal error: unexpected JSON token")
}

/// Small objects are checked by a scan, large ones (hostile input) through a set.
fn check_unique(
    src: &[u8],
    members: &[Member<'_>],
    seen: &mut Option<HashSet<String>>,
    key: &str,
    key_at: usize,
) -> Result<(), FormatError> {
    let dup = if members.len() < 32 {
        members.iter().any(|m| m.key == key)
    } else {
        let set = seen.get_or_insert_with(|| members.iter().map(|m| m.key.to_string()).collect());
        !set.insert(key.to_string())
    };
    if dup {
        return Err(FormatError::at(
            src,
            key_at,
            format!("duplicate key `{key}`: expected each key once in an object"),
        )
        .with_kind(ErrorKind::DuplicateIdentifier));
    }
    Ok(())
}
