//! A position-aware XML tokenizer for the layout-preserving XML formats (XLIFF 1.2, XLIFF 2.x).
//!
//! Every token carries the byte span it occupies in the scanned input, and every attribute the span
//! of its name and of its value (between the quotes), which is what a skeleton needs. The scanner
//! checks well-formedness as it goes (matching end tags, one root element, no unclosed elements at
//! the end, quoted and unique attributes, valid entity and character references) and reports the
//! byte offset of each problem with what was expected.
//!
//! Character data and attribute values are read through a [`Blocks`] index (`crate::simd`):
//! a run ends at the next `<` or `&` (or quote) found in the current 64-byte block's bitmasks,
//! so no byte of a text is tested on its own. Anything unusual on the way (a reference in a
//! value, a `<` where it may not be) goes to the byte-by-byte checks that word every error.
//!
//! Why by hand and not quick-xml: quick-xml 0.42 hands out `str` buffers (so it cannot walk the raw
//! bytes of a windows-1252 or Shift_JIS file), does not give attribute value spans, and its
//! entity and well-formedness checks are looser than we want to promise. Markup delimiters are
//! ASCII, so this scanner runs on the raw bytes of any ASCII-compatible encoding, and on UTF-8 for
//! UTF-16 input that was transcoded first. It never resolves DTDs or external entities and never
//! expands entities beyond the five predefined ones and numeric character references.

use std::ops::Range;

use crate::error::ErrorKind;
use crate::simd::{Blocks, NeedleSets, Needles};

/// The needle sets of the XML scanner: what ends a run of character data, and what ends a run
/// of an attribute value.
#[derive(Debug)]
struct XmlSets;

impl NeedleSets for XmlSets {
    const SETS: &'static [Needles] = &[Needles::new(b"<&", 0), Needles::new(b"\"'<&", 0)];
}

/// Index in [`XmlSets`] of `<` and `&` (what character data stops at).
const TEXT_STOP: usize = 0;
/// Index in [`XmlSets`] of the quotes, `<` and `&` (what an attribute value stops at).
const VALUE_STOP: usize = 1;

/// Deepest element nesting accepted; deeper documents are refused instead of exhausting memory.
pub const MAX_DEPTH: usize = 512;

/// One attribute of a start tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attr {
    /// Span of the attribute name (qualified, as written).
    pub name: Range<usize>,
    /// Span of the raw value, between the quotes (entities not expanded).
    pub value: Range<usize>,
    /// The quote character used, `"` or `'`.
    pub quote: u8,
}

/// A piece of the document, with the span it occupies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    /// The XML declaration `<?xml …?>`.
    Decl(Range<usize>),
    /// A processing instruction.
    Pi(Range<usize>),
    /// A comment `<!-- … -->`.
    Comment(Range<usize>),
    /// A `<!DOCTYPE …>` declaration (never interpreted).
    Doctype(Range<usize>),
    /// A CDATA section: its whole span and the span of its content.
    CData {
        /// `<![CDATA[ … ]]>`.
        span: Range<usize>,
        /// The characters inside.
        content: Range<usize>,
    },
    /// Character data up to the next markup (raw: references not expanded).
    Text(Range<usize>),
    /// A start tag or an empty-element tag (`empty`); its attributes are in [`Scanner::attrs`].
    Start {
        /// The whole tag, `<` to `>`.
        span: Range<usize>,
        /// The qualified name.
        name: Range<usize>,
        /// True for `<x/>`.
        empty: bool,
    },
    /// An end tag.
    End {
        /// The whole tag.
        span: Range<usize>,
        /// The qualified name.
        name: Range<usize>,
    },
}

impl Token {
    /// The byte span of the token.
    pub fn span(&self) -> Range<usize> {
        match self {
            Token::Decl(r)
            | Token::Pi(r)
            | Token::Comment(r)
            | Token::Doctype(r)
            | Token::Text(r) => r.clone(),
            Token::CData { span, .. } | Token::Start { span, .. } | Token::End { span, .. } => {
                span.clone()
            }
        }
    }
}

/// A well-formedness error: where, and what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScanError {
    /// What kind of problem this is.
    pub kind: ErrorKind,
    /// Byte offset in the scanned input.
    pub offset: usize,
    /// What was wrong and what was expected.
    pub message: String,
}

