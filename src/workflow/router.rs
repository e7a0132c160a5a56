//! The croql-router step: a CroQL predicate from the step settings, compiled once (source-string
//! context, enterprise identifiers, strict as the app's linter) and evaluated locally on each
//! string's record. Pure: no I/O, no ports.

use locforge_croql::{compile, CheckedQuery, Context, EvalOptions, Evaluator, SchemaOptions};
use serde_json::Value;

/// A compiled routing predicate.
pub struct Predicate {
    query: CheckedQuery,
    evaluator: Evaluator,
}

impl std::fmt::Debug for Predicate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Predicate").finish_non_exhaustive()
    }
}

impl Predicate {
    /// Compiles `text`; the error is the checker's message with the query and a caret under the
    /// faulty part, as the settings page shows it.
    pub fn compile(text: &str) -> Result<Predicate, String> {
        let options = SchemaOptions {
            enterprise: true,
            strict: true,
        };
        let query = compile(text, Context::SourceString, &options)
            .map_err(|e| format!("{}\n{}", e.message, e.render(text)))?;
        Ok(Predicate {
            query,
            evaluator: Evaluator::new([], None, EvalOptions::default()),
        })
    }

    /// Whether the string's record (the API's source string fields) matches. A record the
    /// predicate cannot be evaluated on does not match.
    pub fn matches(&self, record: &Value) -> bool {
        self.evaluator.matches(&self.query, record).unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn predicate_routes_records() {
        let p = Predicate::compile("is hidden or text contains \"legal\"");
        let Ok(p) = p else {
            panic!("compiles: {p:?}");
        };
        assert!(p.matches(&json!({"id": 1, "text": "Legal notice", "isHidden": false})));
        assert!(p.matches(&json!({"id": 2, "text": "x", "isHidden": true})));
        assert!(!p.matches(&json!({"id": 3, "text": "Home", "isHidden": false})));
    }

    #[test]
    fn bad_predicate_has_a_caret() {
        let Err(e) = Predicate::compile("is hidden and nosuchfield = 1") else {
            panic!("must not compile");
        };
        assert!(e.contains('^'), "{e}");
    }
}
