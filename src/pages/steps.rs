//! The settings pages of the workflow step types, `GET /workflow-steps/{key}?jwtToken=…&stepId=…`:
//! the qa-gate checks or the croql-router predicate (with its ports), prefilled with the
//! step's saved settings (the token's organization and project, the `stepId` the platform
//! passes), validated with `KindSettings::parse`. `settings.js` keeps to the iframe contract
//! (`window.formRef.validateForm()`, `window.currentFormData`, `AP.formDataUpdated`); the
//! platform saves through `updateSettingsUrl`, never this page.
//! What must not live here: storing settings (`workflow::settings`).

use std::sync::Arc;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;
use serde_json::Value;

use super::client::organization;
use super::headers::{frame_origins, secure};
use super::html::{escape, shell, Shell};
use super::modules::StepPage;
use super::refusal::{PageError, PageRequest};
use crate::http::AppState;
use crate::store::StepScope;
use crate::workflow::qa::QaChecks;
use crate::workflow::settings::{KindSettings, StoredSettings};
use crate::workflow::{StepKind, StepModule};

/// Query of a settings page (besides the token).
#[derive(Debug, Default, Deserialize)]
pub struct StepQuery {
    /// The step being edited.
    #[serde(rename = "stepId", default)]
    pub step_id: Option<String>,
}

