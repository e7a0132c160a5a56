//! `create` for Excel workbooks (what `locforge convert` writes): a minimal package (content
//! types, the package and workbook relationships, the workbook, one sheet `Sheet1`) with each
//! string an inline string in column A, in entry order. Identifiers are not kept: a parse
//! names each string by its cell (`Sheet1!A1`).
//!
//! Refused (as DOCX's `create`): plurals, texts with inline codes, texts of only whitespace,
//! and characters XML cannot hold.

use crate::create::entry_error;
use crate::error::FormatError;
use crate::language::Language;
use crate::model::Entry;
use crate::office::content_types;
use crate::office::docx::create::plain_text;
use crate::office::package::write_new;
use crate::xml::text::{escape_text_into, Eol};

const CONTENT_TYPES: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>"#;

const RELS: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#;

const WORKBOOK: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>"#;

const WORKBOOK_RELS: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#;

/// Writes `entries` as a new workbook: their translations when `target` is given (source text
/// where there is none), else their source texts.
pub(crate) fn create(
    entries: &[Entry],
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut sheet = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>",
    );
    for (i, e) in entries.iter().enumerate() {
        let plain = plain_text(e, target, "xlsx", "a spreadsheet cell")?;
        let row = i + 1;
        sheet.push_str(&format!(
            "<row r=\"{row}\"><c r=\"A{row}\" t=\"inlineStr\"><is><t xml:space=\"preserve\">"
        ));
        escape_text_into(&plain, Eol::Lf, &mut sheet).map_err(|m| entry_error(e, m))?;
        sheet.push_str("</t></is></c></row>");
    }
    sheet.push_str("</sheetData></worksheet>");
    write_new(
        &[
            (content_types::PART, CONTENT_TYPES.as_bytes().to_vec()),
            ("_rels/.rels", RELS.as_bytes().to_vec()),
            ("xl/workbook.xml", WORKBOOK.as_bytes().to_vec()),
            (
                "xl/_rels/workbook.xml.rels",
                WORKBOOK_RELS.as_bytes().to_vec(),
            ),
            ("xl/worksheets/sheet1.xml", sheet.into_bytes()),
        ],
        out,
    )
}
