//! A header comment at the top of a file, in the format's comment syntax: `#` lines (YAML,
//! `.properties`, PO, Fluent), `<!-- -->` lines after the XML declaration (Android, .resx,
//! XLIFF, stringsdict), `/* */` lines (`.strings`). JSON and CSV have no comments. A header the
//! file already starts with (its first line equal to the new header's first line) is replaced,
//! so running the rewrite again refreshes it instead of stacking a second one.

/// How a format writes a comment line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommentStyle {
    /// `# text`.
    Hash,
    /// `<!-- text -->`, after the XML declaration.
    Xml,
    /// `/* text */`.
    Block,
}

impl CommentStyle {
    fn parts(self) -> (&'static str, &'static str) {
        match self {
            CommentStyle::Hash => ("#", ""),
            CommentStyle::Xml => ("<!--", "-->"),
            CommentStyle::Block => ("/*", "*/"),
        }
    }

    /// One comment line holding `text` (no line end).
    fn line(self, text: &str) -> String {
        let (open, close) = self.parts();
        match (text.is_empty(), close.is_empty()) {
            (true, true) => open.to_owned(),
            (true, false) => format!("{open} {close}"),
            (false, true) => format!("{open} {text}"),
            (false, false) => format!("{open} {text} {close}"),
        }
    }

    fn is_comment_line(self, line: &[u8]) -> bool {
        let (open, close) = self.parts();
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        line.starts_with(open.as_bytes()) && line.ends_with(close.as_bytes())
    }
}

/// The comment syntax of the format `key`, or `None` when its files hold no comments.
pub fn comment_style(key: &str) -> Option<CommentStyle> {
    match key {
        "yaml" | "properties" | "po" | "fluent" => Some(CommentStyle::Hash),
        "android" | "resx" | "xliff12" | "xliff2" | "stringsdict" => Some(CommentStyle::Xml),
        "strings" => Some(CommentStyle::Block),
        _ => None,
    }
}

/// `src` with `text` as its header comment (one comment line per line of `text`, then a blank
/// line), replacing a header it already starts with. The new lines end as the file's first line
/// does.
pub fn put_header(src: &[u8], style: CommentStyle, text: &str) -> Vec<u8> {
    let eol: &[u8] = match memchr::memchr(b'\n', src) {
        Some(i) if i > 0 && src[i - 1] == b'\r' => b"\r\n",
        _ => b"\n",
    };
    let mut at = if src.starts_with("\u{feff}".as_bytes()) {
        3
    } else {
        0
    };
    if style == CommentStyle::Xml && src[at..].starts_with(b"<?xml") {
        // After the declaration's line.
        at = match memchr::memchr(b'\n', &src[at..]) {
            Some(i) => at + i + 1,
            None => src.len(),
        };
    }
    let lines: Vec<String> = text.lines().map(|l| style.line(l.trim_end())).collect();
    let mut end = at;
    if let Some(first) = lines.first() {
        if src[at..].starts_with(first.as_bytes()) {
            // A header of ours: drop its comment lines and the blank line after them.
            while end < src.len() {
                let next = memchr::memchr(b'\n', &src[end..]).map_or(src.len(), |i| end + i + 1);
                let line = src[end..next]
                    .strip_suffix(b"\n")
                    .unwrap_or(&src[end..next]);
                if !style.is_comment_line(line) {
                    break;
                }
                end = next;
            }
            if src[end..].starts_with(b"\r\n") {
                end += 2;
            } else if src[end..].starts_with(b"\n") {
                end += 1;
            }
        }
    }
    let mut out = Vec::with_capacity(src.len() + text.len() + 64);
    out.extend_from_slice(&src[..at]);
    if at > 0 && !src[..at].ends_with(b"\n") && style == CommentStyle::Xml {
        out.extend_from_slice(eol);
    }
    for l in &lines {
        out.extend_from_slice(l.as_bytes());
        out.extend_from_slice(eol);
    }
    out.extend_from_slice(eol);
    out.extend_from_slice(&src[end..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_go_where_the_format_allows_and_are_refreshed_not_stacked() {
        let yaml = b"en:\n  hello: Hello\n";
        let once = put_header(yaml, CommentStyle::Hash, "Generated\nDo not edit");
        assert_eq!(once, b"# Generated\n# Do not edit\n\nen:\n  hello: Hello\n");
        let twice = put_header(&once, CommentStyle::Hash, "Generated\nby locforge");
        assert_eq!(
            twice,
            b"# Generated\n# by locforge\n\nen:\n  hello: Hello\n"
        );
        let xml = b"<?xml version=\"1.0\"?>\r\n<resources/>\r\n";
        let x = put_header(xml, CommentStyle::Xml, "Generated");
        assert_eq!(
            x,
            b"<?xml version=\"1.0\"?>\r\n<!-- Generated -->\r\n\r\n<resources/>\r\n"
        );
        assert_eq!(put_header(&x, CommentStyle::Xml, "Generated"), x);
        // A comment of the file's own that is not our header stays.
        let own = b"# mine\nkey=value\n";
        assert_eq!(
            put_header(own, CommentStyle::Hash, "Generated"),
            b"# Generated\n\n# mine\nkey=value\n"
        );
        assert_eq!(comment_style("json"), None);
        assert_eq!(comment_style("strings"), Some(CommentStyle::Block));
    }
}
