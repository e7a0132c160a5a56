//! The webhook module and the step settings routes over real HTTP: signatures (none, wrong,
//! `sha256=` prefix, upper-case hex), both header families, replays, unknown organizations and
//! modules, durable persistence before the answer, the background processor (project events in
//! the event log, poison deliveries buried), and the settings routes (signed token, CroQL caret
//! error, template scope, delete, and the admin check through the platform emulator's API).

mod common;

use std::time::Duration;

use common::emulator::Emulator;
use common::hooks::{eventually, listener, signed_headers, Hooks, Place, DOMAIN};
use locforge::auth::jwt::{dev_claims, mint};
use locforge::platform::ApiBases;
use locforge::store::StepScope;
use locforge::transfer::blob::unix_now;
use serde_json::json;

/// Bases of a platform that is never called by these tests.
fn nowhere() -> ApiBases {
    ApiBases::new(
        "http://127.0.0.1:9",
        "http://127.0.0.1:9",
        "http://127.0.0.1:9/e/{domain}",
    )
    .expect("bases")
}

async fn app(place: &Place) -> Hooks {
    let (l, _) = listener().await;
    Hooks::start(l, place, nowhere(), Some("unused-token")).await
}

fn translated_body(project: i64) -> Vec<u8> {
    json!({"events": [{"event": "project.translated", "project": {"id": project},
                        "targetLanguage": {"id": "de", "name": "German"}}]})
    .to_string()
    .into_bytes()
}

#[tokio::test]
async fn signatures_headers_and_statuses() {
    let place = Place::sqlite();
    let app = app(&place).await;
    let body = translated_body(1);
    let good = signed_headers("platform", "webhook", &body);

    // No signature: 400; nothing stored.
    let unsigned: Vec<_> = good
        .iter()
        .filter(|(k, _)| *k != "x-platform-signature")
        .cloned()
        .collect();
    let (status, answer) = app.webhook("webhook", &unsigned, &body).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["error"]["message"]
        .as_str()
        .unwrap_or("")
        .contains("Signature"));

    // Wrong signature (another secret; and a tampered body): 403.
    let mut wrong = good.clone();
    wrong[2].1 = locforge_protocol::signature::sign("another-secret", &body);
    assert_eq!(app.webhook("webhook", &wrong, &body).await.0, 403);
    let tampered = translated_body(2);
    assert_eq!(app.webhook("webhook", &good, &tampered).await.0, 403);
    let mut garbage = good.clone();
    garbage[2].1 = "not-hex".into();
    assert_eq!(app.webhook("webhook", &garbage, &body).await.0, 403);
    assert_eq!(app.store().inbox_counts().await.expect("counts").pending, 0);

    // Unknown organization: 401, whatever the signature.
    let mut stranger = good.clone();
    stranger[0].1 = "77".into();
    stranger[1].1 = String::new();
    let (status, answer) = app.webhook("webhook", &stranger, &body).await;
    assert_eq!(status, 401, "{answer}");
    assert!(answer["error"]["message"]
        .as_str()
        .unwrap_or("")
        .contains("77"));

    // Unknown module (route) → 404; X-Module-Key naming another module → 400; none → 400.
    assert_eq!(app.webhook("nope", &good, &body).await.0, 404);
    let mut other_key = good.clone();
    other_key[3].1 = "qa-gate".into();
    assert_eq!(app.webhook("webhook", &other_key, &body).await.0, 400);
    assert_eq!(app.webhook("webhook", &good[..3], &body).await.0, 400);
    assert_eq!(app.store().inbox_counts().await.expect("counts").pending, 0);

    // Good: 202, persisted before the answer.
    let (status, answer) = app.webhook("webhook", &good, &body).await;
    assert_eq!(status, 202, "{answer}");
    assert_eq!(app.store().inbox_counts().await.expect("counts").pending, 1);

    // The same delivery again (a replay): acknowledged, not queued twice.
    let (status, answer) = app.webhook("webhook", &good, &body).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["data"]["duplicate"], true);
    assert_eq!(app.store().inbox_counts().await.expect("counts").pending, 1);

    // `sha256=` prefix and upper-case hex; the X-Crowdin-* family.
    let body3 = translated_body(3);
    let mut prefixed = signed_headers("platform", "webhook", &body3);
    prefixed[2].1 = format!("SHA256={}", prefixed[2].1.to_uppercase());
    assert_eq!(app.webhook("webhook", &prefixed, &body3).await.0, 202);
    let body4 = translated_body(4);
    let crowdin = signed_headers("crowdin", "webhook", &body4);
    assert_eq!(app.webhook("webhook", &crowdin, &body4).await.0, 202);
    assert_eq!(app.store().inbox_counts().await.expect("counts").pending, 3);
}

