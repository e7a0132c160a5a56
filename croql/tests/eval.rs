//! Evaluator tests over a fixture project with known answers for every operator and every collection.

use locforge_croql::{
    check, check_expr, parse, Context, DateTime, EvalOptions, Evaluator, SchemaOptions, User,
};
use serde_json::{json, Value};

fn users() -> Vec<User> {
    vec![
        User {
            id: 1,
            login: "crowdin".into(),
        },
        User {
            id: 2,
            login: "john".into(),
        },
        User {
            id: 3,
            login: "Anna".into(),
        },
    ]
}

fn evaluator(case_sensitive: bool) -> Evaluator {
    Evaluator::new(
        users(),
        Some(vec!["uk".into(), "de".into(), "fr".into(), "en".into()]),
        EvalOptions {
            case_sensitive,
            now: DateTime::parse("2024-06-15 12:00:00"),
        },
    )
}

/// Five source strings covering every field, both record shapes (CroQL names and API aliases) and nulls.
fn strings() -> Vec<Value> {
    let hundred_votes: Vec<Value> = (0..100).map(|_| json!({"mark": "up", "user": 3})).collect();
    vec![
        json!({
            "identifier": "welcome", "text": "Welcome to Crowdin!", "context": "shown on main page", "maxLength": 35,
            "isHidden": false, "isDuplicate": false, "type": "text",
            "added": "2023-12-06 13:44:14", "updated": "2023-12-07T13:44:14+00:00",
            "isPassedWorkflow": true,
            "fields": [{"name": "Priority", "slug": "priority", "value": "High", "type": "select"}],
            "file": {"id": 777, "name": "main.json", "title": "Main", "type": "json", "context": null},
            "branch": {"id": 12, "name": "main", "title": "Main"},
            "labels": [{"id": 3, "title": "ui", "isSystem": false}],
            "comments": [{"hasIssue": true, "hasUnresolvedIssue": true, "user": 2}],
            "screenshots": [{"id": 1}],
            "translations": [
                {"text": "Ласкаво просимо", "language": "uk", "user": 1, "isPreTranslated": false, "provider": null,
                 "updated": "2023-12-08 10:00:00",
                 "votes": [{"isUp": true, "isDown": false, "user": 2, "added": "2023-12-08 11:00:00"}],
                 "approvals": [{"user": 1, "added": "2023-12-08 11:00:00"}]},
                {"text": "Willkommen", "language": "de", "user": 2, "isPreTranslated": true, "provider": "tm",
                 "updated": "2023-12-06 20:00:00", "votes": [], "approvals": []}
            ],
            "languagesSummary": [
                {"language": "uk", "isTranslated": true, "isApproved": true, "rating": 2, "approvalsCount": 1,
                 "translationUpdated": "2023-12-08 10:00:00"},
                {"language": "de", "isTranslated": true, "isApproved": false, "isTranslatedByTm": true,
                 "hasSharedTranslation": true, "rating": 0, "approvalsCount": 0,
                 "translationUpdated": "2023-12-06 20:00:00"}
            ]
        }),
        json!({
            "identifier": "items_count", "text": {"one": "{count} item", "other": "{count} items"}, "type": "plural",
            "context": null, "maxLength": null, "isHidden": true, "isDuplicate": true,
            "added": "2023-12-07 13:44:14", "updated": "2023-12-07 13:44:14", "isPassedWorkflow": false,
            "fields": {"priority": "Low"},
            "file": {"id": 778, "name": "plurals.json", "type": "json"}, "branch": null,
            "labels": [],
            "comments": [{"hasIssue": false, "hasUnresolvedIssue": false, "user": 1}],
            "translations": [
                {"text": "{count} Artikel", "pluralForm": "one", "language": "de", "user": 3,
                 "votes": [{"isUp": false, "isDown": true, "user": 1}]},
                {"text": "{count} Artikel", "pluralForm": "other", "language": "de", "user": 3},
                {"text": "{count} елемент", "pluralForm": "one", "language": "uk", "user": 3}
            ],
            "languagesSummary": [
                {"language": "de", "isTranslated": true, "isApproved": false, "hasQaIssues": false},
                {"language": "uk", "isTranslated": false, "isPartiallyTranslated": true, "isTranslatedByAi": true}
            ]
        }),
        json!({
            "identifier": "icu_msg", "text": "You have {n, plural, one {# message} other {# messages}}",
            "isIcu": true, "type": "text", "context": "", "maxLength": 0, "isHidden": false, "isDuplicate": false,
            "createdAt": "2023-12-07T14:44:15+01:00", "fileId": 777, "branchId": 12, "labelIds": [3, 4],
            "translations": [], "languagesSummary": []
        }),
        json!({
            "identifier": "banner", "text": "banner.png", "type": "asset", "context": "image", "maxLength": 10,
            "isHidden": false, "isDuplicate": false, "added": "2024-01-01 00:00:00", "updated": "2024-02-01 00:00:00",
            "file": null,
            "translations": [
                {"text": "BANNER", "language": "fr", "user": {"id": 2, "username": "john"}, "provider": "google",
                 "votes": hundred_votes}
            ],
            "languagesSummary": [
                {"language": "fr", "isTranslated": true, "isTranslatedByMt": true, "isAutoTranslated": true,
                 "hasQaIssues": true, "hasSpellingQaIssues": true, "rating": 5, "approvalsCount": 0,
                 "isSourceChangedAfterTranslation": true, "hasTranslationAfterApproval": true,
                 "isPartiallyApproved": true}
            ]
        }),
        json!({
            "identifier": "Label_Key", "text": "Hello World", "type": "text", "hasPlurals": false, "context": "Hello",
            "maxLength": 20, "isHidden": false, "isDuplicate": false, "createdAt": "2022-06-01T00:00:00Z",
            "comments": [{"type": "issue", "issueStatus": "resolved", "user": 3}, {"type": "comment", "user": 1}],
            "translations": [
                {"text": "Hallo Welt", "language": "de", "user": 1, "votes": [], "approvals": [{"user": 2}]}
            ],
            "languagesSummary": [
                {"language": "de", "isTranslated": true, "isApproved": true, "approvalsCount": 1, "rating": 1,
                 "hasTranslationAsSource": true}
            ]
        }),
    ]
}