fn err<T>(offset: usize, message: impl Into<String>) -> Result<T, ScanError> {
    Err(ScanError {
        kind: ErrorKind::Syntax,
        offset,
        message: message.into(),
    })
}

/// A pull tokenizer over XML bytes that tracks open elements.
pub struct Scanner<'a> {
    src: &'a [u8],
    pos: usize,
    start: usize,
    attrs: Vec<Attr>,
    /// Open elements: (name span, start tag offset).
    stack: Vec<(Range<usize>, usize)>,
    root_seen: bool,
    done: bool,
    /// The DOCTYPE declared entities (which are never expanded).
    pub declares_entities: bool,
    /// Where the next `<`, `&` or quote is.
    blocks: Blocks<'a, XmlSets>,
}

fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

fn is_name_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b':' || b >= 0x80
}

fn is_name_char(b: u8) -> bool {
    NAME_CHARS[usize::from(b)]
}

/// [`is_name_char`] for every byte: a name's bytes are looked up, not compared one by one
/// against each range (names are a third of an XLIFF file's bytes).
static NAME_CHARS: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric()
            || c == b'_'
            || c == b':'
            || c >= 0x80
            || c == b'-'
            || c == b'.';
        b += 1;
    }
    t
};

/// True when `c` may appear in an XML 1.0 document.
pub fn is_xml_char(c: u32) -> bool {
    matches!(c, 0x9 | 0xA | 0xD | 0x20..=0xD7FF | 0xE000..=0xFFFD | 0x10000..=0x10FFFF)
}

/// The error for a character [`crate::control_chars::find_control_char`] found.
pub fn forbidden_char_message(c: u32) -> String {
    format!(
        "U+{c:04X} is not allowed in an XML 1.0 document (not even as a character reference); expected text without control characters"
    )
}

/// Checks the reference starting at `bytes[0] == b'&'`; returns its length (through `;`) and the
/// character it stands for, or an error message.
pub fn parse_reference(bytes: &[u8]) -> Result<(usize, char), String> {
    let Some(semi) = memchr::memchr(b';', &bytes[..bytes.len().min(40)]) else {
        return Err(
            "`&` must start an entity or character reference such as `&amp;` or `&#38;` (escape a literal `&` as `&amp;`)"
                .into(),
        );
    };
    let body = &bytes[1..semi];
    let c = match body {
        b"amp" => '&',
        b"lt" => '<',
        b"gt" => '>',
        b"quot" => '"',
        b"apos" => '\'',
        [b'#', b'x', hex @ ..] => char_ref(hex, 16)?,
        [b'#', dec @ ..] => char_ref(dec, 10)?,
        name => {
            let name = String::from_utf8_lossy(name);
            if name.is_empty() || !name.bytes().all(is_name_char) {
                return Err(format!(
                    "malformed reference `&{name};`; expected `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` or a character reference"
                ));
            }
            return Err(format!(
                "entity `&{name};` is not one of the five predefined XML entities; entities declared in a DTD are never expanded (use a character reference instead)"
            ));
        }
    };
    Ok((semi + 1, c))
}

fn char_ref(digits: &[u8], radix: u32) -> Result<char, String> {
    let text = std::str::from_utf8(digits).unwrap_or("");
    let valid_digits =
        !text.is_empty() && text.len() <= 8 && text.chars().all(|c| c.is_digit(radix));
    let n = if valid_digits {
        u32::from_str_radix(text, radix).ok()
    } else {
        None
    };
    match n.filter(|&n| is_xml_char(n)).and_then(char::from_u32) {
        Some(c) => Ok(c),
        None => Err(format!(
            "invalid character reference `&#{}{};`; expected the number of a character XML allows",
            if radix == 16 { "x" } else { "" },
            String::from_utf8_lossy(digits)
        )),
    }
}

/// Checks every `&` in `bytes` (text or attribute value at `base`) starts a valid reference.
fn check_references(bytes: &[u8], base: usize) -> Result<(), ScanError> {
    let mut i = 0;
    while let Some(p) = memchr::memchr(b'&', &bytes[i..]) {
        let at = i + p;
        match parse_reference(&bytes[at..]) {
            Ok((len, _)) => i = at + len,
            Err(m) => return err(base + at, m),
        }
    }
    Ok(())
}

