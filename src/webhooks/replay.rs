//! Replay detection for webhook deliveries: the signatures of the deliveries accepted in the
//! last hour, per organization, in memory and bounded. A valid signature seen again is a replay
//! (or the platform's own redelivery after a lost answer): it is acknowledged and not queued
//! again. After a restart a replayed delivery is queued once more, which the work queue's
//! per-revision uniqueness makes harmless.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long an accepted signature is remembered.
pub const WINDOW: Duration = Duration::from_secs(3600);
/// Most signatures remembered (oldest forgotten first).
pub const CAPACITY: usize = 100_000;

/// Recently accepted deliveries.
#[derive(Debug, Default)]
pub struct ReplayGuard {
    inner: Mutex<Seen>,
}

#[derive(Debug, Default)]
struct Seen {
    at: HashMap<(String, [u8; 32]), Instant>,
    order: VecDeque<((String, [u8; 32]), Instant)>,
}

impl ReplayGuard {
    /// Records the delivery; false when it was already seen within the window.
    pub fn first_time(&self, credential_key: &str, signature: [u8; 32]) -> bool {
        let now = Instant::now();
        let mut s = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        while let Some((key, t)) = s.order.front().cloned() {
            if now.duration_since(t) < WINDOW && s.order.len() < CAPACITY {
                break;
            }
            s.order.pop_front();
            if s.at.get(&key) == Some(&t) {
                s.at.remove(&key);
            }
        }
        let key = (credential_key.to_owned(), signature);
        if s.at.contains_key(&key) {
            return false;
        }
        s.at.insert(key.clone(), now);
        s.order.push_back((key, now));
        true
    }

    /// Forgets a delivery that could not be stored (so the platform's retry is accepted).
    pub fn forget(&self, credential_key: &str, signature: [u8; 32]) {
        let mut s = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        s.at.remove(&(credential_key.to_owned(), signature));
    }
}
