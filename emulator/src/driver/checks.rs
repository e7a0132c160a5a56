//! Protocol checks of app answers to file jobs: status codes, envelopes and response shapes,
//! string entries (unique identifiers, field types, plural keys against the language's
//! categories, `customData` ≤ 4 KB, translations keyed by the request's target languages),
//! preview ids against the preview HTML, and the pre-export count/uniqId rule. Every finding
//! names the request that caused it.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use base64::Engine as _;
use regex::Regex;
use serde_json::{Map, Value};

use super::http::Answer;
use super::report::{RequestRef, StepReport};

/// Largest `customData` per string (SPEC: 4 KB).
pub const MAX_CUSTOM_DATA: usize = 4096;

/// Statuses a translation may carry.
pub const STATUSES: &[&str] = &["untranslated", "translated", "approved"];

/// Which job an answer belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Job {
    /// parse-file.
    Parse,
    /// build-file.
    Build,
    /// file-pre-export.
    PreExport,
    /// file-post-export.
    PostExport,
    /// file-pre-import.
    PreImport,
    /// file-post-import.
    PostImport,
    /// file-translations-alignment.
    Alignment,
}

/// What the checks need to know about the request.
#[derive(Debug, Clone)]
pub struct JobContext {
    /// The request, for findings.
    pub req: RequestRef,
    /// Which job.
    pub job: Job,
    /// Plural categories of the source language.
    pub source_plurals: Vec<String>,
    /// Target language ids and their plural categories.
    pub targets: BTreeMap<String, Vec<String>>,
}

/// What the answer said, once its envelope passed the checks.
#[derive(Debug)]
pub enum Body {
    /// `data` object.
    Data(Map<String, Value>),
    /// `error.message` (a failed job whose message the platform shows).
    Error(String),
    /// 304: nothing changed (pre-export, post-export, pre-import).
    NotModified,
    /// Unusable answer (already reported).
    Unusable,
}

/// Checks status, headers and the JSON envelope of a file-job answer.
pub fn envelope(answer: &Answer, cx: &JobContext, step: &mut StepReport) -> Body {
    let req = Some(&cx.req);
    let code = answer.status.as_u16();
    if code == 304
        && matches!(
            cx.job,
            Job::PreExport | Job::PostExport | Job::PreImport | Job::PostImport
        )
    {
        step.pass("http.status");
        return Body::NotModified;
    }
    if !step.expect("http.status", code == 200, req, || {
        format!(
            "file jobs must be answered with HTTP 200 (errors as 200 + error.message); got {code}: {}",
            snippet(&answer.body)
        )
    }) {
        return Body::Unusable;
    }
    let cache = answer
        .headers
        .get_all(reqwest::header::CACHE_CONTROL)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect::<Vec<_>>()
        .join(",")
        .to_ascii_lowercase();
    if cache.contains("no-store") || cache.contains("no-cache") {
        step.pass("headers.cache-control");
    } else {
        step.warn(
            "headers.cache-control",
            req,
            "file-job answers should carry Cache-Control: no-cache, no-store, must-revalidate",
        );
    }
    let v: Value = match serde_json::from_slice(&answer.body) {
        Ok(v) => v,
        Err(e) => {
            step.error(
                "response.shape",
                req,
                format!("the answer is not JSON ({e}): {}", snippet(&answer.body)),
            );
            return Body::Unusable;
        }
    };
    let Some(obj) = v.as_object() else {
        step.error("response.shape", req, "the answer must be a JSON object");
        return Body::Unusable;
    };
    match obj.get("error") {
        None | Some(Value::Null) => {}
        Some(Value::Object(e)) => match e.get("message").and_then(Value::as_str) {
            Some(m) => {
                step.pass("response.shape");
                return Body::Error(m.to_owned());
            }
            None => {
                step.error(
                    "response.shape",
                    req,
                    "`error` must be an object with a string `message`",
                );
                return Body::Unusable;
            }
        },
        Some(other) => {
            step.error(
                "response.shape",
                req,
                format!("`error` must be an object with a string `message`, found {other}"),
            );
            return Body::Unusable;
        }
    }
    match obj.get("data") {
        Some(Value::Object(d)) => {
            step.pass("response.shape");
            Body::Data(d.clone())
        }
        _ => {
            step.error(
                "response.shape",
                req,
                "the answer must have a `data` object (or an `error` object)",
            );
            Body::Unusable
        }
    }
}

