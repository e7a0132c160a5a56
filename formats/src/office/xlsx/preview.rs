//! The preview of an Excel workbook: each worksheet as an HTML table under its name, each
//! string inside its `<span id="string_preview_id_N" class="crowdin_phrase">` (`N` its entry's
//! index in the parse), numbers and other values as the file holds them, formulas by their
//! cached result. Formatting is not shown.

use std::collections::HashMap;

use crate::error::FormatError;
use crate::preview::escape_html;

use super::{open, sheet, strings};

/// The preview page of workbook `src`, titled `title`.
pub fn xlsx_preview(title: &str, src: &[u8]) -> Result<String, FormatError> {
    let book = open(src, &mut |_| {})?;
    let found = strings(&book)?;
    let by_cell: HashMap<(usize, usize), usize> = found
        .iter()
        .enumerate()
        .map(|(i, f)| ((f.sheet, f.cell), i))
        .collect();
    let mut html = String::from("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>");
    escape_html(title, &mut html);
    html.push_str("</title><style>table{border-collapse:collapse}td{border:1px solid #999;padding:2px 6px;vertical-align:top}</style></head><body>\n");
    for (s, sh) in book.sheets.iter().enumerate() {
        html.push_str("<h2>");
        escape_html(&sh.at.name, &mut html);
        html.push_str("</h2>\n<table>\n");
        let mut row: Option<u32> = None;
        let mut col = 0u32;
        for (c, cell) in sh.cells.iter().enumerate() {
            if row != Some(cell.row) {
                if row.is_some() {
                    html.push_str("</tr>\n");
                }
                html.push_str("<tr>");
                row = Some(cell.row);
                col = 0;
            }
            while col + 1 < cell.col {
                html.push_str("<td></td>");
                col += 1;
            }
            col = cell.col;
            html.push_str("<td>");
            if let Some(i) = by_cell.get(&(s, c)) {
                html.push_str("<span id=\"string_preview_id_");
                html.push_str(&i.to_string());
                html.push_str("\" class=\"crowdin_phrase\">");
                let words = book
                    .segment(&found[*i].text.place)
                    .map(|g| g.words.as_str())
                    .unwrap_or_default();
                escape_html(words, &mut html);
                html.push_str("</span>");
            } else if let Some(t) = book.text(s, c)? {
                let words = book
                    .segment(&t.place)
                    .map(|g| g.words.as_str())
                    .unwrap_or_default();
                escape_html(words, &mut html);
            } else if let Some(v) = &cell.value {
                escape_html(&sheet::value_text(&sh.xml, v), &mut html);
            }
            html.push_str("</td>");
        }
        if row.is_some() {
            html.push_str("</tr>\n");
        }
        html.push_str("</table>\n");
    }
    html.push_str("</body></html>\n");
    Ok(html)
}