impl<'a> Scanner<'a> {
    /// A scanner over `src`, starting at byte `start` (after a byte-order mark).
    pub fn new(src: &'a [u8], start: usize) -> Scanner<'a> {
        Scanner {
            src,
            pos: start.min(src.len()),
            start,
            attrs: Vec::with_capacity(8),
            stack: Vec::with_capacity(16),
            root_seen: false,
            done: false,
            declares_entities: false,
            blocks: Blocks::new(src),
        }
    }

    /// The scanned bytes.
    pub fn src(&self) -> &'a [u8] {
        self.src
    }

    /// The attributes of the last `Start` token.
    pub fn attrs(&self) -> &[Attr] {
        &self.attrs
    }

    /// Number of open elements (after the last token: a start tag counts, an empty tag does not).
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// The raw value of attribute `name` (qualified name as written) of the last start tag.
    pub fn attr(&self, name: &[u8]) -> Option<&Attr> {
        self.attrs
            .iter()
            .find(|a| short_eq(&self.src[a.name.clone()], name))
    }

    /// The next token, `None` at the end of a complete document. Dispatches on the bytes at the
    /// current position to one step per token kind, each of which checks and consumes its token.
    pub fn next_token(&mut self) -> Result<Option<Token>, ScanError> {
        if self.done {
            return Ok(None);
        }
        let start = self.pos;
        let Some(&first) = self.src.get(start) else {
            return self.end_of_input();
        };
        if first != b'<' {
            return self.text(start).map(Some);
        }
        let rest = &self.src[start..];
        let token = if rest.starts_with(b"<?") {
            self.processing_instruction(start)?
        } else if rest.starts_with(b"<!--") {
            self.comment(start)?
        } else if rest.starts_with(b"<![CDATA[") {
            self.cdata(start)?
        } else if rest.starts_with(b"<!DOCTYPE") {
            self.doctype(start)?
        } else if rest.starts_with(b"</") {
            self.end_tag(start)?
        } else if rest.starts_with(b"<!") {
            return err(
                start,
                "unexpected `<!`; expected a comment `<!--`, a CDATA section or a DOCTYPE",
            );
        } else {
            self.start_tag(start)?
        };
        Ok(Some(token))
    }

    /// At the end of the input: `None` for a complete document, else what is missing.
    #[cold]
    fn end_of_input(&mut self) -> Result<Option<Token>, ScanError> {
        let src = self.src;
        self.done = true;
        if let Some((name, at)) = self.stack.last() {
            return err(
                src.len(),
                format!(
                    "unexpected end of file: element <{}> opened at {} is not closed; expected </{}>",
                    lossy(&src[name.clone()]),
                    position(src, *at),
                    lossy(&src[name.clone()])
                ),
            );
        }
        if !self.root_seen {
            return err(
                src.len(),
                "the document has no root element; expected an XML element",
            );
        }
        Ok(None)
    }

    /// Character data from `start` up to the next `<` (or the end): inside the root its
    /// references are checked, outside it only whitespace may appear.
    #[inline]
    fn text(&mut self, start: usize) -> Result<Token, ScanError> {
        let src = self.src;
        if !self.stack.is_empty() {
            // Inside the root: up to the next `<`, checking each reference on the way.
            let mut i = start;
            let end = loop {
                match self.blocks.find(TEXT_STOP, i) {
                    None => break src.len(),
                    Some(p) if src[p] == b'<' => break p,
                    Some(p) => {
                        // A reference is read within its text (it ends within 40 bytes, so
                        // the next `<` is looked for no further).
                        let near = &src[p..src.len().min(p + 41)];
                        let lt = memchr::memchr(b'<', near).map_or(near.len(), |q| q);
                        match parse_reference(&near[..lt]) {
                            Ok((len, _)) => i = p + len,
                            Err(m) => return err(p, m),
                        }
                    }
                }
            };
            self.pos = end;
            return Ok(Token::Text(start..end));
        }
        // Outside the root only white space may stand.
        let end = memchr::memchr(b'<', &src[start..]).map_or(src.len(), |p| start + p);
        if let Some(p) = src[start..end].iter().position(|&b| !is_ws(b)) {
            return err(
                start + p,
                if self.root_seen {
                    "text after the root element; expected only comments or whitespace"
                } else {
                    "text before the root element; expected `<`"
                },
            );
        }
        self.pos = end;
        Ok(Token::Text(start..end))
    }

