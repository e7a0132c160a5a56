//! The authorization server (docs/PROTOCOL.md §12, §15): `GET /oauth/authorize` validates the
//! request and shows a consent page whose approve / deny buttons post back to
//! `POST /oauth/authorize`, which redirects with `code` + `state` or `error=access_denied` +
//! `state`; `POST /oauth/token` (JSON or form-urlencoded) serves `authorization_code` (PKCE
//! `S256` / `plain`; single-use, short-lived codes; client secret optional with PKCE),
//! `refresh_token` (rotating), `crowdin_app` and `crowdin_agent` (no refresh token). Errors of
//! the token endpoint are RFC 6749 bodies.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::{Form, Json};
use base64::Engine as _;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use super::html::escape as esc;
use super::model::OAuthClient;
use super::state::{random_token, Platform};
use super::tokens::{self, AccessClaims, TokenKind};
use crate::unix_now;

/// PKCE method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PkceMethod {
    /// `S256`: BASE64URL(SHA-256(verifier)).
    S256,
    /// `plain`: challenge = verifier.
    Plain,
}

/// A validated authorization request waiting for the user's decision.
#[derive(Debug, Clone)]
pub(crate) struct AuthRequest {
    client_id: String,
    redirect_uri: String,
    scope: String,
    state: Option<String>,
    challenge: Option<(String, PkceMethod)>,
    expires_at: u64,
}

#[derive(Debug, Clone)]
pub(crate) struct CodeGrant {
    client_id: String,
    redirect_uri: String,
    scope: String,
    user_id: i64,
    organization_id: i64,
    challenge: Option<(String, PkceMethod)>,
    expires_at: u64,
}

#[derive(Debug, Clone)]
pub(crate) struct RefreshGrant {
    client_id: String,
    scope: String,
    user_id: i64,
    organization_id: i64,
}

/// Pending requests, codes and refresh tokens.
#[derive(Debug, Default)]
pub(crate) struct OAuthState {
    pending: HashMap<String, AuthRequest>,
    codes: HashMap<String, CodeGrant>,
    refresh: HashMap<String, RefreshGrant>,
}

/// Query of `GET /oauth/authorize`.
#[derive(Debug, Deserialize)]
pub struct AuthorizeQuery {
    client_id: Option<String>,
    redirect_uri: Option<String>,
    response_type: Option<String>,
    scope: Option<String>,
    state: Option<String>,
    code_challenge: Option<String>,
    code_challenge_method: Option<String>,
}

fn error_page(status: StatusCode, message: &str) -> Response {
    let body = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>Authorization error</title></head>\
         <body><h1>Authorization error</h1><p id=\"error\">{}</p></body></html>",
        esc(message)
    );
    (status, Html(body)).into_response()
}

fn redirect(uri: &str, params: &[(&str, &str)], state: Option<&str>) -> Response {
    let mut url = match url::Url::parse(uri) {
        Ok(u) => u,
        Err(_) => return error_page(StatusCode::BAD_REQUEST, "invalid redirect_uri"),
    };
    {
        let mut q = url.query_pairs_mut();
        for (k, v) in params {
            q.append_pair(k, v);
        }
        if let Some(s) = state {
            q.append_pair("state", s);
        }
    }
    (
        StatusCode::FOUND,
        [
            (header::LOCATION, url.to_string()),
            (header::CACHE_CONTROL, "no-store".into()),
        ],
    )
        .into_response()
}

fn is_verifier_charset(s: &str) -> bool {
    s.bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'))
}

