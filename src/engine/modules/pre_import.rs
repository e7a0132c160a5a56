//! file-pre-import: a file as it enters the platform, before the platform parses it. Re-encoded
//! as UTF-8 without a BOM (from UTF-16, or the legacy encoding it declares, the declaration
//! rewritten), its line ends normalised when the module asks, then read with its format's
//! parser: a file that does not read is refused with its file, line and column, so that the
//! platform shows the problem before import. A file left as it was, and an asset, are answered
//! 304 (the official framework's `notModified`).

use std::sync::Arc;

use locforge_formats::{normalize_line_endings, to_utf8, Format, ParseContext};
use locforge_protocol::{JobRequest, JobType};

use crate::config::file_modules::{LineEndings, PreImportConfig};
use crate::engine::control::JobControl;
use crate::engine::error::JobError;
use crate::engine::jobs::{Engine, JobOutput, Route};
use crate::engine::output::ContentOutput;

/// A configured pre-import module.
#[derive(Debug, Clone)]
pub struct PreImportModule {
    /// Module key (the route's `{key}`).
    pub key: String,
    /// Its steps.
    pub config: PreImportConfig,
}

impl PreImportModule {
    /// The configured pre-import modules (checked by `config::file_modules`).
    pub fn from_config(configs: &[PreImportConfig]) -> Vec<PreImportModule> {
        configs
            .iter()
            .map(|c| PreImportModule {
                key: c.key.clone(),
                config: c.clone(),
            })
            .collect()
    }
}

impl Engine {
    /// Runs a pre-import module's job: `file-pre-import` only, on the file it carries.
    pub(in crate::engine) async fn pre_import_file(
        self: &Arc<Self>,
        mut request: JobRequest,
        job_type: JobType,
        module: PreImportModule,
        control: Arc<JobControl>,
    ) -> Result<JobOutput, JobError> {
        let key = module.key.clone();
        if job_type != JobType::PreImport {
            return Err(JobError::bad(format!(
                "pre-import module `{key}` checks files as they are uploaded: it handles file-pre-import, not {}",
                job_type.as_str()
            )));
        }
        let Some((name, content)) = self
            .module_file(
                &mut request,
                &control,
                "file-pre-import checks the file it is given",
            )
            .await?
        else {
            return Ok(not_modified());
        };
        control.set_file_name(&name);
        let (source, targets) = Engine::languages(&request)?;
        // Detection reads text: a UTF-16 file is detected from its UTF-8 form.
        let probe = to_utf8(&content, "").map(|u| u.bytes).ok();
        let format = self.pick_format(
            &Route::Any,
            &request,
            &name,
            probe.as_deref().unwrap_or(&content),
        )?;
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
        let config = module.config;
        let result = self
            .cpu(&control, move || {
                let bytes = prepare(&*format, &config, &name, &content)?;
                let ctx = ParseContext {
                    source: source.as_ref(),
                    targets: &targets,
                };
                let parsed = format.parse_all(&bytes, &ctx).map_err(|e| {
                    JobError::failed(format!(
                        "{} (read as {format_key} before import)",
                        e.in_file(&name)
                    ))
                })?;
                if bytes == content {
                    return Ok((None, parsed.entries.len()));
                }
                out.put(bytes)?;
                Ok((Some(out.finish()?), parsed.entries.len()))
            })
            .await?;
        Ok(match result {
            (None, _) => not_modified(),
            (Some(body), strings) => JobOutput {
                body,
                job_type: JobType::PreImport,
                format: Some(format_key),
                strings,
                not_modified: false,
            },
        })
    }
}

fn not_modified() -> JobOutput {
    JobOutput {
        body: Vec::new(),
        job_type: JobType::PreImport,
        format: None,
        strings: 0,
        not_modified: true,
    }
}

/// `content` re-encoded as UTF-8 (when the module asks) with its line ends normalised (when it
/// asks); a file whose encoding cannot be read is refused with its position.
pub fn prepare(
    format: &dyn Format,
    config: &PreImportConfig,
    name: &str,
    content: &[u8],
) -> Result<Vec<u8>, JobError> {
    if format.rebuilds() {
        // A binary catalog (MO) has no text encoding nor line ends to normalise: its bytes go
        // on as they are, after the format's own check.
        return Ok(content.to_vec());
    }
    let mut bytes = if config.to_utf8 {
        let utf8 =
            to_utf8(content, format.info().key).map_err(|e| JobError::failed(e.in_file(name)))?;
        if utf8.from != "UTF-8" || utf8.had_bom {
            tracing::info!(
                from = utf8.from,
                bom = utf8.had_bom,
                "pre-import re-encoded {name} as UTF-8"
            );
        }
        utf8.bytes
    } else {
        content.to_vec()
    };
    if let Some(endings) = config.line_endings {
        bytes = normalize_line_endings(&bytes, endings == LineEndings::Crlf);
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use locforge_formats::Registry;

    /// A binary catalog goes on as it is: re-encoding or line-end rewriting would corrupt it
    /// (an MO file's offset tables hold `0x0A` and non-UTF-8 bytes).
    #[test]
    fn a_binary_catalog_is_not_treated_as_text() {
        let mo = std::fs::read(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("corpus/mo/polib/tests/test_utf8.mo"),
        )
        .expect("corpus file");
        let registry = Registry::builtin();
        let format = registry.get("mo").expect("registered");
        let config = PreImportConfig {
            key: "p".into(),
            file_name_pattern: None,
            to_utf8: true,
            line_endings: Some(LineEndings::Crlf),
        };
        let out = prepare(&**format, &config, "de.mo", &mo).expect("prepared");
        assert_eq!(out, mo);
    }
}
