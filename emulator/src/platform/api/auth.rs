//! Who calls the API and in which space: the standard base (`/api/v2`) or an enterprise base
//! (`/enterprise/{domain}/api/v2`, or `Host: {domain}.localhost` / `{domain}.api.localhost`),
//! and the bearer access token, which must belong to that space.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{header, Request, Uri};

use super::errors::ApiError;
use crate::platform::state::Platform;
use crate::platform::tokens::{AccessClaims, TokenKind};

/// The API space of a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Space {
    /// The standard environment.
    Standard,
    /// An enterprise organization, by domain.
    Enterprise(String),
}

/// The enterprise domain named by a `Host` header: `{domain}.localhost` or
/// `{domain}.api.localhost` (any port).
pub fn domain_from_host(host: &str) -> Option<String> {
    let name = host.rsplit_once(':').map_or(host, |(h, port)| {
        if port.bytes().all(|b| b.is_ascii_digit()) {
            h
        } else {
            host
        }
    });
    let rest = name
        .strip_suffix(".api.localhost")
        .or_else(|| name.strip_suffix(".localhost"))?;
    (!rest.is_empty() && rest != "api" && !rest.contains('.')).then(|| rest.to_ascii_lowercase())
}

/// Rewrites `/enterprise/{domain}/…` to `/…` and records the space as a request extension; a
/// `{domain}.localhost` host marks an enterprise space too. Runs before routing.
pub fn classify<B>(mut req: Request<B>) -> Request<B> {
    let path = req.uri().path().to_owned();
    let mut space = Space::Standard;
    if let Some(rest) = path.strip_prefix("/enterprise/") {
        let (domain, tail) = rest.split_once('/').unwrap_or((rest, ""));
        if !domain.is_empty() {
            space = Space::Enterprise(domain.to_ascii_lowercase());
            let new_path = format!("/{tail}");
            let pq = match req.uri().query() {
                Some(q) => format!("{new_path}?{q}"),
                None => new_path,
            };
            let mut parts = req.uri().clone().into_parts();
            if let Ok(pq) = pq.parse() {
                parts.path_and_query = Some(pq);
                if let Ok(uri) = Uri::from_parts(parts) {
                    *req.uri_mut() = uri;
                }
            }
        }
    } else if let Some(d) = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .and_then(domain_from_host)
        .or_else(|| req.uri().host().and_then(domain_from_host))
    {
        space = Space::Enterprise(d);
    }
    req.extensions_mut().insert(space);
    req
}

/// An authenticated API caller.
#[derive(Debug, Clone)]
pub struct Caller {
    /// The verified token claims.
    pub claims: AccessClaims,
    /// The user (the agent for agent tokens).
    pub user_id: i64,
    /// The organization of the space.
    pub organization_id: i64,
    /// The space.
    pub space: Space,
}

impl Caller {
    /// Enterprise space.
    pub fn enterprise(&self) -> bool {
        matches!(self.space, Space::Enterprise(_))
    }

    /// 403 unless the token's scopes allow `scope`.
    pub fn need(&self, scope: &str) -> Result<(), ApiError> {
        if self.claims.allows(scope) {
            Ok(())
        } else {
            Err(ApiError::forbidden(
                "Endpoint isn't allowed for token scopes.",
            ))
        }
    }

    /// Whether the token came from an app grant (`crowdin_app` / `crowdin_agent`).
    pub fn is_app(&self) -> bool {
        self.claims.kind != TokenKind::User
    }
}

impl FromRequestParts<Platform> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, p: &Platform) -> Result<Caller, ApiError> {
        let space = parts
            .extensions
            .get::<Space>()
            .cloned()
            .unwrap_or(Space::Standard);
        let token = parts
            .headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| {
                let (scheme, rest) = v.trim().split_once(' ')?;
                scheme.eq_ignore_ascii_case("bearer").then(|| rest.trim())
            })
            .ok_or_else(ApiError::unauthorized)?;
        let claims = p.verify_token(token).ok_or_else(ApiError::unauthorized)?;
        let user_id = claims.user_id().ok_or_else(ApiError::unauthorized)?;
        let organization_id = match &space {
            Space::Standard => {
                if claims.domain.is_some() {
                    return Err(ApiError::forbidden("Not allowed space for your token"));
                }
                claims.organization_id
            }
            Space::Enterprise(domain) => {
                let Some(org) = p.read(|m| m.organization_by_domain(domain).map(|o| o.id)) else {
                    return Err(ApiError::not_found("Organization Not Found"));
                };
                let same = claims
                    .domain
                    .as_deref()
                    .is_some_and(|d| d.eq_ignore_ascii_case(domain));
                if !same || claims.organization_id != org {
                    return Err(ApiError::forbidden("Not allowed space for your token"));
                }
                org
            }
        };
        Ok(Caller {
            claims,
            user_id,
            organization_id,
            space,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts() {
        assert_eq!(domain_from_host("acme.localhost:8080"), Some("acme".into()));
        assert_eq!(domain_from_host("Acme.api.localhost"), Some("acme".into()));
        assert_eq!(domain_from_host("api.localhost"), None);
        assert_eq!(domain_from_host("localhost:1"), None);
        assert_eq!(domain_from_host("127.0.0.1:1"), None);
    }

    #[test]
    fn enterprise_prefix_is_stripped() {
        let req = Request::builder()
            .uri("/enterprise/Acme/api/v2/projects?limit=2")
            .body(())
            .expect("request");
        let req = classify(req);
        assert_eq!(req.uri().path(), "/api/v2/projects");
        assert_eq!(req.uri().query(), Some("limit=2"));
        assert_eq!(
            req.extensions().get::<Space>(),
            Some(&Space::Enterprise("acme".into()))
        );
    }
}