/// Where a payload is: inline or by URL.
#[derive(Debug)]
pub enum Payload {
    /// Inline value.
    Inline(Value),
    /// URL to download.
    Url(String),
    /// Neither.
    Missing,
}

/// Picks `inline` or `url_key` out of `data`, checking that exactly one is there and that the URL
/// is an absolute http(s) URL.
pub fn payload(
    data: &Map<String, Value>,
    inline: &str,
    url_key: &str,
    required: bool,
    cx: &JobContext,
    step: &mut StepReport,
) -> Payload {
    let req = Some(&cx.req);
    let i = data.get(inline).filter(|v| !v.is_null());
    let u = data.get(url_key).filter(|v| !v.is_null());
    if i.is_some() && u.is_some() {
        step.warn(
            "response.shape",
            req,
            format!("both `data.{inline}` and `data.{url_key}` are present; the platform uses one"),
        );
    }
    if let Some(v) = i {
        return Payload::Inline(v.clone());
    }
    if let Some(v) = u {
        let Some(s) = v.as_str() else {
            step.error(
                "response.shape",
                req,
                format!("`data.{url_key}` must be a string URL"),
            );
            return Payload::Missing;
        };
        let ok = url::Url::parse(s)
            .map(|x| matches!(x.scheme(), "http" | "https"))
            .unwrap_or(false);
        if !step.expect("response.urls", ok, req, || {
            format!("`data.{url_key}` must be an absolute http(s) URL, found `{s}`")
        }) {
            return Payload::Missing;
        }
        return Payload::Url(s.to_owned());
    }
    if required {
        step.error(
            "response.shape",
            req,
            format!("`data` has neither `{inline}` nor `{url_key}`"),
        );
    }
    Payload::Missing
}

/// Decodes a base64 payload, reporting a bad one.
pub fn base64_field(
    v: &Value,
    field: &str,
    cx: &JobContext,
    step: &mut StepReport,
) -> Option<Vec<u8>> {
    let s = match v.as_str() {
        Some(s) => s,
        None => {
            step.error(
                "response.shape",
                Some(&cx.req),
                format!("`data.{field}` must be a base64 string"),
            );
            return None;
        }
    };
    match base64::engine::general_purpose::STANDARD.decode(s.trim()) {
        Ok(b) => {
            step.pass("response.base64");
            Some(b)
        }
        Err(e) => {
            step.error(
                "response.base64",
                Some(&cx.req),
                format!("`data.{field}` is not valid base64: {e}"),
            );
            None
        }
    }
}

/// Checks the strings of a parse-file answer (and the preview, when there is one).
pub fn parse_strings(
    strings: &[Value],
    preview: Option<&str>,
    cx: &JobContext,
    step: &mut StepReport,
) {
    let req = Some(&cx.req);
    let mut seen = HashSet::new();
    let mut dup = BTreeSet::new();
    let mut any_plural = false;
    for e in strings {
        entry(e, cx, step);
        if let Some(id) = e.get("identifier").and_then(Value::as_str) {
            if !seen.insert(id.to_owned()) {
                dup.insert(id.to_owned());
            }
        }
        any_plural |= e
            .get("hasPlurals")
            .and_then(Value::as_bool)
            .unwrap_or(false);
    }
    step.expect("strings.unique-identifiers", dup.is_empty(), req, || {
        format!(
            "identifiers must be unique within the file; repeated: {}",
            dup.iter().take(10).cloned().collect::<Vec<_>>().join(", ")
        )
    });
    let Some(html) = preview else {
        return;
    };
    step.expect("preview.plurals", !any_plural, req, || {
        "a preview was returned although the file has plural strings (previews are unsupported with plurals)".into()
    });
    if !cx.targets.is_empty() {
        step.warn(
            "preview.source-only",
            req,
            "a preview was returned for a translation upload; previews belong to source uploads",
        );
    }
    let ids = preview_ids(html);
    let mut used = BTreeSet::new();
    let mut missing = Vec::new();
    let mut unmatched = Vec::new();
    for e in strings {
        let ident = e.get("identifier").and_then(Value::as_str).unwrap_or("?");
        match e.get("previewId").and_then(as_u64) {
            None => missing.push(ident.to_owned()),
            Some(p) => {
                if !used.insert(p) {
                    unmatched.push(format!("{ident} (previewId {p} used twice)"));
                } else if !ids.contains(&p) {
                    unmatched.push(format!("{ident} (previewId {p})"));
                }
            }
        }
    }
    step.expect("preview.ids", missing.is_empty(), req, || {
        format!(
            "with a preview every string needs a previewId; missing on: {}",
            missing
                .iter()
                .take(10)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ")
        )
    });
    step.expect("preview.ids", unmatched.is_empty(), req, || {
        format!(
            "previewIds without a matching `string_preview_id_N` element in the preview: {}",
            unmatched
                .iter()
                .take(10)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ")
        )
    });
    let orphans: Vec<u64> = ids.difference(&used).copied().take(10).collect();
    if !orphans.is_empty() {
        step.warn(
            "preview.ids",
            req,
            format!("preview elements with no string: string_preview_id_{orphans:?}"),
        );
    }
}

