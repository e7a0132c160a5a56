//! Logic of the `locforge croql check` and `locforge croql eval` commands, as library functions so that the CLI
//! wiring is one line per command.
//!
//! - `check [--context C] [--enterprise] QUERY` → [`cli_check`]: exit 0 with the canonical form on stdout, or
//!   exit 1 with the error (code, message, caret line) on stderr. The linter runs in strict mode.
//! - `eval --context C --data FILE QUERY` → [`cli_eval`] / [`cli_eval_outcome`]: FILE is
//!   `{"users":[{"id":1,"username":"crowdin"}], "languages":[{"id":"de"}], "records":[…]}` (`languages`
//!   optional); the matching records are printed as NDJSON in input order, each exactly as given in FILE with
//!   insignificant whitespace removed. Evaluation is lenient (the emulator's default).

use serde_json::value::RawValue;
use serde_json::Value;

use crate::checker::{check, CheckedQuery};
use crate::error::CroqlError;
use crate::eval::{EvalOptions, Evaluator, User};
use crate::parser::parse;
use crate::printer::print;
use crate::schema::{Context, SchemaOptions};

/// What a command prints and how it exits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliOutcome {
    /// Process exit code.
    pub exit_code: i32,
    /// Text for standard output (newline-terminated when not empty).
    pub stdout: String,
    /// Text for standard error (newline-terminated when not empty).
    pub stderr: String,
}

/// `locforge croql check`: parse and check `query` in `context` (strict; enterprise identifiers if
/// `enterprise`). Exit 0 and the canonical form, or exit 1 and the rendered error.
pub fn cli_check(query: &str, context: Context, enterprise: bool) -> CliOutcome {
    let opts = SchemaOptions {
        enterprise,
        strict: true,
    };
    match parse(query).and_then(|e| check(&e, context, &opts).map(|_| e)) {
        Ok(expr) => CliOutcome {
            exit_code: 0,
            stdout: format!("{}\n", print(&expr)),
            stderr: String::new(),
        },
        Err(e) => CliOutcome {
            exit_code: 1,
            stdout: String::new(),
            stderr: format!("{}\n", e.render(query)),
        },
    }
}

/// Options of `locforge croql eval`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CliEvalOptions {
    /// Enterprise identifiers available.
    pub enterprise: bool,
    /// Strict datetime literals (default lenient, as the emulator).
    pub strict: bool,
    /// Evaluation options (case sensitivity, the clock for `'today'`).
    pub eval: EvalOptions,
}

/// Failure of [`cli_eval`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CliError {
    /// The query failed to parse, check or bind (unknown mention); carries the error and its rendering.
    Query(CroqlError, String),
    /// The data file is not of the expected shape.
    Data(String),
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CliError::Query(_, rendered) => f.write_str(rendered),
            CliError::Data(msg) => write!(f, "error: invalid data file: {msg}"),
        }
    }
}

impl std::error::Error for CliError {}

/// `locforge croql eval`: the matching records of `data_json` as NDJSON lines (without trailing newlines), in
/// input order.
pub fn cli_eval(
    query: &str,
    context: Context,
    data_json: &str,
    options: &CliEvalOptions,
) -> Result<Vec<String>, CliError> {
    let schema = SchemaOptions {
        enterprise: options.enterprise,
        strict: options.strict,
    };
    let q: CheckedQuery = parse(query)
        .and_then(|e| check(&e, context, &schema))
        .map_err(|e| CliError::Query(e.clone(), e.render(query)))?;

    #[derive(Default)]
    struct Data<'a> {
        users: Vec<User>,
        languages: Option<Vec<String>>,
        records: Vec<&'a RawValue>,
    }
    let top: std::collections::BTreeMap<String, &RawValue> =
        serde_json::from_str(data_json).map_err(|e| CliError::Data(e.to_string()))?;
    let mut data = Data::default();
    if let Some(raw) = top.get("users") {
        let users: Vec<Value> =
            serde_json::from_str(raw.get()).map_err(|e| CliError::Data(format!("users: {e}")))?;
        for u in users {
            let id = u
                .get("id")
                .and_then(Value::as_i64)
                .ok_or_else(|| CliError::Data("user without id".into()))?;
            let login = u
                .get("username")
                .or_else(|| u.get("login"))
                .and_then(Value::as_str)
                .ok_or_else(|| CliError::Data(format!("user {id} without username")))?;
            data.users.push(User {
                id,
                login: login.to_string(),
            });
        }
    }
    if let Some(raw) = top.get("languages") {
        let langs: Vec<Value> = serde_json::from_str(raw.get())
            .map_err(|e| CliError::Data(format!("languages: {e}")))?;
        let ids = langs
            .iter()
            .map(|l| match l {
                Value::String(s) => Some(s.clone()),
                _ => l.get("id").and_then(Value::as_str).map(str::to_string),
            })
            .collect::<Option<Vec<String>>>()
            .ok_or_else(|| CliError::Data("language without id".into()))?;
        data.languages = Some(ids);
    }
    if let Some(raw) = top.get("records") {
        data.records =
            serde_json::from_str(raw.get()).map_err(|e| CliError::Data(format!("records: {e}")))?;
    } else {
        return Err(CliError::Data("missing \"records\"".into()));
    }

    let ev = Evaluator::new(data.users, data.languages, options.eval);
    let bound = ev
        .bind(&q)
        .map_err(|e| CliError::Query(e.clone(), e.render(query)))?;
    let mut out = Vec::new();
    for raw in data.records {
        let record: Value =
            serde_json::from_str(raw.get()).map_err(|e| CliError::Data(e.to_string()))?;
        if bound.matches(&record) {
            out.push(minify(raw.get()));
        }
    }
    Ok(out)
}

