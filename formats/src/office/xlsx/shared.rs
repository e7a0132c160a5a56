//! The shared-strings part (`xl/sharedStrings.xml`): its items (`si`, read as paragraphs by the
//! DOCX story reader, whose runs they share) and where a build appends new items and updates
//! the item count. What must not live here: which cells use which item (`sheet`, `mod`).

use std::ops::Range;

use crate::error::FormatError;
use crate::office::docx::story::{read_items, Paragraph};
use crate::xml::scan::{local_name, Scanner, Token};

use crate::office::{bom_len, xml_error};

/// The shared-strings part read.
#[derive(Debug, Default)]
pub struct SharedStrings {
    /// The items in order: a `t="s"` cell's value is an index in this list.
    pub items: Vec<Paragraph>,
    /// The raw value of the `uniqueCount` attribute of `sst`, when it has one.
    pub unique_count: Option<Range<usize>>,
    /// Where new items go: the start of `</sst>` (`None` when `sst` is empty: `<sst/>`).
    pub append_at: Option<usize>,
}

impl SharedStrings {
    /// Reads part `part` (bytes `xml`).
    pub fn read(part: &str, xml: &[u8]) -> Result<SharedStrings, FormatError> {
        let items = read_items(part, xml, b"si")?;
        let mut shared = SharedStrings {
            items,
            ..SharedStrings::default()
        };
        // The items were read, so the part is well-formed: find `sst`'s tags.
        let mut scanner = Scanner::new(xml, bom_len(xml));
        while let Some(token) = scanner.next_token().map_err(|e| xml_error(part, xml, e))? {
            match token {
                Token::Start { name, .. }
                    if shared.unique_count.is_none()
                        && local_name(&xml[name.clone()]) == b"sst" =>
                {
                    shared.unique_count = scanner.attr(b"uniqueCount").map(|a| a.value.clone());
                }
                Token::End { span, name }
                    if scanner.depth() == 0 && local_name(&xml[name.clone()]) == b"sst" =>
                {
                    shared.append_at = Some(span.start);
                }
                _ => {}
            }
        }
        Ok(shared)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_count_and_the_end_are_found() {
        let xml = br#"<?xml version="1.0"?><sst xmlns="x" count="3" uniqueCount="2"><si><t>a</t></si><si/><si><r><rPr><b/></rPr><t>b</t></r><r><t>c</t></r></si></sst>"#;
        let s = SharedStrings::read("xl/sharedStrings.xml", xml).unwrap();
        assert_eq!(s.items.len(), 3);
        assert_eq!(&xml[s.unique_count.clone().unwrap()], b"2");
        assert_eq!(&xml[s.append_at.unwrap()..], b"</sst>");
        assert!(s.items[1].pieces.is_empty());
    }
}
