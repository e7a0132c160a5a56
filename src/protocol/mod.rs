//! Wire types of the app interface: job requests and responses, language objects and the
//! manifest. Readers are tolerant (unknown fields ignored, numbers accepted as strings, both
//! spellings of job types); writers are strict and documented. No behaviour lives here.

pub mod job;
pub mod language;
pub mod lenient;
pub mod manifest;

pub use job::{FileRef, JobRequest, JobType, Organization, Project};
pub use language::LanguageObject;
pub use manifest::Manifest;
