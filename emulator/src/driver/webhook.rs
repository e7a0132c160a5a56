//! Webhook delivery from the platform's side: bulk bodies signed with the app secret
//! (`locforge_protocol::signature`: bare lowercase hex over the raw body, docs/PROTOCOL.md §13), the
//! spec's `X-Platform-*` headers or the real platform's `X-Crowdin-*` names, and the project
//! webhooks (`project.translated`, `project.approved`) the driver sends itself. The workflow's
//! recalculation batch is the platform's to send (see [`super::hook`]), not here.

use locforge_protocol::signature::sign;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::report::{RequestRef, StepReport};
use super::{acknowledged, Driver};

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

impl Driver {
    /// POSTs a signed webhook to a module; `true` on a 2xx (else recorded).
    async fn deliver(
        &self,
        module_key: &str,
        relative: &str,
        body: &Value,
        kind: &str,
        step: &mut StepReport,
    ) -> bool {
        let Some(app) = &self.app else {
            step.error(
                "scenario.order",
                None,
                format!("a {kind} webhook before install"),
            );
            return false;
        };
        let bytes = body.to_string().into_bytes();
        let sig = sign(&app.app_secret, &bytes);
        let ctx = &self.opts.context;
        let headers = headers(
            self.opts.header_style,
            ctx.organization_id,
            ctx.domain.as_deref(),
            &sig,
            module_key,
        );
        let url = app.manifest.url(relative);
        let req = RequestRef::new(kind, &url).module(module_key);
        let answer = self
            .post(&url, headers, bytes, self.opts.download_timeout)
            .await;
        acknowledged(
            answer,
            "webhook.status",
            "a webhook is acknowledged by any 2xx;",
            &req,
            step,
        )
    }

    /// Sends a signed bulk webhook with `event` (project events carry `targetLanguage`).
    pub async fn webhook(&mut self, event: &str, lang: Option<&str>, step: &mut StepReport) {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "webhook before install");
            return;
        };
        let Some(target) = self.target_language(lang, step) else {
            return;
        };
        let modules: Vec<_> = app.manifest.webhooks_for(event).cloned().collect();
        if modules.is_empty() {
            step.skip(format!("no webhook module subscribes to `{event}`"));
            return;
        }
        let body = json!({"events": [{
            "event": event,
            "project": {"id": self.opts.context.project_id},
            "targetLanguage": target.webhook_object(),
        }]});
        for m in modules {
            if self.deliver(&m.key, &m.url, &body, event, step).await {
                step.note(format!("`{event}` acknowledged by module `{}`", m.key));
            }
        }
    }
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
