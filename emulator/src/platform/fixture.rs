//! Fixture files (JSON, or TOML by the `.toml` extension) and snapshots: loading, validation of
//! every cross-reference, and atomic writes of the in-memory model.

use std::collections::HashSet;
use std::path::Path;

use anyhow::{bail, Context as _};

use super::access::AccessCategory;
use super::languages;
use super::model::{InstalledApp, Model, Project, Text, Translation};

/// Reads a fixture (or a snapshot) from `path` and validates it.
pub fn load(path: &Path) -> anyhow::Result<Model> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read fixture {}", path.display()))?;
    let is_toml = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("toml"));
    let origin = path.display().to_string();
    if is_toml {
        let model =
            toml::from_str(&text).with_context(|| format!("{origin}: not a valid fixture"))?;
        checked(model, &origin)
    } else {
        parse_json(&text, &origin)
    }
}

/// Parses a JSON fixture `text` (named `origin` in errors) and validates it.
pub fn parse_json(text: &str, origin: &str) -> anyhow::Result<Model> {
    let model =
        serde_json::from_str(text).with_context(|| format!("{origin}: not a valid fixture"))?;
    checked(model, origin)
}

/// `model` once [`validate`] accepts it.
fn checked(model: Model, origin: &str) -> anyhow::Result<Model> {
    validate(&model).with_context(|| format!("{origin}: inconsistent fixture"))?;
    Ok(model)
}

/// Writes `model` as pretty JSON to `path` atomically (temporary file, then rename).
pub fn save(model: &Model, path: &Path) -> anyhow::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)
        .with_context(|| format!("cannot write in {}", dir.display()))?;
    serde_json::to_writer_pretty(&mut tmp, model)?;
    tmp.persist(path)
        .with_context(|| format!("cannot write snapshot {}", path.display()))?;
    Ok(())
}

fn unique<T: std::hash::Hash + Eq + std::fmt::Debug>(
    what: &str,
    items: impl IntoIterator<Item = T>,
) -> anyhow::Result<()> {
    let mut seen = HashSet::new();
    for i in items {
        if !seen.insert(i) {
            bail!("duplicate {what} id");
        }
    }
    Ok(())
}

/// Checks ids and references: unique ids, known organizations, users, languages, files, labels,
/// strings, steps and apps.
pub fn validate(m: &Model) -> anyhow::Result<()> {
    unique_ids(m)?;
    for l in &m.languages {
        if l.id.as_deref().is_none_or(str::is_empty) {
            bail!("a fixture language has no id");
        }
        l.plural_categories().map_err(anyhow::Error::msg)?;
    }
    for u in &m.users {
        for o in &u.organization_ids {
            known_org(m, *o, &format!("user {}", u.id))?;
        }
    }
    for a in &m.apps {
        known_org(m, a.organization_id, &format!("app {}", a.app_id))?;
        if let Some(agent) = a.agent_id {
            known_user(m, agent, &format!("app {}", a.app_id))?;
        }
        app_modules(m, a)?;
    }
    for p in &m.projects {
        project(m, p)?;
    }
    step_statuses(m)?;
    tms_and_glossaries(m)
}

/// Unique ids of organizations, users, projects, TMs, glossaries, clients, apps and domains.
fn unique_ids(m: &Model) -> anyhow::Result<()> {
    unique("organization", m.organizations.iter().map(|o| o.id))?;
    unique("user", m.users.iter().map(|u| u.id))?;
    unique("project", m.projects.iter().map(|p| p.id))?;
    unique("TM", m.tms.iter().map(|t| t.id))?;
    unique("glossary", m.glossaries.iter().map(|g| g.id))?;
    unique(
        "OAuth client",
        m.oauth_clients.iter().map(|c| c.client_id.clone()),
    )?;
    unique("app", m.apps.iter().map(|a| a.app_id.clone()))?;
    unique(
        "enterprise domain",
        m.organizations
            .iter()
            .filter_map(|o| o.domain.as_ref().map(|d| d.to_ascii_lowercase())),
    )
}

