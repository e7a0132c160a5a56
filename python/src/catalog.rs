//! The formats locforge knows: the shared registry, choosing a format for an input (by key or by
//! detection), and the module functions `formats()`, `detect()` and `convert()`.

use std::sync::{Arc, OnceLock};

use locforge_formats::convert::{convert as convert_file, Options};
use locforge_formats::{Format, Registry};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};

use crate::errors::{format_error, refusal};
use crate::input::{read, Input};

/// The built-in formats, made once per process.
pub fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(Registry::builtin)
}

/// The format `key` names, or the one detected from the input's name and content.
pub fn pick(py: Python<'_>, key: Option<&str>, input: &Input) -> PyResult<Arc<dyn Format>> {
    let file = input.name.as_deref();
    match key {
        Some(key) => registry().get(key).cloned().ok_or_else(|| {
            refusal(
                py,
                &format!("unknown format `{key}`; locforge.formats() lists the keys"),
                file,
                "unknown-format",
            )
        }),
        None => registry()
            .detect(input.detection_name(), &input.content)
            .cloned()
            .ok_or_else(|| {
                let why = match file {
                    Some(_) => "no format recognises this file's name and content; pass format=",
                    None => "the format of bytes without a name cannot be detected; pass format= or name=",
                };
                refusal(py, why, file, "unknown-format")
            }),
    }
}

/// `formats()`: every format, in detection priority order.
#[pyfunction]
pub fn formats(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let list = PyList::empty(py);
    for f in registry().iter() {
        let info = f.info();
        let d = PyDict::new(py);
        d.set_item("key", info.key)?;
        d.set_item("name", info.name)?;
        d.set_item("description", info.description)?;
        d.set_item("extensions", PyList::new(py, info.extensions)?)?;
        d.set_item("multilingual", f.multilingual())?;
        list.append(d)?;
    }
    Ok(list)
}

/// `detect(source, *, name=None)`: the key of the source's format, or `None`.
#[pyfunction]
#[pyo3(signature = (source, *, name=None))]
pub fn detect(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    name: Option<String>,
) -> PyResult<Option<&'static str>> {
    let input = read(py, "detect", source, name)?;
    Ok(registry()
        .detect(input.detection_name(), &input.content)
        .map(|f| f.info().key))
}

/// `convert(source, to, format=None, *, name=None, source_lang=None, target_lang=None,
/// flatten_plurals=False)`: the source as a new file of format `to`.
#[pyfunction]
#[pyo3(signature = (source, to, format=None, *, name=None, source_lang=None, target_lang=None, flatten_plurals=false))]
#[allow(clippy::too_many_arguments)]
pub fn convert<'py>(
    py: Python<'py>,
    source: &Bound<'py, PyAny>,
    to: &str,
    format: Option<&str>,
    name: Option<String>,
    source_lang: Option<String>,
    target_lang: Option<String>,
    flatten_plurals: bool,
) -> PyResult<Bound<'py, PyBytes>> {
    let input = read(py, "convert", source, name)?;
    let from = pick(py, format, &input)?;
    let to_format = registry().get(to).cloned().ok_or_else(|| {
        refusal(
            py,
            &format!("unknown output format `{to}`; locforge.formats() lists the keys"),
            None,
            "unknown-format",
        )
    })?;
    let opts = Options {
        source_lang,
        target_lang,
        flatten_plurals,
    };
    let result = py.detach(|| convert_file(&*from, &input.content, &*to_format, &opts));
    match result {
        Ok(c) => Ok(PyBytes::new(py, &c.bytes)),
        Err(e) => Err(format_error(py, &e, input.name.as_deref())),
    }
}
