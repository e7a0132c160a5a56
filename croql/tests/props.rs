//! Property tests: random well-typed trees print and reparse to the same tree (and keep their type); random
//! strings and random token soups never panic the lexer, parser, checker, printer or evaluator, and whatever parses
//! round-trips through the printer.

use locforge_croql::ast::{BinOp, Expr, ExprKind, Ident, MentionKind};
use locforge_croql::schema::{members, ObjKind, Type};
use locforge_croql::{
    check, check_expr, parse, print, Context, DateTime, EvalOptions, Evaluator, SchemaOptions, User,
};
use proptest::prelude::*;
use proptest::strategy::{BoxedStrategy, Union};
use serde_json::json;

fn e(kind: ExprKind) -> Expr {
    Expr::new(kind)
}

fn bx(x: Expr) -> Box<Expr> {
    Box::new(x)
}

/// Spelling variants of an identifier: documented, camelCase key, upper-cased words.
fn ident_strategy(spelling: &'static str, key: String) -> BoxedStrategy<Ident> {
    let upper = spelling.to_uppercase();
    prop_oneof![Just(spelling.to_string()), Just(key), Just(upper)]
        .prop_map(|s| Ident::from_spelling(&s).expect("valid spelling"))
        .boxed()
}

fn idents_of(scope: ObjKind, pred: impl Fn(Type) -> bool) -> Vec<BoxedStrategy<(Ident, Type)>> {
    members(scope)
        .iter()
        .filter(|m| pred(m.ty))
        .map(|m| {
            let ty = m.ty;
            ident_strategy(m.spelling, m.key.clone())
                .prop_map(move |i| (i, ty))
                .boxed()
        })
        .collect()
}

fn ident_expr(scope: ObjKind, ty: Type) -> Option<BoxedStrategy<Expr>> {
    let v = idents_of(scope, |t| t == ty);
    if v.is_empty() {
        None
    } else {
        Some(
            Union::new(v)
                .prop_map(|(i, _)| e(ExprKind::Ident(i)))
                .boxed(),
        )
    }
}

fn datetime_text() -> BoxedStrategy<String> {
    (
        0i64..=9999,
        1u32..=12,
        1u32..=28,
        0u32..24,
        0u32..60,
        0u32..60,
        0u8..4,
    )
        .prop_map(|(y, mo, d, h, mi, s, form)| match form {
            0 => format!("{y:04}-{mo:02}-{d:02}"),
            1 => format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}:{s:02}"),
            2 => format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}Z"),
            _ => "today".to_string(),
        })
        .boxed()
}

