//! One job in flight, seen from its request: [`InFlight`] counts the job's outcome exactly once
//! and, when the request is dropped before the job ended (the client went away, or the server
//! stopped waiting), cancels the job so its blocking work stops at its next check and leaves no
//! blob behind.
//!
//! What lives here: that guard. What does not: the check itself (`engine::control`), the metric
//! names (`observability::metrics`).

use std::sync::Arc;
use std::time::Instant;

use crate::engine::{JobControl, JobError};
use crate::observability::metrics::{self, Outcome};

/// The handler's hold on a running job.
#[derive(Debug)]
pub struct InFlight {
    control: Arc<JobControl>,
    received: Instant,
    bytes_in: usize,
    done: bool,
}

impl InFlight {
    /// A job received at `received` with a body of `bytes_in` bytes.
    pub fn new(received: Instant, bytes_in: usize) -> InFlight {
        InFlight {
            control: Arc::new(JobControl::new()),
            received,
            bytes_in,
            done: false,
        }
    }

    /// The control to run the job under.
    pub fn control(&self) -> Arc<JobControl> {
        self.control.clone()
    }

    /// Counts the job as ended with `outcome` and a response of `bytes_out` bytes.
    pub fn finish(mut self, outcome: Outcome, bytes_out: usize) {
        self.done = true;
        self.record(outcome, bytes_out);
    }

    fn record(&self, outcome: Outcome, bytes_out: usize) {
        metrics::job_finished(
            self.control.job_type().map_or("unknown", |t| t.as_str()),
            self.control.format().unwrap_or("-"),
            outcome,
            self.received.elapsed().as_secs_f64(),
            self.bytes_in,
            bytes_out,
        );
    }
}

/// The outcome a job error counts as.
pub fn outcome_of(e: &JobError) -> Outcome {
    match e {
        JobError::BadRequest(_) => Outcome::BadRequest,
        JobError::Failed(_) => Outcome::Failed,
        JobError::Internal(_) => Outcome::Error,
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        if !self.done {
            self.control.cancel();
            tracing::info!(
                ms = self.received.elapsed().as_millis() as u64,
                "job cancelled: the request was dropped before the answer"
            );
            self.record(Outcome::Cancelled, 0);
        }
    }
}