/// What the page found saved.
#[derive(Debug)]
enum Saved {
    /// Settings saved for this step by this module.
    Found(Value),
    /// None saved (or not this module's): the defaults.
    None,
    /// No step named, or no project in the token: nothing to look up.
    Unknown(&'static str),
}

/// The labelled checkbox of one qa-gate check.
fn check_box(name: &str, label: &str, on: bool) -> String {
    let id = format!("qa-{name}");
    format!(
        "<div class=\"check\"><input type=\"checkbox\" id=\"{id}\" name=\"{name}\"{}>\
         <label for=\"{id}\">{}</label></div>\n",
        if on { " checked" } else { "" },
        escape(label),
        id = escape(&id),
        name = escape(name),
    )
}

fn qa_form(checks: &QaChecks) -> String {
    let mut out = String::from(
        "<form id=\"settings-form\" class=\"stack\" data-kind=\"qa-gate\" novalidate>\n\
         <fieldset><legend>Checks a translation must pass</legend>\n",
    );
    for (name, label, on) in [
        (
            "placeholders",
            "Same placeholders as the source ({0}, {name}, %s, ICU arguments)",
            checks.placeholders,
        ),
        ("tags", "Same HTML/XML tags as the source", checks.tags),
        (
            "whitespace",
            "Leading and trailing spaces as in the source",
            checks.whitespace,
        ),
        ("empty", "Translation not empty", checks.empty),
        (
            "maxLength",
            "Fits the string's maximum length",
            checks.max_length,
        ),
        (
            "icu",
            "Well-formed ICU message when the source is one",
            checks.icu,
        ),
        (
            "codes",
            "Same inline codes as a document's source (<0>…</0>, <1/>), nested alike",
            checks.codes,
        ),
    ] {
        out.push_str(&check_box(name, label, on));
    }
    out.push_str("</fieldset>\n</form>\n");
    out
}

fn router_form(step: &StepModule, predicate: &str) -> String {
    format!(
        "<form id=\"settings-form\" class=\"stack\" data-kind=\"croql-router\" novalidate>\n\
         <label for=\"predicate\">CroQL predicate over source strings</label>\n\
         <textarea id=\"predicate\" name=\"predicate\" rows=\"3\" spellcheck=\"false\" autocomplete=\"off\" \
         required aria-describedby=\"predicate-help predicate-error\">{}</textarea>\n\
         <p id=\"predicate-help\" class=\"muted\">Strings that match go to the port <strong>{}</strong>; \
         the others to <strong>{}</strong>.</p>\n\
         <pre id=\"predicate-error\" class=\"error\" aria-live=\"polite\"></pre>\n</form>\n",
        escape(predicate),
        escape(&step.pass_port),
        escape(&step.fail_port),
    )
}

/// The form of `step` holding `settings` (already validated), and a note on where they came from.
fn form(step: &StepModule, saved: &Saved) -> String {
    let (settings, note) = match saved {
        Saved::Found(v) => (v.clone(), "These are the step's saved settings.".to_owned()),
        Saved::None => (
            Value::Null,
            "No settings are saved for this step yet: the defaults are shown.".to_owned(),
        ),
        Saved::Unknown(why) => (Value::Null, format!("{why}: the defaults are shown.")),
    };
    let body = match step.kind {
        StepKind::QaGate => {
            let checks: QaChecks = serde_json::from_value(settings).unwrap_or_default();
            qa_form(&checks)
        }
        StepKind::CroqlRouter => {
            let predicate = settings
                .get("predicate")
                .or_else(|| settings.get("croql"))
                .or_else(|| settings.get("query"))
                .and_then(Value::as_str)
                .unwrap_or("");
            router_form(step, predicate)
        }
    };
    format!(
        "<header class=\"top\"><h1>{} settings</h1><p id=\"saved-note\" class=\"muted\">{}</p></header>\n{}\
         <p id=\"form-status\" class=\"status\" role=\"status\" aria-live=\"polite\"></p>",
        escape(step.kind.as_str()),
        escape(&note),
        body
    )
}

/// The saved settings of the step, validated; `Saved::None` when none fit this module.
async fn load(
    state: &AppState,
    key: &str,
    step: &StepModule,
    project_id: Option<i64>,
    step_id: Option<i64>,
) -> Result<Saved, PageError> {
    let Some(step_id) = step_id else {
        return Ok(Saved::Unknown(
            "The platform did not say which step this is (stepId)",
        ));
    };
    let Some(project_id) = project_id else {
        return Ok(Saved::Unknown("The page's token names no project"));
    };
    let found = state
        .store
        .get_step_settings(key, StepScope::Project(project_id), step_id)
        .await
        .map_err(|e| {
            tracing::warn!(error = %e, "settings page: store unavailable");
            PageError::new(
                state,
                axum::http::StatusCode::SERVICE_UNAVAILABLE,
                "Not available",
                "The app's database cannot be reached; reload the page shortly.",
            )
        })?;
    let Some(stored) = found.and_then(|s| StoredSettings::from_text(&s.settings)) else {
        return Ok(Saved::None);
    };
    if stored.module_key != step.key || stored.settings.is_null() {
        return Ok(Saved::None);
    }
    match KindSettings::parse(step.kind, &stored.settings) {
        Ok(_) => Ok(Saved::Found(stored.settings)),
        Err(e) => {
            tracing::warn!(step = step_id, error = %e, "settings page: saved settings no longer valid");
            Ok(Saved::None)
        }
    }
}

/// `GET /workflow-steps/{key}`.
pub async fn page(
    State(state): State<Arc<AppState>>,
    req: PageRequest<StepPage>,
    query: Result<Query<StepQuery>, QueryRejection>,
) -> Response {
    let q = match query {
        Ok(Query(q)) => q,
        Err(e) => {
            return PageError::new(
                &state,
                axum::http::StatusCode::BAD_REQUEST,
                "Bad address",
                format!(
                    "The page's address is not valid ({}). Open the settings again from the workflow editor.",
                    crate::http::reject::query_error(&e)
                ),
            )
            .into_response()
        }
    };
    let identity = &req.identity;
    let org = match organization(&state, identity).await {
        Ok(o) => o,
        Err(e) => {
            return PageError::new(&state, e.status, "Not available", e.message).into_response()
        }
    };
    let step = &req.module.0;
    let step_id = q
        .step_id
        .as_deref()
        .and_then(|s| s.trim().parse::<i64>().ok());
    let saved = match load(
        &state,
        &org.credential_key,
        step,
        identity.project_id,
        step_id,
    )
    .await
    {
        Ok(s) => s,
        Err(e) => return e.into_response(),
    };
    let origins = frame_origins(&state, Some(&org), identity.domain.as_deref());
    let api = format!("{}/api/", step.key);
    let html = shell(
        &Shell {
            title: &format!("{} settings", step.kind.as_str()),
            root: "../",
            script: Some("settings"),
            frame_origins: &origins,
            body_data: &[("api", api)],
        },
        &form(step, &saved),
    );
    let mut resp = Html(html).into_response();
    secure(resp.headers_mut(), &origins);
    resp
}
