//! The parse of a Markdown file: pulldown-cmark's events with their byte offsets, walked into
//! segments (paragraphs, headings, tight list items, table cells), each an entry whose slots are
//! its runs of text; the YAML front matter's translatable keys before them.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::ops::Range;

use pulldown_cmark::{Event, LinkType, MetadataBlockKind, Options, Parser, Tag, TagEnd};

use crate::document::{decode_utf8 as decode, Ids};
use crate::error::{ErrorKind, FormatError};
use crate::model::Entry;
use crate::sink::Sink;
use crate::skeleton::{Slot, TypedKind as _};

use super::front_matter;
use super::kind::{Kind, Place, MAX_RUNS};
use super::segment::Segment;

/// The extensions read: GFM tables, task lists, footnotes, strikethrough and alerts, and YAML
/// front matter. Also the preview's.
pub(crate) fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_GFM
        | Options::ENABLE_YAML_STYLE_METADATA_BLOCKS
}

/// Where the block holding inline content is, innermost last.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Block {
    Paragraph,
    Heading {
        level: u8,
        atx: bool,
    },
    Item,
    Cell,
    /// Code, HTML and metadata blocks: their content is kept, never read.
    Kept,
    /// Any other container (block quote, list, table, footnote definition).
    Other,
}

/// What the walk hands to the sink.
struct Out<'s, 'k> {
    src: &'s [u8],
    sink: &'k mut dyn Sink,
    skeleton: bool,
    ids: Ids,
    count: usize,
}

impl Out<'_, '_> {
    /// Emits a finished segment as an entry (when it has words) and its runs as slots.
    fn segment(&mut self, mut seg: Segment) -> Result<(), FormatError> {
        seg.finish();
        if !seg.has_words() {
            return Ok(());
        }
        if seg.runs.len() > MAX_RUNS {
            return Err(FormatError::at(
                self.src,
                seg.span.start,
                format!(
                    "a {} with {} inline codes (emphasis, links, code spans, HTML); expected at most {}",
                    describe(&seg.block),
                    seg.runs.len() - 1,
                    MAX_RUNS - 1
                ),
            )
            .with_kind(ErrorKind::Limit));
        }
        let identifier = self.ids.next(&seg.block, &seg.text);
        let context = legend(self.src, &seg);
        let mut entry = Entry::plain(identifier, seg.text);
        entry.context = Some(Cow::Owned(context));
        let index = self.count;
        self.sink.entry(index, entry)?;
        self.count += 1;
        if self.skeleton {
            for (run, span) in seg.runs.into_iter().enumerate() {
                self.sink.slot(Slot {
                    span,
                    entry: Some(index as u32),
                    category: None,
                    kind: Kind {
                        place: seg.place,
                        run: run as u16,
                    }
                    .bits(),
                    target: None,
                });
            }
        }
        Ok(())
    }
}

impl Out<'_, '_> {
    /// Emits a translatable front-matter value as an entry with one slot.
    fn front(&mut self, f: front_matter::Value<'_>) -> Result<(), FormatError> {
        let index = self.count;
        let mut entry = Entry::plain(format!("front-matter/{}", f.key), f.text);
        entry.context = Some(Cow::Owned(format!("front matter `{}`", f.key)));
        self.sink.entry(index, entry)?;
        self.count += 1;
        if self.skeleton {
            self.sink.slot(Slot {
                span: f.span,
                entry: Some(index as u32),
                category: None,
                kind: Kind {
                    place: f.place,
                    run: 0,
                }
                .bits(),
                target: None,
            });
        }
        Ok(())
    }
}

/// The longest piece of markup a context shows, in characters.
const SHOWN_MARKUP: usize = 40;

