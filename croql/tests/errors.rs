//! Each documented error class (docs/CROQL.md §10) has a failing example with its code, message and span, and renders with
//! a caret line under the query.

use locforge_croql::{
    check, cli_check, parse, Context, CroqlError, ErrorCode, EvalOptions, Evaluator, SchemaOptions,
    Span, User,
};

fn check_err(q: &str, ctx: Context, opts: SchemaOptions) -> CroqlError {
    match parse(q) {
        Err(e) => e,
        Ok(expr) => check(&expr, ctx, &opts).expect_err(q),
    }
}

fn strict() -> SchemaOptions {
    SchemaOptions {
        enterprise: false,
        strict: true,
    }
}

#[test]
fn syntax_errors() {
    let cases: &[(&str, &str, Span)] = &[
        ("", "Invalid syntax in CroQL. Unexpected end of query at position 0", Span::new(0, 0)),
        ("1 < 2 < 3", "Invalid syntax in CroQL. Unexpected '<' at position 6", Span::new(6, 7)),
        ("text == \"a\"", "Invalid syntax in CroQL. Unexpected '=' at position 6", Span::new(6, 7)),
        ("a <> b", "Invalid syntax in CroQL. Unexpected '>' at position 3", Span::new(3, 4)),
        ("file.id = 1", "Invalid syntax in CroQL. Unexpected character '.' at position 4", Span::new(4, 5)),
        ("id in (1, 2)", "Invalid syntax in CroQL. Unexpected character ',' at position 8", Span::new(8, 9)),
        ("id in (1)", "Invalid syntax in CroQL. Unexpected '(' at position 6", Span::new(6, 7)),
        ("(is hidden", "Invalid syntax in CroQL. Unexpected end of query at position 10", Span::new(10, 10)),
        ("text contains \"abc", "Invalid syntax in CroQL. Unterminated string literal at position 14", Span::new(14, 18)),
        ("added > '2020", "Invalid syntax in CroQL. Unterminated datetime literal at position 8", Span::new(8, 13)),
        ("user = @user: \"x\"", "Invalid syntax in CroQL. Mention '@user' must be followed by :\"…\" without spaces at position 7", Span::new(7, 12)),
        ("user = @team:\"x\"", "Invalid syntax in CroQL. Unknown mention '@team' at position 7", Span::new(7, 12)),
        ("max length > 9223372036854775808", "Invalid syntax in CroQL. Integer literal out of range at position 13", Span::new(13, 32)),
        ("1. > 0", "Invalid syntax in CroQL. Unexpected character '.' at position 1", Span::new(1, 2)),
        ("1 + if is hidden then 1 else 2 > 0", "Invalid syntax in CroQL. Unexpected 'if' at position 4", Span::new(4, 6)),
        ("count of comments where > 0", "Invalid syntax in CroQL. Unexpected '>' at position 24", Span::new(24, 25)),
        ("count of comments where 1 > 0", "Invalid syntax in CroQL. Unexpected '1' at position 24", Span::new(24, 25)),
        ("is hidden # comment", "Invalid syntax in CroQL. Unexpected character '#' at position 10", Span::new(10, 11)),
        ("if is hidden then 1", "Invalid syntax in CroQL. Unexpected end of query at position 19", Span::new(19, 19)),
        ("5 between 1 or 10", "Invalid syntax in CroQL. Unexpected 'or' at position 12", Span::new(12, 14)),
    ];
    for (q, message, span) in cases {
        let e = check_err(q, Context::SourceString, strict());
        assert_eq!(e.code, ErrorCode::InvalidSyntax, "{q}");
        assert_eq!(&e.message, message, "{q}");
        assert_eq!(e.span, *span, "{q}");
    }
    // `a in (…)` parses until the dangling tokens; `true` is a word, not a literal.
}

#[test]
fn undefined_identifiers() {
    let cases: &[(&str, Context, &str, Span)] = &[
        (
            "is hiden",
            Context::SourceString,
            "isHiden",
            Span::new(0, 8),
        ),
        ("true", Context::SourceString, "true", Span::new(0, 4)),
        (
            "is hidden = null",
            Context::SourceString,
            "null",
            Span::new(12, 16),
        ),
        (
            "foo of file = 1",
            Context::SourceString,
            "foo",
            Span::new(0, 3),
        ),
        (
            "language = \"de\"",
            Context::Translation,
            "language",
            Span::new(0, 8),
        ),
        (
            "count of translations where (identifier = \"x\") > 0",
            Context::SourceString,
            "identifier",
            Span::new(29, 39),
        ),
        (
            "count of fields > 0",
            Context::SourceString,
            "fields",
            Span::new(9, 15),
        ),
        (
            "isPassedWorkflow",
            Context::SourceString,
            "isPassedWorkflow",
            Span::new(0, 16),
        ),
        ("count > 0", Context::SourceString, "count", Span::new(0, 5)),
        (
            "id of user = 1 and translatable",
            Context::GlossaryTerm,
            "translatable",
            Span::new(19, 31),
        ),
        (
            "count of records where (languageId = \"uk\") > 0",
            Context::TmSegment,
            "languageId",
            Span::new(24, 34),
        ),
        (
            "text contains \"a\"",
            Context::TmSegment,
            "text",
            Span::new(0, 4),
        ),
    ];
    for (q, ctx, key, span) in cases {
        let e = check_err(q, *ctx, strict());
        assert_eq!(e.code, ErrorCode::InvalidLogic, "{q}");
        assert_eq!(
            e.message,
            format!("Invalid logic in CroQL. Identifier '{key}' is undefined"),
            "{q}"
        );
        assert_eq!(e.span, *span, "{q}");
    }
}

