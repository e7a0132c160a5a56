//! The built-in demo world `locforge platform serve` loads without a fixture: a standard and an
//! enterprise organization, users, an OAuth client, an installed app, a project per organization
//! with files, plain / plural / ICU / hidden / duplicate strings, translations with every status,
//! votes, approvals, comments and labels, a TM and a glossary per organization, and an enterprise
//! workflow whose custom step of the app holds strings waiting as `NEED_PROCESS`.
//!
//! The world is data: `emulator/fixtures/demo.json`, a fixture in the documented format
//! (`docs/emulator-fixture.md`), compiled in and read through the fixture loader. Only its ids
//! live here, as constants for tests and the start-up output; the world itself must not be
//! built in code. `docs/emulator-fixture.example.json` is a smaller hand-written world.

use super::fixture;
use super::model::Model;

/// The demo fixture, compiled in.
const DEMO_FIXTURE: &str = include_str!("../../fixtures/demo.json");

/// Ids of the demo world, for tests and the start-up output.
pub mod ids {
    /// Standard organization.
    pub const ORG: i64 = 1;
    /// Enterprise organization.
    pub const ENTERPRISE_ORG: i64 = 2;
    /// Enterprise domain.
    pub const DOMAIN: &str = "acme";
    /// Demo user (standard organization).
    pub const USER: i64 = 1;
    /// User `crowdin` (both organizations), the login of the documented CroQL examples.
    pub const CROWDIN_USER: i64 = 2;
    /// Translator (both organizations).
    pub const TRANSLATOR: i64 = 3;
    /// Enterprise administrator.
    pub const ENTERPRISE_ADMIN: i64 = 4;
    /// Agent user of the demo app (enterprise).
    pub const AGENT: i64 = 5;
    /// Standard project.
    pub const PROJECT: i64 = 1;
    /// Enterprise project.
    pub const ENTERPRISE_PROJECT: i64 = 2;
    /// Enterprise workflow.
    pub const WORKFLOW: i64 = 1;
    /// The custom step of the demo app.
    pub const STEP: i64 = 11;
    /// A built-in (non-app) step.
    pub const TRANSLATE_STEP: i64 = 10;
    /// Standard TM.
    pub const TM: i64 = 1;
    /// Enterprise TM.
    pub const ENTERPRISE_TM: i64 = 2;
    /// Standard glossary.
    pub const GLOSSARY: i64 = 1;
    /// Enterprise glossary.
    pub const ENTERPRISE_GLOSSARY: i64 = 2;
    /// OAuth client id.
    pub const CLIENT_ID: &str = "locforge-demo-client";
    /// OAuth client secret.
    pub const CLIENT_SECRET: &str = "locforge-demo-client-secret";
    /// Registered redirect URIs.
    pub const REDIRECT_URIS: [&str; 2] = [
        "http://127.0.0.1:8765/callback",
        "http://localhost:3000/oauth/callback",
    ];
    /// Identifier of the installed demo app (the custom step's `applicationIdentifier`).
    pub const APP: &str = "locforge";
    /// Module key of the custom step.
    pub const STEP_MODULE: &str = "locforge-review-step";
    /// `appId` of the demo app installed in the enterprise organization.
    pub const APP_ID: &str = "demo-app-id";
    /// `appSecret` of the demo app installed in the enterprise organization.
    pub const APP_SECRET: &str = "demo-app-secret";
    /// `appId` of the demo app installed in the standard organization.
    pub const STANDARD_APP_ID: &str = "demo-app-id-standard";
    /// `appSecret` of the demo app installed in the standard organization.
    pub const STANDARD_APP_SECRET: &str = "demo-app-secret-standard";
    /// Source language.
    pub const SOURCE: &str = "en";
    /// Target languages of the standard project.
    pub const TARGETS: [&str; 4] = ["de", "fr", "uk", "ja"];
    /// Target languages of the enterprise project.
    pub const ENTERPRISE_TARGETS: [&str; 3] = ["de", "uk", "fr"];
    /// Languages of the custom step.
    pub const STEP_LANGUAGES: [&str; 2] = ["de", "uk"];
    /// Number of strings in the standard project.
    pub const STRINGS: i64 = 60;
}

