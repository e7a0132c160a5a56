//! The preview of an HTML file: the page itself, with each segment's content inside
//! `<span id="string_preview_id_N" class="crowdin_phrase">` where it stands, so a translator sees
//! the real page with its strings marked. What cannot hold an element (the `title`, an
//! `option`, attribute values) or is not shown (fallback content of `progress`, `video`, …, and
//! elements marked `hidden` or `style="display: none"`) is listed after the page, one
//! paragraph a string. Scripts never
//! run in the preview: `<script>` elements and `on…` event attributes are taken out and
//! `javascript:` URLs emptied to `#`. A closed `<details>` is opened, so its strings show.

use std::ops::Range;

use crate::document::{decode_utf8, parse_segment, CodeToken};
use crate::error::FormatError;
use crate::format::Format;
use crate::preview::escape_html;
use crate::sink::Collector;
use crate::skeleton::TypedKind as _;

use super::kind::{Kind, Place};
use super::tokenize::{Attr, Token, Tokenizer};
use super::Html;

/// One change to the page: bytes `start..end` replaced by `with`; `rank` orders changes at one
/// place (a segment's end before the next one's start).
struct Edit {
    start: usize,
    end: usize,
    rank: u8,
    with: String,
}

/// The changes that keep scripts from running (`<script>` elements out, `on…` attributes out,
/// `javascript:` URLs replaced by `#`) and that show what a closed `<details>` hides, into
/// `edits`; returns the byte ranges of content a browser does not show: fallback content (see
/// [`FALLBACK`]) and elements marked `hidden` or styled `display: none` in their own `style`.
/// One walk over the page's tokens does both.
fn page_edits(text: &str, edits: &mut Vec<Edit>) -> Vec<Range<usize>> {
    let mut script: Option<usize> = None;
    // Elements open whose content is not shown: name and where their content starts.
    let mut unseen: Vec<(String, usize)> = Vec::new();
    let mut hidden = Vec::new();
    let cut = |start: usize, end: usize, with: &str| Edit {
        start,
        end,
        rank: 2,
        with: with.to_string(),
    };
    for tok in Tokenizer::new(text) {
        match &tok.token {
            Token::Start { name, .. } if name == "script" => script = Some(tok.span.start),
            Token::End { name } if name == "script" => {
                if let Some(s) = script.take() {
                    edits.push(cut(s, tok.span.end, ""));
                }
            }
            Token::End { name } => {
                if let Some(at) = unseen.iter().rposition(|(f, _)| f == name.as_str()) {
                    let (_, start) = unseen.remove(at);
                    hidden.push(start..tok.span.start);
                }
            }
            Token::Start { name, attrs, .. } if script.is_none() => {
                if FALLBACK.contains(&name.as_str()) || hides(text, attrs) {
                    unseen.push((name.to_string(), tok.span.end));
                }
                if name == "details" && !attrs.iter().any(|a| a.name == "open") {
                    // A closed `<details>` hides its strings: the preview opens it.
                    let after_name = tok.span.start + 1 + name.len();
                    edits.push(cut(after_name, after_name, " open"));
                }
                for a in attrs {
                    if a.name.starts_with("on") {
                        edits.push(cut(a.span.start, a.span.end, ""));
                    } else if let Some((r, _)) = &a.value {
                        let value = htmlize::unescape_attribute(&text[r.clone()]);
                        let url: String = value
                            .chars()
                            .filter(|c| !c.is_whitespace() && !c.is_control())
                            .collect();
                        if url.to_ascii_lowercase().starts_with("javascript:") {
                            edits.push(cut(r.start, r.end, "#"));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    if let Some(s) = script {
        edits.push(cut(s, text.len(), ""));
    }
    hidden
}

/// Elements whose content is fallback for browsers that cannot show the element itself, which
/// no current browser renders.
const FALLBACK: [&str; 8] = [
    "progress", "meter", "canvas", "video", "audio", "object", "iframe", "noscript",
];

/// Whether a start tag's own attributes hide its element: `hidden`, or `display: none` in its
/// `style`.
fn hides(text: &str, attrs: &[Attr]) -> bool {
    attrs.iter().any(|a| {
        a.name == "hidden"
            || (a.name == "style"
                && a.value.as_ref().is_some_and(|(r, _)| {
                    let style: String = text[r.clone()]
                        .chars()
                        .filter(|c| !c.is_whitespace())
                        .collect::<String>()
                        .to_ascii_lowercase();
                    style.contains("display:none")
                }))
    })
}

/// The preview page of the HTML file `src`: every segment's content wrapped in its
/// `string_preview_id_<i>` element, `i` its entry's index in the parse (the `previewId`s that
/// `preview::assign_preview_ids` gives); the strings that cannot be marked in place listed after
/// the page.
pub fn html_preview(src: &[u8]) -> Result<String, FormatError> {
    let mut collector = Collector::new(true);
    Html.parse(src, &Default::default(), &mut collector)?;
    let parsed = collector.into_parsed();
    let text = decode_utf8(src)?;
    let n = parsed.entries.len();
    let mut spans: Vec<Option<(usize, usize)>> = vec![None; n];
    let mut listed = vec![false; n];
    for slot in parsed.skeleton.slots() {
        let Some(e) = slot.entry.map(|e| e as usize).filter(|e| *e < n) else {
            continue;
        };
        if Kind::from_bits(slot.kind).is_none_or(|k| k.place != Place::Text) {
            listed[e] = true;
        }
        spans[e] = Some(match spans[e] {
            Some((s, t)) => (s.min(slot.span.start), t.max(slot.span.end)),
            None => (slot.span.start, slot.span.end),
        });
    }
    let mut edits = Vec::new();
    // Content a browser does not show (fallback, `hidden`): its strings are listed after the page.
    let hidden = page_edits(text, &mut edits);
    for (e, span) in spans.iter().enumerate() {
        if let Some((s, _)) = span {
            if hidden.iter().any(|r| r.contains(s)) {
                listed[e] = true;
            }
        }
    }
    for (i, span) in spans.iter().enumerate() {
        if let (Some((s, t)), false) = (span, listed[i]) {
            edits.push(Edit {
                start: *s,
                end: *s,
                rank: 1,
                with: format!("<span id=\"string_preview_id_{i}\" class=\"crowdin_phrase\">"),
            });
            edits.push(Edit {
                start: *t,
                end: *t,
                rank: 0,
                with: "</span>".to_string(),
            });
        }
    }
    edits.sort_by_key(|e| (e.start, e.end, e.rank));
    let mut html = String::with_capacity(src.len() + edits.len() * 48 + 256);
    let mut at = 0;
    for e in &edits {
        if e.start < at {
            continue;
        }
        html.push_str(&text[at..e.start]);
        html.push_str(&e.with);
        at = e.end;
    }
    html.push_str(&text[at..]);
    if listed.iter().any(|l| *l) {
        html.push_str("\n<section class=\"locforge-listed\"><hr>\n");
        for (i, e) in parsed
            .entries
            .iter()
            .enumerate()
            .filter(|(i, _)| listed[*i])
        {
            html.push_str("<p><span id=\"string_preview_id_");
            html.push_str(&i.to_string());
            html.push_str("\" class=\"crowdin_phrase\">");
            let words: String = parse_segment(e.text.main())
                .map(|ts| {
                    ts.iter()
                        .filter_map(|t| match t {
                            CodeToken::Text(s) => Some(s.to_string()),
                            _ => None,
                        })
                        .collect()
                })
                .unwrap_or_default();
            escape_html(&words, &mut html);
            html.push_str("</span></p>\n");
        }
        html.push_str("</section>\n");
    }
    Ok(html)
}