    /// `<?target …?>`: the XML declaration (only at the very start) or a processing instruction.
    fn processing_instruction(&mut self, start: usize) -> Result<Token, ScanError> {
        let rest = &self.src[start..];
        let Some(p) = memchr::memmem::find(&rest[2..], b"?>") else {
            return err(start, "unclosed processing instruction; expected `?>`");
        };
        let end = start + 2 + p + 2;
        self.pos = end;
        let target_end = rest[2..]
            .iter()
            .position(|&b| !is_name_char(b))
            .map_or(rest.len(), |n| n + 2);
        let target = &rest[2..target_end];
        if target.eq_ignore_ascii_case(b"xml") {
            if start != self.start {
                return err(
                    start,
                    "the XML declaration `<?xml …?>` may only appear at the very start of the file",
                );
            }
            return Ok(Token::Decl(start..end));
        }
        if target.is_empty() {
            return err(
                start + 2,
                "processing instruction without a target; expected a name after `<?`",
            );
        }
        Ok(Token::Pi(start..end))
    }

    /// `<!-- … -->`, which may not hold `--`.
    fn comment(&mut self, start: usize) -> Result<Token, ScanError> {
        let rest = &self.src[start..];
        let Some(p) = memchr::memmem::find(&rest[4..], b"--") else {
            return err(start, "unclosed comment; expected `-->`");
        };
        if rest.get(4 + p + 2) != Some(&b'>') {
            return err(
                start + 4 + p,
                "`--` inside a comment; expected `-->` to end it",
            );
        }
        let end = start + 4 + p + 3;
        self.pos = end;
        Ok(Token::Comment(start..end))
    }

    /// `<![CDATA[ … ]]>`, only inside the root element.
    fn cdata(&mut self, start: usize) -> Result<Token, ScanError> {
        if self.stack.is_empty() {
            return err(start, "CDATA section outside the root element");
        }
        let rest = &self.src[start..];
        let Some(p) = memchr::memmem::find(&rest[9..], b"]]>") else {
            return err(start, "unclosed CDATA section; expected `]]>`");
        };
        let end = start + 9 + p + 3;
        self.pos = end;
        Ok(Token::CData {
            span: start..end,
            content: start + 9..start + 9 + p,
        })
    }

    /// `<!DOCTYPE …>`, only before the root element; skipped, never interpreted.
    fn doctype(&mut self, start: usize) -> Result<Token, ScanError> {
        if self.root_seen {
            return err(start, "DOCTYPE after the root element");
        }
        let end = self.scan_doctype(start)?;
        self.pos = end;
        Ok(Token::Doctype(start..end))
    }

    /// `</name>`, which must close the innermost open element.
    #[inline]
    fn end_tag(&mut self, start: usize) -> Result<Token, ScanError> {
        let src = self.src;
        let name_start = start + 2;
        let name_end = self.scan_name(name_start, "an element name after `</`")?;
        let i = skip_ws(src, name_end);
        if src.get(i) != Some(&b'>') {
            return err(i, "expected `>` to end the end tag");
        }
        let end = i + 1;
        let name = name_start..name_end;
        match self.stack.pop() {
            Some((open, _)) if short_eq(&src[open.clone()], &src[name.clone()]) => {}
            Some((open, at)) => return Err(mismatched_end_tag(src, start, name, open, at)),
            None => {
                return err(
                    start,
                    format!(
                        "end tag </{}> without a matching start tag",
                        lossy(&src[name])
                    ),
                )
            }
        }
        self.pos = end;
        if self.stack.is_empty() {
            self.after_root();
        }
        Ok(Token::End {
            span: start..end,
            name: name_start..name_end,
        })
    }

    /// `<name attr="value" …>` or `<name …/>`: its attributes go to [`Scanner::attrs`], and a
    /// start tag opens an element.
    #[inline]
    fn start_tag(&mut self, start: usize) -> Result<Token, ScanError> {
        if self.root_seen && self.stack.is_empty() {
            return err(
                start,
                "a second root element; an XML document has exactly one root element",
            );
        }
        let name_start = start + 1;
        let name_end = self.scan_name(name_start, "an element name after `<`")?;
        let (end, empty) = self.attributes(start, name_end)?;
        self.root_seen = true;
        self.pos = end;
        if empty {
            if self.stack.is_empty() {
                self.after_root();
            }
        } else {
            if self.stack.len() >= MAX_DEPTH {
                return err(
                    start,
                    format!("elements nested deeper than {MAX_DEPTH} levels"),
                );
            }
            self.stack.push((name_start..name_end, start));
        }
        Ok(Token::Start {
            span: start..end,
            name: name_start..name_end,
            empty,
        })
    }

