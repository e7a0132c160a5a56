//! The API v2 client: [`PlatformClient`] (one per process: guarded HTTP client, token managers,
//! bases, timeouts and retry policy) and [`OrgClient`] (the same bound to one organization's base
//! and a token: the installation token, a user's token when the app acts for a user who
//! authorized it, or one given token). One call = bearer token, timeout, bounded retries (429
//! after `Retry-After`, 5xx when idempotent), one renewal on a 401, the error envelopes of docs/PROTOCOL.md §16
//! parsed. Resource methods are in [`super::resources`] and [`super::workflow`].

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use reqwest::{Method, StatusCode, Url};
use serde_json::Value;

use super::bases::ApiBases;
use super::error::{body_excerpt, from_answer, ApiError};
use super::retry::{retry_after, RetryPolicy};
use super::tokens::TokenManager;
use super::user_grant::UserAuthOptions;
use super::user_tokens::UserTokens;
use crate::store::{Organization, Secret, UserTokenKey};
use crate::transfer::fetch::Fetcher;

/// Settings of the API client.
#[derive(Debug, Clone)]
pub struct ClientOptions {
    /// Timeout of one request, answer included (default 30 s).
    pub timeout: Duration,
    /// Retries of 429 and (idempotent) 5xx answers.
    pub retry: RetryPolicy,
    /// Largest answer read (default 64 MiB).
    pub max_answer_bytes: usize,
    /// Most requests in flight at once from this process (default 15, as the official app
    /// framework; the platform answers 429 above 20 per account).
    pub max_concurrent: usize,
    /// How users are asked to authorize the app (OAuth code flow); `None` serves no flow.
    pub user_auth: Option<UserAuthOptions>,
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions {
            timeout: Duration::from_secs(30),
            retry: RetryPolicy::default(),
            max_answer_bytes: 64 * 1024 * 1024,
            max_concurrent: 15,
            user_auth: None,
        }
    }
}

pub(crate) struct ClientInner {
    fetcher: Fetcher,
    tokens: TokenManager,
    users: UserTokens,
    bases: ApiBases,
    opts: ClientOptions,
    in_flight: tokio::sync::Semaphore,
}

/// The platform API client of the process. Cheap to clone.
#[derive(Clone)]
pub struct PlatformClient {
    inner: Arc<ClientInner>,
}

impl std::fmt::Debug for PlatformClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlatformClient")
            .field("bases", &self.inner.bases)
            .finish_non_exhaustive()
    }
}

impl PlatformClient {
    /// A client calling through `fetcher` (the guarded client) with tokens from `tokens`.
    pub fn new(
        fetcher: Fetcher,
        tokens: TokenManager,
        bases: ApiBases,
        opts: ClientOptions,
    ) -> Self {
        let users = UserTokens::new(tokens.store().clone(), fetcher.clone(), tokens.options());
        PlatformClient {
            inner: Arc::new(ClientInner {
                fetcher,
                tokens,
                users,
                bases,
                in_flight: tokio::sync::Semaphore::new(opts.max_concurrent.max(1)),
                opts,
            }),
        }
    }

    /// The token manager.
    pub fn tokens(&self) -> &TokenManager {
        &self.inner.tokens
    }

    /// The user token manager (users who authorized the app).
    pub fn users(&self) -> &UserTokens {
        &self.inner.users
    }

    /// How users are asked to authorize the app, when configured.
    pub fn user_auth(&self) -> Option<&UserAuthOptions> {
        self.inner.opts.user_auth.as_ref()
    }

    /// The configured bases.
    pub fn bases(&self) -> &ApiBases {
        &self.inner.bases
    }

    /// The client for one installed organization: its API base (enterprise domain or standard)
    /// and its installation token.
    pub fn org(&self, org: &Organization) -> Result<OrgClient, ApiError> {
        let base = self
            .inner
            .bases
            .api_base(org.domain.as_deref())
            .map_err(ApiError::Invalid)?;
        Ok(OrgClient {
            inner: self.inner.clone(),
            key: org.credential_key.as_str().into(),
            base,
            enterprise: org.is_enterprise(),
            auth: Auth::Installation,
        })
    }

    /// The client acting for one user of `org` with the user's own token (renewed as needed,
    /// renewed once on a 401), or `None` when that user has not authorized the app.
    pub async fn for_user(
        &self,
        org: &Organization,
        user: &UserTokenKey,
    ) -> Result<Option<OrgClient>, ApiError> {
        if user.credential_key != org.credential_key {
            return Err(ApiError::Invalid(format!(
                "user token key {} is not of organization {}",
                user.key(),
                org.credential_key
            )));
        }
        if !self.inner.users.is_authorized(user).await? {
            return Ok(None);
        }
        let mut client = self.org(org)?;
        client.auth = Auth::User(Arc::new(user.clone()));
        Ok(Some(client))
    }

