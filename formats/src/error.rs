//! Errors a format reports: what kind of problem it is, the position in the input it refers to,
//! and a message a translator can act on. Callers decide what to do from the kind (user error or
//! internal bug, ...), never from the message text.

use std::fmt;

/// What kind of problem a [`FormatError`] reports (in the style of croql's `ErrorCode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ErrorKind {
    /// The file does not follow its format's syntax or structure.
    #[default]
    Syntax,
    /// The bytes are not valid text in the file's character encoding, the declared encoding is
    /// unknown or contradicts the bytes, or a character cannot be written in it.
    Encoding,
    /// Two strings of the file, or two strings to write, have the same identifier or key.
    DuplicateIdentifier,
    /// Something the format cannot hold or this crate cannot write: a plural in a format without
    /// plurals, an identifier the format cannot express, plural rules with no gettext form.
    Unsupported,
    /// The file exceeds a limit the parser sets to protect itself (nesting depth).
    Limit,
    /// The operation needs something the caller did not give (the target language of a file's
    /// translations).
    MissingInput,
    /// A bug in locforge (the skeleton and the file disagree), not something the user can fix.
    Internal,
}

impl ErrorKind {
    /// A stable lower-case name for logs and metrics, e.g. `duplicate-identifier`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Syntax => "syntax",
            ErrorKind::Encoding => "encoding",
            ErrorKind::DuplicateIdentifier => "duplicate-identifier",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::Limit => "limit",
            ErrorKind::MissingInput => "missing-input",
            ErrorKind::Internal => "internal",
        }
    }

    /// True for problems of the input or request (everything but [`ErrorKind::Internal`]).
    pub fn is_user_error(self) -> bool {
        self != ErrorKind::Internal
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A parse or build failure, positioned in the input file (1-based line and column, column in
/// characters) and phrased so a translator can act on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    /// What kind of problem this is.
    pub kind: ErrorKind,
    /// 1-based line of the problem; 0 when the problem has no position (e.g. an empty file).
    pub line: usize,
    /// 1-based column (in characters) of the problem; 0 when unknown.
    pub column: usize,
    /// What was wrong, and what was expected instead.
    pub message: String,
}

impl FormatError {
    /// A syntax error at byte offset `offset` of `input` (see [`FormatError::with_kind`]).
    pub fn at(input: &[u8], offset: usize, message: impl Into<String>) -> FormatError {
        let (line, column) = line_column(input, offset);
        FormatError {
            kind: ErrorKind::Syntax,
            line,
            column,
            message: message.into(),
        }
    }

    /// A syntax error about the whole file (see [`FormatError::with_kind`]).
    pub fn whole(message: impl Into<String>) -> FormatError {
        FormatError {
            kind: ErrorKind::Syntax,
            line: 0,
            column: 0,
            message: message.into(),
        }
    }

    /// The same error, of kind `kind`.
    pub fn with_kind(mut self, kind: ErrorKind) -> FormatError {
        self.kind = kind;
        self
    }

    /// An internal error (a bug, not the input's fault) at byte offset `offset` of `input`.
    pub fn internal(input: &[u8], offset: usize, message: impl Into<String>) -> FormatError {
        FormatError::at(input, offset, message).with_kind(ErrorKind::Internal)
    }

    /// The error as a user-facing message naming the file: `messages.json:3:14: expected ...`.
    pub fn in_file(&self, file_name: &str) -> String {
        in_file(file_name, self.line, self.column, &self.message)
    }
}

/// `file:line:column: message` (`file: message` without a position), as compilers write it.
pub(crate) fn in_file(file_name: &str, line: usize, column: usize, message: &str) -> String {
    if line == 0 {
        format!("{file_name}: {message}")
    } else {
        format!("{file_name}:{line}:{column}: {message}")
    }
}

/// `line L, column C: message` (the message alone without a position).
pub(crate) fn write_positioned(
    f: &mut fmt::Formatter<'_>,
    line: usize,
    column: usize,
    message: &str,
) -> fmt::Result {
    if line == 0 {
        f.write_str(message)
    } else {
        write!(f, "line {line}, column {column}: {message}")
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_positioned(f, self.line, self.column, &self.message)
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

    fn kind_of(format: &dyn crate::Format, src: &[u8]) -> ErrorKind {
        format
            .parse_all(src, &crate::ParseContext::default())
            .expect_err("must be rejected")
            .kind
    }

    #[test]
    fn errors_carry_their_kind() {
        use crate::{NestedJson, Xliff2};
        assert_eq!(kind_of(&NestedJson, b"{\"a\": 1 2}"), ErrorKind::Syntax);
        assert_eq!(
            kind_of(
                &crate::XcStrings,
                b"{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {}, \"a\": {}}}"
            ),
            ErrorKind::DuplicateIdentifier
        );
        assert_eq!(kind_of(&NestedJson, &[b'['; 10_000]), ErrorKind::Limit);
        assert_eq!(
            kind_of(&NestedJson, b"{\"a\": \"\xFF\"}"),
            ErrorKind::Encoding
        );
        assert_eq!(
            kind_of(
                &Xliff2,
                b"<?xml version=\"1.0\" encoding=\"klingon\"?><xliff/>"
            ),
            ErrorKind::Encoding
        );
        assert!(ErrorKind::Encoding.is_user_error());
        assert!(!ErrorKind::Internal.is_user_error());
    }
}
