//! Writes each finished file job (parse-file, build-file, file-pre-export, file-post-export, …) of an installed
//! organization into the store's bounded job log, which the project-menu page lists.
//!
//! The write happens on a background task after the answer is sent: the job is never slowed
//! or failed by the store. A store that is down or slow costs a warning in the log; at most
//! [`MAX_PENDING`] writes wait at once, and a job beyond that is not logged (with a warning).
//! What must not live here: reading the log (`pages`), or anything about the job itself.

use std::time::Duration;

use tokio::sync::Semaphore;

use crate::auth::jwt::Identity;
use crate::engine::{JobError, JobNote};
use crate::store::{JobRecord, Organization, Store};

/// Most job-log writes waiting at once; more are dropped with a warning.
pub const MAX_PENDING: usize = 256;

static PENDING: Semaphore = Semaphore::const_new(MAX_PENDING);

/// What the handler measured of a job.
#[derive(Debug, Clone)]
pub struct Measured {
    /// Bytes of the request body.
    pub bytes_in: usize,
    /// Bytes of the answer (the inline body; URLs when the result was spilled).
    pub bytes_out: usize,
    /// Wall time from receipt to answer.
    pub duration: Duration,
    /// Strings handled (0 for a failed job).
    pub strings: usize,
}

/// The log entry of a job: its note, the measurements and the outcome (`ok`, or `error` with
/// the message the platform shows, which names the line and column of a file error).
pub fn record_of(note: &JobNote, m: &Measured, outcome: Result<(), &JobError>) -> JobRecord {
    let (outcome, message) = match outcome {
        // A job that went on past problems of its file says so: the warnings are the message.
        Ok(()) if !note.warnings.is_empty() => ("ok", Some(note.warnings.join("\n"))),
        Ok(()) => ("ok", None),
        Err(e) => ("error", Some(e.to_string())),
    };
    JobRecord {
        file_name: note.file_name.clone().unwrap_or_default(),
        job_type: note
            .job_type
            .map(|t| t.as_str().to_owned())
            .unwrap_or_else(|| "unknown".into()),
        format: note.format.unwrap_or("-").to_owned(),
        strings: i64::try_from(m.strings).unwrap_or(i64::MAX),
        bytes_in: i64::try_from(m.bytes_in).unwrap_or(i64::MAX),
        bytes_out: i64::try_from(m.bytes_out).unwrap_or(i64::MAX),
        duration: m.duration,
        outcome: outcome.to_owned(),
        message,
    }
}

/// Logs `record` for the caller's organization in `store`, in the background, when it is
/// installed.
pub fn spawn_record(store: &Store, identity: &Identity, record: JobRecord) {
    let Ok(permit) = PENDING.try_acquire() else {
        tracing::warn!(
            "job log: {MAX_PENDING} writes already waiting (store slow?); this job is not logged"
        );
        return;
    };
    let store = store.clone();
    let key =
        Organization::credential_key_for(identity.domain.as_deref(), identity.organization_id);
    tokio::spawn(async move {
        let _permit = permit;
        match store.get_organization(&key).await {
            Ok(Some(_)) => {}
            Ok(None) => return, // not installed: nothing to log it under
            Err(e) => {
                tracing::warn!(organization = %key, error = %e, "job log: store unavailable; job not logged");
                return;
            }
        }
        if let Err(e) = store.record_job(&key, &record).await {
            tracing::warn!(organization = %key, error = %e, "job log: could not record the job");
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use locforge_protocol::JobType;

    #[test]
    fn failed_job_keeps_its_message() {
        let note = JobNote {
            job_type: Some(JobType::ParseFile),
            file_name: Some("a.json".into()),
            format: Some("json"),
            warnings: Vec::new(),
        };
        let m = Measured {
            bytes_in: 10,
            bytes_out: 20,
            duration: Duration::from_millis(5),
            strings: 0,
        };
        let e = JobError::failed("a.json:3:7: expected `,`");
        let r = record_of(&note, &m, Err(&e));
        assert_eq!(
            (r.job_type.as_str(), r.format.as_str(), r.outcome.as_str()),
            ("parse-file", "json", "error")
        );
        assert_eq!(r.message.as_deref(), Some("a.json:3:7: expected `,`"));
        // A job that went on past its file's problems names them.
        let warned = JobNote {
            warnings: vec!["a.ftl:3:1: warning: the message `a` is defined again".into()],
            ..note.clone()
        };
        let r = record_of(&warned, &m, Ok(()));
        assert_eq!(r.outcome, "ok");
        assert_eq!(
            r.message.as_deref(),
            Some("a.ftl:3:1: warning: the message `a` is defined again")
        );
        let unknown = record_of(&JobNote::default(), &m, Ok(()));
        assert_eq!(
            (unknown.job_type.as_str(), unknown.format.as_str()),
            ("unknown", "-")
        );
    }
}
