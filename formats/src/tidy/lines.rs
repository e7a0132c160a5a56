//! Line ends: every `\r\n` and `\n` becomes the one asked for. A lone `\r` is not a line end in
//! any format locforge reads and is left as it is.

/// `src` with every line end (`\r\n` or `\n`) written as `\r\n` when `crlf`, else `\n`.
pub fn normalize_line_endings(src: &[u8], crlf: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(src.len() + src.len() / 32);
    let mut rest = src;
    while let Some(i) = memchr::memchr(b'\n', rest) {
        let line = &rest[..i];
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        out.extend_from_slice(line);
        out.extend_from_slice(if crlf { b"\r\n" } else { b"\n" });
        rest = &rest[i + 1..];
    }
    out.extend_from_slice(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_line_ends_become_one_kind() {
        assert_eq!(
            normalize_line_endings(b"a\r\nb\nc\rd", false),
            b"a\nb\nc\rd"
        );
        assert_eq!(normalize_line_endings(b"a\r\nb\nc", true), b"a\r\nb\r\nc");
        assert_eq!(normalize_line_endings(b"", true), b"");
    }
}
