//! The app's pages in a real browser: Debian's headless Chromium over WebDriver, every page
//! loaded the way a person meets it — through the platform emulator's host page, which frames
//! the app's URL with a token it minted and provides `AP` over postMessage.
//!
//! The world: the real app (SQLite, a project-menu module `tools`, a qa-gate workflow step `qa`
//! with its webhook module, an agent) and the emulator as a process (`platform serve --app`),
//! which installs the app by its manifest URL in an enterprise organization whose project has
//! the app's step, and prints the host pages. The app's authorization server and API are the
//! emulator, so the OAuth code flow runs against the emulator's consent page.
//!
//! Screenshots of every page are saved under `target/tmp/screenshots/`.

mod common;

use std::time::Duration;

use common::browser::Browser;
use common::emulator::Emulator;
use common::{free_port, start_app, App, AGENT_APP, SECRET};
use fantoccini::Locator;
use locforge::auth::jwt::{dev_claims, mint};
use locforge::config::ModulesConfig;
use locforge::transfer::blob::unix_now;
use serde_json::{json, Value};

const CLIENT_ID: &str = "locforge-test";
const ORG: i64 = 10;
const DOMAIN: &str = "acme";
const PROJECT: i64 = 2;
const STEP: i64 = 7;
const MENU: &str = "\n[[project_menus]]\nkey = \"tools\"\nname = \"locforge tools\"\n";

fn fixture(app_base: &str) -> Value {
    let strings: Vec<Value> = (1..=30)
        .map(|i| {
            json!({"id": 1000 + i, "fileId": 5, "identifier": format!("key.{i}"),
                   "text": format!("Source text {i}")})
        })
        .collect();
    json!({
        "organizations": [{"id": ORG, "name": "Acme", "domain": DOMAIN, "adminIds": [2]}],
        "users": [
            {"id": 2, "username": "admin", "fullName": "Adam Admin", "organizationIds": [ORG]},
            {"id": 3, "username": "member", "fullName": "Mia Member", "organizationIds": [ORG]}
        ],
        "oauthClients": [{"clientId": CLIENT_ID, "clientSecret": SECRET, "name": "locforge",
                          "redirectUris": [format!("{app_base}/oauth/callback")]}],
        "projects": [{
            "id": PROJECT, "organizationId": ORG, "userId": 2, "memberIds": [3], "name": "Site", "identifier": "site",
            "sourceLanguageId": "en", "targetLanguageIds": ["de"],
            "files": [{"id": 5, "name": "site.json", "type": "json", "path": "/site.json"}],
            "strings": strings,
            "workflow": {"id": 1, "title": "Check", "steps": [
                {"id": 100, "title": "Translation", "type": "Translate", "languages": ["de"]},
                {"id": STEP, "title": "QA", "type": "Application", "languages": ["de"],
                 "applicationModule": {"applicationIdentifier": "locforge", "moduleKey": "qa"},
                 "boundaries": {"input": {"title": "In", "ports": ["translated"]},
                                "outputs": [{"title": "Pass", "port": "translated"},
                                            {"title": "Fail", "port": "untranslated"}]}}
            ]}
        }]
    })
}

/// The app, the emulator that installed it, and the host pages it printed.
struct World {
    app: App,
    emulator: Emulator,
}

impl World {
    async fn start() -> World {
        let port = free_port();
        let platform = format!("http://127.0.0.1:{port}");
        let modules: ModulesConfig =
            toml::from_str(&format!("{AGENT_APP}{MENU}")).expect("modules");
        let app = start_app(|c| {
            c.auth_url = platform.clone();
            c.api_url = platform.clone();
            c.api_enterprise_url = format!("{platform}/enterprise/{{domain}}");
            c.modules = modules;
        })
        .await;
        let emulator = Emulator::start_at(
            &fixture(&app.base),
            &format!("127.0.0.1:{port}"),
            &[
                "--app",
                &app.base,
                "--client-id",
                CLIENT_ID,
                "--client-secret",
                SECRET,
            ],
        )
        .await;
        World { app, emulator }
    }

    /// The host page the emulator printed for `module`.
    fn host_page(&self, module: &str) -> String {
        let pages = self.emulator.info["hostPages"]
            .as_array()
            .unwrap_or_else(|| panic!("hostPages in {}", self.emulator.info));
        pages
            .iter()
            .find(|p| p["module"] == module && p["projectId"] == PROJECT)
            .and_then(|p| p["url"].as_str())
            .unwrap_or_else(|| panic!("no host page for {module} in {pages:?}"))
            .to_owned()
    }

    /// A signed token for the enterprise organization's admin, as the platform mints it.
    fn token(&self, module: &str, ttl: i64) -> String {
        let now = unix_now();
        let mut claims = dev_claims(CLIENT_ID, now, 0);
        claims.exp = now.saturating_add_signed(ttl);
        claims.iat = claims.exp.min(now);
        claims.sub = "2".into();
        claims.domain = Some(DOMAIN.into());
        claims.context.organization_id = ORG;
        claims.context.user_id = 2;
        claims.context.project_id = Some(PROJECT);
        claims.module = Some(module.into());
        mint(SECRET, &claims).expect("mint")
    }
}

