//! API item shapes (`data[i].data`, docs/CROQL.md §8) and the CroQL records the evaluator reads
//! (the camelCase keys of the CroQL identifiers: `file` as an object, `labels`, `comments`,
//! `translations` with `language`, `languagesSummary`, `fields` as a collection, …).

use serde_json::{json, Map, Value};

use crate::platform::languages;
use crate::platform::model::{Model, Project, SourceString, Term, Tm, Translation};

/// `https://crowdin.com` or `https://{domain}.crowdin.com`, for `webUrl`s.
fn web(m: &Model, p: &Project) -> String {
    match m
        .organization(p.organization_id)
        .and_then(|o| o.domain.as_deref())
    {
        Some(d) => format!("https://{d}.crowdin.com"),
        None => "https://crowdin.com".into(),
    }
}

/// A user as API items embed it.
pub fn user_ref(m: &Model, id: i64) -> Value {
    match m.user(id) {
        Some(u) => {
            json!({"id": u.id, "username": u.username, "fullName": u.full_name, "avatarUrl": u.avatar_url})
        }
        None => json!({"id": id, "username": "", "fullName": "", "avatarUrl": ""}),
    }
}

/// A project item.
pub fn project(m: &Model, p: &Project, enterprise: bool) -> Value {
    let lang = |id: &str| {
        languages::resolve(&m.languages, id)
            .map(|l| languages::to_json(&l))
            .unwrap_or(Value::Null)
    };
    let mut v = json!({
        "id": p.id,
        "type": 0,
        "userId": p.user_id,
        "sourceLanguageId": p.source_language_id,
        "targetLanguageIds": p.target_language_ids,
        "languageAccessPolicy": "moderate",
        "name": p.name,
        "cname": null,
        "identifier": p.identifier,
        "description": p.description,
        "visibility": "private",
        "logo": "",
        "publicDownloads": false,
        "createdAt": p.created_at,
        "updatedAt": p.updated_at,
        "lastActivity": p.updated_at,
        "sourceLanguage": lang(&p.source_language_id),
        "targetLanguages": p.target_language_ids.iter().map(|l| lang(l)).collect::<Vec<_>>(),
        "webUrl": format!("{}/project/{}", web(m, p), p.identifier),
        "isExternal": false,
        "externalType": null,
        "hasCrowdsourcing": false,
    });
    if enterprise {
        v["groupId"] = json!(p.group_id);
        v["workflowId"] = json!(p.workflow.as_ref().map(|w| w.id));
        v["organizationId"] = json!(p.organization_id);
    }
    v
}

/// A source string item.
pub fn string(m: &Model, p: &Project, s: &SourceString, enterprise: bool) -> Value {
    let file = s.file_id.and_then(|f| p.file(f));
    let mut v = json!({
        "id": s.id,
        "projectId": p.id,
        "fileId": s.file_id,
        "branchId": s.branch_id.or(file.and_then(|f| f.branch_id)),
        "directoryId": file.and_then(|f| f.directory_id),
        "identifier": s.identifier,
        "text": s.text,
        "type": s.kind,
        "context": s.context,
        "maxLength": s.max_length.unwrap_or(0),
        "isHidden": s.is_hidden,
        "isDuplicate": s.is_duplicate,
        "masterStringId": s.master_string_id,
        "hasPlurals": s.has_plurals(),
        "isIcu": s.kind == "icu",
        "labelIds": s.label_ids,
        "webUrl": format!("{}/editor/{}/{}", web(m, p), p.identifier, s.id),
        "createdAt": s.created_at,
        "updatedAt": s.updated_at,
        "revision": s.revision,
    });
    if enterprise {
        v["fields"] = json!(s.fields);
        v["isPassedWorkflow"] = json!(s.is_passed_workflow);
    }
    v
}

fn votes_approvals(t: &Translation) -> (Value, Value) {
    let votes: Vec<Value> = t
        .votes
        .iter()
        .map(|v| {
            json!({"isUp": v.mark == "up", "isDown": v.mark == "down", "user": v.user_id, "added": v.created_at})
        })
        .collect();
    let approvals: Vec<Value> = t
        .approvals
        .iter()
        .map(|a| json!({"user": a.user_id, "added": a.created_at}))
        .collect();
    (Value::Array(votes), Value::Array(approvals))
}

/// The CroQL record of one translation form (translation context; `language` added for the
/// source-string context's `translations` items).
pub fn translation_record(t: &Translation, with_language: bool) -> Value {
    let (votes, approvals) = votes_approvals(t);
    let mut v = json!({
        "text": t.text,
        "pluralForm": t.plural_form.as_deref().unwrap_or("none"),
        "isPreTranslated": t.is_pre_translated,
        "provider": t.provider,
        "user": t.user_id,
        "updated": t.created_at,
        "votes": votes,
        "approvals": approvals,
    });
    if with_language {
        v["language"] = json!(t.language_id);
    }
    v
}

