//! `create` for resx: a new file as Visual Studio writes one (UTF-8 with BOM, CRLF, the standard
//! `<xsd:schema>` and the four `<resheader>`s `ResXResourceReader` checks), one
//! `<data name xml:space="preserve">` per entry.
//!
//! - identifier → `name`; text → `<value>` (the translation when a target language is written and
//!   the entry has one, else the source text); context → `<comment>`.
//! - Lost: hidden flags, maximum lengths, labels and statuses (resx has no place for them).
//! - Refused with an error naming the string: plural strings (`creates_plurals` is false, so
//!   `convert --flatten-plurals` writes them as ICU messages), an empty name, a name a resx reader
//!   would skip as a WinForms designer entry (`>>…`, `$this.…`), a repeated name, and text XML
//!   cannot hold (control characters).

use std::collections::HashSet;

use crate::create::{entry_error, monolingual_text, plural_refused};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};
use crate::xml::text::{escape_attr_into, escape_text_into, Eol};

/// The start of every created file, up to the first `<data>` (LF line ends: written as CRLF).
const HEAD: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<root>
  <xsd:schema id="root" xmlns="" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">
    <xsd:import namespace="http://www.w3.org/XML/1998/namespace" />
    <xsd:element name="root" msdata:IsDataSet="true">
      <xsd:complexType>
        <xsd:choice maxOccurs="unbounded">
          <xsd:element name="metadata">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" />
              </xsd:sequence>
              <xsd:attribute name="name" use="required" type="xsd:string" />
              <xsd:attribute name="type" type="xsd:string" />
              <xsd:attribute name="mimetype" type="xsd:string" />
              <xsd:attribute ref="xml:space" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="assembly">
            <xsd:complexType>
              <xsd:attribute name="alias" type="xsd:string" />
              <xsd:attribute name="name" type="xsd:string" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="data">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" msdata:Ordinal="1" />
                <xsd:element name="comment" type="xsd:string" minOccurs="0" msdata:Ordinal="2" />
              </xsd:sequence>
              <xsd:attribute name="name" type="xsd:string" use="required" msdata:Ordinal="1" />
              <xsd:attribute name="type" type="xsd:string" msdata:Ordinal="3" />
              <xsd:attribute name="mimetype" type="xsd:string" msdata:Ordinal="4" />
              <xsd:attribute ref="xml:space" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="resheader">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" msdata:Ordinal="1" />
              </xsd:sequence>
              <xsd:attribute name="name" type="xsd:string" use="required" />
            </xsd:complexType>
          </xsd:element>
        </xsd:choice>
      </xsd:complexType>
    </xsd:element>
  </xsd:schema>
  <resheader name="resmimetype">
    <value>text/microsoft-resx</value>
  </resheader>
  <resheader name="version">
    <value>2.0</value>
  </resheader>
  <resheader name="reader">
    <value>System.Resources.ResXResourceReader, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>
  <resheader name="writer">
    <value>System.Resources.ResXResourceWriter, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>
"#;

/// Writes `entries` as a new resx file.
pub(crate) fn create(
    entries: &[Entry],
    _source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut s = String::with_capacity(HEAD.len() + entries.len() * 96);
    s.push('\u{feff}');
    s.push_str(HEAD);
    let mut names = HashSet::with_capacity(entries.len());
    for e in entries {
        let name = e.identifier.as_ref();
        if name.is_empty() {
            return Err(entry_error(e, "a resx resource needs a non-empty name"));
        }
        if name.starts_with(">>") || name.starts_with("$this.") {
            return Err(entry_error(
                e,
                "names starting with `>>` or `$this.` are WinForms designer entries, which resx readers skip; expected another name",
            ));
        }
        if !names.insert(name) {
            return Err(entry_error(
                e,
                "the name appears twice; expected each name once",
            ));
        }
        let text = match monolingual_text(e, target) {
            Text::Plain(t) => t.as_ref(),
            Text::Plural(_) => return Err(plural_refused("resx", e)),
        };
        s.push_str("  <data name=\"");
        escape_attr_into(name, b'"', &mut s).map_err(|m| entry_error(e, m))?;
        s.push_str("\" xml:space=\"preserve\">\n    <value>");
        escape_text_into(text, Eol::Lf, &mut s).map_err(|m| entry_error(e, m))?;
        s.push_str("</value>\n");
        if let Some(c) = e.context.as_deref().filter(|c| !c.trim().is_empty()) {
            s.push_str("    <comment>");
            escape_text_into(c, Eol::Lf, &mut s).map_err(|m| entry_error(e, m))?;
            s.push_str("</comment>\n");
        }
        s.push_str("  </data>\n");
    }
    s.push_str("</root>\n");
    // Every line break (markup and text alike) becomes CRLF, as Visual Studio writes; a reader
    // normalizes CRLF in text back to LF, and a CR of the text itself is written `&#13;`.
    out.reserve(s.len() + s.len() / 16);
    let mut last = 0;
    for (i, b) in s.bytes().enumerate() {
        if b == b'\n' {
            out.extend_from_slice(&s.as_bytes()[last..i]);
            out.extend_from_slice(b"\r\n");
            last = i + 1;
        }
    }
    out.extend_from_slice(&s.as_bytes()[last..]);
    Ok(())
}
