//! `GET /apps/{app}/modules/{key}?project=ID[&user=ID][&step=ID]`: the host page of one app
//! module. It embeds the app's page in an `<iframe>` with a fresh signed token, says where and as
//! whom it is opened (with links to act as another user of the organization), and for a workflow
//! step offers the Save button. Its behaviour is the same-origin `/host/host.js`, configured by
//! `data-*` attributes; nothing inline.

use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::resolve::{parse_id, resolve, Ask, Refusal, Target};
use super::token::{iframe_url, origin_of};
use crate::platform::access::AccessCategory;
use crate::platform::html::escape;
use crate::platform::state::Platform;

/// Query of the host page.
#[derive(Debug, Default, Deserialize)]
pub struct HostQuery {
    /// Project id.
    pub project: Option<String>,
    /// Acting user id (default: the project owner).
    pub user: Option<String>,
    /// Workflow step id (default: the project's step bound to the module).
    pub step: Option<String>,
}

/// The host page handler.
pub async fn host_page(
    State(p): State<Platform>,
    Path((app, key)): Path<(String, String)>,
    Query(q): Query<HostQuery>,
) -> Response {
    match page(&p, &app, &key, &q) {
        Ok(r) => r,
        Err(refusal) => refusal.page(),
    }
}

fn page(p: &Platform, app: &str, key: &str, q: &HostQuery) -> Result<Response, Refusal> {
    let project = parse_id(q.project.as_deref(), "project")?.ok_or_else(|| {
        Refusal::new(
            StatusCode::BAD_REQUEST,
            "Bad request",
            "which project? add ?project=ID to the address",
        )
    })?;
    let ask = Ask {
        app,
        key,
        project,
        user: parse_id(q.user.as_deref(), "user")?,
        step: parse_id(q.step.as_deref(), "step")?,
    };
    let (target, users) = p.read(|m| {
        let t = resolve(m, &ask)?;
        let users: Vec<(i64, String)> = m
            .users
            .iter()
            .filter(|u| !u.is_agent && u.organization_ids.contains(&t.organization_id))
            .map(|u| (u.id, u.full_name.clone()))
            .collect();
        Ok::<_, Refusal>((t, users))
    })?;
    let relative = target.module.url.clone().ok_or_else(|| {
        Refusal::new(
            StatusCode::NOT_FOUND,
            "Not found",
            format!("module `{key}` declares no page url"),
        )
    })?;
    let app_origin = origin_of(&target.base_url).ok_or_else(|| {
        Refusal::new(
            StatusCode::CONFLICT,
            "Not usable",
            format!(
                "the app's baseUrl `{}` is not an http(s) URL",
                target.base_url
            ),
        )
    })?;
    let platform_origin = origin_of(p.base_url()).unwrap_or_else(|| p.base_url().to_owned());
    // A workflow step's settings page is told which step it configures (`stepId`), so it can
    // show that step's saved settings.
    let relative = match &target.step {
        Some(step) => {
            let sep = if relative.contains('?') { '&' } else { '?' };
            format!("{relative}{sep}stepId={}", step.id)
        }
        None => relative,
    };
    let src = iframe_url(
        &target.base_url,
        &relative,
        &target.token,
        &platform_origin,
        &target.client_id,
    );
    let html = render(&target, &users, &src, &app_origin);
    let csp = format!(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
         connect-src 'self'; frame-src {app_origin}; base-uri 'none'; form-action 'none'; \
         frame-ancestors 'none'"
    );
    Ok((
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8".to_owned()),
            (header::CONTENT_SECURITY_POLICY, csp),
            (header::CACHE_CONTROL, "no-store".to_owned()),
            (header::REFERRER_POLICY, "no-referrer".to_owned()),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
        ],
        html,
    )
        .into_response())
}

