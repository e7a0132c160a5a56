//! The characters the XML and YAML formats must refuse anywhere in a file (XML 1.0 `Char`, YAML
//! `c-printable`): a reader that let one through would hand out a string no build can write
//! back. Shared by the XML readers ([`crate::xml`], Android) and [`crate::yaml`]; each names
//! the rule in its own message.
//!
//! What must not live here: a format's own escaping of such characters (Android writes them as
//! `\uXXXX`, .strings as `\U00XX`).

/// The offset and character of the first character of `text` that neither XML 1.0 nor YAML
/// allows in a document: a C0 control character other than tab, LF and CR, or (when `text` is
/// UTF-8, not an 8-bit encoding) U+FFFE / U+FFFF.
pub fn find_control_char(text: &[u8], utf8: bool) -> Option<(usize, u32)> {
    // Blocks of 32 bytes are tested with a branch-free fold of byte compares (vectorized), and
    // searched byte by byte only when one holds a forbidden byte or a UTF-8 lead byte 0xEF
    // (U+F000 to U+FFFF). Tabs and line breaks, in nearly every block, pass the fast test.
    const BLOCK: usize = 32;
    let lead = if utf8 { 0xEF } else { 0 };
    let suspicious = |b: u8| (b < 0x20) & (b != b'\t') & (b != b'\n') & (b != b'\r') | (b == lead);
    for (n, block) in text.chunks(BLOCK).enumerate() {
        if !block.iter().fold(false, |acc, &b| acc | suspicious(b)) {
            continue;
        }
        for (i, &b) in block.iter().enumerate() {
            let at = n * BLOCK + i;
            match b {
                b'\t' | b'\n' | b'\r' => {}
                0..=0x1F => return Some((at, u32::from(b))),
                0xEF if utf8 => {
                    if let [0xBF, c @ (0xBE | 0xBF), ..] = text[at + 1..] {
                        return Some((at, 0xFFF0 + u32::from(c & 0x0F)));
                    }
                }
                _ => {}
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_first_forbidden_character_at_any_position() {
        for at in 0..100 {
            let mut text = b"ab\tcd\r\nef ".repeat(10);
            text[at] = 0x01;
            assert_eq!(find_control_char(&text, true), Some((at, 1)), "{at}");
            assert_eq!(find_control_char(&text[..at], true), None, "{at}");
            let mut text = "x\n".repeat(50).into_bytes();
            text.splice(at..at, "\u{FFFE}".bytes());
            assert_eq!(find_control_char(&text, true), Some((at, 0xFFFE)), "{at}");
            // In an 8-bit encoding those bytes are three characters such as `ï¿¾`.
            assert_eq!(find_control_char(&text, false), None, "{at}");
        }
        assert_eq!(
            find_control_char("\u{FFFF}".as_bytes(), true),
            Some((0, 0xFFFF))
        );
        assert_eq!(find_control_char("\u{FFFD}\u{F000}".as_bytes(), true), None);
    }
}
