//! A paragraph as a segment: its pieces written in the inline-code notation, and a
//! translation written back as the paragraph's XML.
//!
//! Runs that look the same next to each other are one stretch of text (Word splits runs at
//! random on save, and by the language it tags each word with: see `looks`). Text in the main
//! formatting of its level (the paragraph, or a container such as a hyperlink: no run
//! formatting when some of its text has none, else its first text's) is plain; text in another
//! formatting is a paired code `<N>…</N>`; a container is a paired code around its own text;
//! markup that is no text (a tab, a break, a field's code, a drawing, a bookmark) is a
//! standalone code `<N/>`, adjacent ones one code. Codes before the first text and after the
//! last are kept outside the segment (a bookmark around a heading is no concern of the
//! translator's).

use std::fmt::Write as _;
use std::io::Write as _;

use crate::document::{escape_segment_text, parse_segment, CodeToken};
use crate::xml::text::{escape_text_into, Eol};

use super::story::{Paragraph, Piece};

/// What one code of a segment stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Code {
    /// Text in this run formatting (`w:rPr` bytes).
    Format(Vec<u8>),
    /// Markup written as it is.
    Standalone(Vec<u8>),
    /// A container's opening and closing, and the formatting of its own first run.
    Group {
        open: Vec<u8>,
        close: Vec<u8>,
        base: Vec<u8>,
    },
}

/// A paragraph as a segment.
#[derive(Debug, Clone, Default)]
pub struct Segment {
    /// The text with its codes, `None` when the paragraph has no text (then it is no string).
    pub text: Option<String>,
    /// The plain words (codes left out), for the preview and slugs.
    pub words: String,
    /// Code `n` is `codes[n]`.
    pub codes: Vec<Code>,
    /// The formatting of plain text.
    pub base: Vec<u8>,
    /// Markup kept before and after the segment.
    pub before: Vec<u8>,
    pub after: Vec<u8>,
}

/// Whether a piece holds text (directly or inside a container).
fn has_text(p: &Piece) -> bool {
    match p {
        Piece::Text { text, .. } => !text.is_empty(),
        Piece::Code(_) => false,
        Piece::Group { inner, .. } => inner.iter().any(has_text),
    }
}

/// The bytes of a piece with no text, as the file has them (dropped caches left out).
fn flat(p: &Piece, out: &mut Vec<u8>) {
    match p {
        Piece::Text { .. } => {}
        Piece::Code(b) => out.extend_from_slice(b),
        Piece::Group { open, close, inner } => {
            out.extend_from_slice(open);
            for i in inner {
                flat(i, out);
            }
            out.extend_from_slice(close);
        }
    }
}

/// The main formatting of `pieces` at their own level: none (an empty `w:rPr`) when some of
/// their text has no run formatting of its own, else the first text's (empty when there is no
/// text). Not simply the first run's: a paragraph that starts with a bold "Note:" reads
/// `<0>Note:</0> the rest`, not `Note:<0> the rest</0>`; and not the formatting of most of the
/// text, which a translation of other lengths would change.
fn main_format(pieces: &[Piece]) -> Vec<u8> {
    let texts = || {
        pieces.iter().filter_map(|p| match p {
            Piece::Text { rpr, text } if !text.is_empty() => Some(rpr),
            _ => None,
        })
    };
    if let Some(plain) = texts().find(|r| looks(r).is_empty()) {
        return plain.clone();
    }
    texts().next().cloned().unwrap_or_default()
}

/// What a run formatting (`w:rPr` bytes) looks like: the bytes without the properties that
/// only tag the text for proofing (`w:lang`, `w:noProof`), which Word changes as a writer types
/// and which split runs that look the same; empty when nothing else is left. Runs that look the
/// same are one stretch of text (written back with the first one's formatting).
fn looks(rpr: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    use std::sync::OnceLock;
    static PROOFING: OnceLock<Option<regex::bytes::Regex>> = OnceLock::new();
    static EMPTY: OnceLock<Option<regex::bytes::Regex>> = OnceLock::new();
    let proofing = PROOFING.get_or_init(|| {
        regex::bytes::Regex::new(r"<([A-Za-z0-9_]+:)?(lang|noProof)(\s[^>]*)?/>").ok()
    });
    let empty = EMPTY.get_or_init(|| {
        regex::bytes::Regex::new(
            r"^<([A-Za-z0-9_]+:)?rPr(\s[^>]*)?(/>|>\s*</([A-Za-z0-9_]+:)?rPr>)$",
        )
        .ok()
    });
    let (Some(proofing), Some(empty)) = (proofing, empty) else {
        return std::borrow::Cow::Borrowed(rpr);
    };
    let rest = proofing.replace_all(rpr, &b""[..]);
    if empty.is_match(&rest) {
        return std::borrow::Cow::Borrowed(&[]);
    }
    rest
}

