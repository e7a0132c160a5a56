//! `build()` and `build_many()`: a source file with translations into one language, or into
//! several in parallel (rayon; the GIL released while the languages are rendered). A format with
//! one language per file is built by the streaming splice writer; a multilingual format (String
//! Catalog, CSV) gets the target language rendered into its one file. Unchanged bytes are copied
//! as they are, so layout survives.

use locforge_formats::{
    assemble, cldr, Format, FormatError, Language, ParseContext, SpliceError, TranslationLookup,
};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyMapping, PyString};
use rayon::prelude::*;

use crate::catalog::pick;
use crate::entries::{translations_for, Table};
use crate::errors::{format_error, type_error};
use crate::input::read;

/// `build(source, translations, lang=None, format=None, *, name=None, source_lang=None)` →
/// bytes; `lang=None` builds in the file's own language (see [`own_language`]).
#[pyfunction]
#[pyo3(signature = (source, translations, lang=None, format=None, *, name=None, source_lang=None))]
pub fn build<'py>(
    py: Python<'py>,
    source: &Bound<'py, PyAny>,
    translations: &Bound<'py, PyAny>,
    lang: Option<&Bound<'py, PyAny>>,
    format: Option<&str>,
    name: Option<String>,
    source_lang: Option<String>,
) -> PyResult<Bound<'py, PyBytes>> {
    let lang: Option<String> = match lang {
        None => None,
        Some(l) => Some(
            l.extract()
                .map_err(|_| type_error("build", "lang", "a str language id or None", l))?,
        ),
    };
    let table = translations_for("build", translations, lang.as_deref())?;
    let input = read(py, "build", source, name)?;
    let chosen = pick(py, format, &input)?;
    let source = source_lang.as_deref().map(cldr::language);
    let built = py.detach(|| {
        let target = match &lang {
            Some(l) => cldr::language(l),
            None => own_language(&*chosen, &input.content)?,
        };
        build_one(&*chosen, &input.content, &table, source.as_ref(), &target)
    });
    match built {
        Ok(bytes) => Ok(PyBytes::new(py, &bytes)),
        Err(e) => Err(format_error(py, &e, input.name.as_deref())),
    }
}

/// `build_many(source, translations, langs, format=None, *, name=None, source_lang=None)` →
/// `{lang: bytes}`, the languages built in parallel. A multilingual format's one file holds
/// every language: each key maps to that one file.
#[pyfunction]
#[pyo3(signature = (source, translations, langs, format=None, *, name=None, source_lang=None))]
pub fn build_many<'py>(
    py: Python<'py>,
    source: &Bound<'py, PyAny>,
    translations: &Bound<'py, PyAny>,
    langs: &Bound<'py, PyAny>,
    format: Option<&str>,
    name: Option<String>,
    source_lang: Option<String>,
) -> PyResult<Bound<'py, PyDict>> {
    if langs.is_instance_of::<PyString>() {
        return Err(type_error("build_many", "langs", "a list of str", langs));
    }
    let langs: Vec<String> = langs
        .extract()
        .map_err(|_| type_error("build_many", "langs", "a list of str", langs))?;
    let tables = tables_for(translations, &langs)?;
    let input = read(py, "build_many", source, name)?;
    let chosen = pick(py, format, &input)?;
    let source = source_lang.as_deref().map(cldr::language);
    let targets: Vec<Language> = langs.iter().map(|l| cldr::language(l)).collect();
    if chosen.multilingual() {
        let built = py.detach(|| {
            build_together(&*chosen, &input.content, &tables, source.as_ref(), &targets)
        });
        let bytes = match built {
            Ok(bytes) => PyBytes::new(py, &bytes),
            Err(e) => return Err(format_error(py, &e, input.name.as_deref())),
        };
        let out = PyDict::new(py);
        for lang in &langs {
            out.set_item(lang, &bytes)?;
        }
        return Ok(out);
    }
    let built: Vec<Result<Vec<u8>, FormatError>> = py.detach(|| {
        targets
            .par_iter()
            .zip(tables.par_iter())
            .map(|(target, table)| {
                build_one(&*chosen, &input.content, table, source.as_ref(), target)
            })
            .collect()
    });
    let out = PyDict::new(py);
    for (lang, result) in langs.iter().zip(built) {
        match result {
            Ok(bytes) => out.set_item(lang, PyBytes::new(py, &bytes))?,
            Err(mut e) => {
                e.message = format!("{} (building `{lang}`)", e.message);
                return Err(format_error(py, &e, input.name.as_deref()));
            }
        }
    }
    Ok(out)
}

/// The translations of each of `langs`: from a mapping keyed by language (each value a mapping
/// of identifier → text; every language must be there), or from an iterable of entries (each
/// one's `translations[lang]`).
fn tables_for(translations: &Bound<'_, PyAny>, langs: &[String]) -> PyResult<Vec<Table>> {
    if let Ok(map) = translations.cast::<PyMapping>() {
        return langs
            .iter()
            .map(|lang| match map.get_item(lang) {
                Ok(per_lang) => translations_for("build_many", &per_lang, Some(lang)),
                Err(e) if e.is_instance_of::<pyo3::exceptions::PyKeyError>(translations.py()) => {
                    // A language the caller asked for but gave nothing for is most likely a
                    // misspelt key: say so rather than build it untranslated.
                    Err(pyo3::exceptions::PyValueError::new_err(format!(
                        "build_many(): `translations` has no `{lang}`; a dict is keyed by language (give {{}} to build `{lang}` untranslated)"
                    )))
                }
                Err(e) => Err(e),
            })
            .collect();
    }
    if translations.is_instance_of::<PyString>() || !translations.hasattr("__iter__")? {
        return Err(PyTypeError::new_err(
            "build_many() argument `translations` must be a dict of language → {identifier: text} or an iterable of entries",
        ));
    }
    // An iterator can be read once: take the entries into a list, then each language from it.
    let entries = pyo3::types::PyList::new(
        translations.py(),
        translations.try_iter()?.collect::<PyResult<Vec<_>>>()?,
    )?;
    langs
        .iter()
        .map(|lang| translations_for("build_many", entries.as_any(), Some(lang)))
        .collect()
}

