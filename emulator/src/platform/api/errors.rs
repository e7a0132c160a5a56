//! Error answers of API v2 in the platform's shapes (docs/PROTOCOL.md §16): the validation envelope
//! `{"errors":[{"error":{"key","errors":[{"code","message"}]}}]}`, the batch form with `index`,
//! and `{"error":{"message","code"}}` for everything else.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use locforge_croql::CroqlError;
use serde_json::{json, Value};

/// An API error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ApiError {
    /// 400 validation error of one parameter.
    Validation {
        /// Parameter name (`croql`, `limit`, …).
        key: String,
        /// Error code (`croqlInvalidSyntax`, `notBetween`, …).
        code: String,
        /// Message.
        message: String,
    },
    /// 400 validation errors of items of a batch body (index, key, code, message).
    Batch(Vec<(usize, String, String, String)>),
    /// Any other status with a message.
    Plain(StatusCode, String),
}

impl ApiError {
    /// A 400 validation error.
    pub fn validation(key: &str, code: &str, message: impl Into<String>) -> ApiError {
        ApiError::Validation {
            key: key.into(),
            code: code.into(),
            message: message.into(),
        }
    }

    /// 401 `Unauthorized`.
    pub fn unauthorized() -> ApiError {
        ApiError::Plain(StatusCode::UNAUTHORIZED, "Unauthorized".into())
    }

    /// 403 with a message.
    pub fn forbidden(message: &str) -> ApiError {
        ApiError::Plain(StatusCode::FORBIDDEN, message.into())
    }

    /// 404 with a message.
    pub fn not_found(message: &str) -> ApiError {
        ApiError::Plain(StatusCode::NOT_FOUND, message.into())
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::Validation { .. } | ApiError::Batch(_) => StatusCode::BAD_REQUEST,
            ApiError::Plain(s, _) => *s,
        }
    }

    /// The body.
    pub fn body(&self) -> Value {
        match self {
            ApiError::Validation { key, code, message } => json!({"errors": [
                {"error": {"key": key, "errors": [{"code": code, "message": message}]}}
            ]}),
            ApiError::Batch(items) => Value::Array(
                items
                    .iter()
                    .map(|(index, key, code, message)| {
                        json!({"index": index, "errors": [
                            {"error": {"key": key, "errors": [{"code": code, "message": message}]}}
                        ]})
                    })
                    .collect(),
            ),
            ApiError::Plain(status, message) => {
                json!({"error": {"message": message, "code": status.as_u16()}})
            }
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = match &self {
            ApiError::Batch(_) => json!({"errors": self.body()}),
            _ => self.body(),
        };
        (self.status(), Json(body)).into_response()
    }
}

impl From<CroqlError> for ApiError {
    fn from(e: CroqlError) -> ApiError {
        ApiError::validation("croql", e.code.as_str(), e.message)
    }
}

/// 404 for unknown API routes, 405 is left to the router.
pub async fn not_found() -> ApiError {
    ApiError::not_found("Resource Not Found")
}