    /// Reads the attributes of the tag starting at `start` from `i` (after its name) into
    /// `self.attrs`; returns the end of the tag and whether it is an empty-element tag.
    #[inline]
    fn attributes(&mut self, start: usize, mut i: usize) -> Result<(usize, bool), ScanError> {
        let src = self.src;
        self.attrs.clear();
        loop {
            let ws_start = i;
            i = skip_ws(src, i);
            match src.get(i) {
                None => return err(start, "unexpected end of file inside a tag; expected `>`"),
                Some(b'>') => return Ok((i + 1, false)),
                Some(b'/') => {
                    if src.get(i + 1) == Some(&b'>') {
                        return Ok((i + 2, true));
                    }
                    return err(i, "expected `/>` or `>` to end the tag");
                }
                Some(_) => {}
            }
            if i == ws_start {
                return err(i, "expected whitespace before the attribute");
            }
            i = self.attribute(i)? + 1;
        }
    }

    /// Reads one `name = "value"` at `i` into `self.attrs`; returns the offset of its closing
    /// quote.
    #[inline]
    fn attribute(&mut self, i: usize) -> Result<usize, ScanError> {
        let src = self.src;
        let an_start = i;
        let an_end = self.scan_name(i, "an attribute name, `>` or `/>`")?;
        let mut i = skip_ws(src, an_end);
        if src.get(i) != Some(&b'=') {
            return err(
                i,
                format!(
                    "expected `=` after the attribute name `{}`",
                    lossy(&src[an_start..an_end])
                ),
            );
        }
        i = skip_ws(src, i + 1);
        let quote = match src.get(i) {
            Some(&q @ (b'"' | b'\'')) => q,
            _ => return err(i, "expected a quoted attribute value (`\"…\"` or `'…'`)"),
        };
        let v_start = i + 1;
        let v_end = self.value_end(i, quote)?;
        let aname = &src[an_start..an_end];
        if self
            .attrs
            .iter()
            .any(|a| short_eq(&src[a.name.clone()], aname))
        {
            return err(
                an_start,
                format!(
                    "duplicate attribute `{}`; each attribute may appear once per tag",
                    lossy(aname)
                ),
            );
        }
        self.attrs.push(Attr {
            name: an_start..an_end,
            value: v_start..v_end,
            quote,
        });
        Ok(v_end)
    }

    /// The end of the attribute value whose opening `quote` is at `open`: the offset of its
    /// closing quote. A plain value (no reference, no `<`) is read through the block index;
    /// any other goes through the checks that word each error.
    #[inline]
    fn value_end(&mut self, open: usize, quote: u8) -> Result<usize, ScanError> {
        let src = self.src;
        let mut j = open + 1;
        loop {
            match self.blocks.find(VALUE_STOP, j) {
                Some(p) if src[p] == quote => return Ok(p),
                Some(p) if src[p] == b'"' || src[p] == b'\'' => j = p + 1,
                _ => return value_end_checked(src, open, quote),
            }
        }
    }

    /// After the root element closed: only comments, PIs and whitespace may follow.
    fn after_root(&mut self) {}

    fn scan_name(&self, at: usize, expected: &str) -> Result<usize, ScanError> {
        let src = self.src;
        if !src.get(at).is_some_and(|&b| is_name_start(b)) {
            return err(at, format!("expected {expected}"));
        }
        let len = src[at + 1..]
            .iter()
            .position(|&b| !is_name_char(b))
            .unwrap_or(src.len() - at - 1);
        Ok(at + 1 + len)
    }

