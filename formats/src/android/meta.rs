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
    let upper = comment.to_ascii_uppercase();
    let mut from = 0;
    while let Some(p) = upper[from..].find("CHAR") {
        let rest = upper[from + p + 4..].trim_start_matches([' ', '_', '-']);
        from += p + 4;
        let Some(rest) = rest.strip_prefix("LIMIT") else {
            continue;
        };
        let Some(rest) = rest.trim_start().strip_prefix('=') else {
            continue;
        };
        let rest = rest.trim_start().trim_start_matches('"');
        let digits: &str = &rest[..rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len())];
        return digits.parse().ok();
    }
    None
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
