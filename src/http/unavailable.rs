//! The answers of JSON routes whose dependency failed rather than the request: the store (503:
//! the database cannot be reached or refused the query, so the caller should retry) and the
//! platform's token server (502: it refused, failed or did not answer; 503 when the wait was for
//! the store or another replica). Pages map their own (`pages::client`).
//!
//! What lives here: the status and message of those failures. What does not: the refusal shape
//! (`error::ApiError`), the failures themselves (`store`, `platform`).

use axum::http::StatusCode;

use super::error::ApiError;
use crate::platform::TokenError;
use crate::store::StoreError;

/// The answer when the store failed while `what` (e.g. "cannot read the organization"): 503 when
/// the database could not be reached or refused the query (retrying can help), 500 when what is
/// stored cannot be used (a sealed value that does not open, a corrupt row).
pub fn store_failed(what: &str, e: &StoreError) -> ApiError {
    let status = match e {
        StoreError::Open { .. } | StoreError::Query { .. } | StoreError::Migrate { .. } => {
            StatusCode::SERVICE_UNAVAILABLE
        }
        StoreError::Config { .. } | StoreError::Secret { .. } | StoreError::Corrupt(_) => {
            StatusCode::INTERNAL_SERVER_ERROR
        }
    };
    tracing::warn!(error = %e, status = status.as_u16(), "{what}");
    let hint = if status == StatusCode::SERVICE_UNAVAILABLE {
        "; the app's database is unavailable, try again shortly"
    } else {
        ""
    };
    ApiError::new(status, format!("{what}: {e}{hint}"))
}

/// The status of a request that needed an installation token and could not get one: 502 when
/// the token server was unreachable, slow, refused or answered garbage; 503 when the store or
/// another replica's renewal kept it waiting; 500 when this app is misconfigured for it.
pub fn token_status(e: &TokenError) -> StatusCode {
    match e {
        TokenError::Unreachable { .. }
        | TokenError::Timeout { .. }
        | TokenError::Rejected { .. }
        | TokenError::InvalidResponse { .. } => StatusCode::BAD_GATEWAY,
        TokenError::Store(_) | TokenError::LeaseTimeout(_) => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::INTERNAL_SERVER_ERROR,
    }
}
