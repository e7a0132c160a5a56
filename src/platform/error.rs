//! Errors of platform API calls, with the platform's error envelopes (docs/PROTOCOL.md §16) parsed
//! into them. No requests here.

use std::time::Duration;

use serde_json::Value;

use super::grant::TokenError;

/// One validation error of a 400 answer: the parameter and its code and message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The parameter (`key`), or `index N` for a batch item without a key.
    pub key: String,
    /// The platform's code, e.g. `notInArray`.
    pub code: String,
    /// The platform's message.
    pub message: String,
}

/// A failed platform API call.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// A CroQL query failed the local check; no request was made. `rendered` shows the caret.
    #[error("invalid CroQL query for {context}: {message}\n{rendered}")]
    Croql {
        /// The resource's CroQL context.
        context: &'static str,
        /// The checker's error message (platform wording).
        message: String,
        /// The query with a caret under the error.
        rendered: String,
        /// The checker's error.
        error: locforge_croql::CroqlError,
    },
    /// An argument was refused before any request (e.g. too many string ids, a bad domain).
    #[error("invalid request: {0}")]
    Invalid(String),
    /// The address guard or the scheme check refused the URL; nothing was sent.
    #[error("platform API refused by the fetch guard: {0}")]
    Refused(String),
    /// No complete answer within the timeout.
    #[error("platform API {what}: no complete answer within {} ms", .timeout.as_millis())]
    Timeout {
        /// The operation, e.g. `GET projects/1/strings`.
        what: String,
        /// The timeout that fired.
        timeout: Duration,
    },
    /// The connection failed.
    #[error("platform API {what}: {message}")]
    Transport {
        /// The operation.
        what: String,
        /// What failed.
        message: String,
    },
    /// The installation token could not be obtained.
    #[error(transparent)]
    Token(#[from] TokenError),
    /// 400 with validation errors.
    #[error("platform API {what} refused the request (400): {}", fields_text(.errors))]
    Validation {
        /// The operation.
        what: String,
        /// Every field error of the envelope.
        errors: Vec<FieldError>,
    },
    /// 401 even with a freshly renewed token.
    #[error("platform API {what}: unauthorized even after renewing the token ({message})")]
    Unauthorized {
        /// The operation.
        what: String,
        /// The platform's message.
        message: String,
    },
    /// 429 still after the bounded retries, or a `Retry-After` longer than we wait.
    #[error("platform API {what}: rate limited (429){}", .retry_after.map(|d| format!(", retry after {} s", d.as_secs())).unwrap_or_default())]
    RateLimited {
        /// The operation.
        what: String,
        /// The last `Retry-After`, when given.
        retry_after: Option<Duration>,
    },
    /// Any other non-2xx answer (`{"error":{"message","code"}}`).
    #[error("platform API {what} answered {status}: {message}")]
    Status {
        /// The operation.
        what: String,
        /// HTTP status.
        status: u16,
        /// `error.code` of the envelope, when present.
        code: Option<String>,
        /// `error.message`, or the start of the body.
        message: String,
    },
    /// A 2xx answer that is not the expected JSON.
    #[error("platform API {what}: unexpected answer: {message}")]
    Decode {
        /// The operation.
        what: String,
        /// What did not parse.
        message: String,
    },
}

impl ApiError {
    /// The HTTP status of an answered error, if any (400, 401, 403, 404, 429, 5xx…).
    pub fn status(&self) -> Option<u16> {
        match self {
            ApiError::Validation { .. } => Some(400),
            ApiError::Unauthorized { .. } => Some(401),
            ApiError::RateLimited { .. } => Some(429),
            ApiError::Status { status, .. } => Some(*status),
            _ => None,
        }
    }
}

