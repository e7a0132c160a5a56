//! A declared format's escape table, applied on write and reversed on read: a list of (in the
//! file, in the text) pairs tried longest first at each position; anything no pair names is
//! copied as it is.

use std::borrow::Cow;

/// `file` with every file form of `table` (sorted longest file form first) read into its text
/// form.
pub(super) fn read<'a>(file: &'a str, table: &[(String, String)]) -> Cow<'a, str> {
    replace(file, table.iter().map(|(f, t)| (f.as_str(), t.as_str())))
}

/// `text` with every text form of `table` (sorted longest text form first) written as its file
/// form.
pub(super) fn write<'a>(text: &'a str, table: &[(String, String)]) -> Cow<'a, str> {
    replace(text, table.iter().map(|(f, t)| (t.as_str(), f.as_str())))
}

/// `s` with, at each position, the first `from` of `pairs` that starts there replaced by its `to`.
fn replace<'a, 'p>(
    s: &'a str,
    pairs: impl Iterator<Item = (&'p str, &'p str)> + Clone,
) -> Cow<'a, str> {
    if pairs.clone().all(|(from, _)| !s.contains(from)) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    let mut rest = s;
    'scan: while let Some(c) = rest.chars().next() {
        for (from, to) in pairs.clone() {
            if let Some(after) = rest.strip_prefix(from) {
                out.push_str(to);
                rest = after;
                continue 'scan;
            }
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Vec<(String, String)> {
        // Longest first on both sides (one-character text forms, two-character file forms).
        [("\\\\", "\\"), ("\\|", "|"), ("\\n", "\n")]
            .iter()
            .map(|(f, t)| (f.to_string(), t.to_string()))
            .collect()
    }

    #[test]
    fn read_and_write_are_each_others_inverse() {
        let t = table();
        for text in [
            "plain",
            "a|b",
            "back\\slash",
            "two\nlines",
            "\\n literally",
            "|\\|\n",
        ] {
            let written = write(text, &t);
            assert!(!written.contains('\n'), "{written:?}");
            assert_eq!(read(&written, &t), text, "{written:?}");
        }
        assert_eq!(read("a\\|b\\\\n", &t), "a|b\\n");
        assert!(matches!(read("nothing to do", &t), Cow::Borrowed(_)));
    }
}
