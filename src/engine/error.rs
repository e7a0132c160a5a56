//! How a job fails, mapped onto the protocol's statuses by the server.

/// A failed job. The variant decides the HTTP status; the message is shown to the user.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JobError {
    /// The request itself is malformed or unacceptable (400).
    #[error("{0}")]
    BadRequest(String),
    /// The request is fine but the job could not be done: bad file, failed download, time-out
    /// (200 with `error.message`, which the platform shows to the user).
    #[error("{0}")]
    Failed(String),
    /// Something broke on our side (500).
    #[error("{0}")]
    Internal(String),
}

impl JobError {
    /// Shorthand for `BadRequest`.
    pub fn bad(msg: impl Into<String>) -> JobError {
        JobError::BadRequest(msg.into())
    }

    /// Shorthand for `Failed`.
    pub fn failed(msg: impl Into<String>) -> JobError {
        JobError::Failed(msg.into())
    }
}

/// The message a panic carried (its payload), for the log.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}
