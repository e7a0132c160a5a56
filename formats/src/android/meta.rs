//! What a comment tells translators: the context text of a preceding `<!-- … -->` and AOSP's
//! `[CHAR LIMIT=n]` marker.

/// The comment as context: each line trimmed, blank edge lines dropped, lines joined by `\n`.
pub(crate) fn comment_text(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    for line in raw.lines().map(str::trim) {
        if out.is_empty() && line.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(line);
    }
    out.truncate(out.trim_end().len());
    out
}

/// The `n` of a `[CHAR LIMIT=n]` (also `CHAR_LIMIT`, spaces around `=`, any case). `NONE` and
/// anything that is not a number give `None`.
pub(crate) fn char_limit(comment: &str) -> Option<u64> {
    let b = comment.as_bytes();
    let mut from = 0;
    while let Some(p) = find_ignore_case(&b[from..], b"char") {
        let mut i = from + p + 4;
        from = i;
        while matches!(b.get(i), Some(b' ' | b'_' | b'-')) {
            i += 1;
        }
        if !b
            .get(i..i + 5)
            .is_some_and(|w| w.eq_ignore_ascii_case(b"limit"))
        {
            continue;
        }
        i += 5;
        while b.get(i) == Some(&b' ') {
            i += 1;
        }
        if b.get(i) != Some(&b'=') {
            continue;
        }
        i += 1;
        while matches!(b.get(i), Some(b' ' | b'"')) {
            i += 1;
        }
        let start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        return comment[start..i].parse().ok();
    }
    None
}

/// Position of `needle` (lower-case ASCII) in `hay`, ignoring ASCII case.
fn find_ignore_case(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn char_limits() {
        assert_eq!(char_limit("Title of a button [CHAR LIMIT=30]"), Some(30));
        assert_eq!(char_limit("x [CHAR LIMIT = 12] y"), Some(12));
        assert_eq!(char_limit("[CHAR_LIMIT=5]"), Some(5));
        assert_eq!(char_limit("[CHAR LIMIT=NONE]"), None);
        assert_eq!(char_limit("no limit here"), None);
    }

    #[test]
    fn comments_are_trimmed_per_line() {
        assert_eq!(
            comment_text("\n   First line\n      second  \n "),
            "First line\nsecond"
        );
    }
}