/// Random expressions of type `ty` in `scope`, nesting at most `depth` levels.
fn gen(ty: Type, scope: ObjKind, depth: u32) -> BoxedStrategy<Expr> {
    let mut leaves: Vec<BoxedStrategy<Expr>> = Vec::new();
    match ty {
        Type::Int => leaves.push(
            any::<u64>()
                .prop_map(|v| e(ExprKind::Int((v >> 1) as i64)))
                .boxed(),
        ),
        Type::Float => leaves.push(
            any::<f64>()
                .prop_filter("finite", |f| f.is_finite())
                .prop_map(|f| e(ExprKind::Float(f.abs())))
                .boxed(),
        ),
        Type::String => leaves.push(any::<String>().prop_map(|s| e(ExprKind::Str(s))).boxed()),
        Type::DateTime => leaves.push(
            datetime_text()
                .prop_map(|s| e(ExprKind::DateTime(s)))
                .boxed(),
        ),
        Type::User => leaves.push(
            any::<String>()
                .prop_map(|s| e(ExprKind::Mention(MentionKind::User, s)))
                .boxed(),
        ),
        Type::Language => leaves.push(
            any::<String>()
                .prop_map(|s| e(ExprKind::Mention(MentionKind::Language, s)))
                .boxed(),
        ),
        _ => {}
    }
    if let Some(s) = ident_expr(scope, ty) {
        leaves.push(s);
    }
    if ty == Type::Bool && leaves.is_empty() {
        // Contexts without bool identifiers at this scope: a comparison of literals.
        leaves.push(
            (any::<u32>(), any::<u32>())
                .prop_map(|(a, b)| {
                    e(ExprKind::Binary(
                        BinOp::Lt,
                        bx(e(ExprKind::Int(a.into()))),
                        bx(e(ExprKind::Int(b.into()))),
                    ))
                })
                .boxed(),
        );
    }
    if depth == 0 {
        return Union::new(leaves).boxed();
    }
    let d = depth - 1;
    let mut composite: Vec<BoxedStrategy<Expr>> = Vec::new();
    // `if` of any type.
    composite.push(
        (
            gen(Type::Bool, scope, d),
            gen(ty, scope, d),
            gen(ty, scope, d),
        )
            .prop_map(|(c, a, b)| e(ExprKind::If(bx(c), bx(a), bx(b))))
            .boxed(),
    );
    // Members of objects in scope with this type: `M of X`.
    for obj in members(scope)
        .iter()
        .filter(|m| matches!(m.ty, Type::Object(_) | Type::User))
    {
        let kind = match obj.ty {
            Type::Object(k) => k,
            _ => ObjKind::User,
        };
        let object_ident = ident_strategy(obj.spelling, obj.key.clone());
        let of_type = idents_of(kind, |t| t == ty);
        if !of_type.is_empty() {
            composite.push(
                (Union::new(of_type), object_ident)
                    .prop_map(|((m, _), o)| e(ExprKind::Member(m, bx(e(ExprKind::Ident(o))))))
                    .boxed(),
            );
        }
    }
    match ty {
        Type::Bool => {
            for op in [BinOp::And, BinOp::Or, BinOp::Xor] {
                composite.push(
                    (gen(Type::Bool, scope, d), gen(Type::Bool, scope, d))
                        .prop_map(move |(a, b)| e(ExprKind::Binary(op, bx(a), bx(b))))
                        .boxed(),
                );
            }
            composite.push(
                gen(Type::Bool, scope, d)
                    .prop_map(|a| e(ExprKind::Not(bx(a))))
                    .boxed(),
            );
            let cmp = prop_oneof![
                Just(BinOp::Eq),
                Just(BinOp::Ne),
                Just(BinOp::Gt),
                Just(BinOp::Ge),
                Just(BinOp::Lt),
                Just(BinOp::Le)
            ];
            for operand in [Type::Int, Type::Float, Type::DateTime] {
                composite.push(
                    (cmp.clone(), gen(operand, scope, d), gen(operand, scope, d))
                        .prop_map(|(op, a, b)| e(ExprKind::Binary(op, bx(a), bx(b))))
                        .boxed(),
                );
                composite.push(
                    (
                        gen(operand, scope, d),
                        gen(operand, scope, d),
                        gen(operand, scope, d),
                    )
                        .prop_map(|(v, l, h)| {
                            e(ExprKind::Between {
                                value: bx(v),
                                low: bx(l),
                                high: bx(h),
                            })
                        })
                        .boxed(),
                );
            }
            for operand in [Type::String, Type::User, Type::Language, Type::Bool] {
                composite.push(
                    (
                        prop_oneof![Just(BinOp::Eq), Just(BinOp::Ne)],
                        gen(operand, scope, d),
                        gen(operand, scope, d),
                    )
                        .prop_map(|(op, a, b)| e(ExprKind::Binary(op, bx(a), bx(b))))
                        .boxed(),
                );
            }
            composite.push(
                (gen(Type::String, scope, d), gen(Type::String, scope, d))
                    .prop_map(|(a, b)| e(ExprKind::Binary(BinOp::Contains, bx(a), bx(b))))
                    .boxed(),
            );
            // `X with (P)` on objects in scope.
            for obj in members(scope)
                .iter()
                .filter(|m| matches!(m.ty, Type::Object(_) | Type::User))
            {
                let kind = match obj.ty {
                    Type::Object(k) => k,
                    _ => ObjKind::User,
                };
                composite.push(
                    (
                        ident_strategy(obj.spelling, obj.key.clone()),
                        gen(Type::Bool, kind, d),
                    )
                        .prop_map(|(o, p)| e(ExprKind::With(bx(e(ExprKind::Ident(o))), bx(p))))
                        .boxed(),
                );
            }
        }
        Type::Int => {
            for op in [BinOp::Add, BinOp::Sub, BinOp::Mul] {
                composite.push(
                    (gen(Type::Int, scope, d), gen(Type::Int, scope, d))
                        .prop_map(move |(a, b)| e(ExprKind::Binary(op, bx(a), bx(b))))
                        .boxed(),
                );
            }
            composite.push(
                gen(Type::Int, scope, d)
                    .prop_map(|a| e(ExprKind::Neg(bx(a))))
                    .boxed(),
            );
            // `count of C` and `count of C where (P)`.
            for coll in members(scope)
                .iter()
                .filter(|m| matches!(m.ty, Type::Collection(_)))
            {
                let Type::Collection(item) = coll.ty else {
                    continue;
                };
                let ci = ident_strategy(coll.spelling, coll.key.clone());
                composite.push(
                    ci.clone()
                        .prop_map(|c| e(ExprKind::Count(bx(e(ExprKind::Ident(c))))))
                        .boxed(),
                );
                composite.push(
                    (ci, gen(Type::Bool, item, d))
                        .prop_map(|(c, p)| {
                            e(ExprKind::Count(bx(e(ExprKind::Where(
                                bx(e(ExprKind::Ident(c))),
                                bx(p),
                            )))))
                        })
                        .boxed(),
                );
            }
        }
        Type::Float => {
            for op in [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div] {
                composite.push(
                    (gen(Type::Float, scope, d), gen(Type::Int, scope, d))
                        .prop_map(move |(a, b)| e(ExprKind::Binary(op, bx(a), bx(b))))
                        .boxed(),
                );
            }
            composite.push(
                (gen(Type::Int, scope, d), gen(Type::Int, scope, d))
                    .prop_map(|(a, b)| e(ExprKind::Binary(BinOp::Div, bx(a), bx(b))))
                    .boxed(),
            );
            composite.push(
                gen(Type::Float, scope, d)
                    .prop_map(|a| e(ExprKind::Neg(bx(a))))
                    .boxed(),
            );
        }
        _ => {}
    }
    let leaves = Union::new(leaves).boxed();
    if composite.is_empty() {
        return leaves;
    }
    prop_oneof![1 => leaves, 2 => Union::new(composite)].boxed()
}