    /// Skips a DOCTYPE (with an internal subset, quoted strings and comments); returns its end.
    fn scan_doctype(&mut self, start: usize) -> Result<usize, ScanError> {
        let src = self.src;
        let mut i = start + 9;
        let mut in_subset = false;
        while i < src.len() {
            match src[i] {
                q @ (b'"' | b'\'') => {
                    let Some(p) = memchr::memchr(q, &src[i + 1..]) else {
                        return err(i, "unclosed quoted string in the DOCTYPE");
                    };
                    i += p + 2;
                    continue;
                }
                b'[' if !in_subset => in_subset = true,
                b']' if in_subset => in_subset = false,
                b'<' if in_subset && src[i..].starts_with(b"<!--") => {
                    let Some(p) = memchr::memmem::find(&src[i + 4..], b"-->") else {
                        return err(i, "unclosed comment in the DOCTYPE");
                    };
                    i += 4 + p + 3;
                    continue;
                }
                b'<' if in_subset && src[i..].starts_with(b"<!ENTITY") => {
                    self.declares_entities = true;
                }
                b'>' if !in_subset => return Ok(i + 1),
                _ => {}
            }
            i += 1;
        }
        err(start, "unclosed DOCTYPE; expected `>`")
    }

    /// Consumes tokens up to and including the end tag that closes the element just opened
    /// (the scanner's depth was `depth` right after its start tag).
    pub fn skip_element(&mut self, depth: usize) -> Result<Range<usize>, ScanError> {
        loop {
            match self.next_token()? {
                Some(Token::End { span, .. }) if self.depth() < depth => return Ok(span),
                Some(_) => {}
                None => return err(self.src.len(), "unexpected end of file"),
            }
        }
    }
}

/// The end of the attribute value whose opening `quote` is at `open` in `src`, with every
/// check: the closing quote, no `<` in the value, and valid references.
#[cold]
fn value_end_checked(src: &[u8], open: usize, quote: u8) -> Result<usize, ScanError> {
    let v_start = open + 1;
    let Some(p) = memchr::memchr(quote, &src[v_start..]) else {
        return err(open, "unclosed attribute value; expected the closing quote");
    };
    let v_end = v_start + p;
    let value = &src[v_start..v_end];
    if let Some(lt) = memchr::memchr(b'<', value) {
        return err(
            v_start + lt,
            "`<` inside an attribute value; expected `&lt;`",
        );
    }
    check_references(value, v_start)?;
    Ok(v_end)
}

/// The first offset from `i` that is not XML whitespace (or the end of `src`).
#[inline]
fn skip_ws(src: &[u8], mut i: usize) -> usize {
    while i < src.len() && is_ws(src[i]) {
        i += 1;
    }
    i
}

/// The error for an end tag `name` (at `start`) that does not close the element `open` opened
/// at `at`.
#[cold]
fn mismatched_end_tag(
    src: &[u8],
    start: usize,
    name: Range<usize>,
    open: Range<usize>,
    at: usize,
) -> ScanError {
    ScanError {
        kind: ErrorKind::Syntax,
        offset: start,
        message: format!(
            "mismatched end tag </{}>; expected </{}> to close the element opened at {}",
            lossy(&src[name]),
            lossy(&src[open]),
            position(src, at)
        ),
    }
}

/// Byte equality for short names (cheaper than a `memcmp` call).
#[inline]
fn short_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

/// The local part of a qualified name (`x:trans-unit` → `trans-unit`).
pub fn local_name(qname: &[u8]) -> &[u8] {
    match memchr::memchr(b':', qname) {
        Some(p) => &qname[p + 1..],
        None => qname,
    }
}

/// The prefix of a qualified name including the colon (`x:trans-unit` → `x:`), or empty.
pub fn prefix_of(qname: &[u8]) -> &[u8] {
    match memchr::memchr(b':', qname) {
        Some(p) => &qname[..p + 1],
        None => &[],
    }
}

fn lossy(b: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(b)
}

