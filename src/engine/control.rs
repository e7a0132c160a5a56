//! The handle the server keeps on one running job: whether it was cancelled (its client went
//! away), checked by the blocking work at each write of its output, and what the job turned out
//! to be (type, format, file name), read back for metrics and the job log whatever the outcome.
//!
//! What lives here: the shared flag and facts. What does not: deciding when a job is cancelled
//! (the server does, when the request future is dropped) or what happens to its output
//! (`output` and `spill` drop an uncommitted blob).

use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

use locforge_protocol::JobType;

use super::error::JobError;
use super::note::JobNote;
use super::sinks::Warnings;

/// One job's cancellation flag and the facts it learns about itself as it runs.
#[derive(Debug, Default)]
pub struct JobControl {
    cancelled: AtomicBool,
    job_type: OnceLock<JobType>,
    format: OnceLock<&'static str>,
    file_name: OnceLock<String>,
    /// What the parse went on past, as log lines (a key defined again with another text).
    warnings: OnceLock<Vec<String>>,
    /// Downloads in progress (`file.contentUrl from host:port`), for the deadline's message.
    downloads: Mutex<Vec<String>>,
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

    /// Records the warnings of the job's parse (as lines naming the file), once.
    pub fn set_warnings(&self, warnings: Warnings) {
        if warnings.total > 0 {
            let file = self.file_name.get().map_or("the file", String::as_str);
            let _ = self.warnings.set(warnings.lines(file));
        }
    }

    /// Runs `download` (the fetch of `url`, the request's field `what`) while noting it as in
    /// progress, so a job that runs out of time can say which host it was still waiting on.
    /// With no `url` (inline content) it only runs `download`.
    pub async fn downloading<T>(
        &self,
        what: &str,
        url: Option<&str>,
        download: impl Future<Output = T>,
    ) -> T {
        let Some(host) = url.and_then(host_of) else {
            return download.await;
        };
        let entry = format!("{what} from {host}");
        self.with_downloads(|d| d.push(entry.clone()));
        let out = download.await;
        self.with_downloads(|d| {
            if let Some(i) = d.iter().position(|e| *e == entry) {
                d.remove(i);
            }
        });
        out
    }

    /// The downloads still in progress, e.g. `["file.contentUrl from 127.0.0.1:8080"]`.
    pub fn downloads(&self) -> Vec<String> {
        let mut out = Vec::new();
        self.with_downloads(|d| out.clone_from(d));
        out
    }

    fn with_downloads(&self, f: impl FnOnce(&mut Vec<String>)) {
        // A poisoned list is still a list of names: use it.
        let mut d = self.downloads.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut d);
    }

    /// What the job was about, as far as it got: for the job log, even of a failed job.
    pub fn note(&self) -> JobNote {
        JobNote {
            job_type: self.job_type(),
            file_name: self.file_name.get().cloned(),
            format: self.format(),
            warnings: self.warnings.get().cloned().unwrap_or_default(),
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

/// `host[:port]` of `url`, when it is a URL with a host (never its path or query, which may carry
/// credentials).
fn host_of(url: &str) -> Option<String> {
    let u = url::Url::parse(url).ok()?;
    let host = u.host_str()?;
    Some(match u.port() {
        Some(p) => format!("{host}:{p}"),
        None => host.to_owned(),
    })
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

    #[tokio::test]
    async fn downloads_in_progress_are_named_by_host_only() {
        let c = JobControl::new();
        let seen = c
            .downloading(
                "stringsUrl",
                Some("https://files.example:8443/a/b?sig=secret"),
                async { c.downloads() },
            )
            .await;
        assert_eq!(seen, vec!["stringsUrl from files.example:8443".to_owned()]);
        assert!(c.downloads().is_empty(), "forgotten once done");
        let inline = c
            .downloading("file.contentUrl", None, async { c.downloads() })
            .await;
        assert!(inline.is_empty());
    }
}
