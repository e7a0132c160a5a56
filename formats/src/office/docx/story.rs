//! The reading of one story part (the body, a header, a footer, the footnotes, endnotes or
//! comments), and of the rich-text items of a spreadsheet (`read_items`: XLSX shared strings
//! `<si>` and inline strings `<is>`, which have the same runs, `r`/`rPr`/`t`, and may hold a
//! `t` directly): its paragraphs with their pieces (text in runs of one formatting, markup that is
//! no text, containers such as hyperlinks), and the table structure around them for the
//! preview. Written by hand over the shared tokenizer because a build rewrites only the
//! touched paragraphs and must know each paragraph's exact byte span; no XML library gives
//! spans and the raw bytes of every element.

use std::ops::Range;

use crate::error::{ErrorKind, FormatError};
use crate::xml::scan::{local_name, prefix_of, Scanner, Token};
use crate::xml::text::unescape_into;

use crate::office::{bom_len, doctype_refused, utf16_refused, xml_error};

/// One piece of a paragraph's content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Text of a run whose formatting is `rpr` (the raw bytes of its `w:rPr`, empty when none).
    Text { rpr: Vec<u8>, text: String },
    /// Markup that is no text (a tab, a break, a field's code, a drawing, a bookmark), written
    /// back as these bytes.
    Code(Vec<u8>),
    /// A container of runs (a hyperlink, an insertion, a content control): its opening and
    /// closing markup around its pieces.
    Group {
        open: Vec<u8>,
        close: Vec<u8>,
        inner: Vec<Piece>,
    },
}

/// A paragraph (`w:p`) of a story part.
#[derive(Debug, Clone)]
pub struct Paragraph {
    /// The whole element.
    pub span: Range<usize>,
    /// Its start tag and paragraph properties (`w:pPr`): kept as they are on a rewrite.
    pub head: Range<usize>,
    /// The namespace prefix of its name, with the colon (`w:`), for the elements a rewrite writes.
    pub prefix: String,
    /// Its qualified name (`w:p`, `si`), for the end tag a rewrite writes.
    pub name: String,
    /// The paragraph style (`w:pStyle`), when it has one.
    pub style: Option<String>,
    /// Whether it sits in a table cell.
    pub in_table: bool,
    /// Its content.
    pub pieces: Vec<Piece>,
}

/// The structure of a story, for the preview: tables around paragraphs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Block {
    /// A table starts.
    Table,
    /// A row starts.
    Row,
    /// A cell starts.
    Cell,
    /// The innermost cell, row or table ends.
    End,
    /// The paragraph of this index (in [`Story::paragraphs`]).
    Paragraph(usize),
}

/// A story part read.
#[derive(Debug, Default)]
pub struct Story {
    /// Its paragraphs in document order.
    pub paragraphs: Vec<Paragraph>,
    /// Its tables and paragraphs in order.
    pub blocks: Vec<Block>,
}

/// Elements inside a paragraph that hold runs and are kept around them as a paired code.
const CONTAINERS: &[&[u8]] = &[
    b"hyperlink",
    b"ins",
    b"smartTag",
    b"customXml",
    b"sdt",
    b"dir",
    b"bdo",
    b"moveTo",
];

/// Elements that Word writes as caches and that a rewritten paragraph leaves out (spelling
/// marks, the last rendered page break); they never split a string.
const DROPPED: &[&[u8]] = &[b"proofErr", b"lastRenderedPageBreak"];

/// The reader of one part.
struct Reader<'a> {
    part: &'a str,
    xml: &'a [u8],
    scanner: Scanner<'a>,
    /// The ids of `_GoBack` bookmarks left out, whose ends are left out too.
    go_back: Vec<String>,
}

impl<'a> Reader<'a> {
    fn next(&mut self) -> Result<Option<Token>, FormatError> {
        match self.scanner.next_token() {
            Ok(Some(Token::Doctype(r))) => Err(doctype_refused(self.part, self.xml, r.start)),
            Ok(t) => Ok(t),
            Err(e) => Err(xml_error(self.part, self.xml, e)),
        }
    }

    /// The rest of the element just opened (the scanner's depth was `depth` after its start
    /// tag), and the end of its end tag.
    fn skip(&mut self, depth: usize) -> Result<usize, FormatError> {
        self.scanner
            .skip_element(depth)
            .map(|r| r.end)
            .map_err(|e| xml_error(self.part, self.xml, e))
    }