#[test]
fn type_errors() {
    let cases: &[(&str, &str, Span)] = &[
        // Root not bool.
        ("count of translations", "bool", Span::new(0, 21)),
        (
            "If 1 < 10 then \"less\" else \"greater\"",
            "bool",
            Span::new(0, 36),
        ),
        (
            "translations where (count of votes > 0)",
            "bool",
            Span::new(0, 39),
        ),
        // `count of` on a non-collection.
        ("count of text > 0", "collection", Span::new(9, 13)),
        ("count of file > 0", "collection", Span::new(9, 13)),
        // Members / filters on the wrong type.
        ("id of text = 1", "object", Span::new(6, 10)),
        ("text where (is hidden)", "collection", Span::new(0, 4)),
        (
            "translations with (text = \"a\")",
            "object",
            Span::new(0, 12),
        ),
        // Operands.
        ("is hidden and 1", "bool", Span::new(14, 15)),
        ("not text", "bool", Span::new(4, 8)),
        ("text + 1 > 0", "int", Span::new(0, 4)),
        ("text > \"a\"", "int", Span::new(0, 4)),
        ("text = 1", "string", Span::new(7, 8)),
        ("max length contains \"1\"", "string", Span::new(0, 10)),
        ("added between 1 and 2", "datetime", Span::new(14, 15)),
        ("max length between 1 and 'today'", "int", Span::new(25, 32)),
        ("file = 1", "int", Span::new(0, 4)),
        (
            "(if is hidden then 1 else \"a\") = 1",
            "int",
            Span::new(26, 29),
        ),
        (
            "count of translations where (user = \"crowdin\") > 0",
            "user",
            Span::new(36, 45),
        ),
    ];
    for (q, expected, span) in cases {
        let e = check_err(q, Context::SourceString, strict());
        assert_eq!(e.code, ErrorCode::InvalidLogic, "{q}");
        assert_eq!(
            e.message,
            format!("The inferred type is not equal to '{expected}'"),
            "{q}"
        );
        assert_eq!(e.span, *span, "{q}");
    }
}

#[test]
fn datetime_literals_that_do_not_parse() {
    for (q, lit) in [
        ("text = 'Welcome!'", "Welcome!"),
        ("added > '2023-02-30'", "2023-02-30"),
        ("added > '2023-12-06 25:00:00'", "2023-12-06 25:00:00"),
        ("added > 'yesterday'", "yesterday"),
    ] {
        let e = check_err(q, Context::SourceString, strict());
        assert_eq!(e.code, ErrorCode::InvalidLogic, "{q}");
        assert_eq!(
            e.message,
            format!(
                "The inferred type is not equal to 'datetime': '{lit}' is not a valid datetime"
            ),
            "{q}"
        );
    }
    // Lenient: the non-datetime literal is a string, so comparing it with a datetime is a type error.
    let e = check_err(
        "added > '2023-02-30'",
        Context::SourceString,
        SchemaOptions::default(),
    );
    assert_eq!(e.message, "The inferred type is not equal to 'datetime'");
    assert!(check(
        &parse("text = 'Welcome!'").unwrap(),
        Context::SourceString,
        &SchemaOptions::default()
    )
    .is_ok());
}

#[test]
fn unknown_mentions() {
    let ev = Evaluator::new(
        [User {
            id: 1,
            login: "crowdin".into(),
        }],
        Some(vec!["uk".into(), "de".into()]),
        EvalOptions::default(),
    );
    let q = check(
        &parse("user = @user:\"ghost\" and language = @language:\"uk\"").unwrap(),
        Context::GlossaryTerm,
        &SchemaOptions::default(),
    )
    .unwrap();
    let e = ev.bind(&q).unwrap_err();
    assert_eq!(e.code, ErrorCode::InvalidLogic);
    assert_eq!(
        e.message,
        "Invalid logic in CroQL. User 'ghost' is undefined"
    );
    assert_eq!(e.span, Span::new(7, 20));
    let q = check(
        &parse("user = @user:\"CROWDIN\" and language = @language:\"xx\"").unwrap(),
        Context::GlossaryTerm,
        &SchemaOptions::default(),
    )
    .unwrap();
    let e = ev.matches(&q, &serde_json::json!({})).unwrap_err();
    assert_eq!(
        e.message,
        "Invalid logic in CroQL. Language 'xx' is undefined"
    );
    assert_eq!(e.span, Span::new(38, 52));
}

#[test]
fn params_conflict_code() {
    let e = CroqlError::params_conflict("fileId");
    assert_eq!(e.code.as_str(), "croqlParamsConflict");
    assert_eq!(e.message, "CroQL can't be used with fileId");
}

#[test]
fn caret_rendering() {
    let o = cli_check(
        "count of translations where (user = \"crowdin\") > 0",
        Context::SourceString,
        false,
    );
    assert_eq!(o.exit_code, 1);
    assert_eq!(
        o.stderr,
        concat!(
            "error[croqlInvalidLogic]: The inferred type is not equal to 'user'\n",
            "  count of translations where (user = \"crowdin\") > 0\n",
            "                                      ^^^^^^^^^\n"
        )
    );
    let o = cli_check("is hidden and", Context::SourceString, false);
    assert_eq!(
        o.stderr,
        concat!(
            "error[croqlInvalidSyntax]: Invalid syntax in CroQL. Unexpected end of query at position 13\n",
            "  is hidden and\n",
            "               ^\n"
        )
    );
    let o = cli_check("text ≠ 'Welcome!'", Context::SourceString, false);
    assert!(
        o.stderr
            .ends_with("  text ≠ 'Welcome!'\n         ^^^^^^^^^^\n"),
        "{}",
        o.stderr
    );
}
