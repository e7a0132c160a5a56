//! The `xml` base of declared formats ([`DeclaredXml`]), in the spirit of W3C ITS 2.0: element
//! and attribute path rules say which element contents and attribute values are strings, which
//! elements may sit inside a text as inline markup, `translate="no"` excludes an element with
//! its descendants, and the identifier and the context come from an attribute or a sibling
//! element.
//!
//! **Paths.** An element path is a list of steps, each `/name` (a child of the step before; the
//! first one the root element) or `//name` (a descendant at any depth), `*` for any name:
//! `/strings/string`, `//label`, `/ui/*/label`. Names compare as written (with their prefix).
//! An attribute path is an element path followed by `/@name`: `//button/@title`, `//@tooltip`.
//!
//! **Strings.** The text of an element string is its content: character data unescaped
//! (references expanded, CDATA unwrapped, CR LF and CR read as LF), inline elements (whose local
//! name is in `inline`) and comments kept as their markup, byte for byte (the text model of the
//! other XML formats: the text of `<label>Press <b>OK</b></label>` is `Press <b>OK</b>`). Any
//! other element, or a processing instruction, inside an element string is refused with its
//! line and column and the rule. An attribute string's text is the attribute value unescaped.
//! Attributes of elements inside a text are part of the text, never strings of their own.
//!
//! **Identifier and context.** `id` and `context` are `@attr` (an attribute of the element that
//! holds the string) or `name` (the text of the first element of that name beside it, among the
//! children of its parent). Without `id`, the identifier is the element's path with positions
//! among same-named siblings (`strings/string[3]`; the root element has none). An attribute
//! string's identifier is its element's followed by `/@attr` (`ok/@title`). Two strings with one
//! identifier are refused at parse, naming both places.
//!
//! **Exclusion.** `translate="no"` (or any prefixed `…:translate="no"`, such as ITS's
//! `its:translate`) on an element excludes it and its descendants; `translate="yes"` inside
//! includes again, as in ITS.
//!
//! **Parse.** Through the shared XML reading ([`crate::xml`]): encodings from the BOM and the
//! declaration (UTF-8, UTF-16, legacy charsets), line ends kept, no DTD read and no entity beyond
//! the predefined ones (a DOCTYPE declaring entities is refused), nesting deeper than
//! [`MAX_DEPTH`] refused as a limit. Entries are handed to the sink in document order as soon
//! as their identifier and context are known (at once with `@attr` rules; when the parent
//! element ends with sibling rules).
//!
//! **Build.** The slot is the element content between its tags (an empty `<label/>`: its `/>`,
//! rewritten as `>…</label>`), or the attribute value between its quotes. Content is written
//! with `&lt;` `&amp;` `&gt;`, line breaks in the file's style, and inline elements as markup:
//! inline tags that are well-formed and balance are markup, and every other `<` is text,
//! escaped (as XLIFF and TMX builds write it), so a build never writes a broken file.
//! Attribute values are written with the quote escaped too. Characters the file's encoding
//! cannot hold become character references. No plurals: an XML declared format has plain
//! strings only.
//!
//! What lives here: the rules of the base, their checks, the parse and the render. What must
//! not: an XML tokenizer (the shared one is in [`crate::xml`]).

use std::borrow::Cow;
use std::collections::{HashMap, VecDeque};
use std::ops::Range;

use crate::error::{ErrorKind, FormatError};
use crate::format::{Format, FormatInfo, ParseContext, RenderContext, SlotValue};
use crate::model::Entry;
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind};
use crate::xml::encoding::{OffsetMap, XmlEncoding, XmlInput};
use crate::xml::scan::{local_name, position, Attr, ScanError, Scanner, Token};
use crate::xml::text::{escape_attr_into, push_normalized, unescape_into, write_markup_text, Eol};

/// Deepest element nesting accepted; a deeper file is refused as a limit (each open element
/// costs a frame and a step of every path match).
pub const MAX_DEPTH: usize = 256;

/// The rules of an XML format declared in configuration (`base = "xml"`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct XmlRules {
    /// The format's key (lower-case letters, digits, `-`).
    pub key: String,
    /// Its human name.
    pub name: String,
    /// One sentence on what it is (a default is made from the name when empty).
    pub description: String,
    /// Globs on the file name (`*.ui.xml`).
    pub file_names: Vec<String>,
    /// A regular expression the first 64 KB must match.
    pub content: Option<String>,
    /// Element paths whose content is a string (`/strings/string`, `//label`).
    pub elements: Vec<String>,
    /// Attribute paths whose value is a string (`//button/@title`).
    pub attributes: Vec<String>,
    /// Element names that may sit inside a text as inline markup (`b`, `br`, `ph`).
    pub inline: Vec<String>,
    /// Where the identifier comes from: `@attr` or a sibling element's name; the path when
    /// `None`.
    pub id: Option<String>,
    /// Where the context comes from: `@attr` or a sibling element's name.
    pub context: Option<String>,
}