/// [`cli_eval`] as a [`CliOutcome`]: exit 0 with NDJSON on stdout, or exit 1 with the error on stderr.
pub fn cli_eval_outcome(
    query: &str,
    context: Context,
    data_json: &str,
    options: &CliEvalOptions,
) -> CliOutcome {
    match cli_eval(query, context, data_json, options) {
        Ok(lines) => {
            let mut stdout = String::new();
            for l in lines {
                stdout.push_str(&l);
                stdout.push('\n');
            }
            CliOutcome {
                exit_code: 0,
                stdout,
                stderr: String::new(),
            }
        }
        Err(e) => CliOutcome {
            exit_code: 1,
            stdout: String::new(),
            stderr: format!("{e}\n"),
        },
    }
}

/// Removes insignificant whitespace from valid JSON text, keeping key order and number spelling.
fn minify(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let mut in_string = false;
    let mut escaped = false;
    for c in json.chars() {
        if in_string {
            out.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
        } else if c == '"' {
            in_string = true;
            out.push(c);
        } else if !matches!(c, ' ' | '\t' | '\n' | '\r') {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_ok_and_error() {
        let o = cli_check(
            "isHidden AND count of translations > 0",
            Context::SourceString,
            false,
        );
        assert_eq!(
            o,
            CliOutcome {
                exit_code: 0,
                stdout: "is hidden and count of translations > 0\n".into(),
                stderr: String::new()
            }
        );
        let o = cli_check("is hiden", Context::SourceString, false);
        assert_eq!(o.exit_code, 1);
        assert_eq!(
            o.stderr,
            "error[croqlInvalidLogic]: Invalid logic in CroQL. Identifier 'isHiden' is undefined\n  is hiden\n  ^^^^^^^^\n"
        );
        let o = cli_check("text = 'Welcome!'", Context::SourceString, false);
        assert_eq!(o.exit_code, 1);
        assert!(cli_check("count of fields > 0", Context::SourceString, false).exit_code == 1);
        assert!(cli_check("count of fields > 0", Context::SourceString, true).exit_code == 0);
    }

    #[test]
    fn eval_keeps_input_order_and_text() {
        let data = r#"{"users":[{"id":1,"username":"crowdin"}],
            "records":[
              {"identifier":"b", "text":"Hello  world", "isHidden":false},
              {"identifier":"a","text":"Bye","isHidden":true},
              {"identifier":"c","text":"HELLO","isHidden":false, "z": 1.50}
            ]}"#;
        let lines = cli_eval(
            "text contains \"hello\"",
            Context::SourceString,
            data,
            &CliEvalOptions::default(),
        )
        .unwrap();
        assert_eq!(
            lines,
            vec![
                r#"{"identifier":"b","text":"Hello  world","isHidden":false}"#.to_string(),
                r#"{"identifier":"c","text":"HELLO","isHidden":false,"z":1.50}"#.to_string()
            ]
        );
        let err = cli_eval(
            "user = @user:\"nobody\"",
            Context::Translation,
            data,
            &CliEvalOptions::default(),
        )
        .unwrap_err();
        assert!(
            matches!(&err, CliError::Query(e, _) if e.message == "Invalid logic in CroQL. User 'nobody' is undefined")
        );
        assert!(cli_eval(
            "is hidden",
            Context::SourceString,
            "[]",
            &CliEvalOptions::default()
        )
        .is_err());
        let o = cli_eval_outcome(
            "is hidden",
            Context::SourceString,
            data,
            &CliEvalOptions::default(),
        );
        assert_eq!(
            o.stdout,
            "{\"identifier\":\"a\",\"text\":\"Bye\",\"isHidden\":true}\n"
        );
    }
}
