//! CroQL, the platform's query language: lexer, parser, type checker, canonical printer, typed builder and
//! evaluator, following `docs/CROQL.md`.
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
//!
//! # Decisions beyond docs/CROQL.md
//!
//! - **Identifier keys**: only the first *character* of the first word is lower-cased (`isHidden` written as one
//!   word keeps its key; `Is Hidden` → `isHidden`); lookup is ASCII case-insensitive as docs/CROQL.md decides.
//! - **Literals**: parsed integer and float literals are non-negative (`-1` is unary minus on `1`), so
//!   `-9223372036854775808` is an out-of-range syntax error; the builder writes `i64::MIN` as
//!   `-9223372036854775807 - 1`. The printer always writes floats with a `.` (`10.0`).
//! - **Limits**: more than [`parser::MAX_NESTING`] nested levels or a tree deeper than [`parser::MAX_DEPTH`] is a
//!   `croqlInvalidSyntax` error, so no query can exhaust the stack.
//! - **Type-error messages** (`The inferred type is not equal to '<t>'`): `<t>` is `int` for a non-numeric
//!   arithmetic or ordering operand, the left operand's type for an `=`/`!=` mismatch, `datetime` for a
//!   non-datetime operand next to a datetime, `object` / `collection` for `of`, `with`, `where`, `count of` on the
//!   wrong type. A strict-mode single-quoted literal that is no datetime reads
//!   `The inferred type is not equal to 'datetime': '<text>' is not a valid datetime`.
//! - **Evaluation**: an `if` whose condition is unknown takes the `else` branch (as SQL `CASE`); integer overflow
//!   and non-finite float results are null; `=`, `!=` and `contains` on a multi-form `text` hold if they hold
//!   for any form (so `text != "x"` holds when some form differs); case-insensitive comparison uses simple case
//!   folding (single-character lower-casing plus the folds that differ from it, e.g. `ς`→`σ`; `ß` does not
//!   match `ss`).
//! - **Records**: API field names are accepted where the CroQL-derived name is absent (see [`eval`]); `fields`
//!   given as an object (`{"slug": value}`) becomes items with `slug` and `value`; `file`/`branch` given only as
//!   `fileId`/`branchId` and labels only as `labelIds` are id-only objects. Without a language table every
//!   `@language:"…"` is accepted as written.
//! - **CLI**: `check` runs strict (the app's linter), `eval` lenient (the emulator's default); `eval` prints each
//!   matching record exactly as given, minus insignificant whitespace. [`Context::from_str`](std::str::FromStr)
//!   also accepts `_` for `-` and any case.

#![warn(missing_docs)]

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