/// How a step relates to the step before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Axis {
    /// `/name`: a child (the root element for the first step).
    Child,
    /// `//name`: a descendant at any depth.
    Descendant,
}

/// One step of an element path; `name` is `None` for `*`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Step {
    axis: Axis,
    name: Option<Vec<u8>>,
}

/// An attribute rule: the element path and the attribute's name.
#[derive(Debug, Clone, PartialEq, Eq)]
struct AttrRule {
    element: Vec<Step>,
    attr: Vec<u8>,
}

/// Where an identifier or a context comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Source {
    /// An attribute of the element holding the string.
    Attr(Vec<u8>),
    /// The text of the first element of this name among its siblings.
    Sibling(Vec<u8>),
}

impl Source {
    fn describe(&self) -> String {
        match self {
            Source::Attr(a) => format!("attribute `{}`", String::from_utf8_lossy(a)),
            Source::Sibling(n) => {
                format!("sibling element <{}> with text", String::from_utf8_lossy(n))
            }
        }
    }
}

fn is_name_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b':' || b >= 0x80
}

fn is_name_char(b: u8) -> bool {
    is_name_start(b) || b.is_ascii_digit() || b == b'-' || b == b'.'
}

fn is_xml_name(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && is_name_start(b[0]) && b.iter().all(|&c| is_name_char(c))
}

/// Reads an element path (`/a//b/*`), or says what is wrong with it.
fn parse_element_path(rule: &str, path: &str) -> Result<Vec<Step>, String> {
    let mut steps = Vec::new();
    let mut rest = path;
    if !rest.starts_with('/') {
        return Err(format!(
            "`{rule}` does not start with `/` (a child of the document) or `//` (any depth)"
        ));
    }
    while !rest.is_empty() {
        let (axis, r) = if let Some(r) = rest.strip_prefix("//") {
            (Axis::Descendant, r)
        } else if let Some(r) = rest.strip_prefix('/') {
            (Axis::Child, r)
        } else {
            return Err(format!("`{rule}`: expected `/` or `//` at `{rest}`"));
        };
        let end = r.find('/').unwrap_or(r.len());
        let name = &r[..end];
        if name.is_empty() {
            return Err(format!("`{rule}` has a step without a name; expected an element name or `*` after each `/` or `//`"));
        }
        if name != "*" && !is_xml_name(name) {
            return Err(format!(
                "`{rule}` has the step `{name}`; expected an element name or `*`"
            ));
        }
        steps.push(Step {
            axis,
            name: (name != "*").then(|| name.as_bytes().to_vec()),
        });
        rest = &r[end..];
    }
    if steps.is_empty() {
        return Err(format!("`{rule}` names the document, not an element"));
    }
    Ok(steps)
}

/// Reads an attribute path (`//button/@title`), or says what is wrong with it.
fn parse_attr_path(rule: &str) -> Result<AttrRule, String> {
    let Some(at) = rule.rfind("/@") else {
        return Err(format!(
            "`{rule}` does not end with `/@name`; expected an element path and an attribute, such as \"//button/@title\""
        ));
    };
    let attr = &rule[at + 2..];
    if !is_xml_name(attr) {
        return Err(format!(
            "`{rule}` names the attribute `{attr}`; expected an attribute name after `/@`"
        ));
    }
    let element = match &rule[..at] {
        // `//@title`: the attribute on any element.
        "/" => vec![Step {
            axis: Axis::Descendant,
            name: None,
        }],
        path => parse_element_path(rule, path)?,
    };
    Ok(AttrRule {
        element,
        attr: attr.as_bytes().to_vec(),
    })
}

/// Reads an `id` or `context` rule: `@attr` or an element name.
fn parse_source(rule: &str, value: &str) -> Result<Source, String> {
    if value.is_empty() {
        return Err(format!(
            "`{rule}`: is empty; name an attribute (`@name`) or a sibling element, or leave it out"
        ));
    }
    if let Some(attr) = value.strip_prefix('@') {
        if !is_xml_name(attr) {
            return Err(format!(
                "`{rule}`: `{value}`; expected `@` and an attribute name, such as \"@name\""
            ));
        }
        return Ok(Source::Attr(attr.as_bytes().to_vec()));
    }
    if !is_xml_name(value) {
        return Err(format!(
            "`{rule}`: `{value}` is neither `@attribute` nor an element name"
        ));
    }
    Ok(Source::Sibling(value.as_bytes().to_vec()))
}