/// The `string_preview_id_N` element ids of a preview.
pub fn preview_ids(html: &str) -> BTreeSet<u64> {
    static RE: std::sync::OnceLock<Option<Regex>> = std::sync::OnceLock::new();
    let re = RE.get_or_init(|| Regex::new(r#"\bid\s*=\s*["']?string_preview_id_(\d+)\b"#).ok());
    let Some(re) = re else {
        return BTreeSet::new();
    };
    re.captures_iter(html)
        .filter_map(|c| c.get(1).and_then(|m| m.as_str().parse().ok()))
        .collect()
}

/// Checks a file-pre-export answer against what was sent: same count, same uniqIds.
pub fn pre_export_strings(sent: &[String], got: &[Value], cx: &JobContext, step: &mut StepReport) {
    let req = Some(&cx.req);
    for e in got {
        entry(e, cx, step);
    }
    step.expect("pre-export.count", sent.len() == got.len(), req, || {
        format!(
            "the answer must hold the original number of strings: sent {}, got {}",
            sent.len(),
            got.len()
        )
    });
    let sent_set: BTreeSet<&str> = sent.iter().map(String::as_str).collect();
    let mut got_set = BTreeSet::new();
    let mut problems = Vec::new();
    for e in got {
        match e.get("uniqId").and_then(Value::as_str) {
            None => problems.push("an entry without uniqId".to_owned()),
            Some(u) => {
                if !got_set.insert(u) {
                    problems.push(format!("uniqId `{u}` twice"));
                } else if !sent_set.contains(u) {
                    problems.push(format!("unknown uniqId `{u}`"));
                }
            }
        }
    }
    for u in sent_set.difference(&got_set).take(10) {
        problems.push(format!("uniqId `{u}` dropped"));
    }
    step.expect("pre-export.uniq-ids", problems.is_empty(), req, || {
        format!(
            "every string must come back with its uniqId: {}",
            problems
                .iter()
                .take(10)
                .cloned()
                .collect::<Vec<_>>()
                .join("; ")
        )
    });
}

/// A field name, its type test, and the expected type for messages.
type FieldCheck = (&'static str, fn(&Value) -> bool, &'static str);

/// Checks one string entry's fields.
pub fn entry(e: &Value, cx: &JobContext, step: &mut StepReport) {
    let req = Some(&cx.req);
    let Some(o) = e.as_object() else {
        step.error(
            "strings.fields",
            req,
            format!(
                "a string entry must be an object, found {}",
                snippet(e.to_string().as_bytes())
            ),
        );
        return;
    };
    let ident = o
        .get("identifier")
        .and_then(Value::as_str)
        .unwrap_or("?")
        .to_owned();
    let mut bad = Vec::new();
    field_types(o, cx, &mut bad);
    let plural = o
        .get("hasPlurals")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    source_text(o, &ident, plural, cx, &mut bad, step);
    custom_data_size(o, &ident, cx, step);
    if let Some(Value::Object(tr)) = o.get("translations") {
        for (lang, t) in tr {
            translation(lang, t, &ident, plural, cx, &mut bad, step);
        }
    }
    if bad.is_empty() {
        step.pass("strings.fields");
    } else {
        step.error(
            "strings.fields",
            req,
            format!("string `{ident}`: {}", bad.join("; ")),
        );
    }
}

/// The types of an entry's fields other than `text` and the translations: `identifier` a
/// non-empty string, the optional fields of their types, the integers, and `uniqId` in a
/// pre-export answer. Each problem goes to `bad`.
fn field_types(o: &Map<String, Value>, cx: &JobContext, bad: &mut Vec<String>) {
    match o.get("identifier") {
        Some(Value::String(s)) if !s.is_empty() => {}
        _ => bad.push("`identifier` must be a non-empty string".to_owned()),
    }
    let opt_types: [FieldCheck; 6] = [
        ("context", Value::is_string, "a string"),
        ("customData", Value::is_string, "a string"),
        ("isHidden", Value::is_boolean, "a boolean"),
        ("hasPlurals", Value::is_boolean, "a boolean"),
        (
            "labels",
            |v| v.as_array().is_some_and(|a| a.iter().all(Value::is_string)),
            "an array of strings",
        ),
        ("translations", Value::is_object, "an object"),
    ];
    for (name, ok, want) in opt_types {
        if let Some(v) = o.get(name).filter(|v| !v.is_null()) {
            if !ok(v) {
                bad.push(format!("`{name}` must be {want}"));
            }
        }
    }
    for name in ["maxLength", "previewId", "id"] {
        if let Some(v) = o.get(name).filter(|v| !v.is_null()) {
            if !v.is_u64() {
                bad.push(format!("`{name}` must be an integer, found {v}"));
            }
        }
    }
    if cx.job == Job::PreExport && !o.get("uniqId").is_some_and(Value::is_string) {
        bad.push("`uniqId` must be a string".into());
    }
}

/// The entry's source `text`: a string, or an object keyed by the source language's plural
/// categories when `plural`; optional in a pre-export answer.
fn source_text(
    o: &Map<String, Value>,
    ident: &str,
    plural: bool,
    cx: &JobContext,
    bad: &mut Vec<String>,
    step: &mut StepReport,
) {
    match (o.get("text"), plural) {
        (Some(Value::String(_)), false) => {}
        (Some(Value::Object(forms)), true) => {
            plural_keys(
                forms,
                &cx.source_plurals,
                &format!("`{ident}`: source text"),
                cx,
                step,
            );
        }
        (Some(Value::Object(_)), false) => {
            bad.push("`text` is an object but `hasPlurals` is not true".into())
        }
        (Some(_), true) => bad.push(
            "`hasPlurals` is true but `text` is not an object keyed by plural category".into(),
        ),
        (None, _) if cx.job == Job::PreExport => {}
        (None, _) => bad.push("`text` is required".into()),
        (Some(_), false) => bad.push("`text` must be a string".into()),
    }
}

/// The entry's `customData` within [`MAX_CUSTOM_DATA`] bytes.
fn custom_data_size(o: &Map<String, Value>, ident: &str, cx: &JobContext, step: &mut StepReport) {
    if let Some(cd) = o.get("customData").and_then(Value::as_str) {
        step.expect(
            "strings.custom-data",
            cd.len() <= MAX_CUSTOM_DATA,
            Some(&cx.req),
            || {
                format!(
                    "`{ident}`: customData is {} bytes; the limit is {MAX_CUSTOM_DATA}",
                    cd.len()
                )
            },
        );
    }
}

/// One translation `t` of the entry into `lang`: a target language of the request, an object
/// whose `text` is a string (or keyed by the target's plural categories when `plural`) and
/// whose `status` is one of [`STATUSES`].
fn translation(
    lang: &str,
    t: &Value,
    ident: &str,
    plural: bool,
    cx: &JobContext,
    bad: &mut Vec<String>,
    step: &mut StepReport,
) {
    let Some(cats) = cx.targets.get(lang) else {
        bad.push(format!(
            "`translations` has language `{lang}`, which is not a target language of the request"
        ));
        return;
    };
    let Some(t) = t.as_object() else {
        bad.push(format!(
            "`translations.{lang}` must be an object with `text`"
        ));
        return;
    };
    match (t.get("text"), plural) {
        (Some(Value::String(_)), false) => {}
        (Some(Value::Object(forms)), true) => {
            plural_keys(
                forms,
                cats,
                &format!("`{ident}`: translation `{lang}`"),
                cx,
                step,
            );
        }
        _ => bad.push(format!(
            "`translations.{lang}.text` must be {}",
            if plural {
                "an object keyed by the target's plural categories"
            } else {
                "a string"
            }
        )),
    }
    match t.get("status") {
        None | Some(Value::Null) => {}
        Some(Value::String(s)) if STATUSES.contains(&s.as_str()) => {}
        Some(Value::Object(per)) if plural && per.values().all(|s| s.as_str().is_some_and(|s| STATUSES.contains(&s))) => {}
        Some(other) => bad.push(format!("`translations.{lang}.status` must be untranslated, translated or approved, found {other}")),
    }
}

/// The plural `forms` of a text against the language's categories `cats`: no unknown key,
/// `other` present, every value a string (a category without its form is a warning).
fn plural_keys(
    forms: &Map<String, Value>,
    cats: &[String],
    what: &str,
    cx: &JobContext,
    step: &mut StepReport,
) {
    let req = Some(&cx.req);
    let unknown: Vec<&str> = forms
        .keys()
        .filter(|k| !cats.iter().any(|c| c == *k))
        .map(String::as_str)
        .collect();
    let not_strings = forms.values().any(|v| !v.is_string());
    let ok = unknown.is_empty() && forms.contains_key("other") && !not_strings;
    step.expect("strings.plural-keys", ok, req, || {
        format!(
            "{what} has plural keys [{}]; the language's categories are [{}] (`other` required, values strings)",
            forms.keys().cloned().collect::<Vec<_>>().join(", "),
            cats.join(", ")
        )
    });
    if ok {
        let missing: Vec<&str> = cats
            .iter()
            .filter(|c| !forms.contains_key(*c))
            .map(String::as_str)
            .collect();
        if !missing.is_empty() {
            step.warn(
                "strings.plural-keys",
                req,
                format!(
                    "{what} lacks the plural forms [{}] of the language",
                    missing.join(", ")
                ),
            );
        }
    }
}

fn as_u64(v: &Value) -> Option<u64> {
    match v {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// The first 200 characters of a body, for messages.
pub fn snippet(body: &[u8]) -> String {
    let s = String::from_utf8_lossy(&body[..body.len().min(200)]).into_owned();
    if body.len() > 200 {
        format!("{s}…")
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn cx(job: Job) -> JobContext {
        JobContext {
            req: RequestRef::new("parse-file", "http://x"),
            job,
            source_plurals: vec!["one".into(), "other".into()],
            targets: BTreeMap::new(),
        }
    }

    #[test]
    fn preview_ids_are_found() {
        let ids =
            preview_ids(r#"<span id="string_preview_id_0">a</span><p id='string_preview_id_12'>"#);
        assert_eq!(ids.into_iter().collect::<Vec<_>>(), vec![0, 12]);
    }

    #[test]
    fn bad_strings_are_caught() {
        let mut step = StepReport::new("t");
        let strings = vec![
            json!({"identifier": "a", "text": "A", "previewId": 0}),
            json!({"identifier": "a", "text": "B", "previewId": 5}),
            json!({"identifier": "p", "hasPlurals": true, "text": {"one": "x", "few": "y"}, "previewId": 1}),
            json!({"identifier": "c", "text": "C", "customData": "x".repeat(5000), "previewId": 2}),
        ];
        let html = r#"<span id="string_preview_id_0"></span><span id="string_preview_id_1"></span><span id="string_preview_id_2"></span>"#;
        parse_strings(&strings, Some(html), &cx(Job::Parse), &mut step);
        for r in [
            "strings.unique-identifiers",
            "preview.ids",
            "preview.plurals",
            "strings.plural-keys",
            "strings.custom-data",
        ] {
            assert!(
                step.violations.iter().any(|v| v.rule == r),
                "missing {r}: {:?}",
                step.violations
            );
        }
    }

    #[test]
    fn pre_export_rules() {
        let mut step = StepReport::new("t");
        let sent = vec!["u1".to_owned(), "u2".to_owned()];
        pre_export_strings(
            &sent,
            &[json!({"uniqId": "u1", "identifier": "a", "text": "A"})],
            &cx(Job::PreExport),
            &mut step,
        );
        assert!(step.violations.iter().any(|v| v.rule == "pre-export.count"));
        assert!(step
            .violations
            .iter()
            .any(|v| v.rule == "pre-export.uniq-ids"));
    }
}
