//! Entries between Rust and Python. [`to_dict`] gives an entry as the `dict` of its NDJSON string
//! record (the same keys and values `locforge parse` writes, so `json.dumps` of it is one NDJSON
//! line), plus `existing` for the translation a bilingual file holds when the parse names no
//! single target. [`translations_for`] reads what a build takes: a mapping of identifier → text,
//! plural dict or `{"text": …, "status": …}`, or an iterable of entries whose `translations`
//! hold the language.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};

use locforge_formats::{
    OwnedEntry, PluralCategory, PluralText, Status, Text, Translation, TranslationStatus,
};
use pyo3::exceptions::PyValueError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyMapping, PyString};

use crate::errors::type_error;

/// The entry as its NDJSON record's `dict`. With exactly one target language, the file's own
/// translation goes into `translations` under it (as the engine does); otherwise it is kept
/// apart as `existing`.
pub fn to_dict<'py>(
    py: Python<'py>,
    mut e: OwnedEntry,
    single_target: Option<&str>,
) -> PyResult<Bound<'py, PyDict>> {
    if let Some(target) = single_target {
        if let Some(existing) = e.existing.take() {
            e.translations.entry(target.to_string()).or_insert(existing);
        }
    }
    let d = PyDict::new(py);
    if let Some(v) = e.preview_id {
        d.set_item(intern!(py, "previewId"), v)?;
    }
    if let Some(v) = e.id {
        d.set_item(intern!(py, "id"), v)?;
    }
    d.set_item(intern!(py, "identifier"), e.identifier.as_ref())?;
    if let Some(v) = &e.uniq_id {
        d.set_item(intern!(py, "uniqId"), v)?;
    }
    if let Some(v) = &e.context {
        d.set_item(intern!(py, "context"), v.as_ref())?;
    }
    if let Some(v) = &e.custom_data {
        d.set_item(intern!(py, "customData"), v)?;
    }
    if let Some(v) = e.max_length {
        d.set_item(intern!(py, "maxLength"), v)?;
    }
    if let Some(v) = e.is_hidden {
        d.set_item(intern!(py, "isHidden"), v)?;
    }
    if e.has_plurals {
        d.set_item(intern!(py, "hasPlurals"), true)?;
    }
    if !e.labels.is_empty() {
        d.set_item(intern!(py, "labels"), PyList::new(py, &e.labels)?)?;
    }
    d.set_item(intern!(py, "text"), text_to_py(py, &e.text)?)?;
    if !e.translations.is_empty() {
        let t = PyDict::new(py);
        for (lang, tr) in &e.translations {
            t.set_item(lang, translation_to_py(py, tr)?)?;
        }
        d.set_item(intern!(py, "translations"), t)?;
    }
    if let Some(existing) = &e.existing {
        d.set_item(intern!(py, "existing"), translation_to_py(py, existing)?)?;
    }
    Ok(d)
}

fn text_to_py<'py>(py: Python<'py>, t: &Text<'_>) -> PyResult<Bound<'py, PyAny>> {
    Ok(match t {
        Text::Plain(s) => PyString::new(py, s).into_any(),
        Text::Plural(m) => {
            let d = PyDict::new(py);
            for (c, s) in m {
                d.set_item(c.as_str(), s.as_ref())?;
            }
            d.into_any()
        }
    })
}

fn translation_to_py<'py>(py: Python<'py>, t: &Translation<'_>) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item(intern!(py, "text"), text_to_py(py, &t.text)?)?;
    match &t.status {
        TranslationStatus::Single(s) => d.set_item(intern!(py, "status"), s.as_str())?,
        TranslationStatus::PerCategory(m) => {
            let s = PyDict::new(py);
            for (c, st) in m {
                s.set_item(c.as_str(), st.as_str())?;
            }
            d.set_item(intern!(py, "status"), s)?;
        }
    }
    Ok(d)
}

/// Translations of one language, by identifier, as a build looks them up.
pub type Table = HashMap<String, Translation<'static>>;

