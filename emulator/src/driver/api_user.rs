//! The app's user as the app sees it: `GET {baseUrl}/api/user` with a request token of the
//! acting user, and the check that the app's installation token acts as the installation's user
//! (its agent for a `crowdin_agent` app). Page tokens and file jobs do not live here.

use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION};
use reqwest::Method;
use serde_json::Value;

use super::checks;
use super::http;
use super::report::{RequestRef, StepReport};
use super::tokens;
use super::Driver;
use crate::unix_now;

impl Driver {
    /// `GET {baseUrl}/api/user` (the spec's reference app route) with a request token of the
    /// acting user: the app answers with the platform user its installation token acts as. On a
    /// platform (`--platform`) that user must be the installation's: its agent for a
    /// `crowdin_agent` app, else the installing user.
    pub async fn api_user(&mut self, step: &mut StepReport) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "user before install");
            return;
        };
        let Some(secret) = self.opts.client_secret.as_deref() else {
            step.error(
                "scenario.config",
                None,
                "the app's client secret is needed to sign request tokens (--client-secret)",
            );
            return;
        };
        let ctx = &self.opts.context;
        let token = match tokens::mint(ctx, &app.client_id, secret, None, ctx.user_id, unix_now()) {
            Ok(t) => t,
            Err(e) => {
                step.error("scenario.config", None, format!("cannot mint a token: {e}"));
                return;
            }
        };
        let url = app.manifest.url("/api/user");
        let req = RequestRef::new("GET /api/user", &url);
        let mut headers = HeaderMap::new();
        let target = if self.opts.token_in_query {
            format!("{url}?jwtToken={token}")
        } else {
            match HeaderValue::from_str(&format!("Bearer {token}")) {
                Ok(v) => {
                    headers.insert(AUTHORIZATION, v);
                }
                Err(e) => step.error("driver.internal", Some(&req), e.to_string()),
            }
            url.clone()
        };
        let answer = http::send(
            &self.http,
            Method::GET,
            &target,
            headers,
            None,
            self.opts.max_response,
            self.opts.download_timeout,
        )
        .await;
        let a = match answer {
            Ok(a) => a,
            Err(e) => {
                step.error("user.status", Some(&req), e.to_string());
                return;
            }
        };
        if !step.expect("user.status", a.status.is_success(), Some(&req), || {
            format!(
                "expected 200, got {}: {}",
                a.status,
                checks::snippet(&a.body)
            )
        }) {
            return;
        }
        let body: Value = serde_json::from_slice(&a.body).unwrap_or(Value::Null);
        let user = body.get("data").unwrap_or(&body);
        let id = user.get("id").and_then(Value::as_i64);
        if !step.expect("user.body", id.is_some(), Some(&req), || {
            format!(
                "expected the platform user as JSON with an `id`: {}",
                checks::snippet(&a.body)
            )
        }) {
            return;
        }
        if self.hook.is_some() {
            let expected = app.agent_id.unwrap_or(ctx.user_id);
            step.expect("user.identity", id == Some(expected), Some(&req), || {
                format!(
                    "the app's installation token acts as user {}, expected {expected} ({})",
                    id.unwrap_or_default(),
                    if app.agent_id.is_some() {
                        "the app's agent"
                    } else {
                        "the installing user"
                    }
                )
            });
        }
        step.note(format!(
            "GET /api/user: user {} ({})",
            id.unwrap_or_default(),
            user.get("username").and_then(Value::as_str).unwrap_or("-")
        ));
    }
}
