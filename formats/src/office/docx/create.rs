//! `create` for Word documents (what `locforge convert` writes): a minimal package (content
//! types, the package relationship, the main document) with each string a paragraph of one
//! run, in entry order. Identifiers are not kept: a parse derives them from the text.
//!
//! Refused: plurals (convert with `--flatten-plurals` writes them as ICU messages), texts with
//! inline codes, whose markup only the document they came from holds, texts with only
//! whitespace (a paragraph without text is no string), and characters XML cannot hold.

use crate::create::{entry_error, monolingual_text, plural_refused};
use crate::document::{parse_segment, CodeToken};
use crate::error::FormatError;
use crate::language::Language;
use crate::model::{Entry, Text};
use crate::office::content_types;
use crate::office::package::write_new;
use crate::xml::text::{escape_text_into, Eol};

const CONTENT_TYPES: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>"#;

const RELS: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>"#;

/// The text of entry `e` to write in a new document of format `key` (its translation in `target`
/// when given, else its source text), where `holder` ("a Word paragraph") would hold it:
/// refused when it is plural, has inline codes, or is empty or only whitespace.
pub(crate) fn plain_text(
    e: &Entry,
    target: Option<&Language>,
    key: &str,
    holder: &str,
) -> Result<String, FormatError> {
    let Text::Plain(text) = monolingual_text(e, target) else {
        return Err(plural_refused(key, e));
    };
    let tokens = parse_segment(text).map_err(|m| entry_error(e, m))?;
    let mut plain = String::new();
    for t in tokens {
        match t {
            CodeToken::Text(s) => plain.push_str(&s),
            code => {
                return Err(entry_error(
                    e,
                    format!("its text has inline code {code}, whose markup only the document it came from holds; expected text without codes"),
                ))
            }
        }
    }
    if plain.trim().is_empty() {
        return Err(entry_error(
            e,
            format!("its text is empty or only whitespace, which {holder} cannot hold as a string; expected some text"),
        ));
    }
    Ok(plain)
}

/// Writes `entries` as a new Word document: their translations when `target` is given (source
/// text where there is none), else their source texts.
pub(crate) fn create(
    entries: &[Entry],
    _source: &Language,
    target: Option<&Language>,
    out: &mut Vec<u8>,
) -> Result<(), FormatError> {
    let mut doc = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body>",
    );
    for e in entries {
        let plain = plain_text(e, target, "docx", "a Word paragraph")?;
        doc.push_str("<w:p><w:r><w:t xml:space=\"preserve\">");
        escape_text_into(&plain, Eol::Lf, &mut doc).map_err(|m| entry_error(e, m))?;
        doc.push_str("</w:t></w:r></w:p>");
    }
    doc.push_str("<w:sectPr/></w:body></w:document>");
    write_new(
        &[
            (content_types::PART, CONTENT_TYPES.as_bytes().to_vec()),
            ("_rels/.rels", RELS.as_bytes().to_vec()),
            ("word/document.xml", doc.into_bytes()),
        ],
        out,
    )
}
