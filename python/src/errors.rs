//! Engine errors as Python exceptions: [`format_error`] raises `locforge.FormatError` (defined in
//! `locforge/_errors.py`, so that it is an ordinary Python class with documented attributes) with
//! the file, line, column, what was expected and the error's kind; [`type_error`] is the
//! `TypeError` for an argument of the wrong type, naming the parameter. I/O errors keep their
//! Python class (`FileNotFoundError`, `PermissionError`, ...) through [`io_error`].

use locforge_formats::FormatError;
use pyo3::exceptions::{PyFileNotFoundError, PyOSError, PyPermissionError, PyTypeError};
use pyo3::prelude::*;

/// `locforge.FormatError` for `e`, raised on `file` (`None` for bytes given without a name).
pub fn format_error(py: Python<'_>, e: &FormatError, file: Option<&str>) -> PyErr {
    let position = |n: usize| (n > 0).then_some(n);
    raise(
        py,
        "FormatError",
        (
            e.message.as_str(),
            file,
            position(e.line),
            position(e.column),
            expected_of(&e.message),
            e.kind.as_str(),
        ),
    )
}

/// `locforge.FormatError` with no position, for refusals outside a parse (an unknown format, a
/// file whose format cannot be told).
pub fn refusal(py: Python<'_>, message: &str, file: Option<&str>, kind: &str) -> PyErr {
    raise(
        py,
        "FormatError",
        (
            message,
            file,
            None::<usize>,
            None::<usize>,
            None::<&str>,
            kind,
        ),
    )
}

/// `locforge.croql.CroqlError` for a query error.
pub fn croql_error(py: Python<'_>, query: &str, e: &locforge_croql::CroqlError) -> PyErr {
    raise(
        py,
        "CroqlError",
        (
            e.message.as_str(),
            e.code.to_string(),
            e.span.start,
            e.span.end,
            e.render(query),
        ),
    )
}

/// An instance of `locforge._errors.<class>` made from `args`, as a `PyErr` (or the error of
/// making it, which only a broken installation gives).
fn raise<'py, A: pyo3::call::PyCallArgs<'py>>(py: Python<'py>, class: &str, args: A) -> PyErr {
    match py
        .import("locforge._errors")
        .and_then(|m| m.getattr(class))
        .and_then(|c| c.call1(args))
    {
        Ok(instance) => PyErr::from_value(instance),
        Err(e) => e,
    }
}

/// What the message says was expected: its part from `expected ` on (`None` when it says
/// nothing of the kind). Every parser error of the engine is phrased "found X, expected Y" or
/// "expected Y", so the attribute is the message's own words, not a second text.
fn expected_of(message: &str) -> Option<&str> {
    let at = message.find("expected ")?;
    let rest = &message[at + "expected ".len()..];
    let rest = rest.trim_end_matches(['.', ' ']);
    (!rest.is_empty()).then_some(rest)
}

/// The `TypeError` for argument `param` of `function`, which must be `wanted`.
pub fn type_error(function: &str, param: &str, wanted: &str, got: &Bound<'_, PyAny>) -> PyErr {
    let got = got
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "an unknown type".to_string());
    PyTypeError::new_err(format!(
        "{function}() argument `{param}` must be {wanted}, not {got}"
    ))
}

/// An I/O error on `path` as the matching Python `OSError` subclass, naming the file.
pub fn io_error(path: &str, e: &std::io::Error) -> PyErr {
    let message = format!("cannot read {path}: {e}");
    match e.kind() {
        std::io::ErrorKind::NotFound => PyFileNotFoundError::new_err(message),
        std::io::ErrorKind::PermissionDenied => PyPermissionError::new_err(message),
        _ => PyOSError::new_err(message),
    }
}
