//! OAuth 2.0 for a user (issue 13, item 3) over real HTTP: the real app (`service::start`) on a
//! loopback port and the emulated platform (`locforge_emulator::platform`, demo world) started
//! in-process as authorization server and API. The browser is played by a reqwest client that
//! follows nothing by itself: the test carries the cookie and posts the emulator's consent form
//! as a browser would.
//!
//! Covered: the full flow (redirect parameters, cookie attributes, consent, callback, token
//! stored sealed, "Authorized as", `client_for_user` calling `/user`); refusal; forged state,
//! another browser's cookie, missing, tampered and expired cookies; a code spent before the
//! callback and a replayed callback; approval by another user; refresh without the user
//! (single-flight with rotating refresh tokens) and a refused refresh forgetting the token;
//! `plain` only when configured; the page-token refusals; status, revoke and uninstall.

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use locforge::auth::jwt::{dev_claims, mint, Identity, MintClaims};
use locforge::config::Config;
use locforge::oauth::flow::Pending;
use locforge::platform::{ApiError, GrantKind, PlatformClient, TokenError};
use locforge::store::{
    MasterKey, Organization, Secret, Store, StoreOptions, UserToken, UserTokenKey,
};
use locforge::transfer::blob::unix_now;
use locforge_emulator::platform::demo::ids;
use locforge_emulator::platform::model::OAuthClient;
use locforge_emulator::platform::{self as emu, PlatformConfig};
use serde_json::{json, Value};

use common::{App, SECRET};

const CLIENT_ID: &str = "locforge-test";
const APP: &str = "locforge";

// ---------------------------------------------------------------------------------------------
// Harness

/// The platform, the app installed in the demo's standard organization, and a browser.
struct World {
    p: emu::Running,
    app: App,
    config: Config,
    browser: reqwest::Client,
}

/// Points the app at the platform `base`.
fn at(config: &mut Config, base: &str) {
    config.auth_url = base.into();
    config.api_url = base.into();
    config.api_enterprise_url = format!("{base}/enterprise/{{domain}}");
    config.api_timeout_secs = 5;
}

async fn world(token_ttl: Duration, tweak: impl FnOnce(&mut Config)) -> World {
    let p = emu::start(PlatformConfig {
        token_ttl,
        ..PlatformConfig::default()
    })
    .await
    .expect("platform starts");
    let base = p.base_url.clone();
    let mut config = Config::default();
    let app = common::start_app(|c| {
        at(c, &base);
        tweak(c);
        config = c.clone();
    })
    .await;
    config.base_url = Some(app.base.clone());
    p.platform.register_client(OAuthClient {
        client_id: CLIENT_ID.into(),
        client_secret: SECRET.into(),
        name: "locforge".into(),
        redirect_uris: vec![format!("{}/oauth/callback", app.base)],
    });
    let creds = p.platform.install_app(APP, ids::ORG, None);
    let resp = app
        .post(
            "/events/installed",
            None,
            &json!({"appId": creds.app_id, "appSecret": creds.app_secret, "clientId": CLIENT_ID,
                    "domain": null, "organizationId": ids::ORG, "userId": ids::USER,
                    "baseUrl": "https://acme.crowdin.com"}),
        )
        .await;
    assert_eq!(resp.status(), StatusCode::OK, "installed");
    let browser = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(Duration::from_secs(30))
        .build()
        .expect("client");
    World {
        p,
        app,
        config,
        browser,
    }
}

fn claims(user: i64) -> MintClaims {
    let mut c = dev_claims(CLIENT_ID, unix_now(), 300);
    c.context.organization_id = ids::ORG;
    c.context.user_id = user;
    c.context.project_id = Some(ids::PROJECT);
    c.sub = user.to_string();
    c.module = Some("project-menu".into());
    c
}

fn page_token(user: i64) -> String {
    mint(SECRET, &claims(user)).expect("mint")
}

fn identity(user: i64) -> Identity {
    Identity {
        organization_id: ids::ORG,
        user_id: user,
        project_id: Some(ids::PROJECT),
        domain: None,
        module: None,
    }
}

fn key(user: i64) -> UserTokenKey {
    UserTokenKey {
        credential_key: ids::ORG.to_string(),
        project_id: ids::PROJECT,
        user_id: user,
    }
}