/// A segment's context: its kind of block, and what each code stands for in the file
/// (`<0>…</0> = **…**`, `<1/> = `code``), so a translator knows what is kept.
fn legend(src: &[u8], seg: &Segment) -> String {
    let mut out = describe(&seg.block);
    let show = |r: &Range<usize>, out: &mut String| {
        let text = String::from_utf8_lossy(src.get(r.clone()).unwrap_or_default());
        let mut chars = text
            .chars()
            .map(|c| if c == '\r' || c == '\n' { ' ' } else { c });
        out.extend(chars.by_ref().take(SHOWN_MARKUP));
        if chars.next().is_some() {
            out.push('…');
        }
    };
    for (n, (open, close)) in seg.markup.iter().enumerate() {
        out.push_str(if n == 0 { "; codes: " } else { ", " });
        match close {
            Some(close) => {
                let _ = write!(out, "<{n}>…</{n}> = ");
                show(open, &mut out);
                out.push('…');
                show(close, &mut out);
            }
            None => {
                let _ = write!(out, "<{n}/> = ");
                show(open, &mut out);
            }
        }
    }
    out
}

/// What a block's short name stands for (the entry's context).
fn describe(block: &str) -> String {
    match block {
        "p" => "paragraph".to_string(),
        "li" => "list item".to_string(),
        "td" => "table cell".to_string(),
        h if h.starts_with('h') => format!("heading (level {})", &h[1..]),
        other => other.to_string(),
    }
}

/// Parses `src` into `sink`: the front matter's translatable keys, then each segment in
/// document order.
pub(crate) fn parse(
    src: &[u8],
    front_keys: &[String],
    sink: &mut dyn Sink,
) -> Result<(), FormatError> {
    let text = decode(src)?;
    let start = if text.starts_with('\u{FEFF}') { 3 } else { 0 };
    let body = &text[start..];
    let skeleton = sink.wants_skeleton();
    let mut out = Out {
        src,
        sink,
        skeleton,
        ids: Ids::default(),
        count: 0,
    };
    let mut blocks: Vec<Block> = Vec::new();
    let mut seg: Option<Segment> = None;
    // Inside a link kept whole as one code (see `whole`): how many link ends to skip.
    let mut skip = 0usize;
    for (event, r) in Parser::new_ext(body, options()).into_offset_iter() {
        let r: Range<usize> = r.start + start..r.end + start;
        if skip > 0 {
            match event {
                Event::Start(Tag::Link { .. } | Tag::Image { .. }) => skip += 1,
                Event::End(TagEnd::Link | TagEnd::Image) => skip -= 1,
                _ => {}
            }
            continue;
        }
        let in_kept = blocks.last() == Some(&Block::Kept);
        match event {
            Event::Start(tag) => match tag {
                Tag::Emphasis
                | Tag::Strong
                | Tag::Strikethrough
                | Tag::Superscript
                | Tag::Subscript
                    if !in_kept =>
                {
                    inline(&mut seg, &blocks, r.start).open(r, 1);
                }
                Tag::Link { link_type, .. } | Tag::Image { link_type, .. } if !in_kept => {
                    let image = matches!(tag, Tag::Image { .. });
                    let s = inline(&mut seg, &blocks, r.start);
                    if whole(link_type) {
                        s.standalone(r);
                        skip = 1;
                    } else {
                        s.open(r, if image { 2 } else { 1 });
                    }
                }
                block => {
                    finish(&mut seg, &mut out)?;
                    let b = match block {
                        Tag::Paragraph => Block::Paragraph,
                        Tag::Heading { level, .. } => {
                            // Up to three spaces may indent an ATX heading's `#`.
                            let atx = src
                                .get(r.start..)
                                .unwrap_or_default()
                                .iter()
                                .find(|b| **b != b' ' && **b != b'\t')
                                == Some(&b'#');
                            let level = level as u8;
                            out.ids.enter_heading(level);
                            Block::Heading { level, atx }
                        }
                        Tag::Item => Block::Item,
                        Tag::TableCell => Block::Cell,
                        Tag::MetadataBlock(MetadataBlockKind::YamlStyle) if r.start == start => {
                            for found in front_matter::read(src, r.clone(), front_keys) {
                                match found {
                                    front_matter::Found::Value(v) => out.front(v)?,
                                    front_matter::Found::Warning(w) => out.sink.warning(w),
                                }
                            }
                            Block::Kept
                        }
                        Tag::CodeBlock(_) | Tag::HtmlBlock | Tag::MetadataBlock(_) => Block::Kept,
                        _ => Block::Other,
                    };
                    blocks.push(b);
                }
            },
            Event::End(end) => match end {
                TagEnd::Emphasis
                | TagEnd::Strong
                | TagEnd::Strikethrough
                | TagEnd::Superscript
                | TagEnd::Subscript
                | TagEnd::Link
                | TagEnd::Image
                    if seg.as_ref().is_some_and(Segment::has_open) =>
                {
                    if let Some(s) = seg.as_mut() {
                        s.close(r.end);
                    }
                }
                _ => {
                    let heading = match blocks.last() {
                        Some(Block::Heading { level, .. }) => Some(*level),
                        _ => None,
                    };
                    if let Some(level) = heading {
                        let words = match &seg {
                            Some(s) if s.has_words() => s.words.clone(),
                            Some(s) => {
                                String::from_utf8_lossy(src.get(s.span.clone()).unwrap_or_default())
                                    .into_owned()
                            }
                            None => String::new(),
                        };
                        finish(&mut seg, &mut out)?;
                        out.ids.push_heading(level, &words);
                    } else {
                        finish(&mut seg, &mut out)?;
                    }
                    blocks.pop();
                }
            },
            Event::Text(t) if !in_kept => {
                // A backslash escape's text comes without its backslash: the run must hold it,
                // or a translation written there would keep it in front of its text.
                let backslashes = src
                    .get(..r.start)
                    .unwrap_or_default()
                    .iter()
                    .rev()
                    .take_while(|b| **b == b'\\')
                    .count();
                let first = t.as_bytes().first();
                let escaped = backslashes % 2 == 1
                    && first.is_some_and(u8::is_ascii_punctuation)
                    && first == src.get(r.start);
                let r = if escaped { r.start - 1..r.end } else { r };
                inline(&mut seg, &blocks, r.start).text(&t, r)
            }
            Event::SoftBreak if !in_kept => inline(&mut seg, &blocks, r.start).soft_break(r),
            Event::Code(_)
            | Event::InlineHtml(_)
            | Event::InlineMath(_)
            | Event::HardBreak
            | Event::FootnoteReference(_)
                if !in_kept =>
            {
                inline(&mut seg, &blocks, r.start).standalone(r)
            }
            // A task list's `[ ]` comes before the item's text: kept, not part of it.
            Event::TaskListMarker(_) => {}
            // HTML blocks, display math, rules and anything inside kept blocks: kept as they are.
            _ => {}
        }
    }
    finish(&mut seg, &mut out)?;
    Ok(())
}