/// The segment of paragraph `p`.
pub fn segment(p: &Paragraph) -> Segment {
    let mut seg = Segment::default();
    let Some(first) = p.pieces.iter().position(has_text) else {
        return seg;
    };
    let last = p.pieces.iter().rposition(has_text).unwrap_or(first);
    for piece in &p.pieces[..first] {
        flat(piece, &mut seg.before);
    }
    for piece in &p.pieces[last + 1..] {
        flat(piece, &mut seg.after);
    }
    let body = &p.pieces[first..=last];
    seg.base = main_format(body);
    let mut text = String::new();
    let base = seg.base.clone();
    write_level(body, &base, &mut text, &mut seg);
    seg.text = Some(text);
    seg
}

/// Writes `pieces` (whose plain formatting is `base`) into `text`, adding their codes.
fn write_level(pieces: &[Piece], base: &[u8], text: &mut String, seg: &mut Segment) {
    let mut i = 0;
    while i < pieces.len() {
        match &pieces[i] {
            Piece::Text { rpr, .. } => {
                // Every text of this formatting up to the next other piece, as one stretch.
                let mut words = String::new();
                let look = looks(rpr);
                while let Some(Piece::Text { rpr: r, text: t }) = pieces.get(i) {
                    if looks(r) != look {
                        break;
                    }
                    words.push_str(t);
                    i += 1;
                }
                if words.is_empty() {
                    continue;
                }
                seg.words.push_str(&words);
                if look == looks(base) {
                    escape_segment_text(&words, text);
                } else {
                    let n = seg.codes.len();
                    seg.codes.push(Code::Format(rpr.clone()));
                    let _ = write!(text, "<{n}>");
                    escape_segment_text(&words, text);
                    let _ = write!(text, "</{n}>");
                }
            }
            Piece::Code(_) => {
                let mut bytes = Vec::new();
                while let Some(p @ Piece::Code(_)) = pieces.get(i) {
                    flat(p, &mut bytes);
                    i += 1;
                }
                let n = seg.codes.len();
                seg.codes.push(Code::Standalone(bytes));
                let _ = write!(text, "<{n}/>");
            }
            Piece::Group { open, close, inner } => {
                i += 1;
                let n = seg.codes.len();
                if !inner.iter().any(has_text) {
                    let mut bytes = Vec::new();
                    flat(&pieces[i - 1], &mut bytes);
                    // A container without text next to other markup is one code with it.
                    if let (Some(Code::Standalone(prev)), true) =
                        (seg.codes.last_mut(), text.ends_with("/>"))
                    {
                        prev.extend_from_slice(&bytes);
                    } else {
                        seg.codes.push(Code::Standalone(bytes));
                        let _ = write!(text, "<{n}/>");
                    }
                    continue;
                }
                let inner_base = main_format(inner);
                seg.codes.push(Code::Group {
                    open: open.clone(),
                    close: close.clone(),
                    base: inner_base.clone(),
                });
                let _ = write!(text, "<{n}>");
                write_level(inner, &inner_base, text, seg);
                let _ = write!(text, "</{n}>");
            }
        }
    }
}