fn root_query() -> BoxedStrategy<(Context, Expr)> {
    prop_oneof![
        4 => gen(Type::Bool, ObjKind::SourceString, 3).prop_map(|x| (Context::SourceString, x)),
        1 => gen(Type::Bool, ObjKind::Translation, 3).prop_map(|x| (Context::Translation, x)),
        1 => gen(Type::Bool, ObjKind::TmSegment, 3).prop_map(|x| (Context::TmSegment, x)),
        1 => gen(Type::Bool, ObjKind::GlossaryTerm, 3).prop_map(|x| (Context::GlossaryTerm, x)),
        1 => gen(Type::Bool, ObjKind::GlossaryConcept, 3).prop_map(|x| (Context::GlossaryConcept, x)),
    ]
    .boxed()
}

fn typed_expr() -> BoxedStrategy<(Type, Expr)> {
    prop_oneof![
        gen(Type::Int, ObjKind::SourceString, 3).prop_map(|x| (Type::Int, x)),
        gen(Type::Float, ObjKind::SourceString, 2).prop_map(|x| (Type::Float, x)),
        gen(Type::String, ObjKind::SourceString, 2).prop_map(|x| (Type::String, x)),
        gen(Type::DateTime, ObjKind::SourceString, 2).prop_map(|x| (Type::DateTime, x)),
    ]
    .boxed()
}

fn evaluator() -> Evaluator {
    Evaluator::new(
        [User {
            id: 1,
            login: "crowdin".into(),
        }],
        None,
        EvalOptions {
            case_sensitive: false,
            now: DateTime::parse("2024-01-01"),
        },
    )
}

fn sample_record() -> serde_json::Value {
    json!({
        "identifier": "k", "text": {"one": "a", "other": "b"}, "context": null, "maxLength": 9223372036854775807i64,
        "isHidden": true, "added": "2023-12-06 13:44:14", "file": 3, "labels": [{"id": 1}], "fields": {"a": 1},
        "translations": [{"text": "x", "user": {"id": 1}, "votes": [{"isUp": true}], "approvals": "oops"}],
        "languagesSummary": [{"language": "de", "rating": 1.5}], "records": [{"usageCount": -1}],
        "createdAt": "not a date", "user": 1, "language": {"id": "de"}
    })
}