/// The answer of one request: status, headers, body text.
struct Answer {
    status: StatusCode,
    headers: reqwest::header::HeaderMap,
    body: String,
}

impl Answer {
    fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_else(|| panic!("no {name} header"))
    }

    fn location(&self) -> reqwest::Url {
        reqwest::Url::parse(self.header("location")).expect("Location is a URL")
    }
}

fn query(url: &reqwest::Url, name: &str) -> Option<String> {
    url.query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

async fn answer(req: reqwest::RequestBuilder) -> Answer {
    let resp = req.send().await.expect("request");
    Answer {
        status: resp.status(),
        headers: resp.headers().clone(),
        body: resp.text().await.expect("body"),
    }
}

/// One browser's authorization in progress.
struct Started {
    /// The `Set-Cookie` header of `/oauth/start`.
    set_cookie: String,
    /// `name=value` to send back.
    cookie: String,
    /// The authorization URL.
    authorize: reqwest::Url,
}

impl World {
    async fn get(&self, url: &str, cookie: Option<&str>) -> Answer {
        let mut req = self.browser.get(url);
        if let Some(c) = cookie {
            req = req.header("cookie", c);
        }
        answer(req).await
    }

    async fn start(&self, user: i64) -> Started {
        let a = self
            .get(
                &format!(
                    "{}/oauth/start?jwtToken={}",
                    self.app.base,
                    page_token(user)
                ),
                None,
            )
            .await;
        assert_eq!(a.status, StatusCode::FOUND, "{}", a.body);
        let set_cookie = a.header("set-cookie").to_owned();
        let cookie = set_cookie.split(';').next().expect("name=value").to_owned();
        Started {
            set_cookie,
            cookie,
            authorize: a.location(),
        }
    }

    /// Opens the consent page and posts its form with `decision`, signing in as `user`; returns
    /// the platform's redirect back to the app.
    async fn consent(&self, started: &Started, decision: &str, user: i64) -> reqwest::Url {
        let page = self.get(started.authorize.as_str(), None).await;
        assert_eq!(page.status, StatusCode::OK, "consent page: {}", page.body);
        let marker = "name=\"request_id\" value=\"";
        let at = page.body.find(marker).expect("the consent form") + marker.len();
        let request_id = &page.body[at..at + page.body[at..].find('"').expect("end")];
        let form = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("request_id", request_id)
            .append_pair("decision", decision)
            .append_pair("user_id", &user.to_string())
            .append_pair("organization_id", &ids::ORG.to_string())
            .finish();
        let a = answer(
            self.browser
                .post(format!("{}/oauth/authorize", self.p.base_url))
                .header("content-type", "application/x-www-form-urlencoded")
                .body(form),
        )
        .await;
        assert_eq!(a.status, StatusCode::FOUND, "decision: {}", a.body);
        a.location()
    }

    async fn store(&self) -> Store {
        let dir = self.app._dir.path();
        let (key, _) = MasterKey::load_or_generate(dir).expect("the app's key");
        Store::open(StoreOptions::new(dir, key))
            .await
            .expect("store opens")
    }

    async fn stored(&self, user: i64) -> Option<UserToken> {
        let store = self.store().await;
        let t = store.get_user_token(&key(user)).await.expect("read");
        store.close().await;
        t
    }

    /// The app's platform client over its store, as a page handler would hold it.
    async fn platform(&self) -> (PlatformClient, Organization) {
        let store = self.store().await;
        let org = store
            .get_organization(&ids::ORG.to_string())
            .await
            .expect("read")
            .expect("installed");
        let client = locforge::platform::from_config(&self.config, store, SECRET, GrantKind::App)
            .expect("client");
        (client, org)
    }

    /// Every byte the app's SQLite database holds (main file and write-ahead log).
    fn raw_database(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        for name in ["locforge.sqlite3", "locforge.sqlite3-wal"] {
            if let Ok(b) = std::fs::read(self.app._dir.path().join(name)) {
                bytes.extend(b);
            }
        }
        bytes
    }

    /// A whole approved flow for `user`: returns the callback's answer.
    async fn authorize(&self, user: i64) -> Answer {
        let started = self.start(user).await;
        let back = self.consent(&started, "approve", user).await;
        self.get(back.as_str(), Some(&started.cookie)).await
    }
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

fn assert_page(a: &Answer, status: StatusCode, text: &str) {
    assert_eq!(a.status, status, "{}", a.body);
    assert!(a.body.contains(text), "expected {text:?} in {}", a.body);
    assert!(a.header("content-type").starts_with("text/html"));
    let csp = a.header("content-security-policy");
    assert!(csp.contains("default-src 'none'"), "{csp}");
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    assert_eq!(a.header("cache-control"), "no-store");
}

/// The callback's answer clears the cookie.
fn assert_cleared(a: &Answer) {
    let c = a.header("set-cookie");
    assert!(
        c.starts_with("locforge_oauth=;") && c.contains("Max-Age=0"),
        "{c}"
    );
}

// ---------------------------------------------------------------------------------------------
// The flow

#[tokio::test]
async fn approve_stores_the_token_sealed_and_the_app_acts_for_the_user() {
    let w = world(Duration::from_secs(7200), |_| {}).await;
    let started = w.start(ids::USER).await;

    // The redirect: every parameter, the exact redirect_uri, S256.
    let a = &started.authorize;
    assert_eq!(
        a.as_str().split('?').next(),
        Some(format!("{}/oauth/authorize", w.p.base_url).as_str())
    );
    assert_eq!(query(a, "client_id").as_deref(), Some(CLIENT_ID));
    assert_eq!(
        query(a, "redirect_uri"),
        Some(format!("{}/oauth/callback", w.app.base))
    );
    assert_eq!(query(a, "response_type").as_deref(), Some("code"));
    assert_eq!(query(a, "scope").as_deref(), Some("project"));
    assert_eq!(query(a, "code_challenge_method").as_deref(), Some("S256"));
    let challenge = query(a, "code_challenge").expect("challenge");
    assert_eq!(challenge.len(), 43, "BASE64URL(SHA-256) is 43 characters");
    let state = query(a, "state").expect("state");
    assert!(state.len() >= 22, "at least 128 bits: {state}");
    // The cookie: HttpOnly, SameSite=Lax, Path=/oauth, 10 minutes, not Secure over http; its
    // value reveals neither the state nor the challenge.
    let c = &started.set_cookie;
    for attr in ["HttpOnly", "SameSite=Lax", "Path=/oauth", "Max-Age=600"] {
        assert!(c.split("; ").any(|a| a == attr), "{attr} in {c}");
    }
    assert!(!c.contains("Secure"), "{c}");
    assert!(!c.contains(&state) && !c.contains(&challenge), "{c}");
    // Two starts: two states, two verifiers.
    let other = w.start(ids::USER).await;
    assert_ne!(query(&other.authorize, "state"), Some(state.clone()));
    assert_ne!(
        query(&other.authorize, "code_challenge"),
        Some(challenge.clone())
    );

    let back = w.consent(&started, "approve", ids::USER).await;
    assert_eq!(query(&back, "state"), Some(state));
    let done = w.get(back.as_str(), Some(&started.cookie)).await;
    assert_page(&done, StatusCode::OK, "Authorized as");
    assert!(done
        .body
        .contains("<script src=\"static/close.js\"></script>"));
    assert!(done.body.contains("id=\"close\""));
    assert_cleared(&done);

    // Stored, sealed: the raw database holds neither token.
    let token = w
        .stored(ids::USER)
        .await
        .expect("the user's token is stored");
    assert!(token.expires_at > i64::try_from(unix_now()).expect("now") * 1000);
    let refresh = token.refresh_token.clone().expect("a refresh token");
    let raw = w.raw_database();
    assert!(
        contains(&raw, &key(ids::USER).key()),
        "the bytes read hold the user's row"
    );
    assert!(
        !contains(&raw, token.access_token.expose()),
        "access token in clear"
    );
    assert!(!contains(&raw, refresh.expose()), "refresh token in clear");

    // The app acts for the user.
    let (platform, org) = w.platform().await;
    let api = locforge::oauth::client_for_user(&platform, &org, &identity(ids::USER))
        .await
        .expect("lookup")
        .expect("the user authorized");
    assert!(api.acts_for_user());
    let me = api.user().await.expect("GET /user with the user's token");
    assert_eq!(me.id, ids::USER);
    assert!(done.body.contains(&me.username), "{}", done.body);
    // Another user of the organization has not authorized: no client.
    assert!(
        locforge::oauth::client_for_user(&platform, &org, &identity(ids::USER + 1000))
            .await
            .expect("lookup")
            .is_none()
    );

    // The static files of the page.
    let js = w
        .get(&format!("{}/oauth/static/close.js", w.app.base), None)
        .await;
    assert_eq!(js.status, StatusCode::OK);
    assert!(js.header("content-type").starts_with("text/javascript"));
    assert!(js.body.contains("window.close()"));
    let css = w
        .get(&format!("{}/oauth/static/oauth.css", w.app.base), None)
        .await;
    assert_eq!(css.status, StatusCode::OK);
    w.p.shutdown();
}

#[tokio::test]
async fn refusal_is_a_page_and_stores_nothing() {
    let w = world(Duration::from_secs(7200), |_| {}).await;
    let started = w.start(ids::USER).await;
    let back = w.consent(&started, "deny", ids::USER).await;
    assert_eq!(query(&back, "error").as_deref(), Some("access_denied"));
    let a = w.get(back.as_str(), Some(&started.cookie)).await;
    assert_page(&a, StatusCode::OK, "You refused");
    assert_cleared(&a);
    assert!(w.stored(ids::USER).await.is_none());
    w.p.shutdown();
}

#[tokio::test]
async fn forged_state_other_browser_missing_tampered_or_expired_cookie_are_refused() {
    let w = world(Duration::from_secs(7200), |_| {}).await;
    let started = w.start(ids::USER).await;
    let back = w.consent(&started, "approve", ids::USER).await;
    let code = query(&back, "code").expect("code");
    let callback = format!("{}/oauth/callback", w.app.base);

    // Forged state, the right cookie.
    let forged = format!("{callback}?code={code}&state=forged-state-value");
    let a = w.get(&forged, Some(&started.cookie)).await;
    assert_page(&a, StatusCode::BAD_REQUEST, "cannot be completed");
    assert!(a.body.contains("state"), "{}", a.body);
    assert_cleared(&a);

    // Another browser's cookie (its own flow, its own state).
    let other = w.start(ids::USER).await;
    let a = w.get(back.as_str(), Some(&other.cookie)).await;
    assert_page(&a, StatusCode::BAD_REQUEST, "cannot be completed");

    // No cookie.
    let a = w.get(back.as_str(), None).await;
    assert_page(&a, StatusCode::BAD_REQUEST, "cannot be completed");
    assert!(
        a.body.contains("no authorization was started"),
        "{}",
        a.body
    );

    // A tampered cookie.
    let value = started.cookie.trim_start_matches("locforge_oauth=");
    let mut chars: Vec<char> = value.chars().collect();
    let mid = chars.len() / 2;
    chars[mid] = if chars[mid] == 'A' { 'B' } else { 'A' };
    let tampered = format!("locforge_oauth={}", chars.into_iter().collect::<String>());
    let a = w.get(back.as_str(), Some(&tampered)).await;
    assert_page(&a, StatusCode::BAD_REQUEST, "cookie is not valid");

    // An expired one: authentic (sealed with the app's key), same state, past its expiry.
    let store = w.store().await;
    let expired = Pending {
        state: query(&started.authorize, "state").expect("state"),
        verifier: "v".repeat(64),
        credential_key: ids::ORG.to_string(),
        user_id: ids::USER,
        project_id: ids::PROJECT,
        expires_at: unix_now() - 1,
    };
    let cookie = format!("locforge_oauth={}", expired.seal(&store));
    store.close().await;
    let a = w.get(back.as_str(), Some(&cookie)).await;
    assert_page(&a, StatusCode::BAD_REQUEST, "expired");

    assert!(w.stored(ids::USER).await.is_none(), "nothing stored");
    // None of these spent the code: the real browser still finishes.
    let a = w.get(back.as_str(), Some(&started.cookie)).await;
    assert_page(&a, StatusCode::OK, "Authorized as");
    assert!(w.stored(ids::USER).await.is_some());
    w.p.shutdown();
}

#[tokio::test]
async fn a_spent_or_replayed_code_shows_the_platforms_refusal_and_stores_nothing() {
    let w = world(Duration::from_secs(7200), |_| {}).await;
    // Someone spends the code before the browser comes back (without the verifier: refused,
    // and the code is gone).
    let started = w.start(ids::USER).await;
    let back = w.consent(&started, "approve", ids::USER).await;
    let stolen = answer(
        w.browser
            .post(format!("{}/oauth/token", w.p.base_url))
            .json(&json!({"grant_type": "authorization_code", "client_id": CLIENT_ID,
                          "client_secret": SECRET, "redirect_uri": format!("{}/oauth/callback", w.app.base),
                          "code": query(&back, "code"), "code_verifier": "x".repeat(43)})),
    )
    .await;
    assert_eq!(stolen.status, StatusCode::BAD_REQUEST, "{}", stolen.body);
    let a = w.get(back.as_str(), Some(&started.cookie)).await;
    assert_page(
        &a,
        StatusCode::BAD_REQUEST,
        "refused the authorization code",
    );
    assert!(a.body.contains("invalid_grant"), "{}", a.body);
    assert!(w.stored(ids::USER).await.is_none(), "nothing stored");

    // A successful callback replayed (same cookie, code and state): refused, token unchanged.
    let started = w.start(ids::USER).await;
    let back = w.consent(&started, "approve", ids::USER).await;
    let ok = w.get(back.as_str(), Some(&started.cookie)).await;
    assert_page(&ok, StatusCode::OK, "Authorized as");
    let first = w.stored(ids::USER).await.expect("stored");
    let replay = w.get(back.as_str(), Some(&started.cookie)).await;
    assert_page(&replay, StatusCode::BAD_REQUEST, "already used");
    assert_eq!(w.stored(ids::USER).await, Some(first), "unchanged");
    w.p.shutdown();
}

#[tokio::test]
async fn another_user_signing_in_is_refused() {
    let w = world(Duration::from_secs(7200), |_| {}).await;
    let other = w.p.platform.read(|m| {
        m.users
            .iter()
            .find(|u| !u.is_agent && u.id != ids::USER && u.organization_ids.contains(&ids::ORG))
            .map(|u| u.id)
            .expect("another member of the organization")
    });
    let started = w.start(ids::USER).await;
    let back = w.consent(&started, "approve", other).await;
    let a = w.get(back.as_str(), Some(&started.cookie)).await;
    assert_page(&a, StatusCode::FORBIDDEN, "opened by another user");
    assert!(w.stored(ids::USER).await.is_none());
    assert!(w.stored(other).await.is_none());
    w.p.shutdown();
}

// ---------------------------------------------------------------------------------------------
// Refresh

#[tokio::test]
async fn an_expiring_token_is_renewed_without_the_user_one_renewal_at_a_time() {
    // Tokens live 60 s, inside the 120 s renewal margin: every use renews.
    let w = world(Duration::from_secs(60), |_| {}).await;
    let done = w.authorize(ids::USER).await;
    assert_page(&done, StatusCode::OK, "Authorized as");
    let before = w.stored(ids::USER).await.expect("stored");

    let (platform, org) = w.platform().await;
    let api = locforge::oauth::client_for_user(&platform, &org, &identity(ids::USER))
        .await
        .expect("lookup")
        .expect("authorized");
    assert_eq!(
        api.user().await.expect("renewed, then GET /user").id,
        ids::USER
    );
    let after = w.stored(ids::USER).await.expect("still stored");
    assert_ne!(
        after.access_token, before.access_token,
        "a new access token"
    );
    assert_ne!(
        after.refresh_token, before.refresh_token,
        "a rotated refresh token"
    );
    // The old refresh token no longer works at the platform (rotation).
    let old = answer(
        w.browser
            .post(format!("{}/oauth/token", w.p.base_url))
            .json(&json!({
        "grant_type": "refresh_token", "client_id": CLIENT_ID, "client_secret": SECRET,
        "refresh_token": before.refresh_token.as_ref().map(Secret::expose)})),
    )
    .await;
    assert_eq!(old.status, StatusCode::BAD_REQUEST, "{}", old.body);

    // Concurrent calls renew one at a time: with rotating refresh tokens, two renewals with the
    // same refresh token would have the second refused and the token forgotten.
    let calls = (0..6).map(|_| {
        let api = api.clone();
        async move { api.user().await }
    });
    for r in futures_util::future::join_all(calls).await {
        assert_eq!(r.expect("every concurrent call succeeds").id, ids::USER);
    }
    assert!(w.stored(ids::USER).await.is_some(), "still authorized");
    w.p.shutdown();
}

#[tokio::test]
async fn a_refused_renewal_forgets_the_token_and_says_so() {
    let w = world(Duration::from_secs(60), |_| {}).await;
    let done = w.authorize(ids::USER).await;
    assert_page(&done, StatusCode::OK, "Authorized as");
    // The platform no longer knows the refresh token (revoked there).
    let store = w.store().await;
    let mut t = store
        .get_user_token(&key(ids::USER))
        .await
        .expect("read")
        .expect("stored");
    t.refresh_token = Some(Secret::new("revoked-at-the-platform"));
    store
        .put_user_token(&key(ids::USER), &t)
        .await
        .expect("put");
    store.close().await;

    let (platform, org) = w.platform().await;
    let api = locforge::oauth::client_for_user(&platform, &org, &identity(ids::USER))
        .await
        .expect("lookup")
        .expect("authorized");
    let err = api.user().await.expect_err("renewal refused");
    match &err {
        ApiError::Token(TokenError::UserAuthorizationRevoked { message, .. }) => {
            assert!(message.contains("invalid_grant"), "{message}")
        }
        other => panic!("expected a revoked authorization, got {other:?}"),
    }
    assert!(
        err.to_string().contains("must authorize the app again"),
        "{err}"
    );
    assert!(w.stored(ids::USER).await.is_none(), "forgotten");
    assert!(
        locforge::oauth::client_for_user(&platform, &org, &identity(ids::USER))
            .await
            .expect("lookup")
            .is_none(),
        "the pages fall back to the organization's client"
    );
    w.p.shutdown();
}

// ---------------------------------------------------------------------------------------------
// PKCE method, page tokens, status, revoke, uninstall

#[tokio::test]
async fn plain_is_used_only_when_configured() {
    let w = world(Duration::from_secs(7200), |c| {
        c.oauth_pkce_method = locforge::platform::PkceMethod::Plain;
        c.oauth_scope = "project tm".into();
    })
    .await;
    let started = w.start(ids::USER).await;
    assert_eq!(
        query(&started.authorize, "code_challenge_method").as_deref(),
        Some("plain")
    );
    assert_eq!(
        query(&started.authorize, "scope").as_deref(),
        Some("project tm")
    );
    let challenge = query(&started.authorize, "code_challenge").expect("challenge");
    assert_eq!(challenge.len(), 64, "plain: the challenge is the verifier");
    let back = w.consent(&started, "approve", ids::USER).await;
    let a = w.get(back.as_str(), Some(&started.cookie)).await;
    assert_page(&a, StatusCode::OK, "Authorized as");
    // Configuration accepts only the two methods, by their exact names.
    for bad in ["none", "s256", "PLAIN", ""] {
        assert!(
            toml::from_str::<Config>(&format!("oauth_pkce_method = \"{bad}\"")).is_err(),
            "{bad}"
        );
    }
    w.p.shutdown();
}

#[tokio::test]
async fn start_refuses_missing_bad_or_foreign_page_tokens() {
    let w = world(Duration::from_secs(7200), |_| {}).await;
    let start = format!("{}/oauth/start", w.app.base);
    let a = w.get(&start, None).await;
    assert_page(&a, StatusCode::UNAUTHORIZED, "signed token");
    assert!(a.headers.get("set-cookie").is_none());

    let mut expired = claims(ids::USER);
    expired.iat = unix_now() - 3600;
    expired.exp = unix_now() - 600;
    let t = mint(SECRET, &expired).expect("mint");
    let a = w.get(&format!("{start}?jwtToken={t}"), None).await;
    assert_page(&a, StatusCode::FORBIDDEN, "refused");
    assert!(a.headers.get("set-cookie").is_none());

    let t = mint("another-apps-secret-0123456789abcdef", &claims(ids::USER)).expect("mint");
    let a = w.get(&format!("{start}?jwtToken={t}"), None).await;
    assert_page(&a, StatusCode::FORBIDDEN, "refused");

    let mut foreign = claims(ids::USER);
    foreign.context.organization_id = 999;
    let t = mint(SECRET, &foreign).expect("mint");
    let a = w.get(&format!("{start}?jwtToken={t}"), None).await;
    assert_page(
        &a,
        StatusCode::NOT_FOUND,
        "not installed in organization 999",
    );
    assert!(a.headers.get("set-cookie").is_none());
    w.p.shutdown();
}

#[tokio::test]
async fn status_revoke_and_uninstall_forget_the_users_token() {
    let w = world(Duration::from_secs(7200), |_| {}).await;
    let status = format!("{}/oauth/status", w.app.base);
    let revoke = format!("{}/oauth/revoke", w.app.base);
    let json_of = |a: &Answer| -> Value { serde_json::from_str(&a.body).expect("JSON") };

    let a = w
        .get(
            &format!("{status}?jwtToken={}", page_token(ids::USER)),
            None,
        )
        .await;
    assert_eq!(json_of(&a)["authorized"], false);
    assert_page(
        &w.authorize(ids::USER).await,
        StatusCode::OK,
        "Authorized as",
    );
    let a = w
        .get(
            &format!("{status}?jwtToken={}", page_token(ids::USER)),
            None,
        )
        .await;
    assert_eq!(json_of(&a)["authorized"], true);

    // Without a token: the protocol's error shape.
    let a = answer(w.browser.post(&revoke)).await;
    assert_eq!(a.status, StatusCode::UNAUTHORIZED);
    assert!(json_of(&a)["error"]["message"].is_string());
    assert!(w.stored(ids::USER).await.is_some());

    let a = answer(
        w.browser
            .post(format!("{revoke}?jwtToken={}", page_token(ids::USER))),
    )
    .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert_eq!(json_of(&a)["revoked"], true);
    assert!(w.stored(ids::USER).await.is_none());
    let a = answer(
        w.browser
            .delete(format!("{revoke}?jwtToken={}", page_token(ids::USER))),
    )
    .await;
    assert_eq!(json_of(&a)["revoked"], false);

    // Uninstall takes the users' tokens with the organization.
    assert_page(
        &w.authorize(ids::USER).await,
        StatusCode::OK,
        "Authorized as",
    );
    assert!(w.stored(ids::USER).await.is_some());
    let resp = w
        .app
        .post(
            "/events/uninstall",
            None,
            &json!({"domain": null, "organizationId": ids::ORG}),
        )
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(w.stored(ids::USER).await.is_none());
    w.p.shutdown();
}

#[tokio::test]
async fn another_replica_finishes_the_flow_from_the_cookie_alone() {
    // Two replicas behind one public base URL share the database and the secret key; nothing of
    // the flow is kept on the server, so the callback may reach the other replica.
    let shared = tempfile::tempdir().expect("tempdir");
    let db = format!("sqlite:{}", shared.path().join("shared.sqlite3").display());
    let key = "replicas-share-this-secret-key-0123456789";
    let (db_a, db_b) = (db.clone(), db);
    let w = world(Duration::from_secs(7200), move |c| {
        c.database_url = Some(db_a);
        c.secret_key = Some(key.into());
    })
    .await;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .expect("free port")
        .local_addr()
        .expect("addr")
        .port();
    let public = w.app.base.clone();
    let platform = w.p.base_url.clone();
    let b = common::start_app(move |c| {
        at(c, &platform);
        c.bind = std::net::SocketAddr::from(([127, 0, 0, 1], port));
        c.base_url = Some(public);
        c.database_url = Some(db_b);
        c.secret_key = Some(key.into());
    })
    .await;
    let b_addr = format!("http://127.0.0.1:{port}");
    assert_ne!(b_addr, w.app.base);

    let started = w.start(ids::USER).await;
    let back = w.consent(&started, "approve", ids::USER).await;
    assert!(back.as_str().starts_with(&w.app.base), "{back}");
    let on_b = back.as_str().replacen(&w.app.base, &b_addr, 1);
    let a = w.get(&on_b, Some(&started.cookie)).await;
    assert_page(&a, StatusCode::OK, "Authorized as");
    let status = w
        .get(
            &format!(
                "{}/oauth/status?jwtToken={}",
                w.app.base,
                page_token(ids::USER)
            ),
            None,
        )
        .await;
    assert_eq!(status.status, StatusCode::OK, "{}", status.body);
    assert!(
        status.body.contains("\"authorized\":true"),
        "{}",
        status.body
    );
    drop(b);
    w.p.shutdown();
}