#[tokio::test]
async fn processor_records_project_events_and_buries_poison() {
    let place = Place::sqlite();
    let mut app = app(&place).await;
    let body = json!({"events": [
        {"event": "project.translated", "project": {"id": 5}, "targetLanguage": {"id": "de"}},
        {"event": "project.approved", "project": {"id": "5"}, "targetLanguage": {"id": "fr"}},
        {"event": "file.added", "file": {"id": 1}}
    ]})
    .to_string()
    .into_bytes();
    assert_eq!(
        app.webhook(
            "webhook",
            &signed_headers("platform", "webhook", &body),
            &body
        )
        .await
        .0,
        202
    );
    let poison = b"{\"events\": [".to_vec();
    assert_eq!(
        app.webhook(
            "webhook",
            &signed_headers("platform", "webhook", &poison),
            &poison
        )
        .await
        .0,
        202
    );

    app.spawn_tasks(Duration::from_secs(3600));
    let store = app.store().clone();
    let key = common::hooks::enterprise_org().credential_key;
    assert!(
        eventually(Duration::from_secs(20), || async {
            let c = store.inbox_counts().await.expect("counts");
            c.pending == 0 && c.dead == 1
        })
        .await,
        "the inbox was processed: {:?}",
        store.inbox_counts().await
    );
    let events = store.list_events(&key, 10).await.expect("events");
    let names: Vec<(&str, Option<i64>)> = events
        .iter()
        .map(|e| (e.event.as_str(), e.project_id))
        .collect();
    assert_eq!(
        names,
        vec![
            ("project.approved", Some(5)),
            ("project.translated", Some(5))
        ]
    );
    assert!(events[0].detail.contains("\"fr\""), "{}", events[0].detail);
}

