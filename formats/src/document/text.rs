//! A document file's bytes as text: what every document format reads first.

use crate::error::{ErrorKind, FormatError};

/// The file as text: UTF-8 (a byte-order mark allowed and kept), else an error at the first
/// byte that is not UTF-8 (line and column), or at the start for a UTF-16 byte-order mark.
pub(crate) fn decode_utf8(src: &[u8]) -> Result<&str, FormatError> {
    if src.starts_with(b"\xFE\xFF") || src.starts_with(b"\xFF\xFE") {
        return Err(FormatError::at(
            src,
            0,
            "the file is UTF-16 (byte-order mark); expected UTF-8 text",
        )
        .with_kind(ErrorKind::Encoding));
    }
    std::str::from_utf8(src).map_err(|e| {
        FormatError::at(
            src,
            e.valid_up_to(),
            "bytes that are not valid UTF-8; expected UTF-8 text",
        )
        .with_kind(ErrorKind::Encoding)
    })
}
