//! The file modules served from configuration beyond parse-file, build-file and file-pre-export:
//! bundle exports ([`bundle`]: a file of one format created from the strings alone),
//! file-post-export pipelines ([`post_export`]: a built file rewritten before the user
//! downloads it), file-pre-import ([`pre_import`]: a file re-encoded and checked as it enters
//! the platform) and file-post-import ([`post_import`]: parsed strings given the context of the
//! file's comments, then dropped, hidden, labelled or given a `maxLength` by CroQL rules) and file-translations-alignment ([`alignment`]: a translated file's
//! strings paired with the source strings). Each runs on the engine's CPU budget with its inputs and outputs handled like
//! the other jobs' (fetched within the caps, spilled past the inline threshold).
//!
//! What lives here: the jobs. What does not: the configuration and its checks
//! (`config::file_modules`), the rewrites of bytes, which are format knowledge
//! (`locforge_formats::tidy`), routes (`file_modules`).

pub mod alignment;
pub mod bundle;
pub mod post_export;
pub mod post_import;
pub mod pre_import;

pub use alignment::AlignmentModule;
pub use bundle::BundleModule;
pub use post_export::PostExportModule;
pub use post_import::PostImportModule;
pub use pre_import::PreImportModule;

use locforge_protocol::JobRequest;

use crate::engine::control::JobControl;
use crate::engine::error::JobError;
use crate::engine::inputs;
use crate::engine::jobs::Engine;

impl Engine {
    /// The file a pre-import or post-export job carries: its name and bytes (fetched from
    /// `contentUrl` when not inline; the inline copy is dropped once decoded), or `None` for an
    /// asset, which these modules pass over (the framework answers 304). `missing` completes the
    /// refusal of a request without `file` (what the module does with it).
    pub(in crate::engine) async fn module_file(
        &self,
        request: &mut JobRequest,
        control: &JobControl,
        missing: &str,
    ) -> Result<Option<(String, Vec<u8>)>, JobError> {
        let file = request
            .file
            .as_mut()
            .ok_or_else(|| JobError::bad(format!("`file` is missing; {missing}")))?;
        if file.file_type.as_deref() == Some("assets") {
            return Ok(None);
        }
        let name = file
            .name
            .clone()
            .filter(|n| !n.is_empty())
            .ok_or_else(|| JobError::bad("`file.name` is missing"))?;
        let content = control
            .downloading(
                "file.contentUrl",
                file.content
                    .is_none()
                    .then_some(file.content_url.as_deref())
                    .flatten(),
                inputs::file_bytes(file, &self.parts.fetcher, &self.parts.limits),
            )
            .await?;
        file.content = None;
        Ok(Some((name, content)))
    }
}