/// Links kept whole as one standalone code: an autolink's text is its URL, and a shortcut
/// (`[text]`) or collapsed (`[text][]`) reference's text is its label, which a translation would
/// break.
fn whole(link_type: LinkType) -> bool {
    matches!(
        link_type,
        LinkType::Autolink
            | LinkType::Email
            | LinkType::Shortcut
            | LinkType::ShortcutUnknown
            | LinkType::Collapsed
            | LinkType::CollapsedUnknown
    )
}

/// The segment open at an inline event, opened if none is (of the innermost block).
fn inline<'a>(seg: &'a mut Option<Segment>, blocks: &[Block], at: usize) -> &'a mut Segment {
    seg.get_or_insert_with(|| {
        let (place, block) = match blocks.last() {
            Some(Block::Heading { level, atx }) => (
                if *atx { Place::Heading } else { Place::Flow },
                format!("h{level}"),
            ),
            Some(Block::Item) => (Place::Flow, "li".to_string()),
            Some(Block::Cell) => (Place::Cell, "td".to_string()),
            _ => (Place::Flow, "p".to_string()),
        };
        Segment::new(place, block, at)
    })
}

/// Ends the open segment, if any, handing it to `out`.
fn finish(seg: &mut Option<Segment>, out: &mut Out<'_, '_>) -> Result<(), FormatError> {
    match seg.take() {
        Some(s) => out.segment(s),
        None => Ok(()),
    }
}
