//! file-post-import: the strings the platform parsed from an imported file, before it stores
//! them, run through the module's rules in order: each rule's CroQL predicate (compiled at start
//! as the croql-router step compiles its settings, evaluated on the string's record by the same
//! evaluator) drops the string, hides it or adds a label. Strings the rules leave as they were are
//! answered 304 (the official framework's `notModified`); otherwise the strings go back as
//! `strings` or, past the inline threshold, `stringsUrl`.

use std::sync::Arc;

use locforge_croql::{CheckedQuery, EvalOptions, Evaluator};
use locforge_formats::OwnedEntry;
use locforge_protocol::{JobRequest, JobType};

use crate::config::file_modules::{compile_predicate, PostImportAction, PostImportConfig};
use crate::engine::control::JobControl;
use crate::engine::error::JobError;
use crate::engine::inputs;
use crate::engine::jobs::{Engine, JobOutput};
use crate::engine::output::{self, StringsOutput};
use crate::engine::records::record_from_entry;

/// One compiled rule.
struct Rule {
    query: CheckedQuery,
    action: PostImportAction,
    label: Option<String>,
}

/// A configured post-import module, its predicates compiled.
#[derive(Clone)]
pub struct PostImportModule {
    /// Module key (the route's `{key}`).
    pub key: String,
    rules: Arc<Vec<Rule>>,
}

impl std::fmt::Debug for PostImportModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PostImportModule")
            .field("key", &self.key)
            .field("rules", &self.rules.len())
            .finish()
    }
}

impl PostImportModule {
    /// The configured post-import modules with their predicates compiled (checked already by
    /// `config::file_modules`, so a failure here names the rule all the same).
    pub fn from_config(configs: &[PostImportConfig]) -> Result<Vec<PostImportModule>, JobError> {
        configs
            .iter()
            .map(|c| {
                let rules = c
                    .rules
                    .iter()
                    .enumerate()
                    .map(|(i, r)| {
                        let query = compile_predicate(&r.when).map_err(|e| {
                            JobError::Internal(format!(
                                "post-import `{}` rules[{i}]: when does not compile: {e}",
                                c.key
                            ))
                        })?;
                        Ok(Rule {
                            query,
                            action: r.action,
                            label: r.label.clone(),
                        })
                    })
                    .collect::<Result<Vec<_>, JobError>>()?;
                Ok(PostImportModule {
                    key: c.key.clone(),
                    rules: Arc::new(rules),
                })
            })
            .collect()
    }

    /// Runs the rules over `entries`; returns whether any string changed or was dropped.
    pub fn apply(&self, entries: &mut Vec<OwnedEntry>) -> bool {
        let evaluator = Evaluator::new([], None, EvalOptions::default());
        let before = entries.len();
        let mut changed = false;
        entries.retain_mut(|e| {
            let record = serde_json::to_value(record_from_entry(e.clone())).unwrap_or_default();
            for rule in self.rules.iter() {
                // A record the predicate cannot be evaluated on does not match (as in the router).
                if !evaluator.matches(&rule.query, &record).unwrap_or(false) {
                    continue;
                }
                match rule.action {
                    PostImportAction::Drop => return false,
                    PostImportAction::Hide => {
                        changed |= e.is_hidden != Some(true);
                        e.is_hidden = Some(true);
                    }
                    PostImportAction::Label => {
                        if let Some(l) = &rule.label {
                            if !e.labels.contains(l) {
                                e.labels.push(l.clone());
                                changed = true;
                            }
                        }
                    }
                }
            }
            true
        });
        changed || entries.len() != before
    }
}

impl Engine {
    /// Runs a post-import module's job: `file-post-import` only, on `strings` or `stringsUrl`.
    pub(in crate::engine) async fn post_import_strings(
        self: &Arc<Self>,
        request: JobRequest,
        job_type: JobType,
        module: PostImportModule,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        if job_type != JobType::PostImport {
            return Err(JobError::bad(format!(
                "post-import module `{}` rewrites parsed strings: it handles file-post-import, not {}",
                module.key,
                job_type.as_str()
            )));
        }
        if request.strings.is_none() && request.strings_url.as_deref().is_none_or(str::is_empty) {
            return Err(JobError::bad(
                "file-post-import needs `strings` or `stringsUrl`, and the request has neither",
            ));
        }
        if let Some(name) = request.file.as_ref().and_then(|f| f.name.as_deref()) {
            control.set_file_name(name);
        }
        let strings_url = request
            .strings
            .is_none()
            .then_some(request.strings_url.as_deref())
            .flatten();
        let mut entries = control
            .downloading(
                "stringsUrl",
                strings_url,
                inputs::strings(
                    request.strings,
                    request.strings_url.as_deref(),
                    &self.parts.fetcher,
                    &self.parts.limits,
                ),
            )
            .await?;
        let mut out = StringsOutput::new(
            self.spiller.for_job(control.clone()),
            self.parts.limits.inline_threshold,
            false,
        );
        let result = self
            .cpu(&control, move || {
                if !module.apply(&mut entries) {
                    return Ok(None);
                }
                let count = entries.len();
                output::write_strings(entries, &mut out)?;
                Ok(Some((out.finish(None)?, count)))
            })
            .await?;
        Ok(match result {
            None => JobOutput {
                body: Vec::new(),
                job_type: JobType::PostImport,
                format: None,
                strings: 0,
                not_modified: true,
            },
            Some((body, strings)) => JobOutput {
                body,
                job_type: JobType::PostImport,
                format: None,
                strings,
                not_modified: false,
            },
        })
    }
}