/// The translations into `lang` that `translations` (argument of `function`) holds: a mapping of
/// identifier → text, or an iterable of entries (each one's `translations[lang]`, or with no
/// `lang` its `existing` translation, the file's own; entries without one are not translated,
/// and keep what the file holds in the build).
pub fn translations_for(
    function: &str,
    translations: &Bound<'_, PyAny>,
    lang: Option<&str>,
) -> PyResult<Table> {
    let mut table = Table::new();
    if translations.is_none() {
        return Ok(table);
    }
    if let Ok(map) = translations.cast::<PyMapping>() {
        for item in map.items()?.iter() {
            let (key, value): (Bound<'_, PyAny>, Bound<'_, PyAny>) = item.extract()?;
            let id: String = key
                .extract()
                .map_err(|_| type_error(function, "translations", "keyed by str", &key))?;
            let t = translation_of(function, &id, &value)?;
            table.insert(id, t);
        }
        return Ok(table);
    }
    if translations.is_instance_of::<PyString>() || !translations.hasattr("__iter__")? {
        return Err(type_error(
            function,
            "translations",
            "a dict of identifier → text or an iterable of entries",
            translations,
        ));
    }
    for entry in translations.try_iter()? {
        let entry = entry?;
        let entry = entry.cast::<PyDict>().map_err(|_| {
            type_error(
                function,
                "translations",
                "an iterable of entry dicts",
                &entry,
            )
        })?;
        let id: String = match entry.get_item("identifier")? {
            Some(id) => id.extract()?,
            None => {
                return Err(PyValueError::new_err(format!(
                    "{function}(): an entry of `translations` has no `identifier`"
                )))
            }
        };
        let found = match lang {
            Some(lang) => match entry.get_item("translations")? {
                Some(per_lang) => per_lang.cast::<PyDict>()?.get_item(lang)?,
                None => None,
            },
            None => entry.get_item("existing")?,
        };
        let Some(t) = found else {
            continue;
        };
        let t = translation_of(function, &id, &t)?;
        table.insert(id, t);
    }
    Ok(table)
}

/// One translation: a `str`, a plural dict (CLDR category → `str`), or `{"text": …, "status": …}`.
fn translation_of(
    function: &str,
    id: &str,
    value: &Bound<'_, PyAny>,
) -> PyResult<Translation<'static>> {
    if let Ok(d) = value.cast::<PyDict>() {
        if let Some(text) = d.get_item("text")? {
            let status = match d.get_item("status")? {
                None => TranslationStatus::default(),
                Some(s) => status_of(function, id, &s)?,
            };
            return Ok(Translation {
                text: text_of(function, id, &text)?,
                status,
            });
        }
    }
    Ok(Translation {
        text: text_of(function, id, value)?,
        status: TranslationStatus::default(),
    })
}

fn text_of(function: &str, id: &str, value: &Bound<'_, PyAny>) -> PyResult<Text<'static>> {
    if let Ok(s) = value.extract::<String>() {
        return Ok(Text::Plain(Cow::Owned(s)));
    }
    let Ok(d) = value.cast::<PyDict>() else {
        return Err(type_error(
            function,
            "translations",
            &format!("str or a plural dict for `{id}`"),
            value,
        ));
    };
    let mut forms = PluralText::new();
    for (k, v) in d.iter() {
        let cat: String = k.extract()?;
        let category = PluralCategory::parse(&cat).ok_or_else(|| {
            PyValueError::new_err(format!(
                "{function}(): translation of `{id}` has plural category `{cat}`; expected one of zero, one, two, few, many, other"
            ))
        })?;
        let form: String = v
            .extract()
            .map_err(|_| type_error(function, "translations", "str plural forms", &v))?;
        forms.insert(category, Cow::Owned(form));
    }
    Ok(Text::Plural(forms))
}

fn status_of(function: &str, id: &str, value: &Bound<'_, PyAny>) -> PyResult<TranslationStatus> {
    if let Ok(d) = value.cast::<PyDict>() {
        let mut per = BTreeMap::new();
        for (k, v) in d.iter() {
            let cat: String = k.extract()?;
            let c = PluralCategory::parse(&cat).ok_or_else(|| {
                PyValueError::new_err(format!(
                    "{function}(): status of `{id}` has plural category `{cat}`; expected one of zero, one, two, few, many, other"
                ))
            })?;
            per.insert(c, one_status(function, id, &v)?);
        }
        return Ok(TranslationStatus::PerCategory(per));
    }
    Ok(TranslationStatus::Single(one_status(function, id, value)?))
}

fn one_status(function: &str, id: &str, value: &Bound<'_, PyAny>) -> PyResult<Status> {
    let s: String = value
        .extract()
        .map_err(|_| type_error(function, "translations", "a str status", value))?;
    match s.as_str() {
        "untranslated" => Ok(Status::Untranslated),
        "translated" => Ok(Status::Translated),
        "approved" => Ok(Status::Approved),
        _ => Err(PyValueError::new_err(format!(
            "{function}(): status `{s}` of `{id}`; expected untranslated, translated or approved"
        ))),
    }
}