fn translations() -> Vec<Value> {
    let hundred_votes: Vec<Value> = (0..100).map(|_| json!({"isUp": true, "user": 2})).collect();
    vec![
        json!({"id": "t1", "text": "Willkommen", "user": 2, "isPreTranslated": true, "provider": "tm",
               "createdAt": "2023-12-08T10:00:00+00:00", "votes": [], "approvals": []}),
        json!({"id": "t2", "plurals": [{"pluralForm": "one", "text": "{count} Artikel"},
                                        {"pluralForm": "other", "text": "{count} Artikel"}],
               "user": {"id": 3, "username": "Anna"}, "provider": null, "isPreTranslated": false,
               "votes": [{"mark": "up", "user": 1}]}),
        json!({"id": "t3", "text": "Hallo Welt", "pluralForm": "none", "user": 1, "votes": hundred_votes,
               "approvals": [{"user": 2, "added": "2024-01-01 00:00:00"}], "updated": "2023-01-01 00:00:00"}),
    ]
}

fn segments() -> Vec<Value> {
    vec![
        json!({"id": "m1", "records": [
            {"id": 1, "languageId": "uk", "text": "Привіт", "usageCount": 13, "createdBy": 1, "updatedBy": 1,
             "createdAt": "2019-09-16T13:48:04+00:00", "updatedAt": "2019-09-16T13:48:04+00:00"},
            {"id": 2, "languageId": "en", "text": "Hello", "usageCount": 0, "createdBy": 2}
        ]}),
        json!({"id": "m2", "records": [
            {"id": 3, "text": "Bye", "usageCount": 0, "createdBy": 2, "updatedBy": 2, "createdAt": "2020-01-01 00:00:00"}
        ]}),
    ]
}

