//! App pages: minting a page token for a user on a module under the module's access category,
//! printing the iframe URL, and loading the page once. The token format and the access rules
//! themselves live in `tokens.rs`; the host pages of `platform serve` do not live here.

use super::http;
use super::report::{RequestRef, StepReport};
use super::tokens::{self, AccessCategory};
use super::Driver;

impl Driver {
    /// Mints a page token for `user` (default: the acting user) on module `key`, enforcing the
    /// module's access category; prints the iframe URL and loads the page once. `Some(Ok(url))`
    /// when minted, `Some(Err(why))` when refused, `None` when the step could not run (reported).
    pub async fn page_token(
        &mut self,
        key: &str,
        user: Option<i64>,
        step: &mut StepReport,
    ) -> Option<Result<String, String>> {
        let Some(app) = self.app.clone() else {
            step.error("scenario.order", None, "token before install");
            return None;
        };
        let ctx = self.opts.context.clone();
        let user = user.unwrap_or(ctx.user_id);
        let Some(module_type) = app.manifest.module_type(key) else {
            step.error(
                "scenario.config",
                None,
                format!("the app has no module `{key}`"),
            );
            return None;
        };
        let category = self.opts.access.get(key).cloned().unwrap_or_else(|| {
            AccessCategory::default_for(ctx.environment == super::Environment::Enterprise)
        });
        if let Err(why) = tokens::check_access(&ctx, module_type, key, &category, user) {
            step.note(format!("refused: {why}"));
            return Some(Err(why));
        }
        let token = self.token_for_user(&app, key, user, step)?;
        let relative = app
            .manifest
            .pages
            .iter()
            .find(|p| p.key == key)
            .map(|p| p.url.clone());
        let Some(relative) = relative else {
            step.note(format!(
                "token minted for module `{key}` (it has no page URL)"
            ));
            return Some(Ok(String::new()));
        };
        let url = tokens::iframe_url(
            &app.manifest.base_url,
            &relative,
            &token,
            &ctx.web_url,
            &app.client_id,
        );
        step.note(format!("iframe URL for user {user}: {url}"));
        let req = RequestRef::new("GET page", app.manifest.url(&relative)).module(key);
        match http::download(
            &self.http,
            &url,
            self.opts.max_response,
            self.opts.download_timeout,
        )
        .await
        {
            Ok(a) => {
                step.expect("page.status", a.status.is_success(), Some(&req), || {
                    format!("the page answered HTTP {}", a.status)
                });
            }
            Err(e) => step.error("page.status", Some(&req), e.to_string()),
        }
        Some(Ok(url))
    }
}
