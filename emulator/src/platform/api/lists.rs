//! The four CroQL-filtered list operations: List Strings, List Language Translations, List TM
//! Segments and List Terms. Each builds (API item, CroQL records) pairs, keeps the items any of
//! whose records match the query (one record per plural form for translations), sorts, pages and
//! answers `{"data":[{"data":…}],"pagination":{"offset","limit"}}`.

use axum::extract::{Path, State};
use axum::Json;
use locforge_croql::{Context, EvalOptions, Evaluator, SchemaOptions, User};
use serde_json::{json, Value};

use super::auth::Caller;
use super::errors::ApiError;
use super::params::{sort, Page, Params};
use super::records;
use crate::platform::model::{Model, Project, Translation};
use crate::platform::state::Platform;

/// A page of items in the list envelope.
pub fn envelope(items: Vec<Value>, page: Page) -> Value {
    let data: Vec<Value> = items
        .into_iter()
        .skip(page.offset)
        .take(page.limit)
        .map(|d| json!({ "data": d }))
        .collect();
    json!({"data": data, "pagination": {"offset": page.offset, "limit": page.limit}})
}

/// Filters `(item, records)` by the `croql` parameter in `context`.
fn filter(
    m: &Model,
    params: &Params,
    context: Context,
    enterprise: bool,
    items: Vec<(Value, Vec<Value>)>,
) -> Result<Vec<Value>, ApiError> {
    let Some(q) = params.get("croql") else {
        return Ok(items.into_iter().map(|(i, _)| i).collect());
    };
    let options = SchemaOptions {
        enterprise,
        strict: false,
    };
    let checked = locforge_croql::compile(q, context, &options)?;
    let users = m.users.iter().map(|u| User {
        id: u.id,
        login: u.username.clone(),
    });
    let mut langs: Vec<String> = crate::platform::languages::builtin_ids()
        .into_iter()
        .map(String::from)
        .collect();
    langs.extend(m.languages.iter().filter_map(|l| l.id.clone()));
    let ev = Evaluator::new(users, Some(langs), EvalOptions::default());
    let bound = ev.bind(&checked)?;
    Ok(items
        .into_iter()
        .filter(|(_, recs)| recs.iter().any(|r| bound.matches(r)))
        .map(|(i, _)| i)
        .collect())
}

/// The project `id` if the caller may see it in its space.
pub fn visible_project<'m>(m: &'m Model, c: &Caller, id: &str) -> Result<&'m Project, ApiError> {
    let id: i64 = id.trim().parse().map_err(|_| {
        ApiError::validation(
            "projectId",
            "notDigits",
            "The input must contain only digits",
        )
    })?;
    let p = m
        .project(id)
        .filter(|p| p.organization_id == c.organization_id)
        .ok_or_else(|| ApiError::not_found("Project Not Found"))?;
    if !c.is_app() && !m.can_see(c.user_id, p) {
        return Err(ApiError::not_found("Project Not Found"));
    }
    Ok(p)
}

/// `GET /api/v2/projects/{projectId}/strings`.
pub async fn strings(
    State(pl): State<Platform>,
    c: Caller,
    Path(project_id): Path<String>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    c.need("project")?;
    let page = params.page()?;
    params.croql_conflicts(&[
        "fileId",
        "branchId",
        "directoryId",
        "taskId",
        "labelIds",
        "filter",
        "scope",
    ])?;
    if c.enterprise() && params.has("croql") && params.has("orderBy") {
        return Err(locforge_croql::CroqlError::params_conflict("orderBy").into());
    }
    let order = params.order_by(&[
        "id",
        "text",
        "identifier",
        "context",
        "createdAt",
        "updatedAt",
        "type",
    ])?;
    let file_id = params.int("fileId")?;
    let branch_id = params.int("branchId")?;
    let label_ids = params.ints("labelIds")?;
    let text_filter = params.get("filter").map(str::to_lowercase);
    pl.read(|m| {
        let p = visible_project(m, &c, &project_id)?;
        let ent = c.enterprise();
        let items: Vec<(Value, Vec<Value>)> = p
            .strings
            .iter()
            .filter(|s| file_id.is_none_or(|f| s.file_id == Some(f)))
            .filter(|s| branch_id.is_none_or(|b| s.branch_id == Some(b)))
            .filter(|s| {
                label_ids
                    .as_ref()
                    .is_none_or(|ls| ls.iter().any(|l| s.label_ids.contains(l)))
            })
            .filter(|s| {
                text_filter.as_ref().is_none_or(|f| {
                    s.identifier.to_lowercase().contains(f)
                        || s.text.forms().iter().any(|t| t.to_lowercase().contains(f))
                })
            })
            .map(|s| {
                (
                    records::string(m, p, s, ent),
                    vec![records::string_record(m, p, s, ent)],
                )
            })
            .collect();
        let mut out = filter(m, &params, Context::SourceString, ent, items)?;
        sort(&mut out, &order);
        Ok(Json(envelope(out, page)))
    })
}