fn terms() -> Vec<Value> {
    vec![
        json!({"id": 2, "userId": 1, "languageId": "fr", "text": "Voir", "description": "Show a thing",
               "partOfSpeech": "verb", "status": "preferred", "type": "abbreviation", "gender": "masculine",
               "note": "used in tooltip", "url": "https://example.com/voir", "conceptId": 6, "lemma": "voir",
               "createdAt": "2019-09-23T07:19:47+00:00"}),
        json!({"id": 3, "user": 2, "language": "uk", "text": "ABC", "partOfSpeech": "noun", "status": "obsolete",
               "type": "acronym", "gender": "neuter", "note": "", "url": "http://x", "concept": 7, "lemma": "cancel",
               "createdAt": "2024-12-02 00:00:00"}),
        json!({"id": 4, "userId": 1, "languageId": "uk", "text": "abc def", "partOfSpeech": "noun",
               "status": "not_recommended", "createdAt": "2024-11-30 00:00:00"}),
    ]
}

fn concepts() -> Vec<Value> {
    vec![
        json!({"id": 6, "userId": 1, "subject": "UI", "definition": "to see", "translatable": true,
               "createdAt": "2019-01-01 00:00:00"}),
        json!({"id": 7, "user": 2, "subject": "Tech", "translatable": false}),
    ]
}

