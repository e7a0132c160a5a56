//! `locforge croql check|eval`: lint a CroQL query, or filter a JSON dump of records with it.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use locforge_croql::cli::{cli_check, cli_eval_outcome, CliEvalOptions, CliOutcome};
use locforge_croql::Context;

/// The `croql` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Parse and type-check a query: print its canonical form (exit 0) or the error with a caret
    /// under the query (exit 1).
    #[command(
        after_help = "Examples:\n  locforge croql check 'count of translations where (is pre translated) > 0'\n  locforge croql check --context translation 'user = @user:\"crowdin\"'"
    )]
    Check {
        /// Where the query will be used.
        #[arg(long, default_value = "source-string", value_parser = parse_context, help = CONTEXT_HELP)]
        context: Context,
        /// Allow enterprise-only identifiers (`fields`, `isPassedWorkflow`).
        #[arg(long)]
        enterprise: bool,
        /// The query.
        query: String,
    },
    /// Print the records of a JSON dump that match a query, as NDJSON in input order.
    #[command(
        after_help = "DATA is JSON: {\"users\":[{\"id\":1,\"username\":\"crowdin\"}], \"languages\":[{\"id\":\"de\"}], \"records\":[…]}.\nRecord fields are the camelCase CroQL identifiers (identifier, text, isHidden, translations, …).\n\nExample:\n  locforge croql eval --data dump.json 'text contains \"save\" and not is hidden'"
    )]
    Eval {
        /// Where the query is used (decides the identifiers and the record shape).
        #[arg(long, default_value = "source-string", value_parser = parse_context, help = CONTEXT_HELP)]
        context: Context,
        /// The JSON file with users, languages and records.
        #[arg(long, value_name = "FILE")]
        data: PathBuf,
        /// Allow enterprise-only identifiers.
        #[arg(long)]
        enterprise: bool,
        /// Make `contains` and string comparisons case-sensitive.
        #[arg(long)]
        case_sensitive: bool,
        /// The query.
        query: String,
    },
}

const CONTEXT_HELP: &str =
    "source-string, translation, tm-segment, glossary-term or glossary-concept";

fn parse_context(s: &str) -> Result<Context, String> {
    s.parse::<Context>()
        .map_err(|_| format!("unknown context `{s}`; expected {CONTEXT_HELP}"))
}

fn emit(o: CliOutcome) -> ExitCode {
    print!("{}", o.stdout);
    eprint!("{}", o.stderr);
    ExitCode::from(u8::try_from(o.exit_code).unwrap_or(2))
}

pub(super) fn run(command: Command) -> anyhow::Result<ExitCode> {
    Ok(match command {
        Command::Check {
            context,
            enterprise,
            query,
        } => emit(cli_check(&query, context, enterprise)),
        Command::Eval {
            context,
            data,
            enterprise,
            case_sensitive,
            query,
        } => {
            let json = std::fs::read_to_string(&data)
                .with_context(|| format!("cannot read {}", data.display()))?;
            let mut opts = CliEvalOptions {
                enterprise,
                ..CliEvalOptions::default()
            };
            opts.eval.case_sensitive = case_sensitive;
            emit(cli_eval_outcome(&query, context, &json, &opts))
        }
    })
}
