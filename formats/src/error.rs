//! Errors a format reports, with the position in the input they refer to.

use std::fmt;

/// A parse or build failure, positioned in the input file (1-based line and column, column in
/// characters) and phrased so a translator can act on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    /// 1-based line of the problem; 0 when the problem has no position (e.g. an empty file).
    pub line: usize,
    /// 1-based column (in characters) of the problem; 0 when unknown.
    pub column: usize,
    /// What was wrong, and what was expected instead.
    pub message: String,
}

impl FormatError {
    /// An error at byte offset `offset` of `input`.
    pub fn at(input: &[u8], offset: usize, message: impl Into<String>) -> FormatError {
        let (line, column) = line_column(input, offset);
        FormatError {
            line,
            column,
            message: message.into(),
        }
    }

    /// An error about the whole file.
    pub fn whole(message: impl Into<String>) -> FormatError {
        FormatError {
            line: 0,
            column: 0,
            message: message.into(),
        }
    }

    /// The error as a user-facing message naming the file: `messages.json:3:14: expected ...`.
    pub fn in_file(&self, file_name: &str) -> String {
        if self.line == 0 {
            format!("{file_name}: {}", self.message)
        } else {
            format!(
                "{file_name}:{}:{}: {}",
                self.line, self.column, self.message
            )
        }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.message
            )
        }
    }
}

impl std::error::Error for FormatError {}

/// 1-based line and character column of byte `offset` in `input`. CRLF, LF and lone CR all end a
/// line. Offsets past the end point just past the last byte.
pub fn line_column(input: &[u8], offset: usize) -> (usize, usize) {
    let offset = offset.min(input.len());
    let before = &input[..offset];
    let mut line = 1;
    let mut line_start = 0;
    let mut i = 0;
    while let Some(p) = memchr::memchr2(b'\n', b'\r', &before[i..]) {
        let at = i + p;
        if before[at] == b'\r' && before.get(at + 1) == Some(&b'\n') {
            i = at + 2;
        } else {
            i = at + 1;
        }
        line += 1;
        line_start = i;
    }
    let column = String::from_utf8_lossy(&before[line_start..])
        .chars()
        .count()
        + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_lines_and_characters() {
        let s = "ab\r\ncé\nxyz".as_bytes();
        assert_eq!(line_column(s, 0), (1, 1));
        assert_eq!(line_column(s, 4), (2, 1));
        // after "cé" (c + 2-byte é)
        assert_eq!(line_column(s, 7), (2, 3));
        assert_eq!(line_column(s, 9), (3, 2));
    }

    #[test]
    fn message_names_file_line_and_column() {
        let e = FormatError::at(b"{\n  x", 4, "expected a string key");
        assert_eq!(e.in_file("a.json"), "a.json:2:3: expected a string key");
    }
}
