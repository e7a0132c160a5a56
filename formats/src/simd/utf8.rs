//! UTF-8 validation of a whole input in one pass (`simdutf8`'s vector validator), with the first
//! bad byte's position found by the standard library only when the input is refused.

/// `src` as text, or the offset of its first byte that is not valid UTF-8.
pub fn validate(src: &[u8]) -> Result<&str, usize> {
    match simdutf8::basic::from_utf8(src) {
        Ok(text) => Ok(text),
        // The fast validator says only that the input is bad; the slow one finds where, once.
        Err(_) => match std::str::from_utf8(src) {
            Ok(text) => Ok(text),
            Err(e) => Err(e.valid_up_to()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_text_passes_and_the_first_bad_byte_is_found() {
        assert_eq!(validate("héllo 😀".as_bytes()), Ok("héllo 😀"));
        let mut long = "a".repeat(200).into_bytes();
        long.extend_from_slice(b"\xE2\x82");
        long.extend_from_slice(&[b'b'; 100]);
        assert_eq!(validate(&long), Err(200));
        assert_eq!(validate(b"\xff"), Err(0));
    }
}