/// True when the open elements `names` (root first) match `steps`: a dynamic programme over the
/// elements, linear in steps × depth whatever the number of `//`.
fn path_matches(steps: &[Step], names: &[&[u8]]) -> bool {
    let n = names.len();
    // reach[j]: the steps so far match with the last one at names[j - 1] (j = 0: the document).
    let mut reach = vec![false; n + 1];
    reach[0] = true;
    for step in steps {
        let mut next = vec![false; n + 1];
        let mut any_before = false;
        for j in 1..=n {
            any_before |= reach[j - 1];
            let related = match step.axis {
                Axis::Child => reach[j - 1],
                Axis::Descendant => any_before,
            };
            next[j] = related && step.name.as_deref().is_none_or(|s| s == names[j - 1]);
        }
        reach = next;
    }
    reach[n]
}

/// The checked rules.
#[derive(Debug, Clone)]
struct Compiled {
    elements: Vec<(String, Vec<Step>)>,
    attributes: Vec<(String, AttrRule)>,
    inline: Vec<String>,
    id: Option<Source>,
    context: Option<Source>,
    file_name_pattern: String,
    extensions: Vec<String>,
}

fn compile(rules: &XmlRules) -> Result<Compiled, String> {
    let (file_name_pattern, extensions) = super::signature::check(
        &rules.key,
        &rules.name,
        &rules.file_names,
        rules.content.as_deref(),
    )?;
    let key = &rules.key;
    let fail = |rule: &str, what: String| format!("declared format `{key}`: `{rule}`: {what}");
    if rules.elements.is_empty() && rules.attributes.is_empty() {
        return Err(fail(
            "elements",
            "names no path, nor does `attributes`; give at least one, such as \"//label\" or \"//button/@title\"".into(),
        ));
    }
    let elements = rules
        .elements
        .iter()
        .map(|p| {
            if p.contains('@') {
                return Err(fail(
                    "elements",
                    format!("`{p}` names an attribute; put attribute paths in `attributes`"),
                ));
            }
            parse_element_path(p, p)
                .map(|s| (p.clone(), s))
                .map_err(|e| fail("elements", e))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let attributes = rules
        .attributes
        .iter()
        .map(|p| {
            parse_attr_path(p)
                .map(|a| (p.clone(), a))
                .map_err(|e| fail("attributes", e))
        })
        .collect::<Result<Vec<_>, String>>()?;
    for name in &rules.inline {
        if !is_xml_name(name) || name.contains(':') {
            return Err(fail(
                "inline",
                format!("`{name}` is not an element name (without prefix); expected names such as \"b\" or \"br\""),
            ));
        }
    }
    let id = rules
        .id
        .as_deref()
        .map(|v| parse_source("id", v))
        .transpose()
        .map_err(|e| format!("declared format `{key}`: {e}"))?;
    let context = rules
        .context
        .as_deref()
        .map(|v| parse_source("context", v))
        .transpose()
        .map_err(|e| format!("declared format `{key}`: {e}"))?;
    Ok(Compiled {
        elements,
        attributes,
        inline: rules.inline.clone(),
        id,
        context,
        file_name_pattern,
        extensions,
    })
}

/// An XML format declared by element and attribute rules (see the module documentation).
#[derive(Debug, Clone)]
pub struct DeclaredXml {
    info: &'static FormatInfo,
    rules: Compiled,
}

impl DeclaredXml {
    /// Checks `rules` and makes the format, or says which rule is wrong (the format's key, the
    /// rule, what is wrong). The format's [`FormatInfo`] lives for the rest of the process.
    pub fn new(rules: &XmlRules) -> Result<DeclaredXml, String> {
        let compiled = compile(rules)?;
        let info = super::signature::info(
            &rules.key,
            &rules.name,
            &rules.description,
            "XML",
            &compiled.file_name_pattern,
            &compiled.extensions,
            rules.content.as_deref(),
        );
        Ok(DeclaredXml {
            info,
            rules: compiled,
        })
    }

    fn inline(&self, qname: &[u8]) -> bool {
        let local = local_name(qname);
        self.rules.inline.iter().any(|n| n.as_bytes() == local)
    }
}

impl XmlRules {
    /// Checks the rules as [`DeclaredXml::new`] does, without making the format.
    pub fn check(&self) -> Result<(), String> {
        compile(self).map(|_| ())
    }
}

/// Where a slot's value goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// Element content, between the tags.
    Content,
    /// An attribute value, between the quotes.
    Attr,
    /// The `/>` of an empty element, rewritten as `>…</name>`.
    EmptyElement,
}

/// The kind of a declared XML slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct XmlSlot {
    shape: Shape,
    eol: Eol,
    /// The attribute value is quoted with `'` (else `"`).
    single_quote: bool,
    enc: XmlEncoding,
}

