//! The handle the server keeps on one running job: whether it was cancelled (its client went
//! away), checked by the blocking work at each write of its output, and what the job turned out
//! to be (type, format, file name), read back for metrics and the job log whatever the outcome.
//!
//! What lives here: the shared flag and facts. What does not: deciding when a job is cancelled
//! (the server does, when the request future is dropped) or what happens to its output
//! (`output` and `spill` drop an uncommitted blob).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use locforge_protocol::JobType;

use super::error::JobError;
use super::note::JobNote;

/// One job's cancellation flag and the facts it learns about itself as it runs.
#[derive(Debug, Default)]
pub struct JobControl {
    cancelled: AtomicBool,
    job_type: OnceLock<JobType>,
    format: OnceLock<&'static str>,
    file_name: OnceLock<String>,
}

impl JobControl {
    /// A fresh, running job.
    pub fn new() -> JobControl {
        JobControl::default()
    }

    /// Asks the job to stop at its next check.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Release);
    }

    /// Whether the job was asked to stop.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Acquire)
    }

    /// `Err` once the job was asked to stop: the blocking work's check.
    pub fn check(&self) -> Result<(), JobError> {
        if self.is_cancelled() {
            Err(cancelled())
        } else {
            Ok(())
        }
    }

    /// Records the job's type once known.
    pub fn set_job_type(&self, t: JobType) {
        let _ = self.job_type.set(t);
    }

    /// Records the job's format once picked.
    pub fn set_format(&self, key: &'static str) {
        let _ = self.format.set(key);
    }

    /// The job's type, when it got far enough to know it.
    /// Records the request's file name (a non-empty `file.name`), once.
    pub fn set_file_name(&self, name: &str) {
        if !name.is_empty() {
            let _ = self.file_name.set(name.to_owned());
        }
    }

    /// What the job was about, as far as it got: for the job log, even of a failed job.
    pub fn note(&self) -> JobNote {
        JobNote {
            job_type: self.job_type(),
            file_name: self.file_name.get().cloned(),
            format: self.format(),
        }
    }

    pub fn job_type(&self) -> Option<JobType> {
        self.job_type.get().copied()
    }

    /// The job's format key, when it got far enough to pick one.
    pub fn format(&self) -> Option<&'static str> {
        self.format.get().copied()
    }
}

/// The error a cancelled job stops with (never sent: nobody is listening any more).
pub fn cancelled() -> JobError {
    JobError::Internal("the job was cancelled: its client went away".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cancel_is_seen_by_check_and_facts_are_kept_once() {
        let c = JobControl::new();
        assert!(c.check().is_ok());
        c.set_job_type(JobType::ParseFile);
        c.set_job_type(JobType::BuildFile);
        c.set_format("po");
        assert_eq!(c.job_type(), Some(JobType::ParseFile));
        assert_eq!(c.format(), Some("po"));
        c.cancel();
        assert!(c.is_cancelled());
        assert!(c.check().is_err());
    }
}