/// `GET /oauth/authorize`: a request whose client or redirect URI is wrong gets an error page;
/// any other invalid request is redirected back with `error`; a valid one is kept pending and
/// answered with the consent page.
pub async fn authorize(State(p): State<Platform>, Query(q): Query<AuthorizeQuery>) -> Response {
    let (client, redirect_uri) = match registered_client(&p, &q) {
        Ok(c) => c,
        Err(message) => return error_page(StatusCode::BAD_REQUEST, message),
    };
    let state = q.state.as_deref();
    let fail = |(error, description): (&str, &str)| {
        redirect(
            redirect_uri,
            &[("error", error), ("error_description", description)],
            state,
        )
    };
    if let Err(e) = check_response_type(q.response_type.as_deref()) {
        return fail(e);
    }
    let scope = q.scope.as_deref().unwrap_or("").trim().to_owned();
    if scope.is_empty() {
        return fail(("invalid_scope", "scope is required"));
    }
    let challenge = match pkce_challenge(
        q.code_challenge.as_deref(),
        q.code_challenge_method.as_deref(),
    ) {
        Ok(c) => c,
        Err(e) => return fail(e),
    };
    let request = AuthRequest {
        client_id: client.client_id.clone(),
        redirect_uri: redirect_uri.to_owned(),
        scope: scope.clone(),
        state: q.state.clone(),
        challenge,
        expires_at: unix_now() + 600,
    };
    let id = keep_pending(&p, request);
    consent_page(&p, &id, &client.name, &client.client_id, &scope)
}

/// An `error` and its `error_description`, redirected back to the client.
type AuthorizeError = (&'static str, &'static str);

/// The request's client and its redirect URI, which must be registered for it; the error page
/// otherwise the message of the error page (nothing may be redirected to an unverified URI).
fn registered_client<'q>(
    p: &Platform,
    q: &'q AuthorizeQuery,
) -> Result<(OAuthClient, &'q str), &'static str> {
    let Some(client_id) = q.client_id.as_deref().filter(|s| !s.is_empty()) else {
        return Err("client_id is required");
    };
    let Some(client) = p.read(|m| m.client(client_id).cloned()) else {
        return Err("unknown client_id");
    };
    let Some(redirect_uri) = q.redirect_uri.as_deref().filter(|s| !s.is_empty()) else {
        return Err("redirect_uri is required");
    };
    if !client.redirect_uris.iter().any(|r| r == redirect_uri) {
        return Err("redirect_uri is not registered for this application");
    }
    Ok((client, redirect_uri))
}

/// `response_type` must be `code`.
fn check_response_type(response_type: Option<&str>) -> Result<(), AuthorizeError> {
    match response_type {
        Some("code") => Ok(()),
        None | Some("") => Err(("invalid_request", "response_type is required")),
        Some(_) => Err((
            "unsupported_response_type",
            "only response_type=code is supported",
        )),
    }
}

/// The PKCE challenge of the request, if any: `code_challenge` and `code_challenge_method`
/// (`S256` or `plain`) go together, and the challenge must be well-formed for its method.
fn pkce_challenge(
    challenge: Option<&str>,
    method: Option<&str>,
) -> Result<Option<(String, PkceMethod)>, AuthorizeError> {
    match (challenge, method) {
        (None, None) => Ok(None),
        (Some(c), Some(m)) => {
            let method = match m {
                "S256" => PkceMethod::S256,
                "plain" => PkceMethod::Plain,
                _ => {
                    return Err((
                        "invalid_request",
                        "code_challenge_method must be S256 or plain",
                    ))
                }
            };
            let ok = match method {
                PkceMethod::S256 => c.len() == 43 && is_verifier_charset(c),
                PkceMethod::Plain => (43..=128).contains(&c.len()) && is_verifier_charset(c),
            };
            if !ok {
                return Err(("invalid_request", "malformed code_challenge"));
            }
            Ok(Some((c.to_owned(), method)))
        }
        _ => Err((
            "invalid_request",
            "code_challenge and code_challenge_method go together",
        )),
    }
}

/// Keeps `request` pending under a new id (dropping expired ones) until the user decides.
fn keep_pending(p: &Platform, request: AuthRequest) -> String {
    let id = random_token(16);
    let mut o = p.oauth();
    let now = unix_now();
    o.pending.retain(|_, r| r.expires_at > now);
    o.pending.insert(id.clone(), request);
    id
}

fn consent_page(
    p: &Platform,
    request_id: &str,
    name: &str,
    client_id: &str,
    scope: &str,
) -> Response {
    let (users, orgs) = p.read(|m| {
        let users: Vec<String> = m
            .users
            .iter()
            .filter(|u| !u.is_agent)
            .map(|u| {
                format!(
                    "<option value=\"{}\">{} ({})</option>",
                    u.id,
                    esc(&u.full_name),
                    esc(&u.username)
                )
            })
            .collect();
        let orgs: Vec<String> = m
            .organizations
            .iter()
            .map(|o| {
                let d = o
                    .domain
                    .as_deref()
                    .map_or("standard".to_owned(), |d| format!("enterprise: {d}"));
                format!(
                    "<option value=\"{}\">{} ({})</option>",
                    o.id,
                    esc(&o.name),
                    esc(&d)
                )
            })
            .collect();
        (users.join(""), orgs.join(""))
    });
    let scopes: String = scope
        .split_whitespace()
        .map(|s| format!("<li>{}</li>", esc(s)))
        .collect();
    let app = if name.is_empty() { client_id } else { name };
    let body = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>Authorize {app}</title></head><body>\
         <h1>Authorize {app}</h1><p><b>{app}</b> asks for access to your account with these scopes:</p><ul>{scopes}</ul>\
         <form method=\"post\" action=\"/oauth/authorize\">\
         <input type=\"hidden\" name=\"request_id\" value=\"{rid}\">\
         <label>Sign in as <select name=\"user_id\">{users}</select></label><br>\
         <label>Organization <select name=\"organization_id\">{orgs}</select></label><br>\
         <button type=\"submit\" name=\"decision\" value=\"approve\">Approve</button> \
         <button type=\"submit\" name=\"decision\" value=\"deny\">Deny</button>\
         </form></body></html>",
        app = esc(app),
        rid = esc(request_id),
    );
    (
        StatusCode::OK,
        [(header::CACHE_CONTROL, "no-store")],
        Html(body),
    )
        .into_response()
}

