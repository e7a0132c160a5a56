//! Options of a list call (`croql`, page size, `orderBy`, extra filters) and the local CroQL
//! check: every query is compiled with `locforge-croql` in the resource's context (strict, as the
//! app's linter) before any request, so a bad query fails with the caret error and costs nothing.

use locforge_croql::{compile, Context, SchemaOptions};

use super::error::ApiError;

/// Largest `limit` the API accepts.
pub const MAX_LIMIT: u32 = 500;

/// Options of a list call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListQuery {
    /// The CroQL filter, checked locally before any request.
    pub croql: Option<String>,
    /// Items per request, 1–500 (default 500).
    pub page_size: u32,
    /// `orderBy`, e.g. `createdAt desc,id`.
    pub order_by: Option<String>,
    /// Other query parameters of the resource (e.g. `fileId`), sent as given.
    pub params: Vec<(String, String)>,
}

impl Default for ListQuery {
    fn default() -> Self {
        ListQuery {
            croql: None,
            page_size: MAX_LIMIT,
            order_by: None,
            params: Vec::new(),
        }
    }
}

impl ListQuery {
    /// Everything, 500 per page.
    pub fn all() -> Self {
        ListQuery::default()
    }

    /// Items matching a CroQL query, 500 per page.
    pub fn croql(query: impl Into<String>) -> Self {
        ListQuery {
            croql: Some(query.into()),
            ..ListQuery::default()
        }
    }

    /// The same with another page size (clamped to 1–500).
    pub fn page_size(mut self, n: u32) -> Self {
        self.page_size = n.clamp(1, MAX_LIMIT);
        self
    }

    /// The same with another parameter.
    pub fn param(mut self, key: impl Into<String>, value: impl Into<String>) -> Self {
        self.params.push((key.into(), value.into()));
        self
    }

    /// Checks the query and returns the parameters common to every page (no `limit`/`offset`).
    pub(crate) fn to_params(
        &self,
        context: Context,
        enterprise: bool,
    ) -> Result<Vec<(String, String)>, ApiError> {
        let mut out = self.params.clone();
        if let Some(q) = &self.croql {
            check_croql(q, context, enterprise)?;
            out.push(("croql".into(), q.clone()));
        }
        if let Some(o) = &self.order_by {
            out.push(("orderBy".into(), o.clone()));
        }
        Ok(out)
    }
}

/// Compiles `query` in `context` (strict; enterprise identifiers only for enterprise
/// organizations). The error renders the caret under the faulty part.
pub fn check_croql(query: &str, context: Context, enterprise: bool) -> Result<(), ApiError> {
    let options = SchemaOptions {
        enterprise,
        strict: true,
    };
    compile(query, context, &options)
        .map(|_| ())
        .map_err(|error| ApiError::Croql {
            context: context_name(context),
            message: error.message.clone(),
            rendered: error.render(query),
            error,
        })
}

fn context_name(c: Context) -> &'static str {
    match c {
        Context::SourceString => "strings",
        Context::Translation => "language translations",
        Context::TmSegment => "TM segments",
        Context::GlossaryTerm => "glossary terms",
        Context::GlossaryConcept => "glossary concepts",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contexts_are_respected() {
        assert!(check_croql("is hidden", Context::SourceString, false).is_ok());
        // `is hidden` is no member of a TM segment.
        let e = check_croql("is hidden", Context::TmSegment, false).expect_err("wrong context");
        assert!(e.to_string().contains("TM segments"), "{e}");
        let e = check_croql("text contains", Context::SourceString, false).expect_err("syntax");
        assert!(e.to_string().contains('^'), "{e}");
        // Enterprise-only identifiers need an enterprise organization.
        assert!(check_croql("is passed workflow", Context::SourceString, true).is_ok());
        assert!(check_croql("is passed workflow", Context::SourceString, false).is_err());
    }
}
