//! The installation token grant (docs/PROTOCOL.md §12): one `POST {auth_url}/oauth/token` with a JSON
//! body, `crowdin_app` or `crowdin_agent`, answered by `{access_token, expires_in}`; and the one
//! token-endpoint call every grant shares ([`post_token_request`], also used by the user grants
//! of [`super::user_grant`]). No caching here (that is [`super::tokens`]), and nothing here logs
//! or prints a secret.

use std::time::Duration;

use reqwest::{StatusCode, Url};
use serde::Deserialize;
use serde_json::json;

use super::error::body_excerpt;
use crate::store::{InstallationToken, Organization, Secret};
use crate::transfer::fetch::Fetcher;

/// Which installation grant the app runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GrantKind {
    /// `crowdin_app`: a token acting as the installing user.
    App,
    /// `crowdin_agent`: a token acting as the app's agent (needs the organization's `agent_id`).
    Agent,
}

impl GrantKind {
    /// The installation grant the manifest implies: `crowdin_agent` when `[modules]` has an
    /// `agent` block, else `crowdin_app`.
    pub fn from_config(config: &crate::config::Config) -> GrantKind {
        if config.modules.is_agent() {
            GrantKind::Agent
        } else {
            GrantKind::App
        }
    }

    /// The `grant_type` value.
    pub fn grant_type(self) -> &'static str {
        match self {
            GrantKind::App => "crowdin_app",
            GrantKind::Agent => "crowdin_agent",
        }
    }
}

/// Why no installation token could be had. Messages name the organization and the token
/// endpoint, never a secret.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// The organization is not in the store.
    #[error("organization {0} is not installed")]
    UnknownOrganization(String),
    /// `crowdin_agent` is configured but the organization has no agent id.
    #[error("organization {0} has no agent_id, which the crowdin_agent grant needs")]
    NoAgent(String),
    /// The token endpoint was refused by the fetch guard (nothing was sent).
    #[error("token endpoint {url} refused: {message}")]
    Refused {
        /// The endpoint.
        url: String,
        /// The guard's reason.
        message: String,
    },
    /// The token server could not be reached.
    #[error("token server {url} unreachable: {message}")]
    Unreachable {
        /// The endpoint.
        url: String,
        /// What failed.
        message: String,
    },
    /// The token server did not answer within the timeout.
    #[error("token server {url} did not answer within {} ms", .timeout.as_millis())]
    Timeout {
        /// The endpoint.
        url: String,
        /// The timeout that fired.
        timeout: Duration,
    },
    /// The token server refused the grant (4xx/5xx), with its `error` / `error_description`.
    #[error("token server {url} refused the {grant_type} grant for organization {organization} ({status}): {message}")]
    Rejected {
        /// The endpoint.
        url: String,
        /// `crowdin_app` / `crowdin_agent`.
        grant_type: &'static str,
        /// The organization's credential key.
        organization: String,
        /// HTTP status.
        status: u16,
        /// The server's `error`: `error_description`, or the start of its body.
        message: String,
    },
    /// A 2xx answer that is not `{access_token, expires_in}`.
    #[error("token server {url} answered something that is not a token: {message}")]
    InvalidResponse {
        /// The endpoint.
        url: String,
        /// What was wrong.
        message: String,
    },
    /// Another replica holds the renewal lease and no new token appeared in time.
    #[error(
        "token renewal for organization {0} is held by another replica and did not finish in time"
    )]
    LeaseTimeout(String),
    /// The store failed.
    #[error("token store: {0}")]
    Store(String),
    /// The user has not authorized the app (no stored user token): they must authorize it first.
    #[error("user {0} has not authorized the app: they must authorize it first")]
    UserNotAuthorized(String),
    /// The platform refused to renew a user's token; the stored token was forgotten, so the user
    /// must authorize the app again.
    #[error("the platform refused to renew the authorization of user {user}, which was forgotten: they must authorize the app again ({message})")]
    UserAuthorizationRevoked {
        /// The user token's key (`{organization}__{project}__{user}`).
        user: String,
        /// The platform's refusal.
        message: String,
    },
}

