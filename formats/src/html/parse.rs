//! The parse of an HTML file: the tokens walked with a stack of open elements into segments
//! (the text of a block element, inline elements as codes) and attribute strings, each an entry
//! whose slots are its runs of text or its attribute value.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::ops::Range;

use crate::document::{decode_utf8, escape_segment_text, Ids};
use crate::error::{ErrorKind, FormatError};
use crate::model::Entry;
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind as _};

use super::kind::{Kind, Place, MAX_RUNS};
use super::segment::{AttrString, Segment};
use super::tokenize::{Attr, Quote, Tok, Token, Tokenizer};

/// The most elements open at once. Deeper markup is refused: Chromium's HTML parser stops
/// nesting at this depth too (it makes deeper elements siblings), so a page that relies on more
/// does not render as written anyway.
pub(crate) const MAX_DEPTH: usize = 512;

/// What an element is to the walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    /// An inline element with text: a paired code (`<b>`, `<a>`, `<span>`).
    Phrase,
    /// An inline void element: a standalone code (`<br>`, `<img>`).
    PhraseVoid,
    /// An inline element kept whole as one standalone code, never read (`<code>`, `<svg>`, and
    /// an inline element with `translate="no"`).
    PhraseKept,
    /// Kept whole: a standalone code inside a segment, else skipped without starting one
    /// (`<script>`, `<style>`, `<template>`).
    Hidden,
    /// A block kept whole, never read (`<pre>`, and a block with `translate="no"`).
    BlockKept,
    /// A void block element: it ends a segment (`<hr>`, `<meta>`).
    BlockVoid,
    /// Any other element: its text is a segment of its own.
    Block,
}

/// The class of element `name` (lower-case), `translate="no"` not yet applied.
pub(crate) fn class(name: &str) -> Class {
    match name {
        "a" | "abbr" | "b" | "bdi" | "bdo" | "big" | "cite" | "data" | "del" | "dfn" | "em"
        | "font" | "i" | "ins" | "mark" | "nobr" | "q" | "rb" | "rp" | "rt" | "ruby" | "s"
        | "small" | "span" | "strike" | "strong" | "sub" | "sup" | "time" | "tt" | "u" | "var" => {
            Class::Phrase
        }
        "br" | "wbr" | "img" | "input" | "embed" | "source" | "track" => Class::PhraseVoid,
        "code" | "kbd" | "samp" | "svg" | "math" | "textarea" | "iframe" | "object" | "video"
        | "audio" | "canvas" | "picture" | "map" => Class::PhraseKept,
        "script" | "style" | "template" | "noembed" | "noframes" => Class::Hidden,
        "pre" | "xmp" | "plaintext" | "listing" => Class::BlockKept,
        "hr" | "meta" | "link" | "base" | "col" | "area" | "param" | "keygen" => Class::BlockVoid,
        _ => Class::Block,
    }
}

/// Whether `name` is a void element (never has content or an end tag).
pub(crate) fn is_void(name: &str) -> bool {
    matches!(class(name), Class::PhraseVoid | Class::BlockVoid)
}

/// The attributes whose values are strings on any element.
const TEXT_ATTRIBUTES: [&str; 4] = ["alt", "title", "placeholder", "aria-label"];

/// The `<meta>` whose `content` is a string, by its `name` or `property`: the description and
/// keywords, and the Open Graph and Twitter card texts (`og:title`, `og:description`,
/// `og:site_name`, `og:image:alt`, `twitter:title`, …), never their URLs, types or sizes.
fn meta_is_text(kind: &str) -> bool {
    matches!(kind, "description" | "keywords")
        || ((kind.starts_with("og:") || kind.starts_with("twitter:"))
            && ["title", "description", "site_name", ":alt"]
                .iter()
                .any(|t| kind.ends_with(t)))
}

/// Whether an element's attributes say `translate="no"`.
fn untranslated(src: &str, attrs: &[Attr]) -> bool {
    attrs.iter().any(|a| {
        a.name == "translate"
            && a.value
                .as_ref()
                .is_some_and(|(r, _)| src[r.clone()].trim().eq_ignore_ascii_case("no"))
    })
}

