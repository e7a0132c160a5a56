//! file-post-import: the strings the platform parsed from an imported file, before it stores
//! them: first, with `context_from_comments`, given the context locforge's own parser reads for
//! them in the file (its comments, which the platform's parser may ignore), then run through the
//! module's rules in order: each rule's CroQL predicate (compiled at start
//! as the croql-router step compiles its settings, evaluated on the string's record by the same
//! evaluator) drops the string, hides it, adds a label or sets its `maxLength` (a later rule's
//! length replaces an earlier one's). Strings the rules leave as they were are
//! answered 304 (the official framework's `notModified`); otherwise the strings go back as
//! `strings` or, past the inline threshold, `stringsUrl`.

use std::collections::HashMap;
use std::sync::Arc;

use locforge_croql::{CheckedQuery, EvalOptions, Evaluator};
use locforge_formats::{Format, Language, OwnedEntry, ParseContext};
use locforge_protocol::{JobRequest, JobType};

use crate::config::file_modules::{compile_predicate, PostImportAction, PostImportConfig};
use crate::engine::control::JobControl;
use crate::engine::error::JobError;
use crate::engine::inputs;
use crate::engine::jobs::{Engine, JobOutput, Route};
use crate::engine::output::{self, StringsOutput};
use crate::engine::records::record_from_entry;

/// One compiled rule.
struct Rule {
    query: CheckedQuery,
    action: PostImportAction,
    label: Option<String>,
    max_length: Option<u64>,
}

/// A configured post-import module, its predicates compiled.
#[derive(Clone)]
pub struct PostImportModule {
    /// Module key (the route's `{key}`).
    pub key: String,
    /// Add the context locforge's parser reads from the file's comments.
    pub context_from_comments: bool,
    rules: Arc<Vec<Rule>>,
}

impl std::fmt::Debug for PostImportModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PostImportModule")
            .field("key", &self.key)
            .field("context_from_comments", &self.context_from_comments)
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
                            max_length: r.max_length.and_then(|n| u64::try_from(n).ok()),
                        })
                    })
                    .collect::<Result<Vec<_>, JobError>>()?;
                Ok(PostImportModule {
                    key: c.key.clone(),
                    context_from_comments: c.context_from_comments,
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
                    PostImportAction::MaxLength => {
                        if rule.max_length.is_some() && e.max_length != rule.max_length {
                            e.max_length = rule.max_length;
                            changed = true;
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
        mut request: JobRequest,
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
        let file = if module.context_from_comments {
            self.commented_file(&mut request, &module, &control).await?
        } else {
            None
        };
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
                let mut changed = false;
                if let Some(file) = &file {
                    changed |= file.add_contexts(&module.key, &mut entries)?;
                }
                if !module.apply(&mut entries) && !changed {
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

/// The imported file a `context_from_comments` module reads: its name, bytes, format and the
/// request's languages.
struct CommentedFile {
    name: String,
    content: Vec<u8>,
    format: Arc<dyn Format>,
    source: Option<Language>,
    targets: Vec<Language>,
}

impl CommentedFile {
    /// Adds to each string the context locforge's parser reads for it in the file (matched by
    /// identifier, else by a source text only one string of the file has): set when the string
    /// has none, appended on a line of its own when its context does not hold it already.
    /// Returns whether any string changed; a file that does not read is an error with its
    /// position (the module was asked to read it, so nothing is skipped silently).
    fn add_contexts(&self, key: &str, entries: &mut [OwnedEntry]) -> Result<bool, JobError> {
        let format_key = self.format.info().key;
        let ctx = ParseContext {
            source: self.source.as_ref(),
            targets: &self.targets,
        };
        let parsed = self.format.parse_all(&self.content, &ctx).map_err(|e| {
            JobError::failed(format!(
                "post-import `{key}` reads the file's comments, and {} (as {format_key})",
                e.in_file(&self.name)
            ))
        })?;
        let mut by_id: HashMap<&str, &str> = HashMap::new();
        let mut by_text: HashMap<&str, Option<&str>> = HashMap::new();
        for e in &parsed.entries {
            let Some(c) = e.context.as_deref().filter(|c| !c.trim().is_empty()) else {
                continue;
            };
            by_id.insert(&e.identifier, c);
            by_text
                .entry(e.text.main())
                .and_modify(|seen| *seen = None)
                .or_insert(Some(c));
        }
        let (mut added, mut had, mut unmatched) = (0usize, 0usize, 0usize);
        for e in entries.iter_mut() {
            let found = by_id
                .get(e.identifier.as_ref())
                .copied()
                .or_else(|| by_text.get(e.text.main()).copied().flatten());
            let Some(comment) = found else {
                unmatched += 1;
                continue;
            };
            match e.context.as_deref() {
                Some(c) if c.contains(comment) => had += 1,
                Some(c) if !c.trim().is_empty() => {
                    e.context = Some(format!("{c}\n{comment}").into());
                    added += 1;
                }
                _ => {
                    e.context = Some(comment.to_owned().into());
                    added += 1;
                }
            }
        }
        tracing::info!(
            module = key,
            file = %self.name,
            format = format_key,
            "post-import context from comments: {added} strings got context, {had} had it already, {unmatched} have no comment in the file"
        );
        Ok(added > 0)
    }
}

impl Engine {
    /// The imported file a `context_from_comments` module reads, when the request carries its
    /// content (`file.content` or `file.contentUrl`; the platform may send only its name, and
    /// then only the rules run, which the log says); `None` for an asset.
    async fn commented_file(
        &self,
        request: &mut JobRequest,
        module: &PostImportModule,
        control: &JobControl,
    ) -> Result<Option<CommentedFile>, JobError> {
        let has_content = request.file.as_ref().is_some_and(|f| {
            f.content.is_some() || f.content_url.as_deref().is_some_and(|u| !u.is_empty())
        });
        if !has_content {
            tracing::warn!(
                module = %module.key,
                "post-import context from comments: the request carries no file content, so no context was added"
            );
            return Ok(None);
        }
        let Some((name, content)) = self
            .module_file(
                request,
                control,
                "file-post-import reads the file's comments",
            )
            .await?
        else {
            return Ok(None);
        };
        let (source, targets) = Engine::languages(request)?;
        let format = self.pick_format(&Route::Any, request, &name, &content)?;
        Ok(Some(CommentedFile {
            name,
            content,
            format,
            source,
            targets,
        }))
    }
}
