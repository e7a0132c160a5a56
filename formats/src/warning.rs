//! [`FormatWarning`]: something a parse went on past that its user should still hear of (a key
//! defined twice with two texts), with its place in the file. Sinks receive warnings through
//! [`crate::Sink::warning`]; the app names them on the job log and the CLI on stderr.

use crate::error::{in_file, line_column, write_positioned};

/// A problem a parse went on past, at a place of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatWarning {
    /// 1-based line; 0 when the warning has no position.
    pub line: usize,
    /// 1-based column (in characters); 0 when unknown.
    pub column: usize,
    /// What was found and what the parse did about it.
    pub message: String,
}

impl FormatWarning {
    /// A warning at byte offset `offset` of `input`.
    pub fn at(input: &[u8], offset: usize, message: impl Into<String>) -> FormatWarning {
        let (line, column) = line_column(input, offset);
        FormatWarning {
            line,
            column,
            message: message.into(),
        }
    }
}

impl FormatWarning {
    /// The warning as a compiler-style line naming `file_name`: `file:line:column: warning: …`.
    pub fn in_file(&self, file_name: &str) -> String {
        let message = format!("warning: {}", self.message);
        in_file(file_name, self.line, self.column, &message)
    }
}

impl std::fmt::Display for FormatWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write_positioned(f, self.line, self.column, &self.message)
    }
}
