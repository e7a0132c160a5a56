//! Webhook delivery from the platform's side: bulk bodies signed with the app secret
//! (`locforge_protocol::signature`: bare lowercase hex over the raw body, PROTOCOL-NOTES §5), and the spec's
//! `X-Platform-*` headers or the real platform's `X-Crowdin-*` names. The driver sends the
//! project webhooks (`project.translated`, `project.approved`) itself; the workflow's
//! recalculation batch is the platform's to send (see [`super::hook`]).

use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use serde::{Deserialize, Serialize};

/// Which header names webhooks carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HeaderStyle {
    /// `X-Platform-Id`, `X-Platform-Domain`, `X-Platform-Signature`, `User-Agent: Platform-Webhook`.
    #[default]
    Platform,
    /// `X-Crowdin-Id`, `X-Crowdin-Domain`, `X-Crowdin-Signature`, `User-Agent: Crowdin-Webhook`.
    Crowdin,
}

/// The headers of a webhook request.
pub fn headers(
    style: HeaderStyle,
    organization_id: i64,
    domain: Option<&str>,
    signature: &str,
    module_key: &str,
) -> HeaderMap {
    let (prefix, agent) = match style {
        HeaderStyle::Platform => ("x-platform", "Platform-Webhook"),
        HeaderStyle::Crowdin => ("x-crowdin", "Crowdin-Webhook"),
    };
    let mut h = HeaderMap::new();
    let mut put = |name: String, value: &str| {
        if let (Ok(n), Ok(v)) = (
            HeaderName::from_bytes(name.as_bytes()),
            HeaderValue::from_str(value),
        ) {
            h.insert(n, v);
        }
    };
    put("user-agent".into(), agent);
    put("content-type".into(), "application/json");
    put(format!("{prefix}-id"), &organization_id.to_string());
    put(format!("{prefix}-domain"), domain.unwrap_or(""));
    put(format!("{prefix}-signature"), signature);
    put("x-module-key".into(), module_key);
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_styles() {
        let h = headers(HeaderStyle::Crowdin, 7, None, "ab", "hook");
        assert_eq!(
            h.get("x-crowdin-id").and_then(|v| v.to_str().ok()),
            Some("7")
        );
        assert_eq!(
            h.get("x-crowdin-signature").and_then(|v| v.to_str().ok()),
            Some("ab")
        );
        let h = headers(HeaderStyle::Platform, 7, Some("acme"), "ab", "hook");
        assert_eq!(
            h.get("x-platform-domain").and_then(|v| v.to_str().ok()),
            Some("acme")
        );
        assert_eq!(
            h.get("x-module-key").and_then(|v| v.to_str().ok()),
            Some("hook")
        );
    }
}
