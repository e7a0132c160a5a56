//! What a job was about, noted by the engine as it learns it (job type, file name, format, the
//! parse's warnings), so
//! the caller can log the job — including a job that failed half way — without parsing the
//! request a second time. Plain data: no I/O, no store.

use locforge_protocol::JobType;

/// The facts of one job known so far. A field stays `None` when the job failed before the
/// engine learnt it (a body that is not JSON has no job type, say).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct JobNote {
    /// The request's `jobType`, once read.
    pub job_type: Option<JobType>,
    /// The request's `file.name` (parse-file and build-file).
    pub file_name: Option<String>,
    /// The format key the job used, once chosen.
    pub format: Option<&'static str>,
    /// What the job's parse went on past, as lines naming the file (the first few, then a count).
    pub warnings: Vec<String>,
}
