//! The emulated platform over real HTTP: the authorization server (code flow with PKCE S256 and
//! plain, refusal, wrong verifier, reused code, unregistered redirect URI, refresh rotation,
//! `crowdin_app` / `crowdin_agent`), API v2 (spaces, envelopes, errors), CroQL lists with paging
//! over strings / translations / TM segments / terms, the workflow step string status with every
//! documented error, the signed recalculation webhook batches and `FAILED` after the retries,
//! and snapshots. (`locforge platform serve`'s start-up output is the app's `tests/cli_platform.rs`.)

use std::time::Duration;

use base64::Engine as _;
use hmac::{Hmac, KeyInit, Mac};
use locforge_emulator::platform::demo::ids;
use locforge_emulator::platform::{self, Platform, PlatformConfig, Running, TokenKind};
use reqwest::StatusCode;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

struct Emu {
    running: Running,
    http: reqwest::Client,
}

impl Emu {
    async fn start(tweak: impl FnOnce(&mut PlatformConfig)) -> Emu {
        let mut config = PlatformConfig {
            webhook_interval: Duration::from_secs(3600),
            ..PlatformConfig::default()
        };
        tweak(&mut config);
        let running = platform::start(config).await.expect("start platform");
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(Duration::from_secs(20))
            .build()
            .expect("client");
        Emu { running, http }
    }

    fn p(&self) -> &Platform {
        &self.running.platform
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.running.base_url)
    }

    fn ent(&self, path: &str) -> String {
        format!("{}/enterprise/{}{path}", self.running.base_url, ids::DOMAIN)
    }

    fn user_token(&self) -> String {
        self.p()
            .mint_token(ids::USER, ids::ORG, TokenKind::User, None, "*")
    }

    fn ent_user_token(&self) -> String {
        self.p().mint_token(
            ids::ENTERPRISE_ADMIN,
            ids::ENTERPRISE_ORG,
            TokenKind::User,
            None,
            "*",
        )
    }

    fn agent_token(&self) -> String {
        self.p().mint_token(
            ids::AGENT,
            ids::ENTERPRISE_ORG,
            TokenKind::Agent,
            Some(ids::APP),
            "*",
        )
    }

    async fn get(&self, url: &str, token: &str) -> (StatusCode, Value) {
        let r = self
            .http
            .get(url)
            .bearer_auth(token)
            .send()
            .await
            .expect("GET");
        answer(r).await
    }

    /// GET `path` with an optional `croql` filter and further query parameters.
    async fn list(
        &self,
        path: &str,
        croql: Option<&str>,
        extra: &[(&str, &str)],
        token: &str,
    ) -> (StatusCode, Value) {
        let mut query = croql.map(|q| vec![("croql", q)]).unwrap_or_default();
        query.extend_from_slice(extra);
        self.get(&with_query(&self.url(path), &query), token).await
    }

    async fn patch(&self, url: &str, token: &str, body: &Value) -> (StatusCode, Value) {
        let r = self
            .http
            .patch(url)
            .bearer_auth(token)
            .json(body)
            .send()
            .await
            .expect("PATCH");
        answer(r).await
    }

    async fn token(&self, body: &Value) -> (StatusCode, Value) {
        let r = self
            .http
            .post(self.url("/oauth/token"))
            .json(body)
            .send()
            .await
            .expect("token");
        answer(r).await
    }

    /// GET /oauth/authorize, then the consent page's decision; returns the redirect's query.
    async fn authorize(
        &self,
        extra: &[(&str, &str)],
        decision: &str,
        org: i64,
    ) -> Vec<(String, String)> {
        let mut q = vec![
            ("client_id", ids::CLIENT_ID),
            ("redirect_uri", ids::REDIRECT_URIS[0]),
            ("response_type", "code"),
            ("scope", "project tm glossary"),
            ("state", "st-123 /?&"),
        ];
        for (k, v) in extra {
            q.retain(|(x, _)| x != k);
            q.push((k, v));
        }
        let r = self
            .http
            .get(with_query(&self.url("/oauth/authorize"), &q))
            .send()
            .await
            .expect("authorize");
        assert_eq!(r.status(), StatusCode::OK);
        let html = r.text().await.expect("html");
        assert!(html.contains("<form") && html.contains("Approve") && html.contains("Deny"));
        let rid = between(&html, "name=\"request_id\" value=\"", "\"");
        let user = if org == ids::ORG {
            ids::USER
        } else {
            ids::ENTERPRISE_ADMIN
        };
        let r = self
            .http
            .post(self.url("/oauth/authorize"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(form(&[
                ("request_id", rid.as_str()),
                ("decision", decision),
                ("user_id", &user.to_string()),
                ("organization_id", &org.to_string()),
            ]))
            .send()
            .await
            .expect("decide");
        assert_eq!(r.status(), StatusCode::FOUND);
        let loc = r
            .headers()
            .get("location")
            .and_then(|v| v.to_str().ok())
            .expect("Location")
            .to_owned();
        assert!(loc.starts_with(ids::REDIRECT_URIS[0]), "{loc}");
        url::Url::parse(&loc)
            .expect("url")
            .query_pairs()
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect()
    }
}

/// The status and JSON body (`null` when not JSON) of an answer.
async fn answer(r: reqwest::Response) -> (StatusCode, Value) {
    let s = r.status();
    (s, r.json().await.unwrap_or(Value::Null))
}

fn with_query(base: &str, q: &[(&str, &str)]) -> String {
    let mut u = url::Url::parse(base).expect("url");
    for (k, v) in q {
        u.query_pairs_mut().append_pair(k, v);
    }
    u.to_string()
}

fn form(pairs: &[(&str, &str)]) -> String {
    let mut f = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        f.append_pair(k, v);
    }
    f.finish()
}

fn between(s: &str, a: &str, b: &str) -> String {
    let start = s.find(a).map(|i| i + a.len()).expect("start marker");
    let end = s[start..].find(b).map(|i| start + i).expect("end marker");
    s[start..end].to_owned()
}

fn param<'a>(q: &'a [(String, String)], k: &str) -> Option<&'a str> {
    q.iter().find(|(x, _)| x == k).map(|(_, v)| v.as_str())
}

fn claims(jwt: &str) -> Value {
    let payload = jwt.split('.').nth(1).expect("payload");
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .expect("b64");
    serde_json::from_slice(&bytes).expect("json")
}