/// The attribute strings of a start tag of `name`.
fn attribute_strings(src: &str, name: &str, attrs: &[Attr]) -> Vec<AttrString> {
    let value_of = |attr: &str| {
        attrs
            .iter()
            .find(|a| a.name == attr)
            .and_then(|a| a.value.as_ref())
            .map(|(r, _)| htmlize::unescape_attribute(&src[r.clone()]).into_owned())
    };
    let meta = (name == "meta")
        .then(|| value_of("name").or_else(|| value_of("property")))
        .flatten()
        .map(|k| k.trim().to_ascii_lowercase())
        .filter(|k| meta_is_text(k));
    let mut out = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for a in attrs {
        // A repeated attribute is dropped by the HTML parser: only the first counts.
        if seen.contains(&a.name.as_str()) {
            continue;
        }
        seen.push(&a.name);
        let block = if TEXT_ATTRIBUTES.contains(&a.name.as_str()) {
            format!("{name}@{}", a.name)
        } else if a.name == "content" && meta.is_some() {
            format!("meta@{}", meta.as_deref().unwrap_or_default())
        } else {
            continue;
        };
        let Some((span, quote)) = &a.value else {
            continue;
        };
        let value = htmlize::unescape_attribute(&src[span.clone()]);
        if value.trim().is_empty() {
            continue;
        }
        let mut text = String::new();
        escape_segment_text(&value, &mut text);
        out.push(AttrString {
            block,
            text,
            span: span.clone(),
            place: match quote {
                Quote::Double => Place::Double,
                Quote::Single => Place::Single,
                Quote::Bare => Place::Bare,
            },
        });
    }
    out
}

/// An open element.
#[derive(Debug)]
struct Open {
    name: String,
    class: Class,
}

/// An element kept whole (skipped): its name, how many of that name are open inside it, where
/// it starts, and whether it is a code of the segment.
#[derive(Debug)]
struct Skip {
    name: String,
    depth: usize,
    start: usize,
    label: String,
}

/// What the walk hands to the sink.
struct Out<'s, 'k> {
    src: &'s str,
    sink: &'k mut dyn Sink,
    skeleton: bool,
    ids: Ids,
    count: usize,
}

impl Out<'_, '_> {
    /// Emits an entry; its index.
    fn entry(&mut self, block: &str, text: String, context: String) -> Result<u32, FormatError> {
        let identifier = self.ids.next(block, &text);
        let mut entry = Entry::plain(identifier, text);
        entry.context = Some(Cow::Owned(context));
        let index = self.count;
        self.sink.entry(index, entry)?;
        self.count += 1;
        Ok(index as u32)
    }

    fn slot(&mut self, span: Range<usize>, entry: u32, place: Place, run: usize) {
        if self.skeleton {
            self.sink.slot(Slot {
                span,
                entry: Some(entry),
                category: None,
                kind: Kind {
                    place,
                    run: run as u16,
                }
                .bits(),
                target: None,
            });
        }
    }

    /// Emits attribute strings (outside any segment).
    fn attrs(&mut self, attrs: Vec<AttrString>) -> Result<(), FormatError> {
        for a in attrs {
            let context = format!("attribute `{}`", a.block.replace('@', " "));
            let index = self.entry(&a.block, a.text, context)?;
            self.slot(a.span, index, a.place, 0);
        }
        Ok(())
    }