/// A multilingual file built once with every one of `targets` in it: parsed once, each
/// language's slots rendered in parallel into its own part, the parts assembled into the file.
fn build_together(
    format: &dyn Format,
    content: &[u8],
    tables: &[Table],
    source: Option<&Language>,
    targets: &[Language],
) -> Result<Vec<u8>, FormatError> {
    let ctx = ParseContext { source, targets };
    let parsed = format.parse_all(content, &ctx)?;
    let parts = (0..targets.len())
        .into_par_iter()
        .map(|i| {
            let lookup: &dyn TranslationLookup = &tables[i];
            format.render_language(content, &parsed, targets, i, source, lookup)
        })
        .collect::<Result<Vec<_>, FormatError>>()?;
    drop(parsed);
    let mut out = Vec::with_capacity(content.len() + content.len() / 4);
    assemble(content, &parts, &mut out).map_err(splice_error)?;
    Ok(out)
}

/// The language a file is in, for a build that keeps it in that language (an edit in place, or
/// an identity build that gives the file back): the language it declares, with the plural
/// categories its plural strings have (else the language's CLDR ones, else one/other). A PO
/// catalog's categories follow its `Plural-Forms` count where CLDR gives its language one form
/// (as the reader maps `msgstr[n]`). No gettext plural rule is set, so a PO header stays as it is.
fn own_language(format: &dyn Format, content: &[u8]) -> Result<Language, FormatError> {
    use locforge_formats::{
        categories_for_nplurals, po_header_nplurals, ErrorKind, PluralCategory, Text,
    };
    if format.multilingual() {
        return Err(FormatError::whole(
            "a multilingual file holds several languages; pass lang= to say which one to build",
        )
        .with_kind(ErrorKind::MissingInput));
    }
    let parsed = format.parse_all(content, &ParseContext::default())?;
    let declared = parsed.language.clone().filter(|l| !l.trim().is_empty());
    if format.info().key == "po" {
        let n = po_header_nplurals(content);
        let cats = match (&declared, n) {
            (Some(l), Some(n)) if cldr::plural_categories(l).len() == 1 && n > 1 => {
                categories_for_nplurals(n)
            }
            (Some(l), _) => cldr::plural_categories(l),
            (None, n) => categories_for_nplurals(n.unwrap_or(2)),
        };
        return Ok(Language::new(declared.unwrap_or_default(), cats));
    }
    let file_cats = parsed.entries.iter().find_map(|e| match e.baseline() {
        Text::Plural(m) => Some(m.keys().copied().collect::<Vec<_>>()),
        Text::Plain(_) => None,
    });
    let cats = file_cats
        .or_else(|| declared.as_deref().map(cldr::plural_categories))
        .unwrap_or_else(|| vec![PluralCategory::One, PluralCategory::Other]);
    Ok(Language::new(declared.unwrap_or_default(), cats))
}

/// `content` built into `target` with the translations in `table`.
fn build_one(
    format: &dyn Format,
    content: &[u8],
    table: &Table,
    source: Option<&Language>,
    target: &Language,
) -> Result<Vec<u8>, FormatError> {
    let lookup: &dyn TranslationLookup = table;
    if format.multilingual() {
        let targets = std::slice::from_ref(target);
        let ctx = ParseContext { source, targets };
        let parsed = format.parse_all(content, &ctx)?;
        let part = format.render_language(content, &parsed, targets, 0, source, lookup)?;
        drop(parsed);
        let mut out = Vec::with_capacity(content.len() + content.len() / 8);
        assemble(content, std::slice::from_ref(&part), &mut out).map_err(splice_error)?;
        return Ok(out);
    }
    let out = Vec::with_capacity(content.len() + content.len() / 8);
    match format.build_streaming(content, target, source, lookup, out) {
        Ok((_, out)) => Ok(out),
        Err(SpliceError::Revisit { .. }) => {
            // The format's slots named an entry further back than the streaming build keeps:
            // build in two steps (the engine does the same).
            let ctx = ParseContext {
                source,
                targets: std::slice::from_ref(target),
            };
            let parsed = format.parse_all(content, &ctx)?;
            let mut out = Vec::with_capacity(content.len() + content.len() / 8);
            format.build(content, &parsed, target, source, lookup, &mut out)?;
            Ok(out)
        }
        Err(e) => Err(splice_error(e)),
    }
}

/// A splice error as a format error (writing into memory cannot fail, and a revisit is handled
/// where it can happen).
fn splice_error(e: SpliceError) -> FormatError {
    match e {
        SpliceError::Format(e) => e,
        other => FormatError::whole(format!("internal error: {other}"))
            .with_kind(locforge_formats::ErrorKind::Internal),
    }
}