/// The page's HTML; every value escaped.
fn render(t: &Target, users: &[(i64, String)], src: &str, app_origin: &str) -> String {
    let base = super::module_path(&t.app, &t.module.key);
    let name = if t.module.name.is_empty() {
        t.module.key.as_str()
    } else {
        t.module.name.as_str()
    };
    let step_q = t
        .step
        .as_ref()
        .map(|s| format!("&step={}", s.id))
        .unwrap_or_default();
    let links: String = users
        .iter()
        .map(|(id, full)| {
            let current = if *id == t.user_id {
                " aria-current=\"page\""
            } else {
                ""
            };
            format!(
                "<li><a href=\"{}\"{current}>{} ({id})</a></li>",
                escape(&format!(
                    "{base}?project={}&user={id}{step_q}",
                    t.project_id
                )),
                escape(full)
            )
        })
        .collect();
    let (kind, where_step, actions) = match &t.step {
        Some(s) => (
            "workflow-step",
            format!(" · step {} ({})", escape(&s.title), s.id),
            "<div class=\"actions\"><button id=\"save\" type=\"button\">Save</button>\
             <p id=\"status\" role=\"status\" aria-live=\"polite\"></p></div>"
                .to_owned(),
        ),
        None => (
            "project-menu",
            String::new(),
            "<p id=\"status\" role=\"status\" aria-live=\"polite\"></p>".to_owned(),
        ),
    };
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>{name} · {app} · locforge platform</title>\
<link rel=\"stylesheet\" href=\"/host/host.css\">\
<script src=\"/host/host.js\" defer></script></head><body>\
<header class=\"bar\"><p class=\"where\"><strong>{project}</strong> · {org} ({env}) · \
{app} / {name}{where_step}</p>\
<p class=\"access\">Granted to {granted}.</p>\
<nav aria-label=\"Act as another user\"><span>Acting as</span><ul>{links}</ul></nav>{admin}</header>\
<main id=\"host\" data-kind=\"{kind}\" data-app-origin=\"{origin}\" data-token-url=\"{token_url}\" \
data-settings-url=\"{settings_url}\" data-access-url=\"{access_url}\" data-organization=\"{oid}\" \
data-project=\"{pid}\" data-user=\"{uid}\" data-step=\"{sid}\">\
<iframe id=\"app-frame\" title=\"{name}\" src=\"{src}\" referrerpolicy=\"no-referrer\"></iframe>\
{actions}</main></body></html>",
        name = escape(name),
        app = escape(&t.app),
        project = escape(&t.project_name),
        org = escape(&t.organization_name),
        env = if t.enterprise { "enterprise" } else { "standard" },
        granted = escape(&t.category.describe()),
        admin = access_form(t),
        access_url = escape(&format!("{base}/access")),
        oid = t.organization_id,
        origin = escape(app_origin),
        token_url = escape(&format!("{base}/token")),
        settings_url = escape(&format!("{base}/settings")),
        pid = t.project_id,
        uid = t.user_id,
        sid = t.step.as_ref().map(|s| s.id.to_string()).unwrap_or_default(),
        src = escape(src),
    )
}

/// The emulator's admin form changing who may open the module (the platform's module settings):
/// the categories of the organization's environment, the current one selected.
fn access_form(t: &Target) -> String {
    let choices: &[(&str, &str)] = if t.enterprise {
        &[
            ("admins", "Organization admins"),
            (
                "organization-users",
                "All users in the organization's projects",
            ),
            ("selected", "Selected users"),
        ]
    } else {
        &[
            ("owner", "The project owner"),
            ("members", "All project members"),
            ("selected", "Selected users"),
        ]
    };
    let current = match &t.category {
        AccessCategory::Owner => "owner",
        AccessCategory::Members => "members",
        AccessCategory::Admins => "admins",
        AccessCategory::OrganizationUsers => "organization-users",
        AccessCategory::Selected(_) => "selected",
    };
    let users = match &t.category {
        AccessCategory::Selected(u) => u.iter().map(i64::to_string).collect::<Vec<_>>().join(", "),
        _ => String::new(),
    };
    let options: String = choices
        .iter()
        .map(|(value, label)| {
            let selected = if *value == current { " selected" } else { "" };
            format!(
                "<option value=\"{}\"{selected}>{}</option>",
                escape(value),
                escape(label)
            )
        })
        .collect();
    format!(
        "<details class=\"admin\"><summary>Who may open this module (emulator setting)</summary>\
<form id=\"access-form\"><label for=\"access-category\">Granted to</label>\
<select id=\"access-category\" name=\"category\">{options}</select>\
<label for=\"access-users\">Selected user ids, comma-separated</label>\
<input id=\"access-users\" name=\"users\" inputmode=\"numeric\" value=\"{}\">\
<button type=\"submit\">Change</button>\
<p id=\"access-status\" role=\"status\" aria-live=\"polite\"></p></form></details>",
        escape(&users)
    )
}