/// The page modules of an installation: unique keys, relative URLs, an access category of the
/// organization's environment naming only its users.
fn app_modules(m: &Model, a: &InstalledApp) -> anyhow::Result<()> {
    unique("module key", a.modules.iter().map(|x| x.key.clone()))?;
    let enterprise = m
        .organization(a.organization_id)
        .is_some_and(|o| o.is_enterprise());
    for x in &a.modules {
        let what = format!("module `{}` of app {}", x.key, a.app_id);
        for u in [&x.url, &x.update_settings_url].into_iter().flatten() {
            if !u.starts_with('/') || u.starts_with("//") {
                bail!("{what} has `{u}`, not a relative URL starting with `/`");
            }
        }
        if let Some(c) = &x.access {
            if !c.valid_on(enterprise) {
                bail!(
                    "{what} is granted to {}, not a category of its environment",
                    c.describe()
                );
            }
            if let AccessCategory::Selected(users) = c {
                for u in users {
                    known_user(m, *u, &what)?;
                }
            }
        }
    }
    if !a.modules.is_empty() && (a.base_url.is_none() || a.client_id.is_none()) {
        bail!(
            "app {} has page modules but no `baseUrl` or `clientId`",
            a.app_id
        );
    }
    Ok(())
}

/// `id` is a built-in or fixture language (`what` names the referrer).
fn known_lang(m: &Model, id: &str, what: &str) -> anyhow::Result<()> {
    if languages::resolve(&m.languages, id).is_none() {
        bail!(
            "{what} names the unknown language `{id}` (built in: {}; add it to `languages`)",
            languages::builtin_ids().join(", ")
        );
    }
    Ok(())
}

/// `id` is an organization of the fixture (`what` names the referrer).
fn known_org(m: &Model, id: i64, what: &str) -> anyhow::Result<()> {
    if m.organization(id).is_none() {
        bail!("{what} names the unknown organization {id}");
    }
    Ok(())
}

/// `id` is a user of the fixture (`what` names the referrer).
fn known_user(m: &Model, id: i64, what: &str) -> anyhow::Result<()> {
    if m.user(id).is_none() {
        bail!("{what} names the unknown user {id}");
    }
    Ok(())
}

/// One project: its owner, organization and languages, unique ids inside it, then its strings,
/// translations, comments and workflow.
fn project(m: &Model, p: &Project) -> anyhow::Result<()> {
    let what = format!("project {}", p.id);
    known_org(m, p.organization_id, &what)?;
    known_user(m, p.user_id, &what)?;
    known_lang(m, &p.source_language_id, &what)?;
    for t in &p.target_language_ids {
        known_lang(m, t, &what)?;
    }
    unique("file", p.files.iter().map(|f| f.id))?;
    unique("string", p.strings.iter().map(|s| s.id))?;
    unique("translation", p.translations.iter().map(|t| t.id))?;
    unique("label", p.labels.iter().map(|l| l.id))?;
    project_strings(m, p)?;
    for t in &p.translations {
        translation(m, p, t)?;
    }
    for c in &p.comments {
        if p.string(c.string_id).is_none() {
            bail!("comment {} names the unknown string {}", c.id, c.string_id);
        }
        known_user(m, c.user_id, &format!("comment {}", c.id))?;
    }
    if let Some(w) = &p.workflow {
        for s in &w.steps {
            for l in &s.languages {
                if !p.target_language_ids.contains(l) {
                    bail!("workflow step {} names `{l}`, not a target language", s.id);
                }
            }
        }
    }
    Ok(())
}

/// The strings of a project: known files and labels, plural forms of the source language.
fn project_strings(m: &Model, p: &Project) -> anyhow::Result<()> {
    let source_categories = languages::resolve(&m.languages, &p.source_language_id)
        .map(|l| l.plural_category_names)
        .unwrap_or_default();
    for s in &p.strings {
        let what = format!("string {} of project {}", s.id, p.id);
        if let Some(f) = s.file_id {
            if p.file(f).is_none() {
                bail!("{what} names the unknown file {f}");
            }
        }
        for l in &s.label_ids {
            if !p.labels.iter().any(|x| x.id == *l) {
                bail!("{what} names the unknown label {l}");
            }
        }
        if let Text::Plural(forms) = &s.text {
            for k in forms.keys() {
                if !source_categories.contains(k) {
                    bail!(
                        "{what}: plural form `{k}` is not a category of `{}` ({})",
                        p.source_language_id,
                        source_categories.join(", ")
                    );
                }
            }
        }
    }
    Ok(())
}