    /// The end of the element whose start tag `span` was just read (`empty` for `<x/>`).
    fn element_end(&mut self, span: &Range<usize>, empty: bool) -> Result<usize, FormatError> {
        if empty {
            Ok(span.end)
        } else {
            let depth = self.scanner.depth();
            self.skip(depth)
        }
    }

    fn attr_value(&self, name: &[u8]) -> Option<String> {
        let a = self.scanner.attr(name)?;
        let raw = String::from_utf8_lossy(&self.xml[a.value.clone()]);
        let mut s = String::new();
        unescape_into(&raw, &mut s).ok()?;
        Some(s)
    }
}

/// The reader of part `part` (bytes `xml`), which must be UTF-8.
fn reader<'a>(part: &'a str, xml: &'a [u8]) -> Result<Reader<'a>, FormatError> {
    if let Some(e) = utf16_refused(part, xml) {
        return Err(e);
    }
    if let Err(e) = std::str::from_utf8(xml) {
        return Err(FormatError::at(
            xml,
            e.valid_up_to(),
            format!("in part `{part}`: a byte that is not UTF-8; expected UTF-8 text"),
        )
        .with_kind(ErrorKind::Encoding));
    }
    Ok(Reader {
        part,
        xml,
        scanner: Scanner::new(xml, bom_len(xml)),
        go_back: Vec::new(),
    })
}

/// Reads every element of local name `item` of part `part` (bytes `xml`) as a paragraph, in
/// document order, empty ones included (a spreadsheet's shared strings are counted by their
/// place): XLSX's shared-string items (`si`) and inline strings (`is`).
pub fn read_items(part: &str, xml: &[u8], item: &[u8]) -> Result<Vec<Paragraph>, FormatError> {
    let mut r = reader(part, xml)?;
    let mut items = Vec::new();
    while let Some(token) = r.next()? {
        if let Token::Start { span, name, empty } = token {
            if local_name(&xml[name.clone()]) != item {
                continue;
            }
            if empty {
                let qualified = String::from_utf8_lossy(&xml[name.clone()]).into_owned();
                items.push(Paragraph {
                    span: span.clone(),
                    head: span,
                    prefix: String::from_utf8_lossy(prefix_of(&xml[name])).into_owned(),
                    name: qualified,
                    style: None,
                    in_table: false,
                    pieces: Vec::new(),
                });
                continue;
            }
            let depth = r.scanner.depth();
            items.push(paragraph(&mut r, span, name, depth, false)?);
        }
    }
    Ok(items)
}

/// Reads story part `part` (bytes `xml`).
pub fn read(part: &str, xml: &[u8]) -> Result<Story, FormatError> {
    let mut r = reader(part, xml)?;
    let mut story = Story::default();
    // The depths inside the open table elements (tbl, tr, tc), to match their ends.
    let mut open: Vec<usize> = Vec::new();
    while let Some(token) = r.next()? {
        match token {
            Token::Start { span, name, empty } => {
                let block = match local_name(&xml[name.clone()]) {
                    b"p" if !empty => {
                        let depth = r.scanner.depth();
                        let p = paragraph(&mut r, span, name, depth, !open.is_empty())?;
                        story.blocks.push(Block::Paragraph(story.paragraphs.len()));
                        story.paragraphs.push(p);
                        continue;
                    }
                    b"tbl" if !empty => Block::Table,
                    b"tr" if !empty => Block::Row,
                    b"tc" if !empty => Block::Cell,
                    _ => continue,
                };
                story.blocks.push(block);
                open.push(r.scanner.depth());
            }
            Token::End { .. } if open.last().is_some_and(|d| r.scanner.depth() < *d) => {
                open.pop();
                story.blocks.push(Block::End);
            }
            _ => {}
        }
    }
    Ok(story)
}