fn s256(verifier: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk-extra";

fn ids_of(v: &Value, field: &str) -> Vec<i64> {
    v["data"]
        .as_array()
        .expect("data array")
        .iter()
        .map(|d| d["data"][field].as_i64().expect("id"))
        .collect()
}

fn assert_validation(v: &Value, key: &str, code: &str) -> String {
    let e = &v["errors"][0]["error"];
    assert_eq!(e["key"], key, "{v}");
    assert_eq!(e["errors"][0]["code"], code, "{v}");
    e["errors"][0]["message"].as_str().unwrap_or("").to_owned()
}

// ---------------------------------------------------------------- OAuth

#[tokio::test]
async fn code_flow_with_pkce_s256_json_and_no_secret() {
    let e = Emu::start(|_| {}).await;
    let challenge = s256(VERIFIER);
    let q = e
        .authorize(
            &[
                ("code_challenge", &challenge),
                ("code_challenge_method", "S256"),
            ],
            "approve",
            ids::ORG,
        )
        .await;
    assert_eq!(param(&q, "state"), Some("st-123 /?&"), "state unchanged");
    let code = param(&q, "code").expect("code");
    let (s, t) = e
        .token(&json!({"grant_type": "authorization_code", "client_id": ids::CLIENT_ID,
                       "redirect_uri": ids::REDIRECT_URIS[0], "code": code, "code_verifier": VERIFIER}))
        .await;
    assert_eq!(s, StatusCode::OK, "{t}");
    assert_eq!(t["token_type"], "bearer");
    assert_eq!(t["expires_in"], 7200);
    assert!(t["refresh_token"].is_string());
    let access = t["access_token"].as_str().expect("access token");
    let c = claims(access);
    assert_eq!(c["domain"], Value::Null);
    assert_eq!(c["sub"], "1");
    let (s, me) = e.get(&e.url("/api/v2/user"), access).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(me["data"]["id"], ids::USER);
    assert_eq!(me["data"]["username"], "demo");
    // the scopes granted are enforced
    let (s, v) = e.get(&e.url("/api/v2/projects"), access).await;
    assert_eq!(s, StatusCode::OK, "{v}");
}

#[tokio::test]
async fn code_flow_with_pkce_plain_form_urlencoded_enterprise() {
    let e = Emu::start(|_| {}).await;
    let q = e
        .authorize(
            &[
                ("code_challenge", VERIFIER),
                ("code_challenge_method", "plain"),
                ("scope", "project"),
            ],
            "approve",
            ids::ENTERPRISE_ORG,
        )
        .await;
    let code = param(&q, "code").expect("code");
    let r = e
        .http
        .post(e.url("/oauth/token"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form(&[
            ("grant_type", "authorization_code"),
            ("client_id", ids::CLIENT_ID),
            ("client_secret", ids::CLIENT_SECRET),
            ("redirect_uri", ids::REDIRECT_URIS[0]),
            ("code", code),
            ("code_verifier", VERIFIER),
        ]))
        .send()
        .await
        .expect("token");
    assert_eq!(r.status(), StatusCode::OK);
    let t: Value = r.json().await.expect("json");
    let access = t["access_token"].as_str().expect("token");
    assert_eq!(claims(access)["domain"], ids::DOMAIN);
    let (s, v) = e.get(&e.ent("/api/v2/projects"), access).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(ids_of(&v, "id"), vec![ids::ENTERPRISE_PROJECT]);
    // an enterprise token on the standard base
    let (s, v) = e.get(&e.url("/api/v2/projects"), access).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert_eq!(v["error"]["message"], "Not allowed space for your token");
    // scope `project` does not cover TMs
    let (s, v) = e
        .get(
            &e.ent(&format!("/api/v2/tms/{}/segments", ids::ENTERPRISE_TM)),
            access,
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert_eq!(
        v["error"]["message"],
        "Endpoint isn't allowed for token scopes."
    );
}

#[tokio::test]
async fn refusal_redirects_with_access_denied_and_state() {
    let e = Emu::start(|_| {}).await;
    let q = e.authorize(&[], "deny", ids::ORG).await;
    assert_eq!(param(&q, "error"), Some("access_denied"));
    assert_eq!(param(&q, "state"), Some("st-123 /?&"));
    assert_eq!(param(&q, "code"), None);
}

#[tokio::test]
async fn wrong_verifier_and_reused_codes_are_refused() {
    let e = Emu::start(|_| {}).await;
    let challenge = s256(VERIFIER);
    let pkce = [
        ("code_challenge", challenge.as_str()),
        ("code_challenge_method", "S256"),
    ];
    let q = e.authorize(&pkce, "approve", ids::ORG).await;
    let code = param(&q, "code").expect("code").to_owned();
    let body = |code: &str, verifier: &str| {
        json!({"grant_type": "authorization_code", "client_id": ids::CLIENT_ID,
               "redirect_uri": ids::REDIRECT_URIS[0], "code": code, "code_verifier": verifier})
    };
    let wrong = "x".repeat(50);
    let (s, v) = e.token(&body(&code, &wrong)).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_eq!(v["error"], "invalid_grant");
    assert!(v["error_description"].is_string());
    // the code is single-use: the failed attempt consumed it
    let (s, v) = e.token(&body(&code, VERIFIER)).await;
    assert_eq!(
        (s, v["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_grant"))
    );
    // a fresh code works once, then never again
    let q = e.authorize(&pkce, "approve", ids::ORG).await;
    let code = param(&q, "code").expect("code").to_owned();
    assert_eq!(e.token(&body(&code, VERIFIER)).await.0, StatusCode::OK);
    let (s, v) = e.token(&body(&code, VERIFIER)).await;
    assert_eq!(
        (s, v["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_grant"))
    );
    // a challenge was sent: no verifier → invalid_grant even with the secret
    let q = e.authorize(&pkce, "approve", ids::ORG).await;
    let code = param(&q, "code").expect("code").to_owned();
    let (s, v) = e
        .token(
            &json!({"grant_type": "authorization_code", "client_id": ids::CLIENT_ID,
                       "client_secret": ids::CLIENT_SECRET,
                       "redirect_uri": ids::REDIRECT_URIS[0], "code": code}),
        )
        .await;
    assert_eq!(
        (s, v["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_grant"))
    );
    // no PKCE and no secret: the client is not authenticated
    let q = e.authorize(&[], "approve", ids::ORG).await;
    let code = param(&q, "code").expect("code").to_owned();
    let (s, v) = e
        .token(
            &json!({"grant_type": "authorization_code", "client_id": ids::CLIENT_ID,
                       "redirect_uri": ids::REDIRECT_URIS[0], "code": code}),
        )
        .await;
    assert_eq!(
        (s, v["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("invalid_client"))
    );
    // wrong secret
    let (s, v) = e
        .token(&json!({"grant_type": "authorization_code", "client_id": ids::CLIENT_ID,
                       "client_secret": "nope", "redirect_uri": ids::REDIRECT_URIS[0], "code": "x"}))
        .await;
    assert_eq!(
        (s, v["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("invalid_client"))
    );
    let (s, v) = e.token(&json!({"grant_type": "password"})).await;
    assert_eq!(
        (s, v["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("unsupported_grant_type"))
    );
}

#[tokio::test]
async fn unregistered_redirect_uri_and_bad_requests() {
    let e = Emu::start(|_| {}).await;
    let r = e
        .http
        .get(with_query(
            &e.url("/oauth/authorize"),
            &[
                ("client_id", ids::CLIENT_ID),
                ("redirect_uri", "http://evil.example/cb"),
                ("response_type", "code"),
                ("scope", "project"),
                ("state", "s"),
            ],
        ))
        .send()
        .await
        .expect("authorize");
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    assert!(
        r.headers().get("location").is_none(),
        "never redirect to an unregistered URI"
    );
    assert!(r
        .text()
        .await
        .unwrap_or_default()
        .contains("not registered"));
    // registered URI, bad parameters: redirect with the error and the state
    for (extra, error) in [
        (
            vec![("response_type", "token")],
            "unsupported_response_type",
        ),
        (vec![("scope", "")], "invalid_scope"),
        (vec![("code_challenge", "abc")], "invalid_request"),
    ] {
        let mut q = vec![
            ("client_id", ids::CLIENT_ID),
            ("redirect_uri", ids::REDIRECT_URIS[1]),
            ("response_type", "code"),
            ("scope", "project"),
            ("state", "s1"),
        ];
        for (k, v) in extra {
            q.retain(|(x, _)| *x != k);
            q.push((k, v));
        }
        let r = e
            .http
            .get(with_query(&e.url("/oauth/authorize"), &q))
            .send()
            .await
            .expect("authorize");
        assert_eq!(r.status(), StatusCode::FOUND);
        let loc = r.headers()["location"].to_str().unwrap_or("").to_owned();
        assert!(
            loc.contains(&format!("error={error}")) && loc.contains("state=s1"),
            "{loc}"
        );
    }
    let r = e
        .http
        .get(with_query(
            &e.url("/oauth/authorize"),
            &[("client_id", "unknown")],
        ))
        .send()
        .await
        .expect("authorize");
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn refresh_tokens_rotate() {
    let e = Emu::start(|_| {}).await;
    let q = e.authorize(&[], "approve", ids::ORG).await;
    let code = param(&q, "code").expect("code");
    let (s, t) = e
        .token(
            &json!({"grant_type": "authorization_code", "client_id": ids::CLIENT_ID,
                       "client_secret": ids::CLIENT_SECRET,
                       "redirect_uri": ids::REDIRECT_URIS[0], "code": code}),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{t}");
    let r1 = t["refresh_token"].as_str().expect("refresh").to_owned();
    let refresh = |r: &str| {
        json!({"grant_type": "refresh_token", "client_id": ids::CLIENT_ID,
               "client_secret": ids::CLIENT_SECRET, "refresh_token": r})
    };
    let (s, t2) = e.token(&refresh(&r1)).await;
    assert_eq!(s, StatusCode::OK, "{t2}");
    let r2 = t2["refresh_token"]
        .as_str()
        .expect("new refresh")
        .to_owned();
    assert_ne!(r1, r2);
    assert_ne!(t2["access_token"], t["access_token"]);
    let (s, me) = e
        .get(
            &e.url("/api/v2/user"),
            t2["access_token"].as_str().unwrap_or(""),
        )
        .await;
    assert_eq!(
        (s, me["data"]["id"].as_i64()),
        (StatusCode::OK, Some(ids::USER))
    );
    // the old refresh token stopped working
    let (s, v) = e.token(&refresh(&r1)).await;
    assert_eq!(
        (s, v["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_grant"))
    );
    // refresh needs the client secret
    let (s, v) = e
        .token(&json!({"grant_type": "refresh_token", "client_id": ids::CLIENT_ID, "refresh_token": r2}))
        .await;
    assert_eq!(
        (s, v["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("invalid_client"))
    );
    assert_eq!(e.token(&refresh(&r2)).await.0, StatusCode::OK);
}

#[tokio::test]
async fn crowdin_app_and_agent_grants() {
    let e = Emu::start(|_| {}).await;
    let base = json!({"grant_type": "crowdin_app", "client_id": ids::CLIENT_ID,
                      "client_secret": ids::CLIENT_SECRET, "app_id": ids::APP_ID,
                      "app_secret": ids::APP_SECRET, "domain": ids::DOMAIN});
    for user in [
        json!({"user_id": ids::ENTERPRISE_ADMIN}),
        json!({"userId": "4"}),
        json!({"user_id": "4"}),
    ] {
        let mut body = base.clone();
        for (k, v) in user.as_object().expect("object") {
            body[k] = v.clone();
        }
        let (s, t) = e.token(&body).await;
        assert_eq!(s, StatusCode::OK, "{t}");
        assert!(
            t.get("refresh_token").is_none(),
            "no refresh token for app grants"
        );
        assert!(t["expires_in"].as_u64().is_some());
        let c = claims(t["access_token"].as_str().expect("token"));
        assert_eq!(
            (c["domain"].as_str(), c["kind"].as_str()),
            (Some(ids::DOMAIN), Some("app"))
        );
        let (s, v) = e
            .get(
                &e.ent("/api/v2/projects"),
                t["access_token"].as_str().unwrap_or(""),
            )
            .await;
        assert_eq!(
            (s, ids_of(&v, "id")),
            (StatusCode::OK, vec![ids::ENTERPRISE_PROJECT])
        );
    }
    // standard installation: domain "" (what the SDK sends) and a form body
    let r = e
        .http
        .post(e.url("/oauth/token"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form(&[
            ("grant_type", "crowdin_app"),
            ("client_id", ids::CLIENT_ID),
            ("client_secret", ids::CLIENT_SECRET),
            ("app_id", ids::STANDARD_APP_ID),
            ("app_secret", ids::STANDARD_APP_SECRET),
            ("domain", ""),
            ("user_id", "1"),
        ]))
        .send()
        .await
        .expect("token");
    assert_eq!(r.status(), StatusCode::OK);
    let mut bad = base.clone();
    bad["app_secret"] = json!("wrong");
    bad["user_id"] = json!(4);
    let (s, v) = e.token(&bad).await;
    assert_eq!(
        (s, v["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_grant"))
    );
    let mut agent = base.clone();
    agent["grant_type"] = json!("crowdin_agent");
    agent["user_id"] = json!(4);
    agent["agent_id"] = json!(ids::AGENT);
    let (s, t) = e.token(&agent).await;
    assert_eq!(s, StatusCode::OK, "{t}");
    assert_eq!(
        claims(t["access_token"].as_str().unwrap_or(""))["kind"],
        "agent"
    );
    let status_url = e.ent(&format!(
        "/api/v2/projects/{}/workflow-steps/{}/languages/de/status",
        ids::ENTERPRISE_PROJECT,
        ids::STEP
    ));
    let (s, v) = e
        .get(&status_url, t["access_token"].as_str().unwrap_or(""))
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    agent["agent_id"] = json!(ids::USER);
    let (s, _) = e.token(&agent).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn access_tokens_expire() {
    let e = Emu::start(|c| c.token_ttl = Duration::from_secs(1)).await;
    let t = e.user_token();
    assert_eq!(e.get(&e.url("/api/v2/user"), &t).await.0, StatusCode::OK);
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let (s, v) = e.get(&e.url("/api/v2/user"), &t).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    assert_eq!(
        v,
        json!({"error": {"message": "Unauthorized", "code": 401}})
    );
}

// ---------------------------------------------------------------- API v2

#[tokio::test]
async fn spaces_envelopes_and_errors() {
    let e = Emu::start(|_| {}).await;
    let (s, v) = e.get(&e.url("/api/v2/projects"), "garbage").await;
    assert_eq!(
        (s, v["error"]["code"].as_i64()),
        (StatusCode::UNAUTHORIZED, Some(401))
    );
    let r = e
        .http
        .get(e.url("/api/v2/projects"))
        .send()
        .await
        .expect("get");
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    let (s, v) = e.get(&e.url("/api/v2/projects"), &e.user_token()).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(ids_of(&v, "id"), vec![ids::PROJECT]);
    assert_eq!(v["pagination"], json!({"offset": 0, "limit": 25}));
    let p = &v["data"][0]["data"];
    assert_eq!(p["sourceLanguageId"], "en");
    let uk = p["targetLanguages"]
        .as_array()
        .and_then(|a| a.iter().find(|l| l["id"] == "uk"))
        .expect("uk");
    assert_eq!(
        uk["pluralCategoryNames"],
        json!(["one", "few", "many", "other"])
    );
    for k in [
        "name",
        "editorCode",
        "twoLettersCode",
        "threeLettersCode",
        "locale",
        "androidCode",
        "osxCode",
        "osxLocale",
        "pluralRules",
    ] {
        assert!(uk[k].is_string(), "{k}");
    }
    // standard token on the enterprise base
    let (s, v) = e.get(&e.ent("/api/v2/projects"), &e.user_token()).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert_eq!(
        v,
        json!({"error": {"message": "Not allowed space for your token", "code": 403}})
    );
    // enterprise via Host header
    let r = e
        .http
        .get(e.url("/api/v2/projects"))
        .header(
            "Host",
            format!("{}.localhost:{}", ids::DOMAIN, e.running.addr.port()),
        )
        .bearer_auth(e.ent_user_token())
        .send()
        .await
        .expect("get");
    assert_eq!(r.status(), StatusCode::OK);
    let v: Value = r.json().await.expect("json");
    assert_eq!(ids_of(&v, "id"), vec![ids::ENTERPRISE_PROJECT]);
    assert_eq!(v["data"][0]["data"]["workflowId"], ids::WORKFLOW);
    // not found
    let (s, v) = e
        .get(&e.url("/api/v2/projects/2/strings"), &e.user_token())
        .await;
    assert_eq!(
        (s, v["error"]["message"].as_str()),
        (StatusCode::NOT_FOUND, Some("Project Not Found"))
    );
    let (s, v) = e.get(&e.url("/api/v2/nothing"), &e.user_token()).await;
    assert_eq!(
        (s, v["error"]["code"].as_i64()),
        (StatusCode::NOT_FOUND, Some(404))
    );
    let (s, v) = e.get(&e.ent("/api/v2/user"), &e.ent_user_token()).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(
        (
            v["data"]["isAdmin"].as_bool(),
            v["data"]["firstName"].as_str()
        ),
        (Some(true), Some("Alex"))
    );
}

#[tokio::test]
async fn strings_with_croql_and_paging() {
    let e = Emu::start(|_| {}).await;
    let t = e.user_token();
    let list = |q: &str| e.url(&format!("/api/v2/projects/{}/strings?{q}", ids::PROJECT));
    let (s, v) = e.get(&list(""), &t).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(ids_of(&v, "id"), (1..=25).collect::<Vec<_>>());
    let (_, v) = e.get(&list("limit=25&offset=50"), &t).await;
    assert_eq!(ids_of(&v, "id"), (51..=60).collect::<Vec<_>>());
    assert_eq!(v["pagination"], json!({"offset": 50, "limit": 25}));
    let (_, v) = e.get(&list("limit=500"), &t).await;
    assert_eq!(v["data"].as_array().map(Vec::len), Some(60));
    let (_, v) = e.get(&list("offset=1000"), &t).await;
    assert_eq!(v["data"], json!([]));
    let plural = &e.get(&list("limit=4"), &t).await.1["data"][3]["data"];
    assert_eq!(plural["hasPlurals"], true);
    assert_eq!(plural["text"]["other"], "{count} items");
    for (q, key) in [
        ("limit=0", "limit"),
        ("limit=501", "limit"),
        ("limit=ten", "limit"),
        ("offset=-5", "offset"),
    ] {
        let (s, v) = e.get(&list(q), &t).await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{q}");
        assert_eq!(v["errors"][0]["error"]["key"], key, "{q}");
    }
    let croql = |query: &str, extra: &str| {
        let mut u = url::Url::parse(&list(extra)).expect("url");
        u.query_pairs_mut().append_pair("croql", query);
        u.to_string()
    };
    let cases: &[(&str, Vec<i64>)] = &[
        ("type is plural", vec![4, 9]),
        ("type is icu", vec![5]),
        ("is hidden", vec![6]),
        ("is duplicate and not is hidden", vec![7]),
        ("count of comments where (has unresolved issue) > 0", vec![5]),
        ("count of labels where (title = \"ui\") > 0", vec![1, 3]),
        ("count of labels where (is system) = 0", vec![10]),
        ("id of file = 2", vec![10]),
        ("text contains \"{count} file\"", vec![9]),
        ("count of screenshots > 0 and max length = 30", vec![1]),
        ("count of languages summary where (is approved) > 0", vec![1, 4]),
        ("count of languages summary where (language = @language:\"fr\" and is partially translated) > 0", vec![4]),
        ("count of languages summary where (has spelling qa issues) > 0", vec![2]),
        ("count of translations where (user = @user:\"crowdin\") > 0", vec![1, 2, 4]),
        ("count of translations where (count of votes where (is up) > 0) > 0", vec![2]),
        ("context contains \"onboarding\"", vec![8]),
        ("added between '2024-03-03 00:00:00' and '2024-03-04 23:59:59' and identifier contains \"menu\"", vec![2, 3]),
    ];
    for (q, want) in cases {
        let (s, v) = e.get(&croql(q, "limit=500"), &t).await;
        assert_eq!(s, StatusCode::OK, "{q}: {v}");
        assert_eq!(&ids_of(&v, "id"), want, "{q}");
    }
    // CroQL + paging
    let q = "identifier contains \"list.item\" and count of translations where (language = @language:\"de\") > 0";
    let (_, v) = e.get(&croql(q, "limit=500"), &t).await;
    assert_eq!(ids_of(&v, "id"), (11..=40).collect::<Vec<_>>());
    let (_, v) = e.get(&croql(q, "limit=20&offset=20"), &t).await;
    assert_eq!(ids_of(&v, "id"), (31..=40).collect::<Vec<_>>());
    assert_eq!(v["pagination"], json!({"offset": 20, "limit": 20}));
    // `+` and `%20` both decode as a space
    let (_, v) = e.get(&list("croql=type+is%20plural"), &t).await;
    assert_eq!(ids_of(&v, "id"), vec![4, 9]);
    // orderBy
    let (_, v) = e
        .get(&croql("type is plural", "orderBy=id%20desc"), &t)
        .await;
    assert_eq!(ids_of(&v, "id"), vec![9, 4]);
}

#[tokio::test]
async fn croql_errors_are_answered_as_the_platform_does() {
    let e = Emu::start(|_| {}).await;
    let t = e.user_token();
    let get = |q: &str, extra: &str| {
        let mut u = url::Url::parse(&e.url(&format!(
            "/api/v2/projects/{}/strings?{extra}",
            ids::PROJECT
        )))
        .expect("url");
        u.query_pairs_mut().append_pair("croql", q);
        u.to_string()
    };
    let (s, v) = e.get(&get("foo = 1", ""), &t).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_eq!(
        v,
        json!({"errors": [{"error": {"key": "croql", "errors": [{"code": "croqlInvalidLogic",
               "message": "Invalid logic in CroQL. Identifier 'foo' is undefined"}]}}]})
    );
    let (s, v) = e.get(&get("text = ", ""), &t).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_validation(&v, "croql", "croqlInvalidSyntax");
    let (_, v) = e.get(&get("1 + 2", ""), &t).await;
    assert_eq!(
        assert_validation(&v, "croql", "croqlInvalidLogic"),
        "The inferred type is not equal to 'bool'"
    );
    let (_, v) = e
        .get(
            &get(
                "count of translations where (user = @user:\"nobody\") > 0",
                "",
            ),
            &t,
        )
        .await;
    assert!(assert_validation(&v, "croql", "croqlInvalidLogic").contains("nobody"));
    let (_, v) = e.get(&get("is hidden", "fileId=1"), &t).await;
    assert_eq!(
        assert_validation(&v, "croql", "croqlParamsConflict"),
        "CroQL can't be used with fileId"
    );
    // enterprise-only identifiers: unknown on the standard base, known on the enterprise base
    let fields = "count of fields where (name = \"Priority\" and value = \"High\") > 0";
    let (_, v) = e.get(&get(fields, ""), &t).await;
    assert_validation(&v, "croql", "croqlInvalidLogic");
    let mut u = url::Url::parse(&e.ent(&format!(
        "/api/v2/projects/{}/strings",
        ids::ENTERPRISE_PROJECT
    )))
    .expect("url");
    u.query_pairs_mut().append_pair("croql", fields);
    let (s, v) = e.get(u.as_ref(), &e.ent_user_token()).await;
    assert_eq!((s, ids_of(&v, "id")), (StatusCode::OK, vec![101]));
    assert_eq!(v["data"][0]["data"]["fields"]["priority"], "High");
    u.query_pairs_mut().append_pair("croql", "isPassedWorkflow");
    let (_, v) = e.get(u.as_ref(), &e.ent_user_token()).await;
    assert_eq!(ids_of(&v, "id"), vec![107]);
    // on the enterprise base CroQL cannot be combined with orderBy
    u.query_pairs_mut().append_pair("orderBy", "id");
    let (s, v) = e.get(u.as_ref(), &e.ent_user_token()).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_validation(&v, "croql", "croqlParamsConflict");
}

#[tokio::test]
async fn translations_segments_and_terms_with_croql() {
    let e = Emu::start(|_| {}).await;
    let t = e.user_token();
    let tr = |lang: &str| {
        format!(
            "/api/v2/projects/{}/languages/{lang}/translations",
            ids::PROJECT
        )
    };
    let (s, v) = e.list(&tr("de"), None, &[("limit", "500")], &t).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["data"].as_array().map(Vec::len), Some(36));
    let plural = v["data"]
        .as_array()
        .and_then(|a| a.iter().find(|d| d["data"]["stringId"] == 4))
        .expect("plural item");
    assert_eq!(
        plural["data"]["contentType"],
        "application/vnd.crowdin.text+plural"
    );
    assert_eq!(plural["data"]["plurals"].as_array().map(Vec::len), Some(2));
    let cases: &[(&str, &str, Vec<i64>)] = &[
        (
            "de",
            "text contains \"Element\"",
            [vec![4], (11..=40).collect()].concat(),
        ),
        ("de", "plural form = \"other\"", vec![4]),
        (
            "de",
            "provider = \"tm\" and is pre translated",
            (11..=40).filter(|n| n % 3 == 0).collect(),
        ),
        ("de", "count of votes where (is up) > 0", vec![2]),
        ("fr", "is pre translated", vec![2]),
        ("uk", "count of approvals > 0", vec![1, 4]),
        (
            "uk",
            "user = @user:\"crowdin\" and plural form = \"few\"",
            vec![4],
        ),
        ("de", "updated > '2030-01-01'", vec![]),
    ];
    for (lang, q, want) in cases {
        let (s, v) = e.list(&tr(lang), Some(q), &[("limit", "500")], &t).await;
        assert_eq!(s, StatusCode::OK, "{q}: {v}");
        assert_eq!(&ids_of(&v, "stringId"), want, "{lang}: {q}");
    }
    let (_, v) = e
        .list(
            &tr("de"),
            Some("text contains \"Element\""),
            &[("limit", "10"), ("offset", "25")],
            &t,
        )
        .await;
    assert_eq!(ids_of(&v, "stringId"), (35..=40).collect::<Vec<_>>());
    // language is not addressable in the translation context
    let (s, v) = e.list(&tr("de"), Some("language = \"de\""), &[], &t).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_validation(&v, "croql", "croqlInvalidLogic");
    let (s, _) = e.list(&tr("xx"), None, &[], &t).await;
    assert_eq!(s, StatusCode::NOT_FOUND);

    let seg = format!("/api/v2/tms/{}/segments", ids::TM);
    let (_, v) = e.list(&seg, None, &[], &t).await;
    assert_eq!(v["data"].as_array().map(Vec::len), Some(25));
    assert_eq!(v["data"][0]["data"]["records"][0]["languageId"], "en");
    let used: Vec<i64> = (1..=30).filter(|n| n % 4 != 0).map(|n| 1000 + n).collect();
    let (_, v) = e
        .list(
            &seg,
            Some("count of records where (usageCount > 0) > 0"),
            &[("limit", "500")],
            &t,
        )
        .await;
    assert_eq!(ids_of(&v, "id"), used);
    let (_, v) = e
        .list(
            &seg,
            Some("count of records where (usageCount > 0) > 0"),
            &[("limit", "10"), ("offset", "20")],
            &t,
        )
        .await;
    assert_eq!(ids_of(&v, "id"), used[20..].to_vec());
    let (_, v) = e
        .list(
            &seg,
            Some("count of records where (createdBy = @user:\"crowdin\") > 0"),
            &[("limit", "500")],
            &t,
        )
        .await;
    assert_eq!(v["data"].as_array().map(Vec::len), Some(15));
    let (s, v) = e.list(&seg, Some("records"), &[], &t).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_validation(&v, "croql", "croqlInvalidLogic");
    let (s, _) = e
        .list(
            &format!("/api/v2/tms/{}/segments", ids::ENTERPRISE_TM),
            None,
            &[],
            &t,
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND, "another organization's TM");

    let terms = format!("/api/v2/glossaries/{}/terms", ids::GLOSSARY);
    let term_cases: &[(&str, Vec<i64>)] = &[
        (
            "status = \"not_recommended\" or status = \"obsolete\"",
            vec![106, 107],
        ),
        (
            "partOfSpeech = \"noun\" and text contains \"API\"",
            vec![108, 109, 111],
        ),
        ("language = @language:\"de\"", vec![102, 105, 109]),
        (
            "type = \"abbreviation\" and note contains \"tooltip\"",
            vec![108],
        ),
        ("createdAt > '2024-06-30 00:00:00'", (107..=112).collect()),
        (
            "lemma = \"cancel\" and language = @language:\"en\"",
            vec![104],
        ),
        ("user = @user:\"crowdin\" and concept = 101", vec![102, 112]),
        (
            "url contains \"https://\" and gender = \"neuter\"",
            vec![102],
        ),
        (
            "user with (login = \"crowdin\") and language = \"uk\"",
            vec![],
        ),
    ];
    for (q, want) in term_cases {
        let (s, v) = e.list(&terms, Some(q), &[("limit", "500")], &t).await;
        assert_eq!(s, StatusCode::OK, "{q}: {v}");
        assert_eq!(&ids_of(&v, "id"), want, "{q}");
    }
    let (_, v) = e
        .list(
            &terms,
            Some("id > 0"),
            &[("limit", "5"), ("offset", "10")],
            &t,
        )
        .await;
    assert_eq!(ids_of(&v, "id"), vec![111, 112]);
    assert_eq!(v["pagination"], json!({"offset": 10, "limit": 5}));
    let (s, v) = e
        .list(&terms, Some("language = @language:\"zz\""), &[], &t)
        .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_validation(&v, "croql", "croqlInvalidLogic");
}

// ---------------------------------------------------------------- workflow status

#[tokio::test]
async fn workflow_status_transitions() {
    let e = Emu::start(|_| {}).await;
    let agent = e.agent_token();
    let url = |lang: &str, q: &str| {
        e.ent(&format!(
            "/api/v2/projects/{}/workflow-steps/{}/languages/{lang}/status{q}",
            ids::ENTERPRISE_PROJECT,
            ids::STEP
        ))
    };
    let (s, v) = e
        .get(&url("de", "?status=NEED_PROCESS&limit=500"), &agent)
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(ids_of(&v, "stringId"), vec![101, 102, 103, 104, 105]);
    assert_eq!(
        v["data"][0]["data"],
        json!({"stringId": 101, "languageId": "de", "stepId": ids::STEP, "status": "NEED_PROCESS", "output": ""})
    );
    let (_, v) = e
        .get(&url("de", "?status=need_process&limit=2&offset=2"), &agent)
        .await;
    assert_eq!(ids_of(&v, "stringId"), vec![103, 104]);
    assert_eq!(v["pagination"], json!({"offset": 2, "limit": 2}));
    let (_, v) = e.get(&url("de", "?stringIds=101,107"), &agent).await;
    assert_eq!(ids_of(&v, "stringId"), vec![101, 107]);

    let (s, v) = e
        .patch(
            &url("de", ""),
            &agent,
            &json!([{"op": "replace", "path": "/101/output", "value": "translated"},
                    {"op": "replace", "path": "/102/output", "value": "untranslated"},
                    {"op": "replace", "path": "/103/output", "value": ""}]),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(
        v["data"][0]["data"],
        json!({"stringId": 101, "languageId": "de", "stepId": ids::STEP, "status": "DONE", "output": "translated"})
    );
    assert_eq!(v["data"][1]["data"]["output"], "untranslated");
    assert_eq!(v["data"][2]["data"]["status"], "TODO");
    let (_, v) = e.get(&url("de", "?status=DONE"), &agent).await;
    assert_eq!(ids_of(&v, "stringId"), vec![101, 102, 107]);
    let (_, v) = e.get(&url("de", "?status=NEED_PROCESS"), &agent).await;
    assert_eq!(ids_of(&v, "stringId"), vec![104, 105]);
    // the other language is untouched
    let (_, v) = e.get(&url("uk", "?status=NEED_PROCESS"), &agent).await;
    assert_eq!(ids_of(&v, "stringId"), vec![101, 102, 103, 104, 105]);
    // the model saw it
    let st = e
        .p()
        .step_statuses(ids::ENTERPRISE_PROJECT, ids::STEP, "de");
    assert!(st.iter().any(|s| s.string_id == 101 && s.status == "DONE"));
}

#[tokio::test]
async fn workflow_status_errors() {
    let e = Emu::start(|_| {}).await;
    let agent = e.agent_token();
    let url = |project: &str, step: &str, lang: &str| {
        e.ent(&format!(
            "/api/v2/projects/{project}/workflow-steps/{step}/languages/{lang}/status"
        ))
    };
    let good = url("2", "11", "de");
    let op = |path: &str, value: &str| json!([{"op": "replace", "path": path, "value": value}]);
    // 400
    let bad_ops = [
        (op("/104/output", "approved"), "value"),
        (
            json!([{"op": "add", "path": "/104/output", "value": "translated"}]),
            "op",
        ),
        (op("/abc/output", "translated"), "path"),
        (op("/104/text", "translated"), "path"),
        (op("104/output", "translated"), "path"),
        (op("/999/output", "translated"), "path"),
        (
            json!([{"op": "replace", "path": "/104/output", "value": 5}]),
            "value",
        ),
    ];
    for (body, key) in bad_ops {
        let (s, v) = e.patch(&good, &agent, &body).await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(v["errors"][0]["index"], 0, "{v}");
        assert_eq!(
            v["errors"][0]["errors"][0]["error"]["key"], key,
            "{body}: {v}"
        );
    }
    let (s, v) = e.patch(&good, &agent, &json!({"op": "replace"})).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{v}");
    // validated as a whole: nothing changes when one operation is bad
    let (s, v) = e
        .patch(
            &good,
            &agent,
            &json!([{"op": "replace", "path": "/104/output", "value": "translated"},
                    {"op": "replace", "path": "/105/output", "value": "nope"}]),
        )
        .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_eq!(v["errors"][0]["index"], 1);
    assert!(e
        .p()
        .step_statuses(2, 11, "de")
        .iter()
        .any(|s| s.string_id == 104 && s.status == "NEED_PROCESS"));
    let (s, _) = e
        .patch(
            &url("x", "11", "de"),
            &agent,
            &op("/104/output", "translated"),
        )
        .await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "non-integer project id");
    let (s, _) = e.get(&url("2", "1.5", "de"), &agent).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "non-integer step id");
    let (s, _) = e.get(&format!("{good}?status=WAITING"), &agent).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    // 403: wrong token kinds
    let app = e.p().mint_token(
        ids::ENTERPRISE_ADMIN,
        ids::ENTERPRISE_ORG,
        TokenKind::App,
        Some(ids::APP),
        "*",
    );
    for token in [e.ent_user_token(), app] {
        let (s, v) = e
            .patch(&good, &token, &op("/104/output", "translated"))
            .await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
        assert_eq!(v["error"]["code"], 403);
        let (s, _) = e.get(&good, &token).await;
        assert_eq!(s, StatusCode::FORBIDDEN);
    }
    // 403: the agent does not manage the project
    e.p().write(|m| {
        if let Some(p) = m.project_mut(ids::ENTERPRISE_PROJECT) {
            p.manager_ids.clear();
        }
    });
    let (s, _) = e.get(&good, &agent).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    e.p().write(|m| {
        if let Some(p) = m.project_mut(ids::ENTERPRISE_PROJECT) {
            p.manager_ids.push(ids::AGENT);
        }
    });
    // 404: language not of the step, built-in step, unknown step, another app's agent, unknown project
    for (u, what) in [
        (url("2", "11", "fr"), "language not of the step"),
        (url("2", "11", "xx"), "unknown language"),
        (url("2", "10", "de"), "not a custom step"),
        (url("2", "999", "de"), "unknown step"),
        (url("999", "11", "de"), "unknown project"),
    ] {
        let (s, v) = e.patch(&u, &agent, &op("/104/output", "translated")).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{what}: {v}");
        assert_eq!(v["error"]["code"], 404);
    }
    let other = e.p().mint_token(
        ids::AGENT,
        ids::ENTERPRISE_ORG,
        TokenKind::Agent,
        Some("another-app"),
        "*",
    );
    assert_eq!(e.get(&good, &other).await.0, StatusCode::NOT_FOUND);
    // enterprise base only
    let standard = e.url("/api/v2/projects/2/workflow-steps/11/languages/de/status");
    assert_eq!(
        e.get(&standard, &e.user_token()).await.0,
        StatusCode::NOT_FOUND
    );
    // a step deactivated is not an active custom step any more
    e.p().write(|m| {
        if let Some(w) = m.project_mut(2).and_then(|p| p.workflow.as_mut()) {
            for s in &mut w.steps {
                s.is_active = false;
            }
        }
    });
    assert_eq!(e.get(&good, &agent).await.0, StatusCode::NOT_FOUND);
}

// ---------------------------------------------------------------- webhooks

struct Receiver {
    url: String,
    rx: tokio::sync::mpsc::UnboundedReceiver<(axum::http::HeaderMap, bytes::Bytes)>,
}

async fn receiver(status: u16) -> Receiver {
    use axum::routing::post;
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    let app = axum::Router::new().route(
        "/webhooks",
        post(move |headers: axum::http::HeaderMap, body: bytes::Bytes| {
            let tx = tx.clone();
            async move {
                let _ = tx.send((headers, body));
                axum::http::StatusCode::from_u16(status).unwrap_or(axum::http::StatusCode::OK)
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, app).await });
    Receiver {
        url: format!("http://{addr}/webhooks"),
        rx,
    }
}

fn hmac_hex(key: &str, body: &[u8]) -> String {
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(key.as_bytes()).expect("key");
    mac.update(body);
    hex::encode(mac.finalize().into_bytes())
}

#[tokio::test]
async fn recalculation_batches_arrive_signed() {
    let e = Emu::start(|c| c.webhook_interval = Duration::from_millis(100)).await;
    let mut r = receiver(200).await;
    e.p()
        .register_app_webhook(&r.url, ids::APP_SECRET, "webhook-key", ids::ENTERPRISE_ORG);
    let (headers, body) = tokio::time::timeout(Duration::from_secs(20), r.rx.recv())
        .await
        .expect("a batch within the time bound")
        .expect("batch");
    let h = |k: &str| {
        headers
            .get(k)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned()
    };
    assert_eq!(h("x-platform-signature"), hmac_hex(ids::APP_SECRET, &body));
    assert_eq!(h("user-agent"), "Platform-Webhook");
    assert_eq!(h("content-type"), "application/json");
    assert_eq!(h("x-platform-id"), ids::ENTERPRISE_ORG.to_string());
    assert_eq!(h("x-platform-domain"), ids::DOMAIN);
    assert_eq!(h("x-module-key"), "webhook-key");
    let v: Value = serde_json::from_slice(&body).expect("json");
    let events = v["events"].as_array().expect("events");
    assert_eq!(events.len(), 10, "5 strings × 2 languages");
    let ev = &events[0];
    assert_eq!(ev["event"], "string.status_on_step.recalculation_triggered");
    let st = &ev["stringStatus"];
    assert_eq!(st["status"], "NEED_PROCESS");
    assert_eq!(st["organizationId"], "2");
    assert_eq!(st["workflowStep"]["id"], ids::STEP);
    assert_eq!(
        st["workflowStep"]["applicationModule"]["moduleKey"],
        ids::STEP_MODULE
    );
    assert_eq!(st["translation"]["id"], 101);
    assert_eq!(st["affectedLanguage"]["id"], "de");
    assert!(st["affectedLanguage"].get("pluralCategoryNames").is_none());
    assert_eq!(st["sourceLanguage"]["textDirection"], "ltr");
    // acknowledged: nothing is pending any more
    assert!(e.p().deliver_pending().await.is_empty());
    // new arrivals are sent in the next batch
    assert_eq!(
        e.p()
            .push_to_step(2, ids::STEP, "uk", &[106, 108, 9999], "string.added"),
        2
    );
    let (_, body) = tokio::time::timeout(Duration::from_secs(20), r.rx.recv())
        .await
        .expect("second batch")
        .expect("batch");
    let v: Value = serde_json::from_slice(&body).expect("json");
    let got: Vec<i64> = v["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|e| e["stringStatus"]["translation"]["id"].as_i64().unwrap_or(0))
        .collect();
    assert_eq!(got, vec![106, 108]);
}

#[tokio::test]
async fn failed_deliveries_retry_then_fail_the_strings() {
    let e = Emu::start(|c| {
        c.webhook_retries = 2;
        c.crowdin_header_names = true;
    })
    .await;
    let mut r = receiver(500).await;
    e.p()
        .register_app_webhook(&r.url, ids::APP_SECRET, "wh", ids::ENTERPRISE_ORG);
    for attempt in 1..=3 {
        let reports = e.p().deliver_pending().await;
        assert_eq!(reports.len(), 1, "attempt {attempt}");
        assert_eq!(reports[0].status, Some(500));
        assert_eq!(reports[0].failed, if attempt == 3 { 10 } else { 0 });
        let (headers, body) = r.rx.recv().await.expect("delivery");
        assert_eq!(
            headers
                .get("x-crowdin-signature")
                .and_then(|v| v.to_str().ok()),
            Some(hmac_hex(ids::APP_SECRET, &body).as_str())
        );
        assert_eq!(
            headers.get("user-agent").and_then(|v| v.to_str().ok()),
            Some("Crowdin-Webhook")
        );
    }
    assert!(
        e.p().deliver_pending().await.is_empty(),
        "FAILED strings are not resent"
    );
    let (s, v) = e
        .get(
            &e.ent("/api/v2/projects/2/workflow-steps/11/languages/de/status?status=FAILED"),
            &e.agent_token(),
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(ids_of(&v, "stringId"), vec![101, 102, 103, 104, 105]);
    // a FAILED string can still be settled by the app
    let (s, v) = e
        .patch(
            &e.ent("/api/v2/projects/2/workflow-steps/11/languages/de/status"),
            &e.agent_token(),
            &json!([{"op": "replace", "path": "/101/output", "value": "translated"}]),
        )
        .await;
    assert_eq!(
        (s, v["data"][0]["data"]["status"].as_str()),
        (StatusCode::OK, Some("DONE"))
    );
    // an unreachable app counts as a failed delivery too
    let e2 = Emu::start(|c| c.webhook_retries = 0).await;
    e2.p().register_app_webhook(
        "http://127.0.0.1:9/nothing",
        ids::APP_SECRET,
        "wh",
        ids::ENTERPRISE_ORG,
    );
    let reports = e2.p().deliver_pending().await;
    assert!(reports[0].error.is_some());
    assert_eq!(reports[0].failed, 10);
}

// ---------------------------------------------------------------- fixtures, snapshot, serve

#[tokio::test]
async fn example_fixture_and_snapshot() {
    let example = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../docs/emulator-fixture.example.json");
    let model = platform::fixture::load(&example).expect("example fixture");
    let dir = tempfile::tempdir().expect("tempdir");
    let snap = dir.path().join("state.json");
    let e = Emu::start(|c| {
        c.model = Some(model);
        c.snapshot = Some(snap.clone());
    })
    .await;
    let s = platform::summary(e.p());
    let token = s["agentAccessToken"]
        .as_str()
        .expect("agent token in summary");
    let project = s["enterpriseProjectId"].as_i64().expect("project");
    let step = s["workflowStepId"].as_i64().expect("step");
    let lang = s["workflowStepLanguageIds"][0]
        .as_str()
        .expect("lang")
        .to_owned();
    let url = e
        .ent(&format!(
            "/api/v2/projects/{project}/workflow-steps/{step}/languages/{lang}/status"
        ))
        .replace(ids::DOMAIN, s["enterpriseDomain"].as_str().expect("domain"));
    let (st, v) = e.get(&url, token).await;
    assert_eq!(st, StatusCode::OK, "{v}");
    let first = v["data"][0]["data"]["stringId"]
        .as_i64()
        .expect("a string on the step");
    let (st, v) = e
        .patch(
            &url,
            token,
            &json!([{"op": "replace", "path": format!("/{first}/output"), "value": "translated"}]),
        )
        .await;
    assert_eq!(st, StatusCode::OK, "{v}");
    let saved = platform::fixture::load(&snap).expect("snapshot written and valid");
    assert!(saved
        .step_statuses
        .iter()
        .any(|s| s.string_id == first && s.status == "DONE" && s.output == "translated"));
    let (st, v) = e
        .get(
            &e.url(&format!(
                "/api/v2/projects/{}/strings?croql=type%20is%20plural",
                s["projectId"]
            )),
            s["accessToken"].as_str().expect("token"),
        )
        .await;
    assert_eq!(st, StatusCode::OK, "{v}");
    assert_eq!(v["data"].as_array().map(Vec::len), Some(1));
}