    /// Emits a finished segment (when it has words) and the attribute strings inside it, then
    /// all their slots in byte order.
    fn segment(&mut self, seg: Segment) -> Result<(), FormatError> {
        let mut slots: Vec<(Range<usize>, u32, Place, usize)> = Vec::new();
        if seg.has_words() {
            if seg.runs.len() > MAX_RUNS {
                return Err(FormatError::at(
                    self.src.as_bytes(),
                    seg.start,
                    format!(
                        "a <{}> with {} inline elements, comments and kept elements; expected at most {}",
                        seg.block,
                        seg.runs.len() - 1,
                        MAX_RUNS - 1
                    ),
                )
                .with_kind(ErrorKind::Limit));
            }
            let mut context = format!("<{}>", seg.block);
            for (n, (paired, label)) in seg.labels.iter().enumerate() {
                context.push_str(if n == 0 { "; codes: " } else { ", " });
                if *paired {
                    let _ = write!(context, "<{n}>…</{n}> = {label}");
                } else {
                    let _ = write!(context, "<{n}/> = {label}");
                }
            }
            let index = self.entry(&seg.block, seg.text, context)?;
            for (run, span) in seg.runs.into_iter().enumerate() {
                slots.push((span, index, seg.place, run));
            }
        }
        for a in seg.attrs {
            let context = format!("attribute `{}`", a.block.replace('@', " "));
            let index = self.entry(&a.block, a.text, context)?;
            slots.push((a.span, index, a.place, 0));
        }
        slots.sort_by_key(|s| s.0.start);
        for (span, index, place, run) in slots {
            self.slot(span, index, place, run);
        }
        Ok(())
    }
}

/// The walk's state.
struct Walk<'s, 'k> {
    src: &'s str,
    out: Out<'s, 'k>,
    stack: Vec<Open>,
    seg: Option<Segment>,
    skip: Option<Skip>,
    /// The words of the last segment read inside the heading being read.
    heading_words: String,
}

/// The heading level of `name` (`h1` … `h6`).
fn heading_level(name: &str) -> Option<u8> {
    match name.as_bytes() {
        [b'h', d @ b'1'..=b'6'] => Some(d - b'0'),
        _ => None,
    }
}

impl Walk<'_, '_> {
    /// The innermost open block element's name.
    fn block(&self) -> &str {
        self.stack
            .iter()
            .rev()
            .find(|o| o.class == Class::Block)
            .map_or("body", |o| o.name.as_str())
    }

    /// The segment open, opened at `at` if none is.
    fn segment(&mut self, at: usize) -> &mut Segment {
        if self.seg.is_none() {
            let block = self.block().to_string();
            let place = if matches!(block.as_str(), "title" | "option") {
                Place::Listed
            } else {
                Place::Text
            };
            self.seg = Some(Segment::new(place, &block, at));
        }
        self.seg.as_mut().expect("opened above")
    }

    /// Ends the open segment before `at`.
    fn finish(&mut self, at: usize) -> Result<(), FormatError> {
        if let Some(mut seg) = self.seg.take() {
            seg.finish(self.src, at);
            if heading_level(&seg.block).is_some() && seg.has_words() {
                self.heading_words = seg.words.clone();
            }
            self.out.segment(seg)?;
        }
        Ok(())
    }

    /// Pushes an open element, refusing one too deep.
    fn push(&mut self, name: &str, class: Class, at: usize) -> Result<(), FormatError> {
        if self.stack.len() >= MAX_DEPTH {
            return Err(FormatError::at(
                self.src.as_bytes(),
                at,
                format!(
                    "<{name}> opens element {} deep (elements not closed count too); expected at most {MAX_DEPTH} open elements: close or flatten the markup",
                    self.stack.len() + 1
                ),
            )
            .with_kind(ErrorKind::Limit));
        }
        self.stack.push(Open {
            name: name.to_string(),
            class,
        });
        Ok(())
    }

    /// Pops the innermost open `name` and everything inside it; false when none is open.
    fn pop_to(&mut self, name: &str) -> bool {
        match self.stack.iter().rposition(|o| o.name == name) {
            Some(i) => {
                self.stack.truncate(i);
                true
            }
            None => false,
        }
    }

