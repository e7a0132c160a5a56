//! file-post-export: a built file, as the platform is about to hand it to the user, rewritten by
//! the module's configured steps in a fixed order (JSON layout and key order, YAML
//! indentation, header comment, line ends), then read again with its format's parser: a result that does not read, or whose
//! strings differ from the file's, is an error and never a download. A file the steps leave as
//! it was is answered 304 (the official framework's `notModified`), as is an asset file.

use std::sync::Arc;

use locforge_formats::{
    comment_style, is_json_format, normalize_line_endings, put_header, reformat_json,
    reindent_yaml, Format, Language, ParseContext, Parsed,
};
use locforge_protocol::{JobRequest, JobType};

use crate::config::file_modules::{JsonLayout, LineEndings, PostExportConfig};
use crate::engine::control::JobControl;
use crate::engine::error::JobError;
use crate::engine::jobs::{Engine, JobOutput, Route};
use crate::engine::output::ContentOutput;

/// A configured post-export module.
#[derive(Debug, Clone)]
pub struct PostExportModule {
    /// Module key (the route's `{key}`).
    pub key: String,
    /// Its steps.
    pub config: PostExportConfig,
}

impl PostExportModule {
    /// The configured post-export modules (checked by `config::file_modules`).
    pub fn from_config(configs: &[PostExportConfig]) -> Vec<PostExportModule> {
        configs
            .iter()
            .map(|c| PostExportModule {
                key: c.key.clone(),
                config: c.clone(),
            })
            .collect()
    }
}

impl Engine {
    /// Runs a post-export module's job: `file-post-export` only, on the file it carries.
    pub(in crate::engine) async fn post_export_file(
        self: &Arc<Self>,
        mut request: JobRequest,
        job_type: JobType,
        module: PostExportModule,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        let key = &module.key;
        if job_type != JobType::PostExport {
            return Err(JobError::bad(format!(
                "post-export module `{key}` rewrites built files: it handles file-post-export, not {}",
                job_type.as_str()
            )));
        }
        let Some((name, content)) = self
            .module_file(
                &mut request,
                &control,
                "file-post-export rewrites the file it is given",
            )
            .await?
        else {
            // The framework's answer to an asset sent to a module that does not process them.
            return Ok(not_modified());
        };
        let (source, targets) = Engine::languages(&request)?;
        let format = self.pick_format(&Route::Any, &request, &name, &content)?;
        let format_key = format.info().key;
        control.set_format(format_key);
        let ext = name
            .rsplit('.')
            .next()
            .unwrap_or("bin")
            .to_ascii_lowercase();
        let mut out = ContentOutput::new(
            self.spiller.for_job(control.clone()),
            self.parts.limits.inline_threshold,
            &ext,
        );
        let config = module.config.clone();
        let key = key.clone();
        let result = self
            .cpu(&control, move || {
                let rewritten = rewrite(
                    &*format,
                    &key,
                    &config,
                    &name,
                    &content,
                    source.as_ref(),
                    &targets,
                )?;
                match rewritten {
                    None => Ok(None),
                    Some(bytes) => {
                        out.put(bytes)?;
                        out.finish().map(Some)
                    }
                }
            })
            .await?;
        Ok(match result {
            None => not_modified(),
            Some(body) => JobOutput {
                body,
                job_type: JobType::PostExport,
                format: Some(format_key),
                strings: 0,
                not_modified: false,
            },
        })
    }
}

fn not_modified() -> JobOutput {
    JobOutput {
        body: Vec::new(),
        job_type: JobType::PostExport,
        format: None,
        strings: 0,
        not_modified: true,
    }
}

/// `content` (a file of `format` named `name`) rewritten by the steps of `config`, or `None`
/// when they leave it as it was. The result is read again and must hold the same strings.
pub fn rewrite(
    format: &dyn Format,
    key: &str,
    config: &PostExportConfig,
    name: &str,
    content: &[u8],
    source: Option<&Language>,
    targets: &[Language],
) -> Result<Option<Vec<u8>>, JobError> {
    let format_key = format.info().key;
    let ctx = ParseContext { source, targets };
    let before = format.parse_all(content, &ctx).map_err(|e| {
        JobError::failed(format!(
            "post-export `{key}`: the exported file does not read as {format_key}: {}",
            e.in_file(name)
        ))
    })?;
    let mut bytes = content.to_vec();
    let json_steps = config.json.is_some() || config.sort_keys;
    if json_steps && is_json_format(format_key) {
        let layout = match config.json {
            Some(JsonLayout::Pretty) => locforge_formats::JsonLayout::Pretty(config.indent()),
            Some(JsonLayout::Minify) => locforge_formats::JsonLayout::Minify,
            None => locforge_formats::JsonLayout::Keep,
        };
        bytes = reformat_json(&bytes, layout, config.sort_keys)
            .map_err(|e| JobError::failed(e.in_file(name)))?;
    }
    if let Some(n) = config.reindent_yaml {
        if format_key == "yaml" {
            bytes = reindent_yaml(&bytes, n).map_err(|e| {
                JobError::failed(format!(
                    "post-export `{key}` cannot re-indent {name}, so it is not sent: {}",
                    e.in_file(name)
                ))
            })?;
        }
    }
    if let Some(text) = &config.header {
        let Some(style) = comment_style(format_key) else {
            return Err(JobError::failed(format!(
                "post-export `{key}`: {name} is {format_key}, whose files hold no comments, so the header cannot be added; narrow the module's file_name_pattern to formats with comments"
            )));
        };
        bytes = put_header(&bytes, style, text);
    }
    // A binary catalog (MO) has no line ends: its bytes are left as they are.
    if let (Some(endings), false) = (config.line_endings, format.rebuilds()) {
        bytes = normalize_line_endings(&bytes, endings == LineEndings::Crlf);
    }
    if bytes == content {
        return Ok(None);
    }
    let after = format.parse_all(&bytes, &ctx).map_err(|e| {
        JobError::failed(format!(
            "post-export `{key}` made {name} unreadable as {format_key}, so it is not sent: {}",
            e.in_file(name)
        ))
    })?;
    same_strings(&before, &after).map_err(|why| {
        JobError::failed(format!(
            "post-export `{key}` would change the strings of {name}, so it is not sent: {why}"
        ))
    })?;
    Ok(Some(bytes))
}

/// Checks that `after` holds the strings of `before`: the same identifiers, texts and
/// translations, in the same order when the order is kept, else as a set.
fn same_strings(before: &Parsed, after: &Parsed) -> Result<(), String> {
    if before.entries.len() != after.entries.len() {
        return Err(format!(
            "it had {} strings and would have {}",
            before.entries.len(),
            after.entries.len()
        ));
    }
    let key = |e: &locforge_formats::Entry| e.identifier.to_string();
    let mut a: Vec<_> = before.entries.iter().collect();
    let mut b: Vec<_> = after.entries.iter().collect();
    a.sort_by_key(|e| key(e));
    b.sort_by_key(|e| key(e));
    for (x, y) in a.iter().zip(&b) {
        if x.identifier != y.identifier {
            return Err(format!(
                "string `{}` would become `{}`",
                x.identifier, y.identifier
            ));
        }
        if x.text != y.text || x.existing != y.existing || x.translations != y.translations {
            return Err(format!(
                "the text of string `{}` would change",
                x.identifier
            ));
        }
    }
    Ok(())
}