// Bits: 0–1 the shape, 2–3 the line-end code, 4 the quote, 5–10 the encoding id.
impl TypedKind for XmlSlot {
    fn bits(self) -> u16 {
        let shape = match self.shape {
            Shape::Content => 0,
            Shape::Attr => 1,
            Shape::EmptyElement => 2,
        };
        shape
            | self.eol.code() << 2
            | u16::from(self.single_quote) << 4
            | u16::from(self.enc.id() & 0x3F) << 5
    }

    fn from_bits(bits: u16) -> Option<XmlSlot> {
        let shape = match bits & 3 {
            0 => Shape::Content,
            1 => Shape::Attr,
            2 => Shape::EmptyElement,
            _ => return None,
        };
        if (bits >> 2) & 3 == 3 || bits >> 11 != 0 {
            return None;
        }
        Some(XmlSlot {
            shape,
            eol: Eol::from_code(bits >> 2),
            single_quote: bits & 16 != 0,
            enc: XmlEncoding::from_id(((bits >> 5) & 0x3F) as u8),
        })
    }
}

/// An open element the walk is inside of (not a string's element).
struct Frame {
    /// Its name (view span) and its position among same-named siblings (1-based).
    name: Range<usize>,
    position: usize,
    /// Children seen so far, by name, for positions.
    counts: HashMap<Vec<u8>, usize>,
    /// `translate="no"` is in effect for it and its children.
    excluded: bool,
    /// The text of the element so far, while it may be a sibling an `id` or `context` names
    /// (`None` once a child element is met).
    collect: Option<String>,
    /// The texts of its first children named by `id` and `context` (sibling sources).
    id_text: Option<String>,
    context_text: Option<String>,
    /// The strings among its children waiting for its end (their sequence numbers).
    waiting: Vec<usize>,
}

/// An identifier or context, known or waiting for the parent element to end.
enum Part {
    /// Known (an identifier is always `Some`; a context may be `None`).
    Known(Option<String>),
    /// A sibling's text, followed by `suffix` (`ok` + `/@title`).
    Sibling { suffix: String },
}

/// A string found, waiting until its identifier and context are known.
struct Pending {
    id: Part,
    context: Part,
    text: String,
    /// The slot span (original bytes) and kind.
    span: Range<usize>,
    kind: XmlSlot,
    /// Where the string starts (view offset), for messages.
    at: usize,
    /// The element's name, for messages.
    element: String,
}

struct Walker<'f, 'a, 's> {
    format: &'f DeclaredXml,
    sc: Scanner<'a>,
    view: &'a [u8],
    view_enc: XmlEncoding,
    enc: XmlEncoding,
    eol: Eol,
    map: OffsetMap,
    frames: Vec<Frame>,
    /// Strings found and not handed over yet, in file order; `popped` were handed over before.
    pending: VecDeque<Pending>,
    popped: usize,
    /// The strings of the root element waiting for the end of the document.
    doc_waiting: Vec<usize>,
    seen: HashMap<String, usize>,
    index: usize,
    sink: &'s mut dyn Sink,
}

