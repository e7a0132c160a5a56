//! Every documented query of docs/CROQL.md §13 parses, checks with the documented outcome in its context, and
//! round-trips through the printer.

use locforge_croql::{
    check, check_expr, parse, print, Context, ErrorCode, ObjKind, SchemaOptions, Type,
};

#[derive(Debug, Clone, Copy)]
enum Outcome {
    /// A valid root query (bool).
    Root,
    /// A valid expression of this type, rejected as a root query.
    Ty(Type),
    /// Root in lenient mode, type error in strict mode (D100).
    LenientOnly,
}

const X: &[Context] = &[
    Context::SourceString,
    Context::Translation,
    Context::TmSegment,
    Context::GlossaryTerm,
];
const SS: &[Context] = &[Context::SourceString];
const TR: &[Context] = &[Context::Translation];
const TM: &[Context] = &[Context::TmSegment];
const GT: &[Context] = &[Context::GlossaryTerm];
const TR_GT: &[Context] = &[Context::Translation, Context::GlossaryTerm];

fn documented() -> Vec<(&'static str, &'static [Context], Outcome, bool)> {
    use Outcome::*;
    let int = Ty(Type::Int);
    let mut v: Vec<(&'static str, &'static [Context], Outcome, bool)> = vec![
        ("1 + 9", X, int, false),
        ("11 - 1", X, int, false),
        ("20 / 2", X, Ty(Type::Float), false),
        ("2 * 5", X, int, false),
        ("-10", X, int, false),
        ("5 between 1 and 10", X, Root, false),
        ("10 = 10", X, Root, false),
        ("1 != 10", X, Root, false),
        ("1 ≠ 10", X, Root, false),
        ("10 > 1", X, Root, false),
        ("10 >= 1", X, Root, false),
        ("10 ≥ 1", X, Root, false),
        ("1 < 10", X, Root, false),
        ("1 <= 10", X, Root, false),
        ("1 ≤ 10", X, Root, false),
        ("\"Hello World\" contains \"Hello\"", X, Root, false),
        ("\"Hello World\" contains text", SS, Root, false),
        ("text contains \"Hello World\"", SS, Root, false),
        ("context contains text", SS, Root, false),
        ("1 < 10 and 10 > 1", X, Root, false),
        ("1 < 10 or 10 > 1", X, Root, false),
        ("1 < 10 xor 10 > 1", X, Root, false),
        ("not 1 < 10", X, Root, false),
        ("translations where (count of votes > 0)", SS, Ty(Type::Collection(ObjKind::TranslationItem)), false),
        ("user with (login = \"crowdin\")", TR_GT, Root, false),
        ("If 1 < 10 then \"less\" else \"greater\"", X, Ty(Type::String), false),
        ("@user:\"crowdin\"", X, Ty(Type::User), false),
        ("@language:\"en\"", X, Ty(Type::Language), false),
        ("count of translations", SS, int, false),
        ("text", SS, Ty(Type::String), false),
        ("identifier", SS, Ty(Type::String), false),
        ("10", X, int, false),
        ("10.01", X, Ty(Type::Float), false),
        ("\"crowdin\"", X, Ty(Type::String), false),
        ("'today'", X, Ty(Type::DateTime), false),
        ("'2021-03-16 00:00:00'", X, Ty(Type::DateTime), false),
        ("1 < 10 and (20 > 10 or 10 > 5)", X, Root, false),
        ("count of translations where ( language = @language:\"uk\" and ( count of approvals > 0 or count of votes > 0 ) ) = 0", SS, Root, false),
        ("count of translations = 1", SS, Root, false),
        ("count of translations > 0 and count of translations = count of translations where (user = @user:\"crowdin\")", SS, Root, false),
        ("count of translations where (user != @user:\"crowdin\") > 0", SS, Root, false),
        ("count of translations > 0 and count of translations = count of translations where (user != @user:\"crowdin\")", SS, Root, false),
        ("identifier = \"key\" and id of file = 777", SS, Root, false),
        ("id of file = 777 and count of comments where (has unresolved issue) > 0", SS, Root, false),
        ("is hidden and not is duplicate and count of translations > 0", SS, Root, false),
        ("count of languages summary where (approvalsCount >= 1) > 0", SS, Root, false),
        ("count of comments where (user = @user:\"crowdin\") > 0", SS, Root, false),
        ("text contains \"ABC\" and (count of translations where (text contains \"ABC\") = 0)", SS, Root, false),
        ("count of fields where (name = \"Priority\" and value = \"High\") > 0", SS, Root, true),
        ("count of fields where (slug = \"field-category\" and value contains \"mobile\") > 0", SS, Root, true),
        ("count of fields where (name = \"Department\") > 0", SS, Root, true),
        ("count of fields where (slug = \"field-internal-owner\") > 0", SS, Root, true),
        ("count of fields where (name contains \"Status\") > 0", SS, Root, true),
        ("count of fields where (value != \"\") > 0", SS, Root, true),
        ("count of fields where (type = \"text\" and value != \"\") > 0", SS, Root, true),
        ("count of fields where ((name = \"Platform\" or name = \"Environment\") and value contains \"Production\") > 0", SS, Root, true),
        ("user = @user:\"crowdin\" or count of votes where ( is up ) >= 100", TR, Root, false),
        ("count of records where (usageCount > 0) > 0", TM, Root, false),
        ("count of records where (createdBy = @user:\"crowdin\") > 0", TM, Root, false),
        ("user = @user:\"crowdin\" and language = @language:\"uk\"", GT, Root, false),
        ("text contains \"ABC\" and partOfSpeech = \"noun\"", GT, Root, false),
        ("status = \"not_recommended\" or status = \"obsolete\"", GT, Root, false),
        ("type = \"abbreviation\" and note contains \"tooltip\"", GT, Root, false),
        ("createdAt > '2024-12-01 00:00:00'", GT, Root, false),
        ("lemma = \"cancel\" and language = @language:\"en\"", GT, Root, false),
        ("url contains \"https://\"", GT, Root, false),
        ("count of languages summary where (language = @language:\"uk\" and is translated) > 0", SS, Root, false),
        ("added between '2023-12-06 13:44:14' and '2023-12-07 13:44:14'", SS, Root, false),
        ("updated between '2023-12-06 13:44:14' and '2023-12-07 13:44:14'", SS, Root, false),
        ("type is plain or type is icu", SS, Root, false),
        ("count of comments > 0", SS, Root, false),
        ("count of screenshots > 0", SS, Root, false),
        ("count of languages summary where (has qa issues) > 0", SS, Root, false),
        ("count of languages summary = 0", SS, Root, false),
        ("count of languages summary where (is partially translated) > 0", SS, Root, false),
        ("count of languages summary where (is translated) > 0", SS, Root, false),
        ("count of translations where (user = @user:\"crowdin\") > 0", SS, Root, false),
        ("count of languages summary where (has translation as source) > 0", SS, Root, false),
        ("count of languages summary where (is source changed after translation) > 0", SS, Root, false),
        ("count of languages summary where ( translation updated between '2023-12-06 13:44:14' and '2023-12-07 13:44:14') > 0", SS, Root, false),
        ("count of languages summary where (rating > 0) > 0", SS, Root, false),
        ("not is duplicate", SS, Root, false),
        ("is duplicate", SS, Root, false),
        ("is duplicate and count of languages summary where (has shared translation) > 0", SS, Root, false),
        ("is duplicate and count of languages summary where (not has shared translation and is translated) > 0", SS, Root, false),
        ("count of languages summary where (is translated and not is approved) > 0", SS, Root, false),
        ("count of languages summary where (is partially approved) > 0", SS, Root, false),
        ("count of languages summary where (is approved) > 0", SS, Root, false),
        ("count of translations where (count of approvals where (user = @user:\"crowdin\") > 0) > 0", SS, Root, false),
        ("count of translations where (count of approvals where (user != @user:\"crowdin\") > 0) > 0", SS, Root, false),
        ("count of languages summary where (has translation after approval) > 0", SS, Root, false),
        ("count of languages summary where (is translated by ai) > 0", SS, Root, false),
        ("count of languages summary where (is translated by mt) > 0", SS, Root, false),
        ("count of languages summary where (is translated by tm) > 0", SS, Root, false),
        ("count of languages summary where (is auto translated) > 0", SS, Root, false),
        ("text = \"Welcome!\"", SS, Root, false),
        ("text = 'Welcome!'", SS, LenientOnly, false),
        ("identifier CONTAINS \"label\"", SS, Root, false),
    ];
    // Interface usage patterns and identifiers listed there.
    v.extend([
        ("isPassedWorkflow", SS, Root, true),
        ("is visible and type is plural or type is asset", SS, Root, false),
        ("max length > 10 and count of labels where (is system or title = \"x\" or id = 1) = 0", SS, Root, false),
        ("name of branch contains \"main\" and id of branch = 1 and title of file != \"\" and type of file = \"json\" and context of file = \"\" and name of file = \"a.json\"", SS, Root, false),
        ("count of translations where (plural form = \"one\" and is pre translated and provider = \"tm\" and updated > 'today' and count of votes where (is down and added < 'today' and user = 1) = 0) > 0", SS, Root, false),
        ("count of comments where (has issue) > 0", SS, Root, false),
        ("count of records where (id = 1 and text contains \"a\" and updatedBy = 2 and createdAt < updatedAt) > 0", TM, Root, false),
        ("id = 1 and description contains \"x\" and gender = \"neuter\" and concept = 6 and updatedAt > createdAt", GT, Root, false),
        ("count of approvals where (added > '2020-01-01') > 0 and plural form = \"none\"", TR, Root, false),
    ]);
    v
}

