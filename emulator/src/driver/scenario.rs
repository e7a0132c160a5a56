//! Scenarios: a TOML or JSON file listing steps (install, upload, translate, export, bundle,
//! webhook, workflow, step-settings, delete-step-settings, qa-check, align, token, user,
//! uninstall) with optional settings, or a built-in name (`locforge`, `generic`, `modules`). A step is a table (`action = "upload"`, `file = "files/en.json"`) or a line in
//! the command form (`"upload files/en.json"`, `"export de"`, `"translate pseudo de,fr"`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context as _};
use serde::Deserialize;

use super::context::Environment;
use super::report::{Report, StepReport};
use super::tokens::AccessCategory;
use super::webhook::HeaderStyle;
use super::{Delivery, Driver, JobTypeSpelling, TranslationSource};

/// Settings a scenario may carry (command-line flags override them).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Settings {
    /// `standard` or `enterprise`.
    pub environment: Option<Environment>,
    /// Source language id.
    pub source_language: Option<String>,
    /// Target language ids.
    pub target_languages: Option<Vec<String>>,
    /// `auto`, `inline` or `url`.
    pub delivery: Option<Delivery>,
    /// `spec` or `framework`.
    pub job_types: Option<JobTypeSpelling>,
    /// `platform` or `crowdin`.
    pub webhook_headers: Option<HeaderStyle>,
    /// Token in `?jwtToken=` instead of the Authorization header.
    pub token_in_query: Option<bool>,
    /// Access category per module key (`owner`, `members`, `admins`, `organization-users`,
    /// `selected:1,2`).
    pub access: BTreeMap<String, String>,
}

