//! The cells of one worksheet part: each cell's reference, type, value span, inline string and
//! whether it has a formula, with byte spans so that a build can repoint a shared-string cell
//! or rewrite an inline string and copy every other byte. Written by hand over the shared
//! tokenizer because a build must know the exact bytes of each cell's value; no XML library
//! gives those spans. What must not live here: what a cell's text is (`shared`, the items).

use std::ops::Range;

use crate::error::{ErrorKind, FormatError};
use crate::xml::scan::{local_name, Scanner, Token};
use crate::xml::text::unescape_into;

use crate::office::{bom_len, doctype_refused, utf16_refused, xml_error};

/// One cell (`c`) of a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The whole element.
    pub span: Range<usize>,
    /// Its style (`s`), raw, when it has one.
    pub style: Option<String>,
    /// Its row, from 1.
    pub row: u32,
    /// Its column, from 1 (A = 1).
    pub col: u32,
    /// Its type (`t`): `s` shared string, `inlineStr`, `str` formula string, `b`, `e`, `n`
    /// (also when absent), `d`.
    pub kind: String,
    /// The raw bytes between `<v>` and `</v>`, when the cell has a value.
    pub value: Option<Range<usize>>,
    /// The whole inline string element (`<is>…</is>`), when it has one.
    pub inline: Option<Range<usize>>,
    /// Whether it has a formula (`f`): then its value is a result, never a string.
    pub formula: bool,
}

impl Cell {
    /// Its reference, `B7`.
    pub fn reference(&self) -> String {
        format!("{}{}", column_name(self.col), self.row)
    }
}

/// The letters of column `col` (1 = A, 27 = AA).
pub fn column_name(mut col: u32) -> String {
    let mut letters = Vec::new();
    while col > 0 {
        let d = (col - 1) % 26;
        letters.push(b'A' + d as u8);
        col = (col - 1) / 26;
    }
    letters.reverse();
    String::from_utf8(letters).unwrap_or_default()
}

/// The row and column of reference `r` (`B7` → (7, 2)), `None` when it is not one.
fn parse_reference(r: &str) -> Option<(u32, u32)> {
    let split = r.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = r.split_at(split);
    if letters.is_empty() || letters.len() > 3 || !letters.bytes().all(|b| b.is_ascii_uppercase()) {
        return None;
    }
    let col = letters
        .bytes()
        .fold(0u32, |c, b| c * 26 + u32::from(b - b'A' + 1));
    let row = digits.parse().ok().filter(|r| *r > 0)?;
    Some((row, col))
}

/// The cells of worksheet part `part` (bytes `xml`), in document order.
pub fn read(part: &str, xml: &[u8]) -> Result<Vec<Cell>, FormatError> {
    if let Some(e) = utf16_refused(part, xml) {
        return Err(e);
    }
    let mut scanner = Scanner::new(xml, bom_len(xml));
    let next = |scanner: &mut Scanner<'_>| match scanner.next_token() {
        Ok(Some(Token::Doctype(r))) => Err(doctype_refused(part, xml, r.start)),
        Ok(t) => Ok(t),
        Err(e) => Err(xml_error(part, xml, e)),
    };
    let attr = |scanner: &Scanner<'_>, name: &[u8]| -> Option<String> {
        let a = scanner.attr(name)?;
        let raw = String::from_utf8_lossy(&xml[a.value.clone()]);
        let mut s = String::new();
        unescape_into(&raw, &mut s).ok()?;
        Some(s)
    };
    let mut cells = Vec::new();
    let (mut row, mut col) = (0u32, 0u32);
    while let Some(token) = next(&mut scanner)? {
        let Token::Start { span, name, empty } = token else {
            continue;
        };
        match local_name(&xml[name]) {
            b"row" => {
                row = match attr(&scanner, b"r") {
                    Some(r) => r.parse().map_err(|_| {
                        FormatError::at(xml, span.start, format!("in part `{part}`: row number `{r}`; expected a positive whole number"))
                    })?,
                    None => row + 1,
                };
                col = 0;
            }
            b"c" => {
                (row, col) = match attr(&scanner, b"r") {
                    Some(r) => parse_reference(&r).ok_or_else(|| {
                        FormatError::at(xml, span.start, format!("in part `{part}`: cell reference `{r}`; expected a column's letters and a row number such as `B7`"))
                    })?,
                    None => (row.max(1), col + 1),
                };
                let mut cell = Cell {
                    span: span.clone(),
                    style: scanner
                        .attr(b"s")
                        .map(|a| String::from_utf8_lossy(&xml[a.value.clone()]).into_owned()),
                    row,
                    col,
                    kind: attr(&scanner, b"t").unwrap_or_else(|| "n".to_string()),
                    value: None,
                    inline: None,
                    formula: false,
                };
                if !empty {
                    let depth = scanner.depth();
                    loop {
                        let Some(token) = next(&mut scanner)? else {
                            return Err(FormatError::at(xml, xml.len(), format!("in part `{part}`: unexpected end of the part inside cell {}; expected `</c>`", cell.reference())));
                        };
                        match token {
                            Token::End { span: e, .. } if scanner.depth() < depth => {
                                cell.span.end = e.end;
                                break;
                            }
                            Token::Start {
                                span: s,
                                name,
                                empty,
                            } => {
                                let local = local_name(&xml[name]).to_vec();
                                let end = if empty {
                                    s.end
                                } else {
                                    let d = scanner.depth();
                                    scanner
                                        .skip_element(d)
                                        .map_err(|e| xml_error(part, xml, e))?
                                        .end
                                };
                                match local.as_slice() {
                                    b"v" if !empty => {
                                        // The end tag is `</v>` or `</x:v>`: its start is the last `<` before `end`.
                                        let close = xml[s.end..end]
                                            .iter()
                                            .rposition(|b| *b == b'<')
                                            .map_or(end, |p| s.end + p);
                                        cell.value = Some(s.end..close);
                                    }
                                    b"v" => cell.value = Some(s.end..s.end),
                                    b"f" => cell.formula = true,
                                    b"is" => cell.inline = Some(s.start..end),
                                    _ => {}
                                }
                            }
                            _ => {}
                        }
                    }
                }
                cells.push(cell);
            }
            _ => {}
        }
    }
    Ok(cells)
}