/// The paragraph `p` (of part bytes `xml`) with its segment `seg` replaced by `translation`
/// (whose codes were checked against the segment's): the start tag and properties, the markup
/// kept before and after, and runs written afresh. `Err` names a character XML cannot hold.
pub fn rewrite(
    xml: &[u8],
    p: &Paragraph,
    seg: &Segment,
    translation: &str,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let tokens = parse_segment(translation).map_err(|e| e.to_string())?;
    let w = &p.prefix;
    out.extend_from_slice(&xml[p.head.clone()]);
    out.extend_from_slice(&seg.before);
    // Open codes, innermost last: their formatting for the text inside.
    let mut open: Vec<u32> = Vec::new();
    let mut escaped = String::new();
    for token in tokens {
        match token {
            CodeToken::Text(t) => {
                if t.is_empty() {
                    continue;
                }
                let rpr = open
                    .iter()
                    .rev()
                    .find_map(|n| match seg.codes.get(*n as usize) {
                        Some(Code::Format(r)) => Some(r.as_slice()),
                        Some(Code::Group { base, .. }) => Some(base.as_slice()),
                        _ => None,
                    })
                    .unwrap_or(&seg.base);
                escaped.clear();
                escape_text_into(&t, Eol::Lf, &mut escaped)?;
                let _ = write!(out, "<{w}r>");
                out.extend_from_slice(rpr);
                let _ = write!(out, "<{w}t xml:space=\"preserve\">{escaped}</{w}t></{w}r>");
            }
            CodeToken::Open(n) => {
                if let Some(Code::Group { open: o, .. }) = seg.codes.get(n as usize) {
                    out.extend_from_slice(o);
                }
                open.push(n);
            }
            CodeToken::Close(n) => {
                if let Some(Code::Group { close, .. }) = seg.codes.get(n as usize) {
                    out.extend_from_slice(close);
                }
                open.pop();
            }
            CodeToken::Standalone(n) => {
                if let Some(Code::Standalone(b)) = seg.codes.get(n as usize) {
                    out.extend_from_slice(b);
                }
            }
        }
    }
    out.extend_from_slice(&seg.after);
    let _ = write!(out, "</{}>", p.name);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::story::read;
    use super::*;

    fn para(body: &str) -> (Vec<u8>, Paragraph) {
        let xml = format!(
            r#"<w:document xmlns:w="x"><w:body><w:p w:rsidR="1"><w:pPr><w:jc w:val="center"/></w:pPr>{body}</w:p></w:body></w:document>"#
        );
        let story = read("word/document.xml", xml.as_bytes()).unwrap();
        let p = story.paragraphs[0].clone();
        (xml.into_bytes(), p)
    }

    #[test]
    fn identical_runs_merge_and_other_formatting_is_a_code() {
        let (_, p) = para(
            r#"<w:bookmarkStart w:id="0" w:name="a"/><w:r><w:t>He</w:t></w:r><w:proofErr/><w:r><w:t>llo </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>wor</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>ld</w:t></w:r><w:r><w:tab/></w:r><w:r><w:br/></w:r><w:r><w:t>!</w:t></w:r><w:bookmarkEnd w:id="0"/>"#,
        );
        let s = segment(&p);
        assert_eq!(s.text.as_deref(), Some("Hello <0>world</0><1/>!"));
        assert_eq!(
            s.codes[1],
            Code::Standalone(b"<w:r><w:tab/></w:r><w:r><w:br/></w:r>".to_vec())
        );
        assert!(
            s.before.starts_with(b"<w:bookmarkStart") && s.after.starts_with(b"<w:bookmarkEnd")
        );
        assert_eq!(s.words, "Hello world!");
    }

    #[test]
    fn a_rewrite_keeps_the_properties_codes_and_formatting() {
        let (xml, p) = para(
            r#"<w:r><w:t>Click </w:t></w:r><w:hyperlink w:id="r1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>here</w:t></w:r></w:hyperlink><w:r><w:t> &amp; </w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t>go</w:t></w:r>"#,
        );
        let s = segment(&p);
        assert_eq!(s.text.as_deref(), Some("Click <0>here</0> & <1>go</1>"));
        let mut out = Vec::new();
        rewrite(
            &xml,
            &p,
            &s,
            "<1>Los</1>: <0>hier</0> &lt;klicken>",
            &mut out,
        )
        .unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(
            out,
            r#"<w:p w:rsidR="1"><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">Los</w:t></w:r><w:r><w:t xml:space="preserve">: </w:t></w:r><w:hyperlink w:id="r1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t xml:space="preserve">hier</w:t></w:r></w:hyperlink><w:r><w:t xml:space="preserve"> &lt;klicken&gt;</w:t></w:r></w:p>"#
        );
        let mut bad = Vec::new();
        assert!(rewrite(&xml, &p, &s, "a\u{1}<0>b</0><1>c</1>", &mut bad).is_err());
    }

    #[test]
    fn runs_that_differ_only_in_proofing_tags_are_one_stretch() {
        let (_, p) = para(
            r#"<w:r><w:rPr><w:u w:val="single"/></w:rPr><w:t>Ans</w:t></w:r><w:r><w:rPr><w:u w:val="single"/><w:lang w:val="da-DK"/></w:rPr><w:t>ættelse</w:t></w:r><w:r><w:rPr><w:lang w:val="da-DK"/><w:noProof/></w:rPr><w:t> af</w:t></w:r><w:r><w:t> x</w:t></w:r>"#,
        );
        assert_eq!(segment(&p).text.as_deref(), Some("<0>Ansættelse</0> af x"));
    }

    #[test]
    fn a_paragraph_of_codes_only_is_no_segment() {
        let (_, p) = para(
            r#"<w:r><w:drawing><w:p><w:r><w:t>in a text box</w:t></w:r></w:p></w:drawing></w:r>"#,
        );
        assert_eq!(segment(&p).text, None);
    }
}
