//! Errors of every CroQL stage: the error code, a message, the byte span of the offending text, and the caret
//! renderer that shows the query with a `^^^` line under the span.

use std::fmt;

/// A half-open byte range `start..end` into the query text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// First byte of the span.
    pub start: usize,
    /// One past the last byte of the span.
    pub end: usize,
}

impl Span {
    /// A span from `start` (inclusive) to `end` (exclusive).
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    /// The smallest span covering both `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// The platform's error codes for CroQL (`key: croql` in the validation envelope).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    /// Lexer or parser failure: `croqlInvalidSyntax`.
    InvalidSyntax,
    /// Unknown identifier or member, type mismatch, unknown mention: `croqlInvalidLogic`.
    InvalidLogic,
    /// `croql` combined with a query parameter the documentation forbids: `croqlParamsConflict`.
    ParamsConflict,
}

impl ErrorCode {
    /// The wire spelling of the code, e.g. `croqlInvalidSyntax`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::InvalidSyntax => "croqlInvalidSyntax",
            ErrorCode::InvalidLogic => "croqlInvalidLogic",
            ErrorCode::ParamsConflict => "croqlParamsConflict",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A CroQL error: code, human-readable message (the platform's wording where it is documented) and byte span.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CroqlError {
    /// The platform error code.
    pub code: ErrorCode,
    /// The message, e.g. `Invalid logic in CroQL. Identifier 'foo' is undefined`.
    pub message: String,
    /// Where in the query the error was found.
    pub span: Span,
}

impl CroqlError {
    /// A `croqlInvalidSyntax` error.
    pub fn syntax(message: impl Into<String>, span: Span) -> CroqlError {
        CroqlError {
            code: ErrorCode::InvalidSyntax,
            message: message.into(),
            span,
        }
    }

    /// A `croqlInvalidLogic` error.
    pub fn logic(message: impl Into<String>, span: Span) -> CroqlError {
        CroqlError {
            code: ErrorCode::InvalidLogic,
            message: message.into(),
            span,
        }
    }

    /// A `croqlParamsConflict` error for a forbidden parameter (`CroQL can't be used with <param>`).
    pub fn params_conflict(param: &str) -> CroqlError {
        CroqlError {
            code: ErrorCode::ParamsConflict,
            message: format!("CroQL can't be used with {param}"),
            span: Span::default(),
        }
    }

    /// Renders the error under the query:
    ///
    /// ```text
    /// error[croqlInvalidLogic]: Invalid logic in CroQL. Identifier 'foo' is undefined
    ///   foo = 1
    ///   ^^^
    /// ```
    ///
    /// The caret line is aligned in characters (not bytes); a multi-line query shows the line where the span
    /// starts. An empty span (e.g. end of query) gets a single caret.
    pub fn render(&self, query: &str) -> String {
        let start = clamp_to_char_boundary(query, self.span.start);
        let end = clamp_to_char_boundary(query, self.span.end.max(start));
        let line_start = query[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = query[start..].find('\n').map_or(query.len(), |i| start + i);
        let line = &query[line_start..line_end];
        let shown = line.trim_end_matches('\r');
        let pad = display_width(&query[line_start..start]);
        let span_end = end.min(line_end);
        let width = display_width(&query[start..span_end]).max(1);
        let mut out = format!("error[{}]: {}\n  ", self.code, self.message);
        out.push_str(&shown.replace('\t', " "));
        out.push_str("\n  ");
        out.push_str(&" ".repeat(pad));
        out.push_str(&"^".repeat(width));
        out
    }
}

fn clamp_to_char_boundary(s: &str, mut i: usize) -> usize {
    if i >= s.len() {
        return s.len();
    }
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn display_width(s: &str) -> usize {
    s.chars().filter(|c| *c != '\r').count()
}

impl fmt::Display for CroqlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} (at bytes {}..{})",
            self.code, self.message, self.span.start, self.span.end
        )
    }
}

impl std::error::Error for CroqlError {}

/// Errors of the evaluator are CroQL errors too (unknown `@user` / `@language` mentions).
pub type EvalError = CroqlError;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_under_span() {
        let e = CroqlError::logic(
            "Invalid logic in CroQL. Identifier 'foo' is undefined",
            Span::new(4, 7),
        );
        let r = e.render("1 + foo");
        assert_eq!(
            r,
            "error[croqlInvalidLogic]: Invalid logic in CroQL. Identifier 'foo' is undefined\n  1 + foo\n      ^^^"
        );
    }

    #[test]
    fn caret_counts_chars_and_handles_bad_spans() {
        let e = CroqlError::syntax("x", Span::new(4, 5));
        assert!(e.render("1 ≠ x").ends_with("\n  1 ≠ x\n    ^"));
        let e = CroqlError::syntax("x", Span::new(100, 200));
        assert!(e.render("abc").ends_with("  abc\n     ^"));
        let e = CroqlError::syntax("x", Span::new(6, 8));
        assert!(e.render("a\nb + cd\ne").ends_with("  b + cd\n      ^^"));
    }
}
