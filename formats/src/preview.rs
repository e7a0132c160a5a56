//! The HTML preview of a parsed source file: each string in an element whose id is
//! `string_preview_id_<previewId>` and whose class is `crowdin_phrase`.

use crate::model::Entry;

pub use crate::html::html_preview;
pub use crate::markdown::markdown_preview;
pub use crate::office::docx::docx_preview;
pub use crate::office::xlsx::xlsx_preview;

/// Numbers the entries' `previewId`s from 0 in document order.
pub fn assign_preview_ids(entries: &mut [Entry]) {
    for (i, e) in entries.iter_mut().enumerate() {
        e.preview_id = Some(i as u64);
    }
}

/// Writes the preview document, or returns `None` when any entry has plurals (the platform does
/// not show previews for such files). Entries without a `previewId` and hidden entries are left out.
pub fn preview_html(title: &str, entries: &[Entry]) -> Option<String> {
    if entries.iter().any(|e| e.has_plurals || e.text.is_plural()) {
        return None;
    }
    let mut html = String::with_capacity(256 + entries.len() * 64);
    html.push_str("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>");
    escape_html(title, &mut html);
    html.push_str("</title></head><body>\n");
    for e in entries {
        let (Some(id), false) = (e.preview_id, e.is_hidden == Some(true)) else {
            continue;
        };
        html.push_str("<p><span id=\"string_preview_id_");
        html.push_str(&id.to_string());
        html.push_str("\" class=\"crowdin_phrase\">");
        escape_html(e.text.main(), &mut html);
        html.push_str("</span></p>\n");
    }
    html.push_str("</body></html>\n");
    Some(html)
}

/// Appends `s` with `&`, `<`, `>`, `"` and `'` escaped (runs of other text copied whole, found
/// by [`crate::simd::find_html_special`]).
pub fn escape_html(s: &str, out: &mut String) {
    out.reserve(s.len());
    let mut from = 0;
    while let Some(i) = crate::simd::find_html_special(s.as_bytes(), from) {
        // The specials are ASCII: `i` is on a character boundary.
        out.push_str(&s[from..i]);
        out.push_str(match s.as_bytes()[i] {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            _ => "&#39;",
        });
        from = i + 1;
    }
    out.push_str(&s[from..]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{PluralCategory, PluralText};

    #[test]
    fn preview_marks_each_string_and_escapes_it() {
        let mut entries = vec![
            Entry::plain("a", "x < y"),
            Entry::plain("b", "Tom & \"Jerry\""),
        ];
        assign_preview_ids(&mut entries);
        let html = preview_html("t.json", &entries).expect("no plurals");
        assert!(html
            .contains("<span id=\"string_preview_id_0\" class=\"crowdin_phrase\">x &lt; y</span>"));
        assert!(html.contains(
            "id=\"string_preview_id_1\" class=\"crowdin_phrase\">Tom &amp; &quot;Jerry&quot;<"
        ));
    }

    #[test]
    fn no_preview_when_a_string_has_plurals() {
        let mut forms = PluralText::new();
        forms.insert(PluralCategory::One, "one".into());
        forms.insert(PluralCategory::Other, "many".into());
        let entries = vec![Entry::plain("a", "x"), Entry::plural("b", forms)];
        assert!(preview_html("t", &entries).is_none());
    }
}
