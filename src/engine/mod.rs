//! The job engine: takes a job request, resolves its inputs within the limits, picks the
//! format, runs parse / build / pre-export and the configured file modules (`modules`) on the blocking pool, and places the output inline
//! or behind signed URLs. HTTP lives in `http` and `jobs`; this module only sees bytes and returns
//! outcomes, writing them inline or into the blob store as they are produced.

pub mod admission;
pub mod build_string;
pub mod control;
pub mod error;
pub mod inputs;
pub mod jobs;
pub mod modules;
pub mod multilingual;
pub mod note;
pub mod output;
pub mod pre_export;
pub mod records;
pub mod sinks;
pub mod spill;
pub mod targets;
pub mod translation_table;

pub use admission::{Admission, Refused, Ticket};
pub use control::JobControl;
pub use error::JobError;
pub use jobs::{Engine, EngineParts, ParsedFile, Route};
pub use note::JobNote;