fn summary(m: &Model, p: &Project, s: &SourceString, lang: &str) -> Option<Value> {
    let ts: Vec<&Translation> = p.translations_of(s.id, lang).collect();
    if ts.is_empty() {
        return None;
    }
    let categories = languages::resolve(&m.languages, lang)
        .map(|l| l.plural_category_names)
        .unwrap_or_default();
    let forms = if s.has_plurals() {
        categories.len().max(1)
    } else {
        1
    };
    let translated = ts.len();
    let approved = ts.iter().filter(|t| !t.approvals.is_empty()).count();
    let auto = |f: &dyn Fn(&str) -> bool| ts.iter().any(|t| t.provider.as_deref().is_some_and(f));
    let updated = ts.iter().map(|t| t.created_at.as_str()).max().unwrap_or("");
    let rating: i64 = ts
        .iter()
        .flat_map(|t| &t.votes)
        .map(|v| if v.mark == "up" { 1 } else { -1 })
        .sum();
    let mut o = Map::new();
    o.insert("language".into(), json!(lang));
    o.insert("translationUpdated".into(), json!(updated));
    o.insert("rating".into(), json!(rating));
    o.insert(
        "approvalsCount".into(),
        json!(ts.iter().map(|t| t.approvals.len()).sum::<usize>()),
    );
    o.insert("isTranslated".into(), json!(translated >= forms));
    o.insert("isPartiallyTranslated".into(), json!(translated < forms));
    o.insert("isApproved".into(), json!(approved >= forms));
    o.insert(
        "isPartiallyApproved".into(),
        json!(approved > 0 && approved < forms),
    );
    o.insert(
        "isAutoTranslated".into(),
        json!(ts
            .iter()
            .any(|t| t.is_pre_translated || t.provider.is_some())),
    );
    o.insert(
        "isTranslatedByTm".into(),
        json!(auto(&|p| p == "tm" || p == "global_tm")),
    );
    o.insert(
        "isTranslatedByMt".into(),
        json!(auto(&|p| !matches!(p, "tm" | "global_tm" | "ai"))),
    );
    o.insert("isTranslatedByAi".into(), json!(auto(&|p| p == "ai")));
    o.insert(
        "isSourceChangedAfterTranslation".into(),
        json!(ts
            .iter()
            .any(|t| t.created_at.as_str() < s.updated_at.as_str())),
    );
    o.insert("hasTranslationAsSource".into(), json!(false));
    o.insert(
        "hasTranslationAfterApproval".into(),
        json!(ts
            .iter()
            .any(|t| t.approvals.iter().any(|a| a.created_at < t.created_at))),
    );
    o.insert("hasSharedTranslation".into(), json!(s.is_duplicate));
    let issues: Vec<&String> = ts.iter().flat_map(|t| &t.qa_issues).collect();
    o.insert("hasQaIssues".into(), json!(!issues.is_empty()));
    for issue in issues {
        let key = locforge_croql::schema::lookup(
            locforge_croql::ObjKind::LanguageSummary,
            &qa_key(issue),
            false,
        )
        .map(|m| m.key.clone());
        if let Some(k) = key {
            o.insert(k, json!(true));
        }
    }
    Some(Value::Object(o))
}

/// `tags mismatch` → `hasTagsMismatchQaIssues`.
fn qa_key(issue: &str) -> String {
    let mut key = String::from("has");
    for w in issue.split_whitespace().chain(["qa", "issues"]) {
        let mut c = w.chars();
        if let Some(f) = c.next() {
            key.extend(f.to_uppercase());
            key.push_str(c.as_str());
        }
    }
    key
}