/// The consent form.
#[derive(Debug, Deserialize)]
pub struct ConsentForm {
    request_id: String,
    decision: String,
    #[serde(default)]
    user_id: Option<String>,
    #[serde(default)]
    organization_id: Option<String>,
}

/// `POST /oauth/authorize`: the consent page's decision.
pub async fn decide(State(p): State<Platform>, Form(f): Form<ConsentForm>) -> Response {
    let Some(req) = p.oauth().pending.remove(&f.request_id) else {
        return error_page(
            StatusCode::BAD_REQUEST,
            "unknown or expired authorization request; start again",
        );
    };
    if req.expires_at <= unix_now() {
        return error_page(StatusCode::BAD_REQUEST, "the authorization request expired");
    }
    if f.decision != "approve" {
        return redirect(
            &req.redirect_uri,
            &[("error", "access_denied")],
            req.state.as_deref(),
        );
    }
    let user_id = f
        .user_id
        .as_deref()
        .and_then(|s| s.trim().parse::<i64>().ok());
    let org_id = f
        .organization_id
        .as_deref()
        .and_then(|s| s.trim().parse::<i64>().ok());
    let (Some(user_id), Some(organization_id)) = (user_id, org_id) else {
        return error_page(
            StatusCode::BAD_REQUEST,
            "user_id and organization_id are required",
        );
    };
    let member = p.read(|m| {
        m.user(user_id)
            .is_some_and(|u| !u.is_agent && u.organization_ids.contains(&organization_id))
    });
    if !member {
        return error_page(
            StatusCode::BAD_REQUEST,
            "that user is not a member of that organization",
        );
    }
    let code = random_token(20);
    let grant = CodeGrant {
        client_id: req.client_id,
        redirect_uri: req.redirect_uri.clone(),
        scope: req.scope,
        user_id,
        organization_id,
        challenge: req.challenge,
        expires_at: unix_now() + p.config().code_ttl.as_secs().max(1),
    };
    {
        let mut o = p.oauth();
        let now = unix_now();
        o.codes.retain(|_, c| c.expires_at > now);
        o.codes.insert(code.clone(), grant);
    }
    redirect(&req.redirect_uri, &[("code", &code)], req.state.as_deref())
}