/// Reads a paragraph whose start tag `span` (name `name`) was just read; the scanner's depth
/// is `depth`.
fn paragraph(
    r: &mut Reader<'_>,
    span: Range<usize>,
    name: Range<usize>,
    depth: usize,
    in_table: bool,
) -> Result<Paragraph, FormatError> {
    let xml = r.xml;
    let prefix = String::from_utf8_lossy(prefix_of(&xml[name.clone()])).into_owned();
    let qualified = String::from_utf8_lossy(&xml[name]).into_owned();
    let mut head = span.clone();
    let mut style = None;
    let mut pieces = Vec::new();
    let mut first = true;
    let end = loop {
        let Some(token) = r.next()? else {
            return Err(FormatError::at(
                xml,
                xml.len(),
                "unexpected end of the part inside a paragraph; expected `</w:p>`",
            ));
        };
        match token {
            Token::End { span: e, .. } if r.scanner.depth() < depth => break e.end,
            Token::Start {
                span: s,
                name,
                empty,
            } => {
                let local = local_name(&xml[name]).to_vec();
                if local == b"pPr" && first {
                    let d = r.scanner.depth();
                    if !empty {
                        // The style is the first pStyle inside.
                        loop {
                            match r.next()? {
                                Some(Token::End { span: e, .. }) if r.scanner.depth() < d => {
                                    head.end = e.end;
                                    break;
                                }
                                Some(Token::Start { name, .. })
                                    if local_name(&xml[name.clone()]) == b"pStyle"
                                        && style.is_none() =>
                                {
                                    style = r.attr_value(&[prefix.as_bytes(), b"val"].concat());
                                }
                                Some(_) => {}
                                None => break,
                            }
                        }
                    } else {
                        head.end = s.end;
                    }
                    first = false;
                    continue;
                }
                first = false;
                if local == b"t" {
                    // Text straight in the item, as a spreadsheet's shared string has it.
                    let text = text_content(r, empty)?;
                    pieces.push(Piece::Text {
                        rpr: Vec::new(),
                        text,
                    });
                    continue;
                }
                content(r, s, &local, empty, &mut pieces)?;
            }
            Token::Text(_) | Token::Comment(_) | Token::Pi(_) | Token::CData { .. } => {
                // Whitespace between elements (or a comment) belongs to no run.
            }
            _ => {}
        }
    };
    Ok(Paragraph {
        span: span.start..end,
        head,
        prefix,
        name: qualified,
        style,
        in_table,
        pieces,
    })
}

/// One child of a paragraph or container, whose start tag `span` (local name `local`) was just
/// read, into `pieces`.
fn content(
    r: &mut Reader<'_>,
    span: Range<usize>,
    local: &[u8],
    empty: bool,
    pieces: &mut Vec<Piece>,
) -> Result<(), FormatError> {
    let xml = r.xml;
    if local == b"r" {
        if empty {
            return Ok(());
        }
        return run(r, span, pieces);
    }
    if DROPPED.contains(&local) || go_back(r, local) {
        r.element_end(&span, empty)?;
        return Ok(());
    }
    if CONTAINERS.contains(&local) && !empty {
        return group(r, span, local == b"sdt", pieces);
    }
    let end = r.element_end(&span, empty)?;
    pieces.push(Piece::Code(xml[span.start..end].to_vec()));
    Ok(())
}

/// Whether the element just read is Word's `_GoBack` bookmark (the last place edited, which
/// Word writes again on every save) or its end: left out like a spelling mark, so that it
/// splits no string.
fn go_back(r: &mut Reader<'_>, local: &[u8]) -> bool {
    let prefix = |r: &Reader<'_>| {
        r.scanner
            .attrs()
            .iter()
            .map(|a| prefix_of(&r.xml[a.name.clone()]).to_vec())
            .next()
            .unwrap_or_default()
    };
    match local {
        b"bookmarkStart" => {
            let p = prefix(r);
            if r.attr_value(&[p.as_slice(), b"name"].concat()).as_deref() != Some("_GoBack") {
                return false;
            }
            let id = r
                .attr_value(&[p.as_slice(), b"id"].concat())
                .unwrap_or_default();
            r.go_back.push(id);
            true
        }
        b"bookmarkEnd" => {
            let p = prefix(r);
            let id = r
                .attr_value(&[p.as_slice(), b"id"].concat())
                .unwrap_or_default();
            r.go_back.contains(&id)
        }
        _ => false,
    }
}

