//! The file modules served from configuration beyond parse-file, build-file and file-pre-export:
//! bundle exports ([`bundle`]: a file of one format created from the strings alone),
//! file-post-export pipelines ([`post_export`]: a built file rewritten before the user
//! downloads it), file-pre-import ([`pre_import`]: a file re-encoded and checked as it enters
//! the platform) and file-post-import ([`post_import`]: parsed strings dropped, hidden or
//! labelled by CroQL rules). Each runs on the engine's CPU budget with its inputs and outputs handled like
//! the other jobs' (fetched within the caps, spilled past the inline threshold).
//!
//! What lives here: the jobs. What does not: the configuration and its checks
//! (`config::file_modules`), the rewrites of bytes, which are format knowledge
//! (`locforge_formats::tidy`), routes (`file_modules`).

pub mod bundle;
pub mod post_export;
pub mod post_import;
pub mod pre_import;

pub use bundle::BundleModule;
pub use post_export::PostExportModule;
pub use post_import::PostImportModule;
pub use pre_import::PreImportModule;