const FRAGMENTS: &[&str] = &[
    "count",
    "of",
    "translations",
    "where",
    "with",
    "(",
    ")",
    "and",
    "or",
    "xor",
    "not",
    "between",
    "contains",
    "if",
    "then",
    "else",
    "=",
    "!=",
    "≠",
    ">",
    ">=",
    "≥",
    "<",
    "<=",
    "≤",
    "+",
    "-",
    "*",
    "/",
    "1",
    "0",
    "2.5",
    "9223372036854775807",
    "\"a\\\"b\"",
    "'today'",
    "'2023-12-06 13:44:14'",
    "'x'",
    "@user:\"crowdin\"",
    "@language:\"de\"",
    "is hidden",
    "text",
    "max length",
    "file",
    "id",
    "user",
    "login",
    "votes",
    "is up",
    "languages summary",
    "is translated",
    "records",
    "usageCount",
    "language",
    "fields",
    "value",
    "true",
    " ",
    "\"",
    "'",
    "@",
    "é",
    "\n",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, .. ProptestConfig::default() })]

    #[test]
    fn well_typed_trees_round_trip((ctx, expr) in root_query()) {
        let opts = SchemaOptions { enterprise: true, strict: true };
        let checked = check(&expr, ctx, &opts);
        prop_assert!(checked.is_ok(), "generated tree does not check: {} → {:?}", print(&expr), checked.err());
        let text = print(&expr);
        let reparsed = parse(&text);
        prop_assert!(reparsed.is_ok(), "{} → {:?}", text, reparsed.err());
        let reparsed = reparsed.unwrap();
        prop_assert_eq!(&reparsed, &expr, "{}", text);
        prop_assert_eq!(print(&reparsed), text.clone());
        prop_assert!(check(&reparsed, ctx, &opts).is_ok());
        // The evaluator never panics on them either.
        if ctx == Context::SourceString {
            let ev = evaluator();
            if let Ok(b) = ev.bind(checked.as_ref().unwrap()) {
                let _ = b.matches(&sample_record());
            }
        }
    }

    #[test]
    fn typed_expressions_keep_their_type((ty, expr) in typed_expr()) {
        let opts = SchemaOptions { enterprise: true, strict: true };
        let text = print(&expr);
        let reparsed = parse(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(&reparsed, &expr);
        let c = check_expr(&reparsed, Context::SourceString, &opts).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(c.ty, ty, "{}", text);
    }

    #[test]
    fn builder_escapes_any_string(text in any::<String>(), login in any::<String>()) {
        use locforge_croql::builder::{self, string, user};
        let s = builder::source_string();
        let q = s
            .text()
            .contains(string(text.clone()))
            .and(s.translations().where_(|t| t.user().eq(user(login.clone()))).count().gt(builder::int(0)))
            .into_query();
        let parsed = parse(&q.to_croql()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&parsed, q.expr());
        prop_assert!(q.check().is_ok());
        let ExprKind::Binary(BinOp::And, l, _) = &parsed.kind else { return Err(TestCaseError::fail("shape")) };
        let ExprKind::Binary(BinOp::Contains, _, needle) = &l.kind else { return Err(TestCaseError::fail("shape")) };
        prop_assert_eq!(&needle.kind, &ExprKind::Str(text));
    }

    #[test]
    fn random_strings_never_panic(s in any::<String>()) {
        exercise(&s);
    }

    #[test]
    fn random_token_soups_never_panic(parts in proptest::collection::vec(proptest::sample::select(FRAGMENTS), 0..24), spaces in any::<u32>()) {
        let mut q = String::new();
        for (i, p) in parts.iter().enumerate() {
            q.push_str(p);
            if spaces & (1 << (i % 32)) != 0 {
                q.push(' ');
            }
        }
        exercise(&q);
    }
}

fn exercise(q: &str) {
    let parsed = parse(q);
    if let Err(err) = &parsed {
        let _ = err.render(q);
    }
    let Ok(expr) = parsed else { return };
    let text = print(&expr);
    let reparsed =
        parse(&text).unwrap_or_else(|err| panic!("{q:?} printed as {text:?} fails: {err}"));
    assert_eq!(reparsed, expr, "{q:?} printed as {text:?}");
    let ev = evaluator();
    for ctx in Context::ALL {
        for (enterprise, strict) in [(false, false), (true, true)] {
            let opts = SchemaOptions { enterprise, strict };
            match check_expr(&expr, ctx, &opts) {
                Ok(c) => {
                    if let Ok(b) = ev.bind(&c) {
                        let _ = b.evaluate(&sample_record());
                        let _ = b.matches(&json!([1, 2]));
                    }
                }
                Err(err) => {
                    let _ = err.render(q);
                }
            }
            let _ = check(&expr, ctx, &opts);
        }
    }
}

#[test]
fn pathological_inputs() {
    for q in [
        "(".repeat(100_000),
        "not ".repeat(100_000),
        "-".repeat(100_000) + "1",
        "a of ".repeat(100_000) + "b",
        vec!["1"; 50_000].join(" + "),
        "\"".to_string() + &"\\".repeat(99_999),
        "@user:\"".to_string(),
        "x where ".repeat(10_000) + "y",
        "if a then ".repeat(10_000),
    ] {
        exercise(&q);
    }
}