/// A container whose start tag `span` was just read: its leading properties (`…Pr`) belong to
/// its opening; for a content control (`sdt`), everything up to its content's start tag too,
/// and everything after the content to its closing.
fn group(
    r: &mut Reader<'_>,
    span: Range<usize>,
    sdt: bool,
    pieces: &mut Vec<Piece>,
) -> Result<(), FormatError> {
    let xml = r.xml;
    let depth = r.scanner.depth();
    let mut open = xml[span.clone()].to_vec();
    let mut close = Vec::new();
    let mut inner = Vec::new();
    // For an sdt: the depth inside its sdtContent, while in it.
    let mut content_depth: Option<usize> = None;
    let mut after_content = false;
    loop {
        let Some(token) = r.next()? else {
            return Err(FormatError::at(
                xml,
                xml.len(),
                "unexpected end of the part inside a paragraph; expected the end of an element",
            ));
        };
        let here = r.scanner.depth();
        match token {
            Token::End { span: e, .. } if here < depth => {
                close.extend_from_slice(&xml[e]);
                break;
            }
            Token::End { span: e, .. } if content_depth.is_some_and(|d| here < d) => {
                content_depth = None;
                after_content = true;
                close.extend_from_slice(&xml[e]);
            }
            Token::Start {
                span: s,
                name,
                empty,
            } => {
                let local = local_name(&xml[name]).to_vec();
                let before_text = inner.is_empty() && content_depth.is_none() && !after_content;
                if sdt && local == b"sdtContent" && !empty && content_depth.is_none() {
                    open.extend_from_slice(&xml[s]);
                    content_depth = Some(r.scanner.depth());
                    continue;
                }
                if sdt && content_depth.is_none() {
                    // sdtPr, sdtEndPr: part of the opening before the content, of the closing after.
                    let end = r.element_end(&s, empty)?;
                    if after_content {
                        close.extend_from_slice(&xml[s.start..end]);
                    } else {
                        open.extend_from_slice(&xml[s.start..end]);
                    }
                    continue;
                }
                if before_text && local.ends_with(b"Pr") {
                    let end = r.element_end(&s, empty)?;
                    open.extend_from_slice(&xml[s.start..end]);
                    continue;
                }
                content(r, s, &local, empty, &mut inner)?;
            }
            Token::Text(t) if !after_content && inner.is_empty() && content_depth.is_none() => {
                open.extend_from_slice(&xml[t]);
            }
            Token::Text(t) if after_content => close.extend_from_slice(&xml[t]),
            _ => {}
        }
    }
    pieces.push(Piece::Group { open, close, inner });
    Ok(())
}

/// The text of a `t` element whose start tag was just read (`empty` for `<t/>`), unescaped; an
/// element inside is refused (it would be lost).
fn text_content(r: &mut Reader<'_>, empty: bool) -> Result<String, FormatError> {
    let xml = r.xml;
    let mut text = String::new();
    if empty {
        return Ok(text);
    }
    let d = r.scanner.depth();
    loop {
        match r.next()? {
            Some(Token::End { .. }) if r.scanner.depth() < d => break,
            Some(Token::Text(t)) => {
                let raw = String::from_utf8_lossy(&xml[t.clone()]);
                unescape_into(&raw, &mut text)
                    .map_err(|(at, m)| FormatError::at(xml, t.start + at, m))?;
            }
            Some(Token::CData { content, .. }) => {
                text.push_str(&String::from_utf8_lossy(&xml[content]));
            }
            Some(Token::Start {
                span: s2,
                empty: e2,
                ..
            }) => {
                // No element belongs in a `t`; keep it from being lost.
                let end = r.element_end(&s2, e2)?;
                return Err(FormatError::at(
                    xml,
                    s2.start,
                    format!(
                        "in part `{}`: an element inside `t` ({}); expected text only",
                        r.part,
                        String::from_utf8_lossy(&xml[s2.start..end.min(s2.start + 40)])
                    ),
                ));
            }
            Some(_) => {}
            None => break,
        }
    }
    Ok(text)
}