#[tokio::test]
async fn settings_are_signed_validated_and_stored() {
    let place = Place::sqlite();
    // The platform answers who may change a step's settings: its admin (user 2) may, a mere
    // member of the organization (user 3) may not.
    let (l, addr) = listener().await;
    let mut world =
        common::hooks::enterprise_world(&format!("http://{addr}"), vec![], vec![], vec![], vec![]);
    if let Some(users) = world["users"].as_array_mut() {
        users.push(
            json!({"id": 3, "username": "member", "fullName": "Mia Member",
                          "organizationIds": [10]}),
        );
    }
    let emulator = Emulator::start(&world, &[]).await;
    let app = Hooks::start(l, &place, emulator.bases(), None).await;
    let key = common::hooks::enterprise_org().credential_key;
    let body = json!({"organizationId": 10, "projectId": "2", "stepId": 102, "workflowId": 1,
                      "settings": {"predicate": "is hidden or text contains \"legal\""}});

    // No token: 401; a token for another module: 403; an unknown module: 404.
    assert_eq!(app.save_settings("croql-router", None, &body).await.0, 401);
    assert_eq!(
        app.save_settings("croql-router", Some(app.token("qa-gate")), &body)
            .await
            .0,
        403
    );
    assert_eq!(
        app.save_settings("nope", Some(app.token("nope")), &body)
            .await
            .0,
        404
    );

    // A bad predicate: 400 with the checker's message and caret.
    let bad = json!({"organizationId": 10, "projectId": 2, "stepId": 102, "workflowId": 1,
                     "settings": {"predicate": "is hidden and nosuchfield = 1"}});
    let (status, text) = app
        .save_settings("croql-router", Some(app.token("croql-router")), &bad)
        .await;
    assert_eq!(status, 400, "{text}");
    assert!(text.contains('^') && text.contains("nosuchfield"), "{text}");

    // Another organization in the body than in the token: 403.
    let foreign = json!({"organizationId": 11, "projectId": 2, "stepId": 102, "settings": {}});
    assert_eq!(
        app.save_settings("croql-router", Some(app.token("croql-router")), &foreign)
            .await
            .0,
        403
    );

    // A qa-gate setting that names no check: 400.
    let typo =
        json!({"organizationId": 10, "projectId": 2, "stepId": 101, "settings": {"tag": false}});
    assert_eq!(
        app.save_settings("qa-gate", Some(app.token("qa-gate")), &typo)
            .await
            .0,
        400
    );

    // A user the platform does not confirm as an admin or a manager: 403, nothing stored.
    let mut claims = dev_claims(common::hooks::CLIENT_ID, unix_now(), 600);
    claims.domain = Some(DOMAIN.into());
    claims.context.organization_id = common::hooks::ORG_ID;
    claims.context.user_id = 3;
    claims.module = Some("croql-router".into());
    let member = mint(common::hooks::CLIENT_SECRET, &claims).expect("mint");
    let (status, text) = app
        .save_settings("croql-router", Some(member.clone()), &body)
        .await;
    assert_eq!(status, 403, "{text}");
    assert!(text.contains("may not change"), "{text}");
    assert!(app
        .store()
        .get_step_settings(&key, StepScope::Project(2), 102)
        .await
        .expect("read")
        .is_none());

    // Good saves (a project step and a template step): 204, stored.
    assert_eq!(
        app.save_settings("croql-router", Some(app.token("croql-router")), &body)
            .await
            .0,
        204
    );
    let template =
        json!({"organizationId": 10, "templateId": 7, "stepId": 3, "settings": {"tags": false}});
    assert_eq!(
        app.save_settings("qa-gate", Some(app.token("qa-gate")), &template)
            .await
            .0,
        204
    );
    let saved = app
        .store()
        .get_step_settings(&key, StepScope::Project(2), 102)
        .await
        .expect("read")
        .expect("saved");
    assert!(
        saved.settings.contains("legal") && saved.settings.contains("croql-router"),
        "{}",
        saved.settings
    );
    assert_eq!(saved.workflow_id, Some(1));
    assert!(app
        .store()
        .get_step_settings(&key, StepScope::Template(7), 3)
        .await
        .expect("read")
        .is_some());

    // Delete by the member the platform does not confirm: 403, the settings stay.
    let resp = app
        .http
        .delete(format!("{}/workflow-steps/croql-router/settings", app.base))
        .bearer_auth(&member)
        .json(&json!({"organizationId": 10, "projectId": 2, "stepId": 102, "workflowId": 1}))
        .send()
        .await
        .expect("delete answered");
    assert_eq!(resp.status().as_u16(), 403);
    let text = resp.text().await.expect("body");
    assert!(text.contains("may not change"), "{text}");
    assert!(app
        .store()
        .get_step_settings(&key, StepScope::Project(2), 102)
        .await
        .expect("read")
        .is_some());

    // Delete by the admin: 204 and gone.
    let resp = app
        .http
        .delete(format!("{}/workflow-steps/croql-router/settings", app.base))
        .bearer_auth(app.token("croql-router"))
        .json(&json!({"organizationId": 10, "projectId": 2, "stepId": 102, "workflowId": 1}))
        .send()
        .await
        .expect("delete answered");
    assert_eq!(resp.status().as_u16(), 204);
    assert!(app
        .store()
        .get_step_settings(&key, StepScope::Project(2), 102)
        .await
        .expect("read")
        .is_none());
}