fn fields_text(errors: &[FieldError]) -> String {
    if errors.is_empty() {
        return "no details".into();
    }
    errors
        .iter()
        .map(|e| format!("{}: {} ({})", e.key, e.message, e.code))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The error of a non-2xx answer with `body`, parsed from the platform's envelopes (tolerant:
/// `errors` or a bare `error` with `key`/`errors`, batch items with `index`).
pub(crate) fn from_answer(what: &str, status: u16, body: &[u8]) -> ApiError {
    let json: Option<Value> = serde_json::from_slice(body).ok();
    let what = what.to_owned();
    if status == 400 {
        let mut errors = Vec::new();
        if let Some(j) = &json {
            collect_fields(j, None, &mut errors);
        }
        if !errors.is_empty() {
            return ApiError::Validation { what, errors };
        }
    }
    let (code, message) = json
        .as_ref()
        .and_then(|j| j.get("error"))
        .map(|e| {
            let code = e.get("code").map(|c| match c {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            });
            let message = e.get("message").and_then(Value::as_str).map(str::to_owned);
            (code, message)
        })
        .unwrap_or((None, None));
    let message = message.unwrap_or_else(|| body_excerpt(body));
    ApiError::Status {
        what,
        status,
        code,
        message,
    }
}

/// Walks `{"errors":[{"error":{"key","errors":[{code,message}]}}]}`, batch items
/// `{"index":N,"errors":[…]}` and the bare `{"error":{"key","errors":[…]}}`.
fn collect_fields(v: &Value, index: Option<i64>, out: &mut Vec<FieldError>) {
    let items: Vec<&Value> = match (v.get("errors"), v.get("error")) {
        (Some(Value::Array(a)), _) => a.iter().collect(),
        (_, Some(e)) if e.get("key").is_some() => vec![v],
        _ => return,
    };
    for item in items {
        if let Some(i) = item.get("index").and_then(Value::as_i64) {
            collect_fields(item, Some(i), out);
            continue;
        }
        let Some(err) = item.get("error") else {
            continue;
        };
        let key = err
            .get("key")
            .and_then(Value::as_str)
            .map(str::to_owned)
            .or_else(|| index.map(|i| format!("index {i}")))
            .unwrap_or_default();
        match err.get("errors").and_then(Value::as_array) {
            Some(list) => {
                for e in list {
                    out.push(FieldError {
                        key: key.clone(),
                        code: text(e.get("code")),
                        message: text(e.get("message")),
                    });
                }
            }
            None => out.push(FieldError {
                key,
                code: text(err.get("code")),
                message: text(err.get("message")),
            }),
        }
    }
}

fn text(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(other) => other.to_string(),
    }
}

/// At most 200 characters of a body, for messages about answers that are not JSON.
pub(crate) fn body_excerpt(body: &[u8]) -> String {
    let s = String::from_utf8_lossy(body);
    let s = s.trim();
    if s.is_empty() {
        return "(empty body)".into();
    }
    match s.char_indices().nth(200) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn envelopes_are_parsed() {
        let v = br#"{"errors":[{"error":{"key":"limit","errors":[{"code":"lessThan","message":"too big"}]}}]}"#;
        match from_answer("GET x", 400, v) {
            ApiError::Validation { errors, .. } => {
                assert_eq!(
                    errors,
                    [FieldError {
                        key: "limit".into(),
                        code: "lessThan".into(),
                        message: "too big".into()
                    }]
                );
            }
            other => panic!("{other:?}"),
        }
        let batch = br#"{"errors":[{"index":0,"errors":[{"error":{"key":"value","errors":[{"code":"c","message":"m"}]}}]}]}"#;
        assert!(
            matches!(from_answer("PATCH", 400, batch), ApiError::Validation { errors, .. } if errors[0].key == "value")
        );
        let bare = br#"{"error":{"key":"croql","errors":[{"code":"croqlInvalidSyntax","message":"bad"}]}}"#;
        assert!(
            matches!(from_answer("GET", 400, bare), ApiError::Validation { errors, .. } if errors[0].code == "croqlInvalidSyntax")
        );
        let e = from_answer(
            "GET",
            404,
            br#"{"error":{"message":"Resource Not Found","code":404}}"#,
        );
        assert!(
            matches!(&e, ApiError::Status { status: 404, code: Some(c), message, .. } if c == "404" && message == "Resource Not Found")
        );
        let e = from_answer("GET", 502, b"<html>bad gateway</html>");
        assert!(e.to_string().contains("<html>bad gateway</html>"), "{e}");
    }
}
