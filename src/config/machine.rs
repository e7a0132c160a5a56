//! What the machine offers, for the defaults of the back-pressure limits: cores and memory
//! (the smaller of the physical memory and a cgroup v2 `memory.max`).
//!
//! What lives here: reading those two numbers. What does not: the limits themselves
//! (`config::Limits`) and how they are enforced (`engine::admission`).

/// Largest default of `limits.max_bytes_in_flight`.
const MAX_DEFAULT_BYTES_IN_FLIGHT: usize = 1 << 30;

/// Assumed memory when it cannot be read (4 GiB).
const FALLBACK_MEMORY: u64 = 4 << 30;

/// CPU cores this process may use (2 when unknown).
pub fn cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
}

/// Memory this process may use, in bytes: physical memory, or the cgroup's limit when smaller.
pub fn memory_bytes() -> u64 {
    let physical = physical_memory().unwrap_or(FALLBACK_MEMORY);
    match cgroup_limit() {
        Some(limit) => physical.min(limit),
        None => physical,
    }
}

/// Default number of jobs admitted at once: two per core.
pub fn default_concurrent_jobs() -> usize {
    cores().saturating_mul(2).max(1)
}

/// Default request body bytes admitted at once: a quarter of the memory, at most 1 GiB.
pub fn default_bytes_in_flight() -> usize {
    let quarter = usize::try_from(memory_bytes() / 4).unwrap_or(usize::MAX);
    quarter.min(MAX_DEFAULT_BYTES_IN_FLIGHT)
}

#[cfg(unix)]
fn physical_memory() -> Option<u64> {
    // SAFETY: sysconf only reads system configuration values; it has no preconditions.
    let (pages, page_size) = unsafe {
        (
            libc::sysconf(libc::_SC_PHYS_PAGES),
            libc::sysconf(libc::_SC_PAGESIZE),
        )
    };
    let pages = u64::try_from(pages).ok()?;
    let page_size = u64::try_from(page_size).ok()?;
    pages.checked_mul(page_size).filter(|&b| b > 0)
}

#[cfg(not(unix))]
fn physical_memory() -> Option<u64> {
    None
}

fn cgroup_limit() -> Option<u64> {
    let text = std::fs::read_to_string("/sys/fs/cgroup/memory.max").ok()?;
    text.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_positive_and_bounded() {
        assert!(cores() >= 1);
        assert!(memory_bytes() > 0);
        assert_eq!(default_concurrent_jobs(), 2 * cores());
        let bytes = default_bytes_in_flight();
        assert!(bytes > 0 && bytes <= MAX_DEFAULT_BYTES_IN_FLIGHT);
    }
}
