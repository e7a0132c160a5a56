//! The one table of legacy character sets a file may declare: every ASCII-compatible WHATWG
//! encoding besides UTF-8. A set's position in the table is the small number slot kinds carry so
//! that render knows the file's encoding. PO charsets ([`crate::po`]) and XML encodings
//! ([`crate::xml::encoding`]) both index this table.
//!
//! What must not live here: a format's own reading of labels and declarations, or its decoding
//! rules (PO and XML report malformed bytes differently).

use encoding_rs::Encoding;

/// Every ASCII-compatible encoding besides UTF-8, in a fixed order (the order is the id).
static LEGACY: [&Encoding; 35] = [
    encoding_rs::WINDOWS_1252,
    encoding_rs::WINDOWS_1250,
    encoding_rs::WINDOWS_1251,
    encoding_rs::WINDOWS_1253,
    encoding_rs::WINDOWS_1254,
    encoding_rs::WINDOWS_1255,
    encoding_rs::WINDOWS_1256,
    encoding_rs::WINDOWS_1257,
    encoding_rs::WINDOWS_1258,
    encoding_rs::WINDOWS_874,
    encoding_rs::ISO_8859_2,
    encoding_rs::ISO_8859_3,
    encoding_rs::ISO_8859_4,
    encoding_rs::ISO_8859_5,
    encoding_rs::ISO_8859_6,
    encoding_rs::ISO_8859_7,
    encoding_rs::ISO_8859_8,
    encoding_rs::ISO_8859_8_I,
    encoding_rs::ISO_8859_10,
    encoding_rs::ISO_8859_13,
    encoding_rs::ISO_8859_14,
    encoding_rs::ISO_8859_15,
    encoding_rs::ISO_8859_16,
    encoding_rs::KOI8_R,
    encoding_rs::KOI8_U,
    encoding_rs::IBM866,
    encoding_rs::MACINTOSH,
    encoding_rs::X_MAC_CYRILLIC,
    encoding_rs::SHIFT_JIS,
    encoding_rs::EUC_JP,
    encoding_rs::EUC_KR,
    encoding_rs::GBK,
    encoding_rs::GB18030,
    encoding_rs::BIG5,
    encoding_rs::X_USER_DEFINED,
];

/// The id of a legacy encoding, or `None` for UTF-8 and encodings that are not ASCII-compatible.
pub fn legacy_id(enc: &'static Encoding) -> Option<u8> {
    LEGACY.iter().position(|e| *e == enc).map(|i| i as u8)
}

/// The legacy encoding with this [`legacy_id`], if any.
pub fn legacy(id: u8) -> Option<&'static Encoding> {
    LEGACY.get(usize::from(id)).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_utf8_is_not_legacy() {
        for id in 0..LEGACY.len() as u8 {
            let enc = legacy(id).expect("in the table");
            assert_eq!(legacy_id(enc), Some(id));
            assert!(enc.is_ascii_compatible());
        }
        assert_eq!(legacy_id(encoding_rs::UTF_8), None);
        assert_eq!(legacy_id(encoding_rs::UTF_16LE), None);
        assert_eq!(legacy(LEGACY.len() as u8), None);
    }
}
