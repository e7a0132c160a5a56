//! `[Content_Types].xml`: the content type of each part of a package (by `Override` part name,
//! else by `Default` extension), which tells which parts hold a format's text and whether the
//! package carries macros. Read through the shared XML tokenizer; a DOCTYPE is refused.

use std::collections::HashMap;

use crate::error::FormatError;
use crate::xml::scan::{local_name, Scanner, Token};
use crate::xml::text::unescape_into;

use super::xml_error;

/// The name of the content-types part.
pub const PART: &str = "[Content_Types].xml";

/// A package's content types.
#[derive(Debug, Default)]
pub struct ContentTypes {
    /// Part name without its leading `/` → content type.
    overrides: HashMap<String, String>,
    /// Extension, lower-case → content type.
    defaults: HashMap<String, String>,
}

impl ContentTypes {
    /// Reads the part's bytes `xml`.
    pub fn read(xml: &[u8]) -> Result<ContentTypes, FormatError> {
        let mut types = ContentTypes::default();
        let mut scanner = Scanner::new(xml, super::bom_len(xml));
        loop {
            let token = scanner.next_token().map_err(|e| xml_error(PART, xml, e))?;
            match token {
                None => break,
                Some(Token::Doctype(r)) => {
                    return Err(super::doctype_refused(PART, xml, r.start));
                }
                Some(Token::Start { name, .. }) => {
                    let local = local_name(&xml[name]);
                    let value = |n: &[u8]| -> String {
                        let mut s = String::new();
                        if let Some(a) = scanner.attr(n) {
                            let raw = String::from_utf8_lossy(&xml[a.value.clone()]);
                            // A bad reference was refused by the scanner.
                            let _ = unescape_into(&raw, &mut s);
                        }
                        s
                    };
                    if local == b"Override" {
                        let part = value(b"PartName");
                        types.overrides.insert(
                            part.trim_start_matches('/').to_string(),
                            value(b"ContentType"),
                        );
                    } else if local == b"Default" {
                        types.defaults.insert(
                            value(b"Extension").to_ascii_lowercase(),
                            value(b"ContentType"),
                        );
                    }
                }
                Some(_) => {}
            }
        }
        Ok(types)
    }

    /// The content type of part `name` (no leading `/`).
    pub fn of(&self, name: &str) -> Option<&str> {
        // Part names compare case-insensitively in OPC.
        if let Some(t) = self.overrides.get(name) {
            return Some(t);
        }
        if let Some((_, t)) = self
            .overrides
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
        {
            return Some(t);
        }
        let ext = name.rsplit_once('.')?.1.to_ascii_lowercase();
        self.defaults.get(&ext).map(String::as_str)
    }

    /// Whether any content type says the package carries macros (a macro-enabled main part,
    /// a VBA project).
    pub fn has_macros(&self) -> bool {
        self.overrides
            .values()
            .chain(self.defaults.values())
            .any(|t| t.contains("macroEnabled") || t.contains("vbaProject"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overrides_win_over_defaults_and_macros_show() {
        let xml = br#"<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="a.main+xml"/></Types>"#;
        let t = ContentTypes::read(xml).unwrap();
        assert_eq!(t.of("word/document.xml"), Some("a.main+xml"));
        assert_eq!(t.of("word/other.XML"), Some("application/xml"));
        assert_eq!(t.of("x.png"), None);
        assert!(!t.has_macros());
        let xml = br#"<Types><Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>"#;
        assert!(ContentTypes::read(xml).unwrap().has_macros());
    }
}
