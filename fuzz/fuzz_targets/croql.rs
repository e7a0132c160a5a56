//! CroQL lexer, parser, printer, checker and evaluator on arbitrary queries: never a panic (an
//! `Err` is fine; its caret rendering too). A query that parses prints to a canonical text that
//! parses again and prints the same (printing is idempotent, as `croql/tests/documented.rs`
//! checks). A query that checks is bound and evaluated against a few records, some shaped as
//! the query expects, some not. Byte 0 selects the context and the options; the rest is the
//! query (UTF-8, invalid bytes replaced).

#![no_main]

use libfuzzer_sys::fuzz_target;
use locforge_croql::lexer::tokenize;
use locforge_croql::{
    check, check_expr, parse, print, Context, DateTime, EvalOptions, Evaluator, SchemaOptions, User,
};
use serde_json::json;

fuzz_target!(|data: &[u8]| {
    let [sel, rest @ ..] = data else {
        return;
    };
    let query = String::from_utf8_lossy(rest);
    let _ = tokenize(&query);
    let expr = match parse(&query) {
        Ok(e) => e,
        Err(e) => {
            let _ = e.render(&query);
            return;
        }
    };
    let printed = print(&expr);
    let again = parse(&printed)
        .unwrap_or_else(|e| panic!("{query:?} prints as {printed:?}, which does not parse: {e:?}"));
    assert_eq!(
        print(&again),
        printed,
        "printing is not idempotent for {query:?}"
    );

    let context = Context::ALL[usize::from(sel % 5)];
    let options = SchemaOptions {
        enterprise: sel & 8 != 0,
        strict: sel & 16 != 0,
    };
    let _ = check_expr(&expr, context, &options);
    let checked = match check(&expr, context, &options) {
        Ok(q) => q,
        Err(e) => {
            let _ = e.render(&query);
            return;
        }
    };
    let ev = Evaluator::new(
        [
            User {
                id: 1,
                login: "crowdin".into(),
            },
            User {
                id: 2,
                login: "Zoë".into(),
            },
        ],
        (sel & 32 != 0).then(|| vec!["de".to_string(), "uk".to_string()]),
        EvalOptions {
            case_sensitive: sel & 64 != 0,
            now: Some(DateTime::from_unix(1_700_000_000)),
        },
    );
    let records = [
        json!({}),
        json!(null),
        json!({"isHidden": true, "text": "Hallo Welt", "identifier": "a.b", "id": 9007199254740993i64,
               "translations": [{"user": 1, "text": "Hallo", "createdAt": "2024-02-29T23:59:59+00:00"}],
               "labels": [{"id": 1, "title": "x"}], "fields": {"slug": 1}, "createdAt": "2023-01-01T00:00:00Z",
               "maxLength": -1, "text_forms": {"one": "a", "other": "b"}}),
        json!({"text": {"one": "file", "other": "files"}, "translations": "nope", "isHidden": "yes",
               "createdAt": 12, "maxLength": 1e308, "labels": null, "fields": [1, {"slug": null}]}),
    ];
    for r in &records {
        let _ = ev.evaluate(&checked, r);
        let _ = ev.matches(&checked, r);
    }
    if let Ok(bound) = ev.bind(&checked) {
        for r in &records {
            let _ = bound.evaluate(r);
        }
    }
});
