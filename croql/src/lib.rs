//! CroQL, the platform's query language: lexer, parser, type checker, canonical printer, typed builder and
//! evaluator, following `shared/spec/CROQL-NOTES.md`.
//!
//! ```
//! use locforge_croql::{check, parse, print, Context, EvalOptions, Evaluator, SchemaOptions, User};
//! let expr = parse("isHidden AND count of translations where (user = @user:\"crowdin\") > 0").unwrap();
//! assert_eq!(print(&expr), "is hidden and count of translations where (user = @user:\"crowdin\") > 0");
//! let q = check(&expr, Context::SourceString, &SchemaOptions::default()).unwrap();
//! let ev = Evaluator::new([User { id: 1, login: "crowdin".into() }], None, EvalOptions::default());
//! let record = serde_json::json!({"isHidden": true, "translations": [{"user": 1, "text": "Hallo"}]});
//! assert!(ev.matches(&q, &record).unwrap());
//! ```
//!
//! Modules: [`lexer`] (tokens), [`parser`] (precedence, syntax errors), [`ast`] (tree), [`printer`] (canonical
//! text), [`schema`] (contexts, types, identifiers), [`checker`] (resolution and typing), [`eval`] (evaluation over
//! JSON records), [`builder`] (typed construction), [`datetime`] (UTC datetimes), [`error`] (codes, spans, caret
//! rendering), [`cli`] (the `locforge croql` commands).

pub mod ast;
pub mod builder;
pub mod checker;
pub mod cli;
pub mod datetime;
pub mod error;
pub mod eval;
pub mod lexer;
pub mod parser;
pub mod printer;
pub mod schema;

pub use ast::{BinOp, Expr, ExprKind, Ident, MentionKind};
pub use checker::{check, check_expr, compile, CheckedQuery, Mention};
pub use cli::{cli_check, cli_eval, cli_eval_outcome, CliError, CliEvalOptions, CliOutcome};
pub use datetime::DateTime;
pub use error::{CroqlError, ErrorCode, EvalError, Span};
pub use eval::{BoundQuery, EvalOptions, Evaluator, User};
pub use parser::parse;
pub use printer::print;
pub use schema::{Context, ObjKind, SchemaOptions, Type};