    /// The client calling with exactly `token` (never renewed; a 401 is final): how a token just
    /// obtained is tried before it is kept.
    pub fn with_token(&self, org: &Organization, token: Secret) -> Result<OrgClient, ApiError> {
        let mut client = self.org(org)?;
        client.auth = Auth::Fixed(Arc::new(token));
        Ok(client)
    }
}

/// Whose token a client calls with.
#[derive(Clone)]
enum Auth {
    /// The organization's installation token.
    Installation,
    /// A user's token (user who authorized the app).
    User(Arc<UserTokenKey>),
    /// One given token.
    Fixed(Arc<Secret>),
}

/// The API client bound to one organization. Cheap to clone; `Send + Sync`.
#[derive(Clone)]
pub struct OrgClient {
    inner: Arc<ClientInner>,
    key: Arc<str>,
    base: Url,
    enterprise: bool,
    auth: Auth,
}

impl std::fmt::Debug for OrgClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let acting = match &self.auth {
            Auth::Installation => "installation".to_owned(),
            Auth::User(k) => format!("user {}", k.user_id),
            Auth::Fixed(_) => "given token".to_owned(),
        };
        f.debug_struct("OrgClient")
            .field("organization", &self.key)
            .field("base", &self.base.as_str())
            .field("acting_as", &acting)
            .finish_non_exhaustive()
    }
}

/// One request to make (path below the base, query, body).
pub(crate) struct Call<'a> {
    pub method: Method,
    pub path: &'a [String],
    pub params: &'a [(String, String)],
    pub body: Option<&'a Value>,
    /// Whether a 5xx may be retried (GETs, and PATCHes of `replace` operations).
    pub idempotent: bool,
}

enum Outcome {
    Done(Value),
    Unauthorized(String),
    Retry(Option<Duration>, ApiError),
    Fail(ApiError),
}

impl OrgClient {
    /// The organization's credential key.
    pub fn credential_key(&self) -> &str {
        &self.key
    }

    /// The API base in use (ends with `/api/v2/`).
    pub fn base(&self) -> &Url {
        &self.base
    }

    /// Whether the organization is enterprise (enterprise-only CroQL identifiers, workflows).
    pub fn is_enterprise(&self) -> bool {
        self.enterprise
    }

    /// Whether this client acts for a user with the user's own token.
    pub fn acts_for_user(&self) -> bool {
        matches!(self.auth, Auth::User(_))
    }

    async fn current_token(&self) -> Result<Secret, ApiError> {
        Ok(match &self.auth {
            Auth::Installation => self.inner.tokens.token_for(&self.key).await?,
            Auth::User(k) => self.inner.users.token_for(k).await?,
            Auth::Fixed(t) => Secret::clone(t),
        })
    }

    /// A renewed token after `stale` got a 401; `None` when this client's token cannot be renewed.
    async fn renewed_token(&self, stale: &Secret) -> Result<Option<Secret>, ApiError> {
        Ok(match &self.auth {
            Auth::Installation => Some(
                self.inner
                    .tokens
                    .renew_after_unauthorized(&self.key, stale)
                    .await?,
            ),
            Auth::User(k) => Some(self.inner.users.renew_after_unauthorized(k, stale).await?),
            Auth::Fixed(_) => None,
        })
    }

    pub(crate) fn url(&self, path: &[String], params: &[(String, String)]) -> Url {
        let mut url = self.base.clone();
        if let Ok(mut segs) = url.path_segments_mut() {
            segs.pop_if_empty();
            for s in path {
                segs.push(s);
            }
        }
        if !params.is_empty() {
            url.query_pairs_mut().extend_pairs(params);
        }
        url
    }

    /// Makes one call: renews the token once on a 401, retries 429 (and 5xx when idempotent)
    /// within the retry policy, and returns the JSON answer (`Null` for an empty 2xx body).
    pub(crate) async fn call(&self, c: Call<'_>) -> Result<Value, ApiError> {
        let what = format!("{} {}", c.method, c.path.join("/"));
        let url = self.url(c.path, c.params);
        let o = &self.inner.opts;
        self.inner
            .fetcher
            .check_url(&url, "the platform API")
            .map_err(|e| ApiError::Refused(e.message))?;
        let mut token = self.current_token().await?;
        let mut renewed = false;
        let mut retries = 0u32;
        loop {
            match self.attempt(&c, &url, &what, &token).await {
                Outcome::Done(v) => return Ok(v),
                Outcome::Unauthorized(message) => {
                    if renewed {
                        return Err(ApiError::Unauthorized { what, message });
                    }
                    renewed = true;
                    tracing::info!(organization = &*self.key, call = %what, "401 from the API; renewing the token once");
                    token = match self.renewed_token(&token).await? {
                        Some(t) => t,
                        None => return Err(ApiError::Unauthorized { what, message }),
                    };
                }
                Outcome::Retry(wait, err) => {
                    retries += 1;
                    if retries > o.retry.max_retries {
                        return Err(err);
                    }
                    let wait = match wait {
                        Some(w) if w > o.retry.max_wait => return Err(err),
                        Some(w) => w,
                        None => o.retry.backoff(retries),
                    };
                    tracing::info!(organization = &*self.key, call = %what, status = ?err.status(), wait_ms = wait.as_millis() as u64, retry = retries, "retrying platform API call");
                    tokio::time::sleep(wait).await;
                }
                Outcome::Fail(e) => return Err(e),
            }
        }
    }