impl<'a> Walker<'_, 'a, '_> {
    fn key(&self) -> &'static str {
        self.format.info.key
    }

    fn err(&self, at: usize, message: impl Into<String>) -> FormatError {
        FormatError::at(self.view, at, message)
    }

    fn scan_err(&self, e: ScanError) -> FormatError {
        self.err(e.offset, e.message).with_kind(e.kind)
    }

    fn decode(&self, r: Range<usize>) -> Result<Cow<'a, str>, FormatError> {
        self.view_enc.decode_range(self.view, r)
    }

    fn unescaped(&self, r: Range<usize>) -> Result<String, FormatError> {
        let raw = self.decode(r.clone())?;
        let mut s = String::with_capacity(raw.len());
        unescape_into(&raw, &mut s).map_err(|(o, m)| self.err(r.start + o, m))?;
        Ok(s)
    }

    /// A name (or other markup) of the view as text, decoded in the file's encoding.
    fn lossy(&self, r: Range<usize>) -> String {
        self.name_str(&self.view[r])
    }

    fn name_str(&self, bytes: &[u8]) -> String {
        match self.view_enc.decode_view(bytes) {
            Ok(s) => s.into_owned(),
            Err(_) => String::from_utf8_lossy(bytes).into_owned(),
        }
    }

    /// The value of the last start tag's attribute `name`, unescaped.
    fn attr_value(&self, attrs: &[Attr], name: &[u8]) -> Result<Option<String>, FormatError> {
        match attrs.iter().find(|a| &self.view[a.name.clone()] == name) {
            Some(a) => self.unescaped(a.value.clone()).map(Some),
            None => Ok(None),
        }
    }

    /// The element's own `translate` (or `prefix:translate`) setting.
    fn translate(&self, attrs: &[Attr]) -> Result<Option<bool>, FormatError> {
        for a in attrs {
            if local_name(&self.view[a.name.clone()]) == b"translate" {
                let v = self.unescaped(a.value.clone())?;
                return match v.trim() {
                    "no" => Ok(Some(false)),
                    "yes" => Ok(Some(true)),
                    other => Err(self.err(
                        a.value.start,
                        format!("`translate` is \"{other}\"; expected \"yes\" or \"no\""),
                    )),
                };
            }
        }
        Ok(None)
    }

    /// The names of the open elements with `name` last.
    fn names_with(&self, name: &'a [u8]) -> Vec<&'a [u8]> {
        let view: &'a [u8] = self.view;
        self.frames
            .iter()
            .map(|f| &view[f.name.clone()])
            .chain(std::iter::once(name))
            .collect()
    }

    /// The path identifier of an element named `name` at `position` under the open frames.
    fn path_id(&self, name: &[u8], position: usize) -> String {
        let mut id = String::new();
        for (i, f) in self.frames.iter().enumerate() {
            if i > 0 {
                id.push('/');
            }
            id.push_str(&self.lossy(f.name.clone()));
            if i > 0 {
                id.push_str(&format!("[{}]", f.position));
            }
        }
        if !self.frames.is_empty() {
            id.push('/');
        }
        id.push_str(&self.name_str(name));
        if !self.frames.is_empty() {
            id.push_str(&format!("[{position}]"));
        }
        id
    }

    /// The identifier of a string held by the element just opened (`suffix` after it).
    fn id_part(
        &self,
        attrs: &[Attr],
        name: &[u8],
        position: usize,
        at: usize,
        suffix: &str,
    ) -> Result<Part, FormatError> {
        match &self.format.rules.id {
            None => Ok(Part::Known(Some(format!(
                "{}{suffix}",
                self.path_id(name, position)
            )))),
            Some(Source::Attr(a)) => match self.attr_value(attrs, a)? {
                Some(v) if !v.is_empty() => Ok(Part::Known(Some(format!("{v}{suffix}")))),
                _ => Err(self.err(
                    at,
                    format!(
                        "<{}> holds a string but has no non-empty attribute `{}`, which format `{}`'s `id` takes the identifier from; expected one",
                        self.name_str(name),
                        String::from_utf8_lossy(a),
                        self.key()
                    ),
                )),
            },
            Some(Source::Sibling(_)) => Ok(Part::Sibling {
                suffix: suffix.to_string(),
            }),
        }
    }

    fn context_part(&self, attrs: &[Attr]) -> Result<Part, FormatError> {
        match &self.format.rules.context {
            None => Ok(Part::Known(None)),
            Some(Source::Attr(a)) => Ok(Part::Known(
                self.attr_value(attrs, a)?.filter(|v| !v.is_empty()),
            )),
            Some(Source::Sibling(_)) => Ok(Part::Sibling {
                suffix: String::new(),
            }),
        }
    }

    fn document(&mut self) -> Result<(), FormatError> {
        loop {
            let tok = match self.sc.next_token() {
                Ok(Some(tok)) => tok,
                Ok(None) => break,
                Err(e) => return Err(self.scan_err(e)),
            };
            match tok {
                Token::Doctype(span) if self.sc.declares_entities => {
                    return Err(self.err(
                        span.start,
                        "the DOCTYPE declares entities, which are never expanded; expected a file without entity declarations",
                    ));
                }
                Token::Start { span, name, empty } => self.start(span, name, empty)?,
                Token::End { .. } => self.end()?,
                Token::Text(r) => {
                    if self.frames.last().is_some_and(|f| f.collect.is_some()) {
                        let t = self.unescaped(r)?;
                        if let Some(c) = self.frames.last_mut().and_then(|f| f.collect.as_mut()) {
                            c.push_str(&t);
                        }
                    }
                }
                Token::CData { content, .. } => {
                    if self.frames.last().is_some_and(|f| f.collect.is_some()) {
                        let raw = self.decode(content)?;
                        if let Some(c) = self.frames.last_mut().and_then(|f| f.collect.as_mut()) {
                            push_normalized(&raw, c);
                        }
                    }
                }
                Token::Decl(_) | Token::Pi(_) | Token::Comment(_) | Token::Doctype(_) => {}
            }
        }
        let waiting = std::mem::take(&mut self.doc_waiting);
        self.resolve(&waiting, None, None)?;
        self.flush()
    }

    fn is_sibling_source(&self, name: &[u8]) -> bool {
        let r = &self.format.rules;
        [&r.id, &r.context]
            .into_iter()
            .any(|s| matches!(s, Some(Source::Sibling(n)) if n == name))
    }

    /// Records `text` as the text of a child named `name` of the innermost open element.
    fn record_sibling(&mut self, name: &[u8], text: &str) {
        let (id_name, context_name) = {
            let r = &self.format.rules;
            let n = |s: &Option<Source>| match s {
                Some(Source::Sibling(n)) => Some(n.clone()),
                _ => None,
            };
            (n(&r.id), n(&r.context))
        };
        if let Some(f) = self.frames.last_mut() {
            if id_name.as_deref() == Some(name) && f.id_text.is_none() {
                f.id_text = Some(text.to_string());
            }
            if context_name.as_deref() == Some(name) && f.context_text.is_none() {
                f.context_text = Some(text.to_string());
            }
        }
    }

    fn start(
        &mut self,
        span: Range<usize>,
        name: Range<usize>,
        empty: bool,
    ) -> Result<(), FormatError> {
        let view: &'a [u8] = self.view;
        let qname: &'a [u8] = &view[name.clone()];
        if self.sc.depth() > MAX_DEPTH {
            return Err(self
                .err(
                    span.start,
                    format!(
                        "elements nested deeper than {MAX_DEPTH} levels; format `{}` reads files up to that depth",
                        self.key()
                    ),
                )
                .with_kind(ErrorKind::Limit));
        }
        let attrs: Vec<Attr> = self.sc.attrs().to_vec();
        let position = match self.frames.last_mut() {
            Some(parent) => {
                parent.collect = None;
                let c = parent.counts.entry(qname.to_vec()).or_insert(0);
                *c += 1;
                *c
            }
            None => 1,
        };
        let inherited = self.frames.last().is_some_and(|f| f.excluded);
        let excluded = match self.translate(&attrs)? {
            Some(yes) => !yes,
            None => inherited,
        };
        let names = self.names_with(qname);
        let format = self.format;
        if !excluded {
            // Attribute strings first, in the tag's order: their slots come before the
            // content's. An attribute several rules match is one string.
            for attr in &attrs {
                let attr_name = &view[attr.name.clone()];
                let matched = format
                    .rules
                    .attributes
                    .iter()
                    .any(|(_, a)| a.attr[..] == *attr_name && path_matches(&a.element, &names));
                if !matched {
                    continue;
                }
                let suffix = format!("/@{}", self.name_str(attr_name));
                let id = self.id_part(&attrs, qname, position, span.start, &suffix)?;
                let context = self.context_part(&attrs)?;
                let text = self.unescaped(attr.value.clone())?;
                let start = self.map.map(view, attr.value.start);
                let end = self.map.map(view, attr.value.end);
                self.push_pending(Pending {
                    id,
                    context,
                    text,
                    span: start..end,
                    kind: XmlSlot {
                        shape: Shape::Attr,
                        eol: self.eol,
                        single_quote: attr.quote == b'\'',
                        enc: self.enc,
                    },
                    at: attr.value.start,
                    element: format!("{}/@{}", self.lossy(name.clone()), self.name_str(attr_name)),
                });
            }
        }
        let rule = if excluded {
            None
        } else {
            format
                .rules
                .elements
                .iter()
                .find(|(_, steps)| path_matches(steps, &names))
                .map(|(r, _)| r.clone())
        };
        if let Some(rule) = rule {
            let id = self.id_part(&attrs, qname, position, span.start, "")?;
            let context = self.context_part(&attrs)?;
            let (text, slot, shape) = if empty {
                (String::new(), span.end - 2..span.end, Shape::EmptyElement)
            } else {
                let (text, content) = self.read_text(&name, &rule, span.end)?;
                (text, content, Shape::Content)
            };
            if self.is_sibling_source(qname) {
                self.record_sibling(qname, &text);
            }
            let start = self.map.map(view, slot.start);
            let end = self.map.map(view, slot.end);
            self.push_pending(Pending {
                id,
                context,
                text,
                span: start..end,
                kind: XmlSlot {
                    shape,
                    eol: self.eol,
                    single_quote: false,
                    enc: self.enc,
                },
                at: span.start,
                element: self.lossy(name),
            });
            return self.flush();
        }
        if empty {
            if self.is_sibling_source(qname) {
                self.record_sibling(qname, "");
            }
        } else {
            self.frames.push(Frame {
                name,
                position,
                counts: HashMap::new(),
                excluded,
                collect: self.is_sibling_source(qname).then(String::new),
                id_text: None,
                context_text: None,
                waiting: Vec::new(),
            });
        }
        self.flush()
    }

    fn end(&mut self) -> Result<(), FormatError> {
        let Some(frame) = self.frames.pop() else {
            return Ok(());
        };
        // Resolve the strings among its children with its children's texts.
        self.resolve(
            &frame.waiting,
            frame.id_text.as_deref(),
            frame.context_text.as_deref(),
        )?;
        if let Some(text) = &frame.collect {
            let view: &'a [u8] = self.view;
            self.record_sibling(&view[frame.name.clone()], text);
        }
        self.flush()
    }

    /// Queues a string; one whose identifier or context is a sibling's waits for its parent.
    fn push_pending(&mut self, p: Pending) {
        let seq = self.popped + self.pending.len();
        if matches!(p.id, Part::Sibling { .. }) || matches!(p.context, Part::Sibling { .. }) {
            match self.frames.last_mut() {
                Some(f) => f.waiting.push(seq),
                None => self.doc_waiting.push(seq),
            }
        }
        self.pending.push_back(p);
    }

    /// Gives the strings `waiting` (sequence numbers) their sibling identifier and context.
    fn resolve(
        &mut self,
        waiting: &[usize],
        id_text: Option<&str>,
        context_text: Option<&str>,
    ) -> Result<(), FormatError> {
        let key = self.key();
        for &seq in waiting {
            // A waiting string is never handed over, so it is still in the queue.
            let i = seq - self.popped;
            if let Part::Sibling { suffix } = &self.pending[i].id {
                let Some(t) = id_text.map(str::trim).filter(|t| !t.is_empty()) else {
                    let p = &self.pending[i];
                    let what = self
                        .format
                        .rules
                        .id
                        .as_ref()
                        .map_or_else(String::new, Source::describe);
                    return Err(self.err(
                        p.at,
                        format!(
                            "<{}> holds a string but has no {what} beside it, which format `{key}`'s `id` takes the identifier from; expected one",
                            p.element
                        ),
                    ));
                };
                self.pending[i].id = Part::Known(Some(format!("{t}{suffix}")));
            }
            if let Part::Sibling { .. } = &self.pending[i].context {
                self.pending[i].context =
                    Part::Known(context_text.filter(|t| !t.is_empty()).map(str::to_string));
            }
        }
        Ok(())
    }

    /// Hands the strings at the front whose identifier and context are known to the sink.
    fn flush(&mut self) -> Result<(), FormatError> {
        while let Some(p) = self.pending.front() {
            let (Part::Known(Some(_)), Part::Known(_)) = (&p.id, &p.context) else {
                break;
            };
            let Some(p) = self.pending.pop_front() else {
                break;
            };
            self.popped += 1;
            let (Part::Known(Some(identifier)), Part::Known(context)) = (p.id, p.context) else {
                break;
            };
            if let Some(&first) = self.seen.get(&identifier) {
                return Err(self
                    .err(
                        p.at,
                        format!(
                            "identifier `{identifier}` is given to two strings by format `{}`'s rules: this one and the one at {}; expected each identifier once",
                            self.key(),
                            position(self.view, first)
                        ),
                    )
                    .with_kind(ErrorKind::DuplicateIdentifier));
            }
            self.seen.insert(identifier.clone(), p.at);
            let mut entry = Entry::plain(identifier, Cow::Owned(p.text));
            entry.context = context.map(Cow::Owned);
            self.sink.entry(self.index, entry)?;
            if self.sink.wants_skeleton() {
                self.sink.slot(Slot {
                    span: p.span,
                    entry: Some(self.index as u32),
                    category: None,
                    kind: p.kind.bits(),
                    target: None,
                });
            }
            self.index += 1;
        }
        Ok(())
    }

    /// Reads the content of the string element `name` just opened (its content starts at
    /// `from`) through its end tag: the text and the content's span (view offsets).
    fn read_text(
        &mut self,
        name: &Range<usize>,
        rule: &str,
        from: usize,
    ) -> Result<(String, Range<usize>), FormatError> {
        let depth = self.sc.depth();
        let mut text = String::new();
        let element = self.lossy(name.clone());
        let key = self.key();
        loop {
            let tok = match self.sc.next_token() {
                Ok(Some(t)) => t,
                Ok(None) => {
                    return Err(self.err(
                        self.view.len(),
                        format!("unexpected end of file; expected </{element}>"),
                    ))
                }
                Err(e) => return Err(self.scan_err(e)),
            };
            match tok {
                Token::Text(r) => {
                    let raw = self.decode(r.clone())?;
                    unescape_into(&raw, &mut text).map_err(|(o, m)| self.err(r.start + o, m))?;
                }
                Token::CData { content, .. } => push_normalized(&self.decode(content)?, &mut text),
                Token::Comment(r) => push_normalized(&self.decode(r)?, &mut text),
                Token::Start { span, name: child, .. } => {
                    if !self.format.inline(&self.view[child.clone()]) {
                        let inline = if self.format.rules.inline.is_empty() {
                            "none".to_string()
                        } else {
                            self.format.rules.inline.join(", ")
                        };
                        return Err(self.err(
                            span.start,
                            format!(
                                "element <{}> inside the text of <{element}> (a string by format `{key}`'s rule `{rule}` of `elements`); expected text or an element of `inline` ({inline})",
                                self.lossy(child)
                            ),
                        ));
                    }
                    push_normalized(&self.decode(span)?, &mut text);
                }
                Token::End { span, .. } => {
                    if self.sc.depth() < depth {
                        return Ok((text, from..span.start));
                    }
                    push_normalized(&self.decode(span)?, &mut text);
                }
                Token::Pi(r) => {
                    return Err(self.err(
                        r.start,
                        format!("a processing instruction inside the text of <{element}> (a string by format `{key}`'s rule `{rule}` of `elements`); expected text or an element of `inline`"),
                    ))
                }
                Token::Decl(r) | Token::Doctype(r) => {
                    return Err(self.err(r.start, "internal error: a declaration inside an element")
                        .with_kind(ErrorKind::Internal))
                }
            }
        }
    }
}