#[test]
fn documented_queries_parse_check_and_round_trip() {
    let mut n = 0;
    for (q, contexts, outcome, enterprise) in documented() {
        let expr = parse(q).unwrap_or_else(|e| panic!("{q}: {}", e.render(q)));
        let printed = print(&expr);
        let reparsed =
            parse(&printed).unwrap_or_else(|e| panic!("{q} → {printed}: {}", e.render(&printed)));
        assert_eq!(reparsed, expr, "{q} → {printed}");
        assert_eq!(print(&reparsed), printed, "printing is idempotent");
        for &ctx in contexts {
            let lenient = SchemaOptions {
                enterprise,
                strict: false,
            };
            let strict = SchemaOptions {
                enterprise,
                strict: true,
            };
            match outcome {
                Outcome::Root => {
                    check(&expr, ctx, &lenient)
                        .unwrap_or_else(|e| panic!("{q} in {ctx}: {}", e.render(q)));
                    check(&expr, ctx, &strict)
                        .unwrap_or_else(|e| panic!("{q} in {ctx}: {}", e.render(q)));
                    check(&reparsed, ctx, &strict).unwrap();
                    if enterprise {
                        let e = check(&expr, ctx, &SchemaOptions::default()).unwrap_err();
                        assert_eq!(e.code, ErrorCode::InvalidLogic);
                        assert!(e.message.contains("is undefined"), "{}", e.message);
                    }
                }
                Outcome::Ty(ty) => {
                    let c = check_expr(&expr, ctx, &strict)
                        .unwrap_or_else(|e| panic!("{q} in {ctx}: {}", e.render(q)));
                    assert_eq!(c.ty, ty, "{q} in {ctx}");
                    let e = check(&expr, ctx, &strict).unwrap_err();
                    assert_eq!(e.code, ErrorCode::InvalidLogic);
                    assert_eq!(e.message, "The inferred type is not equal to 'bool'");
                }
                Outcome::LenientOnly => {
                    check(&expr, ctx, &lenient).unwrap();
                    let e = check(&expr, ctx, &strict).unwrap_err();
                    assert_eq!(e.code, ErrorCode::InvalidLogic);
                }
            }
            n += 1;
        }
    }
    assert!(n > 100);
}

#[test]
fn documented_identifier_spellings_round_trip() {
    // Each identifier accepted in either spelling prints in the documented one.
    for (written, canonical) in [
        ("isHidden", "is hidden"),
        ("Is Hidden", "is hidden"),
        ("IS HIDDEN", "is hidden"),
        ("maxLength > 1", "max length > 1"),
        (
            "count of languagesSummary where (isTranslatedByTm) > 0",
            "count of languages summary where (is translated by tm) > 0",
        ),
        (
            "count of languages summary where (approvals count > 1) > 0",
            "count of languages summary where (approvalsCount > 1) > 0",
        ),
        ("typeIsPlain", "type is plain"),
        ("PartOfSpeech = \"noun\"", "partOfSpeech = \"noun\""),
    ] {
        let e = parse(written).unwrap();
        assert_eq!(print(&e), canonical);
        let ctx = if canonical.starts_with("partOf") {
            Context::GlossaryTerm
        } else {
            Context::SourceString
        };
        check(&e, ctx, &SchemaOptions::default())
            .unwrap_or_else(|err| panic!("{written}: {}", err.render(written)));
    }
}