/// A run whose start tag `span` was just read: its formatting, its text (`w:t`) and its other
/// children (each a code, wrapped in a run of the same formatting when the run also has text;
/// the whole run one code when it has none).
fn run(r: &mut Reader<'_>, span: Range<usize>, pieces: &mut Vec<Piece>) -> Result<(), FormatError> {
    let xml = r.xml;
    let depth = r.scanner.depth();
    let mut rpr: Range<usize> = span.end..span.end;
    let mut parts: Vec<Result<String, Range<usize>>> = Vec::new();
    let end = loop {
        let Some(token) = r.next()? else {
            return Err(FormatError::at(
                xml,
                xml.len(),
                "unexpected end of the part inside a run; expected `</w:r>`",
            ));
        };
        match token {
            Token::End { span: e, .. } if r.scanner.depth() < depth => break e.end,
            Token::Start {
                span: s,
                name,
                empty,
            } => {
                let local = local_name(&xml[name]);
                if local == b"rPr" {
                    let end = r.element_end(&s, empty)?;
                    rpr = s.start..end;
                } else if local == b"t" {
                    let text = text_content(r, empty)?;
                    match parts.last_mut() {
                        Some(Ok(prev)) => prev.push_str(&text),
                        _ => parts.push(Ok(text)),
                    }
                } else if DROPPED.contains(&local) {
                    r.element_end(&s, empty)?;
                } else {
                    let end = r.element_end(&s, empty)?;
                    parts.push(Err(s.start..end));
                }
            }
            _ => {}
        }
    };
    let rpr_bytes = xml[rpr].to_vec();
    if !parts.iter().any(Result::is_ok) {
        pieces.push(Piece::Code(xml[span.start..end].to_vec()));
        return Ok(());
    }
    // `</w:r>` with the run's own prefix.
    let close = {
        let tag = &xml[span.clone()];
        let name_end = tag
            .iter()
            .position(|b| b.is_ascii_whitespace() || *b == b'>' || *b == b'/')
            .unwrap_or(tag.len());
        let mut c = b"</".to_vec();
        c.extend_from_slice(&tag[1..name_end.max(1)]);
        c.push(b'>');
        c
    };
    for part in parts {
        match part {
            Ok(text) => pieces.push(Piece::Text {
                rpr: rpr_bytes.clone(),
                text,
            }),
            Err(code) => {
                let mut bytes = xml[span.clone()].to_vec();
                bytes.extend_from_slice(&rpr_bytes);
                bytes.extend_from_slice(&xml[code]);
                bytes.extend_from_slice(&close);
                pieces.push(Piece::Code(bytes));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: &str = r#"xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main""#;

    #[test]
    fn runs_codes_and_tables_are_read() {
        let xml = format!(
            r#"<w:document {W}><w:body><w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Hel</w:t></w:r><w:proofErr w:type="spellStart"/><w:r><w:t xml:space="preserve">lo </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>bold</w:t><w:tab/><w:t>x</w:t></w:r></w:p><w:tbl><w:tr><w:tc><w:p><w:hyperlink r:id="x"><w:r><w:t>link</w:t></w:r></w:hyperlink></w:p></w:tc></w:tr></w:tbl></w:body></w:document>"#
        )
        .replace("r:id", "w:id");
        let s = read("word/document.xml", xml.as_bytes()).unwrap();
        assert_eq!(s.paragraphs.len(), 2);
        let p = &s.paragraphs[0];
        assert_eq!(p.style.as_deref(), Some("Heading1"));
        assert_eq!(p.prefix, "w:");
        assert!(!p.in_table && s.paragraphs[1].in_table);
        assert_eq!(p.pieces.len(), 5, "{:?}", p.pieces);
        assert!(
            matches!(&p.pieces[3], Piece::Code(b) if b == b"<w:r><w:rPr><w:b/></w:rPr><w:tab/></w:r>")
        );
        assert!(
            matches!(&s.paragraphs[1].pieces[0], Piece::Group { open, close, inner } if open.starts_with(b"<w:hyperlink") && close == b"</w:hyperlink>" && inner.len() == 1)
        );
        assert_eq!(
            s.blocks,
            vec![
                Block::Paragraph(0),
                Block::Table,
                Block::Row,
                Block::Cell,
                Block::Paragraph(1),
                Block::End,
                Block::End,
                Block::End
            ]
        );
    }

    #[test]
    fn bad_xml_and_doctype_are_positioned() {
        let e = read(
            "word/document.xml",
            b"<w:document>\n<w:p></w:r></w:document>",
        )
        .unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        assert!(e.message.contains("word/document.xml"), "{e}");
        let e = read("word/document.xml", b"<!DOCTYPE x [<!ENTITY a \"b\">]><x/>").unwrap_err();
        assert!(e.message.contains("DOCTYPE"), "{e}");
    }
}