/// The raw bytes of the name of the tag whose `/>` is at `at` in `src` (in the file's encoding).
fn tag_name_before(src: &[u8], at: usize, enc: XmlEncoding) -> Option<&[u8]> {
    match enc {
        XmlEncoding::Utf16Le | XmlEncoding::Utf16Be => {
            let unit = |i: usize| -> u16 {
                let b = [src[i], src[i + 1]];
                if enc == XmlEncoding::Utf16Le {
                    u16::from_le_bytes(b)
                } else {
                    u16::from_be_bytes(b)
                }
            };
            let mut lt = at.checked_sub(2)?;
            while unit(lt) != u16::from(b'<') {
                lt = lt.checked_sub(2)?;
            }
            let mut end = lt + 2;
            while end + 1 < src.len() {
                let u = unit(end);
                if u < 0x80 && !is_name_char(u as u8) {
                    break;
                }
                end += 2;
            }
            Some(&src[lt + 2..end])
        }
        _ => {
            let lt = memchr::memrchr(b'<', &src[..at])?;
            let end = src[lt + 1..]
                .iter()
                .position(|&b| !is_name_char(b))
                .map_or(src.len(), |n| lt + 1 + n);
            Some(&src[lt + 1..end])
        }
    }
}

impl Format for DeclaredXml {
    fn info(&self) -> &'static FormatInfo {
        self.info
    }

    fn parse(
        &self,
        src: &[u8],
        _ctx: &ParseContext<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        let input = XmlInput::new(src)?;
        let view: &[u8] = &input.view;
        let mut walker = Walker {
            format: self,
            sc: Scanner::new(view, input.start),
            view,
            view_enc: input.encoding.view_encoding(),
            enc: input.encoding,
            eol: Eol::detect(&view[input.start..]),
            map: input.offsets(),
            frames: Vec::new(),
            pending: VecDeque::new(),
            popped: 0,
            doc_waiting: Vec::new(),
            seen: HashMap::new(),
            index: 0,
            sink,
        };
        walker.document()
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        let key = self.info.key;
        let k: XmlSlot = slot.kind_as(ctx.src)?;
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
        let id = super::entry_id(ctx);
        let refuse = |why: String| {
            FormatError::at(
                ctx.src,
                slot.span.start,
                format!("the translation of `{id}` cannot be written by format `{key}`: {why}"),
            )
            .with_kind(ErrorKind::Unsupported)
        };
        let mut s = String::with_capacity(text.len() + 16);
        match k.shape {
            Shape::Attr => {
                let quote = if k.single_quote { b'\'' } else { b'"' };
                escape_attr_into(text, quote, &mut s).map_err(refuse)?;
                k.enc.encode_into(&s, out);
            }
            Shape::Content | Shape::EmptyElement => {
                // Inline tags that are well-formed and balance are written as markup; every
                // other `<` and `&` as text (as XLIFF and TMX builds write them), so a file is
                // never written broken and the text reads back as given.
                let inline: Vec<&str> = self.rules.inline.iter().map(String::as_str).collect();
                write_markup_text(text, &inline, k.eol, &mut s).map_err(refuse)?;
                if k.shape == Shape::Content {
                    k.enc.encode_into(&s, out);
                } else {
                    let name =
                        tag_name_before(ctx.src, slot.span.start, k.enc).ok_or_else(|| {
                            FormatError::internal(
                                ctx.src,
                                slot.span.start,
                                "internal error: no tag before an empty element's slot",
                            )
                        })?;
                    k.enc.encode_into(">", out);
                    k.enc.encode_into(&s, out);
                    k.enc.encode_into("</", out);
                    out.extend_from_slice(name);
                    k.enc.encode_into(">", out);
                }
            }
        }
        Ok(())
    }

    fn creates_plurals(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests;