fn key(ctx: Context, record: &Value) -> String {
    let field = if ctx == Context::SourceString {
        "identifier"
    } else {
        "id"
    };
    match &record[field] {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn run(ctx: Context, records: &[Value], q: &str, case_sensitive: bool) -> Vec<String> {
    let expr = parse(q).unwrap_or_else(|e| panic!("{}", e.render(q)));
    let checked = check(
        &expr,
        ctx,
        &SchemaOptions {
            enterprise: true,
            strict: false,
        },
    )
    .unwrap_or_else(|e| panic!("{}", e.render(q)));
    let ev = evaluator(case_sensitive);
    ev.filter(&checked, records)
        .unwrap_or_else(|e| panic!("{}", e.render(q)))
        .into_iter()
        .map(|r| key(ctx, r))
        .collect()
}

fn expect(ctx: Context, records: &[Value], cases: &[(&str, &[&str])]) {
    let mut failures = Vec::new();
    for (q, want) in cases {
        let got = run(ctx, records, q, false);
        if got != *want {
            failures.push(format!("{q}\n   want {want:?}\n   got  {got:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failing:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

const ALL: &[&str] = &["welcome", "items_count", "icu_msg", "banner", "Label_Key"];

#[test]
fn strings_and_case() {
    let s = strings();
    expect(
        Context::SourceString,
        &s,
        &[
            ("text contains \"welcome\"", &["welcome"]),
            ("text contains \"ITEMS\"", &["items_count"]),
            ("text contains \"\"", ALL),
            ("text = \"hello world\"", &["Label_Key"]),
            (
                "text != \"Hello World\"",
                &["welcome", "items_count", "icu_msg", "banner"],
            ),
            ("identifier = \"label_key\"", &["Label_Key"]),
            (
                "identifier CONTAINS \"_\"",
                &["items_count", "icu_msg", "Label_Key"],
            ),
            ("\"Hello World and more\" contains text", &["Label_Key"]),
            ("text contains context", &["icu_msg", "Label_Key"]),
            ("context = \"\"", &["icu_msg"]),
            ("not context = \"\"", &["welcome", "banner", "Label_Key"]),
            ("text = 'Welcome!'", &[]),
            ("text contains 'Hello'", &["Label_Key"]),
            ("identifier = '2023-12-06'", &[]),
            ("text contains \"{COUNT} ITEM\"", &["items_count"]),
            ("text = \"{count} items\"", &["items_count"]),
        ],
    );
    assert_eq!(
        run(Context::SourceString, &s, "text contains \"welcome\"", true),
        Vec::<String>::new()
    );
    assert_eq!(
        run(Context::SourceString, &s, "text contains \"Welcome\"", true),
        vec!["welcome"]
    );
    assert_eq!(
        run(Context::SourceString, &s, "text = \"hello world\"", true),
        Vec::<String>::new()
    );
    assert_eq!(
        run(
            Context::SourceString,
            &s,
            "identifier != \"label_key\"",
            true
        )
        .len(),
        5
    );
    // Unicode case folding.
    let r = vec![json!({"identifier": "x", "text": "ΣΊΣΥΦΟΣ Straße"})];
    assert_eq!(
        run(
            Context::SourceString,
            &r,
            "text contains \"σίσυφος\"",
            false
        ),
        vec!["x"]
    );
    assert_eq!(
        run(Context::SourceString, &r, "text contains \"STRAẞE\"", false),
        vec!["x"]
    );
}

#[test]
fn logic_nulls_and_arithmetic() {
    let s = strings();
    expect(
        Context::SourceString,
        &s,
        &[
            ("context = \"x\" or is hidden", &["items_count"]),
            ("context = \"x\" and is hidden", &[]),
            (
                "context = \"x\" or not is hidden",
                &["welcome", "icu_msg", "banner", "Label_Key"],
            ),
            ("not not is hidden", &["items_count"]),
            ("max length > 5", &["welcome", "banner", "Label_Key"]),
            ("max length >= 20 xor is visible", &["icu_msg", "banner"]),
            ("is hidden xor is duplicate", &[]),
            ("max length * 2 + 1 = 71", &["welcome"]),
            ("max length / 2 = 17.5", &["welcome"]),
            ("max length / 4 = 2.5", &["banner"]),
            ("max length / 0 = 1 or max length / 0 != 1", &[]),
            (
                "max length - 40 < -4",
                &["welcome", "icu_msg", "banner", "Label_Key"],
            ),
            ("-max length = -10", &["banner"]),
            (
                "10 / 4 = 2.5 and 1 + 9 = 10 and 11 - 1 = 10 and 2 * 5 = 10 and 20 / 2 = 10",
                ALL,
            ),
            ("9223372036854775807 + max length > 0", &["icu_msg"]),
            ("max length ≥ 20", &["welcome", "Label_Key"]),
            ("max length ≤ 10", &["icu_msg", "banner"]),
            ("max length ≠ 35", &["icu_msg", "banner", "Label_Key"]),
            ("max length != 35", &["icu_msg", "banner", "Label_Key"]),
            ("max length < 10", &["icu_msg"]),
            ("max length <= 10", &["icu_msg", "banner"]),
            ("max length = 10.0", &["banner"]),
            ("max length between 10 and 20", &["banner", "Label_Key"]),
            ("max length between 20 and 10", &[]),
            ("max length between 9.5 and 10.5", &["banner"]),
            (
                "(if is hidden then max length else 100) > 50",
                &["welcome", "icu_msg", "banner", "Label_Key"],
            ),
            (
                "(if context = \"\" then 1 else 2) = 2",
                &["welcome", "items_count", "banner", "Label_Key"],
            ),
            ("5 between 1 and 10 and not 1 < 10 or 10 = 10", ALL),
            ("1 < 10 xor 10 > 1", &[]),
            ("is hidden = is duplicate", ALL),
        ],
    );
}

#[test]
fn datetimes_and_types() {
    let s = strings();
    expect(
        Context::SourceString,
        &s,
        &[
            (
                "added between '2023-12-06 13:44:14' and '2023-12-07 13:44:14'",
                &["welcome", "items_count"],
            ),
            (
                "added > '2023-12-07'",
                &["items_count", "icu_msg", "banner"],
            ),
            ("added < 'today'", ALL),
            ("added > 'TODAY'", &[]),
            ("added = '2023-12-06T15:44:14+02:00'", &["welcome"]),
            ("updated > added", &["welcome", "banner"]),
            (
                "updated between '2023-12-07' and 'today'",
                &["welcome", "items_count", "banner"],
            ),
            ("type is plain", &["welcome", "Label_Key"]),
            ("type is plural", &["items_count"]),
            ("type is icu", &["icu_msg"]),
            ("type is asset", &["banner"]),
            (
                "type is plain or type is icu",
                &["welcome", "icu_msg", "Label_Key"],
            ),
            ("is hidden", &["items_count"]),
            ("isHidden", &["items_count"]),
            ("is visible", &["welcome", "icu_msg", "banner", "Label_Key"]),
            ("is duplicate", &["items_count"]),
            (
                "not is duplicate",
                &["welcome", "icu_msg", "banner", "Label_Key"],
            ),
            ("isPassedWorkflow", &["welcome"]),
        ],
    );
}

#[test]
fn objects_and_flat_collections() {
    let s = strings();
    expect(
        Context::SourceString,
        &s,
        &[
            ("id of file = 777", &["welcome", "icu_msg"]),
            ("identifier = \"welcome\" and id of file = 777", &["welcome"]),
            ("name of file = \"main.json\"", &["welcome"]),
            ("file with (id = 778 and type = \"json\")", &["items_count"]),
            ("id of file = 777 and title of file = \"Main\"", &["welcome"]),
            ("context of file = \"x\" or not context of file = \"x\"", &[]),
            ("id of branch = 12", &["welcome", "icu_msg"]),
            ("name of branch contains \"MAIN\"", &["welcome"]),
            ("title of branch = \"Main\"", &["welcome"]),
            ("count of labels = 1", &["welcome"]),
            ("count of labels = 2", &["icu_msg"]),
            ("count of labels where (id = 3) > 0", &["welcome", "icu_msg"]),
            ("count of labels where (title = \"ui\" and not is system) > 0", &["welcome"]),
            ("count of labels = 0", &["items_count", "banner", "Label_Key"]),
            ("count of comments > 0", &["welcome", "items_count", "Label_Key"]),
            ("count of comments where (has unresolved issue) > 0", &["welcome"]),
            ("count of comments where has issue > 0", &["welcome", "Label_Key"]),
            ("count of comments where (user = @user:\"anna\") > 0", &["Label_Key"]),
            ("id of file = 777 and count of comments where (has unresolved issue) > 0", &["welcome"]),
            ("count of screenshots > 0", &["welcome"]),
            ("count of screenshots = 0", &["items_count", "icu_msg", "banner", "Label_Key"]),
            ("count of fields where (name = \"Priority\" and value = \"High\") > 0", &["welcome"]),
            ("count of fields where (slug = \"priority\" and value = \"low\") > 0", &["items_count"]),
            ("count of fields where (value != \"\") > 0", &["welcome", "items_count"]),
            ("count of fields where (type = \"select\" and value contains \"h\") > 0", &["welcome"]),
            ("count of fields where ((name = \"Platform\" or name = \"Priority\") and value contains \"HIGH\") > 0", &["welcome"]),
        ],
    );
}

#[test]
fn translations_votes_approvals() {
    let s = strings();
    expect(
        Context::SourceString,
        &s,
        &[
            ("count of translations = 0", &["icu_msg"]),
            ("count of translations = 1", &["banner", "Label_Key"]),
            ("count of translations where (language = @language:\"de\") > 0", &["welcome", "items_count", "Label_Key"]),
            ("count of translations where (language = @language:\"DE\") > 0", &["welcome", "items_count", "Label_Key"]),
            ("count of translations where (language = \"De\") > 0", &["welcome", "items_count", "Label_Key"]),
            ("count of translations where (user = @user:\"crowdin\") > 0", &["welcome", "Label_Key"]),
            ("count of translations where (user != @user:\"crowdin\") > 0", &["welcome", "items_count", "banner"]),
            ("count of translations where (user = 2) > 0", &["welcome", "banner"]),
            ("count of translations where (user with (login = \"JOHN\")) > 0", &["welcome", "banner"]),
            ("count of translations where (login of user = \"anna\") > 0", &["items_count"]),
            ("count of translations where (id of user = 3) = 3", &["items_count"]),
            ("count of translations where (plural form = \"one\") > 0", &["items_count"]),
            ("count of translations where (plural form = \"none\") > 0", &["welcome", "banner", "Label_Key"]),
            ("count of translations where (is pre translated) > 0", &["welcome"]),
            ("count of translations where (provider = \"tm\") > 0", &["welcome"]),
            ("count of translations where (provider = \"google\") > 0", &["banner"]),
            ("count of translations where (text contains \"artikel\") = 2", &["items_count"]),
            ("count of translations where (updated > '2023-12-08') > 0", &["welcome"]),
            (
                "count of translations > 0 and count of translations = count of translations where (user = @user:\"crowdin\")",
                &["Label_Key"],
            ),
            (
                "count of translations > 0 and count of translations = count of translations where (user != @user:\"crowdin\")",
                &["items_count", "banner"],
            ),
            ("text contains \"hello\" and (count of translations where (text contains \"hello\") = 0)", &["Label_Key"]),
            ("count of translations where (count of votes > 0) > 0", &["welcome", "items_count", "banner"]),
            ("count of translations where (count of votes where (is up) >= 100) > 0", &["banner"]),
            ("count of translations where (count of votes where (is down) > 0) > 0", &["items_count"]),
            (
                "count of translations where (count of votes where (user = @user:\"john\" and added < 'today') > 0) > 0",
                &["welcome"],
            ),
            ("count of translations where (count of approvals > 0) > 0", &["welcome", "Label_Key"]),
            (
                "count of translations where (count of approvals where (user = @user:\"crowdin\") > 0) > 0",
                &["welcome"],
            ),
            (
                "count of translations where (count of approvals where (user != @user:\"crowdin\") > 0) > 0",
                &["Label_Key"],
            ),
            (
                "count of translations where (count of approvals where (added between '2023-01-01' and '2023-12-31') > 0) > 0",
                &["welcome"],
            ),
            (
                "count of translations where ( language = @language:\"uk\" and ( count of approvals > 0 or count of votes > 0 ) ) = 0",
                &["items_count", "icu_msg", "banner", "Label_Key"],
            ),
            ("count of translations where (language = @language:\"uk\") where (user = 3) = 1", &["items_count"]),
        ],
    );
}

#[test]
fn languages_summary() {
    let s = strings();
    expect(
        Context::SourceString,
        &s,
        &[
            ("count of languages summary = 0", &["icu_msg"]),
            ("count of languages summary where (language = @language:\"uk\" and is translated) > 0", &["welcome"]),
            ("count of languages summary where (is partially translated) > 0", &["items_count"]),
            ("count of languages summary where (is translated) > 0", &["welcome", "items_count", "banner", "Label_Key"]),
            ("count of languages summary where (has qa issues) > 0", &["banner"]),
            ("count of languages summary where (has spelling qa issues) > 0", &["banner"]),
            ("count of languages summary where (has translation as source) > 0", &["Label_Key"]),
            ("count of languages summary where (is source changed after translation) > 0", &["banner"]),
            (
                "count of languages summary where ( translation updated between '2023-12-06 13:44:14' and '2023-12-07 13:44:14') > 0",
                &["welcome"],
            ),
            ("count of languages summary where (rating > 0) > 0", &["welcome", "banner", "Label_Key"]),
            ("count of languages summary where (approvalsCount >= 1) > 0", &["welcome", "Label_Key"]),
            ("count of languages summary where (approvals count >= 1) > 0", &["welcome", "Label_Key"]),
            ("count of languages summary where (has shared translation) > 0", &["welcome"]),
            ("is duplicate and count of languages summary where (has shared translation) > 0", &[]),
            ("is duplicate and count of languages summary where (not has shared translation and is translated) > 0", &[]),
            ("count of languages summary where (is translated and not is approved) > 0", &["welcome", "items_count"]),
            ("count of languages summary where (is partially approved) > 0", &["banner"]),
            ("count of languages summary where (is approved) > 0", &["welcome", "Label_Key"]),
            ("count of languages summary where (has translation after approval) > 0", &["banner"]),
            ("count of languages summary where (is translated by ai) > 0", &["items_count"]),
            ("count of languages summary where (is translated by mt) > 0", &["banner"]),
            ("count of languages summary where (is translated by tm) > 0", &["welcome"]),
            ("count of languages summary where (is auto translated) > 0", &["banner"]),
        ],
    );
}

#[test]
fn translation_context() {
    let t = translations();
    expect(
        Context::Translation,
        &t,
        &[
            (
                "user = @user:\"crowdin\" or count of votes where ( is up ) >= 100",
                &["t3"],
            ),
            ("user with (login = \"crowdin\")", &["t3"]),
            ("provider = \"tm\"", &["t1"]),
            ("not provider = \"tm\"", &[]),
            ("text contains \"artikel\"", &["t2"]),
            ("is pre translated", &["t1"]),
            ("updated > '2023-12-01'", &["t1"]),
            ("updated < '2023-12-01'", &["t3"]),
            (
                "count of approvals where (user = 2 and added = '2024-01-01') > 0",
                &["t3"],
            ),
            ("login of user = \"anna\"", &["t2"]),
            ("id of user = 1", &["t3"]),
            ("plural form = \"none\"", &["t1", "t2", "t3"]),
            (
                "count of votes where (is up and user = @user:\"crowdin\") = 1",
                &["t2"],
            ),
        ],
    );
}

#[test]
fn tm_glossary_contexts() {
    expect(
        Context::TmSegment,
        &segments(),
        &[
            ("count of records where (usageCount > 0) > 0", &["m1"]),
            (
                "count of records where (createdBy = @user:\"crowdin\") > 0",
                &["m1"],
            ),
            (
                "count of records where (createdBy = @user:\"john\") > 0",
                &["m1", "m2"],
            ),
            (
                "count of records where (createdAt >= '2020-01-01') > 0",
                &["m2"],
            ),
            ("count of records where (text = \"hello\") = 1", &["m1"]),
            (
                "count of records where (updatedBy with (login = \"john\")) > 0",
                &["m2"],
            ),
            (
                "count of records where (updatedAt = createdAt and id = 1) > 0",
                &["m1"],
            ),
            ("count of records = 1", &["m2"]),
        ],
    );
    expect(
        Context::GlossaryTerm,
        &terms(),
        &[
            (
                "user = @user:\"crowdin\" and language = @language:\"uk\"",
                &["4"],
            ),
            (
                "text contains \"ABC\" and partOfSpeech = \"noun\"",
                &["3", "4"],
            ),
            (
                "status = \"not_recommended\" or status = \"obsolete\"",
                &["3", "4"],
            ),
            (
                "type = \"abbreviation\" and note contains \"tooltip\"",
                &["2"],
            ),
            ("createdAt > '2024-12-01 00:00:00'", &["3"]),
            ("lemma = \"cancel\" and language = @language:\"en\"", &[]),
            ("lemma = \"cancel\" and language = @language:\"uk\"", &["3"]),
            ("url contains \"https://\"", &["2"]),
            ("concept = 6", &["2"]),
            ("id between 3 and 4", &["3", "4"]),
            ("user with (login = \"crowdin\")", &["2", "4"]),
            (
                "gender = \"neuter\" or description contains \"thing\"",
                &["2", "3"],
            ),
            ("status = \"unknown_value\"", &[]),
        ],
    );
    expect(
        Context::GlossaryConcept,
        &concepts(),
        &[
            ("translatable", &["6"]),
            ("subject contains \"te\"", &["7"]),
            ("user = @user:\"john\"", &["7"]),
            ("definition = \"to see\" and createdAt < 'today'", &["6"]),
        ],
    );
}

#[test]
fn expression_values() {
    let ev = evaluator(false);
    let s = strings();
    let cases: &[(&str, usize, Value)] = &[
        ("1 + 9", 0, json!(10)),
        ("11 - 1", 0, json!(10)),
        ("20 / 2", 0, json!(10.0)),
        ("2 * 5", 0, json!(10)),
        ("-10", 0, json!(-10)),
        ("10.01", 0, json!(10.01)),
        ("If 1 < 10 then \"less\" else \"greater\"", 0, json!("less")),
        ("'2021-03-16 00:00:00'", 0, json!("2021-03-16 00:00:00")),
        ("'today'", 0, json!("2024-06-15 00:00:00")),
        ("@user:\"crowdin\"", 0, json!(1)),
        ("@language:\"EN\"", 0, json!("en")),
        ("count of translations", 0, json!(2)),
        (
            "count of translations where (count of votes > 0)",
            0,
            json!(1),
        ),
        ("id of file", 2, json!(777)),
        ("max length", 1, Value::Null),
        ("max length / 0", 0, Value::Null),
        ("text", 1, json!(["{count} item", "{count} items"])),
        (
            "translations where (language = \"uk\")",
            1,
            json!([{"text": "{count} елемент", "pluralForm": "one", "language": "uk", "user": 3}]),
        ),
    ];
    for (q, idx, want) in cases {
        let c = check_expr(
            &parse(q).unwrap(),
            Context::SourceString,
            &SchemaOptions::default(),
        )
        .unwrap();
        assert_eq!(&ev.evaluate(&c, &s[*idx]).unwrap(), want, "{q}");
    }
}

#[test]
fn languages_table_is_optional() {
    let ev = Evaluator::new(users(), None, EvalOptions::default());
    let q = check(
        &parse("count of translations where (language = @language:\"xx-YY\") = 0").unwrap(),
        Context::SourceString,
        &SchemaOptions::default(),
    )
    .unwrap();
    assert!(ev.matches(&q, &strings()[0]).unwrap());
}
