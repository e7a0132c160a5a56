//! Identifiers of DOCX segments, stable under edits elsewhere in the document: the part's
//! short name, the block's kind and a hash of the segment's text (`document/p-3f2a9c1d`,
//! `footer1/td-…`, `document/h2-…`). Two segments of one part with the same kind and text are
//! told apart by their rank among those alone (`…~2`), never by a counter over the document, so
//! a paragraph added, removed or changed elsewhere changes no other identifier.

use std::collections::HashMap;
use std::fmt::Write as _;

/// The identifiers given so far.
#[derive(Debug, Default)]
pub struct Ids {
    given: HashMap<String, u32>,
}

impl Ids {
    /// The identifier of a segment of `part` (its short name), kind `block`, text `text`.
    pub fn next(&mut self, part: &str, block: &str, text: &str) -> String {
        let mut id = format!("{part}/{block}-{:08x}", fnv1a(text.as_bytes()));
        let n = self.given.entry(id.clone()).or_insert(0);
        *n += 1;
        if *n > 1 {
            let _ = write!(id, "~{n}");
        }
        id
    }
}

/// FNV-1a (32 bits): stable across versions and platforms, which identifiers need.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5_u32, |h, b| {
        (h ^ u32::from(*b)).wrapping_mul(0x0100_0193)
    })
}

/// The block kind of a paragraph for identifiers and the preview: `h1`…`h6` for a heading
/// style (`Heading1`, `heading 2`), `title`, `td` in a table cell, else `p`.
pub fn block(style: Option<&str>, in_table: bool) -> String {
    if let Some(style) = style {
        let s = style.to_ascii_lowercase().replace(' ', "");
        if let Some(n) = s.strip_prefix("heading") {
            if let Ok(level @ 1..=6) = n.parse::<u8>() {
                return format!("h{level}");
            }
        }
        if s == "title" {
            return "title".to_string();
        }
    }
    if in_table { "td" } else { "p" }.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twins_are_ranked_and_others_are_independent() {
        let mut ids = Ids::default();
        let a = ids.next("document", "p", "Hello");
        let b = ids.next("document", "p", "Hello");
        let c = ids.next("header1", "p", "Hello");
        assert!(a.starts_with("document/p-"));
        assert_eq!(b, format!("{a}~2"));
        assert!(c.starts_with("header1/p-") && c.ends_with(&a[a.len() - 8..]));
        assert_eq!(block(Some("Heading2"), false), "h2");
        assert_eq!(block(Some("heading 1"), true), "h1");
        assert_eq!(block(Some("Normal"), true), "td");
        assert_eq!(block(None, false), "p");
    }
}