/// Largest token endpoint answer read.
const MAX_ANSWER: usize = 64 * 1024;

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: String,
    expires_in: u64,
    #[serde(default)]
    refresh_token: Option<String>,
}

#[derive(Deserialize)]
struct OAuthErrorAnswer {
    error: Option<String>,
    error_description: Option<String>,
}

/// `text` with every occurrence of the secrets replaced by `***`.
fn redact(mut text: String, secrets: &[&Secret]) -> String {
    for s in secrets {
        if !s.expose().is_empty() {
            text = text.replace(s.expose(), "***");
        }
    }
    text
}

/// What the grant needs besides the organization.
#[derive(Debug, Clone)]
pub struct GrantRequest<'a> {
    /// The token endpoint.
    pub token_url: &'a Url,
    /// OAuth client id.
    pub client_id: &'a str,
    /// OAuth client secret.
    pub client_secret: &'a Secret,
    /// `crowdin_app` or `crowdin_agent`.
    pub kind: GrantKind,
    /// Timeout of the whole call.
    pub timeout: Duration,
}

/// Runs the grant for `org` and returns the token with its absolute expiry (Unix ms).
pub async fn request_token(
    fetcher: &Fetcher,
    req: &GrantRequest<'_>,
    org: &Organization,
) -> Result<InstallationToken, TokenError> {
    let mut body = json!({
        "grant_type": req.kind.grant_type(),
        "client_id": req.client_id,
        "client_secret": req.client_secret.expose(),
        "app_id": org.app_id,
        "app_secret": org.app_secret.expose(),
        "domain": org.domain.clone().unwrap_or_default(),
        "user_id": org.user_id,
    });
    if req.kind == GrantKind::Agent {
        let agent = org
            .agent_id
            .ok_or_else(|| TokenError::NoAgent(org.credential_key.clone()))?;
        body["agent_id"] = json!(agent);
    }
    let call = TokenCall {
        token_url: req.token_url,
        timeout: req.timeout,
        grant_type: req.kind.grant_type(),
        organization: &org.credential_key,
        redact: &[req.client_secret, &org.app_secret],
    };
    let answer = post_token_request(fetcher, &call, body).await?;
    Ok(InstallationToken {
        access_token: answer.access_token,
        expires_at: answer.expires_at,
    })
}

/// One call to the token endpoint, whatever the grant.
pub(crate) struct TokenCall<'a> {
    /// The endpoint.
    pub token_url: &'a Url,
    /// Timeout of the whole call, answer included.
    pub timeout: Duration,
    /// The grant's `grant_type`, for messages.
    pub grant_type: &'static str,
    /// The organization's credential key, for messages.
    pub organization: &'a str,
    /// Secrets of the request that must not reach a message even if the server echoes them.
    pub redact: &'a [&'a Secret],
}

/// A token endpoint's answer: the access token, its absolute expiry (Unix ms, counted from when
/// the request was sent) and the refresh token when the grant gives one.
pub(crate) struct TokenAnswerParts {
    pub access_token: Secret,
    pub refresh_token: Option<Secret>,
    pub expires_at: i64,
}

