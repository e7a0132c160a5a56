//! The preview of a Markdown file: the page pulldown-cmark's HTML writer renders, with each
//! segment's content inside `<span id="string_preview_id_N" class="crowdin_phrase">`, so a
//! translator sees the real document with its strings marked. Front-matter strings come first,
//! one paragraph each (the page does not show front matter otherwise).

use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use crate::error::FormatError;
use crate::format::Format;
use crate::preview::escape_html;
use crate::sink::Collector;

use super::parse::options;
use super::Markdown;

/// Whether an event is inline content (text, a code, or an inline element's start or end).
fn is_inline(event: &Event<'_>) -> bool {
    match event {
        Event::Start(t) => matches!(
            t,
            Tag::Emphasis
                | Tag::Strong
                | Tag::Strikethrough
                | Tag::Superscript
                | Tag::Subscript
                | Tag::Link { .. }
                | Tag::Image { .. }
        ),
        Event::End(t) => matches!(
            t,
            TagEnd::Emphasis
                | TagEnd::Strong
                | TagEnd::Strikethrough
                | TagEnd::Superscript
                | TagEnd::Subscript
                | TagEnd::Link
                | TagEnd::Image
        ),
        Event::Html(_) | Event::DisplayMath(_) | Event::Rule => false,
        _ => true,
    }
}

/// The preview page of the Markdown file `src` as `format` reads it: every segment's rendered
/// content wrapped in its `string_preview_id_<i>` element, `i` its entry's index in the parse
/// (the `previewId`s that `preview::assign_preview_ids` gives), in a page titled `title`.
pub fn markdown_preview(format: &Markdown, title: &str, src: &[u8]) -> Result<String, FormatError> {
    let mut collector = Collector::new(true);
    format.parse(src, &Default::default(), &mut collector)?;
    let parsed = collector.into_parsed();
    // Each entry's first slot start and last slot end.
    let mut marks: Vec<(usize, usize, u32)> = Vec::new();
    for slot in parsed.skeleton.slots() {
        let Some(entry) = slot.entry else { continue };
        match marks.last_mut() {
            Some(last) if last.2 == entry => last.1 = slot.span.end,
            _ => marks.push((slot.span.start, slot.span.end, entry)),
        }
    }
    let text = crate::document::decode_utf8(src)?;
    let start = if text.starts_with('\u{FEFF}') { 3 } else { 0 };
    let mut html = String::with_capacity(src.len() * 2 + 256);
    html.push_str("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>");
    escape_html(title, &mut html);
    html.push_str("</title></head><body>\n");
    let mut events: Vec<Event<'_>> = Vec::new();
    let mut next = 0;
    let mut open: Option<usize> = None;
    // Code, HTML and metadata blocks open: nothing inside them is marked.
    let mut kept = 0usize;
    // Where the front matter lies, when the file has one.
    let mut front_matter = 0..0;
    for (event, r) in Parser::new_ext(&text[start..], options()).into_offset_iter() {
        let s = r.start + start;
        if let Event::Start(Tag::MetadataBlock(_)) = &event {
            front_matter = s..r.end + start;
        }
        match &event {
            Event::Start(Tag::CodeBlock(_) | Tag::HtmlBlock | Tag::MetadataBlock(_)) => kept += 1,
            Event::End(TagEnd::CodeBlock | TagEnd::HtmlBlock | TagEnd::MetadataBlock(_)) => {
                kept = kept.saturating_sub(1)
            }
            _ => {}
        }
        let inline = is_inline(&event) && kept == 0;
        let end = matches!(event, Event::End(_));
        if let Some(i) = open {
            if !inline || (!end && s >= marks[i].1) {
                events.push(Event::InlineHtml("</span>".into()));
                open = None;
            }
        }
        while next < marks.len() && marks[next].1 < s {
            next += 1;
        }
        if open.is_none() && inline && !end && next < marks.len() && marks[next].0 <= s {
            events.push(Event::InlineHtml(
                format!(
                    "<span id=\"string_preview_id_{}\" class=\"crowdin_phrase\">",
                    marks[next].2
                )
                .into(),
            ));
            open = Some(next);
            next += 1;
        }
        events.push(event);
    }
    if open.is_some() {
        events.push(Event::InlineHtml("</span>".into()));
    }
    // Front-matter strings: those whose slots lie in the front matter (not those whose
    // identifiers look like it: a heading "Front Matter" gives its paragraphs that prefix).
    for &(_, _, entry) in marks.iter().filter(|m| front_matter.contains(&m.0)) {
        let Some(e) = parsed.entries.get(entry as usize) else {
            continue;
        };
        html.push_str("<p><span id=\"string_preview_id_");
        html.push_str(&entry.to_string());
        html.push_str("\" class=\"crowdin_phrase\">");
        escape_html(e.text.main(), &mut html);
        html.push_str("</span></p>\n");
    }
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    html.push_str("</body></html>\n");
    Ok(html)
}