    /// The end tags a start tag of `name` implies, as browsers apply them: a new paragraph,
    /// list item, cell, row or option closes the one open in its scope.
    fn implied_ends(&mut self, name: &str) {
        let closes: &[&str] = match name {
            "li" => &["li"],
            "dt" | "dd" => &["dt", "dd"],
            "td" | "th" => &["td", "th"],
            "tr" => &["tr", "td", "th"],
            "tbody" | "thead" | "tfoot" => &["tbody", "thead", "tfoot", "tr", "td", "th"],
            "option" => &["option"],
            "optgroup" => &["option", "optgroup"],
            _ => &[],
        };
        let scope: &[&str] = match name {
            "li" => &["ul", "ol", "menu", "table"],
            "dt" | "dd" => &["dl", "table"],
            "option" | "optgroup" => &["select", "datalist"],
            _ => &["table"],
        };
        for (i, o) in self.stack.iter().enumerate().rev() {
            if closes.contains(&o.name.as_str()) {
                self.stack.truncate(i);
                break;
            }
            if scope.contains(&o.name.as_str()) {
                break;
            }
        }
        // The elements whose start tag closes an open paragraph (the HTML standard's list); a
        // heading also closes a heading.
        if matches!(
            name,
            "address"
                | "article"
                | "aside"
                | "blockquote"
                | "center"
                | "details"
                | "dialog"
                | "dir"
                | "div"
                | "dl"
                | "fieldset"
                | "figcaption"
                | "figure"
                | "footer"
                | "form"
                | "h1"
                | "h2"
                | "h3"
                | "h4"
                | "h5"
                | "h6"
                | "header"
                | "hgroup"
                | "hr"
                | "main"
                | "menu"
                | "nav"
                | "ol"
                | "p"
                | "pre"
                | "section"
                | "summary"
                | "table"
                | "ul"
                | "li"
                | "dd"
                | "dt"
                | "plaintext"
                | "xmp"
                | "listing"
        ) {
            let top = self.stack.iter().rposition(|o| o.class == Class::Block);
            if let Some(i) = top {
                let open = self.stack[i].name.as_str();
                if open == "p" || (heading_level(open).is_some() && heading_level(name).is_some()) {
                    self.stack.truncate(i);
                }
            }
        }
    }

    /// A start tag.
    fn start(
        &mut self,
        tok: &Tok,
        name: &str,
        attrs: &[Attr],
        self_closing: bool,
    ) -> Result<(), FormatError> {
        let span = tok.span.clone();
        let mut class = class(name);
        if untranslated(self.src, attrs) {
            class = match class {
                Class::Phrase | Class::PhraseVoid | Class::PhraseKept => Class::PhraseKept,
                Class::Block | Class::BlockKept => Class::BlockKept,
                other => other,
            };
        }
        // A void element with `translate="no"` is whole already.
        let void = is_void(name);
        match class {
            Class::Phrase => {
                let found = attribute_strings(self.src, name, attrs);
                let seg = self.segment(span.start);
                seg.attrs.extend(found);
                seg.open(name, span.clone());
                self.push(name, class, span.start)
            }
            Class::PhraseVoid => {
                let found = attribute_strings(self.src, name, attrs);
                let seg = self.segment(span.start);
                seg.attrs.extend(found);
                seg.standalone(span.clone(), format!("<{name}>"));
                Ok(())
            }
            Class::PhraseKept | Class::Hidden => {
                if class == Class::Hidden && self.seg.is_none() {
                    self.skip = Some(Skip {
                        name: name.to_string(),
                        depth: 1,
                        start: span.start,
                        label: String::new(),
                    });
                    return Ok(());
                }
                self.segment(span.start);
                let label = format!("<{name}>…</{name}> (kept)");
                if void || self_closing && matches!(name, "svg" | "math") {
                    if let Some(seg) = self.seg.as_mut() {
                        seg.standalone(span, label);
                    }
                } else {
                    self.skip = Some(Skip {
                        name: name.to_string(),
                        depth: 1,
                        start: span.start,
                        label,
                    });
                }
                Ok(())
            }
            Class::BlockKept => {
                self.finish(span.start)?;
                self.implied_ends(name);
                if !void {
                    self.skip = Some(Skip {
                        name: name.to_string(),
                        depth: 1,
                        start: span.start,
                        label: String::new(),
                    });
                }
                Ok(())
            }
            Class::BlockVoid | Class::Block => {
                self.finish(span.start)?;
                self.implied_ends(name);
                let found = attribute_strings(self.src, name, attrs);
                self.out.attrs(found)?;
                if class == Class::Block {
                    if let Some(level) = heading_level(name) {
                        self.out.ids.enter_heading(level);
                        self.heading_words.clear();
                    }
                    self.push(name, class, span.start)?;
                }
                Ok(())
            }
        }
    }

