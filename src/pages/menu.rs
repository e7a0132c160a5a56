//! The project-menu page, `GET /pages/{key}?jwtToken=…`: three panels as tabs — Jobs (the
//! organization's job log, webhook events and step runs), Search (CroQL, checked as typed, over
//! the project's strings) and Try a file (upload, detected format, strings, sandboxed preview).
//! The HTML is rendered here with no data in it; `menu.js` fills the panels from the JSON
//! endpoints with the page's token. What must not live here: the data (`jobs`, `search`,
//! `try_file`).

use std::sync::Arc;

use axum::extract::State;
use axum::response::{Html, IntoResponse, Response};

use super::client::organization;
use super::headers::{frame_origins, secure};
use super::html::{escape, shell, Shell};
use super::modules::MenuPage;
use super::refusal::{PageError, PageRequest};
use crate::http::AppState;

/// The three panels' markup.
fn panels(name: &str, project: Option<i64>) -> String {
    let project = project.map_or_else(|| "no project".to_owned(), |p| format!("project {p}"));
    format!(
        r#"<header class="top"><h1>{name}</h1><p class="muted">{project}</p></header>
<div class="tabs" role="tablist" aria-label="Panels">
<button type="button" role="tab" id="tab-jobs" aria-controls="panel-jobs" aria-selected="true" tabindex="0">Jobs</button>
<button type="button" role="tab" id="tab-search" aria-controls="panel-search" aria-selected="false" tabindex="-1">Search</button>
<button type="button" role="tab" id="tab-try" aria-controls="panel-try" aria-selected="false" tabindex="-1">Try a file</button>
</div>
<section class="panel" role="tabpanel" id="panel-jobs" aria-labelledby="tab-jobs" tabindex="0">
<div class="toolbar"><button type="button" id="jobs-refresh">Refresh</button>
<button type="button" id="jobs-clear" class="danger">Clear job log</button></div>
<p id="jobs-status" class="status" role="status" aria-live="polite"></p>
<h2>File jobs</h2>
<div class="table-wrap"><table id="jobs-table"><caption class="sr-only">Recent file jobs, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">File</th><th scope="col">Job</th><th scope="col">Format</th><th scope="col">Strings</th><th scope="col">In</th><th scope="col">Out</th><th scope="col">Time</th><th scope="col">Outcome</th></tr></thead>
<tbody></tbody></table></div>
<h2>Webhook events and step runs</h2>
<ul id="events-list" class="events"></ul>
</section>
<section class="panel" role="tabpanel" id="panel-search" aria-labelledby="tab-search" tabindex="0" hidden>
<div class="toolbar"><p id="acting" class="status" role="status" aria-live="polite"></p>
<a id="oauth-start" target="_blank" rel="noopener" hidden>Sign in as yourself</a>
<button type="button" id="oauth-revoke" hidden>Sign out</button></div>
<form id="search-form" class="stack">
<label for="croql">CroQL query over the project's strings</label>
<textarea id="croql" name="croql" rows="2" spellcheck="false" autocomplete="off" aria-describedby="croql-help croql-error"></textarea>
<p id="croql-help" class="muted">For example: <code>text contains "Save" and not is hidden</code></p>
<pre id="croql-error" class="error" aria-live="polite"></pre>
<div><button type="submit">Search</button></div>
</form>
<p id="search-status" class="status" role="status" aria-live="polite"></p>
<div class="table-wrap"><table id="search-table" hidden><caption class="sr-only">Matching strings</caption>
<thead><tr><th scope="col">Id</th><th scope="col">Identifier</th><th scope="col">Text</th><th scope="col">Context</th></tr></thead>
<tbody></tbody></table></div>
<nav class="pager" aria-label="Result pages"><button type="button" id="search-prev" disabled>Previous page</button>
<span id="search-page"></span><button type="button" id="search-next" disabled>Next page</button></nav>
</section>
<section class="panel" role="tabpanel" id="panel-try" aria-labelledby="tab-try" tabindex="0" hidden>
<form id="try-form" class="stack">
<label for="try-file">Localization file (at most 5 MB)</label>
<input type="file" id="try-file" name="file" required>
<div><button type="submit">Parse the file</button></div>
</form>
<p id="try-status" class="status" role="status" aria-live="polite"></p>
<pre id="try-error" class="error" aria-live="polite"></pre>
<div id="try-result" hidden>
<p>Format <strong id="try-format"></strong>, <span id="try-count"></span> strings.</p>
<h2>Strings</h2>
<div class="table-wrap"><table id="try-table"><caption class="sr-only">Strings of the file</caption>
<thead><tr><th scope="col">Identifier</th><th scope="col">Text</th><th scope="col">Context</th></tr></thead>
<tbody></tbody></table></div>
<h2>Preview</h2>
<p id="try-no-preview" class="muted" hidden>No preview: the file has plural strings.</p>
<iframe id="try-preview" class="preview" sandbox="" title="HTML preview of the file"></iframe>
</div>
</section>"#,
        name = escape(name),
        project = escape(&project),
    )
}

/// `GET /pages/{key}`.
pub async fn page(State(state): State<Arc<AppState>>, req: PageRequest<MenuPage>) -> Response {
    let identity = &req.identity;
    let org = match organization(&state, identity).await {
        Ok(o) => o,
        Err(e) => {
            return PageError::new(&state, e.status, "Not available", e.message).into_response()
        }
    };
    let origins = frame_origins(&state, Some(&org), identity.domain.as_deref());
    let menu = &req.module.0;
    let api = format!("{}/api/", menu.key);
    let html = shell(
        &Shell {
            title: &menu.name,
            root: "../",
            script: Some("menu"),
            frame_origins: &origins,
            body_data: &[("api", api), ("oauth", "../oauth/".to_owned())],
        },
        &panels(&menu.name, identity.project_id),
    );
    let mut resp = Html(html).into_response();
    secure(resp.headers_mut(), &origins);
    resp
}
