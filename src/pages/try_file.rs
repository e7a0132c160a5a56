//! The "Try a file" panel's JSON: `POST /pages/{key}/api/try` with the file as the raw body
//! and its name in `X-File-Name` (percent-encoded). The file is parsed exactly as a parse-file
//! job without `type` would parse it (the engine's detection and sink,
//! [`crate::engine::Engine::parse_upload`]); the answer is its format, its string records and
//! its HTML preview, or the error with line and column. Nothing is stored. Files over 5 MB and
//! binary files are refused with a message saying so.
//! What must not live here: parsing (`engine`, `locforge-formats`).

use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use super::jobs::{page_json, position};
use super::modules::MenuApi;
use crate::engine::JobError;
use crate::http::error::ApiError;
use crate::http::signed::SignedRequest;
use crate::http::AppState;

/// Largest file accepted (the platform's job payload limit).
pub const MAX_UPLOAD: usize = 5 * 1024 * 1024;

/// Header carrying the file's name.
pub const FILE_NAME_HEADER: &str = "x-file-name";

/// Whether `content` looks binary: NUL bytes in its first 8 KB without a UTF-16 byte-order
/// mark (UTF-16 `.strings` files are text with NULs).
pub fn looks_binary(content: &[u8]) -> bool {
    let head = &content[..content.len().min(8192)];
    let utf16 = head.starts_with(&[0xFF, 0xFE]) || head.starts_with(&[0xFE, 0xFF]);
    !utf16 && head.contains(&0)
}

fn file_name(headers: &HeaderMap) -> Result<String, ApiError> {
    let raw = headers
        .get(FILE_NAME_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .trim();
    let name: String = url::form_urlencoded::parse(format!("n={raw}").as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default();
    let name = name
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or("")
        .trim()
        .to_owned();
    if name.is_empty() || name.len() > 255 || name.chars().any(char::is_control) {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "the file's name is missing (X-File-Name) or not a plain file name",
        ));
    }
    Ok(name)
}

/// A refusal carrying the line and column of a file error.
fn failed(name: &str, e: JobError) -> Response {
    let status = match e {
        JobError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        _ => StatusCode::UNPROCESSABLE_ENTITY,
    };
    let message = e.to_string();
    let pos = position(&message, name);
    let body = json!({"error": {
        "message": message,
        "line": pos.map(|p| p.0),
        "column": pos.map(|p| p.1),
    }});
    let mut resp = (status, axum::Json(body)).into_response();
    super::headers::secure(resp.headers_mut(), &[]);
    resp
}

/// `POST /pages/{key}/api/try`: `{"fileName","format","count","strings":[…],"preview"}`.
pub async fn try_file(
    State(state): State<Arc<AppState>>,
    _signed: SignedRequest<MenuApi>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    let name = file_name(&headers)?;
    let content = axum::body::to_bytes(body, MAX_UPLOAD).await.map_err(|_| {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "the file is larger than 5 MB, the most the platform sends to the app; nothing was kept",
        )
    })?;
    if content.is_empty() {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            format!("{name} is empty"),
        ));
    }
    if looks_binary(&content) {
        return Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            format!(
                "{name} looks like a binary file (it holds NUL bytes), not a localization file; \
                 choose a text file such as .json, .po, .xliff or strings.xml"
            ),
        ));
    }
    let parsed = match state.engine.parse_upload(&name, content).await {
        Ok(p) => p,
        Err(e) => return Ok(failed(&name, e)),
    };
    let strings: Vec<Value> = parsed
        .ndjson
        .split(|b| *b == b'\n')
        .filter(|l| !l.is_empty())
        .map(serde_json::from_slice)
        .collect::<Result<_, _>>()
        .map_err(|e| {
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                format!("the parse wrote a record that is not JSON: {e}"),
            )
        })?;
    Ok(page_json(
        json!({
            "fileName": name,
            "format": parsed.format,
            "count": strings.len(),
            "strings": strings,
            "preview": parsed.preview,
        }),
        &[],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_and_text() {
        assert!(looks_binary(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"));
        assert!(!looks_binary(b"{\"a\": \"b\"}"));
        assert!(!looks_binary(&[0xFF, 0xFE, b'"', 0, b'a', 0]));
    }

    #[test]
    fn file_names_are_decoded_and_stripped() {
        let mut h = HeaderMap::new();
        h.insert(
            FILE_NAME_HEADER,
            "..%2F..%2Fmessages%20de.json".parse().expect("header"),
        );
        assert_eq!(file_name(&h).ok().as_deref(), Some("messages de.json"));
        h.insert(FILE_NAME_HEADER, "".parse().expect("header"));
        assert!(file_name(&h).is_err());
    }
}
