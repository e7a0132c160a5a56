//! The driver's own NDJSON reader for the app's answers (`stringsUrl`). Deliberately strict, and
//! deliberately not the app's tolerant reader (`locforge_protocol::ndjson`), so a bug in that
//! reader cannot hide from the checks: every line is one JSON object terminated by LF; no BOM,
//! no CR, no blank lines, no JSON-array form. Each error names its 1-based line.

use serde_json::Value;

/// Why a body is not strict NDJSON, with the 1-based line it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StrictNdjsonError {
    /// 1-based line number.
    pub line: usize,
    /// What was wrong.
    pub message: String,
}

impl std::fmt::Display for StrictNdjsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for StrictNdjsonError {}

/// Decodes a whole body of LF-terminated JSON objects, refusing lines longer than `max_line`
/// bytes. An empty body holds no records.
pub fn decode_strict(body: &[u8], max_line: usize) -> Result<Vec<Value>, StrictNdjsonError> {
    let err = |line: usize, message: String| StrictNdjsonError { line, message };
    if body.starts_with(b"\xEF\xBB\xBF") {
        return Err(err(1, "the body starts with a byte-order mark".into()));
    }
    let mut out = Vec::new();
    let mut rest = body;
    let mut line = 0;
    while !rest.is_empty() {
        line += 1;
        let end = memchr(b'\n', rest);
        if end.unwrap_or(rest.len()) > max_line {
            return Err(err(
                line,
                format!("the line is longer than {max_line} bytes"),
            ));
        }
        let Some(end) = end else {
            return Err(err(line, "the last line is not terminated by LF".into()));
        };
        let text = &rest[..end];
        rest = &rest[end + 1..];
        if let Some(col) = text.iter().position(|&b| b == b'\r') {
            return Err(err(
                line,
                format!("CR at column {} (lines end with LF only)", col + 1),
            ));
        }
        if text.is_empty() {
            return Err(err(line, "blank line (one JSON object per line)".into()));
        }
        if text.first() == Some(&b'[') {
            return Err(err(
                line,
                "a JSON array is not NDJSON (one JSON object per line)".into(),
            ));
        }
        let value: Value = serde_json::from_slice(text).map_err(|e| err(line, format!("{e}")))?;
        if !value.is_object() {
            return Err(err(line, "the line is JSON but not an object".into()));
        }
        out.push(value);
    }
    Ok(out)
}

fn memchr(needle: u8, hay: &[u8]) -> Option<usize> {
    hay.iter().position(|&b| b == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line_of(body: &[u8]) -> usize {
        decode_strict(body, 1 << 20).expect_err("refused").line
    }

    #[test]
    fn reads_lf_terminated_objects() {
        let v = decode_strict(b"{\"identifier\":\"a\"}\n{\"identifier\":\"b\"}\n", 1 << 20)
            .expect("strict NDJSON");
        assert_eq!(v.len(), 2);
        assert_eq!(v[1]["identifier"], "b");
        assert!(decode_strict(b"", 1 << 20).expect("empty").is_empty());
    }

    #[test]
    fn refuses_every_tolerated_dialect_naming_the_line() {
        assert_eq!(line_of(b"{\"a\":1}\n{\"b\":2}"), 2); // no final LF
        assert_eq!(line_of(b"{\"a\":1}\r\n"), 1); // CRLF
        assert_eq!(line_of(b"{\"a\":1}\n\r{\"b\":2}\n"), 2); // the framework's LF+CR joiner
        assert_eq!(line_of(b"\xEF\xBB\xBF{\"a\":1}\n"), 1); // BOM
        assert_eq!(line_of(b"{\"a\":1}\n\n{\"b\":2}\n"), 2); // blank line
        assert_eq!(line_of(b"[{\"a\":1}]\n"), 1); // JSON array
        assert_eq!(line_of(b"{\"a\":1}\n{\"a\":1}{\"b\":2}\n"), 2); // two objects on a line
        assert_eq!(line_of(b"{\"a\":1}\n{\"a\":1}\n\"text\"\n"), 3); // not an object
        assert_eq!(line_of(b"{oops}\n"), 1);
        let e = decode_strict(&[b'x'; 100], 10).expect_err("too long");
        assert!(e.message.contains("longer than 10 bytes"), "{e}");
    }
}