/// The CroQL record of a source string.
pub fn string_record(m: &Model, p: &Project, s: &SourceString, enterprise: bool) -> Value {
    let mut v = string(m, p, s, enterprise);
    let file = s.file_id.and_then(|f| p.file(f)).map(|f| {
        json!({"id": f.id, "name": f.name, "title": f.title, "type": f.kind, "context": f.context})
    });
    let branch = s
        .branch_id
        .or(s.file_id.and_then(|f| p.file(f)).and_then(|f| f.branch_id))
        .and_then(|b| p.branches.iter().find(|x| x.id == b))
        .map(|b| json!({"id": b.id, "name": b.name, "title": b.title}));
    let labels: Vec<Value> = s
        .label_ids
        .iter()
        .filter_map(|id| p.labels.iter().find(|l| l.id == *id))
        .map(|l| json!({"id": l.id, "title": l.title, "isSystem": l.is_system}))
        .collect();
    let comments: Vec<Value> = p
        .comments
        .iter()
        .filter(|c| c.string_id == s.id)
        .map(|c| {
            let issue = c.kind == "issue";
            json!({"hasIssue": issue,
                   "hasUnresolvedIssue": issue && c.issue_status.as_deref() == Some("unresolved"),
                   "user": c.user_id})
        })
        .collect();
    let translations: Vec<Value> = p
        .translations
        .iter()
        .filter(|t| t.string_id == s.id)
        .map(|t| translation_record(t, true))
        .collect();
    let summaries: Vec<Value> = p
        .target_language_ids
        .iter()
        .filter_map(|l| summary(m, p, s, l))
        .collect();
    let fields: Vec<Value> = m
        .organization(p.organization_id)
        .map(|o| {
            s.fields
                .iter()
                .map(|(slug, value)| {
                    let def = o.fields.iter().find(|f| f.slug == *slug);
                    json!({"name": def.map(|d| d.name.as_str()).unwrap_or(slug),
                           "slug": slug, "value": value,
                           "type": def.map(|d| d.kind.as_str()).unwrap_or("text")})
                })
                .collect()
        })
        .unwrap_or_default();
    let o = v.as_object_mut();
    if let Some(o) = o {
        o.insert("context".into(), json!(s.context));
        o.insert("maxLength".into(), json!(s.max_length));
        o.insert("file".into(), file.unwrap_or(Value::Null));
        o.insert("branch".into(), branch.unwrap_or(Value::Null));
        o.insert("labels".into(), Value::Array(labels));
        o.insert("comments".into(), Value::Array(comments));
        o.insert(
            "screenshots".into(),
            Value::Array(
                s.screenshot_ids
                    .iter()
                    .map(|id| json!({"id": id}))
                    .collect(),
            ),
        );
        o.insert("translations".into(), Value::Array(translations));
        o.insert("languagesSummary".into(), Value::Array(summaries));
        o.insert("fields".into(), Value::Array(fields));
        o.insert("isPassedWorkflow".into(), json!(s.is_passed_workflow));
    }
    v
}

fn content_type(s: &SourceString) -> &'static str {
    if s.has_plurals() {
        "application/vnd.crowdin.text+plural"
    } else if s.kind == "icu" {
        "application/vnd.crowdin.text+icu"
    } else {
        "text/plain"
    }
}

/// The List Language Translations item of `s` in the language of `ts` (one translation per
/// form), with the CroQL records of its forms.
pub fn language_translation(
    m: &Model,
    s: &SourceString,
    ts: &[&Translation],
) -> (Value, Vec<Value>) {
    let records = ts.iter().map(|t| translation_record(t, false)).collect();
    let one = |t: &Translation| {
        json!({
            "translationId": t.id,
            "text": t.text,
            "user": user_ref(m, t.user_id),
            "createdAt": t.created_at,
            "provider": t.provider,
            "isPreTranslated": t.is_pre_translated,
            "matchRate": if t.is_pre_translated { 100 } else { 0 },
            "matchType": if t.is_pre_translated { "perfect" } else { "" },
            "qaIssuesStatus": if t.qa_issues.is_empty() { "passed" } else { "failed" },
            "approvalsCount": t.approvals.len(),
        })
    };
    let item = if s.has_plurals() {
        let plurals: Vec<Value> = ts
            .iter()
            .map(|t| {
                let mut v = one(t);
                v["pluralForm"] = json!(t.plural_form);
                v
            })
            .collect();
        json!({"stringId": s.id, "contentType": content_type(s), "plurals": plurals})
    } else {
        let mut v = ts.first().map(|t| one(t)).unwrap_or_else(|| json!({}));
        v["stringId"] = json!(s.id);
        v["contentType"] = json!(content_type(s));
        v
    };
    (item, records)
}

/// A TM segment item of `tm` (also its CroQL record).
pub fn segment(tm: &Tm, index: usize) -> Value {
    tm.segments
        .get(index)
        .and_then(|s| serde_json::to_value(s).ok())
        .unwrap_or(Value::Null)
}

/// A glossary term item (also its CroQL record).
pub fn term(glossary_id: i64, t: &Term) -> Value {
    let mut v = serde_json::to_value(t).unwrap_or(Value::Null);
    v["glossaryId"] = json!(glossary_id);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qa_keys_resolve() {
        assert_eq!(qa_key("tags mismatch"), "hasTagsMismatchQaIssues");
        assert!(locforge_croql::schema::lookup(
            locforge_croql::ObjKind::LanguageSummary,
            &qa_key("spelling"),
            false
        )
        .is_some());
    }
}