/// POSTs `body` (JSON) to the token endpoint through the guarded client and reads a token
/// answer. The body is dropped as soon as it is sent; messages never carry a secret.
pub(crate) async fn post_token_request(
    fetcher: &Fetcher,
    call: &TokenCall<'_>,
    body: serde_json::Value,
) -> Result<TokenAnswerParts, TokenError> {
    let url = call.token_url.to_string();
    fetcher
        .check_url(call.token_url, "the token endpoint (auth_url)")
        .map_err(|e| TokenError::Refused {
            url: url.clone(),
            message: e.message,
        })?;
    let started = std::time::Instant::now();
    let send = fetcher
        .client()
        .post(call.token_url.clone())
        .timeout(call.timeout)
        .json(&body)
        .send();
    // The body read counts against the same timeout as the request.
    let answer = tokio::time::timeout(call.timeout, async {
        let resp = send.await?;
        let status = resp.status();
        let bytes = resp.bytes().await?;
        Ok::<_, reqwest::Error>((status, bytes))
    })
    .await;
    drop(body);
    let (status, bytes) = match answer {
        Err(_) => {
            return Err(TokenError::Timeout {
                url,
                timeout: call.timeout,
            })
        }
        Ok(Err(e)) if e.is_timeout() => {
            return Err(TokenError::Timeout {
                url,
                timeout: call.timeout,
            })
        }
        Ok(Err(e)) => {
            let described = fetcher.describe("the token endpoint (auth_url)", call.token_url, e);
            return Err(if described.refused {
                TokenError::Refused {
                    url,
                    message: described.message,
                }
            } else {
                TokenError::Unreachable {
                    url,
                    message: described.message,
                }
            });
        }
        Ok(Ok(x)) => x,
    };
    if bytes.len() > MAX_ANSWER {
        return Err(TokenError::InvalidResponse {
            url,
            message: format!("answer of {} bytes is too large", bytes.len()),
        });
    }
    if status != StatusCode::OK {
        let message = match serde_json::from_slice::<OAuthErrorAnswer>(&bytes) {
            Ok(OAuthErrorAnswer {
                error: Some(e),
                error_description,
            }) => match error_description {
                Some(d) => format!("{e}: {d}"),
                None => e,
            },
            _ => body_excerpt(&bytes),
        };
        // A server echoing the request must not put our secrets into logs.
        let message = redact(message, call.redact);
        return Err(TokenError::Rejected {
            url,
            grant_type: call.grant_type,
            organization: call.organization.to_owned(),
            status: status.as_u16(),
            message,
        });
    }
    let answer: TokenAnswer =
        serde_json::from_slice(&bytes).map_err(|e| TokenError::InvalidResponse {
            url: url.clone(),
            message: format!("expected JSON with access_token and expires_in ({e})"),
        })?;
    if answer.access_token.trim().is_empty() || answer.expires_in == 0 {
        return Err(TokenError::InvalidResponse {
            url,
            message: "empty access_token or zero expires_in".into(),
        });
    }
    // Expiry counted from when the request was sent, so a slow answer errs on the early side.
    let elapsed = i64::try_from(started.elapsed().as_millis()).unwrap_or(0);
    let sent_at = crate::store::now_ms().saturating_sub(elapsed);
    let lifetime_ms = i64::try_from(answer.expires_in.saturating_mul(1000)).unwrap_or(i64::MAX);
    Ok(TokenAnswerParts {
        access_token: Secret::new(answer.access_token),
        refresh_token: answer
            .refresh_token
            .filter(|r| !r.trim().is_empty())
            .map(Secret::new),
        expires_at: sent_at.saturating_add(lifetime_ms),
    })
}

#[cfg(test)]
mod grant_kind_tests {
    use super::GrantKind;
    use crate::config::Config;

    #[test]
    fn the_grant_is_the_agent_one_with_an_agent_block() {
        let c: Config = toml::from_str(
            "[modules.agent]\nusername = \"bot\"\n[[modules.webhooks]]\nkey = \"h\"\nevents = [\"string.status_on_step.recalculation_triggered\"]\n[[modules.workflow_steps]]\nkey = \"json\"\nkind = \"qa-gate\"\n",
        )
        .expect("parses");
        assert_eq!(
            GrantKind::from_config(&c),
            crate::platform::GrantKind::Agent
        );
        assert_eq!(
            GrantKind::from_config(&Config::default()),
            crate::platform::GrantKind::App
        );
    }
}
