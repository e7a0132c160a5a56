//! CroQL from Python: `check()` (parse and type-check a query, give its canonical text) and
//! `filter_indices()` (which records of a JSON array a query matches; `locforge.croql.filter`
//! wraps it to give the records themselves).

use locforge_croql::{
    check as check_query, parse, print, Context, EvalOptions, Evaluator, SchemaOptions,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::errors::croql_error;

fn context_of(context: &str) -> PyResult<Context> {
    context.parse().map_err(|_| {
        PyValueError::new_err(format!(
            "unknown CroQL context `{context}`; expected one of {}",
            Context::ALL.map(|c| c.as_str()).join(", ")
        ))
    })
}

/// `check(query, context="source-string", *, enterprise=False, strict=True)`: the query's
/// canonical text, or `CroqlError`.
#[pyfunction]
#[pyo3(signature = (query, context="source-string", *, enterprise=false, strict=true))]
pub fn check(
    py: Python<'_>,
    query: &str,
    context: &str,
    enterprise: bool,
    strict: bool,
) -> PyResult<String> {
    let ctx = context_of(context)?;
    let opts = SchemaOptions { enterprise, strict };
    parse(query)
        .and_then(|e| check_query(&e, ctx, &opts).map(|_| print(&e)))
        .map_err(|e| croql_error(py, query, &e))
}

/// `filter_indices(query, records_json, context="source-string", *, enterprise=False,
/// strict=False)`: the indices of the records (a JSON array) the query matches.
#[pyfunction]
#[pyo3(signature = (query, records_json, context="source-string", *, enterprise=false, strict=false))]
pub fn filter_indices(
    py: Python<'_>,
    query: &str,
    records_json: &str,
    context: &str,
    enterprise: bool,
    strict: bool,
) -> PyResult<Vec<usize>> {
    let ctx = context_of(context)?;
    let opts = SchemaOptions { enterprise, strict };
    let checked = parse(query)
        .and_then(|e| check_query(&e, ctx, &opts))
        .map_err(|e| croql_error(py, query, &e))?;
    let records: Vec<serde_json::Value> = serde_json::from_str(records_json)
        .map_err(|e| PyValueError::new_err(format!("records are not a JSON array: {e}")))?;
    let evaluator = Evaluator::new([], None, EvalOptions::default());
    let bound = evaluator
        .bind(&checked)
        .map_err(|e| PyValueError::new_err(format!("cannot evaluate the query: {e}")))?;
    Ok(py.detach(|| {
        records
            .iter()
            .enumerate()
            .filter(|(_, r)| bound.matches(r))
            .map(|(i, _)| i)
            .collect()
    }))
}
