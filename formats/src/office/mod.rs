//! `office`: the Office Open XML formats, zip packages of XML parts: DOCX (`docx`) and XLSX (`xlsx`).
//!
//! **What lives here.** The package (`package`: the zip container opened with its limits
//! checked, parts unzipped one at a time, a built package written with every untouched entry
//! copied raw), `content_types` (`[Content_Types].xml`: which part is what, macros), the
//! shared error helpers below, and one folder per format (`docx`, `xlsx`). What must not: a second XML
//! reader (parts are read with the shared tokenizer of `crate::xml`, which expands no entity
//! and never reads a DTD; a part with a DOCTYPE is refused), and anything that executes or
//! interprets a macro (a VBA project is an opaque entry, copied byte for byte).
//!
//! **Limits** (`package`): at most 10,000 entries; a part at most 64 MiB unzipped; all parts
//! at most 512 MiB unzipped in all (declared sizes, checked before anything is unzipped, and
//! each part's real size checked against its declared one as it is read); a part over 1 MiB at
//! most 200 times its zipped size. An OLE compound file (an encrypted or legacy binary Office
//! file), a part name with `..`, `.`, a leading `/`, a drive letter or a backslash, and an
//! encrypted entry are refused. Each refusal says the numbers and what was expected, at line 1,
//! column = the byte offset of the entry's header plus one.

pub(crate) mod content_types;
pub(crate) mod docx;
pub(crate) mod package;
pub(crate) mod xlsx;

use crate::error::FormatError;
use crate::xml::scan::ScanError;

/// The length of a UTF-8 byte-order mark at the start of `xml` (0 or 3).
fn bom_len(xml: &[u8]) -> usize {
    if xml.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    }
}

/// A well-formedness error of part `part` (bytes `xml`): the part's line and column, the part
/// named in the message.
fn xml_error(part: &str, xml: &[u8], e: ScanError) -> FormatError {
    let mut err = FormatError::at(xml, e.offset, format!("in part `{part}`: {}", e.message));
    err.kind = e.kind;
    err
}

/// The refusal of a DOCTYPE at byte `at` of part `part`.
fn doctype_refused(part: &str, xml: &[u8], at: usize) -> FormatError {
    FormatError::at(
        xml,
        at,
        format!("in part `{part}`: a DOCTYPE declaration, which Office Open XML parts never have (refused: no DTD is read); expected the root element"),
    )
    .with_kind(crate::error::ErrorKind::Unsupported)
}

/// Whether part `xml` is UTF-16 (by its byte-order mark), which this reader does not take.
fn utf16_refused(part: &str, xml: &[u8]) -> Option<FormatError> {
    (xml.starts_with(b"\xFF\xFE") || xml.starts_with(b"\xFE\xFF")).then(|| {
        FormatError::at(
            xml,
            0,
            format!("in part `{part}`: the part is UTF-16, which this reader does not take; expected UTF-8 (as Word and Excel write)"),
        )
        .with_kind(crate::error::ErrorKind::Encoding)
    })
}
