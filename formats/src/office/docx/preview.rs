//! The preview of a Word document: a readable HTML page of its story parts in reading order,
//! headings as headings (by paragraph style), tables as tables, bold, italic and underlined
//! text as such, line breaks as breaks, each string inside its
//! `<span id="string_preview_id_N" class="crowdin_phrase">` (`N` its entry's index in the
//! parse). Pictures, fields' codes and other markup are not shown.

use std::collections::HashMap;

use crate::document::{parse_segment, CodeToken};
use crate::error::FormatError;
use crate::preview::escape_html;

use super::segment::{Code, Segment};
use super::story::{self, Block};
use super::{ids, story_parts, strings, Package, WHAT};

/// The HTML tags a run formatting (`w:rPr` bytes) shows as: bold, italic, underline.
fn tags(rpr: &[u8]) -> Vec<&'static str> {
    let has = |name: &str| {
        let text = String::from_utf8_lossy(rpr);
        text.split('<').any(|el| {
            let el = el.trim_end_matches(['>', '/']);
            let (tag, rest) = el.split_once(' ').unwrap_or((el, ""));
            tag.rsplit(':').next() == Some(name)
                && !rest.contains("val=\"0\"")
                && !rest.contains("val=\"false\"")
                && !rest.contains("val=\"none\"")
        })
    };
    [("b", "strong"), ("i", "em"), ("u", "u")]
        .into_iter()
        .filter(|(n, _)| has(n))
        .map(|(_, t)| t)
        .collect()
}

/// A segment's text as HTML.
fn segment_html(text: &str, seg: &Segment, out: &mut String) {
    let Ok(tokens) = parse_segment(text) else {
        escape_html(text, out);
        return;
    };
    let mut open: Vec<Vec<&'static str>> = Vec::new();
    for t in tokens {
        match t {
            CodeToken::Text(s) => escape_html(&s, out),
            CodeToken::Open(n) => {
                let t = match seg.codes.get(n as usize) {
                    Some(Code::Format(rpr)) => tags(rpr),
                    _ => Vec::new(),
                };
                for tag in &t {
                    out.push('<');
                    out.push_str(tag);
                    out.push('>');
                }
                open.push(t);
            }
            CodeToken::Close(_) => {
                for tag in open.pop().unwrap_or_default().iter().rev() {
                    out.push_str("</");
                    out.push_str(tag);
                    out.push('>');
                }
            }
            CodeToken::Standalone(n) => {
                if let Some(Code::Standalone(b)) = seg.codes.get(n as usize) {
                    let s = String::from_utf8_lossy(b);
                    if s.contains(":br/>") || s.contains(":br ") || s.contains(":cr/>") {
                        out.push_str("<br>");
                    } else if s.contains(":tab/>") {
                        out.push_str("&emsp;");
                    }
                }
            }
        }
    }
}

/// The preview page of the Word document `src`, titled `title`.
pub fn docx_preview(title: &str, src: &[u8]) -> Result<String, FormatError> {
    let mut pkg = Package::open(src, WHAT)?;
    let parts = story_parts(&mut pkg, &mut |_| {})?;
    let mut html = String::from("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>");
    escape_html(title, &mut html);
    html.push_str("</title><style>table{border-collapse:collapse}td{border:1px solid #999;padding:2px 6px;vertical-align:top}.part{color:#777;font-size:small;border-top:1px solid #ccc}</style></head><body>\n");
    let mut ids = ids::Ids::default();
    let mut index = 0usize;
    for (n, part) in parts.iter().enumerate() {
        let xml = pkg.read(part)?.unwrap_or_default();
        let story = story::read(part, &xml)?;
        let found = strings(part, &story, &mut ids);
        let by_start: HashMap<usize, (usize, usize)> = found
            .iter()
            .enumerate()
            .map(|(k, f)| (f.paragraph.span.start, (k, index + k)))
            .collect();
        if n > 0 {
            html.push_str("<p class=\"part\">");
            escape_html(part, &mut html);
            html.push_str("</p>\n");
        }
        let mut stack: Vec<&str> = Vec::new();
        for block in &story.blocks {
            match *block {
                Block::Table => {
                    html.push_str("<table>\n");
                    stack.push("table");
                }
                Block::Row => {
                    html.push_str("<tr>");
                    stack.push("tr");
                }
                Block::Cell => {
                    html.push_str("<td>");
                    stack.push("td");
                }
                Block::End => {
                    if let Some(tag) = stack.pop() {
                        html.push_str("</");
                        html.push_str(tag);
                        html.push_str(">\n");
                    }
                }
                Block::Paragraph(p) => {
                    let paragraph = &story.paragraphs[p];
                    let Some(&(k, entry)) = by_start.get(&paragraph.span.start) else {
                        continue;
                    };
                    let f = &found[k];
                    let tag = match f.block.as_str() {
                        "title" => "h1",
                        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => f.block.as_str(),
                        _ => "p",
                    };
                    html.push('<');
                    html.push_str(tag);
                    html.push_str("><span id=\"string_preview_id_");
                    html.push_str(&entry.to_string());
                    html.push_str("\" class=\"crowdin_phrase\">");
                    segment_html(&f.text, &f.segment, &mut html);
                    html.push_str("</span></");
                    html.push_str(tag);
                    html.push_str(">\n");
                }
            }
        }
        index += found.len();
    }
    html.push_str("</body></html>\n");
    Ok(html)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formatting_tags_are_read_from_run_properties() {
        assert_eq!(
            tags(b"<w:rPr><w:b/><w:i w:val=\"0\"/><w:u w:val=\"single\"/></w:rPr>"),
            vec!["strong", "u"]
        );
        assert!(tags(b"<w:rPr><w:bCs/></w:rPr>").is_empty());
    }
}
