//! Error responses in the protocol's shapes: `{"error":{"message"}}` with 400/401/403/404/413/500,
//! and failed jobs as 200 `{"data":{},"error":{"message"}}`.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::auth::jwt::TokenError;
use crate::engine::JobError;

/// Header value every job answer carries.
pub const NO_CACHE: &str = "no-cache, no-store, must-revalidate";

/// An error answer.
#[derive(Debug)]
pub struct ApiError {
    /// HTTP status.
    pub status: StatusCode,
    /// Message for the caller.
    pub message: String,
    /// The job this error ended, for server errors the caller may report (`"jobId"` in the body).
    pub job_id: Option<String>,
}

impl ApiError {
    /// An error with `status` and `message`.
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
            job_id: None,
        }
    }

    /// The same error, naming the job it ended.
    pub fn for_job(mut self, job_id: &str) -> ApiError {
        self.job_id = Some(job_id.to_owned());
        self
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = if self.status == StatusCode::OK {
            serde_json::json!({"data": {}, "error": {"message": self.message}})
        } else if self.status.is_server_error() {
            let mut body = serde_json::json!({"error": {"message": self.message, "code": self.status.as_u16()}});
            if let Some(id) = self.job_id {
                body["error"]["jobId"] = serde_json::Value::String(id);
            }
            body
        } else {
            serde_json::json!({"error": {"message": self.message}})
        };
        let mut resp = (self.status, axum::Json(body)).into_response();
        resp.headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(NO_CACHE));
        if matches!(
            self.status,
            StatusCode::PAYLOAD_TOO_LARGE | StatusCode::REQUEST_TIMEOUT
        ) {
            // The request body was left unread, so the connection ends here: said out loud, a
            // client does not reuse it for its next request (which would fail mid-send).
            resp.headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        resp
    }
}

impl From<JobError> for ApiError {
    fn from(e: JobError) -> ApiError {
        match e {
            JobError::BadRequest(m) => ApiError::new(StatusCode::BAD_REQUEST, m),
            JobError::Failed(m) => ApiError::new(StatusCode::OK, m),
            JobError::Internal(m) => ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, m),
        }
    }
}

impl From<TokenError> for ApiError {
    fn from(e: TokenError) -> ApiError {
        let status = match e {
            TokenError::Missing => StatusCode::UNAUTHORIZED,
            TokenError::Invalid(_) => StatusCode::FORBIDDEN,
        };
        ApiError::new(status, e.to_string())
    }
}