/// Enters the host page's app iframe.
async fn enter_app(b: &Browser) {
    let frame = b
        .client
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css("#app-frame"))
        .await
        .expect("the host page frames the app");
    frame.enter_frame().await.expect("enter the app's iframe");
}

async fn click(b: &Browser, css: &str) {
    b.client
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no `{css}`: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("cannot click `{css}`: {e}"));
}

async fn type_into(b: &Browser, css: &str, text: &str) {
    let el = b
        .client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no `{css}`: {e}"));
    el.clear().await.expect("clear");
    el.send_keys(text).await.expect("type");
}

#[tokio::test]
async fn project_menu_page_in_the_host_jobs_search_and_try_a_file() {
    let Some(b) = Browser::start().await else {
        return;
    };
    let w = World::start().await;

    // A real parse-file job of the organization, broken on line 3: the Jobs panel lists it.
    let broken = common::b64(b"{\n  \"a\": \"x\",\n  \"b\" \"y\"\n}\n");
    let resp = w
        .app
        .post(
            "/api/file/process",
            Some(w.token("tools", 300)),
            &json!({"jobType": "parse-file", "file": {"name": "broken.json", "content": broken}}),
        )
        .await;
    assert_eq!(resp.status(), 200);

    b.goto(&w.host_page("tools")).await;
    enter_app(&b).await;
    b.wait_text("h1", "locforge tools").await;
    let jobs = b.wait_text("#jobs-table", "broken.json").await;
    assert!(
        jobs.contains("line 3"),
        "the failure names its line: {jobs}"
    );
    b.wait_text("#jobs-status", "1 jobs").await;
    b.client.enter_parent_frame().await.expect("parent");
    b.screenshot("project-menu-jobs").await;
    enter_app(&b).await;

    // Search: an invalid query shows the caret error under the box; a valid one lists strings.
    click(&b, "#tab-search").await;
    type_into(&b, "#croql", "text contains").await;
    let error = b.wait_text("#croql-error", "line 1").await;
    assert!(error.contains('^'), "a caret under the error: {error}");
    assert_eq!(
        b.eval("return document.getElementById('croql').getAttribute('aria-invalid')")
            .await,
        json!("true")
    );
    b.client.enter_parent_frame().await.expect("parent");
    b.screenshot("project-menu-search-error").await;
    enter_app(&b).await;
    type_into(&b, "#croql", "text contains \"Source text 1\"").await;
    b.wait_js("return document.getElementById('croql-error').textContent === ''")
        .await;
    click(&b, "#search-form button[type=submit]").await;
    b.wait_text("#search-status", "strings on this page").await;
    let table = b.text_of("#search-table").await;
    assert!(
        table.contains("key.1") && table.contains("key.10"),
        "{table}"
    );
    assert!(!table.contains("key.2\n"), "only matching strings: {table}");
    let acting = b.text_of("#acting").await;
    assert!(acting.contains("organization"), "{acting}");
    b.client.enter_parent_frame().await.expect("parent");
    b.screenshot("project-menu-search").await;
    enter_app(&b).await;

    // Try a file: a real corpus file, its format, strings and preview.
    click(&b, "#tab-try").await;
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus/po/okapi/TestMonoLingual_EN.po");
    b.client
        .find(Locator::Css("#try-file"))
        .await
        .expect("file input")
        .send_keys(&file.display().to_string())
        .await
        .expect("choose the file");
    click(&b, "#try-form button[type=submit]").await;
    b.wait_text("#try-format", "po").await;
    let count: usize = b.text_of("#try-count").await.parse().expect("a count");
    assert!(count > 0);
    let rows = b
        .eval("return document.querySelectorAll('#try-table tbody tr').length")
        .await;
    assert_eq!(rows, json!(count));
    let preview = b
        .eval("return document.getElementById('try-preview').srcdoc.length")
        .await;
    assert!(preview.as_u64().unwrap_or(0) > 0, "a preview is shown");
    b.client.enter_parent_frame().await.expect("parent");
    b.screenshot("project-menu-try").await;

    // Readable at 360 px: the app's document does not scroll sideways.
    b.resize(360, 780).await;
    enter_app(&b).await;
    let overflow = b
        .eval("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        .await;
    assert!(
        overflow.as_i64().unwrap_or(1) <= 0,
        "no horizontal scroll at 360 px: {overflow}"
    );
    b.client.enter_parent_frame().await.expect("parent");
    b.screenshot("project-menu-360px").await;

    // An admin-only action: the organization's admin (the API says so) clears the job log.
    b.resize(1280, 900).await;
    enter_app(&b).await;
    click(&b, "#tab-jobs").await;
    click(&b, "#jobs-clear").await;
    b.wait_text("#jobs-status", "0 jobs").await;

    // The module is granted to the organization's admins: the platform refuses a member.
    b.goto(&format!("{}&user=3", w.host_page("tools"))).await;
    let refusal = b.text_of("body").await;
    assert!(
        refusal.contains("Mia Member") && refusal.contains("may not open"),
        "{refusal}"
    );
    b.screenshot("host-refuses-member").await;
    b.close().await;
}

#[tokio::test]
async fn qa_gate_settings_save_through_the_host_and_persist() {
    let Some(b) = Browser::start().await else {
        return;
    };
    let w = World::start().await;
    let host = w.host_page("qa");
    b.goto(&host).await;
    enter_app(&b).await;
    // Every check starts on (the defaults); the platform contract is on the page.
    assert_eq!(
        b.eval("return window.formRef.validateForm()").await,
        json!(true)
    );
    assert_eq!(
        b.eval("return document.getElementById('qa-whitespace').checked")
            .await,
        json!(true)
    );
    click(&b, "#qa-whitespace").await;
    click(&b, "#qa-icu").await;
    let data = b.eval("return window.currentFormData").await;
    assert_eq!(data["whitespace"], json!(false), "{data}");
    assert_eq!(data["icu"], json!(false), "{data}");
    assert_eq!(data["placeholders"], json!(true), "{data}");
    b.client.enter_parent_frame().await.expect("parent");
    click(&b, "#save").await;
    b.wait_text("#status", "Settings saved").await;
    b.screenshot("qa-gate-settings").await;

    // Reloaded (a new token, a new page): the saved settings are shown.
    b.goto(&host).await;
    enter_app(&b).await;
    let states = b
        .eval(
            "return ['placeholders','whitespace','icu'].map(function (n) { \
             return document.getElementById('qa-' + n).checked; })",
        )
        .await;
    assert_eq!(states, json!([true, false, false]));
    b.close().await;
}

#[tokio::test]
async fn pages_refuse_missing_expired_and_foreign_tokens_in_the_browser() {
    let Some(b) = Browser::start().await else {
        return;
    };
    let w = World::start().await;
    let page = format!("{}/pages/tools", w.app.base);
    b.goto(&page).await;
    let body = b.text_of("body").await;
    assert!(body.to_lowercase().contains("token"), "{body}");
    b.screenshot("page-refused-no-token").await;

    b.goto(&format!("{page}?jwtToken={}", w.token("tools", -600)))
        .await;
    let body = b.text_of("body").await;
    assert!(body.contains("expired"), "{body}");

    b.goto(&format!("{page}?jwtToken={}", w.token("qa", 300)))
        .await;
    let body = b.text_of("body").await;
    assert!(
        body.contains("module"),
        "a token for another module: {body}"
    );
    b.close().await;
}

#[tokio::test]
async fn oauth_code_flow_in_the_browser_approve_and_refuse() {
    let Some(b) = Browser::start().await else {
        return;
    };
    let w = World::start().await;
    b.goto(&w.host_page("tools")).await;
    enter_app(&b).await;
    click(&b, "#tab-search").await;
    b.wait_text("#acting", "organization").await;
    let start = b
        .eval("return document.getElementById('oauth-start').href")
        .await;
    let start = start.as_str().expect("the sign-in link").to_owned();
    assert!(start.contains("/oauth/start?jwtToken="), "{start}");

    // Refuse first: the app shows that the user refused, and nothing changes.
    b.goto(&start).await;
    b.wait_text("h1", "Authorize").await;
    b.screenshot("oauth-consent").await;
    click(&b, "button[value=deny]").await;
    // The click starts a navigation; wait for the refusal page rather than read the consent page.
    let body = b.wait_text("h1", "Authorization refused").await;
    assert!(body.contains("refused"), "{body}");
    let body = b.text_of("body").await;
    assert!(body.contains("Nothing was stored"), "{body}");
    b.screenshot("oauth-refused").await;

    // Approve as the page's user: the app stores the user's token and says who it is.
    b.goto(&start).await;
    b.wait_text("h1", "Authorize").await;
    click(&b, "button[value=approve]").await;
    let body = b.wait_text("body", "Adam Admin").await;
    assert!(body.contains("Authorized"), "{body}");
    b.screenshot("oauth-authorized").await;

    // Back on the page, Search now acts for the user.
    b.goto(&w.host_page("tools")).await;
    enter_app(&b).await;
    click(&b, "#tab-search").await;
    b.wait_text("#acting", "your own access").await;
    type_into(&b, "#croql", "text contains \"Source text 3\"").await;
    click(&b, "#search-form button[type=submit]").await;
    let table = b.wait_text("#search-table", "key.3").await;
    assert!(table.contains("Source text 3"), "{table}");
    b.close().await;
}