/// Where a new cell at `row`, column `col` goes among `cells` (a row's cells are in column
/// order): after the row's last cell before it, else before its first; `None` when the row has
/// no cell.
pub fn insertion_point(cells: &[Cell], row: u32, col: u32) -> Option<usize> {
    let in_row = || cells.iter().filter(move |c| c.row == row);
    in_row()
        .rfind(|c| c.col < col)
        .map(|c| c.span.end)
        .or_else(|| in_row().find(|c| c.col > col).map(|c| c.span.start))
}

/// The unescaped text of a cell's value bytes.
pub fn value_text(xml: &[u8], value: &Range<usize>) -> String {
    let raw = String::from_utf8_lossy(&xml[value.clone()]);
    let mut s = String::new();
    if unescape_into(&raw, &mut s).is_err() {
        return raw.into_owned();
    }
    s
}

/// The shared-string index a `t="s"` cell's value names, refused in words when it is none.
pub fn shared_index(part: &str, xml: &[u8], cell: &Cell) -> Result<usize, FormatError> {
    let Some(v) = &cell.value else {
        return Err(FormatError::whole(format!("in part `{part}`: shared-string cell {} has no value; expected the index of its shared string", cell.reference())).with_kind(ErrorKind::Syntax));
    };
    let text = value_text(xml, v);
    text.trim().parse().map_err(|_| {
        FormatError::at(xml, v.start, format!("in part `{part}`: shared-string cell {} holds `{text}`; expected the index of a shared string (a whole number)", cell.reference()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_read_with_their_spans() {
        let xml = br#"<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>3.5</v></c><c r="C1" t="str"><f>A1&amp;"x"</f><v>hix</v></c></row><row><c t="inlineStr"><is><t>in</t></is></c><c/></row></sheetData></worksheet>"#;
        let cells = read("xl/worksheets/sheet1.xml", xml).unwrap();
        assert_eq!(cells.len(), 5);
        assert_eq!(cells[0].reference(), "A1");
        assert_eq!(&xml[cells[0].value.clone().unwrap()], b"0");
        assert_eq!(shared_index("p", xml, &cells[0]).unwrap(), 0);
        assert!(cells[2].formula && cells[2].kind == "str");
        assert_eq!(cells[3].reference(), "A2");
        assert_eq!(
            &xml[cells[3].inline.clone().unwrap()],
            b"<is><t>in</t></is>"
        );
        assert_eq!(cells[4].reference(), "B2");
        assert_eq!(column_name(28), "AB");
        assert_eq!(parse_reference("AB12"), Some((12, 28)));
    }

    #[test]
    fn a_bad_reference_is_positioned() {
        let e = read(
            "s.xml",
            b"<worksheet>\n<sheetData><row><c r=\"7B\"/></row></sheetData></worksheet>",
        )
        .unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        assert!(e.message.contains("`7B`"), "{e}");
    }
}
