//! The answer to a request whose handler panicked (a bug): a logged error and a JSON 500, so no
//! panic reaches a client as a dropped connection and the server keeps serving. Panics inside a
//! job's blocking worker are turned into errors by the engine itself (with the job id); this is
//! the net under everything else.

use std::any::Any;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use super::error::ApiError;
use crate::engine::error::panic_message;

/// Logs the panic and answers 500 with `{"error":{"message"}}`.
pub fn answer(payload: Box<dyn Any + Send + 'static>) -> Response {
    tracing::error!(panic = %panic_message(&*payload), "a request handler panicked");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal error: this request stopped on a bug in locforge (the server log has the details)",
    )
    .into_response()
}