/// One translation: a known string, a target language of the project, a known user, and a
/// plural form exactly when the string is plural (a category of the target language).
fn translation(m: &Model, p: &Project, t: &Translation) -> anyhow::Result<()> {
    let what = format!("translation {} of project {}", t.id, p.id);
    let Some(s) = p.string(t.string_id) else {
        bail!("{what} names the unknown string {}", t.string_id);
    };
    if !p.target_language_ids.contains(&t.language_id) {
        bail!(
            "{what} is in `{}`, not a target language of the project",
            t.language_id
        );
    }
    known_user(m, t.user_id, &what)?;
    match (&t.plural_form, s.has_plurals()) {
        (Some(form), true) => {
            let cats = languages::resolve(&m.languages, &t.language_id)
                .map(|l| l.plural_category_names)
                .unwrap_or_default();
            if !cats.contains(form) {
                bail!(
                    "{what}: plural form `{form}` is not a category of `{}`",
                    t.language_id
                );
            }
        }
        (None, false) => {}
        (Some(_), false) => bail!("{what} has a plural form but the string has none"),
        (None, true) => bail!("{what} lacks `pluralForm` for a plural string"),
    }
    Ok(())
}

/// Step statuses name a known project, step and string, and a known status.
fn step_statuses(m: &Model) -> anyhow::Result<()> {
    for st in &m.step_statuses {
        let Some(p) = m.project(st.project_id) else {
            bail!("a step status names the unknown project {}", st.project_id);
        };
        if p.step(st.step_id).is_none() || p.string(st.string_id).is_none() {
            bail!(
                "a step status names an unknown step {} or string {} of project {}",
                st.step_id,
                st.string_id,
                p.id
            );
        }
        if !["TODO", "NEED_PROCESS", "DONE", "INCOMPLETE", "FAILED"].contains(&st.status.as_str()) {
            bail!("unknown step status `{}`", st.status);
        }
    }
    Ok(())
}

/// TMs and glossaries: known organizations and languages, terms of known concepts.
fn tms_and_glossaries(m: &Model) -> anyhow::Result<()> {
    for t in &m.tms {
        known_org(m, t.organization_id, &format!("TM {}", t.id))?;
        for s in &t.segments {
            for r in &s.records {
                known_lang(m, &r.language_id, &format!("TM {} record {}", t.id, r.id))?;
            }
        }
    }
    for g in &m.glossaries {
        known_org(m, g.organization_id, &format!("glossary {}", g.id))?;
        for t in &g.terms {
            known_lang(m, &t.language_id, &format!("term {}", t.id))?;
            if !g.concepts.iter().any(|c| c.id == t.concept_id) {
                bail!("term {} names the unknown concept {}", t.id, t.concept_id);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_is_valid_and_round_trips() {
        let demo = super::super::demo::model();
        validate(&demo).expect("demo valid");
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("snap.json");
        save(&demo, &path).expect("save");
        let back = load(&path).expect("load");
        assert_eq!(
            serde_json::to_value(&back).expect("json"),
            serde_json::to_value(&demo).expect("json")
        );
    }

    #[test]
    fn bad_references_are_refused() {
        let mut m = super::super::demo::model();
        if let Some(p) = m.projects.first_mut() {
            p.target_language_ids.push("xx".into());
        }
        let e = validate(&m).expect_err("unknown language");
        assert!(e.to_string().contains("xx"), "{e}");
    }

    #[test]
    fn toml_fixtures_load() {
        let demo = super::super::demo::model();
        let text = toml::to_string(&demo).expect("TOML");
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("world.toml");
        std::fs::write(&path, text).expect("write");
        let back = load(&path).expect("load TOML");
        assert_eq!(back.projects.len(), demo.projects.len());
        assert_eq!(back.step_statuses.len(), demo.step_statuses.len());
    }

    #[test]
    fn example_fixture_loads() {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/emulator-fixture.example.json");
        load(&path).expect("the documented example fixture loads");
    }
}
