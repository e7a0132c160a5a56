//! Back-pressure at the engine's door: at most so many jobs admitted at once, and at most so many
//! request body bytes held at once across them. Admission never waits: a job over either bound is
//! refused at once (the server answers 503 with `Retry-After`), so memory stays bounded instead of
//! queueing without end.
//!
//! What lives here: the two counters and the [`Ticket`] that holds a job's share until dropped.
//! What does not: HTTP (reading bodies, status codes: `http::intake`), the CPU budget of the
//! blocking work (`jobs`).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Which bound refused a job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// Too many jobs at once.
    Jobs,
    /// Too many request body bytes at once.
    Bytes,
}

impl Refused {
    /// Label of the bound, for metrics and logs.
    pub fn as_str(self) -> &'static str {
        match self {
            Refused::Jobs => "jobs",
            Refused::Bytes => "bytes",
        }
    }
}

/// The bounds and what is held of them now. Cheap to share.
#[derive(Debug)]
pub struct Admission {
    jobs: Arc<Semaphore>,
    max_jobs: usize,
    bytes: Arc<ByteBudget>,
}

/// Bytes held against a fixed maximum.
#[derive(Debug)]
struct ByteBudget {
    used: AtomicUsize,
    max: usize,
}

impl ByteBudget {
    /// Takes `n` more bytes, or none when that would pass the maximum.
    fn try_take(&self, n: usize) -> bool {
        self.used
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |used| {
                used.checked_add(n).filter(|&total| total <= self.max)
            })
            .is_ok()
    }

    fn give_back(&self, n: usize) {
        self.used.fetch_sub(n, Ordering::AcqRel);
    }
}

/// One admitted job's share: a job slot and the body bytes reserved for it, released when dropped.
#[derive(Debug)]
pub struct Ticket {
    _slot: OwnedSemaphorePermit,
    bytes: Arc<ByteBudget>,
    held: usize,
}

impl Admission {
    /// Bounds of `max_jobs` jobs and `max_bytes` body bytes at once (each at least 1).
    pub fn new(max_jobs: usize, max_bytes: usize) -> Admission {
        let max_jobs = max_jobs.max(1);
        Admission {
            jobs: Arc::new(Semaphore::new(max_jobs)),
            max_jobs,
            bytes: Arc::new(ByteBudget {
                used: AtomicUsize::new(0),
                max: max_bytes.max(1),
            }),
        }
    }

    /// Admits a job announcing `declared` body bytes (its `Content-Length`, or 0 when it sends
    /// none: its bytes are then reserved as they are read), or refuses it without waiting.
    pub fn admit(&self, declared: usize) -> Result<Ticket, Refused> {
        let slot = self
            .jobs
            .clone()
            .try_acquire_owned()
            .map_err(|_| Refused::Jobs)?;
        if !self.bytes.try_take(declared) {
            return Err(Refused::Bytes);
        }
        Ok(Ticket {
            _slot: slot,
            bytes: self.bytes.clone(),
            held: declared,
        })
    }

    /// Jobs admitted now.
    pub fn jobs_in_flight(&self) -> usize {
        self.max_jobs - self.jobs.available_permits()
    }

    /// The bound on jobs.
    pub fn max_jobs(&self) -> usize {
        self.max_jobs
    }

    /// Body bytes reserved now.
    pub fn bytes_in_flight(&self) -> usize {
        self.bytes.used.load(Ordering::Acquire)
    }

    /// The bound on body bytes.
    pub fn max_bytes(&self) -> usize {
        self.bytes.max
    }
}

impl Ticket {
    /// Makes the reservation at least `total` bytes (a body without `Content-Length`, as it is
    /// read), or refuses when the budget cannot take the difference.
    pub fn reserve_up_to(&mut self, total: usize) -> Result<(), Refused> {
        if total <= self.held {
            return Ok(());
        }
        let more = total - self.held;
        if !self.bytes.try_take(more) {
            return Err(Refused::Bytes);
        }
        self.held = total;
        Ok(())
    }

    /// Bytes this ticket holds.
    pub fn held(&self) -> usize {
        self.held
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.bytes.give_back(self.held);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_and_bytes_are_bounded_and_given_back() {
        let a = Admission::new(2, 100);
        let t1 = a.admit(60).expect("first");
        assert_eq!(a.admit(50).err(), Some(Refused::Bytes), "60 + 50 > 100");
        assert_eq!(
            a.jobs_in_flight(),
            1,
            "the refused job's slot is given back"
        );
        let mut t2 = a.admit(0).expect("second, streaming");
        assert_eq!(a.admit(0).err(), Some(Refused::Jobs));
        t2.reserve_up_to(40).expect("60 + 40 fits");
        assert_eq!(t2.reserve_up_to(41), Err(Refused::Bytes));
        assert_eq!(t2.held(), 40);
        assert_eq!(a.bytes_in_flight(), 100);
        drop(t1);
        assert_eq!(a.bytes_in_flight(), 40);
        drop(t2);
        assert_eq!((a.jobs_in_flight(), a.bytes_in_flight()), (0, 0));
        assert!(a.admit(100).is_ok());
    }
}