/// "line L, column C" of byte `at` of `src`.
pub fn position(src: &[u8], at: usize) -> String {
    let (l, c) = crate::error::line_column(src, at);
    format!("line {l}, column {c}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(s: &str) -> Result<Vec<Token>, ScanError> {
        let mut sc = Scanner::new(s.as_bytes(), 0);
        let mut v = Vec::new();
        while let Some(t) = sc.next_token()? {
            v.push(t);
        }
        Ok(v)
    }

    /// The block index and the byte-by-byte checks agree on every cut of texts and values
    /// across 64-byte blocks, with the vector classifier and the portable one: the same tokens,
    /// or the same error at the same place.
    #[test]
    fn texts_and_values_read_the_same_across_blocks_and_classifiers() {
        let mut docs = Vec::new();
        for pad in 0..70 {
            let p = "x".repeat(pad);
            docs.push(format!(
                "<a t='{p}say \"hi\" &amp; go' u=\"{p}it's\">{p}A &lt; B &#x263A; C</a>"
            ));
            docs.push(format!("<a>{p}bad &nbsp; ref</a>"));
            docs.push(format!("<a>{p}no semicolon & here</a>"));
            docs.push(format!("<a v='{p}x<y'/>"));
            docs.push(format!("<a v='{p}&bogus;'/>"));
            docs.push(format!("<a v=\"{p}unclosed/>"));
            docs.push(format!("<a>{p}&amp<b/>;</a>"));
        }
        for doc in &docs {
            let vector = tokens(doc);
            crate::simd::force_portable(true);
            let portable = tokens(doc);
            crate::simd::force_portable(false);
            assert_eq!(vector, portable, "{doc}");
        }
        let ok = tokens(&docs[0]).expect("well-formed");
        assert_eq!(ok.len(), 3);
        let e = tokens(&format!("<a>{}bad &nbsp; ref</a>", "x".repeat(63))).expect_err("entity");
        assert_eq!(e.offset, 3 + 63 + 4, "{e:?}");
        let e = tokens("<a v='x<y'/>").expect_err("lt");
        assert_eq!((e.offset, e.message.starts_with("`<` inside")), (7, true));
        let e = tokens("<a>&amp<b/>;</a>").expect_err("cut reference");
        assert!(e.message.starts_with("`&` must start"), "{e:?}");
    }

    #[test]
    fn spans_of_tags_and_attribute_values() {
        let s = "<?xml version='1.0'?>\n<a x=\"1\" y='&amp;'><b/>t&lt;<![CDATA[<c>]]></a>\n";
        let mut sc = Scanner::new(s.as_bytes(), 0);
        assert_eq!(sc.next_token().unwrap(), Some(Token::Decl(0..21)));
        assert_eq!(sc.next_token().unwrap(), Some(Token::Text(21..22)));
        let t = sc.next_token().unwrap().unwrap();
        assert!(matches!(t, Token::Start { empty: false, .. }));
        let attrs = sc.attrs().to_vec();
        assert_eq!(&s[attrs[0].value.clone()], "1");
        assert_eq!(&s[attrs[1].value.clone()], "&amp;");
        assert_eq!(attrs[1].quote, b'\'');
        let rest: Vec<_> = std::iter::from_fn(|| sc.next_token().unwrap()).collect();
        assert!(matches!(rest[0], Token::Start { empty: true, .. }));
        assert!(matches!(rest[2], Token::CData { .. }));
        assert!(matches!(rest.last(), Some(Token::Text(_))));
    }

    #[test]
    fn errors_name_the_problem_and_the_place() {
        let e = tokens("<a>\n  <b></c></a>").unwrap_err();
        assert_eq!(e.offset, 9);
        assert!(e.message.contains("expected </b>"), "{}", e.message);
        assert!(e.message.contains("line 2, column 3"), "{}", e.message);
        let e = tokens("<a><b>").unwrap_err();
        assert!(e.message.contains("expected </b>"), "{}", e.message);
        let e = tokens("<a>&foo;</a>").unwrap_err();
        assert!(e.message.contains("never expanded"), "{}", e.message);
        let e = tokens("<a>&#0;</a>").unwrap_err();
        assert!(e.message.contains("invalid character reference"));
        let e = tokens("<a x='1' x='2'/>").unwrap_err();
        assert!(e.message.contains("duplicate attribute"));
        assert!(tokens("<a/><b/>").is_err());
        assert!(tokens("<a x=1/>").is_err());
        assert!(tokens("").is_err());
        assert!(tokens("<a>x</a>junk").is_err());
    }

    #[test]
    fn doctype_is_skipped_never_interpreted() {
        let s = "<!DOCTYPE a [<!ENTITY e \"x>\"><!-- ] -->]><a/>";
        let mut sc = Scanner::new(s.as_bytes(), 0);
        assert!(matches!(sc.next_token().unwrap(), Some(Token::Doctype(_))));
        assert!(sc.declares_entities);
    }

    #[test]
    fn deep_nesting_is_refused() {
        let s = "<a>".repeat(MAX_DEPTH + 1);
        assert!(tokens(&s).unwrap_err().message.contains("nested deeper"));
    }
}