/// An RFC 6749 error answer.
#[derive(Debug)]
pub struct OAuthError {
    status: StatusCode,
    error: &'static str,
    description: String,
}

impl OAuthError {
    fn bad(error: &'static str, description: impl Into<String>) -> OAuthError {
        OAuthError {
            status: StatusCode::BAD_REQUEST,
            error,
            description: description.into(),
        }
    }

    fn client(description: impl Into<String>) -> OAuthError {
        OAuthError {
            status: StatusCode::UNAUTHORIZED,
            error: "invalid_client",
            description: description.into(),
        }
    }
}

impl IntoResponse for OAuthError {
    fn into_response(self) -> Response {
        (
            self.status,
            [
                (header::CACHE_CONTROL, "no-store"),
                (header::PRAGMA, "no-cache"),
            ],
            Json(json!({"error": self.error, "error_description": self.description})),
        )
            .into_response()
    }
}

/// Request parameters of the token endpoint, from JSON or a form; numbers become strings.
struct Params(Map<String, Value>);

impl Params {
    fn parse(headers: &HeaderMap, body: &[u8]) -> Result<Params, OAuthError> {
        let ct = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_ascii_lowercase();
        let looks_json = body.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{');
        if ct.contains("json") || (!ct.contains("form") && looks_json) {
            match serde_json::from_slice::<Value>(body) {
                Ok(Value::Object(m)) => Ok(Params(m)),
                _ => Err(OAuthError::bad(
                    "invalid_request",
                    "the body must be a JSON object",
                )),
            }
        } else {
            Ok(Params(
                url::form_urlencoded::parse(body)
                    .map(|(k, v)| (k.into_owned(), Value::String(v.into_owned())))
                    .collect(),
            ))
        }
    }

    fn get(&self, key: &str) -> Option<String> {
        match self.0.get(key)? {
            Value::String(s) if !s.is_empty() => Some(s.clone()),
            Value::Number(n) => Some(n.to_string()),
            _ => None,
        }
    }

    fn require(&self, key: &str) -> Result<String, OAuthError> {
        self.get(key)
            .ok_or_else(|| OAuthError::bad("invalid_request", format!("{key} is required")))
    }

    fn int(&self, keys: &[&str]) -> Result<Option<i64>, OAuthError> {
        for k in keys {
            if let Some(v) = self.get(k) {
                return v.trim().parse().map(Some).map_err(|_| {
                    OAuthError::bad("invalid_request", format!("{k} must be an integer"))
                });
            }
        }
        Ok(None)
    }
}

fn ct_eq(a: &str, b: &str) -> bool {
    a.as_bytes().ct_eq(b.as_bytes()).into()
}

/// `POST /oauth/token`.
pub async fn token(
    State(p): State<Platform>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, OAuthError> {
    let params = Params::parse(&headers, &body)?;
    let grant = params.require("grant_type")?;
    match grant.as_str() {
        "authorization_code" => authorization_code(&p, &params),
        "refresh_token" => refresh_token(&p, &params),
        "crowdin_app" | "platform_app" => app_grant(&p, &params, TokenKind::App),
        "crowdin_agent" => app_grant(&p, &params, TokenKind::Agent),
        other => Err(OAuthError::bad(
            "unsupported_grant_type",
            format!("grant_type `{other}` is not supported"),
        )),
    }
}

/// Checks `client_id` and, when `require_secret` or when given, `client_secret`. Returns whether
/// the secret was given and matched.
fn client_auth(
    p: &Platform,
    params: &Params,
    require_secret: bool,
) -> Result<(String, bool), OAuthError> {
    let client_id = params.require("client_id")?;
    let Some(client) = p.read(|m| m.client(&client_id).cloned()) else {
        return Err(OAuthError::client("unknown client_id"));
    };
    match params.get("client_secret") {
        Some(s) if ct_eq(&s, &client.client_secret) => Ok((client_id, true)),
        Some(_) => Err(OAuthError::client("wrong client_secret")),
        None if require_secret => Err(OAuthError::client("client_secret is required")),
        None => Ok((client_id, false)),
    }
}

fn issue(
    p: &Platform,
    client_id: &str,
    user_id: i64,
    organization_id: i64,
    kind: TokenKind,
    app: Option<String>,
    scope: &str,
) -> (String, u64) {
    let domain = p.read(|m| {
        m.organization(organization_id)
            .and_then(|o| o.domain.clone())
    });
    let ttl = p.config().token_ttl.as_secs().max(1);
    let now = unix_now();
    let claims = AccessClaims {
        aud: client_id.to_owned(),
        sub: user_id.to_string(),
        domain,
        organization_id,
        kind,
        app,
        scope: scope.to_owned(),
        iat: now,
        exp: now + ttl,
        jti: random_token(8),
    };
    (tokens::mint(&p.inner.key, &claims), ttl)
}

fn token_response(access: String, ttl: u64, refresh: Option<String>) -> Response {
    let mut body = json!({"access_token": access, "token_type": "bearer", "expires_in": ttl});
    if let Some(r) = refresh {
        body["refresh_token"] = Value::String(r);
    }
    (
        StatusCode::OK,
        [
            (header::CACHE_CONTROL, "no-store"),
            (header::PRAGMA, "no-cache"),
        ],
        Json(body),
    )
        .into_response()
}

fn new_refresh(p: &Platform, grant: RefreshGrant) -> String {
    let token = random_token(32);
    p.oauth().refresh.insert(token.clone(), grant);
    token
}

/// The token answer of a user grant: an access token for the grant's user and client, and a
/// fresh refresh token that carries the grant on.
fn user_tokens(p: &Platform, grant: RefreshGrant) -> Response {
    let (access, ttl) = issue(
        p,
        &grant.client_id,
        grant.user_id,
        grant.organization_id,
        TokenKind::User,
        None,
        &grant.scope,
    );
    let refresh = new_refresh(p, grant);
    token_response(access, ttl, Some(refresh))
}

fn authorization_code(p: &Platform, params: &Params) -> Result<Response, OAuthError> {
    let (client_id, secret_ok) = client_auth(p, params, false)?;
    let verifier = params.get("code_verifier");
    if !secret_ok && verifier.is_none() {
        return Err(OAuthError::client(
            "client_secret is required unless PKCE (code_verifier) is used",
        ));
    }
    let code = params.require("code")?;
    let redirect_uri = params.require("redirect_uri")?;
    // single use: the code is gone whatever happens next
    let grant = p.oauth().codes.remove(&code);
    let Some(grant) = grant.filter(|g| g.expires_at > unix_now()) else {
        return Err(OAuthError::bad(
            "invalid_grant",
            "the authorization code is invalid, expired or already used",
        ));
    };
    if grant.client_id != client_id {
        return Err(OAuthError::bad(
            "invalid_grant",
            "the code was issued to another client",
        ));
    }
    if grant.redirect_uri != redirect_uri {
        return Err(OAuthError::bad(
            "invalid_grant",
            "redirect_uri does not match the authorization request",
        ));
    }
    match (&grant.challenge, &verifier) {
        (Some((challenge, method)), Some(v)) => {
            if !(43..=128).contains(&v.len()) || !is_verifier_charset(v) {
                return Err(OAuthError::bad(
                    "invalid_grant",
                    "code_verifier must be 43-128 characters of [A-Za-z0-9-._~]",
                ));
            }
            let computed = match method {
                PkceMethod::S256 => base64::engine::general_purpose::URL_SAFE_NO_PAD
                    .encode(Sha256::digest(v.as_bytes())),
                PkceMethod::Plain => v.clone(),
            };
            if !ct_eq(&computed, challenge) {
                return Err(OAuthError::bad(
                    "invalid_grant",
                    "code_verifier does not match the code_challenge",
                ));
            }
        }
        (Some(_), None) => {
            return Err(OAuthError::bad(
                "invalid_grant",
                "code_verifier is required: the authorization request had a code_challenge",
            ))
        }
        (None, _) if !secret_ok => {
            return Err(OAuthError::client(
                "client_secret is required: the authorization request had no code_challenge",
            ))
        }
        (None, _) => {}
    }
    Ok(user_tokens(
        p,
        RefreshGrant {
            client_id,
            scope: grant.scope,
            user_id: grant.user_id,
            organization_id: grant.organization_id,
        },
    ))
}

fn refresh_token(p: &Platform, params: &Params) -> Result<Response, OAuthError> {
    let (client_id, _) = client_auth(p, params, true)?;
    let token = params.require("refresh_token")?;
    let grant = {
        let mut o = p.oauth();
        match o.refresh.get(&token) {
            Some(g) if g.client_id == client_id => o.refresh.remove(&token),
            _ => None,
        }
    };
    let Some(grant) = grant else {
        return Err(OAuthError::bad(
            "invalid_grant",
            "the refresh token is invalid or was already used",
        ));
    };
    Ok(user_tokens(p, grant))
}

fn app_grant(p: &Platform, params: &Params, kind: TokenKind) -> Result<Response, OAuthError> {
    let (client_id, _) = client_auth(p, params, true)?;
    let app_id = params.require("app_id")?;
    let app_secret = params.require("app_secret")?;
    let domain = params.get("domain").filter(|d| !d.trim().is_empty());
    let user_id = params
        .int(&["user_id", "userId"])?
        .ok_or_else(|| OAuthError::bad("invalid_request", "user_id is required"))?;
    let agent_id = params.int(&["agent_id", "agentId"])?;
    let found = p.read(|m| {
        let org = match &domain {
            Some(d) => m.organization_by_domain(d).map(|o| o.id),
            None => None,
        };
        m.apps
            .iter()
            .filter(|a| a.app_id == app_id || a.identifier == app_id)
            .filter(|a| ct_eq(&a.app_secret, &app_secret))
            .find(|a| match (&domain, org) {
                (Some(_), Some(o)) => a.organization_id == o,
                (Some(_), None) => false,
                (None, _) => m
                    .organization(a.organization_id)
                    .is_some_and(|o| !o.is_enterprise()),
            })
            .map(|a| {
                let member = m
                    .user(user_id)
                    .is_some_and(|u| u.organization_ids.contains(&a.organization_id));
                (a.clone(), member)
            })
    });
    let Some((app, member)) = found else {
        return Err(OAuthError::bad(
            "invalid_grant",
            "no installation matches app_id, app_secret and domain",
        ));
    };
    if !member {
        return Err(OAuthError::bad(
            "invalid_grant",
            "user_id is not a member of the organization",
        ));
    }
    let subject = if kind == TokenKind::Agent {
        let Some(agent) = agent_id else {
            return Err(OAuthError::bad("invalid_request", "agent_id is required"));
        };
        if app.agent_id.is_some_and(|a| a != agent) || app.agent_id.is_none() {
            return Err(OAuthError::bad(
                "invalid_grant",
                "agent_id is not the agent of this installation",
            ));
        }
        agent
    } else {
        user_id
    };
    let (access, ttl) = issue(
        p,
        &client_id,
        subject,
        app.organization_id,
        kind,
        Some(app.identifier.clone()),
        "*",
    );
    Ok(token_response(access, ttl, None))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_and_charset() {
        assert_eq!(
            esc("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
        assert!(is_verifier_charset("abc-._~XYZ019"));
        assert!(!is_verifier_charset("abc+/="));
    }

    #[test]
    fn redirect_keeps_existing_query_and_state() {
        let r = redirect("http://x/cb?a=1", &[("code", "c")], Some("s t"));
        let loc = r
            .headers()
            .get(header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        assert_eq!(loc, "http://x/cb?a=1&code=c&state=s+t");
    }
}