    async fn attempt(&self, c: &Call<'_>, url: &Url, what: &str, token: &Secret) -> Outcome {
        let o = &self.inner.opts;
        // The semaphore is never closed; a closed one would only lift the cap.
        let _permit = self.inner.in_flight.acquire().await.ok();
        let mut req = self
            .inner
            .fetcher
            .client()
            .request(c.method.clone(), url.clone())
            .bearer_auth(token.expose())
            .header(reqwest::header::ACCEPT, "application/json")
            .timeout(o.timeout);
        if let Some(b) = c.body {
            req = req.json(b);
        }
        let max = o.max_answer_bytes;
        let answer = tokio::time::timeout(o.timeout, async {
            let resp = req.send().await?;
            let status = resp.status();
            let headers = resp.headers().clone();
            let mut body = Vec::new();
            let mut stream = resp.bytes_stream();
            while let Some(chunk) = stream.next().await {
                let chunk = chunk?;
                if body.len() + chunk.len() > max {
                    return Ok((status, headers, None));
                }
                body.extend_from_slice(&chunk);
            }
            Ok::<_, reqwest::Error>((status, headers, Some(body)))
        })
        .await;
        let (status, headers, body) = match answer {
            Err(_) => {
                return Outcome::Fail(ApiError::Timeout {
                    what: what.to_owned(),
                    timeout: o.timeout,
                })
            }
            Ok(Err(e)) if e.is_timeout() => {
                return Outcome::Fail(ApiError::Timeout {
                    what: what.to_owned(),
                    timeout: o.timeout,
                })
            }
            Ok(Err(e)) => {
                let d = self.inner.fetcher.describe("the platform API", url, e);
                return Outcome::Fail(if d.refused {
                    ApiError::Refused(d.message)
                } else {
                    ApiError::Transport {
                        what: what.to_owned(),
                        message: d.message,
                    }
                });
            }
            Ok(Ok(x)) => x,
        };
        let Some(body) = body else {
            return Outcome::Fail(ApiError::Decode {
                what: what.to_owned(),
                message: format!("answer larger than {max} bytes"),
            });
        };
        if status.is_success() {
            if body.iter().all(u8::is_ascii_whitespace) {
                return Outcome::Done(Value::Null);
            }
            return match serde_json::from_slice(&body) {
                Ok(v) => Outcome::Done(v),
                Err(e) => Outcome::Fail(ApiError::Decode {
                    what: what.to_owned(),
                    message: format!("not JSON ({e}): {}", body_excerpt(&body)),
                }),
            };
        }
        match status {
            StatusCode::UNAUTHORIZED => {
                let msg = match from_answer(what, 401, &body) {
                    ApiError::Status { message, .. } => message,
                    other => other.to_string(),
                };
                Outcome::Unauthorized(msg)
            }
            StatusCode::TOO_MANY_REQUESTS => {
                let wait = retry_after(&headers);
                Outcome::Retry(
                    wait,
                    ApiError::RateLimited {
                        what: what.to_owned(),
                        retry_after: wait,
                    },
                )
            }
            s if s.is_server_error() && c.idempotent => {
                Outcome::Retry(retry_after(&headers), from_answer(what, s.as_u16(), &body))
            }
            s => Outcome::Fail(from_answer(what, s.as_u16(), &body)),
        }
    }

    /// `GET` of a single resource's `data`.
    pub(crate) async fn get_data(&self, path: &[String]) -> Result<Value, ApiError> {
        let v = self
            .call(Call {
                method: Method::GET,
                path,
                params: &[],
                body: None,
                idempotent: true,
            })
            .await?;
        data_of(v, path)
    }
}

/// The `data` member of a single-resource envelope.
pub(crate) fn data_of(mut v: Value, path: &[String]) -> Result<Value, ApiError> {
    match v.get_mut("data").map(Value::take) {
        Some(d) if d.is_object() => Ok(d),
        _ => Err(ApiError::Decode {
            what: format!("GET {}", path.join("/")),
            message: "expected {\"data\":{…}}".into(),
        }),
    }
}
