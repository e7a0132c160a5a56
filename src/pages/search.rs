//! The Search panel's JSON: the CroQL check as the user types (`POST …/api/croql/check`, also
//! mounted for the step settings pages), run by `locforge-croql`'s checker with the schema of
//! the asked context, and the strings of the token's project matching a valid query, one page
//! at a time (`GET /pages/{key}/api/strings?croql=…&page=N`), listed through
//! [`super::client::client_for`]'s API client (the query goes as the `croql` parameter).
//! What must not live here: CroQL itself (`locforge-croql`), the API calls (`platform`).

use std::str::FromStr;
use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use locforge_croql::{compile, Context, SchemaOptions};
use serde::Deserialize;
use serde_json::{json, Value};

use super::client::{client_for, platform_error};
use super::jobs::page_json;
use super::modules::{MenuApi, StepApi};
use crate::http::error::ApiError;
use crate::http::reject::{ApiBytes, ApiQuery};
use crate::http::signed::SignedRequest;
use crate::http::AppState;
use crate::platform::ListQuery;

/// Strings per page of the Search panel.
pub const PAGE_SIZE: u32 = 25;

/// Longest query checked (characters).
pub const MAX_QUERY: usize = 4000;

/// Body of a check.
#[derive(Debug, Deserialize)]
pub struct CheckBody {
    /// The query.
    #[serde(default)]
    pub query: String,
    /// The CroQL context (`source-string`, the default; `translation`, `tm-segment`,
    /// `glossary-term`, `glossary-concept`).
    #[serde(default)]
    pub context: Option<String>,
}

/// The check of `query` in `context`: `{"ok":true}` or `{"ok":false,"error":{message, line,
/// column, caret}}` (line and column 1-based, in characters; `caret` is the query's line with
/// `^` under the faulty part).
pub fn check(query: &str, context: Context, enterprise: bool) -> Value {
    let options = SchemaOptions {
        enterprise,
        strict: true,
    };
    match compile(query, context, &options) {
        Ok(_) => json!({"ok": true}),
        Err(e) => {
            let start = e.span.start.min(query.len());
            let start = (0..=start)
                .rev()
                .find(|&i| query.is_char_boundary(i))
                .unwrap_or(0);
            let before = &query[..start];
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            let rendered = e.render(query);
            let caret = rendered.split_once('\n').map_or("", |(_, rest)| rest);
            json!({"ok": false, "error": {
                "message": e.message,
                "code": e.code.as_str(),
                "line": line,
                "column": column,
                "caret": caret,
            }})
        }
    }
}

fn context_of(body: &CheckBody) -> Result<Context, ApiError> {
    match body
        .context
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        None => Ok(Context::SourceString),
        Some(c) => {
            Context::from_str(c).map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, e.to_string()))
        }
    }
}

fn checked(body: &CheckBody, enterprise: bool) -> Result<Value, ApiError> {
    if body.query.chars().count() > MAX_QUERY {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            format!("the query is longer than {MAX_QUERY} characters"),
        ));
    }
    Ok(check(&body.query, context_of(body)?, enterprise))
}

fn parse_body(bytes: &[u8]) -> Result<CheckBody, ApiError> {
    serde_json::from_slice(bytes).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            format!("expected {{\"query\",\"context\"}}: {e}"),
        )
    })
}

/// `POST /pages/{key}/api/croql/check`.
pub async fn check_for_menu(
    signed: SignedRequest<MenuApi>,
    ApiBytes(body): ApiBytes,
) -> Result<Response, ApiError> {
    let body = parse_body(&body)?;
    Ok(page_json(
        checked(&body, signed.identity.domain.is_some())?,
        &[],
    ))
}

/// `POST /workflow-steps/{key}/api/croql/check` (step predicates: enterprise identifiers, as
/// the step compiles them).
pub async fn check_for_step(
    _signed: SignedRequest<StepApi>,
    ApiBytes(body): ApiBytes,
) -> Result<Response, ApiError> {
    let body = parse_body(&body)?;
    Ok(page_json(checked(&body, true)?, &[]))
}

/// Query of the strings list.
#[derive(Debug, Deserialize)]
pub struct StringsQuery {
    /// The CroQL filter (none: every string).
    #[serde(default)]
    pub croql: Option<String>,
    /// 1-based page.
    #[serde(default)]
    pub page: Option<u64>,
}

/// `GET /pages/{key}/api/strings?croql=…&page=N`: `{"page","pageSize","hasMore","strings":[…]}`.
pub async fn strings(
    State(state): State<Arc<AppState>>,
    signed: SignedRequest<MenuApi>,
    ApiQuery(q): ApiQuery<StringsQuery>,
) -> Result<Response, ApiError> {
    let identity = &signed.identity;
    let Some(project_id) = identity.project_id else {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "the page's token names no project (context.project_id)",
        ));
    };
    let croql = q.croql.filter(|c| !c.trim().is_empty());
    if let Some(c) = &croql {
        let verdict = checked(
            &CheckBody {
                query: c.clone(),
                context: None,
            },
            identity.domain.is_some(),
        )?;
        if verdict["ok"] != Value::Bool(true) {
            let message = verdict["error"]["message"]
                .as_str()
                .unwrap_or("invalid query");
            return Err(ApiError::new(StatusCode::BAD_REQUEST, message));
        }
    }
    let page = q.page.unwrap_or(1).max(1);
    let client = client_for(&state, identity).await?;
    let mut list = ListQuery::all().page_size(PAGE_SIZE);
    list.croql = croql;
    let pager = client
        .strings(project_id, &list)
        .map_err(platform_error)?
        .skip((page - 1).saturating_mul(u64::from(PAGE_SIZE)));
    let mut pager = pager;
    let items = pager
        .next_page()
        .await
        .map_err(platform_error)?
        .unwrap_or_default();
    let has_more = items.len() == PAGE_SIZE as usize;
    let strings: Vec<Value> = items
        .iter()
        .map(|s| {
            json!({"id": s.id, "identifier": s.identifier, "text": s.text, "context": s.context,
                   "type": s.kind, "isHidden": s.is_hidden})
        })
        .collect();
    Ok(page_json(
        json!({"page": page, "pageSize": PAGE_SIZE, "hasMore": has_more, "strings": strings}),
        &[],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_and_bad_queries() {
        assert_eq!(check("is hidden", Context::SourceString, false)["ok"], true);
        let bad = check("is hidden and\n  nosuch = 1", Context::SourceString, false);
        assert_eq!(bad["ok"], false);
        assert_eq!(bad["error"]["line"], 2);
        assert_eq!(bad["error"]["column"], 3);
        let caret = bad["error"]["caret"].as_str().unwrap_or_default();
        assert!(
            caret.contains("nosuch = 1") && caret.contains('^'),
            "{caret}"
        );
    }
}
