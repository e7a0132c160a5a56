//! Host pages: the emulated platform shows an installed app's page modules (project-menu tabs,
//! workflow step settings) the way the platform does, so a person can click through them
//! locally. Here live the routes, the page, the token and settings endpoints and the host's
//! static script and style; not here: the access decision ([`super::access`]), what an
//! installation records ([`super::app_modules`]), HTML escaping ([`super::html`]).
//!
//! # Routes
//!
//! | route | what |
//! |---|---|
//! | `GET /apps/{app}/modules/{key}?project=ID[&user=ID][&step=ID]` | the host page; `user` defaults to the project owner (the emulator has no login), `step` to the project's workflow step bound to the module |
//! | `POST /apps/{app}/modules/{key}/token` `{"project","user"}` | a fresh page token `{"jwtToken","expiresIn"}`, access re-checked |
//! | `POST /apps/{app}/modules/{key}/settings` `{"project","user","step"?,"settings"}` | the step settings POSTed server-side to the app's `updateSettingsUrl`; `{"status","body"}` |
//! | `PUT /apps/{app}/modules/{key}/access` `{"organizationId","category","users"?}` | who may open the module (`owner`, `members`, `admins`, `organization-users`, `selected` + `users`) |
//! | `GET /host/host.js`, `GET /host/host.css` | the host's own script and style |
//!
//! The page loads `{baseUrl}{url}?jwtToken=<fresh token>&origin=<platform origin>&clientId=<id>`
//! (plus `&stepId=<step>` for a workflow step's settings page)
//! in an `<iframe>` (token: [`token`]); its CSP allows scripts and styles from the platform only
//! and frames from the app's origin only. Every refusal of a page is a small HTML page with the
//! right status (403 outside the module's category, 404 unknown app, module, project or step);
//! every refusal of a JSON endpoint is `{"error":{"message","code"}}`. The JSON endpoints take
//! only `Content-Type: application/json` and, when the browser names one, the platform's own
//! `Origin`.
//!
//! # The `AP` protocol between the host page and the app's iframe
//!
//! Messages are `window.postMessage` objects with `"type": "locforge-ap"` and an integer `id`
//! chosen by the side that asks; the answer carries the same `id`.
//!
//! - Request, iframe → host: `{"type":"locforge-ap","id":<n>,"method":"getJwtToken"}` or
//!   `{"type":"locforge-ap","id":<n>,"method":"formDataUpdated","params":{"settings":<object>}}`.
//! - Reply, host → iframe: `{"type":"locforge-ap","id":<n>,"result":<value>}` or
//!   `{"type":"locforge-ap","id":<n>,"error":"<message>"}`. `getJwtToken`'s result is the new
//!   token (a string; the host re-checks the user's access before minting it).
//!   `formDataUpdated`'s result is `{"status":<the app's HTTP status>,"body":<its answer>}` once
//!   the host POSTed `{organizationId, projectId, stepId, workflowId, settings}` with a signed
//!   token to the app's `updateSettingsUrl` (docs/PROTOCOL.md §14); on a workflow step only.
//! - Request, host → iframe (the Save button of a workflow step; the platform cannot call
//!   `window.formRef.validateForm()` across origins): `{"type":"locforge-ap","id":<n>,
//!   "method":"validateForm"}`, answered by the iframe with `{"type":"locforge-ap","id":<n>,
//!   "result":{"valid":<bool>,"settings":<window.currentFormData>}}`. The host saves the settings
//!   (as for `formDataUpdated`) only when `valid` is true, and shows the outcome. No answer
//!   within 5 s is shown as such.
//!
//! The host sends to the iframe with the app's origin as `targetOrigin`, and takes a message only
//! when its `source` is the iframe's window, its `origin` is exactly the app's origin (the origin
//! of its `baseUrl`, [`token::origin_of`]) and its data has the shape above; anything else is
//! ignored without an answer. The iframe should check the same of the host (the `origin` query
//! parameter names the platform's origin).

pub mod assets;
pub mod endpoints;
pub mod page;
pub mod resolve;
pub mod token;

use axum::routing::{get, post, put};
use axum::Router;

use super::state::Platform;

/// The host routes (merged into the platform's router).
pub fn router() -> Router<Platform> {
    Router::new()
        .route("/apps/{app}/modules/{key}", get(page::host_page))
        .route("/apps/{app}/modules/{key}/token", post(endpoints::token))
        .route(
            "/apps/{app}/modules/{key}/settings",
            post(endpoints::settings),
        )
        .route("/apps/{app}/modules/{key}/access", put(endpoints::access))
        .route("/host/host.js", get(assets::script))
        .route("/host/host.css", get(assets::style))
}

/// The path of the host page of module `key` of app `app` (segments percent-encoded), with
/// `?project=ID` and, when given, `&user=ID`.
pub fn page_path(app: &str, key: &str, project: i64, user: Option<i64>) -> String {
    let mut p = format!("{}?project={project}", module_path(app, key));
    if let Some(u) = user {
        p.push_str(&format!("&user={u}"));
    }
    p
}

/// `/apps/{app}/modules/{key}` with both segments percent-encoded.
pub fn module_path(app: &str, key: &str) -> String {
    format!("/apps/{}/modules/{}", segment(app), segment(key))
}

/// Percent-encodes everything but the unreserved characters of RFC 3986.
fn segment(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_encoded() {
        assert_eq!(
            page_path("my app", "menu/x", 2, Some(4)),
            "/apps/my%20app/modules/menu%2Fx?project=2&user=4"
        );
        assert_eq!(page_path("a", "b", 1, None), "/apps/a/modules/b?project=1");
    }
}