/// The demo world, read from the compiled-in `fixtures/demo.json` through the fixture loader.
///
/// The fixture is part of the build and a test proves it valid, so it cannot fail at run time.
pub fn model() -> Model {
    fixture::parse_json(DEMO_FIXTURE, "fixtures/demo.json")
        .expect("the compiled-in demo fixture is valid (see the demo tests)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fixture_loads_and_matches_the_ids() {
        let m = fixture::parse_json(DEMO_FIXTURE, "fixtures/demo.json").expect("demo fixture");
        let org = |id| m.organization(id).expect("organization");
        assert_eq!(org(ids::ORG).domain, None);
        assert_eq!(
            org(ids::ENTERPRISE_ORG).domain.as_deref(),
            Some(ids::DOMAIN)
        );
        for u in [
            ids::USER,
            ids::CROWDIN_USER,
            ids::TRANSLATOR,
            ids::ENTERPRISE_ADMIN,
        ] {
            assert!(m.user(u).is_some_and(|u| !u.is_agent), "user {u}");
        }
        assert!(m.user(ids::AGENT).is_some_and(|u| u.is_agent));
        let client = m.client(ids::CLIENT_ID).expect("OAuth client");
        assert_eq!(client.client_secret, ids::CLIENT_SECRET);
        assert_eq!(client.redirect_uris, ids::REDIRECT_URIS);
        let app = |app_id: &str| m.apps.iter().find(|a| a.app_id == app_id).expect("app");
        assert_eq!(app(ids::APP_ID).app_secret, ids::APP_SECRET);
        assert_eq!(app(ids::APP_ID).identifier, ids::APP);
        assert_eq!(app(ids::APP_ID).agent_id, Some(ids::AGENT));
        assert_eq!(
            app(ids::STANDARD_APP_ID).app_secret,
            ids::STANDARD_APP_SECRET
        );
        let p = m.project(ids::PROJECT).expect("standard project");
        assert_eq!(p.organization_id, ids::ORG);
        assert_eq!(p.source_language_id, ids::SOURCE);
        assert_eq!(p.target_language_ids, ids::TARGETS);
        assert_eq!(p.strings.len() as i64, ids::STRINGS);
        let e = m
            .project(ids::ENTERPRISE_PROJECT)
            .expect("enterprise project");
        assert_eq!(e.organization_id, ids::ENTERPRISE_ORG);
        assert_eq!(e.target_language_ids, ids::ENTERPRISE_TARGETS);
        assert_eq!(e.workflow.as_ref().map(|w| w.id), Some(ids::WORKFLOW));
        let step = e.step(ids::STEP).expect("custom step");
        assert_eq!(step.languages, ids::STEP_LANGUAGES);
        let module = step.application_module.as_ref().expect("module");
        assert_eq!(module.application_identifier, ids::APP);
        assert_eq!(module.module_key, ids::STEP_MODULE);
        assert!(e
            .step(ids::TRANSLATE_STEP)
            .is_some_and(|s| s.application_module.is_none()));
        let tm = |id| m.tms.iter().find(|t| t.id == id).map(|t| t.organization_id);
        assert_eq!(tm(ids::TM), Some(ids::ORG));
        assert_eq!(tm(ids::ENTERPRISE_TM), Some(ids::ENTERPRISE_ORG));
        let gl = |id| {
            m.glossaries
                .iter()
                .find(|g| g.id == id)
                .map(|g| g.organization_id)
        };
        assert_eq!(gl(ids::GLOSSARY), Some(ids::ORG));
        assert_eq!(gl(ids::ENTERPRISE_GLOSSARY), Some(ids::ENTERPRISE_ORG));
    }
}