    /// An end tag.
    fn end(&mut self, tok: &Tok, name: &str) -> Result<(), FormatError> {
        let span = tok.span.clone();
        if let Some(seg) = self.seg.as_mut() {
            if seg.is_open(name) {
                seg.close(name, span);
                self.pop_to(name);
                return Ok(());
            }
            let open = self.stack.iter().any(|o| o.name == name);
            if matches!(class(name), Class::Phrase | Class::PhraseVoid) || !open {
                // An inline element opened before the segment, or an end tag of nothing open
                // (`</br>` reads as a `<br>`): markup inside the text.
                seg.standalone(span, format!("</{name}>"));
                self.pop_to(name);
                return Ok(());
            }
        }
        self.finish(span.start)?;
        if self.pop_to(name) {
            if let Some(level) = heading_level(name) {
                let words = std::mem::take(&mut self.heading_words);
                self.out.ids.push_heading(level, &words);
            }
        }
        Ok(())
    }

    /// A token inside an element kept whole; true when it ends that element (the token is then
    /// handled too, when it ends it from outside).
    fn skipped(&mut self, tok: &Tok) -> Result<(), FormatError> {
        let Some(skip) = self.skip.as_mut() else {
            return Ok(());
        };
        let end = match &tok.token {
            Token::Start {
                name, self_closing, ..
            } if *name == skip.name && !*self_closing => {
                skip.depth += 1;
                None
            }
            Token::End { name } if *name == skip.name => {
                skip.depth -= 1;
                (skip.depth == 0).then_some((tok.span.end, false))
            }
            // The end of an element open around it ends it too.
            Token::End { name } if self.stack.iter().any(|o| o.name == *name) => {
                Some((tok.span.start, true))
            }
            _ => None,
        };
        if let Some((at, again)) = end {
            let skip = self.skip.take().expect("checked above");
            if let Some(seg) = self.seg.as_mut() {
                seg.standalone(skip.start..at, skip.label);
            }
            if again {
                self.token(tok)?;
            }
        }
        Ok(())
    }

    /// One token.
    fn token(&mut self, tok: &Tok) -> Result<(), FormatError> {
        if self.skip.is_some() {
            return self.skipped(tok);
        }
        let span = tok.span.clone();
        match &tok.token {
            Token::Text => {
                let raw = &self.src[span.clone()];
                if self.seg.is_none() {
                    let words = raw.trim_start_matches(|c: char| c.is_ascii_whitespace());
                    if words.is_empty() {
                        return Ok(());
                    }
                    let at = span.end - words.len();
                    self.segment(at).text(words);
                } else if let Some(seg) = self.seg.as_mut() {
                    seg.text(raw);
                }
                Ok(())
            }
            Token::Start {
                name,
                attrs,
                self_closing,
            } => self.start(tok, name, attrs, *self_closing),
            Token::End { name } => self.end(tok, name),
            Token::Other | Token::Raw => {
                if let Some(seg) = self.seg.as_mut() {
                    let label = if self.src[span.clone()].starts_with("<!--") {
                        "a comment".to_string()
                    } else {
                        "markup".to_string()
                    };
                    seg.standalone(span, label);
                }
                Ok(())
            }
        }
    }
}

/// Parses `src` into `sink`: each segment and attribute string in document order.
pub(crate) fn parse(src: &[u8], sink: &mut dyn Sink) -> Result<(), FormatError> {
    let text = decode_utf8(src)?;
    let skeleton = sink.wants_skeleton();
    let mut walk = Walk {
        src: text,
        out: Out {
            src: text,
            sink,
            skeleton,
            ids: Ids::default(),
            count: 0,
        },
        stack: Vec::new(),
        seg: None,
        skip: None,
        heading_words: String::new(),
    };
    for tok in Tokenizer::new(text) {
        walk.token(&tok)?;
    }
    if let Some(skip) = walk.skip.take() {
        if let Some(seg) = walk.seg.as_mut() {
            seg.standalone(skip.start..text.len(), skip.label);
        }
    }
    walk.finish(text.len())?;
    Ok(())
}
