//! `locforge._native`: the Python extension module over locforge's format engine and CroQL. Each
//! file holds one concept: [`input`] (what `source` arguments may be), [`errors`] (engine errors
//! as Python exceptions), [`entries`] (entries to and from Python objects), [`parse`] (the
//! streaming iterator), [`build`] (builds, one language or many in parallel), [`catalog`]
//! (format list, detection, conversion) and [`query`] (CroQL). The Python-facing API, its
//! docstrings and stubs live in `locforge/` beside this crate; nothing here decides formats'
//! behaviour (that is `locforge-formats`).

use pyo3::prelude::*;

mod build;
mod catalog;
mod entries;
mod errors;
mod input;
mod parse;
mod query;

/// The module `locforge._native`.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<parse::Entries>()?;
    m.add_function(wrap_pyfunction!(parse::parse, m)?)?;
    m.add_function(wrap_pyfunction!(parse::live_workers, m)?)?;
    m.add_function(wrap_pyfunction!(build::build, m)?)?;
    m.add_function(wrap_pyfunction!(build::build_many, m)?)?;
    m.add_function(wrap_pyfunction!(catalog::formats, m)?)?;
    m.add_function(wrap_pyfunction!(catalog::detect, m)?)?;
    m.add_function(wrap_pyfunction!(catalog::convert, m)?)?;
    m.add_function(wrap_pyfunction!(query::check, m)?)?;
    m.add_function(wrap_pyfunction!(query::filter_indices, m)?)?;
    Ok(())
}
