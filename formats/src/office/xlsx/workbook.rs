//! The workbook part (`xl/workbook.xml`) and its relationships: the worksheets in workbook
//! order with their names and parts, and the shared-strings part. What must not live here: the
//! reading of a sheet's cells (`sheet`) or of the shared strings (`shared`).

use crate::error::{ErrorKind, FormatError};
use crate::xml::scan::{local_name, prefix_of, Scanner, Token};
use crate::xml::text::unescape_into;

use crate::office::{bom_len, doctype_refused, xml_error};

/// The workbook part every XLSX file has.
pub const WORKBOOK: &str = "xl/workbook.xml";
/// Its relationships.
const RELS: &str = "xl/_rels/workbook.xml.rels";

/// One worksheet: its name (as Excel shows it on the tab) and its part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetRef {
    /// The sheet's name.
    pub name: String,
    /// Its part name (`xl/worksheets/sheet1.xml`).
    pub part: String,
}

/// What the workbook says of its parts.
#[derive(Debug, Default)]
pub struct Workbook {
    /// The worksheets in workbook order (chart sheets and dialog sheets left out: no cells).
    pub sheets: Vec<SheetRef>,
    /// The shared-strings part, when the workbook has one.
    pub shared_strings: Option<String>,
}

/// An attribute: its local name, whether it has a prefix, its unescaped value.
type Attribute = (Vec<u8>, bool, String);

/// A start tag: its local name and attributes.
type Element = (Vec<u8>, Vec<Attribute>);

/// Every start tag of `xml`: its local name and attributes.
fn elements(part: &str, xml: &[u8]) -> Result<Vec<Element>, FormatError> {
    let mut scanner = Scanner::new(xml, bom_len(xml));
    let mut out = Vec::new();
    loop {
        match scanner.next_token().map_err(|e| xml_error(part, xml, e))? {
            None => break,
            Some(Token::Doctype(r)) => return Err(doctype_refused(part, xml, r.start)),
            Some(Token::Start { name, .. }) => {
                let attrs = scanner
                    .attrs()
                    .iter()
                    .map(|a| {
                        let qualified = &xml[a.name.clone()];
                        let raw = String::from_utf8_lossy(&xml[a.value.clone()]);
                        let mut value = String::new();
                        // A bad reference was refused by the scanner.
                        let _ = unescape_into(&raw, &mut value);
                        (
                            local_name(qualified).to_vec(),
                            !prefix_of(qualified).is_empty(),
                            value,
                        )
                    })
                    .collect();
                out.push((local_name(&xml[name]).to_vec(), attrs));
            }
            Some(_) => {}
        }
    }
    Ok(out)
}

/// The value of attribute `name` (local name; `prefixed`: whether it must have a prefix, as
/// `r:id` has) among `attrs`.
fn attr<'a>(attrs: &'a [Attribute], name: &[u8], prefixed: bool) -> Option<&'a str> {
    attrs
        .iter()
        .find(|(n, p, _)| n == name && *p == prefixed)
        .map(|(_, _, v)| v.as_str())
}

/// The part a relationship target of the workbook names: relative to `xl/`, or absolute.
fn resolve(target: &str) -> String {
    match target.strip_prefix('/') {
        Some(absolute) => absolute.to_string(),
        None => format!("xl/{}", target.trim_start_matches("./")),
    }
}

impl Workbook {
    /// Reads the workbook part `workbook` and its relationships part `rels` (`None` when the
    /// package has none).
    pub fn read(workbook: &[u8], rels: Option<&[u8]>) -> Result<Workbook, FormatError> {
        let mut targets: Vec<(String, String, String)> = Vec::new();
        if let Some(rels) = rels {
            for (name, attrs) in elements(RELS, rels)? {
                if name != b"Relationship" || attr(&attrs, b"TargetMode", false) == Some("External")
                {
                    continue;
                }
                let field = |n: &[u8]| attr(&attrs, n, false).unwrap_or_default().to_string();
                targets.push((field(b"Id"), field(b"Type"), resolve(&field(b"Target"))));
            }
        }
        let mut book = Workbook {
            shared_strings: targets
                .iter()
                .find(|(_, t, _)| t.ends_with("/sharedStrings"))
                .map(|(_, _, p)| p.clone()),
            ..Workbook::default()
        };
        for (name, attrs) in elements(WORKBOOK, workbook)? {
            if name != b"sheet" {
                continue;
            }
            let sheet = attr(&attrs, b"name", false).unwrap_or_default();
            let Some(id) = attr(&attrs, b"id", true) else {
                return Err(FormatError::whole(format!(
                    "in part `{WORKBOOK}`: sheet `{sheet}` has no relationship id (`r:id`); expected one naming its part"
                ))
                .with_kind(ErrorKind::Syntax));
            };
            let Some((_, kind, part)) = targets.iter().find(|(i, _, _)| i == id) else {
                return Err(FormatError::whole(format!(
                    "in part `{WORKBOOK}`: sheet `{sheet}` names relationship `{id}`, which `{RELS}` does not have; expected a relationship to the sheet's part"
                ))
                .with_kind(ErrorKind::Syntax));
            };
            if kind.ends_with("/worksheet") {
                book.sheets.push(SheetRef {
                    name: sheet.to_string(),
                    part: part.clone(),
                });
            }
        }
        Ok(book)
    }
}

/// The relationships part of the workbook.
pub fn rels_part() -> &'static str {
    RELS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheets_come_in_workbook_order_with_their_parts() {
        let wb = br#"<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="B &amp; C" sheetId="2" r:id="rId2"/><sheet name="A" sheetId="1" r:id="rId1"/><sheet name="Chart" sheetId="3" r:id="rId3"/></sheets></workbook>"#;
        let rels = br#"<Relationships><Relationship Id="rId1" Type="http://x/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://x/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Type="http://x/relationships/chartsheet" Target="chartsheets/sheet1.xml"/><Relationship Id="rId4" Type="http://x/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>"#;
        let book = Workbook::read(wb, Some(rels)).unwrap();
        assert_eq!(
            book.sheets,
            vec![
                SheetRef {
                    name: "B & C".into(),
                    part: "xl/worksheets/sheet2.xml".into()
                },
                SheetRef {
                    name: "A".into(),
                    part: "xl/worksheets/sheet1.xml".into()
                },
            ]
        );
        assert_eq!(book.shared_strings.as_deref(), Some("xl/sharedStrings.xml"));
        let e = Workbook::read(wb, None).unwrap_err();
        assert!(e.message.contains("rId2"), "{e}");
    }
}