/// `GET /api/v2/projects/{projectId}/languages/{languageId}/translations`.
pub async fn translations(
    State(pl): State<Platform>,
    c: Caller,
    Path((project_id, language_id)): Path<(String, String)>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    c.need("project")?;
    let page = params.page()?;
    params.croql_conflicts(&[
        "stringIds",
        "labelIds",
        "fileId",
        "approvedOnly",
        "passedWorkflow",
        "minApprovalCount",
    ])?;
    let order = params.order_by(&["text", "stringId", "translationId", "createdAt"])?;
    let string_ids = params.ints("stringIds")?;
    let file_id = params.int("fileId")?;
    let approved_only = matches!(params.get("approvedOnly"), Some("1" | "true"));
    pl.read(|m| {
        let p = visible_project(m, &c, &project_id)?;
        let Some(lang) = p
            .target_language_ids
            .iter()
            .find(|l| l.eq_ignore_ascii_case(&language_id))
        else {
            return Err(ApiError::not_found("Language Not Found"));
        };
        let mut items = vec![];
        for s in &p.strings {
            if string_ids.as_ref().is_some_and(|ids| !ids.contains(&s.id))
                || file_id.is_some_and(|f| s.file_id != Some(f))
            {
                continue;
            }
            let mut ts: Vec<&Translation> = p.translations_of(s.id, lang).collect();
            if approved_only {
                ts.retain(|t| !t.approvals.is_empty());
            }
            if ts.is_empty() {
                continue;
            }
            items.push(records::language_translation(m, s, &ts));
        }
        let mut out = filter(m, &params, Context::Translation, c.enterprise(), items)?;
        sort(&mut out, &order);
        Ok(Json(envelope(out, page)))
    })
}

/// `GET /api/v2/tms/{tmId}/segments`.
pub async fn segments(
    State(pl): State<Platform>,
    c: Caller,
    Path(tm_id): Path<String>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    c.need("tm")?;
    let page = params.page()?;
    let order = params.order_by(&["id"])?;
    let tm_id: i64 = tm_id.trim().parse().map_err(|_| {
        ApiError::validation("tmId", "notDigits", "The input must contain only digits")
    })?;
    pl.read(|m| {
        let tm = m
            .tms
            .iter()
            .find(|t| t.id == tm_id && t.organization_id == c.organization_id)
            .ok_or_else(|| ApiError::not_found("Tm Not Found"))?;
        let items = (0..tm.segments.len())
            .map(|i| {
                let v = records::segment(tm, i);
                (v.clone(), vec![v])
            })
            .collect();
        let mut out = filter(m, &params, Context::TmSegment, c.enterprise(), items)?;
        sort(&mut out, &order);
        Ok(Json(envelope(out, page)))
    })
}

/// `GET /api/v2/glossaries/{glossaryId}/terms`.
pub async fn terms(
    State(pl): State<Platform>,
    c: Caller,
    Path(glossary_id): Path<String>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    c.need("glossary")?;
    let page = params.page()?;
    params.croql_conflicts(&["userId", "languageId", "translationOfTermId", "conceptId"])?;
    let order = params.order_by(&[
        "id",
        "text",
        "description",
        "partOfSpeech",
        "status",
        "type",
        "gender",
        "note",
        "lemma",
        "createdAt",
        "updatedAt",
    ])?;
    let glossary_id: i64 = glossary_id.trim().parse().map_err(|_| {
        ApiError::validation(
            "glossaryId",
            "notDigits",
            "The input must contain only digits",
        )
    })?;
    let language = params.get("languageId").map(str::to_owned);
    let concept = params.int("conceptId")?;
    pl.read(|m| {
        let g = m
            .glossaries
            .iter()
            .find(|g| g.id == glossary_id && g.organization_id == c.organization_id)
            .ok_or_else(|| ApiError::not_found("Glossary Not Found"))?;
        let items = g
            .terms
            .iter()
            .filter(|t| {
                language
                    .as_ref()
                    .is_none_or(|l| t.language_id.eq_ignore_ascii_case(l))
            })
            .filter(|t| concept.is_none_or(|c| t.concept_id == c))
            .map(|t| {
                let v = records::term(g.id, t);
                (v.clone(), vec![v])
            })
            .collect();
        let mut out = filter(m, &params, Context::GlossaryTerm, c.enterprise(), items)?;
        sort(&mut out, &order);
        Ok(Json(envelope(out, page)))
    })
}
