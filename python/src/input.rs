//! What a `source` argument may be: bytes-like content (`bytes`, `bytearray`, `memoryview`), a
//! `str` path, or an `os.PathLike`; read into memory once, with the GIL released, and named for
//! detection and error messages. No format logic here.

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};

use crate::errors::{io_error, type_error};

/// The bytes of a `source` argument and the name they go by.
pub struct Input {
    /// The file's content.
    pub content: Vec<u8>,
    /// The path as given, or the caller's `name=`; `None` for bytes without a name.
    pub name: Option<String>,
}

impl Input {
    /// The name for detection: the name, or the empty string (which no file-name pattern takes).
    pub fn detection_name(&self) -> &str {
        self.name.as_deref().unwrap_or("")
    }
}

/// Where a `source` argument's bytes are.
enum Where {
    Content(Vec<u8>),
    Path(PathBuf),
}

/// Reads `source`, argument of `function`; `name` overrides the name a path gives.
pub fn read(
    py: Python<'_>,
    function: &str,
    source: &Bound<'_, PyAny>,
    name: Option<String>,
) -> PyResult<Input> {
    let place = locate(py, function, source)?;
    match place {
        Where::Content(content) => Ok(Input { content, name }),
        Where::Path(path) => {
            let shown = path.display().to_string();
            let content = py
                .detach(|| std::fs::read(&path))
                .map_err(|e| io_error(&shown, &e))?;
            Ok(Input {
                content,
                name: Some(name.unwrap_or(shown)),
            })
        }
    }
}

fn locate(py: Python<'_>, function: &str, source: &Bound<'_, PyAny>) -> PyResult<Where> {
    if let Ok(b) = source.cast::<PyBytes>() {
        return Ok(Where::Content(b.as_bytes().to_vec()));
    }
    if let Ok(b) = source.cast::<PyByteArray>() {
        return Ok(Where::Content(b.to_vec()));
    }
    if let Ok(s) = source.cast::<PyString>() {
        return Ok(Where::Path(PathBuf::from(s.to_cow()?.into_owned())));
    }
    if source.hasattr("__fspath__")? {
        let os = py.import("os")?;
        let decoded = os.call_method1("fsdecode", (os.call_method1("fspath", (source,))?,))?;
        return Ok(Where::Path(PathBuf::from(decoded.extract::<String>()?)));
    }
    let memoryview = py.import("builtins")?.getattr("memoryview")?;
    if source.is_instance(&memoryview)? {
        let bytes = source.call_method0("tobytes")?;
        return Ok(Where::Content(bytes.cast::<PyBytes>()?.as_bytes().to_vec()));
    }
    Err(type_error(
        function,
        "source",
        "bytes, a str path or an os.PathLike",
        source,
    ))
}