/// One step as written.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Step {
    /// `install`, `upload`, `translate`, `export`, `bundle`, `webhook`, `workflow`, `step-settings`,
    /// `delete-step-settings`, `token`, `user` (`GET /api/user` with a request token), `uninstall`.
    pub action: String,
    /// upload: path of the file (relative to the scenario); translate: NDJSON path.
    pub file: Option<String>,
    /// upload: file name to use (default: the path's file name); export, bundle: only this file.
    pub name: Option<String>,
    /// upload: inline file content instead of `file`.
    pub content: Option<String>,
    /// upload: force the module by its custom format type.
    #[serde(rename = "type")]
    pub kind: Option<String>,
    /// upload/export: `auto`, `inline` or `url`.
    pub delivery: Option<Delivery>,
    /// translate: `pseudo` (default) or `ndjson`.
    pub source: Option<String>,
    /// translate: languages for pseudo-translation; bundle: the bundle's languages.
    pub languages: Option<Vec<String>>,
    /// export/webhook/workflow: language id.
    pub language: Option<String>,
    /// webhook: event name.
    pub event: Option<String>,
    /// token, bundle: module key (bundle: default every `stringsExport` module).
    pub module: Option<String>,
    /// token: user id.
    pub user: Option<i64>,
    /// token: `allowed` (default) or `refused`.
    pub expect: Option<String>,
    /// workflow: how many strings to move.
    pub strings: Option<usize>,
    /// step-settings: the settings object the user saves (`module`: the step's module key,
    /// default the first workflow-step-type module).
    pub settings: Option<serde_json::Value>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum StepSpec {
    Line(String),
    Table(Box<Step>),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScenarioFile {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    description: Option<String>,
    #[serde(default)]
    settings: Settings,
    #[serde(alias = "step")]
    steps: Vec<StepSpec>,
}

/// Where a scenario's relative files come from.
#[derive(Debug, Clone)]
pub enum Files {
    /// A folder (the scenario file's).
    Dir(PathBuf),
    /// Files embedded in the binary (built-in scenarios).
    Embedded(&'static [(&'static str, &'static [u8])]),
}

impl Files {
    fn read(&self, rel: &str) -> anyhow::Result<Vec<u8>> {
        match self {
            Files::Dir(d) => {
                let p = d.join(rel);
                std::fs::read(&p).with_context(|| format!("cannot read {}", p.display()))
            }
            Files::Embedded(list) => list
                .iter()
                .find(|(n, _)| *n == rel)
                .map(|(_, b)| b.to_vec())
                .with_context(|| format!("the built-in scenario has no file `{rel}`")),
        }
    }
}

/// A loaded scenario.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// Name.
    pub name: String,
    /// Description.
    pub description: Option<String>,
    /// Settings.
    pub settings: Settings,
    /// Steps.
    pub steps: Vec<Step>,
    /// Where relative files are read from.
    pub files: Files,
}

/// Built-in scenarios: name, TOML text, embedded files.
pub const BUILTIN: &[(&str, &str)] = &[
    ("locforge", include_str!("../../../scenarios/locforge.toml")),
    ("generic", include_str!("../../../scenarios/generic.toml")),
    ("modules", include_str!("../../../scenarios/modules.toml")),
];

/// Files the built-in `locforge` scenario uploads.
pub const LOCFORGE_FILES: &[(&str, &[u8])] = &[
    (
        "files/en.json",
        include_bytes!("../../../scenarios/files/en.json"),
    ),
    (
        "files/messages.json",
        include_bytes!("../../../scenarios/files/messages.json"),
    ),
    (
        "files/app_en.arb",
        include_bytes!("../../../scenarios/files/app_en.arb"),
    ),
    (
        "files/formatjs-en.json",
        include_bytes!("../../../scenarios/files/formatjs-en.json"),
    ),
    (
        "files/i18next-en.json",
        include_bytes!("../../../scenarios/files/i18next-en.json"),
    ),
    (
        "files/strings.xml",
        include_bytes!("../../../scenarios/files/strings.xml"),
    ),
    (
        "files/messages.xlf",
        include_bytes!("../../../scenarios/files/messages.xlf"),
    ),
    (
        "files/messages2.xliff",
        include_bytes!("../../../scenarios/files/messages2.xliff"),
    ),
    (
        "files/messages.po",
        include_bytes!("../../../scenarios/files/messages.po"),
    ),
    (
        "files/messages.mo",
        include_bytes!("../../../scenarios/files/messages.mo"),
    ),
    (
        "files/Localizable.strings",
        include_bytes!("../../../scenarios/files/Localizable.strings"),
    ),
    (
        "files/Localizable.stringsdict",
        include_bytes!("../../../scenarios/files/Localizable.stringsdict"),
    ),
    (
        "files/messages.properties",
        include_bytes!("../../../scenarios/files/messages.properties"),
    ),
    (
        "files/en.yml",
        include_bytes!("../../../scenarios/files/en.yml"),
    ),
    (
        "files/Resources.resx",
        include_bytes!("../../../scenarios/files/Resources.resx"),
    ),
    (
        "files/messages.ftl",
        include_bytes!("../../../scenarios/files/messages.ftl"),
    ),
    (
        "files/strings_en.json",
        include_bytes!("../../../scenarios/files/strings_en.json"),
    ),
    (
        "files/Localizable.xcstrings",
        include_bytes!("../../../scenarios/files/Localizable.xcstrings"),
    ),
    (
        "files/strings.csv",
        include_bytes!("../../../scenarios/files/strings.csv"),
    ),
    (
        "files/messages.ini",
        include_bytes!("../../../scenarios/files/messages.ini"),
    ),
    (
        "files/subtitles.srt",
        include_bytes!("../../../scenarios/files/subtitles.srt"),
    ),
    (
        "files/captions.vtt",
        include_bytes!("../../../scenarios/files/captions.vtt"),
    ),
    (
        "files/de.json",
        include_bytes!("../../../scenarios/files/de.json"),
    ),
    (
        "files/lang.php",
        include_bytes!("../../../scenarios/files/lang.php"),
    ),
    (
        "files/app_de.ts",
        include_bytes!("../../../scenarios/files/app_de.ts"),
    ),
    (
        "files/memory.tmx",
        include_bytes!("../../../scenarios/files/memory.tmx"),
    ),
    (
        "files/extension-messages.json",
        include_bytes!("../../../scenarios/files/extension-messages.json"),
    ),
    (
        "files/resources.resjson",
        include_bytes!("../../../scenarios/files/resources.resjson"),
    ),
    (
        "files/active.en.json",
        include_bytes!("../../../scenarios/files/active.en.json"),
    ),
    (
        "files/i18next-v3-en.json",
        include_bytes!("../../../scenarios/files/i18next-v3-en.json"),
    ),
    (
        "files/en.toml",
        include_bytes!("../../../scenarios/files/en.toml"),
    ),
    (
        "files/legacy.xml",
        include_bytes!("../../../scenarios/files/legacy.xml"),
    ),
    (
        "files/translations.ndjson",
        include_bytes!("../../../scenarios/files/translations.ndjson"),
    ),
    (
        "files/guide.md",
        include_bytes!("../../../scenarios/files/guide.md"),
    ),
    (
        "files/report.docx",
        include_bytes!("../../../scenarios/files/report.docx"),
    ),
    (
        "files/page.html",
        include_bytes!("../../../scenarios/files/page.html"),
    ),
    (
        "files/sheet.xlsx",
        include_bytes!("../../../scenarios/files/sheet.xlsx"),
    ),
];

impl Scenario {
    /// Loads a scenario file, or a built-in scenario by name.
    pub fn load(spec: &str) -> anyhow::Result<Scenario> {
        let path = Path::new(spec);
        if path.exists() {
            let text =
                std::fs::read_to_string(path).with_context(|| format!("cannot read {spec}"))?;
            let json = path.extension().and_then(|e| e.to_str()) == Some("json");
            let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
            let default_name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("scenario")
                .to_owned();
            return Scenario::parse(&text, json, Files::Dir(dir), &default_name)
                .with_context(|| format!("in scenario {spec}"));
        }
        if let Some((name, text)) = BUILTIN.iter().find(|(n, _)| *n == spec) {
            return Scenario::parse(text, false, Files::Embedded(LOCFORGE_FILES), name);
        }
        let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
        bail!(
            "`{spec}` is neither a scenario file nor a built-in scenario ({})",
            names.join(", ")
        )
    }

    /// Parses scenario text (TOML, or JSON when `json`).
    pub fn parse(
        text: &str,
        json: bool,
        files: Files,
        default_name: &str,
    ) -> anyhow::Result<Scenario> {
        let f: ScenarioFile = if json {
            serde_json::from_str(text)?
        } else {
            toml::from_str(text)?
        };
        let steps = f
            .steps
            .into_iter()
            .map(|s| match s {
                StepSpec::Table(t) => Ok(*t),
                StepSpec::Line(l) => parse_line(&l),
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        for s in &steps {
            if ![
                "install",
                "upload",
                "bundle",
                "translate",
                "export",
                "webhook",
                "workflow",
                "step-settings",
                "delete-step-settings",
                "qa-check",
                "align",
                "token",
                "user",
                "uninstall",
            ]
            .contains(&s.action.as_str())
            {
                bail!("unknown step action `{}`", s.action);
            }
        }
        Ok(Scenario {
            name: f.name.unwrap_or_else(|| default_name.to_owned()),
            description: f.description,
            settings: f.settings,
            steps,
            files,
        })
    }

    /// Applies the settings to a platform context and driver options.
    pub fn apply_settings(&self, driver: &mut Driver) -> anyhow::Result<()> {
        let s = &self.settings;
        let o = driver.options_mut();
        if let Some(env) = s.environment {
            o.context = o.context.switched_to(env);
        }
        if let Some(l) = &s.source_language {
            o.context.source_language = l.clone();
        }
        if let Some(l) = &s.target_languages {
            o.context.target_languages = l.clone();
        }
        if let Some(d) = s.delivery {
            o.delivery = d;
        }
        if let Some(j) = s.job_types {
            o.job_types = j;
        }
        if let Some(h) = s.webhook_headers {
            o.header_style = h;
        }
        if let Some(q) = s.token_in_query {
            o.token_in_query = q;
        }
        for (k, v) in &s.access {
            o.access.insert(
                k.clone(),
                AccessCategory::parse(v).map_err(anyhow::Error::msg)?,
            );
        }
        Ok(())
    }

    /// Runs every step with `driver` and returns the report.
    pub async fn run(&self, driver: &mut Driver) -> Report {
        let mut report = Report {
            scenario: self.name.clone(),
            app: driver.options().manifest_url.clone(),
            steps: Vec::new(),
        };
        for s in &self.steps {
            let mut step = StepReport::new(describe(s));
            if let Err(e) = self.run_step(s, driver, &mut step).await {
                step.error("scenario.config", None, format!("{e:#}"));
            }
            report.steps.push(step);
        }
        report
    }

    async fn run_step(
        &self,
        s: &Step,
        d: &mut Driver,
        step: &mut StepReport,
    ) -> anyhow::Result<()> {
        match s.action.as_str() {
            "install" => d.install(step).await,
            "uninstall" => d.uninstall(step).await,
            "user" => d.api_user(step).await,
            "upload" => {
                let (name, bytes) = match (&s.file, &s.content) {
                    (_, Some(c)) => (
                        s.name
                            .clone()
                            .context("an upload with inline `content` needs a `name`")?,
                        c.clone().into_bytes(),
                    ),
                    (Some(f), None) => {
                        let name = s.name.clone().unwrap_or_else(|| {
                            Path::new(f)
                                .file_name()
                                .and_then(|n| n.to_str())
                                .unwrap_or(f)
                                .to_owned()
                        });
                        (name, self.files.read(f)?)
                    }
                    (None, None) => bail!("upload needs `file` or `content`"),
                };
                d.upload(&name, bytes, s.kind.as_deref(), s.delivery, step)
                    .await;
            }
            "translate" => {
                let source = match (s.source.as_deref(), &s.file) {
                    (Some("ndjson"), Some(f)) | (None, Some(f)) => {
                        TranslationSource::Ndjson(self.files.read(f)?)
                    }
                    (Some("pseudo") | None, None) => {
                        TranslationSource::Pseudo(s.languages.clone().unwrap_or_default())
                    }
                    (Some(other), _) => {
                        bail!("translate source `{other}`: expected pseudo or ndjson (with `file`)")
                    }
                };
                d.translate(&source, step);
            }
            "bundle" => {
                let langs = match (&s.languages, &s.language) {
                    (Some(l), _) => l.clone(),
                    (None, Some(l)) => vec![l.clone()],
                    (None, None) => bail!("bundle needs `languages` (or `language`)"),
                };
                d.bundle(
                    &langs,
                    s.module.as_deref(),
                    s.name.as_deref(),
                    s.delivery,
                    step,
                )
                .await;
            }
            "export" => {
                let lang = s.language.clone().context("export needs a `language`")?;
                d.export(&lang, s.name.as_deref(), s.delivery, step).await;
            }
            "webhook" => {
                let event = s.event.clone().context("webhook needs an `event`")?;
                d.webhook(&event, s.language.as_deref(), step).await;
            }
            "workflow" => d.workflow(s.language.as_deref(), s.strings, step).await,
            "align" => {
                let f = s
                    .file
                    .clone()
                    .context("align needs a `file` (the translated file)")?;
                let name = Path::new(&f)
                    .file_name()
                    .and_then(|n| n.to_str())
                    .unwrap_or(&f)
                    .to_owned();
                let bytes = self.files.read(&f)?;
                d.align(&name, bytes, s.name.as_deref(), s.language.as_deref(), step)
                    .await;
            }
            "qa-check" => {
                d.qa_check(s.language.as_deref(), s.module.as_deref(), step)
                    .await
            }
            "step-settings" => {
                let settings = s.settings.clone().unwrap_or(serde_json::Value::Null);
                d.step_settings(s.module.as_deref(), Some(&settings), step)
                    .await
            }
            "delete-step-settings" => d.step_settings(s.module.as_deref(), None, step).await,
            "token" => {
                let module = s.module.clone().context("token needs a `module`")?;
                let expect_refused = match s.expect.as_deref() {
                    None | Some("allowed") => false,
                    Some("refused") => true,
                    Some(o) => bail!("token expect `{o}`: expected allowed or refused"),
                };
                match d.page_token(&module, s.user, step).await {
                    Some(Ok(_)) => {
                        step.expect("token.access", !expect_refused, None, || format!("a token was minted for module `{module}` although the user is outside its access category"));
                    }
                    Some(Err(why)) => {
                        step.expect("token.access", expect_refused, None, || {
                            format!("expected a token: {why}")
                        });
                    }
                    None => {}
                }
            }
            other => bail!("unknown step `{other}`"),
        }
        Ok(())
    }
}

fn describe(s: &Step) -> String {
    let mut parts = vec![s.action.clone()];
    for v in [
        &s.file,
        &s.name,
        &s.kind,
        &s.source,
        &s.language,
        &s.event,
        &s.module,
    ]
    .into_iter()
    .flatten()
    {
        parts.push(v.clone());
    }
    if let Some(l) = &s.languages {
        parts.push(l.join(","));
    }
    if let Some(u) = s.user {
        parts.push(format!("user={u}"));
    }
    if let Some(e) = &s.expect {
        parts.push(format!("expect={e}"));
    }
    if let Some(d) = s.delivery {
        parts.push(format!("delivery={d:?}").to_lowercase());
    }
    parts.join(" ")
}

/// Parses the command form of a step: `upload FILE [type=T] [delivery=url]`, `translate pseudo
/// [LANGS]`, `translate FILE.ndjson`, `export LANG [FILE]`, `bundle LANG[,LANG…] [module=KEY]
/// [name=FILE]`, `webhook EVENT [LANG]`, `workflow [LANG]`, `qa-check [LANG] [module=KEY]`,
/// `align TRANSLATED_FILE [LANG] [name=SOURCE_FILE]`, `token MODULE [user=N] [expect=refused]`,
/// `install`, `uninstall`.
pub fn parse_line(line: &str) -> anyhow::Result<Step> {
    let mut words = line.split_whitespace();
    let action = words.next().context("empty step")?.to_owned();
    let mut step = Step {
        action: action.clone(),
        ..Step::default()
    };
    let mut positional = Vec::new();
    for w in words {
        match w.split_once('=') {
            Some(("type", v)) => step.kind = Some(v.into()),
            Some(("delivery", v)) => {
                step.delivery = Some(match v {
                    "auto" => Delivery::Auto,
                    "inline" => Delivery::Inline,
                    "url" => Delivery::Url,
                    o => bail!("delivery `{o}`: expected auto, inline or url"),
                })
            }
            Some(("user", v)) => step.user = Some(v.parse().context("user must be an integer")?),
            Some(("expect", v)) => step.expect = Some(v.into()),
            Some(("name", v)) => step.name = Some(v.into()),
            Some(("module", v)) => step.module = Some(v.into()),
            Some(("strings", v)) => {
                step.strings = Some(v.parse().context("strings must be an integer")?)
            }
            Some((k, _)) => bail!("unknown option `{k}` in step `{line}`"),
            None => positional.push(w.to_owned()),
        }
    }
    let mut p = positional.into_iter();
    match action.as_str() {
        "install" | "uninstall" | "user" => {}
        "upload" => step.file = Some(p.next().context("upload needs a file")?),
        "translate" => match p.next() {
            None => step.source = Some("pseudo".into()),
            Some(s) if s == "pseudo" => {
                step.source = Some("pseudo".into());
                step.languages = p.next().map(|l| l.split(',').map(str::to_owned).collect());
            }
            Some(f) => {
                step.source = Some("ndjson".into());
                step.file = Some(f);
            }
        },
        "export" => {
            step.language = Some(p.next().context("export needs a language")?);
            step.name = p.next().or(step.name.take());
        }
        "bundle" => {
            let langs = p
                .next()
                .context("bundle needs its languages (de or de,fr)")?;
            step.languages = Some(langs.split(',').map(str::to_owned).collect());
        }
        "webhook" => {
            step.event = Some(p.next().context("webhook needs an event")?);
            step.language = p.next();
        }
        "workflow" | "qa-check" => step.language = p.next(),
        "align" => {
            step.file = Some(p.next().context("align needs the translated file")?);
            step.language = p.next();
        }
        "token" => step.module = Some(p.next().context("token needs a module key")?),
        other => bail!("unknown step `{other}`"),
    }
    if let Some(extra) = p.next() {
        bail!("unexpected `{extra}` in step `{line}`");
    }
    Ok(step)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_tables() {
        let s = Scenario::parse(
            r#"
name = "t"
steps = ["install", "upload a.json type=x delivery=url", "translate pseudo de,fr", "export de", "token menu user=2 expect=refused", "uninstall"]
"#,
            false,
            Files::Dir(PathBuf::new()),
            "x",
        )
        .expect("parses");
        assert_eq!(s.steps.len(), 6);
        assert_eq!(s.steps[1].kind.as_deref(), Some("x"));
        assert_eq!(s.steps[1].delivery, Some(Delivery::Url));
        assert_eq!(s.steps[2].languages.as_ref().map(Vec::len), Some(2));
        assert_eq!(s.steps[4].user, Some(2));
        let j = Scenario::parse(
            r#"{"steps":[{"action":"install"},{"action":"export","language":"de"}]}"#,
            true,
            Files::Dir(PathBuf::new()),
            "j",
        )
        .expect("json");
        assert_eq!(j.steps[1].language.as_deref(), Some("de"));
        assert!(Scenario::parse(
            r#"steps = ["explode"]"#,
            false,
            Files::Dir(PathBuf::new()),
            "x"
        )
        .is_err());
    }

    #[test]
    fn builtins_parse() {
        for (name, _) in BUILTIN {
            let s = Scenario::load(name).expect("built-in loads");
            assert!(!s.steps.is_empty());
            for st in &s.steps {
                if let Some(f) = &st.file {
                    s.files.read(f).expect("embedded file");
                }
            }
        }
    }
}
